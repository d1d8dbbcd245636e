//! The canonicalizations of MLIR 22's `scf.parallel` and
//! `scf.index_switch` (`ParallelOp::getCanonicalizationPatterns`,
//! `IndexSwitchOp::getCanonicalizationPatterns` in
//! `mlir/lib/Dialect/SCF/IR/SCF.cpp`), hand-written like those of
//! [`crate::rewrites`]: the same rewriter calls in the same order, checked
//! against mlir-opt-22.
//!
//! - [`ParallelOpSingleOrZeroIterationDimsFolder`]: a loop with a
//!   dimension of no iteration is replaced by its initial values; the
//!   dimensions of one iteration go (their induction variables become the
//!   lower bounds), the loop is rebuilt without them (its body cloned), or,
//!   with none left, its body and its reductions are cloned in its place
//!   (each reduction combining the initial value with the reduced
//!   operand);
//! - [`MergeNestedParallelLoops`]: a loop whose body is only another loop
//!   (no reductions in either, the inner bounds not using the outer
//!   induction variables) becomes one loop over both sets of dimensions;
//! - [`FoldConstantCase`]: an `scf.index_switch` on a constant runs the
//!   matching case (or the default region) in its place;
//!
//! then, for `scf.index_switch` only, the generic region-branch patterns
//! ([`crate::region_branch`]). MLIR 22's `scf.parallel` adds none, and
//! neither op has a folder.
//!
//! None is a DAG: they clone bodies with a value mapping that drops some
//! block arguments ([`drr::IrMapping`],
//! [`PatternRewriter::clone_op`],
//! [`PatternRewriter::clone_region_before_mapped`]), concatenate variadic
//! operand groups, or pick a region by a constant's value.

use drr::ods::Canonicalize;
use drr::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use drr::{BlockId, Context, IrMapping, OpId, OperationState, RegionId, Type, Value};

use crate::ops::{IndexSwitchOp, ParallelOp, ReduceOp, ReduceReturnOp, single_block};
use crate::rewrites::{fail, region_branch_patterns};
use crate::trip_count::{constant_int, constant_trip_count};

fn parallel(ctx: &Context, op: OpId) -> Result<ParallelOp, MatchFailure> {
    ParallelOp::from_op(ctx, op).ok_or_else(|| fail("not an scf.parallel"))
}

/// The body of a loop and the `scf.reduce` ending it.
fn body(ctx: &Context, op: ParallelOp) -> Result<(BlockId, ReduceOp), MatchFailure> {
    let body = single_block(ctx, op.region(ctx)).ok_or_else(|| fail("no body"))?;
    let reduce = ctx
        .block(body)
        .last_op()
        .and_then(|t| ReduceOp::from_op(ctx, t))
        .ok_or_else(|| fail("the body does not end with scf.reduce"))?;
    Ok((body, reduce))
}

/// The operations of `block` but its terminator.
fn without_terminator(ctx: &Context, block: BlockId) -> Vec<OpId> {
    let mut ops: Vec<OpId> = ctx.block_ops(block).collect();
    ops.pop();
    ops
}

