//! The restrictions that need C types: bounds of arrays in data clauses, contiguity of
//! subarrays (2.7.1), pointer-only clauses (2.7.4, 2.7.12, 2.7.13), reduction operand types
//! (2.5.15) and integer/scalar clause arguments (2.5.4, 2.5.10-2.5.12).
//!
//! The checks ask a [`TypeInfo`] for the shape of each expression's type; `oxacc_sema::Sema`
//! implements it (see `sema_glue.rs`) once the clause expressions have been typed at the
//! directive's scope. Keeping the question this small lets the checks be tested without a
//! C front end and keeps them independent of sema's internals.

use oxacc_syntax::ast::{Expr, ExprKind, StmtKind, UnaryOp};
use oxacc_syntax::{Ast, Diagnostic, Handle};

use crate::ast::*;
use crate::diagnostics as diag;
use crate::parse::AccDirectives;

/// The part of a C type the directive checks look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Integer types, `_Bool`, enums.
    Integer,
    /// Real floating types.
    Floating,
    /// `_Complex` types.
    Complex,
    Pointer(Box<Shape>),
    /// `len == None` for an array of unknown size (`extern int a[];`) or a VLA whose size is
    /// not a constant (its bounds are known at run time: see `vla`).
    Array {
        len: Option<u64>,
        vla: bool,
        elem: Box<Shape>,
    },
    /// A struct or union with the shapes of its members (empty when too deep to expand).
    Record(Vec<Shape>),
    Function,
    /// `void`, vectors, or a type that could not be determined (after an error).
    Other,
}

impl Shape {
    fn is_arithmetic(&self) -> bool {
        matches!(self, Shape::Integer | Shape::Floating | Shape::Complex)
    }
}

/// What an expression designates, for the base of a var (1.6: a var is a variable, an array
/// element, a subarray or a member of a composite variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Designates {
    /// An object with an address: a variable, element or member.
    Object,
    /// A function designator.
    Function,
    /// An enumeration constant.
    Enumerator,
    /// Any other rvalue.
    Value,
    /// A bit-field member (an lvalue without an address).
    BitField,
    /// A variable declared `register` (an lvalue whose address may not be taken).
    Register,
}

/// A subscript of a var that reaches elements without a size: the type it subscripts is a
/// pointer to `void`, to a struct or union not defined at that point of the text, or to a
/// function. A subarray or element is a number of elements of that type (2.7.1), so it has no
/// extent (and `p[i]` on such a pointer is not C).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnsizedElement {
    /// The subscript (0 = the first) that reaches the elements.
    pub level: usize,
    /// The element type as a message writes it (`struct T`, `void`, `int (int)`).
    pub ty: String,
    pub kind: UnsizedKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnsizedKind {
    Void,
    /// A struct, union (or enum) declared but not defined before the directive.
    Incomplete,
    Function,
}

/// What the typed checks need from semantic analysis.
pub trait TypeInfo {
    /// The shape of the type of `e` (before array-to-pointer decay), `None` when unknown.
    fn shape(&self, e: Handle<Expr>) -> Option<Shape>;
    /// The value of `e` when it is an integer constant expression.
    fn int_value(&self, e: Handle<Expr>) -> Option<i128>;
    /// What `e` designates. The default (an object) suits stand-ins that know only shapes.
    fn designates(&self, _ast: &Ast, _e: Handle<Expr>) -> Designates {
        Designates::Object
    }
    /// Whether what `e` designates, `levels` subscripts down (through arrays and pointers),
    /// is const-qualified or holds a const element or member. The default (no) suits stand-ins
    /// that know only shapes.
    fn read_only(&self, _e: Handle<Expr>, _levels: usize) -> bool {
        false
    }
    /// The first of the `levels` subscripts of `e` that reaches elements without a size at
    /// byte offset `at` of the text (see [`UnsizedElement`]). The default (none) suits
    /// stand-ins that know only shapes.
    fn unsized_element(
        &self,
        _e: Handle<Expr>,
        _levels: usize,
        _at: u32,
    ) -> Option<UnsizedElement> {
        None
    }
    /// Whether the object a var designates (`e` and `levels` subscripts down) is defined
    /// const: `e` reaches it from a variable through `.` members and array elements only, and
    /// its type is const-qualified (or an array of const elements). An object reached through
    /// a pointer (`p[0:n]`, `p->a`) may be writable whatever the pointer's target type says,
    /// so it is not one. The default (no) suits stand-ins that know only shapes.
    fn const_object(&self, _ast: &Ast, _e: Handle<Expr>, _levels: usize) -> bool {
        false
    }
    /// The number of elements of the array dimension that subscript `level` (0 = the first)
    /// of a var with base `e` indexes, when that is an array of constant size (not a pointer,
    /// a variable-length or an incomplete array). The default (unknown) suits stand-ins that
    /// know only shapes.
    fn array_extent(&self, _e: Handle<Expr>, _level: usize) -> Option<u64> {
        None
    }
}

/// Runs the typed checks on every directive. Call after the clause expressions were typed.
pub fn check_types(
    ast: &Ast,
    text: &str,
    dirs: &AccDirectives,
    types: &dyn TypeInfo,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (_, d) in dirs.iter() {
        check_directive_types(d, ast, text, types, &mut out);
    }
    out.sort_by_key(|d| d.span.start);
    out
}

