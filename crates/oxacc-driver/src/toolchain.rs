//! Finding the programs and files oxacc needs: the C compiler, the runtime archive, and the
//! directory holding `openacc.h`.
//!
//! oxacc finds its own files relative to its executable and needs no environment variable:
//! the headers are embedded in the binary and written on demand to a per-version cache
//! directory; the runtime archive sits beside the binary (cargo's target dir) or in
//! `<prefix>/lib/oxacc/` (the installed layout).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::error::DriverError;

/// The runtime's public headers, embedded at build time (see build.rs). An empty text means the
/// header did not exist when oxacc was built.
pub const EMBEDDED_HEADERS: &[(&str, &str)] = &[
    (
        "openacc.h",
        include_str!(concat!(env!("OUT_DIR"), "/openacc.h")),
    ),
    (
        "oxacc_rt.h",
        include_str!(concat!(env!("OUT_DIR"), "/oxacc_rt.h")),
    ),
    (
        "acc_prof.h",
        include_str!(concat!(env!("OUT_DIR"), "/acc_prof.h")),
    ),
    (
        "acc_callback.h",
        include_str!(concat!(env!("OUT_DIR"), "/acc_callback.h")),
    ),
    ("omp.h", include_str!(concat!(env!("OUT_DIR"), "/omp.h"))),
    // PGI's legacy headers, which tutorials written for pgcc include (see accel.h).
    (
        "accel.h",
        include_str!(concat!(env!("OUT_DIR"), "/accel.h")),
    ),
    (
        "accelmath.h",
        include_str!(concat!(env!("OUT_DIR"), "/accelmath.h")),
    ),
];

/// The runtime archive built into the binary by the `embed-runtime` feature (empty without it).
#[cfg(feature = "embed-runtime")]
pub const EMBEDDED_RUNTIME: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/liboxacc_rt.a"));
#[cfg(not(feature = "embed-runtime"))]
pub const EMBEDDED_RUNTIME: &[u8] = &[];

/// The archive name of the runtime.
pub const RUNTIME_ARCHIVE: &str = "liboxacc_rt.a";

/// The shared build of the runtime, beside the archive (`cargo build` makes both).
pub const RUNTIME_SHARED: &str = "liboxacc_rt.so";

/// Whether `OXACC_SHARED_RUNTIME` (a test knob, as `OXACC_NO_AOT`: set and neither empty nor
/// `0`) asks the link to use the shared runtime beside the archive instead of the archive.
/// The run tests link hundreds of programs, and the static link was the largest step of
/// compiling one (0.34 CPU-s of ld against 0.02 with the shared library: README.md, "CI's
/// time"); what users get stays the static link.
pub fn shared_runtime_requested() -> bool {
    std::env::var_os("OXACC_SHARED_RUNTIME").is_some_and(|v| !v.is_empty() && v != "0")
}

/// `liboxacc_rt.so` beside the runtime archive `archive`, for [`shared_runtime_requested`].
pub fn shared_runtime(archive: &Path) -> Result<PathBuf, DriverError> {
    let so = archive.with_file_name(RUNTIME_SHARED);
    if so.is_file() {
        return Ok(so);
    }
    Err(DriverError::Message(format!(
        "OXACC_SHARED_RUNTIME is set, but the shared runtime {} was not found beside {}; \
         build it with 'cargo build -p oxacc-rt', or unset OXACC_SHARED_RUNTIME to link the archive",
        so.display(),
        archive.display()
    )))
}

/// The system libraries a Rust staticlib needs (`rustc --print native-static-libs`).
pub const RUNTIME_NATIVE_LIBS: &[&str] = &["-lpthread", "-ldl", "-lm", "-lrt"];

/// How to run the C compiler: a program and the arguments that precede the user's
/// (`OXACC_CC="ccache gcc"` gives program `ccache` and prefix `["gcc"]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CcCommand {
    pub program: OsString,
    pub prefix: Vec<OsString>,
}

impl CcCommand {
    /// `$OXACC_CC` split at whitespace, or `cc`.
    pub fn from_env() -> CcCommand {
        CcCommand::from_setting(std::env::var_os("OXACC_CC"))
    }

    pub fn from_setting(setting: Option<OsString>) -> CcCommand {
        let words: Vec<OsString> = setting
            .as_ref()
            .map(|s| {
                s.to_string_lossy()
                    .split_whitespace()
                    .map(OsString::from)
                    .collect()
            })
            .unwrap_or_default();
        match words.split_first() {
            Some((program, prefix)) => CcCommand {
                program: program.clone(),
                prefix: prefix.to_vec(),
            },
            None => CcCommand {
                program: OsString::from("cc"),
                prefix: Vec::new(),
            },
        }
    }

    pub fn display_name(&self) -> String {
        self.program.to_string_lossy().into_owned()
    }
}

/// The directory of the running executable, with symlinks resolved (so that a symlink in
/// `~/bin` to an installed oxacc still finds `../lib/oxacc`).
pub fn exe_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let exe = exe.canonicalize().unwrap_or(exe);
    exe.parent().map(Path::to_path_buf)
}

/// The places the runtime archive is looked for, in order.
pub fn runtime_candidates(exe_dir: &Path) -> Vec<PathBuf> {
    vec![
        exe_dir.join("../lib/oxacc").join(RUNTIME_ARCHIVE),
        exe_dir.join(RUNTIME_ARCHIVE),
    ]
}

