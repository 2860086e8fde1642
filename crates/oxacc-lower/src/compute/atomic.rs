//! The atomic construct (spec 2.12) on the CPU: every form of read, write, update and
//! capture becomes a compare-and-swap loop on the location (`__atomic_compare_exchange`,
//! which works for every arithmetic type of 1, 2, 4 or 8 bytes, floating point and
//! `_Complex float` included); wider types (`long double`, `double _Complex`) take one
//! process-wide spin lock (`__oxacc_atomic_lock`, a weak symbol shared by every translation
//! unit). The old and new values are of `x`'s unqualified type (`__typeof__((0, x))`: a
//! volatile `x` is still accessed through its address). `expr` is evaluated once, before the loop. With `if(cond)` false (an extension: 2.12
//! lists no clauses; NVIDIA accepts it) the statement runs as written, non-atomically.

use oxacc_acc::ast::{AccDirective, AtomicKind, ClauseKind, DirectiveName};

use super::atomic_form::NewValue;
use oxacc_syntax::ast::Expr;
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::ctx::LowerCtx;

/// One atomic operation on `x`: the new value as a function of `__oxacc_ao` (old) and `__oxacc_ae` (expr,
/// evaluated once), and what the capture assigns.
struct Op {
    x: String,
    /// The `x` expression itself: occurrences of `x` in two statements are compared as
    /// expressions (2.12 "the same storage location"), not as text.
    e: Option<String>,
    new: String,
    capture: Option<(String, bool)>, // (v, captures the new value)
    read_only: bool,
}

fn code(op: &Op) -> String {
    let x = &op.x;
    let new = &op.new;
    let e = match &op.e {
        Some(e) => format!("__typeof__(({e})) const __oxacc_ae = ({e}); "),
        None => String::new(),
    };
    let fast = if op.read_only {
        "__atomic_load(__oxacc_ap, &__oxacc_ao, 5); __oxacc_an = __oxacc_ao;".to_string()
    } else {
        format!("__atomic_load(__oxacc_ap, &__oxacc_ao, 5); do {{ __oxacc_an = {new}; }} while (!__atomic_compare_exchange(__oxacc_ap, &__oxacc_ao, &__oxacc_an, 0, 5, 5));")
    };
    let slow = if op.read_only {
        "__oxacc_ao = *__oxacc_ap; __oxacc_an = __oxacc_ao;".to_string()
    } else {
        format!("__oxacc_ao = *__oxacc_ap; __oxacc_an = {new}; *__oxacc_ap = __oxacc_an;")
    };
    let post = match &op.capture {
        Some((v, true)) => format!("{v} = __oxacc_an; "),
        Some((v, false)) => format!("{v} = __oxacc_ao; "),
        None => String::new(),
    };
    format!(
        "{{ {e}__typeof__({x}) *const __oxacc_ap = &({x}); __typeof__(((void)0, *__oxacc_ap)) __oxacc_ao, __oxacc_an; \
         (void)__builtin_choose_expr(sizeof(*__oxacc_ap) <= 8 && (sizeof(*__oxacc_ap) & (sizeof(*__oxacc_ap) - 1)) == 0, \
         __extension__ ({{ {fast} 0; }}), \
         __extension__ ({{ while (__atomic_exchange_n(&__oxacc_atomic_lock, 1, 2)) ; {slow} __atomic_store_n(&__oxacc_atomic_lock, 0, 3); 0; }})); \
         (void)__oxacc_ao; (void)__oxacc_an; {post}}}"
    )
}

/// The atomic operation on a bit-field `x`, which has no address for
/// `__atomic_compare_exchange` (nor a type for `__typeof__`): done under the process-wide lock
/// of the wide types. Other threads' atomics on the same bit-field take the lock too; a plain
/// access to it or to a bit-field of the same word (one memory location, C11 3.14) during
/// the atomic would be a data race anyway. The old and new values are `x` promoted (`(x) +
/// 0`); the captured new value is read back from `x`, converted to its width as stored.
fn bitfield_code(op: &Op) -> String {
    let x = &op.x;
    let new = &op.new;
    let e = match &op.e {
        Some(e) => format!("__typeof__(({e})) const __oxacc_ae = ({e}); "),
        None => String::new(),
    };
    let update = if op.read_only {
        "__oxacc_an = __oxacc_ao;".to_string()
    } else {
        format!("__oxacc_an = {new}; ({x}) = __oxacc_an; __oxacc_an = ({x});")
    };
    let post = match &op.capture {
        Some((v, true)) => format!("{v} = __oxacc_an; "),
        Some((v, false)) => format!("{v} = __oxacc_ao; "),
        None => String::new(),
    };
    format!(
        "{{ {e}__typeof__(({x}) + 0) __oxacc_ao, __oxacc_an; \
         while (__atomic_exchange_n(&__oxacc_atomic_lock, 1, 2)) ; \
         __oxacc_ao = ({x}); {update} __atomic_store_n(&__oxacc_atomic_lock, 0, 3); \
         (void)__oxacc_ao; (void)__oxacc_an; {post}}}"
    )
}

