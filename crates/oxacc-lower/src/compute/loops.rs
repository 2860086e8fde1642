//! Loops (spec 2.9): the canonical form of a `for` loop associated with a `loop` directive,
//! its trip count, and the code that divides its iterations over the CPU team.
//!
//! A loop in canonical form is `for (init; var OP bound; incr)` with an integer induction
//! variable: `init` is `var = lb` or a declaration `T var = lb`; OP is `< <= > >= !=`; incr is
//! `var++ ++var var-- --var var += s var -= s var = var + s var = s + var var = var - s`. The
//! test may also be a conjunction of such tests in the direction the variable moves (`i < hi1
//! && i <= hi2` upwards, `>`/`>=` downwards; bounds without side effects): the blocked loops of
//! tiled codes, `i < (b+1)*B && i < n`. The trip count is computed once on entry, in
//! `__int128` so that no bound or step overflows (a conjunction's: the least of its tests').
//! A single test may also be written on the variable plus or minus an invariant (`i + len <=
//! n`, `n > k + i`, `p + 2 < end`; [`Shift`]), recognised with sema's types only
//! ([`canonical_in`]): its count is that of a variable starting at `lb + len`.
//!
//! A gang loop (2.9.2) runs iterations `[b, e)` of its linearised iteration space on team
//! thread `__tid` (static chunks that differ by at most one iteration). `collapse(n)` (2.9.1)
//! linearises the `n` associated loops; the innermost loop stays a plain `for` over its own
//! index so that gcc vectorises it. `tile(...)` (2.9.8) divides the tiles over the team.

use oxacc_sema::{Sema, TypeId, TypeKind};
use oxacc_syntax::ast::{
    BinaryOp, DeclSpecs, Declarator, Expr, ExprKind, ForInit, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::{Ast, Handle, Span};

/// The declaration text that re-declares canonical loop `l`'s variable (`int i`, `double *p`):
/// the specifiers and, for a pointer, the declarator as written; `src` gives a span's text
/// (with the region's edits: an enum or struct tag defined in the function is spelled
/// otherwise in an outlined function, `enum e i` there is an incomplete type).
pub fn decl_text(l: &CanonLoop, src: impl Fn(Span) -> String) -> Option<String> {
    l.decl.as_ref().map(|(sp, d)| {
        if d.derived.is_empty() {
            format!("{} {}", src(sp.span), l.var_name)
        } else {
            format!("{} {}", src(sp.span), src(d.span))
        }
    })
}

/// The comparison of a canonical loop test, normalised to `var OP bound`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Ne,
}

/// The step: `sign * expr` (`expr == None` means 1).
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub expr: Option<Handle<Expr>>,
    pub negative: bool,
}

/// One more test of a conjunction `var OP1 ub && var OP2 bound2 && ...` (see [`canonical`]).
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    pub cmp: Cmp,
    pub ub: Handle<Expr>,
}

/// A `for` loop in canonical form.
#[derive(Clone, Debug)]
pub struct CanonLoop {
    pub for_stmt: Handle<Stmt>,
    pub var_name: String,
    /// The identifier expression of the variable in the test (for resolution).
    pub var_expr: Option<Handle<Expr>>,
    /// `for (int i = ...)`: the declaration (specifiers + declarator) to re-declare.
    pub decl: Option<(DeclSpecs, Declarator)>,
    pub lb: Handle<Expr>,
    pub ub: Handle<Expr>,
    pub cmp: Cmp,
    /// The later tests of a conjunction of bounds (`i < hi1 && i < hi2`), in their order;
    /// empty for the usual single test. The loop runs while every test holds: its trip count
    /// is the least of the tests' counts ([`trip_count`]).
    pub also: Vec<Bound>,
    pub step: Step,
    pub body: Handle<Stmt>,
    /// From `for` to the start of the body.
    pub header: Span,
    /// A test written on the variable plus or minus an invariant (`i + len <= n`, `i - 1 <
    /// n`, `k + i < n`): the test is `(var ± shift) cmp ub`; `None` for `var cmp ub`. See
    /// [`Shift`]. Never together with `also`.
    pub shift: Option<Shift>,
}

/// The invariant added to (or, `negative`, subtracted from) the variable in a loop's test
/// (`for (i = 0; i + len <= n; i++)`, the interval loops of dynamic programming): 2.9 asks of
/// a loop only an integer variable moving monotonically towards its termination condition and
/// a trip count computable on entry, and the test on `var + e` is the test on a variable that
/// starts at `lb + e` and takes the same steps. The trip count is that one's
/// ([`LoopTexts::shift`]); every analysis that reads `ub` as the variable's own bound must
/// consider `shift` first ([`CanonLoop::bound_exprs`]).
#[derive(Clone, Copy, Debug)]
pub struct Shift {
    pub expr: Handle<Expr>,
    pub negative: bool,
    /// The `var ± expr` expression of the test (its type is the one the test compares in).
    pub sum: Handle<Expr>,
}

impl CanonLoop {
    /// The expressions evaluated for the loop's test bounds on entry: `ub`, the shift's
    /// invariant, the bounds of `also`.
    pub fn bound_exprs(&self) -> Vec<Handle<Expr>> {
        std::iter::once(self.ub)
            .chain(self.shift.map(|s| s.expr))
            .chain(self.also.iter().map(|b| b.ub))
            .collect()
    }
}

fn ident_name(ast: &Ast, e: Handle<Expr>) -> Option<String> {
    match ast.exprs.get(e).map(|e| &e.kind) {
        Some(ExprKind::Ident(id)) => Some(ast.name(*id).to_string()),
        _ => None,
    }
}

/// Strips redundant parentheses: the AST has no paren node, so nothing to do; kept for
/// clarity at call sites.
fn is_var(ast: &Ast, e: Handle<Expr>, name: &str) -> bool {
    ident_name(ast, e).as_deref() == Some(name)
}

/// Recognises the canonical form of 2.9 (`None`: not canonical; the caller reports it), not
/// counting tests on the variable plus or minus an invariant ([`Shift`]), which need sema's
/// types: [`canonical_in`].
pub fn canonical(ast: &Ast, s: Handle<Stmt>) -> Option<CanonLoop> {
    canonical_in(ast, None, s)
}

/// [`canonical`], and with `sema` also a test on the variable plus or minus an invariant
/// (`i + len <= n`) whose types the trip count covers ([`shift_typed`]).
pub fn canonical_in(ast: &Ast, sema: Option<&Sema>, s: Handle<Stmt>) -> Option<CanonLoop> {
    let l = canonical_any(ast, s)?;
    match (l.shift, sema) {
        (None, _) => Some(l),
        (Some(_), Some(sema)) if shift_typed(sema, &l) => Some(l),
        (Some(_), _) => None,
    }
}

/// The spelling of an integer type that host C and CUDA C++ both know (`None`: `_Bool`,
/// `__int128` and anything else).
pub(crate) fn int_spelling(sema: &Sema, ty: TypeId) -> Option<&'static str> {
    let t = &sema.types;
    Some(match t.kind(t.strip_enum(t.unqual_id(ty))) {
        TypeKind::Char => "char",
        TypeKind::SChar => "signed char",
        TypeKind::UChar => "unsigned char",
        TypeKind::Short => "short",
        TypeKind::UShort => "unsigned short",
        TypeKind::Int => "int",
        TypeKind::UInt => "unsigned int",
        TypeKind::Long => "long",
        TypeKind::ULong => "unsigned long",
        TypeKind::LongLong => "long long",
        TypeKind::ULongLong => "unsigned long long",
        _ => return None,
    })
}

