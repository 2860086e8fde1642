//! UI tests: every `tests/ui/acc/*.c` is run through parse → sema → acc::parse_all →
//! acc::type_directives → acc::check → acc::check_types (the pipeline's order), and
//! the rendered diagnostics must equal `*.stderr` exactly. `OXACC_BLESS=1 cargo test -p
//! oxacc-acc --test ui` rewrites the `.stderr` files.

use std::fs;
use std::path::{Path, PathBuf};

use oxacc_syntax::{render, SourceMap};

fn ui_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ui/acc")
}

/// The diagnostics of one file, rendered as the driver prints them: C parse and sema errors
/// first, then the directive layer's (its C errors in clause arguments included), in source
/// order.
fn run(name: &str, text: &str) -> String {
    let (mut ast, mut diags) = oxacc_syntax::parse(text);
    let (mut sema, sema_diags) = oxacc_sema::analyze(&ast, text);
    diags.extend(sema_diags);
    let (_, acc) = oxacc_acc::analyze(&mut ast, text, &mut sema);
    diags.extend(acc);
    let map = SourceMap::with_name(text, name);
    render(&diags, &map, text)
}

#[test]
fn ui() {
    let bless = std::env::var_os("OXACC_BLESS").is_some();
    let mut files: Vec<PathBuf> = fs::read_dir(ui_dir())
        .expect("tests/ui/acc exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no UI tests found");
    let mut failures = Vec::new();
    for path in &files {
        let text = fs::read_to_string(path).expect("readable test file");
        let file_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let got = run(&format!("tests/ui/acc/{file_name}"), &text);
        let expected_path = path.with_extension("stderr");
        if bless {
            fs::write(&expected_path, &got).expect("writable .stderr");
            continue;
        }
        let expected = fs::read_to_string(&expected_path).unwrap_or_default();
        if got != expected {
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
