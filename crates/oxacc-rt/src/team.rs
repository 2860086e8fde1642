//! The persistent CPU thread team that runs host compute regions.
//!
//! `ACC_NUM_CORES` (or the core count) threads: the caller is thread 0 and `n-1` workers wait
//! for work. A launch publishes the job and bumps a generation counter; workers spin on it for
//! a while (`OXACC_SPIN_US`, 2 ms by default, about libgomp's 300,000-iteration spin), then
//! sleep on a futex, each with its own wake-up bit. A launch of fewer threads than the team
//! (`OMP_NUM_THREADS=2` on 16 cores) neither wakes nor restarts the spin of the workers it
//! does not include: they sleep 2 ms after their last job. Nothing is allocated per launch. `barrier` (and
//! `__oxacc_team_barrier`) synchronises the threads of the current region.
//!
//! Waiting never makes a system call while the team fits the CPUs it may run on: a
//! `sched_yield` costs microseconds in a VM (more under gVisor), and a worker inside one misses
//! the next launch by that much. With more threads than CPUs, waiters yield often instead, so
//! that the threads they wait for get the CPU.
//!
//! Placement: when the process may run on CPUs of several last-level caches (AMD's CCDs, several
//! sockets), each worker is confined to one cache domain, round-robin starting after the
//! launcher's (`OXACC_TEAM_SPREAD=0`, or `OMP_PROC_BIND=false` without it, turns this off). Left to the scheduler, a woken worker is
//! pulled next to its waker (wake-affine), so 2 threads often share one L3 of 32 MB while the
//! other stays idle: a working set between one and two L3s (the 2-thread 2048^2 Jacobi of
//! benches/cpu, 64 MB) then streams from DRAM at half the speed; see docs/bench-cpu-compute.md.
//!
//! Invariants: one launch at a time (`launch` lock); a launch from inside a team thread (a
//! nested region), or while another thread's launch holds the team, runs on the calling thread
//! alone (never waiting for the team: an OpenMP region holding it may be waiting for this
//! launch, through an async queue); the job pointer is only read by workers between the
//! generation bump and their decrement of `pending`, during which the launcher waits.
//!
//! OpenMP (`crate::omp`) runs its parallel regions on this same team through
//! [`Team::try_run_exact`]: exactly the requested number of threads, spawning more workers
//! when a region asks for more than exist (`OMP_NUM_THREADS` above the core count). Workers
//! are only ever added, never created per region. `size` stays the OpenACC default width.

use std::cell::Cell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The region body: `fn(ctx, tid, nthreads)`.
pub type TeamFn = unsafe extern "C" fn(*mut c_void, i32, i32);

/// A value alone in its cache lines (two, for the adjacent-line prefetcher), so that the
/// counters every thread writes do not slow down the word every worker polls.
#[repr(align(128))]
struct Padded<T>(T);

/// The published job: `packed` = generation << 16 | nthreads, stored last (release), so a
/// worker learns from one load whether it takes part. Only participants read `f`/`ctx`, which
/// the launcher cannot overwrite before every participant has reported back.
struct Shared {
    packed: Padded<AtomicU64>,
    f: AtomicUsize,
    ctx: AtomicUsize,
    pending: Padded<AtomicUsize>,
    /// Barrier: arrivals at the current barrier, and its generation.
    bar_arrived: Padded<AtomicUsize>,
    bar_gen: Padded<AtomicUsize>,
    /// Sleeping workers: each sets its bit ([`sleep_bit`]) here, then sleeps on `wake_seq`
    /// (a futex, with the same bit as its wake-up mask); a launch of n threads wakes only
    /// the bits of tids `1..n`. Workers that a launch does not include sleep on: an
    /// `OMP_NUM_THREADS=2` program on a team of 16 must not wake 14 idle workers at every
    /// region.
    sleeping: AtomicU32,
    wake_seq: AtomicU32,
    /// The launcher's join and the barrier's waiters sleep on `wait_seq` (a futex) once their
    /// spin is over, counted in `waiters`; whoever completes the wait bumps it and wakes them
    /// when the count is not zero (one load on the fast path). Until 2026-11-29 they yielded
    /// forever: with more threads than CPUs on a loaded machine each `sched_yield` gave the CPU
    /// away for a scheduler tick (about 4 ms), and 300 empty regions of 3 threads on 2 CPUs
    /// took 3 s.
    wait_seq: Padded<AtomicU32>,
    waiters: Padded<AtomicU32>,
    /// Join and barrier waits that ended asleep (tests).
    #[cfg(test)]
    slept: AtomicUsize,
    /// Waits each worker started (tests).
    #[cfg(test)]
    waits: [AtomicUsize; 32],
    /// More threads than CPUs to run them: waiters yield instead of spinning (updated when an
    /// OpenMP region adds workers).
    oversubscribed: AtomicBool,
    /// Worker placement (last-level-cache domains; empty: the scheduler's choice).
    places: Vec<placement::Mask>,
    spin: Duration,
}

pub struct Team {
    /// The [`fork_generation`] the team was made in: its workers exist only in that process.
    born: u64,
    size: usize,
    /// Threads that exist (the launcher's slot 0 included): `size` at start, more when an
    /// OpenMP region asked for more. Only grown under the `launch` lock.
    threads: AtomicUsize,
    shared: Arc<Shared>,
    launch: Mutex<u64>,
}

thread_local! {
    static IN_TEAM: Cell<bool> = const { Cell::new(false) };
    /// This thread's number in the region it runs and the region's threads ((0, 1) outside
    /// regions and in nested ones).
    static REGION: Cell<(usize, usize)> = const { Cell::new((0, 1)) };
    /// While a thread runs gangs of an OpenACC host region that has more gangs than threads
    /// (`Team::run_gangs`): (gang, gangs, slot, slots), the slot being the thread's number.
    static GANG: Cell<Option<(usize, usize, usize, usize)>> = const { Cell::new(None) };
    /// The gang counts of dimensions one and two while the thread runs a host region whose
    /// `num_gangs` clause has several arguments (2.5.10; `__oxacc_region_gang_dims`), else
    /// (0, 0): a gang routine's gang loop divides its iterations along its own dimension.
    static GANG_DIMS: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

/// See `oxacc_rt.h`: the gang counts of dimensions one and two of the host region the calling
/// thread runs (its multi-dimensional `num_gangs`), or (0, 0) when it leaves the region.
#[no_mangle]
pub extern "C" fn __oxacc_region_gang_dims(n1: std::ffi::c_longlong, n2: std::ffi::c_longlong) {
    let n1 = usize::try_from(n1).unwrap_or(0);
    let n2 = usize::try_from(n2).unwrap_or(0);
    GANG_DIMS.with(|c| c.set((n1, n2)));
}

/// See `oxacc_rt.h`: the calling gang's coordinate along gang dimension `dim` (1 to 3) of the
/// current host region, and that dimension's gang count in `*ngangs` (2.9.2: a gang loop of a
/// gang routine divides its iterations among the gangs of its dimension; the gangs of the other
/// dimensions run them redundantly). A region with one-dimensional gangs has all of them along
/// dimension one.
///
/// # Safety
/// `ngangs` is null or points to a writable `int`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_region_gang(
    dim: std::ffi::c_int,
    ngangs: *mut std::ffi::c_int,
) -> std::ffi::c_int {
    let mut n: std::ffi::c_int = 1;
    // SAFETY: a local, writable.
    let tid = unsafe { __oxacc_region_thread(&mut n) };
    let tid = usize::try_from(tid).unwrap_or(0);
    let n = usize::try_from(n).unwrap_or(1).max(1);
    let (n1, n2) = match GANG_DIMS.with(|c| c.get()) {
        (0, _) | (_, 0) => (n, 1),
        d => d,
    };
    let (coord, count) = match dim {
        ..=1 => (tid % n1, n1),
        2 => (tid / n1 % n2, n2),
        _ => (tid / (n1 * n2), (n / (n1 * n2)).max(1)),
    };
    if !ngangs.is_null() {
        // SAFETY: the caller's contract.
        unsafe { *ngangs = std::ffi::c_int::try_from(count).unwrap_or(std::ffi::c_int::MAX) };
    }
    std::ffi::c_int::try_from(coord).unwrap_or(0)
}

