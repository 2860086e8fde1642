//! Waiting: futex wait/wake, the team barrier, and the lock word behind `critical`,
//! `omp_lock_t` and `omp_nest_lock_t`.
//!
//! Every wait spins first (a thread that arrives a little early must not pay a system call),
//! then sleeps on a futex. The spin is short when the process runs more threads than there are
//! processors (`OMP_NUM_THREADS=7` on two cores): spinning would keep the thread that is
//! awaited off the processor.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// Sleeps while `*word == expected` (or until woken; spurious returns are fine: callers loop).
pub fn futex_wait(word: &AtomicU32, expected: u32) {
    #[cfg(target_os = "linux")]
    // SAFETY: FUTEX_WAIT on a live, aligned u32; no timeout.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAIT | libc::FUTEX_PRIVATE_FLAG,
            expected,
            std::ptr::null::<libc::timespec>(),
        );
    }
    #[cfg(not(target_os = "linux"))]
    {
        if word.load(Ordering::Acquire) == expected {
            std::thread::yield_now();
        }
    }
}

/// Wakes up to `n` threads sleeping on `word`.
pub fn futex_wake(word: &AtomicU32, n: i32) {
    #[cfg(target_os = "linux")]
    // SAFETY: FUTEX_WAKE on a live, aligned u32.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAKE | libc::FUTEX_PRIVATE_FLAG,
            n,
        );
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (word, n);
}

