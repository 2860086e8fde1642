//! 1. Copies the runtime's public headers into OUT_DIR so that `include_str!` can embed them.
//!    The headers live in `crates/oxacc-rt/include/`; one that does not exist is embedded as an
//!    empty string, and the driver then does not provide it.
//! 2. With the `embed-runtime` feature (for `cargo install --path crates/oxacc-driver
//!    --features embed-runtime`), builds `liboxacc_rt.a` in release mode into a private target
//!    directory and leaves it in OUT_DIR for `include_bytes!`, so the installed binary carries its
//!    runtime.

use std::path::{Path, PathBuf};
use std::process::Command;

const HEADERS: &[&str] = &[
    "openacc.h",
    "oxacc_rt.h",
    "acc_prof.h",
    "acc_callback.h",
    "omp.h",
    "accel.h",
    "accelmath.h",
];

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    let runtime_crate = manifest.join("../oxacc-rt");
    let include = runtime_crate.join("include");
    println!("cargo:rerun-if-changed={}", include.display());
    for name in HEADERS {
        let src = include.join(name);
        println!("cargo:rerun-if-changed={}", src.display());
        let text = std::fs::read_to_string(&src).unwrap_or_default();
        write_if_changed(&out.join(name), &text);
    }
    if std::env::var_os("CARGO_FEATURE_EMBED_RUNTIME").is_some() {
        build_runtime(&runtime_crate, &out);
    }
}

fn build_runtime(runtime_crate: &Path, out: &Path) {
    println!(
        "cargo:rerun-if-changed={}",
        runtime_crate.join("src").display()
    );
    println!(
        "cargo:rerun-if-changed={}",
        runtime_crate.join("Cargo.toml").display()
    );
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = out.join("runtime-target");
    let status = Command::new(cargo)
        .args([
            "build",
            "--release",
            "--lib",
            "-p",
            "oxacc-rt",
            "--manifest-path",
        ])
        .arg(runtime_crate.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(&target_dir)
        // The outer build's settings are not the runtime's.
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_MAKEFLAGS")
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building oxacc-rt for embedding failed");
    let archive = target_dir.join("release/liboxacc_rt.a");
    std::fs::copy(&archive, out.join("liboxacc_rt.a")).expect("runtime archive built");
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("OUT_DIR is writable");
    }
}
