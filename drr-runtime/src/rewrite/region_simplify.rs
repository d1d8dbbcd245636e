//! Region simplification run by the greedy driver after each pass over the
//! worklist: MLIR's `simplifyRegions`
//! (`mlir/lib/Transforms/Utils/RegionUtils.cpp`): unreachable-block
//! elimination, region dead-code elimination (dead operations, including
//! dead cycles, and dead block arguments), and identical-block merging
//! (in `block_merge`).
//!
//! Terminators with a branch interface (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `ods!` ops declaring `BranchOpInterface`: see
//! [`crate::ir::SuccessorOperands`]) are treated as MLIR treats
//! `BranchOpInterface` ops: region DCE sees each forwarded operand as live
//! only if the argument it feeds is, and drops the dead ones with their
//! arguments; block merging passes differing outside values as new block
//! arguments; redundant arguments are dropped (`redundant_args`). Other
//! terminators are treated conservatively, as MLIR does: their successors'
//! arguments stay live, and blocks they branch to are merged only if they
//! use the same outside values.
//!
//! Changes go through the given [`PatternRewriter`] (erasures notify its
//! listener); block-argument removal and successor rewiring are done
//! without notification, as in MLIR. The unreachable blocks of a region
//! are erased in one batch: notified one by one, in region order, and
//! freed together (linear in the size of the region).

use smallvec::SmallVec;

use crate::Context;
use crate::ir::{BlockId, OpData, OpId, RegionId, Value, ValueDef};
use crate::op_definition::OpTraits;

use super::cfg;
use super::op_order::{NameClass, PostOrder};
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
    let mut single = None;
    simplify_regions_with(
        rw,
        regions,
        merge_blocks,
        true,
        &mut PostOrder::default(),
        &mut single,
    )
    .0
}

/// [`simplify_regions`], with region DCE only if `run_dce` (the caller
/// knows it would erase nothing: the IR is unchanged since a DCE that
/// erased nothing), recording region DCE's walk in `order` (see
/// [`run_region_dce_in`]). Returns whether anything changed and whether
/// `order` was recorded by this call (it then describes the IR as left by
/// the call if nothing changed). `single` is the cache of
/// [`erase_unreachable_blocks_with`] for `regions`.
pub(crate) fn simplify_regions_with(
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    merge_blocks: bool,
    run_dce: bool,
    order: &mut PostOrder,
    single: &mut Option<u64>,
) -> (bool, bool) {
    let erased_blocks = erase_unreachable_blocks_with(rw, regions, single);
    let dce = run_dce || erased_blocks;
    let erased_ops = dce && run_region_dce_in(rw, regions, order);
    // No region of two blocks or more (see `erase_unreachable_blocks_with`;
    // region DCE only erases): nothing to merge, no second scan.
    let several_blocks = merge_blocks && *single != Some(rw.ctx().structure_epoch);
    let merged = several_blocks && super::block_merge::merge_identical_blocks(rw, regions);
    let dropped = several_blocks && super::redundant_args::drop_redundant_arguments(rw, regions);
    (
        erased_blocks || erased_ops || merged || dropped,
        dce && regions.len() == 1,
    )
}

/// The regions of the operations of `block`, in order.
pub(super) fn nested_regions(ctx: &Context, block: BlockId, out: &mut Vec<RegionId>) {
    let mut cur = ctx.blocks[block].first;
    while let Some(op) = cur {
        out.extend(ctx.ops[op].regions.iter().copied());
        cur = ctx.ops[op].next;
    }
}

/// Drops every use of the values defined in `block` (its arguments, the
/// results of its operations and everything nested in them).
fn drop_all_defined_value_uses(ctx: &mut Context, block: BlockId) {
    let mut values: Vec<Value> = ctx.blocks[block].args.to_vec();
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

/// True if `region` is one of `roots` or nested in one of them.
fn nested_in_any(ctx: &Context, region: RegionId, roots: &[RegionId]) -> bool {
    let mut r = region;
    loop {
        if roots.contains(&r) {
            return true;
        }
        let Some(op) = ctx.regions.get(r).and_then(|d| d.parent) else {
            return false;
        };
        let Some(block) = ctx.ops.get(op).and_then(|d| d.parent) else {
            return false;
        };
        let Some(next) = ctx.blocks.get(block).and_then(|d| d.parent) else {
            return false;
        };
        r = next;
    }
}

/// The regions in or under `roots` with at least `min_blocks` blocks, in
/// no particular order. Found by walking the operations under `roots`
/// while that costs less than scanning the context's region table, and by
/// that scan otherwise: the driver asks on every iteration, so a scan of
/// the whole table for a run on one function of a module made
/// per-function canonicalization quadratic in the number of functions,
/// and a walk of a whole module costs more than the scan (operations far
/// outnumber regions). The walks below only run when some region could be
/// affected, so their outcome and notification order stay MLIR's.
pub(super) fn regions_with_blocks(
    ctx: &Context,
    roots: &[RegionId],
    min_blocks: usize,
) -> Vec<RegionId> {
    let mut budget = ctx.regions.len();
    let mut found = Vec::new();
    let mut stack: Vec<RegionId> = roots.to_vec();
    while let Some(region) = stack.pop() {
        let Some(data) = ctx.regions.get(region) else {
            continue;
        };
        if data.blocks.len() >= min_blocks {
            found.push(region);
        }
        for &block in &data.blocks {
            for op in ctx.block_ops(block) {
                if budget == 0 {
                    return scan_regions_with_blocks(ctx, roots, min_blocks);
                }
                budget -= 1;
                stack.extend_from_slice(ctx.ops[op].regions());
            }
        }
    }
    found
}

/// [`regions_with_blocks`] by a scan of the context's region table.
fn scan_regions_with_blocks(ctx: &Context, roots: &[RegionId], min_blocks: usize) -> Vec<RegionId> {
    ctx.regions
        .iter()
        .filter(|(r, d)| d.blocks.len() >= min_blocks && nested_in_any(ctx, *r, roots))
        .map(|(r, _)| r)
        .collect()
}

/// Erases the blocks of `regions` (and of regions nested in reachable
/// blocks) that are unreachable from their region's entry block (MLIR's
/// `eraseUnreachableBlocks`). Returns true if a block was erased.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    erase_unreachable_blocks_with(rw, regions, &mut None)
}

