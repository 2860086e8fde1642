//! Work-sharing and synchronisation entry points of generated code (OpenMP 2.0, 2.4, 2.6).
//!
//! Loops are handed over as their logical iteration space `[0, n)`: the generated code maps
//! iteration `k` to `var = lb + k * step`. A `schedule(static)` loop without `ordered` asks
//! only `__oxomp_static_range` (no shared state); `static` with a chunk is computed inline from
//! `__oxomp_thread_num`/`__oxomp_num_threads`; every other loop (dynamic, guided, runtime,
//! ordered) goes through `__oxomp_loop_start/next/end`, sharing a work-share slot.
//!
//! `ordered` (2.6.6): each slot has a token, the first logical iteration whose ordered phase
//! is not done. A thread runs the ordered region of iteration k once the token reaches the
//! first pending iteration of its current chunk (iterations of the chunk before k are its own
//! and are done), then moves the token to k+1; when it leaves a chunk it moves the token past
//! the chunk's end (iterations that skipped their ordered region). Chunks are contiguous and
//! handed out in increasing order, so the token always reaches every waiter.

use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::atomic::{AtomicU32, Ordering};

use super::icv::{self, SCHED_DYNAMIC, SCHED_GUIDED, SCHED_RUNTIME, SCHED_STATIC};
use super::{current, sync, LoopState, ThreadState, SLOTS};

#[inline(always)]
fn state() -> &'static mut ThreadState {
    // SAFETY: the calling thread's own state; entry points never hold two references to it
    // (none of them calls back into user code).
    unsafe { &mut *current() }
}

/// This thread's number in its innermost team.
#[no_mangle]
pub extern "C" fn __oxomp_thread_num() -> c_int {
    state().tid as c_int
}

/// The size of the innermost team.
#[no_mangle]
pub extern "C" fn __oxomp_num_threads() -> c_int {
    state().nthreads as c_int
}

/// `[b, e)`: this thread's block of `[0, n)` under `schedule(static)` without a chunk size
/// (blocks differ by at most one iteration; thread order).
///
/// # Safety
/// `b` and `e` are writable.
#[no_mangle]
pub unsafe extern "C" fn __oxomp_static_range(n: i64, b: *mut i64, e: *mut i64) {
    let ts = state();
    let (lo, hi) = static_block(n, ts.tid as i64, ts.nthreads as i64);
    // SAFETY: the caller's contract.
    unsafe {
        *b = lo;
        *e = hi;
    }
}

pub(crate) fn static_block(n: i64, t: i64, nt: i64) -> (i64, i64) {
    if n <= 0 || nt <= 0 {
        return (0, 0);
    }
    let q = n / nt;
    let r = n % nt;
    let lo = t * q + t.min(r);
    (lo, lo + q + i64::from(t < r))
}

/// The next instance's slot, after waiting for the slowest thread to have left the instance
/// that used it `SLOTS` constructs ago.
fn take_slot(ts: &mut ThreadState, lp: &mut LoopState) {
    let seq = ts.ws_seq;
    ts.ws_seq += 1;
    // SAFETY: `team` is non-null here (callers check nthreads > 1) and outlives the region.
    let team = unsafe { &*ts.team };
    let j = (seq % SLOTS as u64) as usize;
    let (Some(slot), Some(token)) = (team.slots.get(j), team.ordered.get(j)) else {
        return;
    };
    if slot.generation.load(Ordering::Acquire) != seq {
        sync::wait_until(ts.nthreads as usize, || {
            slot.generation.load(Ordering::Acquire) == seq
        });
    }
    lp.slot = slot;
    lp.token = &token.0;
    lp.seq = seq;
}

/// Leaves the current instance; the last thread out resets the slot for instance + SLOTS.
fn leave_slot(ts: &ThreadState, lp: &LoopState) {
    if lp.slot.is_null() {
        return;
    }
    // SAFETY: the slot and token belong to the team, alive for the region.
    let (slot, token) = unsafe { (&*lp.slot, &*lp.token) };
    if slot.left.fetch_add(1, Ordering::AcqRel) + 1 == ts.nthreads {
        slot.next.0.store(0, Ordering::Relaxed);
        slot.left.store(0, Ordering::Relaxed);
        token.store(0, Ordering::Relaxed);
        slot.generation
            .store(lp.seq + SLOTS as u64, Ordering::Release);
    }
}

