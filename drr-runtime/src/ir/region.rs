//! Regions: ordered lists of blocks owned by an operation.

use smallvec::SmallVec;

use super::{BlockId, OpId, Record, RegionId};
use crate::Context;
use crate::error::IrError;

/// A region's blocks: two inline (as small as a `Vec`), so the common
/// one-block region needs no allocation of its own.
pub(crate) type RegionBlocks = SmallVec<[BlockId; 2]>;

/// Storage of one region. Invariant: every block listed has this region as
/// its parent.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub(crate) blocks: RegionBlocks,
    pub(crate) parent: Option<OpId>,
    /// The arena slot's version word (see `ir/arena.rs`).
    pub(crate) version: u32,
}

impl Record for RegionData {
    #[inline(always)]
    fn version(&self) -> u32 {
        self.version
    }
    #[inline(always)]
    fn set_version(&mut self, version: u32) {
        self.version = version;
    }
    fn vacate(&mut self) -> Self {
        RegionData {
            blocks: std::mem::take(&mut self.blocks),
            parent: self.parent,
            version: self.version,
        }
    }
    fn sentinel() -> Self {
        RegionData::default()
    }
}

impl RegionData {
    /// The blocks, entry block first.
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }
    /// The operation owning the region.
    pub fn parent_op(&self) -> Option<OpId> {
        self.parent
    }
}

impl Context {
    /// Creates a detached, empty region (pass it in
    /// [`OperationState::regions`](crate::OperationState::regions)).
    pub fn create_region(&mut self) -> RegionId {
        self.regions.insert(RegionData::default())
    }

    /// The storage of `region`, or an error if it was erased.
    pub fn try_region(&self, region: RegionId) -> Result<&RegionData, IrError> {
        match self.regions.get(region) {
            Some(data) => Ok(data),
            None => Err(self.region_handle_error(region)),
        }
    }

    /// The storage of `region`.
    ///
    /// # Panics
    /// If the region was erased or comes from another context (see
    /// [`Context::try_region`]).
    #[track_caller]
    pub fn region(&self, region: RegionId) -> &RegionData {
        match self.regions.get(region) {
            Some(data) => data,
            None => self.bad_region_handle(region),
        }
    }

    /// Appends the detached `block` to `region`. Fails, changing nothing,
    /// if a handle is stale, `block` is already in a region, or `region` is
    /// nested in `block` (the block would contain itself).
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.try_region(region)?;
        if !self.blocks.contains_key(block) {
            return Err(self.block_handle_error(block));
        }
        if self.blocks[block].parent.is_some() {
            return Err(IrError::BlockAlreadyInserted);
        }
        // `region` must not be nested in `block` (through one of its
        // operations): the block would contain itself.
        if self.region_is_under_block(region, block) {
            return Err(super::structure::INSIDE_ITSELF);
        }
        let data = &mut self.blocks[block];
        data.parent = Some(region);
        self.structure_epoch += 1;
        self.regions[region].blocks.push(block);
        Ok(())
    }

    /// Inserts the detached `block` into `region` at position `index`
    /// (errors as [`Context::append_block`], and an out-of-range index).
    pub fn insert_block(
        &mut self,
        region: RegionId,
        index: usize,
        block: BlockId,
    ) -> Result<(), IrError> {
        let len = self.try_region(region)?.blocks.len();
        if index > len {
            return Err(IrError::IndexOutOfRange {
                what: "block",
                index,
                len,
            });
        }
        if !self.blocks.contains_key(block) {
            return Err(self.block_handle_error(block));
        }
        if self.blocks[block].parent.is_some() {
            return Err(IrError::BlockAlreadyInserted);
        }
        // `region` must not be nested in `block` (through one of its
        // operations): the block would contain itself.
        if self.region_is_under_block(region, block) {
            return Err(super::structure::INSIDE_ITSELF);
        }
        let data = &mut self.blocks[block];
        data.parent = Some(region);
        self.structure_epoch += 1;
        self.regions[region].blocks.insert(index, block);
        Ok(())
    }
}
