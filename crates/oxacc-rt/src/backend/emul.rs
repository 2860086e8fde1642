//! `acc_device_oxacc_emul`: a discrete-memory device emulated in host RAM. Device memory is a
//! separate allocation and every transfer is a real copy, so the whole present-table logic
//! (spec 2.6.7, 2.6.8, 2.7.2, 2.7.3) runs as on a GPU. It is the mock backend of the unit tests:
//! it can record every call it receives.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use super::host::copy;
use super::{Backend, DevPtr, DeviceKind, HostSlot, Launch, Properties, Queue, HOST_SLOT_MAX};
use crate::error::{AccError, AccResult, ErrorCode};
use crate::kernel::{choose_grid, GridLimits};
use crate::queue::{HostQueue, MemQueue};

use super::Event;

/// One call that reached the backend (recorded only when recording is on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    Alloc(usize),
    Free(DevPtr),
    H2d {
        dst: DevPtr,
        src: usize,
        n: usize,
    },
    D2h {
        dst: usize,
        src: DevPtr,
        n: usize,
    },
    D2d {
        dst: DevPtr,
        src: DevPtr,
        n: usize,
    },
    /// A host slot of `n` bytes taken ([`Backend::host_slot`]).
    HostSlot(usize),
    /// A host slot given back.
    FreeHostSlot(DevPtr),
}

/// The emulated device's memory, kept apart from the malloc heap: every block is a mapping
/// of its own (`mmap`), ending at a `PROT_NONE` guard page. A kernel of an invalid program
/// that writes past its mapped section (`copy(a[0:10])`, writes `a[0..99]`) faults on the
/// guard, and the simulator reports the fault with the kernel, block and thread; before, the
/// blocks came from malloc and such a write corrupted the runtime's own tables (a panic in
/// `sorted.rs`, "double free or corruption", SIGSEGV far from the kernel). A block is 256-byte
/// aligned and ends where the guard starts, its size rounded up to 256 bytes: a write less
/// than that rounding past the end lands in the block's own slack.
///
/// Each guard splits a mapping (two VMAs); at most [`MAX_GUARDED`] blocks are guarded at once
/// (Linux allows 65530 mappings, the simulator's guarded fiber stacks take up to 12288);
/// beyond that blocks are still mappings of their own, without a guard.
pub struct DeviceHeap {
    /// Block start -> (its mapping's base and length, the block's bytes, guarded); ordered,
    /// so the block holding an address is one range search.
    blocks: Mutex<BTreeMap<usize, Block>>,
    live: AtomicUsize,
    pub limit: usize,
}

#[derive(Clone, Copy)]
struct Block {
    base: usize,
    len: usize,
    bytes: usize,
    guarded: bool,
}

const ALIGN: usize = 256;
const MAX_GUARDED: usize = 16384;
static GUARDED: AtomicUsize = AtomicUsize::new(0);

fn page_size() -> usize {
    static P: OnceLock<usize> = OnceLock::new();
    // SAFETY: sysconf has no preconditions.
    *P.get_or_init(|| match unsafe { libc::sysconf(libc::_SC_PAGESIZE) } {
        n if n > 0 => n as usize,
        _ => 4096,
    })
}

impl DeviceHeap {
    pub fn with_limit(limit: usize) -> DeviceHeap {
        DeviceHeap {
            blocks: Mutex::new(BTreeMap::new()),
            live: AtomicUsize::new(0),
            limit,
        }
    }

