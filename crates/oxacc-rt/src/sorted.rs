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
struct Chunk<V> {
    keys: Vec<usize>,
    aux: Vec<[usize; 2]>,
    vals: Vec<V>,
}

#[derive(Debug)]
pub struct ChunkMap<V> {
    /// The first key of each chunk; no chunk is empty.
    firsts: Vec<usize>,
    chunks: Vec<Chunk<V>>,
    len: usize,
}

impl<V> Default for ChunkMap<V> {
    fn default() -> Self {
        ChunkMap {
            firsts: Vec::new(),
            chunks: Vec::new(),
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
    /// Every cache line of the chunk's keys is prefetched first: the binary search would
    /// otherwise wait for one miss after another (a chunk of 128 keys spans 16 lines), while
    /// the prefetches overlap, so a lookup in a table that has left the cache costs about one
    /// miss here instead of four.
    #[inline]
    fn floor_in(&self, c: usize, key: usize) -> usize {
        let ch = &self.chunks[c];
        let keys = &ch.keys;
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            for (p, bytes) in [
                (
                    keys.as_ptr() as *const i8,
                    std::mem::size_of_val(keys.as_slice()),
                ),
                (
                    ch.aux.as_ptr() as *const i8,
                    std::mem::size_of_val(ch.aux.as_slice()),
                ),
            ] {
                let mut off = 0;
                while off < bytes {
                    // SAFETY: a prefetch is only a hint; the address is inside the buffer.
                    unsafe { _mm_prefetch(p.add(off), _MM_HINT_T0) };
                    off += 64;
                }
            }
        }
        keys.partition_point(|&k| {
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
        let ch = self.chunks.get(c)?;
        Some((*ch.keys.get(i)?, ch.vals.get(i)?))
    }

    /// The key and aux words at a position `floor_pos` gave, if the map still has an entry
    /// there (callers check the key, as for `at`).
    #[inline]
    pub fn aux_at(&self, (c, i): (usize, usize)) -> Option<(usize, [usize; 2])> {
        let ch = self.chunks.get(c)?;
        Some((*ch.keys.get(i)?, *ch.aux.get(i)?))
    }

    /// The entry with the greatest key <= `key`.
    #[inline]
    pub fn floor(&self, key: usize) -> Option<(usize, &V)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        let ch = &self.chunks[c];
        Some((ch.keys[i], &ch.vals[i]))
    }

    /// `floor` for changing the value.
    #[inline]
    pub fn floor_mut(&mut self, key: usize) -> Option<(usize, &mut V)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        let ch = &mut self.chunks[c];
        Some((ch.keys[i], &mut ch.vals[i]))
    }

    /// The smallest key >= `key`.
    pub fn ceil(&self, key: usize) -> Option<usize> {
        let c = match self.chunk_of(key) {
            None => return self.firsts.first().copied(),
            Some(c) => c,
        };
        let ch = &self.chunks[c];
        let i = ch.keys.partition_point(|&k| k < key);
        match ch.keys.get(i) {
            Some(&k) => Some(k),
            None => self.firsts.get(c + 1).copied(),
        }
    }

    fn position(&self, key: usize) -> Option<(usize, usize)> {
        let c = self.chunk_of(key)?;
        let i = self.floor_in(c, key);
        (self.chunks[c].keys[i] == key).then_some((c, i))
    }

    pub fn get(&self, key: usize) -> Option<&V> {
        self.position(key).map(|(c, i)| &self.chunks[c].vals[i])
    }

    pub fn get_mut(&mut self, key: usize) -> Option<&mut V> {
        self.position(key).map(|(c, i)| &mut self.chunks[c].vals[i])
    }

    /// Inserts `key` (replacing the value of a key already there).
    pub fn insert(&mut self, key: usize, val: V) {
        if self.chunks.is_empty() {
            self.firsts.push(key);
            self.chunks.push(Chunk {
                keys: vec![key],
                aux: vec![val.aux()],
                vals: vec![val],
            });
            self.len = 1;
            return;
        }
        // A key below every chunk goes to the front of the first one.
        let c = self.chunk_of(key).unwrap_or(0);
        let ch = &mut self.chunks[c];
        let i = ch.keys.partition_point(|&k| k < key);
        if ch.keys.get(i) == Some(&key) {
            ch.aux[i] = val.aux();
            ch.vals[i] = val;
            return;
        }
        ch.keys.insert(i, key);
        ch.aux.insert(i, val.aux());
        ch.vals.insert(i, val);
        self.firsts[c] = ch.keys[0];
        self.len += 1;
        if ch.keys.len() > MAX {
            let keys = ch.keys.split_off(MAX / 2);
            let aux = ch.aux.split_off(MAX / 2);
            let vals = ch.vals.split_off(MAX / 2);
            self.firsts.insert(c + 1, keys[0]);
            self.chunks.insert(c + 1, Chunk { keys, aux, vals });
        }
    }

    pub fn remove(&mut self, key: usize) -> Option<V> {
        let (c, i) = self.position(key)?;
        let ch = &mut self.chunks[c];
        ch.keys.remove(i);
        ch.aux.remove(i);
        let v = ch.vals.remove(i);
        self.len -= 1;
        if ch.keys.is_empty() {
            self.firsts.remove(c);
            self.chunks.remove(c);
        } else {
            self.firsts[c] = ch.keys[0];
        }
        Some(v)
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = usize> + '_ {
        self.chunks.iter().flat_map(|c| c.keys.iter().copied())
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
        assert!(m.chunks.len() > 10, "the test splits chunks");
        assert!(m.keys().eq(model.keys().copied()));
        assert!(m
            .chunks
            .iter()
            .all(|c| !c.keys.is_empty() && c.keys.len() <= MAX));
        // Empty every chunk again.
        for k in model.keys() {
            assert!(m.remove(*k).is_some());
        }
        assert!(m.is_empty() && m.chunks.is_empty() && m.firsts.is_empty());
        assert_eq!(m.floor(5), None);
        assert_eq!(m.ceil(5), None);
    }
}
