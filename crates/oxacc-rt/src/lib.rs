//! oxacc-rt: the OpenACC 3.3 runtime of oxacc.
//!
//! Layers (see README.md):
//! - the C ABI: [`api`] (every routine of spec chapter 3 and appendix A.2.1) and [`entry`]
//!   (the `__oxacc_*` entry points that generated code calls);
//! - the device-independent core: [`device`] (data-clause actions over the [`present`] table,
//!   spec 2.6.7, 2.6.8, 2.7.2), [`queue`] (async activity queues, spec 2.16), [`icv`] (spec 2.3
//!   and chapter 4), [`error`] (spec 1.5, 5.2.2);
//! - [`kernel`]: the GPU code as the host code hands it over (module, kernel and image
//!   descriptors of docs/gpu-target.md), image selection, grid choice, the per-device caches;
//! - [`nvrtc`]: NVRTC loaded at run time (also the driver's compile-time entry point);
//! - [`sorted`]: the chunked sorted map under the present table;
//! - [`backend`]: the `Backend` trait with `host` (shared memory), `emul` (discrete memory in
//!   host RAM: the mock used by tests; kernels run in the CUDA simulator, `backend::sim`) and
//!   `nvidia` (CUDA driver API + NVRTC loaded at run time);
//! - [`team`]: the persistent CPU thread team that runs host compute regions;
//! - [`prof`]: the profiling and error callback interface (spec chapter 5), the time report,
//!   notifications, the Chrome trace and NVTX ranges.
#![deny(unsafe_op_in_unsafe_fn)]
#![allow(clippy::missing_safety_doc)]

pub mod api;
pub mod backend;
pub mod device;
pub mod entry;
pub mod error;
pub mod icv;
pub mod kernel;
pub mod managed;
pub mod nvrtc;
pub mod omp;
pub mod present;
pub mod prof;
pub mod queue;
pub mod runtime;
pub mod sorted;
pub mod team;
