//! ODS as MLIR 22's TOSA dialect writes it, on a minimal dialect of our own
//! in the `tosa` namespace (so that mlir-opt-22 checks the same inputs; every
//! expected text below is its output):
//! - a predicate record used where a constraint is expected
//!   (`def HasNo0Dimensions : And<[…]>;` in a `TensorOf` predicate list,
//!   inside `Or<[…]>`);
//! - `EnumAttr<Dialect, Enum, "mnemonic">` whose enum is an instance of a
//!   class written inline (`Tosa_I32Enum<name, description, cases>`);
//! - the traits `ResultsBroadcastableShape` (MLIR's
//!   `verifyCompatibleOperandBroadcast`) and `InferTensorType` (C++ result
//!   type inference: accepted, the op built with its result types given).

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

/// No dimension of a ranked tensor is 0.
fn no_zero_dims(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => shape.iter().all(|&d| d != 0),
        _ => false,
    }
}

/// `t` is an integer of `width` bits.
fn is_int_of(ctx: &Context, t: Type, width: i64) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, .. } if i64::from(*w) == width)
}

drr::ods! {
    def Tosa_Dialect : Dialect {
      let name = "tosa";
      let cppNamespace = "::mlir::tosa";
    }

    def HasNo0Dimensions : And<[
        IsRankedTensorTypePred,
        CPred<|ctx: &drr::Context, t: drr::Type| crate::no_zero_dims(ctx, t)>]>;

    def Number : AnyTypeOf<[AnySignlessInteger, AnyFloat], "number">;

    class TosaTensorOf<list<Type> allowedTypes, string summary = "tosa-conformant tensor">
        : TensorOf<allowedTypes, [Or<[HasNo0Dimensions, IsUnrankedTensorTypePred]>], summary>;
    def Tosa_Tensor : TosaTensorOf<[Number]>;

    // Library classes whose arguments are records of the block, read for
    // their predicates (`….predicate`): local constraints.
    class Tosa_QuantizedType<string n, int width>
        : Type<CPred<|ctx: &drr::Context, t: drr::Type| crate::is_int_of(ctx, t, width)>,
               "Q" # n # " type">;
    def Tosa_QuantizedInt : AnyTypeOf<[Tosa_QuantizedType<"int8", 8>,
                                       Tosa_QuantizedType<"int16", 16>]>;
    def Tosa_ElementType : Type<Or<[Tosa_QuantizedInt.predicate, AnyFloat.predicate]>,
                                "tosa.dtype">;
    def Tosa_NumberLike : Type<Or<[AnyTypeOf<[Number]>.predicate,
                                   TosaTensorOf<[Number]>.predicate]>, "number-like">;

    class Tosa_I32Enum<string name, string description, list<I32EnumAttrCase> cases>
        : I32EnumAttr<name, description, cases> {
      let genSpecializedAttr = 0;
      let cppNamespace = "::mlir::tosa";
    }
    class Tosa_I32EnumAttr<string name, string description, string mnemonic,
                           list<I32EnumAttrCase> cases>
        : EnumAttr<Tosa_Dialect, Tosa_I32Enum<name, description, cases>, mnemonic> {
      let assemblyFormat = "`<` $value `>`";
    }
    def Tosa_NanPropagationModeAttr
        : Tosa_I32EnumAttr<"NanPropagationMode", "Supported NaN propagation strategies",
            "nan_mode", [I32EnumAttrCase<"PROPAGATE", 1>, I32EnumAttrCase<"IGNORE", 2>]>;

    class Tosa_Op<string mnemonic, list<Trait> traits = []>
        : Op<Tosa_Dialect, mnemonic, traits>;

    def Tosa_MaximumOp : Tosa_Op<"maximum", [ResultsBroadcastableShape, InferTensorType, Pure]> {
      let summary = "Elementwise maximum";
      let arguments = (ins
        Tosa_Tensor:$input1,
        Tosa_Tensor:$input2,
        DefaultValuedAttr<Tosa_NanPropagationModeAttr,
                          "::mlir::tosa::NanPropagationMode::PROPAGATE">:$nan_mode
      );
      let results = (outs Tosa_Tensor:$output);
    }
}

fn round_trip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TosaDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

/// One `tosa.maximum` of operand types `a`, `b` and result type `r`.
fn maximum(a: &str, b: &str, r: &str, props: &str) -> String {
    format!(
        r#""builtin.module"() ({{
  "func.func"() <{{function_type = ({a}, {b}) -> {r}, sym_name = "f"}}> ({{
  ^bb0(%arg0: {a}, %arg1: {b}):
    %0 = "tosa.maximum"(%arg0, %arg1) {props}: ({a}, {b}) -> {r}
    "func.return"(%0) : ({r}) -> ()
  }}) : () -> ()
}}) : () -> ()
"#
    )
}

