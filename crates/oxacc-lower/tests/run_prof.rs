//! The profiling interface (spec chapter 5) and the tools on it, end to end on the CPU device
//! types (host, emul): `tests/prof/prog.c` compiled with `oxacc -acc`, observed by
//! `tests/prof/proflib.c` (a tool library in C that logs every event and checks the structures,
//! the start/end pairing, tool_info, callback order and toggles, writing "FAIL:" lines):
//! - loaded by `ACC_PROFLIB` (5.3.3), linked statically (5.3.2), and `LD_PRELOAD`ed (5.3.4):
//!   the three logs must equal `tests/prof/expect-<device>.log` (`OXACC_BLESS=1` rewrites them);
//! - the `OXACC_TRACE` timeline of the same run holds exactly the events the tool saw;
//! - the `OXACC_TIME` report of `tests/prof/report.c` against what that program says it did.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

fn scratch() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "run_prof"))
        .clone()
}

fn prof_src(name: &str) -> PathBuf {
    repo_root().join("tests/prof").join(name)
}

fn include() -> PathBuf {
    repo_root().join("crates/oxacc-rt/include")
}

fn build(srcs: &[&str], out: &str) -> PathBuf {
    let exe = scratch().join(out);
    let mut cmd = Command::new(oxacc());
    cmd.args(["-acc", "-std=gnu11", "-O1", "-gpu=cc90,noptx"]);
    for s in srcs {
        cmd.arg(prof_src(s));
    }
    cmd.arg("-o").arg(&exe);
    let o = run_with_limit(&mut cmd, Duration::from_secs(180)).expect("oxacc runs");
    assert!(
        o.status.success(),
        "oxacc {srcs:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    exe
}

fn shared_lib(src: &str, out: &str) -> PathBuf {
    let so = scratch().join(out);
    let o = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-Wall", "-Werror", "-std=gnu11"])
        .arg("-I")
        .arg(include())
        .arg(prof_src(src))
        .arg("-o")
        .arg(&so)
        .output()
        .expect("cc");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    so
}

fn run(exe: &Path, env: &[(&str, &str)]) -> std::process::Output {
    let mut c = Command::new(exe);
    for v in [
        "ACC_PROFLIB",
        "OXACC_TIME",
        "NV_ACC_TIME",
        "PGI_ACC_TIME",
        "OXACC_NOTIFY",
        "NV_ACC_NOTIFY",
        "OXACC_TRACE",
        "OXACC_NVTX",
        "LD_PRELOAD",
    ] {
        c.env_remove(v);
    }
    c.env("ACC_NUM_CORES", "2").current_dir(scratch());
    for (k, v) in env {
        c.env(k, v);
    }
    run_with_limit(&mut c, Duration::from_secs(300)).expect("program runs")
}

fn check_log(log: &Path, device: &str, how: &str, failures: &mut Vec<String>) {
    let got = std::fs::read_to_string(log).unwrap_or_default();
    let expect_path = prof_src(&format!("expect-{device}.log"));
    if std::env::var_os("OXACC_BLESS").is_some() && how == "ACC_PROFLIB" {
        std::fs::write(&expect_path, &got).expect("write expected log");
        return;
    }
    if got.contains("FAIL:") {
        let fails: Vec<&str> = got.lines().filter(|l| l.starts_with("FAIL:")).collect();
        failures.push(format!(
            "{device} ({how}): the tool found:\n{}",
            fails.join("\n")
        ));
    }
    let expect = std::fs::read_to_string(&expect_path).unwrap_or_default();
    // The grid of a GPU kernel is the compute lowering's choice (it may change without the
    // events changing): compared without `gangs=` on the kernel devices. The tool itself
    // checks num_gangs against num_gangs_per_dim.
    let (got, expect) = if device == "host" {
        (got, expect)
    } else {
        (strip_gangs(&got), strip_gangs(&expect))
    };
    if got != expect {
        let first = got
            .lines()
            .zip(expect.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(got.lines().count().min(expect.lines().count()));
        failures.push(format!(
            "{device} ({how}): the event log differs from {} at line {}:\n  got:      {}\n  expected: {}",
            expect_path.display(),
            first + 1,
            got.lines().nth(first).unwrap_or("<end>"),
            expect.lines().nth(first).unwrap_or("<end>")
        ));
    }
}

fn strip_gangs(log: &str) -> String {
    log.lines()
        .map(|l| {
            l.split(' ')
                .filter(|w| !w.starts_with("gangs="))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_tool_sees_every_event_loaded_each_way() {
    let prog = build(&["prog.c"], "prog");
    let lib = shared_lib("proflib.c", "libproflib.so");
    // 5.3.2: the same tool linked into the program (its acc_register_library replaces the
    // runtime's weak one).
    let linked = build(&["prog.c", "proflib.c"], "prog_linked");
    let mut failures = Vec::new();
    for device in ["host", "emul"] {
        let log = scratch().join(format!("{device}.log"));
        let libs = lib.to_string_lossy().to_string();
        let logs = log.to_string_lossy().to_string();
        let trace = scratch().join(format!("{device}.json"));
        let traces = trace.to_string_lossy().to_string();
        let o = run(
            &prog,
            &[
                ("ACC_DEVICE_TYPE", device),
                ("ACC_PROFLIB", &libs),
                ("PROFLIB_LOG", &logs),
                ("OXACC_TRACE", &traces),
            ],
        );
        if !o.status.success() || !o.stderr.is_empty() {
            failures.push(format!(
                "{device}: prog failed: {}",
                String::from_utf8_lossy(&o.stderr)
            ));
            continue;
        }
        check_log(&log, device, "ACC_PROFLIB", &mut failures);
        check_trace(&trace, &log, device, &mut failures);
        let o = run(
            &linked,
            &[("ACC_DEVICE_TYPE", device), ("PROFLIB_LOG", &logs)],
        );
        if !o.status.success() {
            failures.push(format!("{device}: prog_linked failed"));
        }
        check_log(&log, device, "statically linked", &mut failures);
        let o = run(
            &prog,
            &[
                ("ACC_DEVICE_TYPE", device),
                ("LD_PRELOAD", &libs),
                ("PROFLIB_LOG", &logs),
            ],
        );
        if !o.status.success() {
            failures.push(format!("{device}: prog under LD_PRELOAD failed"));
        }
        check_log(&log, device, "LD_PRELOAD", &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// 5.3.3: a tool loaded by ACC_PROFLIB that calls OpenACC routines (`tests/prof/apilib.c`)
/// loads and runs: the program, which links the runtime statically, exports them (the driver's
/// dynamic list). Until 2026-11-29 dlopen failed with "undefined symbol: acc_get_num_devices"
/// and the run went on without the tool.
#[test]
fn a_proflib_calling_openacc_routines_loads() {
    let prog = build(&["prog.c"], "prog_apilib");
    let lib = shared_lib("apilib.c", "libapilib.so");
    let libs = lib.to_string_lossy().to_string();
    let mut failures = Vec::new();
    for device in ["host", "emul"] {
        let o = run(
            &prog,
            &[("ACC_DEVICE_TYPE", device), ("ACC_PROFLIB", &libs)],
        );
        let err = String::from_utf8_lossy(&o.stderr);
        let ok = o.status.success()
            && !err.contains("OXACC WARNING")
            && err.contains("apilib: registered")
            && err.contains("apilib: device init: 1 device(s)")
            && err.contains("apilib: compute construct on device 0");
        if !ok {
            failures.push(format!("{device}: exit {:?}\n{err}", o.status.code()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn an_unloadable_proflib_is_a_warning() {
    let prog = build(&["prog.c"], "prog_missing_lib");
    let o = run(
        &prog,
        &[
            ("ACC_DEVICE_TYPE", "host"),
            ("ACC_PROFLIB", "/nonexistent/libtool.so"),
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.starts_with("OXACC WARNING: ACC_PROFLIB: cannot load /nonexistent/libtool.so")
            && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn error_callbacks_run_before_the_default_one() {
    let prog = build(&["error.c"], "error");
    let lib = shared_lib("proflib.c", "libproflib_err.so");
    let log = scratch().join("error.log");
    let o = run(
        &prog,
        &[
            ("ACC_DEVICE_TYPE", "emul"),
            ("ACC_PROFLIB", &lib.to_string_lossy()),
            ("PROFLIB_LOG", &log.to_string_lossy()),
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("OXACC ERROR in update: acc_error_not_present"),
        "{err}"
    );
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    let e = log
        .lines()
        .find(|l| l.starts_with("error "))
        .unwrap_or_else(|| panic!("no error event:\n{log}"));
    assert!(
        e.contains("parent=12 implicit=1")
            && e.contains("error.c:main:10-10")
            && e.contains(
                "code=10 message=update: acc_error_not_present: update device clause: 'v'"
            ),
        "{e}"
    );
    // The update is still open when the error halts the program (no end event: 5.1.11 is
    // not for recovery); the runtime shutdown event comes after the error.
    let lines: Vec<&str> = log.lines().filter(|l| !l.starts_with("  ")).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("error "))
        .unwrap_or(0);
    assert!(
        lines[at + 1..]
            .first()
            .is_some_and(|l| l.starts_with("runtime_shutdown")),
        "{log}"
    );
}

// ---------------------------------------------------------------------------------------------
// The trace

/// A JSON value (just enough of JSON for the trace).
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(BTreeMap<String, Json>),
}

impl Json {
    fn get(&self, k: &str) -> Option<&Json> {
        match self {
            Json::Obj(m) => m.get(k),
            _ => None,
        }
    }
    fn str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }
    fn num(&self) -> Option<f64> {
        match self {
            Json::Num(n) => Some(*n),
            _ => None,
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected '{}' at byte {}", c as char, self.i))
        }
    }
    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        match self.s.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                let mut m = BTreeMap::new();
                self.ws();
                if self.s.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(Json::Obj(m));
                }
                loop {
                    self.ws();
                    let Json::Str(k) = self.value()? else {
                        return Err(format!("key expected at {}", self.i));
                    };
                    self.eat(b':')?;
                    let v = self.value()?;
                    m.insert(k, v);
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Json::Obj(m));
                        }
                        _ => return Err(format!("bad object at {}", self.i)),
                    }
                }
            }
            Some(b'[') => {
                self.i += 1;
                let mut v = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(Json::Arr(v));
                }
                loop {
                    v.push(self.value()?);
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Json::Arr(v));
                        }
                        _ => return Err(format!("bad array at {}", self.i)),
                    }
                }
            }
            Some(b'"') => {
                self.i += 1;
                let mut out = String::new();
                loop {
                    match self.s.get(self.i) {
                        None => return Err("unterminated string".into()),
                        Some(b'"') => {
                            self.i += 1;
                            return Ok(Json::Str(out));
                        }
                        Some(b'\\') => {
                            let c = self.s.get(self.i + 1).copied().unwrap_or(b'?');
                            self.i += 2;
                            match c {
                                b'u' => {
                                    let h = std::str::from_utf8(&self.s[self.i..self.i + 4])
                                        .map_err(|e| e.to_string())?;
                                    let n =
                                        u32::from_str_radix(h, 16).map_err(|e| e.to_string())?;
                                    out.push(char::from_u32(n).unwrap_or('?'));
                                    self.i += 4;
                                }
                                b'n' => out.push('\n'),
                                b't' => out.push('\t'),
                                c => out.push(c as char),
                            }
                        }
                        Some(_) => {
                            let start = self.i;
                            while !matches!(self.s.get(self.i), None | Some(b'"') | Some(b'\\')) {
                                self.i += 1;
                            }
                            out.push_str(
                                std::str::from_utf8(&self.s[start..self.i])
                                    .map_err(|e| e.to_string())?,
                            );
                        }
                    }
                }
            }
            Some(b't') => {
                self.i += 4;
                Ok(Json::Bool(true))
            }
            Some(b'f') => {
                self.i += 5;
                Ok(Json::Bool(false))
            }
            Some(b'n') => {
                self.i += 4;
                Ok(Json::Null)
            }
            Some(_) => {
                let start = self.i;
                while self
                    .s
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_digit() || b"+-.eE".contains(c))
                {
                    self.i += 1;
                }
                std::str::from_utf8(&self.s[start..self.i])
                    .ok()
                    .and_then(|t| t.parse().ok())
                    .map(Json::Num)
                    .ok_or_else(|| format!("bad number at {start}"))
            }
            None => Err("unexpected end".into()),
        }
    }
}

fn parse_json(text: &str) -> Result<Json, String> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let v = p.value()?;
    p.ws();
    if p.i != text.len() {
        return Err(format!("trailing text at {}", p.i));
    }
    Ok(v)
}

/// The events of the tool's log that the trace records, as (event kind, line, variable):
/// ends of start/end pairs and the points, outside the function `toggles` (where the tool's
/// callbacks are toggled off, while the trace, a part of the runtime, still records).
fn log_events(log: &str) -> Vec<(i64, i64, String)> {
    let kind = |name: &str| -> Option<i64> {
        Some(match name {
            "device_init_end" => 2,
            "device_shutdown_end" => 4,
            "runtime_shutdown" => 5,
            "create" => 6,
            "delete" => 7,
            "alloc" => 8,
            "free" => 9,
            "enter_data_end" => 11,
            "exit_data_end" => 13,
            "update_end" => 15,
            "compute_construct_end" => 17,
            "launch_end" => 19,
            "upload_end" => 21,
            "download_end" => 23,
            "wait_end" => 25,
            _ => return None,
        })
    };
    let mut v = Vec::new();
    for l in log.lines() {
        let mut words = l.split(' ');
        let Some(k) = words.next().and_then(kind) else {
            continue;
        };
        // "prog.c:func:line-end"
        let Some(loc) = l
            .split(' ')
            .find(|w| w.contains(".c:") || w.starts_with("-:"))
        else {
            continue;
        };
        let parts: Vec<&str> = loc.split(':').collect();
        if parts.get(1) == Some(&"toggles") {
            continue;
        }
        let line = parts
            .get(2)
            .and_then(|x| x.split('-').next())
            .and_then(|x| x.parse().ok())
            .unwrap_or(0);
        let var = l
            .split(' ')
            .find_map(|w| w.strip_prefix("var="))
            .filter(|v| *v != "-")
            .unwrap_or("")
            .to_string();
        v.push((k, line, var));
    }
    v.sort();
    v
}

fn check_trace(trace: &Path, log: &Path, device: &str, failures: &mut Vec<String>) {
    let text = std::fs::read_to_string(trace).unwrap_or_default();
    let json = match parse_json(&text) {
        Ok(j) => j,
        Err(e) => {
            failures.push(format!("{device}: the trace is not JSON: {e}"));
            return;
        }
    };
    let Some(Json::Arr(events)) = json.get("traceEvents") else {
        failures.push(format!("{device}: the trace has no traceEvents"));
        return;
    };
    let mut lanes = BTreeMap::new();
    let mut host = Vec::new();
    let mut device_spans = 0;
    let mut device_work = 0;
    for e in events {
        let ph = e.get("ph").and_then(Json::str).unwrap_or("");
        let tid = e.get("tid").and_then(Json::num).unwrap_or(-1.0) as i64;
        if ph == "M" {
            if let Some(n) = e
                .get("args")
                .and_then(|a| a.get("name"))
                .and_then(Json::str)
            {
                lanes.insert(tid, n.to_string());
            }
            continue;
        }
        let ts = e.get("ts").and_then(Json::num).unwrap_or(-1.0);
        let dur = e.get("dur").and_then(Json::num).unwrap_or(0.0);
        if ts < 0.0 || dur < 0.0 || !(ph == "X" || ph == "i") {
            failures.push(format!("{device}: bad trace event {e:?}"));
        }
        let args = e.get("args");
        let arg_num = |k: &str| args.and_then(|a| a.get(k)).and_then(Json::num);
        let on_device = args.and_then(|a| a.get("on")).and_then(Json::str) == Some("device");
        let kind = arg_num("event").unwrap_or(0.0) as i64;
        if on_device {
            device_spans += 1;
            if !lanes.contains_key(&tid) && tid < 1000 {
                failures.push(format!("{device}: a device span on a host lane: {e:?}"));
            }
            continue;
        }
        if matches!(kind, 19 | 21 | 23) {
            device_work += 1;
        }
        if args
            .and_then(|a| a.get("function"))
            .and_then(Json::str)
            .is_some_and(|f| f == "toggles")
        {
            continue;
        }
        let var = args
            .and_then(|a| a.get("variable"))
            .and_then(Json::str)
            .unwrap_or("")
            .to_string();
        host.push((kind, arg_num("line").unwrap_or(0.0) as i64, var));
    }
    host.sort();
    let expect = log_events(&std::fs::read_to_string(log).unwrap_or_default());
    if host != expect {
        failures.push(format!(
            "{device}: the trace's host events differ from the tool's:\n  trace only: {:?}\n  tool only: {:?}",
            host.iter().filter(|x| !expect.contains(x)).collect::<Vec<_>>(),
            expect.iter().filter(|x| !host.contains(x)).collect::<Vec<_>>()
        ));
    }
    // Every launch and transfer also has its span on a device lane.
    if device_spans != device_work {
        failures.push(format!(
            "{device}: {device_spans} device spans for {device_work} launches and transfers"
        ));
    }
    if !lanes.values().any(|n| n == "host thread 0") {
        failures.push(format!("{device}: no lane for host thread 0: {lanes:?}"));
    }
    if device == "emul" && !lanes.values().any(|n| n == "emul 0 queue 1") {
        failures.push(format!("{device}: no lane for queue 1: {lanes:?}"));
    }
}

// ---------------------------------------------------------------------------------------------
// The report

/// `2800` → `2,800`, as the report prints numbers.
fn thousands(n: i64) -> String {
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

#[test]
fn the_time_report_matches_the_program() {
    let exe = build(&["report.c"], "report");
    let mut failures = Vec::new();
    for (device, var) in [
        ("emul", "OXACC_TIME"),
        ("host", "PGI_ACC_TIME"),
        ("emul", "NV_ACC_TIME"),
    ] {
        let o = run(&exe, &[("ACC_DEVICE_TYPE", device), (var, "1")]);
        let out = String::from_utf8_lossy(&o.stdout);
        let err = String::from_utf8_lossy(&o.stderr);
        if !o.status.success() {
            failures.push(format!("{device}: report failed: {err}"));
            continue;
        }
        let said: BTreeMap<&str, f64> = out
            .lines()
            .filter_map(|l| {
                let (k, v) = l.split_once(' ')?;
                Some((k, v.parse().ok()?))
            })
            .collect();
        let n = |k: &str| said.get(k).copied().unwrap_or(-1.0) as i64;
        let mut want = vec![
            format!("    {}: data region reached 1 time", n("DATA_LINE")),
            format!(
                "    {}: compute region reached {} times",
                n("LOOP_LINE"),
                n("LAUNCHES")
            ),
            format!(
                "        {}: kernel launched {} times",
                n("LOOP_LINE"),
                n("LAUNCHES")
            ),
            format!(
                "    {}: update directive reached {} times",
                n("UPDATE_LINE"),
                n("UPDATES")
            ),
        ];
        if device == "emul" {
            want.extend([
                format!("        {}: data copyin transfers: 1", n("DATA_LINE")),
                format!(
                    "        {}: data copyout transfers: {}",
                    n("UPDATE_LINE"),
                    n("UPDATES")
                ),
                // The rows of a float ** move one by one when one of them is present already.
                format!(
                    "        {}: data copyin transfers: {}",
                    n("ROWS_LINE"),
                    n("ROWS") - 1
                ),
                format!(
                    "             bytes: {}",
                    thousands((n("ROWS") - 1) * n("ROW_BYTES"))
                ),
            ]);
        }
        // A kernels construct's kernels are launched at their loops (NVIDIA's report: "23:
        // kernel launched 99 times" under "19: compute region"), on every device type; they
        // all showed the construct's line (the host team: one row of 10 launches).
        for k in ["HOST_KERNEL1_LINE", "HOST_KERNEL2_LINE"] {
            want.push(format!("        {}: kernel launched 5 times", n(k)));
        }
        want.push(format!(
            "    {}: compute region reached 1 time",
            n("HOST_KERNELS_LINE")
        ));
        for w in &want {
            if !err.lines().any(|l| l.starts_with(w.as_str())) {
                failures.push(format!("{device} ({var}): no line `{w}` in:\n{err}"));
            }
        }
        // The copies of the scalars that the host code of a kernels construct reads (its
        // loop kept on the host, line HOST_LOOP_LINE) are no update directive of the program:
        // they showed as "update directive reached" under a function "<runtime API>".
        let update_line = format!("    {}: update directive", n("UPDATE_LINE"));
        if err.contains("<runtime API>")
            || err
                .lines()
                .any(|l| l.contains("update directive") && !l.starts_with(&update_line))
        {
            failures.push(format!(
                "{device} ({var}): an update directive the program does not have (the host loop at line {}):\n{err}",
                n("HOST_LOOP_LINE")
            ));
        }
        // Times within reason: the kernels' elapsed time is inside the program's own
        // measurement of the loop that launched them, and not zero.
        let lines: Vec<&str> = err.lines().collect();
        let at = lines.iter().position(|l| {
            l.trim_start()
                .starts_with(&format!("{}: kernel launched", n("LOOP_LINE")))
        });
        let elapsed = at
            .and_then(|i| lines.get(i + 3))
            .and_then(|l| l.trim().strip_prefix("elapsed time(us): total="))
            .and_then(|t| t.split(' ').next())
            .and_then(|t| t.replace(',', "").parse::<f64>().ok());
        match elapsed {
            Some(e) if e > 0.0 && e <= said.get("LOOP_US").copied().unwrap_or(0.0) + 1.0 => {}
            other => failures.push(format!(
                "{device}: kernel elapsed {other:?} against the program's {:?} us:\n{err}",
                said.get("LOOP_US")
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn notify_prints_the_chosen_kinds() {
    let exe = build(&["report.c"], "report_notify");
    let o = run(&exe, &[("ACC_DEVICE_TYPE", "emul"), ("OXACC_NOTIFY", "3")]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    let launches = err
        .lines()
        .filter(|l| l.starts_with("launch emul kernel"))
        .count();
    let uploads = err
        .lines()
        .filter(|l| l.starts_with("upload emul data"))
        .count();
    let other = err
        .lines()
        .filter(|l| {
            !l.starts_with("launch ") && !l.starts_with("upload ") && !l.starts_with("download ")
        })
        .count();
    // 25 launches in the loop, one for the rows and 2 x 5 in host_loop; 1 + 7 uploads (a, the
    // rows), m[0], and host_loop's c and d.
    assert_eq!((launches, uploads, other), (36, 11, 0), "{err}");
    assert!(err.contains("function=kernels line=35"), "{err}");
    assert!(err.contains("variable=a bytes=16384"), "{err}");
}

/// A notify mask that is no number is ignored with a warning naming the variable (before
/// 2026-11-29: ignored silently, the user saw nothing and did not know why).
#[test]
fn notify_with_a_bad_mask_warns() {
    let exe = build(&["report.c"], "report_notify_bad");
    let o = run(
        &exe,
        &[("ACC_DEVICE_TYPE", "emul"), ("NV_ACC_NOTIFY", "abc")],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("OXACC WARNING: environment variable NV_ACC_NOTIFY=abc is not a number"),
        "{err}"
    );
    assert!(!err.contains("launch emul kernel"), "{err}");
}
