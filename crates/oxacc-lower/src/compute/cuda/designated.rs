//! C designated initializers (C11 6.7.9) in device code, laid out by position.
//!
//! The kernels are C++ for NVRTC, whose aggregate initialisation is positional (C++20's
//! designators must follow declaration order, cannot nest and cannot name array elements),
//! so a C initializer list with designators is first put in member / element order:
//! `{ .y = 2, .x = 1 }` becomes `{ 1, 2 }` and `{ [3] = 7 }` becomes `{ {}, {}, {}, 7 }`
//! (`{}` value-initialises: zero, as C does for what a list leaves out). This module only
//! works out the positions; the kernel writer prints them.

use std::collections::BTreeMap;

use oxacc_sema::{Sema, TypeId, TypeKind};
use oxacc_syntax::ast::{Ast, DesignatorKind, InitItem, Initializer, RecordKind};
use oxacc_syntax::{Handle, Span};

/// What one position of an aggregate holds.
#[derive(Debug)]
pub enum Slot {
    /// An initializer as written (a scalar, or a braced list of its own).
    Init(Handle<Initializer>),
    /// An aggregate some of whose parts designators reach (`.a.b = 1`, `[2].x = 3`).
    Agg(Layout),
}

/// The initialised positions of an aggregate of type `ty` (the others are zero).
#[derive(Debug)]
pub struct Layout {
    pub ty: TypeId,
    pub slots: BTreeMap<usize, Slot>,
}

type Res<T> = Result<T, (Span, String)>;

/// The element type at position `k` of aggregate `ty`, and whether `k` is inside it (named
/// members of a struct, as the writer's positional lists count them; array elements).
pub fn elem_type(sema: &Sema, ty: TypeId, k: usize) -> Option<TypeId> {
    match sema.types.kind(ty) {
        TypeKind::Array { elem, len } => match len {
            oxacc_sema::ArrayLen::Fixed(n) if (k as u64) >= *n => None,
            _ => Some(*elem),
        },
        TypeKind::Record(_) => sema
            .record_fields(ty)
            .iter()
            .filter(|f| f.name.is_some())
            .nth(k)
            .map(|f| f.ty),
        _ => None,
    }
}

fn is_union(sema: &Sema, ty: TypeId) -> bool {
    match sema.types.kind(ty) {
        TypeKind::Record(r) => sema.types.record(*r).kind == RecordKind::Union,
        _ => false,
    }
}

/// Lays out `items`, an initializer list for an object of type `ty` of which at least one
/// item has a designator. Forms with no positional C++ equivalent are refused with the span
/// and a description for the "not supported yet" message.
pub fn layout(sema: &Sema, ast: &Ast, items: &[InitItem], ty: TypeId) -> Res<Layout> {
    let mut root = Layout {
        ty,
        slots: BTreeMap::new(),
    };
    // The next position a plain item fills; `None` after a designator of several steps,
    // where C continues inside the innermost aggregate (not followed here).
    let mut next: Option<usize> = Some(0);
    for it in items {
        let path: Vec<usize> = if it.designators.is_empty() {
            let Some(k) = next else {
                return Err((
                    it.span,
                    "an initializer that follows a nested designator".to_string(),
                ));
            };
            vec![k]
        } else {
            let mut cur = ty;
            let mut path = Vec::new();
            for d in &it.designators {
                let k = match &d.kind {
                    DesignatorKind::Field(id) => {
                        let name = ast.name(*id);
                        if !matches!(sema.types.kind(cur), TypeKind::Record(_)) {
                            return Err((d.span, "this designator".into()));
                        }
                        sema.record_fields(cur)
                            .iter()
                            .filter(|f| f.name.is_some())
                            .position(|f| f.name.as_deref() == Some(name))
                            .ok_or_else(|| {
                                (
                                    d.span,
                                    format!("a designator of the member '{name}' of an anonymous struct or union"),
                                )
                            })?
                    }
                    DesignatorKind::Index(e) => {
                        if !matches!(sema.types.kind(cur), TypeKind::Array { .. }) {
                            return Err((d.span, "this designator".into()));
                        }
                        match sema.eval_int(*e) {
                            Some(v) if v >= 0 => v as usize,
                            _ => {
                                return Err((
                                    d.span,
                                    "an array designator that is not a constant".into(),
                                ))
                            }
                        }
                    }
                    DesignatorKind::Range(..) => {
                        return Err((d.span, "a range designator ('[a ... b]')".into()))
                    }
                };
                let Some(t) = elem_type(sema, cur, k) else {
                    return Err((d.span, "a designator outside its aggregate".into()));
                };
                path.push(k);
                cur = t;
            }
            path
        };
        next = (path.len() == 1).then(|| path[0] + 1);
        place(sema, &mut root, &path, it)?;
    }
    Ok(root)
}

/// Puts `it`'s initializer at `path` below `l`, making the aggregates on the way.
fn place(sema: &Sema, l: &mut Layout, path: &[usize], it: &InitItem) -> Res<()> {
    let Some((&k, rest)) = path.split_first() else {
        return Ok(());
    };
    let Some(et) = elem_type(sema, l.ty, k) else {
        return Err((
            it.span,
            "an initializer beyond the end of its aggregate".into(),
        ));
    };
    if k > 0 && is_union(sema, l.ty) {
        return Err((
            it.span,
            "an initializer of a union member other than the first".into(),
        ));
    }
    if rest.is_empty() {
        // A later initializer of the same position replaces the earlier one (6.7.9p19).
        l.slots.insert(k, Slot::Init(it.init));
        return Ok(());
    }
    let slot = l.slots.entry(k).or_insert_with(|| {
        Slot::Agg(Layout {
            ty: et,
            slots: BTreeMap::new(),
        })
    });
    match slot {
        Slot::Agg(sub) => place(sema, sub, rest, it),
        // Overriding one part of an aggregate initialised as a whole keeps the rest of that
        // initializer in C: no positional form says that.
        Slot::Init(_) => Err((
            it.span,
            "a designator into a member that an earlier initializer set as a whole".into(),
        )),
    }
}
