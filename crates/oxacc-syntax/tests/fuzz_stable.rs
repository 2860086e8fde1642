//! A bounded, deterministic fuzz run on stable Rust: a few thousand inputs derived from a
//! fixed seed and the corpus (byte flips, truncation, range deletion/duplication, token
//! splicing, random token soup) go through lex + parse + print; nothing may panic, every
//! diagnostic and node span must lie inside the text (and nest, for inputs that parse
//! cleanly), and the printed text must parse without panic.
//! (`fuzz/` has the cargo-fuzz targets for open-ended runs.)

mod common;

use oxacc_syntax::{lex, parse, print_ast};
use std::path::Path;

/// xorshift64*: tiny, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const INTERESTING: &[u8] = b"(){}[];,*&#\"'\\\n:?.-+<>=!~^|%/ 0x1e_aZ\t\r@`$\x00\xff";

const SOUP: &[&str] = &[
    "int",
    "x",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "*",
    "typedef",
    "struct",
    "union",
    "enum",
    "=",
    "+",
    "?",
    ":",
    "...",
    "__attribute__",
    "((",
    "))",
    "sizeof",
    "_Generic",
    "__asm__",
    "goto",
    "&&",
    "case",
    "default",
    "if",
    "else",
    "for",
    "while",
    "do",
    "return",
    "\n#pragma acc parallel\n",
    "\n#define F(x, ...) x ## __VA_ARGS__ #x F\n",
    "\n#define T T(\n",
    "\n#undef F\n",
    "\n#pragma acc wait(F(T, 1) T F(\n",
    "\n#pragma omp for\n",
    "\n# 3 \"f.c\"\n",
    "'a'",
    "\"s\"",
    "1.5e3",
    "0x1p3",
    "_Static_assert",
    "__extension__",
    "({",
    "})",
    "->",
    ".",
    "static",
    "const",
    "T",
    "__builtin_offsetof",
    "__builtin_va_arg",
    "_Atomic",
    "__typeof__",
];

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut out: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out.push("typedef int T; T * x; int f(T T) { return T * 2; }".to_string());
    out.push("int a[] = { [0 ... 2] = 1, .x = 2 }; void g(void) { L: goto *&&L; }".to_string());
    out
}