/// The region and its gang count behind `run_gangs_of`.
struct Gangs {
    f: TeamFn,
    ctx: *mut c_void,
    gangs: usize,
}

/// Runs gangs `tid, tid + nthreads, ...` of the `Gangs` at `vctx`, one after another, each
/// as `f(ctx, gang, gangs)`.
unsafe extern "C" fn run_gangs_of(vctx: *mut c_void, tid: i32, nthreads: i32) {
    // SAFETY: `run_gangs` passes a `Gangs` that outlives the launch.
    let g = unsafe { &*(vctx as *const Gangs) };
    let (tid, m) = (tid.max(0) as usize, nthreads.max(1) as usize);
    let outer = GANG.with(|c| c.get());
    let mut k = tid;
    while k < g.gangs {
        GANG.with(|c| c.set(Some((k, g.gangs, tid, m))));
        // SAFETY: the contract of `run_gangs` on `f` and `ctx`; gangs never wait for one
        // another (2.2.1: no synchronisation among gangs), so running them in turn is a
        // valid schedule.
        unsafe { (g.f)(g.ctx, k as i32, g.gangs as i32) };
        k += m;
    }
    GANG.with(|c| c.set(outer));
}

/// Waits until `done()` holds: spins (a `pause` each time) for `spin`, then yields; yields from
/// the start when the team is oversubscribed. Returns whether it gave up spinning (`sleep_ok`:
/// the caller may sleep instead of yielding; oversubscribed, after a short spin and no yield:
/// a thread whose CPU another needs should leave it, not poll it).
#[inline]
fn wait_until(s: &Shared, sleep_ok: bool, mut done: impl FnMut() -> bool) -> bool {
    let mut spins = 0u32;
    let mut start: Option<Instant> = None;
    while !done() {
        spins = spins.wrapping_add(1);
        if s.oversubscribed.load(Ordering::Relaxed) {
            if sleep_ok {
                // A thread whose CPU another thread of the team needs leaves it after a short
                // spin, as libgomp's throttled spin does: a `sched_yield` on a loaded machine
                // gives the CPU to whichever task is next for a whole tick (about 4 ms).
                if spins >= 1024 {
                    return true;
                }
                std::hint::spin_loop();
            } else if spins & 15 == 0 {
                std::thread::yield_now();
            } else {
                std::hint::spin_loop();
            }
        } else {
            std::hint::spin_loop();
        }
        // The clock is read every 1024 rounds only (a few microseconds apart).
        if spins & 1023 == 0 {
            let t0 = *start.get_or_insert_with(Instant::now);
            if t0.elapsed() >= s.spin {
                if sleep_ok {
                    return true;
                }
                std::thread::yield_now();
            }
        }
    }
    false
}

/// Waits until `done()` holds: [`wait_until`], then asleep on `wait_seq` (see [`Shared`]).
/// Whoever makes `done()` true must do so with a SeqCst write and then call [`wake_waiters`].
fn wait_or_sleep(s: &Shared, mut done: impl FnMut() -> bool) {
    if !wait_until(s, true, &mut done) {
        return;
    }
    #[cfg(test)]
    s.slept.fetch_add(1, Ordering::Relaxed);
    loop {
        // The sequence is read before the count goes up: a wake after that point changes it,
        // and the futex wait then returns at once. The count goes up before `done` is read
        // again: a completer that read the count as zero wrote `done` before it (SeqCst).
        let seq = s.wait_seq.0.load(Ordering::SeqCst);
        s.waiters.0.fetch_add(1, Ordering::SeqCst);
        if done() {
            s.waiters.0.fetch_sub(1, Ordering::SeqCst);
            return;
        }
        crate::omp::sync::futex_wait(&s.wait_seq.0, seq);
        s.waiters.0.fetch_sub(1, Ordering::SeqCst);
        if done() {
            return;
        }
    }
}

/// Wakes the sleepers of [`wait_or_sleep`], if any, after a SeqCst write that completes their
/// wait.
#[inline]
fn wake_waiters(s: &Shared) {
    if s.waiters.0.load(Ordering::SeqCst) != 0 {
        s.wait_seq.0.fetch_add(1, Ordering::SeqCst);
        crate::omp::sync::futex_wake(&s.wait_seq.0, i32::MAX);
    }
}

impl Team {
    fn new(size: usize) -> Team {
        Team::with_spin(size, spin_time())
    }

    fn with_spin(size: usize, spin: Duration) -> Team {
        watch_forks();
        let born = fork_generation();
        let size = size.clamp(1, MAX_THREADS);
        let shared = Arc::new(Shared {
            packed: Padded(AtomicU64::new(0)),
            f: AtomicUsize::new(0),
            ctx: AtomicUsize::new(0),
            pending: Padded(AtomicUsize::new(0)),
            bar_arrived: Padded(AtomicUsize::new(0)),
            bar_gen: Padded(AtomicUsize::new(0)),
            sleeping: AtomicU32::new(0),
            wake_seq: AtomicU32::new(0),
            wait_seq: Padded(AtomicU32::new(0)),
            waiters: Padded(AtomicU32::new(0)),
            #[cfg(test)]
            slept: AtomicUsize::new(0),
            #[cfg(test)]
            waits: std::array::from_fn(|_| AtomicUsize::new(0)),
            oversubscribed: AtomicBool::new(size > cpus()),
            spin,
            places: if size > 1 && spread_enabled() {
                placement::domains()
            } else {
                Vec::new()
            },
        });
        let size = spawn_workers(&shared, 1, size, 0);
        shared
            .oversubscribed
            .store(size > cpus(), Ordering::Relaxed);
        Team {
            born,
            size,
            threads: AtomicUsize::new(size),
            shared,
            launch: Mutex::new(0),
        }
    }