/// Whether the trip count covers shifted loop `l`'s types: an integer variable of a type
/// [`int_spelling`] names and an integer sum (the test compares the sum's type with the
/// bound's, [`test_type`]: a floating bound is the floating case's), or a pointer variable
/// stepped by an integer; the shift of integer type.
fn shift_typed(sema: &Sema, l: &CanonLoop) -> bool {
    let (Some(sh), Some(v)) = (l.shift, l.var_expr) else {
        return false;
    };
    let t = &sema.types;
    let var_ty = t.unqual_id(sema.value_type(v));
    let sum_ty = t.unqual_id(sema.value_type(sh.sum));
    if !sema.is_integer(sema.value_type(sh.expr)) {
        return false;
    }
    match t.kind(var_ty) {
        TypeKind::Pointer(_) => matches!(t.kind(sum_ty), TypeKind::Pointer(_)),
        _ => {
            int_spelling(sema, var_ty).is_some()
                && promoted_int(sema, sum_ty).is_some_and(|(s, _)| s <= 8)
        }
    }
}

/// The canonical form, shifted tests included whatever their types.
fn canonical_any(ast: &Ast, s: Handle<Stmt>) -> Option<CanonLoop> {
    let st = ast.stmts.get(s)?;
    let StmtKind::For {
        init,
        cond,
        step,
        body,
    } = &st.kind
    else {
        return None;
    };
    let (var_name, lb, decl) = match init {
        ForInit::Expr(e) => match &ast.exprs.get(*e)?.kind {
            ExprKind::Assign { op: None, lhs, rhs } => (ident_name(ast, *lhs)?, *rhs, None),
            _ => return None,
        },
        ForInit::Decl(d) => {
            let d = ast.decls.get(*d)?;
            if d.declarators.len() != 1 {
                return None;
            }
            let i = &d.declarators[0];
            // `int i` or a pointer `T *p` (2.9: "integer, C/C++ pointer ... type"); not an
            // array or function declarator.
            if !i
                .declarator
                .derived
                .iter()
                .all(|d| matches!(d, oxacc_syntax::ast::DerivedDeclarator::Pointer { .. }))
            {
                return None;
            }
            let name = ast.name(i.declarator.name?).to_string();
            let init = ast.inits.get(i.init?)?;
            let oxacc_syntax::ast::InitializerKind::Expr(lb) = init.kind else {
                return None;
            };
            (name, lb, Some((d.specs.clone(), i.declarator.clone())))
        }
        ForInit::None => return None,
    };
    let cond = (*cond)?;
    // `var ± e`, `e + var` (not using the variable in `e`): the variable's expression, the
    // shift.
    let shifted = |e: Handle<Expr>| -> Option<(Handle<Expr>, Shift)> {
        let ExprKind::Binary { op, lhs, rhs } = &ast.exprs.get(e)?.kind else {
            return None;
        };
        let (v, x, negative) = match op {
            BinaryOp::Add if is_var(ast, *lhs, &var_name) => (*lhs, *rhs, false),
            BinaryOp::Add if is_var(ast, *rhs, &var_name) => (*rhs, *lhs, false),
            BinaryOp::Sub if is_var(ast, *lhs, &var_name) => (*lhs, *rhs, true),
            _ => return None,
        };
        Some((
            v,
            Shift {
                expr: x,
                negative,
                sum: e,
            },
        ))
    };
    let mut shift: Option<Shift> = None;
    // `var OP bound` or `bound OP var`, normalised to the first.
    let mut test = |e: Handle<Expr>| -> Option<(Cmp, Handle<Expr>, Handle<Expr>)> {
        let ExprKind::Binary { op, lhs, rhs } = &ast.exprs.get(e)?.kind else {
            return None;
        };
        let c = match op {
            BinaryOp::Lt => Cmp::Lt,
            BinaryOp::Le => Cmp::Le,
            BinaryOp::Gt => Cmp::Gt,
            BinaryOp::Ge => Cmp::Ge,
            BinaryOp::Ne => Cmp::Ne,
            _ => return None,
        };
        if is_var(ast, *lhs, &var_name) {
            Some((c, *rhs, *lhs))
        } else if is_var(ast, *rhs, &var_name) {
            let flipped = match c {
                Cmp::Lt => Cmp::Gt,
                Cmp::Le => Cmp::Ge,
                Cmp::Gt => Cmp::Lt,
                Cmp::Ge => Cmp::Le,
                Cmp::Ne => Cmp::Ne,
            };
            Some((flipped, *lhs, *rhs))
        } else if let (Some((v, sh)), false) = (shifted(*lhs), c == Cmp::Ne) {
            // (`!=` on a shifted variable is left out: its wrap-around checks are the
            // variable's own.)
            shift = Some(sh);
            Some((c, *rhs, v))
        } else if let (Some((v, sh)), false) = (shifted(*rhs), c == Cmp::Ne) {
            let flipped = match c {
                Cmp::Lt => Cmp::Gt,
                Cmp::Le => Cmp::Ge,
                Cmp::Gt => Cmp::Lt,
                Cmp::Ge => Cmp::Le,
                Cmp::Ne => Cmp::Ne,
            };
            shift = Some(sh);
            Some((flipped, *lhs, v))
        } else {
            None
        }
    };
    // A conjunction of tests (`i < (b+1)*B && i < n`, the blocked loops of tiled codes) is
    // flattened left to right: `a && b && c` parses as `(a && b) && c`.
    let mut tests = Vec::new();
    conjuncts(ast, cond, &mut tests);
    let mut tests = tests.into_iter();
    let (cmp, ub, var_expr) = test(tests.next()?)?;
    let also = tests
        .map(|t| test(t).map(|(cmp, ub, _)| Bound { cmp, ub }))
        .collect::<Option<Vec<Bound>>>()?;
    // A shifted test stands alone (not in a conjunction).
    if shift.is_some() && !also.is_empty() {
        return None;
    }
    let step_e = (*step)?;
    let step = match &ast.exprs.get(step_e)?.kind {
        ExprKind::Unary { op, operand } if is_var(ast, *operand, &var_name) => match op {
            UnaryOp::PreInc | UnaryOp::PostInc => Step {
                expr: None,
                negative: false,
            },
            UnaryOp::PreDec | UnaryOp::PostDec => Step {
                expr: None,
                negative: true,
            },
            _ => return None,
        },
        ExprKind::Assign {
            op: Some(op),
            lhs,
            rhs,
        } if is_var(ast, *lhs, &var_name) => match op {
            BinaryOp::Add => Step {
                expr: Some(*rhs),
                negative: false,
            },
            BinaryOp::Sub => Step {
                expr: Some(*rhs),
                negative: true,
            },
            _ => return None,
        },
        ExprKind::Assign { op: None, lhs, rhs } if is_var(ast, *lhs, &var_name) => {
            match &ast.exprs.get(*rhs)?.kind {
                ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs: a,
                    rhs: b,
                } => {
                    if is_var(ast, *a, &var_name) {
                        Step {
                            expr: Some(*b),
                            negative: false,
                        }
                    } else if is_var(ast, *b, &var_name) {
                        Step {
                            expr: Some(*a),
                            negative: false,
                        }
                    } else {
                        return None;
                    }
                }
                ExprKind::Binary {
                    op: BinaryOp::Sub,
                    lhs: a,
                    rhs: b,
                } if is_var(ast, *a, &var_name) => Step {
                    expr: Some(*b),
                    negative: true,
                },
                _ => return None,
            }
        }
        _ => return None,
    };
    // The bound and the step are evaluated once, before the first iteration (the trip count):
    // they must not use the loop variable (`i += i`, `i < 2 * i`; gcc: "invalid increment
    // expression"), nor may a declared variable's initial value (`int i = i`, its own
    // indeterminate value). Such a loop is not canonical: a located error, not C that uses
    // the variable before it exists.
    let uses_var = |e: Handle<Expr>| {
        let mut exprs = Vec::new();
        super::walk::exprs_in_expr(ast, e, &mut exprs);
        exprs.iter().any(|x| is_var(ast, *x, &var_name))
    };
    if uses_var(ub) || step.expr.is_some_and(uses_var) || (decl.is_some() && uses_var(lb)) {
        return None;
    }
    // The shift is evaluated once, on entry, where C evaluates it before every iteration:
    // the same only for an invariant without side effects.
    if let Some(sh) = shift {
        if uses_var(sh.expr) || !pure_expr(ast, sh.expr) {
            return None;
        }
    }
    if !also.is_empty() {
        // A conjunction has a trip count (2.9: "computable in constant time when entering the
        // loop construct") when every test bounds the variable in the direction it moves:
        // `<`/`<=` (mixed freely) with an increasing step, `>`/`>=` with a decreasing one.
        // The count is then the least of the tests' counts. Anything else (`i >= lo && i <
        // hi`, `!=`, `i < n && a[i] > 0`) is not a loop bound: not canonical, as before.
        let up = |c: Cmp| match c {
            Cmp::Lt | Cmp::Le => Some(true),
            Cmp::Gt | Cmp::Ge => Some(false),
            Cmp::Ne => None,
        };
        let all = std::iter::once(cmp).chain(also.iter().map(|b| b.cmp));
        if all.map(up).any(|d| d != Some(!step.negative)) {
            return None;
        }
        // C evaluates a later bound again before every iteration, and only while the earlier
        // tests hold; the trip count evaluates each once, on entry, and only when the tests
        // before it hold there (so `i < n && i < p->len` reads `p->len` only when C would).
        // That is the same only for a bound without side effects: no calls, assignments,
        // increments or statement expressions in any of them (nor the variable, like `ub`).
        let pure = |e: Handle<Expr>| pure_expr(ast, e);
        if !pure(ub) || also.iter().any(|b| uses_var(b.ub) || !pure(b.ub)) {
            return None;
        }
    }
    let body_span = ast.stmts.get(*body)?.span;
    Some(CanonLoop {
        for_stmt: s,
        var_name,
        var_expr: Some(var_expr),
        decl,
        lb,
        ub,
        cmp,
        also,
        step,
        body: *body,
        header: Span::new(st.span.start, body_span.start),
        shift,
    })
}

