//! The canonicalizations of MLIR 22's `scf.if`, `scf.for` and
//! `scf.execute_region` that no DAG describes, as hand-written
//! [`RewritePattern`]s following
//! `mlir/lib/Dialect/SCF/IR/SCF.cpp` step by step (the same rewriter
//! calls in the same order, so the driver's worklist, and hence the
//! output, is MLIR's). Each needs something drr's region patterns cannot
//! say:
//!
//! - per-result filtering and re-indexing of variadic results and yield
//!   operands ([`ConvertTrivialIfToSelect`]), or re-typing one of them
//!   ([`ForOpTensorCastFolder`]);
//! - replacing some uses of a value but not others, or uses of the
//!   results of an op that stays ([`ConditionPropagation`],
//!   [`ReplaceIfYieldWithConditionOrValue`]);
//! - ops found through block order (the previous op, [`CombineIfs`]) and
//!   yields merged across regions ([`CombineNestedIfs`], [`CombineIfs`]);
//! - splitting the parent block and branching to blocks
//!   ([`MultiBlockExecuteInliner`]).
//!
//! The `Canonicalize` hooks at the end add every pattern of an op — DRR
//! ([`crate::patterns`]), hand-written, and the generic region-branch
//! ones ([`crate::region_branch`]) — in MLIR 22's order.

use drr::ods::Canonicalize;
use drr::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use drr::{AttrData, BlockId, Context, OpId, OperationState, RegionId, Type, Value};
use drr_arith::ops::{Arith_AndIOp, Arith_ConstantOp, Arith_XOrIOp, ArithDialect, SelectOp};

use crate::ops::{ExecuteRegionOp, ForOp, IfOp, YieldOp};
use crate::patterns;
use crate::region_branch;
use crate::tensor::{Tensor_CastOp, preserves_static_information};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

pub(crate) fn fail(reason: &'static str) -> MatchFailure {
    MatchFailure::new(reason)
}

/// The region of the block defining `v` (MLIR's `Value::getParentRegion`).
pub(crate) fn parent_region(ctx: &Context, v: Value) -> Option<RegionId> {
    let block = match ctx.value_def(v) {
        drr::ValueDef::BlockArgument { block, .. } => Some(block),
        drr::ValueDef::OpResult { op, .. } => ctx.op(op).parent_block(),
    }?;
    ctx.block(block).parent_region()
}

/// True if `region` contains `op`, at any depth (MLIR's
/// `region.isAncestor(op->getParentRegion())`).
pub(crate) fn region_contains_op(ctx: &Context, region: RegionId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let Some(r) = ctx
            .op(o)
            .parent_block()
            .and_then(|b| ctx.block(b).parent_region())
        else {
            return false;
        };
        if r == region {
            return true;
        }
        cur = ctx.region(r).parent_op();
    }
    false
}

/// The last block of `region` (MLIR's `IfOp::thenBlock` / `elseBlock`).
pub(crate) fn last_block(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.region(region).blocks().last().copied()
}

/// The `scf.yield` ending the last block of `region` (MLIR's
/// `IfOp::thenYield` / `elseYield`).
pub(crate) fn yield_of(ctx: &Context, region: RegionId) -> Option<OpId> {
    let op = ctx.block(last_block(ctx, region)?).last_op()?;
    YieldOp::from_op(ctx, op).map(|y| y.op())
}

/// The operands of `op`.
fn operands(ctx: &Context, op: OpId) -> Vec<Value> {
    ctx.op(op).operands().collect()
}

/// True if `v` is defined by a constant-like op (MLIR's
/// `matchPattern(v, m_Constant())`).
fn is_constant(ctx: &mut Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|op| drr::rewrite::constant_value(ctx, op).is_some())
}

/// The boolean constant `v` is defined by (`m_Constant(&BoolAttr)`).
fn bool_constant(ctx: &mut Context, v: Value) -> Option<bool> {
    let op = ctx.defining_op(v)?;
    let attr = drr::rewrite::constant_value(ctx, op)?;
    let i1 = ctx.int_type(1);
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } if *ty == i1 => Some(*value != 0),
        _ => None,
    }
}

/// True if `v` is defined by a constant-like op folding to an integer 1
/// (or `true`): MLIR's `m_One()`.
pub(crate) fn is_one(ctx: &mut Context, v: Value) -> bool {
    let Some(op) = ctx.defining_op(v) else {
        return false;
    };
    let Some(attr) = drr::rewrite::constant_value(ctx, op) else {
        return false;
    };
    let i1 = ctx.int_type(1);
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => {
            let (ty, value) = (*ty, *value);
            value == ctx.normalize_int(ty, 1) || (ty == i1 && value != 0)
        }
        _ => false,
    }
}

