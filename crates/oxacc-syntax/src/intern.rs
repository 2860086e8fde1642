//! Identifier interning: the AST names identifiers by a 4-byte [`Symbol`]; the spelling lives
//! once in the [`Interner`] (owned by the `Ast`).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// The FxHash function (rustc's): a multiply-rotate hash, several times faster than SipHash on
/// short keys like identifiers and symbols. Not DoS-resistant, which a compiler does not need.
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A `HashSet` with [`FxHasher`].
pub type FxHashSet<K> = std::collections::HashSet<K, BuildHasherDefault<FxHasher>>;

/// An interned identifier spelling. Equal spellings have equal symbols (within one interner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub u32);

/// Cloning is cheap (the tables are shared until one of the clones interns a new name), so
/// sema can keep its own copy of the AST's interner.
#[derive(Clone, Debug, Default)]
pub struct Interner {
    inner: Arc<InternerTables>,
}

#[derive(Clone, Debug, Default)]
struct InternerTables {
    map: FxHashMap<Box<str>, Symbol>,
    names: Vec<Box<str>>,
}

impl Interner {
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The symbol of `name`, adding it if new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        if let Some(&s) = self.inner.map.get(name) {
            return s;
        }
        let t = Arc::make_mut(&mut self.inner);
        let s = Symbol(t.names.len() as u32);
        t.names.push(name.into());
        t.map.insert(name.into(), s);
        s
    }

    /// Whether `self` and `other` are clones that have interned nothing since (so every
    /// symbol means the same spelling in both). Constant time.
    pub fn shares_tables(&self, other: &Interner) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// The symbol of `name` if it was interned.
    pub fn get(&self, name: &str) -> Option<Symbol> {
        self.inner.map.get(name).copied()
    }

    /// The spelling of `sym` ("" for a symbol of another interner).
    pub fn resolve(&self, sym: Symbol) -> &str {
        self.inner.names.get(sym.0 as usize).map_or("", |s| s)
    }

    pub fn len(&self) -> usize {
        self.inner.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.inner.names.is_empty()
    }
}