fn check_directive_types(
    d: &AccDirective,
    ast: &Ast,
    text: &str,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    // Contiguity is required by data clauses (2.7.1) but not by `update` (2.14.4:
    // "Noncontiguous subarrays may appear") nor by `cache`.
    let needs_contiguous = d.name.is_compute()
        || matches!(
            d.name,
            DirectiveName::Data
                | DirectiveName::EnterData
                | DirectiveName::ExitData
                | DirectiveName::Declare
        );
    // Whether some clause is device-specific (2.4), so that a clause may never apply.
    let device_specific = d.clauses.iter().any(|c| c.device_type.is_some());
    if d.name.is_compute() || d.name == DirectiveName::Data {
        overlapping_sections(d, ast, text, types, out);
    }
    for c in &d.clauses {
        let name = c.name();
        for v in c.vars() {
            subscripts_are_ints(v, ast, text, types, out);
            let section = match name {
                _ if name.is_data_clause() => "2.7",
                ClauseName::Host | ClauseName::Device | ClauseName::SelfClause => "2.14.4",
                _ => name.section(),
            };
            // A private copy needs no address of the original; every other clause does, and
            // so does a reduction on a compute or combined construct, which implies a copy
            // of the var (2.5.15, 2.6.2) and stores the combined value into it.
            let needs_address = !matches!(
                name,
                ClauseName::Private | ClauseName::Firstprivate | ClauseName::Reduction
            ) || (name == ClauseName::Reduction && d.name.is_compute());
            let place = (c.spelling(text), section, needs_address);
            if !designates_storage(v, text, place, ast, types, out) {
                continue;
            }
            if !elements_sized(v, d.span.start, section, types, out) {
                continue;
            }
            let Some(base) = types.shape(v.base) else {
                continue;
            };
            // A whole array of unknown size in a declare directive (`extern double g[];`):
            // at file scope it names the device copy the defining file creates; the lowering
            // decides (and reports one in a function, whose directive would create it).
            let declare_unknown = d.name == DirectiveName::Declare
                && v.subscripts.is_empty()
                && matches!(
                    base,
                    Shape::Array {
                        len: None,
                        vla: false,
                        ..
                    }
                );
            if !declare_unknown {
                bounds(v, &base, base_text(ast, text, v), name, out);
            }
            if needs_contiguous && name.is_data_clause() {
                contiguity(v, &base, ast, types, out);
            }
            match name {
                // 2.7.4: "the vars in var-list must be pointer variables". A member or an
                // element was accepted and then looked up as data of its struct or array at
                // the construct, a "not present" error naming another variable (bug hunt
                // 2026-11-29, deep copy); gcc rejects it too.
                ClauseName::Deviceptr if v.is_member || !v.subscripts.is_empty() => {
                    out.push(diag::deviceptr_not_a_variable(v.span, &v.text))
                }
                ClauseName::Deviceptr | ClauseName::Attach | ClauseName::Detach => {
                    pointer_only(v, &base, c.name().as_str(), out)
                }
                _ => {}
            }
            // copyout (2.7.8), update self/host (2.14.4) and copy's exit (2.7.6) copy the
            // device's values back into the var: an object defined const may not be modified
            // (C11 6.7.3p6), and a file-scope one lies in read-only memory, where the copy
            // back crashes. The device cannot legally change it either, so `copy` is kept as
            // a copyin (the lowering does so), with a warning. gcc accepts all three silently.
            let copies_back = matches!(
                name,
                ClauseName::Copyout | ClauseName::Host | ClauseName::SelfClause
            );
            if (copies_back || name == ClauseName::Copy)
                && types.const_object(ast, v.base, v.subscripts.len())
            {
                let section = if name == ClauseName::Copy || name == ClauseName::Copyout {
                    name.section()
                } else {
                    "2.14.4"
                };
                if copies_back {
                    out.push(diag::copy_back_to_const(
                        v.span,
                        &v.text,
                        c.spelling(text),
                        section,
                    ));
                    continue;
                }
                out.push(diag::copy_of_const(v.span, &v.text, section));
            }
            if let ClauseKind::Reduction { op, .. } = &c.kind {
                // The combined value is assigned to the original at the end of the region
                // (2.5.15): a const one cannot take it (gcc: "'const' qualified 'n' may appear
                // only in 'shared' or 'firstprivate' clauses").
                if types.read_only(v.base, v.subscripts.len()) {
                    out.push(diag::reduction_read_only(v.span, &v.text));
                    continue;
                }
                if let Some(elem) = element_shape(v, &base) {
                    if !reduction_type_ok(*op, &elem, 0) {
                        out.push(diag::reduction_type(v.span, &v.text, op.as_str()));
                    }
                }
            }
        }
        // Scalar and integer arguments.
        match &c.kind {
            ClauseKind::If(e) | ClauseKind::SelfClause(SelfArg::Cond(e)) => {
                // "In C or C++, the condition must evaluate to a scalar integer value" (2.5.4,
                // 2.8, 2.14.4): read as C reads a controlling expression (6.8.4.1: any scalar,
                // compared with 0), so `if(p)` and `if(x > 0.5)` are conditions and a struct,
                // `void` or vector is not. gcc and NVIDIA's compilers accept any scalar too.
                if let Some(s) = types.shape(*e) {
                    if !(s.is_arithmetic() || matches!(s, Shape::Pointer(_) | Shape::Array { .. }))
                    {
                        let section = if c.name() == ClauseName::If {
                            crate::check::if_section(d.name)
                        } else {
                            ClauseName::SelfClause.section()
                        };
                        out.push(diag::condition_not_scalar(
                            ast.exprs[*e].span,
                            c.spelling(text),
                            section,
                        ));
                    }
                }
            }
            ClauseKind::NumGangs(list) => {
                // The product of the constant arguments so far (2.5.10: the total).
                let mut total: Option<i128> = Some(1);
                for e in list {
                    int_arg(*e, &arg_of("num_gangs"), "2.5.10", ast, types, out);
                    // 2.5.10: "The total number of gangs must be at least 1": a constant
                    // argument below 1 makes it 0 or a negative count.
                    let v = literal(ast, types, *e);
                    if v.is_some_and(|v| v < 1) {
                        out.push(diag::num_gangs_not_positive(ast.exprs[*e].span));
                        total = None;
                    } else if v.is_some_and(|v| v > MAX_SIZE_ARG) {
                        out.push(diag::size_arg_too_large(
                            ast.exprs[*e].span,
                            "num_gangs",
                            "2.5.10",
                        ));
                        total = None;
                    } else {
                        total = total.zip(v).map(|(t, v)| t.saturating_mul(v));
                        if total.is_some_and(|t| t > MAX_SIZE_ARG) {
                            out.push(diag::num_gangs_total_too_large(c.span));
                            total = None;
                        }
                    }
                }
            }
            ClauseKind::NumWorkers(e) => {
                int_arg(*e, &arg_of("num_workers"), "2.5.11", ast, types, out);
                size_arg_range(*e, "num_workers", "2.5.11", ast, types, out);
            }
            ClauseKind::VectorLength(e) => {
                int_arg(*e, &arg_of("vector_length"), "2.5.12", ast, types, out);
                size_arg_range(*e, "vector_length", "2.5.12", ast, types, out);
            }
            ClauseKind::Async(Some(e)) => {
                int_arg(*e, &arg_of("async"), "2.16.1", ast, types, out);
                if !device_specific {
                    async_value(*e, "async", ast, types, out);
                }
            }
            ClauseKind::DeviceNum(e) => {
                int_arg(*e, &arg_of("device_num"), d.name.section(), ast, types, out)
            }
            ClauseKind::DefaultAsync(e) => {
                int_arg(*e, &arg_of("default_async"), "2.14.3", ast, types, out)
            }
            ClauseKind::Collapse {
                count,
                value: None,
                force,
            } => {
                // 2.9.1: "a constant positive integer expression"; a named constant still
                // needs that many loops (the literal case is checked in check.rs).
                match types.int_value(*count) {
                    Some(v) if v > 0 => {
                        let wanted = u64::try_from(v).unwrap_or(u64::MAX);
                        if let Some(body) = d.body {
                            if matches!(ast.stmts[body].kind, StmtKind::For { .. }) {
                                out.extend(crate::check::nest_diagnostic(
                                    ast, body, c, wanted, !*force,
                                ));
                            }
                        }
                    }
                    _ => out.push(diag::collapse_not_positive(ast.exprs[*count].span)),
                }
            }
            ClauseKind::Tile(sizes) => {
                // 2.9.8: "each tile size is a constant positive integer expression or an
                // asterisk".
                for size in sizes {
                    if let TileSize::Expr(e) = size {
                        match literal(ast, types, *e) {
                            Some(v) if v > 0 => {}
                            _ => out.push(diag::tile_not_positive(ast.exprs[*e].span)),
                        }
                    }
                }
            }
            ClauseKind::Worker(Some(e)) => {
                let what = "the 'num' argument of 'worker'";
                int_arg(*e, what, "2.9.3", ast, types, out);
                // 2.9.3: "how many workers per gang to use"; 0 workers run nothing (as
                // num_workers(0), 2.5.11).
                loop_size_positive(
                    *e,
                    (what, "the number of workers of each gang", "2.9.3"),
                    d,
                    ast,
                    types,
                    out,
                );
            }
            ClauseKind::Vector(Some(e)) => {
                let what = "the 'length' argument of 'vector'";
                int_arg(*e, what, "2.9.4", ast, types, out);
                loop_size_positive(
                    *e,
                    (what, "the number of vector lanes of each worker", "2.9.4"),
                    d,
                    ast,
                    types,
                    out,
                );
            }
            ClauseKind::Gang(g) => {
                if let Some(e) = g.num {
                    let what = "the 'num' argument of 'gang'";
                    int_arg(e, what, "2.9.2", ast, types, out);
                    loop_size_positive(
                        e,
                        (what, "the number of gangs", "2.9.2"),
                        d,
                        ast,
                        types,
                        out,
                    );
                }
                if let Some(TileSize::Expr(e)) = g.static_size {
                    let what = "the 'static' argument of 'gang'";
                    int_arg(e, what, "2.9.2", ast, types, out);
                    // 2.9.2: "that expression is used as a chunk size": the iterations are
                    // divided into chunks of that many.
                    let meaning = "the chunk size, the number of iterations a gang takes at a time";
                    loop_size_positive(e, (what, meaning, "2.9.2"), d, ast, types, out);
                }
                if let Some(dim) = g.dim {
                    // 2.9.2: "The dim argument must be a constant positive integer with value
                    // 1, 2, or 3". A literal is checked without types (check.rs); this covers
                    // named constants, other expressions and non-integers.
                    // 2.9.11: no reduction with a gang dim above 1 (the literal case is checked
                    // in context.rs).
                    if crate::check::int_literal(ast, dim).is_none()
                        && d.name.is_loop()
                        && matches!(types.int_value(dim), Some(2..=3))
                    {
                        if let Some(r) = d.clause(ClauseName::Reduction) {
                            out.push(diag::loop_reduction_with_gang_dim(r.name_span, c.name_span));
                        }
                    }
                    if crate::check::int_literal(ast, dim).is_none()
                        && !matches!(types.int_value(dim), Some(1..=3))
                    {
                        let section = if d.name == DirectiveName::Routine {
                            "2.15.1"
                        } else {
                            "2.9.2"
                        };
                        out.push(diag::gang_dim_range(ast.exprs[dim].span, section));
                    }
                }
            }
            ClauseKind::Wait(Some(w)) => {
                wait_args(w, "2.16.2", ast, types, out);
                if !device_specific {
                    w.queues
                        .iter()
                        .for_each(|e| async_value(*e, "wait", ast, types, out));
                }
            }
            _ => {}
        }
    }
    loop_variable(d, ast, types, out);
    if let (DirectiveName::Atomic(_), Some(body)) = (d.name, d.body) {
        atomic_operand_types(body, ast, text, types, out);
    }
    if let DirectiveArgs::Wait(w) = &d.args {
        wait_args(w, "2.16.3", ast, types, out);
        for e in &w.queues {
            async_value(*e, "wait", ast, types, out);
        }
    }
    if let DirectiveArgs::Cache { vars, .. } = &d.args {
        for v in vars {
            subscripts_are_ints(v, ast, text, types, out);
            if !designates_storage(v, text, ("cache", "2.10", true), ast, types, out) {
                continue;
            }
            if !elements_sized(v, d.span.start, "2.10", types, out) {
                continue;
            }
            if let Some(base) = types.shape(v.base) {
                bounds(v, &base, base_text(ast, text, v), ClauseName::Copy, out);
            }
        }
    }
}

