//! The profiling and error callback interface (spec chapter 5), and the tools built on the
//! same events: the time report at exit (`OXACC_TIME`, also `NV_ACC_TIME`/`PGI_ACC_TIME`),
//! launch and transfer notes on stderr (`OXACC_NOTIFY`, also `NV_ACC_NOTIFY`), a Chrome trace
//! (`OXACC_TRACE=run.json`) and NVTX ranges (`OXACC_NVTX`, or under Nsight).
//!
//! Cost when nothing listens: every hook starts with [`on`], one relaxed load of the exported
//! `__oxacc_prof_on` (which generated code also tests before each `__oxacc_region` call). It
//! starts at 1 so that the first hook initialises ([`ensure_init`]: environment, tool
//! libraries); it drops to 0 when no tool registered and no built-in sink is on, and becomes
//! 1 for good when a tool registers later (5.3.5).
//!
//! Where events come from (the hooks):
//! - `entry::__oxacc_region`: the directives' phases (data, compute, enter/exit data, update,
//!   wait constructs; [`region`]); a thread-local stack of the directives being executed gives
//!   every event inside its `parent_construct`, file, function and lines;
//! - `device.rs`: alloc, create, upload, download, delete, free, wait, device shutdown;
//! - `entry.rs`: the host team launch, and enter/exit data and update events of entry points
//!   called outside any region;
//! - the backends' `launch` (grid known there): enqueue launch;
//! - `runtime.rs` and the nvidia context creation: device init; `error::fail`: error events;
//!   `atexit`: runtime shutdown.

pub mod abi;
mod nvtx;
pub mod registry;
mod report;
mod sink;
mod trace;

use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use crate::backend::{DeviceKind, HostStamp, Queue, Stamp};
use crate::device::Device;
use crate::error::Loc;
use crate::queue::Target;

pub use sink::{Record, Sink};

/// Non-zero while the runtime wants events (see the module doc). Generated code reads it as
/// `extern int __oxacc_prof_on` (oxacc_rt.h).
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static __oxacc_prof_on: AtomicI32 = AtomicI32::new(1);

/// The hooks' guard: one relaxed load.
#[inline(always)]
pub fn on() -> bool {
    __oxacc_prof_on.load(Ordering::Relaxed) != 0
}

/// `struct __oxacc_region` (oxacc_rt.h).
#[repr(C)]
#[derive(Debug)]
pub struct Region {
    pub construct: c_int,
    pub flags: c_int,
    pub file: *const c_char,
    pub func: *const c_char,
    pub line: c_int,
    pub end_line: c_int,
    pub func_line: c_int,
    pub func_end_line: c_int,
}

pub const REGION_IMPLICIT: c_int = 1;
pub const REGION_DATA_ONLY: c_int = 2;
pub const REGION_NO_BODY: c_int = 4;

/// Where an event comes from: the `src_file` .. `func_end_line_no` fields of `acc_prof_info`.
/// The strings are static C strings (of the generated code, or interned here).
#[derive(Clone, Copy, Debug)]
pub struct Src {
    pub file: *const c_char,
    pub func: *const c_char,
    pub line: c_int,
    pub end_line: c_int,
    pub func_line: c_int,
    pub func_end_line: c_int,
}

impl Src {
    pub const NONE: Src = Src {
        file: std::ptr::null(),
        func: std::ptr::null(),
        line: 0,
        end_line: 0,
        func_line: 0,
        func_end_line: 0,
    };
    pub fn file_str(&self) -> &'static str {
        cstr(self.file).unwrap_or("")
    }
    pub fn func_str(&self) -> &'static str {
        cstr(self.func).unwrap_or("")
    }
}

// SAFETY: the pointers are static C strings, never written.
unsafe impl Send for Src {}
// SAFETY: as above.
unsafe impl Sync for Src {}

pub(crate) fn cstr(p: *const c_char) -> Option<&'static str> {
    if p.is_null() {
        return None;
    }
    // SAFETY: every string a `Src` or an event holds is a static NUL-terminated C string.
    unsafe { CStr::from_ptr(p) }.to_str().ok()
}

/// The C string of a `Loc` field: `Loc` strings are slices of the C strings generated code
/// passes (`Loc::from_c`, see error.rs), so the byte after the slice is their NUL.
pub(crate) fn loc_c(s: Option<&'static str>) -> *const c_char {
    s.map(|s| s.as_ptr() as *const c_char)
        .unwrap_or(std::ptr::null())
}

