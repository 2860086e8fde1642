//! A bounded, deterministic fuzz test of the OpenMP layer and its lowering: mutated
//! `#pragma omp` lines (tokens dropped, repeated, swapped, replaced by other OpenMP words or
//! punctuators, lines cut short), inside a function with a parallel region and loops, through
//! `pipeline::compile` with `-fopenmp`: never a panic, every diagnostic inside the text.

use oxacc_lower::pipeline::{compile, CompileOptions};

const SEEDS: &[&str] = &[
    "parallel for if(n > 1) num_threads(4) private(x) firstprivate(y) shared(a) default(shared) reduction(+: s) copyin(t) schedule(dynamic, 2) ordered lastprivate(z)",
    "parallel sections private(x) firstprivate(y) lastprivate(z) reduction(*: s) num_threads(2)",
    "for schedule(guided, 4) nowait reduction(&&: s) private(x)",
    "for schedule(runtime) ordered lastprivate(x, y)",
    "sections nowait firstprivate(x)",
    "single copyprivate(x) private(y)",
    "single nowait firstprivate(y)",
    "parallel default(none) shared(a, n) private(i, x) reduction(||: s)",
    "critical(name)",
    "atomic",
    "flush(x, y)",
    "ordered",
    "master",
    "barrier",
    "threadprivate(t)",
];

const WORDS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    "*",
    "+",
    "-",
    "&&",
    "||",
    "0",
    "1",
    "n",
    "a",
    "x",
    "s",
    "t",
    "for",
    "parallel",
    "sections",
    "section",
    "single",
    "static",
    "dynamic",
    "guided",
    "runtime",
    "nowait",
    "ordered",
    "private",
    "shared",
    "none",
    "default",
    "if",
    "reduction",
    "copyin",
    "copyprivate",
    "lastprivate",
    "num_threads",
    "schedule",
    "critical",
    "atomic",
    "{",
    "}",
    "1.5",
    "sizeof",
    "int",
];

/// xorshift64*: deterministic, so a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn words(line: &str) -> Vec<String> {
    // Split into rough tokens: punctuation apart, identifiers and numbers together.
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in line.chars() {
        if ch.is_alphanumeric() || ch == '_' || ch == '"' {
            cur.push(ch);
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn mutate(rng: &mut Rng, line: &str) -> String {
    let mut w = words(line);
    for _ in 0..=rng.below(4) {
        let i = rng.below(w.len() + 1);
        match rng.below(6) {
            0 if i < w.len() => {
                w.remove(i);
            }
            1 if i < w.len() => {
                let t = w[i].clone();
                w.insert(i, t);
            }
            2 if w.len() > 1 => {
                let j = rng.below(w.len());
                let k = rng.below(w.len());
                w.swap(j, k);
            }
            3 => w.truncate(i),
            _ => {
                let word = WORDS[rng.below(WORDS.len())].to_string();
                w.insert(i.min(w.len()), word);
            }
        }
    }
    w.join(" ")
}

fn run(directive: &str) {
    let src = format!(
        "int t;\n#pragma omp threadprivate(t)\n\
         void f(int n, float *a) {{\n int x = 0, y = 1, z = 2, i; double s = 0;\n\
         #pragma omp parallel\n{{\n#pragma omp {directive}\nfor (i = 0; i < n; i++) {{\n\
         #pragma omp {directive}\n{{ x++; s += a[i]; }}\n}}\n}}\n\
         #pragma omp {directive}\nfor (int j = 0; j < n; j++) a[j] = x + y + z;\n}}\n\
         #pragma omp {directive}\nvoid g(void);\n"
    );
    let out = compile(
        &src,
        &CompileOptions {
            openmp: true,
            ..Default::default()
        },
    );
    for d in &out.diagnostics {
        assert!(
            d.span.start <= d.span.end && d.span.end as usize <= src.len(),
            "span out of the text: {d:?}"
        );
    }
    let map = oxacc_syntax::SourceMap::new(&src);
    let _ = oxacc_syntax::render(&out.diagnostics, &map, &src);
}

#[test]
fn mutated_omp_directives_never_panic() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for seed in SEEDS {
        run(seed);
        for _ in 0..120 {
            let line = mutate(&mut rng, seed);
            let result = std::panic::catch_unwind(|| run(&line));
            assert!(result.is_ok(), "panic on directive: #pragma omp {line}");
        }
    }
}
