//! The IR arenas (operations, blocks, regions, values): a generational
//! arena like `slotmap::SlotMap`, whose slots are the records themselves
//! (the version word lives in the record, in what would be padding), with
//! two operations `slotmap` lacks: giving an occupied slot a new version in
//! place ([`Arena::renew`]), and telling a key of another arena (another
//! [`Context`](crate::Context)) from a stale one.
//!
//! Why: with `SlotMap<OpId, OpData>` every slot was 168 bytes (the
//! 160-byte record and a `u32` version, padded), so slots started at every
//! multiple of 8 modulo 64 and the fields read on each visit often
//! straddled two cache lines; here a slot is the record itself (the
//! version in its last four bytes, which were padding; 144 bytes since
//! use-list links are one word, slots starting at multiples of 16). And the DRR takeover replacement,
//! which reuses its root's slot for the new operation, had to move the
//! record out of the arena and a new one in; [`Arena::renew`] keeps the
//! record where it is, and only the fields that change are written.
//!
//! Representation and invariants:
//! - `slots[i]` is slot `i`; slot 0 is a sentinel that is never occupied
//!   (as in `slotmap`, so that slot indexes and [`Arena::capacity`] mean
//!   the same as before: tables sized `capacity() + 1` and indexed by slot
//!   index keep working). [`Arena::split_runs`] cuts an arena into runs
//!   for the threads of the parallel greedy driver; a run moved to a
//!   buffer of its own has its slots renumbered from 1 at its start (its
//!   records' keys are renamed by the caller, `ir/relocate.rs`).
//! - A key is `slotmap`'s `KeyData` with the slot index in the low and the
//!   version in the high 32 bits of its FFI form. A version word is the
//!   arena's *tag* in its high [`TAG_BITS`] bits and a *sequence number* in
//!   the low [`SEQ_BITS`]; a slot is occupied iff its sequence number is
//!   odd (`KeyData` always has an odd version). A key resolves iff the slot
//!   exists and has exactly the key's version: one bounds check and one
//!   compare, as in `slotmap`. `SecondaryMap`s keyed by these keys work as
//!   with `SlotMap` keys.
//! - The tag is the same for every slot of an arena and differs between
//!   the arenas of contexts made close together (see
//!   [`Arena::with_tag`]): a key from another context does not resolve,
//!   and [`Arena::is_foreign`] tells it from a stale one. (Two contexts get
//!   the same tag only if a multiple of 32,767 contexts were made between
//!   them.) A tag is at most [`MAX_TAG`], so a version word is below 2³¹:
//!   `slotmap`'s `SecondaryMap` takes a key whose version is 2³¹ or more
//!   past a slot's as an older one, and its `entry` then answers `None`
//!   even for a vacant slot (with 16-bit tags, every context made after
//!   the 32,767th lost the predecessor comments of its printed blocks).
//! - Removing bumps the sequence number to the next even number, inserting
//!   into a vacant slot to the next odd one, and [`Arena::renew`] by two.
//!   The sequence number never wraps around: a slot whose number would
//!   pass [`SEQ_MASK`] is *retired* instead (left vacant, never reused;
//!   [`Arena::renew`] then moves the record to another slot), so a stale
//!   key never resolves to a later record of its slot (`slotmap` wraps
//!   after 2³¹ reuses of a slot, and the old key then names the new
//!   record). A retired slot keeps its memory: one slot per 32,768 uses.
//! - A vacant slot holds a record whose owned contents were taken out
//!   ([`Record::vacate`], or dropped in place by [`Record::clear`] when
//!   [`Arena::discard`] removes it): nothing to drop, no heap memory; its
//!   plain fields are stale and never read.
//! - `retired` lists the retired slots (almost always none), so that the
//!   number of occupied slots of a run of slots is known without reading
//!   them.
//! - `free` lists the vacant slots that are not retired (nor the
//!   sentinel), the most recently freed last: it is a stack, so the slot
//!   freed last is the next one used, exactly `slotmap`'s free list order.
//!   New records then land in the slot of the record just removed, near
//!   its neighbours.

use slotmap::{Key, KeyData};
use std::marker::PhantomData;

/// Bits of a version word holding the arena's tag (see the module docs).
pub(crate) const TAG_BITS: u32 = 16;
/// Bits of a version word holding the slot's sequence number.
pub(crate) const SEQ_BITS: u32 = 32 - TAG_BITS;
/// The largest tag (see the module docs): version words stay below 2³¹.
pub(crate) const MAX_TAG: u16 = (1 << (TAG_BITS - 1)) - 1;
/// The sequence-number part of a version word.
pub(crate) const SEQ_MASK: u32 = (1 << SEQ_BITS) - 1;

/// A record stored in an [`Arena`]: it carries the slot's version word.
pub(crate) trait Record: Sized {
    /// The version word of the slot holding this record.
    fn version(&self) -> u32;
    /// Sets the version word.
    fn set_version(&mut self, version: u32);
    /// Moves the record's contents out, leaving a vacant record behind
    /// (owned parts emptied; nothing to drop).
    fn vacate(&mut self) -> Self;
    /// Drops the record's owned parts in place, leaving a vacant record
    /// ([`Record::vacate`] without moving the contents out).
    #[inline(always)]
    fn clear(&mut self) {
        drop(self.vacate());
    }
    /// The record of the sentinel slot 0 (never occupied).
    fn sentinel() -> Self;
}

