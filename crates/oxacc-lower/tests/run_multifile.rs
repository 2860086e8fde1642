//! Programs of several translation units (`tests/acc/multifile/`): compute constructs calling
//! routines defined in other files (OpenACC 3.3, 2.15.1: "the routine directive must appear in
//! the source file that defines the routine and in any file that calls it"). Each `.c` is
//! compiled on its own with `oxacc -acc -c`, as a build system does, then linked; the program
//! runs under `ACC_DEVICE_TYPE=host` (the CPU team calls the host functions) and `emul` (the
//! kernels in the simulator, with the routines' device code the other files registered
//! linked in by the runtime).
//!
//! `OXACC_MULTIFILE_FILTER=substring` runs the tests whose name contains it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use oxacc_testkit::{self as testkit, oxacc, repo_root, run_with_limit};

fn selected(name: &str) -> bool {
    std::env::var("OXACC_MULTIFILE_FILTER").map_or(true, |f| name.contains(&f))
}

fn dir() -> PathBuf {
    repo_root().join("tests/acc/multifile")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// `oxacc ARGS` from the fixtures' directory (so messages name the files as written); panics
/// with its output when it fails.
fn oxacc_ok(args: &[&str]) -> Output {
    let mut cmd = Command::new(oxacc());
    cmd.current_dir(dir()).args(args);
    let o = run_with_limit(&mut cmd, Duration::from_secs(120)).expect("oxacc timed out");
    assert!(o.status.success(), "oxacc {args:?} failed:\n{}", text(&o));
    o
}

/// Compiles fixture `name.c` into `out/name.o` with the options of the compute run tests
/// (`-acc` unless `acc` is false: the file then is plain C).
fn object(out: &Path, name: &str, acc: bool) -> String {
    let obj = out.join(format!("{name}.o")).display().to_string();
    let src = format!("{name}.c");
    let mut args = vec!["-O2", "-std=gnu11", "-w", "-c", &src, "-o", &obj];
    if acc {
        args.splice(0..0, ["-acc", "-gpu=cc90,noptx"]);
    }
    oxacc_ok(&args);
    obj
}

/// [`object`] with `-acc` and `extra` options (`-gpu=managed`).
fn object_with(out: &Path, name: &str, extra: &[&str]) -> String {
    let obj = out.join(format!("{name}.o")).display().to_string();
    let src = format!("{name}.c");
    let mut args = vec!["-acc", "-gpu=cc90,noptx", "-O2", "-std=gnu11", "-w"];
    args.extend(extra);
    args.extend(["-c", &src, "-o", &obj]);
    oxacc_ok(&args);
    obj
}

fn run(exe: &Path, device: &str) -> Output {
    let mut cmd = Command::new(exe);
    cmd.env("ACC_DEVICE_TYPE", device).env("ACC_NUM_CORES", "2");
    run_with_limit(&mut cmd, Duration::from_secs(60)).expect("program timed out")
}

fn passes(exe: &Path, device: &str) {
    let o = run(exe, device);
    assert!(
        o.status.success(),
        "{} under ACC_DEVICE_TYPE={device}: exit {:?}\n{}",
        exe.display(),
        o.status.code(),
        text(&o)
    );
}

/// Links `objects` (and `extra` options) into `out/name`.
fn link(out: &Path, name: &str, objects: &[String], extra: &[&str]) -> PathBuf {
    let exe = out.join(name);
    let mut args: Vec<&str> = vec!["-acc"];
    args.extend(objects.iter().map(String::as_str));
    args.extend(extra);
    let e = exe.display().to_string();
    args.extend(["-o", &e, "-lm"]);
    oxacc_ok(&args);
    exe
}

/// `-gpu=managed` per file, as build systems pass it: the allocations of a file compiled
/// with it and no directives are managed memory another file's compute constructs use with no
/// data clause, through `realloc` too; a plain C file's malloc stays libc's (not present on
/// emul) and the managed file's `free` gives it back to libc.
#[test]
fn managed_allocations_of_another_file_need_no_data_clause() {
    if !selected("managed_allocations") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-managed");
    let objs = [
        object_with(&out, "managed_lib", &["-gpu=managed"]),
        object_with(&out, "managed_main", &["-gpu=managed"]),
        object(&out, "managed_plain", false),
    ];
    let exe = link(&out, "managed", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// Routines of two other files called from four compute constructs: seq routines, one calling
/// another of its file and a static helper, one of the second file calling one of the first,
/// a pointer argument written through, recursion, a vector routine, a worker routine and a gang
/// routine (both calling a static vector routine of their file).
#[test]
fn routines_of_other_files_run_on_host_and_emul() {
    if !selected("routines_of_other_files") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-objects");
    let objs: Vec<String> = ["routines_lib", "routines_lib2", "routines_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "routines", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A routine of another file reading its file's constant table of pointers to string literals
/// and a `static const char *const` table of its own: the fragment it registers carries the
/// tables' device copies (before, the routine had no device code, and the calling file's
/// launch stopped: no file registered it).
#[test]
fn routines_of_other_files_read_their_pointer_tables() {
    if !selected("pointer_tables") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-strtab");
    let objs: Vec<String> = ["strtab_lib", "strtab_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "strtab", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A constant table of pointers to string literals defined in another file
/// (`extern const char *const ptrtab_names[3];`) read by a compute construct: this file
/// cannot give the device a copy of its own, so 2.6.2's implicit copy holds the other file's
/// host addresses; oxacc warns at the use, naming the table (before: no message), and emul
/// stops at the upload under `OXACC_EMUL_CHECK_POINTERS=1` as a GPU would fault.
#[test]
fn other_files_pointer_tables_are_warned_about() {
    if !selected("other_files_pointer_tables") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-ptrtab-extern");
    let lib = object(&out, "ptrtab_extern_lib", true);
    let obj = out.join("ptrtab_extern_main.o").display().to_string();
    let o = oxacc_ok(&[
        "-acc",
        "-gpu=cc90,noptx",
        "-O2",
        "-c",
        "ptrtab_extern_main.c",
        "-o",
        &obj,
    ]);
    let msg = text(&o);
    assert!(
        msg.contains("ptrtab_extern_main.c:15:52: warning: 'ptrtab_names' is a constant table of pointers defined in another file"),
        "{msg}"
    );
    let exe = link(&out, "ptrtab_extern", &[lib, obj], &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
    let mut cmd = Command::new(&exe);
    cmd.env("ACC_DEVICE_TYPE", "emul")
        .env("ACC_NUM_CORES", "2")
        .env("OXACC_EMUL_CHECK_POINTERS", "1");
    let o = run_with_limit(&mut cmd, Duration::from_secs(60)).expect("program timed out");
    let msg = text(&o);
    assert!(!o.status.success(), "ran with the check on:\n{msg}");
    for want in [
        "'ptrtab_names'",
        "ptrtab_extern_main.c:14",
        "read-only data",
    ] {
        assert!(msg.contains(want), "expected `{want}` in:\n{msg}");
    }
}

/// Routines of another file named like CUDA device functions that no C library has (`max`,
/// `min`, `rsqrtf`, `norm3d`): the calling file's kernel calls the program's routines (the
/// other file's registered device code), not CUDA's.
#[test]
fn routines_named_like_cuda_functions_are_the_programs() {
    if !selected("routines_named_like_cuda") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-cuda-names");
    let objs = [
        object(&out, "cuda_names_lib", true),
        object(&out, "cuda_names_main", true),
    ];
    let exe = link(&out, "cuda_names", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// The same with the routines' files in a static library: the objects the program pulls out
/// of the archive register their routines as well.
#[test]
fn routines_of_a_static_library_run_on_emul() {
    if !selected("routines_of_a_static_library") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-archive");
    let lib = [
        object(&out, "routines_lib", true),
        object(&out, "routines_lib2", true),
    ];
    let archive = out.join("libroutines.a");
    let st = Command::new("ar")
        .arg("rcs")
        .arg(&archive)
        .args(&lib)
        .status()
        .expect("ar runs");
    assert!(st.success(), "ar rcs failed");
    let main = object(&out, "routines_main", true);
    let libdir = format!("-L{}", out.display());
    let exe = link(&out, "routines_ar", &[main], &[&libdir, "-lroutines"]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A user's constructor running compute regions that call another file's routine and use its
/// `declare create` array, linked with its own file first: the other file's registration and
/// declare constructors must have run before it (their priorities), in either link order.
#[test]
fn user_constructors_see_other_files_routines_and_declares() {
    if !selected("user_constructors") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-ctor");
    let objs = [
        object(&out, "ctor_main", true),
        object(&out, "ctor_lib", true),
    ];
    for (name, order) in [("ctor_ab", [0, 1]), ("ctor_ba", [1, 0])] {
        let ordered: Vec<String> = order.iter().map(|&i| objs[i].clone()).collect();
        let exe = link(&out, name, &ordered, &[]);
        passes(&exe, "host");
        passes(&exe, "emul");
    }
}

/// A routine whose file has no device code for it: compiled without -acc (nothing registered),
/// or unsupported on the device (the file registers why). The host runs the program; on the
/// device the first launch stops it with the routine, the construct's file:line and the reason,
/// never a crash or a wrong result.
#[test]
fn routines_without_device_code_are_runtime_errors_naming_them() {
    if !selected("routines_without_device_code") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-missing");
    let plain = object(&out, "routines_lib", false);
    let main = object(&out, "missing_main", true);
    let exe = link(&out, "missing", &[main, plain], &[]);
    passes(&exe, "host");
    let o = run(&exe, "emul");
    let msg = text(&o);
    assert!(
        !o.status.success(),
        "ran on emul without device code:\n{msg}"
    );
    for want in [
        "acc_error_device_init",
        "missing_main.c:9",
        "calls routine 'sq' of another file, which has no device code",
        "compile the file that defines 'sq' with oxacc -acc",
    ] {
        assert!(msg.contains(want), "expected `{want}` in:\n{msg}");
    }
}

/// Routines of another file that use that file's `declare`d variables (a copyin scalar, a
/// create array written with atomics and updated back, a static const table), called from a
/// kernel that also uses its own file's static variable of one of those names: each module's
/// device pointer is bound to its own file's variable (before 2026-11-29 such routines had no
/// device code: a runtime error on the device).
#[test]
fn routines_using_their_files_globals_run_on_emul() {
    if !selected("routines_using_their_files_globals") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-global");
    let objs = [
        object(&out, "global_lib", true),
        object(&out, "global_main", true),
    ];
    let exe = link(&out, "global", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A variadic routine of another file is not linked: the construct's kernel is not
/// generated, with oxacc's warning at the call saying why (the region runs on the host).
#[test]
fn variadic_signature_keeps_the_host_only_warning() {
    if !selected("variadic_signature") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-variadic");
    let obj = out.join("variadic_main.o").display().to_string();
    let o = oxacc_ok(&["-acc", "-c", "variadic_main.c", "-o", &obj]);
    let msg = text(&o);
    assert!(
        msg.contains("variadic_main.c:14:16: warning: this compute region will run only on the host: a call of routine 'sumv' of another file, which is variadic"),
        "{msg}"
    );
}

/// Routines of other files whose names clash with the calling file's static functions (a
/// routine of a third file calls the other `scale10`; the other file's routine calls its own
/// static `helper`): one module holds them all, each under a name of its own (before
/// 2026-11-30 the module failed to load: two definitions of `__oxacc_f_scale10`).
#[test]
fn routines_named_like_the_callers_static_functions() {
    if !selected("routines_named_like_the_callers") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-clash");
    let objs: Vec<String> = ["clash_lib", "clash_lib2", "clash_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "clash", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// Routines of another file taking and returning structs, taking pointers to structs and
/// function pointers, and one with `bind`: linked into the calling file's kernel (before
/// 2026-11-30 the struct signatures made the construct host-only, and the bound routine was
/// a runtime error on the device). The compile prints no host-only warning; on emul the bound
/// routine runs its bind target.
#[test]
fn routines_with_struct_signatures_and_bind_run_on_emul() {
    if !selected("routines_with_struct_signatures") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-abi");
    let lib = object(&out, "abi_lib", true);
    let obj = out.join("abi_main.o").display().to_string();
    let o = oxacc_ok(&["-acc", "-gpu=cc90,noptx", "-c", "abi_main.c", "-o", &obj]);
    assert!(!text(&o).contains("warning"), "{}", text(&o));
    let exe = link(&out, "abi", &[lib, obj], &[]);
    let host = run(&exe, "host");
    assert!(host.status.success(), "{}", text(&host));
    assert_eq!(String::from_utf8_lossy(&host.stdout), "host\n");
    let emul = run(&exe, "emul");
    assert!(emul.status.success(), "{}", text(&emul));
    assert_eq!(String::from_utf8_lossy(&emul.stdout), "device\n");
}

/// Arrays of unknown size (`extern double g[];`, `extern struct S arr[];`) used in parallel,
/// kernels, serial and default(present) regions of one file, defined with `declare create` in
/// another: 2.6.2's implicit `copy` needs a size C does not give (2.7.1), so they are looked up
/// as present (nvc does the same); a section gives the size to data clauses and `update`.
/// Without a device copy (`h`), the launch stops with the not-present error naming it.
#[test]
fn extern_arrays_of_unknown_size_are_implicitly_present() {
    if !selected("extern_arrays_of_unknown_size") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-extern-array");
    let lib = object(&out, "extern_lib", true);
    let main = object(&out, "extern_main", true);
    let exe = link(&out, "extern_array", &[lib.clone(), main], &[]);
    passes(&exe, "host");
    passes(&exe, "emul");

    let absent = object(&out, "extern_absent_main", true);
    let exe = link(&out, "extern_absent", &[lib, absent], &[]);
    passes(&exe, "host");
    let o = run(&exe, "emul");
    let msg = text(&o);
    assert!(
        !o.status.success(),
        "ran on emul without h's device copy:\n{msg}"
    );
    for want in ["acc_error_not_present", "'h'", "extern_absent_main.c:8"] {
        assert!(msg.contains(want), "expected `{want}` in:\n{msg}");
    }
}

/// A header's `extern double gd[]; #pragma acc declare create(gd)` (2.13: extern variables may
/// appear in create) included by the file that defines gd after it and by one that only uses
/// it: the defining file creates the device copy with its definition's size (its constructor
/// comes after the definition), the other file's directive names that copy (no size there).
#[test]
fn declare_create_of_an_extern_array_of_unknown_size() {
    if !selected("declare_create_of_an_extern") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-extern-declare");
    let objs = [
        object(&out, "extern_decl_lib", true),
        object(&out, "extern_decl_main", true),
    ];
    let exe = link(&out, "extern_decl", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A mini SPEC SWIM in three files: the fields are file-scope arrays of known size declared
/// `extern` with `declare create` in a header (2.13) and defined in the main file, the kernels
/// (`parallel loop collapse(2)`, `kernels`, `serial`) in a second file, the periodic-index
/// `routine seq` in a third (2.15.1); checked against a plain-C run in the program.
#[test]
fn mini_swim_across_three_files() {
    if !selected("mini_swim") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-mini-swim");
    let objs: Vec<String> = ["mini_swim_util", "mini_swim_calc", "mini_swim_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "mini_swim", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// A mini NPB EP split as NPB is: randlc/vranlc `routine seq` in their own file (declared in a
/// header), called from a gang-vector loop of another with a thread-private batch array and
/// scalar and array reductions; the counts must match the host's bit for bit.
#[test]
fn mini_ep_with_the_generator_in_another_file() {
    if !selected("mini_ep") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-mini-ep");
    let objs: Vec<String> = ["mini_randdp", "mini_ep_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "mini_ep", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}

/// Lennard-Jones MD with cell lists in two files (apps10 hunt): a struct of arrays deep-copied
/// by `enter data` in the library's init function and attached (2.7.2), the pair potential a
/// `routine seq` and the per-cell force gather a `routine vector` of the library file, called
/// from the driver's gang loop over cells (2.15.1), cell slots by `atomic capture`; the forces
/// checked against an all-pairs host computation every few steps and the energy drift bounded.
#[test]
fn apps10_md_cells_with_routines_in_another_file() {
    if !selected("apps10_md") {
        return;
    }
    let out = testkit::scratch(env!("CARGO_TARGET_TMPDIR"), "multifile-apps10-md");
    let objs: Vec<String> = ["apps10_md_lib", "apps10_md_main"]
        .iter()
        .map(|n| object(&out, n, true))
        .collect();
    let exe = link(&out, "apps10_md", &objs, &[]);
    passes(&exe, "host");
    passes(&exe, "emul");
}
