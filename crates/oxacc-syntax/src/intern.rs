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

/// The spellings are stored end to end in one string (`ends[i]` is where symbol `i`'s ends);
/// `slots` is an open-addressing table (linear probing, power-of-two size, at most half full)
/// of `(hash >> 32) << 32 | (symbol + 1)`, 0 marking an empty slot, so that a lookup compares
/// spellings only when the upper hash bits agree and interning allocates nothing per name.
#[derive(Clone, Debug, Default)]
struct InternerTables {
    text: String,
    ends: Vec<u32>,
    slots: Vec<u64>,
}

/// The 64-bit product of `x` and `y` folded to 64 bits (a fast, well-mixing step).
#[inline]
fn fold_mul(x: u64, y: u64) -> u64 {
    let p = (x as u128).wrapping_mul(y as u128);
    (p as u64) ^ ((p >> 64) as u64)
}

#[inline]
fn read_le(b: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w[..b.len()].copy_from_slice(b);
    u64::from_le_bytes(w)
}

/// Hashes a spelling. Identifiers are short: up to 16 bytes take two (overlapping) reads.
#[inline]
fn hash_name(name: &str) -> u64 {
    const K1: u64 = 0xa076_1d64_78bd_642f;
    const K2: u64 = 0xe703_7ed1_a0b4_28db;
    const K3: u64 = 0x8ebc_6af0_9c88_c6e3;
    let b = name.as_bytes();
    let n = b.len();
    let (a, c) = if n >= 8 {
        (read_le(&b[..8]), read_le(&b[n - 8..]))
    } else if n >= 4 {
        (read_le(&b[..4]), read_le(&b[n - 4..]))
    } else if n > 0 {
        let x = (b[0] as u64) | ((b[n / 2] as u64) << 8) | ((b[n - 1] as u64) << 16);
        (x, 0)
    } else {
        (0, 0)
    };
    let mut h = fold_mul(a ^ K1, c ^ K2 ^ n as u64);
    if n > 16 {
        for chunk in b[8..n - 8].chunks(8) {
            h = fold_mul(h ^ read_le(chunk), K3);
        }
    }
    h
}

impl InternerTables {
    fn name(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text[start..self.ends[i] as usize]
    }

    /// The slot holding `name` (`Ok`) or the empty slot where it would go (`Err`).
    #[inline]
    fn find(&self, name: &str, hash: u64) -> Result<Symbol, usize> {
        if self.slots.is_empty() {
            return Err(usize::MAX);
        }
        let mask = self.slots.len() - 1;
        let tag = hash >> 32;
        let mut i = hash as usize & mask;
        loop {
            let e = self.slots[i];
            if e == 0 {
                return Err(i);
            }
            if e >> 32 == tag {
                let sym = (e as u32 - 1) as usize;
                if self.name(sym) == name {
                    return Ok(Symbol(sym as u32));
                }
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let cap = (self.slots.len() * 2).max(1024);
        let mut slots = vec![0u64; cap];
        let mask = cap - 1;
        for i in 0..self.ends.len() {
            let h = hash_name(self.name(i));
            let mut j = h as usize & mask;
            while slots[j] != 0 {
                j = (j + 1) & mask;
            }
            slots[j] = (h >> 32) << 32 | (i as u64 + 1);
        }
        self.slots = slots;
    }
}

impl Interner {
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The symbol of `name`, adding it if new.
    pub fn intern(&mut self, name: &str) -> Symbol {
        let hash = hash_name(name);
        let slot = match self.inner.find(name, hash) {
            Ok(s) => return s,
            Err(slot) => slot,
        };
        let t = Arc::make_mut(&mut self.inner);
        let s = Symbol(t.ends.len() as u32);
        t.text.push_str(name);
        t.ends.push(t.text.len() as u32);
        if slot == usize::MAX || (t.ends.len()) * 2 > t.slots.len() {
            t.grow();
        } else {
            t.slots[slot] = (hash >> 32) << 32 | (s.0 as u64 + 1);
        }
        s
    }

    /// Whether `self` and `other` are clones that have interned nothing since (so every
    /// symbol means the same spelling in both). Constant time.
    pub fn shares_tables(&self, other: &Interner) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// The symbol of `name` if it was interned.
    pub fn get(&self, name: &str) -> Option<Symbol> {
        self.inner.find(name, hash_name(name)).ok()
    }

    /// The spelling of `sym` ("" for a symbol of another interner).
    pub fn resolve(&self, sym: Symbol) -> &str {
        let i = sym.0 as usize;
        if i < self.inner.ends.len() {
            self.inner.name(i)
        } else {
            ""
        }
    }

    pub fn len(&self) -> usize {
        self.inner.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.inner.ends.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_every_length_round_trip() {
        let mut i = Interner::new();
        let names: Vec<String> = (0..20_000)
            .map(|k| format!("{}{k}", "n_".repeat(k % 13)))
            .chain(["", "a", "ab", "abc", "é"].map(String::from))
            .collect();
        let syms: Vec<Symbol> = names.iter().map(|n| i.intern(n)).collect();
        for (n, &s) in names.iter().zip(&syms) {
            assert_eq!(i.resolve(s), n);
            assert_eq!(i.get(n), Some(s));
            assert_eq!(i.intern(n), s);
        }
        assert_eq!(i.len(), names.len());
        assert_eq!(i.get("missing"), None);
        assert_eq!(i.resolve(Symbol(u32::MAX)), "");
    }
}
