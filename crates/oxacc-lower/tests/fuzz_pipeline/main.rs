//! Whole-pipeline fuzz test: **whatever the checks accept compiles.**
//!
//! The project's own OpenACC programs (`tests/acc/**/*.c`, `tests/api/*.c`, `examples/*.c`,
//! `tests/ui/acc/*.c`) are preprocessed once the way the driver does it, then mutated around
//! their `#pragma acc` lines (`mutate.rs`: clauses added, dropped, duplicated, swapped, given
//! strange arguments; directives renamed, moved or copied onto other statements; braces added
//! and removed; statements put between nested loops; loop headers rewritten; branches inserted).
//! Each variant goes through `pipeline::compile` in-process (front end, checks, lowering), and
//! the C of every accepted variant through `cc -c -x cpp-output` as the driver compiles host C.
//!
//! A failure is: a panic, a compile that runs past the time limit, an accepted variant whose
//! generated C `cc` rejects, or a rejection without a located error. Each failure is printed and
//! saved (`target/tmp/fuzz-pipeline/seed-<seed>/`: the variant as a `.i` file that `oxacc -acc
//! -c` takes directly, the generated C, cc's messages).
//!
//! Deterministic: input `i` of a run with seed `s` is the same everywhere (its own splitmix64
//! stream), whatever the number of workers. `cargo test` runs a bounded number with a fixed
//! seed; `scripts/fuzz-pipeline.sh [minutes] [seed]` runs as long as one likes. Settings (env):
//!
//! - `OXACC_FUZZ_SEED`: the seed (decimal or `0x` hex; default fixed).
//! - `OXACC_FUZZ_INPUTS`: inputs to try (default 1000; `0` = no limit, with a time limit).
//! - `OXACC_FUZZ_SECONDS`: stop taking new inputs after this many seconds.
//! - `OXACC_FUZZ_JOBS`: worker threads (default: the number of CPUs).
//! - `OXACC_FUZZ_TIMEOUT`: seconds one compile may take before it counts as a hang (default 60).
//! - `OXACC_FUZZ_FILTER`: only seeds whose path contains this.
//! - `OXACC_FUZZ_ONLY`: run only input number N (and print it).
//! - `OXACC_FUZZ_REPLAY=DIR`: instead of fuzzing, run every saved failure under DIR again
//!   (`target/tmp/fuzz-pipeline/seed-<seed>`) and say which still fail.
//! - `OXACC_FUZZ_NVRTC=1`: also compile the CUDA source of every accepted `-acc` input with
//!   NVRTC for sm_90 (when the library loads; `OXACC_NVRTC` names it), as the driver does ahead
//!   of time: a rejection is a failure of the GPU writer. Off by default (slow, and NVRTC is
//!   optional).

mod mutate;
mod seeds;

use std::collections::BTreeMap;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use oxacc_lower::pipeline::{compile_preprocessed, CompileOptions};
use oxacc_syntax::SourceMap;
use oxacc_testkit::run_with_limit;

use mutate::Rng;
use seeds::Seed;

/// The seed of the bounded run in `cargo test`.
const DEFAULT_SEED: u64 = 0x0acc_f022_2024_0014;
/// Failures saved (and kept in full for the report) per failure class.
const SAVED_PER_CLASS: usize = 20;
/// Inputs of the bounded run (under a minute on a 2-core machine in the test profile).
const DEFAULT_INPUTS: u64 = 1000;

struct Config {
    seed: u64,
    /// `None`: no limit (only the time limit).
    inputs: Option<u64>,
    seconds: Option<f64>,
    jobs: usize,
    timeout: Duration,
    filter: String,
    only: Option<u64>,
    out_dir: PathBuf,
    /// Also compile the CUDA source with NVRTC (`OXACC_FUZZ_NVRTC=1` and a library found).
    nvrtc: bool,
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    if v.is_empty() {
        return None;
    }
    let parsed = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => v.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={v}: not a number")))
}

