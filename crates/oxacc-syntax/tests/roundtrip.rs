//! Printer checks on the corpus: print → parse → print is a fixed point, the reprinted text
//! parses cleanly, and gcc accepts the printed C (so the printer keeps the meaning).

use oxacc_syntax::{parse, print_ast, render, SourceMap};
use std::path::Path;
use std::process::Command;

fn corpus(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn roundtrip(name: &str, text: &str) -> String {
    let (ast, diags) = parse(text);
    assert!(
        diags.is_empty(),
        "{name}:\n{}",
        render(&diags, &SourceMap::new(text), text)
    );
    let p1 = print_ast(&ast, text);
    let (ast2, diags2) = parse(&p1);
    assert!(
        diags2.is_empty(),
        "{name} reprinted:\n{}\n{p1}",
        render(&diags2, &SourceMap::new(&p1), &p1)
    );
    let p2 = print_ast(&ast2, &p1);
    assert_eq!(p1, p2, "{name}: print → parse → print differs");
    p1
}

fn gcc_accepts(name: &str, c: &str) {
    let dir = std::env::temp_dir().join(format!("oxacc-syntax-rt-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(name);
    std::fs::write(&file, c).expect("write");
    let out = Command::new("gcc")
        .args(["-fsyntax-only", "-w", "-fopenacc", "-fopenmp", "-std=gnu11"])
        .arg(&file)
        .output()
        .expect("gcc must be installed to run this test");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "gcc rejects the printed {name}:\n{}\n{c}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn features_corpus() {
    let text = corpus("features.c");
    let printed = roundtrip("features.c", &text);
    gcc_accepts("features.c", &text);
    gcc_accepts("features_printed.c", &printed);
}

#[test]
fn acc_corpus() {
    let text = corpus("acc.c");
    let printed = roundtrip("acc.c", &text);
    gcc_accepts("acc_printed.c", &printed);
}

#[test]
fn small_snippets() {
    for (i, src) in [
        "int x;",
        "int (*(*f)(int))[3];",
        "void (*signal(int, void (*)(int)))(int);",
        "void s(void) { int a = (1, 2), b = -(-1), c = !~3; }",
        "char *s = \"\\x12\" \"3\";",
        "long l = sizeof(int (*)[3]) + sizeof(void (*)(void));",
        "struct { int a; } s, *ps = &s; int y(void) { return (&s)->a + ps[0].a; }",
        "int f(void) { return (int)(long)(char)1; }",
        "int g(int *p) { return *p++ + (*p)++ + ++*p + -*p; }",
        "int h(int a, int b) { return a - (b - a) + (a + b) * (a - b) / (a % b); }",
        "int k(int a) { return a < 1 == a > 2 && (a || a) ? a : a ? 1 : 2; }",
        "void m(int a) { a = a += a -= 1; a = (a = 1) + 1; }",
        "double d = 1e300 * 1e300, e = 0x1p-1074;",
        "int q = 'ab' + '\\377' + L'\\x1234';",
    ]
    .iter()
    .enumerate()
    {
        let printed = roundtrip(&format!("snippet {i}"), src);
        gcc_accepts(&format!("snippet{i}.c"), &printed);
    }
}

/// Compiles `c` with gcc and runs it; `None` if gcc fails.
fn build_and_run(dir: &Path, name: &str, c: &str) -> Option<String> {
    let src = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    std::fs::write(&src, c).ok()?;
    let ok = Command::new("gcc")
        .args(["-w", "-fopenmp", "-x", "c"])
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .status()
        .ok()?
        .success();
    if !ok {
        return None;
    }
    let out = Command::new(&exe).output().ok()?;
    Some(format!(
        "{}\nexit: {:?}",
        String::from_utf8_lossy(&out.stdout),
        out.status.code()
    ))
}

#[test]
fn printed_lang_programs_behave_like_the_originals() {
    // The self-checking C programs of tests/lang, preprocessed, printed by us, compiled by gcc
    // and run: the output must equal that of the original (the printer keeps the meaning).
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lang");
    let Ok(rd) = std::fs::read_dir(&root) else {
        eprintln!("note: no tests/lang directory");
        return;
    };
    let mut files: Vec<_> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    let dir = std::env::temp_dir().join(format!("oxacc-syntax-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut compared = 0;
    for f in &files {
        let out = Command::new("gcc")
            .args(["-E", "-fopenmp"])
            .arg(f)
            .output()
            .expect("gcc");
        if !out.status.success() {
            continue;
        }
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let (ast, diags) = parse(&text);
        if diags.iter().any(|d| d.is_error()) {
            continue; // reported by tests/headers.rs
        }
        let printed = print_ast(&ast, &text);
        let Some(expected) = build_and_run(&dir, "orig", &text) else {
            continue;
        };
        let got = build_and_run(&dir, "printed", &printed)
            .unwrap_or_else(|| panic!("gcc rejects the printed {}", f.display()));
        assert_eq!(
            got,
            expected,
            "{} behaves differently once printed",
            f.display()
        );
        compared += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("compared {compared} programs");
}