/// Starts a work-sharing loop of `n` logical iterations. `kind`: 0 static, 1 dynamic, 2
/// guided, 3 runtime; `chunk` <= 0: the kind's default; `ordered`: the loop has the `ordered`
/// clause.
#[no_mangle]
pub extern "C" fn __oxomp_loop_start(n: i64, kind: c_int, chunk: i64, ordered: c_int) {
    let ts = state();
    let (mut kind, mut chunk) = (kind, chunk);
    if kind == SCHED_RUNTIME {
        (kind, chunk) = icv::run_schedule();
    }
    if !matches!(kind, SCHED_STATIC | SCHED_DYNAMIC | SCHED_GUIDED) {
        kind = SCHED_STATIC;
    }
    if chunk <= 0 && kind != SCHED_STATIC {
        chunk = 1;
    }
    let mut lp = LoopState {
        kind,
        n: n.max(0),
        chunk: chunk.max(0),
        ordered: ordered != 0,
        ..LoopState::NONE
    };
    if ts.nthreads > 1 {
        if kind == SCHED_STATIC {
            lp.next_local = ts.tid as i64 * lp.chunk;
        }
        if kind != SCHED_STATIC || lp.ordered {
            take_slot(ts, &mut lp);
        }
    }
    ts.lp = lp;
}

/// Moves the ordered token past the rest of the current chunk. The test is inlined (every
/// chunk of every dynamic or guided loop passes here, and only `ordered` loops do anything);
/// the wait is not.
#[inline(always)]
fn finish_chunk(ts: &mut ThreadState) {
    let lp = &ts.lp;
    if lp.ordered && !lp.token.is_null() && lp.ord_pending < lp.ord_end {
        finish_chunk_ordered(ts);
    }
}

#[cold]
#[inline(never)]
fn finish_chunk_ordered(ts: &mut ThreadState) {
    let lp = &mut ts.lp;
    // SAFETY: the team's token, alive for the region (the caller checked it is not null).
    let token = unsafe { &*lp.token };
    let pending = lp.ord_pending;
    if token.load(Ordering::Acquire) != pending {
        sync::wait_until(ts.nthreads as usize, || {
            token.load(Ordering::Acquire) == pending
        });
    }
    token.store(lp.ord_end, Ordering::Release);
    lp.ord_pending = lp.ord_end;
}

/// The next chunk `[b, e)` of this thread; 0 when the loop has no more work for it.
///
/// # Safety
/// `b` and `e` are writable.
#[no_mangle]
pub unsafe extern "C" fn __oxomp_loop_next(b: *mut i64, e: *mut i64) -> c_int {
    let ts = state();
    finish_chunk(ts);
    let nt = ts.nthreads as i64;
    let lp = &mut ts.lp;
    let range = if nt <= 1 {
        // A team of one does the whole loop as one chunk.
        if lp.next_local == 0 && lp.n > 0 {
            lp.next_local = 1;
            Some((0, lp.n))
        } else {
            None
        }
    } else {
        match lp.kind {
            SCHED_STATIC if lp.chunk <= 0 => {
                if lp.next_local == 0 {
                    lp.next_local = 1;
                    let (lo, hi) = static_block(lp.n, ts.tid as i64, nt);
                    (lo < hi).then_some((lo, hi))
                } else {
                    None
                }
            }
            SCHED_STATIC => {
                let lo = lp.next_local;
                if lo < lp.n {
                    lp.next_local = lo.saturating_add(nt.saturating_mul(lp.chunk));
                    Some((lo, lo.saturating_add(lp.chunk).min(lp.n)))
                } else {
                    None
                }
            }
            SCHED_GUIDED => {
                // SAFETY: dynamic kinds always have a slot (loop_start).
                let next = unsafe { &(*lp.slot).next.0 };
                let mut lo = next.load(Ordering::Relaxed);
                loop {
                    if lo >= lp.n {
                        break None;
                    }
                    let rest = lp.n - lo;
                    let size = ((rest + nt - 1) / nt).max(lp.chunk).min(rest);
                    match next.compare_exchange_weak(
                        lo,
                        lo + size,
                        Ordering::AcqRel,
                        Ordering::Relaxed,
                    ) {
                        Ok(_) => break Some((lo, lo + size)),
                        Err(now) => lo = now,
                    }
                }
            }
            _ => {
                // SAFETY: dynamic kinds always have a slot (loop_start).
                let next = unsafe { &(*lp.slot).next.0 };
                let lo = next.fetch_add(lp.chunk, Ordering::AcqRel);
                (lo < lp.n).then(|| (lo, lo.saturating_add(lp.chunk).min(lp.n)))
            }
        }
    };
    match range {
        Some((lo, hi)) => {
            lp.ord_pending = lo;
            lp.ord_end = hi;
            // SAFETY: the caller's contract.
            unsafe {
                *b = lo;
                *e = hi;
            }
            1
        }
        None => 0,
    }
}

