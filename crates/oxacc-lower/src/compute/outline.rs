//! Outlining one compute region (spec 2.5) into a file-scope function run by the CPU team.
//!
//! For region number `id` of function `f`:
//!
//! ```c
//! typedef float __oxacc_T3_a[100];            /* the type of each captured variable */
//! struct __oxacc_ctx3 { int __nthr; __oxacc_T3_a *a; int n; double *__red_s; };
//! static void __oxacc_region_f_3(void *__vctx, int __tid, int __nthr) {
//!     struct __oxacc_ctx3 *const __c = ...;
//!     __oxacc_T3_a *const __s_a = __c->a;      /* shared: uses of a become (*__s_a) */
//!     int n = __c->n;                           /* firstprivate */
//!     double s = 0;                             /* reduction: the operator's identity */
//!     { body, with gang loops divided over the team }
//!     __c->__red_s[__tid] = s;
//! }
//! ```
//!
//! inserted before `f`; the construct becomes the launch: the context initialised from the
//! variables in scope, `__oxacc_run_team` (or the local thread for `if(false)` / `self`), then
//! the reduction partials combined in thread order (deterministic for a given team size).

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{
    AccDirective, Clause, ClauseKind, ClauseName, DataVar, DefaultKind, DirectiveName, ReductionOp,
    SelfArg, SubscriptKind,
};
use oxacc_syntax::ast::{Directive, Expr, ExprKind, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::{Diagnostic, Handle, Span};

use super::capture::{combine, identity, Attr, Capture, Origin, Reduction};
use super::ctype::{self, VarClass};
use super::loops::{self, LoopTexts};
use super::splice::Edits;
use super::walk;
use super::FnCtx;
use crate::ctx::LowerCtx;
use oxacc_acc::nest::LoopNest;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Parallel,
    Serial,
    Kernels,
}

/// How a loop runs on the CPU team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Iterations divided over the team (2.9.2 gang).
    Gang,
    /// Inside one thread; `ivdep` for loops known independent (2.9.4 vector, 2.9.6).
    Inner { ivdep: bool },
    /// Sequential (2.9.5 seq, or a dependence found in `kernels`).
    Seq,
}

/// One compute region to outline.
pub struct Region {
    pub kind: Kind,
    /// The compute directive (naming, location, clauses).
    pub dir: Handle<Directive>,
    /// The statement whose code runs on the team.
    pub body: Handle<Stmt>,
    /// The span replaced by the launch.
    pub site: Span,
    /// `parallel loop` / `serial loop`, or a kernel of a `kernels` region: `body` is the loop
    /// nest; its clauses are those of `dir` (combined) or `loop_dir`.
    pub top_loop: bool,
    /// A `loop` directive of the top loop inside `kernels` (its clauses apply).
    pub loop_dir: Option<Handle<Directive>>,
    /// `kernels`: the mode the dependence analysis chose for each `for` statement.
    pub modes: HashMap<Handle<Stmt>, Mode>,
    /// `kernels`: scalars found to be reductions (2.9.11 implied by the analysis).
    pub implied_reductions: Vec<(String, ReductionOp)>,
    /// `kernels`: scalars found privatizable.
    pub implied_private: Vec<String>,
}

/// A loop associated with a `loop` directive (or chosen by the analysis).
#[derive(Clone, Debug)]
struct LoopSite {
    /// The pragma line of its directive, removed.
    dir_line: Option<Span>,
    for_stmt: Handle<Stmt>,
    /// The whole statement the privates are scoped to.
    scope: Span,
    mode: Mode,
    /// The loops its directive associates (2.9.1 `collapse`, 2.9.8 `tile`; one loop without
    /// them), with the intervening code of `collapse(force:n)`.
    shape: LoopNest,
    /// How many of them run partitioned together (`Mode::Gang`): all, unless the dependence
    /// analysis keeps an inner `auto` loop sequential (see `Planner::partitioned_depth`).
    depth: usize,
    privates: Vec<String>,
    reductions: Vec<(ReductionOp, DataVar)>,
    line_offset: u32,
    vector: bool,
    /// `tile(...)` sizes as C expressions, outermost loop first (2.9.8).
    tile: Option<Vec<String>>,
}

fn src(ctx: &LowerCtx, span: Span) -> String {
    ctx.src(span).to_string()
}

/// The clauses of `d` that apply on the host / multicore device type (2.4).
pub fn host_clauses(d: &AccDirective) -> Vec<&Clause> {
    let multicore = d.clauses.iter().any(|c| {
        matches!(&c.kind, ClauseKind::DeviceType(oxacc_acc::ast::DeviceTypeArg::List(l)) if l.iter().any(|n| n.name == "multicore"))
    });
    d.clauses_for_device(if multicore { "multicore" } else { "host" })
}

fn acc_of<'c>(ctx: &'c LowerCtx, d: Handle<Directive>) -> Option<&'c AccDirective> {
    ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i))
}

/// The loop-part clauses of a `loop` or combined directive.
fn loop_site_of(
    ctx: &LowerCtx,
    d: &AccDirective,
    for_stmt: Handle<Stmt>,
    dir_line: Option<Span>,
) -> LoopSite {
    let clauses = host_clauses(d);
    let mut privates = Vec::new();
    let mut reductions = Vec::new();
    let mut vector = false;
    let mut tile = None;
    for c in &clauses {
        match &c.kind {
            ClauseKind::Tile(sizes) => {
                // "The first argument ... corresponds to the innermost loop" (2.9.8).
                let mut v: Vec<String> = sizes
                    .iter()
                    .map(|t| match t {
                        oxacc_acc::ast::TileSize::Expr(e) => ctx
                            .ast
                            .exprs
                            .get(*e)
                            .map(|e| ctx.src(e.span).to_string())
                            .unwrap_or_else(|| "1".into()),
                        oxacc_acc::ast::TileSize::Star(_) => "32".to_string(),
                    })
                    .collect();
                v.reverse();
                tile = Some(v);
            }
            ClauseKind::Private(v) if d.name.is_loop() => {
                privates.extend(v.iter().map(|v| v.name().to_string()))
            }
            ClauseKind::Reduction { op, vars, .. } if d.name.is_loop() => {
                reductions.extend(vars.iter().map(|v| (*op, v.clone())))
            }
            ClauseKind::Vector(_) => vector = true,
            _ => {}
        }
    }
    let scope = ctx
        .ast
        .stmts
        .get(for_stmt)
        .map(|s| s.span)
        .unwrap_or_default();
    let shape = associated_nest(ctx, d, for_stmt);
    LoopSite {
        dir_line,
        for_stmt,
        scope,
        mode: Mode::Seq,
        depth: shape.loops.len(),
        shape,
        privates,
        reductions,
        line_offset: scope.start,
        vector,
        tile,
    }
}

