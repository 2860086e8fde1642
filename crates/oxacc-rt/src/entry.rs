//! The `__oxacc_*` entry points called by generated code (declared, with their contract, in
//! `include/oxacc_rt.h`).

use std::ffi::{c_char, c_int, c_longlong, c_uint, c_void, CStr};
use std::sync::Arc;

use crate::backend::{CudaLaunch, Launch};
use crate::device::{CopyBack, Device, Direction, Enter, Exit, Missing};
use crate::error::{guard, AccError, AccResult, ErrorCode, Loc};
use crate::kernel::{DGlobal, Kernel};
use crate::present::Counter;
use crate::prof::{self, abi};
use crate::queue::{self, Target};
use crate::{icv, runtime, team};

pub const COPY: c_int = 0;
pub const COPYIN: c_int = 1;
pub const COPYOUT: c_int = 2;
pub const CREATE: c_int = 3;
pub const NO_CREATE: c_int = 4;
pub const PRESENT: c_int = 5;
pub const DELETE: c_int = 6;
pub const ATTACH: c_int = 7;
pub const DETACH: c_int = 8;
pub const DEVICEPTR: c_int = 9;
pub const UPDATE_DEVICE: c_int = 10;
pub const UPDATE_SELF: c_int = 11;

pub const F_ZERO: c_int = 1;
pub const F_FINALIZE: c_int = 2;
pub const F_READONLY: c_int = 4;
pub const F_IF_PRESENT: c_int = 8;
pub const F_DYNAMIC: c_int = 16;
pub const F_IMPLICIT: c_int = 32;
/// The `copy` of a scalar reduction variable of a compute construct (a hint: see
/// `Device::enter_hinted`).
pub const F_REDUCTION: c_int = 64;
/// On an ATTACH of a compute construct: the pointer member of each element of an array of
/// structs (`host` in element 0, `ptr_addr` the same member of element 1, `bytes` the
/// array's size or 0; see oxacc_rt.h).
pub const F_EACH: c_int = 128;
/// `__OXACC_DEFAULT_PRESENT`: the implicit `present` of a `default(present)` clause.
pub const F_DEFAULT_PRESENT: c_int = 256;
/// `__OXACC_POINTER_VAR`: a `present` clause naming a C pointer variable whole (A.3.1).
pub const F_POINTER_VAR: c_int = 512;
/// On a CREATE of a file-scope `declare deviceptr` variable: its device copy mirrors the
/// host pointer (see `Device::mirror`).
pub const F_MIRROR: c_int = 1024;
/// On a one-row rows call of `a[i][lo:n]` (an element subscript before the range): the row's
/// pointer slot is entered and exited only when it is not part of a larger mapped pointer
/// array (`enter data copyin(a[0:4][0:n])` then `exit data copyout(a[1][0:n])` ends row 1's
/// lifetime, not the pointer array's).
pub const F_ELEMENT_ROW: c_int = 2048;

/// On the PRESENT of the pointer slots of rows of one pointer array that a structured
/// construct names together (`present(m[1][0:64], m[2][0:64])`, mapped as `m[1:2]`): when
/// separate mappings hold the slots (rows entered by separate directives), the construct's
/// kernels get a gathered copy of them (`Device::gather_slots`) instead of a partly-present
/// error. On the CREATE of the slots of rows named by another clause (`copy(m[1][0:64],
/// m[2][0:64])`) the same when every slot of the range is present (2.6: present data is
/// used as it is).
pub const F_ROW_SLOTS: c_int = 4096;
/// Set by the runtime on an `F_ROW_SLOTS` descriptor whose `dev` is such a gathered copy:
/// its exit frees it and ends no lifetime.
const F_GATHERED: c_int = 1 << 30;

/// `struct __oxacc_clause`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Clause {
    pub kind: c_int,
    pub flags: c_int,
    pub host: *mut c_void,
    pub bytes: usize,
    pub ptr_addr: *mut *mut c_void,
    pub name: *const c_char,
    pub loc: *const c_char,
    pub dev: *mut c_void,
}

impl Clause {
    fn loc(&self) -> Loc {
        // SAFETY: generated code passes string literals or null (oxacc_rt.h).
        let mut l = unsafe { Loc::from_c(self.name, self.loc) };
        l.implicit = self.flags & F_IMPLICIT != 0;
        l
    }
    fn counter(&self) -> Counter {
        counter_of(self.flags)
    }
}

/// The reference counter a clause's flags name (`F_DYNAMIC`: enter/exit data, else a
/// structured construct's).
fn counter_of(flags: c_int) -> Counter {
    if flags & F_DYNAMIC != 0 {
        Counter::Dynamic
    } else {
        Counter::Structured
    }
}

/// # Safety
/// `p` is null (with `n == 0`) or points to `n` values.
unsafe fn slice<'a, T>(p: *const T, n: c_int) -> &'a [T] {
    if p.is_null() || n <= 0 {
        &[]
    } else {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(p, n as usize) }
    }
}

/// Applies a `wait(...)` clause before an operation on `target`.
fn apply_waits(d: &Arc<Device>, waits: &[c_int], target: Target) -> AccResult<()> {
    for &w in waits {
        if let Target::Queue(k) = queue::resolve(w)? {
            d.wait_async(k, target)?;
        }
    }
    Ok(())
}

/// The clause's name in messages.
fn clause_name(kind: c_int) -> &'static str {
    match kind {
        COPY => "copy",
        COPYIN => "copyin",
        COPYOUT => "copyout",
        CREATE => "create",
        NO_CREATE => "no_create",
        PRESENT => "present",
        DELETE => "delete",
        ATTACH => "attach",
        DETACH => "detach",
        DEVICEPTR => "deviceptr",
        UPDATE_DEVICE => "update device",
        UPDATE_SELF => "update self",
        _ => "data",
    }
}

/// Names the clause in an error's message.
fn in_clause(kind: c_int) -> impl Fn(AccError) -> AccError {
    move |mut e| {
        e.message = format!("{} clause: {}", clause_name(kind), e.message);
        e
    }
}

/// [`in_clause`] for a descriptor: the implicit `present` of a `default(present)` clause
/// names that clause (the program has no `present` clause for the var).
///
/// A `present(p)` of a C pointer whose target is not present either (`__OXACC_POINTER_VAR`:
/// the clause would have taken the target, A.3.1) says so, with the target's address.
fn in_clause_of(c: &Clause) -> impl Fn(AccError) -> AccError {
    // Built before every clause's entry, used only on an error: the pointer's value and the
    // name are read there, not here.
    let c = *c;
    move |mut e| {
        let pointer = c.kind == PRESENT
            && c.flags & F_POINTER_VAR != 0
            && c.bytes == std::mem::size_of::<usize>()
            && !c.host.is_null();
        if pointer && e.code == ErrorCode::NotPresent {
            // SAFETY: `host` is the address of the pointer variable the clause names (taken
            // by the generated code, `bytes` its size): readable host memory, read as an
            // integer.
            let target = unsafe { std::ptr::read_unaligned(c.host as *const usize) };
            let name = c.loc().name.unwrap_or("p");
            e.message.push_str(&format!(
                "; nor is the data it points to ({target:#x}), which present({name}) also accepts (A.3.1)"
            ));
        }
        if c.kind == PRESENT && c.flags & F_DEFAULT_PRESENT != 0 {
            e.message = format!(
                "default(present) clause (OpenACC 3.3, 2.5.16): {}",
                e.message
            );
            e
        } else {
            in_clause(c.kind)(e)
        }
    }
}

fn enter_one(d: &Device, c: &mut Clause, t: Target) -> AccResult<()> {
    let loc = c.loc();
    let host = c.host as usize;
    let action = match c.kind {
        COPY | COPYIN => Enter::Copyin,
        COPYOUT | CREATE => Enter::Create {
            zero: c.flags & F_ZERO != 0,
        },
        NO_CREATE => Enter::NoCreate,
        PRESENT => Enter::Present,
        ATTACH | DEVICEPTR | DETACH | DELETE => {
            c.dev = c.host;
            return Ok(());
        }
        k => {
            return Err(AccError::new(
                ErrorCode::InvalidArgument,
                format!("clause kind {k} cannot enter a data lifetime"),
            ))
        }
    };
    // A section of a null pointer (`no_create(opt[0:n])` of an optional array never
    // allocated): the glossary defines a null pointer as "always present with a length of
    // zero bytes", and 2.7.5-2.7.10 act on var only "if var is not a null pointer", so the
    // clause does nothing and device code sees the null pointer (no_create, 2.7.10: "any
    // device code in this construct will use the local memory address"). libgomp maps a
    // null host address to null as well. The API routines keep their null-pointer error
    // (3.2.18: "an acc_invalid_null_pointer error is issued if data_arg is a null pointer
    // and bytes is nonzero"); they do not come through here.
    if host == 0 {
        c.dev = std::ptr::null_mut();
        return Ok(());
    }
    // `present(p)` of a C pointer: OpenACC 3.3 tests the pointer variable itself (A.3.1);
    // programs written for earlier revisions and nvc mean the data it points to, which nvc
    // tests. When the variable is absent and its target present, the clause applies to the
    // target (one byte of it: the element size is not known here), as nvc does; its exit
    // then ends the same lifetime, since the descriptor now names the target.
    if c.kind == PRESENT && c.flags & F_POINTER_VAR != 0 {
        if let Some(target) = d.pointer_target(host, c.bytes) {
            c.host = target as *mut c_void;
            c.bytes = 1;
            return enter_one(d, c, t);
        }
    }
    // Only a structured `copy` takes the reduction hint: its lifetime is the construct's, and
    // its copyout at the construct's end is the one the slot path replaces.
    let reduction = c.kind == COPY && c.flags & (F_REDUCTION | F_DYNAMIC) == F_REDUCTION;
    let entered = d.enter_hinted(action, c.counter(), host, c.bytes, t, loc, reduction);
    c.dev = match entered {
        Err(e)
            if e.code == ErrorCode::PartlyPresent
                && c.flags & F_ROW_SLOTS != 0
                && (c.kind == PRESENT || c.kind == CREATE && d.all_present(host, c.bytes)) =>
        {
            let Some(dev) = d.gather_slots(host, c.bytes, t)? else {
                return Err(in_clause_of(c)(e));
            };
            c.flags |= F_GATHERED;
            dev
        }
        r => r.map_err(in_clause_of(c))?,
    } as *mut c_void;
    if c.flags & F_MIRROR != 0 {
        d.mirror(host);
    }
    Ok(())
}

