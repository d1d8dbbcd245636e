//! TensorFlow Lite's quantized-type constraints (`quantization.td`:
//! `class QuantizedType<string n, list<int> params, bit signed>`, `QI8`,
//! `QUI8`, `QI16`, …), their C++ predicates written in Rust with
//! [`drr::ods::is_quantized_type`] and [`drr::ods::quantized_int_storage`]
//! (README edit 1; `params` reaches the closures as a slice, `signed` as a
//! `bool`), in a base block, and an ops block (`tfl_ops.td`) that uses them
//! by name in `TensorOf<[…]>` and passes one to a class of the base
//! (`FixedResultScale<QUI8>`, which reads `qt.name` and
//! `qt.asTraitArgsStr` of the base's record). mlir-opt has no TensorFlow
//! dialect: the expected summaries are ODS's `TensorOf` text over the
//! records' summaries (`"Q" # !if(signed, "I", "UI") # !head(params) # "
//! type"`), as `tests/ods_quant_types.rs` checks against mlir-opt-22 for
//! MLIR's own quantized constraints. MLIR's `QuantizedType::getStorageType()`
//! is a signless integer, so the signedness alternative always holds: `QI8`
//! accepts `u8` storage as `QUI8` does; the width decides.

use drr::Context;
use drr::text::parse_module;

/// `TFL::FixedResultUniformScale<…>::Impl` (a trait whose verifier is C++ in
/// TensorFlow): here it checks nothing but records its arguments.
pub struct FixedResultUniformScale<const W: i64, const S: bool>;
impl<const W: i64, const S: bool> drr::ods::NativeOpTrait for FixedResultUniformScale<W, S> {
    fn verify_trait(ctx: &Context, op: drr::OpId) -> Result<(), String> {
        // A result of the trait's storage width, as the trait's name says.
        let res = ctx.op(op).results()[0];
        let ty = ctx.value_type(res);
        let elem = drr::ods::element_type_or_self(ctx, ty);
        match drr::ods::quantized_int_storage(ctx, elem) {
            Some((_, w)) if i64::from(w) != W => Err(format!(
                "result storage is {w} bits, the fixed scale is for {W} ({})",
                if S { "signed" } else { "unsigned" }
            )),
            _ => Ok(()),
        }
    }
}

/// Part of `quantization.td`.
pub mod quantization {
    drr::ods! {
        include "mlir/IR/OpBase.td";
        class QuantizedType<string n, list<int> params, bit signed>
          : Type<And<[CPred<drr::ods::is_quantized_type>,
                      CPred<|ctx: &drr::Context, t: drr::Type| drr::ods::quantized_int_storage(ctx, t)
                            .is_some_and(|(_, w)| i64::from(w) == params[0])>,
                      Or<[CPred<|ctx: &drr::Context, t: drr::Type|
                                drr::ods::quantized_int_storage(ctx, t).is_some()>,
                          CPred<|ctx: &drr::Context, t: drr::Type| drr::ods::quantized_int_storage(ctx, t)
                                .is_some_and(|(s, _)| s == signed)>]>]>,
            "Q" # !if (signed, "I", "UI") # !head(params) # " type"> {
          string name = n;
          string asTraitArgsStr =
            !interleave(params, ", ") # !if(signed, ", true", ", false");
        }
        def QUI8 : QuantizedType<"Uniform", [8], 0>;
        def QI8 : QuantizedType<"Uniform", [8], 1>;
        def QUI16 : QuantizedType<"Uniform", [16], 0>;
        def QI16 : QuantizedType<"Uniform", [16], 1>;
        def QI32 : QuantizedType<"Uniform", [32], 1>;

        class FixedResultScale<QuantizedType qt>
            : ParamNativeOpTrait<"FixedResult" # qt.name # "Scale", qt.asTraitArgsStr>;
    }
}

/// Part of `tfl_ops.td`.
pub mod tfl {
    use super::quantization::*;
    #[allow(unused_imports)]
    use crate::FixedResultUniformScale;
    drr::ods! {
        include "tensorflow/compiler/mlir/lite/quantization/common/quantization_lib/quantization.td";
        def TFL_Dialect : Dialect { let name = "tfl"; }
        def TFL_LogisticOp : Op<TFL_Dialect, "logistic", [FixedResultScale<QUI8>]> {
          let arguments = (ins TensorOf<[F32, QI8, QUI8, QI16]>:$x);
          let results = (outs TensorOf<[F32, QI8, QUI8, QI16]>:$y);
        }
        def TFL_FullyConnectedOp : Op<TFL_Dialect, "fully_connected"> {
          let arguments = (ins TensorOf<[F32, QI8]>:$input, TensorOf<[I32, QI32]>:$bias);
          let results = (outs TensorOf<[F32, QI8, QI16]>:$output);
        }
    }
}

fn verify(src: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    tfl::TflDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

fn logistic(input: &str, output: &str) -> String {
    format!(
        "\"test.f\"() ({{\n^bb0(%arg0: {input}):\n  %0 = \"tfl.logistic\"(%arg0) : ({input}) -> {output}\n}}) : () -> ()\n"
    )
}

#[test]
fn quantized_tensors_by_storage_width() {
    let q8 = "tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>";
    let qu8 = "tensor<2x!quant.uniform<u8:f32, 5.000000e-01:3>>";
    let q16 = "tensor<2x!quant.uniform<i16:f32, 5.000000e-01>>";
    verify(&logistic(q8, qu8)).expect("8-bit storage, either signedness");
    verify(&logistic("tensor<2xf32>", "tensor<2xf32>")).expect("f32");
    assert_eq!(
        verify(&logistic(
            "tensor<2x!quant.uniform<i32:f32, 5.000000e-01>>",
            q8
        ))
        .unwrap_err(),
        "'tfl.logistic' op operand #0 must be tensor of 32-bit float or QI8 type or QUI8 type or QI16 type values, but got 'tensor<2x!quant.uniform<i32:f32, 5.000000e-01>>'"
    );
    // The trait's arguments came from `QUI8`'s fields (`"Uniform"`, `"8, false"`).
    assert_eq!(
        verify(&logistic(q8, q16)).unwrap_err(),
        "'tfl.logistic' op result storage is 16 bits, the fixed scale is for 8 (unsigned)"
    );
}

#[test]
fn a_record_of_the_base_alone() {
    let src = "\"test.f\"() ({\n^bb0(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, %arg1: tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>):\n  %0 = \"tfl.fully_connected\"(%arg0, %arg1) : (tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>) -> tensor<2xf32>\n}) : () -> ()\n";
    assert_eq!(
        verify(src).unwrap_err(),
        "'tfl.fully_connected' op operand #1 must be tensor of 32-bit signless integer or QI32 type values, but got 'tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>'"
    );
}