/// What an event carries besides its kind and context (the second argument of 5.2.2).
#[derive(Clone, Copy, Debug)]
pub enum Payload {
    Other,
    Data {
        name: *const c_char,
        bytes: usize,
        host: usize,
        dev: usize,
    },
    Launch {
        kernel: *const c_char,
        grid: [u32; 3],
        block: [u32; 3],
        /// The kernel's own line (its descriptor's `loc`: a `kernels` construct's kernel is
        /// at its loop), for the time report; 0: the construct's.
        line: i32,
    },
    Error {
        code: c_int,
        message: *const c_char,
    },
}

/// One event as a hook describes it.
#[derive(Clone, Copy)]
pub struct Ev<'a> {
    pub kind: abi::AccEvent,
    pub device: Option<&'a Device>,
    /// The device when there is no `Device` yet (device initialisation).
    pub dev_id: Option<(DeviceKind, i32)>,
    pub target: Target,
    pub implicit: bool,
    pub payload: Payload,
}

impl<'a> Ev<'a> {
    pub fn new(kind: abi::AccEvent, device: Option<&'a Device>, target: Target) -> Ev<'a> {
        Ev {
            kind,
            device,
            dev_id: None,
            target,
            implicit: false,
            payload: Payload::Other,
        }
    }
    pub fn data(mut self, loc: Loc, bytes: usize, host: usize, dev: usize) -> Ev<'a> {
        self.implicit = loc.implicit;
        self.payload = Payload::Data {
            name: loc_c(loc.name),
            bytes,
            host,
            dev,
        };
        self
    }
}

/// The directive an event belongs to (the top of the thread's stack).
#[derive(Clone, Copy, Debug)]
pub struct Scope {
    pub construct: c_int,
    pub src: Src,
}

impl Scope {
    pub const API: Scope = Scope {
        construct: abi::CONSTRUCT_RUNTIME_API,
        src: Src::NONE,
    };
}

/// A started `_start`/`_end` pair: the tool_info the start's callbacks left (5.2.2) and the
/// start time.
#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub tool_info: *mut c_void,
    pub t0: f64,
    pub scope: Scope,
}

/// A region being executed on this thread.
struct Frame {
    region: *const Region,
    scope: Scope,
    /// The compute construct's own pair.
    compute: Option<Token>,
    /// The enter/exit data (or update) pair open now.
    data: Option<Token>,
    /// The device of phase 0 (the directive's events all name it).
    device: Option<&'static Device>,
}

thread_local! {
    static FRAMES: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
    static THREAD_ID: Cell<c_int> = const { Cell::new(-1) };
    /// Inside the runtime's own initialisation (a tool's acc_register_library may call back).
    static INITIALISING: Cell<bool> = const { Cell::new(false) };
    /// Inside an API routine (parent_construct = runtime_api).
    static API_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// The microsecond clock of every event (`Instant` since the first use).
pub fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

pub fn now_us() -> f64 {
    epoch().elapsed().as_secs_f64() * 1e6
}

/// `thread_id` of acc_prof_info: 0, 1, 2 ... in the order threads first raise an event.
pub fn thread_id() -> c_int {
    static NEXT: AtomicI32 = AtomicI32::new(0);
    THREAD_ID
        .try_with(|t| {
            if t.get() < 0 {
                t.set(NEXT.fetch_add(1, Ordering::Relaxed));
            }
            t.get()
        })
        .unwrap_or(0)
}

// ---------------------------------------------------------------------------------------------
// Initialisation

const UNINIT: u8 = 0;
const DONE: u8 = 2;
static INIT: AtomicU8 = AtomicU8::new(UNINIT);
static INIT_LOCK: Mutex<()> = Mutex::new(());
static SINKS: OnceLock<Vec<Box<dyn Sink>>> = OnceLock::new();
static SHUT: AtomicBool = AtomicBool::new(false);

fn sinks() -> &'static [Box<dyn Sink>] {
    SINKS.get().map(|v| v.as_slice()).unwrap_or(&[])
}

/// Whether a built-in sink wants device times (report, trace): hooks take stamps only then.
pub fn want_device_time() -> bool {
    static W: OnceLock<bool> = OnceLock::new();
    *W.get_or_init(|| sinks().iter().any(|s| s.wants_device_time()))
}

