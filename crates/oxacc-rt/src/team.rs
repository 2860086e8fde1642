//! The persistent CPU thread team that runs host compute regions.
//!
//! `ACC_NUM_CORES` (or the core count) threads: the caller is thread 0 and `n-1` workers wait
//! for work. A launch publishes the job and bumps a generation counter; workers spin on it for
//! a while, then sleep on a condition variable. Nothing is allocated per launch.
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
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// The region body: `fn(ctx, tid, nthreads)`.
pub type TeamFn = unsafe extern "C" fn(*mut c_void, i32, i32);

/// The published job: `packed` = generation << 16 | nthreads, stored last (release), so a
/// worker learns from one load whether it takes part. Only participants read `f`/`ctx`, which
/// the launcher cannot overwrite before every participant has reported back.
struct Shared {
    /// Threads of the team (as `Team::threads`), for the workers' spin policy.
    threads: AtomicUsize,
    packed: AtomicU64,
    f: AtomicUsize,
    ctx: AtomicUsize,
    pending: AtomicUsize,
    sleepers: AtomicUsize,
    sleep_lock: Mutex<()>,
    wake: Condvar,
}

pub struct Team {
    size: usize,
    /// Threads that exist (the launcher's slot 0 included): `size` at start, more when an
    /// OpenMP region asked for more. Only grown under the `launch` lock.
    threads: AtomicUsize,
    shared: Arc<Shared>,
    launch: Mutex<u64>,
}

thread_local! {
    static IN_TEAM: Cell<bool> = const { Cell::new(false) };
}

/// How long a worker spins before sleeping (iterations of `spin_loop`).
const SPIN: u32 = 1 << 15;

/// How long after a job a worker spins without yielding (when not oversubscribed).
const PURE_SPIN: std::time::Duration = std::time::Duration::from_micros(10);

impl Team {
    fn new(size: usize) -> Team {
        let shared = Arc::new(Shared {
            threads: AtomicUsize::new(size.clamp(1, MAX_THREADS)),
            packed: AtomicU64::new(0),
            f: AtomicUsize::new(0),
            ctx: AtomicUsize::new(0),
            pending: AtomicUsize::new(0),
            sleepers: AtomicUsize::new(0),
            sleep_lock: Mutex::new(()),
            wake: Condvar::new(),
        });
        let size = spawn_workers(&shared, 1, size.clamp(1, MAX_THREADS), 0);
        shared.threads.store(size, Ordering::Relaxed);
        Team {
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
            self.shared.threads.store(got, Ordering::Relaxed);
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
            // SAFETY: the caller's contract on `f` and `ctx`.
            unsafe { f(ctx, 0, 1) };
            return;
        };
        // SAFETY: the caller's contract; the lock is held.
        unsafe { self.launch_locked(&mut generation, f, ctx, n) };
    }

    /// Publishes the job to threads `1..n`, runs thread 0 here and waits for the others.
    ///
    /// # Safety
    /// The `launch` lock is held (`generation` is its guard); `n` threads exist.
    unsafe fn launch_locked(&self, generation: &mut u64, f: TeamFn, ctx: *mut c_void, n: usize) {
        if n <= 1 {
            let prev = IN_TEAM.with(|t| t.replace(true));
            // SAFETY: the caller's contract on `f` and `ctx`.
            unsafe { f(ctx, 0, 1) };
            IN_TEAM.with(|t| t.set(prev));
            return;
        }
        *generation += 1;
        let s = &self.shared;
        s.pending.store(n - 1, Ordering::Relaxed);
        s.f.store(f as usize, Ordering::Relaxed);
        s.ctx.store(ctx as usize, Ordering::Relaxed);
        s.packed
            .store(*generation << 16 | n as u64, Ordering::SeqCst);
        if s.sleepers.load(Ordering::SeqCst) > 0 {
            let _g = s.sleep_lock.lock().unwrap_or_else(|e| e.into_inner());
            s.wake.notify_all();
        }
        // Restored afterwards: the launcher of an extra team (OpenMP nesting) is a thread of
        // another team.
        let prev = IN_TEAM.with(|t| t.replace(true));
        // SAFETY: the caller's contract on `f` and `ctx`.
        unsafe { f(ctx, 0, n as i32) };
        IN_TEAM.with(|t| t.set(prev));
        let mut spins = 0u32;
        while s.pending.load(Ordering::Acquire) > 0 {
            spins += 1;
            if spins < 1024 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }
}

/// The most threads a team can have (`packed` keeps the count in 16 bits).
const MAX_THREADS: usize = (1 << 15) - 1;

/// Starts workers `from..to` that take part from the launch after generation `seen`; returns
/// how many threads the team then has (fewer than `to` when the system refused one).
fn spawn_workers(shared: &Arc<Shared>, from: usize, to: usize, seen: u64) -> usize {
    for tid in from..to {
        let s = shared.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("oxacc-team-{tid}"))
            .spawn(move || worker(s, tid, seen));
        if spawned.is_err() {
            return tid; // run with the threads we could start
        }
    }
    to.max(from)
}

