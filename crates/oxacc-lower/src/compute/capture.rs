//! Data attributes of the variables a compute region uses (spec 2.6).
//!
//! - Variables declared inside the region are untouched (they are private to whoever runs the
//!   code, 2.6.1).
//! - File-scope variables are used directly (on the host device type, memory is shared).
//! - A local or parameter of the enclosing function is *captured*: predetermined private when
//!   it is the variable of a loop associated with a `loop` directive (2.6.1); explicitly
//!   determined by a clause on the construct (private, firstprivate, reduction, data clauses)
//!   or on a lexically enclosing `data` construct ("visible data clause", 2.6.2); otherwise
//!   implicitly determined (2.6.2): with `default(none)` that is an error; aggregates and
//!   arrays are `copy` (`present` under `default(present)`); scalars are `firstprivate` in
//!   `parallel`/`serial` and `copy` in `kernels`.
//!
//! On the host device type every data clause aliases host memory, so all "copy-like"
//! attributes are one thing here: [`Attr::Shared`] (passed by address).
//!
//! [`analyze`] is the one place that decides this for a region: which variables it captures,
//! with which attribute, which part of them a private/firstprivate/reduction clause names
//! ([`Section`]), which members are private ([`Privatized`]) and what each `loop private`
//! clause privatizes. The code writers (outline.rs today, a GPU writer later) print from
//! [`RegionCaptures`]; they do not look at the clauses again.

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{
    Clause, ClauseKind, DataVar, DefaultKind, DirectiveName, ReductionOp, SubscriptKind,
};
use oxacc_sema::{ArrayLen, Sema, TypeId, TypeKind};
use oxacc_syntax::ast::{Expr, ExprKind};
use oxacc_syntax::{Ast, Diagnostic, Handle, Span};

use super::ctype::{self, VarClass};
use super::loops;
use super::names::VarId;
use super::outline::{Kind, LoopSite, Region};
use super::walk;
use super::FnCtx;
use crate::ctx::LowerCtx;

/// How a captured variable reaches the outlined function.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// copy, copyin, copyout, create, present, no_create, deviceptr, attach (2.7): the
    /// host object itself, by address.
    Shared,
    /// 2.5.14: a per-thread copy initialised from the value at the launch.
    Firstprivate,
    /// 2.5.13 / 2.9.10 / 2.6.1: a per-thread copy, uninitialised.
    Private,
    /// 2.5.15 / 2.9.11: a per-thread copy initialised with the operator's identity, combined
    /// into the original after the region.
    Reduction(Reduction),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reduction {
    pub op: ReductionOp,
    /// For an array element or subarray `a[lo:len]`: the reduced part.
    pub section: Option<Section>,
}

impl Reduction {
    /// Whether a bound of the reduced element or subarray names a variable for which `pred`
    /// holds (one declared in the region: the combine and the implied copy run where it does
    /// not exist).
    pub fn bound_names(
        &self,
        ast: &Ast,
        f: &FnCtx,
        pred: impl Fn(&super::names::LocalVar) -> bool,
    ) -> bool {
        self.section.iter().flat_map(|sec| sec.exprs()).any(|b| {
            let mut es = Vec::new();
            walk::exprs_in_expr(ast, b, &mut es);
            es.iter().any(|e| {
                f.names
                    .uses
                    .get(e)
                    .and_then(|id| f.names.var(*id))
                    .is_some_and(&pred)
            })
        })
    }
}

/// The part of a variable (or member) that a private, firstprivate or reduction clause names
/// (2.7.1): the subarray `x[lo:len]`, or the element `x[i]` (length 1). Only the outermost
/// dimension selects part of the object; inner dimensions are whole (the contiguity rule of
/// 2.7.1), so a copy is `len` elements of type `elem` (rows, for a 2-D array), addressed so
/// that `x[lo] .. x[lo + len - 1]` reach it.
///
/// A whole array too large for a thread's stack (or of variable length) is privatized as the
/// section `[0:length]` (see [`STACK_ARRAY_BYTES`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// `None`: 0.
    pub lower: Option<Handle<Expr>>,
    pub length: SectionLen,
    /// The type of `x[lo]`.
    pub elem: TypeId,
    /// Other parts of the same variable whose bounds are known only at run time
    /// (`reduction(+:p[i], p[j])` on a pointer's target, [`merged_reduction`]): the section
    /// is the smallest one covering this one and these, its bounds computed where they are
    /// evaluated ([`Section::texts`]). Each is one subscript's section (`also` empty).
    pub also: Vec<Section>,
}

