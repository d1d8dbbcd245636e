//! A multi-result `Pattern` whose first result builds an auxiliary op with
//! `AttrSizedResultSegments` through its inferred types and whose second
//! replaces the root by that op's `$f__0`, as OneFlow's
//! `NormalizationAddReluPattern` does. MLIR's builder from inferred types
//! does not set `resultSegmentSizes` (mlir-tblgen-22's `build` adds the
//! types only), so every group of the new op is empty and `$f__0` names
//! nothing: MLIR's generated `replaceOp` then gets no value (an assertion).
//! drr refuses the replacement with the null value's own message, keeps
//! the root, and reports the change it already made.

mod common;
use common::{module, run_with};
use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::{Context, IrError, Value};

drr::ods! {
    dialect nr;
    def BnOp : Op<"bn", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
        let arguments = (ins AnyType:$x, Optional<AnyType>:$mm, AnyType:$beta);
        let results = (outs AnyType:$y, Optional<AnyType>:$mean);
    }
    def ReluOp : Op<"relu"> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$z);
    }
    def FusedOp : Op<"fused", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
        let arguments = (ins AnyType:$x, Optional<AnyType>:$mm, AnyType:$beta);
        let results = (outs AnyType:$y, AnyType:$reserve, Optional<AnyType>:$mean);
        let inferReturnTypes = |ctx: &mut drr::Context, st: &drr::ir::OperationState| -> Result<Vec<drr::Type>, drr::ods::BuildError> {
            let t = ctx.value_type(st.operands[0]);
            Ok(vec![t, t])
        };
    }
}

drr::patterns! {
    fn populate;
    def First : NativeCodeCall<|_c: &mut Context, v: Option<Value>| -> Value { v.expect("present") }>;
    def Fuse : Pattern<(ReluOp (BnOp:$r $x, $mm, $beta)),
        [(FusedOp:$f $x, (First $mm), $beta), (replaceWithValue $f__0)]>;
}

fn reg(ctx: &mut Context) {
    NrDialect::register(ctx);
}

#[test]
fn an_empty_result_group_replacing_the_root_is_the_null_values_error() {
    let args = "%arg0: f32, %arg1: f32, %arg2: f32";
    let body = "    %0 = \"nr.bn\"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, resultSegmentSizes = array<i32: 1, 0>}> : (f32, f32, f32) -> f32
    %1 = \"nr.relu\"(%0) : (f32) -> f32
    \"test.use\"(%1) : (f32) -> ()
";
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (out, result) = run_with(reg, &module(args, body), set, false, &config);
    let failure = result
        .explain
        .iter()
        .flat_map(|e| &e.attempts)
        .find(|a| a.pattern == "Fuse")
        .and_then(|a| a.result.clone().err())
        .expect("Fuse was tried and failed");
    assert_eq!(failure.ir_error(), Some(&IrError::NullValue), "{failure:?}");
    assert!(
        failure.reason().starts_with("use of the null value"),
        "{}",
        failure.reason()
    );
    // The root stays; the op built before the failure stays too, with
    // empty result groups, as MLIR's builder leaves them.
    assert!(out.contains("%2 = \"nr.relu\"(%0) : (f32) -> f32"), "{out}");
    assert!(
        out.contains("\"nr.fused\"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0, 0>}> : (f32, f32, f32) -> (f32, f32)"),
        "{out}"
    );
}
