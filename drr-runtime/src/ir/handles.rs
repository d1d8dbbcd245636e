//! What a handle that does not resolve means: its object was erased
//! (stale), or it comes from another [`Context`] (foreign: its arena tag is
//! not this context's, see `ir/arena.rs`). The `try_*` accessors return
//! these as [`IrError`]s; the panicking accessors panic with the same
//! message.
//!
//! The errors are built inline (a compare of the handle's tag: a caller
//! that drops the error, such as `try_op(op).ok()`, then pays nothing);
//! the panics are out of line and cold.

use super::{BlockId, OpId, RegionId, Value};
use crate::Context;
use crate::error::IrError;

impl Context {
    /// The error for the operation handle `op`, which did not resolve.
    #[inline(always)]
    pub(crate) fn op_handle_error(&self, op: OpId) -> IrError {
        if self.ops.is_foreign(op) {
            IrError::ForeignHandle { kind: "operation" }
        } else {
            IrError::StaleOp
        }
    }

    /// The error for the value handle `value`, which did not resolve.
    #[inline(always)]
    pub(crate) fn value_handle_error(&self, value: Value) -> IrError {
        if slotmap::Key::is_null(&value) {
            IrError::NullValue
        } else if self.values.is_foreign(value) {
            IrError::ForeignHandle { kind: "value" }
        } else {
            IrError::StaleValue
        }
    }

    /// The error for the block handle `block`, which did not resolve.
    #[inline(always)]
    pub(crate) fn block_handle_error(&self, block: BlockId) -> IrError {
        if self.blocks.is_foreign(block) {
            IrError::ForeignHandle { kind: "block" }
        } else {
            IrError::StaleBlock
        }
    }

    /// The error for the region handle `region`, which did not resolve.
    #[inline(always)]
    pub(crate) fn region_handle_error(&self, region: RegionId) -> IrError {
        if self.regions.is_foreign(region) {
            IrError::ForeignHandle { kind: "region" }
        } else {
            IrError::StaleRegion
        }
    }

    /// Panics with [`Context::op_handle_error`]'s message.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn bad_op_handle(&self, op: OpId) -> ! {
        panic!("{}", self.op_handle_error(op))
    }

    /// Panics with [`Context::value_handle_error`]'s message.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn bad_value_handle(&self, value: Value) -> ! {
        panic!("{}", self.value_handle_error(value))
    }

    /// Panics with [`Context::block_handle_error`]'s message.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn bad_block_handle(&self, block: BlockId) -> ! {
        panic!("{}", self.block_handle_error(block))
    }

    /// Panics with [`Context::region_handle_error`]'s message.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn bad_region_handle(&self, region: RegionId) -> ! {
        panic!("{}", self.region_handle_error(region))
    }
}
