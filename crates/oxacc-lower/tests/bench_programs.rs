//! The GPU benchmark programs (`benches/gpu/*.c`, scripts/bench-gpu.sh) run once each, small
//! (`--small`), for correctness only, not timed: compiled with `oxacc -acc`, run under
//! `ACC_DEVICE_TYPE=host` (the CPU team) and `emul` (the kernels in the simulator, data really
//! moved), and their outputs checked by the float64 reference (`benches/gpu/ref.c`, built with
//! cc). The CUDA versions need nvcc and a GPU: they run on the GPU machine only.
//! `OXACC_BENCH_FILTER=substring` runs a subset.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

const BENCHES: &[&str] = &[
    "saxpy", "dot", "jacobi", "matmul", "stencil", "gemver", "atax", "2mm", "hist",
];

fn run(cmd: &mut Command, what: &str) -> Result<String, String> {
    match run_with_limit(cmd, Duration::from_secs(180)) {
        None => Err(format!("{what}: timed out")),
        Some(out) if out.status.success() => Ok(String::from_utf8_lossy(&out.stdout).into_owned()),
        Some(out) => Err(format!(
            "{what}: {}\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// `f` over `items` on two threads (CI has two cores): the errors of every item.
fn two_at_a_time<T: Sync>(items: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|k| {
                let f = &f;
                s.spawn(move || {
                    items
                        .iter()
                        .skip(k)
                        .step_by(2)
                        .filter_map(|b| f(b).err())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|_| vec!["a worker panicked".into()])
            })
            .collect()
    })
}

/// One benchmark: build, run on host and emul, check both outputs.
fn one(name: &str, dir: &Path, reference: &Path) -> Result<(), String> {
    let root = repo_root();
    let exe = dir.join(name);
    run(
        Command::new(oxacc())
            // NVRTC checks the kernels to PTX alone, as run_compute (no test here runs a
            // cubin; README.md, "CI's time"); the link stays the static one users get.
            .env("OXACC_AOT_PTX_ONLY", "1")
            .args(["-acc", "-O1", "-gpu=cc90,noptx", "-I"])
            .arg(root.join("benches/gpu"))
            .arg(root.join(format!("benches/gpu/{name}.c")))
            .arg("-o")
            .arg(&exe)
            .arg("-lm"),
        &format!("{name}: oxacc -acc"),
    )?;
    let mut outs = Vec::new();
    for dev in ["host", "emul"] {
        let out = dir.join(format!("{name}.{dev}.out"));
        let stdout = run(
            Command::new(&exe)
                .env("ACC_DEVICE_TYPE", dev)
                .args(["--small", "7"])
                .arg(&out),
            &format!("{name} under {dev}"),
        )?;
        // The harness prints one RESULT line per mode.
        for mode in ["total", "kernels"] {
            if !stdout
                .lines()
                .any(|l| l.starts_with(&format!("RESULT {name} acc {mode} ")))
            {
                return Err(format!(
                    "{name} under {dev}: no {mode} RESULT line in:\n{stdout}"
                ));
            }
        }
        outs.push(out);
    }
    let check = run(
        Command::new(reference)
            .args([name, "--small", "7"])
            .args(&outs),
        &format!("{name}: reference check"),
    )?;
    if check.lines().filter(|l| l.ends_with(" ok")).count() != outs.len() {
        return Err(format!("{name}: {check}"));
    }
    Ok(())
}

#[test]
fn gpu_benchmark_programs_are_correct_on_host_and_emul() {
    let filter = std::env::var("OXACC_BENCH_FILTER").unwrap_or_default();
    let dir = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "bench_programs");
    let root = repo_root();
    let reference = dir.join("bench-gpu-ref");
    run(
        Command::new("cc")
            .args(["-O2", "-std=c99", "-D_POSIX_C_SOURCE=200809L", "-I"])
            .arg(root.join("benches/gpu"))
            .arg(root.join("benches/gpu/ref.c"))
            .arg("-o")
            .arg(&reference)
            .arg("-lm"),
        "cc ref.c",
    )
    .unwrap();
    let names: Vec<&str> = BENCHES
        .iter()
        .copied()
        .filter(|b| b.contains(filter.as_str()))
        .collect();
    let failures = two_at_a_time(&names, |b| one(b, &dir, &reference));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The hand-written CUDA versions need nvcc, which only the GPU machine has: here g++ checks
/// their syntax against `benches/gpu/cuda/stub/cuda_runtime.h` (declarations only) with the
/// `<<<grid, block>>>` of each launch removed, so that a C++ error (a struct tag hidden by a
/// function of the same name, say) is found before device time is spent on it.
#[test]
fn cuda_benchmark_sources_are_valid_cxx() {
    let root = repo_root();
    let cuda = root.join("benches/gpu/cuda");
    let dir = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "bench_cuda_syntax");
    let mut failures = Vec::new();
    for name in BENCHES {
        let src = cuda.join(format!("{name}.cu"));
        let text = match std::fs::read_to_string(&src) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: {e}", src.display()));
                continue;
            }
        };
        // Drop every `<<<...>>>`: the launch becomes a plain call of the kernel.
        let mut plain = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(i) = rest.find("<<<") {
            plain.push_str(&rest[..i]);
            rest = match rest[i..].find(">>>") {
                Some(j) => &rest[i + j + 3..],
                None => "",
            };
        }
        plain.push_str(rest);
        let cpp = dir.join(format!("{name}.cpp"));
        if let Err(e) = std::fs::write(&cpp, plain) {
            failures.push(format!("{}: {e}", cpp.display()));
            continue;
        }
        let mut cmd = Command::new("g++");
        cmd.args(["-std=c++17", "-fsyntax-only", "-I"])
            .arg(cuda.join("stub"))
            .arg("-I")
            .arg(&cuda)
            .arg("-I")
            .arg(root.join("benches/gpu"))
            .arg(&cpp);
        if let Err(e) = run(&mut cmd, &format!("g++ -fsyntax-only {name}.cu")) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The PolyBench-style programs (`benches/gpu/poly/*.c`, scripts/bench-poly.sh,
/// docs/bench-poly.md), small (`-DSMALL`), for correctness only: compiled with `oxacc -acc`,
/// run under `host` and `emul`; each checks its result against a plain C version of its kernel
/// run on the host and prints `name total_ms kernels_ms ok` (exit 1 and `FAIL` when wrong).
/// `OXACC_BENCH_FILTER=substring` runs a subset.
#[test]
fn polybench_programs_are_correct_on_host_and_emul() {
    let filter = std::env::var("OXACC_BENCH_FILTER").unwrap_or_default();
    let root = repo_root();
    let poly = root.join("benches/gpu/poly");
    let dir = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "bench_poly");
    let mut names: Vec<String> = std::fs::read_dir(&poly)
        .expect("benches/gpu/poly")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "c").then(|| p.file_stem()?.to_str().map(str::to_owned))?
        })
        .filter(|n| n.contains(filter.as_str()))
        .collect();
    names.sort();
    assert!(
        filter.is_empty() || !names.is_empty(),
        "no program matches {filter}"
    );
    let one_poly = |name: &str| -> Result<(), String> {
        let exe = dir.join(format!("poly-{name}"));
        run(
            Command::new(oxacc())
                .env("OXACC_AOT_PTX_ONLY", "1")
                .args(["-acc", "-O1", "-gpu=cc90,noptx", "-DSMALL", "-I"])
                .arg(&poly)
                .arg(poly.join(format!("{name}.c")))
                .arg("-o")
                .arg(&exe)
                .arg("-lm"),
            &format!("{name}: oxacc -acc"),
        )?;
        for dev in ["host", "emul"] {
            let stdout = run(
                Command::new(&exe).env("ACC_DEVICE_TYPE", dev),
                &format!("{name} under {dev}"),
            )?;
            let line = stdout.lines().last().unwrap_or("");
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.len() != 4 || fields[0] != name || fields[3] != "ok" {
                return Err(format!(
                    "{name} under {dev}: no `{name} ms ms ok` line in:\n{stdout}"
                ));
            }
        }
        Ok(())
    };
    let failures = two_at_a_time(&names, |b| one_poly(b));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
