//! oxacc-acc: the OpenACC 3.3 directive layer.
//!
//! - [`ast`]: the directive and clause tree ([`AccDirective`], [`Clause`], [`DataVar`]).
//! - [`parse`]: the grammar of chapter 2, from the token run the C parser keeps for each
//!   `#pragma acc` line ([`parse_all`], [`parse_directive`]).
//! - `check`: the spec's "Restrictions" lists as diagnostics.
//! - [`diagnostics`]: every message, one function each, citing its section.
//!
//! Call order (see ARCH-NOTES.md): `oxacc_syntax::parse` → `oxacc_sema::analyze` →
//! [`parse_all`] (clause expressions are added to the `Ast`; sema types them at the directive's
//! scope) → `check` → lowering.

pub mod ast;
pub mod check;
pub mod diagnostics;
pub mod parse;
pub mod sema_glue;
pub mod tables;
pub mod typed;

pub use ast::*;
pub use check::{check, check_directive};
pub use parse::{parse_all, parse_directive, AccDirectives};
pub use sema_glue::type_directives;
pub use typed::{check_types, Shape, TypeInfo};

#[cfg(test)]
mod tests;
