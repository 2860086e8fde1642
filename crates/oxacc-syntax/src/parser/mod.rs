//! Typedef-aware recursive-descent parser for C11 + the GNU extensions of glibc headers.
//!
//! Parsing never fails: [`parse`] always returns an [`Ast`] and the diagnostics. Errors are
//! recovered from by skipping to a `;` or `}` (see `stmt.rs`, `decl.rs`); every loop makes
//! progress on every path, and nesting deeper than [`MAX_DEPTH`] is reported instead of
//! overflowing the stack.
//!
//! The grammar rule a function implements is written as a one-line comment above it.
//!
//! - `decl.rs`: external declarations, declaration specifiers, declarators, initializers,
//!   struct/union/enum, attributes.
//! - `stmt.rs`: statements, directives, asm.
//! - `expr.rs`: expressions and type names.

mod decl;
mod expr;
mod stmt;

use crate::arena::Handle;
use crate::ast::{Ast, Expr, ExprKind, Ident};
use crate::ast::{Pragma, StmtKind};
use crate::diagnostic::Diagnostic;
use crate::intern::{FxHashMap, Symbol};
use crate::lexer::{lex_with, Dialect};
use crate::span::Span;
use crate::token::{Keyword, PragmaKind, PragmaLine, Punct, Token, TokenKind};

/// Nesting limit (parentheses, blocks, declarators, initializers ... counted together; one
/// level of parentheses costs 1, a block 2, a `for` or a directive body 2). Deep enough for
/// real programs (clang's bracket limit is 256 too), shallow enough that the worst case needs
/// about 1 MiB of stack in a debug build (a test thread has 2 MiB; see
/// `deep_nesting_is_reported_not_overflowed`). `else if` chains and operator chains are
/// parsed iteratively and do not count.
pub const MAX_DEPTH: u32 = 256;

/// The warning on a C89 implicit `int` (`main() { ... }`): C90 allows it, so a caller
/// compiling for C90 (`-std=c89`) drops it, as gcc is silent there.
pub const IMPLICIT_INT: &str = "type specifier missing, defaults to 'int'";

/// Parses one preprocessed translation unit (the output of `gcc -E`).
pub fn parse(text: &str) -> (Ast, Vec<Diagnostic>) {
    parse_with(text, Dialect::Gnu)
}

/// Like [`parse`], in the given dialect (`Dialect::Iso` for `-std=c99/c11/c17`, where `asm`
/// and `typeof` are ordinary identifiers).
pub fn parse_with(text: &str, dialect: Dialect) -> (Ast, Vec<Diagnostic>) {
    let lexed = lex_with(text, dialect);
    let mut ast = Ast::new();
    // Ordinary pragmas (`#pragma GCC ...`, `#pragma pack`) may stand anywhere, even inside an
    // expression (gcc handles them in its lexer). Take them out of the token stream and
    // remember where they were: at a block-item or file-scope boundary they become `Pragma`
    // nodes, elsewhere they go to `Ast::stray_pragmas`. `#pragma acc/omp` stay in the stream.
    let mut filtered = Vec::new();
    let mut other_pragmas = Vec::new();
    let is_other = |i: u32| {
        lexed
            .pragmas
            .get(i as usize)
            .is_some_and(|l| l.kind == PragmaKind::Other)
    };
    let tokens: &[Token] = if lexed.pragmas.iter().any(|l| l.kind == PragmaKind::Other) {
        filtered.reserve(lexed.tokens.len());
        for t in &lexed.tokens {
            match t.kind {
                TokenKind::Pragma(i) if is_other(i) => {
                    other_pragmas.push((filtered.len() as u32, i));
                }
                _ => filtered.push(*t),
            }
        }
        &filtered
    } else {
        // The common case needs no copy.
        &lexed.tokens
    };
    ast.exprs.reserve(tokens.len() * 2 / 5);
    ast.stmts.reserve(tokens.len() / 8);
    let loop_pragma_errors = loop_pragma_errors(text, tokens, &lexed.pragmas, &other_pragmas);
    let mut p = Parser::new(&mut ast, text, tokens, &lexed.pragmas, None);
    p.other_pragmas = other_pragmas;
    p.diags = lexed.diagnostics;
    p.translation_unit();
    let mut diags = p.finish();
    diags.extend(loop_pragma_errors);
    // Lexer diagnostics were collected first: report everything in source order.
    diags.sort_by_key(|d| d.span.start);
    (ast, diags)
}

