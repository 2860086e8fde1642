//! The present table of one device (spec 2.6.7, 2.6.8): host address range → device range,
//! with the structured and dynamic reference counters of each range and the attachment
//! counters of the pointers inside mapped ranges.
//!
//! Invariants:
//! - mapped host ranges never overlap (a clause that would overlap a mapping without being
//!   inside it is `acc_error_partly_present`), and neither do their device ranges;
//! - an entry is present iff `structured + dynamic > 0`; one that drops to zero is removed;
//! - lookups by any address inside a range are O(log n) (`ChunkMap::floor` on the start).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::sorted::ChunkMap;

use crate::backend::DevPtr;

/// Which reference counter a data action touches (spec 2.6.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// Data and compute constructs, and the implicit regions of `declare`.
    Structured,
    /// `enter data` / `exit data` and the `acc_*` data routines.
    Dynamic,
}

/// One mapped host range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    pub host: usize,
    pub bytes: usize,
    pub dev: DevPtr,
    pub structured: u64,
    pub dynamic: u64,
    /// Mapped by `acc_map_data`: the device memory belongs to the user, and the dynamic
    /// counter may only reach zero through `acc_unmap_data` (spec 2.7.2, 3.2.21).
    pub user_mapped: bool,
    /// `Some(base)` when this mapping is a slice of a device block allocated for several
    /// mappings at once (batched rows); the block is freed with its last slice.
    pub block: Option<DevPtr>,
}

impl crate::sorted::Aux for Mapping {
    /// The end and the device address (fixed for the mapping's life): all a lookup reads.
    fn aux(&self) -> [usize; 2] {
        [self.end(), self.dev]
    }
}

impl Mapping {
    /// A new mapping made by a data clause: its `counter` at 1, the other at 0, not
    /// user-mapped; `block`: the shared device block of a row of a pointer array.
    pub fn new(
        host: usize,
        bytes: usize,
        dev: DevPtr,
        counter: Counter,
        block: Option<DevPtr>,
    ) -> Mapping {
        let mut m = Mapping {
            host,
            bytes,
            dev,
            structured: 0,
            dynamic: 0,
            user_mapped: false,
            block,
        };
        *m.counter_mut(counter) = 1;
        m
    }
    /// Length used for address tests: a zero-byte mapping still owns its start address.
    fn span(&self) -> usize {
        self.bytes.max(1)
    }
    pub fn end(&self) -> usize {
        self.host + self.span()
    }
    pub fn contains(&self, addr: usize) -> bool {
        addr >= self.host && addr < self.end()
    }
    /// The device address of host address `addr` inside this mapping.
    pub fn dev_of(&self, addr: usize) -> DevPtr {
        self.dev + (addr - self.host)
    }
    pub fn refs(&self) -> u64 {
        self.structured + self.dynamic
    }
    pub fn counter_mut(&mut self, c: Counter) -> &mut u64 {
        match c {
            Counter::Structured => &mut self.structured,
            Counter::Dynamic => &mut self.dynamic,
        }
    }
}

/// How a host data section relates to the table.
#[derive(Debug, PartialEq, Eq)]
pub enum Lookup {
    /// No byte of the section is mapped.
    Absent,
    /// The whole section lies in the mapping that starts at this host address.
    Full(usize),
    /// Some bytes are mapped, not all (or they span several mappings): the mapping given
    /// is one that overlaps.
    Partial(usize),
}

/// The parts of a host range in address order, from [`PresentTable::parts`]: `(offset in the
/// range, device address, length)` for what a mapping holds, `(offset, None, length)` for a gap
/// (up to the next mapping in the range, or the range's end). Several sections of one array
/// mapped apart (`data copy(a[0:2], a[50:2])`, rows entered apart) are several parts.
pub struct Parts<'a> {
    table: &'a PresentTable,
    host: usize,
    at: usize,
    end: usize,
}

impl Iterator for Parts<'_> {
    type Item = (usize, Option<DevPtr>, usize);

    fn next(&mut self) -> Option<Self::Item> {
        let at = self.at;
        if at >= self.end {
            return None;
        }
        let (dev, next) = match self.table.find_span(at) {
            Some((k, mend, dev)) if mend > at => (Some(dev + (at - k)), mend.min(self.end)),
            _ => match self.table.lookup(at, self.end - at) {
                Lookup::Partial(k) if k > at => (None, k.min(self.end)),
                _ => (None, self.end),
            },
        };
        self.at = next;
        Some((at - self.host, dev, next - at))
    }
}

/// The attachment state of one pointer in device memory (spec 2.6.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub count: u64,
    /// The device address the device copy of the pointer holds.
    pub target: DevPtr,
}

