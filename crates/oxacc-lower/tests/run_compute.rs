//! Run tests of the compute lowering (spec 2.5, 2.6, 2.9-2.12, 2.15): every
//! `tests/acc/compute/*.c` is compiled with `oxacc -acc` and must exit 0 under
//! `ACC_DEVICE_TYPE=host` with `ACC_NUM_CORES=1`, the default team size and `ACC_NUM_CORES=16`
//! (more threads than cores on small machines: that is what exposes races between threads),
//! and under `ACC_DEVICE_TYPE=emul` (the kernels in the simulator), a program using `restrict`
//! twice: with the simulator's flags and with its kernels compiled at -O3; a program whose
//! `// cflags:` line asks for a sanitizer has its kernels compiled with it in the simulator.
//! A program with a `.minfo` file beside it must also print exactly that with `-Minfo=accel`
//! (`OXACC_BLESS=1` rewrites it). UI tests: `tests/acc/compute/ui/*.c` must fail to compile
//! with exactly the stderr in the `.stderr` file beside them. The tutorial's smoothing program
//! (`tests/acc/tutorial/`) must run and print the `-Minfo` snapshot committed beside it.
//!
//! Every failure is reported at once. `OXACC_COMPUTE_FILTER=substring` runs a subset.
//!
//! The oxacc binary and `liboxacc_rt.a` are built into this test's target directory with the
//! cargo that runs the tests (`oxacc_testkit::oxacc`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

const RUN_LIMIT: Duration = Duration::from_secs(60);

/// Programs with a region the CUDA writer does not support yet (they run on the host device
/// only; under emul or nvidia such a region stops with its location).
const HOST_ONLY: &str = include_str!("../../../tests/acc/compute/gpu-host-only.txt");

fn listed(list: &str, stem: &str) -> bool {
    list.lines()
        .any(|l| l.split_whitespace().next() == Some(stem))
}

/// Team sizes every program runs with: one thread, the default (the machine's cores) and 16,
/// oversubscribed on small machines, which is what exposes data races between threads.
const TEAMS: [Option<&str>; 3] = [Some("1"), None, Some("16")];

fn scratch(name: &str) -> PathBuf {
    testkit::scratch(env!("CARGO_TARGET_TMPDIR"), name)
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let filter = std::env::var("OXACC_COMPUTE_FILTER").unwrap_or_default();
    testkit::c_files(dir, &filter)
}

/// Compiles `src` (from its directory, so messages name the file as written) into `exe`.
fn compile(src: &Path, exe: &Path, extra: &[&str]) -> Output {
    let dir = src.parent().expect("dir");
    let mut cmd = Command::new(oxacc());
    // Kernels are compiled ahead of time when NVRTC is found (CI installs it), so a kernel
    // NVRTC rejects fails the build: to PTX alone (`OXACC_AOT_PTX_ONLY`), since ptxas's
    // cubins are most of NVRTC's time and no test here runs them (emul compiles the CUDA
    // source; scripts/gpu-bundle-acc.sh builds the cubins for the GPU runs).
    // Linked against the shared runtime (`OXACC_SHARED_RUNTIME`): the static link was the
    // largest step of compiling a test program (0.49 CPU-s of 1.37 in a debug build, against
    // 0.02 for the shared library: README.md, "CI's time"); the static link stays tested by
    // the other run tests (lang, run_multifile, bench_programs, cli).
    // `-w` unless the program asks for warnings (`// cflags:`, see below).
    let quiet: &[&str] = if extra.iter().any(|a| a.starts_with("-W")) {
        &[]
    } else {
        &["-w"]
    };
    cmd.current_dir(dir)
        .env("OXACC_AOT_PTX_ONLY", "1")
        // A program defining `acc_register_library` (5.3.1) links the archive: with the shared
        // runtime its definition is not the one the runtime calls (docs/known-gaps).
        .env(
            "OXACC_SHARED_RUNTIME",
            if defines_register_library(src) {
                "0"
            } else {
                "1"
            },
        )
        .args(["-acc", "-O2", "-std=gnu11", "-gpu=cc90,noptx"])
        .args(quiet)
        .args(extra)
        .arg(src.file_name().expect("name"))
        .arg("-o")
        .arg(exe)
        .arg("-lm");
    // A compile past the limit fails that program, named with its options, rather than
    // panicking the worker thread (which named none and stopped the other programs).
    run_with_limit(&mut cmd, COMPILE_LIMIT).unwrap_or_else(|| Output {
        status: std::os::unix::process::ExitStatusExt::from_raw(1 << 8),
        stdout: Vec::new(),
        stderr: format!(
            "{}: `oxacc {}` did not finish within {} s\n",
            src.display(),
            extra.join(" "),
            COMPILE_LIMIT.as_secs()
        )
        .into_bytes(),
    })
}

