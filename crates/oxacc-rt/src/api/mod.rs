//! The routines of spec chapter 3 and appendix A.2.1 as `extern "C"` functions, grouped as the
//! spec groups them. Each one runs under [`crate::error::guard`]: no panic crosses the ABI and
//! an error takes the default path of spec 1.5.

use std::sync::Arc;

use crate::device::Device;
use crate::error::{guard, AccResult};
use crate::runtime;

pub mod asynch;
pub mod cuda;
pub mod data;
pub mod devices;
pub mod prof;

/// Runs `f` on the calling thread's current device.
pub(crate) fn on_current<T>(routine: &str, f: impl FnOnce(&Arc<Device>) -> AccResult<T>) -> T {
    guard(routine, || {
        let _api = crate::prof::api_scope();
        // (a reference to the device, not a clone of its `Arc`: the clone and its drop were
        // two atomic read-modify-writes, a third of a present lookup by `acc_deviceptr`)
        f(runtime::current_ref()?)
    })
}