fn env_on(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Reads the environment and loads the tool libraries, once (spec 5.3). Cheap after the first
/// call.
#[inline]
pub fn ensure_init() {
    if INIT.load(Ordering::Acquire) != DONE {
        init_slow();
    }
}

#[cold]
fn init_slow() {
    if INITIALISING.try_with(|i| i.get()).unwrap_or(false) {
        return; // a tool's acc_register_library reached the runtime: go on with what is set
    }
    let _g = INIT_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if INIT.load(Ordering::Acquire) == DONE {
        return;
    }
    INITIALISING.with(|i| i.set(true));
    // The runtime's start-up: a tool's allocations under -gpu=managed are libc's.
    let _starting = crate::managed::Starting::new();
    epoch();
    let mut v: Vec<Box<dyn Sink>> = Vec::new();
    let time = ["OXACC_TIME", "NV_ACC_TIME", "PGI_ACC_TIME"]
        .iter()
        .find_map(|n| env_on(n))
        .is_some_and(|s| s != "0");
    if time {
        v.push(Box::new(report::Report::default()));
    }
    let notify = ["OXACC_NOTIFY", "NV_ACC_NOTIFY"]
        .iter()
        .find_map(|n| env_on(n).map(|v| (n, v)))
        .and_then(|(n, s)| {
            let mask = parse_mask(&s);
            if mask.is_none() {
                // A value the user set and nothing happens: say so, as for OMP_NUM_THREADS.
                eprintln!(
                    "OXACC WARNING: environment variable {n}={s} is not a number (a mask: 1 kernel launches, 2 transfers, 3 both; 0x.. in hex): ignored"
                );
            }
            mask
        })
        .unwrap_or(0);
    if notify != 0 {
        v.push(Box::new(sink::Notify { mask: notify }));
    }
    if let Some(path) = env_on("OXACC_TRACE") {
        v.push(Box::new(trace::Trace::new(path)));
    }
    let nvtx_wanted = match env_on("OXACC_NVTX").as_deref() {
        Some("0") => false,
        Some(_) => true,
        None => env_on("NVTX_INJECTION64_PATH").is_some(),
    };
    if nvtx_wanted {
        if let Some(n) = nvtx::Nvtx::load() {
            v.push(Box::new(n));
        }
    }
    let _ = SINKS.set(v);
    register_atexit();
    load_tools();
    INITIALISING.with(|i| i.set(false));
    let active = !sinks().is_empty() || registry::any();
    __oxacc_prof_on.store(i32::from(active), Ordering::Relaxed);
    INIT.store(DONE, Ordering::Release);
}

/// `OXACC_NOTIFY=3` or `0x3`.
fn parse_mask(s: &str) -> Option<u32> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

extern "C" {
    fn atexit(f: extern "C" fn()) -> c_int;
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *mut c_char;
}
const RTLD_NOW: c_int = 2;
const RTLD_DEFAULT: *mut c_void = std::ptr::null_mut();

/// Registers the exit hook. Called again after each device initialisation: handlers run in
/// reverse order of registration, so the last registration (after CUDA registered its own
/// teardown) runs before the driver lets go of its contexts, while device times can still be
/// read. The hook itself runs once.
pub fn register_atexit() {
    extern "C" fn hook() {
        // No panic may leave an atexit handler.
        let _ = std::panic::catch_unwind(shutdown);
    }
    // SAFETY: `hook` is a plain function with the signature atexit wants.
    unsafe { atexit(hook) };
}

// The weak, empty acc_register_library of spec 5.3.1: a statically linked tool's strong
// definition replaces it at link time. `__oxacc_default_register_library` is the same code
// under a name of its own, so the runtime can tell whether a tool was linked in.
#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
std::arch::global_asm!(
    ".pushsection .text.acc_register_library,\"ax\",%progbits",
    ".weak acc_register_library",
    ".type acc_register_library, %function",
    ".globl __oxacc_default_register_library",
    ".type __oxacc_default_register_library, %function",
    ".p2align 4",
    "acc_register_library:",
    "__oxacc_default_register_library:",
    "ret",
    ".popsection",
);

#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
extern "C" {
    fn acc_register_library(reg: abi::RegFn, unreg: abi::RegFn, lookup: abi::LookupFn);
    fn __oxacc_default_register_library(reg: abi::RegFn, unreg: abi::RegFn, lookup: abi::LookupFn);
}

/// Calls every tool's `acc_register_library` once (by address): the statically linked one,
/// the one the dynamic loader finds first (`LD_PRELOAD`, 5.3.4), then each library of
/// `ACC_PROFLIB` (separated by `;`, 5.3.3), in that order.
fn load_tools() {
    #[cfg(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    let mut called: Vec<usize> = vec![__oxacc_default_register_library as *const () as usize];
    #[cfg(not(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )))]
    let mut called: Vec<usize> = Vec::new();
    let mut call = |f: abi::RegisterLibraryFn| {
        let a = f as *const () as usize;
        if called.contains(&a) {
            return;
        }
        called.push(a);
        // SAFETY: a tool's registration routine with the signature of 5.3.1.
        unsafe {
            f(
                crate::api::prof::acc_prof_register_c,
                crate::api::prof::acc_prof_unregister_c,
                crate::api::prof::acc_prof_lookup_c,
            )
        };
    };
    #[cfg(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    {
        let linked = acc_register_library as abi::RegisterLibraryFn;
        call(linked);
        // SAFETY: a lookup of a symbol name by the dynamic loader.
        let p = unsafe { dlsym(RTLD_DEFAULT, c"acc_register_library".as_ptr()) };
        if !p.is_null() {
            // SAFETY: a function named acc_register_library has the signature of 5.3.1.
            call(unsafe { std::mem::transmute::<*mut c_void, abi::RegisterLibraryFn>(p) });
        }
    }
    let Some(libs) = env_on("ACC_PROFLIB") else {
        return;
    };
    for path in libs.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let Ok(c) = CString::new(path) else { continue };
        // SAFETY: dlopen of a path; the library's constructors run.
        let h = unsafe { dlopen(c.as_ptr(), RTLD_NOW) };
        if h.is_null() {
            // SAFETY: dlerror returns null or a message of the loader.
            let why = unsafe { dlerror() };
            let why = cstr(why).unwrap_or("unknown error");
            eprintln!(
                "OXACC WARNING: ACC_PROFLIB: cannot load {path}: {why} (continuing without it)"
            );
            continue;
        }
        // SAFETY: a symbol lookup in the library just opened.
        let f = unsafe { dlsym(h, c"acc_register_library".as_ptr()) };
        if f.is_null() {
            eprintln!(
                "OXACC WARNING: ACC_PROFLIB: {path} has no acc_register_library (spec 5.3.3); it registers nothing"
            );
            continue;
        }
        // SAFETY: as above.
        call(unsafe { std::mem::transmute::<*mut c_void, abi::RegisterLibraryFn>(f) });
    }
}

