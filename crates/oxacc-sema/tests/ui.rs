//! UI tests of C errors: every `tests/ui/c/*.c` goes through parse → sema (the pipeline's
//! order: sema runs only when parsing succeeded) and the rendered diagnostics must equal the
//! `*.stderr` file next to it exactly. `OXACC_BLESS=1 cargo test -p oxacc-sema --test ui`
//! rewrites the `.stderr` files.

use oxacc_syntax::{render, Diagnostic, SourceMap};

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
    oxacc_testkit::check_ui("c", 25, true, run);
}
