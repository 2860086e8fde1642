//! oxacc-omp: the OpenMP 2.0 directive layer for C (`-fopenmp`).
//!
//! - [`ast`]: the directive and clause tree ([`OmpDirective`], [`Clause`], [`Var`]).
//! - [`parse`]: the grammar of chapter 2 from the token run the C parser keeps for each
//!   `#pragma omp` line ([`parse_all`]).
//! - [`mod@check`]: the chapter's restrictions: per directive and in context ([`check()`]),
//!   and those that need types ([`check_types`]).
//! - [`tables`]: the clauses each directive takes. [`canon`]: the canonical `for` loop (shared
//!   with the lowering). [`walk`]: small AST walks. [`diagnostics`]: every message, one
//!   function each, citing its section.
//!
//! Call order: `oxacc_syntax::parse` → `oxacc_sema::analyze` → [`analyze`] (= [`parse_all`] →
//! [`type_directives`] → [`check()`] → [`check_types`]) → lowering (`oxacc-lower/src/omp`).

pub mod ast;
pub mod canon;
pub mod check;
pub mod diagnostics;
pub mod parse;
pub mod tables;
pub mod walk;

pub use ast::*;
pub use check::typed::{check_types, threadprivate_symbols, type_directives};
pub use check::{check, check_directive, Context};
pub use parse::{parse_all, parse_directive, OmpDirectives};

/// The whole layer in the pipeline's order. Call after `oxacc_sema::analyze`; diagnostics come
/// back in source order.
pub fn analyze(
    ast: &mut oxacc_syntax::Ast,
    text: &str,
    sema: &mut oxacc_sema::Sema,
) -> (OmpDirectives, Context, Vec<oxacc_syntax::Diagnostic>) {
    analyze_with(ast, text, sema, &Foreign::new())
}

/// The expressions of other directives' clauses (OpenACC), parsed into the same `Ast`, by
/// their C directive: references in an OpenMP construct for `default(none)` (2.7.2.5).
pub type Foreign = std::collections::HashMap<
    oxacc_syntax::Handle<oxacc_syntax::ast::Directive>,
    Vec<oxacc_syntax::Handle<oxacc_syntax::ast::Expr>>,
>;

/// [`analyze`], with the clause expressions of the unit's OpenACC directives.
pub fn analyze_with(
    ast: &mut oxacc_syntax::Ast,
    text: &str,
    sema: &mut oxacc_sema::Sema,
    foreign: &Foreign,
) -> (OmpDirectives, Context, Vec<oxacc_syntax::Diagnostic>) {
    let (dirs, mut diags) = {
        let sema: &oxacc_sema::Sema = sema;
        parse_all(ast, text, &|dir, name| {
            sema.directive_scope(dir)
                .is_some_and(|scope| sema.is_typedef(scope, name))
        })
    };
    diags.extend(type_directives(sema, ast, text, &dirs));
    let (cx, d) = check(ast, text, &dirs);
    diags.extend(d);
    if !diags.iter().any(|d| d.is_error()) {
        diags.extend(check_types(ast, text, &dirs, sema, &cx, foreign));
    }
    diags.sort_by_key(|d| d.span.start);
    (dirs, cx, diags)
}

#[cfg(test)]
mod tests;
