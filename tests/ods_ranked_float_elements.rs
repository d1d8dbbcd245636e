//! `RankedF32ElementsAttr<[dims]>` and its kin as constants (TF Lite's
//! `ConstantAttr<RankedF32ElementsAttr<[]>, "1.0f">` in
//! `tflite_legalize_hlo_patterns.td`) and defaults: ODS builds them with
//! the class's `constBuilderCall`, `DenseElementsAttr::get(
//! RankedTensorType::get({dims}, getF<width>Type()), ArrayRef($0))` — a
//! scalar or one value is a splat of the shape, one value per element a
//! list, each rounded to the element type. The printed forms are
//! mlir-opt-22's for the same dense attributes.

mod common;
use common::{module, run, set};

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Fe_Dialect : Dialect { let name = "fe"; }
    def Fe_ConstOp : Op<Fe_Dialect, "const"> {
        let arguments = (ins ElementsAttr:$value);
        let results = (outs AnyTensor:$out);
    }
    def Fe_UseOp : Op<Fe_Dialect, "use"> {
        let arguments = (ins AnyTensor:$in);
        let results = (outs AnyTensor:$out);
    }
    def Fe_ScaleOp : Op<Fe_Dialect, "scale"> {
        let arguments = (ins
            DefaultValuedAttr<RankedF32ElementsAttr<[2]>, "{ 1.5, 2.5 }">:$factors,
            DefaultValuedAttr<RankedFloatElementsAttr<16, [3]>, "0.1">:$bias,
            DefaultValuedAttr<RankedF64ElementsAttr<[2]>, "{ 0.1 }">:$shift);
    }
}

fn reg(ctx: &mut Context) {
    FeDialect::register(ctx);
}

#[test]
fn ranked_float_defaults() {
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"fe.scale\"() : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        "\"builtin.module\"() ({\n  \"fe.scale\"() <{bias = dense<9.997550e-02> : tensor<3xf16>, factors = dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>, shift = dense<1.000000e-01> : tensor<2xf64>}> : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn ranked_float_constant_in_a_pattern() {
    let src = module(
        "%arg0: tensor<f32>",
        "    %0 = \"fe.use\"(%arg0) : (tensor<f32>) -> tensor<f32>\n",
    );
    let out = run(
        reg,
        &src,
        set(drr::pat!((Fe_UseOp $x),
                      (Fe_ConstOp ConstantAttr<RankedF32ElementsAttr<[]>, "1.0f">))),
        false,
    );
    assert_eq!(
        out,
        module(
            "%arg0: tensor<f32>",
            "    %0 = \"fe.const\"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>\n"
        )
    );
}
