//! The compute lowering's walks over the C AST: oxacc-omp's (`oxacc_omp::walk`, one walk
//! for the OpenMP and the OpenACC outliners, so both capture and rename the same
//! expressions) and the two that read OpenACC directives from the lowering context.

use oxacc_syntax::ast::{Expr, Stmt, StmtKind};
use oxacc_syntax::Handle;

pub use oxacc_omp::walk::{
    assigned_first, changed_lvalue, each_stmt, effect_node, expr_children, exprs_in_decl,
    exprs_in_expr, exprs_in_stmt, strip_compound,
};

/// The expressions of the `if` clauses of `atomic` directives inside `s` (an extension, see
/// atomic.rs): they run in the outlined code like the statements around them, so the region's
/// captures and rewrites must see them.
pub fn atomic_clause_exprs(
    ctx: &crate::ctx::LowerCtx,
    s: Handle<Stmt>,
    out: &mut Vec<Handle<Expr>>,
) {
    crate::walk::each_stmt(ctx.ast, s, &mut |st| {
        let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(st).map(|x| &x.kind) else {
            return;
        };
        let Some(a) = ctx.acc_of.get(h).and_then(|i| ctx.acc.get(*i)) else {
            return;
        };
        if !matches!(a.name, oxacc_acc::ast::DirectiveName::Atomic(_)) {
            return;
        }
        for c in &a.clauses {
            if let oxacc_acc::ast::ClauseKind::If(e) = &c.kind {
                exprs_in_expr(ctx.ast, *e, out);
            }
        }
    });
}

/// Every expression of the OpenACC directives inside `s` (clause arguments, var bases and
/// bounds; `AccDirective::exprs`).
pub fn directive_exprs(ctx: &crate::ctx::LowerCtx, s: Handle<Stmt>, out: &mut Vec<Handle<Expr>>) {
    crate::walk::each_stmt(ctx.ast, s, &mut |st| {
        let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(st).map(|x| &x.kind) else {
            return;
        };
        if let Some(a) = ctx.acc_of.get(h).and_then(|i| ctx.acc.get(*i)) {
            for e in a.exprs() {
                exprs_in_expr(ctx.ast, e, out);
            }
        }
    });
}