/// A generational arena of [`Record`]s indexed by `slotmap` keys (see the
/// module documentation).
#[derive(Clone, Debug)]
pub(crate) struct Arena<K, T> {
    slots: Vec<T>,
    free: Vec<u32>,
    retired: Vec<u32>,
    len: usize,
    /// The tag, in place in a version word (`tag << SEQ_BITS`).
    tag: u32,
    _key: PhantomData<fn(K) -> K>,
}

/// The slot index and the version of `key`.
#[inline(always)]
fn split<K: Key>(key: K) -> (usize, u32) {
    let ffi = key.data().as_ffi();
    ((ffi & 0xffff_ffff) as usize, (ffi >> 32) as u32)
}

/// The slot index of `key` (the low half of its FFI form).
#[inline(always)]
pub(crate) fn slot_index<K: Key>(key: K) -> usize {
    split(key).0
}

/// The slot of `key` (a key of a record, never the sentinel's slot 0) as
/// a link between records that names its target by slot alone: the
/// operations' `prev` links and use-list links (`ir::UseRef`).
#[inline(always)]
pub(crate) fn link_slot<K: Key>(key: K) -> std::num::NonZeroU32 {
    match std::num::NonZeroU32::new(slot_index(key) as u32) {
        Some(slot) => slot,
        None => unreachable!("a record is never in the sentinel slot"),
    }
}

/// The key of slot `index` at `version` (odd).
#[inline(always)]
fn join<K: Key>(index: usize, version: u32) -> K {
    KeyData::from_ffi((u64::from(version) << 32) | index as u64).into()
}

impl<K: Key, T: Record> Arena<K, T> {
    /// An empty arena (just the sentinel slot) whose keys carry `tag`
    /// (non-zero: the null key's version has tag 0).
    pub(crate) fn with_tag(tag: u16) -> Self {
        debug_assert_ne!(tag, 0, "tag 0 is the null key's");
        debug_assert!(tag <= MAX_TAG, "versions must stay below 2^31");
        Arena {
            slots: vec![T::sentinel()],
            free: Vec::new(),
            retired: Vec::new(),
            len: 0,
            tag: u32::from(tag.max(1)) << SEQ_BITS,
            _key: PhantomData,
        }
    }

    /// The arena's tag (see [`Arena::with_tag`]).
    pub(crate) fn tag(&self) -> u16 {
        (self.tag >> SEQ_BITS) as u16
    }

    /// True if `key` does not come from this arena: its tag is not the
    /// arena's (a key of another context, or the null key), as opposed to
    /// a key of this arena whose record was removed.
    #[inline]
    pub(crate) fn is_foreign(&self, key: K) -> bool {
        split(key).1 & !SEQ_MASK != self.tag
    }

    /// Number of occupied slots.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Number of records the arena can hold without reallocating (as
    /// `SlotMap::capacity`: the sentinel not counted; every slot index is
    /// at most this).
    #[inline]
    pub(crate) fn capacity(&self) -> usize {
        self.slots.capacity() - 1
    }

    /// One past the highest slot index.
    #[inline]
    pub(crate) fn end(&self) -> usize {
        self.slots.len()
    }

    /// Reserves room for `additional` more records (as `SlotMap::reserve`:
    /// vacant slots count).
    pub(crate) fn reserve(&mut self, additional: usize) {
        let needed = (self.len + additional).saturating_sub(self.slots.len() - 1);
        self.slots.reserve(needed);
    }

    /// True if `key` resolves.
    #[inline]
    pub(crate) fn contains_key(&self, key: K) -> bool {
        self.get(key).is_some()
    }

    /// The record of `key`, if it resolves.
    #[inline]
    pub(crate) fn get(&self, key: K) -> Option<&T> {
        let (index, version) = split(key);
        match self.slots.get(index) {
            Some(r) if r.version() == version => Some(r),
            _ => None,
        }
    }

    /// Hints the processor to fetch the record in the slot of `key`
    /// (nothing is read; see `ir/prefetch.rs`).
    #[inline]
    pub(crate) fn prefetch_slot(&self, key: K) {
        let (index, _) = split(key);
        if index < self.slots.len() {
            super::prefetch::prefetch(
                self.slots.as_ptr().wrapping_add(index).addr(),
                std::mem::size_of::<T>(),
            );
        }
    }

    /// The record of `key`, mutably, if it resolves.
    #[inline]
    pub(crate) fn get_mut(&mut self, key: K) -> Option<&mut T> {
        let (index, version) = split(key);
        match self.slots.get_mut(index) {
            Some(r) if r.version() == version => Some(r),
            _ => None,
        }
    }

