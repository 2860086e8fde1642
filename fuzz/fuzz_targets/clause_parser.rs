#![no_main]
//! The OpenACC directive parser and checks never panic, and their diagnostics point inside the
//! text. The input is the text after `#pragma acc`; it is placed both inside a loop of a compute
//! region and at file scope so that the context checks run too.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let line: String = String::from_utf8_lossy(data)
        .chars()
        .map(|c| if c == '\n' || c == '\r' { ' ' } else { c })
        .collect();
    let text = format!(
        "void f(int n, float *a) {{\n#pragma acc parallel\n{{\nfor (int i = 0; i < n; i++) {{\n\
         #pragma acc {line}\nfor (int j = 0; j < n; j++) a[j] = 0;\n}}\n}}\n}}\n#pragma acc {line}\n\
         void g(void);\n"
    );
    let (mut ast, _) = oxacc_syntax::parse(&text);
    let (dirs, mut diags) = oxacc_acc::parse_all(&mut ast, &text, &|_, _| false);
    diags.extend(oxacc_acc::check(&ast, &text, &dirs));
    for d in &diags {
        assert!(d.span.start <= d.span.end && d.span.end as usize <= text.len());
    }
    let map = oxacc_syntax::SourceMap::new(&text);
    let _ = oxacc_syntax::render(&diags, &map, &text);
});
