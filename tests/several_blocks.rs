//! Several `ods!` and `patterns!` blocks in one module: a second `ods!`
//! block adds ops to the dialect the first declares (`dialect sb as
//! SbMoreOps;`, its region verifier included), and each `patterns!` block
//! names its populate function (`fn NAME;`), its anonymous patterns in a
//! module of that name.

use drr::Context;
use drr::ods::RegionVerify;
use drr::rewrite::{GreedyConfig, RewritePattern, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect sb;

    def AddOp : Op<"add", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
}

drr::ods! {
    dialect sb as SbMoreOps;

    def MulOp : Op<"mul", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def WrapOp : Op<"wrap", [SingleBlock, NoTerminator]> {
        let regions = (region AnyRegion:$body);
        let hasRegionVerifier = 1;
    }
}

impl RegionVerify for WrapOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let body = self.body(ctx);
        let empty = ctx
            .region(body)
            .blocks()
            .iter()
            .all(|&b| ctx.block_ops(b).next().is_none());
        if empty {
            Err("expects a non-empty body".into())
        } else {
            Ok(())
        }
    }
}

drr::patterns! {
    fn populate_to_mul;
    // x + x -> x * x
    def : Pat<(AddOp $x, $x), (MulOp $x, $x)>;
}

drr::patterns! {
    fn populate_canonical;
    // x * (y + y) -> x * (y * y) (anonymous, as the other block's pattern)
    def : Pat<(MulOp $x, (AddOp $y, $y)), (MulOp $x, (MulOp $y, $y))>;
    def MulSelfToAdd : Pat<(MulOp $x, $x), (AddOp $x, $x)>;
}

fn context() -> Context {
    let mut ctx = Context::new();
    SbDialect::register(&mut ctx);
    SbMoreOps::register(&mut ctx);
    ctx
}

fn rewrite(populate: fn(&mut RewritePatternSet), src: &str) -> String {
    let mut ctx = context();
    let module = parse_module(&mut ctx, src, "input.mlir").expect("valid input");
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, module, &frozen, &GreedyConfig::default())
        .expect("driver runs");
    print_op(&ctx, module, PrintOptions { debug_info: false })
}

const INPUT: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    %0 = "sb.add"(%a, %a) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn each_block_populates_its_own_patterns() {
    assert_eq!(
        rewrite(populate_to_mul, INPUT),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "sb.mul"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
    // The other block's patterns do not touch an `sb.add`.
    assert_eq!(
        rewrite(populate_canonical, INPUT),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "sb.add"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn anonymous_patterns_live_in_the_populate_functions_module() {
    assert_eq!(
        populate_to_mul::GeneratedConvert0.debug_name(),
        "GeneratedConvert0"
    );
    assert_eq!(
        populate_canonical::GeneratedConvert0.debug_name(),
        "GeneratedConvert0"
    );
    assert_eq!(MulSelfToAdd.debug_name(), "MulSelfToAdd");
    let mut set = RewritePatternSet::new();
    populate_canonical(&mut set);
    assert_eq!(set.len(), 2);
}

#[test]
fn the_extension_block_registers_its_ops_and_region_verifier() {
    let mut ctx = context();
    // Both blocks' ops are registered under the one dialect name.
    assert!(
        ctx.lookup_op_name("sb.add")
            .is_some_and(|n| ctx.op_definition(n).is_some())
    );
    assert!(
        ctx.lookup_op_name("sb.mul")
            .is_some_and(|n| ctx.op_definition(n).is_some())
    );
    assert_eq!(SbMoreOps::NAME, "sb");
    let module = parse_module(
        &mut ctx,
        "\"builtin.module\"() ({\n  \"sb.wrap\"() ({\n  }) : () -> ()\n}) : () -> ()\n",
        "input.mlir",
    )
    .expect("valid syntax");
    let errors = drr::verifier::verify(&ctx, module).expect_err("an empty wrap is invalid");
    assert_eq!(
        errors[0].message, "'sb.wrap' op expects a non-empty body",
        "the extension's region verifier ran"
    );
}
