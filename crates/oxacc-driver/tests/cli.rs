//! The `oxacc` command as a user runs it: gcc compatibility, the `-acc` steps, clear errors.

mod common;

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

fn oxacc_in(dir: &Path, args: &[&str]) -> Output {
    let mut cmd = Command::new(common::oxacc());
    cmd.args(args).current_dir(dir);
    common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("oxacc finished")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).expect("write");
}

fn run_exe(path: &Path) -> Output {
    common::run_with_limit(&mut Command::new(path), Duration::from_secs(20))
        .expect("program finished")
}

const MAIN_C: &str = r#"#include <stdio.h>
int helper(int);
int main(void) {
#ifdef _OPENACC
    printf("openacc %d\n", _OPENACC);
#else
    printf("plain\n");
#endif
    return helper(3);
}
"#;
const HELPER_C: &str = "int helper(int x) { return x * 2; }\n";

#[test]
fn without_acc_it_is_cc() {
    let dir = common::scratch("cli-plain");
    write(&dir, "main.c", MAIN_C);
    write(&dir, "helper.c", HELPER_C);
    let out = oxacc_in(
        &dir,
        &["-O2", "main.c", "helper.c", "-o", "prog", "-Minfo=accel"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("prog"));
    assert_eq!(stdout(&run), "plain\n");
    assert_eq!(run.status.code(), Some(6));
    // cc's own errors and exit status come through.
    let out = oxacc_in(&dir, &["-c", "missing.c"]);
    assert!(!out.status.success());
}

#[test]
fn acc_compiles_and_links_several_inputs() {
    common::ensure_runtime();
    let dir = common::scratch("cli-acc-link");
    write(&dir, "main.c", MAIN_C);
    write(&dir, "helper.c", HELPER_C);
    // An object made separately, linked as an input.
    let out = oxacc_in(&dir, &["-acc", "-c", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("helper.o").is_file());
    let out = oxacc_in(
        &dir,
        &[
            "-acc", "-O2", "-g", "main.c", "helper.o", "-o", "prog", "-lm",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("prog"));
    assert_eq!(stdout(&run), "openacc 202211\n");
    assert_eq!(run.status.code(), Some(6));
    // Two C sources in one command, default output name a.out.
    let out = oxacc_in(&dir, &["-fopenacc", "main.c", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("a.out")).status.code(), Some(6));
}

#[test]
fn acc_stages_follow_gcc() {
    let dir = common::scratch("cli-stages");
    write(&dir, "main.c", MAIN_C);
    write(&dir, "helper.c", HELPER_C);
    // -E prints the preprocessed text with _OPENACC of OpenACC 3.3.
    let out = oxacc_in(&dir, &["-acc", "-E", "main.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("printf(\"openacc %d\\n\", 202211)"));
    // -S writes assembly, -c objects named after the sources.
    let out = oxacc_in(&dir, &["-acc", "-S", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read_to_string(dir.join("helper.s")).is_ok_and(|s| s.contains("helper")));
    let out = oxacc_in(&dir, &["-acc", "-c", "main.c", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("main.o").is_file() && dir.join("helper.o").is_file());
    // -o with -c and several files is an error, as in gcc.
    let out = oxacc_in(&dir, &["-acc", "-c", "main.c", "helper.c", "-o", "x.o"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("cannot specify '-o'"));
    // -fsyntax-only runs the front end and writes nothing.
    let out = oxacc_in(&dir, &["-acc", "-fsyntax-only", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn preprocessor_flags_and_dependencies() {
    let dir = common::scratch("cli-pp");
    std::fs::create_dir_all(dir.join("inc")).expect("mkdir");
    write(&dir, "inc/config.h", "#define FROM_HEADER 5\n");
    write(&dir, "forced.h", "#define FORCED 7\n");
    write(
        &dir,
        "p.c",
        "#include \"config.h\"\nint v = FROM_HEADER + FORCED + DEF + N;\n#ifdef GONE\n#error gone\n#endif\n",
    );
    let out = oxacc_in(
        &dir,
        &[
            "-acc", "-E", "-Iinc", "-include", "forced.h", "-DDEF=1", "-D", "N=2", "-DGONE",
            "-UGONE", "p.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("int v = 5 + 7 + 1 + 2;"),
        "{}",
        stdout(&out)
    );
    let out = oxacc_in(
        &dir,
        &[
            "-acc", "-c", "-MMD", "-MP", "-Iinc", "-include", "forced.h", "-DDEF=1", "-DN=2",
            "p.c", "-o", "out.o",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let deps = std::fs::read_to_string(dir.join("out.d")).expect("out.d written");
    assert!(deps.starts_with("out.o:"), "{deps}");
    assert!(deps.contains("config.h"), "{deps}");
    // The default target is quoted for make as gcc quotes it (as -MQ would): a space becomes
    // '\ ' and '$' becomes '$$' (oxacc used to pass it with -MT, unquoted).
    for (sub, target) in [("out dir", "out\\ dir/o.o:"), ("out$dir", "out$$dir/o.o:")] {
        std::fs::create_dir_all(dir.join(sub)).expect("mkdir");
        let obj = format!("{sub}/o.o");
        let args = [
            "-acc", "-MMD", "-Iinc", "-include", "forced.h", "-DDEF=1", "-DN=2", "-c", "p.c", "-o",
            &obj,
        ];
        let out = oxacc_in(&dir, &args);
        assert!(out.status.success(), "{}", stderr(&out));
        let deps = std::fs::read_to_string(dir.join(sub).join("o.d")).expect("o.d written");
        assert!(deps.starts_with(target), "{deps}");
    }
}

#[test]
fn pragmas_are_macro_expanded_and_openacc_h_is_found() {
    let dir = common::scratch("cli-pragma");
    write(
        &dir,
        "k.c",
        "#include <openacc.h>\n#define N 64\nvoid f(float *x) {\n#pragma acc parallel loop copy(x[0:N])\nfor (int i = 0; i < N; i++) x[i] += 1;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-E", "k.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("#pragma acc parallel loop copy(x[0:64])"),
        "{text}"
    );
    assert!(
        text.contains("acc_get_num_devices"),
        "openacc.h declares the API"
    );
}

/// The PGI data tutorial's c3.c (pgi-openacc-data-tutorial-ja.txt) starts with
/// `#include <accel.h>` and `#include <accelmath.h>`, PGI's headers that nvc still ships: the
/// program did not build ("accel.h: No such file or directory").
#[test]
fn pgi_accel_headers_are_found() {
    common::ensure_runtime();
    let dir = common::scratch("cli-accel-h");
    write(
        &dir,
        "t.c",
        "#include <stdio.h>\n#include <accel.h>\n#include <accelmath.h>\n\
         int main(void) {\n  float x[8];\n  for (int i = 0; i < 8; i++) x[i] = -i;\n\
         #pragma acc parallel loop copy(x)\n  for (int i = 0; i < 8; i++) x[i] = fabsf(x[i]);\n\
           printf(\"%d %g\\n\", acc_get_num_devices(acc_device_host) > 0, x[7]);\n  return 0;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "t.c", "-o", "t"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("t"));
    assert_eq!(
        stdout(&run),
        "1 7\n",
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
}

#[test]
fn verbose_prints_commands_and_save_temps_keeps_files() {
    common::ensure_runtime();
    let dir = common::scratch("cli-verbose");
    write(&dir, "main.c", MAIN_C);
    write(&dir, "helper.c", HELPER_C);
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-v",
            "-save-temps",
            "main.c",
            "helper.c",
            "-o",
            "prog",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("-D_OPENACC=202211"), "{err}");
    assert!(err.contains("-x cpp-output"), "{err}");
    assert!(err.contains("liboxacc_rt.a"), "{err}");
    // gcc 12 names the kept files of a compile-and-link after the output: prog-main.i.
    assert!(dir.join("prog-main.i").is_file() && dir.join("prog-main.host.i").is_file());
    // And the assembly, as gcc keeps prog-main.s (oxacc kept none).
    assert!(dir.join("prog-main.s").is_file() && dir.join("prog-helper.s").is_file());
    assert!(dir.join("prog-main.o").is_file() && dir.join("prog-helper.o").is_file());
    assert!(dir.join("prog-helper.i").is_file() && !dir.join("main.i").exists());
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// -save-temps keeps copies placed as gcc 12 places its own (`gcc -save-temps=obj -c a/k.c -o
/// oa/k.o` keeps oa/k.i; `=cwd` keeps ./k.i), and the compilation never reads the kept copies:
/// oxacc used to write k.i / k.host.i into the current directory and compile from there, so
/// two parallel builds of a/k.c and b/k.c produced objects with each other's code.
#[test]
fn save_temps_are_copies_placed_like_gcc() {
    let dir = common::scratch("cli-save-temps");
    for sub in ["a", "b", "oa", "ob"] {
        std::fs::create_dir_all(dir.join(sub)).expect("mkdir");
    }
    let kernel = |name: &str| {
        format!(
            "void kernel_from_{name}(float *x, int n) {{\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}}\n"
        )
    };
    write(&dir, "a/k.c", &kernel("a"));
    write(&dir, "b/k.c", &kernel("b"));
    let out = oxacc_in(
        &dir,
        &["-acc", "-save-temps=obj", "-c", "a/k.c", "-o", "oa/k.o"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("oa/k.i").is_file() && dir.join("oa/k.host.i").is_file());
    let asm = std::fs::read_to_string(dir.join("oa/k.s")).expect("oa/k.s kept, as gcc");
    assert!(asm.contains("kernel_from_a"), "{asm}");
    assert!(!dir.join("k.i").exists() && !dir.join("k.host.i").exists());
    let out = oxacc_in(
        &dir,
        &["-acc", "-save-temps=cwd", "-c", "b/k.c", "-o", "ob/k.o"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("k.i").is_file() && dir.join("k.host.i").is_file());
    assert!(dir.join("k.s").is_file() && !dir.join("ob/k.s").exists());
    assert!(!dir.join("ob/k.i").exists());
    // Parallel compiles keeping files under the same names: each object has its own code.
    for _ in 0..4 {
        let spawn = |src: &str, obj: &str| {
            Command::new(common::oxacc())
                .args(["-acc", "-save-temps=cwd", "-c", src, "-o", obj])
                .current_dir(&dir)
                .spawn()
                .expect("oxacc starts")
        };
        let (mut a, mut b) = (spawn("a/k.c", "oa/k.o"), spawn("b/k.c", "ob/k.o"));
        let (sa, sb) = (a.wait().expect("waited"), b.wait().expect("waited"));
        assert!(sa.success() && sb.success());
        let oa = std::fs::read(dir.join("oa/k.o")).expect("oa/k.o");
        let ob = std::fs::read(dir.join("ob/k.o")).expect("ob/k.o");
        assert!(
            contains(&oa, b"kernel_from_a") && !contains(&oa, b"kernel_from_b"),
            "oa/k.o has b's code"
        );
        assert!(
            contains(&ob, b"kernel_from_b") && !contains(&ob, b"kernel_from_a"),
            "ob/k.o has a's code"
        );
    }
}

#[test]
fn clear_errors_never_panics() {
    let dir = common::scratch("cli-errors");
    let cases: &[&[&str]] = &[
        &["-acc"],
        &["-acc", "-o"],
        &["-acc", "-I"],
        &["-acc=fpga", "x.c"],
        &["-acc", "missing.c"],
        &["-acc", "-c", "-x"],
        &["-acc", "-E", "-MF"],
        &["-acc", "--", "-", "-x"],
        &["-acc", "-Wl,", "-l", "-L"],
        &["-acc", "-fsyntax-only", "nothing.i"],
    ];
    for args in cases {
        let out = oxacc_in(&dir, args);
        let err = stderr(&out);
        assert!(!out.status.success(), "{args:?} should fail");
        assert_ne!(out.status.code(), Some(101), "{args:?} panicked: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.is_empty(), "{args:?} gave no message");
    }
    let out = oxacc_in(&dir, &["-acc=fpga", "x.c"]);
    assert!(stderr(&out).starts_with("oxacc: error: unknown OpenACC target 'fpga'"));
}

#[test]
fn front_end_errors_fail_the_compilation() {
    let dir = common::scratch("cli-syntax-error");
    write(&dir, "bad.c", "int main(void) { return 0 }\n");
    let out = oxacc_in(&dir, &["-acc", "-c", "bad.c"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("bad.c:1:"), "{}", stderr(&out));
    assert!(!dir.join("bad.o").exists());
}

#[test]
fn missing_cc_is_one_clear_line() {
    let dir = common::scratch("cli-no-cc");
    write(&dir, "main.c", MAIN_C);
    for args in [&["-acc", "-c", "main.c"][..], &["-c", "main.c"][..]] {
        let mut cmd = Command::new(common::oxacc());
        cmd.args(args)
            .current_dir(&dir)
            .env("OXACC_CC", "/nonexistent/cc");
        let out = common::run_with_limit(&mut cmd, Duration::from_secs(30)).expect("finished");
        assert!(!out.status.success());
        let err = stderr(&out);
        assert!(
            err.contains("cannot run the C compiler '/nonexistent/cc'"),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// `OXACC_SHARED_RUNTIME=1` (the run tests' knob: README.md, "CI's time") links
/// `liboxacc_rt.so` beside the archive instead of the archive: the program needs the shared
/// library and runs its regions on the host team and on emul; without the knob the archive is
/// linked as before. A copy of oxacc with only the archive beside it reports
/// the missing library by name.
#[test]
fn shared_runtime_knob_links_the_shared_library() {
    let archive = common::ensure_runtime();
    let dir = common::scratch("cli-shared-runtime");
    write(
        &dir,
        "sum.c",
        "#include <stdio.h>\nint main(void) {\n    int a[64], s = 0;\n    for (int i = 0; i < 64; i++) a[i] = i;\n\
         #pragma acc parallel loop reduction(+:s) copyin(a)\n    for (int i = 0; i < 64; i++) s += a[i];\n\
         \x20   printf(\"%d\\n\", s);\n    return s != 2016;\n}\n",
    );
    let needed = |exe: &Path| -> Vec<String> {
        let out = Command::new("readelf")
            .args(["-d"])
            .arg(exe)
            .output()
            .expect("readelf runs");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| l.contains("(NEEDED)"))
            .map(str::to_string)
            .collect()
    };
    let build = |out: &str, shared: bool, extra: &[&str]| {
        let mut cmd = Command::new(common::oxacc());
        cmd.args(["-acc", "sum.c", "-o", out])
            .args(extra)
            .current_dir(&dir);
        if shared {
            cmd.env("OXACC_SHARED_RUNTIME", "1");
        } else {
            cmd.env_remove("OXACC_SHARED_RUNTIME");
        }
        common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("oxacc finished")
    };
    let out = build("shared", true, &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let libs = needed(&dir.join("shared"));
    assert!(
        libs.iter().any(|l| l.contains("liboxacc_rt.so")),
        "no liboxacc_rt.so among {libs:?}"
    );
    for device in ["host", "emul"] {
        let mut cmd = Command::new(dir.join("shared"));
        cmd.env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
        assert!(run.status.success(), "{device}: {}", stderr(&run));
        assert_eq!(stdout(&run), "2016\n", "{device}");
    }
    let out = build("static", false, &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let libs = needed(&dir.join("static"));
    assert!(
        !libs.iter().any(|l| l.contains("liboxacc_rt")),
        "the default link needs {libs:?}"
    );
    // A copy of oxacc with the archive beside it and no shared library.
    let lone = dir.join("lone");
    std::fs::create_dir_all(&lone).expect("dir");
    std::fs::copy(common::oxacc(), lone.join("oxacc")).expect("copy oxacc");
    std::fs::copy(archive, lone.join("liboxacc_rt.a")).expect("copy the archive");
    let mut cmd = Command::new(lone.join("oxacc"));
    cmd.args(["-acc", "sum.c", "-o", "lone-prog"])
        .env("OXACC_SHARED_RUNTIME", "1")
        .current_dir(&dir);
    let out = common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("finished");
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("OXACC_SHARED_RUNTIME is set, but the shared runtime")
            && stderr(&out).contains("liboxacc_rt.so was not found"),
        "{}",
        stderr(&out)
    );
    // `OXACC_SHARED_RUNTIME=0` is off.
    let mut cmd = Command::new(lone.join("oxacc"));
    cmd.args(["-acc", "sum.c", "-o", "lone-prog"])
        .env("OXACC_SHARED_RUNTIME", "0")
        .current_dir(&dir);
    let out = common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("finished");
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn missing_runtime_is_reported() {
    // A copy of oxacc with no runtime beside it.
    let dir = common::scratch("cli-no-runtime");
    let exe = dir.join("oxacc");
    std::fs::copy(common::oxacc(), &exe).expect("copy oxacc");
    write(&dir, "main.c", MAIN_C);
    let mut cmd = Command::new(&exe);
    cmd.args(["-acc", "main.c", "-o", "prog"]).current_dir(&dir);
    let out = common::run_with_limit(&mut cmd, Duration::from_secs(30)).expect("finished");
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("liboxacc_rt.a was not found"),
        "{}",
        stderr(&out)
    );
    // Compiling without linking does not need it.
    let mut cmd = Command::new(&exe);
    cmd.args(["-acc", "-c", "main.c"]).current_dir(&dir);
    let out = common::run_with_limit(&mut cmd, Duration::from_secs(30)).expect("finished");
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn version_and_help() {
    let dir = common::scratch("cli-version");
    let out = oxacc_in(&dir, &["--version"]);
    assert!(out.status.success());
    assert!(stdout(&out).starts_with("oxacc "), "{}", stdout(&out));
    let out = oxacc_in(&dir, &["--help"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("-acc[=gpu|multicore|host]"));
}

#[test]
fn shared_objects_and_pic() {
    common::ensure_runtime();
    let dir = common::scratch("cli-shared");
    write(&dir, "helper.c", HELPER_C);
    let out = oxacc_in(
        &dir,
        &["-acc", "-fPIC", "-shared", "helper.c", "-o", "libhelper.so"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    write(&dir, "main.c", MAIN_C);
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "main.c",
            "-L.",
            "-lhelper",
            "-Wl,-rpath,$ORIGIN",
            "-o",
            "prog",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("prog")).status.code(), Some(6));
}

#[test]
fn acc_target_sets_the_default_device_type() {
    common::ensure_runtime();
    let dir = common::scratch("cli-acc-target");
    write(
        &dir,
        "dev.c",
        "#include <stdio.h>\n#include <stdlib.h>\nint main(void) { const char *d = getenv(\"ACC_DEVICE_TYPE\"); printf(\"%s\\n\", d ? d : \"unset\"); return 0; }\n",
    );
    let run_with = |env: Option<&str>| {
        let mut cmd = Command::new(dir.join("dev"));
        cmd.env_remove("ACC_DEVICE_TYPE");
        if let Some(v) = env {
            cmd.env("ACC_DEVICE_TYPE", v);
        }
        stdout(&common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran"))
    };
    for (flag, want) in [
        ("-acc=multicore", "multicore\n"),
        ("-acc=host", "host\n"),
        ("-acc", "unset\n"),
    ] {
        let out = oxacc_in(&dir, &[flag, "dev.c", "-o", "dev"]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(run_with(None), want, "{flag}");
    }
    // The environment still wins.
    let out = oxacc_in(&dir, &["-acc=multicore", "dev.c", "-o", "dev"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_with(Some("host")), "host\n");
}

#[test]
fn hello_example_runs_and_minfo_has_nvidia_layout() {
    common::ensure_runtime();
    let dir = common::scratch("cli-hello");
    let example = common::repo_root().join("examples/hello_acc.c");
    let example = example.to_str().expect("utf-8 path");
    let out = oxacc_in(
        &dir,
        // README.md's command: `-acc=multicore` makes the host the default device type, so the
        // example runs on every machine, one with a GPU included, until regions get GPU code.
        &[
            "-acc=multicore",
            "-O2",
            "-Minfo=accel",
            example,
            "-o",
            "hello",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("hello"));
    assert!(run.status.success());
    assert!(stdout(&run).ends_with(": ok\n"), "{}", stdout(&run));
    // NVIDIA's layout: "function:" alone, then "%7d, message" lines and 9-space continuations.
    let err = stderr(&out);
    if !err.is_empty() {
        let mut lines = err.lines();
        assert_eq!(lines.next(), Some("saxpy:"), "{err}");
        for line in lines {
            let numbered = line.len() > 8
                && line[..7].trim_start().chars().all(|c| c.is_ascii_digit())
                && &line[7..9] == ", ";
            let continued = line.starts_with("         ") && !line[9..].starts_with(' ');
            let function = line.ends_with(':') && !line.starts_with(' ');
            assert!(
                numbered || continued || function,
                "not -Minfo layout: {line:?}\n{err}"
            );
        }
        assert!(
            err.contains("\n     14, "),
            "the parallel loop is on line 14:\n{err}"
        );
    }
}

/// `-Mneginfo` (nvc: why loops were not parallelized) was accepted and printed nothing: it
/// prints the `-Minfo=accel` messages that say why a `kernels` loop stays sequential, in the
/// same layout, and none of the others.
#[test]
fn mneginfo_says_why_a_kernels_loop_stays_sequential() {
    let dir = common::scratch("cli-neginfo");
    write(
        &dir,
        "neg.c",
        "void f(float *restrict a, float *restrict b, int n) {\n\
         #pragma acc kernels copy(a[0:n]) copyout(b[0:n])\n\
         {\n\
         for (int i = 1; i < n; i++) a[i] = a[i - 1] + 1;\n\
         for (int i = 0; i < n; i++) b[i] = 2 * a[i];\n\
         }\n\
         }\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-Mneginfo", "-c", "neg.c", "-o", "neg.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.starts_with("f:\n      4, Loop carried dependence of 'a'"),
        "{err}"
    );
    assert!(
        !err.contains("Generating") && !err.contains("parallelizable"),
        "{err}"
    );
    // With -Minfo as well, everything.
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-Minfo=accel",
            "-Mneginfo",
            "-c",
            "neg.c",
            "-o",
            "neg.o",
        ],
    );
    let err = stderr(&out);
    assert!(err.contains("Loop carried dependence of 'a'"), "{err}");
    assert!(err.contains("      5, Loop is parallelizable"), "{err}");
}

const OMP_C: &str = r#"#include <stdio.h>
#include <omp.h>
int main(void) {
    int n = 0;
#pragma omp parallel reduction(+: n)
    n += 1;
#ifdef _OPENMP
    printf("openmp %d threads %d\n", _OPENMP, n == omp_get_max_threads());
#else
    printf("serial\n");
#endif
#ifdef _OPENACC
    printf("openacc\n");
#endif
    return 0;
}
"#;

/// `-fopenmp` alone runs oxacc's pipeline (no `-acc`): OpenMP 2.0's `_OPENMP`, no
/// `_OPENACC`, oxacc's runtime instead of libgomp; cc never sees `-fopenmp`.
#[test]
fn fopenmp_uses_oxacc_runtime_not_libgomp() {
    let dir = common::scratch("cli-openmp");
    write(&dir, "omp.c", OMP_C);
    let out = oxacc_in(&dir, &["-fopenmp", "-v", "-O2", "omp.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("-D_OPENMP=200203"), "{err}");
    assert!(!err.contains("-D_OPENACC"), "{err}");
    assert!(err.contains("liboxacc_rt.a"), "{err}");
    // Only the preprocessing step gets -fopenmp (so that cc expands macros in the lines).
    for line in err.lines().filter(|l| !l.contains(" -E ")) {
        assert!(!line.contains("-fopenmp"), "cc got -fopenmp: {line}");
    }
    let mut cmd = Command::new(dir.join("prog"));
    cmd.env("OMP_NUM_THREADS", "3");
    let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
    assert_eq!(stdout(&run), "openmp 200203 threads 1\n");
    // Not linked with libgomp.
    if let Ok(o) = Command::new("ldd").arg(dir.join("prog")).output() {
        assert!(!String::from_utf8_lossy(&o.stdout).contains("libgomp"));
    }
    // Without -fopenmp the pragmas are ignored, as with gcc.
    let out = oxacc_in(&dir, &["-acc", "omp.c", "-o", "prog2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("prog2"));
    assert_eq!(stdout(&run), "serial\nopenacc\n");
    // -E with -fopenmp: _OPENMP of OpenMP 2.0.
    let out = oxacc_in(&dir, &["-fopenmp", "-E", "omp.c"]);
    assert!(stdout(&out).contains("200203"), "{}", stdout(&out));
}

/// nvc's `-mp` and `-mp=multicore` are `-fopenmp` (hunt 21: cc got `-mp` and failed with
/// "unrecognized command-line option '-mp'"); `-mp=gpu` (OpenMP offload, which oxacc does not
/// have) is oxacc's own error, before any compilation.
#[test]
fn nvc_mp_flag_is_fopenmp() {
    let dir = common::scratch("cli-mp");
    write(&dir, "omp.c", OMP_C);
    for flag in ["-mp", "-mp=multicore"] {
        let out = oxacc_in(&dir, &["-acc", flag, "-v", "omp.c", "-o", "prog"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(err.contains("-D_OPENMP=200203"), "{flag}: {err}");
        assert!(!err.contains(flag), "{flag}: cc got it: {err}");
        let mut cmd = Command::new(dir.join("prog"));
        cmd.env("OMP_NUM_THREADS", "3");
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
        assert_eq!(stdout(&run), "openmp 200203 threads 1\nopenacc\n", "{flag}");
    }
    let out = oxacc_in(&dir, &["-mp=gpu", "omp.c", "-o", "prog2"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .starts_with("oxacc: error: '-mp=gpu': OpenMP offload to a GPU is not supported"),
        "{}",
        stderr(&out)
    );
    assert!(!dir.join("prog2").exists());
}

/// `-o` naming the source: gcc refuses ("input file 'a.c' is the same as output file") and
/// leaves it alone; oxacc used to replace the source with the object, assembly or program.
#[test]
fn output_naming_an_input_is_refused() {
    let dir = common::scratch("cli-output-is-input");
    for (stage, out) in [
        ("-c", "a.c"),
        ("-S", "a.c"),
        ("-E", "a.c"),
        ("-fsyntax-only", "./a.c"),
        ("-O0", "sub/../a.c"),
    ] {
        std::fs::create_dir_all(dir.join("sub")).expect("mkdir");
        write(&dir, "a.c", HELPER_C);
        let out = oxacc_in(&dir, &["-acc", stage, "a.c", "-o", out]);
        assert!(!out.status.success(), "{stage}: should fail");
        assert!(
            stderr(&out).contains("oxacc: error: input file 'a.c' is the same as output file"),
            "{stage}: {}",
            stderr(&out)
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("a.c")).ok().as_deref(),
            Some(HELPER_C),
            "{stage}: the source was overwritten"
        );
    }
    // A linker input named as the output is not a source (gcc does not check it either) and a
    // different file is fine.
    write(&dir, "a.c", HELPER_C);
    let out = oxacc_in(&dir, &["-acc", "-c", "a.c", "-o", "b.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// SIGINT, SIGTERM and SIGHUP (Ctrl-C in make, a CI timeout) remove oxacc's temp dir and kill
/// oxacc with the same signal, as gcc does; oxacc used to leave `$TMPDIR/oxacc-PID-*/` behind.
/// A cc that sleeps keeps oxacc waiting while the directory exists.
#[cfg(unix)]
#[test]
fn interrupted_compile_removes_its_temp_dir() {
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    let dir = common::scratch("cli-signal");
    write(&dir, "a.c", HELPER_C);
    write(&dir, "slowcc.sh", "exec sleep 60\n");
    let slow_cc = format!("sh {}", dir.join("slowcc.sh").display());
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let tmp = dir.join(format!("tmp{sig}"));
        std::fs::create_dir_all(&tmp).expect("mkdir");
        let mut cmd = Command::new(common::oxacc());
        cmd.args(["-acc", "-c", "a.c"])
            .current_dir(&dir)
            .env("TMPDIR", &tmp)
            .env("OXACC_CC", &slow_cc);
        // SAFETY: only resets signal dispositions (async-signal-safe) in the child: the test
        // may run under nohup or with SIGINT ignored, which oxacc would rightly keep ignoring.
        unsafe {
            cmd.pre_exec(|| {
                for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                    libc::signal(s, libc::SIG_DFL);
                }
                Ok(())
            });
        }
        let mut child = cmd.spawn().expect("oxacc starts");
        let entries = || -> Vec<std::path::PathBuf> {
            std::fs::read_dir(&tmp)
                .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                .unwrap_or_default()
        };
        let started = std::time::Instant::now();
        // Wait for the temp dir, and for cc -E (the sleeping cc) to be started.
        while entries().is_empty() && started.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(entries().len(), 1, "no temp dir appeared");
        // SAFETY: kill on our own child's pid.
        unsafe {
            libc::kill(child.id() as libc::pid_t, sig);
        }
        let status = child.wait().expect("oxacc ends");
        assert_eq!(status.signal(), Some(sig), "{status:?}");
        assert!(entries().is_empty(), "left behind: {:?}", entries());
    }
}

/// A header input is compiled by cc into a precompiled header, as gcc does (CMake's
/// `target_precompile_headers` runs `-x c-header`): oxacc used to write nothing for `-c h.h`,
/// and compiled `-x c-header h.h` as C into an object named .gch or a program.
#[test]
fn header_inputs_become_precompiled_headers() {
    let dir = common::scratch("cli-pch");
    write(
        &dir,
        "h.h",
        "#include <openacc.h>\nstatic inline int twice(int x) { return 2 * x; }\n",
    );
    let is_pch = |name: &str| std::fs::read(dir.join(name)).is_ok_and(|b| b.starts_with(b"gpch"));
    for (args, written) in [
        (&["-c", "h.h"][..], "h.h.gch"),
        (&["-x", "c-header", "h.h"][..], "h.h.gch"),
        (&["h.h"][..], "h.h.gch"),
        (
            &["-x", "c-header", "-c", "h.h", "-o", "pch.gch"][..],
            "pch.gch",
        ),
    ] {
        let _ = std::fs::remove_file(dir.join(written));
        let mut all = vec!["-acc"];
        all.extend_from_slice(args);
        let out = oxacc_in(&dir, &all);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(is_pch(written), "{args:?}: no precompiled header {written}");
        assert!(!dir.join("a.out").exists(), "{args:?}: linked a program");
    }
}

/// `-gpu=` values are checked by the driver: an unknown compute capability or sub-option is
/// the user's mistake, reported naming the flag. Before, `-gpu=cc999` reached NVRTC and was
/// called "a bug in oxacc's CUDA writer", and `-gpu=bogus` was silently accepted.
#[test]
fn gpu_option_values_are_validated() {
    let dir = common::scratch("cli-gpu-option");
    write(
        &dir,
        "k.c",
        "void k(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    for (flag, item) in [
        ("-gpu=cc999", "cc999"),
        ("-gpu=ccfoo", "ccfoo"),
        ("-gpu=bogus", "bogus"),
        ("-gpu=cc90,nonsense", "nonsense"),
    ] {
        let out = oxacc_in(&dir, &["-acc", flag, "-c", "k.c", "-o", "k.o"]);
        let err = stderr(&out);
        assert!(!out.status.success(), "{flag} accepted");
        assert!(
            err.starts_with(&format!("oxacc: error: invalid value '{item}' in '{flag}'")),
            "{flag}: {err}"
        );
        assert!(!err.contains("bug in oxacc"), "{flag}: {err}");
    }
    let out = oxacc_in(&dir, &["-acc", "-gpu=cc80,lineinfo,noptx", "-c", "k.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// nvc's `-gpu=` sub-options and gcc's offloading options that oxacc accepts without doing
/// what they ask get one warning line naming them (they were accepted silently, `-gpu=deepcopy`
/// and `-fopenacc-dim=` included); gcc's options never reach cc, and what oxacc does anyway
/// (`-gpu=ccnative,rdc`, `-foffload=nvptx-none`) stays silent. `-w` drops the warnings.
#[test]
fn ignored_gpu_and_offload_options_are_named_in_a_warning() {
    let dir = common::scratch("cli-gpu-ignored");
    write(
        &dir,
        "k.c",
        "void k(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    write(&dir, "plain.c", "int twice(int x) { return 2 * x; }\n");
    let quiet = ["-gpu=ccnative,rdc,nordc,nomanaged", "-foffload=nvptx-none"];
    let warned = [
        (
            "-gpu=cc90,lineinfo,maxregcount:64",
            "lineinfo, maxregcount:64 ignored",
        ),
        ("-gpu=deepcopy", "pointer members are not followed"),
        ("-ta=tesla:cc90,zeroinit", "not zeroed"),
        ("-fopenacc-dim=32:4:32", "vector_length"),
        ("-foffload=disable", "-acc=host"),
        ("-foffload-options=-O3", "NVRTC"),
    ];
    for flag in quiet {
        let out = oxacc_in(&dir, &["-acc", flag, "-v", "-c", "k.c", "-o", "k.o"]);
        let err = stderr(&out);
        assert!(out.status.success(), "{flag}: {err}");
        assert!(!err.contains("oxacc: warning"), "{flag}: {err}");
        assert!(
            !err.contains(flag) || flag.starts_with("-gpu="),
            "{flag} reached cc: {err}"
        );
    }
    for (flag, text) in warned {
        let out = oxacc_in(&dir, &["-fopenacc", flag, "-c", "k.c", "-o", "k.o"]);
        let err = stderr(&out);
        assert!(out.status.success(), "{flag}: {err}");
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(lines.len(), 1, "{flag}: {err}");
        assert!(
            lines[0].starts_with("oxacc: warning: '") && lines[0].contains(flag),
            "{flag}: {err}"
        );
        assert!(lines[0].contains(text), "{flag}: {err}");
        let out = oxacc_in(
            &dir,
            &["-fopenacc", flag, "-w", "-v", "-c", "k.c", "-o", "k.o"],
        );
        let err = stderr(&out);
        assert!(out.status.success(), "{flag} -w: {err}");
        assert!(!err.contains("oxacc: warning"), "{flag} -w: {err}");
        // -v shows the cc commands: none carries gcc's offloading options.
        assert!(
            !err.lines()
                .any(|l| !l.starts_with("oxacc") && l.contains(flag)),
            "{flag} reached cc: {err}"
        );
        // A file without GPU code (a configure test compiled with the user's CFLAGS) gets no
        // warning: under AC_LANG_WERROR any text on stderr fails the test.
        let out = oxacc_in(&dir, &["-fopenacc", flag, "-c", "plain.c", "-o", "plain.o"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{flag}");
    }
    // Two files with GPU code: the warning is given once per command.
    write(
        &dir,
        "k2.c",
        &std::fs::read_to_string(dir.join("k.c")).expect("k.c"),
    );
    let out = oxacc_in(
        &dir,
        &["-acc", "-gpu=lineinfo", "-c", "k.c", "k2.c", "plain.c"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
}

/// Compiling and linking in one step, the auxiliary outputs land where gcc 12 puts them
/// (`gcc --coverage a.c -o out/prog` writes `out/prog-a.gcno`, and the program writes
/// `out/prog-a.gcda`); oxacc used to leave them in its deleted temp dir and bake that dir into
/// the program as the .gcda path.
#[test]
fn one_step_aux_outputs_land_beside_the_program() {
    common::ensure_runtime();
    let dir = common::scratch("cli-aux-outputs");
    std::fs::create_dir_all(dir.join("out")).expect("mkdir");
    write(&dir, "a.c", MAIN_C);
    write(&dir, "helper.c", HELPER_C);
    let out = oxacc_in(
        &dir,
        &["-acc", "--coverage", "a.c", "helper.c", "-o", "out/prog"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("out/prog-a.gcno").is_file() && dir.join("out/prog-helper.gcno").is_file());
    let mut cmd = Command::new(dir.join("out/prog"));
    cmd.env("ACC_DEVICE_TYPE", "host");
    let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
    assert_eq!(run.status.code(), Some(6));
    assert!(dir.join("out/prog-a.gcda").is_file(), "no out/prog-a.gcda");
    // Only the user's files are instrumented: the runtime preludes' functions (file names
    // `<oxacc-prelude>`...) made gcov look for those files and write `<oxacc-prelude>.gcov`.
    write(
        &dir,
        "r.c",
        "void r(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "--coverage", "-c", "r.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let gcno = std::fs::read(dir.join("r.gcno")).expect("r.gcno");
    assert!(
        gcno.windows(3).any(|w| w == b"r.c"),
        "r.gcno does not name r.c"
    );
    assert!(
        !gcno.windows(7).any(|w| w == b"<oxacc-"),
        "r.gcno names a prelude"
    );
    let out = oxacc_in(&dir, &["-acc", "-g", "-gsplit-dwarf", "a.c", "helper.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("a-a.dwo").is_file() && dir.join("a-helper.dwo").is_file());
}

/// The object of a file with a compute region is named after the user's source (gcc takes the
/// first line marker of the preprocessed text: `.file`, DWARF's compile unit, linker messages,
/// gcov); it was `<oxacc-compute-prelude>`, the generated prelude's marker.
#[test]
fn objects_are_named_after_the_source_not_the_prelude() {
    let dir = common::scratch("cli-cu-name");
    write(
        &dir,
        "k.c",
        "void k(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-S", "k.c", "-o", "k.s"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let asm = std::fs::read_to_string(dir.join("k.s")).expect("k.s");
    let file = asm.lines().find(|l| l.trim_start().starts_with(".file"));
    assert_eq!(file.map(str::trim), Some(".file\t\"k.c\""), "{file:?}");
}

/// `-std=c89`, `-std=gnu89` and `-ansi` programs with compute regions compile and run: the
/// generated host C needs C99 (`for (int ...)`), so the driver compiles it as C99 with GNU89
/// inline semantics (driver.rs `host_c_flags`); every region failed with "'for' loop initial
/// declarations are only allowed in C99 or C11 mode" before. The program also checks that
/// it was preprocessed as C90 and that a GNU89 `__inline__` function still gets its external
/// definition (C99 semantics would leave `twice` undefined at -O0).
#[test]
fn c89_programs_compile() {
    common::ensure_runtime();
    let dir = common::scratch("cli-c89");
    write(
        &dir,
        "c89.c",
        r#"#include <stdio.h>
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#error not preprocessed as C90
#endif
__inline__ int twice(int x) { return 2 * x; }
int main(void) {
    int i;
    double a[100];
#pragma acc parallel loop copyout(a)
    for (i = 0; i < 100; i++) a[i] = i * 0.5;
    printf("%g %d\n", a[99], twice(3));
    return 0;
}
"#,
    );
    for std in ["-std=c89", "-std=gnu89", "-ansi", "-std=iso9899:199409"] {
        let out = oxacc_in(&dir, &["-acc", std, "c89.c", "-o", "c89"]);
        assert!(out.status.success(), "{std}: {}", stderr(&out));
        assert!(stderr(&out).is_empty(), "{std}: {}", stderr(&out));
        let mut cmd = Command::new(dir.join("c89"));
        cmd.env("ACC_DEVICE_TYPE", "host");
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
        assert_eq!(stdout(&run), "49.5 6\n", "{std}");
    }
}

/// C90 allows implicit `int` and implicit function declarations, and gcc -std=c89 (even with
/// -pedantic) is silent about them; oxacc's C front end warned "type specifier missing,
/// defaults to 'int'" and "implicit declaration of function" whatever the dialect (a known
/// gap). With -Wall gcc warns, and so does cc on the host C: once each.
#[test]
fn c89_implicit_int_draws_no_warning() {
    common::ensure_runtime();
    let dir = common::scratch("cli-c89-implicit");
    write(
        &dir,
        "old.c",
        "f(a) int a; { return a + g(a); }\nint g(int a) { return a; }\n\
         int main(void) {\n    int i, b[4];\n#pragma acc parallel loop copyout(b)\n\
             for (i = 0; i < 4; i++) b[i] = i;\n    return f(b[1]) - 2;\n}\n",
    );
    for std in ["-std=c89", "-ansi", "-std=gnu90"] {
        let out = oxacc_in(&dir, &["-acc", std, "-pedantic", "-c", "old.c"]);
        assert!(out.status.success(), "{std}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{std}");
    }
    let out = oxacc_in(&dir, &["-acc", "-std=c89", "-Wall", "-c", "old.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("implicit declaration of function").count(),
        1,
        "{err}"
    );
    assert_eq!(err.matches("defaults to").count(), 1, "{err}");
    // A later -std=c99 is C99: the front end warns (shown with -fsyntax-only, where no cc
    // repeats it), as gcc does.
    let out = oxacc_in(
        &dir,
        &["-acc", "-std=c89", "-std=c99", "-fsyntax-only", "old.c"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("type specifier missing"),
        "{}",
        stderr(&out)
    );
}

/// The C front end's warnings are gcc's own, and cc reports them again on the host C: each
/// was printed twice (oxacc's "implicit declaration of function 'g'" and cc's), and oxacc's
/// also when the user turned the warning off.
#[test]
fn c_front_end_warnings_are_reported_once_and_obey_wno() {
    common::ensure_runtime();
    let dir = common::scratch("cli-c-warnings-once");
    write(
        &dir,
        "w.c",
        "int f(int x) { return g(x); }\nint g(int x) { return x; }\nint main(void) {\n\
         \x20 int a[2] = {0};\n#pragma acc parallel loop copy(a)\n\
         \x20 for (int i = 0; i < 2; i++) a[i] = i;\n  return f(a[1]) - 1;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-c", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("implicit declaration of function").count(),
        1,
        "{err}"
    );
    let out = oxacc_in(
        &dir,
        &["-acc", "-Wno-implicit-function-declaration", "-c", "w.c"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
    // -fsyntax-only runs no cc: the front end's warning is the only one.
    let out = oxacc_in(&dir, &["-acc", "-fsyntax-only", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out).matches("implicit declaration").count(), 1);
}

/// A `/* fallthrough */` comment before a `case` tells gcc's -Wimplicit-fallthrough that the
/// fall-through is meant; cc -E dropped the comments, so cc warned about every marked case of
/// the host C, in regions and out (a known gap). An unmarked fall-through still warns.
#[test]
fn fallthrough_comments_silence_implicit_fallthrough() {
    common::ensure_runtime();
    let dir = common::scratch("cli-fallthrough");
    let body = |mark: &str| {
        format!(
            "int f(int x) {{\n  int r = 0;\n  switch (x) {{\n  case 1:\n    r += 1;\n    {mark}\n\
             \x20 case 2:\n    r += 2;\n    break;\n  }}\n  return r;\n}}\n\
             int main(void) {{\n  int a[4] = {{0}};\n#pragma acc parallel loop copy(a)\n\
             \x20 for (int i = 0; i < 4; i++) {{\n    switch (i) {{\n    case 1:\n\
             \x20     a[i] += 1;\n      {mark}\n    case 2:\n      a[i] += 2;\n\
             \x20     break;\n    }}\n  }}\n  return f(1) + a[1] - 6;\n}}\n"
        )
    };
    write(&dir, "marked.c", &body("/* fallthrough */"));
    write(&dir, "unmarked.c", &body(""));
    for flag in [
        "-Wimplicit-fallthrough",
        "-Wextra",
        "-Werror=implicit-fallthrough",
    ] {
        let out = oxacc_in(&dir, &["-acc", flag, "marked.c", "-o", "marked"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{flag}");
        let mut cmd = Command::new(dir.join("marked"));
        cmd.env("ACC_DEVICE_TYPE", "host");
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
        assert_eq!(run.status.code(), Some(0), "{flag}");
    }
    let out = oxacc_in(&dir, &["-acc", "-Wextra", "-c", "unmarked.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.matches("may fall through").count(), 2, "{err}");
}

/// The code oxacc appends to the host C (routine registration, the GPU module) was marked as
/// lines of the user's file after its last one: cc's diagnostics, `.su` files, coverage and
/// debug lines pointed past the end of the file (`r.c:19` in a 2-line file). -fstack-usage
/// (and -save-temps) keep their files beside the object, the assembly with them.
#[test]
fn appended_code_is_not_placed_past_the_end_of_the_file() {
    let dir = common::scratch("cli-appended");
    write(
        &dir,
        "r.c",
        "#pragma acc routine seq\nint twice(int x) { return 2 * x; }\n",
    );
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-fstack-usage",
            "-save-temps",
            "-c",
            "r.c",
            "-o",
            "r.o",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let su = std::fs::read_to_string(dir.join("r.su")).expect("r.su");
    for line in su.lines().filter(|l| l.starts_with("r.c:")) {
        let n: u32 = line[4..]
            .split(':')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("line");
        assert!(n <= 2, "{su}");
    }
    assert!(su.contains("r.c:2:5:twice"), "{su}");
    assert!(dir.join("r.s").is_file() && dir.join("r.host.i").is_file());
}

/// A compute region with a long sum (generated code writes them) overflowed the 8 MiB stack
/// of oxacc's main thread in the passes that walk expressions recursively (the CUDA writer's
/// `vla_state`): "thread 'main' has overflowed its stack", abort, where gcc compiles it
/// (2 000 terms in a debug build, 10 000 in a release build). The pipeline runs on a thread
/// with a large stack.
#[test]
fn long_expression_in_a_region_compiles() {
    common::ensure_runtime();
    let dir = common::scratch("cli-long-expression");
    let n = 3000;
    let sum = vec!["b"; n].join(" + ");
    write(
        &dir,
        "sum.c",
        &format!(
            "int main(void) {{\n  int a[4] = {{0}}, b = 1;\n#pragma acc parallel loop copy(a)\n\
             \x20 for (int i = 0; i < 4; i++) a[i] = {sum};\n  return a[3] != {n};\n}}\n"
        ),
    );
    let out = oxacc_in(&dir, &["-acc", "sum.c", "-o", "sum"]);
    assert!(out.status.success(), "{}", stderr(&out));
    for device in ["host", "emul"] {
        let mut cmd = Command::new(dir.join("sum"));
        cmd.env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
        assert_eq!(run.status.code(), Some(0), "{device}: {}", stderr(&run));
    }
}

/// Regions holding one expression of many terms (generated code writes them) took time in n²
/// (10 000 terms 3.3 s in a release build, 20 000 terms minutes in a debug build; gcc 0.1 s):
/// the CUDA writer asked two recursive questions (`vla_state`, `narrow_bits`) of every node,
/// each walking down the left operands; its private-storage plan walked every subexpression
/// of a declaration again from each one; and the host C resumed the user's text after each
/// renamed variable (`c[k]`) with a line marker padded to its column (390 MB of host C for
/// 10 000 terms). Each shape, 20 000 terms, takes a few seconds in a debug build.
#[test]
fn long_sums_in_regions_compile_in_linear_time() {
    let dir = common::scratch("cli-long-sum-time");
    // Each shape at n and 8n terms in a release build: linear time takes about 8 times as long
    // (4-5 measured, with cc's fixed costs), the old quadratic code 21 times (4.35 s against
    // 0.21). A ratio, not a time limit. In a debug build (CI's `cargo test`) only the small
    // size runs: there the same code took 20 to 79 times as long for 8 times the terms (0.43 s
    // against 34 s for the `serial` initializer on two busy cores), a cost of the unoptimised
    // build on deep left-nested sums that release builds do not show (docs/known-gaps).
    let time = |k: usize, n: usize| {
        let plain = vec!["b"; n].join(" + ");
        let renamed: Vec<String> = (0..n).map(|j| format!("c[{}]", j % 8)).collect();
        let renamed = renamed.join(" + ");
        let shape = match k {
            0 => format!("#pragma acc parallel loop copy(a)\n  for (int i = 0; i < 4; i++) a[i] = {plain};"),
            1 => format!("#pragma acc serial copy(a)\n  {{ double s = {plain}; a[0] = s; }}"),
            _ => format!("#pragma acc parallel loop copy(a) copyin(c)\n  for (int i = 0; i < 4; i++) a[i] = {renamed};"),
        };
        let name = format!("sum{k}_{n}.c");
        write(
            &dir,
            &name,
            &format!("double a[4], b = 1, c[8];\nvoid f(void) {{\n{shape}\n}}\n"),
        );
        // oxacc's own time: without NVRTC, whose compile of the kernel (a 20,000-term sum)
        // grows faster than linearly by itself (5.4 s against 0.3 s for 2,500 terms on the
        // 2-core VM, the same with the binary of before the check) and failed the ratio
        // whenever OXACC_NVRTC was set.
        let mut cmd = Command::new(common::oxacc());
        cmd.args(["-acc", "-gpu=cc90,noptx", "-c", &name])
            .current_dir(&dir)
            .env_remove("OXACC_NVRTC");
        let start = std::time::Instant::now();
        let out =
            common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("oxacc finished");
        let took = start.elapsed();
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        took
    };
    for k in 0..3 {
        let small = time(k, 2_500);
        if cfg!(debug_assertions) {
            continue;
        }
        let large = time(k, 20_000);
        assert!(
            large < small * 12,
            "shape {k}: 2,500 terms took {small:?}, 20,000 took {large:?} (quadratic time?)"
        );
    }
}

/// `-x c -` (the source on stdin): a diagnostic on an indented `#pragma` line was shown at its
/// preprocessed column and line text (`<stdin>:3:32` and `#pragma acc ...`): the file
/// `<stdin>` that the line markers name cannot be read again. oxacc keeps the source it
/// passes to cc -E, and places the message at its physical column, as for a file.
#[test]
fn stdin_source_diagnostics_at_physical_columns() {
    let dir = common::scratch("cli-stdin-columns");
    let src = "int main(void) {\n  int a[4];\n    #pragma acc parallel loop gang gang\n  \
               for (int i = 0; i < 4; i++) a[i] = i;\n  return a[1];\n}\n";
    let file = dir.join("in.c");
    std::fs::write(&file, src).expect("write");
    let mut cmd = Command::new(common::oxacc());
    cmd.args(["-acc", "-x", "c", "-", "-c", "-o", "in.o"])
        .current_dir(&dir)
        .stdin(std::fs::File::open(&file).expect("open"));
    let out = cmd.output().expect("oxacc runs");
    let err = stderr(&out);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.starts_with("<stdin>:3:36: error: at most one 'gang' clause"),
        "{err}"
    );
    assert!(
        err.contains("\n    #pragma acc parallel loop gang gang\n"),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:3:31: note: the first one is here"),
        "{err}"
    );
}

/// `__attribute__((cleanup(f)))` on a local of a compute region: the kernel dropped the
/// attribute, so under emul the calls of `f` silently did not happen (`got` 0 instead of 35).
/// Since 2026-11-30 the CUDA writer calls `f` at each exit of the local's scope (a guard
/// object's destructor; tests/acc/compute/gpu_cleanup_attribute.c): the region runs on the
/// GPU, with no warning, and gives 35 on emul as on the host.
#[test]
fn cleanup_attribute_in_a_region_runs_on_the_gpu() {
    common::ensure_runtime();
    let dir = common::scratch("cli-cleanup-attribute");
    write(
        &dir,
        "cl.c",
        "struct C { int *dst; int v; };\nstatic void cl(struct C *c) { *c->dst += c->v; }\n\
         int main(void) {\n  int got = 0;\n#pragma acc serial copy(got)\n  {\n\
         \x20   { struct C c __attribute__((cleanup(cl))) = { &got, 5 }; }\n\
         \x20   for (int i = 0; i < 3; i++) { struct C c2 __attribute__((cleanup(cl))) = { &got, 10 }; }\n\
         \x20 }\n  return got != 35;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-gpu=cc90,noptx", "cl.c", "-o", "cl"]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(!err.contains("will run only on the host"), "{err}");
    for device in ["host", "emul"] {
        let mut cmd = Command::new(dir.join("cl"));
        cmd.env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(120)).expect("ran");
        assert_eq!(run.status.code(), Some(0), "{device}: {}", stderr(&run));
    }
}

/// `oxacc --version | head -n 1` (configure scripts ask so): the closed pipe made oxacc panic
/// ("failed printing to stdout: Broken pipe", a backtrace, status 101), and with -acc cc,
/// killed by SIGPIPE, was reported as "cc was terminated by a signal". gcc says nothing and
/// exits 0.
#[test]
fn version_to_a_closed_pipe_is_quiet() {
    for args in [&["--version"][..], &["-acc", "--version"][..]] {
        let (reader, writer) = std::io::pipe().expect("pipe");
        // The reader is gone before oxacc writes: every write meets a closed pipe.
        drop(reader);
        let out = Command::new(common::oxacc())
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .output()
            .expect("oxacc runs");
        assert_eq!(stderr(&out), "", "{args:?}");
        assert!(out.status.success(), "{args:?}: {:?}", out.status);
    }
}

/// -Wunused-macros reports the user's unused macros once (from cc -E), not every macro of the
/// `-dD` text the host C carries: oxacc gave 380 warnings for a file with none.
#[test]
fn unused_macros_are_reported_once() {
    let dir = common::scratch("cli-unused-macros");
    write(
        &dir,
        "k.c",
        "#include <stdio.h>\n#define N 8\n#define UNUSED 1\nvoid k(float *x) {\n#pragma acc parallel loop copy(x[0:8])\n  for (int i = 0; i < N; i++) x[i] += 1;\n}\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-Wunused-macros", "-c", "k.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let warnings: Vec<&str> = err.lines().filter(|l| l.contains("warning:")).collect();
    assert_eq!(warnings.len(), 1, "{err}");
    assert!(warnings[0].starts_with("k.c:3:"), "{err}");
    assert!(warnings[0].contains("\"UNUSED\""), "{err}");
}

/// The GPU module definition oxacc appends (the CUDA source as one string, cubins as arrays)
/// draws no -pedantic -Woverlength-strings or -Wlarger-than= warnings: they were reported at
/// lines past the end of the user's file.
#[test]
fn module_definition_draws_no_size_warnings() {
    let dir = common::scratch("cli-module-warnings");
    write(
        &dir,
        "k.c",
        "void k(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-std=c11",
            "-pedantic",
            "-Wlarger-than=65536",
            "-c",
            "k.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(!err.contains("-Woverlength-strings"), "{err}");
    assert!(!err.contains("-Wlarger-than"), "{err}");
}

/// hunt28 bug09: `-acc -static` linked (glibc only warns about dlopen) and the program then
/// crashed at its first kernel launch; the runtime dlopen's libcuda, NVRTC and the emulated
/// device's code. oxacc refuses it by name. `-fopenmp -static` loads nothing and still links.
#[test]
fn static_link_is_refused_with_openacc_only() {
    common::ensure_runtime();
    let dir = common::scratch("cli-static");
    write(
        &dir,
        "s.c",
        "int main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += i;\nreturn s != 45; }\n",
    );
    for flag in ["-static", "-static-pie"] {
        let out = oxacc_in(&dir, &["-acc", flag, "s.c", "-o", "s"]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let err = stderr(&out);
        assert!(
            err.contains(&format!(
                "oxacc: error: '{flag}' cannot be used with OpenACC"
            )) && err.contains("link dynamically"),
            "{err}"
        );
        assert!(!dir.join("s").exists());
    }
    // Compiling only is fine: no link.
    let out = oxacc_in(&dir, &["-acc", "-static", "-c", "s.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    write(
        &dir,
        "m.c",
        "int main(void) { int s = 0;\n#pragma omp parallel for reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += i;\nreturn s != 45; }\n",
    );
    let out = oxacc_in(&dir, &["-fopenmp", "-static", "m.c", "-o", "m"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("m")).status.code(), Some(0));
}

/// hunt28 bug04: with -acc / -fopenmp in $CC, gcc's queries failed with "oxacc: error: no
/// input files" (libtool's -print-search-dirs / -print-prog-name=ld, -dumpversion, Meson's
/// -Wl,--version, autoconf's `$CC -v`): cc answers them, as gcc -fopenacc does. `-###` with an
/// input printed cc -E's command and then failed reading the file cc never wrote.
#[test]
fn queries_without_inputs_are_answered_by_cc() {
    let dir = common::scratch("cli-queries");
    for model in ["-acc", "-fopenmp"] {
        for query in ["-dumpversion", "-dumpmachine", "-print-prog-name=ld"] {
            let out = oxacc_in(&dir, &[model, query]);
            assert!(out.status.success(), "{model} {query}: {}", stderr(&out));
            let cc = Command::new("cc").arg(query).output().expect("cc runs");
            assert_eq!(stdout(&out), stdout(&cc), "{model} {query}");
        }
        for args in [&["-v"][..], &["-Wl,--version"], &["-print-search-dirs"]] {
            let out = oxacc_in(&dir, &[&[model][..], args].concat());
            assert!(out.status.success(), "{model} {args:?}: {}", stderr(&out));
            assert!(!stderr(&out).contains("no input files"), "{}", stderr(&out));
        }
    }
    // Nothing to compile and nothing asked: cc's own "no input files".
    let out = oxacc_in(&dir, &["-acc"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("no input files"), "{}", stderr(&out));
}

#[test]
fn hash_hash_hash_prints_the_commands_and_runs_none() {
    common::ensure_runtime();
    let dir = common::scratch("cli-hhh");
    write(&dir, "main.c", MAIN_C);
    let out = oxacc_in(&dir, &["-acc", "-###", "-O2", "main.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(lines[0].starts_with(" \"cc\" \"-E\""), "{err}");
    assert!(lines[1].starts_with(" \"cc\" \"-c\" \"-O2\""), "{err}");
    assert!(lines[2].contains("\"-o\" \"prog\""), "{err}");
    assert!(!err.contains("-###"), "{err}");
    assert!(!dir.join("prog").exists());
}

/// hunt28 bug12: `oxacc -acc -r` appended the runtime (and Rust std, ~49 MB) to the partial
/// link, so two such objects clashed with thousands of multiple definitions in the final link.
/// gcc -fopenmp -r adds no libgomp either: the final link adds the runtime once.
#[test]
fn partial_link_adds_no_runtime() {
    common::ensure_runtime();
    let dir = common::scratch("cli-partial");
    for (name, f) in [("k1.c", "k1"), ("k2.c", "k2")] {
        write(
            &dir,
            name,
            &format!(
                "int {f}(int n) {{ int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
                 for (int i = 0; i < n; i++) s += i;\nreturn s; }}\n"
            ),
        );
    }
    write(
        &dir,
        "m.c",
        "int k1(int), k2(int);\nint main(void) { return k1(10) != 45 || k2(10) != 45; }\n",
    );
    for (src, part) in [("k1.c", "p1.o"), ("k2.c", "p2.o")] {
        let out = oxacc_in(&dir, &["-acc", "-v", "-r", src, "-o", part]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(!stderr(&out).contains("liboxacc_rt.a"), "{}", stderr(&out));
        let size = std::fs::metadata(dir.join(part))
            .expect("partial object")
            .len();
        assert!(size < 2_000_000, "{part}: {size} bytes");
    }
    let out = oxacc_in(&dir, &["-acc", "m.c", "p1.o", "p2.o", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("prog")).status.code(), Some(0));
}

/// hunt28 bug07: -MM / -MMD listed oxacc's openacc.h by its path in the user's cache (the
/// directory was passed with -I), so make stopped once the cache was cleaned. It is passed
/// with -isystem, as gcc's own openacc.h is a system header: gcc -fopenacc -MM lists neither.
#[test]
fn dependency_output_omits_oxacc_headers() {
    common::ensure_runtime();
    let dir = common::scratch("cli-mm-sys");
    let src = "#include <openacc.h>\n#include <omp.h>\n#include \"dep.h\"\n\
               int main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
               for (int i = 0; i < N; i++) s += i;\n\
               return s != 45 || acc_get_num_devices(acc_device_host) < 1; }\n";
    write(&dir, "k.c", src);
    write(&dir, "dep.h", "#define N 10\n");
    let out = oxacc_in(&dir, &["-acc", "-fopenmp", "-MM", "k.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "k.o: k.c dep.h\n");
    let out = oxacc_in(&dir, &["-acc", "-MMD", "k.c", "-o", "k"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let deps = std::fs::read_to_string(dir.join("k.d")).expect("k.d");
    assert!(!deps.contains("openacc.h"), "{deps}");
    // <openacc.h> is still oxacc's: the program built and runs.
    assert_eq!(run_exe(&dir.join("k")).status.code(), Some(0));
    // A user's header of the same name beside the source still wins for "openacc.h".
    write(&dir, "openacc.h", "#define USER_OPENACC_H 1\n");
    write(
        &dir,
        "u.c",
        "#include \"openacc.h\"\nint main(void) { return USER_OPENACC_H != 1; }\n",
    );
    let out = oxacc_in(&dir, &["-acc", "u.c", "-o", "u"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("u")).status.code(), Some(0));
}

/// hunt28 bug08: oxacc's own warnings ignored -Werror (exit 0) and -w (still printed).
#[test]
fn werror_and_w_apply_to_oxacc_warnings() {
    common::ensure_runtime();
    let dir = common::scratch("cli-werror");
    // A call of a function with no definition and no routine directive: the region runs
    // only on the host (oxacc's warning).
    write(
        &dir,
        "w.c",
        "int ext(int);\nint main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += ext(i);\nreturn s != 45; }\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-c", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("warning: "), "{}", stderr(&out));

    let out = oxacc_in(&dir, &["-acc", "-Werror", "-c", "w.c", "-o", "e.o"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("w.c:4:") && err.contains(": error: "), "{err}");
    assert!(err.contains("[-Werror]"), "{err}");
    assert!(!err.contains("warning: "), "{err}");
    assert!(!dir.join("e.o").exists());
    // The last of -Werror / -Wno-error wins, as in gcc.
    let out = oxacc_in(&dir, &["-acc", "-Werror", "-Wno-error", "-c", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));

    let out = oxacc_in(&dir, &["-acc", "-w", "-c", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
    let out = oxacc_in(&dir, &["-acc", "-w", "-Werror", "-c", "w.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");

    // gcc's own warnings (the C front end's) are cc's business: with -Werror and the warning
    // turned off, gcc builds, and so does oxacc.
    write(
        &dir,
        "i.c",
        "int main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += i;\nreturn s != 45 || undeclared() != 0; }\n\
         int undeclared(void) { return 0; }\n",
    );
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-Werror",
            "-Wno-implicit-function-declaration",
            "-c",
            "i.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
}

/// hunt28 bug05: nvc's options reached cc ("unrecognized command-line option '-fast'; did
/// you mean '-Ofast'?"); bug15: without -acc, oxacc's flags inside a response file reached cc.
#[test]
fn nvc_options_and_response_files_do_not_reach_cc() {
    common::ensure_runtime();
    let dir = common::scratch("cli-nvc");
    write(
        &dir,
        "n.c",
        "int main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += i;\nreturn s != 45; }\n",
    );
    let out = oxacc_in(
        &dir,
        &[
            "-ta=multicore",
            "-fast",
            "-Mneginfo",
            "-Mvect",
            "-Minline",
            "-Msafeptr",
            "-tp=native",
            "-v",
            "n.c",
            "-o",
            "n",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains(" -O3 "), "{}", stderr(&out));
    assert!(stderr(&out).contains(" -march=native "), "{}", stderr(&out));
    assert_eq!(run_exe(&dir.join("n")).status.code(), Some(0));
    let out = oxacc_in(&dir, &["-acc", "-Mbounds", "-c", "n.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("oxacc: error: unsupported nvc option -Mbounds"),
        "{}",
        stderr(&out)
    );
    // Without -acc: the same options, and in a response file.
    write(
        &dir,
        "g.rsp",
        "-gpu=cc90 -O2 -Minfo=accel -fast -Mneginfo\n",
    );
    let out = oxacc_in(&dir, &["@g.rsp", "-c", "n.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("n.o").is_file());
}

/// PGI's `-Kieee` and `-KPIC` (PGI-era Makefiles: `CFLAGS = -fast -Kieee`) reached cc, which
/// stopped with "unrecognized command-line option '-Kieee'", with and without -acc. IEEE
/// arithmetic is gcc's default and -KPIC is -fPIC; `-Knoieee` and `-Ktrap=fp` are oxacc's
/// error saying what to do instead.
#[test]
fn pgi_k_options_are_mapped_or_refused() {
    let dir = common::scratch("cli-pgi-k");
    write(
        &dir,
        "k.c",
        "void k(float *x, int n) {\n#pragma acc parallel loop copy(x[0:n])\n  for (int i = 0; i < n; i++) x[i] += 1;\n}\n",
    );
    for acc in [&["-acc"][..], &[]] {
        let mut args = acc.to_vec();
        args.extend(["-fast", "-Kieee", "-KPIC", "-v", "-c", "k.c", "-o", "k.o"]);
        let out = oxacc_in(&dir, &args);
        let err = stderr(&out);
        assert!(out.status.success(), "{args:?}: {err}");
        assert!(err.contains(" -fPIC "), "{args:?}: {err}");
        assert!(
            !err.contains("-Kieee") && !err.contains("-KPIC"),
            "{args:?}: {err}"
        );
        for (bad, why) in [("-Knoieee", "-ffast-math"), ("-Ktrap=fp", "feenableexcept")] {
            let mut args = acc.to_vec();
            args.extend([bad, "-c", "k.c", "-o", "k.o"]);
            let out = oxacc_in(&dir, &args);
            let err = stderr(&out);
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert!(
                err.starts_with(&format!("oxacc: error: unsupported nvc option {bad} (")),
                "{args:?}: {err}"
            );
            assert!(err.contains(why), "{args:?}: {err}");
        }
    }
}

/// hunt28 bug14: -fno-openacc / -fno-openmp after the enabling flag were ignored.
#[test]
fn fno_openacc_after_fopenacc_turns_it_off() {
    common::ensure_runtime();
    let dir = common::scratch("cli-fno");
    write(
        &dir,
        "f.c",
        "#include <stdio.h>\nint main(void) {\n#ifdef _OPENACC\nputs(\"acc\");\n#endif\n\
         #ifdef _OPENMP\nputs(\"omp\");\n#endif\nputs(\"end\");\nreturn 0; }\n",
    );
    for (args, expect) in [
        (&["-fopenacc", "-fno-openacc"][..], "end\n"),
        (&["-acc", "-fno-openacc"], "end\n"),
        (&["-fopenmp", "-fno-openmp"], "end\n"),
        (&["-acc", "-fopenmp", "-fno-openmp"], "acc\nend\n"),
        (&["-fno-openacc", "-fopenacc"], "acc\nend\n"),
    ] {
        let out = oxacc_in(&dir, &[args, &["f.c", "-o", "f"]].concat());
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&run_exe(&dir.join("f"))), expect, "{args:?}");
    }
}

/// hunt28 bug10: a .cpp given to `oxacc -acc` was compiled by cc as C++ with its OpenACC
/// directives silently ignored (exit 0, no message).
#[test]
fn cxx_inputs_are_refused_with_a_model() {
    let dir = common::scratch("cli-cxx");
    write(
        &dir,
        "x.cpp",
        "int main() { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 10; i++) s += i;\nreturn s != 45; }\n",
    );
    for (args, model) in [
        (&["-acc", "x.cpp"][..], "OpenACC"),
        (&["-fopenmp", "-c", "x.cpp"], "OpenMP"),
        (&["-acc", "-x", "c++", "x.cpp"], "OpenACC"),
    ] {
        let out = oxacc_in(&dir, args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.starts_with("oxacc: error: 'x.cpp': C++ is not supported") && err.contains(model),
            "{args:?}: {err}"
        );
    }
    // Without a model oxacc is cc, and assembler inputs are still cc's.
    let out = oxacc_in(&dir, &["-c", "x.cpp"]);
    assert!(out.status.success(), "{}", stderr(&out));
    write(&dir, "a.s", ".text\n");
    let out = oxacc_in(&dir, &["-acc", "-c", "a.s"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// hunt28 bug03: -MD / -MMD when compiling and linking in one step wrote SRC.d (target
/// SRC.o); gcc 12 writes PROG.d with target PROG (`-o dir/prog`: dir/prog.d).
#[test]
fn md_when_compiling_and_linking_names_the_output() {
    common::ensure_runtime();
    let dir = common::scratch("cli-md-link");
    std::fs::create_dir_all(dir.join("sub")).expect("mkdir");
    write(&dir, "dep.h", "#define N 10\n");
    write(
        &dir,
        "src.c",
        "#include \"dep.h\"\nint main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < N; i++) s += i;\nreturn s != 45; }\n",
    );
    let out = oxacc_in(&dir, &["-acc", "-MMD", "src.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let deps = std::fs::read_to_string(dir.join("prog.d")).expect("prog.d");
    assert_eq!(deps, "prog: src.c dep.h\n");
    assert!(!dir.join("src.d").exists());
    let out = oxacc_in(&dir, &["-acc", "-MD", "src.c", "-o", "sub/prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let deps = std::fs::read_to_string(dir.join("sub/prog.d")).expect("sub/prog.d");
    assert!(deps.starts_with("sub/prog: src.c "), "{deps}");
    // Without -o: after the source, as before (gcc: src.d, target src.o).
    let out = oxacc_in(&dir, &["-acc", "-MMD", "src.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let deps = std::fs::read_to_string(dir.join("src.d")).expect("src.d");
    assert_eq!(deps, "src.o: src.c dep.h\n");
}

/// hunt7-drv bug04-08, bug10: cc options that change the C dialect or the data layout of the
/// host code (`-funsigned-char`, `-fshort-enums`, `-fpack-struct`, `-funsigned-bitfields`,
/// `-fsingle-precision-constant`, `-mlong-double-64`) built silently, and the kernels, which
/// NVRTC compiles with C's x86-64 defaults, read the host's data wrong (emul: a `char` of 200
/// read as -56, a packed struct's `double` at another offset). A file with GPU code is now
/// refused by name; the last of a pair (`-fsigned-char`) wins, a file without compute
/// constructs and `-acc=multicore` (host code only) still build.
#[test]
fn layout_changing_flags_are_refused_with_gpu_code() {
    common::ensure_runtime();
    let dir = common::scratch("cli-abi-flags");
    write(
        &dir,
        "k.c",
        "#include <stdio.h>\nint main(void) { char c[1] = { (char)200 }; int r[1];\n\
         #pragma acc parallel loop copyin(c) copyout(r)\n\
         for (int i = 0; i < 1; i++) r[i] = c[i];\n\
         printf(\"%d\\n\", r[0]); return r[0] != c[0]; }\n",
    );
    write(&dir, "plain.c", "int twice(int x) { return 2 * x; }\n");
    for flag in [
        "-funsigned-char",
        "-fno-signed-char",
        "-funsigned-bitfields",
        "-fshort-enums",
        "-fpack-struct",
        "-fpack-struct=4",
        "-mlong-double-64",
        "-mlong-double-128",
        "-fsingle-precision-constant",
    ] {
        let out = oxacc_in(&dir, &["-acc", flag, "-c", "k.c", "-o", "k.o"]);
        assert_eq!(out.status.code(), Some(1), "{flag}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(
            err.contains(&format!(
                "k.c: error: '{flag}' is not supported with OpenACC GPU code yet"
            )) && err.contains("-acc=multicore"),
            "{flag}: {err}"
        );
        // No compute construct, no GPU code: nothing to disagree with.
        let out = oxacc_in(&dir, &["-acc", flag, "-c", "plain.c", "-o", "plain.o"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
    }
    // The last of a pair wins, as in gcc; -fpack-struct=16 changes no x86-64 layout.
    for flags in [
        &["-funsigned-char", "-fsigned-char"][..],
        &["-fshort-enums", "-fno-short-enums"],
        &["-fpack-struct=16"],
        &["-mlong-double-64", "-mlong-double-80"],
    ] {
        let mut args = vec!["-acc"];
        args.extend_from_slice(flags);
        args.extend_from_slice(&["-c", "k.c", "-o", "k.o"]);
        let out = oxacc_in(&dir, &args);
        assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
    }
    // Host code only: cc compiles all of it with the flag.
    let out = oxacc_in(
        &dir,
        &["-acc=multicore", "-funsigned-char", "k.c", "-o", "k"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let run = run_exe(&dir.join("k"));
    assert_eq!(stdout(&run), "200\n");
    assert_eq!(run.status.code(), Some(0));
}

/// hunt7-drv bug01: a program built with `oxacc -acc` that dlopen()s a shared library built
/// with `oxacc -acc -shared` had two copies of the runtime (the program's symbols were not
/// exported): the library's `present(a[0:n])` failed on emul for data the program's `data`
/// construct had mapped ("is not present on the device"). The program now exports the
/// runtime's entry points (OpenACC 3.3, 2.6.4: one data environment per device), so the
/// library shares its present table, as with the `-lfoo` link that always worked.
#[test]
fn dlopened_library_shares_the_programs_runtime() {
    common::ensure_runtime();
    let dir = common::scratch("cli-dlopen");
    write(
        &dir,
        "scale.c",
        "void scale(double *a, int n) {\n#pragma acc parallel loop present(a[0:n])\n\
         for (int i = 0; i < n; i++) a[i] *= 2;\n}\n",
    );
    write(
        &dir,
        "main.c",
        r#"#include <stdio.h>
#include <dlfcn.h>
int main(int argc, char **argv) {
    (void)argc;
    double a[100];
    for (int i = 0; i < 100; i++) a[i] = i;
    void *h = dlopen(argv[1], RTLD_NOW);
    if (!h) { printf("%s\n", dlerror()); return 2; }
    void (*scale)(double *, int) = (void (*)(double *, int))dlsym(h, "scale");
#pragma acc data copy(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < 100; i++) a[i] += 1;
        scale(a, 100);
    }
    printf("%g\n", a[99]);
    return a[99] != 200.0;
}
"#,
    );
    let out = oxacc_in(
        &dir,
        &["-acc", "-fPIC", "-shared", "scale.c", "-o", "libscale.so"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let out = oxacc_in(&dir, &["-acc", "main.c", "-ldl", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let lib = dir.join("libscale.so");
    for device in ["emul", "host"] {
        let mut cmd = Command::new(dir.join("prog"));
        cmd.arg(&lib).env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
        assert_eq!(stdout(&run), "200\n", "{device}: {}", stderr(&run));
        assert_eq!(run.status.code(), Some(0), "{device}: {}", stderr(&run));
    }
}

/// hunt7-drv bug02: `oxacc -acc -m32` went on to cc, which stopped on the generated code
/// ("'__int128' is not supported on this target" at a column past the user's line); the
/// front end lays data out for x86-64 and the runtime is x86-64 code. Now oxacc's own error
/// naming the flag, before anything runs; `-m32 -m64` (the last wins) and `-E` still work.
#[test]
fn non_x86_64_targets_are_refused() {
    let dir = common::scratch("cli-m32");
    write(
        &dir,
        "k.c",
        "int main(void) { int a[10];\n#pragma acc parallel loop copyout(a)\n\
         for (int i = 0; i < 10; i++) a[i] = i;\nreturn a[9] != 9; }\n",
    );
    for (model, flag) in [
        ("-acc", "-m32"),
        ("-acc", "-mx32"),
        ("-fopenmp", "-m32"),
        ("-acc", "-m16"),
    ] {
        let out = oxacc_in(&dir, &[model, flag, "-c", "k.c", "-o", "k.o"]);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{model} {flag}: {}",
            stderr(&out)
        );
        let err = stderr(&out);
        assert!(
            err.contains(&format!("oxacc: error: '{flag}' is not supported with"))
                && err.contains("x86-64 (-m64) only")
                && !err.contains("__int128"),
            "{model} {flag}: {err}"
        );
        assert!(!dir.join("k.o").exists());
    }
    let out = oxacc_in(&dir, &["-acc", "-m32", "-m64", "-c", "k.c", "-o", "k.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = oxacc_in(&dir, &["-acc", "-m32", "-E", "k.c", "-o", "k.i"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// hunt7-drv bug03: gcc's options with a separate value in their long spelling
/// (`--include FILE`, `--sysroot DIR`, `--define-macro M`...) failed with -acc: the value
/// became an input and `--include` took the driver's `-isystem` as its file ("fatal error:
/// -isystem: No such file or directory"). They now build as with gcc.
#[test]
fn gcc_long_options_with_separate_values() {
    common::ensure_runtime();
    let dir = common::scratch("cli-long-options");
    std::fs::create_dir_all(dir.join("inc")).expect("mkdir");
    write(&dir, "inc/scale.h", "#define SCALE 2\n");
    write(
        &dir,
        "k.c",
        "#include <stdio.h>\nint main(void) { int a[4];\n#pragma acc parallel loop copyout(a)\n\
         for (int i = 0; i < 4; i++) a[i] = SCALE * OFFSET;\n\
         printf(\"%d\\n\", a[3]); return a[3] != 6; }\n",
    );
    for args in [
        &["--include", "inc/scale.h", "--define-macro", "OFFSET=3"][..],
        &["--include=inc/scale.h", "--define-macro=OFFSET=3"],
        &[
            "--include-directory",
            "inc",
            "--include",
            "scale.h",
            "-DOFFSET=3",
            "--sysroot",
            "/",
        ],
    ] {
        let mut all = vec!["-acc"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["k.c", "--output", "k"]);
        let out = oxacc_in(&dir, &all);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let run = run_exe(&dir.join("k"));
        assert_eq!(stdout(&run), "6\n", "{args:?}");
        std::fs::remove_file(dir.join("k")).expect("rm");
    }
}

/// hunt7-drv bug09: cc options that only change what `cc -E` prints broke a full -acc build
/// (gcc ignores them when it compiles): `-dM` handed the pipeline the macro definitions only
/// ("undefined reference to `main'"), `-dN` / `-dU` dropped the definitions a `#pragma acc`
/// line's macro needs, `-fdirectives-only` left stdio.h's macros unexpanded. The user's own
/// `-E` keeps them.
#[test]
fn preprocessor_dump_options_do_not_change_the_compiled_text() {
    common::ensure_runtime();
    let dir = common::scratch("cli-dump-options");
    write(
        &dir,
        "k.c",
        "#include <stdio.h>\n#define VL 32\nint main(void) { int a[10];\n\
         #pragma acc parallel loop vector_length(VL) copyout(a)\n\
         for (int i = 0; i < 10; i++) a[i] = i;\nprintf(\"%d\\n\", a[9]); return a[9] != 9; }\n",
    );
    for flag in ["-dM", "-dN", "-dU", "-dI", "-fdirectives-only"] {
        let out = oxacc_in(&dir, &["-acc", flag, "k.c", "-o", "k"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        assert_eq!(stdout(&run_exe(&dir.join("k"))), "9\n", "{flag}");
        std::fs::remove_file(dir.join("k")).expect("rm");
    }
    let out = oxacc_in(&dir, &["-acc", "-dM", "-E", "k.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("#define VL 32"));
    assert!(!stdout(&out).contains("int main"));
}

/// hunt7-drv: a raw Latin-1 byte in a string or character literal (legacy sources; valid C
/// that gcc compiles byte for byte) was refused with "oxacc: error: /tmp/.../0-lat1.i: the
/// preprocessed text is not valid UTF-8 (byte offset N)", naming no line of the user's file.
/// The byte now reaches the program unchanged, in host code and in a kernel.
#[test]
fn latin1_bytes_in_literals_compile_as_gcc_compiles_them() {
    common::ensure_runtime();
    let dir = common::scratch("cli-latin1");
    let src: &[u8] = b"#include <stdio.h>\nint main(void) { int a[2];\n\
#pragma acc parallel loop copyout(a)\n\
for (int i = 0; i < 2; i++) a[i] = '\xe9' + i;\n\
printf(\"caf\xe9 %d\\n\", a[1]); return a[0] != (char)0xe9; }\n";
    std::fs::write(dir.join("lat1.c"), src).expect("write");
    let out = oxacc_in(&dir, &["-acc", "lat1.c", "-o", "lat1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    for device in ["emul", "host"] {
        let mut cmd = Command::new(dir.join("lat1"));
        cmd.env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
        assert_eq!(run.stdout, b"caf\xe9 -22\n", "{device}: {}", stderr(&run));
        assert_eq!(run.status.code(), Some(0), "{device}");
    }
}

/// hunt7-drv: profile-guided optimisation compiling and linking in one step. gcc 12 names
/// the profile of `a.c -o a` `a.gcda` (a single source named like the output gets no `a-`
/// prefix); oxacc wrote `a-a.gcda`, and `-fprofile-use a.c -o a` looked for the profile in
/// its temp dir ("'/tmp/oxacc-.../0-a.gcda' profile count data file not found"): the
/// profile was silently never used.
#[test]
fn profile_use_finds_the_profile_of_a_compile_and_link() {
    common::ensure_runtime();
    let dir = common::scratch("cli-pgo");
    write(
        &dir,
        "a.c",
        "int main(void) { int s = 0;\n#pragma acc parallel loop reduction(+:s)\n\
         for (int i = 0; i < 100; i++) s += i;\nreturn s != 4950; }\n",
    );
    let out = oxacc_in(
        &dir,
        &["-acc", "-O2", "-fprofile-generate", "a.c", "-o", "a"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let mut cmd = Command::new(dir.join("a"));
    cmd.env("ACC_DEVICE_TYPE", "host");
    let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert!(dir.join("a.gcda").is_file(), "no a.gcda");
    assert!(!dir.join("a-a.gcda").exists());
    let out = oxacc_in(
        &dir,
        &[
            "-acc",
            "-O2",
            "-fprofile-use",
            "-Werror=missing-profile",
            "a.c",
            "-o",
            "a",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // -save-temps follows the same rule.
    let out = oxacc_in(&dir, &["-acc", "-save-temps", "a.c", "-o", "a"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.join("a.i").is_file() && dir.join("a.host.i").is_file());
}

/// hunt7-drv: since a dlopen()ed library uses the program's runtime, the mappings its
/// constructor made for its `declare`d globals (2.13) outlived dlclose(): reopened, its fresh
/// `counter` (0 again on the host) was found "present" with the first load's device value, and
/// a counter bumped on the device read 2 instead of 1 (emul). The file's destructor now drops
/// them (`__oxacc_declare_forget`).
#[test]
fn reopened_library_maps_its_declared_globals_again() {
    common::ensure_runtime();
    let dir = common::scratch("cli-dlopen-declare");
    write(
        &dir,
        "cnt.c",
        "static int counter[1] = { 0 };\n#pragma acc declare copyin(counter)\n\
         int bump(void) {\n#pragma acc serial present(counter)\n  counter[0] += 1;\n\
         #pragma acc update self(counter)\n  return counter[0];\n}\n",
    );
    write(
        &dir,
        "main.c",
        r#"#include <stdio.h>
#include <dlfcn.h>
int main(int argc, char **argv) {
    (void)argc;
    int a[2];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 2; i++) a[i] = i;
    int r[2];
    for (int k = 0; k < 2; k++) {
        void *h = dlopen(argv[1], RTLD_NOW);
        if (!h) { printf("%s\n", dlerror()); return 2; }
        int (*bump)(void) = (int (*)(void))dlsym(h, "bump");
        r[k] = bump();
        dlclose(h);
    }
    printf("%d %d\n", r[0], r[1]);
    return !(r[0] == 1 && r[1] == 1 && a[1] == 1);
}
"#,
    );
    let out = oxacc_in(
        &dir,
        &["-acc", "-fPIC", "-shared", "cnt.c", "-o", "libcnt.so"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let out = oxacc_in(&dir, &["-acc", "main.c", "-ldl", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    for device in ["emul", "host"] {
        let mut cmd = Command::new(dir.join("prog"));
        cmd.arg(dir.join("libcnt.so"))
            .env("ACC_DEVICE_TYPE", device);
        let run = common::run_with_limit(&mut cmd, Duration::from_secs(60)).expect("ran");
        assert_eq!(stdout(&run), "1 1\n", "{device}: {}", stderr(&run));
        assert_eq!(run.status.code(), Some(0), "{device}");
    }
}

/// An object compiled with `-acc` linked without it (make's built-in link rule passes
/// `$(LDFLAGS)`, not `$(CFLAGS)`): the link fails on oxacc's runtime entry points, with a note
/// saying to link with the same flag (before 2026-11-29 only the linker's messages).
#[test]
fn acc_objects_linked_without_acc_get_a_note() {
    let dir = common::scratch("cli-acc-objects-plain-link");
    write(
        &dir,
        "main.c",
        "int main(void) {
    int s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 10; i++) s += i;
    return s != 45;
}
",
    );
    let o = oxacc_in(&dir, &["-acc=multicore", "-c", "main.c", "-o", "main.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = oxacc_in(&dir, &["main.o", "-o", "prog"]);
    let err = stderr(&o);
    assert!(!o.status.success(), "linked: {err}");
    assert!(err.contains("oxacc: note: '__oxacc_"), "{err}");
    assert!(err.contains("link with the same flag"), "{err}");
    let o = oxacc_in(&dir, &["-acc=multicore", "main.o", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("note"), "{}", stderr(&o));
}

/// Objects compiled with `oxacc -acc -c` (or `-fopenmp`) linked by plain `cc`: the linker's
/// undefined references to the runtime's entry points end with one whose name says to link
/// with oxacc and the same flag (before 2026-11-30: dozens of `__oxacc_*` lines and no hint).
/// An object of a file with no directives, compiled with `-acc`, still links without oxacc;
/// the objects link through `oxacc -acc` with nothing printed.
#[test]
fn acc_objects_linked_by_plain_cc_name_the_fix() {
    let dir = common::scratch("cli-acc-objects-cc-link");
    write(
        &dir,
        "main.c",
        "int plain(int);
int main(void) {
    int s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 10; i++) s += i;
    return (s != 45) + plain(0);
}
",
    );
    write(&dir, "plain.c", "int plain(int x) { return x; }\n");
    write(
        &dir,
        "omp.c",
        "int main(void) {\n    int n = 0;\n#pragma omp parallel reduction(+:n)\n    n += 1;\n    return n < 1;\n}\n",
    );
    for (flags, src) in [
        (&["-acc=multicore"][..], "main.c"),
        (&["-acc"][..], "plain.c"),
        (&["-fopenmp"][..], "omp.c"),
    ] {
        let obj = src.replace(".c", ".o");
        let mut args = flags.to_vec();
        args.extend(["-c", src, "-o", &obj]);
        let o = oxacc_in(&dir, &args);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let hint = "undefined reference to `__oxacc_runtime_needed__link_with_oxacc_and_the_compile_flag_acc_or_fopenmp'";
    for objs in [&["main.o", "plain.o"][..], &["omp.o"][..]] {
        let o = Command::new("cc")
            .args(objs)
            .args(["-o", "prog"])
            .current_dir(&dir)
            .output()
            .expect("cc runs");
        let err = stderr(&o);
        assert!(!o.status.success(), "linked: {err}");
        assert!(err.contains(hint), "{err}");
    }
    // The object of a file with no directives needs no runtime.
    let nm = Command::new("nm")
        .args(["-u", "plain.o"])
        .current_dir(&dir)
        .output()
        .expect("nm runs");
    assert!(!stdout(&nm).contains("__oxacc"), "{}", stdout(&nm));
    let o = oxacc_in(&dir, &["-acc=multicore", "main.o", "plain.o", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert_eq!(run_exe(&dir.join("prog")).status.code(), Some(0));
    let o = oxacc_in(&dir, &["-fopenmp", "omp.o", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert_eq!(run_exe(&dir.join("prog")).status.code(), Some(0));
}

/// `-Wsign-compare` on the test of a loop in a compute construct (`unsigned i`, `int n`): the
/// partitioned header compares oxacc's counters, so cc's warning on the user's `i < n` was
/// lost (before 2026-11-30), where gcc alone gives it. The test is now kept, in dead code, at
/// its own line and column: the warning is gcc's, at the same place, for a single loop, the
/// outer loop of a `collapse(2)` nest and a `kernels` loop; a test of one signedness gives
/// none, and the program still runs.
#[test]
fn sign_compare_on_a_compute_loop_test_is_reported() {
    let dir = common::scratch("cli-sign-compare-loop");
    write(
        &dir,
        "s.c",
        "int main(void) {
    int n = 8, m = 4, a[8][4];
#pragma acc parallel loop copyout(a)
    for (unsigned i = 0; i < n; i++) a[i][0] = 0;
#pragma acc parallel loop collapse(2) copyout(a)
    for (unsigned i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = j;
#pragma acc kernels
    for (unsigned i = 0; i < n; i++) a[i][1] = 2;
    return a[7][3] != 3 || a[7][1] != 2;
}
",
    );
    let o = oxacc_in(
        &dir,
        &["-acc=multicore", "-Wsign-compare", "s.c", "-o", "prog"],
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    for at in ["s.c:4:28:", "s.c:6:28:", "s.c:9:28:"] {
        assert!(
            err.contains(&format!(
                "{at} warning: comparison of integer expressions of different signedness"
            )),
            "{at}: {err}"
        );
    }
    assert_eq!(err.matches("different signedness").count(), 3, "{err}");
    assert_eq!(run_exe(&dir.join("prog")).status.code(), Some(0));
    let o = oxacc_in(
        &dir,
        &[
            "-acc=multicore",
            "-Werror=sign-compare",
            "s.c",
            "-o",
            "prog",
        ],
    );
    assert!(!o.status.success(), "{}", stderr(&o));
}

/// An object compiled by `gcc -fopenmp` calls libgomp (`GOMP_parallel`), which oxacc's OpenMP
/// runtime replaces: the link fails with the linker's own messages and oxacc's note saying
/// which file to compile with `oxacc -fopenmp` (before 2026-11-29 only the linker's).
#[test]
fn gcc_openmp_objects_get_a_note_at_the_link() {
    let dir = common::scratch("cli-gomp-objects");
    write(
        &dir,
        "lib.c",
        "#include <stdio.h>\nvoid hello(void) {\n#pragma omp parallel\n    puts(\"hi\");\n}\n",
    );
    write(
        &dir,
        "main.c",
        "void hello(void);\nint main(void) { hello(); return 0; }\n",
    );
    let gcc = Command::new("gcc")
        .args(["-fopenmp", "-c", "lib.c", "-o", "lib.o"])
        .current_dir(&dir)
        .status()
        .expect("gcc runs");
    assert!(gcc.success());
    let o = oxacc_in(&dir, &["-fopenmp", "main.c", "lib.o", "-o", "prog"]);
    let err = stderr(&o);
    assert!(!o.status.success(), "linked: {err}");
    assert!(
        err.contains("undefined reference to `GOMP_parallel'"),
        "{err}"
    );
    assert!(
        err.contains(
            "oxacc: note: 'GOMP_parallel' is libgomp's (an object compiled by gcc -fopenmp)"
        ),
        "{err}"
    );
    // A successful link prints nothing of its own.
    let o = oxacc_in(&dir, &["-fopenmp", "main.c", "lib.c", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("note"), "{}", stderr(&o));
}

/// `CC=oxacc make CFLAGS="-Wall -Wextra -Werror ..."`: the user's -W flags are for the user's
/// code. oxacc's own code (runtime declarations, outlined regions, data clauses, OpenMP
/// lowering, the GPU module) follows `# LINE "file" 3` markers, so cc treats it as a system
/// header's; with these flags it drew dozens of warnings per construct, and `-Werror` broke
/// the build. The user's code inside a region keeps its warnings (the conversion at line 12).
#[test]
fn user_warning_flags_see_only_user_code() {
    let dir = common::scratch("cli-user-warnings");
    write(
        &dir,
        "w.c",
        "#include <stdio.h>\n\
         static double a[64], b[64];\n\
         static int h[8];\n\
         static void run(int n, double s) {\n\
         \x20   double sum = 0.0;\n\
         #pragma acc data copyin(a[0:n]) copy(b[0:n], h)\n\
         \x20   {\n\
         #pragma acc parallel loop collapse(1) reduction(+:sum) present(a[0:n])\n\
         \x20       for (int i = 0; i < n; i++) { b[i] = s * a[i]; sum += b[i]; }\n\
         #pragma acc kernels\n\
         \x20       for (int i = 0; i < n; i++) {\n\
         \x20           int t = (int)a[i]; float f = b[i];\n\
         #pragma acc atomic update\n\
         \x20           h[t % 8] += 1;\n\
         \x20           b[i] = f;\n\
         \x20       }\n\
         \x20   }\n\
         #pragma omp parallel for reduction(+:sum)\n\
         \x20   for (int i = 0; i < n; i++) sum += a[i];\n\
         \x20   printf(\"%g %d\\n\", sum, h[0]);\n\
         }\n\
         int main(void) {\n\
         \x20   for (int i = 0; i < 64; i++) a[i] = i;\n\
         \x20   run(64, 2.0);\n\
         \x20   return 0;\n\
         }\n",
    );
    let flags = [
        "-Wall",
        "-Wextra",
        "-Wdeclaration-after-statement",
        "-Wcast-qual",
        "-Wredundant-decls",
        "-Wnested-externs",
        "-Wshadow",
        "-Wstrict-prototypes",
        "-Wmissing-prototypes",
        "-Wpadded",
        "-Wc++-compat",
    ];
    let mut args = vec!["-acc", "-fopenmp", "-std=gnu11", "-c", "w.c"];
    args.extend(flags);
    // Without -Wconversion: no warning at all.
    let mut strict = args.clone();
    strict.push("-Werror");
    let out = oxacc_in(&dir, &strict);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    // -Wconversion: only the user's `float f = b[i];` inside the kernels construct.
    args.push("-Wconversion");
    let out = oxacc_in(&dir, &args);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let warnings: Vec<&str> = err.lines().filter(|l| l.contains("warning:")).collect();
    assert_eq!(warnings.len(), 1, "{err}");
    assert!(warnings[0].starts_with("w.c:12:"), "{err}");
}

/// An object compiled without -acc that includes <openacc.h> and is linked into an OpenACC
/// program (a Makefile giving -acc to some files only) agrees with oxacc's runtime on the
/// device types: plain `oxacc -c` used cc's own openacc.h (gcc's), whose acc_device_not_host
/// is oxacc's acc_device_nvidia, so the helper counted no devices where the program had two
/// (silently). The file still sees no `_OPENACC`, as with gcc's header.
#[test]
fn object_compiled_without_acc_uses_oxacc_openacc_h() {
    common::ensure_runtime();
    let dir = common::scratch("cli-openacc-h-without-acc");
    write(
        &dir,
        "count.c",
        "#include <openacc.h>\nint count(void) {\n#ifdef _OPENACC\n    return -1;\n#else\n    \
         return acc_get_num_devices(acc_device_not_host);\n#endif\n}\n",
    );
    write(
        &dir,
        "main.c",
        "#include <openacc.h>\n#include <stdio.h>\nint count(void);\nint main(void) {\n    \
         printf(\"%d %d\\n\", acc_get_num_devices(acc_device_not_host), count());\n    \
         return 0;\n}\n",
    );
    let out = oxacc_in(&dir, &["-c", "count.c", "-o", "count.o"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = oxacc_in(&dir, &["-acc", "main.c", "count.o", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut cmd = Command::new(dir.join("prog"));
    cmd.env("ACC_DEVICE_TYPE", "emul")
        .env("OXACC_EMUL_DEVICES", "2");
    let run = common::run_with_limit(&mut cmd, Duration::from_secs(20)).expect("ran");
    assert_eq!(stdout(&run), "2 2\n", "{}", stderr(&run));
    // A header of the same name in a user -I directory still wins, as with gcc.
    std::fs::create_dir_all(dir.join("inc")).expect("mkdir");
    write(&dir, "inc/openacc.h", "#define MINE 7\n");
    write(&dir, "mine.c", "#include <openacc.h>\nint mine = MINE;\n");
    let out = oxacc_in(&dir, &["-Iinc", "-c", "mine.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// 2.6.2: under `default(none)` a loop's reduction variable with no clause on the compute
/// construct gets the located default(none) error alone, not also the warning and note that
/// oxacc treats it as `copy` (which contradicted the error).
#[test]
fn default_none_loop_reduction_gets_the_error_alone() {
    let dir = common::scratch("cli-default-none-red");
    write(
        &dir,
        "dn.c",
        "int main(void) {\n    int s = 0;\n#pragma acc serial default(none)\n    {\n\
         #pragma acc loop reduction(+:s)\n        for (int i = 0; i < 10; i++) s += i;\n    }\n\
         \x20   return s;\n}\n",
    );
    let o = oxacc_in(&dir, &["-acc", "-c", "dn.c"]);
    let err = stderr(&o);
    assert!(!o.status.success(), "{err}");
    assert!(
        err.contains("dn.c:6:38: error: variable 's' has no data attribute"),
        "{err}"
    );
    assert!(!err.contains("warning"), "{err}");
    assert!(!err.contains("oxacc treats 's'"), "{err}");
}
