//! Loops (spec 2.9): the canonical form of a `for` loop associated with a `loop` directive,
//! its trip count, and the code that divides its iterations over the CPU team.
//!
//! A loop in canonical form is `for (init; var OP bound; incr)` with an integer induction
//! variable: `init` is `var = lb` or a declaration `T var = lb`; OP is `< <= > >= !=`; incr is
//! `var++ ++var var-- --var var += s var -= s var = var + s var = s + var var = var - s`. The
//! trip count is computed once on entry, in `__int128` so that no bound or step overflows.
//!
//! A gang loop (2.9.2) runs iterations `[b, e)` of its linearised iteration space on team
//! thread `__tid` (static chunks that differ by at most one iteration). `collapse(n)` (2.9.1)
//! linearises the `n` associated loops; the innermost loop stays a plain `for` over its own
//! index so that gcc vectorises it. `tile(...)` (2.9.8) divides the tiles over the team.

use oxacc_syntax::ast::{
    BinaryOp, DeclSpecs, Declarator, Expr, ExprKind, ForInit, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::{Ast, Handle, Span};

/// The comparison of a canonical loop test, normalised to `var OP bound`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Ne,
}

/// The step: `sign * expr` (`expr == None` means 1).
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub expr: Option<Handle<Expr>>,
    pub negative: bool,
}

/// A `for` loop in canonical form.
#[derive(Clone, Debug)]
pub struct CanonLoop {
    pub for_stmt: Handle<Stmt>,
    pub var_name: String,
    /// The identifier expression of the variable in the test (for resolution).
    pub var_expr: Option<Handle<Expr>>,
    /// `for (int i = ...)`: the declaration (specifiers + declarator) to re-declare.
    pub decl: Option<(DeclSpecs, Declarator)>,
    pub lb: Handle<Expr>,
    pub ub: Handle<Expr>,
    pub cmp: Cmp,
    pub step: Step,
    pub body: Handle<Stmt>,
    /// From `for` to the start of the body.
    pub header: Span,
}

fn ident_name(ast: &Ast, e: Handle<Expr>) -> Option<String> {
    match ast.exprs.get(e).map(|e| &e.kind) {
        Some(ExprKind::Ident(id)) => Some(ast.name(*id).to_string()),
        _ => None,
    }
}

/// Strips redundant parentheses: the AST has no paren node, so nothing to do; kept for
/// clarity at call sites.
fn is_var(ast: &Ast, e: Handle<Expr>, name: &str) -> bool {
    ident_name(ast, e).as_deref() == Some(name)
}

