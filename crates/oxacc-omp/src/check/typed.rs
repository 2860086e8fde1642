//! Restrictions that need sema (names resolved to symbols, C types):
//!
//! - variable-lists name variables (2.1); `threadprivate` variables only in `copyin` and
//!   `copyprivate` (2.7.1); `copyin` variables are threadprivate (2.7.2.7);
//! - `private`, `lastprivate`, `reduction` variables are not const (2.7.2.1, 2.7.2.3,
//!   2.7.2.6); private copies of complete types (2.7.2.1-2.7.2.3); reduction variables are
//!   arithmetic scalars, integers for `&`, `|`, `^` (2.7.2.6);
//! - `if` is scalar, `num_threads` and the chunk size are integers, positive when constant
//!   (2.3, 2.4.1); the iteration variable has an integer type (2.4.1; unsigned as OpenMP 3.0 and gcc); the `atomic`
//!   location is scalar (2.6.4);
//! - `threadprivate` names a file-scope or `static` block-scope variable declared before it in
//!   the same scope and not referenced before it (2.7.1);
//! - a work-sharing directive's `reduction`, `firstprivate` and `lastprivate` variables are
//!   shared in the parallel region it binds to (2.7.2.2, 2.7.2.3, 2.7.2.6), its `copyprivate`
//!   variables private there (2.7.2.8); an orphaned one's are not the function's automatic
//!   variables, private in any region calling it;
//! - `default(none)`: every variable referenced in the construct has an explicit attribute
//!   (2.7.2.5).

use std::collections::{HashMap, HashSet};

use oxacc_sema::{ArrayLen, ScopeKind, Sema, SymbolId, SymbolKind, TypeId, TypeKind};
use oxacc_syntax::ast::{Directive, Expr, ExprKind, StmtKind, StorageClass};
use oxacc_syntax::{Ast, Diagnostic, Handle, Span};

use super::Context;
use crate::ast::{ClauseKind, ClauseName, DefaultKind, OmpDirective, OmpName};
use crate::diagnostics as diag;
use crate::parse::OmpDirectives;

/// Types every C expression of every directive at the directive's scope (`Sema::type_expr`),
/// so that sema's tables cover them and C errors in clause arguments are reported.
pub fn type_directives(
    sema: &mut Sema,
    ast: &Ast,
    text: &str,
    dirs: &OmpDirectives,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (h, d) in dirs.iter() {
        let scope = sema.directive_scope(h).unwrap_or_else(|| sema.file_scope());
        for e in d.exprs() {
            let (_, diags) = sema.type_expr(ast, text, e, scope);
            out.extend(diags);
        }
    }
    out
}

/// The variables named by `threadprivate` directives of the unit.
pub fn threadprivate_symbols(dirs: &OmpDirectives, sema: &Sema) -> HashSet<SymbolId> {
    dirs.iter()
        .filter(|(_, d)| d.name == OmpName::Threadprivate)
        .flat_map(|(_, d)| d.list.iter().filter_map(|v| sema.resolved(v.expr)))
        .collect()
}

struct Typed<'a> {
    ast: &'a Ast,
    sema: &'a Sema,
    dirs: &'a OmpDirectives,
    threadprivate: HashSet<SymbolId>,
    /// The clause expressions of the unit's OpenACC directives (`crate::Foreign`).
    foreign: &'a crate::Foreign,
    out: Vec<Diagnostic>,
}

/// Runs the typed checks.
pub fn check_types(
    ast: &Ast,
    _text: &str,
    dirs: &OmpDirectives,
    sema: &Sema,
    cx: &Context,
    foreign: &crate::Foreign,
) -> Vec<Diagnostic> {
    let mut t = Typed {
        ast,
        sema,
        dirs,
        threadprivate: threadprivate_symbols(dirs, sema),
        foreign,
        out: Vec::new(),
    };
    t.threadprivate_directives();
    for (h, d) in dirs.iter() {
        t.vars(d);
        t.exprs(d);
        if d.name.is_loop() {
            t.loop_var(d);
        }
        if d.name == OmpName::Atomic {
            t.atomic(d);
        }
        if matches!(d.name, OmpName::For | OmpName::Sections | OmpName::Single) {
            match cx.binding.get(&h).and_then(|p| dirs.get(*p)) {
                Some(p) => t.binding(d, p),
                None => t.orphaned_binding(d),
            }
        }
        if d.name.is_parallel() && d.default_kind() == Some(DefaultKind::None) {
            t.default_none(d);
        }
    }
    t.out
}

