//! `acc_device_nvidia`: CUDA GPUs through the driver API and NVRTC, both loaded at run time by
//! cudarc's `dynamic-loading`. Where `libcuda.so.1` is missing (or `cuInit` fails) there are
//! zero NVIDIA devices; nothing here is called before `is_culib_present()` says the library
//! loads, and every call runs under the API layer's `catch_unwind`.
//!
//! Transfers: synchronous copies of at least `STAGE_MIN` bytes between pageable host memory and
//! the device go through a ring of pinned staging buffers; the CPU team fills (or drains) one
//! buffer while the DMA engine moves another, so pageable copies approach pinned speed.
//!
//! Kernels (`__oxacc_launch`): on the first launch of any kernel of a module on a device, the
//! module is loaded from its images (an exact `sm_XY` cubin, else the best PTX, JIT-compiled by
//! the driver) or from its source compiled by NVRTC (`crate::nvrtc`; the cubin is cached on disk
//! under `$XDG_CACHE_HOME/oxacc` or `~/.cache/oxacc`, named by a hash of source, arch and NVRTC
//! version), and its `declare`d globals are bound. Modules are cached per device by the address
//! of their descriptor; each kernel's `CUfunction` is published in its descriptor's `rt[0]`
//! slot, so a launch on the device the kernel last ran on takes no lock, allocates nothing and
//! formats nothing: one atomic load, then `cuLaunchKernel`.
//!
//! Faults: a kernel that faults (illegal address, trap, assert) leaves the context with a
//! sticky error that every later call returns. Whatever call sees it reports
//! `acc_error_execution` naming the kernel launched last (on that queue when the call is the
//! queue's synchronisation, else on the device) and its construct.

use std::cell::Cell;
use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::sys;

use super::{
    Backend, CudaLaunch, DevPtr, DeviceKind, Event, HostSlot, Launch, Properties, Queue, Stamp,
    HOST_SLOT_MAX,
};
use crate::error::{AccError, AccResult, ErrorCode};
use crate::kernel::{
    cc_number, choose_grid, image_order, GridLimits, Kernel, KernelCache, Module, ModuleCache,
};
use crate::prof::{self, abi};

/// Copies at least this large take the pinned staging path.
const STAGE_MIN: usize = 1 << 20;
/// Size of one pinned staging buffer (the largest chunk); `OXACC_STAGE_CHUNK` overrides.
fn chunk_max() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| {
        env_usize("OXACC_STAGE_CHUNK")
            .unwrap_or(4 << 20)
            .clamp(1 << 20, 1 << 30)
    })
}
/// Number of staging buffers in the ring (`OXACC_STAGE_BUFFERS` overrides).
fn nbuf() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| env_usize("OXACC_STAGE_BUFFERS").unwrap_or(8).clamp(2, 64))
}
/// Team threads that fill or drain one staging buffer (`OXACC_STAGE_THREADS` overrides).
fn copy_threads() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| env_usize("OXACC_STAGE_THREADS").unwrap_or(8).clamp(1, 256))
}
/// Whether the fill (host→device) and the drain (device→host) use non-temporal stores
/// (`OXACC_STAGE_NT`: bit 0 fill, bit 1 drain).
fn nt_stores() -> (bool, bool) {
    static V: OnceLock<usize> = OnceLock::new();
    let v = *V.get_or_init(|| env_usize("OXACC_STAGE_NT").unwrap_or(0));
    (v & 1 != 0, v & 2 != 0)
}
fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|s| s.trim().parse().ok())
}

/// The chunks of an `n`-byte staged copy as (offset, length). The steady size is about n/16,
/// at least 1 MiB (n/4 for copies under 4 MiB: per-chunk costs dominate smaller pieces), at most
/// one buffer; with `OXACC_STAGE_RAMP` (default on) the first and last chunks of large copies
/// are 1/8, 1/4, 1/2 of it, so the fill before the first DMA and the DMA after the last fill
/// (the parts that nothing overlaps) are short.
fn chunks(n: usize) -> Vec<(usize, usize)> {
    let floor = if n < (4 << 20) {
        (n / 4).max(256 << 10)
    } else {
        1 << 20
    };
    let size = (n / 16).clamp(floor, chunk_max().max(floor)) & !((64 << 10) - 1);
    let ramp = [size / 8, size / 4, size / 2];
    let mut lens = Vec::new();
    if ramp_on() && n >= 4 * size && size >= (2 << 20) {
        let ends: usize = 2 * ramp.iter().sum::<usize>();
        lens.extend(ramp);
        let mut middle = n - ends;
        while middle > 0 {
            let len = size.min(middle);
            lens.push(len);
            middle -= len;
        }
        lens.extend(ramp.iter().rev());
    } else {
        let mut left = n;
        while left > 0 {
            let len = size.min(left);
            lens.push(len);
            left -= len;
        }
    }
    let mut off = 0;
    lens.into_iter()
        .map(|len| {
            let c = (off, len);
            off += len;
            c
        })
        .collect()
}

fn ramp_on() -> bool {
    static V: OnceLock<bool> = OnceLock::new();
    *V.get_or_init(|| env_usize("OXACC_STAGE_RAMP").unwrap_or(1) != 0)
}

static ABSENT: OnceLock<String> = OnceLock::new();

/// Why there is no NVIDIA device (for the `acc_error_device_type_unavailable` message).
pub fn why_absent() -> String {
    ABSENT.get().map(|s| format!(" ({s})")).unwrap_or_default()
}

fn err_name(r: sys::CUresult) -> String {
    let mut p: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: cuGetErrorString writes a pointer to a static string or leaves it null.
    let ok = unsafe { sys::cuGetErrorString(r, &mut p) } == sys::CUresult::CUDA_SUCCESS;
    if ok && !p.is_null() {
        // SAFETY: the driver returns a NUL-terminated static string.
        format!(
            "{:?}: {}",
            r,
            unsafe { CStr::from_ptr(p) }.to_string_lossy()
        )
    } else {
        format!("{r:?}")
    }
}

/// The kernel launched last in the process (for naming a fault that a later call reports).
static LAST_KERNEL: AtomicPtr<Kernel> = AtomicPtr::new(std::ptr::null_mut());

/// Errors a kernel leaves in its context when it faults (sticky: every later call returns them).
fn is_fault(r: sys::CUresult) -> bool {
    use sys::CUresult::*;
    matches!(
        r,
        CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_LAUNCH_TIMEOUT
            | CUDA_ERROR_ASSERT
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUDA_ERROR_MISALIGNED_ADDRESS
            | CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUDA_ERROR_INVALID_PC
            | CUDA_ERROR_LAUNCH_FAILED
    )
}

/// `acc_error_execution` for a faulted kernel: its name, its construct, CUDA's error.
fn fault_error(r: sys::CUresult, k: *const Kernel, seen_by: &str) -> AccError {
    // SAFETY: only `Kernel` descriptors of the generated code (static) are recorded.
    let who = match unsafe { k.as_ref() } {
        Some(k) => format!("kernel {} of {} failed", k.name(), k.construct()),
        None => "a GPU kernel failed".to_string(),
    };
    AccError::new(
        ErrorCode::Execution,
        format!("{who}: {} (reported by {seen_by})", err_name(r)),
    )
}

fn check(r: sys::CUresult, what: &str) -> AccResult<()> {
    match r {
        sys::CUresult::CUDA_SUCCESS => Ok(()),
        r if is_fault(r) => Err(fault_error(r, LAST_KERNEL.load(Ordering::Acquire), what)),
        sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY => Err(AccError::new(
            ErrorCode::OutOfMemory,
            format!("{what}: {}", err_name(r)),
        )),
        _ => Err(AccError::new(
            ErrorCode::System,
            format!("{what}: {}", err_name(r)),
        )),
    }
}

/// Lists the NVIDIA devices, or none when the driver is missing or fails to start.
pub fn probe() -> Vec<Arc<dyn Backend>> {
    let found = std::panic::catch_unwind(|| -> Result<Vec<Arc<dyn Backend>>, String> {
        // SAFETY: only tries to dlopen the driver library.
        if !unsafe { sys::is_culib_present() } {
            return Err("libcuda.so.1 was not found".into());
        }
        // SAFETY: the library is present; cuInit has no preconditions.
        let r = unsafe { sys::cuInit(0) };
        if r != sys::CUresult::CUDA_SUCCESS {
            return Err(format!("cuInit failed: {}", err_name(r)));
        }
        let mut n = 0;
        // SAFETY: `n` is a valid out-pointer.
        let r = unsafe { sys::cuDeviceGetCount(&mut n) };
        if r != sys::CUresult::CUDA_SUCCESS {
            return Err(format!("cuDeviceGetCount failed: {}", err_name(r)));
        }
        let mut v: Vec<Arc<dyn Backend>> = Vec::new();
        for i in 0..n {
            let mut dev = 0;
            // SAFETY: `dev` is a valid out-pointer and `i` < count.
            if unsafe { sys::cuDeviceGet(&mut dev, i) } == sys::CUresult::CUDA_SUCCESS {
                v.push(Arc::new(NvidiaBackend::new(i, dev)));
            }
        }
        if v.is_empty() {
            return Err("the CUDA driver reports no device".into());
        }
        Ok(v)
    });
    match found {
        Ok(Ok(v)) => v,
        Ok(Err(why)) => {
            let _ = ABSENT.set(why);
            Vec::new()
        }
        Err(_) => {
            let _ = ABSENT.set("the CUDA driver could not be loaded".into());
            Vec::new()
        }
    }
}

/// Raw CUDA handles are plain pointers owned by the driver; they may be used from any thread
/// with the context current.
#[derive(Clone, Copy)]
struct Handle<T>(T);
// SAFETY: CUDA driver handles are thread-agnostic (the driver synchronises internally).
unsafe impl<T> Send for Handle<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Handle<T> {}

struct Staging {
    bufs: Vec<(usize, Handle<sys::CUevent>)>,
    stream: Handle<sys::CUstream>,
}

pub struct NvidiaBackend {
    ordinal: i32,
    dev: sys::CUdevice,
    ctx: OnceLock<Result<Handle<sys::CUcontext>, String>>,
    /// Set by the caller that raises the device initialisation events (see `context`).
    init_claimed: AtomicBool,
    sizes: Mutex<HashMap<DevPtr, usize>>,
    live: AtomicUsize,
    staging: Arc<Mutex<Option<Staging>>>,
    /// Host ranges registered in place for their mappings (see `Registry`).
    registry: Arc<Registry>,
    /// `__oxacc_launch_cuda`: modules by a hash of their source, functions by (hash, name).
    modules: Mutex<HashMap<u64, Handle<sys::CUmodule>>>,
    functions: Mutex<HashMap<(u64, String), Handle<sys::CUfunction>>>,
    /// `__oxacc_launch`: modules by descriptor address, kernels through their `rt` slots.
    loaded: ModuleCache<Handle<sys::CUmodule>>,
    kernels: KernelCache<Handle<sys::CUfunction>>,
    limits: OnceLock<Limits>,
    /// The device clock of the profiling interface's device times (made on first use).
    clock: Arc<OnceLock<Option<Clock>>>,
    /// Host slots ([`Backend::host_slot`]).
    slots: Mutex<SlotSlab>,
    /// The `declare`d globals of loaded modules: (`Module::instance`, index) -> (the device
    /// address of its pointer symbol, the value written there). A launch writes again only a
    /// value that changed (a `declare link` variable mapped, unmapped or mapped elsewhere).
    bound: Mutex<HashMap<(usize, usize), (u64, u64)>>,
}