/// The loops that `d`'s `collapse` or `tile` clause (for the host device type) associates with
/// `for_stmt` (2.9.1, 2.9.8): `oxacc_acc::nest`, the description the checks used. When the nest
/// is shorter than the clause asks (reported by the checks, so only on a path that does not
/// lower), the loops that are there.
pub fn associated_nest(ctx: &LowerCtx, d: &AccDirective, for_stmt: Handle<Stmt>) -> LoopNest {
    let mut depth = 1usize;
    let mut force = false;
    for c in host_clauses(d) {
        match &c.kind {
            ClauseKind::Collapse {
                value, force: f, ..
            } => {
                depth = value.unwrap_or(1).clamp(1, 64) as usize;
                force = *f;
            }
            ClauseKind::Tile(sizes) => {
                depth = sizes.len().max(1);
                force = false;
            }
            _ => {}
        }
    }
    oxacc_acc::nest::associated_loops(ctx.ast, for_stmt, depth, force).nest
}

/// The directive whose loop clauses apply to the region's top loop: the `loop` directive of a
/// kernel (`kernels`: only when the kernel is the loop that directive is on; a kernel made of
/// an inner loop of a nest whose outer loops stay on the host has none), or the combined
/// `parallel loop` / `serial loop` directive.
fn top_loop_directive<'c>(ctx: &'c LowerCtx, region: &Region) -> Option<&'c AccDirective> {
    match (region.loop_dir, region.kind) {
        (Some(l), _) => acc_of(ctx, l),
        (None, Kind::Kernels) => None,
        (None, _) => acc_of(ctx, region.dir),
    }
}

struct Planner<'c, 'a> {
    ctx: &'c LowerCtx<'a>,
    f: &'c FnCtx,
    region: &'c Region,
    any_gang: bool,
    sites: Vec<LoopSite>,
}

impl Planner<'_, '_> {
    fn mode_for(&self, d: Option<&AccDirective>, s: Handle<Stmt>, in_gang: bool) -> Mode {
        if let Some(m) = self.region.modes.get(&s) {
            return match m {
                Mode::Gang if in_gang => Mode::Inner { ivdep: true },
                m => *m,
            };
        }
        let Some(d) = d else {
            return Mode::Seq;
        };
        let cl = host_clauses(d);
        let has = |n: ClauseName| cl.iter().any(|c| c.name() == n);
        if has(ClauseName::Seq) {
            return Mode::Seq;
        }
        if self.region.kind == Kind::Kernels
            && !has(ClauseName::Independent)
            && !has(ClauseName::Gang)
        {
            // 2.5.3 / 2.9.7: in kernels, loops without independent are analysed.
            return if in_gang {
                Mode::Inner { ivdep: false }
            } else {
                Mode::Seq
            };
        }
        if has(ClauseName::Auto)
            && !has(ClauseName::Independent)
            && !super::kernels::auto_is_parallel(self.ctx, self.f, s)
        {
            // 2.9.7: auto, and the dependence test cannot prove the loop parallel.
            return Mode::Seq;
        }
        if in_gang {
            return Mode::Inner {
                ivdep: has(ClauseName::Vector)
                    || has(ClauseName::Independent)
                    || self.region.kind == Kind::Parallel,
            };
        }
        if has(ClauseName::Gang) || !self.any_gang {
            return Mode::Gang;
        }
        Mode::Inner {
            ivdep: has(ClauseName::Vector),
        }
    }

    fn walk(&mut self, s: Handle<Stmt>, in_gang: bool) {
        let Some(st) = self.ctx.ast.stmts.get(s) else {
            return;
        };
        // The top loop of a combined construct / kernel.
        if s == self.region.body && self.region.top_loop {
            let d = top_loop_directive(self.ctx, self.region);
            return self.site(d, s, None, in_gang);
        }
        match &st.kind {
            StmtKind::Directive(h) => {
                let Some(dir) = self.ctx.ast.directives.get(*h) else {
                    return;
                };
                let acc = acc_of(self.ctx, *h);
                if let (Some(a), Some(body)) = (acc, dir.body) {
                    if a.name == DirectiveName::Loop {
                        let body = walk::strip_compound(self.ctx.ast, body);
                        return self.site(Some(a), body, Some(dir.span), in_gang);
                    }
                }
                if let Some(b) = dir.body {
                    self.walk(b, in_gang);
                }
            }
            StmtKind::For { .. } if self.region.modes.contains_key(&s) => {
                self.site(None, s, None, in_gang)
            }
            _ => {
                for c in crate::walk::children(self.ctx.ast, s) {
                    self.walk(c, in_gang);
                }
            }
        }
    }

    /// How many of the associated loops of a gang `site` run partitioned together (2.9.1,
    /// 2.9.8): all of them, unless they are `auto` loops (an `auto` clause without
    /// `independent`, or any loop the `kernels` analysis decided, 2.9.7) and an inner one is
    /// not proven parallel: then the loops before it (an `auto` loop may be treated as `seq`;
    /// the rest of the nest runs inside each iteration as written).
    fn partitioned_depth(&self, d: Option<&AccDirective>, site: &LoopSite) -> usize {
        let cl = d.map(host_clauses).unwrap_or_default();
        let has = |n: ClauseName| cl.iter().any(|c| c.name() == n);
        let auto = has(ClauseName::Auto) && !has(ClauseName::Independent);
        let mut depth = 1;
        for s in site.shape.loops.iter().skip(1) {
            let parallel = if self.region.kind == Kind::Kernels {
                // kernels.rs marks every associated loop it lets run in parallel.
                matches!(self.region.modes.get(s), Some(Mode::Inner { ivdep: true }))
            } else if auto {
                super::kernels::auto_is_parallel(self.ctx, self.f, *s)
            } else {
                true
            };
            if !parallel {
                break;
            }
            depth += 1;
        }
        depth
    }

    fn site(
        &mut self,
        d: Option<&AccDirective>,
        for_stmt: Handle<Stmt>,
        dir_line: Option<Span>,
        in_gang: bool,
    ) {
        let mut site = match d {
            Some(d) => loop_site_of(self.ctx, d, for_stmt, dir_line),
            None => {
                let scope = self
                    .ctx
                    .ast
                    .stmts
                    .get(for_stmt)
                    .map(|s| s.span)
                    .unwrap_or_default();
                LoopSite {
                    dir_line,
                    for_stmt,
                    scope,
                    mode: Mode::Seq,
                    shape: oxacc_acc::nest::associated_loops(self.ctx.ast, for_stmt, 1, false).nest,
                    depth: 1,
                    privates: Vec::new(),
                    reductions: Vec::new(),
                    line_offset: scope.start,
                    vector: false,
                    tile: None,
                }
            }
        };
        site.mode = self.mode_for(d, for_stmt, in_gang);
        let gang = site.mode == Mode::Gang;
        if gang {
            site.depth = self.partitioned_depth(d, &site);
        }
        // The associated loops are part of this site; what is inside the partitioned ones (the
        // rest of the nest included) is walked for loops of its own.
        let inner = site
            .shape
            .loops
            .get(site.depth.max(1) - 1)
            .copied()
            .unwrap_or(for_stmt);
        self.sites.push(site);
        if let Some(StmtKind::For { body, .. }) = self.ctx.ast.stmts.get(inner).map(|s| &s.kind) {
            self.walk(*body, in_gang || gang);
        }
    }
}

