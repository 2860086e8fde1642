//! Run tests of the C language: every `tests/lang/*.c` is compiled with `oxacc -acc` and with
//! `gcc`, both programs run, and their stdout and exit status must be identical.
//!
//! Every mismatch is reported at once. `OXACC_LANG_FILTER=substring` runs a subset.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

const FLAGS: &[&str] = &["-std=gnu11", "-O1", "-w"];
const LIBS: &[&str] = &["-lm"];
const RUN_LIMIT: Duration = Duration::from_secs(20);

fn lang_programs() -> Vec<PathBuf> {
    let dir = common::repo_root().join("tests/lang");
    let filter = std::env::var("OXACC_LANG_FILTER").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/lang exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    files.sort();
    files
}

/// Compiles `src` with `compiler` (+ `extra` flags) into `exe`; `Err` carries the messages.
fn build(compiler: &[&Path], extra: &[&str], src: &Path, exe: &Path) -> Result<(), String> {
    let mut cmd = Command::new(compiler[0]);
    cmd.args(&compiler[1..])
        .args(extra)
        .args(FLAGS)
        .arg(src)
        .arg("-o")
        .arg(exe)
        .args(LIBS);
    let out = common::run_with_limit(&mut cmd, Duration::from_secs(120))
        .ok_or_else(|| "compiler timed out".to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn run(exe: &Path) -> Result<(Vec<u8>, Option<i32>), String> {
    let out = common::run_with_limit(&mut Command::new(exe), RUN_LIMIT)
        .ok_or_else(|| format!("{} timed out", exe.display()))?;
    Ok((out.stdout, out.status.code()))
}

/// Compiles and runs one program both ways; `Err` describes the mismatch.
fn check(src: &Path, scratch: &Path) -> Result<(), String> {
    let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
    let gcc_exe = scratch.join(format!("{stem}.gcc"));
    let acc_exe = scratch.join(format!("{stem}.oxacc"));
    let gcc = Path::new("gcc");
    build(&[gcc], &[], src, &gcc_exe).map_err(|e| format!("gcc failed:\n{e}"))?;
    let oxacc = common::oxacc();
    build(&[&oxacc], &["-acc"], src, &acc_exe).map_err(|e| format!("oxacc -acc failed:\n{e}"))?;
    let want = run(&gcc_exe)?;
    let got = run(&acc_exe)?;
    if want.1 != got.1 {
        return Err(format!("exit status: gcc {:?}, oxacc {:?}", want.1, got.1));
    }
    if want.0 != got.0 {
        return Err(first_difference(&want.0, &got.0));
    }
    Ok(())
}

fn first_difference(want: &[u8], got: &[u8]) -> String {
    let want = String::from_utf8_lossy(want);
    let got = String::from_utf8_lossy(got);
    for (i, (w, g)) in want.lines().zip(got.lines()).enumerate() {
        if w != g {
            return format!("stdout line {}: gcc {w:?}, oxacc {g:?}", i + 1);
        }
    }
    format!(
        "stdout: gcc {} lines, oxacc {} lines",
        want.lines().count(),
        got.lines().count()
    )
}

#[test]
fn lang_programs_match_gcc() {
    common::ensure_runtime();
    let programs = lang_programs();
    if std::env::var("OXACC_LANG_FILTER").is_err() {
        assert!(
            programs.len() >= 60,
            "expected at least 60 programs in tests/lang"
        );
    }
    let scratch = common::scratch("lang");
    let queue = Mutex::new(programs.clone());
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                while let Some(src) = queue.lock().map(|mut q| q.pop()).unwrap_or(None) {
                    if let Err(e) = check(&src, &scratch) {
                        let name = src.file_name().map(|n| n.to_string_lossy().into_owned());
                        if let Ok(mut f) = failures.lock() {
                            f.push(format!("{}: {e}", name.unwrap_or_default()));
                        }
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_default();
    failures.sort();
    println!(
        "{} of {} C programs behave as with gcc",
        programs.len() - failures.len(),
        programs.len()
    );
    assert!(
        failures.is_empty(),
        "{} program(s) differ from gcc:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
