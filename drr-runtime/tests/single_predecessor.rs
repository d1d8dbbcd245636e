//! `Context::single_predecessor_op`: the one operation naming a block as a
//! successor, when exactly one does and the block's hint finds it.

use drr_runtime::text::parse_module;
use drr_runtime::{Context, OpId};

const SRC: &str = r#""t.f"() ({
^bb0(%c: i1):
  "t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn the_one_predecessor_of_a_block_or_none() {
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, SRC, "t.mlir").unwrap();
    let ops: Vec<OpId> = ctx.nested_ops_pre_order(module);
    let name = |o: OpId| ctx.op_name_str(ctx.op(o).name()).to_string();
    let f = ops[0];
    assert_eq!(name(f), "t.f");
    let region = ctx.op(f).regions()[0];
    let blocks = ctx.region(region).blocks().to_vec();
    let terminator = |b| ctx.block_last_op(b).unwrap();
    // One predecessor each: the entry's conditional branch.
    assert_eq!(
        ctx.single_predecessor_op(blocks[1]),
        Some(terminator(blocks[0]))
    );
    assert_eq!(
        ctx.single_predecessor_op(blocks[2]),
        Some(terminator(blocks[0]))
    );
    // Two predecessors, and none.
    assert_eq!(ctx.single_predecessor_op(blocks[3]), None);
    assert_eq!(ctx.single_predecessor_op(blocks[0]), None);
    // Once one of the two branches is gone, the other is found or none
    // is (the hint names the erased one: the caller looks another way),
    // never the erased branch.
    let first_br = terminator(blocks[1]);
    let second_br = terminator(blocks[2]);
    ctx.erase_op(second_br).unwrap();
    let found = ctx.single_predecessor_op(blocks[3]);
    assert!(found.is_none() || found == Some(first_br), "{found:?}");
    assert_ne!(found, Some(second_br));
}