/// No calls, assignments, increments or statement expressions in `e`.
fn pure_expr(ast: &Ast, e: Handle<Expr>) -> bool {
    let mut exprs = Vec::new();
    super::walk::exprs_in_expr(ast, e, &mut exprs);
    !exprs
        .iter()
        .any(|x| match ast.exprs.get(*x).map(|x| &x.kind) {
            Some(ExprKind::Call { .. } | ExprKind::Assign { .. } | ExprKind::StmtExpr(_)) => true,
            Some(ExprKind::Unary { op, .. }) => matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            ),
            Some(_) => false,
            None => true,
        })
}

/// The operands of a chain of `&&` (just `e` when it is no `&&`), left to right.
fn conjuncts(ast: &Ast, e: Handle<Expr>, out: &mut Vec<Handle<Expr>>) {
    match ast.exprs.get(e).map(|x| &x.kind) {
        Some(ExprKind::Binary {
            op: BinaryOp::LogicalAnd,
            lhs,
            rhs,
        }) => {
            conjuncts(ast, *lhs, out);
            conjuncts(ast, *rhs, out);
        }
        _ => out.push(e),
    }
}

/// The type in which a loop's test `var OP bound` compares, as far as the trip count cares:
/// C compares after the usual arithmetic conversions of the variable and the bound (C11
/// 6.5.8p3, 6.5.9p4), so `int i = -5; i < 20u` compares `(unsigned)-5 < 20u` (no iteration)
/// and `int i; i < 10.5` compares in double (11 iterations, `i = 0..10`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TestType {
    /// A signed integer type (the usual case): the bounds compare as the values written.
    #[default]
    Signed,
    /// An unsigned integer type, spelled `ty`: the start and the bound compare modulo 2^N.
    Unsigned { ty: &'static str },
    /// A floating type, spelled `ty` (what the trip count computes the bound in).
    Floating { ty: String },
}

/// What the trip count needs beyond the texts of a loop: sema's types and where the loop is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopTyping {
    pub test: TestType,
    /// The type each later test of a conjunction compares in ([`CanonLoop::also`], same
    /// order): `int i; i < n && i < 10u` compares in `int`, then in `unsigned int`.
    pub also: Vec<TestType>,
    /// The variable's type when it is unsigned: the start converts to it first (`var = lb`),
    /// before the comparison converts it again (`unsigned short i = -1` starts at 65535).
    pub start_cast: Option<&'static str>,
    /// The step is of an unsigned type: `i -= 1u` steps by `-(long long)1u`, not by the
    /// `(long long)-(1u)` = 4294967295 the plain negation gives.
    pub unsigned_step: bool,
    /// `file:line` to report when the step is zero at run time (`None`: a nonzero constant
    /// step, nothing to check).
    pub step_check: Option<String>,
    /// `file:line` to report when a `!=` test's step does not divide the distance from the
    /// start to the bound at run time (`None`: a step of 1 or -1, which always reaches it).
    /// 2.9 requires the variable to move monotonically towards its termination condition: one
    /// that steps over the bound of `i != 7; i += 3` does not (C runs it until the variable
    /// wraps onto the bound, 173 times for an `unsigned char` from 0, or forever), and no trip
    /// count the writers could compute in constant time is the sequential loop's.
    pub ne_check: Option<String>,
    /// For CUDA device code (the CUDA writer sets it): no `__extension__` there.
    pub device: bool,
    /// A shifted test's ([`Shift`]) variable type, spelled for the start of the shifted
    /// variable (`(int)__lb + (len)`); `None` for a pointer variable, or no shift.
    pub shift_cast: Option<&'static str>,
    /// The size of the pointed-to type when the variable is a pointer (2.9 allows a pointer
    /// loop variable): [`LoopTexts`] then counts in bytes, its start and bounds the pointers'
    /// addresses as `long long` and its step scaled by this size, so that every writer's
    /// `var = (T *)(__lb + k * __st)` and trip count work unchanged.
    pub ptr_elem: Option<u64>,
}

/// An integer type after integer promotion (C11 6.3.1.1p2): (size in bytes, signed).
fn promoted_int(sema: &Sema, ty: TypeId) -> Option<(u64, bool)> {
    let t = &sema.types;
    let s = t.strip_enum(t.unqual_id(ty));
    if !t.is_integer(s) {
        return None;
    }
    if t.rank(s) < t.rank(TypeId::INT) {
        return Some((4, true));
    }
    Some((t.size_of(s)?, t.is_signed(s)))
}