/// After `acc_prof_register` (5.3.5): events are wanted from now on.
pub fn registered() {
    __oxacc_prof_on.store(1, Ordering::Relaxed);
}

/// Whether events are wanted (initialising first): the hooks' slow path after [`on`].
#[inline]
pub fn active() -> bool {
    ensure_init();
    on() && !SHUT.load(Ordering::Relaxed)
}

// ---------------------------------------------------------------------------------------------
// The region stack

fn top_scope() -> Scope {
    // try_with: at exit the thread's locals may be gone already.
    if API_DEPTH.try_with(|d| d.get()).unwrap_or(0) > 0 {
        return Scope::API;
    }
    FRAMES
        .try_with(|f| f.borrow().last().map(|f| f.scope))
        .ok()
        .flatten()
        .unwrap_or(Scope::API)
}

/// `file:line` of the innermost directive this thread is executing (its events' `src_file`
/// and `line_no`), for messages about something done from inside its events' callbacks.
pub fn directive_text() -> Option<String> {
    FRAMES
        .try_with(|f| {
            f.borrow().last().and_then(|fr| {
                let file = cstr(fr.scope.src.file)?;
                Some(format!("{file}:{}", fr.scope.src.line))
            })
        })
        .ok()
        .flatten()
}

/// Marks the calling thread as inside an API routine until the guard drops (events name
/// `acc_construct_runtime_api`, 5.2.2).
pub struct ApiGuard(bool);

pub fn api_scope() -> ApiGuard {
    if !on() {
        return ApiGuard(false);
    }
    API_DEPTH.with(|d| d.set(d.get() + 1));
    ApiGuard(true)
}

impl Drop for ApiGuard {
    fn drop(&mut self) {
        if self.0 {
            API_DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
        }
    }
}

/// Whether the calling thread is between phase 0 and 1 (or 2 and 3) of a region: the entry
/// points called there leave the enter/exit data events to the region.
pub fn in_region_actions() -> bool {
    FRAMES
        .try_with(|f| f.borrow().last().is_some_and(|fr| fr.data.is_some()))
        .unwrap_or(false)
}

fn is_compute(c: c_int) -> bool {
    matches!(
        c,
        abi::CONSTRUCT_PARALLEL | abi::CONSTRUCT_KERNELS | abi::CONSTRUCT_SERIAL
    )
}