/// The host slots of one device: [`HOST_SLOT_MAX`]-byte pieces of 4 KiB chunks of pinned,
/// device-mapped host memory (`cuMemHostAlloc` with DEVICEMAP | PORTABLE; the device address
/// from `cuMemHostGetDevicePointer`, equal to the host address under UVA). A slot backs the
/// copy of a reduction scalar (`Device::enter_hinted`): the kernel's one final update of the
/// variable goes over the bus, and the host reads the result with a load instead of a
/// `cuMemcpyDtoH` (dot.c on an H200: 0.1335 ms a region instead of 0.150 ms). Chunks are
/// allocated when no slot is free and kept for the process (the primary context is never
/// released), so a slot costs a lock and a pop; the slab grows only to the slots live at once.
#[derive(Default)]
struct SlotSlab {
    /// Free slots.
    free: Vec<HostSlot>,
    /// Chunks allocated (host addresses), never freed.
    chunks: Vec<usize>,
    /// The device cannot map host memory, or an allocation failed: no slots from now on
    /// (the callers allocate device memory instead).
    off: bool,
}

/// Bytes of one chunk of [`SlotSlab`].
const SLOT_CHUNK: usize = 4096;

/// Maps CUDA event times to the profiling clock (`prof::now_us`): a reference event recorded
/// and waited for at a known host time; a stamp's time is the reference's plus
/// `cuEventElapsedTime`.
struct Clock {
    ctx: Handle<sys::CUcontext>,
    reference: Handle<sys::CUevent>,
    at_us: f64,
}

impl Clock {
    fn new(ctx: sys::CUcontext) -> Option<Clock> {
        let mut ev = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the context is current (the caller made it so).
        let ok = unsafe {
            sys::cuEventCreate(&mut ev, sys::CUevent_flags::CU_EVENT_DEFAULT as u32)
                == sys::CUresult::CUDA_SUCCESS
                && sys::cuEventRecord(ev, std::ptr::null_mut()) == sys::CUresult::CUDA_SUCCESS
                && sys::cuEventSynchronize(ev) == sys::CUresult::CUDA_SUCCESS
        };
        ok.then(|| Clock {
            ctx: Handle(ctx),
            reference: Handle(ev),
            at_us: prof::now_us(),
        })
    }
}

/// A timing event on a stream (`Queue::stamp`, `prof::stamp`).
struct CudaStamp {
    ev: Handle<sys::CUevent>,
    clock: Arc<OnceLock<Option<Clock>>>,
}

fn cuda_stamp(
    clock: &Arc<OnceLock<Option<Clock>>>,
    ctx: sys::CUcontext,
    stream: sys::CUstream,
) -> Option<Arc<dyn Stamp>> {
    clock.get_or_init(|| Clock::new(ctx)).as_ref()?;
    let mut ev = std::ptr::null_mut();
    // SAFETY: valid out-pointer; live stream of the current context.
    unsafe {
        if sys::cuEventCreate(&mut ev, sys::CUevent_flags::CU_EVENT_DEFAULT as u32)
            != sys::CUresult::CUDA_SUCCESS
        {
            return None;
        }
        if sys::cuEventRecord(ev, stream) != sys::CUresult::CUDA_SUCCESS {
            sys::cuEventDestroy_v2(ev);
            return None;
        }
    }
    Some(Arc::new(CudaStamp {
        ev: Handle(ev),
        clock: clock.clone(),
    }))
}

impl CudaStamp {
    fn query(&self) -> sys::CUresult {
        if let Some(Some(c)) = self.clock.get() {
            if CURRENT_CTX.with(|x| x.get()) != c.ctx.0 as usize {
                // SAFETY: the retained primary context of the stamp's device.
                unsafe { sys::cuCtxSetCurrent(c.ctx.0) };
                CURRENT_CTX.with(|x| x.set(c.ctx.0 as usize));
            }
        }
        // SAFETY: live event.
        unsafe { sys::cuEventQuery(self.ev.0) }
    }
}

impl Stamp for CudaStamp {
    fn time_us(&self) -> Option<f64> {
        if self.query() != sys::CUresult::CUDA_SUCCESS {
            return None;
        }
        let c = self.clock.get()?.as_ref()?;
        let mut ms = 0f32;
        // SAFETY: both events were recorded and have completed.
        let r = unsafe { sys::cuEventElapsedTime_v2(&mut ms, c.reference.0, self.ev.0) };
        (r == sys::CUresult::CUDA_SUCCESS).then(|| c.at_us + f64::from(ms) * 1000.0)
    }
    fn settled(&self) -> bool {
        self.query() != sys::CUresult::CUDA_ERROR_NOT_READY
    }
}

impl Drop for CudaStamp {
    fn drop(&mut self) {
        // SAFETY: destroyed once; a recorded event may be destroyed.
        unsafe { sys::cuEventDestroy_v2(self.ev.0) };
    }
}

/// What the launch path needs to know of the device, read once.
#[derive(Clone, Copy, Debug)]
struct Limits {
    grid: GridLimits,
    /// The most dynamic shared memory a block may opt in to.
    smem_optin: u32,
}

/// Dynamic shared memory a kernel gets without raising its limit.
const SMEM_DEFAULT: u32 = 48 << 10;

thread_local! {
    static CURRENT_CTX: Cell<usize> = const { Cell::new(0) };
}

impl NvidiaBackend {
    fn new(ordinal: i32, dev: sys::CUdevice) -> NvidiaBackend {
        NvidiaBackend {
            ordinal,
            dev,
            ctx: OnceLock::new(),
            init_claimed: AtomicBool::new(false),
            sizes: Mutex::new(HashMap::new()),
            live: AtomicUsize::new(0),
            staging: Arc::new(Mutex::new(None)),
            registry: Arc::new(Registry::default()),
            modules: Mutex::new(HashMap::new()),
            functions: Mutex::new(HashMap::new()),
            loaded: ModuleCache::default(),
            kernels: KernelCache::new(),
            limits: OnceLock::new(),
            clock: Arc::new(OnceLock::new()),
            slots: Mutex::new(SlotSlab::default()),
            bound: Mutex::new(HashMap::new()),
        }
    }

    /// One more chunk of host slots (the context is current). `None`: no mapped memory.
    fn grow_slots(&self, slab: &mut SlotSlab) -> Option<()> {
        if slab.chunks.is_empty()
            && self.attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY) == 0
        {
            return None;
        }
        let mut p = std::ptr::null_mut();
        let flags = sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE;
        // SAFETY: valid out-pointer; the context is current (the caller made it so).
        if unsafe { sys::cuMemHostAlloc(&mut p, SLOT_CHUNK, flags) } != sys::CUresult::CUDA_SUCCESS
        {
            return None;
        }
        let mut dev = 0u64;
        // SAFETY: `p` is mapped pinned memory just allocated in this context; flags must be 0.
        let r = unsafe { sys::cuMemHostGetDevicePointer_v2(&mut dev, p, 0) };
        if r != sys::CUresult::CUDA_SUCCESS || dev == 0 {
            // SAFETY: `p` came from cuMemHostAlloc and is freed once.
            unsafe { sys::cuMemFreeHost(p) };
            return None;
        }
        let host = p as usize;
        slab.chunks.push(host);
        // Handed out from the chunk's start (popped last-in first-out).
        for i in (0..SLOT_CHUNK / HOST_SLOT_MAX).rev() {
            slab.free.push(HostSlot {
                host: host + i * HOST_SLOT_MAX,
                dev: dev as usize + i * HOST_SLOT_MAX,
            });
        }
        Some(())
    }

    fn attribute(&self, a: sys::CUdevice_attribute) -> i32 {
        let mut v = 0;
        // SAFETY: valid out-pointer and device.
        unsafe { sys::cuDeviceGetAttribute(&mut v, a, self.dev) };
        v
    }

    fn limits(&self) -> &Limits {
        self.limits.get_or_init(|| {
            use sys::CUdevice_attribute::*;
            let u = |a| self.attribute(a).max(0) as u32;
            Limits {
                grid: GridLimits {
                    sms: u(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
                    max_threads_per_sm: u(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR),
                    max_blocks_per_sm: u(CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR),
                    smem_per_sm: u(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
                },
                smem_optin: u(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
            }
        })
    }

    fn context(&self) -> AccResult<sys::CUcontext> {
        let make = || {
            let mut ctx = std::ptr::null_mut();
            // SAFETY: `ctx` is a valid out-pointer; `dev` came from cuDeviceGet.
            let r = unsafe { sys::cuDevicePrimaryCtxRetain(&mut ctx, self.dev) };
            if r == sys::CUresult::CUDA_SUCCESS {
                // Kernels allocate private copies whose lengths are known only at run time
                // (private sections, reduction sections) on the device heap: CUDA's default
                // 8 MiB is too small for a grid of them. OXACC_DEVICE_HEAP (bytes) overrides.
                let heap = std::env::var("OXACC_DEVICE_HEAP")
                    .ok()
                    .and_then(|v| v.trim().parse::<usize>().ok())
                    .unwrap_or(1 << 30);
                // A kernel's printf lines wait in a device buffer until the host synchronises,
                // and what does not fit is dropped with no message: CUDA's default 1 MiB
                // holds about 30,000 short lines (tests/acc/compute/gpu_printf_many_lines.c
                // prints 200,000 from one kernel; emul prints every line). Set before any
                // kernel is loaded, as CUDA requires. OXACC_PRINTF_FIFO (bytes) overrides.
                let fifo = std::env::var("OXACC_PRINTF_FIFO")
                    .ok()
                    .and_then(|v| v.trim().parse::<usize>().ok())
                    .unwrap_or(64 << 20);
                // SAFETY: the context just retained is made current for the call.
                unsafe {
                    sys::cuCtxSetCurrent(ctx);
                    sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_MALLOC_HEAP_SIZE, heap);
                    sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_PRINTF_FIFO_SIZE, fifo);
                }
                Ok(Handle(ctx))
            } else {
                Err(err_name(r))
            }
        };
        // The device initialisation events (5.1.2) surround the context's creation, raised
        // outside `get_or_init` by the one caller that claims them: a tool's callback that
        // needs the context (acc_get_property(acc_property_free_memory)...) comes back here,
        // and re-entering `get_or_init` on the same thread deadlocks.
        if self.ctx.get().is_none() && !self.init_claimed.swap(true, Ordering::AcqRel) {
            prof::device_init(DeviceKind::Nvidia, self.ordinal, || {
                self.ctx.get_or_init(make);
            });
        }
        let r = self.ctx.get_or_init(make);
        match r {
            Ok(h) => Ok(h.0),
            Err(e) => Err(AccError::new(
                ErrorCode::DeviceInit,
                format!("cannot initialise NVIDIA device {}: {e}", self.ordinal),
            )),
        }
    }

    fn cc(&self) -> (i32, i32) {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: valid out-pointers and device.
        unsafe {
            sys::cuDeviceGetAttribute(
                &mut major,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                self.dev,
            );
            sys::cuDeviceGetAttribute(
                &mut minor,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                self.dev,
            );
        }
        (major, minor)
    }
}

