//! The declared type of a captured variable, printed back as C (for the outlined function's
//! typedefs), and its class for the implicit data attributes of spec 2.6.2 (scalar or
//! aggregate).
//!
//! Types are printed from the declaration as written: the type specifiers' source text and the
//! declarator rebuilt around a new name. A parameter declared as an array is a pointer (C11
//! 6.7.6.3p7). Types that a file-scope function cannot name (a typedef, tag or enumerator
//! declared inside the function, `typeof`, a variable-length array) are reported as not
//! supported yet.

use std::collections::HashMap;

use oxacc_syntax::ast::{
    ArraySize, DeclSpecs, Declarator, DerivedDeclarator, ExternalDecl, StorageClass, TypeQuals,
    TypeSpecKind,
};
use oxacc_syntax::{Ast, Span};

use super::resolve::{FnNames, LocalVar};

/// File-scope typedefs: name → (specifiers, declarator).
pub type Typedefs = HashMap<String, (DeclSpecs, Declarator)>;

pub fn file_typedefs(ast: &Ast) -> Typedefs {
    let mut map = Typedefs::new();
    for item in &ast.items {
        if let ExternalDecl::Decl(h) = item {
            if let Some(d) = ast.decls.get(*h) {
                if d.specs
                    .storage
                    .iter()
                    .any(|(s, _)| *s == StorageClass::Typedef)
                {
                    for i in &d.declarators {
                        if let Some(n) = i.declarator.name {
                            map.insert(
                                ast.name(n).to_string(),
                                (d.specs.clone(), i.declarator.clone()),
                            );
                        }
                    }
                }
            }
        }
    }
    map
}

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

fn src(text: &str, span: Span) -> &str {
    text.get(span.start as usize..span.end as usize)
        .unwrap_or("")
}

fn derived_of(d: &Declarator, is_param: bool) -> Vec<DerivedDeclarator> {
    let mut derived = d.derived.clone();
    if !is_param {
        return derived;
    }
    let adjusted = match derived.first() {
        Some(DerivedDeclarator::Array { span, quals, .. }) => Some((
            true,
            DerivedDeclarator::Pointer {
                span: *span,
                quals: *quals,
                attrs: Vec::new(),
            },
        )),
        Some(DerivedDeclarator::Function { span, .. }) => Some((
            false,
            DerivedDeclarator::Pointer {
                span: *span,
                quals: TypeQuals::default(),
                attrs: Vec::new(),
            },
        )),
        _ => None,
    };
    match adjusted {
        Some((true, p)) => derived[0] = p,
        Some((false, p)) => derived.insert(0, p),
        None => {}
    }
    derived
}

/// Classifies a local variable, looking through file-scope typedefs.
pub fn classify(ast: &Ast, tds: &Typedefs, var: &LocalVar) -> VarClass {
    let derived = derived_of(&var.declarator, var.is_param);
    classify_parts(ast, tds, &var.specs, &derived, 0)
}

fn classify_parts(
    ast: &Ast,
    tds: &Typedefs,
    specs: &DeclSpecs,
    derived: &[DerivedDeclarator],
    depth: u32,
) -> VarClass {
    // Outermost derivation applied first is derived[0] (closest to the name).
    if let Some(first) = derived.first() {
        match first {
            DerivedDeclarator::Array { .. } => return VarClass::Array,
            DerivedDeclarator::Function { .. } => {
                return VarClass::Scalar {
                    pointer: true,
                    restrict: false,
                    floating: false,
                }
            }
            DerivedDeclarator::Pointer { quals, .. } => {
                // restrict at every pointer level.
                let rest = classify_parts(ast, tds, specs, &derived[1..], depth);
                let inner_restrict = match rest {
                    VarClass::Scalar {
                        pointer, restrict, ..
                    } => !pointer || restrict,
                    _ => true,
                };
                return VarClass::Scalar {
                    pointer: true,
                    restrict: quals.is_restrict && inner_restrict,
                    floating: false,
                };
            }
        }
    }
    let mut floating = false;
    for t in &specs.types {
        match &t.kind {
            TypeSpecKind::Record(_) => return VarClass::Aggregate,
            TypeSpecKind::TypedefName(id) if depth < 16 => {
                if let Some((s, d)) = tds.get(ast.name(*id)) {
                    return classify_parts(ast, tds, s, &d.derived, depth + 1);
                }
            }
            TypeSpecKind::Float
            | TypeSpecKind::Double
            | TypeSpecKind::Float16
            | TypeSpecKind::Float32
            | TypeSpecKind::Float64
            | TypeSpecKind::Float128
            | TypeSpecKind::Float32x
            | TypeSpecKind::Float64x
            | TypeSpecKind::Float80 => floating = true,
            _ => {}
        }
    }
    VarClass::Scalar {
        pointer: false,
        restrict: false,
        floating,
    }
}

