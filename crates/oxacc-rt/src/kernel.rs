//! The GPU code of the program as the host code hands it over (`struct __oxacc_module`,
//! `struct __oxacc_kernel` of `oxacc_rt.h`, docs/gpu-target.md "Host ↔ runtime ABI"), and the
//! device-independent parts of launching it: which image a device loads, how many blocks a
//! launch gets when the program leaves it to the runtime, and the caches that make every launch
//! after the first one lock-free.
//!
//! The structs are static objects of the generated code (string literals, const arrays, and
//! `rt` slots the runtime owns), so the runtime keeps `'static` references into them.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::error::{AccError, AccResult, ErrorCode};

/// `struct __oxacc_image`: one ahead-of-time image of a module.
#[repr(C)]
#[derive(Debug)]
pub struct Image {
    /// `"sm_90"` (a cubin) or `"compute_90"` (PTX).
    pub arch: *const c_char,
    pub is_ptx: c_int,
    pub data: *const c_void,
    pub bytes: usize,
}

/// `struct __oxacc_dglobal`: a `declare`d global whose device address the module's
/// `__device__` pointer `symbol` holds.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DGlobal {
    pub symbol: *const c_char,
    pub host: *mut c_void,
    pub bytes: usize,
    pub name: *const c_char,
}

/// The error of a kernel that failed while `declare`d global `g` of its module had no device
/// copy (bound as null: a `declare link` variable outside the data regions that map it): the
/// likely cause, named as a missing mapping is (2.13.3).
pub fn unbound_global_error(g: &DGlobal, k: &Kernel, failure: &str) -> crate::error::AccError {
    crate::error::AccError::data(
        crate::error::ErrorCode::NotPresent,
        &format!(
            "is not present on the device: a declare'd variable that the GPU code of kernel {} \
             uses, which failed ({failure}); a declare link variable needs a data clause around \
             the compute construct (OpenACC 3.3, 2.13.3)",
            k.name()
        ),
        g.host as usize,
        g.bytes,
        crate::error::Loc {
            name: g.name(),
            file_line: k.loc(),
            implicit: false,
        },
    )
}

/// `struct __oxacc_module`: the GPU code of one translation unit.
#[repr(C)]
#[derive(Debug)]
pub struct Module {
    pub source: *const c_char,
    pub images: *const Image,
    pub nimages: c_int,
    pub globals: *const DGlobal,
    pub nglobals: c_int,
    /// The runtime's (zero-initialised by the compiler). `rt[1]`: the source with the routines
    /// of other files linked in ([`Module::linked_source`]), once computed. `rt[2]`: the
    /// module's [`Module::instance`] number, the key of the per-device caches. `rt[3]`: its
    /// globals with those of the linked routines ([`Module::globals`]), when they have some.
    pub rt: [AtomicUsize; 4],
}

impl Module {
    /// A number no other module descriptor of this process has had, given on first use: what
    /// the per-device caches of loaded modules, kernels and `declare`d globals are keyed by.
    /// Not the descriptor's address: descriptors are static data of the program or of a
    /// shared library, and the program can dlclose() a library and dlopen() another (a
    /// plugin reloaded, a similar one) whose descriptors land at the same addresses; keyed by
    /// address, its kernels found the first library's loaded ones and ran them. A reloaded
    /// library's descriptors are zero again, so they get a new number.
    pub fn instance(&self) -> usize {
        static NEXT: AtomicUsize = AtomicUsize::new(1);
        let current = self.rt[2].load(Ordering::Acquire);
        if current != 0 {
            return current;
        }
        let fresh = NEXT.fetch_add(1, Ordering::Relaxed);
        match self.rt[2].compare_exchange(0, fresh, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => fresh,
            Err(first) => first,
        }
    }
}

/// `struct __oxacc_kernel`: one `extern "C" __global__` function of a module.
#[repr(C)]
#[derive(Debug)]
pub struct Kernel {
    pub module: *mut Module,
    pub name: *const c_char,
    /// `"file.c:LINE"` of the compute construct (of a `kernels` construct's kernel: its loop).
    pub loc: *const c_char,
    /// The runtime's: `rt[0]` holds the [`KernelEntry`] of the device the kernel last ran on;
    /// `rt[1]` whether it uses grid scratch ([`Kernel::uses_grid_scratch`]).
    pub rt: [AtomicUsize; 4],
}

// SAFETY: the descriptors are static data of the generated code that nobody writes after
// start-up, except the `rt` slots, which are atomics.
unsafe impl Sync for Module {}
// SAFETY: as above (a registered routine's copies are leaked, never written: `symbol` and
// `name` point to immutable strings; `host` is only an address to look up).
unsafe impl Sync for DGlobal {}
// SAFETY: as above.
unsafe impl Send for DGlobal {}
// SAFETY: as above.
unsafe impl Send for Module {}
// SAFETY: as above.
unsafe impl Sync for Kernel {}
// SAFETY: as above.
unsafe impl Send for Kernel {}

/// A C string of the generated code (a literal: static), or `None` for null / not UTF-8.
fn cstr(p: *const c_char) -> Option<&'static str> {
    if p.is_null() {
        return None;
    }
    // SAFETY: the compiler passes NUL-terminated string literals (static storage).
    unsafe { CStr::from_ptr(p) }.to_str().ok()
}

impl Kernel {
    /// Whether the kernel combines its scalar reductions through `__device__` scratch of its
    /// module (the CUDA writer's `__oxacc_rc_NAME` counter and `__oxacc_rs_NAME_i` slots,
    /// shared by its one-pass twin): launches of it must not overlap
    /// ([`crate::device::Device::launch_ordered`]). Found in the module's source once,
    /// cached in `rt[1]` (0: not known yet, 1: no, 2: yes).
    pub fn uses_grid_scratch(&self) -> bool {
        match self.rt[1].load(Ordering::Relaxed) {
            1 => false,
            2 => true,
            _ => {
                let decl = format!("__device__ unsigned int __oxacc_rc_{};", self.name());
                let yes = self
                    .module()
                    .ok()
                    .and_then(|m| m.source().ok().flatten())
                    .is_some_and(|s| s.contains(&decl));
                self.rt[1].store(if yes { 2 } else { 1 }, Ordering::Relaxed);
                yes
            }
        }
    }

