//! Span invariants the host writer relies on (it splices by byte range): every node's span
//! lies inside the text, and a node's span contains the spans of its sub-expressions and
//! sub-statements.

mod common;

use common::check_ast;
use oxacc_syntax::parse;
use std::path::Path;

#[test]
fn corpus_spans_nest() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    for name in ["features.c", "acc.c"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("corpus file");
        let (ast, diags) = parse(&text);
        assert!(diags.is_empty());
        check_ast(name, &ast, text.len(), true);
    }
}

#[test]
fn spans_stay_in_the_text_after_errors() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/broken.c"),
    )
    .expect("corpus file");
    let (ast, _) = parse(&text);
    check_ast("broken.c", &ast, text.len(), false);
}
