//! Region simplification run by the greedy driver after each pass over the
//! worklist: MLIR's `simplifyRegions`
//! (`mlir/lib/Transforms/Utils/RegionUtils.cpp`): unreachable-block
//! elimination, region dead-code elimination (dead operations, including
//! dead cycles, and dead block arguments), and identical-block merging.
//!
//! The runtime has no branch-op interface: no terminator can say which of
//! its operands feed which successor arguments. MLIR treats such
//! terminators conservatively, and so does this module, exactly as MLIR
//! does for terminators that do not implement `BranchOpInterface`:
//! - region DCE marks every argument of a terminator's successors live;
//! - block merging only merges blocks whose operations use the same
//!   outside values (merging blocks that differ in the values they use
//!   needs new block arguments fed by the predecessors' branch operands);
//! - dropping redundant block arguments never applies.
//!
//! Changes go through the given [`PatternRewriter`] (erasures notify its
//! listener); block-argument removal and successor rewiring are done
//! without notification, as in MLIR.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpId, RegionId, Value, ValueDef};
use crate::op_definition::OpTraits;

use super::cfg;
use super::rewriter::PatternRewriter;
use super::trivially_dead::would_op_be_trivially_dead;

/// Runs unreachable-block elimination, region DCE and, if `merge_blocks`,
/// identical-block merging over `regions` (MLIR's `simplifyRegions`).
/// Returns true if anything changed.
pub fn simplify_regions(
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    merge_blocks: bool,
) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_ops = run_region_dce(rw, regions);
    let merged = merge_blocks && merge_identical_blocks(rw, regions);
    erased_blocks || erased_ops || merged
}

/// True if `op` is registered as a terminator (`hasTrait<IsTerminator>`).
fn is_terminator(ctx: &Context, op: OpId) -> bool {
    ctx.op_definition(ctx.ops[op].name)
        .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
}

/// The regions of the operations of `block`, in order.
fn nested_regions(ctx: &Context, block: BlockId, out: &mut Vec<RegionId>) {
    let mut cur = ctx.blocks[block].first;
    while let Some(op) = cur {
        out.extend(ctx.ops[op].regions.iter().copied());
        cur = ctx.ops[op].next;
    }
}

/// Drops every use of the values defined in `block` (its arguments, the
/// results of its operations and everything nested in them).
fn drop_all_defined_value_uses(ctx: &mut Context, block: BlockId) {
    let mut values: Vec<Value> = ctx.blocks[block].args.clone();
    let mut cur = ctx.blocks[block].first;
    while let Some(op) = cur {
        for n in ctx.collect_nested_ops(op) {
            values.extend(ctx.ops[n].results.iter().copied());
            for &r in &ctx.ops[n].regions {
                for &b in &ctx.regions[r].blocks {
                    values.extend(ctx.blocks[b].args.iter().copied());
                }
            }
        }
        cur = ctx.ops[op].next;
    }
    for v in values {
        ctx.drop_all_uses(v);
    }
}

/// Erases the blocks of `regions` (and of regions nested in reachable
/// blocks) that are unreachable from their region's entry block (MLIR's
/// `eraseUnreachableBlocks`). Returns true if a block was erased.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let Some(data) = rw.ctx().regions.get(region) else {
            continue;
        };
        match data.blocks.len() {
            0 => continue,
            1 => {
                let block = data.blocks[0];
                nested_regions(rw.ctx(), block, &mut worklist);
                continue;
            }
            _ => {}
        }
        let reachable = cfg::reachable_blocks(rw.ctx(), region);
        let blocks = data.blocks.clone();
        for block in blocks {
            if !reachable.contains(&block) {
                drop_all_defined_value_uses(rw.ctx_mut(), block);
                rw.erase_block_unchecked(block);
                erased = true;
                continue;
            }
            nested_regions(rw.ctx(), block, &mut worklist);
        }
    }
    erased
}

/// Values and operations proven live (MLIR's `LiveMap`). A result is live
/// when its operation is.
#[derive(Default)]
struct LiveMap {
    changed: bool,
    args: FxHashSet<Value>,
    ops: FxHashSet<OpId>,
}