/// The state of an `scf.parallel` with these operand groups (and results
/// of the initial values' types) and an empty region.
fn parallel_state(
    rw: &mut PatternRewriter<'_>,
    loc: drr::Location,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
) -> OperationState {
    let types: Vec<Type> = inits.iter().map(|&v| rw.value_type(v)).collect();
    ParallelOp::build_with(rw.ctx_mut(), loc, &types, lbs, ubs, steps, inits)
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
#[derive(Clone, Copy, Debug)]
pub struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(ParallelOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, root: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let op = parallel(rw, root)?;
        let loc = rw.op(root).loc();
        let (body, reduce) = body(rw, op)?;
        let lbs: Vec<Value> = op.lowerBound(rw).iter().collect();
        let ubs: Vec<Value> = op.upperBound(rw).iter().collect();
        let steps: Vec<Value> = op.step(rw).iter().collect();
        let inits: Vec<Value> = op.initVals(rw).iter().collect();
        let ivs: Vec<Value> = rw.block(body).args().to_vec();
        let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
        let mut mapping = IrMapping::new();
        for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
            match constant_trip_count(rw, lb, ub, step, false) {
                Some(0) => {
                    return rw.replace_op(root, &inits).map_err(MatchFailure::from);
                }
                // `getValueOrCreateConstantIndexOp` of a value: the value.
                Some(1) => {
                    mapping.map_value(iv, lb);
                    continue;
                }
                _ => {}
            }
            new_lbs.push(lb);
            new_ubs.push(ub);
            new_steps.push(step);
        }
        if new_lbs.len() == lbs.len() {
            return Err(fail("no dimension has a single iteration"));
        }
        if new_lbs.is_empty() {
            // Every dimension has one iteration: the body, then each
            // reduction, cloned in place of the loop.
            for body_op in without_terminator(rw, body) {
                rw.clone_op(body_op, &mut mapping)
                    .map_err(MatchFailure::from)?;
            }
            let operands: Vec<Value> = reduce.operands(rw).iter().collect();
            let regions: Vec<RegionId> = reduce.reductions(rw).to_vec();
            let mut results = Vec::new();
            for (i, &region) in regions.iter().enumerate() {
                let block = *rw
                    .region(region)
                    .blocks()
                    .first()
                    .ok_or_else(|| fail("a reduction has no block"))?;
                let args = rw.block(block).args().to_vec();
                let (&init, &operand) = inits
                    .get(results.len())
                    .zip(operands.get(i))
                    .ok_or_else(|| fail("a reduction has no initial value"))?;
                if args.len() < 2 {
                    return Err(fail("a reduction block has fewer than two arguments"));
                }
                mapping.map_value(args[0], init);
                let reduced = mapping.lookup_or_default(operand);
                mapping.map_value(args[1], reduced);
                for reduce_op in without_terminator(rw, block) {
                    rw.clone_op(reduce_op, &mut mapping)
                        .map_err(MatchFailure::from)?;
                }
                let ret = rw
                    .block(block)
                    .last_op()
                    .and_then(|t| ReduceReturnOp::from_op(rw, t))
                    .ok_or_else(|| fail("a reduction does not end with scf.reduce.return"))?;
                let value = ret.result(rw);
                results.push(mapping.lookup_or_default(value));
            }
            return rw.replace_op(root, &results).map_err(MatchFailure::from);
        }
        // A loop over the other dimensions, with the body cloned (the
        // collapsed induction variables mapped to their lower bounds). MLIR
        // builds it with a body block that it erases before cloning: that
        // block, made by the op's builder, was never seen by the driver.
        let state = parallel_state(rw, loc, &new_lbs, &new_ubs, &new_steps, &inits);
        let new = rw.create(state).map_err(MatchFailure::from)?;
        let region = rw.op(new).regions()[0];
        rw.clone_region_before_mapped(op.region(rw), region, None, &mut mapping)
            .map_err(MatchFailure::from)?;
        let results = rw.op(new).results().to_vec();
        rw.replace_op(root, &results).map_err(MatchFailure::from)
    }
}