/// The `arith.xori` defining `v`, if any.
fn xori_of(ctx: &Context, v: Value) -> Option<Arith_XOrIOp> {
    Arith_XOrIOp::from_op(ctx, ctx.defining_op(v)?)
}

/// Creates an op from `state` at the insertion point.
pub(crate) fn create(
    rw: &mut PatternRewriter<'_>,
    state: OperationState,
) -> Result<OpId, MatchFailure> {
    rw.create(state).map_err(MatchFailure::from)
}

/// Creates `scf.if` with result types `types` and condition `cond`, both
/// regions empty, at the insertion point.
fn create_if(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    types: &[Type],
    cond: Value,
) -> Result<OpId, MatchFailure> {
    let state = IfOp::build(rw.ctx_mut(), loc, types, &[cond], &[]);
    create(rw, state)
}

/// Creates `scf.yield` of `values` at the insertion point.
fn create_yield(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    values: &[Value],
) -> Result<OpId, MatchFailure> {
    let state = YieldOp::build(rw.ctx_mut(), loc, &[], values, &[]);
    create(rw, state)
}

/// Creates `arith.select %cond, %t, %f` at the insertion point.
fn create_select(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    cond: Value,
    t: Value,
    f: Value,
) -> Result<Value, MatchFailure> {
    let ty = rw.value_type(t);
    let state = SelectOp::build(rw.ctx_mut(), loc, &[ty], &[cond, t, f], &[]);
    let op = create(rw, state)?;
    Ok(rw.op(op).results()[0])
}

/// Creates an `i1` `arith.constant` at the insertion point.
pub(crate) fn create_bool(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    value: bool,
) -> Result<Value, MatchFailure> {
    let attr = rw.ctx_mut().bool_attr(value);
    let state = Arith_ConstantOp::build_inferred(rw.ctx_mut(), loc, attr)
        .map_err(|e| MatchFailure::new(format!("cannot build arith.constant: {e}")))?;
    let op = create(rw, state)?;
    Ok(rw.op(op).results()[0])
}

/// The block created at the start of `region` (MLIR's `createBlock`; the
/// insertion point moves into it).
fn create_block(rw: &mut PatternRewriter<'_>, region: RegionId) -> Result<BlockId, MatchFailure> {
    rw.create_block(region, 0, &[]).map_err(MatchFailure::from)
}

/// Replaces `op` with `values`, where `None` stands for a result without
/// uses (MLIR passes a null value there).
pub(crate) fn replace_partially(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    values: &[Option<Value>],
) -> MatchResult {
    // Any live value stands in for the results without uses: it replaces
    // nothing.
    let stand_in = values
        .iter()
        .flatten()
        .next()
        .copied()
        .or_else(|| rw.op(op).operands().next());
    let values: Vec<Value> = match stand_in {
        Some(s) => values.iter().map(|v| v.unwrap_or(s)).collect(),
        None => return rw.erase_op(op).map_err(MatchFailure::from),
    };
    rw.replace_op(op, &values).map_err(MatchFailure::from)
}

// ---------------------------------------------------------------------------
// scf.if
// ---------------------------------------------------------------------------

