//! Redundant block arguments, the last step of aggressive region
//! simplification: MLIR's `dropRedundantArguments`
//! (`mlir/lib/Transforms/Utils/RegionUtils.cpp`). An argument that every
//! predecessor passes the same value is replaced by that value and
//! dropped, with the operands that fed it.
//!
//! Only predecessors that are branches (see
//! [`crate::ir::SuccessorOperands`]) say what they pass: a block with any
//! other predecessor keeps its arguments, and so does an entry block (no
//! predecessors). The predecessors of a region's blocks (MLIR's block use
//! lists) are collected in one pass over its terminators.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value};

use super::cfg::{PredecessorSlots, predecessor_slots};
use super::region_simplify::{nested_regions, regions_with_blocks};
use super::rewriter::PatternRewriter;

/// Drops the redundant arguments of the blocks of `regions` and of the
/// regions nested in them. Returns true if an argument was dropped.
pub fn drop_redundant_arguments(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let ctx = rw.ctx_mut();
    // Only regions of two blocks or more have blocks with predecessors;
    // the walk enters only them and the regions enclosing them (a region
    // outside that set holds no such region, and visiting it changes
    // nothing), so a module of single-block functions and a few
    // multi-block ones is not walked op by op. The order among the
    // regions visited is MLIR's.
    let candidates = regions_with_blocks(ctx, regions, 2);
    if candidates.is_empty() {
        return false;
    }
    let mut relevant: FxHashSet<RegionId> = FxHashSet::default();
    for &r in &candidates {
        let mut cur = Some(r);
        while let Some(c) = cur {
            if !relevant.insert(c) || regions.contains(&c) {
                break;
            }
            cur = ctx.regions[c]
                .parent
                .and_then(|op| ctx.ops[op].parent)
                .and_then(|b| ctx.blocks[b].parent);
        }
    }
    // A set-vector worklist, popped from the back (MLIR's order).
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: FxHashSet<RegionId> = FxHashSet::default();
    for &r in regions {
        if relevant.contains(&r) && queued.insert(r) {
            worklist.push(r);
        }
    }
    let mut changed = false;
    let mut nested = Vec::new();
    while let Some(region) = worklist.pop() {
        queued.remove(&region);
        let Some(data) = ctx.regions.get(region) else {
            continue;
        };
        let blocks = data.blocks.clone();
        // The entry block has no predecessors: a region of one block has
        // nothing to drop.
        let preds = if blocks.len() > 1 {
            predecessors(ctx, &blocks)
        } else {
            FxHashMap::default()
        };
        for &block in &blocks {
            if let Some(slots) = preds.get(&block) {
                changed |= drop_in_block(ctx, block, slots);
            }
            nested.clear();
            nested_regions(ctx, block, &mut nested);
            for &r in &nested {
                if relevant.contains(&r) && queued.insert(r) {
                    worklist.push(r);
                }
            }
        }
    }
    changed
}

/// The successor slots naming each block of `blocks`, newest first as
/// MLIR's block use lists iterate.
fn predecessors(ctx: &Context, blocks: &[BlockId]) -> PredecessorSlots {
    let mut preds = predecessor_slots(ctx, blocks, |_| true);
    for slots in preds.values_mut() {
        slots.reverse();
    }
    preds
}

/// MLIR's `dropRedundantArguments` for one block whose predecessors are
/// `slots` (every slot naming it).
fn drop_in_block(ctx: &mut Context, block: BlockId, slots: &[(OpId, u32)]) -> bool {
    // A slot not collected (a successor in another region: invalid IR)
    // would keep passing the dropped arguments.
    if ctx.blocks[block].successor_uses as usize != slots.len() {
        return false;
    }
    let args: SmallVec<[Value; 4]> = ctx.blocks[block].args.iter().copied().collect();
    let mut to_erase: SmallVec<[usize; 4]> = SmallVec::new();
    for (index, &arg) in args.iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(term, succ) in slots {
            let Some(s) = ctx.successor_operands(term, succ as usize) else {
                same = false;
                break;
            };
            // Only forwarded operands name a value (the produced ones are
            // made by the branch).
            let Some(at) = index
                .checked_sub(s.produced as usize)
                .filter(|&at| at < s.len as usize)
            else {
                same = false;
                break;
            };
            let value = ctx.ops[term].operands[s.start as usize + at].value;
            match common {
                None => common = Some(value),
                Some(c) if c != value => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        // An argument passed to itself only is in a block reachable only
        // from itself (unreachable: erased before this runs).
        if let Some(c) = common
            && same
            && c != arg
        {
            let _ = ctx.replace_all_uses_with(arg, c);
            to_erase.push(index);
        }
    }
    for &index in to_erase.iter().rev() {
        if ctx.erase_block_argument(block, index).is_err() {
            continue;
        }
        for &(term, succ) in slots {
            let Some(s) = ctx.successor_operands(term, succ as usize) else {
                continue;
            };
            let _ = ctx.erase_successor_operand(term, succ as usize, index - s.produced as usize);
        }
    }
    !to_erase.is_empty()
}