/// One mutation of `input`.
fn mutate(rng: &mut Rng, input: &str, corpus: &[String]) -> String {
    let mut bytes = input.as_bytes().to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = bytes.len();
        match rng.below(7) {
            // Flip one byte to an interesting or random one.
            0 if len > 0 => {
                let i = rng.below(len);
                bytes[i] = if rng.below(3) == 0 {
                    rng.next() as u8
                } else {
                    INTERESTING[rng.below(INTERESTING.len())]
                };
            }
            // Truncate.
            1 => bytes.truncate(rng.below(len + 1)),
            // Delete a range.
            2 if len > 0 => {
                let a = rng.below(len);
                let b = (a + rng.below(64)).min(len);
                bytes.drain(a..b);
            }
            // Duplicate a range.
            3 if len > 0 => {
                let a = rng.below(len);
                let b = (a + rng.below(128)).min(len);
                let chunk = bytes[a..b].to_vec();
                let at = rng.below(len + 1);
                bytes.splice(at..at, chunk);
            }
            // Splice a token run from another corpus file.
            4 => {
                let other = &corpus[rng.below(corpus.len())];
                let toks = lex(other).tokens;
                if toks.len() > 1 {
                    let a = rng.below(toks.len() - 1);
                    let b = (a + 1 + rng.below(20)).min(toks.len() - 1);
                    let s = toks[a].span.start as usize;
                    let e = toks[b].span.start as usize;
                    if let Some(run) = other.get(s..e) {
                        let at = rng.below(len + 1);
                        bytes.splice(at..at, run.bytes());
                    }
                }
            }
            // Insert token soup.
            5 => {
                let at = rng.below(len + 1);
                let mut soup = String::new();
                for _ in 0..1 + rng.below(12) {
                    soup.push_str(SOUP[rng.below(SOUP.len())]);
                    soup.push(' ');
                }
                bytes.splice(at..at, soup.bytes());
            }
            // Deep nesting.
            _ => {
                let at = rng.below(len + 1);
                let open = ["(", "{", "[", "*", "-", "!"][rng.below(6)];
                let n = rng.below(400);
                bytes.splice(at..at, open.repeat(n).bytes());
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn check(input: &str) {
    let lexed = lex(input);
    assert!(matches!(
        lexed.tokens.last().map(|t| t.kind),
        Some(oxacc_syntax::TokenKind::Eof)
    ));
    let (ast, diags) = parse(input);
    for d in &diags {
        assert!(
            d.span.start <= d.span.end && d.span.end as usize <= input.len(),
            "diagnostic span {:?} outside the text ({} bytes): {}",
            d.span,
            input.len(),
            d.message
        );
    }
    let clean = !diags.iter().any(|d| d.is_error());
    common::check_ast("fuzz input", &ast, input.len(), clean);
    let map = oxacc_syntax::SourceMap::new(input);
    let _ = oxacc_syntax::render(&diags, &map, input);
    // Macro replacement in `#pragma acc` lines: spans inside its output text.
    let expanded = oxacc_syntax::expand_acc_pragmas(input);
    for d in &expanded.diagnostics {
        assert!(
            d.span.start <= d.span.end && d.span.end as usize <= expanded.text.len(),
            "macro diagnostic span {:?} outside the text: {}",
            d.span,
            d.message
        );
    }
    let printed = print_ast(&ast, input);
    let _ = parse(&printed);
    // The clause-parser entry points on arbitrary token runs (pragma bodies and slices of the
    // main stream), into the AST of the program as the acc crate does it.
    let mut ast = ast;
    for p in &lexed.pragmas {
        let _ = oxacc_syntax::parse_expr(&mut ast, input, &p.tokens, &|n| n == "T");
    }
    let toks = &lexed.tokens;
    let n = toks.len();
    for (a, b) in [(0, n / 3), (n / 3, n / 2), (n / 2, n)] {
        if let Some(run) = toks.get(a..b) {
            let (_, used, _) =
                oxacc_syntax::parse_expr_prefix(&mut ast, input, run, &|_| false, true);
            assert!(used <= run.len());
        }
    }
}

#[test]
fn mutated_inputs_never_panic() {
    let corpus = corpus();
    assert!(corpus.len() >= 3, "corpus missing");
    // OXACC_FUZZ_SEED and OXACC_FUZZ_ITERS widen the run locally; the default is what CI runs.
    let seed = std::env::var("OXACC_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_0A0C_C0DE_2026u64);
    let mut rng = Rng(seed | 1);
    let iterations = std::env::var("OXACC_FUZZ_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000usize);
    for i in 0..iterations {
        let base = &corpus[i % corpus.len()];
        let input = mutate(&mut rng, base, &corpus);
        let result = std::panic::catch_unwind(|| check(&input));
        if result.is_err() {
            let path = std::env::temp_dir().join(format!("oxacc-fuzz-crash-{i}.c"));
            let _ = std::fs::write(&path, &input);
            panic!("iteration {i} panicked; input saved to {}", path.display());
        }
    }
}

#[test]
fn random_bytes_and_soup_never_panic() {
    let mut rng = Rng(42);
    for _ in 0..1000 {
        let n = rng.below(200);
        let bytes: Vec<u8> = (0..n)
            .map(|_| INTERESTING[rng.below(INTERESTING.len())])
            .collect();
        check(&String::from_utf8_lossy(&bytes));
        let mut soup = String::new();
        for _ in 0..rng.below(60) {
            soup.push_str(SOUP[rng.below(SOUP.len())]);
            soup.push(' ');
        }
        check(&soup);
    }
}

/// Macro definitions and invocations in `#pragma acc` lines in every combination the soup
/// gives, deep nesting included: never a panic, never a stack overflow.
#[test]
fn macro_soup_never_panics() {
    const PIECES: &[&str] = &[
        "F",
        "G",
        "T",
        "(",
        ")",
        ",",
        "#",
        "##",
        "__VA_ARGS__",
        "__VA_OPT__",
        "x",
        "...",
        "1",
        "\"s\"",
        "'c'",
        "-",
        "__LINE__",
        "__COUNTER__",
    ];
    let mut rng = Rng(7);
    for _ in 0..2000 {
        let mut text = String::new();
        for _ in 0..1 + rng.below(4) {
            let name = ["F", "G", "T"][rng.below(3)];
            let params = ["", "(x)", "(x, ...)", "(...)", "(a, b)", "()"][rng.below(6)];
            text.push_str(&format!("#define {name}{params}"));
            for _ in 0..rng.below(8) {
                text.push(' ');
                text.push_str(PIECES[rng.below(PIECES.len())]);
            }
            text.push('\n');
        }
        text.push_str("#pragma acc wait(");
        for _ in 0..rng.below(30) {
            text.push_str(PIECES[rng.below(PIECES.len())]);
            text.push(' ');
        }
        text.push_str(")\n");
        check(&text);
    }
    let deep = format!(
        "#define F(x) x\n#pragma acc wait({}1{})\n",
        "F(".repeat(5000),
        ")".repeat(5000)
    );
    check(&deep);
}
