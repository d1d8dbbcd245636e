//! What keeps the IR a tree whose successor references name live blocks,
//! whatever the public API is asked to do:
//! - no operation may end up inside its own regions (a move or insertion
//!   into a block nested in the operation, a region added under one of its
//!   own blocks): such a request is an [`IrError`], checked before anything
//!   changes (a cycle made every walk up the tree, `erase_op` and the
//!   verifier loop forever);
//! - every block counts the successor slots naming it
//!   ([`BlockData::successor_uses`], MLIR's block use list reduced to its
//!   length), kept up to date by every creation, erasure and redirection
//!   of a successor, so that erasing a block that is still a branch target
//!   is an error at the erasure (the printer used to write
//!   `[INVALIDBLOCK]` for the dangling reference).
//!
//! [`BlockData::successor_uses`]: super::BlockData

use rustc_hash::FxHashMap;

use super::{BlockId, OpId, RegionId};
use crate::Context;
use crate::error::IrError;

/// The error of a request that would put an operation inside itself.
pub(crate) const INSIDE_ITSELF: IrError =
    IrError::Invalid("an operation or block cannot be put inside itself");

/// The error of erasing a block still named as a successor.
pub(crate) const STILL_SUCCESSOR: IrError = IrError::Invalid(
    "the block is still a successor of an operation (redirect or erase the branches to it first)",
);

impl Context {
    /// True if `block` is (transitively) nested in a region of `op`: the
    /// walk up from `block` meets `op`.
    pub(crate) fn block_is_inside(&self, block: BlockId, op: OpId) -> bool {
        let mut current = self.block_parent_op(block);
        while let Some(o) = current {
            if o == op {
                return true;
            }
            current = self.parent_op(o);
        }
        false
    }

    /// True if `region` is (transitively) nested in an operation of
    /// `block`, or `block` is one of its blocks: the walk up from `region`
    /// meets `block`.
    pub(crate) fn region_is_under_block(&self, region: RegionId, block: BlockId) -> bool {
        let mut current = Some(region);
        while let Some(r) = current {
            let Some(owner) = self.regions.get(r).and_then(|d| d.parent) else {
                return false;
            };
            let Some(b) = self.ops.get(owner).and_then(|d| d.parent) else {
                return false;
            };
            if b == block {
                return true;
            }
            current = self.blocks.get(b).and_then(|d| d.parent);
        }
        false
    }

    /// Checks that a new operation owning `regions` can be put into
    /// `block`: `block` must not be nested in one of them.
    pub(crate) fn check_not_into_own_regions(
        &self,
        block: BlockId,
        regions: &[RegionId],
    ) -> Result<(), IrError> {
        let mut current = self.blocks.get(block).and_then(|d| d.parent);
        while let Some(r) = current {
            if regions.contains(&r) {
                return Err(INSIDE_ITSELF);
            }
            current = self
                .regions
                .get(r)
                .and_then(|d| d.parent)
                .and_then(|o| self.ops.get(o)?.parent)
                .and_then(|b| self.blocks.get(b)?.parent);
        }
        Ok(())
    }

    /// True if some operation names `block` as a successor (MLIR's
    /// `!Block::use_empty()`): such a block cannot be erased.
    ///
    /// # Panics
    /// If `block` was erased or comes from another context.
    pub fn block_is_successor(&self, block: BlockId) -> bool {
        self.block(block).successor_uses > 0
    }

    /// Counts one more use of each of `successors` (an operation naming
    /// them was created). Stale handles are skipped (checked before).
    pub(crate) fn add_successor_uses(&mut self, successors: &[BlockId]) {
        for &s in successors {
            if let Some(b) = self.blocks.get_mut(s) {
                b.successor_uses += 1;
            }
        }
    }

    /// Notes `op`, just created or redirected, as the operation that last
    /// came to name each of its successors (see `BlockData::pred_hint`).
    pub(crate) fn note_predecessor(&mut self, op: OpId) {
        for i in 0..self.ops[op].successors.len() {
            let s = self.ops[op].successors[i];
            if let Some(b) = self.blocks.get_mut(s) {
                b.pred_hint = Some(op);
            }
        }
    }

    /// The one operation naming `block` as a successor, if exactly one
    /// successor slot of a live operation names it and the block's hint
    /// (the operation that last came to name it) finds that operation;
    /// `None` says neither, and the caller looks for it another way. MLIR
    /// reads it off the block's use list (`getSinglePredecessor` and its
    /// terminator); drr keeps a count, not a list.
    pub fn single_predecessor_op(&self, block: BlockId) -> Option<OpId> {
        let data = self.blocks.get(block)?;
        if data.successor_uses != 1 {
            return None;
        }
        let op = data.pred_hint?;
        self.ops
            .get(op)
            .is_some_and(|d| d.successors.contains(&block))
            .then_some(op)
    }

    /// Counts one use less of each of `successors` (an operation naming
    /// them was erased). Erased blocks are skipped.
    #[cold]
    #[inline(never)]
    pub(crate) fn drop_successor_uses(&mut self, successors: &[BlockId]) {
        for &s in successors {
            if let Some(b) = self.blocks.get_mut(s) {
                b.successor_uses = b.successor_uses.saturating_sub(1);
            }
        }
    }

    /// [`Context::drop_successor_uses`] of the successors of the live
    /// operation `op`, which is about to be erased (its list is left as
    /// is).
    #[cold]
    #[inline(never)]
    pub(crate) fn drop_op_successor_uses(&mut self, op: OpId) {
        let successors = std::mem::take(&mut self.ops[op].successors);
        self.drop_successor_uses(&successors);
        self.ops[op].successors = successors;
    }

    /// The first of `blocks` (in order) that an operation other than
    /// `ops` names as a successor: erasing `ops` and `blocks` together would
    /// leave a successor naming an erased block.
    pub(crate) fn successor_used_outside(
        &self,
        ops: &[OpId],
        blocks: &[BlockId],
    ) -> Option<BlockId> {
        if blocks
            .iter()
            .all(|&b| self.blocks.get(b).is_none_or(|d| d.successor_uses == 0))
        {
            return None;
        }
        let mut inside: FxHashMap<BlockId, u32> = FxHashMap::default();
        for &o in ops {
            if let Some(d) = self.ops.get(o) {
                for &s in d.successors.iter() {
                    *inside.entry(s).or_default() += 1;
                }
            }
        }
        blocks.iter().copied().find(|b| {
            self.blocks
                .get(*b)
                .is_some_and(|d| d.successor_uses > inside.get(b).copied().unwrap_or(0))
        })
    }

    /// The blocks of the regions of `ops`.
    pub(crate) fn blocks_of_regions(&self, ops: &[OpId]) -> Vec<BlockId> {
        let mut out = Vec::new();
        for &o in ops {
            for &r in self.ops[o].regions.iter() {
                out.extend_from_slice(&self.regions[r].blocks);
            }
        }
        out
    }
}
