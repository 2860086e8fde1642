//! One device: its backend, present table, queues and deferred frees, and the data actions of
//! spec 2.7.2 performed on them. Every public operation takes the table lock once; the
//! reference counters change synchronously with the calling thread even when the transfers
//! are queued (spec 2.6.7).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::backend::{Backend, DevPtr, DeviceKind, Event, HostSlot, Queue, HOST_SLOT_MAX};
use crate::error::{AccError, AccResult, ErrorCode, Loc};
use crate::present::{Attachment, Counter, Lookup, Mapping, PresentTable};
use crate::prof::{self, abi};
use crate::queue::{QueueSet, Target};

/// What an entry to a data lifetime does when the data is absent (spec 2.7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enter {
    /// `copy`, `copyin`, `acc_copyin`: copyin action.
    Copyin,
    /// `copyout`, `create`, `acc_create`: create action; `zero` fills the new memory with 0.
    Create { zero: bool },
    /// `present`: `acc_error_not_present` when absent.
    Present,
    /// `no_create`: nothing when absent (the host address is used).
    NoCreate,
}

/// What the end of a data lifetime does when the counters reach zero (spec 2.7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// copyout action.
    Copyout,
    /// delete action.
    Delete,
}

/// A section that a `copy` or `copyout` clause of the construct being exited names (host
/// address, bytes, the clause's location): see [`Device::exit_in_construct`].
#[derive(Clone, Copy, Debug)]
pub struct CopyBack {
    pub host: usize,
    pub bytes: usize,
    pub loc: Loc,
}

/// How exit treats data that is not present: API routines raise `acc_error_not_present`
/// (spec 3.2.19); clauses take no action (spec 2.7.8, 2.7.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    Error,
    Ignore,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    ToDevice,
    ToHost,
}

/// Device memory (address, bytes, the clause that allocated it: named in the free event) whose
/// release waits for these queue events.
type Deferred = (Vec<Arc<dyn Event>>, DevPtr, usize, Loc);

pub struct Device {
    pub kind: DeviceKind,
    pub num: i32,
    pub backend: Arc<dyn Backend>,
    table: Mutex<PresentTable>,
    /// The thread holding `table` ([`thread_token`]; 0: none): see [`Device::table`].
    table_owner: AtomicUsize,
    pub queues: QueueSet,
    /// Live slices of each shared device block (batched rows), by block base.
    /// (slices, bytes of the block: its free event's size).
    blocks: Mutex<std::collections::HashMap<DevPtr, (usize, usize)>>,
    /// Device memory to free once the queues pass these events (async copyout/delete, or a
    /// synchronous delete while queues still have work that may touch the memory).
    deferred: Mutex<Vec<Deferred>>,
    /// Small device blocks kept for reuse (see [`SmallPool`]).
    pool: Mutex<SmallPool>,
    /// The sizes of live firstprivate snapshots, kept only while profiling (their free
    /// events give the bytes their alloc events gave).
    snapshots: Mutex<std::collections::HashMap<DevPtr, usize>>,
    /// The blocks [`Device::gather_split`] gathered for a kernel, with the bytes each held
    /// when it was gathered: [`Device::scatter_back`] writes back only the bytes the kernel
    /// changed.
    split_blocks: Mutex<std::collections::HashMap<DevPtr, Vec<u8>>>,
    /// Whether [`SmallPool`] is used: where the backend asks for it
    /// ([`Backend::pools_small_blocks`]) unless OXACC_DEVICE_POOL=0.
    pooling: bool,
    /// Live host slots backing mappings (see [`Device::enter_hinted`]), by device address.
    slots: Mutex<std::collections::HashMap<DevPtr, HostSlot>>,
    /// Whether [`Device::enter_hinted`] may use host slots: unless OXACC_HOST_SLOTS=0.
    slotting: bool,
    /// The last asynchronous launch of each kernel that combines its reductions through its
    /// module's static scratch (see [`Device::launch_ordered`]), by kernel descriptor.
    scratch_launches: Mutex<std::collections::HashMap<usize, ScratchSlot>>,
    /// The device copies that mirror a host pointer (a file-scope `declare deviceptr`
    /// variable, see [`Device::mirror`]), by host address; `mirrored` tells whether any.
    mirrors: Mutex<std::collections::HashSet<usize>>,
    mirrored: std::sync::atomic::AtomicBool,
    /// How many entries of the file-scope `declare` registry (`entry::declared_catch_up`)
    /// this device has mapped.
    pub declared: AtomicUsize,
}

/// The last launch of one scratch-using kernel: its queue and an event recorded after it.
/// Its own lock is held across the next launch of the kernel, so two threads' launches are
/// ordered too.
type ScratchSlot = Arc<Mutex<Option<(i32, Arc<dyn Event>)>>>;

/// Small device blocks kept after their data lifetime ends, for the next one of the same size
/// class: a compute construct's implicit `copy` of a reduction scalar, or a firstprivate
/// snapshot, allocates and frees a few bytes at every launch, and `cuMemAlloc`/`cuMemFree`
/// cost microseconds each (`cuMemFree` synchronises the device), more than the kernel of a
/// small loop. A block reaches [`Device::free`] only when no queued work can still use it
/// (see [`Device::release`]), so handing it out again is safe. Blocks come in power-of-two
/// classes from 256 bytes up to [`POOL_MAX`]; at most [`POOL_KEEP`] bytes are kept.
#[derive(Default)]
struct SmallPool {
    /// Free blocks by class size.
    free: std::collections::HashMap<usize, Vec<DevPtr>>,
    /// Every live or free block the pool allocated, with its class size.
    owned: std::collections::HashMap<DevPtr, usize>,
    /// Bytes in `free`.
    kept: usize,
}

/// The largest request served from [`SmallPool`].
const POOL_MAX: usize = 64 * 1024;
/// The most bytes [`SmallPool`] keeps free.
const POOL_KEEP: usize = 16 * 1024 * 1024;

fn pool_class(bytes: usize) -> Option<usize> {
    (bytes <= POOL_MAX).then(|| bytes.max(256).next_power_of_two())
}

/// A section `[host, host + bytes)` must lie in the address space. Generated code computes a
/// section's bytes as length x element size with the product saturated at SIZE_MAX
/// (`__oxacc_sec_bytes` in the prelude), and an API routine may be handed any `bytes`: a sum
/// that wraps is a size no data section can have (2.7.1: a section is a contiguous part of
/// an array). Before, `copy(a[0:n])` whose byte count wrapped mapped the few bytes left over
/// (a silent wrong result) or reported "cannot allocate 18446744073709551608 bytes" with an
/// inverted range, and the host device accepted it.
pub fn check_span(host: usize, bytes: usize, loc: Loc) -> AccResult<()> {
    if host == 0 || host.checked_add(bytes).is_some() {
        return Ok(());
    }
    // SIZE_MAX is what a clause's saturated length x element size gives.
    let why = if bytes == usize::MAX {
        " (SIZE_MAX: in a data clause, the length times the element size overflows size_t)"
    } else {
        ""
    };
    let size = format!("its size, {bytes} bytes{why}, passes the end of the address space");
    Err(AccError::at_address(
        ErrorCode::InvalidDataSection,
        &format!("the section is invalid: {size} (OpenACC 3.3, 2.7.1)"),
        host,
        loc,
    ))
}

fn null_error(routine_arg: &str) -> AccError {
    AccError::new(
        ErrorCode::InvalidNullPointer,
        format!("{routine_arg} is a null pointer"),
    )
}

impl Device {
    pub fn new(kind: DeviceKind, num: i32, backend: Arc<dyn Backend>) -> Device {
        let backend_ref: &dyn Backend = backend.as_ref();
        let backend_pools = |b: &dyn Backend| {
            b.pools_small_blocks() && std::env::var("OXACC_DEVICE_POOL").as_deref() != Ok("0")
        };
        let pooling = backend_pools(backend_ref);
        Device {
            kind,
            num,
            table: Mutex::new(PresentTable::with_backend(Arc::clone(&backend))),
            table_owner: AtomicUsize::new(0),
            backend,
            queues: QueueSet::default(),
            deferred: Mutex::new(Vec::new()),
            blocks: Mutex::new(std::collections::HashMap::new()),
            snapshots: Mutex::new(std::collections::HashMap::new()),
            split_blocks: Mutex::new(std::collections::HashMap::new()),
            pool: Mutex::new(SmallPool::default()),
            pooling,
            slots: Mutex::new(std::collections::HashMap::new()),
            slotting: std::env::var("OXACC_HOST_SLOTS").as_deref() != Ok("0"),
            scratch_launches: Mutex::new(std::collections::HashMap::new()),
            mirrors: Mutex::new(std::collections::HashSet::new()),
            mirrored: std::sync::atomic::AtomicBool::new(false),
            declared: AtomicUsize::new(0),
        }
    }

    /// Marks the mapping of `host` (a file-scope pointer in a `declare deviceptr` directive,
    /// 2.13 with 2.7.4: it holds a device address) as a mirror of the host pointer: the
    /// module code that reads the variable (a `routine`'s `__device__` pointer symbol, bound
    /// to this copy) sees the host's value, copied at each launch ([`Device::refresh_mirror`]).
    /// Without a device copy the symbol was bound to nothing and a routine reading the
    /// pointer faulted (bug hunt 2026-11-29, deep copy).
    pub fn mirror(&self, host: usize) {
        if host == 0 || self.shared() {
            return;
        }
        self.mirrors
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(host);
        self.mirrored.store(true, Ordering::Release);
    }

    /// Copies the host pointer at `host` into its device copy when [`Device::mirror`] marked
    /// it (on `t`'s queue: the value the host has when the launch is enqueued, as for a
    /// firstprivate). No action for other data.
    pub fn refresh_mirror(&self, host: usize, t: Target) -> AccResult<()> {
        if !self.mirrored.load(Ordering::Acquire)
            || !self
                .mirrors
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .contains(&host)
        {
            return Ok(());
        }
        let dev = {
            let table = self.table();
            match table.find(host) {
                Some(m) => m.dev_of(host),
                None => return Ok(()),
            }
        };
        // SAFETY: `host` is the address of a file-scope pointer variable (its declare
        // directive's clause named it), readable for the life of the program.
        let value = unsafe { (host as *const usize).read_unaligned() };
        let q = self.queue(t)?;
        self.write_word(&q, dev, value as u64)
    }

    /// Runs `launch` (the launch of kernel `kernel` on target `t`, queue `q`) after every
    /// earlier launch of the same kernel, when `scratch`: the kernel's last gang combines the
    /// gangs' scalar reduction values through `__device__` scratch of its module (a counter
    /// and one slot per gang, `__oxacc_rc_NAME` / `__oxacc_rs_NAME_i`), one per kernel, not
    /// per launch. Two launches of it on different queues (each a stream of its own) ran at
    /// the same time on a GPU and counted and combined each other's gangs: OpenMP threads
    /// summing on queues `async(t + 1)` got wrong sums. A launch on another queue than the
    /// last one waits for that launch's event (a synchronous one, on the host); a launch on
    /// the same queue is ordered already. Other kernels launch as before, with no lock.
    pub fn launch_ordered(
        &self,
        kernel: usize,
        scratch: bool,
        t: Target,
        q: Option<&Arc<dyn Queue>>,
        launch: impl FnOnce() -> AccResult<()>,
    ) -> AccResult<()> {
        if !scratch {
            return launch();
        }
        let slot = Arc::clone(
            self.scratch_launches
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(kernel)
                .or_insert_with(|| Arc::new(Mutex::new(None))),
        );
        let mut last = slot.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((key, ev)) = last.as_ref() {
            match (t, q) {
                (Target::Queue(k), Some(q)) if k != *key => q.wait_event(ev)?,
                (Target::Queue(_), _) => {}
                (Target::Sync, _) => ev.wait()?,
            }
        }
        launch()?;
        *last = match (t, q) {
            (Target::Queue(k), Some(q)) => Some((k, q.record()?)),
            // A synchronous launch has finished when the call returns.
            _ => None,
        };
        Ok(())
    }

    /// The same device with host slots allowed or not (tests).
    pub fn with_host_slots(mut self, on: bool) -> Device {
        self.slotting = on;
        self
    }

