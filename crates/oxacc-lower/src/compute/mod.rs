//! Lowering of the OpenACC compute constructs for the multicore CPU (device type `host`):
//! `parallel`, `serial`, `kernels` and their combined `... loop` forms (spec 2.5, 2.11), the
//! `loop` construct (2.9), `atomic` (2.12), `cache` (2.10, a no-op here) and `routine` (2.15).
//!
//! See `README.md` in this directory for the shape of the generated code. Modules:
//! - `names`: which variable each identifier names (sema's resolution);
//! - `ctype`: printing a captured variable's type (sema's); scalar vs aggregate (2.6.2);
//! - `capture`: data attributes, reduction identities and combiners;
//! - `loops`: canonical loop form, loop nests (`Nest`: collapse/tile), trip counts, gang
//!   scheduling;
//! - `outline`: one region → outlined function + launch;
//! - `privates`: the code of private/firstprivate copies of sections and members;
//! - `kernels`: dependence analysis and kernel extraction for `kernels` (2.5.3);
//! - `atomic`, `routine`.

pub mod atomic;
pub mod atomic_form;
pub mod capture;
pub mod ctype;
pub mod cuda;
pub mod device_read;
pub mod kernels;
pub mod liveness;
pub mod loops;
pub mod model;
pub mod names;
pub mod outline;
pub mod privates;
pub mod routine;
pub mod splice;
pub mod walk;

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{Clause, ClauseKind, ClauseName, DataClauseKind, DirectiveName};
use oxacc_syntax::ast::{Expr, ExternalDecl, FunctionDef, Stmt, StmtKind};
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::ctx::LowerCtx;
use outline::{Kind, Region};

/// What the lowering of one function needs to know about it.
pub struct FnCtx {
    pub name: String,
    /// Where the outlined functions are inserted (the start of the definition).
    pub start: u32,
    pub names: names::FnNames,
    /// Variables named in a data clause of a lexically enclosing `data` construct or a local
    /// `declare` (spec 2.6.2 "visible data clause").
    pub visible_data: HashSet<String>,
    /// The names of `visible_data` that a visible data clause names whole (`copy(p)`, not
    /// only `copy(p[0:n])`): for a pointer, its own storage is mapped.
    pub visible_whole: HashSet<String>,
    /// The names of `visible_data` whose every visible data clause is on a `data` construct
    /// with an `if` clause, each with the data clauses of the innermost such construct that
    /// name it (only its vars of that name). When the condition was false no data region
    /// exists (2.6.5), so a compute construct using the variable carries these clauses itself
    /// ([`reapply_conditional`]): present-or-X, a reference count when the data is present.
    pub visible_if: HashMap<String, Vec<Clause>>,
    /// The `default` clause of the innermost enclosing `data` construct that has one: a
    /// compute construct without its own takes it (2.6.2 "visible default clause").
    pub visible_default: Option<(oxacc_acc::ast::DefaultKind, Span)>,
    /// File-scope variables named by a file-scope `declare` directive before the function:
    /// they have a data attribute in every region (2.6.2 "visible declare directive", 2.13).
    pub declared_globals: HashSet<String>,
    /// The implicit data attributes (2.6.2) of the kernels of the `kernels` construct being
    /// lowered: entered (and reported by -Minfo) once for the construct, as NVIDIA does.
    pub kernel_implicit: std::cell::RefCell<Vec<crate::data::ImplicitVar>>,
    /// The variables (`names` ids) whose per-kernel implicit copy in that `kernels` construct
    /// -Minfo has listed (once per construct; never a variable declared inside it).
    pub kernel_reported: std::cell::RefCell<Vec<usize>>,
    /// The scalar reduction variables of those kernels (for the construct's `copy` of them:
    /// `data::construct_data`'s `reductions`).
    pub kernel_reductions: std::cell::RefCell<Vec<String>>,
    /// Every variable a reduction of those kernels combines into (for a `copyout` or
    /// `create` of it on the construct: `data::construct_data`'s `reduced`).
    pub kernel_reduced: std::cell::RefCell<Vec<String>>,
    /// The scalars that the `kernels` construct being lowered writes (its kernels may change
    /// their device copies): host code computing a launch from them reads the device's value
    /// (`device_read.rs`).
    pub kernel_written: std::cell::RefCell<HashSet<names::VarId>>,
    /// Those of them that code run as a kernel writes (a one-thread kernel `w++;`, a loop
    /// nest), not only the host control flow between the kernels (a `for` kept on the host
    /// assigns its variable when it queues the kernels inside: `kernels::queued_writes`).
    pub kernel_queue_written: std::cell::RefCell<HashSet<names::VarId>>,
    /// The `if`, `async` and `wait` clauses of the `kernels` construct being lowered,
    /// evaluated once into locals before its first kernel (`data::sync_args`): every kernel's
    /// launch uses these locals, so an argument with a side effect (`async(q++)`) runs once
    /// and every kernel goes to the same queue.
    pub kernel_sync: std::cell::RefCell<Option<crate::data::SyncArgs>>,
    /// Data-independent orphaned `loop` constructs enclosing the statement being lowered (an
    /// orphaned loop of a gang routine is gang-partitioned only outside every such loop).
    pub orphan_depth: u32,
    /// The function is a `routine gang` for the device type its code is written for
    /// (`routine::gang_routines`): its outermost data-independent orphaned loop is divided
    /// among the gangs.
    pub gang_routine: bool,
}

