//! `acc_device_host`: the multicore CPU. Device memory is host memory (spec 2.6, "shared
//! memory"), so data clauses take no action; `acc_malloc` returns host memory.

use std::alloc::Layout;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::{Backend, DevPtr, DeviceKind, Properties, Queue};
use crate::error::{AccError, AccResult, ErrorCode};
use crate::queue::{HostQueue, MemQueue};

/// `(MemTotal, MemAvailable)` of `/proc/meminfo` in bytes: the host's physical memory and
/// what can still be allocated without swapping (MemAvailable counts reclaimable caches, which
/// `sysconf(_SC_AVPHYS_PAGES)` = MemFree does not). Kernels older than 3.14 have no
/// MemAvailable line: MemFree stands in. `(0, 0)` where `/proc` is unreadable (3.2.6: 0 means
/// the value is unknown).
pub fn host_memory() -> (usize, usize) {
    std::fs::read_to_string("/proc/meminfo")
        .map(|s| parse_meminfo(&s))
        .unwrap_or((0, 0))
}

fn parse_meminfo(text: &str) -> (usize, usize) {
    let field = |name: &str| {
        text.lines().find_map(|l| {
            let rest = l.strip_prefix(name)?.strip_prefix(':')?;
            let kib: usize = rest.trim().strip_suffix("kB")?.trim().parse().ok()?;
            kib.checked_mul(1024)
        })
    };
    let total = field("MemTotal").unwrap_or(0);
    let avail = field("MemAvailable")
        .or_else(|| field("MemFree"))
        .unwrap_or(0);
    (total, avail.min(total))
}

/// Aligned host allocations with their sizes, shared by the host and emul backends.
#[derive(Default)]
pub struct HostHeap {
    sizes: Mutex<HashMap<usize, usize>>,
    live: AtomicUsize,
    pub limit: usize,
}

const ALIGN: usize = 256;

impl HostHeap {
    pub fn with_limit(limit: usize) -> HostHeap {
        HostHeap {
            limit,
            ..Default::default()
        }
    }

    pub fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        let oom = || out_of_memory(bytes);
        if over_limit(&self.live, bytes, self.limit) {
            return Err(oom());
        }
        let layout = Layout::from_size_align(bytes.max(1), ALIGN).map_err(|_| oom())?;
        // SAFETY: the layout has a non-zero size.
        let p = unsafe { std::alloc::alloc(layout) } as usize;
        if p == 0 {
            return Err(oom());
        }
        self.sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(p, bytes);
        self.live.fetch_add(bytes, Ordering::Relaxed);
        Ok(p)
    }

    /// Whether `addr` lies inside one of this heap's allocations (a linear search: only
    /// the slow path of a pointer that is not present asks).
    pub fn contains(&self, addr: usize) -> bool {
        self.sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .any(|(&p, &n)| p <= addr && addr <= p + n)
    }

    pub fn free(&self, p: DevPtr) -> AccResult<()> {
        let bytes = self
            .sizes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&p);
        match bytes {
            Some(bytes) => {
                self.live.fetch_sub(bytes, Ordering::Relaxed);
                let layout = Layout::from_size_align(bytes.max(1), ALIGN)
                    .map_err(|_| AccError::new(ErrorCode::Other, "bad layout"))?;
                // SAFETY: `p` came from `alloc` with this layout and is freed once (removed
                // from the size map above).
                unsafe { std::alloc::dealloc(p as *mut u8, layout) };
                Ok(())
            }
            None => Err(not_allocated(p)),
        }
    }

    pub fn live(&self) -> usize {
        self.live.load(Ordering::Relaxed)
    }
}

/// The error of an allocation a heap (this one, emul's) cannot make.
pub(crate) fn out_of_memory(bytes: usize) -> AccError {
    AccError::new(
        ErrorCode::OutOfMemory,
        format!("cannot allocate {bytes} bytes of device memory"),
    )
}

/// Whether `bytes` more would take a heap's `live` bytes past its `limit`.
pub(crate) fn over_limit(live: &AtomicUsize, bytes: usize, limit: usize) -> bool {
    live.load(Ordering::Relaxed).saturating_add(bytes) > limit
}

/// The error of freeing `p`, which no heap allocation returned.
pub(crate) fn not_allocated(p: DevPtr) -> AccError {
    AccError::new(
        ErrorCode::InvalidArgument,
        format!("{p:#x} is not device memory returned by acc_malloc"),
    )
}

pub fn copy(dst: usize, src: usize, n: usize) {
    if n == 0 || dst == src {
        return;
    }
    // SAFETY: the core passes ranges of live host/device allocations of at least `n` bytes.
    unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, n) }
}

pub struct HostBackend {
    heap: HostHeap,
}

impl HostBackend {
    pub fn new() -> HostBackend {
        HostBackend {
            heap: HostHeap::with_limit(usize::MAX),
        }
    }
}

impl Default for HostBackend {
    fn default() -> Self {
        Self::new()
    }
}

impl Backend for HostBackend {
    fn kind(&self) -> DeviceKind {
        DeviceKind::Host
    }
    fn shared_memory(&self) -> bool {
        true
    }
    fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        self.heap.alloc(bytes)
    }
    fn free(&self, ptr: DevPtr) -> AccResult<()> {
        self.heap.free(ptr)
    }
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        copy(dst, src, n);
        Ok(())
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        copy(dst, src, n);
        Ok(())
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        copy(dst, src, n);
        Ok(())
    }
    fn new_queue(&self) -> AccResult<Arc<dyn Queue>> {
        Ok(Arc::new(MemQueue {
            q: HostQueue::new(),
        }))
    }
    fn properties(&self) -> Properties {
        // The device's memory is the host's (shared memory), so the properties of 3.2.6 are
        // the machine's physical and available memory.
        let (memory, free_memory) = host_memory();
        Properties {
            memory,
            free_memory,
            name: format!("host multicore CPU ({} threads)", crate::icv::num_cores()),
            vendor: "oxacc".into(),
            driver: env!("CARGO_PKG_VERSION").into(),
        }
    }
    fn live_bytes(&self) -> usize {
        self.heap.live()
    }
}

#[cfg(test)]
mod tests {
    use super::parse_meminfo;

    #[test]
    fn meminfo() {
        let t = "MemTotal:       16314920 kB\nMemFree:         1021380 kB\nMemAvailable:    9871234 kB\n";
        assert_eq!(parse_meminfo(t), (16314920 * 1024, 9871234 * 1024));
        // No MemAvailable (kernels before 3.14): MemFree.
        let t = "MemTotal: 2048 kB\nMemFree: 1024 kB\n";
        assert_eq!(parse_meminfo(t), (2048 * 1024, 1024 * 1024));
        assert_eq!(parse_meminfo("garbage"), (0, 0));
    }
}
