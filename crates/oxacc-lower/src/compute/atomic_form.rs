//! The form of an `atomic` construct (spec 2.12), recognised once from the AST: the storage
//! location `x`, how its new value is computed from the old one, and what a capture stores.
//! Both code writers print from this (`atomic.rs` for the CPU team, `cuda/kernel.rs` for the
//! GPU); neither looks at the statement's shape again.
//!
//! Forms (2.12): read `v = x;` — write `x = expr;` — update `x++; x--; ++x; --x;
//! x binop= expr; x = x binop expr; x = expr binop x;` — capture `v = x++;` ... `v = x binop=
//! expr; v = x = x binop expr; v = x = expr binop x;` and the structured blocks `{v = x; x
//! binop= expr;}` / `{x binop= expr; v = x;}` / `{v = x; x = expr;}` (and the other update
//! forms in either order). The two occurrences of `x` are compared as expressions
//! (`oxacc_syntax::same_expr`: parentheses and spelling ignored, `p->f` is `(*p).f`).

use oxacc_acc::ast::{is_atomic_binop, AtomicKind};
use oxacc_syntax::ast::{BinaryOp, Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::{Ast, Handle};

/// How the new value of `x` is computed from its old value `o`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewValue {
    /// `x` is only read.
    Keep,
    /// `expr` (a write, or the second statement of a swap capture).
    Set(Handle<Expr>),
    /// `o op e` (`e_first`: `e op o`); `e == None` is the constant 1 (`++` / `--`).
    Binary {
        op: BinaryOp,
        e: Option<Handle<Expr>>,
        e_first: bool,
    },
}

/// One atomic operation on `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicOp {
    pub x: Handle<Expr>,
    pub new: NewValue,
    /// `(v, true)`: `v` receives the new value; `(v, false)`: the old one.
    pub capture: Option<(Handle<Expr>, bool)>,
}

/// The operation of an `atomic` construct of kind `kind` whose statement is `body`, or
/// `None` when the statement is not one of the forms of 2.12 (the checks report that).
pub fn analyze(ast: &Ast, text: &str, kind: AtomicKind, body: Handle<Stmt>) -> Option<AtomicOp> {
    let f = Forms { ast, text };
    match kind {
        AtomicKind::Read => {
            let (v, x) = f.assign(f.expr_stmt(body)?)?;
            Some(AtomicOp {
                x,
                new: NewValue::Keep,
                capture: Some((v, false)),
            })
        }
        AtomicKind::Write => {
            let (x, e) = f.assign(f.expr_stmt(body)?)?;
            Some(AtomicOp {
                x,
                new: NewValue::Set(e),
                capture: None,
            })
        }
        AtomicKind::Update => f.update(f.expr_stmt(body)?).map(|(op, _)| op),
        AtomicKind::Capture => f.capture(body),
    }
}

struct Forms<'a> {
    ast: &'a Ast,
    text: &'a str,
}

impl Forms<'_> {
    fn kind(&self, e: Handle<Expr>) -> Option<&ExprKind> {
        self.ast.exprs.get(e).map(|e| &e.kind)
    }

    fn same(&self, a: Handle<Expr>, b: Handle<Expr>) -> bool {
        oxacc_syntax::same_expr(self.ast, self.text, a, b)
    }

    fn expr_stmt(&self, s: Handle<Stmt>) -> Option<Handle<Expr>> {
        match &self.ast.stmts.get(s)?.kind {
            StmtKind::Expr(e) => Some(*e),
            _ => None,
        }
    }

    /// `lhs = rhs`.
    fn assign(&self, e: Handle<Expr>) -> Option<(Handle<Expr>, Handle<Expr>)> {
        match self.kind(e)? {
            ExprKind::Assign { op: None, lhs, rhs } => Some((*lhs, *rhs)),
            _ => None,
        }
    }

    /// An update expression; the bool says whether its value is the new value of `x` (prefix
    /// and compound forms) rather than the old one (postfix).
    fn update(&self, e: Handle<Expr>) -> Option<(AtomicOp, bool)> {
        let (x, new, yields_new) = match self.kind(e)? {
            ExprKind::Unary { op, operand } => {
                let (bop, yields_new) = match op {
                    UnaryOp::PostInc => (BinaryOp::Add, false),
                    UnaryOp::PostDec => (BinaryOp::Sub, false),
                    UnaryOp::PreInc => (BinaryOp::Add, true),
                    UnaryOp::PreDec => (BinaryOp::Sub, true),
                    _ => return None,
                };
                (
                    *operand,
                    NewValue::Binary {
                        op: bop,
                        e: None,
                        e_first: false,
                    },
                    yields_new,
                )
            }
            ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
            } if is_atomic_binop(*op) => (
                *lhs,
                NewValue::Binary {
                    op: *op,
                    e: Some(*rhs),
                    e_first: false,
                },
                true,
            ),
            ExprKind::Assign { op: None, lhs, rhs } => {
                let ExprKind::Binary { op, lhs: a, rhs: b } = self.kind(*rhs)? else {
                    return None;
                };
                if !is_atomic_binop(*op) {
                    return None;
                }
                if self.same(*a, *lhs) {
                    (
                        *lhs,
                        NewValue::Binary {
                            op: *op,
                            e: Some(*b),
                            e_first: false,
                        },
                        true,
                    )
                } else if self.same(*b, *lhs) {
                    (
                        *lhs,
                        NewValue::Binary {
                            op: *op,
                            e: Some(*a),
                            e_first: true,
                        },
                        true,
                    )
                } else {
                    return None;
                }
            }
            _ => return None,
        };
        Some((
            AtomicOp {
                x,
                new,
                capture: None,
            },
            yields_new,
        ))
    }

    fn capture(&self, body: Handle<Stmt>) -> Option<AtomicOp> {
        match &self.ast.stmts.get(body)?.kind {
            StmtKind::Expr(e) => {
                // v = x++ / v = ++x / v = x op= e / v = x = x op e / v = x = e op x
                let (v, rhs) = self.assign(*e)?;
                let (mut op, yields_new) = self.update(rhs)?;
                op.capture = Some((v, yields_new));
                Some(op)
            }
            StmtKind::Compound(items) if items.len() == 2 => {
                let s0 = self.expr_stmt(items[0])?;
                let s1 = self.expr_stmt(items[1])?;
                // {v = x; update-or-write}
                if let Some((v, x)) = self.assign(s0) {
                    let upd = self.update(s1).map(|(o, _)| o).or_else(|| {
                        self.assign(s1).map(|(x2, e)| AtomicOp {
                            x: x2,
                            new: NewValue::Set(e),
                            capture: None,
                        })
                    });
                    if let Some(mut upd) = upd.filter(|u| self.same(u.x, x)) {
                        upd.capture = Some((v, false));
                        return Some(upd);
                    }
                }
                // {update; v = x;}
                let (mut upd, _) = self.update(s0)?;
                let (v, x) = self.assign(s1)?;
                if !self.same(upd.x, x) {
                    return None;
                }
                upd.capture = Some((v, true));
                Some(upd)
            }
            _ => None,
        }
    }
}
