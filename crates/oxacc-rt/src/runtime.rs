//! The process-wide registry of devices, created lazily: the host device always exists, the
//! emulated device on first use, the NVIDIA devices when the CUDA driver is first probed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use crate::backend::emul::EmulBackend;
use crate::backend::host::HostBackend;
use crate::backend::{nvidia, DeviceKind};
use crate::device::Device;
use crate::error::{AccError, AccResult, ErrorCode};
use crate::icv;

static HOST: OnceLock<Arc<Device>> = OnceLock::new();
static EMUL: OnceLock<Vec<Arc<Device>>> = OnceLock::new();

fn host_device() -> &'static Arc<Device> {
    let make = || {
        Arc::new(Device::new(
            DeviceKind::Host,
            0,
            Arc::new(HostBackend::new()),
        ))
    };
    if let Some(d) = HOST.get() {
        return d;
    }
    static CLAIM: AtomicBool = AtomicBool::new(false);
    // The runtime's start-up: a -gpu=managed allocation meanwhile (a callback's) is libc's.
    crate::managed::starting(|| {
        if !CLAIM.swap(true, Ordering::AcqRel) {
            crate::prof::device_init(DeviceKind::Host, 0, || {
                HOST.get_or_init(make);
            });
        }
        HOST.get_or_init(make)
    })
}

/// The emulated devices: one, or `OXACC_EMUL_DEVICES` (1 to 64) so that what several GPUs
/// need (one present table, queue set and memory per device, a current device per thread) is
/// tested without them. Each has its own heap, so an address of one is not accessible on
/// another.
fn emul_devices() -> &'static [Arc<Device>] {
    let make = || {
        (0..icv::env_emul_devices())
            .map(|i| {
                Arc::new(Device::new(
                    DeviceKind::Emul,
                    i as i32,
                    Arc::new(EmulBackend::with_ordinal(i as i32)),
                ))
            })
            .collect()
    };
    if let Some(v) = EMUL.get() {
        return v;
    }
    // The device initialisation events (5.1.2) are raised outside `get_or_init`, by the one
    // thread that claims them: a tool's callback that asks about devices
    // (acc_get_num_devices, acc_get_device_type...) comes back here, and re-entering
    // `get_or_init` on the same thread deadlocks (it hung until 2026-11-29). Device 0's
    // bracket holds the creation of all (a callback re-entering from its start event
    // creates them itself).
    static CLAIM: AtomicBool = AtomicBool::new(false);
    crate::managed::starting(|| {
        if !CLAIM.swap(true, Ordering::AcqRel) {
            for i in 0..icv::env_emul_devices() {
                crate::prof::device_init(DeviceKind::Emul, i as i32, || {
                    EMUL.get_or_init(make);
                });
            }
        }
        EMUL.get_or_init(make)
    })
}

static NVIDIA: OnceLock<Vec<Arc<Device>>> = OnceLock::new();

fn nvidia_devices() -> &'static [Arc<Device>] {
    if let Some(v) = NVIDIA.get() {
        return v;
    }
    // The runtime's start-up: the CUDA driver's initialisation may call the C library's
    // allocators, the program's own under -gpu=managed (`crate::managed::starting`).
    crate::managed::starting(|| {
        // The profiling tools are registered before the first device exists (spec 5.3).
        crate::prof::ensure_init();
        NVIDIA.get_or_init(|| {
            nvidia::probe()
                .into_iter()
                .enumerate()
                .map(|(i, b)| Arc::new(Device::new(DeviceKind::Nvidia, i as i32, b)))
                .collect()
        })
    })
}

/// The devices of a type that exist already, creating none (the exit path of the profiling
/// interface).
pub fn existing_devices(kind: DeviceKind) -> &'static [Arc<Device>] {
    match kind {
        DeviceKind::Nvidia => NVIDIA.get().map_or(&[], Vec::as_slice),
        DeviceKind::Host => HOST.get().map_or(&[], std::slice::from_ref),
        DeviceKind::Emul => EMUL.get().map_or(&[], Vec::as_slice),
    }
}

/// Number of devices of a type (spec 3.2.1).
pub fn num_devices(kind: DeviceKind) -> usize {
    match kind {
        DeviceKind::Host => 1,
        DeviceKind::Emul => emul_devices().len(),
        DeviceKind::Nvidia => nvidia_devices().len(),
    }
}

/// The default device type: `ACC_DEVICE_TYPE` when set, else the GPU when present, else host.
pub fn default_kind() -> DeviceKind {
    match icv::env_device_type() {
        Ok(Some(k)) => k,
        _ if num_devices(DeviceKind::Nvidia) > 0 => DeviceKind::Nvidia,
        _ => DeviceKind::Host,
    }
}

