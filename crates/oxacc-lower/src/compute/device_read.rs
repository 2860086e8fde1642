//! Host-evaluated expressions that must see the device's data.
//!
//! A `kernels` construct (2.5.3) keeps some of its code on the host: the control statements
//! around its kernels (`if`, `while`, a `for` that carries a dependence), the declarations
//! between them, and the launch's own arithmetic (the trip count that sizes the grid, a loop
//! variable's final value). The construct's data lives on the device meanwhile, and its kernels
//! change it there, so such an expression reading `e[0]`, `*p` or `s.m` must read the device's
//! copy, as it would had the compiler made it part of a kernel (nvc evaluates it in a kernel
//! and copies the value back). [`device_reads`] rewrites each load of memory in the expression
//! into a *peek*: the lvalue's address is computed on the host as written (the host's pointer
//! values are the ones whose targets the present table maps), and its bytes are read from the
//! device copy when the address is present there (`__oxacc_peek`, `mod.rs`), else from host
//! memory (data the construct does not map, the host's own variables). A pointer value read
//! that way is translated back to a host address (`__oxacc_host_ptr`). Nothing is written to
//! host memory: a `copyin` array keeps its host values.
//!
//! For the `kernels` construct's host code, [`device_accesses`] also writes stores to memory
//! to the device copy (peek, operator, poke), reads a bit-field through `->` from the device
//! copy of its record, and makes a call of a function of the file a kernel of one thread.
//! What it cannot do is refused ([`Refused`]; the caller falls back to host-only code with a
//! located warning): another call (its body reads memory the host cannot redirect), a
//! statement expression that reads memory.

use std::collections::HashSet;

use oxacc_syntax::ast::{Expr, ExprKind, Stmt, UnaryOp};
use oxacc_syntax::{Handle, Span};

use oxacc_sema::TypeId;

use super::names::VarId;
use super::FnCtx;
use crate::ctx::LowerCtx;

/// Why an expression cannot be evaluated on the host with device reads.
#[derive(Debug)]
pub struct Refused {
    pub span: Span,
    pub what: String,
}

/// How a sub-expression is used.
#[derive(Clone, Copy, PartialEq)]
enum Use {
    /// Its value (an lvalue is read: lvalue conversion, C11 6.3.2.1p2).
    Value,
    /// As an lvalue designator (operand of `&`, base of `.`, target of a store): not read.
    Place,
}

/// The insertions (offset, text, in the order to insert) that make the host expression `e`
/// read device memory, or what prevents it. `inside`: the span of the construct's body (its
/// variables are the host's own). `scalar`: whether a scalar variable is read from the device
/// too (else the caller keeps it coherent another way, or it does not change). `host_guard`:
/// a C condition (or empty) under which the construct runs on the local device (`if(false)`,
/// `self`, 2.5.6-2.5.7): then its data is the host's, even where an enclosing data region made
/// a device copy. `next`: a counter naming the temporaries.
pub fn device_reads(
    ctx: &LowerCtx,
    f: &FnCtx,
    e: Handle<Expr>,
    inside: Span,
    scalar: &dyn Fn(VarId) -> bool,
    host_guard: &str,
    next: &mut u32,
) -> Result<Vec<(u32, String)>, Refused> {
    device_accesses(ctx, f, e, inside, scalar, host_guard, false, None, next)
}

/// The calls of host code made kernels of one thread: (the call, its host wrapper's name).
pub type HostCalls = Vec<(Handle<Expr>, String)>;

/// A rewrite around a span: its prefix, an optional text at an inner offset, its closer.
type Wrapper = (Span, String, Option<(u32, String)>, String);