/// The var's base as written (`p` in `p[:]`, `s.p` in `s.p[0:]`).
fn base_text<'t>(ast: &Ast, text: &'t str, v: &DataVar) -> &'t str {
    let s = ast.exprs[v.base].span;
    text.get(s.start as usize..s.end as usize).unwrap_or("")
}

/// 2.9: without `seq`, "the loop variable must be of integer, C/C++ pointer, or C++
/// random-access iterator type". The loop variable is the identifier compared in the loop's
/// condition (`i < n`).
fn loop_variable(d: &AccDirective, ast: &Ast, types: &dyn TypeInfo, out: &mut Vec<Diagnostic>) {
    if !d.name.is_loop() || d.default_clauses().any(|c| c.name() == ClauseName::Seq) {
        return;
    }
    let Some(body) = d.body else {
        return;
    };
    // Every associated loop (2.9.1, 2.9.8), not only the first: "A loop associated with a
    // loop construct that does not have a seq clause must be written to meet all of the
    // following conditions".
    let mut depth = 1usize;
    let mut force = false;
    for c in &d.clauses {
        match &c.kind {
            ClauseKind::Collapse {
                count,
                value,
                force: f,
            } => {
                let n = value
                    .map(i128::from)
                    .or_else(|| types.int_value(*count))
                    .unwrap_or(1);
                depth = depth.max(usize::try_from(n).unwrap_or(1));
                force |= *f;
            }
            ClauseKind::Tile(sizes) => depth = depth.max(sizes.len()),
            _ => {}
        }
    }
    let nest = crate::nest::associated_loops(ast, body, depth, force).nest;
    for l in nest.loops {
        let StmtKind::For {
            cond: Some(cond), ..
        } = &ast.stmts[l].kind
        else {
            continue;
        };
        let ExprKind::Binary { op, lhs, rhs } = &ast.exprs[*cond].kind else {
            continue;
        };
        // The loop variable is the one the init sets (`int i = 0`, `i = 0`) when the
        // condition compares it, else the identifier the condition compares.
        let name = crate::check::loopform::loop_var(ast, l);
        let is_ident = |e: &Handle<Expr>| matches!(ast.exprs[*e].kind, ExprKind::Ident(_));
        let named = |e: Handle<Expr>| {
            name.is_some() && crate::check::loopform::ident_name(ast, e) == name.as_deref()
        };
        // A test on the variable plus or minus an invariant (`i + len <= n`, `k + i < n`)
        // compares the variable too: the bound is the other side.
        let shifted = |e: Handle<Expr>| match &ast.exprs[e].kind {
            ExprKind::Binary {
                op: oxacc_syntax::ast::BinaryOp::Add,
                lhs: a,
                rhs: b,
            } => [*a, *b].into_iter().find(|x| named(*x)),
            ExprKind::Binary {
                op: oxacc_syntax::ast::BinaryOp::Sub,
                lhs: a,
                ..
            } => Some(*a).filter(|x| named(*x)),
            _ => None,
        };
        let var = [*lhs, *rhs]
            .into_iter()
            .find(|e| named(*e))
            .or_else(|| [*lhs, *rhs].into_iter().find_map(shifted))
            .or_else(|| [*lhs, *rhs].into_iter().find(is_ident));
        if let Some(v) = var {
            // (2.9 allows a pointer too: the lowering counts its iterations in bytes)
            if let Some(Shape::Floating | Shape::Complex | Shape::Record(_)) = types.shape(v) {
                out.push(diag::loop_variable_type(ast.exprs[v].span, d.name))
            }
            // `i != 10.5` compares in double (C11 6.5.9p4) and is never false for a
            // non-integral bound: no trip count counts that loop (the other tests are
            // computed from the bound's ceiling or floor).
            let bound = if v == *lhs || shifted(*lhs) == Some(v) {
                *rhs
            } else {
                *lhs
            };
            if *op == oxacc_syntax::ast::BinaryOp::Ne && types.shape(bound) == Some(Shape::Floating)
            {
                out.push(diag::loop_float_ne(ast.exprs[*cond].span, d.name));
            }
        }
    }
}

