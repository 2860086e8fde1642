//! Types as C text: declarations in declarator syntax for the code generator
//! (`float (*name)[100]`), and type names the way gcc spells them in messages
//! (`long unsigned int`, `char[10]`, `int (*)(int)`).

use crate::types::{ArrayLen, Quals, TypeId, TypeKind};
use crate::Sema;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Valid C for declarations.
    C,
    /// gcc's spelling in diagnostics.
    Gcc,
}

pub fn type_to_c(s: &Sema, ty: TypeId, name: &str) -> String {
    declare(s, ty, name.to_string(), Style::C, None, 0)
}

pub fn type_display(s: &Sema, ty: TypeId) -> String {
    declare(s, ty, String::new(), Style::Gcc, None, 0)
}

/// gcc's quoted spelling of a type written with a typedef: `'size_t' {aka 'long unsigned
/// int'}`. `sugar` is the typedef the declaration named; where its type occurs inside `ty`,
/// its name is printed instead.
pub fn type_display_sugared(s: &Sema, ty: TypeId, sugar: Option<crate::SymbolId>) -> String {
    let plain = type_display(s, ty);
    let Some(td) = sugar else {
        return format!("'{plain}'");
    };
    let sym = s.symbol(td);
    let sweet = declare(
        s,
        ty,
        String::new(),
        Style::Gcc,
        Some((sym.ty, sym.name.as_str())),
        0,
    );
    // gcc adds the canonical type only when it says something: not for anonymous records,
    // nor for implementation details such as `struct _IO_FILE` (a reserved tag).
    if sweet == plain || plain.contains("<anonymous>") || has_reserved_tag(s, ty) {
        format!("'{sweet}'")
    } else {
        format!("'{sweet}' {{aka '{plain}'}}")
    }
}

/// Whether the base of `ty` is a struct/union/enum whose tag is a reserved identifier.
fn has_reserved_tag(s: &Sema, ty: TypeId) -> bool {
    let mut t = ty;
    for _ in 0..64 {
        match s.types.kind(t) {
            TypeKind::Pointer(p) => t = *p,
            TypeKind::Array { elem, .. } => t = *elem,
            TypeKind::Record(r) => return s.types.record(*r).tag.as_deref().is_some_and(reserved),
            TypeKind::Enum(e) => return s.types.enum_def(*e).tag.as_deref().is_some_and(reserved),
            _ => return false,
        }
    }
    false
}

fn reserved(name: &str) -> bool {
    let mut c = name.chars();
    matches!(
        (c.next(), c.next()),
        (Some('_'), Some('_')) | (Some('_'), Some('A'..='Z'))
    )
}

fn quals_prefix(q: Quals) -> String {
    let mut out = String::new();
    if q.is_const {
        out.push_str("const ");
    }
    if q.is_volatile {
        out.push_str("volatile ");
    }
    if q.is_restrict {
        out.push_str("restrict ");
    }
    if q.is_atomic {
        out.push_str("_Atomic ");
    }
    out
}

/// A typedef to print by name where its type occurs: (its type, its name).
type Subst<'a> = Option<(TypeId, &'a str)>;

fn declare(s: &Sema, ty: TypeId, inner: String, style: Style, sub: Subst, depth: u32) -> String {
    if depth > 64 {
        return format!("int {inner}").trim_end().to_string();
    }
    let t = s.types.get(ty);
    let q = t.quals;
    if let Some((tdty, name)) = sub {
        if tdty == ty {
            return join(name, &inner, style);
        }
        // `const size_t`: the typedef with qualifiers added.
        let tq = s.types.quals(tdty);
        if !q.is_empty() && tq.subset_of(q) && s.types.unqual_id(ty) == s.types.unqual_id(tdty) {
            return join(&format!("{}{name}", quals_prefix(q)), &inner, style);
        }
    }
    if ty == s.types.va_list() {
        return join(
            &format!("{}__builtin_va_list", quals_prefix(q)),
            &inner,
            style,
        );
    }
    match &t.kind {
        TypeKind::Pointer(p) => {
            let mut qs = quals_prefix(q);
            let mut ptr = String::from("*");
            if !qs.is_empty() {
                qs.pop();
                ptr.push_str(&qs);
                if !inner.is_empty() {
                    ptr.push(' ');
                }
            }
            ptr.push_str(&inner);
            let pk = &s.types.get(*p).kind;
            if matches!(pk, TypeKind::Array { .. } | TypeKind::Function(_)) {
                ptr = format!("({ptr})");
            }
            declare(s, *p, ptr, style, sub, depth + 1)
        }
        TypeKind::Array { elem, len } => {
            let n = match len {
                ArrayLen::Fixed(n) => n.to_string(),
                ArrayLen::Incomplete => String::new(),
                ArrayLen::Star => "*".into(),
                ArrayLen::Vla(e) => s.vla_text.get(e).cloned().unwrap_or_default(),
            };
            declare(s, *elem, format!("{inner}[{n}]"), style, sub, depth + 1)
        }
        TypeKind::Function(f) => {
            let mut ps: Vec<String> = f
                .params
                .iter()
                .map(|&p| declare(s, p, String::new(), style, sub, depth + 1))
                .collect();
            if f.variadic {
                ps.push("...".into());
            }
            let list = if ps.is_empty() && f.prototyped {
                "void".to_string()
            } else {
                ps.join(", ")
            };
            if style == Style::Gcc && inner.is_empty() {
                // gcc writes a bare function type as `int(int)`.
                let ret = declare(s, f.ret, String::new(), style, sub, depth + 1);
                return format!("{ret}({list})");
            }
            declare(s, f.ret, format!("{inner}({list})"), style, sub, depth + 1)
        }
        _ => {
            let base = base_name(s, ty, style, depth);
            join(&format!("{}{}", quals_prefix(q), base), &inner, style)
        }
    }
}

