//! The rewriter's region verbs: moving blocks and whole regions between
//! operations and cloning regions (MLIR's `RewriterBase::moveBlockBefore`,
//! `inlineRegionBefore` and `cloneRegionBefore`), with MLIR's
//! notifications, so a driver's worklist and listeners see every change.
//!
//! - moving a block notifies `notify_block_inserted(block, previous
//!   region)` once per block (its operations are not re-notified, as in
//!   MLIR);
//! - cloning notifies, for each new block in order, the block, then every
//!   operation in it in pre-order (nested operations after their parent).
//!
//! Each verb validates its handles and the structure first (a block may
//! not be moved into a region nested inside it) and changes nothing on an
//! error. Nothing here recurses on the IR's nesting depth.

use smallvec::SmallVec;

use super::PatternRewriter;
use crate::error::IrError;
use crate::ir::{BlockId, IrMapping, OpId, RegionId};

impl PatternRewriter<'_> {
    /// True if `region` is nested (at any depth) inside an operation of
    /// `block`.
    fn region_inside_block(&self, region: RegionId, block: BlockId) -> bool {
        let mut cur = self.ctx.regions.get(region).and_then(|r| r.parent);
        while let Some(op) = cur {
            let parent = self.ctx.ops[op].parent;
            if parent == Some(block) {
                return true;
            }
            cur = parent
                .and_then(|b| self.ctx.blocks[b].parent)
                .and_then(|r| self.ctx.regions[r].parent);
        }
        false
    }

    /// The index in `region` of the position before `before` (its end for
    /// `None`).
    pub(super) fn block_index(
        &self,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<usize, IrError> {
        let blocks = &self.ctx.try_region(region)?.blocks;
        match before {
            None => Ok(blocks.len()),
            Some(b) => blocks
                .iter()
                .position(|&x| x == b)
                .ok_or(IrError::Invalid("the anchor block is not in the region")),
        }
    }

    /// Moves `block` (with its operations) into `region` right before
    /// `before` (at the end for `None`) and notifies it as inserted with its
    /// former region (MLIR's `moveBlockBefore`).
    pub fn move_block_before(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        let previous = self.ctx.try_block(block)?.parent;
        self.ctx.try_region(region)?;
        if before == Some(block) {
            return Err(IrError::Invalid("cannot move a block before itself"));
        }
        self.block_index(region, before)?;
        if self.region_inside_block(region, block) {
            return Err(IrError::Invalid(
                "cannot move a block into a region nested in it",
            ));
        }
        if let Some(old) = previous {
            self.ctx.regions[old].blocks.retain(|b| *b != block);
        }
        self.ctx.blocks[block].parent = None;
        let index = self.block_index(region, before)?;
        self.ctx.insert_block(region, index, block)?;
        if let Some(l) = &mut self.listener {
            l.notify_block_inserted(self.ctx, block, previous);
        }
        Ok(())
    }

    /// Moves every block of `source` into `dest` right before `before` (at
    /// the end for `None`), in order (MLIR's `inlineRegionBefore`); `source`
    /// is left empty.
    pub fn inline_region_before(
        &mut self,
        source: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        let blocks: SmallVec<[BlockId; 4]> = self
            .ctx
            .try_region(source)?
            .blocks
            .iter()
            .copied()
            .collect();
        self.ctx.try_region(dest)?;
        if source == dest {
            return Err(IrError::Invalid("cannot inline a region into itself"));
        }
        if let Some(b) = before
            && blocks.contains(&b)
        {
            return Err(IrError::Invalid(
                "the anchor block is in the region being moved",
            ));
        }
        self.block_index(dest, before)?;
        for &b in &blocks {
            if self.region_inside_block(dest, b) {
                return Err(IrError::Invalid(
                    "cannot move a region into a region nested in it",
                ));
            }
        }
        for b in blocks {
            self.move_block_before(b, dest, before)?;
        }
        Ok(())
    }

    /// Splits `block` before `before` (an operation of it): the operations
    /// from `before` to the end move, last first, to a new block inserted
    /// right after `block` (MLIR's `splitBlock` with a listener: the new
    /// block is notified, then each moved operation). The insertion point
    /// is left unchanged. Returns the new block.
    pub fn split_block(&mut self, block: BlockId, before: OpId) -> Result<BlockId, IrError> {
        let region = self
            .ctx
            .try_block(block)?
            .parent
            .ok_or(IrError::Invalid("the block to split is not in a region"))?;
        if self.ctx.try_op(before)?.parent != Some(block) {
            return Err(IrError::Invalid(
                "the split point is not an operation of the block",
            ));
        }
        let index = self.block_index(region, Some(block))? + 1;
        let saved = self.ip;
        let new = self.create_block(region, index, &[])?;
        self.ip = saved;
        while let Some(last) = self.ctx.blocks[block].last {
            let done = last == before;
            let at = super::InsertPoint {
                block: new,
                before: self.ctx.blocks[new].first,
            };
            self.move_op_to(last, at)?;
            if done {
                break;
            }
        }
        Ok(new)
    }

    /// Clones the blocks of `source` (with their arguments and operations,
    /// nested regions included) into `dest` right before `before` (at the
    /// end for `None`), in order (MLIR's `cloneRegionBefore`). Values
    /// defined in `source` are mapped to their clones; values defined
    /// outside it are used as they are; successors inside `source` are
    /// mapped to the cloned blocks. Returns the new blocks.
    pub fn clone_region_before(
        &mut self,
        source: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<SmallVec<[BlockId; 4]>, IrError> {
        self.clone_region_before_mapped(source, dest, before, &mut IrMapping::new())
    }
}