/// [`device_reads`], and with `stores` the expression's stores to memory too (`e[1]++`,
/// `*p += 2`, `s->m = v` in a `kernels` construct's host code): the lvalue's address is
/// computed on the host as written, its value read from the device copy into a temporary
/// (`__oxacc_peek`), the operator applied to the temporary, and the result written back to
/// the device copy (`__oxacc_poke`), or to host memory when the address is not present
/// there; the expression's value is the operator's. A bit-field (no address) is stored so
/// through a copy of its whole record.
///
/// With `calls` (`Some(base)`), a call of a function of this file whose parameters and result
/// are arithmetic values or pointers to them ([`call_kernel_type`]) is evaluated on the device
/// (2.5.3: the construct's code runs there): its callee becomes `((on the host) ? f :
/// __oxacc_hcallBASE_N)`, the second a host function the caller defines (the kernels writer,
/// `cuda::call_kernel`) that launches a kernel of one thread calling `f`'s device code with the
/// arguments the host computed (pointers translated to their device copies) and returns the
/// result. The calls so rewritten are pushed on `calls` with their wrapper's name.
#[allow(clippy::too_many_arguments)]
pub fn device_accesses(
    ctx: &LowerCtx,
    f: &FnCtx,
    e: Handle<Expr>,
    inside: Span,
    scalar: &dyn Fn(VarId) -> bool,
    host_guard: &str,
    stores: bool,
    calls: Option<(u32, &mut HostCalls)>,
    next: &mut u32,
) -> Result<Vec<(u32, String)>, Refused> {
    let (call_base, mut call_out) = match calls {
        Some((b, out)) => (Some(b), Some(out)),
        None => (None, None),
    };
    let mut w = Walker {
        ctx,
        f,
        inside,
        scalar,
        stores,
        call_base,
        wraps: Vec::new(),
        arrows: Vec::new(),
        stored: Vec::new(),
        calls: Vec::new(),
    };
    w.visit(e, Use::Value)?;
    // Prefixes outermost first (pre-order), suffixes innermost first: insertions at one
    // offset keep their order.
    let mut pre: Vec<(Span, String)> = Vec::new();
    let mut post: Vec<(u32, String)> = Vec::new();
    // What runs under the construct's `if(false)`/`self` (its data is the host's) instead of
    // a peek or poke.
    let guard = |copy: &str| {
        if host_guard.is_empty() {
            String::new()
        } else {
            format!("if ({host_guard}) {copy}; else ")
        }
    };
    // Each wrapper: its span, the prefix at its start, an optional text at an inner offset
    // (with the rank ordering it after inner closers at that offset), and its closer.
    let mut wrappers: Vec<Wrapper> = Vec::new();
    for (m, base) in std::mem::take(&mut w.arrows) {
        // `p->bf` (a bit-field has no address): the whole record `*p` is read from the device
        // into a temporary, and the member taken from it, `(&tmp)->bf`.
        let n = *next;
        *next += 1;
        wrappers.push((
            m,
            format!("__extension__ ({{ __auto_type __oxacc_pa{n} = ("),
            Some((
                base.end,
                format!(
                    "); __typeof__((void)0, *__oxacc_pa{n}) __oxacc_pv{n}; {}__oxacc_peek((const void *)__oxacc_pa{n}, (void *)&__oxacc_pv{n}, sizeof __oxacc_pv{n}); (&__oxacc_pv{n})",
                    guard(&format!("__builtin_memcpy((void *)&__oxacc_pv{n}, (const void *)__oxacc_pa{n}, sizeof __oxacc_pv{n})"))
                ),
            )),
            "; })".to_string(),
        ));
    }
    for (whole, lv, lv_text, pointer) in std::mem::take(&mut w.stored) {
        // `L op= R`, `L++`, `++L`: `(*({ a = &(L); peek(a, &v); &v; }))` stands for `L`, and
        // the whole expression's value is kept while `v` is written back. A bit-field's
        // record stands so for its base: `(*({ a = &(s); ...; &v; })).bf = x`, and through a
        // pointer `({ a = (p); ...; &v; })->bf = x` (`pointer`).
        let n = *next;
        *next += 1;
        let ty = if pointer {
            format!("*({lv_text})")
        } else {
            lv_text
        };
        wrappers.push((
            whole,
            format!("__extension__ ({{ __typeof__((void)0, {ty}) __oxacc_sv{n}; void *__oxacc_sa{n}; __auto_type __oxacc_sr{n} = ("),
            None,
            format!(
                "); {}__oxacc_poke(__oxacc_sa{n}, (const void *)&__oxacc_sv{n}, sizeof __oxacc_sv{n}, 0); __oxacc_sr{n}; }})",
                guard(&format!("__builtin_memcpy(__oxacc_sa{n}, (const void *)&__oxacc_sv{n}, sizeof __oxacc_sv{n})"))
            ),
        ));
        let (open, close) = if pointer { ("", "") } else { ("(*", "&") };
        wrappers.push((
            lv,
            format!("{open}__extension__ ({{ __oxacc_sa{n} = (void *)(unsigned long){close}("),
            None,
            format!(
                "); {}__oxacc_peek((const void *)__oxacc_sa{n}, (void *)&__oxacc_sv{n}, sizeof __oxacc_sv{n}); &__oxacc_sv{n}; }}){}",
                guard(&format!("__builtin_memcpy((void *)&__oxacc_sv{n}, (const void *)__oxacc_sa{n}, sizeof __oxacc_sv{n})")),
                if pointer { "" } else { ")" },
            ),
        ));
    }
    let on_host = if host_guard.is_empty() {
        "__oxacc_device_kind() == 2".to_string()
    } else {
        format!("__oxacc_device_kind() == 2 || ({host_guard})")
    };
    for (call, callee) in std::mem::take(&mut w.calls) {
        let n = *next;
        *next += 1;
        let name = format!("__oxacc_hcall{}_{n}", call_base.unwrap_or(0));
        wrappers.push((
            callee,
            format!("(({on_host}) ? "),
            None,
            format!(" : {name})"),
        ));
        if let Some(out) = call_out.as_deref_mut() {
            out.push((call, name));
        }
    }
    let mut spans: Vec<(Span, bool)> = std::mem::take(&mut w.wraps);
    spans.sort_by_key(|(s, _)| (s.start, u32::MAX - s.end));
    let mut closers: Vec<(Span, u8, String)> = Vec::new();
    for (sp, open, middle, close) in wrappers {
        pre.push((sp, open));
        if let Some((at, t)) = middle {
            closers.push((Span::new(sp.start, at), 1, t));
        }
        closers.push((sp, 0, close));
    }
    for (sp, pointer) in spans {
        let n = *next;
        *next += 1;
        pre.push((
            sp,
            format!("__extension__ ({{ __auto_type __oxacc_pa{n} = &("),
        ));
        let value = if pointer {
            format!("(__typeof__(__oxacc_pv{n}))__oxacc_host_ptr((void *)__oxacc_pv{n})")
        } else {
            format!("__oxacc_pv{n}")
        };
        closers.push((
            sp,
            0,
            format!(
                "); __typeof__((void)0, *__oxacc_pa{n}) __oxacc_pv{n}; {guard}__oxacc_peek((const void *)__oxacc_pa{n}, (void *)&__oxacc_pv{n}, sizeof __oxacc_pv{n}); {value}; }})",
                guard = if host_guard.is_empty() {
                    String::new()
                } else {
                    format!("if ({host_guard}) __builtin_memcpy((void *)&__oxacc_pv{n}, (const void *)__oxacc_pa{n}, sizeof __oxacc_pv{n}); else ")
                }
            ),
        ));
    }
    // Innermost first among suffixes at one offset: the later-starting (nested) span closes
    // first.
    // A wrapper's inner text (rank 1) after the closers of what ends there inside it.
    closers.sort_by_key(|(s, rank, _)| (s.end, u32::MAX - s.start, *rank));
    for (sp, _, t) in closers {
        post.push((sp.end, t));
    }
    // Prefixes at one offset: outermost (longest) first.
    pre.sort_by_key(|(s, _)| (s.start, u32::MAX - s.end));
    let mut out: Vec<(u32, String)> = pre.into_iter().map(|(s, t)| (s.start, t)).collect();
    out.extend(post);
    Ok(out)
}