impl LiveMap {
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value_live(&mut self, ctx: &Context, value: Value) {
        match ctx.values[value].def {
            ValueDef::OpResult { op, .. } => self.set_op_live(op),
            ValueDef::BlockArgument { .. } => self.changed |= self.args.insert(value),
        }
    }
    /// `processValue`: live if some user is live.
    fn process_value(&mut self, ctx: &Context, value: Value) {
        if ctx.uses(value).any(|u| self.ops.contains(&u.op)) {
            self.set_value_live(ctx, value);
        }
    }
}

/// One step of MLIR's `propagateLiveness` traversal.
#[derive(Clone, Copy)]
enum Step {
    /// An operation, after the operations nested in it.
    Op(OpId),
    /// The arguments of a non-entry block, after its operations.
    Args(BlockId),
}

/// The order in which `propagateLiveness` visits `regions`: for each
/// region, its blocks in CFG post-order; in each block, its operations last
/// to first, each after its own regions; then the arguments of non-entry
/// blocks. The IR does not change while liveness is computed, so the order
/// is computed once.
fn liveness_schedule(ctx: &Context, regions: &[RegionId]) -> Vec<Step> {
    enum Task {
        Region(RegionId),
        Block(BlockId, bool),
        Enter(OpId),
        Emit(Step),
    }
    let mut out = Vec::new();
    let mut stack: Vec<Task> = regions.iter().rev().map(|&r| Task::Region(r)).collect();
    while let Some(task) = stack.pop() {
        match task {
            Task::Region(r) => {
                let Some(&entry) = ctx.regions.get(r).and_then(|d| d.blocks.first()) else {
                    continue;
                };
                for b in cfg::post_order(ctx, entry).into_iter().rev() {
                    stack.push(Task::Block(b, b == entry));
                }
            }
            Task::Block(b, is_entry) => {
                if !is_entry {
                    stack.push(Task::Emit(Step::Args(b)));
                }
                let mut cur = ctx.blocks[b].first;
                while let Some(op) = cur {
                    stack.push(Task::Enter(op));
                    cur = ctx.ops[op].next;
                }
            }
            Task::Enter(op) => {
                stack.push(Task::Emit(Step::Op(op)));
                for &r in ctx.ops[op].regions.iter().rev() {
                    stack.push(Task::Region(r));
                }
            }
            Task::Emit(step) => out.push(step),
        }
    }
    out
}

