//! `ChunkMap`: the ordered map under the present table, built for the lookup of a host
//! address among many mappings (issue 9: under 100 ns with 100,000 of them).
//!
//! A B-tree walks about six nodes for 100,000 keys, each a dependent cache miss once the
//! table outgrows the cache. Here the keys are sorted in chunks of at most `MAX` entries, each
//! in one block of keys and aux words; `firsts` holds each chunk's first key (8 bytes a chunk:
//! 25-50 KiB for 100,000 mappings, padded to whole groups of `FAN`), and levels above it every
//! `FAN`th key of the level below, up to a top level of at most `FAN` keys (for 100,000
//! mappings in full chunks: levels of 196 and 13 keys, which the first-level cache keeps). A
//! lookup counts the keys <= its key in one group of `FAN` per level, from the top down to
//! `firsts` (with AVX2 four keys an instruction, all of a group's comparisons at once: not the
//! dependent steps of a binary search), then the keys of the chunk's block (4 cache lines,
//! while its aux words, 8 lines, are prefetched): one memory latency at most when the
//! table has left the cache, and the value itself is not read. Insertion and removal shift at
//! most `MAX` entries of a block (and, when a chunk splits or empties, `firsts` and the chunk
//! list: n / 16..32 entries, and the levels after it). Keys inserted in order (as host
//! allocations mostly come) fill whole chunks. Every search is O(log n).
//!
//! Until 2026-12-01 the levels were one summary of every 16th first key, searched by binary
//! search as the 16 index entries below it and the chunk's keys: about 17 dependent steps,
//! most of a lookup whose lines were in the cache (see "Measured" below and
//! docs/bench-gpu.md).
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
//! (That search was a binary search over atomic words. Retried over the counted levels on
//! 2026-12-01, with AVX2 loads of the atomic words: slower again on the dev VM, one address
//! 22-24 ns against 19-21 and at random worse still, most of it the atomic index's own work
//! per lookup: docs/known-gaps/README.md, the `bench_lookup.c` row.)

/// Entries a chunk holds at most; a full chunk splits in two before an insertion. 32 keys
/// and their `aux` words fill one block of 12 cache lines. A lookup compares the key with all
/// 32 keys at once (`count_le`: independent comparisons, not a binary search's five dependent
/// steps) while the aux words of the chunk's entries are prefetched, so a chunk that left the
/// cache costs one memory latency (with 128 keys the value was a second, dependent miss: 235
/// ns at random among 100,000 mappings on the H100 machine).
const MAX: usize = 32;

/// Keys per group of the index levels: a lookup counts the keys <= its key among `FAN`
/// consecutive first keys (two cache lines) at each level, from a top level of at most `FAN`
/// keys down to the chunks' first keys: log16 of the chunks' count steps (4 for 100,000
/// mappings in full chunks), each a short scan of independent comparisons.
const FAN: usize = 16;

/// The padding of `ChunkMap::firsts`, the levels and the blocks' unused key positions: above
/// every key a lookup counts (a search for `usize::MAX` itself takes its own path).
const PAD: usize = usize::MAX;

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

/// Prefetches the 8 cache lines of a block's aux words (the block is 64-byte aligned): 8
/// instructions, where a loop over the lines in use cost about 30 with its branches.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn prefetch_aux(block: &Block) {
    use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
    let p = block.aux.as_ptr() as *const i8;
    for line in 0..8 {
        // SAFETY: a prefetch is only a hint (it never faults); the line is the block's.
        unsafe { _mm_prefetch(p.wrapping_add(line * 64), _MM_HINT_T0) };
    }
}

/// How many of `keys` are <= `key` (`key` not `PAD`): for sorted keys, the position after the
/// last one <= `key`. Without AVX2, std's branch-free binary search.
#[inline(always)]
fn count_le<const N: usize>(keys: &[usize; N], key: usize) -> usize {
    counted();
    keys.partition_point(|&k| k <= key)
}