    /// The record of `key`, which the caller knows resolves (a key just
    /// returned by [`Arena::renew`], or a link the IR keeps only between
    /// live records: block neighbours, use-list entries): found by its slot
    /// alone, without the version compare of [`Arena::get_mut`] (checked
    /// in debug builds). A stale key would give the slot's current
    /// record, not a panic: never for keys from outside the crate.
    ///
    /// # Panics
    /// If `key`'s slot is out of range.
    #[inline(always)]
    pub(crate) fn live_mut(&mut self, key: K) -> &mut T {
        let (index, version) = split(key);
        let slot = &mut self.slots[index];
        debug_assert_eq!(slot.version(), version, "live_mut of a stale key");
        let _ = version;
        slot
    }

    /// The record in slot `slot`, which the caller knows is occupied (a
    /// use-list link, which the IR keeps only between live records and
    /// which names its operation by slot alone).
    ///
    /// # Panics
    /// If `slot` is out of range.
    #[inline(always)]
    pub(crate) fn at_slot(&self, slot: std::num::NonZeroU32) -> &T {
        let slot = &self.slots[slot.get() as usize];
        debug_assert!(slot.version() & 1 == 1, "at_slot of a vacant slot");
        slot
    }

    /// The record in slot `slot` if the slot exists and is occupied (for
    /// checks of links that may be broken: the verifier's).
    #[inline]
    pub(crate) fn occupied_slot(&self, slot: std::num::NonZeroU32) -> Option<&T> {
        self.slots
            .get(slot.get() as usize)
            .filter(|r| r.version() & 1 == 1)
    }

    /// [`Arena::at_slot`], mutably.
    ///
    /// # Panics
    /// If `slot` is out of range.
    #[inline(always)]
    pub(crate) fn at_slot_mut(&mut self, slot: std::num::NonZeroU32) -> &mut T {
        let slot = &mut self.slots[slot.get() as usize];
        debug_assert!(slot.version() & 1 == 1, "at_slot_mut of a vacant slot");
        slot
    }

    /// The key of the record in the occupied slot `slot` (its current
    /// version).
    ///
    /// # Panics
    /// If `slot` is out of range.
    #[inline(always)]
    pub(crate) fn key_at(&self, slot: std::num::NonZeroU32) -> K {
        join(slot.get() as usize, self.at_slot(slot).version())
    }

    /// [`Arena::key_at`] of a link that may be absent.
    #[inline(always)]
    pub(crate) fn key_at_opt(&self, slot: Option<std::num::NonZeroU32>) -> Option<K> {
        slot.map(|s| self.key_at(s))
    }

    /// Stores `value` in the slot freed last, or a new slot, and returns
    /// its key (`value`'s version word is overwritten).
    #[inline]
    pub(crate) fn insert(&mut self, value: T) -> K {
        self.insert_in_place(|_, slot| *slot = value)
    }

    /// [`Arena::insert`] of a record written in place by `fill`, given
    /// the new key: into the vacant record of the slot freed last (whose
    /// owned parts are empty; its plain fields are stale, so `fill` must
    /// write every field it relies on), or into a fresh [`Record::sentinel`]
    /// pushed at the end. Why: a record built by value and then moved into
    /// its slot is written twice (a 144-byte copy per new operation).
    ///
    /// # Panics
    /// If the arena already has `u32::MAX` slots (as `slotmap`).
    #[inline]
    pub(crate) fn insert_in_place(&mut self, fill: impl FnOnce(K, &mut T)) -> K {
        self.len += 1;
        let (index, version) = match self.free.pop() {
            // A free slot's sequence number is even and below `SEQ_MASK`
            // (a slot at the end of its sequence is retired, not freed).
            Some(index) => {
                let index = index as usize;
                (index, self.slots[index].version() | 1)
            }
            None => {
                let index = self.end();
                assert!(index < u32::MAX as usize, "arena is full");
                self.slots.push(T::sentinel());
                (index, self.tag | 1)
            }
        };
        let key = join(index, version);
        let slot = &mut self.slots[index];
        fill(key, slot);
        slot.set_version(version);
        key
    }

    /// The version of a slot vacated at `version` (odd), and whether it
    /// goes on the free list: the next version, or, if `version` ends its
    /// slot's sequence, the tag with sequence number 0 (which no key has,
    /// keys being odd) and retired (vacant for good, off the free list), so
    /// that no later key of the slot can equal an earlier one.
    #[inline(always)]
    fn vacated(tag: u32, version: u32) -> (u32, bool) {
        if version & SEQ_MASK == SEQ_MASK {
            (tag, false)
        } else {
            (version + 1, true)
        }
    }

    /// Takes the record of `key` out of the arena (its key and every copy
    /// of it no longer resolve); `None` if `key` does not resolve.
    #[inline]
    pub(crate) fn remove(&mut self, key: K) -> Option<T> {
        let (index, version) = split(key);
        let slot = self
            .slots
            .get_mut(index)
            .filter(|r| r.version() == version)?;
        let value = slot.vacate();
        let (next, reuse) = Self::vacated(self.tag, version);
        slot.set_version(next);
        if reuse {
            self.free.push(index as u32);
        } else {
            self.retired.push(index as u32);
        }
        self.len -= 1;
        Some(value)
    }

