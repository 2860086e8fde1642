//! The several-device examples (docs/multi-gpu.md): `examples/mpi_jacobi.c` built through the
//! MPI compiler wrapper with oxacc underneath and run with 1, 2 and 4 ranks on the multicore
//! target, and `examples/multi_gpu_jacobi.c` (one OpenMP thread per device) on the host and on
//! several emulated devices. Every run must print the one-rank checksum, bit for bit.
//!
//! Without an MPI compiler wrapper (`mpicc`) the MPI test says so and passes, unless
//! `OXACC_REQUIRE_MPI=1` (CI installs Open MPI and sets it).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

/// Small enough for CI (a few milliseconds a run), large enough for 4 ranks of several rows,
/// and more steps than the residual interval (100).
const N: &str = "48";
const STEPS: &str = "120";

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The `checksum 0x...` and `residual ...` lines of a run.
fn result(o: &Output) -> (String, f64) {
    let out = String::from_utf8_lossy(&o.stdout);
    let line = |p: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(p))
            .map(str::trim)
            .map(String::from)
    };
    let sum = line("checksum ").unwrap_or_else(|| panic!("no checksum in:\n{}", text(o)));
    let res = line("residual ")
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no residual in:\n{}", text(o)));
    (sum, res)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

fn run(cmd: &mut Command, what: &str) -> Output {
    let out = common::run_with_limit(cmd, Duration::from_secs(120))
        .unwrap_or_else(|| panic!("{what}: timed out"));
    assert!(
        out.status.success(),
        "{what}: {:?}\n{}",
        out.status,
        text(&out)
    );
    out
}

fn example(name: &str) -> String {
    common::repo_root()
        .join("examples")
        .join(name)
        .to_str()
        .expect("utf-8 path")
        .to_string()
}

/// The MPI flavour of the `mpicc` on PATH: Open MPI (`--showme`) or MPICH (`-show`).
#[derive(Clone, Copy, PartialEq, Debug)]
enum Mpi {
    Open,
    Mpich,
}