impl Section {
    /// The section one subscript names: `[i]` one element, `[lo:len]`, and `[lo:]` the rest of
    /// an array of `extent` elements (`None`: not known here).
    fn of_subscript(kind: &SubscriptKind, elem: TypeId, extent: Option<u64>) -> Section {
        let (lower, length) = match *kind {
            SubscriptKind::Index(i) => (Some(i), SectionLen::One),
            SubscriptKind::Range { lower, length } => (
                lower,
                match length {
                    Some(l) => SectionLen::Expr(l),
                    None => SectionLen::Rest(extent),
                },
            ),
        };
        Section {
            lower,
            length,
            elem,
            also: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SectionLen {
    /// `[lo:len]`.
    Expr(Handle<Expr>),
    /// `[i]`: one element.
    One,
    /// `[lo:]` or a whole array: the array's length minus `lo` (`None`: a variable-length
    /// array, whose length is taken from its type where the bounds are evaluated).
    Rest(Option<u64>),
}

/// A whole array larger than this is privatized through a [`Section`] (its copies may go on
/// the heap) rather than as a local array of the outlined function: the team's threads have
/// 2 MiB stacks.
pub const STACK_ARRAY_BYTES: u64 = 64 * 1024;

impl Section {
    /// `(lower, length)` as C expressions: `expr` prints a bound where it is evaluated;
    /// `base_ty` / `elem_ty` name the type of the sectioned object and of its elements there
    /// (for the length of `a[lo:]` on a variable-length array).
    pub fn texts(
        &self,
        expr: &dyn Fn(Handle<Expr>) -> String,
        base_ty: &str,
        elem_ty: &str,
    ) -> (String, String) {
        if !self.also.is_empty() {
            // The smallest section covering every part: from the least lower bound to the
            // greatest end (the bounds have no side effects: `merged_reduction`).
            let mut lo = String::new();
            let mut end = String::new();
            for part in std::iter::once(self).chain(&self.also) {
                let one = Section {
                    also: Vec::new(),
                    ..part.clone()
                };
                let (l, n) = one.texts(expr, base_ty, elem_ty);
                let l = format!("(long long)({l})");
                let e = format!("({l} + (long long)({n}))");
                if lo.is_empty() {
                    (lo, end) = (l, e);
                } else {
                    lo = format!("({lo} < {l} ? {lo} : {l})");
                    end = format!("({end} > {e} ? {end} : {e})");
                }
            }
            return (lo.clone(), format!("{end} - {lo}"));
        }
        let lo = self.lower.map(expr).unwrap_or_else(|| "0".to_string());
        let len = match self.length {
            SectionLen::Expr(e) => expr(e),
            SectionLen::One => "1".to_string(),
            SectionLen::Rest(Some(n)) if self.lower.is_none() => n.to_string(),
            // A constant lower bound is folded: -Minfo prints `hist[4:8]`, not `hist[4:12-(4)]`.
            SectionLen::Rest(Some(n)) => match lo.trim().parse::<u64>() {
                Ok(l) if l <= n => (n - l).to_string(),
                _ => format!("{n} - ({lo})"),
            },
            SectionLen::Rest(None) => {
                format!("(long long)(sizeof({base_ty}) / sizeof({elem_ty})) - ({lo})")
            }
        };
        (lo, len)
    }

    /// [`Section::texts`] for rows of a multi-dimensional array `base` (C text): the bounds
    /// count rows, the results scalar elements of type `elem` (`h[g][1]` reduces the row `h[g]`).
    pub fn row_texts(
        &self,
        expr: &dyn Fn(Handle<Expr>) -> String,
        base: &str,
        elem: &str,
    ) -> (String, String) {
        let (lo, len) = self.texts(
            expr,
            &format!("__typeof__({base})"),
            &format!("__typeof__(({base})[0])"),
        );
        let row = format!("(long long)(sizeof(({base})[0]) / sizeof({elem}))");
        (format!("({lo}) * {row}"), format!("({len}) * {row}"))
    }

    /// The expressions of the bounds (evaluated where the clause takes effect).
    pub fn exprs(&self) -> impl Iterator<Item = Handle<Expr>> {
        let mut out = Vec::new();
        for part in std::iter::once(self).chain(&self.also) {
            out.extend(part.lower);
            if let SectionLen::Expr(e) = part.length {
                out.push(e);
            }
        }
        out.into_iter()
    }
}

/// A private or firstprivate item that is not simply a captured variable: a member of a
/// struct (`s.p`, `sp->q`, with or without a section) named on the construct, or any item of
/// a `loop private` clause (2.9.10).
#[derive(Clone, Debug)]
pub struct Privatized {
    /// The root variable (`s` in `s.p[0:n]`).
    pub var: VarId,
    pub name: String,
    /// A member of the variable rather than the variable.
    pub member: Option<MemberRef>,
    pub firstprivate: bool,
    pub section: Option<Section>,
    /// The type of the item's base: the variable's, or the member's.
    pub ty: TypeId,
    /// The clause item as written (messages).
    pub text: String,
}

/// A struct member named by a clause.
#[derive(Clone, Debug)]
pub struct MemberRef {
    /// The clause's base expression (`s.p`), compared structurally with the region's
    /// expressions (`same_lvalue`).
    pub base: Handle<Expr>,
    /// The expressions of the region that designate the private member: they are rewritten to
    /// the copy. Empty when the region does not use it (the item then has no effect).
    pub uses: Vec<Handle<Expr>>,
}

/// Why a variable got its attribute (for -Minfo and default(none)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Loop variable of a `loop` directive (2.6.1).
    Predetermined,
    /// A clause on the construct or an enclosing `data` construct.
    Explicit,
    /// 2.6.2.
    Implicit,
    /// No clause names it and no access to it is exposed (it appears only in `sizeof` or
    /// where a loop made it private): 2.6.2 gives it no attribute, so no data clause. The
    /// outlined code still declares it (a scalar as an uninitialised private, an array or
    /// aggregate by address) so that its name and type resolve there.
    Unexposed,
}

#[derive(Clone, Debug)]
pub struct Capture {
    pub var: VarId,
    pub name: String,
    pub attr: Attr,
    pub class: VarClass,
    pub origin: Origin,
    /// The variable is assigned, incremented or has its address taken in the region.
    pub written: bool,
    /// Private / firstprivate of part of the variable (`p[lo:len]`, or a whole array too
    /// large for a local): each copy holds that section only.
    pub section: Option<Section>,
    /// A shared scalar the region never writes, given `Attr::Firstprivate` (read by value: the
    /// same on the host, whose memory is the variable's). On a discrete device the value to
    /// read is the device copy's (a data clause, an enclosing `data` construct or another
    /// kernel of the same `kernels` construct may have set it), so the GPU writer reads it
    /// from device memory (`cuda/kernel.rs`).
    pub shared_readonly: bool,
}

/// The data attributes of one compute region.
pub struct RegionCaptures {
    /// The variables of the enclosing function the outlined code needs, in first-use order.
    pub caps: Vec<Capture>,
    /// Private / firstprivate members named on the construct.
    pub members: Vec<Privatized>,
    /// Per loop site (the index of `sites`): the items of its `private` clause.
    pub loop_privates: Vec<Vec<Privatized>>,
    /// Every expression the outlined code evaluates: the body, the `if` of atomics, the
    /// bounds of inner loops' private and reduction clauses.
    pub exprs: Vec<Handle<Expr>>,
    /// The expressions inside uses of private members (not uses of the root variable).
    pub covered: HashSet<Handle<Expr>>,
    /// Captured or privatized variables of the function used in the region, in first-use order.
    pub order: Vec<VarId>,
    pub first_use: HashMap<VarId, Span>,
    pub default_kind: Option<(DefaultKind, Span)>,
    /// The scope of each loop site.
    pub(crate) scopes: Vec<Span>,
}

impl RegionCaptures {
    /// The innermost loop site whose `private` clause privatizes variable `var` (the whole
    /// variable or a section of it, not a member) at `at`. By variable, not by name: a
    /// variable of the loop body that shadows the private one is not the loop's copy.
    pub fn loop_private_at(&self, var: VarId, at: Span) -> Option<(usize, &Privatized)> {
        let mut best: Option<(usize, &Privatized)> = None;
        for (si, items) in self.loop_privates.iter().enumerate() {
            let sc = self.scopes[si];
            if !(sc.start <= at.start && at.end <= sc.end) {
                continue;
            }
            let Some(p) = items.iter().find(|p| p.member.is_none() && p.var == var) else {
                continue;
            };
            let inner = best.is_none_or(|(b, _)| {
                let bs = self.scopes[b];
                bs.start <= sc.start && sc.end <= bs.end
            });
            if inner {
                best = Some((si, p));
            }
        }
        best
    }
}

/// The data attributes of `region` (spec 2.6): what the outlined code captures and how, the
/// private members, the items of each loop's `private` clause. `clauses`: the construct's
/// clauses for the host device type. `None` after an error was reported.
pub(super) fn analyze(
    ctx: &mut LowerCtx,
    f: &FnCtx,
    region: &Region,
    sites: &[LoopSite],
    clauses: &[Clause],
    construct: DirectiveName,
    body_span: Span,
) -> Option<RegionCaptures> {
    let ast = ctx.ast;
    let sema = ctx.sema?;
    let mut errors = false;

    // ---- what the outlined code evaluates ----
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, region.body, &mut exprs);
    walk::atomic_clause_exprs(ctx, region.body, &mut exprs);
    // The bounds of a loop's private and reduction subarrays are evaluated where the loop
    // runs, in the outlined code (2.9.10, 2.9.11): their variables are the region's too.
    for s in sites {
        for v in s.privates.iter().chain(s.reductions.iter().map(|(_, v)| v)) {
            for b in bound_exprs(v) {
                walk::exprs_in_expr(ast, b, &mut exprs);
            }
        }
    }
    let inside = |s: Span| body_span.start <= s.start && s.end <= body_span.end;
    if reserved_names_used(ctx, sema, &exprs, body_span) {
        return None;
    }

    // ---- clause items ----
    let mut explicit: HashMap<String, Attr> = HashMap::new();
    // Variables the construct's data clauses name only through what a pointer member points
    // to (`maps_only_element_pointee`): implicitly copied, and not unnamed for default(none).
    let mut pointee_only: HashSet<String> = HashSet::new();
    // Variables a data clause of the construct names whole (`copy(p)`, not only `p[0:n]`).
    let mut named_whole: HashSet<String> = HashSet::new();
    // Struct variables the construct's data clauses name through sections of their pointer
    // members (`copy(s.p[0:n])`: "s" → {"p"}), and variables named by any other item.
    let mut member_sections: HashMap<String, HashSet<String>> = HashMap::new();
    let mut other_items: HashSet<String> = HashSet::new();
    let mut sections: HashMap<String, Section> = HashMap::new();
    let mut members: Vec<Privatized> = Vec::new();
    let mut default_kind: Option<(DefaultKind, Span)> = None;
    let mut privatize = |ctx: &mut LowerCtx, v: &DataVar, firstprivate: bool| {
        let section = if firstprivate { "2.5.14" } else { "2.5.13" };
        let p = match clause_item(ctx, sema, f, v, section) {
            Ok(Some(p)) => p,
            Ok(None) => return true,
            Err(()) => return false,
        };
        if p.member.is_some() {
            members.push(p);
            return true;
        }
        if let Some(sec) = &p.section {
            if sections.insert(p.name.clone(), sec.clone()).is_some() {
                ctx.diags.push(Diagnostic::error(
                    v.span,
                    format!("two sections of '{}' in the private and firstprivate clauses of one construct are not supported yet by oxacc's multicore code generation (OpenACC 3.3, {section})", p.name),
                ));
                return false;
            }
        }
        let attr = if firstprivate {
            Attr::Firstprivate
        } else {
            Attr::Private
        };
        explicit.insert(p.name, attr);
        true
    };
    for c in clauses {
        match &c.kind {
            // On a combined construct, private applies to the loop (2.11).
            ClauseKind::Private(vs) if !construct.is_combined() => {
                for v in vs {
                    errors |= !privatize(ctx, v, false);
                }
            }
            ClauseKind::Firstprivate(vs) => {
                for v in vs {
                    errors |= !privatize(ctx, v, true);
                }
            }
            _ => {}
        }
    }
    // One private copy per variable: two reduction items naming parts of one variable (two
    // elements or subarrays of one array, 2.5.15 / 2.9.11) are reduced as one section covering
    // both (`merged_reduction`). That needs one operator and constant bounds.
    // A combined construct's reduction clause is treated as if it appeared on the loop and
    // implies a copy (2.11): an element or subarray inside rows reached through a pointer
    // (`parallel loop reduction(+:p[2][1])`, `int **p` or `int (*p)[8]`) is the loop's
    // reduction alone (`loop_only_reduction`), combined where the loop ends, and the variable
    // keeps the attribute its data clauses give it (the implied copy is a `copy` clause of
    // the item, added to the directive when no data clause names the variable:
    // `add_implied_copies`).
    let loop_only = |v: &DataVar| loop_only_reduction(sema, construct, v);
    let construct_group: Vec<(ReductionOp, &DataVar)> = clauses
        .iter()
        .filter_map(|c| match &c.kind {
            ClauseKind::Reduction { op, vars, .. } => Some(vars.iter().map(move |v| (*op, v))),
            _ => None,
        })
        .flatten()
        .filter(|(_, v)| !loop_only(v))
        .collect();
    {
        let mut groups: Vec<Vec<(ReductionOp, &DataVar)>> = vec![construct_group.clone()];
        groups.extend(
            sites
                .iter()
                .map(|s| s.reductions.iter().map(|(op, v)| (*op, v)).collect()),
        );
        let const_part = |v: &DataVar| {
            v.subscripts.len() == 1
                && reduction_of(sema, ReductionOp::Add, v)
                    .section
                    .is_some_and(|sec| const_range(sema, &sec).is_some())
        };
        // Whether evaluating a bound of a part may have a side effect (the union of parts
        // with run-time bounds evaluates them more than once).
        let bounds_effect = |v: &DataVar| {
            bound_exprs(v).into_iter().any(|b| {
                let mut es = Vec::new();
                walk::exprs_in_expr(ast, b, &mut es);
                es.iter().any(|x| {
                    ast.exprs
                        .get(*x)
                        .is_some_and(|x| walk::effect_node(&x.kind))
                })
            })
        };
        // A combined construct's clause is in both its groups: report it once.
        let mut reported: HashSet<Span> = HashSet::new();
        for g in &groups {
            for (i, (op, v)) in g.iter().enumerate() {
                let Some((uop, u)) = g[..i].iter().find(|(_, u)| u.name() == v.name()) else {
                    continue;
                };
                let why = if uop != op {
                    Some(format!(
                        "two parts of '{}' reduced with different operators ('{}' and '{}') in the reduction clauses of one construct are",
                        v.name(),
                        uop.as_str(),
                        op.as_str()
                    ))
                } else if !(const_part(u) && const_part(v)
                    || widens_to_whole(sema, v, g)
                    || runtime_union_ok(sema, v, g) && !bounds_effect(u) && !bounds_effect(v))
                {
                    Some(format!(
                        "two elements or subarrays of '{}' in the reduction clauses of one construct, unless each has constant bounds, the variable is a fixed-size array, or each is a part of a pointer's target with a length and bounds without side effects, are",
                        v.name()
                    ))
                } else {
                    None
                };
                if let Some(why) = why {
                    if reported.insert(v.span) {
                        ctx.diags.push(Diagnostic::error(
                            v.span,
                            format!(
                                "{why} not supported yet by oxacc (OpenACC 3.3, 2.5.15, 2.9.11)"
                            ),
                        ));
                        errors = true;
                    }
                }
            }
        }
    }
    for c in clauses {
        match &c.kind {
            ClauseKind::Reduction { op, vars, .. } => {
                for v in vars {
                    if loop_only(v) {
                        continue;
                    }
                    explicit.insert(
                        v.name().to_string(),
                        Attr::Reduction(merged_reduction(sema, *op, v, &construct_group)),
                    );
                }
            }
            ClauseKind::Data(d) => {
                for v in &d.vars {
                    if maps_only_element_pointee(ast, sema, v) {
                        pointee_only.insert(v.name().to_string());
                        continue;
                    }
                    if v.subscripts.is_empty() && !v.is_member {
                        named_whole.insert(v.name().to_string());
                    }
                    match struct_pointer_member(ast, sema, v) {
                        Some(m) => {
                            member_sections
                                .entry(v.name().to_string())
                                .or_default()
                                .insert(m);
                        }
                        None => {
                            other_items.insert(v.name().to_string());
                        }
                    }
                    explicit.entry(v.name().to_string()).or_insert(Attr::Shared);
                }
            }
            ClauseKind::Default(k) => default_kind = Some((*k, c.span)),
            _ => {}
        }
    }
    // No default clause of its own: the innermost enclosing data construct's (2.6.2).
    if default_kind.is_none() {
        default_kind = f.visible_default;
    }
    let mut loop_privates: Vec<Vec<Privatized>> = Vec::new();
    for s in sites {
        let mut items = Vec::new();
        for v in &s.privates {
            match clause_item(ctx, sema, f, v, "2.9.10") {
                // One copy per variable: a second section of it would need a second name.
                Ok(Some(p))
                    if p.member.is_none()
                        && items
                            .iter()
                            .any(|q: &Privatized| q.member.is_none() && q.name == p.name) =>
                {
                    ctx.diags.push(Diagnostic::error(
                        v.span,
                        format!("two sections of '{}' in the private clauses of one loop are not supported yet by oxacc's multicore code generation (OpenACC 3.3, 2.9.10)", p.name),
                    ));
                    errors = true;
                }
                Ok(Some(p)) => items.push(p),
                Ok(None) => {}
                Err(()) => errors = true,
            }
        }
        loop_privates.push(items);
    }
    if errors {
        return None;
    }
    let scopes: Vec<Span> = sites.iter().map(|s| s.scope).collect();

    // ---- uses of private members ----
    // Each use of a private member (`s.p`) designates the copy of the innermost construct
    // or loop that privatizes it; the root variable is not accessed there.
    let mut covered: HashSet<Handle<Expr>> = HashSet::new();
    for e in &exprs {
        if covered.contains(e) {
            continue;
        }
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        if !matches!(ex.kind, ExprKind::Member { .. }) {
            continue;
        }
        let mut best: Option<(Option<usize>, usize)> = None;
        for (si, items) in loop_privates.iter().enumerate() {
            let sc = scopes[si];
            if !(sc.start <= ex.span.start && ex.span.end <= sc.end) {
                continue;
            }
            for (k, p) in items.iter().enumerate() {
                let Some(m) = &p.member else { continue };
                if !same_lvalue(ast, sema, *e, m.base, 0) {
                    continue;
                }
                let inner = match best {
                    Some((Some(b), _)) => {
                        let bs = scopes[b];
                        bs.start <= sc.start && sc.end <= bs.end
                    }
                    _ => true,
                };
                if inner {
                    best = Some((Some(si), k));
                }
            }
        }
        if best.is_none() {
            if let Some(k) = members.iter().position(|p| {
                p.member
                    .as_ref()
                    .is_some_and(|m| same_lvalue(ast, sema, *e, m.base, 0))
            }) {
                best = Some((None, k));
            }
        }
        let Some((site, k)) = best else { continue };
        let target = match site {
            Some(si) => &mut loop_privates[si][k],
            None => &mut members[k],
        };
        if let Some(m) = &mut target.member {
            m.uses.push(*e);
        }
        let mut sub = Vec::new();
        walk::exprs_in_expr(ast, *e, &mut sub);
        covered.extend(sub);
    }
    let loop_private_at = |name: &str, at: Span| {
        loop_privates.iter().enumerate().any(|(si, items)| {
            let sc = scopes[si];
            sc.start <= at.start
                && at.end <= sc.end
                && items.iter().any(|p| p.member.is_none() && p.name == name)
        })
    };

    // ---- the variables used, exposed (2.6.2) and written ----
    let mut order: Vec<usize> = Vec::new();
    let mut first_use: HashMap<usize, Span> = HashMap::new();
    let mut first_exposed: HashMap<usize, Span> = HashMap::new();
    let mut written: HashSet<usize> = HashSet::new();
    let sizeof_spans: Vec<Span> = exprs
        .iter()
        .filter_map(|e| ast.exprs.get(*e))
        .filter(|e| matches!(e.kind, ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_)))
        .map(|e| e.span)
        .collect();
    for e in &exprs {
        if covered.contains(e) {
            continue;
        }
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
        // "In the argument of C's sizeof operator, the appearance of a variable is not an
        // exposed access"; nor is a use where a loop made it private (2.6.2).
        let in_sizeof = sizeof_spans
            .iter()
            .any(|s| s.start <= ex.span.start && ex.span.end <= s.end);
        if !in_sizeof && !loop_private_at(&v.name, ex.span) {
            first_exposed.entry(var).or_insert(ex.span);
        }
    }
    for e in &exprs {
        let Some(ex) = ast.exprs.get(*e) else {
            continue;
        };
        if let Some(t) = walk::changed_lvalue(ex) {
            if let Some(v) = f.names.uses.get(&t) {
                written.insert(*v);
            }
        }
    }
    // Loop variables of associated loops: predetermined private (2.6.1).
    let mut loop_vars: HashSet<String> = HashSet::new();
    for s in sites {
        for l in s
            .shape
            .loops
            .iter()
            .filter_map(|l| loops::canonical_in(ast, ctx.sema, *l))
        {
            if l.decl.is_none() {
                loop_vars.insert(l.var_name);
            }
        }
    }
    // Loop reductions whose variable is not private at the construct: combined at the end of
    // the region (2.9.11 "If the original var is not private, this update occurs by the end
    // of the compute region"), with an implied copy (2.6.2).
    let mut hoisted: Vec<(String, Reduction)> = Vec::new();
    // Whether a bound of a loop reduction's element or subarray names a variable of the
    // region (declared in it, or a loop's variable): the hoisted combine and the implied copy
    // run where that variable does not exist (`{ int k = 3; loop reduction(+:c[k]) }`).
    let region_bound =
        |r: &Reduction| r.bound_names(ast, f, |x| inside(x.span) || loop_vars.contains(&x.name));
    let bounds_text = |r: &Reduction| -> Vec<String> {
        r.section
            .iter()
            .flat_map(|sec| sec.exprs())
            .map(|b| {
                ast.exprs
                    .get(b)
                    .map(|x| ctx.src(x.span).to_string())
                    .unwrap_or_default()
            })
            .collect()
    };
    let mut widen_errors: Vec<Diagnostic> = Vec::new();
    // A kernel of a `kernels` construct whose top loop runs in sequence inside it (kernels.rs
    // `seq_outer_kernel`: row reductions in a Gauss-Seidel sweep) is sequential C around its
    // row loops: a scalar a row loop reduces is complete when that loop ends, as the code
    // after it in the same row reads it (`q = 0; for (j) q += ...; rs[i] = q;`). So it is
    // not hoisted to the region's end (where its partial, started from the identity, was
    // added to the value the rows left: 744 for 745) but stays the construct's shared scalar,
    // combined where each loop ends (`loop_red_code`), its last value copied out.
    let seq_top_kernel = region.kind == Kind::Kernels
        && region.top_loop
        && region.modes.get(&region.body) == Some(&super::outline::Mode::Seq);
    for s in sites {
        let group: Vec<(ReductionOp, &DataVar)> =
            s.reductions.iter().map(|(op, v)| (*op, v)).collect();
        for (k, (op, v)) in s.reductions.iter().enumerate() {
            let name = v.name().to_string();
            if seq_top_kernel && v.subscripts.is_empty() && !v.is_member {
                continue;
            }
            // A later part of a variable this loop reduces already: the earlier part's
            // `merged_reduction` covers it.
            if s.reductions[..k].iter().any(|(_, u)| u.name() == v.name()) {
                continue;
            }
            let private_here = matches!(
                explicit.get(&name),
                Some(Attr::Private | Attr::Firstprivate | Attr::Reduction(_))
            );
            let is_captured = order
                .iter()
                .any(|id| f.names.var(*id).is_some_and(|x| x.name == name));
            let enclosing_private = sites.iter().enumerate().any(|(oi, o)| {
                o.scope.start < s.scope.start
                    && s.scope.end <= o.scope.end
                    && loop_privates[oi]
                        .iter()
                        .any(|p| p.member.is_none() && p.name == name)
            });
            if private_here || !is_captured || enclosing_private {
                continue;
            }
            let r = merged_reduction(sema, *op, v, &group);
            // One region-level copy combines every loop's reduction of the variable (2.9.11):
            // the part it combines must cover each loop's element or subarray. A fixed-size
            // array is combined whole when the parts differ or a bound is the region's (the
            // elements no loop reduced hold the identity, so they combine to themselves).
            let whole_ok = (v.subscripts.len() == 1 || reduces_rows(sema, v))
                && sema.types.array_len(sema.expr_type(v.base)).is_some();
            let widen = |why: String, errs: &mut Vec<Diagnostic>| {
                if !whole_ok {
                    errs.push(Diagnostic::error(
                        v.span,
                        format!("{why}; on a pointer's target or a multi-dimensional array this is not supported yet by oxacc (OpenACC 3.3, 2.9.11)"),
                    ));
                }
            };
            match hoisted.iter_mut().find(|(n, _)| *n == name) {
                None => {
                    let mut r = r;
                    // A variable a data clause of the construct makes shared keeps that
                    // attribute (below: the explicit one comes first), and its loop
                    // reductions are combined where the loop ends (`loop_red_code`), where
                    // the subscript's variables exist (`reduction(+:q[i])` in a gang loop
                    // over `i`, PolyBench's bicg): no region-level copy to widen.
                    let shared_here = matches!(explicit.get(&name), Some(Attr::Shared));
                    // A pointer's element or subarray whose subscript is the region's
                    // (`int k = g + 1; loop reduction(+:q[k])`, no data clause naming `q`):
                    // the pointer is a scalar, firstprivate by 2.6.2, so no copy of it is
                    // implied, and the elements it points to are the device's data already.
                    // 2.9.11 lets the combine happen by the end of the region; it happens
                    // where the loop ends, where the subscript exists, as for a pointer in a
                    // data clause of the construct.
                    let pointer_target = sema.is_pointer(sema.expr_type(v.base))
                        && !v.is_member
                        && v.subscripts.len() == 1;
                    if region_bound(&r) && !shared_here && pointer_target {
                        continue;
                    }
                    // The same for a row reached through a pointer to pointers (`p[g][1]`,
                    // `int **p`): always combined where the loop ends, through the row
                    // pointer read where it starts (no region-level copy of a row; a data
                    // clause's shared pointer is combined there too).
                    // And for the rows a pointer to arrays points to (`a[1][0]`, `int
                    // (*a)[8]`): the region-level copy did not know rows through a pointer
                    // (its generated C did not compile: "cast specifies array type").
                    if reduces_pointer_row(sema, v) || reduces_pointer_rows(sema, v) {
                        continue;
                    }
                    if region_bound(&r) && !shared_here {
                        widen(
                            format!(
                                "the subscript of the loop reduction on '{}' names a variable of the compute region, and the region combines the reduction where that variable does not exist (compute the subscript before the construct)",
                                v.text
                            ),
                            &mut widen_errors,
                        );
                        r.section = None;
                    }
                    hoisted.push((name, r));
                }
                Some((_, h)) => {
                    if h.op != r.op {
                        widen_errors.push(Diagnostic::error(
                            v.span,
                            format!(
                                "'{name}' is reduced with '{}' by one loop and '{}' by another in one compute region; reductions of parts of one variable with different operators are not supported yet by oxacc (OpenACC 3.3, 2.9.11)",
                                h.op.as_str(),
                                r.op.as_str()
                            ),
                        ));
                    } else if let Some(sec) = h
                        .section
                        .as_ref()
                        .zip(r.section.as_ref())
                        .and_then(|(a, b)| union_section(sema, a, b))
                    {
                        // Constant bounds: the part covering both (as for two parts on one
                        // loop, `merged_reduction`).
                        h.section = Some(sec);
                    } else if let (Some(rs), true) = (
                        r.section.as_ref(),
                        h.section.is_some()
                            && runtime_union_ok(sema, v, &[(*op, v)])
                            && !region_bound(&r)
                            && bounds_text(h) != bounds_text(&r),
                    ) {
                        let Some(hs) = h.section.as_mut() else {
                            continue;
                        };
                        // Parts of a pointer's target with run-time bounds: the section
                        // covering both, computed where the region starts (`Section::also`).
                        let mut rs = rs.clone();
                        let more = std::mem::take(&mut rs.also);
                        hs.also.push(rs);
                        hs.also.extend(more);
                    } else if h.section.is_some()
                        && (r.section.is_none() || bounds_text(h) != bounds_text(&r))
                    {
                        widen(
                            format!(
                                "the loop reduction on '{}' reduces another part of '{name}' than an earlier loop of this compute region",
                                v.text
                            ),
                            &mut widen_errors,
                        );
                        h.section = None;
                    }
                }
            }
        }
    }
    ctx.diags.extend(widen_errors);
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