    fn blocks(&self) -> std::sync::MutexGuard<'_, BTreeMap<usize, Block>> {
        self.blocks.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        let oom = || super::host::out_of_memory(bytes);
        if super::host::over_limit(&self.live, bytes, self.limit) {
            return Err(oom());
        }
        let page = page_size();
        let body = bytes
            .max(1)
            .checked_next_multiple_of(ALIGN)
            .ok_or_else(oom)?;
        let pages = body.checked_next_multiple_of(page).ok_or_else(oom)?;
        let guarded = GUARDED.fetch_add(1, Ordering::Relaxed) < MAX_GUARDED;
        if !guarded {
            GUARDED.fetch_sub(1, Ordering::Relaxed);
        }
        let len = pages + if guarded { page } else { 0 };
        // SAFETY: a fresh private anonymous mapping; no existing memory is touched.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            if guarded {
                GUARDED.fetch_sub(1, Ordering::Relaxed);
            }
            return Err(oom());
        }
        let base = base as usize;
        let mut guarded = guarded;
        // SAFETY: the last page of the mapping just made.
        if guarded
            && unsafe { libc::mprotect((base + pages) as *mut _, page, libc::PROT_NONE) } != 0
        {
            GUARDED.fetch_sub(1, Ordering::Relaxed);
            guarded = false;
        }
        let start = base + pages - body;
        if poison() {
            // SAFETY: `[start, start + bytes)` lies in the mapping just made, writable.
            unsafe { std::ptr::write_bytes(start as *mut u8, POISON, bytes) };
        }
        self.blocks().insert(
            start,
            Block {
                base,
                len,
                bytes,
                guarded,
            },
        );
        self.live.fetch_add(bytes, Ordering::Relaxed);
        Ok(start)
    }

    /// The block (start, bytes) whose start is the last at or below `addr`.
    fn block_at(&self, addr: usize) -> Option<(usize, usize)> {
        self.blocks()
            .range(..=addr)
            .next_back()
            .map(|(&p, b)| (p, b.bytes))
    }

    /// Whether `addr` lies inside one of this heap's blocks or just past its end.
    pub fn contains(&self, addr: usize) -> bool {
        self.block_at(addr)
            .is_some_and(|(p, bytes)| addr <= p + bytes)
    }

    /// Checks that `[dev, dev + bytes)` lies inside one block as allocated (its bytes, not
    /// the 256-byte rounding): what a GPU's copy engine would fault on, or copy silently into
    /// a neighbour's memory.
    pub fn check_range(&self, dev: usize, bytes: usize) -> Result<(), String> {
        match self.block_at(dev) {
            Some((p, n)) if dev < p + n.max(1) => {
                if dev.checked_add(bytes).is_some_and(|e| e <= p + n) {
                    Ok(())
                } else {
                    Err(format!(
                        "passes the end of its block of device memory, {} ({n} bytes)",
                        crate::error::range(p, n)
                    ))
                }
            }
            _ => {
                Err("is not in device memory (an address from acc_malloc or acc_deviceptr)".into())
            }
        }
    }

    pub fn free(&self, p: DevPtr) -> AccResult<()> {
        let Some(b) = self.blocks().remove(&p) else {
            return Err(super::host::not_allocated(p));
        };
        self.live.fetch_sub(b.bytes, Ordering::Relaxed);
        if b.guarded {
            GUARDED.fetch_sub(1, Ordering::Relaxed);
        }
        // SAFETY: the mapping made by `alloc` for this block, unmapped once (removed from the
        // block map above).
        unsafe { libc::munmap(b.base as *mut _, b.len) };
        Ok(())
    }

    pub fn live(&self) -> usize {
        self.live.load(Ordering::Relaxed)
    }
}

pub struct EmulBackend {
    heap: DeviceHeap,
    /// The host destinations of this device's queued device-to-host copies that have not run
    /// yet (every queue's: see [`EmulQueue`]).
    downloads: Arc<Mutex<Downloads>>,
    log: Mutex<Option<Vec<Call>>>,
    /// Its device number among the emulated devices (`OXACC_EMUL_DEVICES`): the launch
    /// events name it.
    ordinal: i32,
}

/// Default emulated device memory: 16 GiB, or `OXACC_EMUL_MEMORY` bytes.
fn memory_limit() -> usize {
    std::env::var("OXACC_EMUL_MEMORY")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(16 << 30)
}

impl EmulBackend {
    pub fn new() -> EmulBackend {
        Self::with_ordinal(0)
    }

    /// Emulated device number `ordinal`.
    pub fn with_ordinal(ordinal: i32) -> EmulBackend {
        EmulBackend {
            heap: DeviceHeap::with_limit(memory_limit()),
            downloads: Arc::default(),
            log: Mutex::new(None),
            ordinal,
        }
    }

    /// A backend that records every call (unit tests).
    pub fn recording() -> EmulBackend {
        EmulBackend {
            heap: DeviceHeap::with_limit(memory_limit()),
            downloads: Arc::default(),
            log: Mutex::new(Some(Vec::new())),
            ordinal: 0,
        }
    }

