//! The branch interface of `cf.br`, `cf.cond_br` and `cf.switch`
//! (`Context::successor_operands` and the edits of forwarded operands):
//! which operands feed which successor arguments, and that erasing and
//! appending them keeps the segment sizes of the printed op in step, so the
//! result still verifies; and the `cf` canonicalizations in a context
//! without `arith`.

use drr_runtime::text::{PrintOptions, parse_module, print_op};
use drr_runtime::verifier::verify;
use drr_runtime::{Context, OpId};

const INPUT: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %b: i32, %c: i1):
    "cf.cond_br"(%c, %a, %b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%x: i32):
    "cf.switch"(%a, %b, %a, %b, %a)[^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb2(%y: i32):
    "cf.br"(%y)[^bb1] : (i32) -> ()
  ^bb3(%p: i32, %q: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// The terminator of block `n` of the function's body.
fn terminator(ctx: &Context, module: OpId, n: usize) -> OpId {
    let func = ctx
        .block_ops(ctx.region(ctx.op(module).regions()[0]).blocks()[0])
        .next()
        .unwrap();
    let block = ctx.region(ctx.op(func).regions()[0]).blocks()[n];
    ctx.block(block).last_op().unwrap()
}

#[test]
fn forwarded_operands_of_cf_branches() {
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, INPUT, "f.mlir").unwrap();
    let cond_br = terminator(&ctx, module, 0);
    let switch = terminator(&ctx, module, 1);
    let br = terminator(&ctx, module, 2);
    let range = |ctx: &Context, op, i| {
        ctx.successor_operands(op, i)
            .map(|s| (s.produced, s.start, s.len))
    };
    assert_eq!(range(&ctx, cond_br, 0), Some((0, 1, 1)));
    assert_eq!(range(&ctx, cond_br, 1), Some((0, 2, 1)));
    assert_eq!(range(&ctx, switch, 0), Some((0, 1, 1)));
    assert_eq!(range(&ctx, switch, 1), Some((0, 2, 2)));
    assert_eq!(range(&ctx, switch, 2), Some((0, 4, 1)));
    assert_eq!(range(&ctx, switch, 3), None);
    assert_eq!(range(&ctx, br, 0), Some((0, 0, 1)));
    // Operand 3 of the switch (`%a` of case 2's pair) feeds `^bb3`'s second
    // argument; the flag feeds none.
    let bb3 = ctx.op(switch).successors()[1];
    assert_eq!(
        ctx.successor_block_argument(switch, 3),
        Some(ctx.block(bb3).args()[1])
    );
    assert_eq!(ctx.successor_block_argument(switch, 0), None);
    assert!(ctx.has_branch_interface(br));
    let func_return = terminator(&ctx, module, 3);
    assert!(!ctx.has_branch_interface(func_return));
    assert_eq!(ctx.successor_operands(func_return, 0), None);
    // Segments that do not add up: no interface for that op.
    let mut bad = Context::new();
    let text = INPUT.replace("array<i32: 1, 1, 1>", "array<i32: 1, 2, 1>");
    let module = parse_module(&mut bad, &text, "f.mlir").unwrap();
    let cond_br = terminator(&bad, module, 0);
    assert_eq!(bad.successor_operands(cond_br, 0), None);
    assert_eq!(
        bad.erase_successor_operand(cond_br, 0, 0)
            .unwrap_err()
            .to_string(),
        "invalid IR mutation: the operation has no branch interface, or its operand segments do not add up"
    );
}

#[test]
fn editing_forwarded_operands_updates_segments() {
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, INPUT, "f.mlir").unwrap();
    let cond_br = terminator(&ctx, module, 0);
    let switch = terminator(&ctx, module, 1);
    // Case 1 loses the first of its two operands and `^bb3` its first
    // argument; the true successor of the `cf.cond_br` and the default of
    // the switch take one more operand each, as `^bb1` and `^bb2` take one
    // more argument.
    let bb3 = ctx.op(switch).successors()[1];
    ctx.erase_successor_operand(switch, 1, 0).unwrap();
    ctx.erase_block_argument(bb3, 0).unwrap();
    let (bb1, bb2) = (
        ctx.op(cond_br).successors()[0],
        ctx.op(switch).successors()[0],
    );
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    ctx.add_block_argument(bb1, i32t, loc).unwrap();
    ctx.add_block_argument(bb2, i32t, loc).unwrap();
    let entry_args = {
        let entry = ctx.op(cond_br).parent_block().unwrap();
        ctx.block(entry).args().to_vec()
    };
    ctx.append_successor_operands(cond_br, 0, &[entry_args[1]])
        .unwrap();
    ctx.append_successor_operands(switch, 0, &[entry_args[0]])
        .unwrap();
    ctx.append_successor_operands(switch, 2, &[entry_args[1]])
        .unwrap();
    // `^bb2` has two predecessors; the `cf.br` passes its own value.
    let br = terminator(&ctx, module, 2);
    let y = ctx.op(br).operands().next().unwrap();
    ctx.append_successor_operands(br, 0, &[y]).unwrap();
    // The cond_br to `^bb2` passes one argument, and so does the switch's
    // case 2: give them the second.
    ctx.append_successor_operands(cond_br, 1, &[entry_args[0]])
        .unwrap();
    assert_eq!(
        ctx.erase_successor_operand(switch, 1, 5)
            .unwrap_err()
            .to_string(),
        "successor operand index 5 out of range (have 1)"
    );
    let printed = print_op(&ctx, module, PrintOptions::default());
    assert_eq!(
        printed,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "cf.cond_br"(%arg2, %arg0, %arg1, %arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    "cf.switch"(%arg0, %arg1, %arg0, %arg1, %arg0, %arg1)[^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 3>}> : (i32, i32, i32, i32, i32, i32) -> ()
  ^bb2(%2: i32, %3: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
    "cf.br"(%2, %2)[^bb1] : (i32, i32) -> ()
  ^bb3(%4: i32):  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
    verify(&ctx, module).unwrap();
}

/// The `cf` canonicalizations in a context without `arith` (which MLIR
/// cannot have: `cf` loads it): the branch on a constant-free condition
/// keeps its uses of the condition (truth propagation would create
/// `arith.constant`s), while the patterns that need no `arith` op still
/// apply (the pass-through block goes), and the result verifies.
#[test]
fn cf_canonicalization_without_arith() {
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
  ^bb0(%c: i1, %x: i32):
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "test.use"(%c) : (i1) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:
    "cf.br"()[^bb3] : () -> ()
  ^bb3:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, src, "f.mlir").unwrap();
    drr_runtime::rewrite::canonicalize(
        &mut ctx,
        module,
        &drr_runtime::rewrite::CanonicalizerOptions::default(),
    )
    .unwrap();
    verify(&ctx, module).unwrap();
    assert_eq!(
        print_op(&ctx, module, PrintOptions::default()),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "test.use"(%arg0) : (i1) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}
