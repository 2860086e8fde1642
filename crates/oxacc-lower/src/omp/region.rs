//! `parallel`, `parallel for`, `parallel sections` (OpenMP 2.0, 2.3, 2.5): the region is
//! outlined into a file-scope function that every thread of the team runs, and the construct
//! becomes its launch:
//!
//! ```c
//! struct __oxomp_ctx7 { int __oxomp_dummy; void *f0; int f1; unsigned long vla2_0; };
//! static void __oxomp_region_f_7(void *__oxomp_v) {
//!     struct __oxomp_ctx7 *const __oxomp_c = (struct __oxomp_ctx7 *)__oxomp_v;
//!     float (*const __oxomp_s0)[100] = __oxomp_c->f0;   /* shared: a -> (*__oxomp_s0) */
//!     int n = __oxomp_c->f1;                             /* shared, read-only scalar   */
//!     double s = 0;                                      /* reduction(+: s)            */
//! # 12 "f.c"
//!     { body }
//!     atomic combine of s into *(double *)__oxomp_c->f3;
//! }
//! ... { struct __oxomp_ctx7 __oxomp_x7; __oxomp_x7.f0 = (void *)&(a); __oxomp_x7.f1 = n; ...
//!       __oxomp_parallel(__oxomp_region_f_7, &__oxomp_x7, cond, num_threads); }
//! ```
//!
//! Data-sharing (2.7.2): a variable declared inside the region is the thread's own; a
//! file-scope (or threadprivate) variable is used directly; any other variable the region
//! references is, by its clause, private (`T x;`), firstprivate (copied from the original's
//! address), reduction (the operator's identity, combined atomically into the original at the
//! end), or shared (the default): by address, its uses becoming `(*__oxomp_sN)`, except an
//! automatic scalar the region never writes and whose address the function never takes,
//! which is passed by value (the same semantics, and it stays in registers). `copyin` copies the
//! master's threadprivate values into the other threads, then a barrier. For the combined
//! constructs the work-sharing part takes the `private`, `firstprivate`, `lastprivate` and
//! `reduction` clauses (the variables stay shared in the region), as gcc does.

use std::collections::{HashMap, HashSet};

use oxacc_omp::{ClauseKind, ClauseName, OmpDirective, OmpName, ReductionOp};
use oxacc_sema::{SymbolId, TypeId};
use oxacc_syntax::ast::{Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::{Handle, Span};

use super::{span_inside, Env, Lowerer};
use crate::compute::ctype::{self, VarClass};
use crate::compute::names::LocalVar;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Attr {
    SharedPtr,
    SharedValue,
    Private,
    Firstprivate,
    Reduction(ReductionOp),
}

/// The identity of a reduction operator (2.7.2.6, table 2-2).
pub fn identity(op: ReductionOp) -> &'static str {
    match op {
        ReductionOp::Add | ReductionOp::Sub | ReductionOp::BitOr | ReductionOp::BitXor => "0",
        ReductionOp::LogOr => "0",
        ReductionOp::Mul | ReductionOp::LogAnd => "1",
        ReductionOp::BitAnd => "~0",
    }
}

/// `x = x op part`, atomically (the OpenACC lowering's compare-and-swap machinery).
pub fn combine(op: ReductionOp, x: &str, part: &str) -> String {
    use oxacc_acc::ast::ReductionOp as A;
    let a = match op {
        // "the partial results of a subtraction reduction are added" (2.7.2.6)
        ReductionOp::Add | ReductionOp::Sub => A::Add,
        ReductionOp::Mul => A::Mul,
        ReductionOp::BitAnd => A::BitAnd,
        ReductionOp::BitOr => A::BitOr,
        ReductionOp::BitXor => A::BitXor,
        ReductionOp::LogAnd => A::LogicalAnd,
        ReductionOp::LogOr => A::LogicalOr,
    };
    // The OpenACC machinery's statement expressions are GNU C: `__extension__` keeps
    // -pedantic-errors from rejecting the generated code (gcc's own OpenMP needs none).
    pedantic_ok(&crate::compute::atomic::atomic_combine(a, x, part))
}

/// Generated GNU C made acceptable to `-pedantic`: each statement expression `({ ... })`
/// and file-scope `_Static_assert` (C11, in a C99 unit) marked `__extension__`.
pub fn pedantic_ok(code: &str) -> String {
    code.replace("({ ", "__extension__ ({ ")
        .replace("\n_Static_assert(", "\n__extension__ _Static_assert(")
}