/// How a use of a reduction or private copy of a part of a variable that does not start at
/// its first element (`p[lo:n]`) reaches the copy: the copy holds the elements from `lo` on,
/// so each use is rewritten to index it from its own first element (C11 6.5.6p8: no pointer
/// outside the copy).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RebasedUse {
    /// `p[i]`: the copy's element `i - lo`.
    Base,
    /// `i[p]`: the same.
    Index,
    /// `*p`: the element `-lo`.
    Deref,
    /// `p + e`, `p - e` (`e` an integer): the copy's address plus `e - lo` (`-e - lo`).
    ArithLhs,
    /// `e + p`.
    ArithRhs,
}

/// The parents among `exprs` (a region's) that reach a variable's copy by one of the
/// [`RebasedUse`] forms, by the operand's handle: the parent and the form.
pub(crate) fn rebased_use_parents(
    ast: &oxacc_syntax::ast::Ast,
    sema: &oxacc_sema::Sema,
    exprs: &[Handle<Expr>],
) -> HashMap<Handle<Expr>, (Handle<Expr>, RebasedUse)> {
    use oxacc_syntax::ast::{BinaryOp, ExprKind, UnaryOp};
    let int = |h: Handle<Expr>| sema.is_integer(sema.expr_type(h));
    let mut out = HashMap::new();
    for &h in exprs {
        let Some(x) = ast.exprs.get(h) else {
            continue;
        };
        match &x.kind {
            ExprKind::Index { base, index } => {
                out.insert(*base, (h, RebasedUse::Base));
                if int(*base) {
                    out.insert(*index, (h, RebasedUse::Index));
                }
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                out.insert(*operand, (h, RebasedUse::Deref));
            }
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
            } => {
                if int(*rhs) {
                    out.insert(*lhs, (h, RebasedUse::ArithLhs));
                } else if int(*lhs) {
                    out.insert(*rhs, (h, RebasedUse::ArithRhs));
                }
            }
            ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs,
                rhs,
            } if int(*rhs) => {
                out.insert(*lhs, (h, RebasedUse::ArithLhs));
            }
            _ => {}
        }
    }
    out
}

/// Whether a use of `var` among the statements' expressions of `body` inside `scope` reaches
/// it other than by a [`RebasedUse`] form (`f(p)`, `q = p`, `p == q`): the copy of a part not
/// starting at the first element then needs `lo` elements of slack before it, so that the
/// variable's address, `copy - lo`, lies inside the copy's object (C11 6.5.6p8). (Directive
/// clauses name the variable without using it.)
pub(crate) fn rebased_bare_use(
    ast: &oxacc_syntax::ast::Ast,
    sema: &oxacc_sema::Sema,
    uses: &HashMap<Handle<Expr>, names::VarId>,
    var: names::VarId,
    body: Handle<Stmt>,
    scope: Span,
) -> bool {
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, body, &mut exprs);
    exprs.retain(|h| {
        ast.exprs
            .get(*h)
            .is_some_and(|x| scope.start <= x.span.start && x.span.end <= scope.end)
    });
    let mine: Vec<Handle<Expr>> = exprs
        .iter()
        .copied()
        .filter(|h| uses.get(h) == Some(&var))
        .collect();
    if mine.is_empty() {
        return false;
    }
    let parents = rebased_use_parents(ast, sema, &exprs);
    mine.iter().any(|h| !parents.contains_key(h))
}

/// How a private copy of a part of a variable (`private(p[lo:n])`, 2.5.13, 2.5.14, 2.9.10) is
/// reached: the copy holds the elements from `lo` on, and the variable's address `copy - lo`
/// would lie outside it (undefined, C11 6.5.6p8) unless `lo` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartView {
    /// The part starts at the first element (`lo` the constant 0): the variable is the copy.
    Whole,
    /// A use is no element nor pointer arithmetic (`f(p)`, `q = p`, [`rebased_bare_use`]):
    /// the copy has `lo` elements of slack before the part, and the variable points at its
    /// first, inside the object.
    Slack,
    /// Every use is a [`RebasedUse`] form: each indexes the copy from its own first element.
    Rebased,
}

/// The [`PartView`] of a private copy of the section `sec` of `var` whose uses lie in `scope`
/// inside `body`.
pub(crate) fn private_part_view(
    ast: &oxacc_syntax::ast::Ast,
    sema: &oxacc_sema::Sema,
    uses: &HashMap<Handle<Expr>, names::VarId>,
    var: names::VarId,
    sec: &capture::Section,
    body: Handle<Stmt>,
    scope: Span,
) -> PartView {
    if sec.lower.is_none_or(|e| sema.eval_int(e) == Some(0)) {
        PartView::Whole
    } else if rebased_bare_use(ast, sema, uses, var, body, scope) {
        PartView::Slack
    } else {
        PartView::Rebased
    }
}

/// C for the checked value of argument `k` (of `n`) of a `num_gangs`, `num_workers` or
/// `vector_length` clause (2.5.10-2.5.12): `__oxacc_clause_size` stops the program with the
/// clause, the value and `loc` (a C string literal) when it is below 1 or beyond int, or when
/// the product `before` (C, of the checked arguments before it) times it is. Evaluates `arg`
/// (C) once.
pub(crate) fn checked_size(
    clause: &oxacc_acc::Clause,
    text: &str,
    arg: &str,
    (k, n): (usize, usize),
    before: &str,
    loc: &str,
) -> String {
    // The clause as written, for the message (whitespace runs as one space).
    let span = clause.span;
    let written = text
        .get(span.start as usize..span.end as usize)
        .unwrap_or("")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let what = if n > 1 {
        format!("argument {} of {written}", k + 1)
    } else {
        written
    };
    // `?` escaped too: `??x` would be a trigraph in ISO C modes.
    let what = crate::writer::escape_c_string(&what).replace('?', "\\?");
    format!(
        "__oxacc_clause_size((long long)({arg}), {before}, \"{}\", \"{what}\", {loc})",
        clause.name().as_str()
    )
}