/// A launch with its events open: the event, its token, the stamp before the kernel.
type Traced = (prof::Ev<'static>, prof::Token, Option<Arc<dyn Stamp>>);

impl NvidiaBackend {
    /// The launch start event, and (for the report and trace) a timing event before the kernel.
    #[cold]
    fn launch_begin(
        &self,
        l: &Launch<'_>,
        grid: [u32; 3],
        stream: sys::CUstream,
    ) -> Option<Traced> {
        if !prof::active() {
            return None;
        }
        let d = crate::runtime::device_ref(DeviceKind::Nvidia, self.ordinal).ok()?;
        let mut ev = prof::Ev::new(abi::EV_ENQUEUE_LAUNCH_START, Some(&**d), l.target);
        ev.payload = prof::Payload::Launch {
            kernel: l.kernel.name,
            grid,
            block: l.block,
            line: l.kernel.line(),
        };
        let tok = prof::begin(ev);
        let s0 = if prof::want_device_time() {
            let ctx = self.context().ok()?;
            cuda_stamp(&self.clock, ctx, stream)
        } else {
            None
        };
        Some((ev, tok, s0))
    }

    #[cold]
    fn launch_end(&self, (mut ev, tok, s0): Traced, stream: sys::CUstream) {
        let s1 = match (&s0, self.context()) {
            (Some(_), Ok(ctx)) => cuda_stamp(&self.clock, ctx, stream),
            _ => None,
        };
        ev.kind = abi::EV_ENQUEUE_LAUNCH_END;
        prof::end(ev, tok, prof::dev_time(s0, s1));
    }
}

fn init_staging(slot: &mut Option<Staging>) -> AccResult<&Staging> {
    {
        if slot.is_none() {
            let mut bufs = Vec::new();
            for _ in 0..nbuf() {
                let mut p = std::ptr::null_mut();
                // SAFETY: valid out-pointer; the context is current (make_current ran).
                check(
                    unsafe { sys::cuMemHostAlloc(&mut p, chunk_max(), 0) },
                    "cuMemHostAlloc",
                )?;
                let mut ev = std::ptr::null_mut();
                // SAFETY: valid out-pointer.
                check(
                    unsafe {
                        sys::cuEventCreate(
                            &mut ev,
                            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
                        )
                    },
                    "cuEventCreate",
                )?;
                bufs.push((p as usize, Handle(ev)));
            }
            let mut s = std::ptr::null_mut();
            // Flags 0: a blocking stream, ordered with the legacy default stream that the other
            // synchronous operations use.
            // SAFETY: valid out-pointer.
            check(unsafe { sys::cuStreamCreate(&mut s, 0) }, "cuStreamCreate")?;
            *slot = Some(Staging {
                bufs,
                stream: Handle(s),
            });
        }
        slot.as_ref()
            .ok_or_else(|| AccError::new(ErrorCode::Other, "staging"))
    }
}

/// The CUmemorytype of the memory at `p`, or 0 when CUDA does not know it (ordinary pageable
/// host memory). `cuPointerGetAttributes` answers that case with CUDA_SUCCESS and a zero;
/// `cuPointerGetAttribute` (singular) fails with CUDA_ERROR_INVALID_VALUE, which
/// compute-sanitizer reports as an API error: every copy of 1 MiB or more from `malloc`
/// memory showed one under memcheck (H200, 2026-11-28, one_pass_kernels.c).
fn memory_type(p: usize) -> u32 {
    let mut kind: u32 = 0;
    let mut attr = sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut data = [&mut kind as *mut u32 as *mut c_void];
    // SAFETY: one attribute, its 4-byte out-value; a query on any address.
    let r = unsafe { sys::cuPointerGetAttributes(1, &mut attr, data.as_mut_ptr(), p as u64) };
    if r == sys::CUresult::CUDA_SUCCESS {
        kind
    } else {
        0
    }
}

/// True when host memory at `p` is ordinary pageable memory (not pinned or registered with
/// CUDA, which the DMA engine reads directly).
fn pageable(p: usize) -> bool {
    memory_type(p) != sys::CUmemorytype::CU_MEMORYTYPE_HOST as u32
}

/// Host page size for in-place registration (the registered range is the mapping's whole
/// pages: a page shared with a neighbouring mapping is never registered twice).
const PAGE: usize = 4096;

/// Mappings of at least this many bytes may be registered in place (`OXACC_REGISTER_MIN`,
/// read once). `OXACC_REGISTER=0` turns registration off; it and `OXACC_REGISTER_AFTER` are read
/// when a mapping of that size is made (reading the environment costs nothing beside it), so a
/// benchmark can compare the policies in one process.
fn register_min() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| {
        env_usize("OXACC_REGISTER_MIN")
            .unwrap_or(64 << 20)
            .max(PAGE)
    })
}

fn register_off() -> bool {
    std::env::var("OXACC_REGISTER")
        .map(|v| v.trim() == "0")
        .unwrap_or(false)
}

/// How many times its own size a mapping moves through the staging ring before it is
/// registered (`OXACC_REGISTER_AFTER`; 0: at its first copy). Registering and unregistering
/// cost more than the DMA they speed up (H100 host, 2026-11-25: ~17 GB/s for the pair, against
/// staging at 43-47 GB/s and DMA at 55 GB/s, so one registration saves its cost only after
/// 12-21 transfers of the whole mapping). Registering once the staged transfers have cost as
/// much extra as a registration (the rent-or-buy rule) keeps every pattern within ~1.2x of the
/// better of the two paths known in hindsight: a data region copied in and out once never
/// registers (staging speed), one updated hundreds of times runs at DMA speed nearly throughout.
fn register_after() -> usize {
    env_usize("OXACC_REGISTER_AFTER").unwrap_or(16)
}

/// Large pageable host ranges registered in place with `cuMemHostRegister` (so the DMA engine
/// reads and writes them directly, at pinned speed, where the staging ring is limited by the
/// CPU's copy bandwidth: 34 GB/s on the H100 machine against 55 GB/s for the link).
///
/// Registration is lazy: a new mapping of `register_min()` bytes or more is only noted
/// (`pending`); its copies go through staging and count their bytes, and the copy that finds
/// `register_after()` times the mapping's size already moved registers it (see there for why).
///
/// A registration lives at most as long as the present-table mapping it was made for
/// (`Backend::host_mapped` / `host_unmapped`): while a mapping exists, its host memory may not
/// be freed (the runtime copies back into it at exit), so no registration ever outlives its
/// memory; a registration kept after its mapping would, after `free()` and a new allocation at
/// the same address, send the next copy to the old pages. At removal the range turns `dying`:
/// when the removal copies back (a copyout removes the mapping first) that one device-to-host
/// copy still runs at pinned speed, and a synchronous one unregisters the range when done; any
/// other copy first unregisters every dying range (after a context synchronisation, since an
/// async copy may still use it) before it looks at host memory. So a range can be freed only
/// after its mapping is gone and is unregistered before the next transfer could touch the
/// address again.
#[derive(Default)]
struct Registrations {
    live: Vec<(usize, usize)>,
    dying: Vec<Dying>,
    pending: Vec<Pending>,
}

/// A registered range whose mapping went away.
#[derive(Clone, Copy)]
struct Dying {
    start: usize,
    len: usize,
    /// The removal's copy back has not run yet: that copy (and only it) may still use the range.
    copy_back: bool,
}

/// A mapping large enough to be registered, not registered yet.
struct Pending {
    host: usize,
    bytes: usize,
    /// Bytes its copies moved through staging so far.
    moved: usize,
    /// Registers after this many bytes moved (`register_after()` times its size).
    after: usize,
    /// A thread is registering it now (outside the lock).
    busy: bool,
    /// Its mapping went away while `busy`: the registration made turns dying at once.
    gone: bool,
}

#[derive(Default)]
struct Registry {
    regs: Mutex<Registrations>,
    any_dying: std::sync::atomic::AtomicBool,
    /// Some range is registered (live or dying): copies look for it (`overlap`) only then.
    any: std::sync::atomic::AtomicBool,
    /// Some mapping is pending: large copies count their bytes (`note_copy`) only then.
    any_pending: std::sync::atomic::AtomicBool,
}

impl Registry {
    /// A mapping [host, host+bytes) was made: noted for registration when large enough.
    fn mapped(&self, host: usize, bytes: usize) {
        if bytes < register_min() || register_off() {
            return;
        }
        let after = register_after().saturating_mul(bytes);
        self.lock().pending.push(Pending {
            host,
            bytes,
            moved: 0,
            after,
            busy: false,
            gone: false,
        });
        self.any_pending.store(true, Ordering::Release);
    }

    /// A copy of [p, p+n) is about to run (dying ranges already swept): when it lies in a
    /// pending mapping, counts its bytes, or registers the mapping when enough were moved (the
    /// copy then finds the registration through `overlap`). The context is current.
    fn note_copy(&self, p: usize, n: usize) {
        if !self.any_pending.load(Ordering::Acquire) {
            return;
        }
        let (host, bytes) = {
            let mut g = self.lock();
            let Some(e) = g
                .pending
                .iter_mut()
                .find(|e| p >= e.host && p < e.host + e.bytes)
            else {
                return;
            };
            if e.busy {
                return; // another thread registers it: this copy stages
            }
            if e.moved < e.after {
                e.moved = e.moved.saturating_add(n);
                return;
            }
            e.busy = true;
            (e.host, e.bytes)
        };
        // Outside the lock: registering 1 GiB takes ~60 ms, and other copies need the list.
        let reg = self.register(host, bytes);
        let mut g = self.lock();
        let gone = match g.pending.iter().position(|e| e.host == host && e.busy) {
            Some(i) => g.pending.swap_remove(i).gone,
            None => true,
        };
        self.any_pending
            .store(!g.pending.is_empty(), Ordering::Release);
        if let Some(r) = reg {
            if gone {
                // The mapping went away meanwhile (a race in the program): never keep it.
                g.dying.push(Dying {
                    start: r.0,
                    len: r.1,
                    copy_back: false,
                });
                self.any_dying.store(true, Ordering::Release);
            } else {
                g.live.push(r);
            }
            self.any.store(true, Ordering::Release);
        }
    }