/// Prints `var`'s type as a declaration of `name` (no storage class, no initializer).
pub fn declare_as(
    ast: &Ast,
    text: &str,
    names: &FnNames,
    var: &LocalVar,
    name: &str,
) -> Result<String, String> {
    // Expand typedefs declared inside the function (a file-scope function cannot name them):
    // the variable's derivations, then the typedef's, on the typedef's specifiers.
    let mut derived = derived_of(&var.declarator, var.is_param);
    let mut specs = var.specs.clone();
    for _ in 0..16 {
        let local = specs.types.iter().find_map(|t| match &t.kind {
            TypeSpecKind::TypedefName(id) => {
                let n = ast.name(*id);
                names
                    .vars
                    .iter()
                    .rev()
                    .find(|v| v.is_typedef && v.name == n && v.span.start < var.span.start)
            }
            _ => None,
        });
        let Some(td) = local else { break };
        let mut quals = specs.quals;
        derived.extend(td.declarator.derived.iter().cloned());
        let mut next = td.specs.clone();
        next.storage.clear();
        quals.is_const |= next.quals.is_const;
        quals.is_volatile |= next.quals.is_volatile;
        next.quals = quals;
        specs = next;
    }
    let base = specs_text(ast, text, names, &specs)?;
    let mut decl = name.to_string();
    let mut prev_pointer = false;
    for (i, part) in derived.iter().enumerate() {
        match part {
            DerivedDeclarator::Pointer { quals, .. } => {
                let mut q = String::new();
                if quals.is_const {
                    q.push_str(" const");
                }
                if quals.is_volatile {
                    q.push_str(" volatile");
                }
                if quals.is_restrict {
                    q.push_str(" restrict");
                }
                decl = format!(
                    "*{}{}{}",
                    q.trim_start(),
                    if q.is_empty() { "" } else { " " },
                    decl
                );
                prev_pointer = true;
            }
            DerivedDeclarator::Array { size, .. } => {
                if prev_pointer {
                    decl = format!("({decl})");
                }
                let size = match size {
                    ArraySize::Expr(e) => {
                        let e = ast.exprs.get(*e).ok_or("bad array size")?;
                        let s = src(text, e.span).to_string();
                        if mentions_local(ast, names, e.span) {
                            return Err(format!("variable-length array type of '{}'", var.name));
                        }
                        s
                    }
                    ArraySize::Unspecified if i == 0 => String::new(),
                    _ => return Err(format!("incomplete array type of '{}'", var.name)),
                };
                decl = format!("{decl}[{size}]");
                prev_pointer = false;
            }
            DerivedDeclarator::Function { span, .. } => {
                if prev_pointer {
                    decl = format!("({decl})");
                }
                let params = src(text, *span);
                decl = format!("{decl}{params}");
                prev_pointer = false;
            }
        }
    }
    Ok(format!("{base} {decl}"))
}

/// True when an identifier inside `span` names a local variable of the function (a VLA bound).
fn mentions_local(ast: &Ast, names: &FnNames, span: Span) -> bool {
    names.idents.iter().any(|h| {
        ast.exprs.get(*h).is_some_and(|e| {
            let inside = span.start <= e.span.start && e.span.end <= span.end;
            let local = names.uses.contains_key(h)
                || matches!(&e.kind, oxacc_syntax::ast::ExprKind::Ident(id)
                    if names.local_enumerators.contains(ast.name(*id)));
            inside && local
        })
    })
}

fn specs_text(ast: &Ast, text: &str, names: &FnNames, specs: &DeclSpecs) -> Result<String, String> {
    let mut parts: Vec<String> = Vec::new();
    let q = specs.quals;
    if q.is_const {
        parts.push("const".into());
    }
    if q.is_volatile {
        parts.push("volatile".into());
    }
    if q.is_atomic {
        parts.push("_Atomic".into());
    }
    for t in &specs.types {
        match &t.kind {
            TypeSpecKind::Record(h) => {
                let rec = ast.records.get(*h).ok_or("bad record")?;
                let kw = match rec.kind {
                    oxacc_syntax::ast::RecordKind::Struct => "struct",
                    oxacc_syntax::ast::RecordKind::Union => "union",
                };
                let tag = rec
                    .tag
                    .map(|t| ast.name(t).to_string())
                    .ok_or_else(|| "a variable of an unnamed struct or union type".to_string())?;
                if names.local_type_names.contains(&tag) {
                    return Err(format!(
                        "a variable of type '{kw} {tag}' declared inside the function"
                    ));
                }
                parts.push(format!("{kw} {tag}"));
            }
            TypeSpecKind::Enum(h) => {
                let en = ast.enums.get(*h).ok_or("bad enum")?;
                match en.tag {
                    Some(t) if !names.local_type_names.contains(ast.name(t)) => {
                        parts.push(format!("enum {}", ast.name(t)))
                    }
                    _ => parts.push("int".into()),
                }
            }
            TypeSpecKind::TypedefName(id) => {
                let n = ast.name(*id);
                if names.local_type_names.contains(n) {
                    return Err(format!(
                        "a variable of type '{n}' declared inside the function"
                    ));
                }
                parts.push(n.to_string());
            }
            TypeSpecKind::TypeofExpr(_) | TypeSpecKind::TypeofType(_) | TypeSpecKind::AutoType => {
                return Err("a variable declared with typeof or __auto_type".to_string())
            }
            TypeSpecKind::Atomic(t) => {
                let tn = ast.type_names.get(*t).ok_or("bad type")?;
                parts.push(format!("_Atomic({})", src(text, tn.span)));
            }
            _ => parts.push(src(text, t.span).to_string()),
        }
    }
    if parts.is_empty() {
        parts.push("int".into());
    }
    Ok(parts.join(" "))
}
