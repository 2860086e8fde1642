//! Small walks over the C AST (expressions of a statement, sub-statements), shared by the
//! OpenMP checks and by both lowerings in oxacc-lower (OpenMP and the OpenACC compute
//! regions, whose `compute::walk` re-exports these): one walk, so what a region names (a
//! typeof operand, an offsetof subscript) is seen the same way by every outliner.

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
    // `__typeof__(x) t;` (the SWAP and MAX macros of real code): not evaluated, but the
    // outlined code names `x`, so a region that names it only there must still capture it
    // (cc's error in the outlined function: "'x' undeclared").
    let mut top = Vec::new();
    spec_exprs(ast, &d.specs, &mut top);
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
    // A variably modified type name (`sizeof(int[n])`, `(double (*)[n])p`): the outlined
    // code names the variables of its array sizes, so a region that names `n` only there
    // must still capture it (cc's error in the outlined function: "'n' undeclared").
    for x in type_name_exprs(ast, e) {
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

/// Whether `e` is gcc's `__builtin_FUNCTION()`, which names the enclosing function as
/// `__func__` does; gcc folds it before outlining, so outlined code (OpenACC compute regions,
/// OpenMP regions) replaces it with the user's function name.
pub fn is_builtin_function_call(ast: &Ast, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Call { callee, args } => {
            args.is_empty()
                && matches!(
                    ast.exprs.get(*callee).map(|c| &c.kind),
                    Some(ExprKind::Ident(id)) if ast.name(*id) == "__builtin_FUNCTION"
                )
        }
        _ => false,
    }
}

/// The outermost expressions written in the type names of `e` (not evaluated, but kept in
/// the outlined code): the array sizes and `__typeof__` operands of a cast, `sizeof`,
/// `_Alignof`, compound literal, `va_arg`, `_Generic` association, `__builtin_offsetof`
/// (and its subscripts) and `__builtin_types_compatible_p`. A variable named only there
/// (`__typeof__(a) t_ = ...` in a SWAP macro, `sizeof(int[n])`) must still be captured and
/// renamed.
pub fn type_name_exprs(ast: &Ast, e: &Expr) -> Vec<Handle<Expr>> {
    let mut out = Vec::new();
    match &e.kind {
        ExprKind::Cast { ty, .. }
        | ExprKind::SizeofType(ty)
        | ExprKind::AlignofType(ty)
        | ExprKind::CompoundLiteral { ty, .. }
        | ExprKind::VaArg { ty, .. } => type_name_top_exprs(ast, *ty, &mut out),
        ExprKind::TypesCompatible { lhs, rhs } => {
            type_name_top_exprs(ast, *lhs, &mut out);
            type_name_top_exprs(ast, *rhs, &mut out);
        }
        ExprKind::Offsetof { ty, path } => {
            type_name_top_exprs(ast, *ty, &mut out);
            for part in path {
                if let oxacc_syntax::ast::OffsetofPart::Index(i) = part {
                    out.push(*i);
                }
            }
        }
        ExprKind::Generic { assocs, .. } => {
            for t in assocs.iter().filter_map(|a| a.ty) {
                type_name_top_exprs(ast, t, &mut out);
            }
        }
        _ => {}
    }
    out
}

/// The expressions under the `__typeof__` operands of statement `s` (declarations, casts,
/// `sizeof(type)`, ... at any depth). They are not evaluated: gcc does not count them as
/// references for `default(none)` (2.7.2.5) or an atomic update's expression (2.6.4), so
/// neither do the checks, while the outliner still captures and renames them.
pub fn typeof_operand_exprs(ast: &Ast, s: Handle<Stmt>) -> std::collections::HashSet<Handle<Expr>> {
    let mut all = Vec::new();
    exprs_in_stmt(ast, s, &mut all);
    typeof_operands_of(ast, s, &all)
}

/// [`typeof_operand_exprs`] of an expression (an atomic update's right-hand side).
pub fn typeof_operand_exprs_of_expr(
    ast: &Ast,
    e: Handle<Expr>,
) -> std::collections::HashSet<Handle<Expr>> {
    let mut all = Vec::new();
    exprs_in_expr(ast, e, &mut all);
    let mut top = Vec::new();
    for x in &all {
        if let Some(ExprKind::StmtExpr(b)) = ast.exprs.get(*x).map(|n| &n.kind) {
            top.extend(typeof_operands_of(ast, *b, &[]));
        }
    }
    let mut out = typeof_operands_of_exprs(ast, &all);
    out.extend(top);
    out
}

