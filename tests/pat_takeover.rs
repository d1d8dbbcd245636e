//! The result takeover of DRR rewrites (a single result op replacing the
//! root 1:1) under the greedy driver: without a user listener the driver
//! takes the fused path (the new op created in place of the root, one
//! notification); with a user listener that allows the takeover, the
//! separate notifications; with one that does not, MLIR's steps. All three
//! must rewrite in the same order to the same IR.

mod common;
use common::module;

use drr::rewrite::{
    GreedyConfig, GreedyResult, Listener, NoopListener, RewritePatternSet, Strictness,
};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect test;

    def AOp : Op<"a_op", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }
    def COp : Op<"c_op"> {
        let arguments = (ins AnyType:$c_input, AnyAttr:$c_attr);
        let results = (outs AnyType:$c_output);
    }
    def DOp : Op<"d_op"> {
        let arguments = (ins AnyType:$d_input1, AnyType:$d_input2);
        let results = (outs AnyType:$d_output);
    }
}

/// Allows the takeover, one notification at a time.
struct Allowing;
impl Listener for Allowing {
    fn allows_result_takeover(&self) -> bool {
        true
    }
}

fn patterns() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!((AOp (AOp $x, $a), $b), (COp $x, $b)));
    // Its result op uses one value twice.
    s.add(drr::pat!((COp $x, $b), (DOp $x, $x)));
    s
}

/// Rewrites `src` with an explain trace; `listener`: `None` for none, or
/// whether the user listener allows the takeover. Returns the printed
/// module (with locations: fused ones record which ops each rewrite
/// combined), the trace rendered, and the number of rewrites.
fn rewrite(
    src: &str,
    listener: Option<bool>,
    top_down: bool,
    strictness: Strictness,
) -> (String, String, u64) {
    let mut ctx = drr::Context::new();
    TestDialect::register(&mut ctx);
    // The inputs use test ops this file does not define (`test.use`), as
    // MLIR's test dialect allows.
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "input.mlir").expect("input parses");
    let frozen = patterns().freeze(&mut ctx);
    let config = GreedyConfig {
        explain: true,
        top_down,
        strictness,
        ..GreedyConfig::default()
    };
    let r: GreedyResult = match listener {
        None => drr::apply_patterns_greedily(&mut ctx, m, &frozen, &config),
        Some(true) => drr::rewrite::apply_patterns_greedily_with_listener(
            &mut ctx,
            m,
            &frozen,
            &config,
            &mut Allowing,
        ),
        Some(false) => drr::rewrite::apply_patterns_greedily_with_listener(
            &mut ctx,
            m,
            &frozen,
            &config,
            &mut NoopListener,
        ),
    }
    .expect("driver runs");
    assert!(r.converged);
    // Use lists, block links and definitions consistent (the verifier's
    // internal checks in debug builds).
    drr::verifier::verify(&ctx, m).expect("verifies");
    let trace: String = r.explain.iter().map(|e| e.to_string()).collect();
    let printed = print_op(&ctx, m, PrintOptions { debug_info: true });
    (printed, trace, r.num_rewrites)
}

#[test]
fn fused_separate_and_mlir_replacements_agree() {
    // A root first in its block (`%c`: its new op takes the block's
    // first place), roots between others, repeated users.
    let body = "    %c = \"test.c_op\"(%arg1) <{c_attr = 0 : i32}> : (i32) -> i32
    %0 = \"test.a_op\"(%arg0) <{a_attr = 1 : i32}> : (i32) -> i32
    %1 = \"test.a_op\"(%0) <{a_attr = 2 : i32}> : (i32) -> i32
    %2 = \"test.a_op\"(%1) <{a_attr = 3 : i32}> : (i32) -> i32
    %3 = \"test.a_op\"(%1) <{a_attr = 4 : i32}> : (i32) -> i32
    %4 = \"test.a_op\"(%3) <{a_attr = 5 : i32}> : (i32) -> i32
    \"test.use\"(%2, %3, %4, %1) : (i32, i32, i32, i32) -> ()
    %5 = \"test.a_op\"(%4) <{a_attr = 6 : i32}> : (i32) -> i32
    %6 = \"test.a_op\"(%5) <{a_attr = 6 : i32}> : (i32) -> i32
    \"test.use\"(%5, %6, %5) : (i32, i32, i32) -> ()
    %7 = \"test.a_op\"(%arg1) <{a_attr = 7 : i32}> : (i32) -> i32
    %8 = \"test.a_op\"(%7) <{a_attr = 8 : i32}> : (i32) -> i32
    %9 = \"test.a_op\"(%8) <{a_attr = 9 : i32}> : (i32) -> i32
    \"test.use\"(%9, %c) : (i32, i32) -> ()
";
    let src = module("%arg0: i32, %arg1: i32", body);
    for top_down in [false, true] {
        for strictness in [
            Strictness::AnyOp,
            Strictness::ExistingAndNewOps,
            Strictness::ExistingOps,
        ] {
            let fused = rewrite(&src, None, top_down, strictness);
            let separate = rewrite(&src, Some(true), top_down, strictness);
            let mlir = rewrite(&src, Some(false), top_down, strictness);
            let what = format!("top_down {top_down}, {strictness:?}");
            assert_eq!(fused, separate, "{what}");
            assert_eq!(fused, mlir, "{what}");
            // It did rewrite, with fused locations.
            assert!(fused.2 >= 4, "{what}: {} rewrites", fused.2);
            assert!(fused.0.contains("fused["), "{what}");
            if strictness != Strictness::ExistingOps {
                // Both patterns (the second one on the first one's ops).
                assert!(fused.0.contains("test.d_op") && !fused.0.contains("test.c_op"));
            }
        }
    }
}