/// Checks `ACC_DEVICE_TYPE` and `ACC_DEVICE_NUM` once: a value naming no type, a type with
/// no device, or a device number that is not a nonnegative integer is an error (chapters 4.1,
/// 4.2, spec 3.2.2). A number too large for the default type is reported by
/// `default_device` (4.2: implementation-defined; oxacc stops).
pub fn check_env() -> AccResult<()> {
    match icv::env_device_type() {
        // A.1.2's AMD name: a type oxacc knows (openacc.h's acc_device_radeon), never
        // available.
        Err(s) if s.trim().eq_ignore_ascii_case("radeon") => Err(AccError::new(
            ErrorCode::DeviceTypeUnavailable,
            format!(
                "ACC_DEVICE_TYPE={s}: no device of type acc_device_radeon is available (oxacc has no AMD GPU backend)"
            ),
        )),
        Err(s) => Err(AccError::new(
            ErrorCode::DeviceTypeUnavailable,
            format!(
                "ACC_DEVICE_TYPE={s} names no device type (expected host, multicore, nvidia or emul)"
            ),
        )),
        Ok(Some(k)) if num_devices(k) == 0 => Err(unavailable(k)),
        Ok(_) => match icv::env_device_num_checked() {
            Err(s) => {
                // All digits: a number past `int` (2147483648), which "not a nonnegative
                // integer" misdescribed.
                let t = s.trim();
                let what = if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
                    format!("is too large for a device number (at most {})", i32::MAX)
                } else {
                    "is not a nonnegative integer".to_string()
                };
                Err(AccError::new(
                    ErrorCode::DeviceUnavailable,
                    format!("ACC_DEVICE_NUM={s} {what} (OpenACC 3.3, 4.2)"),
                ))
            }
            Ok(_) => Ok(()),
        },
    }
}

pub fn unavailable(k: DeviceKind) -> AccError {
    let why = match k {
        DeviceKind::Nvidia => nvidia::why_absent(),
        _ => String::new(),
    };
    AccError::new(
        ErrorCode::DeviceTypeUnavailable,
        format!(
            "no device of type acc_device_{} is available{why}",
            k.name()
        ),
    )
}

pub fn current_kind() -> DeviceKind {
    icv::current_override()
        .map(|(k, _)| k)
        .unwrap_or_else(default_kind)
}

/// Device `num` of type `kind`.
pub fn device(kind: DeviceKind, num: i32) -> AccResult<Arc<Device>> {
    device_ref(kind, num).cloned()
}

/// Device `num` of type `kind`, borrowed: devices live as long as the process.
pub fn device_ref(kind: DeviceKind, num: i32) -> AccResult<&'static Arc<Device>> {
    let n = num_devices(kind);
    if n == 0 {
        return Err(unavailable(kind));
    }
    if num < 0 || num as usize >= n {
        return Err(AccError::new(
            ErrorCode::DeviceUnavailable,
            format!(
                "device number {num} is not valid for acc_device_{} ({n} available)",
                kind.name()
            ),
        ));
    }
    Ok(match kind {
        DeviceKind::Host => host_device(),
        DeviceKind::Emul => &emul_devices()[num as usize],
        DeviceKind::Nvidia => &nvidia_devices()[num as usize],
    })
}

/// The current device of the calling thread (spec 2.3: acc-current-device-type-var and
/// acc-current-device-num-var), made current for the backend.
pub fn current() -> AccResult<Arc<Device>> {
    current_ref().cloned()
}

/// (the ICV choice, the device it gave): see `LAST_DEVICE`.
type LastDevice = (Option<(DeviceKind, i32)>, Option<&'static Arc<Device>>);

thread_local! {
    /// The device this thread's `current_ref` last found, with the ICV choice it found it for
    /// (`icv::current_override`). Devices live for the process in the lists above, fixed once
    /// probed, and the default device is worked out once: the same choice always gives the
    /// same device, so a repeat needs none of `device_ref`'s checks (the count of devices of
    /// the kind, the range of the number, the list's lookup: about 90 instructions per call,
    /// and every compute construct calls this four or five times). Errors are not kept.
    static LAST_DEVICE: std::cell::Cell<LastDevice> = const { std::cell::Cell::new((None, None)) };
}

/// `current` without a reference count: the path of every compute construct (no lock, no
/// atomic read-modify-write).
pub fn current_ref() -> AccResult<&'static Arc<Device>> {
    let choice = icv::current_override();
    let (seen, last) = LAST_DEVICE.with(|c| c.get());
    let d = match last {
        Some(d) if seen == choice => d,
        _ => {
            let d = match choice {
                Some((kind, num)) => device_ref(kind, num)?,
                None => default_device()?,
            };
            LAST_DEVICE.with(|c| c.set((choice, Some(d))));
            d
        }
    };
    d.backend.make_current()?;
    crate::entry::declared_catch_up(d)?;
    Ok(d)
}

/// The thread's current device for a question about it (its limits: `__oxacc_fit_block`),
/// without making it current for the backend or mapping its `declare`d globals: the device
/// `current_ref` last found for the same ICV choice, else `current_ref` itself.
pub fn current_for_query() -> AccResult<&'static Arc<Device>> {
    match LAST_DEVICE.with(|c| c.get()) {
        (seen, Some(d)) if seen == icv::current_override() => Ok(d),
        _ => current_ref(),
    }
}

/// The device of a thread that chose none: the environment is read once and the device list
/// is fixed once probed, so the answer (or the error) is worked out once.
fn default_device() -> AccResult<&'static Arc<Device>> {
    static D: OnceLock<AccResult<&'static Arc<Device>>> = OnceLock::new();
    D.get_or_init(|| {
        // The runtime's start-up (`crate::managed::starting`).
        let _starting = crate::managed::Starting::new();
        check_env()?;
        let k = default_kind();
        device_ref(k, icv::env_device_num()).map_err(|mut e| {
            // Name the variable that chose the number (4.2: a number past the devices of the
            // type is implementation-defined; oxacc stops, saying why).
            if let Ok(Some(n)) = icv::env_device_num_checked() {
                e.message = format!("ACC_DEVICE_NUM={n}: {}", e.message);
            }
            e
        })
    })
    .clone()
}