    // ---- the attribute of each variable ----
    let mut caps: Vec<Capture> = Vec::new();
    let default_none = |ctx: &mut LowerCtx, name: &str, at: Span, dspan: Span| {
        ctx.diags.push(
            Diagnostic::error(
                at,
                format!(
                    "variable '{name}' has no data attribute in this compute region; default(none) requires it in a data clause or in a private, firstprivate or reduction clause (OpenACC 3.3, 2.6.2)"
                ),
            )
            .with_label(dspan, "default(none) given here"),
        );
    };
    for &var in &order {
        let Some(v) = f.names.var(var) else { continue };
        // A struct or union declared but not defined here (`extern struct opaque o;` used by
        // address): every data attribute needs its size (2.6.2's implicit copy, a private
        // copy, the device copy's lookup), which this file does not know.
        if let (true, Some(at)) = (
            ctype::incomplete_record(sema, v.ty),
            first_exposed.get(&var),
        ) {
            ctx.diags.push(Diagnostic::error(
                *at,
                format!(
                    "'{}' has incomplete type '{}' in this compute region: its data attribute needs its size (OpenACC 3.3, 2.6.2); not supported by oxacc (pass a pointer to it instead)",
                    v.name,
                    sema.type_to_c(v.ty, "")
                ),
            ));
            errors = true;
            continue;
        }
        // A file-scope variable is used directly (2.15.2: shared memory on the host) unless a
        // clause makes it private, firstprivate or a reduction.
        if v.is_global {
            // 2.6.2 covers every variable: under default(none), a global needs a data clause
            // on the construct or a visible data/declare clause too.
            let unlisted = |ctx: &mut LowerCtx| match (default_kind, first_exposed.get(&var)) {
                (Some((DefaultKind::None, dspan)), Some(at))
                    if !explicit.contains_key(&v.name)
                        && !f.visible_data.contains(&v.name)
                        && !f.declared_globals.contains(&v.name) =>
                {
                    default_none(ctx, &v.name, *at, dspan);
                    true
                }
                _ => false,
            };
            // A loop reduction's implied copy of a global under default(none).
            if hoisted.iter().any(|(n, _)| *n == v.name) && unlisted(ctx) {
                errors = true;
                continue;
            }
            let privatized = matches!(
                explicit.get(&v.name),
                Some(Attr::Private | Attr::Firstprivate | Attr::Reduction(_))
            ) || hoisted.iter().any(|(n, _)| *n == v.name)
                || loop_vars.contains(&v.name)
                || region.implied_private.contains(&v.name);
            // A scalar the region writes, with no visible data clause or declare: 2.6.2 makes
            // it firstprivate in a parallel or serial construct, as the GPU kernel has it.
            // Used directly, the team's threads would all store into the one variable (a
            // global scratch scalar of a loop body raced) and the host would see the
            // region's stores, which no other device type shows.
            let implicit_firstprivate =
                matches!(ctype::classify(sema, v.ty), VarClass::Scalar { .. })
                    && region.kind != Kind::Kernels
                    && written.contains(&var)
                    && !explicit.contains_key(&v.name)
                    && !f.visible_data.contains(&v.name)
                    && !f.declared_globals.contains(&v.name);
            if !privatized && !implicit_firstprivate {
                errors |= unlisted(ctx);
                continue;
            }
        }
        let class = ctype::classify(sema, v.ty);
        // A data clause on the construct moves the variable's data, but the variable of a loop
        // the region partitions stays private to each iteration's thread (2.6.1, predetermined):
        // the partitioned loop assigns its own copy (with `kernels copyin(i)`, the loop wrote
        // `i` while every use read the shared `(*__s_i)`, an undeclared name).
        let explicit_attr = explicit
            .get(&v.name)
            .filter(|a| !(matches!(a, Attr::Shared) && loop_vars.contains(&v.name)));
        let (attr, origin) = if let Some(a) = explicit_attr {
            (a.clone(), Origin::Explicit)
        } else if let Some((_, r)) = hoisted.iter().find(|(n, _)| *n == v.name) {
            // 2.6.2: the reduction clause of an enclosed loop is an exposed access to the
            // original variable, which default(none) requires in a clause of the construct
            // or a visible data clause (the implied copy is only the fallback without it).
            if let (Some((DefaultKind::None, dspan)), Some(at)) =
                (default_kind, first_exposed.get(&var))
            {
                if !f.visible_data.contains(&v.name) {
                    default_none(ctx, &v.name, *at, dspan);
                    errors = true;
                    continue;
                }
            }
            (Attr::Reduction(r.clone()), Origin::Implicit)
        } else if loop_vars.contains(&v.name) || region.implied_private.contains(&v.name) {
            (Attr::Private, Origin::Predetermined)
        } else if f.visible_data.contains(&v.name) {
            (Attr::Shared, Origin::Explicit)
        } else {
            if let (Some((DefaultKind::None, dspan)), Some(at), false) = (
                default_kind,
                first_exposed.get(&var),
                pointee_only.contains(&v.name),
            ) {
                default_none(ctx, &v.name, *at, dspan);
                errors = true;
                continue;
            }
            let exposed = first_exposed.contains_key(&var);
            let attr = match class {
                // Never read in the region: an uninitialised local, not a copy of a value
                // the program may not have set.
                VarClass::Scalar { .. } if !exposed => Attr::Private,
                VarClass::Scalar { .. } if region.kind != Kind::Kernels => Attr::Firstprivate,
                _ => Attr::Shared,
            };
            let origin = if exposed {
                Origin::Implicit
            } else {
                Origin::Unexposed
            };
            (attr, origin)
        };
        // kernels (2.5.3, 2.6.2): a pointer variable a kernel assigns (`tmp = u; u = v; v =
        // tmp;` between the loops of a time step), which the data clauses name only through
        // subarrays of its target (`copy(u[0:n])` maps the target, not the pointer): the
        // pointer itself has no device copy (the launch stopped with "'u' is not present").
        // It is the region's pointer as one the clauses do not name: the kernel's own copy,
        // translated to the device address before the kernel and back after it
        // (outline.rs, `kernel_ptrs`); the targets are the clauses' data.
        // (Both cases below: a pointer the clauses map only through sections of its target,
        // which the region assigns or whose address it takes.)
        let section_mapped_pointer_written = attr == Attr::Shared
            && origin == Origin::Explicit
            && written.contains(&var)
            && ctype::object_pointer(sema, v.ty)
            && !named_whole.contains(&v.name)
            && !f.visible_whole.contains(&v.name)
            && !f.declared_globals.contains(&v.name);
        let (attr, origin) = if region.kind == Kind::Kernels && section_mapped_pointer_written {
            (Attr::Shared, Origin::Implicit)
        } else if region.kind != Kind::Kernels && section_mapped_pointer_written {
            // parallel / serial (2.6.2, 2.7.1): the same pointer, assigned in the region or
            // with its address taken there (`long **pp = &p; (*pp)[g] += g;`, `f(&p)`). The
            // data clauses map its target only: the pointer itself has no device copy (the
            // launch stopped with "'p' is not present" for its 8 bytes of host stack). It is
            // a scalar no data clause names, firstprivate (2.6.2): the region's own copy,
            // holding the device address of the target (the clauses' translation, as for a
            // pointer the region only reads), what gcc does (a firstprivate pointer map). The
            // host's `p` keeps its value on every device type.
            (Attr::Firstprivate, Origin::Implicit)
        } else if region.kind != Kind::Kernels
            && attr == Attr::Shared
            && origin == Origin::Explicit
            && sema.is_record(sema.types.unqual_id(v.ty))
            && !other_items.contains(&v.name)
            && !f.visible_data.contains(&v.name)
            && !f.declared_globals.contains(&v.name)
            && member_sections
                .get(&v.name)
                .is_some_and(|ms| changed_members_only(ast, sema, f, &exprs, var, ms))
        {
            // The same for a struct whose pointer members the clauses name through sections
            // of their targets (`copy(s.p[0:n])`), when the region changes nothing of it but
            // those members' own values (`long **pp = &s.p;`, `s.p += k`): the struct has no
            // device copy (the launch stopped with "'s' is not present"); the region's copy
            // holds it with those members translated to the device addresses
            // (`firstprivate_pointer_members` in the CUDA writer), as a struct the region
            // only reads.
            (Attr::Firstprivate, Origin::Implicit)
        } else {
            (attr, origin)
        };
        // A shared scalar nobody writes behaves exactly as a firstprivate one on the host (and
        // lets gcc keep it in a register).
        let shared_readonly = matches!((&attr, class), (Attr::Shared, VarClass::Scalar { .. }))
            && !written.contains(&var);
        let attr = if shared_readonly {
            Attr::Firstprivate
        } else {
            attr
        };
        let section = match attr {
            Attr::Private | Attr::Firstprivate => sections
                .get(&v.name)
                .cloned()
                .or_else(|| whole_array_section(sema, v.ty)),
            _ => None,
        };
        caps.push(Capture {
            var,
            name: v.name.clone(),
            attr,
            class,
            origin,
            written: written.contains(&var),
            section,
            shared_readonly,
        });
    }
    // Reductions this code generation does not do yet: say so instead of miscompiling.
    // A loop's reduction (2.9.11) on a variable the construct shares is combined by the loop's
    // code: the same limits apply to it.
    let loop_reduced: HashSet<&str> = sites
        .iter()
        .flat_map(|s| s.reductions.iter().map(|(_, v)| v.name()))
        .collect();
    for c in &caps {
        if !matches!(c.attr, Attr::Reduction(_)) && !loop_reduced.contains(c.name.as_str()) {
            continue;
        }
        // The construct's reduction clauses (a data clause's `copy(p[0:4][0:8])` is no
        // reduction of a multi-dimensional subarray).
        let multi_dim = clauses
            .iter()
            .filter(|cl| matches!(cl.kind, ClauseKind::Reduction { .. }))
            .flat_map(|cl| cl.vars())
            .any(|v| {
                v.name() == c.name
                    && v.subscripts.len() > 1
                    && !reduces_rows(sema, v)
                    && !loop_only_reduction(sema, construct, v)
            })
            || sites
                .iter()
                .flat_map(|s| s.reductions.iter().map(|(_, v)| v))
                .any(|v| {
                    v.name() == c.name
                        && v.subscripts.len() > 1
                        && !reduces_rows(sema, v)
                        && !reduces_pointer_rows(sema, v)
                        && !reduces_pointer_row(sema, v)
                });
        // The combined elements of an array or subarray of structs are structs too: their
        // private copies would be initialised from a scalar identity value, which C rejects.
        let aggregate_elems = c.class != VarClass::Aggregate
            && f.names
                .var(c.var)
                .is_some_and(|v| reduced_elem_is_record(sema, v.ty));
        let op = match &c.attr {
            Attr::Reduction(r) => Some(r.op),
            _ => sites
                .iter()
                .flat_map(|s| s.reductions.iter())
                .find(|(_, v)| v.name() == c.name)
                .map(|(op, _)| *op),
        };
        let members_ok = f
            .names
            .var(c.var)
            .is_some_and(|v| op.is_some_and(|op| reduced_members(sema, op, v.ty).is_some()));
        // A whole struct or array of structs whose leaves share one type: reduced as a flat
        // array of it (`flat_leaf`); its sections are not.
        // (A section of a fixed-size array of structs is reduced whole: `merged_reduction`.)
        let sectioned = matches!(&c.attr, Attr::Reduction(r) if r.section.is_some())
            || sites.iter().any(|s| {
                let group: Vec<(ReductionOp, &DataVar)> =
                    s.reductions.iter().map(|(op, v)| (*op, v)).collect();
                s.reductions.iter().any(|(op, v)| {
                    v.name() == c.name && merged_reduction(sema, *op, v, &group).section.is_some()
                })
            });
        let flat_ok = !sectioned
            && f.names
                .var(c.var)
                .is_some_and(|v| op.is_some_and(|op| flat_leaf(sema, op, v.ty).is_some()));
        let why = if c.class == VarClass::Aggregate && !members_ok && !flat_ok {
            Some("a reduction on a struct or union variable (other than a struct whose members are scalars of a type the operator takes, such structs, or arrays of them: 64 scalars at most, or any number of one type)")
        } else if aggregate_elems && !flat_ok && (!members_ok || sectioned) {
            Some("a reduction on an array of structs or unions (other than whole arrays of structs whose members are scalars: 64 scalars at most, or any number of one type)")
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
    Some(RegionCaptures {
        caps,
        members,
        loop_privates,
        exprs,
        covered,
        order,
        first_use,
        default_kind,
        scopes,
    })
}

/// Whether the elements a reduction on a variable of type `ty` combines are structs or unions:
/// the type with every array level (and, for a subarray of a pointer, the pointer) removed.
fn reduced_elem_is_record(sema: &Sema, ty: TypeId) -> bool {
    let mut cur = ty;
    for _ in 0..64 {
        match sema.types.kind(cur) {
            TypeKind::Array { elem, .. } | TypeKind::Pointer(elem) => cur = *elem,
            TypeKind::Record(_) => return true,
            _ => return false,
        }
    }
    false
}

/// [`privatized`], reporting (`Err`) a form this code generation does not do; `section`: the
/// clause's section of the spec (2.5.13 private, 2.5.14 firstprivate, 2.9.10 loop private).
fn clause_item(
    ctx: &mut LowerCtx,
    sema: &Sema,
    f: &FnCtx,
    v: &DataVar,
    section: &str,
) -> Result<Option<Privatized>, ()> {
    let firstprivate = section == "2.5.14";
    match privatized(ctx.ast, sema, f, v, firstprivate) {
        Ok(p) => Ok(p),
        Err(why) => {
            ctx.diags.push(Diagnostic::error(
                v.span,
                format!(
                    "{why} is not supported yet by oxacc's multicore code generation (OpenACC 3.3, {section} and 2.7.1)"
                ),
            ));
            Err(())
        }
    }
}

/// The bound expressions of a clause item (`lo`, `len`, `i`), outermost dimension first.
fn bound_exprs(v: &DataVar) -> Vec<Handle<Expr>> {
    let mut out = Vec::new();
    for s in &v.subscripts {
        match s.kind {
            SubscriptKind::Index(i) => out.push(i),
            SubscriptKind::Range { lower, length } => {
                out.extend(lower);
                out.extend(length);
            }
        }
    }
    out
}

/// Whether data clause item `v` maps only what a pointer member of an array's element points
/// to (`copy(arr[2].p[4:3])` of `struct S arr[3]`): none of the array's own storage, so the
/// clause gives the array no data attribute and it is implicitly copied (2.6.2), after which
/// the clause's attach action (2.7.2, in the same directive after the copies) points the
/// device copy of `arr[2].p` at the section. Taken as the array's data clause, the array had
/// no device copy and the kernel read a garbage base (bug hunt 2026-11-29, data environment,
/// bug07). A struct variable (`s.p[8:16]`) keeps its own by-value path.
///
/// The same holds for a pointer reached through a nested member of a struct variable
/// (`copy(o.in.p[8:4])`): the struct is implicitly copied and the member attached. Only
/// `s.p[...]`, a pointer member right below a struct variable, keeps the by-value path
/// (`Writer::member_mapped_struct`); a pointer variable's members (`ps->p`) are reached
/// through the pointer, which is firstprivate.
pub(crate) fn maps_only_element_pointee(ast: &Ast, sema: &Sema, v: &DataVar) -> bool {
    if !v.is_member
        || v.subscripts.is_empty()
        || !sema.is_pointer(sema.types.unqual_id(sema.expr_type(v.base)))
    {
        return false;
    }
    let Some(root) = root_ident(ast, v.base) else {
        return false;
    };
    let root_ty = sema.types.unqual_id(sema.expr_type(root));
    if sema.is_array(root_ty) {
        return true;
    }
    if !sema.is_record(root_ty) {
        return false;
    }
    // A struct variable: all but `s.p` (one `.` member right below it).
    !matches!(
        ast.exprs.get(v.base).map(|x| &x.kind),
        Some(ExprKind::Member { base, arrow: false, .. }) if *base == root
    )
}

/// The pointer member `p` of a clause item `s.p[...]` (`s` a struct variable, one `.` step, a
/// subscript on the member); None for any other item.
fn struct_pointer_member(ast: &Ast, sema: &Sema, v: &DataVar) -> Option<String> {
    if !v.is_member
        || v.subscripts.is_empty()
        || !sema.is_pointer(sema.types.unqual_id(sema.expr_type(v.base)))
    {
        return None;
    }
    match ast.exprs.get(v.base).map(|x| &x.kind) {
        Some(ExprKind::Member {
            base,
            member,
            arrow: false,
        }) if matches!(
            ast.exprs.get(*base).map(|x| &x.kind),
            Some(ExprKind::Ident(_))
        ) && sema.is_record(sema.types.unqual_id(sema.expr_type(*base))) =>
        {
            Some(ast.name(*member).to_string())
        }
        _ => None,
    }
}

/// Whether every expression of `exprs` that changes variable `var` (an assignment, `++`/`--`,
/// `&`) changes one of its members `members` only (`s.p = ..`, `&s.p`), and something does.
fn changed_members_only(
    ast: &Ast,
    sema: &Sema,
    f: &FnCtx,
    exprs: &[Handle<Expr>],
    var: VarId,
    members: &HashSet<String>,
) -> bool {
    let mut any = false;
    for e in exprs {
        let Some(t) = ast.exprs.get(*e).and_then(walk::changed_lvalue) else {
            continue;
        };
        // The root variable of the changed lvalue, through `.` and array subscripts.
        let mut r = t;
        let mut steps = 0;
        let root = loop {
            steps += 1;
            if steps > 64 {
                break None;
            }
            match ast.exprs.get(r).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) => break f.names.uses.get(&r).copied(),
                Some(ExprKind::Member {
                    base, arrow: false, ..
                }) => r = *base,
                Some(ExprKind::Index { base, .. }) if sema.is_array(sema.expr_type(*base)) => {
                    r = *base
                }
                _ => break None,
            }
        };
        if root != Some(var) {
            continue;
        }
        let ok = matches!(
            ast.exprs.get(t).map(|x| &x.kind),
            Some(ExprKind::Member { base, member, arrow: false })
                if f.names.uses.get(base) == Some(&var)
                    && members.contains(ast.name(*member))
        );
        if !ok {
            return false;
        }
        any = true;
    }
    any
}

