//! The checker: walks the AST once, filling the [`Sema`] side tables and collecting
//! diagnostics. Declarations (`decl.rs`), expressions (`expr.rs`), initializers (`init.rs`) and
//! statements (`stmt.rs`) add their methods to [`Checker`].

use oxacc_syntax::intern::{FxHashMap, FxHashSet};

use oxacc_syntax::ast::{Expr, ExternalDecl, Ident};
use oxacc_syntax::{Ast, Diagnostic, Handle, Span, Symbol};

use crate::scope::{ScopeId, ScopeKind, SymbolId, SymbolInfo};
use crate::types::TypeId;
use crate::Sema;

/// Nesting limit for the recursive walk (expressions and statements together). The walk runs
/// on a thread with a large stack (see [`run_with_big_stack`]), so this only stops absurd
/// inputs.
pub(crate) const MAX_DEPTH: u32 = 50_000;

/// Runs `f` on a thread with a 512 MiB stack (only the pages used are committed), so that deep
/// but valid ASTs (long `a + b + c + ...` chains from macros) cannot overflow the stack. Falls
/// back to the current thread if no thread can be started.
pub(crate) fn run_with_big_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    let mut f = Some(f);
    let res = std::thread::scope(|s| {
        let f = &mut f;
        std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn_scoped(s, move || f.take().map(|f| f()))
            .ok()
            .and_then(|h| h.join().ok())
            .flatten()
    });
    match res {
        Some(r) => r,
        None => match f.take() {
            Some(f) => f(),
            // The thread ran `f` and then panicked: propagate as a panic like a plain call.
            None => panic!("semantic analysis panicked"),
        },
    }
}

/// Per-function state: labels, the return type, loop/switch nesting.
#[derive(Default)]
pub(crate) struct FnCtx {
    pub name: String,
    pub ret: TypeId,
    /// The typedef the return type was written with.
    pub ret_sugar: Option<SymbolId>,
    pub labels: FxHashMap<Symbol, Span>,
    pub gotos: Vec<Ident>,
    /// Names declared with `__label__` (their own definitions are checked loosely).
    pub local_labels: FxHashSet<Symbol>,
    pub loops: u32,
    pub switches: Vec<SwitchCtx>,
    /// Identifiers already reported as undeclared in this function (gcc reports each once).
    pub undeclared: FxHashSet<Symbol>,
    /// The end of each enclosing block scope, innermost last.
    pub block_ends: Vec<u32>,
    /// Objects of variably modified type: the declarator's name and the end of its block
    /// (its scope runs from the name to there). A `goto` may not jump into it (6.8.6.1).
    pub vm_scopes: Vec<(Ident, u32)>,
}

/// A member found in a record: its type, byte offset and bit-field width.
pub(crate) type MemberHit = (TypeId, u64, Option<u32>);

/// One step of [`Checker::init_path`]; spelt out only when a message needs it.
#[derive(Clone)]
pub(crate) enum PathSeg {
    /// The declared object's name.
    Root(Ident),
    /// `.name` written in a designator.
    Designator(Ident),
    /// `.name` of the `i`-th field of a record.
    Field(std::sync::Arc<[crate::types::Field]>, usize),
    /// `[i]`
    Index(i128),
}

pub(crate) struct SwitchCtx {
    pub ty: TypeId,
    pub cases: FxHashMap<i128, Span>,
    pub default: Option<Span>,
}