/// `#pragma GCC unroll N` and `#pragma GCC ivdep` apply to the loop that follows: gcc rejects
/// anything else there ("for, while or do statement expected before 'int'"), so a program that
/// cc would reject is not accepted (found by the whole-pipeline fuzz test: a declaration put
/// between the pragma and its loop). `at` is the index of the token after each pragma; a
/// directive line (`#pragma acc`, kept in the stream) is let through.
fn loop_pragma_errors(
    text: &str,
    tokens: &[Token],
    lines: &[PragmaLine],
    other: &[(u32, u32)],
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for &(at, i) in other {
        let Some(line) = lines.get(i as usize) else {
            continue;
        };
        let word = |k: usize| line.tokens.get(k).map_or("", |t| t.text(text));
        if word(0) != "GCC" || !matches!(word(1), "unroll" | "ivdep") {
            continue;
        }
        let Some(next) = tokens.get(at as usize) else {
            continue;
        };
        let where_ = match next.kind {
            TokenKind::Keyword(Keyword::For | Keyword::While | Keyword::Do)
            | TokenKind::Pragma(_) => continue,
            TokenKind::Ident => format!("before '{}'", next.text(text)),
            TokenKind::Keyword(k) => format!("before '{}'", k.as_str()),
            TokenKind::Punct(p) => format!("before '{}' token", p.as_str()),
            TokenKind::IntLit | TokenKind::FloatLit => "before numeric constant".to_string(),
            TokenKind::CharLit(_) => "before character constant".to_string(),
            TokenKind::StrLit(_) => "before string constant".to_string(),
            TokenKind::Eof => "at end of input".to_string(),
        };
        out.push(Diagnostic::error(
            next.span,
            format!("for, while or do statement expected {where_}"),
        ));
    }
    out
}

/// Parses one expression (a comma expression) from `tokens`, adding its nodes to `ast`.
/// `text` is the preprocessed source the token spans index; `is_typedef` says whether a name
/// is a typedef name at the point of use (casts and `sizeof(T)` depend on it). Tokens left
/// over after the expression are reported.
///
/// This is the entry point for clause arguments of `#pragma acc` (the clause parser splits
/// `a[lo:len]` itself and calls this for `a`, `lo` and `len`).
pub fn parse_expr(
    ast: &mut Ast,
    text: &str,
    tokens: &[Token],
    is_typedef: &dyn Fn(&str) -> bool,
) -> (Handle<Expr>, Vec<Diagnostic>) {
    let (e, used, mut diags) = parse_expr_prefix(ast, text, tokens, is_typedef, false);
    let rest = tokens.get(used..).unwrap_or(&[]);
    if let Some(t) = rest.iter().find(|t| t.kind != TokenKind::Eof) {
        if diags.is_empty() {
            diags.push(Diagnostic::error(
                t.span,
                format!("unexpected {} after expression", t.kind),
            ));
        }
    }
    (e, diags)
}

/// Parses the longest expression at the start of `tokens` and returns it with the number of
/// tokens it used; the caller handles what follows (`lo` in `lo:len`, each item of a list).
/// With `assignment_only`, a top-level `,` ends the expression (an assignment-expression, as
/// in a comma-separated clause list); otherwise `,` is the comma operator.
pub fn parse_expr_prefix(
    ast: &mut Ast,
    text: &str,
    tokens: &[Token],
    is_typedef: &dyn Fn(&str) -> bool,
    assignment_only: bool,
) -> (Handle<Expr>, usize, Vec<Diagnostic>) {
    let end = tokens.last().map_or(0, |t| t.span.end);
    let mut toks: Vec<Token> = tokens
        .iter()
        .copied()
        .take_while(|t| t.kind != TokenKind::Eof)
        .collect();
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    let mut p = Parser::new(ast, text, &toks, &[], Some(is_typedef));
    let e = if assignment_only {
        p.assign()
    } else {
        p.expr()
    };
    let used = p.pos;
    let diags = p.finish();
    (e, used, diags)
}