/// `__oxacc_region(r, phase)` (oxacc_rt.h).
pub fn region(r: &'static Region, phase: c_int) {
    if !active() {
        return;
    }
    let rp = r as *const Region;
    // The init, shutdown and set directives raise no events of their own: their frame gives
    // the device init / shutdown events inside them their parent construct and location
    // (5.2.2). They name their devices themselves: looking up the current device here would
    // initialise one the directive does not name.
    let device_directive = matches!(
        r.construct,
        abi::CONSTRUCT_INIT | abi::CONSTRUCT_SHUTDOWN | abi::CONSTRUCT_SET
    );
    let implicit = r.flags & REGION_IMPLICIT != 0;
    let compute = is_compute(r.construct) && r.flags & REGION_DATA_ONLY == 0;
    let scope = Scope {
        construct: r.construct,
        src: Src {
            file: r.file,
            func: r.func,
            line: r.line,
            end_line: r.end_line,
            func_line: r.func_line,
            func_end_line: r.func_end_line,
        },
    };
    // Phase 0 pushes the directive's frame, then asks for the current device (the later
    // phases reuse it): a device initialised by this lookup (its first use) raises its init
    // events inside the directive, which they name (5.1.2: "when the program reaches ... an
    // OpenACC construct"; until 2026-11-29 they said acc_construct_runtime_api, no location).
    let dev: Option<&'static Device> = if phase == 0 {
        FRAMES.with(|f| {
            f.borrow_mut().push(Frame {
                region: rp,
                scope,
                compute: None,
                data: None,
                device: None,
            })
        });
        if device_directive {
            None
        } else {
            let d = crate::runtime::current_ref().ok().map(|d| &**d);
            set_top(rp, |fr| fr.device = d);
            d
        }
    } else if device_directive {
        None
    } else {
        FRAMES
            .try_with(|f| {
                f.borrow()
                    .iter()
                    .rev()
                    .find(|fr| fr.region == rp)
                    .and_then(|fr| fr.device)
            })
            .ok()
            .flatten()
    };
    let ev = |kind| Ev {
        kind,
        device: dev,
        dev_id: None,
        target: Target::Sync,
        implicit,
        payload: Payload::Other,
    };
    let (start, end) = match r.construct {
        abi::CONSTRUCT_EXIT_DATA => (abi::EV_EXIT_DATA_START, abi::EV_EXIT_DATA_END),
        abi::CONSTRUCT_UPDATE => (abi::EV_UPDATE_START, abi::EV_UPDATE_END),
        abi::CONSTRUCT_WAIT => (abi::EV_NONE, abi::EV_NONE),
        _ if device_directive => (abi::EV_NONE, abi::EV_NONE),
        _ if phase >= 2 => (abi::EV_EXIT_DATA_START, abi::EV_EXIT_DATA_END),
        _ => (abi::EV_ENTER_DATA_START, abi::EV_ENTER_DATA_END),
    };
    match phase {
        0 => {
            // (The frame was pushed above.) The construct itself is explicit; its data region is implicit (5.1.3).
            let explicit = |kind| Ev {
                implicit: false,
                ..ev(kind)
            };
            let c = compute.then(|| begin_in(explicit(abi::EV_COMPUTE_CONSTRUCT_START), scope));
            let d = (start != abi::EV_NONE).then(|| begin_in(ev(start), scope));
            set_top(rp, |fr| {
                fr.compute = c;
                fr.data = d;
            });
        }
        2 => {
            let d = begin_in(ev(start), scope);
            set_top(rp, |fr| fr.data = Some(d));
        }
        1 | 3 => {
            let mut tok = None;
            let mut ctok = None;
            set_top(rp, |fr| {
                tok = fr.data.take();
                if phase == 3 {
                    ctok = fr.compute.take();
                }
            });
            if let Some(t) = tok {
                end_in(ev(end), t, None);
            }
            if let Some(t) = ctok {
                let mut e = ev(abi::EV_COMPUTE_CONSTRUCT_END);
                e.implicit = false;
                end_in(e, t, None);
            }
            let body = phase == 1
                && r.flags & REGION_NO_BODY == 0
                && matches!(
                    r.construct,
                    abi::CONSTRUCT_DATA
                        | abi::CONSTRUCT_DECLARE
                        | abi::CONSTRUCT_PARALLEL
                        | abi::CONSTRUCT_KERNELS
                        | abi::CONSTRUCT_SERIAL
                );
            if !body {
                // The directive is over: pop it (and anything a jump left above it).
                FRAMES.with(|f| {
                    let mut f = f.borrow_mut();
                    if let Some(i) = f.iter().rposition(|fr| fr.region == rp) {
                        f.truncate(i);
                    }
                });
            }
        }
        _ => {}
    }
}

fn set_top(rp: *const Region, g: impl FnOnce(&mut Frame)) {
    FRAMES.with(|f| {
        if let Some(fr) = f.borrow_mut().iter_mut().rev().find(|fr| fr.region == rp) {
            g(fr);
        }
    });
}

/// A scope for an entry point called outside any region (older generated code): its own
/// directive's events, located by the clause's `loc`.
pub fn scope_of_loc(construct: c_int, loc: Loc) -> Scope {
    let mut src = Src::NONE;
    if let Some(fl) = loc.file_line {
        if let Some((file, line)) = fl.rsplit_once(':') {
            src.file = intern(file);
            src.line = line.parse().unwrap_or(0);
            src.end_line = src.line;
        }
    }
    Scope { construct, src }
}

