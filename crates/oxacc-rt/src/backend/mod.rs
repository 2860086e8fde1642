//! The device plugins behind the core, as in libgomp and LLVM offload: the core does the
//! reference counting and the checks once, then calls one of these.
//!
//! Addresses: a device address is a `usize` (`DevPtr`). For a shared-memory backend it is the
//! host address itself.

use std::ffi::c_void;
use std::sync::Arc;

use crate::error::{AccError, AccResult, ErrorCode};
use crate::kernel::{choose_grid, DGlobal, GridLimits, Kernel};

pub mod emul;
pub mod host;
pub mod nvidia;
pub mod sim;

pub type DevPtr = usize;

/// The largest request [`Backend::host_slot`] serves: a scalar (the widest, `long double
/// _Complex`, is 32 bytes) with room to spare.
pub const HOST_SLOT_MAX: usize = 64;

/// A small block of memory that both the host and the device address (see
/// [`Backend::host_slot`]): `host` for the host's loads and stores, `dev` for kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostSlot {
    pub host: usize,
    pub dev: DevPtr,
}

/// What kind of device a backend drives. The values are those of `acc_device_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    /// `acc_device_host`: the multicore CPU, shared memory.
    Host,
    /// `acc_device_nvidia`: a CUDA GPU.
    Nvidia,
    /// `acc_device_oxacc_emul`: a discrete-memory device emulated in host RAM (separate
    /// allocations, real copies). It exists so that every data rule of the spec can be tested
    /// without a GPU; it is never the default device.
    Emul,
}

impl DeviceKind {
    pub fn acc_value(self) -> i32 {
        match self {
            DeviceKind::Host => crate::icv::ACC_DEVICE_HOST,
            DeviceKind::Nvidia => crate::icv::ACC_DEVICE_NVIDIA,
            DeviceKind::Emul => crate::icv::ACC_DEVICE_OXACC_EMUL,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Host => "host",
            DeviceKind::Nvidia => "nvidia",
            DeviceKind::Emul => "emul",
        }
    }
}

/// One completed-or-not point in a queue.
pub trait Event: Send + Sync {
    fn done(&self) -> bool;
    fn wait(&self) -> AccResult<()>;
    /// The native handle (`CUevent`) or null.
    fn native(&self) -> *mut c_void {
        std::ptr::null_mut()
    }
}

/// A point in a queue whose time is known once the queue has reached it: for device times in
/// the profiling report and trace (`crate::prof`). CUDA: a timing event; host queues: the
/// moment the queue's worker passed it.
pub trait Stamp: Send + Sync {
    /// Microseconds since `crate::prof::epoch()`, once reached; `None` while pending (or
    /// when the time can no longer be read).
    fn time_us(&self) -> Option<f64>;
    /// True once the time is known or never will be (the stamp can be dropped).
    fn settled(&self) -> bool {
        self.time_us().is_some()
    }
}

/// A [`Stamp`] set by a host thread (a queue's worker, or the caller of a synchronous
/// operation).
#[derive(Default)]
pub struct HostStamp(std::sync::OnceLock<f64>);

impl HostStamp {
    pub fn now() -> HostStamp {
        let s = HostStamp::default();
        s.set();
        s
    }
    pub fn set(&self) {
        let _ = self.0.set(crate::prof::now_us());
    }
}

impl Stamp for HostStamp {
    fn time_us(&self) -> Option<f64> {
        self.0.get().copied()
    }
}

