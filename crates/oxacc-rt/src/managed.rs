//! `-gpu=managed` (nvc's option, also `-gpu=mem:managed`, `-ta=tesla:managed`): the program's
//! heap in memory that the host and the device reach at one address.
//!
//! The driver binds the allocation functions of every file it compiles with the option
//! (`malloc`, `calloc`, `realloc`, `free`, `posix_memalign`, `aligned_alloc`) to the entry
//! points below by asm labels (`oxacc-lower`'s `prelude::MANAGED_PRELUDE`), so only the
//! program's own calls come here; libraries and the runtime keep libc's allocator.
//!
//! Where a block lives is chosen by the calling thread's current device (its type) at the
//! allocation:
//! - `acc_device_nvidia`: CUDA managed memory (`cuMemAllocManaged`, `CU_MEM_ATTACH_GLOBAL`),
//!   readable by every device and by the host;
//! - `acc_device_oxacc_emul`: host memory (libc), which the emulated device reads in place
//!   (its kernels run on the host): the emulation of managed memory that the tests use;
//! - `acc_device_host` (or no usable device): plain libc memory, not recorded: the host
//!   device shares memory anyway, so nothing needs to know.
//!
//! Recorded blocks are in a table keyed by address ([`find`]); a host address inside one is
//! present on a device that reads the block ([`device_reads`]), at the same address, and data
//! clauses, `update` and attach on it take no action (`Device::shared_at`), as nvc has it
//! ("data clauses on managed data are ignored"). `free`/`realloc` of a pointer the table does
//! not hold (memory from a library's malloc, `strdup`...) go to libc.
//!
//! Re-entrancy: the entry points may be reached from inside the runtime itself. A program
//! that defines one of the C library's allocators (its own `aligned_alloc` or `malloc`,
//! calling a bound `posix_memalign`) replaces it for the whole process, the runtime's and
//! the CUDA driver's allocations included; a profiling callback (`acc_ev_device_init_start`)
//! or a tool's `acc_register_library` runs program code while the runtime starts. Choosing a
//! place then would ask for the current device that the thread is creating (a `OnceLock`
//! initialised again by its own thread: a deadlock; compute-sanitizer's start-up hung on it),
//! or take a lock the thread holds. So an allocation made while this thread is inside an
//! entry point of this module or the runtime's start-up ([`starting`]), or while another
//! thread starts the runtime, is libc's, with no lock taken; a `free` then looks in the
//! table only if it can without waiting.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};

use crate::backend::DeviceKind;
use crate::device::Device;
use crate::error::{guard, AccError, AccResult, ErrorCode};

/// One managed block, by the address the program got.
#[derive(Clone)]
struct Block {
    /// The bytes the program asked for (at least 1).
    bytes: usize,
    /// What to give back: the CUDA allocation's start (an aligned block may begin after it)
    /// or libc's pointer.
    base: usize,
    /// The device whose backend allocated it (CUDA managed memory), `None` for libc memory
    /// (the emulated device's).
    cuda: Option<&'static Arc<Device>>,
    /// A slot of the small-block pool ([`Pool`]), given back to it rather than to CUDA.
    pooled: bool,
}

/// The blocks, by start address. A `RwLock`: lookups (every data clause and pointer of a
/// compute construct while any block exists, every `free`) outnumber allocations.
static TABLE: RwLock<BTreeMap<usize, Block>> = RwLock::new(BTreeMap::new());
/// How many blocks the table holds: zero (programs built without the option, or on the host
/// device) skips every lookup with one atomic load.
static COUNT: AtomicUsize = AtomicUsize::new(0);

/// The alignment of the blocks this module returns from `malloc`/`calloc`/`realloc`: glibc's
/// (`max_align_t`).
const MALLOC_ALIGN: usize = 16;

thread_local! {
    /// How deep the calling thread is in this module's entry points and in the runtime's
    /// start-up ([`starting`]): a thread-local with no destructor, so reading it allocates
    /// nothing and takes no lock.
    static INSIDE: Cell<u32> = const { Cell::new(0) };
}
/// How many threads are in the runtime's start-up ([`starting`]) now.
static STARTING: AtomicUsize = AtomicUsize::new(0);

/// Leaves what [`Enter::new`] entered (also when a panic unwinds).
struct Enter {
    starting: bool,
}

impl Enter {
    fn new(starting: bool) -> Enter {
        INSIDE.with(|i| i.set(i.get() + 1));
        if starting {
            STARTING.fetch_add(1, Ordering::AcqRel);
        }
        Enter { starting }
    }
}

