//! The time report printed to stderr at exit with `OXACC_TIME=1` (also `NV_ACC_TIME`,
//! `PGI_ACC_TIME`), in the shape of NVIDIA's "Accelerator Kernel Timing data": per source file
//! and function, per directive line, how often each data region, compute region and update
//! was reached, each kernel's launches with grid and block, device time (CUDA events on the
//! GPU; the worker's clock on the CPU devices) and elapsed time (launch call to the kernel's
//! end), and per region the transfers in each direction: the number of physical transfers
//! (one per `enqueue_upload`/`download` event: a `float **` section whose rows move one by one
//! shows one per row), their bytes and device time.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;

use super::sink::{dims, Record, Sink};
use super::{abi, cstr, DevTime, Payload};
use crate::backend::DeviceKind;

#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    pub n: u64,
    pub total: f64,
    pub max: f64,
    pub min: f64,
}

impl Stats {
    fn add(&mut self, v: f64) {
        if self.n == 0 || v < self.min {
            self.min = v;
        }
        if v > self.max {
            self.max = v;
        }
        self.n += 1;
        self.total += v;
    }
    fn line(&self, what: &str) -> String {
        let avg = if self.n > 0 {
            self.total / self.n as f64
        } else {
            0.0
        };
        format!(
            "{what}(us): total={} max={} min={} avg={}",
            thousands(self.total),
            thousands(self.max),
            thousands(self.min),
            thousands(avg)
        )
    }
}

