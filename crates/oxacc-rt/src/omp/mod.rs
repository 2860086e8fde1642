//! The OpenMP 2.0 runtime: parallel regions on the CPU team of `crate::team` (the one OpenACC
//! host regions run on), work-sharing, synchronisation, and the `omp.h` library.
//!
//! - `mod.rs`: per-thread state ([`ThreadState`]), the team of one region ([`OmpTeam`]), and
//!   `__oxomp_parallel`, which runs a region on the process's team (outermost regions), on a
//!   pooled extra team (nested regions with `omp_set_nested(1)`, or while another thread's
//!   region holds the process team), or on the calling thread alone.
//! - [`ws`]: work-sharing (`for` schedules, `ordered`, `sections`, `single`, `copyprivate`),
//!   `barrier`, `critical`: the `__oxomp_*` entry points that generated code calls
//!   (`include/oxacc_rt.h` lists them).
//! - [`api`]: the `omp_*` routines of `include/omp.h` (exported as `__oxomp_omp_*`; the header
//!   maps the standard names onto them with asm labels, so a program's own `omp_*` stubs never
//!   clash with the runtime).
//! - [`sync`]: futex waits, the barrier, lock words. [`icv`]: ICVs and OMP_* variables.
//!
//! Nothing is allocated per region: the region's [`OmpTeam`] lives on the encountering
//! thread's stack and each thread's [`ThreadState`] on its own stack, published through one
//! thread-local pointer.
//!
//! Invariants: a thread's state is only touched by that thread (others see only the shared
//! [`OmpTeam`]); every thread of a team meets the same work-sharing constructs in the same
//! order (OpenMP 2.0, 2.4), which is what lets them agree on work-share slots by counting.
//! No entry point can panic (no indexing by user values, no allocation that can fail except
//! the pool's one-time team creation): they are on the hot path and skip `error::guard`.

pub mod api;
pub mod icv;
pub mod sync;
pub mod ws;

use std::cell::{Cell, UnsafeCell};
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicI64, AtomicPtr, AtomicU32, AtomicU64};
use std::sync::Mutex;

use sync::{Barrier, Line};

use crate::team::{self, Team};

/// Work-share slots per team: how many `dynamic`/`guided`/`ordered` loops and `sections`
/// constructs a thread may be ahead of the slowest one (with `nowait`) before it waits.
pub const SLOTS: usize = 8;

/// The shared state of one instance of a work-sharing construct that hands out work
/// dynamically. Slot `j` serves instances `j, j + SLOTS, j + 2*SLOTS, ...` in turn: `generation`
/// is the instance it is ready for; the last thread to leave an instance resets the slot and
/// hands it to instance + SLOTS.
#[repr(align(128))]
pub struct WsSlot {
    pub generation: AtomicU64,
    pub left: AtomicU32,
    /// The next iteration (or section) to hand out: one atomic add per chunk by every thread
    /// (a `dynamic,1` loop of 2048 iterations on 16 threads is bound by this line's
    /// transfers), so on a line of its own, as libgomp's `next`; `generation` (read by every
    /// thread entering the instance) and `left` (added to by every thread leaving it) are
    /// not on it.
    pub next: Line<AtomicI64>,
}

/// The `ordered` token of a slot: the first logical iteration whose ordered region has not
/// run yet (or been skipped). On its own line: it is polled while `next` is hammered.
pub type OrderedToken = Line<AtomicI64>;

/// What the threads of one parallel region share.
pub struct OmpTeam {
    pub barrier: Barrier,
    /// `single` instances claimed so far (a thread wins instance k by moving it from k to k+1).
    pub single: Line<AtomicU64>,
    /// `copyprivate`: the winner's table of addresses, between the two barriers that follow
    /// the `single` construct.
    pub copyprivate: Line<AtomicPtr<c_void>>,
    pub slots: [WsSlot; SLOTS],
    pub ordered: [OrderedToken; SLOTS],
}

impl OmpTeam {
    pub fn new() -> OmpTeam {
        OmpTeam {
            barrier: Barrier::new(),
            single: Line(AtomicU64::new(0)),
            copyprivate: Line(AtomicPtr::new(std::ptr::null_mut())),
            slots: std::array::from_fn(|j| WsSlot {
                generation: AtomicU64::new(j as u64),
                next: Line(AtomicI64::new(0)),
                left: AtomicU32::new(0),
            }),
            ordered: std::array::from_fn(|_| Line(AtomicI64::new(0))),
        }
    }
}

impl Default for OmpTeam {
    fn default() -> Self {
        OmpTeam::new()
    }
}

