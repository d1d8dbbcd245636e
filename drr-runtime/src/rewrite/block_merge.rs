//! Identical-block merging, the aggressive part of region simplification:
//! MLIR's `mergeIdenticalBlocks` (`mlir/lib/Transforms/Utils/RegionUtils.cpp`).
//!
//! In each region, the non-entry blocks are grouped by successor list
//! (first-appearance order); within a group each block joins the first
//! cluster (in creation order) whose leader it is equivalent to, or leads a
//! new one; each cluster's blocks are then redirected to its leader (every
//! predecessor's successor slot naming them now names the leader) and
//! erased, before the next group's clusters are built (merging changes
//! the terminators of other groups' blocks, see
//! [`merge_identical_blocks_in`]). As MLIR, blocks with non-empty regions or whose arguments are
//! used outside them are left alone. Blocks that differ in values they use
//! from outside merge too: each such operand becomes a new argument of the
//! leader, fed by the predecessors' branch operands (MLIR's
//! `operandsToMerge`), which needs every predecessor of the cluster to be a
//! branch with known successor operands (see
//! [`crate::ir::SuccessorOperands`]); otherwise that cluster is not merged.
//!
//! Linear in the size of the region (MLIR's complexity, which keeps block
//! use lists; here one pass per region builds what they would give):
//! - each candidate block is summarized once ([`block_hash`], MLIR's
//!   `BlockEquivalenceData` hash), and a block is compared only with the
//!   leaders of the clusters of the same hash (the only ones that can
//!   accept it: everything the hash covers must be equal for the blocks to
//!   be equivalent), in creation order, so it joins the cluster MLIR's scan
//!   of every cluster would pick;
//! - the position of a value among the values a block defines
//!   ([`OrderIndex`], MLIR's `getOrderOf`) comes from a table built once
//!   per block, not from a walk of the block per operand;
//! - "is this block a predecessor" reads the one terminator concerned, and
//!   the predecessors of each block (the successor slots naming it, MLIR's
//!   block use list) are collected in one pass over the region, for the
//!   redirection;
//! - the merged blocks are freed together at the end (one pass over the
//!   region's block list, see
//!   [`PatternRewriter::empty_block_notifying`]).

use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};

use super::cfg::{PredecessorSlots, predecessor_slots};
use super::rewriter::PatternRewriter;

/// The block a value is defined in (`Value::getParentBlock`).
fn parent_block(ctx: &Context, value: Value) -> Option<BlockId> {
    match ctx.values[value].def {
        ValueDef::OpResult { op, .. } => ctx.ops[op].parent,
        ValueDef::BlockArgument { block, .. } => Some(block),
    }
}

/// `BlockEquivalenceData::getOrderOf` for the blocks it is asked about:
/// per block (built on first use), the number of values defined in the
/// block before each operation's first result (arguments first, then each
/// operation's results in order).
#[derive(Default)]
struct OrderIndex {
    blocks: FxHashMap<BlockId, FxHashMap<OpId, usize>>,
}

impl OrderIndex {
    /// The position of `value` among the values `block` defines, `None`
    /// if `block` does not define it.
    fn order_of(&mut self, ctx: &Context, block: BlockId, value: Value) -> Option<usize> {
        match ctx.values[value].def {
            ValueDef::BlockArgument { index, .. } => Some(index as usize),
            ValueDef::OpResult { op, index } => {
                let table = self.blocks.entry(block).or_insert_with(|| {
                    let mut table = FxHashMap::default();
                    let mut order = ctx.blocks[block].args.len();
                    for o in ctx.block_ops(block) {
                        table.insert(o, order);
                        order += ctx.ops[o].results.len();
                    }
                    table
                });
                table.get(&op).map(|&start| start + index as usize)
            }
        }
    }
}

/// True if a result of `op` is used by an operation outside `block`
/// (`Operation::isUsedOutsideOfBlock`).
fn used_outside_of_block(ctx: &Context, op: OpId, block: BlockId) -> bool {
    ctx.ops[op]
        .results
        .iter()
        .any(|&r| ctx.uses(r).any(|u| ctx.ops[u.op].parent != Some(block)))
}

