//! Internal control variables (spec 2.3) and the environment variables of chapter 4.
//!
//! - acc-current-device-type-var / acc-current-device-num-var: per host thread (set by
//!   `acc_set_device_type` / `acc_set_device_num`), starting from `ACC_DEVICE_TYPE` /
//!   `ACC_DEVICE_NUM`, else the GPU when one is present, else the host.
//! - acc-default-async-var: per host thread, initially `acc_async_noval`.
//! - the size of the CPU team: `ACC_NUM_CORES`, else the number of cores.

use std::cell::Cell;
use std::sync::OnceLock;

use crate::backend::DeviceKind;
use crate::error::{AccError, AccResult, ErrorCode};

pub const ACC_DEVICE_CURRENT: i32 = -1;
pub const ACC_DEVICE_NONE: i32 = 0;
pub const ACC_DEVICE_DEFAULT: i32 = 1;
pub const ACC_DEVICE_HOST: i32 = 2;
pub const ACC_DEVICE_NOT_HOST: i32 = 3;
pub const ACC_DEVICE_NVIDIA: i32 = 4;
pub const ACC_DEVICE_OXACC_EMUL: i32 = 100;

pub const ACC_ASYNC_NOVAL: i32 = -1;
pub const ACC_ASYNC_SYNC: i32 = -2;
pub const ACC_ASYNC_DEFAULT: i32 = -3;

pub const ACC_PROPERTY_MEMORY: i32 = 1;
pub const ACC_PROPERTY_FREE_MEMORY: i32 = 2;
pub const ACC_PROPERTY_SHARED_MEMORY_SUPPORT: i32 = 3;
pub const ACC_PROPERTY_NAME: i32 = 0x10001;
pub const ACC_PROPERTY_VENDOR: i32 = 0x10002;
pub const ACC_PROPERTY_DRIVER: i32 = 0x10003;

/// The device type named by `ACC_DEVICE_TYPE` (chapter 4.1), case-insensitive.
pub fn parse_device_type(s: &str) -> Option<DeviceKind> {
    match s.trim().to_ascii_lowercase().as_str() {
        "host" | "multicore" => Some(DeviceKind::Host),
        "nvidia" | "not_host" | "gpu" => Some(DeviceKind::Nvidia),
        "emul" | "oxacc_emul" => Some(DeviceKind::Emul),
        _ => None,
    }
}

/// `ACC_DEVICE_TYPE`, read once. `Err` carries the text that named no device type.
pub fn env_device_type() -> Result<Option<DeviceKind>, String> {
    static V: OnceLock<Result<Option<DeviceKind>, String>> = OnceLock::new();
    V.get_or_init(|| match std::env::var("ACC_DEVICE_TYPE") {
        Ok(s) if s.trim().is_empty() => Ok(None),
        Ok(s) => parse_device_type(&s).map(Some).ok_or(s),
        Err(_) => Ok(None),
    })
    .clone()
}

/// `ACC_DEVICE_NUM` (chapter 4.2: "must be a nonnegative integer"), read once: `None` when
/// unset or empty, `Err` with the text when it is not a nonnegative integer (`abc`, `-1`, or
/// too large for an `int`); `runtime::check_env` reports that, as it does a bad
/// `ACC_DEVICE_TYPE`.
pub fn env_device_num_checked() -> Result<Option<i32>, String> {
    static V: OnceLock<Result<Option<i32>, String>> = OnceLock::new();
    V.get_or_init(|| match std::env::var("ACC_DEVICE_NUM") {
        Ok(s) if s.trim().is_empty() => Ok(None),
        Ok(s) => {
            let t = s.trim();
            match t.parse::<i32>() {
                Ok(n) if n >= 0 && t.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(n)),
                _ => Err(s),
            }
        }
        Err(_) => Ok(None),
    })
    .clone()
}

/// `ACC_DEVICE_NUM` (chapter 4.2); 0 when unset or not a nonnegative integer (an error the
/// runtime reports before the default device is used, `runtime::check_env`).
pub fn env_device_num() -> i32 {
    env_device_num_checked().ok().flatten().unwrap_or(0)
}

/// `OXACC_EMUL_DEVICES`: how many emulated devices there are (default 1, at most 64; a value
/// that is not a number in 1..=64 is ignored).
pub fn env_emul_devices() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| {
        std::env::var("OXACC_EMUL_DEVICES")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .filter(|n| (1..=64).contains(n))
            .unwrap_or(1)
    })
}

/// The team size: `ACC_NUM_CORES` (as NVIDIA's compiler reads it), else the core count. A
/// value above the team limit (`team::thread_limit`) stops the program with its message.
pub fn num_cores() -> usize {
    static V: OnceLock<usize> = OnceLock::new();
    *V.get_or_init(|| {
        crate::team::env_thread_count("ACC_NUM_CORES", false).unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
    })
}

thread_local! {
    static CURRENT: Cell<Option<(DeviceKind, i32)>> = const { Cell::new(None) };
    static DEFAULT_ASYNC: Cell<i32> = const { Cell::new(ACC_ASYNC_NOVAL) };
}

/// The thread's current device (type, number), if it set one.
pub fn current_override() -> Option<(DeviceKind, i32)> {
    CURRENT.with(|c| c.get())
}

pub fn set_current(kind: DeviceKind, num: i32) {
    CURRENT.with(|c| c.set(Some((kind, num))));
}

pub fn default_async() -> i32 {
    DEFAULT_ASYNC.with(|c| c.get())
}

/// `acc_set_default_async` (spec 3.2.14): `acc_async_default` restores the initial value;
/// `acc_async_noval` has no effect (2.14.3's restrictions, for the `set` directive that the
/// routine is functionally equivalent to).
pub fn set_default_async(v: i32) -> AccResult<()> {
    let v = match v {
        ACC_ASYNC_DEFAULT => ACC_ASYNC_NOVAL,
        ACC_ASYNC_NOVAL => return Ok(()),
        ACC_ASYNC_SYNC => v,
        q if q >= 0 => q,
        q => return Err(crate::queue::invalid_async(q)),
    };
    DEFAULT_ASYNC.with(|c| c.set(v));
    Ok(())
}

/// The device type named by an `acc_device_t` argument, with `acc_device_default` and
/// `acc_device_not_host` resolved; `Ok(None)` for `acc_device_none`.
pub fn kind_of(dev_type: i32) -> AccResult<Option<DeviceKind>> {
    match dev_type {
        ACC_DEVICE_NONE => Ok(None),
        ACC_DEVICE_DEFAULT => Ok(Some(crate::runtime::default_kind())),
        ACC_DEVICE_HOST => Ok(Some(DeviceKind::Host)),
        ACC_DEVICE_NVIDIA => Ok(Some(DeviceKind::Nvidia)),
        // Any device but the host: the emulated device when it is the one selected
        // (ACC_DEVICE_TYPE=emul), else NVIDIA.
        ACC_DEVICE_NOT_HOST => Ok(Some(match crate::runtime::default_kind() {
            DeviceKind::Emul => DeviceKind::Emul,
            _ => DeviceKind::Nvidia,
        })),
        ACC_DEVICE_OXACC_EMUL => Ok(Some(DeviceKind::Emul)),
        ACC_DEVICE_CURRENT => Ok(Some(crate::runtime::current_kind())),
        other => Err(AccError::new(
            ErrorCode::DeviceTypeUnavailable,
            format!(
                "{other} is not a device type this implementation supports (acc_device_host, acc_device_nvidia, acc_device_oxacc_emul)"
            ),
        )),
    }
}