/// Lowers `region`: inserts the outlined function before the enclosing function and returns
/// the launch code that replaces `region.site` (`None` after an error was reported).
pub fn lower_region(
    ctx: &mut LowerCtx,
    f: &FnCtx,
    region: &Region,
    edits_out: &mut Vec<(Span, String)>,
) -> Option<String> {
    let ast = ctx.ast;
    let text = ctx.text;
    let sema = ctx.sema?;
    let acc = acc_of(ctx, region.dir)?.clone();
    let clauses: Vec<Clause> = host_clauses(&acc).into_iter().cloned().collect();
    let body_span = ast.stmts.get(region.body)?.span;
    let id = ctx.fresh_id();
    let fname = format!("__oxacc_region_{}_{}", f.name, id);
    let loc = ctx.writer.location_text(acc.span.start);

    // ---- loops ----------------------------------------------------------------------
    let mut planner = Planner {
        ctx,
        f,
        region,
        any_gang: false,
        sites: Vec::new(),
    };
    planner.any_gang = region_has_gang(ctx, region);
    planner.walk(region.body, false);
    let sites = planner.sites;

    // ---- captures (2.6) -------------------------------------------------------------
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, region.body, &mut exprs);
    walk::atomic_clause_exprs(ctx, region.body, &mut exprs);
    let inside = |s: Span| body_span.start <= s.start && s.end <= body_span.end;
    let mut order: Vec<usize> = Vec::new();
    let mut first_use: HashMap<usize, Span> = HashMap::new();
    let mut written: HashSet<usize> = HashSet::new();
    let mut exposed: HashSet<usize> = HashSet::new();
    let sizeof_spans: Vec<Span> = exprs
        .iter()
        .filter_map(|e| ast.exprs.get(*e))
        .filter(|e| matches!(e.kind, ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_)))
        .map(|e| e.span)
        .collect();
    let loop_private_at = |name: &str, at: Span| {
        sites.iter().any(|s| {
            s.scope.start <= at.start
                && at.end <= s.scope.end
                && s.privates.iter().any(|p| p == name)
        })
    };
    for e in &exprs {
        let Some(var) = f.names.uses.get(e).copied() else {
            continue;
        };
        let Some(v) = f.names.var(var) else { continue };
        if inside(v.span) {
            continue;
        }
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        if !order.contains(&var) {
            order.push(var);
            first_use.insert(var, ex.span);
        }
        let in_sizeof = sizeof_spans
            .iter()
            .any(|s| s.start <= ex.span.start && ex.span.end <= s.end);
        if !in_sizeof && !loop_private_at(&v.name, ex.span) {
            exposed.insert(var);
        }
    }
    for e in &exprs {
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        let target = match &ex.kind {
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
        };
        if let Some(t) = target {
            if let Some(v) = f.names.uses.get(&t) {
                written.insert(*v);
            }
        }
    }
    // Loop variables of associated loops: predetermined private (2.6.1).
    let mut loop_vars: HashSet<String> = HashSet::new();
    for s in &sites {
        for l in s
            .shape
            .loops
            .iter()
            .filter_map(|l| loops::canonical(ast, *l))
        {
            if l.decl.is_none() {
                loop_vars.insert(l.var_name);
            }
        }
    }
    // Explicit clauses on the construct.
    let mut explicit: HashMap<String, Attr> = HashMap::new();
    let mut default_kind: Option<(DefaultKind, Span)> = None;
    for c in &clauses {
        match &c.kind {
            ClauseKind::Private(vs) if !acc.name.is_combined() => {
                for v in vs {
                    explicit.insert(v.name().to_string(), Attr::Private);
                }
            }
            ClauseKind::Firstprivate(vs) => {
                for v in vs {
                    explicit.insert(v.name().to_string(), Attr::Firstprivate);
                }
            }
            ClauseKind::Reduction { op, vars, .. } => {
                for v in vars {
                    explicit.insert(
                        v.name().to_string(),
                        Attr::Reduction(reduction_of(ctx, *op, v)),
                    );
                }
            }
            ClauseKind::Data(d) => {
                for v in &d.vars {
                    explicit.entry(v.name().to_string()).or_insert(Attr::Shared);
                }
            }
            ClauseKind::Default(k) => default_kind = Some((*k, c.span)),
            _ => {}
        }
    }
    // Loop reductions whose variable is not private at the construct: combined at the end of
    // the region (2.9.11 "If the original var is not private, this update occurs by the end
    // of the compute region"), with an implied copy (2.6.2).
    let mut hoisted: Vec<(String, Reduction)> = Vec::new();
    for s in &sites {
        for (op, v) in &s.reductions {
            let name = v.name().to_string();
            let private_here = matches!(
                explicit.get(&name),
                Some(Attr::Private | Attr::Firstprivate | Attr::Reduction(_))
            );
            let is_captured = order
                .iter()
                .any(|id| f.names.var(*id).is_some_and(|x| x.name == name));
            let enclosing_private = sites.iter().any(|o| {
                o.scope.start < s.scope.start
                    && s.scope.end <= o.scope.end
                    && o.privates.contains(&name)
            });
            if !private_here
                && is_captured
                && !enclosing_private
                && !hoisted.iter().any(|(n, _)| *n == name)
            {
                hoisted.push((name, reduction_of(ctx, *op, v)));
            }
        }
    }
    for (name, op) in &region.implied_reductions {
        if !hoisted.iter().any(|(n, _)| n == name) {
            hoisted.push((
                name.clone(),
                Reduction {
                    op: *op,
                    section: None,
                },
            ));
        }
    }

    let mut caps: Vec<Capture> = Vec::new();
    let mut errors = false;
    for &var in &order {
        let Some(v) = f.names.var(var) else { continue };
        // A file-scope variable is used directly (2.15.2: shared memory on the host) unless a
        // clause makes it private, firstprivate or a reduction.
        if v.is_global {
            let privatized = matches!(
                explicit.get(&v.name),
                Some(Attr::Private | Attr::Firstprivate | Attr::Reduction(_))
            ) || hoisted.iter().any(|(n, _)| *n == v.name)
                || loop_vars.contains(&v.name)
                || region.implied_private.contains(&v.name);
            if !privatized {
                continue;
            }
        }
        let class = ctype::classify(sema, v.ty);
        let (attr, origin) = if let Some(a) = explicit.get(&v.name) {
            (a.clone(), Origin::Explicit)
        } else if let Some((_, r)) = hoisted.iter().find(|(n, _)| *n == v.name) {
            (Attr::Reduction(r.clone()), Origin::Implicit)
        } else if loop_vars.contains(&v.name) || region.implied_private.contains(&v.name) {
            (Attr::Private, Origin::Predetermined)
        } else if f.visible_data.contains(&v.name) {
            (Attr::Shared, Origin::Explicit)
        } else {
            if let Some((DefaultKind::None, dspan)) = default_kind {
                if exposed.contains(&var) {
                    let at = first_use.get(&var).copied().unwrap_or(body_span);
                    ctx.diags.push(
                        Diagnostic::error(
                            at,
                            format!(
                                "variable '{}' has no data attribute in this compute region; default(none) requires it in a data clause or in a private, firstprivate or reduction clause (OpenACC 3.3, 2.6.2)",
                                v.name
                            ),
                        )
                        .with_label(dspan, "default(none) given here"),
                    );
                    errors = true;
                    continue;
                }
            }
            let attr = match class {
                VarClass::Scalar { .. } if region.kind != Kind::Kernels => Attr::Firstprivate,
                _ => Attr::Shared,
            };
            (attr, Origin::Implicit)
        };
        // A shared scalar nobody writes behaves exactly as a firstprivate one (and lets gcc
        // keep it in a register).
        let attr = match (&attr, class) {
            (Attr::Shared, VarClass::Scalar { .. }) if !written.contains(&var) => {
                Attr::Firstprivate
            }
            _ => attr,
        };
        caps.push(Capture {
            var,
            name: v.name.clone(),
            attr,
            class,
            origin,
            written: written.contains(&var),
        });
    }
    // Reductions this code generation does not do yet: say so instead of miscompiling.
    for c in &caps {
        let Attr::Reduction(_) = &c.attr else {
            continue;
        };
        let multi_dim = clauses
            .iter()
            .flat_map(|cl| cl.vars())
            .chain(
                sites
                    .iter()
                    .flat_map(|s| s.reductions.iter().map(|(_, v)| v)),
            )
            .any(|v| v.name() == c.name && v.subscripts.len() > 1);
        let why = if c.class == VarClass::Aggregate {
            Some("a reduction on a struct or union variable")
        } else if multi_dim {
            Some("a reduction on a multi-dimensional subarray")
        } else {
            None
        };
        if let Some(why) = why {
            ctx.diags.push(Diagnostic::error(
                first_use.get(&c.var).copied().unwrap_or(body_span),
                format!("{why} ('{}') is not supported yet by oxacc's multicore code generation (OpenACC 3.3, 2.5.15)", c.name),
            ));
            errors = true;
        }
    }
    if errors {
        return None;
    }

    // ---- types ----------------------------------------------------------------------
    let mut file_text = String::new();
    let tname = |c: &Capture| format!("__oxacc_T{id}_{}", c.name);
    // Variables of a variably modified type (`float (*a)[m]`): the typedef is local to the
    // outlined function, its lengths passed in the context (computed at the construct from the
    // variable, so they are the ones its type was created with); the context holds the
    // variable (or its address) as `void *`.
    let mut vla_types = String::new();
    let mut vla_fields: HashMap<usize, Vec<String>> = HashMap::new();
    for c in &caps {
        let Some(v) = f.names.var(c.var) else {
            continue;
        };
        let n = c.name.clone();
        let bound = move |k: usize| format!("__c->__oxacc_vla_{n}_{k}");
        let declared = ctype::declare_as(sema, f.names.span, v, &tname(c), &bound).and_then(|d| {
            let vla_ok = match c.attr {
                Attr::Shared | Attr::Private => true,
                Attr::Firstprivate => c.class != VarClass::Array,
                Attr::Reduction(_) => false,
            };
            if d.bounds.is_empty() || vla_ok {
                Ok(d)
            } else {
                Err(format!("variable-length array type of '{}'", c.name))
            }
        });
        match declared {
            Ok(d) if d.bounds.is_empty() => file_text.push_str(&format!("typedef {};\n", d.text)),
            Ok(d) => {
                vla_types.push_str(&format!("typedef {}; ", d.text));
                vla_fields.insert(c.var, d.bounds);
            }
            Err(why) => {
                ctx.diags.push(Diagnostic::error(
                    first_use.get(&c.var).copied().unwrap_or(body_span),
                    format!("compute region uses {why}: not supported yet by oxacc's multicore code generation"),
                ));
                return None;
            }
        }
    }

    // ---- loop reductions on shared variables (2.9.11, 2.5.15) -------------------------
    // A loop reduction whose variable is shared in the region (a data clause on the construct
    // or an enclosing data construct, a file-scope variable used directly): each thread gets a
    // private copy (the operator's identity) around its part of the loop, and combines it into
    // the shared variable atomically right after it. The outermost such loop of a nest does
    // it; nested loops reducing the same variable accumulate into that private copy.
    let mut loop_reds: Vec<LoopRed> = Vec::new();
    for (i, s) in sites.iter().enumerate() {
        let mut reds: Vec<(ReductionOp, String, Section, bool)> = s
            .reductions
            .iter()
            .map(|(op, v)| {
                (
                    *op,
                    v.name().to_string(),
                    reduction_of(ctx, *op, v).section,
                    v.subscripts.len() > 1,
                )
            })
            .collect();
        if region.top_loop && s.for_stmt == region.body {
            // kernels: reductions found by the analysis apply to the kernel's loop.
            for (n, op) in &region.implied_reductions {
                if !reds.iter().any(|r| r.1 == *n) {
                    reds.push((*op, n.clone(), None, false));
                }
            }
        }
        for (op, name, section, multi) in reds {
            let Some(v) = order
                .iter()
                .filter_map(|id| f.names.var(*id))
                .find(|x| x.name == name)
            else {
                continue;
            };
            let pointer = matches!(
                ctype::classify(sema, v.ty),
                VarClass::Scalar { pointer: true, .. }
            );
            let sh = match caps.iter().find(|c| c.name == name) {
                Some(c) if c.attr == Attr::Shared => format!("(*__s_{name})"),
                // A pointer is firstprivate, but the section reduced through it is the shared
                // memory it points to: the region's copy of the pointer reaches it.
                Some(_) if pointer && section.is_some() => name.clone(),
                Some(_) => continue,
                None if v.is_global => name.clone(),
                None => continue,
            };
            let within =
                |o: &LoopSite| o.scope.start <= s.scope.start && s.scope.end <= o.scope.end;
            if loop_reds
                .iter()
                .any(|r| r.name == name && within(&sites[r.site]))
                || sites
                    .iter()
                    .any(|o| within(o) && o.privates.contains(&name))
            {
                continue;
            }
            if multi {
                ctx.diags.push(Diagnostic::error(
                    s.dir_line.unwrap_or(s.scope),
                    format!("a reduction on a multi-dimensional subarray ('{name}') is not supported yet by oxacc's multicore code generation (OpenACC 3.3, 2.5.15)"),
                ));
                return None;
            }
            let array = ctype::classify(sema, v.ty) == VarClass::Array;
            let rank = ctype::array_rank(sema, v.ty).max(1);
            loop_reds.push(loop_red_code(i, &name, op, &sh, array, rank, section));
        }
    }

    // ---- body edits -----------------------------------------------------------------
    let mut edits = Edits::default();
    for (span, t) in edits_out.drain(..) {
        edits.replace(span, t);
    }
    let shared: HashMap<usize, String> = caps
        .iter()
        .filter_map(|c| match &c.attr {
            Attr::Shared => Some((c.var, format!("(*__s_{})", c.name))),
            Attr::Reduction(r) if c.class == VarClass::Array => {
                let _ = r;
                Some((c.var, format!("(*__rp_{})", c.name)))
            }
            _ => None,
        })
        .collect();
    for e in &exprs {
        let Some(var) = f.names.uses.get(e) else {
            continue;
        };
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        let name = f.names.var(*var).map(|v| v.name.as_str()).unwrap_or("");
        if loop_private_at(name, ex.span) {
            continue;
        }
        if let Some(r) = loop_reds.iter().find(|r| {
            let sc = sites[r.site].scope;
            r.name == name && sc.start <= ex.span.start && ex.span.end <= sc.end
        }) {
            edits.replace(ex.span, r.use_text.clone());
            continue;
        }
        let Some(rep) = shared.get(var) else { continue };
        edits.replace(ex.span, rep.clone());
    }
    // Atomic constructs inside the region.
    let mut atomics = Vec::new();
    crate::walk::each_stmt(ast, region.body, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ast.stmts.get(s).map(|s| &s.kind) {
            atomics.push((s, *h));
        }
    });
    let marker = |off: u32| ctx.writer.line_marker(off);
    for (s, h) in &atomics {
        let Some(a) = acc_of(ctx, *h) else { continue };
        let sspan = ast.stmts.get(*s).map(|s| s.span).unwrap_or_default();
        let dspan = ast.directives.get(*h).map(|d| d.span).unwrap_or_default();
        match a.name {
            DirectiveName::Atomic(_) => {
                match super::atomic::lower_atomic(ctx, a, &|sp| edits.render(text, sp, &marker)) {
                    Ok(t) => edits.replace(sspan, t),
                    Err(d) => {
                        ctx.diags.push(d);
                        return None;
                    }
                }
            }
            DirectiveName::Cache | DirectiveName::Routine => edits.replace(dspan, ""),
            _ => {}
        }
    }
    // Loops. The closing texts are inserted innermost first (insertions at one offset keep
    // their order), so loops of a nest ending at one offset close in the right order.
    let mut closers: Vec<(u32, String)> = Vec::new();
    for (si, s) in sites.iter().enumerate() {
        if let Some(line) = s.dir_line {
            let keep = match s.mode {
                Mode::Inner { ivdep: true } => "\n#pragma GCC ivdep\n",
                _ => "",
            };
            edits.replace(line, keep);
        }
        let mut wrap_pre = String::new();
        for p in &s.privates {
            let ty = caps
                .iter()
                .find(|c| c.name == *p)
                .map(tname)
                .unwrap_or_else(|| format!("__typeof__({p})"));
            wrap_pre.push_str(&format!("{ty} {p}; "));
        }
        let mut red_post = String::new();
        for r in loop_reds.iter().filter(|r| r.site == si) {
            wrap_pre.push_str(&r.pre);
            red_post.push_str(&r.post);
        }
        let scope_start = s.dir_line.map(|l| l.start).unwrap_or(s.scope.start);
        if s.mode == Mode::Gang {
            let shape = s.shape.truncated(s.depth);
            let resolve = |e: Handle<Expr>| {
                let v = f.names.uses.get(&e).copied()?;
                Some((v, f.names.var(v)?.span))
            };
            let nest = match loops::Nest::new(ast, &shape, &resolve) {
                Ok(n) => n,
                Err(e) => {
                    ctx.diags.push(nest_error(&e, s.tile.is_some()));
                    return None;
                }
            };
            let render = |e: Handle<Expr>| {
                let sp = ast.exprs.get(e).map(|e| e.span).unwrap_or_default();
                edits.render(text, sp, &marker)
            };
            let texts: Vec<LoopTexts> = nest
                .loops
                .iter()
                .map(|l| {
                    let step = match l.step.expr {
                        Some(e) => render(e),
                        None => "1".to_string(),
                    };
                    LoopTexts {
                        decl_type: l
                            .decl
                            .as_ref()
                            .map(|(sp, _)| format!("{} {}", ctx.src(sp.span), l.var_name)),
                        var: l.var_name.clone(),
                        lb: render(l.lb),
                        ub: render(l.ub),
                        step: if l.step.negative {
                            format!("-({step})")
                        } else {
                            step
                        },
                        cmp: l.cmp,
                    }
                })
                .collect();
            let code = match &s.tile {
                Some(sizes) => loops::tiled_nest(&texts, sizes),
                None => loops::gang_nest(&texts),
            };
            // Each associated loop's header becomes its part of the partitioned nest; the
            // `{ }` blocks and intervening code between the loops stay as written.
            for (k, l) in nest.loops.iter().enumerate() {
                let body = ast.stmts.get(l.body).map(|b| b.span).unwrap_or_default();
                let header = Span::new(l.header.start, body.start);
                let head = code.headers.get(k).cloned().unwrap_or_default();
                let close = code.closers.get(k).cloned().unwrap_or_default();
                if k == 0 {
                    edits.replace(header, format!("{{ {wrap_pre}{head}"));
                    closers.push((body.end, format!("{close} {red_post}}}")));
                } else {
                    edits.replace(header, head);
                    closers.push((body.end, close));
                }
            }
        } else if !wrap_pre.is_empty() {
            edits.insert(scope_start, format!("{{ {wrap_pre}"));
            closers.push((s.scope.end, format!(" {red_post}}}")));
        }
    }
    for (at, t) in closers.into_iter().rev() {
        edits.insert(at, t);
    }
    let body_text = edits.render(text, body_span, &marker);

    // ---- the outlined function ------------------------------------------------------
    let mut fields = String::from("int __nthr; ");
    let mut prologue = String::new();
    let mut epilogue = String::new();
    let mut init = Vec::new();
    let mut after_init = String::new();
    let mut red_pre = String::new();
    let mut red_post = String::new();
    for c in &caps {
        let t = tname(c);
        let n = &c.name;
        let vla = vla_fields.get(&c.var);
        for (k, b) in vla.into_iter().flatten().enumerate() {
            fields.push_str(&format!("unsigned long __oxacc_vla_{n}_{k}; "));
            init.push(format!(".__oxacc_vla_{n}_{k} = {b}"));
        }
        match &c.attr {
            Attr::Shared if vla.is_some() => {
                fields.push_str(&format!("void *{n}; "));
                prologue.push_str(&format!("{t} *const __s_{n} = __c->{n}; "));
                init.push(format!(".{n} = &{n}"));
            }
            Attr::Firstprivate if vla.is_some() => {
                fields.push_str(&format!("void *{n}; "));
                prologue.push_str(&format!("{t} {n} = __c->{n}; "));
                init.push(format!(".{n} = {n}"));
            }
            Attr::Shared => {
                fields.push_str(&format!("{t} *{n}; "));
                prologue.push_str(&format!("{t} *const __s_{n} = __c->{n}; "));
                init.push(format!(".{n} = &{n}"));
            }
            Attr::Firstprivate => {
                fields.push_str(&format!("{t} {n}; "));
                if c.class == VarClass::Array {
                    prologue.push_str(&format!(
                        "{t} {n}; __builtin_memcpy(&{n}, &__c->{n}, sizeof({n})); "
                    ));
                    after_init.push_str(&format!(
                        "__builtin_memcpy(&__oxacc_c.{n}, &{n}, sizeof({n})); "
                    ));
                } else {
                    prologue.push_str(&format!("{t} {n} = __c->{n}; "));
                    init.push(format!(".{n} = {n}"));
                }
            }
            Attr::Private => prologue.push_str(&format!("{t} {n}; ")),
            Attr::Reduction(r) => {
                let rank = f
                    .names
                    .var(c.var)
                    .map(|v| ctype::array_rank(sema, v.ty))
                    .unwrap_or(1)
                    .max(1);
                let (pro, fld, ini, pre, post, epi) = reduction_code(c, r, &t, rank);
                prologue.push_str(&pro);
                fields.push_str(&fld);
                init.extend(ini);
                red_pre.push_str(&pre);
                red_post.push_str(&post);
                epilogue.push_str(&epi);
            }
        }
    }
    let prologue = format!("{vla_types}{prologue}");
    let ctx_name = format!("__oxacc_ctx{id}");
    file_text.push_str(&format!("struct {ctx_name} {{ {fields}}};\n"));
    file_text.push_str(&format!(
        "static void {fname}(void *__vctx, int __tid, int __nthr) {{\n\
         struct {ctx_name} *const __c = (struct {ctx_name} *)__vctx; (void)__tid; (void)__nthr;\n\
         if (__tid == 0) __c->__nthr = __nthr;\n{prologue}\n{marker}{body_text}\n{epilogue}\n}}\n",
        marker = ctx.writer.line_marker(body_span.start),
    ));
    let fn_marker = ctx.writer.line_marker(f.start);
    ctx.writer
        .insert(f.start, format!("{file_text}{fn_marker}"));

    // ---- the launch -----------------------------------------------------------------
    let expr_text = |e: Handle<Expr>| {
        ast.exprs
            .get(e)
            .map(|e| src(ctx, e.span))
            .unwrap_or_else(|| "0".into())
    };
    let mut cond_local: Vec<String> = Vec::new();
    let mut hint = match region.kind {
        Kind::Serial => "1".to_string(),
        _ => "0".to_string(),
    };
    let mut async_arg: Option<String> = None;
    let mut waits: Option<Vec<String>> = None;
    for c in &clauses {
        match &c.kind {
            ClauseKind::If(e) => cond_local.push(format!("!({})", expr_text(*e))),
            ClauseKind::SelfClause(SelfArg::None) => cond_local.push("1".into()),
            ClauseKind::SelfClause(SelfArg::Cond(e)) => {
                cond_local.push(format!("({})", expr_text(*e)))
            }
            ClauseKind::NumGangs(v) if region.kind != Kind::Serial => {
                if let Some(e) = v.first() {
                    hint = format!("(int)({})", expr_text(*e));
                }
            }
            ClauseKind::Async(a) => {
                async_arg = Some(a.map(expr_text).unwrap_or_else(|| "-1".into()));
            }
            ClauseKind::Wait(w) => {
                waits = Some(
                    w.as_ref()
                        .map(|w| w.queues.iter().map(|q| expr_text(*q)).collect())
                        .unwrap_or_default(),
                );
            }
            _ => {}
        }
    }
    let has_red = caps.iter().any(|c| matches!(c.attr, Attr::Reduction(_)));
    // The data clauses (2.7) and if/async/wait (2.5.6, 2.16) of a parallel/serial construct:
    // `data::construct_data` evaluates them once; a kernel of a `kernels` region takes them
    // from the enclosing construct (see kernels.rs), only if/async/wait apply per kernel.
    let (mut data_enter, mut data_exit) = (String::new(), String::new());
    let present = matches!(default_kind, Some((DefaultKind::Present, _)));
    let implicit: Vec<crate::data::ImplicitVar> = caps
        .iter()
        .filter(|c| c.origin == Origin::Implicit && c.attr == Attr::Shared)
        .map(|c| crate::data::ImplicitVar {
            kind: if present && !matches!(c.class, VarClass::Scalar { .. }) {
                oxacc_acc::ast::DataClauseKind::Present
            } else {
                oxacc_acc::ast::DataClauseKind::Copy
            },
            var: c.name.clone(),
        })
        .collect();
    if region.kind == Kind::Kernels {
        // Entered once around the whole `kernels` construct (kernels.rs): only variables
        // declared outside the construct's body, each once.
        let outer = ast
            .directives
            .get(region.dir)
            .and_then(|d| d.body)
            .and_then(|b| ast.stmts.get(b))
            .map(|b| b.span)
            .unwrap_or(body_span);
        let mut all = f.kernel_implicit.borrow_mut();
        for (c, v) in caps
            .iter()
            .filter(|c| c.origin == Origin::Implicit && c.attr == Attr::Shared)
            .zip(implicit)
        {
            let declared_inside = f
                .names
                .var(c.var)
                .is_some_and(|x| outer.start <= x.span.start && x.span.end <= outer.end);
            if !declared_inside && !all.iter().any(|x| x.var == v.var) {
                all.push(v);
            }
        }
    } else {
        let sync = crate::data::sync_args(ctx, &acc, id);
        let cd = crate::data::construct_data(ctx, &acc, &sync, &implicit);
        data_enter = format!("{}{}{}", sync.decls, cd.decls, cd.enter);
        data_exit = cd.exit;
        if let Some(c) = &sync.cond {
            cond_local.retain(|x| !x.starts_with("!("));
            cond_local.insert(0, format!("!{c}"));
        }
        if async_arg.is_some() {
            async_arg = Some(sync.async_arg.clone());
        }
    }
    let mut launch = String::from("{ ");
    launch.push_str(&data_enter);
    launch.push_str(&format!(
        "if (__oxacc_device_kind() != 2) __oxacc_no_gpu_code(\"{loc}\"); "
    ));
    launch.push_str(&format!(
        "struct {ctx_name} __oxacc_c = {{ {} }}; {after_init}{red_pre}",
        init.join(", ")
    ));
    let (wait_arr, nwaits) = match &waits {
        Some(w) if !w.is_empty() => (
            format!("(const int[]){{ {} }}", w.join(", ")),
            w.len().to_string(),
        ),
        _ => ("(const int *)0".to_string(), "0".to_string()),
    };
    let local = if cond_local.is_empty() {
        "0".to_string()
    } else {
        cond_local.join(" || ")
    };
    match (&async_arg, has_red) {
        (Some(a), false) => {
            launch.push_str(&format!(
                "if ({local}) {{ __oxacc_wait((const int[]){{ {a} }}, 1, -2); {fname}(&__oxacc_c, 0, 1); }} \
                 else __oxacc_run_team_async({fname}, &__oxacc_c, sizeof(__oxacc_c), {hint}, {a}, {wait_arr}, {nwaits}); "
            ));
        }
        _ => {
            if let Some(a) = &async_arg {
                launch.push_str(&format!("__oxacc_wait((const int[]){{ {a} }}, 1, -2); "));
            }
            if waits.is_some() {
                launch.push_str(&format!("__oxacc_wait({wait_arr}, {nwaits}, -2); "));
            }
            launch.push_str(&format!(
                "if ({local}) {fname}(&__oxacc_c, 0, 1); else __oxacc_run_team({fname}, &__oxacc_c, {hint}); "
            ));
        }
    }
    launch.push_str(&red_post);
    launch.push_str(&data_exit);
    launch.push('}');

    // ---- -Minfo ---------------------------------------------------------------------
    // Kernels of a `kernels` region are reported at their loop; their implicit attributes
    // would repeat once per kernel, so only parallel/serial regions list them.
    // (PGI attaches "Accelerator kernel generated" to the innermost loop of the kernel.)
    let anchor = if region.kind == Kind::Kernels {
        sites
            .iter()
            .map(|s| s.line_offset)
            .max()
            .unwrap_or(body_span.start)
    } else {
        acc.span.start
    };
    ctx.minfo(region.dir, anchor, "Generating Multicore code");
    for c in &caps {
        if c.origin == Origin::Implicit && region.kind != Kind::Kernels {
            let what = match (&c.attr, region.kind, c.class) {
                (Attr::Reduction(r), _, _) => format!(
                    "Generating implicit reduction({}:{})",
                    r.op.as_str(),
                    c.name
                ),
                (Attr::Firstprivate, _, _) => {
                    format!("Generating implicit firstprivate({})", c.name)
                }
                _ => continue,
            };
            ctx.minfo(region.dir, acc.span.start, what);
        }
    }
    for s in &sites {
        let line = ctx.writer.lookup(s.line_offset).line;
        let what = match s.mode {
            Mode::Gang if s.vector => "gang, vector",
            Mode::Gang => "gang",
            Mode::Inner { ivdep: true } => "vector",
            Mode::Inner { ivdep: false } | Mode::Seq => "seq",
        };
        let depth = if s.mode == Mode::Gang {
            s.depth
        } else {
            s.shape.loops.len()
        };
        let collapse = if depth > 1 {
            format!(" collapse({depth})")
        } else {
            String::new()
        };
        ctx.minfo(
            region.dir,
            anchor,
            format!("{line}, #pragma acc loop {what}{collapse}"),
        );
    }
    let _ = region_has_gang;
    Some(launch)
}

