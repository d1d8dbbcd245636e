//! A record standing for an argument's multiplicity (`def PtxPredicate :
//! Optional<I1>;` of MLIR's `BasicPtxBuilderInterface.td`, which Mosaic
//! GPU's ops use from another file) named by an op of another block: the
//! record is fetched and substituted as in its own block, so the operand is
//! optional (or variadic) with the wrapped constraint. Messages recorded
//! from mlir-opt-22 on an upstream op of the same shape (`nvvm.mbarrier.init`
//! with and without its `PtxPredicate` operand, and with an `i32` there).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

pub mod lib {
    drr::ods! {
        include "mlir/IR/OpBase.td"
        def PtxPredicate : Optional<I1>;
        def Indices : Variadic<I32>;
    }
}

pub mod ops {
    use super::lib::*;
    drr::ods! {
        include "lib.td"
        def T_Dialect : Dialect { let name = "t"; }
        def T_WaitOp : Op<T_Dialect, "wait", [AttrSizedOperandSegments]> {
          let arguments = (ins Indices:$indices, PtxPredicate:$predicate);
        }
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ops::TDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i1\n  %1 = \"test.x\"() : () -> i32\n{body}}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn multiplicity_records_of_another_block_wrap_their_constraint() {
    check("  \"t.wait\"(%1, %1, %0) <{operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i1) -> ()\n").unwrap();
    check("  \"t.wait\"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()\n").unwrap();
    assert_eq!(
        check("  \"t.wait\"(%1) <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()\n")
            .unwrap_err(),
        "'t.wait' op operand #0 must be 1-bit signless integer, but got 'i32'"
    );
    assert_eq!(
        check("  \"t.wait\"(%0, %0) <{operandSegmentSizes = array<i32: 0, 2>}> : (i1, i1) -> ()\n")
            .unwrap_err(),
        "'t.wait' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
}
