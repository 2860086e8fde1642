//! The built-in consumers of events (report, trace, NVTX, notifications) and the one for
//! `OXACC_NOTIFY`.

use std::fmt::Write as _;

use super::{abi, cstr, DevTime, Ev, Payload, Scope};
use crate::backend::DeviceKind;
use crate::queue::Target;

/// One event as a sink sees it.
pub struct Record<'a> {
    pub ev: &'a Ev<'a>,
    pub scope: Scope,
    pub thread: i32,
    pub device_kind: DeviceKind,
    pub device_num: i32,
    /// Microseconds since `prof::epoch()`.
    pub t: f64,
    /// For `_end` events: the time of the matching start.
    pub t0: Option<f64>,
    /// For the end of a launch or transfer: the device's span.
    pub dev_time: Option<DevTime>,
}

pub trait Sink: Send + Sync {
    fn event(&self, r: &Record<'_>);
    /// At exit, after the runtime shutdown event.
    fn finish(&self) {}
    fn wants_device_time(&self) -> bool {
        false
    }
}

/// The device's word in messages: "CUDA" as NVIDIA prints it, else the type's name.
pub fn device_word(k: DeviceKind) -> &'static str {
    match k {
        DeviceKind::Nvidia => "CUDA",
        DeviceKind::Emul => "emul",
        DeviceKind::Host => "host",
    }
}

/// `OXACC_NOTIFY` / `NV_ACC_NOTIFY`: one stderr line per event of the kinds in the mask (1
/// kernel launches, 2 transfers, 4 waits, 8 region entry and exit, 16 allocations), in the
/// shape of NVIDIA's.
pub struct Notify {
    pub mask: u32,
}

impl Sink for Notify {
    fn event(&self, r: &Record<'_>) {
        let (bit, what) = match r.ev.kind {
            abi::EV_ENQUEUE_LAUNCH_START => (1, "launch"),
            abi::EV_ENQUEUE_UPLOAD_START => (2, "upload"),
            abi::EV_ENQUEUE_DOWNLOAD_START => (2, "download"),
            abi::EV_WAIT_START => (4, "wait"),
            abi::EV_COMPUTE_CONSTRUCT_START => (8, "Enter compute region"),
            abi::EV_COMPUTE_CONSTRUCT_END => (8, "Leave compute region"),
            abi::EV_ENTER_DATA_START => (8, "Enter data region"),
            abi::EV_ENTER_DATA_END => (8, "Enter data region done"),
            abi::EV_EXIT_DATA_START => (8, "Exit data region"),
            abi::EV_EXIT_DATA_END => (8, "Exit data region done"),
            abi::EV_UPDATE_START => (8, "Enter update"),
            abi::EV_UPDATE_END => (8, "Leave update"),
            abi::EV_ALLOC => (16, "alloc"),
            abi::EV_CREATE => (16, "create"),
            abi::EV_DELETE => (16, "delete"),
            abi::EV_FREE => (16, "free"),
            _ => return,
        };
        if self.mask & bit == 0 {
            return;
        }
        let dw = device_word(r.device_kind);
        let mut line = match bit {
            1 => format!("{what} {dw} kernel "),
            2 | 16 => format!("{what} {dw} data "),
            4 => format!("{what} {dw} "),
            _ => format!("{what} "),
        };
        let s = &r.scope.src;
        if !s.file.is_null() {
            let _ = write!(line, " file={}", s.file_str());
        }
        if !s.func.is_null() {
            let _ = write!(line, " function={}", s.func_str());
        }
        if s.line > 0 {
            let _ = write!(line, " line={}", s.line);
        }
        let _ = write!(line, " device={} threadid={}", r.device_num, r.thread);
        if let Target::Queue(q) = r.ev.target {
            let _ = write!(line, " queue={q}");
        }
        match r.ev.payload {
            Payload::Data {
                name,
                bytes,
                host,
                dev,
            } => {
                if let Some(n) = cstr(name) {
                    let _ = write!(line, " variable={n}");
                }
                if bit == 16 {
                    let _ = write!(line, " devaddr={dev:#x}");
                    if host != 0 {
                        let _ = write!(line, " hostaddr={host:#x}");
                    }
                }
                let _ = write!(line, " bytes={bytes}");
            }
            Payload::Launch {
                kernel,
                grid,
                block,
                ..
            } => {
                if let Some(k) = cstr(kernel) {
                    let _ = write!(line, " kernel={k}");
                }
                let _ = write!(
                    line,
                    " num_gangs={} num_workers={} vector_length={} grid={} block={}",
                    grid.iter().map(|&g| u64::from(g)).product::<u64>(),
                    block[1],
                    block[0],
                    dims(&grid),
                    dims(&block)
                );
            }
            _ => {}
        }
        eprintln!("{line}");
    }
}

/// `128`, `64x4`, `2x25x1` → NVIDIA's `[64x4]` without trailing 1s.
pub fn dims(d: &[u32; 3]) -> String {
    let n = if d[2] > 1 {
        3
    } else if d[1] > 1 {
        2
    } else {
        1
    };
    d[..n]
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("x")
}
