//! Blocks: argument lists and doubly linked lists of operations.

use smallvec::SmallVec;

use super::{BlockId, OpId, Record, RegionId, Value, ValueData, ValueDef};
use crate::Context;
use crate::error::IrError;
use crate::location::Location;
use crate::types::Type;

/// A block's argument values: up to four inline, so the common block (a
/// function body with a few arguments) needs no allocation of its own.
pub(crate) type BlockArgs = SmallVec<[Value; 4]>;

/// A block's argument locations, parallel to [`BlockArgs`]; four inline
/// (`Location` is four bytes: as small as a `Vec`).
pub(crate) type ArgLocs = SmallVec<[Location; 4]>;

/// Storage of one block.
///
/// Invariants: `first`/`last` are the ends of the operation list threaded
/// through the operations' `prev`/`next`; argument `i`'s [`ValueDef`] names
/// this block and `i`; `arg_locs` has one location per argument;
/// `successor_uses` is the number of successor slots naming the block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(crate) args: BlockArgs,
    pub(crate) arg_locs: ArgLocs,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
    /// Number of successor slots of live operations naming this block
    /// (see `ir/structure.rs`).
    pub(crate) successor_uses: u32,
    /// The operation that last came to name this block as a successor
    /// (created so, or redirected here). A hint, checked before use: while
    /// it is live and names the block, and `successor_uses` is 1, it is the
    /// block's one predecessor terminator (see
    /// [`Context::single_predecessor_op`]).
    pub(crate) pred_hint: Option<OpId>,
    /// The arena slot's version word (see `ir/arena.rs`).
    pub(crate) version: u32,
}

impl Record for BlockData {
    #[inline(always)]
    fn version(&self) -> u32 {
        self.version
    }
    #[inline(always)]
    fn set_version(&mut self, version: u32) {
        self.version = version;
    }
    fn vacate(&mut self) -> Self {
        BlockData {
            args: std::mem::take(&mut self.args),
            arg_locs: std::mem::take(&mut self.arg_locs),
            first: self.first,
            last: self.last,
            parent: self.parent,
            successor_uses: self.successor_uses,
            pred_hint: self.pred_hint,
            version: self.version,
        }
    }
    fn sentinel() -> Self {
        BlockData::default()
    }
}

impl BlockData {
    /// The block's arguments.
    pub fn args(&self) -> &[Value] {
        &self.args
    }
    /// The locations of the block's arguments.
    pub fn arg_locs(&self) -> &[Location] {
        &self.arg_locs
    }
    /// The first operation.
    pub fn first_op(&self) -> Option<OpId> {
        self.first
    }
    /// The last operation.
    pub fn last_op(&self) -> Option<OpId> {
        self.last
    }
    /// The region containing the block.
    pub fn parent_region(&self) -> Option<RegionId> {
        self.parent
    }
}

/// Iterator over the operations of a block, in order.
pub struct BlockOps<'a> {
    ctx: &'a Context,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let current = self.next?;
        self.next = self.ctx.ops[current].next;
        Some(current)
    }
}

