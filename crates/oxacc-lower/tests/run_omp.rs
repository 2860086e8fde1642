//! Run tests of the OpenMP 2.0 lowering and runtime: every `tests/omp/*.c` is compiled with
//! `oxacc -fopenmp` and must exit 0 with `OMP_NUM_THREADS=1`, `2` and `7` (more threads than
//! CI's two cores: what exposes races), each `REPEAT` times: a race shows as a flaky result,
//! and none is allowed. A program with a `/* env: NAME=VALUE ... */` line among its first
//! three runs with those variables too (OMP_SCHEDULE, OMP_DYNAMIC, OMP_NESTED), one with
//! `/* flags: ... */` is compiled with those flags too (`-acc` for OpenMP + OpenACC).
//!
//! UI tests: `tests/omp/ui/*.c` must fail to compile with exactly the stderr in the `.stderr`
//! file beside them (`OXACC_BLESS=1` rewrites them).
//!
//! `OXACC_OMP_FILTER=substring` runs a subset; `OXACC_OMP_REPEAT=n` changes the repetitions.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

const RUN_LIMIT: Duration = Duration::from_secs(60);
const THREADS: [&str; 3] = ["1", "2", "7"];
const REPEAT: usize = 3;

fn scratch(name: &str) -> PathBuf {
    testkit::scratch(env!("CARGO_TARGET_TMPDIR"), name)
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let filter = std::env::var("OXACC_OMP_FILTER").unwrap_or_default();
    testkit::c_files(dir, &filter)
}

fn compile(src: &Path, exe: &Path) -> Output {
    let dir = src.parent().expect("dir");
    let mut cmd = Command::new(oxacc());
    // Linked against the shared runtime, as run_compute (README.md, "CI's time"): its link
    // costs a twentieth of the archive's.
    cmd.current_dir(dir)
        .env("OXACC_SHARED_RUNTIME", "1")
        .args(["-fopenmp", "-O2", "-Wall", "-std=gnu11"])
        .args(header_words(src, "flags"))
        .arg(src.file_name().expect("name"))
        .arg("-o")
        .arg(exe)
        .arg("-lm");
    run_with_limit(&mut cmd, Duration::from_secs(120)).expect("compiler did not time out")
}