/// The identifier at the root of a clause item's base (`s` in `s.a.p`).
fn root_ident(ast: &Ast, mut e: Handle<Expr>) -> Option<Handle<Expr>> {
    for _ in 0..64 {
        match &ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => return Some(e),
            ExprKind::Member { base, .. } | ExprKind::Index { base, .. } => e = *base,
            _ => return None,
        }
    }
    None
}

/// Whether `a` (an expression of the region) and `b` (a clause item's base) designate the same
/// member path: the same variable, then the same members with the same `.`/`->`.
fn same_lvalue(ast: &Ast, sema: &Sema, a: Handle<Expr>, b: Handle<Expr>, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let (Some(x), Some(y)) = (ast.exprs.get(a), ast.exprs.get(b)) else {
        return false;
    };
    match (&x.kind, &y.kind) {
        (ExprKind::Ident(_), ExprKind::Ident(_)) => {
            sema.resolved(a).is_some() && sema.resolved(a) == sema.resolved(b)
        }
        (
            ExprKind::Member {
                base: ba,
                member: ma,
                arrow: aa,
            },
            ExprKind::Member {
                base: bb,
                member: mb,
                arrow: ab,
            },
        ) => aa == ab && ma.name == mb.name && same_lvalue(ast, sema, *ba, *bb, depth + 1),
        _ => false,
    }
}

