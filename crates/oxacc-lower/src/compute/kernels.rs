//! The kernels construct (spec 2.5.3): "the compiler will split the code in the kernels region
//! into a sequence of accelerator kernels. Typically, each loop nest will be a distinct
//! kernel."
//!
//! Each statement of the region is looked at in order. A loop nest whose outer loop is
//! parallelizable (by `loop independent`/`gang`, or by the dependence test below) becomes one
//! kernel, outlined like a `parallel loop` (see `outline.rs`) with its outer loop divided over
//! the team and its inner parallelizable loops vectorised: an inner loop that needs a
//! reduction gets it as an implied `reduction` clause of its own (a row sum inside a gang
//! loop is a vector reduction, as nvc makes it) where the vector lanes are free, and runs in
//! sequence in each thread inside a vector loop or a collapsed top nest. A loop that carries a dependence
//! (or is `loop seq`) stays on the host, and its body is split again: like the tutorial's
//! `iter` loop around two parallel nests, which launches two kernels per iteration; but a loop
//! around row reductions (HPCG's Gauss-Seidel) is one kernel, in sequence in one gang, each
//! row reduced over the vector lanes (`Kerneliser::seq_outer_kernel`). Other
//! statements run on the host as written (memory is shared with the host device type).
//!
//! The dependence test (for loop `L` with variable `v`, over every pair of references to one
//! array with at least one write): each subscript is put in affine form `a*v + rest`, whose
//! symbols must be invariant in the loop (declared outside it and not assigned in it; a body
//! local never assigned again stands for its initializer when that keeps its value, `int k =
//! i;`; an inner loop's variable only counts through its span in a row-major subscript; a cast
//! is looked through only when it keeps the element, `(long)i` but not `(unsigned char)i`); a
//! dimension where both `rest`s have the same symbolic part proves independence when the
//! equation `aW*v1 - aR*v2 = cR - cW` has no solution with `v1 != v2` (equal non-zero
//! coefficients with a difference they do not divide or a zero difference; coefficients whose
//! GCD does not divide the difference; both zero with different constants); a subscript holding
//! `v` against one that does not is apart when `v`'s bounds keep them on one side (`a[i][k]`
//! and `a[k][k]` with `i` from `k + 1`: [`separated_by_bounds`]), and two dimensions that
//! force different distances between the iterations are apart together (an anti-diagonal,
//! `L[i][d - i]` and `L[i - 1][d - i - 1]`). Scalars written in
//! the loop must be privatizable (assigned before any use on every path through the body's top
//! level) or reductions (`x op= e`, `x = x op e`, a count `x++;`, `x = fmax(x, e)`, `if (e >
//! x) x = e;` and the min forms, under any `if` and behind `&&` guards (`if (c && e > x)`), with every mention of `x` in the body part of
//! such an update of one operator: -Minfo says "Generating implicit reduction(op:x)"); distinct
//! arrays must not alias (declared arrays, or
//! pointers whose data level is `restrict`). Every access to memory is a reference, in any form
//! (`*(a + i - 1)`, `(a - 1)[i]`, `p[1]` through `int *p = a + i;` declared in the body,
//! `s.v[i]`, `p[i].x`: [`Places`]); a struct loaded or stored whole
//! (`q[i] = add(p[i], p[i + 1]);`) is its element, covering every member access of that
//! element; one the test cannot follow (a pointer the loop assigns, a cast to another
//! pointed-to type, a whole union) is a dependence with every write. Calls are
//! allowed only to math functions and functions with a `routine` directive whose body is in the
//! file and, with everything it calls, writes nothing but its own locals ([`file_effects`]) and
//! the objects its out-parameters point to (pointer parameters it mentions only as `*p`:
//! `flux(q, i, &f[i])` writes and reads `f[i]` in the loop, `prim(r, m, &u, &p)` the
//! iteration's own `u` and `p`); what it reads through its pointer arguments or from globals
//! is a reference of the loop.

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{ClauseName, DirectiveName, ReductionOp};
use oxacc_sema::TypeId;
use oxacc_syntax::ast::{
    BinaryOp, Directive, Expr, ExprKind, ExternalDecl, ForInit, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::{Ast, Handle, Span};

use super::ctype::{self, VarClass};
use super::loops;
use super::names::VarId;
use super::outline::{self, host_clauses, Kind, Mode, Region};
use super::splice::Edits;
use super::walk;
use super::FnCtx;
use crate::ctx::LowerCtx;

/// The verdict on one loop.
#[derive(Clone, Debug)]
pub enum Verdict {
    Parallel {
        private: Vec<String>,
        reductions: Vec<(String, ReductionOp)>,
        /// Privatized scalars whose last value the code after the loop reads (lastprivate,
        /// as nvc makes them): each iteration assigns it once, unconditionally, the
        /// expression given (of invariants and the loop variable), so the host stores that
        /// expression at the last iteration's value after the kernel (`with_final_value`).
        last: Vec<(String, Last)>,
    },
    /// The -Minfo reason.
    Sequential(String),
}

/// What a lastprivate scalar of [`Verdict::Parallel`] holds after the last iteration.
#[derive(Clone, Debug)]
pub enum Last {
    /// The value of this expression (the right side of its one assignment) at the last
    /// value of the loop variable.
    Value(Handle<Expr>),
    /// The final value of the variable of this inner loop (a statement of the body's top
    /// level), whose bounds are computed at the last value of the loop variable.
    LoopEnd(Handle<Stmt>),
}

/// The <math.h> functions (C11 7.12) whose operands and result are values: no side effect,
/// and the device has each (the double, `f` and `l` forms). Not those storing through a
/// pointer (`frexp`, `modf`, `remquo`) or setting a global (`lgamma`'s `signgam`), nor
/// `nan` (it reads a string).
pub(crate) const C_MATH: &[&str] = &[
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "ceil",
    "copysign",
    "cos",
    "cosh",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "fabs",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "hypot",
    "ilogb",
    "ldexp",
    "llrint",
    "llround",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "lrint",
    "lround",
    "nearbyint",
    "nextafter",
    "pow",
    "remainder",
    "rint",
    "round",
    "scalbln",
    "scalbn",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "tgamma",
    "trunc",
];

/// The <complex.h> functions (C11 7.3): values in, a value out. The device has the double
/// and `f` forms (the CUDA writer's `is_complex_function`); `long double _Complex` code runs
/// on the host, so the `l` forms are not listed.
const C_COMPLEX: &[&str] = &[
    "cabs", "carg", "cimag", "creal", "conj", "cproj", "cexp", "clog", "cpow", "csqrt", "csin",
    "ccos", "ctan", "casin", "cacos", "catan", "csinh", "ccosh", "ctanh", "casinh", "cacosh",
    "catanh",
];

/// Whether `name` is a math function a kernel may call with no effect beyond its value:
/// one of [`C_MATH`] in any of its three forms, one of [`C_COMPLEX`] (a state vector's
/// `cexp` phase, `conj`), or the integer `abs` family (`erfc`, `erff` and `log1p` made S3D's
/// and Black-Scholes' loops "not a routine" in `kernels`; `cexp` a rotation's).
fn is_math(name: &str) -> bool {
    if matches!(name, "abs" | "labs" | "llabs") {
        return true;
    }
    let base = |suffix: char| name.strip_suffix(suffix).filter(|b| C_MATH.contains(b));
    let complex = C_COMPLEX.contains(&name)
        || name
            .strip_suffix('f')
            .is_some_and(|b| C_COMPLEX.contains(&b));
    C_MATH.contains(&name) || base('f').is_some() || base('l').is_some() || complex
}

/// Names of functions declared with a `routine` directive (2.15.1), and of those the
/// implicit `routine seq` of 2.15.1 applies to that a kernel can call: defined in this file,
/// calling only math functions and such routines (Parboil sad's `static inline int iabs(int)`
/// made each loop around its call "not a routine", four host loops around a one-thread
/// kernel, while a `parallel` construct calls it on the device). One calling anything else
/// (`printf`, `malloc`, itself) stays host code, as before.
/// (Computed once per translation unit: [`LowerCtx::routine_names`].)
pub fn routine_names(ctx: &LowerCtx) -> HashSet<String> {
    ctx.routine_names
        .get_or_init(|| find_routine_names(ctx))
        .clone()
}

/// The functions defined in the file: (name, body).
fn defined_functions(ast: &Ast) -> Vec<(String, Handle<Stmt>)> {
    ast.items
        .iter()
        .filter_map(|it| match it {
            ExternalDecl::FunctionDef(f) => {
                let def = ast.functions.get(*f)?;
                Some((ast.name(def.declarator.name?).to_string(), def.body))
            }
            _ => None,
        })
        .collect()
}

fn find_routine_names(ctx: &LowerCtx) -> HashSet<String> {
    let mut out: HashSet<String> = super::routine::routine_directives(ctx)
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    let ast = ctx.ast;
    let defs = defined_functions(ast);
    let callees = |body: Handle<Stmt>| -> Option<Vec<String>> {
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, body, &mut exprs);
        let mut names = Vec::new();
        for e in exprs {
            if let Some(ExprKind::Call { callee, .. }) = ast.exprs.get(e).map(|x| &x.kind) {
                match ast.exprs.get(*callee).map(|c| &c.kind) {
                    Some(ExprKind::Ident(id)) => names.push(ast.name(*id).to_string()),
                    _ => return None,
                }
            }
        }
        Some(names)
    };
    let mut pending: Vec<(String, Vec<String>)> = defs
        .iter()
        .filter(|(n, _)| !out.contains(n))
        .filter_map(|(n, b)| Some((n.clone(), callees(*b)?)))
        .collect();
    // Grown to a fixed point: a function calling another one of the set joins it.
    loop {
        let before = pending.len();
        pending.retain(|(n, calls)| {
            let ok = calls.iter().all(|c| is_math(c) || out.contains(c));
            if ok {
                out.insert(n.clone());
            }
            !ok
        });
        if pending.len() == before {
            break;
        }
    }
    out
}

/// For `loop auto` in a parallel region (2.9.7): true when the dependence test proves the loop
/// `for_stmt` parallel with no scalar that would need privatizing or reducing.
pub fn auto_is_parallel(ctx: &LowerCtx, f: &FnCtx, for_stmt: Handle<Stmt>) -> bool {
    auto_parallel_privates(ctx, f, for_stmt, HashSet::new()).is_some_and(|p| p.is_empty())
}

/// For `loop auto` in a parallel region (2.9.7): when the dependence test proves the loop
/// `for_stmt` parallel, the scalars it must privatize (as an implied `private` clause: each
/// iteration assigns them before any use, and their last value is dead), as clause items.
/// `clause_vars` are the variables of the loop's own `private` and `reduction` clauses: those
/// clauses give each iteration (thread) its own copy (2.9.10, 2.9.11), so they carry no
/// dependence. None when the loop must run in sequence (a dependence, or a reduction the
/// clauses do not declare).
pub fn auto_parallel_privates(
    ctx: &LowerCtx,
    f: &FnCtx,
    for_stmt: Handle<Stmt>,
    clause_vars: HashSet<String>,
) -> Option<Vec<oxacc_acc::ast::DataVar>> {
    let l = loops::canonical_in(ctx.ast, ctx.sema, for_stmt)?;
    let routines = routine_names(ctx);
    let a = Analysis {
        ctx,
        f,
        routines: &routines,
        loop_private: clause_vars,
    };
    match a.verdict(&l) {
        Verdict::Parallel {
            private,
            reductions,
            last,
        } if reductions.is_empty() && last.is_empty() => {
            let items: Vec<(String, ReductionOp)> =
                private.into_iter().map(|n| (n, ReductionOp::Add)).collect();
            implied_clause(ctx.ast, for_stmt, &items)
                .map(|v| v.into_iter().map(|(_, d)| d).collect())
        }
        _ => None,
    }
}

// ---- affine subscripts -------------------------------------------------------------------

#[derive(Clone, Debug, Default, PartialEq)]
struct Affine {
    coef: Vec<(String, i64)>,
    konst: i64,
    /// Non-affine parts, each as the C printer prints it: the printing is canonical (blanks,
    /// comments and redundant parentheses are gone), so equal expressions give equal keys
    /// however they were written.
    other: Vec<String>,
    /// The value is not known to be the same function of the loop variable in every
    /// iteration (it uses a variable the loop changes): the dimension proves nothing.
    unknown: bool,
}

impl Affine {
    fn norm(mut self) -> Affine {
        let mut m: HashMap<String, i64> = HashMap::new();
        for (n, c) in self.coef {
            *m.entry(n).or_default() += c;
        }
        let mut v: Vec<(String, i64)> = m.into_iter().filter(|(_, c)| *c != 0).collect();
        v.sort();
        self.coef = v;
        self.other.sort();
        self
    }
    fn scale(mut self, k: i64) -> Affine {
        for c in &mut self.coef {
            c.1 = c.1.saturating_mul(k);
        }
        self.konst = self.konst.saturating_mul(k);
        if k != 1 {
            self.other = self.other.iter().map(|o| format!("{k}*({o})")).collect();
        }
        self
    }
    fn add(mut self, o: Affine) -> Affine {
        self.coef.extend(o.coef);
        self.konst = self.konst.saturating_add(o.konst);
        self.other.extend(o.other);
        self.unknown |= o.unknown;
        self
    }
    fn coef_of(&self, v: &str) -> i64 {
        self.coef
            .iter()
            .find(|(n, _)| n == v)
            .map_or(0, |(_, c)| *c)
    }
    fn without(&self, v: &str) -> (Vec<(String, i64)>, Vec<String>) {
        (
            self.coef.iter().filter(|(n, _)| n != v).cloned().collect(),
            self.other.clone(),
        )
    }
    /// The affine part with `v`'s plain term taken out: the other terms and the constant
    /// (what `c*v + x` leaves as `x`).
    fn rest_without(&self, v: &str) -> Affine {
        Affine {
            coef: self.without(v).0,
            konst: self.konst,
            ..Affine::default()
        }
    }
    /// Whether some term has `v` as a factor (`v`, `v*n`).
    fn names(&self, v: &str) -> bool {
        self.coef.iter().any(|(n, _)| n.split('*').any(|x| x == v))
    }
    /// Whether `v` is a factor of a product term (`v*n`: a term whose sign is not known),
    /// besides its plain term.
    fn in_product(&self, v: &str) -> bool {
        self.coef
            .iter()
            .any(|(n, _)| n != v && n.split('*').any(|x| x == v))
    }
}

/// A structural key of an expression (see [`Affine::other`]).
/// Whether the object reached at `occ` (up through the subscripts of its arrays and its `.`
/// members) has its address taken or decays to a pointer; `sizeof`/`_Alignof` of it does
/// not count. Shared by `sealed` and `fresh_allocation`, which both ask whether a variable's
/// storage can be reached through some other pointer.
fn object_escapes(
    ast: &Ast,
    sema: &oxacc_sema::Sema,
    parent: &HashMap<Handle<Expr>, Handle<Expr>>,
    occ: Handle<Expr>,
) -> bool {
    let kind = |h: Option<&Handle<Expr>>| h.and_then(|p| ast.exprs.get(*p)).map(|x| &x.kind);
    let mut cur = occ;
    loop {
        let p = parent.get(&cur);
        match kind(p) {
            Some(ExprKind::Index { base, .. })
                if *base == cur && sema.is_array(sema.expr_type(cur)) => {}
            Some(ExprKind::Member {
                base, arrow: false, ..
            }) if *base == cur => {}
            _ => break,
        }
        match p {
            Some(p) => cur = *p,
            None => break,
        }
    }
    match kind(parent.get(&cur)) {
        Some(ExprKind::Unary {
            op: UnaryOp::AddrOf,
            ..
        }) => true,
        Some(ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_)) => false,
        _ => sema.is_array(sema.expr_type(cur)),
    }
}

fn key(ast: &Ast, text: &str, e: Handle<Expr>) -> String {
    oxacc_syntax::print_expr(ast, text, e)
}

/// Whether the printed expression `o` mentions the identifier `v` (as a whole word: `idx`
/// does not mention `i`).
fn mentions(o: &str, v: &str) -> bool {
    o.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|w| w == v)
}

/// The affine form with nothing known of the names.
fn affine(ast: &Ast, text: &str, e: Handle<Expr>) -> Affine {
    affine_in(ast, text, e, &Env::default(), 0)
}

/// What the affine form of a subscript needs to know about the loop it is in.
#[derive(Default)]
struct Env<'e> {
    /// Types, for casts (without them a cast is opaque).
    sema: Option<&'e oxacc_sema::Sema>,
    /// Identifier expression → the variable it names (sema's resolution).
    uses: Option<&'e HashMap<Handle<Expr>, VarId>>,
    /// Variables declared in the body and never assigned after their declaration, by their
    /// initializer: `int k = i;` makes `a[k]` the subscript `i`.
    subst: HashMap<VarId, Handle<Expr>>,
    /// Names whose value changes during the loop and that no inner loop's range bounds (body
    /// locals that are not substituted, scalars the body assigns, inner loop variables without
    /// a known span): a subscript using one has an unknown value.
    variant: HashSet<String>,
    /// Every name whose value changes during the loop, inner loop variables included: an opaque
    /// part naming one is not the same value in two references even when it prints the same.
    changing: HashSet<String>,
}

/// Substitutions nest (a local initialized from another); the bound only stops a malformed
/// chain.
const SUBST_DEPTH: u32 = 8;

fn affine_in(ast: &Ast, text: &str, e: Handle<Expr>, env: &Env, depth: u32) -> Affine {
    let Some(ex) = ast.exprs.get(e) else {
        return Affine::default();
    };
    let rec = |x: Handle<Expr>| affine_in(ast, text, x, env, depth);
    let opaque = || {
        let k = key(ast, text, e);
        Affine {
            unknown: env.changing.iter().any(|n| mentions(&k, n)),
            other: vec![k],
            ..Affine::default()
        }
    };
    // An integer constant expression (`N/2` after the preprocessor: `1024/2`) is its value.
    if let Some(k) = env
        .sema
        .and_then(|s| s.eval_int(e))
        .and_then(|k| i64::try_from(k).ok())
    {
        return Affine {
            konst: k,
            ..Affine::default()
        };
    }
    let a = match &ex.kind {
        ExprKind::IntLit(l) if !l.overflow && l.value <= i64::MAX as u128 => Affine {
            konst: l.value as i64,
            ..Affine::default()
        },
        ExprKind::Ident(id) => {
            let var = env.uses.and_then(|u| u.get(&e));
            match var.and_then(|v| env.subst.get(v)) {
                Some(init) if depth < SUBST_DEPTH => {
                    return affine_in(ast, text, *init, env, depth + 1);
                }
                _ => {}
            }
            let name = ast.name(*id).to_string();
            Affine {
                unknown: env.variant.contains(&name),
                coef: vec![(name, 1)],
                ..Affine::default()
            }
        }
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
        } => rec(*lhs).add(rec(*rhs)),
        ExprKind::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
        } => rec(*lhs).add(rec(*rhs).scale(-1)),
        ExprKind::Binary {
            op: BinaryOp::Mul,
            lhs,
            rhs,
        } => {
            let (l, r) = (rec(*lhs), rec(*rhs));
            if l.unknown || r.unknown {
                return Affine {
                    unknown: true,
                    ..opaque()
                };
            }
            if l.coef.is_empty() && l.other.is_empty() {
                r.scale(l.konst)
            } else if r.coef.is_empty() && r.other.is_empty() {
                l.scale(r.konst)
            } else if let Some(p) = single_symbol(&r).and_then(|s| symbolic_product(&l, s)) {
                p
            } else if let Some(p) = single_symbol(&l).and_then(|s| symbolic_product(&r, s)) {
                p
            } else {
                opaque()
            }
        }
        // Constants divided (`N/2` from a macro): C's quotient and remainder truncate toward
        // zero, as Rust's do; anything else divided is opaque.
        ExprKind::Binary {
            op: op @ (BinaryOp::Div | BinaryOp::Rem),
            lhs,
            rhs,
        } => {
            let constant = |a: &Affine| a.coef.is_empty() && a.other.is_empty() && !a.unknown;
            // The affine value is the C value only in signed arithmetic without conversions
            // (`(size_t)-7 / 2` and `-1u / 2` are not -3 and 0).
            let mut parts = Vec::new();
            walk::exprs_in_expr(ast, e, &mut parts);
            let signed = env.sema.is_some_and(|sema| {
                parts.iter().all(|x| {
                    !matches!(
                        ast.exprs.get(*x).map(|x| &x.kind),
                        Some(ExprKind::Cast { .. })
                    ) && int_range(sema, sema.value_type(*x)).is_some_and(|(_, s)| s)
                })
            });
            let (l, r) = (rec(*lhs), rec(*rhs));
            let folded = if signed && constant(&l) && constant(&r) {
                match op {
                    BinaryOp::Div => l.konst.checked_div(r.konst),
                    _ => l.konst.checked_rem(r.konst),
                }
            } else {
                None
            };
            match folded {
                Some(k) => Affine {
                    konst: k,
                    ..Affine::default()
                },
                None => opaque(),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Minus,
            operand,
        } => rec(*operand).scale(-1),
        ExprKind::Unary {
            op: UnaryOp::Plus,
            operand,
        } => rec(*operand),
        // A conversion that keeps every value (or, to a 64-bit type, every address the
        // subscript reaches) is looked through; `a[(unsigned char)i]` is not `a[i]`: i and
        // i + 256 meet.
        ExprKind::Cast { expr, .. } => match env.sema {
            Some(sema) if subscript_keeps(sema, sema.value_type(*expr), sema.value_type(e)) => {
                rec(*expr)
            }
            _ => opaque(),
        },
        _ => opaque(),
    };
    a.norm()
}

/// The name of an affine form that is one variable, `x`.
fn single_symbol(a: &Affine) -> Option<&str> {
    match (a.coef.as_slice(), a.konst, a.other.is_empty()) {
        ([(n, 1)], 0, true) if !n.contains('*') => Some(n),
        _ => None,
    }
}

/// `l * s` for a variable `s`, distributed: each `c*x` of `l` becomes the term `x*s` (a
/// variable of its own, named by its factors in sorted order) and the constant `k` the term
/// `k*s`: `(i + 1) * n` is `i*n + n`, the form of a row-major index (`i * n + j`), and
/// `nx * (j + ny*k)` is `j*nx + k*nx*ny` (SPEC's `Index3D(nx,ny,i,j,k)`). None when `l` has
/// parts it cannot multiply (opaque parts).
fn symbolic_product(l: &Affine, s: &str) -> Option<Affine> {
    if !l.other.is_empty() {
        return None;
    }
    let mut coef: Vec<(String, i64)> = l
        .coef
        .iter()
        .map(|(x, c)| {
            let mut factors: Vec<&str> = x.split('*').collect();
            factors.push(s);
            factors.sort_unstable();
            (factors.join("*"), *c)
        })
        .collect();
    if l.konst != 0 {
        coef.push((s.to_string(), l.konst));
    }
    Some(
        Affine {
            coef,
            konst: 0,
            other: Vec::new(),
            unknown: false,
        }
        .norm(),
    )
}

/// The terms of `f` that are products with `v` (`v` one of their factors, in any place), as
/// (the other factors `S`, coefficient, the term's name).
fn products_with<'f>(f: &'f Affine, v: &str) -> Vec<(String, i64, &'f str)> {
    f.coef
        .iter()
        .filter_map(|(n, c)| {
            let factors: Vec<&str> = n.split('*').collect();
            if factors.len() < 2 {
                return None;
            }
            let at = factors.iter().position(|x| *x == v)?;
            let rest: Vec<&str> = factors
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != at)
                .map(|(_, x)| *x)
                .collect();
            Some((rest.join("*"), *c, n.as_str()))
        })
        .collect()
}

/// A row-major subscript over the loop of `v` (`v*S + j + c`, with `S` invariant and `j` a
/// loop inside whose values span less than `S`): the pair of references touches one location
/// in two different iterations only if the part beyond `v*S` can reach a whole row, so they
/// are independent when `|a|*S` exceeds what the inner variables and the constants can add
/// (`ranges`: an inner loop variable's span, the number of values it takes at most).
///
/// The part beyond the row may hold inner variables times invariant symbols (`j*nx` in
/// `b[i + nx*(j + ny*k)]` over the loop of `k`, a 3-D sweep along `j`), which add at most
/// `|c|*P*(span - 1)`, and invariant terms the two references have with different
/// coefficients (`b[i + nx*(j - 1 + ny*k)]`: `-nx`), which add `|c1 - c2|*P`. Both bounds hold
/// only for `P >= 0`: each factor of such a `P` must be in `nonneg` (a symbol bounding a loop
/// around one of the references, see `Analysis::nonneg_symbols`).
///
/// `defs`: the values of the function's locals that never change ([`Analysis::invariant_defs`]),
/// substituted in the difference (CloverLeaf's row width `w = x_max - x_min + 5`).
fn independent_rows(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    ranges: &HashMap<String, Affine>,
    lows: &HashMap<String, i64>,
    nonneg: &HashSet<String>,
    defs: &HashMap<String, Affine>,
) -> bool {
    let (pw, pr) = (products_with(fw, v), products_with(fr, v));
    let ([(sw, aw, prod)], [(sr, ar, _)]) = (pw.as_slice(), pr.as_slice()) else {
        return false;
    };
    if fw.unknown || fr.unknown {
        return false;
    }
    // The row `S` must be invariant: no factor an inner loop's variable.
    let inner_factor = |n: &str| n.split('*').any(|x| ranges.contains_key(x) || x == v);
    if sw != sr || aw != ar || *aw == 0 || inner_factor(sw) {
        return false;
    }
    let (row, a) = (sw.as_str(), *aw);
    if fw.coef_of(v) != 0 || fr.coef_of(v) != 0 {
        return false;
    }
    // Opaque parts beyond the row: equal in both (and then the same value: `unknown` is
    // false, so none names a changing variable), or nothing is proved.
    if fw.other != fr.other || !fw.other.is_empty() {
        return false;
    }
    let coef = |f: &Affine, n: &str| f.coef.iter().filter(|(x, _)| x == n).map(|(_, c)| *c).sum();
    let mut names: Vec<&str> = fw
        .coef
        .iter()
        .chain(&fr.coef)
        .map(|(n, _)| n.as_str())
        .filter(|n| n != prod)
        .collect();
    names.sort_unstable();
    names.dedup();
    // |a|*row - sum of what each term can add - |dc| must be a positive constant.
    let mut d = Affine {
        coef: vec![(row.to_string(), a.abs())],
        konst: -(fr.konst - fw.konst).saturating_abs(),
        other: Vec::new(),
        unknown: false,
    };
    for n in names {
        let (cw, cr): (i64, i64) = (coef(fw, n), coef(fr, n));
        let factors: Vec<&str> = n.split('*').collect();
        let inner: Vec<&str> = factors
            .iter()
            .copied()
            .filter(|x| ranges.contains_key(*x))
            .collect();
        let rest: Vec<&str> = factors
            .iter()
            .copied()
            .filter(|x| !ranges.contains_key(*x))
            .collect();
        if rest.contains(&v) {
            return false;
        }
        let all_nonneg = rest.iter().all(|x| nonneg.contains(*x));
        match inner.as_slice() {
            // Invariant in the loop of `v` (as the test below assumes too), products of
            // invariant names too (`k*nx*ny` in the loop of `j`): the same in both, or they
            // differ by `(cr - cw)*n`.
            [] => {
                if cw != cr {
                    if !all_nonneg {
                        return false;
                    }
                    d = d.add(Affine {
                        coef: vec![(n.to_string(), -(cr - cw).saturating_abs())],
                        ..Affine::default()
                    });
                }
            }
            // An inner variable (times invariant symbols `P`): it takes other values in the
            // other reference's iteration, `|c|*P*(span - 1)` apart at most.
            [x] if cw == cr && (rest.is_empty() || all_nonneg) => {
                let Some(span) = ranges.get(*x) else {
                    return false;
                };
                if span.unknown || !span.other.is_empty() {
                    return false;
                }
                let reach = times_symbols(
                    &span.clone().add(Affine {
                        konst: -1,
                        ..Affine::default()
                    }),
                    &rest,
                );
                d = d.add(reach.scale(-cw.saturating_abs()));
            }
            // An inner variable in one reference only (the row's first element read before
            // the loop over the row: `mx = y[i*m]` against `y[i*m + j]`): its values, from a
            // constant `lo >= 0` (`lows`) up to `lo + span - 1`, add at most `|c|*(lo + span - 1)`.
            [x] if (cw == 0) != (cr == 0) && rest.is_empty() => {
                let (Some(span), Some(lo)) = (ranges.get(*x), lows.get(*x)) else {
                    return false;
                };
                if span.unknown || !span.other.is_empty() || *lo < 0 {
                    return false;
                }
                let top = span.clone().add(Affine {
                    konst: lo.saturating_sub(1),
                    ..Affine::default()
                });
                d = d.add(top.scale(-cw.saturating_abs().max(cr.saturating_abs())));
            }
            _ => return false,
        }
    }
    // A positive constant, plus terms that cannot be negative (`nx + 1` for a write against
    // itself with `j` spanning `ny - 1` rows).
    let d = substituted(d.norm(), defs);
    d.other.is_empty()
        && d.konst > 0
        && d.coef
            .iter()
            .all(|(n, c)| *c > 0 && n.split('*').all(|x| nonneg.contains(x)))
}

/// `l * f1 * f2 ...` for invariant symbols `f`: each term's factors and the `f`s, sorted (the
/// names [`symbolic_product`] gives), the constant `k` the term `k*f1*f2...`.
fn times_symbols(l: &Affine, fs: &[&str]) -> Affine {
    if fs.is_empty() {
        return l.clone();
    }
    let name = |extra: &[&str]| {
        let mut v: Vec<&str> = extra.iter().chain(fs).copied().collect();
        v.sort_unstable();
        v.join("*")
    };
    let mut coef: Vec<(String, i64)> = l
        .coef
        .iter()
        .map(|(x, c)| (name(&x.split('*').collect::<Vec<_>>()), *c))
        .collect();
    if l.konst != 0 {
        coef.push((name(&[]), l.konst));
    }
    Affine {
        coef,
        konst: 0,
        other: l.other.clone(),
        unknown: l.unknown,
    }
    .norm()
}

/// `d` with each name that `defs` defines replaced by its definition, repeatedly (a local
/// defined from another): the row `w` of `int w = x_max - x_min + 5;` against the span
/// `x_max - x_min + 1` of the loop inside leaves the constant 4.
fn substituted(mut d: Affine, defs: &HashMap<String, Affine>) -> Affine {
    for _ in 0..SUBST_DEPTH {
        let mut hit = Vec::new();
        let mut keep = Vec::new();
        for (n, c) in d.coef.iter().cloned() {
            if defs.contains_key(&n) {
                hit.push((n, c));
            } else {
                keep.push((n, c));
            }
        }
        if hit.is_empty() {
            break;
        }
        let mut next = Affine { coef: keep, ..d };
        for (n, c) in hit {
            if let Some(def) = defs.get(&n) {
                next = next.add(def.clone().scale(c));
            }
        }
        d = next.norm();
    }
    d
}

/// Planes apart: the two references differ by an invariant amount `D` (`nx*ny` between
/// `b[i + nx*(j + ny*k)]` and `b[i + nx*(j + ny*(k - 1))]`, each plane adding the plane
/// before) that exceeds everything the loop's own variable and the inner ones can make up:
/// each term `c*P*x` (`x` this loop's variable or an inner one, `P` invariant symbols, the
/// same `c` in both references) moves the index by at most `|c|*P*(span(x) - 1)`. Then the
/// two never touch one location, in one iteration or two: in the loop of `j`, `nx*ny -
/// nx*(ny - 1) - (nx - 1) = 1`; in the loop of `i`, `nx*ny - (nx - 1)`, positive because
/// `ny >= 1` where the loop of `j` around runs its body. `mins`: the least values of the
/// symbols bounding loops around the references (`loop_min_symbol`); each factor of a
/// `P` and of `D` must have one of at least 0, and the sign is proved with those values.
fn independent_planes(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    span_v: &Affine,
    ranges: &HashMap<String, Affine>,
    mins: &HashMap<String, i64>,
) -> bool {
    if fw.unknown || fr.unknown || !fw.other.is_empty() || !fr.other.is_empty() {
        return false;
    }
    let varies = |n: &str| n.split('*').any(|x| ranges.contains_key(x) || x == v);
    if span_v.unknown || !span_v.other.is_empty() || span_v.coef.iter().any(|(n, _)| varies(n)) {
        return false;
    }
    let nonneg = |x: &str| mins.get(x).is_some_and(|m| *m >= 0);
    let coef = |f: &Affine, n: &str| -> i64 {
        f.coef
            .iter()
            .filter(|(x, _)| x == n)
            .map(|(_, c)| *c)
            .fold(0i64, |a, c| a.saturating_add(c))
    };
    let mut names: Vec<&str> = fw
        .coef
        .iter()
        .chain(&fr.coef)
        .map(|(n, _)| n.as_str())
        .collect();
    names.sort_unstable();
    names.dedup();
    let mut diff = Affine {
        konst: fr.konst.saturating_sub(fw.konst),
        ..Affine::default()
    };
    let mut reach = Affine::default();
    for n in names {
        let (cw, cr) = (coef(fw, n), coef(fr, n));
        let factors: Vec<&str> = n.split('*').collect();
        let moving: Vec<&str> = factors
            .iter()
            .copied()
            .filter(|x| ranges.contains_key(*x) || *x == v)
            .collect();
        let rest: Vec<&str> = factors
            .iter()
            .copied()
            .filter(|x| !(ranges.contains_key(*x) || *x == v))
            .collect();
        match moving.as_slice() {
            [] => {
                if cw != cr {
                    diff = diff.add(Affine {
                        coef: vec![(n.to_string(), cr.saturating_sub(cw))],
                        ..Affine::default()
                    });
                }
            }
            [x] if cw == cr && rest.iter().all(|f| nonneg(f)) => {
                let span = if *x == v {
                    span_v
                } else {
                    match ranges.get(*x) {
                        Some(sp) if !sp.unknown && sp.other.is_empty() => sp,
                        _ => return false,
                    }
                };
                let moved = times_symbols(
                    &span.clone().add(Affine {
                        konst: -1,
                        ..Affine::default()
                    }),
                    &rest,
                );
                reach = reach.add(moved.scale(cw.saturating_abs()));
            }
            _ => return false,
        }
    }
    let up = diff.clone().add(reach.clone().scale(-1));
    let down = diff.scale(-1).add(reach.scale(-1));
    positive_with(&up, mins) || positive_with(&down, mins)
}

