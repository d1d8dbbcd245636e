//! An op interface written inline in a trait list, as older onnx-mlir's
//! generated `ONNXOps.td.inc` does (`[Pure, OpInterface<"ResultTypeInferenceOpInterface">]`):
//! an `OpInterface` record is an `OpInterfaceTrait` in ODS, so it is accepted
//! with no effect (its methods are C++), the op keeping its other traits and
//! constraints.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Onx_Dialect : Dialect { let name = "onx"; }
    def Onx_ConstantOfShapeOp : Op<Onx_Dialect, "ConstantOfShape",
        [Pure, OpInterface<"ResultTypeInferenceOpInterface">,
         OpInterface<"::onx::ShapeHelperOpInterface">]> {
      let arguments = (ins TensorOf<[I64]>:$input, OptionalAttr<AnyAttr>:$value);
      let results = (outs TensorOf<[F32, I64]>:$output);
    }
}

const GOOD: &str = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: tensor<2xi64>):\n    %0 = \"onx.ConstantOfShape\"(%arg0) : (tensor<2xi64>) -> tensor<?x?xf32>\n  }) : () -> ()\n}) : () -> ()\n";

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    OnxDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn inline_interfaces_leave_the_op_as_declared() {
    assert_eq!(check(GOOD).unwrap(), GOOD);
    // The declared constraints still apply.
    let bad = GOOD.replace("tensor<?x?xf32>", "tensor<?x?xi8>");
    assert_eq!(
        check(&bad).unwrap_err(),
        "'onx.ConstantOfShape' op result #0 must be tensor of 32-bit float or 64-bit signless integer values, but got 'tensor<?x?xi8>'"
    );
}