/// The construct of a clause array (the profiling interface's parent_construct when the
/// entry point is called outside a region).
fn clauses_construct(c: *const Clause, n: c_int, dynamic: c_int) -> c_int {
    // SAFETY: generated code passes an array of `n` descriptors (oxacc_rt.h).
    let first = unsafe { slice(c, n) }.first();
    match first {
        Some(c) if c.flags & F_DYNAMIC != 0 => dynamic,
        _ => abi::CONSTRUCT_DATA,
    }
}

fn first_loc(c: *const Clause, n: c_int) -> Loc {
    // SAFETY: as above.
    unsafe { slice(c, n) }
        .first()
        .map(|c| c.loc())
        .unwrap_or(Loc::NONE)
}

/// `queue::resolve`, an invalid argument's error naming the construct's source line. `loc` is
/// called only for that error: converting the location's C string on every launch and data
/// entry was about 70 instructions of each (issue 10's host work per launch).
fn resolve_at<'a>(async_arg: c_int, loc: impl FnOnce() -> Option<&'a str>) -> AccResult<Target> {
    queue::resolve(async_arg).map_err(|mut e| {
        if let Some(l) = loc() {
            e.message.push_str(&format!(" (at {l})"));
        }
        e
    })
}

/// A construct's sections for the batch entry and exit: (host, bytes, the address of the
/// pointer the section was reached through or 0).
type Sections = [(usize, usize, usize); crate::device::BATCH_MAX];

/// The sections of a construct's clauses into `out` when all are structured data clauses on
/// plain sections (no pointer to attach, no `finalize`, at most `BATCH_MAX`): those whose
/// entry and exit, when the data is present, are a counter each
/// (`Device::enter_present_all`); their number, or `None`. (Filled in place: an `Option` of
/// the array returned by value was a 400-byte copy on every entry and exit.)
fn batch_sections(cs: &[Clause], out: &mut Sections) -> Option<usize> {
    if cs.len() > out.len() || prof::on() {
        return None;
    }
    for (c, s) in cs.iter().zip(out.iter_mut()) {
        // A section reached through a pointer (`ptr_addr`) comes too: the batch checks that
        // its attach/detach is none (the pointer not itself in device memory).
        let plain = matches!(
            c.kind,
            COPY | COPYIN | COPYOUT | CREATE | PRESENT | NO_CREATE
        ) && c.flags & (F_DYNAMIC | F_FINALIZE | F_GATHERED) == 0;
        if !plain {
            return None;
        }
        *s = (c.host as usize, c.bytes, c.ptr_addr as usize);
    }
    Some(cs.len())
}

/// `Device::enter_present_all` for a clause array, setting each clause's device address.
fn enter_all_present(d: &Device, cs: &mut [Clause]) -> bool {
    let mut secs: Sections = [(0, 0, 0); crate::device::BATCH_MAX];
    let Some(n) = batch_sections(cs, &mut secs) else {
        return false;
    };
    let mut devs = [0; crate::device::BATCH_MAX];
    if !d.enter_present_all(&secs[..n], &mut devs) {
        return false;
    }
    for (c, dev) in cs.iter_mut().zip(devs) {
        c.dev = dev as *mut c_void;
    }
    true
}

fn data_enter(c: *mut Clause, n: c_int, async_arg: c_int, waits: &[c_int]) -> AccResult<()> {
    // No usable current device (a bad ACC_DEVICE_TYPE / ACC_DEVICE_NUM): say which construct
    // found out.
    let d = runtime::current_ref().map_err(|e| at_line(e, first_loc(c, n)))?;
    let t = resolve_at(async_arg, || first_loc(c, n).file_line)?;
    let fb = if prof::on() {
        prof::fallback_begin(
            d,
            t,
            clauses_construct(c, n, abi::CONSTRUCT_ENTER_DATA),
            abi::EV_ENTER_DATA_START,
            abi::EV_ENTER_DATA_END,
            || first_loc(c, n),
        )
    } else {
        None
    };
    data_enter_on(d, t, c, n, waits)?;
    if let Some(f) = fb {
        prof::fallback_end(d, f);
    }
    Ok(())
}

fn data_enter_on(
    d: &Arc<Device>,
    t: Target,
    c: *mut Clause,
    n: c_int,
    waits: &[c_int],
) -> AccResult<()> {
    apply_waits(d, waits, t)?;
    if c.is_null() || n <= 0 {
        return Ok(());
    }
    // SAFETY: generated code passes an array of `n` descriptors (oxacc_rt.h).
    let cs = unsafe { std::slice::from_raw_parts_mut(c, n as usize) };
    if enter_all_present(d, cs) {
        return Ok(());
    }
    for c in cs.iter_mut() {
        enter_one(d, c, t)?;
    }
    // Pointer attachments after the copies of the same directive (spec 2.7.2).
    for c in cs.iter() {
        if c.kind == ATTACH && c.flags & F_EACH != 0 {
            let stride = (c.ptr_addr as usize).wrapping_sub(c.host as usize);
            d.attach_each(c.host as usize, stride, c.bytes, t, c.loc())?;
        } else if c.kind == ATTACH {
            d.attach(c.host as usize, t, c.loc())?;
        } else if !c.ptr_addr.is_null() {
            // Through the section's first element: a section with a non-zero lower bound
            // (`copy(s.p[8:4])`) does not hold the pointer's value.
            if c.bytes > 0 {
                d.attach_section(c.ptr_addr as usize, Some(c.host as usize), t, c.loc())?;
            } else {
                d.attach_zero_length(c.ptr_addr as usize, t, c.loc())?;
            }
        }
    }
    Ok(())
}

fn data_exit(c: *mut Clause, n: c_int, async_arg: c_int, waits: &[c_int]) -> AccResult<()> {
    let d = runtime::current_ref()?;
    let t = resolve_at(async_arg, || first_loc(c, n).file_line)?;
    let fb = if prof::on() {
        prof::fallback_begin(
            d,
            t,
            clauses_construct(c, n, abi::CONSTRUCT_EXIT_DATA),
            abi::EV_EXIT_DATA_START,
            abi::EV_EXIT_DATA_END,
            || first_loc(c, n),
        )
    } else {
        None
    };
    data_exit_on(d, t, c, n, waits)?;
    if let Some(f) = fb {
        prof::fallback_end(d, f);
    }
    Ok(())
}

fn data_exit_on(
    d: &Arc<Device>,
    t: Target,
    c: *mut Clause,
    n: c_int,
    waits: &[c_int],
) -> AccResult<()> {
    apply_waits(d, waits, t)?;
    if c.is_null() || n <= 0 {
        return Ok(());
    }
    // SAFETY: generated code passes an array of `n` descriptors (oxacc_rt.h).
    let cs = unsafe { std::slice::from_raw_parts(c, n as usize) };
    let mut secs: Sections = [(0, 0, 0); crate::device::BATCH_MAX];
    if let Some(n) = batch_sections(cs, &mut secs) {
        if d.exit_present_all(&secs[..n]) {
            return Ok(());
        }
    }
    // Detach actions before the copies of the same directive (spec 2.7.2).
    for c in cs {
        let finalize = c.flags & F_FINALIZE != 0;
        if c.kind == ATTACH && c.flags & F_EACH != 0 {
            let stride = (c.ptr_addr as usize).wrapping_sub(c.host as usize);
            d.detach_each(c.host as usize, stride, c.bytes, t)?;
        } else if c.kind == ATTACH || c.kind == DETACH {
            d.detach(c.host as usize, finalize, t)?;
        } else if !c.ptr_addr.is_null() {
            d.detach(c.ptr_addr as usize, finalize, t)?;
        }
    }
    // The sections this construct's copy/copyout clauses promise to bring back: a clause of
    // another kind naming the same present-table entry (an alias, `copy(y) copyin(x)` with
    // `x == y`) may be the one whose decrement ends the lifetime, and the copy still happens
    // (the reading of 2.6.7 / 2.7.6-2.7.8 at `Device::exit_in_construct`).
    // A lone clause aliases nothing: no list to build (e.g. a reduction scalar's copy).
    let copy_back: Vec<CopyBack> = if cs.len() > 1 {
        cs.iter()
            .filter(|c| matches!(c.kind, COPY | COPYOUT) && !c.host.is_null() && c.bytes > 0)
            .map(|c| CopyBack {
                host: c.host as usize,
                bytes: c.bytes,
                loc: c.loc(),
            })
            .collect()
    } else {
        Vec::new()
    };
    // Every section the construct's clauses name: a mapping one of them ends is only partly
    // copied back without a warning when the rest is named too (its action chosen), see
    // `device::partial_copy_back`.
    let named: Vec<(usize, usize)> = if cs.len() > 1 {
        cs.iter()
            .filter(|c| !c.host.is_null() && c.bytes > 0 && !matches!(c.kind, ATTACH | DETACH))
            .map(|c| (c.host as usize, c.bytes))
            .collect()
    } else {
        Vec::new()
    };
    for (i, c) in cs.iter().enumerate() {
        if c.host.is_null() {
            // Nothing entered for a null pointer (`enter_one`): nothing to end.
            continue;
        }
        if c.flags & F_GATHERED != 0 {
            // A gathered copy of row slots (`F_ROW_SLOTS`): no lifetime was entered.
            d.release_snapshot(c.dev as usize, t)?;
            continue;
        }
        let action = match c.kind {
            COPY | COPYOUT => Exit::Copyout,
            COPYIN | CREATE | NO_CREATE | PRESENT | DELETE => Exit::Delete,
            _ => continue,
        };
        // A structured copy or copyout whose data is gone at the exit would lose the
        // device's results silently: the construct entered it on another device (the body
        // called acc_set_device_num) or the device was shut down. Absent is fine for a
        // zero-length section (2.7.1: nothing entered) and for one an earlier clause of the
        // construct covers (`copy(p[0:n]) copyout(q[0:n])` with q == p: that clause's exit
        // ended the lifetime and copied the data back).
        let must_be_there = action == Exit::Copyout
            && c.counter() == Counter::Structured
            && c.bytes > 0
            && !cs[..i].iter().any(|o| {
                let (h, oh) = (c.host as usize, o.host as usize);
                !o.host.is_null()
                    && oh < h.saturating_add(c.bytes)
                    && h < oh.saturating_add(o.bytes.max(1))
            });
        let missing = if must_be_there {
            Missing::Error
        } else {
            Missing::Ignore
        };
        let finalize = c.flags & F_FINALIZE != 0;
        d.exit_in_construct(
            action,
            c.counter(),
            finalize,
            c.host as usize,
            c.bytes,
            t,
            missing,
            c.loc(),
            &copy_back,
            &named,
        )
        .map_err(|mut e| {
            if e.code == ErrorCode::NotPresent {
                e.message.push_str(
                    " at the construct's exit, which runs on the current device: was the \
                     device changed (acc_set_device_num, set device_num) or shut down inside \
                     the construct?",
                );
            }
            e
        })
        .map_err(in_clause(c.kind))?;
    }
    Ok(())
}