/// A nest the gang partitioning cannot compute, located at the offending loop or bound.
fn nest_error(e: &loops::NestError, tile: bool) -> Diagnostic {
    let clause = if tile { "tile" } else { "collapse" };
    match e {
        loops::NestError::NotCanonical { index, at } => Diagnostic::error(
            *at,
            format!(
                "loop {} of this loop construct is not in the canonical form 'for (i = lb; i < ub; i += step)' required by OpenACC 3.3, 2.9",
                index + 1
            ),
        ),
        loops::NestError::NotInvariant {
            index,
            var,
            why,
            at,
        } => {
            let what = match why {
                loops::Variance::OuterLoopVariable => "the variable of an outer associated loop",
                loops::Variance::DeclaredInNest => "declared inside the nest",
                loops::Variance::WrittenInNest => "assigned inside the nest",
            };
            let rule = if tile && *why == loops::Variance::OuterLoopVariable {
                "non-rectangular tiled nests are not supported yet by oxacc's multicore code generation (OpenACC 3.3, 2.9.8)"
            } else if tile {
                "the tile loops need the trip count of each associated loop on entry to the nest (OpenACC 3.3, 2.9.8)"
            } else {
                "the trip count of each collapsed loop must be computable and invariant in all the loops (OpenACC 3.3, 2.9.1)"
            };
            Diagnostic::error(
                *at,
                format!(
                    "a bound or step of loop {} of this '{clause}' nest uses '{var}', {what}: {rule}",
                    index + 1
                ),
            )
        }
    }
}