/// The spelling of an unsigned integer type (the variable's own, for [`LoopTyping::start_cast`]).
fn unsigned_spelling(sema: &Sema, ty: TypeId) -> Option<&'static str> {
    let t = &sema.types;
    Some(match t.kind(t.strip_enum(t.unqual_id(ty))) {
        TypeKind::UChar => "unsigned char",
        TypeKind::UShort => "unsigned short",
        TypeKind::UInt => "unsigned int",
        TypeKind::ULong => "unsigned long",
        TypeKind::ULongLong => "unsigned long long",
        TypeKind::UInt128 => "unsigned __int128",
        _ => return None,
    })
}

impl LoopTyping {
    /// The typing of canonical loop `l` (the default, the signed case's code, without sema).
    /// `loc` gives the `file:line` of a source offset.
    pub fn of(
        ast: &Ast,
        sema: Option<&Sema>,
        l: &CanonLoop,
        loc: impl FnOnce(u32) -> String,
    ) -> LoopTyping {
        let Some(sema) = sema else {
            return LoopTyping::default();
        };
        let var_ty = l.var_expr.map(|e| sema.value_type(e));
        // A shifted test compares the sum (`i + len`, its type after the usual conversions)
        // with the bound.
        let test = match l.shift {
            Some(sh) => test_type(sema, Some(sema.value_type(sh.sum)), l.ub),
            None => test_type(sema, var_ty, l.ub),
        };
        let shift_cast = l.shift.and(var_ty).and_then(|v| int_spelling(sema, v));
        let also: Vec<TestType> = l
            .also
            .iter()
            .map(|b| test_type(sema, var_ty, b.ub))
            .collect();
        let start_cast = var_ty.and_then(|v| unsigned_spelling(sema, v));
        let unsigned_step = l.step.negative
            && l.step.expr.is_some_and(|e| {
                promoted_int(sema, sema.value_type(e)).is_some_and(|(_, signed)| !signed)
            });
        let step_value = match l.step.expr {
            None => Some(1),
            Some(e) => sema.eval_int(e),
        };
        let needs_step = step_value.is_none_or(|v| v == 0);
        let needs_ne = l.cmp == Cmp::Ne && step_value.is_none_or(|v| v != 1 && v != -1);
        let at = l
            .step
            .expr
            .and_then(|e| ast.exprs.get(e))
            .map_or(l.header.start, |x| x.span.start);
        let at = (needs_step || needs_ne).then(|| loc(at));
        let step_check = at.clone().filter(|_| needs_step);
        let ne_check = at.filter(|_| needs_ne);
        // A pointer's bounds compare as addresses (the `Signed` test of `long long`s); `void
        // *` and function pointers step by 1 byte (GNU C).
        let ptr_elem = var_ty.and_then(|v| {
            let t = &sema.types;
            match t.kind(t.unqual_id(v)) {
                TypeKind::Pointer(to) => Some(sema.size_of(*to).filter(|&s| s > 0).unwrap_or(1)),
                _ => None,
            }
        });
        let test = if ptr_elem.is_some() {
            TestType::Signed
        } else {
            test
        };
        let also = if ptr_elem.is_some() {
            vec![TestType::Signed; also.len()]
        } else {
            also
        };
        LoopTyping {
            test,
            also,
            start_cast,
            unsigned_step,
            step_check,
            ne_check,
            device: false,
            shift_cast,
            ptr_elem,
        }
    }
}

/// The type in which `var OP ub` compares (`var_ty`: the variable's type, if known).
fn test_type(sema: &Sema, var_ty: Option<TypeId>, ub: Handle<Expr>) -> TestType {
    let ub_ty = sema.value_type(ub);
    match var_ty {
        Some(v) if sema.is_integer(v) && sema.types.is_real_floating(ub_ty) => {
            // Computed in double (exact for float), or in the bound's own wider type.
            let ty = if sema.size_of(ub_ty).is_some_and(|s| s <= 8) {
                "double".to_string()
            } else {
                sema.type_to_c(sema.types.unqual_id(ub_ty), "")
            };
            TestType::Floating { ty }
        }
        Some(v) => match (promoted_int(sema, v), promoted_int(sema, ub_ty)) {
            // The usual arithmetic conversions (C11 6.3.1.8): unsigned when an unsigned
            // operand is at least as wide as the signed one (or both are unsigned).
            (Some((vs, vsig)), Some((us, usig))) => {
                let unsigned = match (vsig, usig) {
                    (true, true) => false,
                    (false, false) => true,
                    (false, true) => vs >= us,
                    (true, false) => us >= vs,
                };
                match (unsigned, vs.max(us)) {
                    (false, _) => TestType::Signed,
                    (true, 4) => TestType::Unsigned { ty: "unsigned int" },
                    (true, 8) => TestType::Unsigned {
                        ty: "unsigned long long",
                    },
                    (true, _) => TestType::Unsigned {
                        ty: "unsigned __int128",
                    },
                }
            }
            _ => TestType::Signed,
        },
        None => TestType::Signed,
    }
}

/// Texts of one loop's parts, with the region's rewrites applied (see `outline.rs`).
pub struct LoopTexts {
    /// The type to declare the variable with: `int i` style declaration text for `T name`
    /// (`None`: use `__typeof__(var)`, the variable is declared already).
    pub decl_type: Option<String>,
    pub var: String,
    pub lb: String,
    pub ub: String,
    /// The signed step as a C expression.
    pub step: String,
    pub cmp: Cmp,
    /// A shifted test's invariant ([`CanonLoop::shift`]): subtracted (`true`) or added, and
    /// its text.
    pub shift: Option<(bool, String)>,
    /// The later tests of a conjunction ([`CanonLoop::also`]): comparison and bound text.
    pub also: Vec<(Cmp, String)>,
    pub typing: LoopTyping,
    /// The body may run on the variable itself stepped in its own type ([`steps_itself`]);
    /// `false` (what [`LoopTexts::try_of`] gives) keeps a counter that it is computed from.
    pub steps_itself: bool,
}

impl LoopTexts {
    /// The texts of canonical loop `l`, its bounds (`ub`, then those of `also`) and step
    /// printed by `render` (in that order; no step is `1`, a decreasing one is negated).
    pub fn try_of<E>(
        l: &CanonLoop,
        decl_type: Option<String>,
        typing: LoopTyping,
        mut render: impl FnMut(Handle<Expr>) -> Result<String, E>,
    ) -> Result<LoopTexts, E> {
        // A pointer variable counts in bytes from its start address ([`LoopTyping::ptr_elem`]).
        let addr = |t: String| match typing.ptr_elem {
            Some(_) => format!("(long long)({t})"),
            None => t,
        };
        let lb = addr(render(l.lb)?);
        let ub = addr(render(l.ub)?);
        let mut also = Vec::with_capacity(l.also.len());
        for b in &l.also {
            also.push((b.cmp, addr(render(b.ub)?)));
        }
        let shift = match l.shift {
            Some(sh) => Some((sh.negative, render(sh.expr)?)),
            None => None,
        };
        let step = match l.step.expr {
            Some(e) => render(e)?,
            None => "1".to_string(),
        };
        let step = match (l.step.negative, typing.unsigned_step) {
            (false, _) => step,
            (true, false) => format!("-({step})"),
            (true, true) => format!("-(long long)({step})"),
        };
        let step = match typing.ptr_elem {
            Some(size) => format!("(long long)({step}) * {size}LL"),
            None => step,
        };
        Ok(LoopTexts {
            decl_type,
            var: l.var_name.clone(),
            lb,
            ub,
            step,
            cmp: l.cmp,
            shift,
            also,
            typing,
            steps_itself: false,
        })
    }

