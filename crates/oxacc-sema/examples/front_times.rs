//! Times the front end (lex+parse, sema) on one preprocessed file: `front_times FILE.i [RUNS]`.
//! Prints the best wall time of each pass over RUNS runs and its throughput in MB/s.
//! With `FRONT_PARSE_ONLY` set, sema is skipped (for `perf stat` comparisons of one pass);
//! `FRONT_LEX_ONLY` times the lexer alone; with `FRONT_SEMA_ONLY` set, the file is parsed once and analysed RUNS times (profiling).

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: front_times FILE.i [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(10);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("front_times: {path}: {e}");
            std::process::exit(1);
        }
    };
    let mb = text.len() as f64 / 1e6;
    let (mut parse, mut sema, mut both) = (f64::MAX, f64::MAX, f64::MAX);
    if std::env::var_os("FRONT_LEX_ONLY").is_some() {
        let mut lex = f64::MAX;
        for _ in 0..runs {
            let t = Instant::now();
            drop(oxacc_syntax::lex(&text));
            lex = lex.min(t.elapsed().as_secs_f64());
        }
        println!("lex: {:8.4} s {:8.1} MB/s", lex, mb / lex);
        return;
    }
    if std::env::var_os("FRONT_SEMA_ONLY").is_some() {
        // For profiling sema alone: parse once, analyse RUNS times.
        let (ast, _) = oxacc_syntax::parse(&text);
        for _ in 0..runs {
            let t = Instant::now();
            drop(oxacc_sema::analyze(&ast, &text));
            sema = sema.min(t.elapsed().as_secs_f64());
        }
        println!("sema: {:8.4} s {:8.1} MB/s", sema, mb / sema);
        return;
    }
    for _ in 0..runs {
        let t = Instant::now();
        let (ast, _) = oxacc_syntax::parse(&text);
        let p = t.elapsed().as_secs_f64();
        let t = Instant::now();
        if std::env::var_os("FRONT_PARSE_ONLY").is_none() {
            drop(oxacc_sema::analyze(&ast, &text));
        }
        let s = t.elapsed().as_secs_f64();
        drop(ast);
        parse = parse.min(p);
        sema = sema.min(s);
        both = both.min(p + s);
    }
    println!("{mb:.2} MB, best of {runs}");
    for (name, s) in [("lex+parse", parse), ("sema", sema), ("front end", both)] {
        println!("{name:>10}: {:8.4} s {:8.1} MB/s", s, mb / s);
    }
}
