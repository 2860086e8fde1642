//! Loops whose test steps their variable, the usual unsigned countdown `for (size_t i = n;
//! i-- > 0;)` among them (nvc and gcc accept it under `parallel loop`): rewritten, before the
//! passes run, into the canonical loop of 2.9 that runs the same iterations, so that every
//! analysis and writer (host team, CUDA, `kernels`, collapse, reductions) sees a loop it
//! knows, and the sequential code (host fallback, `seq`) is the same loop.
//!
//! With `w` the value the body sees, `T` the variable's type and `n` its initial value:
//!
//! - `v-- OP lo` (OP `>` or `>=`; `v++` with `<`, `<=`): the test compares the value before
//!   the step, `w + 1`: `for (v = (T)(n) - 1; v + 1 OP (lo); v--)`. `v + 1` is computed in
//!   `T` (of rank `int` or more), so it is the value the original test compared, wrapped as
//!   C wraps it; after the loop `v` holds the original's final value (`lo - 1`, `SIZE_MAX`
//!   for `i-- > 0`; `n - 1` when no iteration ran). For a narrower unsigned type `v + 1` is
//!   an `int` (65536 where the original compared 0): not rewritten.
//! - `v--` and `v-- != c` (`c` a constant 0 to 127): the body sees `c - 1` last:
//!   `for (v = (T)(n) - 1; v != (T)(c - 1); v--)`.
//! - `--v OP lo` (OP `>`, `>=`, `!=`, or no comparison: `!= 0`; `++v` with `<`, `<=`):
//!   `for (v = (T)(n) - 1; v OP (lo); v--)`, the test on the stepped value as written.
//!
//! Only loops of OpenACC compute and loop constructs are rewritten (with their nested loops):
//! the loops 2.9 asks a trip count of, and those a `kernels` region may parallelize. Any
//! other form keeps its text, and the checks report it (a located error under a loop
//! without `seq`). Replacements keep the newlines they replace, so lines (and `-Minfo`)
//! stay the user's; the diagnostics of the rewritten text are rendered against it
//! ([`crate::pipeline::CompileOutput::text`]).

use std::collections::HashSet;

use oxacc_sema::{Sema, TypeKind};
use oxacc_syntax::ast::{
    Ast, BinaryOp, DirectiveKind, Expr, ExprKind, ForInit, InitializerKind, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::Handle;

/// The text with every rewritable loop of the OpenACC constructs rewritten, or `None` when
/// there is none.
pub(crate) fn rewrite(ast: &Ast, sema: &Sema, text: &str) -> Option<String> {
    let mut seen = HashSet::new();
    let mut loops = Vec::new();
    for (_, d) in ast.directives.iter() {
        if d.kind != DirectiveKind::Acc {
            continue;
        }
        let name = d.tokens.first().map(|t| t.text(text));
        if !matches!(name, Some("parallel" | "kernels" | "serial" | "loop")) {
            continue;
        }
        let Some(body) = d.body else {
            continue;
        };
        oxacc_omp::walk::each_stmt(ast, body, &mut |s| {
            if matches!(
                ast.stmts.get(s).map(|x| &x.kind),
                Some(StmtKind::For { .. })
            ) && seen.insert(s)
            {
                loops.push(s);
            }
        });
    }
    let mut edits: Vec<(usize, usize, String)> = loops
        .into_iter()
        .filter_map(|s| loop_edits(ast, sema, text, s))
        .flatten()
        .collect();
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    // A loop inside another's rewritten part (a statement expression in a bound): no
    // rewriting rather than overlapping replacements.
    if edits.windows(2).any(|w| w[1].1 > w[0].0) {
        return None;
    }
    let mut out = text.to_string();
    for (start, end, new) in edits {
        // Keep the line structure: the source map counts lines from the markers.
        let newlines = out[start..end].matches('\n').count();
        let new = format!("{new}{}", "\n".repeat(newlines));
        out.replace_range(start..end, &new);
    }
    Some(out)
}

/// How the test steps the variable.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Stepped {
    /// `v--`/`v++` (the test sees the value before the step) rather than `--v`/`++v`.
    post: bool,
    /// `--` rather than `++`.
    down: bool,
}