/// A private / firstprivate clause item as the analysis sees it. `Ok(None)`: the item names
/// nothing the function knows (no effect). `Err`: a form this code generation does not do.
fn privatized(
    ast: &Ast,
    sema: &Sema,
    f: &FnCtx,
    v: &DataVar,
    firstprivate: bool,
) -> Result<Option<Privatized>, String> {
    let Some(var) = root_ident(ast, v.base).and_then(|h| f.names.uses.get(&h).copied()) else {
        return Ok(None);
    };
    let Some(lv) = f.names.var(var) else {
        return Ok(None);
    };
    let member = if v.is_member {
        // `s.p`, `sp->q`, `s.t.p`: a path of members. A subscript inside the path
        // (`s.a[2].p`) would need the index compared too.
        let mut e = v.base;
        for _ in 0..64 {
            match ast.exprs.get(e).map(|x| &x.kind) {
                Some(ExprKind::Member { base, .. }) => e = *base,
                Some(ExprKind::Ident(_)) => break,
                _ => {
                    return Err(format!(
                        "a {} member reached through a subscript ('{}')",
                        if firstprivate {
                            "firstprivate"
                        } else {
                            "private"
                        },
                        v.text
                    ))
                }
            }
        }
        Some(MemberRef {
            base: v.base,
            uses: Vec::new(),
        })
    } else {
        None
    };
    let ty = if v.is_member {
        sema.expr_type(v.base)
    } else {
        lv.ty
    };
    if sema.types.is_error(ty) {
        return Ok(None);
    }
    let section = match section_of(sema, v, ty)? {
        Some(s) => Some(s),
        // A whole array member is copied as a section of itself: a member array cannot be
        // initialised from the context by value.
        None if v.is_member && sema.types.is_array(ty) => Some(Section {
            lower: None,
            length: SectionLen::Rest(sema.types.array_len(ty)),
            elem: sema.types.array_elem(ty).unwrap_or(ty),
            also: Vec::new(),
        }),
        None => whole_array_section(sema, ty),
    };
    Ok(Some(Privatized {
        var,
        name: lv.name.clone(),
        member,
        firstprivate,
        section,
        ty,
        text: v.text.clone(),
    }))
}

/// The section a clause item selects of its base of type `base_ty` (`None`: the whole base).
fn section_of(sema: &Sema, v: &DataVar, base_ty: TypeId) -> Result<Option<Section>, String> {
    let Some(first) = v.subscripts.first() else {
        return Ok(None);
    };
    let (elem, extent) = match sema.types.kind(base_ty) {
        TypeKind::Array { elem, len } => (
            *elem,
            match len {
                ArrayLen::Fixed(n) => Some(*n),
                _ => None,
            },
        ),
        TypeKind::Pointer(p) => (*p, None),
        // The typed checks report a subscript on a non-array (2.7.1).
        _ => return Ok(None),
    };
    // Inner dimensions: whole rows of the element array type (2.7.1's contiguity rule); a
    // dimension reached through a pointer (`float **`, `float *a[10]`) would need a copy of
    // every row and of the row pointers.
    let mut cur = elem;
    for s in &v.subscripts[1..] {
        match sema.types.kind(cur) {
            TypeKind::Array { elem, .. } if matches!(s.kind, SubscriptKind::Range { .. }) => {
                cur = *elem
            }
            TypeKind::Array { .. } => {
                return Err(format!(
                    "a private or firstprivate element inside a row ('{}')",
                    v.text
                ))
            }
            _ => {
                return Err(format!(
                    "a private or firstprivate section of rows reached through pointers ('{}')",
                    v.text
                ))
            }
        }
    }
    Ok(Some(Section::of_subscript(&first.kind, elem, extent)))
}

