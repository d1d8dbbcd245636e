//! MLIR 22's generic canonicalizations of region branch ops
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`,
//! `mlir/lib/Interfaces/ControlFlowInterfaces.cpp`), which `scf.if`,
//! `scf.for`, `scf.while`, `scf.execute_region` and `scf.index_switch`
//! add to their own patterns:
//!
//! - [`MakeRegionBranchOpSuccessorInputsDead`]: a successor input (a
//!   result, a loop's iteration argument) whose only possible value is one
//!   value defined before it is replaced by that value;
//! - [`RemoveDuplicateSuccessorInputUses`]: of two inputs of the same
//!   owner that always receive the same values, the second's uses go to
//!   the first;
//! - [`RemoveDeadRegionBranchOpSuccessorInputs`]: a set of tied inputs
//!   (a loop's iteration argument and result) without uses goes, with the
//!   operands forwarded to it.
//!
//! drr has no `RegionBranchOpInterface`: [`successor_mapping`] spells out
//! the interface's successor-operand → successor-input mapping for the
//! five ops (what their `getSuccessorRegions` / `getEntrySuccessorOperands`
//! / terminators' successor operands give): `scf.if`,
//! `scf.execute_region` and `scf.index_switch` forward each `scf.yield`'s
//! operands to the results (region by region: for `scf.index_switch` the
//! default region first, then the cases); `scf.for` forwards its initial values and its yield's operands
//! to both the iteration arguments and the results; `scf.while` forwards
//! its initial values and its `after` region's yield to the `before`
//! arguments, and `scf.condition`'s values to the results and the `after`
//! arguments.

use drr::rewrite::{MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern};
use drr::{BlockId, Context, OpId, OperandRef, OperationState, Value, ValueDef};
use rustc_hash::FxHashMap;

use crate::ops::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};

/// The successor operands of a region branch op, each with the successor
/// inputs it is forwarded to, in MLIR's order (the op's entry operands,
/// then each terminator's, region by region, block by block).
pub type SuccessorMapping = Vec<(OperandRef, Vec<Value>)>;

/// The `scf.yield`s ending the blocks of `op`'s regions, in order.
pub(crate) fn yields(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in ctx.op(op).regions() {
        for &b in ctx.region(r).blocks() {
            if let Some(t) = ctx.block(b).last_op()
                && YieldOp::from_op(ctx, t).is_some()
            {
                out.push(t);
            }
        }
    }
    out
}

/// The successor mapping of the `scf.if`, `scf.for`, `scf.while`,
/// `scf.execute_region` or `scf.index_switch` `op` (`None` for another
/// op).
pub fn successor_mapping(ctx: &Context, op: OpId) -> Option<SuccessorMapping> {
    let results = ctx.op(op).results().to_vec();
    let mut mapping = SuccessorMapping::new();
    if let Some(for_op) = ForOp::from_op(ctx, op) {
        let body = crate::ops::single_block(ctx, for_op.region(ctx))?;
        let iters: Vec<Value> = ctx.block(body).args().get(1..)?.to_vec();
        // Entry: the initial values (operands 3…) to the body and to the
        // results.
        for (i, (&iter, &res)) in iters.iter().zip(&results).enumerate() {
            mapping.push((
                OperandRef {
                    op,
                    index: (3 + i) as u32,
                },
                vec![iter, res],
            ));
        }
        for y in yields(ctx, op) {
            for (i, (&iter, &res)) in iters.iter().zip(&results).enumerate() {
                if i < ctx.op(y).num_operands() {
                    mapping.push((
                        OperandRef {
                            op: y,
                            index: i as u32,
                        },
                        vec![iter, res],
                    ));
                }
            }
        }
        return Some(mapping);
    }
    if let Some(while_op) = WhileOp::from_op(ctx, op) {
        let before = crate::ops::single_block(ctx, while_op.before(ctx))?;
        let after = crate::ops::single_block(ctx, while_op.after(ctx))?;
        let before_args = ctx.block(before).args().to_vec();
        let after_args = ctx.block(after).args().to_vec();
        // Entry: the initial values to the `before` arguments.
        for (i, &arg) in before_args.iter().enumerate() {
            if i < ctx.op(op).num_operands() {
                mapping.push((
                    OperandRef {
                        op,
                        index: i as u32,
                    },
                    vec![arg],
                ));
            }
        }
        // `scf.condition`'s forwarded values (after the condition) to the
        // results, then to the `after` arguments (`getSuccessorRegions`'
        // order).
        if let Some(cond) = ctx.block(before).last_op()
            && ConditionOp::from_op(ctx, cond).is_some()
        {
            for (i, (&res, &arg)) in results.iter().zip(&after_args).enumerate() {
                if i + 1 < ctx.op(cond).num_operands() {
                    mapping.push((
                        OperandRef {
                            op: cond,
                            index: (i + 1) as u32,
                        },
                        vec![res, arg],
                    ));
                }
            }
        }
        // The `after` region's `scf.yield` back to the `before` arguments.
        if let Some(y) = ctx.block(after).last_op()
            && YieldOp::from_op(ctx, y).is_some()
        {
            for (i, &arg) in before_args.iter().enumerate() {
                if i < ctx.op(y).num_operands() {
                    mapping.push((
                        OperandRef {
                            op: y,
                            index: i as u32,
                        },
                        vec![arg],
                    ));
                }
            }
        }
        return Some(mapping);
    }
    if IfOp::from_op(ctx, op).is_none()
        && ExecuteRegionOp::from_op(ctx, op).is_none()
        && IndexSwitchOp::from_op(ctx, op).is_none()
    {
        return None;
    }
    for y in yields(ctx, op) {
        for (i, &res) in results.iter().enumerate() {
            if i < ctx.op(y).num_operands() {
                mapping.push((
                    OperandRef {
                        op: y,
                        index: i as u32,
                    },
                    vec![res],
                ));
            }
        }
    }
    Some(mapping)
}

/// The inverse mapping: each successor input with the operands forwarded
/// to it, inputs in order of first appearance, and where each input is in
/// that list (an op with thousands of iteration arguments looks its inputs
/// up without scanning the list).
struct Inverse {
    entries: Vec<(Value, Vec<OperandRef>)>,
    index: FxHashMap<Value, usize>,
}

impl Inverse {
    /// The operands forwarded to `input`, if it is a successor input.
    fn get(&self, input: Value) -> Option<&[OperandRef]> {
        self.index.get(&input).map(|&i| &self.entries[i].1[..])
    }
}

fn inverse(mapping: &SuccessorMapping) -> Inverse {
    let mut inv = Inverse {
        entries: Vec::new(),
        index: FxHashMap::default(),
    };
    for (operand, inputs) in mapping {
        for &input in inputs {
            let next = inv.entries.len();
            let i = *inv.index.entry(input).or_insert(next);
            if i == next {
                inv.entries.push((input, vec![*operand]));
            } else {
                inv.entries[i].1.push(*operand);
            }
        }
    }
    inv
}

/// The current value of `operand`.
fn value_of(ctx: &Context, operand: OperandRef) -> Value {
    ctx.op(operand.op).operand(operand.index as usize)
}

/// The values a successor input may hold that are not successor inputs
/// themselves (MLIR's `computeReachableValuesFromSuccessorInput`).
fn reachable_values(ctx: &Context, value: Value, inverse: &Inverse) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = Vec::new();
    let mut worklist = vec![value];
    while let Some(next) = worklist.pop() {
        match inverse.get(next) {
            None => {
                if !reachable.contains(&next) {
                    reachable.push(next);
                }
            }
            Some(operands) => {
                for &o in operands {
                    let v = value_of(ctx, o);
                    if !visited.contains(&v) {
                        visited.push(v);
                        worklist.push(v);
                    }
                }
            }
        }
    }
    reachable
}

/// The op whose region defines `v`, for a value defined in a region.
fn parent_op_of(ctx: &Context, v: Value) -> Option<OpId> {
    let block = match ctx.value_def(v) {
        ValueDef::BlockArgument { block, .. } => block,
        ValueDef::OpResult { op, .. } => ctx.op(op).parent_block()?,
    };
    ctx.block_parent_op(block)
}

/// True if `a` can stand for the successor input `b` of `op` (MLIR's
/// `isDefinedBefore`).
fn defined_before(ctx: &Context, op: OpId, a: Value, b: Value) -> bool {
    if parent_op_of(ctx, a) == Some(op) {
        return match (ctx.value_def(a), ctx.value_def(b)) {
            (_, ValueDef::OpResult { .. }) => false,
            (
                ValueDef::BlockArgument { block: ba, .. },
                ValueDef::BlockArgument { block: bb, .. },
            ) => ba == bb,
            _ => false,
        };
    }
    true
}

/// The name a pattern of this module is rooted at.
fn root(name: &'static str) -> PatternRoot<'static> {
    PatternRoot::Name(name)
}

fn mapping_of(rw: &PatternRewriter<'_>, op: OpId) -> Result<SuccessorMapping, MatchFailure> {
    successor_mapping(rw, op).ok_or_else(|| MatchFailure::new("not a region branch op of scf"))
}

/// MLIR's `MakeRegionBranchOpSuccessorInputsDead`, for the ops named
/// `.0`.
#[derive(Clone, Copy, Debug)]
pub struct MakeRegionBranchOpSuccessorInputsDead(pub &'static str);

impl RewritePattern for MakeRegionBranchOpSuccessorInputsDead {
    fn root(&self) -> PatternRoot<'_> {
        root(self.0)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let inv = inverse(&mapping_of(rw, op)?);
        let mut changed = false;
        for (value, _) in &inv.entries {
            if rw.use_empty(*value) {
                continue;
            }
            let reachable = reachable_values(rw, *value, &inv);
            let [only] = reachable[..] else {
                continue;
            };
            if !defined_before(rw, op, only, *value) {
                continue;
            }
            rw.replace_all_uses_with(*value, only)
                .map_err(MatchFailure::from)?;
            changed = true;
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure::new(
                "no successor input has a single reachable value",
            ))
        }
    }
}

/// The argument number or result number of a successor input.
fn arg_or_result_number(ctx: &Context, v: Value) -> u32 {
    match ctx.value_def(v) {
        ValueDef::BlockArgument { index, .. } => index,
        ValueDef::OpResult { index, .. } => index,
    }
}

/// The block or op owning a successor input.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Owner {
    Block(BlockId),
    Op(OpId),
}

fn owner(ctx: &Context, v: Value) -> Owner {
    match ctx.value_def(v) {
        ValueDef::BlockArgument { block, .. } => Owner::Block(block),
        ValueDef::OpResult { op, .. } => Owner::Op(op),
    }
}

/// MLIR's `RemoveDuplicateSuccessorInputUses`, for the ops named `.0`.
#[derive(Clone, Copy, Debug)]
pub struct RemoveDuplicateSuccessorInputUses(pub &'static str);

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn root(&self) -> PatternRoot<'_> {
        root(self.0)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveDuplicateSuccessorInputUses"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let mut inv = inverse(&mapping_of(rw, op)?).entries;
        inv.sort_by_key(|(v, _)| arg_or_result_number(rw, *v));
        let mut changed = false;
        // Each input's predecessors (the op for its entry operands, each
        // terminator for its own) with the value each forwards, computed
        // once per input and kept until a replacement changes what the
        // terminators forward: the pairs are compared without allocating
        // (an op with N inputs compares N² pairs, as MLIR's loop does).
        let preds = |rw: &PatternRewriter<'_>, k: usize| -> Vec<(OpId, Value)> {
            let mut m: Vec<(OpId, Value)> =
                inv[k].1.iter().map(|&o| (o.op, value_of(rw, o))).collect();
            m.sort_by_key(|(o, _)| *o);
            m
        };
        let mut cached: Vec<Option<Vec<(OpId, Value)>>> = vec![None; inv.len()];
        // Owners never change here; a replacement empties `input2` and
        // gives `input1` uses, nothing else.
        let owners: Vec<Owner> = inv.iter().map(|(v, _)| owner(rw, *v)).collect();
        let mut empty: Vec<bool> = inv.iter().map(|(v, _)| rw.use_empty(*v)).collect();
        for i in 0..inv.len() {
            for j in i + 1..inv.len() {
                let (input1, input2) = (inv[i].0, inv[j].0);
                if empty[j] || owners[i] != owners[j] {
                    continue;
                }
                for k in [i, j] {
                    if cached[k].is_none() {
                        cached[k] = Some(preds(rw, k));
                    }
                }
                if cached[i] == cached[j] {
                    rw.replace_all_uses_with(input2, input1)
                        .map_err(MatchFailure::from)?;
                    changed = true;
                    empty[j] = true;
                    empty[i] = false;
                    // `input2` may be among the values forwarded.
                    cached.iter_mut().for_each(|c| *c = None);
                }
            }
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure::new("no duplicate successor inputs"))
        }
    }
}

/// MLIR's `RemoveDeadRegionBranchOpSuccessorInputs`, for the ops named
/// `.0`.
#[derive(Clone, Copy, Debug)]
pub struct RemoveDeadRegionBranchOpSuccessorInputs(pub &'static str);

impl RewritePattern for RemoveDeadRegionBranchOpSuccessorInputs {
    fn root(&self) -> PatternRoot<'_> {
        root(self.0)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let mapping = mapping_of(rw, op)?;
        // Tied inputs: the inputs one operand is forwarded to come together
        // (union-find over the inputs, in order of appearance): the sets
        // an operand's inputs belong to are merged, in the order the sets
        // were made, into a new set after the others, followed by its
        // inputs in no set yet. Each set has a number in making order and
        // each input the number of its set.
        let mut sets: Vec<Option<Vec<Value>>> = Vec::new();
        let mut set_of: FxHashMap<Value, usize> = FxHashMap::default();
        for (_, inputs) in &mapping {
            let mut joined: Vec<usize> = inputs
                .iter()
                .filter_map(|v| set_of.get(v).copied())
                .collect();
            joined.sort_unstable();
            joined.dedup();
            let mut merged: Vec<Value> = Vec::new();
            for k in joined {
                merged.extend(sets[k].take().unwrap_or_default());
            }
            for &v in inputs {
                if !set_of.contains_key(&v) && !merged.contains(&v) {
                    merged.push(v);
                }
            }
            let id = sets.len();
            for &v in &merged {
                set_of.insert(v, id);
            }
            sets.push(Some(merged));
        }
        let sets: Vec<Vec<Value>> = sets.into_iter().flatten().collect();
        let mut to_remove: Vec<Value> = Vec::new();
        for set in &sets {
            if set.iter().all(|&v| rw.use_empty(v)) {
                to_remove.extend(set.iter().copied());
            }
        }
        if to_remove.is_empty() {
            return Err(MatchFailure::new("no values to remove"));
        }
        // The operands forwarded to them, grouped by owner.
        let inv = inverse(&mapping);
        let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
        for v in &to_remove {
            if let Some(ops) = inv.get(*v) {
                for o in ops {
                    match operands.iter_mut().find(|(owner, _)| *owner == o.op) {
                        Some((_, idx)) => idx.push(o.index as usize),
                        None => operands.push((o.op, vec![o.index as usize])),
                    }
                }
            }
        }
        for (owner_op, indices) in &operands {
            let mut dropped = vec![false; rw.op(*owner_op).num_operands()];
            for &i in indices {
                if let Some(d) = dropped.get_mut(i) {
                    *d = true;
                }
            }
            let kept: Vec<Value> = rw
                .op(*owner_op)
                .operands()
                .zip(dropped)
                .filter(|(_, d)| !d)
                .map(|(v, _)| v)
                .collect();
            let o = *owner_op;
            rw.modify_op_in_place(o, |ctx| ctx.set_operands(o, &kept))
                .map_err(MatchFailure::from)?
                .map_err(MatchFailure::from)?;
        }
        // Block arguments, by block.
        let mut args: Vec<(BlockId, Vec<u32>)> = Vec::new();
        let mut results: Vec<u32> = Vec::new();
        for &v in &to_remove {
            match rw.value_def(v) {
                ValueDef::BlockArgument { block, index } => {
                    match args.iter_mut().find(|(b, _)| *b == block) {
                        Some((_, idx)) => idx.push(index),
                        None => args.push((block, vec![index])),
                    }
                }
                ValueDef::OpResult { index, .. } => results.push(index),
            }
        }
        for (block, mut indices) in args {
            indices.sort_unstable_by(|a, b| b.cmp(a));
            let parent = rw
                .block_parent_op(block)
                .ok_or_else(|| MatchFailure::new("no parent"))?;
            rw.modify_op_in_place(parent, |ctx| {
                indices
                    .iter()
                    .try_for_each(|&i| ctx.erase_block_argument(block, i as usize))
            })
            .map_err(MatchFailure::from)?
            .map_err(MatchFailure::from)?;
        }
        if !results.is_empty() {
            erase_op_results(rw, op, &results)?;
        }
        Ok(())
    }
}

/// MLIR's `RewriterBase::eraseOpResults`: a copy of `op` without the
/// results `erase` (same operands, attributes, location) is created before
/// it, takes its regions, and replaces it.
fn erase_op_results(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    erase: &[u32],
) -> Result<OpId, MatchFailure> {
    let data = rw.op(op);
    let (name, loc, props, attrs) = (
        data.name(),
        data.loc(),
        data.properties(),
        data.attributes(),
    );
    let operands: Vec<Value> = data.operands().collect();
    let results: Vec<Value> = data.results().to_vec();
    let regions: Vec<drr::RegionId> = data.regions().to_vec();
    let mut erased = vec![false; results.len()];
    for &i in erase {
        if let Some(e) = erased.get_mut(i as usize) {
            *e = true;
        }
    }
    let kept: Vec<usize> = (0..results.len()).filter(|&i| !erased[i]).collect();
    let mut state = OperationState::new(name, loc);
    state.operands = operands.into_iter().collect();
    state.result_types = kept.iter().map(|&i| rw.value_type(results[i])).collect();
    state.properties = props;
    state.attributes = rw.dict_entries(attrs).to_vec();
    state.regions = regions
        .iter()
        .map(|_| rw.ctx_mut().create_region())
        .collect();
    let saved = rw.insertion_point();
    rw.set_insertion_point(op).map_err(MatchFailure::from)?;
    let new = rw.create(state).map_err(MatchFailure::from)?;
    rw.restore_insertion_point(saved);
    let new_regions: Vec<drr::RegionId> = rw.op(new).regions().to_vec();
    for (&from, &to) in regions.iter().zip(&new_regions) {
        rw.inline_region_before(from, to, None)
            .map_err(MatchFailure::from)?;
    }
    let new_results: Vec<Value> = rw.op(new).results().to_vec();
    let mut replacements: Vec<Option<Value>> = vec![None; results.len()];
    for (k, &i) in kept.iter().enumerate() {
        replacements[i] = Some(new_results[k]);
    }
    crate::rewrites::replace_partially(rw, op, &replacements)?;
    Ok(new)
}
