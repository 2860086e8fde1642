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
    /// The (first) initializer item that reaches this aggregate, for messages.
    pub span: Span,
    pub slots: BTreeMap<usize, Slot>,
}

type Res<T> = Result<T, (Span, String)>;

/// The members of a record that a positional initializer fills, in order: the named ones and
/// the anonymous struct or union members (C11 6.7.2.1p13: each is a member of the containing
/// record, initialised as a subaggregate, and C++ aggregate initialisation counts it as an
/// element too); not unnamed bit-fields, which have no value (6.7.9p9).
pub fn positional_fields(
    sema: &Sema,
    ty: TypeId,
) -> impl Iterator<Item = &oxacc_sema::types::Field> {
    sema.record_fields(ty)
        .iter()
        .filter(|f| f.name.is_some() || f.bits.is_none())
}

/// The element type at position `k` of aggregate `ty`, and whether `k` is inside it (the
/// [`positional_fields`] of a record, as the writer's positional lists count them; array
/// elements).
pub fn elem_type(sema: &Sema, ty: TypeId, k: usize) -> Option<TypeId> {
    match sema.types.kind(ty) {
        TypeKind::Array { elem, len } => match len {
            oxacc_sema::ArrayLen::Fixed(n) if (k as u64) >= *n => None,
            _ => Some(*elem),
        },
        TypeKind::Record(_) => positional_fields(sema, ty).nth(k).map(|f| f.ty),
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
        span: items.first().map(|i| i.span).unwrap_or_default(),
        slots: BTreeMap::new(),
    };
    // The next position a plain item fills; `None` after a designator of several steps,
    // where C continues inside the innermost aggregate (not followed here).
    let mut next: Option<usize> = Some(0);
    for it in items {
        // The positions the item initialises: one path, or one per element of a GNU range
        // designator (`[1 ... 3] = v`, several ranges multiply).
        let paths: Vec<Vec<usize>> = if it.designators.is_empty() {
            let Some(k) = next else {
                return Err((
                    it.span,
                    "an initializer that follows a nested designator".to_string(),
                ));
            };
            vec![vec![k]]
        } else {
            let mut cur = ty;
            let mut paths: Vec<Vec<usize>> = vec![Vec::new()];
            for d in &it.designators {
                let ks: Vec<usize> = match &d.kind {
                    DesignatorKind::Field(id) => {
                        let name = ast.name(*id);
                        if !matches!(sema.types.kind(cur), TypeKind::Record(_)) {
                            return Err((d.span, "this designator".into()));
                        }
                        vec![positional_fields(sema, cur)
                            .position(|f| f.name.as_deref() == Some(name))
                            .ok_or_else(|| {
                                (
                                    d.span,
                                    format!("a designator of the member '{name}' of an anonymous struct or union"),
                                )
                            })?]
                    }
                    DesignatorKind::Index(e) => {
                        if !matches!(sema.types.kind(cur), TypeKind::Array { .. }) {
                            return Err((d.span, "this designator".into()));
                        }
                        vec![constant_index(sema, *e, d.span)?]
                    }
                    DesignatorKind::Range(lo, hi) => {
                        if !matches!(sema.types.kind(cur), TypeKind::Array { .. }) {
                            return Err((d.span, "this designator".into()));
                        }
                        let (lo, hi) = (
                            constant_index(sema, *lo, d.span)?,
                            constant_index(sema, *hi, d.span)?,
                        );
                        // gcc evaluates a range's initializer once ("the side effects happen
                        // only once"); printed once per element, it must have none.
                        if has_effect(ast, it.init) {
                            return Err((
                                d.span,
                                "a range designator ('[a ... b]') whose initializer has side effects"
                                    .into(),
                            ));
                        }
                        (lo..=hi).collect()
                    }
                };
                if paths.len().saturating_mul(ks.len()) > RANGE_MAX {
                    return Err((
                        d.span,
                        format!("range designators covering more than {RANGE_MAX} elements"),
                    ));
                }
                let Some(t) = ks.first().and_then(|k| elem_type(sema, cur, *k)) else {
                    // An empty range initialises nothing (gcc accepts `[3 ... 1]`).
                    if ks.is_empty() {
                        paths.clear();
                        break;
                    }
                    return Err((d.span, "a designator outside its aggregate".into()));
                };
                if ks.iter().any(|k| elem_type(sema, cur, *k).is_none()) {
                    return Err((d.span, "a designator outside its aggregate".into()));
                }
                paths = paths
                    .iter()
                    .flat_map(|p| {
                        ks.iter().map(move |k| {
                            let mut q = p.clone();
                            q.push(*k);
                            q
                        })
                    })
                    .collect();
                cur = t;
            }
            paths
        };
        // C continues after the last element a designator names (6.7.9p17; a range: its
        // upper end).
        next = match paths.last() {
            Some(p) if p.len() == 1 => Some(p[0] + 1),
            Some(_) => None,
            None => next,
        };
        for path in &paths {
            place(sema, &mut root, path, it)?;
        }
    }
    Ok(root)
}

/// The most elements GNU range designators of one item may initialise in device code, where
/// each is printed.
const RANGE_MAX: usize = 4096;

/// The value of an array designator's constant index expression.
fn constant_index(sema: &Sema, e: Handle<oxacc_syntax::ast::Expr>, span: Span) -> Res<usize> {
    match sema.eval_int(e) {
        Some(v) if v >= 0 => usize::try_from(v)
            .map_err(|_| (span, "an array designator beyond any array".to_string())),
        _ => Err((span, "an array designator that is not a constant".into())),
    }
}

/// Whether evaluating initializer `h` may have a side effect (a store, a call, a statement
/// expression).
fn has_effect(ast: &Ast, h: Handle<Initializer>) -> bool {
    let Some(init) = ast.inits.get(h) else {
        return false;
    };
    match &init.kind {
        oxacc_syntax::ast::InitializerKind::Expr(e) => {
            let mut all = Vec::new();
            crate::compute::walk::exprs_in_expr(ast, *e, &mut all);
            all.iter().any(|x| {
                ast.exprs
                    .get(*x)
                    .is_some_and(|x| crate::compute::walk::effect_node(&x.kind))
            })
        }
        oxacc_syntax::ast::InitializerKind::List(items) => {
            items.iter().any(|i| has_effect(ast, i.init))
        }
    }
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
    if is_union(sema, l.ty) {
        // One member of a union is initialised: the last one designated (6.7.9p19, as gcc).
        // Another than the first has no positional C++ form; the writer assigns it to a
        // value-initialised union (`Writer::designated`).
        l.slots.retain(|j, _| *j == k);
        if k > 0 && sema.is_array(et) {
            return Err((
                it.span,
                "an initializer of a union's array member other than the first".into(),
            ));
        }
    }
    if rest.is_empty() {
        // A later initializer of the same position replaces the earlier one (6.7.9p19).
        l.slots.insert(k, Slot::Init(it.init));
        return Ok(());
    }
    let slot = l.slots.entry(k).or_insert_with(|| {
        Slot::Agg(Layout {
            ty: et,
            span: it.span,
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
