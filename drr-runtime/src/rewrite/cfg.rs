//! Block-graph traversals within one region, in LLVM's orders: post-order
//! (`llvm::post_order`) and reachability (`llvm::depth_first`).
//!
//! Successors are MLIR's `Block::getSuccessors`: the successor list of the
//! block's last operation, nothing for a block alone in its region (see
//! [`Context::block_successors`]). Successors that are stale or belong to
//! another region (invalid IR) are ignored, so a traversal never leaves its
//! region.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId};

/// Successor slots naming a block: (terminator, successor index), MLIR's
/// block use list.
pub(crate) type PredecessorSlots = FxHashMap<BlockId, SmallVec<[(OpId, u32); 2]>>;

/// The successor slots of the terminators of `blocks` naming each block
/// `keep` accepts, in the order of `blocks` (one pass over their
/// terminators instead of a use list per block).
pub(crate) fn predecessor_slots(
    ctx: &Context,
    blocks: &[BlockId],
    keep: impl Fn(BlockId) -> bool,
) -> PredecessorSlots {
    let mut preds = PredecessorSlots::default();
    for &b in blocks {
        let Some(last) = ctx.blocks[b].last else {
            continue;
        };
        for (i, &s) in ctx.ops[last].successors.iter().enumerate() {
            if keep(s) {
                preds.entry(s).or_default().push((last, i as u32));
            }
        }
    }
    preds
}

/// True if `block` is a live block of `region`.
#[inline]
fn in_region(ctx: &Context, region: RegionId, block: BlockId) -> bool {
    ctx.blocks
        .get(block)
        .is_some_and(|b| b.parent == Some(region))
}

/// The successors of `block` that are live blocks of `region`.
fn region_successors<'a>(
    ctx: &'a Context,
    region: RegionId,
    block: BlockId,
) -> impl Iterator<Item = BlockId> + 'a {
    ctx.block_successors(block)
        .iter()
        .copied()
        .filter(move |&s| in_region(ctx, region, s))
}

/// The blocks reachable from `entry` in post-order (successors before
/// predecessors), visiting successors in order, like `llvm::post_order`.
pub(crate) fn post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let Some(region) = ctx.blocks.get(entry).and_then(|b| b.parent) else {
        if ctx.blocks.contains_key(entry) {
            out.push(entry);
        }
        return out;
    };
    // The common case: a block without successors (a single-block region).
    if region_successors(ctx, region, entry).next().is_none() {
        out.push(entry);
        return out;
    }
    post_order_unvisited(ctx, entry, &mut FxHashSet::default())
}

/// [`post_order`] from `entry` through the blocks not in `visited`
/// (`llvm::post_order_ext` with an external set: the blocks in `visited`
/// are treated as gone), adding the blocks it returns to `visited`.
/// Nothing if `entry` is in `visited`.
pub(crate) fn post_order_unvisited(
    ctx: &Context,
    entry: BlockId,
    visited: &mut FxHashSet<BlockId>,
) -> Vec<BlockId> {
    let mut out = Vec::new();
    if !ctx.blocks.contains_key(entry) || !visited.insert(entry) {
        return out;
    }
    let Some(region) = ctx.blocks[entry].parent else {
        out.push(entry);
        return out;
    };
    // Each frame: a block and the position of its next successor to
    // look at, in its raw successor list (an index into the list rather
    // than `nth` of the filtered iterator: a block with n successors is
    // then visited in O(n), not O(n²)).
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        let succs = ctx.block_successors(block);
        match succs[next.min(succs.len())..]
            .iter()
            .position(|&s| in_region(ctx, region, s))
        {
            Some(skip) => {
                let succ = succs[next + skip];
                top.1 = next + skip + 1;
                if visited.insert(succ) {
                    stack.push((succ, 0));
                }
            }
            None => {
                out.push(block);
                stack.pop();
            }
        }
    }
    out
}

/// The blocks reachable from the entry block of `region` (including it).
pub(crate) fn reachable_blocks(ctx: &Context, region: RegionId) -> FxHashSet<BlockId> {
    let mut reachable = FxHashSet::default();
    let Some(&entry) = ctx.regions.get(region).and_then(|r| r.blocks.first()) else {
        return reachable;
    };
    let mut stack = vec![entry];
    reachable.insert(entry);
    while let Some(block) = stack.pop() {
        for succ in region_successors(ctx, region, block) {
            if reachable.insert(succ) {
                stack.push(succ);
            }
        }
    }
    reachable
}
