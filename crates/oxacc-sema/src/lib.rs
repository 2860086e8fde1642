//! oxacc-sema: the C type system (x86-64 LP64 sizes, alignment, struct layout), scopes and
//! symbols, the type and lvalue-ness of every expression, and the errors a C compiler reports.
//!
//! Entry point: [`analyze`] turns a parsed translation unit into a [`Sema`] (the side tables
//! keyed by AST handles) plus diagnostics. Analysis never fails and never panics: after an
//! error the offending expression gets [`TypeId::ERROR`], which silences follow-on messages.
//!
//! Modules, one per concern:
//! - `types`: interned types ([`TypeTable`], [`TypeId`]), classification, sizes.
//! - `layout`: struct/union layout (bit-fields, packed, aligned) like gcc on x86-64.
//! - `scope`: the scope tree and the symbol arena.
//! - `decl`: declarations → types and symbols (specifiers, declarators, records, enums).
//! - `expr`: expression typing; `init`: initializers; `stmt`: statements and functions.
//! - `consteval`: integer constant folding helpers; `builtins`: `__builtin_*` signatures.
//! - `compat`: type compatibility and composite types.
//! - `print`: types as C declarations and as gcc prints them in messages.
//! - `diagnostics`: one function per message.

mod builtins;
mod check;
mod compat;
mod consteval;
mod decl;
mod diagnostics;
mod expr;
mod init;
mod layout;
mod print;
pub mod scope;
mod stmt;
pub mod types;

use oxacc_syntax::intern::{FxHashMap, FxHashSet};

use oxacc_syntax::ast::{Decl, Directive, Expr, FunctionDef, Stmt};
use oxacc_syntax::{Ast, Diagnostic, Handle, Interner};

pub use builtins::tgmath_choice;
pub use diagnostics::is_implicit_declaration;
pub use scope::{Linkage, Scope, ScopeId, ScopeKind, SymbolId, SymbolInfo, SymbolKind, Tag};
pub use types::{
    ArrayLen, EnumDef, EnumId, Field, FnType, Quals, RecordDef, RecordId, Type, TypeId, TypeKind,
    TypeTable,
};

/// One analysed function definition.
#[derive(Clone, Debug)]
pub struct FunctionInfo {
    pub def: Handle<FunctionDef>,
    pub symbol: SymbolId,
    /// The scope of the parameters and the outermost block of the body.
    pub body_scope: ScopeId,
    /// The parameters in order (unnamed ones are absent).
    pub params: Vec<SymbolId>,
}

/// The result of semantic analysis: types, symbols and scopes, and per-node side tables.
#[derive(Clone, Debug)]
pub struct Sema {
    pub types: TypeTable,
    pub(crate) scopes: scope::Scopes,
    pub(crate) symbols: Vec<SymbolInfo>,
    /// The interner of the analysed AST (names are keyed by its `Symbol`s).
    pub(crate) interner: Interner,
    pub(crate) expr_ty: Vec<TypeId>,
    pub(crate) expr_lvalue: Vec<bool>,
    pub(crate) consts: FxHashMap<Handle<Expr>, i128>,
    pub(crate) fconsts: FxHashMap<Handle<Expr>, f64>,
    /// Lvalues whose address is a known constant (`((struct s *)0)->m`), for old-style offsetof.
    pub(crate) addr_consts: FxHashMap<Handle<Expr>, i128>,
    pub(crate) bitfields: FxHashSet<Handle<Expr>>,
    /// The association each `_Generic` selects (C11 6.5.1.1), by the selection's expression.
    pub(crate) generic_choice: FxHashMap<Handle<Expr>, Handle<Expr>>,
    /// The symbol of each identifier expression, by expression index.
    pub(crate) resolved: Vec<Option<SymbolId>>,
    pub(crate) directive_scopes: FxHashMap<Handle<Directive>, ScopeId>,
    /// (By statement index.)
    pub(crate) stmt_scopes: Vec<Option<ScopeId>>,
    pub(crate) functions: Vec<FunctionInfo>,
    pub(crate) function_of_def: FxHashMap<Handle<FunctionDef>, usize>,
    pub(crate) decl_symbols: FxHashMap<(Handle<Decl>, usize), SymbolId>,
    /// Where each parameter of a function was declared (latest declaration), for notes.
    pub(crate) param_spans: FxHashMap<SymbolId, std::sync::Arc<[oxacc_syntax::Span]>>,
    /// The source text of each VLA size expression, for the C printer.
    pub(crate) vla_text: FxHashMap<Handle<Expr>, String>,
    /// The alignment of typedefs that have their own (gcc: `typedef int T
    /// __attribute__((aligned(16)))`, or a typedef of such a typedef or of an array of one).
    /// Types are interned without it (`T` is `int`), so the layout of a member declared with
    /// such a typedef and `_Alignof(T)` read it here.
    pub(crate) typedef_align: FxHashMap<SymbolId, u64>,
    /// The alignment an object's declaration asks for (`_Alignas(32) char c[3];`, `double d
    /// __attribute__((aligned(64)));`, or its typedef's `aligned` attribute): not part of its
    /// type, so a writer that declares the object again (the CUDA writer) reads it here.
    pub(crate) object_align: FxHashMap<SymbolId, u64>,
    /// The type named by each `sizeof(type-name)` (a writer that prints the size of a
    /// variable-length array type, `sizeof(int[n])`, needs its lengths).
    pub(crate) sizeof_types: FxHashMap<Handle<Expr>, TypeId>,
    /// The outer size of each parameter declared with array syntax and a constant size
    /// (`double A[64][80]`) or the name of an earlier parameter (`double A[n][m]`): the size
    /// expression as written. The parameter's type is the
    /// adjusted pointer (C11 6.7.6.3p7); OpenACC data clauses that name it alone map the
    /// declared array (see [`Sema::param_declared_size`]).
    /// Every parameter declared with array syntax is a key; the value is `None` when the
    /// size is neither (`int v[]`, `double w[n + 1]`).
    pub(crate) param_array_size: FxHashMap<SymbolId, Option<Handle<Expr>>>,
}

