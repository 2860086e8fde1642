//! The type of a captured variable (sema's), printed as C for the outlined function's typedefs
//! (`Sema::type_to_c`), and its class for the implicit data attributes of spec 2.6.2 (scalar or
//! aggregate).
//!
//! Typedefs, `typeof` and `__auto_type` are resolved by sema, so a variable declared through a
//! typedef local to the function prints as the underlying type. Types a file-scope function
//! cannot name are reported as not supported yet: a struct/union/enum whose definition is
//! inside the function, an unnamed struct or union, a variable-length array inside a function
//! type. Other VLA levels are printed with their length taken from `bound(k)` (the outlined
//! function reads it from its context; see outline.rs).

use oxacc_sema::{ArrayLen, Sema, TypeId, TypeKind};
use oxacc_syntax::Span;

use super::names::LocalVar;

/// What kind of object a variable is, for spec 2.6.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarClass {
    /// Arithmetic or pointer (a "scalar variable").
    Scalar {
        pointer: bool,
        /// Every pointer level down to the data is `restrict` (no other name aliases it).
        restrict: bool,
        floating: bool,
    },
    /// An array (not a parameter).
    Array,
    /// struct / union.
    Aggregate,
}

/// Classifies a variable of type `ty`.
pub fn classify(sema: &Sema, ty: TypeId) -> VarClass {
    match sema.types.kind(ty) {
        TypeKind::Array { .. } => VarClass::Array,
        TypeKind::Record(_) => VarClass::Aggregate,
        TypeKind::Pointer(p) => {
            let inner_restrict = match classify(sema, *p) {
                VarClass::Scalar {
                    pointer, restrict, ..
                } => !pointer || restrict,
                _ => true,
            };
            VarClass::Scalar {
                pointer: true,
                restrict: sema.types.quals(ty).is_restrict && inner_restrict,
                floating: false,
            }
        }
        TypeKind::Function(_) => VarClass::Scalar {
            pointer: true,
            restrict: false,
            floating: false,
        },
        TypeKind::Complex(e) => VarClass::Scalar {
            pointer: false,
            restrict: false,
            floating: sema.is_floating(*e),
        },
        _ => VarClass::Scalar {
            pointer: false,
            restrict: false,
            floating: sema.is_floating(ty),
        },
    }
}

/// Whether the elements of an array type (at any depth) are or contain pointers.
pub fn has_pointer(sema: &Sema, ty: TypeId) -> bool {
    let mut t = ty;
    for _ in 0..64 {
        match sema.types.kind(t) {
            TypeKind::Pointer(_) => return true,
            TypeKind::Array { elem, .. } => t = *elem,
            _ => return false,
        }
    }
    false
}

/// The number of array levels of `ty` (`float[4][8]` → 2).
pub fn array_rank(sema: &Sema, ty: TypeId) -> usize {
    let mut t = ty;
    let mut n = 0;
    while let TypeKind::Array { elem, .. } = sema.types.kind(t) {
        t = *elem;
        n += 1;
        if n > 64 {
            break;
        }
    }
    n
}

/// True when the pointer level that points at the data (the innermost) is `restrict` (true
/// when there is no pointer level).
pub fn data_level_restrict(sema: &Sema, ty: TypeId) -> bool {
    let mut t = ty;
    let mut last = None;
    for _ in 0..64 {
        match sema.types.kind(t) {
            TypeKind::Pointer(p) => {
                last = Some(sema.types.quals(t).is_restrict);
                t = *p;
            }
            TypeKind::Array { elem, .. } => t = *elem,
            _ => break,
        }
    }
    last.unwrap_or(true)
}

/// A captured variable's type printed as a declaration.
pub struct Declared {
    /// `float (*name)[__c->__oxacc_vla_a_0]`.
    pub text: String,
    /// For each variable-length array level (outermost first): the host C expression of its
    /// length at the construct, computed from the variable itself (`sizeof(*a) /
    /// sizeof((*a)[0])`), so it is the length the VLA type was created with.
    pub bounds: Vec<String>,
}

/// Prints `var`'s type as a declaration of `name` (no storage class, no initializer).
/// `fn_span`: the enclosing function definition (types defined inside it are local). The length
/// of the k-th variable-length array level is printed as `bound(k)`.
pub fn declare_as(
    sema: &Sema,
    fn_span: Span,
    var: &LocalVar,
    name: &str,
    bound: &dyn Fn(usize) -> String,
) -> Result<Declared, String> {
    check_nameable(sema, fn_span, &var.name, var.ty, true, true, 0)?;
    let mut bounds = Vec::new();
    let text = print(
        sema,
        var.ty,
        name.to_string(),
        var.name.clone(),
        &mut bounds,
        bound,
        0,
    );
    Ok(Declared { text, bounds })
}