impl Drop for Enter {
    fn drop(&mut self) {
        INSIDE.with(|i| i.set(i.get() - 1));
        if self.starting {
            STARTING.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

/// Runs `f`, a part of the runtime's start-up (creating the devices, the profiling
/// interface's initialisation): the allocations that reach this module meanwhile, from this
/// thread or another, take libc's memory without asking for a device (see the module's
/// comment).
pub(crate) fn starting<T>(f: impl FnOnce() -> T) -> T {
    let _e = Enter::new(true);
    f()
}

/// [`starting`] as a scope: the runtime's start-up until it is dropped.
pub(crate) struct Starting(#[allow(dead_code)] Enter);

impl Starting {
    pub(crate) fn new() -> Starting {
        Starting(Enter::new(true))
    }
}

/// Whether an allocation now must go to libc: this thread is inside this module or the
/// runtime's start-up, or another thread is starting the runtime.
fn reentered() -> bool {
    INSIDE.with(Cell::get) > 0 || STARTING.load(Ordering::Acquire) > 0
}

/// Whether this thread is inside this module or the runtime's start-up (its locks may be
/// held by it).
fn inside() -> bool {
    INSIDE.with(Cell::get) > 0
}

fn table_read() -> std::sync::RwLockReadGuard<'static, BTreeMap<usize, Block>> {
    TABLE.read().unwrap_or_else(|e| e.into_inner())
}

fn table_write() -> std::sync::RwLockWriteGuard<'static, BTreeMap<usize, Block>> {
    TABLE.write().unwrap_or_else(|e| e.into_inner())
}

/// The managed block holding `addr`: (start, bytes, CUDA memory?).
#[inline]
pub fn find(addr: usize) -> Option<(usize, usize, bool)> {
    if COUNT.load(Ordering::Acquire) == 0 || addr == 0 {
        return None;
    }
    find_in_table(addr)
}

/// `find` once some block exists: apart, so that every present-table lookup of a program
/// without managed blocks (the compute constructs' path) inlines one atomic load. Not
/// `#[cold]`: under `-gpu=managed` it is every lookup's path.
#[inline(never)]
fn find_in_table(addr: usize) -> Option<(usize, usize, bool)> {
    let t = table_read();
    let (&start, b) = t.range(..=addr).next_back()?;
    (addr < start + b.bytes).then_some((start, b.bytes, b.cuda.is_some()))
}

/// Whether a device of type `kind` reads `addr` as managed memory, at the same address: CUDA
/// managed memory on every device type, host memory only on those that run on the host
/// (emul, host). A libc block reached on an nvidia device (allocated while emul was
/// current) is ordinary host memory there, under the usual data rules.
#[inline]
pub fn device_reads(addr: usize, kind: DeviceKind) -> bool {
    device_block(addr, kind).is_some()
}

/// The managed block holding `addr` (start, bytes) when a device of type `kind` reads it
/// ([`device_reads`]).
#[inline]
pub fn device_block(addr: usize, kind: DeviceKind) -> Option<(usize, usize)> {
    find(addr)
        .filter(|&(_, _, cuda)| cuda || kind != DeviceKind::Nvidia)
        .map(|(start, bytes, _)| (start, bytes))
}

/// Where a new block goes: by the calling thread's current device.
enum Place {
    Cuda(&'static Arc<Device>),
    Emulated,
    Plain,
}

/// Where a new block goes; `libc_only` ([`reentered`] at the entry): libc's, asking nothing.
fn place(libc_only: bool) -> Place {
    if libc_only {
        return Place::Plain;
    }
    // An unusable device (ACC_DEVICE_TYPE naming none) is reported by the first construct
    // that needs it, with its location; an allocation just uses libc.
    match crate::runtime::current_ref() {
        Ok(d) if d.kind == DeviceKind::Nvidia => Place::Cuda(d),
        Ok(d) if d.kind == DeviceKind::Emul => Place::Emulated,
        _ => Place::Plain,
    }
}

fn record(start: usize, block: Block) {
    let mut t = table_write();
    if t.insert(start, block).is_none() {
        COUNT.fetch_add(1, Ordering::Release);
    }
}

/// Removes the block that starts at `start` (one lock and one search: `free` of a managed
/// block, and of any other pointer while blocks exist). `wait`: false for a re-entered call
/// ([`inside`]), which gives up (None) when the lock is taken, maybe by its own thread.
fn unrecord(start: usize, wait: bool) -> Option<Block> {
    if COUNT.load(Ordering::Acquire) == 0 {
        return None;
    }
    let mut t = if wait {
        table_write()
    } else {
        match TABLE.try_write() {
            Ok(t) => t,
            Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return None,
        }
    };
    let b = t.remove(&start)?;
    COUNT.fetch_sub(1, Ordering::Release);
    Some(b)
}

/// [`find`] for a re-entered call: None when the table's lock is taken.
fn find_now(addr: usize) -> Option<(usize, usize, bool)> {
    if COUNT.load(Ordering::Acquire) == 0 || addr == 0 {
        return None;
    }
    let t = match TABLE.try_read() {
        Ok(t) => t,
        Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner(),
        Err(std::sync::TryLockError::WouldBlock) => return None,
    };
    let (&start, b) = t.range(..=addr).next_back()?;
    (addr < start + b.bytes).then_some((start, b.bytes, b.cuda.is_some()))
}

/// One call of an allocation function: the C function's name, where the program called it
/// (`file:line`, when the compiler passed it), and whether it re-entered ([`reentered`]).
#[derive(Clone, Copy)]
struct Call {
    what: &'static str,
    at: Option<&'static str>,
    libc_only: bool,
    /// May wait for the table's lock (not [`inside`] at the entry).
    wait: bool,
}

impl Call {
    /// `malloc at f.c:12` (or `malloc`): the start of an error's message.
    fn site(&self) -> String {
        match self.at {
            Some(at) => format!("{} at {at}", self.what),
            None => self.what.to_string(),
        }
    }
}

/// Runs an entry point's body: its call (see [`Call`]) worked out before the thread counts
/// as inside, errors on the default error path (spec 1.5).
fn entry<T>(
    what: &'static str,
    at: *const std::ffi::c_char,
    body: impl FnOnce(Call) -> AccResult<T>,
) -> T {
    let call = Call {
        what,
        // SAFETY: null or a string literal of the generated code (static, NUL-terminated).
        at: unsafe { crate::error::static_str(at) },
        libc_only: reentered(),
        wait: !inside(),
    };
    let _e = Enter::new(false);
    guard(what, || body(call))
}

/// `bytes` of managed memory aligned to `align` (a power of two), for `call`. Null when libc
/// (the emulated and host cases) has no memory, as C's allocators do; a CUDA failure is an
/// error naming the size and the call's place (the driver's allocation failing is not the
/// program's out-of-memory case: nvc stops too).
fn allocate(bytes: usize, align: usize, call: Call) -> AccResult<usize> {
    let bytes = bytes.max(1);
    match place(call.libc_only) {
        Place::Cuda(d) => {
            if let Some(class) = Pool::class(bytes, align).filter(|_| pool_enabled()) {
                let start = pool_take(d, class, call)?;
                forget_freed(start);
                record(
                    start,
                    Block {
                        bytes,
                        base: start,
                        cuda: Some(d),
                        pooled: true,
                    },
                );
                return Ok(start);
            }
            // cuMemAllocManaged returns blocks aligned to at least 256 bytes; a larger
            // alignment takes the block's first aligned address inside a bigger one.
            let extra = if align > 256 { align } else { 0 };
            let total = bytes
                .checked_add(extra)
                .ok_or_else(|| too_big(bytes, call))?;
            let base = d.backend.alloc_managed(total).map_err(|e| {
                AccError::new(
                    e.code,
                    format!(
                        "{}: cannot allocate {bytes} bytes of CUDA managed memory \
                         (-gpu=managed): {}",
                        call.site(),
                        e.message
                    ),
                )
            })?;
            let start = base.next_multiple_of(align);
            forget_freed(start);
            record(
                start,
                Block {
                    bytes,
                    base,
                    cuda: Some(d),
                    pooled: false,
                },
            );
            Ok(start)
        }
        place => {
            let p = libc_alloc(bytes, align);
            if p != 0 && matches!(place, Place::Emulated) {
                record(
                    p,
                    Block {
                        bytes,
                        base: p,
                        cuda: None,
                        pooled: false,
                    },
                );
            }
            Ok(p)
        }
    }
}

fn too_big(bytes: usize, call: Call) -> AccError {
    AccError::new(
        ErrorCode::OutOfMemory,
        format!(
            "{}: cannot allocate {bytes} bytes of CUDA managed memory (-gpu=managed)",
            call.site()
        ),
    )
}

// glibc's own allocator under the names no program defines: a program that defines
// `malloc` (or `aligned_alloc`) itself replaces the C library's for the whole process, this
// runtime included, and its definition may call a bound function (`posix_memalign`), which
// comes back here: libc's `malloc` would be the program's again, without end.
extern "C" {
    fn __libc_malloc(bytes: usize) -> *mut c_void;
    fn __libc_memalign(align: usize, bytes: usize) -> *mut c_void;
    fn __libc_free(p: *mut c_void);
}

/// libc's memory for a block of this module (the emulated and host devices', and every
/// re-entered call's), from glibc's allocator itself.
fn libc_alloc(bytes: usize, align: usize) -> usize {
    if align <= MALLOC_ALIGN {
        // SAFETY: plain allocation.
        return unsafe { __libc_malloc(bytes) } as usize;
    }
    // SAFETY: `align` is a power of two (checked by callers).
    unsafe { __libc_memalign(align, bytes) as usize }
}

/// Gives back a block of [`libc_alloc`].
fn libc_release(p: usize) {
    // SAFETY: a block of `libc_alloc` (glibc's), given back once.
    unsafe { __libc_free(p as *mut c_void) }
}

/// Small managed blocks carved from larger ones: a `cuMemAllocManaged` per `malloc` costs
/// microseconds and a driver call, and a linked structure of 10^6 nodes made 10^6 of them.
/// Blocks of up to [`Pool::MAX`] bytes (alignment at most 256) take a slot of their size
/// class (a power of two from 64 bytes) in a [`Pool::CHUNK`] chunk of managed memory; a freed
/// slot goes back to its class's free list, and chunks stay until the program ends (nvc's
/// pool keeps its memory too). `OXACC_DEVICE_POOL=0` turns it off (each block its own, so
/// compute-sanitizer sees every overrun), as for device memory.
#[derive(Default)]
struct Pool {
    /// Free slots by class (index `log2(size) - 6`).
    free: Vec<Vec<usize>>,
    /// The class of each chunk's slots, by chunk start.
    chunks: BTreeMap<usize, usize>,
}

impl Pool {
    /// The largest block a slot holds.
    const MAX: usize = 64 * 1024;
    /// The size of one chunk of managed memory (the driver's large-page granularity).
    const CHUNK: usize = 2 * 1024 * 1024;
    /// The smallest slot.
    const MIN: usize = 64;

    /// The slot size for `bytes` aligned to `align`, if the pool serves it: slots of a class
    /// lie at multiples of its size from a chunk start aligned to 256 bytes or more, so
    /// each is aligned to min(size, 256).
    fn class(bytes: usize, align: usize) -> Option<usize> {
        let size = bytes
            .max(align)
            .max(Self::MIN)
            .checked_next_power_of_two()?;
        (size <= Self::MAX && align <= 256).then_some(size)
    }

    fn index(size: usize) -> usize {
        (size.trailing_zeros() - Self::MIN.trailing_zeros()) as usize
    }

    /// A slot of `size` (a class), from a free list or a new chunk that `chunk` gives (its
    /// start, aligned to 256 bytes or more).
    fn take(
        &mut self,
        size: usize,
        chunk: impl FnOnce(usize) -> AccResult<usize>,
    ) -> AccResult<usize> {
        let i = Self::index(size);
        if self.free.len() <= i {
            self.free.resize_with(i + 1, Vec::new);
        }
        if let Some(p) = self.free[i].pop() {
            return Ok(p);
        }
        let base = chunk(Self::CHUNK)?;
        self.chunks.insert(base, size);
        // Handed out from the start: the list is popped from its end.
        self.free[i].extend((1..Self::CHUNK / size).rev().map(|k| base + k * size));
        Ok(base)
    }

    /// Gives back a slot of [`Pool::take`].
    fn give(&mut self, p: usize) {
        let Some((_, &size)) = self.chunks.range(..=p).next_back() else {
            return;
        };
        self.free[Self::index(size)].push(p);
    }
}

/// The pool of each device that gives managed memory (by the device's address).
static POOLS: std::sync::Mutex<Vec<(usize, Pool)>> = std::sync::Mutex::new(Vec::new());

fn pool_enabled() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("OXACC_DEVICE_POOL").as_deref() != Ok("0"))
}

fn pools() -> std::sync::MutexGuard<'static, Vec<(usize, Pool)>> {
    POOLS.lock().unwrap_or_else(|e| e.into_inner())
}