    /// Registers the whole pages of [host, host+bytes); the registered range, or `None` when
    /// too small, already pinned by the user, or refused by the driver (copies then stage).
    fn register(&self, host: usize, bytes: usize) -> Option<(usize, usize)> {
        let start = host.next_multiple_of(PAGE);
        let end = (host + bytes) / PAGE * PAGE;
        if end <= start || end - start < register_min() / 2 {
            return None; // too small
        }
        // A dying registration of a former mapping at these addresses would make the new
        // registration fail as already registered: drop the dying ones first (after a context
        // synchronisation: an async copy may use them).
        self.sweep(usize::MAX, 0, false).ok()?;
        if !pageable(start) {
            return None; // pinned or registered by the user already
        }
        // SAFETY: [start, end) is mapped host memory of the caller's mapping (the present table
        // guarantees it is live until host_unmapped); the context is current.
        let r = unsafe {
            sys::cuMemHostRegister_v2(
                start as *mut c_void,
                end - start,
                1, /* CU_MEMHOSTREGISTER_PORTABLE */
            )
        };
        (r == sys::CUresult::CUDA_SUCCESS).then_some((start, end - start))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Registrations> {
        self.regs.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The mapping [host, host+bytes) went away (`copy_back`: the removal copies its data back
    /// next): its registration turns dying, a pending note goes.
    fn release(&self, host: usize, bytes: usize, copy_back: bool) {
        if !self.any.load(Ordering::Acquire) && !self.any_pending.load(Ordering::Acquire) {
            return;
        }
        let mut g = self.lock();
        let end = host + bytes;
        let mut i = 0;
        while i < g.live.len() {
            let (s, n) = g.live[i];
            if s >= host && s + n <= end {
                g.live.swap_remove(i);
                g.dying.push(Dying {
                    start: s,
                    len: n,
                    copy_back,
                });
                self.any_dying.store(true, Ordering::Release);
            } else {
                i += 1;
            }
        }
        g.pending.retain_mut(|e| {
            if e.host != host {
                return true;
            }
            e.gone = true;
            e.busy // the registering thread removes it
        });
        self.any_pending
            .store(!g.pending.is_empty(), Ordering::Release);
    }

    /// Unregisters the dying ranges, except those overlapping [keep, keep+n) whose copy back
    /// has not run (the device-to-host copy about to run: a copyout's). `synced`: no async copy
    /// can be using them (else the context is synchronised).
    fn sweep(&self, keep: usize, n: usize, synced: bool) -> AccResult<()> {
        if !self.any_dying.load(Ordering::Acquire) {
            return Ok(());
        }
        let mut g = self.lock();
        let (go, stay): (Vec<Dying>, Vec<Dying>) = g
            .dying
            .iter()
            .partition(|d| !d.copy_back || d.start + d.len <= keep || d.start >= keep + n);
        if go.is_empty() {
            return Ok(());
        }
        if !synced {
            // SAFETY: no arguments; the context is current.
            check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")?;
        }
        for d in &go {
            // SAFETY: `d.start` was registered by `register` and is unregistered once (removed
            // here).
            unsafe { sys::cuMemHostUnregister(d.start as *mut c_void) };
        }
        g.dying = stay;
        self.any_dying.store(!g.dying.is_empty(), Ordering::Release);
        self.any
            .store(!g.dying.is_empty() || !g.live.is_empty(), Ordering::Release);
        Ok(())
    }

    /// The copy back into [p, p+n) was issued: the dying ranges it used may serve no other
    /// copy (the next sweep unregisters them even when that copy overlaps them: after a
    /// `free()` and a new allocation the same addresses are other memory).
    fn copied_back(&self, p: usize, n: usize) {
        if !self.any_dying.load(Ordering::Acquire) {
            return;
        }
        for d in self.lock().dying.iter_mut() {
            if d.start < p.saturating_add(n) && d.start + d.len > p {
                d.copy_back = false;
            }
        }
    }

    /// The part [lo, hi) of [p, p+n) that a registration of ours (live, or dying with its copy
    /// back to come: a copyout copies back after its mapping went away) covers, the lowest one
    /// when several do.
    /// A copy cannot ask the driver instead (`cuPointerGetAttribute` of its first byte): a
    /// mapping's first and last partial pages are not registered (a neighbour may share
    /// them), so the first byte of almost every copy is pageable while the rest is pinned.
    fn overlap(&self, p: usize, n: usize) -> Option<(usize, usize)> {
        if !self.any.load(Ordering::Acquire) {
            return None;
        }
        let g = self.lock();
        let end = p.saturating_add(n);
        g.live
            .iter()
            .copied()
            .chain(
                g.dying
                    .iter()
                    .filter(|d| d.copy_back)
                    .map(|d| (d.start, d.len)),
            )
            .filter(|&(s, len)| s < end && s + len > p)
            .map(|(s, len)| (s.max(p), (s + len).min(end)))
            .min()
    }
}

/// Runs a staged copy when the staging ring is free (`None` when another thread holds it).
fn try_staged(
    slot: &Mutex<Option<Staging>>,
    copy: impl FnOnce(&Staging) -> AccResult<()>,
) -> Option<AccResult<()>> {
    let mut guard = slot.try_lock().ok()?;
    Some(init_staging(&mut guard).and_then(copy))
}

impl NvidiaBackend {
    /// A staged host-to-device copy. The host fills each pinned buffer at this call (the
    /// source is read now, as `cuMemcpyHtoDAsync` from pageable memory reads it) once the
    /// buffer's last DMA is done. With `queue` the DMAs go on that stream, in its order after
    /// its earlier work, and the call returns without waiting for them (the host waits only
    /// when the copy needs more buffers than the ring holds and the queue has not yet reached
    /// the first ones); without, on the ring's own stream, waited for before returning.
    fn h2d_staged(
        st: &Staging,
        dst: DevPtr,
        src: usize,
        n: usize,
        queue: Option<sys::CUstream>,
    ) -> AccResult<()> {
        let stream = queue.unwrap_or(st.stream.0);
        for (i, (off, len)) in chunks(n).into_iter().enumerate() {
            let (buf, ev) = st.bufs[i % st.bufs.len()];
            // Every buffer, not only the ring's second turn: an async staged copy may have
            // left its DMA queued behind a kernel on its queue.
            // SAFETY: `ev` is a live event of this context (never recorded: returns at once).
            check(
                unsafe { sys::cuEventSynchronize(ev.0) },
                "cuEventSynchronize",
            )?;
            crate::team::parallel_copy(buf, src + off, len, copy_threads(), nt_stores().0);
            // SAFETY: `buf` is pinned memory of CHUNK bytes; `dst+off..+len` is inside the
            // caller's device range.
            check(
                unsafe {
                    sys::cuMemcpyHtoDAsync_v2((dst + off) as u64, buf as *const c_void, len, stream)
                },
                "cuMemcpyHtoDAsync",
            )?;
            // SAFETY: live event and stream.
            check(unsafe { sys::cuEventRecord(ev.0, stream) }, "cuEventRecord")?;
        }
        if queue.is_some() {
            return Ok(());
        }
        // SAFETY: live stream.
        check(
            unsafe { sys::cuStreamSynchronize(st.stream.0) },
            "cuStreamSynchronize",
        )
    }

    fn d2h_staged(st: &Staging, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        let parts = chunks(n);
        let issue = |i: usize| -> AccResult<()> {
            let (off, len) = parts[i];
            let (buf, ev) = st.bufs[i % st.bufs.len()];
            // The buffer's last DMA may be an async staged upload still queued on another
            // stream: the download into it waits for that on the device.
            // SAFETY: live stream and event.
            check(
                unsafe { sys::cuStreamWaitEvent(st.stream.0, ev.0, 0) },
                "cuStreamWaitEvent",
            )?;
            // SAFETY: pinned buffer of CHUNK bytes; the source range is the caller's.
            check(
                unsafe {
                    sys::cuMemcpyDtoHAsync_v2(
                        buf as *mut c_void,
                        (src + off) as u64,
                        len,
                        st.stream.0,
                    )
                },
                "cuMemcpyDtoHAsync",
            )?;
            // SAFETY: live event and stream.
            check(
                unsafe { sys::cuEventRecord(ev.0, st.stream.0) },
                "cuEventRecord",
            )
        };
        for i in 0..parts.len().min(st.bufs.len()) {
            issue(i)?;
        }
        for (i, &(off, len)) in parts.iter().enumerate() {
            let (buf, ev) = st.bufs[i % st.bufs.len()];
            // SAFETY: live event.
            check(
                unsafe { sys::cuEventSynchronize(ev.0) },
                "cuEventSynchronize",
            )?;
            crate::team::parallel_copy(dst + off, buf, len, copy_threads(), nt_stores().1);
            if i + st.bufs.len() < parts.len() {
                issue(i + st.bufs.len())?;
            }
        }
        Ok(())
    }

    /// `__oxacc_launch_cuda`: the function `kernel` of `source`, compiled and loaded once.
    fn function(&self, l: &CudaLaunch<'_>) -> AccResult<sys::CUfunction> {
        let key = fnv1a(l.source.as_bytes());
        if let Some(f) = self
            .functions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(key, l.kernel.to_string()))
        {
            return Ok(f.0);
        }
        let module = {
            let mut mods = self.modules.lock().unwrap_or_else(|e| e.into_inner());
            match mods.get(&key) {
                Some(m) => m.0,
                None => {
                    let cubin = self.cubin(l.source, &format!("kernel {}", l.kernel))?;
                    let m = load_image(&cubin, false).map_err(|e| {
                        AccError::new(ErrorCode::System, format!("cuModuleLoadData: {e}"))
                    })?;
                    mods.insert(key, Handle(m));
                    m
                }
            }
        };
        let name = CString::new(l.kernel)
            .map_err(|_| AccError::new(ErrorCode::InvalidArgument, "kernel name contains NUL"))?;
        let mut f = std::ptr::null_mut();
        // SAFETY: live module, NUL-terminated name, valid out-pointer.
        check(
            unsafe { sys::cuModuleGetFunction(&mut f, module, name.as_ptr()) },
            &format!("kernel {}", l.kernel),
        )?;
        self.functions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((key, l.kernel.to_string()), Handle(f));
        Ok(f)
    }

    /// The cubin of `src` for this device: from the disk cache, else compiled by NVRTC.
    /// `what` names the code in messages ("kernel k of the compute construct at f.c:3").
    fn cubin(&self, src: &str, what: &str) -> AccResult<Vec<u8>> {
        let (major, minor) = self.cc();
        let arch = format!("sm_{major}{minor}");
        let (va, vb) = crate::nvrtc::version().map_err(|e| {
            AccError::new(
                ErrorCode::DeviceInit,
                format!("cannot compile the GPU code of {what} for {arch}: {e}"),
            )
        })?;
        let mut key = src.as_bytes().to_vec();
        key.extend_from_slice(format!("\0{arch}\0{va}.{vb}").as_bytes());
        let file =
            cache_dir().map(|d| d.join(format!("{:016x}-{}-{arch}.cubin", fnv1a(&key), src.len())));
        if let Some(f) = &file {
            if let Ok(bytes) = std::fs::read(f) {
                if !bytes.is_empty() {
                    return Ok(bytes);
                }
            }
        }
        let cubin = crate::nvrtc::compile(src, &arch).map_err(|log| {
            AccError::new(
                ErrorCode::System,
                format!(
                    "NVRTC {va}.{vb} rejected the GPU code of {what} (for {arch}): {}",
                    log.lines()
                        .map(str::trim_end)
                        .filter(|l| !l.is_empty())
                        .collect::<Vec<_>>()
                        .join(" | ")
                ),
            )
        })?;
        if let Some(f) = &file {
            // A failed cache write only costs a compile next time.
            if let Some(dir) = f.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let tmp = f.with_extension(format!("tmp{}", std::process::id()));
            if std::fs::write(&tmp, &cubin).is_ok() {
                let _ = std::fs::rename(&tmp, f);
            }
        }
        Ok(cubin)
    }

    /// Loads module `m` on this device (first launch of any of its kernels here): the first
    /// image that fits and loads, else its source through NVRTC; then binds its `declare`d
    /// globals. `k` is the kernel whose launch loads it (named in messages).
    fn load_module(&self, m: &Module, l: &Launch<'_>) -> AccResult<Handle<sys::CUmodule>> {
        let k = l.kernel;
        let (major, minor) = self.cc();
        let images = m.images();
        let list: Vec<(&str, bool)> = images.iter().map(|i| (i.arch(), i.is_ptx != 0)).collect();
        let mut skipped = Vec::new();
        let mut module = None;
        for i in image_order(&list, cc_number(major, minor)) {
            let img = &images[i];
            match load_image(img.data(), img.is_ptx != 0) {
                Ok(h) => {
                    module = Some(h);
                    break;
                }
                Err(e) => skipped.push(format!("{}: {e}", img.arch())),
            }
        }
        let module = match module {
            Some(h) => h,
            None => {
                let what = format!("kernel {} of {}", k.name(), k.construct());
                let Some(src) = m.linked_source(k)? else {
                    return Err(AccError::new(
                        ErrorCode::DeviceInit,
                        format!(
                            "{what}: no image of its module fits this sm_{major}{minor} device{} \
                             and the module has no source to compile",
                            if skipped.is_empty() {
                                String::new()
                            } else {
                                format!(" ({})", skipped.join("; "))
                            }
                        ),
                    ));
                };
                let cubin = self.cubin(src, &what)?;
                load_image(&cubin, false).map_err(|e| {
                    AccError::new(
                        ErrorCode::System,
                        format!("{what}: the cubin NVRTC made does not load: {e}"),
                    )
                })?
            }
        };
        if let Err(e) = self.bind_globals(module, m, l) {
            // SAFETY: the module was loaded above and nothing uses it yet.
            unsafe { sys::cuModuleUnload(module) };
            return Err(e);
        }
        if let Err(e) = raise_stack(module) {
            // SAFETY: as above.
            unsafe { sys::cuModuleUnload(module) };
            return Err(e);
        }
        Ok(Handle(module))
    }

    /// Writes the device address of each `declare`d global into the module's pointer symbol.
    fn bind_globals(&self, module: sys::CUmodule, m: &Module, l: &Launch<'_>) -> AccResult<()> {
        for (i, g) in m.globals().iter().enumerate() {
            let symbol = g.symbol().ok_or_else(|| {
                AccError::new(
                    ErrorCode::InvalidNullPointer,
                    "a declare'd global has no symbol",
                )
            })?;
            let dev = (l.global)(g)? as u64;
            let (mut dptr, mut size) = (0u64, 0usize);
            // SAFETY: live module, NUL-terminated symbol (checked above), valid out-pointers.
            let r = unsafe { sys::cuModuleGetGlobal_v2(&mut dptr, &mut size, module, g.symbol) };
            if r != sys::CUresult::CUDA_SUCCESS || size != std::mem::size_of::<u64>() {
                return Err(AccError::new(
                    ErrorCode::System,
                    format!(
                        "the GPU code of {} has no pointer symbol {symbol} for the declare'd \
                         variable '{}' ({})",
                        l.kernel.construct(),
                        g.name().unwrap_or(symbol),
                        if r == sys::CUresult::CUDA_SUCCESS {
                            format!("it has {size} bytes")
                        } else {
                            err_name(r)
                        }
                    ),
                ));
            }
            self.write_global((m.instance(), i), dptr, dev)?;
        }
        Ok(())
    }

    /// Writes `dev` into the 8-byte pointer symbol at `dptr` of a loaded module (global `key`
    /// of its module) and remembers it.
    fn write_global(&self, key: (usize, usize), dptr: u64, dev: u64) -> AccResult<()> {
        // SAFETY: `dptr` is the 8-byte pointer symbol of a loaded module; `dev` lives across
        // the copy.
        check(
            unsafe { sys::cuMemcpyHtoD_v2(dptr, &dev as *const u64 as *const c_void, 8) },
            "cuMemcpyHtoD (declare'd global)",
        )?;
        self.bound
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, (dptr, dev));
        Ok(())
    }

    /// Before a launch of a kernel of module `m` (loaded): each `declare`d global whose device
    /// address changed since it was written (`bind_globals`) is written again, synchronously,
    /// so that the kernel sees the mapping current now.
    fn rebind_globals(&self, m: &Module, l: &Launch<'_>) -> AccResult<()> {
        let key = m.instance();
        for (i, g) in m.globals().iter().enumerate() {
            let dev = (l.global)(g)? as u64;
            let Some((dptr, old)) = self
                .bound
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(&(key, i))
                .copied()
            else {
                continue;
            };
            if old != dev {
                self.write_global((key, i), dptr, dev)?;
            }
        }
        Ok(())
    }

    /// Lets `f` use `bytes` of dynamic shared memory (above the 48 KiB every kernel may use).
    fn raise_smem(&self, k: &Kernel, f: sys::CUfunction, bytes: u32) -> AccResult<()> {
        let optin = self.limits().smem_optin;
        let r = if bytes > optin {
            None
        } else {
            // SAFETY: `f` is a loaded kernel of the current context.
            let r = unsafe {
                sys::cuFuncSetAttribute(
                    f,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    bytes as i32,
                )
            };
            Some(r).filter(|&r| r != sys::CUresult::CUDA_SUCCESS)
        };
        if bytes <= optin && r.is_none() {
            return Ok(());
        }
        Err(AccError::new(
            ErrorCode::Execution,
            format!(
                "kernel {} of {} needs {bytes} bytes of shared memory; a block of this device \
                 may have {optin}{}",
                k.name(),
                k.construct(),
                r.map(|r| format!(" ({})", err_name(r))).unwrap_or_default()
            ),
        ))
    }

    /// The function of kernel `k` on this device, loading its module on first use.
    fn load_kernel(&self, l: &Launch<'_>) -> AccResult<Handle<sys::CUfunction>> {
        let k = l.kernel;
        let m = k.module()?;
        let module = self.loaded.get_or_load(m, || self.load_module(m, l))?;
        if k.name.is_null() {
            return Err(AccError::new(
                ErrorCode::InvalidNullPointer,
                format!("a kernel of {} has no name", k.construct()),
            ));
        }
        let mut f = std::ptr::null_mut();
        // SAFETY: live module, NUL-terminated name (the descriptor's literal), out-pointer.
        let r = unsafe { sys::cuModuleGetFunction(&mut f, module.0, k.name) };
        if r != sys::CUresult::CUDA_SUCCESS {
            return Err(AccError::new(
                ErrorCode::System,
                format!(
                    "the GPU code of {} has no kernel {}: {}",
                    k.construct(),
                    k.name(),
                    err_name(r)
                ),
            ));
        }
        Ok(Handle(f))
    }
}

/// Loads a cubin or PTX image into the current context. PTX is JIT-compiled by the driver;
/// its error log comes back in the message. The image is copied first: the driver reads an
/// ELF image through aligned loads, and PTX must end in a NUL.
fn load_image(data: &[u8], is_ptx: bool) -> Result<sys::CUmodule, String> {
    if data.is_empty() {
        return Err("empty image".into());
    }
    let mut buf: Vec<u64> = vec![0; data.len().div_ceil(8) + 1];
    // SAFETY: `buf` has room for `data` plus at least one zero byte.
    unsafe {
        std::ptr::copy_nonoverlapping(data.as_ptr(), buf.as_mut_ptr() as *mut u8, data.len())
    };
    let mut log = vec![0u8; 4096];
    let mut opts = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut vals = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
    let mut m = std::ptr::null_mut();
    // SAFETY: `buf` holds a complete image (NUL-terminated for PTX); the options point to a
    // live log buffer of the size given.
    let r = unsafe {
        sys::cuModuleLoadDataEx(
            &mut m,
            buf.as_ptr() as *const c_void,
            opts.len() as u32,
            opts.as_mut_ptr(),
            vals.as_mut_ptr(),
        )
    };
    if r == sys::CUresult::CUDA_SUCCESS {
        return Ok(m);
    }
    let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
    let text = String::from_utf8_lossy(&log[..end])
        .trim()
        .replace('\n', " | ");
    let kind = if is_ptx { "PTX JIT" } else { "cubin" };
    Err(if text.is_empty() {
        format!("{kind}: {}", err_name(r))
    } else {
        format!("{kind}: {}: {text}", err_name(r))
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

fn cache_dir() -> Option<PathBuf> {
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|x| !x.is_empty()) {
        return Some(PathBuf::from(x).join("oxacc"));
    }
    std::env::var_os("HOME")
        .filter(|x| !x.is_empty())
        .map(|h| PathBuf::from(h).join(".cache/oxacc"))
}

impl NvidiaBackend {
    /// A synchronous host-to-device copy (dying registrations already swept): the part of
    /// the host range registered in place goes straight to the DMA engine; the rest (a
    /// mapping's partial first and last pages, or memory outside any mapping) through the
    /// staging ring when large and pageable, else through `cuMemcpyHtoD`.
    fn h2d_swept(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        if n >= STAGE_MIN {
            if let Some((lo, hi)) = self.registry.overlap(src, n) {
                // SAFETY: [lo, hi) is inside the caller's live host range and registered;
                // the device range is the caller's.
                check(
                    unsafe {
                        sys::cuMemcpyHtoD_v2(
                            (dst + (lo - src)) as u64,
                            lo as *const c_void,
                            hi - lo,
                        )
                    },
                    "cuMemcpyHtoD",
                )?;
                if lo > src {
                    self.h2d_swept(dst, src, lo - src)?;
                }
                if hi < src + n {
                    self.h2d_swept(dst + (hi - src), hi, src + n - hi)?;
                }
                return Ok(());
            }
            if pageable(src) {
                if let Some(r) =
                    try_staged(&self.staging, |st| Self::h2d_staged(st, dst, src, n, None))
                {
                    return r;
                }
            }
        }
        // SAFETY: the core passes a live host range and device range of `n` bytes.
        check(
            unsafe { sys::cuMemcpyHtoD_v2(dst as u64, src as *const c_void, n) },
            "cuMemcpyHtoD",
        )?;
        // From pageable memory cuMemcpyHtoD may return before the DMA reaches the device;
        // a synchronous copy must be complete for work on other (non-blocking) streams.
        // SAFETY: synchronises the legacy default stream of the current context.
        check(
            unsafe { sys::cuStreamSynchronize(std::ptr::null_mut()) },
            "cuStreamSynchronize",
        )
    }

    /// The device-to-host twin of `h2d_swept`.
    fn d2h_swept(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        if n >= STAGE_MIN {
            if let Some((lo, hi)) = self.registry.overlap(dst, n) {
                // SAFETY: as in h2d_swept.
                check(
                    unsafe {
                        sys::cuMemcpyDtoH_v2(lo as *mut c_void, (src + (lo - dst)) as u64, hi - lo)
                    },
                    "cuMemcpyDtoH",
                )?;
                if lo > dst {
                    self.d2h_swept(dst, src, lo - dst)?;
                }
                if hi < dst + n {
                    self.d2h_swept(hi, src + (hi - dst), dst + n - hi)?;
                }
                return Ok(());
            }
            if pageable(dst) {
                if let Some(r) = try_staged(&self.staging, |st| Self::d2h_staged(st, dst, src, n)) {
                    return r;
                }
            }
        }
        // SAFETY: as for h2d.
        check(
            unsafe { sys::cuMemcpyDtoH_v2(dst as *mut c_void, src as u64, n) },
            "cuMemcpyDtoH",
        )
    }
}

impl Backend for NvidiaBackend {
    fn kind(&self) -> DeviceKind {
        DeviceKind::Nvidia
    }
    fn shared_memory(&self) -> bool {
        false
    }
    fn make_current(&self) -> AccResult<()> {
        let ctx = self.context()?;
        if CURRENT_CTX.with(|c| c.get()) != ctx as usize {
            // SAFETY: `ctx` is the retained primary context of this device.
            check(unsafe { sys::cuCtxSetCurrent(ctx) }, "cuCtxSetCurrent")?;
            CURRENT_CTX.with(|c| c.set(ctx as usize));
        }
        Ok(())
    }
    fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        self.make_current()?;
        let mut p = 0u64;
        // Rounded up to 8 bytes: an atomic on a 1- or 2-byte object is a compare-and-swap of
        // the aligned word that holds it, which must lie inside the allocation.
        let padded = bytes.max(1).div_ceil(8) * 8;
        // SAFETY: valid out-pointer; context current.
        check(
            unsafe { sys::cuMemAlloc_v2(&mut p, padded) },
            &format!("cannot allocate {bytes} bytes of device memory (cuMemAlloc)"),
        )?;
        self.sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(p as usize, bytes);
        self.live.fetch_add(bytes, Ordering::Relaxed);
        Ok(p as usize)
    }
    fn alloc_managed(&self, bytes: usize) -> AccResult<DevPtr> {
        self.make_current()?;
        let mut p = 0u64;
        // CU_MEM_ATTACH_GLOBAL: any stream of any device may use the block, and the host may
        // touch it while no kernel runs (every synchronous construct ends with the device
        // idle; after an async one the program must wait first, as with nvc). Not counted in
        // `live`: that is device memory of `acc_malloc` and data clauses.
        // SAFETY: valid out-pointer; context current.
        check(
            unsafe {
                sys::cuMemAllocManaged(
                    &mut p,
                    bytes.max(1),
                    sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL as u32,
                )
            },
            "cuMemAllocManaged",
        )?;
        Ok(p as usize)
    }
    fn free_managed(&self, ptr: DevPtr) -> AccResult<()> {
        self.make_current()?;
        // SAFETY: `ptr` came from cuMemAllocManaged and is freed once (managed.rs removes it
        // from its table first).
        check(
            unsafe { sys::cuMemFree_v2(ptr as u64) },
            "cuMemFree (managed memory)",
        )
    }
    fn free(&self, ptr: DevPtr) -> AccResult<()> {
        self.make_current()?;
        let Some(bytes) = self
            .sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&ptr)
        else {
            return Err(AccError::new(
                ErrorCode::InvalidArgument,
                format!("{ptr:#x} is not device memory returned by acc_malloc"),
            ));
        };
        self.live.fetch_sub(bytes, Ordering::Relaxed);
        // SAFETY: `ptr` came from cuMemAlloc and is freed once (removed from `sizes`).
        check(unsafe { sys::cuMemFree_v2(ptr as u64) }, "cuMemFree")
    }
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.make_current()?;
        // A copyout's detach writes words inside its dying range before the copy back: kept.
        self.registry.sweep(src, n, false)?;
        if n >= STAGE_MIN {
            self.registry.note_copy(src, n);
        }
        self.h2d_swept(dst, src, n)
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.make_current()?;
        self.registry.sweep(dst, n, false)?;
        if n >= STAGE_MIN {
            self.registry.note_copy(dst, n);
        }
        self.d2h_swept(dst, src, n)?;
        self.registry.copied_back(dst, n);
        // The copy is done: a dying registration (this copyout's: a copyout removes its mapping
        // before copying back) can go now, after a context synchronisation (an async copy
        // elsewhere may still use another dying range).
        self.registry.sweep(usize::MAX, 0, false)
    }
    fn host_mapped(&self, host: usize, bytes: usize) {
        self.registry.mapped(host, bytes);
    }
    fn pools_small_blocks(&self) -> bool {
        true
    }
    fn host_slot(&self, bytes: usize) -> Option<HostSlot> {
        if bytes > HOST_SLOT_MAX {
            return None;
        }
        let mut slab = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        if slab.off {
            return None;
        }
        if slab.free.is_empty() {
            self.make_current().ok()?;
            if self.grow_slots(&mut slab).is_none() {
                slab.off = true;
                return None;
            }
        }
        slab.free.pop()
    }
    fn free_host_slot(&self, slot: HostSlot) -> AccResult<()> {
        // The device keeps the live slots (`Device::free_slot` gives each back once).
        self.slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .free
            .push(slot);
        Ok(())
    }
    fn host_unmapped(&self, host: usize, bytes: usize, copy_back: bool) {
        self.registry.release(host, bytes, copy_back);
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.make_current()?;
        // SAFETY: both ranges are device memory of `n` bytes.
        check(
            unsafe { sys::cuMemcpyDtoD_v2(dst as u64, src as u64, n) },
            "cuMemcpyDtoD",
        )?;
        // SAFETY: synchronises the legacy default stream.
        check(
            unsafe { sys::cuStreamSynchronize(std::ptr::null_mut()) },
            "cuStreamSynchronize",
        )
    }
    fn new_queue(&self) -> AccResult<Arc<dyn Queue>> {
        self.make_current()?;
        let mut s = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        check(
            unsafe {
                sys::cuStreamCreate(&mut s, sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32)
            },
            "cuStreamCreate",
        )?;
        Ok(Arc::new(CudaQueue {
            stream: Handle(s),
            ctx: Handle(self.context()?),
            staging: self.staging.clone(),
            registry: self.registry.clone(),
            last: AtomicPtr::new(std::ptr::null_mut()),
            clock: self.clock.clone(),
        }))
    }
    fn properties(&self) -> Properties {
        let mut p = Properties {
            vendor: "NVIDIA".into(),
            ..Default::default()
        };
        let mut name = [0 as std::ffi::c_char; 256];
        // SAFETY: `name` has room for 256 bytes.
        unsafe {
            sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, self.dev);
            sys::cuDeviceTotalMem_v2(&mut p.memory, self.dev);
        }
        // SAFETY: cuDeviceGetName wrote a NUL-terminated string (zeroed buffer otherwise).
        p.name = unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let mut v = 0;
        // SAFETY: valid out-pointer.
        unsafe { sys::cuDriverGetVersion(&mut v) };
        p.driver = format!("CUDA driver {}.{}", v / 1000, (v % 1000) / 10);
        if self.make_current().is_ok() {
            let (mut free, mut total) = (0, 0);
            // SAFETY: valid out-pointers; context current.
            unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) };
            p.free_memory = free;
        }
        p
    }
    fn live_bytes(&self) -> usize {
        self.live.load(Ordering::Relaxed)
    }
    fn launch(&self, l: &Launch<'_>, queue: Option<&Arc<dyn Queue>>) -> AccResult<()> {
        if let Some(l1) = l.one_pass_launch(&self.limits().grid) {
            return self.launch(&l1, queue);
        }
        self.make_current()?;
        let k = l.kernel;
        let e = match self.kernels.fast(k) {
            Some(e) => e,
            None => self.kernels.get_or_load(k, || self.load_kernel(l))?,
        };
        let m = k.module()?;
        if !m.globals().is_empty() {
            self.rebind_globals(m, l)?;
        }
        let threads = l.block[0]
            .saturating_mul(l.block[1])
            .saturating_mul(l.block[2]);
        let grid = l.grid.unwrap_or_else(|| {
            [
                choose_grid(l.num_gangs, l.work, threads, l.shmem, &self.limits().grid),
                1,
                1,
            ]
        });
        if l.shmem > SMEM_DEFAULT && e.smem_limit.load(Ordering::Relaxed) < l.shmem {
            self.raise_smem(k, e.func.0, l.shmem)?;
            e.smem_limit.fetch_max(l.shmem, Ordering::Relaxed);
        }
        let stream = match queue {
            Some(q) => q.native() as sys::CUstream,
            None => std::ptr::null_mut(),
        };
        // The enqueue launch events (5.1.8): one load when nobody listens.
        let traced = if prof::on() {
            self.launch_begin(l, grid, stream)
        } else {
            None
        };
        let launch = |block: [u32; 3]| {
            // SAFETY: `func` is a loaded kernel of the current context; `args` follows
            // cuLaunchKernel's convention (the compiler's contract) and is read during the
            // call; the stream is a live stream of this context or the legacy default stream.
            unsafe {
                sys::cuLaunchKernel(
                    e.func.0,
                    grid[0],
                    grid[1],
                    grid[2],
                    block[0],
                    block[1],
                    block[2],
                    l.shmem,
                    stream,
                    l.args,
                    std::ptr::null_mut(),
                )
            }
        };
        // A block over 256 threads may need more registers than it can have (a
        // vector_length(1024) loop with a large body): then fewer vector lanes, as 2.5.12
        // allows ("the implementation may use a different value ... based on limitations
        // imposed by the target"). The kernel reads blockDim, so any width that is a
        // multiple of 32 runs the same iterations. Asked once per function, before the first
        // launch (a failed launch would be reported by compute-sanitizer).
        let mut block = l.block;
        if threads > 256 {
            let mut max = e.max_threads.load(Ordering::Relaxed);
            if max == 0 {
                max = max_threads(e.func.0).unwrap_or(1024);
                e.max_threads.store(max, Ordering::Relaxed);
            }
            if threads > max {
                block = clamp_block(max, l.block).unwrap_or(l.block);
            }
        }
        let r = launch(block);
        if r != sys::CUresult::CUDA_SUCCESS {
            if is_fault(r) {
                // An earlier kernel faulted; it is the one to name.
                return Err(fault_error(
                    r,
                    LAST_KERNEL.load(Ordering::Acquire),
                    "cuLaunchKernel",
                ));
            }
            return Err(AccError::new(
                ErrorCode::Execution,
                format!(
                    "cannot launch kernel {} of {} with ({}, {}, {}) blocks of ({}, {}, {}) threads and \
                     {} bytes of dynamic shared memory: {}",
                    k.name(),
                    k.construct(),
                    grid[0],
                    grid[1],
                    grid[2],
                    l.block[0],
                    l.block[1],
                    l.block[2],
                    l.shmem,
                    err_name(r)
                ),
            ));
        }
        let kp = k as *const Kernel as *mut Kernel;
        LAST_KERNEL.store(kp, Ordering::Release);
        if let Some(t) = traced {
            self.launch_end(t, stream);
        }
        match queue {
            Some(q) => q.launched(k),
            None => {
                // SAFETY: synchronises the legacy default stream.
                let r = unsafe { sys::cuStreamSynchronize(std::ptr::null_mut()) };
                if r != sys::CUresult::CUDA_SUCCESS {
                    let err = fault_error(r, kp, "the end of the compute construct");
                    // A global bound as null (not present at this launch): the likely cause.
                    let key = m.instance();
                    let bound = self.bound.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some(g) = m
                        .globals()
                        .iter()
                        .enumerate()
                        .find(|(i, _)| bound.get(&(key, *i)).is_some_and(|b| b.1 == 0))
                        .map(|(_, g)| g)
                    {
                        return Err(crate::kernel::unbound_global_error(g, k, &err.message));
                    }
                    return Err(err);
                }
            }
        }
        Ok(())
    }
    fn stamp_sync(&self) -> Option<Arc<dyn Stamp>> {
        let ctx = self.context().ok()?;
        cuda_stamp(&self.clock, ctx, std::ptr::null_mut())
    }
    /// The driver's view of `dev`: its memory type and the allocation holding it (one
    /// `cuPointerGetAttributes`, which answers plain host memory with type 0 rather than an
    /// API error). A pooled small block is its size class's allocation, so a copy past a
    /// request but within its class is not caught (harmless: the class's slack).
    fn block_bytes(&self, dev: DevPtr) -> Option<usize> {
        self.sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&dev)
            .copied()
    }
    fn check_device_range(&self, dev: DevPtr, bytes: usize) -> Result<(), String> {
        if self.make_current().is_err() {
            return Ok(());
        }
        let mut kind: u32 = 0;
        let mut start: u64 = 0;
        let mut size: usize = 0;
        let mut attrs = [
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
        ];
        let mut data = [
            &mut kind as *mut u32 as *mut c_void,
            &mut start as *mut u64 as *mut c_void,
            &mut size as *mut usize as *mut c_void,
        ];
        // SAFETY: three attributes with out-values of their sizes (4, 8 and 8 bytes).
        let r = unsafe {
            sys::cuPointerGetAttributes(3, attrs.as_mut_ptr(), data.as_mut_ptr(), dev as u64)
        };
        let device = kind == sys::CUmemorytype::CU_MEMORYTYPE_DEVICE as u32
            || kind == sys::CUmemorytype::CU_MEMORYTYPE_UNIFIED as u32;
        if r != sys::CUresult::CUDA_SUCCESS || !device {
            return Err(
                "is not in device memory (an address from acc_malloc or acc_deviceptr)".into(),
            );
        }
        let (start, end) = (start as usize, (start as usize).saturating_add(size));
        if size == 0 || dev.checked_add(bytes).is_some_and(|e| e <= end) {
            return Ok(());
        }
        Err(format!(
            "passes the end of its block of device memory, {} ({size} bytes)",
            crate::error::range(start, size)
        ))
    }
    fn grid_limits(&self) -> Option<GridLimits> {
        Some(self.limits().grid)
    }
    fn device_accessible(&self, addr: usize) -> bool {
        if self.make_current().is_err() {
            return false;
        }
        if memory_type(addr) != 0 {
            // Device or managed memory, or host memory registered with the driver (one
            // address space on 64-bit platforms).
            return true;
        }
        // Plain pageable memory: only a device that reads it (HMM / ATS) can.
        let mut v = 0i32;
        // SAFETY: valid out-pointer and device handle.
        let r = unsafe {
            sys::cuDeviceGetAttribute(
                &mut v,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
                self.dev,
            )
        };
        r == sys::CUresult::CUDA_SUCCESS && v != 0
    }
    fn launch_cuda(&self, l: &CudaLaunch<'_>, queue: Option<&Arc<dyn Queue>>) -> AccResult<()> {
        self.make_current()?;
        let f = self.function(l)?;
        LAST_KERNEL.store(std::ptr::null_mut(), Ordering::Release);
        let stream = queue
            .map(|q| q.native() as sys::CUstream)
            .unwrap_or(std::ptr::null_mut());
        // SAFETY: `f` is a loaded kernel; `args` follows cuLaunchKernel's convention (the
        // compiler's contract); the stream is live or the legacy default stream.
        check(
            unsafe {
                sys::cuLaunchKernel(
                    f,
                    l.grid[0],
                    l.grid[1],
                    l.grid[2],
                    l.block[0],
                    l.block[1],
                    l.block[2],
                    l.shared_mem,
                    stream,
                    l.args,
                    std::ptr::null_mut(),
                )
            },
            &format!("launch of {}", l.kernel),
        )?;
        if let Some(q) = queue {
            q.enqueued();
        } else {
            // SAFETY: synchronises the legacy default stream.
            let r = unsafe { sys::cuStreamSynchronize(std::ptr::null_mut()) };
            if r != sys::CUresult::CUDA_SUCCESS {
                return Err(AccError::new(
                    ErrorCode::Execution,
                    format!("kernel {} failed: {}", l.kernel, err_name(r)),
                ));
            }
        }
        Ok(())
    }
    fn cuda_handles(&self) -> (*mut c_void, *mut c_void) {
        let ctx = self
            .context()
            .map(|c| c as *mut c_void)
            .unwrap_or(std::ptr::null_mut());
        (self.dev as usize as *mut c_void, ctx)
    }
    fn queue_from_native(&self, native: *mut c_void) -> Option<Arc<dyn Queue>> {
        let ctx = self.context().ok()?;
        Some(Arc::new(CudaQueue {
            stream: Handle(native as sys::CUstream),
            ctx: Handle(ctx),
            staging: self.staging.clone(),
            registry: self.registry.clone(),
            last: AtomicPtr::new(std::ptr::null_mut()),
            clock: self.clock.clone(),
        }))
    }
}

