//! Where an operation sits: inserting it into a block (its `prev`/`next`
//! links and its block's `first`/`last`), detaching and moving it,
//! erasing it with what it holds, and its ancestry. An operation is in at
//! most one block; a detached one has no parent and no neighbours.

use super::*;

impl Context {
    /// Inserts the detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        let last = self.try_block(block)?.last;
        self.link_op(op, block, last, None)
    }

    /// Inserts the detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        let first = self.try_block(block)?.first;
        self.link_op(op, block, None, first)
    }

    /// Inserts the detached `op` right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        let a = self.try_op(anchor)?;
        let block = a.parent.ok_or(IrError::StaleBlock)?;
        let prev = self.ops.key_at_opt(a.prev);
        self.link_op(op, block, prev, Some(anchor))
    }

    /// Inserts the detached `op` right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        let a = self.try_op(anchor)?;
        let block = a.parent.ok_or(IrError::StaleBlock)?;
        let next = a.next;
        self.link_op(op, block, Some(anchor), next)
    }

    /// Links the detached `op` into `block` between `prev` and `next`,
    /// which must be adjacent there (`None`: the block's start or end).
    pub(super) fn link_op(
        &mut self,
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) -> Result<(), IrError> {
        let data = self.try_op(op)?;
        if data.parent.is_some() {
            return Err(IrError::AlreadyInserted);
        }
        if !data.regions.is_empty() && self.block_is_inside(block, op) {
            return Err(crate::ir::structure::INSIDE_ITSELF);
        }
        let data = &mut self.ops[op];
        data.parent = Some(block);
        data.prev = prev.map(link_slot);
        data.next = next;
        if !data.regions.is_empty() {
            self.structure_epoch += 1;
        }
        self.point_neighbours_at(op, block, prev, next);
        Ok(())
    }

    /// Removes `op` from its block without erasing it.
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        let data = self.op_mut(op)?;
        let Some(block) = data.parent.take() else {
            return Ok(());
        };
        let prev = data.prev.take();
        let next = data.next.take();
        if !data.regions.is_empty() {
            self.structure_epoch += 1;
        }
        let prev = self.ops.key_at_opt(prev);
        self.join_neighbours(block, prev, next);
        Ok(())
    }

    /// Points `prev` and `next` in `block` (either may be the block's end)
    /// at `op`, which is being linked between them: the other half of
    /// linking, after `op`'s own `prev`/`next` were set.
    #[inline]
    pub(super) fn point_neighbours_at(
        &mut self,
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) {
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(link_slot(op)),
            None => self.blocks[block].last = Some(op),
        }
    }

    /// Links `prev` and `next`, the neighbours in `block` of an operation
    /// just taken out of it (either may be the block's end).
    #[inline]
    pub(super) fn join_neighbours(
        &mut self,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) {
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev.map(link_slot),
            None => self.blocks[block].last = prev,
        }
    }

    /// Moves `op` (attached or not) right before `anchor` (moving an
    /// operation before itself leaves it in place). Fails, changing
    /// nothing, if either handle is stale, `anchor` is in no block, or
    /// `anchor` is nested in `op` (the operation would contain itself).
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        let block = self
            .try_op(anchor)?
            .parent
            .ok_or(IrError::Invalid("the anchor operation is not in a block"))?;
        let data = self.try_op(op)?;
        if op == anchor {
            return Ok(());
        }
        if !data.regions.is_empty() && self.block_is_inside(block, op) {
            return Err(crate::ir::structure::INSIDE_ITSELF);
        }
        self.detach_op(op)?;
        self.insert_op_before(anchor, op)
    }

    /// Erases `op`, its regions and everything in them.
    ///
    /// Fails without changing anything if `op` is stale or a result of `op`
    /// (or of an operation nested in it) is still used outside `op`.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.try_op(op)?;
        let nested = self.collect_nested_ops(op);
        // Its blocks may only be successors of operations inside it.
        if self
            .successor_used_outside(&nested, &self.blocks_of_regions(&nested))
            .is_some()
        {
            return Err(crate::ir::structure::STILL_SUCCESSOR);
        }
        // Check before mutating: results may only be used from inside `op`.
        for &o in &nested {
            for (i, &r) in self.ops[o].results.iter().enumerate() {
                for u in self.uses(r) {
                    if !self.is_ancestor_or_self(op, u.op) {
                        return Err(IrError::ResultStillUsed {
                            op: self.op_name_str(self.ops[o].name).to_string(),
                            result: i,
                        });
                    }
                }
            }
        }
        self.detach_op(op)?;
        for &o in &nested {
            self.drop_operands(o);
        }
        for &o in &nested {
            let data = self.ops.remove(o).expect("nested op collected twice");
            if !data.successors.is_empty() {
                self.drop_successor_uses(&data.successors);
            }
            for &r in data.results.iter() {
                self.values.remove(r);
            }
            for region in data.regions {
                if let Some(rd) = self.regions.remove(region) {
                    for b in rd.blocks {
                        if let Some(bd) = self.blocks.remove(b) {
                            for a in bd.args {
                                self.values.remove(a);
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Erases `op` alone, without any check: the rewriter erases nested
    /// operations one by one (post-order) and calls this last, when the
    /// regions of `op` hold no blocks. Uses of its results are dropped
    /// (graph regions may use a value above its definition; the users are
    /// erased next). Regions that still hold blocks are freed with their
    /// contents. Stale handles are ignored.
    #[inline]
    pub(crate) fn erase_single_op(&mut self, op: OpId) {
        let Some(data) = self.ops.get_mut(op) else {
            return;
        };
        if data.regions.is_empty() {
            // No regions (every DRR root, most erased operations): what
            // `detach_op` does, on the record already at hand (no second
            // lookup, no region checks), then the operands and results.
            // Everything read from the record in the one lookup above: the
            // links, then the two lists taken; the record then removed in
            // place (moving the whole 144-byte record out of the arena cost
            // ~45 instructions), its operands unlinked from the taken list:
            // no lookup of `op` per operand.
            let parent = data.parent.take();
            let (prev, next) = (data.prev.take(), data.next.take());
            let mut operands = std::mem::take(&mut data.operands);
            let results = std::mem::take(&mut data.results);
            if !data.successors.is_empty() {
                // A terminator with successors (rare on this path): its
                // targets lose a use (out of line).
                self.drop_op_successor_uses(op);
            }
            if let Some(block) = parent {
                // The neighbours of a live operation are live: slot
                // lookups without the version compare.
                match prev {
                    Some(p) => self.ops.at_slot_mut(p).next = next,
                    None => self.blocks[block].first = next,
                }
                match next {
                    Some(n) => self.ops.live_mut(n).prev = prev,
                    None => self.blocks[block].last = self.ops.key_at_opt(prev),
                }
            }
            self.ops.discard(op);
            self.unlink_removed_operands(op, &mut operands);
            for &r in results.iter() {
                self.free_value(r);
            }
            return;
        }
        self.erase_single_op_with_regions(op);
    }

    /// [`Context::erase_single_op`] of a live `op` with regions: rare on
    /// the rewriter's paths (out of line, so that the common path above
    /// stays small).
    #[cold]
    #[inline(never)]
    pub(super) fn erase_single_op_with_regions(&mut self, op: OpId) {
        let has_blocks = self.ops[op]
            .regions
            .iter()
            .any(|&r| self.regions.get(r).is_some_and(|rd| !rd.blocks.is_empty()));
        if has_blocks {
            for nested in self.collect_nested_ops(op).into_iter().skip(1).rev() {
                self.erase_single_op(nested);
            }
        }
        let _ = self.detach_op(op);
        self.drop_operands(op);
        let data = self.ops.remove(op).expect("checked above");
        if !data.successors.is_empty() {
            self.drop_successor_uses(&data.successors);
        }
        for &r in data.results.iter() {
            self.free_value(r);
        }
        for region in data.regions {
            if let Some(rd) = self.regions.remove(region) {
                for b in rd.blocks {
                    if let Some(bd) = self.blocks.remove(b) {
                        for a in bd.args {
                            self.drop_all_uses(a);
                            self.values.remove(a);
                        }
                    }
                }
            }
        }
    }

    /// True if `ancestor` is `op` or (transitively) contains it.
    pub fn is_ancestor_or_self(&self, ancestor: OpId, op: OpId) -> bool {
        let mut current = Some(op);
        while let Some(c) = current {
            if c == ancestor {
                return true;
            }
            current = self.parent_op(c);
        }
        false
    }

    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops.get(op)?.parent?;
        let region = self.blocks.get(block)?.parent?;
        self.regions.get(region)?.parent
    }

    /// `op` and every operation nested in its regions, parents before
    /// children.
    pub(crate) fn collect_nested_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = vec![op];
        let mut i = 0;
        while i < out.len() {
            let o = out[i];
            for &r in &self.ops[o].regions {
                for &b in &self.regions[r].blocks {
                    let mut cur = self.blocks[b].first;
                    while let Some(c) = cur {
                        out.push(c);
                        cur = self.ops[c].next;
                    }
                }
            }
            i += 1;
        }
        out
    }
}