/// [`erase_unreachable_blocks`] for a caller that calls it repeatedly on
/// the same `regions` (the greedy driver, twice per iteration): `single`
/// is `Some(epoch)` if at `Context::structure_epoch` `epoch` no region in
/// or under `regions` had two blocks or more, and is kept up to date. While
/// the epoch is unchanged that still holds (a region only gains blocks, and
/// a region only comes under `regions`, by a change that moves the epoch;
/// erasures only remove candidates), so nothing can be unreachable and the
/// scan of the region table (every region's record, on each call) is
/// skipped.
pub(crate) fn erase_unreachable_blocks_with(
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    single: &mut Option<u64>,
) -> bool {
    let ctx = rw.ctx();
    if *single == Some(ctx.structure_epoch) {
        return false;
    }
    let candidates = regions_with_blocks(ctx, regions, 2);
    *single = candidates.is_empty().then_some(ctx.structure_epoch);
    if candidates
        .iter()
        .all(|&r| cfg::reachable_blocks(ctx, r).len() == ctx.regions[r].blocks.len())
    {
        return false;
    }
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
        // The unreachable blocks are erased in region order (as MLIR's
        // walk over the region erases them) and freed together (see
        // `PatternRewriter::erase_blocks_unchecked`): each is erased after
        // the uses of the values it defines are dropped. Erasing them
        // changes nothing in the reachable blocks, whose nested regions
        // are queued in the same order.
        let mut unreachable = Vec::new();
        for block in blocks {
            if reachable.contains(&block) {
                nested_regions(rw.ctx(), block, &mut worklist);
            } else {
                unreachable.push(block);
            }
        }
        if unreachable.is_empty() {
            continue;
        }
        erased = true;
        for &block in &unreachable {
            drop_all_defined_value_uses(rw.ctx_mut(), block);
            rw.empty_block_notifying(block);
        }
        rw.ctx_mut().free_emptied_blocks(&unreachable);
    }
    erased
}

/// What the liveness analysis knows about an operation or a block
/// argument, as two bits: [`LIVE`], and [`EXAMINED`] (examined in the
/// current round and found dead so far). The analysis only ever asks
/// whether a mark is live, or else whether it was examined in the current
/// round (a mark of an earlier round reads as not examined), so the round
/// itself need not be stored: a new round clears the [`EXAMINED`] bits
/// ([`DenseMarks::new_round`]).
type Mark = u8;

/// See [`Mark`]: proven live.
const LIVE: Mark = 1;
/// See [`Mark`]: examined in the current round and not (yet) live.
const EXAMINED: Mark = 2;

/// A dense side table from arena keys to [`Mark`]s, indexed by the key's
/// slot (a vector instead of a `SecondaryMap`: liveness touches every
/// operation of the region on every round), one byte per slot; a zeroed
/// table (nothing marked) comes from the allocator without being written.
/// On a 200k-op module the op table is 256 KiB: it stays in the caches
/// while the walk reads and writes it once per operation (with a `u32`
/// round and live bit per slot it was a megabyte of fresh pages per region
/// DCE: 391 more page faults on that module). A byte rather than two
/// bits: a bit pair costs a shift and a mask per access (measured: +12
/// instructions per operation on `mix` against the byte, for 9 fewer page
/// faults at 200k).
///
/// Keys are not checked against their slot's generation: a table lives for
/// one region DCE, during which no operation or value is created, so every
/// key the analysis asks about (an operation or argument of the region, or
/// a user of one of their values) is the only live key of its slot, and
/// slots freed by the deletion walk are not asked about again.
///
/// The byte vector outlives the table: it comes from a per-thread pool
/// (`MARK_POOL`) and goes back to it with its marked slots (`touched`)
/// zeroed. A region DCE runs on every region the driver simplifies, and
/// per-function canonicalization runs it once per function: a table
/// allocated and zeroed at the size of the arena each time made that
/// quadratic in the module (3,568 functions of a 100k-op module zeroed
/// 100k bytes each), and so did a round clearing every slot.
struct DenseMarks<K> {
    entries: Vec<u8>,
    /// The slots whose mark is not zero, each once (slots cleared by a new
    /// round are dropped from it).
    touched: Vec<u32>,
    _key: std::marker::PhantomData<K>,
}

