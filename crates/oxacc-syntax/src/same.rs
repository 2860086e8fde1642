//! Structural equality of expressions: whether two expressions written in different places
//! designate the same thing, whatever their spelling (blanks, comments, redundant
//! parentheses — the AST keeps no parenthesis nodes — or `p->f` for `(*p).f`).
//!
//! The OpenACC layer asks it where the spec speaks of "the same storage location" (2.12: the
//! `x` of an atomic statement) or of the same var (2.6, 2.7): comparing source text there
//! rejects `(x)--` next to `x` and tells `v[0:8]` from `v[0: 8]`.

use crate::ast::{Expr, ExprKind, UnaryOp};
use crate::printer::print_type_name;
use crate::{Ast, Handle};

/// True when `a` and `b` are the same expression up to spelling: the same tree of operators,
/// the same identifiers (by interned name: the caller makes sure both are in one scope), equal
/// literal values, type names that print the same; `p->f` equals `(*p).f`.
///
/// Expressions with side effects (assignments, `++`/`--`, calls, statement expressions) are
/// never equal, even to themselves: evaluating them twice need not give the same location.
pub fn same_expr(ast: &Ast, text: &str, a: Handle<Expr>, b: Handle<Expr>) -> bool {
    Same { ast, text }.eq(a, b, 0)
}

struct Same<'a> {
    ast: &'a Ast,
    text: &'a str,
}

/// Deeper expressions are not compared (no stack overflow on hostile input); real code is far
/// shallower.
const MAX_DEPTH: u32 = 256;

impl Same<'_> {
    fn kind(&self, e: Handle<Expr>) -> Option<&ExprKind> {
        self.ast.exprs.get(e).map(|e| &e.kind)
    }

    /// `p->f` as `(*p).f`: the base of a member access as the object it names, so both forms
    /// compare alike. Returns `(base, base_is_deref_of)`.
    fn member_object(&self, base: Handle<Expr>, arrow: bool) -> (Handle<Expr>, bool) {
        if arrow {
            return (base, true);
        }
        match self.kind(base) {
            Some(ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            }) => (*operand, true),
            _ => (base, false),
        }
    }

    fn eq(&self, a: Handle<Expr>, b: Handle<Expr>, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let (Some(ka), Some(kb)) = (self.kind(a), self.kind(b)) else {
            return false;
        };
        let d = depth + 1;
        match (ka, kb) {
            (ExprKind::Ident(x), ExprKind::Ident(y)) => x.name == y.name,
            (ExprKind::IntLit(x), ExprKind::IntLit(y)) => {
                !x.overflow && !y.overflow && x.value == y.value && x.imaginary == y.imaginary
            }
            (ExprKind::FloatLit(x), ExprKind::FloatLit(y)) => {
                x.value.to_bits() == y.value.to_bits()
                    && x.suffix == y.suffix
                    && x.imaginary == y.imaginary
            }
            (ExprKind::CharLit(x), ExprKind::CharLit(y)) => x.value == y.value,
            (ExprKind::StringLit(x), ExprKind::StringLit(y)) => x.value == y.value,
            (
                ExprKind::Unary {
                    op: oa,
                    operand: xa,
                },
                ExprKind::Unary {
                    op: ob,
                    operand: xb,
                },
            ) => {
                let side_effect = matches!(
                    oa,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                );
                oa == ob && !side_effect && self.eq(*xa, *xb, d)
            }
            (
                ExprKind::Binary {
                    op: oa,
                    lhs: la,
                    rhs: ra,
                },
                ExprKind::Binary {
                    op: ob,
                    lhs: lb,
                    rhs: rb,
                },
            ) => oa == ob && self.eq(*la, *lb, d) && self.eq(*ra, *rb, d),
            (
                ExprKind::Index {
                    base: ba,
                    index: ia,
                },
                ExprKind::Index {
                    base: bb,
                    index: ib,
                },
            ) => self.eq(*ba, *bb, d) && self.eq(*ia, *ib, d),
            (
                ExprKind::Member {
                    base: ba,
                    member: ma,
                    arrow: aa,
                },
                ExprKind::Member {
                    base: bb,
                    member: mb,
                    arrow: ab,
                },
            ) => {
                let (oa, da) = self.member_object(*ba, *aa);
                let (ob, db) = self.member_object(*bb, *ab);
                ma.name == mb.name && da == db && self.eq(oa, ob, d)
            }
            (
                ExprKind::Conditional {
                    cond: ca,
                    then_expr: ta,
                    else_expr: ea,
                },
                ExprKind::Conditional {
                    cond: cb,
                    then_expr: tb,
                    else_expr: eb,
                },
            ) => {
                let then_same = match (ta, tb) {
                    (Some(x), Some(y)) => self.eq(*x, *y, d),
                    (None, None) => true,
                    _ => false,
                };
                then_same && self.eq(*ca, *cb, d) && self.eq(*ea, *eb, d)
            }
            (ExprKind::Cast { ty: ta, expr: xa }, ExprKind::Cast { ty: tb, expr: xb }) => {
                self.same_type(*ta, *tb) && self.eq(*xa, *xb, d)
            }
            (ExprKind::SizeofExpr(x), ExprKind::SizeofExpr(y))
            | (ExprKind::AlignofExpr(x), ExprKind::AlignofExpr(y)) => self.eq(*x, *y, d),
            (ExprKind::SizeofType(x), ExprKind::SizeofType(y))
            | (ExprKind::AlignofType(x), ExprKind::AlignofType(y)) => self.same_type(*x, *y),
            _ => false,
        }
    }

    /// Type names compare by their canonical printing (the printer normalises spacing and
    /// redundant parentheses of declarators).
    fn same_type(&self, a: Handle<crate::ast::TypeName>, b: Handle<crate::ast::TypeName>) -> bool {
        self.ast.type_names.get(a).is_some()
            && self.ast.type_names.get(b).is_some()
            && print_type_name(self.ast, self.text, a) == print_type_name(self.ast, self.text, b)
    }
}

