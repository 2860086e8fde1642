//! Lowering of OpenMP 2.0 directives (`-fopenmp`) onto oxacc's runtime (`oxacc-rt/src/omp`).
//! See README.md in this directory for the shape of the generated code.
//!
//! - `mod.rs`: the walk over each function, the renderer (a construct's text with the
//!   identifier rewrites of the enclosing outlined function, its nested constructs lowered,
//!   and the OpenACC edits inside it), `threadprivate`.
//! - `region`: `parallel` (and the parallel part of the combined constructs) outlined into a
//!   file-scope function run by every thread of the team, with the data-sharing attributes
//!   of 2.7.2.
//! - `ws`: `for`, `sections`, `single` and their private copies (2.4, 2.7.2).
//! - `sync`: `master`, `critical`, `barrier`, `atomic`, `flush`, `ordered` (2.6).
//! - `prelude`: the runtime declarations the generated code needs.

mod prelude;
mod region;
mod sync;
mod tpstatic;
mod ws;

use std::collections::{BTreeSet, HashMap, HashSet};

use oxacc_omp::{OmpDirective, OmpDirectives, OmpName};
use oxacc_sema::{ScopeKind, Sema, SymbolId, SymbolKind};
use oxacc_syntax::ast::{
    Decl, ExprKind, ExternalDecl, ForInit, FunctionDef, InitializerKind, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::ctx::LowerCtx;
use crate::writer::TakenEdit;

/// Identifier rewrites in effect where code is being written: inside an outlined region, a
/// shared variable passed by address is `(*__oxomp_sN)`; a private copy has its own name.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub renames: HashMap<SymbolId, String>,
    /// Inside an outlined function (`__func__` must keep naming the user's function).
    pub outlined: bool,
    /// Inside an outlined function: the region's `struct S` / `union S` / `enum E` spellings
    /// of types defined inside the user's function (not visible at file scope), rewritten to
    /// the hoisted record's tag or the enum's integer type (`compute::ctype::Hoisted`).
    pub types: Vec<(Span, String)>,
}

/// One edit of the renderer: a replaced span and whether it is an identifier rewrite (which a
/// containing OpenACC edit absorbs by renaming its tokens) or a lowered construct.
struct Edit {
    span: Span,
    text: String,
    ident: Option<String>,
}

/// The state of the OpenMP lowering of one translation unit.
pub struct Lowerer<'c, 'a> {
    pub ctx: &'c mut LowerCtx<'a>,
    pub dirs: &'c OmpDirectives,
    pub sema: &'a Sema,
    /// Threadprivate variables (2.7.1).
    pub threadprivate: HashSet<SymbolId>,
    /// Block-scope threadprivate variables moved to file scope: their new names.
    pub global_renames: HashMap<SymbolId, String>,
    /// The current function: its name, definition span, and the variables whose address it
    /// takes (never captured by value).
    pub fn_name: String,
    pub fn_span: Span,
    pub addr_taken: HashSet<SymbolId>,
    /// Outlined functions of the current function, inserted before it (inner regions first).
    pub outlined: Vec<String>,
    /// `critical` names used (each gets a weak global lock word).
    pub critical_names: BTreeSet<String>,
    /// The OpenACC (and other) edits inside the top-level construct being lowered, taken out
    /// of the writer: the renderer splices them in.
    pending: Vec<TakenEdit>,
    /// OpenACC compute constructs of the function (an OpenMP directive inside one is an error).
    acc_regions: Vec<Span>,
    /// The function's OpenACC `host_data` constructs holding OpenMP constructs: body span
    /// and the `use_device` variables.
    pub host_data: Vec<(Span, Vec<SymbolId>)>,
    /// Variables an outlined region declares with another type than their own: a
    /// `use_device` array of an enclosing `host_data` construct, whose name there is a
    /// pointer (the device address of its first element, data.rs).
    pub type_override: HashMap<SymbolId, oxacc_sema::TypeId>,
}

/// The runtime declarations put before a unit with OpenMP code (for the header test).
pub fn prelude_text() -> &'static str {
    prelude::PRELUDE
}