    fn record(&self, c: Call) {
        if let Some(log) = self.log.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            log.push(c);
        }
    }

    /// Takes the calls recorded so far.
    pub fn take_calls(&self) -> Vec<Call> {
        self.log
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

/// The queued device-to-host copies of one emulated device that have not run yet: (id, host
/// destination, bytes).
#[derive(Default)]
struct Downloads {
    next: u64,
    pending: Vec<(u64, usize, usize)>,
}

fn lock_downloads(d: &Mutex<Downloads>) -> std::sync::MutexGuard<'_, Downloads> {
    d.lock().unwrap_or_else(|e| e.into_inner())
}

/// An emulated device's activity queue: an in-order worker thread (`MemQueue`) whose copies
/// read and write host memory when CUDA's would, as the host sees it (the runtime README,
/// "When a copy reads and writes host memory"), so that runtime code that is wrong on a GPU
/// is wrong here too:
///
/// - a host-to-device copy reads its host source at the call, as `cuMemcpyHtoDAsync` does
///   from pageable memory (the driver stages it before returning). Until 2026-11-29 the worker
///   read it when it ran the copy, and a rows copyin that queued the gather of its rows as a
///   host function ahead of the upload passed every emul test while it uploaded zeros on the
///   H200 (df0d274). The bytes of the source that a device-to-host copy queued before (on any
///   queue of the device) has still to write are read when the copy runs instead: on a GPU
///   that download into pageable memory completed at its own call, so the upload reads what
///   it wrote (a `copyout async(1)` then `copyin async(1)` of one array);
/// - a device-to-host copy writes its host destination when the queue runs it, as into
///   pinned or registered memory (pageable memory is written at the call, after the stream's
///   earlier work): code that reads the destination before the queue passes the copy is
///   wrong on a GPU for large registered mappings, and here always.
///
/// Device-side operations (device copies, `zero`, `write_word`, host functions, launches)
/// run when the queue reaches them, as on a stream.
pub struct EmulQueue {
    mem: MemQueue,
    downloads: Arc<Mutex<Downloads>>,
    /// The first error of fallible work (an async kernel launch that faulted) not reported
    /// yet: the next synchronisation reports it, as a GPU's stream does.
    fault: Arc<Mutex<Option<AccError>>>,
}

impl Queue for EmulQueue {
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        if n == 0 {
            return Ok(());
        }
        // SAFETY: the core passes a live host range of `n` bytes (read now, at the call).
        let now = unsafe { std::slice::from_raw_parts(src as *const u8, n) }.to_vec();
        let end = src.saturating_add(n);
        // The parts of the source that queued downloads have still to write: read when the
        // copy runs (after those downloads, in queue order or through the program's waits).
        let late: Vec<(usize, usize)> = lock_downloads(&self.downloads)
            .pending
            .iter()
            .filter(|&&(_, h, m)| h < end && h.saturating_add(m) > src)
            .map(|&(_, h, m)| (h.max(src), h.saturating_add(m).min(end)))
            .collect();
        self.mem.q.push(Box::new(move || {
            copy(dst, now.as_ptr() as usize, n);
            for (lo, hi) in late {
                copy(dst + (lo - src), lo, hi - lo);
            }
        }))
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        let id = {
            let mut d = lock_downloads(&self.downloads);
            d.next += 1;
            let id = d.next;
            d.pending.push((id, dst, n));
            id
        };
        let downloads = self.downloads.clone();
        let forget = move |d: &Mutex<Downloads>| lock_downloads(d).pending.retain(|e| e.0 != id);
        let queued = self.mem.q.push(Box::new(move || {
            copy(dst, src, n);
            forget(&downloads);
        }));
        if queued.is_err() {
            forget(&self.downloads);
        }
        queued
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.mem.d2d(dst, src, n)
    }
    fn write_word(&self, dst: DevPtr, value: u64) -> AccResult<()> {
        self.mem.write_word(dst, value)
    }
    fn zero(&self, dst: DevPtr, n: usize) -> AccResult<()> {
        self.mem.zero(dst, n)
    }
    fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()> {
        self.mem.host_fn(f)
    }
    fn host_fn_fallible(&self, f: Box<dyn FnOnce() -> AccResult<()> + Send>) -> AccResult<()> {
        let fault = self.fault.clone();
        self.mem.host_fn(Box::new(move || {
            if let Err(e) = f() {
                fault
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .get_or_insert(e);
            }
        }))
    }
    fn record(&self) -> AccResult<Arc<dyn Event>> {
        self.mem.record()
    }
    fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()> {
        self.mem.wait_event(ev)
    }
    fn synchronize(&self) -> AccResult<()> {
        self.mem.synchronize()?;
        match self.fault.lock().unwrap_or_else(|e| e.into_inner()).take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
    fn idle(&self) -> bool {
        self.mem.idle()
    }
}

