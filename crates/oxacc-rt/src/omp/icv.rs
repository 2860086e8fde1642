//! The OpenMP 2.0 internal control variables and the environment variables that set them
//! (OMP_NUM_THREADS, OMP_SCHEDULE, OMP_DYNAMIC, OMP_NESTED). OpenMP 2.0 has one set per
//! program: `omp_set_num_threads` and friends change it for every thread.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Schedule kinds as the generated code passes them (`__oxomp_loop_start`).
pub const SCHED_STATIC: i32 = 0;
pub const SCHED_DYNAMIC: i32 = 1;
pub const SCHED_GUIDED: i32 = 2;
pub const SCHED_RUNTIME: i32 = 3;

struct Icvs {
    nthreads: AtomicUsize,
    dynamic: AtomicBool,
    nested: AtomicBool,
    /// `schedule(runtime)`: kind and chunk (0: the kind's default).
    run_kind: i32,
    run_chunk: i64,
}

fn icvs() -> &'static Icvs {
    static I: OnceLock<Icvs> = OnceLock::new();
    I.get_or_init(|| {
        let nthreads = std::env::var("OMP_NUM_THREADS")
            .ok()
            .and_then(|s| parse_num_threads(&s))
            .unwrap_or_else(num_procs);
        let (run_kind, run_chunk) = std::env::var("OMP_SCHEDULE")
            .ok()
            .and_then(|s| parse_schedule(&s))
            .unwrap_or((SCHED_STATIC, 0));
        Icvs {
            nthreads: AtomicUsize::new(nthreads),
            dynamic: AtomicBool::new(env_bool("OMP_DYNAMIC")),
            nested: AtomicBool::new(env_bool("OMP_NESTED")),
            run_kind,
            run_chunk,
        }
    })
}

/// `OMP_NUM_THREADS`: a positive integer (gcc also takes a list for nested levels: the first
/// element is used).
pub fn parse_num_threads(s: &str) -> Option<usize> {
    let first = s.split(',').next()?.trim();
    first.parse::<usize>().ok().filter(|&n| n > 0)
}

/// `OMP_SCHEDULE`: `kind[,chunk]`, kind one of static, dynamic, guided (any case).
pub fn parse_schedule(s: &str) -> Option<(i32, i64)> {
    let mut parts = s.splitn(2, ',');
    let kind = match parts.next()?.trim().to_ascii_lowercase().as_str() {
        "static" => SCHED_STATIC,
        "dynamic" => SCHED_DYNAMIC,
        "guided" => SCHED_GUIDED,
        _ => return None,
    };
    let chunk = match parts.next() {
        Some(c) => c.trim().parse::<i64>().ok().filter(|&c| c > 0)?,
        None => 0,
    };
    Some((kind, chunk))
}

fn env_bool(name: &str) -> bool {
    std::env::var(name)
        .map(|v| matches!(v.trim().to_ascii_lowercase().as_str(), "true" | "1" | "yes"))
        .unwrap_or(false)
}

pub fn num_procs() -> usize {
    static P: OnceLock<usize> = OnceLock::new();
    *P.get_or_init(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
}

pub fn nthreads() -> usize {
    icvs().nthreads.load(Ordering::Relaxed)
}

pub fn set_nthreads(n: usize) {
    icvs().nthreads.store(n.max(1), Ordering::Relaxed);
}

pub fn dynamic() -> bool {
    icvs().dynamic.load(Ordering::Relaxed)
}

pub fn set_dynamic(on: bool) {
    icvs().dynamic.store(on, Ordering::Relaxed);
}

pub fn nested() -> bool {
    icvs().nested.load(Ordering::Relaxed)
}

pub fn set_nested(on: bool) {
    icvs().nested.store(on, Ordering::Relaxed);
}

/// The schedule `schedule(runtime)` uses (`OMP_SCHEDULE`, default static).
pub fn run_schedule() -> (i32, i64) {
    let i = icvs();
    (i.run_kind, i.run_chunk)
}

/// Monotonic seconds since the first call (omp_get_wtime: "elapsed wall clock time ... since
/// some time in the past").
pub fn wtime() -> f64 {
    static BASE: OnceLock<std::time::Instant> = OnceLock::new();
    let base = *BASE.get_or_init(std::time::Instant::now);
    base.elapsed().as_secs_f64() + 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environment_values() {
        assert_eq!(parse_num_threads("7"), Some(7));
        assert_eq!(parse_num_threads(" 3,2"), Some(3));
        assert_eq!(parse_num_threads("0"), None);
        assert_eq!(parse_num_threads("x"), None);
        assert_eq!(parse_schedule("dynamic,4"), Some((SCHED_DYNAMIC, 4)));
        assert_eq!(parse_schedule("GUIDED"), Some((SCHED_GUIDED, 0)));
        assert_eq!(parse_schedule("static , 3"), Some((SCHED_STATIC, 3)));
        assert_eq!(parse_schedule("auto"), None);
        assert_eq!(parse_schedule("dynamic,0"), None);
    }
}
