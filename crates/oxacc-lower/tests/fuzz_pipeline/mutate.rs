//! The mutator: turns a seed into a variant by a few edits of its directives and of the
//! statements under them. Every edit is a byte-range replacement in the seed's preprocessed
//! text, computed from the seed's sites; the edits of one variant never overlap, so they apply
//! in any order (from the end of the text backwards).
//!
//! Directive edits draw clauses from the clause tables of `oxacc_acc::tables` (mostly clauses the
//! directive allows, sometimes any clause) with plausible arguments: variables in scope, whole
//! or as subarrays and members, small, huge, negative, floating and pointer "numbers". Statement
//! edits move or copy a pragma onto another statement, insert a new directive, wrap a statement
//! in braces or unwrap a block, put statements between nested loops, rewrite loop headers, and
//! insert branches out of constructs.

use oxacc_acc::ast::{AtomicKind, ClauseName, DirectiveName};
use oxacc_acc::tables;

use super::seeds::{Seed, Shape, SiteKind, StmtSite, Var};

/// splitmix64: small, fast, and good enough; a fixed seed gives the same inputs everywhere.
#[derive(Clone)]
pub struct Rng(u64);

impl Rng {
    /// The generator of input number `index` of a run with `seed`: each input is reproducible
    /// on its own, whatever the order in which the workers take them.
    pub fn for_input(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93));
        r.next();
        r
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u32) -> bool {
        (self.next() % 100) < u64::from(percent)
    }

    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> Option<&'a T> {
        if v.is_empty() {
            None
        } else {
            Some(&v[self.below(v.len())])
        }
    }
}

/// One replacement of `text[start..end]`.
#[derive(Clone, Debug)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub text: String,
}

/// A mutated seed: its text, and what was done (for the failure report).
pub struct Mutant {
    pub text: String,
    pub steps: Vec<String>,
}

/// Applies `edits` (non-overlapping) to `text`.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    // From the end backwards; at one offset, a replacement before an insertion, so that an
    // insertion "before the statement at p" lands before the statement's new text.
    sorted.sort_by(|a, b| b.start.cmp(&a.start).then(b.end.cmp(&a.end)));
    let mut out = text.to_string();
    for e in sorted {
        out.replace_range(e.start..e.end, &e.text);
    }
    out
}

fn overlaps(a: &Edit, b: &Edit) -> bool {
    if a.start == a.end && b.start == b.end {
        return false;
    }
    if a.start == a.end {
        return b.start < a.start && a.start < b.end;
    }
    if b.start == b.end {
        return a.start < b.start && b.start < a.end;
    }
    a.start < b.end && b.start < a.end
}

/// A mutant of `seed`: one to four edits.
pub fn mutate(seed: &Seed, rng: &mut Rng) -> Mutant {
    let mut edits: Vec<Edit> = Vec::new();
    let mut steps = Vec::new();
    let wanted = match rng.below(20) {
        0..=10 => 1,
        11..=15 => 2,
        16..=18 => 3,
        _ => 4,
    };
    let mut attempts = 0;
    while steps.len() < wanted && attempts < 40 {
        attempts += 1;
        let Some((new, what)) = one_mutation(seed, rng) else {
            continue;
        };
        if new.iter().any(|n| edits.iter().any(|e| overlaps(n, e)))
            || new.iter().enumerate().any(|(i, a)| {
                new.iter()
                    .enumerate()
                    .any(|(j, b)| i != j && overlaps(a, b))
            })
        {
            continue;
        }
        edits.extend(new);
        steps.push(what);
    }
    Mutant {
        text: apply(&seed.text, &edits),
        steps,
    }
}

fn line_of(seed: &Seed, offset: usize) -> u32 {
    seed.map.lookup(offset as u32).line
}

type Mutation = (Vec<Edit>, String);

fn one_mutation(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    // Weights: directive-line edits about half of the time, statement edits the rest.
    match rng.below(126) {
        120..=125 => file_scope_directive(seed, rng),
        0..=21 => clause_add(seed, rng),
        22..=29 => clause_drop(seed, rng),
        30..=35 => clause_dup(seed, rng),
        36..=40 => clause_swap(seed, rng),
        41..=49 => clause_args(seed, rng),
        50..=55 => directive_rename(seed, rng),
        56..=63 => move_pragma(seed, rng, true),
        64..=67 => move_pragma(seed, rng, false),
        68..=77 => insert_directive(seed, rng),
        78..=83 => wrap_braces(seed, rng),
        84..=89 => unwrap_braces(seed, rng),
        90..=96 => between_loops(seed, rng),
        97..=105 => loop_form(seed, rng),
        106..=113 => insert_statement(seed, rng),
        _ => delete_statement(seed, rng),
    }
}

// ---------------------------------------------------------------------------------------------
// Directive lines
// ---------------------------------------------------------------------------------------------

/// A `#pragma acc` line split into its directive name and its clauses (each clause is its text:
/// a name, optionally with a parenthesised argument).
#[derive(Clone, Debug)]
pub struct PragmaLine {
    pub name: String,
    pub clauses: Vec<String>,
}

impl PragmaLine {
    pub fn parse(line: &str) -> Option<PragmaLine> {
        let rest = line.trim_start().strip_prefix('#')?.trim_start();
        let rest = rest.strip_prefix("pragma")?.trim_start();
        let rest = rest.strip_prefix("acc")?;
        let mut items = items(rest);
        if items.is_empty() {
            return None;
        }
        let first = items.remove(0);
        let second = items.first().cloned().unwrap_or_default();
        let joined = matches!(
            (first.as_str(), second.as_str()),
            ("parallel" | "serial" | "kernels", "loop")
                | ("enter" | "exit", "data")
                | ("atomic", "read" | "write" | "update" | "capture")
        );
        let name = if joined {
            items.remove(0);
            format!("{first} {second}")
        } else {
            first
        };
        Some(PragmaLine {
            name,
            clauses: items,
        })
    }

    pub fn render(&self, rng: &mut Rng) -> String {
        let sep = if rng.chance(10) { ", " } else { " " };
        if self.clauses.is_empty() {
            format!("#pragma acc {}", self.name)
        } else {
            format!("#pragma acc {} {}", self.name, self.clauses.join(sep))
        }
    }

    pub fn directive(&self) -> Option<DirectiveName> {
        directive_name(&self.name)
    }
}

