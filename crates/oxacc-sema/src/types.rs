//! The C type system: interned types ([`TypeId`]), records and enums, and the queries every
//! later pass uses (size, alignment, element types, classification).
//!
//! Types are hash-consed in a [`TypeTable`]: structurally equal types share one `TypeId`, so
//! "same type" is an integer comparison. Qualifiers are part of the interned type (`const int`
//! and `int` are two ids; [`TypeTable::unqual`] maps one to the other). Typedefs are resolved:
//! no `TypeId` names a typedef. Records and enums are nominal: `Record(RecordId)` points into
//! the table's record list, which a later definition completes in place.

use oxacc_syntax::intern::FxHashMap;

use oxacc_syntax::ast::{Expr, RecordKind};
use oxacc_syntax::{Handle, Span};

/// An interned type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub(crate) u32);

impl TypeId {
    /// The type of an expression that already had an error (no further diagnostics about it).
    pub const ERROR: TypeId = TypeId(0);
    pub const VOID: TypeId = TypeId(1);
    pub const BOOL: TypeId = TypeId(2);
    pub const CHAR: TypeId = TypeId(3);
    pub const SCHAR: TypeId = TypeId(4);
    pub const UCHAR: TypeId = TypeId(5);
    pub const SHORT: TypeId = TypeId(6);
    pub const USHORT: TypeId = TypeId(7);
    pub const INT: TypeId = TypeId(8);
    pub const UINT: TypeId = TypeId(9);
    pub const LONG: TypeId = TypeId(10);
    pub const ULONG: TypeId = TypeId(11);
    pub const LLONG: TypeId = TypeId(12);
    pub const ULLONG: TypeId = TypeId(13);
    pub const INT128: TypeId = TypeId(14);
    pub const UINT128: TypeId = TypeId(15);
    pub const FLOAT16: TypeId = TypeId(16);
    pub const FLOAT: TypeId = TypeId(17);
    pub const DOUBLE: TypeId = TypeId(18);
    pub const LDOUBLE: TypeId = TypeId(19);
    pub const FLOAT128: TypeId = TypeId(20);
    /// `size_t` on LP64.
    pub const SIZE_T: TypeId = TypeId::ULONG;
    /// `ptrdiff_t` on LP64.
    pub const PTRDIFF_T: TypeId = TypeId::LONG;

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Type qualifiers (part of an interned type).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_atomic: bool,
}

impl Quals {
    pub const NONE: Quals = Quals {
        is_const: false,
        is_volatile: false,
        is_restrict: false,
        is_atomic: false,
    };
    pub const CONST: Quals = Quals {
        is_const: true,
        is_volatile: false,
        is_restrict: false,
        is_atomic: false,
    };

    pub fn is_empty(self) -> bool {
        self == Quals::NONE
    }

    pub fn union(self, o: Quals) -> Quals {
        Quals {
            is_const: self.is_const || o.is_const,
            is_volatile: self.is_volatile || o.is_volatile,
            is_restrict: self.is_restrict || o.is_restrict,
            is_atomic: self.is_atomic || o.is_atomic,
        }
    }

    /// Whether every qualifier of `self` is also in `o`.
    pub fn subset_of(self, o: Quals) -> bool {
        (!self.is_const || o.is_const)
            && (!self.is_volatile || o.is_volatile)
            && (!self.is_restrict || o.is_restrict)
            && (!self.is_atomic || o.is_atomic)
    }
}

impl From<oxacc_syntax::ast::TypeQuals> for Quals {
    fn from(q: oxacc_syntax::ast::TypeQuals) -> Quals {
        Quals {
            is_const: q.is_const,
            is_volatile: q.is_volatile,
            is_restrict: q.is_restrict,
            is_atomic: q.is_atomic,
        }
    }
}

/// The number of elements of an array type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayLen {
    Fixed(u64),
    /// `[]`: incomplete (completed by an initializer or a later declaration).
    Incomplete,
    /// A variable length array; the size expression is kept for the code generator.
    Vla(Handle<Expr>),
    /// `[*]` in a prototype.
    Star,
}