fn config() -> Config {
    let seed = env_u64("OXACC_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let seconds = std::env::var("OXACC_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok());
    let inputs = match env_u64("OXACC_FUZZ_INPUTS") {
        Some(0) => None,
        Some(n) => Some(n),
        None if seconds.is_some() => None,
        None => Some(DEFAULT_INPUTS),
    };
    let jobs = env_u64("OXACC_FUZZ_JOBS")
        .map(|j| j.max(1) as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    Config {
        seed,
        inputs,
        seconds,
        jobs,
        timeout: Duration::from_secs(env_u64("OXACC_FUZZ_TIMEOUT").unwrap_or(60)),
        filter: std::env::var("OXACC_FUZZ_FILTER").unwrap_or_default(),
        only: env_u64("OXACC_FUZZ_ONLY"),
        nvrtc: std::env::var("OXACC_FUZZ_NVRTC").is_ok_and(|v| v == "1") && {
            let found = oxacc_rt::nvrtc::available();
            if !found {
                eprintln!("note: OXACC_FUZZ_NVRTC=1 but no NVRTC library loads: not checked");
            }
            found
        },
        out_dir: Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("fuzz-pipeline")
            .join(format!("seed-{seed:016x}")),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum FailureKind {
    Panic,
    Hang,
    /// Accepted, and cc rejected the generated C.
    CcRejected,
    CcHang,
    /// Accepted, and NVRTC rejected the generated CUDA (`OXACC_FUZZ_NVRTC=1`).
    NvrtcRejected,
    /// Rejected without an error, or with a diagnostic outside the text.
    BadDiagnostic,
}

impl FailureKind {
    fn describe(self) -> &'static str {
        match self {
            FailureKind::Panic => "panic",
            FailureKind::Hang => "hang (compile past the time limit)",
            FailureKind::CcRejected => "accepted, generated C rejected by cc",
            FailureKind::CcHang => "cc past the time limit",
            FailureKind::NvrtcRejected => "accepted, generated CUDA rejected by NVRTC",
            FailureKind::BadDiagnostic => "rejected without a located error",
        }
    }
}

enum Outcome {
    Accepted,
    /// With the first error's message.
    Rejected(String),
    /// Accepted, but cc could not run properly (the machine's trouble: a full disk).
    Unchecked(String),
    Failed {
        kind: FailureKind,
        /// Panic message, cc's messages, ...
        detail: String,
        host_c: Option<String>,
    },
}

struct Failure {
    index: u64,
    seed_path: String,
    steps: Vec<String>,
    kind: FailureKind,
    detail: String,
    signature: String,
    saved: PathBuf,
    /// What the mutations changed in the main file's lines.
    diff: String,
}

#[derive(Default)]
struct Tally {
    tried: u64,
    accepted: u64,
    /// Accepted, but cc could not run (a full disk): no verdict.
    unchecked: u64,
    rejected: u64,
    /// Rejections by their first error (messages with names and numbers left out).
    reasons: BTreeMap<String, u64>,
    /// Failures by class (signature).
    per_class: BTreeMap<String, usize>,
    failures: Vec<Failure>,
}

/// Panic messages by thread name (the compile thread of input N is named `fuzz-N`; a panic in
/// sema's own big-stack thread is unnamed and re-raised in the compile thread).
static PANICS: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());

fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let thread = std::thread::current().name().unwrap_or("").to_string();
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            (*s).to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "(non-string panic)".to_string()
        };
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        if let Ok(mut v) = PANICS.lock() {
            v.push((thread, format!("{msg}{at}")));
        }
    }));
}

fn panic_message(name: &str) -> String {
    let Ok(mut v) = PANICS.lock() else {
        return "(panic)".into();
    };
    let pos = v
        .iter()
        .rposition(|(t, _)| t == name)
        .or_else(|| v.iter().rposition(|(t, _)| t.is_empty()));
    match pos {
        Some(i) => {
            let m = v.remove(i).1;
            // An unnamed thread's panic came first (sema's); keep its location.
            if let Some(j) = v.iter().rposition(|(t, _)| t.is_empty()) {
                let inner = v.remove(j).1;
                return format!("{m} (inner: {inner})");
            }
            m
        }
        None => "(panic, message lost)".into(),
    }
}

/// What the pipeline said about one input.
struct Verdict {
    /// The generated C, when accepted.
    host_c: Option<String>,
    /// The GPU module's CUDA source, when accepted with kernels.
    cuda: Option<String>,
    /// What is wrong with the diagnostics, if anything.
    problem: Option<String>,
    first_error: String,
}