/// How long a waiter polls before it sleeps: long enough to cover the barriers and locks of
/// a program whose threads each have a processor (micro-seconds), short when threads
/// outnumber processors (spinning would keep the awaited thread off the processor). Waiters
/// never `sched_yield`: on a loaded machine a yield can cost a whole time slice.
fn spin_budget(nthreads: usize) -> std::time::Duration {
    static PROCS: OnceLock<usize> = OnceLock::new();
    let procs = *PROCS.get_or_init(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    if nthreads > procs {
        std::time::Duration::from_micros(2)
    } else {
        std::time::Duration::from_micros(50)
    }
}

/// Polls `ready` (spinning) for up to the spin budget; true when it became ready.
#[inline]
fn spin(nthreads: usize, ready: impl FnMut() -> bool) -> bool {
    spin_for(spin_budget(nthreads), ready)
}

/// How long a thread waiting for a lock spins before it sleeps. Much longer than a barrier's
/// wait when every thread has a processor (libgomp spins about as long: 300,000 pauses):
/// under contention (EPCC's `lock` and `critical`: 8-16 threads taking one lock in turn) a
/// waiter can wait tens of microseconds, and once one of them sleeps the lock word says
/// "sleepers" and every later unlock makes a futex wake system call (microseconds in a VM):
/// with a 50 µs budget that cascade cost 1.5x libgomp on the 16-core machine.
fn lock_spin_budget(nthreads: usize) -> std::time::Duration {
    let short = spin_budget(nthreads);
    if short < std::time::Duration::from_micros(50) {
        short // threads outnumber processors: spinning would keep the holder off its processor
    } else {
        std::time::Duration::from_micros(2000)
    }
}

/// `spin` with an explicit budget.
#[inline]
fn spin_for(budget: std::time::Duration, mut ready: impl FnMut() -> bool) -> bool {
    for _ in 0..64 {
        if ready() {
            return true;
        }
        std::hint::spin_loop();
    }
    let start = std::time::Instant::now();
    loop {
        for _ in 0..256 {
            if ready() {
                return true;
            }
            std::hint::spin_loop();
        }
        if start.elapsed() > budget {
            return ready();
        }
    }
}

/// Polls `done` until it holds: spinning, then yielding (for the rare waits that have no
/// futex word: a work-share slot still in use, the `ordered` token).
pub fn wait_until(nthreads: usize, mut done: impl FnMut() -> bool) {
    if spin(nthreads, &mut done) {
        return;
    }
    while !done() {
        std::thread::yield_now();
    }
}

/// A cache line of its own (the barrier's counter and its generation are written by
/// different threads at different times).
#[repr(align(128))]
#[derive(Default)]
pub struct Line<T>(pub T);

/// A centralized sense-reversing barrier for `n` threads: arrivals count down one word; the
/// last arrival resets it and bumps the generation that the others poll (then sleep on).
pub struct Barrier {
    arrived: Line<AtomicU32>,
    generation: Line<AtomicU32>,
    sleepers: Line<AtomicU32>,
}

impl Barrier {
    pub const fn new() -> Barrier {
        Barrier {
            arrived: Line(AtomicU32::new(0)),
            generation: Line(AtomicU32::new(0)),
            sleepers: Line(AtomicU32::new(0)),
        }
    }

    /// Waits until `n` threads (this one included) have called `wait` for this round.
    pub fn wait(&self, n: usize) {
        if n <= 1 {
            return;
        }
        let g = self.generation.0.load(Ordering::Acquire);
        if self.arrived.0.fetch_add(1, Ordering::AcqRel) as usize + 1 == n {
            self.arrived.0.store(0, Ordering::Relaxed);
            self.generation.0.store(g.wrapping_add(1), Ordering::SeqCst);
            if self.sleepers.0.load(Ordering::SeqCst) > 0 {
                futex_wake(&self.generation.0, i32::MAX);
            }
            return;
        }
        if spin(n, || self.generation.0.load(Ordering::Acquire) != g) {
            return;
        }
        self.sleepers.0.fetch_add(1, Ordering::SeqCst);
        while self.generation.0.load(Ordering::SeqCst) == g {
            futex_wait(&self.generation.0, g);
        }
        self.sleepers.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Default for Barrier {
    fn default() -> Self {
        Barrier::new()
    }
}

/// A lock word: 0 free, 1 held, 2 held with sleepers (Drepper's "futexes are tricky", mutex 3).
/// The word lives in user memory (`omp_lock_t`, a `critical` name's global), so the functions
/// take it by reference.
pub fn lock(w: &AtomicU32) {
    if w.compare_exchange(0, 1, Ordering::Acquire, Ordering::Relaxed)
        .is_ok()
    {
        return;
    }
    lock_slow(w);
}

#[cold]
fn lock_slow(w: &AtomicU32) {
    // Spin while the holder is likely running (critical sections are short), then sleep.
    // The team size in force says whether threads outnumber processors.
    // Test and test-and-set: waiters read the word (shared, no cache-line traffic) and try
    // the exchange only when it looks free; one that loses the race backs off a little so
    // that the herd released by an unlock does not keep the line bouncing.
    let mut backoff = 1u32;
    let got = spin_for(lock_spin_budget(super::icv::nthreads()), || {
        if w.load(Ordering::Relaxed) != 0 {
            return false;
        }
        if w.compare_exchange(0, 1, Ordering::Acquire, Ordering::Relaxed)
            .is_ok()
        {
            return true;
        }
        for _ in 0..backoff {
            std::hint::spin_loop();
        }
        backoff = (backoff * 2).min(64);
        false
    });
    if got {
        return;
    }
    while w.swap(2, Ordering::Acquire) != 0 {
        futex_wait(w, 2);
    }
}

/// Takes the lock if it is free.
pub fn try_lock(w: &AtomicU32) -> bool {
    w.compare_exchange(0, 1, Ordering::Acquire, Ordering::Relaxed)
        .is_ok()
}

pub fn unlock(w: &AtomicU32) {
    if w.swap(0, Ordering::Release) == 2 {
        futex_wake(w, 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    #[test]
    fn barrier_separates_rounds() {
        let b = Arc::new(Barrier::new());
        let counter = Arc::new(AtomicUsize::new(0));
        let n = 6;
        let hs: Vec<_> = (0..n)
            .map(|_| {
                let (b, c) = (b.clone(), counter.clone());
                std::thread::spawn(move || {
                    for round in 0..200 {
                        c.fetch_add(1, Ordering::SeqCst);
                        b.wait(n);
                        assert_eq!(c.load(Ordering::SeqCst), n * (round + 1));
                        b.wait(n);
                    }
                })
            })
            .collect();
        for h in hs {
            h.join().expect("thread");
        }
    }

    #[test]
    fn lock_excludes() {
        let w = Arc::new(AtomicU32::new(0));
        let total = Arc::new(AtomicUsize::new(0));
        let hs: Vec<_> = (0..4)
            .map(|_| {
                let (w, t) = (w.clone(), total.clone());
                std::thread::spawn(move || {
                    for _ in 0..5000 {
                        lock(&w);
                        // A non-atomic read-modify-write under the lock.
                        let v = t.load(Ordering::Relaxed);
                        t.store(v + 1, Ordering::Relaxed);
                        unlock(&w);
                    }
                })
            })
            .collect();
        for h in hs {
            h.join().expect("thread");
        }
        assert_eq!(total.load(Ordering::SeqCst), 20000);
        assert!(try_lock(&w));
        assert!(!try_lock(&w));
        unlock(&w);
    }
}