/// Declarations the generated code uses beyond the common prelude. Self-contained (it is
/// placed before the common prelude).
pub const COMPUTE_PRELUDE: &str = r#"# 1 "<oxacc-compute-prelude>" 3
extern int __oxacc_device_kind(void);
extern int __oxacc_team_size(void);
/* The block shape of a GPU kernel (docs/gpu-target.md): vector_length as a power of two up
   to 32 or a multiple of 32 up to 1024; num_workers up to 32 (15 when a worker's lanes span
   several warps: named barriers), at most 1024 threads in all. */
static __attribute__((unused)) unsigned __oxacc_vlen(long long n) {
    if (n <= 1) return 1;
    if (n <= 32) { unsigned p = 1; while (p < n) p <<= 1; return p; }
    if (n > 1024) n = 1024;
    return (unsigned)((n + 31) / 32 * 32);
}
static __attribute__((unused)) unsigned __oxacc_nworkers(long long n, unsigned bx) {
    if (n < 1) n = 1;
    if (n > 32) n = 32;
    if (bx > 32 && n > 15) n = 15;
    while (n > 1 && (unsigned long long)n * bx > 1024) n--;
    return (unsigned)n;
}
__attribute__((weak)) int __oxacc_atomic_lock;
/* A section's copy seen from index 0: `p` moved back by `bytes`, out of gcc's sight (its
   -Warray-bounds would call the in-bounds accesses through it outside the block). */
static inline __attribute__((unused, always_inline)) void *__oxacc_rebase(void *__p, long long __bytes) {
    __asm__("" : "+r"(__p));
    return (char *)__p - __bytes;
}
static __attribute__((unused, noinline)) void *__oxacc_private_alloc(unsigned long __bytes, const char *__what) {
    void *__p = __builtin_malloc(__bytes ? __bytes : 1);
    if (!__p) {
        extern long __oxacc_write(int, const void *, unsigned long) __asm__("write");
        static const char __a[] = "oxacc: ";
        static const char __b[] = ": out of memory\n";
        __oxacc_write(2, __a, sizeof __a - 1); __oxacc_write(2, __what, __builtin_strlen(__what)); __oxacc_write(2, __b, sizeof __b - 1);
        __builtin_exit(1);
    }
    return __p;
}
/* A partitioned loop whose step is zero at run time (2.9: the variable must move towards the
   bound): no trip count exists (the division computing it would trap). */
static __attribute__((unused, noinline, cold, noreturn)) void __oxacc_loop_step_zero(const char *__loc) {
    extern long __oxacc_write(int, const void *, unsigned long) __asm__("write");
    static const char __a[] = "oxacc: loop step is zero at ";
    __oxacc_write(2, __a, sizeof __a - 1); __oxacc_write(2, __loc, __builtin_strlen(__loc)); __oxacc_write(2, "\n", 1);
    __builtin_exit(1);
}
/* A partitioned loop whose `!=` test's step does not divide the distance to the bound at run
   time (2.9: the variable must move monotonically towards its termination condition; stepping
   over the bound, it would run until it wraps onto it, or forever). */
static __attribute__((unused, noinline, cold, noreturn)) void __oxacc_loop_ne_step(const char *__loc) {
    extern long __oxacc_write(int, const void *, unsigned long) __asm__("write");
    static const char __a[] = "oxacc: the loop variable steps over the bound of its '!=' test (the step does not divide the distance; OpenACC 3.3, 2.9: it must move monotonically towards its termination condition) at ";
    __oxacc_write(2, __a, sizeof __a - 1); __oxacc_write(2, __loc, __builtin_strlen(__loc)); __oxacc_write(2, "\n", 1);
    __builtin_exit(1);
}
static __attribute__((unused, noinline, cold, noreturn)) void __oxacc_no_gpu_code(const char *__loc) {
    extern long __oxacc_write(int, const void *, unsigned long) __asm__("write");
    static const char __a[] = "oxacc: ";
    static const char __b[] = ": this compute region has code only for the multicore host (acc_device_host), not for the current device type; run with ACC_DEVICE_TYPE=host or compile with -acc=multicore\n";
    __oxacc_write(2, __a, sizeof __a - 1); __oxacc_write(2, __loc, __builtin_strlen(__loc)); __oxacc_write(2, __b, sizeof __b - 1);
    __builtin_exit(1);
}
/* A host expression of a kernels construct reading memory (device_read.rs): the `bytes` at
   `host` from their device copy when present there, else from host memory, into `dst`. */
extern void *__oxacc_dev_addr_if_present(void *host, __typeof__(sizeof(0)) bytes);
extern void __oxacc_acc_memcpy_from_device(void *dst, void *src, __typeof__(sizeof(0)) bytes) __asm__("acc_memcpy_from_device");
static __attribute__((unused, noinline)) void __oxacc_peek(const void *__host, void *__dst, __typeof__(sizeof(0)) __bytes) {
    void *__d = __oxacc_dev_addr_if_present((void *)(unsigned long)__host, __bytes); /* no -Wcast-qual */
    if (__d && __d != __host) __oxacc_acc_memcpy_from_device(__dst, __d, __bytes);
    else __builtin_memcpy(__dst, __host, __bytes);
}
/* The converse, for a value the host computes for a variable of a kernels construct (the final
   value of a loop variable, kernels.rs): the `bytes` at `src` into the device copy of `host`
   when present there, else into host memory; after the queued kernels when `wait` (one of them
   may write the variable, on the device or, for the host team, in host memory). */