/// 2.12: "x and v (as applicable) are both l-value expressions with scalar type" and "expr
/// is an expression with scalar type": a struct, union or array operand is an error (C has
/// no atomic access to it; gcc: "invalid expression type for '#pragma acc atomic'").
fn atomic_operand_types(
    body: Handle<oxacc_syntax::ast::Stmt>,
    ast: &Ast,
    text: &str,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    let exprs: Vec<Handle<Expr>> = match &ast.stmts[body].kind {
        StmtKind::Expr(e) => vec![*e],
        StmtKind::Compound(items) => items
            .iter()
            .filter_map(|s| match &ast.stmts[*s].kind {
                StmtKind::Expr(e) => Some(*e),
                _ => None,
            })
            .collect(),
        _ => return,
    };
    // The operands: both sides of every assignment, the operand of `++`/`--`, the right
    // side of a compound assignment.
    let mut operands = Vec::new();
    let mut todo = exprs;
    while let Some(e) = todo.pop() {
        match &ast.exprs[e].kind {
            ExprKind::Assign { lhs, rhs, .. } => {
                operands.push(*lhs);
                todo.push(*rhs);
            }
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                operand,
            } => operands.push(*operand),
            _ => operands.push(e),
        }
    }
    // One error per statement: `x = y` on structs is about x (y has x's type).
    if let Some(e) = operands.into_iter().find(|e| {
        matches!(
            types.shape(*e),
            Some(Shape::Record(_) | Shape::Array { .. } | Shape::Function)
        )
    }) {
        let span = ast.exprs[e].span;
        let t = text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("");
        out.push(diag::atomic_not_scalar(span, t));
    }
}

