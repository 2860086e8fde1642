//! Run tests of the data directives: every `tests/acc/data/*.c` and `tests/acc/tutorial/smooth_data.c`
//! is compiled with `oxacc -acc` and run under `ACC_DEVICE_TYPE=host`, `emul` (oxacc's
//! discrete-memory device emulated in host RAM, so data really moves) and the default device
//! type (the GPU where there is one); each must exit 0. `tests/acc/data/errors/*.c` must fail to
//! compile with the message named on their first line (`// expect-error: ...`);
//! `tests/acc/data/fail/*.c` must fail at run time with the spec's error.
//!
//! Every failure is reported at once. `OXACC_DATA_FILTER=substring` runs a subset;
//! `OXACC_DATA_DEVICES=host,nvidia` picks the device types.
//!
//! The `oxacc` binary and `liboxacc_rt.a` are built into this test's target directory with the
//! cargo that runs the test (oxacc-lower cannot depend on the driver, which depends on it).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

const FLAGS: &[&str] = &["-std=gnu11", "-O1", "-w", "-gpu=cc90,noptx"];

fn c_files(dir: &str) -> Vec<PathBuf> {
    let filter = std::env::var("OXACC_DATA_FILTER").unwrap_or_default();
    testkit::c_files(&repo_root().join(dir), &filter)
}

fn scratch(name: &str) -> PathBuf {
    testkit::scratch(env!("CARGO_TARGET_TMPDIR"), name)
}

fn compile(src: &Path, exe: &Path, extra: &[&str]) -> Result<Output, String> {
    let mut cmd = Command::new(oxacc());
    // `-w` silences oxacc's own warnings too (as gcc's): not for a program that asks for them.
    let wants_warnings = extra.iter().any(|a| a.starts_with("-W"));
    // As run_compute (README.md, "CI's time"): the shared runtime, whose link costs a twentieth
    // of the archive's, and NVRTC's check to PTX without ptxas's cubin, which no test here runs.
    cmd.env("OXACC_SHARED_RUNTIME", "1")
        .env("OXACC_AOT_PTX_ONLY", "1")
        .arg("-acc")
        .args(FLAGS.iter().filter(|f| !(wants_warnings && **f == "-w")))
        .args(extra)
        .arg(src)
        .arg("-o")
        .arg(exe)
        .arg("-lm");
    run_with_limit(&mut cmd, Duration::from_secs(120)).ok_or_else(|| "oxacc timed out".into())
}

fn devices() -> Vec<String> {
    match std::env::var("OXACC_DATA_DEVICES") {
        Ok(s) => s.split(',').map(str::to_string).collect(),
        Err(_) => vec!["host".into(), "emul".into(), String::new()],
    }
}