/// Splits clause text into items: `name`, `name(args)` (balanced), or a lone character.
fn items(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b',' {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            if j < b.len() && b[j] == b'(' {
                let mut depth = 0;
                i = j;
                while i < b.len() {
                    match b[i] {
                        b'(' => depth += 1,
                        b')' => {
                            depth -= 1;
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
            }
        } else {
            i += 1;
            while i < b.len() && !s.is_char_boundary(i) {
                i += 1;
            }
        }
        out.push(s[start..i].to_string());
    }
    out
}

pub fn directive_name(name: &str) -> Option<DirectiveName> {
    let base = name.split('(').next().unwrap_or("").trim();
    Some(match base {
        "parallel" => DirectiveName::Parallel,
        "serial" => DirectiveName::Serial,
        "kernels" => DirectiveName::Kernels,
        "data" => DirectiveName::Data,
        "enter data" => DirectiveName::EnterData,
        "exit data" => DirectiveName::ExitData,
        "host_data" => DirectiveName::HostData,
        "loop" => DirectiveName::Loop,
        "cache" => DirectiveName::Cache,
        "parallel loop" => DirectiveName::ParallelLoop,
        "serial loop" => DirectiveName::SerialLoop,
        "kernels loop" => DirectiveName::KernelsLoop,
        "atomic" | "atomic update" => DirectiveName::Atomic(AtomicKind::Update),
        "atomic read" => DirectiveName::Atomic(AtomicKind::Read),
        "atomic write" => DirectiveName::Atomic(AtomicKind::Write),
        "atomic capture" => DirectiveName::Atomic(AtomicKind::Capture),
        "declare" => DirectiveName::Declare,
        "init" => DirectiveName::Init,
        "shutdown" => DirectiveName::Shutdown,
        "set" => DirectiveName::Set,
        "update" => DirectiveName::Update,
        "wait" => DirectiveName::Wait,
        "routine" => DirectiveName::Routine,
        _ => return None,
    })
}

/// A directive of the seed with its parsed line.
fn pick_directive<'s>(seed: &'s Seed, rng: &mut Rng) -> Option<(usize, PragmaLine, &'s str)> {
    let i = rng.below(seed.directives.len());
    let d = seed.directives.get(i)?;
    let line = &seed.text[d.line.0..d.line.1];
    Some((i, PragmaLine::parse(line)?, line))
}

fn replace_line(seed: &Seed, i: usize, new: String, what: &str) -> Option<Mutation> {
    let d = &seed.directives[i];
    let old = &seed.text[d.line.0..d.line.1];
    let desc = format!(
        "line {}: {what}: `{}` -> `{}`",
        line_of(seed, d.line.0),
        old.trim(),
        new.trim()
    );
    Some((
        vec![Edit {
            start: d.line.0,
            end: d.line.1,
            text: new,
        }],
        desc,
    ))
}

fn clause_add(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    let dir = p.directive();
    let allowed: Vec<ClauseName> = match dir {
        Some(d) if !rng.chance(10) => tables::allowed_clauses(d),
        _ => ClauseName::ALL.to_vec(),
    };
    let c = *rng.pick(&allowed)?;
    let text = clause_text(rng, c, dir, &seed.directives[i].vars);
    let at = rng.below(p.clauses.len() + 1);
    p.clauses.insert(at, text);
    let new = p.render(rng);
    replace_line(seed, i, new, "clause added")
}

fn clause_drop(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    if p.clauses.is_empty() {
        return None;
    }
    let n = if rng.chance(15) { p.clauses.len() } else { 1 };
    for _ in 0..n {
        let k = rng.below(p.clauses.len());
        p.clauses.remove(k);
    }
    let new = p.render(rng);
    replace_line(seed, i, new, "clause dropped")
}

fn clause_dup(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    let c = rng.pick(&p.clauses)?.clone();
    let at = rng.below(p.clauses.len() + 1);
    p.clauses.insert(at, c);
    let new = p.render(rng);
    replace_line(seed, i, new, "clause duplicated")
}

fn clause_swap(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    if p.clauses.len() < 2 {
        return None;
    }
    let a = rng.below(p.clauses.len());
    let b = rng.below(p.clauses.len());
    if a == b {
        return None;
    }
    p.clauses.swap(a, b);
    let new = p.render(rng);
    replace_line(seed, i, new, "clauses swapped")
}

/// New arguments for a clause: regenerated, stripped, or one number made strange.
fn clause_args(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    let dir = p.directive();
    if p.clauses.is_empty() {
        return None;
    }
    let k = rng.below(p.clauses.len());
    let old = p.clauses[k].clone();
    let base = old.split('(').next().unwrap_or("").trim().to_string();
    let vars = &seed.directives[i].vars;
    p.clauses[k] = match rng.below(10) {
        0..=1 => base.clone(),
        2..=5 => match ClauseName::lookup(&base) {
            Some(c) => clause_text(rng, c, dir, vars),
            None => return None,
        },
        _ => {
            // Replace one integer literal of the clause by a strange number.
            let nums = number_ranges(&old);
            let &(s, e) = rng.pick(&nums)?;
            format!("{}{}{}", &old[..s], strange_int(rng, vars), &old[e..])
        }
    };
    if p.clauses[k] == old {
        return None;
    }
    let new = p.render(rng);
    replace_line(seed, i, new, "clause arguments changed")
}

/// The byte ranges of the integer literals in `s` (not parts of identifiers).
fn number_ranges(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
        } else if b[i].is_ascii_digit() {
            let s0 = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                i += 1;
            }
            out.push((s0, i));
        } else {
            i += 1;
        }
    }
    out
}

const DIRECTIVE_NAMES: &[&str] = &[
    "parallel",
    "serial",
    "kernels",
    "data",
    "enter data",
    "exit data",
    "host_data",
    "loop",
    "parallel loop",
    "serial loop",
    "kernels loop",
    "atomic",
    "atomic read",
    "atomic write",
    "atomic update",
    "atomic capture",
    "declare",
    "init",
    "shutdown",
    "set",
    "update",
    "wait",
    "routine",
];

fn directive_rename(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let (i, mut p, _) = pick_directive(seed, rng)?;
    let name = if rng.chance(3) {
        "paralel".to_string()
    } else if rng.chance(5) {
        format!("wait({})", int_expr(rng, &seed.directives[i].vars))
    } else if rng.chance(5) {
        let v = var_list(rng, &seed.directives[i].vars, Want::Any)?;
        format!("cache({v})")
    } else {
        rng.pick(DIRECTIVE_NAMES)?.to_string()
    };
    if name == p.name {
        return None;
    }
    p.name = name;
    let new = p.render(rng);
    replace_line(seed, i, new, "directive renamed")
}

// ---------------------------------------------------------------------------------------------
// Clause text
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq)]
enum Want {
    Any,
    /// Scalars for private/reduction (mostly).
    Scalar,
    Pointer,
}

