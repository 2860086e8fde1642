//! C types printed as CUDA C++ (sema's types, not the source text): declarations in
//! declarator syntax, and the struct/union definitions the kernels of a module use.
//!
//! What changes from C: `_Bool` is `bool`; an enum is its underlying integer type (C++ has no
//! implicit conversion from int to an enum, and the layout is the same); `restrict` is
//! `__restrict__`; struct and union tags get names unique in the module (two functions may
//! define different `struct s`). A member that gcc places later than its natural offset (an
//! alignment attribute) gets explicit padding before it, and each record definition is
//! followed by `static_assert`s on its size, alignment and member offsets (NVRTC has no
//! `offsetof`: prelude.cuh spells it with EDG's `__INTADDR__`), so a layout that differs from
//! the host's (gcc's x86-64 layout, which sema computes) does not compile silently. Types the GPU cannot have
//! (`_Float128`, vector extensions, variably modified arrays) are [`Unsupported`]; `long double`
//! keeps the host's 16-byte layout and is computed in double, `_Complex float/double` are
//! pairs with C's operators, `long double _Complex` a pair of those long doubles computed as
//! `double _Complex` (all in prelude.cuh).

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use oxacc_sema::{ArrayLen, RecordId, Sema, TypeId, TypeKind};
use oxacc_syntax::ast::RecordKind;

/// Why a type has no CUDA spelling (the caller reports it at the use).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// The record definitions and names of one module.
#[derive(Default)]
pub struct CudaTypes {
    names: HashMap<RecordId, String>,
    used_names: HashSet<String>,
    done: HashSet<RecordId>,
    /// Definitions in dependency order.
    pub defs: String,
}

/// CUDA's built-in vector types (`char1` .. `double4`, `uchar3`, `ulonglong2`, ...): a C
/// program may define a type of such a name (code ported from CUDA often does), which the
/// module may not define again.
fn is_cuda_vector_type(name: &str) -> bool {
    // CUDA 13's aligned 4-vectors of 8-byte elements: `double4_16a`, `ulonglong4_32a`, ...
    let name = name
        .strip_suffix("_16a")
        .or_else(|| name.strip_suffix("_32a"))
        .filter(|n| n.ends_with('4'))
        .unwrap_or(name);
    let Some(base) = name.strip_suffix(['1', '2', '3', '4']) else {
        return false;
    };
    let base = base.strip_prefix('u').unwrap_or(base);
    matches!(base, "char" | "short" | "int" | "long" | "longlong")
        || matches!(
            name.strip_suffix(['1', '2', '3', '4']),
            Some("float" | "double")
        )
}

/// C++ keywords and CUDA names that a C identifier may spell: renamed `__oxacc_u_NAME`.
pub fn is_reserved_in_cuda(name: &str) -> bool {
    is_cuda_vector_type(name)
        // The runtime API's types that NVRTC's built-in header declares (`cudaError_t`,
        // `cudaStream_t`, `enum cudaRoundMode`, `struct CUuuid_st`, ...): a C program may
        // name its own types so, which the module may not declare again.
        || name.starts_with("cuda")
        || name.starts_with("CU")
        || matches!(
            name,
            "alignas"
            | "alignof"
            | "and"
            | "and_eq"
            | "asm"
            | "bitand"
            | "bitor"
            | "bool"
            | "catch"
            | "char8_t"
            | "char16_t"
            | "char32_t"
            | "class"
            | "compl"
            | "concept"
            | "const_cast"
            | "consteval"
            | "constexpr"
            | "constinit"
            | "co_await"
            | "co_return"
            | "co_yield"
            | "decltype"
            | "delete"
            | "dynamic_cast"
            | "explicit"
            | "export"
            | "false"
            | "friend"
            | "mutable"
            | "namespace"
            | "new"
            | "noexcept"
            | "not"
            | "not_eq"
            | "nullptr"
            | "operator"
            | "or"
            | "or_eq"
            | "private"
            | "protected"
            | "public"
            | "reinterpret_cast"
            | "requires"
            | "static_assert"
            | "static_cast"
            | "template"
            | "this"
            | "thread_local"
            | "throw"
            | "true"
            | "try"
            | "typeid"
            | "typename"
            | "using"
            | "virtual"
            | "wchar_t"
            | "xor"
            | "xor_eq"
            | "threadIdx"
            | "blockIdx"
            | "blockDim"
            | "gridDim"
            | "warpSize"
            | "dim3"
            | "uint3"
            | "int2"
            | "int3"
            | "int4"
            | "float2"
            | "float3"
            | "float4"
            | "double2"
            | "double3"
            | "double4"
            | "char2"
            | "char4"
            | "uchar4"
            | "short2"
            | "uint2"
            | "uint4"
            | "long2"
            | "longlong2"
            | "ulonglong2"
            // CUDA's atomic functions, which the generated kernel bodies call (the reductions'
            // last-block count, atomic constructs): a user variable of that name would shadow
            // them there, and a user function of that name would clash with their overloads.
            | "atomicAdd"
            | "atomicSub"
            | "atomicExch"
            | "atomicMin"
            | "atomicMax"
            | "atomicInc"
            | "atomicDec"
            | "atomicCAS"
            | "atomicAnd"
            | "atomicOr"
            | "atomicXor"
        )
}