const COMPILE_LIMIT: Duration = Duration::from_secs(120);

/// Whether the program at `src` defines the profiling interface's `acc_register_library`.
fn defines_register_library(src: &Path) -> bool {
    std::fs::read_to_string(src).is_ok_and(|t| t.contains("void acc_register_library("))
}

fn run(exe: &Path, cores: Option<&str>) -> Result<Output, String> {
    run_on(exe, cores, "host")
}

/// Runs `exe` on device type `device` (`host`: the CPU team; `emul`: the regions' CUDA
/// kernels in the simulator, on discrete emulated memory).
fn run_on(exe: &Path, cores: Option<&str>, device: &str) -> Result<Output, String> {
    let mut cmd = Command::new(exe);
    cmd.env("ACC_DEVICE_TYPE", device);
    match cores {
        Some(n) => cmd.env("ACC_NUM_CORES", n),
        None => cmd.env_remove("ACC_NUM_CORES"),
    };
    run_with_limit(&mut cmd, RUN_LIMIT).ok_or_else(|| "timed out".to_string())
}

/// Runs `f` over `items` on a few threads; returns the sorted failures.
fn parallel<T: Sync>(items: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let next = Mutex::new(0usize);
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = {
                    let Ok(mut n) = next.lock() else { return };
                    let i = *n;
                    *n += 1;
                    i
                };
                let Some(item) = items.get(i) else { return };
                if let Err(e) = f(item) {
                    if let Ok(mut v) = failures.lock() {
                        v.push(e);
                    }
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap_or_default();
    v.sort();
    v
}

#[test]
fn compute_programs_pass_on_the_host_team() {
    let dir = repo_root().join("tests/acc/compute");
    let programs = c_files(&dir);
    if std::env::var("OXACC_COMPUTE_FILTER").is_err() {
        assert!(
            programs.len() >= 150,
            "expected at least 150 programs in tests/acc/compute, found {}",
            programs.len()
        );
    }
    let scratch = scratch("compute");
    let counts = Mutex::new([0usize; 4]);
    let phases = testkit::Phases::default();
    let failures = parallel(&programs, |src| {
        let started = std::time::Instant::now();
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let exe = scratch.join(stem);
        // A first line `// cflags: -Wall ...` adds options (the warning tests).
        let text = std::fs::read_to_string(src).unwrap_or_default();
        let cflags: Vec<&str> = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// cflags:"))
            .map(|f| f.split_whitespace().collect())
            .unwrap_or_default();
        // A `.minfo` file beside the program: the schedule oxacc chose (-Minfo=accel) must be
        // that one (what a run cannot always show, e.g. a loop kept sequential). It is checked
        // with the program's options other than warnings (`-gpu=managed` changes the
        // messages; warnings would join them). Without `-W` options those are the run's own,
        // and -Minfo=accel only adds messages, so one compile serves both (it was compiled a
        // second time, NVRTC and all); with them a second compile leaves them out, and stops
        // after the front end (`-fsyntax-only`: the messages are printed before NVRTC, cc and
        // the link, which the first compile did).
        let minfo = src.with_extension("minfo");
        let has_minfo = minfo.is_file();
        let warns = cflags.iter().any(|f| f.starts_with("-W"));
        let mut run_flags = cflags.clone();
        if has_minfo && !warns {
            run_flags.push("-Minfo=accel");
        }
        let out = phases.time("oxacc compile", || compile(src, &exe, &run_flags));
        if !out.status.success() {
            return Err(format!(
                "{stem}: oxacc failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let mut errs = Vec::new();
        // The C compiler warns about nothing in the generated code (its warnings carry the
        // option that enables them, `[-W...]`; oxacc's own do not): the programs here are
        // warning-free C.
        if String::from_utf8_lossy(&out.stderr).contains("[-W") {
            errs.push(format!(
                "{stem}: cc warned about the generated code:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        // The GPU path: every region's kernel runs in the simulator under emul, except in the
        // programs listed as having regions the CUDA writer does not support yet (a compile
        // warning says so; the list must only shrink).
        let host_only = String::from_utf8_lossy(&out.stderr).contains("will run only on the host");
        if host_only && !listed(HOST_ONLY, stem) {
            errs.push(format!(
                "{stem}: a region has no GPU code:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        } else if !host_only {
            // A program compiled with a sanitizer (`// cflags: -fsanitize=undefined`) has its
            // kernels compiled with it too in the simulator, so that undefined behaviour in the
            // CUDA writer's code stops the emul run as it stops the host team's.
            let sanitize: Vec<&str> = cflags
                .iter()
                .copied()
                .filter(|f| f.starts_with("-fsanitize") || f.starts_with("-fno-sanitize"))
                .collect();
            // A program naming OXACC_EMUL_CHECK_POINTERS (in a comment) runs on emul with the
            // check on: an upload of a pointer to the program's read-only data (a string
            // literal's host address in a table copied as it is) stops it, as it would fault
            // on a GPU (the emulated device shares the host's address space).
            let emul = if text.contains("OXACC_EMUL_CHECK_POINTERS") && sanitize.is_empty() {
                let mut cmd = Command::new(&exe);
                cmd.env("ACC_DEVICE_TYPE", "emul")
                    .env("ACC_NUM_CORES", "2")
                    .env("OXACC_EMUL_CHECK_POINTERS", "1");
                phases
                    .time("run emul", || run_with_limit(&mut cmd, RUN_LIMIT))
                    .ok_or_else(|| "timed out".to_string())
            } else if sanitize.is_empty() {
                phases.time("run emul", || run_on(&exe, Some("2"), "emul"))
            } else {
                let mut cmd = Command::new(&exe);
                cmd.env("ACC_DEVICE_TYPE", "emul")
                    .env("ACC_NUM_CORES", "2")
                    .env("OXACC_SIM_CXXFLAGS", sanitize.join(" "));
                phases
                    .time("run emul", || run_with_limit(&mut cmd, RUN_LIMIT))
                    .ok_or_else(|| "timed out".to_string())
            };
            match emul {
                Ok(o) if o.status.success() => {
                    if let Ok(mut c) = counts.lock() {
                        c[3] += 1;
                    }
                    // A program using `restrict` runs on emul once more with the kernels
                    // compiled at -O3: g++ then reorders and vectorises through `__restrict__`
                    // as nvcc does (the simulator's own -O1 does not), so a qualifier a kernel
                    // parameter must not have (a pointer based on it written through another
                    // parameter) fails here, not only on a GPU.
                    if text.contains("restrict") {
                        let mut cmd = Command::new(&exe);
                        cmd.env("ACC_DEVICE_TYPE", "emul")
                            .env("ACC_NUM_CORES", "2")
                            .env("OXACC_SIM_CXXFLAGS", "-O3");
                        match phases.time("run emul -O3", || run_with_limit(&mut cmd, RUN_LIMIT)) {
                            Some(o) if o.status.success() => {}
                            Some(o) => errs.push(format!(
                                "{stem} (ACC_DEVICE_TYPE=emul, kernels compiled with -O3): exit {:?}\n{}",
                                o.status.code(),
                                String::from_utf8_lossy(&o.stderr)
                            )),
                            None => errs.push(format!("{stem} (emul, -O3): timed out")),
                        }
                    }
                }
                Ok(o) => errs.push(format!(
                    "{stem} (ACC_DEVICE_TYPE=emul, the GPU kernels in the simulator): exit {:?}\n{}",
                    o.status.code(),
                    String::from_utf8_lossy(&o.stderr)
                )),
                Err(e) => errs.push(format!("{stem} (ACC_DEVICE_TYPE=emul): {e}")),
            }
        }
        if has_minfo {
            let got = if warns {
                let flags: Vec<&str> = cflags
                    .iter()
                    .copied()
                    .filter(|f| !f.starts_with("-W"))
                    .chain(["-Minfo=accel", "-fsyntax-only"])
                    .collect();
                let out = phases.time("oxacc compile -Minfo", || {
                    compile(src, &scratch.join(format!("{stem}-minfo")), &flags)
                });
                String::from_utf8_lossy(&out.stderr).into_owned()
            } else {
                String::from_utf8_lossy(&out.stderr).into_owned()
            };
            if std::env::var_os("OXACC_BLESS").is_some() {
                let _ = std::fs::write(&minfo, &got);
            }
            let want = std::fs::read_to_string(&minfo).unwrap_or_default();
            if got != want {
                errs.push(format!(
                    "{stem}: -Minfo=accel differs from {}\n--- expected\n{want}--- got\n{got}",
                    minfo.display()
                ));
            }
        }
        for (k, cores) in TEAMS.iter().enumerate() {
            let cores = *cores;
            match phases.time("run host team", || run(&exe, cores)) {
                Ok(o) if o.status.success() => {
                    if let Ok(mut c) = counts.lock() {
                        c[k] += 1;
                    }
                }
                Ok(o) => errs.push(format!(
                    "{stem} (ACC_NUM_CORES={}): exit {:?}\n{}",
                    cores.unwrap_or("default"),
                    o.status.code(),
                    String::from_utf8_lossy(&o.stderr)
                )),
                Err(e) => errs.push(format!(
                    "{stem} (ACC_NUM_CORES={}): {e}",
                    cores.unwrap_or("default")
                )),
            }
        }
        testkit::discard_passed(&exe, errs.is_empty());
        phases.program(stem, started.elapsed());
        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs.join("\n"))
        }
    });
    let [one, dflt, sixteen, emul] = counts.into_inner().unwrap_or_default();
    println!(
        "{} programs: {one} pass with ACC_NUM_CORES=1, {dflt} with the default team ({} threads), {sixteen} with ACC_NUM_CORES=16, {emul} with their GPU kernels in the simulator (emul)",
        programs.len(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    println!("{}", phases.report());
    assert!(
        failures.is_empty(),
        "{} program(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn compute_ui_errors_match() {
    let dir = repo_root().join("tests/acc/compute/ui");
    let programs = c_files(&dir);
    let scratch = scratch("compute-ui");
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let failures = parallel(&programs, |src| {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
        let out = compile(src, &scratch.join(stem), &[]);
        let got = String::from_utf8_lossy(&out.stderr).into_owned();
        let expected_path = src.with_extension("stderr");
        if bless {
            let _ = std::fs::write(&expected_path, &got);
        }
        let want = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if out.status.success() {
            return Err(format!("{stem}: compiled, but an error was expected"));
        }
        if got != want {
            return Err(format!(
                "{stem}: stderr differs\n--- expected\n{want}--- got\n{got}"
            ));
        }
        Ok(())
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn tutorial_smooth_kernels() {
    let src = repo_root().join("tests/acc/tutorial/smooth_kernels.c");
    if !src.is_file() {
        panic!("missing {}", src.display());
    }
    let scratch = scratch("compute-tutorial");
    let exe = scratch.join("smooth_kernels");
    let out = compile(&src, &exe, &["-Minfo=accel"]);
    assert!(
        out.status.success(),
        "oxacc failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = String::from_utf8_lossy(&out.stderr).into_owned();
    let snap = src.with_extension("minfo");
    if std::env::var_os("OXACC_BLESS").is_some() {
        let _ = std::fs::write(&snap, &got);
    }
    let want = std::fs::read_to_string(&snap).unwrap_or_default();
    assert_eq!(got, want, "-Minfo differs from {}", snap.display());
    for cores in TEAMS {
        let o = run(&exe, cores).expect("ran");
        assert!(
            o.status.success(),
            "smooth_kernels failed: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// The CPU team's share of a partitioned loop runs on the user's variable, in its own type, as
/// gcc's outlined OpenMP loops do: recomputed from a `long long` counter in every iteration
/// (`i = __lb0 + __k * __st0`, narrowed to int), gcc's vectoriser could not prove `a[i]`
/// contiguous and used gathers and scatters on AVX-512 (-O3 -march=native on an EPYC: a STREAM
/// triad 5x slower than at -O2; hunt24 bug03). Checked on the assembly for a fixed AVX-512
/// target, for `-acc=multicore` and for the host team code of `-acc`.
#[test]
fn acc_gang_loop_vectorizes_without_gathers() {
    let dir = scratch("compute-vector");
    let src = dir.join("triad.c");
    std::fs::write(
        &src,
        "#define N 4000000\nstatic double a[N], b[N], c[N];\n\
         void triad(void) {\n  int i;\n#pragma acc parallel loop\n  \
         for (i = 0; i < N; i++) a[i] = b[i] + 3.0 * c[i];\n}\n\
         void stencil(int n) {\n#pragma acc parallel loop\n  \
         for (int i = 1; i < n - 1; i++) c[i] = 0.25 * (a[i - 1] + 2 * a[i] + a[i + 1]);\n}\n\
         void down(int n) {\n#pragma acc kernels loop independent\n  \
         for (int i = n - 1; i >= 0; i--) a[i] = b[i] * c[i];\n}\n",
    )
    .expect("write");
    for target in ["-acc=multicore", "-acc"] {
        let asm = dir.join("triad.s");
        let mut cmd = Command::new(oxacc());
        cmd.current_dir(&dir)
            .args([target, "-O3", "-march=icelake-server", "-S"])
            .arg(&src)
            .arg("-o")
            .arg(&asm);
        let out =
            run_with_limit(&mut cmd, Duration::from_secs(120)).expect("compiler did not time out");
        assert!(
            out.status.success(),
            "{target}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&asm).expect("assembly");
        let gathers: Vec<&str> = text
            .lines()
            .filter(|l| l.contains("vgather") || l.contains("vscatter"))
            .collect();
        assert!(
            gathers.is_empty(),
            "{target}: the loops were vectorised with gathers/scatters:\n{}",
            gathers.join("\n")
        );
    }
}

/// The emul runs of the harness are poisoned (`testkit::poison_emul`, which `oxacc()` calls):
/// fresh emulated device memory holds 0xa5 bytes, as a GPU's holds stale data, so a compute
/// program (or generated code) reading device memory nothing wrote fails here, not only on
/// the GPU (reduction_copyout_create_forms.c: a reduction combining into a `copyout` device
/// copy). `OXACC_EMUL_POISON=0` in the environment turns it off.
#[test]
fn emul_runs_are_poisoned() {
    let dir = scratch("compute-poison");
    let src = dir.join("poisoned.c");
    std::fs::write(
        &src,
        "#include <openacc.h>\n\
         int main(void) {\n\
         \x20   unsigned char b[16];\n\
         \x20   void *d = acc_malloc(sizeof b);\n\
         \x20   acc_memcpy_from_device(b, d, sizeof b);\n\
         \x20   for (int i = 0; i < 16; i++) if (b[i] != 0xa5) return 1;\n\
         \x20   acc_free(d);\n\
         \x20   return 0;\n\
         }\n",
    )
    .expect("write");
    let exe = dir.join("poisoned");
    let out = compile(&src, &exe, &[]);
    assert!(
        out.status.success(),
        "oxacc failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let o = run_on(&exe, None, "emul").expect("ran");
    let off = std::env::var("OXACC_EMUL_POISON").is_ok_and(|v| v.is_empty() || v == "0");
    assert_eq!(
        o.status.success(),
        !off,
        "fresh emul device memory is {}0xa5 bytes: {}",
        if off { "" } else { "not " },
        String::from_utf8_lossy(&o.stderr)
    );
}