fn typeof_operands_of(
    ast: &Ast,
    s: Handle<Stmt>,
    all: &[Handle<Expr>],
) -> std::collections::HashSet<Handle<Expr>> {
    let mut out = typeof_operands_of_exprs(ast, all);
    // Declarations, in `s` and in the statement expressions it holds.
    let mut bodies = vec![s];
    for x in all {
        if let Some(ExprKind::StmtExpr(b)) = ast.exprs.get(*x).map(|n| &n.kind) {
            bodies.push(*b);
        }
    }
    let mut top = Vec::new();
    for b in bodies {
        each_stmt(ast, b, &mut |st| {
            let d = match ast.stmts.get(st).map(|x| &x.kind) {
                Some(StmtKind::Decl(d))
                | Some(StmtKind::For {
                    init: ForInit::Decl(d),
                    ..
                }) => *d,
                _ => return,
            };
            if let Some(d) = ast.decls.get(d) {
                typeof_specs(ast, &d.specs, &mut top);
            }
        });
    }
    for t in top {
        let mut sub = Vec::new();
        exprs_in_expr(ast, t, &mut sub);
        out.extend(sub);
    }
    out
}

fn typeof_operands_of_exprs(
    ast: &Ast,
    all: &[Handle<Expr>],
) -> std::collections::HashSet<Handle<Expr>> {
    let mut top = Vec::new();
    for x in all {
        let Some(e) = ast.exprs.get(*x) else { continue };
        let tys: Vec<Handle<oxacc_syntax::ast::TypeName>> = match &e.kind {
            ExprKind::Cast { ty, .. }
            | ExprKind::SizeofType(ty)
            | ExprKind::AlignofType(ty)
            | ExprKind::CompoundLiteral { ty, .. }
            | ExprKind::VaArg { ty, .. }
            | ExprKind::Offsetof { ty, .. } => vec![*ty],
            ExprKind::TypesCompatible { lhs, rhs } => vec![*lhs, *rhs],
            ExprKind::Generic { assocs, .. } => assocs.iter().filter_map(|a| a.ty).collect(),
            _ => Vec::new(),
        };
        for t in tys {
            if let Some(t) = ast.type_names.get(t) {
                typeof_specs(ast, &t.specs, &mut top);
            }
        }
    }
    let mut out = std::collections::HashSet::new();
    for t in top {
        let mut sub = Vec::new();
        exprs_in_expr(ast, t, &mut sub);
        out.extend(sub);
    }
    out
}

/// The operands of the `__typeof__(expr)` specifiers among `specs` (`typeof(type-name)` and
/// `_Atomic(type-name)` looked into).
fn typeof_specs(ast: &Ast, specs: &oxacc_syntax::ast::DeclSpecs, out: &mut Vec<Handle<Expr>>) {
    for s in &specs.types {
        match &s.kind {
            oxacc_syntax::ast::TypeSpecKind::TypeofExpr(e) => out.push(*e),
            oxacc_syntax::ast::TypeSpecKind::TypeofType(inner)
            | oxacc_syntax::ast::TypeSpecKind::Atomic(inner) => {
                if let Some(t) = ast.type_names.get(*inner) {
                    typeof_specs(ast, &t.specs, out);
                }
            }
            oxacc_syntax::ast::TypeSpecKind::Record(r) => {
                let members = ast.records.get(*r).and_then(|r| r.members.as_ref());
                for m in members.into_iter().flatten() {
                    if let oxacc_syntax::ast::Member::Field(f) = m {
                        typeof_specs(ast, &f.specs, out);
                    }
                }
            }
            _ => {}
        }
    }
}

/// The outermost `__typeof__` operands among declaration specifiers (`typeof(type-name)` and
/// `_Atomic(type-name)` looked into, with their array sizes).
pub fn spec_exprs(ast: &Ast, specs: &oxacc_syntax::ast::DeclSpecs, out: &mut Vec<Handle<Expr>>) {
    for s in &specs.types {
        match &s.kind {
            oxacc_syntax::ast::TypeSpecKind::TypeofExpr(e) => out.push(*e),
            oxacc_syntax::ast::TypeSpecKind::TypeofType(inner)
            | oxacc_syntax::ast::TypeSpecKind::Atomic(inner) => {
                type_name_top_exprs(ast, *inner, out)
            }
            // A structure defined in the region (`struct { __typeof__(x) a; } s;`): its
            // members' specifiers and array sizes.
            oxacc_syntax::ast::TypeSpecKind::Record(r) => {
                let members = ast.records.get(*r).and_then(|r| r.members.as_ref());
                for m in members.into_iter().flatten() {
                    if let oxacc_syntax::ast::Member::Field(f) = m {
                        spec_exprs(ast, &f.specs, out);
                        for d in &f.declarators {
                            array_sizes(&d.declarator, out);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// The array sizes written in a declarator (`[n]`).
fn array_sizes(d: &oxacc_syntax::ast::Declarator, out: &mut Vec<Handle<Expr>>) {
    for part in &d.derived {
        if let oxacc_syntax::ast::DerivedDeclarator::Array {
            size: oxacc_syntax::ast::ArraySize::Expr(e),
            ..
        } = part
        {
            out.push(*e);
        }
    }
}

/// The outermost expressions of a type name: its `__typeof__` operands and array sizes.
fn type_name_top_exprs(
    ast: &Ast,
    t: Handle<oxacc_syntax::ast::TypeName>,
    out: &mut Vec<Handle<Expr>>,
) {
    let Some(t) = ast.type_names.get(t) else {
        return;
    };
    spec_exprs(ast, &t.specs, out);
    array_sizes(&t.declarator, out);
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
