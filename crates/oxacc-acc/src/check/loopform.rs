//! What the 2.9 restrictions on a loop without `seq` look at in a C `for` loop: its variable,
//! the constant direction of its step, the statements that write the variable in the body or
//! leave the loop, and (for `atomic`, 2.12) the occurrences of one expression inside another.
//! Purely syntactic: names are compared as written, with block scoping for shadowing.

use oxacc_syntax::ast::{
    Ast, BinaryOp, Expr, ExprKind, ForInit, InitializerKind, OffsetofPart, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::{Handle, Span};

/// The variable of a `for` loop: the (first) name its init declares or assigns
/// (`int i = 0`, `i = 0`). `None` when the init is neither.
pub(crate) fn loop_var(ast: &Ast, s: Handle<Stmt>) -> Option<String> {
    let StmtKind::For { init, .. } = &ast.stmts.get(s)?.kind else {
        return None;
    };
    match init {
        ForInit::Decl(d) => {
            let id = ast.decls[*d].declarators.first()?.declarator.name?;
            Some(ast.name(id).to_string())
        }
        ForInit::Expr(e) => match &ast.exprs[*e].kind {
            ExprKind::Assign { op: None, lhs, .. } => ident_name(ast, *lhs).map(str::to_string),
            _ => None,
        },
        ForInit::None => None,
    }
}

/// The name `e` is, if it is a plain identifier (parentheses are not kept in the AST).
pub(crate) fn ident_name(ast: &Ast, e: Handle<Expr>) -> Option<&str> {
    match &ast.exprs.get(e)?.kind {
        ExprKind::Ident(id) => Some(ast.name(*id)),
        _ => None,
    }
}

/// An integer literal, possibly negated (`3`, `-3`, `+3`).
fn signed_literal(ast: &Ast, e: Handle<Expr>) -> Option<i128> {
    match &ast.exprs.get(e)?.kind {
        ExprKind::IntLit(l) if !l.overflow => i128::try_from(l.value).ok(),
        ExprKind::Unary {
            op: UnaryOp::Minus,
            operand,
        } => signed_literal(ast, *operand).map(|v| -v),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            operand,
        } => signed_literal(ast, *operand),
        _ => None,
    }
}

/// The literal start of a `for` loop's variable (`int i = -3`, `i = 7`), if its init is one.
pub(crate) fn literal_start(ast: &Ast, s: Handle<Stmt>) -> Option<i128> {
    let StmtKind::For { init, .. } = &ast.stmts.get(s)?.kind else {
        return None;
    };
    match init {
        ForInit::Decl(d) => {
            let init = ast.decls.get(*d)?.declarators.first()?.init?;
            match &ast.inits.get(init)?.kind {
                InitializerKind::Expr(e) => signed_literal(ast, *e),
                InitializerKind::List(_) => None,
            }
        }
        ForInit::Expr(e) => match &ast.exprs.get(*e)?.kind {
            ExprKind::Assign { op: None, rhs, .. } => signed_literal(ast, *rhs),
            _ => None,
        },
        ForInit::None => None,
    }
}

/// The literal bound of a `var != b` (or `b != var`) condition.
pub(crate) fn literal_ne_bound(ast: &Ast, cond: Handle<Expr>, var: &str) -> Option<i128> {
    let ExprKind::Binary {
        op: BinaryOp::Ne,
        lhs,
        rhs,
    } = &ast.exprs.get(cond)?.kind
    else {
        return None;
    };
    if ident_name(ast, *lhs) == Some(var) {
        signed_literal(ast, *rhs)
    } else if ident_name(ast, *rhs) == Some(var) {
        signed_literal(ast, *lhs)
    } else {
        None
    }
}