/// A whole array privatized as the section `[0:length]`: one of variable length, or one too
/// large for a thread's stack ([`STACK_ARRAY_BYTES`]).
fn whole_array_section(sema: &Sema, ty: TypeId) -> Option<Section> {
    let TypeKind::Array { elem, len } = sema.types.kind(ty) else {
        return None;
    };
    let big = match len {
        ArrayLen::Fixed(_) => sema.size_of(ty).is_some_and(|b| b > STACK_ARRAY_BYTES),
        ArrayLen::Vla(_) => true,
        _ => false,
    };
    big.then_some(Section {
        lower: None,
        length: SectionLen::Rest(match len {
            ArrayLen::Fixed(n) => Some(*n),
            _ => None,
        }),
        elem: *elem,
        also: Vec::new(),
    })
}

/// Reports the region's uses of variables whose names begin with two underscores and that the
/// program declares itself outside the region (in the construct's own file: not a system
/// header's). C reserves
/// such names for the implementation (C11 7.1.3), and oxacc's generated host C and CUDA
/// declare their own (`__oxacc_ngv0`, `__n0`, `__c`, `__d_a`, `__v_g`, ...) in the scopes
/// where the region's expressions are evaluated: a user variable of one of those names was
/// silently shadowed (a wrong result) or redeclared (a compiler error about generated code).
/// One error per variable and region; true when there was one.
fn reserved_names_used(
    ctx: &mut LowerCtx,
    sema: &Sema,
    exprs: &[Handle<Expr>],
    body_span: Span,
) -> bool {
    let region_file = ctx.map.lookup(body_span.start).file.to_string();
    let mut seen = HashSet::new();
    let mut found = false;
    for &e in exprs {
        let Some(ExprKind::Ident(_)) = ctx.ast.exprs.get(e).map(|x| &x.kind) else {
            continue;
        };
        let Some(id) = sema.resolved(e) else {
            continue;
        };
        let sym = sema.symbol(id);
        if !matches!(
            sym.kind,
            oxacc_sema::SymbolKind::Variable | oxacc_sema::SymbolKind::Parameter
        ) || sym.implicit
            || !sym.name.starts_with("__")
            || ctx.map.lookup(sym.span.start).file != region_file
            // Declared in the region (a macro's statement-expression local, glibc's
            // `toupper` and its `__c`): its scope holds no generated code that names the
            // generated variable, so neither shadows the other.
            || (body_span.start <= sym.span.start && sym.span.end <= body_span.end)
            || !seen.insert(id)
        {
            continue;
        }
        let Some(at) = ctx.ast.exprs.get(e).map(|x| x.span) else {
            continue;
        };
        ctx.diags.push(Diagnostic::error(
            at,
            format!(
                "'{}' is used in a compute region, but names beginning with two underscores are reserved for the implementation (C11 7.1.3), and oxacc's generated code uses such names; rename the variable",
                sym.name
            ),
        ));
        found = true;
    }
    found
}

/// The reduction a clause item asks for (2.5.15, 2.9.11).
pub fn reduction_of(sema: &Sema, op: ReductionOp, v: &DataVar) -> Reduction {
    let base_ty = sema.expr_type(v.base);
    let section = v.subscripts.first().map(|s| {
        let elem = sema
            .types
            .array_elem(base_ty)
            .or_else(|| sema.types.pointee(base_ty))
            .unwrap_or(base_ty);
        Section::of_subscript(&s.kind, elem, sema.types.array_len(base_ty))
    });
    Reduction { op, section }
}

/// Whether reduction item `v` is an element or subarray inside the rows of a
/// multi-dimensional array (`h[g][1]`, `t[2][0:5]`, `t[0:2][1]`; every level an array, not a
/// pointer). 2.5.15 lets a reduction var be any array element or subarray; oxacc reduces the
/// rows its outermost subscript selects ([`reduction_of`]'s section, of row elements): the
/// other elements of those rows hold the identity in the copies and combine to themselves.
pub fn reduces_rows(sema: &Sema, v: &DataVar) -> bool {
    if v.subscripts.len() < 2 || v.is_member {
        return false;
    }
    let mut cur = sema.expr_type(v.base);
    for _ in &v.subscripts {
        match sema.types.kind(cur) {
            TypeKind::Array {
                elem,
                len: ArrayLen::Fixed(_),
            } => cur = *elem,
            _ => return false,
        }
    }
    true
}

/// Whether reduction item `v` is an element or subarray of one row reached through a pointer
/// to pointers (`p[g][1]`, `p[g][0:4]` with `int **p`): the first subscript one index (the
/// row pointer `p[g]`, read where the loop starts), the second the part of that row, of
/// scalars. 2.5.15 lets a reduction var be any array element or subarray; the row's part is
/// reduced as a subarray of the row pointer ([`pointer_row_section`]). Loop reductions only.
pub fn reduces_pointer_row(sema: &Sema, v: &DataVar) -> bool {
    if v.subscripts.len() != 2 || v.is_member {
        return false;
    }
    if !matches!(v.subscripts[0].kind, SubscriptKind::Index(_)) {
        return false;
    }
    pointer_row_elem(sema, v).is_some_and(|elem| {
        matches!(
            ctype::classify(sema, elem),
            VarClass::Scalar { pointer: false, .. }
        )
    })
}

/// Whether item `v` of a reduction clause of `construct` is reduced by its loop alone: on a
/// combined construct (2.11: "treated as if it appeared on the loop construct", with an
/// implied copy), an element or subarray inside the rows reached through a pointer, which
/// the compute construct's own reduction does not take: one row through a pointer to
/// pointers ([`reduces_pointer_row`], `int **p`: `p[2][1]`) or the rows a pointer to arrays
/// points to ([`reduces_pointer_rows`], `int (*p)[8]`: `p[1][2]`).
pub fn loop_only_reduction(sema: &Sema, construct: DirectiveName, v: &DataVar) -> bool {
    construct.is_combined() && (reduces_pointer_row(sema, v) || reduces_pointer_rows(sema, v))
}

/// 2.11: "a reduction clause on a combined construct implies a copy clause" for the reduced
/// item. For a [`loop_only_reduction`] item (`parallel loop reduction(+:p[2][1])`, `int **p`
/// or `int (*p)[8]`) whose variable no data clause of the construct names, that copy is added
/// to the construct as the clause `copy(p[2][1])` (the one-element section of the row, which
/// maps the row's pointer slot too: `data.rs`, `element_in_pointer_row`), so that the rows
/// need not be present already: without it the launch stopped with acc_error_not_present for
/// `p` (emul, GPU), and for a pointer to arrays the generated C did not compile. A copy is
/// present-or-copy (2.7.6), so data an enclosing data construct or `enter data` mapped is
/// used as it is. Returns the spans of the items added (-Minfo says "implicit" for them).
pub fn add_implied_copies(sema: &Sema, acc: &mut [oxacc_acc::ast::AccDirective]) -> HashSet<Span> {
    let mut added = HashSet::new();
    for d in acc.iter_mut() {
        if !d.name.is_combined() || !d.name.is_compute() {
            continue;
        }
        let named: HashSet<String> = d
            .clauses
            .iter()
            .filter_map(|c| match &c.kind {
                ClauseKind::Data(dc) => Some(dc.vars.iter().map(|v| v.name().to_string())),
                _ => None,
            })
            .flatten()
            .collect();
        let mut vars: Vec<DataVar> = Vec::new();
        let mut at: Option<Span> = None;
        for c in &d.clauses {
            let ClauseKind::Reduction { vars: rv, .. } = &c.kind else {
                continue;
            };
            for v in rv {
                if loop_only_reduction(sema, d.name, v) && !named.contains(v.name()) {
                    let mut v = v.clone();
                    // A pointer to arrays (`int (*a)[8]`): the kernel reduces the whole rows
                    // the first subscript selects ([`reduces_pointer_rows`]), so the copy
                    // maps those rows (`a[1]` for `a[1][2]`). The element alone left the
                    // row's other elements, which the kernel's combine updates, outside the
                    // mapping (memcheck on the H200, 2026-11-30).
                    // An element or part of one row with constant subscripts, alone in the
                    // clauses, is combined alone (`pointer_rows_part`): the element's copy.
                    let alone = d
                        .clauses
                        .iter()
                        .filter_map(|c| match &c.kind {
                            ClauseKind::Reduction { vars, .. } => Some(vars.iter()),
                            _ => None,
                        })
                        .flatten()
                        .filter(|u| u.name() == v.name())
                        .count()
                        == 1;
                    if reduces_pointer_rows(sema, &v)
                        && !(alone && pointer_rows_part(sema, &v).is_some())
                    {
                        if let Some(first) = v.subscripts.first().cloned() {
                            let cut = first.span.end.saturating_sub(v.span.start) as usize;
                            if let Some(t) = v.text.get(..cut) {
                                v.text = t.to_string();
                                v.span.end = first.span.end;
                                v.subscripts.truncate(1);
                            }
                        }
                    }
                    if vars.iter().any(|w| w.text == v.text) {
                        continue;
                    }
                    at.get_or_insert(c.span);
                    added.insert(v.span);
                    vars.push(v);
                }
            }
        }
        if let Some(span) = at {
            d.clauses.push(Clause {
                kind: ClauseKind::Data(oxacc_acc::ast::DataClause {
                    kind: oxacc_acc::ast::DataClauseKind::Copy,
                    modifier: None,
                    vars,
                }),
                span,
                name_span: span,
                device_type: None,
            });
        }
    }
    added
}

/// The element type of the rows `v`'s variable reaches through a pointer to pointers (`int`
/// for `int **p`).
fn pointer_row_elem(sema: &Sema, v: &DataVar) -> Option<TypeId> {
    let base = sema.types.unqual_id(sema.expr_type(v.base));
    // An array of row pointers (`int *q[3]`) reaches its rows as a pointer to pointers does.
    let row = sema
        .types
        .array_elem(base)
        .or_else(|| sema.types.pointee(base))?;
    sema.types.pointee(sema.types.unqual_id(row))
}

/// The part of the row a [`reduces_pointer_row`] item reduces (`[1:1]` for `p[g][1]`).
pub fn pointer_row_section(sema: &Sema, v: &DataVar) -> Option<Section> {
    let s = v.subscripts.get(1)?;
    Some(Section::of_subscript(
        &s.kind,
        pointer_row_elem(sema, v)?,
        None,
    ))
}

/// Whether reduction item `v` is an element or subarray inside the rows that a pointer to
/// arrays points to (`p[g][1]` with `int (*p)[8]`; the first subscript through the pointer,
/// every later one through an array of constant length): as [`reduces_rows`], the rows its
/// first subscript selects are reduced, of row elements (2.5.15 lets a reduction var be any
/// array element or subarray). Loop reductions only: the compute construct's own reduction
/// clause reduces whole variables and fixed-size arrays (`reduction_code`).
pub fn reduces_pointer_rows(sema: &Sema, v: &DataVar) -> bool {
    if v.subscripts.len() < 2 || v.is_member {
        return false;
    }
    let base = sema.types.unqual_id(sema.expr_type(v.base));
    let Some(mut cur) = sema.types.pointee(base) else {
        return false;
    };
    for _ in &v.subscripts[1..] {
        match sema.types.kind(sema.types.unqual_id(cur)) {
            TypeKind::Array {
                elem,
                len: ArrayLen::Fixed(_),
            } => cur = *elem,
            _ => return false,
        }
    }
    true
}

