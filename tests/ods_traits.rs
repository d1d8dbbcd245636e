//! ODS traits and hooks that MLIR's `arith` does not use: structural traits
//! (`HasParent`, `ParentOneOf`, `SingleBlockImplicitTerminator`), the trait
//! folders (`Idempotent`, `Involution`), user traits (`NativeOpTrait`,
//! `PredOpTrait`, `TraitList`), `hasVerifier`, `hasRegionVerifier`,
//! `hasCanonicalizeMethod`. Messages and folded IR were recorded from
//! `mlir-opt-22` where it has the same ops (`scf.yield`, `scf.if`, the test
//! dialect's `op_idempotent_trait*` and `op_involution_trait_*`).

use drr::ods::{CanonicalizeMethod, NativeOpTrait, RegionVerify, Verify};
use drr::rewrite::{GreedyConfig, MatchFailure, MatchResult, PatternRewriter, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, OpId};

mod scf {
    drr::ods! {
        dialect scf;

        def YieldOp : Op<"yield", [Pure, ReturnLike, Terminator,
            ParentOneOf<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"]>]> {
            let arguments = (ins Variadic<AnyType>:$results);
        }

        def IfOp : Op<"if", [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects, NoRegionArguments]> {
            let arguments = (ins I1:$condition);
            let results = (outs Variadic<AnyType>:$results);
            let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
        }
    }
}

drr::ods! {
    dialect test;

    def TestIdempotentTraitOp : Op<"op_idempotent_trait", [SameOperandsAndResultType, NoMemoryEffect, Idempotent]> {
        let arguments = (ins I32:$op1);
        let results = (outs I32);
    }
    def TestIdempotentTraitBinaryOp : Op<"op_idempotent_trait_binary", [SameOperandsAndResultType, NoMemoryEffect, Idempotent]> {
        let arguments = (ins I32:$op1, I32:$op2);
        let results = (outs I32);
    }
    def TestInvolutionTraitNoOperationFolderOp : Op<"op_involution_trait_no_operation_fold", [SameOperandsAndResultType, NoMemoryEffect, Involution]> {
        let arguments = (ins I32:$op1);
        let results = (outs I32);
    }

    def ReturnOp : Op<"ret", [Terminator, HasParent<"func.func">]> {
        let arguments = (ins Variadic<AnyType>:$operands);
    }

    def EvenOperands : NativeOpTrait<"EvenOperandsTrait">;
    def SmallTraits : TraitList<[EvenOperands, Commutative]>;
    def FirstIsI32 : PredOpTrait<"the first operand is i32", first_is_i32>;

    def UserOp : Op<"user", [SmallTraits, FirstIsI32]> {
        let arguments = (ins Variadic<AnyType>:$xs);
        let hasVerifier = 1;
    }

    def WrapOp : Op<"wrap", [SingleBlock, NoTerminator]> {
        let regions = (region AnyRegion:$body);
        let hasRegionVerifier = 1;
    }

    def DoubleOp : Op<"double"> {
        let arguments = (ins I32:$x);
        let results = (outs I32:$r);
        let hasCanonicalizeMethod = 1;
    }
}

/// `EvenOperands`: C++'s `OpTrait::EvenOperands<ConcreteType>`.
pub struct EvenOperandsTrait;
impl NativeOpTrait for EvenOperandsTrait {
    fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
        if ctx.op(op).num_operands().is_multiple_of(2) {
            Ok(())
        } else {
            Err("requires an even number of operands".into())
        }
    }
}

fn first_is_i32(ctx: &Context, op: OpId) -> bool {
    let data = ctx.op(op);
    data.num_operands() == 0 || {
        let t = ctx.value_type(data.operand(0));
        matches!(ctx.type_data(t), drr::TypeData::Integer { width: 32, .. })
    }
}

impl Verify for UserOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        if self.xs(ctx).len() > 4 {
            return Err("has more than 4 operands".into());
        }
        Ok(())
    }
}

impl RegionVerify for WrapOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let body = self.body(ctx);
        let n: usize = ctx
            .region(body)
            .blocks()
            .iter()
            .map(|&b| ctx.block_ops(b).count())
            .sum();
        if n == 0 {
            Err("expects a non-empty body".into())
        } else {
            Ok(())
        }
    }
}

/// `double(double(x)) -> double(x)`.
impl CanonicalizeMethod for DoubleOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let x = self.x(rewriter);
        let Some(inner) = rewriter
            .defining_op(x)
            .and_then(|d| DoubleOp::from_op(rewriter, d))
        else {
            return Err(MatchFailure::new("the operand is not a double"));
        };
        let _ = inner;
        rewriter.replace_op(self.op(), &[x])?;
        Ok(())
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    scf::ScfDialect::register(&mut ctx);
    // The inputs use ops `test` does not define (`"test.x"`), as MLIR's
    // test dialect allows.
    ctx.allow_unknown_operations("test");
    ctx
}

fn first_error(src: &str) -> String {
    let mut ctx = context();
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => "VERIFIED".into(),
        Err(errs) => errs[0].message.clone(),
    }
}

