//! Type compatibility (C11 6.2.7) and composite types, used for redeclarations, `_Generic`,
//! `__builtin_types_compatible_p`, pointer assignment and the conditional operator.

use crate::types::{ArrayLen, FnType, TypeId, TypeKind, TypeTable};

/// Whether `a` and `b` are compatible. Qualifiers must match at every level (except for the
/// parameters of function types, which are compared unqualified). Errors are compatible with
/// everything so that one mistake does not cascade.
pub fn compatible(t: &TypeTable, a: TypeId, b: TypeId) -> bool {
    compat_depth(t, a, b, 0)
}

fn compat_depth(t: &TypeTable, a: TypeId, b: TypeId, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if depth > 64 {
        return false;
    }
    let (ta, tb) = (t.get(a), t.get(b));
    if matches!(ta.kind, TypeKind::Error) || matches!(tb.kind, TypeKind::Error) {
        return true;
    }
    if ta.quals != tb.quals {
        return false;
    }
    match (&ta.kind, &tb.kind) {
        (TypeKind::Pointer(x), TypeKind::Pointer(y)) => compat_depth(t, *x, *y, depth + 1),
        (TypeKind::Array { elem: e1, len: l1 }, TypeKind::Array { elem: e2, len: l2 }) => {
            if !compat_depth(t, *e1, *e2, depth + 1) {
                return false;
            }
            match (l1, l2) {
                (ArrayLen::Fixed(x), ArrayLen::Fixed(y)) => x == y,
                _ => true,
            }
        }
        (TypeKind::Function(f), TypeKind::Function(g)) => fn_compat(t, f, g, depth),
        (TypeKind::Enum(e), other) | (other, TypeKind::Enum(e)) => {
            let u = t.enum_def(*e).underlying;
            match other {
                TypeKind::Enum(e2) => e == e2,
                k => t.kind(u) == k,
            }
        }
        (TypeKind::Complex(x), TypeKind::Complex(y)) => compat_depth(t, *x, *y, depth + 1),
        (TypeKind::Vector { elem: x, bytes: n }, TypeKind::Vector { elem: y, bytes: m }) => {
            n == m && compat_depth(t, *x, *y, depth + 1)
        }
        _ => false,
    }
}

fn fn_compat(t: &TypeTable, f: &FnType, g: &FnType, depth: u32) -> bool {
    if !compat_depth(t, f.ret, g.ret, depth + 1) {
        return false;
    }
    if !f.prototyped || !g.prototyped {
        // An old-style declaration is compatible with a prototype as far as we check (gcc
        // only rejects parameters changed by the default promotions; be permissive).
        return true;
    }
    if f.params.len() != g.params.len() || f.variadic != g.variadic {
        return false;
    }
    f.params.iter().zip(&g.params).all(|(&x, &y)| {
        let ux = t.unqual_id(x);
        let uy = t.unqual_id(y);
        compat_depth(t, ux, uy, depth + 1)
    })
}

/// The composite type of two compatible types: the one with more information (a known array
/// size, a prototype) wins, recursively.
pub fn composite(t: &mut TypeTable, a: TypeId, b: TypeId) -> TypeId {
    composite_depth(t, a, b, 0)
}

fn composite_depth(t: &mut TypeTable, a: TypeId, b: TypeId, depth: u32) -> TypeId {
    if a == b || depth > 64 {
        return a;
    }
    let (ta, tb) = (t.get(a).clone(), t.get(b).clone());
    match (&ta.kind, &tb.kind) {
        (TypeKind::Error, _) => b,
        (_, TypeKind::Error) => a,
        (TypeKind::Array { elem: e1, len: l1 }, TypeKind::Array { elem: e2, len: l2 }) => {
            let elem = composite_depth(t, *e1, *e2, depth + 1);
            let len = match (l1, l2) {
                (ArrayLen::Fixed(_), _) => *l1,
                (_, ArrayLen::Fixed(_)) => *l2,
                (ArrayLen::Incomplete, _) => *l2,
                _ => *l1,
            };
            let arr = t.array(elem, len);
            t.with_quals(arr, ta.quals)
        }
        (TypeKind::Pointer(x), TypeKind::Pointer(y)) => {
            let p = composite_depth(t, *x, *y, depth + 1);
            let ptr = t.pointer(p);
            t.with_quals(ptr, ta.quals)
        }
        (TypeKind::Function(f), TypeKind::Function(g)) => {
            if !f.prototyped && g.prototyped {
                return b;
            }
            if f.prototyped && g.prototyped && f.params.len() == g.params.len() {
                let ret = composite_depth(t, f.ret, g.ret, depth + 1);
                let params = f
                    .params
                    .iter()
                    .zip(&g.params)
                    .map(|(&x, &y)| composite_depth(t, x, y, depth + 1))
                    .collect();
                return t.function(FnType {
                    ret,
                    params,
                    variadic: f.variadic,
                    prototyped: true,
                });
            }
            a
        }
        _ => a,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Quals;

    #[test]
    fn arrays_of_unknown_size_are_compatible() {
        let mut t = TypeTable::new();
        let a = t.array(TypeId::INT, ArrayLen::Fixed(3));
        let b = t.array(TypeId::INT, ArrayLen::Incomplete);
        let c = t.array(TypeId::INT, ArrayLen::Fixed(4));
        assert!(compatible(&t, a, b));
        assert!(!compatible(&t, a, c));
        assert_eq!(composite(&mut t, b, a), a);
        let ci = t.qualified(TypeId::INT, Quals::CONST);
        assert!(!compatible(&t, ci, TypeId::INT));
    }
}
