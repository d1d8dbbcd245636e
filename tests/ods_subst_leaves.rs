//! `SubstLeaves<pattern, replacement, pred>`: the leaves of `pred` see the
//! replacement instead of the entity `pattern` names (`$_self`, `$N`). ODS
//! pastes C++ text (`SubstLeaves<"$_self", "getElementTypeOrSelf($_self)",
//! F32.predicate>` is "the element type is f32"); here the replacement is a
//! Rust closure or fn taking the context and the entity.

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, Value};

drr::ods! {
    def Sl_Dialect : Dialect { let name = "sl"; }
    // A type constraint on the element type, as MLIR writes the
    // element-type checks of its container types.
    def F32Elements : Type<SubstLeaves<"$_self", drr::ods::element_type_or_self, F32.predicate>,
                           "f32 or a container of f32">;
    def Sl_NegOp : Op<Sl_Dialect, "neg"> {
        let arguments = (ins F32Elements:$x);
        let results = (outs AnyType:$y);
    }
    def Sl_IdOp : Op<Sl_Dialect, "id"> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$y);
    }
}

drr::patterns! {
    // `$1` is replaced by its type; the leaf compares the first value's
    // type with it, inside `And` and `Neg` next to leaves that see the
    // values unchanged.
    def SameTypeAs : Constraint<And<[
        SubstLeaves<"$1", |c: &Context, v: Value| c.value_type(v),
                    CPred<|c: &Context, a: Value, t: Type| c.value_type(a) == t>>,
        Neg<CPred<|_c: &Context, a: Value, b: Value| a == b>>]>, "same type">;
    def DropId : Pat<(Sl_IdOp:$r $a, $b), (replaceWithValue $a), [(SameTypeAs $a, $b)]>;
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (f32, f32, i32, tensor<2xf32>, tensor<2xi32>) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%a: f32, %b: f32, %c: i32, %t: tensor<2xf32>, %u: tensor<2xi32>):\n{body}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn type_constraint_on_the_element_type() {
    let mut ctx = Context::new();
    SlDialect::register(&mut ctx);
    for ok in ["%a", "%t"] {
        let src = module(&format!("  %0 = \"sl.neg\"({ok}) : (f32) -> f32\n"));
        let src = if ok == "%t" {
            src.replace("(f32) -> f32", "(tensor<2xf32>) -> f32")
        } else {
            src
        };
        let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
        drr::verifier::verify(&ctx, m).unwrap();
    }
    let src = module("  %0 = \"sl.neg\"(%u) : (tensor<2xi32>) -> f32\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'sl.neg' op operand #0 must be f32 or a container of f32, but got 'tensor<2xi32>'"
    );
}

#[test]
fn constraint_replaces_a_numbered_entity() {
    let mut ctx = Context::new();
    SlDialect::register(&mut ctx);
    let src = module(
        "  %0 = \"sl.id\"(%a, %b) : (f32, f32) -> f32\n  %1 = \"sl.id\"(%a, %c) : (f32, i32) -> f32\n  %2 = \"sl.id\"(%a, %a) : (f32, f32) -> f32\n  \"sl.use\"(%0, %1, %2) : (f32, f32, f32) -> ()\n",
    );
    ctx.allow_unknown_operations("sl");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    // Only the first `sl.id` has operands of one type that are not one value.
    assert!(out.contains("\"sl.use\"(%arg0, %0, %1)"), "{out}");
    assert!(!out.contains("(%arg0, %arg1) : (f32, f32)"), "{out}");
}
