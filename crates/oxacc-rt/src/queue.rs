//! Async activity queues (spec 2.16): async-argument rules and the in-order host queue used by
//! host-memory devices.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use crate::backend::{Backend, DevPtr, Event, Queue, Stamp};
use crate::error::{AccError, AccResult, ErrorCode};
use crate::icv;
use crate::kernel::Kernel;

/// Where an operation with an async-argument runs (spec 2.16.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// `acc_async_sync`: the local thread waits.
    Sync,
    /// An activity queue, named by a non-negative async value or by `acc_async_noval`'s
    /// internal key.
    Queue(i32),
}

/// The internal key of the queue that `acc_async_noval` names while acc-default-async-var
/// still has its initial value.
pub const NOVAL_QUEUE: i32 = -1;

/// Resolves an async-argument (spec 2.16.1): `acc_async_sync`, `acc_async_noval` (through
/// acc-default-async-var), or a non-negative queue number; anything else is
/// `acc_error_invalid_async`.
pub fn resolve(async_arg: i32) -> AccResult<Target> {
    match async_arg {
        icv::ACC_ASYNC_SYNC => Ok(Target::Sync),
        icv::ACC_ASYNC_NOVAL => match icv::default_async() {
            icv::ACC_ASYNC_SYNC => Ok(Target::Sync),
            icv::ACC_ASYNC_NOVAL => Ok(Target::Queue(NOVAL_QUEUE)),
            q => Ok(Target::Queue(q)),
        },
        q if q >= 0 => Ok(Target::Queue(q)),
        q => Err(invalid_async(q)),
    }
}

pub fn invalid_async(q: i32) -> AccError {
    AccError::new(
        ErrorCode::InvalidAsync,
        format!("{q} is not a valid async-argument (expected acc_async_sync, acc_async_noval or a value >= 0)"),
    )
}

/// The lazily created queues of one device.
pub struct QueueSet {
    queues: Mutex<HashMap<i32, Arc<Tracked>>>,
    /// The keys of the queues that may have work: every operation that enqueues work lists
    /// its queue here (`Tracked`), and a scan (`busy`) drops those it finds idle. A program
    /// may name thousands of queues once each (`async(i)` over a loop, 2.16.1); a synchronous
    /// free, `acc_wait_all` and `acc_async_test_all` scanned every queue ever used (20,000
    /// copyin/delete pairs after 20,000 async values took 15.7 s instead of 0.1 s on emul).
    busy: Arc<Mutex<BTreeSet<i32>>>,
    /// Unique per set, for the per-thread cache (an address could be reused by a later set,
    /// e.g. the devices of unit tests).
    id: u64,
    /// Bumped whenever a key's queue is replaced (`set`: `acc_set_cuda_stream`), so the
    /// per-thread cache of `get` never hands out a replaced queue. Queues are never removed
    /// otherwise, so an entry (set, key, generation) stays right until the generation moves.
    generation: AtomicU64,
}

impl Default for QueueSet {
    fn default() -> Self {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        QueueSet {
            queues: Mutex::default(),
            busy: Arc::default(),
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
        }
    }
}

/// (queue set id, key, generation, queue) of this thread's last `QueueSet::get`: async
/// operations back to back on one queue (the common case: a loop of `async(q)` regions) find
/// it with three compares and a reference count instead of a lock and a hash lookup.
type LastQueue = Option<(u64, i32, u64, Arc<dyn Queue>)>;

thread_local! {
    static LAST_QUEUE: std::cell::RefCell<LastQueue> = const { std::cell::RefCell::new(None) };
}

fn lock_busy(b: &Mutex<BTreeSet<i32>>) -> MutexGuard<'_, BTreeSet<i32>> {
    b.lock().unwrap_or_else(|e| e.into_inner())
}