impl Lowerer<'_, '_> {
    /// `(void *)&(name)` for the context of a region. The address of a `const` or `volatile`
    /// variable (or array of such elements) goes through an integer: the cast to `void *`
    /// would drop the qualifier, a -Wcast-qual warning about generated code (the outlined
    /// function's uses reach it through a pointer of the variable's own, qualified type).
    pub fn void_addr(&self, ty: oxacc_sema::TypeId, name: &str) -> String {
        let t = &self.sema.types;
        let mut ty = ty;
        let qualified = loop {
            let q = t.quals(ty);
            if q.is_const || q.is_volatile {
                break true;
            }
            match t.kind(ty) {
                oxacc_sema::TypeKind::Array { elem, .. } => ty = *elem,
                _ => break false,
            }
        };
        if qualified {
            format!("(void *)(unsigned long)&({name})")
        } else {
            format!("(void *)&({name})")
        }
    }

    /// A variable of the function as the type printer wants it (`name` is the text of the
    /// variable where the construct stands: VLA lengths are computed from it).
    pub fn local_var(&self, sym: SymbolId, text: &str, unqualified: bool) -> LocalVar {
        let info = self.sema.symbol(sym);
        let own = self.type_override.get(&sym).copied().unwrap_or(info.ty);
        let ty: TypeId = if unqualified {
            self.sema.types.unqual_id(own)
        } else {
            own
        };
        LocalVar {
            name: text.to_string(),
            span: info.span,
            is_param: false,
            is_global: false,
            file_scope: false,
            sym,
            ty,
        }
    }

