//! The trait lists of MLIR 22's `InferTypeOpInterface.td` (`InferTypeOpAdaptor`,
//! `InferTypeOpAdaptorWithIsCompatible`, `InferShapedTypeOpAdaptor`,
//! `InferShapedTypeOpAdaptorWithReify`, `InferTensorType…`) are accepted on
//! ops (TOSA and the test dialect name some of them); their inference is
//! C++, so without a Rust `inferReturnTypes` the op's declared constraints
//! are what is checked. Messages as mlir-opt-22 words them.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def It_Dialect : Dialect { let name = "it"; }
    class It_Op<string mnemonic, list<Trait> traits = []> : Op<It_Dialect, mnemonic, traits> {
      let arguments = (ins AnyRankedTensor:$x);
      let results = (outs AnyRankedTensor:$r);
    }
    def ShapedAdaptorOp : It_Op<"shaped", [InferShapedTypeOpAdaptor]>;
    def ShapedReifyOp : It_Op<"shaped_reify", [InferShapedTypeOpAdaptorWithReify]>;
    def TensorOp : It_Op<"tensor", [InferTensorType]>;
    def TensorReifyOp : It_Op<"tensor_reify", [InferTensorTypeWithReify]>;
    def TensorAdaptorOp : It_Op<"tensor_adaptor", [InferTensorTypeAdaptor]>;
    def TensorAdaptorReifyOp : It_Op<"tensor_adaptor_reify", [InferTensorTypeAdaptorWithReify]>;
}

fn run(op: &str, ty: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ItDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"other.src\"() : () -> tensor<2xf32>\n  %1 = \"it.{op}\"(%0) : (tensor<2xf32>) -> {ty}\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions::default());
    assert_eq!(out, src);
    Ok(out)
}

#[test]
fn every_trait_list_is_accepted_and_the_constraints_checked() {
    for op in [
        "shaped",
        "shaped_reify",
        "tensor",
        "tensor_reify",
        "tensor_adaptor",
        "tensor_adaptor_reify",
    ] {
        run(op, "tensor<2xf32>").unwrap();
        assert_eq!(
            run(op, "tensor<*xf32>").unwrap_err(),
            format!(
                "'it.{op}' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'"
            )
        );
    }
}
