//! TableGen keeps classes and records in separate namespaces, so a class
//! may be named like one of ODS's records. IREE's
//! `CHLODecompositionPatterns.td` defines `class ConstantLike<string value>
//! : NativeCodeCall<…>` while OpBase.td has `def ConstantLike :
//! NativeOpTrait<"ConstantLike">`; both must keep their meaning: the class
//! builds constants in patterns, the trait still marks the constant op.

use drr::pattern::Builder;
use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Value};

drr::ods! {
    def Cl_Dialect : Dialect {
        let name = "cl";
    }
    class Cl_Op<string mnemonic, list<Trait> traits = []> : Op<Cl_Dialect, mnemonic, traits>;
    def Cl_ConstOp : Cl_Op<"constant", [ConstantLike, Pure]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$result);
    }
    def Cl_NegOp : Cl_Op<"neg", [Pure]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$result);
    }
    def Cl_MulOp : Cl_Op<"mul", [Pure]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$result);
    }
}

/// A `cl.constant` of `like`'s type holding `value`.
fn constant_like(b: &mut Builder<'_, '_>, value: &str, like: Value) -> Value {
    let ty = b.value_type(like);
    let attr = b.integer_attr(ty, value.parse().expect("an integer"));
    let loc = b.loc();
    let state = Cl_ConstOp::build_with(b, loc, ty, attr);
    let op = b.create(state).expect("cl.constant");
    b.op(op).result(0)
}

drr::patterns! {
    fn populate;
    class ConstantLike<string value> : NativeCodeCall<|b: &mut Builder<'_, '_>, like: Value| -> Value {
        crate::constant_like(b, value, like)
    }>;
    def : Pat<(Cl_NegOp $x), (Cl_MulOp (ConstantLike<"-1"> $x), $x)>;
}

#[test]
fn a_class_named_like_a_trait_record() {
    let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%a: i32):
    %b = "test.source"(%a) : (i32) -> i32
    %0 = "cl.neg"(%b) : (i32) -> i32
    "test.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    ClDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).expect("runs");
    // `cl.constant` has no folder, so (as in MLIR, where `m_Constant`
    // needs one) the driver leaves it where the pattern built it.
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32):
    %0 = "test.source"(%arg0) : (i32) -> i32
    %1 = "cl.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "cl.mul"(%1, %0) : (i32, i32) -> i32
    "test.use"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}
