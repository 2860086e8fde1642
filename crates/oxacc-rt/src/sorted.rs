//! `ChunkMap`: the ordered map under the present table, built for the lookup of a host
//! address among many mappings (issue 9: under 100 ns with 100,000 of them).
//!
//! A B-tree walks about six nodes for 100,000 keys, each a dependent cache miss once the
//! table outgrows the cache. Here the keys are sorted in chunks of at most `MAX` entries; an
//! index holds each chunk's first key, its length and the slot of its block (16 bytes a chunk:
//! 50-100 KiB for 100,000 mappings), and a summary every `FAN`th chunk's first key (1.6-3 KiB,
//! which the first-level cache keeps). A lookup is a binary search in the summary, then one in
//! its `FAN` index entries (4 cache lines, prefetched together), then one in the chunk's block
//! of keys and aux words (12 cache lines, prefetched together): one memory latency at most
//! when the table has left the cache, and the value itself is not read. Insertion and removal
//! shift at most `MAX` entries of a block (and, when a chunk splits or empties, the index:
//! n / 16..32 entries, and the summary after it). Keys inserted in order (as host allocations
//! mostly come) fill whole chunks. Every search is O(log n).
//!
//! Measured on the H200 machine's host (2026-11-28, `bench_lookup`, old and new runtime
//! alternating in one run): at random among 100,000 mappings 87-102 ns against 113-202 with
//! a binary search of the whole index and half-full chunks. Huge pages for the blocks
//! (`madvise(MADV_HUGEPAGE)`) made no steady difference there or on the dev VM.
//!
//! Tried and not kept: searching the arrays without the present table's lock (atomic words
//! under a sequence lock). Lookups of one address took 11-13 ns instead of 18-21 through the
//! C entry points (the mutex's two atomic read-modify-writes are most of such a lookup), but
//! lookups at random took 113-122 ns instead of 72-80 on the dev VM and 190-270 instead of
//! 125-185 on the H200 machine's host (2026-11-28, alternating binaries): without the lock's
//! serialisation the next lookups' loads run ahead into the prefetches of the last one.

/// Entries a chunk holds at most; a full chunk splits in two before an insertion. 32 keys
/// and their `aux` words fill one block of 12 cache lines: a lookup prefetches all 12 at once,
/// so a chunk that left the cache costs one memory latency, not one per step of the binary
/// search (with 128 keys the prefetches were 16 lines of keys and the value was a second,
/// dependent miss: 235 ns at random among 100,000 mappings on the H100 machine).
const MAX: usize = 32;

/// Index entries per summary key: `ChunkMap::summary` holds every `FAN`th chunk's first key,
/// so the index search starts in an array of n / 32 / 16 words that stays in the first-level
/// cache (about 1.6 KiB for 100,000 mappings in full chunks) and ends in `FAN` index entries,
/// 4 cache lines prefetched together. A binary search of the whole index (100 KiB, in the
/// second-level cache) waited for its ~13 steps one after another: about 5 ns each.
const FAN: usize = 16;

