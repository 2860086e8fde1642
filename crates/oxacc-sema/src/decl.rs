//! Declarations → types and symbols: declaration specifiers, declarators, struct/union/enum
//! specifiers, attributes that change types (`aligned`, `packed`, `mode`, `vector_size`),
//! typedefs, and the redeclaration rules (linkage, composite types).

use oxacc_syntax::ast::{
    ArraySize, Attribute, Decl, DeclSpecs, Declarator, DerivedDeclarator, EnumSpec, ExprKind,
    FunctionDef, Ident, Member, ParamList, RecordSpec, StorageClass, TypeName, TypeSpecKind,
};
use oxacc_syntax::{Diagnostic, Handle, Span};

use crate::check::{Checker, FnCtx};
use crate::compat;
use crate::diagnostics as diag;
use crate::layout::{layout_record, MemberIn};
use crate::scope::{Linkage, ScopeId, ScopeKind, SymbolId, SymbolInfo, SymbolKind, Tag};
use crate::types::{ArrayLen, FnType, Quals, TypeId, TypeKind};
use crate::FunctionInfo;

/// What the declaration specifiers say.
pub(crate) struct SpecInfo {
    pub ty: TypeId,
    pub storage: Option<StorageClass>,
    pub thread_local: bool,
    /// `__auto_type`: the type comes from the initializer.
    pub auto_type: bool,
    /// `_Alignas` / `aligned` among the specifiers.
    pub align: Option<u64>,
    pub gnu_inline: bool,
    /// The typedef the specifiers named, if any.
    pub typedef_sym: Option<SymbolId>,
}

impl SpecInfo {
    /// The alignment a declarator of type `ty` gets from the typedef the specifiers named
    /// when that typedef has its own (`aligned_int v;`, `aligned_int v[2];`; not
    /// `aligned_int *p`, whose pointer keeps its alignment).
    pub(crate) fn typedef_align(&self, sema: &crate::Sema, ty: TypeId) -> Option<u64> {
        sema.typedef_align_for(self.typedef_sym, ty)
    }
}

/// The result of applying a declarator to a base type.
pub(crate) struct DeclaratorOut {
    pub ty: TypeId,
    /// For a function declarator: the scope of the parameters of the one closest to the name.
    pub fn_scope: Option<ScopeId>,
    pub params: Vec<SymbolId>,
    /// Where each parameter (of that declarator) is declared.
    pub param_spans: Vec<Span>,
    /// The typedef each parameter's type was written with.
    pub param_sugar: Vec<Option<SymbolId>>,
    /// The K&R identifier list of that declarator, if it is one.
    pub knr: Option<Vec<Ident>>,
    /// The qualifiers written in the brackets of the outermost array derivation
    /// (`double a[restrict n][m]`): they qualify the pointer a parameter's array type is
    /// adjusted to (C11 6.7.6.3p7), so [`Checker::adjust_param`] needs them; an array type
    /// itself has nowhere to keep them (its qualifiers are its elements', 6.7.3p9).
    pub array_quals: Quals,
}

/// A declaration to enter into the current scope.
pub(crate) struct NewDecl {
    pub name: Ident,
    pub ty: TypeId,
    pub kind: SymbolKind,
    pub storage: Option<StorageClass>,
    pub thread_local: bool,
    pub defined: bool,
    /// An `extern inline`/`gnu_inline` definition may be followed by a real one.
    pub gnu_inline: bool,
    /// The typedef named by the specifiers (for messages).
    pub sugar: Option<SymbolId>,
}

fn kind_word(k: oxacc_syntax::ast::RecordKind) -> &'static str {
    match k {
        oxacc_syntax::ast::RecordKind::Struct => "struct",
        oxacc_syntax::ast::RecordKind::Union => "union",
    }
}

/// What `redeclare` needs of the earlier declaration.
struct PrevSym {
    defined: bool,
    implicit: bool,
    kind: SymbolKind,
    linkage: Linkage,
    scope: ScopeId,
    span: Span,
    ty: TypeId,
}

pub(crate) fn attr_name<'a>(a: &Attribute, ast: &'a oxacc_syntax::Ast) -> &'a str {
    let n = ast.name(a.name);
    n.trim_start_matches("__").trim_end_matches("__")
}