/// The device the grid choice pretends to fill: `OXACC_EMUL_SMS` SMs (default 4) of a
/// Hopper-like SM, so that a loop longer than a few hundred blocks' worth exercises the
/// grid-stride loops of the kernels as a GPU would.
fn emul_limits() -> &'static GridLimits {
    static L: OnceLock<GridLimits> = OnceLock::new();
    L.get_or_init(|| GridLimits {
        sms: std::env::var("OXACC_EMUL_SMS")
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .filter(|&n: &u32| n > 0)
            .unwrap_or(4),
        max_threads_per_sm: 2048,
        max_blocks_per_sm: 32,
        smem_per_sm: 228 << 10,
    })
}

/// The launch start event of a simulated kernel.
#[cold]
fn launch_begin(
    l: &Launch<'_>,
    grid: [u32; 3],
    ordinal: i32,
) -> Option<(crate::prof::Ev<'static>, crate::prof::Token)> {
    if !crate::prof::active() {
        return None;
    }
    // The launching device: until 2026-11-29 always emulated device 0, so a launch on
    // device 1 was reported (events, OXACC_TIME) as device 0's.
    let d = crate::runtime::device_ref(DeviceKind::Emul, ordinal).ok()?;
    let mut ev = crate::prof::Ev::new(
        crate::prof::abi::EV_ENQUEUE_LAUNCH_START,
        Some(&**d),
        l.target,
    );
    ev.payload = crate::prof::Payload::Launch {
        kernel: l.kernel.name,
        grid,
        block: l.block,
        line: l.kernel.line(),
    };
    let tok = crate::prof::begin(ev);
    Some((ev, tok))
}

/// The error of a failed simulated launch of `k`.
fn launch_error(
    module: &crate::kernel::Module,
    k: &crate::kernel::Kernel,
    unbound: &[bool],
    e: &str,
) -> AccError {
    // A global bound as null (not present at this launch) is the likely cause.
    if let Some(g) = module
        .globals()
        .iter()
        .zip(unbound)
        .find_map(|(g, &null)| null.then_some(g))
    {
        return crate::kernel::unbound_global_error(g, k, e);
    }
    AccError::new(
        ErrorCode::Execution,
        format!("kernel {} of {} failed: {e}", k.name(), k.construct()),
    )
}

/// A copy of a launch's arguments (an async launch's, which runs after the caller's values
/// are gone): each value in a slot of its own alignment, and the pointer array the simulator
/// reads, as `cuLaunchKernel`'s.
struct OwnedArgs {
    /// The values, 16-byte aligned as a whole.
    _blob: Vec<u128>,
    ptrs: Vec<*mut std::ffi::c_void>,
}

// SAFETY: the pointers point into `_blob`, which the struct owns and which moves with it (a
// Vec's heap buffer does not move).
unsafe impl Send for OwnedArgs {}

impl OwnedArgs {
    /// Copies the values `args` points to, of the (size, alignment) `params`; `None` when an
    /// alignment exceeds the blob's 16 bytes (the caller then waits for the launch).
    fn copy(params: &[(usize, usize)], args: *mut *mut std::ffi::c_void) -> Option<OwnedArgs> {
        let mut offs = Vec::with_capacity(params.len());
        let mut end = 0usize;
        for &(size, align) in params {
            if align == 0 || align > 16 || !align.is_power_of_two() {
                return None;
            }
            let off = end.next_multiple_of(align);
            offs.push(off);
            end = off + size;
        }
        if !params.is_empty() && args.is_null() {
            return None;
        }
        let mut blob = vec![0u128; end.div_ceil(16)];
        let base = blob.as_mut_ptr() as *mut u8;
        let mut ptrs = Vec::with_capacity(params.len());
        for (i, (&(size, _), &off)) in params.iter().zip(&offs).enumerate() {
            // SAFETY: `args` holds one pointer per kernel parameter (cuLaunchKernel's
            // contract), each to a value of the parameter's `size` bytes; `off + size` is
            // inside `blob`.
            unsafe {
                let src = *args.add(i) as *const u8;
                std::ptr::copy_nonoverlapping(src, base.add(off), size);
                ptrs.push(base.add(off) as *mut std::ffi::c_void);
            }
        }
        Some(OwnedArgs { _blob: blob, ptrs })
    }
}