/// Runs the pipeline on `text` on its own thread, with a time limit; `Err` for a panic or a
/// hang.
fn run_pipeline(
    index: u64,
    text: Arc<str>,
    host_only: bool,
    timeout: Duration,
) -> Result<Verdict, (FailureKind, String)> {
    let (tx, rx) = mpsc::channel();
    let name = format!("fuzz-{index}");
    let spawned = std::thread::Builder::new()
        .name(name.clone())
        // The driver's main thread has 8 MiB.
        .stack_size(8 << 20)
        .spawn(move || {
            let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
                // As the driver does: macros in `#pragma acc` lines first, then the passes.
                let out = compile_preprocessed(
                    &text,
                    &CompileOptions {
                        minfo: true,
                        openmp: false,
                        no_openacc: false,
                        host_only,
                        c90: false,
                        managed: false,
                    },
                );
                // The spans index the text the passes ran on.
                let ran_on = out.text.as_deref().unwrap_or(&text);
                let problem = diagnostics_problem(ran_on, &out.diagnostics, out.host_c.is_some());
                let first_error = out
                    .diagnostics
                    .iter()
                    .find(|d| d.is_error())
                    .map(|d| d.message.clone())
                    .unwrap_or_default();
                Verdict {
                    host_c: out.host_c,
                    cuda: out.gpu.map(|g| g.source),
                    problem,
                    first_error,
                }
            }));
            let _ = tx.send(r.is_ok().then(|| r.ok()).flatten());
        });
    if spawned.is_err() {
        return Err((FailureKind::Panic, "could not start a thread".into()));
    }
    match rx.recv_timeout(timeout) {
        Ok(Some(r)) => Ok(r),
        Ok(None) | Err(mpsc::RecvTimeoutError::Disconnected) => {
            Err((FailureKind::Panic, panic_message(&name)))
        }
        // The thread is left running: it cannot be stopped; the run goes on without it.
        Err(mpsc::RecvTimeoutError::Timeout) => Err((
            FailureKind::Hang,
            format!("no result after {} s", timeout.as_secs()),
        )),
    }
}

/// Every rejection must be oxacc's own located error: at least one error, every span inside the
/// text, and rendering must work.
fn diagnostics_problem(
    text: &str,
    diags: &[oxacc_syntax::Diagnostic],
    accepted: bool,
) -> Option<String> {
    for d in diags {
        if d.span.start > d.span.end || d.span.end as usize > text.len() {
            return Some(format!("diagnostic outside the text: {d:?}"));
        }
    }
    if !accepted && !diags.iter().any(|d| d.is_error()) {
        return Some("rejected with no error diagnostic".into());
    }
    let map = SourceMap::new(text);
    let _ = oxacc_syntax::render(diags, &map, text);
    None
}

/// Why cc could not judge the generated C: no verdict on the input.
struct Unchecked(String);

/// What in cc's messages means the machine, not the C, is at fault.
fn environment_trouble(stderr: &str) -> bool {
    [
        "No space left on device",
        "Cannot allocate memory",
        "error writing to",
        "Killed signal",
    ]
    .iter()
    .any(|m| stderr.contains(m))
}

/// `cc -c -x cpp-output` as the driver compiles host C (`-w`: warnings are not the question).
/// Trouble of the machine (a full disk) is retried, then reported as such, not as a failure.
fn cc_compile(
    host_c: &str,
    work: &Path,
    timeout: Duration,
) -> Result<Result<(), (FailureKind, String)>, Unchecked> {
    let src = work.with_extension("i");
    let obj = work.with_extension("o");
    let mut trouble = String::new();
    for attempt in 0..3 {
        if attempt > 0 {
            std::thread::sleep(Duration::from_secs(2));
        }
        if let Err(e) = std::fs::write(&src, host_c) {
            trouble = format!("cannot write {}: {e}", src.display());
            continue;
        }
        let mut cmd = Command::new("cc");
        cmd.arg("-c")
            .arg("-w")
            .arg("-x")
            .arg("cpp-output")
            .arg(&src)
            .arg("-o")
            .arg(&obj);
        return Ok(match run_with_limit(&mut cmd, timeout) {
            Some(out) if out.status.success() => Ok(()),
            Some(out) => {
                let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                if environment_trouble(&stderr) {
                    trouble = stderr;
                    continue;
                }
                Err((FailureKind::CcRejected, stderr))
            }
            None => Err((FailureKind::CcHang, "cc did not finish".into())),
        });
    }
    Err(Unchecked(trouble))
}

/// The target of input `index`: even inputs for the default `-acc` (GPU kernels and the host
/// fallback), odd ones for `-acc=multicore` (host only): the two lower compute regions
/// differently, and both must compile.
fn host_only(index: u64) -> bool {
    index % 2 == 1
}

