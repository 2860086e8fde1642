//! The OpenMP 2.0 library routines (`include/omp.h`). Each is exported as `__oxomp_omp_NAME`;
//! `omp.h` declares `omp_NAME` with an asm label naming it, and the generated code of every
//! `-fopenmp` translation unit defines weak `omp_NAME` symbols forwarding to them (for programs
//! that declare the routines themselves), so a program's own `omp_*` functions (stubs for
//! builds without OpenMP) never clash with the runtime.

use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicI32, AtomicU32, AtomicUsize, Ordering};

use super::{current, icv, sync};

/// `omp_lock_t`: one lock word (0 free, 1 held, 2 held with sleepers).
#[repr(C)]
pub struct OmpLock {
    word: AtomicU32,
}

/// `omp_nest_lock_t`: a lock word, the owner's depth and the owning thread.
#[repr(C)]
pub struct OmpNestLock {
    word: AtomicU32,
    count: AtomicI32,
    owner: AtomicUsize,
}

thread_local! {
    static IDENTITY: u8 = const { 0 };
}

/// A number unique to the calling thread while it lives (the address of a thread-local).
fn me() -> usize {
    IDENTITY.with(|b| b as *const u8 as usize)
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_set_num_threads(n: c_int) {
    if n > 0 {
        icv::set_nthreads(n as usize);
    } else {
        // 3.1.1: the value must be positive. Ignored, as libgomp does, but not silently.
        eprintln!(
            "OXACC WARNING: omp_set_num_threads({n}): the number of threads must be positive \
             (OpenMP 2.0, 3.1.1); the call is ignored"
        );
    }
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_num_threads() -> c_int {
    // SAFETY: the calling thread's own state.
    unsafe { (*current()).nthreads as c_int }
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_max_threads() -> c_int {
    icv::nthreads().min(c_int::MAX as usize) as c_int
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_thread_num() -> c_int {
    // SAFETY: the calling thread's own state.
    unsafe { (*current()).tid as c_int }
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_num_procs() -> c_int {
    icv::num_procs().min(c_int::MAX as usize) as c_int
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_in_parallel() -> c_int {
    // SAFETY: the calling thread's own state.
    c_int::from(unsafe { (*current()).active_level } > 0)
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_set_dynamic(on: c_int) {
    icv::set_dynamic(on != 0);
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_dynamic() -> c_int {
    c_int::from(icv::dynamic())
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_set_nested(on: c_int) {
    icv::set_nested(on != 0);
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_nested() -> c_int {
    c_int::from(icv::nested())
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_wtime() -> f64 {
    icv::wtime()
}

#[no_mangle]
pub extern "C" fn __oxomp_omp_get_wtick() -> f64 {
    1e-9
}

/// # Safety
/// `l` points to an `omp_lock_t` (or is null: ignored, like every lock routine here).
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_init_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    if let Some(l) = unsafe { (l as *const OmpLock).as_ref() } {
        l.word.store(0, Ordering::Release);
    }
}

/// # Safety
/// As [`__oxomp_omp_init_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_destroy_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    if let Some(l) = unsafe { (l as *const OmpLock).as_ref() } {
        l.word.store(0, Ordering::Release);
    }
}

/// # Safety
/// As [`__oxomp_omp_init_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_set_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    if let Some(l) = unsafe { (l as *const OmpLock).as_ref() } {
        sync::lock(&l.word);
    }
}

/// # Safety
/// As [`__oxomp_omp_init_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_unset_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    if let Some(l) = unsafe { (l as *const OmpLock).as_ref() } {
        sync::unlock(&l.word);
    }
}

/// # Safety
/// As [`__oxomp_omp_init_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_test_lock(l: *mut c_void) -> c_int {
    // SAFETY: the caller's contract.
    match unsafe { (l as *const OmpLock).as_ref() } {
        Some(l) => c_int::from(sync::try_lock(&l.word)),
        None => 0,
    }
}

/// # Safety
/// `l` points to an `omp_nest_lock_t` (or is null: ignored).
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_init_nest_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    if let Some(l) = unsafe { (l as *const OmpNestLock).as_ref() } {
        l.word.store(0, Ordering::Relaxed);
        l.count.store(0, Ordering::Relaxed);
        l.owner.store(0, Ordering::Release);
    }
}

/// # Safety
/// As [`__oxomp_omp_init_nest_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_destroy_nest_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    unsafe { __oxomp_omp_init_nest_lock(l) }
}

/// # Safety
/// As [`__oxomp_omp_init_nest_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_set_nest_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    let Some(l) = (unsafe { (l as *const OmpNestLock).as_ref() }) else {
        return;
    };
    let me = me();
    if l.owner.load(Ordering::Relaxed) != me {
        sync::lock(&l.word);
        l.owner.store(me, Ordering::Relaxed);
    }
    l.count.fetch_add(1, Ordering::Relaxed);
}

/// # Safety
/// As [`__oxomp_omp_init_nest_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_unset_nest_lock(l: *mut c_void) {
    // SAFETY: the caller's contract.
    let Some(l) = (unsafe { (l as *const OmpNestLock).as_ref() }) else {
        return;
    };
    if l.owner.load(Ordering::Relaxed) != me() {
        return; // not the owner: undefined behaviour in 2.0; do nothing
    }
    if l.count.fetch_sub(1, Ordering::Relaxed) <= 1 {
        l.count.store(0, Ordering::Relaxed);
        l.owner.store(0, Ordering::Relaxed);
        sync::unlock(&l.word);
    }
}

/// Returns the new nesting count, or 0 when another thread holds the lock.
///
/// # Safety
/// As [`__oxomp_omp_init_nest_lock`].
#[no_mangle]
pub unsafe extern "C" fn __oxomp_omp_test_nest_lock(l: *mut c_void) -> c_int {
    // SAFETY: the caller's contract.
    let Some(l) = (unsafe { (l as *const OmpNestLock).as_ref() }) else {
        return 0;
    };
    let me = me();
    if l.owner.load(Ordering::Relaxed) != me {
        if !sync::try_lock(&l.word) {
            return 0;
        }
        l.owner.store(me, Ordering::Relaxed);
    }
    l.count.fetch_add(1, Ordering::Relaxed) + 1
}