/// A slot of class `size` of device `d`'s pool (a new chunk of CUDA managed memory when its
/// list is empty: an allocation inside the driver comes back re-entered, to libc, without
/// this lock).
fn pool_take(d: &'static Arc<Device>, size: usize, call: Call) -> AccResult<usize> {
    let key = Arc::as_ptr(d) as usize;
    let mut pools = pools();
    let at = match pools.iter().position(|(k, _)| *k == key) {
        Some(i) => i,
        None => {
            pools.push((key, Pool::default()));
            pools.len() - 1
        }
    };
    pools[at].1.take(size, |bytes| {
        d.backend.alloc_managed(bytes).map_err(|e| {
            AccError::new(
                e.code,
                format!(
                    "{}: cannot allocate {bytes} bytes of CUDA managed memory for small \
                     blocks (-gpu=managed): {}",
                    call.site(),
                    e.message
                ),
            )
        })
    })
}

/// Gives slot `p` back to device `d`'s pool.
fn pool_give(d: &'static Arc<Device>, p: usize) {
    let key = Arc::as_ptr(d) as usize;
    if let Some((_, pool)) = pools().iter_mut().find(|(k, _)| *k == key) {
        pool.give(p);
    }
}

/// The starts of the last CUDA managed blocks given back (at most [`FREED_KEPT`]), so that a
/// second `free` of one is the program's error, with its place, rather than libc's abort on
/// an address it never gave. Sound for CUDA blocks only: libc never returns an address in
/// the driver's reserved range, while a libc address freed here may come back from a
/// library's malloc and be freed by the program again, legitimately. An address CUDA hands
/// out again leaves the list ([`forget_freed`]).
static FREED: std::sync::Mutex<std::collections::VecDeque<usize>> =
    std::sync::Mutex::new(std::collections::VecDeque::new());
