//! UI tests of C errors: every `tests/ui/c/*.c` goes through parse → sema (the pipeline's
//! order: sema runs only when parsing succeeded) and the rendered diagnostics must equal the
//! `*.stderr` file next to it exactly. `OXACC_BLESS=1 cargo test -p oxacc-sema --test ui`
//! rewrites the `.stderr` files.

use std::fs;
use std::path::{Path, PathBuf};

use oxacc_syntax::{render, Diagnostic, SourceMap};

fn ui_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ui/c")
}

fn run(name: &str, text: &str) -> String {
    let (ast, mut diags) = oxacc_syntax::parse(text);
    if !diags.iter().any(Diagnostic::is_error) {
        let (_sema, sd) = oxacc_sema::analyze(&ast, text);
        diags.extend(sd);
    }
    let map = SourceMap::with_name(text, name);
    render(&diags, &map, text)
}

#[test]
fn ui() {
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let mut files: Vec<PathBuf> = fs::read_dir(ui_dir())
        .expect("tests/ui/c exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 25, "expected at least 25 UI tests");
    let mut failures = Vec::new();
    for path in &files {
        let text = fs::read_to_string(path).expect("readable test file");
        let file_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let got = run(&format!("tests/ui/c/{file_name}"), &text);
        let expected_path = path.with_extension("stderr");
        if bless {
            fs::write(&expected_path, &got).expect("writable .stderr");
            continue;
        }
        let expected = fs::read_to_string(&expected_path).unwrap_or_default();
        if got.is_empty() {
            failures.push(format!("=== {file_name}: no diagnostics at all"));
        } else if got != expected {
            failures.push(format!(
                "=== {file_name}: expected ===\n{expected}=== got ===\n{got}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} UI tests differ (OXACC_BLESS=1 to update):\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