fn check(index: u64, text: &str, work: &Path, cfg: &Config) -> Outcome {
    let text: Arc<str> = Arc::from(text);
    match run_pipeline(index, text, host_only(index), cfg.timeout) {
        Err((kind, detail)) => Outcome::Failed {
            kind,
            detail,
            host_c: None,
        },
        Ok(Verdict {
            host_c,
            problem: Some(problem),
            ..
        }) => Outcome::Failed {
            kind: FailureKind::BadDiagnostic,
            detail: problem,
            host_c,
        },
        Ok(Verdict {
            host_c: None,
            first_error,
            ..
        }) => Outcome::Rejected(first_error),
        Ok(Verdict {
            host_c: Some(host_c),
            cuda,
            ..
        }) => match cc_compile(&host_c, work, cfg.timeout) {
            Ok(Ok(())) => match cuda.filter(|_| cfg.nvrtc) {
                // A module that calls routines of other files is checked as the driver
                // checks it: to PTX with relocatable device code (the routines' device code
                // is linked in by the runtime; an input file alone does not have it).
                Some(src) => match if src.contains(oxacc_lower::compute::cuda::NEEDS_MARK) {
                    oxacc_rt::nvrtc::compile_with(&src, "compute_90", &["-rdc=true"])
                } else {
                    oxacc_rt::nvrtc::compile(&src, "sm_90")
                } {
                    Ok(_) => Outcome::Accepted,
                    Err(log) => Outcome::Failed {
                        kind: FailureKind::NvrtcRejected,
                        detail: log,
                        host_c: Some(format!("{host_c}\n/* CUDA source:\n{src}\n*/\n")),
                    },
                },
                None => Outcome::Accepted,
            },
            Ok(Err((kind, detail))) => Outcome::Failed {
                kind,
                detail,
                host_c: Some(host_c),
            },
            Err(Unchecked(why)) => Outcome::Unchecked(why),
        },
    }
}

/// The lines of `text` that belong to the main file (what the user wrote, macros expanded).
fn main_lines(text: &str, main_file: &str) -> String {
    let map = SourceMap::new(text);
    let mut out = String::new();
    let mut offset = 0usize;
    for line in text.split_inclusive('\n') {
        let is_marker = line.starts_with("# ") || line.starts_with("#line");
        if !is_marker && map.lookup(offset as u32).file == main_file && !line.trim().is_empty() {
            out.push_str(line);
        }
        offset += line.len();
    }
    out
}

