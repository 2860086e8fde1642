//! The C structures of `include/acc_prof.h` (spec 5.2), laid out as the spec's (LP64), with the
//! enumeration values a tool compares against. The layout test at the bottom and the C test
//! `tests/prof/abi.c` hold them to the header.

use std::ffi::{c_char, c_int, c_void};

pub type AccEvent = c_int;

pub const EV_NONE: AccEvent = 0;
pub const EV_DEVICE_INIT_START: AccEvent = 1;
pub const EV_DEVICE_INIT_END: AccEvent = 2;
pub const EV_DEVICE_SHUTDOWN_START: AccEvent = 3;
pub const EV_DEVICE_SHUTDOWN_END: AccEvent = 4;
pub const EV_RUNTIME_SHUTDOWN: AccEvent = 5;
pub const EV_CREATE: AccEvent = 6;
pub const EV_DELETE: AccEvent = 7;
pub const EV_ALLOC: AccEvent = 8;
pub const EV_FREE: AccEvent = 9;
pub const EV_ENTER_DATA_START: AccEvent = 10;
pub const EV_ENTER_DATA_END: AccEvent = 11;
pub const EV_EXIT_DATA_START: AccEvent = 12;
pub const EV_EXIT_DATA_END: AccEvent = 13;
pub const EV_UPDATE_START: AccEvent = 14;
pub const EV_UPDATE_END: AccEvent = 15;
pub const EV_COMPUTE_CONSTRUCT_START: AccEvent = 16;
pub const EV_COMPUTE_CONSTRUCT_END: AccEvent = 17;
pub const EV_ENQUEUE_LAUNCH_START: AccEvent = 18;
pub const EV_ENQUEUE_LAUNCH_END: AccEvent = 19;
pub const EV_ENQUEUE_UPLOAD_START: AccEvent = 20;
pub const EV_ENQUEUE_UPLOAD_END: AccEvent = 21;
pub const EV_ENQUEUE_DOWNLOAD_START: AccEvent = 22;
pub const EV_ENQUEUE_DOWNLOAD_END: AccEvent = 23;
pub const EV_WAIT_START: AccEvent = 24;
pub const EV_WAIT_END: AccEvent = 25;
pub const EV_ERROR: AccEvent = 100;
pub const EV_LAST: AccEvent = 101;

/// `acc_construct_t`.
pub const CONSTRUCT_PARALLEL: c_int = 0;
pub const CONSTRUCT_KERNELS: c_int = 1;
pub const CONSTRUCT_DATA: c_int = 3;
pub const CONSTRUCT_ENTER_DATA: c_int = 4;
pub const CONSTRUCT_EXIT_DATA: c_int = 5;
pub const CONSTRUCT_DECLARE: c_int = 8;
pub const CONSTRUCT_INIT: c_int = 9;
pub const CONSTRUCT_SHUTDOWN: c_int = 10;
pub const CONSTRUCT_SET: c_int = 11;
pub const CONSTRUCT_UPDATE: c_int = 12;
pub const CONSTRUCT_WAIT: c_int = 14;
pub const CONSTRUCT_RUNTIME_API: c_int = 15;
pub const CONSTRUCT_SERIAL: c_int = 16;

/// `acc_register_t`.
pub const REG: c_int = 0;
pub const TOGGLE: c_int = 1;
pub const TOGGLE_PER_THREAD: c_int = 2;

/// `acc_device_api`.
pub const API_NONE: c_int = 0;
pub const API_CUDA: c_int = 1;

/// `vendor` of `acc_api_info`: 'o' 'x'.
pub const VENDOR: c_int = 0x6f78;

/// `acc_prof_info` (`acc_callback_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ProfInfo {
    pub event_type: AccEvent,
    pub valid_bytes: c_int,
    pub version: c_int,
    pub device_type: c_int,
    pub device_number: c_int,
    pub thread_id: c_int,
    pub async_: isize,
    pub async_queue: isize,
    pub src_file: *const c_char,
    pub func_name: *const c_char,
    pub line_no: c_int,
    pub end_line_no: c_int,
    pub func_line_no: c_int,
    pub func_end_line_no: c_int,
}