/// The step of `step` on `var` when it is a literal: `var++` is 1, `var -= 2` is -2,
/// `var = var + 0` is 0. `None` when the step is not one of these forms or not a literal.
pub(crate) fn constant_step(ast: &Ast, step: Handle<Expr>, var: &str) -> Option<i128> {
    let is_var = |e: Handle<Expr>| ident_name(ast, e) == Some(var);
    match &ast.exprs.get(step)?.kind {
        ExprKind::Unary { op, operand } if is_var(*operand) => match op {
            UnaryOp::PreInc | UnaryOp::PostInc => Some(1),
            UnaryOp::PreDec | UnaryOp::PostDec => Some(-1),
            _ => None,
        },
        ExprKind::Assign {
            op: Some(op),
            lhs,
            rhs,
        } if is_var(*lhs) => match op {
            BinaryOp::Add => signed_literal(ast, *rhs),
            BinaryOp::Sub => signed_literal(ast, *rhs).map(|v| -v),
            _ => None,
        },
        ExprKind::Assign { op: None, lhs, rhs } if is_var(*lhs) => match &ast.exprs[*rhs].kind {
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs: a,
                rhs: b,
            } if is_var(*a) => signed_literal(ast, *b),
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs: a,
                rhs: b,
            } if is_var(*b) => signed_literal(ast, *a),
            ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs: a,
                rhs: b,
            } if is_var(*a) => signed_literal(ast, *b).map(|v| -v),
            _ => None,
        },
        _ => None,
    }
}

/// The direction the condition `cond` needs `var` to move in: 1 for `var < b`, `var <= b`,
/// `b > var`, `b >= var`; -1 for the mirrored forms; for a conjunction of such tests
/// (`var < b1 && var <= b2`, a blocked loop's bound), their common direction; `None` for `!=`,
/// mixed directions and other conditions.
pub(crate) fn needed_direction(ast: &Ast, cond: Handle<Expr>, var: &str) -> Option<i128> {
    let ExprKind::Binary { op, lhs, rhs } = &ast.exprs.get(cond)?.kind else {
        return None;
    };
    if *op == BinaryOp::LogicalAnd {
        let a = needed_direction(ast, *lhs, var)?;
        return (needed_direction(ast, *rhs, var)? == a).then_some(a);
    }
    let up = match op {
        BinaryOp::Lt | BinaryOp::Le => 1,
        BinaryOp::Gt | BinaryOp::Ge => -1,
        _ => return None,
    };
    if ident_name(ast, *lhs) == Some(var) {
        Some(up)
    } else if ident_name(ast, *rhs) == Some(var) {
        Some(-up)
    } else {
        None
    }
}

/// Calls `f` on every direct sub-expression of `e`.
fn children(ast: &Ast, e: Handle<Expr>, f: &mut dyn FnMut(Handle<Expr>)) {
    let Some(node) = ast.exprs.get(e) else {
        return;
    };
    match &node.kind {
        ExprKind::Unary { operand, .. } => f(*operand),
        ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
            f(*lhs);
            f(*rhs);
        }
        ExprKind::Conditional {
            cond,
            then_expr,
            else_expr,
        } => {
            f(*cond);
            if let Some(t) = then_expr {
                f(*t);
            }
            f(*else_expr);
        }
        ExprKind::Cast { expr, .. } => f(*expr),
        ExprKind::Call { callee, args } => {
            f(*callee);
            for a in args {
                f(*a);
            }
        }
        ExprKind::Index { base, index } => {
            f(*base);
            f(*index);
        }
        ExprKind::Member { base, .. } => f(*base),
        ExprKind::Generic { control, assocs } => {
            f(*control);
            for a in assocs {
                f(a.expr);
            }
        }
        ExprKind::VaArg { ap, .. } => f(*ap),
        ExprKind::Offsetof { path, .. } => {
            for p in path {
                if let OffsetofPart::Index(i) = p {
                    f(*i);
                }
            }
        }
        // `sizeof`/`_Alignof` operands are not evaluated; compound literals and statement
        // expressions are walked by the statement walker (`Writes`) where it matters.
        _ => {}
    }
}

/// Every sub-expression of `e` (itself included) that `pred` accepts, outermost first.
pub(crate) fn find_in_expr(
    ast: &Ast,
    e: Handle<Expr>,
    pred: &mut dyn FnMut(Handle<Expr>) -> bool,
) -> Option<Handle<Expr>> {
    if pred(e) {
        return Some(e);
    }
    let mut found = None;
    children(ast, e, &mut |c| {
        if found.is_none() {
            found = find_in_expr(ast, c, pred);
        }
    });
    found
}

/// The statements and expressions of a loop body that break the loop's form: writes to the
/// loop variable, and exits (`break`, `goto`, `return`) are found by the context walk; this
/// finds the writes. Block scoping is followed: a declaration of the same name hides the loop
/// variable for the rest of its block.
pub(crate) fn writes_to(ast: &Ast, body: Handle<Stmt>, var: &str) -> Vec<Span> {
    let mut w = Writes {
        ast,
        var,
        out: Vec::new(),
        depth: 0,
    };
    w.stmt(body);
    w.out
}