/// `x = x OP part` done atomically (a compare-and-swap loop, or the process-wide lock for
/// wider types): how a loop reduction's private copy is combined into a shared variable
/// (2.9.11) by each thread after its part of the loop. `part` is evaluated once.
pub fn atomic_combine(op: oxacc_acc::ast::ReductionOp, x: &str, part: &str) -> String {
    use oxacc_acc::ast::ReductionOp as R;
    let new: String = match op {
        R::Add => "__oxacc_ao + __oxacc_ae".into(),
        R::Mul => "__oxacc_ao * __oxacc_ae".into(),
        R::BitAnd => "__oxacc_ao & __oxacc_ae".into(),
        R::BitOr => "__oxacc_ao | __oxacc_ae".into(),
        R::BitXor => "__oxacc_ao ^ __oxacc_ae".into(),
        // No `!= 0` on a floating value (-Wfloat-equal; `capture::truth`).
        R::LogicalAnd | R::LogicalOr => {
            let t = super::capture::truth;
            let o = if op == R::LogicalAnd { "&&" } else { "||" };
            format!("(({}) {o} ({}))", t("__oxacc_ao"), t("__oxacc_ae"))
        }
        R::Max => "(__oxacc_ae > __oxacc_ao ? __oxacc_ae : __oxacc_ao)".into(),
        R::Min => "(__oxacc_ae < __oxacc_ao ? __oxacc_ae : __oxacc_ao)".into(),
    };
    code(&Op {
        x: x.to_string(),
        e: Some(part.to_string()),
        new,
        capture: None,
        read_only: false,
    })
}

/// The code replacing the whole atomic construct (directive line and statement).
pub fn lower_atomic(
    ctx: &LowerCtx,
    a: &AccDirective,
    render: &dyn Fn(Span) -> String,
) -> Result<String, Diagnostic> {
    let DirectiveName::Atomic(kind) = a.name else {
        return Err(Diagnostic::error(a.span, "not an atomic directive"));
    };
    let bad = || {
        Diagnostic::error(
            a.body
                .and_then(|b| ctx.ast.stmts.get(b))
                .map(|s| s.span)
                .unwrap_or(a.span),
            format!(
                "this statement is not one of the forms allowed by 'atomic {}' (OpenACC 3.3, 2.12)",
                match kind {
                    AtomicKind::Read => "read",
                    AtomicKind::Write => "write",
                    AtomicKind::Update => "update",
                    AtomicKind::Capture => "capture",
                }
            ),
        )
    };
    let body = a.body.ok_or_else(bad)?;
    // The form: the shared analysis (atomic_form.rs); this writer only prints it.
    let form = super::atomic_form::analyze(ctx.ast, ctx.text, kind, body).ok_or_else(bad)?;
    let bitfield = ctx.sema.is_some_and(|s| s.is_bitfield(form.x));
    let r = |e: Handle<Expr>| render(ctx.ast.exprs.get(e).map(|e| e.span).unwrap_or_default());
    let (e, new, read_only) = match form.new {
        NewValue::Keep => (None, "__oxacc_ao".to_string(), true),
        NewValue::Set(e) => (Some(r(e)), "__oxacc_ae".to_string(), false),
        NewValue::Binary { op, e: None, .. } => {
            (None, format!("__oxacc_ao {} 1", op.as_str()), false)
        }
        NewValue::Binary {
            op,
            e: Some(e),
            e_first,
        } => (
            Some(r(e)),
            if e_first {
                format!("__oxacc_ae {} __oxacc_ao", op.as_str())
            } else {
                format!("__oxacc_ao {} __oxacc_ae", op.as_str())
            },
            false,
        ),
    };
    let op = Op {
        x: r(form.x),
        e,
        new,
        capture: form.capture.map(|(v, n)| (r(v), n)),
        read_only,
    };
    let stmt_span = ctx.ast.stmts.get(body).map(|s| s.span).unwrap_or_default();
    let atomic = if bitfield {
        bitfield_code(&op)
    } else {
        code(&op)
    };
    let cond = a.clauses.iter().find_map(|c| match &c.kind {
        // Rendered like the body: inside a compute region its variables are rewritten.
        ClauseKind::If(e) => ctx.ast.exprs.get(*e).map(|e| render(e.span)),
        _ => None,
    });
    Ok(match cond {
        Some(c) => format!("if ({c}) {atomic} else {{ {} }}", render(stmt_span)),
        None => atomic,
    })
}
