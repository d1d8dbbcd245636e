//! The storage classes of ODS's elements-attribute constraints, checked
//! when `<{…}>` is converted into an op's properties, before any verifier:
//! the `IntElementsAttrBase` family (`I32ElementsAttr`, `AnyI32ElementsAttr`,
//! `IndexElementsAttr`, …) is stored as `DenseIntElementsAttr`,
//! `RankedFloatElementsAttr` as `DenseFPElementsAttr`, `FloatElementsAttr`
//! and `StringElementsAttr` as `DenseElementsAttr`. Another attribute is
//! mlir-opt-22's `invalid properties … in property conversion`; one of the
//! storage class that fails the constraint is the verifier's message. The
//! ops are MLIR's test dialect's; every expected message was recorded from
//! mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
        let allowUnknownOperations = 1;
    }
    class TEST_Op<string mnemonic, list<Trait> traits = []> :
        Op<Test_Dialect, mnemonic, traits>;

    def IntElementsAttrOp : TEST_Op<"int_elements_attr"> {
      let arguments = (ins
          AnyI32ElementsAttr:$any_i32_attr,
          I32ElementsAttr:$i32_attr
      );
    }
    def IndexElementsAttrOp : TEST_Op<"indexElementsAttr"> {
      let arguments = (ins IndexElementsAttr:$attr);
    }
    def FloatElementsAttrOp : TEST_Op<"float_elements_attr"> {
      let arguments = (ins
          RankedF32ElementsAttr<[2]>:$scalar_f32_attr,
          RankedF64ElementsAttr<[4, 8]>:$tensor_f64_attr
      );
    }
    def StringElementsAttrOp : TEST_Op<"string_elements_attr"> {
      let arguments = (ins StringElementsAttr:$scalar_string_attr);
    }
}

fn verify(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n  {op}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

#[test]
fn integer_elements_are_stored_as_dense_int_elements() {
    verify("\"test.int_elements_attr\"() <{any_i32_attr = dense<5> : tensor<1x2x3xui32>, i32_attr = dense<5> : tensor<6xi32>}> : () -> ()").unwrap();
    assert_eq!(
        verify("\"test.int_elements_attr\"() <{any_i32_attr = dense<5.0> : tensor<1x2x3xf32>, i32_attr = dense<5> : tensor<6xi32>}> : () -> ()").unwrap_err(),
        "invalid properties {any_i32_attr = dense<5.000000e+00> : tensor<1x2x3xf32>, i32_attr = dense<5> : tensor<6xi32>} for op test.int_elements_attr: Invalid attribute `any_i32_attr` in property conversion: dense<5.000000e+00> : tensor<1x2x3xf32>"
    );
    assert_eq!(
        verify("\"test.int_elements_attr\"() <{any_i32_attr = dense<5> : tensor<2xi32>, i32_attr = dense<(1, 2)> : tensor<2xcomplex<i32>>}> : () -> ()").unwrap_err(),
        "invalid properties {any_i32_attr = dense<5> : tensor<2xi32>, i32_attr = dense<(1,2)> : tensor<2xcomplex<i32>>} for op test.int_elements_attr: Invalid attribute `i32_attr` in property conversion: dense<(1,2)> : tensor<2xcomplex<i32>>"
    );
    assert_eq!(
        verify("\"test.int_elements_attr\"() <{any_i32_attr = dense<5> : tensor<2xi32>, i32_attr = dense_resource<blob1> : tensor<2xi32>}> : () -> ()").unwrap_err(),
        "invalid properties {any_i32_attr = dense<5> : tensor<2xi32>, i32_attr = dense_resource<blob1> : tensor<2xi32>} for op test.int_elements_attr: Invalid attribute `i32_attr` in property conversion: dense_resource<blob1> : tensor<2xi32>"
    );
    // Dense integers of another width convert, then fail the constraint.
    assert_eq!(
        verify("\"test.int_elements_attr\"() <{any_i32_attr = dense<5> : tensor<1x2x3xi64>, i32_attr = dense<5> : tensor<6xi32>}> : () -> ()").unwrap_err(),
        "'test.int_elements_attr' op attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer elements attribute"
    );
    assert_eq!(
        verify(
            "\"test.indexElementsAttr\"() <{attr = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()"
        )
        .unwrap_err(),
        "invalid properties {attr = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} for op test.indexElementsAttr: Invalid attribute `attr` in property conversion: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>"
    );
    assert_eq!(
        verify("\"test.indexElementsAttr\"() <{attr = dense<[1, 2]> : tensor<2xi64>}> : () -> ()")
            .unwrap_err(),
        "'test.indexElementsAttr' op attribute 'attr' failed to satisfy constraint: index elements attribute"
    );
}

#[test]
fn ranked_float_elements_are_stored_as_dense_fp_elements() {
    verify("\"test.float_elements_attr\"() <{scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<6.0> : tensor<4x8xf64>}> : () -> ()").unwrap();
    assert_eq!(
        verify("\"test.float_elements_attr\"() <{scalar_f32_attr = dense<[1, 2]> : tensor<2xi32>, tensor_f64_attr = dense<6.0> : tensor<4x8xf64>}> : () -> ()").unwrap_err(),
        "invalid properties {scalar_f32_attr = dense<[1, 2]> : tensor<2xi32>, tensor_f64_attr = dense<6.000000e+00> : tensor<4x8xf64>} for op test.float_elements_attr: Invalid attribute `scalar_f32_attr` in property conversion: dense<[1, 2]> : tensor<2xi32>"
    );
    assert_eq!(
        verify("\"test.float_elements_attr\"() <{scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<6.0> : tensor<4x8xf32>}> : () -> ()").unwrap_err(),
        "'test.float_elements_attr' op attribute 'tensor_f64_attr' failed to satisfy constraint: 64-bit float elements attribute of shape [4, 8]"
    );
}

#[test]
fn string_elements_are_stored_as_dense_elements() {
    verify("\"test.string_elements_attr\"() <{scalar_string_attr = dense<\"a\"> : tensor<2x!foo.s>}> : () -> ()").unwrap();
    // Any dense elements convert; the constraint then wants strings.
    assert_eq!(
        verify("\"test.string_elements_attr\"() <{scalar_string_attr = dense<1> : tensor<2xi32>}> : () -> ()").unwrap_err(),
        "'test.string_elements_attr' op attribute 'scalar_string_attr' failed to satisfy constraint: string elements attribute"
    );
    assert_eq!(
        verify("\"test.string_elements_attr\"() <{scalar_string_attr = dense_resource<b> : tensor<2xi32>}> : () -> ()").unwrap_err(),
        "invalid properties {scalar_string_attr = dense_resource<b> : tensor<2xi32>} for op test.string_elements_attr: Invalid attribute `scalar_string_attr` in property conversion: dense_resource<b> : tensor<2xi32>"
    );
    assert_eq!(
        verify("\"test.string_elements_attr\"() <{scalar_string_attr = 1 : i32}> : () -> ()")
            .unwrap_err(),
        "invalid properties {scalar_string_attr = 1 : i32} for op test.string_elements_attr: Invalid attribute `scalar_string_attr` in property conversion: 1 : i32"
    );
}