    /// Variables the region writes (assignments, `++`/`--`, and the variables of clauses that
    /// write their original: `reduction`, `lastprivate`, `copyprivate`, OpenACC data clauses).
    fn written_in(&self, body: Handle<Stmt>) -> HashSet<SymbolId> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        oxacc_omp::walk::exprs_in_stmt(ast, body, &mut exprs);
        let mut out = HashSet::new();
        for e in &exprs {
            let target = match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => Some(*lhs),
                Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                    operand,
                }) => Some(*operand),
                _ => None,
            };
            if let Some(t) = target.and_then(|t| self.root(t)) {
                out.insert(t);
            }
        }
        oxacc_omp::walk::each_stmt(ast, body, &mut |s| {
            let Some(StmtKind::Directive(h)) = ast.stmts.get(s).map(|x| &x.kind) else {
                return;
            };
            if let Some(d) = self.dirs.get(*h) {
                for (c, v) in d.all_vars() {
                    if matches!(
                        c.name(),
                        ClauseName::Reduction | ClauseName::Lastprivate | ClauseName::Copyprivate
                    ) {
                        out.extend(self.sema.resolved(v.expr));
                    }
                }
            }
            if let Some(a) = self
                .ctx
                .acc_of
                .get(h)
                .and_then(|i| self.ctx.acc.get(*i))
                // host_data only reads its variables (use_device: their device addresses):
                // a pointer it names stays a copy in the region, under its own name, which the
                // construct's shadow declaration needs (data.rs).
                .filter(|a| a.name != oxacc_acc::ast::DirectiveName::HostData)
            {
                let mut sub = Vec::new();
                for e in a.exprs() {
                    oxacc_omp::walk::exprs_in_expr(ast, e, &mut sub);
                }
                for e in sub {
                    out.extend(self.sema.resolved(e));
                }
            }
        });
        out
    }

    /// The variable an lvalue writes (through `.member` and array subscripts), if any.
    fn root(&self, e: Handle<Expr>) -> Option<SymbolId> {
        let ast = self.ctx.ast;
        let mut cur = e;
        for _ in 0..64 {
            match ast.exprs.get(cur).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) => return self.sema.resolved(cur),
                Some(ExprKind::Member {
                    base, arrow: false, ..
                }) => cur = *base,
                Some(ExprKind::Index { base, .. })
                    if self.sema.is_array(self.sema.expr_type(*base)) =>
                {
                    cur = *base
                }
                _ => return None,
            }
        }
        None
    }

    /// Every expression the region evaluates or names: its statements, and the clause
    /// expressions of the OpenMP and OpenACC directives inside it.
    pub fn region_exprs(&self, body: Handle<Stmt>) -> Vec<Handle<Expr>> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        oxacc_omp::walk::exprs_in_stmt(ast, body, &mut exprs);
        oxacc_omp::walk::each_stmt(ast, body, &mut |s| {
            let Some(StmtKind::Directive(h)) = ast.stmts.get(s).map(|x| &x.kind) else {
                return;
            };
            if let Some(d) = self.dirs.get(*h) {
                for e in d.exprs() {
                    oxacc_omp::walk::exprs_in_expr(ast, e, &mut exprs);
                }
            }
            if let Some(a) = self.ctx.acc_of.get(h).and_then(|i| self.ctx.acc.get(*i)) {
                for e in a.exprs() {
                    oxacc_omp::walk::exprs_in_expr(ast, e, &mut exprs);
                }
            }
        });
        exprs
    }

    /// The expressions of a combined construct's clauses that its work-sharing part
    /// evaluates or names (not `if`, `num_threads`, `shared`, `copyin`: the region's).
    fn ws_clause_exprs(&self, d: &OmpDirective) -> Vec<Handle<Expr>> {
        d.clauses
            .iter()
            .filter(|c| {
                matches!(
                    c.name(),
                    ClauseName::Schedule
                        | ClauseName::Private
                        | ClauseName::Firstprivate
                        | ClauseName::Lastprivate
                        | ClauseName::Reduction
                )
            })
            .flat_map(|c| c.exprs())
            .collect()
    }

    pub fn parallel(&mut self, _s: Handle<Stmt>, d: &OmpDirective, env: &Env) -> String {
        let Some(body) = d.body else {
            return String::new();
        };
        let ast = self.ctx.ast;
        let body_span = self.stmt_span(body);
        let id = self.fresh();
        let combined = d.name != OmpName::Parallel;

        // Explicit attributes of the region (for the combined constructs, the work-sharing
        // part takes private/firstprivate/lastprivate/reduction).
        let mut explicit: HashMap<SymbolId, Attr> = HashMap::new();
        let mut copyin: Vec<SymbolId> = Vec::new();
        for c in &d.clauses {
            for v in c.vars() {
                let Some(sym) = self.sema.resolved(v.expr) else {
                    continue;
                };
                let attr = match &c.kind {
                    ClauseKind::Private(_) if !combined => Attr::Private,
                    ClauseKind::Firstprivate(_) if !combined => Attr::Firstprivate,
                    ClauseKind::Reduction { op, .. } if !combined => Attr::Reduction(*op),
                    ClauseKind::Shared(_) => Attr::SharedPtr,
                    ClauseKind::Copyin(_) => {
                        if !copyin.contains(&sym) {
                            copyin.push(sym);
                        }
                        continue;
                    }
                    _ => continue,
                };
                explicit.entry(sym).or_insert(attr);
            }
        }

        // The iteration variable of `parallel for` is private to the work-sharing part
        // (2.4.1, 2.7.2.1): the region need not share it (nor read it, uninitialized; a
        // `register` one has no address), unless lastprivate writes it back. A variable of
        // the construct's private/firstprivate/lastprivate clauses gets its copy from the
        // work-sharing part (ws.rs), which the region's own would only shadow (-Wshadow).
        if d.name == OmpName::ParallelFor {
            let var = oxacc_omp::canon::canonical(ast, body)
                .ok()
                .and_then(|c| self.sema.resolved(c.var_expr));
            if let Some(v) = var {
                let last = d.all_vars().any(|(c, x)| {
                    matches!(
                        c.name(),
                        ClauseName::Lastprivate | ClauseName::Private | ClauseName::Firstprivate
                    ) && self.sema.resolved(x.expr) == Some(v)
                });
                if !last && !span_inside(self.sema.symbol(v).span, body_span) {
                    explicit.entry(v).or_insert(Attr::Private);
                }
            }
        }

        // The variables the region references, in order of first reference.
        let mut order: Vec<SymbolId> = Vec::new();
        let mut first_use: HashMap<SymbolId, Span> = HashMap::new();
        // The variables named within the construct's text. A region expression outside it
        // is one of an enclosing `data` construct's clauses that a compute construct inside
        // carries again (`compute::reapply_conditional`, a `data` construct with `if`): the
        // compute construct's code names such a variable as written there, out of reach of
        // the region's renaming of its uses, so it is passed by value under its own name.
        let construct_span = Span::new(d.span.start.min(body_span.start), body_span.end);
        let mut named_within: HashSet<SymbolId> = HashSet::new();
        let mut exprs = self.region_exprs(body);
        if combined {
            // The work-sharing part runs in the outlined function and names its own clauses'
            // variables and schedule chunk there (its copies take the original's type and
            // address), even those the body never mentions: they are shared in the region.
            for e in self.ws_clause_exprs(d) {
                oxacc_omp::walk::exprs_in_expr(ast, e, &mut exprs);
            }
        }
        for e in exprs {
            let Some(node) = ast.exprs.get(e) else {
                continue;
            };
            if !matches!(node.kind, ExprKind::Ident(_)) {
                continue;
            }
            let Some(sym) = self.sema.resolved(e) else {
                continue;
            };
            if !self.is_variable(sym) || span_inside(self.sema.symbol(sym).span, body_span) {
                continue;
            }
            if span_inside(node.span, construct_span) {
                named_within.insert(sym);
            }
            if first_use.insert(sym, node.span).is_none() {
                order.push(sym);
            }
        }
        // Clause variables that the body never names still get their copies.
        for sym in explicit.keys() {
            if !order.contains(sym) {
                order.push(*sym);
            }
        }
        order.sort_by_key(|s| first_use.get(s).map_or(u32::MAX, |sp| sp.start));

        let mut written = self.written_in(body);
        if combined {
            // The work-sharing part writes the originals of its lastprivate and reduction
            // variables: they must be shared by address, not copied in.
            for (c, v) in d.all_vars() {
                if matches!(c.name(), ClauseName::Lastprivate | ClauseName::Reduction) {
                    written.extend(self.sema.resolved(v.expr));
                }
            }
        }
        let mut child = Env {
            renames: HashMap::new(),
            outlined: true,
            types: Vec::new(),
        };
        let mut fields = String::new();
        let mut prologue = String::new();
        let mut epilogue = String::new();
        let mut launch = String::new();
        // Temporaries standing for `register` variables, and their copy-back after the region.
        let mut temps = String::new();
        let mut post = String::new();
        let ctxv = format!("__oxomp_x{id}");
        for (i, sym) in order.iter().enumerate() {
            let sym = *sym;
            let info = self.sema.symbol(sym);
            let attr = match explicit.get(&sym) {
                Some(a) => *a,
                // A file-scope variable is reached by its name from the outlined function,
                // unless an enclosing construct gave it another (its private copy, or the
                // pointer to a copy it shares): a nested region then shares that copy
                // (2.7.2.4) and must capture it like a local, or its writes and a
                // lastprivate copy-back would reach the global.
                None if self.threadprivate.contains(&sym) => continue,
                // A use_device pointer of an enclosing host_data construct: its name there is
                // the shadow holding the device address (data.rs), which the region must
                // capture (by its name, as a local) rather than reach the global.
                None if self.is_file_scope(sym)
                    && !env.renames.contains_key(&sym)
                    && !self
                        .host_data
                        .iter()
                        .any(|(hd, vars)| span_inside(body_span, *hd) && vars.contains(&sym)) =>
                {
                    continue
                }
                None => Attr::SharedPtr,
            };
            let parent = self.name_in(sym, env);
            let at = first_use.get(&sym).copied().unwrap_or(d.span);
            let bound = move |k: usize| format!("__oxomp_c->vla{i}_{k}");
            let plain = info.name.clone();
            let class = ctype::classify(self.sema, info.ty);
            let vm = |l: &Self| {
                ctype::declare_as(
                    l.sema,
                    l.fn_span,
                    &l.local_var(sym, &parent, false),
                    "x",
                    &bound,
                    &mut ctype::Hoisted::default(),
                )
                .map(|t| !t.bounds.is_empty())
                .unwrap_or(false)
            };
            // A copy is only equivalent for an automatic variable: a `static` (or block-scope
            // `extern`) one is one object for every call of the function (C11 6.2.4p3), so a
            // function the region calls may write it while the region runs (gcc reads it
            // through its address).
            // A use_device array of an enclosing host_data construct: its name is the
            // shadow pointer there (data.rs), passed by value as one.
            let decayed = self.sema.types.decay_id(info.ty);
            let use_device_array = class == VarClass::Array
                && self.sema.is_pointer(decayed)
                && self
                    .host_data
                    .iter()
                    .any(|(hd, vars)| span_inside(body_span, *hd) && vars.contains(&sym));
            if use_device_array {
                self.type_override.insert(sym, decayed);
            } else {
                self.type_override.remove(&sym);
            }
            let attr = match attr {
                _ if use_device_array => Attr::SharedValue,
                // Named only by a carried clause, which only reads it: a record or an array
                // is copied (under its own name) as a firstprivate one is.
                Attr::SharedPtr
                    if matches!(class, VarClass::Aggregate | VarClass::Array)
                        && !info.is_global
                        && !named_within.contains(&sym)
                        && !self.sema.types.quals(info.ty).is_volatile
                        && !vm(self) =>
                {
                    Attr::Firstprivate
                }
                Attr::SharedPtr
                    if matches!(class, VarClass::Scalar { .. })
                        && !info.is_global
                        && (!written.contains(&sym) || !named_within.contains(&sym))
                        && !self.addr_taken.contains(&sym)
                        && !self.sema.types.quals(info.ty).is_volatile
                        && !vm(self) =>
                {
                    Attr::SharedValue
                }
                a => a,
            };
            // The context carries the address of shared, firstprivate and reduction variables.
            // A `register` variable has none: the launch copies it into a temporary and back
            // (only the suspended encountering function could see the difference, and nothing
            // else can reach a register variable). A `register` array cannot be copied as a
            // whole (gcc accepts one in a region: not supported yet).
            let mut addr = self.void_addr(info.ty, &parent);
            if !matches!(attr, Attr::SharedValue | Attr::Private)
                && info.storage == Some(oxacc_syntax::ast::StorageClass::Register)
            {
                if class == VarClass::Array {
                    self.error(
                        at,
                        format!("'{plain}' is a 'register' array, so a parallel region cannot share or copy it: not supported yet"),
                    );
                    return String::new();
                }
                let t = format!("__oxomp_t{id}_{i}");
                temps.push_str(&format!(" __typeof__({parent}) {t} = {parent};"));
                let written_back = matches!(attr, Attr::SharedPtr | Attr::Reduction(_))
                    && !self.sema.types.quals(info.ty).is_const;
                if written_back {
                    post.push_str(&format!(" {parent} = {t};"));
                }
                addr = format!("(void *)&{t}");
            }
            // Types defined inside the function print as their hoisted records (file scope,
            // before the outlined function) and enums as their integer types: the context
            // and the outlined function cannot name the function's own types.
            let decl = |l: &mut Self, name: &str, unqual: bool| {
                let var = l.local_var(sym, &parent, unqual);
                ctype::declare_as(l.sema, l.fn_span, &var, name, &bound, &mut l.ctx.hoisted)
            };
            // The thread's own copy of a file-scope variable (a `parallel for` iteration
            // variable, a clause's): named as the original it would shadow it for -Wshadow
            // (the outlined function is at file scope), which gcc's lowering gives no cause
            // for. It gets a name of its own that the region's uses are renamed to.
            let own = match attr {
                Attr::Private | Attr::Firstprivate | Attr::Reduction(_)
                    if self.is_file_scope(sym) =>
                {
                    let n = format!("__oxomp_p{i}");
                    child.renames.insert(sym, n.clone());
                    n
                }
                // A file-scope use_device array's shadow pointer (the same -Wshadow cause).
                Attr::SharedValue if use_device_array && self.is_file_scope(sym) => {
                    let n = format!("__oxomp_p{i}");
                    child.renames.insert(sym, n.clone());
                    n
                }
                _ => plain.clone(),
            };
            let declared = match attr {
                Attr::SharedPtr => decl(self, &format!("(*const __oxomp_s{i})"), false),
                Attr::SharedValue | Attr::Private | Attr::Firstprivate => decl(self, &own, false),
                Attr::Reduction(_) => decl(self, &own, false),
            };
            let declared = match declared {
                Ok(t) => t,
                Err(why) => {
                    self.error(
                        at,
                        format!("a parallel region that uses {why} is not supported yet by oxacc's OpenMP"),
                    );
                    return String::new();
                }
            };
            for (k, b) in declared.bounds.iter().enumerate() {
                fields.push_str(&format!(" unsigned long vla{i}_{k};"));
                launch.push_str(&format!(" {ctxv}.vla{i}_{k} = {b};"));
            }
            match attr {
                Attr::SharedValue => {
                    let field = match decl(self, &format!("f{i}"), true) {
                        Ok(t) => t.text,
                        Err(_) => return String::new(),
                    };
                    fields.push_str(&format!(" {field};"));
                    if declared.hoisted {
                        // A pointer to a record the context names by its hoisted tag.
                        launch.push_str(&format!(" {ctxv}.f{i} = (void *)({parent});"));
                    } else {
                        launch.push_str(&format!(" {ctxv}.f{i} = {parent};"));
                    }
                    prologue.push_str(&format!(
                        "    {} __attribute__((unused)) = __oxomp_c->f{i};\n",
                        declared.text
                    ));
                }
                Attr::SharedPtr => {
                    fields.push_str(&format!(" void *f{i};"));
                    launch.push_str(&format!(" {ctxv}.f{i} = {addr};"));
                    prologue.push_str(&format!(
                        "    {} __attribute__((unused)) = __oxomp_c->f{i};\n",
                        declared.text
                    ));
                    child.renames.insert(sym, format!("(*__oxomp_s{i})"));
                }
                Attr::Private => {
                    // The original is named only by the clause now: keep gcc from calling it
                    // unused (without reading it). A `static` file-scope variable can be
                    // "defined but not used" too (the iteration variable of a `parallel for`
                    // named nowhere else); other globals cannot.
                    let internal = self.sema.symbol(sym).linkage == oxacc_sema::Linkage::Internal
                        && !self.global_renames.contains_key(&sym);
                    if !self.is_file_scope(sym) || internal {
                        launch.push_str(&format!(" (void)sizeof({parent});"));
                    }
                    prologue.push_str(&format!("    {} __attribute__((unused));\n", declared.text));
                }
                Attr::Firstprivate => {
                    fields.push_str(&format!(" void *f{i};"));
                    launch.push_str(&format!(" {ctxv}.f{i} = {addr};"));
                    prologue.push_str(&format!(
                        "    {} __attribute__((unused)); __builtin_memcpy((void *)&{own}, __oxomp_c->f{i}, sizeof {own});\n",
                        declared.text
                    ));
                }
                Attr::Reduction(op) => {
                    fields.push_str(&format!(" void *f{i};"));
                    launch.push_str(&format!(" {ctxv}.f{i} = {addr};"));
                    let target = match decl(self, &format!("(*const __oxomp_r{i})"), false) {
                        Ok(t) => t.text,
                        Err(_) => return String::new(),
                    };
                    prologue.push_str(&format!(
                        "    {} = {};\n    {target} = __oxomp_c->f{i};\n",
                        declared.text,
                        identity(op)
                    ));
                    epilogue.push_str(&format!(
                        "    {}\n",
                        combine(op, &format!("(*__oxomp_r{i})"), &own)
                    ));
                }
            }
        }
        // copyin (2.7.2.7): the master's values, then a barrier so that nobody changes them
        // before every thread has its copy.
        if !copyin.is_empty() {
            let mut copies = String::new();
            for (j, sym) in copyin.iter().enumerate() {
                let name = self.name_in(*sym, &Env::default());
                fields.push_str(&format!(" void *c{j};"));
                let addr = self.void_addr(self.sema.symbol(*sym).ty, &name);
                launch.push_str(&format!(" {ctxv}.c{j} = {addr};"));
                copies.push_str(&format!(
                    " __builtin_memcpy((void *)&{name}, __oxomp_c->c{j}, sizeof {name});"
                ));
            }
            prologue.push_str(&format!(
                "    if (__oxomp_thread_num() != 0) {{{copies} }}\n    __oxomp_barrier();\n"
            ));
        }

        // The typedefs and enumeration constants of the function that the body names,
        // declared again in the outlined function (unused-marked: a name that only looks
        // like a use must not warn under -Wall), and its spellings of the function's struct,
        // union and enum types rewritten (the OpenACC lowering's machinery, outline.rs).
        let captured: Vec<&str> = order
            .iter()
            .map(|s| self.sema.symbol(*s).name.as_str())
            .collect();
        let types = match crate::compute::outline::local_type_names(
            self.ctx,
            self.fn_span,
            d.directive,
            body_span,
            &captured,
            " __attribute__((unused))",
            None,
        ) {
            Ok(t) => t,
            Err(e) => {
                self.error(
                    e.span,
                    format!(
                        "a parallel region that uses the {} '{}' declared inside the function ({}) is not supported yet by oxacc's OpenMP",
                        e.what, e.name, e.why
                    ),
                );
                return String::new();
            }
        };
        child.types = types.tags;
        let types = types.prologue;

        // The body, in the outlined function's environment.
        let body_text = match d.name {
            OmpName::ParallelFor => self.for_construct(d, &child, true, &[]),
            OmpName::ParallelSections => self.sections(d, &child, true, &[]),
            _ => self.render_stmt(body, &child),
        };

        // `if` and `num_threads` are evaluated once each, before the call and in the order
        // they are written: as two arguments of one call they were unsequenced, and an
        // expression in one writing a variable the other reads (`if(++n) num_threads(n)`)
        // drew cc's -Wsequence-point warning about generated code.
        let mut clause_temps = String::new();
        let mut cond = "1".to_string();
        let mut num = "0".to_string();
        for c in &d.clauses {
            match &c.kind {
                ClauseKind::If(e) => {
                    let t = format!("__oxomp_if{id}");
                    clause_temps.push_str(&format!(
                        " int const {t} = !!({});",
                        self.render_expr(*e, env)
                    ));
                    cond = t;
                }
                ClauseKind::NumThreads(e) => {
                    // Checked at run time: a value that is not positive gets a warning
                    // naming the directive (2.3), one past `int` is capped.
                    let t = format!("__oxomp_nt{id}");
                    clause_temps.push_str(&format!(
                        " int const {t} = __oxomp_num_threads_arg((long long)({}), {});",
                        self.render_expr(*e, env),
                        self.ctx.loc_literal(c.span.start)
                    ));
                    num = t;
                }
                _ => {}
            }
        }
        // The subscript bounds of enclosing OpenACC `data` constructs, which their code
        // evaluated once into locals (`data::bound_local`) that the kernel launches inside
        // read: copied into the region (by value, as the launch only reads them), or they
        // would be out of scope here.
        for (k, local) in bound_locals_used(&body_text).iter().enumerate() {
            fields.push_str(&format!(" long long b{k};"));
            launch.push_str(&format!(" {ctxv}.b{k} = {local};"));
            prologue.push_str(&format!(
                "    long long const {local} __attribute__((unused)) = __oxomp_c->b{k};\n"
            ));
        }
        let fname = format!("__oxomp_region_{}_{id}", self.fn_name);
        let marker_dir = self.generated(d.span.start);
        // A combined construct's body text is the worksharing construct's code (oxacc's,
        // with the user's statements marked inside it).
        let marker_body = match d.name {
            OmpName::ParallelFor | OmpName::ParallelSections => self.generated(body_span.start),
            _ => self.marker(body_span.start),
        };
        let resume = self.generated(body_span.end);
        // The records hoisted for this region and those inside it (defined once per unit).
        let hoisted = pedantic_ok(&self.ctx.hoisted.take_defs());
        let outlined = format!(
            "{hoisted}{marker_dir}struct __oxomp_ctx{id} {{ int __oxomp_dummy;{fields} }};\n\
             static void {fname}(void *__oxomp_v)\n{{\n\
             \x20   struct __oxomp_ctx{id} *const __oxomp_c __attribute__((unused)) = (struct __oxomp_ctx{id} *)__oxomp_v;\n\
             {types}{prologue}{marker_body}{body_text}{resume}{epilogue}}}\n"
        );
        self.outlined.push(outlined);
        format!(
            "{{{temps}{clause_temps} struct __oxomp_ctx{id} {ctxv};{launch} __oxomp_parallel({fname}, &{ctxv}, {cond}, {num});{post} }}"
        )
    }
}

/// The `__oxacc_lo_atN` locals (`data::bound_local`) that generated `text` reads but does not
/// declare, in order of first use.
fn bound_locals_used(text: &str) -> Vec<String> {
    const PREFIX: &str = "__oxacc_lo_at";
    let mut out: Vec<String> = Vec::new();
    for (at, _) in text.match_indices(PREFIX) {
        let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
        if text[..at].chars().next_back().is_some_and(ident) {
            continue;
        }
        let rest = &text[at + PREFIX.len()..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 || rest[digits..].chars().next().is_some_and(ident) {
            continue;
        }
        let name = &text[at..at + PREFIX.len() + digits];
        if !out.iter().any(|n| n == name) && !text.contains(&format!("long long {name} =")) {
            out.push(name.to_string());
        }
    }
    out
}