/// Recognises the canonical form of 2.9 (`None`: not canonical; the caller reports it).
pub fn canonical(ast: &Ast, s: Handle<Stmt>) -> Option<CanonLoop> {
    let st = ast.stmts.get(s)?;
    let StmtKind::For {
        init,
        cond,
        step,
        body,
    } = &st.kind
    else {
        return None;
    };
    let (var_name, lb, decl) = match init {
        ForInit::Expr(e) => match &ast.exprs.get(*e)?.kind {
            ExprKind::Assign { op: None, lhs, rhs } => (ident_name(ast, *lhs)?, *rhs, None),
            _ => return None,
        },
        ForInit::Decl(d) => {
            let d = ast.decls.get(*d)?;
            if d.declarators.len() != 1 {
                return None;
            }
            let i = &d.declarators[0];
            if !i.declarator.derived.is_empty() {
                return None;
            }
            let name = ast.name(i.declarator.name?).to_string();
            let init = ast.inits.get(i.init?)?;
            let oxacc_syntax::ast::InitializerKind::Expr(lb) = init.kind else {
                return None;
            };
            (name, lb, Some((d.specs.clone(), i.declarator.clone())))
        }
        ForInit::None => return None,
    };
    let cond = (*cond)?;
    let (cmp, ub, var_expr) = match &ast.exprs.get(cond)?.kind {
        ExprKind::Binary { op, lhs, rhs } => {
            let c = match op {
                BinaryOp::Lt => Cmp::Lt,
                BinaryOp::Le => Cmp::Le,
                BinaryOp::Gt => Cmp::Gt,
                BinaryOp::Ge => Cmp::Ge,
                BinaryOp::Ne => Cmp::Ne,
                _ => return None,
            };
            if is_var(ast, *lhs, &var_name) {
                (c, *rhs, *lhs)
            } else if is_var(ast, *rhs, &var_name) {
                let flipped = match c {
                    Cmp::Lt => Cmp::Gt,
                    Cmp::Le => Cmp::Ge,
                    Cmp::Gt => Cmp::Lt,
                    Cmp::Ge => Cmp::Le,
                    Cmp::Ne => Cmp::Ne,
                };
                (flipped, *lhs, *rhs)
            } else {
                return None;
            }
        }
        _ => return None,
    };
    let step_e = (*step)?;
    let step = match &ast.exprs.get(step_e)?.kind {
        ExprKind::Unary { op, operand } if is_var(ast, *operand, &var_name) => match op {
            UnaryOp::PreInc | UnaryOp::PostInc => Step {
                expr: None,
                negative: false,
            },
            UnaryOp::PreDec | UnaryOp::PostDec => Step {
                expr: None,
                negative: true,
            },
            _ => return None,
        },
        ExprKind::Assign {
            op: Some(op),
            lhs,
            rhs,
        } if is_var(ast, *lhs, &var_name) => match op {
            BinaryOp::Add => Step {
                expr: Some(*rhs),
                negative: false,
            },
            BinaryOp::Sub => Step {
                expr: Some(*rhs),
                negative: true,
            },
            _ => return None,
        },
        ExprKind::Assign { op: None, lhs, rhs } if is_var(ast, *lhs, &var_name) => {
            match &ast.exprs.get(*rhs)?.kind {
                ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs: a,
                    rhs: b,
                } => {
                    if is_var(ast, *a, &var_name) {
                        Step {
                            expr: Some(*b),
                            negative: false,
                        }
                    } else if is_var(ast, *b, &var_name) {
                        Step {
                            expr: Some(*a),
                            negative: false,
                        }
                    } else {
                        return None;
                    }
                }
                ExprKind::Binary {
                    op: BinaryOp::Sub,
                    lhs: a,
                    rhs: b,
                } if is_var(ast, *a, &var_name) => Step {
                    expr: Some(*b),
                    negative: true,
                },
                _ => return None,
            }
        }
        _ => return None,
    };
    let body_span = ast.stmts.get(*body)?.span;
    Some(CanonLoop {
        for_stmt: s,
        var_name,
        var_expr: Some(var_expr),
        decl,
        lb,
        ub,
        cmp,
        step,
        body: *body,
        header: Span::new(st.span.start, body_span.start),
    })
}

/// Texts of one loop's parts, with the region's rewrites applied (see `outline.rs`).
pub struct LoopTexts {
    /// The type to declare the variable with: `int i` style declaration text for `T name`
    /// (`None`: use `__typeof__(var)`, the variable is declared already).
    pub decl_type: Option<String>,
    pub var: String,
    pub lb: String,
    pub ub: String,
    /// The signed step as a C expression.
    pub step: String,
    pub cmp: Cmp,
}

/// Statements computing `__lb{n}`, `__st{n}` and the trip count `__n{n}` (long long) of one
/// loop, at the current point (bounds are evaluated once, on entry: 2.9.1 requires them to be
/// invariant).
pub fn trip_count(t: &LoopTexts, n: usize) -> String {
    let trip = match t.cmp {
        Cmp::Lt => format!("(__u{n} > __l{n} ? (__u{n} - __l{n} + __s{n} - 1) / __s{n} : 0)"),
        Cmp::Le => format!("(__u{n} >= __l{n} ? (__u{n} - __l{n}) / __s{n} + 1 : 0)"),
        Cmp::Gt => format!("(__l{n} > __u{n} ? (__l{n} - __u{n} - __s{n} - 1) / -__s{n} : 0)"),
        Cmp::Ge => format!("(__l{n} >= __u{n} ? (__l{n} - __u{n}) / -__s{n} + 1 : 0)"),
        Cmp::Ne => format!(
            "(__s{n} > 0 ? (__u{n} > __l{n} ? (__u{n} - __l{n} + __s{n} - 1) / __s{n} : 0) : (__l{n} > __u{n} ? (__l{n} - __u{n} - __s{n} - 1) / -__s{n} : 0))"
        ),
    };
    format!(
        "const long long __lb{n} = (long long)({lb}); const long long __st{n} = (long long)({st}); \
         long long __n{n}; {{ const __int128 __l{n} = __lb{n}, __u{n} = (__int128)({ub}), __s{n} = __st{n}; \
         __n{n} = (long long){trip}; }}",
        lb = t.lb,
        ub = t.ub,
        st = t.step,
    )
}