/// Columns: the loop's own variable is the fastest-moving part of the subscript, every other
/// part a multiple of a row `S` (Parboil's stencil `Anext[i + nx*(j + ny*k)]` swept with `i`
/// outermost: `i + j*nx + k*nx*ny` in the loop of `i`, `S = nx`; in the loop of `j`,
/// `P*(c*j + S*(...))` with `P = nx` and `S = ny`). The references are `P*c*v + T + k` with
/// the same `c` and `P` (invariant symbols, each at least 1 where the body runs, `mins`), and
/// every term of `T` that differs between them, or names an inner loop's variable, a multiple
/// of `P*S`: two iterations meet only if `P*(c*(v1 - v2) + S*m) + dk = 0` for an integer `m`.
/// With `dk = 0` that needs `c*(v1 - v2)` to be a nonzero multiple of `S`, impossible while
/// `|c|*(span(v) - 1) < S`; without `P`, a constant `dk` is allowed when `c*(v1 - v2) = -dk`
/// has no solution (`dk` not a multiple of `c`) and `|c|*(span(v) - 1) + |dk| < S`.
fn independent_columns(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    span_v: &Affine,
    ranges: &HashMap<String, Affine>,
    mins: &HashMap<String, i64>,
) -> bool {
    if fw.unknown || fr.unknown || fw.other != fr.other || fw.other.iter().any(|o| mentions(o, v)) {
        return false;
    }
    let varies = |x: &str| ranges.contains_key(x) || x == v;
    if span_v.unknown
        || !span_v.other.is_empty()
        || span_v.coef.iter().any(|(n, _)| n.split('*').any(varies))
    {
        return false;
    }
    // The one term of each reference holding `v` (once): `c*v*P`.
    let own_term = |f: &Affine| -> Option<(String, i64)> {
        let mut found = None;
        for (n, c) in &f.coef {
            let factors: Vec<&str> = n.split('*').collect();
            let hits = factors.iter().filter(|x| **x == v).count();
            if hits == 0 {
                continue;
            }
            if hits > 1 || found.is_some() {
                return None;
            }
            found = Some((n.clone(), *c));
        }
        found
    };
    let (Some((nw, c)), Some((nr, cr))) = (own_term(fw), own_term(fr)) else {
        return false;
    };
    if nw != nr || c != cr || c == 0 {
        return false;
    }
    let p: Vec<&str> = nw.split('*').filter(|x| *x != v).collect();
    // `P` must be invariant and not zero.
    if p.iter()
        .any(|x| varies(x) || mins.get(*x).is_none_or(|m| *m < 1))
    {
        return false;
    }
    let coef = |f: &Affine, n: &str| -> i64 {
        f.coef
            .iter()
            .filter(|(x, _)| x == n)
            .fold(0i64, |a, (_, c)| a.saturating_add(*c))
    };
    let mut names: Vec<&str> = fw
        .coef
        .iter()
        .chain(&fr.coef)
        .map(|(n, _)| n.as_str())
        .filter(|n| *n != nw)
        .collect();
    names.sort_unstable();
    names.dedup();
    // The factors beyond `P` of each term that does not cancel.
    let mut rests: Vec<Vec<&str>> = Vec::new();
    for n in names {
        let factors: Vec<&str> = n.split('*').collect();
        if coef(fw, n) == coef(fr, n) && !factors.iter().any(|x| varies(x)) {
            continue;
        }
        let mut rest = factors;
        for x in &p {
            let Some(at) = rest.iter().position(|y| y == x) else {
                return false;
            };
            rest.remove(at);
        }
        rests.push(rest);
    }
    let dk = fr.konst.saturating_sub(fw.konst);
    if dk != 0 && !p.is_empty() {
        // Everything else is a multiple of `P`: a constant `0 < |dk| < P` is none (the row
        // of `b[i + nx*j]` against `b[i - 1 + nx*j]` in the loop of `j`, `nx >= 2`).
        let mut pk = Affine {
            coef: vec![(p.join("*"), 1)],
            konst: dk.saturating_abs().saturating_neg(),
            ..Affine::default()
        };
        pk = pk.norm();
        return positive_with(&pk, mins);
    }
    if dk != 0 && dk % c == 0 {
        return false;
    }
    // Nothing beyond `P*c*v` differs: `P*c*(v1 - v2) + dk = 0` has no solution (the loop of
    // `k` over `Anext[i + nx*(j + ny*k)]`, `P = nx*ny`).
    let Some(first) = rests.first() else {
        return true;
    };
    // A row `S` common to every such term: an invariant symbol with a least value.
    first.iter().copied().filter(|s| !varies(s)).any(|s| {
        rests.iter().all(|r| r.contains(&s))
            && mins.get(s).is_some_and(|m| *m >= 0)
            && positive_with(
                &Affine {
                    coef: vec![(s.to_string(), 1)],
                    konst: dk.saturating_abs().saturating_neg(),
                    ..Affine::default()
                }
                .add(
                    span_v
                        .clone()
                        .add(Affine {
                            konst: -1,
                            ..Affine::default()
                        })
                        .scale(-c.saturating_abs()),
                ),
                mins,
            )
    })
}

/// Whether `d` is positive for every value of its symbols at or above their least values
/// (`mins`, each at least 0): with `s = m + s'` for each symbol (`s' >= 0`), multiplied
/// out, a positive constant and no negative coefficient.
fn positive_with(d: &Affine, mins: &HashMap<String, i64>) -> bool {
    let d = d.clone().norm();
    if d.unknown || !d.other.is_empty() {
        return false;
    }
    let mut out = Affine {
        konst: d.konst,
        ..Affine::default()
    };
    for (n, c) in &d.coef {
        let factors: Vec<&str> = n.split('*').collect();
        if factors.len() > 6 {
            return false;
        }
        let mut least = Vec::new();
        for f in &factors {
            match mins.get(*f) {
                Some(m) if *m >= 0 => least.push(*m),
                _ => return false,
            }
        }
        for mask in 0u32..(1 << factors.len()) {
            let mut k = *c;
            let mut kept: Vec<&str> = Vec::new();
            for (b, f) in factors.iter().enumerate() {
                if mask & (1 << b) != 0 {
                    kept.push(f);
                } else {
                    k = k.saturating_mul(least[b]);
                }
            }
            if kept.is_empty() {
                out.konst = out.konst.saturating_add(k);
            } else {
                kept.sort_unstable();
                out.coef.push((kept.join("*"), k));
            }
        }
    }
    let out = out.norm();
    out.konst > 0 && out.coef.iter().all(|(_, c)| *c > 0)
}

/// A row of constant stride: `a*v + c1*j1 + ... + k` in both references (the same `a` and `c`s,
/// the `j`s inner loops of constant spans, `int off = i * M; b[off + j]`). Two iterations meet
/// only if `a*(v1 - v2)` equals what the inner parts and the constants can differ by, so they
/// are independent when `|a|` exceeds `sum |c|*(span - 1) + |k1 - k2|`.
fn independent_strided(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    ranges: &HashMap<String, Affine>,
) -> bool {
    let a = fw.coef_of(v);
    if a == 0 || fr.coef_of(v) != a || fw.without(v) != fr.without(v) || !fw.other.is_empty() {
        return false;
    }
    let mut reach: i64 = (fr.konst - fw.konst).saturating_abs();
    for (n, c) in fw.coef.iter().filter(|(n, _)| n != v) {
        match ranges.get(n) {
            Some(span) if span.coef.is_empty() && span.other.is_empty() && span.konst > 0 => {
                reach = reach.saturating_add(c.saturating_abs().saturating_mul(span.konst - 1));
            }
            Some(_) => return false,
            // The same invariant value in both references: it cancels.
            None if !n.contains('*') => {}
            None => return false,
        }
    }
    reach < a.saturating_abs()
}

/// Rows of the loop's own variable: `a*v + rest` in both references with the same `a`, the
/// rests differing by `c*S + k` for one invariant symbol `S`, or by a constant `k`
/// (`m[i*n + j]` and `m[(i-1)*n + j]` in the loop of `j`, the row above read in place). Two iterations meet
/// only if `a*(v1 - v2) = c*S + k`, which cannot hold when `|c|*S - |k|` exceeds
/// `|a|*(span - 1)`, the most `a*v` differs by (`span`: how many values `v` takes, the loop's
/// own [`loop_span_in`]); the test proves it only when the difference is a positive constant.
fn independent_own_rows(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    span: &Affine,
    ranges: &HashMap<String, Affine>,
    defs: &HashMap<String, Affine>,
) -> bool {
    if fw.unknown || fr.unknown || fw.other != fr.other || fw.other.iter().any(|o| mentions(o, v)) {
        return false;
    }
    let a = fw.coef_of(v);
    if a == 0 || fr.coef_of(v) != a {
        return false;
    }
    if !products_with(fw, v).is_empty() || !products_with(fr, v).is_empty() {
        return false;
    }
    // Inner loops' variables take other values in the other reference's iteration.
    let varies = |n: &str| n.split('*').any(|x| ranges.contains_key(x) || x == v);
    if fw
        .coef
        .iter()
        .chain(&fr.coef)
        .any(|(n, _)| n != v && varies(n))
        || span.coef.iter().any(|(n, _)| varies(n))
        || !span.other.is_empty()
    {
        return false;
    }
    let strip = |f: &Affine| Affine {
        other: Vec::new(),
        ..f.clone()
    };
    let diff = strip(fr).add(strip(fw).scale(-1)).norm();
    // |c*S + k| >= |c|*S - |k|; a constant difference (rows of 64) is |k|.
    let (coef, k) = match diff.coef.as_slice() {
        [(row, c)] => (
            vec![(row.clone(), c.saturating_abs())],
            -diff.konst.saturating_abs(),
        ),
        [] => (Vec::new(), diff.konst.saturating_abs()),
        _ => return false,
    };
    let d = Affine {
        coef,
        konst: a.saturating_abs().saturating_add(k),
        other: Vec::new(),
        unknown: false,
    }
    .add(span.clone().scale(-a.saturating_abs()))
    .norm();
    let d = substituted(d, defs);
    d.coef.is_empty() && d.other.is_empty() && d.konst > 0
}

/// How many values the variable of loop `c` takes at most, as an affine form of the bounds
/// (`ub - lb` for `<` upwards, `lb - ub + 1` for `>=` downwards, ...). The later tests of a
/// conjunction (`i < hi && i < n`) only stop the loop earlier: the first test's span is still
/// an upper bound.
fn loop_span(
    ast: &Ast,
    text: &str,
    sema: Option<&oxacc_sema::Sema>,
    c: &loops::CanonLoop,
) -> Option<Affine> {
    // With the types, constant quotients fold (`i < N/2`).
    let env = Env {
        sema,
        ..Env::default()
    };
    loop_span_in(ast, text, c, &env)
}

/// A shifted test's invariant and sum are of signed types (as `signed` says), or no shift.
fn shift_signed(c: &loops::CanonLoop, signed: impl Fn(Handle<Expr>) -> bool) -> bool {
    c.shift.is_none_or(|sh| signed(sh.expr) && signed(sh.sum))
}

/// The bound of the variable itself: `ub`, or for a shifted test (`i + len <= n`,
/// [`loops::Shift`]) `ub - len`.
fn shifted_bound(ast: &Ast, text: &str, c: &loops::CanonLoop, env: &Env) -> Affine {
    let ub = affine_in(ast, text, c.ub, env, 0);
    match c.shift {
        None => ub,
        Some(sh) => {
            let e = affine_in(ast, text, sh.expr, env, 0);
            ub.add(e.scale(if sh.negative { 1 } else { -1 }))
        }
    }
}

/// [`loop_span`] where `env` gives what is known of the names (constant expressions such as
/// `N/2` are values).
fn loop_span_in(ast: &Ast, text: &str, c: &loops::CanonLoop, env: &Env) -> Option<Affine> {
    let (lb, ub) = (
        affine_in(ast, text, c.lb, env, 0),
        shifted_bound(ast, text, c, env),
    );
    let one = |k: i64| Affine {
        konst: k,
        ..Affine::default()
    };
    let span = match (c.cmp, c.step.negative) {
        (loops::Cmp::Lt, false) => ub.add(lb.scale(-1)),
        (loops::Cmp::Le, false) => ub.add(lb.scale(-1)).add(one(1)),
        (loops::Cmp::Gt, true) => lb.add(ub.scale(-1)),
        (loops::Cmp::Ge, true) => lb.add(ub.scale(-1)).add(one(1)),
        _ => return None,
    }
    .norm();
    (span.other.is_empty() && !span.unknown).then_some(span)
}

/// Whether `e` is built from integer constants, casts and `+ - *` of variables whose value
/// does not change during the loop (none of `changing`, not `name` itself): its value at any
/// point of an iteration is the one it had when a scalar was assigned from it. Memory reads
/// and calls are not (the body may store to what they read).
fn simple_invariant(
    ast: &Ast,
    uses: &HashMap<Handle<Expr>, VarId>,
    e: Handle<Expr>,
    changing: &HashSet<String>,
    name: &str,
) -> bool {
    let rec = |x: Handle<Expr>| simple_invariant(ast, uses, x, changing, name);
    match ast.exprs.get(e).map(|x| &x.kind) {
        Some(ExprKind::IntLit(_)) => true,
        Some(ExprKind::Ident(id)) => {
            let n = ast.name(*id);
            uses.contains_key(&e) && n != name && !changing.contains(n)
        }
        Some(ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul,
            lhs,
            rhs,
        }) => rec(*lhs) && rec(*rhs),
        Some(ExprKind::Unary {
            op: UnaryOp::Minus | UnaryOp::Plus,
            operand,
        }) => rec(*operand),
        Some(ExprKind::Cast { expr, .. }) => rec(*expr),
        _ => false,
    }
}

/// Whether `e` is a call of an allocator of the C library (a cast of one too): `malloc`,
/// `calloc`, `realloc`, `aligned_alloc`, each returning a new object or null (C11 7.22.3).
fn is_allocation(ast: &Ast, mut e: Handle<Expr>) -> bool {
    for _ in 0..8 {
        match ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Cast { expr, .. }) => e = *expr,
            Some(ExprKind::Call { callee, .. }) => {
                return matches!(
                    ast.exprs.get(*callee).map(|c| &c.kind),
                    Some(ExprKind::Ident(f)) if matches!(
                        ast.name(*f),
                        "malloc" | "calloc" | "realloc" | "aligned_alloc"
                    )
                )
            }
            _ => return false,
        }
    }
    false
}

/// An array reference `base[s0][s1]...`.
#[derive(Clone, Debug)]
struct Ref {
    /// The object: the root variable, its members and the levels of pointers crossed
    /// (`g.v`, `m*` for what the pointers `m[i]` point to); two references can only meet
    /// with the same base.
    base: String,
    /// The object the access is in: a declared variable, or what the last pointer crossed
    /// points to (`base` up to its last `*`).
    root: String,
    /// Another root may reach the same memory (a pointer that is not `restrict`, a pointer
    /// member).
    alias: bool,
    /// The value accessed is a pointer.
    cell: bool,
    subs: Vec<Affine>,
    write: bool,
    offset: u32,
    /// What a called routine reads: any element (its last subscript is `unknown` for that
    /// reason, not for a name that changes; see `delinearized`).
    any: bool,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// What is known of the analysed loop's own variable `v`: the number of values it takes at
/// most, when that is a constant (`i < N/2` from 0: 500), and the magnitude of its step when
/// that is a constant (`i += 2`: 2; 1 otherwise, which every step is a multiple of).
/// `bounds`: its least and greatest values as affine forms of symbols the loop does not
/// change (`i = k + 1; i < n`: `k + 1` and `n - 1`), set by the caller that knows which
/// symbols are invariant and the loop's arithmetic signed (the dependence test of [`Analysis`]).
#[derive(Clone, Debug)]
struct OwnLoop {
    span: Option<i64>,
    step: i64,
    bounds: Option<(Affine, Affine)>,
    /// The values the variable takes lie in `[lo, hi]`: the loop's start and span are
    /// constants (`for (i = 0; i < N/2; i++)`).
    values: Option<(i64, i64)>,
    /// The quotients `bounds` holds as opaque parts (`n / 2` of `i < n / 2`), see [`Quot`].
    quots: Vec<Quot>,
}

/// A quotient `x / d` of a loop's bound: an affine `x` of invariant symbols (signed
/// arithmetic) divided by a positive constant `d`. C truncates toward zero (C11 6.5.5p6), so
/// `x = d*q + r` with `0 <= r < d` when `x >= 0`, and `-d < r <= 0` otherwise.
#[derive(Clone, Debug)]
struct Quot {
    /// The opaque key the bound's affine form holds for it ([`key`]).
    key: String,
    num: Affine,
    d: i64,
}

impl Default for OwnLoop {
    fn default() -> Self {
        OwnLoop {
            span: None,
            step: 1,
            bounds: None,
            values: None,
            quots: Vec::new(),
        }
    }
}

/// The least and greatest values of the variable of loop `c` (see [`OwnLoop::bounds`]), as
/// affine forms of its bounds; `None` for a test that does not bound it on the side it moves
/// to (`i != n`) or a bound with parts that are not affine.
fn loop_bounds_in(
    ast: &Ast,
    text: &str,
    c: &loops::CanonLoop,
    env: &Env,
) -> Option<(Affine, Affine)> {
    let (lb, ub) = (
        affine_in(ast, text, c.lb, env, 0),
        shifted_bound(ast, text, c, env),
    );
    let plus = |a: &Affine, k: i64| {
        a.clone()
            .add(Affine {
                konst: k,
                ..Affine::default()
            })
            .norm()
    };
    // Upwards the variable starts at `lb` and stays below the test's bound; downwards the
    // reverse. (The later tests of a conjunction only stop the loop earlier.)
    let (lo, hi) = match (c.cmp, c.step.negative) {
        (loops::Cmp::Lt, false) => (lb.norm(), plus(&ub, -1)),
        (loops::Cmp::Le, false) => (lb.norm(), ub.norm()),
        (loops::Cmp::Gt, true) => (plus(&ub, 1), lb.norm()),
        (loops::Cmp::Ge, true) => (ub.norm(), lb.norm()),
        _ => return None,
    };
    let quots = bound_quotients(ast, text, c, env);
    let plain =
        |a: &Affine| a.other.iter().all(|o| quots.iter().any(|q| q.key == *o)) && !a.unknown;
    (plain(&lo) && plain(&hi)).then_some((lo, hi))
}

/// The quotients of the bounds of loop `c` that [`apart_over_bounds`] can reason about (see
/// [`Quot`]): `x / d` with `d` a positive constant and every part of the division of a signed
/// integer type with no cast (`(unsigned)n / 2` and `-1u / 2` are not C's signed quotient).
fn bound_quotients(ast: &Ast, text: &str, c: &loops::CanonLoop, env: &Env) -> Vec<Quot> {
    let Some(sema) = env.sema else {
        return Vec::new();
    };
    let mut parts = Vec::new();
    walk::exprs_in_expr(ast, c.lb, &mut parts);
    for b in c.bound_exprs() {
        walk::exprs_in_expr(ast, b, &mut parts);
    }
    let mut out: Vec<Quot> = Vec::new();
    for e in parts {
        let Some(ExprKind::Binary {
            op: BinaryOp::Div,
            lhs,
            rhs,
        }) = ast.exprs.get(e).map(|x| &x.kind)
        else {
            continue;
        };
        let Some(d) = sema
            .eval_int(*rhs)
            .and_then(|k| i64::try_from(k).ok())
            .filter(|d| *d > 0)
        else {
            continue;
        };
        let mut inner = Vec::new();
        walk::exprs_in_expr(ast, e, &mut inner);
        let signed = inner.iter().all(|x| {
            !matches!(
                ast.exprs.get(*x).map(|x| &x.kind),
                Some(ExprKind::Cast { .. })
            ) && int_range(sema, sema.value_type(*x)).is_some_and(|(_, s)| s)
        });
        let num = affine_in(ast, text, *lhs, env, 0);
        if !signed || !num.other.is_empty() || num.unknown {
            continue;
        }
        let k = key(ast, text, e);
        if !out.iter().any(|q| q.key == k) {
            out.push(Quot { key: k, num, d });
        }
    }
    out
}

/// Both subscripts hold the loop's own variable `v` only as a plain term (`a[i]` and
/// `a[n - 1 - i]`), otherwise invariant symbols: they never meet, in one iteration or two, when the
/// values one takes over `v`'s bounds `[lo, hi]` all lie below the other's. With `i < n / 2`
/// from 0, `i` stays in `[0, q - 1]` and `n - 1 - i` in `[n - q, n - 1]` (`q = n / 2`): apart
/// because `n - 2q >= 0` whenever the loop runs (`q >= 1`, so `n > 0` and its remainder is
/// not negative). The in-place reversal over a symbolic bound.
fn apart_over_bounds(
    fw: &Affine,
    fr: &Affine,
    v: &str,
    bounds: &(Affine, Affine),
    quots: &[Quot],
) -> bool {
    let own_only = |f: &Affine| f.other.is_empty() && !f.unknown && !f.in_product(v);
    if !own_only(fw) || !own_only(fr) {
        return false;
    }
    // The quotients become symbols of their own (`#q0`: no C name), so the bounds are affine.
    let named = |a: &Affine| -> Option<Affine> {
        let mut out = Affine {
            coef: a.coef.clone(),
            konst: a.konst,
            ..Affine::default()
        };
        for o in &a.other {
            let at = quots.iter().position(|q| q.key == *o)?;
            out.coef.push((format!("#q{at}"), 1));
        }
        Some(out.norm())
    };
    let (Some(lo), Some(hi)) = (named(&bounds.0), named(&bounds.1)) else {
        return false;
    };
    if lo.names(v) || hi.names(v) {
        return false;
    }
    // The least and greatest values of `c*v + x` over `[lo, hi]`.
    let ends = |f: &Affine| {
        let c = f.coef_of(v);
        let x = f.rest_without(v);
        let at = |b: &Affine| b.clone().scale(c).add(x.clone()).norm();
        if c >= 0 {
            (at(&lo), at(&hi))
        } else {
            (at(&hi), at(&lo))
        }
    };
    let ((wl, wh), (rl, rh)) = (ends(fw), ends(fr));
    let minus_one = |a: Affine, b: Affine| {
        a.add(b.scale(-1))
            .add(Affine {
                konst: -1,
                ..Affine::default()
            })
            .norm()
    };
    // The loop runs only when `hi - lo >= 0`.
    let run = hi.clone().add(lo.clone().scale(-1)).norm();
    [minus_one(rl, wh), minus_one(wl, rh)]
        .into_iter()
        .any(|g| nonneg_when_running(&g, &run, quots))
}

/// Whether `g >= 0` wherever `run >= 0` (the loop runs), for affine forms of invariant
/// symbols and at most one quotient symbol `#q0` of [`apart_over_bounds`]. Without a
/// quotient: `g` minus a non-negative multiple of `run` is a non-negative constant. With
/// `q = x / d`: one symbol `s` of `x` of coefficient 1 or -1 is put as `d*q + r` and the rest
/// of `x`, then `g` and `run` must be `a*q + b*r + k` with `run` bounding `q` from below, and
/// `g`'s least value over that `q` and `r`'s range (`[0, d - 1]` once `q >= 1`, as then `x >=
/// d`; `[1 - d, d - 1]` otherwise) not negative.
fn nonneg_when_running(g: &Affine, run: &Affine, quots: &[Quot]) -> bool {
    let constant = |a: &Affine| a.coef.is_empty() && a.other.is_empty() && !a.unknown;
    let q_in = |a: &Affine| a.coef.iter().any(|(n, _)| n.starts_with("#q"));
    if !q_in(g) && !q_in(run) {
        if constant(g) {
            return g.konst >= 0;
        }
        let Some((n, c)) = g.coef.first() else {
            return false;
        };
        let rc = run.coef_of(n);
        if rc == 0 || c % rc != 0 || c / rc <= 0 {
            return false;
        }
        let rest = g.clone().add(run.clone().scale(-(c / rc))).norm();
        return constant(&rest) && rest.konst >= 0;
    }
    let [q] = quots else {
        return false;
    };
    let Some((s, cs)) = q
        .num
        .coef
        .iter()
        .find(|(n, c)| !n.contains('*') && c.abs() == 1)
        .cloned()
    else {
        return false;
    };
    // `s = cs*(d*q + r - (x - cs*s))`.
    let rest_x = q.num.rest_without(&s);
    let value_of_s = Affine {
        coef: vec![("#q0".to_string(), q.d), ("#r".to_string(), 1)],
        ..Affine::default()
    }
    .add(rest_x.scale(-1))
    .scale(cs);
    let put = |a: &Affine| -> Option<Affine> {
        if a.in_product(&s) {
            return None;
        }
        let k = a.coef_of(&s);
        Some(a.rest_without(&s).add(value_of_s.clone().scale(k)).norm())
    };
    let (Some(g), Some(run)) = (put(g), put(run)) else {
        return false;
    };
    let only_qr = |a: &Affine| a.coef.iter().all(|(n, _)| n == "#q0" || n == "#r");
    if !only_qr(&g) || !only_qr(&run) {
        return false;
    }
    // `run = a*q + b*r + k >= 0` with `a > 0` and no `r`: `q >= ceil(-k / a)`.
    let (ra, rr) = (run.coef_of("#q0"), run.coef_of("#r"));
    let q_min = (ra > 0 && rr == 0).then(|| {
        let num = -i128::from(run.konst);
        let den = i128::from(ra);
        num.div_euclid(den) + i128::from(num.rem_euclid(den) != 0)
    });
    let (r_lo, r_hi) = if q_min.is_some_and(|m| m >= 1) {
        (0, i128::from(q.d) - 1)
    } else {
        (1 - i128::from(q.d), i128::from(q.d) - 1)
    };
    let (ga, gr) = (i128::from(g.coef_of("#q0")), i128::from(g.coef_of("#r")));
    let q_part = match (ga, q_min) {
        (0, _) => 0,
        (a, Some(m)) if a > 0 => a * m,
        _ => return false,
    };
    let least = i128::from(g.konst) + q_part + (gr * r_lo).min(gr * r_hi);
    least >= 0
}

/// One subscript holding the loop's own variable (`c*v + x`, no inner loop variable) and the
/// other not (`y`), both otherwise of invariant symbols: they never meet when `c*v + x - y`
/// stays on one side of zero for every value of `v` between its bounds (`a[i][k]` against
/// `a[k][k]` with `i` from `k + 1`, the rows below LU's pivot row; `a[i][j]` against `a[i][k]`
/// with `j` from `k + 1`).
fn separated_by_bounds(fw: &Affine, fr: &Affine, v: &str, bounds: &(Affine, Affine)) -> bool {
    let (aw, ar) = (fw.coef_of(v), fr.coef_of(v));
    let (x, y, c) = match (aw, ar) {
        (0, 0) => return false,
        (c, 0) => (fw, fr, c),
        (0, c) => (fr, fw, c),
        _ => return false,
    };
    if !x.other.is_empty() || !y.other.is_empty() || x.unknown || y.unknown {
        return false;
    }
    // Only the plain term `v` may hold it (no product `v*n`, whose sign is not known).
    if x.in_product(v) {
        return false;
    }
    let rest = |a: &Affine| a.rest_without(v);
    // The bounds must not name the loop's own variable either.
    let (lo, hi) = bounds;
    if lo.names(v) || hi.names(v) {
        return false;
    }
    let (least, most) = if c > 0 { (lo, hi) } else { (hi, lo) };
    let gap = |at: &Affine| {
        at.clone()
            .scale(c)
            .add(rest(x))
            .add(rest(y).scale(-1))
            .norm()
    };
    let constant = |d: &Affine| d.coef.is_empty() && d.other.is_empty() && !d.unknown;
    let (low, high) = (gap(least), gap(most));
    (constant(&low) && low.konst > 0) || (constant(&high) && high.konst < 0)
}

impl OwnLoop {
    fn of(ast: &Ast, text: &str, sema: Option<&oxacc_sema::Sema>, l: &loops::CanonLoop) -> OwnLoop {
        let constant =
            |a: Affine| (a.coef.is_empty() && a.other.is_empty() && !a.unknown).then_some(a.konst);
        let step = match l.step.expr {
            None => 1,
            Some(e) => constant(affine(ast, text, e))
                .filter(|k| *k != 0 && *k != i64::MIN)
                .map_or(1, i64::abs),
        };
        let span = loop_span(ast, text, sema, l).and_then(constant);
        let env = Env {
            sema,
            ..Env::default()
        };
        let first = constant(affine_in(ast, text, l.lb, &env, 0));
        // Counting up from `first` (or down) over at most `span` values.
        let values = first.zip(span.filter(|s| *s > 0)).and_then(|(f, s)| {
            if l.step.negative {
                Some((f.checked_sub(s - 1)?, f))
            } else {
                Some((f, f.checked_add(s - 1)?))
            }
        });
        OwnLoop {
            span,
            step,
            bounds: None,
            values,
            quots: Vec::new(),
        }
    }
}

/// A loop around a reference: its variable and its least and greatest values, affine forms
/// of invariant symbols and of the variables of the loops around it ([`loop_bounds_in`]).
#[derive(Clone, Debug)]
struct Around {
    var: String,
    lo: Affine,
    hi: Affine,
}

/// Whether `e >= 0` wherever a reference inside the loops `ctx` (outermost first) runs: each
/// loop variable, innermost first, is replaced by the bound that makes `e` least (its lower
/// bound for a positive coefficient, its upper one for a negative one), and what is left
/// must be a constant, not negative (`n - 1 - j` with `j <= n - 1`: 0; `j` with `j >= k + 1`
/// and `k >= 0`: 1).
fn nonneg_around(e: &Affine, ctx: &[&Around]) -> bool {
    let mut e = e.clone().norm();
    if e.unknown || !e.other.is_empty() {
        return false;
    }
    for a in ctx.iter().rev() {
        if e.in_product(&a.var) {
            return false;
        }
        let c = e.coef_of(&a.var);
        if c == 0 {
            continue;
        }
        let by = if c > 0 { &a.lo } else { &a.hi };
        e = e.rest_without(&a.var).add(by.clone().scale(c)).norm();
        if e.unknown || !e.other.is_empty() {
            return false;
        }
    }
    e.coef.is_empty() && e.konst >= 0
}

/// The row width of a hand-flattened subscript `S*R + C`: an invariant symbol (`A[i*n + j]`)
/// or a constant (`L[i*40 + j]`).
#[derive(Clone, Debug, PartialEq)]
enum Width {
    Sym(String),
    Const(i64),
}

/// `f` as `S*R + C` for the width `S`: the terms with the factor `S` (or, for a constant,
/// the coefficients it divides) make `R`, the rest `C`. None for a subscript with parts that
/// are not affine.
fn split_row(f: &Affine, s: &Width) -> Option<(Affine, Affine)> {
    if !f.other.is_empty() {
        return None;
    }
    let (mut r, mut c) = (Affine::default(), Affine::default());
    match s {
        Width::Sym(s) => {
            for (n, k) in &f.coef {
                let factors: Vec<&str> = n.split('*').collect();
                match factors.iter().position(|x| x == s) {
                    Some(at) => {
                        let rest: Vec<&str> = factors
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| *i != at)
                            .map(|(_, x)| *x)
                            .collect();
                        if rest.is_empty() {
                            r.konst = r.konst.checked_add(*k)?;
                        } else {
                            r.coef.push((rest.join("*"), *k));
                        }
                    }
                    None => c.coef.push((n.clone(), *k)),
                }
            }
            c.konst = f.konst;
        }
        Width::Const(w) => {
            if *w < 2 {
                return None;
            }
            for (n, k) in &f.coef {
                if k % w == 0 {
                    r.coef.push((n.clone(), k / w));
                } else {
                    c.coef.push((n.clone(), *k));
                }
            }
            r.konst = f.konst.div_euclid(*w);
            c.konst = f.konst.rem_euclid(*w);
        }
    }
    Some((r.norm(), c.norm()))
}

/// The pair of references with one dimension delinearized: where both subscripts are `S*R +
/// C` with the same invariant width `S` and each `C` provably in `[0, S - 1]` where its
/// reference runs (the loops around it, [`nonneg_around`]), the two meet exactly when their
/// `R`s and their `C`s do: the subscript is the two dimensions `[R][C]` of a row-major array
/// of rows of `S` (LU on `A[i*n + k]` against the pivot row `A[k*n + j]`; a triangular row
/// `L[i*N + j]` with `j` from `i + 1`). `ctx_w`, `ctx_r`: the loops around each reference.
/// `invariant`: whether a name keeps its value through the analysed loop.
fn delinearized(
    w: &Ref,
    r: &Ref,
    ctx_w: &[&Around],
    ctx_r: &[&Around],
    invariant: &dyn Fn(&str) -> bool,
    variant: &dyn Fn(&str) -> bool,
) -> Vec<(Ref, Ref)> {
    let mut out = Vec::new();
    if w.subs.len() != r.subs.len() || w.any || r.any {
        return out;
    }
    // A subscript is `unknown` when it names a variable that changes in the loop (`variant`:
    // an inner loop's variable without one range, as `j` of two loops `j <= i`); split, each
    // part is unknown only if it still names one: the column's range comes from the loops
    // around the reference instead.
    let mark = |mut a: Affine, was: bool| {
        a.unknown = was && a.coef.iter().any(|(n, _)| n.split('*').any(variant));
        a
    };
    for d in 0..w.subs.len() {
        let (fw, fr) = (&w.subs[d], &r.subs[d]);
        let mut widths: Vec<Width> = Vec::new();
        for f in [fw, fr] {
            for (n, k) in &f.coef {
                for x in n.split('*').filter(|_| n.contains('*')) {
                    if invariant(x) && !widths.contains(&Width::Sym(x.to_string())) {
                        widths.push(Width::Sym(x.to_string()));
                    }
                }
                let k = Width::Const(k.saturating_abs());
                if matches!(k, Width::Const(x) if x >= 2) && !widths.contains(&k) {
                    widths.push(k);
                }
            }
        }
        for s in widths {
            let (Some((rw, cw)), Some((rr, cr))) = (split_row(fw, &s), split_row(fr, &s)) else {
                continue;
            };
            // `0 <= C <= S - 1` at each reference.
            let top = |c: &Affine| {
                let width = match &s {
                    Width::Sym(n) => Affine {
                        coef: vec![(n.clone(), 1)],
                        ..Affine::default()
                    },
                    Width::Const(k) => Affine {
                        konst: *k,
                        ..Affine::default()
                    },
                };
                width
                    .add(c.clone().scale(-1))
                    .add(Affine {
                        konst: -1,
                        ..Affine::default()
                    })
                    .norm()
            };
            let within = |c: &Affine, ctx: &[&Around]| {
                // A column naming the width itself (`n*n` beside `i*n`) is not apart.
                let clean = match &s {
                    Width::Sym(n) => c.coef.iter().all(|(t, _)| t.split('*').all(|x| x != n)),
                    Width::Const(_) => true,
                };
                clean && nonneg_around(c, ctx) && nonneg_around(&top(c), ctx)
            };
            if !(within(&cw, ctx_w) && within(&cr, ctx_r)) {
                continue;
            }
            let split = |x: &Ref, row: Affine, col: Affine| {
                let mut x = x.clone();
                let was = x.subs[d].unknown;
                x.subs.splice(d..=d, [mark(row, was), mark(col, was)]);
                x
            };
            out.push((split(w, rw, cw), split(r, rr, cr)));
        }
    }
    out
}

/// Whether statement `s` assigns, increments or takes the address of a variable named in
/// `names` (a loop's variable or a symbol of its bounds changed in its body: the bounds then
/// do not hold through it).
fn writes_any(ast: &Ast, s: Handle<Stmt>, names: &HashSet<String>) -> bool {
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, s, &mut exprs);
    exprs.iter().any(|e| {
        let Some(target) = ast.exprs.get(*e).and_then(walk::changed_lvalue) else {
            return false;
        };
        matches!(ast.exprs.get(target).map(|x| &x.kind),
            Some(ExprKind::Ident(id)) if names.contains(ast.name(*id)))
    })
}

/// Whether the variable of loop `c` moves only in the direction of its test: `++`/`--`, or a
/// step that is a positive constant (`j += s` with `s < 0` under `j < n` would leave its
/// lower bound behind).
fn steps_monotonically(sema: &oxacc_sema::Sema, c: &loops::CanonLoop) -> bool {
    c.step
        .expr
        .is_none_or(|e| sema.eval_int(e).is_some_and(|k| k > 0))
}

/// The loop `c` as an [`Around`], when its bounds hold through its body: a test compared as
/// signed (`k + 1` does not wrap), affine bounds ([`loop_bounds_in`], no quotient), and a
/// body that changes neither the variable nor a name of the bounds.
fn around_of(
    ast: &Ast,
    text: &str,
    sema: Option<&oxacc_sema::Sema>,
    c: &loops::CanonLoop,
) -> Option<Around> {
    let sema_ = sema?;
    let signed = |e: Handle<Expr>| {
        let t = sema_.types.strip_enum(sema_.value_type(e));
        sema_.is_integer(t) && sema_.types.is_signed(t)
    };
    if !(c.var_expr.is_some_and(signed) && signed(c.lb) && signed(c.ub) && shift_signed(c, signed))
    {
        return None;
    }
    let env = Env {
        sema,
        ..Env::default()
    };
    if !steps_monotonically(sema_, c) {
        return None;
    }
    let (lo, hi) = loop_bounds_in(ast, text, c, &env)?;
    if !lo.other.is_empty() || !hi.other.is_empty() {
        return None;
    }
    let mut names: HashSet<String> = HashSet::from([c.var_name.clone()]);
    for (n, _) in lo.coef.iter().chain(&hi.coef) {
        names.extend(n.split('*').map(str::to_string));
    }
    if writes_any(ast, c.body, &names) {
        return None;
    }
    Some(Around {
        var: c.var_name.clone(),
        lo,
        hi,
    })
}

/// [`independent_in`] knowing no local's definition and no symbol's sign.
#[cfg(test)]
fn independent(w: &Ref, r: &Ref, v: &str, ranges: &HashMap<String, Affine>, own: OwnLoop) -> bool {
    independent_in(
        w,
        r,
        v,
        ranges,
        &HashMap::new(),
        &own,
        &HashSet::new(),
        &HashMap::new(),
    )
}

