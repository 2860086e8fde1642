//! Outlining one compute region (spec 2.5) into a file-scope function run by the CPU team.
//!
//! For region number `id` of function `f`:
//!
//! ```c
//! typedef float __oxacc_T3_a[100];            /* the type of each captured variable */
//! struct __oxacc_ctx3 { int __nthr; __oxacc_T3_a *a; int n; double *__red_s; };
//! static void __oxacc_region_f_3(void *__vctx, int __tid, int __nthr) {  /* gang __tid of __nthr */
//!     struct __oxacc_ctx3 *const __c = ...;
//!     int __oxacc_ns; const int __oxacc_sl = __oxacc_gang_slot(&__oxacc_ns); /* thread: slot */
//!     __oxacc_T3_a *const __s_a = __c->a;      /* shared: uses of a become (*__s_a) */
//!     int n = __c->n;                           /* firstprivate */
//!     double s = 0;                             /* reduction: the operator's identity */
//!     { body, with gang loops divided over the gangs }
//!     if (__tid == __oxacc_sl) __c->__red_s[__oxacc_sl] = s; else __c->__red_s[__oxacc_sl] += s;
//! }
//! ```
//!
//! inserted before `f`; the construct becomes the launch: the context initialised from the
//! variables in scope, `__oxacc_run_team` with the `num_gangs` value (or the local thread for
//! `if(false)` / `self`), then the reduction partials combined in thread order (deterministic
//! for a given team size). The team runs that many gangs (2.5.10), a thread several in turn
//! when there are more gangs than threads; partials are per thread, not per gang, so their
//! memory does not grow with `num_gangs`. A thread's later gangs reduce into its partial array
//! (array reductions) where a GPU gang would start from the identity: a difference only a
//! program that reads its reduction array before updating it could see.

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{
    AccDirective, Clause, ClauseKind, ClauseName, DataVar, DefaultKind, DirectiveName, ReductionOp,
    SelfArg,
};
use oxacc_syntax::ast::{BinaryOp, Directive, Expr, ExprKind, Stmt, StmtKind};
use oxacc_syntax::{Diagnostic, Handle, Span};

use super::capture::{self, combine, identity, Attr, Capture, Origin, Reduction, Section};

/// A reduction's identity in host code: the `_Generic` of `max`/`min` is C11, marked
/// `__extension__` so that a -std=c99 -pedantic-errors build accepts the generated code.
fn host_identity(op: ReductionOp, ty: &str) -> String {
    match op {
        ReductionOp::Max | ReductionOp::Min => format!("__extension__ {}", identity(op, ty)),
        _ => identity(op, ty),
    }
}
use super::ctype::{self, VarClass};
use super::loops::{self, LoopTexts};
use super::names::VarId;
use super::privates;
use super::routine::CallLevel;
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
#[derive(Clone)]
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
    /// `kernels`: the reductions the analysis found in inner loops, as the `reduction`
    /// clause items those loops would have (2.9.11).
    pub loop_reductions: super::kernels::LoopReductions,
    /// A statement of a `kernels` construct that is not a loop nest: one thread runs it (on
    /// the GPU, a kernel of one gang of one thread; on the CPU team, one thread).
    pub single: bool,
}

/// A loop associated with a `loop` directive (or chosen by the analysis).
#[derive(Clone, Debug)]
pub struct LoopSite {
    /// The pragma line of its directive, removed.
    pub dir_line: Option<Span>,
    /// Its directive (`loop`, or the combined construct), whose clauses apply.
    pub dir: Option<Handle<Directive>>,
    pub for_stmt: Handle<Stmt>,
    /// The whole statement the privates are scoped to.
    pub scope: Span,
    pub mode: Mode,
    /// The loops its directive associates (2.9.1 `collapse`, 2.9.8 `tile`; one loop without
    /// them), with the intervening code of `collapse(force:n)`.
    pub shape: LoopNest,
    /// How many of them run partitioned together (`Mode::Gang`): all, unless the dependence
    /// analysis keeps an inner `auto` loop sequential (see `Planner::partitioned_depth`).
    pub depth: usize,
    /// The items of its `private` clauses (2.9.10); capture.rs resolves them.
    pub privates: Vec<DataVar>,
    pub reductions: Vec<(ReductionOp, DataVar)>,
    pub line_offset: u32,
    pub vector: bool,
    /// `tile(...)` sizes as C expressions, outermost loop first (2.9.8).
    pub tile: Option<Vec<String>>,
    /// The gang dimension a `Mode::Gang` loop partitions (2.9.2 `gang(dim:d)`, 1 without
    /// it): used when the construct's `num_gangs` has several arguments (2.5.10).
    pub gang_dim: u8,
}

/// The nest part of a loop's `-Minfo` line: ` tile(8,4)` as written when the loop's directive
/// tiles it (2.9.8; the sizes as nvc prints them, not the collapsed depth the tiling runs
/// as), else ` collapse(n)` when `depth` loops run as one. A tiled nest of a `kernels`
/// construct whose inner loops the dependence test keeps sequential runs untiled (`depth`
/// is then less than the sizes): no tile shown.
pub(crate) fn minfo_nest(ctx: &LowerCtx, s: &LoopSite, depth: usize) -> String {
    if s.tile.as_ref().is_some_and(|t| t.len() == depth) {
        let written = s
            .dir
            .and_then(|d| acc_of(ctx, d))
            .and_then(|a| {
                a.clauses_for_device("nvidia")
                    .into_iter()
                    .find(|c| c.name() == ClauseName::Tile)
            })
            .map(|c| crate::minfo::var_text(ctx.src(c.span)));
        if let Some(w) = written {
            return format!(" {w}");
        }
    }
    if depth > 1 {
        format!(" collapse({depth})")
    } else {
        String::new()
    }
}

/// The `-Minfo` lines under a loop's line: one "Generating reduction(+:s)" per var of its
/// `reduction` clauses (2.9.11), indented under the loop's `#pragma` as nvc prints them.
pub(crate) fn minfo_reductions(s: &LoopSite) -> Vec<String> {
    s.reductions
        .iter()
        .map(|(op, v)| {
            format!(
                "    Generating reduction({}:{})",
                op.as_str(),
                crate::minfo::var_text(&v.text)
            )
        })
        .collect()
}

fn src(ctx: &LowerCtx, span: Span) -> String {
    ctx.src(span).to_string()
}

/// The clauses of `d` that apply on the host / multicore device type (2.4).
pub fn host_clauses(d: &AccDirective) -> Vec<&Clause> {
    let multicore = d.clauses.iter().any(|c| {
        matches!(&c.kind, ClauseKind::DeviceType(oxacc_acc::ast::DeviceTypeArg::List(l)) if l.iter().any(|n| oxacc_acc::device_type_name(&n.name) == "multicore"))
    });
    d.clauses_for_device(if multicore { "multicore" } else { "host" })
}

/// The device type a loop plan is for: the loop clauses after a `device_type` clause apply only
/// to the device types it names (2.4), so the host code and the NVIDIA kernel of one region
/// may partition its loops differently (`device_type(nvidia) seq`, `device_type(host)
/// collapse(2)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanFor {
    Host,
    Nvidia,
    /// The emulated device (`oxacc_emul`): it runs a CUDA kernel of its own where its clauses
    /// differ from NVIDIA's ([`region_emul_differs`]).
    Emul,
}

impl PlanFor {
    /// The device-type name whose `device_type` group the plan reads (2.4).
    pub fn name(self) -> &'static str {
        match self {
            PlanFor::Host => "host",
            PlanFor::Nvidia => "nvidia",
            PlanFor::Emul => "oxacc_emul",
        }
    }
}

/// The clauses of `d` that apply on the device type `t` (2.4).
pub fn clauses_on(d: &AccDirective, t: PlanFor) -> Vec<&Clause> {
    match t {
        PlanFor::Host => host_clauses(d),
        PlanFor::Nvidia | PlanFor::Emul => d.clauses_for_device(t.name()),
    }
}

/// A kernel of a `kernels` construct whose top loop the host's own loop clauses mark `seq`
/// (`loop device_type(nvidia) gang vector device_type(host) seq`, 2.4): the NVIDIA kernel
/// partitions it, the host team runs it in sequence on one thread (on every thread of the
/// team, each would run all of it).
/// So is a kernel whose top loop the analysis keeps in sequence inside it (kernels.rs
/// `seq_outer_kernel`: a Gauss-Seidel sweep around its row reductions).
fn host_seq_top(ctx: &LowerCtx, region: &Region) -> bool {
    region.kind == Kind::Kernels
        && region.top_loop
        && (region.modes.get(&region.body) == Some(&Mode::Seq)
            || top_loop_directive(ctx, region).is_some_and(|d| {
                clauses_on(d, PlanFor::Host)
                    .iter()
                    .any(|c| c.name() == ClauseName::Seq)
            }))
}

/// Whether a directive of the region (or its top loop's) has a `device_type` clause: only
/// then can the NVIDIA kernel's loop plan differ from the host's.
fn region_has_device_type(ctx: &LowerCtx, region: &Region) -> bool {
    let dt = |a: &AccDirective| a.clauses.iter().any(|c| c.name() == ClauseName::DeviceType);
    if top_loop_directive(ctx, region).is_some_and(dt) {
        return true;
    }
    let mut any = false;
    crate::walk::each_stmt(ctx.ast, region.body, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(s).map(|s| &s.kind) {
            any |= acc_of(ctx, *h).is_some_and(dt);
        }
    });
    any
}

/// Whether a directive of the region (the construct, its top loop's, those inside) has other
/// clauses in effect on the emulated device (`oxacc_emul`) than on NVIDIA (2.4): only then
/// does the emulated device get a kernel of its own, the CUDA writer reading its group.
pub(crate) fn region_emul_differs(ctx: &LowerCtx, region: &Region) -> bool {
    let differs = |a: &AccDirective| {
        let spans =
            |t: &str| -> Vec<Span> { a.clauses_for_device(t).iter().map(|c| c.span).collect() };
        a.clauses.iter().any(|c| c.name() == ClauseName::DeviceType)
            && spans("nvidia") != spans("oxacc_emul")
    };
    // A routine's `bind` is applied at the kernel's calls (cuda/kernel.rs `routine_bind`):
    // a routine of the file binding differently on the two device types gives the region's
    // kernels their own calls (the routine's device function and levels stay NVIDIA's).
    let bind_differs = |a: &AccDirective| {
        let bind = |t: &str| {
            a.clauses_for_device(t)
                .iter()
                .find(|c| c.name() == ClauseName::Bind)
                .map(|c| c.span)
        };
        bind("nvidia") != bind("oxacc_emul")
    };
    if acc_of(ctx, region.dir).is_some_and(differs)
        || top_loop_directive(ctx, region).is_some_and(differs)
        || super::routine::routine_directives(ctx)
            .iter()
            .any(|(_, a)| bind_differs(a))
    {
        return true;
    }
    let mut any = false;
    crate::walk::each_stmt(ctx.ast, region.body, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(s).map(|s| &s.kind) {
            any |= acc_of(ctx, *h).is_some_and(differs);
        }
    });
    any
}

/// The run-time test for the emulated device (acc_device_t 100), which launches its own
/// kernel and evaluates its own clause group where they differ from NVIDIA's (2.4).
const ON_EMUL: &str = "__oxacc_device_kind() == 100";

fn acc_of<'c>(ctx: &'c LowerCtx, d: Handle<Directive>) -> Option<&'c AccDirective> {
    ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i))
}