/// An activity queue: a non-blocking CUDA stream.
pub struct CudaQueue {
    stream: Handle<sys::CUstream>,
    ctx: Handle<sys::CUcontext>,
    /// The device's staging ring: a large pageable upload is filled into it at the call and
    /// its DMAs queued on the stream; a large pageable download waits for the stream (as
    /// CUDA's own pageable path does) and then runs through it at pinned speed.
    staging: Arc<Mutex<Option<Staging>>>,
    registry: Arc<Registry>,
    /// The kernel launched last on this stream (named when its synchronisation reports a fault).
    last: AtomicPtr<Kernel>,
    /// The device's profiling clock (`Queue::stamp`).
    clock: Arc<OnceLock<Option<Clock>>>,
}

impl CudaQueue {
    fn current(&self) -> AccResult<()> {
        if CURRENT_CTX.with(|c| c.get()) != self.ctx.0 as usize {
            // SAFETY: the retained primary context of the queue's device.
            check(
                unsafe { sys::cuCtxSetCurrent(self.ctx.0) },
                "cuCtxSetCurrent",
            )?;
            CURRENT_CTX.with(|c| c.set(self.ctx.0 as usize));
        }
        Ok(())
    }
}

unsafe extern "C" fn run_host_fn(data: *mut c_void) {
    // SAFETY: `data` is the Box<Box<dyn FnOnce>> leaked by `host_fn`, reclaimed once here.
    let f = unsafe { Box::from_raw(data as *mut Box<dyn FnOnce() + Send>) };
    if std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err() {
        crate::error::fail(
            "async queue",
            &AccError::new(
                ErrorCode::Execution,
                "an asynchronous host operation failed",
            ),
        );
    }
}

