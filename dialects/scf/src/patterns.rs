//! The canonicalizations of MLIR 22's `scf.if`, `scf.for` and
//! `scf.execute_region` that drr's region patterns express, as DRR
//! records (`mlir/lib/Dialect/SCF/IR/SCF.cpp`'s C++ patterns, one record
//! per case they distinguish):
//!
//! | MLIR pattern | records |
//! |---|---|
//! | `RemoveStaticCondition` (`scf.if`) | [`RemoveStaticConditionThen`], [`RemoveStaticConditionElse`], [`RemoveStaticConditionNoElse`] |
//! | `RemoveEmptyElseBranch` (`scf.if`) | [`RemoveEmptyElseBranch`] |
//! | `SimplifyTrivialLoops` (`scf.for`) | [`SimplifyTrivialLoopsNoIteration`], [`SimplifyTrivialLoopsOneIteration`], [`SimplifyTrivialLoopsEmptyBody`] |
//! | `SingleBlockExecuteInliner` (`scf.execute_region`) | [`SingleBlockExecuteInliner`] |
//!
//! Each has MLIR's benefit (1: `addBenefit` takes back the ops matched
//! inside regions) so that, added in MLIR's order, they are tried in
//! MLIR's order. The C++ conditions that are not shapes are Rust
//! constraints (the trip count, "defined outside the loop").

use drr::{Attribute, Context, OpId, Value};

use crate::ops::{ExecuteRegionOp, ForOp, IfOp, YieldOp};
use crate::trip_count::{is_one_iteration, static_trip_count};

/// True if `v` is defined outside `op` (MLIR's
/// `LoopLikeOpInterface::isDefinedOutsideOfLoop`).
pub fn defined_outside(ctx: &Context, v: Value, op: OpId) -> bool {
    let owner = match ctx.defining_op(v) {
        Some(def) => Some(def),
        None => match ctx.value_def(v) {
            drr::ValueDef::BlockArgument { block, .. } => ctx.block_parent_op(block),
            drr::ValueDef::OpResult { op, .. } => Some(op),
        },
    };
    !owner.is_some_and(|o| ctx.is_ancestor_or_self(op, o))
}

/// The trip count of the `scf.for` `op` (see [`crate::trip_count`]).
fn trip_count(ctx: &Context, op: OpId) -> Option<u128> {
    ForOp::from_op(ctx, op).and_then(|f| static_trip_count(ctx, f))
}

/// Copies the discardable attributes of `from` to `to` (what MLIR's
/// `cloneWithoutRegions` keeps besides the op's own arguments).
fn copy_discardable_attrs(ctx: &mut Context, from: OpId, to: OpId) {
    let attrs = ctx.op(from).attributes();
    let entries = ctx.dict_entries(attrs).to_vec();
    if !entries.is_empty() {
        // A fresh op, not yet seen by anyone but the worklist: set without
        // a modification notice, as MLIR's clone builds it with them.
        let _ = ctx.set_attributes(to, entries);
    }
}

drr::patterns! {
    def NoResults : Constraint<|ctx: &Context, op: OpId| ctx.op(op).num_results() == 0, "has no results">;
    def Unset : Constraint<|_ctx: &Context, a: Option<Attribute>| a.is_none(), "is not set">;
    def NoIteration : Constraint<|ctx: &Context, op: OpId| trip_count(ctx, op) == Some(0), "has no iteration">;
    def OneIteration : Constraint<|ctx: &Context, op: OpId| trip_count(ctx, op).is_some_and(is_one_iteration), "has one iteration">;
    def SeveralIterations : Constraint<|ctx: &Context, op: OpId| trip_count(ctx, op).is_some_and(|n| n > 1 && !is_one_iteration(n)), "has a known trip count above 1">;
    def DefinedOutside : Constraint<|ctx: &Context, values: Vec<Value>, op: OpId| values.iter().all(|&v| defined_outside(ctx, v, op)), "defined outside the loop">;
    def CopyDiscardableAttrs : NativeCodeCallVoid<|ctx: &mut Context, from: OpId, to: OpId| copy_discardable_attrs(ctx, from, to)>;

    // `scf.if` with a constant condition: the taken branch is inlined at the
    // `if`'s place, its yield's operands replace the results; with a false
    // condition and no else branch, the `if` goes.
    def RemoveStaticConditionThen : Pat<
        (IfOp (ConstantLikeMatcher ConstBoolAttrTrue), $then, $else),
        (inlineRegion $then)>;
    def RemoveStaticConditionElse : Pat<
        (IfOp (ConstantLikeMatcher ConstBoolAttrFalse), $then, (region $else)),
        (inlineRegion $else)>;
    def RemoveStaticConditionNoElse : Pattern<
        (IfOp:$op (ConstantLikeMatcher ConstBoolAttrFalse), $then, (region)),
        [(erase $op)]>;

    // An `scf.if` without results whose else branch only yields: the else
    // branch goes (a new `if` takes the then region, the attributes and the
    // location of the old one).
    def RemoveEmptyElseBranch : Pattern<
        (IfOp:$op $c, $then, (region (block (YieldOp $_)))),
        [(IfOp:$new $c, (region $then), (region), (location $op))],
        [(NoResults:$op)],
        [(CopyDiscardableAttrs $op, $new)],
        (addBenefit -1)>;

    // `scf.for` without iterations: its initial values; with one
    // iteration: its body, inlined with the lower bound for the induction
    // variable and the initial values for the iteration arguments; with
    // more and a body that only yields values defined outside the loop:
    // those values.
    def SimplifyTrivialLoopsNoIteration : Pat<
        (ForOp:$op $lb, $ub, $step, $inits, $_, $body),
        (replaceWithValue $inits),
        [(NoIteration:$op)]>;
    def SimplifyTrivialLoopsOneIteration : Pat<
        (ForOp:$op $lb, $ub, $step, $inits, $_, $body),
        (inlineRegion $body, $lb, $inits),
        [(OneIteration:$op)]>;
    def SimplifyTrivialLoopsEmptyBody : Pat<
        (ForOp:$op $lb, $ub, $step, $inits, $_,
            (region (block $iv, Variadic<AnyType>:$iters, (YieldOp $yielded)))),
        (replaceWithValue $yielded),
        [(SeveralIterations:$op), (DefinedOutside $yielded, $op)],
        (addBenefit -1)>;

    // A single-block `scf.execute_region` (not `no_inline`) is inlined.
    def SingleBlockExecuteInliner : Pat<
        (ExecuteRegionOp $noInline, (region $body)),
        (inlineRegion $body),
        [(Unset $noInline)]>;
}
