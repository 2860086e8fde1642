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

fn table_read() -> std::sync::RwLockReadGuard<'static, BTreeMap<usize, Block>> {
    TABLE.read().unwrap_or_else(|e| e.into_inner())
}

fn table_write() -> std::sync::RwLockWriteGuard<'static, BTreeMap<usize, Block>> {
    TABLE.write().unwrap_or_else(|e| e.into_inner())
}

/// The managed block holding `addr`: (start, bytes, CUDA memory?).
pub fn find(addr: usize) -> Option<(usize, usize, bool)> {
    if COUNT.load(Ordering::Acquire) == 0 || addr == 0 {
        return None;
    }
    let t = table_read();
    let (&start, b) = t.range(..=addr).next_back()?;
    (addr < start + b.bytes).then_some((start, b.bytes, b.cuda.is_some()))
}

/// Whether a device of type `kind` reads `addr` as managed memory, at the same address: CUDA
/// managed memory on every device type, host memory only on those that run on the host
/// (emul, host). A libc block reached on an nvidia device (allocated while emul was
/// current) is ordinary host memory there, under the usual data rules.
pub fn device_reads(addr: usize, kind: DeviceKind) -> bool {
    device_block(addr, kind).is_some()
}

/// The managed block holding `addr` (start, bytes) when a device of type `kind` reads it
/// ([`device_reads`]).
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

fn place() -> Place {
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
/// block, and of any other pointer while blocks exist).
fn unrecord(start: usize) -> Option<Block> {
    if COUNT.load(Ordering::Acquire) == 0 {
        return None;
    }
    let mut t = table_write();
    let b = t.remove(&start)?;
    COUNT.fetch_sub(1, Ordering::Release);
    Some(b)
}

/// `bytes` of managed memory aligned to `align` (a power of two), for `what` (the C
/// function, named in errors). Null when libc (the emulated and host cases) has no memory,
/// as C's allocators do; a CUDA failure is an error naming the size (the driver's
/// allocation failing is not the program's out-of-memory case: nvc stops too).
fn allocate(bytes: usize, align: usize, what: &str) -> AccResult<usize> {
    let bytes = bytes.max(1);
    match place() {
        Place::Cuda(d) => {
            // cuMemAllocManaged returns blocks aligned to at least 256 bytes; a larger
            // alignment takes the block's first aligned address inside a bigger one.
            let extra = if align > 256 { align } else { 0 };
            let total = bytes
                .checked_add(extra)
                .ok_or_else(|| too_big(bytes, what))?;
            let base = d.backend.alloc_managed(total).map_err(|e| {
                AccError::new(
                    e.code,
                    format!(
                        "{what}: cannot allocate {bytes} bytes of CUDA managed memory \
                         (-gpu=managed): {}",
                        e.message
                    ),
                )
            })?;
            let start = base.next_multiple_of(align);
            record(
                start,
                Block {
                    bytes,
                    base,
                    cuda: Some(d),
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
                    },
                );
            }
            Ok(p)
        }
    }
}

fn too_big(bytes: usize, what: &str) -> AccError {
    AccError::new(
        ErrorCode::Other,
        format!("{what}: cannot allocate {bytes} bytes of CUDA managed memory (-gpu=managed)"),
    )
}

fn libc_alloc(bytes: usize, align: usize) -> usize {
    if align <= MALLOC_ALIGN {
        // SAFETY: plain allocation.
        return unsafe { libc::malloc(bytes) } as usize;
    }
    let mut p: *mut c_void = std::ptr::null_mut();
    // SAFETY: `align` is a power of two and a multiple of sizeof(void *) (checked by callers).
    match unsafe { libc::posix_memalign(&mut p, align, bytes) } {
        0 => p as usize,
        _ => 0,
    }
}

