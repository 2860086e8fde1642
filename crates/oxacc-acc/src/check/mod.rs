//! The "Restrictions" lists of chapter 2 as diagnostics.
//!
//! Two kinds of checks:
//! - per directive ([`check_directive`]): which clauses may appear, which may follow
//!   `device_type`, duplicates and conflicts, required clauses, the shape of vars and literal
//!   arguments;
//! - in context (`context.rs`, a walk of the C AST): what a construct must be followed by,
//!   where a directive may stand (nesting of compute constructs, orphaned `loop`, `cache`,
//!   host-only directives, executable directives as sub-statements, branches into or out of
//!   compute regions), loop-level nesting, `atomic` statement forms, `routine` names and
//!   `declare` scopes.
//!
//! Checks that need C types (contiguity of subarrays, unknown bounds) are in `typed.rs`.

mod context;
pub(crate) mod loopform;

use std::collections::HashSet;

use oxacc_syntax::ast::{Ast, Expr, ExprKind};
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::ast::*;
use crate::diagnostics as diag;
use crate::parse::AccDirectives;
use crate::tables;

/// Runs every check on every parsed directive of the translation unit. Diagnostics come out in
/// source order of the directives. Without types, a gang dimension written as anything but a
/// literal is unknown to the contextual checks, which then reject nothing over it;
/// [`check_with_constants`] evaluates it.
pub fn check(ast: &Ast, text: &str, dirs: &AccDirectives) -> Vec<Diagnostic> {
    check_with_constants(ast, text, dirs, None)
}

/// [`check()`], with `consts` (`Sema`, after [`crate::type_directives`]) giving the value of
/// clause arguments that are integer constant expressions other than literals: a gang
/// dimension `dim:TWO` (2.9.2, 2.15.1) is then known to the loop-level and routine checks.
pub fn check_with_constants(
    ast: &Ast,
    text: &str,
    dirs: &AccDirectives,
    consts: Option<&dyn crate::typed::TypeInfo>,
) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for (_, d) in dirs.iter() {
        diags.extend(check_directive(d, ast, text));
    }
    let mut w = context::Walker::new(ast, text, dirs, consts);
    w.translation_unit();
    diags.extend(w.diags);
    diags.sort_by_key(|d| d.span.start);
    diags
}

// ------------------------------------------------------------------------------------------
// Per-directive checks
// ------------------------------------------------------------------------------------------

/// The checks that need only the directive itself.
pub fn check_directive(d: &AccDirective, ast: &Ast, text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    allowed_clauses(d, text, &mut out);
    device_types_named_once(d, &mut out);
    for view in views(d) {
        duplicates_and_conflicts(d, &view, text, &mut out);
    }
    required_clauses(d, &mut out);
    arities_and_literals(d, ast, &mut out);
    var_shapes(d, &mut out);
    conflicting_vars(d, ast, text, &mut out);
    loop_var_in_clause(d, ast, text, &mut out);
    modifiers(d, text, &mut out);
    // One view may repeat another's finding (a default clause is in every view).
    let mut seen = HashSet::new();
    out.retain(|x| seen.insert((x.span, x.message.clone())));
    out
}

/// Clauses not in the directive's list, and clauses that may not follow `device_type`.
fn allowed_clauses(d: &AccDirective, text: &str, out: &mut Vec<Diagnostic>) {
    for c in &d.clauses {
        let name = c.name();
        if !tables::clause_allowed(d.name, name) {
            out.push(diag::clause_not_allowed(
                c.name_span,
                c.spelling(text),
                d.name,
            ));
            continue;
        }
        if let Some(g) = c.device_type {
            if !tables::allowed_after_device_type(d.name, name) {
                let dt = d.clauses.get(g).map_or(c.span, |x| x.name_span);
                out.push(diag::not_after_device_type(
                    c.name_span,
                    c.spelling(text),
                    d.name,
                    dt,
                    tables::device_type_section(d.name),
                    &tables::after_device_type_list(d.name),
                ));
            }
        }
    }
}

