//! Quantized-type constraints of the `quant` dialect: `QuantBase.td`'s C++
//! class test `::llvm::isa<mlir::quant::QuantizedType>($_self)` is a test
//! of the type's text in `ods!` (`!quant.any`, `!quant.uniform`,
//! `!quant.calibrated`), so a base block written as `QuantBase.td` writes
//! it needs no Rust for it; an ops block uses the base's constraints and
//! traits by name (`include` + `use`). The op declarations follow
//! `QuantOps.td`'s `quant.dcast`, `quant.qcast` and `quant.scast`; the
//! messages were recorded from `mlir-opt-22` on the same ops.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base file: the dialect, the type constraints, the traits.
pub mod quant_base {
    drr::ods! {
        def Quant_Dialect : Dialect { let name = "quant"; }

        class quant_ScalarOrTensorOf<Type etype> :
            Type<Or<[etype.predicate, TensorOf<[etype]>.predicate]>,
                 "scalar or tensor of " # etype.summary>;

        def quant_QuantizedType :
            Type<CPred<"::llvm::isa<mlir::quant::QuantizedType>($_self)">, "quantized type">;
        def quant_ScalarType :
            Type<Or<[AnySignlessInteger.predicate, AnyFloat.predicate,
                     quant_QuantizedType.predicate]>,
                 "signless integer, float, or quantized scalar">;
        def quant_IntegerOrQuantizedType :
            Type<Or<[AnySignlessInteger.predicate, quant_QuantizedType.predicate]>,
                 "signless integer or quantized type">;

        def quant_FloatScalarOrTensor : quant_ScalarOrTensorOf<AnyFloat>;
        def quant_IntegerScalarOrTensor : quant_ScalarOrTensorOf<AnySignlessInteger>;
        def quant_QuantizedScalarOrTensor : quant_ScalarOrTensorOf<quant_QuantizedType>;
        def quant_IntegerOrQuantizedScalarOrTensor :
            quant_ScalarOrTensorOf<quant_IntegerOrQuantizedType>;

        def quant_SameScalarOrTensorShape : PredOpTrait<
            "input and result are both scalars or both tensors with matching shape",
            Or<[
              And<[TypeIsPred<"input", quant_ScalarType>,
                   TypeIsPred<"result", quant_ScalarType>]>,
              And<[TypeIsPred<"input", AnyUnrankedTensor>,
                   TypeIsPred<"result", AnyUnrankedTensor>]>,
              And<[TypeIsPred<"input", AnyRankedTensor>,
                   TypeIsPred<"result", AnyRankedTensor>,
                   AllShapesMatch<["input", "result"]>.predicate]>
            ]>>;
        def quant_IntegerAndQuantizedCombination : PredOpTrait<
            "input must be integer and result must be quantized, or vice versa",
            Or<[
              And<[TypeIsPred<"input", quant_QuantizedScalarOrTensor>,
                   TypeIsPred<"result", quant_IntegerScalarOrTensor>]>,
              And<[TypeIsPred<"input", quant_IntegerScalarOrTensor>,
                   TypeIsPred<"result", quant_QuantizedScalarOrTensor>]>
            ]>>;
    }
}

/// The ops file.
pub mod quant_ops {
    use super::quant_base::*;

    drr::ods! {
        include "mlir/Dialect/Quant/IR/QuantBase.td";

        class quant_Op<string mnemonic, list<Trait> traits> :
            Op<Quant_Dialect, mnemonic, traits>;

        def quant_DequantizeCastOp : quant_Op<"dcast", [Pure, quant_SameScalarOrTensorShape]> {
          let arguments = (ins quant_QuantizedScalarOrTensor:$input);
          let results = (outs quant_FloatScalarOrTensor:$result);
        }
        def quant_QuantizeCastOp : quant_Op<"qcast", [Pure, quant_SameScalarOrTensorShape]> {
          let arguments = (ins quant_FloatScalarOrTensor:$input);
          let results = (outs quant_QuantizedScalarOrTensor:$result);
        }
        def quant_StorageCastOp : quant_Op<"scast", [Pure, quant_SameScalarOrTensorShape,
                                                     quant_IntegerAndQuantizedCombination]> {
          let arguments = (ins quant_IntegerOrQuantizedScalarOrTensor:$input);
          let results = (outs quant_IntegerOrQuantizedScalarOrTensor:$result);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    quant_base::QuantDialect::register(&mut ctx);
    quant_ops::QuantOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: tensor<2x!quant.uniform<i8:f32, 2.000000e+00>>, %arg1: f32, %arg2: i8):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn valid_casts() {
    for body in [
        "%0 = \"quant.dcast\"(%arg0) : (tensor<2x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<2xf32>",
        "%0 = \"quant.qcast\"(%arg1) : (f32) -> !quant.uniform<i8:f32, 2.000000e+00>",
        "%0 = \"quant.scast\"(%arg0) : (tensor<2x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<2xi8>",
    ] {
        let src = module(body);
        assert_eq!(check(&src).unwrap(), src);
    }
}

#[test]
fn mlir_s_messages() {
    let cases = [
        (
            "%0 = \"quant.dcast\"(%arg0) : (tensor<2x!quant.uniform<i8:f32, 2.000000e+00>>) -> tensor<3xf32>",
            "'quant.dcast' op failed to verify that input and result are both scalars or both tensors with matching shape",
        ),
        (
            "%0 = \"quant.scast\"(%arg1) : (f32) -> i8",
            "'quant.scast' op operand #0 must be scalar or tensor of signless integer or quantized type, but got 'f32'",
        ),
        (
            "%0 = \"quant.qcast\"(%arg2) : (i8) -> !quant.uniform<i8:f32, 2.000000e+00>",
            "'quant.qcast' op operand #0 must be scalar or tensor of floating-point, but got 'i8'",
        ),
        (
            "%0 = \"quant.scast\"(%arg2) : (i8) -> i8",
            "'quant.scast' op failed to verify that input must be integer and result must be quantized, or vice versa",
        ),
        (
            "%0 = \"quant.dcast\"(%arg1) : (f32) -> f32",
            "'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'f32'",
        ),
    ];
    for (body, message) in cases {
        assert_eq!(check(&module(body)).unwrap_err(), message, "{body}");
    }
}
