//! Times each pass on one preprocessed file: `pass_times FILE.i [RUNS]`. Prints the best time
//! over RUNS runs and the throughput in MB/s of lex+parse, sema, the front end (both, best
//! run), and the whole oxacc pipeline (`pipeline::compile_preprocessed`: macros in `#pragma acc` lines, front end, directives, lowering,
//! host writer). `scripts/bench-frontend.sh` prints these lines.

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
    let (mut parse, mut sema, mut front, mut all) = (f64::MAX, f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..runs {
        let t = Instant::now();
        let (ast, _) = oxacc_syntax::parse(&text);
        let p = t.elapsed().as_secs_f64();
        parse = parse.min(p);
        let t = Instant::now();
        let _ = oxacc_sema::analyze(&ast, &text);
        let s = t.elapsed().as_secs_f64();
        sema = sema.min(s);
        front = front.min(p + s);
        let t = Instant::now();
        let out = oxacc_lower::pipeline::compile_preprocessed(&text, &Default::default());
        all = all.min(t.elapsed().as_secs_f64());
        if out.host_c.is_none() {
            eprintln!("pass_times: {path} has errors; the pipeline stopped early");
        }
    }
    println!("{mb:.2} MB, best of {runs}");
    for (name, s) in [
        ("lex+parse", parse),
        ("sema", sema),
        ("front end", front),
        ("whole pipeline", all),
    ] {
        println!("{name:>15}: {:8.3} s {:8.1} MB/s", s, mb / s);
    }
}