    /// A separate team of `size` threads, its creator being thread 0 of each launch (OpenMP's
    /// nested parallel regions run on such teams, kept in a pool).
    pub(crate) fn new_extra(size: usize) -> Team {
        Team::new(size)
    }

    /// Runs `f(ctx, tid, m)` on exactly `m = min(n, threads that could be started)` threads
    /// (spawning workers up to `n` first), whatever `size` is and even when the caller is a
    /// thread of another team; `prepare(m)` runs before any thread starts. Returns false,
    /// having run nothing, when another launch holds the team.
    ///
    /// # Safety
    /// As [`Team::run`]; the caller must not be a thread of this team.
    pub(crate) unsafe fn try_run_exact(
        &self,
        f: TeamFn,
        ctx: *mut c_void,
        n: usize,
        prepare: &mut dyn FnMut(usize),
    ) -> bool {
        let Ok(mut generation) = self.launch.try_lock() else {
            return false;
        };
        let have = self.threads.load(Ordering::Relaxed);
        let n = n.clamp(1, MAX_THREADS);
        if n > have {
            let got = spawn_workers(&self.shared, have, n, *generation);
            self.threads.store(got, Ordering::Relaxed);
            self.shared
                .oversubscribed
                .store(got > cpus(), Ordering::Relaxed);
        }
        let m = n.min(self.threads.load(Ordering::Relaxed));
        prepare(m);
        // SAFETY: the caller's contract; the lock is held.
        unsafe { self.launch_locked(&mut generation, f, ctx, m) };
        true
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the team's workers exist in this process (false in the child of a `fork`
    /// after the team started: only the forking thread is copied).
    pub(crate) fn alive(&self) -> bool {
        self.born == fork_generation()
    }

    /// Runs `f(ctx, tid, n)` for every tid in `0..n` and returns when all are done;
    /// `n = min(hint, team size)` (a hint of 0 or less means the whole team).
    ///
    /// # Safety
    /// `f` must be safe to call concurrently with `ctx` from `n` threads.
    pub unsafe fn run(&self, f: TeamFn, ctx: *mut c_void, hint: i32) {
        let n = if hint <= 0 {
            self.size
        } else {
            (hint as usize).min(self.size)
        };
        let guard = if n <= 1 || IN_TEAM.with(|t| t.get()) {
            None
        } else {
            // Busy (another thread's launch or an OpenMP region holds the team): run here
            // rather than wait, which could deadlock (see the module's invariants).
            self.launch.try_lock().ok()
        };
        let Some(mut generation) = guard else {
            let outer = REGION.with(|r| r.replace((0, 1)));
            // SAFETY: the caller's contract on `f` and `ctx`.
            unsafe { f(ctx, 0, 1) };
            REGION.with(|r| r.set(outer));
            return;
        };
        // SAFETY: the caller's contract; the lock is held.
        unsafe { self.launch_locked(&mut generation, f, ctx, n) };
    }

    /// Runs an OpenACC host region of `gangs` gangs (its `num_gangs`, 2.5.10; 0 or less: one
    /// gang per thread of the team, or one when the team is busy) as `f(ctx, gang, gangs)`
    /// for every gang, on min(gangs, team size) threads. With more gangs than threads (a
    /// large `num_gangs`, or a region started from a thread of a busy team, which runs alone)
    /// each thread runs several, one after another; `__oxacc_gang_slot` tells a gang which
    /// thread (reduction slot) it runs on.
    ///
    /// # Safety
    /// As [`Team::run`].
    pub unsafe fn run_gangs(&self, f: TeamFn, ctx: *mut c_void, gangs: i32) {
        if gangs <= 1 {
            // SAFETY: the caller's contract.
            return unsafe { self.run(f, ctx, gangs) };
        }
        let g = Gangs {
            f,
            ctx,
            gangs: gangs as usize,
        };
        // SAFETY: `run_gangs_of` calls `f` with `ctx` as the caller allows; `g` outlives the
        // launch (`run` returns when every thread is done).
        unsafe { self.run(run_gangs_of, &g as *const Gangs as *mut c_void, gangs) };
    }

    /// Publishes the job to threads `1..n`, runs thread 0 here and waits for the others.
    ///
    /// # Safety
    /// The `launch` lock is held (`generation` is its guard); `n` threads exist.
    unsafe fn launch_locked(&self, generation: &mut u64, f: TeamFn, ctx: *mut c_void, n: usize) {
        if n <= 1 {
            let prev = IN_TEAM.with(|t| t.replace(true));
            let outer = REGION.with(|r| r.replace((0, 1)));
            // SAFETY: the caller's contract on `f` and `ctx`.
            unsafe { f(ctx, 0, 1) };
            REGION.with(|r| r.set(outer));
            IN_TEAM.with(|t| t.set(prev));
            return;
        }
        *generation += 1;
        let s = &self.shared;
        s.pending.0.store(n - 1, Ordering::Relaxed);
        s.f.store(f as usize, Ordering::Relaxed);
        s.ctx.store(ctx as usize, Ordering::Relaxed);
        s.packed
            .0
            .store(*generation << 16 | n as u64, Ordering::SeqCst);
        // SeqCst store, then SeqCst load; a sleeper does the converse (sets its bit, then
        // reads `packed`): one of the two sees the other.
        let mask = launch_mask(n);
        if s.sleeping.load(Ordering::SeqCst) & mask != 0 {
            s.sleeping.fetch_and(!mask, Ordering::SeqCst);
            s.wake_seq.fetch_add(1, Ordering::SeqCst);
            crate::omp::sync::futex_wake_bits(&s.wake_seq, i32::MAX, mask);
        }
        // Restored afterwards: the launcher of an extra team (OpenMP nesting) is a thread of
        // another team.
        let prev = IN_TEAM.with(|t| t.replace(true));
        let outer = REGION.with(|r| r.replace((0, n)));
        // SAFETY: the caller's contract on `f` and `ctx`.
        unsafe { f(ctx, 0, n as i32) };
        REGION.with(|r| r.set(outer));
        IN_TEAM.with(|t| t.set(prev));
        wait_or_sleep(s, || s.pending.0.load(Ordering::SeqCst) == 0);
    }

    /// Waits until every thread of the current region has called `barrier` (a no-op outside a
    /// region of several threads). Every thread of the region must call it the same number of
    /// times. A centralised sense-reversing barrier: one atomic add per arrival, the last one
    /// bumps the generation the others poll.
    pub fn barrier(&self) {
        let n = REGION.with(|r| r.get().1);
        if n <= 1 {
            return;
        }
        let s = &self.shared;
        let gen = s.bar_gen.0.load(Ordering::Acquire);
        if s.bar_arrived.0.fetch_add(1, Ordering::AcqRel) + 1 == n {
            s.bar_arrived.0.store(0, Ordering::Relaxed);
            s.bar_gen.0.store(gen.wrapping_add(1), Ordering::SeqCst);
            wake_waiters(s);
        } else {
            wait_or_sleep(s, || s.bar_gen.0.load(Ordering::SeqCst) != gen);
        }
    }
}

/// How long a waiting thread spins before it sleeps when every thread has a CPU:
/// `OXACC_SPIN_US` (2000 µs by default, about libgomp's 300,000 `pause`s). The team's idle
/// workers and OpenMP's barrier waiters both use it.
pub(crate) fn spin_time() -> Duration {
    static SPIN: OnceLock<Duration> = OnceLock::new();
    *SPIN.get_or_init(|| {
        Duration::from_micros(
            std::env::var("OXACC_SPIN_US")
                .ok()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .unwrap_or(2000),
        )
    })
}

fn spread_enabled() -> bool {
    spread_from(
        std::env::var("OXACC_TEAM_SPREAD").ok().as_deref(),
        std::env::var("OMP_PROC_BIND").ok().as_deref(),
    )
}

/// Whether workers are confined to cache domains, given `OXACC_TEAM_SPREAD` and
/// `OMP_PROC_BIND`: the first decides when set; else `OMP_PROC_BIND=false` leaves the threads
/// unbound, as libgomp does for a `gcc -fopenmp` program (threads left to the scheduler share
/// an L3 more often: cheaper synchronisation, less bandwidth).
fn spread_from(oxacc: Option<&str>, omp_proc_bind: Option<&str>) -> bool {
    if let Some(v) = oxacc {
        return !matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "0" | "none" | "false"
        );
    }
    omp_proc_bind.is_none_or(|v| !v.trim().eq_ignore_ascii_case("false"))
}