/// What a name means in a scope, as far as parsing cares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NameKind {
    Typedef,
    /// A variable, function or enumerator: shadows a typedef of an outer scope.
    Ordinary,
}

pub(crate) struct Parser<'a> {
    ast: &'a mut Ast,
    text: &'a str,
    tokens: &'a [Token],
    pragmas: &'a [PragmaLine],
    pos: usize,
    diags: Vec<Diagnostic>,
    /// Innermost scope last. Scope 0 is file scope.
    scopes: Vec<FxHashMap<Symbol, NameKind>>,
    /// The interned symbol of each identifier token (parallel to `tokens`), so that names
    /// are hashed once, not at every typedef check.
    syms: Vec<Symbol>,
    /// Ordinary pragmas taken out of the stream: (position in `tokens` they preceded, index
    /// into `pragmas`), in order; `next_pragma` indexes the first not yet placed.
    other_pragmas: Vec<(u32, u32)>,
    next_pragma: usize,
    /// Fallback for names not declared in `scopes` (used by `parse_expr`).
    outer_typedef: Option<&'a dyn Fn(&str) -> bool>,
    depth: u32,
    /// The cursor position of the last reported error (see `error`).
    last_error_at: Option<usize>,
    /// Set once the depth limit was reported, to report it only once.
    too_deep: bool,
    /// The statement about to be parsed is the sub-statement of a `for`, `while`, `do`,
    /// `if`, `else`, `switch` or construct and starts with a pragma (see
    /// `Parser::sub_statement`).
    sub_statement: bool,
}

