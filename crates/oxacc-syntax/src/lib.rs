//! oxacc-syntax: C text — spans, source map, diagnostics, lexer, AST, parser, printer.
//!
//! Knows nothing about types or OpenACC semantics (see ARCHITECTURE.md); the only OpenACC
//! knowledge is [`directive_takes_body`].
//!
//! ```
//! let text = "# 1 \"t.c\"\nint f(int n) {\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) ;\nreturn n }\n";
//! let (ast, diags) = oxacc_syntax::parse(text);
//! assert_eq!(ast.directives.len(), 1);
//! let map = oxacc_syntax::SourceMap::new(text);
//! assert_eq!(
//!     oxacc_syntax::render(&diags, &map, text),
//!     "t.c:4:9: error: expected ';' after return statement\nreturn n }\n        ^\n"
//! );
//! ```

pub mod arena;
pub mod ast;
pub mod diagnostic;
pub mod directive;
pub mod intern;
pub mod lexer;
pub mod literal;
pub mod macros;
pub mod parser;
pub mod printer;
pub mod render;
pub mod same;
pub mod source_map;
pub mod span;
pub mod token;

pub use arena::{Arena, Handle};
pub use ast::Ast;
pub use diagnostic::{Diagnostic, Label, Severity};
pub use directive::directive_takes_body;
pub use intern::{Interner, Symbol};
pub use lexer::{lex, lex_with, Dialect, Lexed};
pub use macros::{expand_acc_pragmas, Expanded};
pub use parser::{parse, parse_expr, parse_expr_prefix, parse_with};
pub use printer::{print_ast, print_decl, print_expr, print_stmt, print_type_name};
pub use render::{render, render_with_sources, Sources};
pub use same::same_expr;
pub use source_map::{Location, SourceMap};
pub use span::Span;
pub use token::{Encoding, Keyword, PragmaKind, PragmaLine, Punct, Token, TokenKind};