    /// [`LoopTexts::try_of`] with a `render` that cannot fail.
    pub fn of(
        l: &CanonLoop,
        decl_type: Option<String>,
        typing: LoopTyping,
        mut render: impl FnMut(Handle<Expr>) -> String,
    ) -> LoopTexts {
        match Self::try_of(l, decl_type, typing, |e| {
            Ok::<_, std::convert::Infallible>(render(e))
        }) {
            Ok(t) => t,
            Err(never) => match never {},
        }
    }
}

/// Statements computing `__lb{n}`, `__st{n}` and the trip count `__n{n}` (long long) of one
/// loop, at the current point (bounds are evaluated once, on entry: 2.9.1 requires them to be
/// invariant). The count is the number of iterations C's test admits, compared in the test's
/// type ([`TestType`]); the arithmetic is in `__int128`, so that no bound or step overflows.
///
/// A conjunction of tests (`i < hi1 && i < hi2`, [`CanonLoop::also`]) runs while all hold: its
/// count is the least of the tests' counts (each the number of iterations before its own test
/// first fails). Each bound is evaluated only when the tests before it hold on entry, as C's
/// `&&` evaluates it (`i < n && i < p->len` with `n == 0` never reads `p->len`).
pub fn trip_count(t: &LoopTexts, n: usize) -> String {
    let ty = &t.typing;
    // `__int128` is GNU C: marked so that -std=c99 -pedantic-errors accepts the host code
    // (the marked declaration covers its initialisers).
    let ext = if ty.device { "" } else { "__extension__ " };
    let lb = match ty.start_cast {
        Some(c) => format!("({c})({})", t.lb),
        None => t.lb.clone(),
    };
    let head = format!(
        "const long long __lb{n} = (long long)({lb}); const long long __st{n} = (long long)({st}); \
         long long __n{n}; ",
        st = t.step,
    );
    // A shifted test (`i + len <= n`) is the test of a variable that starts at `lb + len` and
    // takes the same steps: its first value, in the types C adds in.
    let start = match (&t.shift, ty.ptr_elem, ty.shift_cast) {
        (Some((neg, e)), Some(size), _) => format!(
            "(__lb{n} {} (long long)({e}) * {size}LL)",
            if *neg { "-" } else { "+" }
        ),
        (Some((neg, e)), None, Some(c)) => {
            format!("(({c})__lb{n} {} ({e}))", if *neg { "-" } else { "+" })
        }
        _ => format!("__lb{n}"),
    };
    let main = test_count(ty, &ty.test, t.cmp, &t.ub, n, &n.to_string(), ext, &start);
    // A step of zero never reaches the bound (2.9: the variable must move towards it): an
    // error when the loop runs at all (the first test holds), else no iteration. The trip
    // formulas only divide by the step after that first test.
    if t.also.is_empty() {
        let check = match &ty.step_check {
            None => String::new(),
            Some(loc) => format!(
                "if (__s{n} == 0 && {}) __oxacc_loop_step_zero(\"{loc}\"); ",
                main.holds
            ),
        };
        let ne = match (&ty.ne_check, &main.misses) {
            (Some(loc), Some(misses)) => {
                format!("if ({ext}({misses})) __oxacc_loop_ne_step(\"{loc}\"); ")
            }
            _ => String::new(),
        };
        return format!(
            "{head}{{ {} {check}{ne}__n{n} = {}; }}",
            main.decls, main.count
        );
    }
    let mut counts = vec![main.count.clone()];
    let mut open = format!("{{ __n{n} = 0; {{ {} if ({}) {{ ", main.decls, main.holds);
    let mut close = String::from("} } }");
    for (j, (cmp, ub)) in t.also.iter().enumerate() {
        // Without sema's types (no typing for this test): the signed case, as for `ub`.
        let test = ty.also.get(j).cloned().unwrap_or_default();
        let lb = format!("__lb{n}");
        let c = test_count(ty, &test, *cmp, ub, n, &format!("{n}_{j}"), ext, &lb);
        open.push_str(&format!("{} if ({}) {{ ", c.decls, c.holds));
        close.push_str(" }");
        counts.push(c.count);
    }
    // Every test holds on entry: the loop runs, and a zero step never ends it.
    if let Some(loc) = &ty.step_check {
        open.push_str(&format!(
            "if (__st{n} == 0) __oxacc_loop_step_zero(\"{loc}\"); "
        ));
    }
    let mut counts = counts.into_iter();
    if let Some(first) = counts.next() {
        open.push_str(&format!("__n{n} = {first}; "));
    }
    for c in counts {
        open.push_str(&format!(
            "{{ const long long __m{n} = {c}; if (__m{n} < __n{n}) __n{n} = __m{n}; }} "
        ));
    }
    format!("{head}{open}{close}")
}

/// One test's part of a trip count ([`trip_count`]), its names suffixed `s`.
struct TestCount {
    /// Declarations of `__l{s}`, `__u{s}`, `__s{s}` (the variable's first value, the bound and
    /// the step as the test compares them; a floating bound's `__f{s}`, `__c{s}`, `__t{s}`).
    decls: String,
    /// The test on the first value (false for a NaN bound).
    holds: String,
    /// The number of iterations before the test fails (long long).
    count: String,
    /// For a `!=` test: true when the variable steps over the bound instead of reaching it
    /// (the step does not divide the distance in the direction it moves; see
    /// [`LoopTyping::ne_check`]).
    misses: Option<String>,
}

