//! `VariadicOfVariadic<T, "attr">` operands (ODS): one variadic operand
//! group split into sub-groups by a `DenseI32ArrayAttr` argument, as
//! MLIR's `cf.switch` declares `$caseOperands`. The generic texts and
//! verifier messages of `cf.switch` below were recorded from mlir-opt-22
//! (`--mlir-print-op-generic --mlir-print-local-scope`); the
//! `requires dense i32 array attribute` message (unreachable for
//! `cf.switch`, whose attribute is a required `DenseI32ArrayAttr`) is
//! `OpTrait::impl::verifyValueSizeAttr`'s.

use drr::Context;
use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

// MLIR 22's `cf.switch` as ControlFlowOps.td declares it (C++ builders and
// assembly format left out).
drr::ods! {
    def ControlFlow_Dialect : Dialect {
      let name = "cf";
      let cppNamespace = "::mlir::cf";
    }
    class CF_Op<string mnemonic, list<Trait> traits = []> :
        Op<ControlFlow_Dialect, mnemonic, traits>;

    def SwitchOp : CF_Op<"switch",
        [AttrSizedOperandSegments,
         DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
         Pure, Terminator]> {
      let summary = "Switch operation";
      let arguments = (ins
        AnyInteger:$flag,
        Variadic<AnyType>:$defaultOperands,
        VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
        OptionalAttr<AnyIntElementsAttr>:$case_values,
        DenseI32ArrayAttr:$case_operand_segments
      );
      let successors = (successor
        AnySuccessor:$defaultDestination,
        VariadicSuccessor<AnySuccessor>:$caseDestinations
      );
    }
}

mod vv {
    drr::ods! {
        dialect vv;
        // The segment attribute may be missing: the size check then fails
        // with its own message.
        def PackOp : Op<"pack", [AttrSizedOperandSegments]> {
          let arguments = (ins Variadic<I32>:$head,
              VariadicOfVariadic<I32, "segs">:$groups,
              OptionalAttr<DenseI32ArrayAttr>:$segs);
        }
        def UnpackOp : Op<"unpack"> {
          let arguments = (ins VariadicOfVariadic<I32, "segs">:$groups,
              DenseI32ArrayAttr:$segs);
        }
    }
    drr::patterns! {
        // A `VariadicOfVariadic` operand binds as a whole variadic group.
        def PackToUnpack : Pat<(PackOp $head, $groups, $segs),
            (UnpackOp $groups, $segs)>;
    }
}

/// `cf.switch` on `%arg0` with default operand `%arg1` and two cases: the
/// first with `%arg1, %arg2`, the second with none (`segs`).
fn switch(segs: &str) -> String {
    format!(
        r#""builtin.module"() ({{
  "func.func"() <{{function_type = (i32, i32, f32) -> (), sym_name = "f"}}> ({{
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2)[^bb1, ^bb2, ^bb3] <{{{segs}case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}}> : (i32, i32, i32, f32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2(%1: i32, %2: f32):  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb3:  // pred: ^bb0
    "func.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"#
    )
}

fn context() -> Context {
    let mut ctx = Context::new();
    CfDialect::register(&mut ctx);
    vv::VvDialect::register(&mut ctx);
    ctx.allow_unknown_operations("func");
    ctx.allow_unknown_operations("test");
    ctx
}

fn verify_text(src: &str) -> Result<String, String> {
    let mut ctx = context();
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn cf_switch_round_trips_and_splits_its_case_operands() {
    let src = switch("case_operand_segments = array<i32: 2, 0>, ");
    assert_eq!(verify_text(&src).unwrap(), src);

    let mut ctx = context();
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let module_block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let func = ctx.block(module_block).first_op().unwrap();
    let entry = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    let sw = SwitchOp::from_op(&ctx, ctx.block(entry).last_op().unwrap()).unwrap();
    let args = ctx.block(entry).args().to_vec();
    let groups: Vec<Vec<drr::Value>> = sw
        .caseOperands(&ctx)
        .into_iter()
        .map(|g| g.to_vec())
        .collect();
    assert_eq!(groups, vec![vec![args[1], args[2]], vec![]]);
    assert_eq!(sw.defaultOperands(&ctx).to_vec(), vec![args[1]]);
}

#[test]
fn cf_switch_segment_sizes_are_verified_with_mlir_messages() {
    let cases = [
        (
            "case_operand_segments = array<i32: 1, 0>, ",
            "'cf.switch' op caseOperands count (2) does not match with the total size (1) specified in attribute 'case_operand_segments'",
        ),
        (
            "case_operand_segments = array<i32: 3, -1>, ",
            "'cf.switch' op 'case_operand_segments' attribute cannot have negative elements",
        ),
        (
            "",
            "'cf.switch' op requires attribute 'case_operand_segments'",
        ),
        // The storage class is `DenseI32ArrayAttr`: another array fails
        // when `<{…}>` is read.
        (
            "case_operand_segments = array<i64: 2, 0>, ",
            "4:5: invalid properties {case_operand_segments = array<i64: 2, 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>} for op cf.switch: Invalid attribute `case_operand_segments` in property conversion: array<i64: 2, 0>",
        ),
    ];
    for (segs, msg) in cases {
        assert_eq!(verify_text(&switch(segs)).unwrap_err(), msg, "{segs}");
    }
}

#[test]
fn a_missing_size_attribute_fails_the_size_check() {
    let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32):
    "vv.pack"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 2>}> : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        verify_text(src).unwrap_err(),
        "'vv.pack' op requires dense i32 array attribute 'segs'"
    );
}

#[test]
fn a_pattern_binds_the_operand_as_one_variadic_group() {
    let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    "vv.pack"(%arg0, %arg0, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 3>, segs = array<i32: 1, 0, 2>}> : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut ctx = context();
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let mut patterns = RewritePatternSet::new();
    vv::populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    "vv.unpack"(%arg0, %arg1, %arg0) <{segs = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}
