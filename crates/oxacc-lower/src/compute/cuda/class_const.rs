//! Constant elements of `static const` tables whose element type is one of the kernel's
//! classes (`long double` as `__oxacc_ld`, `float _Complex` / `double _Complex` /
//! `long double _Complex` as `__oxacc_cx<T>`): `static const double _Complex c[2] = {1.0 + 2.0 * I, 3.0};`.
//!
//! A function-scope static in device code must be initialised without code (NVRTC refuses
//! "dynamic initialization"), and the classes' converting constructors and operators are
//! not constant expressions. So each element is evaluated here, as gcc folds the C
//! initializer (C11 6.6, 6.7.9p4), and printed as the class built from its parts by a
//! `constexpr` constructor (prelude.cuh).
//!
//! The evaluation follows the C types: `float` operations are rounded to `float` after each
//! operation (x86-64's FLT_EVAL_METHOD is 0; an f64 result of f32 operands rounds correctly
//! to f32, 53 >= 2 * 24 + 2), a real operand works on the parts of a complex one (Annex G.5.1,
//! as gcc's front end and the device class do). `long double` is computed in `double`, as the
//! device computes it (the once-per-region warning says so). What is not evaluated here
//! (a product or quotient of two complex operands, which gcc rounds with MPC; a real divided
//! by a complex; an infinite or NaN result; anything but literals, integer constants and
//! the arithmetic operators and casts) answers `None`, and the region keeps running on the
//! host with the usual warning.

use oxacc_sema::{Sema, TypeId, TypeKind};
use oxacc_syntax::ast::{Ast, BinaryOp, Expr, ExprKind, FloatSuffix, UnaryOp};
use oxacc_syntax::Handle;

/// The precision an arithmetic type's real parts are computed in on the device.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prec {
    F32,
    F64,
}

/// A constant: an integer (exact), or a floating value with real and imaginary parts, each
/// exact in its type's precision (kept as `f64`).
#[derive(Clone, Copy)]
enum Num {
    Int(i128),
    Fp(f64, f64),
}

/// The kind of an arithmetic type: integer, or floating (real or complex) of a precision.
/// `None` for `_Float16`, `_Float128` and non-arithmetic types.
fn class(sema: &Sema, t: TypeId) -> Option<(bool, Option<Prec>)> {
    let types = &sema.types;
    let u = types.unqual_id(t);
    if types.is_integer(u) {
        return Some((false, None));
    }
    let real = |k: &TypeKind| match k {
        TypeKind::Float => Some(Prec::F32),
        TypeKind::Double | TypeKind::LongDouble => Some(Prec::F64),
        _ => None,
    };
    match types.kind(u) {
        TypeKind::Complex(e) => Some((true, Some(real(types.kind(types.unqual_id(*e)))?))),
        k => Some((false, Some(real(k)?))),
    }
}

fn round(p: Prec, v: f64) -> f64 {
    match p {
        Prec::F32 => v as f32 as f64,
        Prec::F64 => v,
    }
}

/// `n`'s parts converted to precision `p` (an integer rounded once, to `p`).
fn parts(n: Num, p: Prec) -> (f64, f64) {
    match n {
        Num::Int(v) => match p {
            Prec::F32 => (v as f32 as f64, 0.0),
            Prec::F64 => (v as f64, 0.0),
        },
        Num::Fp(re, im) => (round(p, re), round(p, im)),
    }
}

/// The value of a floating literal of precision `p`: a decimal `float` literal is parsed
/// again from its spelling (the lexer's `double` value rounded to `float` may round twice).
fn literal(ast: &Ast, f: &oxacc_syntax::ast::FloatLit, p: Prec) -> f64 {
    if p == Prec::F32 && matches!(f.suffix, FloatSuffix::F) {
        if let Some(s) = f.spelling.map(|s| ast.interner.resolve(s).to_string()) {
            let digits = s.trim_end_matches(['f', 'F', 'i', 'I', 'j', 'J']);
            if !digits.starts_with("0x") && !digits.starts_with("0X") {
                if let Ok(v) = digits.parse::<f32>() {
                    return v as f64;
                }
            }
        }
    }
    round(p, f.value)
}

