//! The UI tests of `tests/ui/c` checked against gcc itself: every error and warning we print
//! for a file (`file:line:col: severity: message`) must be one gcc 12 prints for it too, with
//! the same position. Skipped if gcc is missing or is not gcc 12 (wording changes between
//! versions). Known differences are listed in `KNOWN`.

use std::path::Path;
use std::process::Command;

use oxacc_syntax::{Diagnostic, SourceMap};

/// (file, our line) pairs that differ from gcc on purpose or for a known reason.
const KNOWN: &[(&str, &str)] = &[
    // gcc 12 prints function types in this message with two spaces after each comma.
    (
        "conflicting_function_types.c",
        "3:8: error: conflicting types for 'area'; have 'double(int, int)'",
    ),
    // gcc locates this at the start of the statement.
    (
        "address_of_register.c",
        "4:12: error: address of register variable 'counter' requested",
    ),
    // gcc without -fopenacc implicitly declares gcc's OpenACC builtins (and fails at link
    // time); oxacc says it has no version of them.
    (
        "goacc_builtins.c",
        "7:11: error: '__builtin_goacc_parlevel_id' is a GCC OpenACC builtin that oxacc does not support (the position of a thread in the gang, worker and vector dimensions is not part of OpenACC 3.3)",
    ),
    (
        "goacc_builtins.c",
        "8:14: error: '__builtin_goacc_parlevel_size' is a GCC OpenACC builtin that oxacc does not support (the position of a thread in the gang, worker and vector dimensions is not part of OpenACC 3.3)",
    ),
];

fn gcc12() -> bool {
    Command::new("gcc")
        .arg("-dumpversion")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim().starts_with("12"))
}

#[test]
fn ui_messages_match_gcc() {
    if !gcc12() {
        eprintln!("note: gcc 12 not found; skipping");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ui/c");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/ui/c")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    let mut failures = String::new();
    let mut compared = 0;
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let text = std::fs::read_to_string(path).expect("readable");
        let (ast, mut diags) = oxacc_syntax::parse(&text);
        if diags.iter().any(Diagnostic::is_error) {
            continue;
        }
        let (_, sd) = oxacc_sema::analyze(&ast, &text);
        diags.extend(sd);
        let map = SourceMap::with_name(&text, &name);
        let out = Command::new("gcc")
            .args(["-std=gnu11", "-fsyntax-only", "-fdiagnostics-plain-output"])
            .arg(&name)
            .current_dir(&dir)
            .output()
            .expect("gcc runs");
        let gcc = String::from_utf8_lossy(&out.stderr)
            .replace(['\u{2018}', '\u{2019}'], "'")
            .lines()
            .map(|l| match l.rfind(" [-W") {
                Some(i) if l.ends_with(']') => l[..i].to_string(),
                _ => l.to_string(),
            })
            .collect::<Vec<_>>();
        for d in &diags {
            let loc = map.lookup(d.span.start);
            let sev = if d.is_error() { "error" } else { "warning" };
            let ours = format!("{}:{}: {sev}: {}", loc.line, loc.col, d.message);
            compared += 1;
            if KNOWN.contains(&(name.as_str(), ours.as_str())) {
                continue;
            }
            let full = format!("{name}:{ours}");
            if !gcc.contains(&full) {
                failures.push_str(&format!("{full}\n   gcc: {}\n", gcc.join("\n        ")));
            }
        }
    }
    eprintln!("{compared} diagnostics compared with gcc");
    assert!(failures.is_empty(), "differs from gcc:\n{failures}");
}
