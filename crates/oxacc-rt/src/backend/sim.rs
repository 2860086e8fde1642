//! The runtime side of the kernel simulator (`sim/oxacc_sim.h`): runs a module's CUDA C++ on
//! the CPU for the `emul` device type, so that CI checks the generated kernels without a GPU.
//!
//! Two kinds of shared objects, both built by the host C++ compiler from the one header and
//! cached on disk under `<cache>/sim/` (`$XDG_CACHE_HOME/oxacc` or `~/.cache/oxacc`), named by a
//! hash of what went in (source, header, the compiler's `--version`, flags):
//! - the core (`-DOXACC_SIM_CORE`, the header alone): fibers, barriers, the block-runner
//!   threads; built once and `dlopen`ed `RTLD_GLOBAL` before any module, so that the modules'
//!   references to `__oxacc_sim_*` resolve to it;
//! - one module per kernel source (the header `-include`d, in kernel mode), compiled once per
//!   process. A launch writes the module's `declare`d global pointers through `dlsym` and calls
//!   its `__oxacc_sim_launch`.
//!
//! Nothing is ever `dlclose`d: the core's threads and the modules' code stay for the process.
//!
//! Environment: `OXACC_SIM_CXX` (the compiler, default `c++`; may carry arguments),
//! `OXACC_SIM_CXXFLAGS` (extra flags, e.g. `-O0 -g` to debug a kernel), and, read by the
//! header at run time, `OXACC_SIM_THREADS`, `OXACC_SIM_STACK`, `OXACC_SIM_SIGNALS`.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString, OsStr};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The simulator header, written next to the cached sources and `-include`d when compiling.
pub const HEADER: &str = include_str!("../../sim/oxacc_sim.h");

/// The last line of oxacc's CUDA prelude (`oxacc-lower`'s `compute/cuda/prelude.cuh`, which
/// every generated module starts with; a test there keeps the two in agreement). A module
/// whose source contains it is compiled with the text up to it, and the simulator header,
/// as a precompiled header (built once per cache and flags, `pch-*.h.gch`): the prelude is
/// 180 KB of C++ that g++ parsed again for every module (0.07 CPU-s of 0.2 for a small one).
pub const PRELUDE_END: &str = "/* ---- end of the oxacc CUDA prelude ---- */\n";

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
const RTLD_GLOBAL: c_int = 0x100;

/// A loaded module. The handle is never closed.
struct Module {
    handle: usize,
    launch: LaunchFn,
    /// The generated module's `__oxacc_sim_params` (absent from hand-written sources).
    params: Option<ParamsFn>,
}

type ParamsFn = unsafe extern "C" fn(*const c_char, *mut *const std::ffi::c_ulong) -> c_int;

/// One source of this process and its module, compiled at most once.
struct Entry {
    source: String,
    module: OnceLock<Result<Module, String>>,
}