/// The symbol every object that oxacc compiles with `-acc` or `-fopenmp` and that calls the
/// runtime references (oxacc-lower's `pipeline::LINK_HINT_SYMBOL`, the same text): defined
/// here, it costs nothing in a link through `oxacc -acc`; in a link of such objects by plain
/// `cc`, the linker's list of undefined `__oxacc_*` entry points ends with this name, which
/// says what to do. A plain identifier: rustc lists exported names unquoted in the version
/// script of the cdylib.
pub const LINK_HINT_SYMBOL: &str =
    "__oxacc_runtime_needed__link_with_oxacc_and_the_compile_flag_acc_or_fopenmp";

/// See [`LINK_HINT_SYMBOL`] (`export_name` takes a literal: keep the two in step,
/// oxacc-lower's `link_hint_symbol_is_the_runtimes` test compares them).
#[used]
#[export_name = "__oxacc_runtime_needed__link_with_oxacc_and_the_compile_flag_acc_or_fopenmp"]
pub static LINK_HINT: u8 = 0;

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_data_enter(
    c: *mut Clause,
    n: c_int,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("data clause (enter)", || data_enter(c, n, async_arg, waits))
}

/// See `oxacc_rt.h`: a construct with no descriptor. Its location names the construct when
/// there is no usable current device or the async argument is invalid (with no clause to take
/// it from, the error of a bad `ACC_DEVICE_NUM` named no line).
///
/// # Safety
/// `waits` as for `__oxacc_data_enter`; `loc` is a NUL-terminated literal or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_data_enter_at(
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("construct", || {
        // SAFETY: the header's contract on `loc`.
        let l = unsafe { Loc::from_c(std::ptr::null(), loc) };
        runtime::current_ref().map_err(|e| at_line(e, l))?;
        resolve_at(async_arg, || l.file_line)?;
        data_enter(std::ptr::null_mut(), 0, async_arg, waits)
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_data_exit(
    c: *mut Clause,
    n: c_int,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("data clause (exit)", || data_exit(c, n, async_arg, waits))
}

/// A clause of a file-scope `declare` directive, kept for the devices a thread makes current
/// later (see [`declared_catch_up`]). Its pointers are a global's address and string literals
/// of the program (or of a loaded library, whose destructor clears `host`).
struct Declared(Clause);

// SAFETY: the pointers are addresses of globals and string literals, valid in every thread.
unsafe impl Send for Declared {}

/// The clauses of every file-scope `declare` directive whose constructor ran, in order.
static DECLARED: std::sync::Mutex<Vec<Declared>> = std::sync::Mutex::new(Vec::new());
/// `DECLARED.len()`, read without the lock on every `runtime::current_ref`.
static DECLARED_LEN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

thread_local! {
    /// Set while this thread maps the registry onto a device: the data actions look up the
    /// current device too, and must not start another catch-up.
    static CATCHING_UP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn declared_lock() -> std::sync::MutexGuard<'static, Vec<Declared>> {
    DECLARED.lock().unwrap_or_else(|e| e.into_inner())
}

/// Maps onto `d` the file-scope `declare`d globals it does not have yet. A file-scope
/// `declare create(g)` makes `g` present for the whole program (2.13) on every device, as nvc
/// and gcc (the global is part of each device's image), but its constructor maps it on the
/// device current at start-up only: before, a thread that chose another device
/// (`acc_set_device_num(tid % ndev, ...)`, the multi-GPU pattern, or `ACC_DEVICE_NUM` then
/// `acc_set_device_num(0, ...)`) stopped with "'g' ... is not present on the device (device 1
/// ...)" at its first compute construct using `g`. Each device keeps how many entries of the
/// registry it has mapped; the check is one atomic load per lookup of the current device.
#[inline]
pub(crate) fn declared_catch_up(d: &Arc<Device>) -> AccResult<()> {
    use std::sync::atomic::Ordering;
    if d.declared.load(Ordering::Acquire) >= DECLARED_LEN.load(Ordering::Acquire) {
        return Ok(());
    }
    declared_catch_up_slow(d)
}

/// The rare part of [`declared_catch_up`] (a library was loaded since this device last
/// looked), apart so that the check every lookup of the current device makes stays inline.
#[cold]
#[inline(never)]
fn declared_catch_up_slow(d: &Arc<Device>) -> AccResult<()> {
    use std::sync::atomic::Ordering;
    if CATCHING_UP.with(|c| c.get()) {
        return Ok(());
    }
    let reg = declared_lock();
    let from = d.declared.load(Ordering::Acquire);
    if from >= reg.len() {
        return Ok(());
    }
    let mut cs: Vec<Clause> = reg[from..]
        .iter()
        .map(|c| c.0)
        .filter(|c| !c.host.is_null())
        .collect();
    CATCHING_UP.with(|c| c.set(true));
    let r = data_enter_on(d, Target::Sync, cs.as_mut_ptr(), cs.len() as c_int, &[]);
    CATCHING_UP.with(|c| c.set(false));
    d.declared.store(reg.len(), Ordering::Release);
    r
}

/// See `oxacc_rt.h`: the constructor of a file's global `declare` directive, after it mapped
/// the clauses on the current device, records them for the other devices.
///
/// # Safety
/// `c` points to `n` clauses (or is null with `n <= 0`) whose pointers are globals' addresses
/// and string literals.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_declare_register(c: *const Clause, n: c_int) {
    use std::sync::atomic::Ordering;
    // SAFETY: the caller's contract.
    let cs = unsafe { slice(c, n) };
    if cs.is_empty() {
        return;
    }
    // The device the constructor's data clauses just used (caught up with the earlier
    // entries by that lookup).
    let d = runtime::current_ref().ok();
    let mut reg = declared_lock();
    let before = reg.len();
    reg.extend(cs.iter().map(|c| Declared(*c)));
    DECLARED_LEN.store(reg.len(), Ordering::Release);
    if let Some(d) = d {
        // It has the new entries already: mapped by the constructor.
        let _ = d
            .declared
            .compare_exchange(before, reg.len(), Ordering::AcqRel, Ordering::Acquire);
    }
}

/// See `oxacc_rt.h`: the destructor of a file's global `declare` directive (2.13). A shared
/// library the program dlopen()s uses the program's runtime (the driver exports it), and its
/// `declare`d globals were mapped by its constructor; after dlclose() their mappings stayed
/// in the present table, so a reopened library's constructor found its fresh globals
/// "present" with the first load's device data (a counter bumped on the device read 2 after
/// reopening instead of 1), and unmapped addresses stayed mapped. The mappings are dropped,
/// device memory untouched (at exit the device may be gone already; the blocks leak).
///
/// # Safety
/// `c` points to `n` clauses (or is null with `n <= 0`).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_declare_forget(c: *const Clause, n: c_int) {
    // SAFETY: the caller's contract.
    let cs = unsafe { slice(c, n) };
    {
        // Devices made current later must not map the unloaded library's globals.
        let mut reg = declared_lock();
        for e in reg.iter_mut() {
            if cs.iter().any(|cl| cl.host == e.0.host) {
                e.0.host = std::ptr::null_mut();
            }
        }
    }
    for cl in cs.iter().filter(|cl| !cl.host.is_null()) {
        for kind in [
            crate::backend::DeviceKind::Host,
            crate::backend::DeviceKind::Emul,
            crate::backend::DeviceKind::Nvidia,
        ] {
            for d in runtime::existing_devices(kind) {
                d.forget_mapping(cl.host as usize);
            }
        }
    }
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_update(
    c: *const Clause,
    n: c_int,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the header's contract on `c` and `waits`.
    let (cs, waits) = unsafe { (slice(c, n), slice(waits, nwaits)) };
    guard("update", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        // Updates whose clauses are all implicit are no update directive: they keep the
        // host code of a `kernels` construct (a loop kept on the host, 2.5.3) and the device
        // copies of its scalars alike. They raise no update events (a report showed
        // "update directive reached" at the line of a loop, under "<runtime API>"); their
        // transfers belong to the construct around them.
        let implicit = !cs.is_empty() && cs.iter().all(|c| c.flags & F_IMPLICIT != 0);
        let fb = if prof::on() && !implicit {
            prof::fallback_begin(
                d,
                t,
                abi::CONSTRUCT_UPDATE,
                abi::EV_UPDATE_START,
                abi::EV_UPDATE_END,
                || cs.first().map(|c| c.loc()).unwrap_or(Loc::NONE),
            )
        } else {
            None
        };
        update_on(d, t, cs, waits)?;
        if let Some(f) = fb {
            prof::fallback_end(d, f);
        }
        Ok(())
    })
}

