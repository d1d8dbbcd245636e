//! Region constraint records of another block (`def R : Region<pred,
//! "summary">;`): VAST's `Utils.td` defines `ValueRegion`, `CondRegion` and
//! `CasesRegion` as `Region<HasOneBlock, "…">`, and its dialects' ops files
//! use them (`let regions = (region ValueRegion:$lhs, ValueRegion:$rhs);`).
//! With the `include` line the record is fetched (with the predicate
//! record it names) and checks the regions as in its own block; before, it
//! was `unknown region constraint`.

use drr::Context;
use drr::text::parse_module;

pub mod utils {
    drr::ods! {
        def HasOneBlock : CPred<|ctx: &drr::Context, r: drr::RegionId|
            ctx.region(r).blocks().len() == 1>;
        def ValueRegion : Region<HasOneBlock, "value region">;
        def SmallRegion : Region<CPred<|ctx: &drr::Context, r: drr::RegionId|
            ctx.region(r).blocks().len() <= 1>, "small region">;
    }
}

pub mod ops {
    use super::utils::*;
    drr::ods! {
        include "utils.td";
        def W_Dialect : Dialect { let name = "w"; }
        def LAndOp : Op<W_Dialect, "land"> {
            let regions = (region ValueRegion:$lhs, ValueRegion:$rhs);
        }
        def CasesOp : Op<W_Dialect, "cases"> {
            let regions = (region VariadicRegion<SmallRegion>:$cases);
        }
    }
}

fn verify(src: &str) -> Vec<String> {
    let mut ctx = Context::new();
    ops::WDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

const BLOCK: &str = "{\n  \"test.t\"() : () -> ()\n}";
const TWO_BLOCKS: &str = "{\n  \"test.t\"() : () -> ()\n^bb1:\n  \"test.t\"() : () -> ()\n}";

#[test]
fn each_region_is_checked_with_the_fetched_record() {
    let both = format!("\"w.land\"() ({BLOCK}, {BLOCK}) : () -> ()\n");
    assert_eq!(verify(&both), Vec::<String>::new());
    let rhs_empty = format!("\"w.land\"() ({BLOCK}, {{\n}}) : () -> ()\n");
    assert_eq!(
        verify(&rhs_empty),
        ["'w.land' op region #1 ('rhs') failed to verify constraint: value region"]
    );
}

#[test]
fn a_variadic_region_of_a_fetched_record_checks_every_region() {
    let fine = format!("\"w.cases\"() ({BLOCK}, {{\n}}) : () -> ()\n");
    assert_eq!(verify(&fine), Vec::<String>::new());
    let second_too_big = format!("\"w.cases\"() ({BLOCK}, {TWO_BLOCKS}) : () -> ()\n");
    assert_eq!(
        verify(&second_too_big),
        ["'w.cases' op region #1 ('cases') failed to verify constraint: small region"]
    );
}
