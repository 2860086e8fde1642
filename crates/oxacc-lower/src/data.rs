//! Lowering of the data directives onto the runtime: `data` (spec 2.6.5), `enter data` /
//! `exit data` (2.6.6, 2.14.6, 2.14.7), `host_data` (2.8), `declare` (2.13), `update`
//! (2.14.4), `wait` (2.16.3), `init` / `shutdown` / `set` (2.14.1-2.14.3), and the data
//! clauses of compute constructs ([`construct_data`], called by the compute lowering).
//!
//! ## How a var becomes runtime arguments
//!
//! Every var of a data clause (2.7.1) becomes one `struct __oxacc_clause` descriptor (host
//! address, byte count, the address of a pointer to attach) or, for a pointer-to-pointer
//! section `a[lo:n][0:m]`, one `__oxacc_rows_enter/exit` call. The addresses and sizes are
//! printed as C for cc to evaluate, from the source text of the var and its bounds (valid C in
//! scope at the directive): `a[lo:len]` is `(void *)&(a)[lo]` and `len * sizeof((a)[0])`, a
//! whole variable `x` is `&(x)` and `sizeof(x)` (a pointer without a subarray is the pointer
//! itself, 2.7.1). Whether `a` (or `a[0]`) is a pointer or an array decides between a
//! contiguous section and rows of pointers (2.7.1's four ways to declare a 2-D array); cc
//! decides it too, with `__builtin_types_compatible_p(__typeof__(x), __typeof__(&(x)[0]))`,
//! which holds exactly when `x` is a pointer. Both forms are printed and the other one gets a
//! null address (a no-op for the runtime).
//!
//! A var listed in two data clauses of one directive (the same section) is one descriptor of
//! the combined clause (`copyin` + `copyout` = `copy`, see `DataClauseKind::merged`).
//!
//! Bounds are evaluated once, on entry, and kept in the descriptors, so the exit actions of a
//! region use the same values even if the variables change (2.7.1, last restriction).
//! Errors that need the type (a missing length on a pointer: "cannot determine bounds for
//! array") are `_Static_assert`s in the generated C, which cc reports at the directive's line.

use oxacc_acc::ast::{
    AccDirective, Clause, ClauseKind, ClauseName, DataClauseKind, DataModifier, DataVar,
    DeviceTypeArg, DirectiveName, SelfArg, SubscriptKind,
};
use oxacc_syntax::ast::{Directive, Expr, Stmt, StmtKind};
use oxacc_syntax::{Handle, Span};

use crate::ctx::LowerCtx;
use crate::minfo;
use crate::prelude::{construct, flag, kind, region_call, ASYNC_NOVAL, ASYNC_SYNC};
use crate::writer::escape_c_string;

/// Lowers every data construct and data directive of the translation unit.
pub fn lower(ctx: &mut LowerCtx) {
    // The bodies of compute constructs: the directives of this pass inside them take no action
    // of their own (the region's code is outlined from its source text, and the compute
    // lowering's replacement of the construct drops edits inside it). Lowering them anyway
    // left an insertion at the end of a data construct's body that coincides with the end of
    // the compute construct's body (`#pragma acc kernels` then `#pragma acc data` unbraced):
    // it survived outside the region, naming the data construct's undeclared locals.
    let compute_bodies: Vec<Span> = ctx
        .acc
        .iter()
        .filter(|d| d.name.is_compute())
        .filter_map(|d| d.body.and_then(|b| ctx.ast.stmts.get(b)).map(|s| s.span))
        .collect();
    for i in 0..ctx.acc.len() {
        let d = ctx.acc[i].clone();
        if compute_bodies
            .iter()
            .any(|b| b.start <= d.span.start && d.span.end <= b.end)
        {
            continue;
        }
        match d.name {
            DirectiveName::Data => lower_data_construct(ctx, &d),
            DirectiveName::EnterData | DirectiveName::ExitData => lower_enter_exit(ctx, &d),
            DirectiveName::Update => lower_update(ctx, &d),
            DirectiveName::HostData => lower_host_data(ctx, &d),
            DirectiveName::Wait => lower_wait(ctx, &d),
            DirectiveName::Init | DirectiveName::Shutdown | DirectiveName::Set => {
                lower_device_directive(ctx, &d)
            }
            DirectiveName::Declare => lower_declare(ctx, &d),
            _ => {}
        }
    }
}

// ------------------------------------------------------------------------------------------
// The async, wait and if clauses
// ------------------------------------------------------------------------------------------

/// The `if`, `async` and `wait` clauses of a directive, evaluated once into locals.
#[derive(Clone, Debug, Default)]
pub struct SyncArgs {
    /// Declarations that evaluate the clause arguments (place them before `enter`).
    pub decls: String,
    /// The async-argument (2.16.1): `-2` (acc_async_sync) without `async`, `-1`
    /// (acc_async_noval) for a bare `async`, else a local holding the value.
    pub async_arg: String,
    /// The `waits` / `nwaits` arguments of the runtime calls (queues of the current device).
    pub waits: String,
    pub nwaits: String,
    /// Wait calls to make before the operation is enqueued: a bare `wait` clause (every
    /// queue, 2.16.2), `wait(devnum: n: ...)` (queues of device `n`), and waits that depend
    /// on the device type (2.4). Empty when there are none.
    pub pre_waits: String,
    /// The `if` condition (a local holding 0 or 1), if the clause appears.
    pub cond: Option<String>,
    /// The check of a computed async-argument and of the wait list (`__oxacc_check_sync`),
    /// made before the waits: its error names the clause, the directive and its line.
    pub check: String,
}

impl SyncArgs {
    /// `if (cond) { body }`, or `{ body }` without an `if` clause.
    pub fn guarded(&self, body: &str) -> String {
        match &self.cond {
            Some(c) => format!("if ({c}) {{ {body}}}"),
            None => format!("{{ {body}}}"),
        }
    }

    /// The wait calls to make before the operation (see [`SyncArgs::pre_waits`]).
    pub fn wait_all_call(&self) -> String {
        format!("{}{}", self.check, self.pre_waits)
    }
}

/// The device types oxacc runs on, as `acc_device_t` values (`__oxacc_device_kind()`): the
/// device-specific clauses of 2.4 are chosen among them at run time. The last one is the
/// `else` branch of the choice.
const DEVICE_KINDS: [i32; 3] = [4, 100, 2];

/// The clauses of `d` in effect on device type `kind` (2.4), as indices: the same choice as
/// the compute writers make (`AccDirective::clauses_for_device`, the host team's
/// `outline::host_clauses`), so that a construct's `async` and `wait` come from the group its
/// kernel's sizes and schedule come from (`device_type(not_host) async(2) num_gangs(2)`).
fn clauses_for_kind(d: &AccDirective, kind: i32) -> Vec<usize> {
    let chosen = match kind {
        2 => crate::compute::outline::host_clauses(d),
        100 => d.clauses_for_device("oxacc_emul"),
        _ => d.clauses_for_device("nvidia"),
    };
    let mut out: Vec<usize> = (0..d.clauses.len())
        .filter(|&i| chosen.iter().any(|c| std::ptr::eq(*c, &d.clauses[i])))
        .collect();
    out.sort_unstable();
    out
}

/// The async-argument of the `async` clause at `clause` as C: `-2` (acc_async_sync) with no
/// clause, `-1` (acc_async_noval) for a bare `async`, else `(int)(expr)`.
fn async_value(ctx: &LowerCtx, d: &AccDirective, clause: Option<usize>) -> String {
    match clause.map(|i| &d.clauses[i].kind) {
        Some(ClauseKind::Async(Some(e))) => format!("(int)({})", expr_text(ctx, *e)),
        Some(ClauseKind::Async(None)) => ASYNC_NOVAL.to_string(),
        _ => ASYNC_SYNC.to_string(),
    }
}

/// The code of some `wait` clauses, for async-argument `async_arg`: declarations evaluating
/// the arguments, calls to make before the operation, and the queues of the current device to
/// pass to the runtime (`None`: no such list).
struct WaitCode {
    decls: String,
    pre: String,
    list: Option<(String, usize)>,
}

/// The [`WaitCode`] of the `wait` clauses at indices `clauses` of `d`; locals are named after
/// `tag`.
fn wait_code(
    ctx: &LowerCtx,
    d: &AccDirective,
    clauses: &[usize],
    async_arg: &str,
    tag: &str,
) -> WaitCode {
    let mut out = WaitCode {
        decls: String::new(),
        pre: String::new(),
        list: None,
    };
    let mut current: Vec<String> = Vec::new();
    let loc = ctx.loc_literal(d.span.start);
    for (k, &i) in clauses.iter().enumerate() {
        match &d.clauses[i].kind {
            // No argument: every queue of the current device (2.16.2).
            ClauseKind::Wait(None) => out.pre.push_str(&format!(
                "__oxacc_wait_at((const int *)0, 0, {async_arg}, (const int *)0, {loc}); "
            )),
            ClauseKind::Wait(Some(w)) => {
                let queues: Vec<String> = w
                    .queues
                    .iter()
                    .map(|q| format!("(int)({})", expr_text(ctx, *q)))
                    .collect();
                match w.devnum {
                    None if queues.is_empty() => out.pre.push_str(&format!(
                        "__oxacc_wait_at((const int *)0, 0, {async_arg}, (const int *)0, {loc}); "
                    )),
                    None => current.extend(queues),
                    Some(n) => out.pre.push_str(&devnum_waits(
                        &mut out.decls,
                        &format!("{tag}_{k}"),
                        &expr_text(ctx, n),
                        &queues,
                        async_arg,
                        &loc,
                    )),
                }
            }
            _ => {}
        }
    }
    if !current.is_empty() {
        out.decls
            .push_str(&format!("int {tag}[] = {{{}}}; ", current.join(", ")));
        out.list = Some((tag.to_string(), current.len()));
    }
    out
}

/// `wait(devnum: n: queues: q...)`: the queues `q` (none: every queue) of device number `n`
/// of the current device type (2.16), waited for by the local thread (`async_arg` is
/// acc_async_sync) or by the queue of `async_arg` on the current device. An invalid `n` is the
/// runtime's acc_error_device_unavailable, naming the directive's line `loc`.
fn devnum_waits(
    decls: &mut String,
    tag: &str,
    devnum: &str,
    queues: &[String],
    async_arg: &str,
    loc: &str,
) -> String {
    let dn = format!("{tag}_dev");
    decls.push_str(&format!("int {dn} = (int)({devnum}); "));
    if queues.is_empty() {
        return format!("__oxacc_wait_at((const int *)0, 0, {async_arg}, &{dn}, {loc}); ");
    }
    decls.push_str(&format!("int {tag}[] = {{{}}}; ", queues.join(", ")));
    format!(
        "__oxacc_wait_at({tag}, {}, {async_arg}, &{dn}, {loc}); ",
        queues.len()
    )
}

/// Evaluates the `if`, `async` and `wait` clauses of `d` into locals named after `id`.
///
/// `async` and `wait` clauses after a `device_type` clause (2.4) apply only on the device
/// types it names: when the clauses in effect differ between device types, the generated code
/// chooses at run time by `__oxacc_device_kind()`, evaluating only the chosen arguments.
pub fn sync_args(ctx: &mut LowerCtx, d: &AccDirective, id: u32) -> SyncArgs {
    let mut s = SyncArgs {
        async_arg: ASYNC_SYNC.to_string(),
        waits: "(const int *)0".to_string(),
        nwaits: "0".to_string(),
        ..SyncArgs::default()
    };
    if let Some(e) = d.clauses.iter().find_map(|c| match &c.kind {
        ClauseKind::If(e) => Some(*e),
        _ => None,
    }) {
        let v = format!("__oxacc_if{id}");
        s.decls
            .push_str(&format!("int {v} = ({}) != 0; ", expr_text(ctx, e)));
        s.cond = Some(v);
    }
    let named = |i: &usize, n: ClauseName| d.clauses[*i].name() == n;
    // Per device type: its async clause and its wait clauses.
    let per_kind: Vec<(Option<usize>, Vec<usize>)> = DEVICE_KINDS
        .iter()
        .map(|&k| {
            let cs = clauses_for_kind(d, k);
            let a = cs.iter().copied().rfind(|i| named(i, ClauseName::Async));
            let w = cs
                .iter()
                .copied()
                .filter(|i| named(i, ClauseName::Wait))
                .collect();
            (a, w)
        })
        .collect();
    let kind_var = format!("__oxacc_dk{id}");
    let same_async = per_kind.iter().all(|p| p.0 == per_kind[0].0);
    let same_waits = per_kind.iter().all(|p| p.1 == per_kind[0].1);
    if !(same_async && same_waits) {
        s.decls
            .push_str(&format!("int {kind_var} = __oxacc_device_kind(); "));
    }
    // The async-argument.
    if same_async {
        if let Some(i) = per_kind[0].0 {
            let v = async_value(ctx, d, Some(i));
            if v.starts_with('(') {
                let var = format!("__oxacc_async{id}");
                s.decls.push_str(&format!("int {var} = {v}; "));
                s.async_arg = var;
            } else {
                s.async_arg = v;
            }
        }
    } else {
        let mut choice = async_value(ctx, d, per_kind[DEVICE_KINDS.len() - 1].0);
        for (k, p) in DEVICE_KINDS.iter().zip(&per_kind).rev().skip(1) {
            choice = format!(
                "{kind_var} == {k} ? {} : {choice}",
                async_value(ctx, d, p.0)
            );
        }
        let var = format!("__oxacc_async{id}");
        s.decls.push_str(&format!("int {var} = {choice}; "));
        s.async_arg = var;
    }
    // The wait clauses.
    if same_waits {
        let w = wait_code(
            ctx,
            d,
            &per_kind[0].1,
            &s.async_arg,
            &format!("__oxacc_waits{id}"),
        );
        s.decls.push_str(&w.decls);
        s.pre_waits = w.pre;
        if let Some((v, n)) = w.list {
            s.waits = v;
            s.nwaits = n.to_string();
        }
    } else {
        // Chosen at run time; every wait becomes a call before the operation, and the
        // arguments are evaluated there (once: the calls run once per operation).
        // Device types with the same wait clauses share a branch; the last is the `else`.
        let mut groups: Vec<(Vec<i32>, &Vec<usize>)> = Vec::new();
        for (k, p) in DEVICE_KINDS.iter().zip(&per_kind) {
            match groups.iter_mut().find(|g| *g.1 == p.1) {
                Some(g) => g.0.push(*k),
                None => groups.push((vec![*k], &p.1)),
            }
        }
        let mut code = String::new();
        let last = groups.len() - 1;
        for (j, (kinds, waits)) in groups.iter().enumerate() {
            let w = wait_code(
                ctx,
                d,
                waits,
                &s.async_arg,
                &format!("__oxacc_waits{id}_{}", kinds[0]),
            );
            let mut body = format!("{}{}", w.decls, w.pre);
            if let Some((v, n)) = w.list {
                let loc = ctx.loc_literal(d.span.start);
                body.push_str(&format!(
                    "__oxacc_wait_at({v}, {n}, {}, (const int *)0, {loc}); ",
                    s.async_arg
                ));
            }
            let test = kinds
                .iter()
                .map(|k| format!("{kind_var} == {k}"))
                .collect::<Vec<_>>()
                .join(" || ");
            code.push_str(&match j {
                0 => format!("if ({test}) {{ {body}}} "),
                j if j < last => format!("else if ({test}) {{ {body}}} "),
                _ => format!("else {{ {body}}} "),
            });
        }
        s.pre_waits = format!("{{ {code}}} ");
    }
    // An async-argument or wait-argument that is not a valid constant: checked with the
    // directive's name and line (the runtime calls that take them name neither), before the
    // waits. Constants (`async(1)`, the usual form) need no call.
    let valid_constant = |e: Handle<Expr>| {
        ctx.types
            .and_then(|t| t.int_value(e))
            .is_some_and(|v| v >= -2 && v <= i128::from(i32::MAX))
    };
    let computed = d.clauses.iter().any(|c| match &c.kind {
        ClauseKind::Async(Some(e)) => !valid_constant(*e),
        ClauseKind::Wait(Some(w)) => {
            w.devnum.is_none() && !w.queues.iter().all(|q| valid_constant(*q))
        }
        _ => false,
    });
    if computed && (s.async_arg.starts_with("__oxacc_async") || s.nwaits != "0") {
        s.check = format!(
            "__oxacc_check_sync({}, {}, {}, \"{}\", {}); ",
            s.async_arg,
            s.waits,
            s.nwaits,
            d.name.as_str(),
            ctx.loc_literal(d.span.start)
        );
    }
    s
}

