//! Every listed glibc header, preprocessed by the system gcc with `-fopenacc -fopenmp`,
//! parses with zero diagnostics, its node spans nest, and print → parse → print is a fixed
//! point on it.
//! Also SQLite's amalgamation when the libsqlite3-sys sources are in the cargo registry.

mod common;

use oxacc_syntax::{parse, print_ast, render, SourceMap};
use std::path::{Path, PathBuf};
use std::process::Command;

use oxacc_testkit::GLIBC_HEADERS as HEADERS;

/// `gcc -E -fopenacc -fopenmp` of `source` (a file path or `-` for stdin text).
fn preprocess(source: &str, stdin_text: Option<&str>, extra: &[&str]) -> String {
    use std::io::Write;
    let mut cmd = Command::new("gcc");
    cmd.args(["-E", "-fopenacc", "-fopenmp"]).args(extra);
    if stdin_text.is_some() {
        cmd.args(["-x", "c", "-"]);
    } else {
        cmd.arg(source);
    }
    cmd.stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().expect("gcc must be installed to run this test");
    if let Some(t) = stdin_text {
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(t.as_bytes()).expect("write to gcc");
    }
    let out = child.wait_with_output().expect("gcc");
    assert!(
        out.status.success(),
        "gcc -E failed for {source}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn check_clean(name: &str, text: &str) {
    let (ast, diags) = parse(text);
    if !diags.is_empty() {
        let map = SourceMap::new(text);
        panic!(
            "{name}: {} diagnostics:\n{}",
            diags.len(),
            render(&diags[..diags.len().min(20)], &map, text)
        );
    }
    common::check_ast(name, &ast, text.len(), true);
    let printed = print_ast(&ast, text);
    let (ast2, diags2) = parse(&printed);
    assert!(
        diags2.is_empty(),
        "{name}: reprinted text has diagnostics: {:?}",
        &diags2[..diags2.len().min(5)]
    );
    let printed2 = print_ast(&ast2, &printed);
    assert!(
        printed == printed2,
        "{name}: print → parse → print is not a fixed point"
    );
}

#[test]
fn every_glibc_header_parses_cleanly() {
    for h in HEADERS {
        let text = preprocess(h, Some(&format!("#include <{h}>\n")), &[]);
        check_clean(h, &text);
    }
}

#[test]
fn all_headers_together_with_gnu11_and_c11() {
    let src: String = HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    for std in ["-std=gnu11", "-std=c11", "-std=gnu17", "-std=gnu99"] {
        let text = preprocess("all headers", Some(&src), &[std]);
        check_clean(&format!("all headers {std}"), &text);
    }
    // Strict ISO mode: `asm` and `typeof` are not keywords, and glibc must not need them.
    for std in ["-std=c99", "-std=c11", "-std=c17"] {
        let text = preprocess("all headers", Some(&src), &[std]);
        let (_, diags) = oxacc_syntax::parse_with(&text, oxacc_syntax::Dialect::Iso);
        assert!(
            diags.is_empty(),
            "{std}: {:?}",
            &diags[..diags.len().min(3)]
        );
    }
    // As the driver preprocesses for its pipeline: `-dD` keeps every macro definition in the
    // text (the lexer skips them; `expand_acc_pragmas` reads them).
    let text = preprocess("all headers -dD", Some(&src), &["-dD"]);
    assert!(text.contains("\n#define "));
    check_clean("all headers -dD", &text);
    // With optimisation, glibc switches on inline versions of several functions.
    let text = preprocess("all headers -O2", Some(&src), &["-O2", "-D_GNU_SOURCE"]);
    check_clean("all headers -O2 -D_GNU_SOURCE", &text);
}

/// More system headers (POSIX, GNU, gcc's own, x86 intrinsics); those missing on this machine
/// are skipped, the others must parse cleanly.
const MORE_HEADERS: &[&str] = &[
    "sys/stat.h",
    "fcntl.h",
    "dirent.h",
    "sys/mman.h",
    "sys/socket.h",
    "netinet/in.h",
    "arpa/inet.h",
    "sys/wait.h",
    "poll.h",
    "sys/select.h",
    "termios.h",
    "dlfcn.h",
    "regex.h",
    "glob.h",
    "getopt.h",
    "sys/ioctl.h",
    "sys/resource.h",
    "sched.h",
    "semaphore.h",
    "iso646.h",
    "stdalign.h",
    "stdnoreturn.h",
    "threads.h",
    "uchar.h",
    "wctype.h",
    "search.h",
    "syslog.h",
    "netdb.h",
    "sys/utsname.h",
    "pwd.h",
    "grp.h",
    "libgen.h",
    "fnmatch.h",
    "malloc.h",
    "alloca.h",
    "byteswap.h",
    "endian.h",
    "err.h",
    "error.h",
    "execinfo.h",
    "ifaddrs.h",
    "langinfo.h",
    "link.h",
    "mntent.h",
    "omp.h",
    "openacc.h",
    "immintrin.h",
    "x86intrin.h",
];

#[test]
fn more_system_headers_parse_cleanly() {
    for h in MORE_HEADERS {
        let src = format!("#include <{h}>\n");
        let out = Command::new("gcc")
            .args([
                "-E",
                "-fopenacc",
                "-fopenmp",
                "-D_GNU_SOURCE",
                "-x",
                "c",
                "-",
            ])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                if let Some(mut i) = c.stdin.take() {
                    i.write_all(src.as_bytes())?;
                }
                c.wait_with_output()
            })
            .expect("gcc must be installed to run this test");
        if !out.status.success() {
            eprintln!("note: <{h}> is not available here");
            continue;
        }
        check_clean(h, &String::from_utf8_lossy(&out.stdout));
    }
}

