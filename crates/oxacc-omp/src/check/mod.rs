//! The restrictions of OpenMP 2.0 chapter 2 that need no types: per directive (clauses allowed,
//! clauses given once, variables listed twice) here, in context (nesting and binding of 2.8 and
//! 2.9, structured blocks, loop shapes, `sections`, `atomic` forms) in [`context`].

pub mod context;
pub mod typed;

use std::collections::HashMap;

use oxacc_syntax::{Ast, Diagnostic, Span};

use crate::ast::{ClauseKind, ClauseName, OmpDirective, ScheduleKind};
use crate::diagnostics as diag;
use crate::parse::OmpDirectives;
use crate::tables;

pub use context::Context;

/// Clauses that may appear once on a directive (2.3, 2.4.1-2.4.3, 2.7.2.5).
const ONCE: [ClauseName; 6] = [
    ClauseName::If,
    ClauseName::NumThreads,
    ClauseName::Default,
    ClauseName::Schedule,
    ClauseName::Ordered,
    ClauseName::Nowait,
];

/// Checks every directive alone, then in context. Returns what the context walk learnt (the
/// parallel region each directive binds to), which the typed checks use.
pub fn check(ast: &Ast, text: &str, dirs: &OmpDirectives) -> (Context, Vec<Diagnostic>) {
    let mut out = Vec::new();
    for (_, d) in dirs.iter() {
        out.extend(check_directive(d));
    }
    let (cx, diags) = context::walk(ast, text, dirs);
    out.extend(diags);
    (cx, out)
}

/// The checks of one directive by itself.
pub fn check_directive(d: &OmpDirective) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut first: HashMap<ClauseName, Span> = HashMap::new();
    for c in &d.clauses {
        let name = c.name();
        if !tables::allows(d.name, name) {
            out.push(diag::clause_not_allowed(c.name_span, name, d.name));
            continue;
        }
        if ONCE.contains(&name) {
            if let Some(prev) = first.get(&name) {
                out.push(diag::clause_repeated(c.name_span, name, d.name, *prev));
                continue;
            }
        }
        first.entry(name).or_insert(c.name_span);
        if let ClauseKind::Schedule {
            kind: ScheduleKind::Runtime,
            chunk: Some(_),
        } = c.kind
        {
            out.push(diag::runtime_with_chunk(c.span));
        }
    }
    if let (Some(cp), Some(nw)) = (
        d.clause(ClauseName::Copyprivate),
        d.clause(ClauseName::Nowait),
    ) {
        out.push(diag::copyprivate_with_nowait(cp.name_span, nw.name_span));
    }
    // A variable in at most one data-sharing clause (2.7.2), firstprivate + lastprivate
    // excepted.
    let mut seen: HashMap<&str, (ClauseName, Span)> = HashMap::new();
    for (c, v) in d.all_vars() {
        let name = c.name();
        if !tables::allows(d.name, name) {
            continue;
        }
        match seen.get(v.name.as_str()) {
            Some((prev, prev_span)) => {
                let pair_ok = matches!(
                    (*prev, name),
                    (ClauseName::Firstprivate, ClauseName::Lastprivate)
                        | (ClauseName::Lastprivate, ClauseName::Firstprivate)
                );
                if !pair_ok {
                    out.push(diag::var_in_two_clauses(
                        v.span, &v.name, name, *prev, *prev_span,
                    ));
                }
            }
            None => {
                seen.insert(&v.name, (name, v.span));
            }
        }
    }
    out
}