/// How many given-back CUDA blocks [`FREED`] remembers.
const FREED_KEPT: usize = 1024;
/// Whether [`FREED`] holds anything (skips its lock on every libc `free`).
static FREED_ANY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn freed_lock() -> std::sync::MutexGuard<'static, std::collections::VecDeque<usize>> {
    FREED.lock().unwrap_or_else(|e| e.into_inner())
}

fn remember_freed(start: usize) {
    let mut f = freed_lock();
    if f.len() == FREED_KEPT {
        f.pop_front();
    }
    f.push_back(start);
    FREED_ANY.store(true, Ordering::Release);
}

fn forget_freed(start: usize) {
    if FREED_ANY.load(Ordering::Acquire) {
        freed_lock().retain(|&a| a != start);
    }
}

fn was_freed(p: usize) -> bool {
    FREED_ANY.load(Ordering::Acquire) && freed_lock().contains(&p)
}

/// Gives a block back: a recorded one to where it came from, anything else to libc (the
/// program may free memory a library allocated). An address inside a managed block, or the
/// start of a CUDA block given back already, is the program's error, naming the call's place
/// and the block.
fn release(p: usize, call: Call) -> AccResult<()> {
    if p == 0 {
        return Ok(());
    }
    match unrecord(p, call.wait) {
        Some(Block {
            base,
            cuda: Some(d),
            pooled,
            ..
        }) => {
            if call.wait {
                remember_freed(p);
            }
            if pooled {
                pool_give(d, base);
                return Ok(());
            }
            // Host code may free managed memory that an async construct still uses: the
            // driver's cuMemFree waits for the device to be done with it.
            d.backend.free_managed(base)
        }
        Some(Block { base, .. }) => {
            // libc memory recorded at its allocation and unrecorded once, above.
            libc_release(base);
            Ok(())
        }
        None => {
            if call.wait {
                if let Some((start, bytes, _)) = find(p) {
                    return Err(AccError::new(
                        ErrorCode::InvalidArgument,
                        format!(
                            "{}: address {p:#x} is inside the block of managed memory {} \
                             ({bytes} bytes) at offset {}, not its start (-gpu=managed)",
                            call.site(),
                            crate::error::range(start, bytes),
                            p - start
                        ),
                    ));
                }
                if was_freed(p) {
                    return Err(AccError::new(
                        ErrorCode::InvalidArgument,
                        format!(
                            "{}: the block of CUDA managed memory at {p:#x} was freed \
                             already (a double free; -gpu=managed)",
                            call.site()
                        ),
                    ));
                }
            }
            // SAFETY: not ours: the program's contract with libc's free.
            unsafe { libc::free(p as *mut c_void) };
            Ok(())
        }
    }
}

