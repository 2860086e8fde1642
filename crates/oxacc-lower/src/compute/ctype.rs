//! The type of a captured variable (sema's), printed as C for the outlined function's typedefs
//! (`Sema::type_to_c`), and its class for the implicit data attributes of spec 2.6.2 (scalar or
//! aggregate).
//!
//! Typedefs, `typeof` and `__auto_type` are resolved by sema, so a variable declared through a
//! typedef local to the function prints as the underlying type. A struct or union a file-scope
//! function cannot name (defined inside the function, or unnamed) is defined again at file
//! scope as `struct __oxacc_recN` ([`Hoisted`]: the same members at the same offsets, checked
//! by a `_Static_assert` on the size), and an enum defined inside the function prints as its
//! compatible integer type. The outlined function sees the variable through that type (the
//! launch copies values with `memcpy` and passes addresses as `void *`, see outline.rs).
//! Still reported as not supported yet: such a record inside a function type, a
//! variable-length array inside a function type or a member. Other VLA levels are printed with
//! their length taken from `bound(k)` (the outlined function reads it from its context; see
//! outline.rs).

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use oxacc_sema::{ArrayLen, RecordId, Sema, TypeId, TypeKind};
use oxacc_syntax::ast::RecordKind;
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

/// `ty` is a pointer to an object (not to a function): a value that may point into mapped data.
pub fn object_pointer(sema: &Sema, ty: TypeId) -> bool {
    match sema.types.kind(ty) {
        TypeKind::Pointer(p) => !matches!(sema.types.kind(*p), TypeKind::Function(_)),
        _ => false,
    }
}

/// An object of type `ty` holds an object pointer: it is one, or an array or struct/union with
/// one among its elements or members (at any depth).
pub fn holds_object_pointer(sema: &Sema, ty: TypeId) -> bool {
    fn go(sema: &Sema, ty: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match sema.types.kind(ty) {
            TypeKind::Array { elem, .. } => go(sema, *elem, depth + 1),
            TypeKind::Record(r) => sema
                .types
                .record(*r)
                .fields
                .iter()
                .any(|f| go(sema, f.ty, depth + 1)),
            _ => object_pointer(sema, ty),
        }
    }
    go(sema, ty, 0)
}

