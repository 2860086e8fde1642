//! `OXACC_TRACE=run.json`: the run's timeline in the Chrome trace event format (a JSON object
//! with `traceEvents`), which Perfetto (ui.perfetto.dev) and chrome://tracing open.
//!
//! Lanes (`tid`): one per host thread (`thread_id` of the profiling interface, named "host
//! thread N"), and per device one lane for its synchronous work ("<device> N sync") and one
//! per async queue ("<device> N queue Q"). On a host lane: complete events (`ph: "X"`) for
//! compute constructs, enter/exit data, updates, launches, transfers and waits as the host
//! sees them, and instant events (`ph: "i"`) for alloc, create, delete, free and errors. On a
//! device lane: the kernels and transfers as the device ran them (CUDA events on the GPU; the
//! queue worker's clock on the CPU devices). `ts` and `dur` are microseconds from the start of
//! the run; `args` carry the file, function, line, variable, bytes, kernel, grid and block.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Mutex;

use super::sink::{device_word, dims, Record, Sink};
use super::{abi, cstr, DevTime, Payload};
use crate::backend::DeviceKind;
use crate::queue::Target;

struct Item {
    name: String,
    cat: &'static str,
    ph: char,
    tid: u64,
    ts: f64,
    dur: f64,
    args: String,
}

#[derive(Default)]
struct State {
    items: Vec<Item>,
    /// Device spans to place once their times are known: (lane, name, cat, args, time).
    pending: Vec<(u64, String, &'static str, String, DevTime)>,
    lanes: HashMap<(DeviceKind, i32, Option<i32>), u64>,
    threads: Vec<i32>,
}

pub struct Trace {
    path: String,
    state: Mutex<State>,
}

impl Trace {
    pub fn new(path: String) -> Trace {
        Trace {
            path,
            state: Mutex::new(State::default()),
        }
    }
}

/// Host thread lanes are their thread ids; device lanes start here.
const DEVICE_LANES: u64 = 1000;

fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o
}

fn event_name(kind: abi::AccEvent) -> Option<(&'static str, &'static str)> {
    Some(match kind {
        abi::EV_COMPUTE_CONSTRUCT_END => ("compute construct", "region"),
        abi::EV_ENTER_DATA_END => ("enter data", "region"),
        abi::EV_EXIT_DATA_END => ("exit data", "region"),
        abi::EV_UPDATE_END => ("update", "region"),
        abi::EV_ENQUEUE_LAUNCH_END => ("launch", "launch"),
        abi::EV_ENQUEUE_UPLOAD_END => ("upload", "transfer"),
        abi::EV_ENQUEUE_DOWNLOAD_END => ("download", "transfer"),
        abi::EV_WAIT_END => ("wait", "wait"),
        abi::EV_DEVICE_INIT_END => ("device init", "device"),
        abi::EV_DEVICE_SHUTDOWN_END => ("device shutdown", "device"),
        abi::EV_ALLOC => ("alloc", "memory"),
        abi::EV_FREE => ("free", "memory"),
        abi::EV_CREATE => ("create", "memory"),
        abi::EV_DELETE => ("delete", "memory"),
        abi::EV_ERROR => ("error", "error"),
        abi::EV_RUNTIME_SHUTDOWN => ("runtime shutdown", "runtime"),
        _ => return None,
    })
}

impl Sink for Trace {
    fn wants_device_time(&self) -> bool {
        true
    }