/// The file-scope variables each OpenMP construct of the unit gives a per-thread copy
/// (`LowerCtx::omp_privatized`): those of its `private`, `firstprivate`, `lastprivate` and
/// `reduction` clauses, and a loop construct's iteration variable (predetermined private,
/// 2.7.2.1). Computed before the OpenACC compute lowering, which runs first.
pub fn privatized_globals(
    ast: &oxacc_syntax::Ast,
    sema: &Sema,
    dirs: &OmpDirectives,
) -> HashMap<Handle<oxacc_syntax::ast::Directive>, Vec<SymbolId>> {
    use oxacc_omp::ast::ClauseKind;
    let file_scope = |sym: SymbolId| {
        let info = sema.symbol(sym);
        info.kind == SymbolKind::Variable && sema.scope(info.scope).kind == ScopeKind::File
    };
    let mut out = HashMap::new();
    for (h, d) in dirs.iter() {
        let mut syms: Vec<SymbolId> = Vec::new();
        for c in &d.clauses {
            if matches!(
                c.kind,
                ClauseKind::Private(_)
                    | ClauseKind::Firstprivate(_)
                    | ClauseKind::Lastprivate(_)
                    | ClauseKind::Reduction { .. }
            ) {
                syms.extend(c.vars().iter().filter_map(|v| sema.resolved(v.expr)));
            }
        }
        if d.name.is_loop() {
            if let Some(Ok(canon)) = d.body.map(|s| oxacc_omp::canon::canonical(ast, s)) {
                syms.extend(sema.resolved(canon.var_expr));
            }
        }
        syms.retain(|s| file_scope(*s));
        syms.sort();
        syms.dedup();
        if !syms.is_empty() {
            out.insert(h, syms);
        }
    }
    out
}

/// Lowers every OpenMP directive of the unit (after the OpenACC passes, whose edits inside
/// OpenMP constructs it carries over).
pub fn lower(ctx: &mut LowerCtx, dirs: &OmpDirectives) {
    let Some(sema) = ctx.sema else { return };
    let ast = ctx.ast;
    let mut l = Lowerer {
        ctx,
        dirs,
        sema,
        threadprivate: oxacc_omp::threadprivate_symbols(dirs, sema),
        global_renames: HashMap::new(),
        fn_name: String::new(),
        fn_span: Span::default(),
        addr_taken: HashSet::new(),
        outlined: Vec::new(),
        critical_names: BTreeSet::new(),
        pending: Vec::new(),
        acc_regions: Vec::new(),
        host_data: Vec::new(),
        type_override: HashMap::new(),
    };
    l.threadprivate_decls();
    for item in &ast.items {
        match item {
            ExternalDecl::FunctionDef(f) => l.function(*f),
            ExternalDecl::Directive(h) => {
                if let Some(d) = dirs.get(*h) {
                    // threadprivate: done by rewriting the declarations.
                    let span = d.span;
                    l.ctx.writer.replace(span, "");
                }
            }
            _ => {}
        }
    }
    let weak = prelude::weak_api(ast, sema);
    let mut text = prelude::PRELUDE.to_string();
    for name in &l.critical_names {
        text.push_str(&format!(
            "__attribute__((weak, aligned(128))) unsigned int __oxomp_crit_{name};\n"
        ));
    }
    text.push_str(&weak);
    l.ctx.writer.add_prelude(&text);
}