/// The value of the constant expression `e`, or `None` where it is not one this module
/// evaluates (see the module's notes).
fn eval(ast: &Ast, sema: &Sema, e: Handle<Expr>) -> Option<Num> {
    let (complex, prec) = class(sema, sema.value_type(e))?;
    let Some(p) = prec else {
        return sema.eval_int(e).map(Num::Int);
    };
    let fp = |re: f64, im: f64| {
        let (re, im) = (round(p, re), round(p, if complex { im } else { 0.0 }));
        (re.is_finite() && im.is_finite()).then_some(Num::Fp(re, im))
    };
    match &ast.exprs.get(e)?.kind {
        ExprKind::FloatLit(f) => {
            let v = literal(ast, f, p);
            if f.imaginary {
                fp(0.0, v)
            } else {
                fp(v, 0.0)
            }
        }
        ExprKind::Unary { op, operand } => {
            let (re, im) = parts(eval(ast, sema, *operand)?, p);
            match op {
                UnaryOp::Plus => fp(re, im),
                UnaryOp::Minus => fp(-re, -im),
                _ => None,
            }
        }
        ExprKind::Cast { expr, .. } => {
            let (re, im) = parts(eval(ast, sema, *expr)?, p);
            fp(re, im)
        }
        ExprKind::Call { callee, args } if args.len() == 2 => {
            // `__builtin_complex(x, y)` (glibc's CMPLX): x + iy, both of the result's type.
            let ExprKind::Ident(id) = &ast.exprs.get(*callee)?.kind else {
                return None;
            };
            if ast.name(*id) != "__builtin_complex" || !complex {
                return None;
            }
            let (x, _) = parts(eval(ast, sema, args[0])?, p);
            let (y, _) = parts(eval(ast, sema, args[1])?, p);
            fp(x, y)
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let lc = class(sema, sema.value_type(*lhs))?.0;
            let rc = class(sema, sema.value_type(*rhs))?.0;
            let (a, b) = parts(eval(ast, sema, *lhs)?, p);
            let (c, d) = parts(eval(ast, sema, *rhs)?, p);
            let r = |v: f64| round(p, v);
            match op {
                // G.5.1: a real operand adds to (or subtracts from) the real part only.
                BinaryOp::Add => fp(
                    r(a + c),
                    if lc && rc {
                        r(b + d)
                    } else if lc {
                        b
                    } else {
                        d
                    },
                ),
                BinaryOp::Sub => fp(
                    r(a - c),
                    if lc && rc {
                        r(b - d)
                    } else if lc {
                        b
                    } else {
                        -d
                    },
                ),
                BinaryOp::Mul if !(lc && rc) => {
                    if lc {
                        fp(r(a * c), r(b * c))
                    } else if rc {
                        fp(r(a * c), r(a * d))
                    } else {
                        fp(r(a * c), 0.0)
                    }
                }
                BinaryOp::Div if !rc => fp(r(a / c), if lc { r(b / c) } else { 0.0 }),
                _ => None,
            }
        }
        _ => match sema.eval_int(e) {
            Some(v) => {
                let (re, im) = parts(Num::Int(v), p);
                fp(re, im)
            }
            None => None,
        },
    }
}

/// A C++ literal of `v` in precision `p` (the shortest digits that read back as `v`).
fn lit(v: f64, p: Prec) -> String {
    match p {
        Prec::F32 => format!("{:e}f", v as f32),
        Prec::F64 => format!("{v:e}"),
    }
}