extern void __oxacc_wait(const int *waits, int nwaits, int async);
extern void __oxacc_acc_memcpy_to_device(void *dst, void *src, __typeof__(sizeof(0)) bytes) __asm__("acc_memcpy_to_device");
static __attribute__((unused, noinline)) void __oxacc_poke(void *__host, const void *__src, __typeof__(sizeof(0)) __bytes, int __wait) {
    void *__d = __oxacc_dev_addr_if_present(__host, __bytes);
    if (__wait) __oxacc_wait((const int *)0, 0, -2);
    if (__d && __d != __host)
        __oxacc_acc_memcpy_to_device(__d, (void *)(unsigned long)__src, __bytes); /* no -Wcast-qual */
    else __builtin_memcpy(__host, __src, __bytes);
}
"#;

/// Lowers every compute construct, `atomic`, `cache`, orphaned `loop` and `routine` directive
/// of the translation unit.
pub fn lower(ctx: &mut LowerCtx) {
    let ast = ctx.ast;
    // Only functions containing an OpenACC directive have anything to lower: the cheap check
    // (`fn_of` is built once for the unit) keeps a file without directives at zero cost.
    let with_acc: HashSet<Handle<FunctionDef>> = ctx
        .acc
        .iter()
        .filter_map(|d| ctx.fn_of.get(&d.directive).copied())
        .collect();
    let mut used = false;
    let gang_routines = if with_acc.is_empty() {
        HashSet::new()
    } else {
        routine::gang_routines(ctx, "host")
    };
    // File-scope `declare` directives seen so far (a declare is visible after it, 2.13).
    let mut declared_globals: HashSet<String> = HashSet::new();
    for item in &ast.items {
        match item {
            ExternalDecl::FunctionDef(h) => {
                if !with_acc.contains(h) {
                    continue;
                }
                let Some(sema) = ctx.sema else { continue };
                let Some(def) = ast.functions.get(*h) else {
                    continue;
                };
                // The clause expressions of every directive in the function: a variable named
                // only in a clause (an unused private, a loop's bound) is still one of its
                // variables.
                let mut clause_exprs = Vec::new();
                walk::directive_exprs(ctx, def.body, &mut clause_exprs);
                let name = def
                    .declarator
                    .name
                    .map(|n| ast.name(n).to_string())
                    .unwrap_or_default();
                let mut f = FnCtx {
                    gang_routine: gang_routines.contains(&name),
                    name,
                    start: def.span.start,
                    names: names::function_names(
                        ast,
                        sema,
                        def,
                        clause_exprs,
                        Some(&ctx.omp_threadprivate),
                    ),
                    visible_data: HashSet::new(),
                    visible_whole: HashSet::new(),
                    visible_if: HashMap::new(),
                    visible_default: None,
                    declared_globals: declared_globals.clone(),
                    kernel_implicit: Default::default(),
                    kernel_reported: Default::default(),
                    kernel_reductions: Default::default(),
                    kernel_reduced: Default::default(),
                    kernel_written: Default::default(),
                    kernel_queue_written: Default::default(),
                    kernel_sync: Default::default(),
                    orphan_depth: 0,
                };
                used |= lower_function(ctx, &mut f, def);
            }
            ExternalDecl::Directive(d) => {
                if let Some(a) = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i)) {
                    if a.name == DirectiveName::Declare {
                        declared_globals.extend(a.all_vars().map(|(_, v)| v.name().to_string()));
                    }
                }
                routine::lower_file_scope(ctx, *d)
            }
            _ => {}
        }
    }
    if used {
        ctx.writer.add_prelude(COMPUTE_PRELUDE);
    }
}

fn lower_function(ctx: &mut LowerCtx, f: &mut FnCtx, def: &FunctionDef) -> bool {
    let mut used = false;
    visit(ctx, f, def.body, &mut used);
    used
}