fn set_errno(e: i32) {
    // SAFETY: errno is thread-local.
    unsafe { *libc::__errno_location() = e };
}

fn malloc_in(bytes: usize, call: Call) -> AccResult<*mut c_void> {
    let p = allocate(bytes, MALLOC_ALIGN, call)?;
    if p == 0 {
        set_errno(libc::ENOMEM);
    }
    Ok(p as *mut c_void)
}

/// `malloc` of a file compiled with `-gpu=managed`.
#[no_mangle]
pub extern "C" fn __oxacc_managed_malloc(bytes: usize) -> *mut c_void {
    entry("malloc", std::ptr::null(), |c| malloc_in(bytes, c))
}

/// `malloc` with the call's `"file:line"` (a direct call in a file compiled with the
/// option), named in errors.
///
/// # Safety
/// `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_malloc_at(
    bytes: usize,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    entry("malloc", at, |c| malloc_in(bytes, c))
}

/// `calloc`: zeroed by the host (managed pages are host-writable while no kernel runs).
fn calloc_in(n: usize, size: usize, call: Call) -> AccResult<*mut c_void> {
    let Some(bytes) = n.checked_mul(size) else {
        set_errno(libc::ENOMEM);
        return Ok(std::ptr::null_mut());
    };
    let p = allocate(bytes, MALLOC_ALIGN, call)?;
    if p == 0 {
        set_errno(libc::ENOMEM);
        return Ok(std::ptr::null_mut());
    }
    // SAFETY: a fresh block of at least `bytes` bytes.
    unsafe { std::ptr::write_bytes(p as *mut u8, 0, bytes) };
    Ok(p as *mut c_void)
}

/// `calloc` of a file compiled with `-gpu=managed`.
#[no_mangle]
pub extern "C" fn __oxacc_managed_calloc(n: usize, size: usize) -> *mut c_void {
    entry("calloc", std::ptr::null(), |c| calloc_in(n, size, c))
}

/// `calloc` with the call's `"file:line"`.
///
/// # Safety
/// `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_calloc_at(
    n: usize,
    size: usize,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    entry("calloc", at, |c| calloc_in(n, size, c))
}