fn region_has_gang(ctx: &LowerCtx, region: &Region) -> bool {
    let mut any = false;
    crate::walk::each_stmt(ctx.ast, region.body, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(s).map(|s| &s.kind) {
            if let Some(a) = acc_of(ctx, *h) {
                if a.name == DirectiveName::Loop
                    && host_clauses(a).iter().any(|c| c.name() == ClauseName::Gang)
                {
                    any = true;
                }
            }
        }
    });
    if region.top_loop {
        if let Some(a) = top_loop_directive(ctx, region) {
            if host_clauses(a).iter().any(|c| c.name() == ClauseName::Gang) {
                any = true;
            }
        }
    }
    any
}

fn reduction_of(ctx: &LowerCtx, op: ReductionOp, v: &DataVar) -> Reduction {
    let expr = |e: Option<Handle<Expr>>, dflt: &str| {
        e.and_then(|e| ctx.ast.exprs.get(e))
            .map(|e| ctx.src(e.span).to_string())
            .unwrap_or_else(|| dflt.to_string())
    };
    let section = v.subscripts.first().map(|s| match &s.kind {
        SubscriptKind::Index(i) => (expr(Some(*i), "0"), "1".to_string()),
        SubscriptKind::Range { lower, length } => (expr(*lower, "0"), expr(*length, "0")),
    });
    Reduction { op, section }
}