    pub fn name(&self) -> &'static str {
        cstr(self.name).unwrap_or("<unnamed kernel>")
    }
    pub fn loc(&self) -> Option<&'static str> {
        cstr(self.loc)
    }
    /// The line of [`Kernel::loc`] (0: none).
    pub fn line(&self) -> i32 {
        self.loc()
            .and_then(|l| l.rsplit_once(':'))
            .and_then(|(_, n)| n.parse().ok())
            .unwrap_or(0)
    }
    /// "the compute construct at f.c:12" (or "a compute construct") for messages.
    pub fn construct(&self) -> String {
        match self.loc() {
            Some(l) => format!("the compute construct at {l}"),
            None => "a compute construct".into(),
        }
    }
    pub fn module(&self) -> AccResult<&'static Module> {
        if self.module.is_null() {
            return Err(AccError::new(
                ErrorCode::InvalidNullPointer,
                format!("kernel {} has no module", self.name()),
            ));
        }
        // SAFETY: the compiler's kernel descriptors point to the static module of their unit.
        Ok(unsafe { &*self.module })
    }
}

/// # Safety
/// `p` is null (with `n <= 0`) or points to `n` static values.
unsafe fn static_slice<T>(p: *const T, n: c_int) -> &'static [T] {
    if p.is_null() || n <= 0 {
        &[]
    } else {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(p, n as usize) }
    }
}

impl Module {
    /// The CUDA C++ source (`None` when the module has none: images only).
    pub fn source(&self) -> AccResult<Option<&'static str>> {
        if self.source.is_null() {
            return Ok(None);
        }
        cstr(self.source)
            .map(Some)
            .ok_or_else(|| AccError::new(ErrorCode::InvalidArgument, "the GPU source is not UTF-8"))
    }
    pub fn images(&self) -> &'static [Image] {
        // SAFETY: the compiler emits `nimages` static descriptors (or null and 0).
        unsafe { static_slice(self.images, self.nimages) }
    }
    /// The `declare`d globals to bind: the module's own, then (once [`Module::linked_source`]
    /// has linked routines of other files that use file-scope variables) theirs.
    pub fn globals(&self) -> &'static [DGlobal] {
        let linked = self.rt[3].load(Ordering::Acquire);
        if linked != 0 {
            // SAFETY: only `linked_source` stores into `rt[3]`: a leaked `&'static [DGlobal]`.
            return unsafe { *(linked as *const &'static [DGlobal]) };
        }
        self.own_globals()
    }
    fn own_globals(&self) -> &'static [DGlobal] {
        // SAFETY: as for `images`.
        unsafe { static_slice(self.globals, self.nglobals) }
    }
}