/// A device type named by two `device_type` clauses of one directive (or `*` twice): the
/// clauses after the second were silently ignored (the first group names the type), and 2.4
/// gives each device type one set of device-specific clauses.
fn device_types_named_once(d: &AccDirective, out: &mut Vec<Diagnostic>) {
    if !tables::device_type_groups(d.name) {
        return;
    }
    // Compared by their canonical spelling (`NVIDIA`, `acc_device_nvidia` and `gpu` are one
    // device type; `emul` and `oxacc_emul` another): the lowering chooses groups by it.
    let mut seen: Vec<(String, Span)> = Vec::new();
    for c in &d.clauses {
        let ClauseKind::DeviceType(arg) = &c.kind else {
            continue;
        };
        let names: Vec<(&str, Span)> = match arg {
            DeviceTypeArg::Star(sp) => vec![("*", *sp)],
            DeviceTypeArg::List(l) => l.iter().map(|n| (n.name.as_str(), n.span)).collect(),
        };
        for (name, span) in names {
            let canonical = crate::ast::device_type_name(name);
            match seen.iter().find(|(n, _)| *n == canonical) {
                Some((_, first)) => out.push(diag::device_type_named_twice(span, name, *first)),
                None => seen.push((canonical, span)),
            }
        }
    }
}

/// The directive as seen by each device type (2.4): the default clauses plus one group's
/// clauses, a group's clause replacing like-named default ones. Without a `device_type(*)`
/// group, device types not named anywhere see the default clauses alone.
pub(crate) fn views(d: &AccDirective) -> Vec<Vec<&Clause>> {
    let mut groups: Vec<usize> = Vec::new();
    let mut has_star = false;
    for (i, c) in d.clauses.iter().enumerate() {
        if let ClauseKind::DeviceType(arg) = &c.kind {
            if tables::device_type_groups(d.name) {
                groups.push(i);
                has_star |= matches!(arg, DeviceTypeArg::Star(_));
            }
        }
    }
    let defaults: Vec<&Clause> = d
        .clauses
        .iter()
        .filter(|c| c.device_type.is_none())
        .filter(|c| c.name() != ClauseName::DeviceType || !tables::device_type_groups(d.name))
        .collect();
    let mut out = Vec::new();
    if !has_star {
        out.push(defaults.clone());
    }
    for g in groups {
        let specific: Vec<&Clause> = d
            .clauses
            .iter()
            .filter(|c| c.device_type == Some(g))
            .collect();
        let mut v: Vec<&Clause> = defaults
            .iter()
            .copied()
            .filter(|c| !specific.iter().any(|s| d.replaces(s, c)))
            .collect();
        v.extend(specific);
        v.sort_by_key(|c| c.span.start);
        out.push(v);
    }
    out
}

fn first<'c>(view: &[&'c Clause], name: ClauseName) -> Option<&'c Clause> {
    view.iter().copied().find(|c| c.name() == name)
}

/// The section that says "at most one if clause may appear" for `dir`.
pub(crate) fn if_section(dir: DirectiveName) -> &'static str {
    match dir {
        d if d.is_compute() => "2.5.4",
        DirectiveName::Data => "2.6.5",
        DirectiveName::HostData => "2.8",
        DirectiveName::Update => "2.14.4",
        d => d.section(),
    }
}