/// The loop-part clauses of a `loop` or combined directive.
fn loop_site_of(
    ctx: &LowerCtx,
    d: &AccDirective,
    for_stmt: Handle<Stmt>,
    dir_line: Option<Span>,
    t: PlanFor,
) -> LoopSite {
    let clauses = clauses_on(d, t);
    let mut privates = Vec::new();
    let mut reductions = Vec::new();
    let mut vector = false;
    let mut tile = None;
    for c in &clauses {
        match &c.kind {
            ClauseKind::Tile(sizes) => {
                // "The first argument ... corresponds to the innermost loop" (2.9.8).
                // A size is a constant (checked): its value, not its text, which may name an
                // enumerator of the function that the outlined function does not declare.
                let mut v: Vec<String> = sizes
                    .iter()
                    .map(|t| match t {
                        oxacc_acc::ast::TileSize::Expr(e) => {
                            match ctx.sema.and_then(|s| s.eval_int(*e)) {
                                Some(n) => n.to_string(),
                                None => ctx
                                    .ast
                                    .exprs
                                    .get(*e)
                                    .map(|e| ctx.src(e.span).to_string())
                                    .unwrap_or_else(|| "1".into()),
                            }
                        }
                        oxacc_acc::ast::TileSize::Star(_) => "32".to_string(),
                    })
                    .collect();
                v.reverse();
                tile = Some(v);
            }
            ClauseKind::Private(v) if d.name.is_loop() => privates.extend(v.iter().cloned()),
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
    let shape = associated_nest_on(ctx, d, for_stmt, t);
    LoopSite {
        dir_line,
        dir: Some(d.directive),
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
        gang_dim: 1,
    }
}

/// The loops that `d`'s `collapse` or `tile` clause (for the host device type) associates with
/// `for_stmt` (2.9.1, 2.9.8): `oxacc_acc::nest`, the description the checks used. When the nest
/// is shorter than the clause asks (reported by the checks, so only on a path that does not
/// lower), the loops that are there.
pub fn associated_nest(ctx: &LowerCtx, d: &AccDirective, for_stmt: Handle<Stmt>) -> LoopNest {
    associated_nest_on(ctx, d, for_stmt, PlanFor::Host)
}

/// [`associated_nest`] with the clauses for device type `t`.
pub fn associated_nest_on(
    ctx: &LowerCtx,
    d: &AccDirective,
    for_stmt: Handle<Stmt>,
    t: PlanFor,
) -> LoopNest {
    let mut depth = 1usize;
    let mut force = false;
    for c in clauses_on(d, t) {
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
    target: PlanFor,
    /// The level of each routine of the file on the target (2.15.1).
    routine_levels: HashMap<String, CallLevel>,
    /// The scopes of the `auto` loops of a parallel region that the analysis keeps
    /// sequential outside every gang loop (2.9.7): each gang would run the whole loop, its
    /// side effects once per gang. Unless a gang loop inside shares its work between the
    /// gangs, the region runs on one gang (`lower_region`): the loop runs once.
    auto_seq_redundant: Vec<Span>,
    /// The number of arguments of the construct's `num_gangs` clause (1 without one).
    gang_dims: usize,
    /// The gang dimension of the innermost enclosing `Mode::Gang` loop (0: none).
    gang_above: u8,
}

impl Planner<'_, '_> {
    fn mode_for(&self, d: Option<&AccDirective>, s: Handle<Stmt>, in_gang: bool) -> Mode {
        // 2.15.1: a call to a gang routine is executed in gang-redundant mode, so a loop
        // around it whose level the implementation chooses (no gang/worker/vector clause; an
        // explicit one around such a call is the checks' error) runs sequentially: partitioned
        // over the gangs, each gang would run the routine's gang loop for its own iterations
        // only.
        let level_clause = d.is_some_and(|d| {
            clauses_on(d, self.target).iter().any(|c| {
                matches!(
                    c.name(),
                    ClauseName::Gang | ClauseName::Worker | ClauseName::Vector
                )
            })
        });
        let called = super::routine::called_level(self.ctx, &self.routine_levels, s);
        if !level_clause && called == CallLevel::Gang {
            return Mode::Seq;
        }
        // kernels: the analysis's modes follow the NVIDIA kernel's clauses (kernels.rs
        // `shape_target`); a loop the host's own clauses mark `seq` (2.4, 2.9.5) runs in
        // sequence on the host team (the top loop on one thread: `host_seq_top`).
        // So does a loop the NVIDIA clauses mark `seq` in the NVIDIA kernel, which kernels.rs
        // may make a team loop for the host's own `independent` (`device_type(nvidia) seq
        // device_type(host) independent`).
        if self.region.kind == Kind::Kernels
            && d.is_some_and(|d| {
                clauses_on(d, self.target)
                    .iter()
                    .any(|c| c.name() == ClauseName::Seq)
            })
        {
            return Mode::Seq;
        }
        if let Some(m) = self.region.modes.get(&s) {
            return match m {
                Mode::Gang if in_gang => Mode::Inner { ivdep: true },
                m => *m,
            };
        }
        let Some(d) = d else {
            return Mode::Seq;
        };
        let cl = clauses_on(d, self.target);
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
            && self.auto_privates(&cl, s).is_none()
        {
            // 2.9.7: auto, and the dependence test cannot prove the loop parallel.
            return Mode::Seq;
        }
        if in_gang
            && self.gang_dims > 1
            && has(ClauseName::Gang)
            && super::model::gang_dim(self.ctx, &cl) < self.gang_above
        {
            // Multi-dimensional gangs (2.5.10, 2.9.2): a gang loop of a lower dimension inside
            // one of a higher dimension partitions its own dimension of the gangs.
            return Mode::Gang;
        }
        if in_gang
            && self.gang_dims > 1
            && self.gang_above > 1
            && !has(ClauseName::Gang)
            && !has(ClauseName::Reduction)
            && called < CallLevel::Gang
            && !stmt_has_gang_loop(self.ctx, s, self.target)
        {
            // 2.9.2: `gang(dim:1)` is implied on a data-independent loop without a gang
            // clause where an explicit one would be permitted (inside only gang loops of
            // higher dimensions, none inside it) and no enclosing data-independent loop could
            // take it (a loop with `gang(dim:2)` cannot: at most one gang clause per loop). So
            // `loop gang(dim:2)` over rows with a plain `loop` over columns divides the columns
            // among the gangs of dimension 1; before, each of them ran every column. Not on a
            // loop with a `reduction` clause: 2.9.11 forbids one on a loop with a gang clause
            // in a construct whose num_gangs has more than one argument, so an explicit
            // gang(dim:1) would not be permitted there (a row sum into a variable declared in
            // the row loop stays a reduction of each gang's threads).
            return Mode::Gang;
        }
        if in_gang {
            // A loop calling a worker or vector routine is not a vector loop (2.15.1: the
            // call is in vector-single mode); on the CPU team the thread runs it in order.
            return Mode::Inner {
                ivdep: called == CallLevel::Seq
                    && (has(ClauseName::Vector)
                        || has(ClauseName::Independent)
                        || self.region.kind == Kind::Parallel),
            };
        }
        // 2.9.2: gang(dim:1) is implied on a data-independent loop outside every gang loop
        // whose body has no gang loop (where an explicit one would be permitted), also when
        // other loops of the region have explicit gang clauses; never in kernels.
        if has(ClauseName::Gang)
            || !self.any_gang
            || (self.region.kind != Kind::Kernels && !stmt_has_gang_loop(self.ctx, s, self.target))
        {
            return Mode::Gang;
        }
        Mode::Inner {
            ivdep: has(ClauseName::Vector),
        }
    }

    /// An `auto` loop's verdict (kernels.rs `auto_parallel_privates`), its own `private` and
    /// `reduction` clauses honoured: the scalars to privatize when it is parallel.
    fn auto_privates(&self, cl: &[&Clause], s: Handle<Stmt>) -> Option<Vec<DataVar>> {
        let vars: HashSet<String> = cl
            .iter()
            .filter(|c| matches!(c.name(), ClauseName::Private | ClauseName::Reduction))
            .flat_map(|c| c.vars())
            .filter(|v| !v.is_member)
            .map(|v| v.name().to_string())
            .collect();
        super::kernels::auto_parallel_privates(self.ctx, self.f, s, vars)
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
        let cl = d.map(|d| clauses_on(d, self.target)).unwrap_or_default();
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
            Some(d) => loop_site_of(self.ctx, d, for_stmt, dir_line, self.target),
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
                    dir: None,
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
                    gang_dim: 1,
                }
            }
        };
        if let Some(r) = self.region.loop_reductions.get(&for_stmt) {
            site.reductions.extend(r.iter().cloned());
        }
        site.mode = self.mode_for(d, for_stmt, in_gang);
        if let Some(d) = d.filter(|_| self.region.kind != Kind::Kernels) {
            let cl = clauses_on(d, self.target);
            let has = |n: ClauseName| cl.iter().any(|c| c.name() == n);
            if has(ClauseName::Auto) && !has(ClauseName::Independent) && !has(ClauseName::Seq) {
                if site.mode == Mode::Seq {
                    // Run in sequence outside every gang loop, it would run once per gang
                    // (gang-redundant, 2.2.1): see `auto_seq_redundant`.
                    if !in_gang {
                        self.auto_seq_redundant.push(site.scope);
                    }
                } else {
                    // Parallel: the scalars each iteration assigns first are private to it
                    // (an implied `private` clause; in a parallel construct they may be
                    // shared, 2.6.2 visible data clauses).
                    for p in self.auto_privates(&cl, for_stmt).unwrap_or_default() {
                        if !site.privates.iter().any(|q| q.name() == p.name()) {
                            site.privates.push(p);
                        }
                    }
                }
            }
        }
        let gang = site.mode == Mode::Gang;
        if gang {
            site.depth = self.partitioned_depth(d, &site);
            site.gang_dim = d.map_or(1, |d| {
                super::model::gang_dim(self.ctx, &clauses_on(d, self.target))
            });
        }
        // The associated loops are part of this site; what is inside the partitioned ones (the
        // rest of the nest included) is walked for loops of its own.
        let inner = site
            .shape
            .loops
            .get(site.depth.max(1) - 1)
            .copied()
            .unwrap_or(for_stmt);
        let above = self.gang_above;
        if gang {
            self.gang_above = site.gang_dim;
        }
        self.sites.push(site);
        if let Some(StmtKind::For { body, .. }) = self.ctx.ast.stmts.get(inner).map(|s| &s.kind) {
            self.walk(*body, in_gang || gang);
        }
        self.gang_above = above;
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
    // `num_gangs(a, b, c)` (2.5.10): the team runs a*b*c gangs, gang k at coordinates
    // (k % a, k / a % b, k / (a*b)), as the CUDA writer numbers its blocks (`gang_coord`).
    let gang_dims = match region.kind {
        // The clause the team's sizes come from (below): the last one, when a construct
        // repeats num_gangs (`num_gangs(g, 3), num_gangs('a')`: two dimensions taken from the
        // first and one size from the last named a size never computed).
        Kind::Parallel => clauses
            .iter()
            .rev()
            .find_map(|c| match &c.kind {
                ClauseKind::NumGangs(v) if !v.is_empty() => Some(v.len()),
                _ => None,
            })
            .unwrap_or(1)
            .clamp(1, 3),
        _ => 1,
    };
    let plan = |target: PlanFor| {
        let mut planner = Planner {
            ctx,
            f,
            region,
            any_gang: region_has_gang(ctx, region, target),
            sites: Vec::new(),
            target,
            // The emulated device's kernel calls the one device function of each routine,
            // written with NVIDIA's levels.
            routine_levels: super::routine::routine_levels(
                ctx,
                match target {
                    PlanFor::Host => "host",
                    PlanFor::Nvidia | PlanFor::Emul => "nvidia",
                },
            ),
            auto_seq_redundant: Vec::new(),
            gang_dims,
            gang_above: 0,
        };
        planner.walk(region.body, false);
        // An `auto` loop kept sequential in gang-redundant code with no gang loop inside
        // (which would share its work between the gangs).
        let once = planner.auto_seq_redundant.iter().any(|sc| {
            !planner
                .sites
                .iter()
                .any(|s| s.mode == Mode::Gang && sc.start <= s.scope.start && s.scope.end <= sc.end)
        });
        (planner.sites, once)
    };
    let (sites, once_host) = plan(PlanFor::Host);
    // The NVIDIA kernel's own plan where device_type clauses can make it differ (2.4).
    let (nvidia_sites, once_nvidia) = match region_has_device_type(ctx, region) {
        true => {
            let (s, o) = plan(PlanFor::Nvidia);
            (Some(s), o)
        }
        false => (None, false),
    };
    // The emulated device's own plan where a directive of the region reads differently there
    // than on NVIDIA (2.4: `device_type(nvidia) num_gangs(5)` is not emul's clause).
    let (emul_sites, once_emul) = match ctx.gpu_enabled && region_emul_differs(ctx, region) {
        true => {
            let (s, o) = plan(PlanFor::Emul);
            (Some(s), o)
        }
        false => (None, false),
    };
    // 2.9.7 lets the implementation run an `auto` loop in sequence; outside every gang loop
    // of a parallel construct that would make each gang run all of it (gang-redundant mode,
    // 2.2.1), every side effect repeated once per gang (`parallel loop auto` summed 128
    // times on the GPU). The region then runs on one gang, so the loop runs once: the number
    // of gangs is the implementation's choice without a `num_gangs` clause (2.5.10), and a
    // combined construct has no other code that a clause's gang count could be for.
    // A parallel construct with no gang-partitioned code for the host team (no loop
    // partitioned over gangs, explicitly or by 2.9.2's implied gang(dim:1), and no call of a
    // gang routine) and no `num_gangs` clause runs one gang (below, the team's size; the CUDA
    // writer decides the same for its own plan, `one_gang_parallel`): every gang would run
    // the whole body, so `parallel copy(x) x++;` or a `loop seq` recurrence gave one result
    // per gang or a race. One gang is the implementation's default there (2.5.10), as GCC
    // does (a dimension no partitioned code uses is 1) and as a `kernels` statement runs.
    let host_one_gang = region.kind == Kind::Parallel
        && !acc.clauses.iter().any(|c| c.name() == ClauseName::NumGangs)
        && !sites.iter().any(|s| s.mode == Mode::Gang)
        && super::routine::called_level(
            ctx,
            &super::routine::routine_levels(ctx, "host"),
            region.body,
        ) != super::routine::CallLevel::Gang;
    let one_gang_region;
    let region = if region.kind == Kind::Parallel
        && !region.single
        && (once_host || once_nvidia || once_emul)
        && (region.top_loop || !clauses.iter().any(|c| c.name() == ClauseName::NumGangs))
    {
        one_gang_region = Region {
            single: true,
            ..region.clone()
        };
        &one_gang_region
    } else {
        region
    };

    // ---- captures (2.6) -------------------------------------------------------------
    let mut rc = capture::analyze(ctx, f, region, &sites, &clauses, acc.name, body_span)?;
    let caps = std::mem::take(&mut rc.caps);
    let first_use = &rc.first_use;
    let order = &rc.order;
    let exprs = &rc.exprs;
    let default_kind = rc.default_kind;

    // ---- types ----------------------------------------------------------------------
    let cap_names: Vec<&str> = caps.iter().map(|c| c.name.as_str()).collect();
    let local_types = match local_type_names(
        ctx,
        f.names.span,
        region.dir,
        body_span,
        &cap_names,
        " __attribute__((unused))",
        Some(&|n: &str, k: usize| format!("__c->__oxacc_td_{n}_{k}")),
    ) {
        Ok(t) => t,
        Err(e) => {
            ctx.diags.push(Diagnostic::error(
                e.span,
                format!("compute region uses the {} '{}' declared inside the function ({}): not supported yet by oxacc's multicore code generation", e.what, e.name, e.why),
            ));
            return None;
        }
    };
    let mut file_text = String::new();
    let tname = |c: &Capture| format!("__oxacc_T{id}_{}", c.name);
    // Variables of a variably modified type (`float (*a)[m]`): the typedef is local to the
    // outlined function, its lengths passed in the context (computed at the construct from the
    // variable, so they are the ones its type was created with); the context holds the
    // variable (or its address) as `void *`.
    let mut vla_types = String::new();
    let mut vla_fields: HashMap<usize, Vec<String>> = HashMap::new();
    // Captures whose type names a hoisted record (ctype.rs): the launch cannot assign them.
    let mut hoisted_caps: HashSet<usize> = HashSet::new();
    for c in &caps {
        let Some(v) = f.names.var(c.var) else {
            continue;
        };
        let n = c.name.clone();
        let bound = move |k: usize| format!("__c->__oxacc_vla_{n}_{k}");
        let declared =
            ctype::declare_as(sema, f.names.span, v, &tname(c), &bound, &mut ctx.hoisted).and_then(
                |d| {
                    let vla_ok = match c.attr {
                        Attr::Shared | Attr::Private => true,
                        // A firstprivate array is copied through the context unless it is a section
                        // (capture.rs makes every variable-length array one).
                        Attr::Firstprivate => c.class != VarClass::Array || c.section.is_some(),
                        Attr::Reduction(_) => false,
                    };
                    if d.bounds.is_empty() || vla_ok {
                        Ok(d)
                    } else {
                        Err(format!("variable-length array type of '{}'", c.name))
                    }
                },
            );
        if declared.as_ref().is_ok_and(|d| d.hoisted) {
            hoisted_caps.insert(c.var);
        }
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

    // Private members (2.5.13, 2.5.14, 2.9.10): a typedef of the member's type, named by
    // the item's key (`m3`: the construct's fourth member item, `l1_0`: the first item of
    // loop site 1).
    let mtype = |k: &str| format!("__oxacc_M{id}_{k}");
    let member_items: Vec<(String, &capture::Privatized)> = rc
        .members
        .iter()
        .enumerate()
        .map(|(i, p)| (format!("m{i}"), p))
        .chain(rc.loop_privates.iter().enumerate().flat_map(|(si, items)| {
            items
                .iter()
                .enumerate()
                .map(move |(j, p)| (format!("l{si}_{j}"), p))
        }))
        .filter(|(_, p)| p.member.as_ref().is_some_and(|m| !m.uses.is_empty()))
        .collect();
    for (k, p) in &member_items {
        match ctype::declare_type(
            sema,
            f.names.span,
            p.ty,
            &p.text,
            &mtype(k),
            &mut ctx.hoisted,
        ) {
            Ok(t) => file_text.push_str(&format!("typedef {t};\n")),
            Err(why) => {
                let at = p
                    .member
                    .as_ref()
                    .and_then(|m| m.uses.first())
                    .and_then(|e| ast.exprs.get(*e))
                    .map(|e| e.span)
                    .unwrap_or(body_span);
                ctx.diags.push(Diagnostic::error(
                    at,
                    format!("compute region uses {why}: not supported yet by oxacc's multicore code generation"),
                ));
                return None;
            }
        }
    }
    // What the uses of a privatized item become: a member → its copy; an array copied as a
    // section → the copy seen through a pointer to the array type. `None`: the same name
    // (a pointer or a whole variable, declared again as the copy).
    let item_rep = |k: &str, p: &capture::Privatized| -> Option<String> {
        let array = sema.types.is_array(p.ty) && p.section.is_some();
        match (&p.member, array) {
            (_, true) => Some(format!("(*__oxacc_pp_{k})")),
            (Some(_), false) => Some(format!("__oxacc_pm_{k}")),
            (None, false) => None,
        }
    };
    // The construct's private/firstprivate sections and members.
    let loc_what = |what: &str| {
        format!(
            "{loc}: the private copy of '{}'",
            crate::writer::escape_c_string(what)
        )
    };
    let host_expr = |e: Handle<Expr>| {
        ast.exprs
            .get(e)
            .map(|x| format!("({})", src(ctx, x.span)))
            .unwrap_or_else(|| "0".into())
    };
    let mut region_privates: Vec<privates::RegionCode> = Vec::new();
    // Whether a loop inside `scope` names `name` in a reduction clause.
    let reduced_in = |name: &str, scope: Span| {
        sites.iter().any(|s| {
            scope.start <= s.scope.start
                && s.scope.end <= scope.end
                && s.reductions.iter().any(|(_, d)| d.name() == name)
        })
    };
    // The private copies of parts not starting at their first element whose uses index them
    // from there (`PartView::Rebased`), by loop site (`None`: the construct's) and variable:
    // the copy's first element and its index in the variable.
    let mut rebased_privates: HashMap<(Option<usize>, VarId), (String, String)> = HashMap::new();
    let mut member_rep: HashMap<Handle<Expr>, String> = HashMap::new();
    let mut shared_extra: HashMap<usize, String> = HashMap::new();
    for c in caps.iter() {
        let (Some(sec), Attr::Private | Attr::Firstprivate) = (&c.section, &c.attr) else {
            continue;
        };
        let k = format!("v_{}", c.name);
        // A part not starting at the first element: the uses index the copy from there, or
        // the copy has slack before it (`privates::view`, C11 6.5.6p8).
        let part =
            super::private_part_view(ast, sema, &f.names.uses, c.var, sec, region.body, body_span);
        // A loop reduction on the copy combines into it by the variable's name.
        let part = match part {
            super::PartView::Rebased if reduced_in(&c.name, body_span) => super::PartView::Slack,
            v => v,
        };
        if part == super::PartView::Rebased {
            rebased_privates.insert(
                (None, c.var),
                (format!("__oxacc_pb_{k}"), format!("__oxacc_pl_{k}")),
            );
        }
        let code = privates::region_section(
            &k,
            sec,
            c.attr == Attr::Firstprivate,
            &tname(c),
            &c.name,
            &host_expr,
            &c.name,
            c.class == VarClass::Array,
            &loc_what(&c.name),
            part,
        );
        if let Some(r) = &code.rep {
            shared_extra.insert(c.var, r.clone());
        }
        region_privates.push(code);
    }
    for (i, p) in rc.members.iter().enumerate() {
        let Some(m) = p.member.as_ref().filter(|m| !m.uses.is_empty()) else {
            continue;
        };
        let k = format!("m{i}");
        let t = mtype(&k);
        let local = format!("__oxacc_pm_{k}");
        let host_base = ast
            .exprs
            .get(m.base)
            .map(|e| src(ctx, e.span))
            .unwrap_or_default();
        let code = match &p.section {
            Some(sec) => privates::region_section(
                &k,
                sec,
                p.firstprivate,
                &t,
                &host_base,
                &host_expr,
                &local,
                sema.types.is_array(p.ty),
                &loc_what(&p.text),
                super::PartView::Whole,
            ),
            None if p.firstprivate => privates::RegionCode {
                fields: format!("{t} __oxacc_pmv_{k}; "),
                init: vec![format!(".__oxacc_pmv_{k} = ({host_base})")],
                prologue: format!("{t} {local} __attribute__((unused)) = __c->__oxacc_pmv_{k}; "),
                ..Default::default()
            },
            None => privates::RegionCode {
                prologue: format!("{t} {local} __attribute__((unused)); "),
                ..Default::default()
            },
        };
        let rep = item_rep(&k, p).unwrap_or(local);
        for u in &m.uses {
            member_rep.insert(*u, rep.clone());
        }
        region_privates.push(code);
    }
    // The loops' private items: what their uses become inside the loop. A whole variable's
    // copy has a name of its own (`__oxacc_pl_K`): declared under the variable's name it
    // would shadow the region's copy, a -Wshadow warning about generated code. A variable
    // with no copy (unused in the region) keeps its name.
    // The variables of a site's associated loops keep their names: a partitioned loop's
    // header is printed from the loop's own variable name (loops.rs).
    let loop_vars: Vec<Vec<String>> = sites
        .iter()
        .map(|s| {
            s.shape
                .loops
                .iter()
                .filter_map(|l| loops::canonical_in(ast, Some(sema), *l).map(|c| c.var_name))
                .collect()
        })
        .collect();
    // A variable declared in the region before the loop (whole, or a section of it) needs a
    // copy too: the loop's private copies are not the region's variable, which keeps its
    // value after the loop (2.9.10). The loop's own variable is private already (2.6.1).
    let region_local = |p: &capture::Privatized| {
        p.member.is_none()
            && f.names.var(p.var).is_some_and(|v| {
                !v.is_global && body_span.start <= v.span.start && v.span.end <= body_span.end
            })
    };
    let plain_copy = |si: usize, p: &capture::Privatized| {
        p.member.is_none()
            && p.section.is_none()
            && !loop_vars.get(si).is_some_and(|v| v.contains(&p.name))
            && (caps.iter().any(|c| c.var == p.var)
                || f.names.var(p.var).is_some_and(|v| v.is_global)
                || region_local(p))
    };
    let mut loop_rep: HashMap<(usize, String), String> = HashMap::new();
    // The view of each loop's private copies of parts of variables (`privates::view`).
    let mut loop_parts: HashMap<(usize, usize), super::PartView> = HashMap::new();
    for (si, items) in rc.loop_privates.iter().enumerate() {
        for (j, p) in items.iter().enumerate() {
            let k = format!("l{si}_{j}");
            if let (Some(sec), None) = (&p.section, &p.member) {
                let part = super::private_part_view(
                    ast,
                    sema,
                    &f.names.uses,
                    p.var,
                    sec,
                    region.body,
                    rc.scopes[si],
                );
                let part = match part {
                    super::PartView::Rebased if reduced_in(&p.name, rc.scopes[si]) => {
                        super::PartView::Slack
                    }
                    v => v,
                };
                loop_parts.insert((si, j), part);
                if part == super::PartView::Rebased {
                    rebased_privates.insert(
                        (Some(si), p.var),
                        (format!("__oxacc_pb_{k}"), format!("__oxacc_pl_{k}")),
                    );
                    continue;
                }
            }
            if plain_copy(si, p) {
                // Parenthesised: an identifier's span may be `(c)` in `sizeof(c)`.
                loop_rep.insert((si, p.name.clone()), format!("(__oxacc_pl_{k})"));
                continue;
            }
            let Some(rep) = item_rep(&k, p) else { continue };
            match &p.member {
                Some(m) => {
                    for u in &m.uses {
                        member_rep.insert(*u, rep.clone());
                    }
                }
                None => {
                    loop_rep.insert((si, p.name.clone()), rep);
                }
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
        // Two parts of one variable are reduced as one section covering both (the second is
        // skipped below: a loop reduction of the variable at this loop exists then).
        let group: Vec<(ReductionOp, &DataVar)> =
            s.reductions.iter().map(|(op, v)| (*op, v)).collect();
        let mut reds: Vec<(ReductionOp, String, Option<Section>, bool)> = s
            .reductions
            .iter()
            .map(|(op, v)| {
                (
                    *op,
                    v.name().to_string(),
                    capture::merged_reduction(sema, *op, v, &group).section,
                    v.subscripts.len() > 1
                        && !capture::reduces_rows(sema, v)
                        && !capture::reduces_pointer_rows(sema, v)
                        && !capture::reduces_pointer_row(sema, v),
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
            let Some((var, v)) = order
                .iter()
                .filter_map(|id| Some((*id, f.names.var(*id)?)))
                .find(|(_, x)| x.name == name)
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
                || sites.iter().enumerate().any(|(oi, o)| {
                    within(o)
                        && rc.loop_privates[oi]
                            .iter()
                            .any(|p| p.member.is_none() && p.name == name)
                })
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
            let mut lr = LoopRed::new(i, var, &name, op, &sh, array, rank, section);
            // Rows through a pointer to arrays (`p[g][1]`, `int (*p)[8]`): the pointee's rank.
            if !array
                && s.reductions
                    .iter()
                    .any(|(_, d)| d.name() == name && capture::reduces_pointer_rows(sema, d))
            {
                lr.pointer_rows = sema
                    .types
                    .pointee(sema.types.unqual_id(v.ty))
                    .map_or(0, |t| ctype::array_rank(sema, t));
                // The item alone in the loop's clauses names a part of one row (`a[1][2]`):
                // that part alone (`capture::pointer_rows_part`).
                let mine: Vec<&DataVar> = s
                    .reductions
                    .iter()
                    .filter(|(_, d)| d.name() == name)
                    .map(|(_, d)| d)
                    .collect();
                if let [d] = mine.as_slice() {
                    lr.row_elems = capture::pointer_rows_part(sema, d);
                }
            }
            // A whole struct, or a whole array of structs of mixed member types, member by
            // member (`capture::reduced_members`; the paths as lvalue suffixes).
            lr.members = if lr.section.is_none() {
                capture::reduced_member_suffixes(sema, op, v.ty)
            } else {
                Vec::new()
            };
            if array && !lr.members.is_empty() {
                // Uses in the loop reach the array copy of the code (`LoopRed::code`).
                lr.use_text = format!("__oxacc_lv_{name}");
            }
            if lr.members.is_empty() && lr.section.is_none() {
                lr.flat = flat_leaf_type(sema, op, Some(v.ty));
            }
            // A row reached through a pointer to pointers (`p[g][1]`, `int **p`): the part
            // of the row.
            // Also through an array of row pointers (`int *q[3]`), whose uses reach the
            // one-entry table through a pointer to its rows (`LoopRed::code`).
            lr.row_part = s
                .reductions
                .iter()
                .find(|(_, d)| d.name() == name && capture::reduces_pointer_row(sema, d))
                .and_then(|(_, d)| capture::pointer_row_section(sema, d));
            if array && lr.row_part.is_some() {
                lr.use_text = format!("__oxacc_lv_{name}");
            }
            lr.row_from_first = lr
                .row_part
                .as_ref()
                .is_some_and(|r| r.lower.is_none_or(|e| sema.eval_int(e) == Some(0)));
            loop_reds.push(lr);
        }
    }

    // ---- body edits -----------------------------------------------------------------
    let mut edits = Edits::default();
    for (span, t) in edits_out.drain(..) {
        edits.replace(span, t);
    }
    for (span, t) in &local_types.tags {
        edits.replace(*span, t.clone());
    }
    let mut shared: HashMap<usize, String> = caps
        .iter()
        .filter_map(|c| match &c.attr {
            Attr::Shared => Some((c.var, format!("(*__s_{})", c.name))),
            // An array of structs reduced member by member is a local copy of its own name
            // (`reduction_code`), not an array of elements reached through `__rp_`.
            Attr::Reduction(r)
                if c.class == VarClass::Array
                    && !(r.section.is_none()
                        && f.names.var(c.var).is_some_and(|v| {
                            capture::reduced_members(sema, r.op, v.ty).is_some()
                        })) =>
            {
                Some((c.var, format!("(*__rp_{})", c.name)))
            }
            _ => None,
        })
        .collect();
    shared.extend(shared_extra);
    // The subscript expressions by their base (`LoopRed::rebased_use`).
    let index_of: HashMap<Handle<Expr>, Handle<Expr>> = exprs
        .iter()
        .filter_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
            Some(ExprKind::Index { base, .. }) => Some((*base, *e)),
            _ => None,
        })
        .collect();
    // The other rebased forms' parents (`i[p]`, `*p`, `p + e`), when a loop reduces a part.
    let parents =
        if !rebased_privates.is_empty() || loop_reds.iter().any(|r| r.rebase_form().is_some()) {
            super::rebased_use_parents(ast, sema, exprs)
        } else {
            HashMap::new()
        };
    let mut slack: HashSet<usize> = HashSet::new();
    for e in exprs {
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        // A use of a private member: its copy (the sub-expressions go with it).
        if let Some(rep) = member_rep.get(e) {
            edits.replace(ex.span, rep.clone());
            continue;
        }
        if rc.covered.contains(e) {
            continue;
        }
        let Some(var) = f.names.uses.get(e) else {
            // `__func__` names the user's function, not the outlined one (C11 6.4.2.2).
            if let oxacc_syntax::ast::ExprKind::Ident(id) = &ex.kind {
                if matches!(
                    ast.name(*id),
                    "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                ) && sema.resolved(*e).is_none()
                {
                    edits.replace(
                        ex.span,
                        format!("\"{}\"", crate::writer::escape_c_string(&f.name)),
                    );
                }
            }
            // So does gcc's `__builtin_FUNCTION()`, which gcc folds before any outlining.
            if oxacc_omp::walk::is_builtin_function_call(ast, ex) {
                edits.replace(
                    ex.span,
                    format!("\"{}\"", crate::writer::escape_c_string(&f.name)),
                );
            }
            continue;
        };
        let name = f.names.var(*var).map(|v| v.name.as_str()).unwrap_or("");
        // Private to a loop: the loop's copy, declared around the loop under the same name
        // unless it is seen through a pointer.
        if let Some((si, _)) = rc.loop_private_at(*var, ex.span) {
            if let Some((lb, lro)) = rebased_privates.get(&(Some(si), *var)) {
                if !rebase_flat_use(ast, &index_of, &parents, *e, lb, lro, &mut edits) {
                    ctx.diags.push(rebased_private_use(ex.span, name));
                    return None;
                }
                continue;
            }
            if let Some(rep) = loop_rep.get(&(si, name.to_string())) {
                edits.replace(ex.span, rep.clone());
            }
            continue;
        }
        // By variable: a variable of the loop body shadowing the reduced one keeps its name.
        if let Some((ri, r)) = loop_reds.iter().enumerate().find(|(_, r)| {
            let sc = sites[r.site].scope;
            r.var == *var && sc.start <= ex.span.start && ex.span.end <= sc.end
        }) {
            if !r.rebased_use(ast, &index_of, &parents, *e, &mut edits) {
                if r.rebase_form().is_some() {
                    slack.insert(ri);
                }
                edits.replace(ex.span, r.use_text.clone());
            }
            continue;
        }
        if let Some((lb, lro)) = rebased_privates.get(&(None, *var)) {
            if !rebase_flat_use(ast, &index_of, &parents, *e, lb, lro, &mut edits) {
                ctx.diags.push(rebased_private_use(ex.span, name));
                return None;
            }
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
    // Expressions rendered into generated code stay generated; the body's edits are marked.
    let no_mark = |_: u32| String::new();
    let generated = |off: u32| ctx.writer.generated_marker(off);
    for (s, h) in &atomics {
        let Some(a) = acc_of(ctx, *h) else { continue };
        let sspan = ast.stmts.get(*s).map(|s| s.span).unwrap_or_default();
        let dspan = ast.directives.get(*h).map(|d| d.span).unwrap_or_default();
        match a.name {
            DirectiveName::Atomic(_) => {
                match super::atomic::lower_atomic(ctx, a, &|sp| {
                    edits.render(text, sp, &marker, &no_mark)
                }) {
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
    // What each loop statement is wrapped in: its private copies (2.9.10) and the partials
    // of its reductions on shared variables (2.9.11), with their bounds evaluated there.
    let render = |e: Handle<Expr>| {
        let sp = ast.exprs.get(e).map(|e| e.span).unwrap_or_default();
        format!("({})", edits.render(text, sp, &marker, &no_mark))
    };
    let mut wraps: Vec<(String, String)> = vec![(String::new(), String::new()); sites.len()];
    for (si, items) in rc.loop_privates.iter().enumerate() {
        let what = |t: &str| {
            format!(
                "{}: the private copy of '{}'",
                ctx.writer.location_text(sites[si].line_offset),
                crate::writer::escape_c_string(t)
            )
        };
        for (j, p) in items.iter().enumerate() {
            let k = format!("l{si}_{j}");
            // The type of the item's base where the loop runs. A variable the region does not
            // use needs no copy (and has no typedef).
            let base_ty = match &p.member {
                Some(m) if m.uses.is_empty() => continue,
                Some(_) => mtype(&k),
                None => match caps.iter().find(|c| c.var == p.var) {
                    Some(c) => tname(c),
                    None if f.names.var(p.var).is_some_and(|v| v.is_global) || region_local(p) => {
                        format!("__typeof__({})", p.name)
                    }
                    None => continue,
                },
            };
            // `private(i)` naming the loop's own variable, private in the region already
            // (2.6.1): that copy serves (a second one would shadow it, -Wshadow).
            if p.member.is_none()
                && p.section.is_none()
                && loop_vars.get(si).is_some_and(|v| v.contains(&p.name))
                && (region_local(p)
                    || caps
                        .iter()
                        .any(|c| c.var == p.var && c.attr == Attr::Private && c.section.is_none()))
            {
                continue;
            }
            let local = match &p.member {
                Some(_) => format!("__oxacc_pm_{k}"),
                None if plain_copy(si, p) => format!("__oxacc_pl_{k}"),
                None => p.name.clone(),
            };
            let (pre, post) = match &p.section {
                Some(sec) => {
                    let (pre, post, _) = privates::loop_section(
                        &k,
                        sec,
                        &base_ty,
                        &render,
                        &local,
                        sema.types.is_array(p.ty),
                        &what(&p.text),
                        loop_parts
                            .get(&(si, j))
                            .copied()
                            .unwrap_or(super::PartView::Whole),
                    );
                    (pre, post)
                }
                None => (
                    format!("{base_ty} {local} __attribute__((unused)); "),
                    String::new(),
                ),
            };
            wraps[si].0.push_str(&pre);
            wraps[si].1.push_str(&post);
        }
    }
    for ri in slack {
        loop_reds[ri].slack = true;
    }
    for r in &loop_reds {
        let (pre, post) = r.code(&render);
        wraps[r.site].0.push_str(&pre);
        wraps[r.site].1.push_str(&post);
    }
    // Loops. The closing texts are inserted innermost first (insertions at one offset keep
    // their order), so loops of a nest ending at one offset close in the right order.
    let mut closers: Vec<(u32, String)> = Vec::new();
    for (si, s) in sites.iter().enumerate() {
        if let Some(line) = s.dir_line {
            let keep = match s.mode {
                Mode::Inner { ivdep: true } if ivdep_allowed(ast, s.for_stmt) => {
                    "\n#pragma GCC ivdep\n"
                }
                _ => "",
            };
            edits.replace(line, keep);
        }
        // The loop's private copies and reduction partials (2.9.10, 2.9.11).
        let (wrap_pre, red_post) = wraps[si].clone();
        let scope_start = s.dir_line.map(|l| l.start).unwrap_or(s.scope.start);
        if s.mode == Mode::Gang {
            let shape = s.shape.truncated(s.depth);
            let resolve = |e: Handle<Expr>| {
                let v = f.names.uses.get(&e).copied()?;
                Some((v, f.names.var(v)?.span))
            };
            let nest = match loops::Nest::new(ast, Some(sema), &shape, &resolve) {
                Ok(n) => n,
                Err(e) => {
                    ctx.diags.push(nest_error(&e, s.tile.is_some()));
                    return None;
                }
            };
            let render = |e: Handle<Expr>| {
                let sp = ast.exprs.get(e).map(|e| e.span).unwrap_or_default();
                edits.render(text, sp, &marker, &no_mark)
            };
            let texts: Vec<LoopTexts> = nest
                .loops
                .iter()
                .map(|l| {
                    let decl = loops::decl_text(l, |sp| edits.render(text, sp, &no_mark, &no_mark));
                    let typing =
                        loops::LoopTyping::of(ast, Some(sema), l, |o| ctx.writer.location_text(o));
                    let mut t = LoopTexts::of(l, decl, typing, render);
                    // (a pointer is recomputed from the counter: `p + (T *)st` is no C)
                    t.steps_itself = t.typing.ptr_elem.is_none() && loops::steps_itself(ast, l);
                    t
                })
                .collect();
            // With several gang dimensions a gang loop divides its iterations among the gangs
            // of its own dimension; the gangs of the others run them redundantly (2.2.1 GRd,
            // 2.9.2 GPd).
            let (tid, nthr) = match gang_dims {
                1 => ("__tid".to_string(), "__nthr".to_string()),
                _ => {
                    let d = s.gang_dim.clamp(1, 3);
                    (format!("__oxacc_gc{d}"), format!("__oxacc_gn{d}"))
                }
            };
            let code = match &s.tile {
                Some(sizes) => loops::tiled_nest_over(&texts, sizes, &tid, &nthr),
                None => loops::gang_nest_over(&texts, &tid, &nthr),
            };
            // Each associated loop's header becomes its part of the partitioned nest; the
            // `{ }` blocks and intervening code between the loops stay as written.
            for (k, l) in nest.loops.iter().enumerate() {
                let body = ast.stmts.get(l.body).map(|b| b.span).unwrap_or_default();
                let header = Span::new(l.header.start, body.start);
                let mut head = code.headers.get(k).cloned().unwrap_or_default();
                // The user's tests, as written and at their own line and column, in dead code
                // inside the innermost loop (where every loop variable is declared): the
                // partitioned headers compare oxacc's counters instead, so cc's warnings on
                // the tests themselves (-Wsign-compare on `i < n` with `unsigned i`, `int n`)
                // were lost, where gcc alone gives them.
                if k + 1 == nest.loops.len() {
                    for l in &nest.loops {
                        if let Some(oxacc_syntax::ast::StmtKind::For { cond: Some(c), .. }) =
                            ast.stmts.get(l.for_stmt).map(|st| &st.kind)
                        {
                            if let Some(cs) = ast.exprs.get(*c).map(|x| x.span) {
                                head.push_str(&format!(
                                    "if (0) (void)({}{}{});",
                                    marker(cs.start),
                                    edits.render(text, cs, &marker, &no_mark),
                                    generated(cs.end)
                                ));
                            }
                        }
                    }
                }
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
    let body_text = edits.render(text, body_span, &marker, &generated);

    // ---- the outlined function ------------------------------------------------------
    let mut fields = String::from("int __nthr; ");
    let mut prologue = String::new();
    let mut epilogue = String::new();
    let mut init = Vec::new();
    // The lengths of the variably modified typedefs the region names (`local_type_names`).
    for (field, b) in &local_types.vla {
        let f = field.trim_start_matches("__c->");
        fields.push_str(&format!("unsigned long {f}; "));
        init.push(format!(".{f} = {b}"));
    }
    let mut after_init = String::new();
    let mut red_pre = String::new();
    let mut red_post = String::new();
    // A scalar a `kernels ... async` construct writes (host code between its kernels, run on
    // the queue as a serial kernel: `k = 2;`) and a later kernel only reads: on the host
    // team that kernel reads it when the queue runs it, not when it is queued (2.16.1: the
    // construct's parts run in order on the queue; the GPU kernel reads the device copy).
    let queued_reads: HashSet<usize> = if region.kind == Kind::Kernels
        && acc
            .clauses
            .iter()
            .any(|c| matches!(c.kind, ClauseKind::Async(_)))
    {
        let written = f.kernel_queue_written.borrow();
        caps.iter()
            .filter(|c| {
                c.attr == Attr::Firstprivate
                    && matches!(c.class, VarClass::Scalar { .. })
                    && !vla_fields.contains_key(&c.var)
                    && !hoisted_caps.contains(&c.var)
                    && written.contains(&c.var)
            })
            .map(|c| c.var)
            .collect()
    } else {
        HashSet::new()
    };
    // A variable declared in a `kernels ... async` construct that this kernel reaches
    // through its address on the host team (shared: an array, a struct, a scalar the kernel
    // writes; or a queued read): the host code after the launch may write it before the
    // queue runs the kernel (its initializer again in the next pass of a host loop around
    // the kernel, or in the next execution of the construct), or its lifetime may end with
    // the construct's body. The GPU's copies of such variables are the kernel's own, copied
    // out synchronously after an async launch (`kernel_copies` below); the host team waits
    // likewise (`int w = k; w = w * 2;` in a host loop around a kernel reading `w`: every
    // pass saw the last pass's value).
    let kernels_locals_by_address = region.kind == Kind::Kernels && {
        let construct = construct_body_span(ast, region, body_span);
        // A pointer declared there may hold the address of such a variable (`int buf[2] =
        // {k, k}; int *p = buf;`): the kernel reads through it when the queue runs.
        caps.iter().any(|c| {
            f.names.var(c.var).is_some_and(|v| {
                construct.start <= v.span.start
                    && v.span.end <= construct.end
                    && (c.attr == Attr::Shared
                        || queued_reads.contains(&c.var)
                        || ctype::object_pointer(sema, v.ty))
            })
        })
    };
    for c in &caps {
        let t = tname(c);
        let n = &c.name;
        let vla = vla_fields.get(&c.var);
        for (k, b) in vla.into_iter().flatten().enumerate() {
            fields.push_str(&format!("unsigned long __oxacc_vla_{n}_{k}; "));
            init.push(format!(".__oxacc_vla_{n}_{k} = {b}"));
        }
        match &c.attr {
            // A section (or a large or variable-length whole array): printed below.
            Attr::Private | Attr::Firstprivate if c.section.is_some() => {}
            // The field is `void *` (the type has run-time lengths): an explicit cast, so that
            // a pointer to const data is no warning of cc's about the generated code.
            Attr::Shared if vla.is_some() => {
                fields.push_str(&format!("void *{n}; "));
                prologue.push_str(&format!(
                    "{t} *const __s_{n} __attribute__((unused)) = __c->{n}; "
                ));
                init.push(format!(".{n} = (void *)&{n}"));
            }
            Attr::Firstprivate if vla.is_some() => {
                fields.push_str(&format!("void *{n}; "));
                prologue.push_str(&format!("{t} {n} __attribute__((unused)) = __c->{n}; "));
                init.push(format!(".{n} = (void *){n}"));
            }
            Attr::Shared => {
                fields.push_str(&format!("{t} *{n}; "));
                prologue.push_str(&format!(
                    "{t} *const __s_{n} __attribute__((unused)) = __c->{n}; "
                ));
                if hoisted_caps.contains(&c.var) {
                    init.push(format!(".{n} = (void *)&{n}"));
                } else {
                    init.push(format!(".{n} = &{n}"));
                }
            }
            // The copies of firstprivate and private variables are `unused` for cc: a store
            // nothing reads after it (`total = ...;` in a serial construct, dead by 2.6.2's
            // firstprivate) is fine in the user's function, which reads the variable after the
            // construct, but is "set but not used" in the region's function
            // (-Wunused-but-set-variable), and cc warns about none of the generated code.
            Attr::Firstprivate if queued_reads.contains(&c.var) => {
                fields.push_str(&format!("{t} *{n}; "));
                prologue.push_str(&format!("{t} {n} __attribute__((unused)) = *__c->{n}; "));
                init.push(format!(".{n} = &{n}"));
            }
            Attr::Firstprivate => {
                fields.push_str(&format!("{t} {n}; "));
                // A value of a type the context names differently (a hoisted record) is
                // copied as bytes, like an array.
                // The destination is cast to `void *`: the type of a const array (`const
                // double t[4]` in a firstprivate clause) keeps its const elements, and cc
                // warned that the copy "discards 'const' qualifier" by default (and the
                // source too for a volatile array).
                if c.class == VarClass::Array
                    || hoisted_caps.contains(&c.var) && c.class == VarClass::Aggregate
                {
                    prologue.push_str(&format!(
                        "{t} {n} __attribute__((unused)); __builtin_memcpy((void *)&{n}, (const void *)&__c->{n}, sizeof({n})); "
                    ));
                    after_init.push_str(&format!(
                        "__builtin_memcpy((void *)&__oxacc_c.{n}, (const void *)&{n}, sizeof({n})); "
                    ));
                } else if hoisted_caps.contains(&c.var) {
                    // A pointer to a hoisted record.
                    prologue.push_str(&format!("{t} {n} __attribute__((unused)) = __c->{n}; "));
                    init.push(format!(".{n} = (void *){n}"));
                } else {
                    prologue.push_str(&format!("{t} {n} __attribute__((unused)) = __c->{n}; "));
                    init.push(format!(".{n} = {n}"));
                }
            }
            // Unused when the region's only use is a loop that declares its own copy (a
            // partitioned loop's variable): no cc warning about generated code for that.
            Attr::Private => prologue.push_str(&format!("{t} {n} __attribute__((unused)); ")),
            Attr::Reduction(r) => {
                let rank = f
                    .names
                    .var(c.var)
                    .map(|v| ctype::array_rank(sema, v.ty))
                    .unwrap_or(1)
                    .max(1);
                let members = match f.names.var(c.var) {
                    Some(v) if r.section.is_none() => {
                        capture::reduced_member_suffixes(sema, r.op, v.ty)
                    }
                    _ => Vec::new(),
                };
                let flat = if members.is_empty() {
                    flat_leaf_type(sema, r.op, f.names.var(c.var).map(|v| v.ty))
                } else {
                    None
                };
                let (pro, fld, ini, pre, post, epi) =
                    reduction_code(c, r, &t, rank, &members, flat.as_deref(), &host_expr);
                prologue.push_str(&pro);
                fields.push_str(&fld);
                init.extend(ini);
                red_pre.push_str(&pre);
                red_post.push_str(&post);
                epilogue.push_str(&epi);
            }
        }
    }
    // Private/firstprivate sections and members (privates.rs).
    let has_snapshot = !region_privates.iter().all(|r| r.after_init.is_empty());
    for r in region_privates {
        fields.push_str(&r.fields);
        init.extend(r.init);
        after_init.push_str(&r.after_init);
        prologue.push_str(&r.prologue);
        epilogue.push_str(&r.epilogue);
        red_post.push_str(&r.post);
    }
    if gang_dims > 1 {
        // The gang's coordinates (dimension one fastest). Run by the local thread (if(false),
        // self) or as one gang, the team has one gang, every dimension one.
        fields.push_str("long long __ng1, __ng2, __ng3; ");
        for k in 0..3 {
            init.push(if k < gang_dims {
                format!(".__ng{} = __oxacc_hng{k}", k + 1)
            } else {
                format!(".__ng{} = 1", k + 1)
            });
        }
        prologue.push_str(
            "const long long __oxacc_gt = __c->__ng1 * __c->__ng2 * __c->__ng3; \
             const long long __oxacc_gn1 = __nthr == __oxacc_gt ? __c->__ng1 : __nthr; \
             const long long __oxacc_gn2 = __nthr == __oxacc_gt ? __c->__ng2 : 1; \
             const long long __oxacc_gn3 = __nthr == __oxacc_gt ? __c->__ng3 : 1; \
             const long long __oxacc_gc1 __attribute__((unused)) = __tid % __oxacc_gn1; \
             const long long __oxacc_gc2 __attribute__((unused)) = __tid / __oxacc_gn1 % __oxacc_gn2; \
             const long long __oxacc_gc3 __attribute__((unused)) = __tid / (__oxacc_gn1 * __oxacc_gn2); \
             (void)__oxacc_gn3; __oxacc_region_gang_dims(__oxacc_gn1, __oxacc_gn2);\n",
        );
        // A gang routine's gang loop (`__oxacc_region_gang`) divides its iterations along its
        // own dimension while this gang runs; a later one-dimensional region finds none.
        epilogue.push_str("\n__oxacc_region_gang_dims(0, 0);");
    }
    let prologue = format!("{}{vla_types}{prologue}", local_types.prologue);
    // The copies are named as the captured variables, at the start of a file-scope function:
    // one named as a file-scope variable (a parameter `state` of the user's function that
    // shadows a global `state` already, or a written global made firstprivate, 2.6.2) would
    // shadow it there, a -Wshadow warning about generated code.
    let shadows_global = caps
        .iter()
        .any(|c| sema.lookup(sema.file_scope(), &c.name).is_some());
    let prologue = if shadows_global {
        format!(
            "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wshadow\"\n{prologue}\n#pragma GCC diagnostic pop\n"
        )
    } else {
        prologue
    };
    let ctx_name = format!("__oxacc_ctx{id}");
    // Reductions keep one partial per thread of the team (`__oxacc_gang_slot`: a thread may
    // run several gangs), and the launcher combines the partials of the slots in use.
    let slots = if caps.iter().any(|c| matches!(c.attr, Attr::Reduction(_))) {
        "int __oxacc_ns; const int __oxacc_sl = __oxacc_gang_slot(&__oxacc_ns); \
         if (__tid == 0) __c->__nthr = __oxacc_ns;"
    } else {
        "if (__tid == 0) __c->__nthr = __nthr;"
    };
    file_text.push_str(&format!("struct {ctx_name} {{ {fields}}};\n"));
    file_text.push_str(&format!(
        "static void {fname}(void *__vctx, int __tid, int __nthr) {{\n\
         struct {ctx_name} *const __c = (struct {ctx_name} *)__vctx; (void)__tid; (void)__nthr;\n\
         {slots}\n{prologue}\n{marker}{body_text}{resume}{epilogue}\n}}\n",
        marker = ctx.writer.line_marker(body_span.start),
        resume = ctx.writer.generated_marker(body_span.end),
    ));
    let fn_marker = ctx.writer.line_marker(f.start);
    let hoisted = ctx.hoisted.take_defs();
    ctx.writer
        .insert(f.start, format!("{hoisted}{file_text}{fn_marker}"));

    // ---- the launch -----------------------------------------------------------------
    let expr_text = |e: Handle<Expr>| {
        ast.exprs
            .get(e)
            .map(|e| src(ctx, e.span))
            .unwrap_or_else(|| "0".into())
    };
    let mut cond_local: Vec<String> = Vec::new();
    let host_single = region.single || host_seq_top(ctx, region);
    let mut hint = match region.kind {
        Kind::Serial => "1".to_string(),
        _ if host_single || host_one_gang => "1".to_string(),
        _ => "0".to_string(),
    };
    let mut async_arg: Option<String> = None;
    let mut waits: Option<Vec<String>> = None;
    // (local, C) of the checked num_gangs / num_workers / vector_length values of the host
    // code (`crate::compute::checked_size`).
    let mut host_sizes: Vec<(String, String)> = Vec::new();
    let loc_lit = format!("\"{}\"", crate::writer::escape_c_string(&loc));
    // `self` (2.5.7): the region runs on the local device, which shares the local thread's
    // memory: like `if(false)`, the data clauses take no action then. Evaluated once.
    let mut self_cond: Option<String> = None;
    let mut sync_waits: Option<(String, String)> = None;
    for c in &clauses {
        match &c.kind {
            ClauseKind::If(e) => cond_local.push(format!("!({})", expr_text(*e))),
            ClauseKind::SelfClause(SelfArg::None) => {
                self_cond = Some("1".into());
                cond_local.push("__oxacc_self".into());
            }
            ClauseKind::SelfClause(SelfArg::Cond(e)) => {
                self_cond = Some(expr_text(*e));
                cond_local.push("__oxacc_self".into());
            }
            ClauseKind::NumGangs(v) if region.kind != Kind::Serial && !v.is_empty() => {
                // Several dimensions (2.5.10): the total is their product. Each value is
                // checked, as the GPU launch checks it: -3 ran the default team and a value
                // beyond int was cut to an int.
                host_sizes.retain(|(k, _)| !k.starts_with("__oxacc_hng"));
                let mut before = "1LL".to_string();
                for (k, e) in v.iter().enumerate() {
                    let local = format!("__oxacc_hng{k}");
                    let checked = super::checked_size(
                        c,
                        ctx.text,
                        &ctx.size_arg(*e, expr_text(*e)),
                        (k, v.len()),
                        &before,
                        &loc_lit,
                    );
                    host_sizes.push((local.clone(), checked));
                    before = format!("{local} * {before}");
                }
                if !host_single {
                    hint = format!(
                        "(int)({})",
                        (0..v.len())
                            .map(|k| format!("__oxacc_hng{k}"))
                            .collect::<Vec<_>>()
                            .join(" * ")
                    );
                }
            }
            // Not used by the CPU team, but checked as the GPU launch checks them, so that
            // every device type stops on the same values.
            ClauseKind::NumWorkers(e) | ClauseKind::VectorLength(e)
                if region.kind != Kind::Serial =>
            {
                let local = if matches!(c.kind, ClauseKind::NumWorkers(_)) {
                    "__oxacc_hnw"
                } else {
                    "__oxacc_hvl"
                };
                host_sizes.retain(|(k, _)| k != local);
                let checked = super::checked_size(
                    c,
                    ctx.text,
                    &ctx.size_arg(*e, expr_text(*e)),
                    (0, 1),
                    "1LL",
                    &loc_lit,
                );
                host_sizes.push((local.to_string(), checked));
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
    // Reductions combine, and firstprivate snapshots are freed, after the run: such a
    // region runs synchronously (after waiting for its queue).
    let has_red = caps.iter().any(|c| matches!(c.attr, Attr::Reduction(_))) || has_snapshot;
    // ---- the GPU kernel (cuda/) ------------------------------------------------------
    // The model both writers print from (model.rs): this writer's CPU code above, the CUDA
    // kernel here.
    let gpu_sites = nvidia_sites.as_ref().unwrap_or(&sites);
    let model = super::model::RegionModel {
        region,
        sites: gpu_sites,
        caps: &caps,
        rc: &rc,
        levels: super::model::assign_levels(
            ctx,
            gpu_sites,
            region.kind == Kind::Serial || region.single,
        ),
    };
    // Where a kernel of a `kernels` region is reported: at its innermost loop (PGI's
    // "Accelerator kernel generated", and the line its launches show in the time report).
    // The innermost loop of a collapsed nest is its last associated loop (nvc: "84, Loop is
    // parallelizable" of a `collapse(2)` nest's second loop comes before the kernel's lines).
    let anchor = if region.kind == Kind::Kernels {
        sites
            .iter()
            .map(|s| {
                s.shape
                    .loops
                    .iter()
                    .take(s.depth)
                    .skip(1)
                    .filter_map(|l| ctx.ast.stmts.get(*l).map(|x| x.span.start))
                    .fold(s.line_offset, u32::max)
            })
            .max()
            .unwrap_or(body_span.start)
    } else {
        acc.span.start
    };
    let kernel_at = (region.kind == Kind::Kernels && !region.single).then_some(anchor);
    // The host team's launches of such a kernel carry its line too (__oxacc_run_team_at).
    let kernel_line = kernel_at.map(|at| ctx.writer.lookup(at).line);
    let gpu = super::cuda::lower_region_kernel(ctx, f, &model, id, kernel_at);
    // The emulated device's kernel, read with its own `device_type` group (2.4), where it
    // differs from NVIDIA's: `Some(None)` when it could not be written (emul then stops at
    // the construct). Its warnings would repeat the NVIDIA kernel's and its -Minfo lines are
    // not shown (nvc reports the NVIDIA code).
    let emul_gpu = match (&gpu, &emul_sites) {
        (Some(_), Some(es)) => {
            // The levels and the kernel both read emul's group.
            ctx.gpu_type = PlanFor::Emul.name();
            let emul_model = super::model::RegionModel {
                region,
                sites: es,
                caps: &caps,
                rc: &rc,
                levels: super::model::assign_levels(
                    ctx,
                    es,
                    region.kind == Kind::Serial || region.single,
                ),
            };
            let before = ctx.diags.len();
            let k = super::cuda::lower_region_kernel(ctx, f, &emul_model, id, kernel_at);
            ctx.gpu_type = PlanFor::Nvidia.name();
            let why = if k.is_none() { ctx.diags.pop() } else { None };
            ctx.diags.truncate(before);
            ctx.diags.extend(why);
            Some(k)
        }
        _ => None,
    };
    if gpu.is_some() {
        // First among the construct's messages, as NVIDIA prints it.
        ctx.minfo_once(region.dir, acc.span.start, "Generating NVIDIA GPU code");
    }
    // The data clauses (2.7) and if/async/wait (2.5.6, 2.16) of a parallel/serial construct:
    // `data::construct_data` evaluates them once; a kernel of a `kernels` region takes them
    // from the enclosing construct (see kernels.rs), only if/async/wait apply per kernel.
    let (mut data_enter, mut data_exit) = (String::new(), String::new());
    // The construct's descriptor array, whose device addresses the launch reuses.
    let mut launch_clauses: Option<(String, usize)> = None;
    // The kernel has data clauses of its own (variables declared in a `kernels` construct):
    // synchronous, while the construct's `async` applies to the launch.
    let mut kernel_copies = false;
    let present = matches!(default_kind, Some((DefaultKind::Present, _)));
    // An array of unknown size (`extern double g[];`, defined in another file) cannot be
    // copied: 2.6.2's implicit `copy` of an aggregate needs its size, which C does not give
    // (2.7.1: "the length ... must be explicitly specified"). Like nvc, it is treated as
    // `present`: its data must already be on the device (a `declare create` in the file that
    // defines it, an enclosing data region, `enter data`), looked up by its address; absent,
    // the launch stops with the not-present error naming it.
    let unknown_size = |v: usize| {
        f.names
            .var(v)
            .is_some_and(|x| ctype::unsized_array(sema, x.ty))
    };
    // A function's static constant table of pointers that the kernel reads as the module's
    // device copy (cuda/kernel/static_copy.rs) needs no copy of the host's table.
    let device_tables: Vec<usize> = gpu
        .as_ref()
        .map(|g| g.device_tables.clone())
        .unwrap_or_default();
    let mut implicit: Vec<crate::data::ImplicitVar> = caps
        .iter()
        .filter(|c| c.origin == Origin::Implicit && c.attr == Attr::Shared)
        .filter(|c| !device_tables.contains(&c.var))
        .map(|c| crate::data::ImplicitVar {
            parts: Vec::new(),
            kind: if (present && !matches!(c.class, VarClass::Scalar { .. })) || unknown_size(c.var)
            {
                oxacc_acc::ast::DataClauseKind::Present
            } else if f.names.var(c.var).is_some_and(|v| const_object(sema, v.ty)) {
                oxacc_acc::ast::DataClauseKind::Copyin
            } else {
                oxacc_acc::ast::DataClauseKind::Copy
            },
            var: c.name.clone(),
            section: None,
            unknown_size: unknown_size(c.var),
            each: None,
            reported: true,
        })
        .collect();
    let mut implicit_vars: Vec<usize> = caps
        .iter()
        .filter(|c| c.origin == Origin::Implicit && c.attr == Attr::Shared)
        .filter(|c| !device_tables.contains(&c.var))
        .map(|c| c.var)
        .collect();
    // 2.6.2: "if a variable appears in a reduction clause but no other data clause, it is
    // treated as if it also appears in a copy clause" (the device's copy is the one the
    // kernel combines into; on the host device a copy takes no action).
    let in_data_clause = |n: &str| {
        clauses.iter().any(|c| {
            matches!(c.kind, ClauseKind::Data(_)) && c.vars().iter().any(|v| v.name() == n)
        })
    };
    for c in &caps {
        let Attr::Reduction(r) = &c.attr else {
            continue;
        };
        if !in_data_clause(&c.name) && !f.visible_data.contains(&c.name) {
            let n = &c.name;
            let src = |e: Handle<Expr>| {
                ast.exprs
                    .get(e)
                    .map(|x| ctx.src(x.span).to_string())
                    .unwrap_or_else(|| "0".into())
            };
            let (base_ty, elem_ty) = (format!("__typeof__({n})"), format!("__typeof__(({n})[0])"));
            let section = r
                .section
                .as_ref()
                .map(|sec| sec.texts(&src, &base_ty, &elem_ty));
            // Several parts with run-time bounds: -Minfo names each part (nvc's form), not
            // the covering section's computed bounds; in source order.
            let mut ordered: Vec<&Section> = r
                .section
                .iter()
                .filter(|sec| !sec.also.is_empty())
                .flat_map(|sec| std::iter::once(sec).chain(&sec.also))
                .collect();
            ordered.sort_by_key(|part| {
                part.lower
                    .and_then(|e| ast.exprs.get(e))
                    .map_or(0, |x| x.span.start)
            });
            let parts = ordered
                .into_iter()
                .map(|part| {
                    let one = super::capture::Section {
                        also: Vec::new(),
                        ..part.clone()
                    };
                    let (lo, len) = one.texts(&src, &base_ty, &elem_ty);
                    format!("{n}[{lo}:{len}]")
                })
                .collect();
            implicit.push(crate::data::ImplicitVar {
                parts,
                kind: oxacc_acc::ast::DataClauseKind::Copy,
                var: c.name.clone(),
                section,
                unknown_size: false,
                each: None,
                reported: true,
            });
            implicit_vars.push(c.var);
        }
    }
    // The scalar reduction variables (not arrays, sections or members): the construct's
    // (its reduction clause, or a loop's it combines at the end), and the shared variables a
    // loop of the region reduces into (2.9.11; `parallel copy(t)` around `loop reduction(+:t)`).
    // Their `copy`, implied above or written on the construct, carries the runtime's reduction
    // hint (`data::construct_data`).
    let loop_reduced = |c: &Capture| {
        c.attr == Attr::Shared
            && sites.iter().any(|s| {
                s.reductions
                    .iter()
                    .any(|(_, v)| !v.is_member && v.subscripts.is_empty() && v.name() == c.name)
            })
    };
    let red_scalars: Vec<String> = caps
        .iter()
        .filter(|c| {
            (matches!(&c.attr, Attr::Reduction(r) if r.section.is_none()) || loop_reduced(c))
                && matches!(c.class, VarClass::Scalar { pointer: false, .. })
        })
        .map(|c| c.name.clone())
        .collect();
    // Every variable a reduction of the region combines into (the construct's, a loop's on a
    // shared variable, `kernels`' implied ones; scalars, arrays, elements and sections): a
    // `copyout` or `create` of it on the construct copies it in as well
    // (`data::construct_data`'s `reduced`).
    let red_names: Vec<String> = caps
        .iter()
        .filter(|c| {
            matches!(&c.attr, Attr::Reduction(_))
                || (c.attr == Attr::Shared
                    && (sites
                        .iter()
                        .any(|s| s.reductions.iter().any(|(_, v)| v.name() == c.name))
                        || region.implied_reductions.iter().any(|(n, _)| *n == c.name)))
        })
        .map(|c| c.name.clone())
        .collect();
    if let Some(g) = &gpu {
        for (name, var) in &g.implicit_globals {
            if !in_data_clause(name) && !implicit.iter().any(|x| x.var == *name) {
                implicit.push(crate::data::ImplicitVar {
                    parts: Vec::new(),
                    kind: if present || unknown_size(*var) {
                        oxacc_acc::ast::DataClauseKind::Present
                    } else if f.names.var(*var).is_some_and(|v| const_object(sema, v.ty)) {
                        oxacc_acc::ast::DataClauseKind::Copyin
                    } else {
                        oxacc_acc::ast::DataClauseKind::Copy
                    },
                    var: name.clone(),
                    section: None,
                    unknown_size: unknown_size(*var),
                    each: None,
                    reported: true,
                });
                implicit_vars.push(*var);
            }
        }
    }
    // The pointer members of array elements the kernel reads (`arr[k].p[i]`, `ps->p`): the
    // device copy of `arr` holds the host's addresses (2.6.2's implicit copy and the data
    // clauses copy bitwise), which the kernel dereferenced (host memory on emul, an illegal
    // address on a GPU) when the targets were mapped separately without attaching them.
    // Each such member gets the construct's implicit attach action (2.7.2) for every element
    // whose target is present; one the program attached is only counted (bug hunt
    // 2026-11-29: the known gap "array of structs copied whole whose elements' pointer
    // members point to data mapped separately").
    if gpu.is_some() {
        for (var, name, path, bytes) in element_pointer_members(ctx, f, region.body, &caps) {
            implicit.push(crate::data::ImplicitVar {
                parts: Vec::new(),
                kind: oxacc_acc::ast::DataClauseKind::Attach,
                var: name,
                section: None,
                unknown_size: false,
                each: Some((path, bytes)),
                reported: true,
            });
            implicit_vars.push(var);
        }
    }
    // OpenACC 3.3, 2.5.3 / 2.6: the pointer variables a kernel of a `kernels` construct
    // writes (`int *p = e;` declared in the construct, `*p++ = i` in a sequential loop, or a
    // pointer declared outside it, 2.6.2's implicit copy). The host code between the kernels
    // (declarations, loop control) runs with host addresses, where `p = e` gives e's host
    // address; inside the kernel the region's own `p` must be the device copy's address,
    // and the host code after it must again see a host address. So on the kernel path its
    // device copy gets the translated value (`__oxacc_dev_ptr`, as a firstprivate pointer's)
    // and the value the kernel leaves is translated back (`__oxacc_host_ptr`). Function
    // pointers are left alone (no data of theirs is mapped).
    let kernel_ptrs: Vec<&Capture> = if region.kind == Kind::Kernels && gpu.is_some() {
        caps.iter()
            .filter(|c| {
                c.origin == Origin::Implicit
                    && c.attr == Attr::Shared
                    && f.names
                        .var(c.var)
                        .is_some_and(|v| ctype::object_pointer(sema, v.ty))
            })
            .collect()
    } else {
        Vec::new()
    };
    let kernel_ptr_vars: Vec<usize> = kernel_ptrs.iter().map(|c| c.var).collect();
    if region.kind == Kind::Kernels {
        // Entered once around the whole `kernels` construct (kernels.rs): only variables
        // declared outside the construct's body, each once.
        let outer = construct_body_span(ast, region, body_span);
        let mut all = f.kernel_implicit.borrow_mut();
        {
            let mut reds = f.kernel_reductions.borrow_mut();
            for n in &red_scalars {
                if !reds.contains(n) {
                    reds.push(n.clone());
                }
            }
            let mut reduced = f.kernel_reduced.borrow_mut();
            for n in &red_names {
                if !reduced.contains(n) {
                    reduced.push(n.clone());
                }
            }
        }
        let mut here = Vec::new();
        for (var, v) in implicit_vars.iter().zip(implicit) {
            let declared_inside = f
                .names
                .var(*var)
                .is_some_and(|x| outer.start <= x.span.start && x.span.end <= outer.end);
            // A pointer variable this kernel writes holds host addresses in the host code
            // around the kernels and device addresses in them (see `kernel_ptrs` below): its
            // copy is the kernel's own, so that the host's value is current between kernels
            // (the one the next kernel translates, the one host code compares).
            let translated = kernel_ptr_vars.contains(var);
            // A reduced element or subarray whose bounds name a variable declared in the
            // construct (`{ int k = 3; loop reduction(+:c[k]) }`): its copy is evaluated
            // where that variable exists, around this kernel.
            let local_bounds = v.section.is_some()
                && caps.iter().any(|c| {
                    c.var == *var
                        && matches!(&c.attr, Attr::Reduction(r) if r.bound_names(ast, f, |x| {
                            outer.start <= x.span.start && x.span.end <= outer.end
                        }))
                });
            if declared_inside || translated || local_bounds {
                // Declared inside the construct, before this kernel: its data region is the
                // kernel's (the construct's is entered before the declaration). -Minfo lists
                // only the construct's own variables, once (a region local was listed once per
                // kernel using it, before the explicit clauses).
                let mut v = v;
                v.reported = !declared_inside && !f.kernel_reported.borrow().contains(var);
                if v.reported {
                    f.kernel_reported.borrow_mut().push(*var);
                }
                here.push(v);
            } else if !all.iter().any(|x| x.var == v.var && x.each == v.each) {
                all.push(v);
            }
        }
        drop(all);
        let construct_sync = f.kernel_sync.borrow().clone();
        if !here.is_empty() {
            let mut bare = acc.clone();
            bare.clauses.retain(|c| {
                !matches!(
                    c.kind,
                    ClauseKind::Data(_)
                        | ClauseKind::Async(_)
                        | ClauseKind::Wait(_)
                        | ClauseKind::If(_)
                )
            });
            let mut sync = crate::data::sync_args(ctx, &bare, id);
            // The construct's `if`, already evaluated (kernels.rs).
            sync.cond = construct_sync.as_ref().and_then(|s| s.cond.clone());
            let cd = crate::data::kernel_data(ctx, &bare, &sync, &here, &red_scalars, &red_names);
            data_enter = format!("{}{}{}", sync.decls, cd.decls, cd.enter);
            data_exit = cd.exit;
            launch_clauses = cd.clauses;
            kernel_copies = true;
        }
        // The construct's `if`, `async` and `wait` clauses were evaluated once, before its
        // first kernel (kernels.rs); its waits were made by its data entry, on the queue
        // every kernel goes to, so a kernel's launch passes the same list again (a no-op
        // then) and never evaluates a clause argument itself.
        if let Some(s) = &construct_sync {
            if let Some(c) = &s.cond {
                cond_local.retain(|x| !x.starts_with("!("));
                cond_local.insert(0, format!("!{c}"));
            }
            async_arg = chosen_async(s);
            sync_waits = Some((s.waits.clone(), s.nwaits.clone()));
        }
    } else {
        let sync = crate::data::sync_args(ctx, &acc, id);
        let cd = crate::data::construct_data(ctx, &acc, &sync, &implicit, &red_scalars, &red_names);
        launch_clauses = cd.clauses.clone();
        match &self_cond {
            Some(c) => {
                data_enter = format!(
                    "const int __oxacc_self = !!({c}); {}{}if (!__oxacc_self) {{ {} }} ",
                    sync.decls, cd.decls, cd.enter
                );
                data_exit = format!("if (!__oxacc_self) {{ {} }} ", cd.exit);
            }
            None => {
                data_enter = format!("{}{}{}", sync.decls, cd.decls, cd.enter);
                data_exit = cd.exit;
            }
        }
        if let Some(c) = &sync.cond {
            cond_local.retain(|x| !x.starts_with("!("));
            cond_local.insert(0, format!("!{c}"));
        }
        async_arg = chosen_async(&sync);
        // The wait clause's queues of the current device, evaluated once into sync_args'
        // local array. The other waits (`wait(devnum: ...)`, a bare `wait`, the waits of a
        // `device_type` clause, 2.4) were made before the data entry (`pre_waits`), as the
        // device type chose: none of them belongs in the launch's list.
        sync_waits = Some((sync.waits.clone(), sync.nwaits.clone()));
    }
    let mut launch = String::from("{ ");
    // The variables the region uses count as used by the enclosing function too: with their
    // uses moved to the outlined function, `-Wall` would call a loop variable or a private
    // temporary declared there unused (and `-Werror` builds would fail). `sizeof` evaluates
    // nothing (for a VLA, only its length).
    // A parameter is read instead (`sizeof` of an array parameter is a warning of its own).
    // The same for the function's variables that only the region's directives name (a
    // section bound of a loop's `private` or `reduction`), and its typedefs the region uses.
    for c in &caps {
        if f.names.var(c.var).is_some_and(|v| v.is_param) {
            launch.push_str(&format!("(void){}; ", c.name));
        } else if f.names.var(c.var).is_some_and(|v| {
            ctype::unsized_array(sema, v.ty) || ctype::incomplete_record(sema, v.ty)
        }) {
            // No `sizeof` of an incomplete type (`extern double g[];` in a block).
            launch.push_str(&format!("(void)&({}); ", c.name));
        } else {
            launch.push_str(&format!("(void)sizeof({}); ", c.name));
        }
    }
    for u in directive_uses(ctx, f, region.dir, body_span, &cap_names) {
        launch.push_str(&u);
    }
    if region.kind == Kind::Kernels && self_cond.is_some() {
        // Evaluated once by the kernels construct (kernels.rs).
        launch.push_str("const int __oxacc_self = __oxacc_kself; ");
    }
    let local = if cond_local.is_empty() {
        "0".to_string()
    } else {
        cond_local.join(" || ")
    };
    // Every device type but the host runs the kernel (nvidia; emul in the simulator).
    let mut on_device = format!("!({local}) && __oxacc_device_kind() != 2");
    // The pointers to translate: the pointer variables above, and those inside the arrays and
    // structs declared in the construct that the kernel stores into (`KernelOut::translated`,
    // reached through their device copy, the kernel's own).
    let mut kernel_ptr_texts: Vec<String> = kernel_ptrs.iter().map(|c| c.name.clone()).collect();
    if let Some(g) = &gpu {
        for (n, paths) in &g.out.translated {
            kernel_ptr_texts.extend(paths.iter().map(|p| format!("{n}{p}")));
        }
    }
    if !kernel_ptr_texts.is_empty() {
        // Decided once: the translations and the launch must agree.
        launch.push_str(&format!(
            "const int __oxacc_kp = {on_device}; if (__oxacc_kp) {{ "
        ));
        for n in &kernel_ptr_texts {
            launch.push_str(&format!(
                "{n} = (__typeof__({n}))__oxacc_dev_ptr((void *)({n})); "
            ));
        }
        launch.push_str("} ");
        on_device = "__oxacc_kp".to_string();
    }
    launch.push_str(&gang_static_args(ctx, region.dir, body_span, &on_device));
    launch.push_str(&data_enter);
    let (wait_arr, nwaits) = match (&waits, sync_waits) {
        (_, Some(local)) => local,
        (Some(w), None) if !w.is_empty() => (
            format!("(const int[]){{ {} }}", w.join(", ")),
            w.len().to_string(),
        ),
        _ => ("(const int *)0".to_string(), "0".to_string()),
    };
    match &gpu {
        Some(g) => {
            // The kernel's own copies are copied out synchronously: an async launch must
            // have finished first, or the host reads what the kernel has not written yet.
            let after = match &async_arg {
                Some(a) if kernel_copies => {
                    format!("__oxacc_wait((const int[]){{ {a} }}, 1, -2); ")
                }
                _ => String::new(),
            };
            let nvidia = g.launch_code(
                async_arg.as_deref().unwrap_or("-2"),
                &wait_arr,
                &nwaits,
                launch_clauses.as_ref(),
            );
            // The emulated device (acc_device_t 100) launches its own kernel (2.4).
            let code = match &emul_gpu {
                None => nvidia,
                Some(Some(e)) => format!(
                    "if ({ON_EMUL}) {{ {} }} else {{ {nvidia} }}",
                    e.launch_code(
                        async_arg.as_deref().unwrap_or("-2"),
                        &wait_arr,
                        &nwaits,
                        launch_clauses.as_ref(),
                    )
                ),
                Some(None) => {
                    format!("if ({ON_EMUL}) __oxacc_no_gpu_code(\"{loc}\"); else {{ {nvidia} }}")
                }
            };
            launch.push_str(&format!("if ({on_device}) {{ {code}{after} }} else "));
        }
        None => launch.push_str(&format!(
            "if (!({local}) && __oxacc_device_kind() != 2) __oxacc_no_gpu_code(\"{loc}\"); "
        )),
    }
    launch.push_str("{ ");
    if !host_sizes.is_empty() {
        // Set (and checked) only when the team runs the region: under if(false) or self the
        // local thread runs it and the values are not used.
        let decls: Vec<String> = host_sizes.iter().map(|(k, _)| format!("{k} = 1")).collect();
        launch.push_str(&format!("long long {}; ", decls.join(", ")));
        let sets: String = host_sizes
            .iter()
            .map(|(k, v)| format!("{k} = {v}; "))
            .collect();
        launch.push_str(&format!("if (!({local})) {{ {sets}}} "));
        for (k, _) in &host_sizes {
            launch.push_str(&format!("(void){k}; "));
        }
    }
    // A region that captures nothing still initialises a member: ISO C has no empty
    // initializer braces (-pedantic-errors rejects `= { }`).
    let init = if init.is_empty() {
        ".__nthr = 0".to_string()
    } else {
        init.join(", ")
    };
    launch.push_str(&format!(
        "struct {ctx_name} __oxacc_c = {{ {init} }}; {after_init}{red_pre}"
    ));
    match (&async_arg, has_red) {
        (Some(a), false) => {
            let run = match kernel_line {
                Some(l) => format!(
                    "__oxacc_run_team_async_at({fname}, &__oxacc_c, sizeof(__oxacc_c), {hint}, {a}, {wait_arr}, {nwaits}, {l});"
                ),
                None => format!(
                    "__oxacc_run_team_async({fname}, &__oxacc_c, sizeof(__oxacc_c), {hint}, {a}, {wait_arr}, {nwaits});"
                ),
            };
            let run = if kernels_locals_by_address {
                format!("{{ {run} __oxacc_wait((const int[]){{ {a} }}, 1, -2); }}")
            } else {
                run
            };
            launch.push_str(&format!(
                "if ({local}) {{ __oxacc_wait((const int[]){{ {a} }}, 1, -2); {fname}(&__oxacc_c, 0, 1); }} \
                 else {run} "
            ));
        }
        _ => {
            if let Some(a) = &async_arg {
                launch.push_str(&format!("__oxacc_wait((const int[]){{ {a} }}, 1, -2); "));
            }
            if waits.is_some() {
                launch.push_str(&format!("__oxacc_wait({wait_arr}, {nwaits}, -2); "));
            }
            let run = match kernel_line {
                Some(l) => format!("__oxacc_run_team_at({fname}, &__oxacc_c, {hint}, {l});"),
                None => format!("__oxacc_run_team({fname}, &__oxacc_c, {hint});"),
            };
            launch.push_str(&format!(
                "if ({local}) {fname}(&__oxacc_c, 0, 1); else {run} "
            ));
        }
    }
    launch.push_str(&red_post);
    launch.push_str("} ");
    launch.push_str(&data_exit);
    if !kernel_ptr_texts.is_empty() {
        launch.push_str("if (__oxacc_kp) { ");
        for n in &kernel_ptr_texts {
            launch.push_str(&format!(
                "{n} = (__typeof__({n}))__oxacc_host_ptr((void *)({n})); "
            ));
        }
        launch.push_str("} ");
    }
    launch.push('}');

    // ---- -Minfo ---------------------------------------------------------------------
    // Kernels of a `kernels` region are reported at their loop; their implicit attributes
    // would repeat once per kernel, so only parallel/serial regions list them.
    // (PGI attaches "Accelerator kernel generated" to the innermost loop of the kernel:
    // `anchor` above.)
    match &gpu {
        // NVIDIA's layout: "Generating NVIDIA GPU code" at the construct, the schedule of each
        // loop (with its CUDA coordinates) at the kernel, "Accelerator kernel generated" at
        // the innermost loop of a `kernels` kernel.
        Some(g) => {
            if region.kind == Kind::Kernels && !region.single {
                ctx.minfo(region.dir, anchor, "Accelerator kernel generated");
            }
            for (_, m) in &g.out.minfo {
                ctx.minfo(region.dir, anchor, m.clone());
            }
        }
        None => ctx.minfo(region.dir, anchor, "Generating Multicore code"),
    }
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
    for s in sites.iter().filter(|_| gpu.is_none()) {
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
        let nest = minfo_nest(ctx, s, depth);
        ctx.minfo(
            region.dir,
            anchor,
            format!("{line}, #pragma acc loop {what}{nest}"),
        );
        for r in minfo_reductions(s) {
            ctx.minfo(region.dir, anchor, r);
        }
    }
    let _ = region_has_gang;
    Some(launch)
}

/// A nest the gang partitioning cannot compute, located at the offending loop or bound.
/// The typedef names and enumeration constants declared inside the function (before the
/// construct) that the region's text names: the outlined function is at file scope, where
/// they are not visible, so it declares them again at its top, from sema's types (`typedef
/// int T;`, `enum { N = 4 };`), and the functions declared only at block scope (`extern int
/// f(int);`). A typedef or function the outlined function cannot name (a variable-length
/// array, a struct defined inside the function) is a located error.
///
/// The names are found in the text (type names are not expressions), skipping members after
/// `.`/`->`: a name that only looks like a use costs a harmless unused declaration (the
/// OpenMP lowering passes ` __attribute__((unused))` as `typedef_attr` for -Wall).
/// `fn_span`: the enclosing function's definition. Shared with `omp/region.rs`.
pub(crate) fn local_type_names(
    ctx: &mut LowerCtx,
    fn_span: Span,
    dir: Handle<Directive>,
    body_span: Span,
    captured: &[&str],
    typedef_attr: &str,
    vla_bound: Option<&VlaBound>,
) -> Result<LocalTypes, LocalTypedefError> {
    let mut out = LocalTypes::default();
    let Some(sema) = ctx.sema else {
        return Ok(out);
    };
    let Some(scope) = sema.directive_scope(dir) else {
        return Ok(out);
    };
    // A statement of a `kernels` construct that runs as a kernel of its own sees the names
    // declared in the construct's blocks around it (`{ typedef int T; enum { N = 2 }; x =
    // (T)N; ... }`), which are not in scope at the directive: the innermost block (or `for`
    // with a declaration) of the construct that holds the statement is where its names are
    // looked up. For other constructs the body is the directive's statement: no such block.
    let ast = ctx.ast;
    let scope = ast
        .directives
        .get(dir)
        .and_then(|d| d.body)
        .and_then(|b| ast.stmts.get(b))
        .map(|b| b.span)
        .and_then(|outer| {
            ast.stmts
                .iter()
                .filter(|(_, s)| {
                    outer.start <= s.span.start
                        && s.span.end <= outer.end
                        && s.span.start <= body_span.start
                        && body_span.end <= s.span.end
                        && s.span != body_span
                })
                .filter_map(|(h, s)| Some((sema.stmt_scope(h)?, s.span.end - s.span.start)))
                .min_by_key(|&(_, len)| len)
                .map(|(sc, _)| sc)
        })
        .unwrap_or(scope);
    let inside_fn = |sp: Span| fn_span.start <= sp.start && sp.end <= fn_span.end;
    let text = ctx.text;
    let body = text
        .get(body_span.start as usize..body_span.end as usize)
        .unwrap_or("");
    let idents = c_identifiers(body);
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
    // Tags the body defines itself (`struct S {`): its own uses of them stay as written.
    let defined_in_body: std::collections::HashSet<&str> = idents
        .iter()
        .filter(|(at, _)| tag_keyword_before(body, *at).is_some())
        .filter(|(at, name)| body[at + name.len()..].trim_start().starts_with('{'))
        .map(|(_, name)| *name)
        .collect();
    for &(at, name) in &idents {
        // `struct S` / `union S` / `enum E` naming a type defined inside the function: the
        // hoisted record's name, the enum's integer type (ctype.rs).
        if let Some(kw_at) = tag_keyword_before(body, at) {
            if defined_in_body.contains(name) {
                continue;
            }
            let start = body_span.start + at as u32;
            let spelled = Span::new(start, start + name.len() as u32);
            match sema.lookup_tag(scope, name) {
                Some(oxacc_sema::Tag::Record(r)) if ctype::record_needs_hoist(sema, fn_span, r) => {
                    if !sema.types.record(r).complete {
                        continue;
                    }
                    let hoisted = ctx.hoisted.record(sema, fn_span, r);
                    let new_name = hoisted.rsplit(' ').next().unwrap_or("").to_string();
                    out.tags.push((spelled, new_name));
                }
                Some(oxacc_sema::Tag::Enum(e)) => {
                    let en = sema.types.enum_def(e);
                    if inside_fn(en.span) {
                        let kw = body_span.start + kw_at as u32;
                        out.tags.push((
                            Span::new(kw, spelled.end),
                            sema.type_to_c(en.underlying, ""),
                        ));
                    }
                }
                _ => {}
            }
            continue;
        }
        // A captured variable of that name is what the region sees (the construct's scope is
        // not the body's: a `kernels` statement after `int T;` shadowing a typedef `T`); the
        // outlined function declares it already.
        if !seen.insert(name) || captured.contains(&name) {
            continue;
        }
        let Some(sym) = sema.lookup(scope, name) else {
            continue;
        };
        let info = sema.symbol(sym);
        if !inside_fn(info.span) {
            continue;
        }
        // A function declared only inside the enclosing function (`int ext2(int);` in
        // `main`, defined later in the file or in another one): the outlined function needs
        // the declaration too, or cc sees an implicit declaration (an error with gcc 14).
        // A block-scope function declaration has external linkage (C11 6.2.2p5), so
        // `extern` at the outlined function's top declares the same function. It declares
        // it under a name of oxacc's bound to the function's symbol by an asm label, and the
        // region's text calls that name: a second declaration of the user's name, before the
        // user's own in the enclosing function, made cc's -Wredundant-decls warn at the
        // user's line (an error with -Werror, where gcc alone says nothing).
        if info.kind == oxacc_sema::SymbolKind::Function && info.scope != sema.file_scope() {
            let own = format!("__oxacc_bfn_{name}");
            match ctype::declare_type(sema, fn_span, info.ty, name, &own, &mut ctx.hoisted) {
                Ok(t) => {
                    // The symbol: the user's own asm label when a declaration of the
                    // function has one (`int f(int) __asm__("g");`), else the name.
                    let label = ctx
                        .ast
                        .decls
                        .iter()
                        .filter(|(_, d)| inside_fn(d.span))
                        .flat_map(|(_, d)| d.declarators.iter())
                        .find_map(|id| {
                            let n = id.declarator.name?;
                            (ctx.ast.name(n) == name).then_some(id.declarator.asm_label?)
                        })
                        .and_then(|e| ctx.ast.exprs.get(e))
                        .and_then(|x| text.get(x.span.start as usize..x.span.end as usize))
                        .map_or_else(|| format!("\"{name}\""), str::to_string);
                    out.prologue
                        .push_str(&format!("extern {t} __asm__({label}); "));
                    for &(at2, n2) in &idents {
                        if n2 == name && tag_keyword_before(body, at2).is_none() {
                            let start = body_span.start + at2 as u32;
                            out.tags
                                .push((Span::new(start, start + name.len() as u32), own.clone()));
                        }
                    }
                }
                Err(why) => {
                    let start = body_span.start + at as u32;
                    return Err(LocalTypedefError {
                        span: Span::new(start, start + name.len() as u32),
                        what: "function",
                        name: name.to_string(),
                        why,
                    });
                }
            }
            continue;
        }
        if info.is_global {
            continue;
        }
        match info.kind {
            oxacc_sema::SymbolKind::Typedef => {
                let declared =
                    ctype::declare_type(sema, fn_span, info.ty, name, name, &mut ctx.hoisted)
                        .or_else(|why| {
                            // A variably modified typedef: its lengths, evaluated where the
                            // typedef was reached (C11 6.7.8p3), come from the construct.
                            let Some(vb) = vla_bound else {
                                return Err(why);
                            };
                            let (t, bounds) = ctype::declare_vla_typedef(
                                sema,
                                fn_span,
                                info.ty,
                                name,
                                &|k| vb(name, k),
                                &mut ctx.hoisted,
                            )
                            .map_err(|_| why)?;
                            for (k, b) in bounds.into_iter().enumerate() {
                                out.vla.push((vb(name, k), b));
                            }
                            Ok(t)
                        });
                match declared {
                    Ok(t) => out
                        .prologue
                        .push_str(&format!("typedef {t}{typedef_attr}; ")),
                    Err(why) => {
                        let start = body_span.start + at as u32;
                        return Err(LocalTypedefError {
                            span: Span::new(start, start + name.len() as u32),
                            what: "typedef",
                            name: name.to_string(),
                            why,
                        });
                    }
                }
            }
            oxacc_sema::SymbolKind::Enumerator(v) => {
                out.prologue.push_str(&format!("enum {{ {name} = {v} }}; "));
            }
            _ => {}
        }
    }
    Ok(out)
}

/// `(void)sizeof(x); ` for each variable of the enclosing function that the directives of the
/// construct and of its region name (other than `captured`), and `(void)sizeof(T *); ` for each
/// typedef of the function the region names: what marks them used once their uses have moved
/// to the outlined function (`-Wunused-variable`, `-Wunused-local-typedefs` with `-Werror`).
/// The `gang(static: size-expr)` arguments (2.9.2) of the region's loops, evaluated once as
/// the construct starts, for their side effects: the GPU kernel gets a pure argument's value
/// as a parameter (`cuda/kernel.rs`, `gang_static_params`; one with side effects takes one
/// chunk per gang, since evaluating it again would repeat them) and the CPU team its
/// own schedule, and the expressions were evaluated nowhere (`static: next()`
/// never called `next`). An expression naming a variable declared in the region cannot be
/// evaluated there; one with side effects is a located error, a pure one is dropped as before.
/// A clause after `device_type` is evaluated on its device types only (2.4): the NVIDIA
/// clauses' where `on_device` (the launch's choice) holds, the host's elsewhere.
fn gang_static_args(
    ctx: &mut LowerCtx,
    dir: Handle<Directive>,
    body_span: Span,
    on_device: &str,
) -> String {
    let ast = ctx.ast;
    let Some(sema) = ctx.sema else {
        return String::new();
    };
    let inside = |sp: Span| body_span.start <= sp.start && sp.end <= body_span.end;
    let names_local = |e: Handle<Expr>| {
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        all.iter().any(|x| {
            sema.resolved(*x)
                .is_some_and(|sym| inside(sema.symbol(sym).span))
        })
    };
    let effects = |e: Handle<Expr>| {
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        all.iter().any(|x| {
            ast.exprs.get(*x).is_some_and(|x| {
                matches!(
                    x.kind,
                    ExprKind::Assign { .. }
                        | ExprKind::Call { .. }
                        | ExprKind::Unary {
                            op: oxacc_syntax::ast::UnaryOp::PreInc
                                | oxacc_syntax::ast::UnaryOp::PreDec
                                | oxacc_syntax::ast::UnaryOp::PostInc
                                | oxacc_syntax::ast::UnaryOp::PostDec,
                            ..
                        }
                )
            })
        })
    };
    let static_of = |c: &Clause| match &c.kind {
        ClauseKind::Gang(g) => match g.static_size {
            Some(oxacc_acc::ast::TileSize::Expr(e)) => Some(e),
            _ => None,
        },
        _ => None,
    };
    let mut out = String::new();
    let mut errors = Vec::new();
    for d in ctx.acc.iter().filter(|d| d.name.is_loop()) {
        let governs = d.directive == dir
            || inside(d.span)
            || d.body
                .and_then(|b| ast.stmts.get(b))
                .is_some_and(|b| b.span == body_span);
        if !governs {
            continue;
        }
        let on_host: Vec<Handle<Expr>> =
            host_clauses(d).into_iter().filter_map(static_of).collect();
        let on_gpu: Vec<Handle<Expr>> = d
            .clauses_for_device("nvidia")
            .into_iter()
            .filter_map(static_of)
            .collect();
        let on_emul: Vec<Handle<Expr>> = d
            .clauses_for_device("oxacc_emul")
            .into_iter()
            .filter_map(static_of)
            .collect();
        let mut text_of = |list: &[Handle<Expr>]| {
            let mut t = String::new();
            for e in list {
                let Some(x) = ast.exprs.get(*e) else {
                    continue;
                };
                if names_local(*e) {
                    if effects(*e) {
                        errors.push(Diagnostic::error(
                            x.span,
                            "not supported yet: a gang(static:) argument with side effects that names a variable declared in the compute region (OpenACC 3.3, 2.9.2); oxacc evaluates the argument once as the construct starts",
                        ));
                    }
                    continue;
                }
                t.push_str(&format!("(void)({}); ", ctx.src(x.span)));
            }
            t
        };
        let (h, g, e) = (text_of(&on_host), text_of(&on_gpu), text_of(&on_emul));
        // The emulated device (acc_device_t 100) evaluates its own group's (2.4).
        let g = if g == e {
            g
        } else {
            format!("if ({ON_EMUL}) {{ {e}}} else {{ {g}}} ")
        };
        if h == g {
            out.push_str(&h);
        } else {
            out.push_str(&format!("if ({on_device}) {{ {g}}} else {{ {h}}} "));
        }
    }
    errors.sort_by_key(|d| d.span.start);
    errors.dedup_by_key(|d| d.span);
    ctx.diags.extend(errors);
    out
}

fn directive_uses(
    ctx: &LowerCtx,
    f: &FnCtx,
    dir: Handle<Directive>,
    body_span: Span,
    captured: &[&str],
) -> Vec<String> {
    let (Some(sema), Some(scope)) = (ctx.sema, ctx.sema.and_then(|s| s.directive_scope(dir)))
    else {
        return Vec::new();
    };
    let fn_span = f.names.span;
    let inside_fn = |sp: Span| fn_span.start <= sp.start && sp.end <= fn_span.end;
    let text = ctx.text;
    let slice = |sp: Span| text.get(sp.start as usize..sp.end as usize).unwrap_or("");
    let mut texts: Vec<&str> = Vec::new();
    for d in &ctx.acc {
        if d.directive == dir || body_span.start <= d.span.start && d.span.end <= body_span.end {
            // Clause text only: the directive's own name is no identifier of the program.
            texts.push(slice(Span::new(d.name_span.end, d.span.end)));
        }
    }
    let body = slice(body_span);
    let mut seen: HashSet<&str> = HashSet::new();
    let mut out = Vec::new();
    let mark = |name: &str, typedefs_only: bool, out: &mut Vec<String>| {
        let Some(sym) = sema.lookup(scope, name) else {
            return;
        };
        let info = sema.symbol(sym);
        if info.is_global || !inside_fn(info.span) {
            return;
        }
        match info.kind {
            oxacc_sema::SymbolKind::Typedef => out.push(format!("(void)sizeof({name} *); ")),
            oxacc_sema::SymbolKind::Variable
                if !typedefs_only
                    && (ctype::unsized_array(sema, info.ty)
                        || ctype::incomplete_record(sema, info.ty)) =>
            {
                // No `sizeof` of an incomplete type (`extern double g[];` in a block).
                out.push(format!("(void)&({name}); "))
            }
            oxacc_sema::SymbolKind::Variable if !typedefs_only => {
                out.push(format!("(void)sizeof({name}); "))
            }
            oxacc_sema::SymbolKind::Parameter if !typedefs_only => {
                out.push(format!("(void){name}; "))
            }
            _ => {}
        }
    };
    for t in texts {
        for (_, name) in c_identifiers(t) {
            if !captured.contains(&name) && seen.insert(name) {
                mark(name, false, &mut out);
            }
        }
    }
    for (_, name) in c_identifiers(body) {
        if !captured.contains(&name) && seen.insert(name) {
            mark(name, true, &mut out);
        }
    }
    out
}

/// The context field holding the k-th length of a variably modified typedef of the function,
/// by its name and k (`local_type_names`).
pub(crate) type VlaBound = dyn Fn(&str, usize) -> String;

/// What the outlined function needs for the types local to the enclosing function.
#[derive(Default)]
pub(crate) struct LocalTypes {
    /// Typedefs and enumeration constants declared again at its top.
    pub(crate) prologue: String,
    /// Tag names in the region's text replaced: `S` of `struct S` by the hoisted record's tag,
    /// `enum E` by its integer type.
    pub(crate) tags: Vec<(Span, String)>,
    /// The lengths of the variably modified typedefs declared again (`vla_bound`): (the
    /// context field, the host C computing it at the construct).
    pub(crate) vla: Vec<(String, String)>,
}

/// A typedef of the function that the region names and an outlined function cannot declare
/// (`why`), at its use.
pub(crate) struct LocalTypedefError {
    pub(crate) span: Span,
    /// What `name` is: "typedef" or "function" (declared inside the function).
    pub(crate) what: &'static str,
    pub(crate) name: String,
    pub(crate) why: String,
}

/// The offset of the `struct`, `union` or `enum` keyword right before the identifier at `at`
/// (only white space between), if there is one.
fn tag_keyword_before(text: &str, at: usize) -> Option<usize> {
    let before = text.get(..at)?.trim_end();
    ["struct", "union", "enum"].iter().find_map(|kw| {
        // `strip_suffix`, not slicing at `len - kw.len()`: that offset can fall inside a
        // multi-byte character of a literal (`'é' + i`).
        let rest = before.strip_suffix(kw)?;
        let word_start = !matches!(
            rest.chars().next_back(),
            Some(c) if c.is_ascii_alphanumeric() || c == '_' || !c.is_ascii()
        );
        word_start.then_some(rest.len())
    })
}

/// The identifiers of C text with their byte offsets: not inside string or character literals,
/// comments or numbers, and not a member name after `.` or `->`.
pub(crate) fn c_identifiers(text: &str) -> Vec<(usize, &str)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    // The last significant byte before the current token (for `.` / `->`).
    let mut prev: [u8; 2] = [0, 0];
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            let mut j = i + 1;
            while j < b.len() && b[j] != c && b[j] != b'\n' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            i = j + 1;
            prev = [prev[1], c];
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i = text[i + 2..].find("*/").map_or(b.len(), |k| i + 4 + k);
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') || c == b'#' {
            // Line comments, and line markers / pragma lines of the preprocessed text.
            i = text[i..].find('\n').map_or(b.len(), |k| i + k + 1);
        } else if c.is_ascii_alphabetic() || c == b'_' || ucn_len(b, i) > 0 || c >= 0x80 {
            // Identifiers may contain universal character names (`caf\U000000e9`, how gcc -E
            // spells a UTF-8 identifier) and raw UTF-8 (C11 6.4.2.1): one identifier, not
            // `caf` and another one; a non-ASCII byte outside literals and comments can only
            // belong to an identifier, and whole characters keep the slices on boundaries.
            let start = i;
            while i < b.len() {
                let ucn = ucn_len(b, i);
                if ucn > 0 {
                    i += ucn;
                } else if b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80 {
                    i += 1;
                } else {
                    break;
                }
            }
            let member = prev[1] == b'.' || (prev[0] == b'-' && prev[1] == b'>');
            if !member {
                out.push((start, &text[start..i]));
            }
            prev = [prev[1], b'a'];
        } else if c.is_ascii_digit() {
            // A number with its suffixes and exponents (`1e5f`, `0x1p3`).
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            prev = [prev[1], b'0'];
        } else {
            if !c.is_ascii_whitespace() {
                prev = [prev[1], c];
            }
            i += 1;
        }
    }
    out
}

/// The length of the universal character name (`\uXXXX`, `\UXXXXXXXX`) at `i`, or 0.
fn ucn_len(b: &[u8], i: usize) -> usize {
    let digits = match (b.get(i), b.get(i + 1)) {
        (Some(b'\\'), Some(b'u')) => 4,
        (Some(b'\\'), Some(b'U')) => 8,
        _ => return 0,
    };
    let hex = b.get(i + 2..i + 2 + digits);
    if hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
        2 + digits
    } else {
        0
    }
}

/// Whether cc takes `#pragma GCC ivdep` before the `for` statement `l` as printed (the loop as
/// the user wrote it): a condition with `&&`, `||` or `?:` becomes several branches and gcc
/// warns "ignoring loop annotation" (at -O0); a loop with no condition (the checks reject it
/// under a loop directive without seq) would be a gcc error ("missing loop condition in loop
/// with 'GCC ivdep' pragma"). The hint only helps the vectorizer; without it the loop is the
/// same.
fn ivdep_allowed(ast: &oxacc_syntax::ast::Ast, l: Handle<Stmt>) -> bool {
    let Some(StmtKind::For {
        cond: Some(cond), ..
    }) = ast.stmts.get(l).map(|s| &s.kind)
    else {
        return false;
    };
    let mut exprs = Vec::new();
    walk::exprs_in_expr(ast, *cond, &mut exprs);
    !exprs.iter().filter_map(|e| ast.exprs.get(*e)).any(|e| {
        matches!(
            e.kind,
            ExprKind::Binary {
                op: BinaryOp::LogicalAnd | BinaryOp::LogicalOr,
                ..
            } | ExprKind::Conditional { .. }
                | ExprKind::StmtExpr(_)
        )
    })
}

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

fn region_has_gang(ctx: &LowerCtx, region: &Region, t: PlanFor) -> bool {
    let mut any = stmt_has_gang_loop(ctx, region.body, t);
    if region.top_loop {
        if let Some(a) = top_loop_directive(ctx, region) {
            if clauses_on(a, t)
                .iter()
                .any(|c| c.name() == ClauseName::Gang)
            {
                any = true;
            }
        }
    }
    any
}

/// Whether statement `s` is or contains a `loop` construct with a `gang` clause.
fn stmt_has_gang_loop(ctx: &LowerCtx, s: Handle<Stmt>, t: PlanFor) -> bool {
    let mut any = false;
    crate::walk::each_stmt(ctx.ast, s, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ctx.ast.stmts.get(s).map(|s| &s.kind) {
            if let Some(a) = acc_of(ctx, *h) {
                if a.name == DirectiveName::Loop
                    && clauses_on(a, t)
                        .iter()
                        .any(|c| c.name() == ClauseName::Gang)
                {
                    any = true;
                }
            }
        }
    });
    any
}

/// How the uses of a loop reduction's copy of a part of a variable reach it
/// (`LoopRed::rebased_use`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum RebaseForm {
    /// `v[i]`: the copy seen as the variable's first-level elements.
    Flat,
    /// `p[g][j]`: one row of a pointer to pointers (or an array of row pointers).
    RowPart,
    /// `a[g][j]`: a part of one row of a pointer to arrays of one dimension.
    RowElems,
}

/// A loop reduction on a variable shared in the region: the private copy declared before the
/// loop, the atomic combine after it, and what the uses inside the loop become.
struct LoopRed {
    site: usize,
    /// The reduced variable (its uses in the loop become `use_text`).
    var: VarId,
    name: String,
    op: ReductionOp,
    /// The shared variable as an lvalue in the outlined function.
    sh: String,
    array: bool,
    rank: usize,
    section: Option<Section>,
    use_text: String,
    /// A struct reduced member by member (2.5.15, `capture::struct_members`): its members.
    members: Vec<String>,
    /// A struct or array of structs reduced as a flat array of its one leaf type
    /// (`capture::flat_leaf`): that type.
    flat: Option<String>,
    /// Rows reached through a pointer to arrays (`capture::reduces_pointer_rows`): the rank
    /// of the arrays it points to (0 otherwise).
    pointer_rows: usize,
    /// One row reached through a pointer to pointers (`p[g][0:4]`, `int **p`:
    /// `capture::reduces_pointer_row`): the part of the row (`section` is the row's index).
    row_part: Option<Section>,
    /// The part of one row through a pointer to arrays the item names (`a[1][2]`:
    /// `capture::pointer_rows_part`), as an offset and count of the row's scalars.
    row_elems: Option<(i128, i128)>,
    /// `row_part` starts at the row's first element (`p[g][0:n]`): the row's own address is
    /// the copy's, so a use of the row as a value (`f(p[g])`) reaches the copy itself.
    row_from_first: bool,
    /// A use of the variable reaches the copy of a part that does not start at its first
    /// element other than by a rebased form (`f(p)`: `LoopRed::rebased_use`): the copy has
    /// `lo` elements of slack before the part, so that the variable's address, `copy - lo`,
    /// lies inside the copy's block (C11 6.5.6p8).
    slack: bool,
}

/// A use of a private copy of a part of a variable that `rebase_flat_use` cannot print
/// (`private_part_view` found every use in a rebased form: not expected).
fn rebased_private_use(at: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        at,
        format!("this use of '{name}', whose private copy holds a part of it not starting at its first element, is not supported yet by oxacc's multicore code generation (write '{name}[i]')"),
    )
}

/// The edits making the use `e` (a variable's name) of a copy of a part of it that starts at
/// its element `lro` index the copy `lb` (C, a pointer to the copy's first element) from that
/// element: `v[i]` becomes `lb[(long long)(i) - lro]`, `i[v]` the same, `*v` `lb[-lro]`,
/// `v + e` `(lb + (-lro + (long long)(e)))`, `e + v` and `v - e` alike (C11 6.5.6p8: no
/// pointer outside the copy). False when `e` is none of these forms (`parents`:
/// `rebased_use_parents`; `index_of`: the subscript expressions by their base).
fn rebase_flat_use(
    ast: &oxacc_syntax::ast::Ast,
    index_of: &HashMap<Handle<Expr>, Handle<Expr>>,
    parents: &HashMap<Handle<Expr>, (Handle<Expr>, super::RebasedUse)>,
    e: Handle<Expr>,
    lb: &str,
    lro: &str,
    edits: &mut Edits,
) -> bool {
    use super::RebasedUse as U;
    let span_of = |h: Handle<Expr>| ast.exprs.get(h).map(|x| x.span);
    if let Some(inner) = index_of.get(&e).copied() {
        // `v[i]`.
        let (Some(ident), Some(ExprKind::Index { index, .. })) =
            (span_of(e), ast.exprs.get(inner).map(|x| &x.kind))
        else {
            return false;
        };
        let Some(i) = span_of(*index) else {
            return false;
        };
        edits.replace(ident, lb.to_string());
        edits.insert(i.start, "(long long)(");
        edits.insert(i.end, format!(") - {lro}"));
        return true;
    }
    // `i[p]`, `*p`, `p + e`, `e + p`, `p - e`: from the copy's first element too.
    let Some((&(parent, how), ident)) = parents.get(&e).zip(span_of(e)) else {
        return false;
    };
    let Some(x) = ast.exprs.get(parent) else {
        return false;
    };
    let ps = x.span;
    match (how, &x.kind) {
        (U::Index, ExprKind::Index { base, .. }) => {
            let Some(b) = span_of(*base) else {
                return false;
            };
            edits.insert(ps.start, format!("{lb}[(long long)("));
            edits.replace(Span::new(b.end, ps.end), format!(") - {lro}]"));
        }
        (U::Deref, _) => edits.replace(ps, format!("{lb}[-{lro}]")),
        (U::ArithLhs, ExprKind::Binary { rhs, .. }) => {
            let Some(r) = span_of(*rhs) else {
                return false;
            };
            edits.replace(ident, format!("({lb} + (-{lro}"));
            edits.insert(r.start, "(long long)(");
            edits.insert(r.end, ")))");
        }
        (U::ArithRhs, ExprKind::Binary { lhs, .. }) => {
            let Some(l) = span_of(*lhs) else {
                return false;
            };
            edits.insert(l.start, format!("({lb} + ((long long)("));
            edits.insert(l.end, ")");
            edits.replace(ident, format!("(-{lro})))"));
        }
        _ => return false,
    }
    true
}

impl LoopRed {
    #[allow(clippy::too_many_arguments)]
    fn new(
        site: usize,
        var: VarId,
        n: &str,
        op: ReductionOp,
        sh: &str,
        array: bool,
        rank: usize,
        section: Option<Section>,
    ) -> LoopRed {
        let use_text = if array {
            format!("(*__oxacc_lr_{n})")
        } else {
            format!("__oxacc_lv_{n}")
        };
        LoopRed {
            site,
            var,
            name: n.to_string(),
            op,
            sh: sh.to_string(),
            array,
            rank,
            section,
            use_text,
            members: Vec::new(),
            flat: None,
            pointer_rows: 0,
            row_part: None,
            row_elems: None,
            row_from_first: false,
            slack: false,
        }
    }

    /// How the uses of the copy of a part of the variable that does not start at its first
    /// element reach it from that element, with no pointer moved outside it (C11 6.5.6p8):
    /// `None` when the copy is not such a part.
    fn rebase_form(&self) -> Option<RebaseForm> {
        if self.row_part.is_some() {
            return self.section.as_ref().map(|_| RebaseForm::RowPart);
        }
        if self.section.is_none() || !self.members.is_empty() || self.flat.is_some() {
            return None;
        }
        if self.pointer_rows > 0 && self.row_elems.is_some() {
            // A part of one row through a pointer to arrays (`a[g][2]`): `a[g][j]` as the
            // row's element (rows of one dimension only).
            return (self.pointer_rows == 1).then_some(RebaseForm::RowElems);
        }
        Some(RebaseForm::Flat)
    }

    /// The edits making the use `e` (the variable's name) of the copy index it from its own
    /// first element (`RebaseForm`): `v[i]` becomes `((T *)lb)[(long long)(i) - lo]`, a part
    /// of a row of a pointer to arrays `a[g][j]` `lb[(long long)(g) * R + (long long)(j) -
    /// lo]`, one row of a pointer to pointers `p[g][j]` `((void)(g), lb)[(long long)(j) -
    /// lo]`. False when `e` is not such a subscript (the caller falls back to `use_text`,
    /// the copy's address moved back out of the compiler's sight, `__oxacc_rebase`).
    fn rebased_use(
        &self,
        ast: &oxacc_syntax::ast::Ast,
        index_of: &HashMap<Handle<Expr>, Handle<Expr>>,
        parents: &HashMap<Handle<Expr>, (Handle<Expr>, super::RebasedUse)>,
        e: Handle<Expr>,
        edits: &mut Edits,
    ) -> bool {
        let Some(form) = self.rebase_form() else {
            return false;
        };
        let n = &self.name;
        if form == RebaseForm::Flat {
            let view = if self.array {
                format!("__typeof__(&({})[0])", self.sh)
            } else {
                format!("__typeof__({})", self.sh)
            };
            return rebase_flat_use(
                ast,
                index_of,
                parents,
                e,
                &format!("(({view})__oxacc_lb_{n})"),
                &format!("__oxacc_lro_{n}"),
                edits,
            );
        }
        let sub = |h: Handle<Expr>| -> Option<(Span, Span)> {
            match ast.exprs.get(h).map(|x| (&x.kind, x.span)) {
                Some((ExprKind::Index { index, .. }, sp)) => {
                    Some((sp, ast.exprs.get(*index)?.span))
                }
                _ => None,
            }
        };
        let Some(inner) = index_of.get(&e).copied() else {
            return false;
        };
        let Some((_, i)) = sub(inner) else {
            return false;
        };
        // `RebaseForm::RowPart`, `RebaseForm::RowElems`.
        let Some((osp, j)) = index_of.get(&inner).copied().and_then(sub) else {
            if form == RebaseForm::RowPart {
                return self.row_value_use(ast, parents, inner, i, edits);
            }
            return false;
        };
        let (head, mid) = if form == RebaseForm::RowPart {
            ("((void)(", format!("), __oxacc_lb_{n})[(long long)("))
        } else {
            (
                "__oxacc_lb_{n}[(long long)(",
                format!(") * __oxacc_lrw_{n} + (long long)("),
            )
        };
        edits.replace(Span::new(osp.start, i.start), head.replace("{n}", n));
        edits.replace(Span::new(i.end, j.start), mid);
        edits.replace(Span::new(j.end, osp.end), format!(") - __oxacc_llo_{n}]"));
        true
    }

    /// A use of the one row of a pointer to pointers the copy holds as a value (`p[g]`, the
    /// expression `pg`, whose subscript `g` spans `gs`): pointer arithmetic (`p[g] + k`, `k +
    /// p[g]`, `p[g] - k`) and `*p[g]` index the copy from its first element, and the row
    /// itself (`f(p[g])`) is the copy when the part starts at the row's first element. The
    /// subscript is evaluated as the source does (it can only be the reduced row's, 2.5.15).
    /// False otherwise (the caller falls back to the table of row pointers).
    fn row_value_use(
        &self,
        ast: &oxacc_syntax::ast::Ast,
        parents: &HashMap<Handle<Expr>, (Handle<Expr>, super::RebasedUse)>,
        pg: Handle<Expr>,
        gs: Span,
        edits: &mut Edits,
    ) -> bool {
        use super::RebasedUse as U;
        let n = &self.name;
        let (lb, llo) = (format!("__oxacc_lb_{n}"), format!("__oxacc_llo_{n}"));
        let span_of = |h: Handle<Expr>| ast.exprs.get(h).map(|x| x.span);
        let Some(ps) = span_of(pg) else {
            return false;
        };
        let (head, tail) = (Span::new(ps.start, gs.start), Span::new(gs.end, ps.end));
        let parent = parents
            .get(&pg)
            .and_then(|&(h, how)| Some((how, &ast.exprs.get(h)?.kind, span_of(h)?)));
        match parent {
            Some((U::ArithLhs, ExprKind::Binary { rhs, .. }, _)) => {
                let Some(r) = span_of(*rhs) else {
                    return false;
                };
                edits.replace(head, "((void)(");
                edits.replace(tail, format!("), ({lb} + (-{llo}"));
                edits.insert(r.start, "(long long)(");
                edits.insert(r.end, "))))");
            }
            Some((U::ArithRhs, ExprKind::Binary { lhs, .. }, _)) => {
                let Some(l) = span_of(*lhs) else {
                    return false;
                };
                edits.insert(l.start, format!("({lb} + ((long long)("));
                edits.insert(l.end, ")");
                edits.replace(head, "((void)(");
                edits.replace(tail, format!("), -{llo})))"));
            }
            Some((U::Deref, _, dps)) => {
                edits.replace(Span::new(dps.start, gs.start), "((void)(");
                edits.replace(tail, format!("), {lb})[-{llo}]"));
            }
            Some((U::Index, _, _)) => return false,
            _ if self.row_from_first => {
                // The table's entry, the copy's address (`lo` 0): an lvalue, as `p[g]` is.
                edits.replace(head, "((void)(");
                edits.replace(tail, format!("), __oxacc_lt_{n})[0]"));
            }
            _ => return false,
        }
        true
    }

    /// The code before and after the loop. Scalars: a local initialised with the identity;
    /// arrays and subarrays: a `__builtin_malloc` block of the reduced elements
    /// (multi-dimensional arrays as flat storage), combined element by element. `expr` prints
    /// a bound of the section in the outlined code.
    fn code(&self, expr: &dyn Fn(Handle<Expr>) -> String) -> (String, String) {
        let (n, sh, op, array) = (&self.name, &self.sh, self.op, self.array);
        let p = format!("__oxacc_lp_{n}");
        let mut pre = format!("__typeof__({sh}) *const {p} = &({sh}); ");
        let atomic = super::atomic::atomic_combine;
        if self.section.is_none() && !self.members.is_empty() {
            // A struct, or an array of structs: each member (of each element) from the
            // identity, combined atomically one by one.
            let lv = format!("__oxacc_lv_{n}");
            pre.push_str(&format!("__typeof__(*{p}) {lv}; "));
            let mut post = String::new();
            for m in &self.members {
                let t = format!("__typeof__({lv}{m})");
                pre.push_str(&format!("{lv}{m} = {}; ", host_identity(op, &t)));
                post.push_str(&format!(
                    "{} ",
                    atomic(op, &format!("(*{p}){m}"), &format!("{lv}{m}"))
                ));
            }
            return (pre, post);
        }
        if let (false, None, Some(leaf)) = (array, &self.section, &self.flat) {
            // A struct of one leaf type: each leaf from the identity, combined atomically.
            let lv = format!("__oxacc_lv_{n}");
            let cnt = format!("(long long)(sizeof({lv}) / sizeof({leaf}))");
            pre.push_str(&format!(
                "__typeof__(*{p}) {lv}; for (long long __i = 0; __i < {cnt}; ++__i) (({leaf} *)&{lv})[__i] = {}; ",
                host_identity(op, leaf)
            ));
            let post = format!(
                "for (long long __i = 0; __i < {cnt}; ++__i) {} ",
                atomic(
                    op,
                    &format!("(({leaf} *){p})[__i]"),
                    &format!("(({leaf} *)&{lv})[__i]")
                )
            );
            return (pre, post);
        }
        if let (Some(part), Some(rows)) = (&self.row_part, &self.section) {
            // One row through a pointer to pointers (`p[g][0:4]`, `int **p`): the row's part
            // in a block of the thread; the uses reach it through a one-entry table of row
            // pointers placed so that `p[g]` is the block (2.5.15: each element reduced).
            let elem = format!("__typeof__(***{p})");
            let row_t = format!("__typeof__(**{p})");
            let (g, _) = rows.texts(expr, &row_t, &row_t);
            let (lo, len) = part.texts(expr, &row_t, &elem);
            let (llo, lln, lb, lg, lt) = (
                format!("__oxacc_llo_{n}"),
                format!("__oxacc_lln_{n}"),
                format!("__oxacc_lb_{n}"),
                format!("__oxacc_lg_{n}"),
                format!("__oxacc_lt_{n}"),
            );
            pre.push_str(&format!(
                "const long long {lg} = (long long)({g}), {llo} = (long long)({lo}), {lln} = (long long)({len}); \
                 {elem} *const {lb} = ({elem} *)__builtin_malloc(sizeof({elem}) * ({lln} > 0 ? {lln} : 1)); \
                 for (long long __i = 0; __i < {lln}; ++__i) {lb}[__i] = {}; ",
                host_identity(op, &elem)
            ));
            // The table, only for the uses `rebased_use` does not rewrite (`slack`: the
            // variable itself, `f(p)`, or the row of a part not from its first element) or the
            // row itself (`row_value_use`).
            if self.slack || self.row_from_first {
                pre.push_str(&format!(
                    "{row_t} {lt}[1] = {{ ({row_t})__oxacc_rebase((void *){lb}, {llo} * (long long)sizeof({elem})) }}; "
                ));
            }
            if self.slack {
                pre.push_str(&format!(
                    "{row_t} *__attribute__((unused)) __oxacc_lv_{n} = ({row_t} *)__oxacc_rebase((void *){lt}, {lg} * (long long)sizeof({row_t})); "
                ));
            }
            let post = format!(
                "for (long long __i = 0; __i < {lln}; ++__i) {} __builtin_free((void *){lb}); ",
                atomic(
                    op,
                    &format!("(*{p})[{lg}][{llo} + __i]"),
                    &format!("{lb}[__i]")
                )
            );
            return (pre, post);
        }
        if !array && self.section.is_none() {
            let t = format!("__typeof__(*{p})");
            pre.push_str(&format!("{t} __oxacc_lv_{n} = {}; ", host_identity(op, &t)));
            let post = format!(
                "{} ",
                atomic(op, &format!("(*{p})"), &format!("__oxacc_lv_{n}"))
            );
            return (pre, post);
        }
        let elem = if let Some(leaf) = &self.flat {
            leaf.clone()
        } else if array {
            format!("__typeof__({}{p})", "*".repeat(self.rank + 1))
        } else {
            // `*p` is the pointer, `**p` a row, and each array level one more.
            format!("__typeof__({}{p})", "*".repeat(self.pointer_rows + 2))
        };
        let (lo, len) = match &self.section {
            // Rows of a multi-dimensional array (`h[g][1]` reduces the row `h[g]`,
            // `capture::reduces_rows`), or of the arrays a pointer points to (`p[g][1]`,
            // `capture::reduces_pointer_rows`): the bounds count rows, the copy scalar
            // elements.
            Some(sec) if self.pointer_rows > 0 && self.row_elems.is_some() => {
                let (off, cnt) = self.row_elems.unwrap_or((0, 1));
                let (lo, _) = sec.row_texts(expr, &format!("*{p}"), &elem);
                (format!("{lo} + {off}"), cnt.to_string())
            }
            Some(sec) if (array && self.rank > 1) || self.pointer_rows > 0 => {
                sec.row_texts(expr, &format!("*{p}"), &elem)
            }
            Some(sec) => sec.texts(
                expr,
                &format!("__typeof__(*{p})"),
                &format!("__typeof__((*{p})[0])"),
            ),
            None => ("0".to_string(), format!("sizeof(*{p}) / sizeof({elem})")),
        };
        let (llo, lln, lb) = (
            format!("__oxacc_llo_{n}"),
            format!("__oxacc_lln_{n}"),
            format!("__oxacc_lb_{n}"),
        );
        // The block; with `lo` elements of slack before the part when a use needs the
        // variable's own address (`slack`: `copy - lo` inside the block, C11 6.5.6p8).
        let (lsl, block) = (format!("__oxacc_lsl_{n}"), format!("__oxacc_lbs_{n}"));
        if self.slack {
            pre.push_str(&format!(
                "const long long {llo} = (long long)({lo}), {lln} = (long long)({len}), {lsl} = {llo} > 0 ? {llo} : 0, \
                 __oxacc_lsz_{n} = {lsl} + ({lln} > -{llo} ? {lln} : -{llo}); \
                 {elem} *const {block} = ({elem} *)__builtin_malloc(sizeof({elem}) * (__oxacc_lsz_{n} > 0 ? __oxacc_lsz_{n} : 1)); \
                 {elem} *const {lb} = {block} + {lsl}; "
            ));
        } else {
            pre.push_str(&format!(
                "const long long {llo} = (long long)({lo}), {lln} = (long long)({len}); \
                 {elem} *const {lb} = ({elem} *)__builtin_malloc(sizeof({elem}) * ({lln} > 0 ? {lln} : 1)); "
            ));
        }
        pre.push_str(&format!(
            "for (long long __i = 0; __i < {lln}; ++__i) {lb}[__i] = {}; ",
            host_identity(op, &elem)
        ));
        // The uses index the block from its first element (`rebased_use`); only a use that
        // is no subscript reaches it through the address moved back (`__oxacc_rebase`).
        match self.rebase_form() {
            Some(RebaseForm::Flat) => {
                let view = if array {
                    format!("__typeof__(&({sh})[0])")
                } else {
                    format!("__typeof__({sh})")
                };
                pre.push_str(&format!(
                    "const long long __oxacc_lro_{n} = {llo} / (long long)(sizeof(*({view})0) / sizeof({elem})); "
                ));
            }
            Some(RebaseForm::RowElems) => {
                pre.push_str(&format!(
                    "const long long __oxacc_lrw_{n} = (long long)(sizeof(**{p}) / sizeof({elem})); "
                ));
            }
            _ => {}
        }
        // The variable's own address, for the uses of no rebased form: inside the block with
        // its slack; none when every use is rebased; a copy of the whole variable (no
        // rebased form) starts at its first element (`llo` 0).
        let whole = if self.slack {
            Some(format!("(void *)({block} + ({lsl} - {llo}))"))
        } else if self.rebase_form().is_none() {
            Some(format!(
                "__oxacc_rebase((void *){lb}, {llo} * (long long)sizeof({elem}))"
            ))
        } else {
            None
        };
        match whole {
            Some(w) if array => pre.push_str(&format!(
                "__typeof__({sh}) *const __attribute__((unused)) __oxacc_lr_{n} = (__typeof__({sh}) *){w}; "
            )),
            Some(w) => pre.push_str(&format!(
                "__typeof__({sh}) __attribute__((unused)) __oxacc_lv_{n} = (__typeof__({sh})){w}; "
            )),
            None => {}
        }
        let target = if array {
            format!("(({elem} *){p})[{llo} + __i]")
        } else if self.pointer_rows > 0 {
            format!("(({elem} *)*{p})[{llo} + __i]")
        } else {
            format!("(*{p})[{llo} + __i]")
        };
        let post = format!(
            // `(void *)`: the elements of a `volatile` variable's copy are volatile too, and
            // free takes a plain pointer.
            "for (long long __i = 0; __i < {lln}; ++__i) {} __builtin_free((void *){}); ",
            atomic(op, &target, &format!("{lb}[__i]")),
            if self.slack { &block } else { &lb }
        );
        (pre, post)
    }
}

/// Code pieces of one reduction variable: (prologue in the outlined function, context
/// fields, context initialisers, launch code before the run, combine code after it,
/// epilogue in the outlined function).
/// `host_expr` prints a bound of the reduced section at the construct.
fn reduction_code(
    c: &Capture,
    r: &Reduction,
    t: &str,
    rank: usize,
    members: &[String],
    flat: Option<&str>,
    host_expr: &dyn Fn(Handle<Expr>) -> String,
) -> (String, String, Vec<String>, String, String, String) {
    let n = &c.name;
    let op = r.op;
    // A struct (`members` not empty) is combined member by member (2.5.15); one whose leaves
    // share a type (`flat`), as a flat array of that type.
    let combine = |op: ReductionOp, acc: &str, part: &str| -> String {
        if let (true, true, Some(leaf)) = (members.is_empty(), c.class != VarClass::Array, flat) {
            return format!(
                "for (long long __k = 0; __k < (long long)(sizeof({acc}) / sizeof({leaf})); ++__k) {{ {} }}",
                combine(
                    op,
                    &format!("(({leaf} *)&({acc}))[__k]"),
                    &format!("(({leaf} *)&({part}))[__k]")
                )
            );
        }
        if members.is_empty() {
            return combine(op, acc, part);
        }
        members
            .iter()
            .map(|m| combine(op, &format!("({acc}){m}"), &format!("({part}){m}")))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // A struct, or an array of structs reduced member by member (`members`), is one private
    // object per thread.
    if (c.class != VarClass::Array || !members.is_empty()) && r.section.is_none() {
        // Scalar (2.5.15): private copy with the identity; partial per thread.
        let pro = if let (true, Some(leaf)) = (members.is_empty(), flat) {
            format!(
                "{t} {n}; for (long long __k = 0; __k < (long long)(sizeof({n}) / sizeof({leaf})); ++__k) (({leaf} *)&{n})[__k] = {}; ",
                host_identity(op, leaf)
            )
        } else if members.is_empty() {
            format!("{t} {n} = {}; ", host_identity(op, t))
        } else {
            let mut pro = format!("{t} {n}; ");
            for m in members {
                let mt = format!("__typeof__({n}{m})");
                pro.push_str(&format!("{n}{m} = {}; ", host_identity(op, &mt)));
            }
            pro
        };
        let fld = format!("{t} *__red_{n}; ");
        let (off, on) = (privates::VLA_OFF, privates::VLA_ON);
        let pre = format!(
            "{off}{t} __oxacc_rb_{n}[__oxacc_team_size()];{on}__oxacc_c.__red_{n} = __oxacc_rb_{n}; "
        );
        let post = format!(
            "for (int __t = 0; __t < __oxacc_c.__nthr; ++__t) {{ {} }} ",
            combine(op, n, &format!("__oxacc_rb_{n}[__t]"))
        );
        // The first gang a thread runs stores its partial; later ones (more gangs than
        // threads: `__oxacc_gang_slot`) combine theirs into it.
        // An array is stored as bytes (C assigns no arrays).
        let store = if c.class == VarClass::Array {
            format!("__builtin_memcpy((void *)&__c->__red_{n}[__oxacc_sl], (const void *)&{n}, sizeof({n}));")
        } else {
            format!("__c->__red_{n}[__oxacc_sl] = {n};")
        };
        let epi = format!(
            "if (__tid == __oxacc_sl) {store} else {{ {} }}",
            combine(op, &format!("__c->__red_{n}[__oxacc_sl]"), n)
        );
        return (pro, fld, Vec::new(), pre, post, epi);
    }
    // Arrays and subarrays (2.5.15: element by element). The scalar element type.
    // Multi-dimensional arrays are reduced as flat storage of their scalar elements.
    let elem_fn = if let Some(leaf) = flat {
        leaf.to_string()
    } else if c.class == VarClass::Array {
        format!("__typeof__({}(({t} *)0)[0])", "*".repeat(rank))
    } else {
        format!("__typeof__((*({t} *)0)[0])")
    };
    let (lo, len) = match &r.section {
        // Rows of a multi-dimensional array (`reduction(+:t[1][2])` reduces the row `t[1]`,
        // `capture::reduces_rows`): the bounds count rows, the copies scalar elements.
        Some(sec) if c.class == VarClass::Array && rank > 1 => {
            sec.row_texts(host_expr, n, &elem_fn)
        }
        Some(sec) => sec.texts(
            host_expr,
            &format!("__typeof__({n})"),
            &format!("__typeof__(({n})[0])"),
        ),
        None => (
            "0".to_string(),
            format!("(long long)(sizeof({t}) / sizeof({elem_fn}))"),
        ),
    };
    let (lo_fn, len_fn) = (
        "__c->__red_lo_".to_string() + n,
        "__c->__red_len_".to_string() + n,
    );
    // One partial array per thread, set to the identity by the first gang the thread runs;
    // its later gangs (more gangs than threads) reduce into it as they go.
    let mut pro = format!(
        "{elem_fn} *const __rb_{n} = __c->__red_{n} + (long long)__oxacc_sl * {len_fn}; \
         if (__tid == __oxacc_sl) for (long long __i = 0; __i < {len_fn}; ++__i) __rb_{n}[__i] = {}; ",
        host_identity(op, &elem_fn)
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
        "for (int __t = 0; __t < __oxacc_c.__nthr; ++__t) for (long long __i = 0; __i < __oxacc_c.__red_len_{n}; ++__i) {{ {} }} __builtin_free((void *)__oxacc_c.__red_{n}); ",
        combine(
            op,
            &format!("{base}[__oxacc_c.__red_lo_{n} + __i]"),
            &format!("__oxacc_c.__red_{n}[(long long)__t * __oxacc_c.__red_len_{n} + __i]")
        )
    );
    (pro, fld, Vec::new(), pre, post, String::new())
}

/// The leaf type, in C, of a struct or array of structs reduced as a flat array of it
/// (`capture::flat_leaf`).
fn flat_leaf_type(
    sema: &oxacc_sema::Sema,
    op: ReductionOp,
    ty: Option<oxacc_sema::TypeId>,
) -> Option<String> {
    let (leaf, _) = capture::flat_leaf(sema, op, ty?)?;
    Some(sema.type_to_c(leaf, ""))
}

/// Whether an object of type `ty` is const (a const scalar or struct, an array of const
/// elements): the region cannot modify it, so its implicit copy (2.6.2) is a copyin, and no
/// copy back writes to read-only storage (a `static const` table lives in `.rodata`).
fn const_object(sema: &oxacc_sema::Sema, ty: oxacc_sema::TypeId) -> bool {
    let mut t = ty;
    for _ in 0..64 {
        if sema.types.quals(t).is_const {
            return true;
        }
        match sema.types.array_elem(t) {
            Some(e) if sema.types.is_array(t) => t = e,
            _ => return false,
        }
    }
    false
}

/// The async-argument of a compute construct's launch: the one `sync_args` chose for the
/// current device type (2.4: an `async` clause after `device_type(nvidia)` applies on
/// nvidia only, and there to the kernel as well as to the data clauses), `None` when the
/// construct is synchronous on every device type.
fn chosen_async(sync: &crate::data::SyncArgs) -> Option<String> {
    (sync.async_arg != crate::prelude::ASYNC_SYNC.to_string()).then(|| sync.async_arg.clone())
}

/// The captured arrays of structs (and pointers to structs) whose elements' object pointer
/// members the region reads through `.` paths (`arr[k].p`, `arr[k].in.q`, `ps->p`): each
/// `(var, name, ".path", bytes)`, `bytes` the C text of the array's extent: `sizeof(arr)`
/// for an array of known size, `sizeof(*(ps))` for a pointer the region only uses through
/// `->` (one struct), else 0 (the runtime takes the extent of the present mapping holding
/// it). Private copies are left out (their pointers are the host's values, as the program's
/// own copies are), and so are members the region stores into or takes the address of: the
/// detach before the copy back would overwrite what the kernel stored.
fn element_pointer_members(
    ctx: &LowerCtx,
    f: &FnCtx,
    body: Handle<Stmt>,
    caps: &[Capture],
) -> Vec<(VarId, String, String, String)> {
    let ast = ctx.ast;
    let Some(sema) = ctx.sema else {
        return Vec::new();
    };
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, body, &mut exprs);
    let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
    let mut changed: HashSet<Handle<Expr>> = HashSet::new();
    for &e in &exprs {
        if let Some(x) = ast.exprs.get(e) {
            for c in walk::expr_children(x) {
                parent.insert(c, e);
            }
            changed.extend(walk::changed_lvalue(x));
            if let ExprKind::Unary {
                op: oxacc_syntax::ast::UnaryOp::AddrOf,
                operand,
            } = &x.kind
            {
                changed.insert(*operand);
            }
        }
    }
    // (var, path, bytes, stored)
    let mut out: Vec<(VarId, String, String, String, bool)> = Vec::new();
    for c in caps {
        if matches!(c.attr, Attr::Private | Attr::Reduction(_)) {
            continue;
        }
        let Some(v) = f.names.var(c.var) else {
            continue;
        };
        let ty = sema.types.unqual_id(v.ty);
        // A struct whose address the region takes (`get(&s, i)`, a routine reading
        // `s->p[i]`): the code behind the address reads the pointer members from the
        // struct's device copy, which holds the host's addresses when the targets were mapped
        // on their own (`copyin(s) copy(d[0:n])` with `s.p == d`). Each object-pointer member
        // gets the construct's implicit attach (2.7.2) when its target is present, as the
        // elements of an array of structs do below; a member whose target is not present
        // keeps its value. Before, a GPU dereferenced the host address (emul: a write through
        // it reached host memory, then the copy back of the target overwrote it).
        if sema.is_record(ty) && !matches!(c.attr, Attr::Firstprivate) {
            let addressed = exprs.iter().any(|&e| {
                f.names.uses.get(&e) == Some(&c.var)
                    && parent.get(&e).is_some_and(|&p| {
                        matches!(
                            ast.exprs.get(p).map(|x| &x.kind),
                            Some(ExprKind::Unary {
                                op: oxacc_syntax::ast::UnaryOp::AddrOf,
                                ..
                            })
                        )
                    })
            });
            if addressed {
                for path in record_pointer_paths(sema, ty) {
                    out.push((
                        c.var,
                        format!("(&({}))", c.name),
                        path,
                        format!("sizeof({})", c.name),
                        false,
                    ));
                }
            }
            continue;
        }
        let (elem, sized) = if sema.is_array(ty) {
            if c.attr != Attr::Shared {
                continue;
            }
            (sema.array_elem(ty), sema.array_len(ty).is_some())
        } else if sema.is_pointer(ty) {
            (sema.pointee(ty), false)
        } else {
            continue;
        };
        // A pointer the region indexes reaches an array of structs whose extent only its
        // mapping knows; through `->` alone, one struct.
        let indexed = exprs.iter().any(|&e| {
            f.names.uses.get(&e) == Some(&c.var)
                && parent.get(&e).is_some_and(|&p| {
                    matches!(
                        ast.exprs.get(p).map(|x| &x.kind),
                        Some(ExprKind::Index { base, .. }) if *base == e
                    )
                })
        });
        let bytes = if sized {
            format!("sizeof({})", c.name)
        } else if sema.is_pointer(ty) && !indexed {
            format!("sizeof(*({}))", c.name)
        } else {
            "(__oxacc_size_t)0".to_string()
        };
        let Some(elem) = elem.map(|t| sema.types.unqual_id(t)) else {
            continue;
        };
        if !sema.is_record(elem) {
            continue;
        }
        // The array or pointer passed whole to a function (`scale(ps, i)`, a routine reading
        // `s->p[i]`): the callee may read any pointer member of any element, so each gets the
        // implicit attach, as for `&s` above (over the mapping's extent for a pointer).
        let passed = exprs.iter().any(|&e| {
            f.names.uses.get(&e) == Some(&c.var)
                && parent.get(&e).is_some_and(|&p| {
                    matches!(
                        ast.exprs.get(p).map(|x| &x.kind),
                        Some(ExprKind::Call { args, .. }) if args.contains(&e)
                    )
                })
        });
        if passed {
            let bytes = if sized {
                bytes.clone()
            } else {
                "(__oxacc_size_t)0".to_string()
            };
            for path in record_pointer_paths(sema, elem) {
                if !out.iter().any(|(w, _, q, ..)| *w == c.var && *q == path) {
                    out.push((c.var, c.name.clone(), path, bytes.clone(), false));
                }
            }
        }
        for &e in &exprs {
            if f.names.uses.get(&e) != Some(&c.var) {
                continue;
            }
            // The element: `v[k]`, or `v->m` (element 0) for a pointer.
            let Some(p) = parent.get(&e).copied() else {
                continue;
            };
            let (mut cur, mut path) = match ast.exprs.get(p).map(|x| &x.kind) {
                Some(ExprKind::Index { base, .. }) if *base == e => (p, String::new()),
                Some(ExprKind::Member {
                    base,
                    member,
                    arrow: true,
                }) if *base == e => (p, format!(".{}", ctx.src(member.span))),
                _ => continue,
            };
            loop {
                let t = sema.types.unqual_id(sema.expr_type(cur));
                if !path.is_empty() && ctype::object_pointer(sema, t) {
                    let stored = changed.contains(&cur);
                    match out
                        .iter_mut()
                        .find(|(w, _, q, ..)| *w == c.var && *q == path)
                    {
                        Some(o) => o.4 |= stored,
                        None => {
                            out.push((c.var, c.name.clone(), path.clone(), bytes.clone(), stored))
                        }
                    }
                    break;
                }
                if !sema.is_record(t) {
                    break;
                }
                match parent
                    .get(&cur)
                    .and_then(|&q| ast.exprs.get(q).map(|x| (q, &x.kind)))
                {
                    Some((
                        q,
                        ExprKind::Member {
                            base,
                            member,
                            arrow: false,
                        },
                    )) if *base == cur => {
                        path.push('.');
                        path.push_str(ctx.src(member.span));
                        cur = q;
                    }
                    _ => break,
                }
            }
        }
    }
    out.into_iter()
        .filter(|o| !o.4)
        .map(|(v, n, p, b, _)| (v, n, p, b))
        .collect()
}

/// The paths (`.p`, `.h.data`, `.f[1].data`) of the object-pointer members of a complete
/// struct of type `ty` that code behind its address may read: its own pointer members and
/// those of its struct members and of the elements of its small arrays of structs, at any depth
/// up to a bound. A routine given `s` reads `s->h.data` as readily as `s->p`: with the direct
/// members only, a nested member the host had pointed elsewhere kept its stale device value
/// for a region that reached it only through the routine (bug hunt 2026-12-01, apps12:
/// `s->h.data` swapped by the host, emul read host memory). Union members are left out (one
/// of them may hold something else than the pointer), as are bit-fields.
fn record_pointer_paths(sema: &oxacc_sema::Sema, ty: oxacc_sema::TypeId) -> Vec<String> {
    const MAX_DEPTH: u32 = 4;
    const MAX_ELEMS: u64 = 16;
    const MAX_PATHS: usize = 64;
    fn go(
        sema: &oxacc_sema::Sema,
        ty: oxacc_sema::TypeId,
        prefix: &str,
        depth: u32,
        out: &mut Vec<String>,
    ) {
        let Some(rec) = sema.types.record_of(ty).map(|r| sema.types.record(r)) else {
            return;
        };
        if !rec.complete || depth > MAX_DEPTH {
            return;
        }
        let is_union = matches!(rec.kind, oxacc_syntax::ast::RecordKind::Union);
        for fld in rec.fields.iter() {
            let Some(name) = fld.name.as_ref() else {
                continue;
            };
            if fld.bits.is_some() || out.len() >= MAX_PATHS {
                continue;
            }
            let fty = sema.types.unqual_id(fld.ty);
            let path = format!("{prefix}.{name}");
            if ctype::object_pointer(sema, fty) {
                if depth == 0 || !is_union {
                    out.push(path);
                }
            } else if is_union {
                continue;
            } else if sema.is_record(fty) {
                go(sema, fty, &path, depth + 1, out);
            } else if let (Some(elem), Some(n)) = (sema.array_elem(fty), sema.array_len(fty)) {
                let elem = sema.types.unqual_id(elem);
                if sema.is_record(elem) && n <= MAX_ELEMS {
                    for k in 0..n {
                        go(sema, elem, &format!("{path}[{k}]"), depth + 1, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    go(sema, sema.types.unqual_id(ty), "", 0, &mut out);
    out
}

/// The span of the statement a region's directive applies to (the whole body of a `kernels`
/// construct), or `fallback` when the directive has none.
fn construct_body_span(ast: &oxacc_syntax::Ast, region: &Region, fallback: Span) -> Span {
    ast.directives
        .get(region.dir)
        .and_then(|d| d.body)
        .and_then(|b| ast.stmts.get(b))
        .map(|b| b.span)
        .unwrap_or(fallback)
}
