//! UI tests: every `tests/ui/acc/*.c` is run through parse → sema → acc::parse_all →
//! acc::type_directives → acc::check → acc::check_types (the pipeline's order), and
//! the rendered diagnostics must equal `*.stderr` exactly. `OXACC_BLESS=1 cargo test -p
//! oxacc-acc --test ui` rewrites the `.stderr` files.

use oxacc_syntax::{render, SourceMap};

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
    oxacc_testkit::check_ui("acc", 1, false, run);
}