pub(crate) struct Checker<'a> {
    pub sema: &'a mut Sema,
    pub ast: &'a Ast,
    pub text: &'a str,
    pub diags: Vec<Diagnostic>,
    pub scope: ScopeId,
    pub func: Option<FnCtx>,
    /// Breakable constructs (loops and switches) enclosing the current statement, for `break`
    /// across function-less contexts such as statement expressions.
    pub depth: u32,
    pub too_deep: bool,
    /// Identifiers reported as undeclared outside functions.
    pub undeclared_file: FxHashSet<Symbol>,
    /// Functions whose definition was `extern inline` (gnu_inline): a second definition is
    /// allowed.
    pub gnu_inline_defs: FxHashSet<SymbolId>,
    /// Initializer expressions analysed ahead of time (to decide on brace elision).
    pub pre_analysed: FxHashSet<Handle<Expr>>,
    /// Nesting of parameter lists being analysed (tags declared there are local to them).
    pub in_params: u32,
    /// gcc explains "reported only once" on the first undeclared identifier only.
    pub undeclared_noted: bool,
    /// Widths of the bit-field member expressions seen (for integer promotion).
    pub bitfield_widths: FxHashMap<Handle<Expr>, u32>,
    /// `#pragma pack`: the current maximum member alignment and the `push`ed ones.
    pub pack: Option<u64>,
    pub pack_stack: Vec<Option<u64>>,
    /// The typedef each expression's type was written with (for messages).
    /// (By expression index.)
    pub expr_sugar: Vec<Option<SymbolId>>,
    /// The typedef of the target of the next `check_assign` (taken by it).
    pub assign_target_sugar: Option<SymbolId>,
    /// The `=` of the assignment whose value the next `check_assign` checks (taken by it).
    pub assign_op_span: Option<Span>,
    /// The declared type and typedef of the object whose initializer is being analysed.
    pub init_sugar: Option<(TypeId, SymbolId)>,
    /// The typedef of each parameter of each function declared (for argument messages).
    pub param_sugar: FxHashMap<SymbolId, std::sync::Arc<[Option<SymbolId>]>>,
    /// The object being initialized as gcc names it in notes (`o`, `.b`, `[1]`), and the
    /// brace nesting inside its initializer.
    pub init_path: Vec<PathSeg>,
    pub init_braced: u32,
    /// The AST's interner and sema's are the same tables (always during `analyze`), so an
    /// identifier's symbol is its key.
    pub same_interner: bool,
    /// See `Checker::find_member_cached`.
    pub member_cache: FxHashMap<(crate::types::RecordId, Symbol), Option<MemberHit>>,
}

impl<'a> Checker<'a> {
    pub fn new(sema: &'a mut Sema, ast: &'a Ast, text: &'a str, scope: ScopeId) -> Checker<'a> {
        let same_interner = ast.interner.shares_tables(&sema.interner);
        Checker {
            sema,
            ast,
            text,
            diags: Vec::new(),
            scope,
            func: None,
            depth: 0,
            too_deep: false,
            undeclared_file: FxHashSet::default(),
            gnu_inline_defs: FxHashSet::default(),
            pre_analysed: FxHashSet::default(),
            in_params: 0,
            undeclared_noted: false,
            bitfield_widths: FxHashMap::default(),
            pack: None,
            pack_stack: Vec::new(),
            expr_sugar: Vec::new(),
            assign_target_sugar: None,
            assign_op_span: None,
            init_sugar: None,
            param_sugar: FxHashMap::default(),
            init_path: Vec::new(),
            init_braced: 0,
            same_interner,
            member_cache: FxHashMap::default(),
        }
    }

    /// Used by `Sema::type_expr`: clause expressions appear inside functions.
    pub fn in_function_context(&mut self) {
        // gcc's "reported only once" note belongs to the translation unit's first undeclared
        // identifier, which `analyze` already saw.
        self.undeclared_noted = true;
        if self.scope != ScopeId::FILE {
            self.func = Some(FnCtx::default());
        }
    }

    pub fn finish(self) -> Vec<Diagnostic> {
        self.diags
    }

    pub fn translation_unit(&mut self) {
        for item in &self.ast.items {
            match item {
                ExternalDecl::Decl(d) => self.declaration(*d),
                ExternalDecl::FunctionDef(f) => self.function_def(*f),
                ExternalDecl::StaticAssert(sa) => self.static_assert(sa),
                ExternalDecl::Asm { template, .. } => {
                    self.expr(*template);
                }
                ExternalDecl::Directive(d) => {
                    self.sema.directive_scopes.insert(*d, self.scope);
                    if let Some(body) = self.ast.directives.get(*d).and_then(|d| d.body) {
                        self.stmt(body);
                    }
                }
                ExternalDecl::Pragma(p) => self.pragma(*p),
                ExternalDecl::Empty(_) => {}
            }
        }
    }

    /// `#pragma pack(...)` changes the layout of the records defined after it (gcc's forms:
    /// `pack(N)`, `pack()`, `pack(push[, id][, N])`, `pack(pop[, id|N])`). Other pragmas are
    /// not ours.
    pub fn pragma(&mut self, h: Handle<oxacc_syntax::ast::Pragma>) {
        let Some(p) = self.ast.pragmas.get(h) else {
            return;
        };
        let words: Vec<&str> = p.tokens.iter().map(|t| t.text(self.text)).collect();
        let ["pack", "(", args @ .., ")"] = words.as_slice() else {
            return;
        };
        let args: Vec<&str> = args.iter().copied().filter(|a| *a != ",").collect();
        let num = |s: &str| s.parse::<u64>().ok().filter(|n| n.is_power_of_two());
        match args.first().copied() {
            None => self.pack = None,
            Some("push") => {
                self.pack_stack.push(self.pack);
                if let Some(n) = args.iter().skip(1).find_map(|a| num(a)) {
                    self.pack = Some(n);
                }
            }
            Some("pop") => {
                if let Some(prev) = self.pack_stack.pop() {
                    self.pack = prev;
                }
                if let Some(n) = args.iter().skip(1).find_map(|a| num(a)) {
                    self.pack = Some(n);
                }
            }
            Some(a) => {
                if let Some(n) = num(a) {
                    self.pack = Some(n);
                }
            }
        }
    }

    // ---- helpers shared by the modules -----------------------------------------------------

    pub fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// The key of an identifier in the scope maps. The AST being analysed may be a clone with
    /// names added after `analyze` (clause expressions), so the spelling is what counts.
    pub fn key(&self, id: Ident) -> Option<Symbol> {
        if self.same_interner {
            return Some(id.name);
        }
        let name = self.ast.name(id);
        if self.sema.interner.resolve(id.name) == name {
            Some(id.name)
        } else {
            self.sema.interner.get(name)
        }
    }

    /// A symbol key for a name, interning it in sema's interner if needed (declarations).
    pub fn key_or_intern(&mut self, id: Ident) -> Symbol {
        match self.key(id) {
            Some(k) => k,
            None => {
                let name = self.ast.name(id).to_string();
                self.sema.interner.intern(&name)
            }
        }
    }

    pub fn name(&self, id: Ident) -> &'a str {
        self.ast.name(id)
    }

