//! Shared test helpers: span invariants the host writer relies on.

#![allow(dead_code)]

use oxacc_syntax::ast::*;
use oxacc_syntax::{Ast, Handle, Span};

fn inside(outer: Span, inner: Span) -> bool {
    outer.start <= inner.start && inner.end <= outer.end && inner.start <= inner.end
}

fn in_text(whole: Span, s: Span) -> bool {
    inside(whole, s)
}

fn expr_children(k: &ExprKind) -> Vec<Handle<Expr>> {
    match k {
        ExprKind::Unary { operand, .. } => vec![*operand],
        ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => vec![*lhs, *rhs],
        ExprKind::Conditional {
            cond,
            then_expr,
            else_expr,
        } => {
            let mut v = vec![*cond, *else_expr];
            v.extend(then_expr);
            v
        }
        ExprKind::Cast { expr, .. } => vec![*expr],
        ExprKind::SizeofExpr(e) | ExprKind::AlignofExpr(e) => vec![*e],
        ExprKind::Call { callee, args } => {
            let mut v = vec![*callee];
            v.extend(args);
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

fn stmt_children(k: &StmtKind) -> (Vec<Handle<Stmt>>, Vec<Handle<Expr>>) {
    match k {
        StmtKind::Compound(items) => (items.clone(), vec![]),
        StmtKind::Expr(e) | StmtKind::GotoIndirect(e) => (vec![], vec![*e]),
        StmtKind::If {
            cond,
            then_branch,
            else_branch,
        } => {
            let mut s = vec![*then_branch];
            s.extend(else_branch);
            (s, vec![*cond])
        }
        StmtKind::Switch { cond, body } | StmtKind::While { cond, body } => {
            (vec![*body], vec![*cond])
        }
        StmtKind::DoWhile { body, cond } => (vec![*body], vec![*cond]),
        StmtKind::For {
            cond, step, body, ..
        } => {
            let mut e = Vec::new();
            e.extend(cond);
            e.extend(step);
            (vec![*body], e)
        }
        StmtKind::Return(e) => (vec![], e.iter().copied().collect()),
        StmtKind::Labeled { body, .. } | StmtKind::Default { body } => (vec![*body], vec![]),
        StmtKind::Case { value, body, .. } => (vec![*body], vec![*value]),
        _ => (vec![], vec![]),
    }
}

/// Checks that every node lies inside the text and, when `nested` (an input without parse
/// errors), that parents contain their children. After a syntax error, placeholder nodes
/// sit where the missing code should be, possibly just outside their parent: the AST of a
/// broken program is only used for diagnostics, never spliced.
pub fn check_ast(name: &str, ast: &Ast, len: usize, nested: bool) {
    let whole = Span::new(0, len as u32);
    let inside = |outer: Span, inner: Span| !nested || inside(outer, inner);
    for (h, e) in ast.exprs.iter() {
        assert!(in_text(whole, e.span), "{name}: {h:?} span {:?}", e.span);
        for c in expr_children(&e.kind) {
            assert!(
                inside(e.span, ast.exprs[c].span),
                "{name}: {h:?} {:?} does not contain child {c:?} {:?}",
                e.span,
                ast.exprs[c].span
            );
        }
    }
    for (h, s) in ast.stmts.iter() {
        assert!(in_text(whole, s.span), "{name}: {h:?} span {:?}", s.span);
        let (stmts, exprs) = stmt_children(&s.kind);
        for c in stmts {
            assert!(
                inside(s.span, ast.stmts[c].span),
                "{name}: stmt {h:?} {:?} does not contain {c:?} {:?}",
                s.span,
                ast.stmts[c].span
            );
        }
        for c in exprs {
            assert!(
                inside(s.span, ast.exprs[c].span),
                "{name}: stmt {h:?} {:?} does not contain expr {c:?} {:?}",
                s.span,
                ast.exprs[c].span
            );
        }
    }
    for (h, d) in ast.decls.iter() {
        assert!(in_text(whole, d.span), "{name}: {h:?}");
        for id in &d.declarators {
            assert!(inside(d.span, id.span), "{name}: {h:?} declarator outside");
            if let Some(i) = id.init {
                assert!(
                    inside(d.span, ast.inits[i].span),
                    "{name}: {h:?} init outside"
                );
            }
        }
    }
    for (h, f) in ast.functions.iter() {
        assert!(
            inside(f.span, ast.stmts[f.body].span),
            "{name}: {h:?} body outside"
        );
    }
    for (h, d) in ast.directives.iter() {
        if let (Some(b), true) = (d.body, nested) {
            assert!(
                d.span.end <= ast.stmts[b].span.start,
                "{name}: {h:?} body before pragma"
            );
        }
    }
}