/// `text[span]` with `inserts` (from [`device_reads`], offsets inside `span`) applied.
pub fn apply(text: &str, span: Span, inserts: &[(u32, String)]) -> String {
    let mut sorted: Vec<(usize, &(u32, String))> = inserts.iter().enumerate().collect();
    sorted.sort_by_key(|(i, (at, _))| (*at, *i));
    let mut out = String::new();
    let mut pos = span.start;
    for (_, (at, t)) in sorted {
        if *at < pos || *at > span.end {
            continue;
        }
        out.push_str(text.get(pos as usize..*at as usize).unwrap_or(""));
        out.push_str(t);
        pos = *at;
    }
    out.push_str(text.get(pos as usize..span.end as usize).unwrap_or(""));
    out
}

/// The scalars of the function that expressions of the statement `s` write (assignments,
/// `++`/`--`, `&x` that may be stored through).
pub fn written_scalars(ctx: &LowerCtx, f: &FnCtx, s: Handle<Stmt>) -> HashSet<VarId> {
    let ast = ctx.ast;
    let mut all = Vec::new();
    super::walk::exprs_in_stmt(ast, s, &mut all);
    let mut out = HashSet::new();
    for h in all {
        let Some(x) = ast.exprs.get(h) else { continue };
        if let Some(t) = super::walk::changed_lvalue(x) {
            if let Some(v) = f.names.uses.get(&t) {
                out.insert(*v);
            }
        }
    }
    out
}