/// `count_le` with AVX2 (issue 10): all `N` comparisons at once, four keys an instruction,
/// instead of log2(N) dependent steps of a binary search, each waiting for its load and its
/// comparison (~17 such steps were most of a lookup among 100,000 mappings whose lines were
/// in the cache: 590 instructions, against about 150 this way). Unsigned order: both sides
/// with their top bit flipped, compared as signed.
///
/// # Safety
/// The CPU has AVX2 and POPCNT (`simd()`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
#[inline]
unsafe fn count_le_avx2<const N: usize>(keys: &[usize; N], key: usize) -> usize {
    use std::arch::x86_64::*;
    const { assert!(N.is_multiple_of(4) && N <= 64) };
    counted();
    let top = _mm256_set1_epi64x(i64::MIN);
    let key = _mm256_xor_si256(_mm256_set1_epi64x(key as i64), top);
    let mut above = 0u64;
    let mut j = 0;
    while j < N {
        // SAFETY: j + 4 <= N: four keys of the array (unaligned load).
        let k = unsafe { _mm256_loadu_si256(keys.as_ptr().add(j) as *const __m256i) };
        let gt = _mm256_cmpgt_epi64(_mm256_xor_si256(k, top), key);
        above |= (_mm256_movemask_pd(_mm256_castsi256_pd(gt)) as u64) << j;
        j += 4;
    }
    N - above.count_ones() as usize
}

/// Whether the lookups count with AVX2 (`count_le_avx2`): the CPU has it and POPCNT (std
/// caches the answer: one load).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn simd() -> bool {
    #[cfg(test)]
    if tests::SCALAR.with(|s| s.get()) {
        return false;
    }
    std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("popcnt")
}

/// The `FAN` keys of group `g` of a padded level.
#[inline(always)]
fn group(level: &[usize], g: usize) -> &[usize; FAN] {
    level[g * FAN..g * FAN + FAN]
        .try_into()
        .expect("levels are padded to whole groups")
}

/// Two words of each value kept beside the keys (the present table: the mapping's end and
/// device address), so the common lookup never reads the value itself. They must not change
/// while the value is in the map (`get_mut`/`floor_mut` may change other fields only).
pub trait Aux {
    fn aux(&self) -> [usize; 2];
}

#[cfg(test)]
thread_local! {
    /// Dependent search steps made by lookups (each a scan of one group of keys or of a
    /// chunk's keys): the timing-free complexity check of the tests.
    pub static COMPARISONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

#[inline]
fn counted() {
    #[cfg(test)]
    COMPARISONS.with(|c| c.set(c.get() + 1));
}

/// The keys and aux words of one chunk, in place: one 64-byte-aligned block that a lookup
/// reaches from the chunk's number without reading anything else first (a chunk of three
/// `Vec`s cost a dependent read of the chunk's header, often a miss of its own, before the
/// keys). All blocks live in one array (`ChunkMap::blocks`), so 100,000 mappings' keys span
/// 3-6 MiB of contiguous memory instead of thousands of small allocations among the values:
/// fewer pages, so fewer TLB misses at random. The key positions past the chunk's length hold
/// `PAD`, so a lookup counts over all `MAX` keys without looking at the length first.
#[repr(C, align(64))]
#[derive(Clone, Debug)]
struct Block {
    keys: [usize; MAX],
    aux: [[usize; 2]; MAX],
}

const EMPTY_BLOCK: Block = Block {
    keys: [PAD; MAX],
    aux: [[0; 2]; MAX],
};

/// One chunk in key order: the slot of its block and how many keys it holds (1..=MAX).
#[derive(Clone, Copy, Debug)]
struct Chunk {
    slot: u32,
    len: u32,
}

#[derive(Debug)]
pub struct ChunkMap<V> {
    /// The chunks' first keys in order (what the index search compares), then `PAD` up to a
    /// whole number of groups of `FAN`: one array of keys only, two cache lines a group.
    firsts: Vec<usize>,
    /// The chunks in key order (as `firsts`); none is empty.
    chunks: Vec<Chunk>,
    /// The levels above `firsts`: `levels[0]` holds `firsts[k * FAN]` for each k,
    /// `levels[l + 1]` every `FAN`th key of `levels[l]`, each padded as `firsts`; the last
    /// holds at most `FAN` keys (no level at all for at most `FAN` chunks).
    levels: Vec<Vec<usize>>,
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
            firsts: Vec::new(),
            chunks: Vec::new(),
            levels: Vec::new(),
            blocks: Vec::new(),
            vals: Vec::new(),
            free: Vec::new(),
            len: 0,
        }
    }
}