/// MLIR's `CombineIfs`: an `scf.if` right after another one on the same
/// condition (or its negation `xori(c, 1)`) is merged into it.
#[derive(Clone, Copy, Debug, Default)]
pub struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::CombineIfs"
    }
    fn match_and_rewrite(&self, next_if: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let next = IfOp::from_op(rw, next_if).ok_or_else(|| fail("not scf.if"))?;
        let prev_op = rw
            .prev_op(next_if)
            .ok_or_else(|| fail("first op of its block"))?;
        let prev =
            IfOp::from_op(rw, prev_op).ok_or_else(|| fail("the previous op is not scf.if"))?;
        let (next_cond, prev_cond) = (next.condition(rw), prev.condition(rw));
        let (next_then, next_else) = (next.thenRegion(rw), next.elseRegion(rw));
        let mut then_block = None;
        let mut else_block = None;
        if next_cond == prev_cond {
            then_block = last_block(rw, next_then);
            else_block = last_block(rw, next_else);
        }
        if let Some(x) = xori_of(rw, next_cond) {
            let (lhs, rhs) = (x.lhs(rw), x.rhs(rw));
            if lhs == prev_cond && is_one(rw.ctx_mut(), rhs) {
                else_block = last_block(rw, next_then);
                if !rw.region(next_else).blocks().is_empty() {
                    then_block = last_block(rw, next_else);
                }
            }
        }
        if let Some(x) = xori_of(rw, prev_cond) {
            let (lhs, rhs) = (x.lhs(rw), x.rhs(rw));
            if lhs == next_cond && is_one(rw.ctx_mut(), rhs) {
                else_block = last_block(rw, next_then);
                if !rw.region(next_else).blocks().is_empty() {
                    then_block = last_block(rw, next_else);
                }
            }
        }
        if then_block.is_none() && else_block.is_none() {
            return Err(fail("the conditions are unrelated"));
        }
        let (prev_then, prev_else) = (prev.thenRegion(rw), prev.elseRegion(rw));
        let prev_results: Vec<Value> = rw.op(prev_op).results().to_vec();
        let prev_then_yield = yield_of(rw, prev_then).ok_or_else(|| fail("no then yield"))?;
        let then_yielded = operands(rw, prev_then_yield);
        let else_yielded = match yield_of(rw, prev_else) {
            Some(y) if !rw.region(prev_else).blocks().is_empty() => operands(rw, y),
            _ => Vec::new(),
        };
        // Uses of the previous `if`'s results inside the next one take the
        // yielded values (zipped with the else values: none if it has no
        // else branch).
        let then_region = then_block.and_then(|b| rw.block(b).parent_region());
        let else_region = else_block.and_then(|b| rw.block(b).parent_region());
        for ((&res, &t), &e) in prev_results.iter().zip(&then_yielded).zip(&else_yielded) {
            let uses: Vec<drr::OperandRef> = rw.uses(res).collect();
            for u in uses {
                let to = if then_region.is_some_and(|r| region_contains_op(rw, r, u.op)) {
                    t
                } else if else_region.is_some_and(|r| region_contains_op(rw, r, u.op)) {
                    e
                } else {
                    continue;
                };
                rw.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, to))
                    .map_err(MatchFailure::from)?
                    .map_err(MatchFailure::from)?;
            }
        }
        // The merged `if`: the previous one's results, then the next one's.
        let mut types: Vec<Type> = prev_results.iter().map(|&r| rw.value_type(r)).collect();
        types.extend(rw.op(next_if).results().iter().map(|&r| rw.value_type(r)));
        let loc = rw.op(next_if).loc();
        let combined = create_if(rw, loc, &types, prev_cond)?;
        let (c_then, c_else) = {
            let r = rw.op(combined).regions();
            (r[0], r[1])
        };
        rw.inline_region_before(prev_then, c_then, None)
            .map_err(MatchFailure::from)?;
        if let Some(nt) = then_block {
            let then_yield = yield_of(rw, c_then).ok_or_else(|| fail("no then yield"))?;
            let then_yield2 = rw.block(nt).last_op().ok_or_else(|| fail("no yield"))?;
            let dest = last_block(rw, c_then).ok_or_else(|| fail("no then block"))?;
            rw.merge_blocks(nt, dest, &[]).map_err(MatchFailure::from)?;
            rw.set_insertion_point_to_end(dest)
                .map_err(MatchFailure::from)?;
            let mut merged = operands(rw, then_yield);
            merged.extend(operands(rw, then_yield2));
            let loc2 = rw.op(then_yield2).loc();
            create_yield(rw, loc2, &merged)?;
            rw.erase_op(then_yield).map_err(MatchFailure::from)?;
            rw.erase_op(then_yield2).map_err(MatchFailure::from)?;
        }
        rw.inline_region_before(prev_else, c_else, None)
            .map_err(MatchFailure::from)?;
        if let Some(ne) = else_block {
            if rw.region(c_else).blocks().is_empty() {
                let region = rw
                    .block(ne)
                    .parent_region()
                    .ok_or_else(|| fail("no else region"))?;
                rw.inline_region_before(region, c_else, None)
                    .map_err(MatchFailure::from)?;
            } else {
                let else_yield = yield_of(rw, c_else).ok_or_else(|| fail("no else yield"))?;
                let else_yield2 = rw.block(ne).last_op().ok_or_else(|| fail("no yield"))?;
                let dest = last_block(rw, c_else).ok_or_else(|| fail("no else block"))?;
                rw.merge_blocks(ne, dest, &[]).map_err(MatchFailure::from)?;
                rw.set_insertion_point_to_end(dest)
                    .map_err(MatchFailure::from)?;
                let mut merged = operands(rw, else_yield);
                merged.extend(operands(rw, else_yield2));
                let loc2 = rw.op(else_yield2).loc();
                create_yield(rw, loc2, &merged)?;
                rw.erase_op(else_yield).map_err(MatchFailure::from)?;
                rw.erase_op(else_yield2).map_err(MatchFailure::from)?;
            }
        }
        let results: Vec<Value> = rw.op(combined).results().to_vec();
        let (prev_values, next_values) = results.split_at(prev_results.len());
        let (prev_values, next_values) = (prev_values.to_vec(), next_values.to_vec());
        rw.replace_op(prev_op, &prev_values)
            .map_err(MatchFailure::from)?;
        rw.replace_op(next_if, &next_values)
            .map_err(MatchFailure::from)?;
        Ok(())
    }
}