/// `OperationEquivalence::isEquivalentTo` with `IgnoreLocations` and
/// ignored value equivalence: same name, discardable attributes,
/// properties, operand/result/region/successor counts, operand types where
/// operands differ, result types; regions (all empty here) trivially equal.
fn equivalent_ops(ctx: &Context, lhs: OpId, rhs: OpId) -> bool {
    let (l, r) = (&ctx.ops[lhs], &ctx.ops[rhs]);
    if l.attributes != r.attributes
        || l.name != r.name
        || l.regions.len() != r.regions.len()
        || l.successors.len() != r.successors.len()
        || l.operands.len() != r.operands.len()
        || l.results.len() != r.results.len()
        || l.properties != r.properties
    {
        return false;
    }
    for (a, b) in l.operands.iter().zip(&r.operands) {
        if a.value != b.value && ctx.values[a.value].ty != ctx.values[b.value].ty {
            return false;
        }
    }
    l.results
        .iter()
        .zip(&r.results)
        .all(|(&a, &b)| ctx.values[a].ty == ctx.values[b].ty)
}

/// A hash of everything [`mergeable`] requires to be equal in two blocks:
/// argument types, and per operation in order what [`equivalent_ops`]
/// compares (operand types are compared where operands differ and are
/// trivially equal where they do not, so they are always equal). Blocks of
/// different hashes are never equivalent.
fn block_hash(ctx: &Context, block: BlockId) -> u64 {
    let mut h = FxHasher::default();
    let data = &ctx.blocks[block];
    for &a in &data.args {
        ctx.values[a].ty.hash(&mut h);
    }
    for op in ctx.block_ops(block) {
        let d = &ctx.ops[op];
        d.name.hash(&mut h);
        d.attributes.hash(&mut h);
        d.properties.hash(&mut h);
        (d.regions.len(), d.successors.len(), d.operands.len()).hash(&mut h);
        for v in d.operands() {
            ctx.values[v].ty.hash(&mut h);
        }
        for &r in &d.results {
            ctx.values[r].ty.hash(&mut h);
        }
    }
    h.finish()
}

/// MLIR's `BlockMergeCluster::addToCluster` check: can `candidate` be
/// merged into `leader`? Returns the operands that differ while being
/// defined outside the blocks, as (operation position in the block,
/// operand index) pairs (each needs a new block argument), or `None` if
/// the blocks are not equivalent.
fn mergeable(
    ctx: &Context,
    orders: &mut OrderIndex,
    leader: BlockId,
    candidate: BlockId,
) -> Option<SmallVec<[(u32, u32); 4]>> {
    let (lb, cb) = (&ctx.blocks[leader], &ctx.blocks[candidate]);
    if lb.args.len() != cb.args.len()
        || lb
            .args
            .iter()
            .zip(&cb.args)
            .any(|(&a, &b)| ctx.values[a].ty != ctx.values[b].ty)
    {
        return None;
    }
    // Operands produced by the terminator of an immediate predecessor
    // cannot be forwarded as successor operands. The operand's block is a
    // predecessor of `block` if its terminator (the operand's definer)
    // names `block` as a successor.
    let valid_successor_arg = |block: BlockId, operand: Value| {
        let ValueDef::OpResult { op: def, .. } = ctx.values[operand].def else {
            return true;
        };
        let Some(pb) = ctx.ops[def].parent else {
            return true;
        };
        if ctx.blocks[pb].last != Some(def) || ctx.blocks[pb].parent != ctx.blocks[block].parent {
            return true;
        }
        !ctx.block_successors(pb).contains(&block)
    };
    let mut mismatched = SmallVec::new();
    let (mut li, mut ci) = (lb.first, cb.first);
    let mut position = 0u32;
    while let (Some(l), Some(c)) = (li, ci) {
        if !equivalent_ops(ctx, l, c) {
            return None;
        }
        for (k, (a, b)) in ctx.ops[l]
            .operands
            .iter()
            .zip(&ctx.ops[c].operands)
            .enumerate()
        {
            let (lv, cv) = (a.value, b.value);
            if lv == cv {
                continue;
            }
            if ctx.values[lv].ty != ctx.values[cv].ty {
                return None;
            }
            let l_in = parent_block(ctx, lv) == Some(leader);
            let c_in = parent_block(ctx, cv) == Some(candidate);
            if l_in != c_in {
                return None;
            }
            if !l_in {
                if !valid_successor_arg(leader, lv) || !valid_successor_arg(candidate, cv) {
                    return None;
                }
                mismatched.push((position, k as u32));
                continue;
            }
            if orders.order_of(ctx, leader, lv) != orders.order_of(ctx, candidate, cv) {
                return None;
            }
        }
        if used_outside_of_block(ctx, c, candidate) || used_outside_of_block(ctx, l, leader) {
            return None;
        }
        li = ctx.ops[l].next;
        ci = ctx.ops[c].next;
        position += 1;
    }
    if li.is_some() || ci.is_some() {
        return None;
    }
    Some(mismatched)
}