/// The words of a `/* KEY: ... */` line among the first lines of a test program.
fn header_words(src: &Path, key: &str) -> Vec<String> {
    let text = std::fs::read_to_string(src).unwrap_or_default();
    let prefix = format!("/* {key}:");
    text.lines()
        .take(3)
        .find_map(|l| l.trim().strip_prefix(prefix.as_str()).map(str::to_string))
        .map(|rest| {
            rest.trim_end_matches("*/")
                .split_whitespace()
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// `/* env: A=1 B=2 */` near the top: extra environment for every run.
fn extra_env(src: &Path) -> Vec<(String, String)> {
    header_words(src, "env")
        .iter()
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn parallel<T: Sync>(items: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let next = Mutex::new(0usize);
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = {
                    let Ok(mut n) = next.lock() else { return };
                    let i = *n;
                    *n += 1;
                    i
                };
                let Some(item) = items.get(i) else { return };
                if let Err(e) = f(item) {
                    if let Ok(mut v) = failures.lock() {
                        v.push(e);
                    }
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap_or_default();
    v.sort();
    v
}

#[test]
fn omp_programs_pass_at_1_2_and_7_threads() {
    let dir = repo_root().join("tests/omp");
    let programs = c_files(&dir);
    if std::env::var("OXACC_OMP_FILTER").is_err() {
        assert!(
            programs.len() >= 100,
            "expected at least 100 programs in tests/omp, found {}",
            programs.len()
        );
    }
    let repeat = std::env::var("OXACC_OMP_REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(REPEAT);
    let scratch = scratch("omp");
    let failures = parallel(&programs, |src| {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let exe = scratch.join(stem);
        let out = compile(src, &exe);
        if !out.status.success() {
            return Err(format!(
                "{stem}: oxacc failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        // -Wall: the generated code must not warn either.
        if !out.stderr.is_empty() {
            return Err(format!(
                "{stem}: warnings:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let env = extra_env(src);
        let mut errs = Vec::new();
        for threads in THREADS {
            for round in 0..repeat {
                let mut cmd = Command::new(&exe);
                cmd.env("OMP_NUM_THREADS", threads)
                    .env_remove("OMP_SCHEDULE")
                    .env_remove("OMP_DYNAMIC")
                    .env_remove("OMP_NESTED");
                for (k, v) in &env {
                    cmd.env(k, v);
                }
                match run_with_limit(&mut cmd, RUN_LIMIT) {
                    Some(o) if o.status.success() => {}
                    Some(o) => {
                        errs.push(format!(
                            "{stem} (OMP_NUM_THREADS={threads}, run {}): exit {:?}\n{}{}",
                            round + 1,
                            o.status.code(),
                            String::from_utf8_lossy(&o.stdout),
                            String::from_utf8_lossy(&o.stderr)
                        ));
                        break;
                    }
                    None => {
                        errs.push(format!(
                            "{stem} (OMP_NUM_THREADS={threads}, run {}): timed out",
                            round + 1
                        ));
                        break;
                    }
                }
            }
        }
        testkit::discard_passed(&exe, errs.is_empty());
        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs.join("\n"))
        }
    });
    println!(
        "{} OpenMP programs, each {repeat} times at OMP_NUM_THREADS=1, 2 and 7",
        programs.len()
    );
    assert!(
        failures.is_empty(),
        "{} program(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn omp_ui_errors_match() {
    let dir = repo_root().join("tests/omp/ui");
    let programs = c_files(&dir);
    let scratch = scratch("omp-ui");
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let failures = parallel(&programs, |src| {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let out = compile(src, &scratch.join(stem));
        let got = String::from_utf8_lossy(&out.stderr).into_owned();
        let expected_path = src.with_extension("stderr");
        if bless {
            let _ = std::fs::write(&expected_path, &got);
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if out.status.success() {
            return Err(format!("{stem}: compiled, but an error was expected"));
        }
        if got != want {
            return Err(format!(
                "{stem}: stderr differs\n--- expected\n{want}--- got\n{got}"
            ));
        }
        Ok(())
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Run-time diagnostics: every `tests/omp/rterr/*.c` builds, runs with `OMP_NUM_THREADS=2`,
/// exits with the status of its `/* exit: N */` line and prints exactly the stderr in the
/// `.stderr` file beside it (`OXACC_BLESS=1` rewrites them).
#[test]
fn omp_runtime_diagnostics_match() {
    let dir = repo_root().join("tests/omp/rterr");
    let programs = c_files(&dir);
    if std::env::var("OXACC_OMP_FILTER").is_err() {
        assert!(!programs.is_empty(), "no programs in tests/omp/rterr");
    }
    let scratch = scratch("omp-rterr");
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let failures = parallel(&programs, |src| {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let exe = scratch.join(stem);
        let out = compile(src, &exe);
        if !out.status.success() || !out.stderr.is_empty() {
            return Err(format!(
                "{stem}: oxacc failed or warned:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let want_exit: i32 = header_words(src, "exit")
            .first()
            .and_then(|w| w.parse().ok())
            .unwrap_or(0);
        let mut cmd = Command::new(&exe);
        cmd.current_dir(&dir).env("OMP_NUM_THREADS", "2");
        let Some(o) = run_with_limit(&mut cmd, RUN_LIMIT) else {
            return Err(format!("{stem}: timed out"));
        };
        let got = String::from_utf8_lossy(&o.stderr).into_owned();
        let expected_path = src.with_extension("stderr");
        if bless {
            let _ = std::fs::write(&expected_path, &got);
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if o.status.code() != Some(want_exit) || got != want {
            return Err(format!(
                "{stem}: exit {:?} (expected {want_exit})\n--- expected stderr\n{want}--- got\n{got}",
                o.status.code()
            ));
        }
        Ok(())
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The runtime declarations the generated code uses agree with `oxacc_rt.h`: both compile
/// together.
#[test]
fn omp_prelude_matches_the_header() {
    let dir = scratch("omp-prelude");
    let header = repo_root().join("crates/oxacc-rt/include");
    let src = dir.join("both.c");
    let prelude = oxacc_lower::omp::prelude_text();
    std::fs::write(
        &src,
        format!("{prelude}\n#include <oxacc_rt.h>\nint main(void) {{ return 0; }}\n"),
    )
    .expect("write");
    let out = Command::new("cc")
        .args(["-fsyntax-only", "-Wall", "-Werror", "-I"])
        .arg(&header)
        .arg(&src)
        .output()
        .expect("cc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A `for` construct's chunk loop runs on the user's variable, in its own type, as gcc's
/// outlined loops do: derived from a `long long` counter in every iteration (`i = (int)(lb +
/// k * st)`), gcc's vectoriser could not prove `a[i]` contiguous and used gathers and scatters
/// on AVX-512 (-O3 -march=native on an EPYC: a STREAM triad 5-12x slower than gcc -fopenmp).
/// Checked on the assembly for a fixed AVX-512 target (whatever the machine running the test);
/// gcc 12's own `-fopenmp` build of the same source has no gather either.
#[test]
fn omp_for_loop_vectorizes_without_gathers() {
    let dir = scratch("omp-vector");
    let src = dir.join("triad.c");
    std::fs::write(
        &src,
        "#define N 4000000\nstatic double a[N], b[N], c[N];\n\
         void triad(void) {\n  int i;\n#pragma omp parallel for schedule(static)\n  \
         for (i = 0; i < N; i++) a[i] = b[i] + 3.0 * c[i];\n}\n\
         void stencil(int n) {\n#pragma omp parallel for\n  \
         for (int i = 1; i < n - 1; i++) c[i] = 0.25 * (a[i - 1] + 2 * a[i] + a[i + 1]);\n}\n\
         void chunked(int n) {\n#pragma omp parallel for schedule(dynamic, 1024)\n  \
         for (int i = n - 1; i >= 0; i--) a[i] = b[i] * c[i];\n}\n",
    )
    .expect("write");
    let asm = dir.join("triad.s");
    let mut cmd = Command::new(oxacc());
    cmd.current_dir(&dir)
        .args(["-fopenmp", "-O3", "-march=icelake-server", "-S"])
        .arg(&src)
        .arg("-o")
        .arg(&asm);
    let out =
        run_with_limit(&mut cmd, Duration::from_secs(120)).expect("compiler did not time out");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&asm).expect("assembly");
    let gathers: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("vgather") || l.contains("vscatter"))
        .collect();
    assert!(
        gathers.is_empty(),
        "the OpenMP loops were vectorised with gathers/scatters:\n{}",
        gathers.join("\n")
    );
}

/// `int main()` (no prototype) with a parallel region: -Wstrict-prototypes warns once, about
/// the user's definition, as with gcc -fopenmp. The function's declaration that the outlined
/// regions are preceded by (for a region calling its own function) copied the old-style
/// declarator and drew a second warning about generated code; an old-style function is now
/// declared only when a region names it.
#[test]
fn omp_old_style_function_warns_once() {
    let dir = scratch("omp-strict-prototypes");
    let src = dir.join("old.c");
    std::fs::write(
        &src,
        "int printf(const char *, ...);\nint main()\n{\n  int s = 0;\n\
         #pragma omp parallel reduction(+:s)\n  s += 1;\n  printf(\"%d\\n\", s);\n  return 0;\n}\n",
    )
    .expect("write");
    let mut cmd = Command::new(oxacc());
    cmd.current_dir(&dir)
        .args(["-fopenmp", "-Wstrict-prototypes", "-c"])
        .arg(&src)
        .arg("-o")
        .arg(dir.join("old.o"));
    let out =
        run_with_limit(&mut cmd, Duration::from_secs(120)).expect("compiler did not time out");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(
        err.matches("[-Wstrict-prototypes]").count(),
        1,
        "expected the user's one warning:\n{err}"
    );
}
