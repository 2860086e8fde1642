//! NVRTC, the CUDA C++ compiler library, loaded at run time: the runtime compiles a module's
//! source for the device when no ahead-of-time image fits it, and the driver (`oxacc`) uses
//! the same entry points at compile time to embed cubins and PTX.
//!
//! Where the library comes from, first found wins:
//! 1. `OXACC_NVRTC` (the library file, or a directory holding it); when set, nothing else is
//!    tried, so a wrong value is reported instead of silently replaced;
//! 2. `$CUDA_HOME/lib64` (and `$CUDA_PATH/lib64`);
//! 3. the dynamic loader's search (`LD_LIBRARY_PATH`, the ld.so cache) under the names cudarc's
//!    dynamic loading tries (`libnvrtc.so`, `libnvrtc.so.13`, ...);
//! 4. `/usr/local/cuda/lib64`, then pip wheels: `site-packages/nvidia/cu13/lib` (the layout of
//!    the `nvidia-cuda-nvrtc` 13.x wheel), `nvidia/cu12/lib` and `nvidia/cuda_nvrtc/lib` (the
//!    12.x wheels), under `$VIRTUAL_ENV`, `$CONDA_PREFIX`, the prefixes of the `PATH`
//!    directories, `~/.local`, `/usr/local` and `/usr`; and `$CONDA_PREFIX/lib`.
//!
//! NVRTC opens its builtins library (`libnvrtc-builtins.so.MAJOR.MINOR`) by name when it
//! first compiles; a wheel's directory is on no search path, so the builtins found next to the
//! library are opened first, and the dynamic loader then finds them already loaded by their
//! soname.
//!
//! The functions are resolved from the opened library itself (not through a second lookup by
//! name), so the library that `library()` reports is the one that compiles.

use std::ffi::{c_char, c_int, c_void, CString};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

type Prog = *mut c_void;
type CreateFn = unsafe extern "C" fn(
    *mut Prog,
    *const c_char,
    *const c_char,
    c_int,
    *const *const c_char,
    *const *const c_char,
) -> c_int;
type CompileFn = unsafe extern "C" fn(Prog, c_int, *const *const c_char) -> c_int;
type DestroyFn = unsafe extern "C" fn(*mut Prog) -> c_int;
type SizeFn = unsafe extern "C" fn(Prog, *mut usize) -> c_int;
type GetFn = unsafe extern "C" fn(Prog, *mut c_char) -> c_int;
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;
type ErrorStringFn = unsafe extern "C" fn(c_int) -> *const c_char;

struct Lib {
    path: PathBuf,
    version: (i32, i32),
    create: CreateFn,
    compile: CompileFn,
    destroy: DestroyFn,
    log_size: SizeFn,
    log: GetFn,
    cubin_size: SizeFn,
    cubin: GetFn,
    ptx_size: SizeFn,
    ptx: GetFn,
    error_string: ErrorStringFn,
    /// Kept open for the life of the process (the function pointers point into them).
    _builtins: Option<libloading::Library>,
    _lib: libloading::Library,
}

static LIB: OnceLock<Result<Lib, String>> = OnceLock::new();

fn lib() -> Result<&'static Lib, String> {
    LIB.get_or_init(load).as_ref().map_err(|e| e.clone())
}

/// True when an NVRTC library loads (see the module documentation for where it is looked for).
pub fn available() -> bool {
    lib().is_ok()
}

/// NVRTC's version (major, minor), or why no NVRTC could be loaded.
pub fn version() -> Result<(i32, i32), String> {
    lib().map(|l| l.version)
}

/// The file the NVRTC library was loaded from (or how it was named to the dynamic loader).
pub fn library() -> Result<&'static Path, String> {
    lib().map(|l| l.path.as_path())
}

/// Compiles CUDA C++ `source` for `arch`: a cubin for `sm_XY` (`sm_90a`, ...), PTX text for
/// `compute_XY`. Options: `-default-device -std=c++17 -lineinfo` (and no `--use_fast_math`:
/// IEEE arithmetic, as on the host). `Err` is NVRTC's log when the source is rejected.
pub fn compile(source: &str, arch: &str) -> Result<Vec<u8>, String> {
    compile_with(source, arch, &[])
}