/// A function type. `prototyped == false` is an old-style `int f()` (no parameter info).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FnType {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    pub prototyped: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Error,
    Void,
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
    Float16,
    Float,
    Double,
    LongDouble,
    Float128,
    /// `_Complex T` (T floating, or integer as a GNU extension).
    Complex(TypeId),
    Pointer(TypeId),
    Array {
        elem: TypeId,
        len: ArrayLen,
    },
    Function(FnType),
    Record(RecordId),
    Enum(EnumId),
    /// GNU `__attribute__((vector_size(bytes)))`.
    Vector {
        elem: TypeId,
        bytes: u64,
    },
}

/// An interned type: its kind plus top-level qualifiers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    pub kind: TypeKind,
    pub quals: Quals,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumId(pub u32);

/// A struct or union member after layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// `None` for an anonymous struct/union member or an unnamed bit-field.
    pub name: Option<String>,
    pub ty: TypeId,
    /// Byte offset from the start of the record (for a bit-field: of the byte holding its
    /// first bit).
    pub offset: u64,
    /// For bit-fields: (bit offset from the start of the record, width).
    pub bits: Option<(u64, u32)>,
    pub span: Span,
    /// The typedef named in the member's declaration (`size_t len;`), for messages.
    pub sugar: Option<crate::scope::SymbolId>,
    /// The alignment gcc gave the member in this record: its type's, raised by `aligned`
    /// attributes / `_Alignas`, lowered by `packed`, `#pragma pack(N)` or a typedef's
    /// `aligned` attribute. The CUDA writer packs a member whose type alone would align it more.
    pub align: u64,
}

/// A struct or union type. Incomplete until its definition was analysed.
#[derive(Clone, Debug)]
pub struct RecordDef {
    pub kind: RecordKind,
    pub tag: Option<String>,
    /// Shared, so that initializer checking can hold on to them cheaply.
    pub fields: std::sync::Arc<[Field]>,
    pub complete: bool,
    pub size: u64,
    pub align: u64,
    pub packed: bool,
    /// `__attribute__((transparent_union))`: arguments of any member type are accepted.
    pub transparent: bool,
    /// The first typedef naming an anonymous record: the C printer needs a name for it.
    pub typedef_name: Option<String>,
    pub span: Span,
    /// Where its definition (the member list) starts, once analysed: before that point of
    /// the text the type is incomplete, although `complete` already says so for the whole
    /// file (clause expressions are typed after the whole translation unit).
    pub defined_at: Option<Span>,
    /// Has a flexible array member (or contains a record that has one).
    pub has_flexible: bool,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub tag: Option<String>,
    pub complete: bool,
    /// The compatible integer type (`unsigned int` when no value is negative, like gcc).
    pub underlying: TypeId,
    pub typedef_name: Option<String>,
    pub span: Span,
}

/// Marks a memo slot of [`TypeTable`] not computed yet (no table has 2^32 - 1 types).
const NONE_YET: TypeId = TypeId(u32::MAX);

/// All types of one translation unit.
#[derive(Clone, Debug)]
pub struct TypeTable {
    types: Vec<Type>,
    map: FxHashMap<Type, TypeId>,
    /// Memoised `unqual` and `pointer` results by type index (`NONE_YET` until computed):
    /// the same types are stripped and pointed to over and over.
    unqual_of: Vec<TypeId>,
    pointer_to: Vec<TypeId>,
    pub(crate) records: Vec<RecordDef>,
    pub(crate) enums: Vec<EnumDef>,
    /// `struct __va_list_tag`, the element of `__builtin_va_list`.
    pub(crate) va_list: TypeId,
}

impl Default for TypeTable {
    fn default() -> Self {
        TypeTable::new()
    }
}