/// An activity queue on a device (spec 2.16.1): operations run in the order they are
/// enqueued. On the GPU it is a CUDA stream; on host-memory devices a worker thread.
pub trait Queue: Send + Sync {
    /// Copies `n` bytes from host address `src` to device address `dst`. The host data must
    /// stay valid until the queue reaches this point.
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()>;
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()>;
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()>;
    /// Writes one pointer-sized value to device memory (attach/detach; the value is captured).
    fn write_word(&self, dst: DevPtr, value: u64) -> AccResult<()>;
    /// Sets `n` bytes of device memory to zero (the `zero` modifier).
    fn zero(&self, dst: DevPtr, n: usize) -> AccResult<()>;
    /// Runs host work in queue order (host compute regions on the CPU team).
    fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()>;
    /// Runs fallible host work in queue order (emul's async kernel launches): an error is
    /// reported by the queue's next synchronisation, as a GPU reports an async kernel's fault.
    /// Default: the error stops the program when the work runs.
    fn host_fn_fallible(&self, f: Box<dyn FnOnce() -> AccResult<()> + Send>) -> AccResult<()> {
        self.host_fn(Box::new(move || {
            if let Err(e) = f() {
                crate::error::fail("async queue", &e);
            }
        }))
    }
    /// An event that completes when everything enqueued so far has completed.
    fn record(&self) -> AccResult<Arc<dyn Event>>;
    /// Makes later work on this queue wait for `ev`.
    fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()>;
    fn synchronize(&self) -> AccResult<()>;
    fn idle(&self) -> bool;
    /// The native handle (`CUstream`) or null.
    fn native(&self) -> *mut c_void {
        std::ptr::null_mut()
    }
    /// Notes that `k` was just launched on this queue, so that a fault found when the queue
    /// is next synchronised can name its construct.
    fn launched(&self, _k: &'static Kernel) {}
    /// Notes that work was just enqueued on the native handle directly (a CUDA-interop
    /// launch), not through this trait.
    fn enqueued(&self) {}
    /// A [`Stamp`] in queue order (profiling only: `crate::prof` asks when a report or trace
    /// wants device times). Default: a host function that notes the time.
    fn stamp(&self) -> Option<Arc<dyn Stamp>> {
        let s = Arc::new(HostStamp::default());
        let set = s.clone();
        self.host_fn(Box::new(move || set.set())).ok()?;
        Some(s)
    }
}

/// Device properties of spec 3.2.6.
#[derive(Clone, Debug, Default)]
pub struct Properties {
    pub memory: usize,
    pub free_memory: usize,
    pub name: String,
    pub vendor: String,
    pub driver: String,
}

/// A CUDA kernel launch request (`__oxacc_launch_cuda`).
pub struct CudaLaunch<'a> {
    pub source: &'a str,
    pub kernel: &'a str,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_mem: u32,
    pub args: *mut *mut c_void,
}

/// A kernel launch (`__oxacc_launch`): the backend chooses the grid from `num_gangs` and
/// `work` (`crate::kernel::choose_grid`) and loads the kernel's module on first use.
pub struct Launch<'a> {
    pub kernel: &'static Kernel,
    /// Its one-pass twin (`__oxacc_launch_1p`), launched instead when [`Launch::one_pass_for`]
    /// says the grid covers the top loop.
    pub one_pass: Option<&'static Kernel>,
    /// `one_pass` is the tiled twin (`__oxacc_launch_tiled`) and this its grid of tiles, as
    /// the host computed it from the trip counts (zeros: not usable).
    pub tiles: Option<[u32; 3]>,
    /// The grid to launch with, as given (a tiled twin's); `None`: chosen from `num_gangs`
    /// and `work` (`choose_grid`).
    pub grid: Option<[u32; 3]>,
    /// Where it runs (the profiling events' async fields; `queue` is its queue).
    pub target: crate::queue::Target,
    pub num_gangs: i64,
    pub work: i64,
    pub block: [u32; 3],
    pub shmem: u32,
    /// cuLaunchKernel's parameter array: valid only during the call (the values are copied
    /// at launch, as CUDA does).
    pub args: *mut *mut c_void,
    /// The device address of a `declare`d global (a present-table lookup that fails with
    /// `acc_error_not_present` naming the variable), for binding the module's pointer symbols.
    pub global: &'a dyn Fn(&DGlobal) -> AccResult<DevPtr>,
}