impl<'c, 'a> Lowerer<'c, 'a> {
    pub fn dir(&self, s: Handle<Stmt>) -> Option<&'c OmpDirective> {
        match &self.ctx.ast.stmts.get(s)?.kind {
            StmtKind::Directive(h) => self.dirs.get(*h),
            _ => None,
        }
    }

    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.ctx.diags.push(Diagnostic::error(span, msg));
    }

    pub fn fresh(&mut self) -> u32 {
        self.ctx.fresh_id()
    }

    pub fn stmt_span(&self, s: Handle<Stmt>) -> Span {
        self.ctx
            .ast
            .stmts
            .get(s)
            .map(|s| s.span)
            .unwrap_or_default()
    }

    pub fn expr_span(&self, e: Handle<oxacc_syntax::ast::Expr>) -> Span {
        self.ctx
            .ast
            .exprs
            .get(e)
            .map(|e| e.span)
            .unwrap_or_default()
    }

    /// A `# LINE "file"` marker for `offset` (on its own line, then spaces to its column).
    pub fn marker(&self, offset: u32) -> String {
        self.ctx.writer.line_marker(offset)
    }

    /// A marker after which the code is oxacc's again (writer.rs: no warnings about it).
    pub fn generated(&self, offset: u32) -> String {
        self.ctx.writer.generated_marker(offset)
    }

    /// Whether `sym` is a variable that code at file scope can name (a file-scope variable, or
    /// a block-scope threadprivate moved there).
    pub fn is_file_scope(&self, sym: SymbolId) -> bool {
        self.global_renames.contains_key(&sym)
            || self.sema.scope(self.sema.symbol(sym).scope).kind == ScopeKind::File
    }

    pub fn is_variable(&self, sym: SymbolId) -> bool {
        matches!(
            self.sema.symbol(sym).kind,
            SymbolKind::Variable | SymbolKind::Parameter
        )
    }

    /// The C text naming `sym` under `env`.
    pub fn name_in(&self, sym: SymbolId, env: &Env) -> String {
        if let Some(n) = self.global_renames.get(&sym) {
            return n.clone();
        }
        if let Some(n) = env.renames.get(&sym) {
            return n.clone();
        }
        self.sema.symbol(sym).name.clone()
    }

    // --------------------------------------------------------------------------------------
    // Functions
    // --------------------------------------------------------------------------------------

    fn function(&mut self, f: Handle<FunctionDef>) {
        let ast = self.ctx.ast;
        let Some(def) = ast.functions.get(f) else {
            return;
        };
        // The outermost OpenMP constructs of the function, and its OpenACC compute regions.
        let mut tops: Vec<Handle<Stmt>> = Vec::new();
        let mut acc_regions = Vec::new();
        self.host_data.clear();
        self.find_tops(def.body, &mut tops, &mut acc_regions);
        let has_renames = self
            .global_renames
            .keys()
            .any(|s| span_inside(self.sema.symbol(*s).span, def.span));
        if tops.is_empty() && !has_renames {
            return;
        }
        self.fn_name = def
            .declarator
            .name
            .map(|n| ast.name(n).to_string())
            .unwrap_or_default();
        self.fn_span = def.span;
        self.acc_regions = acc_regions;
        self.addr_taken = self.addresses_taken(def.body);
        self.outlined.clear();
        for s in tops {
            let span = self.stmt_span(s);
            if self.acc_regions.iter().any(|r| span_inside(span, *r)) {
                let d = self.dir(s).map_or(span, |d| d.span);
                self.error(
                    d,
                    "an OpenMP directive inside an OpenACC compute construct is not supported",
                );
                continue;
            }
            self.use_device_in_region(s, span);
            self.pending = self.ctx.writer.take_within(span);
            let text = self.construct(s, &Env::default());
            self.pending.clear();
            self.ctx.writer.replace(span, text);
        }
        if has_renames {
            self.rename_outside(def.body);
        }
        let mut all = String::new();
        // `int main()` declares no prototype: its copy would draw a second
        // -Wstrict-prototypes warning about generated code. Declared only when a region names
        // the function (gcc 12 accepts a call of an undeclared function, but gcc 14 rejects it).
        let old_style = matches!(
            def.declarator.function_params(),
            Some(oxacc_syntax::ast::ParamList::Empty)
        );
        // (Line markers are skipped: their file names may hold the function's name, as
        // `# 6 "/work/main/t.c"` holds `main`.)
        let named = |o: &String| {
            o.lines()
                .filter(|l| !l.trim_start().starts_with('#'))
                .any(|o| {
                    o.match_indices(self.fn_name.as_str()).any(|(at, _)| {
                        let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
                        let before = o[..at].chars().next_back();
                        let after = o[at + self.fn_name.len()..].chars().next();
                        !before.is_some_and(ident) && !after.is_some_and(ident)
                    })
                })
        };
        if !self.outlined.is_empty()
            && def.knr_decls.is_empty()
            && (!old_style || self.outlined.iter().any(named))
        {
            // A region may call its own function (recursion): declare it first.
            let head = self.stmt_span(def.body).start;
            let proto = self
                .ctx
                .text
                .get(def.span.start as usize..head as usize)
                .unwrap_or("");
            if !proto.trim().is_empty() {
                all.push_str(&self.marker(def.span.start));
                all.push_str(proto.trim_end());
                all.push(';');
                all.push_str(&self.generated(head));
            }
        }
        for o in std::mem::take(&mut self.outlined) {
            all.push_str(&o);
        }
        if !all.is_empty() {
            self.ctx.writer.insert(def.span.start, all);
        }
    }

    /// The outermost OpenMP directive statements under `s` (not inside another one).
    fn find_tops(&mut self, s: Handle<Stmt>, out: &mut Vec<Handle<Stmt>>, acc: &mut Vec<Span>) {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        if let StmtKind::Directive(h) = &st.kind {
            if self.dirs.get(*h).is_some() {
                out.push(s);
                return;
            }
            if let Some(a) = self.ctx.acc_of.get(h).and_then(|i| self.ctx.acc.get(*i)) {
                if a.name.is_compute() {
                    acc.push(st.span);
                }
                if a.name == oxacc_acc::ast::DirectiveName::HostData {
                    let body = a.body.and_then(|b| ast.stmts.get(b)).map(|b| b.span);
                    let vars = self.use_device_symbols(a);
                    if let Some(body) = body {
                        self.host_data.push((body, vars));
                    }
                }
            }
        }
        for c in oxacc_omp::walk::children(ast, s) {
            self.find_tops(c, out, acc);
        }
        // Statement expressions can hold directives too.
        for e in shallow_exprs(ast, s) {
            let mut sub = Vec::new();
            oxacc_omp::walk::exprs_in_expr(ast, e, &mut sub);
            for x in sub {
                if let Some(ExprKind::StmtExpr(b)) = ast.exprs.get(x).map(|x| &x.kind) {
                    self.find_tops(*b, out, acc);
                }
            }
        }
    }

    /// The variables of a `host_data` construct's `use_device` clauses.
    fn use_device_symbols(&self, a: &oxacc_acc::ast::AccDirective) -> Vec<SymbolId> {
        a.clauses
            .iter()
            .filter(|c| c.name() == oxacc_acc::ast::ClauseName::UseDevice)
            .flat_map(|c| c.vars())
            .filter_map(|v| self.sema.resolved(v.base))
            .collect()
    }

    /// Inside a `host_data` construct a `use_device` variable's name is a block-scope pointer
    /// holding the device address (data.rs, 2.8.1), which sema does not know. A pointer is
    /// captured by a parallel region inside like any variable, under its name: the shadow
    /// (a file-scope one too, `region::parallel`); an array's shadow is a pointer to its
    /// first element, which the region captures by value as one (`type_override`). Only an
    /// array whose pointer type the unit never formed is reported as not supported yet.
    fn use_device_in_region(&mut self, top: Handle<Stmt>, span: Span) {
        let ast = self.ctx.ast;
        let vars: Vec<SymbolId> = self
            .host_data
            .iter()
            .filter(|(body, _)| span_inside(span, *body))
            .flat_map(|(_, v)| v.iter().copied())
            .filter(|sym| {
                let ty = self.sema.symbol(*sym).ty;
                !self.sema.is_pointer(ty) && !self.sema.is_pointer(self.sema.types.decay_id(ty))
            })
            .collect();
        if vars.is_empty() {
            return;
        }
        let mut regions = Vec::new();
        oxacc_omp::walk::each_stmt(ast, top, &mut |s| {
            if self.dir(s).is_some_and(|d| {
                matches!(
                    d.name,
                    OmpName::Parallel | OmpName::ParallelFor | OmpName::ParallelSections
                )
            }) {
                regions.push(s);
            }
        });
        let mut seen = HashSet::new();
        for r in regions {
            let mut exprs = Vec::new();
            oxacc_omp::walk::exprs_in_stmt(ast, r, &mut exprs);
            for e in exprs {
                let Some(node) = ast.exprs.get(e) else {
                    continue;
                };
                let ExprKind::Ident(id) = &node.kind else {
                    continue;
                };
                if self.sema.resolved(e).is_some_and(|sym| vars.contains(&sym))
                    && seen.insert(node.span.start)
                {
                    self.error(
                        node.span,
                        format!(
                            "'{}' is an array in use_device of an enclosing host_data construct: naming it inside an OpenMP parallel region is not supported yet for its type (use a pointer to its first element in use_device)",
                            ast.name(*id)
                        ),
                    );
                }
            }
        }
    }

    /// Variables whose address the function takes (`&x`): a region must reach them through
    /// a pointer, since another pointer may reach the same storage.
    fn addresses_taken(&self, body: Handle<Stmt>) -> HashSet<SymbolId> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        oxacc_omp::walk::exprs_in_stmt(ast, body, &mut exprs);
        let mut out = HashSet::new();
        for e in exprs {
            if let Some(ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            }) = ast.exprs.get(e).map(|x| &x.kind)
            {
                let mut cur = *operand;
                for _ in 0..64 {
                    match ast.exprs.get(cur).map(|x| &x.kind) {
                        Some(ExprKind::Member {
                            base, arrow: false, ..
                        }) => cur = *base,
                        Some(ExprKind::Index { base, .. })
                            if self.sema.is_array(self.sema.expr_type(*base)) =>
                        {
                            cur = *base
                        }
                        _ => break,
                    }
                }
                if let Some(s) = self.sema.resolved(cur) {
                    out.insert(s);
                }
            }
        }
        out
    }

    /// Renames the uses of moved block-scope threadprivate variables outside the function's
    /// OpenMP constructs (those are renamed by the renderer).
    fn rename_outside(&mut self, body: Handle<Stmt>) {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        let mut stack = vec![body];
        while let Some(s) = stack.pop() {
            if self.dir(s).is_some() {
                continue;
            }
            exprs.extend(shallow_exprs(ast, s));
            stack.extend(oxacc_omp::walk::children(ast, s));
        }
        let mut all = Vec::new();
        for e in exprs {
            oxacc_omp::walk::exprs_in_expr(ast, e, &mut all);
        }
        for e in all {
            if !matches!(ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::Ident(_))) {
                continue;
            }
            let Some(sym) = self.sema.resolved(e) else {
                continue;
            };
            if let Some(n) = self.global_renames.get(&sym) {
                // In parentheses: the identifier's span includes the parentheses written
                // around it (`sizeof(c)`).
                let span = self.expr_span(e);
                let n = format!("({n})");
                // Inside an OpenACC construct's code (a data clause, a compute construct's
                // launch) the identifier is that code's now: rename its tokens there (a
                // replacement of the identifier itself would be superseded by it, and cc
                // found the old name undeclared).
                let name = self.sema.symbol(sym).name.clone();
                let names = HashMap::from([(name, n.clone())]);
                let covering = self.ctx.writer.texts_covering(span);
                if covering.is_empty() {
                    self.ctx.writer.replace(span, n);
                } else {
                    for t in covering {
                        *t = rename_tokens(t, &names);
                    }
                }
            }
        }
    }

    // --------------------------------------------------------------------------------------
    // Constructs
    // --------------------------------------------------------------------------------------

    /// The code replacing the OpenMP directive statement `s` under `env`.
    pub fn construct(&mut self, s: Handle<Stmt>, env: &Env) -> String {
        let Some(d) = self.dir(s) else {
            return self.render_stmt(s, env);
        };
        match d.name {
            OmpName::Parallel | OmpName::ParallelFor | OmpName::ParallelSections => {
                self.parallel(s, d, env)
            }
            OmpName::For => self.for_construct(d, env, false, &[]),
            OmpName::Sections => self.sections(d, env, false, &[]),
            OmpName::Single => self.single(d, env),
            OmpName::Master => self.master(d, env),
            OmpName::Critical => self.critical(d, env),
            OmpName::Barrier => "__oxomp_barrier();".to_string(),
            OmpName::Flush => "__sync_synchronize();".to_string(),
            OmpName::Ordered => self.ordered(d, env),
            OmpName::Atomic => self.atomic(d, env),
            // threadprivate is done on the declarations; a stray `section` was reported.
            OmpName::Threadprivate | OmpName::Section => String::new(),
        }
    }

    // --------------------------------------------------------------------------------------
    // The renderer
    // --------------------------------------------------------------------------------------

    /// The text of statement `s` under `env`.
    pub fn render_stmt(&mut self, s: Handle<Stmt>, env: &Env) -> String {
        let span = self.stmt_span(s);
        let mut edits = Vec::new();
        self.collect_stmt(s, env, &mut edits);
        self.type_edits(span, env, &mut edits);
        self.splice(span, edits)
    }

    /// The type-name rewrites of `env` inside `span`. Inside an OpenACC edit only a record's
    /// tag is renamed (an enum's `enum E` becomes a type of several tokens).
    fn type_edits(&self, span: Span, env: &Env, out: &mut Vec<Edit>) {
        for (sp, text) in &env.types {
            if span_inside(*sp, span) {
                let spelled = self.ctx.src(*sp);
                let ident = if spelled.contains(char::is_whitespace) {
                    String::new()
                } else {
                    spelled.to_string()
                };
                out.push(Edit {
                    span: *sp,
                    text: text.clone(),
                    ident: Some(ident),
                });
            }
        }
    }

    /// The text of expression `e` under `env`.
    pub fn render_expr(&mut self, e: Handle<oxacc_syntax::ast::Expr>, env: &Env) -> String {
        let span = self.expr_span(e);
        let mut edits = Vec::new();
        self.collect_expr(e, env, &mut edits);
        self.type_edits(span, env, &mut edits);
        self.splice(span, edits)
    }

    fn collect_stmt(&mut self, s: Handle<Stmt>, env: &Env, out: &mut Vec<Edit>) {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        if let StmtKind::Directive(h) = &st.kind {
            if self.dirs.get(*h).is_some() {
                let text = self.construct(s, env);
                out.push(Edit {
                    span: st.span,
                    text,
                    ident: None,
                });
                return;
            }
            // Another directive (OpenACC): its clause expressions are in the writer's edit
            // of its line, renamed there; its body is code.
            if let Some(a) = self.ctx.acc_of.get(h).and_then(|i| self.ctx.acc.get(*i)) {
                let mut exprs = Vec::new();
                for e in a.exprs() {
                    oxacc_omp::walk::exprs_in_expr(ast, e, &mut exprs);
                }
                for e in exprs {
                    self.ident_edit(e, env, out);
                }
            }
        }
        for e in shallow_exprs(ast, s) {
            self.collect_expr(e, env, out);
        }
        for c in oxacc_omp::walk::children(ast, s) {
            self.collect_stmt(c, env, out);
        }
    }

    fn collect_expr(&mut self, e: Handle<oxacc_syntax::ast::Expr>, env: &Env, out: &mut Vec<Edit>) {
        let ast = self.ctx.ast;
        let Some(node) = ast.exprs.get(e) else { return };
        // The variables named in its type names (`__typeof__(a)` in a cast, `sizeof(int[n])`)
        // are renamed as well: the outlined code keeps those type names.
        for x in oxacc_omp::walk::type_name_exprs(ast, node) {
            self.collect_expr(x, env, out);
        }
        match &node.kind {
            ExprKind::Ident(_) => self.ident_edit(e, env, out),
            // gcc's `__builtin_FUNCTION()` names the user's function, as `__func__` does
            // (gcc folds it before outlining).
            ExprKind::Call { .. }
                if env.outlined && oxacc_omp::walk::is_builtin_function_call(ast, node) =>
            {
                out.push(Edit {
                    span: node.span,
                    text: format!("\"{}\"", self.fn_name),
                    ident: None,
                });
            }
            ExprKind::StmtExpr(s) => self.collect_stmt(*s, env, out),
            ExprKind::CompoundLiteral { init, .. } => {
                let mut sub = Vec::new();
                init_exprs(ast, *init, &mut sub);
                for x in sub {
                    self.collect_expr(x, env, out);
                }
            }
            _ => {
                for c in oxacc_omp::walk::expr_children(node) {
                    self.collect_expr(c, env, out);
                }
            }
        }
    }

    fn ident_edit(&mut self, e: Handle<oxacc_syntax::ast::Expr>, env: &Env, out: &mut Vec<Edit>) {
        let ast = self.ctx.ast;
        let Some(node) = ast.exprs.get(e) else { return };
        let ExprKind::Ident(id) = &node.kind else {
            return;
        };
        let name = ast.name(*id);
        let text = match self.sema.resolved(e) {
            Some(sym) => {
                if let Some(n) = self.global_renames.get(&sym) {
                    // `sizeof(c)`: the identifier's span includes its parentheses.
                    format!("({n})")
                } else if let Some(n) = env.renames.get(&sym) {
                    // A copy's plain name in parentheses too: `sizeof(t)` became
                    // `sizeof__oxomp_p2_0`, one undeclared identifier.
                    if n.starts_with('(') {
                        n.clone()
                    } else {
                        format!("({n})")
                    }
                } else {
                    return;
                }
            }
            None if env.outlined
                && matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") =>
            {
                format!("\"{}\"", self.fn_name)
            }
            None => return,
        };
        out.push(Edit {
            span: node.span,
            text,
            ident: Some(name.to_string()),
        });
    }

    /// `span`'s text with `mine` and the pending OpenACC edits inside it applied (outer edits
    /// win; an OpenACC edit containing identifier rewrites gets them by renaming its tokens).
    fn splice(&mut self, span: Span, mine: Vec<Edit>) -> String {
        let text = self.ctx.text;
        // Each edit with its owner (the construct it belongs to, see writer.rs): an OpenACC
        // construct's closing code sits at its end, which may also be the end of `span`
        // (say the body of the OpenMP loop that is the construct's own body): it belongs
        // here only when the construct it closes lies inside `span`.
        let mut all: Vec<(Edit, bool, Span)> = mine
            .into_iter()
            .map(|e| {
                let owner = e.span;
                (e, true, owner)
            })
            .collect();
        for p in &self.pending {
            if span.start <= p.owner.start && p.owner.end <= span.end {
                all.push((
                    Edit {
                        span: p.span,
                        text: p.text.clone(),
                        ident: None,
                    },
                    false,
                    p.owner,
                ));
            }
        }
        all.sort_by_key(|(e, _, _)| {
            (
                e.span.start,
                if e.span.is_empty() { 0 } else { 1 },
                u32::MAX - e.span.end,
            )
        });
        let mut out = String::new();
        let mut pos = span.start;
        // The edits applied so far: the closing code of a construct inside one of them was
        // rendered by it (a nested OpenMP construct whose body is an OpenACC data construct).
        let mut applied: Vec<Span> = Vec::new();
        let mut i = 0;
        while i < all.len() {
            let (e, is_mine, owner) = &all[i];
            i += 1;
            if e.span.start < pos || applied.iter().any(|a| span_inside(*owner, *a)) {
                // Inside an edit already applied (which rendered it itself).
                continue;
            }
            if !e.span.is_empty() {
                applied.push(e.span);
            }
            out.push_str(text.get(pos as usize..e.span.start as usize).unwrap_or(""));
            let replacement = if *is_mine {
                e.text.clone()
            } else {
                // Identifier rewrites inside an OpenACC edit: rename its tokens.
                let mut names: HashMap<String, String> = HashMap::new();
                let mut construct_inside = None;
                for (m, mm, _) in &all[i..] {
                    if !mm || m.span.start >= e.span.end {
                        continue;
                    }
                    if m.span.end <= e.span.end {
                        match &m.ident {
                            Some(n) => {
                                names.insert(n.clone(), m.text.clone());
                            }
                            None => construct_inside = Some(m.span),
                        }
                    }
                }
                if let Some(sp) = construct_inside {
                    self.error(
                        sp,
                        "an OpenMP directive inside an OpenACC compute construct is not supported",
                    );
                }
                let mut r = rename_tokens(&e.text, &names);
                // A host_data shadow of a variable reached through a pointer of the region.
                for to in names.values().filter(|t| t.starts_with("(*")) {
                    r = crate::data::use_device_through_pointer(&r, to);
                }
                r
            };
            let old = text
                .get(e.span.start as usize..e.span.end as usize)
                .unwrap_or("");
            // A construct's code is oxacc's (writer.rs); a renamed identifier stays the
            // user's code.
            let generated = e.ident.is_none();
            if generated {
                out.push_str(&self.generated(e.span.start));
            }
            out.push_str(&replacement);
            pos = e.span.end;
            let relines = !e.span.is_empty()
                && old.matches('\n').count() != replacement.matches('\n').count();
            if (relines || generated) && pos < span.end {
                out.push_str(&self.marker(pos));
            }
        }
        out.push_str(text.get(pos as usize..span.end as usize).unwrap_or(""));
        out
    }

    // --------------------------------------------------------------------------------------
    // threadprivate (2.7.1)
    // --------------------------------------------------------------------------------------

    /// File-scope threadprivate variables: every declaration becomes `_Thread_local`.
    /// Block-scope ones (`static` locals): moved to file scope under a new name, since the
    /// outlined functions at file scope must name them (`tpstatic.rs`).
    fn threadprivate_decls(&mut self) {
        let ast = self.ctx.ast;
        let mut handled: HashSet<SymbolId> = HashSet::new();
        // Every declaration of the unit, with the function it is in.
        let mut decls: Vec<(Handle<Decl>, Option<Handle<FunctionDef>>)> = Vec::new();
        for item in &ast.items {
            match item {
                ExternalDecl::Decl(d) => decls.push((*d, None)),
                ExternalDecl::FunctionDef(f) => {
                    if let Some(def) = ast.functions.get(*f) {
                        oxacc_omp::walk::each_stmt(ast, def.body, &mut |s| match ast
                            .stmts
                            .get(s)
                            .map(|x| &x.kind)
                        {
                            Some(StmtKind::Decl(d)) => decls.push((*d, Some(*f))),
                            Some(StmtKind::For {
                                init: ForInit::Decl(d),
                                ..
                            }) => decls.push((*d, Some(*f))),
                            _ => {}
                        });
                    }
                }
                _ => {}
            }
        }
        // The block-scope variables declared alone: a moved initializer may name them.
        let mut statics = tpstatic::BlockStatics::new();
        for (d, f) in &decls {
            let (Some(decl), Some(f)) = (ast.decls.get(*d), f) else {
                continue;
            };
            if decl.declarators.len() == 1 {
                if let Some(sym) = self.sema.decl_symbol(*d, 0) {
                    statics.insert(sym, (*d, *f));
                }
            }
        }
        for (d, f) in decls {
            let Some(decl) = ast.decls.get(d) else {
                continue;
            };
            let syms: Vec<Option<SymbolId>> = (0..decl.declarators.len())
                .map(|i| self.sema.decl_symbol(d, i))
                .collect();
            let tp: Vec<bool> = syms
                .iter()
                .map(|s| s.is_some_and(|s| self.threadprivate.contains(&s)))
                .collect();
            if !tp.iter().any(|t| *t) {
                continue;
            }
            if decl.declarators.len() != 1 {
                if f.is_none() {
                    self.split_file_scope_decl(decl, &tp);
                } else {
                    self.error(
                        decl.span,
                        "a threadprivate variable declared together with other variables in a block is not supported yet: declare it alone",
                    );
                }
                continue;
            }
            let Some(sym) = syms[0] else { continue };
            // A block-scope `extern int x;` redeclares the file-scope variable: it must be
            // thread-local like the other declarations (cc: "non-thread-local declaration
            // of 'x' follows thread-local declaration"), not moved like a static local.
            let block_extern = f.is_some()
                && decl
                    .specs
                    .has_storage(oxacc_syntax::ast::StorageClass::Extern);
            match f {
                _ if block_extern => {
                    self.ctx
                        .writer
                        .insert(decl.span.start, "__extension__ _Thread_local ");
                }
                None => {
                    // `_Thread_local` may stand anywhere among the specifiers (C11 6.7.1).
                    self.ctx
                        .writer
                        .insert(decl.span.start, "__extension__ _Thread_local ");
                }
                Some(_) => {
                    if handled.insert(sym) {
                        self.hoist_static(sym, &statics, true, 0);
                    }
                }
            }
        }
    }
}