fn update_on(d: &Arc<Device>, t: Target, cs: &[Clause], waits: &[c_int]) -> AccResult<()> {
    {
        apply_waits(d, waits, t)?;
        for c in cs {
            // A section of a null pointer (`update self(p[0:n])` with `p == NULL`): as for
            // the data clauses (`enter_one`), the glossary's null pointer is "always present
            // with a length of zero bytes", so there is nothing to update (libgomp skips a
            // null host address too). The API routines keep their null-pointer error
            // (3.2.20); they do not come through here.
            if c.host.is_null() {
                continue;
            }
            let dir = match c.kind {
                UPDATE_DEVICE => Direction::ToDevice,
                UPDATE_SELF => Direction::ToHost,
                k => {
                    return Err(AccError::new(
                        ErrorCode::InvalidArgument,
                        format!("clause kind {k} is not an update"),
                    ))
                }
            };
            d.update(
                dir,
                c.host as usize,
                c.bytes,
                t,
                c.flags & F_IF_PRESENT != 0,
                c.loc(),
            )
            .map_err(in_clause(c.kind))?;
        }
        Ok(())
    }
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_use_device(
    host: *mut c_void,
    if_present: c_int,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("host_data use_device", || {
        let d = runtime::current_ref()?;
        if host.is_null() || d.shared_at(host as usize) {
            return Ok(host);
        }
        match d.deviceptr(host as usize) {
            0 if if_present != 0 => Ok(host),
            0 => Err(AccError::at_address(
                ErrorCode::NotPresent,
                &d.absent(),
                host as usize,
                loc,
            )),
            p => Ok(p as *mut c_void),
        }
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_wait(waits: *const c_int, nwaits: c_int, async_arg: c_int) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("wait", || wait_current(waits, async_arg))
}

/// The queues `waits` (empty: every queue) of the current device, waited for by the local
/// thread or by the queue of `async_arg` (2.16.2, 2.16.3).
fn wait_current(waits: &[c_int], async_arg: c_int) -> AccResult<()> {
    let d = runtime::current_ref()?;
    let t = queue::resolve(async_arg)?;
    if waits.is_empty() {
        for k in d.queues.busy_keys() {
            d.wait_async(k, t)?;
        }
    } else {
        apply_waits(d, waits, t)?;
    }
    if t == Target::Sync {
        d.sweep()?;
    }
    Ok(())
}

/// See `oxacc_rt.h`: `__oxacc_wait` of a `wait` directive or clause, with a `devnum:` and the
/// source line, which its errors name as the other clauses' errors do (" (at file:line)").
#[no_mangle]
pub unsafe extern "C" fn __oxacc_wait_at(
    waits: *const c_int,
    nwaits: c_int,
    async_arg: c_int,
    devnum: *const c_int,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `waits`, `devnum` and `loc`.
    let (waits, dev, loc) = unsafe {
        (
            slice(waits, nwaits),
            devnum.as_ref().copied(),
            Loc::from_c(std::ptr::null(), loc),
        )
    };
    guard("wait", || {
        match dev {
            Some(n) => crate::api::asynch::wait_device_queues(n, waits, async_arg),
            None => wait_current(waits, async_arg),
        }
        .map_err(|e| at_line(e, loc))
    })
}

/// See `oxacc_rt.h`: a subarray length evaluated at run time. A negative one became about 2^64
/// bytes (`(size_t)len * sizeof elem`): "cannot allocate 18446744073709551576 bytes" with an
/// inverted host range under emul, "partly present" for an update, and nothing at all under
/// host, where no data moves.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_length(
    len: c_longlong,
    kind: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    if len >= 0 {
        return;
    }
    // SAFETY: the header's contract: null or static NUL-terminated strings.
    let loc = unsafe { Loc::from_c(name, loc) };
    let m = name_at(&loc);
    let err = AccError::new(
        ErrorCode::InvalidDataSection,
        format!(
            "{}: a length of the subarray is {len}: it must not be negative (OpenACC 3.3, 2.7.1)",
            m.trim_end()
        ),
    );
    crate::error::fail(&format!("{} clause", clause_name(kind)), &err)
}

/// "'name' at file:line" of a clause's location (the parts it has), for the messages of
/// `__oxacc_check_length` and `__oxacc_check_extent`.
fn name_at(loc: &Loc) -> String {
    let mut m = String::new();
    if let Some(n) = loc.name {
        m.push_str(&format!("'{n}' "));
    }
    if let Some(fl) = loc.file_line {
        m.push_str(&format!("at {fl}"));
    }
    m
}

/// See `oxacc_rt.h`: a subarray range outside its array's extent at run time. It copied the
/// neighbouring variables' memory to and from the device (a `copyout` overwrote them) where
/// the same range as constants is a compile-time error (2.7.1).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_extent(
    lo: c_longlong,
    len: c_longlong,
    extent: u64,
    level: c_int,
    kind: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // The compile-time message's wording (`subarray_out_of_bounds`), in i128: no overflow.
    let (lo, len) = (i128::from(lo), i128::from(len));
    let what = if len == 0 {
        format!("no elements, starting at element {lo}")
    } else if len == 1 && lo >= 0 {
        format!("element {lo}")
    } else {
        format!("elements {lo} to {}", lo + len - 1)
    };
    let dim = if level == 0 {
        String::new()
    } else {
        format!(" in dimension {}", i64::from(level) + 1)
    };
    // SAFETY: the header's contract: null or static NUL-terminated strings.
    unsafe {
        fail_data_section(kind, name, loc, |m| {
            format!("{m}: names {what}{dim}, outside the array's {extent} elements (OpenACC 3.3, 2.7.1)")
        })
    }
}

/// Stops with acc_error_invalid_data_section in the clause of `kind`; `message` gets the
/// variable and source line (`name_at`) to start with.
///
/// # Safety
/// `name` and `loc` are null or NUL-terminated strings.
unsafe fn fail_data_section(
    kind: c_int,
    name: *const c_char,
    loc: *const c_char,
    message: impl FnOnce(&str) -> String,
) -> ! {
    // SAFETY: the caller's contract.
    let loc = unsafe { Loc::from_c(name, loc) };
    let m = name_at(&loc);
    let err = AccError::new(ErrorCode::InvalidDataSection, message(m.trim_end()));
    crate::error::fail(&format!("{} clause", clause_name(kind)), &err)
}

/// See `oxacc_rt.h`: a subarray of a statically-sized multi-dimensional array whose run-time
/// bounds make it non-contiguous (`copyout(a[2:5][lo:m])` with `m` less than a row). The
/// mapping covered the smallest contiguous range around it, so a `copyout` overwrote the host
/// elements between the rows with the device's (never written: zeros on emul, garbage on a
/// GPU), where the same section with constant bounds is a compile-time error (2.7.1).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_contiguous(
    level: c_int,
    kind: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract: null or static NUL-terminated strings.
    unsafe {
        fail_data_section(kind, name, loc, |m| {
            format!(
                "{m}: the subarray is not contiguous: dimension {} of the statically-sized array does not take its whole extent while an outer dimension takes more than one element (OpenACC 3.3, 2.7.1: a subarray in a data clause must be a contiguous section of memory)",
                i64::from(level) + 1
            )
        })
    }
}

/// See `oxacc_rt.h`: the async and wait clauses' arguments of a directive, checked first so
/// that an invalid one is reported with the clause, the directive and its line. The data
/// entry that used to find them named a data clause ("in data clause (enter)", also on a
/// `parallel` with none) and no line when the directive had no data clause.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_sync(
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
    directive: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `waits`, `directive` and `loc`.
    let waits = unsafe { slice(waits, nwaits) };
    let bad_wait = waits.iter().find(|&&w| queue::resolve(w).is_err());
    let (clause, err) = match queue::resolve(async_arg) {
        Err(e) => ("async", e),
        Ok(_) => match bad_wait {
            Some(&w) => ("wait", queue::invalid_async(w)),
            None => return,
        },
    };
    // SAFETY: as above; only on the error path.
    let (directive, loc) = unsafe { (static_text(directive), Loc::from_c(std::ptr::null(), loc)) };
    crate::error::fail(
        &format!("{clause} clause of {}", directive.unwrap_or("a directive")),
        &at_line(err, loc),
    )
}

/// The C string at `p` (None for null or invalid UTF-8).
///
/// # Safety
/// `p` is null or a NUL-terminated string that outlives the program (a literal).
unsafe fn static_text(p: *const c_char) -> Option<&'static str> {
    // SAFETY: the caller's contract.
    unsafe { Loc::from_c(p, std::ptr::null()) }.name
}

/// See `oxacc_rt.h`: a num_gangs / num_workers / vector_length argument, checked before the
/// region runs on any device type. A value below 1 ran one gang (emul) or the default team
/// (host), and one beyond int ran 2^32 gangs (emul: no end) or was cut to an int (host).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_clause_size(
    value: c_longlong,
    before: c_longlong,
    clause: *const c_char,
    what: *const c_char,
    loc: *const c_char,
) -> c_longlong {
    let max = c_longlong::from(c_int::MAX);
    if (1..=max).contains(&value) && before.saturating_mul(value) <= max {
        return value;
    }
    // SAFETY: the header's contract: null or NUL-terminated strings.
    let text = |p: *const c_char| {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    };
    let clause = text(clause).unwrap_or_else(|| "size".into());
    let what = text(what).unwrap_or_else(|| clause.clone());
    let at = text(loc).map(|l| format!(" at {l}")).unwrap_or_default();
    let (section, count) = match clause.as_str() {
        "num_workers" => ("2.5.11", "the number of workers of a gang"),
        "vector_length" => ("2.5.12", "the number of vector lanes of a worker"),
        _ => ("2.5.10", "the number of gangs"),
    };
    let why = if value < 1 {
        format!("{count} must be at least 1")
    } else if value > max {
        format!("it is more than {max} (the argument is an int-expr)")
    } else {
        format!("the total number of gangs, {before} x {value}, is more than {max}")
    };
    let err = AccError::new(
        ErrorCode::InvalidArgument,
        format!("{what} is {value}{at}: {why} (OpenACC 3.3, {section})"),
    );
    crate::error::fail(&format!("{clause} clause"), &err)
}

/// `e` with the source line of the directive appended, as the data clauses' errors have it.
pub(crate) fn at_line(mut e: AccError, loc: Loc) -> AccError {
    if let Some(l) = loc.file_line {
        e.message.push_str(&format!(" (at {l})"));
    }
    e
}

/// The queue key that row transfers use when the directive is synchronous.
const ROWS_QUEUE: i32 = -100;

/// Where a rows or pointer-table copy runs: a synchronous one on `ROWS_QUEUE` (its copies
/// overlap, and the caller waits for the queue once at the end), an async one on its queue.
fn rows_target(t: Target) -> Target {
    if t == Target::Sync {
        Target::Queue(ROWS_QUEUE)
    } else {
        t
    }
}