impl<'a> Launch<'a> {
    /// The one-pass twin to launch instead of the kernel, if any: when the grid is the work
    /// estimate itself (the runtime chose it and did not clamp it to the device) and the block
    /// is the one the compiler asked for (at most 256 threads: never narrowed for registers),
    /// grid x block covers the top loop's iterations, so each thread runs at most one of them
    /// (oxacc_rt.h, `__oxacc_launch_1p`).
    pub fn one_pass_for(&self, grid: u32, block: [u32; 3]) -> Option<&'static Kernel> {
        let threads = u64::from(block[0]) * u64::from(block[1]) * u64::from(block[2]);
        (self.num_gangs <= 0
            && self.tiles.is_none()
            && self.work >= 1
            && i64::from(grid) == self.work
            && block == self.block
            && threads <= 256)
            .then_some(self.one_pass)
            .flatten()
    }

    /// This launch with the one-pass twin in the kernel's place, when [`Launch::one_pass_for`]
    /// chooses it for the grid the device's limits give (`lim`, as the backend's own launch
    /// will compute it).
    pub fn one_pass_launch(&self, lim: &GridLimits) -> Option<Launch<'a>> {
        let twin = self.one_pass?;
        let threads = self.block.iter().product::<u32>();
        if let Some(g) = self.tiles {
            // The tiled twin: one tile per block from the host's grid, when there is one
            // (no num_gangs clause: that asks for a number of gangs), it fits CUDA's limits
            // on y and z, and the block is whole warps as the compiler asked (at most 256
            // threads: never narrowed). The twin numbers the block's threads flat, lanes
            // fastest (`threadIdx.x + blockDim.x * threadIdx.y`), so workers (a y extent) are
            // rows of its tile like the lanes' other warps.
            let usable = self.num_gangs <= 0
                && g.iter().all(|&v| v >= 1)
                && g[1] <= 65535
                && g[2] <= 65535
                && threads <= 256
                && threads.is_multiple_of(32)
                && self.block[2] == 1;
            return usable.then_some(Launch {
                kernel: twin,
                one_pass: None,
                tiles: None,
                grid: Some(g),
                ..*self
            });
        }
        let grid = choose_grid(self.num_gangs, self.work, threads, self.shmem, lim);
        let twin = self.one_pass_for(grid, self.block)?;
        Some(Launch {
            kernel: twin,
            one_pass: None,
            // The grid the backend's launch would choose again from the same limits.
            grid: Some([grid, 1, 1]),
            ..*self
        })
    }
}