impl Lowerer<'_, '_> {
    /// `int x, y = 2;` with `x` threadprivate: one declaration per declarator, the
    /// threadprivate ones `_Thread_local` (specifiers that define a type cannot be repeated).
    fn split_file_scope_decl(&mut self, decl: &Decl, tp: &[bool]) {
        let Some(first) = decl.declarators.first() else {
            return;
        };
        let specs = self
            .ctx
            .text
            .get(decl.span.start as usize..first.span.start as usize)
            .unwrap_or("")
            .to_string();
        if specs.contains('{') {
            self.error(
                decl.span,
                "a threadprivate variable declared together with other variables by a declaration that defines a type is not supported yet: declare it alone",
            );
            return;
        }
        let mut text = String::new();
        for (i, d) in decl.declarators.iter().enumerate() {
            if tp.get(i).copied().unwrap_or(false) {
                text.push_str("__extension__ _Thread_local ");
            }
            text.push_str(&specs);
            text.push_str(self.ctx.src(d.span));
            text.push_str("; ");
        }
        self.ctx.writer.replace(decl.span, text);
    }
}

/// Whether `inner` lies within `outer`.
pub fn span_inside(inner: Span, outer: Span) -> bool {
    outer.start <= inner.start && inner.end <= outer.end
}

/// The expressions that belong to statement `s` itself (not to its sub-statements).
pub fn shallow_exprs(
    ast: &oxacc_syntax::Ast,
    s: Handle<Stmt>,
) -> Vec<Handle<oxacc_syntax::ast::Expr>> {
    let Some(st) = ast.stmts.get(s) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    match &st.kind {
        StmtKind::Expr(e) | StmtKind::GotoIndirect(e) => out.push(*e),
        StmtKind::Return(Some(e)) => out.push(*e),
        StmtKind::If { cond, .. }
        | StmtKind::Switch { cond, .. }
        | StmtKind::While { cond, .. }
        | StmtKind::DoWhile { cond, .. } => out.push(*cond),
        StmtKind::For {
            init, cond, step, ..
        } => {
            match init {
                ForInit::Expr(e) => out.push(*e),
                ForInit::Decl(d) => decl_exprs(ast, *d, &mut out),
                ForInit::None => {}
            }
            out.extend(cond.iter().copied());
            out.extend(step.iter().copied());
        }
        StmtKind::Case {
            value, range_end, ..
        } => {
            out.push(*value);
            out.extend(range_end.iter().copied());
        }
        StmtKind::Decl(d) => decl_exprs(ast, *d, &mut out),
        StmtKind::Asm(a) => {
            for op in a.outputs.iter().chain(a.inputs.iter()) {
                out.push(op.expr);
            }
        }
        _ => {}
    }
    out
}