/// A C identifier as CUDA code spells it.
pub fn ident(name: &str) -> String {
    if is_reserved_in_cuda(name) {
        format!("__oxacc_u_{name}")
    } else if name.contains('$') {
        // GNU C allows `$` in identifiers (`int $x;`, VMS-style names); NVRTC rejects it
        // ("unrecognized token"). Each `$` becomes `_S_` under a prefix no C name uses.
        format!("__oxacc_S_{}", name.replace('$', "_S_"))
    } else {
        name.to_string()
    }
}

impl CudaTypes {
    /// `ty` declared as `name` (`name` empty: a type name for casts), e.g. `float (*a)[100]`.
    pub fn decl(&mut self, sema: &Sema, ty: TypeId, name: &str) -> Result<String, Unsupported> {
        self.declare(sema, ty, name.to_string(), 0, false)
    }

    /// `ty` declared as `name` for an object only one thread can reach (a region local
    /// private to its thread): an `_Atomic` qualifier on the object (or its array elements)
    /// is dropped, since no other thread can access it concurrently, so its operations need
    /// no atomicity (C11 5.1.2.4: a data race needs two threads). `_Atomic` behind a pointer
    /// stays unsupported: the pointee may be shared.
    pub fn decl_thread_private(
        &mut self,
        sema: &Sema,
        ty: TypeId,
        name: &str,
    ) -> Result<String, Unsupported> {
        self.declare(sema, ty, name.to_string(), 0, true)
    }

    /// A pointer to `ty` declared as `name` (`float (*name)[100]`, `int *name`; `name`
    /// empty: the type name).
    pub fn decl_ptr(&mut self, sema: &Sema, ty: TypeId, name: &str) -> Result<String, Unsupported> {
        let inner = if matches!(
            sema.types.kind(ty),
            TypeKind::Array { .. } | TypeKind::Function(_)
        ) {
            format!("(*{name})")
        } else {
            format!("*{name}")
        };
        self.declare(sema, ty, inner, 0, false)
    }

    /// The scalar type of `ty` for an accumulator or a temporary (`float`, `unsigned int`).
    pub fn name(&mut self, sema: &Sema, ty: TypeId) -> Result<String, Unsupported> {
        self.decl(sema, ty, "")
    }

