//! The complete example of the README ("Writing patterns"): ops, patterns
//! and a driver. `tests/readme.rs` checks that the README shows this file.

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Attribute, Context};

// Ops (ODS records) and native code (NativeCodeCall, Constraint).
drr::ods! {
    dialect toy;

    def ConstOp : Op<"const", [ConstantLike]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
    def AddOp : Op<"add", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def MulOp : Op<"mul", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs, DefaultValuedAttr<I32Attr, 1>:$scale);
        let results = (outs AnyType:$out);
    }
    // `$_builder` is the closure's first parameter.
    def Twice : NativeCodeCall<|ctx, s: drr::ods::storage::IntegerAttr| -> Attribute {
        let v = s.value(ctx);
        let ty = ctx.int_type(32);
        ctx.integer_attr(ty, v * 2)
    }>;
    def SingleUse : Constraint<|ctx: &Context, v: drr::Value| ctx.has_one_use(v), "has one use">;
}

// Patterns in DRR's syntax; `populate_with_generated` adds them all.
drr::patterns! {
    // x + x  ->  x * 2
    def AddSelf : Pat<(AddOp $x, $x), (MulOp $x, $x, ConstantAttr<I32Attr, "2">)>;
    // (x * y, scale s) * z with a single use  ->  x * z, scale 2s
    def FoldScale : Pat<(MulOp (MulOp:$inner $x, $y, I32Attr:$s), $z, ConstantAttr<I32Attr, "1">),
                        (MulOp $x, $z, (Twice $s)),
                        [(SingleUse:$inner)]>;
}

fn main() {
    let mut ctx = Context::new();
    ToyDialect::register(&mut ctx);
    let src = r#"
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
    %1 = "toy.mul"(%0, %b) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let module = parse_module(&mut ctx, src, "input.mlir").expect("valid input");

    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, module, &frozen, &GreedyConfig::default())
        .expect("driver runs");

    print!(
        "{}",
        print_op(&ctx, module, PrintOptions { debug_info: false })
    );
}