/// The top-level expressions of a declaration: `__typeof__` operands, VLA sizes and
/// initializers.
fn decl_exprs(
    ast: &oxacc_syntax::Ast,
    d: Handle<Decl>,
    out: &mut Vec<Handle<oxacc_syntax::ast::Expr>>,
) {
    let Some(d) = ast.decls.get(d) else { return };
    // `__typeof__(a) t_ = a;` (a SWAP macro): the outlined copy keeps the specifier, so `a`
    // there is renamed like the `a` of the initializer.
    oxacc_omp::walk::spec_exprs(ast, &d.specs, out);
    for i in &d.declarators {
        for part in &i.declarator.derived {
            if let oxacc_syntax::ast::DerivedDeclarator::Array {
                size: oxacc_syntax::ast::ArraySize::Expr(e),
                ..
            } = part
            {
                out.push(*e);
            }
        }
        if let Some(init) = i.init {
            init_exprs(ast, init, out);
        }
    }
}

pub(crate) fn init_exprs(
    ast: &oxacc_syntax::Ast,
    h: Handle<oxacc_syntax::ast::Initializer>,
    out: &mut Vec<Handle<oxacc_syntax::ast::Expr>>,
) {
    let Some(i) = ast.inits.get(h) else { return };
    match &i.kind {
        InitializerKind::Expr(e) => out.push(*e),
        InitializerKind::List(items) => {
            for it in items {
                init_exprs(ast, it.init, out);
            }
        }
    }
}

/// Renames the identifier tokens of generated C `text` found in `names` (not after `.` or
/// `->`, where they are members).
pub fn rename_tokens(text: &str, names: &HashMap<String, String>) -> String {
    if names.is_empty() {
        return text.to_string();
    }
    let lexed = oxacc_syntax::lex(text);
    let mut out = String::with_capacity(text.len());
    let mut pos = 0usize;
    let mut prev_member = false;
    for t in &lexed.tokens {
        let s = t.span.start as usize;
        let e = t.span.end as usize;
        let word = text.get(s..e).unwrap_or("");
        if t.kind == oxacc_syntax::TokenKind::Ident && !prev_member {
            if let Some(r) = names.get(word) {
                out.push_str(text.get(pos..s).unwrap_or(""));
                out.push_str(r);
                pos = e;
            }
        }
        prev_member =
            t.is_punct(oxacc_syntax::Punct::Dot) || t.is_punct(oxacc_syntax::Punct::Arrow);
    }
    out.push_str(text.get(pos..).unwrap_or(""));
    out
}
