//! Single-value operand and result groups of `AttrSizedOperandSegments` /
//! `AttrSizedResultSegments` ops sized 0 or 2 by the segment attribute:
//! mlir-opt-22 accepts them (its verifier checks only the sum of the sizes
//! and each value's type, an `Optional` group's size and the op's value
//! counts), and so does drr, printing them back unchanged. The accessor of
//! such a group returns its first value, or for an empty group the null
//! handle (`Value::default()`), never panicking. Expected outputs recorded
//! from mlir-opt-22 with MLIR's test-dialect ops `test.attr_sized_operands`
//! and `test.attr_sized_results` (`--allow-unregistered-dialect`).

mod common;

use drr::Context;
use drr::ods::Op;

drr::ods! {
    dialect test;
    def AttrSizedOperandOp : Op<"attr_sized_operands", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
    }
    def AttrSizedResultOp : Op<"attr_sized_results", [AttrSizedResultSegments]> {
        let results = (outs Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
    }
}

/// The module holding `line` (`;;` separates ops) and its context.
fn parse(line: &str) -> (Context, String, Result<drr::OpId, String>) {
    common::parse_ops(TestDialect::register, line)
}

/// What mlir-opt-22 prints for the module holding `line`: the module, or
/// its diagnostics.
fn run(line: &str) -> String {
    common::verify_and_print(TestDialect::register, line)
}

/// (input, mlir-opt-22's output or diagnostics).
const CASES: &[(&str, &str)] = &[
    (
        r#"%0:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 0, 1>}> : () -> (i32, i32, i32)"#,
        r#""builtin.module"() ({
  %0:3 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 0, 1>}> : () -> (i32, i32, i32)
}) : () -> ()
"#,
    ),
    (
        r#"%0:5 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 0, 2, 2>}> : () -> (i32, i32, i32, i32, i32)"#,
        r#""builtin.module"() ({
  %0:5 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 0, 2, 2>}> : () -> (i32, i32, i32, i32, i32)
}) : () -> ()
"#,
    ),
    (
        r#"%0 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 1>}> : () -> i32"#,
        r#""builtin.module"() ({
  %0 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 1>}> : () -> i32
}) : () -> ()
"#,
    ),
    (
        r#""test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()"#,
        r#"in.mlir:2:3: error: 'test.attr_sized_results' op expected 1 or more results
  "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
  ^
in.mlir:2:3: note: see current operation: "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
"#,
    ),
    (
        r#"%0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i64, i32)"#,
        r#"in.mlir:2:10: error: 'test.attr_sized_results' op result #0 must be 32-bit signless integer, but got 'i64'
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i64, i32)
         ^
in.mlir:2:10: note: see current operation: %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i64, i32)
"#,
    ),
    (
        r#"%0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i64)"#,
        r#"in.mlir:2:10: error: 'test.attr_sized_results' op result #1 must be 32-bit signless integer, but got 'i64'
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i64)
         ^
in.mlir:2:10: note: see current operation: %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i64)
"#,
    ),
    (
        r#"%0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i32)"#,
        r#""builtin.module"() ({
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i32)
}) : () -> ()
"#,
    ),
    (
        r#"%0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 3, 0>}> : () -> (i32, i32)"#,
        r#"in.mlir:2:10: error: 'test.attr_sized_results' op result count (2) does not match with the total size (3) specified in attribute 'resultSegmentSizes'
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 3, 0>}> : () -> (i32, i32)
         ^