impl<'a> Parser<'a> {
    fn new(
        ast: &'a mut Ast,
        text: &'a str,
        tokens: &'a [Token],
        pragmas: &'a [PragmaLine],
        outer_typedef: Option<&'a dyn Fn(&str) -> bool>,
    ) -> Parser<'a> {
        let mut file_scope = FxHashMap::default();
        // Typedef names gcc predeclares (they are not keywords).
        for name in [
            "__builtin_va_list",
            "__int128_t",
            "__uint128_t",
            "__gnuc_va_list",
        ] {
            file_scope.insert(ast.interner.intern(name), NameKind::Typedef);
        }
        let syms = tokens
            .iter()
            .map(|t| match t.kind {
                TokenKind::Ident => ast.interner.intern(t.text(text)),
                _ => Symbol(u32::MAX),
            })
            .collect();
        Parser {
            other_pragmas: Vec::new(),
            next_pragma: 0,
            syms,
            ast,
            text,
            tokens,
            pragmas,
            pos: 0,
            diags: Vec::new(),
            scopes: vec![file_scope],
            outer_typedef,
            depth: 0,
            last_error_at: None,
            sub_statement: false,
            too_deep: false,
        }
    }

    fn finish(mut self) -> Vec<Diagnostic> {
        // After "nesting too deep" the cursor jumped to the end of the input: what the
        // unfinished constructs then report (`expected ')'` at the end of a 10 000-level
        // nest) is noise, not the user's error.
        if self.too_deep {
            if let Some(at) = self
                .diags
                .iter()
                .position(|d| d.message.starts_with("nesting too deep"))
            {
                self.diags.truncate(at + 1);
            }
        }
        self.diags
    }

    // ---- token cursor -------------------------------------------------------------------

    /// The current token (the final `Eof` once the input is exhausted).
    fn peek(&self) -> Token {
        self.nth(0)
    }

    /// The token `n` ahead of the current one (`Eof` past the end).
    fn nth(&self, n: usize) -> Token {
        match self.tokens.get(self.pos + n) {
            Some(t) => *t,
            None => self.eof_token(),
        }
    }

    fn eof_token(&self) -> Token {
        let end = self.tokens.last().map_or(0, |t| t.span.end);
        Token::new(TokenKind::Eof, Span::new(end, end))
    }

    fn at_eof(&self) -> bool {
        self.peek().kind == TokenKind::Eof
    }

    /// Consumes and returns the current token (never moves past `Eof`).
    fn bump(&mut self) -> Token {
        let t = self.peek();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
            if self.next_pragma < self.other_pragmas.len() {
                self.pass_pragmas();
            }
        }
        t
    }

    /// Ordinary pragmas that the cursor moved past without a boundary taking them are kept as
    /// stray pragmas.
    fn pass_pragmas(&mut self) {
        while let Some(&(at, idx)) = self.other_pragmas.get(self.next_pragma) {
            if at as usize >= self.pos {
                break;
            }
            self.next_pragma += 1;
            let p = self.pragma_node(idx);
            self.ast.stray_pragmas.push(p);
        }
    }

    /// The ordinary pragmas just before the cursor, as nodes (at a block-item or file-scope
    /// boundary).
    fn take_pragmas_here(&mut self) -> Vec<Handle<Pragma>> {
        let mut out = Vec::new();
        while let Some(&(at, idx)) = self.other_pragmas.get(self.next_pragma) {
            if at as usize > self.pos {
                break;
            }
            self.next_pragma += 1;
            out.push(self.pragma_node(idx));
        }
        out
    }

    fn pragma_node(&mut self, idx: u32) -> Handle<Pragma> {
        let (kind, span, tokens) = match self.pragmas.get(idx as usize) {
            Some(l) => (l.kind, l.span, l.tokens.clone()),
            None => (PragmaKind::Other, Span::default(), Vec::new()),
        };
        self.ast.pragmas.alloc(Pragma { kind, span, tokens })
    }

    /// Block items for the ordinary pragmas just before the cursor.
    fn pragma_stmts_here(&mut self, items: &mut Vec<Handle<crate::ast::Stmt>>) {
        for p in self.take_pragmas_here() {
            let span = self.ast.pragmas[p].span;
            items.push(self.ast.stmts.alloc(crate::ast::Stmt {
                span,
                kind: StmtKind::Pragma(p),
            }));
        }
    }

    /// The span of the previous token (for node spans ending there).
    fn prev_span(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.tokens.get(i)) {
            Some(t) => t.span,
            None => Span::new(0, 0),
        }
    }

    /// A span from `start` (the first token of a node) to the end of the previous token. When
    /// nothing was consumed since `start`, an empty span at the end of the previous token, so
    /// that a node never extends over a token it did not consume (its parent's span must
    /// contain it).
    fn span_from(&self, start: Span) -> Span {
        let end = self.prev_span().end;
        if end <= start.start {
            Span::new(end, end)
        } else {
            Span::new(start.start, end)
        }
    }

    /// An empty span at the end of the previous token: the place of a missing node.
    fn here(&self) -> Span {
        let end = self.prev_span().end;
        Span::new(end, end)
    }

    fn is(&self, p: Punct) -> bool {
        self.peek().kind == TokenKind::Punct(p)
    }

    fn nth_is(&self, n: usize, p: Punct) -> bool {
        self.nth(n).kind == TokenKind::Punct(p)
    }

    fn is_kw(&self, k: Keyword) -> bool {
        self.peek().kind == TokenKind::Keyword(k)
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, k: Keyword) -> bool {
        if self.is_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `p` or reports `expected 'p'` + `context` (e.g. " after expression").
    fn expect(&mut self, p: Punct, context: &str) -> bool {
        if self.eat(p) {
            return true;
        }
        self.error_expected(&format!("'{}'{}", p.as_str(), context));
        false
    }

    /// Consumes the `;` ending a statement or declaration. When it is missing, reports it and
    /// skips to the next `;`, unless the next token starts a new line: then the `;` was most
    /// likely just forgotten and the next line is parsed normally (one error, not two).
    fn expect_semi(&mut self, context: &str) {
        if self.eat(Punct::Semi) {
            return;
        }
        self.error_expected(&format!("';'{context}"));
        let gap_start = self.prev_span().end as usize;
        let gap_end = self.peek().span.start as usize;
        let newline = self
            .text
            .get(gap_start.min(gap_end)..gap_end)
            .is_some_and(|gap| gap.contains('\n'));
        if !newline {
            self.recover_to_semi();
        }
    }

    /// Reports "expected X" at the current token, or, for `;` and `)` after something, at
    /// the end of the previous token like clang does.
    fn error_expected(&mut self, what: &str) {
        let t = self.peek();
        let span = if what.starts_with("';'") || t.kind == TokenKind::Eof {
            let e = self.prev_span().end;
            Span::new(e, e)
        } else {
            t.span
        };
        self.error(span, format!("expected {what}"));
    }

    /// Reports an error, dropping it if another was already reported at the same place
    /// (one mistake should give one message).
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        if let Some(last) = self.diags.last() {
            if last.is_error() && last.span.start == span.start {
                return;
            }
        }
        // No token consumed since the previous error: this one is a consequence of it.
        if self.last_error_at == Some(self.pos) {
            return;
        }
        self.last_error_at = Some(self.pos);
        self.diags.push(Diagnostic::error(span, msg));
    }

    fn warning(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::warning(span, msg));
    }

    /// The text of a token.
    fn text_of(&self, t: Token) -> &'a str {
        t.text(self.text)
    }

    /// The identifier of token `t` (a token of this parser's stream).
    fn ident_of(&mut self, t: Token) -> Ident {
        Ident {
            name: self.sym_of(t),
            span: t.span,
        }
    }

    /// The symbol of identifier token `t`: from the pre-interned table when `t` is one of the
    /// tokens around the cursor (always the case), else interned now.
    fn sym_of(&mut self, t: Token) -> Symbol {
        let lo = self.pos.saturating_sub(2);
        for i in lo..(self.pos + 2).min(self.tokens.len()) {
            if self.tokens[i].span == t.span && self.tokens[i].kind == TokenKind::Ident {
                return self.syms[i];
            }
        }
        self.ast.interner.intern(t.text(self.text))
    }

    /// Consumes an identifier or reports "expected identifier".
    fn expect_ident(&mut self, context: &str) -> Option<Ident> {
        if self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            Some(self.ident_of(t))
        } else {
            self.error_expected(&format!("identifier{context}"));
            None
        }
    }

    // ---- nesting depth ------------------------------------------------------------------

    /// Enters one nesting level; false (after reporting once) when too deep. Callers that get
    /// false must return without recursing (and `leave` is not called).
    fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            if !self.too_deep {
                self.too_deep = true;
                let span = self.peek().span;
                self.diags.push(Diagnostic::error(
                    span,
                    format!("nesting too deep (more than {MAX_DEPTH} levels)"),
                ));
            }
            // Skip everything: the rest of the input cannot be parsed meaningfully.
            self.pos = self.tokens.len().saturating_sub(1);
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ---- typedef scopes -----------------------------------------------------------------

    fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
    }

    fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    fn declare(&mut self, name: Symbol, kind: NameKind) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name, kind);
        }
    }

    /// Is the identifier token `t` a typedef name here?
    fn is_typedef_name(&self, t: Token) -> bool {
        if t.kind != TokenKind::Ident {
            return false;
        }
        let sym = self.lookup_sym(t);
        if let Some(sym) = sym {
            for scope in self.scopes.iter().rev() {
                if let Some(k) = scope.get(&sym) {
                    return *k == NameKind::Typedef;
                }
            }
        }
        self.outer_typedef.is_some_and(|f| f(t.text(self.text)))
    }

    /// Like `sym_of`, without interning (for lookups).
    fn lookup_sym(&self, t: Token) -> Option<Symbol> {
        let lo = self.pos.saturating_sub(2);
        for i in lo..(self.pos + 4).min(self.tokens.len()) {
            if self.tokens[i].span == t.span && self.tokens[i].kind == TokenKind::Ident {
                return Some(self.syms[i]);
            }
        }
        self.ast.interner.get(t.text(self.text))
    }

    /// Skips tokens up to and including the next `;` at this nesting level, or up to (not
    /// including) a `}` that closes an enclosing block. Balanced `()`/`[]`/`{}` are skipped
    /// whole.
    fn recover_to_semi(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    depth = depth.saturating_sub(1)
                }
                TokenKind::Punct(Punct::RBrace) => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        // A `}` closing a block we skipped into ends a statement too.
                        self.bump();
                        return;
                    }
                }
                TokenKind::Pragma(_) if depth == 0 => return,
                _ => {}
            }
            self.bump();
        }
    }

    fn error_expr(&mut self, span: Span) -> Handle<Expr> {
        self.ast.exprs.alloc(Expr {
            span,
            kind: ExprKind::Error,
        })
    }
}

#[cfg(test)]
mod tests;