/// Analyses a parsed translation unit. `text` is the preprocessed source the spans index.
pub fn analyze(ast: &Ast, text: &str) -> (Sema, Vec<Diagnostic>) {
    let mut sema = Sema::new(ast.interner.clone());
    let diags = check::run_with_big_stack(|| {
        let mut c = check::Checker::new(&mut sema, ast, text, ScopeId::FILE);
        c.translation_unit();
        c.finish()
    });
    (sema, diags)
}

impl Sema {
    fn new(interner: Interner) -> Sema {
        Sema {
            types: TypeTable::new(),
            scopes: scope::Scopes::new(),
            symbols: Vec::new(),
            interner,
            expr_ty: Vec::new(),
            expr_lvalue: Vec::new(),
            consts: FxHashMap::default(),
            fconsts: FxHashMap::default(),
            addr_consts: FxHashMap::default(),
            bitfields: FxHashSet::default(),
            generic_choice: FxHashMap::default(),
            resolved: Vec::new(),
            directive_scopes: FxHashMap::default(),
            stmt_scopes: Vec::new(),
            functions: Vec::new(),
            function_of_def: FxHashMap::default(),
            decl_symbols: FxHashMap::default(),
            vla_text: FxHashMap::default(),
            param_spans: FxHashMap::default(),
            typedef_align: FxHashMap::default(),
            object_align: FxHashMap::default(),
            sizeof_types: FxHashMap::default(),
            param_array_size: FxHashMap::default(),
        }
    }

    // ---- scopes and symbols ------------------------------------------------------------

    pub fn file_scope(&self) -> ScopeId {
        ScopeId::FILE
    }

    pub fn scope(&self, id: ScopeId) -> &Scope {
        self.scopes.get(id)
    }

    /// The parent of a scope (`None` for the file scope).
    pub fn scope_parent(&self, id: ScopeId) -> Option<ScopeId> {
        self.scopes.get(id).parent
    }

    /// The ordinary identifiers declared directly in `scope` (not its parents), in
    /// declaration order.
    pub fn scope_symbols(&self, scope: ScopeId) -> Vec<SymbolId> {
        let mut v: Vec<SymbolId> = self.scopes.get(scope).names.values().copied().collect();
        v.sort();
        v.dedup();
        v
    }

    /// The ordinary identifier `name` as seen from `scope` (variables, functions, typedefs,
    /// enumerators).
    pub fn lookup(&self, scope: ScopeId, name: &str) -> Option<SymbolId> {
        let sym = self.interner.get(name)?;
        self.scopes.lookup(scope, sym)
    }

    /// The tag `name` (`struct name`, `union name`, `enum name`) as seen from `scope`.
    pub fn lookup_tag(&self, scope: ScopeId, name: &str) -> Option<Tag> {
        let sym = self.interner.get(name)?;
        self.scopes.lookup_tag(scope, sym)
    }

