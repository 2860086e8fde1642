//! The persistent CPU thread team that runs host compute regions.
//!
//! `ACC_NUM_CORES` (or the core count) threads: the caller is thread 0 and `n-1` workers wait
//! for work. A launch publishes the job and bumps a generation counter; workers spin on it for
//! a while, then sleep on a condition variable. Nothing is allocated per launch.
//!
//! Invariants: one launch at a time (`launch` lock); a launch from inside a team thread (a
//! nested region) runs on the calling thread alone; the job pointer is only read by workers
//! between the generation bump and their decrement of `pending`, during which the launcher
//! waits.

use std::cell::Cell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// The region body: `fn(ctx, tid, nthreads)`.
pub type TeamFn = unsafe extern "C" fn(*mut c_void, i32, i32);

#[derive(Clone, Copy)]
struct Job {
    f: Option<TeamFn>,
    ctx: usize,
    nthreads: usize,
}

struct Shared {
    generation: AtomicU64,
    pending: AtomicUsize,
    sleepers: AtomicUsize,
    job: Mutex<Job>,
    sleep_lock: Mutex<()>,
    wake: Condvar,
}

pub struct Team {
    size: usize,
    shared: Arc<Shared>,
    launch: Mutex<()>,
}

thread_local! {
    static IN_TEAM: Cell<bool> = const { Cell::new(false) };
}

/// How long a worker spins before sleeping (iterations of `spin_loop`).
const SPIN: u32 = 1 << 16;

impl Team {
    fn new(size: usize) -> Team {
        let shared = Arc::new(Shared {
            generation: AtomicU64::new(0),
            pending: AtomicUsize::new(0),
            sleepers: AtomicUsize::new(0),
            job: Mutex::new(Job { f: None, ctx: 0, nthreads: 0 }),
            sleep_lock: Mutex::new(()),
            wake: Condvar::new(),
        });
        let mut size = size.max(1);
        for tid in 1..size {
            let s = shared.clone();
            let spawned = std::thread::Builder::new().name(format!("oxacc-team-{tid}")).spawn(move || worker(s, tid));
            if spawned.is_err() {
                size = tid; // run with the threads we could start
                break;
            }
        }
        Team { size, shared, launch: Mutex::new(()) }
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
        let n = if hint <= 0 { self.size } else { (hint as usize).min(self.size) };
        if n <= 1 || IN_TEAM.with(|t| t.get()) {
            // SAFETY: the caller's contract on `f` and `ctx`.
            unsafe { f(ctx, 0, 1) };
            return;
        }
        let _one_at_a_time = self.launch.lock().unwrap_or_else(|e| e.into_inner());
        *self.shared.job.lock().unwrap_or_else(|e| e.into_inner()) = Job { f: Some(f), ctx: ctx as usize, nthreads: n };
        self.shared.pending.store(self.size - 1, Ordering::SeqCst);
        self.shared.generation.fetch_add(1, Ordering::SeqCst);
        if self.shared.sleepers.load(Ordering::SeqCst) > 0 {
            let _g = self.shared.sleep_lock.lock().unwrap_or_else(|e| e.into_inner());
            self.shared.wake.notify_all();
        }
        IN_TEAM.with(|t| t.set(true));
        // SAFETY: the caller's contract on `f` and `ctx`.
        unsafe { f(ctx, 0, n as i32) };
        IN_TEAM.with(|t| t.set(false));
        let mut spins = 0u32;
        while self.shared.pending.load(Ordering::Acquire) > 0 {
            if spins < SPIN {
                spins += 1;
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }
}

fn worker(s: Arc<Shared>, tid: usize) {
    IN_TEAM.with(|t| t.set(true));
    let mut seen = 0u64;
    loop {
        let mut spins = 0u32;
        let mut g = s.generation.load(Ordering::Acquire);
        while g == seen {
            if spins < SPIN {
                spins += 1;
                std::hint::spin_loop();
            } else {
                let mut guard = s.sleep_lock.lock().unwrap_or_else(|e| e.into_inner());
                s.sleepers.fetch_add(1, Ordering::SeqCst);
                while s.generation.load(Ordering::SeqCst) == seen {
                    guard = s.wake.wait(guard).unwrap_or_else(|e| e.into_inner());
                }
                s.sleepers.fetch_sub(1, Ordering::SeqCst);
                drop(guard);
                spins = 0;
            }
            g = s.generation.load(Ordering::Acquire);
        }
        seen = g;
        let job = *s.job.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(f) = job.f {
            if tid < job.nthreads {
                // SAFETY: the launcher's contract (Team::run) covers concurrent calls of `f`
                // with `ctx`; the launcher waits for `pending` before the context goes away.
                unsafe { f(job.ctx as *mut c_void, tid as i32, job.nthreads as i32) };
            }
        }
        s.pending.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The process's team, started on first use.
pub fn team() -> &'static Team {
    static T: OnceLock<Team> = OnceLock::new();
    T.get_or_init(|| Team::new(crate::icv::num_cores()))
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

struct CopyJob {
    dst: usize,
    src: usize,
    n: usize,
}

unsafe extern "C" fn copy_part(ctx: *mut c_void, tid: i32, nthreads: i32) {
    // SAFETY: `ctx` is the CopyJob on parallel_copy's stack, alive until the team finishes.
    let job = unsafe { &*(ctx as *const CopyJob) };
    let per = job.n.div_ceil(nthreads as usize).next_multiple_of(64);
    let start = (tid as usize * per).min(job.n);
    let end = (start + per).min(job.n);
    if end > start {
        // SAFETY: disjoint slices of the caller's two non-overlapping ranges.
        unsafe { std::ptr::copy_nonoverlapping((job.src + start) as *const u8, (job.dst + start) as *mut u8, end - start) };
    }
}

/// `memcpy` of `n` bytes split over up to 8 team threads, 64 KiB or more each (staging copies
/// for the GPU).
pub fn parallel_copy(dst: usize, src: usize, n: usize) {
    let job = CopyJob { dst, src, n };
    let threads = (n >> 16).clamp(1, 8) as i32;
    // SAFETY: copy_part only reads `job` and copies disjoint parts of two live ranges.
    unsafe { team().run(copy_part, &job as *const CopyJob as *mut c_void, threads) };
}