impl TypeTable {
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            types: Vec::new(),
            map: FxHashMap::default(),
            unqual_of: Vec::new(),
            pointer_to: Vec::new(),
            records: Vec::new(),
            enums: Vec::new(),
            va_list: TypeId::ERROR,
        };
        // The order matches the `TypeId` constants.
        for kind in [
            TypeKind::Error,
            TypeKind::Void,
            TypeKind::Bool,
            TypeKind::Char,
            TypeKind::SChar,
            TypeKind::UChar,
            TypeKind::Short,
            TypeKind::UShort,
            TypeKind::Int,
            TypeKind::UInt,
            TypeKind::Long,
            TypeKind::ULong,
            TypeKind::LongLong,
            TypeKind::ULongLong,
            TypeKind::Int128,
            TypeKind::UInt128,
            TypeKind::Float16,
            TypeKind::Float,
            TypeKind::Double,
            TypeKind::LongDouble,
            TypeKind::Float128,
        ] {
            t.intern(kind, Quals::NONE);
        }
        // __builtin_va_list is `struct __va_list_tag[1]` on x86-64.
        let rec = t.new_record(
            RecordKind::Struct,
            Some("__va_list_tag".into()),
            Span::default(),
        );
        let void_ptr = t.pointer(TypeId::VOID);
        let fields = vec![
            ("gp_offset", TypeId::UINT),
            ("fp_offset", TypeId::UINT),
            ("overflow_arg_area", void_ptr),
            ("reg_save_area", void_ptr),
        ];
        let mut off: u64 = 0;
        let r = &mut t.records[rec.0 as usize];
        let mut list = Vec::new();
        for (name, ty) in fields {
            let sz = if ty == TypeId::UINT { 4 } else { 8 };
            off = off.div_ceil(sz) * sz;
            list.push(Field {
                name: Some(name.into()),
                ty,
                offset: off,
                bits: None,
                span: Span::default(),
                sugar: None,
                align: sz,
            });
            off += sz;
        }
        r.fields = list.into();
        r.size = 24;
        r.align = 8;
        r.complete = true;
        let tag = t.intern(TypeKind::Record(rec), Quals::NONE);
        t.va_list = t.array(tag, ArrayLen::Fixed(1));
        t
    }

    /// The id of `kind` with `quals`, adding it if new.
    pub fn intern(&mut self, kind: TypeKind, quals: Quals) -> TypeId {
        let ty = Type { kind, quals };
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.unqual_of
            .push(if ty.quals.is_empty() { id } else { NONE_YET });
        self.pointer_to.push(NONE_YET);
        self.types.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    pub fn get(&self, id: TypeId) -> &Type {
        self.types.get(id.index()).unwrap_or(&self.types[0])
    }

    pub fn kind(&self, id: TypeId) -> &TypeKind {
        &self.get(id).kind
    }

    pub fn quals(&self, id: TypeId) -> Quals {
        self.get(id).quals
    }

    pub fn record(&self, id: RecordId) -> &RecordDef {
        &self.records[id.0 as usize]
    }

    pub fn enum_def(&self, id: EnumId) -> &EnumDef {
        &self.enums[id.0 as usize]
    }

    /// `__builtin_va_list`.
    pub fn va_list(&self) -> TypeId {
        self.va_list
    }

    pub(crate) fn new_record(
        &mut self,
        kind: RecordKind,
        tag: Option<String>,
        span: Span,
    ) -> RecordId {
        let id = RecordId(self.records.len() as u32);
        self.records.push(RecordDef {
            kind,
            tag,
            fields: Vec::new().into(),
            complete: false,
            size: 0,
            align: 1,
            packed: false,
            transparent: false,
            typedef_name: None,
            span,
            defined_at: None,
            has_flexible: false,
        });
        id
    }

    pub(crate) fn new_enum(&mut self, tag: Option<String>, span: Span) -> EnumId {
        let id = EnumId(self.enums.len() as u32);
        self.enums.push(EnumDef {
            tag,
            complete: false,
            underlying: TypeId::UINT,
            typedef_name: None,
            span,
        });
        id
    }

    // ---- constructors ------------------------------------------------------------------

    pub fn pointer(&mut self, to: TypeId) -> TypeId {
        if let Some(&p) = self.pointer_to.get(to.index()) {
            if p != NONE_YET {
                return p;
            }
        }
        let p = self.intern(TypeKind::Pointer(to), Quals::NONE);
        if let Some(slot) = self.pointer_to.get_mut(to.index()) {
            *slot = p;
        }
        p
    }

    pub fn array(&mut self, elem: TypeId, len: ArrayLen) -> TypeId {
        self.intern(TypeKind::Array { elem, len }, Quals::NONE)
    }

    pub fn function(&mut self, f: FnType) -> TypeId {
        self.intern(TypeKind::Function(f), Quals::NONE)
    }

    pub fn complex(&mut self, of: TypeId) -> TypeId {
        self.intern(TypeKind::Complex(of), Quals::NONE)
    }

    /// `ty` with `quals` added. Qualifiers of an array type apply to its elements (C11 6.7.3p9).
    pub fn qualified(&mut self, ty: TypeId, quals: Quals) -> TypeId {
        if quals.is_empty() || ty == TypeId::ERROR {
            return ty;
        }
        let t = self.get(ty).clone();
        if let TypeKind::Array { elem, len } = t.kind {
            let e = self.qualified(elem, quals);
            return self.intern(TypeKind::Array { elem: e, len }, t.quals);
        }
        self.intern(t.kind, t.quals.union(quals))
    }

    /// `ty` without top-level qualifiers.
    pub fn unqual(&mut self, ty: TypeId) -> TypeId {
        let t = self.get(ty);
        if t.quals.is_empty() {
            return ty;
        }
        if let Some(&u) = self.unqual_of.get(ty.index()) {
            if u != NONE_YET {
                return u;
            }
        }
        let kind = t.kind.clone();
        let u = self.intern(kind, Quals::NONE);
        if let Some(slot) = self.unqual_of.get_mut(ty.index()) {
            *slot = u;
        }
        u
    }

    /// `ty` without top-level qualifiers, if that type exists already (no `&mut` needed).
    pub fn unqual_id(&self, ty: TypeId) -> TypeId {
        let t = self.get(ty);
        if t.quals.is_empty() {
            return ty;
        }
        let key = Type {
            kind: t.kind.clone(),
            quals: Quals::NONE,
        };
        self.map.get(&key).copied().unwrap_or(ty)
    }

    /// [`TypeTable::decay`] without adding types (the input when the result is not interned).
    pub fn decay_id(&self, ty: TypeId) -> TypeId {
        let key = match self.kind(ty) {
            TypeKind::Array { elem, .. } => TypeKind::Pointer(*elem),
            TypeKind::Function(_) => TypeKind::Pointer(ty),
            _ => return self.unqual_id(ty),
        };
        let key = Type {
            kind: key,
            quals: Quals::NONE,
        };
        self.map.get(&key).copied().unwrap_or(ty)
    }

    /// `ty` with exactly `quals` at the top level.
    pub fn with_quals(&mut self, ty: TypeId, quals: Quals) -> TypeId {
        let kind = self.get(ty).kind.clone();
        self.intern(kind, quals)
    }

    /// Array-to-pointer and function-to-pointer conversion, and dropping qualifiers (the
    /// lvalue conversion of C11 6.3.2.1).
    pub fn decay(&mut self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            &TypeKind::Array { elem, .. } => self.pointer(elem),
            TypeKind::Function(_) => self.pointer(ty),
            _ => self.unqual(ty),
        }
    }

    // ---- classification ----------------------------------------------------------------

    /// The type with enums replaced by their underlying integer type.
    pub fn strip_enum(&self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            TypeKind::Enum(e) => self.enum_def(*e).underlying,
            _ => ty,
        }
    }

    pub fn is_error(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Error)
    }

    pub fn is_void(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Void)
    }

    pub fn is_integer(&self, ty: TypeId) -> bool {
        use TypeKind::*;
        matches!(
            self.kind(ty),
            Bool | Char
                | SChar
                | UChar
                | Short
                | UShort
                | Int
                | UInt
                | Long
                | ULong
                | LongLong
                | ULongLong
                | Int128
                | UInt128
                | Enum(_)
        )
    }

    pub fn is_floating(&self, ty: TypeId) -> bool {
        use TypeKind::*;
        matches!(
            self.kind(ty),
            Float16 | Float | Double | LongDouble | Float128 | Complex(_)
        )
    }

    pub fn is_real_floating(&self, ty: TypeId) -> bool {
        use TypeKind::*;
        matches!(
            self.kind(ty),
            Float16 | Float | Double | LongDouble | Float128
        )
    }

    pub fn is_complex(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Complex(_))
    }

    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        self.is_integer(ty) || self.is_floating(ty)
    }

    pub fn is_pointer(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Pointer(_))
    }

    pub fn is_scalar(&self, ty: TypeId) -> bool {
        self.is_arithmetic(ty) || self.is_pointer(ty)
    }

    pub fn is_array(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Array { .. })
    }

    pub fn is_function(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Function(_))
    }

    pub fn is_record(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Record(_))
    }

    pub fn is_vector(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Vector { .. })
    }

    pub fn is_aggregate(&self, ty: TypeId) -> bool {
        self.is_array(ty) || self.is_record(ty)
    }

    pub fn is_signed(&self, ty: TypeId) -> bool {
        use TypeKind::*;
        match self.kind(ty) {
            Char | SChar | Short | Int | Long | LongLong | Int128 => true,
            Enum(e) => self.is_signed(self.enum_def(*e).underlying),
            _ => self.is_floating(ty),
        }
    }

    /// Whether objects of this type have a known size at byte offset `at` of the text: like
    /// [`Self::is_complete`], and a struct or union must be defined before `at`.
    pub fn is_complete_at(&self, ty: TypeId, at: u32) -> bool {
        match self.kind(ty) {
            TypeKind::Record(r) => {
                let r = self.record(*r);
                r.complete && !matches!(r.defined_at, Some(d) if d.start >= at)
            }
            TypeKind::Array { elem, len } => {
                !matches!(len, ArrayLen::Incomplete) && self.is_complete_at(*elem, at)
            }
            _ => self.is_complete(ty),
        }
    }

    /// Whether objects of this type have a known size (`void`, `struct s;`, `int[]` do not).
    pub fn is_complete(&self, ty: TypeId) -> bool {
        match self.kind(ty) {
            TypeKind::Void => false,
            TypeKind::Record(r) => self.record(*r).complete,
            TypeKind::Enum(e) => self.enum_def(*e).complete,
            TypeKind::Array { elem, len } => {
                !matches!(len, ArrayLen::Incomplete) && self.is_complete(*elem)
            }
            TypeKind::Function(_) => false,
            _ => true,
        }
    }

    pub fn is_vla(&self, ty: TypeId) -> bool {
        match self.kind(ty) {
            TypeKind::Array { elem, len } => {
                matches!(len, ArrayLen::Vla(_) | ArrayLen::Star) || self.is_vla(*elem)
            }
            _ => false,
        }
    }

    /// Integer conversion rank (C11 6.3.1.1); 0 for non-integers.
    pub fn rank(&self, ty: TypeId) -> u8 {
        use TypeKind::*;
        match self.kind(self.strip_enum(ty)) {
            Bool => 1,
            Char | SChar | UChar => 2,
            Short | UShort => 3,
            Int | UInt => 4,
            Long | ULong => 5,
            LongLong | ULongLong => 6,
            Int128 | UInt128 => 7,
            _ => 0,
        }
    }

    // ---- element access ----------------------------------------------------------------

    pub fn pointee(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::Pointer(t) => Some(*t),
            _ => None,
        }
    }

    pub fn array_elem(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::Array { elem, .. } => Some(*elem),
            TypeKind::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// The number of elements of a fixed-size array.
    pub fn array_len(&self, ty: TypeId) -> Option<u64> {
        match self.kind(ty) {
            TypeKind::Array {
                len: ArrayLen::Fixed(n),
                ..
            } => Some(*n),
            _ => None,
        }
    }

    pub fn fn_type(&self, ty: TypeId) -> Option<&FnType> {
        match self.kind(ty) {
            TypeKind::Function(f) => Some(f),
            _ => None,
        }
    }

    /// The element type of a complex type (the type itself for real types).
    pub fn complex_elem(&self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            TypeKind::Complex(t) => *t,
            _ => ty,
        }
    }

    pub fn record_of(&self, ty: TypeId) -> Option<RecordId> {
        match self.kind(ty) {
            TypeKind::Record(r) => Some(*r),
            _ => None,
        }
    }

    /// The members of a struct/union type after layout (empty for other types).
    pub fn record_fields(&self, ty: TypeId) -> &[Field] {
        match self.kind(ty) {
            TypeKind::Record(r) => &self.record(*r).fields,
            _ => &[],
        }
    }

    // ---- size and alignment (x86-64 SysV) -----------------------------------------------

    /// `sizeof`, or `None` for incomplete types, functions and VLAs. Like gcc, `void` has
    /// size 1 only in pointer arithmetic (see [`TypeTable::pointee_size`]), not here.
    pub fn size_of(&self, ty: TypeId) -> Option<u64> {
        use TypeKind::*;
        Some(match self.kind(ty) {
            Error | Void | Function(_) => return None,
            Bool | Char | SChar | UChar => 1,
            Short | UShort | Float16 => 2,
            Int | UInt | Float => 4,
            Long | ULong | LongLong | ULongLong | Double => 8,
            Int128 | UInt128 | LongDouble | Float128 => 16,
            Complex(t) => 2 * self.size_of(*t)?,
            Pointer(_) => 8,
            Array { elem, len } => match len {
                ArrayLen::Fixed(n) => self.size_of(*elem)?.checked_mul(*n)?,
                _ => return None,
            },
            Record(r) => {
                let r = self.record(*r);
                if !r.complete {
                    return None;
                }
                r.size
            }
            Enum(e) => {
                let e = self.enum_def(*e);
                return self.size_of(e.underlying);
            }
            Vector { bytes, .. } => *bytes,
        })
    }

    /// `_Alignof` (`None` where `size_of` is, except for arrays of unknown size).
    pub fn align_of(&self, ty: TypeId) -> Option<u64> {
        use TypeKind::*;
        Some(match self.kind(ty) {
            Error | Void | Function(_) => return None,
            Complex(t) => self.align_of(*t)?,
            Array { elem, .. } => self.align_of(*elem)?,
            Record(r) => {
                let r = self.record(*r);
                if !r.complete {
                    return None;
                }
                r.align
            }
            Enum(e) => self.align_of(self.enum_def(*e).underlying)?,
            Vector { bytes, .. } => (*bytes).clamp(1, 64),
            _ => self.size_of(ty)?,
        })
    }

    /// The step of pointer arithmetic on a pointer to `ty` (gcc: 1 for `void` and functions).
    pub fn pointee_size(&self, ty: TypeId) -> Option<u64> {
        match self.kind(ty) {
            TypeKind::Void | TypeKind::Function(_) => Some(1),
            _ => self.size_of(ty),
        }
    }

    /// Width in bits of an integer type.
    pub fn int_bits(&self, ty: TypeId) -> u32 {
        if matches!(self.kind(ty), TypeKind::Bool) {
            return 1;
        }
        self.size_of(ty).map_or(32, |s| (s * 8) as u32)
    }

    /// Truncates `v` to the range of integer type `ty` (two's complement wrap, like gcc).
    pub fn wrap_int(&self, ty: TypeId, v: i128) -> i128 {
        if matches!(self.kind(self.strip_enum(ty)), TypeKind::Bool) {
            return (v != 0) as i128;
        }
        if !self.is_integer(ty) && !self.is_pointer(ty) {
            return v;
        }
        let bits = if self.is_pointer(ty) {
            64
        } else {
            self.int_bits(ty)
        };
        if bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let u = v & mask;
        if self.is_signed(ty) && (u >> (bits - 1)) & 1 == 1 {
            u - (1i128 << bits)
        } else {
            u
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_makes_equal_types_equal() {
        let mut t = TypeTable::new();
        let a = t.pointer(TypeId::INT);
        let b = t.pointer(TypeId::INT);
        assert_eq!(a, b);
        let c = t.qualified(TypeId::INT, Quals::CONST);
        assert_ne!(c, TypeId::INT);
        assert_eq!(t.unqual(c), TypeId::INT);
        assert_eq!(t.size_of(t.va_list()), Some(24));
    }

    #[test]
    fn wrap_int_truncates() {
        let t = TypeTable::new();
        assert_eq!(t.wrap_int(TypeId::UCHAR, 257), 1);
        assert_eq!(t.wrap_int(TypeId::SCHAR, 255), -1);
        assert_eq!(t.wrap_int(TypeId::UINT, -1), 0xffff_ffff);
        assert_eq!(t.wrap_int(TypeId::BOOL, 7), 1);
    }
}
