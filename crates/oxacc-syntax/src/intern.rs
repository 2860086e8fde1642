//! Identifier interning: the AST names identifiers by a 4-byte [`Symbol`]; the spelling lives
//! once in the [`Interner`] (owned by the `Ast`).

use std::collections::HashMap;

/// An interned identifier spelling. Equal spellings have equal symbols (within one interner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub u32);

#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: HashMap<Box<str>, Symbol>,
    names: Vec<Box<str>>,
}

impl Interner {
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The symbol of `name`, adding it if new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let s = Symbol(self.names.len() as u32);
        self.names.push(name.into());
        self.map.insert(name.into(), s);
        s
    }

    /// The symbol of `name` if it was interned.
    pub fn get(&self, name: &str) -> Option<Symbol> {
        self.map.get(name).copied()
    }

    /// The spelling of `sym` ("" for a symbol of another interner).
    pub fn resolve(&self, sym: Symbol) -> &str {
        self.names.get(sym.0 as usize).map_or("", |s| s)
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}