/// A `register` variable declared outside compute construct `st` (a statement: directive and
/// body) and used inside it has no address, but the construct's data clauses and outlined
/// code name variables by address (an implied `copy` of a `kernels` scalar, of an aggregate,
/// the team function's pointers to shared variables): cc rejected the generated code
/// ("address of register variable requested", hunt-atomic2 bug08). C lets such a program
/// read and write the variable in the region (2.6.2 gives it a data attribute like any
/// other), so the construct runs on a non-register copy of it of the same name:
///
/// `{ T __oxacc_reg_N = x; { T x = __oxacc_reg_N; CONSTRUCT __oxacc_reg_N = x; }
///    x = __oxacc_reg_N; }`
///
/// Returns the opening and closing text (`None` when no such variable is used). In an
/// `async` construct (`async_kernels`: `Some(construct is kernels)`) the data actions may
/// complete after the copy's block ends: a scalar of a `parallel`/`serial` construct
/// (firstprivate, passed by value) needs nothing, and for a variable given a copy (any in
/// `kernels`, an aggregate anywhere, 2.6.2) the block waits for the device's queues before
/// it copies back and ends (2.16.1 lets async work complete at any time before a wait; the
/// copy's device-to-host transfer must land before the copy's storage goes away, and the
/// register variable gets the device's value, as a variable with an address would after the
/// program's own wait). It was a located "not supported yet" error. Explicit data clauses on
/// a register variable are the checks' error (`var_without_address`).
fn register_shadow(
    ctx: &mut LowerCtx,
    s: Handle<Stmt>,
    async_kernels: Option<bool>,
) -> Option<(String, String)> {
    let ast = ctx.ast;
    let sema = ctx.sema?;
    let st = ast.stmts.get(s)?;
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, s, &mut exprs);
    let mut vars: Vec<oxacc_sema::SymbolId> = Vec::new();
    for e in exprs {
        let Some(id) = sema.resolved(e) else { continue };
        let sym = sema.symbol(id);
        let outside = sym.span.end <= st.span.start || st.span.end <= sym.span.start;
        let array = matches!(sema.types.kind(sym.ty), oxacc_sema::TypeKind::Array { .. });
        if sym.storage == Some(oxacc_syntax::ast::StorageClass::Register)
            && sym.kind == oxacc_sema::SymbolKind::Variable
            && outside
            && !array
            && !vars.contains(&id)
        {
            vars.push(id);
        }
    }
    if vars.is_empty() {
        return None;
    }
    let mut wait = false;
    if let Some(kernels) = async_kernels {
        let copied = vars.iter().any(|id| {
            let sym = sema.symbol(*id);
            kernels
                || matches!(
                    sema.types.kind(sema.types.unqual_id(sym.ty)),
                    oxacc_sema::TypeKind::Record(..)
                )
        });
        if !copied {
            return None;
        }
        wait = true;
    }
    let vars: Vec<(String, String, bool)> = vars
        .into_iter()
        .map(|id| {
            let sym = sema.symbol(id);
            let is_const = sema.types.quals(sym.ty).is_const;
            (
                sym.name.clone(),
                format!("__oxacc_reg_{}", ctx.fresh_id()),
                is_const,
            )
        })
        .collect();
    // Every temporary first, then the shadows: a later temporary's initializer must still see
    // the register variable.
    let mut open = String::from("{ ");
    for (name, tmp, _) in &vars {
        open.push_str(&format!("__typeof__({name}) {tmp} = {name}; "));
    }
    open.push_str("{ ");
    for (name, tmp, _) in &vars {
        open.push_str(&format!("__typeof__({tmp}) {name} = {tmp}; "));
    }
    // A const variable has nothing to copy back (and could not be assigned).
    let (mut close_inner, mut close_outer) = (String::new(), String::new());
    if wait {
        // Every queue of the current device (the construct's async argument is evaluated
        // once, by the construct): acc_async_sync (-2) waits on the local thread.
        close_inner.push_str("__oxacc_wait((const int *)0, 0, -2); ");
    }
    for (name, tmp, _) in vars.iter().filter(|v| !v.2) {
        close_inner.push_str(&format!("{tmp} = {name}; "));
        close_outer.push_str(&format!("{name} = {tmp}; "));
    }
    Some((open, format!(" {close_inner}}} {close_outer}}}")))
}

fn visit(ctx: &mut LowerCtx, f: &mut FnCtx, s: Handle<Stmt>, used: &mut bool) {
    let ast = ctx.ast;
    let Some(st) = ast.stmts.get(s) else { return };
    let StmtKind::Directive(h) = &st.kind else {
        // A declaration in a block hides a variable of that name that an enclosing `data`
        // construct maps, until the block ends: a compute construct after it uses the
        // block's own variable (its implicit data attributes, 2.6.2).
        let mut hidden: Vec<String> = Vec::new();
        let mut hidden_if: Vec<(String, Vec<Clause>)> = Vec::new();
        for c in crate::walk::children(ast, s) {
            if let (StmtKind::Compound(_), Some(StmtKind::Decl(d))) =
                (&st.kind, ast.stmts.get(c).map(|x| &x.kind))
            {
                for id in ast
                    .decls
                    .get(*d)
                    .map(|d| d.declarators.as_slice())
                    .unwrap_or(&[])
                {
                    if let Some(n) = id.declarator.name.map(|n| ast.name(n).to_string()) {
                        if let Some(cl) = f.visible_if.remove(&n) {
                            hidden_if.push((n.clone(), cl));
                        }
                        if f.visible_data.remove(&n) {
                            hidden.push(n);
                        }
                    }
                }
            }
            visit(ctx, f, c, used);
        }
        f.visible_data.extend(hidden);
        f.visible_if.extend(hidden_if);
        return;
    };
    let Some(dir) = ast.directives.get(*h) else {
        return;
    };
    let Some(acc) = ctx.acc_of.get(h).and_then(|i| ctx.acc.get(*i)).cloned() else {
        // An OpenMP construct: inside it, the file-scope variables it privatizes name the
        // thread's copies, which a compute construct captures as locals (`LocalVar::is_global`).
        let privatized: Vec<usize> = match ctx.omp_privatized.get(h) {
            Some(syms) => (0..f.names.vars.len())
                .filter(|i| f.names.vars[*i].is_global && syms.contains(&f.names.vars[*i].sym))
                .collect(),
            None => Vec::new(),
        };
        for i in &privatized {
            f.names.vars[*i].is_global = false;
        }
        if let Some(b) = dir.body {
            visit(ctx, f, b, used);
        }
        for i in &privatized {
            f.names.vars[*i].is_global = true;
        }
        return;
    };
    // See `register_shadow`: opened before the construct's own code at its first byte (edits
    // at one offset keep their order), closed after its closing code.
    let shadow = match acc.name {
        DirectiveName::Parallel
        | DirectiveName::Serial
        | DirectiveName::ParallelLoop
        | DirectiveName::SerialLoop
        | DirectiveName::Kernels
        | DirectiveName::KernelsLoop
            if dir.body.is_some() =>
        {
            let kernels = matches!(
                acc.name,
                DirectiveName::Kernels | DirectiveName::KernelsLoop
            );
            register_shadow(ctx, s, acc.has(ClauseName::Async).then_some(kernels))
        }
        _ => None,
    };
    if let Some((open, _)) = &shadow {
        ctx.writer.insert(st.span.start, open.clone());
    }
    lower_construct(ctx, f, s, *h, &acc, used);
    if let Some((_, close)) = shadow {
        ctx.writer.insert_closing(st.span, close);
    }
}

