//! Small helpers to visit the C AST.

use oxacc_syntax::ast::{Expr, ExprKind, ForInit, InitializerKind, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::{Ast, Handle};

/// The direct sub-expressions of `e` (type names and statements not included).
pub fn expr_children(e: &Expr) -> Vec<Handle<Expr>> {
    match &e.kind {
        ExprKind::Unary { operand, .. } => vec![*operand],
        ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => vec![*lhs, *rhs],
        ExprKind::Conditional {
            cond,
            then_expr,
            else_expr,
        } => {
            let mut v = vec![*cond];
            v.extend(then_expr.iter().copied());
            v.push(*else_expr);
            v
        }
        ExprKind::Cast { expr, .. } => vec![*expr],
        ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x) => vec![*x],
        ExprKind::Call { callee, args } => {
            let mut v = vec![*callee];
            v.extend(args.iter().copied());
            v
        }
        ExprKind::Index { base, index } => vec![*base, *index],
        ExprKind::Member { base, .. } => vec![*base],
        ExprKind::Generic { control, assocs } => {
            let mut v = vec![*control];
            v.extend(assocs.iter().map(|a| a.expr));
            v
        }
        ExprKind::VaArg { ap, .. } => vec![*ap],
        _ => Vec::new(),
    }
}

/// The lvalue that `e` stores into (an assignment's left side, the operand of `++`/`--`) or
/// whose address it takes (`&x`): what may change through `e`.
pub fn changed_lvalue(e: &Expr) -> Option<Handle<Expr>> {
    match &e.kind {
        ExprKind::Assign { lhs, .. } => Some(*lhs),
        ExprKind::Unary {
            op:
                UnaryOp::PreInc
                | UnaryOp::PreDec
                | UnaryOp::PostInc
                | UnaryOp::PostDec
                | UnaryOp::AddrOf,
            operand,
        } => Some(*operand),
        _ => None,
    }
}

/// Every expression handle reachable from statement `s` (pre-order, statement expressions and
/// initializers included), with a flag telling whether it is inside `sizeof`/`_Alignof`.
pub fn exprs_in_stmt(ast: &Ast, s: Handle<Stmt>, out: &mut Vec<Handle<Expr>>) {
    let Some(st) = ast.stmts.get(s) else { return };
    match &st.kind {
        StmtKind::Compound(items) => {
            for i in items {
                exprs_in_stmt(ast, *i, out);
            }
        }
        StmtKind::Expr(e) => exprs_in_expr(ast, *e, out),
        StmtKind::If {
            cond,
            then_branch,
            else_branch,
        } => {
            exprs_in_expr(ast, *cond, out);
            exprs_in_stmt(ast, *then_branch, out);
            if let Some(e) = else_branch {
                exprs_in_stmt(ast, *e, out);
            }
        }
        StmtKind::Switch { cond, body } | StmtKind::While { cond, body } => {
            exprs_in_expr(ast, *cond, out);
            exprs_in_stmt(ast, *body, out);
        }
        StmtKind::DoWhile { body, cond } => {
            exprs_in_stmt(ast, *body, out);
            exprs_in_expr(ast, *cond, out);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            match init {
                ForInit::Expr(e) => exprs_in_expr(ast, *e, out),
                ForInit::Decl(d) => exprs_in_decl(ast, *d, out),
                ForInit::None => {}
            }
            if let Some(c) = cond {
                exprs_in_expr(ast, *c, out);
            }
            if let Some(c) = step {
                exprs_in_expr(ast, *c, out);
            }
            exprs_in_stmt(ast, *body, out);
        }
        StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => exprs_in_expr(ast, *e, out),
        StmtKind::Labeled { body, .. } | StmtKind::Default { body } => {
            exprs_in_stmt(ast, *body, out)
        }
        StmtKind::Case { value, body, .. } => {
            exprs_in_expr(ast, *value, out);
            exprs_in_stmt(ast, *body, out);
        }
        StmtKind::Decl(d) => exprs_in_decl(ast, *d, out),
        StmtKind::Asm(a) => {
            for op in a.outputs.iter().chain(a.inputs.iter()) {
                exprs_in_expr(ast, op.expr, out);
            }
        }
        StmtKind::Directive(d) => {
            if let Some(b) = ast.directives.get(*d).and_then(|d| d.body) {
                exprs_in_stmt(ast, b, out);
            }
        }
        _ => {}
    }
}