/// The most threads a team can have (`packed` keeps the count in 16 bits).
const MAX_THREADS: usize = (1 << 15) - 1;

/// The most threads one team is given: 16 per processor, at least 1024 (at most
/// `MAX_THREADS`). OpenMP 2.0, 2.3 leaves a request beyond what the runtime can supply to the
/// implementation; far beyond the processors a team is only slower, and a huge request
/// (`OMP_NUM_THREADS=100000`) spawned workers one by one for minutes (each with an 8 MiB
/// stack) where libgomp stops at once. Environment variables asking for more are an error
/// ([`env_thread_count`]); `omp_set_num_threads` and `num_threads` clauses are capped.
pub fn thread_limit() -> usize {
    (16 * cpus()).clamp(1024, MAX_THREADS)
}

/// What [`thread_count`] makes of a value that is not a positive integer.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum BadCount {
    /// Empty (or blanks): as if unset, silently.
    Empty,
    /// `0`, `abc`, `-3`, `4x`: ignored (the default applies) with this one-line warning, as
    /// libgomp's "Invalid value for environment variable OMP_NUM_THREADS".
    Invalid(String),
}

/// A thread count given by environment variable `var` as text `raw` (`OMP_NUM_THREADS`'s
/// first list element, `ACC_NUM_CORES`): `Ok(Ok(n))` for a positive integer, `Ok(Err(_))`
/// for anything else (ignored, the default applies), `Err` with the message for a count
/// above `limit` (one too long for a `usize` included).
pub(crate) fn thread_count(
    var: &str,
    raw: &str,
    limit: usize,
) -> Result<Result<usize, BadCount>, String> {
    let t = raw.trim();
    if t.is_empty() {
        return Ok(Err(BadCount::Empty));
    }
    // OpenMP 2.0, 4.2: "the value ... must be positive"; a non-number is
    // implementation-defined. Ignored as before, but no longer silently: a typo would
    // otherwise run with an unexpected team size.
    let invalid = || {
        Ok(Err(BadCount::Invalid(format!(
            "OXACC WARNING: environment variable {var}={raw} is not a positive integer; \
             ignored (the default thread count is used)"
        ))))
    };
    let digits = t.strip_prefix('+').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return invalid();
    }
    match digits.parse::<usize>() {
        Ok(0) => invalid(),
        Ok(n) if n <= limit => Ok(Ok(n)),
        _ => Err(format!(
            "{var}={raw} asks for more threads than a team can have: at most {limit} on this \
             machine (16 per processor, at least 1024; {})",
            if var.starts_with("OMP_") {
                "OpenMP 2.0, 2.3 and 4.2: a team larger than the implementation supports is \
                 implementation-defined"
            } else {
                "ACC_NUM_CORES is the thread count of the multicore device, as with nvc"
            }
        )),
    }
}

/// [`thread_count`] of environment variable `var` (`list`: a comma-separated list whose first
/// element counts, as `OMP_NUM_THREADS`); a count above [`thread_limit`] stops the program
/// with one line naming the variable and its value (no thread is started for it).
pub(crate) fn env_thread_count(var: &str, list: bool) -> Option<usize> {
    let raw = std::env::var(var).ok()?;
    let first = if list {
        raw.split(',').next().unwrap_or("")
    } else {
        &raw
    };
    match thread_count(var, first, thread_limit()) {
        Ok(Ok(n)) => Some(n),
        Ok(Err(BadCount::Empty)) => None,
        Ok(Err(BadCount::Invalid(w))) => {
            eprintln!("{w}");
            None
        }
        Err(m) => {
            eprintln!("OXACC ERROR in environment variable {var}: {m}");
            std::process::exit(1)
        }
    }
}