/// MLIR's `CombineNestedIfs`: `if a { if b { … } }` (nothing else in the
/// outer then branch, else branches that only yield) becomes
/// `if (a and b) { … }`, with selects for the values the outer `if`
/// yields from outside the inner one.
#[derive(Clone, Copy, Debug, Default)]
pub struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::CombineNestedIfs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let outer = IfOp::from_op(rw, op).ok_or_else(|| fail("not scf.if"))?;
        let (then_r, else_r) = (outer.thenRegion(rw), outer.elseRegion(rw));
        let then_block = last_block(rw, then_r).ok_or_else(|| fail("no then block"))?;
        // The nested `if` must be the only op besides the terminator.
        // Two ops read at most: the merged bodies of a long chain of ifs
        // are not walked on every match.
        let mut ops = rw.block_ops(then_block);
        let (Some(nested_op), Some(_terminator), None) = (ops.next(), ops.next(), ops.next())
        else {
            return Err(fail("the then block is not one op and a terminator"));
        };
        let else_block = last_block(rw, else_r);
        if let Some(b) = else_block
            && rw.block_ops(b).take(2).count() != 1
        {
            return Err(fail("the else block does more than yield"));
        }
        let nested =
            IfOp::from_op(rw, nested_op).ok_or_else(|| fail("the nested op is not scf.if"))?;
        let nested_else = last_block(rw, nested.elseRegion(rw));
        if let Some(b) = nested_else
            && rw.block_ops(b).take(2).count() != 1
        {
            return Err(fail("the nested else block does more than yield"));
        }
        let then_yield_op = yield_of(rw, then_r).ok_or_else(|| fail("no then yield"))?;
        let mut then_yield = operands(rw, then_yield_op);
        let else_yield: Vec<Value> = match else_block {
            Some(_) => operands(
                rw,
                yield_of(rw, else_r).ok_or_else(|| fail("no else yield"))?,
            ),
            None => Vec::new(),
        };
        let mut upgrade_to_select = Vec::new();
        for i in 0..then_yield.len() {
            let v = then_yield[i];
            if rw.defining_op(v) == Some(nested_op) {
                let idx = match rw.value_def(v) {
                    drr::ValueDef::OpResult { index, .. } => index as usize,
                    drr::ValueDef::BlockArgument { .. } => unreachable!("an op result"),
                };
                let nested_else_yield = yield_of(rw, nested.elseRegion(rw))
                    .ok_or_else(|| fail("the nested if has no else yield"))?;
                if rw.op(nested_else_yield).operand(idx) != else_yield[i] {
                    return Err(fail("the nested else value differs from the outer one"));
                }
                let nested_then_yield = yield_of(rw, nested.thenRegion(rw))
                    .ok_or_else(|| fail("the nested if has no then yield"))?;
                then_yield[i] = rw.op(nested_then_yield).operand(idx);
                continue;
            }
            if parent_region(rw, v) == Some(then_r) {
                return Err(fail("a yielded value is defined in the then branch"));
            }
            upgrade_to_select.push(i);
        }
        let loc = rw.op(op).loc();
        let (cond, nested_cond) = (outer.condition(rw), nested.condition(rw));
        let i1 = rw.ctx_mut().int_type(1);
        let state = Arith_AndIOp::build(rw.ctx_mut(), loc, &[i1], &[cond, nested_cond], &[]);
        let and_op = create(rw, state)?;
        let new_cond = rw.op(and_op).results()[0];
        let types: Vec<Type> = rw
            .op(op)
            .results()
            .iter()
            .map(|&r| rw.value_type(r))
            .collect();
        let new_if = create_if(rw, loc, &types, new_cond)?;
        let new_then = rw.op(new_if).regions()[0];
        let new_block = create_block(rw, new_then)?;
        let mut results: Vec<Value> = rw.op(new_if).results().to_vec();
        rw.set_insertion_point(new_if).map_err(MatchFailure::from)?;
        for &i in &upgrade_to_select {
            results[i] = create_select(rw, loc, cond, then_yield[i], else_yield[i])?;
        }
        let nested_then_block =
            last_block(rw, nested.thenRegion(rw)).ok_or_else(|| fail("no nested then block"))?;
        rw.merge_blocks(nested_then_block, new_block, &[])
            .map_err(MatchFailure::from)?;
        rw.set_insertion_point_to_end(new_block)
            .map_err(MatchFailure::from)?;
        let old_yield = yield_of(rw, new_then).ok_or_else(|| fail("no merged yield"))?;
        let yloc = rw.op(old_yield).loc();
        create_yield(rw, yloc, &then_yield)?;
        rw.replace_op(old_yield, &[]).map_err(MatchFailure::from)?;
        if !else_yield.is_empty() {
            let new_else = rw.op(new_if).regions()[1];
            create_block(rw, new_else)?;
            create_yield(rw, loc, &else_yield)?;
        }
        rw.replace_op(op, &results).map_err(MatchFailure::from)
    }
}