fn arg_of(clause: &str) -> String {
    format!("the argument of '{clause}'")
}

/// wait-argument (2.16): `devnum:` and every async-argument are integer expressions.
fn wait_args(
    w: &WaitArgs,
    section: &str,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    if let Some(e) = w.devnum {
        int_arg(
            e,
            "the 'devnum' argument of 'wait'",
            section,
            ast,
            types,
            out,
        );
    }
    for e in &w.queues {
        int_arg(*e, &arg_of("wait"), section, ast, types, out);
    }
}

/// 2.16.1: an async-argument is a nonnegative integer, `acc_async_noval` (-1) or
/// `acc_async_sync` (-2); the queues of `wait` are async-arguments too (2.16.2, 2.16.3). A
/// constant below -2 (`async(-5)`, or `acc_async_default`, which only `set default_async`
/// takes) compiled, then stopped the run with acc_error_invalid_async: reported here, at the
/// argument. A value known only at run time is still checked by the runtime, and so are the
/// clauses of a directive with `device_type` clauses: a clause there may apply on no device
/// the program runs on (2.4; tests/acc/data/device_type_async.c names such values on purpose).
fn async_value(
    e: Handle<Expr>,
    clause: &str,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    if let Some(v) = literal(ast, types, e).filter(|v| *v < -2) {
        out.push(diag::invalid_async_arg(ast.exprs[e].span, clause, v));
    }
}

/// An int-expr argument: anything but an integer type (floating, pointer, struct, array,
/// function, `void`, vector) is reported at the expression. Unknown types (after a C error
/// already reported) are not.
fn int_arg(
    e: Handle<Expr>,
    what: &str,
    section: &str,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    match types.shape(e) {
        Some(Shape::Integer) | None => {}
        Some(_) => out.push(diag::not_int_expr(ast.exprs[e].span, what, section)),
    }
}