fn duplicates_and_conflicts(
    d: &AccDirective,
    view: &[&Clause],
    text: &str,
    out: &mut Vec<Diagnostic>,
) {
    let mut once: Vec<(ClauseName, &str)> = vec![(ClauseName::If, if_section(d.name))];
    if d.name.is_compute() || d.name == DirectiveName::Data {
        once.push((
            ClauseName::Default,
            if d.name == DirectiveName::Data {
                "2.6.5"
            } else {
                "2.5.4"
            },
        ));
    }
    if d.name.is_loop() {
        once.push((ClauseName::Gang, "2.9.2"));
    }
    if d.name == DirectiveName::Set {
        // 2.14.3: "Two instances of the same clause may not appear on the same directive".
        once.extend([
            (ClauseName::DefaultAsync, "2.14.3"),
            (ClauseName::DeviceNum, "2.14.3"),
            (ClauseName::DeviceType, "2.14.3"),
        ]);
    }
    if matches!(d.name, DirectiveName::Init | DirectiveName::Shutdown) {
        once.extend([(ClauseName::DeviceNum, d.name.section())]);
    }
    for (name, section) in once {
        let mut it = view.iter().filter(|c| c.name() == name);
        if let Some(f) = it.next() {
            for dup in it {
                out.push(diag::duplicate_clause(
                    dup.name_span,
                    dup.spelling(text),
                    d.name,
                    f.name_span,
                    section,
                ));
            }
        }
    }
    // Clauses that take one value for the construct, which the spec does not limit in words
    // (2.16.1 gives `async` "a single async-argument"): a second one would be ignored by one
    // part of the compiler and used by another (the nest check saw every `collapse`, the
    // lowering the last), so it is an error, as gcc's "too many clauses". Within one
    // device-type view only: `device_type(nvidia) num_gangs(4) device_type(host)
    // num_gangs(2)` gives each device type one. `wait` clauses add up (2.16.2), and `self` on
    // `update` is a data clause.
    let single = |c: &Clause| match &c.kind {
        ClauseKind::SelfClause(SelfArg::Vars(_)) => false,
        ClauseKind::SelfClause(_) => true,
        ClauseKind::Worker(_) | ClauseKind::Vector(_) => d.name != DirectiveName::Routine,
        _ => {
            matches!(
                c.name(),
                ClauseName::Collapse
                    | ClauseName::Tile
                    | ClauseName::NumGangs
                    | ClauseName::NumWorkers
                    | ClauseName::VectorLength
                    | ClauseName::Async
                    | ClauseName::IfPresent
                    | ClauseName::Finalize
                    | ClauseName::Nohost
                    | ClauseName::Bind
            ) || (c.name() == ClauseName::DeviceType
            // On init and shutdown, `device_type` names the device type to act on
            // (2.14.1-2.14.2; `set` has its own rule): one list.
            && matches!(d.name, DirectiveName::Init | DirectiveName::Shutdown))
        }
    };
    // `collapse` and `tile` each say how many loops the directive associates (2.9.1, 2.9.8):
    // one of them per loop (gcc: "too many 'tile' clauses" after a collapse).
    let key = |n: ClauseName| match n {
        ClauseName::Tile => ClauseName::Collapse,
        n => n,
    };
    let mut firsts: Vec<&Clause> = Vec::new();
    // A clause the directive does not take has its own error (`allowed_clauses`).
    for c in view
        .iter()
        .copied()
        .filter(|c| single(c) && tables::clause_allowed(d.name, c.name()))
    {
        match firsts.iter().find(|f| key(f.name()) == key(c.name())) {
            Some(f) if f.name() != c.name() => out.push(diag::tile_with_collapse(
                c.name_span,
                c.spelling(text),
                f.spelling(text),
                f.name_span,
            )),
            Some(f) => out.push(diag::too_many_clauses(
                c.name_span,
                c.spelling(text),
                d.name,
                f.name_span,
                c.device_type.is_some() || f.device_type.is_some(),
                tables::clause_allowed(d.name, ClauseName::DeviceType)
                    && tables::device_type_groups(d.name)
                    && tables::allowed_after_device_type(d.name, c.name()),
            )),
            None => firsts.push(c),
        }
    }
    if d.name.is_loop() {
        // 2.9: "Only one of the seq, independent, and auto clauses may appear".
        let exclusive: Vec<&&Clause> = view
            .iter()
            .filter(|c| {
                matches!(
                    c.name(),
                    ClauseName::Seq | ClauseName::Independent | ClauseName::Auto
                )
            })
            .collect();
        if let Some((f, rest)) = exclusive.split_first() {
            for c in rest {
                out.push(diag::conflicting_clauses(
                    c.name_span,
                    c.spelling(text),
                    f.spelling(text),
                    f.name_span,
                    "2.9",
                ));
            }
        }
        // 2.9: "A gang, worker, or vector clause may not appear if a seq clause appears".
        if let Some(seq) = first(view, ClauseName::Seq) {
            for c in view.iter().filter(|c| {
                matches!(
                    c.name(),
                    ClauseName::Gang | ClauseName::Worker | ClauseName::Vector
                )
            }) {
                out.push(diag::conflicting_clauses(
                    c.name_span,
                    c.spelling(text),
                    "seq",
                    seq.name_span,
                    "2.9",
                ));
            }
        }
    }
    if d.name == DirectiveName::Routine {
        // 2.15.1: "Exactly one of the gang, worker, vector, or seq clauses must appear".
        let levels: Vec<&&Clause> = view
            .iter()
            .filter(|c| {
                matches!(
                    c.name(),
                    ClauseName::Gang | ClauseName::Worker | ClauseName::Vector | ClauseName::Seq
                )
            })
            .collect();
        match levels.as_slice() {
            [] => out.push(diag::routine_level_count(d.name_span, 0)),
            [_] => {}
            [_, rest @ ..] => {
                for c in rest {
                    out.push(diag::routine_level_count(c.name_span, levels.len()));
                }
            }
        }
    }
    if matches!(
        d.name,
        DirectiveName::Parallel | DirectiveName::ParallelLoop
    ) {
        // 2.5.4: no reduction with a multi-dimensional num_gangs.
        if let Some(ng) = view
            .iter()
            .find(|c| matches!(&c.kind, ClauseKind::NumGangs(l) if l.len() > 1))
        {
            for r in view.iter().filter(|c| c.name() == ClauseName::Reduction) {
                // On `parallel loop` the reduction belongs to the loop, which is fine only
                // when ... the spec makes no exception, so it applies to both.
                out.push(diag::reduction_with_multi_num_gangs(r.name_span, ng.span));
            }
        }
    }
}

