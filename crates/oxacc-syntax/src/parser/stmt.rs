//! Statements, directives and asm.

use super::Parser;
use crate::arena::Handle;
use crate::ast::{
    AsmOperand, AsmStmt, Directive, DirectiveKind, ExternalDecl, ForInit, Pragma, Stmt, StmtKind,
};
use crate::directive::{directive_ignored_by_cc, directive_takes_body};
use crate::span::Span;
use crate::token::{Keyword, PragmaKind, Punct, TokenKind};

impl Parser<'_> {
    fn mk_stmt(&mut self, span: Span, kind: StmtKind) -> Handle<Stmt> {
        self.ast.stmts.alloc(Stmt { span, kind })
    }

    /// Turns the pragma line `idx` into an item. In statement position (`in_stmt`), a
    /// directive naming a construct with a structured block takes the next statement as body.
    /// As a sub-statement (`sub`: the body of a loop, `if`, `switch` or construct), so does
    /// a directive the C compiler ignores (an unknown `#pragma acc` name, any `#pragma omp`
    /// without -fopenmp): for cc the next statement is the sub-statement, so it must be in
    /// the AST too, not a sibling after the loop.
    pub(super) fn pragma_item(&mut self, idx: u32, in_stmt: bool, sub: bool) -> ExternalDecl {
        let Some(line) = self.pragmas.get(idx as usize) else {
            // Cannot happen for lexer output; tolerate it anyway.
            return ExternalDecl::Empty(self.prev_span());
        };
        let kind = match line.kind {
            PragmaKind::Acc => DirectiveKind::Acc,
            PragmaKind::Omp => DirectiveKind::Omp,
            PragmaKind::Other => {
                let p = self.ast.pragmas.alloc(Pragma {
                    kind: line.kind,
                    span: line.span,
                    tokens: line.tokens.clone(),
                });
                return ExternalDecl::Pragma(p);
            }
        };
        let takes_body = in_stmt
            && (directive_takes_body(kind, &line.tokens, self.text)
                || (sub && directive_ignored_by_cc(kind, &line.tokens, self.text)));
        let span = line.span;
        let tokens = line.tokens.clone();
        let body = if takes_body {
            if self.is(Punct::RBrace) || self.at_eof() {
                let what = if kind == DirectiveKind::Acc {
                    "acc"
                } else {
                    "omp"
                };
                self.error(
                    span,
                    format!("expected a statement after '#pragma {what}' directive"),
                );
                None
            } else if self.enter() {
                // An OpenACC construct applies to a structured block, "an executable statement"
                // (6 Glossary); a declaration there would end up inside the generated region,
                // out of scope for the code after it (gcc: "expected expression before 'int'").
                // Parsed anyway, as a block item, to go on. (`#pragma omp` lines are ignored
                // without -fopenmp, where the same text is valid C.)
                if kind == DirectiveKind::Acc && self.at_declaration() {
                    // The directive name as written: `serial`, `parallel loop`, `atomic read`.
                    let word = |i: usize| tokens.get(i).map_or("", |t| t.text(self.text));
                    let name = match word(1) {
                        w @ ("loop" | "read" | "write" | "update" | "capture") => {
                            format!("{} {w}", word(0))
                        }
                        _ => word(0).to_string(),
                    };
                    self.error(
                        self.peek().span,
                        format!(
                            "expected a statement after '#pragma acc {name}', not a declaration: a construct applies to a structured block, an executable statement (OpenACC 3.3, 6 Glossary)"
                        ),
                    );
                }
                // A directive body costs two nesting levels: its frames are the largest.
                let b = self.sub_statement(true);
                self.leave();
                Some(b)
            } else {
                None
            }
        } else {
            None
        };
        let d = self.ast.directives.alloc(Directive {
            kind,
            span,
            tokens,
            body,
        });
        ExternalDecl::Directive(d)
    }

    /// A declaration (or `_Static_assert`, `__label__`) starts here: a block item that is not a
    /// statement.
    fn at_declaration(&self) -> bool {
        matches!(
            self.peek().kind,
            TokenKind::Keyword(Keyword::StaticAssert | Keyword::Label)
        ) || self.is_decl_start()
    }

    /// A pragma where none may stand: kept verbatim; an acc/omp one is an error.
    pub(super) fn stray_pragma(&mut self, idx: u32) -> Handle<Pragma> {
        let (kind, span, tokens) = match self.pragmas.get(idx as usize) {
            Some(l) => (l.kind, l.span, l.tokens.clone()),
            None => (PragmaKind::Other, self.prev_span(), Vec::new()),
        };
        if kind != PragmaKind::Other {
            self.error(span, "a '#pragma' directive may not appear here");
        }
        self.ast.pragmas.alloc(Pragma { kind, span, tokens })
    }

    // compound-stmt = "{" block-item* "}"
    pub(super) fn compound_stmt(&mut self) -> Handle<Stmt> {
        let start = self.peek().span;
        if !self.expect(Punct::LBrace, "") {
            return self.mk_stmt(self.here(), StmtKind::Error);
        }
        if !self.enter() {
            return self.mk_stmt(self.here(), StmtKind::Error);
        }
        self.push_scope();
        let mut items = Vec::new();
        loop {
            self.pragma_stmts_here(&mut items);
            if self.is(Punct::RBrace) || self.at_eof() {
                break;
            }
            let before = self.pos;
            items.push(self.block_item());
            if self.pos == before {
                let t = self.bump();
                self.error(t.span, format!("unexpected {}", t.kind));
            }
        }
        self.pop_scope();
        if !self.eat(Punct::RBrace) {
            let d = crate::Diagnostic::error(self.peek().span, "expected '}'")
                .with_label(start, "to match this '{'");
            self.diags.push(d);
        }
        self.leave();
        let span = self.span_from(start);
        self.mk_stmt(span, StmtKind::Compound(items))
    }

    // block-item = declaration | static-assert | "__label__" ident-list ";" | stmt
    pub(super) fn block_item(&mut self) -> Handle<Stmt> {
        let t = self.peek();
        match t.kind {
            TokenKind::Keyword(Keyword::StaticAssert) => {
                let sa = self.static_assert();
                let span = sa.span;
                return self.mk_stmt(span, StmtKind::StaticAssert(sa));
            }
            TokenKind::Keyword(Keyword::Label) => {
                self.bump();
                let mut ids = Vec::new();
                while let Some(id) = self.expect_ident("") {
                    ids.push(id);
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                self.expect_semi(" after '__label__' declaration");
                let span = self.span_from(t.span);
                return self.mk_stmt(span, StmtKind::LocalLabels(ids));
            }
            TokenKind::Keyword(Keyword::Extension) => {
                // `__extension__` before a declaration or an expression.
                let mut n = 0;
                while self.nth(n).is_keyword(Keyword::Extension) {
                    n += 1;
                }
                let save = self.pos;
                self.pos += n;
                let is_decl = self.is_decl_start();
                self.pos = save;
                if is_decl {
                    for _ in 0..n {
                        self.bump();
                    }
                    let d = self.declaration();
                    let span = self.span_from(t.span);
                    return self.mk_stmt(span, StmtKind::Decl(d));
                }
            }
            TokenKind::Keyword(Keyword::Attribute) | TokenKind::Punct(Punct::LBracket)
                if self.at_attribute() =>
            {
                // `__attribute__((fallthrough));` and `[[fallthrough]];` are null statements;
                // attributes before a declaration belong to it; other statement attributes
                // (`[[likely]]`) are dropped.
                let save = (self.pos, self.diags.len(), self.last_error_at);
                let _ = self.attributes();
                if self.is(Punct::Semi) {
                    self.bump();
                    let span = self.span_from(t.span);
                    return self.mk_stmt(span, StmtKind::Empty);
                }
                if self.is_decl_start() {
                    (self.pos, _, self.last_error_at) = save;
                    self.diags.truncate(save.1);
                    let d = self.declaration();
                    let span = self.ast.decls[d].span;
                    return self.mk_stmt(span, StmtKind::Decl(d));
                }
                return self.statement();
            }
            _ => {}
        }
        if self.is_decl_start() {
            let d = self.declaration();
            let span = self.ast.decls[d].span;
            return self.mk_stmt(span, StmtKind::Decl(d));
        }
        self.statement()
    }

    // stmt = labeled | compound | expression ";" | selection | iteration | jump | asm
    //      | pragma | ";"
    pub(super) fn statement(&mut self) -> Handle<Stmt> {
        if !self.enter() {
            return self.mk_stmt(self.here(), StmtKind::Error);
        }
        let s = self.statement_inner();
        self.leave();
        s
    }

    fn statement_inner(&mut self) -> Handle<Stmt> {
        // Only this statement is the sub-statement, not the ones nested in it.
        let sub = std::mem::take(&mut self.sub_statement);
        let t = self.peek();
        let start = t.span;
        match t.kind {
            TokenKind::Punct(Punct::LBrace) => self.compound_stmt(),
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                self.mk_stmt(start, StmtKind::Empty)
            }
            TokenKind::Pragma(idx) => {
                self.bump();
                let kind = match self.pragma_item(idx, true, sub) {
                    ExternalDecl::Directive(d) => StmtKind::Directive(d),
                    ExternalDecl::Pragma(p) => StmtKind::Pragma(p),
                    _ => StmtKind::Empty,
                };
                let span = self.span_from(start);
                self.mk_stmt(span, kind)
            }
            TokenKind::Ident if self.nth_is(1, Punct::Colon) => {
                self.bump();
                self.bump();
                let label = self.ident_of(t);
                let attrs = self.attributes();
                let body = self.labeled_body();
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::Labeled { label, attrs, body })
            }
            TokenKind::Keyword(Keyword::Case) => {
                self.bump();
                let value = self.conditional();
                let range_end = if self.eat(Punct::Ellipsis) {
                    Some(self.conditional())
                } else {
                    None
                };
                self.expect(Punct::Colon, " after 'case'");
                let body = self.labeled_body();
                let span = self.span_from(start);
                self.mk_stmt(
                    span,
                    StmtKind::Case {
                        value,
                        range_end,
                        body,
                    },
                )
            }
            TokenKind::Keyword(Keyword::Default) => {
                self.bump();
                self.expect(Punct::Colon, " after 'default'");
                let body = self.labeled_body();
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::Default { body })
            }
            TokenKind::Keyword(Keyword::If) => {
                // `if ... else if ... else if ...` chains can be thousands long (generated
                // code): parse them in a loop, not by recursion, then link them innermost
                // first. A nested `if` in a then-branch takes its own `else` (dangling else).
                let mut chain = Vec::new();
                let mut if_start = start;
                let final_else = loop {
                    self.bump();
                    let cond = self.paren_cond("if");
                    let then_branch = self.sub_statement(false);
                    chain.push((if_start, cond, then_branch));
                    if !self.is_kw(Keyword::Else) {
                        break None;
                    }
                    self.bump();
                    if !self.is_kw(Keyword::If) {
                        break Some(self.sub_statement(false));
                    }
                    if_start = self.peek().span;
                };
                let mut else_branch = final_else;
                let mut outer = None;
                for (if_start, cond, then_branch) in chain.into_iter().rev() {
                    let span = self.span_from(if_start);
                    let h = self.mk_stmt(
                        span,
                        StmtKind::If {
                            cond,
                            then_branch,
                            else_branch,
                        },
                    );
                    else_branch = Some(h);
                    outer = Some(h);
                }
                match outer {
                    Some(h) => h,
                    None => self.mk_stmt(self.here(), StmtKind::Error),
                }
            }
            TokenKind::Keyword(Keyword::Switch) => {
                self.bump();
                let cond = self.paren_cond("switch");
                let body = self.sub_statement(false);
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::Switch { cond, body })
            }
            TokenKind::Keyword(Keyword::While) => {
                self.bump();
                let cond = self.paren_cond("while");
                let body = self.sub_statement(false);
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::While { cond, body })
            }
            TokenKind::Keyword(Keyword::Do) => {
                self.bump();
                let body = self.sub_statement(false);
                if !self.eat_kw(Keyword::While) {
                    self.error_expected("'while' in do/while loop");
                    self.recover_to_semi();
                    let span = self.span_from(start);
                    return self.mk_stmt(span, StmtKind::Error);
                }
                let cond = self.paren_cond("while");
                self.expect_semi(" after do/while statement");
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::DoWhile { body, cond })
            }
            TokenKind::Keyword(Keyword::For) => self.for_stmt(),
            TokenKind::Keyword(Keyword::Goto) => {
                self.bump();
                let kind = if self.eat(Punct::Star) {
                    StmtKind::GotoIndirect(self.expr())
                } else {
                    match self.expect_ident("") {
                        Some(id) => StmtKind::Goto(id),
                        None => StmtKind::Error,
                    }
                };
                self.expect_semi(" after 'goto'");
                let span = self.span_from(start);
                self.mk_stmt(span, kind)
            }
            TokenKind::Keyword(k @ (Keyword::Continue | Keyword::Break)) => {
                self.bump();
                let (kind, ctx) = if k == Keyword::Continue {
                    (StmtKind::Continue, " after 'continue'")
                } else {
                    (StmtKind::Break, " after 'break'")
                };
                self.expect_semi(ctx);
                let span = self.span_from(start);
                self.mk_stmt(span, kind)
            }
            TokenKind::Keyword(Keyword::Return) => {
                self.bump();
                let value = if self.is(Punct::Semi) {
                    None
                } else {
                    Some(self.expr())
                };
                self.expect_semi(" after return statement");
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::Return(value))
            }
            TokenKind::Keyword(Keyword::Asm) => self.asm_stmt(),
            TokenKind::Keyword(Keyword::Else) => {
                self.bump();
                self.error(t.span, "expected expression");
                self.mk_stmt(start, StmtKind::Error)
            }
            _ => {
                let e = self.expr();
                self.expect_semi(" after expression");
                let span = self.span_from(start);
                self.mk_stmt(span, StmtKind::Expr(e))
            }
        }
    }

    /// The sub-statement of a loop, `if`/`else`, `switch` (`statement`) or construct (a block
    /// item, `block_item`): marked as such when it starts with a pragma (see `pragma_item`).
    fn sub_statement(&mut self, block_item: bool) -> Handle<Stmt> {
        self.sub_statement = matches!(self.peek().kind, TokenKind::Pragma(_));
        let s = if block_item {
            self.block_item()
        } else {
            self.statement()
        };
        self.sub_statement = false;
        s
    }

    /// The statement after a label: C23 (and gcc) allow a declaration or nothing before `}`.
    fn labeled_body(&mut self) -> Handle<Stmt> {
        if self.is(Punct::RBrace) {
            return self.mk_stmt(self.here(), StmtKind::Empty);
        }
        if !self.enter() {
            return self.mk_stmt(self.here(), StmtKind::Error);
        }
        let s = self.block_item();
        self.leave();
        s
    }

    // paren-cond = "(" expr ")"
    fn paren_cond(&mut self, what: &str) -> Handle<crate::ast::Expr> {
        if !self.expect(Punct::LParen, &format!(" after '{what}'")) {
            // `if x) ...`: take the condition anyway and its stray `)`.
            let e = self.expr();
            self.eat(Punct::RParen);
            return e;
        }
        let e = self.expr();
        if !self.expect(Punct::RParen, "") {
            // Skip the rest of a broken condition so the body parses cleanly.
            let mut depth = 0usize;
            while !self.at_eof() && !self.is(Punct::LBrace) && !self.is(Punct::Semi) {
                if self.is(Punct::LParen) {
                    depth += 1;
                } else if self.is(Punct::RParen) {
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                    depth -= 1;
                }
                self.bump();
            }
        }
        e
    }

    // for-stmt = "for" "(" (declaration | expr? ";") expr? ";" expr? ")" stmt
    fn for_stmt(&mut self) -> Handle<Stmt> {
        let start = self.bump().span;
        // `for` costs two nesting levels (its frame is large), see `MAX_DEPTH`.
        if !self.enter() {
            return self.mk_stmt(self.here(), StmtKind::Error);
        }
        let s = self.for_stmt_inner(start);
        self.leave();
        s
    }

    fn for_stmt_inner(&mut self, start: Span) -> Handle<Stmt> {
        self.push_scope();
        self.expect(Punct::LParen, " after 'for'");
        let init = if self.eat(Punct::Semi) {
            ForInit::None
        } else if self.is_decl_start() || self.is_kw(Keyword::Extension) {
            while self.eat_kw(Keyword::Extension) {}
            ForInit::Decl(self.declaration())
        } else {
            let e = self.expr();
            self.expect(Punct::Semi, " in 'for' statement specifier");
            ForInit::Expr(e)
        };
        let cond = if self.is(Punct::Semi) {
            None
        } else {
            Some(self.expr())
        };
        self.expect(Punct::Semi, " in 'for' statement specifier");
        let step = if self.is(Punct::RParen) {
            None
        } else {
            Some(self.expr())
        };
        self.expect(Punct::RParen, "");
        let body = self.sub_statement(false);
        self.pop_scope();
        let span = self.span_from(start);
        self.mk_stmt(
            span,
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
        )
    }

    // asm-stmt = "asm" ("volatile" | "inline" | "goto")* "(" string
    //            (":" operands (":" operands (":" clobbers (":" labels)?)?)?)? ")" ";"
    fn asm_stmt(&mut self) -> Handle<Stmt> {
        let start = self.bump().span;
        let (mut is_volatile, mut is_inline, mut is_goto) = (false, false, false);
        loop {
            match self.peek().kind {
                TokenKind::Keyword(Keyword::Volatile) => is_volatile = true,
                TokenKind::Keyword(Keyword::Inline) => is_inline = true,
                TokenKind::Keyword(Keyword::Goto) => is_goto = true,
                _ => break,
            }
            self.bump();
        }
        if !self.expect(Punct::LParen, " after 'asm'") {
            self.recover_to_semi();
            return self.mk_stmt(self.span_from(start), StmtKind::Error);
        }
        let template = self.expect_string();
        let mut extended = false;
        let mut outputs = Vec::new();
        let mut inputs = Vec::new();
        let mut clobbers = Vec::new();
        let mut labels = Vec::new();
        if self.eat(Punct::Colon) {
            extended = true;
            outputs = self.asm_operands();
            if self.eat(Punct::Colon) {
                inputs = self.asm_operands();
                if self.eat(Punct::Colon) {
                    while matches!(self.peek().kind, TokenKind::StrLit(_)) {
                        clobbers.push(self.string_lit());
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    if self.eat(Punct::Colon) {
                        while let Some(id) = self.expect_ident("") {
                            labels.push(id);
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                }
            }
        }
        self.expect(Punct::RParen, "");
        self.expect_semi(" after asm statement");
        let span = self.span_from(start);
        let asm = AsmStmt {
            span,
            is_volatile,
            is_inline,
            is_goto,
            template,
            extended,
            outputs,
            inputs,
            clobbers,
            labels,
        };
        self.mk_stmt(span, StmtKind::Asm(asm))
    }

    // operands = (("[" ident "]")? string "(" expr ")") ("," ...)*  | nothing
    fn asm_operands(&mut self) -> Vec<AsmOperand> {
        let mut out = Vec::new();
        if !matches!(
            self.peek().kind,
            TokenKind::StrLit(_) | TokenKind::Punct(Punct::LBracket)
        ) {
            return out;
        }
        loop {
            let start = self.peek().span;
            let symbolic_name = if self.eat(Punct::LBracket) {
                let id = self.expect_ident("");
                self.expect(Punct::RBracket, "");
                id
            } else {
                None
            };
            let constraint = self.expect_string();
            self.expect(Punct::LParen, "");
            let expr = self.expr();
            self.expect(Punct::RParen, "");
            out.push(AsmOperand {
                span: self.span_from(start),
                symbolic_name,
                constraint,
                expr,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        out
    }
}
