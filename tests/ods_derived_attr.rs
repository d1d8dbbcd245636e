//! ODS's derived attributes (`DerivedAttr<…>`, `DerivedTypeAttr<…>` as
//! typed fields of an op record, also through a class of the block as
//! TensorFlow's `tf_op_base.td` writes them, and as records of their own)
//! are C++ accessors computed from
//! the op: `ods!` accepts them and stores nothing. The ops are MLIR's test
//! dialect's `test.derived_type_attr` and `test.prop`; the expected texts
//! were recorded from mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
        let allowUnknownOperations = 1;
    }
    class TEST_Op<string mnemonic, list<Trait> traits = []> :
        Op<Test_Dialect, mnemonic, traits>;

    // As TensorFlow's base file names the element type of an operand.
    class TF_DerivedOperandTypeAttr<int idx> : DerivedTypeAttr<
      "return mlir::getElementTypeOrSelf(*getODSOperands(" # idx # ").begin());">;

    // A derived attribute record of its own: nothing to generate either.
    def Test_NumElements : DerivedAttr<"int", "return 0;">;

    def DerivedTypeAttrOp : TEST_Op<"derived_type_attr", []> {
      let results = (outs AnyTensor:$output);
      DerivedTypeAttr element_dtype =
        DerivedTypeAttr<"return getElementTypeOrSelf(getOutput().getType());">;
      DerivedAttr num_elements = DerivedAttr<"int",
        "return ::llvm::cast<ShapedType>(getOutput().getType()).getNumElements();",
        "$_builder.getI32IntegerAttr($_self)">;
    }
    def TestPropOp : TEST_Op<"prop">,
      Arguments<(ins Variadic<Index>:$upperInits, I32ElementsAttr:$transforms)>,
      Results<(outs Variadic<AnyType>:$results)> {
      DerivedAttr upperLen = DerivedAttr<"uint32_t",
        "return getUpperInits().size() / getTransforms().size();",
        " $_builder.getI32IntegerAttr($_self) ">;
      TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
    }
}

/// The module `body` parsed, verified and printed, or the first error.
fn run(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

#[test]
fn derived_attributes_are_not_stored() {
    let body = "  %0 = \"test.derived_type_attr\"() : () -> tensor<2xf32>";
    let out = run(body).unwrap();
    assert_eq!(
        out,
        format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
    );
    // Not inherent attributes: a discardable one of the same name stays in
    // `{…}` (mlir-opt-22 prints it there).
    let body = "  %0 = \"test.derived_type_attr\"() {element_dtype = f32, num_elements = 3 : i64} : () -> tensor<2xf32>";
    assert_eq!(
        run(body).unwrap(),
        format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
    );
    // The op's own constraints are still checked.
    assert_eq!(
        run("  %0 = \"test.derived_type_attr\"() : () -> f32").unwrap_err(),
        "'test.derived_type_attr' op result #0 must be tensor of any type values, but got 'f32'"
    );
}

#[test]
fn derived_attributes_next_to_arguments() {
    let body = "  %0 = \"test.v\"() : () -> index\n  %1 = \"test.prop\"(%0) <{transforms = dense<1> : tensor<2xi32>}> : (index) -> i1";
    assert_eq!(
        run(body).unwrap(),
        format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
    );
    // The only inherent attribute is `transforms`.
    assert_eq!(
        run("  %1 = \"test.prop\"() : () -> i1").unwrap_err(),
        "'test.prop' op requires attribute 'transforms'"
    );
}