/// `(lo, len)` C texts of a reduced subarray or element.
type Section = Option<(String, String)>;

/// A loop reduction on a variable shared in the region: the private copy declared before the
/// loop, the atomic combine after it, and what the uses inside the loop become.
struct LoopRed {
    site: usize,
    name: String,
    pre: String,
    post: String,
    use_text: String,
}

/// The code of a [`LoopRed`] on `n` (`sh`: the shared variable as an lvalue in the outlined
/// function). Scalars: a local initialised with the identity; arrays and subarrays: a
/// `__builtin_malloc` block of the reduced elements (multi-dimensional arrays as flat
/// storage), combined element by element.
fn loop_red_code(
    site: usize,
    n: &str,
    op: ReductionOp,
    sh: &str,
    array: bool,
    rank: usize,
    section: Section,
) -> LoopRed {
    let p = format!("__oxacc_lp_{n}");
    let mut pre = format!("__typeof__({sh}) *const {p} = &({sh}); ");
    let atomic = super::atomic::atomic_combine;
    if !array && section.is_none() {
        let t = format!("__typeof__(*{p})");
        pre.push_str(&format!("{t} __oxacc_lv_{n} = {}; ", identity(op, &t)));
        return LoopRed {
            site,
            name: n.to_string(),
            pre,
            post: format!(
                "{} ",
                atomic(op, &format!("(*{p})"), &format!("__oxacc_lv_{n}"))
            ),
            use_text: format!("__oxacc_lv_{n}"),
        };
    }
    let elem = if array {
        format!("__typeof__({}{p})", "*".repeat(rank + 1))
    } else {
        format!("__typeof__(**{p})")
    };
    let (lo, len) =
        section.unwrap_or_else(|| ("0".to_string(), format!("sizeof(*{p}) / sizeof({elem})")));
    let (llo, lln, lb) = (
        format!("__oxacc_llo_{n}"),
        format!("__oxacc_lln_{n}"),
        format!("__oxacc_lb_{n}"),
    );
    pre.push_str(&format!(
        "const long long {llo} = (long long)({lo}), {lln} = (long long)({len}); \
         {elem} *const {lb} = ({elem} *)__builtin_malloc(sizeof({elem}) * ({lln} > 0 ? {lln} : 1)); \
         for (long long __i = 0; __i < {lln}; ++__i) {lb}[__i] = {}; ",
        identity(op, &elem)
    ));
    let use_text = if array {
        pre.push_str(&format!(
            "__typeof__({sh}) *const __oxacc_lr_{n} = (__typeof__({sh}) *)({lb} - {llo}); "
        ));
        format!("(*__oxacc_lr_{n})")
    } else {
        pre.push_str(&format!("__typeof__({sh}) __oxacc_lv_{n} = {lb} - {llo}; "));
        format!("__oxacc_lv_{n}")
    };
    let target = if array {
        format!("(({elem} *){p})[{llo} + __i]")
    } else {
        format!("(*{p})[{llo} + __i]")
    };
    let post = format!(
        "for (long long __i = 0; __i < {lln}; ++__i) {} __builtin_free({lb}); ",
        atomic(op, &target, &format!("{lb}[__i]"))
    );
    LoopRed {
        site,
        name: n.to_string(),
        pre,
        post,
        use_text,
    }
}