pub fn exprs_in_decl(ast: &Ast, d: Handle<oxacc_syntax::ast::Decl>, out: &mut Vec<Handle<Expr>>) {
    let Some(d) = ast.decls.get(d) else { return };
    // `__typeof__(x) t;` (also inside `_Atomic(type)` or the members of a structure defined
    // here): not evaluated, but the outlined code names `x` (a region that only names it
    // there must still capture it, and the host team's and the kernel's copies rename it).
    let mut top = Vec::new();
    oxacc_omp::walk::spec_exprs(ast, &d.specs, &mut top);
    for e in top {
        exprs_in_expr(ast, e, out);
    }
    for i in &d.declarators {
        for part in &i.declarator.derived {
            if let oxacc_syntax::ast::DerivedDeclarator::Array {
                size: oxacc_syntax::ast::ArraySize::Expr(e),
                ..
            } = part
            {
                exprs_in_expr(ast, *e, out);
            }
        }
        if let Some(init) = i.init {
            exprs_in_init(ast, init, out);
        }
    }
}

fn exprs_in_init(
    ast: &Ast,
    h: Handle<oxacc_syntax::ast::Initializer>,
    out: &mut Vec<Handle<Expr>>,
) {
    let Some(i) = ast.inits.get(h) else { return };
    match &i.kind {
        InitializerKind::Expr(e) => exprs_in_expr(ast, *e, out),
        InitializerKind::List(items) => {
            for it in items {
                exprs_in_init(ast, it.init, out);
            }
        }
    }
}

/// Whether evaluating this expression node itself may have a side effect (a store, an
/// increment, a call, a statement expression, `va_arg`), whatever its operands do: the
/// conservative test of code that must evaluate something once (`a ?: b`, a repeated
/// initializer), with no exception for private variables or pure calls.
pub fn effect_node(kind: &ExprKind) -> bool {
    matches!(
        kind,
        ExprKind::Assign { .. }
            | ExprKind::Call { .. }
            | ExprKind::StmtExpr(_)
            | ExprKind::VaArg { .. }
            | ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                ..
            }
    )
}

pub fn exprs_in_expr(ast: &Ast, h: Handle<Expr>, out: &mut Vec<Handle<Expr>>) {
    let Some(e) = ast.exprs.get(h) else { return };
    out.push(h);
    // The expressions of its type names: a variably modified type (`sizeof(int[n])`,
    // `(double (*)[n])p`), a `__typeof__(x)` in a cast, a `_Generic` association type,
    // `__builtin_offsetof(__typeof__(p), y[k])`, `__builtin_types_compatible_p`. Not
    // evaluated, but the outlined code names those variables, so a region that names `n`
    // only there must still capture it (the host function's cc error: "'n' undeclared").
    for x in oxacc_omp::walk::type_name_exprs(ast, e) {
        exprs_in_expr(ast, x, out);
    }
    match &e.kind {
        ExprKind::StmtExpr(s) => exprs_in_stmt(ast, *s, out),
        ExprKind::CompoundLiteral { init, .. } => exprs_in_init(ast, *init, out),
        _ => {
            for c in expr_children(e) {
                exprs_in_expr(ast, c, out);
            }
        }
    }
}

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

/// The statement inside any number of enclosing `{ }` with one item (and no declarations).
pub fn strip_compound(ast: &Ast, mut s: Handle<Stmt>) -> Handle<Stmt> {
    while let Some(StmtKind::Compound(items)) = ast.stmts.get(s).map(|s| &s.kind) {
        if items.len() != 1 {
            break;
        }
        s = items[0];
    }
    s
}

/// Whether the first statement of loop body `body` that mentions `name` assigns it a value
/// computed without it (`t = a[j] * 2;`; with `for_init`, also a `for` that starts with
/// `t = ...`): each iteration then has its own value, as if the variable were private to it.
pub fn assigned_first(ast: &Ast, body: Handle<Stmt>, name: &str, for_init: bool) -> bool {
    let items = match ast.stmts.get(body).map(|s| &s.kind) {
        Some(StmtKind::Compound(items)) => items.clone(),
        _ => vec![body],
    };
    let mentions = |v: &[Handle<Expr>]| {
        v.iter().any(|x| {
            matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name)
        })
    };
    let plain_assign = |e: Handle<Expr>| {
        if let Some(ExprKind::Assign { op: None, lhs, rhs }) = ast.exprs.get(e).map(|x| &x.kind) {
            let lhs_is = matches!(ast.exprs.get(*lhs).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name);
            let mut r = Vec::new();
            exprs_in_expr(ast, *rhs, &mut r);
            return lhs_is && !mentions(&r);
        }
        false
    };
    for s in items {
        let mut exprs = Vec::new();
        exprs_in_stmt(ast, s, &mut exprs);
        if !mentions(&exprs) {
            continue;
        }
        return match ast.stmts.get(s).map(|s| &s.kind) {
            Some(StmtKind::Expr(e)) => plain_assign(*e),
            Some(StmtKind::For {
                init: ForInit::Expr(e),
                ..
            }) if for_init => plain_assign(*e),
            _ => false,
        };
    }
    false
}