#[test]
fn structural_traits_verify_as_mlir_opt() {
    // mlir-opt-22 --allow-unregistered-dialect, first error.
    assert_eq!(
        first_error("\"test.r\"() ({\n  \"scf.yield\"() : () -> ()\n}) : () -> ()\n"),
        "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"
    );
    let if_src = |last: &str| {
        format!(
            "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (i1) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%arg0: i1):\n    \"scf.if\"(%arg0) ({{\n      {last}\n    }}, {{\n    }}) : (i1) -> ()\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
        )
    };
    assert_eq!(
        first_error(&if_src("\"test.x\"() : () -> ()")),
        "'scf.if' op expects regions to end with 'scf.yield', found 'test.x'"
    );
    assert_eq!(
        first_error(&if_src("\"scf.yield\"() : () -> ()")),
        "VERIFIED"
    );
    // `func.return`'s `HasParent<"func::FuncOp">` wording.
    assert_eq!(
        first_error("\"test.r\"() ({\n  \"test.ret\"() : () -> ()\n}) : () -> ()\n"),
        "'test.ret' op expects parent op 'func.func'"
    );
}

#[test]
fn user_traits_and_verifier_run_in_mlir_order() {
    let op = |operands: &str, types: &str| {
        format!(
            "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i32\n  %1 = \"test.x\"() : () -> i64\n  \"test.user\"({operands}) : ({types}) -> ()\n}}) : () -> ()\n"
        )
    };
    // Predicate traits (with the invariants) before native traits.
    assert_eq!(
        first_error(&op("%1", "i64")),
        "'test.user' op failed to verify that the first operand is i32"
    );
    assert_eq!(
        first_error(&op("%0", "i32")),
        "'test.user' op requires an even number of operands"
    );
    // The op's verifier last.
    assert_eq!(
        first_error(&op(
            "%0, %0, %0, %0, %0, %0",
            "i32, i32, i32, i32, i32, i32"
        )),
        "'test.user' op has more than 4 operands"
    );
    assert_eq!(first_error(&op("%0, %1", "i32, i64")), "VERIFIED");
    // `TraitList` members are the op's traits.
    assert!(
        UserOp::DEFINITION
            .traits
            .contains(drr::OpTraits::COMMUTATIVE)
    );
}

#[test]
fn region_verifier_runs() {
    assert_eq!(
        first_error("\"test.wrap\"() ({\n}) : () -> ()\n"),
        "'test.wrap' op expects a non-empty body"
    );
    assert_eq!(
        first_error("\"test.wrap\"() ({\n  \"test.x\"() : () -> ()\n}) : () -> ()\n"),
        "VERIFIED"
    );
    // Region verifiers run once the nested ops verified (MLIR's
    // `verifyRegionInvariants` after the regions): a nested failure first.
    assert_eq!(
        first_error(
            "\"test.wrap\"() ({\n  %0 = \"test.x\"() : () -> i32\n  \"test.user\"(%0) : (i32) -> ()\n}) : () -> ()\n"
        ),
        "'test.user' op requires an even number of operands"
    );
}

fn canonicalize(src: &str) -> String {
    let mut ctx = context();
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let mut patterns = RewritePatternSet::new();
    TestDialect::populate_canonicalization_patterns(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    print_op(&ctx, m, PrintOptions { debug_info: false })
}

#[test]
fn trait_folders_are_mlir_opts() {
    // `mlir-opt-22 --canonicalize --mlir-print-op-generic` on the same
    // function (the test dialect's ops of these names are defined the same
    // way in mlir's TestOps.td).
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.op_idempotent_trait"(%arg0) : (i32) -> i32
    %1 = "test.op_idempotent_trait"(%0) : (i32) -> i32
    %2 = "test.op_idempotent_trait_binary"(%arg1, %arg1) : (i32, i32) -> i32
    %3 = "test.op_involution_trait_no_operation_fold"(%arg0) : (i32) -> i32
    %4 = "test.op_involution_trait_no_operation_fold"(%3) : (i32) -> i32
    %5 = "test.op_idempotent_trait_binary"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%1, %2, %4, %5) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        canonicalize(src),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.op_idempotent_trait"(%arg0) : (i32) -> i32
    %1 = "test.op_idempotent_trait_binary"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%0, %arg1, %arg0, %1) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn canonicalize_method_is_a_pattern() {
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "test.double"(%0) : (i32) -> i32
  %2 = "test.double"(%1) : (i32) -> i32
  %3 = "test.double"(%2) : (i32) -> i32
  "test.use"(%3) : (i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        canonicalize(src),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "test.double"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn canonicalize_method_pattern_is_unnamed_as_in_mlir() {
    // MLIR adds `canonicalize` as a function (`results.add(canonicalize)`),
    // a pattern without a debug name, so `--canonicalize` pattern filters
    // cannot name it; only the unnamed entry (`disable-patterns=,`) does.
    let mut patterns = RewritePatternSet::new();
    TestDialect::populate_canonicalization_patterns(&mut patterns);
    assert_eq!(format!("{patterns:?}"), r#"[""]"#);
}
