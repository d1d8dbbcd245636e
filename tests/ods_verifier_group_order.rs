//! The order of the generated verifier's group checks, and the value a
//! trait reads from a group holding more than one value: an optional group
//! holding two values fails when its turn comes, after the types of the
//! groups before it (mlir-tblgen's `valueGroupN.size() > 1` sits in the
//! per-group loop), and `AllTypesMatch` reads a single-value group of a
//! segment-sized op through MLIR's getter, the value at the group's start
//! (its first, or the next group's for an empty one). Found by
//! `scripts/ods-vs-tblgen`; messages recorded from mlir-tblgen-22's C++ of
//! these ops linked with libMLIR.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    include "mlir/IR/OpBase.td"
    def OD_Dialect : Dialect {
      let name = "od";
    }
    def OD_OptOp : Op<OD_Dialect, "opt"> {
      let arguments = (ins AnyComplex:$a, AnyMemRef:$b, Optional<NoneType>:$c);
      let results = (outs Optional<I32>:$r, F32:$s);
    }
    def OD_ShapeOp : Op<OD_Dialect, "shape", [AttrSizedOperandSegments, AllShapesMatch<["r", "b"]>]> {
      let arguments = (ins Optional<AnyComplex>:$a, VectorOfRankAndType<[1], [F32]>:$b, Optional<AnyStaticShapeMemRef>:$c);
      let results = (outs AnyStaticShapeTensor:$r);
    }
    def OD_SegOp : Op<OD_Dialect, "seg", [AttrSizedOperandSegments, AllTypesMatch<["x", "y"]>]> {
      let arguments = (ins Optional<F32>:$o, Variadic<AnyComplex>:$v, I1:$x);
      let results = (outs AnySignlessIntegerOrIndex:$y);
    }
}

fn check(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    OdDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (complex<f32>, memref<4xf32>, none, i1, i32) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%c: complex<f32>, %m: memref<4xf32>, %n: none, %b: i1, %i: i32):\n    {op}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn an_optional_group_of_two_fails_after_the_groups_before_it() {
    // Four operands for two single groups and an optional one: the
    // optional group gets two, but operand #1's type fails first.
    assert_eq!(
        check("%0:2 = \"od.opt\"(%c, %c, %m, %n) : (complex<f32>, complex<f32>, memref<4xf32>, none) -> (i32, f32)")
            .unwrap_err(),
        "'od.opt' op operand #1 must be memref of any type values, but got 'complex<f32>'"
    );
    // The operand group's size before any result's type.
    assert_eq!(
        check("%0:2 = \"od.opt\"(%c, %m, %n, %n) : (complex<f32>, memref<4xf32>, none, none) -> (i32, i32)")
            .unwrap_err(),
        "'od.opt' op operand group starting at #2 requires 0 or 1 element, but found 2"
    );
    // The result group's size before the type of the result after it.
    assert_eq!(
        check(
            "%0:3 = \"od.opt\"(%c, %m, %n) : (complex<f32>, memref<4xf32>, none) -> (i32, i32, i64)"
        )
        .unwrap_err(),
        "'od.opt' op result group starting at #0 requires 0 or 1 element, but found 2"
    );
}

#[test]
fn all_types_match_reads_the_first_value_of_a_two_value_group() {
    // `$x` (a single operand) holds two values by the segment sizes,
    // which MLIR's verifier allows; `getX()` is the first.
    let printed = check(
        "%0 = \"od.seg\"(%c, %b, %b) <{operandSegmentSizes = array<i32: 0, 1, 2>}> : (complex<f32>, i1, i1) -> i1",
    )
    .unwrap();
    assert!(printed.contains(
        "%0 = \"od.seg\"(%arg0, %arg3, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 2>}> : (complex<f32>, i1, i1) -> i1"
    ));
    assert_eq!(
        check(
            "%0 = \"od.seg\"(%c, %b, %b) <{operandSegmentSizes = array<i32: 0, 1, 2>}> : (complex<f32>, i1, i1) -> i32"
        )
        .unwrap_err(),
        "'od.seg' op failed to verify that all of {x, y} have same type"
    );
    assert_eq!(
        check(
            "%0 = \"od.seg\"(%c, %b, %i) <{operandSegmentSizes = array<i32: 0, 1, 2>}> : (complex<f32>, i1, i32) -> i32"
        )
        .unwrap_err(),
        "'od.seg' op operand #2 must be 1-bit signless integer, but got 'i32'"
    );
}

#[test]
fn a_trait_reads_an_empty_single_group_at_its_start() {
    // Segment sizes leave `$b` empty: `getB()` dereferences the group's
    // start, the next group's memref, whose shape `r`'s matches.
    check(
        "%0 = \"od.shape\"(%c, %m) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (complex<f32>, memref<4xf32>) -> tensor<4xf32>",
    )
    .unwrap();
    assert_eq!(
        check(
            "%0 = \"od.shape\"(%c, %m) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (complex<f32>, memref<4xf32>) -> tensor<5xf32>"
        )
        .unwrap_err(),
        "'od.shape' op failed to verify that all of {r, b} have same shape"
    );
}