/// `1805.2` → `1,805` (NVIDIA's integers with separators).
pub fn thousands(v: f64) -> String {
    let n = v.round().max(0.0) as u64;
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The function a row belongs to: (file, its first line, function, device word, device
/// number): functions print in source order, as NVIDIA's report does.
type FnKey = (String, i32, String, &'static str, i32);

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Child {
    Kernel {
        /// The kernel's line: a `kernels` construct's kernels are at their loops (NVIDIA's
        /// report: "23: kernel launched" under "19: compute region reached"); 0: the
        /// construct's.
        line: i32,
        name: String,
        grid: [u32; 3],
        block: [u32; 3],
    },
    /// `true`: copyin (host to device).
    Transfer { line: i32, upload: bool },
}

#[derive(Default, Debug)]
struct ChildRow {
    launches: u64,
    transfers: u64,
    bytes: u64,
    device: Stats,
    elapsed: Stats,
}

#[derive(Default, Debug)]
struct RegionRow {
    /// (what, times reached), e.g. ("data region", 1).
    reached: BTreeMap<&'static str, u64>,
    children: BTreeMap<Child, ChildRow>,
}

#[derive(Default)]
struct State {
    functions: BTreeMap<FnKey, BTreeMap<i32, RegionRow>>,
    /// Device times not known yet, with the row they belong to and the launch's start time.
    pending: Vec<(FnKey, i32, Child, DevTime, Option<f64>)>,
}

#[derive(Default)]
pub struct Report {
    state: Mutex<State>,
}

fn device_word(k: DeviceKind) -> &'static str {
    match k {
        DeviceKind::Nvidia => "NVIDIA",
        DeviceKind::Emul => "EMUL",
        DeviceKind::Host => "HOST",
    }
}

impl State {
    fn row(&mut self, f: &FnKey, line: i32) -> &mut RegionRow {
        self.functions
            .entry(f.clone())
            .or_default()
            .entry(line)
            .or_default()
    }

    fn settle(&mut self, all: bool) {
        let pending = std::mem::take(&mut self.pending);
        for (f, line, child, dt, t0) in pending {
            if !all && !dt.settled() {
                self.pending.push((f, line, child, dt, t0));
                continue;
            }
            let Some((start, dur)) = dt.resolve() else {
                continue;
            };
            let row = self.row(&f, line).children.entry(child).or_default();
            row.device.add(dur);
            if let Some(t0) = t0 {
                row.elapsed.add((start + dur - t0).max(dur));
            }
        }
    }
}

impl Sink for Report {
    fn wants_device_time(&self) -> bool {
        true
    }

    fn event(&self, r: &Record<'_>) {
        let s = &r.scope.src;
        let key: FnKey = (
            s.file_str().to_string(),
            s.func_line,
            s.func_str().to_string(),
            device_word(r.device_kind),
            r.device_num,
        );
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let construct = r.scope.construct;
        let reached = |st: &mut State, what: &'static str| {
            *st.row(&key, s.line).reached.entry(what).or_default() += 1;
        };
        match r.ev.kind {
            abi::EV_COMPUTE_CONSTRUCT_START => reached(&mut st, "compute region"),
            abi::EV_ENTER_DATA_START => match construct {
                abi::CONSTRUCT_DATA | abi::CONSTRUCT_DECLARE => reached(&mut st, "data region"),
                abi::CONSTRUCT_ENTER_DATA => reached(&mut st, "enter data directive"),
                _ => {}
            },
            abi::EV_EXIT_DATA_START if construct == abi::CONSTRUCT_EXIT_DATA => {
                reached(&mut st, "exit data directive")
            }
            abi::EV_UPDATE_START => reached(&mut st, "update directive"),
            abi::EV_ENQUEUE_LAUNCH_END => {
                let Payload::Launch {
                    kernel,
                    grid,
                    block,
                    line,
                } = r.ev.payload
                else {
                    return;
                };
                let child = Child::Kernel {
                    line,
                    name: cstr(kernel).unwrap_or("").to_string(),
                    grid,
                    block,
                };
                st.row(&key, s.line)
                    .children
                    .entry(child.clone())
                    .or_default()
                    .launches += 1;
                if let Some(dt) = r.dev_time.clone() {
                    st.pending.push((key, s.line, child, dt, r.t0));
                }
            }
            abi::EV_ENQUEUE_UPLOAD_END | abi::EV_ENQUEUE_DOWNLOAD_END => {
                let upload = r.ev.kind == abi::EV_ENQUEUE_UPLOAD_END;
                let Payload::Data { bytes, .. } = r.ev.payload else {
                    return;
                };
                // A region's copyouts are reported at its end (NVIDIA's layout); directives
                // without a body, and API routines, at their line.
                let region_body = matches!(
                    construct,
                    abi::CONSTRUCT_DATA
                        | abi::CONSTRUCT_DECLARE
                        | abi::CONSTRUCT_PARALLEL
                        | abi::CONSTRUCT_KERNELS
                        | abi::CONSTRUCT_SERIAL
                );
                let line = if !upload && region_body {
                    s.end_line
                } else {
                    s.line
                };
                let child = Child::Transfer { line, upload };
                let row = st
                    .row(&key, s.line)
                    .children
                    .entry(child.clone())
                    .or_default();
                row.transfers += 1;
                row.bytes += bytes as u64;
                if let Some(dt) = r.dev_time.clone() {
                    st.pending.push((key, s.line, child, dt, None));
                }
            }
            _ => {}
        }
        if st.pending.len() >= 256 {
            st.settle(false);
        }
    }

    fn finish(&self) {
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        st.settle(true);
        eprint!("{}", render(&st));
    }
}

fn render(st: &State) -> String {
    let mut out = String::from("\nAccelerator Kernel Timing data\n");
    let mut last_file = None;
    for ((file, _, func, dev, num), rows) in &st.functions {
        if last_file != Some(file) {
            let _ = writeln!(
                out,
                "{}",
                if file.is_empty() {
                    "<unknown file>"
                } else {
                    file
                }
            );
            last_file = Some(file);
        }
        let func = if func.is_empty() {
            "<runtime API>"
        } else {
            func
        };
        let _ = writeln!(out, "  {func}  {dev}  devicenum={num}");
        let time: f64 = rows
            .values()
            .flat_map(|r| r.children.values())
            .map(|c| c.device.total)
            .sum();
        let _ = writeln!(out, "    time(us): {}", thousands(time));
        for (line, row) in rows {
            for (what, n) in &row.reached {
                let _ = writeln!(out, "    {line}: {what} reached {n} {}", times(*n));
            }
            if row.reached.is_empty() {
                let _ = writeln!(out, "    {line}: runtime routines");
            }
            for (child, c) in &row.children {
                match child {
                    Child::Kernel {
                        line: at,
                        name,
                        grid,
                        block,
                    } => {
                        let at = if *at > 0 { *at } else { *line };
                        let _ = writeln!(
                            out,
                            "        {at}: kernel launched {} {}{}",
                            c.launches,
                            times(c.launches),
                            if name.is_empty() {
                                String::new()
                            } else {
                                format!(" ({name})")
                            }
                        );
                        let _ = writeln!(
                            out,
                            "            grid: [{}]  block: [{}]",
                            dims(grid),
                            dims(block)
                        );
                        if c.device.n > 0 {
                            let _ = writeln!(out, "             {}", c.device.line("device time"));
                            let _ = writeln!(out, "            {}", c.elapsed.line("elapsed time"));
                        }
                    }
                    Child::Transfer { line: at, upload } => {
                        let _ = writeln!(
                            out,
                            "        {at}: data {} transfers: {}",
                            if *upload { "copyin" } else { "copyout" },
                            c.transfers
                        );
                        let _ = writeln!(out, "             bytes: {}", thousands(c.bytes as f64));
                        if c.device.n > 0 {
                            let _ = writeln!(out, "             {}", c.device.line("device time"));
                        }
                    }
                }
            }
        }
    }
    out
}

fn times(n: u64) -> &'static str {
    if n == 1 {
        "time"
    } else {
        "times"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_dims_as_nvidia_prints_them() {
        assert_eq!(thousands(1805.4), "1,805");
        assert_eq!(thousands(999.0), "999");
        assert_eq!(thousands(1_000_000.0), "1,000,000");
        assert_eq!(dims(&[2, 25, 1]), "2x25");
        assert_eq!(dims(&[128, 1, 1]), "128");
        assert_eq!(dims(&[1, 1, 4]), "1x1x4");
        let mut s = Stats::default();
        for v in [10.0, 21.0, 11.0] {
            s.add(v);
        }
        assert_eq!(
            s.line("device time"),
            "device time(us): total=42 max=21 min=10 avg=14"
        );
    }
}
