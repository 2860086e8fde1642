//! A bounded, deterministic fuzz test of the clause parser and the checks: mutated directive
//! lines (tokens dropped, repeated, swapped, replaced by other OpenACC words or punctuators,
//! lines cut short) must never make `parse_all` or `check` panic. The cargo-fuzz target (if
//! the workspace has `fuzz/`) explores further; this one runs in `cargo test`.

const SEEDS: &[&str] = &[
    "parallel loop gang(num: 4, dim: 1, static: *) worker(num: 2) vector(length: 32) collapse(force: 2) tile(*, 8)",
    "kernels copy(a[0:n][1:m-2]) copyin(readonly: b[:n], s.p[0:n], q->r[i]) copyout(zero: c[2:]) create(zero: d)",
    "parallel num_gangs(1, 2, 3) reduction(max: x) reduction(&&: y) private(i) firstprivate(j) default(none)",
    "data if(n > 0 ? 1 : 0) async(1) wait(devnum: 0: queues: 1, 2) device_type(nvidia, host) async dtype(*) wait",
    "enter data copyin(a[0:n]) create(b[0:n]) attach(p) if(x) async wait(1)",
    "exit data copyout(a[0:n]) delete(b) detach(p) finalize",
    "host_data use_device(a, b) if(1) if_present",
    "update self(a[0:n]) host(b) device(c[i:4]) if_present async(2) device_type(*) wait(1)",
    "wait(1, 2) async(3) if(n)",
    "cache(readonly: a[i:4], b[i])",
    "routine(f) gang(dim: 2) bind(\"g\") device_type(nvidia) vector nohost",
    "declare create(t) copyin(u) device_resident(v) link(w) deviceptr(p)",
    "init device_type(nvidia) device_num(0) if(1)",
    "set default_async(1) device_num(0) device_type(host)",
    "atomic capture",
    "serial loop seq independent auto private(i)",
    "parallel self(n) self pcopy(a) present_or_copyin(b) pcreate(c) no_create(d) present(e)",
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
    "?",
    "-",
    "->",
    ".",
    "0",
    "1",
    "n",
    "a",
    "\"s\"",
    "loop",
    "data",
    "gang",
    "num",
    "dim",
    "static",
    "readonly",
    "zero",
    "devnum",
    "queues",
    "force",
    "length",
    "device_type",
    "copy",
    "if",
    "default",
    "none",
    "seq",
    "max",
    "&&",
    "sizeof",
    "int",
    "{",
    "}",
    "'c'",
    "1.5",
    "wait",
    "async",
    "self",
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

fn run(directive: &str, with_types: bool) {
    // In a function, inside a loop of a compute region, so that the context checks run too.
    let src = format!(
        "struct S {{ float *p; }};\nvoid f(int n, float *a, float *b, struct S s, struct S *q) {{\n\
         #pragma acc parallel\n{{\nfor (int i = 0; i < n; i++) {{\n#pragma acc {directive}\n\
         for (int j = 0; j < n; j++) a[j] = b[j];\n}}\n}}\n}}\n#pragma acc {directive}\nvoid g(void);\n"
    );
    // Without sema (parse + syntactic checks) ...
    let (mut ast, _) = oxacc_syntax::parse(&src);
    let (dirs, mut diags) = oxacc_acc::parse_all(&mut ast, &src, &|_, _| false);
    diags.extend(oxacc_acc::check(&ast, &src, &dirs));
    // ... and (for some inputs, sema is the slow part) the whole layer with types.
    if with_types {
        let (mut ast2, _) = oxacc_syntax::parse(&src);
        let (mut sema, _) = oxacc_sema::analyze(&ast2, &src);
        let (_, typed) = oxacc_acc::analyze(&mut ast2, &src, &mut sema);
        diags.extend(typed);
    }
    for d in &diags {
        assert!(
            d.span.start <= d.span.end && d.span.end as usize <= src.len(),
            "span out of the text: {d:?}"
        );
    }
    let map = oxacc_syntax::SourceMap::new(&src);
    let _ = oxacc_syntax::render(&diags, &map, &src);
}

#[test]
fn mutated_directives_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for seed in SEEDS {
        run(seed, true);
        for i in 0..300 {
            let line = mutate(&mut rng, seed);
            let result = std::panic::catch_unwind(|| run(&line, i % 5 == 0));
            assert!(result.is_ok(), "panic on directive: #pragma acc {line}");
        }
    }
}