/// A static C string for `s` (file names of `loc` strings), made once per distinct text.
fn intern(s: &str) -> *const c_char {
    static T: Mutex<Vec<&'static CStr>> = Mutex::new(Vec::new());
    let mut t = T.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(c) = t.iter().find(|c| c.to_bytes() == s.as_bytes()) {
        return c.as_ptr();
    }
    let c: &'static CStr = Box::leak(CString::new(s).unwrap_or_default().into_boxed_c_str());
    t.push(c);
    c.as_ptr()
}

// ---------------------------------------------------------------------------------------------
// Raising events

/// Raises a `_start` event in the current scope.
pub fn begin(ev: Ev<'_>) -> Token {
    begin_in(ev, top_scope())
}

/// Raises the `_end` event matching `tok`. `dev_time`: the device's own span of the work
/// (launches and transfers), for the report and the trace.
pub fn end(ev: Ev<'_>, tok: Token, dev_time: Option<DevTime>) {
    end_in(ev, tok, dev_time)
}

/// Raises an event that is neither start nor end.
pub fn point(ev: Ev<'_>) {
    let scope = top_scope();
    let t = sink_time();
    emit(&ev, scope, std::ptr::null_mut(), t, None, None);
}

/// The time of an event for the sinks (the callbacks of tools do not get one: skip the clock
/// when there is no sink).
#[inline]
fn sink_time() -> f64 {
    if sinks().is_empty() {
        0.0
    } else {
        now_us()
    }
}

pub fn begin_in(ev: Ev<'_>, scope: Scope) -> Token {
    let t0 = sink_time();
    let tool_info = emit(&ev, scope, std::ptr::null_mut(), t0, None, None);
    Token {
        tool_info,
        t0,
        scope,
    }
}

fn end_in(ev: Ev<'_>, tok: Token, dev_time: Option<DevTime>) {
    let t = sink_time();
    emit(&ev, tok.scope, tok.tool_info, t, Some(tok.t0), dev_time);
}

/// The device's span of an operation: host times (CPU devices, synchronous work) or two
/// stamps in queue order (resolved later).
#[derive(Clone)]
pub enum DevTime {
    Host { start: f64, end: f64 },
    Stamps(Arc<dyn Stamp>, Arc<dyn Stamp>),
}

impl DevTime {
    /// (start, duration) in microseconds once known.
    pub fn resolve(&self) -> Option<(f64, f64)> {
        match self {
            DevTime::Host { start, end } => Some((*start, end - start)),
            DevTime::Stamps(a, b) => {
                let (a, b) = (a.time_us()?, b.time_us()?);
                Some((a, (b - a).max(0.0)))
            }
        }
    }
    pub fn settled(&self) -> bool {
        match self {
            DevTime::Host { .. } => true,
            DevTime::Stamps(a, b) => a.settled() && b.settled(),
        }
    }
}

/// A stamp on `q` (or, for synchronous work, the host time now) when a sink wants device
/// times.
pub fn stamp(q: Option<&Arc<dyn Queue>>) -> Option<Arc<dyn Stamp>> {
    if !want_device_time() {
        return None;
    }
    match q {
        Some(q) => q.stamp(),
        None => Some(Arc::new(HostStamp::now())),
    }
}

pub fn dev_time(a: Option<Arc<dyn Stamp>>, b: Option<Arc<dyn Stamp>>) -> Option<DevTime> {
    Some(DevTime::Stamps(a?, b?))
}

fn device_type_value(d: Option<&Device>) -> (c_int, c_int, DeviceKind) {
    match d {
        Some(d) => (d.kind.acc_value(), d.num, d.kind),
        None => (crate::icv::ACC_DEVICE_HOST, 0, DeviceKind::Host),
    }
}

fn async_fields(t: Target) -> (isize, isize) {
    match t {
        Target::Sync => (
            crate::icv::ACC_ASYNC_SYNC as isize,
            crate::icv::ACC_ASYNC_SYNC as isize,
        ),
        Target::Queue(k) => (k as isize, k as isize),
    }
}