#[test]
fn data_programs_run_on_every_device_type() {
    let dir = scratch("run_data");
    let mut files = c_files("tests/acc/data");
    // The tutorial's data version (smooth_kernels.c, the compute version, runs in run_compute.rs:
    // compute regions run on the CPU team only).
    files.extend(
        c_files("tests/acc/tutorial")
            .into_iter()
            .filter(|p| p.to_string_lossy().contains("smooth_data")),
    );
    assert!(
        !files.is_empty() || std::env::var("OXACC_DATA_FILTER").is_ok(),
        "no programs found"
    );
    let mut failures = Vec::new();
    for src in &files {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let exe = dir.join(stem);
        match compile(src, &exe, &[]) {
            Ok(out) if out.status.success() => {}
            Ok(out) => {
                failures.push(format!(
                    "{stem}: oxacc -acc failed:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            Err(e) => {
                failures.push(format!("{stem}: {e}"));
                continue;
            }
        }
        let before = failures.len();
        for dev in devices() {
            let mut cmd = Command::new(&exe);
            if dev.is_empty() {
                cmd.env_remove("ACC_DEVICE_TYPE");
            } else {
                cmd.env("ACC_DEVICE_TYPE", &dev);
            }
            let label = if dev.is_empty() { "default" } else { &dev };
            match run_with_limit(&mut cmd, Duration::from_secs(60)) {
                Some(out) if out.status.success() => {}
                Some(out) => failures.push(format!(
                    "{stem} [{label}]: exit {:?}\n{}{}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                )),
                None => failures.push(format!("{stem} [{label}]: timed out")),
            }
        }
        testkit::discard_passed(&exe, failures.len() == before);
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn bad_programs_are_rejected_with_their_message() {
    let dir = scratch("run_data_errors");
    let mut failures = Vec::new();
    let files = c_files("tests/acc/data/errors");
    for src in &files {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let text = std::fs::read_to_string(src).unwrap_or_default();
        let want = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// expect-error: "))
            .unwrap_or("")
            .to_string();
        match compile(src, &dir.join(stem), &[]) {
            Ok(out) if out.status.success() => failures.push(format!("{stem}: compiled")),
            Ok(out) => {
                let err = String::from_utf8_lossy(&out.stderr);
                if want.is_empty() || !err.contains(&want) {
                    failures.push(format!("{stem}: expected {want:?} in:\n{err}"));
                }
            }
            Err(e) => failures.push(format!("{stem}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A copy-back split in parts (`exit data copyout(L[0:3])` ending the mapping of `L[0:6]`,
/// OpenACC 3.3, 2.7.8): the program's result is the spec's on every device type; with
/// discrete memory the runtime warns once for the directive site, naming the variable, the
/// mapped and the copied ranges and the line; shared memory (host) has nothing to warn about.
#[test]
fn split_copyout_warns_once_per_site() {
    let dir = scratch("run_data_warn");
    let src = repo_root().join("tests/acc/data/warn/split_copyout.c");
    let exe = dir.join("split_copyout");
    let out = compile(&src, &exe, &[]).expect("oxacc ran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for dev in ["host", "emul"] {
        let out = run_with_limit(
            Command::new(&exe).env("ACC_DEVICE_TYPE", dev),
            Duration::from_secs(60),
        )
        .expect("ran");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{dev}: {err}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n", "{dev}");
        if dev == "host" {
            assert_eq!(err, "", "{dev}");
            continue;
        }
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(lines.len(), 1, "{dev}: {err}");
        let w = lines[0];
        assert!(
            w.starts_with("OXACC WARNING: the copyout at ")
                && w.contains("split_copyout.c:22 ends the device copy of host [0x")
                && w.contains("(48 bytes) but copies back only 'L[0:3]' host [0x")
                && w.contains("(24 bytes): the other 24 bytes of device data are discarded")
                && w.contains("2.7.8"),
            "{dev}: {w}"
        );
    }
}

/// `-Minfo=accel` of the tutorial program, in NVIDIA's layout (compare the tutorial's
/// "102, Generating copyout(aa[1:n-2][0:m])").
#[test]
fn tutorial_minfo() {
    let dir = scratch("run_data_minfo");
    let src = repo_root().join("tests/acc/tutorial/smooth_data.c");
    let out = compile(&src, &dir.join("smooth"), &["-Minfo=accel"]).expect("oxacc ran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    insta::assert_snapshot!(String::from_utf8_lossy(&out.stderr));
}

/// The prelude repeats `oxacc_rt.h`: both in one translation unit (the prelude's struct
/// definitions left out) must compile, so every declaration agrees; and each struct definition
/// of the prelude must be the header's, token for token (comments and spacing aside). The
/// prelude's `static` inline helpers (`__oxacc_sec_bytes`) are generated code's own, no entry
/// point of the runtime: the header has none of them, and they are left out too.
fn is_struct_definition(line: &str) -> bool {
    line.starts_with("struct __oxacc_") && line.contains('{')
}

#[test]
fn prelude_matches_the_runtime_header() {
    let dir = scratch("run_data_prelude");
    let header = repo_root().join("crates/oxacc-rt/include");
    let mut prelude: String = oxacc_lower::prelude::PRELUDE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("static ") && !is_struct_definition(l))
        .map(|l| format!("{l}\n"))
        .collect();
    prelude.push_str(oxacc_lower::prelude::REGISTER_ROUTINE_DECL);
    let src = dir.join("both.c");
    std::fs::write(
        &src,
        format!("#include <oxacc_rt.h>\n#include <openacc.h>\n{prelude}"),
    )
    .expect("write");
    let out = Command::new("cc")
        .args(["-fsyntax-only", "-Werror", "-I"])
        .arg(&header)
        .arg(&src)
        .output()
        .expect("cc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(header.join("oxacc_rt.h")).expect("header");
    let normal = |s: &str| -> String {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("/*") {
            out.push_str(&rest[..i]);
            rest = rest[i..].find("*/").map_or("", |j| &rest[i + j + 2..]);
        }
        out.push_str(rest);
        out.replace("__oxacc_size_t", "size_t")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let header_text = normal(&text);
    let structs: Vec<&str> = oxacc_lower::prelude::PRELUDE
        .lines()
        .filter(|l| is_struct_definition(l))
        .collect();
    assert!(structs.len() >= 5, "{structs:?}");
    for s in structs {
        assert!(
            header_text.contains(&normal(s)),
            "the prelude's `{s}` differs from oxacc_rt.h"
        );
    }
}

/// `tests/acc/data/fail/*.c` fail at run time with the spec's error (first line:
/// `// expect-runtime-error: ...`; the message names the file, or what a second line
/// `// error-names: ...` says) on a device with its own memory: `emul` here, and the GPU
/// when `OXACC_DATA_DEVICES` names `nvidia`. A line `// cflags: ...` adds compile options. A program with a line `// every-device-type`
/// (an error that is no data movement's: a clause's value) fails so under `host` too; one with
/// `// emul-only` (a check of the emulated device's own, `OXACC_EMUL_CHECK_POINTERS`) only
/// under `emul`. Lines `// env: NAME=VALUE` set variables for the run.
#[test]
fn runtime_errors_name_the_var_and_line() {
    let dir = scratch("run_data_fail");
    let mut failures = Vec::new();
    let files = c_files("tests/acc/data/fail");
    let all_devs = devices();
    for src in &files {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let text = std::fs::read_to_string(src).unwrap_or_default();
        let every = text.lines().any(|l| l.trim() == "// every-device-type");
        let emul_only = text.lines().any(|l| l.trim() == "// emul-only");
        let devs: Vec<&String> = all_devs
            .iter()
            .filter(|d| *d == "emul" || (!emul_only && (*d == "nvidia" || (every && *d == "host"))))
            .collect();
        let env: Vec<(&str, &str)> = text
            .lines()
            .filter_map(|l| l.strip_prefix("// env: ")?.trim().split_once('='))
            .collect();
        let want = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// expect-runtime-error: "))
            .unwrap_or("")
            .to_string();
        let exe = dir.join(stem);
        // A line `// cflags: ...` adds options (`-gpu=managed`).
        let cflags: Vec<&str> = text
            .lines()
            .find_map(|l| l.strip_prefix("// cflags:"))
            .map(|f| f.split_whitespace().collect())
            .unwrap_or_default();
        match compile(src, &exe, &cflags) {
            Ok(out) if out.status.success() => {}
            Ok(out) => {
                failures.push(format!(
                    "{stem}: oxacc -acc failed:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            Err(e) => {
                failures.push(format!("{stem}: {e}"));
                continue;
            }
        }
        // The message names the source file, or what an optional second line
        // `// error-names: ...` gives (an API routine the directive is lowered to).
        let file = text
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("// error-names: "))
            .or_else(|| src.file_name().and_then(|s| s.to_str()))
            .unwrap_or("");
        for dev in devs {
            let mut cmd = Command::new(&exe);
            cmd.env("ACC_DEVICE_TYPE", dev).envs(env.iter().copied());
            match run_with_limit(&mut cmd, Duration::from_secs(60)) {
                Some(out) => {
                    let err = String::from_utf8_lossy(&out.stderr);
                    if out.status.success()
                        || want.is_empty()
                        || !err.contains(&want)
                        || !err.contains(file)
                    {
                        failures.push(format!(
                            "{stem} [{dev}]: exit {:?}, expected {want:?} naming {file} in:\n{err}",
                            out.status.code()
                        ));
                    }
                }
                None => failures.push(format!("{stem} [{dev}]: timed out")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A region the GPU code generation cannot compile (a call through a function pointer) is a
/// compile-time warning, and reached while the current device is not the host it stops with a
/// message naming it: running it on host memory would compute on data that the device copy
/// then overwrites (spec 2.5: the region executes on the current device). `emul` stands in for
/// the GPU here.
#[test]
fn compute_region_on_a_discrete_memory_device_stops_with_its_location() {
    let dir = scratch("device_guard");
    let src = repo_root().join("tests/acc/gpu/no_gpu_code.c");
    let exe = dir.join("no_gpu_code");
    let out = compile(&src, &exe, &["-Wall"]).expect("compile");
    let cc_stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{cc_stderr}");
    assert!(
        cc_stderr.contains("no_gpu_code.c:13:") && cc_stderr.contains("will run only on the host"),
        "{cc_stderr}"
    );
    let mut cmd = Command::new(&exe);
    cmd.env("ACC_DEVICE_TYPE", "emul");
    let run = run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(
        stderr
            .contains("no_gpu_code.c:12: this compute region has code only for the multicore host"),
        "{stderr}"
    );
    assert!(run.stdout.is_empty(), "the region ran on the host");
    let mut cmd = Command::new(&exe);
    cmd.env("ACC_DEVICE_TYPE", "host");
    let run = run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
    assert!(run.status.success());
}