impl CudaQueue {
    /// An async host-to-device copy (dying registrations already swept): the registered part
    /// of the host range is a plain async DMA on this queue's stream (the host does not wait:
    /// it overlaps work on other queues); the rest through the staging ring when large and
    /// pageable (filled now, its DMAs on this stream: the host does not wait for the stream's
    /// earlier work), else `cuMemcpyHtoDAsync`.
    fn h2d_swept(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        if n >= STAGE_MIN {
            if let Some((lo, hi)) = self.registry.overlap(src, n) {
                // SAFETY: [lo, hi) is inside the caller's live, registered host range; the
                // device range is the caller's; the stream is live.
                check(
                    unsafe {
                        sys::cuMemcpyHtoDAsync_v2(
                            (dst + (lo - src)) as u64,
                            lo as *const c_void,
                            hi - lo,
                            self.stream.0,
                        )
                    },
                    "cuMemcpyHtoDAsync",
                )?;
                if lo > src {
                    self.h2d_swept(dst, src, lo - src)?;
                }
                if hi < src + n {
                    self.h2d_swept(dst + (hi - src), hi, src + n - hi)?;
                }
                return Ok(());
            }
            if pageable(src) {
                // The DMAs queue behind the stream's earlier work; the host goes on (it has
                // read the source into the ring).
                if let Some(r) = try_staged(&self.staging, |st| {
                    NvidiaBackend::h2d_staged(st, dst, src, n, Some(self.stream.0))
                }) {
                    return r;
                }
            }
        }
        // SAFETY: live host and device ranges; the stream is live.
        check(
            unsafe {
                sys::cuMemcpyHtoDAsync_v2(dst as u64, src as *const c_void, n, self.stream.0)
            },
            "cuMemcpyHtoDAsync",
        )
    }

