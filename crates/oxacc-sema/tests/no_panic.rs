//! Robustness: mutated C programs (lines dropped, bytes deleted, truncations) go through
//! parse + sema without panicking. Deterministic (a fixed xorshift seed); `OXACC_FUZZ_ITERS`
//! raises the number of mutants per input, `OXACC_FUZZ_DIR` adds inputs.

use std::path::Path;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut bytes: Vec<u8> = src.bytes().collect();
    match rng.below(4) {
        0 => {
            // Drop a few lines.
            let mut lines: Vec<&str> = src.lines().collect();
            for _ in 0..1 + rng.below(3) {
                if !lines.is_empty() {
                    let i = rng.below(lines.len());
                    lines.remove(i);
                }
            }
            return lines.join("\n");
        }
        1 => {
            for _ in 0..1 + rng.below(8) {
                if !bytes.is_empty() {
                    let i = rng.below(bytes.len());
                    bytes.remove(i);
                }
            }
        }
        2 => {
            let n = rng.below(bytes.len() + 1);
            bytes.truncate(n);
        }
        _ => {
            // Swap two lines.
            let mut lines: Vec<&str> = src.lines().collect();
            if lines.len() > 1 {
                let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                lines.swap(a, b);
            }
            return lines.join("\n");
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn mutated_programs_do_not_panic() {
    let iters: usize = std::env::var("OXACC_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut inputs = Vec::new();
    for sub in ["lang", "ui/c"] {
        if let Ok(d) = std::fs::read_dir(root.join(sub)) {
            for e in d.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "c") {
                    if let Ok(t) = std::fs::read_to_string(&p) {
                        // Without preprocessing: drop `#include` lines, keep the code.
                        let t: String = t
                            .lines()
                            .filter(|l| !l.trim_start().starts_with("#include"))
                            .map(|l| format!("{l}\n"))
                            .collect();
                        inputs.push(t);
                    }
                }
            }
        }
    }
    // Extra inputs (e.g. preprocessed `.i` files): `OXACC_FUZZ_DIR=dir`.
    if let Ok(dir) = std::env::var("OXACC_FUZZ_DIR") {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            if let Ok(t) = std::fs::read_to_string(e.path()) {
                inputs.push(t);
            }
        }
    }
    inputs.sort();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut runs = 0;
    for src in &inputs {
        for _ in 0..iters {
            let m = mutate(src, &mut rng);
            let (ast, _) = oxacc_syntax::parse(&m);
            let _ = oxacc_sema::analyze(&ast, &m);
            runs += 1;
        }
    }
    eprintln!("{runs} mutants analysed");
}
