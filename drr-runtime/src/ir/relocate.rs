//! Renaming the handles held by the IR records of a fork that rewrote runs
//! of its parent's slots ([`Arena::split_runs`]), before the runs go back
//! ([`Arena::rejoin`]; the in-place parallel greedy driver, see
//! `rewrite/in_place.rs`).
//!
//! Two kinds of handles change on the way back:
//! - uniqued ones (types, attributes, locations, op names) the fork made
//!   after it was forked: a [`Translator`] has uniqued them again in the
//!   parent;
//! - IR keys: a run moved into a buffer of its own is renumbered from its
//!   start (renamed on the way in and back), and the slots a fork added
//!   past a run are appended after all runs, at other indexes (a
//!   [`Shift`] each way).
//!
//! Only the records of the fork's targets can hold either: the targets are
//! self-contained, and the records that merely travel with a run (the
//! module's, say) were not touched. The caller gives, per arena, the span
//! of slots holding exactly the targets' records (checked by counting when
//! planned), and the records in it and past the run are renamed in one
//! pass in slot order (no walk, no recursion).
//!
//! [`Arena::split_runs`]: super::arena::Arena::split_runs
//! [`Arena::rejoin`]: super::arena::Arena::rejoin

use slotmap::{Key, KeyData};

use crate::Context;
use crate::ir::transfer::Translator;
use crate::ir::{BlockData, OpData, RegionData, UseRef, ValueData, ValueDef};

/// A renumbering of one arena's slots: slot `i < split` becomes `i +
/// below` (wrapping: `below` may stand for a negative offset), slot `i >=
/// split` becomes `base + (i - split)`; versions are kept.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shift {
    pub(crate) split: u32,
    pub(crate) below: u32,
    pub(crate) base: u32,
}

impl Shift {
    /// Slots `i` become `i - offset` (into a run renumbered from its
    /// start).
    pub(crate) fn down(offset: usize) -> Shift {
        Shift {
            split: u32::MAX,
            below: (offset as u32).wrapping_neg(),
            base: 0,
        }
    }

    /// `key` renumbered.
    #[inline]
    pub(crate) fn key<K: Key>(self, key: K) -> K {
        let ffi = key.data().as_ffi();
        if key.is_null() {
            return key;
        }
        let to = self.index(ffi as u32);
        KeyData::from_ffi((ffi & !0xffff_ffff) | u64::from(to)).into()
    }

    /// Slot index `index` renumbered.
    #[inline]
    fn index(self, index: u32) -> u32 {
        if index < self.split {
            index.wrapping_add(self.below)
        } else {
            self.base + (index - self.split)
        }
    }

    /// Slot `slot` (of a record) renumbered: never slot 0, the sentinel's.
    #[inline]
    fn slot(self, slot: std::num::NonZeroU32) -> std::num::NonZeroU32 {
        match std::num::NonZeroU32::new(self.index(slot.get())) {
            Some(to) => to,
            None => unreachable!("a record is renumbered to the sentinel's slot"),
        }
    }

    #[inline]
    fn opt<K: Key>(self, key: &mut Option<K>) {
        if let Some(k) = key {
            *k = self.key(*k);
        }
    }
}

/// The shifts of a fork's four arenas (ops, blocks, regions, values).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shifts {
    pub(crate) ops: Shift,
    pub(crate) blocks: Shift,
    pub(crate) regions: Shift,
    pub(crate) values: Shift,
}

impl Shifts {
    /// The shifts `f(0)` … `f(3)` of ops, blocks, regions, values.
    pub(crate) fn from_fn(f: impl Fn(usize) -> Shift) -> Shifts {
        Shifts {
            ops: f(0),
            blocks: f(1),
            regions: f(2),
            values: f(3),
        }
    }

    #[inline]
    fn use_ref(&self, r: &mut Option<UseRef>) {
        if let Some(r) = r {
            r.slot = self.ops.slot(r.slot);
        }
    }

    fn op(&self, d: &mut OpData) {
        for operand in d.operands.iter_mut() {
            operand.value = self.values.key(operand.value);
            self.use_ref(&mut operand.prev);
            self.use_ref(&mut operand.next);
        }
        for s in d.successors.iter_mut() {
            *s = self.blocks.key(*s);
        }
        for r in d.results.iter_mut() {
            *r = self.values.key(*r);
        }
        for r in d.regions.iter_mut() {
            *r = self.regions.key(*r);
        }
        self.ops.opt(&mut d.next);
        if let Some(p) = &mut d.prev {
            *p = self.ops.slot(*p);
        }
        self.blocks.opt(&mut d.parent);
    }

    fn value(&self, d: &mut ValueData) {
        match &mut d.def {
            ValueDef::OpResult { op, .. } => *op = self.ops.key(*op),
            ValueDef::BlockArgument { block, .. } => *block = self.blocks.key(*block),
        }
        self.use_ref(&mut d.first_use);
    }

    fn block(&self, d: &mut BlockData) {
        for a in d.args.iter_mut() {
            *a = self.values.key(*a);
        }
        self.ops.opt(&mut d.first);
        self.ops.opt(&mut d.last);
        self.regions.opt(&mut d.parent);
    }

    fn region(&self, d: &mut RegionData) {
        for b in d.blocks.iter_mut() {
            *b = self.blocks.key(*b);
        }
        self.ops.opt(&mut d.parent);
    }
}

/// Renames, in the records of `fork` in `spans` (per arena: ops, blocks,
/// regions, values; the targets' records, as slots of `fork`) and from
/// each arena's `shifts.split` on (the slots it added), the uniqued
/// handles through `tr` (which has translated everything the fork
/// uniqued: [`Translator::translate_all`]) and, if `shift`, the IR keys
/// through `shifts`. The targets' `parent`, `prev` and `next` must be
/// unset (the caller restores them after).
pub(crate) fn relocate(
    fork: &mut Context,
    spans: [(usize, usize); 4],
    shifts: &Shifts,
    shift: bool,
    tr: &Translator,
) {
    let rename = !tr.is_identity();
    if !rename && !shift {
        return;
    }
    let past = |s: Shift| (s.split as usize, usize::MAX);
    for (lo, hi) in [spans[0], past(shifts.ops)] {
        fork.ops.for_each_live_in(lo, hi, |d| {
            if shift {
                shifts.op(d);
            }
            if rename {
                d.loc = tr.map_loc(d.loc);
                d.attributes = tr.map_attr(d.attributes);
                d.properties = d.properties.get().map(|p| tr.map_attr(p)).into();
                d.name = tr.map_op_name(d.name);
            }
        });
    }
    for (lo, hi) in [spans[1], past(shifts.blocks)] {
        fork.blocks.for_each_live_in(lo, hi, |d| {
            if shift {
                shifts.block(d);
            }
            if rename {
                for l in d.arg_locs.iter_mut() {
                    *l = tr.map_loc(*l);
                }
            }
        });
    }
    if shift {
        for (lo, hi) in [spans[2], past(shifts.regions)] {
            fork.regions.for_each_live_in(lo, hi, |d| shifts.region(d));
        }
    }
    for (lo, hi) in [spans[3], past(shifts.values)] {
        fork.values.for_each_live_in(lo, hi, |d| {
            if shift {
                shifts.value(d);
            }
            if rename {
                d.ty = tr.map_type(d.ty);
            }
        });
    }
}
