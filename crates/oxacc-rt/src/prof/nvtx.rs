//! NVTX ranges for Nsight: each compute construct, data region, update, kernel launch, transfer
//! and wait becomes a pushed and popped range on its host thread. The NVTX library is opened at
//! run time (no link-time dependency): `libnvToolsExt.so.1` (CUDA toolkits up to 12) or
//! `libnvtx3interop.so.1` (NVTX 3 as CUDA 12.8+ ships it). Turned on by `OXACC_NVTX=1`, or by
//! Nsight itself (it sets `NVTX_INJECTION64_PATH`); `OXACC_NVTX=0` turns it off.

use std::ffi::{c_char, c_int, c_void, CString};

use super::sink::{device_word, Record, Sink};
use super::{abi, cstr, Payload};

extern "C" {
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}

type PushFn = unsafe extern "C" fn(*const c_char) -> c_int;
type PopFn = unsafe extern "C" fn() -> c_int;

pub struct Nvtx {
    push: PushFn,
    pop: PopFn,
}

impl Nvtx {
    pub fn load() -> Option<Nvtx> {
        for name in [
            c"libnvToolsExt.so.1",
            c"libnvToolsExt.so",
            c"libnvtx3interop.so.1",
            c"libnvtx3interop.so",
        ] {
            // SAFETY: dlopen of a library name.
            let h = unsafe { dlopen(name.as_ptr(), 2) };
            if h.is_null() {
                continue;
            }
            // SAFETY: symbol lookups in the library just opened.
            let (push, pop) = unsafe {
                (
                    dlsym(h, c"nvtxRangePushA".as_ptr()),
                    dlsym(h, c"nvtxRangePop".as_ptr()),
                )
            };
            if push.is_null() || pop.is_null() {
                continue;
            }
            // SAFETY: NVTX's C signatures: int nvtxRangePushA(const char *), int nvtxRangePop(void).
            return Some(unsafe {
                Nvtx {
                    push: std::mem::transmute::<*mut c_void, PushFn>(push),
                    pop: std::mem::transmute::<*mut c_void, PopFn>(pop),
                }
            });
        }
        None
    }
}

impl Sink for Nvtx {
    fn event(&self, r: &Record<'_>) {
        let what = match r.ev.kind {
            abi::EV_COMPUTE_CONSTRUCT_START => "compute region",
            abi::EV_ENTER_DATA_START => "enter data",
            abi::EV_EXIT_DATA_START => "exit data",
            abi::EV_UPDATE_START => "update",
            abi::EV_ENQUEUE_LAUNCH_START => "launch",
            abi::EV_ENQUEUE_UPLOAD_START => "upload",
            abi::EV_ENQUEUE_DOWNLOAD_START => "download",
            abi::EV_WAIT_START => "wait",
            abi::EV_COMPUTE_CONSTRUCT_END
            | abi::EV_ENTER_DATA_END
            | abi::EV_EXIT_DATA_END
            | abi::EV_UPDATE_END
            | abi::EV_ENQUEUE_LAUNCH_END
            | abi::EV_ENQUEUE_UPLOAD_END
            | abi::EV_ENQUEUE_DOWNLOAD_END
            | abi::EV_WAIT_END => {
                // SAFETY: NVTX's pop; ranges nest per thread as the events do.
                unsafe { (self.pop)() };
                return;
            }
            _ => return,
        };
        let s = &r.scope.src;
        let mut text = format!("{what} {}", device_word(r.device_kind));
        match r.ev.payload {
            Payload::Launch { kernel, .. } => {
                if let Some(k) = cstr(kernel) {
                    text = format!("{text} {k}");
                }
            }
            Payload::Data { name, bytes, .. } => {
                if let Some(n) = cstr(name) {
                    text = format!("{text} {n}");
                }
                text = format!("{text} ({bytes} bytes)");
            }
            _ => {}
        }
        if s.line > 0 {
            text = format!("{text} {}:{}", s.func_str(), s.line);
        }
        let c = CString::new(text).unwrap_or_default();
        // SAFETY: NVTX copies the message.
        unsafe { (self.push)(c.as_ptr()) };
    }
}