/// Dead-code elimination over `regions` (MLIR's `runRegionDCE`): an
/// optimistic liveness fixpoint (everything dead until proven live), then
/// erasure of the dead operations and of the dead arguments of non-entry
/// blocks. Deletes dead cycles too. Returns true if anything was erased.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let schedule = liveness_schedule(rw.ctx(), regions);
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        let ctx = rw.ctx();
        for &step in &schedule {
            match step {
                Step::Op(op) => {
                    if is_terminator(ctx, op) {
                        live.set_op_live(op);
                        for &succ in &ctx.ops[op].successors {
                            if let Some(b) = ctx.blocks.get(succ) {
                                for &a in &b.args {
                                    live.changed |= live.args.insert(a);
                                }
                            }
                        }
                        continue;
                    }
                    if live.ops.contains(&op) {
                        continue;
                    }
                    if !would_op_be_trivially_dead(ctx, op) {
                        live.set_op_live(op);
                        continue;
                    }
                    for &r in &ctx.ops[op].results {
                        live.process_value(ctx, r);
                    }
                }
                Step::Args(block) => {
                    for &a in &ctx.blocks[block].args {
                        if !live.args.contains(&a) {
                            live.process_value(ctx, a);
                        }
                    }
                }
            }
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

/// MLIR's `deleteDeadness`, with an explicit stack instead of recursion.
fn delete_deadness(rw: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    struct Frame {
        regions: SmallVec<[RegionId; 2]>,
        next_region: usize,
        current: Option<RegionState>,
    }
    struct RegionState {
        region: RegionId,
        order: Vec<BlockId>,
        index: usize,
        cursor: Option<OpId>,
    }
    let mut erased = false;
    let mut stack = vec![Frame {
        regions: SmallVec::from_slice(regions),
        next_region: 0,
        current: None,
    }];
    while let Some(frame) = stack.last_mut() {
        let Some(state) = &mut frame.current else {
            let Some(&region) = frame.regions.get(frame.next_region) else {
                stack.pop();
                continue;
            };
            frame.next_region += 1;
            let Some(&entry) = rw.ctx().regions.get(region).and_then(|d| d.blocks.first()) else {
                continue;
            };
            let order = cfg::post_order(rw.ctx(), entry);
            let cursor = rw.ctx().blocks[order[0]].last;
            frame.current = Some(RegionState {
                region,
                order,
                index: 0,
                cursor,
            });
            continue;
        };
        if let Some(op) = state.cursor {
            state.cursor = rw.ctx().ops[op].prev;
            if !live.ops.contains(&op) {
                erased = true;
                let results: SmallVec<[Value; 2]> =
                    rw.ctx().ops[op].results.iter().copied().collect();
                for r in results {
                    rw.ctx_mut().drop_all_uses(r);
                }
                rw.erase_tree(op);
            } else {
                let nested: SmallVec<[RegionId; 2]> =
                    rw.ctx().ops[op].regions.iter().copied().collect();
                if !nested.is_empty() {
                    stack.push(Frame {
                        regions: nested,
                        next_region: 0,
                        current: None,
                    });
                }
            }
            continue;
        }
        state.index += 1;
        if let Some(&block) = state.order.get(state.index) {
            state.cursor = rw.ctx().blocks[block].last;
            continue;
        }
        // The region is done: erase the dead arguments of its non-entry
        // blocks (last to first, so indices stay valid).
        let region = state.region;
        frame.current = None;
        let blocks: Vec<BlockId> = rw.ctx().regions[region].blocks.iter().skip(1).copied().collect();
        for block in blocks {
            let ctx = rw.ctx_mut();
            let n = ctx.blocks[block].args.len();
            for i in (0..n).rev() {
                let a = ctx.blocks[block].args[i];
                if !live.args.contains(&a) {
                    ctx.drop_all_uses(a);
                    let _ = ctx.erase_block_argument(block, i);
                    erased = true;
                }
            }
        }
    }
    erased
}

/// The block a value is defined in (`Value::getParentBlock`).
fn parent_block(ctx: &Context, value: Value) -> Option<BlockId> {
    match ctx.values[value].def {
        ValueDef::OpResult { op, .. } => ctx.ops[op].parent,
        ValueDef::BlockArgument { block, .. } => Some(block),
    }
}

/// `BlockEquivalenceData::getOrderOf`: arguments by number, results by the
/// number of values defined before them in the block.
fn order_of(ctx: &Context, block: BlockId, value: Value) -> Option<usize> {
    match ctx.values[value].def {
        ValueDef::BlockArgument { index, .. } => Some(index as usize),
        ValueDef::OpResult { op, index } => {
            let mut order = ctx.blocks[block].args.len();
            let mut cur = ctx.blocks[block].first;
            while let Some(o) = cur {
                if o == op {
                    return Some(order + index as usize);
                }
                order += ctx.ops[o].results.len();
                cur = ctx.ops[o].next;
            }
            None
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

/// MLIR's `BlockMergeCluster::addToCluster` check: can `candidate` be
/// merged into `leader`? Returns the number of operand pairs that differ
/// while being defined outside the blocks (each would need a new block
/// argument), or `None` if the blocks are not equivalent.
fn mergeable(ctx: &Context, leader: BlockId, candidate: BlockId) -> Option<usize> {
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
    let preds_l = cfg::predecessors(ctx, leader);
    let preds_c = cfg::predecessors(ctx, candidate);
    // Operands produced by the terminator of an immediate predecessor
    // cannot be forwarded as successor operands.
    let valid_successor_arg = |preds: &[BlockId], operand: Value| {
        let Some(pb) = parent_block(ctx, operand) else {
            return true;
        };
        let is_terminator_result = match ctx.values[operand].def {
            ValueDef::OpResult { op, .. } => ctx.blocks[pb].last == Some(op),
            ValueDef::BlockArgument { .. } => false,
        };
        !is_terminator_result || !preds.contains(&pb)
    };
    let mut mismatched = 0;
    let (mut li, mut ci) = (lb.first, cb.first);
    while let (Some(l), Some(c)) = (li, ci) {
        if !equivalent_ops(ctx, l, c) {
            return None;
        }
        for (a, b) in ctx.ops[l].operands.iter().zip(&ctx.ops[c].operands) {
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
                if !valid_successor_arg(&preds_l, lv) || !valid_successor_arg(&preds_c, cv) {
                    return None;
                }
                mismatched += 1;
                continue;
            }
            if order_of(ctx, leader, lv) != order_of(ctx, candidate, cv) {
                return None;
            }
        }
        if used_outside_of_block(ctx, c, candidate) || used_outside_of_block(ctx, l, leader) {
            return None;
        }
        li = ctx.ops[l].next;
        ci = ctx.ops[c].next;
    }
    if li.is_some() || ci.is_some() {
        return None;
    }
    Some(mismatched)
}

/// Merges identical blocks of one region (MLIR's `mergeIdenticalBlocks`
/// for a region). Returns true if blocks were merged.
fn merge_identical_blocks_in(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let ctx = rw.ctx();
    let Some(data) = ctx.regions.get(region) else {
        return false;
    };
    if data.blocks.len() <= 1 {
        return false;
    }
    // Group the non-entry blocks by successor list (first-appearance order).
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &data.blocks[1..] {
        let succs = ctx.block_successors(b);
        match groups.iter_mut().find(|(s, _)| s.as_slice() == succs) {
            Some((_, members)) => members.push(b),
            None => groups.push((succs.to_vec(), vec![b])),
        }
    }
    // (leader, blocks to merge, cluster needs new arguments)
    let mut clusters: Vec<(BlockId, Vec<BlockId>, bool)> = Vec::new();
    for (_, members) in &groups {
        if members.len() == 1 {
            continue;
        }
        let first_cluster = clusters.len();
        for &block in members {
            let has_region = {
                let mut cur = ctx.blocks[block].first;
                let mut found = false;
                while let Some(o) = cur {
                    if ctx.ops[o]
                        .regions
                        .iter()
                        .any(|&r| !ctx.regions[r].blocks.is_empty())
                    {
                        found = true;
                        break;
                    }
                    cur = ctx.ops[o].next;
                }
                found
            };
            if has_region {
                continue;
            }
            let arg_used_outside = ctx.blocks[block]
                .args
                .iter()
                .any(|&a| ctx.uses(a).any(|u| ctx.ops[u.op].parent != Some(block)));
            if arg_used_outside {
                continue;
            }
            let mut added = false;
            for cluster in &mut clusters[first_cluster..] {
                if let Some(mismatched) = mergeable(ctx, cluster.0, block) {
                    cluster.1.push(block);
                    cluster.2 |= mismatched > 0;
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push((block, Vec::new(), false));
            }
        }
    }
    let mut merged = false;
    for (leader, blocks, needs_args) in clusters {
        // Differing operands would become block arguments fed by the
        // predecessors' branch operands, which needs a branch interface.
        if blocks.is_empty() || needs_args {
            continue;
        }
        for block in blocks {
            if !rw.ctx().blocks.contains_key(block) {
                continue;
            }
            // Redirect every successor reference to the leader, then erase.
            let ctx = rw.ctx_mut();
            let all: Vec<BlockId> = ctx.regions[region].blocks.clone();
            for b in all {
                if let Some(last) = ctx.blocks[b].last {
                    for s in ctx.ops[last].successors.iter_mut() {
                        if *s == block {
                            *s = leader;
                        }
                    }
                }
            }
            rw.erase_block_unchecked(block);
            merged = true;
        }
    }
    merged
}

/// Merges identical blocks in `regions` and every region nested in them
/// (MLIR's `mergeIdenticalBlocks`). Returns true if blocks were merged.
pub fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
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
            nested_regions(rw.ctx(), b, &mut nested);
        }
        for r in nested {
            insert(r, &mut worklist, &mut queued);
        }
    }
    changed
}
