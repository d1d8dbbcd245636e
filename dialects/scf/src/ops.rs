//! The ops of MLIR 22's `scf` dialect that this crate covers, written the
//! way `mlir/include/mlir/Dialect/SCF/IR/SCFOps.td` writes them (trait
//! lists as MLIR 22 declares them, minus the interfaces drr has no use
//! for): `scf.condition`, `scf.execute_region`, `scf.for`, `scf.if`,
//! `scf.while` and `scf.yield`, in MLIR's generic form.
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
    }

    def WhileOp : Op<"while", [RecursiveMemoryEffects, SingleBlock]> {
        let summary = "a generic 'while' loop";
        let arguments = (ins Variadic<AnyType>:$inits);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
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

impl Verify for ForOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        if self.initArgs(ctx).len() != ctx.op(self.op()).num_results() {
            return Err("mismatch in number of loop-carried values and defined values".into());
        }
        Ok(())
    }
}

impl RegionVerify for ForOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let body = match ctx.region(self.region(ctx)).blocks() {
            [b] => *b,
            _ => return Ok(()),
        };
        let args = ctx.block(body).args();
        let Some(&iv) = args.first() else {
            return Err("expected induction variable to be same type as bounds and step".into());
        };
        if ctx.value_type(iv) != ctx.value_type(self.lowerBound(ctx)) {
            return Err("expected induction variable to be same type as bounds and step".into());
        }
        let results = ctx.op(self.op()).results();
        if args.len() - 1 != results.len() {
            return Err("mismatch in number of basic block args and defined values".into());
        }
        for (i, ((init, &iter), &res)) in self
            .initArgs(ctx)
            .iter()
            .zip(&args[1..])
            .zip(results)
            .enumerate()
        {
            if ctx.value_type(init) != ctx.value_type(res) {
                return Err(format!(
                    "types mismatch between {i}th iter operand and defined value"
                ));
            }
            if ctx.value_type(iter) != ctx.value_type(res) {
                return Err(format!(
                    "types mismatch between {i}th iter region arg and defined value"
                ));
            }
        }
        Ok(())
    }
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