impl Checker<'_> {
    // ---- declarations ----------------------------------------------------------------------

    /// declaration: specifiers init-declarator-list? ;
    pub fn declaration(&mut self, d: Handle<Decl>) {
        let Some(decl) = self.ast.decls.get(d) else {
            return;
        };
        let only_tag = decl.declarators.is_empty();
        let spec = self.decl_specs(&decl.specs, only_tag);
        for (i, id) in decl.declarators.iter().enumerate() {
            let out = self.declarator(spec.ty, &id.declarator, false);
            let mut ty = self.apply_decl_attrs(out.ty, &id.declarator.attrs);
            let Some(name) = id.declarator.name else {
                continue;
            };
            if spec.storage == Some(StorageClass::Typedef) {
                self.name_anonymous_tag(ty, name);
                let align = self.typedef_alignment(&spec, ty, &id.declarator.attrs);
                let s = self.declare(NewDecl {
                    name,
                    ty,
                    kind: SymbolKind::Typedef,
                    storage: spec.storage,
                    thread_local: false,
                    defined: true,
                    gnu_inline: false,
                    sugar: spec.typedef_sym,
                });
                if let Some(a) = align {
                    self.sema.typedef_align.insert(s, a);
                }
                self.sema.decl_symbols.insert((d, i), s);
                continue;
            }
            let is_fn = self.sema.types.is_function(ty);
            if spec.auto_type {
                // The type of `__auto_type x = e;` is the (decayed) type of `e`.
                if let Some(init) = id.init.and_then(|h| self.ast.inits.get(h)) {
                    if let oxacc_syntax::ast::InitializerKind::Expr(e) = init.kind {
                        let t = self.expr(e);
                        ty = self.sema.types.decay(t);
                    }
                }
            }
            let kind = if is_fn {
                SymbolKind::Function
            } else {
                SymbolKind::Variable
            };
            if !is_fn {
                self.check_object_type(ty, name, spec.storage, id.init.is_some());
            }
            if !is_fn {
                self.check_static_vla(ty, name, spec.storage);
                self.note_vm_scope(ty, name, spec.storage);
            }
            let s = self.declare(NewDecl {
                name,
                ty,
                kind,
                storage: spec.storage,
                thread_local: spec.thread_local,
                defined: id.init.is_some(),
                gnu_inline: spec.gnu_inline,
                sugar: spec.typedef_sym,
            });
            self.sema.decl_symbols.insert((d, i), s);
            if !is_fn {
                if let Some(a) = self.typedef_alignment(&spec, ty, &id.declarator.attrs) {
                    self.sema.object_align.insert(s, a);
                }
            }
            if is_fn && !out.param_spans.is_empty() {
                self.sema
                    .param_spans
                    .insert(s, out.param_spans.as_slice().into());
                self.param_sugar
                    .insert(s, out.param_sugar.as_slice().into());
            }
            if let Some(init) = id.init {
                // Only a cleanly analysed initializer is checked for constness (no cascades).
                let diags_before = self.diags.len();
                if !spec.auto_type {
                    let target = self.sym(s).ty;
                    self.init_sugar = self.sym(s).sugar.map(|sg| (target, sg));
                    // Nested declarations (statement expressions) keep the outer path.
                    let root = vec![crate::check::PathSeg::Root(name)];
                    let saved_path = std::mem::replace(&mut self.init_path, root);
                    let saved_braced = std::mem::replace(&mut self.init_braced, 0);
                    let completed = self.initializer(target, init);
                    self.init_path = saved_path;
                    self.init_braced = saved_braced;
                    self.init_sugar = None;
                    if completed != target {
                        self.sema.symbols[s.index()].ty = completed;
                    }
                }
                // Objects with static storage need constant initializers.
                let clean = self.diags.len() == diags_before;
                if clean && self.sym(s).is_global && self.sym(s).kind == SymbolKind::Variable {
                    self.check_constant_init(init);
                }
            }
        }
    }

    /// Records a block-scope object of variably modified type (an array, or pointer to an
    /// array, whose length reads an object) with the end of its scope, for the `goto` check.
    fn note_vm_scope(&mut self, ty: TypeId, name: Ident, storage: Option<StorageClass>) {
        if self.scope == ScopeId::FILE
            || matches!(storage, Some(StorageClass::Static | StorageClass::Extern))
        {
            return;
        }
        let mut t = ty;
        let mut vm = false;
        for _ in 0..64 {
            match *self.sema.types.kind(t) {
                TypeKind::Array { elem, len } => {
                    if let ArrayLen::Vla(e) = len {
                        if self.mentions_object(e, 0) {
                            vm = true;
                            break;
                        }
                    }
                    t = elem;
                }
                TypeKind::Pointer(to) => t = to,
                _ => break,
            }
        }
        if !vm {
            return;
        }
        if let Some(f) = &mut self.func {
            if let Some(end) = f.block_ends.last().copied() {
                f.vm_scopes.push((name, end));
            }
        }
    }

    /// Objects with static storage cannot be variable length arrays. Only a size that reads
    /// an object is reported (a size we merely failed to fold is gcc's to judge).
    fn check_static_vla(&mut self, ty: TypeId, name: Ident, storage: Option<StorageClass>) {
        let at_file = self.scope == ScopeId::FILE;
        if !at_file && storage != Some(StorageClass::Static) {
            return;
        }
        let mut t = ty;
        for _ in 0..64 {
            match *self.sema.types.kind(t) {
                TypeKind::Array { elem, len } => {
                    if let ArrayLen::Vla(e) = len {
                        if self.mentions_object(e, 0) {
                            let n = self.name(name);
                            self.error(if at_file {
                                diag::variably_modified_at_file_scope(name.span, n)
                            } else {
                                diag::storage_size_not_constant(name.span, n)
                            });
                            return;
                        }
                    }
                    t = elem;
                }
                _ => return,
            }
        }
    }

    /// Errors for objects whose type cannot have storage.
    fn check_object_type(
        &mut self,
        ty: TypeId,
        name: Ident,
        storage: Option<StorageClass>,
        has_init: bool,
    ) {
        let t = &self.sema.types;
        if t.is_void(ty) {
            // gcc accepts `void v;` at file scope (never defined).
            let file_ok = self.scope == ScopeId::FILE && !has_init;
            if storage != Some(StorageClass::Extern) && !file_ok {
                self.error(diag::declared_void(name.span, self.name(name)));
            }
            return;
        }
        let at_file = self.scope == ScopeId::FILE;
        if at_file || storage == Some(StorageClass::Extern) {
            return;
        }
        if t.is_complete(ty) || t.is_vla(ty) {
            return;
        }
        // `int a[] = {...}` is completed by its initializer.
        if has_init && t.is_array(ty) {
            return;
        }
        if matches!(
            self.sema.types.kind(ty),
            TypeKind::Array {
                len: ArrayLen::Incomplete,
                ..
            }
        ) {
            self.error(diag::array_size_missing(name.span, self.name(name)));
        } else {
            self.error(diag::storage_size_unknown(name.span, self.name(name)));
        }
    }

    /// The alignment of a typedef declared as `ty`, when it differs from its type's: its own
    /// `aligned` attribute (gcc: on a typedef it may raise or lower the alignment, and the
    /// size stays the type's: `typedef struct { int x; } T __attribute__((aligned(32)));` has
    /// size 4, alignment 32), else that of the typedef it is declared with (`typedef
    /// aligned_int A;`, `typedef aligned_blk B[2];`). Kept per typedef (`Sema::typedef_align`),
    /// not on the type: `T`'s record itself, named elsewhere, keeps its alignment.
    fn typedef_alignment(
        &mut self,
        spec: &SpecInfo,
        ty: TypeId,
        attrs: &[Attribute],
    ) -> Option<u64> {
        let mut align = spec.align;
        for a in attrs {
            if attr_name(a, self.ast) == "aligned" {
                let v = self.attr_int_arg(a).unwrap_or(16);
                align = Some(align.map_or(v, |x: u64| x.max(v)));
            }
        }
        align.or_else(|| spec.typedef_align(self.sema, ty))
    }

    /// Gives an anonymous struct/union/enum the name of the first typedef naming it.
    fn name_anonymous_tag(&mut self, ty: TypeId, name: Ident) {
        let n = self.name(name).to_string();
        match *self.sema.types.kind(ty) {
            TypeKind::Record(r) => {
                let rec = &mut self.sema.types.records[r.0 as usize];
                if rec.tag.is_none() && rec.typedef_name.is_none() {
                    rec.typedef_name = Some(n);
                }
            }
            TypeKind::Enum(e) => {
                let en = &mut self.sema.types.enums[e.0 as usize];
                if en.tag.is_none() && en.typedef_name.is_none() {
                    en.typedef_name = Some(n);
                }
            }
            _ => {}
        }
    }

    /// Enters a declaration into the current scope, applying C's redeclaration rules.
    pub fn declare(&mut self, nd: NewDecl) -> SymbolId {
        let key = self.key_or_intern(nd.name);
        let scope = self.scope;
        let at_file = scope == ScopeId::FILE;
        let name = self.name(nd.name);
        let wants_linkage = match nd.kind {
            SymbolKind::Function => true,
            SymbolKind::Variable => at_file || nd.storage == Some(StorageClass::Extern),
            _ => false,
        };
        let visible = self.sema.scopes.lookup(scope, key);
        let linkage = if !wants_linkage {
            Linkage::None
        } else if nd.storage == Some(StorageClass::Static)
            && (at_file || nd.kind == SymbolKind::Function)
        {
            Linkage::Internal
        } else {
            match visible.map(|s| self.sym(s).linkage) {
                Some(Linkage::Internal) => Linkage::Internal,
                _ => Linkage::External,
            }
        };
        if let Some(prev) = self.sema.scopes.lookup_local(scope, key) {
            return self.redeclare(prev, nd, linkage, name);
        }
        // A block-scope `extern` or function declaration names the outer entity.
        if linkage != Linkage::None {
            if let Some(prev) = visible {
                if self.sym(prev).linkage != Linkage::None
                    && self.same_kind(self.sym(prev).kind, nd.kind)
                {
                    let id = self.redeclare(prev, nd, linkage, name);
                    self.bind(scope, key, id);
                    return id;
                }
            }
        }
        let is_global = at_file
            || matches!(
                nd.storage,
                Some(StorageClass::Static) | Some(StorageClass::Extern)
            )
            || nd.kind == SymbolKind::Function;
        let id = self.add_symbol(SymbolInfo {
            name: name.to_string(),
            kind: nd.kind,
            ty: nd.ty,
            storage: nd.storage,
            linkage,
            is_global: is_global && matches!(nd.kind, SymbolKind::Variable | SymbolKind::Function),
            is_thread_local: nd.thread_local,
            span: nd.name.span,
            scope,
            defined: nd.defined,
            implicit: false,
            sugar: nd.sugar,
        });
        self.bind(scope, key, id);
        if nd.gnu_inline && nd.defined {
            self.gnu_inline_defs.insert(id);
        }
        id
    }

    fn same_kind(&self, a: SymbolKind, b: SymbolKind) -> bool {
        use SymbolKind::*;
        matches!(
            (a, b),
            (Variable, Variable)
                | (Function, Function)
                | (Typedef, Typedef)
                | (Parameter, Parameter)
        )
    }

    fn redeclare(&mut self, prev: SymbolId, nd: NewDecl, linkage: Linkage, name: &str) -> SymbolId {
        // (The fields used below, without cloning the name.)
        let p = {
            let s = self.sym(prev);
            PrevSym {
                defined: s.defined,
                implicit: s.implicit,
                kind: s.kind,
                linkage: s.linkage,
                scope: s.scope,
                span: s.span,
                ty: s.ty,
            }
        };
        let span = nd.name.span;
        if p.implicit && nd.kind == SymbolKind::Function {
            // A declaration after an implicit `int f()`: gcc only complains if they conflict.
            let t = &self.sema.types;
            if !compat::compatible(t, p.ty, nd.ty) {
                let old = self.display(p.ty);
                let new = self.display(nd.ty);
                self.error(diag::conflicting_types(span, name, &new, p.span, &old));
            }
            let s = &mut self.sema.symbols[prev.index()];
            s.ty = nd.ty;
            s.implicit = false;
            s.span = span;
            s.defined |= nd.defined;
            return prev;
        }
        if let (SymbolKind::Enumerator(_), SymbolKind::Enumerator(_)) = (p.kind, nd.kind) {
            let old = self.display(p.ty);
            self.error(diag::enumerator_redeclared(span, name, p.span, &old));
            return prev;
        }
        if p.kind == SymbolKind::Parameter && nd.kind == SymbolKind::Parameter {
            let old = self.display(p.ty);
            self.error(diag::parameter_redefined(span, name, p.span, &old));
            return prev;
        }
        if !self.same_kind(p.kind, nd.kind) {
            let old = self.display(p.ty);
            self.error(diag::different_kind(span, name, p.span, &old));
            return prev;
        }
        if p.kind == SymbolKind::Typedef {
            if !compat::compatible(&self.sema.types, p.ty, nd.ty) {
                let old = self.display(p.ty);
                let new = self.display(nd.ty);
                self.error(diag::conflicting_types(span, name, &new, p.span, &old));
            }
            return prev;
        }
        if p.linkage == Linkage::None || linkage == Linkage::None {
            if p.kind == SymbolKind::Parameter {
                let old = self.display(p.ty);
                self.error(diag::different_kind(span, name, p.span, &old));
            } else if p.defined || nd.defined {
                let old = self.display(p.ty);
                self.error(diag::redefinition(span, name, p.span, &old));
            } else {
                self.error(diag::redeclaration_no_linkage(span, name, p.span));
            }
            return prev;
        }
        if !compat::compatible(&self.sema.types, p.ty, nd.ty) {
            let old = self.display(p.ty);
            let new = self.display(nd.ty);
            self.error(diag::conflicting_types(span, name, &new, p.span, &old));
            return prev;
        }
        if p.defined && nd.defined && !nd.gnu_inline && !self.gnu_inline_prev(prev) {
            let old = self.display(p.ty);
            self.error(diag::redefinition(span, name, p.span, &old));
            return prev;
        }
        if nd.storage == Some(StorageClass::Static)
            && p.linkage == Linkage::External
            && self.scope == ScopeId::FILE
            && p.scope == ScopeId::FILE
        {
            let old = self.display(p.ty);
            self.error(diag::static_follows_non_static(span, name, p.span, &old));
            return prev;
        }
        let composite = compat::composite(&mut self.sema.types, p.ty, nd.ty);
        let s = &mut self.sema.symbols[prev.index()];
        s.ty = composite;
        if nd.defined {
            s.defined = true;
            s.span = span;
        }
        if nd.gnu_inline && nd.defined {
            self.gnu_inline_defs.insert(prev);
        }
        prev
    }

    fn gnu_inline_prev(&self, s: SymbolId) -> bool {
        self.gnu_inline_defs.contains(&s)
    }

    // ---- specifiers --------------------------------------------------------------------

    /// The base type and storage class of declaration specifiers. `only_tag`: the declaration
    /// has no declarators (`struct s;` declares a new tag in this scope).
    pub fn decl_specs(&mut self, specs: &DeclSpecs, only_tag: bool) -> SpecInfo {
        let mut storage = None;
        let mut thread_local = false;
        for (sc, _) in &specs.storage {
            match sc {
                StorageClass::ThreadLocal => thread_local = true,
                other => storage = Some(*other),
            }
        }
        let mut auto_type = false;
        let mut ty = self.base_type(specs, only_tag, &mut auto_type);
        ty = self.apply_type_attrs(ty, &specs.attrs);
        ty = self.sema.types.qualified(ty, Quals::from(specs.quals));
        let mut align = None;
        for a in &specs.align {
            let v = match a {
                oxacc_syntax::ast::AlignSpec::Type(tn, _) => {
                    let (t, typedef_align) = self.type_name_aligned(*tn);
                    typedef_align.or_else(|| self.sema.types.align_of(t))
                }
                oxacc_syntax::ast::AlignSpec::Expr(e, _) => {
                    self.expr(*e);
                    self.sema.eval_int(*e).and_then(|v| u64::try_from(v).ok())
                }
            };
            if let Some(v) = v {
                align = Some(align.map_or(v, |a: u64| a.max(v)));
            }
        }
        for a in &specs.attrs {
            if attr_name(a, self.ast) == "aligned" {
                let v = self.attr_int_arg(a).unwrap_or(16);
                align = Some(align.map_or(v, |x: u64| x.max(v)));
            }
        }
        let gnu_inline = specs.is_inline
            && (storage == Some(StorageClass::Extern)
                || specs
                    .attrs
                    .iter()
                    .any(|a| attr_name(a, self.ast) == "gnu_inline"));
        let typedef_sym = specs.types.iter().find_map(|t| match &t.kind {
            TypeSpecKind::TypedefName(id) => self
                .key(*id)
                .and_then(|k| self.sema.scopes.lookup(self.scope, k))
                .filter(|s| self.sym(*s).kind == SymbolKind::Typedef),
            _ => None,
        });
        SpecInfo {
            typedef_sym,
            ty,
            storage,
            thread_local,
            auto_type,
            align,
            gnu_inline,
        }
    }

    fn base_type(&mut self, specs: &DeclSpecs, only_tag: bool, auto_type: &mut bool) -> TypeId {
        let mut c = Count::default();
        let mut other: Option<TypeId> = None;
        let mut float_kind: Option<TypeId> = None;
        // The data type word seen so far (`int`, `double`, a typedef name ...), to reject what
        // gcc rejects: a specifier that conflicts with the earlier ones is reported and
        // ignored, as gcc does (`char int x` declares a char).
        let mut word: Option<SpecWord> = None;
        for ts in &specs.types {
            let spelling = self.src(ts.span);
            if let Some(d) = spec_conflict(&c, word.as_ref(), &ts.kind, ts.span, spelling) {
                self.error(d);
                continue;
            }
            if let Some(w) = spec_word(&ts.kind, spelling) {
                word = Some(w);
            }
            match &ts.kind {
                TypeSpecKind::Void => c.void += 1,
                TypeSpecKind::Char => c.char += 1,
                TypeSpecKind::Short => c.short += 1,
                TypeSpecKind::Int => c.int += 1,
                TypeSpecKind::Long => c.long += 1,
                TypeSpecKind::Float => c.float += 1,
                TypeSpecKind::Double => c.double += 1,
                TypeSpecKind::Signed => c.signed += 1,
                TypeSpecKind::Unsigned => c.unsigned += 1,
                TypeSpecKind::Bool => c.bool_ += 1,
                TypeSpecKind::Complex | TypeSpecKind::Imaginary => c.complex += 1,
                TypeSpecKind::Int128 => c.int128 += 1,
                TypeSpecKind::Float16 => float_kind = Some(TypeId::FLOAT16),
                TypeSpecKind::Float32 | TypeSpecKind::Decimal32 => float_kind = Some(TypeId::FLOAT),
                TypeSpecKind::Float64 | TypeSpecKind::Float32x | TypeSpecKind::Decimal64 => {
                    float_kind = Some(TypeId::DOUBLE)
                }
                TypeSpecKind::Float64x | TypeSpecKind::Float80 => {
                    float_kind = Some(TypeId::LDOUBLE)
                }
                TypeSpecKind::Float128 | TypeSpecKind::Float128x | TypeSpecKind::Decimal128 => {
                    float_kind = Some(TypeId::FLOAT128)
                }
                TypeSpecKind::Record(r) => {
                    other = Some(self.record_spec(*r, only_tag, &specs.attrs));
                }
                TypeSpecKind::Enum(e) => other = Some(self.enum_spec(*e, only_tag, &specs.attrs)),
                TypeSpecKind::TypedefName(id) => other = Some(self.typedef_type(*id)),
                TypeSpecKind::TypeofExpr(e) => {
                    // typeof does not evaluate its operand; an error inside still reports.
                    other = Some(self.expr(*e));
                }
                TypeSpecKind::TypeofType(tn) => other = Some(self.type_name(*tn)),
                TypeSpecKind::Atomic(tn) => {
                    let t = self.type_name(*tn);
                    let q = Quals {
                        is_atomic: true,
                        ..Quals::NONE
                    };
                    other = Some(self.sema.types.qualified(t, q));
                }
                TypeSpecKind::AutoType => {
                    *auto_type = true;
                    other = Some(TypeId::INT);
                }
            }
        }
        let t = &mut self.sema.types;
        if let Some(o) = other {
            if c.complex > 0 {
                return t.complex(o);
            }
            return o;
        }
        let base = if let Some(f) = float_kind {
            f
        } else if c.void > 0 {
            TypeId::VOID
        } else if c.bool_ > 0 {
            TypeId::BOOL
        } else if c.float > 0 {
            TypeId::FLOAT
        } else if c.double > 0 {
            if c.long > 0 {
                TypeId::LDOUBLE
            } else {
                TypeId::DOUBLE
            }
        } else if c.char > 0 {
            if c.unsigned > 0 {
                TypeId::UCHAR
            } else if c.signed > 0 {
                TypeId::SCHAR
            } else {
                TypeId::CHAR
            }
        } else if c.int128 > 0 {
            if c.unsigned > 0 {
                TypeId::UINT128
            } else {
                TypeId::INT128
            }
        } else if c.short > 0 {
            if c.unsigned > 0 {
                TypeId::USHORT
            } else {
                TypeId::SHORT
            }
        } else if c.long >= 2 {
            if c.unsigned > 0 {
                TypeId::ULLONG
            } else {
                TypeId::LLONG
            }
        } else if c.long == 1 {
            if c.unsigned > 0 {
                TypeId::ULONG
            } else {
                TypeId::LONG
            }
        } else if c.complex > 0 && c.int == 0 && c.signed == 0 && c.unsigned == 0 {
            // Plain `_Complex` is `_Complex double` (GNU).
            TypeId::DOUBLE
        } else if c.unsigned > 0 {
            TypeId::UINT
        } else {
            TypeId::INT
        };
        if c.complex > 0 {
            return t.complex(base);
        }
        base
    }

    fn typedef_type(&mut self, id: Ident) -> TypeId {
        let name = self.name(id);
        if let Some(k) = self.key(id) {
            if let Some(s) = self.sema.scopes.lookup(self.scope, k) {
                let sym = self.sym(s);
                if sym.kind == SymbolKind::Typedef {
                    return sym.ty;
                }
            }
        }
        match name {
            "__builtin_va_list" | "__gnuc_va_list" | "va_list" => self.sema.types.va_list(),
            "__int128_t" => TypeId::INT128,
            "__uint128_t" => TypeId::UINT128,
            // The parser reported anything else; stay quiet.
            _ => TypeId::ERROR,
        }
    }

    /// type-name → type.
    pub fn type_name(&mut self, tn: Handle<TypeName>) -> TypeId {
        self.type_name_aligned(tn).0
    }

    /// A type name and the alignment its typedef gives it (`_Alignof(aligned_int)` is the
    /// typedef's alignment, not `int`'s; see `typedef_alignment`).
    pub fn type_name_aligned(&mut self, tn: Handle<TypeName>) -> (TypeId, Option<u64>) {
        let Some(t) = self.ast.type_names.get(tn) else {
            return (TypeId::ERROR, None);
        };
        let spec = self.decl_specs(&t.specs, false);
        let out = self.declarator(spec.ty, &t.declarator, false);
        let ty = self.apply_decl_attrs(out.ty, &t.declarator.attrs);
        (ty, spec.typedef_align(self.sema, ty))
    }

    // ---- attributes --------------------------------------------------------------------

    /// The integer argument of `aligned(N)` / `vector_size(N)`.
    pub fn attr_int_arg(&mut self, a: &Attribute) -> Option<u64> {
        let args = a.args.as_ref()?;
        let e = *args.exprs.first()?;
        self.expr(e);
        self.sema.eval_int(e).and_then(|v| u64::try_from(v).ok())
    }

    /// Attributes that change a type: `mode`, `vector_size`.
    pub fn apply_type_attrs(&mut self, mut ty: TypeId, attrs: &[Attribute]) -> TypeId {
        for a in attrs {
            match attr_name(a, self.ast) {
                "mode" => {
                    let Some(arg) = a.args.as_ref().and_then(|x| x.exprs.first()) else {
                        continue;
                    };
                    let Some(e) = self.ast.exprs.get(*arg) else {
                        continue;
                    };
                    let ExprKind::Ident(m) = &e.kind else {
                        continue;
                    };
                    let m = self.name(*m).trim_matches('_').to_string();
                    let signed = self.sema.types.is_signed(ty);
                    let t = &self.sema.types;
                    if !t.is_integer(ty) && !t.is_floating(ty) {
                        continue;
                    }
                    let pick = |s: TypeId, u: TypeId| if signed { s } else { u };
                    ty = match m.as_str() {
                        "QI" | "byte" => pick(TypeId::SCHAR, TypeId::UCHAR),
                        "HI" => pick(TypeId::SHORT, TypeId::USHORT),
                        "SI" => pick(TypeId::INT, TypeId::UINT),
                        "DI" | "word" | "pointer" => pick(TypeId::LONG, TypeId::ULONG),
                        "TI" => pick(TypeId::INT128, TypeId::UINT128),
                        "SF" => TypeId::FLOAT,
                        "DF" => TypeId::DOUBLE,
                        "XF" => TypeId::LDOUBLE,
                        "TF" => TypeId::FLOAT128,
                        "SC" => self.sema.types.complex(TypeId::FLOAT),
                        "DC" => self.sema.types.complex(TypeId::DOUBLE),
                        "XC" => self.sema.types.complex(TypeId::LDOUBLE),
                        "TC" => self.sema.types.complex(TypeId::FLOAT128),
                        _ => ty,
                    };
                }
                "vector_size" => {
                    if let Some(n) = self.attr_int_arg(a) {
                        if self.sema.types.is_arithmetic(ty) && n > 0 {
                            let q = self.sema.types.quals(ty);
                            let elem = self.sema.types.unqual(ty);
                            ty = self
                                .sema
                                .types
                                .intern(TypeKind::Vector { elem, bytes: n }, q);
                        }
                    }
                }
                _ => {}
            }
        }
        ty
    }

    /// Type attributes written after a declarator apply to the declared type when it is
    /// arithmetic (`typedef int v4si __attribute__((vector_size(16)))`).
    fn apply_decl_attrs(&mut self, ty: TypeId, attrs: &[Attribute]) -> TypeId {
        if attrs.is_empty() {
            return ty;
        }
        let t = &self.sema.types;
        if t.is_arithmetic(ty) {
            return self.apply_type_attrs(ty, attrs);
        }
        ty
    }

    // ---- declarators -------------------------------------------------------------------

    /// Applies a declarator to `base`. `definition`: this is the declarator of a function
    /// definition (its parameter scope becomes the function's scope).
    pub fn declarator(&mut self, base: TypeId, d: &Declarator, definition: bool) -> DeclaratorOut {
        let mut out = DeclaratorOut {
            ty: base,
            fn_scope: None,
            params: Vec::new(),
            param_spans: Vec::new(),
            param_sugar: Vec::new(),
            knr: None,
            array_quals: Quals::NONE,
        };
        let n = d.derived.len();
        for (i, dd) in d.derived.iter().enumerate().rev() {
            match dd {
                DerivedDeclarator::Pointer { quals, .. } => {
                    let p = self.sema.types.pointer(out.ty);
                    out.ty = self.sema.types.qualified(p, Quals::from(*quals));
                }
                DerivedDeclarator::Array {
                    size, span, quals, ..
                } => {
                    if i == 0 {
                        out.array_quals = Quals::from(*quals);
                    }
                    let len = match size {
                        ArraySize::Unspecified => ArrayLen::Incomplete,
                        ArraySize::Star => ArrayLen::Star,
                        ArraySize::Expr(e) => {
                            let et = self.expr(*e);
                            match self.sema.eval_int(*e) {
                                Some(v) if v < 0 => {
                                    let nm = d.name.map(|n| self.name(n)).unwrap_or("");
                                    if self.sema.types.is_integer(et) {
                                        self.error(diag::array_size_negative(
                                            d.name.map_or(self.expr_span(*e), |n| n.span),
                                            nm,
                                        ));
                                    }
                                    ArrayLen::Fixed(0)
                                }
                                Some(v) => ArrayLen::Fixed(u64::try_from(v).unwrap_or(0)),
                                None => {
                                    if !self.sema.types.is_error(et)
                                        && !self.sema.types.is_integer(et)
                                    {
                                        let nm = d.name.map(|n| self.name(n)).unwrap_or("");
                                        self.error(diag::array_size_not_integer(
                                            d.name.map_or(self.expr_span(*e), |n| n.span),
                                            nm,
                                        ));
                                    }
                                    let text = self.src(self.expr_span(*e)).to_string();
                                    self.sema.vla_text.insert(*e, text);
                                    ArrayLen::Vla(*e)
                                }
                            }
                        }
                    };
                    let elem = out.ty;
                    if self.sema.types.is_function(elem) {
                        let nm = d.name.map(|n| self.name(n)).unwrap_or("type name");
                        self.error(diag::array_of_functions(*span, nm));
                        out.ty = TypeId::ERROR;
                        continue;
                    }
                    if self.sema.types.is_void(elem) {
                        let nm = d.name.map(|n| self.name(n)).unwrap_or("type name");
                        self.error(diag::array_of_voids(*span, nm));
                        out.ty = TypeId::ERROR;
                        continue;
                    }
                    out.ty = self.sema.types.array(elem, len);
                }
                DerivedDeclarator::Function { params, span } => {
                    let ret = out.ty;
                    if self.sema.types.is_array(ret) || self.sema.types.is_function(ret) {
                        let nm = d.name.map(|n| self.name(n)).unwrap_or("type name");
                        if self.sema.types.is_array(ret) {
                            self.error(diag::function_returning_array(*span, nm));
                        } else {
                            self.error(diag::function_returning_function(*span, nm));
                        }
                    }
                    // The declarator closest to the name is the function being declared.
                    let innermost = i == 0
                        || d.derived[..i]
                            .iter()
                            .all(|x| !matches!(x, DerivedDeclarator::Function { .. }));
                    let kind = if definition && innermost {
                        ScopeKind::Function
                    } else {
                        ScopeKind::Prototype
                    };
                    let saved = self.scope;
                    let scope = self.push_scope(kind);
                    let mut ptys = Vec::new();
                    let mut psugar = Vec::new();
                    let mut syms = Vec::new();
                    let (prototyped, variadic) = match params {
                        ParamList::Empty => (false, false),
                        ParamList::Identifiers(ids) => {
                            if innermost {
                                out.knr = Some(ids.clone());
                            }
                            (false, false)
                        }
                        ParamList::Prototype { params, variadic } => {
                            let single_void = params.len() == 1
                                && params[0].declarator.name.is_none()
                                && params[0].declarator.derived.is_empty();
                            self.in_params += 1;
                            for p in params {
                                let spec = self.decl_specs(&p.specs, false);
                                if single_void && self.sema.types.is_void(spec.ty) {
                                    break;
                                }
                                let pd = self.declarator(spec.ty, &p.declarator, false);
                                let pty = self.adjust_param(pd.ty, pd.array_quals);
                                let pty = self.apply_decl_attrs(pty, &p.declarator.attrs);
                                ptys.push(pty);
                                psugar.push(spec.typedef_sym);
                                if let Some(name) = p.declarator.name {
                                    if self.sema.types.is_void(pty) {
                                        self.error(diag::param_void(name.span, self.name(name)));
                                    }
                                    let s = self.declare(NewDecl {
                                        name,
                                        ty: pty,
                                        kind: SymbolKind::Parameter,
                                        storage: None,
                                        thread_local: false,
                                        defined: true,
                                        gnu_inline: false,
                                        sugar: spec.typedef_sym,
                                    });
                                    syms.push(s);
                                    // `A[64][80]`, `A[n][m]` after `int n`: the declared
                                    // outer size, kept for data clauses that name the
                                    // parameter (the type is adjusted).
                                    if let Some(DerivedDeclarator::Array { size, .. }) =
                                        p.declarator.derived.first()
                                    {
                                        let size = match size {
                                            ArraySize::Expr(size) => Some(*size),
                                            _ => None,
                                        };
                                        let usable = size.filter(|&size| {
                                            let constant =
                                                self.sema.types.array_len(pd.ty).is_some()
                                                    && self.sema.eval_int(size).is_some();
                                            let param = self.sema.resolved(size).is_some_and(|n| {
                                                self.sema.symbol(n).kind == SymbolKind::Parameter
                                            });
                                            constant || param
                                        });
                                        self.sema.param_array_size.insert(s, usable);
                                    }
                                }
                            }
                            self.in_params -= 1;
                            (true, *variadic)
                        }
                    };
                    self.scope = saved;
                    let ret = self.sema.types.unqual(ret);
                    out.ty = self.sema.types.function(FnType {
                        ret,
                        params: ptys,
                        variadic,
                        prototyped,
                    });
                    if innermost {
                        out.fn_scope = Some(scope);
                        out.params = syms;
                        out.param_sugar = psugar;
                        if let ParamList::Prototype { params, .. } = params {
                            out.param_spans = params
                                .iter()
                                .map(|p| p.declarator.name.map_or(p.span, |n| n.span))
                                .collect();
                        }
                    }
                }
            }
            let _ = n;
        }
        out
    }

    /// Parameter type adjustment (C11 6.7.6.3p7-8): arrays and functions become pointers.
    /// An array becomes a pointer qualified by `array_quals`, the qualifiers written in its
    /// brackets (`int a[const restrict 3]` is `int *const restrict a`).
    pub fn adjust_param(&mut self, ty: TypeId, array_quals: Quals) -> TypeId {
        let t = self.sema.types.get(ty).clone();
        match t.kind {
            TypeKind::Array { elem, .. } => {
                let p = self.sema.types.pointer(elem);
                self.sema.types.with_quals(p, t.quals.union(array_quals))
            }
            TypeKind::Function(_) => self.sema.types.pointer(ty),
            _ => ty,
        }
    }

    // ---- function definitions ------------------------------------------------------------

    /// function-definition: specifiers declarator declaration-list? compound-statement
    pub fn function_def(&mut self, h: Handle<FunctionDef>) {
        let Some(f) = self.ast.functions.get(h) else {
            return;
        };
        let spec = self.decl_specs(&f.specs, false);
        let out = self.declarator(spec.ty, &f.declarator, true);
        let mut ty = out.ty;
        let fn_scope = match out.fn_scope {
            Some(s) => s,
            None => self.sema.scopes.push(Some(self.scope), ScopeKind::Function),
        };
        let mut params = out.params;
        // K&R: declare the identifiers (int by default), then the declarations between `)`
        // and `{` give them types.
        if let Some(ids) = &out.knr {
            let saved = self.scope;
            self.scope = fn_scope;
            for id in ids {
                let s = self.declare(NewDecl {
                    name: *id,
                    ty: TypeId::INT,
                    kind: SymbolKind::Parameter,
                    storage: None,
                    thread_local: false,
                    defined: true,
                    gnu_inline: false,
                    sugar: None,
                });
                params.push(s);
            }
            for d in &f.knr_decls {
                let Some(decl) = self.ast.decls.get(*d) else {
                    continue;
                };
                let spec = self.decl_specs(&decl.specs, false);
                for id in &decl.declarators {
                    let o = self.declarator(spec.ty, &id.declarator, false);
                    let pty = self.adjust_param(o.ty, o.array_quals);
                    if let Some(name) = id.declarator.name {
                        if let Some(k) = self.key(name) {
                            if let Some(s) = self.sema.scopes.lookup_local(fn_scope, k) {
                                self.sema.symbols[s.index()].ty = pty;
                                continue;
                            }
                        }
                        self.error(diag::knr_not_a_param(name.span, self.name(name)));
                    }
                }
            }
            self.scope = saved;
        }
        let ret = match self.sema.types.fn_type(ty) {
            Some(ft) => ft.ret,
            None => {
                ty = TypeId::ERROR;
                TypeId::INT
            }
        };
        let symbol = match f.declarator.name {
            Some(name) if ty != TypeId::ERROR => self.declare(NewDecl {
                name,
                ty,
                kind: SymbolKind::Function,
                storage: spec.storage,
                thread_local: false,
                defined: true,
                gnu_inline: spec.gnu_inline,
                sugar: spec.typedef_sym,
            }),
            _ => self.add_symbol(SymbolInfo {
                name: f
                    .declarator
                    .name
                    .map(|n| self.name(n).to_string())
                    .unwrap_or_default(),
                kind: SymbolKind::Function,
                ty,
                storage: spec.storage,
                linkage: Linkage::None,
                is_global: true,
                is_thread_local: false,
                span: f.declarator.span,
                scope: self.scope,
                defined: true,
                implicit: false,
                sugar: spec.typedef_sym,
            }),
        };
        self.check_params_complete(f, fn_scope);
        if !out.param_spans.is_empty() {
            self.sema
                .param_spans
                .insert(symbol, out.param_spans.as_slice().into());
        }
        let idx = self.sema.functions.len();
        self.sema.functions.push(FunctionInfo {
            def: h,
            symbol,
            body_scope: fn_scope,
            params,
        });
        self.sema.function_of_def.insert(h, idx);
        let name = self.sym(symbol).name.clone();
        let saved_scope = self.scope;
        let saved_fn = self.func.take();
        self.scope = fn_scope;
        self.func = Some(FnCtx {
            name,
            ret,
            ret_sugar: spec.typedef_sym,
            // The body's block: the scope of the objects declared in it ends there.
            block_ends: self
                .ast
                .stmts
                .get(f.body)
                .map(|b| vec![b.span.end])
                .unwrap_or_default(),
            ..FnCtx::default()
        });
        self.sema.set_stmt_scope(f.body, fn_scope);
        self.block_items(f.body);
        self.check_labels();
        self.func = saved_fn;
        self.scope = saved_scope;
    }

    /// A function definition's parameters must have complete types (C11 6.9.1p7).
    fn check_params_complete(&mut self, f: &FunctionDef, fn_scope: ScopeId) {
        let Some(DerivedDeclarator::Function {
            params: ParamList::Prototype { params, .. },
            ..
        }) = f
            .declarator
            .derived
            .iter()
            .find(|d| matches!(d, DerivedDeclarator::Function { .. }))
        else {
            return;
        };
        for (i, p) in params.iter().enumerate() {
            let Some(name) = p.declarator.name else {
                continue;
            };
            let Some(s) = self
                .key(name)
                .and_then(|k| self.sema.scopes.lookup_local(fn_scope, k))
            else {
                continue;
            };
            let ty = self.sym(s).ty;
            let t = &self.sema.types;
            if (t.is_record(ty) || matches!(t.kind(ty), TypeKind::Enum(_))) && !t.is_complete(ty) {
                self.error(diag::param_incomplete(name.span, i + 1, self.name(name)));
            }
        }
    }

    // ---- struct / union ------------------------------------------------------------------

    /// struct-or-union-specifier → type. `only_tag`: `struct s;` alone.
    pub fn record_spec(
        &mut self,
        h: Handle<RecordSpec>,
        only_tag: bool,
        spec_attrs: &[Attribute],
    ) -> TypeId {
        let Some(r) = self.ast.records.get(h) else {
            return TypeId::ERROR;
        };
        let kind = r.kind;
        let key = r.tag.map(|t| self.key_or_intern(t));
        // Messages about a tag point at its name, like gcc.
        let tspan = r.tag.map_or(r.span, |t| t.span);
        let rid = match (key, &r.members) {
            (Some(k), None) => {
                let found = if only_tag {
                    self.sema.scopes.lookup_tag_local(self.scope, k)
                } else {
                    self.sema.scopes.lookup_tag(self.scope, k)
                };
                match found {
                    Some(Tag::Record(rid)) => {
                        if self.sema.types.record(rid).kind != kind {
                            let tag = r.tag.map(|t| self.name(t)).unwrap_or("");
                            self.error(diag::wrong_kind_of_tag(tspan, tag));
                        }
                        rid
                    }
                    Some(Tag::Enum(_)) => {
                        let tag = r.tag.map(|t| self.name(t)).unwrap_or("");
                        self.error(diag::wrong_kind_of_tag(tspan, tag));
                        return TypeId::ERROR;
                    }
                    None => {
                        let tag = r.tag.map(|t| self.name(t).to_string());
                        self.warn_tag_in_params(r.tag, kind_word(kind));
                        let rid = self.sema.types.new_record(kind, tag, tspan);
                        self.sema
                            .scopes
                            .get_mut(self.scope)
                            .tags
                            .insert(k, Tag::Record(rid));
                        rid
                    }
                }
            }
            (Some(k), Some(_)) => match self.sema.scopes.lookup_tag_local(self.scope, k) {
                Some(Tag::Record(rid))
                    if self.sema.types.record(rid).kind == kind
                        && !self.sema.types.record(rid).complete =>
                {
                    rid
                }
                Some(_) => {
                    let tag = r.tag.map(|t| self.name(t)).unwrap_or("");
                    let prev = self.tag_span(k);
                    self.error(diag::tag_redefinition(tspan, kind, tag, prev));
                    let t = r.tag.map(|t| self.name(t).to_string());
                    self.sema.types.new_record(kind, t, tspan)
                }
                None => {
                    let tag = r.tag.map(|t| self.name(t).to_string());
                    self.warn_tag_in_params(r.tag, kind_word(kind));
                    let rid = self.sema.types.new_record(kind, tag, tspan);
                    self.sema
                        .scopes
                        .get_mut(self.scope)
                        .tags
                        .insert(k, Tag::Record(rid));
                    rid
                }
            },
            (None, _) => self.sema.types.new_record(kind, None, r.span),
        };
        let ty = self.sema.types.intern(TypeKind::Record(rid), Quals::NONE);
        if let Some(members) = &r.members {
            self.sema.types.records[rid.0 as usize].defined_at = Some(r.span);
            let mut packed = false;
            let mut aligned = None;
            for a in r.attrs.iter().chain(spec_attrs.iter()) {
                match attr_name(a, self.ast) {
                    "packed" => packed = true,
                    "aligned" => {
                        let v = self.attr_int_arg(a).unwrap_or(16);
                        aligned = Some(aligned.map_or(v, |x: u64| x.max(v)));
                    }
                    "transparent_union" => {
                        self.sema.types.records[rid.0 as usize].transparent = true;
                    }
                    _ => {}
                }
            }
            let mut ins = Vec::new();
            for (mi, m) in members.iter().enumerate() {
                let fd = match m {
                    Member::StaticAssert(sa) => {
                        self.static_assert(sa);
                        continue;
                    }
                    Member::Field(fd) => fd,
                };
                let spec = self.decl_specs(&fd.specs, false);
                let field_packed_spec = fd
                    .specs
                    .attrs
                    .iter()
                    .any(|a| attr_name(a, self.ast) == "packed");
                if fd.declarators.is_empty() {
                    // An anonymous struct/union member (C11).
                    if self.sema.types.is_record(spec.ty) {
                        ins.push(MemberIn {
                            name: None,
                            ty: spec.ty,
                            bit_width: None,
                            align_attr: spec.align,
                            packed: field_packed_spec,
                            type_align: spec.typedef_align(self.sema, spec.ty),
                            span: fd.span,
                            sugar: spec.typedef_sym,
                        });
                    }
                    continue;
                }
                let last_decl = mi + 1 == members.len();
                let nd = fd.declarators.len();
                for (di, fdl) in fd.declarators.iter().enumerate() {
                    let out = self.declarator(spec.ty, &fdl.declarator, false);
                    let fty = self.apply_decl_attrs(out.ty, &fdl.declarator.attrs);
                    let name = fdl.declarator.name;
                    let nm = name.map(|n| self.name(n).to_string());
                    let span = name.map_or(fdl.span, |n| n.span);
                    let mut align_attr = spec.align;
                    let mut fpacked = field_packed_spec;
                    for a in &fdl.declarator.attrs {
                        match attr_name(a, self.ast) {
                            "aligned" => {
                                let v = self.attr_int_arg(a).unwrap_or(16);
                                align_attr = Some(align_attr.map_or(v, |x: u64| x.max(v)));
                            }
                            "packed" => fpacked = true,
                            _ => {}
                        }
                    }
                    let mut width = None;
                    if let Some(w) = fdl.bit_width {
                        self.expr(w);
                        let disp = nm.clone().unwrap_or_else(|| "<anonymous>".into());
                        match self.sema.eval_int(w) {
                            Some(v) if v < 0 => {
                                self.error(diag::negative_bitfield_width(self.expr_span(w), &disp));
                            }
                            Some(v) => {
                                let t = &self.sema.types;
                                if !t.is_integer(fty) {
                                    if !t.is_error(fty) {
                                        self.error(diag::bitfield_invalid_type(span, &disp));
                                    }
                                } else if v as u64 > t.int_bits(fty) as u64 {
                                    self.error(diag::bitfield_too_wide(span, &disp));
                                } else if v == 0 && nm.is_some() {
                                    self.error(diag::zero_width_named(span, &disp));
                                } else {
                                    width = Some(v as u32);
                                }
                            }
                            None => {
                                if self.mentions_object(w, 0) {
                                    self.error(diag::bitfield_width_not_constant(span, &disp));
                                }
                            }
                        }
                        if width.is_none() {
                            continue;
                        }
                    }
                    let t = &self.sema.types;
                    if width.is_none() && !t.is_complete(fty) && !t.is_error(fty) {
                        let flexible = t.is_array(fty)
                            && matches!(
                                t.kind(fty),
                                TypeKind::Array {
                                    len: ArrayLen::Incomplete,
                                    ..
                                }
                            )
                            && last_decl
                            && di + 1 == nd
                            && t.array_elem(fty).is_some_and(|e| t.is_complete(e));
                        if !flexible {
                            let disp = nm.clone().unwrap_or_default();
                            self.error(diag::field_incomplete(span, &disp));
                            continue;
                        }
                    }
                    if t.is_function(fty) {
                        let disp = nm.clone().unwrap_or_default();
                        self.error(diag::field_function(span, &disp));
                        continue;
                    }
                    ins.push(MemberIn {
                        name: nm,
                        ty: fty,
                        bit_width: width,
                        align_attr,
                        packed: fpacked,
                        type_align: spec.typedef_align(self.sema, fty),
                        span,
                        sugar: spec.typedef_sym,
                    });
                }
            }
            // Duplicate member names.
            let mut seen = oxacc_syntax::intern::FxHashMap::default();
            for m in &ins {
                if let Some(n) = &m.name {
                    if let Some(prev) = seen.insert(n.clone(), m.span) {
                        let _ = prev;
                        self.error(diag::duplicate_member(m.span, n));
                    }
                }
            }
            layout_record(&mut self.sema.types, rid, ins, packed, aligned, self.pack);
            self.member_cache.clear();
        }
        ty
    }

    /// gcc warns when a tag is first declared inside a parameter list (its scope ends there).
    fn warn_tag_in_params(&mut self, tag: Option<Ident>, kw: &str) {
        if self.in_params == 0 {
            return;
        }
        if let Some(t) = tag {
            let what = format!("{kw} {}", self.name(t));
            self.diags.push(diag::tag_in_parameter_list(t.span, &what));
        }
    }

    fn tag_span(&self, k: oxacc_syntax::Symbol) -> Span {
        match self.sema.scopes.lookup_tag(self.scope, k) {
            Some(Tag::Record(r)) => self.sema.types.record(r).span,
            Some(Tag::Enum(e)) => self.sema.types.enum_def(e).span,
            None => Span::default(),
        }
    }

    // ---- enum ----------------------------------------------------------------------------

    pub fn enum_spec(
        &mut self,
        h: Handle<EnumSpec>,
        only_tag: bool,
        spec_attrs: &[Attribute],
    ) -> TypeId {
        let Some(en) = self.ast.enums.get(h) else {
            return TypeId::ERROR;
        };
        let key = en.tag.map(|t| self.key_or_intern(t));
        let tspan = en.tag.map_or(en.span, |t| t.span);
        let eid = match (key, &en.enumerators) {
            (Some(k), None) => {
                let found = if only_tag {
                    self.sema.scopes.lookup_tag_local(self.scope, k)
                } else {
                    self.sema.scopes.lookup_tag(self.scope, k)
                };
                match found {
                    Some(Tag::Enum(e)) => e,
                    Some(Tag::Record(_)) => {
                        let tag = en.tag.map(|t| self.name(t)).unwrap_or("");
                        self.error(diag::wrong_kind_of_tag(tspan, tag));
                        return TypeId::ERROR;
                    }
                    None => {
                        // A forward reference to an enum (GNU): incomplete until defined.
                        let tag = en.tag.map(|t| self.name(t).to_string());
                        let e = self.sema.types.new_enum(tag, tspan);
                        self.sema
                            .scopes
                            .get_mut(self.scope)
                            .tags
                            .insert(k, Tag::Enum(e));
                        e
                    }
                }
            }
            (Some(k), Some(_)) => match self.sema.scopes.lookup_tag_local(self.scope, k) {
                Some(Tag::Enum(e)) if !self.sema.types.enum_def(e).complete => e,
                Some(_) => {
                    let tag = en.tag.map(|t| self.name(t)).unwrap_or("");
                    let prev = self.tag_span(k);
                    self.error(diag::enum_redefinition(tspan, tag, prev));
                    let t = en.tag.map(|t| self.name(t).to_string());
                    self.sema.types.new_enum(t, tspan)
                }
                None => {
                    let tag = en.tag.map(|t| self.name(t).to_string());
                    let e = self.sema.types.new_enum(tag, tspan);
                    self.sema
                        .scopes
                        .get_mut(self.scope)
                        .tags
                        .insert(k, Tag::Enum(e));
                    e
                }
            },
            (None, _) => self.sema.types.new_enum(None, en.span),
        };
        let ty = self.sema.types.intern(TypeKind::Enum(eid), Quals::NONE);
        if let Some(list) = &en.enumerators {
            let packed = en
                .attrs
                .iter()
                .chain(spec_attrs.iter())
                .any(|a| attr_name(a, self.ast) == "packed");
            let mut next: i128 = 0;
            let mut min: i128 = 0;
            let mut max: i128 = 0;
            let mut syms = Vec::new();
            for e in list {
                let v = match e.value {
                    Some(x) => {
                        let t = self.expr(x);
                        match self.sema.eval_int(x) {
                            Some(v) => v,
                            None => {
                                let bad_type =
                                    !self.sema.types.is_error(t) && !self.sema.types.is_integer(t);
                                if bad_type || self.mentions_object(x, 0) {
                                    let nm = self.name(e.name).to_string();
                                    self.error(diag::enum_value_not_integer(e.name.span, &nm));
                                }
                                next
                            }
                        }
                    }
                    None => next,
                };
                min = min.min(v);
                max = max.max(v);
                next = v.wrapping_add(1);
                // gcc: an enumerator that fits in int has type int.
                let ety = if v >= i32::MIN as i128 && v <= i32::MAX as i128 {
                    TypeId::INT
                } else if v >= 0 && v <= u32::MAX as i128 {
                    TypeId::UINT
                } else if v >= i64::MIN as i128 && v <= i64::MAX as i128 {
                    TypeId::LONG
                } else {
                    TypeId::ULONG
                };
                let s = self.declare(NewDecl {
                    name: e.name,
                    ty: ety,
                    kind: SymbolKind::Enumerator(v),
                    storage: None,
                    thread_local: false,
                    defined: true,
                    gnu_inline: false,
                    sugar: None,
                });
                syms.push(s);
            }
            let underlying = if packed {
                if min >= 0 {
                    if max <= 0xff {
                        TypeId::UCHAR
                    } else if max <= 0xffff {
                        TypeId::USHORT
                    } else if max <= u32::MAX as i128 {
                        TypeId::UINT
                    } else {
                        TypeId::ULONG
                    }
                } else if min >= -128 && max <= 127 {
                    TypeId::SCHAR
                } else if min >= -32768 && max <= 32767 {
                    TypeId::SHORT
                } else if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                    TypeId::INT
                } else {
                    TypeId::LONG
                }
            } else if min >= 0 {
                if max <= u32::MAX as i128 {
                    TypeId::UINT
                } else {
                    TypeId::ULONG
                }
            } else if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                TypeId::INT
            } else {
                TypeId::LONG
            };
            let def = &mut self.sema.types.enums[eid.0 as usize];
            def.underlying = underlying;
            def.complete = true;
        }
        ty
    }
}