/// The text of a clause `c` on `dir` with arguments drawn from `vars`.
pub fn clause_text(
    rng: &mut Rng,
    c: ClauseName,
    dir: Option<DirectiveName>,
    vars: &[Var],
) -> String {
    let name = clause_spelling(rng, c);
    let list = |rng: &mut Rng, want| var_list(rng, vars, want).unwrap_or_else(|| "x".into());
    match c {
        ClauseName::If => format!("{name}({})", cond(rng, vars)),
        ClauseName::SelfClause => {
            if dir == Some(DirectiveName::Update) {
                format!("{name}({})", list(rng, Want::Any))
            } else if rng.chance(50) {
                name
            } else {
                format!("{name}({})", cond(rng, vars))
            }
        }
        ClauseName::Async => {
            if rng.chance(30) {
                name
            } else {
                format!("{name}({})", int_expr(rng, vars))
            }
        }
        ClauseName::Wait => match rng.below(6) {
            0 | 1 => name,
            2 => format!(
                "{name}(devnum: {}: queues: {})",
                int_expr(rng, vars),
                int_list(rng, vars)
            ),
            3 => format!("{name}(queues: {})", int_list(rng, vars)),
            _ => format!("{name}({})", int_list(rng, vars)),
        },
        ClauseName::NumGangs => {
            if rng.chance(20) {
                format!("{name}({})", int_list(rng, vars))
            } else {
                format!("{name}({})", int_expr(rng, vars))
            }
        }
        ClauseName::NumWorkers
        | ClauseName::VectorLength
        | ClauseName::DeviceNum
        | ClauseName::DefaultAsync => {
            format!("{name}({})", int_expr(rng, vars))
        }
        ClauseName::DeviceType => {
            let types = [
                "*",
                "host",
                "nvidia",
                "multicore",
                "default",
                "radeon",
                "foo",
            ];
            let n = 1 + rng.below(2);
            let v: Vec<&str> = (0..n).filter_map(|_| rng.pick(&types).copied()).collect();
            format!("{name}({})", v.join(", "))
        }
        ClauseName::Private | ClauseName::Firstprivate => {
            format!("{name}({})", list(rng, Want::Scalar))
        }
        ClauseName::Reduction => {
            let ops = ["+", "*", "max", "min", "&", "|", "^", "&&", "||"];
            let op = rng.pick(&ops).copied().unwrap_or("+");
            format!("{name}({op}: {})", list(rng, Want::Scalar))
        }
        ClauseName::Copyin if rng.chance(15) => {
            format!("{name}(readonly: {})", list(rng, Want::Any))
        }
        ClauseName::Copyout | ClauseName::Create if rng.chance(15) => {
            format!("{name}(zero: {})", list(rng, Want::Any))
        }
        ClauseName::Copy
        | ClauseName::Copyin
        | ClauseName::Copyout
        | ClauseName::Create
        | ClauseName::NoCreate
        | ClauseName::Present
        | ClauseName::Delete
        | ClauseName::DeviceResident
        | ClauseName::Link
        | ClauseName::Host
        | ClauseName::Device => format!("{name}({})", list(rng, Want::Any)),
        ClauseName::Deviceptr | ClauseName::Attach | ClauseName::Detach | ClauseName::UseDevice => {
            format!("{name}({})", list(rng, Want::Pointer))
        }
        ClauseName::Default => {
            if rng.chance(50) {
                format!("{name}(none)")
            } else {
                format!("{name}(present)")
            }
        }
        ClauseName::Gang => match rng.below(8) {
            0..=2 => name,
            3 => format!("{name}({})", int_expr(rng, vars)),
            4 => format!("{name}(num: {})", int_expr(rng, vars)),
            5 => format!("{name}(static: *)"),
            6 => format!("{name}(static: {})", int_expr(rng, vars)),
            _ => format!("{name}(dim: {})", 1 + rng.below(3)),
        },
        ClauseName::Worker => match rng.below(3) {
            0 => name,
            1 => format!("{name}({})", int_expr(rng, vars)),
            _ => format!("{name}(num: {})", int_expr(rng, vars)),
        },
        ClauseName::Vector => match rng.below(3) {
            0 => name,
            1 => format!("{name}({})", int_expr(rng, vars)),
            _ => format!("{name}(length: {})", int_expr(rng, vars)),
        },
        ClauseName::Collapse => match rng.below(10) {
            0..=6 => format!("{name}({})", 1 + rng.below(3)),
            7 => format!("{name}(force: {})", 1 + rng.below(3)),
            _ => format!("{name}({})", int_expr(rng, vars)),
        },
        ClauseName::Tile => {
            let n = 1 + rng.below(3);
            let v: Vec<String> = (0..n)
                .map(|_| {
                    if rng.chance(20) {
                        "*".to_string()
                    } else if rng.chance(85) {
                        (1 << rng.below(6)).to_string()
                    } else {
                        int_expr(rng, vars)
                    }
                })
                .collect();
            format!("{name}({})", v.join(", "))
        }
        ClauseName::Bind => {
            if rng.chance(50) {
                format!("{name}(\"fz_device_name\")")
            } else {
                format!("{name}(fz_device_name)")
            }
        }
        ClauseName::Seq
        | ClauseName::Independent
        | ClauseName::Auto
        | ClauseName::IfPresent
        | ClauseName::Finalize
        | ClauseName::Nohost => name,
    }
}

/// The canonical spelling, sometimes an alias (2.4 `dtype`, the OpenACC 2.0 `p*` forms).
fn clause_spelling(rng: &mut Rng, c: ClauseName) -> String {
    let alias = match c {
        ClauseName::DeviceType => Some("dtype"),
        ClauseName::Copy => Some("pcopy"),
        ClauseName::Copyin => Some("present_or_copyin"),
        ClauseName::Copyout => Some("pcopyout"),
        ClauseName::Create => Some("pcreate"),
        _ => None,
    };
    match alias {
        Some(a) if rng.chance(8) => a.to_string(),
        _ => c.as_str().to_string(),
    }
}

fn int_list(rng: &mut Rng, vars: &[Var]) -> String {
    let n = 1 + rng.below(3);
    (0..n)
        .map(|_| int_expr(rng, vars))
        .collect::<Vec<_>>()
        .join(", ")
}

fn vars_of(vars: &[Var], f: impl Fn(&Shape) -> bool) -> Vec<&Var> {
    vars.iter().filter(|v| f(&v.shape)).collect()
}