// ------------------------------------------------------------------------------------------
// Vars → descriptors
// ------------------------------------------------------------------------------------------

/// One `struct __oxacc_clause` initializer, before kind and flags are known.
#[derive(Clone, Debug)]
struct Section {
    host: String,
    bytes: String,
    ptr_addr: String,
}

/// A pointer-to-rows section `a[lo:n][0:m]` (2.7.1 "dynamically allocated dimensions").
#[derive(Clone, Debug)]
struct Rows {
    ptrs: String,
    nrows: String,
    /// Bytes from each row's start to its section's (`a[i][lo2]`); `None` for a literal 0.
    row_off: Option<String>,
    row_bytes: String,
    /// The one row of `a[i][lo:n]` (`flag::ELEMENT_ROW`).
    element: bool,
    /// For the one row of `a[i][lo:n]` of a base known to be a pointer array: the base `a`
    /// and the subscript `i` (C texts), so that rows of one base in one construct can share
    /// one mapping of their slots.
    slot: Option<(String, String)>,
    /// The address of the struct member pointer whose table this maps (`&s.rows` for
    /// `s.rows[1:2][0:n]`), attached through the table's section (2.7.2).
    member: Option<String>,
    /// Pointer tables between the first one and the rows (`double ***a`, 2.7.1): per level,
    /// the byte offset of its section in each table and its number of slots (C texts).
    levels: Vec<(String, String)>,
}

/// How one var is mapped: a contiguous section, rows of pointers, or (when only cc knows the
/// type) both, each printed with a null address when the other applies.
#[derive(Clone, Debug)]
struct VarPlan {
    /// The descriptor (absent for a var known to be rows of pointers).
    section: Option<Section>,
    /// The rows call (absent for a var known to be contiguous).
    rows: Option<Rows>,
    /// Declarations to place first: the locals holding the bounds, and `_Static_assert`s that
    /// cc checks (errors that need the var's type).
    asserts: Vec<String>,
    /// The var as written, for messages.
    text: String,
    /// The lengths (C, after `asserts`) that may be negative at run time: checked before the
    /// directive's data actions (`__oxacc_check_length`).
    lengths: Vec<String>,
    /// The ranges of array dimensions (not pointers) whose bounds are not both constants
    /// (those are checked at compile time): checked against the array's extent before the
    /// directive's data actions (`__oxacc_check_extent`).
    extents: Vec<Extent>,
    /// Per dimension (after the first) of a statically-sized array in a contiguous section: a C
    /// condition (after `asserts`) true when run-time bounds make the section non-contiguous
    /// there (`a[2:5][lo:m]` with `m` less than a row), checked before a data clause's actions
    /// (`__oxacc_check_contiguous`; 2.7.1; constant bounds are compile-time errors). Not for
    /// `update`, where non-contiguous subarrays may appear (2.14.4).
    noncontig: Vec<(usize, String)>,
}

/// One `[lo:len]` of an array dimension of known extent (C expressions, after `asserts`).
#[derive(Clone, Debug)]
struct Extent {
    lo: String,
    len: String,
    extent: String,
    /// 0 for the first dimension.
    level: usize,
}

/// The number of elements of array `x` (an array, never a pointer: sizeof of a pointer
/// divided makes cc warn).
fn array_extent(x: &str) -> String {
    format!("(sizeof({x}) / sizeof(({x})[0]))")
}

/// `1` when `x` is a pointer (not an array), as an integer constant expression.
fn is_ptr(x: &str) -> String {
    format!("__builtin_types_compatible_p(__typeof__({x}), __typeof__(&({x})[0]))")
}

fn static_assert(cond: &str, msg: &str) -> String {
    format!(
        "__extension__ _Static_assert({cond}, \"{}\"); ",
        escape_c_string(&format!("oxacc: {msg}"))
    )
}

/// The source text of a clause expression, parenthesised.
fn expr_text(ctx: &LowerCtx, e: Handle<oxacc_syntax::ast::Expr>) -> String {
    match ctx.ast.exprs.get(e) {
        Some(x) => paren(ctx.src(x.span)),
        None => "0".to_string(),
    }
}

/// The name of the local that [`construct_data`] evaluates the bound starting at byte
/// `start` into (see [`bound_local`]).
fn lower_local_name(start: u32) -> String {
    format!("__oxacc_lo_at{start}")
}

/// `e` as C text for a data plan: the local holding its value when [`construct_data`] has
/// evaluated it already (a compute construct's subscript bound, [`bound_local`]), else the
/// expression itself.
fn bound_text(ctx: &LowerCtx, e: Handle<Expr>) -> String {
    match ctx.ast.exprs.get(e) {
        Some(x) if ctx.lower_locals.contains(&x.span.start) => lower_local_name(x.span.start),
        _ => expr_text(ctx, e),
    }
}

/// For subscript `sub` of a var of data clause `c` of compute or `data` construct `d`, whose
/// lower bound or index (`lo` of `p[lo:n]`, `i` of `a[i][0:n]`) is not a name or a number:
/// the local that [`construct_data`] evaluates that bound into, once, the bound's C text and
/// its span start. The kernel launch translates the var's base through the element the
/// bounds select (`compute/cuda`): it reads these locals too (those of an enclosing `data`
/// construct are in scope in its body), so `copy(a[k++:n])` or `copy(p[f():n])` evaluates
/// its bound once, as a clause argument is (the launch evaluated it again on a GPU: `k` ended
/// one too far, `f` was called twice). An OpenMP parallel region between the `data` construct
/// and the compute construct copies the locals it reads into its outlined function
/// (`omp::region`).
///
/// A `data` construct with an `if` clause evaluates every bound that is not a number (the
/// lengths too, [`bound_locals`]): a compute construct inside it carries its clauses
/// (`compute::reapply_conditional`) and must map the data construct's section, not one from
/// bounds evaluated again (`n` changed in between gave a partly present error, or with the
/// condition false a smaller section and a kernel reading past it). A bound of such a carried
/// clause (its text lies outside the compute construct) is the data construct's local.
pub(crate) fn bound_local(
    ctx: &LowerCtx,
    d: &AccDirective,
    c: &Clause,
    sub: &oxacc_acc::ast::Subscript,
) -> Option<(String, String, u32)> {
    bound_local_of(ctx, d, c, sub.lower()?)
}

/// [`bound_local`] for the lower bound and, in a `data` construct with an `if` clause, the
/// length of `sub`.
fn bound_locals(
    ctx: &LowerCtx,
    d: &AccDirective,
    c: &Clause,
    sub: &oxacc_acc::ast::Subscript,
) -> Vec<(String, String, u32)> {
    let length = match sub.kind {
        SubscriptKind::Range { length, .. } if conditional_data(d) => length,
        _ => None,
    };
    sub.lower()
        .into_iter()
        .chain(length)
        .filter_map(|e| bound_local_of(ctx, d, c, e))
        .collect()
}

/// A `data` construct with an `if` clause: compute constructs inside it carry its clauses.
fn conditional_data(d: &AccDirective) -> bool {
    d.name == DirectiveName::Data
        && d.clauses
            .iter()
            .any(|c| matches!(c.kind, ClauseKind::If(_)))
}

/// Whether expression span `x` lies outside directive `d` (a clause carried from an enclosing
/// `data` construct).
fn carried(d: &AccDirective, x: Span) -> bool {
    x.start < d.span.start || x.end > d.span.end
}

fn bound_local_of(
    ctx: &LowerCtx,
    d: &AccDirective,
    c: &Clause,
    e: Handle<Expr>,
) -> Option<(String, String, u32)> {
    let structured = d.name.is_compute() || d.name == DirectiveName::Data;
    if !structured || !matches!(c.kind, ClauseKind::Data(_)) {
        return None;
    }
    let x = ctx.ast.exprs.get(e)?;
    let text = expr_text(ctx, e);
    let local = lower_local_name(x.span.start);
    // The data construct's local, in scope in its body (data constructs are lowered first).
    if carried(d, x.span) && ctx.lower_locals.contains(&x.span.start) {
        return Some((local, text, x.span.start));
    }
    // `paren` leaves a name or a number bare: nothing to evaluate twice, except a name a
    // conditional data construct's carried clause would read again.
    let number = text.chars().next().is_some_and(|ch| ch.is_ascii_digit());
    let named_again = conditional_data(d) && !number;
    if !text.starts_with('(') && !named_again {
        return None;
    }
    Some((local, text, x.span.start))
}

/// `t` in parentheses unless it is a single identifier or number.
fn paren(t: &str) -> String {
    let t = t.trim();
    if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        t.to_string()
    } else {
        format!("({t})")
    }
}

/// `e` itself when it is a name or a number; otherwise a new local `tag_N` holding it, so that
/// a bound is evaluated once however often the generated code uses it.
fn hoist(decls: &mut Vec<String>, tag: &str, e: String) -> String {
    // Only parentheses around the whole text go (`(n)`): trimming every `(` and `)` at the
    // ends made the call `f()` the name `f` (a C compiler error about generated code).
    let mut t = e.trim();
    while let Some(inner) = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        t = inner.trim();
    }
    if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return t.to_string();
    }
    let v = format!("{tag}_{}", decls.len());
    decls.push(format!("long long {v} = {e}; "));
    v
}

/// "Is this expression a pointer (not an array)?": known from sema, or a C constant
/// expression for cc to evaluate when the type is unknown here.
#[derive(Clone, Debug)]
enum IsPtr {
    Known(bool),
    Cc(String),
}

impl IsPtr {
    /// `then` when a pointer, `other` otherwise.
    fn select(&self, then: &str, other: &str) -> String {
        match self {
            IsPtr::Known(true) => then.to_string(),
            IsPtr::Known(false) => other.to_string(),
            IsPtr::Cc(c) => format!("({c} ? {then} : {other})"),
        }
    }

    /// The address of pointer `x` for `ptr_addr` (attach, 2.7.2), null for an array.
    fn ptr_addr(&self, x: &str) -> String {
        match self {
            IsPtr::Known(true) => format!("(void **)&{x}"),
            IsPtr::Known(false) => "(void **)0".to_string(),
            IsPtr::Cc(c) => format!("__builtin_choose_expr({c}, (void **)&{x}, (void **)0)"),
        }
    }

    /// `msg` is an error when this is a pointer: `Err` when known, else a `_Static_assert`.
    fn must_not(&self, msg: &str, asserts: &mut Vec<String>) -> Result<(), String> {
        match self {
            IsPtr::Known(true) => Err(msg.to_string()),
            IsPtr::Known(false) => Ok(()),
            IsPtr::Cc(c) => {
                asserts.push(static_assert(&format!("!{c}"), msg));
                Ok(())
            }
        }
    }
}

/// The shape of the var's base and of each level below it (`b`, `b[0]`, `b[0][0]`, ...),
/// `levels` entries, the leading element subscripts applied first (`None`: not known).
/// Whether `v` is an element of a row reached through a pointer slot, every subscript an
/// element one (`p[2][1]` with `int **p` or `int *p[4]`): 2.7.1 reads it as the one-element
/// section of that row, `p[2:1][1:1]`, as `p[2][1:1]` is, so that the slot `p[2]` is mapped
/// with the row and a kernel reaching the element through `p` reaches its device copy. Mapped
/// as the lone `int` object at `&p[2][1]`, the kernel read the host's slot and wrote the
/// host's row, and the copy back then overwrote it with the unchanged device element (emul:
/// a silent wrong result; a fault on a GPU). The last subscript is then the row's range.
fn element_in_pointer_row(ctx: &LowerCtx, v: &DataVar) -> bool {
    use oxacc_acc::Shape;
    let n = v.subscripts.len();
    if n < 2
        || !v
            .subscripts
            .iter()
            .all(|s| matches!(s.kind, SubscriptKind::Index(_)))
    {
        return false;
    }
    let mut shape = ctx.types.and_then(|t| t.shape(v.base));
    for _ in 0..n - 1 {
        shape = match shape {
            Some(Shape::Pointer(e)) => Some(*e),
            Some(Shape::Array { elem, .. }) => Some(*elem),
            _ => None,
        };
    }
    matches!(shape, Some(Shape::Pointer(_)))
}

/// How many leading element subscripts of `v` are part of its base (`a[i]` in `a[i][0:m]`):
/// all of them, but the last of an [`element_in_pointer_row`].
fn leading_indexes(ctx: &LowerCtx, v: &DataVar) -> usize {
    let n = v
        .subscripts
        .iter()
        .take_while(|s| matches!(s.kind, SubscriptKind::Index(_)))
        .count();
    if element_in_pointer_row(ctx, v) {
        n - 1
    } else {
        n
    }
}

fn level_shapes(ctx: &LowerCtx, v: &DataVar, levels: usize) -> Vec<Option<oxacc_acc::Shape>> {
    use oxacc_acc::Shape;
    let mut shape = ctx.types.and_then(|t| t.shape(v.base));
    let down = |s: Option<Shape>| match s {
        Some(Shape::Pointer(e)) => Some(*e),
        Some(Shape::Array { elem, .. }) => Some(*elem),
        _ => None,
    };
    for _ in 0..leading_indexes(ctx, v) {
        shape = down(shape);
    }
    let mut out = Vec::new();
    for _ in 0..levels {
        let below = down(shape.clone());
        out.push(shape);
        shape = below;
    }
    out
}

/// Pointer-or-array of the var's base and of each level below it (`b`, `b[0]`, `b[0][0]`, ...),
/// `levels` entries, the leading element subscripts applied first.
fn pointer_levels(ctx: &LowerCtx, v: &DataVar, base: &str, levels: usize) -> Vec<IsPtr> {
    use oxacc_acc::Shape;
    let mut x = base.to_string();
    level_shapes(ctx, v, levels)
        .into_iter()
        .map(|shape| {
            let p = match shape {
                Some(Shape::Pointer(_)) => IsPtr::Known(true),
                Some(Shape::Array { .. }) => IsPtr::Known(false),
                _ => IsPtr::Cc(is_ptr(&x)),
            };
            x = format!("({x})[0]");
            p
        })
        .collect()
}

/// Per level (`levels` entries, the leading element subscripts applied first): whether the
/// level is an array whose extent `sizeof` gives, so that a runtime range can be checked
/// against it. Not: pointers, arrays of unknown size (`extern int a[];`, a flexible array
/// member: `sizeof` is a compile error), zero-length arrays, and the outermost dimension of a
/// struct member (a trailing `double m[1]` or `m[0]` of a struct allocated larger is the
/// old idiom gcc itself treats as flexible).
fn extent_levels(ctx: &LowerCtx, v: &DataVar, levels: usize) -> Vec<bool> {
    use oxacc_acc::Shape;
    level_shapes(ctx, v, levels)
        .into_iter()
        .enumerate()
        .map(|(k, shape)| match shape {
            Some(Shape::Array { len, vla, .. }) => {
                !(k == 0 && v.is_member) && (vla || len.is_some_and(|l| l > 0))
            }
            _ => false,
        })
        .collect()
}