fn cpus() -> usize {
    static CPUS: OnceLock<usize> = OnceLock::new();
    *CPUS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Starts workers `from..to` that take part from the launch after generation `seen`; returns
/// how many threads the team then has (fewer than `to` when the system refused one).
fn spawn_workers(shared: &Arc<Shared>, from: usize, to: usize, seen: u64) -> usize {
    for tid in from..to {
        let s = shared.clone();
        let place = placement::pick(&shared.places, tid);
        let spawned = std::thread::Builder::new()
            .name(format!("oxacc-team-{tid}"))
            .stack_size(worker_stack_size())
            .spawn(move || {
                if let Some(mask) = place {
                    placement::bind(&mask);
                }
                worker(s, tid, seen)
            });
        if spawned.is_err() {
            return tid; // run with the threads we could start
        }
    }
    to.max(from)
}

/// The stack of every worker: a region's locals live on it, so it is as large as gcc's
/// (libgomp's) threads get: `OMP_STACKSIZE` (else `GOMP_STACKSIZE`, libgomp's older name) when
/// set and valid, else the `ulimit -s` soft limit as glibc gives new threads, 8 MiB when that
/// is unlimited. Rust's own default (2 MiB) made a 3 MB local array fault at two threads.
fn worker_stack_size() -> usize {
    static SIZE: OnceLock<usize> = OnceLock::new();
    *SIZE.get_or_init(|| {
        let env = |name: &str| std::env::var(name).ok().and_then(|v| parse_stacksize(&v));
        env("OMP_STACKSIZE")
            .or_else(|| env("GOMP_STACKSIZE"))
            .unwrap_or_else(|| stack_from_rlimit(rlimit_stack()))
            .max(MIN_STACK)
    })
}

/// The smallest worker stack: Rust's default, what the team used before; the runtime's own
/// frames need some room whatever the environment says.
const MIN_STACK: usize = 2 << 20;
/// The stack when `ulimit -s` is unlimited (glibc's default then is only 2 MiB on x86-64, but
/// programs written for gcc are tested with the usual 8 MiB limit).
const DEFAULT_STACK: usize = 8 << 20;

/// `OMP_STACKSIZE` as libgomp reads it: a size with an optional unit `B`, `K` (the default),
/// `M` or `G` in either case, spaces allowed around both.
pub(crate) fn parse_stacksize(s: &str) -> Option<usize> {
    let s = s.trim();
    let digits = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let n: usize = s.get(..digits)?.parse().ok()?;
    let unit: usize = match s.get(digits..)?.trim().to_ascii_lowercase().as_str() {
        "b" => 1,
        "" | "k" => 1 << 10,
        "m" => 1 << 20,
        "g" => 1 << 30,
        _ => return None,
    };
    n.checked_mul(unit).filter(|&b| b > 0)
}

/// The worker stack for a `RLIMIT_STACK` soft limit (`None`: unlimited or unknown).
fn stack_from_rlimit(limit: Option<u64>) -> usize {
    match limit {
        Some(l) => usize::try_from(l).unwrap_or(DEFAULT_STACK),
        None => DEFAULT_STACK,
    }
}

fn rlimit_stack() -> Option<u64> {
    let mut r = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct we pass and nothing else.
    if unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut r) } != 0
        || r.rlim_cur == libc::RLIM_INFINITY
    {
        return None;
    }
    Some(r.rlim_cur)
}

/// Whether the calling thread is running a team's job (a worker, or a launcher during its
/// launch).
pub(crate) fn in_team() -> bool {
    IN_TEAM.with(|t| t.get())
}

/// The wake-up bit of worker `tid` (1..): tids of 31 and above share bit 31 (they are woken
/// by launches of more than 31 threads; those a launch does not include go back to sleep).
#[inline]
fn sleep_bit(tid: usize) -> u32 {
    1 << tid.min(31)
}

/// The bits of the workers (tids `1..n`) that a launch of `n` threads needs.
#[inline]
fn launch_mask(n: usize) -> u32 {
    if n >= 32 {
        !1
    } else {
        ((1u64 << n) - 1) as u32 & !1
    }
}

/// Whether `packed` announces a launch that worker `tid` takes part in and has not run yet
/// (`seen`: the generation of the last launch it ran). A launch that includes a worker cannot
/// be followed by another before the worker reports back, so none is missed.
#[inline]
fn launch_for(packed: u64, seen: u64, tid: usize) -> bool {
    packed >> 16 != seen && (packed & 0xffff) as usize > tid
}

fn worker(s: Arc<Shared>, tid: usize, mut seen: u64) {
    IN_TEAM.with(|t| t.set(true));
    loop {
        // Launches of fewer threads than `tid + 1` do not concern this worker: it keeps
        // waiting (its spin budget still counts from its last job, so an idle worker goes to
        // sleep and stays asleep; until 2026-11-25 every launch restarted the 2 ms spin of all
        // workers, and an `OMP_NUM_THREADS=2` program kept 14 of the 16-core host's CPUs
        // spinning beside its 2 threads).
        let mut packed = s.packed.0.load(Ordering::Acquire);
        while !launch_for(packed, seen, tid) {
            #[cfg(test)]
            s.waits[tid.min(31)].fetch_add(1, Ordering::Relaxed);
            let sleep = wait_until(&s, true, || {
                launch_for(s.packed.0.load(Ordering::Acquire), seen, tid)
            });
            if sleep {
                let bit = sleep_bit(tid);
                loop {
                    // The sequence is read before the bit is set: a launch after that point
                    // changes it, and the futex wait then returns at once.
                    let seq = s.wake_seq.load(Ordering::SeqCst);
                    s.sleeping.fetch_or(bit, Ordering::SeqCst);
                    if launch_for(s.packed.0.load(Ordering::SeqCst), seen, tid) {
                        // A bit of its own is cleared (a shared one may be another's too).
                        if tid < 31 {
                            s.sleeping.fetch_and(!bit, Ordering::Relaxed);
                        }
                        break;
                    }
                    crate::omp::sync::futex_wait_bits(&s.wake_seq, seq, bit);
                }
            }
            packed = s.packed.0.load(Ordering::Acquire);
        }
        seen = packed >> 16;
        let nthreads = (packed & 0xffff) as usize;
        if tid < nthreads {
            let f = s.f.load(Ordering::Relaxed);
            let ctx = s.ctx.load(Ordering::Relaxed);
            REGION.with(|r| r.set((tid, nthreads)));
            // SAFETY: `f` was stored from a `TeamFn` by `Team::run` for this generation (it
            // cannot change before this worker decrements `pending`); the launcher's contract
            // covers concurrent calls of `f` with `ctx`.
            unsafe {
                let f: TeamFn = std::mem::transmute::<usize, TeamFn>(f);
                f(ctx as *mut c_void, tid as i32, nthreads as i32);
            }
            REGION.with(|r| r.set((0, 1)));
            if s.pending.0.fetch_sub(1, Ordering::SeqCst) == 1 {
                wake_waiters(&s);
            }
        }
    }
}

/// Children of `fork` this process descends from, counted by a `pthread_atfork` handler.
static FORKS: AtomicU64 = AtomicU64::new(0);

extern "C" fn after_fork_in_child() {
    FORKS.fetch_add(1, Ordering::Release);
}

/// 0 in the original process; changes in the child of every `fork` (after the runtime
/// started threads). Threads made before a fork (team workers, queue workers) do not exist
/// in the child: what they serve must be started again there.
pub(crate) fn fork_generation() -> u64 {
    FORKS.load(Ordering::Acquire)
}

/// Registers the handler behind [`fork_generation`], once, before the runtime's first thread.
pub(crate) fn watch_forks() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: registers a handler that only increments an atomic (async-signal-safe, as a
        // child handler of a multithreaded process must be).
        unsafe { libc::pthread_atfork(None, None, Some(after_fork_in_child)) };
    });
}