/// True when the pair of references cannot touch one location in two different iterations of
/// the loop over `v`; `nonneg`: the symbols known not negative where both references run;
/// `defs`: the values of the function's locals that never change
/// ([`Analysis::invariant_defs`]), for the row tests ([`independent_rows`]).
// The facts the tests use are separate maps (each test reads some of them).
#[allow(clippy::too_many_arguments)]
fn independent_in(
    w: &Ref,
    r: &Ref,
    v: &str,
    ranges: &HashMap<String, Affine>,
    lows: &HashMap<String, i64>,
    own: &OwnLoop,
    nonneg: &HashSet<String>,
    defs: &HashMap<String, Affine>,
) -> bool {
    if w.subs.len() != r.subs.len() {
        return false;
    }
    // The distance `v1 - v2` between the writing and the reading iterations that a dimension
    // of equal coefficients forces (`a*v1 + c1 = a*v2 + c2`); two dimensions forcing different
    // ones never hold together (LCS's anti-diagonal: `L[i][d - i]` against `L[i - 1][d - i - 1]`
    // needs `i1 = i2 - 1` and `i1 = i2 + 1`).
    let mut forced: Option<i64> = None;
    for (fw, fr) in w.subs.iter().zip(&r.subs) {
        let opaque_v = |f: &Affine| f.other.iter().any(|o| mentions(o, v));
        if fw.unknown || fr.unknown || opaque_v(fw) || opaque_v(fr) {
            continue;
        }
        if !products_with(fw, v).is_empty() || !products_with(fr, v).is_empty() {
            if independent_rows(fw, fr, v, ranges, lows, nonneg, defs) {
                return true;
            }
            continue;
        }
        // An inner loop's variable takes other values in the other reference's iteration:
        // `m[i][j]` and `m[i-1][j-1]` meet at (i, j) and (i+1, j+1). Only the row test above
        // uses what is known of its span; the equation below holds for invariant symbols.
        let inner = |f: &Affine| {
            f.coef
                .iter()
                .any(|(n, _)| ranges.keys().any(|x| mentions(n, x)))
        };
        if inner(fw) || inner(fr) {
            if independent_strided(fw, fr, v, ranges) {
                return true;
            }
            continue;
        }
        if own
            .bounds
            .as_ref()
            .is_some_and(|b| separated_by_bounds(fw, fr, v, b))
        {
            return true;
        }
        if own
            .bounds
            .as_ref()
            .is_some_and(|b| apart_over_bounds(fw, fr, v, b, &own.quots))
        {
            return true;
        }
        if fw.without(v) != fr.without(v) {
            continue;
        }
        let (aw, ar) = (fw.coef_of(v), fr.coef_of(v));
        // The subscripts' values over the loop's values (known constants) do not overlap:
        // no iteration's write meets any iteration's access (`a[i]` and `a[N - 1 - i]` with
        // `i < N/2`, an in-place reversal). Their common symbolic part adds the same to both.
        if let Some((lo, hi)) = own.values {
            let range = |a: i64, k: i64| {
                let (x, y) = (
                    i128::from(a) * i128::from(lo) + i128::from(k),
                    i128::from(a) * i128::from(hi) + i128::from(k),
                );
                (x.min(y), x.max(y))
            };
            let (w_lo, w_hi) = range(aw, fw.konst);
            let (r_lo, r_hi) = range(ar, fr.konst);
            if w_hi < r_lo || r_hi < w_lo {
                return true;
            }
        }
        let diff = fr.konst - fw.konst;
        if aw == 0 && ar == 0 {
            if diff != 0 {
                return true;
            }
            continue;
        }
        if aw == ar {
            // Two iterations' values of `v` differ by a multiple of the step, so the two
            // subscripts by a multiple of `aw * step` (`a[i + 1]` and `a[i]` with `i += 2`: odd
            // and even elements); and by at most `span - 1` times `aw` (`a[i]`, `a[i + 500]`
            // with i < 500; a flattened row `a[i*64 + j]` and the row before it, `j` < 64).
            let per = aw.saturating_mul(own.step);
            if diff == 0 || diff % aw != 0 || diff % per != 0 {
                return true;
            }
            if own
                .span
                .is_some_and(|s| (diff / aw).unsigned_abs() >= s.max(0).unsigned_abs())
            {
                return true;
            }
            let dist = diff / aw;
            if forced.is_some_and(|f| f != dist) {
                return true;
            }
            forced = Some(dist);
            continue;
        }
        let g = gcd(aw, ar);
        if g != 0 && diff % g != 0 {
            return true;
        }
    }
    false
}

/// The variables declared in statement `s` (at any depth) with an expression initializer,
/// and that initializer.
fn body_locals(
    ast: &Ast,
    sema: &oxacc_sema::Sema,
    s: Handle<Stmt>,
) -> Vec<(oxacc_sema::SymbolInfo, Handle<Expr>)> {
    let mut decls = Vec::new();
    crate::walk::each_stmt(ast, s, &mut |x| match ast.stmts.get(x).map(|y| &y.kind) {
        Some(StmtKind::Decl(d)) => decls.push(*d),
        Some(StmtKind::For {
            init: ForInit::Decl(d),
            ..
        }) => decls.push(*d),
        _ => {}
    });
    let mut out = Vec::new();
    for d in decls {
        let Some(decl) = ast.decls.get(d) else {
            continue;
        };
        for (k, id) in decl.declarators.iter().enumerate() {
            let init = id
                .init
                .and_then(|i| ast.inits.get(i))
                .and_then(|i| match i.kind {
                    oxacc_syntax::ast::InitializerKind::Expr(e) => Some(e),
                    _ => None,
                });
            if let (Some(sym), Some(init)) = (sema.decl_symbol(d, k), init) {
                out.push((sema.symbol(sym).clone(), init));
            }
        }
    }
    out
}

/// The width in bits and the signedness of an integer type.
fn int_range(sema: &oxacc_sema::Sema, ty: TypeId) -> Option<(u64, bool)> {
    if !sema.is_integer(ty) {
        return None;
    }
    if matches!(sema.types.kind(ty), oxacc_sema::TypeKind::Bool) {
        return Some((1, false));
    }
    Some((sema.size_of(ty)? * 8, sema.types.is_signed(ty)))
}

/// Whether converting any value of integer type `from` to integer type `to` keeps it (C11
/// 6.3.1.3p1): the same signedness and at least the width, or unsigned into a wider signed
/// type. Such a conversion is the identity on the value, so a subscript may look through it.
fn preserves(sema: &oxacc_sema::Sema, from: TypeId, to: TypeId) -> bool {
    match (int_range(sema, from), int_range(sema, to)) {
        (Some((fb, fs)), Some((tb, ts))) if fs == ts => tb >= fb,
        (Some((fb, false)), Some((tb, true))) => tb > fb,
        _ => false,
    }
}

/// What a memory access reaches.
#[derive(Clone, Debug)]
enum Root {
    /// An object named by a variable, or the memory a pointer variable the loop does not
    /// change points to. `key` names the object (see [`Ref::base`]).
    Named { key: String, var: String },
    /// Memory of the iteration's own: an array declared in the body, a `private` one.
    Private,
    /// Anything.
    Unknown,
}

/// A place in memory: the root and its subscripts. For a pointer value the last subscript is
/// the offset pointer arithmetic adds to (`a + i` is `a` with `[i]` open; `*(a + i)` and
/// `a[i]` close it).
#[derive(Clone, Debug)]
struct Place {
    root: Root,
    subs: Vec<Affine>,
    /// A pointer loaded from a struct member was crossed: its target may be anything.
    via_member_pointer: bool,
}

impl Place {
    fn unknown() -> Place {
        Place {
            root: Root::Unknown,
            subs: Vec::new(),
            via_member_pointer: false,
        }
    }
}

/// How an expression of the body touches memory.
#[derive(Clone, Copy, Debug)]
enum Access {
    /// A load or store of the lvalue (an element, a member, a pointed-to object).
    Place,
    /// One the test does not follow (a whole struct copied).
    Unknown,
}

/// Puts the memory accesses of a loop body in subscript form.
struct Places<'p> {
    ast: &'p Ast,
    text: &'p str,
    sema: Option<&'p oxacc_sema::Sema>,
    env: &'p Env<'p>,
    body: Span,
    loop_private: &'p HashSet<String>,
    /// The loop's own variable when it is a pointer (2.9 allows one), with its start: in
    /// the k-th iteration it points `k * step` elements past the start, so `*q` is
    /// `start[v]` with `v` the loop's variable counted in elements (the integer loop's
    /// equation; `OwnLoop` reads the step in elements too).
    own_ptr: Option<(VarId, Handle<Expr>)>,
}

impl Places<'_> {
    /// The accesses among `exprs` (every expression of the body): each `[]`, `*`, `.` and `->`
    /// expression whose value is loaded or stored. Not one that is an array (it decays to a
    /// pointer), the operand of `&`, or the struct of a `.` (its member is the access).
    fn accesses(&self, exprs: &[Handle<Expr>]) -> Vec<(Handle<Expr>, Access)> {
        let ast = self.ast;
        let mut not_loaded: HashSet<Handle<Expr>> = HashSet::new();
        for e in exprs {
            match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand,
                }) => {
                    not_loaded.insert(*operand);
                }
                Some(ExprKind::Member {
                    base, arrow: false, ..
                }) => {
                    not_loaded.insert(*base);
                }
                Some(ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x)) => {
                    not_loaded.insert(*x);
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for e in exprs {
            let is_access = matches!(
                ast.exprs.get(*e).map(|x| &x.kind),
                Some(
                    ExprKind::Index { .. }
                        | ExprKind::Member { .. }
                        | ExprKind::Unary {
                            op: UnaryOp::Deref,
                            ..
                        }
                )
            );
            if !is_access || not_loaded.contains(e) {
                continue;
            }
            let Some(sema) = self.sema else {
                out.push((*e, Access::Unknown));
                continue;
            };
            let ty = sema.expr_type(*e);
            if sema.is_array(ty) || sema.types.is_function(ty) {
                continue;
            }
            // A struct or union loaded or stored whole overlaps every member access.
            let kind = if sema.is_record(ty) {
                Access::Unknown
            } else {
                Access::Place
            };
            out.push((*e, kind));
        }
        out
    }

    /// The object variable `e` (an identifier) names, as a place without subscripts.
    fn variable(&self, e: Handle<Expr>) -> Place {
        let ast = self.ast;
        let Some(ExprKind::Ident(id)) = ast.exprs.get(e).map(|x| &x.kind) else {
            return Place::unknown();
        };
        let name = ast.name(*id).to_string();
        let Some(sym) = self.sema.and_then(|s| s.resolved(e).map(|x| s.symbol(x))) else {
            return Place::unknown();
        };
        let inside = self.body.start <= sym.span.start && sym.span.end <= self.body.end;
        let root = if (inside && !sym.is_global) || self.loop_private.contains(&name) {
            Root::Private
        } else {
            Root::Named {
                key: name.clone(),
                var: name,
            }
        };
        Place {
            root,
            subs: Vec::new(),
            via_member_pointer: false,
        }
    }

    /// The place the lvalue `e` designates (closed).
    fn lvalue(&self, e: Handle<Expr>, depth: u32) -> Place {
        let ast = self.ast;
        let (Some(ex), Some(sema)) = (ast.exprs.get(e), self.sema) else {
            return Place::unknown();
        };
        if depth > SUBST_DEPTH * 8 {
            return Place::unknown();
        }
        match &ex.kind {
            ExprKind::Ident(_) => self.variable(e),
            // Read-only: writing a string literal is undefined (C11 6.4.5p7).
            ExprKind::StringLit(_) => Place {
                root: Root::Private,
                subs: Vec::new(),
                via_member_pointer: false,
            },
            ExprKind::Index { base, index } => {
                // `i[a]` is `a[i]`.
                let (b, i) = if sema.is_pointer(sema.value_type(*base)) {
                    (*base, *index)
                } else {
                    (*index, *base)
                };
                self.offset(self.pointer(b, depth + 1), i, 1)
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.pointer(*operand, depth + 1),
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                let (mut p, rec_ty) = if *arrow {
                    let ty = sema.value_type(*base);
                    (self.pointer(*base, depth + 1), sema.pointee(ty))
                } else {
                    (self.lvalue(*base, depth + 1), Some(sema.expr_type(*base)))
                };
                // Members of a struct never overlap; those of a union do.
                let union = match rec_ty.and_then(|t| sema.types.record_of(t)) {
                    Some(r) => sema.types.record(r).kind == oxacc_syntax::ast::RecordKind::Union,
                    None => true,
                };
                if let Root::Named { key, .. } = &mut p.root {
                    if !union {
                        key.push('.');
                        key.push_str(ast.name(*member));
                    }
                }
                p
            }
            _ => Place::unknown(),
        }
    }

    /// Adds `scale * index` to the open subscript of pointer place `p` (pointer arithmetic; a
    /// subscript is the same followed by a dereference).
    fn offset(&self, mut p: Place, index: Handle<Expr>, scale: i64) -> Place {
        if matches!(p.root, Root::Private) {
            return p;
        }
        let a = affine_in(self.ast, self.text, index, self.env, 0).scale(scale);
        match p.subs.last_mut() {
            Some(last) => *last = std::mem::take(last).add(a).norm(),
            None => return Place::unknown(),
        }
        p
    }

    /// The place the pointer value `e` points to, its last subscript open (an array decays to
    /// a pointer to its first element: a new subscript).
    fn pointer(&self, e: Handle<Expr>, depth: u32) -> Place {
        let ast = self.ast;
        let (Some(ex), Some(sema)) = (ast.exprs.get(e), self.sema) else {
            return Place::unknown();
        };
        if depth > SUBST_DEPTH * 8 {
            return Place::unknown();
        }
        let ty = sema.expr_type(e);
        let zero = Affine::default();
        if sema.is_array(ty) {
            let mut p = self.lvalue(e, depth + 1);
            p.subs.push(zero);
            return p;
        }
        if !sema.is_pointer(ty) {
            return Place::unknown();
        }
        match &ex.kind {
            ExprKind::Ident(id) => {
                let var = self.env.uses.and_then(|u| u.get(&e));
                if let Some(init) = var.and_then(|v| self.env.subst.get(v)) {
                    return self.pointer(*init, depth + 1);
                }
                if let Some((own, start)) = self.own_ptr {
                    if var == Some(&own) {
                        let mut p = self.pointer(start, depth + 1);
                        if let Some(last) = p.subs.last_mut() {
                            let v = Affine {
                                coef: vec![(ast.name(*id).to_string(), 1)],
                                ..Affine::default()
                            };
                            *last = std::mem::take(last).add(v).norm();
                        }
                        return p;
                    }
                }
                // A pointer that changes during the loop, or one the body declares (and that
                // does not stand for its initializer): what it points to is not known.
                if self.env.changing.contains(ast.name(*id)) {
                    return Place::unknown();
                }
                let mut p = self.variable(e);
                if matches!(p.root, Root::Private) {
                    // The loop's `private(p[0:n])` gives each iteration its own copy of the
                    // section (a bare `private(p)` pointer is assigned before use, so changes).
                    return if self.loop_private.contains(ast.name(*id)) {
                        p
                    } else {
                        Place::unknown()
                    };
                }
                if let Root::Named { key, .. } = &mut p.root {
                    key.push('*');
                }
                p.subs.push(zero);
                p
            }
            ExprKind::Binary {
                op: op @ (BinaryOp::Add | BinaryOp::Sub),
                lhs,
                rhs,
            } => {
                let lp = sema.is_pointer(sema.value_type(*lhs));
                let rp = sema.is_pointer(sema.value_type(*rhs));
                match (lp, rp, op) {
                    (true, false, BinaryOp::Add) => {
                        self.offset(self.pointer(*lhs, depth + 1), *rhs, 1)
                    }
                    (true, false, BinaryOp::Sub) => {
                        self.offset(self.pointer(*lhs, depth + 1), *rhs, -1)
                    }
                    (false, true, BinaryOp::Add) => {
                        self.offset(self.pointer(*rhs, depth + 1), *lhs, 1)
                    }
                    _ => Place::unknown(),
                }
            }
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => {
                // `&a[i]` points at a[i]; `&x` of a variable is not followed.
                let p = self.lvalue(*operand, depth + 1);
                if p.subs.is_empty() {
                    Place::unknown()
                } else {
                    p
                }
            }
            ExprKind::Cast { expr, .. } => {
                // A cast that keeps the pointed-to type (a qualifier added) is looked through;
                // another one changes what a subscript counts.
                let from = sema.value_type(*expr);
                let same = match (sema.pointee(from), sema.pointee(ty)) {
                    (Some(a), Some(b)) => sema.types.kind(a) == sema.types.kind(b),
                    _ => false,
                };
                if same {
                    self.pointer(*expr, depth + 1)
                } else {
                    Place::unknown()
                }
            }
            // A pointer loaded from memory: what it points to is the next level of its object
            // (the rows of `double **m`), unless that memory is the iteration's own.
            ExprKind::Index { .. }
            | ExprKind::Member { .. }
            | ExprKind::Unary {
                op: UnaryOp::Deref, ..
            } => {
                let mut p = self.lvalue(e, depth + 1);
                match &mut p.root {
                    Root::Named { key, .. } => key.push('*'),
                    // A row pointer of a variable the loop's reduction clause reduces an
                    // element of rows of (`loop_clause_vars`): the row's reduced part is
                    // the iteration's private copy.
                    Root::Private
                        if root_ident(ast, e)
                            .is_some_and(|n| self.loop_private.contains(&format!("{n}*"))) =>
                    {
                        return p;
                    }
                    _ => return Place::unknown(),
                }
                if matches!(ex.kind, ExprKind::Member { .. }) {
                    p.via_member_pointer = true;
                }
                p.subs.push(zero);
                p
            }
            _ => Place::unknown(),
        }
    }
}

/// The variable at the root of an lvalue made of subscripts and dereferences (`w` in
/// `w[0]`, `*w`, `w[1][2]`).
fn root_ident(ast: &Ast, mut e: Handle<Expr>) -> Option<&str> {
    for _ in 0..64 {
        match &ast.exprs.get(e)?.kind {
            ExprKind::Ident(id) => return Some(ast.name(*id)),
            ExprKind::Index { base, .. } => e = *base,
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => e = *operand,
            _ => return None,
        }
    }
    None
}

/// Whether an integer subscript converted from type `from` to type `to` reaches the same
/// element for every value: the conversion keeps the value ([`preserves`]), or `to` is 64 bits
/// wide (the width of an address: `(size_t)i` is `i` modulo 2^64, as the address arithmetic
/// of `a + (size_t)i` is).
fn subscript_keeps(sema: &oxacc_sema::Sema, from: TypeId, to: TypeId) -> bool {
    match (int_range(sema, from), int_range(sema, to)) {
        (Some((fb, _)), Some((64, _))) if fb <= 64 => true,
        _ => preserves(sema, from, to),
    }
}

// ---- what a called function does ---------------------------------------------------------

/// What a function defined in the file does to memory other than its own locals, with
/// everything it calls.
#[derive(Clone, Debug, Default, PartialEq)]
struct Effects {
    /// Writes memory other than its locals (through a pointer, a global or static variable),
    /// or calls a function whose body is not in the file (or through a pointer).
    writes: bool,
    /// Reads through the pointers it is passed.
    reads_args: bool,
    /// The global and static variables it reads.
    reads_globals: Vec<String>,
    /// Reads through a pointer it did not get as an argument (or a global pointer).
    reads_unknown: bool,
    /// The positions of its out-parameters: pointer parameters to arithmetic objects that
    /// the body mentions only as `*p` (read or written, `*f = 0.5 * (q[i] + q[i + 1]);`,
    /// `*u = mom / rho;`). Such a write reaches exactly the object the argument points to,
    /// which the loop's dependence test takes as a write (and a read) of that place
    /// (`Analysis::verdict`); other writes through parameters set `writes`.
    out_params: Vec<usize>,
}

/// The out-parameters of function definition `f` ([`Effects::out_params`]): their positions
/// and symbols.
fn out_params(
    ast: &Ast,
    sema: &oxacc_sema::Sema,
    f: &oxacc_syntax::ast::FunctionDef,
    exprs: &[Handle<Expr>],
) -> Vec<(usize, oxacc_sema::SymbolId)> {
    let Some(oxacc_syntax::ast::ParamList::Prototype { params, .. }) =
        f.declarator.function_params()
    else {
        return Vec::new();
    };
    // Each identifier's parent among the body's expressions.
    let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
    for e in exprs {
        if let Some(x) = ast.exprs.get(*e) {
            for c in walk::expr_children(x) {
                parent.insert(c, *e);
            }
        }
    }
    let mut out = Vec::new();
    for (k, p) in params.iter().enumerate() {
        let Some(name) = p.declarator.name.map(|n| ast.name(n)) else {
            continue;
        };
        let mut sym = None;
        let mut only_deref = true;
        for e in exprs {
            let Some(ExprKind::Ident(id)) = ast.exprs.get(*e).map(|x| &x.kind) else {
                continue;
            };
            if ast.name(*id) != name {
                continue;
            }
            let Some(s) = sema.resolved(*e) else {
                only_deref = false;
                break;
            };
            if sema.symbol(s).kind != oxacc_sema::SymbolKind::Parameter {
                continue;
            }
            sym = Some(s);
            // `*p`, not under `&` (`g(&*p)` passes the pointer on).
            let deref = parent.get(e).is_some_and(|p| {
                matches!(
                    ast.exprs.get(*p).map(|x| &x.kind),
                    Some(ExprKind::Unary {
                        op: UnaryOp::Deref,
                        ..
                    })
                ) && !parent.get(p).is_some_and(|q| {
                    matches!(
                        ast.exprs.get(*q).map(|x| &x.kind),
                        Some(ExprKind::Unary {
                            op: UnaryOp::AddrOf,
                            ..
                        })
                    )
                })
            });
            if !deref {
                only_deref = false;
                break;
            }
        }
        let Some(s) = sym.filter(|_| only_deref) else {
            continue;
        };
        let ty = sema.symbol(s).ty;
        // Every arithmetic type of C (6.2.5p18): the complex and `long double` ones too
        // (`iterate(z, &w)` with a `double _Complex w` of the iteration); `*p` of such an
        // object reaches nothing beyond it, unlike a pointer's or struct's pointee.
        let arith = sema.pointee(ty).is_some_and(|t| {
            let u = sema.types.unqual_id(t);
            (sema.types.is_integer(u) || sema.types.is_floating(u))
                && !sema.types.quals(t).is_volatile
        });
        if arith {
            out.push((k, s));
        }
    }
    out
}

/// The variable an lvalue or pointer expression starts from (`p` of `p[i].x`, `*(p + 1)`,
/// `&p->y`).
fn root_symbol(
    ast: &Ast,
    sema: &oxacc_sema::Sema,
    mut e: Handle<Expr>,
) -> Option<oxacc_sema::SymbolId> {
    for _ in 0..64 {
        match &ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => return sema.resolved(e),
            ExprKind::Index { base, index } => {
                e = if sema.is_pointer(sema.value_type(*base)) {
                    *base
                } else {
                    *index
                }
            }
            ExprKind::Member { base, .. } | ExprKind::Cast { expr: base, .. } => e = *base,
            ExprKind::Unary {
                op: UnaryOp::Deref | UnaryOp::AddrOf,
                operand,
            } => e = *operand,
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => {
                e = if sema.is_pointer(sema.value_type(*rhs)) {
                    *rhs
                } else {
                    *lhs
                }
            }
            _ => return None,
        }
    }
    None
}