/// 2.7.1: in `a[lower:length]` "the lower bound and length are integer expressions"; an
/// element's index `a[i]` is C's subscript, also an integer. The bounds of a var are parsed
/// apart from its base, so C's own "array subscript is not an integer" never sees them.
fn subscripts_are_ints(
    v: &DataVar,
    ast: &Ast,
    text: &str,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    let src = |e: Handle<Expr>| {
        let s = ast.exprs[e].span;
        text.get(s.start as usize..s.end as usize).unwrap_or("")
    };
    for (level, s) in v.subscripts.iter().enumerate() {
        // 2.7.1: a subarray `a[lower:length]` is elements a[lower] .. a[lower+length-1] of
        // the array; constant bounds past a dimension of constant size name memory that is
        // not the array's (a copy back wrote over whatever lies after it). gcc reports these
        // too ("high bound ... above array section size").
        if let Some(n) = types.array_extent(v.base, level) {
            let n = i128::from(n);
            let (lo, len, span) = match s.kind {
                SubscriptKind::Index(i) => (literal(ast, types, i), Some(1), ast.exprs[i].span),
                SubscriptKind::Range { lower, length } => {
                    let lo = match lower {
                        Some(e) => literal(ast, types, e),
                        None => Some(0),
                    };
                    let len = match length {
                        Some(e) => literal(ast, types, e),
                        None => lo.map(|l| (n - l).max(0)),
                    };
                    let at = lower.or(length).map_or(s.span, |e| ast.exprs[e].span);
                    (lo, len, at)
                }
            };
            if let (Some(lo), Some(len)) = (lo, len) {
                if len >= 0 && (lo < 0 || lo + len > n) {
                    out.push(diag::subarray_out_of_bounds(
                        span, &v.text, level, lo, len, n,
                    ));
                }
            }
        }
        match s.kind {
            SubscriptKind::Index(i) => {
                let what = format!("the subscript '{}' of '{}'", src(i), v.text);
                int_arg(i, &what, "2.7.1", ast, types, out);
            }
            SubscriptKind::Range { lower, length } => {
                if let Some(lo) = lower {
                    let what = format!("the lower bound '{}' of subarray '{}'", src(lo), v.text);
                    int_arg(lo, &what, "2.7.1", ast, types, out);
                }
                if let Some(len) = length {
                    let what = format!("the length '{}' of subarray '{}'", src(len), v.text);
                    int_arg(len, &what, "2.7.1", ast, types, out);
                    // 2.7.1: `a[lower:length]` is the elements a[lower] .. a[lower+length-1];
                    // a negative constant length names none (zero is a valid empty section).
                    if literal(ast, types, len).is_some_and(|n| n < 0) {
                        out.push(diag::subarray_negative_length(ast.exprs[len].span, &v.text));
                    }
                }
            }
        }
    }
}

/// A var must designate storage (1.6: "a variable name ..., a subarray ..., an array element,
/// a member of a composite variable"): not a function, an enumeration constant or another
/// value, which the grammar alone cannot tell from a variable name. A bit-field or a
/// `register` variable is an lvalue without an address, and a clause that maps or updates
/// data acts on the var's address. `place` is the clause as written (or `cache`), the section
/// to cite and whether the clause needs the var's address. Returns false when the var was
/// reported.
fn designates_storage(
    v: &DataVar,
    text: &str,
    (spelled, section, needs_address): (&str, &str, bool),
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) -> bool {
    // Name the base (`helper`, not `helper[0:1]`): it is what is not a variable.
    let s = ast.exprs[v.base].span;
    let base = text
        .get(s.start as usize..s.end as usize)
        .unwrap_or(&v.text);
    let not_a_var = |what| diag::not_a_var(v.span, base, what, spelled, section);
    let what = types.designates(ast, v.base);
    match what {
        Designates::Object => return true,
        Designates::Function => out.push(not_a_var(diag::NotAVar::Function)),
        Designates::Enumerator => out.push(not_a_var(diag::NotAVar::Enumerator)),
        Designates::Value => out.push(not_a_var(diag::NotAVar::Value)),
        Designates::BitField | Designates::Register => {
            if !needs_address {
                return true;
            }
            let bitfield = what == Designates::BitField;
            out.push(diag::var_without_address(
                v.span,
                base,
                bitfield,
                v.is_member,
                spelled,
            ));
        }
    }
    false
}

/// 2.7.1: a subarray is a run of elements, "a[lower:length]" its `length` elements from
/// `lower`; the elements of a `void *`, of a pointer to a struct declared but not defined
/// here, or of a function pointer have no size, so the section has no extent (and an element
/// `p[i]` is not C: gcc rejects both, "array section does not have mappable type"). Reported
/// here rather than left to the C compiler, which would see it only in generated code (or,
/// for `void *`, take GNU C's `sizeof(void) == 1` and map bytes). `at` is the directive's
/// start: a struct defined after it is incomplete there. Returns false when reported.
fn elements_sized(
    v: &DataVar,
    at: u32,
    section: &str,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) -> bool {
    if v.subscripts.is_empty() {
        return true;
    }
    match types.unsized_element(v.base, v.subscripts.len(), at) {
        None => true,
        Some(u) => {
            let span = v.subscripts.get(u.level).map_or(v.span, |s| s.span);
            out.push(diag::unsized_elements(span, &v.text, &u, section));
            false
        }
    }
}

/// The largest `num_gangs`, `num_workers` or `vector_length` argument: the arguments are
/// int-exprs (2.5.10-2.5.12), and the runtime stops on a larger value as on one below 1
/// (`__oxacc_clause_size`).
const MAX_SIZE_ARG: i128 = i32::MAX as i128;

/// A constant `num_workers` / `vector_length` argument below 1 counts no workers or lanes
/// (gcc: "'num_workers' value must be positive"); one above `MAX_SIZE_ARG` is no int.
fn size_arg_range(
    e: Handle<Expr>,
    clause: &str,
    section: &str,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    match literal(ast, types, e) {
        Some(v) if v < 1 => out.push(diag::size_arg_not_positive(
            ast.exprs[e].span,
            clause,
            section,
        )),
        Some(v) if v > MAX_SIZE_ARG => {
            out.push(diag::size_arg_too_large(ast.exprs[e].span, clause, section))
        }
        _ => {}
    }
}