/// One device's plugin.
pub trait Backend: Send + Sync {
    fn kind(&self) -> DeviceKind;
    /// True when device memory is host memory (spec 2.6: "data in shared memory").
    fn shared_memory(&self) -> bool;
    fn alloc(&self, bytes: usize) -> AccResult<DevPtr>;
    fn free(&self, ptr: DevPtr) -> AccResult<()>;
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()>;
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()>;
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()>;
    fn new_queue(&self) -> AccResult<Arc<dyn Queue>>;
    fn properties(&self) -> Properties;
    /// Bytes currently allocated through `alloc` (leak checks in tests).
    fn live_bytes(&self) -> usize;
    fn launch_cuda(
        &self,
        _launch: &CudaLaunch<'_>,
        _queue: Option<&Arc<dyn Queue>>,
    ) -> AccResult<()> {
        Err(crate::error::AccError::new(
            crate::error::ErrorCode::WrongDeviceType,
            "a CUDA kernel can only be launched on an NVIDIA device",
        ))
    }
    /// Launches a kernel of the GPU code on `queue` (`None`: synchronously, returning when
    /// the kernel has finished). The host device never gets here: the generated code runs
    /// compute regions on the CPU team there.
    fn launch(&self, l: &Launch<'_>, _queue: Option<&Arc<dyn Queue>>) -> AccResult<()> {
        Err(AccError::new(
            ErrorCode::Other,
            format!(
                "internal error: kernel {} of {} was launched on the {} device, which runs \
                 compute regions on the CPU",
                l.kernel.name(),
                l.kernel.construct(),
                self.kind().name()
            ),
        ))
    }
    /// What the device's grid can hold at once (the SM count and per-SM limits), for the
    /// launch geometry chosen before a launch (`__oxacc_fit_block`); `None` for devices that
    /// run compute regions on the CPU.
    fn grid_limits(&self) -> Option<GridLimits> {
        None
    }
    /// Whether the device can dereference `addr` although no mapping of the present table
    /// holds it: device memory (`acc_malloc`, `deviceptr`), managed or registered host memory,
    /// or any host memory on a device that reads pageable memory (HMM/ATS).
    fn device_accessible(&self, _addr: usize) -> bool {
        false
    }
    /// Whether `[dev, dev + bytes)` is device memory that one allocation holds, as far as the
    /// backend can tell (`Err`: what is wrong with it). The API's `acc_memcpy_*` routines
    /// check their device arguments with it: emul's copies are host `memcpy`s, and a range
    /// past a block's end wrote into its guard page (SIGSEGV, no message) or, within the
    /// 256-byte rounding, silently into slack. Other backends: the driver checks.
    fn check_device_range(&self, _dev: DevPtr, _bytes: usize) -> Result<(), String> {
        Ok(())
    }
    /// The bytes of the block `alloc` returned at `dev` (its start), `None` where unknown.
    fn block_bytes(&self, _dev: DevPtr) -> Option<usize> {
        None
    }
    /// A present-table mapping of host `[host, host+bytes)` was created: nvidia may register
    /// large pageable ranges in place (`cuMemHostRegister`, once the mapping has been copied
    /// often enough) until `host_unmapped`; no-op elsewhere.
    fn host_mapped(&self, _host: usize, _bytes: usize) {}
    /// Whether the device should keep small freed blocks for reuse (`Device`'s small-block
    /// pool): where allocating and freeing device memory costs driver calls (nvidia).
    fn pools_small_blocks(&self) -> bool {
        false
    }
    /// The mapping of `[host, host+bytes)` was removed: its host memory may be freed from now on.
    /// `copy_back`: the removal copies the data back next (a copyout), and that one
    /// device-to-host copy may still use the range's registration.
    fn host_unmapped(&self, _host: usize, _bytes: usize, _copy_back: bool) {}
    /// A [`Stamp`] on the device's synchronous stream (profiling device times; `None`: the
    /// host's clock stands for the device's).
    fn stamp_sync(&self) -> Option<Arc<dyn Stamp>> {
        None
    }
    /// A "host slot" of at least `bytes` bytes (at most [`HOST_SLOT_MAX`]) for the device copy
    /// of a compute construct's scalar reduction variable (`Device::enter_hinted`): memory the
    /// host reads and writes with plain loads and stores at `host`, and kernels at `dev`.
    /// `None`: the backend has none (the caller allocates device memory as usual). The slot is
    /// the caller's until [`Backend::free_host_slot`]; its contents are undefined on return.
    /// nvidia: pinned, device-mapped host memory; emul: its heap; host: none (shared memory).
    fn host_slot(&self, _bytes: usize) -> Option<HostSlot> {
        None
    }
    /// Gives back a slot of [`Backend::host_slot`], when no queued work can still use it. The
    /// caller (`Device`) keeps the live slots and gives each back once.
    fn free_host_slot(&self, _slot: HostSlot) -> AccResult<()> {
        Err(AccError::new(
            ErrorCode::Other,
            "internal error: this device has no host slots",
        ))
    }
    /// `bytes` of memory that the host and every device reach at one address, for the
    /// program's allocations under `-gpu=managed` (`crate::managed`): nvidia's
    /// `cuMemAllocManaged`. The other backends have none (emul emulates it with host memory
    /// in `managed.rs`; the host device shares memory).
    fn alloc_managed(&self, bytes: usize) -> AccResult<DevPtr> {
        Err(AccError::new(
            ErrorCode::Other,
            format!(
                "internal error: the {} device has no managed memory ({bytes} bytes asked)",
                self.kind().name()
            ),
        ))
    }
    /// Gives back a block of [`Backend::alloc_managed`] (its start).
    fn free_managed(&self, _ptr: DevPtr) -> AccResult<()> {
        Err(AccError::new(
            ErrorCode::Other,
            "internal error: this device has no managed memory",
        ))
    }
    /// Makes this device current on the calling thread (the CUDA context); no-op elsewhere.
    fn make_current(&self) -> AccResult<()> {
        Ok(())
    }
    /// `CUdevice` ordinal and `CUcontext` for appendix A.2.1, or nulls.
    fn cuda_handles(&self) -> (*mut c_void, *mut c_void) {
        (std::ptr::null_mut(), std::ptr::null_mut())
    }
    /// Wraps a user-supplied native stream as a queue (`acc_set_cuda_stream`).
    fn queue_from_native(&self, _native: *mut c_void) -> Option<Arc<dyn Queue>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    fn leaked(name: &'static std::ffi::CStr) -> &'static Kernel {
        Box::leak(Box::new(Kernel {
            module: std::ptr::null_mut(),
            name: name.as_ptr(),
            loc: c"t.c:1".as_ptr(),
            rt: std::array::from_fn(|_| AtomicUsize::new(0)),
        }))
    }

    #[test]
    fn the_one_pass_twin_runs_only_when_the_grid_is_the_work_estimate() {
        let (k, twin) = (leaked(c"k"), leaked(c"k_1p"));
        let global = |_: &DGlobal| -> AccResult<DevPtr> { Ok(0) };
        let l = Launch {
            kernel: k,
            one_pass: Some(twin),
            tiles: None,
            grid: None,
            target: crate::queue::Target::Sync,
            num_gangs: 0,
            work: 32,
            block: [256, 1, 1],
            shmem: 0,
            args: std::ptr::null_mut(),
            global: &global,
        };
        let name = |k: Option<&'static Kernel>| k.map(|k| k.name().to_string());
        assert_eq!(
            name(l.one_pass_for(32, [256, 1, 1])),
            Some("k_1p".to_string())
        );
        // Clamped to the device: some threads run several iterations.
        assert_eq!(name(l.one_pass_for(31, [256, 1, 1])), None);
        // A narrowed block, a num_gangs clause, unknown work, no twin.
        assert_eq!(name(l.one_pass_for(32, [128, 1, 1])), None);
        assert_eq!(
            name(Launch { num_gangs: 32, ..l }.one_pass_for(32, [256, 1, 1])),
            None
        );
        assert_eq!(
            name(Launch { work: -1, ..l }.one_pass_for(1, [256, 1, 1])),
            None
        );
        assert_eq!(
            name(
                Launch {
                    one_pass: None,
                    ..l
                }
                .one_pass_for(32, [256, 1, 1])
            ),
            None
        );
        // Over 256 threads the block may be narrowed for registers after the choice.
        let wide = Launch {
            block: [512, 1, 1],
            ..l
        };
        assert_eq!(name(wide.one_pass_for(32, [512, 1, 1])), None);
    }

    #[test]
    fn the_tiled_twin_runs_with_the_hosts_grid_when_it_fits() {
        let (k, twin) = (leaked(c"k"), leaked(c"k_t"));
        let global = |_: &DGlobal| -> AccResult<DevPtr> { Ok(0) };
        let lim = GridLimits {
            sms: 132,
            max_threads_per_sm: 2048,
            max_blocks_per_sm: 32,
            smem_per_sm: 0,
        };
        let l = Launch {
            kernel: k,
            one_pass: Some(twin),
            tiles: Some([16, 64, 510]),
            grid: None,
            target: crate::queue::Target::Sync,
            num_gangs: 0,
            work: 518_400,
            block: [256, 1, 1],
            shmem: 0,
            args: std::ptr::null_mut(),
            global: &global,
        };
        let chosen = |l: &Launch| {
            l.one_pass_launch(&lim)
                .map(|t| (t.kernel.name().to_string(), t.grid))
        };
        // Far over one wave of blocks: the tiled twin still runs, with the host's grid.
        assert_eq!(chosen(&l), Some(("k_t".to_string(), Some([16, 64, 510]))));
        // Workers too (`gang worker vector num_workers(4) vector_length(32)`; 16 lanes by 2
        // workers is one warp): the twin numbers the threads flat.
        for block in [[32, 4, 1], [16, 2, 1], [64, 2, 1]] {
            let w = Launch { block, ..l };
            assert_eq!(chosen(&w), Some(("k_t".to_string(), Some([16, 64, 510]))));
        }
        // The twin's grid is never the one-pass rule's.
        assert!(l.one_pass_for(518_400, [256, 1, 1]).is_none());
        // Not usable: no grid (the host found the loops too small), y or z over CUDA's
        // limits, a num_gangs clause, a block that is not whole warps or over 256 threads.
        for bad in [
            Launch {
                tiles: Some([0, 0, 0]),
                ..l
            },
            Launch {
                tiles: Some([1, 65536, 1]),
                ..l
            },
            Launch {
                tiles: Some([1, 1, 65536]),
                ..l
            },
            Launch { num_gangs: 8, ..l },
            Launch {
                block: [96 + 8, 1, 1],
                ..l
            },
            Launch {
                block: [16, 3, 1],
                ..l
            },
            Launch {
                block: [512, 1, 1],
                ..l
            },
        ] {
            assert_eq!(chosen(&bad), None);
        }
    }
}
