//! Data and memory routines: spec 3.2.16 – 3.2.30.

use std::ffi::{c_int, c_void};

use super::on_current;
use crate::device::{Direction, Enter, Exit, Missing};
use crate::error::{guard, AccError, AccResult, ErrorCode, Loc};
use crate::present::Counter;
use crate::queue::{self, Target};
use crate::runtime;

type P = *mut c_void;

/// spec 3.2.16: null for zero bytes or when the device has no room.
#[no_mangle]
pub extern "C" fn acc_malloc(bytes: usize) -> P {
    on_current("acc_malloc", |d| {
        if bytes == 0 {
            return Ok(std::ptr::null_mut());
        }
        d.sweep()?;
        let p = d.backend.alloc(bytes).unwrap_or(0);
        if p != 0 && crate::prof::on() {
            d.data_point(
                crate::prof::abi::EV_ALLOC,
                Target::Sync,
                Loc::NONE,
                bytes,
                0,
                p,
            );
        }
        Ok(p as P)
    })
}

/// spec 3.2.17
#[no_mangle]
pub extern "C" fn acc_free(data_dev: P) {
    on_current("acc_free", |d| {
        if data_dev.is_null() {
            Ok(())
        } else {
            d.check_free_not_mapped(data_dev as usize)?;
            d.finish_queues_before_free()?;
            d.backend.free(data_dev as usize)?;
            if crate::prof::on() {
                d.data_point(
                    crate::prof::abi::EV_FREE,
                    Target::Sync,
                    Loc::NONE,
                    0,
                    0,
                    data_dev as usize,
                );
            }
            Ok(())
        }
    })
}

/// The null-pointer error of 3.2.18-3.2.20 ("issued if data_arg is a null pointer and bytes
/// is nonzero"), on every device: on the host device too, where shared memory changes what
/// the routine does but not its errors (these routines returned silently there).
fn null_check(p: P, bytes: usize) -> AccResult<()> {
    if p.is_null() && bytes != 0 {
        return Err(AccError::data(
            ErrorCode::InvalidNullPointer,
            "null pointer with a non-zero length",
            0,
            bytes,
            Loc::NONE,
        ));
    }
    Ok(())
}

fn enter(routine: &str, action: Enter, p: P, bytes: usize, async_arg: c_int) -> P {
    on_current(routine, |d| {
        null_check(p, bytes)?;
        let t = queue::resolve(async_arg)?;
        Ok(d.enter(action, Counter::Dynamic, p as usize, bytes, t, Loc::NONE)? as P)
    })
}

