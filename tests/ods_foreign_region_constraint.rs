//! A region constraint with a predicate of its own, ODS's `Region<pred,
//! "summary">` (StableHLO's VHLO declares `VHLO_AnyRegion` so; MLIR's own
//! `SizedRegion` is one with a C++ `hasNItems`): the predicate is Rust,
//! `|ctx: &Context, r: RegionId| -> bool`, and applies to the region of a
//! slot or to every region of a `VariadicRegion<…>`, with ODS's message
//! (`region #N ('name') failed to verify constraint: summary`, the form
//! mlir-opt-22 prints for `SizedRegion<1>`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// Regions of at most one block.
fn one_block_at_most(ctx: &Context, r: drr::RegionId) -> bool {
    ctx.region(r).blocks().len() <= 1
}

drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    def V_SmallRegion : Region<CPred<|ctx: &::drr::Context, r: ::drr::RegionId| one_block_at_most(ctx, r)>,
        "region of at most one block">;
    def V_Small : RegionConstraint<one_block_at_most, "small region">;
    def V_CaseOp : Op<V_Dialect, "case", []> {
      let arguments = (ins AnyType:$index);
      let regions = (region V_Small:$first, VariadicRegion<V_SmallRegion>:$branches);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    VDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn case(regions: &[&str]) -> String {
    format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i1\n  \"v.case\"(%0) ({}) : (i1) -> ()\n}}) : () -> ()\n",
        regions.join(", ")
    )
}

const ONE: &str = "{\n    \"test.y\"() : () -> ()\n  }";
const TWO: &str = "{\n    \"test.y\"() [^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    \"test.y\"() : () -> ()\n  }";

#[test]
fn regions_that_satisfy_the_predicate_verify() {
    let src = case(&[ONE, ONE, ONE]);
    assert_eq!(check(&src).unwrap(), src);
}

#[test]
fn the_first_failing_region_is_named_with_the_summary() {
    assert_eq!(
        check(&case(&[TWO, ONE])).unwrap_err(),
        "'v.case' op region #0 ('first') failed to verify constraint: small region"
    );
    assert_eq!(
        check(&case(&[ONE, ONE, TWO])).unwrap_err(),
        "'v.case' op region #2 ('branches') failed to verify constraint: region of at most one block"
    );
}
