//! Unit tests of the OpenMP runtime through its C entry points (the C run tests in
//! `tests/omp/` cover the generated code).

use std::ffi::c_void;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::Mutex;

use super::api::*;
use super::icv::{SCHED_DYNAMIC, SCHED_GUIDED, SCHED_STATIC};
use super::ws::*;
use super::*;

/// The ICVs are process-wide: tests that change them run one at a time.
static SERIAL_TESTS: Mutex<()> = Mutex::new(());

fn run(n: i32, f: RegionFn, ctx: *mut c_void) {
    // SAFETY: the test bodies below are written for concurrent calls.
    unsafe { __oxomp_parallel(Some(f), ctx, 1, n) };
}

struct LoopCtx {
    hits: Vec<AtomicUsize>,
    kind: i32,
    chunk: i64,
    ordered: bool,
    order: Mutex<Vec<i64>>,
    next_ordered: AtomicI64,
    bad: AtomicUsize,
}

unsafe extern "C" fn loop_body(ctx: *mut c_void) {
    // SAFETY: ctx is a LoopCtx.
    let c = unsafe { &*(ctx as *const LoopCtx) };
    let n = c.hits.len() as i64;
    for _round in 0..3 {
        __oxomp_loop_start(n, c.kind, c.chunk, i32::from(c.ordered));
        let (mut b, mut e) = (0i64, 0i64);
        // SAFETY: b and e are locals.
        while unsafe { __oxomp_loop_next(&mut b, &mut e) } != 0 {
            for k in b..e {
                c.hits[k as usize].fetch_add(1, Ordering::Relaxed);
                if c.ordered {
                    __oxomp_ordered_iter(k);
                    // Every third iteration skips its ordered region.
                    if k % 3 != 1 {
                        unsafe { __oxomp_ordered_start(std::ptr::null()) };
                        if c.next_ordered.load(Ordering::Relaxed) > k {
                            c.bad.fetch_add(1, Ordering::Relaxed);
                        }
                        c.next_ordered.store(k + 1, Ordering::Relaxed);
                        c.order.lock().expect("lock").push(k);
                        __oxomp_ordered_end();
                    }
                }
            }
        }
        __oxomp_loop_end(0);
        if __oxomp_thread_num() == 0 {
            c.next_ordered.store(0, Ordering::Relaxed);
        }
        __oxomp_barrier();
    }
}

#[test]
fn every_schedule_runs_each_iteration_once_per_loop() {
    let _g = SERIAL_TESTS.lock();
    for n in [0usize, 1, 5, 97, 1000] {
        for (kind, chunk) in [
            (SCHED_STATIC, 0),
            (SCHED_STATIC, 3),
            (SCHED_DYNAMIC, 1),
            (SCHED_DYNAMIC, 7),
            (SCHED_GUIDED, 1),
            (SCHED_GUIDED, 5),
        ] {
            for ordered in [false, true] {
                for threads in [1, 3, 4] {
                    let c = LoopCtx {
                        hits: (0..n).map(|_| AtomicUsize::new(0)).collect(),
                        kind,
                        chunk,
                        ordered,
                        order: Mutex::new(Vec::new()),
                        next_ordered: AtomicI64::new(0),
                        bad: AtomicUsize::new(0),
                    };
                    run(threads, loop_body, &c as *const LoopCtx as *mut c_void);
                    for (k, h) in c.hits.iter().enumerate() {
                        assert_eq!(
                            h.load(Ordering::SeqCst),
                            3,
                            "n={n} kind={kind} chunk={chunk} ordered={ordered} threads={threads} k={k}"
                        );
                    }
                    if ordered {
                        let order = c.order.lock().expect("lock");
                        let mut want: Vec<i64> = (0..n as i64).filter(|k| k % 3 != 1).collect();
                        want = want.repeat(3);
                        assert_eq!(*order, want, "kind={kind} chunk={chunk} threads={threads}");
                        assert_eq!(c.bad.load(Ordering::SeqCst), 0);
                    }
                }
            }
        }
    }
}

