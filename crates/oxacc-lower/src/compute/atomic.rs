//! The atomic construct (spec 2.12) on the CPU: every form of read, write, update and
//! capture becomes a compare-and-swap loop on the location (`__atomic_compare_exchange`,
//! which works for every arithmetic type of 1, 2, 4 or 8 bytes, floating point and
//! `_Complex float` included); wider types (`long double`, `double _Complex`) take one
//! process-wide spin lock (`__oxacc_atomic_lock`, a weak symbol shared by every translation
//! unit). `expr` is evaluated once, before the loop. With `if(cond)` false (an extension: 2.12
//! lists no clauses; NVIDIA accepts it) the statement runs as written, non-atomically.

use oxacc_acc::ast::{is_atomic_binop, AccDirective, AtomicKind, ClauseKind, DirectiveName};
use oxacc_syntax::ast::{Expr, ExprKind, StmtKind, UnaryOp};
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::ctx::LowerCtx;

/// One atomic operation on `x`: the new value as a function of `__o` (old) and `__e` (expr,
/// evaluated once), and what the capture assigns.
struct Op {
    x: String,
    /// The `x` expression itself: occurrences of `x` in two statements are compared as
    /// expressions (2.12 "the same storage location"), not as text.
    xh: Option<Handle<Expr>>,
    e: Option<String>,
    new: String,
    capture: Option<(String, bool)>, // (v, captures the new value)
    read_only: bool,
}

fn code(op: &Op) -> String {
    let x = &op.x;
    let new = &op.new;
    let e = match &op.e {
        Some(e) => format!("__typeof__(({e})) const __e = ({e}); "),
        None => String::new(),
    };
    let fast = if op.read_only {
        "__atomic_load(__ap, &__o, 5); __n = __o;".to_string()
    } else {
        format!("__atomic_load(__ap, &__o, 5); do {{ __n = {new}; }} while (!__atomic_compare_exchange(__ap, &__o, &__n, 0, 5, 5));")
    };
    let slow = if op.read_only {
        "__o = *__ap; __n = __o;".to_string()
    } else {
        format!("__o = *__ap; __n = {new}; *__ap = __n;")
    };
    let post = match &op.capture {
        Some((v, true)) => format!("{v} = __n; "),
        Some((v, false)) => format!("{v} = __o; "),
        None => String::new(),
    };
    format!(
        "{{ {e}__typeof__({x}) *const __ap = &({x}); __typeof__(*__ap) __o, __n; \
         (void)__builtin_choose_expr(sizeof(*__ap) <= 8 && (sizeof(*__ap) & (sizeof(*__ap) - 1)) == 0, \
         ({{ {fast} 0; }}), \
         ({{ while (__atomic_exchange_n(&__oxacc_atomic_lock, 1, 2)) ; {slow} __atomic_store_n(&__oxacc_atomic_lock, 0, 3); 0; }})); \
         (void)__o; (void)__n; {post}}}"
    )
}

/// `x = x OP part` done atomically (a compare-and-swap loop, or the process-wide lock for
/// wider types): how a loop reduction's private copy is combined into a shared variable
/// (2.9.11) by each thread after its part of the loop. `part` is evaluated once.
pub fn atomic_combine(op: oxacc_acc::ast::ReductionOp, x: &str, part: &str) -> String {
    use oxacc_acc::ast::ReductionOp as R;
    let new = match op {
        R::Add => "__o + __e",
        R::Mul => "__o * __e",
        R::BitAnd => "__o & __e",
        R::BitOr => "__o | __e",
        R::BitXor => "__o ^ __e",
        R::LogicalAnd => "__o && __e",
        R::LogicalOr => "__o || __e",
        R::Max => "(__e > __o ? __e : __o)",
        R::Min => "(__e < __o ? __e : __o)",
    };
    code(&Op {
        x: x.to_string(),
        xh: None,
        e: Some(part.to_string()),
        new: new.to_string(),
        capture: None,
        read_only: false,
    })
}

