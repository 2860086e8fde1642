//! Struct and union layout as gcc does it on x86-64 (SysV psABI, `PCC_BITFIELD_TYPE_MATTERS`):
//!
//! - an ordinary member goes at the next multiple of its alignment (1 in a packed record,
//!   unless the member has its own `aligned` attribute);
//! - a bit-field of declared type `T` goes at the current bit if it fits in the aligned
//!   `sizeof(T)` unit containing that bit, else at the next such unit (packed: always at the
//!   current bit); a named bit-field raises the record's alignment to `T`'s, an unnamed one
//!   does not;
//! - a zero-width bit-field moves to the next `T` boundary;
//! - the size is rounded up to the alignment; `aligned(N)` on the record raises it;
//! - `#pragma pack(N)` caps every member's alignment at N, and bit-fields are placed at the
//!   current bit as in a packed record.

use oxacc_syntax::Span;

use crate::types::{Field, RecordId, TypeId, TypeTable};

/// A member as declared, before layout.
pub(crate) struct MemberIn {
    pub name: Option<String>,
    pub ty: TypeId,
    pub bit_width: Option<u32>,
    /// `__attribute__((aligned(N)))` or `_Alignas(N)` on the member.
    pub align_attr: Option<u64>,
    /// `__attribute__((packed))` on the member.
    pub packed: bool,
    /// The alignment of the typedef the member is declared with (or an array of), which
    /// replaces its type's: gcc lets a typedef's `aligned` attribute raise or lower it.
    pub type_align: Option<u64>,
    pub span: Span,
    /// The typedef its specifiers named (for messages).
    pub sugar: Option<crate::scope::SymbolId>,
}

/// Lays out `members` into record `rid` and marks it complete.
pub(crate) fn layout_record(
    types: &mut TypeTable,
    rid: RecordId,
    members: Vec<MemberIn>,
    packed: bool,
    align_attr: Option<u64>,
    max_align: Option<u64>,
) {
    let is_union = types.record(rid).kind == oxacc_syntax::ast::RecordKind::Union;
    let mut fields = Vec::with_capacity(members.len());
    // Current position in bits (struct) / size so far in bits (union).
    let mut bit: u64 = 0;
    let mut size_bits: u64 = 0;
    let mut align: u64 = 1;
    let mut has_flexible = false;
    let n = members.len();
    for (i, m) in members.into_iter().enumerate() {
        let tsize = types.size_of(m.ty);
        let talign = m
            .type_align
            .or_else(|| types.align_of(m.ty))
            .unwrap_or(1)
            .max(1);
        if let TypeKind::Record(r) = types.kind(m.ty) {
            has_flexible |= types.record(*r).has_flexible;
        }
        let natural = if packed || m.packed { 1 } else { talign };
        let mut falign = natural.max(m.align_attr.unwrap_or(1));
        // `#pragma pack(N)` caps every member's alignment.
        if let Some(n) = max_align {
            falign = falign.min(n);
        }
        match m.bit_width {
            Some(w) => {
                let unit = tsize.unwrap_or(4).max(1) * 8;
                let start = if is_union { 0 } else { bit };
                let pos = if w == 0 {
                    // Zero width: the next field starts at a `T` boundary.
                    round_up(start, talign * 8)
                } else if packed || m.packed || max_align.is_some() {
                    // gcc moves a bit-field that would cross a unit of its type to the next
                    // unit only without `#pragma pack` (stor-layout.c tests
                    // `maximum_field_alignment == 0`): under any `pack(N)`, even one above
                    // the type's alignment, it stays at the current bit.
                    start
                } else if start / unit != (start + w as u64 - 1) / unit {
                    round_up(start, unit)
                } else {
                    start
                };
                let pos = if let Some(a) = m.align_attr {
                    round_up(pos, a * 8)
                } else {
                    pos
                };
                if m.name.is_some() {
                    align = align.max(falign);
                } else if let Some(a) = m.align_attr {
                    align = align.max(a);
                }
                if w != 0 || m.name.is_some() {
                    // An unnamed bit-field adds no alignment to the record.
                    let field_align = if m.name.is_some() {
                        falign
                    } else {
                        m.align_attr.unwrap_or(1)
                    };
                    fields.push(Field {
                        name: m.name,
                        ty: m.ty,
                        offset: pos / 8,
                        bits: Some((pos, w)),
                        span: m.span,
                        sugar: m.sugar,
                        align: field_align,
                    });
                }
                let end = pos + w as u64;
                if is_union {
                    size_bits = size_bits.max(end);
                } else {
                    bit = end;
                    size_bits = size_bits.max(end);
                }
            }
            None => {
                let start = if is_union { 0 } else { bit };
                let pos = round_up(start, falign * 8);
                // A flexible array member (the last member, `T x[]`) has size 0.
                let sz = match tsize {
                    Some(s) => s,
                    None => {
                        if types.is_array(m.ty) && i + 1 == n {
                            has_flexible = true;
                        }
                        0
                    }
                };
                align = align.max(falign);
                fields.push(Field {
                    name: m.name,
                    ty: m.ty,
                    offset: pos / 8,
                    bits: None,
                    span: m.span,
                    sugar: m.sugar,
                    align: falign,
                });
                let end = pos + sz * 8;
                if is_union {
                    size_bits = size_bits.max(end);
                } else {
                    bit = end;
                    size_bits = size_bits.max(end);
                }
            }
        }
    }
    if let Some(a) = align_attr {
        align = align.max(a);
    }
    let size = round_up(round_up(size_bits, 8) / 8, align);
    let r = &mut types.records[rid.0 as usize];
    r.fields = fields.into();
    r.size = size;
    r.align = align;
    r.packed = packed;
    r.complete = true;
    r.has_flexible = has_flexible;
}

use crate::types::TypeKind;

fn round_up(v: u64, to: u64) -> u64 {
    if to <= 1 {
        return v;
    }
    v.div_ceil(to) * to
}