/// For a [`reduces_pointer_rows`] item of one row (`a[1][2]`, `a[g][0:3]` with `int (*a)[8]`:
/// the first subscript an index) whose later subscripts are constants, every one an index
/// but the last, which may be a subarray: the part of the row it names, as an offset and a
/// count of the row's scalar elements (`(2, 1)` for `a[1][2]`). `None` when it names the
/// whole row or is not of that shape (then the whole row is reduced). 2.5.15 reduces the
/// item itself: a copy clause naming the element alone (`copy(a[1][2])`) maps it alone,
/// and a combine over the whole row touched the row's other elements, not mapped (memcheck
/// on the H200, 2026-11-30).
pub fn pointer_rows_part(sema: &Sema, v: &DataVar) -> Option<(i128, i128)> {
    if !reduces_pointer_rows(sema, v) || !matches!(v.subscripts[0].kind, SubscriptKind::Index(_)) {
        return None;
    }
    let base = sema.types.unqual_id(sema.expr_type(v.base));
    let row = sema.types.unqual_id(sema.types.pointee(base)?);
    let scalar = |mut t: TypeId| {
        while let Some(e) = sema.types.array_elem(sema.types.unqual_id(t)) {
            t = e;
        }
        sema.size_of(t).filter(|n| *n > 0)
    };
    let esz = i128::from(scalar(row)?);
    let row_n = i128::from(sema.size_of(row)?) / esz;
    let (mut cur, mut off, mut cnt) = (row, 0i128, row_n);
    let last = v.subscripts.len() - 1;
    for (k, s) in v.subscripts.iter().enumerate().skip(1) {
        let len = i128::from(sema.types.array_len(cur)?);
        let elem = sema.types.unqual_id(sema.types.array_elem(cur)?);
        let per = i128::from(sema.size_of(elem)?) / esz;
        let (lo, n) = match &s.kind {
            SubscriptKind::Index(i) => (sema.eval_int(*i)?, 1),
            SubscriptKind::Range { .. } if k < last => return None,
            SubscriptKind::Range { lower, length } => {
                let lo = match lower {
                    Some(e) => sema.eval_int(*e)?,
                    None => 0,
                };
                let n = match length {
                    Some(e) => sema.eval_int(*e)?,
                    None => len - lo,
                };
                (lo, n)
            }
        };
        if lo < 0 || n < 1 || lo + n > len {
            return None;
        }
        off += lo * per;
        cnt = n * per;
        cur = elem;
    }
    (cnt < row_n).then_some((off, cnt))
}

/// The members of a struct that a reduction with `op` combines member by member (2.5.15: "If
/// the reduction var is a composite variable, the reduction operation is logically
/// equivalent to applying that reduction operation to each member"), when oxacc can: a
/// complete struct whose members are all named, not bit-fields, and of a type the operator
/// takes (arithmetic; real for max/min; integer for the bitwise operators), or themselves
/// such structs or arrays of constant length of either (applied again: a member array's
/// elements, a nested struct's members). Each item is a scalar leaf's access path from the
/// struct (`cnt`, `v[2]`, `in.k`) and its type; at most [`MAX_MEMBER_LEAVES`] leaves (each
/// becomes code of its own). `None` otherwise (a union, a flexible array member, more
/// leaves: not supported yet).
pub fn struct_members(sema: &Sema, op: ReductionOp, ty: TypeId) -> Option<Vec<(String, TypeId)>> {
    let mut out = Vec::new();
    struct_leaves(sema, op, ty, "", &mut out)?;
    (!out.is_empty()).then_some(out)
}

/// [`struct_members`] for a whole reduction variable: a struct, or an array of structs (of any
/// rank and constant lengths) whose leaves do not all share one type (those are reduced as a
/// flat array, [`flat_leaf`], with no limit on their number): each element's members, by
/// paths such as `[2].n` (`struct { int n; double s; } a[4]`; 2.5.15 reduces each member of
/// each element), at most [`MAX_MEMBER_LEAVES`] leaves in all.
pub fn reduced_members(sema: &Sema, op: ReductionOp, ty: TypeId) -> Option<Vec<(String, TypeId)>> {
    let ty = sema.types.unqual_id(ty);
    if !matches!(sema.types.kind(ty), TypeKind::Array { .. }) {
        return struct_members(sema, op, ty);
    }
    if flat_leaf(sema, op, ty).is_some() {
        return None;
    }
    let mut elem = ty;
    while let TypeKind::Array { elem: e, .. } = sema.types.kind(elem) {
        elem = sema.types.unqual_id(*e);
    }
    sema.types.record_of(elem)?;
    let mut out = Vec::new();
    member_leaves(sema, op, ty, String::new(), &mut out)?;
    (!out.is_empty()).then_some(out)
}

/// [`reduced_members`]' paths as suffixes of the object's lvalue ([`member_suffix`]); none
/// when the variable is not reduced member by member.
pub fn reduced_member_suffixes(sema: &Sema, op: ReductionOp, ty: TypeId) -> Vec<String> {
    reduced_members(sema, op, ty)
        .unwrap_or_default()
        .into_iter()
        .map(|(path, _)| member_suffix(&path))
        .collect()
}

/// A member path of [`reduced_members`] as a suffix of the object's lvalue: `.n`, `.v[2]`,
/// or `[2].n` for an element of an array of structs.
pub fn member_suffix(path: &str) -> String {
    if path.starts_with('[') {
        path.to_string()
    } else {
        format!(".{path}")
    }
}

/// A struct, or an array of structs, whose scalar leaves (members, their array elements and
/// nested structs' members, at any depth) all have one type that `op` takes and fill the
/// object with no padding: 2.5.15's member-by-member reduction is then an element-by-element
/// reduction of the object viewed as a flat array of that type, with no limit on the number
/// of members (`struct P { double x, y; } s[4]`, `struct { float v[100]; } b`). Returns the
/// leaf type and how many leaves the object holds.
pub fn flat_leaf(sema: &Sema, op: ReductionOp, ty: TypeId) -> Option<(TypeId, u64)> {
    // The leaf type and the number of leaves of `ty`.
    fn leaves(sema: &Sema, op: ReductionOp, ty: TypeId, depth: u32) -> Option<(TypeId, u64)> {
        if depth > 64 {
            return None;
        }
        let ty = sema.types.unqual_id(ty);
        if let TypeKind::Array {
            elem,
            len: ArrayLen::Fixed(n),
        } = sema.types.kind(ty)
        {
            let (t, k) = leaves(sema, op, *elem, depth + 1)?;
            return (*n > 0).then_some((t, k.checked_mul(*n)?));
        }
        if let Some(rid) = sema.types.record_of(ty) {
            let rec = sema.types.record(rid);
            if rec.kind != oxacc_syntax::ast::RecordKind::Struct
                || !rec.complete
                || rec.has_flexible
            {
                return None;
            }
            let mut found: Option<(TypeId, u64)> = None;
            for fld in rec.fields.iter() {
                if fld.bits.is_some() || fld.name.is_none() {
                    return None;
                }
                let (t, k) = leaves(sema, op, fld.ty, depth + 1)?;
                found = match found {
                    None => Some((t, k)),
                    Some((f, c)) if f == t => Some((f, c.checked_add(k)?)),
                    Some(_) => return None,
                };
            }
            return found;
        }
        let ok = match op {
            ReductionOp::Max | ReductionOp::Min => {
                sema.types.is_integer(ty) || sema.types.is_real_floating(ty)
            }
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor => {
                sema.types.is_integer(ty)
            }
            _ => sema.types.is_arithmetic(ty),
        };
        // Not `_Bool` (its identity and combine are the scalar reductions' own).
        (ok && !matches!(sema.types.kind(ty), TypeKind::Bool)).then_some((ty, 1))
    }
    // Only objects that hold a struct: plain arrays are reduced as arrays already.
    let unq = sema.types.unqual_id(ty);
    if !reduced_elem_is_record(sema, unq) && sema.types.record_of(unq).is_none() {
        return None;
    }
    let (t, count) = leaves(sema, op, ty, 0)?;
    // No padding (an `aligned` member): the leaves are then the whole object.
    (count.checked_mul(sema.size_of(t)?)? == sema.size_of(ty)?).then_some((t, count))
}

/// Scalar leaves a struct reduction combines one by one at most: a `double v[3]` member is
/// three, a `double m[64][64]` member would be 4,096 combines (reduce such data as an array).
pub const MAX_MEMBER_LEAVES: usize = 64;

fn struct_leaves(
    sema: &Sema,
    op: ReductionOp,
    ty: TypeId,
    prefix: &str,
    out: &mut Vec<(String, TypeId)>,
) -> Option<()> {
    let ty = sema.types.unqual_id(ty);
    let rid = sema.types.record_of(ty)?;
    let rec = sema.types.record(rid);
    if rec.kind != oxacc_syntax::ast::RecordKind::Struct || !rec.complete || rec.has_flexible {
        return None;
    }
    for fld in rec.fields.iter() {
        if fld.bits.is_some() {
            return None;
        }
        let path = format!("{prefix}{}", fld.name.clone()?);
        member_leaves(sema, op, fld.ty, path, out)?;
    }
    Some(())
}

fn member_leaves(
    sema: &Sema,
    op: ReductionOp,
    ty: TypeId,
    path: String,
    out: &mut Vec<(String, TypeId)>,
) -> Option<()> {
    let ty = sema.types.unqual_id(ty);
    if let TypeKind::Array {
        elem,
        len: ArrayLen::Fixed(n),
    } = sema.types.kind(ty)
    {
        let (elem, n) = (*elem, *n);
        if n == 0 || n as usize > MAX_MEMBER_LEAVES {
            return None;
        }
        for k in 0..n {
            member_leaves(sema, op, elem, format!("{path}[{k}]"), out)?;
        }
        return Some(());
    }
    if sema.types.record_of(ty).is_some() {
        return struct_leaves(sema, op, ty, &format!("{path}."), out);
    }
    let ok = match op {
        ReductionOp::Max | ReductionOp::Min => {
            sema.types.is_integer(ty) || sema.types.is_real_floating(ty)
        }
        ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor => sema.types.is_integer(ty),
        _ => sema.types.is_arithmetic(ty),
    };
    if !ok || out.len() >= MAX_MEMBER_LEAVES {
        return None;
    }
    out.push((path, ty));
    Some(())
}

/// The elements `[lo, hi)` of its variable that a section selects, when its bounds are
/// constants.
pub fn const_range(sema: &Sema, sec: &Section) -> Option<(i128, i128)> {
    if !sec.also.is_empty() {
        return None;
    }
    let lo = match sec.lower {
        Some(e) => sema.eval_int(e)?,
        None => 0,
    };
    let hi = match sec.length {
        SectionLen::Expr(e) => lo + sema.eval_int(e)?,
        SectionLen::One => lo + 1,
        SectionLen::Rest(Some(n)) => i128::from(n),
        SectionLen::Rest(None) => return None,
    };
    (lo < hi).then_some((lo, hi))
}