/// Counts the insertions and removals of mappings in every present table of the process
/// (starting at 1): a result computed from the mappings, such as `__oxacc_no_alias`'s, stays
/// true while this number has not changed.
static GENERATION: AtomicU64 = AtomicU64::new(1);

/// The current value of [`GENERATION`].
pub fn generation() -> u64 {
    GENERATION.load(Ordering::Acquire)
}

thread_local! {
    /// (table address, position in its `by_host`) of this thread's last `find` hit.
    static LAST_HIT: std::cell::Cell<(usize, (usize, usize))> =
        const { std::cell::Cell::new((0, (0, 0))) };
}

/// The backend told of every mapping made and removed (`Backend::host_mapped`/`host_unmapped`:
/// the nvidia backend registers large host ranges in place for the mapping's lifetime).
#[derive(Default)]
struct Hooks(Option<std::sync::Arc<dyn crate::backend::Backend>>);

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Hooks(backend)"
        } else {
            "Hooks(none)"
        })
    }
}

#[derive(Default, Debug)]
pub struct PresentTable {
    hooks: Hooks,
    /// Host start → mapping (the lookup structure: see `crate::sorted`).
    by_host: ChunkMap<Mapping>,
    /// Device start → host start, for `acc_hostptr`.
    by_dev: BTreeMap<DevPtr, usize>,
    /// Host address of a pointer (inside a mapped range) → its attachment counter.
    attached: BTreeMap<usize, Attachment>,
}

/// Where a mapping sits in the table (`find_at`): a second access to it, with the table's lock
/// held throughout and no mapping added or removed in between, needs no second search.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pos((usize, usize));

impl Pos {
    /// A placeholder (the first slot of the first chunk), for arrays filled later.
    pub const ZERO: Pos = Pos((0, 0));
}

impl PresentTable {
    /// A table whose mappings are announced to `backend` as they come and go.
    pub fn with_backend(backend: std::sync::Arc<dyn crate::backend::Backend>) -> PresentTable {
        PresentTable {
            hooks: Hooks(Some(backend)),
            ..PresentTable::default()
        }
    }

    pub fn len(&self) -> usize {
        self.by_host.len()
    }
    pub fn is_empty(&self) -> bool {
        self.by_host.is_empty()
    }

    /// The mapping that contains host address `addr`.
    ///
    /// Each thread remembers where its last hit in this table was: a region's lookups often
    /// repeat an address or move to the next mapping, and checking those two positions costs a
    /// few comparisons where a search costs two dependent cache misses on a large table. The
    /// remembered position is only a hint: the entry found there is used only if it contains
    /// `addr` (mappings never overlap, so it is then the answer), whatever changed since.
    pub fn find(&self, addr: usize) -> Option<&Mapping> {
        let (pos, ..) = self.find_pos(addr)?;
        self.by_host.at(pos).map(|(_, m)| m)
    }

    /// The (host start, end, device address) of the mapping that contains `addr`: `find`
    /// without reading the mapping itself (the words beside the chunk's keys suffice; one
    /// memory latency at random among 100,000 mappings), with the same per-thread hint.
    #[inline]
    pub fn find_span(&self, addr: usize) -> Option<(usize, usize, DevPtr)> {
        self.find_pos(addr).map(|(_, k, end, dev)| (k, end, dev))
    }

