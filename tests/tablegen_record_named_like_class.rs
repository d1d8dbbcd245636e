//! TableGen keeps classes and records in separate namespaces: TensorFlow
//! Lite's `optimize_patterns.td` defines `def FloatElementsAttr :
//! ElementsAttrBase<…, "float constant tensor">` and also uses the library
//! class `FloatElementsAttr<32>` (`CommonAttrConstraints.td`'s "32-bit
//! float elements attribute") in the same file. `Name<…>` is the class,
//! bare `Name` the block's record. drr took the record for both (an error
//! at `32`: "`FloatElementsAttr` takes no template arguments" in `ods!`,
//! "the template arguments … would be ignored" in `patterns!`).
//! mlir-tblgen-22 accepts both files and checks the two constraints; the
//! summaries below are its messages.

mod common;
use common::{module, run};

use drr::rewrite::RewritePatternSet;
use drr::text::parse_module;
use drr::{Attribute, Context, TypeData};

/// A dense elements attribute of any float element type.
fn is_float_elements(ctx: &Context, a: Attribute) -> bool {
    let Some(t) = drr::ods::attr_type(ctx, a) else {
        return false;
    };
    match ctx.type_data(t) {
        TypeData::RankedTensor { element, .. } => {
            matches!(ctx.type_data(*element), TypeData::Float(_))
        }
        _ => false,
    }
}

/// Any ranked tensor.
fn is_tensor(ctx: &Context, t: drr::Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

mod fe {
    drr::ods! {
        def Fe_Dialect : Dialect { let name = "fe"; }
        def FloatElementsAttr : ElementsAttrBase<CPred<crate::is_float_elements>,
            "float constant tensor">;
        def Fe_PairOp : Op<Fe_Dialect, "pair"> {
            let arguments = (ins FloatElementsAttr<32>:$f32s, FloatElementsAttr:$floats);
        }
        // Likewise for a type constraint, nested in another library class.
        def TensorOf : Type<CPred<crate::is_tensor>, "my tensor">;
        def Fe_TensorsOp : Op<Fe_Dialect, "tensors"> {
            let arguments = (ins Variadic<TensorOf<[F32]>>:$f32s, TensorOf:$any);
        }
        def Fe_ConstOp : Op<Fe_Dialect, "const"> {
            let arguments = (ins AnyAttr:$value);
            let results = (outs AnyType:$out);
        }
        def Fe_F32Op : Op<Fe_Dialect, "f32"> {
            let arguments = (ins AnyAttr:$value);
            let results = (outs AnyType:$out);
        }
        def Fe_FloatOp : Op<Fe_Dialect, "float"> {
            let arguments = (ins AnyAttr:$value);
            let results = (outs AnyType:$out);
        }
    }
}
use fe::*;

drr::patterns! {
    fn populate;
    def FloatElementsAttr : ElementsAttrBase<CPred<crate::is_float_elements>,
        "float constant tensor">;
    def F32Const : Pat<(Fe_ConstOp FloatElementsAttr<32>:$v), (Fe_F32Op $v), [], [],
        (addBenefit 1)>;
    def FloatConst : Pat<(Fe_ConstOp FloatElementsAttr:$v), (Fe_FloatOp $v)>;
}

fn verify(attrs: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    FeDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"fe.pair\"() <{{{attrs}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn ods_class_instance_and_record_of_the_same_name() {
    verify("f32s = dense<1.0> : tensor<2xf32>, floats = dense<1.0> : tensor<2xf64>").unwrap();
    assert_eq!(
        verify("f32s = dense<1.0> : tensor<2xf64>, floats = dense<1.0> : tensor<2xf64>")
            .unwrap_err(),
        "'fe.pair' op attribute 'f32s' failed to satisfy constraint: 32-bit float elements attribute"
    );
    assert_eq!(
        verify("f32s = dense<1.0> : tensor<2xf32>, floats = dense<1> : tensor<2xi32>").unwrap_err(),
        "'fe.pair' op attribute 'floats' failed to satisfy constraint: float constant tensor"
    );
}

fn verify_tensors(types: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    FeDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%a: tensor<2xf32>, %b: tensor<2xi32>, %c: i32):\n    \"fe.tensors\"({types}) : ({}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        types
            .split(", ")
            .map(|v| match v {
                "%a" => "tensor<2xf32>",
                "%b" => "tensor<2xi32>",
                _ => "i32",
            })
            .collect::<Vec<_>>()
            .join(", ")
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn ods_nested_class_instance_and_record_of_the_same_name() {
    verify_tensors("%a, %a, %b").unwrap();
    assert_eq!(
        verify_tensors("%a, %b, %b").unwrap_err(),
        "'fe.tensors' op operand #1 must be variadic of tensor of 32-bit float values, but got 'tensor<2xi32>'"
    );
    assert_eq!(
        verify_tensors("%a, %c").unwrap_err(),
        "'fe.tensors' op operand #1 must be my tensor, but got 'i32'"
    );
}

#[test]
fn pattern_class_instance_and_record_of_the_same_name() {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let body = |a: &str, b: &str| {
        format!(
            "    %0 = \"{a}\"() <{{value = dense<1.500000e+00> : tensor<2xf32>}}> : () -> tensor<2xf32>
    %1 = \"{b}\"() <{{value = dense<1.500000e+00> : tensor<2xf64>}}> : () -> tensor<2xf64>
    %2 = \"fe.const\"() <{{value = dense<1> : tensor<2xi32>}}> : () -> tensor<2xi32>
    \"test.use\"(%0, %1, %2) : (tensor<2xf32>, tensor<2xf64>, tensor<2xi32>) -> ()
"
        )
    };
    let reg = |ctx: &mut Context| FeDialect::register(ctx);
    let out = run(
        reg,
        &module("%arg0: i32", &body("fe.const", "fe.const")),
        set,
        false,
    );
    assert_eq!(out, module("%arg0: i32", &body("fe.f32", "fe.float")));
}
