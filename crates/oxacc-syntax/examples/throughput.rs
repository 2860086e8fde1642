//! Lexer and parser throughput on a preprocessed C file.
//!
//! ```text
//! gcc -E -fopenacc -fopenmp big.c -o big.i
//! cargo run --release -p oxacc-syntax --example throughput -- big.i [iterations]
//! ```
//!
//! Without a file it measures `tests/corpus/features.c` repeated to about 4 MB.

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let text = match args.next() {
        Some(path) => match std::fs::read(&path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(2);
            }
        },
        None => {
            let one = include_str!("../tests/corpus/features.c");
            one.repeat((4 << 20) / one.len() + 1)
        }
    };
    let iterations: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(5);
    let mb = text.len() as f64 / 1e6;

    // Warm up once (page faults, allocator) and report the size of the result.
    let lexed = oxacc_syntax::lex(&text);
    let (ast, diags) = oxacc_syntax::parse(&text);
    println!(
        "{:.2} MB, {} tokens, {} items, {} diagnostics",
        mb,
        lexed.tokens.len(),
        ast.items.len(),
        diags.len()
    );

    let best = |f: &dyn Fn()| {
        (0..iterations)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let lex_s = best(&|| {
        std::hint::black_box(oxacc_syntax::lex(std::hint::black_box(&text)));
    });
    let parse_s = best(&|| {
        std::hint::black_box(oxacc_syntax::parse(std::hint::black_box(&text)));
    });
    println!(
        "lex:         {:8.1} MB/s ({:.1} ms)",
        mb / lex_s,
        lex_s * 1e3
    );
    println!(
        "lex + parse: {:8.1} MB/s ({:.1} ms)",
        mb / parse_s,
        parse_s * 1e3
    );
}