/// The type specifier keywords of a declaration, counted.
#[derive(Default)]
struct Count {
    void: u32,
    char: u32,
    short: u32,
    int: u32,
    long: u32,
    float: u32,
    double: u32,
    signed: u32,
    unsigned: u32,
    bool_: u32,
    complex: u32,
    int128: u32,
}

/// A data type word of the declaration specifiers (what `long`, `short`, `signed`, `unsigned`
/// and `_Complex` modify).
#[derive(Clone, Debug, PartialEq)]
enum SpecWord {
    Void,
    Bool,
    Char,
    Int,
    Float,
    Double,
    Int128,
    /// `_FloatN`, `_FloatNx`, `_DecimalN`, as spelled.
    FloatN(String),
    /// A struct, union or enum specifier, a typedef name, `typeof`, `_Atomic(T)`,
    /// `__auto_type`.
    Other,
}

fn spec_word(kind: &TypeSpecKind, spelling: &str) -> Option<SpecWord> {
    Some(match kind {
        TypeSpecKind::Void => SpecWord::Void,
        TypeSpecKind::Bool => SpecWord::Bool,
        TypeSpecKind::Char => SpecWord::Char,
        TypeSpecKind::Int => SpecWord::Int,
        TypeSpecKind::Float => SpecWord::Float,
        TypeSpecKind::Double => SpecWord::Double,
        TypeSpecKind::Int128 => SpecWord::Int128,
        TypeSpecKind::Float16
        | TypeSpecKind::Float32
        | TypeSpecKind::Float64
        | TypeSpecKind::Float128
        | TypeSpecKind::Float32x
        | TypeSpecKind::Float64x
        | TypeSpecKind::Float128x
        | TypeSpecKind::Float80
        | TypeSpecKind::Decimal32
        | TypeSpecKind::Decimal64
        | TypeSpecKind::Decimal128 => SpecWord::FloatN(spelling.to_string()),
        TypeSpecKind::Record(_)
        | TypeSpecKind::Enum(_)
        | TypeSpecKind::TypedefName(_)
        | TypeSpecKind::TypeofExpr(_)
        | TypeSpecKind::TypeofType(_)
        | TypeSpecKind::Atomic(_)
        | TypeSpecKind::AutoType => SpecWord::Other,
        TypeSpecKind::Short
        | TypeSpecKind::Long
        | TypeSpecKind::Signed
        | TypeSpecKind::Unsigned
        | TypeSpecKind::Complex
        | TypeSpecKind::Imaginary => return None,
    })
}

