//! oxacc-acc: the OpenACC 3.3 directive layer.
//!
//! - [`ast`]: the directive and clause tree ([`AccDirective`], [`Clause`], [`DataVar`]).
//! - [`parse`]: the grammar of chapter 2, from the token run the C parser keeps for each
//!   `#pragma acc` line ([`parse_all`], [`parse_directive`]).
//! - [`mod@check`]: the spec's "Restrictions" lists that need no types, per directive and in
//!   context (a walk of the C AST).
//! - [`typed`]: the restrictions that need C types, through the [`TypeInfo`] trait;
//!   [`sema_glue`] implements it for `oxacc_sema::Sema`.
//! - [`tables`]: the clauses each directive takes.
//! - [`diagnostics`]: every message, one function each, citing its section.
//! - [`nest`]: the loops a `loop` construct associates (`collapse`, `tile`) and the code
//!   between them, shared with the lowering.
//!
//! Call order (see README.md): `oxacc_syntax::parse` → `oxacc_sema::analyze` →
//! [`analyze`] (= [`parse_all`] → [`type_directives`] → [`check()`] → [`check_types`]) →
//! lowering.

pub mod ast;
pub mod check;
pub mod diagnostics;
pub mod nest;
pub mod parse;
pub mod sema_glue;
pub mod tables;
pub mod typed;

pub use ast::*;
pub use check::{check, check_directive, check_with_constants};
pub use parse::{parse_all, parse_directive, AccDirectives};
pub use sema_glue::type_directives;
pub use typed::{check_types, Shape, TypeInfo};

/// The whole directive layer in the pipeline's order: [`parse_all`] (typedef names resolved
/// at each directive's scope), [`type_directives`], [`check()`], [`check_types`]. Call after
/// `oxacc_sema::analyze`; the diagnostics come back in source order.
pub fn analyze(
    ast: &mut oxacc_syntax::Ast,
    text: &str,
    sema: &mut oxacc_sema::Sema,
) -> (AccDirectives, Vec<oxacc_syntax::Diagnostic>) {
    let (dirs, mut diags) = {
        let sema: &oxacc_sema::Sema = sema;
        parse_all(ast, text, &|dir, name| {
            sema.directive_scope(dir)
                .is_some_and(|scope| sema.is_typedef(scope, name))
        })
    };
    diags.extend(type_directives(sema, ast, text, &dirs));
    diags.extend(check_with_constants(ast, text, &dirs, Some(&*sema)));
    diags.extend(check_types(ast, text, &dirs, sema));
    diags.sort_by_key(|d| d.span.start);
    (dirs, diags)
}

#[cfg(test)]
mod tests;