/// Lowers directive statement `s` (directive `h`, `acc`) of `visit`.
fn lower_construct(
    ctx: &mut LowerCtx,
    f: &mut FnCtx,
    s: Handle<Stmt>,
    h: Handle<oxacc_syntax::ast::Directive>,
    acc: &oxacc_acc::ast::AccDirective,
    used: &mut bool,
) {
    let ast = ctx.ast;
    let Some(st) = ast.stmts.get(s) else { return };
    let Some(dir) = ast.directives.get(h) else {
        return;
    };
    let h = &h;
    match acc.name {
        DirectiveName::Parallel
        | DirectiveName::Serial
        | DirectiveName::ParallelLoop
        | DirectiveName::SerialLoop => {
            let Some(body) = dir.body else { return };
            *used = true;
            reapply_conditional(ctx, f, *h, body);
            let kind = match acc.name {
                DirectiveName::Serial | DirectiveName::SerialLoop => Kind::Serial,
                _ => Kind::Parallel,
            };
            let top_loop = acc.name.is_combined();
            let body = if top_loop {
                walk::strip_compound(ast, body)
            } else {
                body
            };
            let region = Region {
                kind,
                dir: *h,
                body,
                site: st.span,
                top_loop,
                loop_dir: None,
                modes: Default::default(),
                implied_reductions: Vec::new(),
                implied_private: Vec::new(),
                loop_reductions: Default::default(),
                single: false,
            };
            let mut pending = Vec::new();
            if let Some(launch) = outline::lower_region(ctx, f, &region, &mut pending) {
                ctx.writer.replace(st.span, launch);
            }
        }
        DirectiveName::Kernels | DirectiveName::KernelsLoop => {
            *used = true;
            if let Some(body) = dir.body {
                reapply_conditional(ctx, f, *h, body);
            }
            kernels::lower_kernels(ctx, f, s, *h);
        }
        DirectiveName::Data => {
            // An array of structs this construct names only through sections of its
            // elements' pointer members (`data copy(arr[2].p[4:3])`): none of its storage is
            // mapped, so a compute construct inside copies it implicitly (2.6.2), and the
            // member is attached there (carrying the clause again, as for a construct with
            // `if`: a present lookup and a count, then the attach of 2.7.2 after the copy of
            // arr). The data construct's own attach found arr absent and took no action, and
            // taken as arr's visible clause the launch stopped with "'arr' not present" (bug
            // hunt 2026-11-29, data environment, bug10).
            let pointee_only: Vec<String> = match ctx.sema {
                Some(sema) => {
                    let mut names: Vec<String> = Vec::new();
                    for (c, v) in acc.all_vars() {
                        if matches!(c.kind, ClauseKind::Data(_))
                            && capture::maps_only_element_pointee(ast, sema, v)
                            && !names.iter().any(|n| n == v.name())
                        {
                            names.push(v.name().to_string());
                        }
                    }
                    names.retain(|n| {
                        !f.visible_data.contains(n)
                            && acc.all_vars().all(|(c, v)| {
                                !matches!(c.kind, ClauseKind::Data(_))
                                    || v.name() != n
                                    || capture::maps_only_element_pointee(ast, sema, v)
                            })
                    });
                    names
                }
                None => Vec::new(),
            };
            let added: Vec<String> = acc
                .all_vars()
                .filter(|(c, _)| matches!(c.kind, ClauseKind::Data(_)))
                .map(|(_, v)| v.name().to_string())
                .filter(|n| !f.visible_data.contains(n) && !pointee_only.contains(n))
                .collect();
            f.visible_data.extend(added.iter().cloned());
            let whole: Vec<String> = acc
                .all_vars()
                .filter(|(c, v)| {
                    matches!(c.kind, ClauseKind::Data(_)) && v.subscripts.is_empty() && !v.is_member
                })
                .map(|(_, v)| v.name().to_string())
                .filter(|n| !f.visible_whole.contains(n))
                .collect();
            f.visible_whole.extend(whole.iter().cloned());
            let saved_if = enter_visible_if(f, acc, &added, &pointee_only);
            let outer_default = f.visible_default;
            for c in &acc.clauses {
                if let ClauseKind::Default(k) = c.kind {
                    f.visible_default = Some((k, c.span));
                }
            }
            if let Some(b) = dir.body {
                visit(ctx, f, b, used);
            }
            f.visible_default = outer_default;
            for n in added {
                f.visible_data.remove(&n);
            }
            for n in whole {
                f.visible_whole.remove(&n);
            }
            for (n, old) in saved_if.into_iter().rev() {
                match old {
                    Some(cl) => f.visible_if.insert(n, cl),
                    None => f.visible_if.remove(&n),
                };
            }
        }
        DirectiveName::Declare => {
            for (c, v) in acc.all_vars() {
                if matches!(c.kind, ClauseKind::Data(_)) {
                    f.visible_data.insert(v.name().to_string());
                    if v.subscripts.is_empty() && !v.is_member {
                        f.visible_whole.insert(v.name().to_string());
                    }
                    // A declare has no condition: the data is present from here on (2.13).
                    f.visible_if.remove(v.name());
                }
            }
        }
        DirectiveName::Atomic(_) => {
            *used = true;
            let text = ctx.text;
            let raw = |sp: Span| {
                text.get(sp.start as usize..sp.end as usize)
                    .unwrap_or("")
                    .to_string()
            };
            match atomic::lower_atomic(ctx, acc, &raw) {
                Ok(code) => ctx.writer.replace(st.span, code),
                Err(d) => ctx.diags.push(d),
            }
        }
        DirectiveName::Loop => {
            // An orphaned loop (in a routine, 2.15.1) runs on the calling thread: sequentially,
            // except the gang loop of a gang routine (below).
            ctx.writer.replace(dir.span, "");
            let clauses = outline::host_clauses(acc);
            let has = |k: ClauseName| clauses.iter().any(|c| c.name() == k);
            // 2.9.6: an orphaned loop without auto or seq is data-independent.
            let independent = !has(ClauseName::Seq) && !has(ClauseName::Auto);
            // A loop with a reduction is not divided among the gangs: the variable is private
            // to each gang (2.6.1), which must see every iteration's contribution; the checks
            // reject an explicit `gang` with `reduction` here (2.9.11).
            let reduction = has(ClauseName::Reduction);
            // The outermost independent loop, or one with its own gang clause inside it (a
            // lower gang dimension, 2.9.2), divided along its dimension.
            if independent
                && !reduction
                && (f.orphan_depth == 0 || has(ClauseName::Gang))
                && f.gang_routine
            {
                // 2.9.2 (gang, explicit or implied on the outermost data-independent loop of
                // a gang routine): its iterations are divided among the gangs. The routine
                // runs in gang-redundant mode on every thread of the host region (each one a
                // gang), so each thread takes its share of the loop.
                if let Some(b) = dir.body {
                    let dim = model::gang_dim(ctx, &clauses);
                    host_gang_loop(ctx, b, dim);
                }
            }
            if let Some(b) = dir.body {
                if independent {
                    f.orphan_depth += 1;
                }
                visit(ctx, f, b, used);
                if independent {
                    f.orphan_depth -= 1;
                }
            }
        }
        DirectiveName::Cache | DirectiveName::Routine => ctx.writer.replace(dir.span, ""),
        _ => {
            if let Some(b) = dir.body {
                visit(ctx, f, b, used);
            }
        }
    }
}

