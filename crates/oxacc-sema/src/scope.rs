//! Scopes and symbols.
//!
//! Scopes form a tree that is kept after analysis (not a stack that is popped), so a later pass
//! can resolve names at any point it recorded (`Sema::directive_scope`). Each scope has two
//! namespaces: ordinary identifiers (variables, functions, typedefs, enumerators) and tags
//! (struct/union/enum). Labels live per function in the checker.

use oxacc_syntax::intern::FxHashMap;

use oxacc_syntax::ast::StorageClass;
use oxacc_syntax::{Span, Symbol};

use crate::types::{EnumId, RecordId, TypeId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScopeId(pub u32);

impl ScopeId {
    /// The file scope is always the first one.
    pub const FILE: ScopeId = ScopeId(0);

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScopeKind {
    File,
    /// The parameters of a function declarator (and, for a definition, its outermost block).
    Function,
    Block,
    /// Parameters of a declarator that is not a definition.
    Prototype,
}

#[derive(Clone, Debug)]
pub struct Scope {
    pub parent: Option<ScopeId>,
    pub kind: ScopeKind,
    pub(crate) names: FxHashMap<Symbol, SymbolId>,
    pub(crate) tags: FxHashMap<Symbol, Tag>,
    /// This scope continues its parent's block after a directive (see `stmt.rs`): both are
    /// one C scope for redeclaration purposes, but the parent does not see names declared
    /// here.
    pub continues_parent: bool,
}

/// What a struct/union/enum tag names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    Record(RecordId),
    Enum(EnumId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

impl SymbolId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    Variable,
    Parameter,
    Function,
    Typedef,
    /// An enumeration constant with its value.
    Enumerator(i128),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    None,
    Internal,
    External,
}

#[derive(Clone, Debug)]
pub struct SymbolInfo {
    pub name: String,
    pub kind: SymbolKind,
    pub ty: TypeId,
    /// The storage class written in the (first) declaration, if any.
    pub storage: Option<StorageClass>,
    pub linkage: Linkage,
    /// Has static storage duration: declared at file scope, or `static`/`extern` in a block.
    pub is_global: bool,
    /// `_Thread_local` / `__thread`.
    pub is_thread_local: bool,
    /// The span of the name in the first declaration.
    pub span: Span,
    /// The scope the symbol was declared in.
    pub scope: ScopeId,
    /// A function with a body, or an object with an initializer.
    pub defined: bool,
    /// Declared implicitly (a call of an undeclared function, or a `__builtin_*`).
    pub implicit: bool,
    /// The typedef its declaration specifiers named (`size_t n;`), so that messages can say
    /// `'size_t' {aka 'long unsigned int'}` like gcc. For functions: of the return type.
    pub sugar: Option<SymbolId>,
}

#[derive(Clone, Debug, Default)]
pub struct Scopes {
    pub(crate) scopes: Vec<Scope>,
}

impl Scopes {
    pub fn new() -> Scopes {
        let mut s = Scopes { scopes: Vec::new() };
        s.push(None, ScopeKind::File);
        s
    }

    pub fn push(&mut self, parent: Option<ScopeId>, kind: ScopeKind) -> ScopeId {
        let id = ScopeId(self.scopes.len() as u32);
        self.scopes.push(Scope {
            parent,
            kind,
            names: FxHashMap::default(),
            tags: FxHashMap::default(),
            continues_parent: false,
        });
        id
    }

    pub fn get(&self, id: ScopeId) -> &Scope {
        self.scopes.get(id.index()).unwrap_or(&self.scopes[0])
    }

    pub(crate) fn get_mut(&mut self, id: ScopeId) -> &mut Scope {
        let i = if id.index() < self.scopes.len() {
            id.index()
        } else {
            0
        };
        &mut self.scopes[i]
    }

    pub fn len(&self) -> usize {
        self.scopes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.scopes.is_empty()
    }

    /// Looks `name` up in `scope` and its ancestors.
    pub fn lookup(&self, mut scope: ScopeId, name: Symbol) -> Option<SymbolId> {
        loop {
            let s = self.get(scope);
            if let Some(&id) = s.names.get(&name) {
                return Some(id);
            }
            scope = s.parent?;
        }
    }

    /// Looks `name` up in the C scope of `scope` only (through continuations).
    pub fn lookup_local(&self, mut scope: ScopeId, name: Symbol) -> Option<SymbolId> {
        loop {
            let s = self.get(scope);
            if let Some(&id) = s.names.get(&name) {
                return Some(id);
            }
            match s.parent {
                Some(p) if s.continues_parent => scope = p,
                _ => return None,
            }
        }
    }

    pub fn lookup_tag(&self, mut scope: ScopeId, name: Symbol) -> Option<Tag> {
        loop {
            let s = self.get(scope);
            if let Some(&t) = s.tags.get(&name) {
                return Some(t);
            }
            scope = s.parent?;
        }
    }

    pub fn lookup_tag_local(&self, mut scope: ScopeId, name: Symbol) -> Option<Tag> {
        loop {
            let s = self.get(scope);
            if let Some(&t) = s.tags.get(&name) {
                return Some(t);
            }
            match s.parent {
                Some(p) if s.continues_parent => scope = p,
                _ => return None,
            }
        }
    }
}
