//! A walk of each function body for the restrictions that depend on where a directive stands:
//!
//! - binding and nesting (2.8, 2.9): work-sharing inside work-sharing, `critical`, `ordered` or
//!   `master` of the same parallel region; `barrier` inside work-sharing, `master`, `critical`
//!   or `ordered`; `master` inside work-sharing; `ordered` inside `critical` or `ordered`
//!   (2.6.6); `critical` inside a `critical` of the same name; `ordered` bound to a `for` without the clause;
//! - structured blocks (2.1): `return`, `break`, `continue` and `goto` leaving one, `goto`
//!   entering one; `break` out of the loop of a `for` construct (2.4.1);
//! - shapes: the loop of `for` / `parallel for` (canonical form, 2.4.1), the compound statement
//!   of `sections` (2.4.2), `section` outside it, `atomic` statements (2.6.4), `barrier` and
//!   `flush` as the immediate substatement of a statement (2.6.3, 2.6.5), directives other
//!   than `threadprivate` at file scope.
//!
//! Only lexical nesting is checked: a directive in a function called from a region (an
//! orphaned directive) binds dynamically, which the runtime handles.

use std::collections::HashMap;

use oxacc_syntax::ast::{Directive, Expr, ExprKind, ExternalDecl, Stmt, StmtKind};
use oxacc_syntax::{Ast, Diagnostic, Handle, Span};

use crate::ast::{ClauseName, OmpDirective, OmpName};
use crate::canon;
use crate::diagnostics as diag;
use crate::parse::OmpDirectives;

/// What the walk learnt, for the typed checks and the lowering.
#[derive(Clone, Debug, Default)]
pub struct Context {
    /// The parallel directive that each directive lexically inside a parallel region binds to.
    pub binding: HashMap<Handle<Directive>, Handle<Directive>>,
}

/// An enclosing construct: its name, directive and pragma line.
type Enclosing = (OmpName, Handle<Directive>, Span);

#[derive(Clone, Copy, Debug)]
enum Frame {
    Loop,
    Switch,
    /// An OpenMP construct (combined ones push their parallel part, then their other part).
    Construct {
        name: OmpName,
        dir: Handle<Directive>,
        span: Span,
    },
    /// The loop associated with a `for` construct: `continue` may target it, `break` not.
    OmpLoop {
        span: Span,
    },
}

struct Jump {
    label: String,
    span: Span,
    chain: Vec<(Handle<Directive>, OmpName, Span)>,
}

struct Walker<'a> {
    ast: &'a Ast,
    text: &'a str,
    dirs: &'a OmpDirectives,
    frames: Vec<Frame>,
    diags: Vec<Diagnostic>,
    cx: Context,
    gotos: Vec<Jump>,
    /// `goto *e;` statements of the function (their `label` is empty), with their innermost
    /// construct.
    indirect: Vec<(Jump, Option<(OmpName, Span)>)>,
    labels: HashMap<String, Vec<(Handle<Directive>, OmpName, Span)>>,
}

/// Runs the context checks over the translation unit.
pub fn walk(ast: &Ast, text: &str, dirs: &OmpDirectives) -> (Context, Vec<Diagnostic>) {
    let mut w = Walker {
        ast,
        text,
        dirs,
        frames: Vec::new(),
        diags: Vec::new(),
        cx: Context::default(),
        gotos: Vec::new(),
        indirect: Vec::new(),
        labels: HashMap::new(),
    };
    for item in &ast.items {
        match item {
            ExternalDecl::FunctionDef(f) => {
                let Some(def) = ast.functions.get(*f) else {
                    continue;
                };
                w.frames.clear();
                w.gotos.clear();
                w.indirect.clear();
                w.labels.clear();
                w.stmt(def.body);
                w.match_indirect_gotos(def.body);
                w.match_gotos();
            }
            ExternalDecl::Directive(h) => {
                if let Some(d) = dirs.get(*h) {
                    if d.name != OmpName::Threadprivate {
                        w.diags.push(diag::directive_at_file_scope(d.span, d.name));
                    }
                }
            }
            _ => {}
        }
    }
    (w.cx, w.diags)
}