thread_local! {
    /// Zeroed byte vectors for [`DenseMarks`], each with an empty
    /// `touched` list that keeps its capacity (at most [`MARK_POOL_SIZE`]):
    /// a fresh list grew from empty, by doubling, in every region DCE.
    static MARK_POOL: std::cell::RefCell<Vec<(Vec<u8>, Vec<u32>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How many vectors [`MARK_POOL`] keeps (a region DCE uses two tables).
const MARK_POOL_SIZE: usize = 4;

impl<K> Default for DenseMarks<K> {
    fn default() -> Self {
        let (entries, touched) = MARK_POOL
            .try_with(|pool| pool.borrow_mut().pop())
            .ok()
            .flatten()
            .unwrap_or_default();
        DenseMarks {
            entries,
            touched,
            _key: std::marker::PhantomData,
        }
    }
}

impl<K> Drop for DenseMarks<K> {
    fn drop(&mut self) {
        for &slot in &self.touched {
            if let Some(e) = self.entries.get_mut(slot as usize) {
                *e = 0;
            }
        }
        let entries = std::mem::take(&mut self.entries);
        let mut touched = std::mem::take(&mut self.touched);
        touched.clear();
        let _ = MARK_POOL.try_with(|pool| {
            if let Ok(mut pool) = pool.try_borrow_mut()
                && pool.len() < MARK_POOL_SIZE
            {
                pool.push((entries, touched));
            }
        });
    }
}

impl<K: slotmap::Key> DenseMarks<K> {
    /// A table with room for `slots` slots (the vector of a pooled table
    /// only grows).
    fn with_slots(slots: usize) -> Self {
        let mut marks = DenseMarks::default();
        if marks.entries.len() < slots {
            marks.entries.resize(slots, 0);
        }
        marks
    }

    /// The key's slot.
    #[inline]
    fn slot(key: K) -> usize {
        (key.data().as_ffi() & 0xffff_ffff) as usize
    }

    /// The mark of `key` (0: not live, not examined this round).
    #[inline]
    fn get(&self, key: K) -> Mark {
        self.entries.get(Self::slot(key)).copied().unwrap_or(0)
    }

    /// Adds the bits `mark` (not zero) to the mark of `key`.
    #[inline]
    fn set(&mut self, key: K, mark: Mark) {
        let slot = Self::slot(key);
        if slot >= self.entries.len() {
            self.entries
                .resize((slot + 1).max(self.entries.len() * 2), 0);
        }
        let e = &mut self.entries[slot];
        if *e == 0 {
            self.touched.push(slot as u32);
        }
        *e |= mark;
    }

    /// Adds the bits `mark` (not zero) to the mark of `key`; true if some
    /// of them were not set (one lookup for the test and the update).
    #[inline]
    fn set_new(&mut self, key: K, mark: Mark) -> bool {
        let slot = Self::slot(key);
        if slot >= self.entries.len() {
            self.entries
                .resize((slot + 1).max(self.entries.len() * 2), 0);
        }
        let Some(e) = self.entries.get_mut(slot) else {
            return false;
        };
        let old = *e;
        if old == 0 {
            self.touched.push(slot as u32);
        }
        *e = old | mark;
        old & mark != mark
    }

    /// Starts a new round: no key is examined in it yet (live marks stay).
    fn new_round(&mut self) {
        let entries = &mut self.entries;
        self.touched.retain(|&slot| {
            let e = &mut entries[slot as usize];
            *e &= LIVE;
            *e != 0
        });
    }
}

/// Values and operations proven live (MLIR's `LiveMap`). A result is live
/// when its operation is. Dense secondary maps: liveness is queried for
/// every operation of the region on every round.
///
/// `late` records that a value was found dead in the current round while a
/// user of it had not been examined yet: only then can an operation become
/// live after a value it uses was found dead, and only then can another
/// round change anything (see [`run_region_dce`]). (Checked from the
/// value's side, where the users' marks are at hand anyway, instead of
/// from each operation made live, which would read the definitions of all
/// its operands.)
#[derive(Default)]
struct LiveMap {
    changed: bool,
    late: bool,
    /// The operations live on sight (see `NameClass::LIVE_ON_SIGHT`) are
    /// live without a mark (the first round during region DCE's walk,
    /// until [`LiveMap::mark_on_sight`]): a user's liveness is then its
    /// mark or its name's class.
    unmarked_on_sight: bool,
    /// Number of operations and of block arguments marked live.
    live_ops: usize,
    live_args: usize,
    args: DenseMarks<Value>,
    ops: DenseMarks<OpId>,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.get(op) & LIVE != 0
    }
    fn arg_live(&self, arg: Value) -> bool {
        self.args.get(arg) & LIVE != 0
    }
    /// Starts a new liveness round (see [`DenseMarks::new_round`]).
    fn new_round(&mut self) {
        self.ops.new_round();
        self.args.new_round();
        self.changed = false;
        self.late = false;
    }
    /// Records that `op` was examined this round (and found dead so far).
    fn examined_op(&mut self, op: OpId) {
        self.ops.set(op, EXAMINED);
    }
    /// Records that `arg` was examined this round (and found dead so far).
    fn examined_arg(&mut self, arg: Value) {
        self.args.set(arg, EXAMINED);
    }
    /// Marks `arg` live; `counted` tells whether it is an argument the
    /// schedule visits (see `live_args`).
    fn set_arg_live(&mut self, arg: Value, counted: bool) {
        if self.arg_live(arg) {
            return;
        }
        self.args.set(arg, LIVE);
        self.changed = true;
        if counted {
            self.live_args += 1;
        }
    }
    /// Marks `op` live.
    #[inline]
    fn set_op_live(&mut self, op: OpId) {
        if self.ops.set_new(op, LIVE) {
            self.changed = true;
            self.live_ops += 1;
        }
    }
    /// Marks `op`, which is not live, live.
    #[inline]
    fn set_dead_op_live(&mut self, op: OpId) {
        self.ops.set(op, LIVE);
        self.changed = true;
        self.live_ops += 1;
    }
    /// `processValue`: live if some user is live. If not, and some user
    /// has not been examined yet this round, that user may still become
    /// live in this round (an operation only becomes live when it is
    /// visited): a late update is possible, noted in `late`.
    ///
    /// With `SUCCESSORS` (regions of several blocks), a use as a forwarded
    /// operand of a branch (see [`crate::ir::SuccessorOperands`]) is live
    /// only if the successor argument it feeds is (MLIR's
    /// `isUseSpeciallyKnownDead`): each forwarded operand is in effect the
    /// operand of a separate phi node. The argument may still become live
    /// this round if it was not examined yet.
    fn process_value<const SUCCESSORS: bool>(&mut self, value: Value, ctx: &Context) {
        let mut unexamined = false;
        for u in ctx.uses(value) {
            let mark = self.ops.get(u.op);
            if mark & LIVE != 0
                || (self.unmarked_on_sight
                    && NameClass::name_live_on_sight(ctx, ctx.ops[u.op].name))
            {
                if SUCCESSORS
                    && let Some(arg) = ctx.successor_block_argument(u.op, u.index as usize)
                {
                    let arg_mark = self.args.get(arg);
                    if arg_mark & LIVE == 0 {
                        unexamined |= arg_mark & EXAMINED == 0;
                        continue;
                    }
                }
                match ctx.values[value].def {
                    ValueDef::OpResult { op, .. } => self.set_op_live(op),
                    ValueDef::BlockArgument { .. } => self.set_arg_live(value, true),
                }
                return;
            }
            unexamined |= mark & EXAMINED == 0;
        }
        self.late |= unexamined;
    }
}

impl LiveMap {
    /// Ends [`LiveMap::unmarked_on_sight`]: marks live every operation of
    /// `regions` that is live on sight (they are counted already).
    fn mark_on_sight(&mut self, ctx: &Context, regions: &[RegionId]) {
        if !self.unmarked_on_sight {
            return;
        }
        self.unmarked_on_sight = false;
        for step in liveness_schedule(ctx, regions).0 {
            if let Step::Op(op) = step
                && NameClass::name_live_on_sight(ctx, ctx.ops[op].name)
            {
                self.ops.set(op, LIVE);
            }
        }
    }

    /// One step of a liveness round (the body of MLIR's
    /// `propagateLiveness` loops).
    ///
    /// `SUCCESSORS`: whether a terminator marks the arguments of its
    /// successors live (see [`LiveMap::visit_op`]).
    #[inline(always)]
    fn visit<const SUCCESSORS: bool>(&mut self, ctx: &Context, step: Step) {
        match step {
            Step::Op(op) => {
                let data = &ctx.ops[op];
                let traits = ctx.op_definition(data.name).map(|d| d.traits);
                self.visit_op::<SUCCESSORS>(ctx, op, data, traits);
            }
            Step::Args(block) => {
                for &a in &ctx.blocks[block].args {
                    if !self.arg_live(a) {
                        self.process_value::<SUCCESSORS>(a, ctx);
                        if !self.arg_live(a) {
                            self.examined_arg(a);
                        }
                    }
                }
            }
        }
    }

    /// [`LiveMap::visit`] of the operation `op`, given its record and its
    /// traits (`None`: unregistered), which the recorded walk has read
    /// already.
    ///
    /// Without `SUCCESSORS`, a terminator's successors are not looked at:
    /// for the rounds over a walk in which every region has one block
    /// (see [`run_region_dce_in`]). Marking a successor's arguments live
    /// there changes nothing: only arguments of non-entry blocks of the
    /// visited regions are ever deleted, and there are none; operations'
    /// liveness never depends on arguments'; and a marked argument only
    /// made the "everything is live" shortcut fail, after which the
    /// deletion walk erased nothing either. (Reading `successors` was a
    /// cache miss per function body on large modules: it is in another
    /// line of the record than the fields the walk reads.)
    #[inline(always)]
    fn visit_op<const SUCCESSORS: bool>(
        &mut self,
        ctx: &Context,
        op: OpId,
        data: &OpData,
        traits: Option<OpTraits>,
    ) {
        if traits.is_some_and(|t| t.contains(OpTraits::TERMINATOR)) {
            self.set_op_live(op);
            if !SUCCESSORS {
                return;
            }
            // A branch (see `crate::ir::SuccessorOperands`) only makes live
            // the arguments it produces itself; its forwarded operands are
            // live with the arguments they feed (`process_value`). Other
            // terminators make all their successors' arguments live.
            let branch = ctx.successor_operands_hook(data.name).is_some();
            for (i, &succ) in data.successors.iter().enumerate() {
                let Some(b) = ctx.blocks.get(succ) else {
                    continue;
                };
                let live_args = if branch {
                    ctx.successor_operands(op, i)
                        .map_or(b.args.len(), |s| s.produced as usize)
                } else {
                    b.args.len()
                };
                // Only arguments the schedule visits are counted (an entry
                // block as a successor is invalid IR).
                let scheduled = b
                    .parent
                    .is_some_and(|r| ctx.regions[r].blocks.first() != Some(&succ));
                for &a in b.args.iter().take(live_args) {
                    self.set_arg_live(a, scheduled);
                }
            }
            return;
        }
        if self.op_live(op) {
            return;
        }
        // `wouldOpBeTriviallyDead` (unregistered operations might be
        // terminators: never dead; an operation neither pure nor with
        // recursive effects has effects, decided from the traits already at
        // hand).
        let has_effects = traits.is_none_or(|t| {
            !super::trivially_dead::droppable(t) && !t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        });
        if has_effects || !would_op_be_trivially_dead(ctx, op) {
            self.set_dead_op_live(op);
            return;
        }
        for &r in &data.results {
            self.process_value::<SUCCESSORS>(r, ctx);
        }
        if !self.op_live(op) {
            self.examined_op(op);
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
/// is computed once. Also returns whether every block of the visited
/// regions was reached (unreachable blocks are not visited, but their
/// arguments are candidates for deletion).
fn liveness_schedule(ctx: &Context, regions: &[RegionId]) -> (Vec<Step>, usize, usize, bool) {
    enum Task {
        Region(RegionId),
        /// Operations of a block, from this one backwards.
        Ops(Option<OpId>),
        Emit(Step),
    }
    let mut out = Vec::new();
    let (mut num_ops, mut num_args) = (0, 0);
    let mut complete = true;
    let mut stack: Vec<Task> = regions.iter().rev().map(|&r| Task::Region(r)).collect();
    while let Some(task) = stack.pop() {
        match task {
            Task::Region(r) => {
                let Some(data) = ctx.regions.get(r) else {
                    continue;
                };
                let Some(&entry) = data.blocks.first() else {
                    continue;
                };
                let order = cfg::post_order(ctx, entry);
                complete &= order.len() == data.blocks.len();
                for b in order.into_iter().rev() {
                    if b != entry {
                        num_args += ctx.blocks[b].args.len();
                        stack.push(Task::Emit(Step::Args(b)));
                    }
                    stack.push(Task::Ops(ctx.blocks[b].last));
                }
            }
            Task::Ops(mut cursor) => {
                while let Some(op) = cursor {
                    let data = &ctx.ops[op];
                    cursor = ctx.ops.key_at_opt(data.prev);
                    num_ops += 1;
                    if data.regions.is_empty() {
                        out.push(Step::Op(op));
                        continue;
                    }
                    stack.push(Task::Ops(cursor));
                    stack.push(Task::Emit(Step::Op(op)));
                    for &r in data.regions.iter().rev() {
                        stack.push(Task::Region(r));
                    }
                    break;
                }
            }
            Task::Emit(step) => out.push(step),
        }
    }
    (out, num_ops, num_args, complete)
}

/// Dead-code elimination over `regions` (MLIR's `runRegionDCE`): an
/// optimistic liveness fixpoint (everything dead until proven live), then
/// erasure of the dead operations and of the dead arguments of non-entry
/// blocks. Deletes dead cycles too. Returns true if anything was erased.
///
/// MLIR repeats liveness rounds until one changes nothing. A round can only
/// change something if, in the previous one, an operation became live after
/// a value it uses had been examined and found dead (which needs a use
/// above the definition: graph regions, loops); without a possible late
/// update (a value found dead while a user was not yet examined)
/// the next round is known to be idle and is skipped (same fixpoint,
/// usually one round instead of two). The deletion walk is skipped when
/// everything visited is live and every block was visited.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    run_region_dce_in(rw, regions, &mut PostOrder::default())
}

/// [`run_region_dce`], recording the post-order walk of the region in
/// `order` when `regions` is a single region (the greedy driver's scope,
/// which can then seed its next pass from the walk, see `op_order`). If
/// every region visited has at most one block, the liveness rounds follow
/// that walk backwards instead of `propagateLiveness`'s schedule, and the
/// first round runs during the walk itself (one pass over the operations
/// instead of two).
///
/// Same outcome: liveness is the least fixpoint of monotone rules (an
/// operation is live if it has effects, is a terminator or has a result
/// with a live user; an argument if it has a live user or belongs to a
/// terminator's successor), which rounds reach in any visiting order, and
/// the deletion walk (the only part whose order is observable, through the
/// erasure notifications) is unchanged. The backward post-order still
/// visits users before the values they use in a block, and an operation
/// before the operations nested in it (which cannot use its results), so
/// one round still suffices without uses above definitions.
pub(crate) fn run_region_dce_in(
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    order: &mut PostOrder,
) -> bool {
    let ctx = rw.ctx();
    // The first liveness round runs during the walk, on each operation as
    // the walk reaches it; it counts if every region has one block.
    let mut live = LiveMap {
        ops: DenseMarks::with_slots(ctx.ops.capacity() + 1),
        ..LiveMap::default()
    };
    let from_walk = match regions {
        [region] => {
            // Operations marked live on sight are added to `live` after
            // the walk, as the operations visited less the others (no
            // count per operation marked, and no test of the mark: in this
            // round an operation is marked live only at its own visit, and
            // the walk visits each operation once, so it is not live yet).
            // The count matters only if the visitor saw every operation
            // (`single_block`).
            let mut others = 0;
            // The cases of `visit_op` that mark the operation live whatever
            // its uses (a possible terminator, effects), told by one bit of
            // the name's class, are not even marked (see
            // `unmarked_on_sight`; marked later only if the marks are read
            // beyond the uses `process_value` looks at). An operation live
            // on sight that the walk has not reached yet then counts as
            // live at once rather than in a later round: the same
            // fixpoint, as it is live whatever its uses.
            live.unmarked_on_sight = true;
            order.record_with(ctx, *region, |op, data, class| {
                if !class.live_on_sight() {
                    others += 1;
                    live.visit_op::<false>(ctx, op, data, class.traits());
                }
            });
            let on_sight = order.num_ops - others;
            if order.single_block && on_sight > 0 {
                live.live_ops += on_sight;
                live.changed = true;
            }
            order.single_block
        }
        _ => false,
    };
    let (schedule, num_ops, num_args, complete) = if from_walk {
        // One block per region: every block is its region's entry (no
        // argument is a deletion candidate, every block is reached).
        (Vec::new(), order.num_ops, 0, true)
    } else {
        live = LiveMap {
            ops: DenseMarks::with_slots(ctx.ops.capacity() + 1),
            ..LiveMap::default()
        };
        liveness_schedule(ctx, regions)
    };
    let mut first = from_walk;
    // The later rounds over a walk that left entries out (see
    // `PostOrder::omit_inert`; rare: they need a use above its
    // definition) follow the schedule instead, the same backward
    // post-order of the operations when every region has one block.
    let mut full_schedule = None;
    loop {
        if !first {
            live.mark_on_sight(ctx, regions);
            live.new_round();
            if from_walk && order.complete {
                for visit in &order.visits {
                    if let Some(op) = visit.op() {
                        live.visit::<false>(ctx, Step::Op(op));
                    }
                }
            } else if from_walk {
                let steps = full_schedule.get_or_insert_with(|| liveness_schedule(ctx, regions).0);
                for &step in steps.iter() {
                    live.visit::<false>(ctx, step);
                }
            } else {
                for &step in &schedule {
                    live.visit::<true>(ctx, step);
                }
            }
        }
        first = false;
        if !live.changed || !live.late {
            break;
        }
    }
    // Every operation marked live is in the schedule; arguments marked live
    // by a terminator may not be (a successor in another region), which
    // only makes this test fail safe.
    let all_live = complete && live.live_ops == num_ops && live.live_args == num_args;
    if all_live {
        return false;
    }
    live.mark_on_sight(ctx, regions);
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
        /// The region has several blocks (MLIR edits successor operands
        /// only then).
        multi_block: bool,
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
            let multi_block = rw.ctx().regions[region].blocks.len() > 1;
            if multi_block {
                erase_dead_successor_operands(rw.ctx_mut(), order[0], live);
            }
            let cursor = rw.ctx().blocks[order[0]].last;
            frame.current = Some(RegionState {
                multi_block,
                region,
                order,
                index: 0,
                cursor,
            });
            continue;
        };
        if let Some(op) = state.cursor {
            state.cursor = rw.ctx().prev_op(op);
            if !live.op_live(op) {
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
            if state.multi_block {
                erase_dead_successor_operands(rw.ctx_mut(), block, live);
            }
            state.cursor = rw.ctx().blocks[block].last;
            continue;
        }
        // The region is done: erase the dead arguments of its non-entry
        // blocks (last to first, so indices stay valid).
        let region = state.region;
        frame.current = None;
        let blocks: Vec<BlockId> = rw.ctx().regions[region]
            .blocks
            .iter()
            .skip(1)
            .copied()
            .collect();
        for block in blocks {
            let ctx = rw.ctx_mut();
            let n = ctx.blocks[block].args.len();
            for i in (0..n).rev() {
                let a = ctx.blocks[block].args[i];
                // An argument still used (by operations of an unreachable
                // block, which are not visited) is kept: MLIR would erase
                // it with uses, which is undefined. As in MLIR, erased
                // arguments (and successor operands) do not count as a
                // change: only erased operations do.
                if !live.arg_live(a) {
                    let _ = ctx.erase_block_argument(block, i);
                }
            }
        }
    }
    erased
}

/// MLIR's `eraseTerminatorSuccessorOperands`: drops the operands the
/// terminator of `block` forwards to dead arguments of its successors (last
/// to first, so indices stay valid), if it is a branch whose successors are
/// non-entry blocks of its own region (anything else is invalid IR, left as
/// it is).
fn erase_dead_successor_operands(ctx: &mut Context, block: BlockId, live: &LiveMap) {
    let Some(term) = ctx.blocks[block].last else {
        return;
    };
    if !ctx.has_branch_interface(term) {
        return;
    }
    let region = ctx.blocks[block].parent;
    let successors: SmallVec<[BlockId; 2]> = ctx.ops[term].successors.iter().copied().collect();
    let mut erase: SmallVec<[(usize, usize); 8]> = SmallVec::new();
    for (index, &succ) in successors.iter().enumerate().rev() {
        let Some(data) = ctx.blocks.get(succ) else {
            continue;
        };
        if data.parent != region
            || region.is_some_and(|r| ctx.regions[r].blocks.first() == Some(&succ))
        {
            continue;
        }
        let Some(s) = ctx.successor_operands(term, index) else {
            continue;
        };
        for i in (0..s.len as usize).rev() {
            let Some(&arg) = ctx.blocks[succ].args.get(s.produced as usize + i) else {
                continue;
            };
            if !live.arg_live(arg) {
                erase.push((index, i));
            }
        }
    }
    let _ = ctx.erase_successor_operands(term, &erase);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::op_definition::OpDefinition;

    static PURE_OP: OpDefinition = OpDefinition {
        name: "t.pure",
        traits: OpTraits::PURE,
        inherent_attrs: &[],
        verify: None,
        fold: None,
    };
    static BRANCH: OpDefinition = OpDefinition {
        name: "t.br",
        traits: OpTraits::TERMINATOR,
        inherent_attrs: &[],
        verify: None,
        fold: None,
    };

    /// Region DCE over one single-block region whose terminator has a
    /// successor (invalid IR, but the driver may see it): the walk's rounds
    /// skip the successors, with the same outcome as marking their
    /// arguments live. Dead operations go, block arguments stay (entry
    /// blocks, or blocks outside the scope), and when everything is live
    /// nothing is reported erased.
    #[test]
    fn single_block_dce_ignores_terminator_successors() {
        for (outside, dead) in [(true, true), (false, true), (true, false), (false, false)] {
            let mut ctx = Context::new();
            let pure = ctx.register_op(&PURE_OP);
            let br = ctx.register_op(&BRANCH);
            let holder = ctx.op_name("t.holder");
            let loc = ctx.unknown_loc();
            let i32t = ctx.int_type(32);
            let mut roots = Vec::new();
            for _ in 0..2 {
                let mut state = OperationState::new(holder, loc);
                state.regions = vec![ctx.create_region()];
                let root = ctx.create_op(state).expect("root");
                let block = ctx.create_block(&[(i32t, loc)]);
                let region = ctx.op(root).regions()[0];
                ctx.insert_block(region, 0, block).expect("block");
                roots.push((region, block));
            }
            let (scope, body) = roots[0];
            let (_, elsewhere) = roots[1];
            let arg = ctx.block(body).args()[0];
            let mut user = OperationState::new(pure, loc);
            user.operands.push(arg);
            user.result_types.push(i32t);
            let p = ctx.create_op(user).expect("pure");
            ctx.append_op(body, p).expect("append");
            let mut term = OperationState::new(br, loc);
            term.successors = vec![if outside { elsewhere } else { body }];
            if !dead {
                term.operands.push(ctx.op(p).result(0));
            }
            let t = ctx.create_op(term).expect("br");
            ctx.append_op(body, t).expect("append");
            let erased = {
                let mut rw = PatternRewriter::new(&mut ctx);
                run_region_dce_in(&mut rw, &[scope], &mut PostOrder::default())
            };
            assert_eq!(erased, dead, "outside {outside}, dead {dead}");
            assert_eq!(ctx.op_exists(p), !dead);
            assert!(ctx.op_exists(t));
            assert_eq!(ctx.block(body).args().len(), 1);
            assert_eq!(ctx.block(elsewhere).args().len(), 1);
        }
    }

    /// Region DCE over a walk that left out the entries of inert
    /// operations (`PostOrder::omit_inert`, `t.pure` marked inert): a use
    /// above its definition (a graph region: `%p = t.pure(%v)`, then
    /// `%v = t.pure()`, then `t.sink(%p)`) needs a second liveness round,
    /// which must still visit the operations left out of the walk, and
    /// sees the operations live on sight (`t.sink`, unmarked in the first
    /// round) live without counting them twice. Same outcome as over the
    /// complete walk: the used pure operations stay, the unused one goes
    /// and the sink stays (or, without the unused one, nothing is erased:
    /// the count of operations walked covers those left out). The same
    /// with the definition first (one round: the deletion walk must see
    /// the sink live although the round did not mark it).
    #[test]
    fn later_rounds_see_operations_left_out_of_the_walk() {
        for (omit, with_dead, graph) in (0..8).map(|i| (i & 1 != 0, i & 2 != 0, i & 4 != 0)) {
            let mut ctx = Context::new();
            let pure = ctx.register_op(&PURE_OP);
            let sink = ctx.op_name("t.sink");
            let holder = ctx.op_name("t.holder");
            let loc = ctx.unknown_loc();
            let i32t = ctx.int_type(32);
            let mut state = OperationState::new(holder, loc);
            state.regions = vec![ctx.create_region()];
            let root = ctx.create_op(state).expect("root");
            let body = ctx.create_block(&[]);
            let scope = ctx.op(root).regions()[0];
            ctx.insert_block(scope, 0, body).expect("block");
            let mut def = OperationState::new(pure, loc);
            def.result_types.push(i32t);
            let def = ctx.create_op(def).expect("pure");
            // A pure user above the definition, used by the sink
            // (unregistered: live on sight) below.
            let mut user = OperationState::new(pure, loc);
            user.operands.push(ctx.op(def).result(0));
            user.result_types.push(i32t);
            let user = ctx.create_op(user).expect("pure");
            let mut sink_op = OperationState::new(sink, loc);
            sink_op.operands.push(ctx.op(user).result(0));
            let sink_op = ctx.create_op(sink_op).expect("sink");
            let block_order = if graph {
                [user, def, sink_op]
            } else {
                [def, user, sink_op]
            };
            for op in block_order {
                ctx.append_op(body, op).expect("append");
            }
            let dead = with_dead.then(|| {
                let mut d = OperationState::new(pure, loc);
                d.result_types.push(i32t);
                let d = ctx.create_op(d).expect("pure");
                ctx.append_op(body, d).expect("append");
                d
            });
            let mut order = PostOrder::default();
            order.omit_inert = omit;
            order.inert = vec![false; pure.0 as usize + 1];
            order.inert[pure.0 as usize] = true;
            let erased = {
                let mut rw = PatternRewriter::new(&mut ctx);
                run_region_dce_in(&mut rw, &[scope], &mut order)
            };
            assert_eq!(order.complete, !omit);
            assert_eq!(
                erased, with_dead,
                "omit {omit}, dead {with_dead}, graph {graph}"
            );
            assert!(ctx.op_exists(user) && ctx.op_exists(def) && ctx.op_exists(sink_op));
            if let Some(d) = dead {
                assert!(!ctx.op_exists(d));
            }
        }
    }

    /// The cached unreachable-block erasure: a scope whose regions all
    /// have one block is remembered at the current structure epoch (and
    /// answered again without a scan); adding a block moves the epoch, so
    /// the next call scans and erases the new unreachable block.
    #[test]
    fn unreachable_block_cache_follows_the_structure_epoch() {
        let mut ctx = Context::new();
        let holder = ctx.op_name("t.holder");
        let other = ctx.op_name("t.other");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(holder, loc);
        state.regions = vec![ctx.create_region()];
        let root = ctx.create_op(state).expect("root");
        let scope = ctx.op(root).regions()[0];
        let entry = ctx.create_block(&[]);
        ctx.insert_block(scope, 0, entry).expect("block");
        let op = ctx.create_op(OperationState::new(other, loc)).expect("op");
        ctx.append_op(entry, op).expect("append");
        let mut single = None;
        for _ in 0..2 {
            let mut rw = PatternRewriter::new(&mut ctx);
            assert!(!erase_unreachable_blocks_with(
                &mut rw,
                &[scope],
                &mut single
            ));
        }
        assert_eq!(single, Some(ctx.structure_epoch));
        let extra = ctx.create_block(&[]);
        ctx.append_block(scope, extra).expect("block");
        let dead = ctx.create_op(OperationState::new(other, loc)).expect("op");
        ctx.append_op(extra, dead).expect("append");
        assert_ne!(single, Some(ctx.structure_epoch));
        let mut rw = PatternRewriter::new(&mut ctx);
        assert!(erase_unreachable_blocks_with(
            &mut rw,
            &[scope],
            &mut single
        ));
        assert_eq!(single, None);
        assert_eq!(ctx.region(scope).blocks(), &[entry]);
        assert!(!ctx.op_exists(dead));
        assert!(ctx.op_exists(op));
    }

    /// Marks round-trip through the table: an unmarked key reads as 0
    /// (also past the table's end), the bits of a slot add up without
    /// disturbing neighbouring slots, a key past the end grows the table,
    /// and a new round clears the examined bits but keeps the live ones.
    #[test]
    fn dense_marks_round_trip() {
        let mut ctx = Context::new();
        let name = ctx.op_name("test.x");
        let loc = ctx.unknown_loc();
        let ops: Vec<OpId> = (0..70)
            .map(|_| ctx.create_op(OperationState::new(name, loc)).expect("op"))
            .collect();
        let slot = DenseMarks::<OpId>::slot;
        let (a, b, c, d, e) = (ops[0], ops[1], ops[31], ops[32], ops[69]);
        assert_eq!(
            (slot(b), slot(c), slot(d)),
            (slot(a) + 1, slot(a) + 31, slot(a) + 32)
        );
        let mut marks: DenseMarks<OpId> = DenseMarks::with_slots(slot(d));
        assert!(ops.iter().all(|&op| marks.get(op) == 0));
        marks.set(a, EXAMINED);
        marks.set(b, LIVE);
        marks.set(c, EXAMINED);
        marks.set(c, LIVE);
        marks.set(d, EXAMINED);
        // Past the end: grows.
        marks.set(e, LIVE);
        assert_eq!(marks.get(a), EXAMINED);
        assert_eq!(marks.get(b), LIVE);
        assert_eq!(marks.get(c), LIVE | EXAMINED);
        assert_eq!(marks.get(d), EXAMINED);
        assert_eq!(marks.get(e), LIVE);
        assert_eq!(marks.get(ops[2]), 0);
        assert_eq!(marks.get(ops[33]), 0);
        assert_eq!(marks.get(ops[68]), 0);
        marks.new_round();
        assert_eq!(marks.get(a), 0);
        assert_eq!(marks.get(b), LIVE);
        assert_eq!(marks.get(c), LIVE);
        assert_eq!(marks.get(d), 0);
        assert_eq!(marks.get(e), LIVE);
        // `set_new`: true only when a bit of the mark was missing, growing
        // past the end like `set`.
        assert!(marks.set_new(a, LIVE));
        assert!(!marks.set_new(a, LIVE));
        assert!(!marks.set_new(b, LIVE));
        assert!(marks.set_new(b, LIVE | EXAMINED));
        assert_eq!(marks.get(b), LIVE | EXAMINED);
        let mut small: DenseMarks<OpId> = DenseMarks::with_slots(0);
        assert!(small.set_new(e, LIVE));
        assert_eq!(small.get(e), LIVE);
        assert_eq!(small.get(d), 0);
    }
}
