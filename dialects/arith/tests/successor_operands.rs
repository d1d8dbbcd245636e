//! Erasing several forwarded operands of a branch at once
//! (`Context::erase_successor_operands`, what region DCE does with the
//! operands of dead block arguments) leaves the IR and every value's use
//! list exactly as erasing them one by one does: the use-list order is
//! what later rewrites visit uses in.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, OpId, Value};

/// A `cf.cond_br` forwarding `n` values (alternately `%a` and `%b`) to each
/// of two blocks, with other uses of `%a` and `%b` around it.
fn module(n: usize) -> String {
    let args: Vec<&str> = (0..n)
        .map(|i| if i % 2 == 0 { "%a" } else { "%b" })
        .collect();
    let tys = vec!["i32"; n].join(", ");
    let params = |p: &str| {
        (0..n)
            .map(|i| format!("%{p}{i}: i32"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "\"func.func\"() <{{function_type = (i1, i32, i32) -> i32, sym_name = \"f\"}}> ({{\n\
         ^bb0(%c: i1, %a: i32, %b: i32):\n\
         %u = \"arith.addi\"(%a, %b) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n\
         \"cf.cond_br\"(%c, {0}, {0})[^bb1, ^bb2] <{{operandSegmentSizes = array<i32: 1, {n}, {n}>}}> : (i1, {1}, {1}) -> ()\n\
         ^bb1({2}):\n  \"func.return\"(%u) : (i32) -> ()\n\
         ^bb2({3}):\n  %v = \"arith.muli\"(%b, %a) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n  \"func.return\"(%v) : (i32) -> ()\n\
         }}) : () -> ()\n",
        args.join(", "),
        tys,
        params("p"),
        params("q"),
    )
}

/// The function's entry block arguments and its branch.
fn parts(ctx: &Context, module: OpId) -> (Vec<Value>, OpId) {
    let func = ctx.op(module).regions()[0];
    let func = ctx.block_ops(ctx.region(func).blocks()[0]).next().unwrap();
    let entry = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    let args = ctx.block(entry).args().to_vec();
    let branch = ctx.block_last_op(entry).unwrap();
    (args, branch)
}

/// Each argument's uses, in use-list order, as (the operation's position
/// in the module, operand index).
fn use_lists(ctx: &Context, module: OpId, args: &[Value]) -> Vec<Vec<(usize, u32)>> {
    let order = ctx.nested_ops_pre_order(module);
    let at = |op: OpId| order.iter().position(|&o| o == op).unwrap();
    args.iter()
        .map(|&v| ctx.uses(v).map(|u| (at(u.op), u.index)).collect())
        .collect()
}

#[test]
fn erasing_forwarded_operands_at_once_is_erasing_them_one_by_one() {
    let n = 9;
    let src = module(n);
    // Last to first, as region DCE erases them: some of the false
    // successor's operands, then some of the true one's.
    let erase: Vec<(usize, usize)> = vec![(1, 8), (1, 5), (1, 4), (1, 0), (0, 7), (0, 2), (0, 1)];
    let mut one = drr_arith::context();
    let m1 = parse_module(&mut one, &src, "t.mlir").unwrap();
    let (args1, br1) = parts(&one, m1);
    for &(s, i) in &erase {
        one.erase_successor_operand(br1, s, i).unwrap();
    }
    let mut all = drr_arith::context();
    let m2 = parse_module(&mut all, &src, "t.mlir").unwrap();
    let (args2, br2) = parts(&all, m2);
    all.erase_successor_operands(br2, &erase).unwrap();
    let print = |ctx: &Context, m| print_op(ctx, m, PrintOptions { debug_info: false });
    assert_eq!(print(&all, m2), print(&one, m1));
    assert!(print(&all, m2).contains("operandSegmentSizes = array<i32: 1, 6, 5>"));
    assert_eq!(use_lists(&all, m2, &args2), use_lists(&one, m1, &args1));
    // Out of order: erased one by one all the same.
    let mut two = drr_arith::context();
    let m3 = parse_module(&mut two, &src, "t.mlir").unwrap();
    let (_, br3) = parts(&two, m3);
    two.erase_successor_operands(br3, &[(0, 1), (1, 3)])
        .unwrap();
    assert!(print(&two, m3).contains("operandSegmentSizes = array<i32: 1, 8, 8>"));
    // A bad index erases nothing.
    assert!(
        two.erase_successor_operands(br3, &[(1, 7), (1, 8)])
            .is_err()
    );
    assert!(print(&two, m3).contains("operandSegmentSizes = array<i32: 1, 8, 8>"));
}
