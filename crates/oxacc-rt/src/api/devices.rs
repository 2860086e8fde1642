//! Device routines: spec 3.2.1 – 3.2.8 and 3.2.15.

use std::ffi::{c_char, c_int, CString};
use std::sync::{Mutex, OnceLock};

use crate::backend::DeviceKind;
use crate::error::{guard, AccError, AccResult, ErrorCode};
use crate::icv::{self, *};
use crate::runtime;

fn kind_or_err(dev_type: c_int) -> AccResult<DeviceKind> {
    icv::kind_of(dev_type)?.ok_or_else(|| {
        AccError::new(
            ErrorCode::DeviceTypeUnavailable,
            "acc_device_none names no device",
        )
    })
}

/// spec 3.2.1
#[no_mangle]
pub extern "C" fn acc_get_num_devices(dev_type: c_int) -> c_int {
    guard("acc_get_num_devices", || match icv::kind_of(dev_type) {
        Ok(Some(k)) => Ok(runtime::num_devices(k) as c_int),
        _ => Ok(0),
    })
}

/// spec 3.2.2
#[no_mangle]
pub extern "C" fn acc_set_device_type(dev_type: c_int) {
    guard("acc_set_device_type", || {
        set_device_type(kind_or_err(dev_type)?)
    })
}

/// acc-current-device-type-var := `k` for this thread (3.2.2). The device number stays when
/// the type does; otherwise it is `ACC_DEVICE_NUM` when that names a device of `k`, else 0.
fn set_device_type(k: DeviceKind) -> AccResult<()> {
    let num = match icv::current_override() {
        Some((ck, n)) if ck == k => n,
        _ => {
            let e = icv::env_device_num();
            if e >= 0 && (e as usize) < runtime::num_devices(k) {
                e
            } else {
                0
            }
        }
    };
    let d = runtime::device(k, num)?;
    d.backend.make_current()?;
    icv::set_current(k, num);
    Ok(())
}

/// spec 3.2.3
#[no_mangle]
pub extern "C" fn acc_get_device_type() -> c_int {
    guard("acc_get_device_type", || {
        if icv::current_override().is_none() {
            runtime::check_env()?;
        }
        Ok(runtime::current_kind().acc_value())
    })
}

/// spec 3.2.4: a negative `dev_num` reverts to the default device number (`ACC_DEVICE_NUM`,
/// else 0); `dev_type` zero (acc_device_none) keeps the current type.
#[no_mangle]
pub extern "C" fn acc_set_device_num(dev_num: c_int, dev_type: c_int) {
    guard("acc_set_device_num", || set_device_num(dev_num, dev_type))
}

fn set_device_num(dev_num: c_int, dev_type: c_int) -> AccResult<()> {
    let k = match dev_type {
        ACC_DEVICE_NONE => runtime::current_kind(),
        t => kind_or_err(t)?,
    };
    let num = if dev_num < 0 {
        icv::env_device_num().max(0)
    } else {
        dev_num
    };
    let d = runtime::device(k, num)?;
    d.backend.make_current()?;
    icv::set_current(k, num);
    Ok(())
}

/// spec 3.2.5: -1 when the type is not supported or has no device.
#[no_mangle]
pub extern "C" fn acc_get_device_num(dev_type: c_int) -> c_int {
    guard("acc_get_device_num", || {
        let k = match icv::kind_of(dev_type) {
            Ok(Some(k)) if runtime::num_devices(k) > 0 => k,
            _ => return Ok(-1),
        };
        Ok(match icv::current_override() {
            Some((ck, n)) if ck == k => n,
            _ if runtime::current_kind() == k => icv::env_device_num(),
            _ => 0,
        })
    })
}

fn property_device(
    dev_num: c_int,
    dev_type: c_int,
) -> Option<std::sync::Arc<crate::device::Device>> {
    if dev_type == ACC_DEVICE_CURRENT {
        return runtime::current().ok();
    }
    let k = icv::kind_of(dev_type).ok().flatten()?;
    runtime::device(k, dev_num).ok()
}

/// spec 3.2.6: integer properties; 0 for an unknown device or property.
#[no_mangle]
pub extern "C" fn acc_get_property(dev_num: c_int, dev_type: c_int, property: c_int) -> usize {
    guard("acc_get_property", || {
        let Some(d) = property_device(dev_num, dev_type) else {
            return Ok(0);
        };
        Ok(match property {
            ACC_PROPERTY_MEMORY => d.backend.properties().memory,
            ACC_PROPERTY_FREE_MEMORY => d.backend.properties().free_memory,
            ACC_PROPERTY_SHARED_MEMORY_SUPPORT => usize::from(d.shared()),
            _ => 0,
        })
    })
}

/// spec 3.2.6: string properties; null for an unknown device or property. The strings live
/// for the rest of the program (interned).
#[no_mangle]
pub extern "C" fn acc_get_property_string(
    dev_num: c_int,
    dev_type: c_int,
    property: c_int,
) -> *const c_char {
    guard("acc_get_property_string", || {
        let Some(d) = property_device(dev_num, dev_type) else {
            return Ok(std::ptr::null());
        };
        let p = d.backend.properties();
        let s = match property {
            ACC_PROPERTY_NAME => p.name,
            ACC_PROPERTY_VENDOR => p.vendor,
            ACC_PROPERTY_DRIVER => p.driver,
            _ => return Ok(std::ptr::null()),
        };
        Ok(intern(s))
    })
}

