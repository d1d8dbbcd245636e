//! `SameOperandsAndResultType` (and the shape and element-type forms) on
//! ops whose operands and results are variadic groups: MLIR's
//! `verifySameOperandsAndResult*` first require one operand and one result
//! (`verifyAtLeastNOperands(op, 1)`, `verifyAtLeastNResults(op, 1)`), so
//! an op with none is an error, while `SameTypeOperands` accepts any
//! number. The ops are those of MLIR's test dialect (`TestOps.td`'s
//! `same_operand_and_result_type`, `…_shape`, `…_element_type`,
//! `same_operand_type`), and CIRCT's `aig.and_inv`/`datapath.compress`
//! have the same shape; every message was recorded from mlir-opt-22 on the
//! same input. drr accepted the ops without operands or results (its fast
//! path took "all types equal" for true when there were none).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect { let name = "test"; }
    def SameOperandAndResultTypeOp : Op<Test_Dialect, "same_operand_and_result_type",
        [SameOperandsAndResultType]> {
      let arguments = (ins Variadic<AnyType>);
      let results = (outs Variadic<AnyType>);
    }
    def SameOperandAndResultShapeOp : Op<Test_Dialect, "same_operand_and_result_shape",
        [SameOperandsAndResultShape]> {
      let arguments = (ins Variadic<AnyShaped>);
      let results = (outs AnyShaped);
    }
    def SameOperandAndResultElementTypeOp : Op<Test_Dialect, "same_operand_and_result_element_type",
        [SameOperandsAndResultElementType]> {
      let arguments = (ins Variadic<AnyType>);
      let results = (outs Variadic<AnyType>);
    }
    def SameOperandTypeOp : Op<Test_Dialect, "same_operand_type", [SameTypeOperands]> {
      let arguments = (ins Variadic<AnyType>);
      let results = (outs Variadic<AnyType>);
    }
}

fn check(body: &str) -> Result<String, String> {
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.c\"() : () -> i32\n  {body}\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert_eq!(out, src);
    Ok(out)
}

#[test]
fn without_operands_or_results_is_an_error() {
    for (body, message) in [
        (
            "\"test.same_operand_and_result_type\"() : () -> ()",
            "'test.same_operand_and_result_type' op expected 1 or more operands, but found 0",
        ),
        (
            "%1 = \"test.same_operand_and_result_type\"() : () -> i32",
            "'test.same_operand_and_result_type' op expected 1 or more operands, but found 0",
        ),
        (
            "\"test.same_operand_and_result_type\"(%0) : (i32) -> ()",
            "'test.same_operand_and_result_type' op expected 1 or more results",
        ),
        (
            "%1 = \"test.same_operand_and_result_shape\"() : () -> tensor<1xi32>",
            "'test.same_operand_and_result_shape' op expected 1 or more operands, but found 0",
        ),
        (
            "\"test.same_operand_and_result_element_type\"(%0) : (i32) -> ()",
            "'test.same_operand_and_result_element_type' op expected 1 or more results",
        ),
        (
            "%1 = \"test.same_operand_and_result_type\"(%0) : (i32) -> i64",
            "'test.same_operand_and_result_type' op requires the same type for all operands and results",
        ),
    ] {
        assert_eq!(check(body).unwrap_err(), message, "{body}");
    }
}

#[test]
fn with_them_or_without_the_requirement_it_verifies() {
    for body in [
        "%1:2 = \"test.same_operand_and_result_type\"(%0, %0) : (i32, i32) -> (i32, i32)",
        "%1 = \"test.same_operand_and_result_type\"(%0) : (i32) -> i32",
        "\"test.same_operand_type\"() : () -> ()",
        "%1 = \"test.same_operand_type\"() : () -> i1",
    ] {
        check(body).unwrap();
    }
}