fn required_clauses(d: &AccDirective, out: &mut Vec<Diagnostic>) {
    use ClauseName as C;
    let (need, section): (&[C], &str) = match d.name {
        DirectiveName::Data => (
            &[
                C::Copy,
                C::Copyin,
                C::Copyout,
                C::Create,
                C::NoCreate,
                C::Present,
                C::Deviceptr,
                C::Attach,
                C::Default,
            ],
            "2.6.5",
        ),
        DirectiveName::EnterData => (&[C::Copyin, C::Create, C::Attach], "2.6.6"),
        DirectiveName::ExitData => (&[C::Copyout, C::Delete, C::Detach], "2.6.6"),
        DirectiveName::HostData => (&[C::UseDevice], "2.8"),
        DirectiveName::Update => (&[C::SelfClause, C::Host, C::Device], "2.14.4"),
        DirectiveName::Set => (&[C::DefaultAsync, C::DeviceNum, C::DeviceType], "2.14.3"),
        DirectiveName::Declare => (&[], "2.13"),
        _ => return,
    };
    let ok = if need.is_empty() {
        !d.clauses.is_empty()
    } else {
        d.clauses.iter().any(|c| need.contains(&c.name()))
    };
    if !ok {
        let listed: &[C] = if d.name == DirectiveName::Data {
            // The note would be long; name the family instead.
            &[]
        } else {
            need
        };
        let mut diag = diag::missing_required_clause(d.name_span, d.name, listed, section);
        if d.name == DirectiveName::Data {
            diag.message = format!(
                "the 'data' directive requires at least one data clause (copy, copyin, copyout, create, no_create, present, deviceptr, attach) or a 'default' clause (OpenACC 3.3, {section})"
            );
        }
        out.push(diag);
    }
}

pub(crate) fn int_literal(ast: &Ast, e: Handle<Expr>) -> Option<u128> {
    match &ast.exprs.get(e)?.kind {
        ExprKind::IntLit(l) if !l.overflow => Some(l.value),
        _ => None,
    }
}