/// The process's team, started on first use. In the child of a `fork` the parent's workers
/// are gone (before, a host region there waited for them forever): the child gets a team of
/// its own, started at its first use.
pub fn team() -> &'static Team {
    static T: OnceLock<Team> = OnceLock::new();
    if fork_generation() == 0 {
        return T.get_or_init(|| Team::new(crate::icv::num_cores()));
    }
    child_team()
}

/// The team of a process made by `fork` (the parent's, if any, is leaked: its memory is the
/// parent's copy, its threads do not exist here).
#[cold]
fn child_team() -> &'static Team {
    static CHILD: Mutex<Option<&'static Team>> = Mutex::new(None);
    let mut c = CHILD.lock().unwrap_or_else(|e| e.into_inner());
    match *c {
        Some(t) if t.alive() => t,
        _ => {
            let t: &'static Team = Box::leak(Box::new(Team::new(crate::icv::num_cores())));
            *c = Some(t);
            t
        }
    }
}

/// See `oxacc_rt.h`: the calling thread's number in the current host region, and the
/// region's threads in `*nthreads` (0 and 1 outside regions). An orphaned `loop gang` of a
/// gang routine divides its iterations by them (2.9.2: among the gangs, each thread of a host
/// region being one gang).
///
/// # Safety
/// `nthreads` is null or points to a writable `int`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_region_thread(nthreads: *mut std::ffi::c_int) -> std::ffi::c_int {
    // The team also runs OpenMP regions: their threads are not gangs (a routine called from
    // one runs whole in each thread, as any host call).
    let (tid, n) = if let Some((g, gangs, _, _)) = GANG.with(|c| c.get()) {
        (g, gangs)
    } else if crate::omp::in_omp_region() {
        (0, 1)
    } else {
        REGION.with(|r| r.get())
    };
    if !nthreads.is_null() {
        // SAFETY: the caller's contract.
        unsafe { *nthreads = n as std::ffi::c_int };
    }
    tid as std::ffi::c_int
}

/// See `oxacc_rt.h`: the reduction slot of the calling gang of a host region (the number of
/// the thread that runs it), and the slots in use in `*nslots`: a gang whose number equals its
/// slot is the first its thread runs.
///
/// # Safety
/// `nslots` is null or points to a writable `int`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_gang_slot(nslots: *mut std::ffi::c_int) -> std::ffi::c_int {
    let (slot, n) = match GANG.with(|c| c.get()) {
        Some((_, _, slot, slots)) => (slot, slots),
        None => REGION.with(|r| r.get()),
    };
    if !nslots.is_null() {
        // SAFETY: the caller's contract.
        unsafe { *nslots = n as std::ffi::c_int };
    }
    slot as std::ffi::c_int
}

/// See `oxacc_rt.h`: a barrier among the threads of the current host region.
#[no_mangle]
pub extern "C" fn __oxacc_team_barrier() {
    team().barrier();
}

/// Last-level-cache domains of the CPUs this process may use (Linux sysfs), and binding a
/// thread to one. Everything here is best effort: no sysfs, one domain, or a failing call
/// leaves the scheduler in charge.
mod placement {
    /// A CPU mask as the kernel's `cpu_set_t` (1024 CPUs).
    pub type Mask = [u64; 16];

    extern "C" {
        fn sched_getaffinity(pid: i32, size: usize, mask: *mut u64) -> i32;
        fn sched_setaffinity(pid: i32, size: usize, mask: *const u64) -> i32;
        fn sched_getcpu() -> i32;
    }

    fn allowed() -> Option<Mask> {
        let mut m: Mask = [0; 16];
        // SAFETY: `m` is a writable buffer of the size passed.
        (unsafe { sched_getaffinity(0, std::mem::size_of::<Mask>(), m.as_mut_ptr()) } == 0)
            .then_some(m)
    }

    fn has(m: &Mask, cpu: usize) -> bool {
        cpu < 1024 && m[cpu / 64] >> (cpu % 64) & 1 == 1
    }

    /// "0-7,16-23" → mask.
    fn parse_list(text: &str) -> Mask {
        let mut m: Mask = [0; 16];
        for part in text.trim().split(',').filter(|p| !p.is_empty()) {
            let (a, b) = match part.split_once('-') {
                Some((a, b)) => (a.trim().parse::<usize>(), b.trim().parse::<usize>()),
                None => (part.trim().parse::<usize>(), part.trim().parse::<usize>()),
            };
            if let (Ok(a), Ok(b)) = (a, b) {
                for c in a..=b.min(1023) {
                    m[c / 64] |= 1 << (c % 64);
                }
            }
        }
        m
    }

    /// The cache domains of the allowed CPUs (each restricted to the allowed CPUs), the
    /// launcher's first; empty when there are fewer than two.
    pub fn domains() -> Vec<Mask> {
        let Some(ok) = allowed() else {
            return Vec::new();
        };
        let mut doms: Vec<Mask> = Vec::new();
        for cpu in (0..1024).filter(|&c| has(&ok, c)) {
            if doms.iter().any(|d| has(d, cpu)) {
                continue;
            }
            let base = format!("/sys/devices/system/cpu/cpu{cpu}/cache");
            // The highest-level unified cache: index3 (L3) where it exists.
            let list = ["index3", "index2"].iter().find_map(|ix| {
                std::fs::read_to_string(format!("{base}/{ix}/shared_cpu_list")).ok()
            });
            let Some(list) = list else {
                return Vec::new();
            };
            let mut d = parse_list(&list);
            for (w, o) in d.iter_mut().zip(ok.iter()) {
                *w &= o;
            }
            if !has(&d, cpu) {
                return Vec::new();
            }
            doms.push(d);
        }
        if doms.len() < 2 {
            return Vec::new();
        }
        // SAFETY: no arguments; returns the CPU this thread runs on.
        let here = unsafe { sched_getcpu() };
        if here >= 0 {
            if let Some(i) = doms.iter().position(|d| has(d, here as usize)) {
                doms.rotate_left(i);
            }
        }
        doms
    }

    /// Worker `tid`'s domain: round-robin after the launcher's (domain 0).
    pub fn pick(doms: &[Mask], tid: usize) -> Option<Mask> {
        (!doms.is_empty()).then(|| doms[tid % doms.len()])
    }

    pub fn bind(m: &Mask) {
        // SAFETY: `m` is a valid mask of the size passed; 0 is the calling thread. A failure
        // (a container forbidding it) leaves the thread where it is.
        unsafe { sched_setaffinity(0, std::mem::size_of::<Mask>(), m.as_ptr()) };
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn cpu_lists_parse() {
            let m = super::parse_list("0-2,5,64-65\n");
            assert_eq!(m[0], 0b100111);
            assert_eq!(m[1], 0b11);
        }
    }
}

struct CopyJob {
    dst: usize,
    src: usize,
    n: usize,
    streaming: bool,
}