/// The effects of every function defined in the file, by name (a fixpoint over the calls,
/// so recursion is covered).
fn file_effects(ast: &Ast, sema: &oxacc_sema::Sema) -> HashMap<String, Effects> {
    let defs = defined_functions(ast);
    let defined: HashSet<&str> = defs.iter().map(|(n, _)| n.as_str()).collect();
    let local = |sym: oxacc_sema::SymbolId| {
        let s = sema.symbol(sym);
        !s.is_global && sema.scope(s.scope).kind != oxacc_sema::ScopeKind::File
    };
    // Direct effects, and the calls to functions of the file: (callee, pointer arguments'
    // roots: Some(true) a parameter, Some(false) a local array, None anything else).
    // The fourth part: for each argument, whether it points to the caller's own local object
    // (`&x`, `&a[i]` of a local `a`), which a callee's out-parameter may write freely.
    type Call = (String, Vec<Option<bool>>, Vec<String>, Vec<bool>);
    let mut direct: HashMap<String, (Effects, Vec<Call>)> = HashMap::new();
    let fn_defs: HashMap<String, &oxacc_syntax::ast::FunctionDef> = ast
        .items
        .iter()
        .filter_map(|it| match it {
            ExternalDecl::FunctionDef(f) => {
                let def = ast.functions.get(*f)?;
                Some((ast.name(def.declarator.name?).to_string(), def))
            }
            _ => None,
        })
        .collect();
    for (name, body) in &defs {
        let mut fx = Effects::default();
        let mut calls: Vec<Call> = Vec::new();
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, *body, &mut exprs);
        let outs = fn_defs
            .get(name)
            .map(|f| out_params(ast, sema, f, &exprs))
            .unwrap_or_default();
        fx.out_params = outs.iter().map(|(k, _)| *k).collect();
        let out_syms: HashSet<oxacc_sema::SymbolId> = outs.iter().map(|(_, s)| *s).collect();
        // `*p` of an out-parameter: the place the caller passes, not a write or read of
        // memory the function reaches otherwise.
        let out_deref = |x: Handle<Expr>| match ast.exprs.get(x).map(|y| &y.kind) {
            Some(ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            }) => sema
                .resolved(*operand)
                .is_some_and(|s| out_syms.contains(&s)),
            _ => false,
        };
        crate::walk::each_stmt(ast, *body, &mut |x| {
            if matches!(ast.stmts.get(x).map(|y| &y.kind), Some(StmtKind::Asm(_))) {
                fx.writes = true;
            }
        });
        let note_global = |fx: &mut Effects, sym: oxacc_sema::SymbolId| {
            let s = sema.symbol(sym);
            if !matches!(s.kind, oxacc_sema::SymbolKind::Variable) || local(sym) {
                return;
            }
            if sema.is_pointer(s.ty) {
                fx.reads_unknown = true;
            } else if !fx.reads_globals.contains(&s.name) {
                fx.reads_globals.push(s.name.clone());
            }
        };
        for e in &exprs {
            let Some(ex) = ast.exprs.get(*e) else {
                continue;
            };
            match &ex.kind {
                ExprKind::Ident(_) => {
                    if let Some(sym) = sema.resolved(*e) {
                        note_global(&mut fx, sym);
                    }
                }
                ExprKind::Assign { lhs: t, .. }
                | ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand: t,
                } => {
                    // Its own local, or an element or member of a local array or struct: no
                    // effect outside; `*p` of an out-parameter: the caller's place.
                    if out_deref(*t) {
                        continue;
                    }
                    let mut x = *t;
                    let own = loop {
                        match ast.exprs.get(x).map(|y| &y.kind) {
                            Some(ExprKind::Ident(_)) => break sema.resolved(x).is_some_and(local),
                            Some(ExprKind::Index { base, .. })
                                if sema.is_array(sema.expr_type(*base)) =>
                            {
                                x = *base
                            }
                            Some(ExprKind::Member {
                                base, arrow: false, ..
                            }) => x = *base,
                            _ => break false,
                        }
                    };
                    if !own {
                        fx.writes = true;
                    }
                }
                ExprKind::Index { .. }
                | ExprKind::Member { arrow: true, .. }
                | ExprKind::Unary {
                    op: UnaryOp::Deref, ..
                } => {
                    // A read through a pointer: one of its parameters, or anything.
                    if out_deref(*e) {
                        continue;
                    }
                    let via_pointer = match &ex.kind {
                        ExprKind::Index { base, .. } => !sema.is_array(sema.expr_type(*base)),
                        _ => true,
                    };
                    if via_pointer {
                        match root_symbol(ast, sema, *e).map(|s| (s, sema.symbol(s))) {
                            Some((_, s)) if s.kind == oxacc_sema::SymbolKind::Parameter => {
                                fx.reads_args = true
                            }
                            Some((g, _)) if !local(g) => note_global(&mut fx, g),
                            _ => fx.reads_unknown = true,
                        }
                    }
                }
                ExprKind::Call { callee, args } => {
                    let callee_name = match ast.exprs.get(*callee).map(|c| &c.kind) {
                        Some(ExprKind::Ident(id)) => ast.name(*id).to_string(),
                        _ => String::new(),
                    };
                    if defined.contains(callee_name.as_str()) {
                        let mut roots = Vec::new();
                        let mut globals = Vec::new();
                        for a in args {
                            if !sema.is_pointer(sema.value_type(*a)) {
                                continue;
                            }
                            match root_symbol(ast, sema, *a).map(|s| (s, sema.symbol(s))) {
                                Some((_, s)) if s.kind == oxacc_sema::SymbolKind::Parameter => {
                                    roots.push(Some(true))
                                }
                                Some((g, s)) if local(g) && sema.is_array(s.ty) => {
                                    roots.push(Some(false))
                                }
                                Some((g, s)) if !local(g) && !sema.is_pointer(s.ty) => {
                                    globals.push(s.name.clone())
                                }
                                _ => roots.push(None),
                            }
                        }
                        let own: Vec<bool> = args
                            .iter()
                            .map(|a| {
                                root_symbol(ast, sema, *a).is_some_and(|g| {
                                    let s = sema.symbol(g);
                                    local(g)
                                        && s.kind == oxacc_sema::SymbolKind::Variable
                                        && !sema.is_pointer(s.ty)
                                })
                            })
                            .collect();
                        calls.push((callee_name, roots, globals, own));
                    } else if !is_math(&callee_name) {
                        fx.writes = true;
                    }
                }
                _ => {}
            }
        }
        direct.insert(name.clone(), (fx, calls));
    }
    let mut out: HashMap<String, Effects> = direct
        .iter()
        .map(|(n, (fx, _))| (n.clone(), fx.clone()))
        .collect();
    // Each round adds what the callees do; effects only grow, and are finite.
    for _ in 0..=defs.len() {
        let mut changed = false;
        for (name, (_, calls)) in &direct {
            let Some(mut fx) = out.get(name).cloned() else {
                continue;
            };
            for (callee, roots, globals, own) in calls {
                let Some(c) = out.get(callee) else { continue };
                fx.writes |= c.writes;
                // What the callee's out-parameters write is the caller's own only when the
                // argument points to its local object.
                if c.out_params
                    .iter()
                    .any(|k| !own.get(*k).copied().unwrap_or(false))
                {
                    fx.writes = true;
                }
                fx.reads_unknown |= c.reads_unknown;
                for g in &c.reads_globals {
                    if !fx.reads_globals.contains(g) {
                        fx.reads_globals.push(g.clone());
                    }
                }
                if c.reads_args {
                    for r in roots {
                        match r {
                            Some(true) => fx.reads_args = true,
                            Some(false) => {}
                            None => fx.reads_unknown = true,
                        }
                    }
                    for g in globals {
                        if !fx.reads_globals.contains(g) {
                            fx.reads_globals.push(g.clone());
                        }
                    }
                }
            }
            if out.get(name) != Some(&fx) {
                out.insert(name.clone(), fx);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    out
}

/// A set of expressions (`Analysis::atomic_only`).
type ExprSet = HashSet<Handle<Expr>>;

struct Analysis<'c, 'a> {
    ctx: &'c LowerCtx<'a>,
    f: &'c FnCtx,
    routines: &'c HashSet<String>,
    /// Variables the loop's own `private` clause privatizes (2.9.10) or its `reduction`
    /// clause reduces (2.9.11): each iteration's accesses to them touch a copy, so they carry
    /// no dependence.
    loop_private: HashSet<String>,
}

impl<'c> Analysis<'c, '_> {
    /// The expressions of `body` that only atomic constructs use to update a variable (2.12):
    /// each occurrence of an atomic's `x` with the expressions naming its storage (the bases
    /// of its subscripts and members, down to the variable's name, not the subscripts), and
    /// the updates of it (`x++`, `x += e`, `x = ...`). The loop is data-independent "except
    /// for vars which ... are modified in an atomic region" (2.9.6, the meaning `auto` tests,
    /// 2.9.7), so these carry no dependence: a histogram's `hist[k]++` under `atomic update`
    /// ran as a one-thread kernel. Only a variable that no other expression of the body names
    /// (not `hist[0] = 0;` beside the atomics, not a read of `cnt`) is exempted.
    fn atomic_only(&self, body: Handle<Stmt>, exprs: &[Handle<Expr>]) -> HashSet<Handle<Expr>> {
        let ctx = self.ctx;
        let ast = ctx.ast;
        // By the variable's name: the roots of its occurrences as `x`, and what they exempt.
        let mut roots: HashMap<String, (ExprSet, ExprSet)> = HashMap::new();
        // Variables some atomic's `x` reaches in a form without a named root (`*(p + i)`).
        let mut unnamed = false;
        crate::walk::each_stmt(ast, body, &mut |st| {
            let Some(StmtKind::Directive(d)) = ast.stmts.get(st).map(|x| &x.kind) else {
                return;
            };
            let Some(a) = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i)) else {
                return;
            };
            let DirectiveName::Atomic(kind) = a.name else {
                return;
            };
            let Some(b) = ast.directives.get(*d).and_then(|x| x.body) else {
                return;
            };
            let Some(form) = super::atomic_form::analyze(ast, ctx.text, kind, b) else {
                return;
            };
            let mut inside = Vec::new();
            walk::exprs_in_stmt(ast, b, &mut inside);
            for &occ in &inside {
                if !oxacc_syntax::same_expr(ast, ctx.text, occ, form.x) {
                    continue;
                }
                // From the occurrence down to the variable's name.
                let mut chain = vec![occ];
                let mut e = occ;
                let root = loop {
                    match ast.exprs.get(e).map(|x| &x.kind) {
                        Some(ExprKind::Ident(id)) => break Some(ast.name(*id).to_string()),
                        Some(ExprKind::Index { base, .. } | ExprKind::Member { base, .. }) => {
                            e = *base;
                            chain.push(e);
                        }
                        _ => break None,
                    }
                };
                let Some(root) = root else {
                    unnamed = true;
                    continue;
                };
                let entry = roots.entry(root).or_default();
                entry.0.insert(e);
                entry.1.extend(chain);
                // Its updates: the assignment or increment whose target it is.
                for &u in &inside {
                    match ast.exprs.get(u).map(|x| &x.kind) {
                        Some(ExprKind::Assign { lhs, .. }) if *lhs == occ => {
                            entry.1.insert(u);
                        }
                        Some(ExprKind::Unary {
                            op:
                                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                            operand,
                        }) if *operand == occ => {
                            entry.1.insert(u);
                        }
                        _ => {}
                    }
                }
            }
        });
        if unnamed {
            // Memory reached without a name may be any variable's: nothing is exempted.
            return HashSet::new();
        }
        let mut out = HashSet::new();
        for (name, (own_roots, exempt)) in roots {
            let elsewhere = exprs.iter().any(|e| {
                !own_roots.contains(e)
                    && matches!(ast.exprs.get(*e).map(|x| &x.kind),
                        Some(ExprKind::Ident(id)) if ast.name(*id) == name)
            });
            if !elsewhere {
                out.extend(exempt);
            }
        }
        out
    }

    /// Whether the object the function's variable `name` declares is reached through no
    /// pointer: a local (not a parameter, not at file scope, the only variable of that name
    /// the function uses) that no expression of the function takes the address of (`&x`,
    /// `&x[i]`, `&x.m`), that never decays to a pointer (`p = x`, `f(x)`, a row `x[i]` of a
    /// 2-D array used as a value) and that no directive of the function names but in a
    /// clause that only moves or privatizes it ([`Self::moving_clause_spans`]: `host_data
    /// use_device(x)` gives its device address to a pointer, `deviceptr` and `link` bind it
    /// to other memory). Only its own name reaches it, so it overlaps no other root, whether
    /// or not a pointer is `restrict`. A data clause such as the construct's own `copyout(r)`
    /// gives no pointer its address: the device copy of an object that no pointer reaches on
    /// the host is reached by no other name there either (an autocorrelation's `double
    /// r[64]` filled from a pointer's data was "Complex loop carried dependence of 'r'").
    fn sealed(&self, name: &str) -> bool {
        let (ast, text, names) = (self.ctx.ast, self.ctx.text, &self.f.names);
        let Some(sema) = self.ctx.sema else {
            return false;
        };
        let mut same = names
            .vars
            .iter()
            .enumerate()
            .filter(|(_, x)| x.name == name);
        let (Some((id, x)), None) = (same.next(), same.next()) else {
            return false;
        };
        if x.is_param || x.file_scope || x.is_global {
            return false;
        }
        let within = |sp: Span| names.span.start <= sp.start && sp.end <= names.span.end;
        let moving = self.moving_clause_spans(names.span);
        let in_moving = |sp: Span| {
            moving
                .iter()
                .any(|c| c.start <= sp.start && sp.end <= c.end)
        };
        let named = ast
            .directives
            .iter()
            .filter(|(_, d)| within(d.span))
            .any(|(_, d)| {
                d.tokens.iter().any(|t| {
                    text.get(t.span.start as usize..t.span.end as usize) == Some(name)
                        && !in_moving(t.span)
                })
            });
        if named {
            return false;
        }
        let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
        for (h, e) in ast.exprs.iter().filter(|(_, e)| within(e.span)) {
            for c in oxacc_omp::walk::expr_children(e) {
                parent.insert(c, h);
            }
        }
        for (&occ, _) in names.uses.iter().filter(|(_, v)| **v == id) {
            // The variable in such a clause is mapped or privatized, not given to a pointer.
            if ast.exprs.get(occ).is_some_and(|e| in_moving(e.span)) {
                continue;
            }
            if object_escapes(ast, sema, &parent, occ) {
                return false;
            }
        }
        true
    }

    /// Whether root `p*` is the data of a local pointer `p` that only allocations set and
    /// whose value no other pointer receives (`double *pr = malloc(..), *nx = malloc(..);
    /// ... for (v) pr[v] = nx[v];`, the row of the apps8 hunt). `p` is a local (not a
    /// parameter, not at file scope, the only variable of that name the function uses) to
    /// data without pointers; its initializer, if any, and every assignment to it are calls
    /// of `malloc`, `calloc`, `realloc` or `aligned_alloc` (C11 7.22.3: each returns a new
    /// object or null); every other use only reaches through it (`p[i]`, `*p`, `p->m`, the
    /// element never under `&` nor decaying to a pointer), tests it (`!p`, `p == NULL`) or
    /// frees it; and no directive names it but in a clause that only moves its data
    /// ([`Self::moving_clause_spans`]). Its object is then reached by no other name, so it
    /// overlaps no other root whatever `restrict` says.
    fn fresh_allocation(&self, root: &str) -> bool {
        let (ast, text, names) = (self.ctx.ast, self.ctx.text, &self.f.names);
        let Some(sema) = self.ctx.sema else {
            return false;
        };
        let Some(name) = root.strip_suffix('*') else {
            return false;
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return false;
        }
        let mut same = names
            .vars
            .iter()
            .enumerate()
            .filter(|(_, x)| x.name == name);
        let (Some((id, x)), None) = (same.next(), same.next()) else {
            return false;
        };
        if x.is_param || x.file_scope || x.is_global {
            return false;
        }
        match sema.pointee(x.ty) {
            Some(t) if !ctype::has_pointer(sema, t) && !sema.is_pointer(t) => {}
            _ => return false,
        }
        let within = |sp: Span| names.span.start <= sp.start && sp.end <= names.span.end;
        let moving = self.moving_clause_spans(names.span);
        let in_moving = |sp: Span| {
            moving
                .iter()
                .any(|c| c.start <= sp.start && sp.end <= c.end)
        };
        let named = ast
            .directives
            .iter()
            .filter(|(_, d)| within(d.span))
            .any(|(_, d)| {
                d.tokens.iter().any(|t| {
                    text.get(t.span.start as usize..t.span.end as usize) == Some(name)
                        && !in_moving(t.span)
                })
            });
        if named {
            return false;
        }
        let allocation = |e: Handle<Expr>| is_allocation(ast, e);
        for (d, decl) in ast.decls.iter().filter(|(_, d)| within(d.span)) {
            for (k, idecl) in decl.declarators.iter().enumerate() {
                if sema.decl_symbol(d, k) != Some(x.sym) {
                    continue;
                }
                let init = idecl.init.and_then(|i| ast.inits.get(i)).map(|i| &i.kind);
                match init {
                    None => {}
                    Some(oxacc_syntax::ast::InitializerKind::Expr(e)) if allocation(*e) => {}
                    Some(_) => return false,
                }
            }
        }
        let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
        for (h, e) in ast.exprs.iter().filter(|(_, e)| within(e.span)) {
            for c in oxacc_omp::walk::expr_children(e) {
                parent.insert(c, h);
            }
        }
        let kind = |h: Option<&Handle<Expr>>| h.and_then(|p| ast.exprs.get(*p)).map(|x| &x.kind);
        // A value that goes nowhere but a test: `!(p = malloc(n))`, `(p = ..) == NULL`.
        let tested = |h: Handle<Expr>| {
            matches!(
                kind(parent.get(&h)),
                None | Some(
                    ExprKind::Unary {
                        op: UnaryOp::Not,
                        ..
                    } | ExprKind::Binary {
                        op: BinaryOp::Eq | BinaryOp::Ne,
                        ..
                    }
                )
            )
        };
        for (&occ, _) in names.uses.iter().filter(|(_, v)| **v == id) {
            if ast.exprs.get(occ).is_some_and(|e| in_moving(e.span)) {
                continue;
            }
            let p = parent.get(&occ);
            match kind(p) {
                Some(ExprKind::Assign { op: None, lhs, rhs }) if *lhs == occ => {
                    if allocation(*rhs) && p.is_some_and(|a| tested(*a)) {
                        continue;
                    }
                    return false;
                }
                Some(ExprKind::Call { callee, args })
                    if args.contains(&occ)
                        && matches!(
                            ast.exprs.get(*callee).map(|c| &c.kind),
                            Some(ExprKind::Ident(f)) if ast.name(*f) == "free"
                        ) =>
                {
                    continue
                }
                Some(
                    ExprKind::Unary {
                        op: UnaryOp::Not, ..
                    }
                    | ExprKind::Binary {
                        op: BinaryOp::Eq | BinaryOp::Ne,
                        ..
                    }
                    | ExprKind::SizeofExpr(_),
                ) => continue,
                Some(ExprKind::Index { base, .. }) if *base == occ => {}
                Some(ExprKind::Unary {
                    op: UnaryOp::Deref, ..
                }) => {}
                Some(ExprKind::Member {
                    base, arrow: true, ..
                }) if *base == occ => {}
                _ => return false,
            }
            // The element reached: up through the subscripts of its arrays and the `.`
            // members; it must not have its address taken nor decay to a pointer.
            let Some(cur) = p.copied() else {
                return false;
            };
            if object_escapes(ast, sema, &parent, cur) {
                return false;
            }
        }
        true
    }

    /// Whether root `q*` is the data of a local pointer `q` whose every value comes from an
    /// allocation: its initializer, if any, and every assignment to it are calls of `malloc`,
    /// `calloc`, `realloc` or `aligned_alloc`, nothing else changes it (`q++`, `q += k`) and
    /// nothing takes its address; no directive names it but in a clause that only moves its
    /// data ([`Self::moving_clause_spans`]). Unlike [`Self::fresh_allocation`], its value may
    /// go to other pointers and functions (`spmv(A, x, q)`): each value of `q` is an object
    /// that did not exist when the function was entered (C11 7.22.3), so it is disjoint from
    /// whatever a parameter the function never assigns points to
    /// ([`Self::param_pointer_restrict`]). A `static` local keeps its value between calls, and
    /// an earlier call may have given it to the caller: not one of these.
    fn allocated_only(&self, root: &str) -> bool {
        let (ast, text, names) = (self.ctx.ast, self.ctx.text, &self.f.names);
        let Some(sema) = self.ctx.sema else {
            return false;
        };
        let Some(name) = root.strip_suffix('*') else {
            return false;
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return false;
        }
        let mut same = names
            .vars
            .iter()
            .enumerate()
            .filter(|(_, x)| x.name == name);
        let (Some((id, x)), None) = (same.next(), same.next()) else {
            return false;
        };
        if x.is_param
            || x.file_scope
            || x.is_global
            || sema.symbol(x.sym).is_global
            || !sema.is_pointer(x.ty)
        {
            return false;
        }
        let within = |sp: Span| names.span.start <= sp.start && sp.end <= names.span.end;
        let moving = self.moving_clause_spans(names.span);
        let in_moving = |sp: Span| {
            moving
                .iter()
                .any(|c| c.start <= sp.start && sp.end <= c.end)
        };
        let named = ast
            .directives
            .iter()
            .filter(|(_, d)| within(d.span))
            .any(|(_, d)| {
                d.tokens.iter().any(|t| {
                    text.get(t.span.start as usize..t.span.end as usize) == Some(name)
                        && !in_moving(t.span)
                })
            });
        if named {
            return false;
        }
        for (d, decl) in ast.decls.iter().filter(|(_, d)| within(d.span)) {
            for (k, idecl) in decl.declarators.iter().enumerate() {
                if sema.decl_symbol(d, k) != Some(x.sym) {
                    continue;
                }
                match idecl.init.and_then(|i| ast.inits.get(i)).map(|i| &i.kind) {
                    None => {}
                    Some(oxacc_syntax::ast::InitializerKind::Expr(e)) if is_allocation(ast, *e) => {
                    }
                    Some(_) => return false,
                }
            }
        }
        let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
        for (h, e) in ast.exprs.iter().filter(|(_, e)| within(e.span)) {
            for c in oxacc_omp::walk::expr_children(e) {
                parent.insert(c, h);
            }
        }
        names
            .uses
            .iter()
            .filter(|(_, v)| **v == id)
            .all(|(&occ, _)| {
                let Some(p) = parent.get(&occ).and_then(|p| ast.exprs.get(*p)) else {
                    return true;
                };
                match &p.kind {
                    ExprKind::Assign { op: None, lhs, rhs } if *lhs == occ => {
                        is_allocation(ast, *rhs)
                    }
                    _ => walk::changed_lvalue(p) != Some(occ),
                }
            })
    }

    /// The spans of the clauses, in the directives inside `area` (a function), that map,
    /// move or privatize their variables and give none of them another address: the data
    /// clauses of 2.7.5-2.7.11 (`present`, `copy` ... `delete`), `update`'s `self`, `host`
    /// and `device` (2.14.4), `private`, `firstprivate`, `reduction`. Not `deviceptr`,
    /// `attach`, `detach`, `device_resident`, `link`, `use_device`, nor a directive's own
    /// arguments.
    fn moving_clause_spans(&self, area: Span) -> Vec<Span> {
        use oxacc_acc::ast::{ClauseKind, DataClauseKind as D, SelfArg};
        self.ctx
            .acc
            .iter()
            .filter(|d| area.start <= d.span.start && d.span.end <= area.end)
            .flat_map(|d| &d.clauses)
            .filter(|c| match &c.kind {
                ClauseKind::Data(dc) => matches!(
                    dc.kind,
                    D::Copy
                        | D::Copyin
                        | D::Copyout
                        | D::Create
                        | D::NoCreate
                        | D::Delete
                        | D::Present
                ),
                ClauseKind::SelfClause(SelfArg::Vars(_))
                | ClauseKind::Host(_)
                | ClauseKind::Device(_)
                | ClauseKind::Private(_)
                | ClauseKind::Firstprivate(_)
                | ClauseKind::Reduction { .. } => true,
                _ => false,
            })
            .map(|c| c.span)
            .collect()
    }

    /// For a root reached directly through a pointer parameter that the file never assigns
    /// (`x*` of `float *x`): whether that pointer is `restrict`. None for any other root (a
    /// local pointer, a member, a row of a pointer array), which may be based on a restrict
    /// pointer (`float *q = Qr + 1;`).
    fn param_pointer_restrict(&self, root: &str) -> Option<bool> {
        let name = root.strip_suffix('*')?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let sema = self.ctx.sema?;
        let mut same = self.f.names.vars.iter().filter(|v| v.name == name);
        let (Some(v), None) = (same.next(), same.next()) else {
            return None;
        };
        let pointee = sema.pointee(v.ty)?;
        if !v.is_param || sema.is_pointer(pointee) {
            return None;
        }
        let assigned =
            self.ctx.ast.exprs.iter().any(|(_, e)| {
                walk::changed_lvalue(e).and_then(|t| sema.resolved(t)) == Some(v.sym)
            });
        (!assigned).then(|| ctype::data_level_restrict(sema, v.ty))
    }

    /// Whether variable `name` (used in the loop) is a distinct object that no other name
    /// aliases: a declared array of non-pointers, or a pointer whose data level is restrict.
    fn noalias(&self, name: &str) -> bool {
        let Some(v) = self.f.names.vars.iter().rev().find(|v| v.name == name) else {
            return true; // a global array
        };
        let Some(sema) = self.ctx.sema else {
            return false;
        };
        match ctype::classify(sema, v.ty) {
            VarClass::Array => {
                !ctype::has_pointer(sema, v.ty) || ctype::data_level_restrict(sema, v.ty)
            }
            VarClass::Scalar { pointer: true, .. } => ctype::data_level_restrict(sema, v.ty),
            _ => true,
        }
    }

    /// What subscripts in the body of `l` may take as known (see [`Env`]): a symbol is
    /// invariant only when it is declared outside the loop and the body does not assign it
    /// (`writes`: the left sides of the body's assignments and increments); a body local
    /// never assigned after its declaration stands for its initializer when that keeps its
    /// value (`int k = i;` but not `char c = i;`).
    /// The function's integer locals that hold their initializer's value wherever they are
    /// used, as affine forms of names that never change either (parameters, such locals):
    /// CloverLeaf's `int w = x_max - x_min + 5;` before `a[w*(k - y_min) + j - x_min]` in a
    /// loop of `j` from `x_min` to `x_max`, whose rows the row tests separate only knowing `w`
    /// exceeds that span. A name qualifies when it is the only variable of that name the
    /// function uses (the forms name variables by name), is not at file scope (a call may
    /// change it), and no expression of the file assigns it, increments it or takes its
    /// address, nor any directive of the function names it outside the bounds of a section (a
    /// data clause may copy a value back into it).
    fn invariant_defs(&self) -> HashMap<String, Affine> {
        let mut out = HashMap::new();
        let Some(sema) = self.ctx.sema else {
            return out;
        };
        let (ast, text, names) = (self.ctx.ast, self.ctx.text, &self.f.names);
        let within = |sp: Span| names.span.start <= sp.start && sp.end <= names.span.end;
        let mut changed = HashSet::new();
        for (_, e) in ast.exprs.iter() {
            if let Some(sym) = walk::changed_lvalue(e).and_then(|t| sema.resolved(t)) {
                changed.insert(sym);
            }
        }
        // Names inside brackets are only read (the bounds of a section, `copy(a[0:w*m])`).
        let mut in_directive = HashSet::new();
        for (_, d) in ast.directives.iter().filter(|(_, d)| within(d.span)) {
            let mut depth = 0u32;
            for t in &d.tokens {
                match text.get(t.span.start as usize..t.span.end as usize) {
                    Some("[") => depth += 1,
                    Some("]") => depth = depth.saturating_sub(1),
                    Some(w) if depth == 0 => {
                        in_directive.insert(w);
                    }
                    _ => {}
                }
            }
        }
        let steady = |name: &str| {
            let mut same = names.vars.iter().filter(|x| x.name == name);
            match (same.next(), same.next()) {
                (Some(x), None) => {
                    !x.file_scope
                        && !changed.contains(&x.sym)
                        && !in_directive.contains(name)
                        && sema.is_integer(x.ty)
                }
                _ => false,
            }
        };
        let env = Env {
            sema: Some(sema),
            uses: Some(&names.uses),
            ..Env::default()
        };
        for (d, decl) in ast.decls.iter().filter(|(_, d)| within(d.span)) {
            for (k, id) in decl.declarators.iter().enumerate() {
                let Some(sym) = sema.decl_symbol(d, k) else {
                    continue;
                };
                let init = id
                    .init
                    .and_then(|i| ast.inits.get(i))
                    .and_then(|i| match i.kind {
                        oxacc_syntax::ast::InitializerKind::Expr(e) => Some(e),
                        _ => None,
                    });
                let Some(x) = names.vars.iter().find(|x| x.sym == sym) else {
                    continue;
                };
                let Some(init) = init.filter(|_| !x.is_param && steady(&x.name)) else {
                    continue;
                };
                let a = affine_in(ast, text, init, &env, 0);
                let free = a
                    .coef
                    .iter()
                    .all(|(n, _)| n.split('*').all(|f| f != x.name && steady(f)));
                if !a.unknown && a.other.is_empty() && free {
                    out.insert(x.name.clone(), a);
                }
            }
        }
        out
    }

    fn env(
        &self,
        l: &loops::CanonLoop,
        writes: &HashSet<Handle<Expr>>,
        inner_vars: &HashSet<String>,
        ranges: &HashMap<String, Affine>,
    ) -> Env<'c> {
        let ast = self.ctx.ast;
        let names = &self.f.names;
        let body_span = ast.stmts.get(l.body).map(|s| s.span).unwrap_or_default();
        let inside = |x: &super::names::LocalVar| {
            body_span.start <= x.span.start && x.span.end <= body_span.end
        };
        let mut changing: HashSet<String> = inner_vars.clone();
        for x in &names.vars {
            if inside(x) {
                changing.insert(x.name.clone());
            }
        }
        // Variables the body assigns, or whose address it takes (a write through the
        // pointer is not seen as an assignment of the name).
        let mut written: HashSet<VarId> = HashSet::new();
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut exprs);
        for e in &exprs {
            let target = match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand,
                }) => Some(*operand),
                _ => writes.contains(e).then_some(*e),
            };
            let Some(t) = target else { continue };
            if let Some(ExprKind::Ident(id)) = ast.exprs.get(t).map(|x| &x.kind) {
                changing.insert(ast.name(*id).to_string());
                if let Some(v) = names.uses.get(&t) {
                    written.insert(*v);
                }
            }
        }
        let mut subst = HashMap::new();
        if let Some(sema) = self.ctx.sema {
            for (var, init) in body_locals(ast, sema, l.body) {
                let Some(id) = names
                    .vars
                    .iter()
                    .position(|x| x.span == var.span && x.name == var.name)
                else {
                    continue;
                };
                if var.is_global || written.contains(&id) {
                    continue;
                }
                let from = sema.value_type(init);
                // A pointer to the same type: accesses through it are accesses to what its
                // initializer points to (`int *p = a + i;`, `double *r = m[i - 1];`).
                let same_pointer = match (sema.pointee(var.ty), sema.pointee(from)) {
                    (Some(a), Some(b)) => sema.types.kind(a) == sema.types.kind(b),
                    _ => false,
                };
                if same_pointer || subscript_keeps(sema, from, var.ty) {
                    subst.insert(id, init);
                }
            }
        }
        // A scalar declared outside the loop that each iteration assigns once, first, at the
        // body's top level, from an expression of invariants and the loop variable (`k = 2 *
        // i;` before `a[k] = ...`): every use of it in the iteration sees that expression's
        // value, which it stands for as a body local's initializer does (the scalar itself
        // is then privatized, or its last value kept, as any assigned-first scalar).
        if let Some(sema) = self.ctx.sema {
            let items = match ast.stmts.get(l.body).map(|s| &s.kind) {
                Some(StmtKind::Compound(items)) => items.clone(),
                _ => vec![l.body],
            };
            for st in items {
                let Some(StmtKind::Expr(a)) = ast.stmts.get(st).map(|s| &s.kind) else {
                    continue;
                };
                let Some(ExprKind::Assign { op: None, lhs, rhs }) =
                    ast.exprs.get(*a).map(|x| &x.kind)
                else {
                    continue;
                };
                let Some(ExprKind::Ident(id)) = ast.exprs.get(*lhs).map(|x| &x.kind) else {
                    continue;
                };
                let name = ast.name(*id);
                let Some(var) = names.uses.get(lhs).copied() else {
                    continue;
                };
                let Some(x) = names.var(var) else { continue };
                let once = writes
                    .iter()
                    .filter(|w| names.uses.get(*w) == Some(&var))
                    .count()
                    == 1;
                // Its address taken anywhere: a store through a pointer may change it after
                // the assignment (`int *p = &k;` ... `*p = 0;`), which no write here shows.
                let sym = sema.resolved(*lhs);
                let escaped = ast.exprs.iter().any(|(_, e)| match &e.kind {
                    ExprKind::Unary {
                        op: UnaryOp::AddrOf,
                        operand,
                    } => sym.is_some() && sema.resolved(*operand) == sym,
                    _ => false,
                });
                if inside(x)
                    || escaped
                    || subst.contains_key(&var)
                    || !once
                    || !walk::assigned_first(ast, l.body, name, false)
                    || !simple_invariant(ast, &names.uses, *rhs, &changing, name)
                    || !subscript_keeps(sema, sema.value_type(*rhs), x.ty)
                {
                    continue;
                }
                subst.insert(var, *rhs);
            }
        }
        let variant = changing
            .iter()
            .filter(|n| !ranges.contains_key(*n))
            .cloned()
            .collect();
        Env {
            sema: self.ctx.sema,
            uses: Some(&names.uses),
            subst,
            variant,
            changing,
        }
    }

    /// The verdict on the canonical loop `l`.
    pub fn verdict(&self, l: &loops::CanonLoop) -> Verdict {
        let ast = self.ctx.ast;
        let v = l.var_name.as_str();
        let body_span = ast.stmts.get(l.body).map(|s| s.span).unwrap_or_default();
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut exprs);
        // Variables only atomic constructs update are not the test's (2.9.6).
        let atomic_only = self.atomic_only(l.body, &exprs);
        if !atomic_only.is_empty() {
            exprs.retain(|e| !atomic_only.contains(e));
        }
        // A loop that may stop early, or whose variable or bound the body changes, has no trip
        // count on entry: it runs as written (2.9; an `auto` loop the compiler cannot prove
        // parallel is sequential, 2.9.7).
        if leaves_loop_early(ast, l.body) {
            return Verdict::Sequential("Loop has multiple exits".into());
        }
        // `i != 10.5` compares in double: no trip count counts it (see `loops::trip_count`).
        let typing = loops::LoopTyping::of(ast, self.ctx.sema, l, |_| String::new());
        if l.cmp == loops::Cmp::Ne && matches!(typing.test, loops::TestType::Floating { .. }) {
            return Verdict::Sequential("Loop test '!=' against a floating bound".into());
        }
        // What the body assigns or increments (the left sides).
        let writes: HashSet<Handle<Expr>> = exprs
            .iter()
            .filter_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => Some(*lhs),
                Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                }) => Some(*operand),
                _ => None,
            })
            .collect();
        let assigned: HashSet<&str> = writes
            .iter()
            .filter_map(|t| match ast.exprs.get(*t).map(|x| &x.kind) {
                Some(ExprKind::Ident(id)) => Some(ast.name(*id)),
                _ => None,
            })
            .collect();
        if assigned.contains(v) {
            return Verdict::Sequential(format!("Loop variable '{v}' is modified in the loop"));
        }
        let mut bound_exprs = Vec::new();
        for b in l.bound_exprs() {
            walk::exprs_in_expr(ast, b, &mut bound_exprs);
        }
        if let Some(e) = l.step.expr {
            walk::exprs_in_expr(ast, e, &mut bound_exprs);
        }
        for e in bound_exprs {
            if let Some(ExprKind::Ident(id)) = ast.exprs.get(e).map(|x| &x.kind) {
                if assigned.contains(ast.name(*id)) {
                    return Verdict::Sequential(format!(
                        "Loop bound '{}' is modified in the loop",
                        ast.name(*id)
                    ));
                }
            }
        }
        // Inner loop variables are private; those declared outside the body (by sema's
        // resolution, not by name: another variable of the function may have the same name)
        // need privatizing.
        let mut inner_vars: HashSet<String> = HashSet::new();
        let mut inner_outside: Vec<(String, Option<VarId>)> = Vec::new();
        let mut ranges: HashMap<String, Affine> = HashMap::new();
        // Symbols bounding an inner loop's count, with the loop's body (see `independent_rows`).
        let mut bounded: Vec<(String, Span, i64)> = Vec::new();
        // The range `[lo, hi)` of the values of the loops of each name with a span, and the
        // names of several loops whose ranges are kept.
        let mut bounds: HashMap<String, (Affine, Affine)> = HashMap::new();
        let mut shared: HashSet<String> = HashSet::new();
        // The inner loops whose bounds hold through their bodies, with those bodies (the loops
        // around a reference, for `delinearized`).
        let mut inner_around: Vec<(Span, Around)> = Vec::new();
        crate::walk::each_stmt(ast, l.body, &mut |s| {
            if let Some(c) = loops::canonical_in(ast, self.ctx.sema, s) {
                if let (Some(a), Some(b)) = (
                    around_of(ast, self.ctx.text, self.ctx.sema, &c),
                    ast.stmts.get(c.body),
                ) {
                    inner_around.push((b.span, a));
                }
                let id = c.var_expr.and_then(|e| self.f.names.uses.get(&e)).copied();
                let outside = id.and_then(|v| self.f.names.var(v)).is_some_and(|x| {
                    !(body_span.start <= x.span.start && x.span.end <= body_span.end)
                });
                if outside && !inner_outside.iter().any(|(n, _)| *n == c.var_name) {
                    inner_outside.push((c.var_name.clone(), id));
                }
                // The span of its values (for row-major subscripts); a name two loops use
                // has none.
                let span = loop_span(ast, self.ctx.text, self.ctx.sema, &c);
                // `s + k` values with `k <= 1`: where its body runs, `s >= 1 - k >= 0`. Only
                // for a test compared as signed (the variable and both bounds of signed
                // types): `unsigned i < nx` runs for an `int nx` below zero too.
                let signed = |e: Handle<Expr>| {
                    self.ctx.sema.is_some_and(|sema| {
                        let t = sema.types.strip_enum(sema.value_type(e));
                        sema.is_integer(t) && sema.types.is_signed(t)
                    })
                };
                let signed_test = c.var_expr.is_some_and(signed)
                    && signed(c.lb)
                    && signed(c.ub)
                    && shift_signed(&c, signed);
                if let Some(sp) = span.as_ref().filter(|_| signed_test) {
                    if let ([(sym, 1)], true, false, true) = (
                        sp.coef.as_slice(),
                        sp.other.is_empty(),
                        sp.unknown,
                        sp.konst <= 1,
                    ) {
                        if !sym.contains('*') {
                            if let Some(b) = ast.stmts.get(c.body) {
                                bounded.push((sym.clone(), b.span, 1 - sp.konst));
                            }
                        }
                    }
                }
                // Two loops of one name (a row normalized by consecutive `for (int j = 0; j <
                // m; j++)` loops, a maximum found from `j = 1`) keep a span when their values
                // lie in one range: lower bounds and ends `lb + span` that differ by constants,
                // whose names the body does not change (checked below, once the body's
                // changing names are known). The span is then the union's.
                let lb = affine_in(
                    ast,
                    self.ctx.text,
                    c.lb,
                    &Env {
                        sema: self.ctx.sema,
                        ..Env::default()
                    },
                    0,
                )
                .norm();
                let known = |a: &Affine| a.other.is_empty() && !a.unknown;
                let konst = |a: Affine| {
                    let a = a.norm();
                    (a.coef.is_empty() && known(&a)).then_some(a.konst)
                };
                let again = inner_vars.contains(&c.var_name);
                match (again, span) {
                    (false, Some(sp)) => {
                        let end = lb.clone().add(sp.clone()).norm();
                        bounds.insert(c.var_name.clone(), (lb, end));
                        ranges.insert(c.var_name.clone(), sp);
                    }
                    (true, Some(sp)) if known(&lb) => {
                        let end = lb.clone().add(sp).norm();
                        let merged = bounds.get(&c.var_name).and_then(|(lo, hi)| {
                            let dlo = konst(lb.clone().add(lo.clone().scale(-1)))?;
                            let dhi = konst(end.clone().add(hi.clone().scale(-1)))?;
                            let lo = if dlo < 0 { lb.clone() } else { lo.clone() };
                            let hi = if dhi > 0 { end.clone() } else { hi.clone() };
                            Some((lo, hi))
                        });
                        match merged {
                            Some((lo, hi)) => {
                                let sp = hi.clone().add(lo.clone().scale(-1)).norm();
                                bounds.insert(c.var_name.clone(), (lo, hi));
                                ranges.insert(c.var_name.clone(), sp);
                                shared.insert(c.var_name.clone());
                            }
                            None => {
                                bounds.remove(&c.var_name);
                                ranges.remove(&c.var_name);
                            }
                        }
                    }
                    _ => {
                        bounds.remove(&c.var_name);
                        ranges.remove(&c.var_name);
                    }
                }
                inner_vars.insert(c.var_name);
            }
        });
        let mut env = self.env(l, &writes, &inner_vars, &ranges);
        // A shared range holds only if its bounds mean the same values in every loop of the
        // name: none of their names may change in the body (nor be the loop's own variable,
        // whose other iterations the test compares).
        let unsteady: Vec<String> = shared
            .iter()
            .filter(|n| {
                let Some((lo, hi)) = bounds.get(*n) else {
                    return true;
                };
                lo.coef.iter().chain(&hi.coef).any(|(t, _)| {
                    t.split('*')
                        .any(|x| x == v || env.changing.contains(x) || inner_vars.contains(x))
                })
            })
            .cloned()
            .collect();
        if !unsteady.is_empty() {
            for n in &unsteady {
                ranges.remove(n);
            }
            env = self.env(l, &writes, &inner_vars, &ranges);
        }
        // The constant lower bounds of the inner variables with a range (see
        // `independent_rows`).
        let lows: HashMap<String, i64> = ranges
            .keys()
            .filter_map(|n| {
                let (lo, _) = bounds.get(n)?;
                (lo.coef.is_empty() && lo.other.is_empty() && !lo.unknown)
                    .then(|| (n.clone(), lo.konst))
            })
            .collect();
        let mut own = OwnLoop::of(ast, self.ctx.text, self.ctx.sema, l);
        let mut refs: Vec<Ref> = Vec::new();
        let mut scalar_writes: Vec<(String, Handle<Expr>)> = Vec::new();
        let mut complex_write: Option<String> = None;
        let mut effects: Option<HashMap<String, Effects>> = None;
        let mut calls: Vec<(Handle<Expr>, Effects)> = Vec::new();
        for e in &exprs {
            let Some(ex) = ast.exprs.get(*e) else {
                continue;
            };
            match &ex.kind {
                ExprKind::Call { callee, .. } => {
                    let name = match ast.exprs.get(*callee).map(|c| &c.kind) {
                        Some(ExprKind::Ident(id)) => ast.name(*id).to_string(),
                        _ => String::new(),
                    };
                    if !(is_math(&name) || self.routines.contains(&name)) {
                        return Verdict::Sequential(format!(
                            "Loop contains a call to '{name}', which is not a routine"
                        ));
                    }
                    if is_math(&name) {
                        continue;
                    }
                    // A routine's body decides: one that writes memory outside it (through
                    // a pointer argument, a global) carries a dependence; what it reads is a
                    // reference of the loop (below). Without its body nothing is known.
                    let Some(sema) = self.ctx.sema else {
                        return Verdict::Sequential(format!(
                            "Loop contains a call to '{name}', whose body is not known"
                        ));
                    };
                    let fx = effects
                        .get_or_insert_with(|| file_effects(ast, sema))
                        .get(&name)
                        .cloned();
                    match fx {
                        None => {
                            return Verdict::Sequential(format!(
                                "Loop contains a call to '{name}', whose body is not in this file"
                            ))
                        }
                        Some(fx) if fx.writes => {
                            return Verdict::Sequential(format!(
                                "Loop contains a call to '{name}', which writes memory other than its locals"
                            ))
                        }
                        Some(fx) => calls.push((*e, fx)),
                    }
                }
                ExprKind::Assign { lhs, .. } => {
                    self.target(*lhs, &mut scalar_writes, &mut complex_write, *e, body_span)
                }
                ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                } => self.target(
                    *operand,
                    &mut scalar_writes,
                    &mut complex_write,
                    *e,
                    body_span,
                ),
                _ => {}
            }
        }
        if let Some(what) = complex_write {
            return Verdict::Sequential(format!(
                "Complex loop carried dependence of '{what}' prevents parallelization"
            ));
        }
        // Memory references: every access to memory in the body, whatever its form
        // (`a[i]`, `*(a + i)`, `(a - 1)[i]`, `p[1]` through a pointer the body declares, `s.v[i]`,
        // `p->x`), put in the form `root[s0][s1]...`; one the test cannot put in that form is
        // unknown and carries a dependence with every write (2.9.7: what cannot be proved
        // independent stays sequential).
        let compound_writes: HashSet<Handle<Expr>> = exprs
            .iter()
            .filter_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign {
                    op: Some(_), lhs, ..
                }) => Some(*lhs),
                Some(ExprKind::Unary { operand, .. }) => Some(*operand),
                _ => None,
            })
            .collect();
        let places = Places {
            ast,
            text: self.ctx.text,
            sema: self.ctx.sema,
            env: &env,
            body: body_span,
            loop_private: &self.loop_private,
            own_ptr: typing
                .ptr_elem
                .and(l.var_expr)
                .and_then(|e| self.f.names.uses.get(&e).copied())
                .map(|id| (id, l.lb)),
        };
        let mut unknown: Option<(bool, String)> = None;
        // Structs of a named object loaded or stored whole (`q[i] = add(p[i], p[i + 1]);`):
        // their key and number of subscripts. Each covers every member of its element; the
        // member references of the loop are folded into it below.
        let mut wholes: Vec<(String, usize)> = Vec::new();
        for (e, kind) in places.accesses(&exprs) {
            let Some(ex) = ast.exprs.get(e) else {
                continue;
            };
            let w = writes.contains(&e);
            let place = match kind {
                Access::Place => places.lvalue(e, 0),
                Access::Unknown => {
                    let record = self.ctx.sema.is_some_and(|sm| {
                        let t = sm.types.unqual_id(sm.expr_type(e));
                        sm.types.record_of(t).is_some_and(|r| {
                            sm.types.record(r).kind == oxacc_syntax::ast::RecordKind::Struct
                        })
                    });
                    if record {
                        let p = places.lvalue(e, 0);
                        if let Root::Named { key, .. } = &p.root {
                            wholes.push((key.clone(), p.subs.len()));
                        }
                        p
                    } else {
                        Place::unknown()
                    }
                }
            };
            let (base, root, subs) = match place.root {
                Root::Private => continue,
                Root::Unknown => {
                    // A write is reported first.
                    if !matches!(&unknown, Some(u) if !w || u.0) {
                        unknown = Some((w, key(ast, self.ctx.text, e)));
                    }
                    continue;
                }
                Root::Named { key, var } => (key, var, place.subs),
            };
            // The object reached through the last pointer crossed (or the declared object):
            // two of them may overlap when one is reached through a pointer that is not
            // `restrict` or that a struct member holds.
            let (root, alias) = match base.rfind('*') {
                Some(k) => (
                    base[..=k].to_string(),
                    place.via_member_pointer || !self.noalias(&root),
                ),
                None => (root, false),
            };
            let cell = match self.ctx.sema {
                Some(sm) => sm.is_pointer(sm.value_type(e)),
                None => true,
            };
            let r = Ref {
                base,
                root,
                alias,
                cell,
                subs,
                write: w,
                offset: ex.span.start,
                any: false,
            };
            if w && compound_writes.contains(&e) {
                refs.push(Ref {
                    write: false,
                    ..r.clone()
                });
            }
            refs.push(r);
        }
        // What the routines called read: through their pointer arguments (anywhere in what
        // each points to), globals.
        for (call, fx) in &calls {
            let Some(ExprKind::Call { args, .. }) = ast.exprs.get(*call).map(|x| &x.kind) else {
                continue;
            };
            let offset = ast.exprs.get(*call).map_or(0, |x| x.span.start);
            let what = key(ast, self.ctx.text, *call);
            if fx.reads_unknown {
                unknown = unknown.or(Some((false, what.clone())));
            }
            if let Some(g) = fx
                .reads_globals
                .iter()
                .find(|g| assigned.contains(g.as_str()))
            {
                return Verdict::Sequential(format!(
                    "Loop carried scalar dependence for '{g}' (read by the call '{what}')"
                ));
            }
            // The out-parameters' objects (`flux(q, i, &f[i])`, `prim(r, m, &u, &p)` with
            // `u`, `p` the iteration's locals): each call reads and writes exactly the place its
            // argument points to. A scalar of the code around the loop is a carried
            // dependence (no privatization through a call), as is an argument whose place the
            // test cannot follow.
            for &k in &fx.out_params {
                let Some(a) = args.get(k) else { continue };
                // `&x` of a variable: the iteration's own local, or a scalar of the code
                // around the loop (which `pointer` does not follow).
                let place = match ast.exprs.get(*a).map(|x| &x.kind) {
                    Some(ExprKind::Unary {
                        op: UnaryOp::AddrOf,
                        operand,
                    }) if matches!(
                        ast.exprs.get(*operand).map(|x| &x.kind),
                        Some(ExprKind::Ident(_))
                    ) =>
                    {
                        places.variable(*operand)
                    }
                    _ => places.pointer(*a, 0),
                };
                match place.root {
                    Root::Private => {}
                    Root::Named { key, var } if !place.subs.is_empty() => {
                        let (root, alias) = match key.rfind('*') {
                            Some(j) => (
                                key[..=j].to_string(),
                                place.via_member_pointer || !self.noalias(&var),
                            ),
                            None => (var, false),
                        };
                        let r = Ref {
                            base: key,
                            root,
                            alias,
                            cell: false,
                            subs: place.subs,
                            write: true,
                            offset,
                            any: false,
                        };
                        refs.push(Ref {
                            write: false,
                            ..r.clone()
                        });
                        refs.push(r);
                    }
                    Root::Named { var, .. } => {
                        return Verdict::Sequential(format!(
                            "Loop carried scalar dependence for '{var}' (written by the call '{what}')"
                        ));
                    }
                    Root::Unknown => {
                        return Verdict::Sequential(format!(
                            "Complex loop carried dependence of '{what}' prevents parallelization"
                        ));
                    }
                }
            }
            let mut read = |place: Place, cell: bool| match place.root {
                Root::Private => {}
                Root::Unknown => {
                    unknown = unknown.clone().or(Some((false, what.clone())));
                }
                Root::Named { key, var } => {
                    let (root, alias) = match key.rfind('*') {
                        Some(k) => (
                            key[..=k].to_string(),
                            place.via_member_pointer || !self.noalias(&var),
                        ),
                        None => (var, false),
                    };
                    let mut subs = place.subs;
                    if let Some(last) = subs.last_mut() {
                        last.unknown = true;
                    }
                    refs.push(Ref {
                        base: key,
                        root,
                        alias,
                        cell,
                        subs,
                        write: false,
                        offset,
                        any: true,
                    });
                }
            };
            if fx.reads_args {
                for (k, a) in args.iter().enumerate() {
                    if fx.out_params.contains(&k) {
                        continue;
                    }
                    let Some(sema) = self.ctx.sema else { continue };
                    let ty = sema.value_type(*a);
                    if let Some(pointee) = sema.pointee(ty) {
                        read(places.pointer(*a, 0), sema.is_pointer(pointee));
                    }
                }
            }
            for g in &fx.reads_globals {
                read(
                    Place {
                        root: Root::Named {
                            key: g.clone(),
                            var: g.clone(),
                        },
                        subs: vec![Affine {
                            unknown: true,
                            ..Affine::default()
                        }],
                        via_member_pointer: false,
                    },
                    false,
                );
            }
        }
        // A whole struct `q[i]` overlaps every member access `q[j].x`, `q[j].a[k]` exactly
        // when the element is the same: such a reference becomes one of the whole element
        // (the struct's key, its subscripts up to the struct's level), the shortest
        // enclosing whole first.
        wholes.sort_by_key(|(k, _)| k.len());
        for r in refs.iter_mut() {
            for (k, n) in &wholes {
                if r.base.len() > k.len()
                    && r.base.starts_with(k.as_str())
                    && r.base.as_bytes()[k.len()] == b'.'
                    && r.subs.len() >= *n
                {
                    r.base = k.clone();
                    r.subs.truncate(*n);
                    break;
                }
            }
        }
        if let Some((w, what)) = unknown {
            // An unknown read meets any write: to memory, or to a scalar it may point to.
            if w || refs.iter().any(|r| r.write) || !scalar_writes.is_empty() {
                return Verdict::Sequential(format!(
                    "Complex loop carried dependence of '{what}' prevents parallelization"
                ));
            }
        }
        // Aliasing between distinct objects when one is written (members of one object do not
        // overlap; a pointer stored in memory is no element of the data it points to). A local
        // whose address the function never takes is reached through no pointer: NPB MG's
        // `double u1[M]` scratch row filled from the pointer `u` in `resid`.
        let mut sealed: HashMap<String, bool> = HashMap::new();
        let mut unreachable = |r: &Ref| {
            !r.root.contains('*')
                && *sealed
                    .entry(r.root.clone())
                    .or_insert_with(|| self.sealed(&r.root))
        };
        // The data of a local pointer that only allocations set and that gives its value to
        // no other pointer: no other root reaches it (`fresh_allocation`).
        let mut fresh: HashMap<String, bool> = HashMap::new();
        let mut allocated = |r: &Ref| {
            *fresh
                .entry(r.root.clone())
                .or_insert_with(|| self.fresh_allocation(&r.root))
        };
        // Two pointer parameters, one `restrict`, the function assigning neither: what one
        // modifies the other does not reach (C11 6.7.3.1: an object modified through a
        // restrict pointer is accessed only through pointers based on it in its block, and
        // another parameter is not), Parboil mri-q's `float *restrict Qr` written with
        // `x[indexX]` read. nvc takes a restrict pointer as overlapping no other pointer.
        let mut params: HashMap<String, Option<bool>> = HashMap::new();
        let mut param = |root: &str| {
            *params
                .entry(root.to_string())
                .or_insert_with(|| self.param_pointer_restrict(root))
        };
        // A parameter the function never assigns and a local that only allocations set
        // (`allocated_only`): the parameter's object existed at the function's entry, the
        // allocation's did not (C11 7.22.3), restrict or not: the ELL power iteration's
        // `x[i] = y[i] * inv` with `double *y = malloc(..)` passed to the SpMV helper.
        let mut only_alloc: HashMap<String, bool> = HashMap::new();
        let mut new_object = |r: &Ref| {
            *only_alloc
                .entry(r.root.clone())
                .or_insert_with(|| self.allocated_only(&r.root))
        };
        let mut restrict_apart = |a: &Ref, b: &Ref| match (param(&a.root), param(&b.root)) {
            (Some(x), Some(y)) => x || y,
            (Some(_), None) => new_object(b),
            (None, Some(_)) => new_object(a),
            (None, None) => false,
        };
        for w in refs.iter().filter(|r| r.write) {
            if refs.iter().any(|r| {
                r.root != w.root
                    && r.cell == w.cell
                    && (r.alias || w.alias)
                    && !unreachable(r)
                    && !unreachable(w)
                    && !allocated(r)
                    && !allocated(w)
                    && !restrict_apart(r, w)
            }) {
                return Verdict::Sequential(format!(
                    "Complex loop carried dependence of '{}' prevents parallelization",
                    w.root.replace('*', "")
                ));
            }
        }
        // Dependences on arrays: report an array with an exposed use (read first) first.
        let mut carried: Vec<(bool, u32, String)> = Vec::new();
        // The loop's own span, when its symbols stay the same through the loop.
        let own_span = loop_span_in(ast, self.ctx.text, l, &env).filter(|sp| {
            sp.coef
                .iter()
                .all(|(n, _)| n.split('*').all(|x| !assigned.contains(x)))
        });
        // Symbols bounding this loop and the loops around it: at least some value wherever
        // the body runs (see `loop_min_symbol`), when the body does not change them.
        let mut around_mins: HashMap<String, i64> = HashMap::new();
        for c in self.enclosing_loops(l).iter().chain(std::iter::once(l)) {
            if let Some((sym, m)) = self.loop_min_symbol(c) {
                if !assigned.contains(sym.as_str()) {
                    let e = around_mins.entry(sym).or_insert(m);
                    *e = (*e).max(m);
                }
            }
        }
        // The loop's own least and greatest values, when their symbols stay the same through
        // the loop (see `separated_by_bounds`).
        // Signed only: `k + 1` of an unsigned `k` may wrap to 0, below `k`.
        let signed = |e: Handle<Expr>| {
            self.ctx.sema.is_some_and(|sema| {
                let t = sema.types.strip_enum(sema.value_type(e));
                sema.is_integer(t) && sema.types.is_signed(t)
            })
        };
        let signed_loop = l.var_expr.is_some_and(signed)
            && signed(l.lb)
            && signed(l.ub)
            && shift_signed(l, signed);
        own.bounds = signed_loop
            .then(|| loop_bounds_in(ast, self.ctx.text, l, &env))
            .flatten()
            .filter(|(lo, hi)| {
                lo.coef
                    .iter()
                    .chain(&hi.coef)
                    .all(|(n, _)| n.split('*').all(|x| !assigned.contains(x) && x != v))
            });
        // The quotients of the bounds, when their symbols stay the same through the loop too.
        own.quots = bound_quotients(ast, self.ctx.text, l, &env);
        if own.quots.iter().any(|q| {
            q.num
                .coef
                .iter()
                .any(|(n, _)| n.split('*').any(|x| assigned.contains(x) || x == v))
        }) {
            own.bounds = None;
            own.quots.clear();
        }
        let own_rows = |w: &Ref, r: &Ref, defs: &HashMap<String, Affine>| {
            own_span.as_ref().is_some_and(|sp| {
                w.subs.len() == r.subs.len()
                    && w.subs
                        .iter()
                        .zip(&r.subs)
                        .any(|(fw, fr)| independent_own_rows(fw, fr, v, sp, &ranges, defs))
            })
        };
        // The loops around each reference, outermost first: those around this loop, this
        // loop, the inner loops whose bodies hold it (see `delinearized`).
        let mut outer_around: Vec<Around> = Vec::new();
        for c in self.enclosing_loops(l) {
            if let Some(a) = around_of(ast, self.ctx.text, self.ctx.sema, &c) {
                outer_around.push(a);
            }
        }
        let own_steps = self
            .ctx
            .sema
            .is_some_and(|sema| steps_monotonically(sema, l));
        if let Some((lo, hi)) = own
            .bounds
            .as_ref()
            .filter(|(lo, hi)| own_steps && lo.other.is_empty() && hi.other.is_empty())
        {
            outer_around.push(Around {
                var: v.to_string(),
                lo: lo.clone(),
                hi: hi.clone(),
            });
        }
        let around = |x: &Ref| -> Option<Vec<&Around>> {
            let mut inner: Vec<&(Span, Around)> = inner_around
                .iter()
                .filter(|(sp, _)| sp.start <= x.offset && x.offset < sp.end)
                .collect();
            inner.sort_by_key(|(sp, _)| sp.start);
            let all: Vec<&Around> = outer_around
                .iter()
                .chain(inner.into_iter().map(|(_, a)| a))
                .collect();
            // A name of two loops (one shadowing the other) has no one range.
            let names: HashSet<&str> = all.iter().map(|a| a.var.as_str()).collect();
            (names.len() == all.len()).then_some(all)
        };
        let invariant = |x: &str| {
            x != v
                && !assigned.contains(x)
                && !env.changing.contains(x)
                && !inner_vars.contains(x)
                && x.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '$')
        };
        let pair = |w: &Ref, r: &Ref, nonneg: &HashSet<String>, defs: &HashMap<String, Affine>| {
            independent_in(w, r, v, &ranges, &lows, &own, nonneg, defs)
                || own_rows(w, r, defs)
                || match (around(w), around(r)) {
                    (Some(cw), Some(cr)) => {
                        delinearized(w, r, &cw, &cr, &invariant, &|x| env.variant.contains(x))
                            .iter()
                            .any(|(w2, r2)| {
                                independent_in(w2, r2, v, &ranges, &lows, &own, nonneg, defs)
                            })
                    }
                    _ => false,
                }
        };
        // The locals' definitions, found (a walk over the file) only for a pair the tests
        // cannot separate without them.
        let mut defs: Option<HashMap<String, Affine>> = None;
        for w in refs.iter().filter(|r| r.write) {
            for r in refs.iter().filter(|r| r.base == w.base) {
                // A symbol bounding a loop around either reference is not negative whenever
                // the two can meet (both run; the symbol is invariant in this loop).
                let inside = |sp: &Span, x: &Ref| sp.start <= x.offset && x.offset < sp.end;
                let nonneg: HashSet<String> = bounded
                    .iter()
                    .filter(|(_, sp, _)| inside(sp, w) || inside(sp, r))
                    .map(|(n, _, _)| n.clone())
                    .collect();
                // The least values of the symbols bounding the loops around both references
                // (this loop, the loops around it) or either one (loops inside it).
                let mut mins = around_mins.clone();
                for (n, sp, m) in &bounded {
                    if inside(sp, w) || inside(sp, r) {
                        let e = mins.entry(n.clone()).or_insert(*m);
                        *e = (*e).max(*m);
                    }
                }
                let planes = |w: &Ref, r: &Ref| {
                    own_span.as_ref().is_some_and(|sp| {
                        w.subs.len() == r.subs.len()
                            && w.subs.iter().zip(&r.subs).any(|(fw, fr)| {
                                independent_planes(fw, fr, v, sp, &ranges, &mins)
                                    || independent_columns(fw, fr, v, sp, &ranges, &mins)
                            })
                    })
                };
                if !planes(w, r)
                    && !pair(w, r, &nonneg, &HashMap::new())
                    && !pair(
                        w,
                        r,
                        &nonneg,
                        defs.get_or_insert_with(|| self.invariant_defs()),
                    )
                {
                    let first = refs
                        .iter()
                        .filter(|x| x.base == w.base)
                        .min_by_key(|x| x.offset);
                    let exposed = first.is_some_and(|x| !x.write);
                    if !carried.iter().any(|c| c.2 == w.base) {
                        carried.push((!exposed, first.map_or(0, |x| x.offset), w.base.clone()));
                    }
                }
            }
        }
        carried.sort();
        if let Some((_, _, b)) = carried.first() {
            return Verdict::Sequential(format!(
                "Loop carried dependence of '{}' prevents parallelization",
                b.replace('*', "")
            ));
        }
        // Scalars.
        let mut private = Vec::new();
        let mut reductions = Vec::new();
        let mut last = Vec::new();
        let mut seen = HashSet::new();
        for (name, at) in &scalar_writes {
            if !seen.insert(name.clone())
                || inner_vars.contains(name)
                || name == v
                || self.loop_private.contains(name)
            {
                continue;
            }
            if self.body_static(*at, body_span) {
                return Verdict::Sequential(format!(
                    "Loop carried scalar dependence for '{name}' (a static variable: every iteration shares it)"
                ));
            }
            if let Some(op) = self.reduction_of(l.body, name) {
                reductions.push((name.clone(), op));
            } else if assigned_first_nested(ast, l.body, name, false) {
                // Private to each iteration, unless the code after the loop reads the value
                // the last iteration left (C's meaning): then the loop runs as written. Also
                // when only an inner loop uses it, assigning it first in each of its own
                // iterations (Himeno's `float s0, ss;` at the top of the function, assigned in
                // the `k` loop of an `i, j, k` nest): no value flows between iterations of
                // this loop either, and nvc privatizes it at every level. Its last value is
                // then not known (the inner loop may not run): read after, the loop stays
                // sequential.
                if self.read_after(l, name) {
                    let value = self
                        .last_value(l, *at, &env)
                        .or_else(|| self.recomputed_last(l, *at, &env, &places, &refs));
                    match value {
                        Some(rhs) => last.push((name.clone(), Last::Value(rhs))),
                        None => {
                            return Verdict::Sequential(format!(
                                "Loop carried scalar dependence for '{name}' (its last value is used after the loop)"
                            ))
                        }
                    }
                }
                private.push(name.clone());
            } else {
                return Verdict::Sequential(format!("Loop carried scalar dependence for '{name}'"));
            }
        }
        // Privatized, an inner loop's variable declared before the nest would not get the
        // value C leaves in it (its final value in the last iteration): where the code after
        // the loop may read it, the loop runs as written.
        for (name, id) in &inner_outside {
            // Read before an inner loop sets it (`c[i] = j; for (j = 0; ...)`): the value
            // flows from the iteration before (privatized, the first read was garbage).
            if !assigned_first_nested(ast, l.body, name, true) {
                return Verdict::Sequential(format!("Loop carried scalar dependence for '{name}'"));
            }
            let live = match id {
                Some(id) => super::liveness::live_after(self.ctx, self.f, l.for_stmt, *id),
                None => true,
            };
            if live {
                match id.and_then(|id| self.inner_loop_end(l, id, &env, &places, &refs)) {
                    Some(s) => last.push((name.clone(), Last::LoopEnd(s))),
                    None => {
                        return Verdict::Sequential(format!(
                            "Loop carried scalar dependence for '{name}' (its last value is used after the loop)"
                        ))
                    }
                }
            }
        }
        private.extend(inner_outside.into_iter().map(|(n, _)| n));
        Verdict::Parallel {
            private,
            reductions,
            last,
        }
    }

    /// The canonical loops around loop `l` in its function, outermost first.
    fn enclosing_loops(&self, l: &loops::CanonLoop) -> Vec<loops::CanonLoop> {
        let ast = self.ctx.ast;
        let Some(at) = ast.stmts.get(l.for_stmt).map(|s| s.span) else {
            return Vec::new();
        };
        let Some(def) = ast
            .functions
            .iter()
            .find(|(_, d)| d.span == self.f.names.span)
            .map(|(_, d)| d)
        else {
            return Vec::new();
        };
        let mut out = Vec::new();
        crate::walk::each_stmt(ast, def.body, &mut |s| {
            if s == l.for_stmt {
                return;
            }
            if let Some(c) = loops::canonical_in(ast, self.ctx.sema, s) {
                let inside = ast
                    .stmts
                    .get(c.body)
                    .is_some_and(|b| b.span.start <= at.start && at.end <= b.span.end);
                if inside {
                    out.push(c);
                }
            }
        });
        out
    }

    /// A loop whose variable takes at most `s + k` values for one symbol `s` (`j < ny` from
    /// 0): wherever its body runs, `s >= 1 - k`. Only for a test compared as signed (the
    /// variable and both bounds of signed types: `unsigned i < nx` runs for an `int nx`
    /// below zero too). The symbol and that least value.
    fn loop_min_symbol(&self, c: &loops::CanonLoop) -> Option<(String, i64)> {
        let ast = self.ctx.ast;
        let sema = self.ctx.sema?;
        let signed = |e: Handle<Expr>| {
            let t = sema.types.strip_enum(sema.value_type(e));
            sema.is_integer(t) && sema.types.is_signed(t)
        };
        if !(c.var_expr.is_some_and(signed)
            && signed(c.lb)
            && signed(c.ub)
            && shift_signed(c, signed))
        {
            return None;
        }
        let sp = loop_span(ast, self.ctx.text, self.ctx.sema, c)?;
        match (sp.coef.as_slice(), sp.other.is_empty(), sp.unknown) {
            ([(sym, 1)], true, false) if !sym.contains('*') => {
                Some((sym.clone(), 1i64.saturating_sub(sp.konst)))
            }
            _ => None,
        }
    }

    /// For a scalar the loop assigns at `at` and privatizes, whose last value is read after
    /// the loop: the expression it holds after the last iteration, when that is known. It is
    /// so when the scalar stands for its assignment's right side in the subscripts
    /// ([`Analysis::env`]: one assignment, first at the body's top level, of invariants and
    /// the loop variable) and no `continue` can skip that assignment (the body has no other
    /// exit, `leaves_loop_early`): every iteration, the last one included, assigns it.
    fn last_value(
        &self,
        l: &loops::CanonLoop,
        at: Handle<Expr>,
        env: &Env,
    ) -> Option<Handle<Expr>> {
        let ast = self.ctx.ast;
        let Some(ExprKind::Assign { op: None, lhs, .. }) = ast.exprs.get(at).map(|x| &x.kind)
        else {
            return None;
        };
        let var = self.f.names.uses.get(lhs)?;
        let rhs = *env.subst.get(var)?;
        if jumps_out(ast, l.body, false) {
            return None;
        }
        Some(rhs)
    }

    /// [`Analysis::last_value`] for a right side that is no expression of invariants but can
    /// be computed again after the loop (`t = a[i] * 2;`, read after the loop): nvc keeps such
    /// a scalar's last value too, and the loop was kept sequential for it. The assignment
    /// at `at` is a statement of the body's top level, the scalar's only write there, its
    /// address never taken, and no `continue` can skip it (so the last iteration runs it and
    /// nothing after it changes the scalar). Its right side reads only the loop variable,
    /// variables the loop does not change, and memory the loop does not write (no written
    /// reference has the root of one of its reads: the verdict has already ruled out that two
    /// roots alias when one is written), through operators and math functions: evaluated
    /// after the kernel at the last value of the loop variable (the reads from the device,
    /// `with_final_value`), it gives what the last iteration assigned.
    fn recomputed_last(
        &self,
        l: &loops::CanonLoop,
        at: Handle<Expr>,
        env: &Env,
        places: &Places,
        refs: &[Ref],
    ) -> Option<Handle<Expr>> {
        let ast = self.ctx.ast;
        let sema = self.ctx.sema?;
        let Some(ExprKind::Assign {
            op: None, lhs, rhs, ..
        }) = ast.exprs.get(at).map(|x| &x.kind)
        else {
            return None;
        };
        let var = *self.f.names.uses.get(lhs)?;
        let name = self.f.names.var(var)?.name.clone();
        if jumps_out(ast, l.body, false) {
            return None;
        }
        // A top-level statement of the body: it runs in every iteration.
        let items = match ast.stmts.get(l.body).map(|s| &s.kind) {
            Some(StmtKind::Compound(items)) => items.clone(),
            _ => vec![l.body],
        };
        let top = items.iter().any(
            |s| matches!(ast.stmts.get(*s).map(|x| &x.kind), Some(StmtKind::Expr(e)) if *e == at),
        );
        if !top || !walk::assigned_first(ast, l.body, &name, false) {
            return None;
        }
        // The only write of the scalar in the body; its address taken nowhere.
        let mut body = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut body);
        let writes = body
            .iter()
            .filter(|e| {
                ast.exprs
                    .get(**e)
                    .and_then(walk::changed_lvalue)
                    .is_some_and(|t| self.f.names.uses.get(&t) == Some(&var))
            })
            .count();
        let sym = sema.resolved(*lhs);
        let escaped = ast.exprs.iter().any(|(_, e)| match &e.kind {
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => sym.is_some() && sema.resolved(*operand) == sym,
            _ => false,
        });
        if writes != 1 || escaped {
            return None;
        }
        self.recomputable(l, *rhs, &name, env, places, refs)
            .then_some(*rhs)
    }

    /// Whether the expression `x` of loop `l`'s body can be computed again after the loop at
    /// the last value of its variable ([`Analysis::recomputed_last`]): operators, math
    /// functions, the loop variable, variables the loop does not change (not `name`, the
    /// scalar being set) and memory the loop does not write.
    fn recomputable(
        &self,
        l: &loops::CanonLoop,
        x: Handle<Expr>,
        name: &str,
        env: &Env,
        places: &Places,
        refs: &[Ref],
    ) -> bool {
        let ast = self.ctx.ast;
        let mut parts = Vec::new();
        walk::exprs_in_expr(ast, x, &mut parts);
        let callees: HashSet<Handle<Expr>> = parts
            .iter()
            .filter_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Call { callee, .. }) => Some(*callee),
                _ => None,
            })
            .collect();
        for e in &parts {
            let ok = match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(
                    ExprKind::IntLit(_)
                    | ExprKind::FloatLit(_)
                    | ExprKind::CharLit(_)
                    | ExprKind::Binary { .. }
                    | ExprKind::Conditional { .. }
                    | ExprKind::Cast { .. }
                    | ExprKind::Index { .. }
                    | ExprKind::Member { .. },
                ) => true,
                Some(ExprKind::Unary { op, .. }) => !matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ),
                Some(ExprKind::Call { callee, .. }) => {
                    matches!(ast.exprs.get(*callee).map(|c| &c.kind),
                        Some(ExprKind::Ident(id)) if is_math(ast.name(*id)))
                }
                Some(ExprKind::Ident(id)) => {
                    let n = ast.name(*id);
                    callees.contains(e)
                        || (self.f.names.uses.contains_key(e)
                            && n != name
                            && (n == l.var_name || !env.changing.contains(n)))
                }
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        // The memory it reads: not written by the loop.
        let written: Vec<&str> = refs
            .iter()
            .filter(|r| r.write)
            .map(|r| r.root.as_str())
            .collect();
        for (e, kind) in places.accesses(&parts) {
            let Access::Place = kind else { return false };
            let place = places.lvalue(e, 0);
            match place.root {
                Root::Private => {}
                Root::Unknown => return false,
                Root::Named { key, var } => {
                    let root = match key.rfind('*') {
                        Some(k) => key[..=k].to_string(),
                        None => var,
                    };
                    if written.contains(&root.as_str()) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// For the variable `var` of an inner loop, declared before loop `l` and read after it
    /// (`for (i) for (j = 0; j < m; j++) ...; use(j);`): the inner loop, when the value C
    /// leaves in `var` can be computed after the kernel. That is so when the inner loop is a
    /// statement of the body's top level (it runs in the last iteration; no `continue` can
    /// skip it), only its header writes `var`, and its bounds and step are expressions the
    /// host can compute again at the last value of `l`'s variable ([`Self::recomputable`]):
    /// the value is the inner loop's first value plus its trip count times its step, a
    /// loop that runs no iteration included. nvc keeps such a nest parallel; it was
    /// sequential.
    fn inner_loop_end(
        &self,
        l: &loops::CanonLoop,
        var: VarId,
        env: &Env,
        places: &Places,
        refs: &[Ref],
    ) -> Option<Handle<Stmt>> {
        let ast = self.ctx.ast;
        if jumps_out(ast, l.body, false) {
            return None;
        }
        let items = match ast.stmts.get(l.body).map(|s| &s.kind) {
            Some(StmtKind::Compound(items)) => items.clone(),
            _ => vec![l.body],
        };
        let inner = items.iter().find_map(|s| {
            // Through a `loop` directive to its `for`.
            let mut st = *s;
            while let Some(StmtKind::Directive(d)) = ast.stmts.get(st).map(|x| &x.kind) {
                st = walk::strip_compound(ast, ast.directives.get(*d)?.body?);
            }
            let c = loops::canonical_in(ast, self.ctx.sema, st)?;
            let own = c.var_expr.and_then(|e| self.f.names.uses.get(&e)) == Some(&var);
            (own && c.decl.is_none()).then_some(c)
        })?;
        let header = ast.stmts.get(inner.for_stmt)?.span;
        let inner_body = ast.stmts.get(inner.body)?.span;
        let mut body = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut body);
        let only_header = body.iter().all(|e| {
            let Some(x) = ast.exprs.get(*e) else {
                return true;
            };
            match walk::changed_lvalue(x) {
                Some(t) if self.f.names.uses.get(&t) == Some(&var) => {
                    header.start <= x.span.start
                        && x.span.end <= header.end
                        && !(inner_body.start <= x.span.start && x.span.end <= inner_body.end)
                }
                _ => true,
            }
        });
        if !only_header {
            return None;
        }
        let name = self.f.names.var(var)?.name.clone();
        let mut parts = vec![inner.lb];
        parts.extend(inner.bound_exprs());
        parts.extend(inner.step.expr);
        parts
            .into_iter()
            .all(|x| self.recomputable(l, x, &name, env, places, refs))
            .then_some(inner.for_stmt)
    }

    /// Whether the value the loop leaves in the variable `name` (which its body assigns) may
    /// be read after the loop: by the code that follows it, the next iteration of a loop
    /// around it, the function's caller (file-scope and static variables) or through a
    /// pointer (its address taken). See liveness.rs; true when it cannot be proven dead.
    fn read_after(&self, l: &loops::CanonLoop, name: &str) -> bool {
        let ast = self.ctx.ast;
        let mut body = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut body);
        let var = body
            .iter()
            .find_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Ident(id)) if ast.name(*id) == name => {
                    self.f.names.uses.get(e).copied()
                }
                _ => None,
            });
        let Some(var) = var else {
            return true;
        };
        super::liveness::live_after(self.ctx, self.f, l.for_stmt, var)
    }

    fn target(
        &self,
        lhs: Handle<Expr>,
        scalars: &mut Vec<(String, Handle<Expr>)>,
        complex: &mut Option<String>,
        at: Handle<Expr>,
        body: Span,
    ) {
        let ast = self.ctx.ast;
        match ast.exprs.get(lhs).map(|x| &x.kind) {
            Some(ExprKind::Ident(id)) => {
                // Variables declared inside the loop body are private to the iteration,
                // except a `static` (or `extern`) one: it has static storage duration (C11
                // 6.2.4p3), one object that every iteration shares.
                let inside = self
                    .f
                    .names
                    .uses
                    .get(&lhs)
                    .and_then(|v| self.f.names.var(*v))
                    .is_some_and(|v| body.start <= v.span.start && v.span.end <= body.end);
                if !inside || self.static_storage(lhs) {
                    scalars.push((ast.name(*id).to_string(), at));
                }
            }
            // Memory: the references below.
            Some(
                ExprKind::Index { .. }
                | ExprKind::Member { .. }
                | ExprKind::Unary {
                    op: UnaryOp::Deref, ..
                },
            )
            | None => {}
            Some(_) if complex.is_none() => {
                *complex = Some(key(ast, self.ctx.text, lhs));
            }
            Some(_) => {}
        }
    }

    /// Whether identifier `e` names a variable of static storage duration (file scope, or
    /// declared `static` / `extern` in a block).
    fn static_storage(&self, e: Handle<Expr>) -> bool {
        self.ctx
            .sema
            .and_then(|s| s.resolved(e).map(|id| s.symbol(id).is_global))
            .unwrap_or(false)
    }

    /// Whether `name`, written at `at` (an assignment or increment), is a variable declared
    /// `static` inside the loop body: it cannot be privatized or reduced (the outlined code
    /// would give each thread a copy of what C makes one object, or reduce into a variable
    /// that exists only inside the loop), so its writes carry a dependence.
    fn body_static(&self, at: Handle<Expr>, body: Span) -> bool {
        let ast = self.ctx.ast;
        let target = match ast.exprs.get(at).map(|x| &x.kind) {
            Some(ExprKind::Assign { lhs, .. }) => *lhs,
            Some(ExprKind::Unary { operand, .. }) => *operand,
            _ => return false,
        };
        matches!(
            ast.exprs.get(target).map(|x| &x.kind),
            Some(ExprKind::Ident(_))
        ) && self.static_storage(target)
            && self
                .f
                .names
                .uses
                .get(&target)
                .and_then(|id| self.f.names.var(*id))
                .is_some_and(|x| body.start <= x.span.start && x.span.end <= body.end)
    }

    /// `name` appears only as `name op= e` / `name = name op e` with one operator and `e` not
    /// mentioning it.
    fn reduction_of(&self, body: Handle<Stmt>, name: &str) -> Option<ReductionOp> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, body, &mut exprs);
        // Only a variable of arithmetic type is a reduction variable (2.5.15): a pointer
        // advanced under a condition (`if (c) p++;`) is a loop-carried dependence, not an
        // implied reduction(+:p) (which made the region host-only and its C not compile).
        let sema = self.ctx.sema?;
        let ty = exprs
            .iter()
            .find_map(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Ident(id)) if ast.name(*id) == name => self
                    .f
                    .names
                    .uses
                    .get(e)
                    .and_then(|v| self.f.names.var(*v))
                    .map(|v| v.ty),
                _ => None,
            })?;
        if !matches!(
            ctype::classify(sema, ty),
            VarClass::Scalar { pointer: false, .. }
        ) {
            return None;
        }
        // An integer variable updated by a floating expression (`int t; t -= a[i] / 4;`) is
        // not a reduction: each update truncates (C 6.3.1.4), and a private copy that starts
        // at the identity truncates differently from the original (t -= 0.5 lowers a
        // positive t by 1 and leaves a private 0 as it is). Max and min commute with the
        // truncation.
        let int_var = sema.types.is_integer(sema.types.unqual_id(ty));
        let bool_var = matches!(
            sema.types.kind(sema.types.unqual_id(ty)),
            oxacc_sema::TypeKind::Bool
        );
        let floating_rest = |rest: &[Handle<Expr>]| {
            rest.iter().any(|r| {
                !sema
                    .types
                    .is_integer(sema.types.unqual_id(sema.expr_type(*r)))
            })
        };
        let mut op_found: Option<ReductionOp> = None;
        let mut covered: HashSet<Handle<Expr>> = HashSet::new();
        // The expressions that are whole expression statements (a `++` whose value is unused)
        // and the max/min updates written as `if (e > x) x = e;`.
        let mut stmt_exprs: HashSet<Handle<Expr>> = HashSet::new();
        let mut if_updates: Vec<(ReductionOp, Vec<Handle<Expr>>, Handle<Expr>)> = Vec::new();
        crate::walk::each_stmt(
            ast,
            body,
            &mut |st| match ast.stmts.get(st).map(|x| &x.kind) {
                Some(StmtKind::Expr(e)) => {
                    stmt_exprs.insert(*e);
                }
                Some(StmtKind::If {
                    cond,
                    then_branch,
                    else_branch: None,
                }) => {
                    if let Some(u) = self.if_min_max(*cond, *then_branch, name) {
                        if_updates.push(u);
                    }
                }
                _ => {}
            },
        );
        for (op, names, rest) in if_updates {
            if op_found.is_some_and(|o| o != op) {
                return None;
            }
            let mut v = Vec::new();
            walk::exprs_in_expr(ast, rest, &mut v);
            if v.iter().any(|x| matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name)) {
                return None;
            }
            op_found = Some(op);
            covered.extend(names);
        }
        let mentions = |e: Handle<Expr>| {
            let mut v = Vec::new();
            walk::exprs_in_expr(ast, e, &mut v);
            v.iter().any(|x| matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name))
        };
        let to_op = |b: BinaryOp| match b {
            BinaryOp::Add | BinaryOp::Sub => Some(ReductionOp::Add),
            BinaryOp::Mul => Some(ReductionOp::Mul),
            BinaryOp::BitAnd => Some(ReductionOp::BitAnd),
            BinaryOp::BitOr => Some(ReductionOp::BitOr),
            BinaryOp::BitXor => Some(ReductionOp::BitXor),
            _ => None,
        };
        for e in &exprs {
            let Some(ex) = ast.exprs.get(*e) else {
                continue;
            };
            let is_name = |h: Handle<Expr>| matches!(ast.exprs.get(h).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name);
            if covered.contains(e) {
                continue;
            }
            let (op, lhs, rest) = match &ex.kind {
                // `n++;` (a count, also under an `if`): a sum.
                ExprKind::Unary {
                    op:
                        uop @ (UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec),
                    operand,
                } if is_name(*operand) && stmt_exprs.contains(e) => {
                    // `--` flips a _Bool (C 6.5.2.4): an even number of flips leaves it as it
                    // was, which no sum of private copies gives.
                    if bool_var && matches!(uop, UnaryOp::PreDec | UnaryOp::PostDec) {
                        return None;
                    }
                    (ReductionOp::Add, *operand, Vec::new())
                }
                // `x = fmax(x, e)` and the like.
                ExprKind::Assign { op: None, lhs, rhs }
                    if is_name(*lhs) && min_max_call(ast, *rhs).is_some() =>
                {
                    let Some((op, args)) = min_max_call(ast, *rhs) else {
                        continue;
                    };
                    let [a, b] = args[..] else { return None };
                    let rest = if is_name(a) {
                        covered.insert(a);
                        b
                    } else if is_name(b) {
                        covered.insert(b);
                        a
                    } else {
                        return None;
                    };
                    (op, *lhs, vec![rest])
                }
                // `x = x > e ? x : e` and the other orders of a max or min.
                ExprKind::Assign { op: None, lhs, rhs }
                    if is_name(*lhs) && self.ternary_min_max(*rhs, name).is_some() =>
                {
                    let Some((op, xs, rest)) = self.ternary_min_max(*rhs, name) else {
                        continue;
                    };
                    covered.extend(xs);
                    (op, *lhs, rest)
                }
                ExprKind::Assign {
                    op: Some(op),
                    lhs,
                    rhs,
                } if is_name(*lhs) => (to_op(*op)?, *lhs, vec![*rhs]),
                ExprKind::Assign { op: None, lhs, rhs } if is_name(*lhs) => {
                    match ast.exprs.get(*rhs).map(|x| &x.kind) {
                        Some(ExprKind::Binary { op, lhs: a, rhs: b })
                            if is_name(*a) && *op != BinaryOp::Sub || is_name(*a) =>
                        {
                            covered.insert(*a);
                            (to_op(*op)?, *lhs, vec![*b])
                        }
                        Some(ExprKind::Binary { op, lhs: a, rhs: b })
                            if is_name(*b) && *op != BinaryOp::Sub =>
                        {
                            covered.insert(*b);
                            (to_op(*op)?, *lhs, vec![*a])
                        }
                        _ => return None,
                    }
                }
                _ => continue,
            };
            if rest.iter().any(|r| mentions(*r)) {
                return None;
            }
            if int_var && !matches!(op, ReductionOp::Max | ReductionOp::Min) && floating_rest(&rest)
            {
                return None;
            }
            // A _Bool is converted back after each update (6.3.1.2), so `b += e` and `b -= e`
            // (which flip it for e = -1 or 1) and `b ^= 2` (which sets it) are no sums or
            // exclusive ors of private copies; `b++`, `b *= e`, `b &= e`, `b |= e` are.
            if bool_var
                && !rest.is_empty()
                && (op == ReductionOp::Add
                    || op == ReductionOp::BitXor
                        && rest.iter().any(|r| {
                            !matches!(
                                sema.types.kind(sema.types.unqual_id(sema.expr_type(*r))),
                                oxacc_sema::TypeKind::Bool
                            )
                        }))
            {
                return None;
            }
            if op_found.is_some_and(|o| o != op) {
                return None;
            }
            op_found = Some(op);
            covered.insert(lhs);
        }
        // Every other mention of the name is a use outside the reduction pattern.
        let others = exprs.iter().any(|e| !covered.contains(e) && matches!(ast.exprs.get(*e).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name));
        if others {
            return None;
        }
        op_found
    }

    /// `x > e ? x : e` (a max; `x < e ? x : e` a min; the comparison either way round, `>=`
    /// and `<=` alike, the branches either way round), the right side of `x = ...`: the
    /// operator, the mentions of `x` it covers and the two copies of `e`, which must be the
    /// same text (the caller checks that they do not mention `x`).
    fn ternary_min_max(&self, rhs: Handle<Expr>, name: &str) -> Option<TernaryMinMax> {
        let ast = self.ctx.ast;
        let is_name = |h: Handle<Expr>| self.names(h, name);
        let text = |h: Handle<Expr>| self.spaced_text(h);
        let Some(ExprKind::Conditional {
            cond,
            then_expr: Some(t),
            else_expr: f,
        }) = ast.exprs.get(rhs).map(|x| &x.kind)
        else {
            return None;
        };
        let Some(ExprKind::Binary { op, lhs, rhs: r }) = ast.exprs.get(*cond).map(|x| &x.kind)
        else {
            return None;
        };
        // Whether the condition holds when x is the greater: `x > e`, `e < x`.
        let (x_greater, xc, e) = match op {
            BinaryOp::Gt | BinaryOp::Ge if is_name(*lhs) => (true, *lhs, *r),
            BinaryOp::Lt | BinaryOp::Le if is_name(*r) => (true, *r, *lhs),
            BinaryOp::Lt | BinaryOp::Le if is_name(*lhs) => (false, *lhs, *r),
            BinaryOp::Gt | BinaryOp::Ge if is_name(*r) => (false, *r, *lhs),
            _ => return None,
        };
        if is_name(e) {
            return None;
        }
        // Which branch is x, which the second copy of e.
        let (then_is_x, xb, e2) = if is_name(*t) {
            (true, *t, *f)
        } else if is_name(*f) {
            (false, *f, *t)
        } else {
            return None;
        };
        if text(e2) != text(e) {
            return None;
        }
        // x chosen when it is the greater: a max.
        let op = if then_is_x == x_greater {
            ReductionOp::Max
        } else {
            ReductionOp::Min
        };
        Some((op, vec![xc, xb], vec![e, e2]))
    }

    /// Whether `h` is the identifier `name`.
    fn names(&self, h: Handle<Expr>, name: &str) -> bool {
        let ast = self.ctx.ast;
        matches!(ast.exprs.get(h).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name)
    }

    /// The source text of `h` with its whitespace runs made single spaces (two expressions
    /// written alike compare equal).
    fn spaced_text(&self, h: Handle<Expr>) -> String {
        let sp = self
            .ctx
            .ast
            .exprs
            .get(h)
            .map(|x| x.span)
            .unwrap_or_default();
        self.ctx
            .src(sp)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// `if (e > x) x = e;` (or `x < e`, `>=`, `<=`; `<` and `>` the other way round for min):
    /// the operator, the mentions of `x` it covers, and `e`. The two `e` must be the same
    /// text. The comparison may be the last operand of a chain of `&&` (`if (wet && e > x) x =
    /// e;`, a guarded max as tsunami and particle codes write it: the same as `if (wet) x =
    /// fmax(x, e);`); the guards before it are evaluated whatever `x` holds, so a private copy
    /// of `x` does not change how often they run, and they must not mention `x` (the caller
    /// finds any such mention uncovered).
    fn if_min_max(
        &self,
        cond: Handle<Expr>,
        then: Handle<Stmt>,
        name: &str,
    ) -> Option<(ReductionOp, Vec<Handle<Expr>>, Handle<Expr>)> {
        let ast = self.ctx.ast;
        let is_name = |h: Handle<Expr>| self.names(h, name);
        let text = |h: Handle<Expr>| self.spaced_text(h);
        let mut cond = cond;
        while let Some(ExprKind::Binary {
            op: BinaryOp::LogicalAnd,
            rhs,
            ..
        }) = ast.exprs.get(cond).map(|x| &x.kind)
        {
            cond = *rhs;
        }
        let Some(ExprKind::Binary { op, lhs, rhs }) = ast.exprs.get(cond).map(|x| &x.kind) else {
            return None;
        };
        // Normalise to `e OP x`.
        let (greater, xn, e) = match op {
            BinaryOp::Gt | BinaryOp::Ge if is_name(*rhs) => (true, *rhs, *lhs),
            BinaryOp::Lt | BinaryOp::Le if is_name(*rhs) => (false, *rhs, *lhs),
            BinaryOp::Lt | BinaryOp::Le if is_name(*lhs) => (true, *lhs, *rhs),
            BinaryOp::Gt | BinaryOp::Ge if is_name(*lhs) => (false, *lhs, *rhs),
            _ => return None,
        };
        let mut st = then;
        while let Some(StmtKind::Compound(items)) = ast.stmts.get(st).map(|x| &x.kind) {
            match items.as_slice() {
                [one] => st = *one,
                _ => return None,
            }
        }
        let Some(StmtKind::Expr(a)) = ast.stmts.get(st).map(|x| &x.kind) else {
            return None;
        };
        let Some(ExprKind::Assign {
            op: None,
            lhs: al,
            rhs: ar,
        }) = ast.exprs.get(*a).map(|x| &x.kind)
        else {
            return None;
        };
        if !is_name(*al) || text(*ar) != text(e) {
            return None;
        }
        let op = if greater {
            ReductionOp::Max
        } else {
            ReductionOp::Min
        };
        let mut covered = vec![xn, *al, *a];
        // The second copy of `e` is read twice: its mentions of other names are fine, but it
        // must not mention `x` (checked by the caller on `e`; the copy has the same text).
        walk::exprs_in_expr(ast, *ar, &mut covered);
        walk::exprs_in_expr(ast, e, &mut covered);
        covered.retain(|h| is_name(*h) || *h == *al || *h == xn || *h == *a);
        Some((op, covered, e))
    }

    /// The scalars of loop `l`, which the user declared independent (2.9.6), that each
    /// iteration must have its own copy of: those assigned before any use in every iteration
    /// (also when that happens inside an inner loop holding every mention, `for (j...) { t =
    /// ...; }`), and inner loops' variables declared outside the loop; and the reductions
    /// (`op=` forms) the analysis recognizes. Other scalars stay shared, as the user asserts.
    fn independent_scalars(
        &self,
        l: &loops::CanonLoop,
    ) -> (Vec<String>, Vec<(String, ReductionOp)>) {
        let ast = self.ctx.ast;
        let body_span = ast.stmts.get(l.body).map(|s| s.span).unwrap_or_default();
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, l.body, &mut exprs);
        let mut scalar_writes = Vec::new();
        let mut complex = None;
        for e in &exprs {
            match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => {
                    self.target(*lhs, &mut scalar_writes, &mut complex, *e, body_span)
                }
                Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                }) => self.target(*operand, &mut scalar_writes, &mut complex, *e, body_span),
                _ => {}
            }
        }
        let mut inner_vars: Vec<String> = Vec::new();
        crate::walk::each_stmt(ast, l.body, &mut |s| {
            if let Some(c) = loops::canonical_in(ast, self.ctx.sema, s) {
                if c.decl.is_none() && !inner_vars.contains(&c.var_name) {
                    inner_vars.push(c.var_name);
                }
            }
        });
        let mut private = Vec::new();
        let mut reductions = Vec::new();
        for (name, at) in scalar_writes {
            // A static local stays the one object C makes it, as the user asserts.
            if name == l.var_name
                || self.body_static(at, body_span)
                || self.loop_private.contains(&name)
                || private.contains(&name)
                || reductions.iter().any(|(n, _)| *n == name)
            {
                continue;
            }
            if inner_vars.contains(&name) || assigned_first_nested(ast, l.body, &name, false) {
                private.push(name);
            } else if let Some(op) = self.reduction_of(l.body, &name) {
                reductions.push((name, op));
            }
        }
        (private, reductions)
    }
}