/// The count of test `var cmp ub`, compared in type `test`, of loop `n` whose variable (as
/// the test sees it) starts at `start` (`__lb{n}`, or a shifted test's sum).
#[allow(clippy::too_many_arguments)]
fn test_count(
    ty: &LoopTyping,
    test: &TestType,
    cmp: Cmp,
    ub: &str,
    n: usize,
    s: &str,
    ext: &str,
    start: &str,
) -> TestCount {
    let up = format!("(__u{s} > __l{s} ? (__u{s} - __l{s} + __s{s} - 1) / __s{s} : 0)");
    let down = format!("(__l{s} > __u{s} ? (__l{s} - __u{s} - __s{s} - 1) / -__s{s} : 0)");
    // `!=` is reached across a wrap-around too: of an unsigned variable (`unsigned char i =
    // 10; i != 20; i--` runs 246 times) or of the unsigned type the test compares in (`int i
    // = -5; i != 20u` runs 25 times); the distance is taken modulo 2^N.
    let wraps = match (ty.start_cast, test) {
        (Some(v), _) => Some(v),
        (None, TestType::Unsigned { ty: u }) => Some(*u),
        _ => None,
    };
    let trip = match (cmp, wraps) {
        (Cmp::Lt, _) => up,
        (Cmp::Le, _) => format!("(__u{s} >= __l{s} ? (__u{s} - __l{s}) / __s{s} + 1 : 0)"),
        (Cmp::Gt, _) => down,
        (Cmp::Ge, _) => format!("(__l{s} >= __u{s} ? (__l{s} - __u{s}) / -__s{s} + 1 : 0)"),
        (Cmp::Ne, Some(u)) => format!(
            "(__l{s} == __u{s} ? 0 : __s{s} > 0 ? ((__int128)({u})(__u{s} - __l{s}) + __s{s} - 1) / __s{s} : ((__int128)({u})(__l{s} - __u{s}) - __s{s} - 1) / -__s{s})"
        ),
        (Cmp::Ne, None) => format!("(__s{s} > 0 ? {up} : {down})"),
    };
    let misses = match (cmp, wraps) {
        (Cmp::Ne, Some(u)) => Some(format!(
            "__l{s} != __u{s} && __s{s} != 0 && (__s{s} > 0 ? (__int128)({u})(__u{s} - __l{s}) % __s{s} : (__int128)({u})(__l{s} - __u{s}) % -__s{s}) != 0"
        )),
        (Cmp::Ne, None) => Some(format!(
            "(__s{s} > 0 ? __u{s} > __l{s} && (__u{s} - __l{s}) % __s{s} != 0 : __s{s} < 0 && __l{s} > __u{s} && (__l{s} - __u{s}) % -__s{s} != 0)"
        )),
        _ => None,
    };
    // The wrapping `!=` converts to `__int128` in the count's expression itself.
    let trip_ext = if trip.contains("__int128") { ext } else { "" };
    let first = match cmp {
        Cmp::Lt => format!("__u{s} > __l{s}"),
        Cmp::Le => format!("__u{s} >= __l{s}"),
        Cmp::Gt => format!("__l{s} > __u{s}"),
        Cmp::Ge => format!("__l{s} >= __u{s}"),
        Cmp::Ne => format!("__l{s} != __u{s}"),
    };
    match test {
        TestType::Signed => TestCount {
            decls: format!(
                "{ext}const __int128 __l{s} = {start}, __u{s} = (__int128)({ub}), __s{s} = __st{n};"
            ),
            holds: first,
            count: format!("{trip_ext}(long long){trip}"),
            misses: misses.clone(),
        },
        TestType::Unsigned { ty: u } => TestCount {
            decls: format!(
                "{ext}const __int128 __l{s} = ({u})({start}), __u{s} = ({u})({ub}), __s{s} = __st{n};"
            ),
            holds: first,
            count: format!("{trip_ext}(long long){trip}"),
            misses: misses.clone(),
        },
        // For an integer `i`, `i < f` is `i < ceil(f)`, `i <= f` is `i <= floor(f)`, `i > f`
        // is `i > floor(f)`, `i >= f` is `i >= ceil(f)`. The bound is clamped into long
        // long's range first (no conversion overflows; no loop of that many iterations
        // ends), and a NaN bound compares false: no iteration. (`i != 10.5` never ends: the
        // checks reject it, and the kernels analysis keeps such a loop sequential.)
        TestType::Floating { ty: f } => {
            // The variable's value (an unsigned one above LLONG_MAX is not `__lb`'s).
            let l = match (ty.start_cast, ty.shift_cast) {
                (_, Some(_)) => start.to_string(),
                (Some(c), None) => format!("({c})__lb{n}"),
                (None, None) => format!("__lb{n}"),
            };
            let round = match cmp {
                Cmp::Lt | Cmp::Ge => format!("(({f})__t{s} < __c{s})"),
                Cmp::Le | Cmp::Gt | Cmp::Ne => format!("-(({f})__t{s} > __c{s})"),
            };
            TestCount {
                decls: format!(
                    "const {f} __f{s} = ({f})({ub}); \
                     const {f} __c{s} = __f{s} > ({f})9e18 ? ({f})9e18 : __f{s} < ({f})-9e18 ? ({f})-9e18 : __f{s}; \
                     const long long __t{s} = __f{s} == __f{s} ? (long long)__c{s} : 0; \
                     {ext}const __int128 __l{s} = {l}, __u{s} = (__int128)__t{s} + {round}, __s{s} = __st{n};"
                ),
                // A NaN bound: the first test is false.
                holds: format!("__f{s} == __f{s} && {first}"),
                count: format!("__f{s} == __f{s} ? {trip_ext}(long long){trip} : 0"),
                misses: None,
            }
        }
    }
}

/// The loops associated with a `loop` directive (2.9.1 `collapse`, 2.9.8 `tile`) in canonical
/// form, with the intervening code between them (`collapse(force:n)`): the description of a
/// partitioned nest that every code writer works from. The structure (which `for`s, what lies
/// between them) is `oxacc_acc::nest`'s, the one the checks used.
#[derive(Clone, Debug)]
pub struct Nest {
    /// Outermost first.
    pub loops: Vec<CanonLoop>,
    /// `between[k]`: the intervening code around `loops[k + 1]` in the body of `loops[k]`.
    pub between: Vec<oxacc_acc::nest::Between>,
}

/// Why a nest cannot be partitioned as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestError {
    /// Associated loop `index` (0-based) is not in canonical form.
    NotCanonical { index: usize, at: Span },
    /// A bound or step of inner associated loop `index` uses variable `var`, which is not
    /// invariant in the nest (2.9.1: the trip counts must be "computable and invariant in all
    /// the loops"; they are computed once, before the nest runs).
    NotInvariant {
        index: usize,
        var: String,
        why: Variance,
        at: Span,
    },
}

/// Why a variable in an inner loop's bounds varies within the nest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variance {
    /// The variable of an outer associated loop (a non-rectangular nest).
    OuterLoopVariable,
    /// Declared inside the nest (intervening code of `collapse(force:n)`).
    DeclaredInNest,
    /// Assigned inside the nest.
    WrittenInNest,
}

/// A variable named by an identifier expression: its identity and declaration span (sema's
/// resolution).
pub type Resolve<'r> = &'r dyn Fn(Handle<Expr>) -> Option<(usize, Span)>;

impl Nest {
    /// The canonical forms of the loops of `shape`, with a check that the bounds and steps of
    /// the inner loops are invariant in the nest.
    pub fn new(
        ast: &Ast,
        sema: Option<&Sema>,
        shape: &oxacc_acc::nest::LoopNest,
        resolve: Resolve,
    ) -> Result<Nest, NestError> {
        let mut loops: Vec<CanonLoop> = Vec::new();
        for (index, s) in shape.loops.iter().enumerate() {
            let Some(l) = canonical_in(ast, sema, *s) else {
                let at = ast.stmts.get(*s).map(|x| x.span).unwrap_or_default();
                return Err(NestError::NotCanonical { index, at });
            };
            loops.push(l);
        }
        // Sequentially an inner loop's bounds are evaluated again in every iteration of the
        // loops around it; here once, before the nest runs: they must not change in the nest.
        if let (Some(first), true) = (loops.first(), loops.len() > 1) {
            let nest_span = ast
                .stmts
                .get(first.for_stmt)
                .map(|s| s.span)
                .unwrap_or_default();
            let mut body_exprs = Vec::new();
            super::walk::exprs_in_stmt(ast, first.body, &mut body_exprs);
            let written: Vec<usize> = body_exprs
                .iter()
                .filter_map(|e| written_var(ast, *e))
                .filter_map(|t| resolve(t).map(|(v, _)| v))
                .collect();
            for (index, l) in loops.iter().enumerate().skip(1) {
                let outer: Vec<usize> = loops[..index]
                    .iter()
                    .filter_map(|o| Some(resolve(o.var_expr?)?.0))
                    .collect();
                let mut exprs = Vec::new();
                let bounds = [Some(l.lb), l.step.expr]
                    .into_iter()
                    .flatten()
                    .chain(l.bound_exprs());
                for e in bounds {
                    super::walk::exprs_in_expr(ast, e, &mut exprs);
                }
                for e in exprs {
                    let Some((var, decl)) = resolve(e) else {
                        continue;
                    };
                    let why = if outer.contains(&var) {
                        Variance::OuterLoopVariable
                    } else if nest_span.start <= decl.start && decl.end <= nest_span.end {
                        Variance::DeclaredInNest
                    } else if written.contains(&var) {
                        Variance::WrittenInNest
                    } else {
                        continue;
                    };
                    let (var, at) = match ast.exprs.get(e) {
                        Some(x) => match &x.kind {
                            ExprKind::Ident(id) => (ast.name(*id).to_string(), x.span),
                            _ => (String::new(), x.span),
                        },
                        None => (String::new(), Span::default()),
                    };
                    return Err(NestError::NotInvariant {
                        index,
                        var,
                        why,
                        at,
                    });
                }
            }
        }
        Ok(Nest {
            loops,
            between: shape.between.clone(),
        })
    }