#[test]
fn generic_form_round_trips_as_mlir_opt_prints_it() {
    // mlir-opt-22 --mlir-print-op-generic --mlir-print-local-scope: the
    // default `nan_mode` is stored (populateDefaultProperties).
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3xf32>, tensor<4x1xf32>, tensor<*xi8>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<1x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<*xi8>):
    %0 = "tosa.maximum"(%arg0, %arg1) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<1x3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %1 = "tosa.maximum"(%arg2, %arg2) : (tensor<*xi8>, tensor<*xi8>) -> tensor<*xi8>
    %2 = "tosa.maximum"(%arg0, %arg0) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        round_trip(src).unwrap(),
        src.replace(
            r#""tosa.maximum"(%arg2, %arg2) :"#,
            r#""tosa.maximum"(%arg2, %arg2) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> :"#
        )
    );
}

#[test]
fn predicate_record_in_a_tensor_constraint_gives_mlir_opts_message() {
    let src = maximum("tensor<0x3xf32>", "tensor<1x3xf32>", "tensor<1x3xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<0x3xf32>'"
    );
}

#[test]
fn results_broadcastable_shape_verifies_as_mlir() {
    let src = maximum("tensor<2x3xf32>", "tensor<4x3xf32>", "tensor<4x3xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op operands don't have broadcast-compatible shapes"
    );
    let src = maximum("tensor<1x3xf32>", "tensor<4x1xf32>", "tensor<4x2xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op result type '4x2' not broadcast compatible with broadcasted operands's shapes '4x3'"
    );
    // A broadcast dimension of 1 does not stretch to the result's 4.
    let src = maximum("tensor<1x3xf32>", "tensor<1x3xf32>", "tensor<4x3xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '1x3'"
    );
    // Fewer result dimensions than the broadcast shape.
    let src = maximum("tensor<4x3xf32>", "tensor<4x3xf32>", "tensor<3xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op result type '3' not broadcast compatible with broadcasted operands's shapes '4x3'"
    );
    // An unranked operand takes no part; a dynamic dimension broadcasts.
    let src = maximum("tensor<*xf32>", "tensor<4x3xf32>", "tensor<5x3xf32>", "");
    assert_eq!(
        round_trip(&src).unwrap_err(),
        "'tosa.maximum' op result type '5x3' not broadcast compatible with broadcasted operands's shapes '4x3'"
    );
    let ok = maximum(
        "tensor<?x3xf32>",
        "tensor<1x3xf32>",
        "tensor<5x3xf32>",
        "<{nan_mode = #tosa.nan_mode<PROPAGATE>}> ",
    );
    assert_eq!(round_trip(&ok).unwrap(), ok);
}

#[test]
fn inline_enum_parses_and_reports_as_mlir() {
    let src = maximum(
        "tensor<1x3xf32>",
        "tensor<1x3xf32>",
        "tensor<1x3xf32>",
        "<{nan_mode = #tosa.nan_mode<FOO>}> ",
    );
    let err = round_trip(&src).unwrap_err();
    assert!(
        err.ends_with("expected ::mlir::tosa::NanPropagationMode to be one of: PROPAGATE, IGNORE"),
        "{err}"
    );
    // The Rust enum is named as mlir-tblgen names the C++ one.
    use drr::ods::EnumValue;
    assert_eq!(NanPropagationMode::IGNORE.to_bits(), 2);
    assert_eq!(
        NanPropagationMode::SUMMARY,
        "Supported NaN propagation strategies"
    );
}

#[test]
fn infer_tensor_type_op_builds_with_its_result_type_given() {
    let mut ctx = Context::new();
    TosaDialect::register(&mut ctx);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let a = ctx.tensor_type(vec![1, 3], f32t);
    let b = ctx.tensor_type(vec![4, 1], f32t);
    let result = ctx.tensor_type(vec![4, 3], f32t);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[(a, loc), (b, loc)]);
    let args = ctx.block(block).args().to_vec();
    let st = Tosa_MaximumOp::build(&mut ctx, loc, &[result], &args, &[]);
    let op = ctx.create_op(st).unwrap();
    ctx.append_op(block, op).unwrap();
    assert_eq!(Tosa_MaximumOp::verify_invariants(&ctx, op), Ok(()));
    // The default `nan_mode` is stored when the op is built (the operands,
    // of a block outside any op, print as mlir-opt prints such values).
    let text = print_op(&ctx, op, PrintOptions { debug_info: false });
    assert!(
        text.ends_with(
            "<{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>\n"
        ),
        "{text}"
    );
}

#[test]
fn predicates_of_library_classes_over_records_of_the_block() {
    use drr::ods::TypeConstraint;
    let mut ctx = Context::new();
    let i8t = ctx.int_type(8);
    let i16t = ctx.int_type(16);
    let i32t = ctx.int_type(32);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let t2 = ctx.tensor_type(vec![2], i32t);
    let t0 = ctx.tensor_type(vec![0], i32t);
    let u = ctx.intern_type(TypeData::UnrankedTensor { element: i32t });
    let m = |c: &Context, t| <Tosa_ElementType as TypeConstraint>::matches(c, t);
    assert_eq!(
        [m(&ctx, i8t), m(&ctx, i16t), m(&ctx, i32t), m(&ctx, f32t)],
        [true, true, false, true]
    );
    let m = |c: &Context, t| <Tosa_NumberLike as TypeConstraint>::matches(c, t);
    assert_eq!(
        [m(&ctx, i32t), m(&ctx, t2), m(&ctx, t0), m(&ctx, u)],
        [true, true, false, true]
    );
}