    fn host_slots(&self) -> MutexGuard<'_, std::collections::HashMap<DevPtr, HostSlot>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The host slot whose device address is `dev` (a mapping's `dev`), if it is one.
    fn slot_of(&self, dev: DevPtr) -> Option<HostSlot> {
        let slots = self.host_slots();
        if slots.is_empty() {
            return None;
        }
        slots.get(&dev).copied()
    }

    /// A host slot holding a copy of host `[host, host+bytes)` (the copyin action of
    /// [`Device::enter_hinted`] without a driver copy), or `None`.
    fn slot_copyin(&self, host: usize, bytes: usize) -> Option<DevPtr> {
        if !self.slotting || bytes == 0 || bytes > HOST_SLOT_MAX {
            return None;
        }
        let slot = self.backend.host_slot(bytes)?;
        // SAFETY: `host` is the clause's variable, `bytes` readable bytes (the data clause's
        // contract, as for the driver copy it replaces); the slot has room for `bytes`
        // host-writable bytes at `slot.host` (`Backend::host_slot`) and is ours alone.
        unsafe {
            std::ptr::copy_nonoverlapping(host as *const u8, slot.host as *mut u8, bytes);
        }
        self.host_slots().insert(slot.dev, slot);
        Some(slot.dev)
    }

    /// Gives back `dev` when it is a host slot (true), else leaves it (false). Called by
    /// [`Device::free`], which every release of a mapping's memory reaches only once no
    /// queued work can use it (see [`Device::release`]): the slot is out of the table and
    /// of `slots` before the backend can hand it out again, so no one uses it after release.
    fn free_slot(&self, dev: DevPtr) -> AccResult<bool> {
        let taken = {
            let mut slots = self.host_slots();
            if slots.is_empty() {
                return Ok(false);
            }
            slots.remove(&dev)
        };
        match taken {
            Some(slot) => self.backend.free_host_slot(slot).map(|_| true),
            None => Ok(false),
        }
    }

    /// Live host slots (tests).
    pub fn host_slot_count(&self) -> usize {
        self.host_slots().len()
    }

    /// The same device with the small-block pool on or off (tests).
    pub fn with_pool(mut self, on: bool) -> Device {
        self.pooling = on;
        self
    }

    fn small_pool(&self) -> MutexGuard<'_, SmallPool> {
        self.pool.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Device memory for `bytes`: a kept block of its class, or a new one.
    fn alloc_block(&self, bytes: usize) -> AccResult<DevPtr> {
        let Some(class) = pool_class(bytes).filter(|_| self.pooling) else {
            return self.backend.alloc(bytes);
        };
        {
            let mut p = self.small_pool();
            if let Some(dev) = p.free.get_mut(&class).and_then(|v| v.pop()) {
                p.kept -= class;
                return Ok(dev);
            }
        }
        let dev = self.backend.alloc(class)?;
        self.small_pool().owned.insert(dev, class);
        Ok(dev)
    }

    /// Gives back memory of [`Self::alloc_block`]: kept when it is a small block and there is
    /// room, else freed.
    fn free_block(&self, dev: DevPtr, keep: bool) -> AccResult<()> {
        {
            let mut p = self.small_pool();
            if let Some(&class) = p.owned.get(&dev) {
                if keep && p.kept + class <= POOL_KEEP {
                    p.free.entry(class).or_default().push(dev);
                    p.kept += class;
                    return Ok(());
                }
                p.owned.remove(&dev);
            }
        }
        self.backend.free(dev)
    }

    /// The bytes of free blocks the pool keeps.
    pub fn pooled_bytes(&self) -> usize {
        self.small_pool().kept
    }

    /// Frees every kept block (acc_shutdown: the context may go away).
    fn drain_pool(&self) -> AccResult<()> {
        let blocks: Vec<DevPtr> = {
            let mut p = self.small_pool();
            let blocks: Vec<DevPtr> = p.free.drain().flat_map(|(_, v)| v).collect();
            for b in &blocks {
                p.owned.remove(b);
            }
            p.kept = 0;
            blocks
        };
        for b in blocks {
            self.backend.free(b)?;
        }
        Ok(())
    }

    /// The end of a not-present message: which device was asked, since a mapping made on one
    /// device is not present on another (each device has its own present table).
    pub fn absent(&self) -> String {
        format!(
            "is not present on the device (device {} of type acc_device_{})",
            self.num,
            self.kind.name()
        )
    }

    pub fn shared(&self) -> bool {
        self.backend.shared_memory()
    }

    /// Whether `host` is memory this device reads at the host's address without a mapping:
    /// any address on a shared-memory device, and an address in a block the program
    /// allocated under `-gpu=managed` (`crate::managed`) on a device that reads that block.
    /// Data clauses, `update`, attach/detach take no action there and it is present at the
    /// same address (nvc: "data clauses on managed data are ignored").
    pub fn shared_at(&self, host: usize) -> bool {
        self.shared() || crate::managed::device_reads(host, self.kind)
    }

    /// Drops the mapping that starts at `host` from the present table without touching
    /// device memory (the block is leaked), for [`crate::entry::__oxacc_declare_forget`]: the
    /// `declare`d global of a shared library that is being unloaded. Never blocks (it runs in
    /// destructors, at dlclose() or at exit): a held lock leaves the table as it is.
    pub fn forget_mapping(&self, host: usize) {
        if let Ok(mut t) = self.table.try_lock() {
            t.remove(host);
        }
    }

    /// The present table, locked. The data events (alloc, create, upload, download, delete,
    /// free: 5.1.4-5.1.9) are raised while the table is held, so a tool's callback that calls
    /// a routine needing it (acc_is_present, acc_deviceptr, acc_copyin...) would lock it
    /// again on the same thread and hang forever (as it did until 2026-11-29). That case is
    /// detected by the owner recorded here and stopped with an error that says why; a lock
    /// held by another thread is waited for as usual.
    #[inline]
    fn table(&self) -> TableGuard<'_> {
        let me = thread_token();
        if self.table_owner.load(Ordering::Relaxed) == me {
            self.table_reentered();
        }
        let guard = self.table.lock().unwrap_or_else(|e| e.into_inner());
        self.table_owner.store(me, Ordering::Relaxed);
        TableGuard {
            guard,
            owner: &self.table_owner,
        }
    }

    /// [`Device::table`] asked for again by the thread holding it: stops with the reason.
    #[cold]
    #[inline(never)]
    fn table_reentered(&self) -> ! {
        crate::error::fail(
            "a profiling callback",
            &AccError::new(
                ErrorCode::Other,
                format!(
                    "an OpenACC routine called from a callback of a data event (alloc, \
                         create, upload, download, delete, free) needs the present table of \
                         device {} of type acc_device_{}, which the runtime holds while it \
                         raises that event: not supported yet (the event's host_ptr, \
                         device_ptr and bytes describe the data; other events may call \
                         it){}",
                    self.num,
                    self.kind.name(),
                    prof::directive_text()
                        .map(|at| format!(" (the event of the directive at {at})"))
                        .unwrap_or_default()
                ),
            ),
        )
    }

    pub fn mapping_count(&self) -> usize {
        self.table().len()
    }

    /// The queue for an async target (`None` for synchronous work).
    pub fn queue(&self, t: Target) -> AccResult<Option<Arc<dyn Queue>>> {
        match t {
            Target::Sync => Ok(None),
            Target::Queue(k) => Ok(Some(self.queues.get(self.backend.as_ref(), k)?)),
        }
    }

    fn h2d(&self, q: &Option<Arc<dyn Queue>>, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        match q {
            Some(q) => q.h2d(dst, src, n),
            None => self.backend.h2d(dst, src, n),
        }
    }

    fn d2h(&self, q: &Option<Arc<dyn Queue>>, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        match q {
            Some(q) => q.d2h(dst, src, n),
            None => self.backend.d2h(dst, src, n),
        }
    }

    fn write_word(&self, q: &Option<Arc<dyn Queue>>, dst: DevPtr, value: u64) -> AccResult<()> {
        match q {
            Some(q) => q.write_word(dst, value),
            None => {
                let v = value;
                self.backend.h2d(dst, &v as *const u64 as usize, 8)
            }
        }
    }

    /// The 8 bytes at `src` in device memory, once the queue has done what was enqueued
    /// before.
    fn read_word(&self, q: &Option<Arc<dyn Queue>>, src: DevPtr) -> AccResult<u64> {
        let mut v: u64 = 0;
        let dst = &mut v as *mut u64 as usize;
        match q {
            Some(q) => {
                q.d2h(dst, src, 8)?;
                q.synchronize()?;
            }
            None => self.backend.d2h(dst, src, 8)?,
        }
        Ok(v)
    }

    /// Frees device memory after the queue has done what was enqueued before; every release
    /// also waits (without blocking) for every other queue still busy, as `cuMemFree` would,
    /// so queued work never touches freed memory. An async release used to wait for its own
    /// queue only: `enter data copyin(a) async(0)` then `exit data delete(a) async(1)` freed
    /// the block while queue 0's upload still wrote it (emul: SIGSEGV in the queue's worker;
    /// the program orders nothing between the queues, but a crash is no answer).
    fn release(
        &self,
        q: &Option<Arc<dyn Queue>>,
        dev: DevPtr,
        bytes: usize,
        loc: Loc,
    ) -> AccResult<()> {
        let mut events = match q {
            Some(q) => vec![q.record()?],
            None => Vec::new(),
        };
        for other in self.queues.busy_queues() {
            let own = q.as_ref().is_some_and(|q| Arc::ptr_eq(q, &other));
            if !own && !other.idle() {
                events.push(other.record()?);
            }
        }
        if events.is_empty() {
            return self.free(dev, bytes, loc);
        }
        self.deferred
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((events, dev, bytes, loc));
        Ok(())
    }

    /// Frees device memory, with the free event (5.1.4), which names the variable and says
    /// `implicit` as the matching alloc event did (a tool pairs them). A host slot goes back to
    /// its backend with no event: it is not device memory (no alloc event announced it either).
    fn free(&self, dev: DevPtr, bytes: usize, loc: Loc) -> AccResult<()> {
        if self.free_slot(dev)? {
            return Ok(());
        }
        self.free_block(dev, true)?;
        if prof::on() {
            self.data_point(abi::EV_FREE, Target::Sync, loc, bytes, 0, dev);
        }
        Ok(())
    }

    /// Allocates device memory, with the alloc event (5.1.4).
    fn alloc(&self, bytes: usize, t: Target, loc: Loc) -> AccResult<DevPtr> {
        let dev = self.alloc_block(bytes)?;
        if prof::on() {
            self.data_point(abi::EV_ALLOC, t, loc, bytes, 0, dev);
        }
        Ok(dev)
    }

    /// An alloc, free, create or delete event.
    pub fn data_point(
        &self,
        kind: abi::AccEvent,
        t: Target,
        loc: Loc,
        bytes: usize,
        host: usize,
        dev: DevPtr,
    ) {
        if prof::active() {
            prof::point(prof::Ev::new(kind, Some(self), t).data(loc, bytes, host, dev));
        }
    }

    /// A host-to-device transfer of a data action, with its enqueue upload events (5.1.9).
    #[allow(clippy::too_many_arguments)]
    fn upload(
        &self,
        q: &Option<Arc<dyn Queue>>,
        t: Target,
        dst: DevPtr,
        src: usize,
        n: usize,
        loc: Loc,
        host: usize,
    ) -> AccResult<()> {
        if self.backend.kind() == DeviceKind::Emul && crate::backend::emul::check_pointers() {
            if let Some(p) = crate::backend::emul::read_only_pointer_in(src, n) {
                return Err(AccError::data(
                    ErrorCode::Other,
                    &format!(
                        "its device copy would hold the host address {p:#x} of the program's read-only data (a string literal or a constant table), which a GPU cannot read: a pointer copied as it is (OpenACC 3.3, 2.6.2, 2.7.2) (OXACC_EMUL_CHECK_POINTERS)"
                    ),
                    host,
                    n,
                    loc,
                ));
            }
        }
        if !prof::on() {
            return self.h2d(q, dst, src, n);
        }
        self.transfer(true, q, t, dst, src, n, loc, host)
    }

    /// A device-to-host transfer, with its enqueue download events.
    #[allow(clippy::too_many_arguments)]
    fn download(
        &self,
        q: &Option<Arc<dyn Queue>>,
        t: Target,
        dst: usize,
        src: DevPtr,
        n: usize,
        loc: Loc,
        host: usize,
    ) -> AccResult<()> {
        if !prof::on() {
            return self.d2h(q, dst, src, n);
        }
        self.transfer(false, q, t, dst, src, n, loc, host)
    }

    /// A transfer with its events; `host` is the user's address (the copy may go through a
    /// packed buffer).
    #[cold]
    #[allow(clippy::too_many_arguments)]
    pub fn transfer(
        &self,
        up: bool,
        q: &Option<Arc<dyn Queue>>,
        t: Target,
        dst: usize,
        src: usize,
        n: usize,
        loc: Loc,
        host: usize,
    ) -> AccResult<()> {
        let copy = || {
            if up {
                self.h2d(q, dst, src, n)
            } else {
                self.d2h(q, dst, src, n)
            }
        };
        if !prof::active() {
            return copy();
        }
        let (start, end, devp) = if up {
            (
                abi::EV_ENQUEUE_UPLOAD_START,
                abi::EV_ENQUEUE_UPLOAD_END,
                dst,
            )
        } else {
            (
                abi::EV_ENQUEUE_DOWNLOAD_START,
                abi::EV_ENQUEUE_DOWNLOAD_END,
                src,
            )
        };
        let mut ev = prof::Ev::new(start, Some(self), t).data(loc, n, host, devp);
        let tok = prof::begin(ev);
        // Device times: a stamp on the queue, or on the device's synchronous stream (CUDA
        // events on the GPU; the host clock on the CPU devices).
        let stamp = || match q {
            Some(_) => prof::stamp(q.as_ref()),
            None if prof::want_device_time() => {
                self.backend.stamp_sync().or_else(|| prof::stamp(None))
            }
            None => None,
        };
        let s0 = stamp();
        copy()?;
        let s1 = stamp();
        ev.kind = end;
        prof::end(ev, tok, prof::dev_time(s0, s1));
        Ok(())
    }

    /// A device copy of `bytes` host bytes for one kernel launch on `t` (a firstprivate
    /// section, 2.5.14: every private copy starts from the values at the construct, even when
    /// the region writes the original through another name). Release it with
    /// [`Device::release_snapshot`] after the launch.
    pub fn snapshot(&self, host: usize, bytes: usize, t: Target) -> AccResult<DevPtr> {
        if self.shared() {
            return Ok(host);
        }
        self.sweep()?;
        let dev = self.alloc_implicit(bytes.max(1), t)?;
        let q = self.queue(t)?;
        if bytes > 0 {
            // Profiling: an implicit upload of the construct (5.1.9).
            let loc = Loc {
                implicit: true,
                ..Loc::NONE
            };
            self.upload(&q, t, dev, host, bytes, loc, host)?;
        }
        Ok(dev)
    }

    /// A device block of `bytes` on `t` that the construct allocates itself (a snapshot or a
    /// gathered block), profiled as an implicit allocation (5.1.4); its size is kept for the
    /// free event of [`Device::release_snapshot`].
    fn alloc_implicit(&self, bytes: usize, t: Target) -> AccResult<DevPtr> {
        let loc = Loc {
            implicit: true,
            ..Loc::NONE
        };
        let dev = self.alloc(bytes, t, loc)?;
        if prof::on() {
            self.snapshots
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(dev, bytes);
        }
        Ok(dev)
    }

    /// Frees a [`Device::snapshot`] once the work enqueued on `t` so far (the launch) is done.
    pub fn release_snapshot(&self, dev: DevPtr, t: Target) -> AccResult<()> {
        if self.shared() || dev == 0 {
            return Ok(());
        }
        let q = self.queue(t)?;
        let bytes = self
            .snapshots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&dev)
            .unwrap_or(0);
        let loc = Loc {
            implicit: true,
            ..Loc::NONE
        };
        self.release(&q, dev, bytes, loc)
    }

    /// Whether more than one present mapping holds a part of `[host, host + bytes)` (two
    /// sections of one array mapped apart: `data copy(a[0:2], a[50:2])`).
    pub fn several_mappings(&self, host: usize, bytes: usize) -> bool {
        if self.shared() || bytes == 0 {
            return false;
        }
        let table = self.table();
        let mut held = table
            .parts(host, host.saturating_add(bytes))
            .filter(|p| p.1.is_some());
        held.nth(1).is_some()
    }

    /// The hull `[lo, hi)` of the mappings holding the host addresses `at` (the first
    /// elements of the sections of one pointer's target that the data clauses holding at a
    /// compute construct name), when two or more different mappings hold them; addresses no
    /// mapping holds (an empty section) count for nothing.
    pub fn sections_hull(&self, at: &[usize]) -> Option<(usize, usize)> {
        if self.shared() {
            return None;
        }
        let table = self.table();
        let mut first: Option<usize> = None;
        let mut several = false;
        let (mut lo, mut hi) = (usize::MAX, 0);
        for &a in at {
            if let Some((k, end, _)) = table.find_span(a) {
                match first {
                    None => first = Some(k),
                    Some(f) if f != k => several = true,
                    Some(_) => {}
                }
                lo = lo.min(k);
                hi = hi.max(end);
            }
        }
        several.then_some((lo, hi))
    }

    /// A device block holding `[host, host + bytes)` (an array, or the span of a pointer's
    /// target, whose parts several mappings hold: two sections mapped apart) for a kernel
    /// that reaches it through one base: each part a mapping holds comes from its device
    /// copy, the parts no mapping holds from the host. None when no mapping holds a part.
    /// [`Device::scatter_back`] ends its use.
    ///
    /// Other host threads' mappings may hold parts of the range (OpenMP threads each running
    /// a construct on their own section of one array: the semantic fuzzer's case), and their
    /// constructs may end, and free those device copies, at any moment. So the parts are read
    /// synchronously while the present table is held (a mapping it lists cannot be freed
    /// meanwhile; emul unmaps freed blocks, and reading one was a SIGSEGV), after the
    /// construct's queue has done its earlier work, into a host image kept for
    /// `scatter_back`. The launch that uses the block may still be asynchronous.
    pub fn gather_split(&self, host: usize, bytes: usize, t: Target) -> AccResult<Option<DevPtr>> {
        if self.shared() || bytes == 0 {
            return Ok(None);
        }
        let q = self.queue(t)?;
        if let Some(q) = &q {
            q.synchronize()?;
        }
        self.sweep()?;
        let mut image = vec![0u8; bytes];
        {
            let table = self.table();
            let runs: Vec<(usize, Option<DevPtr>, usize)> =
                table.parts(host, host.saturating_add(bytes)).collect();
            if !runs.iter().any(|(_, dev, _)| dev.is_some()) {
                return Ok(None);
            }
            let at = image.as_mut_ptr() as usize;
            for (off, dev, n) in runs {
                match dev {
                    Some(d) => self.backend.d2h(at + off, d, n)?,
                    // SAFETY: `[host, host + bytes)` is the caller's live host range (the
                    // array or the sections' span); the image has `bytes` bytes.
                    None => unsafe {
                        std::ptr::copy_nonoverlapping(
                            (host + off) as *const u8,
                            (at + off) as *mut u8,
                            n,
                        )
                    },
                }
            }
        }
        let dev = self.alloc_implicit(bytes, t)?;
        self.backend.h2d(dev, image.as_ptr() as usize, bytes)?;
        self.split_blocks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(dev, image);
        Ok(Some(dev))
    }

    /// The end of a kernel's use of a block [`Device::gather_split`] gathered for
    /// `[host, host + bytes)`: once the kernel has finished (its queue synchronised), the
    /// bytes it changed, and only those, are copied into the device copies of the mappings
    /// that hold them now; then the block is released.
    ///
    /// Until 2026-12-02 every part a mapping held was copied back whole: with OpenMP threads
    /// each running `parallel loop copyout(o[c*64:64])` on one array, a thread's launch put
    /// its stale copy of the other threads' sections back over what their kernels had
    /// written meanwhile (emul: about 1 run in 5 lost results). A byte the kernel did not
    /// change belongs to whoever else writes it; one it changed is the kernel's (two kernels
    /// writing one byte at once is the program's race). Bytes are compared one by one: an
    /// element whose new value shares bytes with the old one is copied in pieces, never with
    /// a neighbour the kernel left alone.
    pub fn scatter_back(
        &self,
        block: DevPtr,
        host: usize,
        bytes: usize,
        t: Target,
    ) -> AccResult<()> {
        if self.shared() || block == 0 {
            return Ok(());
        }
        let image = self
            .split_blocks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&block);
        let Some(image) = image.filter(|i| i.len() == bytes) else {
            return Err(AccError::new(
                ErrorCode::Other,
                "internal error: the end of a launch names no block gathered for it",
            ));
        };
        let q = self.queue(t)?;
        if let Some(q) = &q {
            q.synchronize()?;
        }
        let mut now = vec![0u8; bytes];
        self.backend.d2h(now.as_mut_ptr() as usize, block, bytes)?;
        {
            let table = self.table();
            let runs: Vec<(usize, DevPtr, usize)> = table
                .parts(host, host.saturating_add(bytes))
                .filter_map(|(off, dev, n)| dev.map(|d| (off, d, n)))
                .collect();
            for (off, dst, n) in runs {
                for (s, e) in changed_runs(&image[off..off + n], &now[off..off + n]) {
                    self.backend
                        .h2d(dst + s, now.as_ptr() as usize + off + s, e - s)?;
                }
            }
        }
        self.release_snapshot(block, t)
    }

    /// Whether every byte of `[host, host + bytes)` lies in present mappings (one or several).
    pub fn all_present(&self, host: usize, bytes: usize) -> bool {
        if self.shared() {
            return true;
        }
        self.table()
            .parts(host, host.saturating_add(bytes))
            .all(|p| p.1.is_some())
    }

    /// The pointer slots `[host, host + bytes)` of rows of one pointer array that a construct
    /// names together (`present(m[1][0:64], m[2][0:64])`) when separate mappings hold them
    /// (`enter data copyin(m[1][0:64])`, then `copyin(m[2][0:64])`: OpenACC 3.3, 2.7.1 gives
    /// each row's pointer its own device copy): a device block for the construct's kernels,
    /// which reach every row through one translated `m`. Each slot a mapping holds is copied
    /// from its device copy (attached: the row's device address); a slot no mapping holds
    /// (between the rows) gets the host's value. Released with [`Device::release_snapshot`]
    /// at the construct's end; the mappings themselves are not changed. None when no slot of
    /// the range is present (the caller's error stands).
    pub fn gather_slots(&self, host: usize, bytes: usize, t: Target) -> AccResult<Option<DevPtr>> {
        if self.shared() || bytes == 0 {
            return Ok(None);
        }
        // (destination offset, device source or host source, length) runs.
        let runs: Vec<(usize, Result<DevPtr, usize>, usize)> = self
            .table()
            .parts(host, host.saturating_add(bytes))
            .map(|(off, dev, n)| (off, dev.ok_or(host + off), n))
            .collect();
        if !runs.iter().any(|(_, src, _)| src.is_ok()) {
            return Ok(None);
        }
        self.sweep()?;
        let dev = self.alloc_implicit(bytes, t)?;
        let q = self.queue(t)?;
        for (off, src, n) in runs {
            match src {
                Ok(d) => match &q {
                    Some(q) => q.d2d(dev + off, d, n)?,
                    None => self.backend.d2d(dev + off, d, n)?,
                },
                Err(h) => self.h2d(&q, dev + off, h, n)?,
            }
        }
        Ok(Some(dev))
    }

    /// Frees the deferred memory whose queues have passed their events.
    pub fn sweep(&self) -> AccResult<()> {
        let done: Vec<(DevPtr, usize, Loc)> = {
            let mut d = self.deferred.lock().unwrap_or_else(|e| e.into_inner());
            let (done, pending): (Vec<_>, Vec<_>) = d
                .drain(..)
                .partition(|(evs, ..)| evs.iter().all(|e| e.done()));
            *d = pending;
            done.into_iter().map(|(_, p, n, l)| (p, n, l)).collect()
        };
        for (p, n, l) in done {
            self.free(p, n, l)?;
        }
        Ok(())
    }

    /// Entry to a data lifetime: present increment, or copyin/create action (spec 2.7.2).
    /// Returns the device address of `host` (the host address itself in shared memory, and
    /// for `no_create` data that is absent).
    pub fn enter(
        &self,
        action: Enter,
        counter: Counter,
        host: usize,
        bytes: usize,
        t: Target,
        loc: Loc,
    ) -> AccResult<DevPtr> {
        self.enter_hinted(action, counter, host, bytes, t, loc, false)
    }

    /// [`Device::enter`], where `reduction` says the clause is the `copy` of a scalar
    /// reduction variable of a compute construct (`__OXACC_REDUCTION`: the implied copy of
    /// spec 2.5.15 / 2.6.2, or an explicit `copy` of the variable).
    ///
    /// Such a copy moves a few bytes in and out around every launch. When it is a copyin of
    /// absent data, synchronous and at most [`HOST_SLOT_MAX`] bytes, the new mapping's device
    /// memory is a *host slot* ([`Backend::host_slot`]: on nvidia, pinned device-mapped host
    /// memory, which the kernel's one final `*s = *s + partial` reaches at no cost): the
    /// copyin is a host `memcpy`, and the copyout at exit another (the synchronous launch has
    /// finished by then), instead of an allocation and two driver copies each with a
    /// synchronisation. Measured on an H200 for benches/gpu/dot.c's region: 0.150 ms with
    /// allocation + cuMemcpyHtoD + launch + cuMemcpyDtoH, 0.1335 ms with the result in mapped
    /// host memory, 0.138 ms for hand-written CUDA (memset, kernel, copy back). Everything
    /// else is as for any mapping: the present table holds it (acc_is_present, counters, a
    /// second thread's present increment), `update` and async copies use the slot's device
    /// address through the backend, and the slot goes back when the mapping's memory would
    /// be freed. Present data, async, larger data or a backend without slots: `enter`.
    #[allow(clippy::too_many_arguments)]
    pub fn enter_hinted(
        &self,
        action: Enter,
        counter: Counter,
        host: usize,
        bytes: usize,
        t: Target,
        loc: Loc,
        reduction: bool,
    ) -> AccResult<DevPtr> {
        check_span(host, bytes, loc)?;
        if self.shared_at(host) {
            return Ok(host);
        }
        if host == 0 {
            if bytes == 0 {
                return Ok(0);
            }
            return Err(AccError::data(
                ErrorCode::InvalidNullPointer,
                "null pointer with a non-zero length",
                host,
                bytes,
                loc,
            ));
        }
        let mut table = self.table();
        // The common case with one search: the section lies in the mapping of its start.
        if let Some(dev) = table.hold(host, bytes, counter) {
            return Ok(dev);
        }
        match table.lookup(host, bytes) {
            Lookup::Full(k) => {
                let m = table
                    .get_mut(k)
                    .ok_or_else(|| AccError::new(ErrorCode::Other, "present table corrupt"))?;
                *m.counter_mut(counter) += 1;
                Ok(m.dev_of(host))
            }
            Lookup::Partial(k) => Err(partly(&table, k, host, bytes, loc)),
            Lookup::Absent => match action {
                // A zero-length section has nothing to be present (as the null pointer, which
                // the glossary defines "always present with a length of zero bytes"); its
                // copyin or create maps nothing either (below).
                Enter::Present if bytes == 0 => Ok(0),
                Enter::Present => {
                    let what = format!(
                        "{}{}",
                        self.absent(),
                        pointer_hint(&table, host, bytes, loc)
                    );
                    Err(AccError::data(
                        ErrorCode::NotPresent,
                        &what,
                        host,
                        bytes,
                        loc,
                    ))
                }
                Enter::NoCreate => Ok(host),
                Enter::Copyin | Enter::Create { .. } => {
                    if bytes == 0 {
                        return Ok(0);
                    }
                    self.sweep()?;
                    let slot = if reduction && action == Enter::Copyin && t == Target::Sync {
                        self.slot_copyin(host, bytes)
                    } else {
                        None
                    };
                    if let Some(dev) = slot {
                        // Profiling: the create event, but no alloc event (no device memory
                        // is allocated) and no upload events (no transfer is enqueued: the
                        // host copied the bytes itself), so the time report's transfer
                        // figures show only real transfers.
                        if prof::on() {
                            self.data_point(abi::EV_CREATE, t, loc, bytes, host, dev);
                        }
                        table.insert(Mapping::new(host, bytes, dev, counter, None));
                        return Ok(dev);
                    }
                    let dev = self
                        .alloc(bytes, t, loc)
                        .map_err(|e| AccError::data(e.code, &e.message, host, bytes, loc))?;
                    if prof::on() {
                        self.data_point(abi::EV_CREATE, t, loc, bytes, host, dev);
                    }
                    let q = self.queue(t)?;
                    let copied = match action {
                        Enter::Copyin => self.upload(&q, t, dev, host, bytes, loc, host),
                        Enter::Create { zero: true } => match &q {
                            Some(q) => q.zero(dev, bytes),
                            None => self.zero_sync(dev, bytes),
                        },
                        _ => Ok(()),
                    };
                    if let Err(e) = copied {
                        let _ = self.free_block(dev, false);
                        return Err(e);
                    }
                    table.insert(Mapping::new(host, bytes, dev, counter, None));
                    Ok(dev)
                }
            },
        }
    }

    /// The entry of a construct's sections (host start, bytes) when every one lies wholly in
    /// a mapping already (a compute construct inside a data region, the common case): each
    /// structured counter goes up and `devs` gets the device addresses, under one lock of the
    /// present table. `false`, with nothing changed, when one does not (or the device shares
    /// the host's memory, or a section is empty or null): the caller then enters the clauses
    /// one by one, which handles every case. A lock per clause was about half of an async
    /// region's cost over a raw launch (H200: 0.38-0.47 us for three present clauses' entry
    /// and exit, on 3.1-3.4 us launches).
    ///
    /// Each section may carry the address of the host pointer it was reached through
    /// (`ptr_addr`, 0 for none: `present(p[0:n])` of a pointer variable `p`): its attach action
    /// (2.7.2) acts only when that pointer itself lies in device memory, so a pointer that does
    /// not (a local, the usual case) needs nothing more; one that does declines the batch
    /// (the clause-by-clause entry attaches it). Before, any such clause declined the batch and
    /// the entry took one lock per clause and another per pointer.
    pub fn enter_present_all(&self, secs: &[(usize, usize, usize)], devs: &mut [DevPtr]) -> bool {
        if self.shared() || devs.len() < secs.len() || secs.len() > BATCH_MAX {
            return false;
        }
        let mut table = self.table();
        // Read under the lock: no mapping of this table comes or goes while it is held.
        let generation = crate::present::generation();
        let me = self as *const Device as usize;
        let mut pos = [crate::present::Pos::ZERO; BATCH_MAX];
        if batch_memo_get(me, generation, secs, &mut pos) && hold_at(&mut table, secs, &pos, devs) {
            return true;
        }
        if secs
            .iter()
            .any(|&(_, _, ptr)| ptr != 0 && pointer_slot(&table, ptr).is_some())
        {
            return false;
        }
        for (i, &(host, bytes, _)) in secs.iter().enumerate() {
            let found = (host != 0 && bytes != 0)
                .then(|| table.find_at(host))
                .flatten()
                .filter(|(_, m)| host.saturating_add(bytes) <= m.end());
            let Some((at, _)) = found else {
                // Undo the counts already taken (their mappings are still there: the lock
                // was held throughout).
                for &p in &pos[..i] {
                    if let Some(m) = table.at_mut(p) {
                        m.structured -= 1;
                    }
                }
                return false;
            };
            let Some(m) = table.at_mut(at) else {
                return false;
            };
            m.structured += 1;
            devs[i] = m.dev_of(host);
            pos[i] = at;
        }
        batch_memo_put(me, generation, secs, &pos);
        true
    }

    /// The exit of a construct's sections when no structured counter reaches the end of a
    /// lifetime (each mapping still referenced after its decrement, no two sections in one
    /// mapping): the decrements under one lock. `false`, with nothing changed, otherwise: the
    /// caller exits the clauses one by one (copyouts, deletes, the copy-back rules of
    /// `exit_in_construct`).
    /// A section's pointer (`ptr_addr`, as at the entry) must not lie in device memory: its
    /// detach action (2.7.2) is then none.
    pub fn exit_present_all(&self, secs: &[(usize, usize, usize)]) -> bool {
        if self.shared() || secs.len() > BATCH_MAX {
            return false;
        }
        let mut table = self.table();
        let generation = crate::present::generation();
        let me = self as *const Device as usize;
        let mut at = [crate::present::Pos::ZERO; BATCH_MAX];
        // The positions the entry found, while no mapping came or went since: no search, and
        // the pointers are still outside device memory (each position's mapping is checked
        // to hold its section below, as a searched one is).
        if !batch_memo_get(me, generation, secs, &mut at) {
            if secs
                .iter()
                .any(|&(_, _, ptr)| ptr != 0 && pointer_slot(&table, ptr).is_some())
            {
                return false;
            }
            for (i, &(host, _, _)) in secs.iter().enumerate() {
                let Some((pos, _)) = table.find_at(host) else {
                    return false;
                };
                at[i] = pos;
            }
        }
        let mut starts = [0usize; BATCH_MAX];
        for (i, &(host, bytes, _)) in secs.iter().enumerate() {
            let Some(m) = table.at(at[i]) else {
                return false;
            };
            // Wholly inside, as at the entry (else the clause-by-clause exit reports it).
            let inside = host >= m.host && host.checked_add(bytes).is_some_and(|e| e <= m.end());
            if host == 0
                || !inside
                || m.structured == 0
                || m.refs() < 2
                || starts[..i].contains(&m.host)
            {
                return false;
            }
            starts[i] = m.host;
        }
        // The positions stay valid: the lock is held and nothing was added or removed.
        for &pos in &at[..secs.len()] {
            if let Some(m) = table.at_mut(pos) {
                m.structured -= 1;
            }
        }
        true
    }

    fn zero_sync(&self, dev: DevPtr, bytes: usize) -> AccResult<()> {
        let q = self.backend.new_queue()?;
        q.zero(dev, bytes)?;
        q.synchronize()
    }

    /// End of a data lifetime: present decrement (or, with `finalize`, dynamic counter to
    /// zero), then the copyout or delete action when both counters are zero (spec 2.7.2,
    /// 3.2.19).
    #[allow(clippy::too_many_arguments)]
    pub fn exit(
        &self,
        action: Exit,
        counter: Counter,
        finalize: bool,
        host: usize,
        bytes: usize,
        t: Target,
        missing: Missing,
        loc: Loc,
    ) -> AccResult<()> {
        self.exit_in_construct(
            action,
            counter,
            finalize,
            host,
            bytes,
            t,
            missing,
            loc,
            &[],
            &[],
        )
    }

    /// [`Device::exit`] for one clause of a construct whose `copy`/`copyout` clauses name
    /// `copy_back` (all of them, this clause's too if it is one). When this clause's decrement
    /// ends the mapping's lifetime, every one of those sections that lies in the mapping is
    /// copied out before the memory goes, whatever this clause's own action is.
    ///
    /// Why (OpenACC 3.3): two clauses of one construct can name one present-table entry
    /// through different names (`copy(y[0:n]) copyin(x[0:n])` with `x == y`, or `x` a part of
    /// `y`). 2.6.7 keeps the counters per section of device memory, so each clause counts on
    /// that one entry (entry: copyin action + present increment = 2), and at exit each clause
    /// does its present decrement (2.7.5-2.7.8). The clauses' exit actions happen together,
    /// "at exit from the region"; the spec orders detaches before copyouts (2.7.2) but sets no
    /// order among the clauses, and which clause's decrement reaches zero decides between
    /// the copyout action (copy/copyout) and the delete action (copyin/create/present/
    /// no_create/delete). An order in which a copy/copyout clause decrements last is one the
    /// spec allows, and it is the only reading under which the copy/copyout clause's promise
    /// (the data comes back at the exit) holds in every clause order; it is also what a var
    /// named in two clauses of one directive already does (`copyin(v) copyout(v)` is `copy`,
    /// 2.6) and what nvc does with aliased clauses. So the construct copies out the sections
    /// its copy/copyout clauses name, whichever clause ends the lifetime.
    ///
    /// `exit data copyout(y) delete(x)` with `x` and `y` aliased is the same case on the
    /// dynamic counter (2.7.8, 2.7.11: both clauses decrement; which one reaches zero is the
    /// same unordered choice): the directive copies `y` out, as `exit data copyout(w)
    /// delete(w)` of one var does. Only clauses of the same construct count: data another
    /// construct or an `acc_delete` ends is deleted without a copy (theirs is the last
    /// decrement and they asked for no copy), and a lifetime that does not end at this
    /// construct copies nothing (an enclosing region still holds it).
    #[allow(clippy::too_many_arguments)]
    pub fn exit_in_construct(
        &self,
        action: Exit,
        counter: Counter,
        finalize: bool,
        host: usize,
        bytes: usize,
        t: Target,
        missing: Missing,
        loc: Loc,
        copy_back: &[CopyBack],
        named: &[(usize, usize)],
    ) -> AccResult<()> {
        check_span(host, bytes, loc)?;
        if self.shared_at(host) {
            return Ok(());
        }
        if host == 0 {
            if bytes == 0 {
                return Ok(());
            }
            return Err(AccError::data(
                ErrorCode::InvalidNullPointer,
                "null pointer with a non-zero length",
                host,
                bytes,
                loc,
            ));
        }
        let mut table = self.table();
        let k = match table.lookup(host, bytes) {
            Lookup::Full(k) => k,
            Lookup::Partial(k) => return Err(partly(&table, k, host, bytes, loc)),
            Lookup::Absent => {
                return match missing {
                    Missing::Ignore => Ok(()),
                    Missing::Error => Err(AccError::data(
                        ErrorCode::NotPresent,
                        &self.absent(),
                        host,
                        bytes,
                        loc,
                    )),
                }
            }
        };
        let m = table
            .get_mut(k)
            .ok_or_else(|| AccError::new(ErrorCode::Other, "present table corrupt"))?;
        let floor = u64::from(m.user_mapped && counter == Counter::Dynamic);
        let c = m.counter_mut(counter);
        if *c == 0 {
            return Ok(()); // spec 2.7.2: a counter already at zero is left unchanged
        }
        if finalize && counter == Counter::Dynamic {
            *c = floor;
        } else if *c > floor {
            *c -= 1;
        }
        if m.refs() > 0 {
            return Ok(());
        }
        // The sections to copy back: this clause's own for a copyout action, and those of the
        // construct's copy/copyout clauses that lie in this mapping (see above).
        let end = m.host + m.bytes;
        let mut outs: Vec<CopyBack> = Vec::new();
        if action == Exit::Copyout {
            outs.push(CopyBack { host, bytes, loc });
        }
        for c in copy_back {
            let inside = c.host >= m.host && c.host.saturating_add(c.bytes) <= end;
            let seen = outs.iter().any(|o| o.host == c.host && o.bytes == c.bytes);
            if inside && c.bytes > 0 && !seen {
                outs.push(*c);
            }
        }
        if let Some(w) = partial_copy_back(m.host, m.bytes, &outs, named, loc) {
            warn_once(loc, &w);
        }
        let hi = outs
            .iter()
            .map(|o| o.host + o.bytes.max(1))
            .max()
            .unwrap_or(k);
        let attached = table.attached_in(k, hi - k);
        let m = table
            .remove_then(k, !outs.is_empty())
            .ok_or_else(|| AccError::new(ErrorCode::Other, "present table corrupt"))?;
        // The mapping is gone from the table, so no other thread can reach its device memory:
        // the copy back and the release run without the lock.
        drop(table);
        let q = self.queue(t)?;
        if !outs.is_empty() {
            // Immediate detach of the pointers inside (spec 2.7.2, copyout action), so the
            // copy brings host addresses back, not device ones.
            for (p, _) in attached {
                // SAFETY: `p` is the address of a host pointer inside the mapped range.
                let host_value = unsafe { (p as *const usize).read_unaligned() };
                self.write_word(&q, m.dev_of(p), host_value as u64)?;
            }
            let slot = self.slot_of(m.dev).filter(|_| q.is_none());
            for o in &outs {
                match slot {
                    // A host slot (see `enter_hinted`) after synchronous work: the host copies
                    // the bytes back itself, with no download events (no transfer is
                    // enqueued).
                    Some(slot) => {
                        let src = slot.host + (o.host - m.host);
                        // SAFETY: `[o.host, o.host+o.bytes)` lies in the mapping (the lookup
                        // above, or the filter on `copy_back`), so `src` lies in its slot; the
                        // variable is a clause's, writable.
                        unsafe {
                            std::ptr::copy_nonoverlapping(
                                src as *const u8,
                                o.host as *mut u8,
                                o.bytes,
                            )
                        };
                    }
                    None => {
                        self.download(&q, t, o.host, m.dev_of(o.host), o.bytes, o.loc, o.host)?
                    }
                }
            }
        }
        if prof::on() {
            self.data_point(abi::EV_DELETE, t, loc, m.bytes, m.host, m.dev);
        }
        self.release_mapping(&q, &m, loc)
    }

    /// Releases the device memory of a removed mapping: its own allocation, or its slice of a
    /// shared block (the block goes with its last slice). User-mapped memory is not ours.
    fn release_mapping(&self, q: &Option<Arc<dyn Queue>>, m: &Mapping, loc: Loc) -> AccResult<()> {
        if m.user_mapped {
            return Ok(());
        }
        let Some(base) = m.block else {
            return self.release(q, m.dev, m.bytes, loc);
        };
        let last = {
            let mut blocks = self.blocks.lock().unwrap_or_else(|e| e.into_inner());
            match blocks.get_mut(&base) {
                Some((n, _)) if *n > 1 => {
                    *n -= 1;
                    None
                }
                _ => blocks
                    .remove(&base)
                    .map_or(Some(0), |(_, total)| Some(total)),
            }
        };
        if let Some(total) = last {
            self.release(q, base, total, loc)?;
        }
        Ok(())
    }

    /// Entry for the rows of a pointer-to-rows section with one device allocation and one
    /// transfer: applies when every row is absent, non-null and apart from the others, and the
    /// action allocates (copyin/create). `Ok(false)`: not applicable, use `enter` per row.
    #[allow(clippy::too_many_arguments)]
    pub fn enter_rows_batched(
        &self,
        rows: &[usize],
        row_bytes: usize,
        action: Enter,
        counter: Counter,
        t: Target,
        loc: Loc,
    ) -> AccResult<bool> {
        if self.shared()
            || rows.len() < 2
            || row_bytes == 0
            || !matches!(action, Enter::Copyin | Enter::Create { .. })
            || rows.contains(&0)
        {
            return Ok(false);
        }
        let mut sorted = rows.to_vec();
        sorted.sort_unstable();
        if sorted.windows(2).any(|w| w[1] - w[0] < row_bytes) {
            return Ok(false);
        }
        let stride = row_bytes.next_multiple_of(256);
        let total = stride * rows.len();
        // The rows are gathered into one buffer at this call (below). On a queue, work queued
        // before this copy (an earlier construct's copyout of these rows, 2.16.1) may still
        // change them: the queue finishes it first, outside the present table's lock.
        let q = self.queue(t)?;
        if let (Enter::Copyin, Some(qq)) = (action, &q) {
            if !qq.idle() {
                qq.synchronize()?;
            }
        }
        let mut table = self.table();
        if rows
            .iter()
            .any(|&r| table.lookup(r, row_bytes) != Lookup::Absent)
        {
            return Ok(false);
        }
        self.sweep()?;
        let base = self
            .alloc(total, t, loc)
            .map_err(|e| AccError::data(e.code, &e.message, rows[0], total, loc))?;
        if prof::on() {
            for (i, &r) in rows.iter().enumerate() {
                self.data_point(abi::EV_CREATE, t, loc, row_bytes, r, base + i * stride);
            }
        }
        let moved = match action {
            Enter::Copyin => {
                let mut packed = vec![0u8; total];
                let src = packed.as_mut_ptr() as usize;
                let parts = rows.to_vec();
                let gather = move || {
                    for (i, &r) in parts.iter().enumerate() {
                        // SAFETY: each row is `row_bytes` of readable host memory (the
                        // clause's section); the buffer at `src` has room for every row at
                        // its stride and lives until the queued copy has read it (below).
                        unsafe {
                            std::ptr::copy_nonoverlapping(
                                r as *const u8,
                                (src + i * stride) as *mut u8,
                                row_bytes,
                            )
                        };
                    }
                };
                // One physical transfer for every row.
                match &q {
                    None => {
                        gather();
                        self.upload(&q, t, base, src, total, loc, rows[0])
                    }
                    // On a queue (the queue finished its earlier work above), gathered now
                    // too: a gather queued as a host function ahead of the upload left the
                    // buffer empty on nvidia, where cuMemcpyHtoDAsync from pageable memory
                    // reads it at the call, before the stream reaches the host function.
                    Some(qq) => {
                        gather();
                        self.upload(&q, t, base, src, total, loc, rows[0])
                            // The packed rows must outlive the queued copy.
                            .and_then(|_| qq.host_fn(Box::new(move || drop(packed))))
                    }
                }
            }
            Enter::Create { zero: true } => match &q {
                Some(q) => q.zero(base, total),
                None => self.zero_sync(base, total),
            },
            _ => Ok(()),
        };
        if let Err(e) = moved {
            let _ = self.free_block(base, false);
            return Err(e);
        }
        for (i, &r) in rows.iter().enumerate() {
            table.insert(Mapping::new(
                r,
                row_bytes,
                base + i * stride,
                counter,
                Some(base),
            ));
        }
        self.blocks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(base, (rows.len(), total));
        Ok(true)
    }

    /// End of the rows entered by `enter_rows_batched`, with one transfer back: applies when
    /// the rows are exactly one shared block and every row's lifetime ends here (no other
    /// references, no attached pointers inside). `Ok(false)`: use `exit` per row.
    #[allow(clippy::too_many_arguments)]
    pub fn exit_rows_batched(
        &self,
        rows: &[usize],
        row_bytes: usize,
        action: Exit,
        counter: Counter,
        finalize: bool,
        t: Target,
        loc: Loc,
    ) -> AccResult<bool> {
        if self.shared() || rows.len() < 2 || row_bytes == 0 {
            return Ok(false);
        }
        let mut table = self.table();
        let mut base = None;
        let mut devs = Vec::with_capacity(rows.len());
        for &r in rows {
            let Some(m) = table.get(r) else {
                return Ok(false);
            };
            let ends = match counter {
                Counter::Structured => m.structured == 1 && m.dynamic == 0,
                Counter::Dynamic => {
                    m.structured == 0 && (m.dynamic == 1 || finalize && m.dynamic > 0)
                }
            };
            if m.bytes != row_bytes || m.user_mapped || !ends || m.block.is_none() {
                return Ok(false);
            }
            if base.is_some() && base != m.block {
                return Ok(false);
            }
            base = m.block;
            devs.push(m.dev);
            if !table.attached_in(r, row_bytes).is_empty() {
                return Ok(false);
            }
        }
        let Some(base) = base else { return Ok(false) };
        {
            let blocks = self.blocks.lock().unwrap_or_else(|e| e.into_inner());
            if blocks.get(&base).map(|b| b.0) != Some(rows.len()) {
                return Ok(false);
            }
        }
        for &r in rows {
            table.remove(r);
        }
        let total = self
            .blocks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&base)
            .map_or(0, |b| b.1);
        drop(table);
        let q = self.queue(t)?;
        if action == Exit::Copyout {
            let start = devs.iter().copied().min().unwrap_or(base);
            let end = devs.iter().map(|d| d + row_bytes).max().unwrap_or(base);
            let mut packed = vec![0u8; end - start];
            let parts: Vec<(usize, usize)> = rows
                .iter()
                .zip(&devs)
                .map(|(&r, &d)| (r, d - start))
                .collect();
            let scatter = move |packed: &[u8]| {
                for &(r, off) in &parts {
                    // SAFETY: each row is `row_bytes` of writable host memory; `off` is inside
                    // `packed` (it spans every row's device slice).
                    unsafe {
                        std::ptr::copy_nonoverlapping(
                            packed.as_ptr().add(off),
                            r as *mut u8,
                            row_bytes,
                        )
                    };
                }
            };
            let dst = packed.as_mut_ptr() as usize;
            self.download(&q, t, dst, start, end - start, loc, rows[0])?;
            // On a queue too, the rows are scattered at this call, once the queue has done
            // the download: a scatter queued as a host function behind it left the rows stale
            // for an upload of them queued next (`acc_copyin_async(a[1], ...)` on the same
            // queue, 2.16.1), since an async upload from pageable memory reads the host data
            // at its call (cuMemcpyHtoDAsync; emul likewise). On nvidia the download into
            // this pageable buffer has completed at its call already (the driver waits for
            // it), so the wait costs the GPU path nothing.
            if let Some(q) = &q {
                q.synchronize()?;
            }
            scatter(&packed);
        }
        if prof::on() {
            for (&r, &dv) in rows.iter().zip(&devs) {
                self.data_point(abi::EV_DELETE, t, loc, row_bytes, r, dv);
            }
        }
        self.release(&q, base, total, loc)?;
        Ok(true)
    }

    /// `update device` / `update self` (spec 2.14.4, 3.2.20).
    pub fn update(
        &self,
        dir: Direction,
        host: usize,
        bytes: usize,
        t: Target,
        if_present: bool,
        loc: Loc,
    ) -> AccResult<()> {
        check_span(host, bytes, loc)?;
        if self.shared_at(host) || bytes == 0 {
            return Ok(());
        }
        if host == 0 {
            return Err(AccError::data(
                ErrorCode::InvalidNullPointer,
                "null pointer with a non-zero length",
                host,
                bytes,
                loc,
            ));
        }
        let table = self.table();
        match table.lookup(host, bytes) {
            Lookup::Full(k) => {
                let dev = table.get(k).map(|m| m.dev_of(host)).unwrap_or(0);
                let q = self.queue(t)?;
                match dir {
                    Direction::ToDevice => self.upload(&q, t, dev, host, bytes, loc, host),
                    Direction::ToHost => self.download(&q, t, host, dev, bytes, loc, host),
                }
            }
            Lookup::Partial(k) => Err(partly(&table, k, host, bytes, loc)),
            Lookup::Absent if if_present => Ok(()),
            Lookup::Absent => Err(AccError::data(
                ErrorCode::NotPresent,
                &self.absent(),
                host,
                bytes,
                loc,
            )),
        }
    }

    /// Attach action on the pointer at host address `ptr_addr` (spec 2.6.8, 2.7.2).
    pub fn attach(&self, ptr_addr: usize, t: Target, loc: Loc) -> AccResult<()> {
        self.attach_section(ptr_addr, None, t, loc)
    }

    /// [`Device::attach`] for the pointer of a data clause's section (`copy(s.p[8:4])`):
    /// `section` is the host address of the section's first element (`&s.p[8]`). The
    /// device pointer is attached so that the section's elements are its device copy:
    /// the device address of `section` less the same offset (what nvc and gcc do). The
    /// pointer's own value (`s.p`, element 0) need not be present: looking it up instead
    /// found nothing for a section with a non-zero lower bound and left the host address in
    /// the device struct, so the kernel's `s.p[i]` reached host memory (bug hunt 2026-11-29,
    /// data environment, bug03). A section that is not present (zero length) falls back to
    /// the pointer's value.
    pub fn attach_section(
        &self,
        ptr_addr: usize,
        section: Option<usize>,
        t: Target,
        loc: Loc,
    ) -> AccResult<()> {
        if ptr_addr == 0 {
            return Err(null_error("the pointer address"));
        }
        if self.shared_at(ptr_addr) {
            return Ok(());
        }
        let mut table = self.table();
        let Some(slot) = pointer_slot(&table, ptr_addr) else {
            return Ok(()); // the pointer itself is not present: no action
        };
        // SAFETY: `ptr_addr` is the address of a host pointer (the caller's contract) inside a
        // mapped host range.
        let target_host = unsafe { (ptr_addr as *const usize).read_unaligned() };
        let target_dev = if target_host == 0 {
            0
        } else {
            let via_section = section.filter(|&s| s != 0).and_then(|s| {
                table
                    .find(s)
                    .map(|m| m.dev_of(s).wrapping_sub(s.wrapping_sub(target_host)))
            });
            match via_section.or_else(|| table.find(target_host).map(|m| m.dev_of(target_host))) {
                Some(d) => d,
                None => return Ok(()), // the target is not present: no action
            }
        };
        let q = self.queue(t)?;
        // 2.7.2: "if the attachment counter is nonzero and the pointer in device memory
        // already points to the device copy", the count goes up and nothing is written. The
        // recorded target is stale when a compute region assigned the device pointer (the
        // two fields of a struct swapped by a `serial` region while the host swaps its own
        // copies, 2.6.8's "both ways"): attaching again then counted from one and the exit's
        // detach wrote the host's address into the device struct, which a later region
        // reading the member only through a routine dereferenced (emul: host memory; a GPU:
        // an illegal address; bug hunt 2026-12-01, apps12). So on a mismatch the device word
        // itself is read.
        let stale = table
            .attachment(ptr_addr)
            .filter(|a| a.count > 0 && a.target != target_dev && a.target != target_host);
        if let Some(a) = stale {
            drop(table);
            let word = self.read_word(&q, slot)?;
            table = self.table();
            if word == target_dev as u64 {
                table.set_attachment(
                    ptr_addr,
                    Some(Attachment {
                        count: a.count + 1,
                        target: target_dev,
                    }),
                );
                return Ok(());
            }
        }
        match table.attachment(ptr_addr) {
            // Counted by a zero-length section (`Device::attach_zero_length`): the device
            // copy still holds the host's value; attach it now and keep that count.
            Some(a) if a.count > 0 && a.target == target_host && a.target != target_dev => {
                self.write_word(&q, slot, target_dev as u64)?;
                table.set_attachment(
                    ptr_addr,
                    Some(Attachment {
                        count: a.count + 1,
                        target: target_dev,
                    }),
                );
            }
            Some(a) if a.count > 0 && a.target == target_dev => {
                table.set_attachment(
                    ptr_addr,
                    Some(Attachment {
                        count: a.count + 1,
                        target: target_dev,
                    }),
                );
            }
            _ => {
                self.write_word(&q, slot, target_dev as u64)?;
                table.set_attachment(
                    ptr_addr,
                    Some(Attachment {
                        count: 1,
                        target: target_dev,
                    }),
                );
            }
        }
        let _ = loc;
        Ok(())
    }

    /// [`Device::attach_section`] for a data clause's zero-length section of a pointer
    /// (`copy(s.d[0:n])` with `n == 0`). When the pointer's target is present, the ordinary
    /// attach action. When it is not, 2.6.8 takes no action on device memory: the device copy
    /// keeps the host's value. The attachment is still counted, with the host's value as its
    /// target, so that a compute construct reading the member (`__oxacc_member_ptr_used`)
    /// uses the device copy's value instead of stopping with "not present": its loop over
    /// the zero elements reads none (semfuzz4, 2026-11-30). The clause's exit detaches it as
    /// any attachment (writing back the same host value).
    pub fn attach_zero_length(&self, ptr_addr: usize, t: Target, loc: Loc) -> AccResult<()> {
        if ptr_addr == 0 || self.shared_at(ptr_addr) {
            return self.attach_section(ptr_addr, None, t, loc);
        }
        let mut table = self.table();
        if pointer_slot(&table, ptr_addr).is_none() {
            return Ok(()); // the pointer itself is not present: no action
        }
        // SAFETY: `ptr_addr` is the address of a host pointer (the caller's contract) inside a
        // mapped host range.
        let target_host = unsafe { (ptr_addr as *const usize).read_unaligned() };
        if target_host == 0 || table.find(target_host).is_some() {
            drop(table);
            return self.attach_section(ptr_addr, None, t, loc);
        }
        let a = match table.attachment(ptr_addr) {
            Some(a) if a.count > 0 => Attachment {
                count: a.count + 1,
                target: a.target,
            },
            _ => Attachment {
                count: 1,
                target: target_host,
            },
        };
        table.set_attachment(ptr_addr, Some(a));
        Ok(())
    }

    /// The host addresses of the pointer member at `first` (in element 0) of each element of
    /// an array of structs whose elements lie `stride` bytes apart: `bytes` the array's size,
    /// or 0 for "to the end of the present mapping holding `first`" (an array reached through
    /// a pointer, whose extent only its mapping knows). Elements holding a null pointer are
    /// left out (nothing to attach). Empty when the array is not present.
    fn element_pointers(&self, first: usize, stride: usize, bytes: usize) -> Vec<usize> {
        let word = std::mem::size_of::<usize>();
        if first == 0 || stride < word || self.shared() {
            return Vec::new();
        }
        let end = {
            let table = self.table();
            match table.find(first) {
                Some(m) if bytes == 0 => m.end(),
                Some(_) => first.saturating_add(bytes).saturating_sub(stride - word),
                None => return Vec::new(),
            }
        };
        let mut out = Vec::new();
        let mut a = first;
        while a.checked_add(word).is_some_and(|e| e <= end) {
            // SAFETY: `a` is the pointer member of an element of a host array inside the
            // present mapping (or the array's own extent) that generated code named.
            if unsafe { (a as *const usize).read_unaligned() } != 0 {
                out.push(a);
            }
            a = match a.checked_add(stride) {
                Some(n) => n,
                None => break,
            };
        }
        out
    }

    /// The implicit attach action (2.7.2) of the pointer member of each element of an array
    /// of structs that a compute construct reads as `arr[k].p` (see `__OXACC_EACH` in
    /// oxacc_rt.h): elements whose target is present get the device address in their device
    /// copy for the region (counted as any attachment; one the program made is only
    /// counted), so that the kernel dereferences the device copy and not the host address the
    /// bitwise copy of `arr` brought (a fault on a GPU; bug hunt 2026-11-29: the known gap
    /// "array of structs copied whole whose elements' pointer members point to data mapped
    /// separately").
    pub fn attach_each(
        &self,
        first: usize,
        stride: usize,
        bytes: usize,
        t: Target,
        loc: Loc,
    ) -> AccResult<()> {
        for a in self.element_pointers(first, stride, bytes) {
            self.attach_section(a, None, t, loc)?;
        }
        Ok(())
    }

    /// The detach actions matching [`Device::attach_each`], before the copies back of the
    /// construct: each device copy again holds the host's pointer when its count ends.
    pub fn detach_each(
        &self,
        first: usize,
        stride: usize,
        bytes: usize,
        t: Target,
    ) -> AccResult<()> {
        for a in self.element_pointers(first, stride, bytes) {
            self.detach(a, false, t)?;
        }
        Ok(())
    }

    /// Detach action, or immediate detach action with `finalize` (spec 2.7.2).
    pub fn detach(&self, ptr_addr: usize, finalize: bool, t: Target) -> AccResult<()> {
        if ptr_addr == 0 {
            return Err(null_error("the pointer address"));
        }
        if self.shared_at(ptr_addr) {
            return Ok(());
        }
        let mut table = self.table();
        let Some(slot) = pointer_slot(&table, ptr_addr) else {
            return Ok(()); // the pointer itself is not present: no action
        };
        let Some(a) = table.attachment(ptr_addr).filter(|a| a.count > 0) else {
            return Ok(());
        };
        let count = if finalize { 0 } else { a.count - 1 };
        if count > 0 {
            table.set_attachment(
                ptr_addr,
                Some(Attachment {
                    count,
                    target: a.target,
                }),
            );
            return Ok(());
        }
        table.set_attachment(ptr_addr, None);
        // SAFETY: `ptr_addr` is a host pointer inside a mapped range (checked above).
        let host_value = unsafe { (ptr_addr as *const usize).read_unaligned() };
        let q = self.queue(t)?;
        self.write_word(&q, slot, host_value as u64)
    }

    /// `acc_map_data` (spec 3.2.21).
    pub fn map_data(&self, host: usize, dev: DevPtr, bytes: usize) -> AccResult<()> {
        if host == 0 {
            return Err(null_error("data_arg"));
        }
        if dev == 0 {
            return Err(null_error("data_dev"));
        }
        if bytes == 0 {
            return Err(AccError::new(ErrorCode::InvalidArgument, "bytes is zero"));
        }
        if self.shared() {
            return Ok(()); // undefined by the spec for shared memory; nothing to record
        }
        // The device range must lie in one block of device memory: a `bytes` past the end of
        // `data_dev`'s allocation (`acc_map_data(a, acc_malloc(8), 4096)`) made every later
        // update and kernel of the mapping write past the block (emul: SIGSEGV on its guard
        // page; nvidia: a neighbour's memory), far from the call that caused it.
        self.check_device_range(dev, bytes).map_err(|why| {
            AccError::new(
                ErrorCode::InvalidArgument,
                format!(
                    "data_dev {} ({bytes} bytes), for host {}, {why}",
                    crate::error::range(dev, bytes),
                    crate::error::range(host, bytes)
                ),
            )
        })?;
        let mut table = self.table();
        if table.lookup(host, bytes) != Lookup::Absent {
            return Err(AccError::data(
                ErrorCode::Present,
                "is already present on the device",
                host,
                bytes,
                Loc::NONE,
            ));
        }
        // Device memory that already holds another host range's copy (undefined, 3.2.21):
        // the two host ranges then shared one device copy, and a kernel writing through one
        // silently changed the other's data.
        if let Some(m) = table.dev_overlap(dev, bytes) {
            return Err(AccError::new(
                ErrorCode::InvalidArgument,
                format!(
                    "data_dev {} ({bytes} bytes), for host {}, overlaps the device copy {} of \
                     host {} ({} bytes){}; one device memory cannot hold two host ranges \
                     (OpenACC 3.3, 3.2.21)",
                    crate::error::range(dev, bytes),
                    crate::error::range(host, bytes),
                    crate::error::range(m.dev, m.bytes),
                    crate::error::range(m.host, m.bytes),
                    m.bytes,
                    if m.user_mapped {
                        ", mapped by acc_map_data"
                    } else {
                        ""
                    }
                ),
            ));
        }
        table.insert(Mapping {
            host,
            bytes,
            dev,
            structured: 0,
            dynamic: 1,
            user_mapped: true,
            block: None,
        });
        Ok(())
    }

    /// `Backend::check_device_range` (the driver's allocation holds the range), and for a
    /// range that starts in the device copy of a mapping served from [`SmallPool`] (small
    /// mappings share power-of-two class blocks of 256 B to 64 KiB), the mapping's own size:
    /// the block's slack is no one's memory, and copying into it hid a program's error on
    /// nvidia (emul allocates the exact size and reported it).
    pub fn check_device_range(&self, dev: DevPtr, bytes: usize) -> Result<(), String> {
        // Managed memory (-gpu=managed) is device memory too, inside its block.
        if let Some((start, n)) = crate::managed::device_block(dev, self.kind) {
            return match dev.checked_add(bytes) {
                Some(end) if end <= start + n => Ok(()),
                _ => Err(format!(
                    "passes the end of its block of managed memory, {} ({n} bytes)",
                    crate::error::range(start, n)
                )),
            };
        }
        if self.pooling && !self.shared() {
            self.check_pooled_range(dev, bytes)?;
        }
        self.backend.check_device_range(dev, bytes)
    }

    /// The mapping's limit of [`Device::check_device_range`] (first: it names the mapping's
    /// size, where the driver's check would name the block's).
    fn check_pooled_range(&self, dev: DevPtr, bytes: usize) -> Result<(), String> {
        let table = self.table();
        let Some(m) = table.host_of_dev(dev).and_then(|h| table.find(h)) else {
            return Ok(());
        };
        if m.user_mapped || m.block.is_some() || !self.small_pool().owned.contains_key(&m.dev) {
            return Ok(());
        }
        if dev.checked_add(bytes).is_some_and(|e| e <= m.dev + m.bytes) {
            return Ok(());
        }
        Err(format!(
            "passes the end of its block of device memory, {} ({} bytes), the device copy of host {}",
            crate::error::range(m.dev, m.bytes),
            m.bytes,
            crate::error::range(m.host, m.bytes)
        ))
    }

    /// Before `acc_free(dev)` (spec 3.2.17): an error when `acc_map_data` still maps host
    /// memory to device memory at `dev`. 3.2.21 makes the mapping's device memory belong to a
    /// data lifetime that only `acc_unmap_data` ends; freeing it first left the present table
    /// pointing at freed memory that a later data clause or `acc_unmap_data` would use (the
    /// spec leaves it undefined; a silent wrong result is not acceptable here). A mapping
    /// whose device range contains `dev` is found, and, where the backend knows the size of
    /// the `acc_malloc` block (emul, nvidia), one mapped at an offset inside the block
    /// (`acc_map_data(a, d + 16, ...)`, then `acc_free(d)`: the next `acc_malloc` got the
    /// same memory, and updates of `a` silently overwrote its data).
    pub fn check_free_not_mapped(&self, dev: DevPtr) -> AccResult<()> {
        if self.shared() || dev == 0 {
            return Ok(());
        }
        let table = self.table();
        let inside = || {
            let bytes = self.backend.block_bytes(dev)?;
            table.dev_overlap(dev, bytes).map(|m| m.host)
        };
        let Some(host) = table.host_of_dev(dev).or_else(inside) else {
            return Ok(());
        };
        match table.find(host) {
            Some(m) if m.user_mapped => Err(AccError::data(
                ErrorCode::InvalidArgument,
                &format!(
                    "is still mapped by acc_map_data to device address {:#x}{}; call \
                     acc_unmap_data before acc_free (OpenACC 3.3, 3.2.21 and 3.2.22)",
                    m.dev,
                    if m.dev == dev {
                        String::new()
                    } else if m.dev < dev {
                        format!(", whose device range contains {dev:#x}")
                    } else {
                        format!(", inside the block at {dev:#x}")
                    }
                ),
                m.host,
                m.bytes,
                Loc::NONE,
            )),
            _ => Ok(()),
        }
    }

    /// `acc_unmap_data` (spec 3.2.22).
    pub fn unmap_data(&self, host: usize) -> AccResult<()> {
        if host == 0 {
            return Err(null_error("data_arg"));
        }
        if self.shared() {
            return Ok(());
        }
        let mut table = self.table();
        let m = match table.find(host) {
            Some(m) if m.user_mapped && m.host == host => m.clone(),
            _ => {
                return Err(AccError::at_address(
                    ErrorCode::InvalidArgument,
                    "was not mapped by acc_map_data",
                    host,
                    Loc::NONE,
                ))
            }
        };
        if m.structured > 0 {
            return Err(AccError::data(
                ErrorCode::Present,
                &format!("has a structured reference count of {}", m.structured),
                m.host,
                m.bytes,
                Loc::NONE,
            ));
        }
        table.remove(m.host);
        Ok(())
    }

    pub fn deviceptr(&self, host: usize) -> DevPtr {
        if self.shared_at(host) || host == 0 {
            return host;
        }
        self.table()
            .find_span(host)
            .map(|(k, _, dev)| dev + (host - k))
            .unwrap_or(0)
    }

    pub fn hostptr(&self, dev: DevPtr) -> usize {
        if self.shared_at(dev) || dev == 0 {
            return dev;
        }
        self.table().host_of_dev(dev).unwrap_or(0)
    }

    pub fn is_present(&self, host: usize, bytes: usize) -> bool {
        if self.shared_at(host) {
            return true;
        }
        // A null pointer "is defined as always present with a length of zero bytes" (3.3
        // glossary, "Present data"; 3.2 defined null pointers in data clauses and routines):
        // `acc_is_present(NULL, 0)` is true, while a non-zero length at address 0 is no
        // section of any mapping (3.2.25 turns zero bytes into one only for a non-null
        // pointer).
        if host == 0 {
            return bytes == 0;
        }
        matches!(self.table().lookup(host, bytes), Lookup::Full(_))
    }

    /// Device address of a present section, for transfers between devices and host_data.
    pub fn present_dev(&self, host: usize, bytes: usize, loc: Loc) -> AccResult<DevPtr> {
        self.present_dev_at(host, bytes, || loc)
    }

    /// The device address a kernel's module binds a `declare`d global `[host, host + bytes)`
    /// to when data clauses mapped one section of it and nothing else of it (a `declare link`
    /// variable with `enter data copyin(big[8:8])`, 2.13.3): that section's device address
    /// less its offset in the variable, so the kernel's accesses to the section reach its
    /// device copy. None when the variable is not partly present that way (absent, present
    /// whole, or two sections of it mapped apart). Before, a link variable mapped by a
    /// section stopped every launch using it with "partly present" (bug hunt 2026-11-29,
    /// data environment, bug09).
    pub fn global_section_dev(&self, host: usize, bytes: usize) -> Option<DevPtr> {
        if self.shared() {
            return None;
        }
        let table = self.table();
        let Lookup::Partial(k) = table.lookup(host, bytes) else {
            return None;
        };
        let m = table.get(k)?;
        let end = host.checked_add(bytes)?;
        if m.host < host || m.end() > end {
            return None; // the mapping reaches outside the variable
        }
        let before = m.host - host;
        let after = end - m.end();
        if before > 0 && table.lookup(host, before) != Lookup::Absent
            || after > 0 && table.lookup(m.end(), after) != Lookup::Absent
        {
            return None; // another section of it is mapped too
        }
        Some(m.dev.wrapping_sub(before))
    }

    /// `present_dev` with the location built only for an error (the compute-construct path:
    /// the strings of a `Loc` cost a scan each).
    #[inline]
    pub fn present_dev_at(
        &self,
        host: usize,
        bytes: usize,
        loc: impl FnOnce() -> Loc,
    ) -> AccResult<DevPtr> {
        if host.checked_add(bytes).is_none() {
            return check_span(host, bytes, loc()).map(|()| host);
        }
        if self.shared_at(host) {
            return Ok(host);
        }
        let table = self.table();
        // One search for the usual case (the section lies in the mapping that holds its start).
        if let Some((k, end, dev)) = table.find_span(host) {
            if host.saturating_add(bytes.max(1)) <= end {
                return Ok(dev + (host - k));
            }
        }
        self.present_dev_slow(&table, host, bytes, loc())
    }

    /// The rest of [`Device::present_dev_at`] (a section reaching past the mapping that holds
    /// its start, or absent): apart, so that the usual case inlines into the compute
    /// constructs' entry points with few registers to save (issue 10: lookups under 100 ns).
    #[cold]
    #[inline(never)]
    fn present_dev_slow(
        &self,
        table: &PresentTable,
        host: usize,
        bytes: usize,
        loc: Loc,
    ) -> AccResult<DevPtr> {
        match table.lookup(host, bytes) {
            Lookup::Full(k) => Ok(table.get(k).map(|m| m.dev_of(host)).unwrap_or(0)),
            Lookup::Partial(k) => Err(partly(table, k, host, bytes, loc)),
            Lookup::Absent => Err(AccError::data(
                ErrorCode::NotPresent,
                &self.absent(),
                host,
                bytes,
                loc,
            )),
        }
    }

    /// The device value of a firstprivate pointer (`__oxacc_dev_ptr`): the device address of
    /// what it points to when that is present, else the value itself (device memory, null, or
    /// an address the region never dereferences). A pointer just past the end of a mapped
    /// range (the `end` of a loop) maps to just past the end of its device copy.
    pub fn firstprivate_ptr(&self, host: usize) -> DevPtr {
        self.translate_ptr(host, true)
    }

    /// A host pointer's device value: the device address when it points into present data,
    /// else (with `past_end`) just past the end of a device copy when it points just past the
    /// end of a mapped range, else the value itself.
    fn translate_ptr(&self, host: usize, past_end: bool) -> DevPtr {
        if self.shared_at(host) || host == 0 {
            return host;
        }
        let table = self.table();
        if let Some((k, _, dev)) = table.find_span(host) {
            return dev + (host - k);
        }
        match table.find(host - 1) {
            Some(m) if past_end && m.bytes > 0 && m.host + m.bytes == host => m.dev + m.bytes,
            _ => host,
        }
    }

    /// Whether `[host, host + bytes)` lies inside a present mapping that is larger than it (a
    /// row's pointer slot inside a mapped pointer array, `__OXACC_ELEMENT_ROW`).
    pub(crate) fn inside_larger_mapping(&self, host: usize, bytes: usize) -> bool {
        if self.shared_at(host) || host == 0 {
            return false;
        }
        self.table().find(host).is_some_and(|m| {
            (m.host != host || m.bytes != bytes)
                && m.host <= host
                && host + bytes <= m.host + m.bytes
        })
    }

    /// Whether no device address of `read` lies in the device copy of a mapping that holds
    /// one of `written` (`__oxacc_no_alias`): each address inside a mapping's device copy
    /// (not of zero bytes), the mapping's host start standing for the copy. Device copies of
    /// mappings are disjoint (acc_map_data refuses overlaps), so a kernel that reaches memory
    /// through these pointers only, within their mappings, reads nothing it writes through
    /// the `read` ones. `false` on a shared-memory device and for an address no mapping holds
    /// (acc_malloc or deviceptr memory, whose extent the table does not know).
    pub fn read_apart_from_written(&self, read: &[DevPtr], written: &[DevPtr]) -> bool {
        if self.shared() {
            return false;
        }
        let table = self.table();
        let id = |d: DevPtr| {
            (d != 0)
                .then(|| table.dev_overlap(d, 1).map(|m| m.host))
                .flatten()
        };
        let mut w_ids = [0usize; 16];
        if written.len() > w_ids.len() {
            return false;
        }
        for (slot, &w) in w_ids.iter_mut().zip(written) {
            match id(w) {
                Some(h) => *slot = h,
                None => return false,
            }
        }
        read.iter()
            .all(|&r| id(r).is_some_and(|h| !w_ids[..written.len()].contains(&h)))
    }

    /// The inverse of [`Device::firstprivate_ptr`] (`__oxacc_host_ptr`): the host address of a
    /// value a kernel left in a pointer variable, when it points into a device copy (or just
    /// past its end), else the value itself (null, device memory of acc_malloc or deviceptr,
    /// an address nothing maps).
    pub fn host_ptr_of(&self, dev: DevPtr) -> usize {
        if self.shared_at(dev) || dev == 0 {
            return dev;
        }
        let table = self.table();
        if let Some(h) = table.host_of_dev(dev) {
            return h;
        }
        match table.host_of_dev(dev - 1) {
            Some(h) => h + 1,
            None => dev,
        }
    }

    /// [`Device::firstprivate_ptr`] for a pointer the compute region dereferences: a value
    /// that points into nothing present and nothing the device can read is the runtime error
    /// of spec 2.6.2 / 2.7 (a pointer is firstprivate; the data it points to needs a data
    /// clause), instead of a fault inside the kernel.
    ///
    /// The past-the-end rule does not apply here: a pointer equal to the end of a mapped
    /// range is also the start of whatever host object follows it (`long q[4]; int a[4];`
    /// adjacent, `p = a == q + 4`, `copy(q)`), and one the region dereferences is taken to
    /// point at that object: translated to the end of q's device copy, `p[2]` read memory
    /// past it (a silent wrong value); when that object is not present, this is the
    /// not-present error. A loop-end pointer the region only compares goes through
    /// `firstprivate_ptr` and keeps the rule.
    pub fn firstprivate_ptr_used(
        &self,
        host: usize,
        loc: impl FnOnce() -> Loc,
    ) -> AccResult<DevPtr> {
        self.ptr_used(host, false, false, loc)
    }

    /// [`Device::firstprivate_ptr_used`] for a pointer to a struct or union
    /// (`__oxacc_dev_ptr_used_one`): the region reaches one object through it (`p->a[i]`), so
    /// the not-present error's advice names that object, `copy(p[0:1])`, where the generic
    /// advice `copy(p[0:n])` left the user to guess a length (2026-11-29 deep-copy hunt).
    pub fn firstprivate_object_ptr_used(
        &self,
        host: usize,
        loc: impl FnOnce() -> Loc,
    ) -> AccResult<DevPtr> {
        self.ptr_used(host, false, true, loc)
    }

    /// [`Device::firstprivate_ptr_used`] for a pointer a `deviceptr` clause names (of the
    /// construct or an enclosing data construct; `__oxacc_deviceptr_used`). It should hold a
    /// device address (2.7.4); one that points into present host data is still translated,
    /// as a firstprivate pointer is, and one the device cannot read at all is the error
    /// "in a deviceptr clause is not a device address" rather than the firstprivate one,
    /// whose advice (a data clause for what it points to) does not fit.
    pub fn deviceptr_used(&self, host: usize, loc: impl FnOnce() -> Loc) -> AccResult<DevPtr> {
        self.ptr_used(host, true, false, loc)
    }

    /// [`Device::firstprivate_ptr_used`] for a pointer member of a struct whose device copy
    /// the kernel reads (`s.p[i]` with `s` present; `__oxacc_member_ptr_used`), `member` the
    /// host address of the member (`&s.p`). The kernel uses this translation only while the
    /// device copy of the member still holds the host's value; when that copy is attached
    /// (2.6.8: `copy(s.p[8:16])`, `enter data copyin(s.p[4:4])`) it uses the attached device
    /// pointer, and the host value (`s.p`, element 0 of the section's pointer) need not be
    /// present. Without this the launch stopped with "not present" for every section with a
    /// non-zero lower bound (bug hunt 2026-11-29, data environment, bug01/bug02).
    pub fn member_ptr_used(
        &self,
        host: usize,
        member: usize,
        loc: impl FnOnce() -> Loc,
    ) -> AccResult<DevPtr> {
        let dev = self.translate_ptr(host, false);
        if dev != host || self.shared_at(host) || host == 0 || self.backend.device_accessible(host)
        {
            return Ok(dev);
        }
        let attached = member != 0 && self.table().attachment(member).is_some_and(|a| a.count > 0);
        if attached {
            return Ok(host);
        }
        self.ptr_used(host, false, false, loc)
    }

    fn ptr_used(
        &self,
        host: usize,
        deviceptr: bool,
        one: bool,
        loc: impl FnOnce() -> Loc,
    ) -> AccResult<DevPtr> {
        let dev = self.translate_ptr(host, false);
        if dev != host || self.shared_at(host) || host == 0 || self.backend.device_accessible(host)
        {
            return Ok(dev);
        }
        let loc = loc();
        // The advice names the variable itself (generated code always passes it).
        let v = loc.name.unwrap_or("p");
        if deviceptr {
            return Err(AccError::at_address(
                ErrorCode::InvalidArgument,
                &format!("'{v}' in a deviceptr clause is not a device address: it points to memory that the device cannot read and that {} (OpenACC 3.3, 2.7.4: a deviceptr pointer must hold a device address, such as one from acc_malloc or acc_deviceptr; for host memory, use a data clause such as copyin({v}[0:n]) instead of deviceptr)", self.absent()),
                host,
                loc,
            ));
        }
        // A pointer to a struct reaches one object (`p->a[i]`); a member's section in a clause
        // (`copy(p->a[0:n])`) maps the member's data, not `*p` (2.7.1).
        let section = if one {
            format!("copy({v}[0:1]) (the one struct or union it points to: copy({v}->m[0:n]) maps only the data of member m)")
        } else {
            format!("copy({v}[0:n])")
        };
        Err(AccError::at_address(
            ErrorCode::NotPresent,
            &format!("the compute region dereferences this pointer, but the data it points to {}, and the device cannot read that memory: give it a data clause such as {section} on the construct or an enclosing data construct (OpenACC 3.3, 2.6.2: a pointer is firstprivate; what it points to is not copied)", self.absent()),
            host,
            loc,
        ))
    }

    /// Waits for one queue (spec 3.2.10); a queue never used has nothing to wait for.
    pub fn wait(&self, key: i32) -> AccResult<()> {
        self.wait_q(key, false)
    }

    /// [`Device::wait`] that the runtime does on its own (the wait events say implicit).
    pub fn wait_implicit(&self, key: i32) -> AccResult<()> {
        self.wait_q(key, true)
    }

    fn wait_q(&self, key: i32, implicit: bool) -> AccResult<()> {
        if let Some(q) = self.queues.existing(key) {
            self.sync_queue(key, &q, implicit)?;
        }
        self.sweep()
    }

    /// The local thread waits for queue `key` (with the wait events of 5.1.10).
    fn sync_queue(&self, key: i32, q: &Arc<dyn Queue>, implicit: bool) -> AccResult<()> {
        if !prof::on() || !prof::active() {
            return q.synchronize();
        }
        let mut ev = prof::Ev::new(abi::EV_WAIT_START, Some(self), Target::Queue(key));
        ev.implicit = implicit;
        let tok = prof::begin(ev);
        q.synchronize()?;
        ev.kind = abi::EV_WAIT_END;
        prof::end(ev, tok, None);
        Ok(())
    }

    /// Waits for every busy queue before `acc_free` frees a block, as `cuMemFree` does on a
    /// GPU (it synchronises the device): queued work of the program's (an
    /// `acc_memcpy_to_device_async` into the block, a kernel using it) then never touches
    /// freed memory. emul freed at once, and its queue's worker died of SIGSEGV on the
    /// unmapped block with no message.
    pub fn finish_queues_before_free(&self) -> AccResult<()> {
        for q in self.queues.busy_queues() {
            if !q.idle() {
                q.synchronize()?;
            }
        }
        Ok(())
    }

    pub fn wait_all(&self) -> AccResult<()> {
        for (k, q) in self.queues.busy() {
            self.sync_queue(k, &q, false)?;
        }
        self.sweep()
    }

    pub fn test(&self, key: i32) -> bool {
        self.queues.existing(key).map(|q| q.idle()).unwrap_or(true)
    }

    pub fn test_all(&self) -> bool {
        self.queues.busy_queues().iter().all(|q| q.idle())
    }

    /// Makes queue `target` (or the local thread, for `Sync`) wait for queue `key`.
    pub fn wait_async(&self, key: i32, target: Target) -> AccResult<()> {
        let Some(wq) = self.queues.existing(key) else {
            return Ok(());
        };
        match target {
            Target::Sync => self.sync_queue(key, &wq, false),
            Target::Queue(k) if k == key => Ok(()),
            Target::Queue(k) => {
                let ev = wq.record()?;
                self.queues.get(self.backend.as_ref(), k)?.wait_event(&ev)
            }
        }
    }

    /// Ends every data lifetime (acc_shutdown): waits, then frees what the runtime allocated.
    pub fn shutdown(&self) -> AccResult<()> {
        let tok = if prof::on() && prof::active() {
            Some(prof::begin(prof::Ev::new(
                abi::EV_DEVICE_SHUTDOWN_START,
                Some(self),
                Target::Sync,
            )))
        } else {
            None
        };
        self.wait_all()?;
        let mut table = self.table();
        for k in table.starts() {
            if let Some(m) = table.remove(k) {
                // The data lifetime ends: a delete event (5.1.4: the device memory is
                // disassociated from the host memory) before the free, as at an exit data
                // (until 2026-11-29 the free events came alone). No name: the clause that
                // mapped it is not known here.
                if prof::on() {
                    self.data_point(
                        abi::EV_DELETE,
                        Target::Sync,
                        Loc::NONE,
                        m.bytes,
                        m.host,
                        m.dev,
                    );
                }
                self.release_mapping(&None, &m, Loc::NONE)?;
            }
        }
        // The file-scope `declare`d globals come back with the device: the next lookup of
        // it as current maps them again (`entry::declared_catch_up`), as a new device's. They
        // live for the whole program (2.13), and nvc's reloaded module has them too; before,
        // a compute construct after acc_shutdown stopped with "'g' ... is not present".
        self.declared.store(0, Ordering::Release);
        drop(table);
        self.drain_pool()?;
        if let Some(tok) = tok {
            prof::end(
                prof::Ev::new(abi::EV_DEVICE_SHUTDOWN_END, Some(self), Target::Sync),
                tok,
                None,
            );
        }
        Ok(())
    }
}