    /// Whether `name` is a typedef name at `scope` (what a parser needs to know).
    pub fn is_typedef(&self, scope: ScopeId, name: &str) -> bool {
        if self.lookup(scope, name).is_none() {
            // Typedef names gcc predeclares.
            return matches!(name, "__builtin_va_list" | "__int128_t" | "__uint128_t");
        }
        self.lookup(scope, name)
            .is_some_and(|s| self.symbol(s).kind == SymbolKind::Typedef)
    }

    pub fn symbol(&self, id: SymbolId) -> &SymbolInfo {
        &self.symbols[id.index().min(self.symbols.len().saturating_sub(1))]
    }

    /// The type a `sizeof(type-name)` expression `e` names (for `__builtin_offsetof(T, m)`,
    /// the record type `T`).
    pub fn sizeof_type_operand(&self, e: Handle<Expr>) -> Option<TypeId> {
        self.sizeof_types.get(&e).copied()
    }

    /// The alignment the declaration of object `s` asks for with `_Alignas`, an `aligned`
    /// attribute or the `aligned` attribute of the typedef it names (the largest; gcc does not
    /// lower an object's alignment below its type's), when there is one.
    pub fn object_align(&self, s: SymbolId) -> Option<u64> {
        self.object_align.get(&s).copied()
    }

    /// The alignment that something of type `ty` declared with typedef `typedef` gets from
    /// that typedef's `aligned` attribute (`typedef_align`): when `ty` is the typedef's type
    /// or an array of it (not a pointer to it).
    pub fn typedef_align_for(&self, typedef: Option<SymbolId>, ty: TypeId) -> Option<u64> {
        let s = typedef?;
        let a = *self.typedef_align.get(&s)?;
        let t = &self.types;
        let base = |mut x: TypeId| {
            while let TypeKind::Array { elem, .. } = t.kind(x) {
                x = *elem;
            }
            t.unqual_id(x)
        };
        (base(ty) == base(self.symbol(s).ty)).then_some(a)
    }

    /// Every symbol, in declaration order.
    pub fn symbols(&self) -> impl Iterator<Item = (SymbolId, &SymbolInfo)> {
        self.symbols
            .iter()
            .enumerate()
            .map(|(i, s)| (SymbolId(i as u32), s))
    }

    /// The scope active at a `#pragma acc`/`omp` directive.
    pub fn directive_scope(&self, d: Handle<Directive>) -> Option<ScopeId> {
        self.directive_scopes.get(&d).copied()
    }

    /// The scope opened by a compound statement (or a `for` with a declaration).
    pub fn stmt_scope(&self, s: Handle<Stmt>) -> Option<ScopeId> {
        self.stmt_scopes.get(s.index()).copied().flatten()
    }

    pub(crate) fn set_stmt_scope(&mut self, s: Handle<Stmt>, scope: ScopeId) {
        let i = s.index();
        if self.stmt_scopes.len() <= i {
            self.stmt_scopes.resize(i + 1, None);
        }
        self.stmt_scopes[i] = Some(scope);
    }

    /// Every function definition, in source order.
    pub fn functions(&self) -> &[FunctionInfo] {
        &self.functions
    }

    pub fn function(&self, def: Handle<FunctionDef>) -> Option<&FunctionInfo> {
        self.function_of_def
            .get(&def)
            .and_then(|&i| self.functions.get(i))
    }

    /// The symbol declared by the `index`-th declarator of a declaration.
    pub fn decl_symbol(&self, decl: Handle<Decl>, index: usize) -> Option<SymbolId> {
        self.decl_symbols.get(&(decl, index)).copied()
    }

    // ---- expressions -------------------------------------------------------------------

    /// The type of an analysed expression ([`TypeId::ERROR`] after an error or if unknown).
    /// This is the type before lvalue conversion: an array stays an array.
    pub fn expr_type(&self, e: Handle<Expr>) -> TypeId {
        self.expr_ty
            .get(e.index())
            .copied()
            .unwrap_or(TypeId::ERROR)
    }

    /// The type of the expression's value after lvalue conversion (arrays and functions
    /// decayed to pointers, qualifiers dropped).
    pub fn value_type(&self, e: Handle<Expr>) -> TypeId {
        self.types.decay_id(self.expr_type(e))
    }

    pub fn is_lvalue(&self, e: Handle<Expr>) -> bool {
        self.expr_lvalue.get(e.index()).copied().unwrap_or(false)
    }

    /// Whether the expression designates a bit-field member.
    pub fn is_bitfield(&self, e: Handle<Expr>) -> bool {
        self.bitfields.contains(&e)
    }