/// A line diff of `old` and `new` with two lines of context (`-`/`+` lines), to show what the
/// mutations did. Common leading and trailing lines are cut first; the rest is an LCS diff.
fn diff(old: &str, new: &str) -> String {
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    let mut pre = 0;
    while pre < a.len() && pre < b.len() && a[pre] == b[pre] {
        pre += 1;
    }
    let mut suf = 0;
    while suf < a.len() - pre && suf < b.len() - pre && a[a.len() - 1 - suf] == b[b.len() - 1 - suf]
    {
        suf += 1;
    }
    let (am, bm) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    // (line, tag) for the whole text: ' ' same, '-' removed, '+' added.
    let mut ops: Vec<(char, &str)> = a[..pre].iter().map(|l| (' ', *l)).collect();
    if am.len() * bm.len() > 4_000_000 {
        ops.extend(am.iter().map(|l| ('-', *l)));
        ops.extend(bm.iter().map(|l| ('+', *l)));
    } else {
        let mut lcs = vec![vec![0u32; bm.len() + 1]; am.len() + 1];
        for i in (0..am.len()).rev() {
            for j in (0..bm.len()).rev() {
                lcs[i][j] = if am[i] == bm[j] {
                    lcs[i + 1][j + 1] + 1
                } else {
                    lcs[i + 1][j].max(lcs[i][j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < am.len() || j < bm.len() {
            if i < am.len() && j < bm.len() && am[i] == bm[j] {
                ops.push((' ', am[i]));
                i += 1;
                j += 1;
            } else if j < bm.len() && (i == am.len() || lcs[i][j + 1] >= lcs[i + 1][j]) {
                ops.push(('+', bm[j]));
                j += 1;
            } else {
                ops.push(('-', am[i]));
                i += 1;
            }
        }
    }
    ops.extend(a[a.len() - suf..].iter().map(|l| (' ', *l)));
    let near = |k: usize| {
        let lo = k.saturating_sub(2);
        let hi = (k + 3).min(ops.len());
        ops[lo..hi].iter().any(|(t, _)| *t != ' ')
    };
    let mut out = String::new();
    let mut gap = false;
    for (k, (t, l)) in ops.iter().enumerate() {
        if near(k) {
            if gap && !out.is_empty() {
                out.push_str("   ...\n");
            }
            gap = false;
            out.push_str(&format!("{t}  {l}\n"));
        } else {
            gap = true;
        }
    }
    out
}

/// What makes two failures "the same": the kind and the first error, with names, numbers and
/// positions left out.
fn signature(kind: FailureKind, detail: &str) -> String {
    let first = match kind {
        FailureKind::CcRejected | FailureKind::NvrtcRejected => detail
            .lines()
            .find(|l| l.contains("error:"))
            .map(|l| l.split_once("error:").map_or(l, |(_, m)| m))
            .unwrap_or("(no error line)"),
        _ => detail.lines().next().unwrap_or(""),
    };
    format!("{}: {}", kind.describe(), normalise(first))
}

/// A message with quoted names and numbers left out.
fn normalise(first: &str) -> String {
    let mut sig = String::new();
    let mut in_quote = false;
    for ch in first.trim().chars() {
        match ch {
            '\'' | '‘' | '’' | '`' => {
                if !in_quote {
                    sig.push_str("'…'");
                }
                in_quote = !in_quote;
            }
            _ if in_quote => {}
            '0'..='9' => {
                if !sig.ends_with('N') {
                    sig.push('N');
                }
            }
            _ => sig.push(ch),
        }
    }
    sig
}

fn save_failure(
    cfg: &Config,
    seed: &Seed,
    index: u64,
    m: &mutate::Mutant,
    kind: FailureKind,
    detail: &str,
    host_c: Option<&str>,
) -> PathBuf {
    let (text, steps) = (&m.text, &m.steps);
    let stem = Path::new(&seed.path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("seed");
    let dir = cfg.out_dir.join(format!("{index:06}-{stem}"));
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(dir.join("input.i"), text);
    let _ = std::fs::write(dir.join("main-lines.c"), main_lines(text, &seed.main_file));
    if let Some(h) = host_c {
        let _ = std::fs::write(dir.join("host.i"), h);
    }
    let report = format!(
        "seed file: {}\ninput: OXACC_FUZZ_SEED={:#x} OXACC_FUZZ_ONLY={index}\nfailure: {}\nmutations:\n  {}\n\n{detail}\n",
        seed.path,
        cfg.seed,
        kind.describe(),
        steps.join("\n  ")
    );
    let _ = std::fs::write(dir.join("report.txt"), report);
    dir
}

/// Input `i` of seed `s` is the same text every time (what makes OXACC_FUZZ_ONLY reproduce a
/// failure), and edits never overlap.
#[test]
fn inputs_are_deterministic() {
    let files = seeds::seed_files("tests/acc/compute/collapse");
    let seeds: Vec<Seed> = files
        .iter()
        .filter_map(|p| {
            let rel = p
                .strip_prefix(oxacc_testkit::repo_root())
                .unwrap_or(p)
                .to_string_lossy()
                .into_owned();
            seeds::analyse(rel, seeds::preprocess(p)?)
        })
        .collect();
    assert!(!seeds.is_empty(), "no collapse seeds");
    let mut changed = 0;
    for index in 0..200u64 {
        let gen = || {
            let mut rng = Rng::for_input(DEFAULT_SEED, index);
            let seed = &seeds[rng.below(seeds.len())];
            (seed.path.clone(), mutate::mutate(seed, &mut rng).text)
        };
        let (a, b) = (gen(), gen());
        assert_eq!(a, b, "input {index} differs between two generations");
        let seed = seeds.iter().find(|s| s.path == a.0).expect("seed");
        changed += usize::from(a.1 != seed.text);
    }
    assert!(
        changed > 150,
        "only {changed} of 200 inputs differ from their seed"
    );
}

/// The `tests/fuzz-found` programs: each `status: fixed` one must do what its `expect:` line
/// says (`accept`: accepted and compiled; `error: TEXT`: rejected with an error containing
/// TEXT); an `open` one is only reported. No program may break the invariant unnoticed.
#[test]
fn fuzz_found_programs() {
    let cfg = config();
    let dir = oxacc_testkit::repo_root().join("tests/fuzz-found");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "c"));
    files.sort();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-found-work");
    let mut failures = Vec::new();
    for (i, path) in files.iter().enumerate() {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let field = |key: &str| {
            source
                .lines()
                .find_map(|l| l.trim_start_matches([' ', '/', '*']).strip_prefix(key))
                .map(|v| v.trim().to_string())
        };
        let (Some(status), Some(expect)) = (field("status:"), field("expect:")) else {
            failures.push(format!("{name}: no `status:` or `expect:` line"));
            continue;
        };
        let Some(text) = seeds::preprocess(path) else {
            failures.push(format!("{name}: cc -E failed"));
            continue;
        };
        // Both targets (`host_only`: even index GPU, odd host only).
        for index in [2 * i as u64, 2 * i as u64 + 1] {
            let target = if host_only(index) {
                "-acc=multicore"
            } else {
                "-acc"
            };
            let got = match check(index, &text, &work, &cfg) {
                Outcome::Accepted => "accept".to_string(),
                Outcome::Rejected(e) => format!("error: {e}"),
                Outcome::Failed { kind, detail, .. } => {
                    format!("FAILS: {}", signature(kind, &detail))
                }
                Outcome::Unchecked(why) => format!("cc could not run: {why}"),
            };
            let ok = match expect.strip_prefix("error:") {
                Some(want) => got.starts_with("error:") && got.contains(want.trim()),
                None => got == expect,
            };
            if status.starts_with("open") {
                let note = if ok {
                    " (does what it should now: mark it fixed)"
                } else {
                    ""
                };
                println!("open: {name} ({target}): {got}{note}");
            } else if !ok {
                failures.push(format!(
                    "{name} ({target}): expected `{expect}`, got `{got}`"
                ));
            }
        }
    }
    let _ = std::fs::remove_file(work.with_extension("i"));
    let _ = std::fs::remove_file(work.with_extension("o"));
    assert!(files.len() >= 2, "no programs in tests/fuzz-found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The `tests/fuzz-seeds` programs (valid C of the kinds users write around compute regions)
/// as written: each is accepted, and its generated C compiles, under both targets (and its
/// CUDA, with `OXACC_FUZZ_NVRTC=1`): a seed the pipeline breaks unmutated is a bug, not noise.
#[test]
fn fuzz_seeds_compile() {
    let cfg = config();
    let dir = oxacc_testkit::repo_root().join("tests/fuzz-seeds");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "c"));
    files.sort();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-seeds-work");
    let mut failures = Vec::new();
    for (i, path) in files.iter().enumerate() {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let Some(text) = seeds::preprocess(path) else {
            failures.push(format!("{name}: cc -E failed"));
            continue;
        };
        for index in [2 * i as u64, 2 * i as u64 + 1] {
            match check(index, &text, &work, &cfg) {
                Outcome::Accepted => {}
                Outcome::Rejected(e) => {
                    failures.push(format!("{name} (input {index}): rejected: {e}"))
                }
                Outcome::Failed { kind, detail, .. } => failures.push(format!(
                    "{name} (input {index}): {}",
                    signature(kind, &detail)
                )),
                Outcome::Unchecked(why) => println!("{name}: cc could not run: {why}"),
            }
        }
    }
    let _ = std::fs::remove_file(work.with_extension("i"));
    let _ = std::fs::remove_file(work.with_extension("o"));
    assert!(files.len() >= 10, "no programs in tests/fuzz-seeds");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `OXACC_FUZZ_REPLAY=DIR`: every saved failure under DIR (`*/input.i`) again, with today's
/// compiler: which still fail, and how (for triage after a fix).
fn replay(dir: &Path, cfg: &Config) {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path().join("input.i")).collect())
        .unwrap_or_default();
    inputs.retain(|p| p.is_file());
    inputs.sort();
    let work = std::env::temp_dir().join(format!("oxacc-fuzz-replay-{}", std::process::id()));
    let (mut still, mut fixed) = (0, 0);
    for (i, p) in inputs.iter().enumerate() {
        let Ok(text) = std::fs::read_to_string(p) else {
            continue;
        };
        let name = p.parent().unwrap_or(p).display().to_string();
        match check(i as u64, &text, &work, cfg) {
            Outcome::Accepted => {
                fixed += 1;
                println!("accepted and compiles: {name}");
            }
            Outcome::Rejected(e) => {
                fixed += 1;
                println!("rejected: {name}: {e}");
            }
            Outcome::Failed { kind, detail, .. } => {
                still += 1;
                println!("STILL FAILS: {name}: {}", signature(kind, &detail));
            }
            Outcome::Unchecked(why) => println!("not checked: {name}: cc could not run: {why}"),
        }
    }
    let _ = std::fs::remove_file(work.with_extension("i"));
    let _ = std::fs::remove_file(work.with_extension("o"));
    println!(
        "replayed {}: {still} still fail, {fixed} pass",
        inputs.len()
    );
}

fn load_seeds(cfg: &Config) -> Vec<Seed> {
    let files = seeds::seed_files(&cfg.filter);
    let next = AtomicU64::new(0);
    let out: Mutex<Vec<(usize, Seed)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..cfg.jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed) as usize;
                let Some(path) = files.get(i) else { break };
                let rel = path
                    .strip_prefix(oxacc_testkit::repo_root())
                    .unwrap_or(path)
                    .to_string_lossy()
                    .into_owned();
                let Some(text) = seeds::preprocess(path) else {
                    continue;
                };
                if let Some(seed) = seeds::analyse(rel, text) {
                    out.lock().expect("seed list").push((i, seed));
                }
            });
        }
    });
    let mut v = out.into_inner().expect("seed list");
    // The order of the files, not of the workers: input i picks the same seed everywhere.
    v.sort_by_key(|(i, _)| *i);
    v.into_iter().map(|(_, s)| s).collect()
}