/// `base` followed by the declarator text; gcc writes `char[10]` and `int (*)[3]` without a
/// space before `[`, but `int *`.
fn join(base: &str, inner: &str, style: Style) -> String {
    if inner.is_empty() {
        return base.to_string();
    }
    if style == Style::Gcc && inner.starts_with('[') {
        return format!("{base}{inner}");
    }
    format!("{base} {inner}")
}

fn base_name(s: &Sema, ty: TypeId, style: Style, depth: u32) -> String {
    let gcc = style == Style::Gcc;
    let t = &s.types;
    let name = match t.kind(ty) {
        TypeKind::Error => "int",
        TypeKind::Void => "void",
        TypeKind::Bool => "_Bool",
        TypeKind::Char => "char",
        TypeKind::SChar => "signed char",
        TypeKind::UChar => "unsigned char",
        TypeKind::Short => {
            if gcc {
                "short int"
            } else {
                "short"
            }
        }
        TypeKind::UShort => {
            if gcc {
                "short unsigned int"
            } else {
                "unsigned short"
            }
        }
        TypeKind::Int => "int",
        TypeKind::UInt => "unsigned int",
        TypeKind::Long => {
            if gcc {
                "long int"
            } else {
                "long"
            }
        }
        TypeKind::ULong => {
            if gcc {
                "long unsigned int"
            } else {
                "unsigned long"
            }
        }
        TypeKind::LongLong => {
            if gcc {
                "long long int"
            } else {
                "long long"
            }
        }
        TypeKind::ULongLong => {
            if gcc {
                "long long unsigned int"
            } else {
                "unsigned long long"
            }
        }
        TypeKind::Int128 => "__int128",
        TypeKind::UInt128 => {
            if gcc {
                "__int128 unsigned"
            } else {
                "unsigned __int128"
            }
        }
        TypeKind::Float16 => "_Float16",
        TypeKind::Float => "float",
        TypeKind::Double => "double",
        TypeKind::LongDouble => "long double",
        TypeKind::Float128 => "_Float128",
        TypeKind::Complex(e) => {
            let inner = base_name(s, *e, style, depth + 1);
            return if gcc {
                format!("complex {inner}")
            } else {
                format!("_Complex {inner}")
            };
        }
        TypeKind::Vector { elem, bytes } => {
            let inner = base_name(s, *elem, style, depth + 1);
            let n = t.size_of(*elem).map_or(0, |sz| bytes / sz.max(1));
            return if gcc {
                format!("__vector({n}) {inner}")
            } else {
                format!("{inner} __attribute__((vector_size({bytes})))")
            };
        }
        TypeKind::Record(_) if !gcc && is_va_list_tag(s, ty) => {
            // The element of `__builtin_va_list` (what a `va_list` parameter points to) has
            // no name C can write: `struct __va_list_tag` would declare a new, incomplete
            // struct, which `va_arg` rejects.
            return "__typeof__((*(__builtin_va_list *)0)[0])".into();
        }
        TypeKind::Record(r) => {
            let rec = t.record(*r);
            let kw = match rec.kind {
                oxacc_syntax::ast::RecordKind::Struct => "struct",
                oxacc_syntax::ast::RecordKind::Union => "union",
            };
            if let Some(tag) = &rec.tag {
                return format!("{kw} {tag}");
            }
            if gcc {
                return format!("{kw} <anonymous>");
            }
            if let Some(td) = &rec.typedef_name {
                return td.clone();
            }
            // An anonymous record without a typedef: spell out its body.
            let mut out = format!("{kw} {{ ");
            for f in rec.fields.iter() {
                let n = f.name.clone().unwrap_or_default();
                out.push_str(&declare(s, f.ty, n, style, None, depth + 1));
                if let Some((_, w)) = f.bits {
                    out.push_str(&format!(" : {w}"));
                }
                out.push_str("; ");
            }
            out.push('}');
            return out;
        }
        TypeKind::Enum(e) => {
            let en = t.enum_def(*e);
            if let Some(tag) = &en.tag {
                return format!("enum {tag}");
            }
            if gcc {
                return "enum <anonymous>".into();
            }
            if let Some(td) = &en.typedef_name {
                return td.clone();
            }
            return base_name(s, en.underlying, style, depth + 1);
        }
        TypeKind::Pointer(_) | TypeKind::Array { .. } | TypeKind::Function(_) => {
            // Not a base type; `declare` handles these.
            "int"
        }
    };
    name.to_string()
}

/// Whether `ty` is `struct __va_list_tag`, the element type of `__builtin_va_list`.
fn is_va_list_tag(s: &Sema, ty: TypeId) -> bool {
    match s.types.kind(s.types.va_list()) {
        TypeKind::Array { elem, .. } => s.types.unqual_id(*elem) == s.types.unqual_id(ty),
        _ => false,
    }
}