/// Entries are leaked: a loaded module stays for the process's life (its threads run in it).
fn modules() -> &'static Mutex<HashMap<u64, Vec<&'static Entry>>> {
    static M: OnceLock<Mutex<HashMap<u64, Vec<&'static Entry>>>> = OnceLock::new();
    M.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The (size, alignment) of each parameter of `kernel` of the module `source` (compiled and
/// loaded first, so that a compile error is reported here), or `None` when the module does
/// not say (a hand-written source without the generated `__oxacc_sim_params`).
pub fn params(source: &str, kernel: &str) -> Result<Option<Vec<(usize, usize)>>, String> {
    let m = module(source)?;
    let Some(f) = m.params else {
        return Ok(None);
    };
    let kname = CString::new(kernel).map_err(|_| format!("kernel name `{kernel}` contains NUL"))?;
    let mut t: *const std::ffi::c_ulong = std::ptr::null();
    // SAFETY: the module's generated function; `kname` is NUL-terminated, `t` writable.
    let n = unsafe { f(kname.as_ptr(), &mut t) };
    let Ok(n) = usize::try_from(n) else {
        return Ok(None);
    };
    if t.is_null() {
        return Ok(None);
    }
    // SAFETY: the generated table holds `n` (size, alignment) pairs and a terminating zero.
    let t = unsafe { std::slice::from_raw_parts(t, 2 * n) };
    Ok(Some(
        t.chunks(2)
            .map(|c| (c[0] as usize, c[1] as usize))
            .collect(),
    ))
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
    let m = module(source)?;
    let h = m.handle as *mut c_void;
    // A module's `__device__` globals exist once in the process, but each emulated device has
    // its own values for them (its own present table): launches that set globals hold this
    // lock from the first write to the end of the kernel, so two devices never see each
    // other's values.
    static GLOBALS: Mutex<()> = Mutex::new(());
    let _held = (!globals.is_empty()).then(|| GLOBALS.lock().unwrap_or_else(|e| e.into_inner()));
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

/// The loaded module of `source`, compiled (or found in the disk cache) on first use.
fn module(source: &str) -> Result<&'static Module, String> {
    core()?;
    let key = fast_hash(source.as_bytes());
    let entry = {
        let mut map = modules().lock().unwrap_or_else(|e| e.into_inner());
        let list = map.entry(key).or_default();
        match list.iter().find(|e| e.source == source) {
            Some(e) => *e,
            None => {
                let e: &'static Entry = Box::leak(Box::new(Entry {
                    source: source.to_string(),
                    module: OnceLock::new(),
                }));
                list.push(e);
                e
            }
        }
    };
    match entry.module.get_or_init(|| load(&entry.source)) {
        Ok(m) => Ok(m),
        Err(e) => Err(e.clone()),
    }
}

/// How this process compiles: the compiler, its version, the flags, the cache directory and
/// the header file in it. Set up once.
struct Toolchain {
    cxx: Vec<String>,
    flags: Vec<String>,
    dir: PathBuf,
    header: PathBuf,
    /// what every cached object depends on besides its own source
    key: Vec<u8>,
}