struct Walker<'a> {
    ctx: &'a LowerCtx<'a>,
    f: &'a FnCtx,
    inside: Span,
    scalar: &'a dyn Fn(VarId) -> bool,
    /// Whether stores to memory are rewritten ([`device_accesses`]) rather than refused.
    stores: bool,
    /// The lvalues to read from the device: (span, pointer-typed).
    wraps: Vec<(Span, bool)>,
    /// Bit-fields read through `->`: (the member expression, its base).
    arrows: Vec<(Span, Span)>,
    /// Stores to memory: (the storing expression, its lvalue, the lvalue's text).
    /// (The bit-field's base for a bit-field: the record, or with the flag its pointer.)
    stored: Vec<(Span, Span, String, bool)>,
    /// Whether calls of the file's functions are evaluated on the device ([`device_accesses`]).
    call_base: Option<u32>,
    /// Those calls: (the call, its callee's span).
    calls: Vec<(Handle<Expr>, Span)>,
}

/// The function type of `callee` (a call's callee expression) when a kernel of one thread can
/// evaluate the call for host code ([`device_accesses`]): a prototype without `...` whose
/// parameters and result (or `void`) are arithmetic values, not enums or complex, or pointers
/// to such values or `void`, which C names the same at file scope (the host wrapper's
/// declaration) and the device copy of a pointer's target replaces.
pub fn call_kernel_type(sema: &oxacc_sema::Sema, callee: Handle<Expr>) -> Option<TypeId> {
    use oxacc_sema::types::TypeKind;
    let t = sema.types.unqual_id(sema.expr_type(callee));
    let t = if sema.types.is_pointer(t) {
        sema.types.pointee(t)?
    } else {
        t
    };
    let TypeKind::Function(ft) = sema.types.kind(t) else {
        return None;
    };
    let value = |ty: TypeId| {
        let u = sema.types.unqual_id(ty);
        (sema.types.is_integer(u) || sema.types.is_floating(u))
            && !matches!(
                sema.types.kind(u),
                TypeKind::Enum(_) | TypeKind::Complex(_) | TypeKind::LongDouble
            )
    };
    let ok = |ty: TypeId| {
        let u = sema.types.unqual_id(ty);
        value(u)
            || (sema.types.is_pointer(u)
                && sema
                    .types
                    .pointee(u)
                    .is_some_and(|p| value(p) || sema.types.is_void(sema.types.unqual_id(p))))
    };
    let fine = ft.prototyped
        && !ft.variadic
        && ft.params.iter().all(|p| ok(*p))
        && (sema.types.is_void(sema.types.unqual_id(ft.ret)) || ok(ft.ret));
    fine.then_some(t)
}