/// Finds `liboxacc_rt.a` relative to the executable, else writes the embedded one (if this
/// binary was built with `embed-runtime`) to the cache directory.
pub fn find_runtime() -> Result<PathBuf, DriverError> {
    let dir = exe_dir().ok_or_else(|| {
        DriverError::Message("cannot determine where the oxacc executable lives".to_string())
    })?;
    let candidates = runtime_candidates(&dir);
    for c in &candidates {
        if c.is_file() {
            return Ok(c.canonicalize().unwrap_or_else(|_| c.clone()));
        }
    }
    if !EMBEDDED_RUNTIME.is_empty() {
        return write_cached("lib", &[(RUNTIME_ARCHIVE, EMBEDDED_RUNTIME)])
            .map(|dir| dir.join(RUNTIME_ARCHIVE));
    }
    Err(DriverError::RuntimeMissing(candidates))
}

/// Writes the embedded headers (once per oxacc version and header content) and returns the
/// directory to pass with `-I`.
pub fn header_dir() -> Result<PathBuf, DriverError> {
    let files: Vec<(&str, &[u8])> = EMBEDDED_HEADERS
        .iter()
        .filter(|(_, text)| !text.is_empty())
        .map(|(name, text)| (*name, text.as_bytes()))
        .collect();
    write_cached("include", &files)
}

/// Writes `files` into `<cache>/oxacc/<version>-<hash of the files>/<leaf>/` unless they are
/// there already, and returns that directory.
fn write_cached(leaf: &str, files: &[(&str, &[u8])]) -> Result<PathBuf, DriverError> {
    let mut hash = Fnv64::new();
    for (name, bytes) in files {
        hash.write(name.as_bytes());
        hash.write(bytes);
    }
    let version = format!("{}-{:016x}", env!("CARGO_PKG_VERSION"), hash.finish());
    let mut last_err = None;
    for base in cache_bases() {
        let dir = base.join("oxacc").join(&version).join(leaf);
        match write_files(&dir, files) {
            Ok(()) => return Ok(dir),
            Err(e) => last_err = Some(format!("{}: {e}", dir.display())),
        }
    }
    Err(DriverError::Message(format!(
        "cannot write oxacc's {leaf} files: {}",
        last_err.unwrap_or_default()
    )))
}

/// `$XDG_CACHE_HOME`, `~/.cache`, then the temp dir.
fn cache_bases() -> Vec<PathBuf> {
    let mut bases = Vec::new();
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|x| !x.is_empty()) {
        bases.push(PathBuf::from(x));
    }
    if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        bases.push(PathBuf::from(home).join(".cache"));
    }
    bases.push(std::env::temp_dir());
    bases
}

fn write_files(dir: &Path, files: &[(&str, &[u8])]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, bytes) in files {
        let path = dir.join(name);
        // The directory is named after the contents, so a file of the right size is the right file.
        if std::fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64) {
            continue;
        }
        // Write under a private name, then rename: a concurrent oxacc never sees half a file.
        let tmp = dir.join(format!(".{name}.{}", std::process::id()));
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, &path)?;
    }
    Ok(())
}

/// FNV-1a, to name the header directory after its contents.
struct Fnv64(u64);

impl Fnv64 {
    fn new() -> Fnv64 {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A private temporary directory, removed when dropped or when oxacc gets SIGINT, SIGTERM or
/// SIGHUP (`cleanup`).
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    pub fn new() -> Result<TempDir, DriverError> {
        let base = std::env::temp_dir();
        let pid = std::process::id();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        for attempt in 0..100u32 {
            let path = base.join(format!("oxacc-{pid}-{nanos:x}-{attempt}"));
            match create_private_dir(&path) {
                Ok(()) => {
                    // Removed by the signal handler if oxacc is interrupted (Drop does not run).
                    crate::cleanup::register_temp_dir(&path);
                    return Ok(TempDir { path });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(DriverError::Message(format!(
                        "cannot create a temporary directory in {}: {e}",
                        base.display()
                    )))
                }
            }
        }
        Err(DriverError::Message(format!(
            "cannot create a temporary directory in {}",
            base.display()
        )))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(unix)]
fn create_private_dir(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new().mode(0o700).create(path)
}

#[cfg(not(unix))]
fn create_private_dir(path: &Path) -> std::io::Result<()> {
    std::fs::create_dir(path)
}

impl Drop for TempDir {
    fn drop(&mut self) {
        crate::cleanup::unregister_temp_dir();
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cc_setting() {
        let cc = CcCommand::from_setting(None);
        assert_eq!(cc.program, "cc");
        assert!(cc.prefix.is_empty());
        let cc = CcCommand::from_setting(Some("  ".into()));
        assert_eq!(cc.program, "cc");
        let cc = CcCommand::from_setting(Some("ccache gcc-12".into()));
        assert_eq!(cc.program, "ccache");
        assert_eq!(cc.prefix, vec![OsString::from("gcc-12")]);
    }

    #[test]
    fn runtime_candidates_cover_both_layouts() {
        let c = runtime_candidates(Path::new("/opt/oxacc/bin"));
        assert_eq!(c[0], Path::new("/opt/oxacc/bin/../lib/oxacc/liboxacc_rt.a"));
        assert_eq!(c[1], Path::new("/opt/oxacc/bin/liboxacc_rt.a"));
    }

    #[test]
    fn temp_dir_is_removed() {
        let path = {
            let t = TempDir::new().expect("temp dir");
            assert!(t.path().is_dir());
            t.path().to_path_buf()
        };
        assert!(!path.exists());
    }

    #[test]
    fn headers_are_written() {
        let dir = header_dir().expect("header dir");
        for (name, text) in EMBEDDED_HEADERS {
            if !text.is_empty() {
                assert_eq!(
                    std::fs::read_to_string(dir.join(name)).ok().as_deref(),
                    Some(*text)
                );
            }
        }
    }
}