fn arities_and_literals(d: &AccDirective, ast: &Ast, out: &mut Vec<Diagnostic>) {
    for c in &d.clauses {
        match &c.kind {
            ClauseKind::NumGangs(list) => {
                // 2.5.10: up to three on parallel, exactly one on kernels.
                let max = match d.name.compute_part() {
                    Some(DirectiveName::Kernels) => 1,
                    _ => 3,
                };
                if list.len() > max {
                    out.push(diag::num_gangs_arity(c.span, d.name, max));
                }
            }
            ClauseKind::Collapse { count, .. } if int_literal(ast, *count) == Some(0) => {
                out.push(diag::collapse_not_positive(ast.exprs[*count].span));
            }
            ClauseKind::Gang(g) => {
                let section = if d.name == DirectiveName::Routine {
                    "2.15.1"
                } else {
                    "2.9.2"
                };
                if let Some(dim) = g.dim {
                    if let Some(v) = int_literal(ast, dim) {
                        if !(1..=3).contains(&v) {
                            out.push(diag::gang_dim_range(ast.exprs[dim].span, section));
                        }
                    }
                }
                if d.name == DirectiveName::Routine && (g.num.is_some() || g.static_size.is_some())
                {
                    out.push(diag::routine_gang_arg(c.span));
                }
            }
            ClauseKind::Worker(Some(_)) | ClauseKind::Vector(Some(_))
                if d.name == DirectiveName::Routine =>
            {
                out.push(diag::routine_level_arg(c.span, c.name().as_str()));
            }
            _ => {}
        }
    }
}

/// Restrictions on what a var may be in particular clauses.
fn var_shapes(d: &AccDirective, out: &mut Vec<Diagnostic>) {
    for c in &d.clauses {
        for v in c.vars() {
            match c.name() {
                // 2.5.15: "The reduction var may not be a member of a composite variable".
                ClauseName::Reduction if v.is_member => {
                    out.push(diag::reduction_member(v.span, &v.text))
                }
                // 2.8: "A var in a use_device clause must be the name of a variable or array".
                ClauseName::UseDevice if v.is_member || !v.is_whole() => {
                    out.push(diag::use_device_not_name(v.span, &v.text))
                }
                // 2.13: "A var in a declare directive must be a variable or array name". A
                // subarray in a function's declare (`declare copy(p[0:n])` of a pointer
                // parameter's data, as nvc accepts and the OpenACC V&V suite's
                // declare_function_scope_* programs write) is a data region over the section
                // to the end of the block; at file scope it stays an error (`declare` in
                // `context.rs`, which knows the scope).
                _ if d.name == DirectiveName::Declare && v.is_member => {
                    out.push(diag::declare_not_name(v.span, &v.text))
                }
                _ => {}
            }
        }
    }
    // 2.10: "A var in a cache directive must be a single array element or a simple subarray".
    if let DirectiveArgs::Cache { vars, .. } = &d.args {
        for v in vars {
            if v.is_whole() {
                out.push(diag::cache_not_element(v.span, &v.text));
            }
        }
    }
}