    /// [`Arena::remove`] without returning the record: its owned parts are
    /// dropped in place ([`Record::clear`]). False if `key` does not
    /// resolve.
    #[inline]
    pub(crate) fn discard(&mut self, key: K) -> bool {
        let (index, version) = split(key);
        let Some(slot) = self.slots.get_mut(index).filter(|r| r.version() == version) else {
            return false;
        };
        slot.clear();
        let (next, reuse) = Self::vacated(self.tag, version);
        slot.set_version(next);
        if reuse {
            self.free.push(index as u32);
        } else {
            self.retired.push(index as u32);
        }
        self.len -= 1;
        true
    }

    /// Gives the record of `key` a new version in place: `key` no longer
    /// resolves, the returned key (same slot) does, to the same record,
    /// handed back to be rewritten. The same key as a [`Arena::remove`]
    /// followed by an [`Arena::insert`] would give, without moving the
    /// record. `None` if `key` does not resolve. (If the slot's sequence
    /// is at its end, the slot is retired and the record moved to the slot
    /// an insertion would use: a different slot, the same record.)
    #[inline]
    pub(crate) fn renew(&mut self, key: K) -> Option<(K, &mut T)> {
        let (index, version) = split(key);
        if version & SEQ_MASK > SEQ_MASK - 2 {
            return self.renew_elsewhere(index, version);
        }
        let slot = self
            .slots
            .get_mut(index)
            .filter(|r| r.version() == version)?;
        let version = version + 2;
        slot.set_version(version);
        Some((join(index, version), slot))
    }

    /// [`Arena::renew`] of a key whose `version` ends its slot's sequence:
    /// if it resolves, the record moves to a new slot and the old one is
    /// retired.
    #[cold]
    #[inline(never)]
    fn renew_elsewhere(&mut self, index: usize, version: u32) -> Option<(K, &mut T)> {
        let slot = self
            .slots
            .get_mut(index)
            .filter(|r| r.version() == version)?;
        let record = slot.vacate();
        slot.set_version(self.tag);
        self.retired.push(index as u32);
        self.len -= 1;
        let key = self.insert(record);
        Some((key, &mut self.slots[split(key).0]))
    }

