//! Common subexpression elimination: MLIR's `cse` pass
//! (`mlir/lib/Transforms/CSE.cpp`, `eliminateCommonSubExpressions`).
//!
//! The walk. Each region of the root is simplified with a scoped table of
//! the operations seen so far: a single-block region in one scope; a
//! multi-block region block by block in depth-first preorder of its
//! dominator tree, a scope per tree node, so that a block sees what its
//! dominators defined (blocks the entry block does not reach are not
//! visited); a multi-block region without SSA dominance is skipped. In a
//! block, each operation's regions are simplified first (with an empty
//! table if the operation is, or might be, `IsolatedFromAbove`: an
//! unregistered one), then the operation itself:
//!
//! - a terminator is kept;
//! - an operation that is trivially dead ([`is_op_trivially_dead`], at
//!   that moment) is erased;
//! - one with a region of several blocks is kept; so is one with memory
//!   effects, unless they are all reads ([`OpTraits::EFFECTS_READ_ONLY`]):
//!   such an op is merged with an equivalent known one of its block when
//!   no op between them may write (has a write effect, or no effect
//!   interface: [`OpTraits::PURE`] and [`OpTraits::EFFECTS_NO_WRITE`] ops
//!   do not write), and is otherwise added to the table;
//! - otherwise, if an equivalent operation is in the table, its uses are
//!   replaced by that operation's results and it is erased; if not, it is
//!   added to the table.
//!
//! Equivalence is MLIR's `OperationEquivalence::isEquivalentTo` with
//! locations ignored: same name, discardable attributes, properties,
//! result types, numbers of operands, results, successors and regions;
//! the same operand values (for a commutative operation the same values
//! in any order); regions structurally equal (blocks paired in order with
//! the same argument types, operations paired in order, values defined
//! inside paired up as the comparison goes; successors mapped
//! consistently). Replacing in a region without SSA dominance (a graph
//! region: the module's body, an unregistered operation's single block)
//! only rewrites uses whose user is not equivalent to an operation already
//! in the table, and erases the operation only if no use is left. If the
//! surviving operation's location is `loc(unknown)`, it takes the erased
//! one's. Erasure happens after the walk, in the order decided (nested
//! operations before their parents), as in MLIR.
//!
//! Everything is iterative: neither the walk nor the comparison recurses
//! by the input's nesting depth.

use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

use crate::Context;
use crate::error::IrError;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::op_definition::OpTraits;
use crate::verifier::dominance::Dominance;

use super::trivially_dead::{is_op_trivially_dead, memory_effect_free};

/// What [`eliminate_common_subexpressions`] did (MLIR's pass statistics
/// `num-cse` and `num-dce`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseStatistics {
    /// Operations replaced by an equivalent one.
    pub num_cse: usize,
    /// Trivially dead operations erased.
    pub num_dce: usize,
}

impl CseStatistics {
    /// True if the IR changed.
    pub fn changed(&self) -> bool {
        self.num_cse + self.num_dce > 0
    }
}

/// Eliminates common subexpressions in the regions of `root` (MLIR's `cse`
/// pass run on `root`; see the module docs). `root` itself is not
/// simplified.
///
/// # Errors
/// If `root` is stale, or an operation decided dead cannot be erased (a
/// broken invariant of the IR, reported instead of erasing part of it).
pub fn eliminate_common_subexpressions(
    ctx: &mut Context,
    root: OpId,
) -> Result<CseStatistics, IrError> {
    let regions: SmallVec<[RegionId; 2]> = ctx.try_op(root)?.regions().into();
    let mut cse = Cse {
        table: Table::default(),
        dominance: Dominance::default(),
        dead: Vec::new(),
        stats: CseStatistics::default(),
        equivalence: Equivalence::default(),
    };
    let mut frames: Vec<Frame> = Vec::new();
    for &region in regions.iter().rev() {
        frames.push(Frame::Region(region));
    }
    cse.run(ctx, frames);
    for &op in &cse.dead {
        // Nested operations come before their parents: a stale one was
        // erased with an ancestor replaced in the same run.
        if ctx.ops.contains_key(op) {
            ctx.erase_op(op)?;
        }
    }
    Ok(cse.stats)
}