/// An integer argument: mostly small constants and integer variables, sometimes strange.
fn int_expr(rng: &mut Rng, vars: &[Var]) -> String {
    let ints = vars_of(vars, |s| matches!(s, Shape::Int));
    match rng.below(100) {
        0..=54 => rng
            .pick(&["1", "2", "3", "4", "8", "16", "32", "64", "128", "256", "0"])
            .map(|s| s.to_string())
            .unwrap_or_default(),
        55..=74 => match rng.pick(&ints) {
            Some(v) => match rng.below(4) {
                0 => format!("{} + 1", v.name),
                1 => format!("{} / 2", v.name),
                _ => v.name.clone(),
            },
            None => "4".to_string(),
        },
        75..=84 => rng
            .pick(&[
                "2 * 4",
                "sizeof(int)",
                "(int)4.0",
                "1 << 3",
                "(4)",
                "4u",
                "4L",
            ])
            .map(|s| s.to_string())
            .unwrap_or_default(),
        _ => strange_int(rng, vars),
    }
}

/// A "number" a user might get wrong: huge, negative, floating, a character, a pointer.
fn strange_int(rng: &mut Rng, vars: &[Var]) -> String {
    let ptrs = vars_of(vars, |s| matches!(s, Shape::Ptr | Shape::OpaquePtr));
    let floats = vars_of(vars, |s| matches!(s, Shape::Float));
    match rng.below(25) {
        // A call with no arguments and parenthesised values: bounds the lowering once
        // mangled (a subarray bound `f()` lost its `()`, 2026-11-28).
        22 => "__builtin_LINE()".into(),
        23 => "((int)sizeof(char))".into(),
        24 => "(1)".into(),
        0 => "2147483648".into(),
        1 => "4294967296".into(),
        2 => "9223372036854775807".into(),
        3 => "18446744073709551615u".into(),
        4 => "99999999999999999999".into(),
        5 => "-1".into(),
        6 => "-2147483647 - 1".into(),
        7 => "1.5".into(),
        8 => "1e3".into(),
        9 => "2.0f".into(),
        10 => "'a'".into(),
        11 => "0x7fffffff".into(),
        12 => "(char)300".into(),
        13 => "\"s\"".into(),
        14 => "(void *)0".into(),
        15 => "0".into(),
        16 => "-0".into(),
        17 => "(1, 2)".into(),
        18 => rng.pick(&ptrs).map_or("1.0".into(), |v| v.name.clone()),
        19 => rng.pick(&floats).map_or("0.5".into(), |v| v.name.clone()),
        20 => "1ULL << 40".into(),
        _ => "2147483647".into(),
    }
}

/// A condition for `if`/`self`.
fn cond(rng: &mut Rng, vars: &[Var]) -> String {
    let any: Vec<&Var> = vars
        .iter()
        .filter(|v| !matches!(v.shape, Shape::Record(_) | Shape::Other))
        .collect();
    match rng.below(10) {
        0 => "1".into(),
        1 => "0".into(),
        2 => "1.5".into(),
        3..=6 => match rng.pick(&any) {
            Some(v) => {
                if rng.chance(50) {
                    v.name.clone()
                } else {
                    format!("{} != 0", v.name)
                }
            }
            None => "1".into(),
        },
        7 => format!("{} > 0", int_expr(rng, vars)),
        8 => "\"s\"".into(),
        _ => format!("{} && {}", int_expr(rng, vars), int_expr(rng, vars)),
    }
}

/// One to three variable references for a clause.
fn var_list(rng: &mut Rng, vars: &[Var], want: Want) -> Option<String> {
    let n = 1 + if rng.chance(30) { rng.below(3) } else { 0 };
    let v: Vec<String> = (0..n).filter_map(|_| var_ref(rng, vars, want)).collect();
    if v.is_empty() {
        None
    } else {
        Some(v.join(", "))
    }
}

fn var_ref(rng: &mut Rng, vars: &[Var], want: Want) -> Option<String> {
    let preferred: Vec<&Var> = match want {
        Want::Any => vars.iter().collect(),
        Want::Scalar => vars_of(vars, |s| matches!(s, Shape::Int | Shape::Float)),
        Want::Pointer => vars_of(vars, |s| {
            matches!(s, Shape::Ptr | Shape::OpaquePtr | Shape::RecordPtr(_))
        }),
    };
    // Sometimes anything in scope, whatever the clause prefers.
    let v = if preferred.is_empty() || rng.chance(10) {
        rng.pick(vars)?
    } else {
        rng.pick(&preferred)?
    };
    Some(shaped_ref(rng, &v.name, &v.shape, vars, want))
}

/// A reference to variable `name`: whole, a subarray, an element, a member.
fn shaped_ref(rng: &mut Rng, name: &str, shape: &Shape, vars: &[Var], want: Want) -> String {
    let plain = want != Want::Any || rng.chance(35);
    match shape {
        Shape::Ptr if !plain || rng.chance(20) => {
            let len = bound(rng, vars, None);
            match rng.below(4) {
                0 => format!("{name}[:{len}]"),
                _ => format!("{name}[{}:{len}]", small(rng, None)),
            }
        }
        Shape::Array(dims) if !plain => {
            let mut s = name.to_string();
            let k = 1 + rng.below(dims.len());
            for (i, d) in dims.iter().take(k).enumerate() {
                if i + 1 < k && rng.chance(30) {
                    s.push_str(&format!("[{}]", small(rng, *d)));
                } else if rng.chance(10) {
                    s.push_str("[:]");
                } else {
                    let lo = small(rng, *d);
                    let len = bound(
                        rng,
                        vars,
                        d.map(|d| d.saturating_sub(lo.parse().unwrap_or(0))),
                    );
                    s.push_str(&format!("[{lo}:{len}]"));
                }
            }
            s
        }
        Shape::Record(members) if !plain || rng.chance(30) => match rng.pick(members) {
            Some((m, ms)) => shaped_ref(rng, &format!("{name}.{m}"), ms, vars, Want::Any),
            None => name.to_string(),
        },
        Shape::RecordPtr(members) if !plain || rng.chance(20) => {
            if rng.chance(30) {
                format!("{name}[0:1]")
            } else {
                match rng.pick(members) {
                    Some((m, ms)) => shaped_ref(rng, &format!("{name}->{m}"), ms, vars, Want::Any),
                    None => name.to_string(),
                }
            }
        }
        _ => name.to_string(),
    }
}

/// A small start index below `extent` (when known).
fn small(rng: &mut Rng, extent: Option<u64>) -> String {
    match extent {
        Some(n) if n > 0 && rng.chance(90) => rng.below(n.min(4) as usize).to_string(),
        _ => rng.below(3).to_string(),
    }
}

