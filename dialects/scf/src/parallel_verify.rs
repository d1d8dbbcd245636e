//! The verifiers of MLIR 22's `scf.parallel`, `scf.reduce`,
//! `scf.reduce.return` and `scf.index_switch` (`ParallelOp::verify`,
//! `ReduceOp::verifyRegions`, `ReduceReturnOp::verify`,
//! `IndexSwitchOp::verify` in `mlir/lib/Dialect/SCF/IR/SCF.cpp`), with
//! mlir-opt-22's messages. The region and parent traits
//! (`SingleBlockImplicitTerminator`, `HasParent`, `SizedRegion<1>`,
//! `AttrSizedOperandSegments`) are checked by `ods!`'s trait verifiers
//! before these run.
//!
//! Two differences come from the verifier hooks returning one message
//! about the op being verified:
//!
//! - `ParallelOp::verify` reports a reduction operand whose type is not
//!   its result's on the `scf.reduce` (`reduceOp.emitOpError()`); here
//!   that check is `scf.reduce`'s own [`Verify`] (same message, same
//!   operation and location). It then runs when the verifier reaches the
//!   `scf.reduce`, after the ops before it in the body, where MLIR checks
//!   it with the `scf.parallel`: the first error reported differs only
//!   for a body with another invalid op before its `scf.reduce`.
//! - `IndexSwitchOp::verify` attaches a note (`see yield operation here`,
//!   `… returns … here`) to its yield-count and yield-type errors; the
//!   errors here have the same text without that note.

use drr::Context;
use drr::ods::{RegionVerify, Verify};

use crate::ops::{IndexSwitchOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};
use crate::trip_count::constant_int;

/// A type as MLIR's diagnostics print one (`'i32'`).
fn quoted(ctx: &Context, ty: drr::Type) -> String {
    format!("'{}'", drr::text::print_type(ctx, ty))
}

/// `getConstantIntValue`: the value of an integer (or index) constant, as
/// an `int64_t`.
fn constant_i64(ctx: &Context, v: drr::Value) -> Option<i64> {
    constant_int(ctx, v).map(|c| c as i64)
}

impl Verify for ParallelOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let steps = self.step(ctx);
        if steps.is_empty() {
            return Err(
                "needs at least one tuple element for lowerBound, upperBound and step".into(),
            );
        }
        if steps
            .iter()
            .any(|s| constant_i64(ctx, s).is_some_and(|c| c <= 0))
        {
            return Err("constant step operand must be positive".into());
        }
        let Some(body) = crate::ops::single_block(ctx, self.region(ctx)) else {
            return Ok(());
        };
        let args = ctx.block(body).args();
        if args.len() != steps.len() {
            return Err(format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ));
        }
        if args
            .iter()
            .any(|&a| !matches!(ctx.type_data(ctx.value_type(a)), drr::TypeData::Index))
        {
            return Err("expects arguments for the induction variable to be of index type".into());
        }
        let last = ctx.block(body).last_op();
        let Some(reduce) = last.and_then(|t| ReduceOp::from_op(ctx, t)) else {
            // MLIR's `verifyAndGetTerminator`: a note at the wrong last op.
            if let Some(t) = last {
                drr::ods::attach_note(self.op(), ctx.op(t).loc(), "terminator here");
            }
            return Err("expects body to terminate with 'scf.reduce'".into());
        };
        let results = ctx.op(self.op()).num_results();
        let reductions = reduce.reductions(ctx).len();
        if results != reductions {
            return Err(format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            ));
        }
        let inits = self.initVals(ctx).len();
        if results != inits {
            return Err(format!(
                "expects number of results: {results} to be the same as number of initial values: {inits}"
            ));
        }
        Ok(())
    }
}

impl Verify for ReduceOp {
    /// The last check of `ParallelOp::verify`, on the `scf.reduce` it
    /// reports (see the module documentation).
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let Some(parallel) = ctx
            .op(self.op())
            .parent_block()
            .and_then(|b| ctx.block_parent_op(b))
            .and_then(|p| ParallelOp::from_op(ctx, p))
        else {
            return Ok(());
        };
        let results = ctx.op(parallel.op()).results();
        let operands: Vec<drr::Value> = self.operands(ctx).iter().collect();
        for (i, &res) in results.iter().enumerate() {
            let Some(&operand) = operands.get(i) else {
                break;
            };
            let (rt, ot) = (ctx.value_type(res), ctx.value_type(operand));
            if rt != ot {
                return Err(format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(ctx, ot),
                    quoted(ctx, rt)
                ));
            }
        }
        Ok(())
    }
}

impl RegionVerify for ReduceOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let operands: Vec<drr::Value> = self.operands(ctx).iter().collect();
        for (i, &region) in self.reductions(ctx).iter().enumerate() {
            let Some(&operand) = operands.get(i) else {
                // MLIR reads past the operands here; there is no message.
                return Err(format!("{i}-th reduction region has no operand"));
            };
            let ty = ctx.value_type(operand);
            let Some(&block) = ctx.region(region).blocks().first() else {
                continue;
            };
            let Some(last) = ctx.block(block).last_op() else {
                return Err(format!("{i}-th reduction has an empty body"));
            };
            let args = ctx.block(block).args();
            if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != ty) {
                return Err(format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    quoted(ctx, ty)
                ));
            }
            if ReduceReturnOp::from_op(ctx, last).is_none() {
                return Err(
                    "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
                );
            }
        }
        Ok(())
    }
}

impl Verify for ReduceReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let Some(block) = ctx.op(self.op()).parent_block() else {
            return Ok(());
        };
        let Some(&first) = ctx.block(block).args().first() else {
            return Ok(());
        };
        let expected = ctx.value_type(first);
        if expected != ctx.value_type(self.result(ctx)) {
            return Err(format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(ctx, expected)
            ));
        }
        Ok(())
    }
}

impl Verify for IndexSwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let cases = self.cases(ctx).i64_values(ctx).unwrap_or_default();
        let regions = self.caseRegions(ctx);
        if cases.len() != regions.len() {
            return Err(format!(
                "has {} case regions but {} case values",
                regions.len(),
                cases.len()
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for &c in cases.iter() {
            if !seen.insert(c) {
                return Err(format!("has duplicate case value: {c}"));
            }
        }
        let results: Vec<drr::Type> = ctx
            .op(self.op())
            .results()
            .iter()
            .map(|&r| ctx.value_type(r))
            .collect();
        let check = |region: drr::RegionId, name: &str| -> Result<(), String> {
            let Some(&block) = ctx.region(region).blocks().first() else {
                return Ok(());
            };
            let Some(last) = ctx.block(block).last_op() else {
                return Ok(());
            };
            let Some(y) = YieldOp::from_op(ctx, last) else {
                return Err(format!(
                    "expected region to end with scf.yield, but got {}",
                    ctx.op_name_str(ctx.op(last).name())
                ));
            };
            let yielded: Vec<drr::Value> = y.results(ctx).iter().collect();
            if yielded.len() != results.len() {
                return Err(format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    yielded.len()
                ));
            }
            for (idx, (&rt, &v)) in results.iter().zip(&yielded).enumerate() {
                if rt != ctx.value_type(v) {
                    return Err(format!(
                        "expected result #{idx} of each region to be {}",
                        quoted(ctx, rt)
                    ));
                }
            }
            Ok(())
        };
        check(self.defaultRegion(ctx), "default region")?;
        for (idx, &r) in regions.iter().enumerate() {
            check(r, &format!("case region #{idx}"))?;
        }
        Ok(())
    }
}