/// Copies with non-temporal stores (x86-64): the destination lines are written to memory
/// without being read first or kept in cache, which is what a buffer that the DMA engine reads
/// next wants.
///
/// # Safety
/// `[src, src+n)` readable, `[dst, dst+n)` writable, not overlapping.
unsafe fn stream_copy(dst: usize, src: usize, n: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_sfence, _mm_stream_si128};
        let head = (16 - dst % 16) % 16;
        if n < head + 64 {
            // SAFETY: the caller's contract.
            unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, n) };
            return;
        }
        // SAFETY: the caller's contract; every access below stays inside the two ranges, and
        // the streamed stores are 16-byte aligned.
        unsafe {
            std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, head);
            let (mut d, mut s) = (dst + head, src + head);
            let end = dst + head + (n - head) / 64 * 64;
            while d < end {
                let a = _mm_loadu_si128(s as *const __m128i);
                let b = _mm_loadu_si128((s + 16) as *const __m128i);
                let c = _mm_loadu_si128((s + 32) as *const __m128i);
                let e = _mm_loadu_si128((s + 48) as *const __m128i);
                _mm_stream_si128(d as *mut __m128i, a);
                _mm_stream_si128((d + 16) as *mut __m128i, b);
                _mm_stream_si128((d + 32) as *mut __m128i, c);
                _mm_stream_si128((d + 48) as *mut __m128i, e);
                d += 64;
                s += 64;
            }
            _mm_sfence();
            std::ptr::copy_nonoverlapping(s as *const u8, d as *mut u8, dst + n - d);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    // SAFETY: the caller's contract.
    unsafe {
        std::ptr::copy_nonoverlapping(src as *const u8, dst as *mut u8, n)
    }
}

unsafe extern "C" fn copy_part(ctx: *mut c_void, tid: i32, nthreads: i32) {
    // SAFETY: `ctx` is the CopyJob on parallel_copy's stack, alive until the team finishes.
    let job = unsafe { &*(ctx as *const CopyJob) };
    let per = job.n.div_ceil(nthreads as usize).next_multiple_of(64);
    let start = (tid as usize * per).min(job.n);
    let end = (start + per).min(job.n);
    if end > start {
        if job.streaming {
            // SAFETY: disjoint slices of the caller's two non-overlapping ranges.
            unsafe { stream_copy(job.dst + start, job.src + start, end - start) };
        } else {
            // SAFETY: disjoint slices of the caller's two non-overlapping ranges.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    (job.src + start) as *const u8,
                    (job.dst + start) as *mut u8,
                    end - start,
                )
            };
        }
    }
}

/// `memcpy` of `n` bytes split over up to `max_threads` team threads, 64 KiB or more each, with
/// non-temporal stores when `streaming` (staging copies for the GPU).
pub fn parallel_copy(dst: usize, src: usize, n: usize, max_threads: usize, streaming: bool) {
    let job = CopyJob {
        dst,
        src,
        n,
        streaming,
    };
    let threads = (n >> 16).clamp(1, max_threads.max(1)) as i32;
    // SAFETY: copy_part only reads `job` and copies disjoint parts of two live ranges.
    unsafe { team().run(copy_part, &job as *const CopyJob as *mut c_void, threads) };
}

#[cfg(test)]
mod tests {
    #[test]
    fn stack_size_parses_as_libgomp() {
        use super::{parse_stacksize, stack_from_rlimit, DEFAULT_STACK};
        assert_eq!(parse_stacksize("512"), Some(512 << 10));
        assert_eq!(parse_stacksize(" 16 M "), Some(16 << 20));
        assert_eq!(parse_stacksize("1g"), Some(1 << 30));
        assert_eq!(parse_stacksize("4096B"), Some(4096));
        assert_eq!(parse_stacksize("8k"), Some(8 << 10));
        assert_eq!(parse_stacksize(""), None);
        assert_eq!(parse_stacksize("0"), None);
        assert_eq!(parse_stacksize("-1M"), None);
        assert_eq!(parse_stacksize("12X"), None);
        assert_eq!(parse_stacksize("99999999999999999999G"), None);
        assert_eq!(stack_from_rlimit(Some(16 << 20)), 16 << 20);
        assert_eq!(stack_from_rlimit(None), DEFAULT_STACK);
    }

    #[test]
    fn spread_follows_oxacc_then_omp_proc_bind() {
        use super::spread_from;
        assert!(spread_from(None, None));
        assert!(!spread_from(Some("0"), None));
        assert!(!spread_from(Some("none"), Some("spread")));
        assert!(spread_from(Some("1"), Some("false")));
        assert!(!spread_from(None, Some("false")));
        assert!(!spread_from(None, Some(" FALSE ")));
        assert!(spread_from(None, Some("spread")));
        assert!(spread_from(None, Some("true")));
    }

    use super::*;

    unsafe extern "C" fn add_tid(ctx: *mut c_void, tid: i32, n: i32) {
        // SAFETY: ctx is an array of AtomicUsize with one slot per thread.
        let slots = unsafe { std::slice::from_raw_parts(ctx as *const AtomicUsize, n as usize) };
        slots[tid as usize].fetch_add(1 + tid as usize, Ordering::SeqCst);
    }

    #[test]
    fn parallel_copy_is_exact_at_any_alignment() {
        let src: Vec<u8> = (0..(3 << 20) + 77).map(|i| (i * 31 % 251) as u8).collect();
        for (off, len, streaming) in [
            (0, src.len() - 7, true),
            (3, 1 << 20, true),
            (5, 100, true),
            (1, 70_000, false),
            (9, 63, true),
        ] {
            let mut dst = vec![0u8; len + 32];
            parallel_copy(
                dst.as_mut_ptr() as usize + off,
                src.as_ptr() as usize + 7,
                len,
                4,
                streaming,
            );
            assert_eq!(&dst[off..off + len], &src[7..7 + len]);
            assert!(dst[..off].iter().all(|&b| b == 0) && dst[off + len..].iter().all(|&b| b == 0));
        }
    }

    unsafe extern "C" fn barrier_phases(ctx: *mut c_void, tid: i32, n: i32) {
        // SAFETY: ctx is an array of AtomicUsize with one slot per thread.
        let slots = unsafe { std::slice::from_raw_parts(ctx as *const AtomicUsize, n as usize) };
        for phase in 1..=200usize {
            slots[tid as usize].store(phase, Ordering::Relaxed);
            team().barrier();
            // After the barrier every thread has finished this phase, none the next.
            for s in slots {
                assert_eq!(s.load(Ordering::Relaxed), phase);
            }
            team().barrier();
        }
    }