/// MLIR's `ConditionPropagation`: uses of the condition inside the then
/// (else) branch become `true` (`false`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ConditionPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let ifop = IfOp::from_op(rw, op).ok_or_else(|| fail("not scf.if"))?;
        let cond = ifop.condition(rw);
        if is_constant(rw.ctx_mut(), cond) {
            return Err(fail("the condition is a constant"));
        }
        let (then_r, else_r) = (ifop.thenRegion(rw), ifop.elseRegion(rw));
        let loc = rw.op(op).loc();
        let mut changed = false;
        let (mut t, mut f) = (None, None);
        let uses = rw.ctx().uses_nested_in(cond, op);
        for u in uses {
            let to = if region_contains_op(rw, then_r, u.op) {
                match t {
                    Some(v) => v,
                    None => *t.insert(create_bool(rw, loc, true)?),
                }
            } else if region_contains_op(rw, else_r, u.op) {
                match f {
                    Some(v) => v,
                    None => *f.insert(create_bool(rw, loc, false)?),
                }
            } else {
                continue;
            };
            changed = true;
            rw.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, to))
                .map_err(MatchFailure::from)?
                .map_err(MatchFailure::from)?;
        }
        if changed {
            Ok(())
        } else {
            Err(fail("the condition is not used in the branches"))
        }
    }
}

/// MLIR's `ConvertTrivialIfToSelect`: results whose yielded values are
/// defined outside the `if` become `arith.select`s (or the value itself
/// when both branches yield it); the `if` keeps the others.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let ifop = IfOp::from_op(rw, op).ok_or_else(|| fail("not scf.if"))?;
        let n = rw.op(op).num_results();
        if n == 0 {
            return Err(fail("no results"));
        }
        let cond = ifop.condition(rw);
        let (then_r, else_r) = (ifop.thenRegion(rw), ifop.elseRegion(rw));
        let then_yield = yield_of(rw, then_r).ok_or_else(|| fail("no then yield"))?;
        let else_yield = yield_of(rw, else_r).ok_or_else(|| fail("no else yield"))?;
        let (tv, fv) = (operands(rw, then_yield), operands(rw, else_yield));
        let non_hoistable: Vec<Type> = tv
            .iter()
            .zip(&fv)
            .filter(|(t, f)| {
                parent_region(rw, **t) == Some(then_r) || parent_region(rw, **f) == Some(else_r)
            })
            .map(|(t, _)| rw.value_type(*t))
            .collect();
        if non_hoistable.len() == n {
            return Err(fail("every yielded value is defined inside"));
        }
        let loc = rw.op(op).loc();
        let replacement = create_if(rw, loc, &non_hoistable, cond)?;
        let (r_then, r_else) = {
            let r = rw.op(replacement).regions();
            (r[0], r[1])
        };
        rw.inline_region_before(then_r, r_then, None)
            .map_err(MatchFailure::from)?;
        rw.inline_region_before(else_r, r_else, None)
            .map_err(MatchFailure::from)?;
        rw.set_insertion_point(replacement)
            .map_err(MatchFailure::from)?;
        let mut results = Vec::with_capacity(n);
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        for (&t, &f) in tv.iter().zip(&fv) {
            if parent_region(rw, t) == Some(r_then) || parent_region(rw, f) == Some(r_else) {
                results.push(rw.op(replacement).results()[true_yields.len()]);
                true_yields.push(t);
                false_yields.push(f);
            } else if t == f {
                results.push(t);
            } else {
                results.push(create_select(rw, loc, cond, t, f)?);
            }
        }
        for (region, values) in [(r_then, &true_yields), (r_else, &false_yields)] {
            let block = last_block(rw, region).ok_or_else(|| fail("no block"))?;
            rw.set_insertion_point_to_end(block)
                .map_err(MatchFailure::from)?;
            let old = yield_of(rw, region).ok_or_else(|| fail("no yield"))?;
            let yloc = rw.op(old).loc();
            create_yield(rw, yloc, values)?;
            rw.replace_op(old, &[]).map_err(MatchFailure::from)?;
        }
        rw.replace_op(op, &results).map_err(MatchFailure::from)
    }
}

