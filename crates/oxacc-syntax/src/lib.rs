//! oxacc-syntax: C text — spans, source map, diagnostics, lexer, AST, parser, printer.
//!
//! Knows nothing about types or OpenACC semantics (see ARCHITECTURE.md).

pub mod diagnostic;
pub mod span;

pub use diagnostic::{Diagnostic, Label, Severity};
pub use span::Span;