/// The warning for a copyout action that ends a mapping larger than what it copies back
/// (`enter data copyin(L[0:6])`, then `exit data copyout(L[0:3])`): 2.7.8 copies the clause's
/// var only and deallocates the whole device copy, so the rest of the device data is lost
/// without a copy, and a later `exit data copyout(L[3:3])` finds it absent and takes no
/// action (nvc behaves the same). `outs` are the sections copied back, `named` those the
/// construct's other clauses name (their actions chosen for them: `copy(y[0:4])
/// copyin(x[0:n])` with `y` a part of `x` copies back `y` only, as asked); None when these
/// cover the mapping `[m_host, m_host + m_bytes)`, when nothing is copied back (a delete
/// action: no copy was asked for) or when the action has no source location (an API
/// routine).
pub(crate) fn partial_copy_back(
    m_host: usize,
    m_bytes: usize,
    outs: &[CopyBack],
    named: &[(usize, usize)],
    loc: Loc,
) -> Option<String> {
    let fl = loc.file_line?;
    if outs.is_empty() || m_bytes == 0 {
        return None;
    }
    let end = m_host.saturating_add(m_bytes);
    let mut parts: Vec<(usize, usize)> = outs
        .iter()
        .map(|o| (o.host, o.bytes))
        .chain(named.iter().copied())
        .map(|(h, b)| (h.max(m_host), h.saturating_add(b).min(end)))
        .filter(|(a, b)| a < b)
        .collect();
    parts.sort_unstable();
    let mut covered = 0usize;
    let mut at = m_host;
    for (a, b) in &parts {
        let a = (*a).max(at);
        if *b > a {
            covered += b - a;
            at = *b;
        }
    }
    if covered >= m_bytes {
        return None;
    }
    let copied = outs
        .iter()
        .map(|o| {
            let what = o.loc.name.map(|n| format!("'{n}' ")).unwrap_or_default();
            format!(
                "{what}host {} ({} bytes)",
                crate::error::range(o.host, o.bytes),
                o.bytes
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    Some(format!(
        "OXACC WARNING: the copyout at {fl} ends the device copy of host {} ({m_bytes} bytes) \
         but copies back only {copied}: the other {} bytes of device data are discarded \
         without a copy (OpenACC 3.3, 2.7.8: the copyout action copies the clause's var, and \
         a later copyout of the rest finds it not present and takes no action); name the \
         whole mapped section in one copyout to keep them",
        crate::error::range(m_host, m_bytes),
        m_bytes - covered
    ))
}

/// Prints warning `w` once per (source location, variable) of `loc`.
fn warn_once(loc: Loc, w: &str) {
    static SEEN: Mutex<Vec<(&'static str, Option<&'static str>)>> = Mutex::new(Vec::new());
    let Some(fl) = loc.file_line else { return };
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if seen.iter().any(|(f, n)| *f == fl && *n == loc.name) {
        return;
    }
    seen.push((fl, loc.name));
    drop(seen);
    eprintln!("{w}");
}

fn partly(table: &PresentTable, k: usize, host: usize, bytes: usize, loc: Loc) -> AccError {
    let what = match table.get(k) {
        Some(m) => format!(
            "is partly present (the device holds {} ({} bytes))",
            crate::error::range(m.host, m.bytes),
            m.bytes
        ),
        None => "is partly present".into(),
    };
    AccError::data(ErrorCode::PartlyPresent, &what, host, bytes, loc)
}

/// The device copy of the pointer stored at host address `ptr_addr`, when that whole pointer lies
/// inside a mapped range: attach and detach act only on a present pointer (spec 2.7.2).
/// At most this many sections go through a construct's batch entry and exit
/// (`Device::enter_present_all`; entry.rs `batch_sections` takes as many).
pub const BATCH_MAX: usize = 16;

/// A construct's sections as this thread last entered them together on one device
/// (`Device::enter_present_all`), with where each one's mapping sits in the present table.
/// While no mapping has come or gone in any table since (`present::generation`, read under
/// the table's lock both times), the positions are still right and the sections' pointers
/// (`ptr_addr`) still lie outside device memory, so the next entry of the same sections (a
/// loop of the same region: issue 10's launch overhead) and their exit take their counters
/// with no search: 12 lookups of about 230 instructions each for three `present` sections
/// before (a search per section and per pointer at the entry and again at the exit).
/// Each position is still checked to hold its section before use.
#[derive(Clone, Copy)]
struct BatchMemo {
    device: usize,
    generation: u64,
    len: usize,
    secs: [(usize, usize, usize); BATCH_MAX],
    pos: [crate::present::Pos; BATCH_MAX],
}

impl BatchMemo {
    const EMPTY: BatchMemo = BatchMemo {
        device: 0,
        generation: 0,
        len: 0,
        secs: [(0, 0, 0); BATCH_MAX],
        pos: [crate::present::Pos::ZERO; BATCH_MAX],
    };
}

/// How many constructs' sections each thread remembers: a loop body's few regions.
const BATCH_MEMOS: usize = 4;

thread_local! {
    /// This thread's [`BatchMemo`]s and the slot the next new one replaces.
    static BATCH_MEMO: std::cell::RefCell<([BatchMemo; BATCH_MEMOS], usize)> =
        const { std::cell::RefCell::new(([BatchMemo::EMPTY; BATCH_MEMOS], 0)) };
}

/// Sets `out` to the positions remembered for exactly these sections on device `device` at
/// `generation`; `false` when there are none. (Only `secs.len()` positions are copied: the
/// whole memo is several hundred bytes.)
fn batch_memo_get(
    device: usize,
    generation: u64,
    secs: &[(usize, usize, usize)],
    out: &mut [crate::present::Pos; BATCH_MAX],
) -> bool {
    BATCH_MEMO
        .try_with(|m| {
            let Ok(m) = m.try_borrow() else {
                return false;
            };
            let found = m.0.iter().find(|b| {
                b.device == device
                    && b.generation == generation
                    && b.len == secs.len()
                    && b.secs[..b.len] == *secs
            });
            match found {
                Some(b) => {
                    out[..b.len].copy_from_slice(&b.pos[..b.len]);
                    true
                }
                None => false,
            }
        })
        .unwrap_or(false)
}

/// Remembers the positions of `secs` (see [`BatchMemo`]), replacing an entry for the same
/// sections or the oldest.
fn batch_memo_put(
    device: usize,
    generation: u64,
    secs: &[(usize, usize, usize)],
    pos: &[crate::present::Pos; BATCH_MAX],
) {
    // (`try_with`: during thread teardown the memo may be gone already; it is only a hint.)
    let _ = BATCH_MEMO.try_with(|m| {
        let Ok(mut m) = m.try_borrow_mut() else {
            return;
        };
        let same = m
            .0
            .iter()
            .position(|b| b.device == device && b.len == secs.len() && b.secs[..b.len] == *secs);
        let slot = same.unwrap_or_else(|| {
            let s = m.1;
            m.1 = (s + 1) % BATCH_MEMOS;
            s
        });
        // Written in place: a whole memo built and moved in was a few hundred bytes of copying.
        let b = &mut m.0[slot];
        b.device = device;
        b.generation = generation;
        b.len = secs.len();
        b.secs[..secs.len()].copy_from_slice(secs);
        b.pos[..secs.len()].copy_from_slice(&pos[..secs.len()]);
    });
}

/// The entry of `secs` at remembered positions: each structured counter up and `devs` set,
/// when every position holds its section wholly; `false`, with nothing changed, otherwise.
fn hold_at(
    table: &mut PresentTable,
    secs: &[(usize, usize, usize)],
    pos: &[crate::present::Pos; BATCH_MAX],
    devs: &mut [DevPtr],
) -> bool {
    for (i, (&(host, bytes, _), &p)) in secs.iter().zip(pos).enumerate() {
        let held = table.at_mut(p).filter(|m| {
            host != 0 && bytes != 0 && m.contains(host) && host.saturating_add(bytes) <= m.end()
        });
        let Some(m) = held else {
            // Undo the counts already taken (the lock is held: the positions stand).
            for &q in &pos[..i] {
                if let Some(m) = table.at_mut(q) {
                    m.structured -= 1;
                }
            }
            return false;
        };
        m.structured += 1;
        devs[i] = m.dev_of(host);
    }
    true
}

fn pointer_slot(table: &PresentTable, ptr_addr: usize) -> Option<DevPtr> {
    table
        .find(ptr_addr)
        .filter(|m| ptr_addr + std::mem::size_of::<usize>() <= m.end())
        .map(|m| m.dev_of(ptr_addr))
}

impl Device {
    /// For a `present(p)` clause naming C pointer `p` whole (`host..host + bytes` is the
    /// variable): `p`'s value when the variable itself is absent and the byte it points to is
    /// present (the meaning of `present(p)` before OpenACC 3.3, A.3.1); `None` otherwise (the
    /// clause then applies to the variable, with its usual not-present error).
    pub fn pointer_target(&self, host: usize, bytes: usize) -> Option<usize> {
        if self.shared_at(host) || bytes != std::mem::size_of::<usize>() || host == 0 {
            return None;
        }
        let table = self.table();
        if !matches!(table.lookup(host, bytes), Lookup::Absent) {
            return None;
        }
        // SAFETY: `host..host + bytes` is the pointer variable the clause names (its address
        // and size, taken by the generated code): readable host memory; its value is read as
        // an integer.
        let target = unsafe { std::ptr::read_unaligned(host as *const usize) };
        // A target in managed memory (-gpu=managed) is present at its own address.
        let present = crate::managed::device_reads(target, self.kind)
            || matches!(table.lookup(target, 1), Lookup::Full(_));
        (target != 0 && present).then_some(target)
    }
}

/// The end of the message for a `present(p)` clause that is not present when `p` is a C pointer
/// whose target is: OpenACC 3.3 asks for the pointer variable itself (A.3.1), where earlier
/// implementations (and programs written for them) tested `p[0]`. A pointer-sized section
/// whose bytes hold an address inside a mapping is such a pointer; the hint says what to write.
fn pointer_hint(table: &PresentTable, host: usize, bytes: usize, loc: Loc) -> String {
    if bytes != std::mem::size_of::<usize>() {
        return String::new();
    }
    // SAFETY: `host..host + bytes` is the variable a data clause of the program names (its
    // address and size, taken by the generated code), readable host memory; only its value is
    // read, as an integer.
    let target = unsafe { std::ptr::read_unaligned(host as *const usize) };
    if target == 0 || !matches!(table.lookup(target, 1), Lookup::Full(_)) {
        return String::new();
    }
    let n = loc.name.unwrap_or("p");
    format!(
        "; the data it points to ({target:#x}) is present: present({n}) names the pointer variable itself (OpenACC 3.3, A.3.1), so for the data it points to write present({n}[0:n]) with its length"
    )
}

/// A token for the calling thread, never 0: the address of a thread-local (distinct among
/// live threads).
fn thread_token() -> usize {
    thread_local! {
        static TOKEN: u8 = const { 0 };
    }
    TOKEN.with(|t| t as *const u8 as usize)
}

/// The locked present table ([`Device::table`]); clears the owner before unlocking.
struct TableGuard<'a> {
    guard: MutexGuard<'a, PresentTable>,
    owner: &'a AtomicUsize,
}

impl std::ops::Deref for TableGuard<'_> {
    type Target = PresentTable;
    fn deref(&self) -> &PresentTable {
        &self.guard
    }
}

impl std::ops::DerefMut for TableGuard<'_> {
    fn deref_mut(&mut self) -> &mut PresentTable {
        &mut self.guard
    }
}