/// A queue of a [`QueueSet`] that lists itself in the set's busy keys after each operation
/// that enqueues work (one atomic load when it is listed already).
///
/// Why no work is missed: an operation enqueues first and then checks `listed`; a scan,
/// under the busy lock, clears `listed` of a queue it found idle and then asks `idle` again
/// before dropping the key. With sequentially consistent flag accesses, an operation that
/// saw `listed` still set enqueued before the scan cleared it, so the second `idle` sees its
/// work (or the work is done); one that saw it cleared lists the queue itself.
struct Tracked {
    inner: Arc<dyn Queue>,
    key: i32,
    listed: AtomicBool,
    /// A queue whose native handle was given out (`acc_get_cuda_stream`) or taken in
    /// (`acc_set_cuda_stream`): work may reach it behind the runtime's back, so it stays
    /// listed.
    pinned: AtomicBool,
    busy: Arc<Mutex<BTreeSet<i32>>>,
}

impl Tracked {
    fn mark(&self) {
        if !self.listed.load(Ordering::SeqCst) {
            let mut b = lock_busy(&self.busy);
            self.listed.store(true, Ordering::SeqCst);
            b.insert(self.key);
        }
    }

    fn marked<T>(&self, r: AccResult<T>) -> AccResult<T> {
        self.mark();
        r
    }
}

impl Queue for Tracked {
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.marked(self.inner.h2d(dst, src, n))
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.marked(self.inner.d2h(dst, src, n))
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.marked(self.inner.d2d(dst, src, n))
    }
    fn write_word(&self, dst: DevPtr, value: u64) -> AccResult<()> {
        self.marked(self.inner.write_word(dst, value))
    }
    fn zero(&self, dst: DevPtr, n: usize) -> AccResult<()> {
        self.marked(self.inner.zero(dst, n))
    }
    fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()> {
        self.marked(self.inner.host_fn(f))
    }
    fn host_fn_fallible(&self, f: Box<dyn FnOnce() -> AccResult<()> + Send>) -> AccResult<()> {
        self.marked(self.inner.host_fn_fallible(f))
    }
    fn record(&self) -> AccResult<Arc<dyn Event>> {
        self.inner.record()
    }
    fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()> {
        self.marked(self.inner.wait_event(ev))
    }
    fn synchronize(&self) -> AccResult<()> {
        self.inner.synchronize()
    }
    fn idle(&self) -> bool {
        self.inner.idle()
    }
    fn native(&self) -> *mut c_void {
        self.inner.native()
    }
    fn launched(&self, k: &'static Kernel) {
        self.inner.launched(k);
        self.mark();
    }
    fn enqueued(&self) {
        self.inner.enqueued();
        self.mark();
    }
    fn stamp(&self) -> Option<Arc<dyn Stamp>> {
        let s = self.inner.stamp();
        self.mark();
        s
    }
}

impl QueueSet {
    fn lock(&self) -> MutexGuard<'_, HashMap<i32, Arc<Tracked>>> {
        self.queues.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn track(&self, key: i32, q: Arc<dyn Queue>, pinned: bool) -> Arc<Tracked> {
        if pinned {
            lock_busy(&self.busy).insert(key);
        }
        Arc::new(Tracked {
            inner: q,
            key,
            listed: AtomicBool::new(pinned),
            pinned: AtomicBool::new(pinned),
            busy: self.busy.clone(),
        })
    }

