//! Unit tests of the whole analysis on small programs.

use super::*;

fn analyze_src(src: &str) -> (Ast, Sema, Vec<Diagnostic>) {
    let (ast, pd) = oxacc_syntax::parse(src);
    assert!(pd.iter().all(|d| !d.is_error()), "parse errors: {pd:?}");
    let (sema, diags) = analyze(&ast, src);
    (ast, sema, diags)
}

fn errors(src: &str) -> Vec<String> {
    let (_, _, d) = analyze_src(src);
    d.into_iter().map(|d| d.message).collect()
}

#[test]
fn empty_program() {
    assert!(errors("").is_empty());
}