    /// Records each gang's call: ctx is one counter per gang, then one per slot.
    unsafe extern "C" fn count_gang(ctx: *mut c_void, g: i32, gangs: i32) {
        let mut ns = 0;
        // SAFETY: a valid `int`.
        let slot = unsafe { __oxacc_gang_slot(&mut ns) };
        let mut rg = 0;
        // SAFETY: a valid `int`.
        let rt = unsafe { __oxacc_region_thread(&mut rg) };
        assert_eq!((rt, rg), (g, gangs));
        assert!(slot < ns && ns as usize <= team().size().max(1));
        // A thread's first gang is the one numbered as its slot (the generated reductions
        // store there, then combine).
        assert!(g >= slot && (g - slot) % ns == 0);
        // SAFETY: ctx holds `gangs` + team size counters.
        let c = unsafe {
            std::slice::from_raw_parts(ctx as *const AtomicUsize, gangs as usize + team().size())
        };
        c[g as usize].fetch_add(1, Ordering::SeqCst);
        c[gangs as usize + slot as usize].fetch_add(1, Ordering::SeqCst);
    }

    /// num_gangs (2.5.10) above the team size: every gang runs once, as gang g of `gangs`,
    /// the gangs spread over the threads.
    #[test]
    fn run_gangs_runs_every_gang_once() {
        let size = team().size();
        for gangs in [2, size, size + 1, 3 * size + 2, 1000] {
            let c: Vec<AtomicUsize> = (0..gangs + size).map(|_| AtomicUsize::new(0)).collect();
            // SAFETY: count_gang touches only the atomic counters.
            unsafe { team().run_gangs(count_gang, c.as_ptr() as *mut c_void, gangs as i32) };
            assert!(
                c[..gangs].iter().all(|x| x.load(Ordering::SeqCst) == 1),
                "{gangs}"
            );
            let per_slot: usize = c[gangs..].iter().map(|x| x.load(Ordering::SeqCst)).sum();
            assert_eq!(per_slot, gangs);
        }
    }

    struct LateCtx<'a> {
        team: &'a Team,
        arrived: Vec<AtomicUsize>,
        seen: Vec<AtomicUsize>,
    }

    /// Workers reach the barrier 20 ms after thread 0, and finish 20 ms after it.
    unsafe extern "C" fn late_workers(ctx: *mut c_void, tid: i32, _n: i32) {
        // SAFETY: ctx is the test's LateCtx, alive for the launch.
        let c = unsafe { &*(ctx as *const LateCtx) };
        let tid = tid as usize;
        if tid != 0 {
            std::thread::sleep(Duration::from_millis(20));
        }
        c.arrived[tid].fetch_add(1, Ordering::SeqCst);
        c.team.barrier();
        let total: usize = c.arrived.iter().map(|a| a.load(Ordering::SeqCst)).sum();
        c.seen[tid].store(total, Ordering::SeqCst);
        if tid != 0 {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A barrier waiter and the launcher's join sleep on a futex once their spin is over, and
    /// are woken by the last arrival and the last worker to finish (they yielded for ever
    /// until 2026-11-29: on a loaded machine with more threads than CPUs each yield could give
    /// the CPU away for a scheduler tick).
    #[test]
    fn barrier_and_join_waiters_sleep_and_are_woken() {
        let team = Team::with_spin(3, Duration::ZERO);
        let c = LateCtx {
            team: &team,
            arrived: (0..3).map(|_| AtomicUsize::new(0)).collect(),
            seen: (0..3).map(|_| AtomicUsize::new(0)).collect(),
        };
        for round in 1..=3 {
            // SAFETY: late_workers touches only the atomics of `c` and the team's barrier.
            unsafe { team.run(late_workers, &c as *const LateCtx as *mut c_void, 3) };
            for (tid, s) in c.seen.iter().enumerate() {
                assert_eq!(
                    s.load(Ordering::SeqCst),
                    3 * round,
                    "thread {tid}, round {round}"
                );
            }
        }
        // Thread 0 sleeps at each barrier and in each join (6), unless a loaded machine kept
        // it off its CPU until the workers had come.
        let slept = team.shared.slept.load(Ordering::Relaxed);
        assert!(slept >= 1, "{slept} sleeps");
    }

    #[test]
    fn barrier_separates_phases() {
        let n = team().size().clamp(1, 4);
        let slots: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
        for _ in 0..5 {
            // SAFETY: barrier_phases touches only the atomic slots.
            unsafe { team().run(barrier_phases, slots.as_ptr() as *mut c_void, n as i32) };
        }
        // Outside a region a barrier returns at once.
        team().barrier();
    }

    /// Launches of 2 threads on a team of 4 whose workers sleep as soon as they wait: workers
    /// 2 and 3 go to sleep once and are never woken (until 2026-11-25 every launch woke every
    /// sleeper, and restarted the spin of every worker); worker 1 runs every launch (and
    /// sleeps in between when its waits are long enough: it is woken for each launch).
    #[test]
    fn workers_outside_a_launch_stay_asleep() {
        let team = Team::with_spin(4, Duration::ZERO);
        let slots: Vec<AtomicUsize> = (0..4).map(|_| AtomicUsize::new(0)).collect();
        // One launch of all four first: every worker has started and runs the wait loop.
        // SAFETY: add_tid touches only its own atomic slot.
        unsafe { team.run(add_tid, slots.as_ptr() as *mut c_void, 4) };
        for _ in 0..300 {
            // SAFETY: as above.
            unsafe { team.run(add_tid, slots.as_ptr() as *mut c_void, 2) };
            std::thread::sleep(Duration::from_micros(20));
        }
        assert_eq!(slots[1].load(Ordering::SeqCst), 301 * 2);
        assert_eq!(slots[2].load(Ordering::SeqCst), 3);
        assert_eq!(slots[3].load(Ordering::SeqCst), 4);
        // Each of them waits from its last job on, in one wait (a few more if futex waits
        // return spuriously), not one per launch.
        for tid in [2, 3] {
            let n = team.shared.waits[tid].load(Ordering::Relaxed);
            assert!(n <= 10, "worker {tid} started {n} waits");
        }
    }

    #[test]
    fn launch_masks() {
        assert_eq!(launch_mask(1), 0);
        assert_eq!(launch_mask(2), 0b10);
        assert_eq!(launch_mask(4), 0b1110);
        assert_eq!(launch_mask(31), 0x7fff_fffe);
        assert_eq!(launch_mask(32), !1);
        assert_eq!(launch_mask(1000), !1);
        assert_eq!(sleep_bit(3), 8);
        assert_eq!(sleep_bit(31) | sleep_bit(200), 1 << 31);
    }

    #[test]
    fn every_thread_runs_once_per_launch() {
        let team = Team::new(4);
        let slots: Vec<AtomicUsize> = (0..4).map(|_| AtomicUsize::new(0)).collect();
        for _ in 0..1000 {
            // SAFETY: add_tid touches only its own atomic slot.
            unsafe { team.run(add_tid, slots.as_ptr() as *mut c_void, 0) };
        }
        for (i, s) in slots.iter().enumerate() {
            assert_eq!(s.load(Ordering::SeqCst), 1000 * (1 + i));
        }
    }
}