    /// The device-to-host twin of `h2d_swept`.
    fn d2h_swept(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        if n >= STAGE_MIN {
            if let Some((lo, hi)) = self.registry.overlap(dst, n) {
                // SAFETY: as in h2d_swept.
                check(
                    unsafe {
                        sys::cuMemcpyDtoHAsync_v2(
                            lo as *mut c_void,
                            (src + (lo - dst)) as u64,
                            hi - lo,
                            self.stream.0,
                        )
                    },
                    "cuMemcpyDtoHAsync",
                )?;
                if lo > dst {
                    self.d2h_swept(dst, src, lo - dst)?;
                }
                if hi < dst + n {
                    self.d2h_swept(hi, src + (hi - dst), dst + n - hi)?;
                }
                return Ok(());
            }
            if pageable(dst) {
                self.synchronize()?;
                if let Some(r) = try_staged(&self.staging, |st| {
                    NvidiaBackend::d2h_staged(st, dst, src, n)
                }) {
                    return r;
                }
            }
        }
        // SAFETY: live host and device ranges; the stream is live.
        check(
            unsafe { sys::cuMemcpyDtoHAsync_v2(dst as *mut c_void, src as u64, n, self.stream.0) },
            "cuMemcpyDtoHAsync",
        )
    }
}

impl Queue for CudaQueue {
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.current()?;
        self.registry.sweep(src, n, false)?;
        if n >= STAGE_MIN {
            self.registry.note_copy(src, n);
        }
        self.h2d_swept(dst, src, n)
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.current()?;
        self.registry.sweep(dst, n, false)?;
        if n >= STAGE_MIN {
            self.registry.note_copy(dst, n);
        }
        self.d2h_swept(dst, src, n)?;
        // Issued on the stream: the dying range it uses serves no other copy (the next sweep
        // synchronises the context before unregistering it).
        self.registry.copied_back(dst, n);
        Ok(())
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.current()?;
        // SAFETY: as above.
        check(
            unsafe { sys::cuMemcpyDtoDAsync_v2(dst as u64, src as u64, n, self.stream.0) },
            "cuMemcpyDtoDAsync",
        )
    }
    fn write_word(&self, dst: DevPtr, value: u64) -> AccResult<()> {
        self.current()?;
        if dst & 3 == 0 {
            // Two 32-bit memsets carry the value without a host buffer that must outlive the call.
            // SAFETY: `dst..dst+8` is inside a device allocation.
            check(
                unsafe { sys::cuMemsetD32Async(dst as u64, value as u32, 1, self.stream.0) },
                "cuMemsetD32Async",
            )?;
            // SAFETY: as above.
            return check(
                unsafe {
                    sys::cuMemsetD32Async(dst as u64 + 4, (value >> 32) as u32, 1, self.stream.0)
                },
                "cuMemsetD32Async",
            );
        }
        self.synchronize()?;
        let v = value;
        // SAFETY: `v` lives across this synchronous copy.
        check(
            unsafe { sys::cuMemcpyHtoD_v2(dst as u64, &v as *const u64 as *const c_void, 8) },
            "cuMemcpyHtoD",
        )
    }
    fn zero(&self, dst: DevPtr, n: usize) -> AccResult<()> {
        self.current()?;
        // SAFETY: `dst..dst+n` is a device allocation.
        check(
            unsafe { sys::cuMemsetD8Async(dst as u64, 0, n, self.stream.0) },
            "cuMemsetD8Async",
        )
    }
    fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()> {
        self.current()?;
        let data = Box::into_raw(Box::new(f)) as *mut c_void;
        // SAFETY: `run_host_fn` takes ownership of `data` when the stream reaches it.
        let r = unsafe { sys::cuLaunchHostFunc(self.stream.0, Some(run_host_fn), data) };
        if r != sys::CUresult::CUDA_SUCCESS {
            // SAFETY: the driver did not take `data`; reclaim it.
            drop(unsafe { Box::from_raw(data as *mut Box<dyn FnOnce() + Send>) });
        }
        check(r, "cuLaunchHostFunc")
    }
    fn record(&self) -> AccResult<Arc<dyn Event>> {
        self.current()?;
        let mut ev = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        check(
            unsafe {
                sys::cuEventCreate(&mut ev, sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32)
            },
            "cuEventCreate",
        )?;
        let ev = CudaEvent { ev: Handle(ev) };
        // SAFETY: live event and stream.
        check(
            unsafe { sys::cuEventRecord(ev.ev.0, self.stream.0) },
            "cuEventRecord",
        )?;
        Ok(Arc::new(ev))
    }
    fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()> {
        self.current()?;
        let native = ev.native();
        if native.is_null() {
            return ev.wait();
        }
        // SAFETY: `native` is a live CUevent (kept alive by `ev`).
        check(
            unsafe { sys::cuStreamWaitEvent(self.stream.0, native as sys::CUevent, 0) },
            "cuStreamWaitEvent",
        )
    }
    fn synchronize(&self) -> AccResult<()> {
        self.current()?;
        // SAFETY: live stream.
        let r = unsafe { sys::cuStreamSynchronize(self.stream.0) };
        if is_fault(r) {
            let mut k = self.last.load(Ordering::Acquire);
            if k.is_null() {
                k = LAST_KERNEL.load(Ordering::Acquire);
            }
            return Err(fault_error(r, k, "the wait for its async queue"));
        }
        if r != sys::CUresult::CUDA_SUCCESS {
            return Err(AccError::new(
                ErrorCode::Execution,
                format!("an asynchronous operation failed: {}", err_name(r)),
            ));
        }
        Ok(())
    }
    fn idle(&self) -> bool {
        if self.current().is_err() {
            return true;
        }
        // SAFETY: live stream.
        let r = unsafe { sys::cuStreamQuery(self.stream.0) };
        r != sys::CUresult::CUDA_ERROR_NOT_READY
    }
    fn native(&self) -> *mut c_void {
        self.stream.0 as *mut c_void
    }
    fn launched(&self, k: &'static Kernel) {
        self.last
            .store(k as *const Kernel as *mut Kernel, Ordering::Release);
    }
    fn stamp(&self) -> Option<Arc<dyn Stamp>> {
        self.current().ok()?;
        cuda_stamp(&self.clock, self.ctx.0, self.stream.0)
    }
}