/// Plans the mapping of one var; `tag` names the locals that hold its bounds. `Err` is an
/// error message for the var.
fn plan_var(ctx: &LowerCtx, v: &DataVar, tag: &str) -> Result<VarPlan, String> {
    // Leading `[i]` subscripts select an element: they are part of the base (`a[i][0:m]` is
    // the section `0:m` of the row `a[i]`).
    let mut asserts = Vec::new();
    let (base, last_index) = index_base(ctx, v, &mut asserts, tag);
    let lead = leading_indexes(ctx, v);
    let subs = v.subscripts.iter().skip(lead);
    let mut dims: Vec<(String, Option<String>)> = Vec::new();
    // Per dimension: its length is written and not a constant >= 0 (a negative constant is
    // the checks' error).
    let mut may_be_negative: Vec<bool> = Vec::new();
    // Per dimension: both bounds are integer constants (a range outside the array's extent
    // is then a compile-time error, `subarray_out_of_bounds`).
    let mut constant_bounds: Vec<bool> = Vec::new();
    // Per dimension: the constant lower bound (a missing one is 0) and length (`Some(None)`:
    // missing, the whole extent), when they are constants.
    let mut const_range: Vec<(Option<i64>, Option<Option<i64>>)> = Vec::new();
    for s in subs {
        match s.kind {
            SubscriptKind::Range { lower, length } => {
                let constant =
                    |e: Option<_>| e.is_none_or(|e| ctx.types.and_then(|t| t.int_value(e)).is_some());
                constant_bounds.push(constant(lower) && constant(length));
                let value = |e| ctx.types.and_then(|t| t.int_value(e)).and_then(|x| i64::try_from(x).ok());
                const_range.push((
                    lower.map_or(Some(0), value),
                    length.map_or(Some(None), |l| value(l).map(Some)),
                ));
                // Nor of an unsigned type (`size_t n`): it cannot be negative.
                may_be_negative.push(length.is_some_and(|l| {
                    let unsigned = ctx.sema.is_some_and(|s| {
                        let t = s.expr_type(l);
                        s.types.is_integer(t) && !s.types.is_signed(t)
                    });
                    let constant_ok = matches!(
                        ctx.types.and_then(|t| t.int_value(l)),
                        Some(v) if v >= 0
                    );
                    !unsigned && !constant_ok
                }));
                dims.push((
                    lower
                        .map(|l| bound_text(ctx, l))
                        .unwrap_or_else(|| "0".to_string()),
                    length.map(|l| bound_text(ctx, l)),
                ))
            }
            // The last subscript of an `element_in_pointer_row`: the one-element range of
            // the row (`p[2][1]` is `p[2][1:1]`).
            SubscriptKind::Index(i) if element_in_pointer_row(ctx, v) => {
                let value = ctx.types.and_then(|t| t.int_value(i)).and_then(|x| i64::try_from(x).ok());
                constant_bounds.push(value.is_some());
                const_range.push((value, Some(Some(1))));
                may_be_negative.push(false);
                dims.push((bound_text(ctx, i), Some("1".to_string())));
            }
            SubscriptKind::Index(_) => {
                return Err(format!(
                    "an element subscript after a subarray range in '{}' is not supported (OpenACC 3.3, 2.7.1)",
                    v.text
                ))
            }
        }
    }
    // `[lo:len][0:m]` rows need a literal zero lower bound (checked on the text as written).
    let lo_is_zero = |k: usize| {
        dims.get(k)
            .is_some_and(|(lo, _)| lo.trim_matches(['(', ')', ' ']) == "0")
    };
    let lo2_is_zero = lo_is_zero(1);
    let row_lo_is_zero = lo_is_zero(0);
    let dims: Vec<(String, Option<String>)> = dims
        .into_iter()
        .map(|(lo, len)| {
            let lo = hoist(&mut asserts, tag, lo);
            let len = len.map(|l| hoist(&mut asserts, tag, l));
            (lo, len)
        })
        .collect();
    let lengths: Vec<String> = dims
        .iter()
        .zip(&may_be_negative)
        .filter(|(_, m)| **m)
        .filter_map(|((_, len), _)| len.clone())
        .collect();
    let mut extents: Vec<Extent> = Vec::new();
    let mut noncontig: Vec<(usize, String)> = Vec::new();
    let checkable = extent_levels(ctx, v, dims.len());
    // A runtime range outside an array's extent (`copy(a[0:n])`, `float a[16]`, n = 20)
    // copied the neighbouring variables' memory to and from the device: a silent wrong result
    // (a `copyout` overwrote them); constant ones were compile-time errors already.
    let mut check_extent = |k: usize, x: &str, p: &IsPtr, lo: &str, len: &str| {
        if matches!(p, IsPtr::Known(false))
            && checkable.get(k).copied().unwrap_or(false)
            && !constant_bounds.get(k).copied().unwrap_or(true)
        {
            extents.push(Extent {
                lo: lo.to_string(),
                len: len.to_string(),
                extent: array_extent(x),
                level: k,
            });
        }
    };
    let text = v.text.clone();
    let bounds_msg = format!(
        "cannot determine bounds for array {} (OpenACC 3.3, 2.7.1)",
        v.name()
    );
    let b = &base;
    let ptr = pointer_levels(ctx, v, b, dims.len().max(1));
    // Length of a dimension whose length is missing: the declared size of an array; a pointer
    // has none (2.7.1 restriction: "the length for dynamically allocated dimensions ... must
    // be explicitly specified").
    let len_of = |x: &str,
                  p: &IsPtr,
                  lo: &str,
                  len: &Option<String>,
                  asserts: &mut Vec<String>|
     -> Result<String, String> {
        match len {
            Some(l) => Ok(l.clone()),
            None => {
                p.must_not(&bounds_msg, asserts)?;
                Ok(format!("(sizeof({x}) / sizeof(({x})[0]) - {lo})"))
            }
        }
    };
    // A whole struct or union declared but not defined here (`extern struct opaque o;`):
    // no size to map (2.7.1).
    let incomplete = v.subscripts.is_empty()
        && ctx
            .sema
            .is_some_and(|s| crate::compute::ctype::incomplete_record(s, s.expr_type(v.base)));
    if incomplete {
        return Err(format!(
            "cannot determine the size of '{}': its type is incomplete here (OpenACC 3.3, 2.7.1)",
            v.text
        ));
    }
    match dims.len() {
        0 => Ok(VarPlan {
            section: Some(Section {
                host: format!("(void *)&{b}"),
                // A pointer's size through its type: `sizeof(a)` of a parameter declared as
                // an array (`double a[16]`, a pointer by C11 6.7.6.3p7) makes cc warn
                // (-Wsizeof-array-argument, on by default) about the generated code.
                bytes: match ptr[0] {
                    IsPtr::Known(true) => format!("sizeof(__typeof__({b}))"),
                    _ => format!("sizeof({b})"),
                },
                ptr_addr: "(void **)0".to_string(),
            }),
            rows: None,
            asserts,
            text,
            lengths,
            extents,
            noncontig,
        }),
        // `a[i][lo:n]` where `a[i]` is a pointer: the one row `a[i:1][lo:n]` of a dynamically
        // allocated dimension (2.7.1: the implementation allocates the pointers in device
        // memory and fills them in). Mapping only the row left the pointer slot `a[i]`
        // absent: a kernel reaching the row through `a` read the host's pointer array and
        // wrote the host's row, and the copyout then overwrote it with the unchanged device
        // row (a silent wrong result on emul; a fault on a GPU).
        1 if last_index.is_some() && !matches!(ptr[0], IsPtr::Known(false)) => {
            let (prefix, idx) = last_index.as_ref().map_or(("", ""), |(p, i)| (p, i));
            let rows = &ptr[0];
            let (lo, len) = &dims[0];
            let len = len_of(b, rows, lo, len, &mut asserts)?;
            let section = (!matches!(rows, IsPtr::Known(true))).then(|| Section {
                host: rows.select("(void *)0", &format!("(void *)&({b})[{lo}]")),
                bytes: rows.select("0", &sec_bytes(&len, &format!("({b})[0]"))),
                ptr_addr: "(void **)0".to_string(),
            });
            let rows_plan = Some(Rows {
                ptrs: rows.select(&format!("(void **)&({prefix})[{idx}]"), "(void **)0"),
                nrows: rows.select("(__oxacc_size_t)1", "0"),
                row_off: (!row_lo_is_zero).then(|| {
                    rows.select(&format!("(__oxacc_size_t)({lo}) * sizeof(({b})[0])"), "0")
                }),
                row_bytes: rows.select(&sec_bytes(&len, &format!("({b})[0]")), "0"),
                element: true,
                slot: matches!(rows, IsPtr::Known(true))
                    .then(|| (prefix.to_string(), idx.to_string())),
                member: (v.is_member && !matches!(rows, IsPtr::Known(false)))
                    .then(|| IsPtr::Cc(is_ptr(prefix)).ptr_addr(prefix)),
                levels: Vec::new(),
            });
            Ok(VarPlan {
                section,
                rows: rows_plan,
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        1 => {
            let (lo, len) = &dims[0];
            let len = len_of(b, &ptr[0], lo, len, &mut asserts)?;
            check_extent(0, b, &ptr[0], lo, &len);
            Ok(VarPlan {
                section: Some(Section {
                    host: format!("(void *)&({b})[{lo}]"),
                    bytes: sec_bytes(&len, &format!("({b})[0]")),
                    ptr_addr: ptr[0].ptr_addr(b),
                }),
                rows: None,
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        // `a[i][lo:n][lo2:m]` where `a[i]` and every level below are pointers (`double ***a`):
        // the tables below the one slot `a[i:1]`, which is mapped too, as the one row of
        // `a[i][lo:n]` maps its slot (2.7.1). Mapping only the tables below left the slot
        // absent: the kernel reached them through the host's `a[i]` and wrote the host's rows,
        // which the copy back then overwrote with the unchanged device rows (emul: a silent
        // wrong result).
        depth
            if depth >= 2
                && last_index.is_some()
                && ptr.iter().all(|p| matches!(p, IsPtr::Known(true))) =>
        {
            let (prefix, idx) = last_index.as_ref().map_or(("", ""), |(p, i)| (p, i));
            let mut lvl = b.clone();
            let mut levels = Vec::new();
            let mut leaf = None;
            for (k, (lo, len)) in dims.iter().enumerate() {
                let len = len_of(&lvl, &ptr[k], lo, len, &mut asserts)?;
                let elem = format!("({lvl})[0]");
                let off = format!("(__oxacc_size_t)({lo}) * sizeof({elem})");
                if k + 1 < depth {
                    levels.push((off, format!("(__oxacc_size_t)({len})")));
                } else {
                    leaf = Some((off, sec_bytes(&len, &elem)));
                }
                lvl = elem;
            }
            let (row_off, row_bytes) = leaf.unwrap_or_default();
            Ok(VarPlan {
                section: None,
                rows: Some(Rows {
                    ptrs: format!("(void **)&({prefix})[{idx}]"),
                    nrows: "(__oxacc_size_t)1".to_string(),
                    row_off: Some(row_off),
                    row_bytes,
                    // Two of them in one construct: the check of two element rows.
                    element: true,
                    slot: None,
                    member: (v.is_member && !prefix.is_empty())
                        .then(|| IsPtr::Cc(is_ptr(prefix)).ptr_addr(prefix)),
                    levels,
                }),
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        2 => {
            let (lo1, len1) = &dims[0];
            let (lo2, len2) = &dims[1];
            let row = format!("({b})[0]");
            // Rows of pointers (`float **a`, `float *a[N]`) or one contiguous block
            // (`float a[N][M]`, `row *a`): 2.7.1's four ways to declare a 2-D array.
            let rows = &ptr[1];
            let len1 = len_of(b, &ptr[0], lo1, len1, &mut asserts)?;
            let len2 = len_of(&row, rows, lo2, len2, &mut asserts)?;
            check_extent(0, b, &ptr[0], lo1, &len1);
            check_extent(1, &row, rows, lo2, &len2);
            if matches!(rows, IsPtr::Known(false)) {
                // One block: rows of it only while every row is whole or one row is taken.
                noncontig.push((
                    1,
                    format!(
                        "({len1}) != 0 && ({len2}) != 0 && ({len1}) != 1 && ((unsigned long long)({lo2}) != 0 || (unsigned long long)({len2}) != (unsigned long long){})",
                        array_extent(&row)
                    ),
                ));
            }
            let first = format!("&({b})[{lo1}][{lo2}]");
            let last = format!("(&({b})[({lo1}) + ({len1}) - 1][({lo2}) + ({len2}) - 1] + 1)");
            let bytes = format!(
                "(({len1}) == 0 || ({len2}) == 0 ? 0 : (__oxacc_size_t)((char *){last} - (char *){first}))"
            );
            let section = (!matches!(rows, IsPtr::Known(true))).then(|| Section {
                host: rows.select("(void *)0", &format!("(void *){first}")),
                bytes: rows.select("0", &bytes),
                ptr_addr: rows.select("(void **)0", &ptr[0].ptr_addr(b)),
            });
            let rows_plan = (!matches!(rows, IsPtr::Known(false))).then(|| Rows {
                ptrs: rows.select(&format!("(void **)&({b})[{lo1}]"), "(void **)0"),
                nrows: rows.select(&format!("(__oxacc_size_t)({len1})"), "0"),
                // Each row's section starts lo2 elements in (`copy(a[0:4][2:4])`): mapped from
                // there and its device row pointer attached through it (2.7.1, 2.7.2).
                row_off: (!lo2_is_zero).then(|| {
                    rows.select(
                        &format!("(__oxacc_size_t)({lo2}) * sizeof(({b})[0][0])"),
                        "0",
                    )
                }),
                row_bytes: rows.select(&sec_bytes(&len2, &format!("({b})[0][0]")), "0"),
                element: false,
                slot: None,
                member: v.is_member.then(|| ptr[0].ptr_addr(b)),
                levels: Vec::new(),
            });
            Ok(VarPlan {
                section,
                rows: rows_plan,
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        depth
            if ptr[1..]
                .iter()
                .skip_while(|p| matches!(p, IsPtr::Known(true)))
                .all(|p| matches!(p, IsPtr::Known(false)))
                && matches!(ptr[1], IsPtr::Known(true)) =>
        {
            // Dimensions after the first that are pointers (`double ***a`, `float ***s.p`),
            // then possibly arrays (`double (**a)[4]`): a table of pointers per pointer level,
            // each slot attached to the device copy of the table or row below (2.7.1: "the
            // implementation will allocate pointers in device memory corresponding to the
            // pointers in local memory and will fill in those pointers"; 2.7.2), any depth;
            // the array dimensions below the last pointer are each row's contiguous part.
            let tables = ptr[1..]
                .iter()
                .take_while(|p| matches!(p, IsPtr::Known(true)))
                .count();
            let (lo1, len1) = &dims[0];
            let len1 = len_of(b, &ptr[0], lo1, len1, &mut asserts)?;
            check_extent(0, b, &ptr[0], lo1, &len1);
            let mut lvl = format!("({b})[0]");
            let mut levels = Vec::new();
            // The row part: the byte offset of its first element, and its span in bytes
            // less the last element's size, then whether a length is 0.
            let (mut off, mut span, mut zero) = (Vec::new(), Vec::new(), Vec::new());
            let mut leaf = None;
            for (k, (lo, len)) in dims.iter().enumerate().skip(1) {
                let len = len_of(&lvl, &ptr[k], lo, len, &mut asserts)?;
                let elem = format!("({lvl})[0]");
                if k < tables {
                    let off = format!("(__oxacc_size_t)({lo}) * sizeof({elem})");
                    levels.push((off, format!("(__oxacc_size_t)({len})")));
                } else if k + 1 == depth && k == tables {
                    let off = format!("(__oxacc_size_t)({lo}) * sizeof({elem})");
                    leaf = Some((off, sec_bytes(&len, &elem)));
                } else {
                    if k > tables {
                        check_extent(k, &lvl, &ptr[k], lo, &len);
                    }
                    off.push(format!("(__oxacc_size_t)({lo}) * sizeof({elem})"));
                    span.push(format!("((__oxacc_size_t)({len}) - 1) * sizeof({elem})"));
                    zero.push(format!("({len}) == 0"));
                    if k + 1 == depth {
                        leaf = Some((
                            off.join(" + "),
                            format!(
                                "({} ? (__oxacc_size_t)0 : {} + sizeof({elem}))",
                                zero.join(" || "),
                                span.join(" + ")
                            ),
                        ));
                    }
                }
                lvl = elem;
            }
            let (row_off, row_bytes) = leaf.unwrap_or_default();
            Ok(VarPlan {
                section: None,
                rows: Some(Rows {
                    ptrs: format!("(void **)&({b})[{lo1}]"),
                    nrows: format!("(__oxacc_size_t)({len1})"),
                    row_off: Some(row_off),
                    row_bytes,
                    element: false,
                    slot: None,
                    member: v.is_member.then(|| ptr[0].ptr_addr(b)),
                    levels,
                }),
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        // `double *(*a)[4]` (or `double *t[2][4]`): `copy(a[lo:n][0:4][lo3:k])`, an array of
        // pointers below the first dimension (2.7.1: "any combination of dynamically allocated
        // dimensions"). The pointer slots `a[lo][0..4]`, ..., are one contiguous table when
        // the section takes whole arrays of them (or one of them): mapped as rows of pointers,
        // each slot attached to the device copy of its row (2.7.2), as `double **a` is. It
        // was a located "pointer-to-pointer sections of more than two dimensions" error.
        3 if matches!(ptr[1], IsPtr::Known(false)) && matches!(ptr[2], IsPtr::Known(true)) => {
            let (lo1, len1) = &dims[0];
            let (lo2, len2) = &dims[1];
            let (lo3, len3) = &dims[2];
            let extent2 = level_shapes(ctx, v, 2).get(1).and_then(|s| match s {
                Some(oxacc_acc::Shape::Array { len, .. }) => *len,
                _ => None,
            });
            let (c1, c2) = (const_range.first(), const_range.get(1));
            let one_table = c1.is_some_and(|(_, len)| *len == Some(Some(1)));
            let whole_tables = c2.is_some_and(|(lo, len)| {
                *lo == Some(0)
                    && match len {
                        Some(None) => true,
                        Some(Some(l)) => extent2.is_some_and(|e| i128::from(*l) == i128::from(e)),
                        None => false,
                    }
            });
            if !one_table && !whole_tables {
                return Err(format!(
                    "'{text}': a section of an array of pointers below the first dimension must take whole arrays of them (such as '[0:N]' for an array of N pointers) or one of them (a first length of 1), so that its pointers are one contiguous table; other sections are not supported yet (OpenACC 3.3, 2.7.1)"
                ));
            }
            let len1 = len_of(b, &ptr[0], lo1, len1, &mut asserts)?;
            check_extent(0, b, &ptr[0], lo1, &len1);
            let row = format!("({b})[0]");
            let len2 = len_of(&row, &ptr[1], lo2, len2, &mut asserts)?;
            check_extent(1, &row, &ptr[1], lo2, &len2);
            let slot = format!("({b})[0][0]");
            let len3 = len_of(&slot, &ptr[2], lo3, len3, &mut asserts)?;
            let elem = format!("({slot})[0]");
            Ok(VarPlan {
                section: None,
                rows: Some(Rows {
                    ptrs: format!("(void **)&({b})[{lo1}][{lo2}]"),
                    nrows: format!("((__oxacc_size_t)({len1}) * (__oxacc_size_t)({len2}))"),
                    row_off: Some(format!("(__oxacc_size_t)({lo3}) * sizeof({elem})")),
                    row_bytes: sec_bytes(&len3, &elem),
                    element: false,
                    slot: None,
                    member: v.is_member.then(|| ptr[0].ptr_addr(b)),
                    levels: Vec::new(),
                }),
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
        _ => {
            // Contiguous only: every dimension after the first is an array (2.7.1).
            let mut lvl = b.clone();
            let mut first = b.clone();
            let mut last = b.clone();
            let mut zero = Vec::new();
            // (a dimension's partial range, with whether an outer one takes several elements)
            let mut partial: Vec<(usize, String)> = Vec::new();
            let mut outer_multi: Vec<String> = Vec::new();
            for (k, (lo, len)) in dims.iter().enumerate() {
                let p = ptr.get(k).cloned().unwrap_or(IsPtr::Cc(is_ptr(&lvl)));
                if k > 0 {
                    p.must_not(
                        &format!("pointer-to-pointer sections of more than two dimensions ({text}) are not supported"),
                        &mut asserts,
                    )?;
                }
                let len = len_of(&lvl, &p, lo, len, &mut asserts)?;
                check_extent(k, &lvl, &p, lo, &len);
                if k > 0 && matches!(p, IsPtr::Known(false)) {
                    partial.push((
                        k,
                        format!(
                            "({}) && ((unsigned long long)({lo}) != 0 || (unsigned long long)({len}) != (unsigned long long){})",
                            outer_multi.join(" || "),
                            array_extent(&lvl)
                        ),
                    ));
                }
                outer_multi.push(format!("({len}) != 1"));
                first = format!("({first})[{lo}]");
                last = format!("({last})[({lo}) + ({len}) - 1]");
                zero.push(format!("({len}) == 0"));
                lvl = format!("({lvl})[0]");
            }
            let bytes = format!(
                "({} ? 0 : (__oxacc_size_t)((char *)(&{last} + 1) - (char *)&{first}))",
                zero.join(" || ")
            );
            for (k, cond) in partial {
                noncontig.push((k, format!("!({}) && {cond}", zero.join(" || "))));
            }
            Ok(VarPlan {
                section: Some(Section {
                    host: format!("(void *)&{first}"),
                    bytes,
                    ptr_addr: ptr[0].ptr_addr(b),
                }),
                rows: None,
                asserts,
                text,
                lengths,
                extents,
                noncontig,
            })
        }
    }
}

/// The base of a var with its leading element subscripts applied (`a[i]` for `a[i][0:m]`);
/// a subscript that is not a name or a number is stored in a local first (declared in `decls`),
/// so that it is evaluated exactly once however often the base is printed (2.7.1).
/// The second value is the base before its last element subscript and that subscript's C
/// (`a` and `i` for `a[i][0:m]`), when there is one.
fn index_base(
    ctx: &LowerCtx,
    v: &DataVar,
    decls: &mut Vec<String>,
    tag: &str,
) -> (String, Option<(String, String)>) {
    let mut base = expr_text(ctx, v.base);
    let mut last = None;
    for s in v.subscripts.iter().take(leading_indexes(ctx, v)) {
        match s.kind {
            SubscriptKind::Index(i) => {
                let i = hoist(decls, tag, bound_text(ctx, i));
                let prefix = std::mem::take(&mut base);
                base = format!("{prefix}[{i}]");
                last = Some((prefix, i));
            }
            SubscriptKind::Range { .. } => break,
        }
    }
    (base, last)
}

/// One var of a directive, ready to print.
#[derive(Clone, Debug)]
struct Entry {
    kind: i32,
    flags: i32,
    plan: VarPlan,
    /// The variable's name when the item is a whole variable (no subscript, no member).
    bare: Option<String>,
}

/// The arguments of one `__oxacc_rows_enter/exit` call: locals holding the row pointers,
/// their count and each row's section size, the kind, flags and name, and the local holding
/// the rows' section offset (`__oxacc_rows_enter_at`) when the second lower bound is not 0.
struct RowsCall {
    ptrs: String,
    nrows: String,
    row_bytes: String,
    kind: i32,
    flags: i32,
    name: String,
    row_off: Option<String>,
    /// The local array of the pointer tables' levels and their count (`__oxacc_tree_data`).
    levels: Option<(String, usize)>,
    /// The local holding the address of the member pointer to attach (`__oxacc_attach_slots`).
    member: Option<String>,
}

impl RowsCall {
    /// The `__oxacc_rows_{which}` call (`enter` or `exit`), or its `_at` form when the rows'
    /// sections start past their first element.
    fn call(&self, which: &str, async_arg: &str, loc: &str) -> String {
        let data = self.data_call(which, async_arg, loc);
        let Some(m) = &self.member else {
            return data;
        };
        let (p, f, name) = (&self.ptrs, self.flags, &self.name);
        if which == "enter" {
            format!("{data}__oxacc_attach_slots(1, {m}, (void *){p}, {f}, {async_arg}, {name}, {loc}); ")
        } else {
            format!("__oxacc_attach_slots(0, {m}, (void *){p}, {f}, {async_arg}, {name}, {loc}); {data}")
        }
    }

    fn data_call(&self, which: &str, async_arg: &str, loc: &str) -> String {
        let (p, rn, rb, k, f, name) = (
            &self.ptrs,
            &self.nrows,
            &self.row_bytes,
            self.kind,
            self.flags,
            &self.name,
        );
        if let Some((l, nl)) = &self.levels {
            let o = self.row_off.as_deref().unwrap_or("0");
            let e = i32::from(which == "enter");
            return format!(
                "__oxacc_tree_data({e}, {p}, {rn}, {nl}, {l}, {o}, {rb}, {k}, {f}, {async_arg}, {name}, {loc}); "
            );
        }
        match &self.row_off {
            Some(o) => format!(
                "__oxacc_rows_{which}_at({p}, {rn}, {o}, {rb}, {k}, {f}, {async_arg}, {name}, {loc}); "
            ),
            None => format!(
                "__oxacc_rows_{which}({p}, {rn}, {rb}, {k}, {f}, {async_arg}, {name}, {loc}); "
            ),
        }
    }
}

/// The descriptor array and rows calls of one directive.
#[derive(Default)]
struct Emitted {
    /// Declarations: asserts, the descriptor array, the saved rows arguments.
    decls: String,
    array: Option<(String, usize)>,
    /// The rows calls' arguments, per rows var.
    rows: Vec<RowsCall>,
    /// Per entry: its index in the descriptor array (`None`: rows only).
    slots: Vec<Option<usize>>,
    /// The checks of the lengths that may be negative (see [`length_checks`]): place them
    /// before the directive's first data action (structured exits reuse the checked values).
    checks: String,
}

/// The byte size of `len` elements `elem` (C expressions): the prelude's
/// `__oxacc_sec_bytes`, which gives SIZE_MAX when the product overflows `size_t`. A plain
/// `(size_t)len * sizeof elem` wrapped: `copy(a[0:n])` with `n` = 2^61 + 1 doubles mapped 8
/// bytes and the program ran on silently. SIZE_MAX can never be a section's size (it passes
/// the end of the address space), so the runtime reports it as an invalid data section
/// naming the clause, the variable and the line (`Device::check_span`). A function rather
/// than an inline `len > SIZE_MAX / size ? ...`: gcc's -Wtype-limits warns about that compare
/// for an `unsigned` length, and `len` would be evaluated twice.
fn sec_bytes(len: &str, elem: &str) -> String {
    format!("__oxacc_sec_bytes((__oxacc_size_t)({len}), sizeof({elem}))")
}

fn c_str(s: &str) -> String {
    format!("\"{}\"", escape_c_string(s))
}

/// Calls checking the lengths of `plan` that may be negative at run time, for the clause of
/// runtime kind `kind`; `name` and `loc` are C string literals. The bytes of a section are
/// `(size_t)len * sizeof elem`: a negative length wrapped to about 2^64 bytes (emul: "cannot
/// allocate 18446744073709551576 bytes" with an inverted host range; host: accepted; update:
/// "partly present"). 2.7.1: a length is a nonnegative count of elements.
fn length_checks(plan: &VarPlan, kind: i32, name: &str, loc: &str) -> String {
    let lengths = plan.lengths.iter().map(|len| {
        // The call only on the error path: no call per directive when the length is fine.
        format!(
            "if ((long long)({len}) < 0) __oxacc_check_length((long long)({len}), {kind}, {name}, {loc}); "
        )
    });
    // After the lengths (a negative one is reported as such). In unsigned arithmetic: a
    // negative lower bound is then beyond the extent too, and `lo + len` cannot overflow.
    let extents = plan.extents.iter().map(|e| {
        let (lo, len, ext, level) = (&e.lo, &e.len, &e.extent, e.level);
        format!(
            "if ((unsigned long long)({lo}) > (unsigned long long){ext} || (unsigned long long)({len}) > (unsigned long long){ext} - (unsigned long long)({lo})) \
             __oxacc_check_extent((long long)({lo}), (long long)({len}), (unsigned long long){ext}, {level}, {kind}, {name}, {loc}); "
        )
    });
    lengths.chain(extents).collect()
}

fn emit_entries(ctx: &mut LowerCtx, entries: &[Entry], id: u32, loc: &str) -> Emitted {
    let mut out = Emitted::default();
    let mut inits = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        for a in &e.plan.asserts {
            out.decls.push_str(a);
        }
        let name = c_str(&minfo::var_text(&e.plan.text));
        out.checks
            .push_str(&length_checks(&e.plan, e.kind, &name, loc));
        for (level, cond) in &e.plan.noncontig {
            // The call only on the error path, as for the lengths.
            out.checks.push_str(&format!(
                "if ({cond}) __oxacc_check_contiguous({level}, {}, {name}, {loc}); ",
                e.kind
            ));
        }
        match &e.plan.section {
            Some(s) => {
                out.slots.push(Some(inits.len()));
                inits.push(format!(
                    "{{{}, {}, {}, {}, {}, {name}, {loc}, (void *)0}}",
                    e.kind, e.flags, s.host, s.bytes, s.ptr_addr
                ));
            }
            None => out.slots.push(None),
        }
        if let Some(r) = &e.plan.rows {
            let p = format!("__oxacc_rows{id}_{k}");
            out.decls.push_str(&format!(
                "void **{p} = {}; __oxacc_size_t {p}_n = {}; __oxacc_size_t {p}_b = {}; ",
                r.ptrs, r.nrows, r.row_bytes
            ));
            if let Some(o) = &r.row_off {
                out.decls.push_str(&format!("__oxacc_size_t {p}_o = {o}; "));
            }
            if let Some(m) = &r.member {
                out.decls.push_str(&format!("void **{p}_m = {m}; "));
            }
            if !r.levels.is_empty() {
                let vals: Vec<String> = r
                    .levels
                    .iter()
                    .flat_map(|(o, n)| [o.clone(), n.clone()])
                    .collect();
                out.decls.push_str(&format!(
                    "__oxacc_size_t {p}_l[{}] = {{{}}}; ",
                    vals.len(),
                    vals.join(", ")
                ));
            }
            out.rows.push(RowsCall {
                ptrs: p.clone(),
                nrows: format!("{p}_n"),
                row_bytes: format!("{p}_b"),
                kind: e.kind,
                flags: if r.element {
                    e.flags | flag::ELEMENT_ROW
                } else {
                    e.flags
                },
                name,
                row_off: r.row_off.as_ref().map(|_| format!("{p}_o")),
                levels: (!r.levels.is_empty()).then(|| (format!("{p}_l"), r.levels.len())),
                member: r.member.as_ref().map(|_| format!("{p}_m")),
            });
        }
    }
    let _ = ctx;
    if !inits.is_empty() {
        let arr = format!("__oxacc_data{id}");
        out.decls.push_str(&format!(
            "struct __oxacc_clause {arr}[{}] = {{{}}}; ",
            inits.len(),
            inits.join(", ")
        ));
        out.array = Some((arr, inits.len()));
    }
    out
}

impl Emitted {
    fn array_args(&self) -> (String, String) {
        match &self.array {
            Some((a, n)) => (a.clone(), n.to_string()),
            None => ("(struct __oxacc_clause *)0".to_string(), "0".to_string()),
        }
    }

    /// The entry calls: descriptors, then rows (each does its own attaches).
    fn enter(&self, s: &SyncArgs, loc: &str, waits: bool) -> String {
        let (arr, n) = self.array_args();
        let (w, nw) = if waits {
            (s.waits.as_str(), s.nwaits.as_str())
        } else {
            ("(const int *)0", "0")
        };
        let mut out = String::new();
        if waits && !self.rows.is_empty() && s.nwaits != "0" {
            out.push_str(&format!(
                "__oxacc_wait_at({w}, {nw}, {}, (const int *)0, {loc}); ",
                s.async_arg
            ));
        }
        if self.array.is_some() {
            out.push_str(&format!(
                "__oxacc_data_enter({arr}, {n}, {}, {w}, {nw}); ",
                s.async_arg
            ));
        } else {
            // No descriptor to carry the location: the construct's own, for the error of a
            // bad ACC_DEVICE_NUM (or async argument) found here.
            out.push_str(&format!(
                "__oxacc_data_enter_at({}, {w}, {nw}, {loc}); ",
                s.async_arg
            ));
        }
        for r in &self.rows {
            out.push_str(&r.call("enter", &s.async_arg, loc));
        }
        out
    }

    /// The exit calls: rows (in reverse), then descriptors.
    fn exit(&self, s: &SyncArgs, loc: &str, waits: bool) -> String {
        let (arr, n) = self.array_args();
        let (w, nw) = if waits {
            (s.waits.as_str(), s.nwaits.as_str())
        } else {
            ("(const int *)0", "0")
        };
        let mut out = String::new();
        if waits && !self.rows.is_empty() && s.nwaits != "0" {
            out.push_str(&format!(
                "__oxacc_wait_at({w}, {nw}, {}, (const int *)0, {loc}); ",
                s.async_arg
            ));
        }
        for r in self.rows.iter().rev() {
            out.push_str(&r.call("exit", &s.async_arg, loc));
        }
        out.push_str(&format!(
            "__oxacc_data_exit({arr}, {n}, {}, {w}, {nw}); ",
            s.async_arg
        ));
        out
    }
}

/// The runtime kind and flags of a data clause on a data or compute construct or a local
/// `declare` (structured counters, 2.6.7) — `None` for clauses with no data action there.
fn structured_kind(k: DataClauseKind, modifier: Option<DataModifier>) -> Option<(i32, i32)> {
    let zero = if modifier == Some(DataModifier::Zero) {
        flag::ZERO
    } else {
        0
    };
    let readonly = if modifier == Some(DataModifier::Readonly) {
        flag::READONLY
    } else {
        0
    };
    Some(match k {
        DataClauseKind::Copy => (kind::COPY, 0),
        DataClauseKind::Copyin => (kind::COPYIN, readonly),
        DataClauseKind::Copyout => (kind::COPYOUT, zero),
        DataClauseKind::Create | DataClauseKind::DeviceResident => (kind::CREATE, zero),
        DataClauseKind::NoCreate => (kind::NO_CREATE, 0),
        DataClauseKind::Present => (kind::PRESENT, 0),
        DataClauseKind::Deviceptr => (kind::DEVICEPTR, 0),
        DataClauseKind::Attach => (kind::ATTACH, 0),
        DataClauseKind::Detach => (kind::DETACH, 0),
        DataClauseKind::Delete => (kind::DELETE, 0),
        DataClauseKind::Link => return None,
    })
}

/// The entries of every data clause of `d` (in source order), with their -Minfo lines.
///
/// A var listed again (the same section, compared as expressions) in a clause whose actions
/// combine with the first one's (`copyin(v) copyout(v)`) is one entry of the combined clause
/// (`copy`, see `DataClauseKind::merged`; the checks warn): two descriptors would count the
/// var twice in its reference counters and move it twice. A `copyout` or `create` of a var
/// that `reduced` names (a reduction of the compute construct combines into it) is a `copy`
/// (see [`construct_data`]).
fn data_entries(
    ctx: &mut LowerCtx,
    d: &AccDirective,
    minfo_prefix: &str,
    kind_of: &dyn Fn(DataClauseKind, Option<DataModifier>) -> Option<(i32, i32)>,
    reduced: &[String],
) -> Vec<Entry> {
    let mut vars: Vec<(DataClauseKind, Option<DataModifier>, &DataVar)> = Vec::new();
    for c in &d.clauses {
        let ClauseKind::Data(dc) = &c.kind else {
            continue;
        };
        let modifier = dc.modifier.map(|m| m.0);
        for v in &dc.vars {
            let earlier = vars.iter_mut().find_map(|(k, m, pv)| {
                let merged = k.merged(dc.kind)?;
                pv.same_as(v, ctx.ast, ctx.text).then_some((k, m, merged))
            });
            match earlier {
                Some((k, m, merged)) => {
                    // A modifier survives only when both clauses had it (`readonly` does not
                    // hold once the var is also copied out).
                    if *k != merged || *m != modifier {
                        *m = None;
                    }
                    *k = merged;
                }
                None => vars.push((dc.kind, modifier, v)),
            }
        }
    }
    let mut out = Vec::new();
    // The vars `a[i][lo:n]` (one row through an element subscript) of a structured construct,
    // by base: a kernel reaches every row through one translated `a`, whose device pointer
    // slots must then be one mapping. So too for enter and exit data, so that a construct
    // naming the same rows later finds their slots in one mapping (and the exit ends it).
    let structured = d.name.is_compute() || d.name == DirectiveName::Data;
    let grouped =
        structured || matches!(d.name, DirectiveName::EnterData | DirectiveName::ExitData);
    // Per base: its name, the base's C text and the rows' subscripts when the rows' slots are
    // known (a pointer array; `None`: only cc knows), and whether every row is `present`.
    struct ElementRows {
        name: String,
        slots: Option<(String, Vec<String>)>,
        present: bool,
    }
    let mut element_rows: Vec<ElementRows> = Vec::new();
    for (kind, modifier, v) in vars {
        // A const object is never copied back: C forbids modifying it (C11 6.7.3p6), a
        // file-scope one lies in read-only memory where the copy back crashes, and the device
        // cannot legally change it. The checks warn for `copy` (and reject copyout).
        let kind = if kind == DataClauseKind::Copy
            && ctx
                .types
                .is_some_and(|t| t.const_object(ctx.ast, v.base, v.subscripts.len()))
        {
            DataClauseKind::Copyin
        } else if matches!(kind, DataClauseKind::Copyout | DataClauseKind::Create)
            && modifier != Some(DataModifier::Zero)
            && reduced.iter().any(|n| n == v.name())
        {
            // A reduction combines into this device copy: copied in (`construct_data`).
            DataClauseKind::Copy
        } else {
            kind
        };
        let Some((k, f)) = kind_of(kind, modifier) else {
            continue;
        };
        let tag = format!("__oxacc_bound{}", ctx.fresh_id());
        match plan_var(ctx, v, &tag) {
            Ok(plan)
                if structured
                    && plan.rows.as_ref().is_some_and(|r| r.element)
                    && element_rows.iter().any(|g| {
                        g.name == v.name()
                            && (g.slots.is_none()
                                || plan.rows.as_ref().is_some_and(|r| r.slot.is_none()))
                    }) =>
            {
                // Two slots mapped apart: the kernel's `a[i + 1]` read past the first one (an
                // illegal access on emul; a silent wrong result before the slots were mapped
                // at all).
                ctx.error(
                    v.span,
                    format!(
                        "two rows of '{0}' named through element subscripts ('{1}') in one construct are not supported yet: name them as one section, such as '{0}[lo:n][...]' (OpenACC 3.3, 2.7.1)",
                        v.name(),
                        v.text
                    ),
                );
            }
            Ok(plan) => {
                if let Some(r) = plan.rows.as_ref().filter(|r| grouped && r.element) {
                    let same = |g: &ElementRows| {
                        g.name == v.name()
                            && matches!((&g.slots, &r.slot), (Some((b, _)), Some((b2, _))) if b == b2)
                    };
                    match element_rows.iter_mut().find(|g| same(g)) {
                        Some(g) => {
                            if let (Some((_, idx)), Some((_, i))) = (&mut g.slots, &r.slot) {
                                idx.push(i.clone());
                            }
                            g.present &= k == kind::PRESENT;
                        }
                        None => element_rows.push(ElementRows {
                            name: v.name().to_string(),
                            slots: r.slot.clone().map(|(b, i)| (b, vec![i])),
                            present: k == kind::PRESENT,
                        }),
                    }
                }
                // The clause's modifier, as written (`copyout(zero: b[0:n])`).
                let modifier = if f & flag::ZERO != 0 {
                    "zero"
                } else if f & flag::READONLY != 0 {
                    "readonly"
                } else {
                    ""
                };
                let implied = if ctx.implied_copies.contains(&v.span) {
                    "implicit "
                } else {
                    ""
                };
                let msg = minfo::generating_modified(
                    &format!("{minfo_prefix}{implied}{}", kind.clause_name().as_str()),
                    modifier,
                    &v.text,
                );
                ctx.minfo(d.directive, d.span.start, msg);
                // `present(p)` of a C pointer named whole: the runtime may fall back to the
                // data it points to (A.3.1's option, `__OXACC_POINTER_VAR`).
                let pointer_var = k == kind::PRESENT
                    && !v.is_member
                    && v.subscripts.is_empty()
                    && ctx.sema.is_some_and(|s| s.is_pointer(s.expr_type(v.base)));
                let f = if pointer_var {
                    f | flag::POINTER_VAR
                } else {
                    f
                };
                out.push(Entry {
                    kind: k,
                    flags: f,
                    plan,
                    bare: (!v.is_member && v.subscripts.is_empty()).then(|| v.name().to_string()),
                });
            }
            Err(msg) => ctx.error(v.span, msg),
        }
    }
    // Rows of one pointer array named through element subscripts (`copy(m[i][0:64],
    // m[i + 1][0:64])`): their slots are mapped as the one section from the least subscript
    // to the greatest (created, or `present` when every row is), before the rows (whose
    // calls then leave the slots to it, `flag::ELEMENT_ROW`); the kernel's one translated
    // `m` reaches every row's slot through it (2.7.1: the implementation allocates the
    // pointers in device memory and fills them in). Mapped apart, the kernel's `m[i + 1]`
    // read past the first slot's mapping.
    for g in element_rows {
        let Some((base, idx)) = g.slots.filter(|(_, idx)| idx.len() > 1) else {
            continue;
        };
        let fold = |op: &str| {
            idx.iter()
                .map(|i| format!("(long long)({i})"))
                .reduce(|a, b| format!("({a} {op} {b} ? {a} : {b})"))
                .unwrap_or_default()
        };
        let (lo, hi) = (fold("<"), fold(">"));
        let slots = if g.present {
            DataClauseKind::Present
        } else {
            DataClauseKind::Create
        };
        let Some((kind, flags)) = kind_of(slots, None) else {
            continue;
        };
        // The rows' slots may lie in separate mappings (rows entered by separate
        // directives): the runtime then gives the construct a gathered copy of them, for
        // `present` rows, and for rows a `copy`/`create`/... names when every slot of the
        // range is present (2.6: present data is used as it is; before, a "partly present"
        // error).
        let flags = flags | flag::ROW_SLOTS;
        out.push(Entry {
            kind,
            flags,
            plan: VarPlan {
                section: Some(Section {
                    host: format!("(void *)&({base})[{lo}]"),
                    bytes: sec_bytes(&format!("{hi} - {lo} + 1"), &format!("({base})[0]")),
                    ptr_addr: "(void **)0".to_string(),
                }),
                rows: None,
                asserts: Vec::new(),
                text: g.name,
                lengths: Vec::new(),
                extents: Vec::new(),
                noncontig: Vec::new(),
            },
            bare: None,
        });
    }
    out
}

// ------------------------------------------------------------------------------------------
// data construct (2.6.5) and the data clauses of compute constructs
// ------------------------------------------------------------------------------------------

/// Code for the data clauses of a structured construct (a `data` construct or a compute
/// construct): place `decls` + `enter` before the region and `exit` after it.
#[derive(Clone, Debug, Default)]
pub struct ConstructData {
    /// Descriptor declarations (evaluates every bound once).
    pub decls: String,
    /// The entry actions, guarded by the `if` condition when there is one.
    pub enter: String,
    /// The exit actions, guarded likewise.
    pub exit: String,
    /// Per var (as written, whitespace removed): a C expression of its device address after
    /// `enter` (`__oxacc_data3[1].dev`; for a pointer-to-rows section, the host pointer
    /// array's address: look it up with `acc_deviceptr`).
    pub dev: Vec<(String, String)>,
    /// The descriptor array and its length (`__oxacc_data3`, 3), when the construct has one:
    /// after `enter`, each descriptor's `dev` is its section's device address (null when the
    /// entry did not run), so a launch translates its arguments from it without a present
    /// lookup (`__oxacc_clause_dev` in the prelude).
    pub clauses: Option<(String, usize)>,
}

/// A var whose data attribute the compute lowering determined implicitly (2.6.2), for
/// [`construct_data`]: `var` is a C lvalue in scope at the construct.
#[derive(Clone, Debug)]
pub struct ImplicitVar {
    pub kind: DataClauseKind,
    pub var: String,
    /// `(lo, len)` C texts when the implicit clause is for the subarray `var[lo:len]` (a
    /// reduction on a subarray implies a copy of the subarray, 2.6.2).
    pub section: Option<(String, String)>,
    /// What -Minfo names instead of `var[lo:len]` when `section` covers several reduced parts
    /// whose bounds are known only at run time (`reduction(+:p[i], p[j])`: `p[i:1]` and
    /// `p[j:1]`, one line each, as written), not the covering section's computed bounds.
    pub parts: Vec<String>,
    /// The whole var is an array of unknown size (`extern double g[];`): its `present`
    /// lookup is by the address and size of its first element (`sizeof(g)` is no C).
    pub unknown_size: bool,
    /// `Some((".p", bytes))`: not a copy but the implicit attach (2.7.2) of pointer member
    /// `.p` of each element of `var`, an array of structs (or a pointer to its first element)
    /// that the region reads as `var[k].p` (`__OXACC_EACH`; `kind` is `Attach`); `bytes` is
    /// the C text of the array's extent, 0 for the extent of the mapping holding it.
    pub each: Option<(String, String)>,
    /// Reported by -Minfo ("Generating implicit copy(x)"): not for a variable declared
    /// inside a `kernels` construct, whose copy is the kernel's own (nvc lists none).
    pub reported: bool,
}

/// The enter/exit code of the data clauses of a structured construct `d` (data or compute
/// construct), plus `implicit` vars (reported as "Generating implicit copy(x)"), using the
/// `if`/`async`/`wait` clauses evaluated by `sync` (see [`sync_args`]). Structured reference
/// counters (2.6.7).
///
/// `reductions` names the scalar reduction variables of a compute construct (empty for a
/// `data` construct): their `copy`, implied by the reduction (2.5.15, 2.6.2) or written, is
/// flagged `__OXACC_REDUCTION`, a hint on which the runtime may back the device copy with a
/// host slot instead of device memory and two driver copies (`Device::enter_hinted` in
/// oxacc-rt: benches/gpu/dot.c's region took 0.150 ms that way on an H200, 0.1335 ms with
/// the result in mapped host memory).
///
/// `reduced` names every variable a reduction of the construct combines into (its own
/// `reduction` clause, a loop's on a shared variable, `kernels`' implied ones): a `copyout`
/// or `create` of it on the construct is entered as `copy`. The reduction combines the
/// partial results with the value of the device copy (2.5.15, 2.9.11), which those clauses
/// leave undefined (2.7.6, 2.7.5) when they allocate it; copied in, it is the host's value,
/// as in a `copy` (the reduction's implied clause, 2.6.2) and as on the host device. A
/// `create` then also copies the result back, as the host device (whose copy is the
/// variable) and a program without the clause get it. Present data is used as it is: a
/// device copy an earlier `enter data create` left unwritten is the program's business.
/// `copyout(zero: ...)` keeps its zero.
pub fn construct_data(
    ctx: &mut LowerCtx,
    d: &AccDirective,
    sync: &SyncArgs,
    implicit: &[ImplicitVar],
    reductions: &[String],
    reduced: &[String],
) -> ConstructData {
    construct_data_of(ctx, d, sync, implicit, reductions, reduced, false)
}

/// [`construct_data`] for the data region of one kernel of a `kernels` construct (the
/// variables declared inside the construct): its profiling events are data events of the
/// construct, not a compute construct of their own.
pub fn kernel_data(
    ctx: &mut LowerCtx,
    d: &AccDirective,
    sync: &SyncArgs,
    implicit: &[ImplicitVar],
    reductions: &[String],
    reduced: &[String],
) -> ConstructData {
    construct_data_of(ctx, d, sync, implicit, reductions, reduced, true)
}

/// The `acc_construct_t` of a directive for the profiling interface (spec 5.2.2: a combined
/// construct reports its outer construct).
fn construct_of(d: &AccDirective) -> i32 {
    match d.name {
        DirectiveName::Parallel | DirectiveName::ParallelLoop => construct::PARALLEL,
        DirectiveName::Kernels | DirectiveName::KernelsLoop => construct::KERNELS,
        DirectiveName::Serial | DirectiveName::SerialLoop => construct::SERIAL,
        DirectiveName::EnterData => construct::ENTER_DATA,
        DirectiveName::ExitData => construct::EXIT_DATA,
        DirectiveName::Update => construct::UPDATE,
        DirectiveName::Wait => construct::WAIT,
        DirectiveName::Declare => construct::DECLARE,
        _ => construct::DATA,
    }
}

fn construct_data_of(
    ctx: &mut LowerCtx,
    d: &AccDirective,
    sync: &SyncArgs,
    implicit: &[ImplicitVar],
    reductions: &[String],
    reduced: &[String],
    data_only: bool,
) -> ConstructData {
    let id = ctx.fresh_id();
    let loc = ctx.loc_literal(d.span.start);
    // Subscript bounds the kernel launches also need (`bound_local`): evaluated once, here.
    let mut lower_decls = String::new();
    let lowers: Vec<(String, String, u32)> = d
        .all_vars()
        .flat_map(|(c, v)| v.subscripts.iter().map(move |sub| (c, sub)))
        .flat_map(|(c, sub)| bound_locals(ctx, d, c, sub))
        .collect();
    for (name, text, start) in lowers {
        // A carried clause's bound: the enclosing data construct's local, not evaluated again.
        let at = Span::new(start, start + 1);
        if carried(d, at) {
            continue;
        }
        lower_decls.push_str(&format!("long long {name} = {text}; "));
        ctx.lower_locals.insert(start);
    }
    let mut entries = data_entries(ctx, d, "", &structured_kind, reduced);
    for v in implicit {
        if let Some((path, bytes)) = &v.each {
            // Not reported by -Minfo (no clause of the program's, nor one nvc would print).
            let first = format!("&({})[0]{path}", v.var);
            entries.push(Entry {
                kind: kind::ATTACH,
                flags: flag::IMPLICIT | flag::EACH,
                plan: VarPlan {
                    section: Some(Section {
                        host: format!("(void *){first}"),
                        bytes: bytes.clone(),
                        ptr_addr: format!("(void **)((char *){first} + sizeof(({})[0]))", v.var),
                    }),
                    rows: None,
                    asserts: Vec::new(),
                    text: format!("{}[:]{path}", v.var),
                    lengths: Vec::new(),
                    extents: Vec::new(),
                    noncontig: Vec::new(),
                },
                bare: None,
            });
            continue;
        }
        let Some((k, f)) = structured_kind(v.kind, None) else {
            continue;
        };
        // An implicit `present` comes from `default(present)` unless the var is an array of
        // unknown size (present whatever the default, as nvc).
        let by_default = v.kind == DataClauseKind::Present && !v.unknown_size;
        let f = f | flag::IMPLICIT | if by_default { flag::DEFAULT_PRESENT } else { 0 };
        if v.reported {
            let shown = match &v.section {
                _ if !v.parts.is_empty() => v.parts.clone(),
                Some((lo, len)) => vec![format!("{}[{lo}:{len}]", v.var)],
                None => vec![v.var.clone()],
            };
            for text in shown {
                ctx.minfo(
                    d.directive,
                    d.span.start,
                    minfo::generating(
                        &format!("implicit {}", v.kind.clause_name().as_str()),
                        &text,
                    ),
                );
            }
        }
        let (section, text) = match &v.section {
            Some((lo, len)) => (
                Section {
                    host: format!("(void *)&({})[{lo}]", v.var),
                    bytes: sec_bytes(len, &format!("({})[0]", v.var)),
                    ptr_addr: "(void **)0".to_string(),
                },
                format!("{}[{lo}:{len}]", v.var),
            ),
            None => (
                Section {
                    host: format!("(void *)&({})", v.var),
                    bytes: if v.unknown_size {
                        format!("sizeof(({})[0])", v.var)
                    } else {
                        format!("sizeof({})", v.var)
                    },
                    ptr_addr: "(void **)0".to_string(),
                },
                v.var.clone(),
            ),
        };
        entries.push(Entry {
            kind: k,
            flags: f,
            plan: VarPlan {
                section: Some(section),
                rows: None,
                asserts: Vec::new(),
                text,
                // A reduction's subarray (its length as written; digits cannot be negative).
                lengths: v
                    .section
                    .iter()
                    .filter(|(_, len)| !len.trim().chars().all(|c| c.is_ascii_digit()))
                    .map(|(_, len)| len.clone())
                    .collect(),
                // (a reduction's section is checked by the reduction's own lowering)
                extents: Vec::new(),
                noncontig: Vec::new(),
            },
            bare: v.section.is_none().then(|| v.var.clone()),
        });
    }
    for e in &mut entries {
        if e.kind == kind::COPY && e.bare.as_ref().is_some_and(|n| reductions.contains(n)) {
            e.flags |= flag::REDUCTION;
        }
    }
    let em = emit_entries(ctx, &entries, id, &loc);
    let mut dev = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        let name = minfo::var_text(&e.plan.text);
        let expr = match (&em.array, em.slots.get(k).copied().flatten()) {
            (Some((arr, _)), Some(slot)) => format!("{arr}[{slot}].dev"),
            // Rows of pointers: the device address of the row-pointer array.
            _ => match e.plan.rows.as_ref() {
                Some(r) => format!("(void *){}", r.ptrs),
                None => "(void *)0".to_string(),
            },
        };
        dev.push((name, expr));
    }
    // The profiling interface (spec 5.1.3, 5.1.7): phases 0/1 around the entry actions,
    // 2/3 around the exit actions; a compute construct's region is implicit.
    let c = construct_of(d);
    let compute = c != construct::DATA;
    let flags = match (compute, data_only) {
        (false, _) => 0,
        (true, false) => construct::F_IMPLICIT,
        (true, true) => construct::F_IMPLICIT | construct::F_DATA_ONLY,
    };
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, c, flags, &rgn);
    ConstructData {
        decls: format!("{region}{lower_decls}{}", em.decls),
        enter: format!(
            "{}{}{}",
            region_call(&rgn, 0),
            sync.guarded(&format!(
                "{}{}{}",
                em.checks,
                sync.wait_all_call(),
                em.enter(sync, &loc, true)
            )),
            region_call(&rgn, 1)
        ),
        exit: format!(
            "{}{}{}",
            region_call(&rgn, 2),
            sync.guarded(&em.exit(sync, &loc, false)),
            region_call(&rgn, 3)
        ),
        dev,
        clauses: em.array.clone(),
    }
}

/// `#pragma acc data clauses` + body → `{ decls; enter; body exit; }` (2.6.5).
fn lower_data_construct(ctx: &mut LowerCtx, d: &AccDirective) {
    let Some(body) = d.body.and_then(|b| ctx.ast.stmts.get(b)).map(|s| s.span) else {
        return;
    };
    let id = ctx.fresh_id();
    let sync = sync_args(ctx, d, id);
    let cd = construct_data(ctx, d, &sync, &[], &[], &[]);
    ctx.writer.replace(
        d.span,
        format!("{{ {}{}{} ", sync.decls, cd.decls, cd.enter),
    );
    // Owned by the whole construct: when the body is directly an OpenMP construct, the exit
    // follows its replacement instead of ending its outlined body (take_within).
    ctx.writer.insert_closing(
        Span::new(d.span.start, body.end),
        format!("\n{} }}", cd.exit),
    );
    ctx.region_exits.insert(d.directive, cd.exit);
}

// ------------------------------------------------------------------------------------------
// enter data / exit data (2.6.6, 2.14.6, 2.14.7)
// ------------------------------------------------------------------------------------------

fn lower_enter_exit(ctx: &mut LowerCtx, d: &AccDirective) {
    let enter = d.name == DirectiveName::EnterData;
    let finalize = if d.has(ClauseName::Finalize) {
        flag::FINALIZE
    } else {
        0
    };
    let id = ctx.fresh_id();
    let loc = ctx.loc_literal(d.span.start);
    let sync = sync_args(ctx, d, id);
    let prefix = if enter { "enter data " } else { "exit data " };
    let kind_of = move |k: DataClauseKind, m: Option<DataModifier>| {
        structured_kind(k, m).map(|(k, f)| (k, f | flag::DYNAMIC | finalize))
    };
    let entries = data_entries(ctx, d, prefix, &kind_of, &[]);
    let em = emit_entries(ctx, &entries, id, &loc);
    let call = if enter {
        em.enter(&sync, &loc, true)
    } else {
        em.exit(&sync, &loc, true)
    };
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, construct_of(d), 0, &rgn);
    let code = format!(
        "{{ {}{region}{}{}{}{}}}",
        sync.decls,
        em.decls,
        region_call(&rgn, 0),
        sync.guarded(&format!("{}{}{call}", em.checks, sync.wait_all_call())),
        region_call(&rgn, 1)
    );
    ctx.writer.replace(d.span, code);
}

// ------------------------------------------------------------------------------------------
// update (2.14.4)
// ------------------------------------------------------------------------------------------

fn lower_update(ctx: &mut LowerCtx, d: &AccDirective) {
    let id = ctx.fresh_id();
    let loc = ctx.loc_literal(d.span.start);
    let sync = sync_args(ctx, d, id);
    let if_present = if d.has(ClauseName::IfPresent) {
        flag::IF_PRESENT
    } else {
        0
    };
    let mut inits = Vec::new();
    let mut decls = String::new();
    let mut loops = String::new();
    let mut checks = String::new();
    for c in &d.clauses {
        let (k, word, vars) = match &c.kind {
            ClauseKind::SelfClause(SelfArg::Vars(v)) | ClauseKind::Host(v) => {
                (kind::UPDATE_SELF, "self", v)
            }
            ClauseKind::Device(v) => (kind::UPDATE_DEVICE, "device", v),
            _ => continue,
        };
        for v in vars {
            let tag = format!("__oxacc_bound{}", ctx.fresh_id());
            let plan = match plan_var(ctx, v, &tag) {
                Ok(p) => p,
                Err(msg) => {
                    ctx.error(v.span, msg);
                    continue;
                }
            };
            ctx.minfo(
                d.directive,
                d.span.start,
                minfo::generating(&format!("update {word}"), &v.text),
            );
            for a in &plan.asserts {
                decls.push_str(a);
            }
            let name = c_str(&minfo::var_text(&plan.text));
            checks.push_str(&length_checks(&plan, k, &name, &loc));
            if let Some(s) = &plan.section {
                inits.push(format!(
                    "{{{k}, {if_present}, {}, {}, (void **)0, {name}, {loc}, (void *)0}}",
                    s.host, s.bytes
                ));
            }
            if let Some(r) = plan.rows.as_ref().filter(|r| !r.levels.is_empty()) {
                // Pointer tables of several levels: one loop per table, one update per row
                // at the bottom (the tables hold device addresses: not transferred).
                let mut open = format!(
                    "{{ void **__oxacc_p0 = {}; __oxacc_size_t __oxacc_n0 = {}, __oxacc_b = {}, __oxacc_i0; for (__oxacc_i0 = 0; __oxacc_i0 < __oxacc_n0; __oxacc_i0++) {{ if (!__oxacc_p0[__oxacc_i0]) continue; ",
                    r.ptrs, r.nrows, r.row_bytes
                );
                let mut close = String::from("} } ");
                for (l, (off, n)) in r.levels.iter().enumerate() {
                    let (a, b) = (l, l + 1);
                    open.push_str(&format!(
                        "{{ void **__oxacc_p{b} = (void **)((char *)__oxacc_p{a}[__oxacc_i{a}] + ({off})); __oxacc_size_t __oxacc_n{b} = {n}, __oxacc_i{b}; for (__oxacc_i{b} = 0; __oxacc_i{b} < __oxacc_n{b}; __oxacc_i{b}++) {{ if (!__oxacc_p{b}[__oxacc_i{b}]) continue; "
                    ));
                    close.push_str("} } ");
                }
                let last = r.levels.len();
                let o = r.row_off.as_deref().unwrap_or("0");
                loops.push_str(&format!(
                    "{open}struct __oxacc_clause __oxacc_c = {{{k}, {if_present}, (void *)((char *)__oxacc_p{last}[__oxacc_i{last}] + ({o})), __oxacc_b, (void **)0, {name}, {loc}, (void *)0}}; __oxacc_update(&__oxacc_c, 1, {}, {}, {}); {close}",
                    sync.async_arg, sync.waits, sync.nwaits
                ));
            } else if let Some(r) = &plan.rows {
                // Rows of pointers: one update per row (the pointer array itself is not
                // transferred; its device copy holds device row addresses).
                // A section starting lo2 elements into each row: from there. A null row (a
                // jagged array's unused row) is no data: no update (as the data clauses skip
                // it, 2.7.2; it was an invalid-null-pointer error).
                let row = match &r.row_off {
                    Some(o) => format!("(void *)((char *)__oxacc_p[__oxacc_i] + ({o}))"),
                    None => "__oxacc_p[__oxacc_i]".to_string(),
                };
                loops.push_str(&format!(
                    "{{ void **__oxacc_p = {}; __oxacc_size_t __oxacc_n = {}, __oxacc_b = {}, __oxacc_i; for (__oxacc_i = 0; __oxacc_i < __oxacc_n; __oxacc_i++) {{ if (!__oxacc_p[__oxacc_i]) continue; struct __oxacc_clause __oxacc_c = {{{k}, {if_present}, {row}, __oxacc_b, (void **)0, {name}, {loc}, (void *)0}}; __oxacc_update(&__oxacc_c, 1, {}, {}, {}); }} }} ",
                    r.ptrs, r.nrows, r.row_bytes, sync.async_arg, sync.waits, sync.nwaits
                ));
            }
        }
    }
    let arr = format!("__oxacc_update{id}");
    let (decl_arr, call) = if inits.is_empty() {
        (String::new(), String::new())
    } else {
        (
            format!(
                "struct __oxacc_clause {arr}[{}] = {{{}}}; ",
                inits.len(),
                inits.join(", ")
            ),
            format!(
                "__oxacc_update({arr}, {}, {}, {}, {}); ",
                inits.len(),
                sync.async_arg,
                sync.waits,
                sync.nwaits
            ),
        )
    };
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, construct::UPDATE, 0, &rgn);
    let code = format!(
        "{{ {}{region}{decls}{decl_arr}{}{}{}}}",
        sync.decls,
        region_call(&rgn, 0),
        sync.guarded(&format!("{checks}{}{call}{loops}", sync.wait_all_call())),
        region_call(&rgn, 1)
    );
    ctx.writer.replace(d.span, code);
}

// ------------------------------------------------------------------------------------------
// host_data (2.8)
// ------------------------------------------------------------------------------------------

/// Pragma lines around a generated declaration that shadows a variable on purpose (lines of
/// their own: cc compiles preprocessed text, where `_Pragma` is no longer an operator).
const SHADOW_OFF: &str =
    "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wshadow\"\n";
const SHADOW_ON: &str = "\n#pragma GCC diagnostic pop\n";

/// The comment before the initializer of a `host_data` shadow declaration (`T arr = /*...*/
/// *&(T){dev};`), which [`use_device_through_pointer`] finds.
const USE_DEVICE_INIT: &str = "/*oxacc:use_device*/";

/// A `host_data` construct's code (its OpenACC edit) where the OpenMP pass renamed a
/// `use_device` variable to a dereference of a pointer of the region's (`arr` shared by an
/// `omp parallel` region: `(*__oxomp_s0)`): the shadow declaration `T (*__oxomp_s0) =
/// *&(T){dev};` then declares that pointer, which must point to the device address for
/// `(*__oxomp_s0)` to be it inside the construct (2.8.1): `T (*__oxomp_s0) = &(T){dev};`.
pub fn use_device_through_pointer(text: &str, renamed: &str) -> String {
    text.replace(
        &format!("{renamed} = {USE_DEVICE_INIT}*&("),
        &format!("{renamed} = {USE_DEVICE_INIT}&("),
    )
}

/// `host_data use_device(p)` + body → `{ T tmp = p; T p = __oxacc_use_device(tmp, ...); body }`:
/// inside the block the name `p` is the device address (2.8.1). The shadow's type is that of
/// `(p) + 0` (an array var decays to a pointer to its first element).
fn lower_host_data(ctx: &mut LowerCtx, d: &AccDirective) {
    let Some(body) = d.body.and_then(|b| ctx.ast.stmts.get(b)).map(|s| s.span) else {
        return;
    };
    let id = ctx.fresh_id();
    let loc = ctx.loc_literal(d.span.start);
    let sync = sync_args(ctx, d, id);
    let if_present = i32::from(d.has(ClauseName::IfPresent));
    let mut code = format!("{{ {}", sync.decls);
    // A name listed twice is shadowed once: a second declaration would be a C redefinition,
    // and would look up the device address itself.
    let mut seen = std::collections::HashSet::new();
    for (k, v) in d
        .clauses
        .iter()
        .filter(|c| c.name() == ClauseName::UseDevice)
        .flat_map(|c| c.vars())
        .enumerate()
    {
        if !v.subscripts.is_empty() || v.is_member {
            ctx.error(
                v.span,
                format!(
                    "'{}' in use_device must be a variable name (OpenACC 3.3, 2.8.1)",
                    v.text
                ),
            );
            continue;
        }
        // "the current device address of var" (2.8.1): a pointer's value or an array's
        // address; any other variable has no address to replace in C (gcc: "variable is neither
        // a pointer nor an array"), and the cast of its value to a pointer would not compile.
        // 2.8's restriction only asks for "the name of a variable or array", so a scalar is
        // valid OpenACC: supporting it would mean rewriting every use of the name in the body
        // to a dereference of the device address (a C declaration cannot make the name denote
        // other storage); until then the message says so and gives the pointer workaround.
        let shape = ctx.types.and_then(|t| t.shape(v.base));
        // (`Other`: a type sema could not settle; cc says more than we could.)
        if shape.as_ref().is_some_and(|s| {
            !matches!(
                s,
                oxacc_acc::Shape::Pointer(_)
                    | oxacc_acc::Shape::Array { .. }
                    | oxacc_acc::Shape::Other
            )
        }) {
            ctx.error(
                v.span,
                format!(
                    "'{0}' in use_device must be a pointer or an array: a scalar is not supported yet, because oxacc makes the name '{0}' itself the device address inside the construct, which in C only a pointer's value or an array's address can be (gcc rejects it too); use a pointer to it instead, as in '__typeof__({0}) *p = &{0};' with 'use_device(p)' (OpenACC 3.3, 2.8.1)",
                    v.text
                ),
            );
            continue;
        }
        if matches!(shape, Some(oxacc_acc::Shape::Array { .. })) {
            array_in_compute_construct(ctx, d, v);
            array_size_or_address(ctx, d, v);
        }
        let name = v.name().to_string();
        if !seen.insert(name.clone()) {
            continue;
        }
        let ty = format!("__typeof__(({name}) + 0)");
        let tmp = format!("__oxacc_host{id}_{k}");
        let lookup = format!(
            "({ty})__oxacc_use_device((void *){tmp}, {if_present}, {}, {loc})",
            c_str(&name)
        );
        let value = match &sync.cond {
            Some(c) => format!("{c} ? {lookup} : {tmp}"),
            None => lookup,
        };
        // The declaration shadows the variable by design (2.8.1: the name is the device
        // address inside the construct): no -Wshadow warning about it. Its initializer goes
        // through a compound literal after [`USE_DEVICE_INIT`]: where an OpenMP region reaches
        // the variable through a pointer of its own (`arr` renamed `(*__oxomp_s0)`), the
        // OpenMP pass declares that pointer instead, pointing to the literal
        // ([`use_device_through_pointer`]).
        code.push_str(&format!(
            "{ty} {tmp} = ({name}); {SHADOW_OFF}{ty} {name} = {USE_DEVICE_INIT}*&({ty}){{{value}}};{SHADOW_ON}"
        ));
    }
    ctx.writer.replace(d.span, code);
    ctx.writer
        .insert_closing(Span::new(d.span.start, body.end), "\n}");
}

/// An array named in `use_device` and named again in a compute construct inside the
/// `host_data` construct: there the name is a pointer holding the array's device address (the
/// shadow above), which sema does not know, so the compute construct would capture that
/// pointer's storage as the array (cc: "incompatible pointer type"; the CPU team wrote over
/// the stack, a device stopped on an 8-byte "array"). Reported until the compute lowering
/// takes such a name as device memory (a pointer in `use_device` already works, as
/// `deviceptr`).
fn array_in_compute_construct(ctx: &mut LowerCtx, d: &AccDirective, v: &DataVar) {
    let (Some(sema), Some(body)) = (ctx.sema, d.body) else {
        return;
    };
    let Some(sym) = sema.resolved(v.base) else {
        return;
    };
    let ast = ctx.ast;
    let mut computes: Vec<(Handle<Stmt>, usize)> = Vec::new();
    oxacc_omp::walk::each_stmt(ast, body, &mut |s| {
        if let Some(StmtKind::Directive(h)) = ast.stmts.get(s).map(|st| &st.kind) {
            if let Some(&i) = ctx.acc_of.get(h) {
                if ctx.acc.get(i).is_some_and(|a| a.name.is_compute()) {
                    computes.push((s, i));
                }
            }
        }
    });
    let mut spans: Vec<Span> = Vec::new();
    for (s, i) in computes {
        let mut exprs = Vec::new();
        oxacc_omp::walk::exprs_in_stmt(ast, s, &mut exprs);
        if let Some(a) = ctx.acc.get(i) {
            exprs.extend(a.all_vars().map(|(_, dv)| dv.base));
        }
        for e in exprs {
            let ident = matches!(
                ast.exprs.get(e).map(|x| &x.kind),
                Some(oxacc_syntax::ast::ExprKind::Ident(_))
            );
            if ident && sema.resolved(e) == Some(sym) {
                if let Some(x) = ast.exprs.get(e) {
                    spans.push(x.span);
                }
            }
        }
    }
    spans.sort_by_key(|sp| sp.start);
    spans.dedup_by_key(|sp| sp.start);
    // One message per compute construct's first use is enough; the first use overall here.
    if let Some(sp) = spans.first() {
        ctx.error(
            *sp,
            format!(
                "'{0}' is an array named in use_device of an enclosing host_data construct, where the name '{0}' is its device address: naming it in a compute construct inside the host_data construct is not supported yet (OpenACC 3.3, 2.8.1); use '{0}' in a compute construct outside the host_data construct, or name a pointer to it in use_device",
                v.text
            ),
        );
    }
}

/// `sizeof a`, `_Alignof a`, `&a` and `__typeof__(a)` of an array `a` named in `use_device`,
/// inside the `host_data` construct. The shadow above is a pointer to the device copy's first
/// element, so these saw a pointer: `sizeof a` was 8 for `double a[8]`
/// (`acc_memcpy_device(b, a, sizeof a)` copied one element, a silent wrong result) and `&a`
/// the address of the local pointer. 2.8.1 changes only the address the name stands for: the
/// name keeps the array's type. Each such use of the name is rewritten to an lvalue of the
/// array's type at the device address, `(*(__typeof__(*a)(*)[N])(a))`, spelled with the
/// shadow `a` alone (no other local: an OpenMP region inside the construct renames `a` in
/// this text as it does in the others). A VLA's length is not a constant to spell, and a use
/// inside another construct's generated code cannot be rewritten here: those stay located
/// "not supported yet" errors.
fn array_size_or_address(ctx: &mut LowerCtx, d: &AccDirective, v: &DataVar) {
    use oxacc_syntax::ast::{ExprKind, UnaryOp};
    let (Some(sema), Some(body)) = (ctx.sema, d.body) else {
        return;
    };
    let Some(sym) = sema.resolved(v.base) else {
        return;
    };
    // The outer length; `None` for an array of unknown size (`extern double a[];`: `&a` is a
    // pointer to an incomplete array; sema already rejected its `sizeof`), `Err` for a VLA.
    let len = match ctx.types.and_then(|t| t.shape(v.base)) {
        Some(oxacc_acc::Shape::Array { vla: true, .. }) => Err(()),
        Some(oxacc_acc::Shape::Array { len, .. }) => Ok(len),
        _ => return,
    };
    let ast = ctx.ast;
    let mut exprs = Vec::new();
    oxacc_omp::walk::exprs_in_stmt(ast, body, &mut exprs);
    let in_typeof = oxacc_omp::walk::typeof_operand_exprs(ast, body);
    let is_var = |e: Handle<Expr>| {
        matches!(ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::Ident(_)))
            && sema.resolved(e) == Some(sym)
    };
    let typeof_spans: Vec<Span> = in_typeof
        .iter()
        .filter_map(|e| ast.exprs.get(*e).map(|x| x.span))
        .collect();
    let inside_typeof_operand = |sp: Span| {
        typeof_spans
            .iter()
            .any(|t| t.start <= sp.start && sp.end <= t.end && *t != sp)
    };
    // (the identifier, the form's span, its name in messages)
    let mut found: Vec<(Handle<Expr>, Span, &str)> = Vec::new();
    for e in exprs {
        let Some(x) = ast.exprs.get(e) else {
            continue;
        };
        let (operand, what) = match &x.kind {
            ExprKind::SizeofExpr(o) if is_var(*o) => (*o, "sizeof"),
            ExprKind::AlignofExpr(o) if is_var(*o) => (*o, "_Alignof"),
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } if is_var(*operand) => (*operand, "&"),
            // The whole operand of `__typeof__` (`__typeof__(a) t;` must be the array type;
            // one inside a larger operand, `__typeof__(a[0])`, has the same type either way).
            _ if is_var(e) && in_typeof.contains(&e) && !inside_typeof_operand(x.span) => {
                (e, "__typeof__")
            }
            _ => continue,
        };
        found.push((operand, x.span, what));
    }
    found.sort_by_key(|(_, sp, _)| sp.start);
    found.dedup_by_key(|(_, sp, _)| sp.start);
    let name = v.name().to_string();
    let text = ctx.text;
    for (operand, sp, what) in found {
        let Some(ident_span) = ast.exprs.get(operand).map(|x| x.span) else {
            continue;
        };
        // The replaced span holds the identifier strictly inside it: an OpenMP region around
        // the use renames the name (`(*__oxomp_s0)`, a file-scope array's pointer) by an edit
        // of the identifier's own span, which would win over an edit of that same span; one
        // inside this edit's text it renames by token instead.
        let target = match what {
            "__typeof__" => typeof_span(text, ident_span),
            _ => Some(sp),
        };
        let covered = target.is_some_and(|t| !ctx.writer.texts_covering(t).is_empty());
        match (len, target) {
            (Ok(len), Some(target)) if !covered => {
                let dim = len.map(|n| n.to_string()).unwrap_or_default();
                let ptr = format!("(__typeof__(*{name})(*)[{dim}])({name})");
                let code = match what {
                    "sizeof" => format!("sizeof (*{ptr})"),
                    "_Alignof" => format!("__alignof__ (*{ptr})"),
                    "&" => format!("({ptr})"),
                    _ => format!("__typeof__(*{ptr})"),
                };
                ctx.writer.replace(target, code);
            }
            _ => ctx.error(
                sp,
                format!(
                    "'{what}' of '{0}', an array named in use_device of an enclosing host_data construct, is not supported yet {1}: inside the construct oxacc makes '{0}' a pointer to the device copy's first element, so this would be the pointer's {2} (OpenACC 3.3, 2.8.1); write it outside the host_data construct (e.g. 'size_t n = sizeof {0};' before it), or use '{0}' itself for the device address",
                    v.text,
                    if len.is_err() {
                        "for a variable-length array"
                    } else if covered {
                        "inside another construct's clauses"
                    } else {
                        "in this spelling"
                    },
                    match what {
                        "&" => "address",
                        "__typeof__" => "type",
                        _ => "size",
                    }
                ),
            ),
        }
    }
}

/// The span of `__typeof__(x)` (or `typeof`, `__typeof`) around identifier `x` at `ident`
/// (whose span may include parentheses written around it): from the keyword to the closing
/// parenthesis, or `None` when the text around is not that.
fn typeof_span(text: &str, ident: Span) -> Option<Span> {
    let bytes = text.as_bytes();
    let skip_back = |mut i: usize| {
        while i > 0 && bytes[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        i
    };
    let skip_fwd = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    // Parentheses the identifier's span does not include: `__typeof__( a )`.
    let (mut start, mut end) = (ident.start as usize, ident.end as usize);
    let before = skip_back(start);
    let after = skip_fwd(end);
    if before > 0 && bytes[before - 1] == b'(' && bytes.get(after) == Some(&b')') {
        start = before - 1;
        end = after + 1;
    }
    let kw_end = skip_back(start);
    let mut kw_start = kw_end;
    while kw_start > 0
        && (bytes[kw_start - 1].is_ascii_alphanumeric() || bytes[kw_start - 1] == b'_')
    {
        kw_start -= 1;
    }
    let kw = text.get(kw_start..kw_end)?;
    let is_typeof = matches!(kw, "typeof" | "__typeof" | "__typeof__");
    // The identifier's span began with its own parenthesis, or one was found above.
    let parenthesized = start < ident.start as usize || text.get(start..start + 1) == Some("(");
    (is_typeof && parenthesized).then(|| Span::new(kw_start as u32, end as u32))
}

// ------------------------------------------------------------------------------------------
// wait (2.16.3)
// ------------------------------------------------------------------------------------------

fn lower_wait(ctx: &mut LowerCtx, d: &AccDirective) {
    let id = ctx.fresh_id();
    let sync = sync_args(ctx, d, id);
    let mut decls = sync.decls.clone();
    // Errors of the wait (an invalid queue or device number) name the directive's line.
    let loc = ctx.loc_literal(d.span.start);
    let call = match &d.args {
        // `wait(devnum: n: queues: q...)`: queues of device number n (2.16.3).
        oxacc_acc::ast::DirectiveArgs::Wait(w) if w.devnum.is_some() => {
            let queues: Vec<String> = w
                .queues
                .iter()
                .map(|q| format!("(int)({})", expr_text(ctx, *q)))
                .collect();
            let n = w.devnum.map(|n| expr_text(ctx, n)).unwrap_or_default();
            devnum_waits(
                &mut decls,
                &format!("__oxacc_wait{id}"),
                &n,
                &queues,
                &sync.async_arg,
                &loc,
            )
        }
        // `wait(1, 2)`; no argument: every queue of the current device.
        oxacc_acc::ast::DirectiveArgs::Wait(w) if !w.queues.is_empty() => {
            let list: Vec<String> = w
                .queues
                .iter()
                .map(|q| format!("(int)({})", expr_text(ctx, *q)))
                .collect();
            let v = format!("__oxacc_wait{id}");
            decls.push_str(&format!("int {v}[] = {{{}}}; ", list.join(", ")));
            format!(
                "__oxacc_wait_at({v}, {}, {}, (const int *)0, {loc}); ",
                list.len(),
                sync.async_arg
            )
        }
        _ => format!(
            "__oxacc_wait_at((const int *)0, 0, {}, (const int *)0, {loc}); ",
            sync.async_arg
        ),
    };
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, construct::WAIT, 0, &rgn);
    ctx.writer.replace(
        d.span,
        format!(
            "{{ {decls}{region}{}{}{}}}",
            region_call(&rgn, 0),
            sync.guarded(&call),
            region_call(&rgn, 1)
        ),
    );
}

// ------------------------------------------------------------------------------------------
// init, shutdown, set (2.14.1-2.14.3)
// ------------------------------------------------------------------------------------------

fn lower_device_directive(ctx: &mut LowerCtx, d: &AccDirective) {
    let id = ctx.fresh_id();
    let sync = sync_args(ctx, d, id);
    let mut types: Vec<String> = Vec::new();
    let mut num: Option<String> = None;
    let mut default_async: Option<String> = None;
    for c in &d.clauses {
        match &c.kind {
            ClauseKind::DeviceType(DeviceTypeArg::List(l)) => {
                for n in l {
                    match crate::prelude::device_type_value(&n.name) {
                        Some(v) => types.push(v.to_string()),
                        None => ctx.error(
                            n.span,
                            format!(
                                "unknown device type '{}' (expected host, multicore, nvidia, radeon) (OpenACC 3.3, {})",
                                n.name,
                                d.name.section()
                            ),
                        ),
                    }
                }
            }
            ClauseKind::DeviceNum(e) => num = Some(expr_text(ctx, *e)),
            ClauseKind::DefaultAsync(e) => default_async = Some(expr_text(ctx, *e)),
            _ => {}
        }
    }
    if types.is_empty() {
        // No device_type: the current device type (acc-current-device-type-var).
        types.push("__oxacc_acc_get_device_type()".to_string());
    }
    let mut calls = String::new();
    let loc = ctx.loc_literal(d.span.start);
    match d.name {
        DirectiveName::Init | DirectiveName::Shutdown => {
            let op = if d.name == DirectiveName::Init { 1 } else { 2 };
            for t in &types {
                match &num {
                    Some(n) => {
                        calls.push_str(&format!("__oxacc_device_num({op}, {n}, {t}, {loc}); "))
                    }
                    // Located like the device_num form (hunt-async2 bug04).
                    None => calls.push_str(&format!("__oxacc_device_type({op}, {t}, {loc}); ")),
                }
            }
        }
        _ => {
            let explicit_type = d.has(ClauseName::DeviceType);
            // `set device_type(a, b)`: the first type of the list that has a device here (the
            // first was taken, also where it has none and the next one would do); the first
            // when none has, whose error then says so.
            let chosen = if types.len() > 1 {
                let v = format!("__oxacc_set{id}");
                calls.push_str(&format!(
                    "int {v}_l[] = {{{}}}; int {v} = {v}_l[0]; {{ unsigned {v}_i; for ({v}_i = 0; {v}_i < {}; {v}_i++) if (__oxacc_acc_get_num_devices({v}_l[{v}_i]) > 0) {{ {v} = {v}_l[{v}_i]; break; }} }} ",
                    types.join(", "),
                    types.len()
                ));
                v
            } else {
                types[0].clone()
            };
            if explicit_type {
                calls.push_str(&format!("__oxacc_device_type(0, {chosen}, {loc}); "));
            }
            if let Some(n) = &num {
                // Without device_type: acc_device_none, the current type (3.2.4).
                let t = if explicit_type { chosen.as_str() } else { "0" };
                calls.push_str(&format!("__oxacc_device_num(0, {n}, {t}, {loc}); "));
            }
            if let Some(a) = &default_async {
                calls.push_str(&format!("__oxacc_set_default_async({a}, {loc}); "));
            }
        }
    }
    // The profiling interface: the device init / shutdown events these directives raise
    // name them as their parent construct, with their location (spec 5.2.1, 5.2.2); the
    // region raises no events of its own.
    let construct = match d.name {
        DirectiveName::Init => construct::INIT,
        DirectiveName::Shutdown => construct::SHUTDOWN,
        _ => construct::SET,
    };
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, construct, 0, &rgn);
    ctx.writer.replace(
        d.span,
        format!(
            "{{ {}{region}{}{}{}}}",
            sync.decls,
            region_call(&rgn, 0),
            sync.guarded(&calls),
            region_call(&rgn, 1)
        ),
    );
}

// ------------------------------------------------------------------------------------------
// declare (2.13)
// ------------------------------------------------------------------------------------------

/// `declare` in a function: the data lifetime starts at the directive and ends when control
/// leaves the enclosing block — at its closing brace and at every `return` / `break` /
/// `continue` / `goto` that leaves it (`branches.rs`). At file scope: a constructor function
/// enters the data before `main`, with the structured counter at one for the whole program
/// (2.6.7); `link` vars get device memory only when a data clause names them (2.13.3).
fn lower_declare(ctx: &mut LowerCtx, d: &AccDirective) {
    let global = !ctx.fn_of.contains_key(&d.directive);
    // A subarray in a function's declare (`declare copy(p[0:n])`, accepted by the checks as
    // nvc does) is mapped as a data construct's would be, for the rest of the block.
    for (_, v) in d.all_vars() {
        if global && !v.subscripts.is_empty() {
            let msg = format!(
                "'{}': a var in a declare directive must be a variable or array name (OpenACC 3.3, 2.13)",
                v.text
            );
            ctx.error(v.span, msg);
            return;
        }
    }
    let id = ctx.fresh_id();
    let loc = ctx.loc_literal(d.span.start);
    // An array of unknown size in the whole file (`extern double g[];`, defined in another):
    // at file scope (2.13: extern variables may appear in create and copyin), its device
    // copy is the one the declare directive of the defining file creates, where the size is
    // known (gcc's model too: the definition's translation unit maps it); this file's
    // regions find it by address. In a function, the directive's own data lifetime would
    // have to create it: no size, so an error (2.7.1).
    let unknown: Vec<(Span, String)> = d
        .all_vars()
        .filter(|(_, v)| !v.is_member && v.subscripts.is_empty())
        .filter(|(_, v)| {
            ctx.sema
                .is_some_and(|s| crate::compute::ctype::unsized_array(s, s.expr_type(v.base)))
        })
        .map(|(_, v)| (v.span, v.name().to_string()))
        .collect();
    if !global {
        if let Some((span, name)) = unknown.first() {
            ctx.error(
                *span,
                format!(
                    "cannot determine bounds for array {name}: a declare directive in a function needs the size of the array (OpenACC 3.3, 2.7.1 and 2.13)"
                ),
            );
            return;
        }
    }
    let mut known = d.clone();
    for c in &mut known.clauses {
        if let ClauseKind::Data(dc) = &mut c.kind {
            dc.vars.retain(|v| {
                v.is_member
                    || !v.subscripts.is_empty()
                    || !unknown.iter().any(|(_, n)| n == v.name())
            });
        }
    }
    let d = &known;
    // A file-scope pointer in a deviceptr clause gets a device copy that mirrors its value
    // (a routine's code reads the variable there; 2.13 with 2.7.4); a compute construct's
    // kernel takes the value itself.
    let kind_of = |k: DataClauseKind, m: Option<DataModifier>| match k {
        DataClauseKind::Deviceptr if global => Some((kind::CREATE, flag::MIRROR)),
        _ => structured_kind(k, m),
    };
    let prefix = "declare ";
    let entries = data_entries(ctx, d, prefix, &kind_of, &[]);
    let em = emit_entries(ctx, &entries, id, &loc);
    let sync = SyncArgs {
        async_arg: ASYNC_SYNC.to_string(),
        waits: "(const int *)0".to_string(),
        nwaits: "0".to_string(),
        ..SyncArgs::default()
    };
    if global {
        if entries.is_empty() {
            ctx.writer.replace(d.span, String::new());
            return;
        }
        // Before the user's constructors (no priority: they run after every prioritised
        // one), which may use the data in compute regions; after the routines' registration
        // (101).
        // The profiling interface: its events name the declare directive (spec 5.2.2),
        // not a data construct (until 2026-11-29 the entry points' own events said
        // acc_construct_data).
        // And a destructor that drops the mappings (`__oxacc_declare_forget`, no device
        // call): in a shared library the program dlclose()s, the globals go away with it while
        // the program's runtime lives on; a reopened library's constructor must map its fresh
        // globals again, not find the first load's device data "present".
        let rgn = format!("__oxacc_rgn{id}");
        let region = ctx.region_decl(d, construct::DECLARE, construct::F_NO_BODY, &rgn);
        let (arr, n) = em.array_args();
        let code = format!(
            "__attribute__((constructor(65000))) static void __oxacc_declare{id}(void) {{ {region}{}{}{}{}__oxacc_declare_register({arr}, {n}); }}\n\
             __attribute__((destructor(65000))) static void __oxacc_undeclare{id}(void) {{ {}__oxacc_declare_forget({arr}, {n}); }}",
            em.decls,
            region_call(&rgn, 0),
            em.enter(&sync, &loc, false),
            region_call(&rgn, 1),
            em.decls
        );
        // At the end of the file, where each variable has its final type: a header's
        // `extern double g[]; #pragma acc declare create(g)` comes before the definition
        // `double g[100];` of the file that includes it, and `sizeof(g)` at the directive
        // would be of an incomplete type. The constructor runs before `main` either way.
        ctx.writer.replace(d.span, String::new());
        let end = u32::try_from(ctx.text.len()).unwrap_or(u32::MAX);
        ctx.writer.insert(end, format!("\n{code}\n"));
        return;
    }
    if static_locals_only(ctx, d) {
        // Block-scope statics in create, copyin or device_resident (the clauses 2.13 allows
        // at file scope): one device copy for the variables' whole lifetime, the program's,
        // as for a file-scope declare and as nvc does, entered the first time control
        // reaches the directive and never exited. Entered and left with the function's
        // implicit data region (2.13's wording), a later call's compute construct found a
        // fresh, uninitialised device copy where the host kept the values.
        let rgn = format!("__oxacc_rgn{id}");
        let region = ctx.region_decl(d, construct::DECLARE, construct::F_NO_BODY, &rgn);
        let once = format!("__oxacc_once{id}");
        // Registered, as a file-scope declare's, for the devices threads make current later
        // (2.13: one device copy for the program's lifetime, on each device).
        let (arr, n) = em.array_args();
        // 0: not entered, 1: being entered by a thread (others wait), 2: entered. The
        // memory orders are gcc's and clang's values (the host C is compiled preprocessed,
        // without the predefined `__ATOMIC_*` macros): 2 acquire, 3 release, 4 acq_rel.
        let code = format!(
            "static int {once}; if (__atomic_load_n(&{once}, 2) != 2) {{ int {once}_e = 0; if (__atomic_compare_exchange_n(&{once}, &{once}_e, 1, 0, 4, 2)) {{ {region}{}{}{}{}__oxacc_declare_register({arr}, {n}); __atomic_store_n(&{once}, 2, 3); }} else while (__atomic_load_n(&{once}, 2) != 2) {{ }} }}",
            em.decls,
            region_call(&rgn, 0),
            em.enter(&sync, &loc, false),
            region_call(&rgn, 1),
        );
        ctx.writer.replace(d.span, code);
        return;
    }
    let Some(block_end) = enclosing_block_end(ctx, d.directive) else {
        ctx.error(
            d.span,
            "a declare directive must appear in a block (OpenACC 3.3, 2.13)",
        );
        return;
    };
    // Profiling: a data region from the directive to the end of its block (phases 0, 1 at
    // the directive; 2, 3 at each exit), named acc_construct_declare (5.2.2).
    let rgn = format!("__oxacc_rgn{id}");
    let region = ctx.region_decl(d, construct::DECLARE, 0, &rgn);
    let exit = format!(
        "{{ {}{}{}}}",
        region_call(&rgn, 2),
        em.exit(&sync, &loc, false),
        region_call(&rgn, 3)
    );
    ctx.writer.replace(
        d.span,
        format!(
            "{region}{}{{ {}{}{}}}",
            em.decls,
            region_call(&rgn, 0),
            em.enter(&sync, &loc, false),
            region_call(&rgn, 1)
        ),
    );
    ctx.writer.insert(block_end, format!("\n{exit}\n"));
    ctx.region_exits.insert(d.directive, exit);
}

/// Whether every var of declare directive `d` in a function is a whole variable of static
/// storage duration (`static` or `extern` in a block, not thread-local) and every clause one
/// 2.13 allows at file scope with a data action (create, copyin, device_resident).
fn static_locals_only(ctx: &LowerCtx, d: &AccDirective) -> bool {
    let Some(sema) = ctx.sema else { return false };
    let mut any = false;
    for c in &d.clauses {
        let ClauseKind::Data(dc) = &c.kind else {
            continue;
        };
        if !matches!(
            dc.kind,
            DataClauseKind::Create | DataClauseKind::Copyin | DataClauseKind::DeviceResident
        ) {
            return false;
        }
        for v in &dc.vars {
            let global = !v.is_member
                && v.subscripts.is_empty()
                && sema.resolved(v.base).is_some_and(|id| {
                    let s = sema.symbol(id);
                    s.is_global && !s.is_thread_local
                });
            if !global {
                return false;
            }
            any = true;
        }
    }
    any
}

/// The offset of the closing `}` of the compound statement that directly holds `dir`.
pub fn enclosing_block_end(ctx: &LowerCtx, dir: Handle<Directive>) -> Option<u32> {
    let f = ctx.fn_of.get(&dir)?;
    let body = ctx.functions.get(f)?.body;
    let mut found = None;
    crate::walk::each_stmt(ctx.ast, body, &mut |s| {
        if let Some(Stmt {
            kind: StmtKind::Compound(items),
            span,
        }) = ctx.ast.stmts.get(s)
        {
            let holds = items.iter().any(|i| {
                matches!(ctx.ast.stmts.get(*i), Some(Stmt { kind: StmtKind::Directive(h), .. }) if *h == dir)
            });
            if holds && span.end > span.start && ctx.src(Span::new(span.end - 1, span.end)) == "}" {
                found = Some(span.end - 1);
            }
        }
    });
    found
}
