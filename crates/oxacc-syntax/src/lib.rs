//! oxacc-syntax: C text — spans, source map, diagnostics, lexer, AST, parser, printer.
//!
//! Knows nothing about types or OpenACC semantics (see ARCHITECTURE.md); the only OpenACC
//! knowledge is [`directive_takes_body`].

pub mod arena;
pub mod ast;
pub mod diagnostic;
pub mod directive;
pub mod intern;
pub mod lexer;
pub mod literal;
pub mod parser;
pub mod printer;
pub mod render;
pub mod source_map;
pub mod span;
pub mod token;

pub use arena::{Arena, Handle};
pub use ast::Ast;
pub use diagnostic::{Diagnostic, Label, Severity};
pub use directive::directive_takes_body;
pub use intern::{Interner, Symbol};
pub use lexer::{lex, Lexed};
pub use parser::{parse, parse_expr, parse_expr_prefix};
pub use printer::{print_ast, print_decl, print_expr, print_stmt, print_type_name};
pub use render::render;
pub use source_map::{Location, SourceMap};
pub use span::Span;
pub use token::{Encoding, Keyword, PragmaKind, PragmaLine, Punct, Token, TokenKind};