/// Whether each run of `body` assigns `name` before any use of it ([`walk::assigned_first`]),
/// or all its mentions are in one loop inside whose header does not mention it, and the
/// same holds for that loop's body.
fn assigned_first_nested(ast: &Ast, body: Handle<Stmt>, name: &str, for_init: bool) -> bool {
    if walk::assigned_first(ast, body, name, for_init) {
        return true;
    }
    let mentions = |s: Handle<Stmt>| {
        let mut v = Vec::new();
        walk::exprs_in_stmt(ast, s, &mut v);
        v.iter().any(|x| {
            matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name)
        })
    };
    let items = match ast.stmts.get(body).map(|s| &s.kind) {
        Some(StmtKind::Compound(items)) => items.clone(),
        _ => vec![body],
    };
    let users: Vec<Handle<Stmt>> = items.into_iter().filter(|s| mentions(*s)).collect();
    let [one] = users.as_slice() else {
        return false;
    };
    // Through a `loop` directive to its `for`.
    let mut st = *one;
    while let Some(StmtKind::Directive(d)) = ast.stmts.get(st).map(|s| &s.kind) {
        match ast.directives.get(*d).and_then(|d| d.body) {
            Some(b) => st = walk::strip_compound(ast, b),
            None => return false,
        }
    }
    // With `for_init`, a loop (under a `loop` directive too) that starts with `name = e`.
    if for_init && walk::assigned_first(ast, st, name, true) {
        return true;
    }
    match ast.stmts.get(st).map(|s| &s.kind) {
        Some(StmtKind::For { body: inner, .. }) if !mentions_in_header(ast, st, name) => {
            assigned_first_nested(ast, *inner, name, for_init)
        }
        _ => false,
    }
}

