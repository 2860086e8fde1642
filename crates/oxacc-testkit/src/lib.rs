//! Helpers shared by oxacc's integration tests: where the repository and the test's target
//! directory are, the `oxacc` binary with its runtime archive beside it, scratch directories,
//! C files of a test folder, and running a program with a time limit.
//!
//! A dev-dependency only; nothing in the compiler or runtime depends on it.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The glibc headers the front-end issue names: each must parse and type-check with no
/// diagnostic (`oxacc-syntax/tests/headers.rs`, `oxacc-sema/tests/real_code.rs`).
pub const GLIBC_HEADERS: &[&str] = &[
    "stdio.h",
    "stdlib.h",
    "string.h",
    "math.h",
    "complex.h",
    "stdint.h",
    "inttypes.h",
    "stdbool.h",
    "stddef.h",
    "stdarg.h",
    "limits.h",
    "float.h",
    "errno.h",
    "assert.h",
    "ctype.h",
    "time.h",
    "sys/time.h",
    "sys/types.h",
    "unistd.h",
    "pthread.h",
    "signal.h",
    "setjmp.h",
    "stdatomic.h",
    "wchar.h",
    "locale.h",
    "fenv.h",
    "tgmath.h",
];

/// The repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `target/<profile>` of the running test binary (which lives in `target/<profile>/deps/`).
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    exe.parent()
        .and_then(Path::parent)
        .expect("test binary in target/<profile>/deps")
        .to_path_buf()
}

/// Builds `packages` with the cargo that runs the tests, into this test's target directory and
/// profile (a no-op when up to date). `cargo test` builds the runtime only as an rlib, so tests
/// that link C programs ask for the runtime package itself, which also makes `liboxacc_rt.a`.
pub fn cargo_build(packages: &[&str]) -> bool {
    let profile = profile_dir();
    let target = profile.parent().expect("target dir").to_path_buf();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.arg("build")
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(repo_root());
    for p in packages {
        cmd.args(["-p", p]);
    }
    if profile.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    cmd.status().is_ok_and(|s| s.success())
}

/// Turns `OXACC_EMUL_POISON` on for every program this test process starts from now on
/// (unless the environment sets it already: `OXACC_EMUL_POISON=0` runs them unpoisoned): the
/// emulated device then fills each fresh block of device memory with `0xa5` bytes
/// (oxacc-rt's `backend::emul::poison`) instead of a fresh mapping's zeros. A GPU's memory
/// is not cleared either (the nvidia backend's pool hands out blocks freed mappings used), so
/// a program, or generated code, that reads device memory no copy or kernel wrote (a
/// `copyout` or `create` device copy, 2.7.5, 2.7.6) passed on emul and differed on the H200;
/// poisoned, it fails in the tests. [`oxacc`] calls it, so every harness that compiles
/// programs with oxacc runs emul poisoned (docs/testing.md).
pub fn poison_emul() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        if std::env::var_os("OXACC_EMUL_POISON").is_none() {
            // The test threads' `Command`s read the environment under the lock `set_var`
            // takes; nothing else in a test process reads it concurrently.
            std::env::set_var("OXACC_EMUL_POISON", "1");
        }
    });
}

/// The `oxacc` binary of this profile with `liboxacc_rt.a` beside it, built once per test
/// process. Every program the process runs afterwards runs emul poisoned ([`poison_emul`]).
pub fn oxacc() -> &'static Path {
    static OXACC: OnceLock<PathBuf> = OnceLock::new();
    poison_emul();
    OXACC.get_or_init(|| {
        let built = cargo_build(&["oxacc-driver", "oxacc-rt"]);
        let exe = profile_dir().join("oxacc");
        assert!(
            built && exe.is_file() && profile_dir().join("liboxacc_rt.a").is_file(),
            "cargo build -p oxacc-driver -p oxacc-rt failed"
        );
        exe
    })
}

/// A fresh, empty directory `base/name` (`base` is usually the test's `CARGO_TARGET_TMPDIR`).
pub fn scratch(base: &str, name: &str) -> PathBuf {
    let dir = Path::new(base).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Deletes a test program's executable once it has passed. Each one carries the runtime
/// statically (tens of MB in a debug build), and a suite of hundreds of them filled CI's disk;
/// a failing program's executable is kept for inspection. `OXACC_KEEP_EXES=1` keeps them all.
pub fn discard_passed(exe: &Path, passed: bool) {
    if passed && std::env::var_os("OXACC_KEEP_EXES").is_none() {
        let _ = std::fs::remove_file(exe);
    }
}

/// The `.c` files of `dir` whose path contains `filter`, sorted.
pub fn c_files(dir: &Path, filter: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "c"))
                .filter(|p| p.to_string_lossy().contains(filter))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Runs `cmd` with no stdin, capturing its output, and kills it after `limit`; `None` when it
