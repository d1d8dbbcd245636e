//! A NativeCodeCall parameter that takes an optional attribute gets a
//! present one as `Some`: C++ attributes are nullable, so onnx-mlir's
//! `DecomposeConvTranspose1dPhased.td` passes a bound `$alpha`, a
//! NativeCodeCall's attribute (`(GetZeroFloatAttr)`) and a null one
//! (`(GetNullFloatAttr)`) to the same parameter. In Rust that parameter is
//! `Option<Attribute>` (or `Option<FloatAttr>`), and all three forms must
//! reach it.

use drr::ods::storage::FloatAttr;
use drr::pattern::Builder;
use drr::rewrite::RewritePatternSet;

mod common;
use drr::{Attribute, Context, FloatKind, NamedAttribute, OperationState, Value};

drr::ods! {
    def Oa_Dialect : Dialect { let name = "oa"; }
    def Oa_LeakyOp : Op<Oa_Dialect, "leaky", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x, F32Attr:$alpha);
        let results = (outs AnyType:$y);
    }
    def Oa_ReluOp : Op<Oa_Dialect, "relu", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$y);
    }
    def Oa_PlainOp : Op<Oa_Dialect, "plain", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$y);
    }
    def Oa_TypedOp : Op<Oa_Dialect, "typed", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$y);
    }
}

/// An `oa.fused` of `x`'s type, with `alpha` when one is given.
fn fused(b: &mut Builder<'_, '_>, x: Value, alpha: Option<Attribute>) -> Value {
    let ty = b.value_type(x);
    let name = b.op_name("oa.fused");
    let mut st = OperationState::new(name, b.loc());
    st.operands.push(x);
    st.result_types.push(ty);
    if let Some(value) = alpha {
        let key = b.symbol("alpha");
        st.attributes.push(NamedAttribute { name: key, value });
    }
    let op = b.create(st).expect("valid op");
    b.op(op).result(0)
}

drr::patterns! {
    def Fuse : NativeCodeCall<|b: &mut Builder<'_, '_>, x: Value, alpha: Option<Attribute>| -> Value {
        crate::fused(b, x, alpha)
    }>;
    def FuseTyped : NativeCodeCall<|b: &mut Builder<'_, '_>, x: Value, alpha: Option<FloatAttr>| -> Value {
        crate::fused(b, x, alpha.map(Into::into))
    }>;
    def GetZeroFloatAttr : NativeCodeCall<|c: &mut Context| -> Attribute {
        let ty = c.float_type(FloatKind::F32);
        c.float_attr(ty, 0.0)
    }>;
    def GetNullFloatAttr : NativeCodeCall<|_c: &mut Context| -> Option<Attribute> { None }>;

    // A bound attribute (a `FloatAttr`).
    def FromLeaky : Pat<(Oa_LeakyOp $x, $alpha), (Fuse $x, $alpha)>;
    // A NativeCodeCall's `Attribute`.
    def FromRelu : Pat<(Oa_ReluOp $x), (Fuse $x, (GetZeroFloatAttr))>;
    // An absent one.
    def FromPlain : Pat<(Oa_PlainOp $x), (Fuse $x, (GetNullFloatAttr))>;
    // A NativeCodeCall's `Attribute` to an `Option<FloatAttr>` parameter.
    def FromTyped : Pat<(Oa_TypedOp $x), (FuseTyped $x, (GetZeroFloatAttr))>;
}

#[test]
fn present_and_absent_attributes_reach_an_optional_parameter() {
    let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%a: f32):
    %0 = "oa.leaky"(%a) <{alpha = 5.000000e-01 : f32}> : (f32) -> f32
    %1 = "oa.relu"(%0) : (f32) -> f32
    %2 = "oa.plain"(%1) : (f32) -> f32
    %3 = "oa.typed"(%2) : (f32) -> f32
    "test.use"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut set = RewritePatternSet::new();
    populate_with_generated(&mut set);
    assert_eq!(
        common::run(OaDialect::register, src, set, false),
        r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: f32):
    %0 = "oa.fused"(%arg0) {alpha = 5.000000e-01 : f32} : (f32) -> f32
    %1 = "oa.fused"(%0) {alpha = 0.000000e+00 : f32} : (f32) -> f32
    %2 = "oa.fused"(%1) : (f32) -> f32
    %3 = "oa.fused"(%2) {alpha = 0.000000e+00 : f32} : (f32) -> f32
    "test.use"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}