/// Whether the team has more threads than the machine has processors.
fn oversubscribed(s: &Shared) -> bool {
    static PROCS: OnceLock<usize> = OnceLock::new();
    let procs = *PROCS.get_or_init(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    s.threads.load(Ordering::Relaxed) > procs
}

/// Whether the calling thread is running a team's job (a worker, or a launcher during its
/// launch).
pub(crate) fn in_team() -> bool {
    IN_TEAM.with(|t| t.get())
}

fn worker(s: Arc<Shared>, tid: usize, mut seen: u64) {
    IN_TEAM.with(|t| t.set(true));
    loop {
        let mut spins = 0u32;
        let mut packed = s.packed.load(Ordering::Acquire);
        let idle_since = std::time::Instant::now();
        let mut polite = oversubscribed(&s);
        while packed >> 16 == seen {
            if spins < SPIN {
                spins += 1;
                // Yield now and then: with more threads than free cores, pure spinning would
                // keep the launcher (or another worker) off the CPU. But not in the first
                // PURE_SPIN after a job unless the team has more threads than processors:
                // back-to-back launches (OpenMP regions one after another) are caught
                // without a system call, and on a busy machine a yield there can cost a
                // whole time slice per launch.
                if spins & 255 == 0 {
                    polite = polite || idle_since.elapsed() > PURE_SPIN;
                    if polite {
                        std::thread::yield_now();
                        packed = s.packed.load(Ordering::Acquire);
                        continue;
                    }
                }
                std::hint::spin_loop();
            } else {
                let mut guard = s.sleep_lock.lock().unwrap_or_else(|e| e.into_inner());
                s.sleepers.fetch_add(1, Ordering::SeqCst);
                while s.packed.load(Ordering::SeqCst) >> 16 == seen {
                    guard = s.wake.wait(guard).unwrap_or_else(|e| e.into_inner());
                }
                s.sleepers.fetch_sub(1, Ordering::SeqCst);
                drop(guard);
                spins = 0;
            }
            packed = s.packed.load(Ordering::Acquire);
        }
        seen = packed >> 16;
        let nthreads = (packed & 0xffff) as usize;
        if tid < nthreads {
            let f = s.f.load(Ordering::Relaxed);
            let ctx = s.ctx.load(Ordering::Relaxed);
            // SAFETY: `f` was stored from a `TeamFn` by `Team::run` for this generation (it
            // cannot change before this worker decrements `pending`); the launcher's contract
            // covers concurrent calls of `f` with `ctx`.
            unsafe {
                let f: TeamFn = std::mem::transmute::<usize, TeamFn>(f);
                f(ctx as *mut c_void, tid as i32, nthreads as i32);
            }
            s.pending.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

/// The process's team, started on first use.
pub fn team() -> &'static Team {
    static T: OnceLock<Team> = OnceLock::new();
    T.get_or_init(|| Team::new(crate::icv::num_cores()))
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