/// Gives a block back: a recorded one to where it came from, anything else to libc (the
/// program may free memory a library allocated).
fn release(p: usize) -> AccResult<()> {
    if p == 0 {
        return Ok(());
    }
    match unrecord(p) {
        Some(Block {
            base,
            cuda: Some(d),
            ..
        }) => {
            // Host code may free managed memory that an async construct still uses: the
            // driver's cuMemFree waits for the device to be done with it.
            d.backend.free_managed(base)
        }
        Some(Block { base, .. }) => {
            // SAFETY: libc memory recorded at its allocation and unrecorded once, above.
            unsafe { libc::free(base as *mut c_void) };
            Ok(())
        }
        None => {
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

/// `malloc` of a file compiled with `-gpu=managed`.
#[no_mangle]
pub extern "C" fn __oxacc_managed_malloc(bytes: usize) -> *mut c_void {
    guard("malloc", || {
        let p = allocate(bytes, MALLOC_ALIGN, "malloc")?;
        if p == 0 {
            set_errno(libc::ENOMEM);
        }
        Ok(p as *mut c_void)
    })
}

/// `calloc`: zeroed by the host (managed pages are host-writable while no kernel runs).
#[no_mangle]
pub extern "C" fn __oxacc_managed_calloc(n: usize, size: usize) -> *mut c_void {
    guard("calloc", || {
        let Some(bytes) = n.checked_mul(size) else {
            set_errno(libc::ENOMEM);
            return Ok(std::ptr::null_mut());
        };
        let p = allocate(bytes, MALLOC_ALIGN, "calloc")?;
        if p == 0 {
            set_errno(libc::ENOMEM);
            return Ok(std::ptr::null_mut());
        }
        // SAFETY: a fresh block of at least `bytes` bytes.
        unsafe { std::ptr::write_bytes(p as *mut u8, 0, bytes) };
        Ok(p as *mut c_void)
    })
}

/// `free`: managed blocks go back where they came from, other pointers to libc.
///
/// # Safety
/// `p` is null or a live allocation of the program (C's contract).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_free(p: *mut c_void) {
    guard("free", || release(p as usize))
}

/// `realloc`: a managed block moves to a new managed block (the smaller size copied by the
/// host); a pointer the table does not hold is libc's and stays with libc's `realloc`.
///
/// # Safety
/// `p` is null or a live allocation of the program (C's contract).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_realloc(p: *mut c_void, bytes: usize) -> *mut c_void {
    guard("realloc", || {
        let old = p as usize;
        if old == 0 {
            let q = allocate(bytes, MALLOC_ALIGN, "realloc")?;
            if q == 0 {
                set_errno(libc::ENOMEM);
            }
            return Ok(q as *mut c_void);
        }
        let Some((start, old_bytes, _)) = find(old).filter(|&(s, _, _)| s == old) else {
            // SAFETY: not ours: the program's contract with libc's realloc.
            return Ok(unsafe { libc::realloc(p, bytes) });
        };
        if bytes == 0 {
            // glibc: realloc(p, 0) frees p and returns null.
            release(start)?;
            return Ok(std::ptr::null_mut());
        }
        let q = allocate(bytes, MALLOC_ALIGN, "realloc")?;
        if q == 0 {
            // C: the old block is left as it was.
            set_errno(libc::ENOMEM);
            return Ok(std::ptr::null_mut());
        }
        // SAFETY: both blocks hold at least min(old, new) bytes and do not overlap.
        unsafe {
            std::ptr::copy_nonoverlapping(old as *const u8, q as *mut u8, old_bytes.min(bytes))
        };
        release(start)?;
        Ok(q as *mut c_void)
    })
}

/// Whether `align` is one posix_memalign accepts: a power of two multiple of sizeof(void *).
fn valid_align(align: usize) -> bool {
    align.is_power_of_two() && align.is_multiple_of(std::mem::size_of::<*mut c_void>())
}

/// `posix_memalign`: EINVAL for a bad alignment, ENOMEM when libc has no memory.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_managed_posix_memalign(
    out: *mut *mut c_void,
    align: usize,
    bytes: usize,
) -> i32 {
    guard("posix_memalign", || {
        if out.is_null() {
            return Ok(libc::EINVAL);
        }
        if !valid_align(align) {
            return Ok(libc::EINVAL);
        }
        let p = allocate(bytes, align.max(MALLOC_ALIGN), "posix_memalign")?;
        if p == 0 {
            return Ok(libc::ENOMEM);
        }
        // SAFETY: `out` is the caller's out-pointer (checked non-null).
        unsafe { *out = p as *mut c_void };
        Ok(0)
    })
}

/// `aligned_alloc` (C11): null with EINVAL for an alignment that is not a power of two.
#[no_mangle]
pub extern "C" fn __oxacc_managed_aligned_alloc(align: usize, bytes: usize) -> *mut c_void {
    guard("aligned_alloc", || {
        if !align.is_power_of_two() {
            set_errno(libc::EINVAL);
            return Ok(std::ptr::null_mut());
        }
        let p = allocate(bytes, align.max(MALLOC_ALIGN), "aligned_alloc")?;
        if p == 0 {
            set_errno(libc::ENOMEM);
        }
        Ok(p as *mut c_void)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On the emulated device blocks are recorded with their size, found by any interior
    /// address, moved by realloc with their contents, and forgotten by free; a pointer from
    /// libc passes through free and realloc untouched by the table.
    #[test]
    fn emulated_blocks_are_recorded_found_moved_and_freed() {
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
}
