//! The branch interface `ods!` derives for an op declaring
//! `BranchOpInterface` (or `DeclareOpInterfaceMethods<BranchOpInterface>`),
//! whose C++ `getSuccessorOperands` MLIR's dialects write by hand, almost
//! always the same way: successor `i` of `N` receives the `i`-th of the
//! last `N` operand groups (`cf.br`'s `destOperands`, `cf.cond_br`'s
//! `trueDestOperands` and `falseDestOperands`, `llvm.cond_br`'s, the test
//! dialect's `test.br`).
//!
//! It applies when the op has `N` ≥ 1 fixed successors and its last `N`
//! operand groups are `Variadic<…>`, sized by `AttrSizedOperandSegments`
//! or, for the only variadic group, by the operand count. Any other op
//! (variadic successors, `VariadicOfVariadic` operands, several variadic
//! groups of the same size) gets no interface: region simplification then
//! treats it as MLIR treats terminators without one, keeping its
//! successors' arguments.

use crate::Context;
use crate::ir::{OpData, OpId, SegmentRef, SuccessorOperands};

use super::meta::ValueKind;
use super::op::{Op, Segments, segment_ranges};

/// True if `O`'s shape fits the derived interface (see the module docs).
#[doc(hidden)]
pub const fn has_successor_groups<O: Op>() -> bool {
    let shape = O::SHAPE;
    let n = shape.num_successors;
    let groups = shape.operands.len();
    if shape.variadic_successors || n == 0 || n > groups {
        return false;
    }
    let mut variadic = 0;
    let mut i = 0;
    while i < groups {
        let is_variadic = matches!(shape.operands[i], ValueKind::Variadic);
        if is_variadic {
            variadic += 1;
        }
        if i >= groups - n && !is_variadic {
            return false;
        }
        i += 1;
    }
    match shape.operand_segments {
        Segments::AttrSized(_) => true,
        Segments::Single | Segments::SameSize => variadic == 1,
    }
}

/// The derived [`crate::ir::SuccessorOperandsFn`] of `O` (see the module
/// docs): `None` for an op whose shape does not fit or whose operands do
/// not split into its groups.
#[doc(hidden)]
pub fn successor_groups<O: Op>(
    ctx: &Context,
    op: OpId,
    data: &OpData,
    index: usize,
) -> Option<SuccessorOperands> {
    if !has_successor_groups::<O>() {
        return None;
    }
    let shape = O::SHAPE;
    let group = shape.operands.len() - shape.num_successors + index;
    let ranges = segment_ranges(
        ctx,
        op,
        shape.operands,
        shape.operand_segments,
        data.operands().len(),
    )?;
    let range = ranges.get(group)?.clone();
    let mut segments = smallvec::SmallVec::new();
    if let Segments::AttrSized(attr) = shape.operand_segments {
        segments.push(SegmentRef {
            attr,
            index: group as u32,
        });
    }
    Some(SuccessorOperands {
        produced: 0,
        start: range.start as u32,
        len: range.len() as u32,
        segments,
    })
}