    /// The queue for `key`, created on first use.
    pub fn get(&self, backend: &dyn Backend, key: i32) -> AccResult<Arc<dyn Queue>> {
        let me = self.id;
        let gen = self.generation.load(Ordering::Acquire);
        let hit = LAST_QUEUE.with(|c| match &*c.borrow() {
            Some((s, k, g, q)) if *s == me && *k == key && *g == gen => Some(q.clone()),
            _ => None,
        });
        if let Some(q) = hit {
            return Ok(q);
        }
        let q = {
            let mut map = self.lock();
            match map.get(&key) {
                Some(q) => q.clone() as Arc<dyn Queue>,
                None => {
                    let q = self.track(key, backend.new_queue()?, false);
                    map.insert(key, q.clone());
                    q as Arc<dyn Queue>
                }
            }
        };
        // The generation read before the lock: a `set` racing with this lookup leaves the
        // cache entry stale-marked (older generation), never a replaced queue under a new one.
        // (`try_with`: during thread teardown the cache may be gone already.)
        let _ = LAST_QUEUE.try_with(|c| {
            if let Ok(mut c) = c.try_borrow_mut() {
                *c = Some((me, key, gen, q.clone()));
            }
        });
        Ok(q)
    }

    /// The queue for `key` if it was ever used.
    pub fn existing(&self, key: i32) -> Option<Arc<dyn Queue>> {
        self.lock().get(&key).map(|q| q.clone() as Arc<dyn Queue>)
    }

    /// Makes `q` (a user's stream, `acc_set_cuda_stream`) the queue of `key`.
    pub fn set(&self, key: i32, q: Arc<dyn Queue>) {
        let q = self.track(key, q, true);
        let mut map = self.lock();
        map.insert(key, q);
        self.generation.fetch_add(1, Ordering::AcqRel);
    }

    /// Keeps `key`'s queue among the busy ones for good: its native handle was given out.
    pub fn pin(&self, key: i32) {
        let map = self.lock();
        if let Some(t) = map.get(&key) {
            let mut b = lock_busy(&self.busy);
            t.pinned.store(true, Ordering::SeqCst);
            t.listed.store(true, Ordering::SeqCst);
            b.insert(key);
        }
    }

    /// The keys and queues that may have work, in key order; those found idle leave the list
    /// (see [`Tracked`]).
    pub fn busy(&self) -> Vec<(i32, Arc<dyn Queue>)> {
        let map = self.lock();
        let mut keys = lock_busy(&self.busy);
        let mut out = Vec::with_capacity(keys.len());
        keys.retain(|k| {
            let Some(t) = map.get(k) else {
                return false;
            };
            if !t.pinned.load(Ordering::SeqCst) && t.idle() {
                t.listed.store(false, Ordering::SeqCst);
                if t.idle() {
                    return false;
                }
                t.listed.store(true, Ordering::SeqCst);
            }
            out.push((*k, t.clone() as Arc<dyn Queue>));
            true
        });
        out
    }

    pub fn busy_keys(&self) -> Vec<i32> {
        self.busy().into_iter().map(|(k, _)| k).collect()
    }

    pub fn busy_queues(&self) -> Vec<Arc<dyn Queue>> {
        self.busy().into_iter().map(|(_, q)| q).collect()
    }
}

type Job = Box<dyn FnOnce() + Send>;

struct HqState {
    jobs: VecDeque<Job>,
    submitted: u64,
    completed: u64,
    /// A worker thread serves the queue ...
    worker: bool,
    /// ... in this process: the `team::fork_generation` it was started in (a `fork`'s child
    /// has none of the parent's threads: a queue used there needs a worker of its own, else
    /// its work never ran and a wait on it hung).
    worker_gen: u64,
}

struct HqInner {
    state: Mutex<HqState>,
    work: Condvar,
    done: Condvar,
}

impl HqInner {
    fn lock(&self) -> MutexGuard<'_, HqState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// An in-order queue whose work runs on its own worker thread (spawned on first use; it
/// sleeps on a condition variable when the queue is empty).
#[derive(Clone)]
pub struct HostQueue {
    inner: Arc<HqInner>,
}

impl Default for HostQueue {
    fn default() -> Self {
        HostQueue::new()
    }
}

impl HostQueue {
    pub fn new() -> HostQueue {
        HostQueue {
            inner: Arc::new(HqInner {
                state: Mutex::new(HqState {
                    jobs: VecDeque::new(),
                    submitted: 0,
                    completed: 0,
                    worker: false,
                    worker_gen: 0,
                }),
                work: Condvar::new(),
                done: Condvar::new(),
            }),
        }
    }

