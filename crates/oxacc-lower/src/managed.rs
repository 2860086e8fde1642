//! `-gpu=managed` (nvc; also `-gpu=mem:managed`, `-ta=tesla:managed`): the program's heap
//! allocations in CUDA managed memory, so that compute regions may use malloc'd data with no
//! data clause, and data clauses on it take no action.
//!
//! How: the prelude declares the C library's allocation functions first in the translation
//! unit, each bound by an asm label to the runtime's entry point (`malloc` to
//! `__oxacc_managed_malloc`, ...: oxacc-rt's `managed.rs`). The system header's declaration
//! that follows keeps the label (gcc takes a function's assembler name from its first
//! declaration), so every call the file makes, a pointer to the function, and the calls gcc
//! synthesises itself (`malloc` + `memset` folded into `calloc`) reach the runtime: only this
//! file's own calls, as nvc's, while libraries keep libc's allocator. `free` of a pointer
//! that is not managed goes on to libc's `free`.
//!
//! A file that defines one of these functions itself, declares the name as something else
//! (a `static` function, a variable), or declares it with another type, keeps its own: the
//! label would rename the definition, or clash with the declaration.

use oxacc_sema::{Linkage, Sema, SymbolKind, TypeKind};
use oxacc_syntax::ast::ExprKind;

use crate::ctx::LowerCtx;

/// A return or parameter type of an allocation function: `void *`, `void`, `int`, `size_t`,
/// `void **`, `char *`, `const char *`.
#[derive(Clone, Copy)]
enum Ty {
    Ptr,
    PtrPtr,
    Void,
    Int,
    Size,
    CharPtr,
    ConstCharPtr,
}

/// The functions bound, with the runtime's name (oxacc-rt `managed.rs`, `oxacc_rt.h`) and
/// their C signature.
const FUNCTIONS: &[(&str, &str, Ty, &[Ty])] = &[
    ("malloc", "__oxacc_managed_malloc", Ty::Ptr, &[Ty::Size]),
    (
        "calloc",
        "__oxacc_managed_calloc",
        Ty::Ptr,
        &[Ty::Size, Ty::Size],
    ),
    (
        "realloc",
        "__oxacc_managed_realloc",
        Ty::Ptr,
        &[Ty::Ptr, Ty::Size],
    ),
    ("free", "__oxacc_managed_free", Ty::Void, &[Ty::Ptr]),
    (
        "posix_memalign",
        "__oxacc_managed_posix_memalign",
        Ty::Int,
        &[Ty::PtrPtr, Ty::Size, Ty::Size],
    ),
    (
        "aligned_alloc",
        "__oxacc_managed_aligned_alloc",
        Ty::Ptr,
        &[Ty::Size, Ty::Size],
    ),
    // POSIX (C23): the copy is the program's to free, so it is managed too. Bound only where
    // the file declares them (a strict ISO C mode's string.h does not).
    (
        "strdup",
        "__oxacc_managed_strdup",
        Ty::CharPtr,
        &[Ty::ConstCharPtr],
    ),
    (
        "strndup",
        "__oxacc_managed_strndup",
        Ty::CharPtr,
        &[Ty::ConstCharPtr, Ty::Size],
    ),
];

/// The functions of [`FUNCTIONS`] bound only when the file declares them.
const DECLARED_ONLY: &[&str] = &["strdup", "strndup"];

fn c_type(t: Ty) -> &'static str {
    match t {
        Ty::Ptr => "void *",
        Ty::PtrPtr => "void **",
        Ty::Void => "void",
        Ty::Int => "int",
        Ty::Size => "__typeof__(sizeof(0))",
        Ty::CharPtr => "char *",
        Ty::ConstCharPtr => "const char *",
    }
}