/// A step of the walk.
enum Frame {
    /// Simplify a region (not started).
    Region(RegionId),
    /// The blocks of a region being simplified, with their dominator-tree
    /// depths; `base` is the number of scopes open when it started.
    Blocks {
        blocks: Vec<(BlockId, u32)>,
        next: usize,
        base: usize,
        ssa: bool,
    },
    /// The operations of a block from `next` on.
    Ops { next: Option<OpId>, ssa: bool },
    /// `op`'s regions from `next` on, then `op` itself; `saved` holds the
    /// enclosing table while an isolated operation's regions use a fresh
    /// one.
    Op {
        op: OpId,
        next: usize,
        ssa: bool,
        saved: Option<Table>,
    },
}

struct Cse {
    table: Table,
    dominance: Dominance,
    dead: Vec<OpId>,
    stats: CseStatistics,
    equivalence: Equivalence,
}

impl Cse {
    fn run(&mut self, ctx: &mut Context, mut frames: Vec<Frame>) {
        while let Some(frame) = frames.last_mut() {
            match frame {
                Frame::Region(region) => {
                    let region = *region;
                    frames.pop();
                    let blocks = self.region_blocks(ctx, region);
                    if let Some((blocks, ssa)) = blocks {
                        frames.push(Frame::Blocks {
                            blocks,
                            next: 0,
                            base: self.table.scopes.len(),
                            ssa,
                        });
                    }
                }
                Frame::Blocks {
                    blocks,
                    next,
                    base,
                    ssa,
                } => {
                    let (base, ssa) = (*base, *ssa);
                    let Some(&(block, depth)) = blocks.get(*next) else {
                        self.table.pop_to(base);
                        frames.pop();
                        continue;
                    };
                    *next += 1;
                    self.table.pop_to(base + depth as usize);
                    self.table.push_scope();
                    let first = ctx.blocks.get(block).and_then(|b| b.first_op());
                    frames.push(Frame::Ops { next: first, ssa });
                }
                Frame::Ops { next, ssa } => {
                    let ssa = *ssa;
                    let Some(op) = *next else {
                        frames.pop();
                        continue;
                    };
                    // Nothing is erased during the walk: the link stays.
                    *next = ctx.ops[op].next;
                    frames.push(Frame::Op {
                        op,
                        next: 0,
                        ssa,
                        saved: None,
                    });
                }
                Frame::Op {
                    op,
                    next,
                    ssa,
                    saved,
                } => {
                    let (op, ssa) = (*op, *ssa);
                    let regions = ctx.ops[op].regions();
                    if let Some(&region) = regions.get(*next) {
                        if *next == 0 && might_be_isolated(ctx, op) {
                            *saved = Some(std::mem::take(&mut self.table));
                        }
                        *next += 1;
                        frames.push(Frame::Region(region));
                        continue;
                    }
                    if let Some(table) = saved.take() {
                        self.table = table;
                    }
                    frames.pop();
                    self.simplify_operation(ctx, op, ssa);
                }
            }
        }
    }

    /// The blocks to visit in `region` with their depths, and whether it
    /// has SSA dominance; `None` if none are (empty, or several blocks
    /// without SSA dominance).
    fn region_blocks(
        &mut self,
        ctx: &Context,
        region: RegionId,
    ) -> Option<(Vec<(BlockId, u32)>, bool)> {
        let data = ctx.regions.get(region)?;
        match data.blocks() {
            [] => None,
            [single] => Some((vec![(*single, 0)], has_ssa_dominance(ctx, region))),
            // Multi-block regions always have SSA dominance.
            _ => Some((self.dominance.tree_preorder(ctx, region), true)),
        }
    }