/// The work-sharing loop or `sections` construct a thread is in.
#[derive(Clone, Copy)]
pub struct LoopState {
    /// The slot of this instance (null: no shared state, the schedule is computed locally).
    pub slot: *const WsSlot,
    pub token: *const AtomicI64,
    pub seq: u64,
    pub kind: i32,
    pub n: i64,
    pub chunk: i64,
    /// Static schedules: the start of this thread's next chunk; a team of one: whether the
    /// single chunk was handed out (1) or, for `sections`, the next section.
    pub next_local: i64,
    pub ordered: bool,
    /// `ordered`: the current logical iteration, the first iteration of the current chunk whose
    /// ordered phase is not done, and the end of the current chunk.
    pub ord_k: i64,
    pub ord_pending: i64,
    pub ord_end: i64,
}

impl LoopState {
    pub const NONE: LoopState = LoopState {
        slot: std::ptr::null(),
        token: std::ptr::null(),
        seq: 0,
        kind: 0,
        n: 0,
        chunk: 0,
        next_local: 0,
        ordered: false,
        ord_k: 0,
        ord_pending: 0,
        ord_end: 0,
    };
}

/// One thread's view of the innermost region it is in.
pub struct ThreadState {
    /// Null for a team of one (a thread outside any region, or a serialized region).
    pub team: *const OmpTeam,
    pub tid: u32,
    pub nthreads: u32,
    /// Enclosing parallel regions, and those of them that run on more than one thread.
    pub level: u32,
    pub active_level: u32,
    /// Work-share slot instances and `single` instances met so far in this region.
    pub ws_seq: u64,
    pub single_seq: u64,
    pub lp: LoopState,
}

impl ThreadState {
    pub const SERIAL: ThreadState = ThreadState {
        team: std::ptr::null(),
        tid: 0,
        nthreads: 1,
        level: 0,
        active_level: 0,
        ws_seq: 0,
        single_seq: 0,
        lp: LoopState::NONE,
    };
}

thread_local! {
    static CURRENT: Cell<*mut ThreadState> = const { Cell::new(std::ptr::null_mut()) };
    /// The state of a thread outside every parallel region (a team of one of its own).
    static SERIAL: UnsafeCell<ThreadState> = const { UnsafeCell::new(ThreadState::SERIAL) };
}

/// Whether the calling thread runs an OpenMP parallel region (of any size).
pub fn in_omp_region() -> bool {
    CURRENT.with(|c| !c.get().is_null())
}

/// The calling thread's state (never null). Inlined into each entry point: out of line (and
/// with the thread-local's accessor in another codegen unit) it cost two calls per
/// `__oxomp_thread_num`, `__oxomp_loop_next`, ... instead of one `%fs`-relative load.
#[inline(always)]
pub fn current() -> *mut ThreadState {
    let p = CURRENT.with(|c| c.get());
    if p.is_null() {
        SERIAL.with(|s| s.get())
    } else {
        p
    }
}

/// The body of a parallel region: `fn(ctx)`, run once by every thread of the team.
pub type RegionFn = unsafe extern "C" fn(*mut c_void);

struct Job {
    f: RegionFn,
    ctx: *mut c_void,
    team: *const OmpTeam,
    level: u32,
    active_level: u32,
}

/// What every thread of a region runs (`crate::team` calls it with its thread number).
unsafe extern "C" fn region_entry(job: *mut c_void, tid: i32, n: i32) {
    // SAFETY: `job` is the Job on `__oxomp_parallel`'s stack, alive until every thread is done.
    let job = unsafe { &*(job as *const Job) };
    let mut state = ThreadState {
        team: if n > 1 { job.team } else { std::ptr::null() },
        tid: tid.max(0) as u32,
        nthreads: n.max(1) as u32,
        level: job.level,
        active_level: if n > 1 {
            job.active_level
        } else {
            job.active_level.saturating_sub(1)
        },
        ..ThreadState::SERIAL
    };
    let prev = CURRENT.with(|c| c.replace(&mut state));
    // SAFETY: the generated region body is written to be run by every thread with `ctx`.
    unsafe { (job.f)(job.ctx) };
    CURRENT.with(|c| c.set(prev));
}

/// Extra teams for nested regions (and for regions that find the process team busy); a team
/// is taken out while a region runs on it, so each runs one region at a time.
static POOL: Mutex<Vec<&'static Team>> = Mutex::new(Vec::new());

fn pool_take() -> &'static Team {
    // After a `fork`, the pooled teams' workers are the parent's (not in this process).
    let got = POOL.lock().ok().and_then(|mut p| {
        p.retain(|t| t.alive());
        p.pop()
    });
    got.unwrap_or_else(|| Box::leak(Box::new(Team::new_extra(1))))
}