/// `free`: managed blocks go back where they came from, other pointers to libc.
///
/// # Safety
/// `p` is null or a live allocation of the program (C's contract).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_free(p: *mut c_void) {
    entry("free", std::ptr::null(), |c| release(p as usize, c))
}

/// `free` with the call's `"file:line"`.
///
/// # Safety
/// `p` is null or a live allocation of the program (C's contract); `at` is null or a string
/// literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_free_at(p: *mut c_void, at: *const std::ffi::c_char) {
    entry("free", at, |c| release(p as usize, c))
}

/// `realloc`: a managed block moves to a new managed block (the smaller size copied by the
/// host); a pointer the table does not hold is libc's and stays with libc's `realloc`.
fn realloc_in(p: *mut c_void, bytes: usize, call: Call) -> AccResult<*mut c_void> {
    let old = p as usize;
    if old == 0 {
        return malloc_in(bytes, call);
    }
    let held = if call.wait { find(old) } else { find_now(old) };
    let Some((start, old_bytes, _)) = held.filter(|&(s, _, _)| s == old) else {
        if let Some((start, bytes, _)) = held {
            return Err(AccError::new(
                ErrorCode::InvalidArgument,
                format!(
                    "{}: address {old:#x} is inside the block of managed memory {} ({bytes} \
                     bytes) at offset {}, not its start (-gpu=managed)",
                    call.site(),
                    crate::error::range(start, bytes),
                    old - start
                ),
            ));
        }
        if call.wait && was_freed(old) {
            return Err(AccError::new(
                ErrorCode::InvalidArgument,
                format!(
                    "{}: the block of CUDA managed memory at {old:#x} was freed already \
                     (-gpu=managed)",
                    call.site()
                ),
            ));
        }
        // SAFETY: not ours: the program's contract with libc's realloc.
        return Ok(unsafe { libc::realloc(p, bytes) });
    };
    if bytes == 0 {
        // glibc: realloc(p, 0) frees p and returns null.
        release(start, call)?;
        return Ok(std::ptr::null_mut());
    }
    let q = allocate(bytes, MALLOC_ALIGN, call)?;
    if q == 0 {
        // C: the old block is left as it was.
        set_errno(libc::ENOMEM);
        return Ok(std::ptr::null_mut());
    }
    // SAFETY: both blocks hold at least min(old, new) bytes and do not overlap.
    unsafe { std::ptr::copy_nonoverlapping(old as *const u8, q as *mut u8, old_bytes.min(bytes)) };
    release(start, call)?;
    Ok(q as *mut c_void)
}

/// `realloc` of a file compiled with `-gpu=managed`.
///
/// # Safety
/// `p` is null or a live allocation of the program (C's contract).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_realloc(p: *mut c_void, bytes: usize) -> *mut c_void {
    entry("realloc", std::ptr::null(), |c| realloc_in(p, bytes, c))
}

/// `realloc` with the call's `"file:line"`.
///
/// # Safety
/// As [`__oxacc_managed_realloc`]; `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_realloc_at(
    p: *mut c_void,
    bytes: usize,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    entry("realloc", at, |c| realloc_in(p, bytes, c))
}

/// Whether `align` is one posix_memalign accepts: a power of two multiple of sizeof(void *).
fn valid_align(align: usize) -> bool {
    align.is_power_of_two() && align.is_multiple_of(std::mem::size_of::<*mut c_void>())
}

/// `posix_memalign`: EINVAL for a bad alignment, ENOMEM when libc has no memory.
fn posix_memalign_in(
    out: *mut *mut c_void,
    align: usize,
    bytes: usize,
    call: Call,
) -> AccResult<i32> {
    if out.is_null() || !valid_align(align) {
        return Ok(libc::EINVAL);
    }
    let p = allocate(bytes, align.max(MALLOC_ALIGN), call)?;
    if p == 0 {
        return Ok(libc::ENOMEM);
    }
    // SAFETY: `out` is the caller's out-pointer (checked non-null).
    unsafe { *out = p as *mut c_void };
    Ok(0)
}

/// `posix_memalign` of a file compiled with `-gpu=managed`.
///
/// # Safety
/// `out` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_posix_memalign(
    out: *mut *mut c_void,
    align: usize,
    bytes: usize,
) -> i32 {
    entry("posix_memalign", std::ptr::null(), |c| {
        posix_memalign_in(out, align, bytes, c)
    })
}

/// `posix_memalign` with the call's `"file:line"`.
///
/// # Safety
/// `out` is null or writable; `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_posix_memalign_at(
    out: *mut *mut c_void,
    align: usize,
    bytes: usize,
    at: *const std::ffi::c_char,
) -> i32 {
    entry("posix_memalign", at, |c| {
        posix_memalign_in(out, align, bytes, c)
    })
}