/// The same var in two clauses of one construct.
///
/// 2.6 forbids only a clause that conflicts with a *predetermined* attribute (the loop
/// variable: [`loop_var_in_clause`]); otherwise:
/// - the same section in two data clauses whose actions combine (`copyin` + `copyout`,
///   `copy` + `copyout`, `create` + `copyin`, a clause repeated) is mapped once, as the
///   combined clause (`DataClauseKind::merged`): a warning, and the data lowering makes one
///   descriptor; with `present`/`no_create`/`deviceptr` the actions contradict (an error);
///   different sections of one array are different vars;
/// - a reduction var may also be in any data clause: 2.6.2 gives it an implicit copy only "if
///   a variable appears in a reduction clause but no other data clause";
/// - `private`, `firstprivate` and `reduction` each create a private copy that the region uses
///   instead of the original, so two of them, or one with a data clause, leave the region's
///   accesses to the var with two meanings: an error.
///
/// `declare` has its own rule (2.13: a var at most once, `context.rs`); `update` may list a
/// var repeatedly (2.14.4).
fn conflicting_vars(d: &AccDirective, ast: &Ast, text: &str, out: &mut Vec<Diagnostic>) {
    if !(d.name.is_compute()
        || d.name == DirectiveName::Loop
        || matches!(
            d.name,
            DirectiveName::Data | DirectiveName::EnterData | DirectiveName::ExitData
        ))
    {
        return;
    }
    let attr_clause = |n: ClauseName| {
        n.is_data_clause() && !matches!(n, ClauseName::Attach | ClauseName::Detach)
            || matches!(
                n,
                ClauseName::Private | ClauseName::Firstprivate | ClauseName::Reduction
            )
    };
    // Per var (a member is its own var: `copy(s.a) copyin(s.b)` is fine), its appearances so
    // far.
    let mut seen: Vec<(&Clause, &DataVar)> = Vec::new();
    for c in d
        .clauses
        .iter()
        .filter(|c| attr_clause(c.name()) && tables::clause_allowed(d.name, c.name()))
    {
        for v in c.vars() {
            let same_root = |fv: &DataVar| {
                if v.is_member || fv.is_member {
                    oxacc_syntax::same_expr(ast, text, v.base, fv.base)
                } else {
                    fv.root.name == v.root.name
                }
            };
            let earlier: Vec<(&Clause, &DataVar)> = seen
                .iter()
                .copied()
                .filter(|(_, fv)| same_root(fv))
                .collect();
            seen.push((c, v));
            let data_kind = |c: &Clause| match &c.kind {
                ClauseKind::Data(dc) => Some(dc.kind),
                _ => None,
            };
            // One finding per var: against the first appearance it conflicts with.
            for (fc, fv) in earlier {
                let same_section = v.same_as(fv, ast, text);
                let finding = match (data_kind(fc), data_kind(c)) {
                    (Some(a), Some(b)) if same_section => Some(match a.merged(b) {
                        Some(m) => diag::data_clauses_merged(
                            v.span,
                            &v.text,
                            fc.spelling(text),
                            c.spelling(text),
                            m.clause_name(),
                            fv.span,
                        ),
                        None => diag::data_clauses_contradict(
                            v.span,
                            &v.text,
                            fc.spelling(text),
                            c.spelling(text),
                            fv.span,
                        ),
                    }),
                    // `deviceptr(p)` says `p` holds a device address: mapping data through
                    // it (`copy(p[0:n])`) would copy from a device address as host memory
                    // (gcc rejects it too: "appears more than once in data clauses").
                    (Some(a), Some(b))
                        if a == DataClauseKind::Deviceptr || b == DataClauseKind::Deviceptr =>
                    {
                        Some(diag::data_clauses_contradict(
                            v.span,
                            &v.text,
                            fc.spelling(text),
                            c.spelling(text),
                            fv.span,
                        ))
                    }
                    // Different sections of one array: different vars.
                    (Some(_), Some(_)) => None,
                    // A reduction var may also be in a data clause (2.6.2).
                    (Some(_), None) | (None, Some(_))
                        if fc.name() == ClauseName::Reduction
                            || c.name() == ClauseName::Reduction =>
                    {
                        None
                    }
                    // Different sections in one kind of private clause.
                    (None, None) if fc.name() == c.name() && !same_section => None,
                    _ => Some(diag::var_in_two_clauses(
                        v.span,
                        &v.text,
                        fc.spelling(text),
                        c.spelling(text),
                        fv.span,
                    )),
                };
                if let Some(f) = finding {
                    out.push(f);
                    break;
                }
            }
        }
    }
}