/// Whether sema's type `ty` is the C type `want`, as gcc's compatibility rule needs it for the
/// prelude's declaration and the file's to agree: `void *` exactly (a K&R `char *malloc();`
/// or `void free(const void *)` conflicts), `void **`, `int`, `size_t` (`unsigned long` on
/// the x86-64 and aarch64 Linux targets oxacc builds for).
fn matches(sema: &Sema, ty: oxacc_sema::TypeId, want: Ty) -> bool {
    let void_ptr = |ty: oxacc_sema::TypeId| match &sema.ty(ty).kind {
        TypeKind::Pointer(p) => {
            let t = sema.ty(*p);
            matches!(t.kind, TypeKind::Void) && t.quals == oxacc_sema::Quals::NONE
        }
        _ => false,
    };
    match want {
        Ty::Ptr => void_ptr(ty),
        Ty::PtrPtr => match &sema.ty(ty).kind {
            TypeKind::Pointer(p) => sema.ty(*p).quals == oxacc_sema::Quals::NONE && void_ptr(*p),
            _ => false,
        },
        Ty::Void => matches!(sema.ty(ty).kind, TypeKind::Void),
        Ty::Int => matches!(sema.ty(ty).kind, TypeKind::Int),
        Ty::Size => matches!(sema.ty(ty).kind, TypeKind::ULong),
        Ty::CharPtr | Ty::ConstCharPtr => match &sema.ty(ty).kind {
            TypeKind::Pointer(p) => {
                let t = sema.ty(*p);
                let quals = if matches!(want, Ty::ConstCharPtr) {
                    oxacc_sema::Quals {
                        is_const: true,
                        ..oxacc_sema::Quals::NONE
                    }
                } else {
                    oxacc_sema::Quals::NONE
                };
                matches!(t.kind, TypeKind::Char) && t.quals == quals
            }
            _ => false,
        },
    }
}

/// The functions of [`FUNCTIONS`] this file may bind: those it does not declare, or declares
/// as the C library's external function with its type and does not define.
fn bindable(sema: &Sema) -> Vec<(&'static str, &'static str, Ty, &'static [Ty])> {
    FUNCTIONS
        .iter()
        .copied()
        .filter(|&(name, _, ret, params)| {
            let Some(sym) = sema.lookup(sema.file_scope(), name) else {
                return !DECLARED_ONLY.contains(&name);
            };
            let info = sema.symbol(sym);
            if info.kind != SymbolKind::Function
                || info.linkage != Linkage::External
                || info.defined
            {
                return false;
            }
            let TypeKind::Function(f) = &sema.ty(info.ty).kind else {
                return false;
            };
            matches(sema, f.ret, ret)
                && (!f.prototyped
                    || f.params.len() == params.len()
                        && !f.variadic
                        && f.params
                            .iter()
                            .zip(params)
                            .all(|(&p, &w)| matches(sema, p, w)))
        })
        .collect()
}

/// The prelude for `-gpu=managed` (a system header's text, like [`crate::prelude::PRELUDE`]):
/// the bound functions' declarations with their asm labels. Empty when none can be bound.
/// `-Minfo`: one message per call of a bound allocation function.
pub fn lower(ctx: &mut LowerCtx, sema: &Sema, minfo: bool) -> String {
    let bound = bindable(sema);
    if bound.is_empty() {
        return String::new();
    }
    let mut prelude = String::from("# 1 \"<oxacc-prelude>\" 3\n");
    for &(name, entry, ret, params) in &bound {
        let params: Vec<&str> = params.iter().map(|&p| c_type(p)).collect();
        prelude.push_str(&format!(
            "extern {} {name}({}) __asm__(\"{entry}\");\n",
            c_type(ret),
            params.join(", ")
        ));
    }
    // The entry points that also take the call's "file:line" (errors name it).
    for &(_, entry, ret, params) in &bound {
        let mut params: Vec<&str> = params.iter().map(|&p| c_type(p)).collect();
        params.push("const char *");
        prelude.push_str(&format!(
            "extern {} {entry}_at({});\n",
            c_type(ret),
            params.join(", ")
        ));
    }
    if minfo {
        minfo_calls(ctx, sema, &bound);
    }
    locate_calls(ctx, sema, &bound);
    prelude
}