pub struct CudaEvent {
    ev: Handle<sys::CUevent>,
}

impl Event for CudaEvent {
    fn done(&self) -> bool {
        // SAFETY: live event.
        let r = unsafe { sys::cuEventQuery(self.ev.0) };
        r != sys::CUresult::CUDA_ERROR_NOT_READY
    }
    fn wait(&self) -> AccResult<()> {
        // SAFETY: live event.
        check(
            unsafe { sys::cuEventSynchronize(self.ev.0) },
            "cuEventSynchronize",
        )
    }
    fn native(&self) -> *mut c_void {
        self.ev.0 as *mut c_void
    }
}

impl Drop for CudaEvent {
    fn drop(&mut self) {
        // SAFETY: the event is destroyed once; pending work that uses it keeps it valid in the
        // driver (destroying a recorded event is allowed).
        unsafe { sys::cuEventDestroy_v2(self.ev.0) };
    }
}

/// The most threads a block of `func` can have (`MAX_THREADS_PER_BLOCK`, given its
/// registers); `None` when the query fails.
fn max_threads(func: sys::CUfunction) -> Option<u32> {
    let mut max = 0i32;
    // SAFETY: valid out-pointer; `func` is a loaded function of the current context.
    let r = unsafe {
        sys::cuFuncGetAttribute(
            &mut max,
            sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
            func,
        )
    };
    u32::try_from(max)
        .ok()
        .filter(|m| *m >= 32 && r == sys::CUresult::CUDA_SUCCESS)
}

/// The block shape `block` reduced to at most `max` threads: the vector lanes (x) down to a
/// multiple of 32, then the workers (y); `None` when nothing smaller fits.
fn clamp_block(max: u32, block: [u32; 3]) -> Option<[u32; 3]> {
    let [mut x, mut y, z] = block;
    let z = z.max(1);
    while x > 32 && x.saturating_mul(y).saturating_mul(z) > max {
        x = (x / 2).max(32) / 32 * 32;
    }
    while y > 1 && x.saturating_mul(y).saturating_mul(z) > max {
        y -= 1;
    }
    (x.saturating_mul(y).saturating_mul(z) <= max && [x, y, z] != block).then_some([x, y, z])
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_cover_the_copy_exactly() {
        for n in [
            2 << 20,
            (64 << 20) + 12345,
            1 << 30,
            3 << 20,
            (37 << 20) + 1,
        ] {
            let c = chunks(n);
            let mut off = 0;
            for &(o, len) in &c {
                assert_eq!(o, off);
                assert!(len > 0);
                off += len;
            }
            assert_eq!(off, n);
        }
    }
}

#[cfg(test)]
mod block_tests {
    use super::clamp_block;

    #[test]
    fn vector_lanes_shrink_to_a_multiple_of_32_first() {
        assert_eq!(clamp_block(768, [1024, 1, 1]), Some([512, 1, 1]));
        assert_eq!(clamp_block(640, [32, 32, 1]), Some([32, 20, 1]));
        assert_eq!(clamp_block(1024, [1024, 1, 1]), None);
        assert_eq!(clamp_block(16, [64, 1, 1]), None);
    }
}

/// A module whose device functions recurse defines `__oxacc_stack_bytes` (the compiler's
/// per-thread stack request, see oxacc-lower's `cuda::STACK_SYM`): CUDA's default 1 KiB stack
/// overflows after a few dozen frames, which shows only as an illegal address. The context's
/// stack limit is raised to the request (OXACC_DEVICE_STACK, bytes, overrides it), never
/// lowered.
fn raise_stack(module: sys::CUmodule) -> AccResult<()> {
    let (mut dptr, mut size) = (0u64, 0usize);
    // SAFETY: live module, NUL-terminated symbol name, valid out-pointers.
    let r = unsafe {
        sys::cuModuleGetGlobal_v2(
            &mut dptr,
            &mut size,
            module,
            c"__oxacc_stack_bytes".as_ptr(),
        )
    };
    // Every module oxacc prints defines it; one that does not (hand-made) keeps the default.
    if r != sys::CUresult::CUDA_SUCCESS || size != 8 {
        return Ok(());
    }
    let mut want = 0u64;
    // SAFETY: `dptr` is an 8-byte device global; `want` is 8 writable bytes.
    check(
        unsafe { sys::cuMemcpyDtoH_v2(&mut want as *mut u64 as *mut c_void, dptr, 8) },
        "cuMemcpyDtoH (stack request)",
    )?;
    if let Some(v) = std::env::var("OXACC_DEVICE_STACK")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
    {
        want = v;
    }
    if want == 0 {
        return Ok(());
    }
    let mut have = 0usize;
    // SAFETY: valid out-pointer; the module's context is current (it was just loaded in it).
    check(
        unsafe { sys::cuCtxGetLimit(&mut have, sys::CUlimit::CU_LIMIT_STACK_SIZE) },
        "cuCtxGetLimit (stack size)",
    )?;
    let want = usize::try_from(want).unwrap_or(usize::MAX);
    if want > have {
        // SAFETY: as above; CUDA waits for running work before it resizes the stacks.
        let r = unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, want) };
        if r != sys::CUresult::CUDA_SUCCESS {
            return Err(AccError::new(
                ErrorCode::System,
                format!(
                    "cannot give each GPU thread the {want}-byte stack its recursive device \
                     functions need ({}): set OXACC_DEVICE_STACK to fewer bytes",
                    err_name(r)
                ),
            ));
        }
    }
    Ok(())
}