    /// The parts of `[host, end)` in address order ([`Parts`]): what each mapping holds of
    /// it, and the gaps between them.
    pub fn parts(&self, host: usize, end: usize) -> Parts<'_> {
        Parts {
            table: self,
            host,
            at: host,
            end,
        }
    }

    /// The position in `by_host` and the (start, end, device address) of the mapping that
    /// contains `addr`, trying this thread's hint first.
    #[inline]
    fn find_pos(&self, addr: usize) -> Option<((usize, usize), usize, usize, DevPtr)> {
        let me = self as *const PresentTable as usize;
        let hint = LAST_HIT.with(|h| h.get());
        if hint.0 == me {
            for pos in [hint.1, (hint.1 .0, hint.1 .1 + 1)] {
                if let Some((k, [end, dev])) = self.by_host.aux_at(pos) {
                    if addr >= k && addr < end {
                        // (a walk in order hits the next position each time)
                        LAST_HIT.with(|h| h.set((me, pos)));
                        return Some((pos, k, end, dev));
                    }
                }
            }
        }
        let pos = self.by_host.floor_pos(addr)?;
        let (k, [end, dev]) = self.by_host.aux_at(pos)?;
        if addr >= end {
            return None;
        }
        LAST_HIT.with(|h| h.set((me, pos)));
        Some((pos, k, end, dev))
    }

    /// `find` for changing the mapping's counters (its host range and device address must
    /// not change: they are the table's keys).
    /// (With `find`'s per-thread hint: a construct's exit finds the mappings its entry found.)
    pub fn find_mut(&mut self, addr: usize) -> Option<&mut Mapping> {
        let (pos, ..) = self.find_pos(addr)?;
        self.by_host.at_mut(pos).map(|(_, m)| m)
    }

    /// `find`, with the mapping's position for `at_mut`: valid until the table changes.
    pub fn find_at(&self, addr: usize) -> Option<(Pos, &Mapping)> {
        let (pos, ..) = self.find_pos(addr)?;
        self.by_host.at(pos).map(|(_, m)| (Pos(pos), m))
    }

    /// The mapping at a position `find_at` gave, if the table still has one there.
    pub fn at(&self, pos: Pos) -> Option<&Mapping> {
        self.by_host.at(pos.0).map(|(_, m)| m)
    }

    /// The mapping at a position `find_at` gave, for changing its counters, if the table
    /// still has one there (positions shift when mappings come or go).
    pub fn at_mut(&mut self, pos: Pos) -> Option<&mut Mapping> {
        self.by_host.at_mut(pos.0).map(|(_, m)| m)
    }

    /// The device address of `[host, host + bytes)` (at least its first byte) when the
    /// mapping that holds `host` holds all of it, with that mapping's `counter` taken: the
    /// entry of data already present, with one search. `None` (nothing taken) otherwise.
    pub fn hold(&mut self, host: usize, bytes: usize, counter: Counter) -> Option<DevPtr> {
        let m = self.find_mut(host)?;
        if host.saturating_add(bytes.max(1)) > m.end() {
            return None;
        }
        *m.counter_mut(counter) += 1;
        Some(m.dev_of(host))
    }

    pub fn get(&self, host_start: usize) -> Option<&Mapping> {
        self.by_host.get(host_start)
    }

    /// The mapping that starts at `host_start`, for changing its counters (not its range or
    /// device address).
    pub fn get_mut(&mut self, host_start: usize) -> Option<&mut Mapping> {
        self.by_host.get_mut(host_start)
    }

    /// Classifies the section `[host, host+bytes)` (a zero-byte section is its first byte).
    pub fn lookup(&self, host: usize, bytes: usize) -> Lookup {
        let end = host.saturating_add(bytes.max(1));
        if let Some(m) = self.find(host) {
            return if end <= m.end() {
                Lookup::Full(m.host)
            } else {
                Lookup::Partial(m.host)
            };
        }
        match self.by_host.ceil(host).filter(|&k| k < end) {
            Some(k) => Lookup::Partial(k),
            None => Lookup::Absent,
        }
    }

    /// Inserts a new mapping; the caller has checked that its range is absent.
    pub fn insert(&mut self, m: Mapping) {
        if let Some(b) = &self.hooks.0 {
            b.host_mapped(m.host, m.bytes);
        }
        self.by_dev.insert(m.dev, m.host);
        self.by_host.insert(m.host, m);
        GENERATION.fetch_add(1, Ordering::AcqRel);
    }

    /// Removes the mapping that starts at `host_start`, and the attachment counters of the
    /// pointers inside it (they are initialised again when the memory is next allocated).
    pub fn remove(&mut self, host_start: usize) -> Option<Mapping> {
        self.remove_then(host_start, false)
    }

    /// `remove` for a removal that copies the mapping's data back next (a copyout): the backend
    /// may keep its fast path for that copy (`Backend::host_unmapped`).
    pub fn remove_then(&mut self, host_start: usize, copy_back: bool) -> Option<Mapping> {
        let m = self.by_host.remove(host_start)?;
        GENERATION.fetch_add(1, Ordering::AcqRel);
        if let Some(b) = &self.hooks.0 {
            b.host_unmapped(m.host, m.bytes, copy_back);
        }
        if self.by_dev.get(&m.dev) == Some(&m.host) {
            self.by_dev.remove(&m.dev);
        }
        let inside: Vec<usize> = self
            .attached
            .range(m.host..m.end())
            .map(|(&k, _)| k)
            .collect();
        for k in inside {
            self.attached.remove(&k);
        }
        Some(m)
    }

    /// The host address that corresponds to device address `dev`.
    pub fn host_of_dev(&self, dev: DevPtr) -> Option<usize> {
        let (&dstart, &hstart) = self.by_dev.range(..=dev).next_back()?;
        let m = self.by_host.get(hstart)?;
        (dev - dstart < m.bytes.max(1)).then_some(hstart + (dev - dstart))
    }

    /// The mapping (not of zero bytes) whose device copy overlaps `[dev, dev+bytes)`: the
    /// device copies of mappings are disjoint, so only the last one starting below the end
    /// can reach into the range.
    pub fn dev_overlap(&self, dev: DevPtr, bytes: usize) -> Option<&Mapping> {
        let end = dev.saturating_add(bytes.max(1));
        self.by_dev
            .range(..end)
            .rev()
            .filter_map(|(_, &h)| self.by_host.get(h))
            .find(|m| m.bytes > 0)
            .filter(|m| m.dev.saturating_add(m.bytes) > dev)
    }

    pub fn attachment(&self, ptr_addr: usize) -> Option<Attachment> {
        self.attached.get(&ptr_addr).copied()
    }

    pub fn set_attachment(&mut self, ptr_addr: usize, a: Option<Attachment>) {
        match a {
            Some(a) => {
                self.attached.insert(ptr_addr, a);
            }
            None => {
                self.attached.remove(&ptr_addr);
            }
        }
    }

    /// Attached pointers inside `[host, host+bytes)` (immediate detach before a copyout).
    pub fn attached_in(&self, host: usize, bytes: usize) -> Vec<(usize, Attachment)> {
        self.attached
            .range(host..host + bytes.max(1))
            .map(|(&k, &a)| (k, a))
            .collect()
    }

    /// Every mapping (shutdown, leak checks).
    pub fn starts(&self) -> Vec<usize> {
        self.by_host.keys().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(host: usize, bytes: usize, dev: usize) -> Mapping {
        Mapping {
            host,
            bytes,
            dev,
            structured: 0,
            dynamic: 1,
            user_mapped: false,
            block: None,
        }
    }

    #[test]
    fn lookup_classifies_sections() {
        let mut t = PresentTable::default();
        t.insert(m(1000, 100, 50_000));
        t.insert(m(2000, 10, 60_000));
        assert_eq!(t.lookup(1000, 100), Lookup::Full(1000));
        assert_eq!(t.lookup(1050, 50), Lookup::Full(1000));
        assert_eq!(t.lookup(1099, 0), Lookup::Full(1000));
        assert_eq!(t.lookup(1050, 51), Lookup::Partial(1000)); // spec 2.7.3: partly present
        assert_eq!(t.lookup(900, 101), Lookup::Partial(1000));
        assert_eq!(t.lookup(900, 100), Lookup::Absent);
        assert_eq!(t.lookup(1100, 900), Lookup::Absent);
        assert_eq!(t.lookup(1100, 901), Lookup::Partial(2000));
        assert_eq!(t.lookup(1000, 1010), Lookup::Partial(1000));
    }

    #[test]
    fn device_to_host_and_removal() {
        let mut t = PresentTable::default();
        t.insert(m(1000, 100, 50_000));
        assert_eq!(t.host_of_dev(50_010), Some(1010));
        assert_eq!(t.host_of_dev(50_100), None);
        t.set_attachment(
            1008,
            Some(Attachment {
                count: 1,
                target: 7,
            }),
        );
        assert_eq!(t.attached_in(1000, 100).len(), 1);
        assert!(t.remove(1000).is_some());
        assert_eq!(t.attachment(1008), None); // spec 2.6.8: counter starts at zero again
        assert_eq!(t.find(1010), None);
        assert!(t.is_empty());
    }

    /// Key comparisons of one `find` (the lookup of `__oxacc_dev_addr`, `acc_deviceptr` and
    /// every clause), worst case over a spread of hits and misses.
    fn worst_find(n: usize) -> u64 {
        let mut t = PresentTable::default();
        for i in 0..n {
            t.insert(m(i * 64, 32, (1 << 40) | (i * 64)));
        }
        let mut worst = 0;
        for i in (0..n).step_by((n / 1000).max(1)) {
            for addr in [i * 64, i * 64 + 31, i * 64 + 40] {
                crate::sorted::COMPARISONS.with(|c| c.set(0));
                let hit = t.find(addr).is_some();
                assert_eq!(hit, addr % 64 < 32);
                worst = worst.max(crate::sorted::COMPARISONS.with(|c| c.get()));
            }
        }
        worst
    }

    /// Timing-free check that a lookup is logarithmic: a hundredfold table costs a few more
    /// dependent search steps (one scan of a group of keys per level, then one of the chunk's
    /// keys), not a hundred times as many.
    #[test]
    fn lookup_comparisons_grow_logarithmically() {
        let small = worst_find(1_000);
        let big = worst_find(100_000);
        assert!(small > 0);
        assert!(
            big <= 2 * small && big <= 5, // 3125 chunks: levels of 196 and 13 keys
            "1,000 mappings: {small} search steps, 100,000: {big}"
        );
    }

    /// The per-thread hint of `find` never answers for a mapping that went away or moved.
    #[test]
    fn last_hit_hint_follows_changes() {
        let mut t = PresentTable::default();
        for i in 0..300usize {
            t.insert(m(1000 + i * 100, 50, 1_000_000 + i * 100));
        }
        assert_eq!(t.find(1000 + 150 * 100 + 3).map(|m| m.host), Some(16_000));
        // The entry at the remembered position changes: a removal shifts the chunk.
        t.remove(16_000);
        assert_eq!(t.find(16_003), None);
        assert_eq!(t.find(16_103).map(|m| m.host), Some(16_100));
        // An insertion before it shifts it the other way.
        t.insert(m(15_950, 10, 5_000_000));
        assert_eq!(t.find(16_103).map(|m| m.dev_of(16_103)), Some(1_015_103));
        assert_eq!(t.find(15_955).map(|m| m.host), Some(15_950));
        // Another table at another address has its own hint.
        let mut u = PresentTable::default();
        u.insert(m(16_100, 5, 7_000_000));
        assert_eq!(u.find(16_103).map(|m| m.dev_of(16_103)), Some(7_000_003));
        assert_eq!(t.find(16_103).map(|m| m.dev_of(16_103)), Some(1_015_103));
        assert_eq!(u.find(16_106), None);
    }

    #[test]
    fn many_mappings_lookup() {
        let mut t = PresentTable::default();
        for i in 0..100_000usize {
            t.insert(m(i * 64, 32, (1 << 40) | (i * 64)));
        }
        for i in (0..100_000usize).step_by(997) {
            assert_eq!(t.lookup(i * 64 + 5, 8), Lookup::Full(i * 64));
            assert_eq!(t.lookup(i * 64 + 40, 8), Lookup::Absent);
        }
    }
}