/// Ends a work-sharing loop: the barrier unless `nowait`.
#[no_mangle]
pub extern "C" fn __oxomp_loop_end(nowait: c_int) {
    let ts = state();
    finish_chunk(ts);
    let lp = ts.lp;
    leave_slot(ts, &lp);
    ts.lp = LoopState::NONE;
    if nowait == 0 {
        barrier(ts);
    }
}

/// The logical iteration about to run (loops with the `ordered` clause only).
#[no_mangle]
pub extern "C" fn __oxomp_ordered_iter(k: i64) {
    state().lp.ord_k = k;
}

/// Entry of an `ordered` region: waits until every earlier iteration's ordered phase is done.
/// `loc` ("file.c:LINE", or null) names the directive when a parallel region reaches it outside
/// the dynamic extent of a loop with the `ordered` clause (2.6.6's restriction): the region
/// would run unsynchronised, so the program stops saying where (gcc's libgomp hangs there).
///
/// # Safety
/// `loc` is a NUL-terminated string or null.
#[no_mangle]
pub unsafe extern "C" fn __oxomp_ordered_start(loc: *const c_char) {
    let ts = state();
    let lp = &ts.lp;
    // Outside every parallel region the directive just runs (the initial thread is a team of
    // one with nothing to order, as libgomp does; tests/omp/for_ordered_orphaned.c).
    if !lp.ordered && ts.level > 0 {
        // Every thread of the team may reach the directive at once: `halt` lets one report.
        // SAFETY: the caller's contract on `loc`.
        let at = unsafe { crate::error::Loc::from_c(std::ptr::null(), loc) }
            .file_line
            .unwrap_or("?");
        crate::error::halt(&format!(
            "OXACC ERROR: the ordered directive at {at} was reached outside a loop with the \
             ordered clause (OpenMP 2.0, 2.6.6: an ordered directive must be in the dynamic \
             extent of a for or parallel for construct that has one)"
        ));
    }
    if lp.token.is_null() {
        return; // a team of one: nothing to wait for
    }
    // SAFETY: the team's token, alive for the region.
    let token = unsafe { &*lp.token };
    let pending = lp.ord_pending;
    if token.load(Ordering::Acquire) != pending {
        sync::wait_until(ts.nthreads as usize, || {
            token.load(Ordering::Acquire) == pending
        });
    }
}

/// Exit of an `ordered` region: the next iteration may run its ordered region.
#[no_mangle]
pub extern "C" fn __oxomp_ordered_end() {
    let ts = state();
    let lp = &mut ts.lp;
    if !lp.ordered || lp.token.is_null() {
        return;
    }
    let next = lp.ord_k + 1;
    // SAFETY: the team's token, alive for the region.
    unsafe { &*lp.token }.store(next, Ordering::Release);
    lp.ord_pending = next;
}

/// Starts a `sections` construct of `count` sections (handed out one at a time, first come).
#[no_mangle]
pub extern "C" fn __oxomp_sections_start(count: c_int) {
    let ts = state();
    let mut lp = LoopState {
        kind: SCHED_DYNAMIC,
        n: i64::from(count.max(0)),
        chunk: 1,
        ..LoopState::NONE
    };
    if ts.nthreads > 1 {
        take_slot(ts, &mut lp);
    }
    ts.lp = lp;
}

/// The next section for this thread to run, or -1.
#[no_mangle]
pub extern "C" fn __oxomp_sections_next() -> c_int {
    let ts = state();
    let lp = &mut ts.lp;
    let k = if lp.slot.is_null() {
        let k = lp.next_local;
        lp.next_local += 1;
        k
    } else {
        // SAFETY: the team's slot, alive for the region.
        unsafe { &*lp.slot }.next.0.fetch_add(1, Ordering::AcqRel)
    };
    if k < lp.n {
        k as c_int
    } else {
        -1
    }
}