/// Each direct call of a bound function in host code, `malloc(n)`, becomes a call of its
/// entry point's `_at` sibling with the call's place, `__oxacc_managed_malloc_at(n,
/// "file.c:12")`, so that the runtime's errors (CUDA out of memory, a `free` of an address
/// inside a block or of a block freed already) name the line. Calls through a pointer, with
/// a parenthesised callee, or in code another lowering rewrote (an edit covers the callee
/// or the closing parenthesis: a compute region outlined, an OpenMP construct, a `return`
/// leaving a data region) keep the asm label: the same allocator, with no place.
fn locate_calls(ctx: &mut LowerCtx, sema: &Sema, bound: &[(&str, &str, Ty, &[Ty])]) {
    let file_scope = sema.file_scope();
    let symbols: Vec<(oxacc_sema::SymbolId, &str, &str, usize)> = bound
        .iter()
        .filter_map(|&(name, entry, _, params)| {
            Some((sema.lookup(file_scope, name)?, name, entry, params.len()))
        })
        .collect();
    let functions: Vec<oxacc_syntax::Span> =
        ctx.ast.functions.iter().map(|(_, f)| f.span).collect();
    let mut calls = Vec::new();
    for (_, e) in ctx.ast.exprs.iter() {
        let ExprKind::Call { callee, args } = &e.kind else {
            continue;
        };
        let Some(c) = ctx.ast.exprs.get(*callee) else {
            continue;
        };
        let Some(sym) = sema.resolved(*callee) else {
            continue;
        };
        let Some(&(_, name, entry, arity)) = symbols.iter().find(|(s, ..)| *s == sym) else {
            continue;
        };
        // The callee is the name itself (not `(malloc)`), the call has the function's
        // arguments (a K&R declaration lets `malloc()` through) and ends with its `)`, and it
        // is in a function (host code).
        if ctx.src(c.span) != name
            || args.len() != arity
            || !ctx.src(e.span).ends_with(')')
            || !functions
                .iter()
                .any(|f| f.start <= e.span.start && e.span.end <= f.end)
        {
            continue;
        }
        calls.push((c.span, e.span, entry));
    }
    for (callee, call, entry) in calls {
        let close = oxacc_syntax::Span::new(call.end - 1, call.end);
        if !ctx.writer.texts_covering(callee).is_empty()
            || !ctx.writer.texts_covering(close).is_empty()
        {
            continue;
        }
        let at = ctx.loc_literal(call.start);
        ctx.writer.replace(callee, format!("{entry}_at"));
        ctx.writer.insert(call.end - 1, format!(", {at}"));
    }
}

/// `NN, malloc: allocation in CUDA managed memory (-gpu=managed)` at each call of a bound
/// allocation function, in the function that makes it (nvc's -Minfo has no such line; a
/// user porting a code sees which allocations the option covers).
fn minfo_calls(ctx: &mut LowerCtx, sema: &Sema, bound: &[(&str, &str, Ty, &[Ty])]) {
    let file_scope = sema.file_scope();
    let symbols: Vec<(oxacc_sema::SymbolId, &str)> = bound
        .iter()
        .filter_map(|&(name, ..)| Some((sema.lookup(file_scope, name)?, name)))
        .collect();
    // Function definitions by span, for the function a call is in (-Minfo is per function).
    let functions: Vec<(oxacc_syntax::Span, String)> = ctx
        .ast
        .functions
        .iter()
        .filter_map(|(h, f)| {
            let info = sema.function(h)?;
            Some((f.span, sema.symbol(info.symbol).name.clone()))
        })
        .collect();
    let mut found = Vec::new();
    for (_, e) in ctx.ast.exprs.iter() {
        let ExprKind::Call { callee, .. } = &e.kind else {
            continue;
        };
        let Some(sym) = sema.resolved(*callee) else {
            continue;
        };
        let Some(&(_, name)) = symbols.iter().find(|(s, _)| *s == sym) else {
            continue;
        };
        let Some((_, function)) = functions
            .iter()
            .find(|(span, _)| span.start <= e.span.start && e.span.end <= span.end)
        else {
            continue;
        };
        // `free` says nothing: it gives back what the allocations said.
        if name == "free" {
            continue;
        }
        found.push((
            e.span.start,
            function.clone(),
            format!("{name}: allocation in CUDA managed memory (-gpu=managed)"),
        ));
    }
    // One message per line and function (`free(x); free(y);` on one line: one).
    let mut seen = std::collections::HashSet::new();
    for (offset, function, message) in found {
        let loc = ctx.map.lookup(offset);
        let (file, line) = (loc.file.to_string(), loc.line);
        if seen.insert((file.clone(), line, message.clone())) {
            ctx.minfo.push(offset, function, file, line, message);
        }
    }
}