impl Typed<'_> {
    fn ty_text(&self, ty: TypeId) -> String {
        self.sema.type_display(ty)
    }

    fn var_symbol(&self, e: Handle<Expr>) -> Option<SymbolId> {
        let s = self.sema.resolved(e)?;
        matches!(
            self.sema.symbol(s).kind,
            SymbolKind::Variable | SymbolKind::Parameter
        )
        .then_some(s)
    }

    fn is_const(&self, ty: TypeId) -> bool {
        let mut t = ty;
        for _ in 0..64 {
            if self.sema.types.quals(t).is_const {
                return true;
            }
            match self.sema.types.kind(t) {
                TypeKind::Array { elem, .. } => t = *elem,
                _ => return false,
            }
        }
        false
    }

    fn is_incomplete(&self, ty: TypeId) -> bool {
        match self.sema.types.kind(ty) {
            TypeKind::Array {
                len: ArrayLen::Incomplete,
                ..
            } => true,
            TypeKind::Array { elem, .. } => self.is_incomplete(*elem),
            TypeKind::Record(r) => !self.sema.types.record(*r).complete,
            TypeKind::Void => true,
            _ => false,
        }
    }

    fn vars(&mut self, d: &OmpDirective) {
        for (c, v) in d.all_vars() {
            let name = c.name();
            let Some(sym) = self.sema.resolved(v.expr) else {
                continue; // undeclared: sema said so
            };
            let info = self.sema.symbol(sym);
            if !matches!(info.kind, SymbolKind::Variable | SymbolKind::Parameter) {
                self.out.push(diag::not_a_variable_typed(
                    v.span,
                    &v.name,
                    name.as_str(),
                    name.section(),
                ));
                continue;
            }
            let ty = info.ty;
            let tp = self.threadprivate.contains(&sym);
            match name {
                ClauseName::Copyin if !tp => self
                    .out
                    .push(diag::copyin_not_threadprivate(v.span, &v.name)),
                ClauseName::Copyin | ClauseName::Copyprivate => {}
                _ if tp => self
                    .out
                    .push(diag::threadprivate_in_clause(v.span, &v.name, name)),
                _ => {}
            }
            if matches!(
                name,
                ClauseName::Private | ClauseName::Lastprivate | ClauseName::Reduction
            ) && self.is_const(ty)
            {
                self.out.push(diag::const_var(v.span, &v.name, name));
                continue;
            }
            if matches!(
                name,
                ClauseName::Private | ClauseName::Firstprivate | ClauseName::Lastprivate
            ) && self.is_incomplete(ty)
            {
                self.out.push(diag::incomplete_var(v.span, &v.name, name));
            }
            if let ClauseKind::Reduction { op, .. } = &c.kind {
                let ok = if op.is_bitwise() {
                    self.sema.is_integer(ty)
                } else {
                    self.sema.is_arithmetic(ty)
                };
                if !ok {
                    self.out.push(diag::reduction_type(
                        v.span,
                        &v.name,
                        &self.ty_text(ty),
                        op.as_str(),
                    ));
                }
            }
        }
        if d.name == OmpName::Flush {
            for v in &d.list {
                if let Some(sym) = self.sema.resolved(v.expr) {
                    if !matches!(
                        self.sema.symbol(sym).kind,
                        SymbolKind::Variable | SymbolKind::Parameter
                    ) {
                        self.out.push(diag::not_a_variable_typed(
                            v.span, &v.name, "flush", "2.6.5",
                        ));
                    }
                }
            }
        }
    }

    fn exprs(&mut self, d: &OmpDirective) {
        for c in &d.clauses {
            match &c.kind {
                ClauseKind::If(e) => {
                    let ty = self.sema.value_type(*e);
                    if !self.sema.types.is_error(ty) && !self.sema.is_scalar(ty) {
                        let span = self.span(*e);
                        self.out.push(diag::scalar_expr(span, &self.ty_text(ty)));
                    }
                }
                ClauseKind::NumThreads(e) => {
                    self.int_arg(*e, "the 'num_threads' expression", "2.3")
                }
                ClauseKind::Schedule { chunk: Some(e), .. } => {
                    self.int_arg(*e, "the chunk size of 'schedule'", "2.4.1")
                }
                _ => {}
            }
        }
    }

    fn span(&self, e: Handle<Expr>) -> Span {
        self.ast.exprs.get(e).map(|e| e.span).unwrap_or_default()
    }

    fn int_arg(&mut self, e: Handle<Expr>, what: &str, section: &str) {
        let ty = self.sema.value_type(e);
        if self.sema.types.is_error(ty) {
            return;
        }
        if !self.sema.is_integer(ty) {
            self.out.push(diag::int_expr(
                self.span(e),
                what,
                &self.ty_text(ty),
                section,
            ));
            return;
        }
        if let Some(v) = self.sema.eval_int(e) {
            if v <= 0 {
                self.out
                    .push(diag::not_positive(self.span(e), what, v, section));
            }
        }
    }

    fn loop_var(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let Ok(c) = crate::canon::canonical(self.ast, body) else {
            return;
        };
        let Some(sym) = self.var_symbol(c.var_expr) else {
            return;
        };
        let ty = self.sema.symbol(sym).ty;
        let signed = matches!(
            self.sema.types.kind(ty),
            TypeKind::Char
                | TypeKind::SChar
                | TypeKind::Short
                | TypeKind::Int
                | TypeKind::Long
                | TypeKind::LongLong
                | TypeKind::Int128
                // OpenMP 2.0 (2.4.1) asks for a signed type; gcc, clang and nvc accept the
                // unsigned ones (OpenMP 3.0's rule), and `size_t` loops are common. The
                // lowering (oxacc-lower omp/ws.rs) counts their trips in their own type.
                | TypeKind::UChar
                | TypeKind::UShort
                | TypeKind::UInt
                | TypeKind::ULong
                | TypeKind::ULongLong
        );
        if !signed && !self.sema.types.is_error(ty) {
            self.out.push(diag::loop_var_type(
                self.span(c.var_expr),
                &c.var,
                &self.ty_text(ty),
            ));
        }
    }

    fn atomic(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let Some(StmtKind::Expr(e)) = self.ast.stmts.get(body).map(|s| &s.kind) else {
            return;
        };
        let x = match self.ast.exprs.get(*e).map(|x| &x.kind) {
            Some(ExprKind::Assign { lhs, .. }) => *lhs,
            Some(ExprKind::Unary { operand, .. }) => *operand,
            _ => return,
        };
        let ty = self.sema.expr_type(x);
        if !self.sema.types.is_error(ty) && !self.sema.is_scalar(ty) {
            let text = oxacc_syntax::print_expr(self.ast, "", x);
            self.out.push(diag::atomic_not_scalar(
                self.span(x),
                &text,
                &self.ty_text(ty),
            ));
        }
    }

    fn threadprivate_directives(&mut self) {
        // The first reference to each threadprivate variable.
        let mut first_use: HashMap<SymbolId, Span> = HashMap::new();
        if !self.threadprivate.is_empty() {
            for (h, e) in self.ast.exprs.iter() {
                if !matches!(e.kind, ExprKind::Ident(_)) {
                    continue;
                }
                if let Some(s) = self.sema.resolved(h) {
                    if self.threadprivate.contains(&s) {
                        let f = first_use.entry(s).or_insert(e.span);
                        if e.span.start < f.start {
                            *f = e.span;
                        }
                    }
                }
            }
        }
        let dirs: Vec<(Handle<Directive>, &OmpDirective)> = self
            .dirs
            .iter()
            .filter(|(_, d)| d.name == OmpName::Threadprivate)
            .collect();
        for (h, d) in dirs {
            let scope = self.sema.directive_scope(h);
            for v in &d.list {
                let Some(sym) = self.sema.resolved(v.expr) else {
                    continue;
                };
                let info = self.sema.symbol(sym);
                let file = self.sema.scope(info.scope).kind == ScopeKind::File;
                let ok_kind = info.kind == SymbolKind::Variable
                    && (file || info.storage == Some(StorageClass::Static));
                if !ok_kind {
                    self.out.push(diag::threadprivate_bad_var(v.span, &v.name));
                    continue;
                }
                // The first declaration counts (2.7.1: "a variable declaration ... that
                // lexically precedes the directive"): `extern int x;` + the directive in a
                // header, then `int x = 5;` in the unit, is the usual pattern (sema's span
                // is the definition's).
                let first = if file {
                    self.first_file_scope_decl(sym).unwrap_or(info.span.start)
                } else {
                    info.span.start
                };
                if first > d.span.start || (!file && scope != Some(info.scope)) {
                    self.out
                        .push(diag::threadprivate_not_declared(v.span, &v.name));
                    continue;
                }
                if self.incomplete_at(sym, file, d.span.start) {
                    self.out
                        .push(diag::threadprivate_incomplete(v.span, &v.name));
                    continue;
                }
                if let Some(u) = first_use.get(&sym) {
                    if u.start < d.span.start {
                        self.out
                            .push(diag::threadprivate_used_before(v.span, &v.name, *u));
                    }
                }
            }
        }
    }

    /// Whether `sym`'s type is incomplete at `at` (2.7.1: "variables that do not have an
    /// incomplete type"): incomplete for good, or an array whose file-scope declarations
    /// before `at` all leave its size out (`extern int tab[];`, completed by a later
    /// definition: the composite type sema keeps is the complete one).
    fn incomplete_at(&self, sym: SymbolId, file: bool, at: u32) -> bool {
        if self.is_incomplete(self.sema.symbol(sym).ty) {
            return true;
        }
        if !file {
            return false;
        }
        let mut before = self
            .ast
            .items
            .iter()
            .filter_map(|item| match item {
                oxacc_syntax::ast::ExternalDecl::Decl(d) => self.ast.decls.get(*d).map(|x| (*d, x)),
                _ => None,
            })
            .filter(|(_, decl)| decl.span.start < at)
            .flat_map(|(h, decl)| {
                decl.declarators
                    .iter()
                    .enumerate()
                    .filter(move |(i, _)| self.sema.decl_symbol(h, *i) == Some(sym))
                    .map(|(_, i)| i)
            })
            .peekable();
        before.peek().is_some()
            && before.all(|i| {
                i.init.is_none()
                    && matches!(
                        i.declarator.derived.first(),
                        Some(oxacc_syntax::ast::DerivedDeclarator::Array {
                            size: oxacc_syntax::ast::ArraySize::Unspecified,
                            ..
                        })
                    )
            })
    }

    /// Where the first file-scope declaration of `sym` starts.
    fn first_file_scope_decl(&self, sym: SymbolId) -> Option<u32> {
        self.ast
            .items
            .iter()
            .filter_map(|item| match item {
                oxacc_syntax::ast::ExternalDecl::Decl(d) => Some(*d),
                _ => None,
            })
            .filter_map(|d| {
                let decl = self.ast.decls.get(d)?;
                (0..decl.declarators.len())
                    .any(|i| self.sema.decl_symbol(d, i) == Some(sym))
                    .then_some(decl.span.start)
            })
            .min()
    }

    /// Whether `sym` is private in parallel directive `p`: named in its `private` or
    /// `firstprivate` clause, declared inside it, or threadprivate. Returns the span to show.
    fn private_in(&self, sym: SymbolId, p: &OmpDirective) -> Option<Span> {
        for (c, v) in p.all_vars() {
            if matches!(c.name(), ClauseName::Private | ClauseName::Firstprivate)
                && self.sema.resolved(v.expr) == Some(sym)
            {
                return Some(v.span);
            }
        }
        let body = p.body.and_then(|b| self.ast.stmts.get(b))?;
        let decl = self.sema.symbol(sym).span;
        (body.span.start <= decl.start && decl.end <= body.span.end).then_some(decl)
    }

    fn parallel_reduction(&self, sym: SymbolId, p: &OmpDirective) -> Option<Span> {
        p.all_vars()
            .find(|(c, v)| {
                c.name() == ClauseName::Reduction && self.sema.resolved(v.expr) == Some(sym)
            })
            .map(|(_, v)| v.span)
    }

    fn binding(&mut self, d: &OmpDirective, p: &OmpDirective) {
        for (c, v) in d.all_vars() {
            let name = c.name();
            let Some(sym) = self.var_symbol(v.expr) else {
                continue;
            };
            match name {
                ClauseName::Reduction | ClauseName::Firstprivate | ClauseName::Lastprivate => {
                    if let Some(at) = self.parallel_reduction(sym, p) {
                        self.out.push(diag::reduction_of_parallel_reduction(
                            v.span, &v.name, name, d.name, at,
                        ));
                    } else if let Some(at) = self.private_in(sym, p) {
                        self.out.push(diag::private_in_parallel(
                            v.span,
                            &v.name,
                            name,
                            d.name,
                            at,
                            "private in the parallel region because of this",
                        ));
                    }
                }
                ClauseName::Copyprivate => {
                    let private = self.threadprivate.contains(&sym)
                        || self.private_in(sym, p).is_some()
                        || self.parallel_reduction(sym, p).is_some();
                    if !private {
                        self.out
                            .push(diag::copyprivate_not_private(v.span, &v.name, p.span));
                    }
                }
                _ => {}
            }
        }
    }

    /// An orphaned work-sharing directive (no parallel construct around it in the function)
    /// binds to the parallel region that calls the function, if any (2.8). The function's own
    /// automatic variables (and parameters) are private in every such region: each thread has
    /// its own, on its stack. So 2.7.2.2, 2.7.2.3 and 2.7.2.6 forbid them in the directive's
    /// `firstprivate`, `lastprivate` and `reduction` clauses whenever the function runs in a
    /// region, and gcc rejects them outright ("private in outer context"). Accepted, a
    /// reduction would combine each thread's share into that thread's own variable only.
    fn orphaned_binding(&mut self, d: &OmpDirective) {
        for (c, v) in d.all_vars() {
            let name = c.name();
            if !matches!(
                name,
                ClauseName::Reduction | ClauseName::Firstprivate | ClauseName::Lastprivate
            ) {
                continue;
            }
            let Some(sym) = self.var_symbol(v.expr) else {
                continue;
            };
            let info = self.sema.symbol(sym);
            if info.is_global || self.threadprivate.contains(&sym) {
                continue;
            }
            self.out.push(diag::private_in_orphan_caller(
                v.span, &v.name, name, d.name, info.span,
            ));
        }
    }

    fn default_none(&mut self, d: &OmpDirective) {
        let Some(body) = d.body else { return };
        let Some(stmt) = self.ast.stmts.get(body) else {
            return;
        };
        let region = stmt.span;
        let Some(clause) = d.clause(ClauseName::Default) else {
            return;
        };
        let listed: HashSet<SymbolId> = d
            .all_vars()
            .filter_map(|(_, v)| self.sema.resolved(v.expr))
            .collect();
        // References: the region's expressions, and the firstprivate / lastprivate / reduction
        // variables and clause expressions of the directives inside it (2.7.2.5).
        let mut exprs = Vec::new();
        crate::walk::exprs_in_stmt(self.ast, body, &mut exprs);
        let mut loop_vars: HashSet<SymbolId> = HashSet::new();
        if d.name == OmpName::ParallelFor {
            if let Ok(c) = crate::canon::canonical(self.ast, body) {
                loop_vars.extend(self.var_symbol(c.var_expr));
            }
        }
        crate::walk::each_stmt(self.ast, body, &mut |s| {
            let Some(StmtKind::Directive(h)) = self.ast.stmts.get(s).map(|x| &x.kind) else {
                return;
            };
            // An OpenACC directive's clauses reference variables too (gcc: "'n' not
            // specified in enclosing 'parallel'"; the region captures them).
            for e in self.foreign.get(h).into_iter().flatten() {
                crate::walk::exprs_in_expr(self.ast, *e, &mut exprs);
            }
            let Some(inner) = self.dirs.get(*h) else {
                return;
            };
            for c in &inner.clauses {
                match c.name() {
                    ClauseName::Private
                    | ClauseName::Shared
                    | ClauseName::Copyin
                    | ClauseName::Copyprivate => {}
                    _ => exprs.extend(c.exprs()),
                }
            }
            if inner.name.is_loop() {
                if let Some(Ok(c)) = inner.body.map(|b| crate::canon::canonical(self.ast, b)) {
                    loop_vars.extend(self.var_symbol(c.var_expr));
                }
            }
        });
        let mut reported: HashSet<SymbolId> = HashSet::new();
        // `__typeof__(y)` names `y` without referencing it (gcc accepts it unlisted).
        let unevaluated = crate::walk::typeof_operand_exprs(self.ast, body);
        for e in exprs {
            if unevaluated.contains(&e) {
                continue;
            }
            let Some(node) = self.ast.exprs.get(e) else {
                continue;
            };
            if !matches!(node.kind, ExprKind::Ident(_)) {
                continue;
            }
            let Some(sym) = self.var_symbol(e) else {
                continue;
            };
            let info = self.sema.symbol(sym);
            let inside = region.start <= info.span.start && info.span.end <= region.end;
            if inside
                || listed.contains(&sym)
                || loop_vars.contains(&sym)
                || self.threadprivate.contains(&sym)
                || info.is_thread_local
                || self.is_const(info.ty)
                || !reported.insert(sym)
            {
                continue;
            }
            self.out.push(diag::default_none(
                node.span,
                &info.name,
                d.name,
                clause.span,
            ));
        }
    }
}