    /// MLIR's `simplifyOperation` (see the module docs).
    fn simplify_operation(&mut self, ctx: &mut Context, op: OpId, ssa: bool) {
        let data = &ctx.ops[op];
        let def = ctx.op_definition(data.name);
        if def.is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR)) {
            return;
        }
        if is_op_trivially_dead(ctx, op) {
            self.dead.push(op);
            self.stats.num_dce += 1;
            return;
        }
        if data
            .regions()
            .iter()
            .any(|&r| ctx.regions[r].blocks().len() > 1)
        {
            return;
        }
        // An op with effects only if they are all reads: merged with a
        // known one of the same block when no op between them may write.
        let reads = !memory_effect_free(ctx, op);
        if reads && !def.is_some_and(|d| d.traits.contains(OpTraits::EFFECTS_READ_ONLY)) {
            return;
        }
        let hash = op_hash(ctx, op);
        let existing = self.lookup(ctx, hash, op).filter(|&e| {
            !reads || (ctx.ops[e].parent == ctx.ops[op].parent && !may_write_between(ctx, e, op))
        });
        if let Some(existing) = existing {
            self.replace_uses_and_delete(ctx, op, existing, ssa);
            self.stats.num_cse += 1;
            return;
        }
        self.table.insert(hash, op);
    }

    /// The most recently added operation in the table equivalent to `op`.
    fn lookup(&mut self, ctx: &Context, hash: u64, op: OpId) -> Option<OpId> {
        let bucket = self.table.buckets.get(&hash)?;
        bucket
            .iter()
            .rev()
            .copied()
            .find(|&known| self.equivalence.equivalent(ctx, op, known))
    }

    fn replace_uses_and_delete(&mut self, ctx: &mut Context, op: OpId, existing: OpId, ssa: bool) {
        let results: SmallVec<[Value; 2]> = ctx.ops[op].results().into();
        let with: SmallVec<[Value; 2]> = ctx.ops[existing].results().into();
        if ssa {
            // No use of `op` was visited yet.
            for (&from, &to) in results.iter().zip(&with) {
                ctx.replace_all_uses_with(from, to)
                    .expect("live results of live operations");
            }
            self.dead.push(op);
        } else {
            for (&from, &to) in results.iter().zip(&with) {
                // Early increment, as MLIR's `replaceUsesWithIf`.
                let mut current = ctx.values[from].first_use;
                while let Some(at) = current {
                    current = ctx.live_operand(at).next;
                    let user = ctx.ops.key_at(at.slot);
                    let hash = op_hash(ctx, user);
                    if self.lookup(ctx, hash, user).is_some() {
                        continue;
                    }
                    ctx.unlink_use_at(at);
                    ctx.link_use_at(to, at);
                }
            }
            if results.iter().all(|&r| ctx.use_empty(r)) {
                self.dead.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        let loc = ctx.ops[op].loc();
        if ctx.ops[existing].loc() == unknown && loc != unknown {
            ctx.set_loc(existing, loc).expect("a live operation");
        }
    }
}

/// MLIR's `hasOtherSideEffectingOpInBetween`: an op after `from` and
/// before `to` (in one block) has a write effect or does not implement the
/// memory-effect interface (unregistered ops, ops with recursive effects
/// only).
fn may_write_between(ctx: &Context, from: OpId, to: OpId) -> bool {
    let no_write = OpTraits::PURE.0 | OpTraits::EFFECTS_NO_WRITE.0;
    let mut cur = ctx.ops[from].next;
    while let Some(op) = cur {
        if op == to {
            return false;
        }
        let traits = ctx
            .op_definition(ctx.ops[op].name)
            .map_or(0, |d| d.traits.0);
        if traits & no_write == 0 {
            return true;
        }
        cur = ctx.ops[op].next;
    }
    false
}

/// True if `op`'s regions must not see the enclosing table: MLIR's
/// `mightHaveTrait<IsIsolatedFromAbove>` (registered with the trait, or
/// unregistered).
fn might_be_isolated(ctx: &Context, op: OpId) -> bool {
    ctx.op_definition(ctx.ops[op].name)
        .is_none_or(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
}

/// MLIR's `DominanceInfo::hasSSADominance` of a single-block region: false
/// for the region of an unregistered operation or of a graph-region one.
fn has_ssa_dominance(ctx: &Context, region: RegionId) -> bool {
    let Some(parent) = ctx.regions[region].parent_op() else {
        return true;
    };
    match ctx.op_definition(ctx.ops[parent].name) {
        None => false,
        Some(d) => !d.traits.contains(OpTraits::GRAPH_REGION),
    }
}

/// A hash of what equivalence compares at the top level (name,
/// attributes, properties, result types, operands: in any order for a
/// commutative operation), so that equivalent operations hash alike.
fn op_hash(ctx: &Context, op: OpId) -> u64 {
    let data = &ctx.ops[op];
    let mut h = FxHasher::default();
    data.name.hash(&mut h);
    data.attributes.hash(&mut h);
    data.properties.hash(&mut h);
    data.regions().len().hash(&mut h);
    for &r in data.results() {
        ctx.value_type(r).hash(&mut h);
    }
    let commutative = ctx
        .op_definition(data.name)
        .is_some_and(|d| d.traits.contains(OpTraits::COMMUTATIVE));
    if commutative {
        let mut sum = 0u64;
        for v in data.operands() {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        for v in data.operands() {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// The scoped table of known operations: buckets by hash, most recent
/// last; each scope's insertions are undone when it closes.
#[derive(Default)]
struct Table {
    buckets: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    /// The hash of each insertion, in order.
    log: Vec<u64>,
    /// Per open scope, the log length when it opened.
    scopes: Vec<usize>,
}

impl Table {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    /// Closes scopes until `depth` are open.
    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            let mark = self.scopes.pop().unwrap_or(0);
            while self.log.len() > mark {
                let Some(hash) = self.log.pop() else { break };
                if let Some(bucket) = self.buckets.get_mut(&hash) {
                    bucket.pop();
                    if bucket.is_empty() {
                        self.buckets.remove(&hash);
                    }
                }
            }
        }
    }

    fn insert(&mut self, hash: u64, op: OpId) {
        self.buckets.entry(hash).or_default().push(op);
        self.log.push(hash);
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`
/// (see the module docs), with reusable scratch.
#[derive(Default)]
struct Equivalence {
    /// Values of the left-hand side paired with the right-hand side's.
    values: FxHashMap<Value, Value>,
    /// Per region pair being compared, its block pairing.
    blocks: Vec<FxHashMap<BlockId, BlockId>>,
    stack: Vec<Compare>,
}

/// A step of the comparison.
enum Compare {
    /// Regions of `l` and `r` from `next` on.
    Regions { l: OpId, r: OpId, next: usize },
    /// Block pairs of two regions from `next` on (their block pairing is
    /// the last of `blocks`).
    Blocks {
        l: RegionId,
        r: RegionId,
        next: usize,
    },
    /// Operation pairs of two paired blocks from `l`, `r` on.
    Ops { l: Option<OpId>, r: Option<OpId> },
}

impl Equivalence {
    fn equivalent(&mut self, ctx: &Context, lhs: OpId, rhs: OpId) -> bool {
        if lhs == rhs {
            return true;
        }
        self.values.clear();
        self.blocks.clear();
        self.stack.clear();
        if !self.header(ctx, lhs, rhs, true) {
            return false;
        }
        self.stack.push(Compare::Regions {
            l: lhs,
            r: rhs,
            next: 0,
        });
        while let Some(step) = self.stack.last_mut() {
            match step {
                Compare::Regions { l, r, next } => {
                    let (lr, rr) = (ctx.ops[*l].regions(), ctx.ops[*r].regions());
                    match (lr.get(*next), rr.get(*next)) {
                        (Some(&a), Some(&b)) => {
                            *next += 1;
                            let (a_blocks, b_blocks) =
                                (ctx.regions[a].blocks(), ctx.regions[b].blocks());
                            if a_blocks.len() != b_blocks.len() {
                                return false;
                            }
                            self.blocks.push(FxHashMap::default());
                            self.stack.push(Compare::Blocks {
                                l: a,
                                r: b,
                                next: 0,
                            });
                        }
                        _ => {
                            self.stack.pop();
                        }
                    }
                }
                Compare::Blocks { l, r, next } => {
                    let (lb, rb) = (ctx.regions[*l].blocks(), ctx.regions[*r].blocks());
                    let (Some(&a), Some(&b)) = (lb.get(*next), rb.get(*next)) else {
                        self.blocks.pop();
                        self.stack.pop();
                        continue;
                    };
                    *next += 1;
                    let (a_data, b_data) = (&ctx.blocks[a], &ctx.blocks[b]);
                    if a_data.args().len() != b_data.args().len() {
                        return false;
                    }
                    let map = self.blocks.last_mut().expect("a region pair is open");
                    if *map.entry(a).or_insert(b) != b {
                        return false;
                    }
                    for (&x, &y) in a_data.args().iter().zip(b_data.args()) {
                        if ctx.value_type(x) != ctx.value_type(y) {
                            return false;
                        }
                        self.values.entry(x).or_insert(y);
                    }
                    self.stack.push(Compare::Ops {
                        l: a_data.first_op(),
                        r: b_data.first_op(),
                    });
                }
                Compare::Ops { l, r } => match (*l, *r) {
                    (None, None) => {
                        self.stack.pop();
                    }
                    (Some(a), Some(b)) => {
                        *l = ctx.ops[a].next;
                        *r = ctx.ops[b].next;
                        if !self.header(ctx, a, b, false) {
                            return false;
                        }
                        let map = self.blocks.last_mut().expect("a region pair is open");
                        for (&x, &y) in ctx.ops[a].successors().iter().zip(ctx.ops[b].successors())
                        {
                            if *map.entry(x).or_insert(y) != y {
                                return false;
                            }
                        }
                        if !ctx.ops[a].regions().is_empty() {
                            self.stack.push(Compare::Regions {
                                l: a,
                                r: b,
                                next: 0,
                            });
                        }
                    }
                    _ => return false,
                },
            }
        }
        true
    }

    /// Step 1–3 of `isEquivalentTo` for one pair: everything but regions;
    /// marks the results equivalent. `top`: the operands of a commutative
    /// operation may come in any order (MLIR passes its commutative check
    /// to the top-level comparison only).
    fn header(&mut self, ctx: &Context, lhs: OpId, rhs: OpId, top: bool) -> bool {
        if lhs == rhs {
            return true;
        }
        let (a, b) = (&ctx.ops[lhs], &ctx.ops[rhs]);
        if a.name != b.name
            || a.attributes != b.attributes
            || a.regions().len() != b.regions().len()
            || a.successors().len() != b.successors().len()
            || a.operands().len() != b.operands().len()
            || a.results().len() != b.results().len()
            || a.properties != b.properties
        {
            return false;
        }
        let commutative = top
            && ctx
                .op_definition(a.name)
                .is_some_and(|d| d.traits.contains(OpTraits::COMMUTATIVE));
        if commutative {
            if !self.commutative_operands(a.operands().collect(), b.operands().collect()) {
                return false;
            }
        } else {
            for (x, y) in a.operands().zip(b.operands()) {
                if x == y {
                    continue;
                }
                if ctx.value_type(x) != ctx.value_type(y) || self.values.get(&x) != Some(&y) {
                    return false;
                }
            }
        }
        for (&x, &y) in a.results().iter().zip(b.results()) {
            if ctx.value_type(x) != ctx.value_type(y) {
                return false;
            }
            self.values.entry(x).or_insert(y);
        }
        true
    }

    /// MLIR's `checkCommutativeEquivalent`: pairwise equivalent in order,
    /// or else the rest the same values in another order.
    fn commutative_operands(&self, l: SmallVec<[Value; 4]>, r: SmallVec<[Value; 4]>) -> bool {
        let same = |x: &Value, y: &Value| x == y || self.values.get(x) == Some(y);
        let prefix = l.iter().zip(&r).take_while(|(x, y)| same(x, y)).count();
        if prefix == l.len() {
            return true;
        }
        let mut rest_l: SmallVec<[Value; 4]> = l[prefix..].into();
        let mut rest_r: SmallVec<[Value; 4]> = r[prefix..].into();
        rest_l.sort_unstable();
        rest_r.sort_unstable();
        rest_l == rest_r
    }
}
