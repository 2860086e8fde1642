//! Appendix A.2.1: CUDA interoperability. On a device that is not an NVIDIA GPU the handles
//! are null.

use std::ffi::{c_int, c_void};

use super::on_current;
use crate::queue::{self, Target};

/// A.2.1: the `CUdevice` of the current device (an ordinal, as a pointer-sized value).
#[no_mangle]
pub extern "C" fn acc_get_current_cuda_device() -> *mut c_void {
    on_current("acc_get_current_cuda_device", |d| {
        Ok(d.backend.cuda_handles().0)
    })
}

/// A.2.1: the `CUcontext` of the current device.
#[no_mangle]
pub extern "C" fn acc_get_current_cuda_context() -> *mut c_void {
    on_current("acc_get_current_cuda_context", |d| {
        Ok(d.backend.cuda_handles().1)
    })
}

/// A.2.1: the `CUstream` of an activity queue (created if needed); null for
/// `acc_async_sync` (the legacy default stream) and on non-NVIDIA devices.
#[no_mangle]
pub extern "C" fn acc_get_cuda_stream(async_arg: c_int) -> *mut c_void {
    on_current("acc_get_cuda_stream", |d| {
        match queue::resolve(async_arg)? {
            Target::Sync => Ok(std::ptr::null_mut()),
            t => {
                let native = d
                    .queue(t)?
                    .map(|q| q.native())
                    .unwrap_or(std::ptr::null_mut());
                // The program may now enqueue its own work on the stream: the runtime must
                // wait for the queue at every `acc_wait_all` and synchronous free from now on.
                if let (Target::Queue(k), false) = (t, native.is_null()) {
                    d.queues.pin(k);
                }
                Ok(native)
            }
        }
    })
}

/// A.2.1: makes `stream` the CUDA stream of an activity queue (after waiting for the work
/// already on the queue it replaces).
#[no_mangle]
pub extern "C" fn acc_set_cuda_stream(async_arg: c_int, stream: *mut c_void) {
    on_current("acc_set_cuda_stream", |d| {
        if let Target::Queue(k) = queue::resolve(async_arg)? {
            if let Some(q) = d.backend.queue_from_native(stream) {
                d.wait(k)?;
                d.queues.set(k, q);
            }
        }
        Ok(())
    })
}