impl Drop for TableGuard<'_> {
    fn drop(&mut self) {
        // Before the MutexGuard field drops (fields drop after this body): the next owner
        // stores its token only once it holds the lock.
        self.owner.store(0, Ordering::Relaxed);
    }
}

/// The `(start, end)` byte ranges where `new` differs from `old` (of one length), in order.
fn changed_runs(old: &[u8], new: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut k = 0;
    let n = old.len().min(new.len());
    while k < n {
        // Whole words first: most of a block is usually unchanged, or changed throughout.
        if k % 8 == 0 && k + 8 <= n && old[k..k + 8] == new[k..k + 8] {
            k += 8;
            continue;
        }
        if old[k] == new[k] {
            k += 1;
            continue;
        }
        let s = k;
        while k < n && old[k] != new[k] {
            k += 1;
        }
        out.push((s, k));
    }
    out
}

#[cfg(test)]
mod tests {
    //! The data rules of spec 2.6.7, 2.6.8, 2.7.2, 2.7.3 and 3.2.18 – 3.2.22 against the
    //! recording emulated backend (separate device memory, every call logged).

    use super::*;
    use crate::backend::emul::{Call, EmulBackend};
    use crate::backend::host::HostBackend;

    fn dev() -> (Device, Arc<EmulBackend>) {
        let b = Arc::new(EmulBackend::recording());
        (Device::new(DeviceKind::Emul, 0, b.clone()), b)
    }