    /// The occupied slots in slot order, with their keys.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (K, &T)> {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, r)| r.version() & 1 == 1)
            .map(|(i, r)| (join(i, r.version()), r))
    }

    /// The vacant slots (free or retired), in no order.
    pub(crate) fn vacant_slots(&self) -> Vec<u32> {
        let mut v = Vec::with_capacity(self.free.len() + self.retired.len());
        v.extend_from_slice(&self.free);
        v.extend_from_slice(&self.retired);
        v
    }

    /// Calls `f` on each occupied slot among `lo..hi` (clamped to the
    /// arena's slots), in slot order.
    pub(crate) fn for_each_live_in(&mut self, lo: usize, hi: usize, mut f: impl FnMut(&mut T)) {
        let b = hi.min(self.slots.len());
        for r in &mut self.slots[lo.min(b)..b] {
            if r.version() & 1 == 1 {
                f(r);
            }
        }
    }

    /// Splits the arena into runs of slots, one arena each: `[0,
    /// bounds[0])`, `[bounds[0], bounds[1])`, …, `[bounds[last], end)`
    /// (some possibly empty), each with the retired slots inside it and
    /// the free slots inside `keep[k]` (a part of run `k`: the records it
    /// may add go there or past the run, nowhere else; the other free
    /// slots stay with this arena), in order, and its count. This arena is
    /// left empty.
    ///
    /// The last run keeps the arena's buffer: its records stay where they
    /// are, slot `i` at `i` (the other runs' slots in it are left vacant
    /// and resolve no key). The other runs' records are moved into buffers
    /// of their own, after a sentinel, renumbered from 1 at the run's
    /// start: the run's offset (returned; 0 for the first run and the
    /// last, the run's start minus one for the others), which its records'
    /// keys must be renamed by before use. A run's new slots come after it
    /// (offset slot `bounds[k]` on), where [`Arena::rejoin`] does not put
    /// them back (the last run's excepted). `bounds` must ascend within
    /// `0..=end()`.
    pub(crate) fn split_runs(
        &mut self,
        bounds: &[usize],
        keep: &[(usize, usize)],
    ) -> (Vec<Arena<K, T>>, Vec<usize>) {
        debug_assert!(bounds.windows(2).all(|w| w[0] <= w[1]));
        debug_assert!(bounds.iter().all(|&b| b <= self.slots.len()));
        let n = bounds.len() + 1;
        debug_assert_eq!(keep.len(), n);
        let end = self.slots.len();
        let lo_of = |k: usize| if k == 0 { 0 } else { bounds[k - 1] };
        // A moved run starting past slot 0 gets a sentinel of its own
        // below its first record (slot 1 on): a slot index of a record is
        // never 0, which use-list links rely on (`ir::UseRef`).
        let offset_of = |k: usize| {
            if k + 1 == n {
                0
            } else {
                lo_of(k).saturating_sub(1)
            }
        };
        let run_of = |i: u32| bounds.partition_point(|&b| b <= i as usize);
        let mut free: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut aside = Vec::new();
        let mut aside_counts = vec![0usize; n];
        for &f in &self.free {
            let k = run_of(f);
            if (keep[k].0..keep[k].1).contains(&(f as usize)) {
                free[k].push(f - offset_of(k) as u32);
            } else {
                aside.push(f);
                aside_counts[k] += 1;
            }
        }
        let mut retired: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &r in &self.retired {
            let k = run_of(r);
            retired[k].push(r - offset_of(k) as u32);
        }
        let mut buffer = std::mem::take(&mut self.slots);
        let mut stores: Vec<Vec<T>> = Vec::with_capacity(n);
        for k in 0..n - 1 {
            let lo = lo_of(k);
            // Room past the run for the records its thread adds: growing
            // by doubling would copy the whole run on the thread.
            let len = bounds[k] - lo + 1;
            let mut store = Vec::with_capacity(len + len / 2);
            if lo > 0 {
                store.push(T::sentinel());
            }
            store.extend(buffer[lo..bounds[k]].iter_mut().map(|r| {
                let version = r.version();
                let mut moved = r.vacate();
                moved.set_version(version);
                // What stays behind resolves no key.
                r.set_version(0);
                moved
            }));
            stores.push(store);
        }
        stores.push(buffer);
        self.slots = vec![T::sentinel()];
        self.free = aside;
        self.retired.clear();
        self.len = 0;
        let runs = stores
            .into_iter()
            .zip(free.into_iter().zip(retired).zip(aside_counts))
            .enumerate()
            .map(|(k, (slots, ((free, retired), set_aside)))| {
                let (lo, hi) = (lo_of(k), if k + 1 == n { end } else { bounds[k] });
                // The sentinel is vacant but neither free nor retired.
                let sentinel = usize::from(lo == 0 && hi > 0);
                let len = (hi - lo) - free.len() - set_aside - retired.len() - sentinel;
                Arena {
                    slots,
                    free,
                    retired,
                    len,
                    tag: self.tag,
                    _key: PhantomData,
                }
            })
            .collect();
        (runs, (0..n).map(offset_of).collect())
    }

    /// Puts back the runs [`Arena::split_runs`] made (with their
    /// `offsets`), in order, into this (empty) arena: each run's slots
    /// where they were (into the last run's buffer), then the slots each
    /// run added past its end (`ends[k]`): the last run's where they are,
    /// then the others' in run order, from [`shift_bases`]`(…)[k]` (where
    /// the caller renamed their keys to).
    pub(crate) fn rejoin(&mut self, mut runs: Vec<Arena<K, T>>, ends: &[usize], offsets: &[usize]) {
        let n = runs.len();
        let Some(last) = runs.pop() else {
            return;
        };
        // The free slots no run was given first (used last).
        let mut free = std::mem::take(&mut self.free);
        let mut retired = last.retired;
        let mut len = last.len;
        let mut buffer = last.slots;
        let mut base = buffer.len();
        let mut extras = Vec::with_capacity(n);
        let mut lo = 0;
        for (k, mut run) in runs.into_iter().enumerate() {
            let (hi, off) = (ends[k], offsets[k]);
            let extra = run.slots.split_off(hi - off);
            let moved = |i: &u32| {
                let i = *i as usize;
                (if i < hi - off {
                    i + off
                } else {
                    base + (i - (hi - off))
                }) as u32
            };
            free.extend(run.free.iter().map(moved));
            retired.extend(run.retired.iter().map(moved));
            // Slots below `lo` (another run's, or the sentinel's, when
            // the run does not start at its offset) are not this run's.
            let skip = lo - off;
            for (dst, src) in buffer[lo..hi]
                .iter_mut()
                .zip(run.slots.into_iter().skip(skip))
            {
                *dst = src;
            }
            base += extra.len();
            extras.push(extra);
            len += run.len;
            lo = hi;
        }
        free.extend(last.free);
        buffer.reserve(base - buffer.len());
        for mut e in extras {
            buffer.append(&mut e);
        }
        self.slots = buffer;
        self.free = free;
        self.retired = retired;
        self.len = len;
    }
}

/// Where the slots each run added past its end go when [`Arena::rejoin`]
/// puts the runs back: the last run's stay where they are (after the
/// arena's end), the others' follow, in run order. `ends[k]` is run `k`'s
/// end when split, `now[k]` its end now (both as slot indexes of the
/// whole arena).
pub(crate) fn shift_bases(ends: &[usize], now: &[usize]) -> Vec<usize> {
    let n = ends.len();
    let mut out = vec![0; n];
    if n == 0 {
        return out;
    }
    out[n - 1] = ends[n - 1];
    let mut base = now[n - 1];
    for k in 0..n - 1 {
        out[k] = base;
        base += now[k] - ends[k];
    }
    out
}

impl<K: Key, T: Record> std::ops::Index<K> for Arena<K, T> {
    type Output = T;
    #[inline]
    fn index(&self, key: K) -> &T {
        match self.get(key) {
            Some(r) => r,
            None => panic!("invalid arena key used"),
        }
    }
}