/// The access paths below a variable of type `ty` (an array or a struct) of every object
/// pointer it holds (`.q`, `.in.w`, `[1]`, `[0][2].p`), in C. None when a union holds one
/// beside members of other types (which member is live is not known; a union of object
/// pointers only is one pointer, `.p`), an array length is not fixed, or there are more than
/// 256 (the launch code translates each one).
pub fn pointer_paths(sema: &Sema, ty: TypeId) -> Option<Vec<String>> {
    fn go(sema: &Sema, ty: TypeId, path: String, depth: u32, out: &mut Vec<String>) -> Option<()> {
        if depth > 32 || out.len() > 256 {
            return None;
        }
        let ty = sema.types.unqual_id(ty);
        if !holds_object_pointer(sema, ty) {
            return Some(());
        }
        match sema.types.kind(ty) {
            TypeKind::Array { elem, len } => {
                let ArrayLen::Fixed(n) = len else {
                    return None;
                };
                if *n > 256 {
                    return None;
                }
                for k in 0..*n {
                    go(sema, *elem, format!("{path}[{k}]"), depth + 1, out)?;
                }
                Some(())
            }
            TypeKind::Record(r) => {
                if sema.types.record(*r).kind != RecordKind::Struct {
                    // A union whose every member is an object pointer: whichever is live, the
                    // union's bytes are one pointer (of one representation for every object
                    // type, on the host and the device), translated through its first member.
                    // A union with any other member is refused: its bytes may be an integer
                    // that only looks like an address of the construct's data.
                    let fields = sema.record_fields(ty);
                    let all_pointers = !fields.is_empty()
                        && fields.iter().all(|f| {
                            f.name.is_some() && object_pointer(sema, sema.types.unqual_id(f.ty))
                        });
                    let first = fields.first().and_then(|f| f.name.clone())?;
                    if !all_pointers {
                        return None;
                    }
                    out.push(format!("{path}.{first}"));
                    return Some(());
                }
                for f in sema.record_fields(ty) {
                    match &f.name {
                        Some(name) => go(sema, f.ty, format!("{path}.{name}"), depth + 1, out)?,
                        // An anonymous struct's members are named as the enclosing struct's.
                        None => go(sema, f.ty, path.clone(), depth + 1, out)?,
                    }
                }
                Some(())
            }
            _ => {
                out.push(path);
                Some(())
            }
        }
    }
    let mut out = Vec::new();
    go(sema, ty, String::new(), 0, &mut out)?;
    (out.len() <= 256).then_some(out)
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

/// An array of unknown size (`extern double g[];`, defined in another file): C has no
/// `sizeof` for it, so no data clause can copy it whole (2.7.1). Its elements are complete
/// (C forbids arrays of incomplete type), so `sizeof(g[0])` is known.
pub fn unsized_array(sema: &Sema, ty: TypeId) -> bool {
    matches!(
        sema.types.kind(ty),
        TypeKind::Array {
            len: ArrayLen::Incomplete,
            ..
        }
    )
}

/// A struct or union declared but not defined (`extern struct opaque o;`): it has no size.
pub fn incomplete_record(sema: &Sema, ty: TypeId) -> bool {
    matches!(sema.types.kind(ty), TypeKind::Record(_)) && !sema.types.is_complete(ty)
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
    /// The type names a hoisted record: not the type the host code names (values are copied
    /// with `memcpy`, addresses passed as `void *`).
    pub hoisted: bool,
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
    hoisted: &mut Hoisted,
) -> Result<Declared, String> {
    check_nameable(
        sema,
        fn_span,
        &var.name,
        var.ty,
        Level::Top,
        &mut HashSet::new(),
        0,
    )?;
    let mut bounds = Vec::new();
    let mut p = Printer {
        sema,
        fn_span,
        bounds: &mut bounds,
        bound,
        hoisted,
        used: false,
    };
    let text = p.print(var.ty, name.to_string(), var.name.clone(), 0);
    let hoisted = p.used;
    Ok(Declared {
        text,
        bounds,
        hoisted,
    })
}

/// [`declare_as`] for code that cannot write hoisted records (the OpenMP lowering): a type
/// that would need one is an error, as before hoisting existed.
pub fn declare_as_named(
    sema: &Sema,
    fn_span: Span,
    var: &LocalVar,
    name: &str,
    bound: &dyn Fn(usize) -> String,
) -> Result<Declared, String> {
    let mut h = Hoisted::default();
    let d = declare_as(sema, fn_span, var, name, bound, &mut h)?;
    if h.names.is_empty() {
        Ok(d)
    } else {
        Err(format!(
            "a variable of type '{}' declared inside the function",
            sema.type_to_c(sema.types.unqual_id(var.ty), "")
        ))
    }
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
    hoisted: &mut Hoisted,
) -> Result<String, String> {
    check_nameable(
        sema,
        fn_span,
        what,
        ty,
        Level::TopNoVla,
        &mut HashSet::new(),
        0,
    )?;
    let mut bounds = Vec::new();
    let mut p = Printer {
        sema,
        fn_span,
        bounds: &mut bounds,
        bound: &|_| String::new(),
        hoisted,
        used: false,
    };
    Ok(p.print(ty, name.to_string(), String::new(), 0))
}

/// A typedef `name` of a variably modified type (`typedef int row[n];`, `typedef double
/// (*rows)[m];`) declared again in an outlined function: the lengths were evaluated where the
/// typedef was reached (C11 6.7.8p3), so each variable-length level is printed as `bound(k)`,
/// a value passed from the construct, where `bounds[k]` computes it from the typedef itself
/// (`sizeof(*(row *)0) / sizeof((*(row *)0)[0])`: the operand is evaluated for its type
/// only, nothing is read). Only an array chain, under at most one pointer at the top, has
/// such an expression with no load; other shapes are an error.
pub fn declare_vla_typedef(
    sema: &Sema,
    fn_span: Span,
    ty: TypeId,
    name: &str,
    bound: &dyn Fn(usize) -> String,
    hoisted: &mut Hoisted,
) -> Result<(String, Vec<String>), String> {
    let why = || format!("variable-length array type of '{name}'");
    let top_pointer = matches!(sema.types.kind(ty), TypeKind::Pointer(_));
    let mut t = if top_pointer {
        sema.types.pointee(ty).ok_or_else(why)?
    } else {
        ty
    };
    let mut vla = false;
    while let TypeKind::Array { elem, len } = sema.types.kind(t) {
        vla |= matches!(len, ArrayLen::Vla(_));
        t = *elem;
    }
    if !vla || sema.types.is_vla(t) || matches!(sema.types.kind(t), TypeKind::Pointer(_)) {
        return Err(why());
    }
    check_nameable(sema, fn_span, name, ty, Level::Top, &mut HashSet::new(), 0)?;
    let mut bounds = Vec::new();
    let mut p = Printer {
        sema,
        fn_span,
        bounds: &mut bounds,
        bound,
        hoisted,
        used: false,
    };
    let path = if top_pointer {
        format!("(({name})0)")
    } else {
        format!("(*({name} *)0)")
    };
    let text = p.print(ty, name.to_string(), path, 0);
    Ok((text, bounds))
}

/// Whether record `r` has no name a file-scope function can use: defined inside the function
/// of `fn_span`, or unnamed (no tag, no typedef).
pub fn record_needs_hoist(sema: &Sema, fn_span: Span, r: RecordId) -> bool {
    let rec = sema.types.record(r);
    let local = fn_span.start <= rec.span.start && rec.span.end <= fn_span.end;
    local || (rec.tag.is_none() && rec.typedef_name.is_none())
}

/// Whether enum type `ty`'s definition is inside the function of `fn_span` (it then prints as
/// its compatible integer type).
fn enum_is_local(sema: &Sema, fn_span: Span, e: oxacc_sema::EnumId) -> bool {
    let en = sema.types.enum_def(e);
    fn_span.start <= en.span.start && en.span.end <= fn_span.end
}

/// The structs and unions of one translation unit defined again at file scope (see the module
/// comment): their names, and the definitions not yet written out.
#[derive(Default, Debug)]
pub struct Hoisted {
    names: HashMap<RecordId, String>,
    pending: String,
}

impl Hoisted {
    /// The definitions made since the last call, in dependency order, to be written at file
    /// scope before the code that uses them.
    pub fn take_defs(&mut self) -> String {
        std::mem::take(&mut self.pending)
    }

    /// `struct __oxacc_recN` for record `r`, defining it (and the records it contains) first.
    pub fn record(&mut self, sema: &Sema, fn_span: Span, r: RecordId) -> String {
        let def = sema.types.record(r);
        let kw = match def.kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        };
        if let Some(n) = self.names.get(&r) {
            return format!("{kw} {n}");
        }
        let name = format!("__oxacc_rec{}", r.0);
        self.names.insert(r, name.clone());
        if !def.complete {
            let _ = writeln!(self.pending, "{kw} {name};");
            return format!("{kw} {name}");
        }
        let def = def.clone();
        // A flexible array member adds nothing to the size.
        let text = super::cuda::types::record_definition(
            sema,
            &def,
            kw,
            &name,
            super::cuda::types::LayoutAsserts {
                static_assert: "__extension__ _Static_assert",
                offsetof: "__builtin_offsetof",
                flexible_members: true,
            },
            &|n| n.to_string(),
            &mut |t, n| {
                Ok::<_, std::convert::Infallible>(self.member(sema, fn_span, t, n.to_string()))
            },
        );
        match text {
            Ok(t) => self.pending.push_str(&t),
            Err(never) => match never {},
        }
        format!("{kw} {name}")
    }

    fn member(&mut self, sema: &Sema, fn_span: Span, ty: TypeId, name: String) -> String {
        let mut bounds = Vec::new();
        let mut p = Printer {
            sema,
            fn_span,
            bounds: &mut bounds,
            bound: &|_| String::new(),
            hoisted: self,
            used: false,
        };
        p.print(ty, name, String::new(), 0)
    }
}