/// Whether the header (init, condition, step) of the `for` statement `s` mentions `name`.
fn mentions_in_header(ast: &Ast, s: Handle<Stmt>, name: &str) -> bool {
    let Some(StmtKind::For {
        init, cond, step, ..
    }) = ast.stmts.get(s).map(|s| &s.kind)
    else {
        return true;
    };
    let mut v = Vec::new();
    match init {
        ForInit::Expr(e) => walk::exprs_in_expr(ast, *e, &mut v),
        ForInit::Decl(d) => walk::exprs_in_decl(ast, *d, &mut v),
        ForInit::None => {}
    }
    for e in cond.iter().chain(step.iter()) {
        walk::exprs_in_expr(ast, *e, &mut v);
    }
    v.iter().any(|x| {
        matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(id)) if ast.name(*id) == name)
    })
}

/// Whether statement `s` contains a loop or an OpenACC directive (other than `atomic`); `s`
/// itself counts when `include_self`.
fn has_loop_or_directive(ctx: &LowerCtx, s: Handle<Stmt>, include_self: bool) -> bool {
    let mut found = false;
    crate::walk::each_stmt(
        ctx.ast,
        s,
        &mut |x| match ctx.ast.stmts.get(x).map(|y| &y.kind) {
            Some(StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. })
                if x != s || include_self =>
            {
                found = true
            }
            Some(StmtKind::Directive(d)) => {
                let atomic = ctx
                    .acc_of
                    .get(d)
                    .and_then(|i| ctx.acc.get(*i))
                    .is_some_and(|a| matches!(a.name, DirectiveName::Atomic(_)));
                if !atomic {
                    found = true;
                }
            }
            _ => {}
        },
    );
    found
}

/// Whether control can leave statement `s` other than by falling off its end, or enter it
/// other than at its top: a `break`/`continue` of a loop or switch around it, a `goto`, a
/// `return`, a label. Such a statement cannot become a kernel of its own (an outlined
/// function): it stays host control flow, and the statements inside it are kernels.
fn branches_across(ast: &oxacc_syntax::Ast, s: Handle<Stmt>) -> bool {
    jumps_out(ast, s, false)
}

/// The labels defined inside `s` that only `goto`s inside `s` name: a jump between two points
/// of `s` neither leaves nor enters it (a `goto` out of a `seq` loop to a label later in the same
/// iteration, C11 6.8.6.1). Labels are function-scoped: a `goto` of the same name elsewhere in
/// the function around `s` keeps the label an entry, and so does any computed `goto` of the
/// file (it may reach a label whose address was taken).
fn internal_labels(ast: &oxacc_syntax::Ast, s: Handle<Stmt>) -> HashSet<oxacc_syntax::Symbol> {
    let mut defined = HashSet::new();
    let mut inside_gotos: HashMap<oxacc_syntax::Symbol, usize> = HashMap::new();
    crate::walk::each_stmt(ast, s, &mut |x| match ast.stmts.get(x).map(|n| &n.kind) {
        Some(StmtKind::Labeled { label, .. }) => {
            defined.insert(label.name);
        }
        Some(StmtKind::Goto(l)) => *inside_gotos.entry(l.name).or_default() += 1,
        _ => {}
    });
    if defined.is_empty() {
        return defined;
    }
    if ast
        .stmts
        .iter()
        .any(|(_, st)| matches!(st.kind, StmtKind::GotoIndirect(_)))
    {
        return HashSet::new();
    }
    // The gotos of the function around `s` (every statement of the file if none is found).
    let span = ast.stmts.get(s).map(|n| n.span).unwrap_or_default();
    let func = ast
        .functions
        .iter()
        .find(|(_, f)| f.span.start <= span.start && span.end <= f.span.end)
        .map(|(_, f)| f.body);
    let mut all_gotos: HashMap<oxacc_syntax::Symbol, usize> = HashMap::new();
    let mut count = |st: &Stmt| {
        if let StmtKind::Goto(l) = &st.kind {
            *all_gotos.entry(l.name).or_default() += 1;
        }
    };
    match func {
        Some(body) => crate::walk::each_stmt(ast, body, &mut |x| {
            if let Some(node) = ast.stmts.get(x) {
                count(node);
            }
        }),
        None => ast.stmts.iter().for_each(|(_, st)| count(st)),
    }
    defined.retain(|n| {
        all_gotos.get(n).copied().unwrap_or(0) == inside_gotos.get(n).copied().unwrap_or(0)
    });
    defined
}

/// Whether the body `s` of a loop leaves the loop early (a `break` of the loop, a `goto`, a
/// `return`; a `continue` of the loop is no exit) or is entered by a jump (a label): the loop
/// then has no trip count known on entry (2.9) and runs as written.
fn leaves_loop_early(ast: &oxacc_syntax::Ast, body: Handle<Stmt>) -> bool {
    jumps_out(ast, body, true)
}

/// [`branches_across`]; `continue_ok`: `s` is a loop body, whose `continue` stays inside.
fn jumps_out(ast: &oxacc_syntax::Ast, s: Handle<Stmt>, continue_ok: bool) -> bool {
    let internal = internal_labels(ast, s);
    // (statement, inside a loop of `s`, inside a loop or switch of `s`)
    let mut stack = vec![(s, continue_ok, false)];
    // Statement trees are finite; the bound only guards against a malformed AST.
    let mut budget = ast.stmts.len() + 1;
    while let Some((x, in_loop, in_breakable)) = stack.pop() {
        if budget == 0 {
            return true;
        }
        budget -= 1;
        let Some(node) = ast.stmts.get(x) else {
            continue;
        };
        let (loop_, breakable) = match &node.kind {
            StmtKind::Break if !in_breakable => return true,
            StmtKind::Continue if !in_loop => return true,
            StmtKind::Goto(l) | StmtKind::Labeled { label: l, .. }
                if !internal.contains(&l.name) =>
            {
                return true;
            }
            StmtKind::GotoIndirect(_) | StmtKind::Return(_) => return true,
            StmtKind::Case { .. } | StmtKind::Default { .. } if !in_breakable => return true,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } => {
                (true, true)
            }
            StmtKind::Switch { .. } => (in_loop, true),
            _ => (in_loop, in_breakable),
        };
        for c in crate::walk::children(ast, x) {
            stack.push((c, loop_, breakable));
        }
    }
    false
}

/// The scalars that code of the `kernels` body `body` run as a kernel writes: every write but
/// those in the controlling expressions of a statement with a loop or directive inside (a
/// `for` kept on the host, a `while` or `if` around loop nests), which run on the host as the
/// kernels inside are queued. Such a `for` may instead be one parallel kernel, whose variable
/// is then private to it (its final value is stored by the host, `with_final_value`). Under
/// `async`, the host team reads a queued-written scalar when the queue runs the kernel
/// (outline.rs, `queued_reads`), any other one when the kernel is queued: the variable of a
/// host `for (k = 0; k < 3; k++)` around a kernel, read through its address once the queue
/// ran, was 3 in all three kernels.
fn queued_writes(ctx: &LowerCtx, f: &FnCtx, body: Handle<Stmt>) -> HashSet<VarId> {
    let ast = ctx.ast;
    let mut host: HashSet<Handle<Expr>> = HashSet::new();
    crate::walk::each_stmt(ast, body, &mut |s| {
        let Some(st) = ast.stmts.get(s) else { return };
        let heads: Vec<Handle<Expr>> = match &st.kind {
            StmtKind::For {
                init, cond, step, ..
            } => {
                let mut v: Vec<Handle<Expr>> = cond.iter().chain(step.iter()).copied().collect();
                if let ForInit::Expr(e) = init {
                    v.push(*e);
                }
                v
            }
            StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. }
            | StmtKind::If { cond, .. }
            | StmtKind::Switch { cond, .. } => vec![*cond],
            _ => return,
        };
        if !has_loop_or_directive(ctx, s, false) {
            return;
        }
        let mut all = Vec::new();
        for e in heads {
            walk::exprs_in_expr(ast, e, &mut all);
        }
        host.extend(all);
    });
    let mut all = Vec::new();
    walk::exprs_in_stmt(ast, body, &mut all);
    let mut out = HashSet::new();
    for h in all {
        if host.contains(&h) {
            continue;
        }
        let Some(x) = ast.exprs.get(h) else { continue };
        if let Some(t) = walk::changed_lvalue(x) {
            if let Some(v) = f.names.uses.get(&t) {
                out.insert(*v);
            }
        }
    }
    out
}

/// Lowers a `kernels` or `kernels loop` construct (the directive statement `s`).
pub fn lower_kernels(ctx: &mut LowerCtx, f: &mut FnCtx, s: Handle<Stmt>, h: Handle<Directive>) {
    let ast = ctx.ast;
    let Some(st) = ast.stmts.get(s) else { return };
    let Some(dir) = ast.directives.get(h) else {
        return;
    };
    let Some(body) = dir.body else { return };
    let Some(acc) = ctx.acc_of.get(&h).and_then(|i| ctx.acc.get(*i)).cloned() else {
        return;
    };
    let routines = routine_names(ctx);
    let mut edits = Edits::default();
    f.kernel_implicit.borrow_mut().clear();
    f.kernel_reported.borrow_mut().clear();
    f.kernel_reductions.borrow_mut().clear();
    f.kernel_reduced.borrow_mut().clear();
    // The scalars the construct writes: its kernels may change their device copies, which
    // host code computing a launch then reads (device_read.rs).
    *f.kernel_written.borrow_mut() = super::device_read::written_scalars(ctx, f, body);
    *f.kernel_queue_written.borrow_mut() = queued_writes(ctx, f, body);
    let combined = acc.name == DirectiveName::KernelsLoop;
    // The construct's `if`, `async` and `wait` clauses, evaluated once (into locals declared
    // before the construct's data entry, which precedes every kernel): the kernels' launches
    // and the guards of the host code between them read the locals (`FnCtx::kernel_sync`).
    let id = ctx.fresh_id();
    let sync = crate::data::sync_args(ctx, &acc, id);
    *f.kernel_sync.borrow_mut() = Some(sync.clone());
    // Its `num_gangs`, `num_workers` and `vector_length` arguments likewise, for the host
    // team and the GPU (those of either device type: the launch chooses): each kernel's
    // launch printed them again, so a call ran once per kernel and a variable the region
    // changed gave the later kernels another value (on the host team, `vector_length(v)`
    // with `v = 0;` between two loops stopped a valid program).
    let mut size_decls = String::new();
    let mut sized: Vec<u32> = Vec::new();
    let host = super::outline::host_clauses(&acc);
    let nvidia = acc.clauses_for_device("nvidia");
    let emul = acc.clauses_for_device("oxacc_emul");
    for c in host.iter().chain(nvidia.iter()).chain(emul.iter()) {
        let args: Vec<Handle<oxacc_syntax::ast::Expr>> = match &c.kind {
            oxacc_acc::ast::ClauseKind::NumGangs(v) => v.clone(),
            oxacc_acc::ast::ClauseKind::NumWorkers(e)
            | oxacc_acc::ast::ClauseKind::VectorLength(e) => vec![*e],
            _ => continue,
        };
        for e in args {
            let Some(x) = ast.exprs.get(e) else { continue };
            if sized.contains(&x.span.start) {
                continue;
            }
            sized.push(x.span.start);
            let local = format!("__oxacc_ks{}_{}", id, sized.len());
            size_decls.push_str(&format!(
                "const long long {local} = (long long)({}); (void){local}; ",
                ctx.writer.text_with_edits(x.span)
            ));
            ctx.size_locals.insert(x.span.start, local);
        }
    }
    let mut k = Kerneliser {
        f,
        body_span: ast.stmts.get(body).map(|b| b.span).unwrap_or_default(),
        is_async: acc.has(ClauseName::Async),
        routines: &routines,
        dir: h,
        edits: &mut edits,
        ok: true,
        peeks: 0,
        host_guard: host_guard(&acc, &sync),
        loop_clause_vars: Default::default(),
        host_final: HashSet::new(),
        host_arrays: Vec::new(),
    };
    if combined {
        let body = walk::strip_compound(ast, body);
        k.nest(ctx, body, Some(h), body);
    } else {
        k.stmt(ctx, body);
    }
    f.kernel_written.borrow_mut().clear();
    f.kernel_queue_written.borrow_mut().clear();
    f.kernel_sync.borrow_mut().take();
    let (host_arrays, body_span_k) = (std::mem::take(&mut k.host_arrays), k.body_span);
    if !k.ok {
        return;
    }
    let text = ctx.text;
    let marker = |off: u32| ctx.writer.line_marker(off);
    let generated = |off: u32| ctx.writer.generated_marker(off);
    let body_span = ast.stmts.get(body).map(|b| b.span).unwrap_or_default();
    let inner = edits.render(text, body_span, &marker, &generated);
    // The data clauses of the construct (2.7) hold for the whole region: entered once around
    // the host code and its kernels.
    // The kernels' implicit copies (2.6.2) likewise, reported once for the construct.
    let mut implicit = std::mem::take(&mut *f.kernel_implicit.borrow_mut());
    // The arrays of fixed size that only host code between the kernels names (a host loop
    // computing row pointers `double *c = m[i];` for the kernels): referenced in the
    // construct, they are `copy` (2.6.2) as if a kernel named them. Without it the kernels'
    // row pointers pointed into host memory (emul: "not present ... cannot read that
    // memory"). Arrays declared in the construct, file-scope ones, and those a data clause
    // of the construct or around it names are left alone.
    if let Some(sema) = ctx.sema {
        let in_clause = |n: &str| {
            acc.clauses.iter().any(|c| {
                matches!(c.kind, oxacc_acc::ast::ClauseKind::Data(_))
                    && c.vars().iter().any(|v| v.name() == n)
            })
        };
        for v in &host_arrays {
            let Some(x) = f.names.var(*v) else { continue };
            let inside = body_span_k.start <= x.span.start && x.span.end <= body_span_k.end;
            // Of known size, with no pointers inside (a copy would hold host addresses).
            let fixed = sema.is_array(x.ty)
                && !ctype::unsized_array(sema, x.ty)
                && !sema.types.is_vla(x.ty)
                && !ctype::has_pointer(sema, x.ty);
            if inside
                || x.file_scope
                || !fixed
                || in_clause(&x.name)
                || f.visible_data.contains(&x.name)
                || implicit.iter().any(|i| i.var == x.name)
            {
                continue;
            }
            implicit.push(crate::data::ImplicitVar {
                parts: Vec::new(),
                kind: oxacc_acc::ast::DataClauseKind::Copy,
                var: x.name.clone(),
                section: None,
                unknown_size: false,
                each: None,
                reported: true,
            });
        }
    }
    let reductions = std::mem::take(&mut *f.kernel_reductions.borrow_mut());
    let reduced = std::mem::take(&mut *f.kernel_reduced.borrow_mut());
    let cd = crate::data::construct_data(ctx, &acc, &sync, &implicit, &reductions, &reduced);
    // `self` (2.5.7): evaluated once for the construct; when true the region runs on the
    // local device, whose memory is the host's, and the data clauses take no action (every
    // kernel's launch reads `__oxacc_kself`, outline.rs).
    let self_cond = acc.clauses.iter().find_map(|c| match &c.kind {
        oxacc_acc::ast::ClauseKind::SelfClause(oxacc_acc::ast::SelfArg::None) => {
            Some("1".to_string())
        }
        oxacc_acc::ast::ClauseKind::SelfClause(oxacc_acc::ast::SelfArg::Cond(e)) => ast
            .exprs
            .get(*e)
            .map(|x| format!("({})", ctx.writer.text_with_edits(x.span))),
        _ => None,
    });
    let (self_decl, enter, exit) = match &self_cond {
        Some(c) => (
            format!("const int __oxacc_kself = !!{c}; "),
            format!("if (!__oxacc_kself) {{ {} }} ", cd.enter),
            format!("if (!__oxacc_kself) {{ {} }} ", cd.exit),
        ),
        None => (String::new(), cd.enter.clone(), cd.exit.clone()),
    };
    let code = format!(
        "{{ {self_decl}{}{size_decls}{}{enter}{}{inner}{}{exit}}}",
        sync.decls,
        cd.decls,
        ctx.writer.line_marker(body_span.start),
        ctx.writer.generated_marker(body_span.end),
    );
    ctx.writer.replace(st.span, code);
}

struct Kerneliser<'f, 'e> {
    f: &'f FnCtx,
    /// The construct's body (a variable declared in it is the host code's own).
    body_span: Span,
    /// The construct has an `async` clause.
    is_async: bool,
    routines: &'f HashSet<String>,
    dir: Handle<Directive>,
    edits: &'e mut Edits,
    ok: bool,
    /// Temporaries of the device reads in host expressions (device_read.rs) so far.
    peeks: u32,
    /// When the construct runs on the local device (its `if` false, `self`): a C condition,
    /// or empty.
    host_guard: String,
    /// The loops of `auto` loop directives inside a kernel (`inner_modes`), with the
    /// variables of the directive's private and reduction clauses.
    loop_clause_vars: std::cell::RefCell<HashMap<Handle<Stmt>, HashSet<String>>>,
    /// Inner loops of the kernel being built whose variable's final value the host computes
    /// after the kernel (`Last::LoopEnd`), and that nothing in the kernel reads after them:
    /// they may be partitioned although the variable is read after the nest.
    host_final: HashSet<Handle<Stmt>>,
    /// The variables named by host code between the kernels ([`Self::coherent_expr`]).
    host_arrays: Vec<VarId>,
}

/// The condition under which the `kernels` construct `acc` runs on the local device, whose
/// data is the host's (2.5.6 `if`, 2.5.7 `self`), as C text; empty when it has neither
/// clause. Both are evaluated once in `lower_kernels`: `if` into `sync`'s local,
/// `self` into `__oxacc_kself`.
fn host_guard(acc: &oxacc_acc::ast::AccDirective, sync: &crate::data::SyncArgs) -> String {
    let mut parts = Vec::new();
    if let Some(c) = &sync.cond {
        parts.push(format!("!{c}"));
    }
    if acc
        .clauses
        .iter()
        .any(|c| matches!(c.kind, oxacc_acc::ast::ClauseKind::SelfClause(_)))
    {
        parts.push("__oxacc_kself".to_string());
    }
    parts.join(" || ")
}