fn toolchain() -> Result<&'static Toolchain, String> {
    static T: OnceLock<Result<Toolchain, String>> = OnceLock::new();
    T.get_or_init(|| {
        // `OXACC_SIM_CXX`, split on white space (it may carry arguments), default `c++`
        let mut cxx: Vec<String> = std::env::var("OXACC_SIM_CXX")
            .map(|s| s.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        if cxx.is_empty() {
            cxx.push("c++".into());
        }
        let out = Command::new(&cxx[0]).args(&cxx[1..]).arg("--version").output().map_err(|e| {
            format!(
                "the kernel simulator needs a C++ compiler: `{}` cannot be run ({e}); install g++ or set OXACC_SIM_CXX",
                cxx.join(" ")
            )
        })?;
        let version = String::from_utf8_lossy(&out.stdout).into_owned();
        let mut flags: Vec<String> = [
            "-std=c++17",
            "-O1",
            "-g0",
            "-fPIC",
            "-shared",
            // a frame larger than a page probes it, so it meets the guard page below each
            // fiber stack instead of jumping into the next fiber's
            "-fstack-clash-protection",
            "-D__OXACC_SIM__",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        if let Ok(extra) = std::env::var("OXACC_SIM_CXXFLAGS") {
            flags.extend(extra.split_whitespace().map(str::to_string));
        }
        let dir = cache_dir();
        std::fs::create_dir_all(&dir).map_err(|e| {
            format!("the kernel simulator cannot create its cache directory {}: {e}", dir.display())
        })?;
        let header = dir.join(format!("oxacc_sim-{:016x}.h", fnv1a(HEADER.as_bytes())));
        if std::fs::read(&header).ok().as_deref() != Some(HEADER.as_bytes()) {
            write_atomic(&header, HEADER.as_bytes())
                .map_err(|e| format!("the kernel simulator cannot write {}: {e}", header.display()))?;
        }
        let mut key = Vec::new();
        for part in [HEADER, &version, &cxx.join(" "), &flags.join(" ")] {
            key.extend_from_slice(part.as_bytes());
            key.push(0);
        }
        Ok(Toolchain { cxx, flags, dir, header, key })
    })
    .as_ref()
    .map_err(|e| e.clone())
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

/// The cached shared object `<dir>/<prefix><hash>.so` built from `source` (written next to it
/// as `.cu`) with `args` after the common flags; compiled unless the cache has it.
fn build(t: &Toolchain, prefix: &str, source: &str, args: &[&OsStr]) -> Result<PathBuf, String> {
    let mut key = t.key.clone();
    key.extend_from_slice(prefix.as_bytes());
    key.push(0);
    key.extend_from_slice(source.as_bytes());
    let stem = format!(
        "{prefix}{:016x}{:016x}-{}",
        fnv1a(&key),
        fast_hash(&key),
        source.len()
    );
    let so = t.dir.join(format!("{stem}.so"));
    if so.exists() {
        return Ok(so);
    }
    let src = t.dir.join(format!("{stem}.cu"));
    write_atomic(&src, source.as_bytes())
        .map_err(|e| format!("the kernel simulator cannot write {}: {e}", src.display()))?;
    let tmp = so.with_extension(format!("so.tmp{}-{}", std::process::id(), unique()));
    // A module starting with the CUDA prelude: the rest of its text after the precompiled
    // header of the prelude (`#line` keeps the compiler's messages and `__LINE__` at the
    // source's own lines), in a file of its own removed after the compile.
    let split = if prefix.is_empty() {
        precompiled(t, source)
    } else {
        None
    };
    let rest = match &split {
        Some((_, at)) => {
            let rest = t
                .dir
                .join(format!("{stem}.rest{}-{}.cu", std::process::id(), unique()));
            let line = source[..*at].bytes().filter(|&b| b == b'\n').count() + 1;
            let text = format!(
                "#line {line} \"{}\"\n{}",
                src.display()
                    .to_string()
                    .replace('\\', "\\\\")
                    .replace('"', "\\\""),
                &source[*at..]
            );
            std::fs::write(&rest, text).map_err(|e| {
                format!("the kernel simulator cannot write {}: {e}", rest.display())
            })?;
            Some(rest)
        }
        None => None,
    };
    let mut cmd = Command::new(&t.cxx[0]);
    cmd.args(&t.cxx[1..]).args(&t.flags);
    match (&split, &rest) {
        (Some((pch, _)), Some(rest)) => {
            cmd.arg("-include").arg(pch).args(["-x", "c++"]).arg(rest);
        }
        _ => {
            cmd.args(args).args(["-x", "c++"]).arg(&src);
        }
    }
    let out = cmd
        .arg("-o")
        .arg(&tmp)
        .args(["-lm", "-lpthread"])
        .output()
        .map_err(|e| format!("the kernel simulator cannot run `{}`: {e}", t.cxx.join(" ")));
    if let Some(rest) = &rest {
        let _ = std::fs::remove_file(rest);
    }
    let out = out?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&tmp);
        let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
        text.push_str(&String::from_utf8_lossy(&out.stdout));
        return Err(format!(
            "the kernel simulator could not compile {} ({}; {} {}):\n{}",
            if prefix.is_empty() {
                "the kernels"
            } else {
                "its core"
            },
            src.display(),
            t.cxx.join(" "),
            out.status,
            clip(&text, 100, 16 << 10)
        ));
    }
    std::fs::rename(&tmp, &so)
        .map_err(|e| format!("the kernel simulator cannot write {}: {e}", so.display()))?;
    Ok(so)
}

/// For a module source containing [`PRELUDE_END`]: the header to `-include` instead of the
/// simulator header (the simulator header and the source up to the marker, precompiled: g++
/// finds `<header>.gch` beside it) and the offset where the rest of the source starts. Built
/// once per cache directory, toolchain, flags and prelude text, under a name made of their
/// hash; `None` (the whole source is compiled as before) when there is no marker or the
/// precompiled header cannot be built. A `.gch` the compiler finds unusable is only slower:
/// it then reads the header's text, which is the same code.
fn precompiled(t: &Toolchain, source: &str) -> Option<(PathBuf, usize)> {
    let at = source.find(PRELUDE_END)? + PRELUDE_END.len();
    let prelude = &source[..at];
    let mut key = t.key.clone();
    key.extend_from_slice(b"pch\0");
    key.extend_from_slice(prelude.as_bytes());
    let id = (fnv1a(&key), fast_hash(&key));
    // Once per process and prelude: the answer (a failed build is not tried again).
    type Built = Vec<((u64, u64), Option<PathBuf>)>;
    static BUILT: Mutex<Built> = Mutex::new(Vec::new());
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, header)) = built.iter().find(|(k, _)| *k == id) {
        return header.clone().map(|h| (h, at));
    }
    let header = build_pch(t, prelude, id);
    built.push((id, header.clone()));
    header.map(|h| (h, at))
}