fn find_sqlite() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("OXACC_BIG_C") {
        return Some(PathBuf::from(p));
    }
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| Path::new(&h).join(".cargo")))
        .ok()?;
    let src = home.join("registry").join("src");
    for index in std::fs::read_dir(src).ok()?.flatten() {
        for krate in std::fs::read_dir(index.path()).ok()?.flatten() {
            let name = krate.file_name();
            if name.to_string_lossy().starts_with("libsqlite3-sys-") {
                let p = krate.path().join("sqlite3").join("sqlite3.c");
                if p.exists() {
                    return Some(p);
                }
            }
        }
    }
    None
}

#[test]
fn big_real_world_file_parses_cleanly() {
    let Some(path) = find_sqlite() else {
        eprintln!("note: no sqlite3.c found (set OXACC_BIG_C=file.c); skipping");
        return;
    };
    let path = path.to_string_lossy().into_owned();
    let text = preprocess(&path, None, &[]);
    check_clean(&path, &text);
}

#[test]
fn gcc_pragma_output_becomes_directives() {
    // gcc -E turns `_Pragma` into `#pragma` lines (with line markers around them), expands
    // macros in `#pragma acc`, and joins continued lines.
    let src = "#define N 100\n#define DO_PRAGMA(x) _Pragma(#x)\nvoid f(float *a) {\n  DO_PRAGMA(acc parallel loop copy(a[0:N]))\n  for (int i = 0; i < N; i++) a[i] = 0;\n  _Pragma(\"omp parallel for\") for (int i = 0; i < N; i++) a[i] = 1;\n#pragma acc kernels copy(a[0:N]) \\\n    async(2)\n  a[0] = 3;\n#pragma acc wait\n}\n";
    let text = preprocess("pragmas", Some(src), &[]);
    let (ast, diags) = parse(&text);
    assert!(diags.is_empty(), "{diags:?}");
    let dirs: Vec<(String, bool)> = ast
        .directives
        .iter()
        .map(|(_, d)| {
            let body: Vec<&str> = d.tokens.iter().map(|t| t.text(&text)).collect();
            (body.join(" "), d.body.is_some())
        })
        .collect();
    assert_eq!(
        dirs,
        [
            ("parallel loop copy ( a [ 0 : 100 ] )".to_string(), true),
            ("parallel for".to_string(), true),
            (
                "kernels copy ( a [ 0 : 100 ] ) async ( 2 )".to_string(),
                true
            ),
            ("wait".to_string(), false),
        ]
    );
}

fn c_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            c_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "c") {
            out.push(p);
        }
    }
}

#[test]
fn project_c_programs_parse_without_errors() {
    // The repository's own C test programs (tests/lang, tests/api, ...): valid C, so no parse
    // errors (warnings such as implicit int are fine). Not the UI tests (a `.stderr` beside
    // them) nor the programs that must fail to compile (`expect-error` on their first line,
    // `expect: error` in tests/fuzz-found): their own tests check their diagnostics, parse
    // errors included.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    c_files(&root.join("tests"), &mut files);
    files.retain(|f| {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let first_line = text.lines().next().unwrap_or("");
        !f.with_extension("stderr").is_file()
            && !first_line.contains("expect-error")
            && !text.contains(" * expect: error")
    });
    let rt_include = root.join("crates/oxacc-rt/include");
    let mut parsed = 0;
    for f in &files {
        let dir = f.parent().unwrap_or(Path::new("."));
        let out = Command::new("gcc")
            .args(["-E", "-fopenacc", "-fopenmp"])
            .arg("-I")
            .arg(dir)
            .arg("-I")
            .arg(&rt_include)
            .arg(f)
            .output()
            .expect("gcc must be installed to run this test");
        if !out.status.success() {
            eprintln!("note: gcc -E fails on {}, not parsed", f.display());
            continue;
        }
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let (_, diags) = parse(&text);
        let errors: Vec<_> = diags.into_iter().filter(|d| d.is_error()).collect();
        assert!(
            errors.is_empty(),
            "{}:\n{}",
            f.display(),
            render(&errors, &SourceMap::new(&text), &text)
        );
        parsed += 1;
    }
    eprintln!("parsed {parsed} of {} project C files", files.len());
}
