//! `Context::uses_nested_in`: the uses of a value inside an operation's
//! regions, at any depth, in use-list order — what walking all the uses
//! and keeping those whose owner has the operation as an ancestor gives.

use drr_runtime::text::parse_module;
use drr_runtime::{Context, OpId};

const SRC: &str = r#"%c = "t.c"() : () -> i1
"t.u"(%c) : (i1) -> ()
"t.r"() ({
  "t.u"(%c, %c) : (i1, i1) -> ()
  "t.n"() ({
    "t.u"(%c) : (i1) -> ()
  }) : () -> ()
}, {
  "t.u"(%c) : (i1) -> ()
}) : () -> ()
"t.n"() ({
  "t.u"(%c) : (i1) -> ()
}) : () -> ()
"t.u"(%c) : (i1) -> ()
"t.r"() ({
  "t.e"() : () -> ()
}) : () -> ()
"#;

/// True if `op` is `ancestor` or nested in it.
fn under(ctx: &Context, mut op: OpId, ancestor: OpId) -> bool {
    loop {
        if op == ancestor {
            return true;
        }
        let parent = ctx
            .op(op)
            .parent_block()
            .and_then(|b| ctx.block(b).parent_region())
            .and_then(|r| ctx.region(r).parent_op());
        let Some(parent) = parent else {
            return false;
        };
        op = parent;
    }
}

#[test]
fn the_uses_inside_an_operation_in_use_list_order() {
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, SRC, "t.mlir").unwrap();
    let top: Vec<OpId> = ctx.nested_ops_pre_order(module);
    let name = |ctx: &Context, o: OpId| ctx.op_name_str(ctx.op(o).name()).to_string();
    let c = ctx.op(top[0]).result(0);
    let regions_ops: Vec<OpId> = top
        .iter()
        .copied()
        .filter(|&o| name(&ctx, o) == "t.r")
        .collect();
    assert_eq!(regions_ops.len(), 2);
    let (r, empty) = (regions_ops[0], regions_ops[1]);
    let got: Vec<_> = ctx.uses_nested_in(c, r).into_iter().collect();
    let expected: Vec<_> = ctx
        .uses(c)
        .filter(|u| u.op != r && under(&ctx, u.op, r))
        .collect();
    assert_eq!(got.len(), 4, "{got:?}");
    assert_eq!(got, expected);
    assert!(ctx.uses_nested_in(c, empty).is_empty());
    // An operation without regions holds no use.
    assert!(ctx.uses_nested_in(c, top[1]).is_empty());
}