/// Updates `f.visible_if` on entering the `data` construct `acc` (whose vars not visible
/// before are `added`) and returns what to restore on leaving it: per name, the entry it had.
///
/// Without an `if` clause the construct's data is present inside it, so its names are no
/// longer conditional. With one, a name not visible before takes this construct's clauses
/// (when its condition holds they are a no-op at the compute construct, and when it does not
/// they are what the program asked for here); a name visible only through other conditional
/// constructs takes theirs and then this one's (each level's).
fn enter_visible_if(
    f: &mut FnCtx,
    acc: &oxacc_acc::ast::AccDirective,
    added: &[String],
    pointee_only: &[String],
) -> Vec<(String, Option<Vec<Clause>>)> {
    let has_if = acc
        .clauses
        .iter()
        .any(|c| matches!(c.kind, ClauseKind::If(_)));
    let mut names: Vec<String> = Vec::new();
    for (c, v) in acc.all_vars() {
        if matches!(c.kind, ClauseKind::Data(_)) && !names.iter().any(|n| n == v.name()) {
            names.push(v.name().to_string());
        }
    }
    let mut saved = Vec::new();
    for n in names {
        if !has_if && !pointee_only.contains(&n) {
            if let Some(old) = f.visible_if.remove(&n) {
                saved.push((n, Some(old)));
            }
            continue;
        }
        if !added.contains(&n) && !pointee_only.contains(&n) && !f.visible_if.contains_key(&n) {
            // Visible through a construct without `if` (or a declare): present.
            continue;
        }
        let clauses: Vec<Clause> = acc
            .clauses
            .iter()
            .filter_map(|c| {
                let ClauseKind::Data(dc) = &c.kind else {
                    return None;
                };
                // deviceptr has no data action (2.7.4): nothing to do again.
                if dc.kind == DataClauseKind::Deviceptr {
                    return None;
                }
                let vars: Vec<_> = dc.vars.iter().filter(|v| v.name() == n).cloned().collect();
                if vars.is_empty() {
                    return None;
                }
                let mut dc = dc.clone();
                dc.vars = vars;
                Some(Clause {
                    kind: ClauseKind::Data(dc),
                    span: c.span,
                    name_span: c.name_span,
                    device_type: None,
                })
            })
            .collect();
        // Inside another conditional construct that maps the same name, each level's clauses
        // (the outer first): with both conditions false the compute construct carried only
        // the innermost one (`create(a)` inside `copyin(a)`: no copy in, a silent wrong
        // result).
        let clauses = match f.visible_if.get(&n) {
            Some(outer) if has_if => outer.iter().cloned().chain(clauses).collect(),
            _ => clauses,
        };
        let old = f.visible_if.insert(n.clone(), clauses);
        saved.push((n, old));
    }
    saved
}