impl Kerneliser<'_, '_> {
    /// Records that the analysis of each of `loops` leaves out the variables of `a`'s
    /// private and reduction clauses (`loop_clause_vars`): the clause's own, in the loop it
    /// stands on and in every loop its `collapse` associates with it (2.9.1).
    fn leave_clause_vars<'s>(
        &self,
        a: &oxacc_acc::ast::AccDirective,
        loops: impl Iterator<Item = &'s Handle<Stmt>>,
    ) {
        let vars = loop_clause_vars(a);
        let mut map = self.loop_clause_vars.borrow_mut();
        for l in loops {
            map.insert(*l, vars.clone());
        }
    }

    /// A statement of the region (host code unless it is a loop nest).
    fn stmt(&mut self, ctx: &mut LowerCtx, s: Handle<Stmt>) {
        let ast = ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        match &st.kind {
            StmtKind::For { .. } => self.nest(ctx, s, None, s),
            StmtKind::Directive(d) => {
                let Some(dd) = ast.directives.get(*d) else {
                    return;
                };
                let name = ctx
                    .acc_of
                    .get(d)
                    .and_then(|i| ctx.acc.get(*i))
                    .map(|a| a.name);
                match (name, dd.body) {
                    (Some(DirectiveName::Loop), Some(b)) => {
                        let b = walk::strip_compound(ast, b);
                        self.nest(ctx, b, Some(*d), s)
                    }
                    // An atomic update of the construct's data between the kernels (in a loop
                    // kept on the host): the data is the device copy, so it is a kernel of one
                    // thread, as the other statements there (on the host it would update the
                    // host's copy, which the copy back at the end overwrites).
                    (Some(DirectiveName::Atomic(_)), _) if !branches_across(ast, s) => {
                        self.serial_kernel(ctx, s, st.span);
                    }
                    (Some(DirectiveName::Atomic(_)), _) => {
                        let text = ctx.text;
                        let raw = |sp: Span| {
                            text.get(sp.start as usize..sp.end as usize)
                                .unwrap_or("")
                                .to_string()
                        };
                        if let Some(a) = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i)).cloned() {
                            match super::atomic::lower_atomic(ctx, &a, &raw) {
                                Ok(code) => self.edits.replace(st.span, code),
                                Err(e) => {
                                    ctx.diags.push(e);
                                    self.ok = false;
                                }
                            }
                        }
                    }
                    (Some(DirectiveName::Cache), _) => self.edits.replace(dd.span, ""),
                    (_, Some(b)) => self.stmt(ctx, b),
                    _ => {}
                }
            }
            StmtKind::Expr(_)
            | StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::Switch { .. }
                if !has_loop_or_directive(ctx, s, false) && !branches_across(ast, s) =>
            {
                // Code between the loop nests runs in the construct's data environment:
                // one thread (on the GPU, a kernel of one gang of one thread). -Minfo says
                // so, as nvc does for each such statement (a loopless `kernels` body said
                // only "Generating NVIDIA GPU code").
                self.serial_kernel(ctx, s, st.span);
            }
            // A declaration stays on the host (the later kernels and host code see its
            // variables), but its initializers read the construct's scalars as the kernels
            // left them (`x = 5; int y = x + 1;` read the host's stale x): each initializer
            // is made coherent as a host control expression is.
            StmtKind::Decl(d) => self.coherent_decl(ctx, *d),
            _ => {
                self.host_control(ctx, s);
                for c in crate::walk::children(ast, s) {
                    self.stmt(ctx, c);
                }
            }
        }
    }

    /// The controlling expressions of `s`, a statement that stays host control flow around
    /// the kernels inside it (a `while` around loop nests, an `if` choosing between them), run
    /// on the host, while the construct's scalars live on the device (2.6.2: a scalar in a
    /// `kernels` construct is `copy`) and the kernels inside change them (`err` of a
    /// reduction, `iter++` as a one-thread kernel). So each such expression first updates the
    /// host copies of the scalars it names (`update self`, if present), and afterwards the
    /// device copies of those it writes (`update device`): a `while (err > tol)` sees the
    /// kernels' `err`, and a host `i++` reaches the kernels that read `i`.
    /// Whether every loop inside `body` stays sequential, with no directive but `atomic`, no
    /// call but to math functions and routines, and nothing a kernel may not hold (below)
    /// there: a sequential loop around them is
    /// then one serial kernel, as nvc makes such a nest, not a host loop launching a
    /// one-thread kernel per iteration (LULESH's scatter `for (i) for (k) f[nodelist[8*i +
    /// k]] += ...` made one launch per element). A loop inside that the analysis finds
    /// parallel keeps the loops around it on the host, each iteration launching its kernel.
    fn nest_sequential(&self, ctx: &LowerCtx, body: Handle<Stmt>) -> bool {
        self.kernel_holds(ctx, body, true)
    }

    /// Whether `body` holds nothing a kernel may not (below); with `loops_seq`, also
    /// whether every loop inside stays sequential ([`Self::nest_sequential`]).
    fn kernel_holds(&self, ctx: &LowerCtx, body: Handle<Stmt>, loops_seq: bool) -> bool {
        let ast = ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, body, &mut exprs);
        let calls_ok = exprs
            .iter()
            .all(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Call { callee, .. }) => {
                    match ast.exprs.get(*callee).map(|c| &c.kind) {
                        Some(ExprKind::Ident(id)) => {
                            let name = ast.name(*id);
                            is_math(name) || self.routines.contains(name)
                        }
                        _ => false,
                    }
                }
                _ => true,
            });
        if !calls_ok {
            return false;
        }
        // What a kernel may not hold stays host code around the inner loops: a static,
        // extern or typedef declaration, a variably modified one (a VLA, a pointer to VLA
        // rows), a compound literal, an offsetof. A fixed-size array is a kernel local (a
        // median filter's `unsigned char win[9]`: each pixel ran as two one-thread launches).
        let host_only = exprs.iter().any(|e| {
            matches!(
                ast.exprs.get(*e).map(|x| &x.kind),
                Some(ExprKind::CompoundLiteral { .. } | ExprKind::Offsetof { .. })
            )
        });
        if host_only {
            return false;
        }
        let mut sequential = true;
        crate::walk::each_stmt(
            ast,
            body,
            &mut |x| match ast.stmts.get(x).map(|y| &y.kind) {
                Some(StmtKind::Decl(d)) => {
                    let Some(decl) = ast.decls.get(*d) else {
                        sequential = false;
                        return;
                    };
                    let storage = decl.specs.storage.iter().any(|(c, _)| {
                        !matches!(
                            c,
                            oxacc_syntax::ast::StorageClass::Auto
                                | oxacc_syntax::ast::StorageClass::Register
                        )
                    });
                    let variable = |sema: &oxacc_sema::Sema, mut ty: TypeId| {
                        for _ in 0..16 {
                            if sema.types.is_vla(ty) {
                                return true;
                            }
                            match sema.array_elem(ty).or_else(|| sema.pointee(ty)) {
                                Some(t) => ty = t,
                                None => return false,
                            }
                        }
                        true
                    };
                    let array = (0..decl.declarators.len()).any(|k| match ctx.sema {
                        Some(sema) => sema
                            .decl_symbol(*d, k)
                            .is_none_or(|sym| variable(sema, sema.symbol(sym).ty)),
                        None => true,
                    });
                    if storage || array {
                        sequential = false;
                    }
                }
                Some(StmtKind::Directive(d)) => {
                    let a = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i));
                    let atomic = a.is_some_and(|a| matches!(a.name, DirectiveName::Atomic(_)));
                    // A `loop` directive of a row loop inside a sequential loop kernel
                    // (`seq_outer_kernel`: Gauss-Seidel's `loop reduction(+:s)` over a row)
                    // whose clauses fit the one gang: no gang or worker level, nothing
                    // associating several loops. `inner_modes` reads its clauses.
                    let row_loop = !loops_seq
                        && a.is_some_and(|a| {
                            a.name == DirectiveName::Loop
                                && !shape_clauses(ctx, a).iter().any(|c| {
                                    matches!(
                                        c.name(),
                                        ClauseName::Gang
                                            | ClauseName::Worker
                                            | ClauseName::Collapse
                                            | ClauseName::Tile
                                    )
                                })
                        });
                    if !atomic && !row_loop {
                        sequential = false;
                    }
                }
                Some(StmtKind::For { .. }) if sequential && loops_seq => {
                    if let Some(l) = loops::canonical_in(ast, ctx.sema, x) {
                        let a = Analysis {
                            ctx,
                            f: self.f,
                            routines: self.routines,
                            loop_private: HashSet::new(),
                        };
                        // One whose last values the host would store after it
                        // (lastprivate) stays in the serial kernel: as a kernel of its own it
                        // would keep every loop around it on the host, one launch and one
                        // store per iteration.
                        if matches!(a.verdict(&l), Verdict::Parallel { last, .. } if last.is_empty())
                        {
                            sequential = false;
                        }
                    }
                }
                _ => {}
            },
        );
        sequential
    }

    /// Whether a loop carrying a dependence whose body is `body` runs as one kernel with the
    /// loop in sequence inside it (nvc's `loop seq` around `loop vector`), rather than on the
    /// host launching a kernel per iteration: HPCG's symmetric Gauss-Seidel and a CSR
    /// PageRank or SpMV without `restrict` (`for (i) { s = b[i]; for (e = rowptr[i]; e <
    /// rowptr[i + 1]; e++) s -= val[e] * x[col[e]]; x[i] = s / d[i]; }`) made two launches
    /// per row. That is so when the loops of the body's top level are row reductions (a
    /// parallel loop whose only carried scalars are reductions, 2.9.11, which the kernel's
    /// vector lanes share) or stay sequential, and at least one is a reduction. A parallel
    /// loop without reductions (a time step's sweeps over whole arrays, 2.5.3's "each loop
    /// nest will be a distinct kernel") keeps the loop around it on the host, each
    /// iteration launching kernels that use every gang.
    fn seq_outer_kernel(&self, ctx: &LowerCtx, outer: &loops::CanonLoop) -> bool {
        let ast = ctx.ast;
        let body = outer.body;
        if !self.kernel_holds(ctx, body, false) {
            return false;
        }
        // The loops of the body not inside another loop of it, each with the `loop`
        // directive it is the body of (`kernel_holds` let only row loops' ones through).
        fn outermost(
            ast: &Ast,
            s: Handle<Stmt>,
            dir: Option<Handle<Directive>>,
            out: &mut Vec<(Handle<Stmt>, Option<Handle<Directive>>)>,
        ) {
            match ast.stmts.get(s).map(|x| &x.kind) {
                Some(StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }) => {
                    out.push((s, dir))
                }
                Some(StmtKind::Directive(d)) => {
                    for c in crate::walk::children(ast, s) {
                        outermost(ast, c, Some(*d), out);
                    }
                }
                Some(_) => {
                    for c in crate::walk::children(ast, s) {
                        outermost(ast, c, None, out);
                    }
                }
                None => {}
            }
        }
        let mut tops = Vec::new();
        for c in crate::walk::children(ast, body) {
            outermost(ast, c, None, &mut tops);
        }
        let mut reducing = 0;
        for (t, dir) in tops {
            let inner_body = match ast.stmts.get(t).map(|x| &x.kind) {
                Some(
                    StmtKind::For { body, .. }
                    | StmtKind::While { body, .. }
                    | StmtKind::DoWhile { body, .. },
                ) => *body,
                _ => return false,
            };
            // The loop's own clauses (2.9): `seq` makes it a sequential loop whatever the
            // analysis finds; the variables of its `reduction` clause are reduced by the
            // clause (the analysis leaves them out, as `inner_modes` does).
            let acc = dir.and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)));
            let names: Vec<ClauseName> = acc
                .map(|a| shape_clauses(ctx, a).iter().map(|c| c.name()).collect())
                .unwrap_or_default();
            let clause_reductions: Vec<String> = acc
                .map(|a| {
                    shape_clauses(ctx, a)
                        .iter()
                        .filter(|c| c.name() == ClauseName::Reduction)
                        .flat_map(|c| c.vars())
                        .map(|v| v.name().to_string())
                        .collect()
                })
                .unwrap_or_default();
            let verdict = loops::canonical_in(ast, ctx.sema, t)
                .filter(|_| !names.contains(&ClauseName::Seq))
                .map(|l| {
                    let a = Analysis {
                        ctx,
                        f: self.f,
                        routines: self.routines,
                        loop_private: acc.map(loop_clause_vars).unwrap_or_default(),
                    };
                    (a.verdict(&l), l)
                });
            match verdict {
                Some((
                    Verdict::Parallel {
                        reductions, last, ..
                    },
                    l,
                )) => {
                    // A row reduction the vector lanes take (`inner_modes` gives it its
                    // implied clause, or it has its own): one whose final values nothing
                    // needs.
                    if (reductions.is_empty() && clause_reductions.is_empty())
                        || !last.is_empty()
                        || final_value_needed(ctx, self.f, &l)
                        || implied_clause(ast, t, &reductions).is_none()
                    {
                        return false;
                    }
                    // A reduced scalar declared outside the construct and read after it
                    // (`q = 0; for (j) q += ...; rs[i] = q;`, then `q`) stays the
                    // construct's scalar, combined where the row loop ends (capture.rs,
                    // `seq_top_kernel`).
                    reducing += 1;
                }
                // A sequential loop inside: only sequential loops in it (else the loop
                // around would not be worth keeping off the host).
                _ => {
                    if !self.nest_sequential(ctx, inner_body) {
                        return false;
                    }
                }
            }
        }
        reducing > 0
    }

    fn host_control(&mut self, ctx: &mut LowerCtx, s: Handle<Stmt>) {
        let ast = ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        if let StmtKind::For {
            init: ForInit::Decl(d),
            ..
        } = &st.kind
        {
            self.coherent_decl(ctx, *d);
        }
        let exprs: Vec<Handle<Expr>> = match &st.kind {
            StmtKind::If { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. }
            | StmtKind::Switch { cond, .. } => vec![*cond],
            StmtKind::For {
                init, cond, step, ..
            } => {
                let mut v = Vec::new();
                if let ForInit::Expr(e) = init {
                    v.push(*e);
                }
                v.extend(cond.iter().copied());
                v.extend(step.iter().copied());
                v
            }
            _ => return,
        };
        for e in exprs {
            self.coherent_expr(ctx, e);
        }
    }

    /// The initializers of the host declaration `d` (of the construct's body, or of a `for`
    /// kept on the host), made coherent as host control expressions are; the items of an
    /// initializer list each.
    fn coherent_decl(&mut self, ctx: &mut LowerCtx, d: Handle<oxacc_syntax::ast::Decl>) {
        let ast = ctx.ast;
        let Some(dd) = ast.decls.get(d) else { return };
        // The lengths of its variable-length arrays (`int t[e[0]];` after a kernel set `e[0]`)
        // likewise: read from the host copy, the array got the stale length, and a kernel
        // writing `t[i]` for `i < e[0]` went past the end of its device copy.
        let lengths: Vec<Handle<Expr>> = dd
            .declarators
            .iter()
            .flat_map(|id| id.declarator.derived.iter())
            .filter_map(|dv| match dv {
                oxacc_syntax::ast::DerivedDeclarator::Array {
                    size: oxacc_syntax::ast::ArraySize::Expr(e),
                    ..
                } => Some(*e),
                _ => None,
            })
            .filter(|e| ctx.sema.is_some_and(|s| s.eval_int(*e).is_none()))
            .collect();
        for e in lengths {
            self.coherent_expr(ctx, e);
        }
        let mut inits: Vec<Handle<oxacc_syntax::ast::Initializer>> =
            dd.declarators.iter().filter_map(|id| id.init).collect();
        while let Some(i) = inits.pop() {
            match ast.inits.get(i).map(|x| &x.kind) {
                Some(oxacc_syntax::ast::InitializerKind::Expr(e)) => self.coherent_expr(ctx, *e),
                Some(oxacc_syntax::ast::InitializerKind::List(items)) => {
                    inits.extend(items.iter().map(|it| it.init))
                }
                None => {}
            }
        }
    }

    /// Wraps the host expression `e` in the updates [`Self::host_control`] describes.
    fn coherent_expr(&mut self, ctx: &mut LowerCtx, e: Handle<Expr>) {
        let ast = ctx.ast;
        let Some(sema) = ctx.sema else { return };
        let Some(ex) = ast.exprs.get(e) else { return };
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        // Arrays this host code names (`double *c = m[i];` computing rows for the kernels):
        // referenced in the construct, they get its implicit copy (2.6.2) like the kernels'.
        for h in &all {
            if let Some(v) = self.f.names.uses.get(h) {
                if !self.host_arrays.contains(v) {
                    self.host_arrays.push(*v);
                }
            }
        }
        // The scalars named in `e` that live outside the construct (a variable declared in
        // the region is the host's own), each once, and which of them `e` writes.
        let mut read: Vec<VarId> = Vec::new();
        let mut written: HashSet<VarId> = HashSet::new();
        let mut queued_local = false;
        for h in &all {
            match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) => {
                    let Some(v) = self.f.names.uses.get(h).copied() else {
                        continue;
                    };
                    let Some(var) = self.f.names.var(v) else {
                        continue;
                    };
                    let inside = self.body_span.start <= var.span.start
                        && var.span.end <= self.body_span.end;
                    let scalar = matches!(ctype::classify(sema, var.ty), VarClass::Scalar { .. });
                    if scalar && !inside && !read.contains(&v) {
                        read.push(v);
                    }
                    // A variable of the region that a queued kernel writes (`w++;` in a
                    // `while (w < 3)` around loop nests): the host reads it once the queue
                    // has run that kernel.
                    if scalar
                        && inside
                        && self.is_async
                        && self.f.kernel_queue_written.borrow().contains(&v)
                    {
                        queued_local = true;
                    }
                }
                Some(ExprKind::Assign { lhs: t, .. })
                | Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand: t,
                }) => {
                    if let Some(v) = self.f.names.uses.get(t) {
                        written.insert(*v);
                    }
                }
                _ => {}
            }
        }
        // Loads of memory (`e[0]`, `*p`, `s.m`) read the device's copy (device_read.rs); what
        // cannot (a call, a store to memory) keeps the host-only fallback, located.
        // A call of a function of the file is evaluated on the device, by a kernel of one
        // thread (`cuda::call_kernel`); when one cannot get device code, the expression is
        // looked at again without that, for the located fallback.
        let (peeks, refused) = if ctx.gpu_enabled {
            let base = ctx.fresh_id();
            let mut calls: Vec<(Handle<Expr>, String)> = Vec::new();
            let first = super::device_read::device_accesses(
                ctx,
                self.f,
                e,
                self.body_span,
                &|_| false,
                &self.host_guard,
                true,
                Some((base, &mut calls)),
                &mut self.peeks,
            );
            let mut built = true;
            if first.is_ok() {
                for (call, wname) in &calls {
                    let (callee, fty) = match ast.exprs.get(*call).map(|x| &x.kind) {
                        Some(ExprKind::Call { callee, .. }) => (
                            match ast.exprs.get(*callee).map(|c| &c.kind) {
                                Some(ExprKind::Ident(id)) => ast.name(*id).to_string(),
                                _ => String::new(),
                            },
                            super::device_read::call_kernel_type(sema, *callee),
                        ),
                        _ => (String::new(), None),
                    };
                    let Some(fty) = fty else {
                        built = false;
                        break;
                    };
                    match super::cuda::call_kernel(ctx, self.f, *call, &callee, fty, wname) {
                        Ok(()) => {
                            let at = ast.exprs.get(*call).map(|x| x.span.start).unwrap_or(0);
                            ctx.minfo(self.dir, at, "Accelerator serial kernel generated");
                            ctx.minfo_once(
                                self.dir,
                                ast.directives
                                    .get(self.dir)
                                    .map(|d| d.span.start)
                                    .unwrap_or(0),
                                "Generating NVIDIA GPU code",
                            );
                        }
                        Err(_) => {
                            built = false;
                            break;
                        }
                    }
                }
            }
            match first {
                Ok(p) if built => (p, None),
                _ => match super::device_read::device_accesses(
                    ctx,
                    self.f,
                    e,
                    self.body_span,
                    &|_| false,
                    &self.host_guard,
                    true,
                    None,
                    &mut self.peeks,
                ) {
                    Ok(p) => (p, None),
                    Err(r) => (Vec::new(), Some(r)),
                },
            }
        } else {
            (Vec::new(), None)
        };
        if read.is_empty() && peeks.is_empty() && refused.is_none() && !queued_local {
            return;
        }
        let loc = ctx.loc_literal(ex.span.start);
        let clauses = |kind: i32, vars: &mut dyn Iterator<Item = &VarId>| -> (String, usize) {
            let mut items = Vec::new();
            for v in vars {
                let Some(var) = self.f.names.var(*v) else {
                    continue;
                };
                // IMPLICIT: no update directive of the program (no update events, 5.1).
                items.push(format!(
                    "{{{kind}, {}, (void *)&({n}), sizeof({n}), (void **)0, \"{n}\", {loc}, (void *)0}}",
                    crate::prelude::flag::IF_PRESENT | crate::prelude::flag::IMPLICIT,
                    n = var.name
                ));
            }
            (items.join(", "), items.len())
        };
        // An async construct's kernels may still run: wait for them first (2.16).
        let wait = if self.is_async {
            "__oxacc_wait((const int *)0, 0, -2); "
        } else {
            ""
        };
        let fallback = match &refused {
            Some(r) => {
                ctx.diags.push(oxacc_syntax::Diagnostic::warning(
                    r.span,
                    format!(
                        "this kernels construct will run only on the host: {} in its host code (OpenACC 3.3, 2.5.3), which would read or write the host's copy of data its kernels use, is not supported yet by oxacc's GPU code generation",
                        r.what
                    ),
                ));
                format!(
                    "(__oxacc_device_kind() != 2 ? __oxacc_no_gpu_code({}) : (void)0), ",
                    ctx.loc_literal(r.span.start)
                )
            }
            None => String::new(),
        };
        let before = if read.is_empty() {
            format!("__extension__ ({{ {wait}{fallback}")
        } else {
            let (self_list, n_self) = clauses(crate::prelude::kind::UPDATE_SELF, &mut read.iter());
            format!(
                "__extension__ ({{ {{ {wait}struct __oxacc_clause __oxacc_u[{n_self}] = {{{self_list}}}; __oxacc_update(__oxacc_u, {n_self}, -2, (const int *)0, 0); }} {fallback}"
            )
        };
        let writes: Vec<VarId> = read
            .iter()
            .copied()
            .filter(|v| written.contains(v))
            .collect();
        if writes.is_empty() {
            self.edits.insert(ex.span.start, format!("{before}("));
            for (at, t) in peeks {
                self.edits.insert(at, t);
            }
            self.edits.insert(ex.span.end, "); })");
        } else {
            let (dev_list, n_dev) =
                clauses(crate::prelude::kind::UPDATE_DEVICE, &mut writes.iter());
            // The expression's value is kept across the updates of the device copies, unless
            // it has none (a for step `i++, (void)0`).
            let (keep, value) = if sema.types.is_void(sema.types.unqual_id(sema.expr_type(e))) {
                ("", "(void)0")
            } else {
                ("__auto_type __oxacc_hv = ", "__oxacc_hv")
            };
            self.edits.insert(ex.span.start, format!("{before}{keep}("));
            for (at, t) in peeks {
                self.edits.insert(at, t);
            }
            self.edits.insert(
                ex.span.end,
                format!("); {{ {wait}struct __oxacc_clause __oxacc_u[{n_dev}] = {{{dev_list}}}; __oxacc_update(__oxacc_u, {n_dev}, -2, (const int *)0, 0); }} {value}; }})"),
            );
        }
    }

    /// A loop nest starting at `for_stmt` (with its `loop` directive `ld`, if any); `site` is
    /// the statement to replace (the directive statement or the `for`).
    fn nest(
        &mut self,
        ctx: &mut LowerCtx,
        for_stmt: Handle<Stmt>,
        ld: Option<Handle<Directive>>,
        site: Handle<Stmt>,
    ) {
        let ast = ctx.ast;
        let Some(l) = loops::canonical_in(ast, ctx.sema, for_stmt) else {
            // Not a canonical loop: it runs on the host, its body is split further.
            if let Some(StmtKind::For { body, .. }) = ast.stmts.get(for_stmt).map(|s| &s.kind) {
                let line = ast.stmts.get(for_stmt).map(|s| s.span.start).unwrap_or(0);
                ctx.minfo_neg(
                    self.dir,
                    line,
                    "Loop not in canonical form: sequential loop scheduled on host",
                );
                self.remove_dir_line(ctx, ld);
                self.host_control(ctx, for_stmt);
                self.stmt(ctx, *body);
            }
            return;
        };
        let clauses: Vec<ClauseName> = ld
            .and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)))
            .map(|a| shape_clauses(ctx, a).iter().map(|c| c.name()).collect())
            .unwrap_or_default();
        let loop_private: HashSet<String> = ld
            .and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)))
            .map(loop_clause_vars)
            .unwrap_or_default();
        let a = Analysis {
            ctx,
            f: self.f,
            routines: self.routines,
            loop_private,
        };
        let forced_par =
            clauses.contains(&ClauseName::Independent) || clauses.contains(&ClauseName::Gang);
        let forced_seq = clauses.contains(&ClauseName::Seq);
        // 2.4: the clauses after `device_type(host)` apply to the host team alone. A loop that
        // NVIDIA's clauses mark `seq` and the host's `independent` or `gang`
        // (`device_type(nvidia) seq device_type(host) independent`) is one kernel whose top
        // loop the NVIDIA plan runs in sequence (outline.rs `Planner::mode_for`) and the host
        // team partitions: it ran in sequence on the host too. Where the loop holds other
        // loops or directives, or the analysis finds a reduction (a sequential NVIDIA loop
        // has no reduction to combine), both keep the NVIDIA schedule.
        let host_parallel = ctx.gpu_enabled
            && forced_seq
            && !has_loop_or_directive(ctx, l.body, false)
            && ld
                .and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)))
                .is_some_and(|a| {
                    let h: Vec<ClauseName> = host_clauses(a).iter().map(|c| c.name()).collect();
                    !h.contains(&ClauseName::Seq)
                        && (h.contains(&ClauseName::Independent) || h.contains(&ClauseName::Gang))
                });
        let verdict = if forced_seq {
            Verdict::Sequential("Loop marked seq".into())
        } else if forced_par {
            match a.verdict(&l) {
                Verdict::Parallel {
                    private,
                    reductions,
                    last,
                } => Verdict::Parallel {
                    private,
                    reductions,
                    last,
                },
                // The dependences the analysis found are the user's to rule out (2.9.6), but
                // the scalars each iteration assigns first are still private to it (2.5.3,
                // as for any parallel loop; nvc privatizes them too): left shared, the gangs
                // raced on them. Reductions the analysis recognizes stay reductions.
                Verdict::Sequential(_) => {
                    let (private, reductions) = a.independent_scalars(&l);
                    Verdict::Parallel {
                        private,
                        reductions,
                        last: Vec::new(),
                    }
                }
            }
        } else {
            a.verdict(&l)
        };
        // The host team's privates and reductions of a `host_parallel` loop.
        let host_scalars = host_parallel.then(|| a.independent_scalars(&l));
        let line_of = |s: Handle<Stmt>| ast.stmts.get(s).map(|s| s.span.start).unwrap_or(0);
        match verdict {
            Verdict::Sequential(why)
                if (!has_loop_or_directive(ctx, l.body, true)
                    || self.nest_sequential(ctx, l.body))
                    && !branches_across(ast, site) =>
            {
                // Nothing inside to parallelize: the whole loop is one sequential kernel (on the
                // GPU it runs on the device's data; on the host, on one thread).
                ctx.minfo_neg(self.dir, line_of(for_stmt), why);
                if let Some((private, reductions)) = host_scalars {
                    // A kernel of its own (its -Minfo says "Accelerator kernel generated").
                    if reductions.is_empty() {
                        let region = Region {
                            kind: Kind::Kernels,
                            dir: self.dir,
                            body: for_stmt,
                            site: ast.stmts.get(site).map(|s| s.span).unwrap_or_default(),
                            top_loop: true,
                            loop_dir: ld,
                            modes: HashMap::from([(for_stmt, Mode::Gang)]),
                            implied_reductions: Vec::new(),
                            implied_private: private,
                            loop_reductions: Default::default(),
                            single: false,
                        };
                        let mut pending = Vec::new();
                        match outline::lower_region(ctx, self.f, &region, &mut pending) {
                            Some(launch) => self.edits.replace(region.site, launch),
                            None => self.ok = false,
                        }
                        return;
                    }
                }
                ctx.minfo_neg(
                    self.dir,
                    line_of(for_stmt),
                    "Accelerator serial kernel generated",
                );
                self.remove_dir_line(ctx, ld);
                let span = ast.stmts.get(site).map(|s| s.span).unwrap_or_default();
                self.single_kernel(ctx, site, span);
            }
            Verdict::Sequential(why)
                if !forced_seq
                    && !branches_across(ast, site)
                    && !final_value_needed(ctx, self.f, &l)
                    && self.seq_outer_kernel(ctx, &l) =>
            {
                // One kernel of one gang: the loop in sequence, its row reductions over the
                // gang's vector lanes (`seq_outer_kernel`). Not when the loop variable is read
                // after it: every lane of the gang runs the loop, on a private copy of it.
                ctx.minfo_neg(self.dir, line_of(for_stmt), why);
                let mut modes = HashMap::new();
                modes.insert(for_stmt, Mode::Seq);
                let mut inner_private = Vec::new();
                let mut loop_reductions = LoopReductions::new();
                self.host_final.clear();
                self.inner_modes(
                    ctx,
                    l.body,
                    &mut modes,
                    &mut inner_private,
                    &mut loop_reductions,
                    true,
                );
                let region = Region {
                    kind: Kind::Kernels,
                    dir: self.dir,
                    body: for_stmt,
                    site: ast.stmts.get(site).map(|s| s.span).unwrap_or_default(),
                    top_loop: true,
                    loop_dir: ld,
                    modes,
                    implied_reductions: Vec::new(),
                    implied_private: inner_private,
                    loop_reductions,
                    single: false,
                };
                self.lower_kernel(ctx, &region);
            }
            Verdict::Sequential(why) => {
                ctx.minfo_neg(self.dir, line_of(for_stmt), why);
                ctx.minfo_neg(
                    self.dir,
                    line_of(for_stmt),
                    "Sequential loop scheduled on host",
                );
                self.remove_dir_line(ctx, ld);
                self.host_control(ctx, for_stmt);
                self.stmt(ctx, l.body);
            }
            Verdict::Parallel {
                private,
                reductions,
                last,
            } => {
                ctx.minfo(self.dir, line_of(for_stmt), "Loop is parallelizable");
                for (name, op) in &reductions {
                    ctx.minfo(
                        self.dir,
                        line_of(for_stmt),
                        format!("Generating implicit reduction({}:{name})", op.as_str()),
                    );
                }
                // Modes of the loops inside the kernel.
                let mut modes = HashMap::new();
                modes.insert(for_stmt, Mode::Gang);
                // `collapse`/`tile` with `independent` or `gang`: the clause's scheduling
                // applies to all the associated loops (2.9.1), which are then parallel whatever
                // the analysis would find. Otherwise they are `auto` loops (2.9.7) and only the
                // leading ones the analysis proves parallel run partitioned together
                // (outline.rs, `Planner::partitioned_depth`).
                if let Some(a) = ld.and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i))) {
                    let shape = outline::associated_nest_on(ctx, a, for_stmt, shape_target(ctx));
                    if forced_par {
                        // Each associated loop is the clause's, as -Minfo says (they had no
                        // line, the loops inside them had theirs).
                        for s in shape.loops.iter().skip(1) {
                            modes.insert(*s, Mode::Inner { ivdep: true });
                            ctx.minfo(self.dir, line_of(*s), "Loop is parallelizable");
                        }
                    } else {
                        // `auto` associated loops: the clause's private and reduction
                        // variables are the clause's in every loop it applies to (2.9.1), so
                        // the analysis of each leaves them out as it does for the top loop's
                        // (`loop collapse(3) reduction(+:sum[0:5])` in kernels: the
                        // collapsed loops were "Loop carried dependence of 'sum'", the nest
                        // partitioned one loop deep).
                        self.leave_clause_vars(a, shape.loops.iter().skip(1));
                    }
                }
                let mut inner_private = private.clone();
                let mut loop_reductions = LoopReductions::new();
                // An inner loop whose variable's final value the host stores after the kernel
                // and that no code after it in the body reads keeps its schedule.
                self.host_final = last
                    .iter()
                    .filter_map(|(name, w)| match w {
                        Last::LoopEnd(s) => Some((name, *s)),
                        Last::Value(_) => None,
                    })
                    .filter(|(name, s)| {
                        let end = ast.stmts.get(*s).map_or(u32::MAX, |x| x.span.end);
                        let mut v = Vec::new();
                        walk::exprs_in_stmt(ast, l.body, &mut v);
                        !v.iter().any(|e| {
                            ast.exprs.get(*e).is_some_and(|x| {
                                x.span.start >= end
                                    && matches!(&x.kind, ExprKind::Ident(id) if ast.name(*id) == name.as_str())
                            })
                        })
                    })
                    .map(|(_, s)| s)
                    .collect();
                // A collapsed top nest takes the vector lanes itself when no inner loop does.
                let vector_free = modes.len() == 1;
                self.inner_modes(
                    ctx,
                    l.body,
                    &mut modes,
                    &mut inner_private,
                    &mut loop_reductions,
                    vector_free,
                );
                let mut pending = Vec::new();
                let region = Region {
                    kind: Kind::Kernels,
                    dir: self.dir,
                    body: for_stmt,
                    site: ast.stmts.get(site).map(|s| s.span).unwrap_or_default(),
                    top_loop: true,
                    loop_dir: ld,
                    modes,
                    implied_reductions: reductions,
                    implied_private: inner_private,
                    loop_reductions,
                    single: false,
                };
                match outline::lower_region(ctx, self.f, &region, &mut pending) {
                    Some(launch) => {
                        let launch = self.with_final_value(ctx, &l, for_stmt, launch, &last);
                        self.edits.replace(region.site, launch)
                    }
                    None => self.ok = false,
                }
            }
        }
    }

    /// Statement `s` (at `site`) as a kernel of one thread in the construct's data
    /// environment (code between the loop nests, an atomic there), with nvc's -Minfo line.
    fn serial_kernel(&mut self, ctx: &mut LowerCtx, s: Handle<Stmt>, site: Span) {
        ctx.minfo(self.dir, site.start, "Accelerator serial kernel generated");
        self.single_kernel(ctx, s, site);
    }

    /// Statement `s` (at `site`) as a kernel of one thread.
    fn single_kernel(&mut self, ctx: &mut LowerCtx, s: Handle<Stmt>, site: Span) {
        let region = Region {
            kind: Kind::Kernels,
            dir: self.dir,
            body: s,
            site,
            top_loop: false,
            loop_dir: None,
            modes: HashMap::new(),
            implied_reductions: Vec::new(),
            implied_private: Vec::new(),
            loop_reductions: Default::default(),
            single: true,
        };
        self.lower_kernel(ctx, &region);
    }

    /// Lowers one kernel of the construct and splices its launch over the kernel's site (a
    /// region the writers cannot lower leaves the construct on the host: `ok` false).
    fn lower_kernel(&mut self, ctx: &mut LowerCtx, region: &Region) {
        let mut pending = Vec::new();
        match outline::lower_region(ctx, self.f, region, &mut pending) {
            Some(launch) => self.edits.replace(region.site, launch),
            None => self.ok = false,
        }
    }

    /// A loop variable declared before the loop and read after it keeps its C value, the
    /// first that failed the test (`for (j = 0; j < n; j++) ...; last = j;` in a kernels
    /// region is sequential C that the analysis parallelized): the host sets it after the
    /// kernel from the trip count, computed before the kernel runs.
    fn with_final_value(
        &self,
        ctx: &LowerCtx,
        l: &loops::CanonLoop,
        for_stmt: Handle<Stmt>,
        launch: String,
        last: &[(String, Last)],
    ) -> String {
        let ast = ctx.ast;
        let var = l
            .var_expr
            .and_then(|e| self.f.names.uses.get(&e))
            .copied()
            .filter(|_| l.decl.is_none());
        let end = ast.stmts.get(for_stmt).map(|s| s.span.end).unwrap_or(0);
        // A later mention, or any read the paths after the loop may make (the next iteration
        // of a host loop around the construct, the caller for a file-scope variable).
        let read_after =
            var.is_some_and(|var| {
                self.f.names.uses.iter().any(|(e, v)| {
                    *v == var && ast.exprs.get(*e).is_some_and(|x| x.span.start >= end)
                }) || super::liveness::live_after(ctx, self.f, for_stmt, var)
            });
        if !read_after && last.is_empty() {
            return launch;
        }
        let typing = loops::LoopTyping::of(ast, ctx.sema, l, |o| ctx.writer.location_text(o));
        // The bounds as the kernel reads them: from the device (device_read.rs), or the
        // variable would get the final value of a stale host bound.
        let written = self.f.kernel_written.borrow();
        let n = std::cell::Cell::new(0u32);
        // Expression `e` as host C that reads from the device what a kernel may have written.
        let device_text = |e: Handle<Expr>| -> Option<String> {
            let x = ast.exprs.get(e)?;
            let mut k = n.get();
            let peeks = if ctx.gpu_enabled {
                super::device_read::device_reads(
                    ctx,
                    self.f,
                    e,
                    self.body_span,
                    &|v| written.contains(&v),
                    &self.host_guard,
                    &mut k,
                )
                .unwrap_or_default()
            } else {
                Vec::new()
            };
            n.set(k);
            Some(super::device_read::apply(ctx.text, x.span, &peeks))
        };
        let texts = loops::LoopTexts::of(l, None, typing, |e| {
            device_text(e).unwrap_or_else(|| "0".into())
        });
        // The variable may have a device copy (named in a data clause of the construct or of
        // a data construct around it: `kernels copy(i)`): that copy is the one the later
        // code of the region reads and the construct's exit copies out, so it gets the value
        // (`__oxacc_poke`); the host variable keeps the clause's meaning (with `copyin(i)` it
        // stays as it was). Without a device copy, the host variable is the variable.
        // A `register` variable has no address, and so no device copy.
        let register = |e: Option<Handle<Expr>>| {
            e.and_then(|e| ctx.sema.and_then(|s| s.resolved(e).map(|id| s.symbol(id))))
                .is_some_and(|sym| sym.storage == Some(oxacc_syntax::ast::StorageClass::Register))
        };
        let wait = i32::from(self.is_async);
        // `value` stored into variable `v` (C text).
        let store_to = |v: &str, value: &str, reg: bool| {
            if reg {
                format!("{v} = {value};")
            } else {
                // `(void)0, v`: the type without qualifiers (a volatile variable's value is
                // copied, not read through a volatile temporary).
                format!(
                    "{{ __typeof__((void)0, {v}) __oxacc_fv = (__typeof__((void)0, {v}))({value}); __oxacc_poke((void *)&({v}), &__oxacc_fv, sizeof __oxacc_fv, {wait}); }}"
                )
            }
        };
        let mut store = String::new();
        if read_after {
            store.push_str(&store_to(
                &l.var_name,
                "__oxacc_final",
                register(l.var_expr),
            ));
        }
        // Lastprivate scalars: their expression at the last iteration's value of the loop
        // variable, which a block declares under the variable's name (its address is no
        // device copy's, so a device read of it reads it), when the loop ran at all (else
        // the scalar keeps its value, as in C). The expression's other names are invariant
        // in the loop: read from the device where a kernel may have written them.
        if !last.is_empty() {
            let Some(sema) = ctx.sema else {
                return launch;
            };
            let Some(ty) = l
                .var_expr
                .and_then(|e| sema.resolved(e))
                .map(|id| sema.symbol(id).ty)
            else {
                return launch;
            };
            let decl = sema.type_to_c(sema.types.unqual_id(ty), &l.var_name);
            let mut sets = String::new();
            for (k, (name, what)) in last.iter().enumerate() {
                // An inner loop's final value: its trip count at the outer variable's last
                // value, in a block of its own (`__lb{n}` ... per loop).
                let (open, value) = match what {
                    Last::Value(rhs) => {
                        let Some(value) = device_text(*rhs) else {
                            return launch;
                        };
                        (String::new(), value)
                    }
                    Last::LoopEnd(s) => {
                        let Some(inner) = loops::canonical_in(ast, ctx.sema, *s) else {
                            return launch;
                        };
                        let typing = loops::LoopTyping::of(ast, ctx.sema, &inner, |o| {
                            ctx.writer.location_text(o)
                        });
                        let texts = loops::LoopTexts::of(&inner, None, typing, |e| {
                            device_text(e).unwrap_or_else(|| "0".into())
                        });
                        let n = k + 1;
                        (
                            format!("{{ {} ", loops::trip_count(&texts, n)),
                            format!("(long long){}", loops::value_at(n, &format!("__n{n}"))),
                        )
                    }
                };
                sets.push_str(&open);
                let target = self.f.names.vars.iter().find(|v| v.name == *name);
                let reg = target.is_some_and(|t| {
                    sema.symbols().any(|(_, s)| {
                        s.span == t.span
                            && s.storage == Some(oxacc_syntax::ast::StorageClass::Register)
                    })
                });
                sets.push_str(&store_to(name, &value, reg));
                if matches!(what, Last::LoopEnd(_)) {
                    sets.push_str(" }");
                }
            }
            store.push_str(&format!(
                " if (__n0 > 0) {{ {decl} = ({decl_ty}){}; (void){v}; {sets} }}",
                loops::value_at(0, "__n0 - 1"),
                decl_ty = sema.type_to_c(sema.types.unqual_id(ty), ""),
                v = l.var_name,
            ));
        }
        let trip = loops::trip_count(&texts, 0);
        let final_value = loops::value_at(0, "__n0");
        if self.is_async {
            // Under `async` (2.16.1) the bounds and the lastprivate expressions may read
            // scalars that code queued before this kernel writes (`off = off + it;` then
            // `j < N + off`): computed as the kernel was queued, they read the values from
            // before the queue ran it (the host team: `j` was 1005 in every iteration of a
            // host loop around the construct). The store waits for the queues anyway (the
            // variable's later readers are host code or later kernels), so the values are
            // computed after that wait, once the queued code has set them; the bounds are
            // invariant in the loop, so the kernel itself does not change them.
            return format!(
                "{{ {launch} __oxacc_wait((const int *)0, 0, -2); {{ {trip} const long long __oxacc_final = (long long){final_value}; (void)__oxacc_final; {store} }} }}",
            );
        }
        format!(
            "{{ {trip} const long long __oxacc_final = (long long){final_value}; (void)__oxacc_final; {launch} {store} }}",
        )
    }

    fn remove_dir_line(&mut self, ctx: &LowerCtx, ld: Option<Handle<Directive>>) {
        if let Some(d) = ld.and_then(|d| ctx.ast.directives.get(d)) {
            self.edits.replace(d.span, "");
        }
    }

    /// Decides the loops nested in a kernel: parallelizable ones are vectorised, others run
    /// sequentially inside the thread.
    fn inner_modes(
        &self,
        ctx: &mut LowerCtx,
        s: Handle<Stmt>,
        modes: &mut HashMap<Handle<Stmt>, Mode>,
        private: &mut Vec<String>,
        reds: &mut LoopReductions,
        vector_free: bool,
    ) {
        let ast = ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        if let StmtKind::Directive(d) = &st.kind {
            // A `loop` directive's `seq` or `independent` decides its loop whatever the
            // analysis finds (2.9.5, 2.9.6); without them it is `auto` in kernels (2.9.7).
            let a = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i));
            let body = ast.directives.get(*d).and_then(|x| x.body);
            if let (Some(a), Some(b)) = (a, body) {
                if a.name == DirectiveName::Loop && loops::canonical_in(ast, ctx.sema, b).is_some()
                {
                    let names: Vec<ClauseName> =
                        shape_clauses(ctx, a).iter().map(|c| c.name()).collect();
                    if names.contains(&ClauseName::Seq) {
                        modes.insert(b, Mode::Seq);
                    } else if names.contains(&ClauseName::Independent) {
                        // The loops its `collapse` associates are independent too (2.9.1):
                        // the analysis of the second said "Loop carried dependence of 'o'"
                        // (`o[i][j][idx[k]]`) although the nest ran collapsed.
                        let shape = outline::associated_nest_on(ctx, a, b, shape_target(ctx));
                        ctx.minfo(self.dir, line_of_stmt(ast, b), "Loop is parallelizable");
                        modes.insert(b, Mode::Inner { ivdep: true });
                        for l in shape.loops.iter().skip(1) {
                            ctx.minfo(self.dir, line_of_stmt(ast, *l), "Loop is parallelizable");
                            modes.insert(*l, Mode::Inner { ivdep: true });
                        }
                    } else {
                        // An `auto` loop: the analysis decides, leaving the variables of its
                        // private and reduction clauses to them (`loop vector reduction(+:t)`
                        // under a gang loop: t got an implied reduction too, and the two
                        // clauses on one variable were refused).
                        // Likewise for the loops a `collapse` associates with it (2.9.1).
                        let shape = outline::associated_nest_on(ctx, a, b, shape_target(ctx));
                        self.leave_clause_vars(a, shape.loops.iter().skip(1).chain([&b]));
                    }
                }
            }
        }
        if let StmtKind::For { body, .. } = &st.kind {
            if let Some(m) = modes.get(&s) {
                // Decided by the clauses (`seq`, `independent`, an associated loop of an
                // `independent` collapse).
                let free = vector_free && !matches!(m, Mode::Inner { .. });
                self.inner_modes(ctx, *body, modes, private, reds, free);
                return;
            }
            let mut lanes_below = false;
            let mode = match loops::canonical_in(ast, ctx.sema, s) {
                Some(l) => {
                    let a = Analysis {
                        ctx,
                        f: self.f,
                        routines: self.routines,
                        loop_private: self
                            .loop_clause_vars
                            .borrow()
                            .get(&s)
                            .cloned()
                            .unwrap_or_default(),
                    };
                    let mut verdict = a.verdict(&l);
                    // A partitioned inner loop leaves no final value in its variable (the
                    // vector lanes each run some iterations): where the code after it may read
                    // the variable (`for (j = 0; j < m; j++) ...; c[i] = j;`), C's value is kept
                    // by running it as written.
                    if matches!(verdict, Verdict::Parallel { .. })
                        && !self.host_final.contains(&s)
                        && final_value_needed(ctx, self.f, &l)
                    {
                        verdict = Verdict::Sequential(format!(
                            "Loop variable '{}' is used after the loop",
                            l.var_name
                        ));
                    }
                    // Likewise a scalar whose last value is read after it: only the host
                    // code after a kernel's outer loop stores such a value.
                    if let Verdict::Parallel { last, .. } = &verdict {
                        if let Some((name, _)) = last.first() {
                            verdict = Verdict::Sequential(format!(
                                "Loop carried scalar dependence for '{name}' (its last value is used after the loop)"
                            ));
                        }
                    }
                    match verdict {
                        // An inner loop with reductions gets them as an implied `reduction`
                        // clause of its own (2.9.11), as nvc does: a row sum inside a gang
                        // loop becomes a vector reduction. Without the clause its lanes would
                        // each keep a partial value, and one of them would be stored (a
                        // matmul's `s += a[i][k] * b[k][j]` stored a 256th of the sum on the
                        // GPU before 2026-11-28's eae0d95 kept such loops sequential).
                        // Only where the vector lanes are still free: inside a vector loop, or
                        // under a collapsed top nest (a matmul's `s += a[i][k] * b[k][j]`,
                        // whose (i, j) nest runs one element per thread), the loop runs in
                        // sequence in each thread.
                        Verdict::Parallel {
                            reductions,
                            private: p,
                            ..
                        } if !reductions.is_empty() => {
                            match implied_clause(ast, s, &reductions).filter(|_| vector_free) {
                                Some(vars) => {
                                    ctx.minfo(self.dir, st.span.start, "Loop is parallelizable");
                                    for (name, op) in &reductions {
                                        ctx.minfo(
                                            self.dir,
                                            st.span.start,
                                            format!(
                                                "Generating implicit reduction({}:{name})",
                                                op.as_str()
                                            ),
                                        );
                                    }
                                    private.extend(p);
                                    reds.insert(s, vars);
                                    // A parallel loop inside it that reduces too may take
                                    // the vector lanes, this one the workers (Himeno's
                                    // `gosa += ss*ss` in an `i, j, k` nest: `k`, the
                                    // contiguous one, was kept sequential): each level
                                    // gets its reduction, as nvc reduces over the whole
                                    // nest. A loop with no reduction of its own (a matmul's
                                    // `j` around `s += a[i][k] * b[k][j]`) keeps them.
                                    lanes_below = true;
                                    Mode::Inner { ivdep: true }
                                }
                                None => {
                                    let names: Vec<&str> =
                                        reductions.iter().map(|(n, _)| n.as_str()).collect();
                                    ctx.minfo(
                                    self.dir,
                                    st.span.start,
                                    format!(
                                        "Loop carried reduction of '{}' kept sequential (inner loop)",
                                        names.join("', '")
                                    ),
                                );
                                    Mode::Seq
                                }
                            }
                        }
                        Verdict::Parallel { private: p, .. } => {
                            ctx.minfo(self.dir, st.span.start, "Loop is parallelizable");
                            private.extend(p);
                            Mode::Inner { ivdep: true }
                        }
                        Verdict::Sequential(why) => {
                            ctx.minfo_neg(self.dir, st.span.start, why);
                            Mode::Seq
                        }
                    }
                }
                None => Mode::Seq,
            };
            let free = vector_free && (lanes_below || !matches!(mode, Mode::Inner { .. }));
            if loops::canonical_in(ast, ctx.sema, s).is_some() {
                modes.insert(s, mode);
            }
            self.inner_modes(ctx, *body, modes, private, reds, free);
            return;
        }
        for c in crate::walk::children(ast, s) {
            self.inner_modes(ctx, c, modes, private, reds, vector_free);
        }
    }
}

