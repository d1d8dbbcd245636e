//! The ops of MLIR 22's `scf` dialect that this crate covers, written the
//! way `mlir/include/mlir/Dialect/SCF/IR/SCFOps.td` writes them (trait
//! lists as MLIR 22 declares them, minus the interfaces drr has no use
//! for): `scf.condition`, `scf.execute_region`, `scf.for`, `scf.if`,
//! `scf.index_switch`, `scf.parallel`, `scf.reduce`, `scf.reduce.return`,
//! `scf.while` and `scf.yield`, in MLIR's generic form (the verifiers of
//! the parallel ops and `scf.index_switch` are in
//! [`crate::parallel_verify`]).
//!
//! Verifiers are MLIR's, with its messages (`ExecuteRegionOp::verify`,
//! `ForOp::verify` / `verifyRegions`, `IfOp::verify`); the region and
//! parent traits (`SingleBlockImplicitTerminator`, `NoRegionArguments`,
//! `ParentOneOf`, …) are checked by `ods!`'s trait verifiers.

use drr::Context;
use drr::ods::{RegionVerify, Verify};

drr::ods! {
    dialect scf;

    def ConditionOp : Op<"condition", [HasParent<"scf.while">, Pure, Terminator]> {
        let summary = "loop continuation condition";
        let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
    }

    def ExecuteRegionOp : Op<"execute_region", [RecursiveMemoryEffects]> {
        let summary = "operation that executes its region exactly once";
        let arguments = (ins UnitAttr:$no_inline);
        let results = (outs Variadic<AnyType>);
        let regions = (region AnyRegion:$region);
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
    }

    def ForOp : Op<"for", [AutomaticAllocationScope,
        AllTypesMatch<["lowerBound", "upperBound", "step"]>,
        ConditionallySpeculatable,
        SingleBlockImplicitTerminator<"scf.yield">,
        RecursiveMemoryEffects]> {
        let summary = "for operation";
        let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
                             AnySignlessIntegerOrIndex:$upperBound,
                             AnySignlessIntegerOrIndex:$step,
                             Variadic<AnyType>:$initArgs,
                             UnitAttr:$unsignedCmp);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$region);
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
    }

    def IfOp : Op<"if", [SingleBlockImplicitTerminator<"scf.yield">,
        RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments]> {
        let summary = "if-then-else operation";
        let arguments = (ins I1:$condition);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$thenRegion,
                              MaxSizedRegion<1>:$elseRegion);
        let hasFolder = 1;
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
    }

    def IndexSwitchOp : Op<"index_switch", [RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<"scf.yield">]> {
        let summary = "switch-case operation on an index argument";
        let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$defaultRegion,
                              VariadicRegion<SizedRegion<1>>:$caseRegions);
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
    }

    def ParallelOp : Op<"parallel", [AutomaticAllocationScope,
        AttrSizedOperandSegments, RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<"scf.reduce">]> {
        let summary = "parallel for operation";
        let arguments = (ins Variadic<Index>:$lowerBound,
                             Variadic<Index>:$upperBound,
                             Variadic<Index>:$step,
                             Variadic<AnyType>:$initVals);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$region);
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
    }

    def ReduceOp : Op<"reduce", [Terminator, HasParent<"scf.parallel">,
        RecursiveMemoryEffects]> {
        let summary = "reduce operation for scf.parallel";
        let arguments = (ins Variadic<AnyType>:$operands);
        let regions = (region VariadicRegion<SizedRegion<1>>:$reductions);
        // Not in MLIR: the type check `ParallelOp::verify` reports on the
        // `scf.reduce` (see `parallel_verify`).
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
    }

    def ReduceReturnOp : Op<"reduce.return", [HasParent<"scf.reduce">, Pure, Terminator]> {
        let summary = "terminator for reduce operation";
        let arguments = (ins AnyType:$result);
        let hasVerifier = 1;
    }

    def WhileOp : Op<"while", [RecursiveMemoryEffects, SingleBlock]> {
        let summary = "a generic 'while' loop";
        let arguments = (ins Variadic<AnyType>:$inits);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
        let hasCanonicalizer = 1;
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
    }

    def YieldOp : Op<"yield", [Pure, ReturnLike, Terminator,
        ParentOneOf<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                     "scf.while"]>]> {
        let summary = "loop yield and termination operation";
        let arguments = (ins Variadic<AnyType>:$results);
    }
}

impl Verify for ExecuteRegionOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let region = ctx.region(self.region(ctx));
        let Some(&entry) = region.blocks().first() else {
            return Err("region needs to have at least one block".into());
        };
        if !ctx.block(entry).args().is_empty() {
            return Err("region cannot have any arguments".into());
        }
        Ok(())
    }
}

