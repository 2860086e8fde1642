//! Shared by the integration tests: the oxacc binary, the runtime archive beside it, scratch
//! directories, and running programs with a time limit.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub fn oxacc() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_oxacc"))
}

pub use oxacc_testkit::repo_root;

/// Makes sure `liboxacc_rt.a` sits beside the oxacc binary, building it with the cargo that
/// runs the tests when it does not (`cargo test` builds only the runtime's rlib), so that
/// `cargo test --workspace` alone is enough. Returns the archive's path.
pub fn ensure_runtime() -> &'static Path {
    static RUNTIME: OnceLock<PathBuf> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        let exe = oxacc();
        let archive = exe
            .parent()
            .expect("binary has a directory")
            .join("liboxacc_rt.a");
        // Always ask cargo: it is a no-op when the archive is up to date, and rebuilds a stale one.
        let built = oxacc_testkit::cargo_build(&["oxacc-rt"]);
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
    oxacc_testkit::scratch(env!("CARGO_TARGET_TMPDIR"), name)
}

pub use oxacc_testkit::run_with_limit;