struct Counts {
    single_runs: AtomicUsize,
    sections: Vec<AtomicUsize>,
    team: AtomicUsize,
}

unsafe extern "C" fn single_and_sections(ctx: *mut c_void) {
    // SAFETY: ctx is a Counts.
    let c = unsafe { &*(ctx as *const Counts) };
    c.team
        .fetch_max(__oxomp_num_threads() as usize, Ordering::Relaxed);
    for _ in 0..50 {
        if __oxomp_single_start() != 0 {
            c.single_runs.fetch_add(1, Ordering::Relaxed);
        }
        // nowait singles: threads may be several instances apart.
    }
    __oxomp_barrier();
    for _ in 0..20 {
        __oxomp_sections_start(c.sections.len() as i32);
        loop {
            let s = __oxomp_sections_next();
            if s < 0 {
                break;
            }
            c.sections[s as usize].fetch_add(1, Ordering::Relaxed);
        }
        __oxomp_sections_end(1); // nowait: exercises slot reuse
    }
    __oxomp_barrier();
}

#[test]
fn single_and_sections_run_once() {
    let _g = SERIAL_TESTS.lock();
    for threads in [1, 2, 5] {
        let c = Counts {
            single_runs: AtomicUsize::new(0),
            sections: (0..4).map(|_| AtomicUsize::new(0)).collect(),
            team: AtomicUsize::new(0),
        };
        run(
            threads,
            single_and_sections,
            &c as *const Counts as *mut c_void,
        );
        assert_eq!(c.single_runs.load(Ordering::SeqCst), 50);
        for s in &c.sections {
            assert_eq!(s.load(Ordering::SeqCst), 20);
        }
        assert_eq!(c.team.load(Ordering::SeqCst), threads as usize);
    }
}

unsafe extern "C" fn inner(ctx: *mut c_void) {
    // SAFETY: ctx is an AtomicUsize.
    let c = unsafe { &*(ctx as *const AtomicUsize) };
    c.fetch_add(
        100 * __oxomp_omp_get_num_threads() as usize,
        Ordering::Relaxed,
    );
}

unsafe extern "C" fn outer(ctx: *mut c_void) {
    run(3, inner, ctx);
}

#[test]
fn nested_regions_are_serialized_unless_nesting_is_on() {
    let _g = SERIAL_TESTS.lock();
    let c = AtomicUsize::new(0);
    run(2, outer, &c as *const AtomicUsize as *mut c_void);
    assert_eq!(c.load(Ordering::SeqCst), 2 * 100);
    __oxomp_omp_set_nested(1);
    let c = AtomicUsize::new(0);
    run(2, outer, &c as *const AtomicUsize as *mut c_void);
    __oxomp_omp_set_nested(0);
    assert_eq!(c.load(Ordering::SeqCst), 2 * 3 * 300);
}

#[test]
fn static_blocks_cover_the_space() {
    for n in [0i64, 1, 7, 100] {
        for nt in 1..9 {
            let mut next = 0;
            for t in 0..nt {
                let (b, e) = ws::static_block(n, t, nt);
                assert_eq!(b, next.min(n).max(b));
                assert!(e >= b);
                next = e;
            }
            assert_eq!(next, n);
        }
    }
}

#[test]
fn nest_lock_counts() {
    let mut l = [0u64; 2];
    let p = l.as_mut_ptr() as *mut c_void;
    // SAFETY: 16 bytes, 8-aligned: the size of omp_nest_lock_t.
    unsafe {
        __oxomp_omp_init_nest_lock(p);
        assert_eq!(__oxomp_omp_test_nest_lock(p), 1);
        __oxomp_omp_set_nest_lock(p);
        assert_eq!(__oxomp_omp_test_nest_lock(p), 3);
        __oxomp_omp_unset_nest_lock(p);
        __oxomp_omp_unset_nest_lock(p);
        __oxomp_omp_unset_nest_lock(p);
        assert_eq!(__oxomp_omp_test_nest_lock(p), 1);
        __oxomp_omp_unset_nest_lock(p);
        __oxomp_omp_destroy_nest_lock(p);
    }
}
