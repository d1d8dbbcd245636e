//! The in-memory IR: operations, values, blocks and regions, stored in
//! generational arenas owned by the [`Context`](crate::Context).
//!
//! Handles ([`OpId`], [`Value`], [`BlockId`], [`RegionId`]) are slotmap keys:
//! a handle to an erased object never resolves, not even after its slot has
//! been reused, so a stale handle is a reported error
//! ([`IrError`](crate::IrError)) and never an alias of a newer object.
//!
//! Use-def chains are intrusive doubly linked lists threaded through the
//! operands, exactly like MLIR's `OpOperand` lists: a new use is pushed at
//! the front of its value's list. Keeping MLIR's order matters because the
//! greedy driver enqueues users in use-list order, which decides the order
//! of rewrites and therefore the output.

pub(crate) mod arena;
mod block;
mod clone;
mod handles;
mod operation;
pub(crate) mod prefetch;
pub(crate) use arena::{Arena, Record};
pub(crate) use structure::STILL_SUCCESSOR;
mod region;
pub(crate) mod relocate;
mod results;
pub(crate) use results::Results;
mod structure;
mod successor_operands;
pub(crate) mod transfer;
mod value;
mod walk;

pub use block::BlockData;
pub use clone::IrMapping;
pub(crate) use operation::UseRef;
pub use operation::{OpData, Operand, OperandRef, OperationState};
pub use region::RegionData;
pub use successor_operands::{SegmentRef, SuccessorOperands, SuccessorOperandsFn};
pub use value::{UseIter, ValueData, ValueDef};

/// `key` without its context's tag (see `ir/arena.rs`): equal for the
/// handles of the same slot and sequence number in two contexts (tests
/// that compare two runs in separate contexts).
#[cfg(test)]
pub(crate) fn untagged<K: slotmap::Key>(key: K) -> u64 {
    key.data().as_ffi() & !(u64::from(!arena::SEQ_MASK) << 32)
}

slotmap::new_key_type! {
    /// Handle to an operation.
    pub struct OpId;
    /// Handle to a block.
    pub struct BlockId;
    /// Handle to a region.
    pub struct RegionId;
    /// Handle to an SSA value: an operation result or a block argument.
    pub struct Value;
}