impl<K: Key, T: Record> std::ops::IndexMut<K> for Arena<K, T> {
    #[inline]
    fn index_mut(&mut self, key: K) -> &mut T {
        match self.get_mut(key) {
            Some(r) => r,
            None => panic!("invalid arena key used"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::{SecondaryMap, SlotMap};

    slotmap::new_key_type! {
        struct K;
    }

    #[derive(Clone, Debug, PartialEq)]
    struct R {
        payload: Vec<u32>,
        tag: u32,
        version: u32,
    }

    impl Record for R {
        fn version(&self) -> u32 {
            self.version
        }
        fn set_version(&mut self, version: u32) {
            self.version = version;
        }
        fn vacate(&mut self) -> Self {
            R {
                payload: std::mem::take(&mut self.payload),
                tag: self.tag,
                version: self.version,
            }
        }
        fn sentinel() -> Self {
            R {
                payload: Vec::new(),
                tag: 0,
                version: 0,
            }
        }
    }

    /// The tag of the arenas of these tests.
    const TAG: u16 = 7;

    /// `key` without its tag: the key `SlotMap` gives for the same slot
    /// and sequence number.
    fn plain(key: K) -> K {
        let (index, version) = split(key);
        assert_eq!(version >> SEQ_BITS, u32::from(TAG), "every key has the tag");
        join(index, version & SEQ_MASK)
    }

    fn r(tag: u32) -> R {
        R {
            payload: vec![tag; 3],
            tag,
            version: 0,
        }
    }

    #[test]
    fn keys_and_free_slot_order_are_slotmaps() {
        // The same sequence of inserts and removes on a `SlotMap` and on
        // the arena gives the same keys (FFI form): same slot indexes, same
        // versions, the slot freed last reused first.
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let mut s: SlotMap<K, u32> = SlotMap::with_key();
        let mut keys = Vec::new();
        for round in 0..4u32 {
            for t in 0..6 {
                let ka = a.insert(r(round * 10 + t));
                let ks = s.insert(round * 10 + t);
                assert_eq!(plain(ka), ks);
                keys.push(ka);
            }
            for &i in &[3usize, 0, 5, 1] {
                let k = keys[keys.len() - 6 + i];
                assert_eq!(a.remove(k).map(|x| x.tag), s.remove(plain(k)));
                assert_eq!(a.remove(k), None);
            }
            assert_eq!(a.len(), s.len());
            assert!(a.capacity() >= s.len());
        }
        // LIFO: the slot freed last is the next one used.
        let (first, last) = (keys[keys.len() - 4], keys[keys.len() - 2]);
        assert!(a.remove(first).is_some() && a.remove(last).is_some());
        let again = a.insert(r(99));
        let again2 = a.insert(r(98));
        assert_eq!(split(again).0, split(last).0);
        assert_eq!(split(again2).0, split(first).0);
        assert_ne!(again, last);
        assert!(a.get(last).is_none() && a.get(first).is_none());
        assert_eq!(a[again].tag, 99);
        assert_eq!(a[again2].tag, 98);
        let live: Vec<(u64, u32)> = a.iter().map(|(k, v)| (k.data().as_ffi(), v.tag)).collect();
        assert_eq!(live.len(), a.len());
        for (k, tag) in live {
            assert_eq!(a[K::from(KeyData::from_ffi(k))].tag, tag);
        }
    }

    /// `insert_in_place` hands `fill` the key it returns and the slot's
    /// record: a fresh sentinel at the end, or the vacant record of the
    /// slot freed last (owned parts empty, plain fields stale), with the
    /// keys `SlotMap` gives.
    #[test]
    fn insert_in_place_fills_the_slot_it_keys() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let mut s: SlotMap<K, u32> = SlotMap::with_key();
        let mut seen = None;
        let x = a.insert_in_place(|k, rec| {
            assert_eq!((rec.tag, rec.payload.len()), (0, 0), "a fresh sentinel");
            rec.tag = 1;
            rec.payload.push(1);
            seen = Some(k);
        });
        assert_eq!(Some(x), seen);
        assert_eq!(plain(x), s.insert(1));
        let y = a.insert(r(2));
        assert_eq!(plain(y), s.insert(2));
        assert_eq!(a.remove(y).map(|r| r.payload), Some(vec![2; 3]));
        s.remove(plain(y));
        let z = a.insert_in_place(|k, rec| {
            assert_eq!(rec.tag, 2, "the stale plain field stays until written");
            assert!(rec.payload.is_empty(), "the owned part was taken");
            rec.tag = 3;
            seen = Some(k);
        });
        assert_eq!(Some(z), seen);
        assert_eq!(plain(z), s.insert(3));
        assert_eq!(split(z).0, split(y).0, "the freed slot is reused");
        assert!(a.get(y).is_none());
        assert_eq!((a[z].tag, a[x].tag, a.len()), (3, 1, 2));
    }

    /// `discard` frees the slot as `remove` does (same keys afterwards,
    /// same length), and a stale key changes nothing.
    #[test]
    fn discard_is_remove_without_the_record() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let mut s: SlotMap<K, u32> = SlotMap::with_key();
        let x = a.insert(r(1));
        assert_eq!(plain(x), s.insert(1));
        let y = a.insert(r(2));
        assert_eq!(plain(y), s.insert(2));
        assert!(a.discard(x));
        s.remove(plain(x));
        assert!(!a.discard(x) && a.get(x).is_none());
        assert!(!a.discard(K::null()));
        assert_eq!(a.len(), 1);
        assert_eq!(a[y].payload, vec![2; 3]);
        let z = a.insert(r(3));
        assert_eq!(plain(z), s.insert(3));
        assert_eq!(split(z).0, split(x).0, "the discarded slot is reused");
        assert_eq!(a[z].payload, vec![3; 3]);
        assert_eq!(a.len(), 2);
    }

    #[test]
    fn renew_is_remove_then_insert_in_place() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let mut s: SlotMap<K, u32> = SlotMap::with_key();
        let x = a.insert(r(1));
        assert_eq!(plain(x), s.insert(1));
        let y = a.insert(r(2));
        assert_eq!(plain(y), s.insert(2));
        let (x2, rec) = a.renew(x).expect("live");
        rec.tag = 7;
        s.remove(plain(x));
        assert_eq!(plain(x2), s.insert(7));
        assert!(a.get(x).is_none() && !a.contains_key(x));
        assert_eq!(a[x2].tag, 7);
        assert_eq!(a[x2].payload, vec![1; 3], "the record stays in place");
        assert_eq!(a.len(), 2);
        assert!(a.renew(x).is_none());
        // A secondary map keyed by arena keys tells the versions apart.
        let mut side: SecondaryMap<K, u32> = SecondaryMap::new();
        side.insert(x, 1);
        assert!(!side.contains_key(x2));
        side.insert(x2, 2);
        assert!(!side.contains_key(x));
        assert_eq!(side[x2], 2);
        // Stale keys never panic outside `Index`.
        assert!(a.remove(x).is_none());
        assert!(a.get_mut(x).is_none());
        assert!(a.get(K::null()).is_none());
        assert!(a.remove(y).is_some());
        assert!(a.get(y).is_none());
    }