    fn event(&self, r: &Record<'_>) {
        let Some((what, cat)) = event_name(r.ev.kind) else {
            return;
        };
        let s = &r.scope.src;
        let mut args = format!(
            "\"event\":{},\"construct\":{},\"device\":\"{} {}\"",
            r.ev.kind,
            r.scope.construct,
            device_word(r.device_kind),
            r.device_num
        );
        if !s.file.is_null() {
            let _ = write!(args, ",\"file\":\"{}\"", esc(s.file_str()));
        }
        if !s.func.is_null() {
            let _ = write!(args, ",\"function\":\"{}\"", esc(s.func_str()));
        }
        if s.line > 0 {
            let _ = write!(args, ",\"line\":{}", s.line);
        }
        let queue = match r.ev.target {
            Target::Queue(q) => {
                let _ = write!(args, ",\"queue\":{q}");
                Some(q)
            }
            Target::Sync => None,
        };
        let mut name = what.to_string();
        match r.ev.payload {
            Payload::Data { name: v, bytes, .. } => {
                if let Some(v) = cstr(v) {
                    let _ = write!(args, ",\"variable\":\"{}\"", esc(v));
                    name = format!("{what} {v}");
                }
                let _ = write!(args, ",\"bytes\":{bytes}");
            }
            Payload::Launch {
                kernel,
                grid,
                block,
                ..
            } => {
                if let Some(k) = cstr(kernel) {
                    let _ = write!(args, ",\"kernel\":\"{}\"", esc(k));
                    name = format!("{what} {k}");
                }
                let _ = write!(
                    args,
                    ",\"grid\":\"{}\",\"block\":\"{}\"",
                    dims(&grid),
                    dims(&block)
                );
            }
            Payload::Error { message, .. } => {
                if let Some(m) = cstr(message) {
                    let _ = write!(args, ",\"message\":\"{}\"", esc(m));
                }
            }
            Payload::Other => {}
        }
        if s.line > 0 && matches!(cat, "region") {
            name = format!("{what} {}:{}", s.func_str(), s.line);
        }
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let tid = r.thread as u64;
        if !st.threads.contains(&r.thread) {
            st.threads.push(r.thread);
        }
        let (ph, ts, dur) = match r.t0 {
            Some(t0) => ('X', t0, (r.t - t0).max(0.0)),
            None => ('i', r.t, 0.0),
        };
        if let Some(dt) = r.dev_time.clone() {
            let n = st.lanes.len() as u64;
            let lane = *st
                .lanes
                .entry((r.device_kind, r.device_num, queue))
                .or_insert(DEVICE_LANES + n);
            st.pending.push((lane, name.clone(), cat, args.clone(), dt));
        }
        st.items.push(Item {
            name,
            cat,
            ph,
            tid,
            ts,
            dur,
            args,
        });
    }

    fn finish(&self) {
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let pending = std::mem::take(&mut st.pending);
        for (lane, name, cat, args, dt) in pending {
            if let Some((ts, dur)) = dt.resolve() {
                st.items.push(Item {
                    name,
                    cat,
                    ph: 'X',
                    tid: lane,
                    ts,
                    dur,
                    args: format!("{args},\"on\":\"device\""),
                });
            }
        }
        let mut out = String::from("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n");
        let mut first = true;
        let mut push = |out: &mut String, s: String| {
            if !first {
                out.push_str(",\n");
            }
            first = false;
            out.push_str(&s);
        };
        push(
            &mut out,
            "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"OpenACC (oxacc)\"}}".into(),
        );
        for t in &st.threads {
            push(
                &mut out,
                format!(
                    "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":{t},\"args\":{{\"name\":\"host thread {t}\"}}}}"
                ),
            );
        }
        for ((k, n, q), lane) in &st.lanes {
            let lname = match q {
                Some(q) => format!("{} {n} queue {q}", device_word(*k)),
                None => format!("{} {n} sync", device_word(*k)),
            };
            push(
                &mut out,
                format!(
                    "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":{lane},\"args\":{{\"name\":\"{}\"}}}}",
                    esc(&lname)
                ),
            );
        }
        for it in &st.items {
            let mut e = format!(
                "{{\"name\":\"{}\",\"cat\":\"{}\",\"ph\":\"{}\",\"pid\":1,\"tid\":{},\"ts\":{:.3}",
                esc(&it.name),
                it.cat,
                it.ph,
                it.tid,
                it.ts
            );
            if it.ph == 'X' {
                let _ = write!(e, ",\"dur\":{:.3}", it.dur);
            } else {
                e.push_str(",\"s\":\"t\"");
            }
            let _ = write!(e, ",\"args\":{{{}}}}}", it.args);
            push(&mut out, e);
        }
        out.push_str("\n]}\n");
        if let Err(e) = std::fs::write(&self.path, out) {
            eprintln!(
                "OXACC WARNING: OXACC_TRACE: cannot write {}: {e}",
                self.path
            );
        }
    }
}
