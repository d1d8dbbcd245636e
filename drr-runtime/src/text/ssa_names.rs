//! SSA value and block numbering, as MLIR's `SSANameState` does it for the
//! generic form.
//!
//! Checked against mlir-opt 22 and `mlir/lib/IR/AsmPrinter.cpp`: the root
//! operation's results are numbered first, then regions are taken from a
//! stack (LIFO) that starts with the root's regions; each popped region has
//! its blocks numbered `^bb0, ^bb1, …`, its entry-block arguments named
//! `%argN` (from `nextArgumentID`), its other block arguments and its
//! operations' results numbered `%N` (from `nextValueID`, one number per
//! operation whatever its result count), and then pushes the regions of its
//! operations in order. The generic form implies
//! `shouldPrintUniqueSSAIDs()`, so the counters are never reset: every
//! value in the printed tree gets a distinct number, and sibling regions are
//! numbered last-first (the second region of an op gets smaller numbers than
//! the first).
//!
//! Names are kept as numbers in slot-map-indexed tables, never as strings:
//! one entry per operation with results and one per block (its position
//! and the number of its first argument: a block's arguments are numbered
//! consecutively, so an argument's name follows from its block and index,
//! with no per-argument table). The same walk also records each block's
//! predecessors (one entry per successor use) for the `// pred:` comments.

use slotmap::SecondaryMap;
use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};

/// Tag bit of a block's first argument number: entry-block arguments print
/// `%argN` rather than `%N`.
const ARG_FLAG: u32 = 1 << 31;
/// Tag bit of an operation number: the operation has several results (its
/// results print `%N#i`), so printing a use need not look at the op.
const MULTI_FLAG: u32 = 1 << 31;

/// The `op_ids` entry of an operation numbered `id` with `num_results`.
fn op_entry(id: u32, num_results: usize) -> u32 {
    if num_results > 1 { id | MULTI_FLAG } else { id }
}

/// The printed name of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValueName {
    /// Not numbered (outside the printed tree, or stale).
    Unknown,
    /// `%N`, or `%N#i` for result `i` of a multi-result operation.
    Number {
        /// The number.
        id: u32,
        /// The result index when the operation has several results.
        result: Option<u32>,
    },
    /// `%argN`.
    Argument(u32),
}

/// Value and block numbers of one printed operation tree.
pub(crate) struct SsaNames {
    /// Number of the first result of each operation with results (with
    /// [`MULTI_FLAG`] when it has several).
    op_ids: SecondaryMap<OpId, u32>,
    /// Position of each block in its region and the number of its first
    /// argument (with [`ARG_FLAG`] in an entry block).
    block_ids: SecondaryMap<BlockId, BlockNumbers>,
    /// Predecessor blocks, one entry per successor use, in walk order.
    preds: SecondaryMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Number of operations in the tree (for output size estimates).
    pub(crate) num_ops: usize,
}

/// The numbers of one block.
#[derive(Clone, Copy)]
struct BlockNumbers {
    /// Position in its region (`^bbN`).
    index: u32,
    /// Number of its first argument, with [`ARG_FLAG`] for `%argN`.
    first_arg: u32,
}

impl SsaNames {
    /// Numbers everything nested in `root` (and `root`'s own results).
    pub(crate) fn compute(ctx: &Context, root: OpId) -> SsaNames {
        let mut names = SsaNames {
            // Sized once: most operations of the context are usually in
            // the printed tree.
            op_ids: SecondaryMap::with_capacity(ctx.ops.capacity()),
            block_ids: SecondaryMap::with_capacity(ctx.blocks.capacity()),
            preds: SecondaryMap::new(),
            num_ops: 0,
        };
        let mut next_value: u32 = 0;
        let mut next_arg: u32 = 0;
        let Some(root_data) = ctx.ops.get(root) else {
            return names;
        };
        let mut stack: Vec<RegionId> = root_data.regions.to_vec();
        names.num_ops = 1;
        if !root_data.results.is_empty() {
            names
                .op_ids
                .insert(root, op_entry(next_value, root_data.results.len()));
            next_value += 1;
        }
        // Regions already numbered: an operation inserted into its own
        // region (which the API does not prevent) must not loop forever.
        let mut seen: SecondaryMap<RegionId, ()> =
            SecondaryMap::with_capacity(ctx.regions.capacity());
        while let Some(region) = stack.pop() {
            let Some(region_data) = ctx.regions.get(region) else {
                continue;
            };
            if seen.insert(region, ()).is_some() {
                continue;
            }
            let mut block_index: u32 = 0;
            for &block in &region_data.blocks {
                let Some(block_data) = ctx.blocks.get(block) else {
                    continue;
                };
                let num_args = block_data.args.len() as u32;
                let first_arg = if block_index == 0 {
                    let first = next_arg | ARG_FLAG;
                    next_arg += num_args;
                    first
                } else {
                    let first = next_value;
                    next_value += num_args;
                    first
                };
                names.block_ids.insert(
                    block,
                    BlockNumbers {
                        index: block_index,
                        first_arg,
                    },
                );
                block_index += 1;
                let mut cursor = block_data.first;
                while let Some(op) = cursor {
                    let Some(op_data) = ctx.ops.get(op) else {
                        break;
                    };
                    names.num_ops += 1;
                    if !op_data.results.is_empty() {
                        names
                            .op_ids
                            .insert(op, op_entry(next_value, op_data.results.len()));
                        next_value += 1;
                    }
                    for &succ in &op_data.successors {
                        if let Some(entry) = names.preds.entry(succ) {
                            entry.or_default().push(block);
                        }
                    }
                    // Pushing here, after this op's results and before the
                    // next op's, gives the same stack as MLIR's separate
                    // pass: numbering does not depend on the stack.
                    stack.extend_from_slice(&op_data.regions);
                    cursor = op_data.next;
                }
            }
        }
        names
    }

    /// The name of `value`.
    pub(crate) fn value_name(&self, ctx: &Context, value: Value) -> ValueName {
        let Some(data) = ctx.values.get(value) else {
            return ValueName::Unknown;
        };
        match data.def {
            ValueDef::OpResult { op, index } => match self.op_ids.get(op) {
                Some(&id) => ValueName::Number {
                    id: id & !MULTI_FLAG,
                    result: (id & MULTI_FLAG != 0).then_some(index),
                },
                None => ValueName::Unknown,
            },
            ValueDef::BlockArgument { block, index } => match self.block_ids.get(block) {
                Some(b) if b.first_arg & ARG_FLAG != 0 => {
                    ValueName::Argument((b.first_arg & !ARG_FLAG).wrapping_add(index))
                }
                Some(b) => ValueName::Number {
                    id: b.first_arg.wrapping_add(index),
                    result: None,
                },
                None => ValueName::Unknown,
            },
        }
    }

    /// The number of the first result of `op`.
    pub(crate) fn op_result_id(&self, op: OpId) -> Option<u32> {
        self.op_ids.get(op).map(|&id| id & !MULTI_FLAG)
    }

    /// The position of `block` in its region (`^bbN`).
    pub(crate) fn block_id(&self, block: BlockId) -> Option<u32> {
        self.block_ids.get(block).map(|b| b.index)
    }

    /// The predecessors of `block`, one per successor use.
    pub(crate) fn predecessors(&self, block: BlockId) -> &[BlockId] {
        self.preds.get(block).map_or(&[], |p| &p[..])
    }
}