/// Dispatches one event to the tool callbacks and the sinks; returns the tool_info the
/// callbacks left (start events).
fn emit(
    ev: &Ev<'_>,
    scope: Scope,
    tool_info: *mut c_void,
    t: f64,
    t0: Option<f64>,
    dev_time: Option<DevTime>,
) -> *mut c_void {
    if SHUT.load(Ordering::Relaxed) && ev.kind != abi::EV_RUNTIME_SHUTDOWN {
        return tool_info;
    }
    let thread = thread_id();
    let (dtype, dnum, kind) = match (ev.device, ev.dev_id) {
        (None, Some((k, n))) => (k.acc_value(), n, k),
        (d, _) => device_type_value(d),
    };
    let mut tool_info = tool_info;
    if registry::has(ev.kind) {
        let (asy, queue) = async_fields(ev.target);
        let mut prof = abi::ProfInfo {
            event_type: ev.kind,
            valid_bytes: abi::PROF_INFO_VALID,
            version: 202211,
            device_type: dtype,
            device_number: dnum,
            thread_id: thread,
            async_: asy,
            async_queue: queue,
            src_file: scope.src.file,
            func_name: scope.src.func,
            line_no: scope.src.line,
            end_line_no: scope.src.end_line,
            func_line_no: scope.src.func_line,
            func_end_line_no: scope.src.func_end_line,
        };
        let implicit = c_int::from(ev.implicit);
        let parent = scope.construct;
        let mut gangs_per_dim = [0usize; 4];
        let mut info = match ev.payload {
            Payload::Data {
                name,
                bytes,
                host,
                dev,
            } => abi::EventInfo {
                data_event: abi::DataEventInfo {
                    event_type: ev.kind,
                    valid_bytes: abi::DATA_EVENT_VALID,
                    parent_construct: parent,
                    implicit,
                    tool_info,
                    var_name: name,
                    bytes,
                    host_ptr: host as *const c_void,
                    device_ptr: dev as *const c_void,
                },
            },
            Payload::Launch {
                kernel,
                grid,
                block,
                ..
            } => {
                // 5.2.2: element 0 is the number of gang dimensions. The launch's grid has
                // three; its trailing dimensions of 1 are not gang parallelism (a 1-D launch
                // is [1, n], not [3, n, 1, 1] as until 2026-11-29).
                let dims = grid.iter().rposition(|&g| g > 1).map_or(1, |i| i + 1);
                gangs_per_dim = [dims, grid[0] as usize, grid[1] as usize, grid[2] as usize];
                abi::EventInfo {
                    launch_event: abi::LaunchEventInfo {
                        event_type: ev.kind,
                        valid_bytes: abi::LAUNCH_EVENT_VALID,
                        parent_construct: parent,
                        implicit,
                        tool_info,
                        kernel_name: kernel,
                        num_gangs: grid.iter().map(|&g| g as usize).product(),
                        num_workers: block[1] as usize,
                        vector_length: block[0] as usize,
                        num_gangs_per_dim: gangs_per_dim.as_mut_ptr(),
                    },
                }
            }
            Payload::Error { code, message } => abi::EventInfo {
                error_event: abi::ErrorEventInfo {
                    event_type: ev.kind,
                    valid_bytes: abi::ERROR_EVENT_VALID,
                    parent_construct: parent,
                    implicit: 1,
                    tool_info,
                    error_code: code,
                    error_message: message,
                    runtime_info: 0,
                },
            },
            Payload::Other => abi::EventInfo {
                other_event: abi::OtherEventInfo {
                    event_type: ev.kind,
                    valid_bytes: abi::OTHER_EVENT_VALID,
                    parent_construct: parent,
                    implicit,
                    tool_info,
                },
            },
        };
        let mut api = api_info(ev.device, kind, dtype, ev.target);
        // The pointers stay valid for the whole dispatch: they point to these locals.
        let _keep = &mut gangs_per_dim;
        registry::dispatch(ev.kind, |cb| {
            // SAFETY: a tool callback with the signature of 5.2; the structures live across
            // the call. A callback may change tool_info (start events pass it on).
            unsafe { cb(&mut prof, &mut info, &mut api) };
        });
        // SAFETY: every variant starts with the same five fields (5.2.2), tool_info among them.
        tool_info = unsafe { info.other_event.tool_info };
    }
    let sinks = sinks();
    if !sinks.is_empty() {
        let rec = Record {
            ev,
            scope,
            thread,
            device_kind: kind,
            device_num: dnum,
            t,
            t0,
            dev_time,
        };
        for s in sinks {
            s.event(&rec);
        }
    }
    tool_info
}

fn api_info(d: Option<&Device>, kind: DeviceKind, dtype: c_int, t: Target) -> abi::ApiInfo {
    let mut api = abi::ApiInfo {
        device_api: abi::API_NONE,
        valid_bytes: abi::API_INFO_VALID,
        device_type: dtype,
        vendor: abi::VENDOR,
        device_handle: std::ptr::null(),
        context_handle: std::ptr::null(),
        async_handle: std::ptr::null(),
    };
    if kind == DeviceKind::Nvidia {
        if let Some(d) = d {
            api.device_api = abi::API_CUDA;
            let (dev, ctx) = d.backend.cuda_handles();
            api.device_handle = dev;
            api.context_handle = ctx;
            if let Target::Queue(k) = t {
                if let Some(q) = d.queues.existing(k) {
                    api.async_handle = q.native();
                }
            }
        }
    }
    api
}

