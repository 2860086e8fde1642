//! Declarations the OpenMP code needs before the file (the host C is compiled as
//! `-x cpp-output`, without `#include`). Mirrors the `__oxomp_*` part of `oxacc_rt.h` (a test
//! compiles both together).

use std::collections::BTreeSet;

use oxacc_sema::{Sema, SymbolKind};
use oxacc_syntax::ast::ExprKind;
use oxacc_syntax::Ast;

pub const PRELUDE: &str = r#"# 1 "<oxacc-omp-prelude>" 3
extern void __oxomp_parallel(void (*)(void *), void *, int, int);
extern int __oxomp_num_threads_arg(long long, const char *);
extern int __oxomp_thread_num(void);
extern int __oxomp_num_threads(void);
extern void __oxomp_static_range(long long, long long *, long long *);
extern void __oxomp_loop_start(long long, int, long long, int);
extern int __oxomp_loop_next(long long *, long long *);
extern void __oxomp_loop_end(int);
extern void __oxomp_ordered_iter(long long);
extern void __oxomp_ordered_start(const char *);
extern void __oxomp_ordered_end(void);
extern void __oxomp_sections_start(int);
extern int __oxomp_sections_next(void);
extern void __oxomp_sections_end(int);
extern int __oxomp_single_start(void);
extern void *__oxomp_copyprivate(void *);
extern void __oxomp_barrier(void);
extern void __oxomp_critical_start(unsigned *);
extern void __oxomp_critical_end(unsigned *);
extern void __oxomp_atomic_start(void);
extern void __oxomp_atomic_end(void);
__attribute__((weak)) int __oxacc_atomic_lock;
"#;

/// The `omp.h` routines (OpenMP 2.0 chapter 3) and their C prototypes.
const API: &[(&str, &str, &str)] = &[
    ("omp_set_num_threads", "void", "int a"),
    ("omp_get_num_threads", "int", "void"),
    ("omp_get_max_threads", "int", "void"),
    ("omp_get_thread_num", "int", "void"),
    ("omp_get_num_procs", "int", "void"),
    ("omp_in_parallel", "int", "void"),
    ("omp_set_dynamic", "void", "int a"),
    ("omp_get_dynamic", "int", "void"),
    ("omp_set_nested", "void", "int a"),
    ("omp_get_nested", "int", "void"),
    ("omp_init_lock", "void", "void *a"),
    ("omp_destroy_lock", "void", "void *a"),
    ("omp_set_lock", "void", "void *a"),
    ("omp_unset_lock", "void", "void *a"),
    ("omp_test_lock", "int", "void *a"),
    ("omp_init_nest_lock", "void", "void *a"),
    ("omp_destroy_nest_lock", "void", "void *a"),
    ("omp_set_nest_lock", "void", "void *a"),
    ("omp_unset_nest_lock", "void", "void *a"),
    ("omp_test_nest_lock", "int", "void *a"),
    ("omp_get_wtime", "double", "void"),
    ("omp_get_wtick", "double", "void"),
];

/// Weak `omp_*` symbols forwarding to the runtime's `__oxomp_omp_*`, for the routines this
/// unit uses without `omp.h`'s declarations (which bind the names to the runtime's symbols
/// with asm labels): a program that declares them itself still links, and one that defines
/// its own wins over the weak ones.
pub fn weak_api(ast: &Ast, sema: &Sema) -> String {
    let mut used: BTreeSet<&str> = BTreeSet::new();
    for (h, e) in ast.exprs.iter() {
        let ExprKind::Ident(id) = e.kind else {
            continue;
        };
        let name = ast.name(id);
        if !name.starts_with("omp_") {
            continue;
        }
        let Some(sym) = sema.resolved(h) else {
            continue;
        };
        if sema.symbol(sym).kind != SymbolKind::Function {
            continue;
        }
        used.insert(name);
    }
    // Names the unit binds to the runtime through omp.h, or defines itself, need nothing.
    let mut skip: BTreeSet<String> = BTreeSet::new();
    for (_, d) in ast.decls.iter() {
        for i in &d.declarators {
            if let (Some(n), Some(_)) = (i.declarator.name, i.declarator.asm_label) {
                skip.insert(ast.name(n).to_string());
            }
        }
    }
    for (_, f) in ast.functions.iter() {
        if let Some(n) = f.declarator.name {
            skip.insert(ast.name(n).to_string());
        }
    }
    let mut out = String::new();
    for (name, ret, params) in API {
        if !used.contains(name) || skip.contains(*name) {
            continue;
        }
        let call_args = if *params == "void" { "" } else { "a" };
        let ret_kw = if *ret == "void" { "" } else { "return " };
        out.push_str(&format!(
            "extern {ret} __oxomp_{name}({params});\n\
             __attribute__((weak)) {ret} __oxomp_weak_{name}({params}) __asm__(\"{name}\");\n\
             {ret} __oxomp_weak_{name}({params}) {{ {ret_kw}__oxomp_{name}({call_args}); }}\n"
        ));
    }
    out
}