/// MLIR's `ReplaceIfYieldWithConditionOrValue`: a result whose branches
/// yield the same value is that value; one yielding `true`/`false` is the
/// condition, `false`/`true` its negation. Its uses are replaced directly
/// (MLIR's `Value::replaceAllUsesWith`, not notified); the `if` stays.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let ifop = IfOp::from_op(rw, op).ok_or_else(|| fail("not scf.if"))?;
        let results: Vec<Value> = rw.op(op).results().to_vec();
        if results.is_empty() {
            return Err(fail("no results"));
        }
        let then_yield = yield_of(rw, ifop.thenRegion(rw)).ok_or_else(|| fail("no then yield"))?;
        let else_yield = yield_of(rw, ifop.elseRegion(rw)).ok_or_else(|| fail("no else yield"))?;
        let (tv, fv) = (operands(rw, then_yield), operands(rw, else_yield));
        rw.set_insertion_point(op).map_err(MatchFailure::from)?;
        let loc = rw.op(op).loc();
        let cond = ifop.condition(rw);
        let mut changed = false;
        for ((&t, &f), &res) in tv.iter().zip(&fv).zip(&results) {
            if t == f {
                if !rw.use_empty(res) {
                    rw.ctx_mut()
                        .replace_all_uses_with(res, t)
                        .map_err(MatchFailure::from)?;
                    changed = true;
                }
                continue;
            }
            let (Some(tb), Some(fb)) = (
                bool_constant(rw.ctx_mut(), t),
                bool_constant(rw.ctx_mut(), f),
            ) else {
                continue;
            };
            if !tb && fb && !rw.use_empty(res) {
                // The constant of the dialect of the yielded constant.
                let i1 = rw.ctx_mut().int_type(1);
                let one = rw.ctx_mut().integer_attr(i1, 1);
                let c = <ArithDialect as drr::ods::MaterializeConstant>::materialize_constant(
                    rw.ctx_mut(),
                    one,
                    i1,
                    loc,
                )
                .ok_or_else(|| fail("cannot materialize true"))?;
                let c = rw.insert(c).map_err(MatchFailure::from)?;
                let one_v = rw.op(c).results()[0];
                let state = Arith_XOrIOp::build(rw.ctx_mut(), loc, &[i1], &[cond, one_v], &[]);
                let x = create(rw, state)?;
                let not_cond = rw.op(x).results()[0];
                rw.ctx_mut()
                    .replace_all_uses_with(res, not_cond)
                    .map_err(MatchFailure::from)?;
                changed = true;
            }
            if tb && !fb && !rw.use_empty(res) {
                rw.ctx_mut()
                    .replace_all_uses_with(res, cond)
                    .map_err(MatchFailure::from)?;
                changed = true;
            }
        }
        if changed {
            // The uses changed behind the rewriter's back, as in MLIR: a
            // success, with no user put on the worklist.
            rw.notify_unobserved_change();
            Ok(())
        } else {
            Err(fail("no result is a condition or a forwarded value"))
        }
    }
}

// ---------------------------------------------------------------------------
// scf.for
// ---------------------------------------------------------------------------

/// The location of `v`: its defining op's, or its block argument's
/// (MLIR's `Value::getLoc`).
pub(crate) fn value_loc(ctx: &Context, v: Value) -> drr::Location {
    match ctx.value_def(v) {
        drr::ValueDef::OpResult { op, .. } => ctx.op(op).loc(),
        drr::ValueDef::BlockArgument { block, index } => {
            ctx.block(block).arg_locs()[index as usize]
        }
    }
}

/// Creates `tensor.cast %source` to `ty` at the insertion point.
fn create_cast(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    ty: Type,
    source: Value,
) -> Result<Value, MatchFailure> {
    let state = Tensor_CastOp::build(rw.ctx_mut(), loc, &[ty], &[source], &[]);
    let op = create(rw, state)?;
    Ok(rw.op(op).results()[0])
}

/// MLIR's `ForOpTensorCastFolder`: an iteration argument whose initial
/// value is a `tensor.cast` from a more static type (and whose result has
/// one use) is carried with the cast's source type; casts at the top of
/// the body, before the yield and after the loop keep every use at the
/// old type (MLIR's `replaceAndCastForOpIterArg`, step by step).
#[derive(Clone, Copy, Debug, Default)]
pub struct ForOpTensorCastFolder;