fn which_mpi() -> Option<Mpi> {
    let ok = |args: &[&str]| {
        Command::new("mpicc")
            .args(args)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if ok(&["--showme:version"]) {
        Some(Mpi::Open)
    } else if ok(&["-show"]) {
        Some(Mpi::Mpich)
    } else {
        None
    }
}

/// `mpicc` with oxacc as its compiler: `OMPI_CC=oxacc mpicc ...` or `mpicc -cc=oxacc ...`.
fn mpicc(mpi: Mpi, oxacc: &Path) -> Command {
    let mut c = Command::new("mpicc");
    match mpi {
        Mpi::Open => {
            c.env("OMPI_CC", oxacc);
        }
        Mpi::Mpich => {
            c.arg(format!("-cc={}", oxacc.display()));
        }
    }
    c
}

fn mpirun(mpi: Mpi, ranks: usize, exe: &Path) -> Command {
    let mut c;
    match mpi {
        Mpi::Open => {
            c = Command::new("mpirun");
            c.args(["--oversubscribe", "--allow-run-as-root", "-np"]);
        }
        Mpi::Mpich => {
            c = Command::new("mpiexec");
            c.arg("-n");
        }
    }
    c.arg(ranks.to_string()).arg(exe).args([N, STEPS]);
    // One core per rank: the ranks would otherwise each start a team of every core.
    c.env("ACC_NUM_CORES", "1").env("ACC_DEVICE_TYPE", "host");
    c
}

#[test]
fn mpi_jacobi_gives_the_one_rank_result_on_1_2_and_4_ranks() {
    let Some(mpi) = which_mpi() else {
        let required = std::env::var("OXACC_REQUIRE_MPI").is_ok_and(|v| v == "1");
        assert!(
            !required,
            "OXACC_REQUIRE_MPI=1 but no mpicc is on PATH (install libopenmpi-dev openmpi-bin)"
        );
        eprintln!("SKIPPED: no MPI compiler wrapper (mpicc) on PATH; install Open MPI (Debian: libopenmpi-dev openmpi-bin) to run this test");
        return;
    };
    common::ensure_runtime();
    let oxacc = common::oxacc();
    let dir = common::scratch("mpi-jacobi");
    let src = example("mpi_jacobi.c");
    // The default exchange (update self/device of the halo rows) and the CUDA-aware one
    // (host_data use_device: host addresses on the multicore target), with the flags an MPI
    // build passes (-O2, -Wall -Werror, -lm after the source).
    let builds: [(&str, &[&str]); 2] = [("mj", &[]), ("mj_aware", &["-DCUDA_AWARE"])];
    let mut exes: Vec<PathBuf> = Vec::new();
    for (name, extra) in builds {
        let exe = dir.join(name);
        let out = run(
            mpicc(mpi, &oxacc)
                .args(["-acc=multicore", "-O2", "-Wall", "-Werror"])
                .args(extra)
                .arg(&src)
                .arg("-o")
                .arg(&exe)
                .arg("-lm"),
            &format!("mpicc {name} ({mpi:?})"),
        );
        assert!(exe.is_file(), "no {name}: {}", text(&out));
        exes.push(exe);
    }
    let reference = result(&run(&mut mpirun(mpi, 1, &exes[0]), "1 rank"));
    let mut failures = Vec::new();
    for exe in &exes {
        for ranks in [1, 2, 4] {
            for overlap in [false, true] {
                let mut c = mpirun(mpi, ranks, exe);
                if overlap {
                    c.arg("overlap");
                }
                let what = format!(
                    "{} with {ranks} ranks{}",
                    exe.display(),
                    if overlap { " overlap" } else { "" }
                );
                let got = result(&run(&mut c, &what));
                if got.0 != reference.0 || !close(got.1, reference.1) {
                    failures.push(format!("{what}: {got:?}, one rank gave {reference:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The single-process example computes the same grid: the same checksum.
    let mg = build_multi(&dir);
    let got = result(&run(
        Command::new(&mg)
            .args([N, STEPS, "3"])
            .env("ACC_DEVICE_TYPE", "host"),
        "multi_gpu_jacobi",
    ));
    assert_eq!(
        got.0, reference.0,
        "multi_gpu_jacobi differs from mpi_jacobi"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn build_multi(dir: &Path) -> PathBuf {
    common::ensure_runtime();
    let exe = dir.join("multi_gpu_jacobi");
    run(
        Command::new(common::oxacc())
            .args(["-acc", "-fopenmp", "-O2", "-Wall", "-Werror"])
            .arg(example("multi_gpu_jacobi.c"))
            .arg("-o")
            .arg(&exe)
            .arg("-lm"),
        "oxacc multi_gpu_jacobi.c",
    );
    exe
}

#[test]
fn multi_gpu_jacobi_gives_the_one_thread_result_on_several_devices() {
    let dir = common::scratch("multi-gpu-jacobi");
    let exe = build_multi(&dir);
    let go = |threads: &str, env: &[(&str, &str)]| {
        let mut c = Command::new(&exe);
        c.args([N, STEPS]);
        if !threads.is_empty() {
            c.arg(threads);
        }
        c.env("ACC_NUM_CORES", "1");
        for (k, v) in env {
            c.env(k, v);
        }
        let what = format!("multi_gpu_jacobi {threads} {env:?}");
        let out = run(&mut c, &what);
        (
            result(&out),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            what,
        )
    };
    let host = [("ACC_DEVICE_TYPE", "host")];
    let (reference, _, _) = go("1", &host);
    let mut failures = Vec::new();
    let runs = [
        // the host device: one device, shared by every thread
        go("4", &host),
        // three emulated devices, one thread each (the default thread count): each thread maps
        // its block on its own device and runs its kernels there (in the simulator)
        go(
            "",
            &[("ACC_DEVICE_TYPE", "emul"), ("OXACC_EMUL_DEVICES", "3")],
        ),
        // more threads than devices: threads 0 and 2 share device 0
        go(
            "3",
            &[("ACC_DEVICE_TYPE", "emul"), ("OXACC_EMUL_DEVICES", "2")],
        ),
    ];
    for (got, out, what) in &runs {
        if got.0 != reference.0 || !close(got.1, reference.1) {
            failures.push(format!(
                "{what}: {got:?}, one thread gave {reference:?}\n{out}"
            ));
        }
    }
    let (_, out, _) = &runs[1];
    assert!(
        out.contains("threads=3 devices=3") && out.contains("thread 2: device 2"),
        "{out}"
    );
    let (_, out, _) = &runs[2];
    assert!(out.contains("thread 2: device 0"), "{out}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// What MPI compiler wrappers add around the user's arguments (Open MPI's `mpicc --showme`,
/// MPICH's `mpicc -show`, Debian's hardening flags) reaches cc and the link untouched, so a
/// wrapper can run oxacc whatever its flavour, even where no MPI is installed.
#[test]
fn mpi_wrapper_flags_pass_through() {
    common::ensure_runtime();
    let dir = common::scratch("mpi-flags");
    let inc = dir.join("include");
    let lib = dir.join("lib");
    std::fs::create_dir_all(&inc).expect("mkdir");
    std::fs::create_dir_all(&lib).expect("mkdir");
    std::fs::write(inc.join("fake_mpi.h"), "#define FAKE_MPI 1\n").expect("write");
    let src = dir.join("m.c");
    std::fs::write(
        &src,
        "#include <fake_mpi.h>\nint main(void) {\n  int s = 0;\n#pragma acc parallel loop reduction(+:s)\n  for (int i = 0; i < 10; i++) s += i;\n  return s == 45 && FAKE_MPI ? 0 : 1;\n}\n",
    )
    .expect("write");
    let (i, l) = (inc.display().to_string(), lib.display().to_string());
    let exe = dir.join("m");
    run(
        Command::new(common::oxacc()).args([
            "-acc",
            &format!("-I{i}"),
            "-isystem",
            &i,
            "-pthread",
            "-Wl,-z,relro",
            "-O2",
            "-fstack-protector-strong",
            "-Wformat",
            "-Werror=format-security",
            src.to_str().expect("utf-8"),
            "-o",
            exe.to_str().expect("utf-8"),
            &format!("-L{l}"),
            "-Wl,-rpath",
            &format!("-Wl,{l}"),
            "-Wl,--enable-new-dtags",
            "-Xlinker",
            "--no-as-needed",
            "-lm",
        ]),
        "oxacc with MPI wrapper flags",
    );
    run(
        Command::new(&exe).env("ACC_DEVICE_TYPE", "host"),
        "the program",
    );
    let _ = std::fs::remove_dir_all(&dir);
}