/// could not start or timed out.
pub fn run_with_limit(cmd: &mut Command, limit: Duration) -> Option<Output> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    // Read the pipes on threads so a chatty child cannot block on a full pipe.
    let mut so = child.stdout.take()?;
    let mut se = child.stderr.take()?;
    let t1 = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = so.read_to_end(&mut v);
        v
    });
    let t2 = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = se.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    // Polled, first often (most test programs exit within milliseconds, and a fixed 5 ms
    // sleep added 2.5 ms on average to each of thousands of runs), then every 5 ms.
    let mut nap = Duration::from_micros(100);
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) => {}
            Err(_) => break None,
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(5));
    };
    let stdout = t1.join().unwrap_or_default();
    let stderr = t2.join().unwrap_or_default();
    status.map(|status| Output {
        status,
        stdout,
        stderr,
    })
}

/// Runs the UI tests of `tests/ui/<dir>`: each `*.c` goes through `run(name, text)` (its rendered
/// diagnostics, `name` being the file's repository path) and must equal the `*.stderr` beside it
/// exactly; `OXACC_BLESS=1` rewrites the `.stderr` files instead. At least `min_files` tests must
/// exist; with `require_output`, a test that prints nothing fails even if its `.stderr` is empty.
/// Every difference is reported at once.
pub fn check_ui(
    dir: &str,
    min_files: usize,
    require_output: bool,
    run: impl Fn(&str, &str) -> String,
) {
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let ui_dir = repo_root().join("tests/ui").join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&ui_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", ui_dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    assert!(
        files.len() >= min_files.max(1),
        "expected at least {} UI tests in tests/ui/{dir}",
        min_files.max(1)
    );
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable test file");
        let file_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let got = run(&format!("tests/ui/{dir}/{file_name}"), &text);
        let expected_path = path.with_extension("stderr");
        if bless {
            std::fs::write(&expected_path, &got).expect("writable .stderr");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if require_output && got.is_empty() {
            failures.push(format!("=== {file_name}: no diagnostics at all"));
        } else if got != expected {
            failures.push(format!(
                "=== {file_name}: expected ===\n{expected}=== got ===\n{got}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} UI tests differ (OXACC_BLESS=1 to update):\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// Where a run test's time goes: the wall time of each phase (compiling, each run mode) summed
/// over its programs, and the slowest programs. `report` is printed at the end of the test
/// (shown with `--nocapture`); README.md (CI) lists what the
/// phases cost in CI.
#[derive(Default)]
pub struct Phases {
    totals: std::sync::Mutex<std::collections::BTreeMap<&'static str, (Duration, usize)>>,
    programs: std::sync::Mutex<Vec<(Duration, String)>>,
}

impl Phases {
    /// Runs `f` as one step of `phase`, counting its wall time.
    pub fn time<T>(&self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let v = f();
        if let Ok(mut t) = self.totals.lock() {
            let e = t.entry(phase).or_default();
            e.0 += start.elapsed();
            e.1 += 1;
        }
        v
    }

    /// Records that program `name` took `took` in all.
    pub fn program(&self, name: &str, took: Duration) {
        if let Ok(mut p) = self.programs.lock() {
            p.push((took, name.to_string()));
        }
    }

    /// The phases with their summed wall time and step count, and the ten slowest programs.
    pub fn report(&self) -> String {
        let mut s = String::from("time per phase (wall, summed over the worker threads):\n");
        if let Ok(t) = self.totals.lock() {
            for (phase, (d, n)) in t.iter() {
                s.push_str(&format!(
                    "  {phase:<24} {:8.1} s  {n:5} steps\n",
                    d.as_secs_f64()
                ));
            }
        }
        if let Ok(mut p) = self.programs.lock() {
            p.sort_by_key(|b| std::cmp::Reverse(b.0));
            s.push_str("slowest programs:\n");
            for (d, name) in p.iter().take(10) {
                s.push_str(&format!("  {:6.2} s  {name}\n", d.as_secs_f64()));
            }
        }
        s
    }
}