/// The device type whose loop clauses decide the kernels of a `kernels` construct (which
/// loops are kernels, their gang and vector loops, `seq` and `independent` loops): the loop
/// clauses after a `device_type` clause apply only to the device types it names (2.4), and
/// the kernels are generated for NVIDIA (the CUDA writer) unless the build is host-only.
/// Reading the host's clauses, `loop device_type(nvidia) gang vector device_type(host) seq`
/// made the NVIDIA kernel one thread. The host team still runs sequentially a loop that its
/// own clauses mark `seq` (outline.rs, `Planner::mode_for` and `host_seq_top`).
fn shape_target(ctx: &LowerCtx) -> outline::PlanFor {
    if ctx.gpu_enabled {
        outline::PlanFor::Nvidia
    } else {
        outline::PlanFor::Host
    }
}

/// The clauses of the loop directive `a` on [`shape_target`].
fn shape_clauses<'d>(
    ctx: &LowerCtx,
    a: &'d oxacc_acc::ast::AccDirective,
) -> Vec<&'d oxacc_acc::ast::Clause> {
    outline::clauses_on(a, shape_target(ctx))
}

/// A max or min written `x = x > e ? x : e` (`Analysis::ternary_min_max`): the operator, the
/// mentions of `x` in the conditional, the two copies of `e`.
type TernaryMinMax = (ReductionOp, Vec<Handle<Expr>>, Vec<Handle<Expr>>);

/// The variables of the `private` and `reduction` clauses of the loop directive `a`: the
/// dependence analysis of its loop leaves them to the clauses. A reduction clause's variables
/// too: the clause reduces them (2.9.11), whatever form their updates take (an implied
/// reduction of its own beside it would reduce the variable twice).
fn loop_clause_vars(a: &oxacc_acc::ast::AccDirective) -> HashSet<String> {
    let clauses = host_clauses(a);
    let mut out: HashSet<String> = clauses
        .iter()
        .filter(|c| matches!(c.name(), ClauseName::Private | ClauseName::Reduction))
        .flat_map(|c| c.vars())
        .filter(|v| !v.is_member)
        .map(|v| v.name().to_string())
        .collect();
    // A reduction on an element of rows reached through the variable (`reduction(+:w[0][0])`,
    // `long **w`; 2.5.15): `w*` says that the memory the loop reaches through a row pointer
    // loaded from `w` is the reduction's private copy too (`Places::pointer`), so the
    // element's updates are no loop-carried dependence (they were: "Complex loop carried
    // dependence of 'w[0][0]'", one serial kernel). Only for a variable with one such item:
    // the loop reduces one row part per variable (`reduction(+:w[0][0], w[1][1])` is not
    // supported in a parallel loop yet, so that loop stays a serial kernel).
    let items: Vec<&oxacc_acc::ast::DataVar> = clauses
        .iter()
        .filter(|c| c.name() == ClauseName::Reduction)
        .flat_map(|c| c.vars())
        .collect();
    out.extend(
        items
            .iter()
            .filter(|v| !v.is_member && v.subscripts.len() >= 2)
            .filter(|v| items.iter().filter(|u| u.name() == v.name()).count() == 1)
            .map(|v| format!("{}*", v.name())),
    );
    out
}

/// Whether the variable of loop `l`, declared before it, may be read after the loop (its final
/// value, C's `lb + trip count * step`, is needed; liveness.rs).
fn final_value_needed(ctx: &LowerCtx, f: &FnCtx, l: &loops::CanonLoop) -> bool {
    if l.decl.is_some() {
        return false;
    }
    match l.var_expr.and_then(|e| f.names.uses.get(&e)) {
        Some(v) => super::liveness::live_after(ctx, f, l.for_stmt, *v),
        None => true,
    }
}

fn line_of_stmt(ast: &Ast, s: Handle<Stmt>) -> u32 {
    ast.stmts.get(s).map(|s| s.span.start).unwrap_or(0)
}

/// The implied `reduction` clause items of an inner loop, by the loop statement.
pub type LoopReductions = HashMap<Handle<Stmt>, Vec<(ReductionOp, oxacc_acc::ast::DataVar)>>;

/// The items of an implied `reduction` clause on loop `s` for `reductions` (scalar names):
/// each names its variable through a use of it in the loop, as a clause item would.
fn implied_clause(
    ast: &Ast,
    s: Handle<Stmt>,
    reductions: &[(String, ReductionOp)],
) -> Option<Vec<(ReductionOp, oxacc_acc::ast::DataVar)>> {
    let mut exprs = Vec::new();
    walk::exprs_in_stmt(ast, s, &mut exprs);
    reductions
        .iter()
        .map(|(name, op)| {
            let (h, span) = exprs.iter().find_map(|&h| {
                let e = ast.exprs.get(h)?;
                match &e.kind {
                    ExprKind::Ident(id) if ast.name(*id) == name => Some((h, e.span)),
                    _ => None,
                }
            })?;
            Some((
                *op,
                oxacc_acc::ast::DataVar {
                    span,
                    text: name.clone(),
                    base: h,
                    root: oxacc_acc::ast::NameRef {
                        name: name.clone(),
                        span,
                    },
                    is_member: false,
                    subscripts: Vec::new(),
                },
            ))
        })
        .collect()
}

/// `fmax(a, b)`, `fminf(a, b)`, ...: the reduction operator and the two arguments.
fn min_max_call(ast: &Ast, e: Handle<Expr>) -> Option<(ReductionOp, Vec<Handle<Expr>>)> {
    let Some(ExprKind::Call { callee, args }) = ast.exprs.get(e).map(|x| &x.kind) else {
        return None;
    };
    let Some(ExprKind::Ident(id)) = ast.exprs.get(*callee).map(|x| &x.kind) else {
        return None;
    };
    let op = match ast.name(*id).trim_start_matches("__builtin_") {
        "fmax" | "fmaxf" | "fmaxl" => ReductionOp::Max,
        "fmin" | "fminf" | "fminl" => ReductionOp::Min,
        _ => return None,
    };
    (args.len() == 2).then(|| (op, args.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aff(coef: &[(&str, i64)], konst: i64) -> Affine {
        Affine {
            coef: coef.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            konst,
            other: Vec::new(),
            unknown: false,
        }
        .norm()
    }

    fn r(subs: Vec<Affine>, write: bool) -> Ref {
        Ref {
            base: "a".into(),
            root: "a".into(),
            alias: false,
            cell: false,
            subs,
            write,
            offset: 0,
            any: false,
        }
    }

    #[test]
    fn same_subscript_is_independent() {
        let w = r(vec![aff(&[("i", 1)], 0)], true);
        assert!(independent(
            &w,
            &w,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn shifted_subscript_carries_a_dependence() {
        let w = r(vec![aff(&[("i", 1)], 0)], true);
        let rd = r(vec![aff(&[("i", 1)], -1)], false);
        assert!(!independent(
            &w,
            &rd,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn gcd_test_separates_even_and_odd() {
        let w = r(vec![aff(&[("i", 2)], 0)], true);
        let rd = r(vec![aff(&[("i", 2)], 1)], false);
        assert!(independent(
            &w,
            &rd,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        let w4 = r(vec![aff(&[("i", 4)], 0)], true);
        let r6 = r(vec![aff(&[("i", 6)], 1)], false);
        assert!(independent(
            &w4,
            &r6,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn invariant_location_written_every_iteration_is_a_dependence() {
        let w = r(vec![aff(&[("j", 1)], 0)], true);
        assert!(!independent(
            &w,
            &w,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn one_separating_dimension_is_enough() {
        // a[i][j] = a[i][j-1]: independent over i, dependent over j.
        let w = r(vec![aff(&[("i", 1)], 0), aff(&[("j", 1)], 0)], true);
        let rd = r(vec![aff(&[("i", 1)], 0), aff(&[("j", 1)], -1)], false);
        assert!(independent(
            &w,
            &rd,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        assert!(!independent(
            &w,
            &rd,
            "j",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    /// Subscripts of one loop body, parsed: `(subscript of the write, subscript of the read)`.
    fn subscripts(write: &str, read: &str) -> (Affine, Affine) {
        subscripts_of(&format!(
            "void f(int *a, int *idx, int k, int m, int n) {{ for (int i = 0; i < n; i++) a[{write}] = a[{read}]; }}"
        ))
    }

    /// The subscripts of the first two references to `a` in `text`, parsed.
    fn subscripts_of(text: &str) -> (Affine, Affine) {
        let (ast, diags) = oxacc_syntax::parse(text);
        assert!(diags.is_empty(), "{diags:?}");
        let mut idx = Vec::new();
        for (_, e) in ast.exprs.iter() {
            if let ExprKind::Index { base, index } = e.kind {
                if matches!(&ast.exprs[base].kind, ExprKind::Ident(id) if ast.name(*id) == "a") {
                    idx.push(index);
                }
            }
        }
        (affine(&ast, text, idx[0]), affine(&ast, text, idx[1]))
    }

    /// Row-major subscripts `i*m + j` (`m` invariant, `j` an inner loop spanning at most `m`
    /// values): rows of different iterations of `i` do not overlap unless the inner part can
    /// reach the next row.
    #[test]
    fn row_major_subscripts() {
        let span = |k: i64| {
            let mut h = HashMap::new();
            h.insert(
                "j".to_string(),
                Affine {
                    coef: vec![("m".to_string(), 1)],
                    konst: k,
                    other: Vec::new(),
                    unknown: false,
                },
            );
            h
        };
        let dep = |w: &str, rd: &str, ranges: &HashMap<String, Affine>| {
            let (w, rd) = subscripts(w, rd);
            !independent(
                &r(vec![w], true),
                &r(vec![rd], false),
                "i",
                ranges,
                OwnLoop::default(),
            )
        };
        // j in [0, m): independent, however the product is written.
        assert!(!dep("i*m + j", "i*m + j", &span(0)));
        assert!(!dep("i * m + j", "m*i + j", &span(0)));
        assert!(!dep("(i)*m + (j)", "j + i*m", &span(0)));
        // j in [1, m-1) with offsets of one: still inside the row.
        assert!(!dep("i*m + j", "i*m + j + 1", &span(-2)));
        assert!(!dep("i*m + j - 1", "i*m + j + 1", &span(-2)));
        // ... but an offset of one with j spanning the whole row reaches the next row.
        assert!(dep("i*m + j", "i*m + j + 1", &span(0)));
        // j spanning m + 1 values (j <= m) overlaps the next row.
        assert!(dep("i*m + j", "i*m + j", &span(1)));
        // The next row read in place: a dependence.
        assert!(dep("i*m + j", "(i + 1)*m + j", &span(0)));
        // No range known for j, or j's span depends on something else: a dependence.
        assert!(dep("i*m + j", "i*m + j", &HashMap::new()));
        assert!(dep("i*k + j", "i*k + j", &span(0)));
        // Rows of 2*m: j spanning 2*m values stays in its row. (j < m there is independent
        // too, but only for m >= 0: the test proves only what holds for every m.)
        let mut two = span(0);
        if let Some(a) = two.get_mut("j") {
            a.coef[0].1 = 2;
        }
        assert!(!dep("2*i*m + j", "2*i*m + j", &two));
        assert!(dep("2*i*m + j", "2*i*m + j", &span(0)));
        // Nested row-major forms are multiplied out (`m*(i + n*k)` is `i*m + k*m*n`): the
        // invariant plane term cancels; the loop variable as a middle factor (`k*(i*m)`)
        // still counts as a product with i.
        assert!(!dep("j + m*(i + n*k)", "j + m*(i + n*k)", &span(0)));
        assert!(!dep("j + m*(i + n*k)", "j + 1 + m*(i + n*k)", &span(-2)));
        assert!(dep("j + m*(i + n*k)", "j + m*(i + 1 + n*k)", &span(0)));
        assert!(dep("j + m*(i + n*k)", "j + m*(i + n*(k + 1))", &span(0)));
        assert!(dep("a*(i*m) + j", "a*(i*m) + j + 1", &span(0)));
        assert!(dep("j*m*i", "j*m*i + 1", &span(0)));
    }

    /// A 3-D sweep along `j` over `b[i + nx*(j + ny*k)]`, in the loop of `k`: the inner parts
    /// (`i` < nx, `j*nx` with `j` spanning `ny - 1` or `ny` rows, the row above `-nx`) stay in
    /// one plane of `nx*ny` only when `nx` is known not negative (it bounds the `i` loop
    /// around the references) and `j` cannot leave the plane.
    #[test]
    fn plane_of_a_3d_sweep() {
        let aff = |coef: &[(&str, i64)], konst: i64| Affine {
            coef: coef.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            konst,
            other: Vec::new(),
            unknown: false,
        };
        let ranges = |j_span: i64| {
            let mut h = HashMap::new();
            h.insert("i".to_string(), aff(&[("nx", 1)], 0));
            h.insert("j".to_string(), aff(&[("ny", 1)], j_span));
            h
        };
        let nonneg: HashSet<String> = ["nx".to_string(), "ny".to_string()].into();
        let indep = |w: &str, rd: &str, j_span: i64, nonneg: &HashSet<String>| {
            let (w, rd) = subscripts3(w, rd);
            independent_rows(
                &w,
                &rd,
                "k",
                &ranges(j_span),
                &HashMap::new(),
                nonneg,
                &HashMap::new(),
            )
        };
        let w = "i + nx*(j + ny*k)";
        // j from 1 (ny - 1 values) reading the row above: inside the plane.
        assert!(indep(w, "i + nx*(j - 1 + ny*k)", -1, &nonneg));
        assert!(indep(w, w, -1, &nonneg));
        assert!(indep(w, w, 0, &nonneg));
        // ... but only with nx known not negative.
        assert!(!indep(w, "i + nx*(j - 1 + ny*k)", -1, &HashSet::new()));
        // j from 0 reaches the last row of the plane before; j up to ny - 1 reading the row
        // below reaches the next plane; the plane before read whole.
        assert!(!indep(w, "i + nx*(j - 1 + ny*k)", 0, &nonneg));
        assert!(!indep(w, "i + nx*(j + 1 + ny*k)", 0, &nonneg));
        assert!(indep(w, "i + nx*(j + 1 + ny*k)", -1, &nonneg));
        assert!(!indep(w, "i + nx*(j + ny*(k - 1))", 0, &nonneg));
        // A product of two inner variables, or of the loop's own variable beyond the plane:
        // nothing proved.
        assert!(!indep("i*j + nx*ny*k", "i*j + nx*ny*k", 0, &nonneg));
        assert!(!indep(
            "i + nx*(j + ny*k)",
            "i + nx*(j + ny*k) + k*nx",
            0,
            &nonneg
        ));
    }

    /// Parboil's stencil swept with `i` outermost over `b[i + nx*(j + ny*k)]`: in the loop of
    /// `i` every other part is a multiple of `nx`, which `i` (spanning `nx - 2` values) cannot
    /// reach; in the loop of `j`, `nx*(j + ny*k)` with `j` spanning `ny - 2`. A neighbour in
    /// `i` is met by the next iteration, and `i` spanning all of `nx + 1` values reaches the
    /// next row.
    #[test]
    fn columns_of_a_3d_sweep() {
        let aff = |coef: &[(&str, i64)], konst: i64| Affine {
            coef: coef.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
            konst,
            other: Vec::new(),
            unknown: false,
        };
        let mins: HashMap<String, i64> = [
            ("nx".to_string(), 3),
            ("ny".to_string(), 3),
            ("nz".to_string(), 3),
        ]
        .into();
        let outer_i = |w: &str, rd: &str, span: Affine| {
            let (w, rd) = subscripts3(w, rd);
            let mut ranges = HashMap::new();
            ranges.insert("j".to_string(), aff(&[("ny", 1)], -2));
            ranges.insert("k".to_string(), aff(&[("nz", 1)], -2));
            independent_columns(&w, &rd, "i", &span, &ranges, &mins)
        };
        let w = "i + nx*(j + ny*k)";
        assert!(outer_i(w, w, aff(&[("nx", 1)], -2)));
        assert!(outer_i(w, w, aff(&[("nx", 1)], 0)));
        assert!(!outer_i(w, w, aff(&[("nx", 1)], 1)));
        assert!(!outer_i(w, "i - 1 + nx*(j + ny*k)", aff(&[("nx", 1)], -2)));
        // `4*i` against `4*i + 1` (two values of `i`) never meet while a row holds `4*1 + 1`
        // more: with `nx >= 3` nothing is proved.
        assert!(!outer_i(
            "4*i + nx*(j + ny*k)",
            "4*i + 1 + nx*(j + ny*k)",
            aff(&[], 2)
        ));
        // A part that is no multiple of the row: nothing proved.
        assert!(!outer_i("i + j + nx*k", "i + j + nx*k", aff(&[], 1)));
        let middle_j = |w: &str, rd: &str| {
            let (w, rd) = subscripts3(w, rd);
            let mut ranges = HashMap::new();
            ranges.insert("k".to_string(), aff(&[("nz", 1)], -2));
            independent_columns(&w, &rd, "j", &aff(&[("ny", 1)], -2), &ranges, &mins)
        };
        assert!(middle_j(w, w));
        // The innermost loop, `k`: every other part is the same in both references.
        let inner_k = |w: &str, rd: &str, mins: &HashMap<String, i64>| {
            let (w, rd) = subscripts3(w, rd);
            independent_columns(&w, &rd, "k", &aff(&[("nz", 1)], -2), &HashMap::new(), mins)
        };
        assert!(inner_k(w, w, &mins));
        assert!(!inner_k(w, "i + nx*(j + ny*(k + 1))", &mins));
        assert!(!inner_k(w, w, &[("nx".to_string(), 3)].into()));
        assert!(!middle_j(w, "i + nx*(j + 1 + ny*k)"));
        // The neighbour in `i` is another column of the same row (`nx >= 3`); two apart too,
        // three apart may be the next row.
        assert!(middle_j(w, "i - 1 + nx*(j + ny*k)"));
        assert!(middle_j(w, "i + 2 + nx*(j + ny*k)"));
        assert!(!middle_j(w, "i + 3 + nx*(j + ny*k)"));
        // `P = nx` not known to be nonzero: every reference is the same location.
        let (fw, fr) = subscripts3(w, w);
        let mut ranges = HashMap::new();
        ranges.insert("k".to_string(), aff(&[("nz", 1)], -2));
        let no_nx: HashMap<String, i64> = [("ny".to_string(), 3)].into();
        assert!(!independent_columns(
            &fw,
            &fr,
            "j",
            &aff(&[("ny", 1)], -2),
            &ranges,
            &no_nx
        ));
    }

    fn subscripts3(write: &str, read: &str) -> (Affine, Affine) {
        subscripts_of(&format!(
            "void f(int *a, int nx, int ny, int nz) {{ for (int k = 0; k < nz; k++) for (int j = 0; j < ny; j++) for (int i = 0; i < nx; i++) a[{write}] = a[{read}]; }}"
        ))
    }

    /// `m[i*n + j]` against the row above, `m[(i-1)*n + j]`, in the loop of `j` (its own
    /// span `n + k`): independent while `j` cannot cross the difference of the rows.
    #[test]
    fn own_rows_of_the_loop() {
        let span = |k: i64| Affine {
            coef: vec![("n".to_string(), 1)],
            konst: k,
            other: Vec::new(),
            unknown: false,
        };
        let indep = |w: &str, rd: &str, sp: &Affine| {
            let (w, rd) = subscripts(w, rd);
            independent_own_rows(&w, &rd, "j", sp, &HashMap::new(), &HashMap::new())
        };
        assert!(indep("i*n + j", "(i - 1)*n + j", &span(0)));
        assert!(indep("i*n + j", "i*n - n + j - 1", &span(-1)));
        // j spanning n + 1 values, or a difference of n - 1: they meet.
        assert!(!indep("i*n + j", "(i - 1)*n + j", &span(1)));
        assert!(!indep("i*n + j", "i*n - n + j + 1", &span(0)));
        // A difference in another symbol than the span's, or none: nothing proved.
        assert!(!indep("i*n + j", "i*n - k + j", &span(0)));
        assert!(!indep("i*n + j", "i*n + j", &span(0)));
        // Rows of 64 (a constant span and difference).
        let c64 = |k: i64| Affine {
            konst: k,
            ..Affine::default()
        };
        assert!(indep("i*64 + j", "(i - 1)*64 + j", &c64(64)));
        assert!(!indep("i*64 + j", "(i - 1)*64 + j", &c64(65)));
        assert!(!indep("i*64 + j", "(i - 1)*64 + j + 1", &c64(64)));
        // A stride of 2 in j: 2*(n - 1) reaches the row above.
        assert!(!indep("2*j + i*n", "2*j + (i - 1)*n", &span(0)));
    }

    /// `b[i*50 + j]` with j spanning 50 values: rows of a constant stride do not overlap; with
    /// j spanning 51 values, or an offset reaching the next row, they do.
    #[test]
    fn constant_stride_rows() {
        let span = |k: i64| {
            let mut h = HashMap::new();
            h.insert("j".to_string(), aff(&[], k));
            h
        };
        let dep = |w: &str, rd: &str, ranges: &HashMap<String, Affine>| {
            let (w, rd) = subscripts(w, rd);
            !independent(
                &r(vec![w], true),
                &r(vec![rd], false),
                "i",
                ranges,
                OwnLoop::default(),
            )
        };
        assert!(!dep("i*50 + j", "i*50 + j", &span(50)));
        assert!(!dep("50*i + j + 1", "i*50 + j", &span(49)));
        assert!(dep("i*50 + j", "i*50 + j", &span(51)));
        assert!(dep("i*50 + j + 1", "i*50 + j", &span(50)));
        assert!(dep("i*50 + 2*j", "i*50 + 2*j", &span(50)));
    }

    #[test]
    fn opaque_parts_compare_as_expressions_not_text() {
        // `k*m` is not affine; written with or without parentheses it is one term.
        let (w, rd) = subscripts("i + k*m", "i + (k * m)");
        assert_eq!(w, rd);
        let (w, rd) = (r(vec![w], true), r(vec![rd], false));
        assert!(independent(
            &w,
            &rd,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        // An opaque part that names another variable whose name contains `i` does not
        // mention `i`.
        let (w, rd) = subscripts("i + idx[k]", "i + idx[ k ]");
        assert!(independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        // ... but one that does mention `i` stays a dependence.
        let (w, rd) = subscripts("idx[i]", "idx[(i)]");
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn dimensions_forcing_different_distances_never_meet() {
        // `L[i][d - i]` against `L[i - 1][d - i - 1]`: i1 = i2 - 1 and i1 = i2 + 1.
        let (w0, r0) = subscripts("i", "i - 1");
        let (w1, r1) = subscripts("k - i", "k - i - 1");
        assert!(independent(
            &r(vec![w0.clone(), w1.clone()], true),
            &r(vec![r0.clone(), r1], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        // `L[i][k - i]` against `L[i - 1][k - i + 1]`: both force i1 = i2 - 1 (a dependence).
        let (_, r2) = subscripts("i", "k - i + 1");
        assert!(!independent(
            &r(vec![w0, w1], true),
            &r(vec![r0, r2], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }

    #[test]
    fn bounds_keep_a_row_apart_from_the_loops_rows() {
        // `a[i][..]` with `i` from `k + 1` to `n - 1` never meets `a[k][..]`, nor `a[n][..]`.
        let from_k1 = (aff(&[("k", 1)], 1), aff(&[("n", 1)], -1));
        let (w, rd) = subscripts("i", "k");
        assert!(separated_by_bounds(&w, &rd, "i", &from_k1));
        assert!(separated_by_bounds(&rd, &w, "i", &from_k1));
        let (w, rd) = subscripts("i", "n");
        assert!(separated_by_bounds(&w, &rd, "i", &from_k1));
        // From `k` itself the loop writes row `k`; row `n - 1` is the last one written.
        let from_k = (aff(&[("k", 1)], 0), aff(&[("n", 1)], -1));
        let (w, rd) = subscripts("i", "k");
        assert!(!separated_by_bounds(&w, &rd, "i", &from_k));
        let (w, rd) = subscripts("i", "n - 1");
        assert!(!separated_by_bounds(&w, &rd, "i", &from_k1));
        // Reversed (`-i`): `n - 1 - i` reaches from 0 to `n - k - 2`, never `n - k - 1`.
        let (w, rd) = subscripts("n - 1 - i", "n - k - 1");
        assert!(separated_by_bounds(&w, &rd, "i", &from_k1));
        let (w, rd) = subscripts("n - 1 - i", "0");
        assert!(!separated_by_bounds(&w, &rd, "i", &from_k1));
        // A product with the loop's variable has no known sign.
        let (w, rd) = subscripts("i*m", "k");
        assert!(!separated_by_bounds(&w, &rd, "i", &from_k1));
    }

    #[test]
    fn flattened_rows_split_where_the_columns_stay_in_a_row() {
        let sym = |n: &str, k: i64| Affine {
            coef: vec![(n.into(), k)],
            ..Affine::default()
        };
        let plus = |a: Affine, k: i64| Affine { konst: k, ..a }.norm();
        // `k` in [0, n - 1], `i` in [k + 1, n - 1], `j` in [k + 1, n - 1] (LU's loops).
        let k = Around {
            var: "k".into(),
            lo: Affine::default(),
            hi: plus(sym("n", 1), -1),
        };
        let i = Around {
            var: "i".into(),
            lo: plus(sym("k", 1), 1),
            hi: plus(sym("n", 1), -1),
        };
        let j = Around {
            var: "j".into(),
            lo: plus(sym("k", 1), 1),
            hi: plus(sym("n", 1), -1),
        };
        let (w, rd) = subscripts("i*n + j", "k*n + j");
        let width = Width::Sym("n".into());
        let (row, col) = split_row(&w, &width).unwrap();
        assert_eq!((row, col), (sym("i", 1), sym("j", 1)));
        let (row, _) = split_row(&rd, &width).unwrap();
        assert_eq!(row, sym("k", 1));
        // `0 <= j` and `n - 1 - j >= 0` inside the three loops.
        let ctx = [&k, &i, &j];
        assert!(nonneg_around(&sym("j", 1), &ctx));
        assert!(nonneg_around(
            &plus(sym("n", 1).add(sym("j", -1)), -1),
            &ctx
        ));
        // ... but not `j + 1`, which reaches the next row.
        assert!(!nonneg_around(
            &plus(sym("n", 1).add(sym("j", -1)), -2),
            &ctx
        ));
        // ... nor `j` outside the loop of `j`.
        assert!(!nonneg_around(&sym("j", 1), &[&k, &i]));
        let invariant = |x: &str| x == "n" || x == "k";
        let wr = r(vec![w.clone()], true);
        let rr = r(vec![rd.clone()], false);
        let split = delinearized(&wr, &rr, &ctx, &ctx, &invariant, &|_| false);
        assert!(split.iter().any(|(a, b)| a.subs.len() == 2
            && b.subs.len() == 2
            && a.subs[0] == sym("i", 1)
            && b.subs[0] == sym("k", 1)));
        // A constant width: `L[40*i + j]` with `j` in [i + 1, 39].
        let i40 = Around {
            var: "i".into(),
            lo: Affine::default(),
            hi: plus(Affine::default(), 39),
        };
        let j40 = Around {
            var: "j".into(),
            lo: plus(sym("i", 1), 1),
            hi: plus(Affine::default(), 39),
        };
        let (w, _) = subscripts("i*40 + j", "0");
        let (row, col) = split_row(&w, &Width::Const(40)).unwrap();
        assert_eq!((row, col.clone()), (sym("i", 1), sym("j", 1)));
        assert!(nonneg_around(&col, &[&i40, &j40]));
        assert!(nonneg_around(&plus(col.scale(-1), 39), &[&i40, &j40]));
    }

    #[test]
    fn ranges_apart_over_a_quotient_bound() {
        // `a[i] <-> a[n - 1 - i]` with `i` in [0, n/2 - 1]: `n - 2*(n/2) >= 0` once the loop
        // runs (n/2 >= 1, so n > 0).
        let (w, rd) = subscripts("i", "n - 1 - i");
        let q = |num: &str, d: i64| Quot {
            key: format!("{num} / {d}"),
            num: subscripts(num, "0").0,
            d,
        };
        let upto = |q: &Quot, k: i64| {
            (
                Affine::default(),
                Affine {
                    konst: k,
                    other: vec![q.key.clone()],
                    ..Affine::default()
                },
            )
        };
        let half = q("n", 2);
        assert!(apart_over_bounds(
            &w,
            &rd,
            "i",
            &upto(&half, -1),
            std::slice::from_ref(&half)
        ));
        // ... one more iteration (`i <= n/2`) swaps the middle pair back for even n.
        assert!(!apart_over_bounds(
            &w,
            &rd,
            "i",
            &upto(&half, 0),
            std::slice::from_ref(&half)
        ));
        // `i < (n + 1)/2`: the middle of an odd n is both ends (one iteration, but the ranges
        // touch: not proved).
        let up = q("n + 1", 2);
        assert!(!apart_over_bounds(
            &w,
            &rd,
            "i",
            &upto(&up, -1),
            std::slice::from_ref(&up)
        ));
        // `i < n/3` and `a[i]` against `a[n - 1 - 2*i]`: [0, q-1] and [n - 1 - 2(q - 1), n - 1],
        // apart as n - 3q >= 0.
        let (w3, r3) = subscripts("i", "n - 1 - 2*i");
        let third = q("n", 3);
        assert!(apart_over_bounds(
            &w3,
            &r3,
            "i",
            &upto(&third, -1),
            std::slice::from_ref(&third)
        ));
        // ... but not for `i < n/2` (n = 4: i = 1 writes a[1], which `n - 1 - 2*i` reads).
        assert!(!apart_over_bounds(
            &w3,
            &r3,
            "i",
            &upto(&half, -1),
            std::slice::from_ref(&half)
        ));
        // Without a quotient: `a[i]` and `a[i + m]` over [0, m - 1].
        let (w4, r4) = subscripts("i", "i + m");
        let below_m = (
            Affine::default(),
            Affine {
                coef: vec![("m".into(), 1)],
                konst: -1,
                ..Affine::default()
            },
        );
        assert!(apart_over_bounds(&w4, &r4, "i", &below_m, &[]));
        let (w5, r5) = subscripts("i", "i + m - 1");
        assert!(!apart_over_bounds(&w5, &r5, "i", &below_m, &[]));
    }

    #[test]
    fn disjoint_ranges_of_the_loop_values_separate_iterations() {
        // An in-place reversal `a[i] <-> a[99 - i]` with i in [0, 49]: halves apart.
        let (w, rd) = subscripts("i", "99 - i");
        let half = OwnLoop {
            span: Some(50),
            step: 1,
            values: Some((0, 49)),
            ..OwnLoop::default()
        };
        assert!(independent(
            &r(vec![w.clone()], true),
            &r(vec![rd.clone()], false),
            "i",
            &HashMap::new(),
            half
        ));
        // ... over 51 values they meet (i = 49 and i = 50 swap with each other).
        let more = OwnLoop {
            span: Some(51),
            step: 1,
            values: Some((0, 50)),
            ..OwnLoop::default()
        };
        assert!(!independent(
            &r(vec![w.clone()], true),
            &r(vec![rd.clone()], false),
            "i",
            &HashMap::new(),
            more
        ));
        // ... and without known values nothing is proved.
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        // Counting down from 99 over 50 values: [50, 99] against [0, 49].
        let down = OwnLoop {
            span: Some(50),
            step: 1,
            values: Some((50, 99)),
            ..OwnLoop::default()
        };
        let (w, rd) = subscripts("i", "i - 50");
        assert!(independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            down
        ));
    }

    #[test]
    fn step_and_span_of_the_loop_separate_iterations() {
        // `a[i + 1] = a[i]` with `i += 2`: odd elements written, even read.
        let (w, rd) = subscripts("i + 1", "i");
        let by2 = OwnLoop {
            span: None,
            step: 2,
            ..OwnLoop::default()
        };
        assert!(independent(
            &r(vec![w.clone()], true),
            &r(vec![rd.clone()], false),
            "i",
            &HashMap::new(),
            by2.clone()
        ));
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
        // ... but `a[i + 2]` and `a[i]` meet two iterations apart.
        let (w, rd) = subscripts("i + 2", "i");
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            by2.clone()
        ));
        // `a[i] += a[i + 500]` with i < 500: the read half never meets the written one.
        let (w, rd) = subscripts("i", "i + 500");
        let half = OwnLoop {
            span: Some(500),
            step: 1,
            ..OwnLoop::default()
        };
        assert!(independent(
            &r(vec![w.clone()], true),
            &r(vec![rd.clone()], false),
            "i",
            &HashMap::new(),
            half.clone()
        ));
        // ... with one more iteration they meet (i = 0 reads what i = 500 writes).
        let more = OwnLoop {
            span: Some(501),
            step: 1,
            ..OwnLoop::default()
        };
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            more.clone()
        ));
        // Scaled: `a[2*i]` and `a[2*i + 998]` with i < 500 meet at i = 499 and i = 0.
        let (w, rd) = subscripts("2*i", "2*i + 998");
        assert!(!independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            half.clone()
        ));
        let (w, rd) = subscripts("2*i", "2*i + 1000");
        assert!(independent(
            &r(vec![w], true),
            &r(vec![rd], false),
            "i",
            &HashMap::new(),
            half.clone()
        ));
    }

    #[test]
    fn opaque_subscripts_are_dependences() {
        let w = r(
            vec![Affine {
                other: vec!["idx[i]".into()],
                ..Affine::default()
            }],
            true,
        );
        assert!(!independent(
            &w,
            &w,
            "i",
            &HashMap::new(),
            OwnLoop::default()
        ));
    }
}