/// The header of a gang-partitioned loop nest (1 loop, or `collapse`d loops), replacing the
/// `for (...)` headers. `loops[0]` is outermost. Returns (text before the innermost body,
/// text after it). Uses `__tid`/`__nthr` of the outlined function.
pub fn gang_nest(loops: &[LoopTexts]) -> (String, String) {
    let mut pre = String::from("{ ");
    for (i, l) in loops.iter().enumerate() {
        pre.push_str(&trip_count(l, i));
        pre.push(' ');
    }
    let k = loops.len();
    let total = (0..k)
        .map(|i| format!("__n{i}"))
        .collect::<Vec<_>>()
        .join(" * ");
    pre.push_str(&format!(
        "const long long __tot = {total}; const long long __q = __tot / __nthr, __r = __tot % __nthr; \
         const long long __b = (long long)__tid * __q + (__tid < __r ? __tid : __r); \
         const long long __e = __b + __q + (__tid < __r); "
    ));
    // The conversion from long long to the variable's type is implicit (C11 6.5.16.1).
    let decl = |l: &LoopTexts, idx: &str, i: usize| -> String {
        match &l.decl_type {
            Some(d) => format!("{d} = __lb{i} + {idx} * __st{i}; "),
            None => format!("{v} = __lb{i} + {idx} * __st{i}; ", v = l.var),
        }
    };
    if k == 1 {
        pre.push_str("for (long long __k = __b; __k < __e; ++__k) { ");
        pre.push_str(&decl(&loops[0], "__k", 0));
        return (pre, " } }".to_string());
    }
    // collapse: split the linear index once per run of the innermost loop.
    pre.push_str("for (long long __k = __b; __k < __e; ) { long long __rem = __k; ");
    let last = k - 1;
    pre.push_str(&format!(
        "long long __j{last} = __rem % __n{last}; __rem /= __n{last}; "
    ));
    for i in (1..last).rev() {
        pre.push_str(&format!(
            "const long long __j{i} = __rem % __n{i}; __rem /= __n{i}; "
        ));
    }
    pre.push_str("const long long __j0 = __rem; ");
    pre.push_str(&format!(
        "long long __stop = __k + (__n{last} - __j{last}); if (__stop > __e) __stop = __e; "
    ));
    for (i, l) in loops.iter().enumerate().take(last) {
        pre.push_str(&decl(l, &format!("__j{i}"), i));
    }
    pre.push_str(&format!("for (; __k < __stop; ++__k, ++__j{last}) {{ "));
    pre.push_str(&decl(&loops[last], &format!("__j{last}"), last));
    (pre, " } } }".to_string())
}

/// `tile(...)` (2.9.8) on a gang-partitioned nest: the tiles of the iteration space are divided
/// over the team, and each thread runs the elements of its tiles loop by loop (strip-mining).
/// `sizes[i]` is the tile size of `loops[i]` (outermost first; the caller reverses the clause's
/// list, whose first size is for the innermost loop).
pub fn tiled_nest(loops: &[LoopTexts], sizes: &[String]) -> (String, String) {
    let k = loops.len();
    let mut pre = String::from("{ ");
    for (i, l) in loops.iter().enumerate() {
        pre.push_str(&trip_count(l, i));
        let size = sizes.get(i).map(String::as_str).unwrap_or("1");
        pre.push_str(&format!(
            " const long long __ts{i} = ({size}) > 0 ? (long long)({size}) : 1; \
             const long long __nt{i} = (__n{i} + __ts{i} - 1) / __ts{i}; "
        ));
    }
    let total = (0..k)
        .map(|i| format!("__nt{i}"))
        .collect::<Vec<_>>()
        .join(" * ");
    pre.push_str(&format!(
        "const long long __tot = {total}; const long long __q = __tot / __nthr, __r = __tot % __nthr; \
         const long long __b = (long long)__tid * __q + (__tid < __r ? __tid : __r); \
         const long long __e = __b + __q + (__tid < __r); \
         for (long long __t = __b; __t < __e; ++__t) {{ long long __rem = __t; "
    ));
    for i in (0..k).rev() {
        pre.push_str(&format!(
            "const long long __tc{i} = __rem % __nt{i}; __rem /= __nt{i}; "
        ));
    }
    for (i, l) in loops.iter().enumerate() {
        pre.push_str(&format!(
            "const long long __hi{i} = (__tc{i} + 1) * __ts{i} < __n{i} ? (__tc{i} + 1) * __ts{i} : __n{i}; \
             for (long long __j{i} = __tc{i} * __ts{i}; __j{i} < __hi{i}; ++__j{i}) {{ "
        ));
        match &l.decl_type {
            Some(d) => pre.push_str(&format!("{d} = __lb{i} + __j{i} * __st{i}; ")),
            None => pre.push_str(&format!("{v} = __lb{i} + __j{i} * __st{i}; ", v = l.var)),
        }
    }
    let mut post = String::new();
    for _ in 0..k {
        post.push_str(" }");
    }
    post.push_str(" } }");
    (pre, post)
}