/// Makes `v` hold its first `real` keys and `PAD` up to a whole number of groups.
fn repad(v: &mut Vec<usize>, real: usize) {
    v.truncate(real);
    v.resize(real.next_multiple_of(FAN), PAD);
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
        let n = self.chunks.len();
        if n == 0 || key < self.firsts[0] {
            return None;
        }
        if key == PAD {
            // (the padding would count as <= key)
            return Some(n - 1);
        }
        Some(self.descend(key))
    }

    /// The chunk of `key` (in the table's range, not `PAD`): from the top level down, the
    /// count of keys <= `key` in one group of `FAN` is the position of the group to count in
    /// the level below (its first key is that position's key, <= `key`, so every count below
    /// the top is at least 1). Each step's loads are two cache lines, issued together; the
    /// levels above `firsts` (n / 512 keys and fewer: 1.6 KiB for 100,000 mappings) stay in
    /// the first-level cache.
    #[inline(always)]
    fn descend(&self, key: usize) -> usize {
        let mut at = 0;
        for level in self.levels.iter().rev() {
            at = at * FAN + count_le(group(level, at), key) - 1;
        }
        at * FAN + count_le(group(&self.firsts, at), key) - 1
    }

    /// `floor_pos` of a `key` in the table's range, not `PAD`, counting with AVX2: `descend`
    /// and `floor_in` in one function, so that every step inlines.
    ///
    /// # Safety
    /// The CPU has AVX2 and POPCNT (`simd()`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt")]
    unsafe fn floor_avx2(&self, key: usize) -> (usize, usize) {
        let mut at = 0;
        for level in self.levels.iter().rev() {
            // SAFETY: the caller's.
            at = at * FAN + unsafe { count_le_avx2(group(level, at), key) } - 1;
        }
        // The group's chunk entries (one line), read once the count is known: asked for now.
        let near = &self.chunks[at * FAN..(at * FAN + FAN).min(self.chunks.len())];
        prefetch(near.as_ptr() as *const u8, std::mem::size_of_val(near));
        // SAFETY: the caller's.
        let c = at * FAN + unsafe { count_le_avx2(group(&self.firsts, at), key) } - 1;
        let e = self.chunks[c];
        let block = &self.blocks[e.slot as usize];
        prefetch_aux(block);
        // SAFETY: the caller's.
        (c, unsafe { count_le_avx2(&block.keys, key) } - 1)
    }

    /// Rebuilds the levels from position `c` of `firsts` on, after `firsts` changed there.
    fn relevel(&mut self, c: usize) {
        let mut real = self.chunks.len();
        let mut from = c / FAN;
        let mut l = 0;
        while real > FAN {
            let up = real.div_ceil(FAN);
            if self.levels.len() == l {
                self.levels.push(Vec::new());
            }
            let (below, above) = self.levels.split_at_mut(l);
            let below: &[usize] = match below.last() {
                Some(b) => b,
                None => &self.firsts,
            };
            let level = &mut above[0];
            if level.len() < from {
                // (a new level: built whole, and so are those above it)
                from = 0;
            }
            level.truncate(from);
            level.extend(below[from * FAN..real].iter().step_by(FAN).copied());
            repad(level, up);
            real = up;
            from /= FAN;
            l += 1;
        }
        self.levels.truncate(l);
    }

    /// Sets chunk `c`'s first key (in the levels too).
    fn set_first(&mut self, c: usize, first: usize) {
        self.firsts[c] = first;
        if c.is_multiple_of(FAN) {
            self.relevel(c);
        }
    }

    /// The keys chunk `e` holds.
    #[inline]
    fn keys_of(&self, e: Chunk) -> &[usize] {
        &self.blocks[e.slot as usize].keys[..e.len as usize]
    }

    /// Position of the last key <= `key` in chunk `c` (it exists: the chunk's first is; `key`
    /// is not `PAD`).
    ///
    /// The cache lines of the aux words are prefetched first, so that they arrive while the
    /// keys are compared: a lookup in a table that has left the cache costs about one miss
    /// here. All 8 lines, unrolled (a loop over the lines in use cost 4-7 ns a lookup whose
    /// lines were cached, dev VM 2026-12-01; none at all cost 1-2 ns at random).
    #[inline]
    fn floor_in(&self, c: usize, key: usize) -> usize {
        let e = self.chunks[c];
        let block = &self.blocks[e.slot as usize];
        #[cfg(target_arch = "x86_64")]
        prefetch_aux(block);
        count_le(&block.keys, key) - 1
    }

    /// The position (chunk, index) of the entry with the greatest key <= `key`.
    #[inline]
    pub fn floor_pos(&self, key: usize) -> Option<(usize, usize)> {
        let n = self.chunks.len();
        if n == 0 || key < self.firsts[0] {
            return None;
        }
        if key == PAD {
            // (the padding would count as <= key)
            return Some((n - 1, self.chunks[n - 1].len as usize - 1));
        }
        #[cfg(target_arch = "x86_64")]
        if simd() {
            // SAFETY: the CPU has the features (`simd`).
            return Some(unsafe { self.floor_avx2(key) });
        }
        let c = self.descend(key);
        Some((c, self.floor_in(c, key)))
    }

    /// The entry at a position `floor_pos` gave, if the map still has one there (positions
    /// shift when entries are inserted or removed: callers check the key).
    #[inline]
    pub fn at(&self, (c, i): (usize, usize)) -> Option<(usize, &V)> {
        let e = *self.chunks.get(c)?;
        let k = *self.keys_of(e).get(i)?;
        Some((k, self.vals[e.slot as usize * MAX + i].as_ref()?))
    }

    /// `at` for changing the value (not its key or aux words).
    #[inline]
    pub fn at_mut(&mut self, (c, i): (usize, usize)) -> Option<(usize, &mut V)> {
        let e = *self.chunks.get(c)?;
        let k = *self.keys_of(e).get(i)?;
        Some((k, self.vals[e.slot as usize * MAX + i].as_mut()?))
    }

    /// The key and aux words at a position `floor_pos` gave, if the map still has an entry
    /// there (callers check the key, as for `at`).
    #[inline]
    pub fn aux_at(&self, (c, i): (usize, usize)) -> Option<(usize, [usize; 2])> {
        let e = *self.chunks.get(c)?;
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
        let pos = self.floor_pos(key)?;
        self.at_mut(pos)
    }

    /// The smallest key >= `key`.
    pub fn ceil(&self, key: usize) -> Option<usize> {
        let c = match self.chunk_of(key) {
            None => {
                return self
                    .firsts
                    .first()
                    .copied()
                    .filter(|_| !self.chunks.is_empty())
            }
            Some(c) => c,
        };
        let keys = self.keys_of(self.chunks[c]);
        let i = keys.partition_point(|&k| k < key);
        match keys.get(i) {
            Some(&k) => Some(k),
            None => (c + 1 < self.chunks.len()).then(|| self.firsts[c + 1]),
        }
    }

    fn position(&self, key: usize) -> Option<(usize, usize)> {
        let (c, i) = self.floor_pos(key)?;
        (self.keys_of(self.chunks[c])[i] == key).then_some((c, i))
    }

    pub fn get(&self, key: usize) -> Option<&V> {
        let (c, i) = self.position(key)?;
        self.vals[self.chunks[c].slot as usize * MAX + i].as_ref()
    }

    pub fn get_mut(&mut self, key: usize) -> Option<&mut V> {
        let (c, i) = self.position(key)?;
        let slot = self.chunks[c].slot as usize;
        self.vals[slot * MAX + i].as_mut()
    }

    /// A free slot for a new chunk (its keys all `PAD`).
    fn new_slot(&mut self) -> u32 {
        if let Some(s) = self.free.pop() {
            return s;
        }
        self.blocks.push(EMPTY_BLOCK);
        self.vals.resize_with(self.blocks.len() * MAX, || None);
        (self.blocks.len() - 1) as u32
    }

    /// Inserts chunk `e` with first key `first` at position `c`.
    fn insert_chunk(&mut self, c: usize, first: usize, e: Chunk) {
        self.chunks.insert(c, e);
        // (the real keys stay in front: the padding after them is rebuilt)
        self.firsts.insert(c, first);
        repad(&mut self.firsts, self.chunks.len());
        self.relevel(c);
    }

    /// Splits full chunk `c` in two halves (the upper one becomes chunk `c + 1`).
    fn split(&mut self, c: usize) {
        let e = self.chunks[c];
        let half = MAX / 2;
        let s = self.new_slot();
        let (old, new) = (e.slot as usize, s as usize);
        let src = self.blocks[old].clone();
        let dst = &mut self.blocks[new];
        dst.keys[..MAX - half].copy_from_slice(&src.keys[half..]);
        dst.aux[..MAX - half].copy_from_slice(&src.aux[half..]);
        self.blocks[old].keys[half..].fill(PAD);
        for j in half..MAX {
            self.vals[new * MAX + j - half] = self.vals[old * MAX + j].take();
        }
        self.chunks[c].len = half as u32;
        self.insert_chunk(
            c + 1,
            src.keys[half],
            Chunk {
                slot: s,
                len: (MAX - half) as u32,
            },
        );
    }

    /// Starts a chunk of its own for `key` and `val` at chunk position `c`.
    fn new_chunk(&mut self, c: usize, key: usize, val: V) {
        let s = self.new_slot();
        let b = &mut self.blocks[s as usize];
        b.keys[0] = key;
        b.aux[0] = val.aux();
        self.vals[s as usize * MAX] = Some(val);
        self.insert_chunk(c, key, Chunk { slot: s, len: 1 });
        self.len += 1;
    }

    /// Inserts `key` (replacing the value of a key already there).
    pub fn insert(&mut self, key: usize, val: V) {
        if self.chunks.is_empty() {
            self.new_chunk(0, key, val);
            return;
        }
        // A key below every chunk goes to the front of the first one.
        let mut c = self.chunk_of(key).unwrap_or(0);
        let mut i = self.keys_of(self.chunks[c]).partition_point(|&k| k < key);
        let e = self.chunks[c];
        if (i as u32) < e.len && self.blocks[e.slot as usize].keys[i] == key {
            self.blocks[e.slot as usize].aux[i] = val.aux();
            self.vals[e.slot as usize * MAX + i] = Some(val);
            return;
        }
        if e.len as usize == MAX {
            // Keys arriving in order (host allocations mostly do) start new chunks at the
            // ends instead of splitting the full ones in halves: chunks stay full, so the
            // blocks and the index are half the size and more of them stay in the caches.
            if i == MAX && c + 1 == self.chunks.len() {
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
        let e = self.chunks[c];
        let (slot, n) = (e.slot as usize, e.len as usize);
        let b = &mut self.blocks[slot];
        // (position n holds PAD, which the shift overwrites: n < MAX)
        b.keys.copy_within(i..n, i + 1);
        b.aux.copy_within(i..n, i + 1);
        b.keys[i] = key;
        b.aux[i] = val.aux();
        // (the free position n moves to i)
        self.vals[slot * MAX + i..=slot * MAX + n].rotate_right(1);
        self.vals[slot * MAX + i] = Some(val);
        let first = b.keys[0];
        self.chunks[c].len += 1;
        if i == 0 {
            self.set_first(c, first);
        }
        self.len += 1;
    }

    pub fn remove(&mut self, key: usize) -> Option<V> {
        let (c, i) = self.position(key)?;
        let e = self.chunks[c];
        let (slot, n) = (e.slot as usize, e.len as usize);
        let b = &mut self.blocks[slot];
        b.keys.copy_within(i + 1..n, i);
        b.aux.copy_within(i + 1..n, i);
        b.keys[n - 1] = PAD;
        let v = self.vals[slot * MAX + i].take();
        // (the emptied position moves to the end)
        self.vals[slot * MAX + i..slot * MAX + n].rotate_left(1);
        self.len -= 1;
        if n == 1 {
            self.chunks.remove(c);
            self.firsts.remove(c);
            repad(&mut self.firsts, self.chunks.len());
            self.relevel(c);
            self.free.push(e.slot);
        } else {
            let first = b.keys[0];
            self.chunks[c].len -= 1;
            if i == 0 {
                self.set_first(c, first);
            }
        }
        v
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = usize> + '_ {
        self.chunks
            .iter()
            .flat_map(|&e| self.keys_of(e).iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    thread_local! {
        /// Lookups of this thread take the path of a CPU without AVX2 (`simd`).
        pub static SCALAR: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// Runs `test` with AVX2's counting (where the CPU has it), then with the binary search
    /// of a CPU without it.
    fn both_paths(test: impl Fn()) {
        for scalar in [false, true] {
            SCALAR.with(|s| s.set(scalar));
            test();
        }
        SCALAR.with(|s| s.set(false));
    }

    /// A deterministic generator (Knuth's MMIX LCG): `rnd(n)` is in `0..n`, `rnd(0)` the whole
    /// state.
    fn lcg(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut s = seed;
        move |n| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if n == 0 {
                s
            } else {
                (s >> 33) % n
            }
        }
    }

    impl Aux for u64 {
        fn aux(&self) -> [usize; 2] {
            // the high half: the tests insert `step << 32` and change only the low half
            [(*self >> 32) as usize, 0]
        }
    }

    /// AVX2's count agrees with the binary search for sorted keys anywhere in the unsigned
    /// range (the top bit set or not: compared as signed after flipping it), padded or not.
    #[test]
    fn simd_count_agrees_with_the_binary_search() {
        #[cfg(target_arch = "x86_64")]
        if simd() {
            let mut lcg5 = lcg(5);
            let mut rnd = move || lcg5(0) as usize;
            let edges = [0, 1, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, PAD - 1];
            for round in 0..2000 {
                let real = round % (MAX + 1);
                let mut keys = [PAD; MAX];
                for k in keys.iter_mut().take(real) {
                    *k = if rnd() % 4 == 0 {
                        edges[rnd() % edges.len()]
                    } else {
                        rnd() >> (rnd() % 64)
                    };
                }
                keys[..real].sort_unstable();
                for q in edges.iter().copied().chain((0..8).map(|_| rnd())) {
                    let q = q.min(PAD - 1);
                    let want = keys.partition_point(|&k| k <= q);
                    // SAFETY: `simd()`.
                    assert_eq!(unsafe { count_le_avx2(&keys, q) }, want, "{keys:x?} {q:#x}");
                    let g: &[usize; FAN] = keys[..FAN].try_into().unwrap();
                    // SAFETY: `simd()`.
                    let got = unsafe { count_le_avx2(g, q) };
                    assert_eq!(got, g.partition_point(|&k| k <= q));
                }
            }
        }
    }

    /// Every chunk holds 1..=MAX keys, its values where its keys are and `PAD` after its
    /// keys, its first key in `firsts` (then `PAD` to a whole group), and each level holds
    /// every FAN-th key of the one below (padded alike), up to a top level of one group.
    fn check_shape(m: &ChunkMap<u64>) {
        let n = m.chunks.len();
        assert!(m.chunks.iter().enumerate().all(|(c, e)| {
            let b = &m.blocks[e.slot as usize];
            (1..=MAX).contains(&(e.len as usize))
                && (0..MAX)
                    .all(|j| m.vals[e.slot as usize * MAX + j].is_some() == (j < e.len as usize))
                && b.keys[e.len as usize..].iter().all(|&k| k == PAD)
                && m.firsts[c] == b.keys[0]
        }));
        let padded = |v: &[usize], real: usize| {
            v.len() == real.next_multiple_of(FAN) && v[real..].iter().all(|&k| k == PAD)
        };
        assert!(padded(&m.firsts, n));
        let mut below: &[usize] = &m.firsts;
        let mut real = n;
        for level in &m.levels {
            assert!(real > FAN, "a level above at most FAN keys");
            let up = real.div_ceil(FAN);
            assert!(padded(level, up));
            assert!(level[..up].iter().eq(below[..real].iter().step_by(FAN)));
            below = level;
            real = up;
        }
        assert!(real <= FAN, "the top level is one group");
        // every freed slot's keys are all PAD (a new chunk there counts over them)
        assert!(m
            .free
            .iter()
            .all(|&s| m.blocks[s as usize].keys.iter().all(|&k| k == PAD)));
    }

    /// Keys inserted in ascending or descending order fill their chunks (new chunks start at
    /// the ends instead of full ones splitting in halves), and lookups, later inserts in
    /// between and removals still agree with `BTreeMap`.
    #[test]
    fn ordered_inserts_fill_chunks() {
        both_paths(|| {
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
                assert_eq!(m.chunks.len(), n.div_ceil(MAX), "descending: {descending}");
                assert_eq!(m.levels.len(), 2, "313 chunks: levels of 20 and 2 keys");
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
        });
    }

    /// The levels above `firsts` come and go as the chunks pass 16, 256 and 4096 (the table
    /// grows from one group to four levels and back), with keys at the top of the range
    /// (`usize::MAX`, the padding's value, among them); floor and ceil agree with `BTreeMap`
    /// throughout.
    #[test]
    fn levels_grow_and_shrink() {
        both_paths(|| {
            let mut rnd = lcg(11);
            let mut m: ChunkMap<u64> = ChunkMap::default();
            let mut model: BTreeMap<usize, u64> = BTreeMap::new();
            let check = |m: &ChunkMap<u64>, model: &BTreeMap<usize, u64>, q: usize| {
                assert_eq!(
                    m.floor(q).map(|(k, v)| (k, *v)),
                    model.range(..=q).next_back().map(|(&k, &v)| (k, v)),
                    "floor({q:#x})"
                );
                assert_eq!(m.ceil(q), model.range(q..).next().map(|(&k, _)| k));
            };
            // Keys in order fill whole chunks: 140,000 keys are 4375 chunks (levels of 274, 18
            // and 2 keys); the top keys go in last.
            let top = [usize::MAX - 1, usize::MAX];
            let n = 140_000usize;
            let mut levels_seen = Vec::new();
            for j in 0..n + top.len() {
                let k = if j < n { j * 8 + 8 } else { top[j - n] };
                m.insert(k, (k as u64) << 32);
                model.insert(k, (k as u64) << 32);
                if !levels_seen.contains(&m.levels.len()) {
                    levels_seen.push(m.levels.len());
                    check_shape(&m);
                }
                if j % 997 == 0 {
                    for q in [
                        0,
                        7,
                        8,
                        k - 1,
                        k,
                        k + 1,
                        usize::MAX,
                        rnd(n as u64 * 9) as usize,
                    ] {
                        check(&m, &model, q);
                    }
                }
            }
            assert_eq!(levels_seen, [0, 1, 2, 3], "levels as the table grows");
            check_shape(&m);
            // Removed in random order, with inserts between the remaining keys now and then.
            let mut keys: Vec<usize> = model.keys().copied().collect();
            for j in (1..keys.len()).rev() {
                keys.swap(j, rnd(j as u64 + 1) as usize);
            }
            for (j, k) in keys.iter().enumerate() {
                assert_eq!(m.remove(*k), model.remove(k));
                if j % 5 == 0 {
                    let k = rnd(n as u64 * 8) as usize | 3;
                    m.insert(k, (k as u64) << 32);
                    model.insert(k, (k as u64) << 32);
                }
                if j % 1009 == 0 {
                    check_shape(&m);
                    for q in [
                        0,
                        *k,
                        k + 1,
                        k.wrapping_sub(1),
                        usize::MAX,
                        rnd(n as u64 * 9) as usize,
                    ] {
                        check(&m, &model, q);
                    }
                }
            }
            check_shape(&m);
            assert!(m.keys().eq(model.keys().copied()));
            for k in model.keys() {
                assert!(m.remove(*k).is_some());
            }
            check_shape(&m);
            assert!(m.is_empty() && m.chunks.is_empty() && m.levels.is_empty());
            assert_eq!(m.floor(usize::MAX), None);
        });
    }

    /// Random inserts, removals and queries agree with `BTreeMap`.
    #[test]
    fn agrees_with_a_btreemap() {
        both_paths(|| {
            let mut rnd = lcg(7);
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
            assert!(m.chunks.len() > 10, "the test splits chunks");
            assert!(m.keys().eq(model.keys().copied()));
            check_shape(&m);
            // Empty every chunk again.
            for k in model.keys() {
                assert!(m.remove(*k).is_some());
            }
            assert!(m.is_empty() && m.chunks.is_empty() && m.levels.is_empty());
            assert_eq!(m.free.len(), m.blocks.len(), "every slot is free again");
            assert_eq!(m.floor(5), None);
            assert_eq!(m.ceil(5), None);
        });
    }
}