/// A cluster of equivalent blocks (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockId,
    /// The blocks to merge into the leader.
    blocks: Vec<BlockId>,
    /// The operands in which some block differs from the leader with a
    /// value from outside, as (operation position, operand index) in
    /// order (MLIR's `operandsToMerge`): each becomes a new argument of
    /// the leader, fed by the predecessors' branch operands.
    operands: BTreeSet<(u32, u32)>,
}

/// True if an operation of `block` has a region with blocks.
fn has_nonempty_region(ctx: &Context, block: BlockId) -> bool {
    ctx.block_ops(block).any(|o| {
        ctx.ops[o]
            .regions
            .iter()
            .any(|&r| !ctx.regions[r].blocks.is_empty())
    })
}

/// Merges identical blocks of one region (MLIR's `mergeIdenticalBlocks`
/// for a region). Returns true if blocks were merged.
///
/// As MLIR, the groups of blocks with the same successors are fixed first,
/// then each group's clusters are built and merged before the next
/// group's are built: merging a cluster appends operands to the
/// terminators of its blocks' predecessors, which may be blocks of a later
/// group, and a cluster's mismatched operands are operand indices, valid
/// only for the terminators as they are when the cluster is built.
pub(crate) fn merge_identical_blocks_in(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let ctx = rw.ctx();
    let Some(data) = ctx.regions.get(region) else {
        return false;
    };
    if data.blocks.len() <= 1 {
        return false;
    }
    // Group the non-entry blocks by successor list (first-appearance order).
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    {
        let mut index: FxHashMap<&[BlockId], usize> = FxHashMap::default();
        for &b in &data.blocks[1..] {
            let succs = ctx.block_successors(b);
            let i = *index.entry(succs).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[i].push(b);
        }
    }
    groups.retain(|members| members.len() > 1);
    let mut orders = OrderIndex::default();
    // The successor slots naming each block of a group (MLIR's block use
    // lists), from the terminators of the region's blocks: (terminator,
    // successor index), so that redirecting a block touches its own slots
    // only (a terminator may have thousands of successors). Built when the
    // first cluster merges, then kept up to date: a merged block's slots
    // move to its leader, slots of erased terminators are skipped, and
    // appending successor operands changes no slot.
    let mut preds: Option<PredecessorSlots> = None;
    let mut erased = Vec::new();
    let mut merged = false;
    for members in &groups {
        let clusters = group_clusters(rw.ctx(), &mut orders, members);
        if clusters.is_empty() {
            continue;
        }
        let preds = preds.get_or_insert_with(|| {
            let ctx = rw.ctx();
            let grouped: FxHashSet<BlockId> = groups.iter().flatten().copied().collect();
            predecessor_slots(ctx, &ctx.regions[region].blocks, |s| grouped.contains(&s))
        });
        merged |= merge_clusters(rw, &clusters, preds, &mut erased);
    }
    rw.ctx_mut().free_emptied_blocks(&erased);
    merged
}