    pub fn src(&self, span: Span) -> &'a str {
        self.text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    pub fn push_scope(&mut self, kind: ScopeKind) -> ScopeId {
        let s = self.sema.scopes.push(Some(self.scope), kind);
        self.scope = s;
        s
    }

    pub fn add_symbol(&mut self, info: SymbolInfo) -> SymbolId {
        let id = SymbolId(self.sema.symbols.len() as u32);
        self.sema.symbols.push(info);
        id
    }

    pub fn bind(&mut self, scope: ScopeId, key: Symbol, id: SymbolId) {
        self.sema.scopes.get_mut(scope).names.insert(key, id);
    }

    pub fn sym(&self, id: SymbolId) -> &SymbolInfo {
        self.sema.symbol(id)
    }

    pub fn set_expr(&mut self, e: Handle<Expr>, ty: TypeId, lvalue: bool) {
        let i = e.index();
        if self.sema.expr_ty.len() <= i {
            let n = self.ast.exprs.len().max(i + 1);
            self.sema.expr_ty.resize(n, TypeId::ERROR);
            self.sema.expr_lvalue.resize(n, false);
        }
        self.sema.expr_ty[i] = ty;
        self.sema.expr_lvalue[i] = lvalue;
    }

    pub fn enter(&mut self, span: Span) -> bool {
        if self.depth >= MAX_DEPTH {
            if !self.too_deep {
                self.too_deep = true;
                self.diags.push(crate::diagnostics::too_deep(span));
            }
            return false;
        }
        self.depth += 1;
        true
    }

    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The span of punctuation `tok` at or after byte `from` (skipping blanks and closing
    /// parentheses): the operator gcc points at. `fallback` if it is not there.
    pub fn token_after(&self, from: u32, tok: &str, fallback: Span) -> Span {
        let rest = self.text.get(from as usize..).unwrap_or("");
        let skip = rest
            .find(|c: char| !c.is_whitespace() && c != ')')
            .unwrap_or(rest.len());
        if rest[skip..].starts_with(tok) {
            let start = from + skip as u32;
            Span::new(start, start + tok.len() as u32)
        } else {
            fallback
        }
    }

    pub fn set_sugar(&mut self, e: Handle<Expr>, s: SymbolId) {
        let i = e.index();
        if self.expr_sugar.len() <= i {
            let n = self.ast.exprs.len().max(i + 1);
            self.expr_sugar.resize(n, None);
        }
        self.expr_sugar[i] = Some(s);
    }

    pub fn sugar_of(&self, e: Handle<Expr>) -> Option<SymbolId> {
        self.expr_sugar.get(e.index()).copied().flatten()
    }

    /// A type for a message, with the typedef it was written with (`'size_t' {aka ...}`).
    pub fn display_sugar(&self, ty: TypeId, sugar: Option<SymbolId>) -> String {
        crate::print::type_display_sugared(self.sema, ty, sugar)
    }

    pub fn expr_span(&self, e: Handle<Expr>) -> Span {
        self.ast.exprs.get(e).map_or(Span::default(), |x| x.span)
    }
}
