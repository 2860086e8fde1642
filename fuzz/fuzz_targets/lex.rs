#![no_main]
//! The lexer never panics and always ends the stream with exactly one `Eof`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lexed = oxacc_syntax::lex(&text);
    assert_eq!(
        lexed
            .tokens
            .iter()
            .filter(|t| t.kind == oxacc_syntax::TokenKind::Eof)
            .count(),
        1
    );
    let map = oxacc_syntax::SourceMap::new(&text);
    for t in &lexed.tokens {
        let _ = map.lookup(t.span.start);
    }
});