#[allow(clippy::too_many_arguments)]
fn rows(
    enter: bool,
    a: *mut *mut c_void,
    nrows: usize,
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    loc: Loc,
) -> AccResult<()> {
    let d = runtime::current_ref()?;
    let t = queue::resolve(async_arg)?;
    let loc = Loc {
        implicit: flags & F_IMPLICIT != 0,
        ..loc
    };
    let fb = if prof::on() {
        let dynamic = flags & F_DYNAMIC != 0;
        let (c, s, e) = match (enter, dynamic) {
            (true, true) => (
                abi::CONSTRUCT_ENTER_DATA,
                abi::EV_ENTER_DATA_START,
                abi::EV_ENTER_DATA_END,
            ),
            (true, false) => (
                abi::CONSTRUCT_DATA,
                abi::EV_ENTER_DATA_START,
                abi::EV_ENTER_DATA_END,
            ),
            (false, true) => (
                abi::CONSTRUCT_EXIT_DATA,
                abi::EV_EXIT_DATA_START,
                abi::EV_EXIT_DATA_END,
            ),
            (false, false) => (
                abi::CONSTRUCT_DATA,
                abi::EV_EXIT_DATA_START,
                abi::EV_EXIT_DATA_END,
            ),
        };
        prof::fallback_begin(d, t, c, s, e, || loc)
    } else {
        None
    };
    rows_on(d, t, enter, a, nrows, row_off, row_bytes, kind, flags, loc)?;
    if let Some(f) = fb {
        prof::fallback_end(d, f);
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn rows_on(
    d: &Arc<Device>,
    t: Target,
    enter: bool,
    a: *mut *mut c_void,
    nrows: usize,
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    loc: Loc,
) -> AccResult<()> {
    if a.is_null() || d.shared_at(a as usize) {
        return Ok(());
    }
    let qt = rows_target(t);
    let counter = counter_of(flags);
    let ptrs = a as usize;
    let table_bytes = nrows * std::mem::size_of::<*mut c_void>();
    // SAFETY: `a` points to `nrows` row pointers (the clause's section).
    let row_ptr = |i: usize| unsafe { *a.add(i) as usize };
    // The first element of row i's section (`a[i][lo2]`: `row_off` bytes in).
    let row = |i: usize| row_ptr(i).wrapping_add(row_off);
    // The rows that are sections of data: a null row pointer (a jagged array's unused row)
    // is no data, and its clause action is none (2.7.2-2.7.11: "if var is not a null
    // pointer"); it was an invalid-null-pointer error, and with a lower bound (`row_off`)
    // the batched entry read memory at that small address. Its device row pointer is null
    // (the attach of a null pointer, below).
    let live_rows = || -> Vec<usize> { (0..nrows).filter(|&i| row_ptr(i) != 0).map(row).collect() };
    if enter {
        let action = match kind {
            COPY | COPYIN => Enter::Copyin,
            COPYOUT | CREATE => Enter::Create {
                zero: flags & F_ZERO != 0,
            },
            PRESENT => Enter::Present,
            _ => Enter::NoCreate,
        };
        let table_action = if action == Enter::Present {
            Enter::Present
        } else {
            Enter::Create { zero: false }
        };
        let table_shared = flags & F_ELEMENT_ROW != 0 && d.inside_larger_mapping(ptrs, table_bytes);
        if !table_shared {
            d.enter(table_action, counter, ptrs, table_bytes, qt, loc)?;
        }
        let rows = live_rows();
        // One allocation and one transfer for all rows when they are all new.
        if !d.enter_rows_batched(&rows, row_bytes, action, counter, qt, loc)? {
            for &r in &rows {
                d.enter(action, counter, r, row_bytes, qt, loc)?;
            }
        }
        for i in 0..nrows {
            let p = ptrs + i * std::mem::size_of::<*mut c_void>();
            if row_off == 0 {
                d.attach(p, qt, loc)?;
            } else {
                // Through the section's first element: element 0 of the row is not
                // present (as for a member's section, `Device::attach_section`).
                d.attach_section(
                    p,
                    (row_bytes > 0 && row_ptr(i) != 0).then(|| row(i)),
                    qt,
                    loc,
                )?;
            }
        }
    } else {
        let finalize = flags & F_FINALIZE != 0;
        for i in 0..nrows {
            d.detach(ptrs + i * std::mem::size_of::<*mut c_void>(), finalize, qt)?;
        }
        let action = if kind == COPY || kind == COPYOUT {
            Exit::Copyout
        } else {
            Exit::Delete
        };
        let rows = live_rows();
        // One transfer back for all rows when they share one block and all end here.
        if !d.exit_rows_batched(&rows, row_bytes, action, counter, finalize, qt, loc)? {
            for &r in &rows {
                d.exit(
                    action,
                    counter,
                    finalize,
                    r,
                    row_bytes,
                    qt,
                    Missing::Ignore,
                    loc,
                )?;
            }
        }
        let table_shared = flags & F_ELEMENT_ROW != 0 && d.inside_larger_mapping(ptrs, table_bytes);
        if !table_shared {
            d.exit(
                Exit::Delete,
                counter,
                finalize,
                ptrs,
                table_bytes,
                qt,
                Missing::Ignore,
                loc,
            )?;
        }
    }
    if t == Target::Sync {
        d.wait_implicit(ROWS_QUEUE)?;
    }
    Ok(())
}

/// Pointer tables of more than one level (`double ***a` in `copy(a[0:n][1:m][0:k])`, 2.7.1:
/// any combination of dynamically allocated dimensions): the table of `nrows` slots at `a`,
/// then per level of `levels` (offset in bytes of the section within each pointee, number of
/// slots) the tables the slots above point to, and at the bottom the rows as [`rows_on`] maps
/// them. Every slot is attached to the device copy of the table or row it points to (2.7.2),
/// through the section's first element when the section starts past element 0, as a row is.
#[allow(clippy::too_many_arguments)]
fn tree_on(
    d: &Arc<Device>,
    t: Target,
    enter: bool,
    a: *mut *mut c_void,
    nrows: usize,
    levels: &[(usize, usize)],
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    loc: Loc,
) -> AccResult<()> {
    let Some((&(off, count), below)) = levels.split_first() else {
        return rows_on(d, t, enter, a, nrows, row_off, row_bytes, kind, flags, loc);
    };
    if a.is_null() || d.shared_at(a as usize) {
        return Ok(());
    }
    let qt = rows_target(t);
    let counter = counter_of(flags);
    let ptrs = a as usize;
    let slot = std::mem::size_of::<*mut c_void>();
    // SAFETY: `a` points to `nrows` pointers (the clause's section of this level).
    let target = |i: usize| unsafe { *a.add(i) as usize };
    // The section of the table slot i points to; a null slot (an unused entry of a jagged
    // structure) has none, and its device slot is attached to null (2.7.2: no action).
    let sub = |i: usize| (target(i) != 0).then(|| target(i).wrapping_add(off));
    // The next level down of every slot's section, entered or exited.
    let below_all = |enter: bool| -> AccResult<()> {
        for i in 0..nrows {
            if let Some(s) = sub(i) {
                tree_on(
                    d,
                    qt,
                    enter,
                    s as *mut *mut c_void,
                    count,
                    below,
                    row_off,
                    row_bytes,
                    kind,
                    flags,
                    loc,
                )?;
            }
        }
        Ok(())
    };
    if enter {
        let table_action = if kind == PRESENT {
            Enter::Present
        } else {
            Enter::Create { zero: false }
        };
        d.enter(table_action, counter, ptrs, nrows * slot, qt, loc)?;
        below_all(true)?;
        for i in 0..nrows {
            let p = ptrs + i * slot;
            if off == 0 {
                d.attach(p, qt, loc)?;
            } else {
                d.attach_section(p, sub(i).filter(|_| count > 0), qt, loc)?;
            }
        }
    } else {
        let finalize = flags & F_FINALIZE != 0;
        for i in 0..nrows {
            d.detach(ptrs + i * slot, finalize, qt)?;
        }
        below_all(false)?;
        d.exit(
            Exit::Delete,
            counter,
            finalize,
            ptrs,
            nrows * slot,
            qt,
            Missing::Ignore,
            loc,
        )?;
    }
    if t == Target::Sync {
        d.wait_implicit(ROWS_QUEUE)?;
    }
    Ok(())
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_attach_slots(
    enter: c_int,
    p: *mut *mut c_void,
    slots: *mut c_void,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("data clause (attach)", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        if p.is_null() || d.shared_at(p as usize) {
            return Ok(());
        }
        if enter != 0 {
            d.attach_section(
                p as usize,
                (!slots.is_null()).then_some(slots as usize),
                t,
                loc,
            )
        } else {
            d.detach(p as usize, flags & F_FINALIZE != 0, t)
        }
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_tree_data(
    enter: c_int,
    a: *mut *mut c_void,
    nrows: usize,
    nlevels: usize,
    levels: *const usize,
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    let loc = Loc {
        implicit: flags & F_IMPLICIT != 0,
        ..loc
    };
    let what = if enter != 0 {
        "data clause (pointer tables, enter)"
    } else {
        "data clause (pointer tables, exit)"
    };
    guard(what, || {
        let levels: Vec<(usize, usize)> = if levels.is_null() {
            Vec::new()
        } else {
            // SAFETY: the header's contract: `levels` holds `2 * nlevels` values.
            unsafe { std::slice::from_raw_parts(levels, 2 * nlevels) }
                .chunks_exact(2)
                .map(|c| (c[0], c[1]))
                .collect()
        };
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        tree_on(
            d,
            t,
            enter != 0,
            a,
            nrows,
            &levels,
            row_off,
            row_bytes,
            kind,
            flags,
            loc,
        )
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_rows_enter(
    a: *mut *mut c_void,
    nrows: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("data clause (rows, enter)", || {
        rows(true, a, nrows, 0, row_bytes, kind, flags, async_arg, loc)
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_rows_enter_at(
    a: *mut *mut c_void,
    nrows: usize,
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("data clause (rows, enter)", || {
        rows(
            true, a, nrows, row_off, row_bytes, kind, flags, async_arg, loc,
        )
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_rows_exit_at(
    a: *mut *mut c_void,
    nrows: usize,
    row_off: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("data clause (rows, exit)", || {
        rows(
            false, a, nrows, row_off, row_bytes, kind, flags, async_arg, loc,
        )
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_rows_exit(
    a: *mut *mut c_void,
    nrows: usize,
    row_bytes: usize,
    kind: c_int,
    flags: c_int,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) {
    // SAFETY: the header's contract on `name` and `loc`.
    let loc = unsafe { Loc::from_c(name, loc) };
    guard("data clause (rows, exit)", || {
        rows(false, a, nrows, 0, row_bytes, kind, flags, async_arg, loc)
    })
}

/// A host compute region's body and the ICVs of the thread that launched it: every thread of
/// the CPU team that runs the region takes them (2.3: threads generated by a compute construct
/// inherit each ICV from the local thread), so `acc_get_default_async()` or
/// `acc_get_device_type()` in the region answers as the launching thread would. Before, the
/// team's other threads (and the queue worker of an `async` region) answered with their own
/// copies: the initial values, or whatever an OpenMP region had set on that thread.
struct Inherit {
    f: team::TeamFn,
    ctx: *mut c_void,
    icv: icv::Snapshot,
}

unsafe extern "C" fn run_inheriting(vctx: *mut c_void, tid: c_int, nthreads: c_int) {
    // SAFETY: `run_region` passes an `Inherit` that outlives the launch.
    let g = unsafe { &*(vctx as *const Inherit) };
    let own = icv::install(g.icv);
    // SAFETY: the contract of `run_region` on `f` and `ctx`.
    unsafe { (g.f)(g.ctx, tid, nthreads) };
    icv::install(own);
}

/// Runs a host compute region on the CPU team with the ICVs `icv` (those of the thread that
/// launched it: see [`Inherit`]).
///
/// # Safety
/// As `Team::run_gangs`: `f` may be called concurrently with `ctx`.
unsafe fn run_region(f: team::TeamFn, ctx: *mut c_void, nthreads_hint: c_int, icv: icv::Snapshot) {
    let g = Inherit { f, ctx, icv };
    // SAFETY: `run_inheriting` calls `f` with `ctx` as the caller allows; `g` outlives the
    // launch (`run_gangs` returns when every thread is done).
    unsafe {
        team::team().run_gangs(
            run_inheriting,
            &g as *const Inherit as *mut c_void,
            nthreads_hint,
        )
    };
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_run_team(
    f: Option<team::TeamFn>,
    ctx: *mut c_void,
    nthreads_hint: c_int,
) {
    // SAFETY: the same contract.
    unsafe { __oxacc_run_team_at(f, ctx, nthreads_hint, 0) }
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_run_team_at(
    f: Option<team::TeamFn>,
    ctx: *mut c_void,
    nthreads_hint: c_int,
    line: c_int,
) {
    guard("compute region (host)", || {
        if let Some(f) = f {
            let tok = if prof::on() {
                host_launch_start(nthreads_hint, Target::Sync, line)
            } else {
                None
            };
            // SAFETY: generated region bodies are written for concurrent calls with `ctx`.
            unsafe { run_region(f, ctx, nthreads_hint, icv::snapshot()) };
            if let Some((d, ev, tok)) = tok {
                let mut ev = ev;
                ev.device = Some(d);
                ev.kind = abi::EV_ENQUEUE_LAUNCH_END;
                // The team ran the region during this call: its span is the device's.
                let span = prof::want_device_time().then(|| prof::DevTime::Host {
                    start: tok.t0,
                    end: prof::now_us(),
                });
                prof::end(ev, tok, span);
            }
        }
        Ok(())
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_run_team_async(
    f: Option<team::TeamFn>,
    ctx: *const c_void,
    ctx_bytes: usize,
    nthreads_hint: c_int,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the same contract.
    unsafe {
        __oxacc_run_team_async_at(
            f,
            ctx,
            ctx_bytes,
            nthreads_hint,
            async_arg,
            waits,
            nwaits,
            0,
        )
    }
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_run_team_async_at(
    f: Option<team::TeamFn>,
    ctx: *const c_void,
    ctx_bytes: usize,
    nthreads_hint: c_int,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
    line: c_int,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("compute region (host, async)", || {
        let Some(f) = f else { return Ok(()) };
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        apply_waits(d, waits, t)?;
        // Own a copy of the context: the caller's may be a local that goes away.
        let mut owned: Vec<u64> = vec![0; ctx_bytes.div_ceil(8)];
        if ctx_bytes > 0 && !ctx.is_null() {
            // SAFETY: `ctx` points to `ctx_bytes` readable bytes; `owned` has room for them.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    ctx as *const u8,
                    owned.as_mut_ptr() as *mut u8,
                    ctx_bytes,
                )
            };
        }
        // The ICVs at the launch, not those of the queue's worker thread that runs it.
        let icv = icv::snapshot();
        let run = move || {
            let mut owned = owned;
            // SAFETY: as for __oxacc_run_team; `owned` lives until the region ends.
            unsafe { run_region(f, owned.as_mut_ptr() as *mut c_void, nthreads_hint, icv) };
        };
        let q = d.queue(t)?;
        let tok = if prof::on() {
            host_launch_start(nthreads_hint, t, line)
        } else {
            None
        };
        let s0 = tok.and_then(|_| prof::stamp(q.as_ref()));
        match &q {
            // Host work in queue order (on the GPU: a host function on the stream).
            Some(q) => q.host_fn(Box::new(run))?,
            None => run(),
        }
        if let Some((_, mut ev, tok)) = tok {
            let s1 = prof::stamp(q.as_ref());
            ev.kind = abi::EV_ENQUEUE_LAUNCH_END;
            ev.device = Some(d);
            prof::end(ev, tok, prof::dev_time(s0, s1));
        }
        Ok(())
    })
}

/// The launch start event of a host compute region (the CPU team: gangs = its threads);
/// `line`: the kernel's own line (a `kernels` construct's loop nest), 0: the construct's.
fn host_launch_start(
    nthreads_hint: c_int,
    t: Target,
    line: c_int,
) -> Option<(&'static Device, prof::Ev<'static>, prof::Token)> {
    if !prof::active() {
        return None;
    }
    let d: &'static Device = runtime::current_ref().ok()?;
    let size = team::team().size();
    let n = if nthreads_hint > 0 {
        size.min(nthreads_hint as usize)
    } else {
        size
    };
    let mut ev = prof::Ev::new(abi::EV_ENQUEUE_LAUNCH_START, Some(d), t);
    ev.payload = prof::Payload::Launch {
        kernel: std::ptr::null(),
        grid: [n as u32, 1, 1],
        block: [1, 1, 1],
        line,
    };
    let tok = prof::begin(ev);
    Some((d, ev, tok))
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub extern "C" fn __oxacc_team_size() -> c_int {
    guard("__oxacc_team_size", || Ok(team::team().size() as c_int))
}

/// See `oxacc_rt.h`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_launch_cuda(
    cuda_src: *const c_char,
    kernel_name: *const c_char,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shmem: c_uint,
    args: *mut *mut c_void,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("compute region (nvidia)", || {
        if cuda_src.is_null() || kernel_name.is_null() {
            return Err(AccError::new(
                ErrorCode::InvalidNullPointer,
                "kernel source or name is null",
            ));
        }
        // SAFETY: generated code passes NUL-terminated string literals.
        let (src, name) = unsafe { (CStr::from_ptr(cuda_src), CStr::from_ptr(kernel_name)) };
        let bad = |_| AccError::new(ErrorCode::InvalidArgument, "kernel source is not UTF-8");
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        apply_waits(d, waits, t)?;
        let q = d.queue(t)?;
        let launch = CudaLaunch {
            source: src.to_str().map_err(bad)?,
            kernel: name.to_str().map_err(bad)?,
            grid: [gx, gy, gz],
            block: [bx, by, bz],
            shared_mem: shmem,
            args,
        };
        if !prof::on() {
            return d.backend.launch_cuda(&launch, q.as_ref());
        }
        let mut ev = prof::Ev::new(abi::EV_ENQUEUE_LAUNCH_START, Some(d), t);
        ev.payload = prof::Payload::Launch {
            kernel: kernel_name,
            grid: [gx, gy, gz],
            block: [bx, by, bz],
            line: 0,
        };
        let tok = prof::active().then(|| prof::begin(ev));
        let s0 = tok.and_then(|_| prof::stamp(q.as_ref()));
        d.backend.launch_cuda(&launch, q.as_ref())?;
        if let Some(tok) = tok {
            let s1 = prof::stamp(q.as_ref());
            ev.kind = abi::EV_ENQUEUE_LAUNCH_END;
            prof::end(ev, tok, prof::dev_time(s0, s1));
        }
        Ok(())
    })
}

/// See `oxacc_rt.h`: a routine of the calling file that other files' kernels may call
/// (OpenACC 3.3, 2.15.1), registered by the file's start-up constructor: its CUDA fragment
/// (`source`), or why it has none (`why_not`). Nothing is compiled here: a module that needs
/// the routine links the fragment in when it is first loaded (`Module::linked_source`).
///
/// # Safety
/// `name` is a NUL-terminated string; `source` and `why_not` are null or NUL-terminated
/// strings of static storage (string literals of the generated code).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_register_routine(
    name: *const c_char,
    source: *const c_char,
    why_not: *const c_char,
) {
    guard("__oxacc_register_routine", || {
        // SAFETY: the caller's contract: static NUL-terminated strings or null.
        let text = |p: *const c_char| -> Option<&'static str> {
            if p.is_null() {
                None
            } else {
                unsafe { CStr::from_ptr(p) }.to_str().ok()
            }
        };
        let Some(n) = text(name) else {
            return Err(AccError::new(
                ErrorCode::InvalidNullPointer,
                "a routine registered without a name",
            ));
        };
        let r = match (text(source), text(why_not)) {
            (Some(src), _) => crate::kernel::Routine::Fragment(src),
            (None, Some(w)) => crate::kernel::Routine::Missing(w),
            (None, None) => crate::kernel::Routine::Missing("no reason given"),
        };
        crate::kernel::register_routine(n, r);
        Ok(())
    })
}

/// See `oxacc_rt.h`: `__oxacc_register_routine` of a fragment whose device code uses the
/// file-scope variables `globals` (their `__device__` pointer symbols in the fragment, their
/// host addresses), bound in every module that links the fragment in.
///
/// # Safety
/// `name` and `source` are NUL-terminated strings of static storage; `globals` points to
/// `nglobals` descriptors whose strings are NUL-terminated (or is null with `nglobals` 0).
#[no_mangle]
pub unsafe extern "C" fn __oxacc_register_routine_globals(
    name: *const c_char,
    source: *const c_char,
    globals: *const crate::kernel::DGlobal,
    nglobals: c_int,
) {
    // SAFETY: the caller's contract (static strings).
    unsafe { __oxacc_register_routine(name, source, std::ptr::null()) };
    guard("__oxacc_register_routine_globals", || {
        if name.is_null() {
            return Ok(());
        }
        // SAFETY: checked non-null above; the caller's contract.
        let Ok(n) = unsafe { CStr::from_ptr(name) }.to_str() else {
            return Ok(());
        };
        // SAFETY: the header's contract on `globals`.
        let gs = unsafe { slice(globals, nglobals) };
        crate::kernel::register_routine_globals(n, gs);
        Ok(())
    })
}

/// See `oxacc_rt.h` and docs/gpu-target.md. The path of a launch after the first on a device:
/// the current device (thread-local ICVs), the queue (none when synchronous), one atomic load
/// in the backend for the loaded kernel, the launch. No allocation, no lock when synchronous
/// (but for a kernel with grid scratch, ordered after its last launch: `Device::launch_ordered`).
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_launch(
    k: *mut Kernel,
    num_gangs: c_longlong,
    work: c_longlong,
    bx: c_uint,
    by: c_uint,
    shmem: c_uint,
    args: *mut *mut c_void,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the caller's contract is this function's (no twin).
    unsafe {
        launch_with_twin(
            k,
            std::ptr::null_mut(),
            None,
            num_gangs,
            work,
            bx,
            by,
            shmem,
            args,
            async_arg,
            waits,
            nwaits,
        )
    }
}

/// See `oxacc_rt.h`: `__oxacc_launch` of a kernel with a one-pass twin (`one_pass` null: none).
///
/// # Safety
/// As `__oxacc_launch`; `one_pass` is the twin's static descriptor or null.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_launch_1p(
    k: *mut Kernel,
    one_pass: *mut Kernel,
    num_gangs: c_longlong,
    work: c_longlong,
    bx: c_uint,
    by: c_uint,
    shmem: c_uint,
    args: *mut *mut c_void,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the caller's contract is this function's.
    unsafe {
        launch_with_twin(
            k, one_pass, None, num_gangs, work, bx, by, shmem, args, async_arg, waits, nwaits,
        )
    }
}

/// See `oxacc_rt.h`: `__oxacc_launch` of a kernel with a tiled twin, `tiled`, launched with
/// the grid `(gx, gy, gz)` when it fits (zeros: never).
///
/// # Safety
/// As `__oxacc_launch`; `tiled` is the twin's static descriptor or null.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_launch_tiled(
    k: *mut Kernel,
    tiled: *mut Kernel,
    num_gangs: c_longlong,
    work: c_longlong,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    shmem: c_uint,
    args: *mut *mut c_void,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the caller's contract is this function's.
    unsafe {
        launch_with_twin(
            k,
            tiled,
            Some([gx, gy, gz]),
            num_gangs,
            work,
            bx,
            by,
            shmem,
            args,
            async_arg,
            waits,
            nwaits,
        )
    }
}

/// The launch of `__oxacc_launch_1p` and `__oxacc_launch_tiled` (`tiles`: the twin is the
/// tiled one, with that grid).
///
/// # Safety
/// As `__oxacc_launch_1p`.
#[allow(clippy::too_many_arguments)]
unsafe fn launch_with_twin(
    k: *mut Kernel,
    one_pass: *mut Kernel,
    tiles: Option<[u32; 3]>,
    num_gangs: c_longlong,
    work: c_longlong,
    bx: c_uint,
    by: c_uint,
    shmem: c_uint,
    args: *mut *mut c_void,
    async_arg: c_int,
    waits: *const c_int,
    nwaits: c_int,
) {
    // SAFETY: the header's contract on `waits`.
    let waits = unsafe { slice(waits, nwaits) };
    guard("compute construct", || {
        // SAFETY: the compiler passes its static kernel descriptor (or null).
        let Some(k) = (unsafe { (k as *const Kernel).as_ref() }) else {
            return Err(AccError::new(
                ErrorCode::InvalidNullPointer,
                "__oxacc_launch: the kernel descriptor is null",
            ));
        };
        // SAFETY: as `k` (null: no twin).
        let one_pass = unsafe { (one_pass as *const Kernel).as_ref() }.filter(|_| one_pass_on());
        let d = runtime::current_ref()?;
        let t = resolve_at(async_arg, || k.loc())?;
        if !waits.is_empty() {
            apply_waits(d, waits, t)?;
        }
        let q = d.queue(t)?;
        // The device address of a `declare`d global of the kernel's module; 0 while it has
        // none (a `declare link` variable outside the data regions that map it, 2.13.3: only
        // a kernel that uses it then needs it; the backends bind it again at each launch).
        // A mirrored pointer's device copy gets the host's value first (`Device::mirror`).
        let global = |g: &DGlobal| match d.refresh_mirror(g.host as usize, t).and_then(|_| {
            d.present_dev_at(g.host as usize, g.bytes, || Loc {
                name: g.name(),
                file_line: k.loc(),
                implicit: false,
            })
        }) {
            Err(e) if e.code == ErrorCode::NotPresent => Ok(0),
            // One section of it mapped (`enter data copyin(big[8:8])` of a `declare link`
            // variable): bound through that section.
            Err(e) if e.code == ErrorCode::PartlyPresent => d
                .global_section_dev(g.host as usize, g.bytes)
                .ok_or(e)
                .map_err(|mut e| {
                    e.message.push_str(&format!(
                        " (a declare'd variable that the GPU code of kernel {} uses)",
                        k.name()
                    ));
                    e
                }),
            r => r.map_err(|mut e| {
                e.message.push_str(&format!(
                    " (a declare'd variable that the GPU code of kernel {} uses)",
                    k.name()
                ));
                e
            }),
        };
        let launch = Launch {
            kernel: k,
            one_pass,
            tiles,
            grid: None,
            target: t,
            num_gangs,
            work,
            block: [bx.max(1), by.max(1), 1],
            shmem,
            args,
            global: &global,
        };
        d.launch_ordered(
            k as *const Kernel as usize,
            k.uses_grid_scratch(),
            t,
            q.as_ref(),
            || d.backend.launch(&launch, q.as_ref()),
        )
    })
}

/// See `oxacc_rt.h`: the device address of a host object the construct uses.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_dev_addr(
    host: *mut c_void,
    bytes: usize,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        if host.is_null() {
            return Ok(host);
        }
        // (`present_dev_at` answers `host` itself where the device shares it.)
        // SAFETY: the header's contract on `name` and `loc` (literals or null).
        match d.present_dev_at(host as usize, bytes, || unsafe { Loc::from_c(name, loc) }) {
            Ok(dev) => Ok(dev as *mut c_void),
            // A zero-length section that is not present has no device copy: its clause gave
            // a null device address, and so does this (spec 2.7.1, as `__oxacc_data_enter`).
            Err(e) if bytes == 0 && e.code == ErrorCode::NotPresent => Ok(std::ptr::null_mut()),
            Err(e) => Err(e),
        }
    })
}

/// See `oxacc_rt.h`: [`__oxacc_dev_addr`] of `at`, an element of the array
/// `[whole, whole + whole_bytes)` that a compute construct reaches with no clause of its own.
/// When several mappings hold parts of the array (two sections of it mapped apart by an
/// enclosing data construct or `enter data`: `data copy(a[0:2], a[50:2])`), the kernel gets a
/// block gathered from their device copies (`*split` set to it; the parts no mapping holds
/// from the host), which [`__oxacc_dev_split_end`] copies back into each mapping's device
/// copy after the launch. Before, the kernel reached the whole array through the first
/// section's device copy: its writes to the second section were lost (emul; a fault or
/// another object's memory on a GPU). The end writes back only the bytes the kernel changed
/// ([`Device::scatter_back`]): other host threads' mappings of the array may be in the block.
///
/// # Safety
/// `split` points to the caller's local; `name` and `loc` are literals or null.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __oxacc_dev_addr_split(
    whole: *mut c_void,
    whole_bytes: usize,
    at: *mut c_void,
    bytes: usize,
    async_arg: c_int,
    split: *mut *mut c_void,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    let several = runtime::current_ref()
        .map(|d| !whole.is_null() && d.several_mappings(whole as usize, whole_bytes))
        .unwrap_or(false);
    if !several || split.is_null() {
        // SAFETY: the caller's contract.
        return unsafe { __oxacc_dev_addr(at, bytes, name, loc) };
    }
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        let block = d.gather_split(whole as usize, whole_bytes, t)?.unwrap_or(0);
        if block == 0 {
            // SAFETY: the caller's contract.
            return Ok(unsafe { __oxacc_dev_addr(at, bytes, name, loc) });
        }
        // SAFETY: the caller's local.
        unsafe { *split = block as *mut c_void };
        Ok((block + (at as usize - whole as usize)) as *mut c_void)
    })
}

/// See `oxacc_rt.h`: for a pointer whose target has two or more sections in the data
/// clauses holding at a compute construct (`data copy(p[0:10], p[50:10])` around
/// `parallel loop present(p[0:10])`), `at[0..n]` their first elements: when different
/// mappings hold them, a block gathered from the hull of those mappings (`*split` set to it,
/// `*whole` and `*whole_bytes` to the hull; as [`__oxacc_dev_addr_split`]), which the
/// kernel reaches the target through and [`__oxacc_dev_split_end`] ends; else null, and the
/// launch translates the pointer as usual. Before, the kernel reached the target through
/// one section's device copy: its writes to the other section were lost on emul (a fault
/// or another object's memory on a GPU). The hull lies inside the sections' object: the
/// parts between the mappings come from the host.
///
/// # Safety
/// `at` holds `n` addresses; `split`, `whole` and `whole_bytes` point to the caller's
/// locals.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_dev_split_at(
    at: *const *mut c_void,
    n: c_int,
    async_arg: c_int,
    split: *mut *mut c_void,
    whole: *mut *mut c_void,
    whole_bytes: *mut usize,
) -> *mut c_void {
    if at.is_null() || n < 2 || split.is_null() || whole.is_null() || whole_bytes.is_null() {
        return std::ptr::null_mut();
    }
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        // SAFETY: the caller's contract.
        let addrs: Vec<usize> = unsafe { std::slice::from_raw_parts(at, n as usize) }
            .iter()
            .map(|p| *p as usize)
            .collect();
        let Some((lo, hi)) = d.sections_hull(&addrs) else {
            return Ok(std::ptr::null_mut());
        };
        let t = queue::resolve(async_arg)?;
        let Some(block) = d.gather_split(lo, hi - lo, t)? else {
            return Ok(std::ptr::null_mut());
        };
        // SAFETY: the caller's locals.
        unsafe {
            *split = block as *mut c_void;
            *whole = lo as *mut c_void;
            *whole_bytes = hi - lo;
        }
        Ok(block as *mut c_void)
    })
}

/// See `oxacc_rt.h`: the end of a launch that used a block of [`__oxacc_dev_addr_split`].
#[no_mangle]
pub extern "C" fn __oxacc_dev_split_end(
    block: *mut c_void,
    whole: *mut c_void,
    whole_bytes: usize,
    async_arg: c_int,
) {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        d.scatter_back(block as usize, whole as usize, whole_bytes, t)
    })
}

/// See `oxacc_rt.h`: the device copy of a scalar a compute region only reads, if any.
#[no_mangle]
pub extern "C" fn __oxacc_dev_addr_if_present(host: *mut c_void, bytes: usize) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        if host.is_null() || d.shared_at(host as usize) {
            return Ok(host);
        }
        Ok(d.present_dev_at(host as usize, bytes, Loc::default)
            .map_or(std::ptr::null_mut(), |dev| dev as *mut c_void))
    })
}

/// See `oxacc_rt.h`: a firstprivate pointer's value on the device.
#[no_mangle]
pub extern "C" fn __oxacc_dev_ptr(host: *mut c_void) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        Ok(d.firstprivate_ptr(host as usize) as *mut c_void)
    })
}