impl Module {
    /// The CUDA C++ source to compile for kernel `k` of this module: its own source, with the
    /// device code of the routines of other files it calls linked in ([`link_source`]) when it
    /// names some. Computed once per module and kept for the process (the compiled-module
    /// caches key on the text, so they see the linked source). A routine no file registered
    /// is an error naming it and `k`'s construct.
    pub fn linked_source(&self, k: &Kernel) -> AccResult<Option<&'static str>> {
        let Some(src) = self.source()? else {
            return Ok(None);
        };
        if !src.contains(NEEDS_MARK) {
            return Ok(Some(src));
        }
        let cached = self.rt[1].load(Ordering::Acquire);
        if cached != 0 {
            // SAFETY: only this function stores into `rt[1]`: a leaked `&'static str`.
            return Ok(Some(unsafe { *(cached as *const &'static str) }));
        }
        let mut names = Vec::new();
        let linked = {
            let reg = routines().lock().unwrap_or_else(|e| e.into_inner());
            link_source_with(
                src,
                |name| reg.get(name).copied(),
                |name| names.push(name.to_string()),
            )
        };
        let linked = linked.map_err(|(name, why)| {
            AccError::new(
                ErrorCode::DeviceInit,
                format!(
                    "kernel {} of {} calls routine '{name}' of another file, which has no device code: {} (OpenACC 3.3, 2.15.1)",
                    k.name(),
                    k.construct(),
                    match why {
                        Some(w) => format!("its definition at {w}"),
                        None => format!(
                            "no file of the program registered it (compile the file that defines '{name}' with oxacc -acc, with `#pragma acc routine` before its definition)"
                        ),
                    }
                ),
            )
        })?;
        // The file-scope variables of the linked routines: bound like the module's own
        // `declare`d globals, after them ([`Module::globals`]); published before the source,
        // so whoever sees the linked source sees them.
        let extra: Vec<DGlobal> = {
            let reg = routine_globals().lock().unwrap_or_else(|e| e.into_inner());
            names
                .iter()
                .filter_map(|n| reg.get(n))
                .flat_map(|g| g.iter().copied())
                .collect()
        };
        if !extra.is_empty() && self.rt[3].load(Ordering::Acquire) == 0 {
            let all: Vec<DGlobal> = self.own_globals().iter().copied().chain(extra).collect();
            let all: &'static &'static [DGlobal] =
                Box::leak(Box::new(&*Box::leak(all.into_boxed_slice())));
            let _ = self.rt[3].compare_exchange(
                0,
                all as *const &'static [DGlobal] as usize,
                Ordering::AcqRel,
                Ordering::Acquire,
            );
        }
        let leaked: &'static &'static str =
            Box::leak(Box::new(&*Box::leak(linked.into_boxed_str())));
        // Two threads that race both link; the first published wins (the other's copy leaks).
        match self.rt[1].compare_exchange(
            0,
            leaked as *const &'static str as usize,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            Ok(_) => Ok(Some(leaked)),
            // SAFETY: as above.
            Err(p) => Ok(Some(unsafe { *(p as *const &'static str) })),
        }
    }
}

/// The line of a module's source (or a routine fragment's) naming the routines of other
/// files its device code calls (oxacc-lower `cuda::NEEDS_MARK`).
pub const NEEDS_MARK: &str = "/* oxacc-needs: ";
/// The line of a fragment whose device functions recurse, with the per-thread stack they need
/// (oxacc-lower `cuda::FRAGMENT_STACK_MARK`).
const STACK_MARK: &str = "/* oxacc-stack: ";
/// The module's stack request as oxacc-lower writes it when nothing recurses.
const STACK_ZERO: &str = "__oxacc_stack_bytes = 0ULL;";

/// A routine another file's code registered: its CUDA fragment, or why it has none (the
/// routine's `file:line: reason`).
#[derive(Clone, Copy, Debug)]
pub enum Routine {
    Fragment(&'static str),
    Missing(&'static str),
}

/// The routines registered at start-up (`__oxacc_register_routine`), by name.
pub fn routines() -> &'static Mutex<HashMap<String, Routine>> {
    static R: std::sync::OnceLock<Mutex<HashMap<String, Routine>>> = std::sync::OnceLock::new();
    R.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Registers routine `name` (`__oxacc_register_routine`). The first registration of a name
/// stays: two definitions of one external function are the linker's business.
pub fn register_routine(name: &str, r: Routine) {
    let mut reg = routines().lock().unwrap_or_else(|e| e.into_inner());
    // A copy, not the registering code's string literal: that lives in the program or in a
    // shared library, and a library the program dlclose()s (its routines registered in the
    // program's runtime, see the driver's runtime_export_list) takes its literals with it,
    // while a module loaded later may still link the routine in. Once per name.
    reg.entry(name.to_string()).or_insert_with(|| {
        let copy = |text: &str| -> &'static str { Box::leak(text.to_owned().into_boxed_str()) };
        match r {
            Routine::Fragment(src) => Routine::Fragment(copy(src)),
            Routine::Missing(why) => Routine::Missing(copy(why)),
        }
    });
}

/// The file-scope variables of registered routines' device code
/// (`__oxacc_register_routine_globals`), by routine name.
fn routine_globals() -> &'static Mutex<HashMap<String, &'static [DGlobal]>> {
    static R: std::sync::OnceLock<Mutex<HashMap<String, &'static [DGlobal]>>> =
        std::sync::OnceLock::new();
    R.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Registers the file-scope variables routine `name`'s fragment binds (its first registration
/// wins, as [`register_routine`]'s). The symbols and names are copied (a dlclose()d library
/// takes its literals with it); the host addresses are the variables'.
pub fn register_routine_globals(name: &str, globals: &[DGlobal]) {
    let mut reg = routine_globals().lock().unwrap_or_else(|e| e.into_inner());
    reg.entry(name.to_string()).or_insert_with(|| {
        let copy = |p: *const c_char| -> *const c_char {
            if p.is_null() {
                return p;
            }
            // SAFETY: the generated registration passes NUL-terminated literals.
            let owned = unsafe { CStr::from_ptr(p) }.to_owned();
            Box::leak(owned.into_boxed_c_str()).as_ptr()
        };
        let copied: Vec<DGlobal> = globals
            .iter()
            .map(|g| DGlobal {
                symbol: copy(g.symbol),
                host: g.host,
                bytes: g.bytes,
                name: copy(g.name),
            })
            .collect();
        Box::leak(copied.into_boxed_slice())
    });
}

/// The routine names on the [`NEEDS_MARK`] line of `text`, if it has one.
fn needs(text: &str) -> Vec<&str> {
    text.lines()
        .find_map(|l| l.strip_prefix(NEEDS_MARK))
        .map(|rest| {
            rest.trim_end()
                .trim_end_matches("*/")
                .split_whitespace()
                .collect()
        })
        .unwrap_or_default()
}

/// `src` with the fragments of the routines it needs, and of the routines those need in turn,
/// inserted before its [`NEEDS_MARK`] line (where its declarations of them follow, before its
/// device functions). When a fragment recurses, the module's per-thread stack request becomes
/// the largest a fragment asks for. `Err((name, why))`: routine `name` has no fragment (`why`
/// from its file, `None` when no file registered it).
pub fn link_source(
    src: &str,
    lookup: impl Fn(&str) -> Option<Routine>,
) -> Result<String, (String, Option<&'static str>)> {
    link_source_with(src, lookup, |_| {})
}

/// [`link_source`], calling `linked` with the name of each routine whose fragment it inserts.
pub fn link_source_with(
    src: &str,
    lookup: impl Fn(&str) -> Option<Routine>,
    mut linked: impl FnMut(&str),
) -> Result<String, (String, Option<&'static str>)> {
    let Some(at) = src.find(NEEDS_MARK) else {
        return Ok(src.to_string());
    };
    let mut order: Vec<String> = Vec::new();
    let mut texts: Vec<&'static str> = Vec::new();
    let mut todo: Vec<String> = needs(src).into_iter().rev().map(str::to_string).collect();
    while let Some(name) = todo.pop() {
        if order.contains(&name) {
            continue;
        }
        match lookup(&name) {
            Some(Routine::Fragment(f)) => {
                todo.extend(needs(f).into_iter().rev().map(str::to_string));
                linked(&name);
                order.push(name);
                texts.push(f);
            }
            Some(Routine::Missing(why)) => return Err((name, Some(why))),
            None => return Err((name, None)),
        }
    }
    let stack = texts
        .iter()
        .filter_map(|f| {
            f.lines()
                .find_map(|l| l.strip_prefix(STACK_MARK))
                .and_then(|r| {
                    r.trim_end()
                        .trim_end_matches("*/")
                        .trim()
                        .parse::<u64>()
                        .ok()
                })
        })
        .max();
    let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
    let mut out = String::with_capacity(src.len() + texts.iter().map(|t| t.len()).sum::<usize>());
    out.push_str(&src[..line_start]);
    for t in &texts {
        out.push_str(t);
        if !t.ends_with('\n') {
            out.push('\n');
        }
    }
    out.push_str(&src[line_start..]);
    if let Some(bytes) = stack {
        if let Some(i) = out.find(STACK_ZERO) {
            out.replace_range(
                i..i + STACK_ZERO.len(),
                &format!("__oxacc_stack_bytes = {bytes}ULL;"),
            );
        }
    }
    Ok(out)
}

impl Image {
    pub fn arch(&self) -> &'static str {
        cstr(self.arch).unwrap_or("")
    }
    pub fn data(&self) -> &'static [u8] {
        if self.data.is_null() || self.bytes == 0 {
            return &[];
        }
        // SAFETY: the compiler emits `bytes` static bytes at `data`.
        unsafe { std::slice::from_raw_parts(self.data as *const u8, self.bytes) }
    }
}

impl DGlobal {
    pub fn symbol(&self) -> Option<&'static str> {
        cstr(self.symbol)
    }
    pub fn name(&self) -> Option<&'static str> {
        cstr(self.name)
    }
}

// ---------------------------------------------------------------------------------------------
// Image selection

/// A parsed target name: `sm_90` / `sm_90a` / `compute_100f` → (number, suffix).
fn parse_arch(s: &str, prefix: &str) -> Option<(u32, Option<char>)> {
    let rest = s.strip_prefix(prefix)?;
    let (digits, suffix) = match rest.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, c)) if i + c.len_utf8() == rest.len() && (c == 'a' || c == 'f') => {
            (&rest[..i], Some(c))
        }
        Some(_) => return None,
        None => (rest, None),
    };
    if digits.is_empty() {
        return None;
    }
    digits.parse().ok().map(|n| (n, suffix))
}

/// The compute capability as CUDA numbers targets: 9.0 → 90, 10.3 → 103.
pub fn cc_number(major: i32, minor: i32) -> u32 {
    (major.max(0) as u32) * 10 + minor.max(0) as u32
}

/// The order in which a device of compute capability `cc` (see [`cc_number`]) tries the
/// images `(arch, is_ptx)` of a module: first a cubin for exactly its architecture (the plain
/// `sm_XY` before `sm_XYa`/`sm_XYf`), then PTX from the highest `compute_XY` not above the
/// device down (PTX of an `a` target only on exactly that device; of an `f` target on its
/// family). An image that fails to load is skipped for the next; after the last, the runtime
/// compiles the source with NVRTC.
pub fn image_order(images: &[(&str, bool)], cc: u32) -> Vec<usize> {
    let mut cubins: Vec<(bool, usize)> = Vec::new();
    let mut ptx: Vec<(u32, usize)> = Vec::new();
    for (i, &(arch, is_ptx)) in images.iter().enumerate() {
        if is_ptx {
            let Some((n, suffix)) = parse_arch(arch, "compute_") else {
                continue;
            };
            let fits = match suffix {
                None => n <= cc,
                Some('a') => n == cc,
                _ => n / 10 == cc / 10 && n <= cc,
            };
            if fits {
                ptx.push((n, i));
            }
        } else if let Some((n, suffix)) = parse_arch(arch, "sm_") {
            if n == cc {
                cubins.push((suffix.is_some(), i));
            }
        }
    }
    cubins.sort(); // stable on index: plain before suffixed, then the module's order
    ptx.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    cubins
        .into_iter()
        .map(|(_, i)| i)
        .chain(ptx.into_iter().map(|(_, i)| i))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Grid choice

/// What a device can hold at once, read once per device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridLimits {
    pub sms: u32,
    pub max_threads_per_sm: u32,
    pub max_blocks_per_sm: u32,
    /// Shared memory per SM in bytes (0: unknown, not a limit).
    pub smem_per_sm: u32,
}

/// The block width of a kernel whose gang and vector levels share one loop nest (each thread
/// one iteration at a time, `iters` of them): the compiler's `bx` (the default vector length,
/// 256), halved while its blocks would leave SMs idle, down to one warp. A `parallel loop`
/// over 4,096 iterations whose body walks a long sequential loop (PolyBench's symm and trmm)
/// ran as 16 blocks of 256 threads on the H200's 132 SMs, 1.22x GCC's time, whose 32-lane
/// blocks spread over 128 (docs/bench-poly.md); one warp per SM keeps more SMs' load units
/// and caches busy for the same threads. Loops long enough to fill the device keep `bx`.
pub fn fit_block(iters: i64, bx: u32, sms: u32) -> u32 {
    let Ok(iters @ 1..) = u64::try_from(iters) else {
        return bx;
    };
    let sms = u64::from(sms.max(1));
    let mut b = bx;
    while b > 32 && b.is_multiple_of(64) && iters.div_ceil(u64::from(b)) < sms {
        b /= 2;
    }
    b
}

/// The largest `gridDim.x`.
pub const MAX_GRID_X: u32 = i32::MAX as u32;

/// The number of blocks of a launch (docs/gpu-target.md, `__oxacc_launch`).
///
/// `num_gangs > 0` is the `num_gangs` clause: exactly that many (up to CUDA's limit on
/// `gridDim.x`; the loops are grid-stride, so a clamped grid still does all the work).
/// Otherwise the grid fills the device once: the SMs times the blocks of this size one SM
/// holds (threads, block slots and shared memory), and no more blocks than `work` (the
/// gang-partitioned units of work; < 0 unknown), but at least one, because gang-redundant code
/// runs even when a loop has no iteration.
pub fn choose_grid(
    num_gangs: i64,
    work: i64,
    threads_per_block: u32,
    shmem: u32,
    lim: &GridLimits,
) -> u32 {
    if num_gangs > 0 {
        return num_gangs.min(i64::from(MAX_GRID_X)) as u32;
    }
    let threads = threads_per_block.max(1).div_ceil(32) * 32;
    let mut per_sm = lim
        .max_blocks_per_sm
        .max(1)
        .min((lim.max_threads_per_sm / threads).max(1));
    if shmem > 0 && lim.smem_per_sm > 0 {
        per_sm = per_sm.min((lim.smem_per_sm / shmem).max(1));
    }
    let full = (u64::from(lim.sms.max(1)) * u64::from(per_sm)).min(u64::from(MAX_GRID_X));
    if work < 0 {
        full as u32
    } else {
        (work as u64).clamp(1, full) as u32
    }
}

// ---------------------------------------------------------------------------------------------
// Caches

/// What a device keeps for one kernel once it is loaded. Published through the kernel's
/// `rt[0]` slot and never freed (there are kernels × devices of them), so a reader may use it
/// without a lock. `owner` comes first and the layout is C's, so reading it through an entry
/// that another cache (of another handle type) published is sound.
#[repr(C)]
pub struct KernelEntry<F> {
    pub owner: usize,
    pub func: F,
    /// The dynamic shared memory limit already raised for this function (bytes).
    pub smem_limit: AtomicU32,
    /// The most threads a block of this function can have (its registers permitting); 0:
    /// not asked yet (only blocks over 256 threads ask: every function fits 256).
    pub max_threads: AtomicU32,
}

/// Per-device cache of loaded kernels: a lock-free hit through the kernel's `rt[0]` slot when
/// the kernel last ran on this device, else a map keyed by the kernel descriptor's address and
/// its module's [`Module::instance`] (the address alone can be another library's kernel after
/// a dlclose()).
pub struct KernelCache<F: 'static> {
    id: usize,
    entries: Mutex<HashMap<(usize, usize), &'static KernelEntry<F>>>,
}

impl<F: Copy + Send + Sync + 'static> Default for KernelCache<F> {
    fn default() -> Self {
        Self::new()
    }
}

impl<F: Copy + Send + Sync + 'static> KernelCache<F> {
    pub fn new() -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(1);
        KernelCache {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            entries: Mutex::new(HashMap::new()),
        }
    }

    /// The entry of `k` on this device when `k` last ran here: one atomic load, one compare.
    #[inline]
    pub fn fast(&self, k: &Kernel) -> Option<&'static KernelEntry<F>> {
        let p = k.rt[0].load(Ordering::Acquire);
        if p == 0 {
            return None;
        }
        // SAFETY: only `get_or_load` stores into `rt[0]`, always a leaked `KernelEntry` (of
        // some handle type, `repr(C)` with `owner` first), so the owner read is sound; when it
        // is this cache's id, the entry is a `KernelEntry<F>`.
        let owner = unsafe { (*(p as *const KernelEntry<()>)).owner };
        if owner != self.id {
            return None;
        }
        // SAFETY: as above; this cache made it.
        Some(unsafe { &*(p as *const KernelEntry<F>) })
    }

    /// The entry of `k`, loading it with `load` on the first launch on this device. `load`
    /// runs without the cache's lock (it may compile); when two threads race, the first
    /// entry published wins and both return it.
    pub fn get_or_load(
        &self,
        k: &Kernel,
        load: impl FnOnce() -> AccResult<F>,
    ) -> AccResult<&'static KernelEntry<F>> {
        if let Some(e) = self.fast(k) {
            return Ok(e);
        }
        let instance = k.module().map_or(0, Module::instance);
        let key = (k as *const Kernel as usize, instance);
        let known = self.lock().get(&key).copied();
        let e = match known {
            Some(e) => e,
            None => {
                let func = load()?;
                *self.lock().entry(key).or_insert_with(|| {
                    Box::leak(Box::new(KernelEntry {
                        owner: self.id,
                        func,
                        smem_limit: AtomicU32::new(0),
                        max_threads: AtomicU32::new(0),
                    }))
                })
            }
        };
        k.rt[0].store(e as *const KernelEntry<F> as usize, Ordering::Release);
        Ok(e)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(usize, usize), &'static KernelEntry<F>>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn len(&self) -> usize {
        self.lock().len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Per-device cache of loaded modules keyed by the module's [`Module::instance`]. A module is
