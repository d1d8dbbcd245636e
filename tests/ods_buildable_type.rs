//! `BuildableType<…>` on a type constraint record (ODS's `builderCall`,
//! its C++ a Rust closure): an op whose results all have buildable types
//! gets the builder without result types (ODS's `allResultTypesKnown`),
//! and DRR builds such an op nested in a result pattern, as mlir-tblgen's
//! builders do with `I32` and the like.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

fn is_width(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width, .. } if *width == w)
}

/// A builder named by path (CIRCT RTG's `BuildableType<"…SequenceType::get(…)">`
/// with its C++ written as a Rust `fn`).
fn build_i5(ctx: &mut Context) -> Type {
    ctx.int_type(5)
}

drr::ods! {
    def B_Dialect : Dialect { let name = "b"; }

    // The mixin form, as `CommonTypeConstraints.td` writes `I32`.
    def B_I7 : Type<CPred<|ctx: &Context, t: Type| crate::is_width(ctx, t, 7)>, "7-bit integer">,
        BuildableType<|ctx: &mut Context| -> Type { ctx.int_type(7) }>;
    // The field form.
    def B_I9 : TypeConstraint<|ctx: &Context, t: Type| crate::is_width(ctx, t, 9), "9-bit integer"> {
        let builderCall = |ctx: &mut Context| -> Type { ctx.int_type(9) };
    }

    // A path to a Rust `fn` in place of the closure, in either form.
    def B_I5 : Type<CPred<|ctx: &Context, t: Type| crate::is_width(ctx, t, 5)>, "5-bit integer">,
        BuildableType<crate::build_i5>;
    def B_I5f : TypeConstraint<|ctx: &Context, t: Type| crate::is_width(ctx, t, 5), "5-bit integer"> {
        let builderCall = crate::build_i5;
    }

    def B_MakeOp : Op<B_Dialect, "make"> {
        let results = (outs B_I7:$a, B_I9:$b);
    }
    def B_MakePathOp : Op<B_Dialect, "make_path"> {
        let results = (outs B_I5:$a, B_I5f:$b);
    }
    def B_UseOp : Op<B_Dialect, "use"> {
        let arguments = (ins AnyType:$x);
    }
    def B_SinkOp : Op<B_Dialect, "sink"> {
        let arguments = (ins AnyType:$x, AnyType:$y);
    }
}

drr::patterns! {
    def UseToSink : Pat<(B_UseOp $x), (B_SinkOp $x, (B_MakeOp:$m__1))>;
}

#[test]
fn buildable_results_are_inferred() {
    let mut ctx = Context::new();
    BDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = B_MakeOp::build_inferred(&mut ctx, loc).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0:2 = \"b.make\"() : () -> (i7, i9)"
    );
}

#[test]
fn builders_named_by_path_are_inferred() {
    let mut ctx = Context::new();
    BDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = B_MakePathOp::build_inferred(&mut ctx, loc).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0:2 = \"b.make_path\"() : () -> (i5, i5)"
    );
}

#[test]
fn patterns_build_ops_with_buildable_results() {
    let mut ctx = Context::new();
    BDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: i32):\n    \"b.use\"(%arg0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let mut set = drr::rewrite::RewritePatternSet::new();
    set.add(UseToSink);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &drr::rewrite::GreedyConfig::default())
        .unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: i32):\n    %0:2 = \"b.make\"() : () -> (i7, i9)\n    \"b.sink\"(%arg0, %0#1) : (i32, i9) -> ()\n  }) : () -> ()\n}) : () -> ()\n"
    );
}