/// Prints type `ty` (of `what`, for messages: a struct member) as a declaration of `name`, for
/// a typedef at file scope: the same types as [`declare_as`] cannot be named, nor a
/// variable-length array.
pub fn declare_type(
    sema: &Sema,
    fn_span: Span,
    ty: TypeId,
    what: &str,
    name: &str,
) -> Result<String, String> {
    check_nameable(sema, fn_span, what, ty, true, false, 0)?;
    Ok(sema.type_to_c(ty, name))
}

/// The pointer/array levels printed here (VLA lengths replaced by `bound(k)`), the rest by sema.
/// `path`: an lvalue of type `ty` at the construct, built from the variable.
fn print(
    sema: &Sema,
    ty: TypeId,
    inner: String,
    path: String,
    bounds: &mut Vec<String>,
    bound: &dyn Fn(usize) -> String,
    depth: u32,
) -> String {
    if depth > 64 {
        return sema.type_to_c(ty, &inner);
    }
    match sema.types.kind(ty) {
        TypeKind::Pointer(p) => {
            let q = sema.types.quals(ty);
            let mut ptr = String::from("*");
            for (on, kw) in [
                (q.is_const, "const"),
                (q.is_volatile, "volatile"),
                (q.is_restrict, "restrict"),
                (q.is_atomic, "_Atomic"),
            ] {
                if on {
                    ptr.push_str(kw);
                    ptr.push(' ');
                }
            }
            ptr.push_str(&inner);
            if matches!(
                sema.types.kind(*p),
                TypeKind::Array { .. } | TypeKind::Function(_)
            ) {
                ptr = format!("({ptr})");
            }
            print(
                sema,
                *p,
                ptr,
                format!("(*{path})"),
                bounds,
                bound,
                depth + 1,
            )
        }
        TypeKind::Array { elem, len } => {
            let n = match len {
                ArrayLen::Fixed(n) => n.to_string(),
                ArrayLen::Vla(_) => {
                    let k = bounds.len();
                    bounds.push(format!("sizeof({path}) / sizeof(({path})[0])"));
                    bound(k)
                }
                _ => String::new(),
            };
            print(
                sema,
                *elem,
                format!("{inner}[{n}]"),
                format!("({path})[0]"),
                bounds,
                bound,
                depth + 1,
            )
        }
        _ => sema.type_to_c(ty, &inner),
    }
}

/// `vla_ok`: a variable-length array level is allowed here (on the chain of pointer and array
/// levels from the variable; not inside a function type).
fn check_nameable(
    sema: &Sema,
    fn_span: Span,
    var: &str,
    ty: TypeId,
    top: bool,
    vla_ok: bool,
    depth: u32,
) -> Result<(), String> {
    if depth > 64 {
        return Ok(());
    }
    let local = |s: Span| fn_span.start <= s.start && s.end <= fn_span.end;
    let next =
        |t: TypeId, vla_ok: bool| check_nameable(sema, fn_span, var, t, false, vla_ok, depth + 1);
    match sema.types.kind(ty) {
        TypeKind::Pointer(p) => next(*p, vla_ok),
        TypeKind::Complex(e) | TypeKind::Vector { elem: e, .. } => next(*e, false),
        TypeKind::Array { elem, len } => {
            match len {
                ArrayLen::Vla(_) if vla_ok => {}
                ArrayLen::Vla(_) | ArrayLen::Star => {
                    return Err(format!("variable-length array type of '{var}'"))
                }
                ArrayLen::Incomplete if !top => {
                    return Err(format!("incomplete array type of '{var}'"))
                }
                _ => {}
            }
            next(*elem, vla_ok)
        }
        TypeKind::Function(f) => {
            next(f.ret, false)?;
            f.params.iter().try_for_each(|p| next(*p, false))
        }
        TypeKind::Record(r) => {
            let rec = sema.types.record(*r);
            if rec.tag.is_none() && rec.typedef_name.is_none() {
                return Err("a variable of an unnamed struct or union type".to_string());
            }
            if local(rec.span) {
                return Err(format!(
                    "a variable of type '{}' declared inside the function",
                    sema.type_to_c(sema.types.unqual_id(ty), "")
                ));
            }
            Ok(())
        }
        TypeKind::Enum(e) => {
            let en = sema.types.enum_def(*e);
            let named = en.tag.is_some() || en.typedef_name.is_some();
            if named && local(en.span) {
                return Err(format!(
                    "a variable of type '{}' declared inside the function",
                    sema.type_to_c(sema.types.unqual_id(ty), "")
                ));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
