//! Asynchronous-queue routines: spec 3.2.9 – 3.2.14.

use std::ffi::{c_char, c_int};
use std::sync::Arc;

use crate::device::Device;
use crate::error::{guard, AccError, AccResult, ErrorCode};
use crate::queue::{self, Target};
use crate::{icv, runtime};

/// Device `dev_num` of the current device type.
fn device_num(dev_num: c_int) -> AccResult<Arc<Device>> {
    let d = runtime::device(runtime::current_kind(), dev_num)?;
    d.backend.make_current()?;
    Ok(d)
}

/// The queue key an async-argument names for waits and tests (`None`: acc_async_sync).
fn key(wait_arg: c_int) -> AccResult<Option<i32>> {
    Ok(match queue::resolve(wait_arg)? {
        Target::Sync => None,
        Target::Queue(k) => Some(k),
    })
}

fn test(d: &Arc<Device>, wait_arg: c_int) -> AccResult<c_int> {
    Ok(c_int::from(match key(wait_arg)? {
        None => true,
        Some(k) => d.test(k),
    }))
}

/// spec 3.2.9
#[no_mangle]
pub extern "C" fn acc_async_test(wait_arg: c_int) -> c_int {
    guard("acc_async_test", || test(&runtime::current()?, wait_arg))
}

/// spec 3.2.9
#[no_mangle]
pub extern "C" fn acc_async_test_device(wait_arg: c_int, dev_num: c_int) -> c_int {
    guard("acc_async_test_device", || {
        test(&device_num(dev_num)?, wait_arg)
    })
}

/// spec 3.2.9
#[no_mangle]
pub extern "C" fn acc_async_test_all() -> c_int {
    guard("acc_async_test_all", || {
        Ok(c_int::from(runtime::current()?.test_all()))
    })
}

/// spec 3.2.9
#[no_mangle]
pub extern "C" fn acc_async_test_all_device(dev_num: c_int) -> c_int {
    guard("acc_async_test_all_device", || {
        Ok(c_int::from(device_num(dev_num)?.test_all()))
    })
}

fn wait(d: &Arc<Device>, wait_arg: c_int) -> AccResult<()> {
    match key(wait_arg)? {
        None => d.sweep(),
        Some(k) => d.wait(k),
    }
}

/// spec 3.2.10
#[no_mangle]
pub extern "C" fn acc_wait(wait_arg: c_int) {
    guard("acc_wait", || wait(&runtime::current()?, wait_arg))
}

/// OpenACC 1.0's name of `acc_wait` (renamed in 2.0, spec 1.16's list of changes); gcc's and
/// nvc's headers keep it, and 1.0 programs call it.
#[no_mangle]
pub extern "C" fn acc_async_wait(wait_arg: c_int) {
    guard("acc_async_wait", || wait(&runtime::current()?, wait_arg))
}

/// spec 3.2.10
#[no_mangle]
pub extern "C" fn acc_wait_device(wait_arg: c_int, dev_num: c_int) {
    guard("acc_wait_device", || wait(&device_num(dev_num)?, wait_arg))
}

/// spec 3.2.10
#[no_mangle]
pub extern "C" fn acc_wait_all() {
    guard("acc_wait_all", || runtime::current()?.wait_all())
}

/// OpenACC 1.0's name of `acc_wait_all` (see `acc_async_wait`).
#[no_mangle]
pub extern "C" fn acc_async_wait_all() {
    guard("acc_async_wait_all", || runtime::current()?.wait_all())
}

/// spec 3.2.10
#[no_mangle]
pub extern "C" fn acc_wait_all_device(dev_num: c_int) {
    guard("acc_wait_all_device", || device_num(dev_num)?.wait_all())
}

/// spec 3.2.11: `wait_arg`'s queue on `src` is waited for by `async_arg`'s queue on the
/// current device.
fn wait_async(src: &Arc<Device>, wait_arg: Option<c_int>, async_arg: c_int) -> AccResult<()> {
    let target = queue::resolve(async_arg)?;
    let cur = runtime::current()?;
    let keys: Vec<i32> = match wait_arg {
        Some(w) => key(w)?.into_iter().collect(),
        None => src.queues.busy_keys(),
    };
    for k in keys {
        if Arc::ptr_eq(&cur, &runtime::device(src.kind, src.num)?) {
            src.wait_async(k, target)?;
        } else if let Some(wq) = src.queues.existing(k) {
            // A queue of another device: the local thread waits (events do not cross devices).
            wq.synchronize()?;
        }
    }
    Ok(())
}

