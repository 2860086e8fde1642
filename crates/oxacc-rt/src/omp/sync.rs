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
    futex_wait_bits(word, expected, u32::MAX);
}

/// Sleeps while `*word == expected`, until a [`futex_wake_bits`] whose mask meets `bits`
/// (spurious returns are fine: callers loop). Elsewhere than Linux: a yield.
pub fn futex_wait_bits(word: &AtomicU32, expected: u32, bits: u32) {
    #[cfg(target_os = "linux")]
    // SAFETY: FUTEX_WAIT_BITSET on a live, aligned u32; no timeout; a non-zero mask.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAIT_BITSET | libc::FUTEX_PRIVATE_FLAG,
            expected,
            std::ptr::null::<libc::timespec>(),
            std::ptr::null::<u32>(),
            bits.max(1),
        );
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = bits;
        if word.load(Ordering::Acquire) == expected {
            std::thread::yield_now();
        }
    }
}

/// Wakes up to `n` threads sleeping on `word` whose wait mask meets `bits` (every sleeper of
/// [`futex_wait`]: its mask is all ones).
pub fn futex_wake_bits(word: &AtomicU32, n: i32, bits: u32) {
    #[cfg(target_os = "linux")]
    // SAFETY: FUTEX_WAKE_BITSET on a live, aligned u32; a non-zero mask.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAKE_BITSET | libc::FUTEX_PRIVATE_FLAG,
            n,
            std::ptr::null::<libc::timespec>(),
            std::ptr::null::<u32>(),
            bits.max(1),
        );
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (word, n, bits);
}

/// Wakes up to `n` threads sleeping on `word`.
pub fn futex_wake(word: &AtomicU32, n: i32) {
    futex_wake_bits(word, n, u32::MAX);
}

/// How long a waiter polls before it sleeps: `OXACC_SPIN_US` (2 ms by default, as the team's
/// idle workers; libgomp spins about as long, 300,000 `pause`s) when every thread has a
/// processor, 2 µs when threads outnumber processors (spinning would keep the awaited thread
/// off the processor). Waiters never `sched_yield`: on a loaded machine a yield can cost a
/// whole time slice.
///
/// Not shorter: a sleeping waiter costs its waker a futex wake, and the waiter a wake-up
/// latency that is tens of microseconds in a VM (an idle virtual CPU is halted). With 50 µs
/// (until 2026-11-25), once a thread was late at a barrier (descheduled, or woken late) the
/// others slept, were woken late in turn and made the next barrier late: EPCC's schedule
/// loops at 16 threads on the 16-core VM ran at 78-271 µs per 13 µs loop for whole runs (a
/// convoy), and at 2 threads up to 2.9 µs, where libgomp's waiters spun through. The same
/// budget serves locks: under contention (EPCC's `lock` and `critical`, 8-16 threads taking
/// one lock in turn) a waiter can wait tens of microseconds, and once one of them sleeps the
/// lock word says "sleepers" and every later unlock makes a futex wake system call.
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
        crate::team::spin_time()
    }
}

/// Polls `ready` (spinning) for up to the spin budget; true when it became ready.
#[inline]
fn spin(nthreads: usize, ready: impl FnMut() -> bool) -> bool {
    spin_for(spin_budget(nthreads), ready)
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
    /// Waits that ended asleep (tests).
    #[cfg(test)]
    slept: AtomicU32,
}

impl Barrier {
    pub const fn new() -> Barrier {
        Barrier {
            arrived: Line(AtomicU32::new(0)),
            generation: Line(AtomicU32::new(0)),
            sleepers: Line(AtomicU32::new(0)),
            #[cfg(test)]
            slept: AtomicU32::new(0),
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
        #[cfg(test)]
        self.slept.fetch_add(1, Ordering::Relaxed);
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
    // Test and test-and-set, as libgomp's mutex: waiters read the word (shared, no cache-line
    // traffic) and try the exchange only when it looks free; one that loses goes straight
    // back to reading. No backoff: a loser that backs off (the earlier version: up to 64
    // pauses, 2-9 us on Intel cores where a pause is ~140 cycles) can still be away when the
    // winner, whose critical section lasts 0.1 us in EPCC's test, releases the lock again,
    // which then lies free while the waiters sit out their backoff (the suspected cause of
    // EPCC `critical` at 1.26x libgomp at 8 threads on the 16-core machine, 2026-11-25).
    let got = spin_for(spin_budget(super::icv::nthreads()), || {
        w.load(Ordering::Relaxed) == 0
            && w.compare_exchange(0, 1, Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
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

    /// A barrier partner 100 µs late (a thread descheduled briefly, or woken late in a VM)
    /// is waited for spinning, not asleep: with the 50 µs spin of before 2026-11-25 the early
    /// thread slept, and the wake-up latencies fed a convoy of late barriers. Two threads (as
    /// many as this machine has processors, so the long spin applies); of a few tries, one
    /// without a sleep suffices (a loaded machine can delay the late thread past the spin).
    #[test]
    fn barrier_spins_through_a_short_delay() {
        if std::thread::available_parallelism().map_or(1, |n| n.get()) < 2
            || crate::team::spin_time() < std::time::Duration::from_micros(1000)
        {
            return;
        }
        let spun = (0..5).any(|_| {
            let b = Arc::new(Barrier::new());
            let late = {
                let b = b.clone();
                std::thread::spawn(move || {
                    b.wait(2);
                    std::thread::sleep(std::time::Duration::from_micros(100));
                    b.wait(2);
                })
            };
            b.wait(2);
            b.slept.store(0, Ordering::Relaxed);
            b.wait(2);
            late.join().expect("thread");
            b.slept.load(Ordering::Relaxed) == 0
        });
        assert!(spun, "the early thread slept at every try");
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

    /// Holders that keep the lock longer than any spin budget (3 ms > 2 ms): the waiters end
    /// up asleep on the futex (word 2), and every unlock must wake one of them; a lost wake-up
    /// hangs the test, a broken exclusion miscounts.
    #[test]
    fn lock_sleepers_are_woken() {
        let w = Arc::new(AtomicU32::new(0));
        let inside = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(0));
        let hs: Vec<_> = (0..4)
            .map(|_| {
                let (w, inside, t) = (w.clone(), inside.clone(), total.clone());
                std::thread::spawn(move || {
                    for _ in 0..3 {
                        lock(&w);
                        assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0);
                        std::thread::sleep(std::time::Duration::from_millis(3));
                        t.fetch_add(1, Ordering::SeqCst);
                        inside.fetch_sub(1, Ordering::SeqCst);
                        unlock(&w);
                    }
                })
            })
            .collect();
        for h in hs {
            h.join().expect("thread");
        }
        assert_eq!(total.load(Ordering::SeqCst), 12);
        assert_eq!(w.load(Ordering::SeqCst), 0);
    }
}
