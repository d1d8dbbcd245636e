//! A `ShapedTypeInterface` `TypeDef` whose parameters start with its shape
//! (`ArrayRefParameter<"int64_t">:$shape`, then `$elementType`), as numba's
//! `!ntensor.ntensor<?x4xf32>` declares it: its dimension list is its shape
//! (`ShapedType::getShape` in C++), so the traits that compare shapes,
//! ranks and element counts (`SameOperandsShape`,
//! `SameOperandsAndResultShape`, `AllRanksMatch`) compare it with other
//! dialect types and with tensors and memrefs, and the `TypesMatchWith`
//! transformers of numba's ops read: `$_self.cast<NTensorType>()
//! .getElementType()` (the block's `TypeDef`'s C++ class) and
//! `SmallVector<Type, 2>($_self.cast<ShapedType>().getNumElements(),
//! $_self.cast<ShapedType>().getElementType())` (one element type per
//! element of the shape). Was: such a type had no shape (every shape trait
//! passed, `from_elements` rejected every operand list) and both
//! transformers were "the type transformer is C++". Messages are MLIR's
//! (`OpDefinition.cpp`'s `verifySameOperandsShape`, …, and `PredOpTrait`'s).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    include "mlir/IR/OpBase.td"

    def Nt_Dialect : Dialect { let name = "nt"; }
    class Nt_Type<string name, string typeMnemonic, list<Trait> traits = [],
                  string baseCppClass = "::mlir::Type">
        : TypeDef<Nt_Dialect, name, traits, baseCppClass> {
      let mnemonic = typeMnemonic;
    }
    def Nt_Array : Nt_Type<"Array", "array", [ShapedTypeInterface], "::mlir::TensorType"> {
      let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "::mlir::Type":$elementType,
                            OptionalParameter<"::mlir::Attribute">:$env);
      let assemblyFormat = "`<` custom<Shape>($shape, $elementType) (`,` $env^)? `>`";
    }
    def Nt_CopyOp : Op<Nt_Dialect, "copy", [SameOperandsElementType, SameOperandsShape]> {
      let arguments = (ins Nt_Array:$source, Nt_Array:$target);
    }
    def Nt_ToTensorOp : Op<Nt_Dialect, "to_tensor", [SameOperandsAndResultShape]> {
      let arguments = (ins Nt_Array:$array);
      let results = (outs AnyRankedTensor:$result);
    }
    def Nt_RankOp : Op<Nt_Dialect, "rank", [AllRanksMatch<["array", "memref"]>]> {
      let arguments = (ins Nt_Array:$array, AnyMemRef:$memref);
    }
    def Nt_LoadOp : Op<Nt_Dialect, "load",
        [TypesMatchWith<"result type matches element type of 'array'",
                        "array", "result", "$_self.cast<ArrayType>().getElementType()">]> {
      let arguments = (ins Nt_Array:$array, Variadic<Index>:$indices);
      let results = (outs AnyType:$result);
    }
    def Nt_FromElementsOp : Op<Nt_Dialect, "from_elements",
        [TypesMatchWith<"operand types match result element type",
                        "result", "elements", "::llvm::SmallVector<::mlir::Type, 2>("
                        "$_self.cast<::mlir::ShapedType>().getNumElements(), "
                        "$_self.cast<::mlir::ShapedType>().getElementType())">]> {
      let arguments = (ins Variadic<AnyType>:$elements);
      let results = (outs Nt_Array:$result);
    }
}

fn check(args: &[&str], body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    NtDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {t}"))
        .collect();
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n",
        params.join(", ")
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn same_operands_shape_reads_the_dimension_list() {
    let a = "!nt.array<2x?xf32>";
    let out = check(
        &[a, "!nt.array<2x3xf32, \"gpu\">"],
        "    \"nt.copy\"(%arg0, %arg1) : (!nt.array<2x?xf32>, !nt.array<2x3xf32, \"gpu\">) -> ()\n",
    )
    .unwrap();
    assert!(out.contains("\"nt.copy\"(%arg0, %arg1)"), "{out}");
    assert_eq!(
        check(
            &[a, "!nt.array<3x3xf32>"],
            "    \"nt.copy\"(%arg0, %arg1) : (!nt.array<2x?xf32>, !nt.array<3x3xf32>) -> ()\n",
        )
        .unwrap_err(),
        "'nt.copy' op requires the same shape for all operands"
    );
    assert_eq!(
        check(
            &[a, "!nt.array<2xf32>"],
            "    \"nt.copy\"(%arg0, %arg1) : (!nt.array<2x?xf32>, !nt.array<2xf32>) -> ()\n",
        )
        .unwrap_err(),
        "'nt.copy' op requires the same shape for all operands"
    );
    // Rank 0: the element type alone.
    check(
        &["!nt.array<f32>", "!nt.array<f32>"],
        "    \"nt.copy\"(%arg0, %arg1) : (!nt.array<f32>, !nt.array<f32>) -> ()\n",
    )
    .unwrap();
}

#[test]
fn shapes_compared_with_builtin_types() {
    check(
        &["!nt.array<2x3xi8>"],
        "    %0 = \"nt.to_tensor\"(%arg0) : (!nt.array<2x3xi8>) -> tensor<2x?xi8>\n",
    )
    .unwrap();
    assert_eq!(
        check(
            &["!nt.array<2x3xi8>"],
            "    %0 = \"nt.to_tensor\"(%arg0) : (!nt.array<2x3xi8>) -> tensor<3x2xi8>\n",
        )
        .unwrap_err(),
        "'nt.to_tensor' op requires the same shape for all operands and results"
    );
    check(
        &["!nt.array<?x3xi8>", "memref<4x4xf32>"],
        "    \"nt.rank\"(%arg0, %arg1) : (!nt.array<?x3xi8>, memref<4x4xf32>) -> ()\n",
    )
    .unwrap();
    assert_eq!(
        check(
            &["!nt.array<3xi8>", "memref<4x4xf32>"],
            "    \"nt.rank\"(%arg0, %arg1) : (!nt.array<3xi8>, memref<4x4xf32>) -> ()\n",
        )
        .unwrap_err(),
        "'nt.rank' op failed to verify that all of {array, memref} have same rank"
    );
}

#[test]
fn dialect_class_cast_transformer() {
    check(
        &["!nt.array<4xf16>", "index"],
        "    %0 = \"nt.load\"(%arg0, %arg1) : (!nt.array<4xf16>, index) -> f16\n",
    )
    .unwrap();
    assert_eq!(
        check(
            &["!nt.array<4xf16>", "index"],
            "    %0 = \"nt.load\"(%arg0, %arg1) : (!nt.array<4xf16>, index) -> f32\n",
        )
        .unwrap_err(),
        "'nt.load' op failed to verify that result type matches element type of 'array'"
    );
}

#[test]
fn one_element_type_per_element() {
    check(
        &["i32", "i32"],
        "    %0 = \"nt.from_elements\"(%arg0, %arg1) : (i32, i32) -> !nt.array<2x1xi32>\n",
    )
    .unwrap();
    let msg = "'nt.from_elements' op failed to verify that operand types match result element type";
    assert_eq!(
        check(
            &["i32", "i32"],
            "    %0 = \"nt.from_elements\"(%arg0, %arg1) : (i32, i32) -> !nt.array<3xi32>\n",
        )
        .unwrap_err(),
        msg
    );
    assert_eq!(
        check(
            &["i32", "i64"],
            "    %0 = \"nt.from_elements\"(%arg0, %arg1) : (i32, i64) -> !nt.array<2xi32>\n",
        )
        .unwrap_err(),
        msg
    );
}