    /// True when some level has intervening code (`collapse(force:n)`).
    pub fn has_intervening_code(&self) -> bool {
        self.between.iter().any(|b| b.has_code())
    }
}

/// Whether a partitioned loop's chunk loop may step the user's variable itself, in its own
/// type, over a thread's iterations (`gang_nest`): the body neither leaves the loop (a `break`
/// that ends it, `goto`, `return`, `asm`, a statement expression, all conservatively) nor
/// stores into the variable or takes its address. 2.9 forbids those in a loop without `seq`
/// (the checks reject `break` and `goto` out of one), but a loop the checks let through that
/// has them keeps the counter the variable is recomputed from in every iteration, which does
/// not depend on what the body does.
pub fn steps_itself(ast: &Ast, l: &CanonLoop) -> bool {
    fn leaves(ast: &Ast, s: Handle<Stmt>, nested: bool) -> bool {
        let Some(st) = ast.stmts.get(s) else {
            return true;
        };
        match &st.kind {
            StmtKind::Break => !nested,
            StmtKind::Goto(_)
            | StmtKind::GotoIndirect(_)
            | StmtKind::Return(_)
            | StmtKind::Asm(_) => true,
            StmtKind::Compound(items) => items.iter().any(|i| leaves(ast, *i, nested)),
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                leaves(ast, *then_branch, nested)
                    || else_branch.is_some_and(|e| leaves(ast, e, nested))
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. } => leaves(ast, *body, true),
            StmtKind::Labeled { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default { body } => leaves(ast, *body, nested),
            StmtKind::Directive(d) => ast
                .directives
                .get(*d)
                .and_then(|d| d.body)
                .is_some_and(|b| leaves(ast, b, nested)),
            _ => false,
        }
    }
    if leaves(ast, l.body, false) {
        return false;
    }
    let mut exprs = Vec::new();
    super::walk::exprs_in_stmt(ast, l.body, &mut exprs);
    !exprs.iter().any(|e| match ast.exprs.get(*e) {
        Some(x) if matches!(x.kind, ExprKind::StmtExpr(_)) => true,
        Some(x) => super::walk::changed_lvalue(x).is_some_and(|t| is_var(ast, t, &l.var_name)),
        None => false,
    })
}

/// The operand `e` assigns, increments or decrements, if any.
fn written_var(ast: &Ast, e: Handle<Expr>) -> Option<Handle<Expr>> {
    match &ast.exprs.get(e)?.kind {
        ExprKind::Assign { lhs, .. } => Some(*lhs),
        ExprKind::Unary {
            op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
            operand,
        } => Some(*operand),
        _ => None,
    }
}

/// The code of a partitioned nest, spliced into the loops as written so that `{ }` blocks and
/// intervening code between them stay where they are: `headers[k]` replaces the `for (...)` of
/// associated loop `k` (up to its body), `closers[k]` is inserted right after its body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NestCode {
    pub headers: Vec<String>,
    pub closers: Vec<String>,
}

/// The value of loop `n`'s variable in its iteration `idx` (C expressions; `n` is the suffix of
/// `__lb{n}`/`__st{n}`), `__lb + idx * __st`, computed in `unsigned long long` for the caller
/// to convert to the variable's type. Every value the variable takes is representable, but the
/// offset `idx * __st` need not be (a `long long` loop from `LLONG_MIN` to near `LLONG_MAX` by
/// `LLONG_MAX / 3`, whose trip count 2.9.1 defines): in `long long` that is signed overflow,
/// undefined behaviour. Unsigned arithmetic wraps, and the conversion to the variable's type is
/// modular (gcc's and NVCC's implementation-defined conversion), so the result is the value the
/// sequential loop reaches by repeated `+= st`. The OpenMP writer computes it the same way
/// (`omp/ws.rs`, `wrapping_value`).
pub fn value_at(n: impl std::fmt::Display, idx: &str) -> String {
    format!(
        "((unsigned long long)__lb{n} + (unsigned long long)({idx}) * (unsigned long long)__st{n})"
    )
}

/// `T v = value;` (or an assignment for a variable declared outside): the value of a loop
/// variable from its iteration index ([`value_at`]). The conversion from `unsigned long long`
/// to the variable's type is implicit (C11 6.5.16.1).
fn var_from_index(l: &LoopTexts, idx: &str, i: usize) -> String {
    let value = value_at(i, idx);
    if l.typing.ptr_elem.is_some() {
        // An address: `(void *)` converts to the variable's pointer type (C11 6.3.2.3p1).
        return match &l.decl_type {
            Some(d) => format!("{d} = (void *){value}; (void){v}; ", v = l.var),
            None => format!("{v} = (void *){value}; ", v = l.var),
        };
    }
    match &l.decl_type {
        // `(void)v`: a body that never reads the variable is no `-Wunused-variable` about
        // generated code (the user's `for` read it in its condition).
        Some(d) => format!("{d} = {value}; (void){v}; ", v = l.var),
        None => format!("{v} = {value}; ", v = l.var),
    }
}

/// `e` as an operand of `*`, `/`, `%` and `<`: an identifier as it is, anything else in
/// parentheses.
fn operand(e: &str) -> String {
    if e.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        e.to_string()
    } else {
        format!("({e})")
    }
}

/// The code of a gang-partitioned loop nest (1 loop, or `collapse`d loops), `loops[0]`
/// outermost. Uses `__tid`/`__nthr` of the outlined function.
///
/// Each thread runs iterations `[__b, __e)` of the linearised space as *runs*: a run fixes the
/// outer indices and covers consecutive values of the innermost one, which stays a plain `for`
/// (gcc vectorises it). The header of each outer loop becomes a one-trip `for` that declares
/// (or sets) its variable for the run, so its body, with any intervening code of
/// `collapse(force:n)` (2.9.1), runs in place once per run, before and after the inner loops:
/// "executed multiple times as needed to perform the collapse", at least once for each
/// combination of outer indices that has an innermost iteration. Being a loop, it keeps
/// `continue` in intervening code meaning "the rest of this iteration's body", and a
/// `#pragma GCC unroll`/`ivdep` in front of it something to apply to.
pub fn gang_nest(loops: &[LoopTexts]) -> NestCode {
    gang_nest_over(loops, "__tid", "__nthr")
}