#[cfg(test)]
mod timing {
    use super::*;

    /// `cargo test --release -p oxacc-rt --lib lookup_timing -- --ignored --nocapture`:
    /// ns per `find` with 100,000 mappings (thread CPU time, so a loaded machine does not count
    /// the time others run), same address / in order / at random.
    #[test]
    #[ignore]
    fn lookup_timing() {
        fn cpu_now() -> f64 {
            extern "C" {
                fn clock_gettime(clk: i32, ts: *mut [i64; 2]) -> i32;
            }
            let mut ts = [0i64; 2];
            // SAFETY: valid out-pointer; 3 is CLOCK_THREAD_CPUTIME_ID.
            unsafe { clock_gettime(3, &mut ts) };
            ts[0] as f64 + ts[1] as f64 * 1e-9
        }
        let n = 100_000usize;
        let mut t = PresentTable::default();
        // Host ranges 128 bytes apart and a mapping struct of realistic size per entry.
        for i in 0..n {
            t.insert(Mapping {
                host: 0x10_0000 + i * 128,
                bytes: 64,
                dev: (1 << 40) + i * 128,
                structured: 0,
                dynamic: 1,
                user_mapped: true,
                block: None,
            });
        }
        let q = 2_000_000usize;
        for (name, pat, span) in [
            ("same", 0, false),
            ("in order", 1, false),
            ("random", 2, false),
            ("same", 0, true),
            ("in order", 1, true),
            ("random", 2, true),
        ] {
            let mut best = f64::MAX;
            for round in 0..5u32 {
                let mut s = 1 + round;
                let mut sum = 0usize;
                let t0 = cpu_now();
                for k in 0..q {
                    let i = match pat {
                        0 => 4242,
                        1 => k % n,
                        _ => {
                            s = s.wrapping_mul(1103515245).wrapping_add(12345);
                            (s >> 4) as usize % n
                        }
                    };
                    let addr = 0x10_0000 + i * 128 + (k & 31);
                    sum += if span {
                        t.find_span(addr).map_or(0, |(k, _, d)| d + (addr - k))
                    } else {
                        t.find(addr).map_or(0, |m| m.dev_of(addr))
                    };
                }
                let ns = (cpu_now() - t0) / q as f64 * 1e9;
                assert!(sum > 0);
                best = best.min(ns);
            }
            println!(
                "{}, 100,000 mappings, {name}: {best:.1} ns",
                if span { "find_span" } else { "find" }
            );
        }
    }
}