/// Code pieces of one reduction variable: (prologue in the outlined function, context
/// fields, context initialisers, launch code before the run, combine code after it,
/// epilogue in the outlined function).
fn reduction_code(
    c: &Capture,
    r: &Reduction,
    t: &str,
    rank: usize,
) -> (String, String, Vec<String>, String, String, String) {
    let n = &c.name;
    let op = r.op;
    if c.class != VarClass::Array && r.section.is_none() {
        // Scalar (2.5.15): private copy with the identity; partial per thread.
        let pro = format!("{t} {n} = {}; ", identity(op, t));
        let fld = format!("{t} *__red_{n}; ");
        let pre = format!(
            "{t} __oxacc_rb_{n}[__oxacc_team_size()]; __oxacc_c.__red_{n} = __oxacc_rb_{n}; "
        );
        let post = format!(
            "for (int __t = 0; __t < __oxacc_c.__nthr; ++__t) {{ {} }} ",
            combine(op, n, &format!("__oxacc_rb_{n}[__t]"))
        );
        let epi = format!("__c->__red_{n}[__tid] = {n};");
        return (pro, fld, Vec::new(), pre, post, epi);
    }
    // Arrays and subarrays (2.5.15: element by element). The scalar element type.
    // Multi-dimensional arrays are reduced as flat storage of their scalar elements.
    let elem_fn = if c.class == VarClass::Array {
        format!("__typeof__({}(({t} *)0)[0])", "*".repeat(rank))
    } else {
        format!("__typeof__((*({t} *)0)[0])")
    };
    let (lo, len) = match &r.section {
        Some((lo, len)) => (lo.clone(), len.clone()),
        None => (
            "0".to_string(),
            format!("(long long)(sizeof({t}) / sizeof({elem_fn}))"),
        ),
    };
    let (lo_fn, len_fn) = (
        "__c->__red_lo_".to_string() + n,
        "__c->__red_len_".to_string() + n,
    );
    let mut pro = format!(
        "{elem_fn} *const __rb_{n} = __c->__red_{n} + (long long)__tid * {len_fn}; \
         for (long long __i = 0; __i < {len_fn}; ++__i) __rb_{n}[__i] = {}; ",
        identity(op, &elem_fn)
    );
    if c.class == VarClass::Array {
        pro.push_str(&format!(
            "{t} *const __rp_{n} = ({t} *)(__rb_{n} - {lo_fn}); "
        ));
    } else {
        pro.push_str(&format!("{t} {n} = __rb_{n} - {lo_fn}; "));
    }
    let fld = format!("{elem_fn} *__red_{n}; long long __red_lo_{n}; long long __red_len_{n}; ");
    let elem_l = if c.class == VarClass::Array {
        format!("__typeof__(*({n})[0])")
    } else {
        format!("__typeof__(({n})[0])")
    };
    let _ = elem_l;
    let base = format!("(({elem_fn} *)({n}))");
    let pre = format!(
        "__oxacc_c.__red_lo_{n} = (long long)({lo}); __oxacc_c.__red_len_{n} = (long long)({len}); \
         __oxacc_c.__red_{n} = ({elem_fn} *)__builtin_malloc(sizeof({elem_fn}) * (__oxacc_c.__red_len_{n} > 0 ? __oxacc_c.__red_len_{n} : 1) * __oxacc_team_size()); "
    );
    let post = format!(
        "for (int __t = 0; __t < __oxacc_c.__nthr; ++__t) for (long long __i = 0; __i < __oxacc_c.__red_len_{n}; ++__i) {{ {} }} __builtin_free(__oxacc_c.__red_{n}); ",
        combine(
            op,
            &format!("{base}[__oxacc_c.__red_lo_{n} + __i]"),
            &format!("__oxacc_c.__red_{n}[(long long)__t * __oxacc_c.__red_len_{n} + __i]")
        )
    );
    (pro, fld, Vec::new(), pre, post, String::new())
}