/// See `oxacc_rt.h`: a kernel's pointer value back on the host.
#[no_mangle]
pub extern "C" fn __oxacc_host_ptr(dev: *mut c_void) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        Ok(d.host_ptr_of(dev as usize) as *mut c_void)
    })
}

/// The most pointers `__oxacc_no_alias` compares (the generated code asks for no more).
const NO_ALIAS_MAX: usize = 16;

/// See `oxacc_rt.h`: the memo of one launch site's `__oxacc_no_alias` answer, a thread-local
/// object of the generated code (zero-initialised: `generation` 0 matches nothing).
#[repr(C)]
pub struct NoAliasMemo {
    generation: u64,
    n: c_int,
    answer: c_int,
    devs: [*mut c_void; NO_ALIAS_MAX],
}

/// Whether launches may run a kernel's one-pass twin (`__oxacc_launch_1p`): OXACC_ONE_PASS=0
/// runs the grid-stride kernel for every grid, an A/B of the twins (PolyBench trmm runs faster
/// without its twin, mvt and gramschmidt slower) or a way out.
fn one_pass_on() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("OXACC_ONE_PASS").as_deref() != Ok("0"))
}

/// See `oxacc_rt.h`: whether the kernel's read-only pointers (`devs[0..nread]`) point into
/// mappings that none of its written pointers (`devs[nread..n]`) points into, so that its
/// `_na` twin (`const __restrict__` read-only pointers) may run. The answer is kept in `memo`
/// until a mapping is made or removed (`present::generation`) or the addresses change: a
/// launch site that repeats with the same data costs no table lookup.
///
/// # Safety
/// `devs` holds `n` pointers; `memo` is null or the launch site's memo.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_no_alias(
    devs: *const *mut c_void,
    nread: c_int,
    n: c_int,
    memo: *mut NoAliasMemo,
) -> c_int {
    // OXACC_NO_ALIAS=0 runs the plain kernels (an A/B of the twins, or a way out).
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let on = *ON.get_or_init(|| std::env::var("OXACC_NO_ALIAS").as_deref() != Ok("0"));
    if !on || devs.is_null() || nread < 1 || n < nread || n as usize > NO_ALIAS_MAX {
        return 0;
    }
    // SAFETY: the caller's contract on `devs`.
    let ds = unsafe { std::slice::from_raw_parts(devs, n as usize) };
    let generation = crate::present::generation();
    // SAFETY: the caller's contract on `memo` (this thread's object).
    let memo = unsafe { memo.as_mut() };
    if let Some(m) = &memo {
        if m.generation == generation && m.n == n && m.devs[..ds.len()] == *ds {
            return m.answer;
        }
    }
    let Ok(d) = runtime::current_ref() else {
        return 0;
    };
    let addrs: Vec<usize> = ds.iter().map(|&p| p as usize).collect();
    let (read, written) = addrs.split_at(nread as usize);
    let answer = c_int::from(d.read_apart_from_written(read, written));
    if let Some(m) = memo {
        m.generation = generation;
        m.n = n;
        m.answer = answer;
        m.devs[..ds.len()].copy_from_slice(ds);
    }
    answer
}