    pub fn push(&self, job: Job) -> AccResult<()> {
        let mut st = self.inner.lock();
        st.jobs.push_back(job);
        st.submitted += 1;
        let gen = crate::team::fork_generation();
        if !st.worker || st.worker_gen != gen {
            crate::team::watch_forks();
            let inner = self.inner.clone();
            std::thread::Builder::new()
                .name("oxacc-queue".into())
                .spawn(move || worker(inner))
                .map_err(|e| AccError::system(format!("cannot start a queue thread: {e}")))?;
            st.worker = true;
            st.worker_gen = gen;
        }
        drop(st);
        self.inner.work.notify_one();
        Ok(())
    }

    fn ticket(&self) -> u64 {
        self.inner.lock().submitted
    }
}

/// How long a queue's worker waits for work before it exits (`push` starts another when work
/// comes). Every async value names a queue of its own (2.16.1), and a program may use very
/// many (`async(i)` over a loop's iterations): with a thread per queue kept for the process's
/// life, 20,000 queues were 20,000 threads, about 1.3 MB each under emul (the kernel
/// simulator's per-thread stacks), 13.7 GB in all, until "cannot start a queue thread". An
/// idle worker now ends, so threads and their memory follow the queues in use. Long enough
/// that a loop of `async(q)` regions with host work between them keeps its worker (a thread
/// start is tens of microseconds).
const IDLE_EXIT: std::time::Duration = std::time::Duration::from_millis(200);

fn worker(inner: Arc<HqInner>) {
    loop {
        let job = {
            let mut st = inner.lock();
            loop {
                if let Some(j) = st.jobs.pop_front() {
                    break j;
                }
                let (g, wait) = inner
                    .work
                    .wait_timeout(st, IDLE_EXIT)
                    .unwrap_or_else(|e| e.into_inner());
                st = g;
                if wait.timed_out() && st.jobs.is_empty() {
                    // Under the lock: a `push` after this sees no worker and starts one.
                    st.worker = false;
                    return;
                }
            }
        };
        // A job is runtime code; a panic in it must not kill the queue silently.
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).is_err() {
            crate::error::fail(
                "async queue",
                &AccError::new(ErrorCode::Execution, "an asynchronous operation failed"),
            );
        }
        let mut st = inner.lock();
        st.completed += 1;
        drop(st);
        inner.done.notify_all();
    }
}

/// A point in a [`HostQueue`]: done when the queue has completed `ticket` jobs.
pub struct HostEvent {
    inner: Arc<HqInner>,
    ticket: u64,
}

impl Event for HostEvent {
    fn done(&self) -> bool {
        self.inner.lock().completed >= self.ticket
    }
    fn wait(&self) -> AccResult<()> {
        let mut st = self.inner.lock();
        while st.completed < self.ticket {
            st = self.inner.done.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        Ok(())
    }
}

/// A queue of a host-memory device: copies are `memcpy` run in order on the worker.
pub struct MemQueue {
    pub q: HostQueue,
}

fn copy(dst: usize, src: usize, n: usize) {
    if n == 0 || dst == src {
        return;
    }
    // SAFETY: the core only enqueues copies between live allocations of at least `n` bytes
    // (a mapped host range and its device copy), kept alive until the queue passes this point.
    unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, n) }
}