/// Builds (unless the cache has it) the precompiled header `pch-<id>.h.gch` of the simulator
/// header followed by `prelude`; returns `pch-<id>.h`.
fn build_pch(t: &Toolchain, prelude: &str, id: (u64, u64)) -> Option<PathBuf> {
    let header = t.dir.join(format!("pch-{:016x}{:016x}.h", id.0, id.1));
    let gch = t.dir.join(format!("pch-{:016x}{:016x}.h.gch", id.0, id.1));
    // The prelude keeps the lines it has at the top of a module source (`#line 1`).
    let text = format!(
        "#include \"{}\"\n#line 1\n{prelude}",
        t.header
            .display()
            .to_string()
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    );
    if std::fs::read(&header).ok().as_deref() != Some(text.as_bytes()) {
        write_atomic(&header, text.as_bytes()).ok()?;
    }
    if gch.exists() {
        return Some(header);
    }
    let tmp = t
        .dir
        .join(format!("pch-tmp{}-{}.gch", std::process::id(), unique()));
    let ok = Command::new(&t.cxx[0])
        .args(&t.cxx[1..])
        // the module's flags but `-shared` (a link option): a precompiled header is used only
        // by compiles with the same options
        .args(t.flags.iter().filter(|f| *f != "-shared"))
        .args(["-x", "c++-header"])
        .arg(&header)
        .arg("-o")
        .arg(&tmp)
        .output()
        .is_ok_and(|o| o.status.success());
    if ok && std::fs::rename(&tmp, &gch).is_ok() {
        return Some(header);
    }
    let _ = std::fs::remove_file(&tmp);
    None
}

/// The simulator core, built and loaded once per process, RTLD_GLOBAL so that the modules'
/// references to `__oxacc_sim_*` resolve to it.
fn core() -> Result<(), String> {
    static C: OnceLock<Result<(), String>> = OnceLock::new();
    C.get_or_init(|| {
        let t = toolchain()?;
        // the header itself is the core's source
        let so = build(
            t,
            "core-",
            HEADER,
            &[
                OsStr::new("-DOXACC_SIM_CORE"),
                OsStr::new("-fvisibility=hidden"),
            ],
        )?;
        dl_open(&so, RTLD_NOW | RTLD_GLOBAL).map(|_| ())
    })
    .clone()
}

fn load(source: &str) -> Result<Module, String> {
    let t = toolchain()?;
    let so = build(
        t,
        "",
        source,
        &[OsStr::new("-include"), t.header.as_os_str()],
    )?;
    let h = dl_open(&so, RTLD_NOW)?;
    // SAFETY: live handle, NUL-terminated name.
    let f = unsafe { dlsym(h, c"__oxacc_sim_launch".as_ptr()) };
    if f.is_null() {
        return Err(format!("{} has no __oxacc_sim_launch", so.display()));
    }
    // SAFETY: live handle, NUL-terminated name.
    let p = unsafe { dlsym(h, c"__oxacc_sim_params".as_ptr()) };
    Ok(Module {
        handle: h as usize,
        // SAFETY: the symbol is the header's `__oxacc_sim_launch`, whose type LaunchFn mirrors.
        launch: unsafe { std::mem::transmute::<*mut c_void, LaunchFn>(f) },
        // SAFETY: the symbol is the generated `__oxacc_sim_params`, whose type ParamsFn mirrors.
        params: (!p.is_null()).then(|| unsafe { std::mem::transmute::<*mut c_void, ParamsFn>(p) }),
    })
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

fn dl_open(so: &Path, flags: c_int) -> Result<*mut c_void, String> {
    let path = CString::new(so.as_os_str().as_encoded_bytes())
        .map_err(|_| format!("{} contains NUL", so.display()))?;
    // SAFETY: NUL-terminated path; the objects' initialisers only set up static state.
    let h = unsafe { dlopen(path.as_ptr(), flags) };
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
    Ok(h)
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