/// MLIR's `MergeNestedParallelLoops`.
#[derive(Clone, Copy, Debug)]
pub struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(ParallelOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::MergeNestedParallelLoops"
    }
    fn match_and_rewrite(&self, root: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let op = parallel(rw, root)?;
        let (outer_body, _) = body(rw, op)?;
        let [inner_op] = without_terminator(rw, outer_body)[..] else {
            return Err(fail("the body is not one op"));
        };
        let inner = ParallelOp::from_op(rw, inner_op).ok_or_else(|| fail("not a nested loop"))?;
        let outer_args = rw.block(outer_body).args().to_vec();
        let inner_bounds: Vec<Value> = inner
            .lowerBound(rw)
            .iter()
            .chain(inner.upperBound(rw).iter())
            .chain(inner.step(rw).iter())
            .collect();
        if outer_args.iter().any(|a| inner_bounds.contains(a)) {
            return Err(fail("the inner bounds use an outer induction variable"));
        }
        if !op.initVals(rw).is_empty() || !inner.initVals(rw).is_empty() {
            return Err(fail("reductions are not supported"));
        }
        let (inner_body, _) = body(rw, inner)?;
        let inner_args = rw.block(inner_body).args().to_vec();
        let lbs: Vec<Value> = op
            .lowerBound(rw)
            .iter()
            .chain(inner.lowerBound(rw).iter())
            .collect();
        let ubs: Vec<Value> = op
            .upperBound(rw)
            .iter()
            .chain(inner.upperBound(rw).iter())
            .collect();
        let steps: Vec<Value> = op.step(rw).iter().chain(inner.step(rw).iter()).collect();
        let loc = rw.op(root).loc();
        // `ParallelOp::build` with a body builder: the block (one index
        // argument per dimension, at the op's location) is filled while the
        // op does not exist yet — its ops are not in the driver's scope, so
        // the driver does not queue them — and gets its `scf.reduce` from
        // `ensureTerminator` (no notification).
        let index = rw.ctx_mut().index_type();
        let args: Vec<(Type, drr::Location)> = (0..steps.len()).map(|_| (index, loc)).collect();
        let region = rw.ctx_mut().create_region();
        let block = rw.ctx_mut().create_block(&args);
        rw.ctx_mut()
            .append_block(region, block)
            .map_err(MatchFailure::from)?;
        let iter_vals = rw.block(block).args().to_vec();
        let mut mapping = IrMapping::new();
        mapping.map_values(&outer_args, &iter_vals[..outer_args.len()]);
        mapping.map_values(&inner_args, &iter_vals[outer_args.len()..]);
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_end(block)
            .map_err(MatchFailure::from)?;
        for body_op in without_terminator(rw, inner_body) {
            rw.clone_op(body_op, &mut mapping)
                .map_err(MatchFailure::from)?;
        }
        rw.restore_insertion_point(saved);
        let terminator = ReduceOp::build(rw.ctx_mut(), loc, &[], &[], &[]);
        let terminator = rw
            .ctx_mut()
            .create_op(terminator)
            .map_err(MatchFailure::from)?;
        rw.ctx_mut()
            .append_op(block, terminator)
            .map_err(MatchFailure::from)?;
        let mut state = parallel_state(rw, loc, &lbs, &ubs, &steps, &[]);
        state.regions = vec![region];
        let new = rw.create(state).map_err(MatchFailure::from)?;
        let results = rw.op(new).results().to_vec();
        rw.replace_op(root, &results).map_err(MatchFailure::from)
    }
}

/// MLIR's `FoldConstantCase` (`scf.index_switch`).
#[derive(Clone, Copy, Debug)]
pub struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(IndexSwitchOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, root: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let op = IndexSwitchOp::from_op(rw, root).ok_or_else(|| fail("not an scf.index_switch"))?;
        let cst = constant_int(rw, op.arg(rw))
            .ok_or_else(|| fail("the argument is not constant"))? as i64;
        let cases = op.cases(rw).i64_values(rw).unwrap_or_default();
        let region = match cases.iter().position(|&c| c == cst) {
            Some(i) => *op
                .caseRegions(rw)
                .get(i)
                .ok_or_else(|| fail("a case has no region"))?,
            None => op.defaultRegion(rw),
        };
        let source = *rw
            .region(region)
            .blocks()
            .first()
            .ok_or_else(|| fail("the region has no block"))?;
        let terminator = rw
            .block(source)
            .last_op()
            .ok_or_else(|| fail("the region's block is empty"))?;
        let results: Vec<Value> = rw.op(terminator).operands().collect();
        rw.inline_block_before_op(source, root, &[])
            .map_err(MatchFailure::from)?;
        rw.erase_op(terminator).map_err(MatchFailure::from)?;
        rw.replace_op(root, &results).map_err(MatchFailure::from)
    }
}

impl Canonicalize for ParallelOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(ParallelOpSingleOrZeroIterationDimsFolder);
        set.add(MergeNestedParallelLoops);
    }
}

impl Canonicalize for IndexSwitchOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(FoldConstantCase);
        region_branch_patterns(set, IndexSwitchOp::NAME);
    }
}
