//! The runtime side of the kernel simulator (`sim/oxacc_sim.h`): runs a module's CUDA C++ on
//! the CPU for the `emul` device type, so that CI checks the generated kernels without a GPU.
//!
//! A module's source is compiled once per process by the host C++ compiler into a shared object
//! with the simulator header included first, and the object is cached on disk under
//! `<cache>/sim/` (`$XDG_CACHE_HOME/oxacc` or `~/.cache/oxacc`), named by a hash of the source,
//! the header, the compiler's `--version` and the flags. The object is `dlopen`ed and never
//! closed (its block-runner threads live in it); a launch writes the module's `declare`d global
//! pointers through `dlsym` and calls `__oxacc_sim_launch`.
//!
//! Environment: `OXACC_SIM_CXX` (the compiler, default `c++`; may carry arguments),
//! `OXACC_SIM_CXXFLAGS` (extra flags, e.g. `-O0 -g` to debug a kernel), and, read by the
//! header at run time, `OXACC_SIM_THREADS`, `OXACC_SIM_STACK`, `OXACC_SIM_SIGNALS`.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The simulator header, written next to the cached sources and `-include`d when compiling.
pub const HEADER: &str = include_str!("../../sim/oxacc_sim.h");

/// `__oxacc_sim_launch` (see the header).
type LaunchFn = unsafe extern "C" fn(
    *const c_char,
    *mut *mut c_void,
    u32,
    u32,
    u32,
    u32,
    u32,
    u32,
    u32,
    *mut c_char,
    usize,
) -> c_int;

extern "C" {
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *mut c_char;
}
const RTLD_NOW: c_int = 2;

/// A loaded module. The handle is never closed.
struct Module {
    handle: usize,
    launch: LaunchFn,
}

/// One (source, flags) of this process and its module, compiled at most once.
struct Entry {
    source: String,
    flags: Vec<String>,
    module: OnceLock<Result<Module, String>>,
}

/// Entries are leaked: a loaded module stays for the process's life (its threads run in it).
fn modules() -> &'static Mutex<HashMap<u64, Vec<&'static Entry>>> {
    static M: OnceLock<Mutex<HashMap<u64, Vec<&'static Entry>>>> = OnceLock::new();
    M.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Runs `kernel` of the CUDA C++ module `source` on the CPU: `grid` blocks of `block` threads,
/// `shmem` bytes of dynamic shared memory per block, `args` as `cuLaunchKernel` takes them (one
/// pointer per kernel parameter, to a value of the parameter's type). `globals` are the module's
/// `__device__` pointer variables (`__oxacc_gp_*`) and the values to store in them first.
///
/// Returns the compiler's output when the source does not compile (a writer bug or a CUDA
/// feature the simulator lacks), and the simulator's message when the launch fails (a trap,
/// a failed assertion, a deadlocked barrier, a fault), naming the kernel, block and thread.
///
/// `args` must point to valid kernel arguments as for `cuLaunchKernel`; the kernel may read and
/// write any memory its arguments point to.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn launch(
    source: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    shmem: u32,
    args: *mut *mut c_void,
    globals: &[(String, usize)],
) -> Result<(), String> {
    launch_with_flags(source, kernel, grid, block, shmem, args, globals, &[])
}

/// [`launch`] with extra compiler flags (tests: `-DOXACC_SIM_UCONTEXT` for the portable fiber
/// switch). Different flags give a different module.
#[doc(hidden)]
#[allow(clippy::too_many_arguments, clippy::not_unsafe_ptr_arg_deref)]
pub fn launch_with_flags(
    source: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    shmem: u32,
    args: *mut *mut c_void,
    globals: &[(String, usize)],
    flags: &[&str],
) -> Result<(), String> {
    let m = module(source, flags)?;
    let h = m.handle as *mut c_void;
    for (symbol, value) in globals {
        let name = CString::new(symbol.as_str())
            .map_err(|_| format!("global symbol `{symbol}` contains NUL"))?;
        // SAFETY: live handle, NUL-terminated name.
        let p = unsafe { dlsym(h, name.as_ptr()) } as *mut usize;
        if p.is_null() {
            return Err(format!(
                "the simulated module has no global `{symbol}` (the kernel source must define `__device__` pointer `{symbol}` inside extern \"C\")"
            ));
        }
        // SAFETY: the symbol is the module's `__device__ T *` variable: one pointer-sized,
        // aligned word. Launches of one module are serialised by the header, and a value is
        // only written when it changes.
        unsafe {
            if p.read_volatile() != *value {
                p.write_volatile(*value);
            }
        }
    }
    let kname = CString::new(kernel).map_err(|_| format!("kernel name `{kernel}` contains NUL"))?;
    let mut err = vec![0u8; 8192];
    // SAFETY: `launch` is the module's `__oxacc_sim_launch`; the caller vouches for `args`;
    // `err` is writable for its length.
    let rc = unsafe {
        (m.launch)(
            kname.as_ptr(),
            args,
            grid[0],
            grid[1],
            grid[2],
            block[0],
            block[1],
            block[2],
            shmem,
            err.as_mut_ptr() as *mut c_char,
            err.len(),
        )
    };
    if rc == 0 {
        return Ok(());
    }
    let msg = CStr::from_bytes_until_nul(&err)
        .map(|c| c.to_string_lossy().into_owned())
        .unwrap_or_default();
    Err(if msg.is_empty() {
        format!("kernel `{kernel}`: the simulated launch failed")
    } else {
        msg
    })
}