/// spec 3.2.18
#[no_mangle]
pub extern "C" fn acc_copyin(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_copyin",
        Enter::Copyin,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18 (OpenACC 2.0 name)
#[no_mangle]
pub extern "C" fn acc_present_or_copyin(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_present_or_copyin",
        Enter::Copyin,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18 (OpenACC 2.0 name)
#[no_mangle]
pub extern "C" fn acc_pcopyin(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_pcopyin",
        Enter::Copyin,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18
#[no_mangle]
pub extern "C" fn acc_create(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_create",
        Enter::Create { zero: false },
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18 (OpenACC 2.0 name)
#[no_mangle]
pub extern "C" fn acc_present_or_create(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_present_or_create",
        Enter::Create { zero: false },
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18 (OpenACC 2.0 name)
#[no_mangle]
pub extern "C" fn acc_pcreate(data_arg: P, bytes: usize) -> P {
    enter(
        "acc_pcreate",
        Enter::Create { zero: false },
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.18
#[no_mangle]
pub extern "C" fn acc_copyin_async(data_arg: P, bytes: usize, async_arg: c_int) {
    enter(
        "acc_copyin_async",
        Enter::Copyin,
        data_arg,
        bytes,
        async_arg,
    );
}
/// spec 3.2.18
#[no_mangle]
pub extern "C" fn acc_create_async(data_arg: P, bytes: usize, async_arg: c_int) {
    enter(
        "acc_create_async",
        Enter::Create { zero: false },
        data_arg,
        bytes,
        async_arg,
    );
}

fn exit(routine: &str, action: Exit, finalize: bool, p: P, bytes: usize, async_arg: c_int) {
    on_current(routine, |d| {
        null_check(p, bytes)?;
        let t = queue::resolve(async_arg)?;
        d.exit(
            action,
            Counter::Dynamic,
            finalize,
            p as usize,
            bytes,
            t,
            // Data that is not present has a dynamic reference counter of zero: no action
            // (3.2.19, and the 3.3 change log: "Restored the OpenACC 2.5 behavior of ...
            // acc_copyout, acc_delete routines, such that no action is taken if the
            // appropriate reference counter is zero, instead of a runtime error being issued
            // if data is not present"; nvc and libgomp take none either). The exit data
            // directive does the same. Part of the range present is still an error.
            Missing::Ignore,
            Loc::NONE,
        )
    })
}

/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_copyout(data_arg: P, bytes: usize) {
    exit(
        "acc_copyout",
        Exit::Copyout,
        false,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_delete(data_arg: P, bytes: usize) {
    exit(
        "acc_delete",
        Exit::Delete,
        false,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_copyout_finalize(data_arg: P, bytes: usize) {
    exit(
        "acc_copyout_finalize",
        Exit::Copyout,
        true,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_delete_finalize(data_arg: P, bytes: usize) {
    exit(
        "acc_delete_finalize",
        Exit::Delete,
        true,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_copyout_async(data_arg: P, bytes: usize, async_arg: c_int) {
    exit(
        "acc_copyout_async",
        Exit::Copyout,
        false,
        data_arg,
        bytes,
        async_arg,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_delete_async(data_arg: P, bytes: usize, async_arg: c_int) {
    exit(
        "acc_delete_async",
        Exit::Delete,
        false,
        data_arg,
        bytes,
        async_arg,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_copyout_finalize_async(data_arg: P, bytes: usize, async_arg: c_int) {
    exit(
        "acc_copyout_finalize_async",
        Exit::Copyout,
        true,
        data_arg,
        bytes,
        async_arg,
    )
}
/// spec 3.2.19
#[no_mangle]
pub extern "C" fn acc_delete_finalize_async(data_arg: P, bytes: usize, async_arg: c_int) {
    exit(
        "acc_delete_finalize_async",
        Exit::Delete,
        true,
        data_arg,
        bytes,
        async_arg,
    )
}

fn update(routine: &str, dir: Direction, p: P, bytes: usize, async_arg: c_int) {
    on_current(routine, |d| {
        null_check(p, bytes)?;
        let t = queue::resolve(async_arg)?;
        d.update(dir, p as usize, bytes, t, false, Loc::NONE)
    })
}

/// spec 3.2.20
#[no_mangle]
pub extern "C" fn acc_update_device(data_arg: P, bytes: usize) {
    update(
        "acc_update_device",
        Direction::ToDevice,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.20
#[no_mangle]
pub extern "C" fn acc_update_self(data_arg: P, bytes: usize) {
    update(
        "acc_update_self",
        Direction::ToHost,
        data_arg,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.20
#[no_mangle]
pub extern "C" fn acc_update_device_async(data_arg: P, bytes: usize, async_arg: c_int) {
    update(
        "acc_update_device_async",
        Direction::ToDevice,
        data_arg,
        bytes,
        async_arg,
    )
}
/// spec 3.2.20
#[no_mangle]
pub extern "C" fn acc_update_self_async(data_arg: P, bytes: usize, async_arg: c_int) {
    update(
        "acc_update_self_async",
        Direction::ToHost,
        data_arg,
        bytes,
        async_arg,
    )
}

/// spec 3.2.21
#[no_mangle]
pub extern "C" fn acc_map_data(data_arg: P, data_dev: P, bytes: usize) {
    on_current("acc_map_data", |d| {
        d.map_data(data_arg as usize, data_dev as usize, bytes)
    })
}

/// spec 3.2.22
#[no_mangle]
pub extern "C" fn acc_unmap_data(data_arg: P) {
    on_current("acc_unmap_data", |d| d.unmap_data(data_arg as usize))
}

/// spec 3.2.23
#[no_mangle]
pub extern "C" fn acc_deviceptr(data_arg: P) -> P {
    on_current("acc_deviceptr", |d| Ok(d.deviceptr(data_arg as usize) as P))
}

/// spec 3.2.24
#[no_mangle]
pub extern "C" fn acc_hostptr(data_dev: P) -> P {
    on_current("acc_hostptr", |d| Ok(d.hostptr(data_dev as usize) as P))
}

/// spec 3.2.25
#[no_mangle]
pub extern "C" fn acc_is_present(data_arg: P, bytes: usize) -> c_int {
    on_current("acc_is_present", |d| {
        Ok(c_int::from(d.is_present(data_arg as usize, bytes)))
    })
}

fn check_copy(dst: P, src: P, bytes: usize) -> Result<bool, AccError> {
    if bytes == 0 {
        return Ok(false);
    }
    if dst.is_null() || src.is_null() {
        return Err(AccError::new(
            ErrorCode::InvalidNullPointer,
            format!(
                "{} pointer is null ({bytes} bytes)",
                if dst.is_null() {
                    "the destination"
                } else {
                    "the source"
                }
            ),
        ));
    }
    Ok(true)
}

fn memcpy(routine: &str, kind: u8, dst: P, src: P, bytes: usize, async_arg: c_int) {
    on_current(routine, |d| {
        let t = queue::resolve(async_arg)?;
        if !check_copy(dst, src, bytes)? {
            return Ok(());
        }
        let (dst, src) = (dst as usize, src as usize);
        // The device side(s): kind 0 writes device memory at `dst`, 1 reads it at `src`, 2 both.
        let devs: &[(&str, usize)] = match kind {
            0 => &[("data_dev_dest", dst)],
            1 => &[("data_dev_src", src)],
            _ => &[("data_dev_dest", dst), ("data_dev_src", src)],
        };
        for &(arg, p) in devs {
            d.check_device_range(p, bytes).map_err(|why| {
                AccError::new(
                    ErrorCode::InvalidArgument,
                    format!(
                        "{arg} {} ({bytes} bytes) {why}",
                        crate::error::range(p, bytes)
                    ),
                )
            })?;
        }
        if kind < 2 && crate::prof::on() {
            // Uploads and downloads of the API routines raise their events (5.1.9).
            let q = d.queue(t)?;
            let host = if kind == 0 { src } else { dst };
            return d.transfer(kind == 0, &q, t, dst, src, bytes, Loc::NONE, host);
        }
        match (d.queue(t)?, kind) {
            (None, 0) => d.backend.h2d(dst, src, bytes),
            (None, 1) => d.backend.d2h(dst, src, bytes),
            (None, _) => d.backend.d2d(dst, src, bytes),
            (Some(q), 0) => q.h2d(dst, src, bytes),
            (Some(q), 1) => q.d2h(dst, src, bytes),
            (Some(q), _) => q.d2d(dst, src, bytes),
        }
    })
}

/// spec 3.2.26
#[no_mangle]
pub extern "C" fn acc_memcpy_to_device(data_dev_dest: P, data_host_src: P, bytes: usize) {
    memcpy(
        "acc_memcpy_to_device",
        0,
        data_dev_dest,
        data_host_src,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.26
#[no_mangle]
pub extern "C" fn acc_memcpy_to_device_async(
    data_dev_dest: P,
    data_host_src: P,
    bytes: usize,
    async_arg: c_int,
) {
    memcpy(
        "acc_memcpy_to_device_async",
        0,
        data_dev_dest,
        data_host_src,
        bytes,
        async_arg,
    )
}
/// spec 3.2.27
#[no_mangle]
pub extern "C" fn acc_memcpy_from_device(data_host_dest: P, data_dev_src: P, bytes: usize) {
    memcpy(
        "acc_memcpy_from_device",
        1,
        data_host_dest,
        data_dev_src,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.27
#[no_mangle]
pub extern "C" fn acc_memcpy_from_device_async(
    data_host_dest: P,
    data_dev_src: P,
    bytes: usize,
    async_arg: c_int,
) {
    memcpy(
        "acc_memcpy_from_device_async",
        1,
        data_host_dest,
        data_dev_src,
        bytes,
        async_arg,
    )
}
/// spec 3.2.28
#[no_mangle]
pub extern "C" fn acc_memcpy_device(data_dev_dest: P, data_dev_src: P, bytes: usize) {
    memcpy(
        "acc_memcpy_device",
        2,
        data_dev_dest,
        data_dev_src,
        bytes,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.28
#[no_mangle]
pub extern "C" fn acc_memcpy_device_async(
    data_dev_dest: P,
    data_dev_src: P,
    bytes: usize,
    async_arg: c_int,
) {
    memcpy(
        "acc_memcpy_device_async",
        2,
        data_dev_dest,
        data_dev_src,
        bytes,
        async_arg,
    )
}

fn attach(routine: &str, ptr_addr: *mut P, detach: Option<bool>, async_arg: c_int) {
    on_current(routine, |d| {
        let t = queue::resolve(async_arg)?;
        match detach {
            None => d.attach(ptr_addr as usize, t, Loc::NONE),
            Some(finalize) => d.detach(ptr_addr as usize, finalize, t),
        }
    })
}

/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_attach(ptr_addr: *mut P) {
    attach("acc_attach", ptr_addr, None, crate::icv::ACC_ASYNC_SYNC)
}
/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_attach_async(ptr_addr: *mut P, async_arg: c_int) {
    attach("acc_attach_async", ptr_addr, None, async_arg)
}
/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_detach(ptr_addr: *mut P) {
    attach(
        "acc_detach",
        ptr_addr,
        Some(false),
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_detach_async(ptr_addr: *mut P, async_arg: c_int) {
    attach("acc_detach_async", ptr_addr, Some(false), async_arg)
}
/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_detach_finalize(ptr_addr: *mut P) {
    attach(
        "acc_detach_finalize",
        ptr_addr,
        Some(true),
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.29
#[no_mangle]
pub extern "C" fn acc_detach_finalize_async(ptr_addr: *mut P, async_arg: c_int) {
    attach("acc_detach_finalize_async", ptr_addr, Some(true), async_arg)
}

fn memcpy_d2d(
    routine: &str,
    dst: P,
    src: P,
    bytes: usize,
    dev_dst: c_int,
    dev_src: c_int,
    async_arg: c_int,
) {
    guard(routine, || {
        let t = queue::resolve(async_arg)?;
        let kind = runtime::current_kind();
        let ddst = runtime::device(kind, dev_dst)?;
        let dsrc = runtime::device(kind, dev_src)?;
        if !check_copy(dst, src, bytes)? {
            return Ok(());
        }
        if dst == src && (dev_dst == dev_src || dsrc.shared()) {
            return Ok(());
        }
        dsrc.backend.make_current()?;
        let to = ddst.present_dev(dst as usize, bytes, Loc::NONE)?;
        let from = dsrc.present_dev(src as usize, bytes, Loc::NONE)?;
        match (dsrc.queue(t)?, t) {
            (Some(q), Target::Queue(_)) => q.d2d(to, from, bytes),
            _ => dsrc.backend.d2d(to, from, bytes),
        }
    })
}

/// spec 3.2.30
#[no_mangle]
pub extern "C" fn acc_memcpy_d2d(
    data_arg_dest: P,
    data_arg_src: P,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
) {
    memcpy_d2d(
        "acc_memcpy_d2d",
        data_arg_dest,
        data_arg_src,
        bytes,
        dev_num_dest,
        dev_num_src,
        crate::icv::ACC_ASYNC_SYNC,
    )
}
/// spec 3.2.30
#[no_mangle]
pub extern "C" fn acc_memcpy_d2d_async(
    data_arg_dest: P,
    data_arg_src: P,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
    async_arg_src: c_int,
) {
    memcpy_d2d(
        "acc_memcpy_d2d_async",
        data_arg_dest,
        data_arg_src,
        bytes,
        dev_num_dest,
        dev_num_src,
        async_arg_src,
    )
}