/// Prefetches every cache line of `[p, p + bytes)`: the loads of a binary search there would
/// otherwise wait for one miss after another, while the prefetches overlap.
#[inline]
fn prefetch(p: *const u8, bytes: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let first = p as usize & !63;
        let mut line = first;
        while line < p as usize + bytes {
            // SAFETY: a prefetch is only a hint (it never faults); the lines hold the range.
            unsafe { _mm_prefetch(line as *const i8, _MM_HINT_T0) };
            line += 64;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (p, bytes);
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

/// The keys and aux words of one chunk, in place: one 64-byte-aligned block that a lookup
/// reaches from the index entry without reading anything else first (a chunk of three `Vec`s
/// cost a dependent read of the chunk's header, often a miss of its own, before the keys).
/// All blocks live in one array (`ChunkMap::blocks`), so 100,000 mappings' keys span 3-6 MiB
/// of contiguous memory instead of thousands of small allocations among the values: fewer
/// pages, so fewer TLB misses at random.
#[repr(C, align(64))]
#[derive(Clone, Debug)]
struct Block {
    keys: [usize; MAX],
    aux: [[usize; 2]; MAX],
}

const EMPTY_BLOCK: Block = Block {
    keys: [0; MAX],
    aux: [[0; 2]; MAX],
};

/// One chunk in key order: its first key (what the index search compares), the slot of its
/// block and how many keys it holds (1..=MAX). 16 bytes: four to a cache line.
#[derive(Clone, Copy, Debug)]
struct Entry {
    first: usize,
    slot: u32,
    len: u32,
}

#[derive(Debug)]
pub struct ChunkMap<V> {
    /// The chunks in key order; none is empty.
    index: Vec<Entry>,
    /// `index[k * FAN].first` for each k (kept in step with `index`).
    summary: Vec<usize>,
    /// Blocks by slot (freed slots are reused: `free`).
    blocks: Vec<Block>,
    /// The values of slot s's block in key order at `s * MAX ..`, in one array: a value's
    /// address follows from the position, with no per-chunk header to read first.
    vals: Vec<Option<V>>,
    free: Vec<u32>,
    len: usize,
}

impl<V> Default for ChunkMap<V> {
    fn default() -> Self {
        ChunkMap {
            index: Vec::new(),
            summary: Vec::new(),
            blocks: Vec::new(),
            vals: Vec::new(),
            free: Vec::new(),
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
    /// (std's binary search is branch-free: a search for a random key mispredicts no step.)
    #[inline]
    fn chunk_of(&self, key: usize) -> Option<usize> {
        let s = self
            .summary
            .partition_point(|&f| {
                counted();
                f <= key
            })
            .checked_sub(1)?;
        let lo = s * FAN;
        let group = &self.index[lo..(lo + FAN).min(self.index.len())];
        prefetch(group.as_ptr() as *const u8, std::mem::size_of_val(group));
        // (index[lo].first is summary[s] <= key: the partition point is at least 1)
        Some(
            lo + group.partition_point(|e| {
                counted();
                e.first <= key
            }) - 1,
        )
    }

    /// Rebuilds the summary from chunk `c` on, after the index changed there.
    fn resummarize(&mut self, c: usize) {
        let k = c / FAN;
        self.summary.truncate(k);
        self.summary
            .extend(self.index[k * FAN..].iter().step_by(FAN).map(|e| e.first));
    }

    /// Sets chunk `c`'s first key (in the summary too).
    fn set_first(&mut self, c: usize, first: usize) {
        self.index[c].first = first;
        if c.is_multiple_of(FAN) {
            self.summary[c / FAN] = first;
        }
    }

    /// The keys chunk `e` holds.
    #[inline]
    fn keys_of(&self, e: Entry) -> &[usize] {
        &self.blocks[e.slot as usize].keys[..e.len as usize]
    }

    /// Position of the last key <= `key` in chunk `c` (it exists: the chunk's first is).
    ///
    /// The cache lines of the chunk's keys and aux words in use are prefetched first: the
    /// binary search would otherwise wait for one miss after another, while the prefetches
    /// overlap, so a lookup in a table that has left the cache costs about one miss here
    /// instead of four. Only the `len` entries in use: a chunk of a few mappings (most
    /// programs' whole table) is two lines, not the block's twelve.
    #[inline]
    fn floor_in(&self, c: usize, key: usize) -> usize {
        let e = self.index[c];
        let block = &self.blocks[e.slot as usize];
        let len = e.len as usize;
        prefetch(block.keys.as_ptr() as *const u8, len * 8);
        prefetch(block.aux.as_ptr() as *const u8, len * 16);
        block.keys[..e.len as usize].partition_point(|&k| {
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
        let e = *self.index.get(c)?;
        let k = *self.keys_of(e).get(i)?;
        Some((k, self.vals[e.slot as usize * MAX + i].as_ref()?))
    }

    /// `at` for changing the value (not its key or aux words).
    #[inline]
    pub fn at_mut(&mut self, (c, i): (usize, usize)) -> Option<(usize, &mut V)> {
        let e = *self.index.get(c)?;
        let k = *self.keys_of(e).get(i)?;
        Some((k, self.vals[e.slot as usize * MAX + i].as_mut()?))
    }

    /// The key and aux words at a position `floor_pos` gave, if the map still has an entry
    /// there (callers check the key, as for `at`).
    #[inline]
    pub fn aux_at(&self, (c, i): (usize, usize)) -> Option<(usize, [usize; 2])> {
        let e = *self.index.get(c)?;
        if i >= e.len as usize {
            return None;
        }
        let b = &self.blocks[e.slot as usize];
        Some((b.keys[i], b.aux[i]))
    }

    /// The entry with the greatest key <= `key`.
    #[inline]
    pub fn floor(&self, key: usize) -> Option<(usize, &V)> {
        let pos = self.floor_pos(key)?;
        self.at(pos)
    }

    /// `floor` for changing the value.
    #[inline]
    pub fn floor_mut(&mut self, key: usize) -> Option<(usize, &mut V)> {
        let (c, i) = self.floor_pos(key)?;
        let e = self.index[c];
        let k = self.blocks[e.slot as usize].keys[i];
        Some((k, self.vals[e.slot as usize * MAX + i].as_mut()?))
    }

    /// The smallest key >= `key`.
    pub fn ceil(&self, key: usize) -> Option<usize> {
        let c = match self.chunk_of(key) {
            None => return self.index.first().map(|e| e.first),
            Some(c) => c,
        };
        let keys = self.keys_of(self.index[c]);
        let i = keys.partition_point(|&k| k < key);
        match keys.get(i) {
            Some(&k) => Some(k),
            None => self.index.get(c + 1).map(|e| e.first),
        }
    }

    fn position(&self, key: usize) -> Option<(usize, usize)> {
        let (c, i) = self.floor_pos(key)?;
        (self.keys_of(self.index[c])[i] == key).then_some((c, i))
    }

    pub fn get(&self, key: usize) -> Option<&V> {
        let (c, i) = self.position(key)?;
        self.vals[self.index[c].slot as usize * MAX + i].as_ref()
    }

    pub fn get_mut(&mut self, key: usize) -> Option<&mut V> {
        let (c, i) = self.position(key)?;
        let slot = self.index[c].slot as usize;
        self.vals[slot * MAX + i].as_mut()
    }

    /// A free slot for a new chunk.
    fn new_slot(&mut self) -> u32 {
        if let Some(s) = self.free.pop() {
            return s;
        }
        self.blocks.push(EMPTY_BLOCK);
        self.vals.resize_with(self.blocks.len() * MAX, || None);
        (self.blocks.len() - 1) as u32
    }

    /// Splits full chunk `c` in two halves (the upper one becomes chunk `c + 1`).
    fn split(&mut self, c: usize) {
        let e = self.index[c];
        let half = MAX / 2;
        let s = self.new_slot();
        let (old, new) = (e.slot as usize, s as usize);
        let src = self.blocks[old].clone();
        let dst = &mut self.blocks[new];
        dst.keys[..MAX - half].copy_from_slice(&src.keys[half..]);
        dst.aux[..MAX - half].copy_from_slice(&src.aux[half..]);
        for j in half..MAX {
            self.vals[new * MAX + j - half] = self.vals[old * MAX + j].take();
        }
        self.index[c].len = half as u32;
        self.index.insert(
            c + 1,
            Entry {
                first: src.keys[half],
                slot: s,
                len: (MAX - half) as u32,
            },
        );
        self.resummarize(c + 1);
    }

    /// Starts a chunk of its own for `key` and `val` at index position `c`.
    fn new_chunk(&mut self, c: usize, key: usize, val: V) {
        let s = self.new_slot();
        let b = &mut self.blocks[s as usize];
        b.keys[0] = key;
        b.aux[0] = val.aux();
        self.vals[s as usize * MAX] = Some(val);
        self.index.insert(
            c,
            Entry {
                first: key,
                slot: s,
                len: 1,
            },
        );
        self.resummarize(c);
        self.len += 1;
    }

    /// Inserts `key` (replacing the value of a key already there).
    pub fn insert(&mut self, key: usize, val: V) {
        if self.index.is_empty() {
            self.new_chunk(0, key, val);
            return;
        }
        // A key below every chunk goes to the front of the first one.
        let mut c = self.chunk_of(key).unwrap_or(0);
        let mut i = self.keys_of(self.index[c]).partition_point(|&k| k < key);
        let e = self.index[c];
        if (i as u32) < e.len && self.blocks[e.slot as usize].keys[i] == key {
            self.blocks[e.slot as usize].aux[i] = val.aux();
            self.vals[e.slot as usize * MAX + i] = Some(val);
            return;
        }
        if e.len as usize == MAX {
            // Keys arriving in order (host allocations mostly do) start new chunks at the
            // ends instead of splitting the full ones in halves: chunks stay full, so the
            // blocks and the index are half the size and more of them stay in the caches.
            if i == MAX && c + 1 == self.index.len() {
                return self.new_chunk(c + 1, key, val);
            }
            if i == 0 && c == 0 {
                return self.new_chunk(0, key, val);
            }
            self.split(c);
            // (at i == MAX / 2 the key goes to the end of the lower half)
            if i > MAX / 2 {
                c += 1;
                i -= MAX / 2;
            }
        }
        let e = self.index[c];
        let (slot, n) = (e.slot as usize, e.len as usize);
        let b = &mut self.blocks[slot];
        b.keys.copy_within(i..n, i + 1);
        b.aux.copy_within(i..n, i + 1);
        b.keys[i] = key;
        b.aux[i] = val.aux();
        // (the free position n moves to i)
        self.vals[slot * MAX + i..=slot * MAX + n].rotate_right(1);
        self.vals[slot * MAX + i] = Some(val);
        let first = b.keys[0];
        self.index[c].len += 1;
        self.set_first(c, first);
        self.len += 1;
    }

    pub fn remove(&mut self, key: usize) -> Option<V> {
        let (c, i) = self.position(key)?;
        let e = self.index[c];
        let (slot, n) = (e.slot as usize, e.len as usize);
        let b = &mut self.blocks[slot];
        b.keys.copy_within(i + 1..n, i);
        b.aux.copy_within(i + 1..n, i);
        let v = self.vals[slot * MAX + i].take();
        // (the emptied position moves to the end)
        self.vals[slot * MAX + i..slot * MAX + n].rotate_left(1);
        self.len -= 1;
        if n == 1 {
            self.index.remove(c);
            self.resummarize(c);
            self.free.push(e.slot);
        } else {
            let first = b.keys[0];
            self.index[c].len -= 1;
            self.set_first(c, first);
        }
        v
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = usize> + '_ {
        self.index
            .iter()
            .flat_map(|&e| self.keys_of(e).iter().copied())
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

    /// Every chunk holds 1..=MAX keys, its values where its keys are, its first key in the
    /// index, and the summary holds every FAN-th first key.
    fn check_shape(m: &ChunkMap<u64>) {
        assert!(m.index.iter().all(|e| {
            (1..=MAX).contains(&(e.len as usize))
                && (0..MAX)
                    .all(|j| m.vals[e.slot as usize * MAX + j].is_some() == (j < e.len as usize))
                && e.first == m.blocks[e.slot as usize].keys[0]
        }));
        assert!(m
            .summary
            .iter()
            .eq(m.index.iter().step_by(FAN).map(|e| &e.first)));
    }

    /// Keys inserted in ascending or descending order fill their chunks (new chunks start at
    /// the ends instead of full ones splitting in halves), and lookups, later inserts in
    /// between and removals still agree with `BTreeMap`.
    #[test]
    fn ordered_inserts_fill_chunks() {
        for descending in [false, true] {
            let mut m: ChunkMap<u64> = ChunkMap::default();
            let mut model: BTreeMap<usize, u64> = BTreeMap::new();
            let n = 10_000usize;
            for j in 0..n {
                let k = if descending {
                    (n - j) * 10
                } else {
                    j * 10 + 10
                };
                m.insert(k, (k as u64) << 32);
                model.insert(k, (k as u64) << 32);
            }
            assert_eq!(m.index.len(), n.div_ceil(MAX), "descending: {descending}");
            check_shape(&m);
            for k in (5..n * 10 + 20).step_by(7) {
                if k % 3 == 0 {
                    m.insert(k, (k as u64) << 32);
                    model.insert(k, (k as u64) << 32);
                } else if k % 3 == 1 {
                    assert_eq!(m.remove(k - 1), model.remove(&(k - 1)));
                }
                assert_eq!(
                    m.floor(k).map(|(k, v)| (k, *v)),
                    model.range(..=k).next_back().map(|(&k, &v)| (k, v))
                );
                assert_eq!(m.ceil(k), model.range(k..).next().map(|(&k, _)| k));
            }
            check_shape(&m);
            assert!(m.keys().eq(model.keys().copied()));
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
            if step % 997 == 0 {
                check_shape(&m);
            }
            if let Some(pos) = m.floor_pos(q) {
                // the aux words follow their values through inserts, splits and removals
                let (k, a) = m.aux_at(pos).unwrap();
                assert_eq!(
                    (k, a[0] as u64),
                    m.at(pos).map(|(k, v)| (k, *v >> 32)).unwrap()
                );
                // `at_mut` reaches the same entry as `at`
                let v = *m.at(pos).unwrap().1;
                assert_eq!(m.at_mut(pos).map(|(k, v)| (k, *v)), Some((k, v)));
            }
        }
        assert!(m.index.len() > 10, "the test splits chunks");
        assert!(m.keys().eq(model.keys().copied()));
        check_shape(&m);
        // Empty every chunk again.
        for k in model.keys() {
            assert!(m.remove(*k).is_some());
        }
        assert!(m.is_empty() && m.index.is_empty());
        assert_eq!(m.free.len(), m.blocks.len(), "every slot is free again");
        assert_eq!(m.floor(5), None);
        assert_eq!(m.ceil(5), None);
    }
}