fn intern(s: String) -> *const c_char {
    static STRINGS: OnceLock<Mutex<Vec<CString>>> = OnceLock::new();
    let mut v = STRINGS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let c = CString::new(s.replace('\0', " ")).unwrap_or_default();
    if let Some(found) = v.iter().find(|x| **x == c) {
        return found.as_ptr();
    }
    let p = c.as_ptr(); // the CString's heap buffer does not move when the Vec grows
    v.push(c);
    p
}

/// spec 3.2.7: initialises every device of the type (2.14.1: "all devices of this type are
/// initialized") and implies acc_set_device_type.
#[no_mangle]
pub extern "C" fn acc_init(dev_type: c_int) {
    guard("acc_init", || init_type(dev_type))
}

fn init_type(dev_type: c_int) -> AccResult<()> {
    let k = kind_or_err(dev_type)?;
    for n in 0..runtime::num_devices(k) {
        runtime::device(k, n as i32)?.backend.make_current()?;
    }
    set_device_type(k)
}

/// spec 3.2.7: implies acc_set_device_num(dev_num, dev_type).
#[no_mangle]
pub extern "C" fn acc_init_device(dev_num: c_int, dev_type: c_int) {
    guard("acc_init_device", || init_device(dev_num, dev_type))
}

fn init_device(dev_num: c_int, dev_type: c_int) -> AccResult<()> {
    let k = kind_or_err(dev_type)?;
    runtime::device(k, dev_num)?.backend.make_current()?;
    set_device_num(dev_num, dev_type)
}

/// spec 3.2.8: waits for the device's queues and ends every data lifetime on it.
#[no_mangle]
pub extern "C" fn acc_shutdown(dev_type: c_int) {
    guard("acc_shutdown", || shutdown_type(dev_type))
}

fn shutdown_type(dev_type: c_int) -> AccResult<()> {
    let k = kind_or_err(dev_type)?;
    for n in 0..runtime::num_devices(k) {
        runtime::device(k, n as i32)?.shutdown()?;
    }
    if runtime::num_devices(k) == 0 {
        return Err(runtime::unavailable(k));
    }
    Ok(())
}

/// spec 3.2.8
#[no_mangle]
pub extern "C" fn acc_shutdown_device(dev_num: c_int, dev_type: c_int) {
    guard("acc_shutdown_device", || shutdown_device(dev_num, dev_type))
}

fn shutdown_device(dev_num: c_int, dev_type: c_int) -> AccResult<()> {
    let k = kind_or_err(dev_type)?;
    runtime::device(k, dev_num)?.shutdown()
}

/// `set device_num(n)`, `init device_num(n)`, `shutdown device_num(n)` (2.14.1-2.14.3; see
/// `oxacc_rt.h`): the routines of 3.2.4, 3.2.7, 3.2.8, with errors naming the directive, the
/// clause and the source line.
///
/// # Safety
/// `loc` is null or a NUL-terminated string that lives for the whole program.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_device_num(
    op: c_int,
    dev_num: c_int,
    dev_type: c_int,
    loc: *const c_char,
) {
    // SAFETY: the caller's contract on `loc`.
    let loc = unsafe { crate::error::Loc::from_c(std::ptr::null(), loc) };
    let what = directive_of(op);
    guard(what, || {
        match op {
            1 => init_device(dev_num, dev_type),
            2 => shutdown_device(dev_num, dev_type),
            _ => set_device_num(dev_num, dev_type),
        }
        .map_err(|mut e| {
            let at = loc
                .file_line
                .map(|l| format!(" at {l}"))
                .unwrap_or_default();
            e.message = format!("device_num({dev_num}){at}: {}", e.message);
            e
        })
    })
}

/// The directive an `op` of `__oxacc_device_num` / `__oxacc_device_type` stands for, as its
/// errors name it.
fn directive_of(op: c_int) -> &'static str {
    match op {
        1 => "init directive",
        2 => "shutdown directive",
        _ => "set directive",
    }
}

/// `init device_type(t)`, `shutdown device_type(t)` (the current type without the clause) and
/// `set device_type(t)`, with no `device_num` (2.14.1-2.14.3; op as for `__oxacc_device_num`):
/// `acc_init`, `acc_shutdown`, `acc_set_device_type`, with errors naming the directive and
/// the source line, like the `device_num` forms (they named the API routine and no line).
///
/// # Safety
/// `loc` is null or a NUL-terminated string that lives for the whole program.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_device_type(op: c_int, dev_type: c_int, loc: *const c_char) {
    // SAFETY: the caller's contract on `loc`.
    let loc = unsafe { crate::error::Loc::from_c(std::ptr::null(), loc) };
    let what = directive_of(op);
    guard(what, || {
        match op {
            1 => init_type(dev_type),
            2 => shutdown_type(dev_type),
            _ => kind_or_err(dev_type).and_then(set_device_type),
        }
        .map_err(|mut e| {
            if let Some(l) = loc.file_line {
                e.message = format!("at {l}: {}", e.message);
            }
            e
        })
    })
}

/// spec 3.2.15: called on the host, this says "host" (and "not host" is false). Device code
/// compiled by oxacc has its own definition.
#[no_mangle]
pub extern "C" fn acc_on_device(dev_type: c_int) -> c_int {
    c_int::from(matches!(dev_type, ACC_DEVICE_HOST))
}