/// `aligned_alloc` (C11): null with EINVAL for an alignment that is not a power of two.
fn aligned_alloc_in(align: usize, bytes: usize, call: Call) -> AccResult<*mut c_void> {
    if !align.is_power_of_two() {
        set_errno(libc::EINVAL);
        return Ok(std::ptr::null_mut());
    }
    let p = allocate(bytes, align.max(MALLOC_ALIGN), call)?;
    if p == 0 {
        set_errno(libc::ENOMEM);
    }
    Ok(p as *mut c_void)
}

/// `aligned_alloc` of a file compiled with `-gpu=managed`.
#[no_mangle]
pub extern "C" fn __oxacc_managed_aligned_alloc(align: usize, bytes: usize) -> *mut c_void {
    entry("aligned_alloc", std::ptr::null(), |c| {
        aligned_alloc_in(align, bytes, c)
    })
}

/// `aligned_alloc` with the call's `"file:line"`.
///
/// # Safety
/// `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_aligned_alloc_at(
    align: usize,
    bytes: usize,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    entry("aligned_alloc", at, |c| aligned_alloc_in(align, bytes, c))
}

/// `strdup` (POSIX, C23): a managed copy of `s` (the program frees it).
///
/// # Safety
/// `s` is a NUL-terminated string.
unsafe fn strndup_in(s: *const std::ffi::c_char, max: usize, call: Call) -> AccResult<*mut c_void> {
    // SAFETY: the caller's string, read up to its NUL or `max` bytes.
    let len = unsafe { libc::strnlen(s, max) };
    let p = allocate(len + 1, MALLOC_ALIGN, call)?;
    if p == 0 {
        set_errno(libc::ENOMEM);
        return Ok(std::ptr::null_mut());
    }
    // SAFETY: `len` readable bytes; a fresh block of `len + 1`.
    unsafe {
        std::ptr::copy_nonoverlapping(s as *const u8, p as *mut u8, len);
        *((p + len) as *mut u8) = 0;
    }
    Ok(p as *mut c_void)
}

/// `strdup` of a file compiled with `-gpu=managed`.
///
/// # Safety
/// `s` is a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_strdup(s: *const std::ffi::c_char) -> *mut c_void {
    // SAFETY: the caller's contract.
    entry("strdup", std::ptr::null(), |c| unsafe {
        strndup_in(s, usize::MAX, c)
    })
}

/// `strdup` with the call's `"file:line"`.
///
/// # Safety
/// `s` is a NUL-terminated string; `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_strdup_at(
    s: *const std::ffi::c_char,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    // SAFETY: the caller's contract.
    entry("strdup", at, |c| unsafe { strndup_in(s, usize::MAX, c) })
}

/// `strndup`: at most `n` bytes of `s`, NUL-terminated.
///
/// # Safety
/// `s` holds a NUL or at least `n` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_strndup(
    s: *const std::ffi::c_char,
    n: usize,
) -> *mut c_void {
    // SAFETY: the caller's contract.
    entry("strndup", std::ptr::null(), |c| unsafe {
        strndup_in(s, n, c)
    })
}