/// A constant loop-clause argument (`gang(num:)`, `gang(static:)`, `worker(num:)`,
/// `vector(length:)`) below 1: `(what, meaning, section)` for the message. A value known only
/// at run time is not checked.
fn loop_size_positive(
    e: Handle<Expr>,
    (what, meaning, section): (&str, &str, &str),
    d: &AccDirective,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    // On a routine directive these arguments are errors of their own (2.15.1).
    if d.name != DirectiveName::Routine && literal(ast, types, e).is_some_and(|v| v < 1) {
        out.push(diag::loop_size_arg_not_positive(
            ast.exprs[e].span,
            what,
            meaning,
            section,
        ));
    }
}

fn literal(ast: &Ast, types: &dyn TypeInfo, e: Handle<Expr>) -> Option<i128> {
    if let Some(v) = types.int_value(e) {
        return Some(v);
    }
    match &ast.exprs.get(e)?.kind {
        ExprKind::IntLit(l) if !l.overflow => i128::try_from(l.value).ok(),
        _ => None,
    }
}

/// 2.7.1: "If the length is missing and the array has known size, the size of the array is
/// used; otherwise the length is required", and a whole array of unknown size cannot be
/// moved. A subscript needs an array or pointer.
fn bounds(v: &DataVar, base: &Shape, name: &str, clause: ClauseName, out: &mut Vec<Diagnostic>) {
    let moves_data = clause.is_data_clause()
        || matches!(
            clause,
            ClauseName::Private
                | ClauseName::Firstprivate
                | ClauseName::Reduction
                | ClauseName::Host
                | ClauseName::Device
                | ClauseName::SelfClause
        );
    if v.subscripts.is_empty() {
        if let Shape::Array {
            len: None,
            vla: false,
            ..
        } = base
        {
            if moves_data && !matches!(clause, ClauseName::Deviceptr) {
                out.push(diag::unknown_bounds(v.span, name));
            }
        }
        return;
    }
    let mut cur = base;
    for s in &v.subscripts {
        let (len_known, next) = match cur {
            Shape::Array { len, vla, elem } => (len.is_some() || *vla, elem.as_ref()),
            Shape::Pointer(to) => (false, to.as_ref()),
            _ => {
                out.push(diag::subscript_on_non_array(s.span, &v.text));
                return;
            }
        };
        if let SubscriptKind::Range { length: None, .. } = s.kind {
            if !len_known {
                out.push(diag::unknown_bounds(s.span, name));
                return;
            }
        }
        cur = next;
    }
}

/// 2.7.1: "Any array or subarray in a data clause ... must be a contiguous section of memory,
/// except for dynamic multidimensional C arrays"; "For statically sized dimensions, all
/// dimensions except the first must specify the whole extent". Within a run of
/// statically-sized dimensions (not crossing a pointer), once a dimension selects more than
/// one element, every later dimension of the run must be whole. Only provably partial ranges
/// are reported (constant bounds); a pointer dimension starts a new block (`float **` rows are
/// separate allocations, so `DD[2:n][1:m]` is fine).
fn contiguity(
    v: &DataVar,
    base: &Shape,
    ast: &Ast,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    let mut cur = base;
    let mut multi = false;
    for (i, s) in v.subscripts.iter().enumerate() {
        let (len, next, is_array) = match cur {
            Shape::Array { len, elem, .. } => (*len, elem.as_ref(), true),
            Shape::Pointer(to) => (None, to.as_ref(), false),
            _ => return,
        };
        if !is_array {
            // A pointer dimension: what follows is a separate block.
            multi = false;
        }
        match s.kind {
            SubscriptKind::Index(_) => {
                if multi && is_array {
                    out.push(diag::non_contiguous(v.span, &v.text, i + 1));
                    return;
                }
            }
            SubscriptKind::Range { lower, length } => {
                let lo = match lower {
                    None => Some(0),
                    Some(e) => literal(ast, types, e),
                };
                let n = match length {
                    None => len.map(|l| l as i128 - lo.unwrap_or(0)),
                    Some(e) => literal(ast, types, e),
                };
                let whole = matches!((lo, n, len), (Some(0), Some(n), Some(l)) if n == l as i128);
                let provably_partial = match (lo, n, len) {
                    (Some(lo), _, _) if lo != 0 => true,
                    (_, Some(n), Some(l)) => n != l as i128,
                    _ => false,
                };
                if multi && is_array && provably_partial && !whole {
                    out.push(diag::non_contiguous(v.span, &v.text, i + 1));
                    return;
                }
                // One element (`[i:1]`) keeps the section contiguous like an index.
                if n != Some(1) {
                    multi = true;
                }
            }
        }
        cur = next;
    }
}