/// A subarray length: within `room` when known, else a constant or an integer variable;
/// sometimes out of range or strange.
fn bound(rng: &mut Rng, vars: &[Var], room: Option<u64>) -> String {
    if rng.chance(8) {
        return strange_int(rng, vars);
    }
    match room {
        Some(r) if r > 0 && rng.chance(85) => (1 + rng.below(r as usize)).to_string(),
        _ => {
            let ints = vars_of(vars, |s| matches!(s, Shape::Int));
            match rng.pick(&ints) {
                Some(v) if rng.chance(60) => v.name.clone(),
                _ => (1 + rng.below(8)).to_string(),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

fn pick_stmt<'s>(
    seed: &'s Seed,
    rng: &mut Rng,
    f: impl Fn(&StmtSite) -> bool,
) -> Option<&'s StmtSite> {
    let v: Vec<&StmtSite> = seed.stmts.iter().filter(|s| f(s)).collect();
    rng.pick(&v).copied()
}

/// The text inserted before a statement: on its own lines, so a pragma stays a line.
fn before(text: &str) -> String {
    format!("\n{text}\n")
}

fn move_pragma(seed: &Seed, rng: &mut Rng, delete: bool) -> Option<Mutation> {
    let i = rng.below(seed.directives.len());
    let d = seed.directives.get(i)?;
    let func = d.func?;
    let same_fn = rng.chance(80);
    let line = seed.text[d.line.0..d.line.1].to_string();
    // A loop directive mostly onto another loop.
    let want_loop = line.contains("loop") && rng.chance(70);
    let target = pick_stmt(seed, rng, |s| {
        (!same_fn || s.func == func) && (!want_loop || matches!(s.kind, SiteKind::For(_)))
    })?;
    if target.span.0 == d.line.0 {
        return None;
    }
    let mut edits = vec![Edit {
        start: target.span.0,
        end: target.span.0,
        text: before(&line),
    }];
    if delete {
        // The line and its newline.
        let end = (d.line.1 + 1).min(seed.text.len());
        edits.push(Edit {
            start: d.line.0,
            end,
            text: String::new(),
        });
    }
    let desc = format!(
        "line {}: `{}` {} onto the statement of line {}",
        line_of(seed, d.line.0),
        line.trim(),
        if delete { "moved" } else { "copied" },
        line_of(seed, target.span.0)
    );
    Some((edits, desc))
}

/// A directive made up for a statement: a loop construct for a loop mostly, anything else
/// sometimes, with a few clauses it allows.
fn made_up_directive(rng: &mut Rng, site: &StmtSite) -> String {
    let is_loop = matches!(site.kind, SiteKind::For(_));
    let name = if is_loop && rng.chance(70) {
        rng.pick(&[
            "loop",
            "parallel loop",
            "kernels loop",
            "serial loop",
            "loop",
            "loop",
        ])
        .copied()
        .unwrap_or("loop")
    } else {
        // Not a loop: mostly directives that do not need one.
        let names: Vec<&str> = DIRECTIVE_NAMES
            .iter()
            .copied()
            .filter(|n| is_loop || !n.ends_with("loop") || rng.chance(15))
            .collect();
        rng.pick(&names).copied().unwrap_or("parallel")
    };
    let mut line = PragmaLine {
        name: name.to_string(),
        clauses: Vec::new(),
    };
    if let Some(dir) = line.directive() {
        let allowed = tables::allowed_clauses(dir);
        for _ in 0..rng.below(4) {
            if let Some(&c) = rng.pick(&allowed) {
                line.clauses
                    .push(clause_text(rng, c, Some(dir), &site.vars));
            }
        }
    }
    line.render(rng)
}

fn insert_directive(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let prefer_loop = rng.chance(60);
    let not_body = rng.chance(80);
    let site = pick_stmt(seed, rng, |s| {
        (!prefer_loop || matches!(s.kind, SiteKind::For(_))) && !(not_body && s.dir_body)
    })?;
    let line = made_up_directive(rng, site);
    let desc = format!(
        "line {}: `{line}` inserted before the statement",
        line_of(seed, site.span.0)
    );
    Some((
        vec![Edit {
            start: site.span.0,
            end: site.span.0,
            text: before(&line),
        }],
        desc,
    ))
}

/// A `routine` or `declare` directive before a function definition (file scope), with clauses
/// drawn from its table and the globals declared so far.
fn file_scope_directive(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let f = rng.pick(&seed.functions)?;
    let mut name = *rng.pick(&["routine", "routine", "declare", "declare", "routine(main)"])?;
    if f.globals.is_empty() {
        // Nothing to declare.
        name = "routine";
    }
    let mut line = PragmaLine {
        name: name.to_string(),
        clauses: Vec::new(),
    };
    let dir = line.directive()?;
    let allowed = tables::allowed_clauses(dir);
    for _ in 0..1 + rng.below(2) {
        if let Some(&c) = rng.pick(&allowed) {
            line.clauses
                .push(clause_text(rng, c, Some(dir), &f.globals));
        }
    }
    let text = line.render(rng);
    let desc = format!(
        "line {}: `{text}` inserted before the function",
        line_of(seed, f.start)
    );
    Some((
        vec![Edit {
            start: f.start,
            end: f.start,
            text: before(&text),
        }],
        desc,
    ))
}

fn wrap_braces(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    // Mostly the bodies of directives (the statement the construct owns).
    let site = if rng.chance(60) {
        // A loop in braces under a loop directive is always rejected: less often.
        let loops_too = rng.chance(30);
        let bodies: Vec<usize> = seed
            .directives
            .iter()
            .filter_map(|d| d.body)
            .filter(|&b| loops_too || !matches!(seed.stmts[b].kind, SiteKind::For(_)))
            .collect();
        &seed.stmts[*rng.pick(&bodies)?]
    } else {
        pick_stmt(seed, rng, |_| true)?
    };
    let desc = format!(
        "line {}: statement wrapped in braces",
        line_of(seed, site.span.0)
    );
    Some((
        vec![
            Edit {
                start: site.span.0,
                end: site.span.0,
                text: "{\n".into(),
            },
            Edit {
                start: site.span.1,
                end: site.span.1,
                text: "\n}".into(),
            },
        ],
        desc,
    ))
}

fn unwrap_braces(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let site = pick_stmt(seed, rng, |s| matches!(s.kind, SiteKind::Block { .. }))?;
    let SiteKind::Block { items, .. } = site.kind else {
        return None;
    };
    let (s, e) = site.span;
    let desc = format!(
        "line {}: braces of a block of {items} item(s) removed",
        line_of(seed, s)
    );
    let close = e.checked_sub(1)?;
    if seed.text.as_bytes().get(s) != Some(&b'{') || seed.text.as_bytes().get(close) != Some(&b'}')
    {
        return None;
    }
    Some((
        vec![
            Edit {
                start: s,
                end: s + 1,
                text: if items == 0 { ";".into() } else { " ".into() },
            },
            Edit {
                start: close,
                end: e,
                text: " ".into(),
            },
        ],
        desc,
    ))
}

/// A statement to put somewhere: plain code, a declaration, a nested loop, a branch.
fn filler(rng: &mut Rng, site: &StmtSite, seed: &Seed, branches: bool) -> String {
    let ints = vars_of(&site.vars, |s| matches!(s, Shape::Int));
    let returns_void = seed
        .functions
        .get(site.func)
        .is_some_and(|f| f.returns_void);
    // A third of the fillers are the C that users write inside and around compute regions
    // (`c_context`): the invariant must hold for it as for the directives.
    if rng.chance(35) {
        return c_context(rng, site);
    }
    let n = if branches { 12 } else { 8 };
    match rng.below(n) {
        0 => ";".into(),
        1 => "{ }".into(),
        2 => "int fz_t = 0; (void)fz_t;".into(),
        3 => match rng.pick(&ints) {
            Some(v) => format!("{0} = {0};", v.name),
            None => "(void)0;".into(),
        },
        4 => "(void)0;".into(),
        5 => "for (int fz_k = 0; fz_k < 4; fz_k++) ;".into(),
        6 => "\n#pragma acc loop\nfor (int fz_k = 0; fz_k < 4; fz_k++) ;\n".into(),
        7 => match rng.pick(&ints) {
            Some(v) => format!("if ({0} > 1000000) {0}++;", v.name),
            None => "if (0) ;".into(),
        },
        8 => "break;".into(),
        9 => "continue;".into(),
        10 => {
            if returns_void {
                "return;".into()
            } else {
                "return 0;".into()
            }
        }
        _ => "goto fz_out;".into(),
    }
}

/// A statement of C that compute regions meet in users' programs, reading and writing an
/// integer (`V`) or floating (`F`) variable in scope: typedefs of pointers, arrays, function
/// pointers and structs, qualifiers in every position, unions, bit-fields, enums, anonymous
/// members, compound literals, designated initializers, statement expressions, `typeof`,
/// `_Generic`, mixed ternaries and commas, shifts, VLAs, static locals, string literals, labels
/// and `goto`, `switch` with fallthrough, `long double`, `_Complex`, `__int128`, and names that
/// the generated CUDA or C must not take for its own (`blockIdx`, `min`, `dim3`, `half`, C++
/// keywords). Each is valid C where `V`/`F` are assignable; labels get a fresh name.
fn c_context(rng: &mut Rng, site: &StmtSite) -> String {
    let ints = vars_of(&site.vars, |s| matches!(s, Shape::Int));
    let floats = vars_of(&site.vars, |s| matches!(s, Shape::Float));
    let ptrs = vars_of(&site.vars, |s| matches!(s, Shape::Ptr));
    let tag = rng.below(1_000_000);
    let v = match rng.pick(&ints) {
        Some(v) => v.name.clone(),
        None => return "{ typedef int fz_i; fz_i fz_x = (fz_i){ 3 }; (void)fz_x; }".into(),
    };
    if let Some(f) = rng.pick(&floats).map(|f| f.name.clone()) {
        if rng.chance(25) {
            return match rng.below(5) {
                0 => format!("{{ long double fz_ld = {f}; {f} = (__typeof__({f}))(fz_ld * 1.0L); }}"),
                1 => format!("{{ double _Complex fz_z = {f} + 0.0 * 1.0i; {f} = (__typeof__({f}))__real__ fz_z; }}"),
                2 => format!("{f} = _Generic({f}, float: {f} * 1.0f, double: {f} * 1.0, default: {f});"),
                3 => format!("{f} = {v} > 1000000 ? (float){f} : {f} + 0;"),
                _ => format!("{{ const volatile __typeof__({f}) fz_c = {f}; {f} = fz_c; }}"),
            };
        }
    }
    if let Some(p) = rng.pick(&ptrs).map(|p| p.name.clone()) {
        if rng.chance(20) {
            return match rng.below(3) {
                0 => format!("{{ typedef __typeof__({p}) fz_pt; fz_pt const restrict fz_q = {p}; (void)fz_q; }}"),
                1 => format!("{{ __typeof__(*{p}) *volatile fz_q = {p}; {v} += (int)(fz_q == {p}) - 1; }}"),
                _ => format!("{{ {v} += (int)(sizeof(*{p}) / sizeof(*{p})) - 1; }}"),
            };
        }
    }
    match rng.below(26) {
        0 => format!("{{ typedef __typeof__({v}) fz_T; const fz_T fz_v = {v}; {v} = (fz_T)fz_v; }}"),
        1 => format!("{{ const volatile int fz_c = (int)sizeof({v}) + (int)_Alignof(__typeof__({v})); {v} += fz_c - fz_c; }}"),
        2 => format!("{{ union {{ int i; float f; unsigned char c[4]; }} fz_u = {{ .i = 1 }}; {v} += fz_u.i - 1; }}"),
        3 => format!("{{ struct {{ unsigned a : 3; int : 0; signed b : 4; }} fz_b = {{ 1, -1 }}; fz_b.a++; {v} += fz_b.a + fz_b.b - 1; }}"),
        4 => format!("{{ enum {{ FZ_A{tag} = 1, FZ_B{tag} }} fz_e = FZ_B{tag}; {v} += fz_e - FZ_B{tag}; }}"),
        5 => format!("{v} = ({{ __typeof__({v}) fz_s = {v}; fz_s; }});"),
        6 => format!("{v} = (__typeof__({v})){{ {v} }};"),
        7 => format!("{v} += ((int[]){{ 0, 1, [3] = 2 }})[0];"),
        8 => format!("{v} = _Generic({v}, int: {v}, long: {v}, unsigned: {v}, default: {v});"),
        9 => format!("{v} = {v} > 1000000 ? (long){v} : (unsigned char){v} == {v} ? {v} : {v};"),
        10 => format!("{v} = ((void)0, (short)0, {v});"),
        11 => format!("{v} = ({v} << 0) >> 0;"),
        12 => format!("{{ static const int fz_tab[2] = {{ 0, 0 }}; {v} += fz_tab[1]; }}"),
        13 => format!("{{ const char *fz_s = \"ab\"; {v} += fz_s[2]; }}"),
        14 => format!("switch ({v}) {{ case 1000001: {v}++; /* fallthrough */ case 1000002: {v}--; break; default: ; }}"),
        15 => format!("{{ __int128 fz_w = {v}; {v} = (__typeof__({v}))fz_w; }}"),
        16 => format!("{{ int fz_n = 2; int fz_vla[fz_n]; fz_vla[0] = 0; {v} += fz_vla[0] + (int)(sizeof(fz_vla) / sizeof(int)) - 2; }}"),
        17 => format!("{{ int blockIdx = 0, threadIdx = 0, warpSize = 1, min = 0, max = 0, dim3 = 0, half = 0, gridDim = 0, blockDim = 0; {v} += blockIdx + threadIdx + min + max + dim3 + half + gridDim + blockDim + warpSize - 1; }}"),
        18 => format!("{{ int class = 0, new = 0, this = 0, template = 0, bool = 0, true = 0, nullptr = 0; {v} += class + new + this + template + bool + true + nullptr; }}"),
        19 => format!("{{ goto fz_l{tag}; fz_l{tag}: {v} += 0; }}"),
        20 => format!("{{ struct {{ int k; union {{ int x; float y; }}; struct {{ short s1, s2; }}; }} fz_a = {{ .k = 1, .x = 2 }}; fz_a.s1 = 0; {v} += fz_a.k + fz_a.x - 3 + fz_a.s1; }}"),
        21 => format!("{{ typedef int fz_r3[3]; fz_r3 fz_m = {{ [2] = 1 }}; {v} += fz_m[2] - 1; }}"),
        22 => format!("{{ typedef struct {{ int a; double b; }} fz_p; fz_p fz_q = {{ .b = 1.0, .a = 0 }}; fz_p *const fz_pp = &fz_q; {v} += fz_pp->a; }}"),
        23 => format!("{{ __typeof__({v}) *restrict fz_q = &{v}; *fz_q += 0; }}"),
        24 => format!("{v} = (__typeof__({v}))(unsigned)(({v}) + 0u);"),
        _ => format!("{{ typedef int (*fz_fp)(int); fz_fp fz_f = 0; {v} += fz_f != 0; }}"),
    }
}

fn between_loops(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let site = pick_stmt(
        seed,
        rng,
        |s| matches!(&s.kind, SiteKind::For(f) if f.body_is_loop),
    )?;
    let SiteKind::For(f) = &site.kind else {
        return None;
    };
    let stmt = filler(rng, site, seed, false);
    let (bs, be) = f.body;
    let body_is_block = seed.text.as_bytes().get(bs) == Some(&b'{');
    let after = rng.chance(30);
    let edits = if body_is_block {
        // After `{` (before the inner loop) or before `}` (after it).
        let at = if after { be.checked_sub(1)? } else { bs + 1 };
        vec![Edit {
            start: at,
            end: at,
            text: before(&stmt),
        }]
    } else if after {
        vec![
            Edit {
                start: bs,
                end: bs,
                text: "{\n".into(),
            },
            Edit {
                start: be,
                end: be,
                text: format!("\n{stmt}\n}}"),
            },
        ]
    } else {
        vec![
            Edit {
                start: bs,
                end: bs,
                text: format!("{{\n{stmt}\n"),
            },
            Edit {
                start: be,
                end: be,
                text: "\n}".into(),
            },
        ]
    };
    let desc = format!(
        "line {}: `{}` inserted {} the inner loop",
        line_of(seed, bs),
        stmt.trim(),
        if after { "after" } else { "before" }
    );
    Some((edits, desc))
}

fn loop_form(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    // Mostly the loops that directives own.
    let site = if rng.chance(70) {
        let bodies: Vec<usize> = seed
            .directives
            .iter()
            .filter_map(|d| d.body)
            .filter(|&b| matches!(seed.stmts[b].kind, SiteKind::For(_)))
            .collect();
        &seed.stmts[*rng.pick(&bodies)?]
    } else {
        pick_stmt(seed, rng, |s| matches!(s.kind, SiteKind::For(_)))?
    };
    let SiteKind::For(f) = &site.kind else {
        return None;
    };
    let text = &seed.text;
    let var = f.var.clone()?;
    let line = line_of(seed, site.span.0);
    let (edits, what) = match rng.below(9) {
        0 => {
            let (s, e) = f.step?;
            let step = rng
                .pick(&[
                    "++{v}",
                    "{v} += 1",
                    "{v} = {v} + 1",
                    "{v}--",
                    "{v} += 2",
                    "{v} -= -1",
                    "{v} = 1 + {v}",
                    "{v}++, (void)0",
                    "",
                    "{v} *= 2",
                    "{v} += {v}",
                ])?
                .replace("{v}", &var);
            (
                vec![Edit {
                    start: s,
                    end: e,
                    text: step.clone(),
                }],
                format!("step -> `{step}`"),
            )
        }
        1 => {
            let (s, e) = f.cond?;
            let old = &text[s..e];
            let new = match rng.below(7) {
                0 => old.replacen('<', "<=", 1),
                1 => old.replacen('<', "!=", 1),
                2 => match old.split_once('<') {
                    Some((l, r)) if !r.starts_with('=') => format!("{} > {}", r.trim(), l.trim()),
                    _ => return None,
                },
                3 => format!("{old} && 1"),
                4 => format!("({old})"),
                5 => String::new(),
                _ => format!("{var} < 3"),
            };
            (
                vec![Edit {
                    start: s,
                    end: e,
                    text: new.clone(),
                }],
                format!("condition -> `{new}`"),
            )
        }
        2 => {
            // Another type for the loop variable.
            let (s, e, is_decl) = f.init?;
            let old = &text[s..e];
            let ty = rng.pick(&[
                "long",
                "unsigned",
                "short",
                "char",
                "long long",
                "unsigned long",
                "double",
                "float",
                "_Bool",
                "signed char",
                "int *",
            ])?;
            let new = if is_decl {
                let rest = old.get(find_word(old, &var)?..)?;
                format!("{ty} {rest}")
            } else {
                format!("{ty} {old}")
            };
            (
                vec![Edit {
                    start: s,
                    end: e,
                    text: new.clone(),
                }],
                format!("init -> `{new}`"),
            )
        }
        3 => {
            // Declared outside: `int i; for (i = 0; ...)` (inside braces, before the
            // directive that owns the loop if there is one).
            let (s, e, is_decl) = f.init?;
            if !is_decl {
                return None;
            }
            let old = &text[s..e];
            let pos = find_word(old, &var)?;
            let ty = old[..pos].trim();
            let assign = old[pos..].to_string();
            let outer = owner_span(seed, site).unwrap_or(site.span);
            (
                vec![
                    Edit {
                        start: outer.0,
                        end: outer.0,
                        text: format!("{{ {ty} {var};\n"),
                    },
                    Edit {
                        start: s,
                        end: e,
                        text: assign,
                    },
                    Edit {
                        start: outer.1,
                        end: outer.1,
                        text: "\n}".into(),
                    },
                ],
                "loop variable declared before the loop".to_string(),
            )
        }
        4 if rng.chance(50) => {
            // `for` -> `while` (always rejected under a loop directive: half as often).
            let (bs, be) = f.body;
            let init = f
                .init
                .map(|(s, e, _)| text[s..e].to_string())
                .unwrap_or_default();
            let c = f
                .cond
                .map(|(s, e)| text[s..e].to_string())
                .unwrap_or_else(|| "1".into());
            let st = f
                .step
                .map(|(s, e)| text[s..e].to_string())
                .unwrap_or_default();
            let new = format!("{{ {init};\nwhile ({c}) {{\n{}\n{st}; }} }}", &text[bs..be]);
            (
                vec![Edit {
                    start: site.span.0,
                    end: site.span.1,
                    text: new,
                }],
                "for loop rewritten as a while loop".to_string(),
            )
        }
        5 => {
            // A second variable.
            let (s, e, is_decl) = f.init?;
            let (ss, se) = f.step?;
            let old = &text[s..e];
            if !is_decl {
                return None;
            }
            let init = format!("{old}, fz_j = 0");
            let step = format!("{}, fz_j++", &text[ss..se]);
            (
                vec![
                    Edit {
                        start: s,
                        end: e,
                        text: init,
                    },
                    Edit {
                        start: ss,
                        end: se,
                        text: step,
                    },
                ],
                "second loop variable".to_string(),
            )
        }
        6 => {
            // The condition moved into the body as a `break`.
            let (cs, ce) = f.cond?;
            let c = text[cs..ce].to_string();
            let (bs, be) = f.body;
            (
                vec![
                    Edit {
                        start: cs,
                        end: ce,
                        text: String::new(),
                    },
                    Edit {
                        start: bs,
                        end: bs,
                        text: format!("{{ if (!({c})) break;\n"),
                    },
                    Edit {
                        start: be,
                        end: be,
                        text: "\n}".into(),
                    },
                ],
                "condition moved into the body as a break".to_string(),
            )
        }
        _ => {
            // Counting down.
            let (cs, ce) = f.cond?;
            let (ss, se) = f.step?;
            let (is, ie, is_decl) = f.init?;
            let c = &text[cs..ce];
            let (l, r) = c.split_once('<')?;
            if l.trim() != var || r.starts_with('=') {
                return None;
            }
            let init = &text[is..ie];
            let eq = init.find('=')?;
            let lo = init[eq + 1..].trim().to_string();
            let prefix = if is_decl {
                init[..eq].to_string()
            } else {
                format!("{var} ")
            };
            (
                vec![
                    Edit {
                        start: is,
                        end: ie,
                        text: format!("{prefix}= ({}) - 1", r.trim()),
                    },
                    Edit {
                        start: cs,
                        end: ce,
                        text: format!("{var} >= {lo}"),
                    },
                    Edit {
                        start: ss,
                        end: se,
                        text: format!("{var}--"),
                    },
                ],
                "loop counting down".to_string(),
            )
        }
    };
    Some((edits, format!("line {line}: loop form changed: {what}")))
}

/// The span of the directive statement that owns `site`, if any.
fn owner_span(seed: &Seed, site: &StmtSite) -> Option<(usize, usize)> {
    let idx = seed.stmts.iter().position(|s| std::ptr::eq(s, site))?;
    let d = seed.directives.iter().position(|d| d.body == Some(idx))?;
    seed.stmts
        .iter()
        .find(|s| matches!(s.kind, SiteKind::Directive(k) if k == d))
        .map(|s| s.span)
}

fn insert_statement(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let in_construct = rng.chance(80);
    // Between a directive and its statement: mostly rejected, so less often.
    let not_body = rng.chance(80);
    let site = pick_stmt(seed, rng, |s| {
        (!in_construct || s.in_construct) && !(not_body && s.dir_body)
    })?;
    let stmt = filler(rng, site, seed, true);
    // Before the body of a loop or an `if`: in braces with it, so that the body stays the body.
    let mut edits = if site.block_item {
        vec![Edit {
            start: site.span.0,
            end: site.span.0,
            text: before(&stmt),
        }]
    } else {
        vec![
            Edit {
                start: site.span.0,
                end: site.span.0,
                text: format!("{{\n{stmt}\n"),
            },
            Edit {
                start: site.span.1,
                end: site.span.1,
                text: "\n}".into(),
            },
        ]
    };
    if stmt.starts_with("goto") {
        // The label, at the end of the function.
        let f = seed.functions.get(site.func)?;
        edits.push(Edit {
            start: f.inner.1,
            end: f.inner.1,
            text: "\nfz_out: ;\n".into(),
        });
    }
    let desc = format!(
        "line {}: `{}` inserted before the statement",
        line_of(seed, site.span.0),
        stmt.trim()
    );
    Some((edits, desc))
}

fn delete_statement(seed: &Seed, rng: &mut Rng) -> Option<Mutation> {
    let site = pick_stmt(seed, rng, |s| !matches!(s.kind, SiteKind::Directive(_)))?;
    let text = if rng.chance(70) { ";" } else { "" };
    let desc = format!(
        "line {}: statement `{}` deleted",
        line_of(seed, site.span.0),
        short(&seed.text[site.span.0..site.span.1])
    );
    Some((
        vec![Edit {
            start: site.span.0,
            end: site.span.1,
            text: text.into(),
        }],
        desc,
    ))
}

/// Where the identifier `word` first appears in `s` as a whole word.
fn find_word(s: &str, word: &str) -> Option<usize> {
    let b = s.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    s.match_indices(word).map(|(i, _)| i).find(|&i| {
        (i == 0 || !ident(b[i - 1])) && !matches!(b.get(i + word.len()), Some(&c) if ident(c))
    })
}

/// The first line of `s`, cut to 60 bytes.
fn short(s: &str) -> String {
    let first = s.lines().next().unwrap_or("");
    let mut end = first.len().min(60);
    while !first.is_char_boundary(end) {
        end -= 1;
    }
    if end < first.len() || s.lines().nth(1).is_some() {
        format!("{} ...", &first[..end])
    } else {
        first.to_string()
    }
}