impl RewritePattern for ForOpTensorCastFolder {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(ForOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ForOpTensorCastFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let for_op = ForOp::from_op(rw, op).ok_or_else(|| fail("not scf.for"))?;
        let inits = for_op.initArgs(rw).to_vec();
        let results = rw.op(op).results().to_vec();
        let mut found = None;
        for (i, (&init, &result)) in inits.iter().zip(&results).enumerate() {
            let Some(cast) = rw
                .defining_op(init)
                .and_then(|d| Tensor_CastOp::from_op(rw, d))
            else {
                continue;
            };
            let source = cast.source(rw);
            let (source_ty, dest_ty) = (rw.value_type(source), rw.value_type(init));
            if source_ty == dest_ty
                || !preserves_static_information(rw, dest_ty, source_ty)
                || !rw.has_one_use(result)
            {
                continue;
            }
            found = Some((i, source));
            break;
        }
        let (index, replacement) =
            found.ok_or_else(|| fail("no iteration argument from a cast to fold"))?;
        let old_ty = rw.value_type(inits[index]);
        let new_ty = rw.value_type(replacement);
        let loc = rw.op(op).loc();
        let body =
            crate::ops::single_block(rw, for_op.region(rw)).ok_or_else(|| fail("no body"))?;

        // 1-2. The new loop, its iteration operand replaced, with the old
        // loop's attributes and an empty body block of the new types.
        let mut new_inits = inits.clone();
        new_inits[index] = replacement;
        let (lb, ub, step) = (
            for_op.lowerBound(rw),
            for_op.upperBound(rw),
            for_op.step(rw),
        );
        let mut new_operands = vec![lb, ub, step];
        new_operands.extend(&new_inits);
        let types: Vec<Type> = new_inits.iter().map(|&v| rw.value_type(v)).collect();
        let mut state = ForOp::build(rw.ctx_mut(), loc, &types, &new_operands, &[]);
        state.properties = rw.op(op).properties();
        let attrs = rw.op(op).attributes();
        state.attributes = rw.dict_entries(attrs).to_vec();
        let new_op = create(rw, state)?;
        let new_region = rw.op(new_op).regions()[0];
        let mut args = vec![(rw.value_type(lb), loc)];
        args.extend(
            new_inits
                .iter()
                .map(|&v| (rw.value_type(v), value_loc(rw, v))),
        );
        let new_block = rw
            .create_block(new_region, 0, &args)
            .map_err(MatchFailure::from)?;

        // 3. A cast back to the old type at the start of the body.
        let new_arg = rw.block(new_block).args()[index + 1];
        rw.set_insertion_point_to_start(new_block)
            .map_err(MatchFailure::from)?;
        let cast_in = create_cast(rw, loc, old_ty, new_arg)?;
        let mut transfer = rw.block(new_block).args().to_vec();
        transfer[index + 1] = cast_in;

        // 4. The old body's ops move in.
        rw.merge_blocks(body, new_block, &transfer)
            .map_err(MatchFailure::from)?;

        // 5. The yielded value cast to the new type.
        let old_yield = rw
            .block(new_block)
            .last_op()
            .ok_or_else(|| fail("no yield"))?;
        rw.set_insertion_point(old_yield)
            .map_err(MatchFailure::from)?;
        let mut yielded = operands(rw, old_yield);
        let cast_out = create_cast(rw, loc, new_ty, yielded[index])?;
        yielded[index] = cast_out;
        create_yield(rw, loc, &yielded)?;
        rw.erase_op(old_yield).map_err(MatchFailure::from)?;

        // 6. The result cast back to the old type after the loop.
        rw.set_insertion_point_after(new_op)
            .map_err(MatchFailure::from)?;
        let mut new_results = rw.op(new_op).results().to_vec();
        new_results[index] = create_cast(rw, loc, old_ty, new_results[index])?;
        rw.replace_op(op, &new_results).map_err(MatchFailure::from)
    }
}

// ---------------------------------------------------------------------------
// scf.execute_region
// ---------------------------------------------------------------------------