/// See `oxacc_rt.h`: a firstprivate pointer that the region dereferences.
///
/// # Safety
/// `name` and `loc` are NUL-terminated strings or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_dev_ptr_used(
    host: *mut c_void,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        // SAFETY: the header's contract on `name` and `loc` (literals or null).
        Ok(
            d.firstprivate_ptr_used(host as usize, || unsafe { Loc::from_c(name, loc) })?
                as *mut c_void,
        )
    })
}

/// See `oxacc_rt.h`: [`__oxacc_dev_ptr_used`] for a pointer to a struct or union.
///
/// # Safety
/// `name` and `loc` are NUL-terminated strings or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_dev_ptr_used_one(
    host: *mut c_void,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        // SAFETY: the header's contract on `name` and `loc` (literals or null).
        Ok(
            d.firstprivate_object_ptr_used(host as usize, || unsafe { Loc::from_c(name, loc) })?
                as *mut c_void,
        )
    })
}

/// See `oxacc_rt.h`: a pointer member of a struct the kernel reaches whole, which the region
/// dereferences; `member` is the member's host address.
///
/// # Safety
/// `name` and `loc` are NUL-terminated strings or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_member_ptr_used(
    host: *mut c_void,
    member: *mut c_void,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        // SAFETY: the header's contract on `name` and `loc` (literals or null).
        Ok(
            d.member_ptr_used(host as usize, member as usize, || unsafe {
                Loc::from_c(name, loc)
            })? as *mut c_void,
        )
    })
}

