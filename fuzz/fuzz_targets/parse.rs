#![no_main]
//! Parsing never panics, diagnostics point inside the text, and the printed AST parses
//! without panicking.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (ast, diags) = oxacc_syntax::parse(&text);
    for d in &diags {
        assert!(d.span.start <= d.span.end && d.span.end as usize <= text.len());
    }
    let map = oxacc_syntax::SourceMap::new(&text);
    let _ = oxacc_syntax::render(&diags, &map, &text);
    let printed = oxacc_syntax::print_ast(&ast, &text);
    let _ = oxacc_syntax::parse(&printed);
});