/// `e` when it steps variable `var` (`v--`, `--v`, `v++`, `++v`).
fn stepped(ast: &Ast, e: Handle<Expr>, var: &str) -> Option<(Stepped, Handle<Expr>)> {
    let ExprKind::Unary { op, operand } = &ast.exprs.get(e)?.kind else {
        return None;
    };
    let (post, down) = match op {
        UnaryOp::PostDec => (true, true),
        UnaryOp::PreDec => (false, true),
        UnaryOp::PostInc => (true, false),
        UnaryOp::PreInc => (false, false),
        _ => return None,
    };
    match &ast.exprs.get(*operand)?.kind {
        ExprKind::Ident(id) if ast.name(*id) == var => Some((Stepped { post, down }, *operand)),
        _ => None,
    }
}

/// The text of expression `e`.
fn src(ast: &Ast, text: &str, e: Handle<Expr>) -> Option<String> {
    let sp = ast.exprs.get(e)?.span;
    text.get(sp.start as usize..sp.end as usize)
        .map(str::to_string)
}

/// The edits (byte range, replacement) that make loop `s` canonical, if it is one of the
/// forms of this module.
fn loop_edits(
    ast: &Ast,
    sema: &Sema,
    text: &str,
    s: Handle<Stmt>,
) -> Option<Vec<(usize, usize, String)>> {
    let StmtKind::For {
        init,
        cond: Some(cond),
        step: None,
        ..
    } = &ast.stmts.get(s)?.kind
    else {
        return None;
    };
    let (var, lb) = match init {
        ForInit::Decl(d) => {
            let d = ast.decls.get(*d)?;
            let [i] = d.declarators.as_slice() else {
                return None;
            };
            let InitializerKind::Expr(lb) = ast.inits.get(i.init?)?.kind else {
                return None;
            };
            (ast.name(i.declarator.name?).to_string(), lb)
        }
        ForInit::Expr(e) => match &ast.exprs.get(*e)?.kind {
            ExprKind::Assign { op: None, lhs, rhs } => match &ast.exprs.get(*lhs)?.kind {
                ExprKind::Ident(id) => (ast.name(*id).to_string(), *rhs),
                _ => return None,
            },
            _ => return None,
        },
        ForInit::None => return None,
    };
    // The test: a stepped variable alone (`!= 0`), or compared with a bound (normalised to
    // `v OP bound`).
    let (st, v, cmp) = if let Some((st, v)) = stepped(ast, *cond, &var) {
        (st, v, None)
    } else {
        let ExprKind::Binary { op, lhs, rhs } = &ast.exprs.get(*cond)?.kind else {
            return None;
        };
        let flip = |op: BinaryOp| match op {
            BinaryOp::Lt => BinaryOp::Gt,
            BinaryOp::Le => BinaryOp::Ge,
            BinaryOp::Gt => BinaryOp::Lt,
            BinaryOp::Ge => BinaryOp::Le,
            o => o,
        };
        if let Some((st, v)) = stepped(ast, *lhs, &var) {
            (st, v, Some((*op, *rhs)))
        } else if let Some((st, v)) = stepped(ast, *rhs, &var) {
            (st, v, Some((flip(*op), *lhs)))
        } else {
            return None;
        }
    };
    // The bound must not use the variable (it is evaluated once, on entry, like every
    // canonical loop's); the comparison must go the way the variable moves.
    if let Some((op, bound)) = cmp {
        let mut exprs = Vec::new();
        oxacc_omp::walk::exprs_in_expr(ast, bound, &mut exprs);
        if exprs
            .iter()
            .any(|x| matches!(&ast.exprs[*x].kind, ExprKind::Ident(id) if ast.name(*id) == var))
        {
            return None;
        }
        let ok = match op {
            BinaryOp::Gt | BinaryOp::Ge => st.down,
            BinaryOp::Lt | BinaryOp::Le => !st.down,
            BinaryOp::Ne => true,
            _ => false,
        };
        if !ok {
            return None;
        }
    }
    let t = &sema.types;
    let var_ty = t.unqual_id(sema.value_type(v));
    let pointer = matches!(t.kind(var_ty), TypeKind::Pointer(_));
    // The cast to the variable's type, for an integer variable.
    let spelling = if pointer {
        // `(end) - 1` steps in the pointer's own type only when the start has it.
        if t.unqual_id(sema.value_type(lb)) != var_ty {
            return None;
        }
        None
    } else {
        Some(crate::compute::loops::int_spelling(sema, var_ty)?)
    };
    let narrow_unsigned = !pointer && {
        let s = t.strip_enum(var_ty);
        t.rank(s) < t.rank(oxacc_sema::TypeId::INT) && !t.is_signed(s)
    };
    // `v-- >= 0` / `--v >= 0` on an unsigned variable never ends (gcc: "comparison of
    // unsigned expression >= 0 is always true"): no trip count to give it.
    if let Some((BinaryOp::Ge, bound)) = cmp {
        let unsigned = !pointer && !t.is_signed(t.strip_enum(var_ty));
        if unsigned && sema.eval_int(bound).is_some_and(|c| c <= 0) {
            return None;
        }
    }
    let (sign, undo, step) = if st.down {
        ("-", "+", "--")
    } else {
        ("+", "-", "++")
    };
    let new_cond = match (st.post, cmp) {
        // `v-- != c` / `v--`: the last value the body sees is `c - 1`, a constant.
        (true, None | Some((BinaryOp::Ne, _))) => {
            let c = match cmp {
                Some((_, b)) => sema.eval_int(b)?,
                None => 0,
            };
            if !(0..=127).contains(&c) {
                return None;
            }
            let last = if st.down { c - 1 } else { c + 1 };
            format!("{var} != ({})({last})", spelling?)
        }
        (true, Some((op, bound))) => {
            if narrow_unsigned {
                return None;
            }
            format!(
                "{var} {undo} 1 {} ({})",
                op_text(op)?,
                src(ast, text, bound)?
            )
        }
        (false, None) => format!("{var} != 0"),
        (false, Some((op, bound))) => {
            format!("{var} {} ({})", op_text(op)?, src(ast, text, bound)?)
        }
    };
    let new_lb = match spelling {
        Some(c) => format!("({c})({}) {sign} 1", src(ast, text, lb)?),
        None => format!("({}) {sign} 1", src(ast, text, lb)?),
    };
    // The empty step: after the `;` that follows the test (past the parentheses around it),
    // only blanks up to the `)`.
    let cond_span = ast.exprs.get(*cond)?.span;
    let bytes = text.as_bytes();
    let mut i = cond_span.end as usize;
    while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b')') {
        i += 1;
    }
    if bytes.get(i) != Some(&b';') {
        return None;
    }
    let semi = i + 1;
    let mut j = semi;
    while j < bytes.len() && bytes[j].is_ascii_whitespace() {
        j += 1;
    }
    if bytes.get(j) != Some(&b')') {
        return None;
    }
    let lb_span = ast.exprs.get(lb)?.span;
    Some(vec![
        (lb_span.start as usize, lb_span.end as usize, new_lb),
        (cond_span.start as usize, cond_span.end as usize, new_cond),
        (semi, semi, format!(" {var}{step}")),
    ])
}

fn op_text(op: BinaryOp) -> Option<&'static str> {
    Some(match op {
        BinaryOp::Lt => "<",
        BinaryOp::Le => "<=",
        BinaryOp::Gt => ">",
        BinaryOp::Ge => ">=",
        BinaryOp::Ne => "!=",
        _ => return None,
    })
}
