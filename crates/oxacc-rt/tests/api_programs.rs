//! Builds every self-checking C program of `tests/api` against the staticlib and runs it under
//! each CPU device configuration; builds every `tests/api/errors` program and checks that it
//! fails with the message its `EXPECT:` comment names. All failures are reported at once.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repo root")
}

/// The staticlib, built once per test run. `cargo test` does not build the `staticlib` crate
/// type, so this runs `cargo build -p oxacc-rt` into this test's own target directory and
/// profile (`testkit::cargo_build`, as the run tests do for `oxacc`: a no-op after `cargo
/// build --workspace`). It built into a target directory of its own, `<target>/staticlib`, a
/// second cold build of the runtime and its dependencies on every clean CI run.
fn staticlib() -> PathBuf {
    static LIB: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    LIB.get_or_init(|| {
        let built = oxacc_testkit::cargo_build(&["oxacc-rt"]);
        assert!(built, "building the oxacc-rt staticlib failed");
        let lib = oxacc_testkit::profile_dir().join("liboxacc_rt.a");
        assert!(lib.exists(), "{} is missing", lib.display());
        lib
    })
    .clone()
}

fn out_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test exe");
    let d = exe
        .parent()
        .and_then(Path::parent)
        .expect("profile dir")
        .join("api-programs");
    std::fs::create_dir_all(&d).expect("mkdir");
    d
}

fn programs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/api")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    v.sort();
    v
}