fn pool_put(t: &'static Team) {
    if let Ok(mut p) = POOL.lock() {
        p.push(t);
    }
}

/// How many threads a region asks for (OpenMP 2.0, 2.3): one if `cond` is false or if it is
/// nested in an active region while nesting is disabled; else `num_threads`, or nthreads-var,
/// limited to the processors when dynamic adjustment is on.
fn team_size(parent: &ThreadState, cond: c_int, num_threads: c_int) -> usize {
    if cond == 0 {
        return 1;
    }
    let nested = parent.active_level > 0 || team::in_team();
    if nested && !icv::nested() {
        return 1;
    }
    let mut n = if num_threads > 0 {
        num_threads as usize
    } else {
        icv::nthreads()
    };
    if icv::dynamic() {
        n = n.min(icv::num_procs());
    }
    // A `num_threads` clause above the team limit gets the limit (2.3: implementation-defined).
    n.clamp(1, team::thread_limit())
}

/// The value of a `num_threads` clause (`v`, at `loc`: "file.c:LINE" or null) as
/// `__oxomp_parallel` takes it. OpenMP 2.0 (2.3) requires a positive value: a zero or negative
/// one gets a warning (once per directive) and the default team size, as without the clause;
/// one above `int`'s range is capped to it (the team limit then applies), where converting it
/// to `int` would have kept its low bits.
///
/// # Safety
/// `loc` is a NUL-terminated string that outlives the program, or null.
#[no_mangle]
pub unsafe extern "C" fn __oxomp_num_threads_arg(v: i64, loc: *const std::ffi::c_char) -> c_int {
    if v > 0 {
        return v.min(i64::from(c_int::MAX)) as c_int;
    }
    static WARNED: Mutex<Vec<usize>> = Mutex::new(Vec::new());
    let first = WARNED.lock().is_ok_and(|mut w| {
        let fresh = !w.contains(&(loc as usize));
        if fresh {
            w.push(loc as usize);
        }
        fresh
    });
    if first {
        // SAFETY: the caller's contract on `loc`.
        let at = unsafe { crate::error::Loc::from_c(std::ptr::null(), loc) }
            .file_line
            .unwrap_or("?");
        eprintln!(
            "OXACC WARNING: num_threads({v}) at {at}: the number of threads must be positive \
             (OpenMP 2.0, 2.3); the region runs with the default number of threads"
        );
    }
    0
}

/// Runs a parallel region: `f(ctx)` on every thread of a new team, returning after all are
/// done (the region's implicit barrier). `cond` is the `if` clause (1 without one),
/// `num_threads` the clause's value (0 without one).
///
/// # Safety
/// `f` must be safe to run concurrently with `ctx` on several threads.
#[no_mangle]
pub unsafe extern "C" fn __oxomp_parallel(
    f: Option<RegionFn>,
    ctx: *mut c_void,
    cond: c_int,
    num_threads: c_int,
) {
    let Some(f) = f else { return };
    // SAFETY: the calling thread's own state.
    let parent = unsafe { &*current() };
    let n = team_size(parent, cond, num_threads);
    if n <= 1 {
        // A team of one (serialized, or nested while nesting is off): no team state at all.
        let mut state = ThreadState {
            level: parent.level + 1,
            active_level: parent.active_level,
            ..ThreadState::SERIAL
        };
        let prev = CURRENT.with(|c| c.replace(&mut state));
        // SAFETY: one thread runs the body with `ctx` (the caller's contract).
        unsafe { f(ctx) };
        CURRENT.with(|c| c.set(prev));
        return;
    }
    let team = OmpTeam::new();
    let mut job = Job {
        f,
        ctx,
        team: &team,
        level: parent.level + 1,
        active_level: parent.active_level + 1,
    };
    let job_ptr = &mut job as *mut Job as *mut c_void;
    let outermost = parent.active_level == 0 && !team::in_team();
    // SAFETY: region_entry runs `f` with `ctx` on each thread (the caller's contract), reading
    // `job`, which outlives the launch.
    unsafe {
        if outermost && team::team().try_run_exact(region_entry, job_ptr, n, &mut |_| {}) {
            return;
        }
        let t = pool_take();
        if !t.try_run_exact(region_entry, job_ptr, n, &mut |_| {}) {
            // A pooled team is ours alone; should it be busy anyway, run serialized.
            region_entry(job_ptr, 0, 1);
        }
        pool_put(t);
    }
}

#[cfg(test)]
mod tests;