impl Queue for MemQueue {
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.q.push(Box::new(move || copy(dst, src, n)))
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.q.push(Box::new(move || copy(dst, src, n)))
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.q.push(Box::new(move || copy(dst, src, n)))
    }
    fn write_word(&self, dst: DevPtr, value: u64) -> AccResult<()> {
        self.q.push(Box::new(move || {
            // SAFETY: `dst` is a pointer slot inside a live device allocation.
            unsafe { (dst as *mut u64).write_unaligned(value) }
        }))
    }
    fn zero(&self, dst: DevPtr, n: usize) -> AccResult<()> {
        self.q.push(Box::new(move || {
            // SAFETY: `[dst, dst+n)` is a live device allocation.
            unsafe { std::ptr::write_bytes(dst as *mut u8, 0, n) }
        }))
    }
    fn host_fn(&self, f: Box<dyn FnOnce() + Send>) -> AccResult<()> {
        self.q.push(f)
    }
    fn record(&self) -> AccResult<Arc<dyn Event>> {
        Ok(Arc::new(HostEvent {
            inner: self.q.inner.clone(),
            ticket: self.q.ticket(),
        }))
    }
    fn wait_event(&self, ev: &Arc<dyn Event>) -> AccResult<()> {
        let ev = ev.clone();
        self.q.push(Box::new(move || {
            let _ = ev.wait();
        }))
    }
    fn synchronize(&self) -> AccResult<()> {
        self.record()?.wait()
    }
    fn idle(&self) -> bool {
        let st = self.q.inner.lock();
        st.completed >= st.submitted
    }
}