/// [`compile`] with more NVRTC options (`-rdc=true`: a source that calls device functions it
/// only declares, checked to PTX).
pub fn compile_with(source: &str, arch: &str, extra: &[&str]) -> Result<Vec<u8>, String> {
    let l = lib()?;
    let ptx = arch.starts_with("compute_");
    if !ptx && !arch.starts_with("sm_") {
        return Err(format!(
            "'{arch}' is not a GPU architecture (expected sm_XY or compute_XY)"
        ));
    }
    let src =
        CString::new(source).map_err(|_| "the CUDA source contains a NUL byte".to_string())?;
    let opts: Vec<CString> = [
        format!("--gpu-architecture={arch}"),
        "-default-device".into(),
        "-std=c++17".into(),
        // Trip counts of 64-bit loops are computed in __int128 (no bound or step overflows).
        "--device-int128".into(),
        "-lineinfo".into(),
    ]
    .into_iter()
    .chain(extra.iter().map(|o| o.to_string()))
    .map(|o| CString::new(o).unwrap_or_default())
    .collect();
    let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
    let mut prog: Prog = std::ptr::null_mut();
    // SAFETY: NUL-terminated source and name; no headers.
    let r = unsafe {
        (l.create)(
            &mut prog,
            src.as_ptr(),
            c"oxacc_kernels.cu".as_ptr(),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    l.check(r, "nvrtcCreateProgram")?;
    // SAFETY: live program; `ptrs` holds NUL-terminated options that outlive the call.
    let r = unsafe { (l.compile)(prog, ptrs.len() as c_int, ptrs.as_ptr()) };
    let result = if r != 0 {
        let log = l.get(prog, l.log_size, l.log, "log").unwrap_or_default();
        let log = String::from_utf8_lossy(&log)
            .trim_end_matches('\0')
            .trim()
            .to_string();
        Err(if log.is_empty() {
            l.describe(r, "nvrtcCompileProgram")
        } else {
            log
        })
    } else if ptx {
        l.get(prog, l.ptx_size, l.ptx, "PTX").map(|mut v| {
            // NVRTC counts the terminating NUL; cuModuleLoadData wants it, a file does not.
            while v.last() == Some(&0) {
                v.pop();
            }
            v
        })
    } else {
        l.get(prog, l.cubin_size, l.cubin, "CUBIN")
    };
    // SAFETY: `prog` was created above and is destroyed once.
    unsafe { (l.destroy)(&mut prog) };
    result
}

impl Lib {
    fn describe(&self, r: c_int, what: &str) -> String {
        // SAFETY: nvrtcGetErrorString returns a static string for any code.
        let p = unsafe { (self.error_string)(r) };
        let s = if p.is_null() {
            format!("error {r}")
        } else {
            // SAFETY: a NUL-terminated static string.
            unsafe { std::ffi::CStr::from_ptr(p) }
                .to_string_lossy()
                .into_owned()
        };
        format!("{what}: {s}")
    }

    fn check(&self, r: c_int, what: &str) -> Result<(), String> {
        if r == 0 {
            Ok(())
        } else {
            Err(self.describe(r, what))
        }
    }

    /// One of a program's outputs (log, cubin, PTX) by its size and getter.
    fn get(&self, prog: Prog, size: SizeFn, get: GetFn, what: &str) -> Result<Vec<u8>, String> {
        let mut n = 0usize;
        // SAFETY: live program, valid out-pointer.
        self.check(unsafe { size(prog, &mut n) }, what)?;
        let mut v = vec![0u8; n.max(1)];
        // SAFETY: `v` has the size NVRTC reported (at least 1).
        self.check(unsafe { get(prog, v.as_mut_ptr() as *mut c_char) }, what)?;
        v.truncate(n);
        Ok(v)
    }
}

/// Where a library may be: a file to open, or a name for the dynamic loader's search.
#[derive(Debug, PartialEq, Eq)]
enum Candidate {
    File(PathBuf),
    Name(String),
}

fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The NVRTC library in `dir`: the highest `libnvrtc.so.N[.M...]` (the unversioned
/// development link last), never `libnvrtc.alt.*` or the builtins.
fn find_in_dir(dir: &Path) -> Option<PathBuf> {
    let mut best: Option<(Vec<u32>, PathBuf)> = None;
    for e in std::fs::read_dir(dir).ok()?.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some(rest) = name.strip_prefix("libnvrtc.so") else {
            continue;
        };
        let ver: Option<Vec<u32>> = rest
            .split('.')
            .filter(|p| !p.is_empty())
            .map(|p| p.parse().ok())
            .collect();
        let Some(ver) = ver else { continue };
        if best.as_ref().is_none_or(|(b, _)| ver > *b) {
            best = Some((ver, e.path()));
        }
    }
    best.map(|(_, p)| p)
}

/// The directories where pip and conda put NVRTC.
fn wheel_dirs() -> Vec<PathBuf> {
    let mut prefixes: Vec<PathBuf> = Vec::new();
    prefixes.extend(env_path("VIRTUAL_ENV"));
    prefixes.extend(env_path("CONDA_PREFIX"));
    if let Some(path) = std::env::var_os("PATH") {
        for d in std::env::split_paths(&path) {
            if d.ends_with("bin") {
                if let Some(p) = d.parent() {
                    prefixes.push(p.to_path_buf());
                }
            }
        }
    }
    if let Some(h) = env_path("HOME") {
        prefixes.push(h.join(".local"));
    }
    prefixes.push("/usr/local".into());
    prefixes.push("/usr".into());
    let mut sites: Vec<PathBuf> = Vec::new();
    if let Some(pp) = std::env::var_os("PYTHONPATH") {
        sites.extend(std::env::split_paths(&pp));
    }
    for p in &prefixes {
        let lib = p.join("lib");
        if let Ok(rd) = std::fs::read_dir(&lib) {
            let mut pys: Vec<PathBuf> = rd
                .flatten()
                .filter(|e| {
                    e.file_name()
                        .to_str()
                        .is_some_and(|n| n.starts_with("python3"))
                })
                .map(|e| e.path())
                .collect();
            pys.sort();
            for py in pys.into_iter().rev() {
                sites.push(py.join("site-packages"));
                sites.push(py.join("dist-packages"));
            }
        }
    }
    let mut dirs: Vec<PathBuf> = Vec::new();
    for s in sites {
        for sub in [
            "nvidia/cu13/lib",
            "nvidia/cu12/lib",
            "nvidia/cuda_nvrtc/lib",
        ] {
            let d = s.join(sub);
            if d.is_dir() && !dirs.contains(&d) {
                dirs.push(d);
            }
        }
    }
    if let Some(c) = env_path("CONDA_PREFIX") {
        dirs.push(c.join("lib"));
    }
    dirs
}

/// Every place to try, in order (see the module documentation).
fn candidates() -> Vec<Candidate> {
    if let Some(p) = env_path("OXACC_NVRTC") {
        let file = if p.is_dir() { find_in_dir(&p) } else { None };
        return vec![Candidate::File(file.unwrap_or(p))];
    }
    let mut v = Vec::new();
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = env_path(var) {
            for sub in ["lib64", "lib", "targets/x86_64-linux/lib"] {
                v.extend(find_in_dir(&home.join(sub)).map(Candidate::File));
            }
        }
    }
    v.extend(
        cudarc::get_lib_name_candidates("nvrtc")
            .into_iter()
            .map(Candidate::Name),
    );
    let mut dirs: Vec<PathBuf> = vec![
        "/usr/local/cuda/lib64".into(),
        "/usr/local/cuda/targets/x86_64-linux/lib".into(),
    ];
    dirs.extend(wheel_dirs());
    for d in dirs {
        if let Some(f) = find_in_dir(&d) {
            let c = Candidate::File(f);
            if !v.contains(&c) {
                v.push(c);
            }
        }
    }
    v
}

fn load() -> Result<Lib, String> {
    let cands = candidates();
    let explicit = env_path("OXACC_NVRTC").is_some();
    let mut errors = Vec::new();
    for c in &cands {
        let (path, lib) = match c {
            // SAFETY: loading NVRTC runs its initialisers, which have no preconditions.
            Candidate::File(p) => (p.clone(), unsafe { libloading::Library::new(p) }),
            // SAFETY: as above.
            Candidate::Name(n) => (PathBuf::from(n), unsafe { libloading::Library::new(n) }),
        };
        match lib
            .map_err(|e| e.to_string())
            .and_then(|l| resolve(path.clone(), l))
        {
            Ok(l) => return Ok(l),
            Err(e) if explicit || matches!(c, Candidate::File(_)) => {
                errors.push(format!("{}: {e}", path.display()))
            }
            Err(_) => {}
        }
    }
    let tried = if errors.is_empty() {
        String::new()
    } else {
        format!(" ({})", errors.join("; "))
    };
    Err(format!(
        "libnvrtc was not found{tried}: install the CUDA toolkit or the nvidia-cuda-nvrtc \
         wheel, or set OXACC_NVRTC to the library"
    ))
}

fn resolve(path: PathBuf, lib: libloading::Library) -> Result<Lib, String> {
    /// # Safety
    /// `T` is the C signature of `name`.
    unsafe fn sym<T: Copy>(lib: &libloading::Library, name: &str) -> Result<T, String> {
        // SAFETY: the caller's contract.
        unsafe { lib.get::<T>(name.as_bytes()) }
            .map(|s| *s)
            .map_err(|e| format!("{name}: {e}"))
    }
    // SAFETY: each type is the documented C signature of the NVRTC function (nvrtc.h).
    let (
        create,
        compile,
        destroy,
        log_size,
        log,
        cubin_size,
        cubin,
        ptx_size,
        ptx,
        error_string,
        version,
    ) = unsafe {
        (
            sym::<CreateFn>(&lib, "nvrtcCreateProgram")?,
            sym::<CompileFn>(&lib, "nvrtcCompileProgram")?,
            sym::<DestroyFn>(&lib, "nvrtcDestroyProgram")?,
            sym::<SizeFn>(&lib, "nvrtcGetProgramLogSize")?,
            sym::<GetFn>(&lib, "nvrtcGetProgramLog")?,
            sym::<SizeFn>(&lib, "nvrtcGetCUBINSize")?,
            sym::<GetFn>(&lib, "nvrtcGetCUBIN")?,
            sym::<SizeFn>(&lib, "nvrtcGetPTXSize")?,
            sym::<GetFn>(&lib, "nvrtcGetPTX")?,
            sym::<ErrorStringFn>(&lib, "nvrtcGetErrorString")?,
            sym::<VersionFn>(&lib, "nvrtcVersion")?,
        )
    };
    let (mut major, mut minor) = (0, 0);
    // SAFETY: valid out-pointers.
    if unsafe { version(&mut major, &mut minor) } != 0 {
        return Err("nvrtcVersion failed".into());
    }
    // The builtins next to the library (a wheel's directory is on no search path).
    let builtins = path.parent().and_then(|dir| {
        let f = dir.join(format!("libnvrtc-builtins.so.{major}.{minor}"));
        // SAFETY: the builtins library has no initialisers with preconditions.
        f.is_file()
            .then(|| unsafe { libloading::Library::new(&f) }.ok())
            .flatten()
    });
    Ok(Lib {
        path,
        version: (major, minor),
        create,
        compile,
        destroy,
        log_size,
        log,
        cubin_size,
        cubin,
        ptx_size,
        ptx,
        error_string,
        _builtins: builtins,
        _lib: lib,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_file_in_a_directory() {
        let dir = std::env::temp_dir().join(format!("oxacc-nvrtc-dir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(find_in_dir(&dir), None);
        for f in [
            "libnvrtc.so",
            "libnvrtc.so.12",
            "libnvrtc.so.13",
            "libnvrtc.alt.so.13",
            "libnvrtc-builtins.so.13.0",
            "libnvrtc.so.13.bak",
        ] {
            std::fs::write(dir.join(f), b"").unwrap();
        }
        assert_eq!(find_in_dir(&dir), Some(dir.join("libnvrtc.so.13")));
        std::fs::write(dir.join("libnvrtc.so.13.0.88"), b"").unwrap();
        assert_eq!(find_in_dir(&dir), Some(dir.join("libnvrtc.so.13.0.88")));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// With NVRTC present (CI has none; set OXACC_NVRTC to run it), both kinds of output come
    /// back and a rejected source returns NVRTC's log.
    #[test]
    fn compiles_when_nvrtc_is_present() {
        if !available() {
            eprintln!("skipped: {}", version().unwrap_err());
            return;
        }
        let src = "extern \"C\" __global__ void k(float *a) { a[threadIdx.x] += 1.0f; }";
        let cubin = compile(src, "sm_90").expect("cubin");
        assert_eq!(&cubin[..4], b"\x7fELF");
        let ptx = compile(src, "compute_90").expect("ptx");
        let text = String::from_utf8(ptx).expect("PTX is text");
        assert!(text.contains(".entry k"), "{text}");
        let log = compile(
            "extern \"C\" __global__ void k() { undeclared(); }",
            "sm_90",
        )
        .expect_err("rejected");
        assert!(log.contains("undeclared"), "{log}");
        assert!(compile(src, "gfx90a").is_err());
    }
}