/// 2.6.1: "The loop variable in a C for statement ... that is associated with a loop directive
/// is predetermined to be private"; 2.6: such a variable "may not appear in a data clause that
/// conflicts with that data attribute" — a data clause or a reduction on the loop or combined
/// construct (`private` agrees with it; `firstprivate` on a combined construct belongs to
/// the compute part and only initializes the private copy).
fn loop_var_in_clause(d: &AccDirective, ast: &Ast, text: &str, out: &mut Vec<Diagnostic>) {
    if !d.name.is_loop() {
        return;
    }
    let Some(body) = d.body else {
        return;
    };
    // The associated loops: as many as `collapse(n)` (a literal n) or `tile` (one per size)
    // asks for, as far as the nest goes (a nest too short is reported elsewhere), else the
    // outermost one.
    let depth = d
        .clauses
        .iter()
        .filter_map(|c| match &c.kind {
            ClauseKind::Collapse { value, .. } => *value,
            ClauseKind::Tile(sizes) => u64::try_from(sizes.len()).ok(),
            _ => None,
        })
        .max()
        .unwrap_or(1)
        .clamp(1, 64) as usize;
    let nest = crate::nest::associated_loops(ast, body, depth, true).nest;
    let mut loops = Vec::new();
    for s in nest.loops {
        let Some(stmt) = ast.stmts.get(s) else {
            continue;
        };
        if let oxacc_syntax::ast::StmtKind::For { init, .. } = &stmt.kind {
            if let Some(name) = for_assigned_var(ast, init) {
                loops.push((name, stmt.span));
            }
        }
    }
    for c in &d.clauses {
        let conflicts = c.name().is_data_clause() || c.name() == ClauseName::Reduction;
        if !conflicts {
            continue;
        }
        for v in c.vars() {
            if let Some((_, loop_span)) = loops.iter().find(|(n, _)| *n == v.root.name) {
                out.push(diag::loop_var_in_clause(
                    v.span,
                    &v.root.name,
                    c.spelling(text),
                    Span::new(loop_span.start, loop_span.start + 3),
                ));
            }
        }
    }
}

/// The variable a `for` initializes by assignment (`for (i = 0; ...)`): only such a variable
/// can be named in the directive's clauses (one declared in the `for` is not in scope there).
fn for_assigned_var(ast: &Ast, init: &oxacc_syntax::ast::ForInit) -> Option<String> {
    let oxacc_syntax::ast::ForInit::Expr(e) = init else {
        return None;
    };
    let ExprKind::Assign { lhs, .. } = &ast.exprs.get(*e)?.kind else {
        return None;
    };
    match &ast.exprs.get(*lhs)?.kind {
        ExprKind::Ident(id) => Some(ast.name(*id).to_string()),
        _ => None,
    }
}

/// `readonly`/`zero` where the directive's syntax does not list them (2.6.6 `enter data
/// copyin(var-list)`, `exit data copyout(var-list)`, 2.13 `declare copyout(var-list)`).
/// `declare create(zero: x)` is accepted: 2.13's syntax lists `create(var-list)`, but 2.7.9
/// says the clause "may appear ... on declare directives" and "may optionally have a zero
/// modifier" without restricting where (2.7.8 restricts copyout's `zero` to structured data
/// and compute constructs).
fn modifiers(d: &AccDirective, text: &str, out: &mut Vec<Diagnostic>) {
    for c in &d.clauses {
        let ClauseKind::Data(dc) = &c.kind else {
            continue;
        };
        let Some((m, span)) = dc.modifier else {
            continue;
        };
        let ok = match (m, dc.kind) {
            (DataModifier::Readonly, DataClauseKind::Copyin) => d.name != DirectiveName::EnterData,
            (DataModifier::Zero, DataClauseKind::Create) => true,
            (DataModifier::Zero, DataClauseKind::Copyout) => {
                !matches!(d.name, DirectiveName::ExitData | DirectiveName::Declare)
            }
            _ => false,
        };
        if !ok {
            let word = if m == DataModifier::Readonly {
                "readonly"
            } else {
                "zero"
            };
            out.push(diag::modifier_not_on_directive(
                span,
                word,
                c.spelling(text),
                d.name,
            ));
        }
    }
}

pub(crate) use context::nest_diagnostic;
