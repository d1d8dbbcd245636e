//! Cache prefetch hints for walks whose next operations are known (the
//! greedy driver's worklist, the printer's numbering tables) or can be
//! guessed (a walk along `prev` links) a few steps in advance.
//!
//! Why: on a large module the op arena is far larger than the caches, and
//! once operations have been replaced their slots no longer follow the IR
//! order, so the first read of each operation visited is a cache miss.
//! When the operation visited a few steps later is known, asking for its
//! slot now overlaps that miss with the current work.
//!
//! Invariant: a hint never reads or writes memory (only measuring a
//! geometry reads two live records). An address computed from a stale
//! geometry (the arena reallocated since it was measured), from a handle
//! to an erased operation or from a wrong guess is still only a hint; the
//! worst outcome is a useless cache fill. This is the crate's only
//! prefetch `unsafe`.

use super::{Arena, Record};
use crate::Context;
use crate::ir::OpId;
use slotmap::Key;

/// Hints the processor to bring the `size` bytes at `addr` into the
/// cache (`prefetcht0` per 64-byte line on x86-64; nothing elsewhere).
#[inline]
pub(crate) fn prefetch(addr: usize, size: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let mut line = addr;
        let end = addr.wrapping_add(size);
        while line < end {
            // SAFETY: a prefetch is only a hint: it never faults, whatever
            // the address (which need not be mapped), and has no effect on
            // memory or on the program's state. The pointer is never
            // dereferenced. (`_mm_prefetch` is `unsafe` only because it is
            // a target-feature function; SSE is part of the x86-64
            // baseline.)
            unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::without_provenance(line)) };
            line = line.wrapping_add(64);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (addr, size);
}

/// The arena slot of a handle (the low half of its FFI form; the high
/// half is the slot's version).
#[inline]
fn slot_index(key: impl Key) -> usize {
    (key.data().as_ffi() & 0xffff_ffff) as usize
}

/// Where an arena's slots are: the arena is one vector, so slot `i` starts
/// at `base + i * stride`. Measured on two live entries (no assumption
/// about the slot layout of the arena crate); used only to compute
/// addresses to prefetch, never dereferenced.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Slots {
    base: usize,
    stride: usize,
}

/// Below this many bytes of records an arena is assumed to stay in the
/// caches (a few times a core's 2 MiB L2 here), and [`Slots::for_large`]
/// gives no hints: each costs ~25–30 instructions (address and line loop)
/// and would only be overhead.
const MIN_PREFETCH_BYTES: usize = 8 << 20;

impl Slots {
    /// The geometry of `arena` now, measured on its live entries `a` and
    /// `b` (two different slots), if the arena is large enough for hints
    /// to pay (see [`MIN_PREFETCH_BYTES`]); otherwise, or if `a` or `b` is
    /// not live, zero stride: no hints. Valid until the arena grows (a
    /// stale geometry only makes the hints useless).
    pub(crate) fn for_large<K: Key, V: Record>(arena: &Arena<K, V>, a: K, b: K) -> Slots {
        if arena.len().saturating_mul(std::mem::size_of::<V>()) < MIN_PREFETCH_BYTES {
            return Slots::default();
        }
        let (Some(da), Some(db)) = (arena.get(a), arena.get(b)) else {
            return Slots::default();
        };
        let (mut ia, mut ib) = (slot_index(a), slot_index(b));
        let (mut aa, mut ab) = (std::ptr::from_ref(da).addr(), std::ptr::from_ref(db).addr());
        if ia > ib {
            std::mem::swap(&mut ia, &mut ib);
            std::mem::swap(&mut aa, &mut ab);
        }
        // Slots are in one vector: a higher slot is at a higher address.
        if ib == ia || ab <= aa {
            return Slots::default();
        }
        let stride = (ab - aa) / (ib - ia);
        Slots {
            base: aa.wrapping_sub(ia.wrapping_mul(stride)),
            stride,
        }
    }

    /// True if [`Slots::prefetch`] gives hints (test it before looking for
    /// what to prefetch).
    #[inline]
    pub(crate) fn active(&self) -> bool {
        self.stride != 0
    }

    /// Hints the processor to fetch the slot `back` places before the slot
    /// of `key`: a guess, for a walk along `prev` links, whose next
    /// operations are not known in advance but usually sit in the slots
    /// just below (the parser allocates a block's operations in order, and
    /// a rewrite mostly reuses the slot of the operation it erased just
    /// before).
    #[inline]
    pub(crate) fn prefetch_below(&self, key: impl Key, back: usize) {
        if self.stride == 0 {
            return;
        }
        let slot = slot_index(key).wrapping_sub(back);
        prefetch(
            self.base.wrapping_add(slot.wrapping_mul(self.stride)),
            self.stride,
        );
    }

    /// Like [`Slots::prefetch_below`], `ahead` places after the slot of
    /// `key`: for a walk along `next` links.
    #[inline]
    pub(crate) fn prefetch_above(&self, key: impl Key, ahead: usize) {
        self.prefetch_below(key, ahead.wrapping_neg());
    }

    /// Hints the processor to fetch the slot of `key` (its whole record).
    #[inline]
    pub(crate) fn prefetch(&self, key: impl Key) {
        if self.stride == 0 {
            return;
        }
        let addr = self
            .base
            .wrapping_add(slot_index(key).wrapping_mul(self.stride));
        prefetch(addr, self.stride);
    }
}

/// For a loop that runs the greedy driver on `targets` one after another
/// (a pass on each function of a module), called before the run on
/// `targets[i]`: hints for the records the runs of the next targets start
/// with, one link of each chain per call, so that each link is in the
/// cache when the next call (or the run) reads it. A target's run first
/// reads its operation, the heap list of its regions, the region, the
/// region's entry block and that block's first operation: five dependent
/// misses per function on a module far larger than the caches (on `mix`
/// at 200k ops, the first two were half of `greedy::apply`'s own time).
/// Each link is read only if the previous call asked for it; a target that
/// does not resolve, or has no such link, gets no further hint.
pub(crate) fn prefetch_targets_ahead(ctx: &Context, targets: &[OpId], i: usize) {
    let at = |d: usize| targets.get(i + d).copied();
    let first_region = |op: OpId| ctx.ops.get(op).and_then(|d| d.regions.first().copied());
    let entry_block = |op: OpId| {
        first_region(op)
            .and_then(|r| ctx.regions.get(r))
            .and_then(|r| r.blocks.first().copied())
    };
    if let Some(t) = at(5) {
        ctx.ops.prefetch_slot(t);
    }
    if let Some(addr) = at(4).and_then(|t| ctx.ops.get(t)?.regions.heap_addr()) {
        prefetch(addr, 64);
    }
    if let Some(r) = at(3).and_then(first_region) {
        ctx.regions.prefetch_slot(r);
    }
    if let Some(b) = at(2).and_then(entry_block) {
        ctx.blocks.prefetch_slot(b);
    }
    if let Some(op) = at(1)
        .and_then(entry_block)
        .and_then(|b| ctx.blocks.get(b)?.first)
    {
        ctx.ops.prefetch_slot(op);
    }
}
