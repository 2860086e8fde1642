//! Times each front-end pass on one preprocessed file: `pass_times FILE.i [RUNS]`.
//! Prints the best time of each pass over RUNS runs and its throughput in MB/s.

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: pass_times FILE.i [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(3);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("pass_times: {path}: {e}");
            std::process::exit(1);
        }
    };
    let mb = text.len() as f64 / 1e6;
    let (mut parse, mut sema, mut all) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..runs {
        let t = Instant::now();
        let (ast, _) = oxacc_syntax::parse(&text);
        parse = parse.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let _ = oxacc_sema::analyze(&ast, &text);
        sema = sema.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let out = oxacc_lower::pipeline::compile(&text, &Default::default());
        all = all.min(t.elapsed().as_secs_f64());
        assert!(out.host_c.is_some() || !out.diagnostics.is_empty());
    }
    println!("{mb:.2} MB, best of {runs}");
    for (name, s) in [
        ("lex+parse", parse),
        ("sema", sema),
        ("whole pipeline", all),
    ] {
        println!("{name:>15}: {:8.3} s {:8.1} MB/s", s, mb / s);
    }
}