    #[test]
    fn live_mut_is_get_mut_for_live_keys() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let x = a.insert(r(1));
        let y = a.insert(r(2));
        a.live_mut(y).tag = 20;
        assert_eq!(a.get(y).map(|r| r.tag), Some(20));
        assert_eq!(a.live_mut(x).tag, 1);
        let (x2, _) = a.renew(x).expect("live");
        a.live_mut(x2).tag = 10;
        assert_eq!(
            a.get(x2).map(|r| (r.tag, r.payload.clone())),
            Some((10, vec![1; 3]))
        );
    }

    // The version is still compared in debug builds (where the tests run).
    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "live_mut of a stale key")]
    fn live_mut_of_a_stale_key_panics_in_debug_builds() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let x = a.insert(r(1));
        a.renew(x).expect("live");
        a.live_mut(x).tag = 3;
    }

    /// A slot at the end of its sequence is retired when its record is
    /// removed (never reused, so no later key equals an earlier one), and
    /// renewed into another slot; the arena goes on with fresh slots.
    #[test]
    fn slots_retire_instead_of_wrapping() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let tag = u32::from(TAG) << SEQ_BITS;
        let k = a.insert(r(1));
        let index = split(k).0;
        // Cycle the slot to the last version of its sequence.
        let mut k = k;
        for _ in 0..(SEQ_MASK / 2) {
            a.remove(k).expect("live");
            k = a.insert(r(1));
            assert_eq!(split(k).0, index, "the freed slot is reused");
        }
        assert_eq!(split(k).1, tag | SEQ_MASK);
        let first = join::<K>(index, tag | 1);
        assert!(a.get(first).is_none());
        // Removing the last record of the sequence retires the slot.
        assert_eq!(a.remove(k).map(|x| x.tag), Some(1));
        assert_eq!(a.slots[index].version, tag);
        let k2 = a.insert(r(2));
        assert_ne!(split(k2).0, index, "a retired slot is never reused");
        assert!(a.get(k).is_none() && a.get(first).is_none());
        assert_eq!((a.len(), a.iter().count()), (1, 1));
        // Renewing the last version of a sequence moves the record.
        a.slots[split(k2).0].version = tag | SEQ_MASK;
        let k2 = join::<K>(split(k2).0, tag | SEQ_MASK);
        let (k3, rec) = a.renew(k2).expect("live");
        assert_eq!(rec.payload, vec![2; 3]);
        rec.tag = 3;
        assert_ne!(split(k3).0, split(k2).0);
        assert_eq!(a.slots[split(k2).0].version, tag);
        assert!(a.get(k2).is_none());
        assert_eq!((a[k3].tag, a.len(), a.iter().count()), (3, 1, 1));
    }

    /// A key of an arena with another tag (another context) never
    /// resolves, even for an occupied slot with the same sequence number,
    /// and is told apart from a stale key of the arena.
    #[test]
    fn keys_of_another_arena_are_foreign() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let mut b: Arena<K, R> = Arena::with_tag(TAG + 1);
        let ka = a.insert(r(1));
        let kb = b.insert(r(2));
        assert_eq!(split(ka).0, split(kb).0);
        assert!(a.get(kb).is_none() && b.get(ka).is_none());
        assert!(a.remove(kb).is_none() && !a.discard(kb) && a.renew(kb).is_none());
        assert!(a.is_foreign(kb) && b.is_foreign(ka));
        assert!(!a.is_foreign(ka) && a.is_foreign(K::null()));
        a.remove(ka).expect("live");
        assert!(!a.is_foreign(ka), "stale, not foreign");
        assert_eq!((a.len(), b.len()), (0, 1));
    }

    #[test]
    fn runs_split_resolve_grow_past_their_end_and_rejoin() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let keys: Vec<K> = (0..10).map(|t| a.insert(r(t))).collect();
        // Slots 1..=10; free 3 and 8 (8 freed last).
        assert!(a.remove(keys[2]).is_some());
        assert!(a.remove(keys[7]).is_some());
        let end = a.end();
        assert_eq!(end, 11);
        // Runs [0, 5) and [5, 11); run 0 keeps its free slot 3, run 1
        // gets no free slot (8 is outside its kept part [9, 11)).
        let (mut runs, offsets) = a.split_runs(&[5], &[(0, 5), (9, 11)]);
        assert_eq!(
            offsets,
            vec![0, 0],
            "the first and last runs keep slot numbers"
        );
        assert_eq!(a.len(), 0);
        assert_eq!(runs[0].len(), 3);
        assert_eq!(runs[1].len(), 5);
        // Keys resolve in the run holding their slot, nowhere else.
        assert_eq!(runs[0][keys[0]].tag, 0);
        assert_eq!(runs[1][keys[9]].tag, 9);
        assert!(runs[0].get(keys[9]).is_none());
        assert!(runs[1].get(keys[0]).is_none());
        // Run 0 reuses slot 3, then grows past its end (slot 5, which is
        // run 1's: moved on rejoin); run 1 grows at 11 (where it stays).
        let k3 = runs[0].insert(r(100));
        let k5 = runs[0].insert(r(101));
        let k11 = runs[1].insert(r(102));
        assert_eq!((split(k3).0, split(k5).0, split(k11).0), (3, 5, 11));
        // Slot 5 in run 1 is still the record split off with it.
        assert_eq!(runs[1][keys[4]].tag, 4);
        assert!(runs[1].remove(keys[5]).is_some());
        let ends = [5, 11];
        let now = [runs[0].end(), runs[1].end()];
        assert_eq!(shift_bases(&ends, &now), vec![12, 11]);
        a.rejoin(runs, &ends, &offsets);
        // Run 0's slot 5 went to 12, run 1's slot 11 stayed.
        assert_eq!(a.end(), 13);
        assert_eq!(a.len(), 3 + 2 + 5 - 1 + 1);
        let at = |i: usize, k: K| join::<K>(i, split(k).1);
        assert_eq!(a[at(12, k5)].tag, 101);
        assert_eq!(a[k11].tag, 102);
        assert_eq!(a[k3].tag, 100);
        assert_eq!(a[keys[9]].tag, 9);
        assert_eq!(a[keys[4]].tag, 4);
        assert!(a.get(keys[5]).is_none());
        // The free slots: 8 (set aside), then run 1's freed slot 6.
        let n1 = a.insert(r(200));
        let n2 = a.insert(r(201));
        let n3 = a.insert(r(202));
        assert_eq!((split(n1).0, split(n2).0, split(n3).0), (6, 8, 13));
    }

    #[test]
    fn a_middle_run_is_renumbered_from_its_start() {
        let mut a: Arena<K, R> = Arena::with_tag(TAG);
        let keys: Vec<K> = (0..10).map(|t| a.insert(r(t))).collect();
        assert!(a.remove(keys[5]).is_some());
        // Runs [0, 4), [4, 8) (offset 3: a sentinel of its own at 0), [8, 11).
        let (mut runs, offsets) = a.split_runs(&[4, 8], &[(0, 4), (4, 8), (8, 11)]);
        assert_eq!(offsets, vec![0, 3, 0]);
        let down = |k: K| join::<K>(split(k).0 - 3, split(k).1);
        // Slots 4..8 (keys[3..7]) answer to their numbers minus 3: the
        // run's records are at slot 1 on, never at the sentinel's 0.
        assert_eq!(runs[1][down(keys[3])].tag, 3);
        assert_eq!(split(down(keys[3])).0, 1);
        assert_eq!(runs[1][down(keys[6])].tag, 6);
        assert!(runs[1].get(down(keys[5])).is_none());
        assert_eq!(runs[1].len(), 3);
        // The freed slot 6 is slot 3 of the run; then it grows at 5 (8).
        let k6 = runs[1].insert(r(106));
        let k8 = runs[1].insert(r(108));
        assert_eq!((split(k6).0, split(k8).0), (3, 5));
        // The last run keeps slot numbers; what the others left is vacant.
        assert_eq!(runs[2][keys[9]].tag, 9);
        assert!(runs[2].get(keys[3]).is_none());
        let ends = [4, 8, 11];
        let now = [runs[0].end(), runs[1].end() + 3, runs[2].end()];
        assert_eq!(shift_bases(&ends, &now), vec![11, 11, 11]);
        a.rejoin(runs, &ends, &offsets);
        let at = |i: usize, k: K| join::<K>(i, split(k).1);
        assert_eq!(a[at(6, k6)].tag, 106);
        assert_eq!(a[at(11, k8)].tag, 108);
        assert_eq!(a[keys[3]].tag, 3);
        assert_eq!(a[keys[0]].tag, 0);
        assert_eq!(a.end(), 12);
        assert_eq!(a.len(), 11);
    }
}
