//! `ChunkMap`: the ordered map under the present table, built for the lookup of a host
//! address among many mappings (issue 9: under 100 ns with 100,000 of them).
//!
//! A B-tree walks about six nodes for 100,000 keys, each a dependent cache miss once the
//! table outgrows the cache. Here the keys are sorted in chunks of at most `MAX` entries; a
//! small array holds each chunk's first key. A lookup is a binary search in that array (800
//! keys for 100,000 mappings: a few KiB that stay in cache), then one in the chunk's keys (at
//! most 1 KiB), then one read of the value: two or three misses instead of six. Insertion and
//! removal shift at most `MAX` entries of a chunk (and, when a chunk splits or empties, the
//! per-chunk arrays: n / 64 entries). Every search is O(log n).

/// Entries per chunk above which it splits in two. 32 keys are 4 cache lines and their
/// `aux` words 8 more: a lookup prefetches all 12 at once, so a chunk that left the cache costs
/// one memory latency, not one per step of the binary search (with 128 keys the prefetches
/// were 16 lines of keys and the value was a second, dependent miss: 235 ns at random among
/// 100,000 mappings on the H100 machine). The per-chunk arrays grow to n / 16..32 entries
/// (about 40 KiB for 100,000 mappings: the cache keeps them).
const MAX: usize = 32;

/// A chunk's keys and aux words, in one block of fixed size (a key more than `MAX`: a chunk
/// holds it for the moment between an insertion and its split). One allocation at a fixed
/// offset from a pointer in a dense array: a lookup loads that pointer (an 8-byte slot of
/// `heads`) and prefetches the block; with three `Vec`s per chunk it first loaded the chunk's
/// 72-byte header from an array 9 times larger, a dependent miss of its own (perf on the dev
/// VM: 12% of the random lookups' time, and the prefetch loops over two buffers another 10%).
#[repr(C, align(64))]
struct Head {
    len: usize,
    keys: [usize; MAX + 1],
    aux: [[usize; 2]; MAX + 1],
}

impl Head {
    fn new() -> Box<Head> {
        Box::new(Head {
            len: 0,
            keys: [0; MAX + 1],
            aux: [[0; 2]; MAX + 1],
        })
    }
    #[inline]
    fn keys(&self) -> &[usize] {
        &self.keys[..self.len]
    }
    /// Inserts (key, aux) at `i` (the caller keeps `len <= MAX` before the call).
    fn insert(&mut self, i: usize, key: usize, aux: [usize; 2]) {
        let n = self.len;
        self.keys.copy_within(i..n, i + 1);
        self.aux.copy_within(i..n, i + 1);
        self.keys[i] = key;
        self.aux[i] = aux;
        self.len = n + 1;
    }
    fn remove(&mut self, i: usize) {
        let n = self.len;
        self.keys.copy_within(i + 1..n, i);
        self.aux.copy_within(i + 1..n, i);
        self.len = n - 1;
    }
    /// The entries from `at` on, moved to a new block.
    fn split_off(&mut self, at: usize) -> Box<Head> {
        let mut h = Head::new();
        let n = self.len;
        h.keys[..n - at].copy_from_slice(&self.keys[at..n]);
        h.aux[..n - at].copy_from_slice(&self.aux[at..n]);
        h.len = n - at;
        self.len = at;
        h
    }
}

impl std::fmt::Debug for Head {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Head").field("keys", &self.keys()).finish()
    }
}

/// Two words of each value kept beside the keys (the present table: the mapping's end and
/// device address), so the common lookup never reads the value itself. They must not change
/// while the value is in the map (`get_mut`/`floor_mut` may change other fields only).
pub trait Aux {
    fn aux(&self) -> [usize; 2];
}

