//! The canonical shape of the loop of a `for` construct (OpenMP 2.0, 2.4.1):
//!
//! ```text
//! for (init-expr; var logical-op b; incr-expr)
//! init-expr:  var = lb | integer-type var = lb
//! logical-op: < <= > >=
//! incr-expr:  ++var var++ --var var-- var += incr var -= incr
//!             var = var + incr  var = incr + var  var = var - incr
//! ```
//!
//! Used by the checks (a located error for each part that is not canonical) and by the
//! lowering (which computes the iteration count once, on entry, from `lb`, `b` and `incr`).

use oxacc_syntax::ast::{BinaryOp, Decl, Expr, ExprKind, ForInit, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::{Ast, Handle, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelOp {
    Lt,
    Le,
    Gt,
    Ge,
}

impl RelOp {
    /// `<` and `<=` loops count up.
    pub fn grows(self) -> bool {
        matches!(self, RelOp::Lt | RelOp::Le)
    }
}

/// The step: `incr` (None: 1), negated for `--`, `-=` and `var = var - incr`.
#[derive(Clone, Copy, Debug)]
pub struct Incr {
    pub expr: Option<Handle<Expr>>,
    pub negative: bool,
}

#[derive(Clone, Debug)]
pub struct CanonFor {
    pub for_stmt: Handle<Stmt>,
    pub var: String,
    /// An identifier expression naming the variable (sema resolves it): the left side of the
    /// init assignment, or for a declaration the variable in the test.
    pub var_expr: Handle<Expr>,
    /// `for (int i = lb; ...)`: the declaration.
    pub decl: Option<Handle<Decl>>,
    pub lb: Handle<Expr>,
    pub b: Handle<Expr>,
    pub op: RelOp,
    pub incr: Incr,
    pub body: Handle<Stmt>,
    /// The test expression (for messages).
    pub cond: Handle<Expr>,
    pub step: Handle<Expr>,
}

fn ident(ast: &Ast, e: Handle<Expr>) -> Option<&str> {
    match &ast.exprs.get(e)?.kind {
        ExprKind::Ident(id) => Some(ast.name(*id)),
        _ => None,
    }
}

fn span_of(ast: &Ast, e: Handle<Expr>) -> Span {
    ast.exprs.get(e).map(|e| e.span).unwrap_or_default()
}

/// The loop's canonical form, or the span of the part that is not canonical and what is wrong
/// with it. `s` must be a `for` statement.
pub fn canonical(ast: &Ast, s: Handle<Stmt>) -> Result<CanonFor, (Span, &'static str)> {
    let Some(st) = ast.stmts.get(s) else {
        return Err((Span::default(), "not a loop"));
    };
    let StmtKind::For {
        init,
        cond,
        step,
        body,
    } = &st.kind
    else {
        return Err((st.span, "not a 'for' loop"));
    };
    let for_kw = Span::new(st.span.start, st.span.start + 3);
    let (var, lb, decl, init_var) = match init {
        ForInit::Expr(e) => match &ast.exprs.get(*e).map(|x| &x.kind) {
            Some(ExprKind::Assign { op: None, lhs, rhs }) => match ident(ast, *lhs) {
                Some(n) => (n.to_string(), *rhs, None, Some(*lhs)),
                None => {
                    return Err((
                        span_of(ast, *lhs),
                        "the initialization must assign the iteration variable ('var = lb')",
                    ))
                }
            },
            _ => {
                return Err((
                    span_of(ast, *e),
                    "the initialization must be 'var = lb' or 'integer-type var = lb'",
                ))
            }
        },
        ForInit::Decl(d) => {
            let Some(dd) = ast.decls.get(*d) else {
                return Err((for_kw, "bad initialization"));
            };
            let one = match dd.declarators.as_slice() {
                [one] => one,
                _ => {
                    return Err((
                        dd.span,
                        "the initialization must declare exactly one variable",
                    ))
                }
            };
            let init = one.init.and_then(|i| ast.inits.get(i));
            let lb = match init.map(|i| &i.kind) {
                Some(oxacc_syntax::ast::InitializerKind::Expr(e)) => *e,
                _ => {
                    return Err((
                        dd.span,
                        "the declaration must initialize the iteration variable ('integer-type var = lb')",
                    ))
                }
            };
            if !one.declarator.derived.is_empty() {
                return Err((dd.span, "the iteration variable must be an integer"));
            }
            let Some(name) = one.declarator.name else {
                return Err((dd.span, "bad initialization"));
            };
            (ast.name(name).to_string(), lb, Some(*d), None)
        }
        ForInit::None => return Err((for_kw, "the loop has no initialization ('var = lb')")),
    };
    let Some(cond) = *cond else {
        return Err((for_kw, "the loop has no test ('var op b')"));
    };
    let (op, b, test_var) = match ast.exprs.get(cond).map(|x| &x.kind) {
        Some(ExprKind::Binary { op, lhs, rhs }) => {
            let rel = match op {
                BinaryOp::Lt => Some(RelOp::Lt),
                BinaryOp::Le => Some(RelOp::Le),
                BinaryOp::Gt => Some(RelOp::Gt),
                BinaryOp::Ge => Some(RelOp::Ge),
                _ => None,
            };
            let Some(rel) = rel else {
                return Err((
                    span_of(ast, cond),
                    "the test must compare the iteration variable with '<', '<=', '>' or '>='",
                ));
            };
            if ident(ast, *lhs) == Some(var.as_str()) {
                (rel, *rhs, *lhs)
            } else if ident(ast, *rhs) == Some(var.as_str()) {
                let flipped = match rel {
                    RelOp::Lt => RelOp::Gt,
                    RelOp::Le => RelOp::Ge,
                    RelOp::Gt => RelOp::Lt,
                    RelOp::Ge => RelOp::Le,
                };
                (flipped, *lhs, *rhs)
            } else {
                return Err((
                    span_of(ast, cond),
                    "the test must compare the iteration variable itself",
                ));
            }
        }
        _ => {
            return Err((
                span_of(ast, cond),
                "the test must be 'var op b' with op one of '<', '<=', '>', '>='",
            ))
        }
    };
    let Some(step) = *step else {
        return Err((for_kw, "the loop has no increment"));
    };
    let bad_incr = || {
        Err((
            span_of(ast, step),
            "the increment must be '++var', 'var++', '--var', 'var--', 'var += incr', 'var -= incr', 'var = var + incr', 'var = incr + var' or 'var = var - incr'",
        ))
    };
    let is_var = |e: Handle<Expr>| ident(ast, e) == Some(var.as_str());
    let incr = match ast.exprs.get(step).map(|x| &x.kind) {
        Some(ExprKind::Unary { op, operand }) if is_var(*operand) => match op {
            UnaryOp::PreInc | UnaryOp::PostInc => Incr {
                expr: None,
                negative: false,
            },
            UnaryOp::PreDec | UnaryOp::PostDec => Incr {
                expr: None,
                negative: true,
            },
            _ => return bad_incr(),
        },
        Some(ExprKind::Assign {
            op: Some(op),
            lhs,
            rhs,
        }) if is_var(*lhs) => match op {
            BinaryOp::Add => Incr {
                expr: Some(*rhs),
                negative: false,
            },
            BinaryOp::Sub => Incr {
                expr: Some(*rhs),
                negative: true,
            },
            _ => return bad_incr(),
        },
        Some(ExprKind::Assign { op: None, lhs, rhs }) if is_var(*lhs) => {
            match ast.exprs.get(*rhs).map(|x| &x.kind) {
                Some(ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs: a,
                    rhs: c,
                }) => {
                    if is_var(*a) {
                        Incr {
                            expr: Some(*c),
                            negative: false,
                        }
                    } else if is_var(*c) {
                        Incr {
                            expr: Some(*a),
                            negative: false,
                        }
                    } else {
                        return bad_incr();
                    }
                }
                Some(ExprKind::Binary {
                    op: BinaryOp::Sub,
                    lhs: a,
                    rhs: c,
                }) if is_var(*a) => Incr {
                    expr: Some(*c),
                    negative: true,
                },
                _ => return bad_incr(),
            }
        }
        _ => return bad_incr(),
    };
    Ok(CanonFor {
        for_stmt: s,
        var,
        var_expr: init_var.unwrap_or(test_var),
        decl,
        lb,
        b,
        op,
        incr,
        body: *body,
        cond,
        step,
    })
}