/// The loaded module of (`source`, `flags`), compiled (or found in the disk cache) on first use.
fn module(source: &str, flags: &[&str]) -> Result<&'static Module, String> {
    let key = fast_hash(source.as_bytes()) ^ fast_hash(flags.join("\0").as_bytes()).rotate_left(17);
    let entry = {
        let mut map = modules().lock().unwrap_or_else(|e| e.into_inner());
        let list = map.entry(key).or_default();
        match list.iter().find(|e| {
            e.source == source && e.flags.iter().map(String::as_str).eq(flags.iter().copied())
        }) {
            Some(e) => *e,
            None => {
                let e: &'static Entry = Box::leak(Box::new(Entry {
                    source: source.to_string(),
                    flags: flags.iter().map(|s| s.to_string()).collect(),
                    module: OnceLock::new(),
                }));
                list.push(e);
                e
            }
        }
    };
    match entry.module.get_or_init(|| load(&entry.source, flags)) {
        Ok(m) => Ok(m),
        Err(e) => Err(e.clone()),
    }
}

/// The compiler command: `OXACC_SIM_CXX` split on white space, default `c++`.
fn compiler() -> Vec<String> {
    let v: Vec<String> = std::env::var("OXACC_SIM_CXX")
        .ok()
        .map(|s| s.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    if v.is_empty() {
        vec!["c++".to_string()]
    } else {
        v
    }
}

fn env_flags() -> Vec<String> {
    std::env::var("OXACC_SIM_CXXFLAGS")
        .map(|s| s.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// `--version` of the compiler, once per process (part of the cache key).
fn compiler_version(cxx: &[String]) -> Result<String, String> {
    static V: OnceLock<Result<String, String>> = OnceLock::new();
    V.get_or_init(|| {
        let out = Command::new(&cxx[0]).args(&cxx[1..]).arg("--version").output().map_err(|e| {
            format!(
                "the kernel simulator needs a C++ compiler: `{}` cannot be run ({e}); install g++ or set OXACC_SIM_CXX",
                cxx.join(" ")
            )
        })?;
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    })
    .clone()
}

/// The runtime's disk cache (as the NVIDIA backend's), else a directory under the temp dir.
fn cache_dir() -> PathBuf {
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|x| !x.is_empty()) {
        return PathBuf::from(x).join("oxacc/sim");
    }
    if let Some(h) = std::env::var_os("HOME").filter(|x| !x.is_empty()) {
        return PathBuf::from(h).join(".cache/oxacc/sim");
    }
    std::env::temp_dir().join("oxacc-sim")
}

/// Writes `bytes` to `path` atomically (a temporary file renamed over it), so that concurrent
/// processes never see a partial file.
fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = path.with_extension(format!("tmp{}-{}", std::process::id(), unique()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

fn unique() -> usize {
    static N: AtomicUsize = AtomicUsize::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

fn load(source: &str, extra: &[&str]) -> Result<Module, String> {
    let cxx = compiler();
    let version = compiler_version(&cxx)?;
    let mut flags: Vec<String> = [
        "-std=c++17",
        "-O1",
        "-g0",
        "-fPIC",
        "-shared",
        // a frame larger than a page probes it, so it meets the guard page below each fiber
        // stack instead of jumping into the next fiber's
        "-fstack-clash-protection",
        "-D__OXACC_SIM__",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    flags.extend(extra.iter().map(|s| s.to_string()));
    flags.extend(env_flags());

    let dir = cache_dir();
    std::fs::create_dir_all(&dir).map_err(|e| {
        format!(
            "the kernel simulator cannot create its cache directory {}: {e}",
            dir.display()
        )
    })?;
    let header = dir.join(format!("oxacc_sim-{:016x}.h", fnv1a(HEADER.as_bytes())));
    if std::fs::read(&header).ok().as_deref() != Some(HEADER.as_bytes()) {
        write_atomic(&header, HEADER.as_bytes()).map_err(|e| {
            format!(
                "the kernel simulator cannot write {}: {e}",
                header.display()
            )
        })?;
    }
    let mut key = Vec::with_capacity(source.len() + HEADER.len() + 256);
    for part in [source, HEADER, &version, &cxx.join(" "), &flags.join(" ")] {
        key.extend_from_slice(part.as_bytes());
        key.push(0);
    }
    let stem = format!(
        "{:016x}{:016x}-{}",
        fnv1a(&key),
        fast_hash(&key),
        source.len()
    );
    let so = dir.join(format!("{stem}.so"));
    if so.exists() {
        if let Ok(m) = open(&so) {
            return Ok(m);
        }
    }
    let src = dir.join(format!("{stem}.cu"));
    write_atomic(&src, source.as_bytes())
        .map_err(|e| format!("the kernel simulator cannot write {}: {e}", src.display()))?;
    let tmp = so.with_extension(format!("so.tmp{}-{}", std::process::id(), unique()));
    let mut cmd = Command::new(&cxx[0]);
    cmd.args(&cxx[1..])
        .args(&flags)
        .arg("-include")
        .arg(&header)
        .args(["-x", "c++"])
        .arg(&src)
        .arg("-o")
        .arg(&tmp)
        .args(["-lm", "-lpthread"]);
    let out = cmd
        .output()
        .map_err(|e| format!("the kernel simulator cannot run `{}`: {e}", cxx.join(" ")))?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&tmp);
        let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
        text.push_str(&String::from_utf8_lossy(&out.stdout));
        return Err(format!(
            "the kernel simulator could not compile the kernels ({}; {} {}):\n{}",
            src.display(),
            cxx.join(" "),
            out.status,
            clip(&text, 100, 16 << 10)
        ));
    }
    std::fs::rename(&tmp, &so)
        .map_err(|e| format!("the kernel simulator cannot write {}: {e}", so.display()))?;
    open(&so)
}

/// At most `lines` lines and `bytes` bytes of compiler output.
fn clip(text: &str, lines: usize, bytes: usize) -> String {
    let mut out = String::new();
    for (i, l) in text.lines().enumerate() {
        if i == lines || out.len() + l.len() > bytes {
            out.push_str("[... compiler output cut]\n");
            break;
        }
        out.push_str(l);
        out.push('\n');
    }
    out.trim_end().to_string()
}

fn open(so: &Path) -> Result<Module, String> {
    let path = CString::new(so.as_os_str().as_encoded_bytes())
        .map_err(|_| format!("{} contains NUL", so.display()))?;
    // SAFETY: NUL-terminated path; the object's initialisers only set up static state.
    let h = unsafe { dlopen(path.as_ptr(), RTLD_NOW) };
    if h.is_null() {
        // SAFETY: dlerror returns a NUL-terminated string or null.
        let e = unsafe { dlerror() };
        let why = if e.is_null() {
            String::new()
        } else {
            // SAFETY: non-null NUL-terminated string owned by libc.
            unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
        };
        return Err(format!(
            "the kernel simulator cannot load {}: {why}",
            so.display()
        ));
    }
    // SAFETY: live handle, NUL-terminated name.
    let f = unsafe { dlsym(h, c"__oxacc_sim_launch".as_ptr()) };
    if f.is_null() {
        return Err(format!("{} has no __oxacc_sim_launch", so.display()));
    }
    Ok(Module {
        handle: h as usize,
        // SAFETY: the symbol is the header's `__oxacc_sim_launch`, whose type LaunchFn mirrors.
        launch: unsafe { std::mem::transmute::<*mut c_void, LaunchFn>(f) },
    })
}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A word-at-a-time hash (the in-process lookup on every launch hashes the whole source).
fn fast_hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h: u64 = bytes.len() as u64 ^ 0x2545_f491_4f6c_dd1d;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        h = (h ^ w).wrapping_mul(K).rotate_left(29);
    }
    for &b in chunks.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(K).rotate_left(29);
    }
    h ^= h >> 32;
    h.wrapping_mul(K)
}