    fn declare(
        &mut self,
        sema: &Sema,
        ty: TypeId,
        inner: String,
        depth: u32,
        private_object: bool,
    ) -> Result<String, Unsupported> {
        if depth > 64 {
            return Err(Unsupported("a type nested too deeply".into()));
        }
        let t = sema.types.get(ty);
        let q = t.quals;
        if q.is_atomic && !private_object {
            return Err(Unsupported("an _Atomic type".into()));
        }
        let mut quals = String::new();
        if q.is_const {
            quals.push_str("const ");
        }
        if q.is_volatile {
            quals.push_str("volatile ");
        }
        let base = |b: &str| Ok(join(&format!("{quals}{b}"), &inner));
        match &t.kind {
            TypeKind::Pointer(p) => {
                let mut ptr = String::from("*");
                let mut pq = quals.trim_end().to_string();
                if q.is_restrict {
                    if !pq.is_empty() {
                        pq.push(' ');
                    }
                    pq.push_str("__restrict__");
                }
                if !pq.is_empty() {
                    ptr.push_str(&pq);
                    if !inner.is_empty() {
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
                self.declare(sema, *p, ptr, depth + 1, false)
            }
            TypeKind::Array { elem, len } => {
                let n = match len {
                    // GNU C's zero-length array (`int d[0]`): C++ has none (NVRTC rejects
                    // the declaration). As a member of a struct or union it is left out of the
                    // record and reached through its offset, as a flexible array member.
                    ArrayLen::Fixed(0) => {
                        return Err(Unsupported("a zero-length array type".into()))
                    }
                    ArrayLen::Fixed(n) => n.to_string(),
                    ArrayLen::Incomplete => String::new(),
                    ArrayLen::Star | ArrayLen::Vla(_) => {
                        return Err(Unsupported("a variable-length array type".into()))
                    }
                };
                self.declare(
                    sema,
                    *elem,
                    format!("{inner}[{n}]"),
                    depth + 1,
                    private_object,
                )
            }
            TypeKind::Function(f) => {
                let mut ps = Vec::new();
                for &p in &f.params {
                    ps.push(self.declare(sema, p, String::new(), depth + 1, false)?);
                }
                if f.variadic {
                    ps.push("...".into());
                }
                if ps.is_empty() {
                    ps.push("void".into());
                }
                self.declare(
                    sema,
                    f.ret,
                    format!("{inner}({})", ps.join(", ")),
                    depth + 1,
                    false,
                )
            }
            TypeKind::Record(r) => {
                let n = self.record(sema, *r)?;
                base(&n)
            }
            TypeKind::Enum(e) => {
                let u = sema.types.enum_def(*e).underlying;
                let s = self.declare(sema, u, String::new(), depth + 1, false)?;
                base(&s)
            }
            TypeKind::Void => base("void"),
            TypeKind::Bool => base("bool"),
            TypeKind::Char => base("char"),
            TypeKind::SChar => base("signed char"),
            TypeKind::UChar => base("unsigned char"),
            TypeKind::Short => base("short"),
            TypeKind::UShort => base("unsigned short"),
            TypeKind::Int => base("int"),
            TypeKind::UInt => base("unsigned int"),
            TypeKind::Long => base("long"),
            TypeKind::ULong => base("unsigned long"),
            TypeKind::LongLong => base("long long"),
            TypeKind::ULongLong => base("unsigned long long"),
            TypeKind::Int128 => base("__int128"),
            TypeKind::UInt128 => base("unsigned __int128"),
            TypeKind::Float => base("float"),
            TypeKind::Double => base("double"),
            // The host's 16-byte layout, computed in double (prelude.cuh).
            TypeKind::LongDouble => base("__oxacc_ld"),
            TypeKind::Float16 | TypeKind::Float128 => {
                Err(Unsupported("a _Float16 or _Float128 type".into()))
            }
            TypeKind::Complex(e) => match sema.types.kind(*e) {
                TypeKind::Float => base("__oxacc_cx<float>"),
                TypeKind::Double => base("__oxacc_cx<double>"),
                // The host's layout, computed as double _Complex (prelude.cuh).
                TypeKind::LongDouble => base("__oxacc_cx<__oxacc_ld>"),
                _ => Err(Unsupported(
                    "a _Complex type other than float and double".into(),
                )),
            },
            TypeKind::Vector { .. } => Err(Unsupported("a vector extension type".into())),
            TypeKind::Error => Err(Unsupported("an erroneous type".into())),
        }
    }

    /// The name of a record (`struct NAME`), defining it (and the records it contains) first.
    fn record(&mut self, sema: &Sema, r: RecordId) -> Result<String, Unsupported> {
        let def = sema.types.record(r);
        let kw = match def.kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        };
        if def.complete && def.size == 0 {
            // GNU C's empty struct (`struct e {};`, or one whose members are all zero-length
            // arrays) has size 0; a C++ class has at least size 1, so every array of it,
            // every record containing it and every pointer step over it would differ.
            return Err(Unsupported(format!(
                "an empty {kw} (size 0 in GNU C, at least 1 in C++)"
            )));
        }
        if let Some(n) = self.names.get(&r) {
            return Ok(format!("{kw} {n}"));
        }
        let wanted = def
            .tag
            .clone()
            .or_else(|| def.typedef_name.clone())
            .filter(|t| !is_reserved_in_cuda(t) && !t.starts_with("__oxacc") && !t.contains('$'))
            .unwrap_or_else(|| format!("__oxacc_rec{}", r.0));
        let name = if self.used_names.contains(&wanted) {
            format!("{wanted}__{}", r.0)
        } else {
            wanted
        };
        self.used_names.insert(name.clone());
        self.names.insert(r, name.clone());
        if !def.complete {
            // Only pointers to it can be used: a declaration is enough.
            self.defs.push_str(&format!("{kw} {name};\n"));
            return Ok(format!("{kw} {name}"));
        }
        if self.done.insert(r) {
            self.define(sema, r, kw, &name)?;
        }
        Ok(format!("{kw} {name}"))
    }

    fn define(
        &mut self,
        sema: &Sema,
        r: RecordId,
        kw: &str,
        name: &str,
    ) -> Result<(), Unsupported> {
        let def = sema.types.record(r).clone();
        let text = record_definition(
            sema,
            &def,
            kw,
            name,
            LayoutAsserts {
                static_assert: "static_assert",
                offsetof: "__oxacc_offsetof",
                // NVRTC's C++ rejects `T d[]` and `T d[0]` members: the kernel reaches a
                // flexible array member through its offset (`Writer::expr`).
                flexible_members: false,
            },
            &ident,
            &mut |t, n| self.decl(sema, t, n),
        )?;
        self.defs.push_str(&text);
        Ok(())
    }
}

/// How the layout asserts after a record definition are spelled in the language printed.
#[derive(Clone, Copy)]
pub struct LayoutAsserts {
    /// `static_assert` (C++) or `_Static_assert` (C).
    pub static_assert: &'static str,
    /// `__oxacc_offsetof` (CUDA, prelude.cuh) or `__builtin_offsetof` (C).
    pub offsetof: &'static str,
    /// Whether a flexible array member (the last, `T d[]`) is printed; left out, it adds
    /// nothing to the record's size or alignment either way (C11 6.7.2.1p18).
    pub flexible_members: bool,
}

/// The definition of record `def` (`kw` its keyword, `name` its tag) laid out as sema computed
/// it (gcc's x86-64 layout), followed by asserts (spelled by `spell`) on its size, its
/// alignment and the offset of each member that is not a bit-field: the CUDA writer's records
/// and the host's hoisted ones (`ctype::Hoisted`). `ident` spells a member's name,
/// `member(ty, name)` declares a member.
///
/// Every member lands at gcc's offset: one placed later than its type's alignment would put
/// it (an `aligned` attribute, `_Alignas`) gets explicit padding before it, one that gcc
/// aligned less than its type (`packed` on the member, `#pragma pack(N)`, a typedef's
/// `aligned` attribute lowering it) is printed `__attribute__((packed))` (alignment 1, which
/// NVRTC and g++ honour, on members and bit-fields) and placed by padding, and the record
/// gets gcc's alignment with `aligned(N)`. The asserts turn any remaining difference into a
/// build error rather than device code reading members at other offsets than the host wrote.
pub fn record_definition<E>(
    sema: &Sema,
    def: &oxacc_sema::RecordDef,
    kw: &str,
    name: &str,
    spell: LayoutAsserts,
    ident: &dyn Fn(&str) -> String,
    member: &mut dyn FnMut(TypeId, &str) -> Result<String, E>,
) -> Result<String, E> {
    let LayoutAsserts {
        static_assert: size_assert,
        offsetof,
        flexible_members,
    } = spell;
    let mut offsets = Vec::new();
    let body = record_body(sema, def, ident, member, 0, &mut offsets, flexible_members)?;
    let packed = if def.packed {
        " __attribute__((packed))"
    } else {
        ""
    };
    let what = format!("\"oxacc: layout of {kw} {name}\"");
    let mut out = format!(
        "{kw} __attribute__((aligned({}))){packed} {name} {{ {body}}};\n\
         {size_assert}(sizeof({kw} {name}) == {}, {what});\n",
        def.align.max(1),
        def.size
    );
    let _ = writeln!(
        out,
        "{size_assert}(__alignof__({kw} {name}) == {}, {what});",
        def.align.max(1)
    );
    for (m, off) in offsets {
        let _ = writeln!(
            out,
            "{size_assert}({offsetof}({kw} {name}, {m}) == {off}, {what});"
        );
    }
    Ok(out)
}

/// The members of `def` (see `record_definition`); `base` is the offset of `def` in the
/// record being defined (an anonymous struct/union member is printed inline), `offsets`
/// collects each named member that is not a bit-field with its offset there.
fn record_body<E>(
    sema: &Sema,
    def: &oxacc_sema::RecordDef,
    ident: &dyn Fn(&str) -> String,
    member: &mut dyn FnMut(TypeId, &str) -> Result<String, E>,
    base: u64,
    offsets: &mut Vec<(String, u64)>,
    flexible_members: bool,
) -> Result<String, E> {
    let is_struct = def.kind == RecordKind::Struct;
    let mut body = String::new();
    // The first bit after the members printed so far.
    let mut next_bit = 0u64;
    for f in def.fields.iter() {
        // A zero-length array member (GNU C, `char d[0]`, `int m[4][0]`) is left out as a
        // flexible one is: it has no size, and C++ cannot declare it.
        let flexible = match sema.types.kind(sema.types.unqual_id(f.ty)) {
            TypeKind::Array {
                len: ArrayLen::Incomplete,
                ..
            } => true,
            TypeKind::Array { .. } => f.bits.is_none() && sema.size_of(f.ty) == Some(0),
            _ => false,
        };
        if flexible && !flexible_members {
            continue;
        }
        let natural = sema.align_of(f.ty).unwrap_or(1).max(1);
        // gcc aligned the member less than its type (packed member, `#pragma pack`, a
        // typedef's lower alignment): packed here too, so that it adds no more alignment to
        // the record than on the host and lands where the padding puts it. A bit-field that
        // crosses a unit of its type (gcc leaves it there under `#pragma pack`) is packed
        // too, or the device compiler would move it to the next unit; an unnamed one adds
        // no alignment anyway. A packed record packs all of its members itself.
        let crosses = f.bits.is_some_and(|(bit, w)| {
            let unit = sema.size_of(f.ty).unwrap_or(1).max(1) * 8;
            w > 0 && bit / unit != (bit + u64::from(w) - 1) / unit
        });
        let pack = !def.packed && (crosses || f.name.is_some() && f.align < natural);
        // Members are printed in order; a member placed later than where the device
        // compiler would put it (an alignment attribute, a left-out zero-length member's
        // alignment) gets explicit padding before it: unnamed byte bit-fields, which
        // aggregate initialisation skips (C11 6.7.9p9, C++ [dcl.init.aggr]) as it skips
        // the gap itself. A padding array was a member: `{i, 2}` initialised it with 2.
        if f.bits.is_none() && is_struct {
            let align = if pack || def.packed { 1 } else { natural };
            let nat = next_bit.div_ceil(8).div_ceil(align) * align;
            for _ in nat..f.offset {
                body.push_str("unsigned char : 8; ");
            }
        }
        // A bit-field placed later than right after the previous member (an unnamed
        // bit-field before it, `unsigned : 0` or `int : 5`, which the record's members do
        // not list): unnamed `unsigned char` bit-fields fill the gap, none crossing a byte,
        // so they add no alignment and land exactly.
        if let Some((bit, _)) = f.bits.filter(|_| is_struct) {
            let mut at = next_bit;
            while at < bit {
                let room = 8 - at % 8;
                let k = room.min(bit - at);
                let _ = write!(body, "unsigned char : {k}; ");
                at += k;
            }
        }
        let fname = f.name.as_deref().map(ident).unwrap_or_default();
        if f.bits.is_none() && !fname.is_empty() {
            offsets.push((fname.clone(), base + f.offset));
        }
        let d = match sema.types.kind(f.ty) {
            // An anonymous struct/union member is printed inline so that its members
            // stay members of this record.
            TypeKind::Record(inner) if f.name.is_none() => {
                let idef = sema.types.record(*inner).clone();
                let ikw = match idef.kind {
                    RecordKind::Struct => "struct",
                    RecordKind::Union => "union",
                };
                let inner_body = record_body(
                    sema,
                    &idef,
                    ident,
                    member,
                    base + f.offset,
                    offsets,
                    flexible_members,
                )?;
                let ipacked = if idef.packed {
                    "__attribute__((packed)) "
                } else {
                    ""
                };
                // Its alignment too (`struct __attribute__((aligned(16))) { int a; };`
                // places `a` at 16), as for named records.
                format!(
                    "{ikw} __attribute__((aligned({}))) {ipacked}{{ {inner_body}}}",
                    idef.align.max(1)
                )
            }
            _ => member(f.ty, &fname)?,
        };
        body.push_str(&d);
        if let Some((_, w)) = f.bits {
            let _ = write!(body, " : {w}");
        }
        if pack {
            body.push_str(" __attribute__((packed))");
        }
        body.push_str("; ");
        next_bit = match f.bits {
            Some((bit, w)) => bit + u64::from(w),
            None => (f.offset + sema.size_of(f.ty).unwrap_or(0)) * 8,
        };
    }
    Ok(body)
}

fn join(base: &str, inner: &str) -> String {
    if inner.is_empty() {
        base.trim_end().to_string()
    } else if inner.starts_with('[') {
        format!("{}{inner}", base.trim_end())
    } else {
        format!("{} {inner}", base.trim_end())
    }
}