in.mlir:2:10: note: see current operation: %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 3, 0>}> : () -> (i32, i32)
"#,
    ),
    (
        r#"%0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 0, 0>}> : () -> (i32, i32)"#,
        r#""builtin.module"() ({
  %0:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 0, 0>}> : () -> (i32, i32)
}) : () -> ()
"#,
    ),
    (
        r#""test.attr_sized_results"() : () -> ()"#,
        r#"in.mlir:2:3: error: 'test.attr_sized_results' op expected 1 or more results
  "test.attr_sized_results"() : () -> ()
  ^
in.mlir:2:3: note: see current operation: "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (i32) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  "test.attr_sized_operands"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (i32) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %a) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>}> : (i32, i32) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  "test.attr_sized_operands"(%0, %0) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>}> : (i32, i32) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>}> : (i32, i32, i32) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  "test.attr_sized_operands"(%0, %0, %0) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>}> : (i32, i32, i32) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %b) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>}> : (i32, i64) -> ()"#,
        r#"in.mlir:4:3: error: 'test.attr_sized_operands' op operand #1 must be 32-bit signless integer, but got 'i64'
  "test.attr_sized_operands"(%a, %b) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>}> : (i32, i64) -> ()
  ^
in.mlir:4:3: note: see current operation: "test.attr_sized_operands"(%0, %1) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>}> : (i32, i64) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %b) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i64) -> ()"#,
        r#"in.mlir:4:3: error: 'test.attr_sized_operands' op operand #1 must be variadic of 32-bit signless integer, but got 'i64'
  "test.attr_sized_operands"(%a, %b) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i64) -> ()
  ^
in.mlir:4:3: note: see current operation: "test.attr_sized_operands"(%0, %1) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i64) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %a) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32, i32) -> ()"#,
        r#"in.mlir:4:3: error: 'test.attr_sized_operands' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'
  "test.attr_sized_operands"(%a, %a) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32, i32) -> ()
  ^
in.mlir:4:3: note: see current operation: "test.attr_sized_operands"(%0, %0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32, i32) -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a, %a) {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (i32, i32) -> ()"#,
        r#""builtin.module"() ({
  %0 = "foo.get"() : () -> i32
  %1 = "foo.get"() : () -> i64
  "test.attr_sized_operands"(%0, %0) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i64;;"test.attr_sized_operands"(%a) : (i32) -> ()"#,
        r#"in.mlir:4:3: error: 'test.attr_sized_operands' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
  "test.attr_sized_operands"(%a) : (i32) -> ()
  ^
in.mlir:4:3: note: see current operation: "test.attr_sized_operands"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : (i32) -> ()
"#,
    ),
];

#[test]
fn segment_sizes_as_mlir_opt() {
    common::check_cases(CASES, run);
}

/// The ops of the module `line` parses to that `ods!` views as `T`.
fn views<T: Op>(ctx: &Context, m: drr::OpId) -> Vec<T> {
    let block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    ctx.block_ops(block)
        .filter_map(|op| T::from_op(ctx, op))
        .collect()
}

#[test]
fn accessors_of_single_groups_sized_zero_or_two() {
    let get = r#"%a = "foo.get"() : () -> i32;;%b = "foo.get"() : () -> i32"#;
    let (ctx, _, m) = parse(&format!(
        r#"{get};;"test.attr_sized_operands"(%a, %b) <{{operandSegmentSizes = array<i32: 0, 0, 2, 0>}}> : (i32, i32) -> ();;"test.attr_sized_operands"(%a) <{{operandSegmentSizes = array<i32: 0, 0, 0, 1>}}> : (i32) -> ()"#
    ));
    let m = m.unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    let ops = views::<AttrSizedOperandOp>(&ctx, m);
    let two = ctx.op(ops[0].op()).operands().next().unwrap();
    assert_eq!(ops[0].c(&ctx), two);
    assert_eq!(ops[1].c(&ctx), drr::Value::default());
    assert!(!ctx.value_exists(ops[1].c(&ctx)));
    assert_eq!(ops[1].d(&ctx).len(), 1);

    let (ctx, _, m) = parse(
        r#"%0 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 0, 1>}> : () -> i32;;%1:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 2, 0>}> : () -> (i32, i32)"#,
    );
    let m = m.unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    let ops = views::<AttrSizedResultOp>(&ctx, m);
    assert_eq!(ops[0].c(&ctx), drr::Value::default());
    assert_eq!(ops[0].d(&ctx).len(), 1);
    assert_eq!(ops[1].c(&ctx), ctx.op(ops[1].op()).results()[0]);
}
