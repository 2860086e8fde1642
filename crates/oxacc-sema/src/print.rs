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
    declare(s, ty, name.to_string(), Style::C, 0)
}

pub fn type_display(s: &Sema, ty: TypeId) -> String {
    declare(s, ty, String::new(), Style::Gcc, 0)
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

fn declare(s: &Sema, ty: TypeId, inner: String, style: Style, depth: u32) -> String {
    if depth > 64 {
        return format!("int {inner}").trim_end().to_string();
    }
    let t = s.types.get(ty);
    let q = t.quals;
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
            declare(s, *p, ptr, style, depth + 1)
        }
        TypeKind::Array { elem, len } => {
            let n = match len {
                ArrayLen::Fixed(n) => n.to_string(),
                ArrayLen::Incomplete => String::new(),
                ArrayLen::Star => "*".into(),
                ArrayLen::Vla(e) => s.vla_text.get(e).cloned().unwrap_or_default(),
            };
            declare(s, *elem, format!("{inner}[{n}]"), style, depth + 1)
        }
        TypeKind::Function(f) => {
            let mut ps: Vec<String> = f
                .params
                .iter()
                .map(|&p| declare(s, p, String::new(), style, depth + 1))
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
                let ret = declare(s, f.ret, String::new(), style, depth + 1);
                return format!("{ret}({list})");
            }
            declare(s, f.ret, format!("{inner}({list})"), style, depth + 1)
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
            for f in &rec.fields {
                let n = f.name.clone().unwrap_or_default();
                out.push_str(&declare(s, f.ty, n, style, depth + 1));
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
