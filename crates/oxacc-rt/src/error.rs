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
        let conv = |p: *const c_char| unsafe { static_str(p) };
        Loc {
            name: conv(name),
            file_line: conv(file_line),
            implicit: false,
        }
    }
}

/// Entries of the per-thread cache of [`static_str`] (direct-mapped by address).
const STR_CACHE: usize = 32;

thread_local! {
    /// (address, the string there) of the C strings converted last: a construct's data
    /// clauses hand the same literals (names, "file.c:LINE") to every entry call, and each
    /// conversion is a `strlen` and a UTF-8 check (a fifth of `__oxacc_data_enter` +
    /// `__oxacc_data_exit` of three present clauses on the dev VM, `perf`).
    static STRS: [std::cell::Cell<(usize, Option<&'static str>)>; STR_CACHE] =
        const { [const { std::cell::Cell::new((0, None)) }; STR_CACHE] };
}

/// The string at `p` (None for null or invalid UTF-8), remembered per thread by address.
///
/// # Safety
/// `p` is null or a NUL-terminated string that outlives the program and never changes (the
/// compiler's literals): the address alone then identifies the string.
pub(crate) unsafe fn static_str(p: *const c_char) -> Option<&'static str> {
    if p.is_null() {
        return None;
    }
    let key = p as usize;
    let slot = (key >> 3) % STR_CACHE;
    STRS.with(|c| {
        let (k, v) = c[slot].get();
        if k == key {
            return v;
        }
        // SAFETY: the caller's contract.
        let s = unsafe { CStr::from_ptr(p) }.to_str().ok();
        c[slot].set((key, s));
        s
    })
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
    halt(&format!("OXACC ERROR in {routine}: {err}"))
}

/// Prints `line` and ends the program with status 1, once: other threads that fail meanwhile
/// (a team's threads reaching the same error) wait for the exit instead of printing a second
/// line, which the first one's `exit` could cut short (CI's run of 2026-12-01 saw it with
/// OpenMP's `ordered` check). A failure on the halting thread itself (an exit handler's)
/// still prints and exits, as before.
pub fn halt(line: &str) -> ! {
    use std::sync::atomic::{AtomicBool, Ordering};
    static HALTING: AtomicBool = AtomicBool::new(false);
    thread_local! {
        static THIS_THREAD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    let again = THIS_THREAD.with(|t| t.replace(true));
    if HALTING.swap(true, Ordering::AcqRel) && !again {
        loop {
            std::thread::park();
        }
    }
    eprintln!("{line}");
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The per-thread cache of converted C strings returns each address's own string, also
    /// when two addresses share a slot (one evicts the other), and None for null and for
    /// bytes that are not UTF-8.
    #[test]
    fn static_strings_are_remembered_by_address() {
        // 33 literals: more than the cache's slots, so some share one.
        let texts: Vec<std::ffi::CString> = (0..33)
            .map(|i| std::ffi::CString::new(format!("v{i}.c:{i}")).expect("no NUL"))
            .collect();
        let texts: &'static [std::ffi::CString] = Box::leak(texts.into_boxed_slice());
        for round in 0..3 {
            for (i, t) in texts.iter().enumerate() {
                // SAFETY: leaked, so static and unchanged.
                let got = unsafe { static_str(t.as_ptr()) };
                assert_eq!(got, Some(format!("v{i}.c:{i}").as_str()), "round {round}");
            }
        }
        // SAFETY: null is allowed.
        assert_eq!(unsafe { static_str(std::ptr::null()) }, None);
        let bad: &'static [u8] = b"\xff\xfe\0";
        // SAFETY: a static NUL-terminated byte string.
        assert_eq!(unsafe { static_str(bad.as_ptr() as *const c_char) }, None);
        // SAFETY: as above.
        let l = unsafe { Loc::from_c(texts[3].as_ptr(), texts[4].as_ptr()) };
        assert_eq!((l.name, l.file_line), (Some("v3.c:3"), Some("v4.c:4")));
    }
}