#[cfg(test)]
mod tests {
    use super::same_expr;
    use crate::ast::StmtKind;
    use crate::{parse, Ast, Handle};

    /// The expressions of the expression statements of `f`'s body.
    fn exprs(body: &str) -> (Ast, String, Vec<Handle<crate::ast::Expr>>) {
        let text = format!(
            "struct S {{ int f; int a[4]; }}; void f(int x, int *p, struct S s, struct S *q, int a[8][8], int i, int j) {{ {body} }}"
        );
        let (ast, diags) = parse(&text);
        assert!(diags.is_empty(), "{diags:?}");
        let mut out = Vec::new();
        for (_, s) in ast.stmts.iter() {
            if let StmtKind::Expr(e) = s.kind {
                out.push(e);
            }
        }
        // Arena order is creation order: statements come out in source order.
        (ast, text, out)
    }

    fn same(a: &str, b: &str) -> bool {
        let (ast, text, e) = exprs(&format!("{a}; {b};"));
        same_expr(&ast, &text, e[0], e[1])
    }

    #[test]
    fn spelling_does_not_matter() {
        assert!(same("x", "(x)"));
        assert!(same("a[i][j]", "(a[ i ])[(j)]"));
        assert!(same("*p", "(*p)"));
        assert!(same("q->f", "(*q).f"));
        assert!(same("(*q).a[1]", "q->a[0x1]"));
        assert!(same("s.a[i + 1]", "s.a[(i) + 1]"));
        assert!(same("a[(int)i][0]", "a[(int) i][0]"));
        assert!(same("a[sizeof(int)][j]", "a[sizeof (int)][j]"));
    }

    #[test]
    fn different_things_differ() {
        assert!(!same("x", "i"));
        assert!(!same("a[i][j]", "a[j][i]"));
        assert!(!same("s.f", "q->f"));
        assert!(!same("a[i + 1][0]", "a[1 + i][0]"));
        assert!(!same("p[0]", "*p"));
        assert!(!same("a[i++][0]", "a[i++][0]"));
        assert!(!same("a[f(1)][0]", "a[f(1)][0]"));
        assert!(!same("a[(long)i][0]", "a[(int)i][0]"));
    }
}