/// 2.7.4: "the vars in var-list must be pointer variables"; 2.7.12 / 2.7.13: "Each var
/// argument to an attach/detach clause must be a C or C++ pointer".
/// Two different sections of one array, or of one pointer's target, in the data clauses of
/// one compute or `data` construct are two vars, each with its own data action (2.7.1, 2.7.2;
/// since the 2026-12-01 sections2 session the region reaches both: the launch gathers them,
/// `KernelOut::split` in oxacc-lower). When they share elements, though, the second section's
/// action finds part of it present and all of it not: 2.7.3's acc_error_partly_present at
/// every run, whatever order the actions take. Reported here when the bounds are constants
/// (run-time bounds meet the runtime's located error). Rows reached through pointers (`pp[i][0:8]`, `pp[i + 1][0:8]`)
/// are storage of their own: not compared.
fn overlapping_sections(
    d: &AccDirective,
    ast: &Ast,
    text: &str,
    types: &dyn TypeInfo,
    out: &mut Vec<Diagnostic>,
) {
    let mut seen: Vec<(&DataVar, (i128, i128))> = Vec::new();
    for c in d.clauses.iter().filter(|c| {
        c.name().is_data_clause()
            && !matches!(
                c.name(),
                ClauseName::Deviceptr | ClauseName::Attach | ClauseName::Detach
            )
    }) {
        for v in c.vars() {
            let Some(range) = element_range(v, types) else {
                continue;
            };
            let first = seen.iter().find(|(fv, fr)| {
                oxacc_syntax::same_expr(ast, text, v.base, fv.base)
                    && !v.same_as(fv, ast, text)
                    && range.0 < fr.1
                    && fr.0 < range.1
                    // One inside the other: in the order the clauses are written, its action
                    // is a present increment (2.7.2) or the partly-present error; the runtime
                    // reports the latter, located.
                    && !(range.0 >= fr.0 && range.1 <= fr.1)
                    && !(fr.0 >= range.0 && fr.1 <= range.1)
            });
            match first {
                Some((fv, _)) => {
                    out.push(diag::overlapping_sections(
                        v.span, &v.text, &fv.text, fv.span,
                    ));
                    return;
                }
                None => seen.push((v, range)),
            }
        }
    }
}

/// The elements `[start, end)` a section with constant bounds covers, counted from its base's
/// first element in the order of memory (`m[1:2][0:8]` of `double m[6][8]` is `[8, 24)`);
/// `None` for run-time bounds, an empty section, or rows reached through pointers.
fn element_range(v: &DataVar, types: &dyn TypeInfo) -> Option<(i128, i128)> {
    if v.subscripts.is_empty() {
        return None;
    }
    let base = types.shape(v.base)?;
    // The extent of each subscripted level: the first may go through a pointer (its target's
    // extent unknown); the others must be arrays of the same storage.
    let mut lens: Vec<Option<i128>> = Vec::new();
    let mut cur = &base;
    for k in 0..v.subscripts.len() {
        match cur {
            Shape::Array { len, elem, .. } => {
                lens.push(len.map(i128::from));
                cur = elem.as_ref();
            }
            Shape::Pointer(to) if k == 0 => {
                lens.push(None);
                cur = to.as_ref();
            }
            _ => return None,
        }
    }
    let mut start: i128 = 0;
    let mut last: i128 = 0;
    let mut mult: i128 = 1;
    for (k, sub) in v.subscripts.iter().enumerate().rev() {
        let (lo, len) = sub.kind.bounds();
        let lo = match lo {
            Some(e) => types.int_value(e)?,
            None => 0,
        };
        let len = match (&sub.kind, len) {
            (SubscriptKind::Index(_), _) => 1,
            (_, Some(e)) => types.int_value(e)?,
            (_, None) => lens[k]? - lo,
        };
        if len <= 0 || lo < 0 {
            return None;
        }
        start = start.checked_add(lo.checked_mul(mult)?)?;
        last = last.checked_add((lo + len - 1).checked_mul(mult)?)?;
        if k > 0 {
            mult = mult.checked_mul(lens[k]?)?;
        }
    }
    Some((start, last.checked_add(1)?))
}

fn pointer_only(v: &DataVar, base: &Shape, clause: &str, out: &mut Vec<Diagnostic>) {
    let mut cur = base;
    for _ in &v.subscripts {
        cur = match cur {
            Shape::Array { elem, .. } => elem,
            Shape::Pointer(to) => to,
            _ => return,
        };
    }
    if !matches!(cur, Shape::Pointer(_) | Shape::Other) {
        let section = match clause {
            "deviceptr" => "2.7.4",
            "attach" => "2.7.12",
            _ => "2.7.13",
        };
        out.push(diag::not_a_pointer(v.span, &v.text, clause, section));
    }
}

/// The element type a reduction combines: the var's type with one array level removed per
/// subscript, and whole arrays reduced element-wise (2.5.15).
fn element_shape(v: &DataVar, base: &Shape) -> Option<Shape> {
    let mut cur = base.clone();
    for _ in &v.subscripts {
        cur = match cur {
            Shape::Array { elem, .. } => *elem,
            Shape::Pointer(to) => *to,
            _ => return None,
        };
    }
    while let Shape::Array { elem, .. } = cur {
        cur = *elem;
    }
    Some(cur)
}

/// 2.5.15: "for each reduction operator, the supported data types include only the types
/// permitted as operands to the corresponding operator in the base language where (1) for max
/// and min, the corresponding operator is less-than"; a composite var reduces member-wise.
fn reduction_type_ok(op: ReductionOp, s: &Shape, depth: u32) -> bool {
    match s {
        Shape::Other => true,
        Shape::Record(fields) => {
            depth < 8 && fields.iter().all(|f| reduction_type_ok(op, f, depth + 1))
        }
        Shape::Array { elem, .. } => reduction_type_ok(op, elem, depth + 1),
        _ => match op {
            ReductionOp::Add
            | ReductionOp::Mul
            | ReductionOp::LogicalAnd
            | ReductionOp::LogicalOr => s.is_arithmetic(),
            ReductionOp::Max | ReductionOp::Min => matches!(s, Shape::Integer | Shape::Floating),
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor => {
                matches!(s, Shape::Integer)
            }
        },
    }
}
