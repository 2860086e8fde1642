//! Shared by the integration tests: the oxacc binary, the runtime archive beside it, scratch
//! directories, and running programs with a time limit.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

pub fn oxacc() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_oxacc"))
}

/// The repository root (two levels above this crate).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Makes sure `liboxacc_rt.a` sits beside the oxacc binary, building it with the cargo that
/// runs the tests when it does not (`cargo test` builds only the runtime's rlib), so that
/// `cargo test --workspace` alone is enough. Returns the archive's path.
pub fn ensure_runtime() -> &'static Path {
    static RUNTIME: OnceLock<PathBuf> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        let exe = oxacc();
        let profile_dir = exe.parent().expect("binary has a directory").to_path_buf();
        let archive = profile_dir.join("liboxacc_rt.a");
        let target_dir = profile_dir.parent().expect("profile dir has a parent");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-p", "oxacc-rt", "--lib"])
            .env("CARGO_TARGET_DIR", target_dir)
            .current_dir(repo_root());
        if profile_dir.file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        // Always ask cargo: it is a no-op when the archive is up to date, and rebuilds a stale one.
        let built = cmd.status().is_ok_and(|s| s.success());
        assert!(
            archive.is_file(),
            "cargo build -p oxacc-rt failed: no {}",
            archive.display()
        );
        if !built {
            eprintln!("warning: cargo build -p oxacc-rt failed; using the existing archive");
        }
        archive
    })
}

/// A fresh scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Runs `cmd`, killing it after `limit`; `None` when it timed out.
pub fn run_with_limit(cmd: &mut Command, limit: Duration) -> Option<Output> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    // Read the pipes on threads so a chatty child cannot block on a full pipe.
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut v);
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stderr, &mut v);
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_t.join().unwrap_or_default();
    let stderr = err_t.join().unwrap_or_default();
    status.map(|status| Output {
        status,
        stdout,
        stderr,
    })
}