// ---------------------------------------------------------------------------------------------
// Events of their own

/// Device initialisation (5.1.2) around `f`, which makes device `num` of `kind` usable.
pub fn device_init<T>(kind: DeviceKind, num: i32, f: impl FnOnce() -> T) -> T {
    if !active() {
        return f();
    }
    let mut ev = Ev::new(abi::EV_DEVICE_INIT_START, None, Target::Sync);
    ev.dev_id = Some((kind, num));
    let tok = begin(ev);
    let r = f();
    ev.kind = abi::EV_DEVICE_INIT_END;
    end(ev, tok, None);
    register_atexit();
    r
}

/// The error event (5.1.11), before the default error path of spec 1.5.
pub fn error(code: c_int, message: &str) {
    thread_local! {
        static IN_ERROR: Cell<bool> = const { Cell::new(false) };
    }
    if !on() {
        return;
    }
    // An error before any device was used (acc_set_device_num with a bad number as the
    // program's first call) comes before the runtime's initialisation: do it now, so that
    // the callbacks the application registered (5.3.5) and the ACC_PROFLIB tools (5.3.3) see
    // the error (until 2026-11-29 the event was skipped). Not from inside a tool's
    // acc_register_library (init_slow returns at once there).
    ensure_init();
    if INIT.load(Ordering::Acquire) != DONE || IN_ERROR.with(|e| e.replace(true)) {
        return;
    }
    let msg = CString::new(message.replace('\0', " ")).unwrap_or_default();
    let dev = crate::runtime::current_ref().ok().map(|d| &**d);
    let mut ev = Ev::new(abi::EV_ERROR, dev, Target::Sync);
    ev.implicit = true;
    ev.payload = Payload::Error {
        code,
        message: msg.as_ptr(),
    };
    point(ev);
    IN_ERROR.with(|e| e.set(false));
}

/// The end of the program (5.1.1): the runtime shutdown event, then the report, the trace.
/// Runs once.
pub fn shutdown() {
    static ONCE: AtomicBool = AtomicBool::new(false);
    if INIT.load(Ordering::Acquire) != DONE || ONCE.swap(true, Ordering::AcqRel) {
        return;
    }
    if !on() {
        return;
    }
    // Device times still in flight: let the queues finish (ignoring errors: the program is
    // ending).
    for k in [DeviceKind::Nvidia, DeviceKind::Emul, DeviceKind::Host] {
        for d in crate::runtime::existing_devices(k) {
            for q in d.queues.busy_queues() {
                let _ = q.synchronize();
            }
        }
    }
    point(Ev::new(abi::EV_RUNTIME_SHUTDOWN, None, Target::Sync));
    SHUT.store(true, Ordering::Relaxed);
    for s in sinks() {
        s.finish();
    }
}

// ---------------------------------------------------------------------------------------------
// Entry points called outside any region

/// The enter/exit data or update events of an entry point called outside any region (the
/// directive's own descriptor did not raise them): opened by [`fallback_begin`].
pub struct Fallback {
    tok: Token,
    end: abi::AccEvent,
    target: Target,
}

/// A static whose address marks fallback frames.
static FALLBACK_MARK: u8 = 0;

fn fallback_region() -> *const Region {
    &FALLBACK_MARK as *const u8 as *const Region
}

/// Opens the directive's events for an entry point called outside a region's actions.
pub fn fallback_begin(
    d: &Device,
    t: Target,
    construct: c_int,
    start: abi::AccEvent,
    end: abi::AccEvent,
    loc: impl FnOnce() -> Loc,
) -> Option<Fallback> {
    if !active() || in_region_actions() {
        return None;
    }
    let scope = scope_of_loc(construct, loc());
    let mut ev = Ev::new(start, Some(d), t);
    ev.implicit = false;
    let tok = begin_in(ev, scope);
    FRAMES.with(|f| {
        f.borrow_mut().push(Frame {
            region: fallback_region(),
            scope,
            compute: None,
            data: Some(tok),
            device: None,
        })
    });
    Some(Fallback {
        tok,
        end,
        target: t,
    })
}

pub fn fallback_end(d: &Device, f: Fallback) {
    FRAMES.with(|fr| {
        let mut fr = fr.borrow_mut();
        if let Some(i) = fr.iter().rposition(|x| x.region == fallback_region()) {
            fr.truncate(i);
        }
    });
    end_in(Ev::new(f.end, Some(d), f.target), f.tok, None);
}
