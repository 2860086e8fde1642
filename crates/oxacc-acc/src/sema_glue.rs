//! The typed checks' view of `oxacc_sema`: [`TypeInfo`] for [`Sema`], and the typing of every
//! clause expression at its directive's scope.

use oxacc_sema::{ArrayLen, Sema, SymbolKind, TypeId, TypeKind, TypeTable};
use oxacc_syntax::ast::{Expr, ExprKind, StorageClass};
use oxacc_syntax::{Ast, Diagnostic, Handle};

use crate::parse::AccDirectives;
use crate::typed::{Designates, Shape, TypeInfo, UnsizedElement, UnsizedKind};

/// Types every C expression of every parsed directive (clause arguments, var bases and bounds)
/// at the directive's scope with `Sema::type_expr`, so that sema's side tables cover them (the
/// lowering prints and evaluates them) and C errors in clause arguments are reported.
pub fn type_directives(
    sema: &mut Sema,
    ast: &Ast,
    text: &str,
    dirs: &AccDirectives,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (h, d) in dirs.iter() {
        let scope = sema.directive_scope(h).unwrap_or_else(|| sema.file_scope());
        for e in d.exprs() {
            let (_, diags) = sema.type_expr(ast, text, e, scope);
            out.extend(diags);
        }
    }
    out
}

impl TypeInfo for Sema {
    fn shape(&self, e: Handle<Expr>) -> Option<Shape> {
        let ty = self.expr_type(e);
        if self.types.is_error(ty) {
            return None;
        }
        Some(shape_of(&self.types, ty, 0))
    }

    fn int_value(&self, e: Handle<Expr>) -> Option<i128> {
        self.eval_int(e)
    }

    fn designates(&self, ast: &Ast, e: Handle<Expr>) -> Designates {
        if self.types.is_error(self.expr_type(e)) {
            // Already reported by sema (an undeclared name, say).
            return Designates::Object;
        }
        if let Some(sym) = self.resolved(e) {
            match self.symbol(sym).kind {
                SymbolKind::Function => return Designates::Function,
                SymbolKind::Enumerator(_) => return Designates::Enumerator,
                _ => {}
            }
        }
        if self.is_bitfield(e) {
            return Designates::BitField;
        }
        if !self.is_lvalue(e) {
            return Designates::Value;
        }
        // Inside a `register` variable (`r`, `r.m`, `r[2]` of a register struct or array):
        // storage whose address C forbids taking (6.5.3.2). A `->` or an index through a
        // pointer leaves it.
        let mut cur = e;
        for _ in 0..=ast.exprs.len() {
            let Some(node) = ast.exprs.get(cur) else {
                break;
            };
            match &node.kind {
                ExprKind::Ident(_) => {
                    let register = self
                        .resolved(cur)
                        .is_some_and(|s| self.symbol(s).storage == Some(StorageClass::Register));
                    if register {
                        return Designates::Register;
                    }
                    break;
                }
                ExprKind::Member {
                    base, arrow: false, ..
                } => cur = *base,
                ExprKind::Index { base, .. } if self.is_array(self.expr_type(*base)) => cur = *base,
                _ => break,
            }
        }
        Designates::Object
    }

    fn read_only(&self, e: Handle<Expr>, levels: usize) -> bool {
        let t = &self.types;
        let mut ty = self.expr_type(e);
        if t.is_error(ty) {
            return false;
        }
        for _ in 0..levels {
            ty = match t.kind(ty) {
                TypeKind::Array { elem, .. } => *elem,
                TypeKind::Pointer(to) => *to,
                _ => return false,
            };
        }
        has_const(t, ty, 0)
    }

    fn array_extent(&self, e: Handle<Expr>, level: usize) -> Option<u64> {
        let t = &self.types;
        let mut ty = t.unqual_id(self.expr_type(e));
        if t.is_error(ty) {
            return None;
        }
        for _ in 0..level {
            ty = match t.kind(ty) {
                TypeKind::Array { elem, .. } => t.unqual_id(*elem),
                TypeKind::Pointer(to) => t.unqual_id(*to),
                _ => return None,
            };
        }
        t.array_len(ty)
    }

    fn unsized_element(&self, e: Handle<Expr>, levels: usize, at: u32) -> Option<UnsizedElement> {
        let t = &self.types;
        let mut ty = self.expr_type(e);
        if t.is_error(ty) {
            return None;
        }
        for level in 0..levels {
            ty = match t.kind(ty) {
                // C has no arrays of incomplete elements: an array's are sized.
                TypeKind::Array { elem, .. } => *elem,
                TypeKind::Pointer(to) => {
                    let to = *to;
                    let kind = match t.kind(to) {
                        // Not GNU C's `sizeof(void) == 1`: a `void *` subarray would map
                        // bytes, not the objects it points to (gcc: "array section does not
                        // have mappable type").
                        TypeKind::Void => Some(UnsizedKind::Void),
                        TypeKind::Function(_) => Some(UnsizedKind::Function),
                        _ if !t.is_complete_at(to, at) => Some(UnsizedKind::Incomplete),
                        _ => None,
                    };
                    if let Some(kind) = kind {
                        return Some(UnsizedElement {
                            level,
                            ty: self.type_display(to),
                            kind,
                        });
                    }
                    to
                }
                // More subscripts than dimensions: the bounds check reports it.
                _ => return None,
            };
        }
        None
    }