/// The smallest section covering the constant sections `a` and `b` of one variable: from the
/// lower bound of the one that starts first (its own expression) to the larger end
/// (`Rest(Some(end))` reads "up to `end`"). `None` when a bound is not a constant.
pub fn union_section(sema: &Sema, a: &Section, b: &Section) -> Option<Section> {
    let (alo, ahi) = const_range(sema, a)?;
    let (blo, bhi) = const_range(sema, b)?;
    let first = if alo <= blo { a } else { b };
    let end = u64::try_from(ahi.max(bhi)).ok()?;
    Some(Section {
        lower: first.lower,
        length: SectionLen::Rest(Some(end)),
        elem: first.elem,
        also: Vec::new(),
    })
}

/// The reduction of item `v` of a construct's or loop's reduction clauses, whose items are
/// `group`. Each element or subarray of a clause is its own reduction var (2.5.15, 2.9.11), but
/// oxacc keeps one private copy per variable: the items naming parts of one variable (checked
/// in [`analyze`]: one operator, constant bounds) are reduced as one section covering them
/// all. The elements between two parts hold the identity in the copies and combine to
/// themselves; the body may not access them anyway (2.5.15: "accessing the elements of the
/// array outside the specified index range results in unspecified behavior").
pub fn merged_reduction(
    sema: &Sema,
    op: ReductionOp,
    v: &DataVar,
    group: &[(ReductionOp, &DataVar)],
) -> Reduction {
    let mut r = reduction_of(sema, op, v);
    let mut disjoint = false;
    for (_, u) in group.iter().filter(|(_, u)| u.name() == v.name()) {
        let other = reduction_of(sema, op, u);
        if let (Some(a), Some(b)) = (&r.section, &other.section) {
            match union_section(sema, a, b) {
                Some(sec) => r.section = Some(sec),
                None => disjoint = true,
            }
        }
    }
    // Parts whose bounds are known only at run time (`reduction(+:c[i], c[j])`): a
    // fixed-size array is reduced whole. The elements no part names hold the identity in
    // every private copy and combine to their own values (x op identity = x, 2.5.15), and
    // 2.5.15 leaves accesses outside the parts unspecified.
    if disjoint && widens_to_whole(sema, v, group) {
        r.section = None;
    }
    // Parts of a pointer's target with run-time bounds (`reduction(+:p[i], p[j])`,
    // `p[k:2], p[0]`): one section from the least lower bound to the greatest end, computed
    // where the bounds are evaluated (`Section::also`). The elements between the parts hold
    // the identity in the copies and combine to their own values, as above.
    if disjoint && runtime_union_ok(sema, v, group) {
        if let Some(sec) = &mut r.section {
            *sec = reduction_of(sema, op, v)
                .section
                .unwrap_or_else(|| sec.clone());
            sec.also = group
                .iter()
                .filter(|(_, u)| u.name() == v.name() && u.span != v.span)
                .filter_map(|(_, u)| reduction_of(sema, op, u).section)
                .collect();
        }
    }
    // An element or subarray of a fixed-size array of structs (`reduction(+:a[1:3])`): the
    // whole array, reduced member by member or as a flat array of its one leaf type (2.5.15:
    // each member of each element), for the same reason.
    if r.section.is_some() && record_section_widens(sema, op, v, group) {
        r.section = None;
    }
    r
}

/// Whether the parts of a fixed-size array of structs that `group` reduces (`a[1:3]`) are
/// reduced as the whole array ([`merged_reduction`]): the whole array is one oxacc reduces
/// ([`reduced_members`] or [`flat_leaf`]), each part one-dimensional.
pub fn record_section_widens(
    sema: &Sema,
    op: ReductionOp,
    v: &DataVar,
    group: &[(ReductionOp, &DataVar)],
) -> bool {
    let ty = sema.expr_type(v.base);
    !v.is_member
        && v.subscripts.len() == 1
        && sema.types.array_len(ty).is_some()
        && reduced_elem_is_record(sema, ty)
        && (reduced_members(sema, op, ty).is_some() || flat_leaf(sema, op, ty).is_some())
        && group
            .iter()
            .filter(|(_, u)| u.name() == v.name())
            .all(|(_, u)| !u.is_member && u.subscripts.len() == 1)
}

/// Whether the parts of `v`'s variable that `group` reduces may be reduced as one section
/// whose bounds are computed at run time ([`merged_reduction`], [`Section::also`]): the
/// target of a pointer (not a member), each part one subscript with a length (`p[i]`,
/// `p[k:2]`). (`analyze` also requires bounds without side effects: they are evaluated more
/// than once.)
pub fn runtime_union_ok(sema: &Sema, v: &DataVar, group: &[(ReductionOp, &DataVar)]) -> bool {
    !v.is_member
        && sema.is_pointer(sema.expr_type(v.base))
        && group
            .iter()
            .filter(|(_, u)| u.name() == v.name())
            .all(|(_, u)| {
                !u.is_member
                    && u.subscripts.len() == 1
                    && match u.subscripts[0].kind {
                        SubscriptKind::Index(_) => true,
                        SubscriptKind::Range { length, .. } => length.is_some(),
                    }
            })
}

/// Whether the parts of `v`'s variable that `group` reduces may be reduced as the whole
/// variable ([`merged_reduction`]): a fixed-size array, each part one-dimensional or inside
/// its rows ([`reduces_rows`]).
pub fn widens_to_whole(sema: &Sema, v: &DataVar, group: &[(ReductionOp, &DataVar)]) -> bool {
    !v.is_member
        && sema.types.array_len(sema.expr_type(v.base)).is_some()
        && group
            .iter()
            .filter(|(_, u)| u.name() == v.name())
            .all(|(_, u)| !u.is_member && (u.subscripts.len() == 1 || reduces_rows(sema, u)))
}

/// The identity value of a reduction operator for the arithmetic type `ty` (2.5.15 table),
/// as a C expression. `max`/`min` use the least / largest value of the type.
pub fn identity(op: ReductionOp, ty: &str) -> String {
    match op {
        ReductionOp::Add | ReductionOp::BitOr | ReductionOp::BitXor | ReductionOp::LogicalOr => {
            format!("(({ty})0)")
        }
        ReductionOp::Mul | ReductionOp::LogicalAnd => format!("(({ty})1)"),
        // All bits set (1 for _Bool); `~` on a _Bool is a -Wbool-operation warning.
        ReductionOp::BitAnd => format!("(({ty})-1)"),
        ReductionOp::Max => format!(
            "(({ty})_Generic(({ty})0, _Bool: 0, char: (((char)-1 < 0) ? -128 : 0), \
             signed char: -128, unsigned char: 0, short: -32768, unsigned short: 0, \
             int: (-2147483647 - 1), unsigned int: 0u, long: (-9223372036854775807L - 1), \
             unsigned long: 0ul, long long: (-9223372036854775807LL - 1), unsigned long long: 0ull, \
             float: -__builtin_inff(), double: -__builtin_inf(), long double: -__builtin_infl(), \
             default: 0))"
        ),
        ReductionOp::Min => format!(
            "(({ty})_Generic(({ty})0, _Bool: 1, char: (((char)-1 < 0) ? 127 : 255), \
             signed char: 127, unsigned char: 255, short: 32767, unsigned short: 65535, \
             int: 2147483647, unsigned int: 4294967295u, long: 9223372036854775807L, \
             unsigned long: 18446744073709551615ul, long long: 9223372036854775807LL, \
             unsigned long long: 18446744073709551615ull, float: __builtin_inff(), \
             double: __builtin_inf(), long double: __builtin_infl(), default: 0))"
        ),
    }
}

/// The truth value of arithmetic expression `x` (evaluated once; no side effects expected)
/// without comparing a floating value with `==`/`!=`: `d && p` on a double is `d != 0 && p !=
/// 0` to cc, which -Wfloat-equal reports, and cc warns about none of the generated code (the
/// user's own `d = d && x[i]` keeps its warning). A NaN is true, as with `!= 0`. Integers are
/// used as they are; the casts make every association valid for every type (`_Generic`
/// checks the ones it does not select too); `__extension__` for -std=c99 -pedantic-errors.
pub fn truth(x: &str) -> String {
    let real = |t: &str, v: &str| {
        format!("(__builtin_islessgreater(({t})({v}), 0) || __builtin_isunordered(({t})({v}), 0))")
    };
    let complex = |t: &str| {
        format!(
            "({} || {})",
            real(t, &format!("__real__ ({x})")),
            real(t, &format!("__imag__ ({x})"))
        )
    };
    format!(
        "__extension__ _Generic(({x}), float: {}, double: {}, long double: {}, \
         _Complex float: {}, _Complex double: {}, _Complex long double: {}, default: ({x}))",
        real("float", x),
        real("double", x),
        real("long double", x),
        complex("float"),
        complex("double"),
        complex("long double"),
    )
}

/// `acc = acc OP part` as a C statement (the combine step of 2.5.15).
pub fn combine(op: ReductionOp, acc: &str, part: &str) -> String {
    match op {
        ReductionOp::Add => format!("{acc} = {acc} + {part};"),
        ReductionOp::Mul => format!("{acc} = {acc} * {part};"),
        ReductionOp::BitAnd => format!("{acc} = {acc} & {part};"),
        ReductionOp::BitOr => format!("{acc} = {acc} | {part};"),
        ReductionOp::BitXor => format!("{acc} = {acc} ^ {part};"),
        ReductionOp::LogicalAnd => format!("{acc} = ({}) && ({});", truth(acc), truth(part)),
        ReductionOp::LogicalOr => format!("{acc} = ({}) || ({});", truth(acc), truth(part)),
        ReductionOp::Max => format!("if ({part} > {acc}) {acc} = {part};"),
        ReductionOp::Min => format!("if ({part} < {acc}) {acc} = {part};"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_follow_the_2_5_15_table() {
        assert_eq!(identity(ReductionOp::Add, "int"), "((int)0)");
        assert_eq!(identity(ReductionOp::Mul, "float"), "((float)1)");
        // All bits set, written without `~` (a -Wbool-operation warning on _Bool).
        assert_eq!(identity(ReductionOp::BitAnd, "unsigned"), "((unsigned)-1)");
        assert_eq!(identity(ReductionOp::BitAnd, "_Bool"), "((_Bool)-1)");
        assert!(identity(ReductionOp::Max, "double").contains("double: -__builtin_inf()"));
        assert!(identity(ReductionOp::Min, "int").contains("int: 2147483647"));
    }

    #[test]
    fn section_texts_fill_in_missing_bounds() {
        let none = |_: Handle<Expr>| String::from("?");
        let sec = |length| Section {
            lower: None,
            length,
            elem: TypeId::ERROR,
            also: Vec::new(),
        };
        // `a[i]`: one element; `a[:]` of a float[100]: all of it; a VLA: from its type.
        assert_eq!(
            sec(SectionLen::One).texts(&none, "T", "E"),
            ("0".into(), "1".into())
        );
        assert_eq!(
            sec(SectionLen::Rest(Some(100))).texts(&none, "T", "E"),
            ("0".into(), "100".into())
        );
        assert_eq!(
            sec(SectionLen::Rest(None)).texts(&none, "T", "E"),
            (
                "0".into(),
                "(long long)(sizeof(T) / sizeof(E)) - (0)".into()
            )
        );
    }

    #[test]
    fn combiners() {
        assert_eq!(combine(ReductionOp::Max, "s", "p"), "if (p > s) s = p;");
        assert!(combine(ReductionOp::LogicalOr, "s", "p")
            .starts_with("s = (__extension__ _Generic((s), "));
    }
}