/// Prints types as declarations: the pointer/array levels here (VLA lengths replaced by
/// `bound(k)`), records that need it under their hoisted names, the rest by sema.
struct Printer<'a> {
    sema: &'a Sema,
    fn_span: Span,
    bounds: &'a mut Vec<String>,
    bound: &'a dyn Fn(usize) -> String,
    hoisted: &'a mut Hoisted,
    /// A hoisted record was printed.
    used: bool,
}

impl Printer<'_> {
    /// `path`: an lvalue of type `ty` at the construct, built from the variable.
    fn print(&mut self, ty: TypeId, inner: String, path: String, depth: u32) -> String {
        let sema = self.sema;
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
                self.print(*p, ptr, format!("(*{path})"), depth + 1)
            }
            TypeKind::Array { elem, len } => {
                let n = match len {
                    ArrayLen::Fixed(n) => n.to_string(),
                    ArrayLen::Vla(_) => {
                        let k = self.bounds.len();
                        self.bounds
                            .push(format!("sizeof({path}) / sizeof(({path})[0])"));
                        (self.bound)(k)
                    }
                    _ => String::new(),
                };
                self.print(
                    *elem,
                    format!("{inner}[{n}]"),
                    format!("({path})[0]"),
                    depth + 1,
                )
            }
            TypeKind::Record(r) if record_needs_hoist(sema, self.fn_span, *r) => {
                self.used = true;
                let name = self.hoisted.record(sema, self.fn_span, *r);
                with_quals(sema, ty, &name, &inner)
            }
            TypeKind::Enum(e) if enum_is_local(sema, self.fn_span, *e) => {
                let u = sema.type_to_c(sema.types.enum_def(*e).underlying, "");
                with_quals(sema, ty, &u, &inner)
            }
            _ => sema.type_to_c(ty, &inner),
        }
    }
}

