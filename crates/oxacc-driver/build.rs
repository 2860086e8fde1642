//! Copies the runtime's public headers into OUT_DIR so that `include_str!` can embed them.
//!
//! The headers live in `crates/oxacc-rt/include/`. A header that does not exist (yet) is
//! embedded as an empty string, and the driver then simply does not provide it.

use std::path::{Path, PathBuf};

const HEADERS: &[&str] = &["openacc.h", "oxacc_rt.h"];

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    let include = manifest.join("../oxacc-rt/include");
    println!("cargo:rerun-if-changed={}", include.display());
    for name in HEADERS {
        let src = include.join(name);
        println!("cargo:rerun-if-changed={}", src.display());
        let text = std::fs::read_to_string(&src).unwrap_or_default();
        write_if_changed(&out.join(name), &text);
    }
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("OUT_DIR is writable");
    }
}
