//! `let` fields of type and attribute constraint records as real dialects
//! write them (TensorFlow Lite's `I32VectorElementsAttr<len>`): `summary`
//! and `description`, an attribute's `constBuilderCall` as a Rust closure
//! (what `ConstantAttr<X, "{…}">` builds with), and the C++ class and
//! conversion fields, which `ods!` accepts without effect.

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context};

/// A `dense<…> : tensor<Nxi32>` of `values`.
fn i32_vector(ctx: &mut Context, values: Vec<i64>) -> Attribute {
    let i32t = ctx.int_type(32);
    let ty = ctx.tensor_type(vec![values.len() as i64], i32t);
    let values = values
        .into_iter()
        .map(|v| ctx.normalize_int(i32t, i128::from(v)) as u128)
        .collect();
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat: false,
        values,
    })
}

drr::ods! {
    dialect cf;

    class I32VectorElementsAttr<int len> : AttrConstraint<
        CPred<|ctx: &drr::Context, a: drr::Attribute| matches!(ctx.attr_data(a), drr::AttrData::DenseElements { .. })>,
        "32-bit int elements attribute of shape [" # len # "]"> {
      let storageType = "DenseIntElementsAttr";
      let returnType = "DenseIntElementsAttr";
      let convertFromStorage = "$_self";
      let constBuilderCall = |ctx: &mut drr::Context, values: Vec<i64>| -> drr::Attribute {
          crate::i32_vector(ctx, values)
      };
    }
    def Perm4 : I32VectorElementsAttr<4> {
      let summary = "a permutation of four dimensions";
      let description = "Used by transposes.";
    }
    def Int32Like : TypeConstraint<|_ctx, _t| true, "anything"> {
      let cppType = "::mlir::Type";
      let summary = "32-bit integer-like";
    }

    def SrcOp : Op<"src"> {
        let arguments = (ins Int32Like:$x);
        let results = (outs AnyType:$r);
    }
    def TransposeOp : Op<"transpose"> {
        let arguments = (ins AnyType:$x, Perm4:$perm);
        let results = (outs AnyType:$r);
    }
}

drr::patterns! {
    def ToTranspose : Pat<(SrcOp $x),
        (TransposeOp $x, ConstantAttr<Perm4, "{0, 2, 3, 1}">)>;
}

#[test]
fn const_builder_call_builds_pattern_constants() {
    let mut ctx = Context::new();
    CfDialect::register(&mut ctx);
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cf.src"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#;
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cf.transpose"(%0) <{perm = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn summaries_from_let_fields() {
    use drr::ods::{AttrConstraint, TypeConstraint};
    assert_eq!(Perm4::SUMMARY, "a permutation of four dimensions");
    assert_eq!(Int32Like::SUMMARY, "32-bit integer-like");
    // The verifier names the attribute constraint by its summary.
    let mut ctx = Context::new();
    CfDialect::register(&mut ctx);
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cf.transpose"(%0) <{perm = 3 : i32}> : (i32) -> i32
}) : () -> ()
"#;
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let err = drr::verifier::verify(&ctx, m).unwrap_err();
    assert_eq!(
        err[0].message,
        "'cf.transpose' op attribute 'perm' failed to satisfy constraint: a permutation of four dimensions"
    );
}
