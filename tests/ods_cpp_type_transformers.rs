//! The C++ type transformers MLIR's own `.td` files write most, read as
//! their Rust counterparts so those files paste in: a builtin shaped type
//! class's element type (`::llvm::cast<TensorType>($_self).getElementType()`,
//! also `MemRefType`, `VectorType`, `ShapedType`, …), a complex type's
//! (`::llvm::cast<ComplexType>($_self).getElementType()`, which
//! `getElementTypeOrSelf` is not; also the member cast of older files,
//! `$_self.cast<ComplexType>().getElementType()`) and `tensor.from_elements`' list of
//! element types. The ops are declared as `TensorOps.td` declares
//! `tensor.extract` and `tensor.from_elements`, and `ComplexOps.td`
//! `complex.re` and `complex.create` (without their `fastmath`); the
//! messages were recorded from `mlir-opt-22`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Tensor_Dialect : Dialect { let name = "tensor"; }
    class Tensor_Op<string mnemonic, list<Trait> traits = []> :
        Op<Tensor_Dialect, mnemonic, traits>;

    def Tensor_ExtractOp : Tensor_Op<"extract", [
        Pure,
        TypesMatchWith<"result type matches element type of tensor",
                       "tensor", "result",
                       "::llvm::cast<TensorType>($_self).getElementType()">]> {
      let arguments = (ins AnyRankedTensor:$tensor, Variadic<Index>:$indices);
      let results = (outs AnyType:$result);
    }

    def Tensor_FromElementsOp : Tensor_Op<"from_elements", [
        Pure,
        TypesMatchWith<"operand types match result element type",
                       "result", "elements", "SmallVector<Type, 2>("
                       "::llvm::cast<RankedTensorType>($_self).getNumElements(), "
                       "::llvm::cast<RankedTensorType>($_self).getElementType())">
      ]> {
      let arguments = (ins Variadic<AnyType>:$elements);
      let results = (outs AnyStaticShapeTensor:$result);
    }
}

mod complex {
    drr::ods! {
        def Complex_Dialect : Dialect { let name = "complex"; }
        class Complex_Op<string mnemonic, list<Trait> traits = []>
            : Op<Complex_Dialect, mnemonic, traits>;
        def ReOp : Complex_Op<"re",
            [Pure, Elementwise,
             TypesMatchWith<"complex element type matches result type",
                            "complex", "real",
                            "::llvm::cast<ComplexType>($_self).getElementType()">]> {
          let arguments = (ins Complex<AnyFloat>:$complex);
          let results = (outs AnyFloat:$real);
        }
        // The member cast of files before MLIR 17 (`ComplexOps.td` then).
        def ImOp : Complex_Op<"im",
            [Pure, Elementwise,
             TypesMatchWith<"complex element type matches result type",
                            "complex", "imaginary",
                            "$_self.cast<ComplexType>().getElementType()">]> {
          let arguments = (ins Complex<AnyFloat>:$complex);
          let results = (outs AnyFloat:$imaginary);
        }
        def CreateOp : Complex_Op<"create",
            [Pure,
             AllTypesMatch<["real", "imaginary"]>,
             TypesMatchWith<"complex element type matches real operand type",
                            "complex", "real",
                            "::llvm::cast<ComplexType>($_self).getElementType()">,
             TypesMatchWith<"complex element type matches imaginary operand type",
                            "complex", "imaginary",
                            "::llvm::cast<ComplexType>($_self).getElementType()">]> {
          let arguments = (ins AnyFloat:$real, AnyFloat:$imaginary);
          let results = (outs Complex<AnyFloat>:$complex);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TensorDialect::register(&mut ctx);
    complex::ComplexDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn element_type_of_a_shaped_class() {
    let ok = module("%0 = \"tensor.extract\"(%arg0, %arg1) : (tensor<4xf32>, index) -> f32");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module(
            "%0 = \"tensor.extract\"(%arg0, %arg1) : (tensor<4xf32>, index) -> i32"
        ))
        .unwrap_err(),
        "'tensor.extract' op failed to verify that result type matches element type of tensor"
    );
}

#[test]
fn element_types_of_a_static_tensor() {
    let ok = module("%0 = \"tensor.from_elements\"(%arg2, %arg2) : (f32, f32) -> tensor<2xf32>");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module(
            "%0 = \"tensor.from_elements\"(%arg2, %arg2) : (f32, f32) -> tensor<3xf32>"
        ))
        .unwrap_err(),
        "'tensor.from_elements' op failed to verify that operand types match result element type"
    );
}

fn complex_module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: complex<f32>, %arg1: f32, %arg2: f64):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn element_type_of_a_complex_type() {
    let ok = complex_module(
        "%0 = \"complex.re\"(%arg0) : (complex<f32>) -> f32\n    %1 = \"complex.create\"(%arg1, %0) : (f32, f32) -> complex<f32>",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&complex_module(
            "%0 = \"complex.re\"(%arg0) : (complex<f32>) -> f64"
        ))
        .unwrap_err(),
        "'complex.re' op failed to verify that complex element type matches result type"
    );
    assert_eq!(
        check(&complex_module(
            "%0 = \"complex.im\"(%arg0) : (complex<f32>) -> f64"
        ))
        .unwrap_err(),
        "'complex.im' op failed to verify that complex element type matches result type"
    );
    let im = complex_module("%0 = \"complex.im\"(%arg0) : (complex<f32>) -> f32");
    assert_eq!(check(&im).unwrap(), im);
    assert_eq!(
        check(&complex_module(
            "%0 = \"complex.create\"(%arg2, %arg2) : (f64, f64) -> complex<f32>"
        ))
        .unwrap_err(),
        "'complex.create' op failed to verify that complex element type matches real operand type"
    );
    assert_eq!(
        check(&complex_module(
            "%0 = \"complex.create\"(%arg1, %arg2) : (f32, f64) -> complex<f32>"
        ))
        .unwrap_err(),
        "'complex.create' op failed to verify that all of {real, imaginary} have same type"
    );
}