/// loaded once per device: the loader runs under the cache's lock, so a second thread that
/// needs the same module waits for it instead of compiling it again.
pub struct ModuleCache<M> {
    modules: Mutex<HashMap<usize, M>>,
}

impl<M: Copy> Default for ModuleCache<M> {
    fn default() -> Self {
        ModuleCache {
            modules: Mutex::new(HashMap::new()),
        }
    }
}

impl<M: Copy> ModuleCache<M> {
    pub fn get_or_load(&self, m: &Module, load: impl FnOnce() -> AccResult<M>) -> AccResult<M> {
        let key = m.instance();
        let mut map = self.modules.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&h) = map.get(&key) {
            return Ok(h);
        }
        let h = load()?;
        map.insert(key, h);
        Ok(h)
    }

    pub fn len(&self) -> usize {
        self.modules.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    fn zero_rt() -> [AtomicUsize; 4] {
        Default::default()
    }

    #[test]
    fn fit_block_spreads_a_short_loop_over_the_sms() {
        // symm's 4,096 columns on 132 SMs: 128 blocks of one warp, not 16 of 256.
        assert_eq!(fit_block(4096, 256, 132), 32);
        // Enough iterations to give every SM a block of 256: unchanged.
        assert_eq!(fit_block(132 * 256, 256, 132), 256);
        assert_eq!(fit_block(1 << 24, 256, 132), 256);
        // In between: the widest block that still reaches every SM.
        assert_eq!(fit_block(20_000, 256, 132), 128);
        // Never below a warp; unknown or empty trip counts and odd widths keep the block.
        assert_eq!(fit_block(10, 256, 132), 32);
        assert_eq!(fit_block(0, 256, 132), 256);
        assert_eq!(fit_block(-1, 256, 132), 256);
        assert_eq!(fit_block(100, 96, 132), 96);
        assert_eq!(fit_block(100, 32, 132), 32);
    }

    fn module() -> Module {
        Module {
            source: c"extern \"C\" __global__ void k() {}".as_ptr(),
            images: std::ptr::null(),
            nimages: 0,
            globals: std::ptr::null(),
            nglobals: 0,
            rt: zero_rt(),
        }
    }

    fn kernel(m: &Module, name: &'static CStr) -> Kernel {
        Kernel {
            module: m as *const Module as *mut Module,
            name: name.as_ptr(),
            loc: c"t.c:7".as_ptr(),
            rt: zero_rt(),
        }
    }

    #[test]
    fn grid_scratch_is_found_by_the_kernel_name_and_cached() {
        // The CUDA writer's declaration for a kernel with scalar reductions (kernel.rs,
        // `__oxacc_rc_{kname}`); its one-pass twin shares it and is never asked (the launch
        // orders by the main kernel).
        let m = Module {
            source: c"__device__ unsigned int __oxacc_rc___oxacc_k_dot_18;\n__device__ double __oxacc_rs___oxacc_k_dot_18_0[4096];\nextern \"C\" __global__ void __oxacc_k_dot_18(int n) {}\nextern \"C\" __global__ void __oxacc_k_dot_1(int n) {}".as_ptr(),
            ..module()
        };
        let dot = kernel(&m, c"__oxacc_k_dot_18");
        let other = kernel(&m, c"__oxacc_k_dot_1");
        assert!(dot.uses_grid_scratch());
        assert_eq!(dot.rt[1].load(Ordering::Relaxed), 2);
        assert!(dot.uses_grid_scratch());
        assert!(!other.uses_grid_scratch());
        assert_eq!(other.rt[1].load(Ordering::Relaxed), 1);
    }

    #[test]
    fn arch_names_parse() {
        assert_eq!(parse_arch("sm_90", "sm_"), Some((90, None)));
        assert_eq!(parse_arch("sm_90a", "sm_"), Some((90, Some('a'))));
        assert_eq!(
            parse_arch("compute_100f", "compute_"),
            Some((100, Some('f')))
        );
        assert_eq!(parse_arch("compute_90", "sm_"), None);
        assert_eq!(parse_arch("sm_", "sm_"), None);
        assert_eq!(parse_arch("sm_9x0", "sm_"), None);
        assert_eq!(parse_arch("sm_90ab", "sm_"), None);
    }

    #[test]
    fn image_selection_prefers_exact_cubin_then_best_ptx() {
        let imgs = [
            ("compute_70", true),
            ("sm_80", false),
            ("compute_90", true),
            ("sm_90a", false),
            ("sm_90", false),
            ("compute_80", true),
            ("compute_100", true),
            ("compute_90a", true),
            ("sm_100", false),
        ];
        // H100 (9.0): sm_90 then sm_90a, then PTX 90 (plain and a), 80, 70; never 100.
        assert_eq!(image_order(&imgs, 90), vec![4, 3, 2, 7, 5, 0]);
        // A100 (8.0): the sm_80 cubin, then PTX 80, 70.
        assert_eq!(image_order(&imgs, 80), vec![1, 5, 0]);
        // 8.6: no exact cubin (sm_80 is not exact), PTX 80 first.
        assert_eq!(image_order(&imgs, 86), vec![5, 0]);
        // 10.0: sm_100, then PTX 100, 90, 80, 70 (not compute_90a).
        assert_eq!(image_order(&imgs, 100), vec![8, 6, 2, 5, 0]);
        // 6.0: nothing fits: NVRTC compiles the source.
        assert!(image_order(&imgs, 60).is_empty());
        // A family PTX runs on later members of its family only.
        let fam = [("compute_100f", true)];
        assert_eq!(image_order(&fam, 103), vec![0]);
        assert!(image_order(&fam, 120).is_empty());
        assert!(image_order(&[("bogus", false), ("compute_x", true)], 90).is_empty());
        assert_eq!(cc_number(9, 0), 90);
        assert_eq!(cc_number(10, 3), 103);
    }

    const H100: GridLimits = GridLimits {
        sms: 132,
        max_threads_per_sm: 2048,
        max_blocks_per_sm: 32,
        smem_per_sm: 228 << 10,
    };

    #[test]
    fn grid_from_num_gangs_is_exact() {
        assert_eq!(choose_grid(1, 1 << 40, 128, 0, &H100), 1);
        assert_eq!(choose_grid(100_000, -1, 128, 0, &H100), 100_000);
        assert_eq!(choose_grid(1 << 40, -1, 128, 0, &H100), MAX_GRID_X);
    }

    #[test]
    fn grid_fills_the_device_but_not_past_the_work() {
        // 128 threads: 2048/128 = 16 blocks per SM; 132 SMs.
        assert_eq!(choose_grid(0, -1, 128, 0, &H100), 132 * 16);
        assert_eq!(choose_grid(-5, 1 << 30, 128, 0, &H100), 132 * 16);
        assert_eq!(choose_grid(0, 1000, 128, 0, &H100), 1000);
        // 32 threads: the 32 block slots of an SM are the limit, not the threads.
        assert_eq!(choose_grid(0, -1, 32, 0, &H100), 132 * 32);
        // 1024 threads: two per SM; a 100-thread block counts as 4 warps (128 threads).
        assert_eq!(choose_grid(0, -1, 1024, 0, &H100), 264);
        assert_eq!(choose_grid(0, -1, 100, 0, &H100), 132 * 16);
        // 100 KiB of dynamic shared memory: two blocks fit in 228 KiB.
        assert_eq!(choose_grid(0, -1, 128, 100 << 10, &H100), 264);
        // More shared memory than an SM has still gets one block per SM.
        assert_eq!(choose_grid(0, -1, 128, 1 << 20, &H100), 132);
        // No work at all: one block still runs the gang-redundant code.
        assert_eq!(choose_grid(0, 0, 128, 0, &H100), 1);
        assert_eq!(choose_grid(0, 1, 128, 0, &H100), 1);
        // Degenerate limits never give 0.
        let none = GridLimits {
            sms: 0,
            max_threads_per_sm: 0,
            max_blocks_per_sm: 0,
            smem_per_sm: 0,
        };
        assert_eq!(choose_grid(0, -1, 0, 0, &none), 1);
    }

    #[test]
    fn kernel_cache_hits_lock_free_after_the_first_load() {
        let m = module();
        let k = kernel(&m, c"k");
        let dev_a: KernelCache<u64> = KernelCache::new();
        let dev_b: KernelCache<u64> = KernelCache::new();
        let loads = AtomicUsize::new(0);
        let load = |v: u64| {
            loads.fetch_add(1, Ordering::Relaxed);
            Ok(v)
        };
        assert!(dev_a.fast(&k).is_none());
        assert_eq!(dev_a.get_or_load(&k, || load(11)).unwrap().func, 11);
        assert_eq!(dev_a.fast(&k).map(|e| e.func), Some(11));
        assert_eq!(dev_a.get_or_load(&k, || load(99)).unwrap().func, 11);
        assert_eq!(loads.load(Ordering::Relaxed), 1);
        // Another device: its own entry; the slot now points to it, and device A falls back
        // to its map without loading again.
        assert!(dev_b.fast(&k).is_none());
        assert_eq!(dev_b.get_or_load(&k, || load(22)).unwrap().func, 22);
        assert!(dev_a.fast(&k).is_none());
        assert_eq!(dev_a.get_or_load(&k, || load(99)).unwrap().func, 11);
        assert_eq!(loads.load(Ordering::Relaxed), 2);
        // A failed load caches nothing.
        let k2 = kernel(&m, c"k2");
        let err = dev_a
            .get_or_load(&k2, || Err(AccError::new(ErrorCode::System, "no")))
            .err();
        assert!(err.is_some());
        assert!(dev_a.fast(&k2).is_none());
        assert_eq!(dev_a.len(), 1);
    }

    #[test]
    fn kernel_cache_races_publish_one_entry() {
        let m = Box::leak(Box::new(module()));
        let k: &'static Kernel = Box::leak(Box::new(kernel(m, c"k")));
        let cache: Arc<KernelCache<usize>> = Arc::new(KernelCache::new());
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let cache = cache.clone();
                std::thread::spawn(move || {
                    (0..1000)
                        .map(|_| cache.get_or_load(k, || Ok(t)).unwrap() as *const _ as usize)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let all: Vec<usize> = threads
            .into_iter()
            .flat_map(|t| t.join().unwrap())
            .collect();
        assert!(all.iter().all(|&e| e == all[0]));
        assert_eq!(cache.len(), 1);
    }

    /// hunt7-drv: a program dlclose()s a library and dlopen()s another whose module and
    /// kernel descriptors land at the same addresses (zeroed again: static data of a fresh
    /// mapping). Keyed by address, the caches handed its kernel the first library's loaded
    /// function (the wrong code on a GPU); the module's instance number tells them apart.
    #[test]
    fn caches_tell_a_reloaded_librarys_descriptors_apart() {
        let m = module();
        let k = kernel(&m, c"k");
        let kernels: KernelCache<u64> = KernelCache::new();
        let modules: ModuleCache<u64> = ModuleCache::default();
        assert_eq!(kernels.get_or_load(&k, || Ok(1)).unwrap().func, 1);
        assert_eq!(modules.get_or_load(&m, || Ok(10)).unwrap(), 10);
        // Same library still loaded: the slot is reset only by a new mapping, and the map
        // still answers without loading.
        k.rt[0].store(0, Ordering::Release);
        assert_eq!(kernels.get_or_load(&k, || Ok(99)).unwrap().func, 1);
        assert_eq!(modules.get_or_load(&m, || Ok(99)).unwrap(), 10);
        // "Unloaded and another library mapped there": every runtime slot zero again.
        for slot in k.rt.iter().chain(m.rt.iter()) {
            slot.store(0, Ordering::Release);
        }
        assert_eq!(kernels.get_or_load(&k, || Ok(2)).unwrap().func, 2);
        assert_eq!(modules.get_or_load(&m, || Ok(20)).unwrap(), 20);
    }

    /// hunt7-drv: a library the program dlopen()s registers its routines in the program's
    /// runtime; after dlclose() its string literals are gone. The registry keeps copies.
    #[test]
    fn registered_routines_outlive_the_registering_code() {
        let text: &'static mut str = Box::leak(
            String::from("__device__ int reg_copy_f(int x) { return x; }").into_boxed_str(),
        );
        let (ptr, len) = (text.as_mut_ptr(), text.len());
        register_routine("reg_copy_f", Routine::Fragment(text));
        // "Unmapped": the bytes the registration pointed to are something else now.
        // SAFETY: the leaked buffer is still allocated; it is overwritten with ASCII.
        unsafe { std::ptr::write_bytes(ptr, b'#', len) };
        let got = routines()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get("reg_copy_f")
            .copied();
        match got {
            Some(Routine::Fragment(src)) => assert!(src.starts_with("__device__ int"), "{src}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn module_cache_loads_each_module_once_per_device() {
        let m1 = module();
        let m2 = module();
        let cache: ModuleCache<u32> = ModuleCache::default();
        let loads = AtomicUsize::new(0);
        let load = |v| {
            loads.fetch_add(1, Ordering::Relaxed);
            Ok(v)
        };
        assert_eq!(cache.get_or_load(&m1, || load(1)).unwrap(), 1);
        assert_eq!(cache.get_or_load(&m1, || load(5)).unwrap(), 1);
        assert_eq!(cache.get_or_load(&m2, || load(2)).unwrap(), 2);
        assert_eq!(loads.load(Ordering::Relaxed), 2);
        assert!(cache
            .get_or_load(&module(), || Err(AccError::new(ErrorCode::System, "x")))
            .is_err());
        assert_eq!(cache.len(), 2);
        // Threads racing for a module that takes a while to load: one load.
        let m3: &'static Module = Box::leak(Box::new(module()));
        let cache = Arc::new(ModuleCache::<u32>::default());
        let loads = Arc::new(AtomicUsize::new(0));
        let hs: Vec<_> = (0..4)
            .map(|_| {
                let (cache, loads) = (cache.clone(), loads.clone());
                std::thread::spawn(move || {
                    cache
                        .get_or_load(m3, || {
                            loads.fetch_add(1, Ordering::Relaxed);
                            std::thread::sleep(std::time::Duration::from_millis(20));
                            Ok(7)
                        })
                        .unwrap()
                })
            })
            .collect();
        for h in hs {
            assert_eq!(h.join().unwrap(), 7);
        }
        assert_eq!(loads.load(Ordering::Relaxed), 1);
    }

    #[test]
    fn linking_inserts_needed_fragments_transitively_before_the_mark() {
        let src = "prelude\nextern \"C\" __device__ unsigned long long __oxacc_stack_bytes = 0ULL;\n/* types */\n/* oxacc-needs: f g */\n__device__ int __oxacc_f_f(int);\n__device__ int __oxacc_f_g(int);\nkernels\n";
        // f needs h (another file's), g recurses, h needs f back (a cycle is linked once).
        let f = "/* oxacc-needs: h */\nFRAG_F\n";
        let g = "/* oxacc-stack: 16384 */\nFRAG_G\n";
        let h = "/* oxacc-needs: f */\nFRAG_H";
        let lookup = |n: &str| match n {
            "f" => Some(Routine::Fragment(f)),
            "g" => Some(Routine::Fragment(g)),
            "h" => Some(Routine::Fragment(h)),
            "bad" => Some(Routine::Missing(
                "b.c:3: it uses the file-scope variable 'x'",
            )),
            _ => None,
        };
        let out = link_source(src, lookup).unwrap();
        let at = |t: &str| {
            out.find(t)
                .unwrap_or_else(|| panic!("{t} missing in {out}"))
        };
        assert_eq!(out.matches("FRAG_F").count(), 1);
        assert_eq!(out.matches("FRAG_H").count(), 1);
        assert!(at("/* types */") < at("FRAG_F"));
        assert!(at("FRAG_F") < at("FRAG_H") && at("FRAG_H") < at("FRAG_G"));
        assert!(at("FRAG_G") < at("/* oxacc-needs: f g */") && at("FRAG_H\n") < at("FRAG_G"));
        assert!(out.contains("__oxacc_stack_bytes = 16384ULL;"));
        assert!(out.ends_with("kernels\n"));
        // Without the mark the source is unchanged; without recursion the stack stays 0.
        assert_eq!(link_source("k\n", lookup).unwrap(), "k\n");
        let only_f = src.replace("f g */", "f */");
        assert!(link_source(&only_f, lookup)
            .unwrap()
            .contains("__oxacc_stack_bytes = 0ULL;"));
        // A routine nobody registered, or one registered without device code.
        let e = link_source(&src.replace("f g", "f nowhere"), lookup).unwrap_err();
        assert_eq!(e, ("nowhere".to_string(), None));
        let e = link_source(&src.replace("f g", "bad"), lookup).unwrap_err();
        assert_eq!(e.0, "bad");
        assert!(e.1.is_some_and(|w| w.contains("file-scope variable")));
    }

    #[test]
    fn linked_source_names_the_missing_routine_and_the_construct() {
        let m: &'static Module = Box::leak(Box::new(Module {
            source: c"/* oxacc-needs: __test_unregistered_routine */\n".as_ptr(),
            ..module()
        }));
        let k = kernel(m, c"__oxacc_k_main_1");
        let e = m.linked_source(&k).unwrap_err();
        assert_eq!(e.code, ErrorCode::DeviceInit);
        assert!(e.message.contains("routine '__test_unregistered_routine'"));
        assert!(e.message.contains("the compute construct at t.c:7"));
        register_routine(
            "__test_registered_routine",
            Routine::Fragment("__device__ int __oxacc_f___test_registered_routine(void);\n"),
        );
        let m2: &'static Module = Box::leak(Box::new(Module {
            source: c"A\n/* oxacc-needs: __test_registered_routine */\nB\n".as_ptr(),
            ..module()
        }));
        let k2 = kernel(m2, c"k");
        let s = m2.linked_source(&k2).unwrap().unwrap();
        assert!(s.starts_with(
            "A\n__device__ int __oxacc_f___test_registered_routine(void);\n/* oxacc-needs"
        ));
        // Kept: the same text (and so the same compiled module) on every launch.
        assert!(std::ptr::eq(s, m2.linked_source(&k2).unwrap().unwrap()));
        // A module that needs nothing is its own source.
        assert!(std::ptr::eq(
            module().source().unwrap().unwrap(),
            module().linked_source(&k).unwrap().unwrap()
        ));
    }

    #[test]
    fn descriptor_strings() {
        let m = module();
        let k = kernel(&m, c"__oxacc_k_main_3");
        assert_eq!(k.name(), "__oxacc_k_main_3");
        assert_eq!(k.loc(), Some("t.c:7"));
        assert_eq!(k.construct(), "the compute construct at t.c:7");
        assert!(k
            .module()
            .unwrap()
            .source()
            .unwrap()
            .unwrap()
            .contains("__global__"));
        assert!(k.module().unwrap().images().is_empty());
        let none = Kernel {
            module: std::ptr::null_mut(),
            name: std::ptr::null(),
            loc: std::ptr::null(),
            rt: zero_rt(),
        };
        assert_eq!(none.construct(), "a compute construct");
        assert_eq!(
            none.module().unwrap_err().code,
            ErrorCode::InvalidNullPointer
        );
    }
}