    fn addr<T>(x: &T) -> usize {
        x as *const T as usize
    }

    const SYNC: Target = Target::Sync;
    const L: Loc = Loc::NONE;

    /// A block gathered for a kernel from two sections of one array mapped apart is written
    /// back byte by byte where the kernel changed it, and nowhere else: another host thread
    /// may write the other section's device copy while the kernel runs (OpenMP threads each
    /// running a construct on their own section, 2.6), and a scatter of the whole block put
    /// the stale gathered bytes back over its writes.
    #[test]
    fn gathered_block_writes_back_only_what_the_kernel_changed() {
        let (d, _b) = dev();
        let mut a = [0u8; 64];
        for (k, x) in a.iter_mut().enumerate() {
            *x = k as u8;
        }
        let h = addr(&a);
        let da = d
            .enter(Enter::Copyin, Counter::Dynamic, h, 16, SYNC, L)
            .unwrap();
        let db = d
            .enter(Enter::Copyin, Counter::Dynamic, h + 32, 16, SYNC, L)
            .unwrap();
        assert!(d.several_mappings(h, 64));
        assert_eq!(d.sections_hull(&[h + 3, h + 40]), Some((h, h + 48)));
        assert_eq!(d.sections_hull(&[h + 3, h + 5]), None);
        assert_eq!(
            d.sections_hull(&[h + 3, h + 20]),
            None,
            "h + 20 is not present"
        );
        let block = d.gather_split(h, 64, SYNC).unwrap().unwrap();
        // The block holds the sections' device copies and the host's bytes between them.
        let mut seen = [0u8; 64];
        d.backend
            .d2h(seen.as_mut_ptr() as usize, block, 64)
            .unwrap();
        assert_eq!(seen, a);
        // The kernel writes bytes 2..4 (first section) and 36 (second one) of the block; the
        // other thread meanwhile writes byte 40 of the second section's device copy.
        let kernel = [0xAAu8, 0xBB];
        d.backend
            .h2d(block + 2, kernel.as_ptr() as usize, 2)
            .unwrap();
        d.backend
            .h2d(block + 36, kernel.as_ptr() as usize, 1)
            .unwrap();
        let other = [0xCCu8];
        d.backend.h2d(db + 8, other.as_ptr() as usize, 1).unwrap();
        d.scatter_back(block, h, 64, SYNC).unwrap();
        let (mut sa, mut sb) = ([0u8; 16], [0u8; 16]);
        d.backend.d2h(sa.as_mut_ptr() as usize, da, 16).unwrap();
        d.backend.d2h(sb.as_mut_ptr() as usize, db, 16).unwrap();
        let mut want_a: Vec<u8> = (0u8..16).collect();
        want_a[2] = 0xAA;
        want_a[3] = 0xBB;
        let mut want_b: Vec<u8> = (32u8..48).collect();
        want_b[4] = 0xAA;
        want_b[8] = 0xCC;
        assert_eq!(sa.to_vec(), want_a);
        assert_eq!(sb.to_vec(), want_b, "the other thread's write survives");
        assert_eq!(a[2], 2, "the host is not written");
        assert_eq!(
            changed_runs(
                &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
                &[0, 9, 9, 3, 4, 5, 6, 7, 8, 0]
            ),
            vec![(1, 3), (9, 10)]
        );
    }