/// The error gcc 12 reports for adding specifier `kind` to the ones counted in `c` (with data
/// type word `word`), if any: gcc's `declspecs_add_type`, checked against gcc for every pair of
/// specifiers.
fn spec_conflict(
    c: &Count,
    word: Option<&SpecWord>,
    kind: &TypeSpecKind,
    span: Span,
    spelling: &str,
) -> Option<Diagnostic> {
    use crate::diagnostics::{both_specifiers, duplicate_specifier, two_or_more_data_types};
    use SpecWord as W;
    let word_name = |w: &W| -> String {
        match w {
            W::Void => "void".into(),
            W::Bool => "_Bool".into(),
            W::Char => "char".into(),
            W::Int => "int".into(),
            W::Float => "float".into(),
            W::Double => "double".into(),
            W::Int128 => "__int128".into(),
            W::FloatN(s) => s.clone(),
            W::Other => String::new(),
        }
    };
    let both = |a: &str, b: &str| Some(both_specifiers(span, a, b));
    // Anything with a struct, enum, typedef name or typeof, in either order.
    if word == Some(&W::Other) {
        return Some(two_or_more_data_types(span));
    }
    let modifiers = c.long + c.short + c.signed + c.unsigned + c.complex > 0;
    match kind {
        TypeSpecKind::Long => match word {
            _ if c.long >= 2 => Some(crate::diagnostics::long_long_long(span)),
            Some(W::Double) if c.long == 1 => both("long long", "double"),
            _ if c.short > 0 => both("long", "short"),
            Some(W::Int128) => both("long", "__int128"),
            Some(w @ (W::Void | W::Bool | W::Char | W::Float | W::FloatN(_))) => {
                both("long", &word_name(w))
            }
            _ => None,
        },
        TypeSpecKind::Short => match word {
            _ if c.short > 0 => Some(duplicate_specifier(span, "short")),
            _ if c.long > 0 => both("long", "short"),
            Some(
                w @ (W::Void | W::Bool | W::Char | W::Float | W::Double | W::Int128 | W::FloatN(_)),
            ) => both("short", &word_name(w)),
            _ => None,
        },
        TypeSpecKind::Signed | TypeSpecKind::Unsigned => {
            let (this, same, opposite) = if matches!(kind, TypeSpecKind::Signed) {
                ("signed", c.signed, c.unsigned)
            } else {
                ("unsigned", c.unsigned, c.signed)
            };
            match word {
                _ if same > 0 => Some(duplicate_specifier(span, this)),
                _ if opposite > 0 => both("signed", "unsigned"),
                Some(w @ (W::Void | W::Bool | W::Float | W::Double | W::FloatN(_))) => {
                    both(this, &word_name(w))
                }
                _ => None,
            }
        }
        TypeSpecKind::Complex | TypeSpecKind::Imaginary => match word {
            _ if c.complex > 0 => Some(duplicate_specifier(span, spelling)),
            // gcc's wording: 'complex', not '_Complex'.
            Some(w @ (W::Void | W::Bool)) => both("complex", &word_name(w)),
            _ => None,
        },
        _ => {
            let new = spec_word(kind, spelling)?;
            if word.is_some() || (new == W::Other && modifiers) {
                return Some(two_or_more_data_types(span));
            }
            let name = word_name(&new);
            match new {
                W::Void | W::Bool => {
                    if c.long > 0 {
                        both("long", &name)
                    } else if c.short > 0 {
                        both("short", &name)
                    } else if c.signed > 0 {
                        both("signed", &name)
                    } else if c.unsigned > 0 {
                        both("unsigned", &name)
                    } else if c.complex > 0 {
                        both("complex", &name)
                    } else {
                        None
                    }
                }
                W::Char => {
                    if c.long > 0 {
                        both("long", &name)
                    } else if c.short > 0 {
                        both("short", &name)
                    } else {
                        None
                    }
                }
                W::Float | W::FloatN(_) => {
                    if c.long > 0 {
                        both("long", &name)
                    } else if c.short > 0 {
                        both("short", &name)
                    } else if c.signed > 0 {
                        both("signed", &name)
                    } else if c.unsigned > 0 {
                        both("unsigned", &name)
                    } else {
                        None
                    }
                }
                W::Double => {
                    if c.long >= 2 {
                        both("long long", &name)
                    } else if c.short > 0 {
                        both("short", &name)
                    } else if c.signed > 0 {
                        both("signed", &name)
                    } else if c.unsigned > 0 {
                        both("unsigned", &name)
                    } else {
                        None
                    }
                }
                // gcc names `__int128` first when it comes after `long` or `short`.
                W::Int128 => {
                    if c.long > 0 {
                        both(&name, "long")
                    } else if c.short > 0 {
                        both(&name, "short")
                    } else {
                        None
                    }
                }
                W::Int | W::Other => None,
            }
        }
    }
}
