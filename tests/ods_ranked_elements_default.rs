//! `RankedI64ElementsAttr<[dims]>` defaults (Linalg's named convolutions
//! declare `DefaultValuedOptionalAttr<RankedI64ElementsAttr<[2]>,
//! "{ static_cast<int64_t>(1) }">:$strides`): ODS builds them with the
//! class's `constBuilderCall`, `DenseIntElementsAttr::get(RankedTensorType::
//! get({dims}, i64), ArrayRef($0))` — one value is a splat of the shape,
//! one value per element a list. A `DefaultValuedAttr` is stored when the
//! op is parsed, and printed in mlir-opt's dense form.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Cv_Dialect : Dialect { let name = "cv"; }
    def Cv_ConvOp : Op<Cv_Dialect, "conv"> {
        let arguments = (ins
            DefaultValuedAttr<RankedI64ElementsAttr<[2]>, "{ static_cast<int64_t>(1) }">:$strides,
            DefaultValuedAttr<RankedI64ElementsAttr<[2]>, "{ 1, 2 }">:$dilations,
            DefaultValuedOptionalAttr<RankedI64ElementsAttr<[2]>, "{ static_cast<int64_t>(1) }">:$pads);
    }
}

#[test]
fn defaults_are_dense_elements() {
    let mut ctx = Context::new();
    CvDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"cv.conv\"() : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        "\"builtin.module\"() ({\n  \"cv.conv\"() <{dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : () -> ()\n}) : () -> ()\n"
    );
    let bad = "\"builtin.module\"() ({\n  \"cv.conv\"() <{strides = dense<1> : tensor<3xi64>}> : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, bad, "in.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'cv.conv' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]"
    );
}