/// [`gang_nest`] over `nthr` parts of which this thread runs part `tid` (C expressions): the
/// gangs of one dimension of a multi-dimensional `num_gangs` (2.5.10).
pub fn gang_nest_over(loops: &[LoopTexts], tid: &str, nthr: &str) -> NestCode {
    let (tid, nthr) = (operand(tid), operand(nthr));
    let k = loops.len();
    let mut pre = String::from("{ ");
    for (i, l) in loops.iter().enumerate() {
        pre.push_str(&trip_count(l, i));
        pre.push(' ');
    }
    let total = (0..k)
        .map(|i| format!("__n{i}"))
        .collect::<Vec<_>>()
        .join(" * ");
    pre.push_str(&format!(
        "const long long __tot = {total}; const long long __q = __tot / {nthr}, __r = __tot % {nthr}; \
         const long long __b = (long long){tid} * __q + ({tid} < __r ? {tid} : __r); \
         const long long __e = __b + __q + ({tid} < __r); "
    ));
    let Some(first) = loops.first() else {
        return NestCode::default();
    };
    if k == 1 && first.steps_itself && first.cmp != Cmp::Ne {
        // The user's variable, in its own type, is the induction variable over the thread's
        // iterations [b, e), from their first value to their last one, as gcc's outlined
        // loops step it. Recomputed from a `long long` counter in every iteration (`i =
        // __lb0 + __k * __st0`, narrowed to int), gcc's vectoriser could not prove `a[i]`
        // contiguous and used gathers and scatters at -O3 on AVX-512 (5-10x slower than at
        // -O2). The exit test follows the body, against the last value: stepping past it may
        // overflow the type (`i < INT_MAX; i += 7`, whose trip count 2.9.1 defines).
        // `continue` ends the `do { } while (0)`; the body does not leave the loop nor
        // change the variable (`steps_itself`). `!=` tests (which may reach their bound
        // across a wrap-around of the variable) keep the counter.
        let v = &first.var;
        let ty = format!("__typeof__({v})");
        let at = |idx: &str| format!("({ty}){}", value_at(0, idx));
        let (last, init) = match &first.decl_type {
            // `int i = ..., __h0 = ...`: the last value in the variable's own type (the
            // specifiers apply to both; a canonical loop's declarator has no `*` or `[]`).
            Some(d) => (
                String::new(),
                format!("{d} = {}, __h0 = {}", at("__b"), at("(__e - 1)")),
            ),
            None => (
                format!("const {ty} __h0 = {}; ", at("(__e - 1)")),
                format!("{v} = {}", at("__b")),
            ),
        };
        pre.push_str(&format!(
            "if (__b < __e) {{ {last}for ({init}; ; {v} = ({ty})({v} + ({ty})__st0)) {{ do {{ "
        ));
        return NestCode {
            headers: vec![pre],
            closers: vec![format!(" }} while (0); if ({v} == __h0) break; }} }} }}")],
        };
    }
    if k == 1 {
        pre.push_str("for (long long __k = __b; __k < __e; ++__k) { ");
        pre.push_str(&var_from_index(first, "__k", 0));
        return NestCode {
            headers: vec![pre],
            closers: vec![" } }".to_string()],
        };
    }
    // collapse: split the linear index once per run of the innermost loop.
    pre.push_str("for (long long __k = __b; __k < __e; ) { long long __rem = __k; ");
    let last = k - 1;
    pre.push_str(&format!(
        "long long __j{last} = __rem % __n{last}; __rem /= __n{last}; "
    ));
    for i in (1..last).rev() {
        pre.push_str(&format!(
            "const long long __j{i} = __rem % __n{i}; __rem /= __n{i}; "
        ));
    }
    pre.push_str("const long long __j0 = __rem; ");
    pre.push_str(&format!(
        "long long __stop = __k + (__n{last} - __j{last}); if (__stop > __e) __stop = __e; "
    ));
    // The one-trip flags are declared here, before any user code: a header must stay a bare
    // `for` (see above).
    let flags = (0..last)
        .map(|i| format!("__o{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    pre.push_str(&format!("int {flags}; "));
    let one_trip = |l: &LoopTexts, i: usize| {
        let value = format!("(__o{i} = 1, {})", value_at(i, &format!("__j{i}")));
        let init = match &l.decl_type {
            Some(d) => format!("{d} = {value}"),
            None => format!("{v} = {value}", v = l.var),
        };
        format!("for ({init}; (void){v}, __o{i}; __o{i} = 0) ", v = l.var)
    };
    pre.push_str(&one_trip(first, 0));
    let mut headers = vec![pre];
    // After a `break` out of the innermost loop the run is over all the same.
    let mut closers = vec![" __k = __stop; } }".to_string()];
    for (i, l) in loops.iter().enumerate().take(last).skip(1) {
        headers.push(one_trip(l, i));
        closers.push(String::new());
    }
    headers.push(format!(
        "for (; __k < __stop; ++__k, ++__j{last}) {{ {}",
        var_from_index(&loops[last], &format!("__j{last}"), last)
    ));
    closers.push(" }".to_string());
    NestCode { headers, closers }
}

/// `tile(...)` (2.9.8) on a gang-partitioned nest: the tiles of the iteration space are divided
/// over the team, and each thread runs the elements of its tiles loop by loop (strip-mining).
/// `sizes[i]` is the tile size of `loops[i]` (outermost first; the caller reverses the clause's
/// list, whose first size is for the innermost loop). The element loop of associated loop `i`
/// replaces its header (the nest is tightly nested, 2.9.8, but may have `{ }` around inner
/// loops).
pub fn tiled_nest(loops: &[LoopTexts], sizes: &[String]) -> NestCode {
    tiled_nest_over(loops, sizes, "__tid", "__nthr")
}

/// [`tiled_nest`] over `nthr` parts of which this thread runs part `tid` (see
/// [`gang_nest_over`]).
pub fn tiled_nest_over(loops: &[LoopTexts], sizes: &[String], tid: &str, nthr: &str) -> NestCode {
    let (tid, nthr) = (operand(tid), operand(nthr));
    let k = loops.len();
    let mut pre = String::from("{ ");
    for (i, l) in loops.iter().enumerate() {
        pre.push_str(&trip_count(l, i));
        let size = sizes.get(i).map(String::as_str).unwrap_or("1");
        pre.push_str(&format!(
            " const long long __ts{i} = ({size}) > 0 ? (long long)({size}) : 1; \
             const long long __nt{i} = (__n{i} + __ts{i} - 1) / __ts{i}; "
        ));
    }
    let total = (0..k)
        .map(|i| format!("__nt{i}"))
        .collect::<Vec<_>>()
        .join(" * ");
    pre.push_str(&format!(
        "const long long __tot = {total}; const long long __q = __tot / {nthr}, __r = __tot % {nthr}; \
         const long long __b = (long long){tid} * __q + ({tid} < __r ? {tid} : __r); \
         const long long __e = __b + __q + ({tid} < __r); \
         for (long long __t = __b; __t < __e; ++__t) {{ long long __rem = __t; "
    ));
    for i in (0..k).rev() {
        pre.push_str(&format!(
            "const long long __tc{i} = __rem % __nt{i}; __rem /= __nt{i}; "
        ));
    }
    let mut headers = Vec::new();
    let mut closers = Vec::new();
    for (i, l) in loops.iter().enumerate() {
        let mut h = if i == 0 {
            std::mem::take(&mut pre)
        } else {
            String::from("{ ")
        };
        h.push_str(&format!(
            "const long long __hi{i} = (__tc{i} + 1) * __ts{i} < __n{i} ? (__tc{i} + 1) * __ts{i} : __n{i}; \
             for (long long __j{i} = __tc{i} * __ts{i}; __j{i} < __hi{i}; ++__j{i}) {{ {}",
            var_from_index(l, &format!("__j{i}"), i)
        ));
        headers.push(h);
        closers.push(if i == 0 { " } } }" } else { " } }" }.to_string());
    }
    NestCode { headers, closers }
}