impl Context {
    /// Creates a detached, empty block with arguments of the given types and
    /// locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        let block = self.blocks.insert(BlockData::default());
        for &(ty, loc) in args {
            self.add_block_argument(block, ty, loc)
                .expect("block was just created");
        }
        block
    }

    /// Appends an argument to `block`.
    pub fn add_block_argument(
        &mut self,
        block: BlockId,
        ty: Type,
        loc: Location,
    ) -> Result<Value, IrError> {
        let index = self.try_block(block)?.args.len() as u32;
        let value = self.values.insert(ValueData {
            ty,
            def: ValueDef::BlockArgument { block, index },
            first_use: None,
            version: 0,
        });
        let data = &mut self.blocks[block];
        data.args.push(value);
        data.arg_locs.push(loc);
        Ok(value)
    }

    /// Removes argument `index` of `block`; it must have no uses.
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        let data = self.try_block(block)?;
        let len = data.args.len();
        if index >= len {
            return Err(IrError::IndexOutOfRange {
                what: "block argument",
                index,
                len,
            });
        }
        let value = data.args[index];
        if !self.use_empty(value) {
            return Err(IrError::ArgumentStillUsed { argument: index });
        }
        self.values.remove(value);
        let data = &mut self.blocks[block];
        data.args.remove(index);
        data.arg_locs.remove(index);
        let rest: Vec<Value> = data.args[index..].to_vec();
        for (offset, v) in rest.into_iter().enumerate() {
            if let ValueDef::BlockArgument { index: i, .. } = &mut self.values[v].def {
                *i = (index + offset) as u32;
            }
        }
        Ok(())
    }

    /// The storage of `block`, or an error if it was erased.
    pub fn try_block(&self, block: BlockId) -> Result<&BlockData, IrError> {
        match self.blocks.get(block) {
            Some(data) => Ok(data),
            None => Err(self.block_handle_error(block)),
        }
    }

    /// The storage of `block`.
    ///
    /// # Panics
    /// If the block was erased or comes from another context (see
    /// [`Context::try_block`]).
    #[track_caller]
    pub fn block(&self, block: BlockId) -> &BlockData {
        match self.blocks.get(block) {
            Some(data) => data,
            None => self.bad_block_handle(block),
        }
    }

    /// The operations of `block`, in order.
    ///
    /// # Panics
    /// If the block was erased.
    #[track_caller]
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            next: self.block(block).first,
        }
    }

    /// The last operation of `block` if it is a terminator-position op
    /// (MLIR's `Block::getTerminator` without the trait check).
    pub fn block_last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks.get(block)?.last
    }

    /// The operation owning the region that contains `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        let region = self.blocks.get(block)?.parent?;
        self.regions.get(region)?.parent
    }

    /// The successors of `block` as MLIR's `Block::getSuccessors` sees them:
    /// the successor list of its last operation, or nothing for an empty
    /// block or a block alone in its region.
    pub fn block_successors(&self, block: BlockId) -> &[BlockId] {
        let Some(data) = self.blocks.get(block) else {
            return &[];
        };
        let single = data
            .parent
            .and_then(|r| self.regions.get(r))
            .is_some_and(|r| r.blocks.len() == 1);
        match data.last {
            Some(last) if !single => &self.ops[last].successors,
            _ => &[],
        }
    }

    /// Frees `block` once its operations are gone (any left are erased
    /// first, unchecked): removes it from its region and drops the uses of
    /// its arguments. Crate-internal; the rewriter checks and notifies.
    /// Linear in the size of the region's block list (see
    /// [`Context::free_emptied_blocks`] for erasing many blocks of one
    /// region).
    pub(crate) fn erase_empty_block(&mut self, block: BlockId) {
        if !self.blocks.contains_key(block) {
            return;
        }
        self.erase_ops_unchecked(block);
        if self.blocks[block].successor_uses > 0 {
            // Still a successor (invalid IR reaching an unchecked path):
            // left in place, empty, rather than freed under a branch.
            return;
        }
        if let Some(region) = self.blocks[block].parent
            && let Some(rd) = self.regions.get_mut(region)
        {
            // A block appears once in its region: found by one tight scan
            // and removed (not `retain`, which tests and moves every
            // element; merging a chain of blocks one by one erases each).
            if let Some(i) = rd.blocks.iter().position(|b| *b == block) {
                rd.blocks.remove(i);
            }
        }
        self.free_detached_block(block);
    }

    /// [`Context::erase_empty_block`] of each of `blocks` (their operations
    /// mostly erased already: any left are erased unchecked), with one
    /// pass over each region's block list instead of one per block: the
    /// blocks are taken out of their regions together, so that erasing
    /// many blocks of one region (unreachable blocks, merged blocks) is
    /// linear in the region's size. Stale handles are ignored.
    pub(crate) fn free_emptied_blocks(&mut self, blocks: &[BlockId]) {
        match blocks {
            [] => return,
            [block] => return self.erase_empty_block(*block),
            _ => {}
        }
        for &b in blocks {
            if self.blocks.contains_key(b) {
                self.erase_ops_unchecked(b);
            }
        }
        // A block still named as a successor (invalid IR reaching an
        // unchecked path) is left in place rather than freed under a
        // branch.
        let doomed: rustc_hash::FxHashSet<BlockId> = blocks
            .iter()
            .copied()
            .filter(|&b| self.blocks.get(b).is_some_and(|d| d.successor_uses == 0))
            .collect();
        let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        for &b in blocks {
            if let Some(r) = self.blocks.get(b).and_then(|d| d.parent)
                && !regions.contains(&r)
            {
                regions.push(r);
            }
        }
        for r in regions {
            if let Some(rd) = self.regions.get_mut(r) {
                rd.blocks.retain(|b| !doomed.contains(b));
            }
        }
        for &b in blocks {
            if doomed.contains(&b) {
                self.free_detached_block(b);
            }
        }
    }

    /// Erases the operations left in the live `block`, last to first,
    /// unchecked.
    fn erase_ops_unchecked(&mut self, block: BlockId) {
        while let Some(last) = self.blocks[block].last {
            self.erase_single_op(last);
        }
    }

    /// Frees `block`, already out of its region's list and emptied: drops
    /// the uses of its arguments and removes it and them. A stale handle
    /// is ignored.
    fn free_detached_block(&mut self, block: BlockId) {
        if !self.blocks.contains_key(block) {
            return;
        }
        self.erase_ops_unchecked(block);
        let data = self.blocks.remove(block).expect("checked above");
        for a in data.args {
            self.drop_all_uses(a);
            self.values.remove(a);
        }
    }

    /// Erases `block` and its operations (the block's region, if any, drops
    /// it). Fails, changing nothing, if the block is stale, one of its
    /// arguments or a result of one of its operations (or of an operation
    /// nested in them) is used outside it, or it (or a block nested in it)
    /// is still a successor of an operation outside it.
    ///
    /// Linear in the number of operations and uses in the block (each use
    /// is placed by walking up from its user to the block).
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let data = self.try_block(block)?;
        // A user is inside if it or one of its ancestors is an operation
        // of `block`.
        let inside = |ctx: &Context, user: OpId| {
            let mut current = Some(user);
            while let Some(op) = current {
                let Some(d) = ctx.ops.get(op) else {
                    return false;
                };
                if d.parent == Some(block) {
                    return true;
                }
                current = ctx.parent_op(op);
            }
            false
        };
        for (i, &a) in data.args.iter().enumerate() {
            if self.uses(a).any(|u| !inside(self, u.op)) {
                return Err(IrError::ArgumentStillUsed { argument: i });
            }
        }
        let ops: Vec<OpId> = self.block_ops(block).collect();
        let mut nested_all: Vec<OpId> = Vec::with_capacity(ops.len());
        for &o in &ops {
            nested_all.extend(self.collect_nested_ops(o));
        }
        for &n in &nested_all {
            for (i, &r) in self.ops[n].results.iter().enumerate() {
                if self.uses(r).any(|u| !inside(self, u.op)) {
                    return Err(IrError::ResultStillUsed {
                        op: self.op_name_str(self.ops[n].name).to_string(),
                        result: i,
                    });
                }
            }
        }
        // Neither the block nor a block nested in it may stay a successor
        // of an operation that survives.
        let mut erased_blocks = self.blocks_of_regions(&nested_all);
        erased_blocks.push(block);
        if self
            .successor_used_outside(&nested_all, &erased_blocks)
            .is_some()
        {
            return Err(super::structure::STILL_SUCCESSOR);
        }
        // Drop every reference first so that erasing in any order is safe.
        for &n in &nested_all {
            self.clear_operands(n);
        }
        for &o in ops.iter().rev() {
            self.erase_single_op(o);
        }
        self.erase_empty_block(block);
        Ok(())
    }
}