const MATH: &[&str] = &[
    "sqrt", "sqrtf", "sqrtl", "sin", "sinf", "cos", "cosf", "tan", "tanf", "exp", "expf", "log",
    "logf", "log10", "pow", "powf", "fabs", "fabsf", "fabsl", "abs", "labs", "llabs", "fmin",
    "fminf", "fmax", "fmaxf", "floor", "floorf", "ceil", "ceilf", "atan", "atan2", "atanf", "tanh",
    "tanhf", "erf", "round", "roundf", "fma", "fmaf", "exp2", "cbrt", "hypot", "copysign", "trunc",
    "truncf", "fmod", "fmodf", "log2", "isnan", "isinf", "isfinite",
];

impl<'a> Walker<'a> {
    fn sema(&self) -> Option<&'a oxacc_sema::Sema> {
        self.ctx.sema
    }

    fn span(&self, e: Handle<Expr>) -> Span {
        self.ctx
            .ast
            .exprs
            .get(e)
            .map(|x| x.span)
            .unwrap_or_default()
    }

    /// The variable `e` names when it is an identifier of one.
    fn var_of(&self, e: Handle<Expr>) -> Option<VarId> {
        match self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Ident(_)) => self.f.names.uses.get(&e).copied(),
            _ => None,
        }
    }

    fn declared_inside(&self, v: VarId) -> bool {
        self.f
            .names
            .var(v)
            .is_some_and(|x| self.inside.start <= x.span.start && x.span.end <= self.inside.end)
    }

    /// The variable whose own storage the lvalue `e` designates (through `.` and subscripts
    /// of arrays), if any: a variable declared in the construct is the host's own.
    fn root(&self, e: Handle<Expr>) -> Option<VarId> {
        let sema = self.sema()?;
        match &self.ctx.ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => self.var_of(e),
            ExprKind::Member {
                base, arrow: false, ..
            } => self.root(*base),
            ExprKind::Index { base, index } => {
                let arr = |x: Handle<Expr>| sema.types.is_array(sema.expr_type(x));
                if arr(*base) {
                    self.root(*base)
                } else if arr(*index) {
                    self.root(*index)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Records that the value of the lvalue `e` is read from the device, if its type allows.
    fn read(&mut self, e: Handle<Expr>) {
        let Some(sema) = self.sema() else { return };
        let t = sema.types.unqual_id(sema.expr_type(e));
        if sema.types.is_array(t)
            || sema.types.is_function(t)
            || sema.types.is_void(t)
            || sema.types.is_error(t)
        {
            return;
        }
        if self.root(e).is_some_and(|v| self.declared_inside(v)) {
            return;
        }
        let pointer = sema.types.is_pointer(t);
        // A function pointer stays the host's (the device has no host function addresses).
        if pointer
            && sema
                .types
                .pointee(t)
                .is_some_and(|p| sema.types.is_function(p))
        {
            return;
        }
        self.wraps.push((self.span(e), pointer));
    }

    fn refuse(&self, e: Handle<Expr>, what: impl Into<String>) -> Result<(), Refused> {
        Err(Refused {
            span: self.span(e),
            what: what.into(),
        })
    }

    /// Whether storing into `e` stays coherent: a scalar variable (the caller updates its
    /// device copy) or one of the host's own variables.
    fn store_ok(&self, e: Handle<Expr>) -> bool {
        let Some(sema) = self.sema() else {
            return false;
        };
        match self.var_of(e) {
            Some(v) => {
                self.declared_inside(v) || {
                    let t = sema.types.unqual_id(sema.expr_type(e));
                    sema.types.is_scalar(t)
                }
            }
            None => self.root(e).is_some_and(|v| self.declared_inside(v)),
        }
    }

    /// The store of `e` into memory at the lvalue `lv` (not its operand's other parts):
    /// rewritten to the device copy when `stores` allows it ([`device_accesses`]).
    fn store(&mut self, e: Handle<Expr>, lv: Handle<Expr>) -> Result<(), Refused> {
        let Some(sema) = self.sema() else {
            return self.refuse(e, "a store to memory");
        };
        let t = sema.types.unqual_id(sema.expr_type(lv));
        let plain = sema.types.is_scalar(t)
            || sema.types.is_record(t)
            || sema.types.is_complex(t)
            || sema.types.is_vector(t);
        // A bit-field has no address; an `_Atomic` object is written by its own operations.
        let atomic = sema.types.quals(sema.expr_type(lv)).is_atomic;
        if !self.stores || !plain || atomic {
            return self.refuse(e, "a store to memory");
        }
        let text_of = |sp: Span| {
            self.ctx
                .text
                .get(sp.start as usize..sp.end as usize)
                .unwrap_or("")
                .to_string()
        };
        if sema.is_bitfield(lv) {
            // No address: the whole record is read, the member stored into the copy, and the
            // record written back.
            let Some(ExprKind::Member { base, arrow, .. }) =
                self.ctx.ast.exprs.get(lv).map(|x| &x.kind)
            else {
                return self.refuse(e, "a store to a bit-field");
            };
            let (base, arrow) = (*base, *arrow);
            if !arrow && !sema.is_lvalue(base) {
                return self.refuse(e, "a store to a bit-field");
            }
            let bsp = self.span(base);
            self.stored.push((self.span(e), bsp, text_of(bsp), arrow));
            return self.visit(base, if arrow { Use::Value } else { Use::Place });
        }
        let lsp = self.span(lv);
        self.stored.push((self.span(e), lsp, text_of(lsp), false));
        self.visit(lv, Use::Place)
    }

    /// Whether `name` is a function defined in this file.
    fn file_function(&self, name: &str) -> bool {
        let ast = self.ctx.ast;
        ast.items.iter().any(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => ast
                .functions
                .get(*h)
                .is_some_and(|d| d.declarator.name.map(|n| ast.name(n)) == Some(name)),
            _ => false,
        })
    }

    fn visit(&mut self, e: Handle<Expr>, u: Use) -> Result<(), Refused> {
        let ast = self.ctx.ast;
        let Some(sema) = self.sema() else {
            return Ok(());
        };
        let Some(x) = ast.exprs.get(e) else {
            return Ok(());
        };
        let is_array = |h: Handle<Expr>| sema.types.is_array(sema.expr_type(h));
        match &x.kind {
            ExprKind::Ident(_) => {
                let Some(v) = self.var_of(e) else {
                    return Ok(());
                };
                if u != Use::Value || self.declared_inside(v) {
                    return Ok(());
                }
                let t = sema.types.unqual_id(sema.expr_type(e));
                if sema.types.is_scalar(t) {
                    if (self.scalar)(v) {
                        self.read(e);
                    }
                } else if sema.types.is_record(t)
                    || sema.types.is_complex(t)
                    || sema.types.is_vector(t)
                {
                    // A whole aggregate read (`t = s`): its device copy.
                    self.read(e);
                }
                Ok(())
            }
            ExprKind::Index { base, index } => {
                for h in [*base, *index] {
                    self.visit(h, if is_array(h) { Use::Place } else { Use::Value })?;
                }
                if u == Use::Value {
                    self.read(e);
                }
                Ok(())
            }
            ExprKind::Member { base, arrow, .. } => {
                let bitfield = sema.is_bitfield(e);
                if *arrow {
                    if bitfield && u == Use::Value {
                        // Read from the device's copy of the whole record (device_accesses).
                        self.visit(*base, Use::Value)?;
                        let b = self.span(*base);
                        self.arrows.push((self.span(e), b));
                        return Ok(());
                    }
                    if bitfield {
                        return self.refuse(e, "a store to a bit-field through '->'");
                    }
                    self.visit(*base, Use::Value)?;
                } else if bitfield || !sema.is_lvalue(*base) {
                    // No address to read from: the whole record is read.
                    return self.visit(*base, u);
                } else {
                    self.visit(*base, Use::Place)?;
                }
                if u == Use::Value {
                    self.read(e);
                }
                Ok(())
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::Deref => {
                    self.visit(*operand, Use::Value)?;
                    if u == Use::Value {
                        self.read(e);
                    }
                    Ok(())
                }
                UnaryOp::AddrOf => self.visit(*operand, Use::Place),
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                    if !self.store_ok(*operand) {
                        return self.store(e, *operand);
                    }
                    self.visit(*operand, Use::Place)
                }
                UnaryOp::Real | UnaryOp::Imag => self.visit(*operand, u),
                _ => self.visit(*operand, Use::Value),
            },
            ExprKind::Assign { op, lhs, rhs } => {
                if !self.store_ok(*lhs) {
                    self.store(e, *lhs)?;
                    return self.visit(*rhs, Use::Value);
                }
                self.visit(*lhs, if op.is_some() { Use::Value } else { Use::Place })?;
                self.visit(*rhs, Use::Value)
            }
            ExprKind::Call { callee, args } => {
                let name = match ast.exprs.get(*callee).map(|c| &c.kind) {
                    Some(ExprKind::Ident(id)) if self.var_of(*callee).is_none() => {
                        Some(ast.name(*id).to_string())
                    }
                    _ => None,
                };
                match name {
                    Some(n) if MATH.contains(&n.trim_start_matches("__builtin_")) => {
                        for a in args {
                            self.visit(*a, Use::Value)?;
                        }
                        Ok(())
                    }
                    Some(n) if self.call_base.is_some() && self.file_function(&n) => {
                        if call_kernel_type(sema, *callee).is_none() {
                            return self.refuse(e, format!("a call to '{n}'"));
                        }
                        for a in args {
                            self.visit(*a, Use::Value)?;
                        }
                        let c = self.span(*callee);
                        self.calls.push((e, c));
                        Ok(())
                    }
                    Some(n) => self.refuse(e, format!("a call to '{n}'")),
                    None => self.refuse(e, "a call through a function pointer"),
                }
            }
            ExprKind::StmtExpr(s) => {
                let mut all = Vec::new();
                super::walk::exprs_in_stmt(ast, *s, &mut all);
                let reads_memory = all.iter().any(|h| {
                    matches!(
                        ast.exprs.get(*h).map(|y| &y.kind),
                        Some(
                            ExprKind::Index { .. }
                                | ExprKind::Member { .. }
                                | ExprKind::Call { .. }
                                | ExprKind::Unary {
                                    op: UnaryOp::Deref,
                                    ..
                                }
                        )
                    )
                });
                if reads_memory {
                    return self.refuse(e, "a statement expression reading memory");
                }
                Ok(())
            }
            // Not evaluated.
            ExprKind::SizeofExpr(_)
            | ExprKind::AlignofExpr(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofType(_)
            | ExprKind::Offsetof { .. }
            | ExprKind::TypesCompatible { .. } => Ok(()),
            ExprKind::Generic { assocs, .. } => {
                for a in assocs {
                    self.visit(a.expr, u)?;
                }
                Ok(())
            }
            ExprKind::CompoundLiteral { .. } | ExprKind::VaArg { .. } => Ok(()),
            _ => {
                for c in super::walk::expr_children(x) {
                    self.visit(c, Use::Value)?;
                }
                Ok(())
            }
        }
    }
}