    /// For a parameter declared with array syntax and a constant outer size (`double
    /// A[64][80]`, whose type is `double (*)[80]`) or one that names an earlier parameter
    /// (`double A[n][m]`): that size expression as written.
    pub fn param_declared_size(&self, sym: SymbolId) -> Option<Handle<Expr>> {
        self.param_array_size.get(&sym).copied().flatten()
    }

    /// Whether `sym` is a parameter declared with array syntax (`int v[]`, `double A[n][m]`):
    /// its type is the adjusted pointer, and cc warns about `sizeof` applied to it.
    pub fn param_declared_array(&self, sym: SymbolId) -> bool {
        self.param_array_size.contains_key(&sym)
    }

    /// The symbol an identifier expression names.
    pub fn resolved(&self, e: Handle<Expr>) -> Option<SymbolId> {
        self.resolved.get(e.index()).copied().flatten()
    }

    /// The value of an integer constant expression (computed during analysis).
    pub fn eval_int(&self, e: Handle<Expr>) -> Option<i128> {
        self.consts.get(&e).copied()
    }

    /// The expression of the association a `_Generic` selection `e` selects (C11 6.5.1.1:
    /// the one whose type is compatible with the controlling expression's, else `default`).
    pub fn generic_choice(&self, e: Handle<Expr>) -> Option<Handle<Expr>> {
        self.generic_choice.get(&e).copied()
    }

    /// Analyses an expression added to the AST after [`analyze`] (a clause argument), as if it
    /// appeared at `scope`. `ast` may be a clone of the analysed AST with nodes added.
    pub fn type_expr(
        &mut self,
        ast: &Ast,
        text: &str,
        expr: Handle<Expr>,
        scope: ScopeId,
    ) -> (TypeId, Vec<Diagnostic>) {
        // On the big stack too: a clause expression can be as deep as any other.
        check::run_with_big_stack(|| {
            let mut c = check::Checker::new(self, ast, text, scope);
            c.in_function_context();
            let ty = c.expr(expr);
            (ty, c.finish())
        })
    }

    // ---- types -------------------------------------------------------------------------

    pub fn ty(&self, ty: TypeId) -> &Type {
        self.types.get(ty)
    }

    pub fn size_of(&self, ty: TypeId) -> Option<u64> {
        self.types.size_of(ty)
    }

    pub fn align_of(&self, ty: TypeId) -> Option<u64> {
        self.types.align_of(ty)
    }

    pub fn record_fields(&self, ty: TypeId) -> &[Field] {
        self.types.record_fields(ty)
    }

    pub fn pointee(&self, ty: TypeId) -> Option<TypeId> {
        self.types.pointee(ty)
    }

    pub fn array_elem(&self, ty: TypeId) -> Option<TypeId> {
        self.types.array_elem(ty)
    }

    pub fn array_len(&self, ty: TypeId) -> Option<u64> {
        self.types.array_len(ty)
    }

    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        self.types.is_arithmetic(ty)
    }

    pub fn is_integer(&self, ty: TypeId) -> bool {
        self.types.is_integer(ty)
    }

    pub fn is_floating(&self, ty: TypeId) -> bool {
        self.types.is_floating(ty)
    }

    pub fn is_scalar(&self, ty: TypeId) -> bool {
        self.types.is_scalar(ty)
    }

    pub fn is_pointer(&self, ty: TypeId) -> bool {
        self.types.is_pointer(ty)
    }

    pub fn is_array(&self, ty: TypeId) -> bool {
        self.types.is_array(ty)
    }

    pub fn is_record(&self, ty: TypeId) -> bool {
        self.types.is_record(ty)
    }

    /// `ty` after array/function decay and without top-level qualifiers (may add a type).
    pub fn decay(&mut self, ty: TypeId) -> TypeId {
        self.types.decay(ty)
    }

    pub fn unqual(&mut self, ty: TypeId) -> TypeId {
        self.types.unqual(ty)
    }

    /// Whether two types are compatible (C11 6.2.7).
    pub fn compatible(&self, a: TypeId, b: TypeId) -> bool {
        compat::compatible(&self.types, a, b)
    }

    /// A declaration of `name` with type `ty` in C syntax: `float (*name)[100]`. With an
    /// empty name, the type name (`int *`).
    pub fn type_to_c(&self, ty: TypeId, name: &str) -> String {
        print::type_to_c(self, ty, name)
    }

    /// The type as gcc spells it in messages (`long unsigned int`, `struct s *`).
    pub fn type_display(&self, ty: TypeId) -> String {
        print::type_display(self, ty)
    }
}

#[cfg(test)]
mod tests;