    fn const_object(&self, ast: &Ast, e: Handle<Expr>, levels: usize) -> bool {
        let t = &self.types;
        // The path from the variable: `.` members and indexes of arrays keep to its storage
        // (and a member of a const struct is const, 6.5.2.3); `->` or an index through a
        // pointer leaves it.
        let mut cur = e;
        for _ in 0..=ast.exprs.len() {
            let Some(node) = ast.exprs.get(cur) else {
                return false;
            };
            match &node.kind {
                ExprKind::Ident(_) => break,
                ExprKind::Member {
                    base, arrow: false, ..
                } => cur = *base,
                ExprKind::Index { base, .. } if self.is_array(self.expr_type(*base)) => cur = *base,
                _ => return false,
            }
        }
        let mut ty = self.expr_type(e);
        if t.is_error(ty) {
            return false;
        }
        for _ in 0..levels {
            ty = match t.kind(ty) {
                // A const-qualified array type has const elements (6.7.3p9).
                TypeKind::Array { .. } if t.quals(ty).is_const => return true,
                TypeKind::Array { elem, .. } => *elem,
                // `q[0:n]` for `int *const q`: the target is not the const pointer.
                _ => return false,
            };
        }
        const_elements(t, ty)
    }
}

/// `ty` is const-qualified, or an array (of arrays) of const-qualified elements: an object of
/// it may not be modified at all (C11 6.7.3p6), unlike a struct with some const members.
fn const_elements(t: &TypeTable, ty: TypeId) -> bool {
    let mut ty = ty;
    // Arrays nest finitely; the bound keeps a malformed table from looping.
    for _ in 0..64 {
        if t.quals(ty).is_const {
            return true;
        }
        match t.kind(ty) {
            TypeKind::Array { elem, .. } => ty = *elem,
            _ => return false,
        }
    }
    false
}

/// `ty` is const, or an array of const elements, or a record with a const member (at any
/// depth of arrays and nested records): storage a whole-object assignment may not write.
fn has_const(t: &TypeTable, ty: TypeId, depth: u32) -> bool {
    if t.quals(ty).is_const {
        return true;
    }
    // Records nest finitely, but a bound keeps a malformed table from looping.
    if depth > 16 {
        return false;
    }
    match t.kind(ty) {
        TypeKind::Array { elem, .. } => has_const(t, *elem, depth + 1),
        TypeKind::Record(r) => t
            .record(*r)
            .fields
            .iter()
            .any(|f| has_const(t, f.ty, depth + 1)),
        _ => false,
    }
}

/// The shape of a C type. Pointer chains are followed (a data clause may subscript through
/// them); records list their members, but a pointer inside a record is not followed and
/// records nest at most 4 deep, so a self-referential `struct node` stays small.
fn shape_of(t: &TypeTable, ty: TypeId, record_depth: u32) -> Shape {
    // Pointer chains in real code are short; the bound only guards against a cycle.
    let mut pointers = 0usize;
    let mut cur = ty;
    loop {
        match t.kind(cur) {
            TypeKind::Pointer(to) if pointers < 16 => {
                pointers += 1;
                cur = *to;
            }
            _ => break,
        }
    }
    let mut s = match t.kind(cur) {
        TypeKind::Bool
        | TypeKind::Char
        | TypeKind::SChar
        | TypeKind::UChar
        | TypeKind::Short
        | TypeKind::UShort
        | TypeKind::Int
        | TypeKind::UInt
        | TypeKind::Long
        | TypeKind::ULong
        | TypeKind::LongLong
        | TypeKind::ULongLong
        | TypeKind::Int128
        | TypeKind::UInt128
        | TypeKind::Enum(_) => Shape::Integer,
        TypeKind::Float16
        | TypeKind::Float
        | TypeKind::Double
        | TypeKind::LongDouble
        | TypeKind::Float128 => Shape::Floating,
        TypeKind::Complex(_) => Shape::Complex,
        TypeKind::Array { elem, len } => Shape::Array {
            len: match len {
                ArrayLen::Fixed(n) => Some(*n),
                _ => None,
            },
            vla: matches!(len, ArrayLen::Vla(_)),
            elem: Box::new(shape_of(t, *elem, record_depth)),
        },
        TypeKind::Record(_) if pointers == 0 || record_depth == 0 => {
            if record_depth >= 4 {
                Shape::Record(Vec::new())
            } else {
                Shape::Record(
                    t.record_fields(cur)
                        .iter()
                        .map(|f| match t.kind(f.ty) {
                            TypeKind::Pointer(_) => Shape::Pointer(Box::new(Shape::Other)),
                            _ => shape_of(t, f.ty, record_depth + 1),
                        })
                        .collect(),
                )
            }
        }
        TypeKind::Record(_) => Shape::Record(Vec::new()),
        TypeKind::Function(_) => Shape::Function,
        _ => Shape::Other,
    };
    for _ in 0..pointers {
        s = Shape::Pointer(Box::new(s));
    }
    s
}