/// The constant element of type `elem` (a `long double`, or a complex)
/// that the initializer expression `e` gives, as a constant expression of the kernel's
/// class; `None` when `e` is not a constant this module evaluates.
pub fn element(ast: &Ast, sema: &Sema, e: Handle<Expr>, elem: TypeId) -> Option<String> {
    let (complex, p) = class(sema, elem)?;
    let p = p?;
    let (re, im) = parts(eval(ast, sema, e)?, p);
    let u = sema.types.unqual_id(elem);
    if matches!(sema.types.kind(u), TypeKind::LongDouble) {
        let (m, se) = x87_bits(re);
        return Some(format!(
            "__oxacc_ld(__oxacc_ld::bits{{}}, {m:#x}ull, {se:#x})"
        ));
    }
    if !complex {
        return None;
    }
    if let TypeKind::Complex(c) = sema.types.kind(u) {
        if matches!(
            sema.types.kind(sema.types.unqual_id(*c)),
            TypeKind::LongDouble
        ) {
            let ((m, se), (n, sf)) = (x87_bits(re), x87_bits(im));
            return Some(format!(
                "__oxacc_cx<__oxacc_ld>(__oxacc_ld(__oxacc_ld::bits{{}}, {m:#x}ull, {se:#x}), \
                 __oxacc_ld(__oxacc_ld::bits{{}}, {n:#x}ull, {sf:#x}))"
            ));
        }
    }
    let t = match p {
        Prec::F32 => "float",
        Prec::F64 => "double",
    };
    Some(format!("__oxacc_cx<{t}>({}, {})", lit(re, p), lit(im, p)))
}

/// The zero element of type `elem` (a class [`element`] prints), as a constant expression.
pub fn zero(sema: &Sema, elem: TypeId) -> Option<String> {
    let (complex, p) = class(sema, elem)?;
    let p = p?;
    if matches!(
        sema.types.kind(sema.types.unqual_id(elem)),
        TypeKind::LongDouble
    ) {
        return Some("__oxacc_ld(__oxacc_ld::bits{}, 0x0ull, 0x0)".into());
    }
    if let TypeKind::Complex(c) = sema.types.kind(sema.types.unqual_id(elem)) {
        if matches!(
            sema.types.kind(sema.types.unqual_id(*c)),
            TypeKind::LongDouble
        ) {
            let z = "__oxacc_ld(__oxacc_ld::bits{}, 0x0ull, 0x0)";
            return Some(format!("__oxacc_cx<__oxacc_ld>({z}, {z})"));
        }
    }
    complex.then(|| {
        let t = match p {
            Prec::F32 => "float",
            Prec::F64 => "double",
        };
        format!("__oxacc_cx<{t}>({}, {})", lit(0.0, p), lit(0.0, p))
    })
}

/// Whether `t` is an element type [`element`] prints: `long double`, or a complex type.
pub fn class_elem(sema: &Sema, t: TypeId) -> bool {
    let types = &sema.types;
    match types.kind(types.unqual_id(t)) {
        TypeKind::LongDouble => true,
        TypeKind::Complex(e) => matches!(
            types.kind(types.unqual_id(*e)),
            TypeKind::Float | TypeKind::Double | TypeKind::LongDouble
        ),
        _ => false,
    }
}

/// The x87 80-bit extended representation of `d` (its 64-bit significand with the explicit
/// integer bit, and the sign and 15-bit exponent), as the prelude's `__oxacc_ld::set`
/// computes it: exact, every finite double being an extended value.
pub fn x87_bits(d: f64) -> (u64, u16) {
    let b = d.to_bits();
    let s = ((b >> 63) as u16) << 15;
    let e = ((b >> 52) & 0x7ff) as i32;
    let f = b & ((1u64 << 52) - 1);
    if e == 0 {
        if f == 0 {
            return (0, s);
        }
        let sh = f.leading_zeros() as i32 - 11;
        return ((f << sh) << 11, s | (1 - sh - 1023 + 16383) as u16);
    }
    ((1u64 << 63) | (f << 11), s | (e - 1023 + 16383) as u16)
}