    /// Present-table lookups (`acc_deviceptr`, `__oxacc_dev_addr`'s `present_dev_at`,
    /// `__oxacc_dev_ptr`'s `firstprivate_ptr`) race another thread's `acc_map_data` and
    /// `acc_unmap_data` at random from an empty table, and every answer is checked against
    /// what was live: the check for a read path without the table's lock (issue 10). The
    /// locked lookups pass it, and so did the sequence-lock reader tried on 2026-12-01, which
    /// failed it within a second with its re-check of the sequence removed. Each slot's state
    /// counts 0 absent, 1 being mapped, 2 present, 3 being unmapped (mod 4), stored by the
    /// writer around each call (Release; loaded with Acquire before and after a lookup): with
    /// the same stable state before and after, the lookup must find the mapping exactly when it
    /// was present; in flux, either answer, but never another mapping's address.
    #[test]
    fn lookups_race_map_and_unmap() {
        use std::sync::atomic::{AtomicBool, AtomicU64};
        const SLOTS: usize = 6000;
        let d = Device::new(DeviceKind::Emul, 0, Arc::new(EmulBackend::new()));
        let host_mem = vec![0u8; SLOTS * 128];
        let host = |j: usize| host_mem.as_ptr() as usize + j * 128;
        let dev_mem = d.backend.alloc(SLOTS * 128).unwrap();
        let dev = |j: usize| dev_mem + j * 128;
        let len = |j: usize| 8 + (j % 8) * 8;
        let lcg = |seed: u64| {
            let mut s = seed;
            move |n: usize| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (s >> 33) as usize % n
            }
        };
        let state: Vec<AtomicU64> = (0..SLOTS).map(|_| AtomicU64::new(0)).collect();
        let done = AtomicBool::new(false);
        // lookups made so far: the writer goes on until the readers made enough beside it
        let lookups = AtomicU64::new(0);
        // the slot being changed: readers look near it half the time, where a reader that
        // caught the index mid-change would go wrong
        let near = AtomicU64::new(0);
        std::thread::scope(|scope| {
            let readers: Vec<_> = (0..3u64)
                .map(|r| {
                    let (d, state, done, lookups, near) = (&d, &state, &done, &lookups, &near);
                    scope.spawn(move || {
                        let mut rnd = lcg(300 + r);
                        // (stable present, stable absent, in flux)
                        let mut seen = [0u64; 3];
                        let mut j = 0;
                        while !done.load(Ordering::Relaxed) {
                            lookups.fetch_add(1, Ordering::Relaxed);
                            // in order (the per-thread hint), near the change, or at random
                            j = match rnd(4) {
                                0 => (j + 1) % SLOTS,
                                1 => rnd(SLOTS),
                                _ => (near.load(Ordering::Relaxed) as usize + rnd(64)) % SLOTS,
                            };
                            let off = rnd(len(j));
                            let a = host(j) + off;
                            let s1 = state[j].load(Ordering::Acquire);
                            let got = match rnd(3) {
                                0 => d.deviceptr(a),
                                1 => d.present_dev(a, 1, L).unwrap_or(0),
                                _ => match d.firstprivate_ptr(a) {
                                    p if p == a => 0,
                                    p => p,
                                },
                            };
                            let s2 = state[j].load(Ordering::Acquire);
                            assert!(got == 0 || got == dev(j) + off, "{a:#x}: {got:#x}");
                            match (s1 == s2, s1 % 4) {
                                (true, 2) => {
                                    assert_eq!(got, dev(j) + off, "present: {a:#x}");
                                    seen[0] += 1;
                                }
                                (true, 0) => {
                                    assert_eq!(got, 0, "absent: {a:#x}");
                                    seen[1] += 1;
                                }
                                _ => seen[2] += 1,
                            }
                        }
                        seen
                    })
                })
                .collect();
            let mut rnd = lcg(9);
            let mut step = 0usize;
            // (a reader that failed ends the loop: its join reports the failure)
            while (step < 200_000 || lookups.load(Ordering::Relaxed) < 1_500_000)
                && !readers.iter().any(|r| r.is_finished())
            {
                // a third of the slots at most after a while: as many unmaps as maps
                let j = if step < 40_000 {
                    rnd(SLOTS)
                } else {
                    rnd(SLOTS / 3)
                };
                step += 1;
                near.store(j.saturating_sub(32) as u64, Ordering::Relaxed);
                let s = state[j].load(Ordering::Relaxed);
                state[j].store(s + 1, Ordering::Release);
                if s % 4 == 2 {
                    d.unmap_data(host(j)).unwrap();
                } else {
                    d.map_data(host(j), dev(j), len(j)).unwrap();
                }
                state[j].store(s + 2, Ordering::Release);
            }
            done.store(true, Ordering::Relaxed);
            for r in readers {
                let seen = r.join().unwrap();
                eprintln!("present / absent / in flux: {seen:?}");
                assert!(seen[0] > 1000 && seen[1] > 1000, "{seen:?}");
            }
        });
    }

    /// acc_memcpy_* (3.2.26): a device range that starts in a pooled mapping's device copy
    /// may not pass the mapping's end, though the pool's 256-byte block holds it (nvidia
    /// copied into the slack silently); a mapping's own bytes are fine, at any offset.
    #[test]
    fn device_ranges_stop_at_a_pooled_mappings_end() {
        let b = Arc::new(EmulBackend::recording());
        let d = Device::new(DeviceKind::Emul, 0, b.clone()).with_pool(true);
        let x = [0u64; 8];
        let dev = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&x), 64, SYNC, L)
            .unwrap();
        assert!(d.check_device_range(dev, 64).is_ok());
        assert!(d.check_device_range(dev + 8, 56).is_ok());
        let err = d.check_device_range(dev + 8, 57).unwrap_err();
        assert!(
            err.contains("passes the end of its block of device memory")
                && err.contains("(64 bytes), the device copy of host"),
            "{err}"
        );
        // Without the pool the backend's own allocation is the limit (exact on emul).
        let e = Device::new(DeviceKind::Emul, 0, b).with_pool(false);
        let y = [0u64; 8];
        let ydev = e
            .enter(Enter::Copyin, Counter::Dynamic, addr(&y), 64, SYNC, L)
            .unwrap();
        assert!(e.check_device_range(ydev, 65).is_err());
    }

    /// `__oxacc_no_alias` (a kernel's `_na` twin): read pointers apart from written ones when
    /// they lie in other mappings' device copies; not when one shares a mapping with a written
    /// pointer (at any offset), lies in no mapping, or the device shares the host's memory.
    #[test]
    fn read_pointers_apart_from_written_ones_by_mapping() {
        let (d, _) = dev();
        let x = [0u64; 16];
        let y = [0u64; 16];
        let z = [0u64; 16];
        let dx = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&x), 128, SYNC, L)
            .unwrap();
        let dy = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&y), 128, SYNC, L)
            .unwrap();
        assert!(d.read_apart_from_written(&[dx, dx + 64], &[dy]));
        assert!(d.read_apart_from_written(&[dx], &[]));
        assert!(!d.read_apart_from_written(&[dx + 64], &[dy, dx]));
        assert!(!d.read_apart_from_written(&[dx + 120], &[dx + 8]));
        // Past the mapping's end, in no mapping, null: unknown.
        assert!(!d.read_apart_from_written(&[dx + 128 * 1024 * 1024], &[dy]));
        assert!(!d.read_apart_from_written(&[0], &[dy]));
        // The table changes: the generation moves on.
        let g = crate::present::generation();
        let dz = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&z), 128, SYNC, L)
            .unwrap();
        assert!(crate::present::generation() > g);
        assert!(d.read_apart_from_written(&[dz], &[dx, dy]));
        let h = Device::new(DeviceKind::Host, 0, Arc::new(HostBackend::new()));
        assert!(!h.read_apart_from_written(&[addr(&x)], &[addr(&y)]));
    }

    #[test]
    fn small_blocks_are_reused_and_freed_at_shutdown() {
        // A scalar copied in and out at every launch (a reduction's implicit copy) allocates
        // once; a larger request is not pooled; shutdown frees what was kept.
        let b = Arc::new(EmulBackend::recording());
        let d = Device::new(DeviceKind::Emul, 0, b.clone()).with_pool(true);
        let s = 5.0f64;
        let mut devs = Vec::new();
        for _ in 0..3 {
            let p = d
                .enter(Enter::Copyin, Counter::Structured, addr(&s), 8, SYNC, L)
                .unwrap();
            devs.push(p);
            d.exit(
                Exit::Copyout,
                Counter::Structured,
                false,
                addr(&s),
                8,
                SYNC,
                Missing::Error,
                L,
            )
            .unwrap();
        }
        assert!(devs.iter().all(|&p| p == devs[0]), "{devs:?}");
        let calls = b.take_calls();
        let allocs: Vec<&Call> = calls
            .iter()
            .filter(|c| matches!(c, Call::Alloc(_)))
            .collect();
        assert_eq!(allocs.len(), 1, "{calls:?}");
        assert!(matches!(allocs[0], Call::Alloc(256)), "{calls:?}");
        assert!(
            !calls.iter().any(|c| matches!(c, Call::Free(_))),
            "{calls:?}"
        );
        assert_eq!(b.live_bytes(), 256);
        assert_eq!(d.pooled_bytes(), 256);
        let big = vec![0u8; POOL_MAX + 1];
        d.enter(
            Enter::Copyin,
            Counter::Structured,
            big.as_ptr() as usize,
            big.len(),
            SYNC,
            L,
        )
        .unwrap();
        d.exit(
            Exit::Delete,
            Counter::Structured,
            false,
            big.as_ptr() as usize,
            big.len(),
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        let calls = b.take_calls();
        assert!(calls.contains(&Call::Alloc(POOL_MAX + 1)), "{calls:?}");
        assert!(
            calls.iter().any(|c| matches!(c, Call::Free(_))),
            "{calls:?}"
        );
        d.shutdown().unwrap();
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn copyin_then_present_increment_copies_once() {
        // spec 2.7.2: copyin action only when absent; present increment otherwise.
        let (d, b) = dev();
        let a = [1u8; 64];
        let p1 = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&a), 64, SYNC, L)
            .unwrap();
        let p2 = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&a), 64, SYNC, L)
            .unwrap();
        assert_eq!(p1, p2);
        let calls = b.take_calls();
        assert_eq!(calls.len(), 2, "{calls:?}"); // one alloc, one h2d
        assert!(matches!(calls[1], Call::H2d { n: 64, .. }));
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            addr(&a),
            64,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(b.take_calls().is_empty()); // 2 -> 1: no transfer
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            addr(&a),
            64,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert_eq!(
            b.take_calls(),
            vec![
                Call::D2h {
                    dst: addr(&a),
                    src: p1,
                    n: 64
                },
                Call::Free(p1)
            ]
        );
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn a_delete_ending_the_lifetime_copies_back_the_constructs_copy_sections() {
        // `copy(y[0:16]) copyin(x[4:8])` with x == y: one entry, counted twice (2.6.7); the
        // copyin's decrement ends the lifetime and the copy's section still comes back (the
        // reading at `exit_in_construct`). A section outside the mapping is not copied.
        let (d, b) = dev();
        let a = [0u32; 16];
        let other = [0u32; 4];
        let p = d
            .enter(Enter::Copyin, Counter::Structured, addr(&a), 64, SYNC, L)
            .unwrap();
        d.enter(
            Enter::Copyin,
            Counter::Structured,
            addr(&a) + 16,
            32,
            SYNC,
            L,
        )
        .unwrap();
        let back = [
            CopyBack {
                host: addr(&a),
                bytes: 64,
                loc: L,
            },
            CopyBack {
                host: addr(&other),
                bytes: 16,
                loc: L,
            },
        ];
        for (action, host, bytes) in [
            (Exit::Copyout, addr(&a), 64),
            (Exit::Delete, addr(&a) + 16, 32),
        ] {
            d.exit_in_construct(
                action,
                Counter::Structured,
                false,
                host,
                bytes,
                SYNC,
                Missing::Ignore,
                L,
                &back,
                &[],
            )
            .unwrap();
        }
        assert!(!d.is_present(addr(&a), 64));
        let calls = b.take_calls();
        let d2h: Vec<&Call> = calls
            .iter()
            .filter(|c| matches!(c, Call::D2h { .. }))
            .collect();
        assert_eq!(
            d2h,
            vec![&Call::D2h {
                dst: addr(&a),
                src: p,
                n: 64
            }],
            "{calls:?}"
        );
        // A plain exit (another construct's delete) copies nothing.
        d.enter(Enter::Copyin, Counter::Dynamic, addr(&a), 64, SYNC, L)
            .unwrap();
        b.take_calls();
        d.exit(
            Exit::Delete,
            Counter::Dynamic,
            false,
            addr(&a),
            64,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        let calls = b.take_calls();
        assert!(
            !calls.iter().any(|c| matches!(c, Call::D2h { .. })),
            "{calls:?}"
        );
    }

    #[test]
    fn a_dereferenced_pointer_past_a_mapping_is_not_present() {
        // `struct { long q[4]; int a[4]; }`, copy(s.q), p == s.a == s.q + 4: a pointer the
        // region only compares maps to the end of q's device copy; one it dereferences points
        // at s.a, which is not present (and not device memory): the not-present error, not
        // an address past q's copy.
        let (d, _) = dev();
        let s = [0u64; 6];
        let q = addr(&s);
        let dq = d
            .enter(Enter::Copyin, Counter::Structured, q, 32, SYNC, L)
            .unwrap();
        assert_eq!(d.firstprivate_ptr(q + 32), dq + 32);
        assert_eq!(d.firstprivate_ptr_used(q + 8, || L).unwrap(), dq + 8);
        let e = d.firstprivate_ptr_used(q + 32, || L).unwrap_err();
        assert_eq!(e.code, ErrorCode::NotPresent, "{e:?}");
        // Present after all: translated through its own mapping.
        let da = d
            .enter(Enter::Copyin, Counter::Structured, q + 32, 16, SYNC, L)
            .unwrap();
        assert_eq!(d.firstprivate_ptr_used(q + 32, || L).unwrap(), da);
    }

    #[test]
    fn pointer_messages_name_the_variable_and_one_address() {
        // A pointer has no section: the message shows its value as one address (not a
        // `[X, X) (0 bytes)` range), and the advice names the variable, not a fixed `p`.
        // A deviceptr pointer (2.7.4) gets its own message.
        let (d, _) = dev();
        let s = [0u64; 4];
        let h = addr(&s);
        let loc = || Loc {
            name: Some("src"),
            file_line: Some("f.c:7"),
            implicit: false,
        };
        let e = d.firstprivate_ptr_used(h, loc).unwrap_err();
        assert_eq!(e.code, ErrorCode::NotPresent, "{e:?}");
        assert!(
            e.message
                .starts_with(&format!("'src' host address {h:#x} at f.c:7: ")),
            "{e}"
        );
        assert!(e.message.contains("such as copy(src[0:n])"), "{e}");
        assert!(!e.message.contains("0 bytes"), "{e}");
        let e = d.deviceptr_used(h, loc).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidArgument, "{e:?}");
        assert!(
            e.message.starts_with(&format!(
                "'src' host address {h:#x} at f.c:7: 'src' in a deviceptr clause is not a device address"
            )),
            "{e}"
        );
        assert!(e.message.contains("2.7.4"), "{e}");
        // Device memory is what deviceptr is for: passed as it is.
        let dm = d.backend.alloc(16).unwrap();
        assert_eq!(d.deviceptr_used(dm, loc).unwrap(), dm);
        let e = d.unmap_data(h).unwrap_err();
        assert!(
            e.message.starts_with(&format!("host address {h:#x}: ")),
            "{e}"
        );
    }

    /// The one-lock entry and exit of a construct's present sections (2.6.7, 2.7.4): counters
    /// and device addresses as the clause-by-clause path gives them, and nothing changed when
    /// a section is absent, partly present, or its exit would end a lifetime (the
    /// clause-by-clause path must then copy out or delete).
    #[test]
    fn present_sections_enter_and_exit_under_one_lock_only_when_no_lifetime_changes() {
        let (d, _b) = dev();
        let a = [0u32; 16];
        let c = [0u8; 40];
        let absent = [0u8; 8];
        let counts = |h: usize| {
            let t = d.table();
            t.find(h).map(|m| (m.structured, m.dynamic))
        };
        let da = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&a), 64, SYNC, L)
            .unwrap();
        let dc = d
            .enter(Enter::Copyin, Counter::Structured, addr(&c), 40, SYNC, L)
            .unwrap();
        let mut devs = [0; 3];
        let secs = [(addr(&a) + 8, 16, 0), (addr(&c), 40, 0)];
        assert!(d.enter_present_all(&secs, &mut devs));
        assert_eq!(devs[..2], [da + 8, dc]);
        assert_eq!(counts(addr(&a)), Some((1, 1)));
        assert_eq!(counts(addr(&c)), Some((2, 0)));
        // An absent section, or one passing its mapping's end: nothing taken.
        let with_absent = [(addr(&a), 64, 0), (addr(&absent), 8, 0)];
        assert!(!d.enter_present_all(&with_absent, &mut devs));
        let past_end = [(addr(&c), 40, 0), (addr(&a) + 60, 8, 0)];
        assert!(!d.enter_present_all(&past_end, &mut devs));
        assert_eq!(counts(addr(&a)), Some((1, 1)));
        assert_eq!(counts(addr(&c)), Some((2, 0)));
        // Both still referenced after the decrement: done under the lock.
        assert!(d.exit_present_all(&secs));
        assert_eq!(counts(addr(&a)), Some((0, 1)));
        assert_eq!(counts(addr(&c)), Some((1, 0)));
        // `c`'s last reference: its exit ends the lifetime, so the fast exit declines.
        assert!(!d.exit_present_all(&[(addr(&a), 64, 0), (addr(&c), 40, 0)]));
        // Two sections of one mapping (their decrements together may end it): declined.
        assert!(d.enter_present_all(&[(addr(&a), 8, 0), (addr(&a) + 8, 8, 0)], &mut devs));
        assert_eq!(counts(addr(&a)), Some((2, 1)));
        assert!(!d.exit_present_all(&[(addr(&a), 8, 0), (addr(&a) + 8, 8, 0)]));
        assert_eq!(counts(addr(&a)), Some((2, 1)));
        // Reached through a pointer (`present(p[0:2])`): a pointer outside device memory has
        // no attach or detach action, so the batch takes it; one inside a mapping (a pointer
        // slot of `c`, here) must be attached: declined, nothing taken.
        let local_ptr = 0usize;
        let through = [(addr(&c) + 8, 16, addr(&local_ptr))];
        assert!(d.enter_present_all(&through, &mut devs));
        assert_eq!(counts(addr(&c)), Some((2, 0)));
        assert!(d.exit_present_all(&through));
        assert_eq!(counts(addr(&c)), Some((1, 0)));
        let mapped_ptr = [(addr(&a) + 8, 16, addr(&c))];
        assert!(!d.enter_present_all(&mapped_ptr, &mut devs));
        assert!(!d.exit_present_all(&mapped_ptr));
        assert_eq!(counts(addr(&a)), Some((2, 1)));
        assert_eq!(counts(addr(&c)), Some((1, 0)));
        assert_eq!(counts(addr(&c)), Some((1, 0)));
    }

    /// The batch entry remembers where its sections' mappings sit (`BatchMemo`): the same
    /// sections again take their counters there with no search, and a mapping made or
    /// removed since (positions shift; the section's pointer may now lie in device memory,
    /// which needs an attach, 2.7.2) sends the entry and the exit back to the search.
    #[test]
    fn repeated_present_sections_use_remembered_positions_until_a_mapping_changes() {
        let (d, _b) = dev();
        // One buffer, so that the mappings' order in the table is known: low < a < c < ptr.
        let buf = vec![0u8; 4096];
        let base = buf.as_ptr() as usize;
        let (low, a, c, ptr) = (base, base + 1024, base + 2048, base + 3072);
        let counts = |h: usize| {
            let t = d.table();
            t.find(h).map(|m| (m.structured, m.dynamic))
        };
        let copyin = |h: usize, n: usize| {
            d.enter(Enter::Copyin, Counter::Dynamic, h, n, SYNC, L)
                .unwrap()
        };
        let delete = |h: usize, n: usize| {
            d.exit(
                Exit::Delete,
                Counter::Dynamic,
                false,
                h,
                n,
                SYNC,
                Missing::Error,
                L,
            )
            .unwrap()
        };
        let da = copyin(a, 64);
        let dc = copyin(c, 40);
        let secs = [(a + 8, 16, ptr), (c, 40, 0)];
        let mut devs = [0; 2];
        for _ in 0..3 {
            devs = [0; 2];
            assert!(d.enter_present_all(&secs, &mut devs));
            assert_eq!(devs, [da + 8, dc]);
            assert_eq!(counts(a), Some((1, 1)));
            assert!(d.exit_present_all(&secs));
            assert_eq!(counts(a), Some((0, 1)));
            assert_eq!(counts(c), Some((0, 1)));
        }
        // The pointer the first section is reached through is mapped now: declined.
        copyin(ptr, 16);
        assert!(!d.enter_present_all(&secs, &mut devs));
        assert!(!d.exit_present_all(&secs));
        assert_eq!(counts(a), Some((0, 1)));
        // Unmapped again, and a mapping below the others: every position moved by one.
        delete(ptr, 16);
        let dl = copyin(low, 32);
        assert!(d.enter_present_all(&secs, &mut devs));
        assert_eq!(devs, [da + 8, dc]);
        assert!(d.exit_present_all(&secs));
        // `a` gone and mapped anew (another device copy) where it was: the new address.
        delete(a, 64);
        let da2 = copyin(a, 64);
        assert!(d.enter_present_all(&secs, &mut devs));
        assert_eq!(devs, [da2 + 8, dc]);
        assert_eq!(counts(a), Some((1, 1)));
        assert!(d.exit_present_all(&secs));
        assert_eq!(counts(a), Some((0, 1)));
        assert_eq!(counts(low), Some((0, 1)));
        assert_ne!(dl, 0);
    }

    #[test]
    fn a_copyout_ending_a_larger_mapping_is_a_warning() {
        // `enter data copyin(L[0:6])`, `exit data copyout(L[0:3])` (2.7.8): the whole device
        // copy goes, `L[0:3]` comes back; the warning names the rest.
        let loc = Loc {
            name: Some("L[0:3]"),
            file_line: Some("split.c:9"),
            implicit: false,
        };
        let part = |host, bytes| CopyBack { host, bytes, loc };
        let w = partial_copy_back(0x1000, 48, &[part(0x1000, 24)], &[], loc).unwrap();
        assert!(
            w.starts_with(
                "OXACC WARNING: the copyout at split.c:9 ends the device copy of host \
                 [0x1000, 0x1030) (48 bytes) but copies back only 'L[0:3]' host \
                 [0x1000, 0x1018) (24 bytes): the other 24 bytes of device data are discarded"
            ),
            "{w}"
        );
        // Copied back whole (one section, or parts covering it): no warning.
        assert_eq!(
            partial_copy_back(0x1000, 48, &[part(0x1000, 48)], &[], loc),
            None
        );
        assert_eq!(
            partial_copy_back(0x1000, 48, &[part(0x1018, 24), part(0x1000, 30)], &[], loc),
            None
        );
        assert!(
            partial_copy_back(0x1000, 48, &[part(0x1000, 16), part(0x1018, 24)], &[], loc)
                .is_some_and(|w| w.contains("the other 8 bytes"))
        );
        // The rest named by another clause of the construct (`copy(y[0:3]) copyin(x[0:6])`,
        // `y == x`): its action is the one asked for; none.
        assert_eq!(
            partial_copy_back(0x1000, 48, &[part(0x1000, 24)], &[(0x1000, 48)], loc),
            None
        );
        // A delete action (nothing copied back) or an API routine (no location): none.
        assert_eq!(partial_copy_back(0x1000, 48, &[], &[], loc), None);
        assert_eq!(
            partial_copy_back(0x1000, 48, &[part(0x1000, 24)], &[], L),
            None
        );
        // Through the exit itself: the spec-literal result stays (the rest is discarded).
        let (d, _) = dev();
        let a = [7u64; 6];
        d.enter(Enter::Copyin, Counter::Dynamic, addr(&a), 48, SYNC, L)
            .unwrap();
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            addr(&a),
            24,
            SYNC,
            Missing::Ignore,
            loc,
        )
        .unwrap();
        assert!(!d.is_present(addr(&a) + 24, 24));
    }

    #[test]
    fn structured_and_dynamic_counters_are_separate() {
        // spec 2.6.7: present while structured + dynamic > 0; finalize zeroes only dynamic.
        let (d, b) = dev();
        let a = [0u32; 16];
        d.enter(Enter::Copyin, Counter::Structured, addr(&a), 64, SYNC, L)
            .unwrap();
        d.enter(
            Enter::Create { zero: false },
            Counter::Dynamic,
            addr(&a),
            64,
            SYNC,
            L,
        )
        .unwrap();
        d.enter(
            Enter::Create { zero: false },
            Counter::Dynamic,
            addr(&a),
            64,
            SYNC,
            L,
        )
        .unwrap();
        d.exit(
            Exit::Delete,
            Counter::Dynamic,
            true,
            addr(&a),
            64,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(d.is_present(addr(&a), 64));
        d.exit(
            Exit::Delete,
            Counter::Structured,
            false,
            addr(&a),
            64,
            SYNC,
            Missing::Ignore,
            L,
        )
        .unwrap();
        assert!(!d.is_present(addr(&a), 64));
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn dynamic_exit_with_zero_dynamic_count_is_no_action() {
        // spec 3.2.19: "If the dynamic reference counter for the data section is zero, no action".
        let (d, b) = dev();
        let a = [0u8; 8];
        d.enter(Enter::Copyin, Counter::Structured, addr(&a), 8, SYNC, L)
            .unwrap();
        b.take_calls();
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            addr(&a),
            8,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(d.is_present(addr(&a), 8));
        assert!(b.take_calls().is_empty());
    }

    #[test]
    fn partly_present_and_not_present_errors() {
        // spec 2.7.3, 3.2.19, 3.2.20.
        let (d, _) = dev();
        let a = [0u8; 100];
        d.enter(Enter::Copyin, Counter::Dynamic, addr(&a) + 10, 20, SYNC, L)
            .unwrap();
        let e = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&a), 100, SYNC, L)
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::PartlyPresent);
        let e = d
            .update(Direction::ToHost, addr(&a) + 25, 10, SYNC, false, L)
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::PartlyPresent);
        let e = d
            .exit(
                Exit::Delete,
                Counter::Dynamic,
                false,
                addr(&a) + 50,
                10,
                SYNC,
                Missing::Error,
                L,
            )
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::NotPresent);
        d.exit(
            Exit::Delete,
            Counter::Dynamic,
            false,
            addr(&a) + 50,
            10,
            SYNC,
            Missing::Ignore,
            L,
        )
        .unwrap();
        let e = d
            .enter(
                Enter::Present,
                Counter::Structured,
                addr(&a) + 50,
                10,
                SYNC,
                L,
            )
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::NotPresent);
        assert_eq!(
            d.update(Direction::ToHost, addr(&a) + 50, 10, SYNC, true, L),
            Ok(())
        );
        // no_create of absent data uses the host address.
        assert_eq!(
            d.enter(
                Enter::NoCreate,
                Counter::Structured,
                addr(&a) + 50,
                10,
                SYNC,
                L
            ),
            Ok(addr(&a) + 50)
        );
    }

    #[test]
    fn map_data_floor_and_unmap() {
        // spec 2.7.2 (present decrement) and 3.2.21/3.2.22.
        let (d, b) = dev();
        let a = [0u8; 32];
        let mem = b.alloc(32).unwrap();
        d.map_data(addr(&a), mem, 32).unwrap();
        assert_eq!(
            d.map_data(addr(&a), mem, 32).unwrap_err().code,
            ErrorCode::Present
        );
        d.exit(
            Exit::Delete,
            Counter::Dynamic,
            true,
            addr(&a),
            32,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(d.is_present(addr(&a), 32));
        d.enter(Enter::Present, Counter::Structured, addr(&a), 32, SYNC, L)
            .unwrap();
        assert_eq!(d.unmap_data(addr(&a)).unwrap_err().code, ErrorCode::Present);
        d.exit(
            Exit::Delete,
            Counter::Structured,
            false,
            addr(&a),
            32,
            SYNC,
            Missing::Ignore,
            L,
        )
        .unwrap();
        d.unmap_data(addr(&a)).unwrap();
        assert!(!d.is_present(addr(&a), 32));
        assert_eq!(b.live_bytes(), 32); // the user's memory is not freed
        b.free(mem).unwrap();
    }

    #[test]
    fn attach_counter_rules() {
        // spec 2.6.8 and the attach/detach actions of 2.7.2.
        let (d, _) = dev();
        let target = [5u64; 4];
        let holder: [usize; 2] = [addr(&target), 0];
        let dh = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&holder), 16, SYNC, L)
            .unwrap();
        let dt = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&target), 32, SYNC, L)
            .unwrap();
        let slot = || {
            // SAFETY: `dh` is the emulated device copy of `holder` (host memory).
            unsafe { *(dh as *const usize) }
        };
        d.attach(addr(&holder), SYNC, L).unwrap();
        d.attach(addr(&holder), SYNC, L).unwrap();
        assert_eq!(slot(), dt);
        d.detach(addr(&holder), false, SYNC).unwrap();
        assert_eq!(slot(), dt);
        d.detach(addr(&holder), false, SYNC).unwrap();
        assert_eq!(slot(), addr(&target));
        d.attach(addr(&holder), SYNC, L).unwrap();
        d.attach(addr(&holder), SYNC, L).unwrap();
        d.detach(addr(&holder), true, SYNC).unwrap(); // immediate detach
        assert_eq!(slot(), addr(&target));
        // the null pointer in holder[1] is attached as null
        d.attach(addr(&holder) + 8, SYNC, L).unwrap();
    }

    #[test]
    fn global_mapped_by_one_section_binds_biased() {
        // 2.13.3: a `declare link` variable of which a data clause maps one section.
        let (d, _) = dev();
        let g = [0u64; 16];
        assert_eq!(d.global_section_dev(addr(&g), 128), None); // absent
        let ds = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&g[8]), 32, SYNC, L)
            .unwrap();
        assert_eq!(d.global_section_dev(addr(&g), 128), Some(ds - 64));
        d.enter(Enter::Copyin, Counter::Dynamic, addr(&g[1]), 8, SYNC, L)
            .unwrap();
        assert_eq!(d.global_section_dev(addr(&g), 128), None); // two sections: ambiguous
    }

    #[test]
    fn member_pointer_attached_to_a_section_passes_the_launch_check() {
        // `s.p[8:2]` present and s.p attached to it: a kernel reading s.p through the
        // struct's device copy uses the attached pointer; s.p's own value (element 0) is not
        // present, and that is no error. Not attached, it is the located "not present".
        let (d, _) = dev();
        let target = [5u64; 10];
        let holder: [usize; 1] = [addr(&target)];
        d.enter(Enter::Copyin, Counter::Dynamic, addr(&holder), 8, SYNC, L)
            .unwrap();
        d.enter(
            Enter::Copyin,
            Counter::Dynamic,
            addr(&target[8]),
            16,
            SYNC,
            L,
        )
        .unwrap();
        let e = d.member_ptr_used(addr(&target), addr(&holder), || L);
        assert_eq!(e.unwrap_err().code, ErrorCode::NotPresent);
        d.attach_section(addr(&holder), Some(addr(&target[8])), SYNC, L)
            .unwrap();
        assert_eq!(
            d.member_ptr_used(addr(&target), addr(&holder), || L)
                .unwrap(),
            addr(&target)
        );
    }

    #[test]
    fn zero_length_section_counts_an_attachment_without_a_device_write() {
        // A zero-length section of a member whose target is absent: the device copy keeps
        // the host value (2.6.8), the member counts as attached (no "not present" for a
        // kernel that reads no element), a later real attach keeps that count, and the
        // detaches restore the host value.
        let (d, _) = dev();
        let target = [5u64; 4];
        let holder: [usize; 1] = [addr(&target)];
        let dh = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&holder), 8, SYNC, L)
            .unwrap();
        // SAFETY: `dh` is the emulated device copy of `holder` (host memory).
        let slot = || unsafe { *(dh as *const usize) };
        assert!(d
            .member_ptr_used(addr(&target), addr(&holder), || L)
            .is_err());
        d.attach_zero_length(addr(&holder), SYNC, L).unwrap();
        assert_eq!(slot(), addr(&target));
        assert_eq!(
            d.member_ptr_used(addr(&target), addr(&holder), || L)
                .unwrap(),
            addr(&target)
        );
        let dt = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&target), 32, SYNC, L)
            .unwrap();
        d.attach_section(addr(&holder), Some(addr(&target)), SYNC, L)
            .unwrap();
        assert_eq!(slot(), dt);
        d.detach(addr(&holder), false, SYNC).unwrap();
        assert_eq!(slot(), dt); // the zero-length section's count remains
        d.detach(addr(&holder), false, SYNC).unwrap();
        assert_eq!(slot(), addr(&target));
    }

    #[test]
    fn attach_through_a_section_with_a_nonzero_lower_bound() {
        // spec 2.7.2: `copy(s.p[2:2])` attaches s.p although s.p[0] is not present; the
        // device pointer is the device address of s.p[2] less two elements.
        let (d, _) = dev();
        let target = [5u64; 4];
        let holder: [usize; 1] = [addr(&target)];
        let dh = d
            .enter(Enter::Copyin, Counter::Dynamic, addr(&holder), 8, SYNC, L)
            .unwrap();
        let dt = d
            .enter(
                Enter::Copyin,
                Counter::Dynamic,
                addr(&target[2]),
                16,
                SYNC,
                L,
            )
            .unwrap();
        // SAFETY: `dh` is the emulated device copy of `holder` (host memory).
        let slot = || unsafe { *(dh as *const usize) };
        d.attach(addr(&holder), SYNC, L).unwrap();
        assert_eq!(slot(), addr(&target)); // the value's element 0 is absent: no action
        d.attach_section(addr(&holder), Some(addr(&target[2])), SYNC, L)
            .unwrap();
        assert_eq!(slot(), dt - 16);
        d.detach(addr(&holder), false, SYNC).unwrap();
        assert_eq!(slot(), addr(&target));
    }

    #[test]
    fn async_copyout_frees_after_the_queue() {
        // spec 3.2.19: not present at once; memory deallocated when the copy is complete.
        let (d, b) = dev();
        let mut a = vec![1u8; 1 << 16];
        let dp = d
            .enter(
                Enter::Copyin,
                Counter::Dynamic,
                a.as_ptr() as usize,
                a.len(),
                SYNC,
                L,
            )
            .unwrap();
        // SAFETY: `dp` is the emulated device copy (host memory of the same length).
        unsafe { std::ptr::write_bytes(dp as *mut u8, 9, 1 << 16) };
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            a.as_mut_ptr() as usize,
            a.len(),
            Target::Queue(3),
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(!d.is_present(a.as_ptr() as usize, a.len()));
        d.wait(3).unwrap();
        assert!(a.iter().all(|&x| x == 9));
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn queue_to_queue_dependency() {
        // spec 3.2.11: queue 2 waits for queue 1 through an event.
        let (d, _) = dev();
        let q1 = d.queue(Target::Queue(1)).unwrap().unwrap();
        let flag = Arc::new(std::sync::atomic::AtomicU32::new(0));
        let f = flag.clone();
        q1.host_fn(Box::new(move || {
            std::thread::sleep(std::time::Duration::from_millis(30));
            f.store(1, std::sync::atomic::Ordering::SeqCst);
        }))
        .unwrap();
        d.wait_async(1, Target::Queue(2)).unwrap();
        let seen = Arc::new(std::sync::atomic::AtomicU32::new(7));
        let (f2, s2) = (flag.clone(), seen.clone());
        let q2 = d.queue(Target::Queue(2)).unwrap().unwrap();
        q2.host_fn(Box::new(move || {
            s2.store(
                f2.load(std::sync::atomic::Ordering::SeqCst),
                std::sync::atomic::Ordering::SeqCst,
            )
        }))
        .unwrap();
        assert!(!d.test(1) || flag.load(std::sync::atomic::Ordering::SeqCst) == 1);
        d.wait(2).unwrap();
        assert_eq!(seen.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert!(d.test_all() || d.wait_all().is_ok());
    }

    #[test]
    fn batched_rows_share_one_block() {
        // Issue item 7: rows entered together cost one allocation and one transfer; the block
        // outlives any row that keeps a reference (spec 2.6.7) and goes with the last one.
        let (d, b) = dev();
        let rows: Vec<Vec<u32>> = (0..4).map(|i| vec![i; 10]).collect();
        let addrs: Vec<usize> = rows.iter().map(|r| r.as_ptr() as usize).collect();
        assert!(d
            .enter_rows_batched(&addrs, 40, Enter::Copyin, Counter::Structured, SYNC, L)
            .unwrap());
        let calls = b.take_calls();
        assert_eq!(calls.len(), 2, "{calls:?}"); // one alloc, one h2d
        assert!(matches!(calls[0], Call::Alloc(1024)));
        for (i, &a) in addrs.iter().enumerate() {
            // SAFETY: the emulated device copy of row i (host memory).
            let v = unsafe { *(d.deviceptr(a) as *const u32) };
            assert_eq!(v, i as u32);
        }
        // an extra dynamic reference on row 1 prevents the batched exit
        d.enter(Enter::Copyin, Counter::Dynamic, addrs[1], 40, SYNC, L)
            .unwrap();
        assert!(!d
            .exit_rows_batched(
                &addrs,
                40,
                Exit::Delete,
                Counter::Structured,
                false,
                SYNC,
                L
            )
            .unwrap());
        for &a in &addrs {
            d.exit(
                Exit::Delete,
                Counter::Structured,
                false,
                a,
                40,
                SYNC,
                Missing::Ignore,
                L,
            )
            .unwrap();
        }
        assert!(d.is_present(addrs[1], 40) && !d.is_present(addrs[0], 40));
        assert_eq!(b.live_bytes(), 1024);
        d.exit(
            Exit::Delete,
            Counter::Dynamic,
            false,
            addrs[1],
            40,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        assert_eq!(b.live_bytes(), 0);
        // a batched copyout brings every row back with one transfer
        let mut rows2: Vec<Vec<u32>> = (0..3).map(|i| vec![i; 8]).collect();
        let a2: Vec<usize> = rows2.iter_mut().map(|r| r.as_mut_ptr() as usize).collect();
        assert!(d
            .enter_rows_batched(
                &a2,
                32,
                Enter::Create { zero: true },
                Counter::Dynamic,
                SYNC,
                L
            )
            .unwrap());
        b.take_calls();
        assert!(d
            .exit_rows_batched(&a2, 32, Exit::Copyout, Counter::Dynamic, false, SYNC, L)
            .unwrap());
        assert_eq!(
            b.take_calls()
                .iter()
                .filter(|c| matches!(c, Call::D2h { .. }))
                .count(),
            1
        );
        assert!(rows2.iter().all(|r| r.iter().all(|&x| x == 0)));
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn shared_memory_device_takes_no_action() {
        // spec 3.2.18 - 3.2.25 for data in shared memory.
        let d = Device::new(DeviceKind::Host, 0, Arc::new(HostBackend::new()));
        let a = [0u8; 8];
        assert_eq!(
            d.enter(Enter::Present, Counter::Structured, addr(&a), 8, SYNC, L),
            Ok(addr(&a))
        );
        assert_eq!(
            d.exit(
                Exit::Copyout,
                Counter::Dynamic,
                false,
                addr(&a),
                8,
                SYNC,
                Missing::Error,
                L
            ),
            Ok(())
        );
        assert!(d.is_present(addr(&a), 8));
        assert_eq!(d.deviceptr(addr(&a)), addr(&a));
        assert_eq!(d.mapping_count(), 0);
    }

    #[test]
    fn stress_eight_threads_random_ops() {
        // Issue item 8: 8 threads x 10,000 random operations; no leak, no wrong data.
        let (d, b) = dev();
        let d = Arc::new(d);
        let threads: Vec<_> = (0..8u64)
            .map(|tid| {
                let d = d.clone();
                std::thread::spawn(move || {
                    let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ tid;
                    let mut rnd = move || {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        seed
                    };
                    let mut arrays: Vec<(Vec<u32>, u32)> = (0..6)
                        .map(|i| (vec![i; 1 + (rnd() % 500) as usize], 0))
                        .collect();
                    for op in 0..10_000u32 {
                        let i = (rnd() % 6) as usize;
                        let (a, refs) = &mut arrays[i];
                        let (h, n) = (a.as_mut_ptr() as usize, a.len() * 4);
                        let q = if rnd() % 2 == 0 {
                            Target::Sync
                        } else {
                            Target::Queue(tid as i32)
                        };
                        match rnd() % 5 {
                            0 | 1 => {
                                d.enter(Enter::Copyin, Counter::Dynamic, h, n, q, L)
                                    .unwrap();
                                *refs += 1;
                            }
                            2 if *refs > 0 => {
                                let dp = d.deviceptr(h);
                                d.wait(tid as i32).unwrap();
                                // SAFETY: `dp` is the live emulated device copy of `a`.
                                unsafe { std::slice::from_raw_parts_mut(dp as *mut u32, a.len()) }
                                    .fill(op);
                                d.update(Direction::ToHost, h, n, q, false, L).unwrap();
                                d.wait(tid as i32).unwrap();
                                assert!(a.iter().all(|&x| x == op));
                            }
                            3 if *refs > 0 => {
                                d.exit(
                                    Exit::Copyout,
                                    Counter::Dynamic,
                                    false,
                                    h,
                                    n,
                                    q,
                                    Missing::Error,
                                    L,
                                )
                                .unwrap();
                                *refs -= 1;
                                d.wait(tid as i32).unwrap();
                            }
                            4 if *refs > 0 => {
                                d.exit(
                                    Exit::Delete,
                                    Counter::Dynamic,
                                    true,
                                    h,
                                    n,
                                    q,
                                    Missing::Error,
                                    L,
                                )
                                .unwrap();
                                *refs = 0;
                            }
                            _ => {}
                        }
                        assert_eq!(d.is_present(h, n), *refs > 0);
                    }
                    for (a, refs) in &arrays {
                        if *refs > 0 {
                            d.exit(
                                Exit::Delete,
                                Counter::Dynamic,
                                true,
                                a.as_ptr() as usize,
                                a.len() * 4,
                                SYNC,
                                Missing::Error,
                                L,
                            )
                            .unwrap();
                        }
                    }
                    d.wait_all().unwrap();
                    arrays
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        d.wait_all().unwrap();
        assert_eq!(d.mapping_count(), 0);
        assert_eq!(b.live_bytes(), 0);
    }

    // ---- host slots (`enter_hinted`: the copy of a reduction scalar) ----------------------

    /// The region of a compute construct with `reduction(+:s)` and no data for `s`: the
    /// implied copy (entered with the hint), the kernel adding `add` to the device copy, the
    /// copy's exit. Returns the device address the kernel used.
    fn reduction_region(d: &Device, s: &std::cell::UnsafeCell<f64>, add: f64, t: Target) -> usize {
        let host = s.get() as usize;
        let dp = d
            .enter_hinted(Enter::Copyin, Counter::Structured, host, 8, t, L, true)
            .unwrap();
        assert!(d.is_present(host, 8));
        assert_eq!(d.deviceptr(host), dp);
        // The kernel's one final `*s = *s + partial` (device memory is host memory here).
        // SAFETY: `dp` is the emulated device copy of an f64.
        unsafe { *(dp as *mut f64) += add };
        d.exit(
            Exit::Copyout,
            Counter::Structured,
            false,
            host,
            8,
            t,
            Missing::Ignore,
            L,
        )
        .unwrap();
        dp
    }

    fn value(s: &std::cell::UnsafeCell<f64>) -> f64 {
        // SAFETY: no other reference to the cell's value is live.
        unsafe { *s.get() }
    }

    fn driver_calls(calls: &[Call]) -> usize {
        calls
            .iter()
            .filter(|c| {
                matches!(
                    c,
                    Call::Alloc(_) | Call::Free(_) | Call::H2d { .. } | Call::D2h { .. }
                )
            })
            .count()
    }

    #[test]
    fn a_reduction_copy_of_absent_data_uses_a_host_slot() {
        // No allocation and no copy through the backend: a slot, filled and read back by the
        // host, then given back; the value goes in and comes out.
        let (d, b) = dev();
        let s = std::cell::UnsafeCell::new(1.5f64);
        for i in 0..3 {
            let dp = reduction_region(&d, &s, 2.0, SYNC);
            assert!(!d.is_present(s.get() as usize, 8));
            assert_eq!(value(&s), 3.5 + 2.0 * f64::from(i));
            let calls = b.take_calls();
            assert_eq!(
                calls,
                vec![Call::HostSlot(8), Call::FreeHostSlot(dp)],
                "round {i}"
            );
        }
        assert_eq!(d.host_slot_count(), 0);
        assert_eq!(b.live_bytes(), 0);
        assert_eq!(d.mapping_count(), 0);
    }

    #[test]
    fn a_reduction_copy_of_present_data_is_a_present_increment() {
        // Inside `data copy(s)`: the region's copy finds the data present and neither copies
        // nor takes a slot; the data construct's exit copies back through the backend.
        let (d, b) = dev();
        let s = std::cell::UnsafeCell::new(10.0f64);
        let host = s.get() as usize;
        d.enter(Enter::Copyin, Counter::Structured, host, 8, SYNC, L)
            .unwrap();
        let outer = b.take_calls();
        assert_eq!(driver_calls(&outer), 2, "{outer:?}"); // alloc + upload
        for _ in 0..4 {
            reduction_region(&d, &s, 1.0, SYNC);
            assert!(d.is_present(host, 8));
            assert_eq!(b.take_calls(), vec![], "present: no backend call");
        }
        assert_eq!(
            value(&s),
            10.0,
            "the device copy holds the sum until the data exit"
        );
        d.exit(
            Exit::Copyout,
            Counter::Structured,
            false,
            host,
            8,
            SYNC,
            Missing::Ignore,
            L,
        )
        .unwrap();
        assert_eq!(value(&s), 14.0);
        let calls = b.take_calls();
        assert!(
            calls.iter().any(|c| matches!(c, Call::D2h { n: 8, .. })),
            "{calls:?}"
        );
        assert!(!calls.iter().any(|c| matches!(c, Call::HostSlot(_))));
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn async_large_unhinted_or_disabled_copies_take_the_usual_path() {
        let s = std::cell::UnsafeCell::new(0.0f64);
        let host = s.get() as usize;
        // Device memory and no slot (a queue's copies do not reach the recording backend:
        // the sync ones show as H2d).
        let usual = |calls: &[Call]| {
            assert!(
                calls.iter().any(|c| matches!(c, Call::Alloc(_)))
                    && !calls.iter().any(|c| matches!(c, Call::HostSlot(_))),
                "{calls:?}"
            );
        };
        let usual_sync = |calls: &[Call]| {
            usual(calls);
            assert!(
                calls.iter().any(|c| matches!(c, Call::H2d { .. })),
                "{calls:?}"
            );
        };
        // An async region: the copy back is queued, so the memory must be device memory.
        let (d, b) = dev();
        d.enter_hinted(
            Enter::Copyin,
            Counter::Structured,
            host,
            8,
            Target::Queue(1),
            L,
            true,
        )
        .unwrap();
        d.exit(
            Exit::Copyout,
            Counter::Structured,
            false,
            host,
            8,
            Target::Queue(1),
            Missing::Ignore,
            L,
        )
        .unwrap();
        d.wait(1).unwrap();
        usual(&b.take_calls());
        // Over HOST_SLOT_MAX bytes.
        let big = [1u8; HOST_SLOT_MAX + 1];
        d.enter_hinted(
            Enter::Copyin,
            Counter::Structured,
            addr(&big),
            big.len(),
            SYNC,
            L,
            true,
        )
        .unwrap();
        usual_sync(&b.take_calls());
        d.exit(
            Exit::Delete,
            Counter::Structured,
            false,
            addr(&big),
            big.len(),
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        b.take_calls();
        // No hint (any other clause), and slots turned off (OXACC_HOST_SLOTS=0).
        reduction_region(&d, &s, 0.0, SYNC);
        b.take_calls();
        d.enter(Enter::Copyin, Counter::Structured, host, 8, SYNC, L)
            .unwrap();
        usual_sync(&b.take_calls());
        d.exit(
            Exit::Copyout,
            Counter::Structured,
            false,
            host,
            8,
            SYNC,
            Missing::Error,
            L,
        )
        .unwrap();
        let b2 = Arc::new(EmulBackend::recording());
        let d2 = Device::new(DeviceKind::Emul, 0, b2.clone()).with_host_slots(false);
        reduction_region(&d2, &s, 1.0, SYNC);
        usual_sync(&b2.take_calls());
        assert_eq!(value(&s), 1.0);
        assert_eq!(b.live_bytes() + b2.live_bytes(), 0);
    }

    #[test]
    fn a_slot_outliving_its_region_is_copied_and_freed_as_device_memory() {
        // Another thread's acc_copyin of the variable during the region keeps the mapping
        // (dynamic counter); its later async acc_copyout copies from the slot through the
        // queue, and the slot goes back only after the queue has done so.
        let (d, b) = dev();
        let s = std::cell::UnsafeCell::new(2.0f64);
        let host = s.get() as usize;
        let dp = d
            .enter_hinted(Enter::Copyin, Counter::Structured, host, 8, SYNC, L, true)
            .unwrap();
        assert_eq!(
            d.enter(Enter::Copyin, Counter::Dynamic, host, 8, SYNC, L),
            Ok(dp)
        );
        // SAFETY: the emulated device copy of an f64.
        unsafe { *(dp as *mut f64) = 7.0 };
        d.exit(
            Exit::Copyout,
            Counter::Structured,
            false,
            host,
            8,
            SYNC,
            Missing::Ignore,
            L,
        )
        .unwrap();
        assert!(d.is_present(host, 8));
        assert_eq!(value(&s), 2.0, "still mapped: no copy back yet");
        // update self reads the slot through the backend.
        d.update(Direction::ToHost, host, 8, SYNC, false, L)
            .unwrap();
        assert_eq!(value(&s), 7.0);
        // SAFETY: as above.
        unsafe { *(dp as *mut f64) = 9.0 };
        d.exit(
            Exit::Copyout,
            Counter::Dynamic,
            false,
            host,
            8,
            Target::Queue(2),
            Missing::Error,
            L,
        )
        .unwrap();
        assert!(!d.is_present(host, 8));
        d.wait(2).unwrap();
        d.sweep().unwrap();
        assert_eq!(value(&s), 9.0);
        let calls = b.take_calls();
        assert!(calls.contains(&Call::D2h {
            dst: host,
            src: dp,
            n: 8
        }));
        assert_eq!(calls.last(), Some(&Call::FreeHostSlot(dp)), "{calls:?}");
        assert_eq!(d.host_slot_count(), 0);
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn a_slot_is_released_only_after_busy_queues() {
        // A synchronous exit while a queue still has work: the slot goes back with the
        // deferred frees, never while queued work may use it.
        let (d, b) = dev();
        let s = std::cell::UnsafeCell::new(0.0f64);
        let q = d.queue(Target::Queue(4)).unwrap().unwrap();
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let rx = Mutex::new(rx);
        q.host_fn(Box::new(move || {
            let _ = rx.lock().unwrap().recv();
        }))
        .unwrap();
        let dp = reduction_region(&d, &s, 3.0, SYNC);
        assert_eq!(value(&s), 3.0);
        assert_eq!(d.host_slot_count(), 1, "held while queue 4 is busy");
        assert!(!b.take_calls().contains(&Call::FreeHostSlot(dp)));
        tx.send(()).unwrap();
        d.wait(4).unwrap();
        d.sweep().unwrap();
        assert_eq!(d.host_slot_count(), 0);
        assert_eq!(b.take_calls(), vec![Call::FreeHostSlot(dp)]);
        assert_eq!(b.live_bytes(), 0);
    }

    #[test]
    fn two_threads_use_slots_at_once() {
        // Each thread's regions on its own variable, and both on one shared variable (the
        // second entry is a present increment of the first's slot; the last exit copies back).
        let (d, b) = dev();
        let d = Arc::new(d);
        let shared = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let d = d.clone();
                let shared = shared.clone();
                std::thread::spawn(move || {
                    let s = std::cell::UnsafeCell::new(f64::from(t));
                    for _ in 0..2000 {
                        reduction_region(&d, &s, 1.0, SYNC);
                        // The shared variable: an integer, added atomically on its device
                        // copy (a reduction's combine), in whichever slot is live.
                        let host = shared.as_ptr() as usize;
                        let dp = d
                            .enter_hinted(
                                Enter::Copyin,
                                Counter::Structured,
                                host,
                                8,
                                SYNC,
                                L,
                                true,
                            )
                            .unwrap();
                        // SAFETY: the device copy of the u64, 8-aligned (a slot or heap block).
                        let dev = unsafe { &*(dp as *const std::sync::atomic::AtomicU64) };
                        dev.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        d.exit(
                            Exit::Copyout,
                            Counter::Structured,
                            false,
                            host,
                            8,
                            SYNC,
                            Missing::Ignore,
                            L,
                        )
                        .unwrap();
                    }
                    value(&s)
                })
            })
            .collect();
        let got: Vec<f64> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        assert_eq!(got, vec![2000.0, 2001.0]);
        assert_eq!(d.host_slot_count(), 0);
        assert_eq!(d.mapping_count(), 0);
        assert_eq!(b.live_bytes(), 0);
        // Every added 1 survives in some copy back; the copies back race (as two regions on
        // one variable do), so only the bounds are certain.
        let n = shared.load(std::sync::atomic::Ordering::SeqCst);
        assert!((2000..=4000).contains(&n), "{n}");
    }

    /// A queue that logs `record` and `wait_event` (what `launch_ordered` uses).
    struct LogQueue {
        name: &'static str,
        log: Arc<Mutex<Vec<String>>>,
    }

    struct LogEvent {
        of: &'static str,
        log: Arc<Mutex<Vec<String>>>,
    }

    impl Event for LogEvent {
        fn done(&self) -> bool {
            false
        }
        fn wait(&self) -> AccResult<()> {
            self.log
                .lock()
                .unwrap()
                .push(format!("host waits {}", self.of));
            Ok(())
        }
    }

    impl Queue for LogQueue {
        fn h2d(&self, _: DevPtr, _: usize, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn d2h(&self, _: usize, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn d2d(&self, _: DevPtr, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn write_word(&self, _: DevPtr, _: u64) -> AccResult<()> {
            Ok(())
        }
        fn zero(&self, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()> {
            f();
            Ok(())
        }
        fn record(&self) -> AccResult<Arc<dyn Event>> {
            Ok(Arc::new(LogEvent {
                of: self.name,
                log: self.log.clone(),
            }))
        }
        fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()> {
            ev.wait()?;
            let mut l = self.log.lock().unwrap();
            // `ev.wait` logged "host waits X": here it is this queue that waits.
            if let Some(last) = l.pop() {
                l.push(last.replace("host", self.name));
            }
            Ok(())
        }
        fn synchronize(&self) -> AccResult<()> {
            Ok(())
        }
        fn idle(&self) -> bool {
            true
        }
    }

    #[test]
    fn launches_of_a_kernel_with_grid_scratch_never_overlap() {
        // A kernel whose gangs combine reductions through its module's static scratch: a
        // launch on another queue than its last one waits for that one (the queues are
        // separate streams on a GPU, which ran the two at once and mixed their gangs' values,
        // 2026-11-29); on the same queue nothing is added; a synchronous launch waits on the
        // host; another kernel, or one without scratch, is not ordered.
        let (d, _) = dev();
        let log = Arc::new(Mutex::new(Vec::new()));
        let q = |name| -> Arc<dyn Queue> {
            Arc::new(LogQueue {
                name,
                log: log.clone(),
            })
        };
        let (q1, q2) = (q("q1"), q("q2"));
        let run = |k: usize, scratch: bool, t: Target, q: Option<&Arc<dyn Queue>>, tag: &str| {
            let l = log.clone();
            let tag = tag.to_string();
            d.launch_ordered(k, scratch, t, q, move || {
                l.lock().unwrap().push(format!("launch {tag}"));
                Ok(())
            })
            .unwrap();
        };
        run(1, true, Target::Queue(1), Some(&q1), "k1 on q1");
        run(1, true, Target::Queue(1), Some(&q1), "k1 on q1 again");
        run(1, true, Target::Queue(2), Some(&q2), "k1 on q2");
        run(2, true, Target::Queue(1), Some(&q1), "k2 on q1");
        run(1, false, Target::Queue(1), Some(&q1), "k1 unordered");
        run(1, true, SYNC, None, "k1 sync");
        run(1, true, Target::Queue(1), Some(&q1), "k1 on q1 after sync");
        assert_eq!(
            *log.lock().unwrap(),
            [
                "launch k1 on q1",
                "launch k1 on q1 again",
                "q2 waits q1",
                "launch k1 on q2",
                "launch k2 on q1",
                "launch k1 unordered",
                "host waits q2",
                "launch k1 sync",
                "launch k1 on q1 after sync",
            ]
        );
    }
}
