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
        // Above the team limit: an error naming the variable (not minutes of thread spawning).
        let nthreads = crate::team::env_thread_count("OMP_NUM_THREADS", true)
            .unwrap_or_else(|| num_procs().min(crate::team::thread_limit()));
        let (run_kind, run_chunk) = env_schedule(std::env::var("OMP_SCHEDULE").ok().as_deref())
            .unwrap_or_else(|w| {
                eprintln!("{w}");
                (SCHED_STATIC, 0)
            });
        Icvs {
            nthreads: AtomicUsize::new(nthreads),
            dynamic: AtomicBool::new(env_bool("OMP_DYNAMIC")),
            nested: AtomicBool::new(env_bool("OMP_NESTED")),
            run_kind,
            run_chunk,
        }
    })
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

/// The `schedule(runtime)` schedule given `OMP_SCHEDULE`'s value: unset or blank, static; a
/// value [`parse_schedule`] rejects (`foo`, `dynamic,0`, `guided,x`), `Err` with a one-line
/// warning, the caller then using static. OpenMP 2.0 (4.1) leaves a bad value to the
/// implementation; ignored silently, a typo (`dynamc,4`) ran a loop under another schedule
/// with nothing to say so, where libgomp warns ("Invalid value for environment variable
/// OMP_SCHEDULE") as oxacc does for `OMP_NUM_THREADS`.
pub fn env_schedule(raw: Option<&str>) -> Result<(i32, i64), String> {
    match raw {
        None => Ok((SCHED_STATIC, 0)),
        Some(v) if v.trim().is_empty() => Ok((SCHED_STATIC, 0)),
        Some(v) => parse_schedule(v).ok_or_else(|| {
            format!(
                "OXACC WARNING: environment variable OMP_SCHEDULE={v} is not 'static', 'dynamic' \
                 or 'guided' with an optional positive chunk size ('dynamic,4'); ignored \
                 (schedule(runtime) loops use static)"
            )
        }),
    }
}

fn env_bool(name: &str) -> bool {
    let raw = std::env::var(name).ok();
    env_bool_value(name, raw.as_deref()).unwrap_or_else(|w| {
        eprintln!("{w}");
        false
    })
}

/// `OMP_DYNAMIC` / `OMP_NESTED` given their value: `true` or `false` (any case, blanks
/// around; `1`/`yes`/`0`/`no` too), unset or blank false; anything else `Err` with a one-line
/// warning (OpenMP 2.0, 4.3 and 4.4 name only TRUE and FALSE), the caller then using false.
pub fn env_bool_value(name: &str, raw: Option<&str>) -> Result<bool, String> {
    let Some(v) = raw else { return Ok(false) };
    match v.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" => Ok(true),
        "false" | "0" | "no" | "" => Ok(false),
        _ => Err(format!(
            "OXACC WARNING: environment variable {name}={v} is neither true nor false; ignored \
             (false is used)"
        )),
    }
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

/// `omp_set_num_threads`: a request above the team limit is capped to it (OpenMP 2.0, 2.3:
/// implementation-defined), so `omp_get_max_threads` reports what a region will get.
pub fn set_nthreads(n: usize) {
    icvs()
        .nthreads
        .store(n.clamp(1, crate::team::thread_limit()), Ordering::Relaxed);
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
        // OMP_NUM_THREADS / ACC_NUM_CORES (the list split is env_thread_count's).
        let tc = |s: &str| crate::team::thread_count("OMP_NUM_THREADS", s, 1024);
        use crate::team::BadCount;
        assert_eq!(tc("7"), Ok(Ok(7)));
        assert_eq!(tc(" 3"), Ok(Ok(3)));
        assert_eq!(tc("+5"), Ok(Ok(5)));
        assert_eq!(tc("1024"), Ok(Ok(1024)));
        assert_eq!(tc(""), Ok(Err(BadCount::Empty)));
        assert_eq!(tc("  "), Ok(Err(BadCount::Empty)));
        // Ignored, with a warning naming the variable and the value (libgomp warns too).
        for ignored in ["0", "x", "-3", "4x", "abc", "+"] {
            assert_eq!(
                tc(ignored),
                Ok(Err(BadCount::Invalid(format!(
                    "OXACC WARNING: environment variable OMP_NUM_THREADS={ignored} is not a \
                     positive integer; ignored (the default thread count is used)"
                )))),
                "{ignored:?}"
            );
        }
        // Too many: an error naming the variable and value, also past usize.
        for huge in [
            "1025",
            "100000",
            "99999999999",
            "999999999999999999999999999",
        ] {
            let e = tc(huge).unwrap_err();
            assert!(
                e.starts_with(&format!("OMP_NUM_THREADS={huge} asks")),
                "{e}"
            );
            assert!(e.contains("at most 1024"), "{e}");
        }
        let limit = crate::team::thread_limit();
        assert!(
            limit >= 1024 && limit >= 16 * num_procs().min(2047),
            "{limit}"
        );
        assert_eq!(parse_schedule("dynamic,4"), Some((SCHED_DYNAMIC, 4)));
        assert_eq!(parse_schedule("GUIDED"), Some((SCHED_GUIDED, 0)));
        assert_eq!(parse_schedule("static , 3"), Some((SCHED_STATIC, 3)));
        assert_eq!(parse_schedule("auto"), None);
        assert_eq!(parse_schedule("dynamic,0"), None);
    }

    /// A malformed OMP_SCHEDULE, OMP_DYNAMIC or OMP_NESTED is ignored with a warning naming
    /// the variable (silently ignored before: a typo ran another schedule unnoticed).
    #[test]
    fn bad_schedule_and_boolean_variables_warn() {
        assert_eq!(env_schedule(None), Ok((SCHED_STATIC, 0)));
        assert_eq!(env_schedule(Some("  ")), Ok((SCHED_STATIC, 0)));
        assert_eq!(env_schedule(Some(" Guided , 7 ")), Ok((SCHED_GUIDED, 7)));
        for bad in [
            "dynamc,4",
            "dynamic,0",
            "static,-1",
            "guided,x",
            "auto",
            "dynamic,3x",
        ] {
            let w = env_schedule(Some(bad)).unwrap_err();
            assert!(
                w.starts_with(&format!(
                    "OXACC WARNING: environment variable OMP_SCHEDULE={bad} "
                )),
                "{w}"
            );
            assert!(!w.contains('\n'), "{w}");
        }
        assert_eq!(env_bool_value("OMP_NESTED", None), Ok(false));
        assert_eq!(env_bool_value("OMP_NESTED", Some(" TRUE ")), Ok(true));
        assert_eq!(env_bool_value("OMP_NESTED", Some("false")), Ok(false));
        assert_eq!(env_bool_value("OMP_DYNAMIC", Some("")), Ok(false));
        let w = env_bool_value("OMP_DYNAMIC", Some("ture")).unwrap_err();
        assert!(
            w.starts_with("OXACC WARNING: environment variable OMP_DYNAMIC=ture "),
            "{w}"
        );
    }
}