#[test]
fn whatever_the_checks_accept_compiles() {
    let cfg = config();
    install_panic_hook();
    if let Some(dir) = std::env::var_os("OXACC_FUZZ_REPLAY") {
        replay(Path::new(&dir), &cfg);
        return;
    }
    let started = Instant::now();
    let seeds = load_seeds(&cfg);
    assert!(
        !seeds.is_empty() || !cfg.filter.is_empty(),
        "no seed programs found"
    );
    if seeds.is_empty() {
        return;
    }
    let seed_secs = started.elapsed().as_secs_f64();
    let _ = std::fs::remove_dir_all(&cfg.out_dir);
    let work_dir = cfg.out_dir.join("work");
    std::fs::create_dir_all(&work_dir).expect("work dir");

    let (first, limit) = match cfg.only {
        Some(i) => (i, Some(i + 1)),
        None => (0, cfg.inputs),
    };
    let deadline = cfg.seconds.map(|s| started + Duration::from_secs_f64(s));
    let next = AtomicU64::new(first);
    let tally = Mutex::new(Tally::default());
    let by_kind: Mutex<BTreeMap<FailureKind, u64>> = Mutex::new(BTreeMap::new());
    let run_started = Instant::now();
    std::thread::scope(|s| {
        for w in 0..cfg.jobs {
            let (cfg, seeds, next, tally, by_kind) = (&cfg, &seeds, &next, &tally, &by_kind);
            let work = work_dir.join(format!("w{w}"));
            s.spawn(move || loop {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let index = next.fetch_add(1, Ordering::Relaxed);
                if limit.is_some_and(|l| index >= l) {
                    break;
                }
                let mut rng = Rng::for_input(cfg.seed, index);
                let seed = &seeds[rng.below(seeds.len())];
                let m = mutate::mutate(seed, &mut rng);
                if cfg.only.is_some() {
                    println!(
                        "input {index} from {}:\n  {}\n{}",
                        seed.path,
                        m.steps.join("\n  "),
                        main_lines(&m.text, &seed.main_file)
                    );
                }
                let outcome = check(index, &m.text, &work, cfg);
                let mut t = tally.lock().expect("tally");
                t.tried += 1;
                match outcome {
                    Outcome::Accepted => t.accepted += 1,
                    Outcome::Unchecked(why) => {
                        t.unchecked += 1;
                        if t.unchecked == 1 {
                            eprintln!("note: cc could not run (not a failure of oxacc): {why}");
                        }
                    }
                    Outcome::Rejected(first) => {
                        // `OXACC_FUZZ_SHOW_REJECTED=TEXT`: print the rejections whose first
                        // error contains TEXT (to tune the mutator).
                        if let Ok(pat) = std::env::var("OXACC_FUZZ_SHOW_REJECTED") {
                            if first.contains(&pat) {
                                println!(
                                    "rejected input {index} ({}): {first}\n  {}\n{}",
                                    seed.path,
                                    m.steps.join("\n  "),
                                    diff(
                                        &main_lines(&seed.text, &seed.main_file),
                                        &main_lines(&m.text, &seed.main_file)
                                    )
                                );
                            }
                        }
                        t.rejected += 1;
                        // `OXACC_FUZZ_REASONS=raw`: the messages with their names.
                        let raw = std::env::var("OXACC_FUZZ_REASONS").is_ok_and(|v| v == "raw");
                        let key = if raw { first } else { normalise(&first) };
                        *t.reasons.entry(key).or_default() += 1;
                    }
                    Outcome::Failed {
                        kind,
                        detail,
                        host_c,
                    } => {
                        *by_kind.lock().expect("kinds").entry(kind).or_default() += 1;
                        let sig = signature(kind, &detail);
                        let seen = t.per_class.entry(sig.clone()).or_default();
                        *seen += 1;
                        // The first few of each class are kept (a long run can find thousands).
                        if *seen > SAVED_PER_CLASS {
                            t.failures.push(Failure {
                                index,
                                seed_path: seed.path.clone(),
                                steps: Vec::new(),
                                kind,
                                signature: sig,
                                detail: String::new(),
                                saved: PathBuf::new(),
                                diff: String::new(),
                            });
                            continue;
                        }
                        let diff = diff(
                            &main_lines(&seed.text, &seed.main_file),
                            &main_lines(&m.text, &seed.main_file),
                        );
                        let saved = save_failure(
                            cfg,
                            seed,
                            index,
                            &m,
                            kind,
                            &format!("{detail}\n--- what the mutations changed:\n{diff}"),
                            host_c.as_deref(),
                        );
                        t.failures.push(Failure {
                            index,
                            seed_path: seed.path.clone(),
                            steps: m.steps,
                            kind,
                            signature: sig,
                            detail,
                            saved,
                            diff,
                        });
                    }
                }
            });
        }
    });
    let secs = run_started.elapsed().as_secs_f64();
    let mut t = tally.into_inner().expect("tally");
    t.failures.sort_by_key(|f| f.index);
    let _ = std::fs::remove_dir_all(&work_dir);

    // Figures.
    println!(
        "\nfuzz-pipeline: seed {:#x}, {} seed programs ({seed_secs:.1} s to load), {} worker(s){}",
        cfg.seed,
        seeds.len(),
        cfg.jobs,
        if cfg.nvrtc {
            ", CUDA checked with NVRTC"
        } else {
            ""
        }
    );
    println!(
        "fuzz-pipeline: {} inputs in {secs:.1} s ({:.1}/s): {} accepted (and compiled), {} rejected by oxacc diagnostics, {} failures",
        t.tried,
        t.tried as f64 / secs.max(1e-9),
        t.accepted,
        t.rejected,
        t.failures.len()
    );
    for (kind, n) in by_kind.into_inner().expect("kinds") {
        println!("  {n:6}  {}", kind.describe());
    }
    if t.unchecked > 0 {
        println!(
            "  {:6}  accepted but not checked: cc could not run (the machine's trouble)",
            t.unchecked
        );
    }
    // A machine where cc cannot run checks nothing: that must not pass for a clean run.
    assert!(
        t.unchecked * 10 <= t.tried.max(1),
        "cc could not run for {} of {} inputs",
        t.unchecked,
        t.tried
    );
    if std::env::var_os("OXACC_FUZZ_REASONS").is_some() {
        // What the checks say most often (to see which mutations rarely get through).
        let mut reasons: Vec<(&String, &u64)> = t.reasons.iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(a.1));
        println!("most frequent rejections:");
        for (r, n) in reasons.iter().take(40) {
            println!("  {n:6}  {r}");
        }
    }
    if t.failures.is_empty() {
        return;
    }
    // Failure classes: same kind and first message.
    let mut classes: BTreeMap<&str, Vec<&Failure>> = BTreeMap::new();
    for f in &t.failures {
        classes.entry(&f.signature).or_default().push(f);
    }
    // Each class's example: its first saved failure.
    for fs in classes.values_mut() {
        if let Some(i) = fs.iter().position(|f| !f.saved.as_os_str().is_empty()) {
            fs.swap(0, i);
        }
    }
    println!("failure classes ({}):", classes.len());
    for (sig, fs) in &classes {
        println!(
            "  {:5}x  {sig}\n          e.g. input {} ({}), saved in {}",
            fs.len(),
            fs[0].index,
            fs[0].seed_path,
            fs[0].saved.display()
        );
    }
    // The first failure of each class in full.
    let mut report = String::new();
    for fs in classes.values().take(12) {
        let f = fs[0];
        let detail: String = f.detail.lines().take(25).collect::<Vec<_>>().join("\n");
        report.push_str(&format!(
            "\n=== input {} (OXACC_FUZZ_SEED={:#x} OXACC_FUZZ_ONLY={}), from {}: {}\nmutations:\n  {}\n--- {}\n{detail}\n--- what the mutations changed (the whole preprocessed input is {}/input.i):\n{}",
            f.index,
            cfg.seed,
            f.index,
            f.seed_path,
            f.kind.describe(),
            f.steps.join("\n  "),
            f.kind.describe(),
            f.saved.display(),
            f.diff
        ));
    }
    // The default hook again, so that this message is printed.
    let _ = std::panic::take_hook();
    panic!(
        "{} of {} inputs broke the invariant \"whatever the checks accept compiles\":\n{report}",
        t.failures.len(),
        t.tried
    );
}