/// `const volatile BASE INNER`.
fn with_quals(sema: &Sema, ty: TypeId, base: &str, inner: &str) -> String {
    let q = sema.types.quals(ty);
    let mut out = String::new();
    for (on, kw) in [
        (q.is_const, "const "),
        (q.is_volatile, "volatile "),
        (q.is_atomic, "_Atomic "),
    ] {
        if on {
            out.push_str(kw);
        }
    }
    out.push_str(base);
    if !inner.is_empty() {
        out.push(' ');
        out.push_str(inner);
    }
    out
}

/// Where a type being checked occurs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    /// The variable's own type (a variable-length array allowed).
    Top,
    /// The type of a typedef or a member copy: the top level, no variable-length array.
    TopNoVla,
    /// Below the top on the chain of pointers and arrays (a VLA allowed when `Top` was).
    Below { vla_ok: bool },
    /// Inside a function type or a hoisted record's member: nothing variable-length; inside a
    /// function type (`in_fn`) not even a record that needs hoisting.
    Inner { in_fn: bool },
}

/// Whether a file-scope function can name `ty` (hoisting the records that need it).
fn check_nameable(
    sema: &Sema,
    fn_span: Span,
    var: &str,
    ty: TypeId,
    level: Level,
    seen: &mut HashSet<RecordId>,
    depth: u32,
) -> Result<(), String> {
    if depth > 64 {
        return Ok(());
    }
    let top = matches!(level, Level::Top | Level::TopNoVla);
    let vla_ok = match level {
        Level::Top => true,
        Level::Below { vla_ok } => vla_ok,
        _ => false,
    };
    let in_fn = matches!(level, Level::Inner { in_fn: true });
    let below = match level {
        Level::Inner { .. } => level,
        _ => Level::Below { vla_ok },
    };
    let next = |t: TypeId, l: Level, seen: &mut HashSet<RecordId>| {
        check_nameable(sema, fn_span, var, t, l, seen, depth + 1)
    };
    match sema.types.kind(ty) {
        TypeKind::Pointer(p) => next(*p, below, seen),
        TypeKind::Complex(e) | TypeKind::Vector { elem: e, .. } => {
            next(*e, Level::Inner { in_fn }, seen)
        }
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
            next(*elem, below, seen)
        }
        TypeKind::Function(f) => {
            let l = Level::Inner { in_fn: true };
            next(f.ret, l, seen)?;
            f.params.iter().try_for_each(|p| next(*p, l, seen))
        }
        TypeKind::Record(r) => {
            if !record_needs_hoist(sema, fn_span, *r) {
                return Ok(());
            }
            if in_fn {
                return Err(format!(
                    "a function type with '{}' (declared inside the function)",
                    sema.type_to_c(sema.types.unqual_id(ty), "")
                ));
            }
            if !seen.insert(*r) {
                return Ok(());
            }
            let rec = sema.types.record(*r);
            let last = rec.fields.len().saturating_sub(1);
            for (i, f) in rec.fields.iter().enumerate() {
                // A flexible array member (the last, of incomplete array type) prints as `[]`.
                let flexible = i == last
                    && matches!(
                        sema.types.kind(f.ty),
                        TypeKind::Array {
                            len: ArrayLen::Incomplete,
                            ..
                        }
                    );
                let l = if flexible {
                    Level::TopNoVla
                } else {
                    Level::Inner { in_fn: false }
                };
                next(f.ty, l, seen)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