/// A queue blocked on a gate: busy until the test opens it (`gate.wait()`). Shared by the
/// queue tests here and the backends' (emul's copy-timing tests).
#[cfg(test)]
pub(crate) fn blocked(q: &Arc<dyn Queue>) -> Arc<std::sync::Barrier> {
    let gate = Arc::new(std::sync::Barrier::new(2));
    let g = gate.clone();
    q.host_fn(Box::new(move || {
        g.wait();
    }))
    .expect("a host function on a test queue");
    gate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    #[test]
    fn async_arguments_follow_2_16_1() {
        assert_eq!(resolve(icv::ACC_ASYNC_SYNC), Ok(Target::Sync));
        assert_eq!(resolve(0), Ok(Target::Queue(0)));
        assert_eq!(resolve(77), Ok(Target::Queue(77)));
        assert_eq!(
            resolve(icv::ACC_ASYNC_NOVAL),
            Ok(Target::Queue(NOVAL_QUEUE))
        );
        assert_eq!(resolve(-5).unwrap_err().code, ErrorCode::InvalidAsync);
        assert_eq!(
            resolve(icv::ACC_ASYNC_DEFAULT).unwrap_err().code,
            ErrorCode::InvalidAsync
        );
        // spec 3.2.14: acc_async_noval follows acc-default-async-var (per thread).
        icv::set_default_async(4).unwrap();
        assert_eq!(resolve(icv::ACC_ASYNC_NOVAL), Ok(Target::Queue(4)));
        icv::set_default_async(icv::ACC_ASYNC_SYNC).unwrap();
        assert_eq!(resolve(icv::ACC_ASYNC_NOVAL), Ok(Target::Sync));
        // 2.14.3: acc_async_noval has no effect.
        icv::set_default_async(icv::ACC_ASYNC_NOVAL).unwrap();
        assert_eq!(resolve(icv::ACC_ASYNC_NOVAL), Ok(Target::Sync));
        icv::set_default_async(icv::ACC_ASYNC_DEFAULT).unwrap();
        assert_eq!(icv::default_async(), icv::ACC_ASYNC_NOVAL);
        assert_eq!(
            icv::set_default_async(-9).unwrap_err().code,
            ErrorCode::InvalidAsync
        );
    }

    #[test]
    fn host_queue_runs_in_order_and_events_track_completion() {
        let q = MemQueue {
            q: HostQueue::new(),
        };
        let log = Arc::new(Mutex::new(Vec::new()));
        for i in 0..100 {
            let log = log.clone();
            q.host_fn(Box::new(move || log.lock().unwrap().push(i)))
                .unwrap();
        }
        let ev = q.record().unwrap();
        ev.wait().unwrap();
        assert!(ev.done() && q.idle());
        assert_eq!(*log.lock().unwrap(), (0..100).collect::<Vec<_>>());
        // a queue waiting on another queue's event runs after it
        let other = MemQueue {
            q: HostQueue::new(),
        };
        let gate = Arc::new(std::sync::Barrier::new(2));
        let g = gate.clone();
        other
            .host_fn(Box::new(move || {
                g.wait();
            }))
            .unwrap();
        let ev = other.record().unwrap();
        q.wait_event(&ev).unwrap();
        let l = log.clone();
        q.host_fn(Box::new(move || l.lock().unwrap().push(1000)))
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert_eq!(log.lock().unwrap().len(), 100); // still blocked behind `other`
        gate.wait();
        q.synchronize().unwrap();
        assert_eq!(log.lock().unwrap().last(), Some(&1000));
    }

    /// An idle queue's worker exits after `IDLE_EXIT` (a program may name thousands of
    /// queues, 2.16.1: a thread each, for good, was 13.7 GB under emul), and the next
    /// operation starts another: the queue keeps its order and its events their meaning.
    #[test]
    fn an_idle_queue_worker_exits_and_the_next_push_starts_another() {
        let q = MemQueue {
            q: HostQueue::new(),
        };
        let log = Arc::new(Mutex::new(Vec::new()));
        let worker_running = |q: &MemQueue| q.q.inner.lock().worker;
        for round in 0..3 {
            for i in 0..10 {
                let l = log.clone();
                q.host_fn(Box::new(move || l.lock().unwrap().push(round * 10 + i)))
                    .unwrap();
            }
            let ev = q.record().unwrap();
            ev.wait().unwrap();
            let deadline = std::time::Instant::now() + IDLE_EXIT * 20;
            while worker_running(&q) {
                assert!(
                    std::time::Instant::now() < deadline,
                    "round {round}: the idle worker did not exit"
                );
                std::thread::sleep(IDLE_EXIT / 4);
            }
            // An event recorded before the worker went stays done.
            assert!(ev.done() && q.idle());
        }
        q.synchronize().unwrap();
        assert_eq!(*log.lock().unwrap(), (0..30).collect::<Vec<_>>());
    }

    /// Only queues that may have work are scanned by a synchronous free, `acc_wait_all` and
    /// `acc_async_test_all` (2.16.1: a program may name thousands of queues once each); a
    /// queue with work is always among them.
    #[test]
    fn the_busy_list_holds_the_queues_with_work_and_drops_idle_ones() {
        let b = crate::backend::host::HostBackend::new();
        let set = QueueSet::default();
        for k in 0..300 {
            set.get(&b, k).unwrap().host_fn(Box::new(|| {})).unwrap();
        }
        for k in 0..300 {
            set.existing(k).unwrap().synchronize().unwrap();
        }
        // All idle now: the scan drops them; a queue never given work is never listed.
        assert_eq!(set.busy_keys(), Vec::<i32>::new());
        set.get(&b, 1000).unwrap();
        assert_eq!(set.busy_keys(), Vec::<i32>::new());
        // Work listed again, in key order; the idle queue in between is not.
        let g7 = blocked(&set.get(&b, 7).unwrap());
        let g3 = blocked(&set.get(&b, 3).unwrap());
        assert_eq!(set.busy_keys(), vec![3, 7]);
        assert_eq!(set.busy_keys(), vec![3, 7], "a busy queue stays listed");
        g3.wait();
        set.existing(3).unwrap().synchronize().unwrap();
        assert_eq!(set.busy_keys(), vec![7]);
        g7.wait();
        set.existing(7).unwrap().synchronize().unwrap();
        assert!(set.busy().is_empty());
        // A pinned queue (its stream given out) stays listed even when idle.
        set.get(&b, 5).unwrap();
        set.pin(5);
        assert_eq!(set.busy_keys(), vec![5]);
        // A replaced queue (acc_set_cuda_stream) likewise.
        set.set(9, b.new_queue().unwrap());
        assert_eq!(set.busy_keys(), vec![5, 9]);
    }

    /// A scan racing with a thread that enqueues never loses that thread's work: right after
    /// its enqueue (and before the work can finish: it waits on a gate), the thread finds its
    /// queue listed, however the scans of another thread interleave.
    #[test]
    fn a_concurrent_scan_never_unlists_a_queue_with_new_work() {
        let b = Arc::new(crate::backend::host::HostBackend::new());
        let set = Arc::new(QueueSet::default());
        let stop = Arc::new(AtomicBool::new(false));
        let scanner = {
            let (set, stop) = (set.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    set.busy();
                }
            })
        };
        for round in 0..2000 {
            let k = round % 4;
            let q = set.get(b.as_ref(), k).unwrap();
            let gate = blocked(&q);
            assert!(
                set.busy_keys().contains(&k),
                "round {round}: queue {k} with work unlisted"
            );
            gate.wait();
            q.synchronize().unwrap();
        }
        stop.store(true, Ordering::Relaxed);
        scanner.join().unwrap();
    }

    /// A queue whose first `idle` answer is overtaken by another thread's enqueue: the answer
    /// was "idle", and the work lands before the scan acts on it (the race of [`Tracked`]).
    struct Overtaken {
        busy: AtomicBool,
        raced: AtomicBool,
        wrapper: std::sync::OnceLock<std::sync::Weak<Tracked>>,
    }

    impl Queue for Overtaken {
        fn h2d(&self, _: DevPtr, _: usize, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn d2h(&self, _: usize, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn d2d(&self, _: DevPtr, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn write_word(&self, _: DevPtr, _: u64) -> AccResult<()> {
            Ok(())
        }
        fn zero(&self, _: DevPtr, _: usize) -> AccResult<()> {
            Ok(())
        }
        fn host_fn(&self, _: Box<dyn FnOnce() + Send>) -> AccResult<()> {
            self.busy.store(true, Ordering::SeqCst);
            Ok(())
        }
        fn record(&self) -> AccResult<Arc<dyn Event>> {
            Err(AccError::system("not used"))
        }
        fn wait_event(&self, _: &Arc<dyn Event>) -> AccResult<()> {
            Ok(())
        }
        fn synchronize(&self) -> AccResult<()> {
            self.busy.store(false, Ordering::SeqCst);
            Ok(())
        }
        fn idle(&self) -> bool {
            if !self.raced.swap(true, Ordering::SeqCst) {
                // Another thread enqueues through the set's wrapper right now.
                if let Some(w) = self.wrapper.get().and_then(std::sync::Weak::upgrade) {
                    w.host_fn(Box::new(|| {})).unwrap();
                }
                return true;
            }
            !self.busy.load(Ordering::SeqCst)
        }
    }

    /// The interleaving that would lose work without the second `idle` of a scan: the scan
    /// finds the queue idle, another thread enqueues (and sees the queue still listed, so it
    /// does not list it again), then the scan unlists it. The queue must stay listed.
    #[test]
    fn work_enqueued_while_a_scan_finds_the_queue_idle_keeps_it_listed() {
        let set = QueueSet::default();
        let inner = Arc::new(Overtaken {
            busy: AtomicBool::new(false),
            raced: AtomicBool::new(true),
            wrapper: std::sync::OnceLock::new(),
        });
        let t = set.track(4, inner.clone(), false);
        set.lock().insert(4, t.clone());
        inner.wrapper.set(Arc::downgrade(&t)).ok().unwrap();
        t.host_fn(Box::new(|| {})).unwrap();
        t.synchronize().unwrap();
        inner.raced.store(false, Ordering::SeqCst);
        assert_eq!(
            set.busy_keys(),
            vec![4],
            "work enqueued during the scan was unlisted"
        );
        t.synchronize().unwrap();
        assert!(set.busy_keys().is_empty());
    }
}