struct Forms<'r> {
    ctx: &'r LowerCtx<'r>,
    render: &'r dyn Fn(Span) -> String,
}

impl Forms<'_> {
    fn span(&self, e: Handle<Expr>) -> Span {
        self.ctx
            .ast
            .exprs
            .get(e)
            .map(|e| e.span)
            .unwrap_or_default()
    }
    fn r(&self, e: Handle<Expr>) -> String {
        (self.render)(self.span(e))
    }
    fn kind(&self, e: Handle<Expr>) -> Option<&ExprKind> {
        self.ctx.ast.exprs.get(e).map(|e| &e.kind)
    }
    /// Whether `a` and `b` designate the same storage: structurally equal, parentheses and
    /// spelling ignored (the checks use the same test).
    fn same(&self, a: Handle<Expr>, b: Handle<Expr>) -> bool {
        oxacc_syntax::same_expr(self.ctx.ast, self.ctx.text, a, b)
    }

    /// An update expression (`x++`, `x op= e`, `x = x op e`, `x = e op x`); the bool says
    /// whether a prefix/compound form yields the new value.
    fn update(&self, e: Handle<Expr>) -> Option<(Op, bool)> {
        match self.kind(e)? {
            ExprKind::Unary { op, operand } => {
                let x = self.r(*operand);
                let (new, yields_new) = match op {
                    UnaryOp::PostInc => ("__o + 1", false),
                    UnaryOp::PostDec => ("__o - 1", false),
                    UnaryOp::PreInc => ("__o + 1", true),
                    UnaryOp::PreDec => ("__o - 1", true),
                    _ => return None,
                };
                Some((
                    Op {
                        x,
                        xh: Some(*operand),
                        e: None,
                        new: new.into(),
                        capture: None,
                        read_only: false,
                    },
                    yields_new,
                ))
            }
            ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
            } if is_atomic_binop(*op) => {
                let x = self.r(*lhs);
                Some((
                    Op {
                        x,
                        xh: Some(*lhs),
                        e: Some(self.r(*rhs)),
                        new: format!("__o {} __e", op.as_str()),
                        capture: None,
                        read_only: false,
                    },
                    true,
                ))
            }
            ExprKind::Assign { op: None, lhs, rhs } => {
                let x = self.r(*lhs);
                let ExprKind::Binary { op, lhs: a, rhs: b } = self.kind(*rhs)? else {
                    return None;
                };
                if !is_atomic_binop(*op) {
                    return None;
                }
                if self.same(*a, *lhs) {
                    Some((
                        Op {
                            x,
                            xh: Some(*lhs),
                            e: Some(self.r(*b)),
                            new: format!("__o {} __e", op.as_str()),
                            capture: None,
                            read_only: false,
                        },
                        true,
                    ))
                } else if self.same(*b, *lhs) {
                    Some((
                        Op {
                            x,
                            xh: Some(*lhs),
                            e: Some(self.r(*a)),
                            new: format!("__e {} __o", op.as_str()),
                            capture: None,
                            read_only: false,
                        },
                        true,
                    ))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// `x = expr` (write).
    fn write(&self, e: Handle<Expr>) -> Option<Op> {
        match self.kind(e)? {
            ExprKind::Assign { op: None, lhs, rhs } => Some(Op {
                x: self.r(*lhs),
                xh: Some(*lhs),
                e: Some(self.r(*rhs)),
                new: "__e".into(),
                capture: None,
                read_only: false,
            }),
            _ => None,
        }
    }

    /// `v = x` (read): (v, x as rendered, x).
    fn read(&self, e: Handle<Expr>) -> Option<(String, String, Handle<Expr>)> {
        match self.kind(e)? {
            ExprKind::Assign { op: None, lhs, rhs } => Some((self.r(*lhs), self.r(*rhs), *rhs)),
            _ => None,
        }
    }
}

fn expr_of_stmt(ctx: &LowerCtx, s: Handle<oxacc_syntax::ast::Stmt>) -> Option<Handle<Expr>> {
    match ctx.ast.stmts.get(s).map(|s| &s.kind) {
        Some(StmtKind::Expr(e)) => Some(*e),
        _ => None,
    }
}

/// The code replacing the whole atomic construct (directive line and statement).
pub fn lower_atomic(
    ctx: &LowerCtx,
    a: &AccDirective,
    render: &dyn Fn(Span) -> String,
) -> Result<String, Diagnostic> {
    let DirectiveName::Atomic(kind) = a.name else {
        return Err(Diagnostic::error(a.span, "not an atomic directive"));
    };
    let bad = || {
        Diagnostic::error(
            a.body
                .and_then(|b| ctx.ast.stmts.get(b))
                .map(|s| s.span)
                .unwrap_or(a.span),
            format!(
                "this statement is not one of the forms allowed by 'atomic {}' (OpenACC 3.3, 2.12)",
                match kind {
                    AtomicKind::Read => "read",
                    AtomicKind::Write => "write",
                    AtomicKind::Update => "update",
                    AtomicKind::Capture => "capture",
                }
            ),
        )
    };
    let body = a.body.ok_or_else(bad)?;
    let f = Forms { ctx, render };
    let op = match kind {
        AtomicKind::Read => {
            let (v, x, xh) = f
                .read(expr_of_stmt(ctx, body).ok_or_else(bad)?)
                .ok_or_else(bad)?;
            Op {
                x,
                xh: Some(xh),
                e: None,
                new: "__o".into(),
                capture: Some((v, false)),
                read_only: true,
            }
        }
        AtomicKind::Write => f
            .write(expr_of_stmt(ctx, body).ok_or_else(bad)?)
            .ok_or_else(bad)?,
        AtomicKind::Update => {
            f.update(expr_of_stmt(ctx, body).ok_or_else(bad)?)
                .ok_or_else(bad)?
                .0
        }
        AtomicKind::Capture => capture(ctx, &f, body).ok_or_else(bad)?,
    };
    let stmt_span = ctx.ast.stmts.get(body).map(|s| s.span).unwrap_or_default();
    let atomic = code(&op);
    let cond = a.clauses.iter().find_map(|c| match &c.kind {
        // Rendered like the body: inside a compute region its variables are rewritten.
        ClauseKind::If(e) => ctx.ast.exprs.get(*e).map(|e| render(e.span)),
        _ => None,
    });
    Ok(match cond {
        Some(c) => format!("if ({c}) {atomic} else {{ {} }}", render(stmt_span)),
        None => atomic,
    })
}

fn capture(ctx: &LowerCtx, f: &Forms, body: Handle<oxacc_syntax::ast::Stmt>) -> Option<Op> {
    match &ctx.ast.stmts.get(body)?.kind {
        StmtKind::Expr(e) => {
            // v = x++ / v = ++x / v = x op= e / v = x = x op e / v = x = e op x
            let ExprKind::Assign { op: None, lhs, rhs } = f.kind(*e)? else {
                return None;
            };
            let v = f.r(*lhs);
            let (mut op, yields_new) = f.update(*rhs)?;
            op.capture = Some((v, yields_new));
            Some(op)
        }
        StmtKind::Compound(items) if items.len() == 2 => {
            let s0 = expr_of_stmt(ctx, items[0])?;
            let s1 = expr_of_stmt(ctx, items[1])?;
            // {v = x; update-or-write}  or  {update; v = x;}
            let same = |op: &Op, x: Handle<Expr>| op.xh.is_some_and(|h| f.same(h, x));
            if let Some((v, _, x)) = f.read(s0) {
                let upd = f.update(s1).map(|(o, _)| o).or_else(|| f.write(s1))?;
                if same(&upd, x) {
                    let mut upd = upd;
                    upd.capture = Some((v, false));
                    return Some(upd);
                }
            }
            let (mut upd, _) = f.update(s0)?;
            let (v, _, x) = f.read(s1)?;
            if !same(&upd, x) {
                return None;
            }
            upd.capture = Some((v, true));
            Some(upd)
        }
        _ => None,
    }
}