/// MLIR's `MultiBlockExecuteInliner`: an `scf.execute_region` (not
/// `no_inline`) directly in a function or another `execute_region` is
/// inlined with branches: its block is split, the region's blocks go
/// between the halves, `cf.br`s replace the yields.
#[derive(Clone, Copy, Debug, Default)]
pub struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(ExecuteRegionOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let exec =
            ExecuteRegionOp::from_op(rw, op).ok_or_else(|| fail("not scf.execute_region"))?;
        if exec.no_inline_attr(rw).is_some() {
            return Err(fail("no_inline"));
        }
        let parent = rw.parent_op(op).ok_or_else(|| fail("no parent op"))?;
        let parent_name = rw.op_name_str(rw.op(parent).name()).to_string();
        if parent_name != "func.func" && parent_name != ExecuteRegionOp::NAME {
            return Err(fail(
                "the parent is not a function or an scf.execute_region",
            ));
        }
        let prev_block = rw
            .op(op)
            .parent_block()
            .ok_or_else(|| fail("not in a block"))?;
        let post_block = rw.split_block(prev_block, op).map_err(MatchFailure::from)?;
        rw.set_insertion_point_to_end(prev_block)
            .map_err(MatchFailure::from)?;
        let region = exec.region(rw);
        let entry = *rw
            .region(region)
            .blocks()
            .first()
            .ok_or_else(|| fail("no block"))?;
        let loc = rw.op(op).loc();
        create_branch(rw, loc, entry, &[])?;
        let blocks: Vec<BlockId> = rw.region(region).blocks().to_vec();
        for b in blocks {
            if let Some(t) = rw.block(b).last_op()
                && YieldOp::from_op(rw, t).is_some()
            {
                rw.set_insertion_point(t).map_err(MatchFailure::from)?;
                let vals = operands(rw, t);
                let tloc = rw.op(t).loc();
                create_branch(rw, tloc, post_block, &vals)?;
                rw.erase_op(t).map_err(MatchFailure::from)?;
            }
        }
        let post_region = rw
            .block(post_block)
            .parent_region()
            .ok_or_else(|| fail("no region"))?;
        rw.inline_region_before(region, post_region, Some(post_block))
            .map_err(MatchFailure::from)?;
        let results: Vec<Value> = rw.op(op).results().to_vec();
        let mut args = Vec::with_capacity(results.len());
        for &r in &results {
            let ty = rw.value_type(r);
            let l = rw.op(op).loc();
            let a = rw
                .ctx_mut()
                .add_block_argument(post_block, ty, l)
                .map_err(MatchFailure::from)?;
            args.push(a);
        }
        rw.replace_op(op, &args).map_err(MatchFailure::from)
    }
}

/// Creates `cf.br ^dest(values)` at the insertion point.
fn create_branch(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    dest: BlockId,
    values: &[Value],
) -> Result<OpId, MatchFailure> {
    let name = rw.ctx_mut().op_name("cf.br");
    let mut state = OperationState::new(name, loc);
    state.operands = values.iter().copied().collect();
    state.successors = vec![dest];
    create(rw, state)
}

// ---------------------------------------------------------------------------
// The ops' canonicalization patterns, in MLIR 22's order
// ---------------------------------------------------------------------------
//
// Each under MLIR's debug name (what `enable-patterns`/`disable-patterns`
// select): the C++ class's, namespace included. The DRR patterns of
// `patterns.rs` get theirs here; MLIR's `RemoveStaticCondition` and
// `SimplifyTrivialLoops` are each several of them, all under its name.

/// MLIR's debug name of `RemoveStaticCondition`.
const REMOVE_STATIC_CONDITION: &str = "(anonymous namespace)::RemoveStaticCondition";

/// MLIR's debug name of `SimplifyTrivialLoops`.
const SIMPLIFY_TRIVIAL_LOOPS: &str = "(anonymous namespace)::SimplifyTrivialLoops";

impl Canonicalize for IfOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(CombineIfs);
        set.add(CombineNestedIfs);
        set.add(ConditionPropagation);
        set.add(ConvertTrivialIfToSelect);
        set.add_named(
            "(anonymous namespace)::RemoveEmptyElseBranch",
            patterns::RemoveEmptyElseBranch,
        );
        set.add_named(REMOVE_STATIC_CONDITION, patterns::RemoveStaticConditionThen);
        set.add_named(REMOVE_STATIC_CONDITION, patterns::RemoveStaticConditionElse);
        set.add_named(
            REMOVE_STATIC_CONDITION,
            patterns::RemoveStaticConditionNoElse,
        );
        set.add(ReplaceIfYieldWithConditionOrValue);
        region_branch_patterns(set, IfOp::NAME);
    }
}

impl Canonicalize for ForOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add_named(
            SIMPLIFY_TRIVIAL_LOOPS,
            patterns::SimplifyTrivialLoopsNoIteration,
        );
        set.add_named(
            SIMPLIFY_TRIVIAL_LOOPS,
            patterns::SimplifyTrivialLoopsOneIteration,
        );
        set.add_named(
            SIMPLIFY_TRIVIAL_LOOPS,
            patterns::SimplifyTrivialLoopsEmptyBody,
        );
        set.add(ForOpTensorCastFolder);
        region_branch_patterns(set, ForOp::NAME);
    }
}

impl Canonicalize for ExecuteRegionOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(patterns::SingleBlockExecuteInliner);
        set.add(MultiBlockExecuteInliner);
        region_branch_patterns(set, ExecuteRegionOp::NAME);
    }
}

/// `populateRegionBranchOpInterfaceCanonicalizationPatterns` for the ops
/// named `name` (see [`crate::region_branch`]).
pub(crate) fn region_branch_patterns(set: &mut RewritePatternSet, name: &'static str) {
    set.add(region_branch::MakeRegionBranchOpSuccessorInputsDead(name));
    set.add(region_branch::RemoveDuplicateSuccessorInputUses(name));
    set.add(region_branch::RemoveDeadRegionBranchOpSuccessorInputs(name));
}