#[cfg(test)]
thread_local! {
    /// Key comparisons made by lookups (the timing-free complexity check of the tests).
    pub static COMPARISONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

#[inline]
fn counted() {
    #[cfg(test)]
    COMPARISONS.with(|c| c.set(c.get() + 1));
}

#[derive(Debug)]
pub struct ChunkMap<V> {
    /// The first key of each chunk; no chunk is empty.
    firsts: Vec<usize>,
    /// Each chunk's keys and aux words. Boxed on purpose: the lookup reads an 8-byte slot of
    /// this array (n / 16..32 of them stay in cache), and a split or merge moves 8-byte
    /// pointers, not 832-byte blocks.
    #[allow(clippy::vec_box)]
    heads: Vec<Box<Head>>,
    /// Each chunk's values, in key order.
    vals: Vec<Vec<V>>,
    len: usize,
}

impl<V> Default for ChunkMap<V> {
    fn default() -> Self {
        ChunkMap {
            firsts: Vec::new(),
            heads: Vec::new(),
            vals: Vec::new(),
            len: 0,
        }
    }
}

impl<V: Aux> ChunkMap<V> {
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The chunk that holds `key` if anything does: the last whose first key is <= `key`.
    #[inline]
    fn chunk_of(&self, key: usize) -> Option<usize> {
        let c = self.firsts.partition_point(|&f| {
            counted();
            f <= key
        });
        c.checked_sub(1)
    }

    /// Position of the last key <= `key` in chunk `c` (it exists: the chunk's first is).
    ///
    /// The chunk's block (keys, then aux words) is prefetched first: the binary search would
    /// otherwise wait for one miss after another, while the prefetches overlap, so a lookup in
    /// a table that has left the cache costs about one miss here instead of four.
    #[inline]
    fn floor_in(&self, c: usize, key: usize) -> usize {
        let h = &self.heads[c];
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let p = &**h as *const Head as *const i8;
            let mut off = 0;
            while off < std::mem::size_of::<Head>() {
                // SAFETY: a prefetch is only a hint; the address is inside the block.
                unsafe { _mm_prefetch(p.add(off), _MM_HINT_T0) };
                off += 64;
            }
        }
        h.keys().partition_point(|&k| {
            counted();
            k <= key
        }) - 1
    }

    /// The position (chunk, index) of the entry with the greatest key <= `key`.
    #[inline]
    pub fn floor_pos(&self, key: usize) -> Option<(usize, usize)> {
        let c = self.chunk_of(key)?;
        Some((c, self.floor_in(c, key)))
    }

    /// The entry at a position `floor_pos` gave, if the map still has one there (positions
    /// shift when entries are inserted or removed: callers check the key).
    #[inline]
    pub fn at(&self, (c, i): (usize, usize)) -> Option<(usize, &V)> {
        let h = self.heads.get(c)?;
        Some((*h.keys().get(i)?, self.vals.get(c)?.get(i)?))
    }

    /// The key and aux words at a position `floor_pos` gave, if the map still has an entry
    /// there (callers check the key, as for `at`).
    #[inline]
    pub fn aux_at(&self, (c, i): (usize, usize)) -> Option<(usize, [usize; 2])> {
        let h = self.heads.get(c)?;
        (i < h.len).then(|| (h.keys[i], h.aux[i]))
    }

    /// The entry with the greatest key <= `key`.
    #[inline]
    pub fn floor(&self, key: usize) -> Option<(usize, &V)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        Some((self.heads[c].keys[i], &self.vals[c][i]))
    }

    /// `floor` for changing the value.
    #[inline]
    pub fn floor_mut(&mut self, key: usize) -> Option<(usize, &mut V)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        Some((self.heads[c].keys[i], &mut self.vals[c][i]))
    }

    /// The smallest key >= `key`.
    pub fn ceil(&self, key: usize) -> Option<usize> {
        let c = match self.chunk_of(key) {
            None => return self.firsts.first().copied(),
            Some(c) => c,
        };
        let keys = self.heads[c].keys();
        let i = keys.partition_point(|&k| k < key);
        match keys.get(i) {
            Some(&k) => Some(k),
            None => self.firsts.get(c + 1).copied(),
        }
    }

    fn position(&self, key: usize) -> Option<(usize, usize)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        (self.heads[c].keys[i] == key).then_some((c, i))
    }

    pub fn get(&self, key: usize) -> Option<&V> {
        self.position(key).map(|(c, i)| &self.vals[c][i])
    }

    pub fn get_mut(&mut self, key: usize) -> Option<&mut V> {
        self.position(key).map(|(c, i)| &mut self.vals[c][i])
    }

    /// Inserts `key` (replacing the value of a key already there).
    pub fn insert(&mut self, key: usize, val: V) {
        if self.heads.is_empty() {
            let mut h = Head::new();
            h.insert(0, key, val.aux());
            self.firsts.push(key);
            self.heads.push(h);
            self.vals.push(vec![val]);
            self.len = 1;
            return;
        }
        // A key below every chunk goes to the front of the first one.
        let c = self.chunk_of(key).unwrap_or(0);
        let h = &mut self.heads[c];
        let i = h.keys().partition_point(|&k| k < key);
        if h.keys().get(i) == Some(&key) {
            h.aux[i] = val.aux();
            self.vals[c][i] = val;
            return;
        }
        h.insert(i, key, val.aux());
        self.vals[c].insert(i, val);
        self.firsts[c] = h.keys[0];
        self.len += 1;
        if h.len > MAX {
            let right = h.split_off(MAX / 2);
            let vals = self.vals[c].split_off(MAX / 2);
            self.firsts.insert(c + 1, right.keys[0]);
            self.heads.insert(c + 1, right);
            self.vals.insert(c + 1, vals);
        }
    }

    pub fn remove(&mut self, key: usize) -> Option<V> {
        let (c, i) = self.position(key)?;
        let h = &mut self.heads[c];
        h.remove(i);
        let v = self.vals[c].remove(i);
        self.len -= 1;
        if h.len == 0 {
            self.firsts.remove(c);
            self.heads.remove(c);
            self.vals.remove(c);
        } else {
            self.firsts[c] = h.keys[0];
        }
        Some(v)
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = usize> + '_ {
        self.heads.iter().flat_map(|h| h.keys().iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    impl Aux for u64 {
        fn aux(&self) -> [usize; 2] {
            // the high half: the tests insert `step << 32` and change only the low half
            [(*self >> 32) as usize, 0]
        }
    }

    /// Random inserts, removals and queries agree with `BTreeMap`.
    #[test]
    fn agrees_with_a_btreemap() {
        let mut s: u64 = 7;
        let mut rnd = move |n: u64| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 33) % n
        };
        let mut m: ChunkMap<u64> = ChunkMap::default();
        let mut model: BTreeMap<usize, u64> = BTreeMap::new();
        for step in 0..60_000u64 {
            let k = rnd(5_000) as usize * 3;
            match rnd(10) {
                0..=4 => {
                    m.insert(k, step << 32);
                    model.insert(k, step << 32);
                }
                5..=6 => assert_eq!(m.remove(k), model.remove(&k)),
                7 => {
                    if let Some(v) = m.get_mut(k) {
                        *v += 1;
                    }
                    if let Some(v) = model.get_mut(&k) {
                        *v += 1;
                    }
                }
                _ => {}
            }
            let q = rnd(15_100) as usize;
            assert_eq!(m.get(q), model.get(&q));
            assert_eq!(
                m.floor(q).map(|(k, v)| (k, *v)),
                model.range(..=q).next_back().map(|(&k, &v)| (k, v))
            );
            assert_eq!(m.ceil(q), model.range(q..).next().map(|(&k, _)| k));
            assert_eq!(
                m.floor_mut(q).map(|(k, v)| (k, *v)),
                model.range(..=q).next_back().map(|(&k, &v)| (k, v))
            );
            assert_eq!(m.len(), model.len());
            if let Some(pos) = m.floor_pos(q) {
                // the aux words follow their values through inserts, splits and removals
                let (k, a) = m.aux_at(pos).unwrap();
                assert_eq!(
                    (k, a[0] as u64),
                    m.at(pos).map(|(k, v)| (k, *v >> 32)).unwrap()
                );
            }
        }
        assert!(m.heads.len() > 10, "the test splits chunks");
        assert!(m.keys().eq(model.keys().copied()));
        assert!(m
            .heads
            .iter()
            .zip(&m.vals)
            .all(|(h, v)| h.len > 0 && h.len <= MAX && v.len() == h.len));
        // Empty every chunk again.
        for k in model.keys() {
            assert!(m.remove(*k).is_some());
        }
        assert!(m.is_empty() && m.heads.is_empty() && m.vals.is_empty() && m.firsts.is_empty());
        assert_eq!(m.floor(5), None);
        assert_eq!(m.ceil(5), None);
    }
}