/// `strndup` with the call's `"file:line"`.
///
/// # Safety
/// As [`__oxacc_managed_strndup`]; `at` is null or a string literal.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_strndup_at(
    s: *const std::ffi::c_char,
    n: usize,
    at: *const std::ffi::c_char,
) -> *mut c_void {
    // SAFETY: the caller's contract.
    entry("strndup", at, |c| unsafe { strndup_in(s, n, c) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests of this module one at a time: a start ([`starting`]) makes every thread's
    /// allocations libc's meanwhile.
    static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// Takes [`SERIAL`], with the runtime started: no other test's start of it makes this
    /// test's allocations libc's midway.
    fn serial() -> std::sync::MutexGuard<'static, ()> {
        let g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::prof::ensure_init();
        for k in [DeviceKind::Host, DeviceKind::Emul, DeviceKind::Nvidia] {
            crate::runtime::num_devices(k);
        }
        let _ = crate::runtime::current_ref();
        g
    }

    /// On the emulated device blocks are recorded with their size, found by any interior
    /// address, moved by realloc with their contents, and forgotten by free; a pointer from
    /// libc passes through free and realloc untouched by the table.
    #[test]
    fn emulated_blocks_are_recorded_found_moved_and_freed() {
        let _serial = serial();
        // The emulated device is this thread's current device for the test.
        let before = crate::icv::snapshot();
        crate::icv::set_current(DeviceKind::Emul, 0);
        let p = __oxacc_managed_malloc(100) as usize;
        assert_ne!(p, 0);
        assert_eq!(find(p + 99), Some((p, 100, false)));
        assert_eq!(find(p + 100), None);
        assert!(device_reads(p + 5, DeviceKind::Emul));
        assert!(!device_reads(p + 5, DeviceKind::Nvidia));
        // SAFETY: 100 bytes of the block.
        unsafe { std::ptr::write_bytes(p as *mut u8, 7, 100) };
        // SAFETY: a live block of this module.
        let q = unsafe { __oxacc_managed_realloc(p as *mut c_void, 200) } as usize;
        assert_eq!(find(q), Some((q, 200, false)));
        // SAFETY: the first 100 bytes were copied.
        assert!((0..100).all(|i| unsafe { *((q + i) as *const u8) } == 7));
        let c = __oxacc_managed_calloc(4, 8) as usize;
        // SAFETY: 32 zeroed bytes.
        assert!((0..32).all(|i| unsafe { *((c + i) as *const u8) } == 0));
        let mut a: *mut c_void = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        assert_eq!(
            unsafe { __oxacc_managed_posix_memalign(&mut a, 4096, 10) },
            0
        );
        assert_eq!(a as usize % 4096, 0);
        // SAFETY: valid out-pointer.
        assert_eq!(
            unsafe { __oxacc_managed_posix_memalign(&mut a, 24, 10) },
            libc::EINVAL
        );
        assert!(__oxacc_managed_aligned_alloc(3, 10).is_null());
        // SAFETY: plain libc memory.
        let plain = unsafe { libc::malloc(8) };
        assert_eq!(find(plain as usize), None);
        // SAFETY: libc's block, then the one realloc returned.
        let plain = unsafe { __oxacc_managed_realloc(plain, 64) };
        // SAFETY: as above.
        unsafe { __oxacc_managed_free(plain) };
        for b in [q, c, a as usize] {
            // SAFETY: live blocks of this module, each freed once.
            unsafe { __oxacc_managed_free(b as *mut c_void) };
            assert_eq!(find(b), None);
        }
        crate::icv::install(before);
    }

    /// An allocation made while the runtime starts (on this thread, or on another while
    /// this one starts it) is libc's and recorded nowhere, and its free goes to libc; once
    /// the start is over the same call is managed again.
    #[test]
    fn allocations_while_the_runtime_starts_are_libc_memory() {
        let _serial = serial();
        let before = crate::icv::snapshot();
        crate::icv::set_current(DeviceKind::Emul, 0);
        let (inner, other) = starting(|| {
            let inner = __oxacc_managed_malloc(24) as usize;
            // Another thread, meanwhile: it does not wait for the start to finish.
            let other = std::thread::spawn(|| __oxacc_managed_calloc(2, 8) as usize)
                .join()
                .expect("thread");
            (inner, other)
        });
        assert_ne!(inner, 0);
        assert_ne!(other, 0);
        assert_eq!(find(inner), None);
        assert_eq!(find(other), None);
        let after = __oxacc_managed_malloc(24) as usize;
        assert_eq!(find(after), Some((after, 24, false)));
        for p in [inner, other, after] {
            // SAFETY: live blocks, each freed once.
            unsafe { __oxacc_managed_free(p as *mut c_void) };
        }
        crate::icv::install(before);
    }

    /// The pool's classes, alignment, reuse and chunks: slots of a class are distinct,
    /// aligned, inside the chunk the source gave, reused after `give` (last given, first
    /// taken), and a class whose chunk is full takes a new one.
    #[test]
    fn small_block_pool_carves_chunks_into_aligned_slots() {
        assert_eq!(Pool::class(1, 16), Some(64));
        assert_eq!(Pool::class(100, 16), Some(128));
        assert_eq!(Pool::class(10, 256), Some(256));
        assert_eq!(Pool::class(10, 512), None);
        assert_eq!(Pool::class(64 * 1024, 16), Some(64 * 1024));
        assert_eq!(Pool::class(64 * 1024 + 1, 16), None);
        let mut chunks: Vec<Vec<u64>> = Vec::new();
        let mut source = |bytes: usize| -> AccResult<usize> {
            // 256-byte aligned memory, as cuMemAllocManaged's.
            let v = vec![0u64; bytes / 8 + 32];
            let p = (v.as_ptr() as usize).next_multiple_of(256);
            chunks.push(v);
            Ok(p)
        };
        let mut pool = Pool::default();
        let a = pool.take(128, &mut source).expect("slot");
        let b = pool.take(128, &mut source).expect("slot");
        assert_eq!(b, a + 128);
        assert_eq!(a % 128, 0);
        let c = pool.take(4096, &mut source).expect("slot");
        assert_eq!(c % 256, 0);
        assert!(c < a || c >= a + Pool::CHUNK, "another chunk");
        pool.give(a);
        assert_eq!(pool.take(128, &mut source).expect("slot"), a);
        // A full class takes a new chunk: 32 slots of 64 KiB per chunk.
        let big: Vec<usize> = (0..33)
            .map(|_| pool.take(64 * 1024, &mut source).expect("slot"))
            .collect();
        let mut sorted = big.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 33);
        assert_eq!(chunks.len(), 4);
    }
}