/// A compute construct (`dir`, body `body`) that uses a variable visible only through `data`
/// constructs with an `if` clause (`f.visible_if`) carries their clauses itself: when the
/// condition was false there is no data region (2.6.5: "no data will be allocated or
/// moved"), yet the visible data clause (2.6.2) gave the variable no implicit data
/// attribute, so an array was "not present" at run time and a pointer reached the kernel
/// untranslated. Acting as if the construct had the clause (`copy`, `copyin`, `create`,
/// `present`, ...) is what nvc and gcc do: when the data is present (the condition held) the
/// clause is only a lookup and a reference count (2.6.7), otherwise it maps the data for the
/// construct, and `present` still reports absent data. The clauses are appended to the
/// construct's parsed directive in `ctx.acc`, so the captures, the CUDA writer,
/// `data::construct_data` and -Minfo all see them as the construct's own.
///
/// A variable the construct names in a clause of its own keeps that clause alone.
fn reapply_conditional(
    ctx: &mut LowerCtx,
    f: &FnCtx,
    dir: Handle<oxacc_syntax::ast::Directive>,
    body: Handle<Stmt>,
) {
    if f.visible_if.is_empty() {
        return;
    }
    let Some(&i) = ctx.acc_of.get(&dir) else {
        return;
    };
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ctx.ast, body, &mut exprs);
    walk::directive_exprs(ctx, body, &mut exprs);
    let body_span = ctx.ast.stmts.get(body).map(|b| b.span).unwrap_or_default();
    let mut used: Vec<&str> = Vec::new();
    for e in &exprs {
        if let Some(v) = f.names.uses.get(e).and_then(|id| f.names.var(*id)) {
            // A variable of the region's own (hiding the mapped one) is not the mapped one.
            let inside = body_span.start <= v.span.start && v.span.end <= body_span.end;
            if !inside && f.visible_if.contains_key(&v.name) && !used.contains(&v.name.as_str()) {
                used.push(&v.name);
            }
        }
    }
    if used.is_empty() {
        return;
    }
    let Some(acc) = ctx.acc.get(i) else { return };
    let own = |n: &str| {
        acc.clauses.iter().any(|c| {
            !matches!(c.kind, ClauseKind::Reduction { .. })
                && c.vars().iter().any(|v| v.name() == n)
        })
    };
    // A clause on a section of an element's pointer member (`copy(arr[2].p[4:3])`) is not
    // arr's: carried even when the construct names arr (`copy(arr)`), whose copy it then
    // attaches the member of (2.7.2).
    let pointee = |c: &Clause| {
        ctx.sema.is_some_and(|sema| {
            c.vars()
                .iter()
                .all(|v| capture::maps_only_element_pointee(ctx.ast, sema, v))
        })
    };
    let mut extra: Vec<Clause> = used
        .iter()
        .filter_map(|n| f.visible_if.get(*n).map(|cl| (own(n), cl)))
        .flat_map(|(own, cl)| cl.iter().filter(move |c| !own || pointee(c)))
        .cloned()
        .collect();
    // In source order (as -Minfo lists them), not in the order of first use.
    extra.sort_by_key(|c| c.vars().first().map_or(c.span.start, |v| v.span.start));
    // The clauses are evaluated again at this construct: a name in them that a declaration
    // between the two constructs hides (`int n = 5;` in a block) would silently mean another
    // variable here.
    if let (Some(sema), Some(scope)) = (ctx.sema, ctx.sema.and_then(|s| s.directive_scope(dir))) {
        let mut idents = Vec::new();
        for v in extra.iter().flat_map(|c| c.vars()) {
            let mut roots = Vec::new();
            v.exprs(&mut roots);
            for r in roots {
                walk::exprs_in_expr(ctx.ast, r, &mut idents);
            }
        }
        for e in idents {
            let Some(id) = sema.resolved(e) else { continue };
            let name = &sema.symbol(id).name;
            if sema.lookup(scope, name) != Some(id) {
                let at = ctx.ast.exprs.get(e).map(|x| x.span).unwrap_or_default();
                let here = ctx.ast.directives.get(dir).map(|d| d.span).unwrap_or(at);
                ctx.diags.push(
                    Diagnostic::error(
                        here,
                        format!("'{name}' in a visible data clause of a data construct with an if clause is hidden by another declaration at this compute construct, which evaluates that clause again when the condition is false; not supported yet by oxacc (OpenACC 3.3, 2.6.5)"),
                    )
                    .with_label(at, "named here"),
                );
                return;
            }
        }
    }
    if let Some(acc) = ctx.acc.get_mut(i) {
        acc.clauses.extend(extra);
    }
}

/// Rewrites the header of `for_stmt`, the gang loop of a gang routine, so that the calling
/// thread runs its share of the iterations among the threads of the host region it runs in
/// (`__oxacc_region_thread`: all of them outside a region). A loop not in canonical form stays
/// as it is (the checks reject a non-canonical loop under a loop directive).
fn host_gang_loop(ctx: &mut LowerCtx, for_stmt: Handle<Stmt>, dim: u8) {
    let ast = ctx.ast;
    let Some(l) = loops::canonical_in(ast, ctx.sema, for_stmt) else {
        return;
    };
    let Some(body) = ast.stmts.get(l.body).map(|b| b.span) else {
        return;
    };
    let src = |e: Handle<Expr>| {
        let sp = ast.exprs.get(e).map(|e| e.span).unwrap_or_default();
        ctx.writer.text_with_edits(sp)
    };
    let decl = loops::decl_text(&l, |sp| ctx.src(sp).to_string());
    let typing = loops::LoopTyping::of(ast, ctx.sema, &l, |o| ctx.writer.location_text(o));
    let mut texts = loops::LoopTexts::of(&l, decl, typing, src);
    // (a pointer is recomputed from the counter: `p + (T *)st` is no C)
    texts.steps_itself = texts.typing.ptr_elem.is_none() && loops::steps_itself(ast, &l);
    let code = loops::gang_nest(std::slice::from_ref(&texts));
    let head = code.headers.first().cloned().unwrap_or_default();
    let close = code.closers.first().cloned().unwrap_or_default();
    let header = Span::new(l.header.start, body.start);
    ctx.writer.replace(
        header,
        // The gangs along the loop's dimension (2.9.2; `gang(dim: d)`, else one): with
        // multi-dimensional gangs (2.5.10) the gangs of the other dimensions run the loop
        // redundantly.
        format!("{{ int __nthr; const int __tid = __oxacc_region_gang({dim}, &__nthr); {head}"),
    );
    ctx.writer
        .insert_closing(Span::new(l.header.start, body.end), format!("{close} }}"));
}