impl<'a> Walker<'a> {
    fn dir_of(&self, s: Handle<Stmt>) -> Option<&'a OmpDirective> {
        match &self.ast.stmts.get(s)?.kind {
            StmtKind::Directive(h) => self.dirs.get(*h),
            _ => None,
        }
    }

    /// The enclosing constructs, innermost last (each combined construct once).
    fn chain(&self) -> Vec<(Handle<Directive>, OmpName, Span)> {
        let mut out: Vec<(Handle<Directive>, OmpName, Span)> = Vec::new();
        for f in &self.frames {
            if let Frame::Construct { name, dir, span } = f {
                if out.last().is_some_and(|(d, _, _)| d == dir) {
                    continue;
                }
                out.push((*dir, *name, *span));
            }
        }
        out
    }

    fn innermost_construct(&self) -> Option<(OmpName, Span)> {
        self.frames.iter().rev().find_map(|f| match f {
            Frame::Construct { name, span, .. } => Some((*name, *span)),
            _ => None,
        })
    }

    /// `barrier` and `flush` have no statement of their own: one standing as the substatement
    /// of `if`/`while`/... is an error (2.6.3, 2.6.5).
    fn substatement(&mut self, s: Handle<Stmt>, parent: &str) {
        if let Some(d) = self.dir_of(s) {
            if matches!(d.name, OmpName::Barrier | OmpName::Flush) {
                self.diags.push(diag::substatement(d.span, d.name, parent));
            }
        }
    }

    /// `#pragma acc NAME` of an OpenACC directive (`parallel loop`: both words).
    fn acc_name(&self, x: &Directive) -> String {
        let word = |i: usize| {
            x.tokens
                .get(i)
                .and_then(|t| self.text.get(t.span.start as usize..t.span.end as usize))
                .unwrap_or("")
        };
        let mut name = format!("#pragma acc {}", word(0));
        if word(1) == "loop" {
            name.push_str(" loop");
        }
        name
    }

    fn stmt(&mut self, s: Handle<Stmt>) {
        let ast = self.ast;
        let Some(node) = ast.stmts.get(s) else { return };
        match &node.kind {
            StmtKind::Compound(items) => {
                for i in items {
                    self.stmt(*i);
                }
            }
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                self.substatement(*then_branch, "if");
                self.stmt(*then_branch);
                if let Some(e) = else_branch {
                    self.substatement(*e, "else");
                    self.stmt(*e);
                }
            }
            StmtKind::Switch { body, .. } => {
                self.substatement(*body, "switch");
                self.frames.push(Frame::Switch);
                self.stmt(*body);
                self.frames.pop();
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                let parent = if matches!(node.kind, StmtKind::While { .. }) {
                    "while"
                } else {
                    "do"
                };
                self.substatement(*body, parent);
                self.frames.push(Frame::Loop);
                self.stmt(*body);
                self.frames.pop();
            }
            StmtKind::For { body, .. } => {
                self.substatement(*body, "for");
                self.frames.push(Frame::Loop);
                self.stmt(*body);
                self.frames.pop();
            }
            StmtKind::Labeled { label, body, .. } => {
                self.labels
                    .insert(ast.name(*label).to_string(), self.chain());
                self.substatement(*body, "a label");
                self.stmt(*body);
            }
            StmtKind::Case { body, .. } | StmtKind::Default { body } => {
                self.substatement(*body, "a case label");
                self.stmt(*body);
            }
            StmtKind::Return(_) => {
                if let Some((name, span)) = self.innermost_construct() {
                    self.diags
                        .push(diag::branch_out(node.span, "return", name, span));
                }
            }
            StmtKind::Break => self.break_or_continue(node.span, true),
            StmtKind::Continue => self.break_or_continue(node.span, false),
            StmtKind::Goto(label) => self.gotos.push(Jump {
                label: ast.name(*label).to_string(),
                span: node.span,
                chain: self.chain(),
            }),
            StmtKind::GotoIndirect(_) => {
                let jump = Jump {
                    label: String::new(),
                    span: node.span,
                    chain: self.chain(),
                };
                let inner = self.innermost_construct();
                self.indirect.push((jump, inner));
            }
            StmtKind::Directive(h) => self.directive(*h),
            _ => {}
        }
    }

    fn break_or_continue(&mut self, span: Span, is_break: bool) {
        let what = if is_break { "break" } else { "continue" };
        for f in self.frames.iter().rev() {
            match f {
                Frame::Switch if is_break => return,
                Frame::Loop => return,
                Frame::OmpLoop { span: dir } => {
                    if is_break {
                        self.diags.push(diag::break_out_of_for(span, *dir));
                    }
                    return;
                }
                Frame::Construct {
                    name, span: dir, ..
                } => {
                    self.diags.push(diag::branch_out(span, what, *name, *dir));
                    return;
                }
                Frame::Switch => {}
            }
        }
    }

    /// A `goto *e;` can only reach the labels whose address the function takes (`&&l`, GNU
    /// C): it stays in its constructs' blocks when every such label is in the same ones (a
    /// dispatch table inside a parallel region, which gcc compiles); else, or when the
    /// function takes no label's address here, it may leave them (2.1).
    fn match_indirect_gotos(&mut self, body: Handle<Stmt>) {
        let indirect = std::mem::take(&mut self.indirect);
        if indirect.is_empty() {
            return;
        }
        let mut exprs = Vec::new();
        crate::walk::exprs_in_stmt(self.ast, body, &mut exprs);
        let mut targets: Vec<&str> = exprs
            .iter()
            .filter_map(|&e| match &self.ast.exprs.get(e)?.kind {
                ExprKind::LabelAddr(l) => Some(self.ast.name(*l)),
                _ => None,
            })
            .collect();
        targets.sort_unstable();
        targets.dedup();
        for (g, inner) in &indirect {
            let Some((name, span)) = *inner else {
                continue;
            };
            let stays = !targets.is_empty()
                && targets.iter().all(|t| {
                    self.labels.get(*t).is_some_and(|target| {
                        target.len() == g.chain.len()
                            && target.iter().zip(&g.chain).all(|(a, b)| a.0 == b.0)
                    })
                });
            if !stays {
                self.diags
                    .push(diag::branch_out(g.span, "goto *", name, span));
            }
        }
    }

    fn match_gotos(&mut self) {
        let gotos = std::mem::take(&mut self.gotos);
        for g in &gotos {
            let Some(target) = self.labels.get(&g.label) else {
                continue; // an unknown label is sema's error
            };
            if let Some((_, name, span)) = target
                .iter()
                .rev()
                .find(|(d, _, _)| !g.chain.iter().any(|(e, _, _)| e == d))
            {
                self.diags
                    .push(diag::goto_into(g.span, &g.label, *name, *span));
            } else if let Some((_, name, span)) = g
                .chain
                .iter()
                .rev()
                .find(|(d, _, _)| !target.iter().any(|(e, _, _)| e == d))
            {
                self.diags.push(diag::branch_out(
                    g.span,
                    &format!("goto {}", g.label),
                    *name,
                    *span,
                ));
            }
        }
    }

    /// The constructs between this point and the innermost enclosing parallel region
    /// (innermost first), and that parallel directive.
    fn since_parallel(&self) -> (Vec<Enclosing>, Option<Handle<Directive>>) {
        let mut out = Vec::new();
        for f in self.frames.iter().rev() {
            if let Frame::Construct { name, dir, span } = f {
                if *name == OmpName::Parallel {
                    return (out, Some(*dir));
                }
                out.push((*name, *dir, *span));
            }
        }
        (out, None)
    }

    fn nesting(&mut self, d: &OmpDirective) {
        let (outer, parallel) = self.since_parallel();
        if let Some(p) = parallel {
            self.cx.binding.insert(d.directive, p);
        }
        use OmpName as N;
        for (o, _, ospan) in &outer {
            let section = match (d.name, o) {
                (
                    N::For | N::Sections | N::Single,
                    N::For | N::Sections | N::Section | N::Single,
                ) => Some("2.9"),
                (N::For | N::Sections | N::Single, N::Critical | N::Ordered | N::Master) => {
                    Some("2.9")
                }
                (
                    N::Barrier,
                    N::For
                    | N::Ordered
                    | N::Sections
                    | N::Section
                    | N::Single
                    | N::Master
                    | N::Critical,
                ) => Some("2.9"),
                (N::Master, N::For | N::Sections | N::Section | N::Single) => Some("2.9"),
                (N::Ordered, N::Critical) => Some("2.9"),
                // "An iteration of a loop with a for construct must not execute ... more than
                // one ordered directive" (2.6.6): an ordered region inside another runs two.
                // gcc rejects it too.
                (N::Ordered, N::Ordered) => Some("2.6.6"),
                _ => None,
            };
            if let Some(section) = section {
                // Report the region the rule names (a `section` stands for its `sections`).
                let (shown, span) = if *o == N::Section {
                    outer
                        .iter()
                        .find(|(n, _, _)| *n == N::Sections)
                        .map_or((*o, *ospan), |(n, _, s)| (*n, *s))
                } else {
                    (*o, *ospan)
                };
                self.diags
                    .push(diag::bad_nesting(d.span, d.name, shown, span, section));
                break;
            }
        }
        if d.name == N::Ordered {
            match outer.iter().find(|(n, _, _)| *n == N::For) {
                Some((_, h, span)) => {
                    let has = self
                        .dirs
                        .get(*h)
                        .is_some_and(|f| f.has(ClauseName::Ordered));
                    if !has {
                        self.diags.push(diag::ordered_without_clause(d.span, *span));
                    }
                }
                None => {
                    if let Some(p) = parallel.and_then(|p| self.dirs.get(p)) {
                        if p.name == N::Parallel || p.name == N::ParallelSections {
                            self.diags.push(diag::ordered_outside_for(d.span, p.span));
                        }
                    }
                }
            }
        }
        if d.name == N::Critical {
            let mine = d.critical_name.as_ref().map_or("", |(n, _)| n.as_str());
            for f in self.frames.iter().rev() {
                if let Frame::Construct {
                    name: N::Critical,
                    dir,
                    span,
                } = f
                {
                    let theirs = self
                        .dirs
                        .get(*dir)
                        .and_then(|o| o.critical_name.as_ref())
                        .map_or("", |(n, _)| n.as_str());
                    if theirs == mine {
                        self.diags
                            .push(diag::critical_nested_same_name(d.span, mine, *span));
                        break;
                    }
                }
            }
        }
    }

    fn directive(&mut self, h: Handle<Directive>) {
        let Some(d) = self.dirs.get(h) else {
            // Not an OpenMP directive we know (or an OpenACC one): walk its body as code.
            if let Some(x) = self.ast.directives.get(h) {
                if let Some(b) = x.body {
                    // `#pragma acc data` + `#pragma omp barrier`: gcc's "may only be used in
                    // compound statements"; the OpenACC construct's body is a statement.
                    let parent = self.acc_name(x);
                    self.substatement(b, &parent);
                    self.stmt(b);
                }
            }
            return;
        };
        if d.name == OmpName::Section {
            self.diags.push(diag::section_outside_sections(d.span));
            if let Some(b) = d.body {
                self.stmt(b);
            }
            return;
        }
        self.nesting(d);
        let push = |w: &mut Walker, name: OmpName| {
            w.frames.push(Frame::Construct {
                name,
                dir: h,
                span: d.span,
            })
        };
        let depth = self.frames.len();
        match d.name {
            OmpName::Parallel
            | OmpName::Single
            | OmpName::Master
            | OmpName::Critical
            | OmpName::Ordered => {
                push(self, d.name);
                if let Some(b) = d.body {
                    // A structured block is a statement; `barrier` and `flush` are not
                    // (Appendix C's grammar puts them in a statement list only).
                    self.substatement(b, &format!("#pragma omp {}", d.name.as_str()));
                    self.stmt(b);
                }
            }
            OmpName::For | OmpName::ParallelFor => {
                if d.name == OmpName::ParallelFor {
                    push(self, OmpName::Parallel);
                }
                push(self, OmpName::For);
                self.loop_construct(d);
            }
            OmpName::Sections | OmpName::ParallelSections => {
                if d.name == OmpName::ParallelSections {
                    push(self, OmpName::Parallel);
                }
                push(self, OmpName::Sections);
                self.sections(d);
            }
            OmpName::Atomic => self.atomic(d),
            OmpName::Barrier | OmpName::Flush | OmpName::Threadprivate | OmpName::Section => {}
        }
        self.frames.truncate(depth);
    }

    fn loop_construct(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let is_for = matches!(
            self.ast.stmts.get(body).map(|s| &s.kind),
            Some(StmtKind::For { .. })
        );
        if !is_for {
            let span = self.ast.stmts.get(body).map_or(d.span, |s| s.span);
            self.diags.push(diag::for_needs_loop(span, d.name));
            self.stmt(body);
            return;
        }
        match canon::canonical(self.ast, body) {
            Ok(c) => {
                // The direction the increment moves the variable must agree with the test,
                // where the increment's sign is known here (++/--, a literal).
                let positive_literal = match c.incr.expr.and_then(|e| self.ast.exprs.get(e)) {
                    None => true,
                    Some(e) => matches!(e.kind, ExprKind::IntLit(_)),
                };
                if positive_literal && c.incr.negative == c.op.grows() {
                    let span = self.ast.exprs.get(c.step).map_or(d.span, |e| e.span);
                    self.diags.push(diag::wrong_direction(span, c.op.grows()));
                }
                self.modified_in_body(c.body, &c.var);
                self.frames.push(Frame::OmpLoop { span: d.span });
                self.stmt(c.body);
                self.frames.pop();
            }
            Err((span, what)) => {
                self.diags.push(diag::non_canonical(span, what, d.name));
                if let Some(StmtKind::For { body, .. }) = self.ast.stmts.get(body).map(|s| &s.kind)
                {
                    self.frames.push(Frame::OmpLoop { span: d.span });
                    self.stmt(*body);
                    self.frames.pop();
                }
            }
        }
    }

    /// 2.4.1: "Do not modify this variable in the body of the for statement" (by name; a body
    /// that declares its own variable of that name is left alone).
    fn modified_in_body(&mut self, body: Handle<Stmt>, var: &str) {
        let ast = self.ast;
        let mut shadowed = false;
        crate::walk::each_stmt(ast, body, &mut |s| {
            if let Some(StmtKind::Decl(d)) = ast.stmts.get(s).map(|x| &x.kind) {
                if let Some(decl) = ast.decls.get(*d) {
                    shadowed |= decl
                        .declarators
                        .iter()
                        .any(|i| i.declarator.name.is_some_and(|n| ast.name(n) == var));
                }
            }
        });
        if shadowed {
            return;
        }
        let mut exprs = Vec::new();
        crate::walk::exprs_in_stmt(ast, body, &mut exprs);
        let is_var = |e: Handle<Expr>| matches!(ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == var);
        for e in exprs {
            let target = match ast.exprs.get(e).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => Some(*lhs),
                Some(ExprKind::Unary {
                    op:
                        oxacc_syntax::ast::UnaryOp::PreInc
                        | oxacc_syntax::ast::UnaryOp::PostInc
                        | oxacc_syntax::ast::UnaryOp::PreDec
                        | oxacc_syntax::ast::UnaryOp::PostDec,
                    operand,
                }) => Some(*operand),
                _ => None,
            };
            if target.is_some_and(is_var) {
                let span = ast.exprs.get(e).map(|x| x.span).unwrap_or_default();
                self.diags.push(diag::loop_var_modified(span, var));
                return;
            }
        }
    }

    fn sections(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let items = match self.ast.stmts.get(body).map(|s| &s.kind) {
            Some(StmtKind::Compound(items)) => items.clone(),
            _ => {
                let span = self.ast.stmts.get(body).map_or(d.span, |s| s.span);
                self.diags.push(diag::sections_not_compound(span, d.name));
                self.stmt(body);
                return;
            }
        };
        for (i, item) in items.iter().enumerate() {
            match self.dir_of(*item) {
                Some(sec) if sec.name == OmpName::Section => {
                    self.frames.push(Frame::Construct {
                        name: OmpName::Section,
                        dir: sec.directive,
                        span: sec.span,
                    });
                    if let Some(b) = sec.body {
                        self.stmt(b);
                    }
                    self.frames.pop();
                }
                _ => {
                    if i > 0 {
                        let span = self.ast.stmts.get(*item).map_or(d.span, |s| s.span);
                        self.diags.push(diag::sections_stray_statement(span));
                    }
                    // The first section may omit its directive: the construct's own frame
                    // stands for it.
                    self.frames.push(Frame::Construct {
                        name: OmpName::Section,
                        dir: d.directive,
                        span: d.span,
                    });
                    self.stmt(*item);
                    self.frames.pop();
                }
            }
        }
    }

    fn atomic(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let ast = self.ast;
        let stmt_span = ast.stmts.get(body).map_or(d.span, |s| s.span);
        let Some(StmtKind::Expr(e)) = ast.stmts.get(body).map(|s| &s.kind) else {
            self.diags.push(diag::atomic_form(stmt_span));
            return;
        };
        use oxacc_syntax::ast::{BinaryOp as B, UnaryOp as U};
        // The operators of `x binop= expr` (2.6.4) and of `x = x binop expr`.
        let binop = |op: B| {
            matches!(
                op,
                B::Add
                    | B::Mul
                    | B::Sub
                    | B::Div
                    | B::BitAnd
                    | B::BitXor
                    | B::BitOr
                    | B::Shl
                    | B::Shr
            )
        };
        let (x, expr) = match ast.exprs.get(*e).map(|x| &x.kind) {
            // `x = x binop expr;` and `x = expr binop x;`: OpenMP 3.1's forms (2.8.5 there),
            // which gcc, clang and nvc accept under `omp atomic`; OpenMP 2.0 lists only
            // `x binop= expr`. The parse tree already satisfies 3.1's precedence rule (x is
            // an operand of the top operator); `x = x - e - 1` (x under a nested operator)
            // stays an error.
            Some(ExprKind::Assign { op: None, lhs, rhs }) => {
                match ast.exprs.get(*rhs).map(|r| &r.kind) {
                    Some(ExprKind::Binary { op, lhs: l, rhs: r })
                        if binop(*op) && oxacc_syntax::same_expr(ast, self.text, *l, *lhs) =>
                    {
                        (*lhs, Some(*r))
                    }
                    Some(ExprKind::Binary { op, lhs: l, rhs: r })
                        if binop(*op) && oxacc_syntax::same_expr(ast, self.text, *r, *lhs) =>
                    {
                        (*lhs, Some(*l))
                    }
                    _ => {
                        self.diags.push(diag::atomic_form(stmt_span));
                        return;
                    }
                }
            }
            Some(ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
            }) if binop(*op) => (*lhs, Some(*rhs)),
            Some(ExprKind::Unary {
                op: U::PreInc | U::PostInc | U::PreDec | U::PostDec,
                operand,
            }) => (*operand, None),
            _ => {
                self.diags.push(diag::atomic_form(stmt_span));
                return;
            }
        };
        if let Some(expr) = expr {
            let mut sub = Vec::new();
            crate::walk::exprs_in_expr(ast, expr, &mut sub);
            // `(__typeof__(x))e` does not read `x` (gcc accepts it).
            let unevaluated = crate::walk::typeof_operand_exprs_of_expr(ast, expr);
            if let Some(hit) = sub
                .iter()
                .filter(|s| !unevaluated.contains(*s))
                .find(|s| oxacc_syntax::same_expr(ast, self.text, **s, x))
            {
                let span = ast.exprs.get(*hit).map_or(stmt_span, |h| h.span);
                self.diags
                    .push(diag::atomic_expr_uses_x(span, &self.text_of(x)));
            }
        }
    }

    fn text_of(&self, e: Handle<Expr>) -> String {
        oxacc_syntax::print_expr(self.ast, self.text, e)
    }
}