struct Writes<'a> {
    ast: &'a Ast,
    var: &'a str,
    out: Vec<Span>,
    /// Recursion depth (bounded: the parser bounds nesting, this keeps the walk bounded too).
    depth: u32,
}

impl Writes<'_> {
    fn is_var(&self, e: Handle<Expr>) -> bool {
        ident_name(self.ast, e) == Some(self.var)
    }

    fn expr(&mut self, e: Handle<Expr>) {
        if self.depth > 512 {
            return;
        }
        let Some(node) = self.ast.exprs.get(e) else {
            return;
        };
        match &node.kind {
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                operand,
            } if self.is_var(*operand) => self.out.push(node.span),
            ExprKind::Assign { lhs, .. } if self.is_var(*lhs) => self.out.push(node.span),
            ExprKind::StmtExpr(s) => {
                let s = *s;
                self.depth += 1;
                self.stmt(s);
                self.depth -= 1;
                return;
            }
            ExprKind::CompoundLiteral { init, .. } => {
                let init = *init;
                self.initializer(init);
                return;
            }
            _ => {}
        }
        self.depth += 1;
        let mut kids = Vec::new();
        children(self.ast, e, &mut |c| kids.push(c));
        for c in kids {
            self.expr(c);
        }
        self.depth -= 1;
    }

    fn initializer(&mut self, i: Handle<oxacc_syntax::ast::Initializer>) {
        let Some(init) = self.ast.inits.get(i) else {
            return;
        };
        match &init.kind {
            InitializerKind::Expr(e) => self.expr(*e),
            InitializerKind::List(items) => {
                for it in items.clone() {
                    self.initializer(it.init);
                }
            }
        }
    }

    /// Walks a declaration's initializers; true when it declares the loop variable's name
    /// (which then hides it).
    fn decl(&mut self, d: Handle<oxacc_syntax::ast::Decl>) -> bool {
        let decl = &self.ast.decls[d];
        let mut hides = false;
        for id in &decl.declarators {
            if let Some(init) = id.init {
                // `int i = i + 1;` reads the new `i`: C's scope starts at the declarator.
                if !hides {
                    self.initializer(init);
                }
            }
            if id.declarator.name.map(|n| self.ast.name(n)) == Some(self.var) {
                hides = true;
            }
        }
        hides
    }

    fn stmt(&mut self, s: Handle<Stmt>) {
        if self.depth > 512 {
            return;
        }
        let Some(node) = self.ast.stmts.get(s) else {
            return;
        };
        self.depth += 1;
        match &node.kind {
            StmtKind::Compound(items) => {
                for i in items {
                    if let StmtKind::Decl(d) = &self.ast.stmts[*i].kind {
                        if self.decl(*d) {
                            break;
                        }
                        continue;
                    }
                    self.stmt(*i);
                }
            }
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                self.expr(*cond);
                self.stmt(*then_branch);
                if let Some(e) = else_branch {
                    self.stmt(*e);
                }
            }
            StmtKind::Switch { cond, body } | StmtKind::While { cond, body } => {
                self.expr(*cond);
                self.stmt(*body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.stmt(*body);
                self.expr(*cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let hidden = match init {
                    ForInit::Decl(d) => self.decl(*d),
                    ForInit::Expr(e) => {
                        self.expr(*e);
                        false
                    }
                    ForInit::None => false,
                };
                if !hidden {
                    if let Some(c) = cond {
                        self.expr(*c);
                    }
                    if let Some(st) = step {
                        self.expr(*st);
                    }
                    self.stmt(*body);
                }
            }
            StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => self.expr(*e),
            StmtKind::Labeled { body, .. } | StmtKind::Default { body } => self.stmt(*body),
            StmtKind::Case { body, .. } => self.stmt(*body),
            StmtKind::Decl(d) => {
                self.decl(*d);
            }
            StmtKind::Asm(a) => {
                for o in &a.outputs {
                    if self.is_var(o.expr) {
                        self.out.push(o.span);
                    }
                }
            }
            StmtKind::Directive(h) => {
                if let Some(b) = self.ast.directives.get(*h).and_then(|d| d.body) {
                    self.stmt(b);
                }
            }
            _ => {}
        }
        self.depth -= 1;
    }
}