/// Ends a `sections` construct: the barrier unless `nowait`.
#[no_mangle]
pub extern "C" fn __oxomp_sections_end(nowait: c_int) {
    let ts = state();
    let lp = ts.lp;
    leave_slot(ts, &lp);
    ts.lp = LoopState::NONE;
    if nowait == 0 {
        barrier(ts);
    }
}

/// Whether this thread runs the `single` construct it has reached (the first to arrive does).
#[no_mangle]
pub extern "C" fn __oxomp_single_start() -> c_int {
    let ts = state();
    if ts.team.is_null() {
        return 1;
    }
    let mine = ts.single_seq;
    ts.single_seq += 1;
    // Instance `mine` is claimed when the counter moves from mine to mine+1; a thread that
    // finds it further already lost (the counter never lags behind a thread's own count by
    // more than the instances nobody has reached yet).
    // SAFETY: the team outlives the region.
    let team = unsafe { &*ts.team };
    i32::from(
        team.single
            .0
            .compare_exchange(mine, mine + 1, Ordering::AcqRel, Ordering::Relaxed)
            .is_ok(),
    )
}

/// `copyprivate`: the thread that ran the `single` passes its table of variable addresses,
/// the others null; after a barrier every thread gets the winner's table. The generated code
/// copies from it, then calls `__oxomp_barrier` so that the table outlives the copies.
#[no_mangle]
pub extern "C" fn __oxomp_copyprivate(table: *mut c_void) -> *mut c_void {
    let ts = state();
    if ts.team.is_null() {
        return table;
    }
    // SAFETY: the team outlives the region.
    let team = unsafe { &*ts.team };
    if !table.is_null() {
        team.copyprivate.0.store(table, Ordering::Release);
    }
    team.barrier.wait(ts.nthreads as usize);
    team.copyprivate.0.load(Ordering::Acquire)
}

fn barrier(ts: &ThreadState) {
    if ts.team.is_null() {
        return;
    }
    // SAFETY: the team outlives the region.
    unsafe { &*ts.team }.barrier.wait(ts.nthreads as usize);
}

/// `#pragma omp barrier`, and the implicit barriers of generated code.
#[no_mangle]
pub extern "C" fn __oxomp_barrier() {
    barrier(state());
}

/// The lock of unnamed `critical` constructs.
/// Each lock word in a 128-byte line pair of its own: a waiter polls it, and a neighbour that
/// the threads read in their loop (the program's globals lie right beside the runtime's
/// statics in a static link) would be invalidated by every unlock (false sharing).
static UNNAMED_CRITICAL: sync::Line<AtomicU32> = sync::Line(AtomicU32::new(0));

fn critical_word(lock: *mut c_uint) -> &'static AtomicU32 {
    if lock.is_null() {
        &UNNAMED_CRITICAL.0
    } else {
        // SAFETY: generated code passes the address of a critical name's lock word, a global
        // `unsigned int` (4-byte aligned, alive for the program).
        unsafe { AtomicU32::from_ptr(lock) }
    }
}

/// Entry of a `critical` construct; `lock` is its name's global lock word (null: unnamed).
#[no_mangle]
pub extern "C" fn __oxomp_critical_start(lock: *mut c_uint) {
    sync::lock(critical_word(lock));
}

/// Exit of a `critical` construct.
#[no_mangle]
pub extern "C" fn __oxomp_critical_end(lock: *mut c_uint) {
    sync::unlock(critical_word(lock));
}

/// Atomic operations on types wider than 8 bytes (`long double`, `double _Complex`) take
/// this lock (the generated code's `__oxacc_atomic_lock` plays the same role for OpenACC).
#[no_mangle]
pub extern "C" fn __oxomp_atomic_start() {
    sync::lock(&ATOMIC_WIDE.0);
}

#[no_mangle]
pub extern "C" fn __oxomp_atomic_end() {
    sync::unlock(&ATOMIC_WIDE.0);
}

static ATOMIC_WIDE: sync::Line<AtomicU32> = sync::Line(AtomicU32::new(0));