impl Verify for WhileOp {
    /// MLIR 22's `WhileOp::verify`: the `before` region's block ends with
    /// `scf.condition` and the `after` region's with `scf.yield` (checked
    /// on entering the op, before the ops of its regions), with MLIR's
    /// `terminator here` note at the entry block's last op, if it has one.
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let last = |region| entry_terminator(ctx, region);
        let note = |t: Option<drr::OpId>| {
            if let Some(t) = t {
                drr::ods::attach_note(self.op(), ctx.op(t).loc(), "terminator here");
            }
        };
        let before = last(self.before(ctx));
        if before.is_none_or(|t| ConditionOp::from_op(ctx, t).is_none()) {
            note(before);
            return Err("expects the 'before' region to terminate with 'scf.condition'".into());
        }
        let after = last(self.after(ctx));
        if after.is_none_or(|t| YieldOp::from_op(ctx, t).is_none()) {
            note(after);
            return Err("expects the 'after' region to terminate with 'scf.yield'".into());
        }
        Ok(())
    }
}

impl Verify for ForOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        if self.initArgs(ctx).len() != ctx.op(self.op()).num_results() {
            return Err("mismatch in number of loop-carried values and defined values".into());
        }
        Ok(())
    }
}

impl RegionVerify for ForOp {
    /// MLIR 22's region checks of `scf.for`: `LoopLikeOpInterface`'s
    /// verifier (`detail::verifyLoopLikeOpInterface`, a trait of the op, so
    /// it runs first), then `ForOp::verifyRegions` (the induction
    /// variable's type). The interface's check of the induction variable's
    /// type is left out: an induction variable of the bounds' type always
    /// passes it, and mlir-opt reports another type with
    /// `verifyRegions`' message.
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let body = match ctx.region(self.region(ctx)).blocks() {
            [b] => *b,
            _ => return Ok(()),
        };
        verify_loop_like(ctx, self, body)?;
        let args = ctx.block(body).args();
        if args
            .first()
            .is_none_or(|&iv| ctx.value_type(iv) != ctx.value_type(self.lowerBound(ctx)))
        {
            return Err("expected induction variable to be same type as bounds and step".into());
        }
        Ok(())
    }
}

/// `detail::verifyLoopLikeOpInterface` for the `scf.for` `op` with body
/// `body`: the numbers, then the types, of its initial values, iteration
/// arguments (the body's arguments after the induction variable), yielded
/// values and results agree.
fn verify_loop_like(ctx: &Context, op: ForOp, body: drr::BlockId) -> Result<(), String> {
    let ty = |v: drr::Value| format!("'{}'", drr::text::print_type(ctx, ctx.value_type(v)));
    let inits = op.initArgs(ctx);
    let args = ctx.block(body).args();
    let iters = args.get(1..).unwrap_or_default();
    // MLIR drops the induction variable from the arguments unchecked: a
    // body without arguments has 2^64 - 1 iteration arguments there.
    let num_iters = (args.len() as u64).wrapping_sub(1);
    let yielded: Vec<drr::Value> = ctx
        .block(body)
        .last_op()
        .and_then(|t| YieldOp::from_op(ctx, t))
        .map(|y| y.results(ctx).iter().collect())
        .unwrap_or_default();
    let results = ctx.op(op.op()).results();
    if inits.len() as u64 != num_iters {
        return Err(format!(
            "different number of inits and region iter_args: {} != {num_iters}",
            inits.len()
        ));
    }
    if !yielded.is_empty() && num_iters != yielded.len() as u64 {
        return Err(format!(
            "different number of region iter_args and yielded values: {num_iters} != {}",
            yielded.len()
        ));
    }
    if results.len() as u64 != num_iters {
        return Err(format!(
            "different number of loop results and region iter_args: {} != {num_iters}",
            results.len()
        ));
    }
    for (i, (init, &iter)) in inits.iter().zip(iters).enumerate() {
        if ctx.value_type(init) != ctx.value_type(iter) {
            return Err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                ty(init),
                ty(iter)
            ));
        }
        if let Some(&y) = yielded.get(i)
            && ctx.value_type(iter) != ctx.value_type(y)
        {
            return Err(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                ty(iter),
                ty(y)
            ));
        }
    }
    // MLIR counts these from 0 but never increments the count inside the
    // loop: every mismatch is reported as the 0-th.
    for (&iter, &res) in iters.iter().zip(results) {
        if ctx.value_type(iter) != ctx.value_type(res) {
            return Err(format!(
                "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                ty(iter),
                ty(res)
            ));
        }
    }
    Ok(())
}

impl Verify for IfOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        if ctx.op(self.op()).num_results() != 0
            && ctx.region(self.elseRegion(ctx)).blocks().is_empty()
        {
            return Err("must have an else block if defining values".into());
        }
        Ok(())
    }
}

/// The last op of `region`'s entry block (a single-block region's
/// terminator), if any.
pub fn entry_terminator(ctx: &Context, region: drr::RegionId) -> Option<drr::OpId> {
    let &entry = ctx.region(region).blocks().first()?;
    ctx.block(entry).last_op()
}

/// The block of a region that has exactly one, if it has.
pub fn single_block(ctx: &Context, region: drr::RegionId) -> Option<drr::BlockId> {
    match ctx.region(region).blocks() {
        [b] => Some(*b),
        _ => None,
    }
}

/// `IfOp::thenYield` / `elseYield`: the `scf.yield` ending the region's
/// (last) block, if any.
pub fn region_yield(ctx: &Context, region: drr::RegionId) -> Option<YieldOp> {
    let block = *ctx.region(region).blocks().last()?;
    YieldOp::from_op(ctx, ctx.block(block).last_op()?)
}