/// `acc_data_event_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DataEventInfo {
    pub event_type: AccEvent,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
    pub var_name: *const c_char,
    pub bytes: usize,
    pub host_ptr: *const c_void,
    pub device_ptr: *const c_void,
}

/// `acc_launch_event_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LaunchEventInfo {
    pub event_type: AccEvent,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
    pub kernel_name: *const c_char,
    pub num_gangs: usize,
    pub num_workers: usize,
    pub vector_length: usize,
    pub num_gangs_per_dim: *mut usize,
}

/// `acc_error_event_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ErrorEventInfo {
    pub event_type: AccEvent,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
    pub error_code: c_int,
    pub error_message: *const c_char,
    pub runtime_info: usize,
}

/// `acc_other_event_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct OtherEventInfo {
    pub event_type: AccEvent,
    pub valid_bytes: c_int,
    pub parent_construct: c_int,
    pub implicit: c_int,
    pub tool_info: *mut c_void,
}

/// `acc_event_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union EventInfo {
    pub event_type: AccEvent,
    pub data_event: DataEventInfo,
    pub launch_event: LaunchEventInfo,
    pub other_event: OtherEventInfo,
    pub error_event: ErrorEventInfo,
}

/// `acc_api_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ApiInfo {
    pub device_api: c_int,
    pub valid_bytes: c_int,
    pub device_type: c_int,
    pub vendor: c_int,
    pub device_handle: *const c_void,
    pub context_handle: *const c_void,
    pub async_handle: *const c_void,
}

/// `acc_callback`.
pub type Callback = unsafe extern "C" fn(*mut ProfInfo, *mut EventInfo, *mut ApiInfo);
/// `acc_prof_reg`.
pub type RegFn = unsafe extern "C" fn(AccEvent, Option<Callback>, c_int);
/// `acc_query_fn`.
pub type QueryFn = unsafe extern "C" fn();
/// `acc_prof_lookup_func`.
pub type LookupFn = unsafe extern "C" fn(*const c_char) -> Option<QueryFn>;
/// `acc_register_library`.
pub type RegisterLibraryFn = unsafe extern "C" fn(RegFn, RegFn, LookupFn);

/// valid_bytes of spec 5.2.1: the offset of the last field plus its size.
pub const PROF_INFO_VALID: c_int = 72;
pub const DATA_EVENT_VALID: c_int = 56;
pub const LAUNCH_EVENT_VALID: c_int = 64;
pub const ERROR_EVENT_VALID: c_int = 48;
pub const OTHER_EVENT_VALID: c_int = 24;
pub const API_INFO_VALID: c_int = 40;

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    #[test]
    fn layouts_are_the_specs() {
        // valid_bytes(struct) = offset(last field) + valid_bytes(last field) (spec 5.2.1).
        assert_eq!(
            offset_of!(ProfInfo, func_end_line_no) + 4,
            PROF_INFO_VALID as usize
        );
        assert_eq!(offset_of!(ProfInfo, async_), 24);
        assert_eq!(offset_of!(ProfInfo, src_file), 40);
        assert_eq!(offset_of!(ProfInfo, line_no), 56);
        assert_eq!(
            offset_of!(DataEventInfo, device_ptr) + 8,
            DATA_EVENT_VALID as usize
        );
        assert_eq!(offset_of!(DataEventInfo, tool_info), 16);
        assert_eq!(offset_of!(DataEventInfo, bytes), 32);
        assert_eq!(
            offset_of!(LaunchEventInfo, num_gangs_per_dim) + 8,
            LAUNCH_EVENT_VALID as usize
        );
        assert_eq!(
            offset_of!(ErrorEventInfo, runtime_info) + 8,
            ERROR_EVENT_VALID as usize
        );
        assert_eq!(
            offset_of!(OtherEventInfo, tool_info) + 8,
            OTHER_EVENT_VALID as usize
        );
        assert_eq!(
            offset_of!(ApiInfo, async_handle) + 8,
            API_INFO_VALID as usize
        );
        assert_eq!(size_of::<EventInfo>(), 64);
    }
}
