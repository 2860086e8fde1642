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

    // Best of N, in wall time and in CPU time of this thread (the latter is what to compare
    // on a shared, loaded machine; Linux only, from /proc/thread-self/schedstat).
    let best = |f: &dyn Fn()| {
        let mut wall = f64::INFINITY;
        let mut cpu = f64::INFINITY;
        for _ in 0..iterations {
            let c0 = thread_cpu_seconds();
            let t = Instant::now();
            f();
            wall = wall.min(t.elapsed().as_secs_f64());
            if let (Some(c0), Some(c1)) = (c0, thread_cpu_seconds()) {
                cpu = cpu.min(c1 - c0);
            }
        }
        (wall, cpu)
    };
    let report = |what: &str, (wall, cpu): (f64, f64)| {
        print!("{what} {:8.1} MB/s ({:.1} ms)", mb / wall, wall * 1e3);
        if cpu.is_finite() && cpu > 0.0 {
            print!(", CPU time: {:8.1} MB/s", mb / cpu);
        }
        println!();
    };
    report(
        "lex:        ",
        best(&|| {
            std::hint::black_box(oxacc_syntax::lex(std::hint::black_box(&text)));
        }),
    );
    report(
        "lex + parse:",
        best(&|| {
            std::hint::black_box(oxacc_syntax::parse(std::hint::black_box(&text)));
        }),
    );
}

/// CPU time consumed by the calling thread so far, in seconds.
fn thread_cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}
