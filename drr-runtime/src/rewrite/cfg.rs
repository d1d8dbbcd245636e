//! Block-graph traversals within one region, in LLVM's orders: post-order
//! (`llvm::post_order`) and reachability (`llvm::depth_first`), plus
//! predecessor lists.
//!
//! Successors are MLIR's `Block::getSuccessors`: the successor list of the
//! block's last operation, nothing for a block alone in its region (see
//! [`Context::block_successors`]). Successors that are stale or belong to
//! another region (invalid IR) are ignored, so a traversal never leaves its
//! region.

use rustc_hash::FxHashSet;

use crate::Context;
use crate::ir::{BlockId, RegionId};

/// The successors of `block` that are live blocks of `region`.
fn region_successors<'a>(
    ctx: &'a Context,
    region: RegionId,
    block: BlockId,
) -> impl Iterator<Item = BlockId> + 'a {
    ctx.block_successors(block)
        .iter()
        .copied()
        .filter(move |&s| ctx.blocks.get(s).is_some_and(|b| b.parent == Some(region)))
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
    let mut visited: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited.insert(entry);
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        match region_successors(ctx, region, block).nth(next) {
            Some(succ) => {
                top.1 += 1;
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

/// The predecessors of `block` in its region, once per successor slot
/// (MLIR's `Block::getPredecessors`), in block order.
pub(crate) fn predecessors(ctx: &Context, block: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let Some(region) = ctx.blocks.get(block).and_then(|b| b.parent) else {
        return out;
    };
    for &b in &ctx.regions[region].blocks {
        for s in region_successors(ctx, region, b) {
            if s == block {
                out.push(b);
            }
        }
    }
    out
}

/// True if the last operation of some block of `block`'s region names it as
/// a successor (MLIR's `!Block::use_empty()`).
pub(crate) fn has_predecessors(ctx: &Context, block: BlockId) -> bool {
    let Some(region) = ctx.blocks.get(block).and_then(|b| b.parent) else {
        return false;
    };
    ctx.regions[region].blocks.iter().any(|&b| {
        ctx.blocks[b]
            .last
            .is_some_and(|last| ctx.ops[last].successors.contains(&block))
    })
}
