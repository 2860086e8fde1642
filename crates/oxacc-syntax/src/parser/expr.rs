//! Expressions.

use super::Parser;
use crate::arena::Handle;
use crate::ast::{
    BinaryOp, Expr, ExprKind, GenericAssoc, OffsetofPart, StringLit, TypeName, UnaryOp,
};
use crate::literal;
use crate::span::Span;
use crate::token::{Encoding, Keyword, Punct, TokenKind};

/// The binary operator of a token, if it is one (not `,`: the comma is handled by `expr`).
fn binary_op(kind: TokenKind) -> Option<BinaryOp> {
    let TokenKind::Punct(p) = kind else {
        return None;
    };
    Some(match p {
        Punct::Star => BinaryOp::Mul,
        Punct::Slash => BinaryOp::Div,
        Punct::Percent => BinaryOp::Rem,
        Punct::Plus => BinaryOp::Add,
        Punct::Minus => BinaryOp::Sub,
        Punct::Shl => BinaryOp::Shl,
        Punct::Shr => BinaryOp::Shr,
        Punct::Lt => BinaryOp::Lt,
        Punct::Gt => BinaryOp::Gt,
        Punct::Le => BinaryOp::Le,
        Punct::Ge => BinaryOp::Ge,
        Punct::EqEq => BinaryOp::Eq,
        Punct::Ne => BinaryOp::Ne,
        Punct::Amp => BinaryOp::BitAnd,
        Punct::Caret => BinaryOp::BitXor,
        Punct::Pipe => BinaryOp::BitOr,
        Punct::AmpAmp => BinaryOp::LogicalAnd,
        Punct::PipePipe => BinaryOp::LogicalOr,
        _ => return None,
    })
}

/// The assignment operator of a token: `Some(None)` for `=`, `Some(Some(op))` for `op=`.
fn assign_op(kind: TokenKind) -> Option<Option<BinaryOp>> {
    let TokenKind::Punct(p) = kind else {
        return None;
    };
    Some(match p {
        Punct::Eq => None,
        Punct::StarEq => Some(BinaryOp::Mul),
        Punct::SlashEq => Some(BinaryOp::Div),
        Punct::PercentEq => Some(BinaryOp::Rem),
        Punct::PlusEq => Some(BinaryOp::Add),
        Punct::MinusEq => Some(BinaryOp::Sub),
        Punct::ShlEq => Some(BinaryOp::Shl),
        Punct::ShrEq => Some(BinaryOp::Shr),
        Punct::AmpEq => Some(BinaryOp::BitAnd),
        Punct::CaretEq => Some(BinaryOp::BitXor),
        Punct::PipeEq => Some(BinaryOp::BitOr),
        _ => return None,
    })
}

