//! `ElementTypeIs<"name", Type>` and `ElementTypeIsPred<"name", Type>`
//! (MLIR's `OpBase.td`): the named value is shaped and its element type
//! satisfies the constraint; the trait's summary is `'name' is <summary>`.
//! The op is MLIR's test dialect's
//! `test.arg_and_res_have_fixed_element_types`; every expected message
//! was recorded from mlir-opt-22 on the same input.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
        let allowUnknownOperations = 1;
    }
    def ArgAndResHaveFixedElementTypesOp : Op<Test_Dialect, "arg_and_res_have_fixed_element_types",
      [PredOpTrait<"fixed type combination",
         And<[ElementTypeIsPred<"x", I32>, ElementTypeIsPred<"y", F32>]>>,
       ElementTypeIs<"res", I16>]> {
      let arguments = (ins AnyShaped:$x, AnyShaped:$y);
      let results = (outs AnyShaped:$res);
    }
}

fn check(x: &str, y: &str, res: &str) -> Result<String, String> {
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.produce\"() : () -> {x}\n  %1 = \"test.produce\"() : () -> {y}\n  %2 = \"test.arg_and_res_have_fixed_element_types\"(%0, %1) : ({x}, {y}) -> {res}\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert_eq!(out, src);
    Ok(out)
}

#[test]
fn element_types_as_required_verify() {
    check("tensor<2xi32>", "memref<f32>", "vector<2xi16>").unwrap();
    check("tensor<*xi32>", "memref<*xf32>", "tensor<*xi16>").unwrap();
}

#[test]
fn an_element_type_in_the_pred_op_trait_fails() {
    let msg = "'test.arg_and_res_have_fixed_element_types' op failed to verify that fixed type combination";
    assert_eq!(
        check("tensor<2xi64>", "memref<f32>", "vector<2xi16>").unwrap_err(),
        msg
    );
    assert_eq!(
        check("tensor<2xi32>", "memref<f64>", "vector<2xi16>").unwrap_err(),
        msg
    );
    // Both traits fail: the first listed is reported.
    assert_eq!(
        check("tensor<2xi8>", "memref<f32>", "vector<2xi32>").unwrap_err(),
        msg
    );
}

#[test]
fn element_type_is_names_the_value_and_the_summary() {
    assert_eq!(
        check("tensor<2xi32>", "memref<f32>", "vector<2xi32>").unwrap_err(),
        "'test.arg_and_res_have_fixed_element_types' op failed to verify that 'res' is 16-bit signless integer"
    );
}
