//! Small walks over the C AST (expressions of a statement, sub-statements), shared by the
//! checks and by the OpenMP lowering in oxacc-lower.

use oxacc_syntax::ast::{Expr, ExprKind, ForInit, InitializerKind, Stmt, StmtKind};
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

/// Every expression handle reachable from statement `s` (pre-order, statement expressions,
/// initializers, VLA sizes and directive bodies included).
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

pub fn exprs_in_expr(ast: &Ast, h: Handle<Expr>, out: &mut Vec<Handle<Expr>>) {
    let Some(e) = ast.exprs.get(h) else { return };
    out.push(h);
    // A variably modified type name (`sizeof(int[n])`, `(double (*)[n])p`): the outlined
    // code names the variables of its array sizes, so a region that names `n` only there
    // must still capture it (cc's error in the outlined function: "'n' undeclared").
    match &e.kind {
        ExprKind::Cast { ty, .. }
        | ExprKind::SizeofType(ty)
        | ExprKind::AlignofType(ty)
        | ExprKind::CompoundLiteral { ty, .. }
        | ExprKind::VaArg { ty, .. } => exprs_in_type_name(ast, *ty, out),
        _ => {}
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

/// The expressions of a type name: its array sizes and `__typeof__` operands.
fn exprs_in_type_name(
    ast: &Ast,
    t: Handle<oxacc_syntax::ast::TypeName>,
    out: &mut Vec<Handle<Expr>>,
) {
    let Some(t) = ast.type_names.get(t) else {
        return;
    };
    for s in &t.specs.types {
        match &s.kind {
            oxacc_syntax::ast::TypeSpecKind::TypeofExpr(e) => exprs_in_expr(ast, *e, out),
            oxacc_syntax::ast::TypeSpecKind::TypeofType(inner) => {
                exprs_in_type_name(ast, *inner, out)
            }
            _ => {}
        }
    }
    for part in &t.declarator.derived {
        if let oxacc_syntax::ast::DerivedDeclarator::Array {
            size: oxacc_syntax::ast::ArraySize::Expr(e),
            ..
        } = part
        {
            exprs_in_expr(ast, *e, out);
        }
    }
}

/// The direct sub-statements of `s` (a directive's body included).
pub fn children(ast: &Ast, s: Handle<Stmt>) -> Vec<Handle<Stmt>> {
    let Some(stmt) = ast.stmts.get(s) else {
        return Vec::new();
    };
    match &stmt.kind {
        StmtKind::Compound(items) => items.clone(),
        StmtKind::If {
            then_branch,
            else_branch,
            ..
        } => {
            let mut v = vec![*then_branch];
            v.extend(else_branch.iter().copied());
            v
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Labeled { body, .. }
        | StmtKind::Case { body, .. }
        | StmtKind::Default { body } => vec![*body],
        StmtKind::Directive(d) => ast
            .directives
            .get(*d)
            .and_then(|d| d.body)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    }
}

/// Calls `f` on `s` and every statement nested in it, outer before inner, in source order.
pub fn each_stmt(ast: &Ast, s: Handle<Stmt>, f: &mut impl FnMut(Handle<Stmt>)) {
    f(s);
    for c in children(ast, s) {
        each_stmt(ast, c, f);
    }
}