/// A launch's argument array, moved to the queue's worker thread when the caller waits for
/// the launch to finish (so the values it points to stay alive).
struct Args(*mut *mut std::ffi::c_void);
// SAFETY: the pointer is only used while the launching thread waits (see `Backend::launch`).
unsafe impl Send for Args {}

impl Default for EmulBackend {
    fn default() -> Self {
        Self::new()
    }
}

impl Backend for EmulBackend {
    fn kind(&self) -> DeviceKind {
        DeviceKind::Emul
    }
    fn shared_memory(&self) -> bool {
        false
    }
    fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        let p = self.heap.alloc(bytes)?;
        self.record(Call::Alloc(bytes));
        Ok(p)
    }
    fn free(&self, ptr: DevPtr) -> AccResult<()> {
        self.record(Call::Free(ptr));
        self.heap.free(ptr)
    }
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.record(Call::H2d { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.record(Call::D2h { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.record(Call::D2d { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    /// A slot from the emulated device's heap, so that the host-slot path of a reduction's
    /// copy (`Device::enter_hinted`) runs in the tests and CI as on a GPU. Device addresses
    /// here are host addresses, so `host` and `dev` are one address.
    fn host_slot(&self, bytes: usize) -> Option<HostSlot> {
        if bytes > HOST_SLOT_MAX {
            return None;
        }
        let p = self.heap.alloc(bytes.max(1)).ok()?;
        self.record(Call::HostSlot(bytes));
        Some(HostSlot { host: p, dev: p })
    }
    fn free_host_slot(&self, slot: HostSlot) -> AccResult<()> {
        self.record(Call::FreeHostSlot(slot.dev));
        self.heap.free(slot.dev)
    }
    fn new_queue(&self) -> AccResult<Arc<dyn Queue>> {
        Ok(Arc::new(EmulQueue {
            mem: MemQueue {
                q: HostQueue::new(),
            },
            downloads: self.downloads.clone(),
            fault: Arc::default(),
        }))
    }
    fn properties(&self) -> Properties {
        Properties {
            memory: self.heap.limit,
            free_memory: self.heap.limit.saturating_sub(self.heap.live()),
            name: "oxacc emulated discrete-memory device".into(),
            vendor: "oxacc".into(),
            driver: env!("CARGO_PKG_VERSION").into(),
        }
    }
    fn live_bytes(&self) -> usize {
        self.heap.live()
    }
    fn grid_limits(&self) -> Option<GridLimits> {
        Some(*emul_limits())
    }
    fn device_accessible(&self, addr: usize) -> bool {
        self.heap.contains(addr)
    }
    fn check_device_range(&self, dev: DevPtr, bytes: usize) -> Result<(), String> {
        self.heap.check_range(dev, bytes)
    }
    fn block_bytes(&self, dev: DevPtr) -> Option<usize> {
        self.heap
            .block_at(dev)
            .filter(|&(p, _)| p == dev)
            .map(|(_, n)| n)
    }
    /// Runs the kernel in the CUDA simulator on the emulated device memory. On a queue it runs
    /// on the queue's worker, after what was queued before it, and the caller goes on with
    /// a copy of the arguments (their sizes from the generated module's
    /// `__oxacc_sim_params`); it waits for the kernel only when profiling wants the kernel's
    /// time in the launch events or the module gives no sizes (a hand-written source: the
    /// argument array points to the caller's locals).
    fn launch(&self, l: &Launch<'_>, queue: Option<&Arc<dyn Queue>>) -> AccResult<()> {
        // The same choice of the one-pass twin as on a GPU (nvidia.rs), so that the emulator
        // runs the kernels a GPU would.
        if let Some(l1) = l.one_pass_launch(emul_limits()) {
            return self.launch(&l1, queue);
        }
        let k = l.kernel;
        let module = k.module()?;
        let source = module.linked_source(k)?.ok_or_else(|| {
            AccError::new(
                ErrorCode::InvalidArgument,
                format!(
                    "kernel {} of {}: the emulated device needs the GPU source",
                    k.name(),
                    k.construct()
                ),
            )
        })?;
        let mut globals = Vec::with_capacity(module.globals().len());
        for g in module.globals() {
            let symbol = g.symbol().ok_or_else(|| {
                AccError::new(
                    ErrorCode::InvalidNullPointer,
                    "a declare'd global has no symbol",
                )
            })?;
            globals.push((symbol.to_string(), (l.global)(g)?));
        }
        let unbound: Vec<bool> = globals.iter().map(|(_, dev)| *dev == 0).collect();
        let threads = l.block.iter().product::<u32>();
        let grid = l.grid.unwrap_or_else(|| {
            [
                choose_grid(l.num_gangs, l.work, threads, l.shmem, emul_limits()),
                1,
                1,
            ]
        });
        let (block, shmem, args) = (l.block, l.shmem, Args(l.args));
        // The enqueue launch events (5.1.8); the device's span is the simulator's run.
        let traced = if crate::prof::on() {
            launch_begin(l, grid, self.ordinal)
        } else {
            None
        };
        // An async launch returns at once, as on a GPU: its arguments are copied now (as
        // cuLaunchKernel copies them) and the kernel runs when the queue reaches it; a fault
        // is reported by the queue's next synchronisation. Until 2026-11-29 every launch on
        // emul waited for its kernel, so runtime or generated code that read a kernel's
        // results before the queue passed it worked here and not on a GPU. Profiled launches
        // (their events carry the kernel's run time) and modules that do not give their
        // parameters' sizes (hand-written sources) still wait.
        if let (Some(q), None) = (queue, &traced) {
            let params = super::sim::params(source, k.name()).map_err(|e| {
                AccError::new(
                    ErrorCode::Execution,
                    format!("kernel {} of {} failed: {e}", k.name(), k.construct()),
                )
            })?;
            if let Some(owned) = params.and_then(|p| OwnedArgs::copy(&p, l.args)) {
                return q.host_fn_fallible(Box::new(move || {
                    let mut owned = owned;
                    let r = super::sim::launch(
                        source,
                        k.name(),
                        grid,
                        block,
                        shmem,
                        owned.ptrs.as_mut_ptr(),
                        &globals,
                    );
                    r.map_err(|e| launch_error(module, k, &unbound, &e))
                }));
            }
        }
        let run = move || {
            let args = args;
            let start = crate::prof::now_us();
            let r = super::sim::launch(source, k.name(), grid, block, shmem, args.0, &globals);
            (r, start, crate::prof::now_us())
        };
        type Ran = (Result<(), String>, f64, f64);
        let (result, start, end) = match queue {
            None => run(),
            Some(q) => {
                let slot: Arc<Mutex<Option<Ran>>> = Arc::new(Mutex::new(None));
                let out = slot.clone();
                q.host_fn(Box::new(move || {
                    let r = run();
                    *out.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                }))?;
                q.record()?.wait()?;
                let r = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
                r.unwrap_or_else(|| (Err("the launch did not run".into()), 0.0, 0.0))
            }
        };
        if let Some((mut ev, tok)) = traced {
            ev.kind = crate::prof::abi::EV_ENQUEUE_LAUNCH_END;
            crate::prof::end(ev, tok, Some(crate::prof::DevTime::Host { start, end }));
        }
        result.map_err(|e| launch_error(module, k, &unbound, &e))
    }
}

/// The byte [`poison`] fills new device memory with.
pub const POISON: u8 = 0xa5;

/// `OXACC_EMUL_POISON=1` (read once): every block of emulated device memory starts filled
/// with [`POISON`] bytes instead of the zeros of a fresh mapping. A GPU's `cuMemAlloc` does
/// not clear memory, and the nvidia backend's pool hands out blocks a freed mapping used
/// before, so a program (or generated code) reading device memory that no copy or kernel
/// wrote (`copyout(o[0:n])` of an array a kernel writes only in part, 2.7.5: a copyout's
/// device copy starts uninitialised) sees stale data on a GPU and zeros here. With the
/// poison, emul shows such reads too (found when the 2026-12-01 semantic fuzzer's makers
/// passed on emul and differed on the H200). Off by default: it touches every page of each
/// block.
pub fn poison() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| env_flag("OXACC_EMUL_POISON"))
}

/// Whether the environment variable `name` turns a check on: set, neither empty nor `0`.
fn env_flag(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// `OXACC_EMUL_CHECK_POINTERS=1` (read once): every data clause's upload to the emulated
/// device is scanned for a pointer to the program's read-only data (string literals, `static
/// const` tables: the executable's read-only, non-executable segments), and such an upload is
/// an error naming the variable and its clause ([`crate::device::Device`]'s upload). The
/// emulated device shares the host's address space, so a kernel that reads through such a
/// pointer works here; on a GPU it reads a host address (an invalid global read): a table of
/// pointers copied as it is (OpenACC 3.3, 2.6.2's implicit copy) rather than the module's
/// device copy of a constant table. Off by default: a program may copy pointers it never
/// follows on the device (a struct's `const char *name` beside the numbers a kernel reads).
pub fn check_pointers() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| env_flag("OXACC_EMUL_CHECK_POINTERS"))
}

/// The address ranges of the main executable's read-only, non-executable loaded segments
/// (`.rodata`: string literals, constant tables), found once.
fn read_only_ranges() -> &'static [(usize, usize)] {
    static R: OnceLock<Vec<(usize, usize)>> = OnceLock::new();
    R.get_or_init(|| {
        unsafe extern "C" fn each(
            info: *mut libc::dl_phdr_info,
            _size: libc::size_t,
            data: *mut libc::c_void,
        ) -> libc::c_int {
            // SAFETY: `data` is the Vec passed below; `info` describes a loaded object and
            // its `dlpi_phnum` program headers for the duration of the callback.
            unsafe {
                let out = &mut *(data as *mut Vec<(usize, usize)>);
                let info = &*info;
                for k in 0..usize::from(info.dlpi_phnum) {
                    let ph = &*info.dlpi_phdr.add(k);
                    if ph.p_type == libc::PT_LOAD
                        && ph.p_flags & libc::PF_R != 0
                        && ph.p_flags & (libc::PF_W | libc::PF_X) == 0
                    {
                        let lo = (info.dlpi_addr as usize).wrapping_add(ph.p_vaddr as usize);
                        out.push((lo, lo.wrapping_add(ph.p_memsz as usize)));
                    }
                }
            }
            // The first object is the main program: stop there.
            1
        }
        let mut out: Vec<(usize, usize)> = Vec::new();
        // SAFETY: the callback only reads the headers it is given and writes `out`.
        unsafe {
            libc::dl_iterate_phdr(Some(each), &mut out as *mut Vec<(usize, usize)> as *mut _);
        }
        out
    })
}

/// The first pointer-sized, pointer-aligned word of host range `[src, src + n)` whose value
/// is an address in the executable's read-only data ([`check_pointers`]).
pub fn read_only_pointer_in(src: usize, n: usize) -> Option<usize> {
    let ranges = read_only_ranges();
    if ranges.is_empty() || n < 8 {
        return None;
    }
    let first = src.next_multiple_of(8);
    let end = src.saturating_add(n);
    let mut at = first;
    while at.saturating_add(8) <= end {
        // SAFETY: `[at, at + 8)` lies in the live host range the caller uploads.
        let v = unsafe { std::ptr::read(at as *const usize) };
        if ranges.iter().any(|&(lo, hi)| lo <= v && v < hi) {
            return Some(v);
        }
        at += 8;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queue::blocked;

    /// `OXACC_EMUL_CHECK_POINTERS`'s scan: a word holding a string literal's address (the
    /// executable's read-only data) is found at any alignment of the range; heap and stack
    /// addresses and numbers are not.
    #[test]
    fn read_only_pointers_are_found_in_an_upload() {
        static LIT: &str = "a literal of the test executable";
        let heap = Box::new(7u64);
        let table: [usize; 4] = [1, &*heap as *const u64 as usize, LIT.as_ptr() as usize, 0];
        let at = table.as_ptr() as usize;
        assert_eq!(read_only_pointer_in(at, 32), Some(LIT.as_ptr() as usize));
        assert_eq!(read_only_pointer_in(at, 16), None);
        assert_eq!(
            read_only_pointer_in(at + 3, 29),
            Some(LIT.as_ptr() as usize)
        );
        let numbers = [0usize, 42, usize::MAX];
        assert_eq!(read_only_pointer_in(numbers.as_ptr() as usize, 24), None);
    }

    fn words(dev: DevPtr, n: usize) -> Vec<u64> {
        // SAFETY: `dev` is an emulated device block of at least `n` words (host memory).
        unsafe { std::slice::from_raw_parts(dev as *const u64, n) }.to_vec()
    }

    /// An async host-to-device copy reads its host source at the call, as
    /// `cuMemcpyHtoDAsync` from pageable memory does: a host function queued before it that
    /// writes the source (09993cb's rows gather) does not reach the device. Until 2026-11-29
    /// emul's worker read the source when it ran the copy and uploaded what the host function
    /// wrote, so such runtime code passed every emul test and uploaded zeros on the H200.
    #[test]
    fn an_async_upload_reads_its_host_source_at_the_call() {
        let b = EmulBackend::new();
        let q = b.new_queue().unwrap();
        let dev = b.alloc(64).unwrap();
        b.h2d(dev, [9u64; 8].as_ptr() as usize, 64).unwrap();
        let host = Arc::new(Mutex::new(vec![1u64; 8]));
        let src = host.lock().unwrap().as_ptr() as usize;
        let gate = blocked(&q);
        let writer = host.clone();
        q.host_fn(Box::new(move || writer.lock().unwrap().fill(7)))
            .unwrap();
        q.h2d(dev, src, 64).unwrap();
        // Changed by the host after the call: not seen either.
        host.lock().unwrap()[0] = 5;
        gate.wait();
        q.synchronize().unwrap();
        assert_eq!(words(dev, 8), vec![1u64; 8]);
        assert_eq!(host.lock().unwrap()[1], 7);
        b.free(dev).unwrap();
    }

    /// An async device-to-host copy writes its host destination when the queue runs it (as
    /// into pinned or registered memory on a GPU), not at the call.
    #[test]
    fn an_async_download_writes_its_host_destination_when_the_queue_runs_it() {
        let b = EmulBackend::new();
        let q = b.new_queue().unwrap();
        let dev = b.alloc(64).unwrap();
        b.h2d(dev, [3u64; 8].as_ptr() as usize, 64).unwrap();
        let mut host = vec![0u64; 8];
        let gate = blocked(&q);
        q.d2h(host.as_mut_ptr() as usize, dev, 64).unwrap();
        // SAFETY: a volatile read of the test's own buffer, which the queue cannot write yet.
        assert_eq!(unsafe { std::ptr::read_volatile(host.as_ptr()) }, 0);
        gate.wait();
        q.synchronize().unwrap();
        assert_eq!(host, vec![3u64; 8]);
        b.free(dev).unwrap();
    }

    /// An upload of host memory that a download queued before it (on the same queue, or on
    /// another one the program waits for) has still to write reads what the download wrote:
    /// on a GPU the download into pageable memory completed at its call (2.16.1 orders them:
    /// `copyout(a) async(1)` then `copyin(a) async(1)` uploads the copied-out values).
    #[test]
    fn an_upload_after_a_queued_download_of_the_same_host_bytes_reads_them() {
        let b = EmulBackend::new();
        let (q1, q2) = (b.new_queue().unwrap(), b.new_queue().unwrap());
        let (d1, d2) = (b.alloc(64).unwrap(), b.alloc(64).unwrap());
        b.h2d(d1, [4u64; 8].as_ptr() as usize, 64).unwrap();
        let mut host = vec![1u64; 8];
        let h = host.as_mut_ptr() as usize;
        let gate = blocked(&q1);
        // Words 2..6 come back from the device; the others are read at the call.
        q1.d2h(h + 16, d1 + 16, 32).unwrap();
        q1.h2d(d2, h, 64).unwrap();
        // On another queue that waits for the first.
        let d3 = b.alloc(64).unwrap();
        q2.wait_event(&q1.record().unwrap()).unwrap();
        q2.h2d(d3, h, 64).unwrap();
        gate.wait();
        q1.synchronize().unwrap();
        q2.synchronize().unwrap();
        let want = vec![1, 1, 4, 4, 4, 4, 1, 1];
        assert_eq!(words(d2, 8), want);
        assert_eq!(words(d3, 8), want);
        assert!(lock_downloads(&b.downloads).pending.is_empty());
        for d in [d1, d2, d3] {
            b.free(d).unwrap();
        }
    }
}
