//! Pieces of MLIR 22's TOSA `.td` files that `ods!` reads as written:
//! classes deriving from library constraint classes (`class
//! TosaRankedTensorOf<…> : RankedTensorOf<…>`), `Or<[…]>` of library
//! predicates among a `TensorOf`'s predicates, `AnyTypeOf<[…], "summary",
//! "::mlir::TensorType">` (the C++ type has no effect), an enum case's
//! `symbol` field (`!foreach(prof, profiles, … # prof.symbol)`), a
//! `NativeOpTrait` record's `let cppNamespace` and the
//! `InferShapedTypeOpAdaptor` trait. `AtLeastRankOne` (a named `And<[…]>`
//! with a C++ `CPred`) is written with the library's
//! `HasRankGreaterOrEqualPred<1>`; the message is mlir-opt-22's on
//! `tosa.argmax`.

use drr::text::parse_module;

pub struct NoCheck;
impl drr::ods::NativeOpTrait for NoCheck {
    fn verify_trait(_: &drr::Context, _: drr::OpId) -> Result<(), String> {
        Ok(())
    }
}

mod tosa {
    drr::ods! {
        def Tosa_Dialect : Dialect {
          let name = "tosa";
          let cppNamespace = "::mlir::tosa";
        }
        class Tosa_Op<string mnemonic, list<Trait> traits = []> :
            Op<Tosa_Dialect, mnemonic, !listconcat(traits, [InferShapedTypeOpAdaptor])>;

        def Tosa_PRO_INT : I32EnumAttrCase<"pro_int", 1>;
        def Tosa_PRO_FP : I32EnumAttrCase<"pro_fp", 2>;
        defvar profiles = [Tosa_PRO_INT, Tosa_PRO_FP];
        def Tosa_ProfileAttr : I32EnumAttr<"Profile",
            "profiles: " # !interleave(!foreach(prof, profiles, "::mlir::tosa::Profile::" # prof.symbol), ", "),
            profiles>;

        def Tosa_NoCheck : NativeOpTrait<super::NoCheck> {
          let cppNamespace = "mlir::OpTrait::tosa";
        }

        class TosaTensorOf<
            list<Type> allowedTypes, string summary = "tosa-conformant tensor">
            : TensorOf<allowedTypes, [Or<[HasStaticShapePred, IsUnrankedTensorTypePred]>], summary>;
        class TosaRankedTensorOf<
            list<Type> allowedTypes, list<Pred> preds = [], string summary = "tosa-conformant ranked tensor">
            : RankedTensorOf<allowedTypes, preds, summary>;
        class TosaUnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [], string summary = "tosa-conformant unranked tensor">
            : UnrankedTensorOf<allowedTypes, preds, summary>;
        def Tosa_UnrankedTensor : TosaUnrankedTensorOf<[F32, I32]>;
        def Tosa_TensorAtLeast1D : AnyTypeOf<[
          Tosa_UnrankedTensor, TosaRankedTensorOf<[F32, I32], [HasRankGreaterOrEqualPred<1>]>],
          "tosa-conformant tensor of at least rank 1", "::mlir::TensorType">;

        def Tosa_ArgMaxOp : Tosa_Op<"argmax", [Tosa_NoCheck]> {
          let arguments = (ins Tosa_TensorAtLeast1D: $input, I32Attr: $axis);
          let results = (outs TosaTensorOf<[I32]>: $output);
        }
    }
}

fn verify(arg_ty: &str, res_ty: &str) -> Result<(), String> {
    let mut ctx = drr::Context::new();
    tosa::TosaDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0(%a: {arg_ty}):\n%0 = \"tosa.argmax\"(%a) <{{axis = 0 : i32}}> : ({arg_ty}) -> {res_ty}\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn classes_of_library_constraints() {
    assert_eq!(verify("tensor<4xf32>", "tensor<i32>"), Ok(()));
    assert_eq!(verify("tensor<*xf32>", "tensor<*xi32>"), Ok(()));
    assert_eq!(
        verify("tensor<f32>", "tensor<i32>"),
        Err("'tosa.argmax' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'".into())
    );
    // The result's `Or<[HasStaticShapePred, IsUnrankedTensorTypePred]>`.
    assert_eq!(
        verify("tensor<4xf32>", "tensor<?xi32>"),
        Err("'tosa.argmax' op result #0 must be tosa-conformant tensor of 32-bit signless integer values, but got 'tensor<?xi32>'".into())
    );
}

#[test]
fn enum_case_fields() {
    assert_eq!(
        tosa::Profile::SUMMARY,
        "profiles: ::mlir::tosa::Profile::pro_int, ::mlir::tosa::Profile::pro_fp"
    );
}