/// `wait(devnum: n: queues: q...)` of a directive or clause (2.16): the queues `waits` (none:
/// every queue) of device number `dev_num` of the current device type, waited for by the local
/// thread (`async_arg` is acc_async_sync: acc_wait_device, acc_wait_all_device) or by the queue
/// of `async_arg` (acc_wait_device_async, acc_wait_all_device_async).
pub(crate) fn wait_device_queues(
    dev_num: c_int,
    waits: &[c_int],
    async_arg: c_int,
) -> AccResult<()> {
    let d = device_num(dev_num)?;
    let sync = async_arg == icv::ACC_ASYNC_SYNC;
    match (waits.is_empty(), sync) {
        (true, true) => d.wait_all(),
        (true, false) => wait_async(&d, None, async_arg),
        (false, true) => waits.iter().try_for_each(|&w| wait(&d, w)),
        (false, false) => waits
            .iter()
            .try_for_each(|&w| wait_async(&d, Some(w), async_arg)),
    }
}

/// spec 3.2.11
#[no_mangle]
pub extern "C" fn acc_wait_async(wait_arg: c_int, async_arg: c_int) {
    guard("acc_wait_async", || {
        wait_async(&runtime::current()?, Some(wait_arg), async_arg)
    })
}

/// spec 3.2.11
#[no_mangle]
pub extern "C" fn acc_wait_device_async(wait_arg: c_int, async_arg: c_int, dev_num: c_int) {
    guard("acc_wait_device_async", || {
        wait_async(&device_num(dev_num)?, Some(wait_arg), async_arg)
    })
}

/// spec 3.2.11
#[no_mangle]
pub extern "C" fn acc_wait_all_async(async_arg: c_int) {
    guard("acc_wait_all_async", || {
        wait_async(&runtime::current()?, None, async_arg)
    })
}

/// spec 3.2.11
#[no_mangle]
pub extern "C" fn acc_wait_all_device_async(async_arg: c_int, dev_num: c_int) {
    guard("acc_wait_all_device_async", || {
        wait_async(&device_num(dev_num)?, None, async_arg)
    })
}

fn wait_any(d: &Arc<Device>, count: c_int, wait_arg: *mut c_int) -> AccResult<c_int> {
    if count < 0 {
        return Err(AccError::new(
            ErrorCode::InvalidArgument,
            format!("count is {count}"),
        ));
    }
    if count == 0 {
        return Ok(-1);
    }
    if wait_arg.is_null() {
        return Err(AccError::new(
            ErrorCode::InvalidNullPointer,
            "wait_arg is a null pointer",
        ));
    }
    // SAFETY: the caller passes an array of `count` ints (spec 3.2.12).
    let args = unsafe { std::slice::from_raw_parts(wait_arg, count as usize) };
    let keys: Vec<Option<i32>> = args.iter().map(|&a| key(a)).collect::<AccResult<_>>()?;
    if keys.iter().all(Option::is_none) {
        return Ok(-1);
    }
    let mut spins = 0u32;
    loop {
        for (i, k) in keys.iter().enumerate() {
            if let Some(k) = k {
                if d.test(*k) {
                    d.sweep()?;
                    return Ok(i as c_int);
                }
            }
        }
        spins += 1;
        if spins < 1000 {
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
        }
    }
}

/// spec 3.2.12
#[no_mangle]
pub extern "C" fn acc_wait_any(count: c_int, wait_arg: *mut c_int) -> c_int {
    guard("acc_wait_any", || {
        wait_any(&runtime::current()?, count, wait_arg)
    })
}

/// spec 3.2.12
#[no_mangle]
pub extern "C" fn acc_wait_any_device(count: c_int, wait_arg: *mut c_int, dev_num: c_int) -> c_int {
    guard("acc_wait_any_device", || {
        wait_any(&device_num(dev_num)?, count, wait_arg)
    })
}

/// spec 3.2.13
#[no_mangle]
pub extern "C" fn acc_get_default_async() -> c_int {
    icv::default_async()
}

/// spec 3.2.14
#[no_mangle]
pub extern "C" fn acc_set_default_async(async_arg: c_int) {
    guard("acc_set_default_async", || {
        icv::set_default_async(async_arg)
    })
}

/// See `oxacc_rt.h`: `set default_async(n)` (2.14.3), whose errors name the directive, the
/// clause and the source line.
///
/// # Safety
/// `loc` is null or a NUL-terminated string that lives for the whole program.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_set_default_async(async_arg: c_int, loc: *const c_char) {
    // SAFETY: the caller's contract on `loc`.
    let loc = unsafe { crate::error::Loc::from_c(std::ptr::null(), loc) };
    guard("set default_async", || {
        icv::set_default_async(async_arg).map_err(|e| crate::entry::at_line(e, loc))
    })
}