/// The clusters of one group of blocks with the same successors (MLIR's
/// `BlockMergeCluster`s of a `matchingSuccessors` entry), those with
/// blocks to merge only: each block joins the first cluster (in creation
/// order) whose leader it is equivalent to, or leads a new one.
fn group_clusters(ctx: &Context, orders: &mut OrderIndex, members: &[BlockId]) -> Vec<Cluster> {
    let mut clusters: Vec<Cluster> = Vec::new();
    // The clusters of each block hash, in creation order.
    let mut by_hash: FxHashMap<u64, SmallVec<[usize; 1]>> = FxHashMap::default();
    for &block in members {
        if has_nonempty_region(ctx, block) {
            continue;
        }
        let arg_used_outside = ctx.blocks[block]
            .args
            .iter()
            .any(|&a| ctx.uses(a).any(|u| ctx.ops[u.op].parent != Some(block)));
        if arg_used_outside {
            continue;
        }
        // A block with a result used outside it can neither join a
        // cluster nor take a block in (`mergeable` checks each pair of
        // operations for it): MLIR makes it a cluster of its own that
        // never merges. Leaving it out changes nothing, and spares
        // comparing every later block of the same hash with it (n such
        // blocks of one hash cost n² comparisons).
        if ctx
            .block_ops(block)
            .any(|o| used_outside_of_block(ctx, o, block))
        {
            continue;
        }
        let same_hash = by_hash.entry(block_hash(ctx, block)).or_default();
        let mut added = false;
        for &i in same_hash.iter() {
            let cluster = &mut clusters[i];
            if let Some(mismatched) = mergeable(ctx, orders, cluster.leader, block) {
                cluster.blocks.push(block);
                cluster.operands.extend(mismatched);
                added = true;
                break;
            }
        }
        if !added {
            same_hash.push(clusters.len());
            clusters.push(Cluster {
                leader: block,
                blocks: Vec::new(),
                operands: BTreeSet::new(),
            });
        }
    }
    clusters.retain(|c| !c.blocks.is_empty());
    clusters
}

/// Merges `clusters` cluster after cluster, as MLIR's
/// `BlockMergeCluster::merge`: new arguments first, then every successor
/// reference redirected to the leader and the block emptied and pushed on
/// `erased` (the terminator of a block emptied earlier is gone: skipped).
/// Returns true if blocks were merged.
fn merge_clusters(
    rw: &mut PatternRewriter<'_>,
    clusters: &[Cluster],
    preds: &mut PredecessorSlots,
    erased: &mut Vec<BlockId>,
) -> bool {
    let mut merged = false;
    for cluster in clusters {
        if !cluster.operands.is_empty() {
            let blocks: SmallVec<[BlockId; 4]> = std::iter::once(cluster.leader)
                .chain(cluster.blocks.iter().copied())
                .collect();
            if !blocks.iter().all(|b| {
                live_slots(rw.ctx(), preds, *b).all(|(t, _)| rw.ctx().branch_operands_known(t))
            }) {
                continue;
            }
            add_merged_arguments(rw.ctx_mut(), &blocks, &cluster.operands, preds);
        }
        for &block in &cluster.blocks {
            let slots: SmallVec<[(OpId, u32); 2]> = live_slots(rw.ctx(), preds, block).collect();
            // Every successor slot naming the block must be one collected
            // above (a terminator of the region); otherwise (invalid IR: a
            // successor elsewhere) the block is left alone rather than
            // erased under a branch.
            if rw
                .ctx()
                .blocks
                .get(block)
                .is_none_or(|b| b.successor_uses as usize != slots.len())
            {
                continue;
            }
            rw.ctx_mut()
                .redirect_successors(&slots, block, cluster.leader);
            preds.entry(cluster.leader).or_default().extend(slots);
            rw.empty_block_notifying(block);
            erased.push(block);
            merged = true;
        }
    }
    merged
}

/// The successor slots in `preds` that still name `block` (their
/// terminator not erased).
fn live_slots<'a>(
    ctx: &'a Context,
    preds: &'a PredecessorSlots,
    block: BlockId,
) -> impl Iterator<Item = (OpId, u32)> + 'a {
    preds
        .get(&block)
        .into_iter()
        .flatten()
        .copied()
        .filter(move |&(t, i)| {
            ctx.ops
                .get(t)
                .is_some_and(|d| d.successors.get(i as usize) == Some(&block))
        })
}