/// See `oxacc_rt.h`: a pointer in a deviceptr clause that the region dereferences.
///
/// # Safety
/// `name` and `loc` are NUL-terminated strings or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_deviceptr_used(
    host: *mut c_void,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        // SAFETY: the header's contract on `name` and `loc` (literals or null).
        Ok(d.deviceptr_used(host as usize, || unsafe { Loc::from_c(name, loc) })? as *mut c_void)
    })
}

/// See `oxacc_rt.h`: a device copy of a firstprivate section for one launch.
///
/// # Safety
/// `host` points to `bytes` readable bytes; `name`/`loc` are NUL-terminated or null.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_dev_snapshot(
    host: *const c_void,
    bytes: usize,
    async_arg: c_int,
    name: *const c_char,
    loc: *const c_char,
) -> *mut c_void {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        d.snapshot(host as usize, bytes, t)
            .map(|p| p as *mut c_void)
            // SAFETY: the header's contract on `name` and `loc`.
            .map_err(|e| {
                let l = unsafe { Loc::from_c(name, loc) };
                AccError::data(e.code, &e.message, host as usize, bytes, l)
            })
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub extern "C" fn __oxacc_dev_snapshot_free(dev: *mut c_void, async_arg: c_int) {
    guard("compute construct", || {
        let d = runtime::current_ref()?;
        let t = queue::resolve(async_arg)?;
        d.release_snapshot(dev as usize, t)
    })
}

/// See `oxacc_rt.h`: a phase of a directive, for the profiling interface (spec chapter 5).
///
/// # Safety
/// `r` is null or the directive's static descriptor.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_region(r: *const prof::Region, phase: c_int) {
    guard("__oxacc_region", || {
        // SAFETY: the compiler passes its static const descriptor.
        if let Some(r) = unsafe { r.as_ref() } {
            prof::region(r, phase);
        }
        Ok(())
    })
}

/// See `oxacc_rt.h`: the block width for a launch of `iters` iterations of a kernel whose gang
/// and vector levels share its loop nest (`kernel::fit_block` on the current device's SM
/// count); `bx` itself where the device has no grid or cannot be used (the launch that
/// follows reports why).
#[no_mangle]
pub extern "C" fn __oxacc_fit_block(iters: c_longlong, bx: c_uint) -> c_uint {
    // Only the device's multiprocessor count is needed: no context switch, no catch-up of
    // declared globals (the launch right after does both).
    match runtime::current_for_query()
        .ok()
        .and_then(|d| d.backend.grid_limits())
    {
        Some(lim) => crate::kernel::fit_block(iters, bx, lim.sms),
        None => bx,
    }
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub extern "C" fn __oxacc_device_kind() -> c_int {
    guard("__oxacc_device_kind", || {
        if crate::icv::current_override().is_none() {
            runtime::check_env()?;
        }
        Ok(runtime::current_kind().acc_value())
    })
}

/// See `oxacc_rt.h`.
#[no_mangle]
pub extern "C" fn __oxacc_device_bytes_in_use() -> usize {
    guard("__oxacc_device_bytes_in_use", || {
        let d = runtime::current()?;
        // Blocks the small-block pool keeps free are not in use.
        Ok(d.backend.live_bytes().saturating_sub(d.pooled_bytes()))
    })
}