impl Parser<'_> {
    fn mk(&mut self, span: Span, kind: ExprKind) -> Handle<Expr> {
        self.ast.exprs.alloc(Expr { span, kind })
    }

    fn expr_span(&self, e: Handle<Expr>) -> Span {
        self.ast.exprs[e].span
    }

    // expr = assign ("," assign)*
    pub(super) fn expr(&mut self) -> Handle<Expr> {
        let mut lhs = self.assign();
        while self.is(Punct::Comma) {
            self.bump();
            let rhs = self.assign();
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            lhs = self.mk(
                span,
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    lhs,
                    rhs,
                },
            );
        }
        lhs
    }

    // assign = conditional (assign-op assign)?
    pub(super) fn assign(&mut self) -> Handle<Expr> {
        if !self.enter() {
            return self.error_expr(self.here());
        }
        let lhs = self.conditional();
        let e = if let Some(op) = assign_op(self.peek().kind) {
            self.bump();
            let rhs = self.assign();
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            self.mk(span, ExprKind::Assign { op, lhs, rhs })
        } else {
            lhs
        };
        self.leave();
        e
    }

    // conditional = binary ("?" expr? ":" conditional)?
    pub(super) fn conditional(&mut self) -> Handle<Expr> {
        let cond = self.binary(4);
        if !self.is(Punct::Question) {
            return cond;
        }
        self.bump();
        let then_expr = if self.is(Punct::Colon) {
            None // GNU `a ?: b`
        } else {
            Some(self.expr())
        };
        self.expect(Punct::Colon, "");
        if !self.enter() {
            return cond;
        }
        let else_expr = self.conditional();
        self.leave();
        let span = self.expr_span(cond).to(self.expr_span(else_expr));
        self.mk(
            span,
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            },
        )
    }

    // binary(p) = cast (binop-of-precedence>=p binary(prec+1))*   (precedence climbing)
    fn binary(&mut self, min_prec: u8) -> Handle<Expr> {
        let mut lhs = self.cast();
        while let Some(op) = binary_op(self.peek().kind) {
            let prec = op.precedence();
            if prec < min_prec {
                break;
            }
            self.bump();
            if !self.enter() {
                return lhs;
            }
            let rhs = self.binary(prec + 1);
            self.leave();
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            lhs = self.mk(span, ExprKind::Binary { op, lhs, rhs });
        }
        lhs
    }

    /// `(` followed by the start of a type name?
    fn at_paren_type(&self) -> bool {
        self.is(Punct::LParen) && self.is_type_name_start(self.nth(1))
    }

    // cast = "(" type-name ")" (cast | "{" initializer-list "}" postfix*) | unary
    pub(super) fn cast(&mut self) -> Handle<Expr> {
        if !self.at_paren_type() {
            return self.unary();
        }
        // Only the recursive forms count towards the nesting limit, so that one level of
        // parentheses costs one level (`assign`), not three.
        if !self.enter() {
            return self.error_expr(self.here());
        }
        let start = self.bump().span;
        let ty = self.type_name();
        self.expect(Punct::RParen, "");
        let e = if self.is(Punct::LBrace) {
            let lit = self.compound_literal(start, ty);
            self.postfix_ops(lit)
        } else {
            let expr = self.cast();
            let span = start.to(self.expr_span(expr));
            self.mk(span, ExprKind::Cast { ty, expr })
        };
        self.leave();
        e
    }

    fn compound_literal(&mut self, start: Span, ty: Handle<TypeName>) -> Handle<Expr> {
        let init = self.initializer();
        let span = self.span_from(start);
        self.mk(span, ExprKind::CompoundLiteral { ty, init })
    }

    // unary = ("++" | "--") unary | unary-op cast | "sizeof" unary | "sizeof" "(" type-name ")"
    //       | "_Alignof" ... | "&&" ident | "__real__" cast | "__extension__" cast | postfix
    fn unary(&mut self) -> Handle<Expr> {
        let t = self.peek();
        let start = t.span;
        let op = match t.kind {
            TokenKind::Punct(Punct::PlusPlus) => Some(UnaryOp::PreInc),
            TokenKind::Punct(Punct::MinusMinus) => Some(UnaryOp::PreDec),
            TokenKind::Punct(Punct::Amp) => Some(UnaryOp::AddrOf),
            TokenKind::Punct(Punct::Star) => Some(UnaryOp::Deref),
            TokenKind::Punct(Punct::Plus) => Some(UnaryOp::Plus),
            TokenKind::Punct(Punct::Minus) => Some(UnaryOp::Minus),
            TokenKind::Punct(Punct::Tilde) => Some(UnaryOp::BitNot),
            TokenKind::Punct(Punct::Bang) => Some(UnaryOp::Not),
            TokenKind::Keyword(Keyword::Real) => Some(UnaryOp::Real),
            TokenKind::Keyword(Keyword::Imag) => Some(UnaryOp::Imag),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            if !self.enter() {
                return self.error_expr(self.here());
            }
            // `++(int){i}`: the operand of `++`/`--` is a unary expression, and a postfix
            // expression may be a compound literal (C11 6.5.2); `(T)` followed by anything
            // else is a cast, not an lvalue, which sema reports.
            let operand =
                if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) && !self.at_paren_type() {
                    self.unary()
                } else {
                    self.cast()
                };
            self.leave();
            let span = start.to(self.expr_span(operand));
            return self.mk(span, ExprKind::Unary { op, operand });
        }
        match t.kind {
            TokenKind::Punct(Punct::AmpAmp) => {
                self.bump();
                let Some(label) = self.expect_ident("") else {
                    return self.error_expr(start);
                };
                let span = self.span_from(start);
                self.mk(span, ExprKind::LabelAddr(label))
            }
            TokenKind::Keyword(Keyword::Extension) => {
                // `__extension__` only silences pedantic warnings: the node is its operand
                // (with the span widened to include the keyword).
                self.bump();
                if !self.enter() {
                    return self.error_expr(self.here());
                }
                let e = self.cast();
                self.leave();
                let span = start.to(self.expr_span(e));
                self.ast.exprs[e].span = span;
                e
            }
            TokenKind::Keyword(k @ (Keyword::Sizeof | Keyword::Alignof)) => {
                self.bump();
                if self.at_paren_type() {
                    let open = self.bump().span;
                    let ty = self.type_name();
                    self.expect(Punct::RParen, "");
                    if self.is(Punct::LBrace) {
                        // `sizeof (T){...}`: the operand is a compound literal.
                        let lit = self.compound_literal(open, ty);
                        let operand = self.postfix_ops(lit);
                        let span = start.to(self.expr_span(operand));
                        let kind = if k == Keyword::Sizeof {
                            ExprKind::SizeofExpr(operand)
                        } else {
                            ExprKind::AlignofExpr(operand)
                        };
                        return self.mk(span, kind);
                    }
                    let span = self.span_from(start);
                    let kind = if k == Keyword::Sizeof {
                        ExprKind::SizeofType(ty)
                    } else {
                        ExprKind::AlignofType(ty)
                    };
                    return self.mk(span, kind);
                }
                let operand = self.unary_nested();
                let span = start.to(self.expr_span(operand));
                let kind = if k == Keyword::Sizeof {
                    ExprKind::SizeofExpr(operand)
                } else {
                    ExprKind::AlignofExpr(operand)
                };
                self.mk(span, kind)
            }
            _ => {
                let e = self.primary();
                self.postfix_ops(e)
            }
        }
    }

    fn unary_nested(&mut self) -> Handle<Expr> {
        if !self.enter() {
            return self.error_expr(self.here());
        }
        let e = self.unary();
        self.leave();
        e
    }

    // postfix = primary ("[" expr "]" | "(" args ")" | "." ident | "->" ident | "++" | "--")*
    pub(super) fn postfix_ops(&mut self, mut e: Handle<Expr>) -> Handle<Expr> {
        loop {
            let start = self.expr_span(e);
            let t = self.peek();
            match t.kind {
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let index = self.expr();
                    self.expect(Punct::RBracket, "");
                    let span = self.span_from(start);
                    e = self.mk(span, ExprKind::Index { base: e, index });
                }
                TokenKind::Punct(Punct::LParen) => {
                    self.bump();
                    let mut args = Vec::new();
                    if !self.is(Punct::RParen) {
                        loop {
                            args.push(self.assign());
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Punct::RParen, "");
                    let span = self.span_from(start);
                    e = self.mk(span, ExprKind::Call { callee: e, args });
                }
                TokenKind::Punct(p @ (Punct::Dot | Punct::Arrow)) => {
                    self.bump();
                    let Some(member) = self.expect_ident("") else {
                        return e;
                    };
                    let span = self.span_from(start);
                    e = self.mk(
                        span,
                        ExprKind::Member {
                            base: e,
                            member,
                            arrow: p == Punct::Arrow,
                        },
                    );
                }
                TokenKind::Punct(p @ (Punct::PlusPlus | Punct::MinusMinus)) => {
                    self.bump();
                    let op = if p == Punct::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    let span = self.span_from(start);
                    e = self.mk(span, ExprKind::Unary { op, operand: e });
                }
                _ => return e,
            }
        }
    }

    // primary = ident | constant | string+ | "(" expr ")" | "(" "{" block "}" ")"
    //         | _Generic | __builtin_va_arg | __builtin_offsetof | __builtin_types_compatible_p
    fn primary(&mut self) -> Handle<Expr> {
        let t = self.peek();
        let start = t.span;
        match t.kind {
            TokenKind::Ident => {
                self.bump();
                let id = self.ident_of(t);
                self.mk(t.span, ExprKind::Ident(id))
            }
            TokenKind::IntLit => {
                self.bump();
                match literal::parse_int(self.text_of(t)) {
                    Ok(v) => {
                        if v.overflow {
                            self.error(t.span, "integer constant is too large for its type");
                        }
                        self.mk(t.span, ExprKind::IntLit(v))
                    }
                    Err(msg) => {
                        self.error(t.span, msg);
                        self.error_expr(t.span)
                    }
                }
            }
            TokenKind::FloatLit => {
                self.bump();
                match literal::parse_float(self.text_of(t)) {
                    Ok(mut v) => {
                        v.spelling = Some(self.ast.interner.intern(self.text_of(t)));
                        self.mk(t.span, ExprKind::FloatLit(v))
                    }
                    Err(msg) => {
                        self.error(t.span, msg);
                        self.error_expr(t.span)
                    }
                }
            }
            TokenKind::CharLit(_) => {
                self.bump();
                match literal::parse_char(self.text_of(t)) {
                    Ok(v) => self.mk(t.span, ExprKind::CharLit(v)),
                    Err(msg) => {
                        self.error(t.span, msg);
                        self.error_expr(t.span)
                    }
                }
            }
            TokenKind::StrLit(_) => self.string_lit(),
            TokenKind::Punct(Punct::LParen) => {
                self.bump();
                if self.is(Punct::LBrace) {
                    // GNU statement expression.
                    let body = self.compound_stmt();
                    self.expect(Punct::RParen, "");
                    let span = self.span_from(start);
                    return self.mk(span, ExprKind::StmtExpr(body));
                }
                let e = self.expr();
                self.expect(Punct::RParen, "");
                // The node's span includes the parentheses (the printer decides its own).
                let span = self.span_from(start);
                self.ast.exprs[e].span = span;
                e
            }
            TokenKind::Keyword(Keyword::Generic) => self.generic(),
            TokenKind::Keyword(Keyword::BuiltinVaArg) => {
                self.bump();
                self.expect(Punct::LParen, " after '__builtin_va_arg'");
                let ap = self.assign();
                self.expect(Punct::Comma, "");
                let ty = self.type_name();
                self.expect(Punct::RParen, "");
                let span = self.span_from(start);
                self.mk(span, ExprKind::VaArg { ap, ty })
            }
            TokenKind::Keyword(Keyword::BuiltinOffsetof) => {
                self.bump();
                self.expect(Punct::LParen, " after '__builtin_offsetof'");
                let ty = self.type_name();
                self.expect(Punct::Comma, "");
                let mut path = Vec::new();
                if let Some(id) = self.expect_ident("") {
                    path.push(OffsetofPart::Field(id));
                }
                loop {
                    if self.eat(Punct::Dot) {
                        match self.expect_ident("") {
                            Some(id) => path.push(OffsetofPart::Field(id)),
                            None => break,
                        }
                    } else if self.eat(Punct::LBracket) {
                        let i = self.expr();
                        self.expect(Punct::RBracket, "");
                        path.push(OffsetofPart::Index(i));
                    } else {
                        break;
                    }
                }
                self.expect(Punct::RParen, "");
                let span = self.span_from(start);
                self.mk(span, ExprKind::Offsetof { ty, path })
            }
            TokenKind::Keyword(Keyword::BuiltinTypesCompatibleP) => {
                self.bump();
                self.expect(Punct::LParen, " after '__builtin_types_compatible_p'");
                let lhs = self.type_name();
                self.expect(Punct::Comma, "");
                let rhs = self.type_name();
                self.expect(Punct::RParen, "");
                let span = self.span_from(start);
                self.mk(span, ExprKind::TypesCompatible { lhs, rhs })
            }
            _ => {
                self.error_expected("expression");
                self.error_expr(self.here())
            }
        }
    }

    // string = string-literal+
    pub(super) fn string_lit(&mut self) -> Handle<Expr> {
        let start = self.peek().span;
        let mut pieces = Vec::new();
        let mut encoding = Encoding::Plain;
        while let TokenKind::StrLit(enc) = self.peek().kind {
            let t = self.bump();
            pieces.push(t.span);
            if enc != Encoding::Plain {
                if encoding != Encoding::Plain && encoding != enc {
                    self.error(
                        t.span,
                        "unsupported non-standard concatenation of string literals",
                    );
                }
                encoding = enc;
            }
        }
        let mut value = Vec::new();
        for &piece in &pieces {
            let text = self
                .text
                .get(piece.start as usize..piece.end as usize)
                .unwrap_or("");
            if let Err(msg) = literal::decode_string(text, encoding, &mut value) {
                self.error(piece, msg);
            }
        }
        let span = self.span_from(start);
        self.mk(
            span,
            ExprKind::StringLit(StringLit {
                encoding,
                value,
                pieces,
            }),
        )
    }

    /// A string literal where the grammar requires one (asm templates, static assert).
    pub(super) fn expect_string(&mut self) -> Handle<Expr> {
        if matches!(self.peek().kind, TokenKind::StrLit(_)) {
            self.string_lit()
        } else {
            self.error_expected("string literal");
            self.error_expr(self.here())
        }
    }

    // generic = "_Generic" "(" assign ("," (type-name | "default") ":" assign)* ")"
    fn generic(&mut self) -> Handle<Expr> {
        let start = self.bump().span;
        self.expect(Punct::LParen, " after '_Generic'");
        let control = self.assign();
        let mut assocs = Vec::new();
        while self.eat(Punct::Comma) {
            let a_start = self.peek().span;
            let ty = if self.eat_kw(Keyword::Default) {
                None
            } else {
                Some(self.type_name())
            };
            self.expect(Punct::Colon, "");
            let expr = self.assign();
            let span = self.span_from(a_start);
            assocs.push(GenericAssoc { span, ty, expr });
            if self.at_eof() {
                break;
            }
        }
        self.expect(Punct::RParen, "");
        let span = self.span_from(start);
        self.mk(span, ExprKind::Generic { control, assocs })
    }
}