fn compile(src: &Path, out: &Path) -> Result<PathBuf, String> {
    let exe = out.join(src.file_stem().expect("stem"));
    let inc = repo().join("crates/oxacc-rt/include");
    let o = Command::new("cc")
        .args([
            "-std=c99",
            "-O1",
            "-Wall",
            "-Werror",
            "-D_POSIX_C_SOURCE=200809L",
            "-pthread",
        ])
        .arg("-I")
        .arg(&inc)
        .arg(src)
        .arg(staticlib())
        .args(["-lpthread", "-ldl", "-lm", "-o"])
        .arg(&exe)
        .output()
        .map_err(|e| format!("cc: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "{}: compile failed:\n{}",
            src.display(),
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    Ok(exe)
}

fn run(exe: &Path, env: &[(&str, &str)]) -> std::process::Output {
    // Emul's fresh device memory holds 0xa5 bytes, as a GPU's holds stale data.
    oxacc_testkit::poison_emul();
    let mut c = Command::new(exe);
    c.env_remove("ACC_DEVICE_TYPE")
        .env_remove("ACC_NUM_CORES")
        .env_remove("ACC_DEVICE_NUM");
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("run")
}

#[test]
fn api_programs_pass_on_every_cpu_device() {
    let out = out_dir();
    let configs: [&[(&str, &str)]; 4] = [
        &[("ACC_DEVICE_TYPE", "host")],
        &[("ACC_DEVICE_TYPE", "host"), ("ACC_NUM_CORES", "1")],
        &[("ACC_DEVICE_TYPE", "emul")],
        &[("ACC_DEVICE_TYPE", "emul"), ("ACC_NUM_CORES", "1")],
    ];
    let mut failures = Vec::new();
    let progs = programs(&repo().join("tests/api"));
    assert!(
        progs.len() >= 50,
        "expected at least 50 API programs, found {}",
        progs.len()
    );
    for src in &progs {
        let exe = match compile(src, &out) {
            Ok(e) => e,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let before = failures.len();
        for env in configs {
            let o = run(&exe, env);
            if !o.status.success() || !o.stderr.is_empty() {
                failures.push(format!(
                    "{} under {:?}: {}\nstdout: {}\nstderr: {}",
                    src.display(),
                    env,
                    o.status,
                    String::from_utf8_lossy(&o.stdout),
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
        oxacc_testkit::discard_passed(&exe, failures.len() == before);
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// With `ACC_DEVICE_TYPE` unset the default device is the GPU when there is one, else the
/// host (spec 2.3, chapter 4.1): `default_device.c` checks which, and that constructs run there.
#[test]
fn default_device_without_acc_device_type() {
    let exe = compile(&repo().join("tests/api/default_device.c"), &out_dir()).expect("compiles");
    let o = run(&exe, &[]);
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}\nstdout: {}\nstderr: {}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// The GPU-only programs (`tests/api/gpu`: faulting kernels, NVRTC errors; run by the GPU
/// bundle) and the benchmarks compile here too, so they do not rot where no GPU runs them.
#[test]
fn gpu_programs_and_benchmarks_compile() {
    let out = out_dir().join("gpu");
    std::fs::create_dir_all(&out).expect("mkdir");
    let mut srcs = programs(&repo().join("tests/api/gpu"));
    srcs.extend(programs(&repo().join("tests/api/bench")));
    assert!(srcs.len() >= 8, "{srcs:?}");
    let failures: Vec<String> = srcs.iter().filter_map(|s| compile(s, &out).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // Where there is no GPU, every GPU error program says where it expects to run.
    for src in programs(&repo().join("tests/api/gpu")) {
        let (exp, dev) = expectations(&src);
        assert!(
            !exp.is_empty() && dev == "nvidia",
            "{}: EXPECT: lines and DEVICE: nvidia",
            src.display()
        );
    }
}

/// Reads the `EXPECT:` lines (stderr substrings) and the optional `DEVICE:` line of an error
/// program.
fn expectations(src: &Path) -> (Vec<String>, String) {
    let text = std::fs::read_to_string(src).expect("read");
    let mut exp = Vec::new();
    let mut dev = "emul".to_string();
    for line in text.lines() {
        if let Some(i) = line.find("EXPECT: ") {
            exp.push(line[i + 8..].trim().to_string());
        }
        if let Some(i) = line.find("DEVICE: ") {
            dev = line[i + 8..].trim().to_string();
        }
    }
    (exp, dev)
}

/// The `ENV: NAME=VALUE` lines of an error program: more environment for its run.
fn extra_env(src: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(src).expect("read");
    text.lines()
        .filter_map(|line| {
            let i = line.find("ENV: ")?;
            let (k, v) = line[i + 5..].trim().split_once('=')?;
            Some((k.to_string(), v.to_string()))
        })
        .collect()
}

#[test]
fn error_programs_fail_with_their_message() {
    let out = out_dir().join("errors");
    std::fs::create_dir_all(&out).expect("mkdir");
    let mut failures = Vec::new();
    for src in programs(&repo().join("tests/api/errors")) {
        let (exp, dev) = expectations(&src);
        if exp.is_empty() {
            failures.push(format!("{}: no EXPECT: line", src.display()));
            continue;
        }
        let exe = match compile(&src, &out) {
            Ok(e) => e,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let extra = extra_env(&src);
        let mut env: Vec<(&str, &str)> = vec![("ACC_DEVICE_TYPE", &dev)];
        env.extend(extra.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let o = run(&exe, &env);
        let stderr = String::from_utf8_lossy(&o.stderr);
        let ok = o.status.code() == Some(1)
            && stderr.lines().count() == 1
            && exp.iter().all(|e| stderr.contains(e.as_str()));
        if !ok {
            failures.push(format!(
                "{}: status {}, expected {:?}, stderr:\n{}",
                src.display(),
                o.status,
                exp,
                stderr
            ));
        }
        oxacc_testkit::discard_passed(&exe, ok);
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn headers_compile_as_cxx() {
    let inc = repo().join("crates/oxacc-rt/include");
    for h in ["openacc.h", "oxacc_rt.h", "acc_prof.h", "acc_callback.h"] {
        for (cc, std) in [("c++", "-std=c++11"), ("cc", "-std=c99")] {
            let o = Command::new(cc)
                .args([
                    "-fsyntax-only",
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-pedantic",
                    std,
                    "-x",
                ])
                .arg(if cc == "c++" { "c++" } else { "c" })
                .arg(inc.join(h))
                .output()
                .expect("compiler");
            assert!(
                o.status.success(),
                "{h} with {cc}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
    }
    // The profiling interface's ABI (spec chapter 5): values, offsets, valid_bytes.
    let o = Command::new("cc")
        .args([
            "-fsyntax-only",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-std=c11",
        ])
        .arg("-I")
        .arg(&inc)
        .arg(repo().join("tests/prof/abi.c"))
        .output()
        .expect("compiler");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
