//! Statements: block scopes, conditions, `switch`/`case` (duplicate values), `break` and
//! `continue` placement, labels and `goto`, `return` against the function's type, directives
//! (their scope is recorded for the OpenACC pass), and `_Static_assert`.

use oxacc_syntax::ast::{ForInit, Ident, StaticAssert, Stmt, StmtKind};
use oxacc_syntax::Handle;

use crate::check::{Checker, SwitchCtx};
use crate::diagnostics as diag;
use crate::expr::AssignCtx;
use crate::scope::{ScopeId, ScopeKind};
use crate::types::TypeId;

impl Checker<'_> {
    /// The items of a compound statement, in the current scope (the caller opened it).
    pub fn block_items(&mut self, s: Handle<Stmt>) {
        let Some(st) = self.ast.stmts.get(s) else {
            return;
        };
        match &st.kind {
            StmtKind::Compound(items) => {
                for it in items {
                    self.stmt(*it);
                }
            }
            _ => self.stmt(s),
        }
    }

    /// A statement that opens its own block scope if it is a compound statement.
    pub fn stmt(&mut self, s: Handle<Stmt>) {
        let Some(st) = self.ast.stmts.get(s) else {
            return;
        };
        if !self.enter(st.span) {
            return;
        }
        self.stmt_kind(s, &st.kind, st.span);
        self.leave();
    }

    fn with_scope(&mut self, s: Handle<Stmt>, f: impl FnOnce(&mut Self)) {
        let saved = self.scope;
        let directives = self.sema.directive_scopes.len();
        let sc = self.push_scope(ScopeKind::Block);
        self.sema.set_stmt_scope(s, sc);
        let end = self.ast.stmts.get(s).map(|x| x.span.end);
        if let (Some(fc), Some(end)) = (&mut self.func, end) {
            fc.block_ends.push(end);
        }
        f(self);
        if let (Some(fc), Some(_)) = (&mut self.func, end) {
            fc.block_ends.pop();
        }
        self.restore_scope(saved, directives);
    }

    /// Back to `saved` after a nested scope (a block, a `for` with a declaration, a statement
    /// expression). If directives were met inside, the names declared after them in `saved`'s
    /// block must stay invisible from their scopes (which lie inside, so `saved` is among their
    /// ancestors): those names go into a continuation of `saved`, as after a directive directly
    /// in the block.
    fn restore_scope(&mut self, saved: ScopeId, directives_before: usize) {
        self.scope = saved;
        if self.sema.directive_scopes.len() > directives_before && saved != ScopeId::FILE {
            let c = self
                .sema
                .scopes
                .push(Some(saved), self.sema.scopes.get(saved).kind);
            self.sema.scopes.get_mut(c).continues_parent = true;
            self.scope = c;
        }
    }

    fn stmt_kind(&mut self, s: Handle<Stmt>, kind: &StmtKind, span: oxacc_syntax::Span) {
        match kind {
            StmtKind::Compound(_) => self.with_scope(s, |c| c.block_items(s)),
            StmtKind::Expr(e) => {
                self.expr(*e);
            }
            StmtKind::Empty | StmtKind::Error => {}
            StmtKind::Pragma(p) => self.pragma(*p),
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                self.condition(*cond);
                self.stmt(*then_branch);
                if let Some(e) = else_branch {
                    self.stmt(*e);
                }
            }
            StmtKind::Switch { cond, body } => {
                let t = self.rvalue(*cond);
                let types = &self.sema.types;
                let ok = types.is_error(t) || types.is_integer(t);
                if !ok {
                    self.error(diag::switch_not_integer(self.expr_span(*cond)));
                }
                let promoted = if ok { self.promote(t) } else { TypeId::ERROR };
                if let Some(f) = &mut self.func {
                    f.switches.push(SwitchCtx {
                        ty: promoted,
                        cases: Default::default(),
                        default: None,
                    });
                }
                self.stmt(*body);
                if let Some(f) = &mut self.func {
                    f.switches.pop();
                }
            }
            StmtKind::While { cond, body } => {
                self.condition(*cond);
                self.loop_body(*body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.loop_body(*body);
                self.condition(*cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let saved = self.scope;
                let directives = self.sema.directive_scopes.len();
                let for_scope = matches!(init, ForInit::Decl(_));
                if for_scope {
                    let sc = self.push_scope(ScopeKind::Block);
                    self.sema.set_stmt_scope(s, sc);
                    if let Some(fc) = &mut self.func {
                        fc.block_ends.push(span.end);
                    }
                }
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => {
                        self.expr(*e);
                    }
                    ForInit::Decl(d) => self.declaration(*d),
                }
                if let Some(c) = cond {
                    self.condition(*c);
                }
                if let Some(st) = step {
                    self.expr(*st);
                }
                self.loop_body(*body);
                if for_scope {
                    if let Some(fc) = &mut self.func {
                        fc.block_ends.pop();
                    }
                }
                self.restore_scope(saved, directives);
            }
            StmtKind::Goto(id) => {
                // gcc reports an undefined label at the `goto`.
                let at = Ident { span, ..*id };
                if let Some(f) = &mut self.func {
                    f.gotos.push(at);
                }
            }
            StmtKind::GotoIndirect(e) => {
                let t = self.rvalue(*e);
                let types = &self.sema.types;
                if !types.is_error(t) && !types.is_pointer(t) {
                    self.error(diag::computed_goto_not_pointer(self.expr_span(*e)));
                }
            }
            StmtKind::Continue => {
                let ok = self.func.as_ref().is_some_and(|f| f.loops > 0);
                if !ok {
                    self.error(diag::continue_outside(span));
                }
            }
            StmtKind::Break => {
                let ok = self
                    .func
                    .as_ref()
                    .is_some_and(|f| f.loops > 0 || !f.switches.is_empty());
                if !ok {
                    self.error(diag::break_outside(span));
                }
            }
            StmtKind::Return(e) => self.return_value(*e, span),
            StmtKind::Labeled { body, .. } => {
                self.define_label(s);
                self.stmt(*body);
            }
            StmtKind::Case {
                value,
                range_end,
                body,
            } => {
                self.expr(*value);
                if let Some(r) = range_end {
                    self.expr(*r);
                }
                let in_switch = self.func.as_ref().is_some_and(|f| !f.switches.is_empty());
                for v in std::iter::once(*value).chain(*range_end) {
                    // Only a value that clearly depends on an object is reported: an
                    // expression we merely failed to fold is not the program's fault.
                    if self.sema.eval_int(v).is_none() && self.mentions_object(v, 0) {
                        self.error(diag::case_not_constant(span));
                    }
                }
                if !in_switch {
                    self.error(diag::case_outside(span));
                } else if range_end.is_none() {
                    if let Some(v) = self.sema.eval_int(*value) {
                        let vspan = span;
                        let types = &self.sema.types;
                        let prev = self.func.as_mut().and_then(|f| {
                            let sw = f.switches.last_mut()?;
                            let v = types.wrap_int(sw.ty, v);
                            match sw.cases.get(&v) {
                                Some(p) => Some(*p),
                                None => {
                                    sw.cases.insert(v, vspan);
                                    None
                                }
                            }
                        });
                        if let Some(p) = prev {
                            self.error(diag::duplicate_case(span, p));
                        }
                    }
                }
                self.stmt(*body);
            }
            StmtKind::Default { body } => {
                let state = self.func.as_mut().map(|f| match f.switches.last_mut() {
                    None => Err(()),
                    Some(sw) => match sw.default {
                        Some(p) => Ok(Some(p)),
                        None => {
                            sw.default = Some(span);
                            Ok(None)
                        }
                    },
                });
                match state {
                    None | Some(Err(())) => self.error(diag::default_outside(span)),
                    Some(Ok(Some(prev))) => self.error(diag::multiple_default(span, prev)),
                    Some(Ok(None)) => {}
                }
                self.stmt(*body);
            }
            StmtKind::Decl(d) => self.declaration(*d),
            StmtKind::StaticAssert(sa) => self.static_assert(sa),
            StmtKind::LocalLabels(ids) => {
                // `__label__ x;` declares x local to the block (statement-expression macros
                // define the same label several times in one function).
                let keys: Vec<_> = ids.iter().map(|id| self.key_or_intern(*id)).collect();
                if let Some(f) = &mut self.func {
                    f.local_labels.extend(keys);
                }
            }
            StmtKind::Asm(asm) => {
                for op in asm.outputs.iter().chain(asm.inputs.iter()) {
                    self.expr(op.expr);
                }
                if asm.is_goto {
                    if let Some(f) = &mut self.func {
                        f.gotos.extend(asm.labels.iter().copied());
                    }
                }
            }
            StmtKind::Directive(d) => {
                self.sema.directive_scopes.insert(*d, self.scope);
                if let Some(body) = self.ast.directives.get(*d).and_then(|x| x.body) {
                    self.stmt(body);
                }
                // Names declared after the directive in the same block must not be visible
                // from its scope (C scope starts at the declarator): later declarations go
                // into a continuation of the block (transparent for redeclaration checks).
                if self.scope != ScopeId::FILE {
                    let parent = self.scope;
                    let c = self
                        .sema
                        .scopes
                        .push(Some(parent), self.sema.scopes.get(parent).kind);
                    self.sema.scopes.get_mut(c).continues_parent = true;
                    self.scope = c;
                }
            }
        }
    }

    /// Records the label of a labeled statement (duplicates are errors).
    fn define_label(&mut self, s: Handle<Stmt>) {
        let Some(StmtKind::Labeled { label, .. }) = self.ast.stmts.get(s).map(|x| &x.kind) else {
            return;
        };
        let key = self.key_or_intern(*label);
        let dup = match &mut self.func {
            // `__label__` names may be defined once per block that declares them.
            Some(f) if f.local_labels.contains(&key) => {
                f.labels.insert(key, label.span);
                None
            }
            Some(f) => f.labels.insert(key, label.span),
            None => None,
        };
        if let Some(prev) = dup {
            let n = self.name(*label);
            self.error(diag::duplicate_label(label.span, n, prev));
        }
    }

    fn loop_body(&mut self, body: Handle<Stmt>) {
        let saved_sw = self.func.as_mut().map(|f| {
            f.loops += 1;
            // `continue` inside a switch inside a loop is fine; `break` binds to the loop.
        });
        self.stmt(body);
        if saved_sw.is_some() {
            if let Some(f) = &mut self.func {
                f.loops -= 1;
            }
        }
    }

    /// Whether `e` reads a variable or parameter (outside `sizeof`/`_Alignof`): such an
    /// expression is certainly not an integer constant expression.
    pub fn mentions_object(&self, e: Handle<oxacc_syntax::ast::Expr>, depth: u32) -> bool {
        use oxacc_syntax::ast::ExprKind as K;
        if depth > 256 {
            return false;
        }
        let Some(x) = self.ast.exprs.get(e) else {
            return false;
        };
        let d = depth + 1;
        match &x.kind {
            K::Ident(_) => self.sema.resolved(e).is_some_and(|s| {
                matches!(
                    self.sym(s).kind,
                    crate::scope::SymbolKind::Variable | crate::scope::SymbolKind::Parameter
                )
            }),
            K::Unary { operand, .. } => self.mentions_object(*operand, d),
            K::Binary { lhs, rhs, .. } | K::Assign { lhs, rhs, .. } => {
                self.mentions_object(*lhs, d) || self.mentions_object(*rhs, d)
            }
            K::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                self.mentions_object(*cond, d)
                    || then_expr.is_some_and(|t| self.mentions_object(t, d))
                    || self.mentions_object(*else_expr, d)
            }
            K::Cast { expr, .. } => self.mentions_object(*expr, d),
            K::Call { .. } | K::Index { .. } | K::Member { .. } => true,
            _ => false,
        }
    }

    /// `_Static_assert(cond, "message");`
    pub fn static_assert(&mut self, sa: &StaticAssert) {
        self.expr(sa.cond);
        if let Some(m) = sa.message {
            self.expr(m);
        }
        // Only a value we could compute reports: an expression we cannot fold is not an error
        // of the program.
        match self.sema.eval_int(sa.cond) {
            Some(0) => {
                let msg = sa.message.map(|m| self.src(self.expr_span(m)).to_string());
                self.error(diag::static_assert_failed(sa.span, msg.as_deref()));
            }
            None if self.mentions_object(sa.cond, 0) => {
                let at = self.expr_loc(sa.cond);
                self.error(diag::static_assert_not_constant(at));
            }
            _ => {}
        }
    }

    /// After a function body: every `goto` target must be defined.
    pub fn check_labels(&mut self) {
        let Some(f) = self.func.take() else {
            return;
        };
        let mut reported = oxacc_syntax::intern::FxHashSet::default();
        for g in &f.gotos {
            let key = self.key(*g);
            let defined =
                key.is_some_and(|k| f.labels.contains_key(&k) || f.local_labels.contains(&k));
            if !defined && reported.insert(g.name) {
                self.diags
                    .push(diag::label_undefined(g.span, self.ast.name(*g)));
            }
            // 6.8.6.1: "A goto statement shall not jump from outside the scope of an
            // identifier having a variably modified type to inside the scope of that
            // identifier" (the array's storage would not exist).
            let Some(label) = key.and_then(|k| f.labels.get(&k)) else {
                continue;
            };
            let in_scope = |(d, end): &(Ident, u32), at: u32| d.span.end <= at && at < *end;
            if let Some(vm) = f
                .vm_scopes
                .iter()
                .find(|v| in_scope(v, label.start) && !in_scope(v, g.span.start))
            {
                self.diags.push(diag::goto_into_vm_scope(
                    g.span,
                    self.ast.name(*g),
                    *label,
                    vm.0.span,
                    self.ast.name(vm.0),
                ));
            }
        }
        self.func = Some(f);
    }

    /// `({ ... })`: the value is the last expression statement's (void otherwise).
    pub fn stmt_expr(&mut self, s: Handle<Stmt>) -> TypeId {
        let Some(st) = self.ast.stmts.get(s) else {
            return TypeId::ERROR;
        };
        let StmtKind::Compound(items) = &st.kind else {
            self.stmt(s);
            return TypeId::VOID;
        };
        let saved = self.scope;
        let directives = self.sema.directive_scopes.len();
        let sc = self.push_scope(ScopeKind::Block);
        self.sema.set_stmt_scope(s, sc);
        let mut ty = TypeId::VOID;
        for (i, it) in items.iter().enumerate() {
            let last = i + 1 == items.len();
            if !last {
                self.stmt(*it);
                continue;
            }
            // The value is the last expression statement's, also behind labels.
            let mut cur = *it;
            let mut labels = Vec::new();
            for _ in 0..64 {
                match self.ast.stmts.get(cur).map(|x| &x.kind) {
                    Some(StmtKind::Labeled { body, .. }) => {
                        labels.push(cur);
                        cur = *body;
                    }
                    _ => break,
                }
            }
            match self.ast.stmts.get(cur).map(|x| &x.kind) {
                Some(StmtKind::Expr(e)) => {
                    for l in labels {
                        self.define_label(l);
                    }
                    ty = self.rvalue(*e);
                }
                _ => self.stmt(*it),
            }
        }
        self.restore_scope(saved, directives);
        ty
    }
}

impl Checker<'_> {
    pub fn return_value(
        &mut self,
        e: Option<Handle<oxacc_syntax::ast::Expr>>,
        span: oxacc_syntax::Span,
    ) {
        let ret = self.func.as_ref().map(|f| f.ret);
        let Some(ret) = ret else {
            if let Some(e) = e {
                self.expr(e);
            }
            return;
        };
        match e {
            Some(e) => {
                let t = self.rvalue(e);
                if self.sema.types.is_void(ret) {
                    if !self.sema.types.is_void(t) && !self.sema.types.is_error(t) {
                        self.diags
                            .push(diag::return_value_in_void(self.expr_span(e)));
                    }
                    return;
                }
                self.assign_target_sugar = self.func.as_ref().and_then(|f| f.ret_sugar);
                self.check_assign(ret, e, AssignCtx::Return);
            }
            None => {
                if !self.sema.types.is_void(ret) && !self.sema.types.is_error(ret) {
                    self.diags.push(diag::return_no_value(span));
                }
            }
        }
    }
}
