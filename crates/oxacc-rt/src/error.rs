//! Runtime errors (spec 1.5, error codes of 5.2.2).
//!
//! Every core operation returns `Result<_, AccError>`; only the C ABI layer turns an error into
//! the default behaviour of spec 1.5: one line on stderr naming the routine or clause, the data
//! (host range, bytes, variable name and source location when known), then exit with status 1.

use std::ffi::{c_char, CStr};
use std::fmt;

/// `acc_error_t` of spec 5.2.2 (values as in the spec's enumeration).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum ErrorCode {
    Other = 1,
    System = 2,
    Execution = 3,
    DeviceInit = 4,
    DeviceShutdown = 5,
    DeviceUnavailable = 6,
    DeviceTypeUnavailable = 7,
    WrongDeviceType = 8,
    OutOfMemory = 9,
    NotPresent = 10,
    PartlyPresent = 11,
    Present = 12,
    InvalidArgument = 13,
    InvalidAsync = 14,
    InvalidNullPointer = 15,
    InvalidDataSection = 16,
}

impl ErrorCode {
    /// The spelling of the spec's enumerator, used in messages.
    pub fn name(self) -> &'static str {
        match self {
            ErrorCode::Other => "acc_error_other",
            ErrorCode::System => "acc_error_system",
            ErrorCode::Execution => "acc_error_execution",
            ErrorCode::DeviceInit => "acc_error_device_init",
            ErrorCode::DeviceShutdown => "acc_error_device_shutdown",
            ErrorCode::DeviceUnavailable => "acc_error_device_unavailable",
            ErrorCode::DeviceTypeUnavailable => "acc_error_device_type_unavailable",
            ErrorCode::WrongDeviceType => "acc_error_wrong_device_type",
            ErrorCode::OutOfMemory => "acc_error_out_of_memory",
            ErrorCode::NotPresent => "acc_error_not_present",
            ErrorCode::PartlyPresent => "acc_error_partly_present",
            ErrorCode::Present => "acc_error_present",
            ErrorCode::InvalidArgument => "acc_error_invalid_argument",
            ErrorCode::InvalidAsync => "acc_error_invalid_async",
            ErrorCode::InvalidNullPointer => "acc_error_invalid_null_pointer",
            ErrorCode::InvalidDataSection => "acc_error_invalid_data_section",
        }
    }
}

/// Where a data clause came from: the variable's text and `file:line`, both optional
/// (API calls have neither; generated code passes both).
///
/// Invariant: both strings are slices of static NUL-terminated C strings (the literals the
/// generated code passes, see [`Loc::from_c`]), so the profiling interface hands them to tools
/// as C strings without a copy (`prof::loc_c`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Loc {
    pub name: Option<&'static str>,
    pub file_line: Option<&'static str>,
    /// The clause was determined implicitly (2.6.2): profiling events say `implicit`.
    pub implicit: bool,
}

impl Loc {
    pub const NONE: Loc = Loc {
        name: None,
        file_line: None,
        implicit: false,
    };

    /// Builds a location from two C strings handed to an entry point. The compiler passes
    /// string literals, which live for the whole program, hence `'static`.
    ///
    /// # Safety
    /// Each pointer is null or a NUL-terminated string that outlives the program.
    pub unsafe fn from_c(name: *const c_char, file_line: *const c_char) -> Loc {
        // SAFETY: the caller guarantees null or a static NUL-terminated string.
        let conv = |p: *const c_char| unsafe {
            if p.is_null() {
                None
            } else {
                CStr::from_ptr(p).to_str().ok()
            }
        };
        Loc {
            name: conv(name),
            file_line: conv(file_line),
            implicit: false,
        }
    }
}

/// A runtime error: the code of spec 5.2.2 and a message that says what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccError {
    pub code: ErrorCode,
    pub message: String,
}

impl AccError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> AccError {
        AccError {
            code,
            message: message.into(),
        }
    }

    /// An error about a host data section `[host, host+bytes)`, with its location.
    pub fn data(code: ErrorCode, what: &str, host: usize, bytes: usize, loc: Loc) -> AccError {
        let mut m = String::new();
        if let Some(n) = loc.name {
            m.push_str(&format!("'{n}' "));
        }
        m.push_str(&format!("host {} ({bytes} bytes)", range(host, bytes)));
        if let Some(fl) = loc.file_line {
            m.push_str(&format!(" at {fl}"));
        }
        m.push_str(": ");
        m.push_str(what);
        AccError::new(code, m)
    }

    /// An error about a single host address (a pointer's value, the argument of
    /// `acc_unmap_data`): there is no section, so no range is shown (a `[a, a) (0 bytes)`
    /// range read as if an empty section were meant).
    pub fn at_address(code: ErrorCode, what: &str, host: usize, loc: Loc) -> AccError {
        let mut m = String::new();
        if let Some(n) = loc.name {
            m.push_str(&format!("'{n}' "));
        }
        m.push_str(&format!("host address {host:#x}"));
        if let Some(fl) = loc.file_line {
            m.push_str(&format!(" at {fl}"));
        }
        m.push_str(": ");
        m.push_str(what);
        AccError::new(code, m)
    }

    pub fn system(what: impl fmt::Display) -> AccError {
        AccError::new(ErrorCode::System, what.to_string())
    }
}

/// `[0xa, 0xb)` text of a byte range.
pub fn range(start: usize, bytes: usize) -> String {
    format!("[{:#x}, {:#x})", start, start.wrapping_add(bytes))
}

impl fmt::Display for AccError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.name(), self.message)
    }
}

pub type AccResult<T> = Result<T, AccError>;

/// The error callbacks of spec 1.5: the tools' `acc_ev_error` callbacks first (5.1.11), then,
/// when they return, the default one: print one line and halt the program.
pub fn fail(routine: &str, err: &AccError) -> ! {
    crate::prof::error(err.code as i32, &format!("{routine}: {err}"));
    eprintln!("OXACC ERROR in {routine}: {err}");
    std::process::exit(1)
}

/// Runs the body of an `extern "C"` routine: no panic crosses the ABI, and an error takes the
/// default error path of spec 1.5. A panic is a bug in the runtime; it is reported like an
/// error (`acc_error_other`) rather than unwinding into C.
pub fn guard<T>(routine: &str, body: impl FnOnce() -> AccResult<T>) -> T {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => fail(routine, &e),
        Err(p) => {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            fail(
                routine,
                &AccError::new(ErrorCode::Other, format!("internal error: {what}")),
            )
        }
    }
}