/// The arguments part of MLIR's `BlockMergeCluster::merge`: each operand
/// of `operands` (positions in the blocks, which are equivalent) becomes a
/// new argument of the leader `blocks[0]`, redundant new arguments are
/// pruned (`pruneRedundantArguments`), and every predecessor of each block
/// passes the block's own values for them.
fn add_merged_arguments(
    ctx: &mut Context,
    blocks: &[BlockId],
    operands: &BTreeSet<(u32, u32)>,
    preds: &PredecessorSlots,
) {
    let leader = blocks[0];
    let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| ctx.block_ops(b).collect()).collect();
    let num_old = ctx.blocks[leader].args.len();
    let mut new_args: Vec<SmallVec<[Value; 4]>> = vec![SmallVec::new(); blocks.len()];
    for &(position, operand) in operands {
        for (i, block_ops) in ops.iter().enumerate() {
            let op = block_ops[position as usize];
            let value = ctx.ops[op].operands[operand as usize].value;
            new_args[i].push(value);
            if i == 0 {
                let ty = ctx.values[value].ty;
                let loc = ctx.value_loc(value);
                let Ok(arg) = ctx.add_block_argument(leader, ty, loc) else {
                    return;
                };
                let _ = ctx.set_operand(op, operand as usize, arg);
            }
        }
    }
    let new_args = prune_redundant_arguments(ctx, new_args, num_old, leader);
    for (block, args) in blocks.iter().zip(&new_args) {
        // Newest use first, as a block's use list (predecessors built in
        // order) iterates in MLIR.
        let slots: SmallVec<[(OpId, u32); 2]> = live_slots(ctx, preds, *block).collect();
        for &(term, index) in slots.iter().rev() {
            let _ = ctx.append_successor_operands(term, index as usize, args);
        }
    }
}

/// MLIR's `pruneRedundantArguments`: a new argument `j` whose values equal
/// those of an earlier one `k` in every list (`k` the first position of
/// list 0's value) is replaced by `k` in the leader and dropped from the
/// lists. Returns the pruned lists.
fn prune_redundant_arguments(
    ctx: &mut Context,
    lists: Vec<SmallVec<[Value; 4]>>,
    num_old: usize,
    leader: BlockId,
) -> Vec<SmallVec<[Value; 4]>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: Vec<Option<usize>> = vec![None; first.len()];
    for (j, v) in first.iter().enumerate() {
        let k = first_index[v];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    if replacement.iter().all(Option::is_none) {
        return lists;
    }
    let pruned = lists
        .iter()
        .map(|l| {
            l.iter()
                .zip(&replacement)
                .filter(|(_, r)| r.is_none())
                .map(|(&v, _)| v)
                .collect()
        })
        .collect();
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            let args = &ctx.blocks[leader].args;
            let (old, new) = (args[num_old + j], args[num_old + k]);
            let _ = ctx.replace_all_uses_with(old, new);
        }
    }
    for (j, r) in replacement.iter().enumerate().rev() {
        if r.is_some() {
            let _ = ctx.erase_block_argument(leader, num_old + j);
        }
    }
    pruned
}

/// Merges identical blocks in `regions` and every region nested in them
/// (MLIR's `mergeIdenticalBlocks`). Returns true if blocks were merged.
pub fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    // Merging needs two non-entry blocks in one region.
    if super::region_simplify::regions_with_blocks(rw.ctx(), regions, 3).is_empty() {
        return false;
    }
    // A set-vector worklist, popped from the back.
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: FxHashSet<RegionId> = FxHashSet::default();
    let insert = |r: RegionId, worklist: &mut Vec<RegionId>, queued: &mut FxHashSet<RegionId>| {
        if queued.insert(r) {
            worklist.push(r);
        }
    };
    for &r in regions {
        insert(r, &mut worklist, &mut queued);
    }
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        queued.remove(&region);
        if !rw.ctx().regions.contains_key(region) {
            continue;
        }
        if merge_identical_blocks_in(rw, region) {
            insert(region, &mut worklist, &mut queued);
            changed = true;
        }
        let blocks = rw.ctx().regions[region].blocks.clone();
        let mut nested = Vec::new();
        for b in blocks {
            super::region_simplify::nested_regions(rw.ctx(), b, &mut nested);
        }
        for r in nested {
            insert(r, &mut worklist, &mut queued);
        }
    }
    changed
}
