//! The public API cannot make the IR inconsistent: requests that would
//! make an operation (or block) contain itself, erase a block that is
//! still a branch target, or give an operation two attributes of one name
//! are errors that change nothing (the IR still prints, verifies and is
//! walked as before). Handles of other contexts and reused slots are in
//! `handles.rs`.

mod rewrite_support;

use drr_runtime::rewrite::PatternRewriter;
use drr_runtime::{Context, IrError, NamedAttribute, OpId, OperationState};
use rewrite_support::*;

const INSIDE_ITSELF: IrError =
    IrError::Invalid("an operation or block cannot be put inside itself");
const STILL_SUCCESSOR: IrError = IrError::Invalid(
    "the block is still a successor of an operation (redirect or erase the branches to it first)",
);

const NESTED: &str = r#""builtin.module"() ({
  "t.outer"() ({
    "t.inner"() ({
      "t.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "t.after"() : () -> ()
}) : () -> ()
"#;

/// The module, its printed form, and the operations of `NESTED`.
fn nested() -> (Context, OpId, String, [OpId; 4]) {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, NESTED);
    let printed = print(&ctx, m);
    let ops = ["t.outer", "t.inner", "t.leaf", "t.after"].map(|n| find(&ctx, m, n));
    (ctx, m, printed, ops)
}

/// The IR is as before and every walk over it still ends.
fn unchanged(ctx: &mut Context, m: OpId, printed: &str) {
    assert_eq!(print(ctx, m), printed);
    assert!(drr_runtime::verifier::verify(ctx, m).is_ok());
    let leaf = find(ctx, m, "t.leaf");
    let outer = find(ctx, m, "t.outer");
    assert!(ctx.is_ancestor_or_self(outer, leaf));
    assert!(!ctx.is_ancestor_or_self(leaf, outer));
}

#[test]
fn an_operation_cannot_be_moved_or_inserted_into_itself() {
    let (mut ctx, m, printed, [outer, inner, leaf, _]) = nested();
    // `move_op_before(outer, inner)`: `inner` is in `outer`'s region.
    assert_eq!(ctx.move_op_before(outer, inner), Err(INSIDE_ITSELF));
    assert_eq!(ctx.move_op_before(outer, leaf), Err(INSIDE_ITSELF));
    unchanged(&mut ctx, m, &printed);
    // A detached operation into a block of its own regions, at any depth.
    ctx.detach_op(outer).expect("live");
    let inner_block = ctx.op(leaf).parent_block().expect("in a block");
    let outer_block = ctx.op(inner).parent_block().expect("in a block");
    for block in [inner_block, outer_block] {
        assert_eq!(ctx.append_op(block, outer), Err(INSIDE_ITSELF));
        assert_eq!(ctx.prepend_op(block, outer), Err(INSIDE_ITSELF));
    }
    assert_eq!(ctx.insert_op_before(leaf, outer), Err(INSIDE_ITSELF));
    assert_eq!(ctx.insert_op_after(inner, outer), Err(INSIDE_ITSELF));
    assert!(ctx.op(outer).parent_block().is_none());
    // Put back where it was: the module prints as before.
    let after = find(&ctx, m, "t.after");
    ctx.insert_op_before(after, outer).expect("not a cycle");
    unchanged(&mut ctx, m, &printed);
    // Moving an operation before itself leaves it in place.
    ctx.move_op_before(inner, inner).expect("a no-op");
    unchanged(&mut ctx, m, &printed);
    // Through the rewriter too.
    let mut rw = PatternRewriter::new(&mut ctx);
    assert!(rw.move_op_before(outer, leaf).is_err());
    assert_eq!(rw.set_insertion_point(leaf), Ok(()));
    assert_eq!(rw.insert(outer), Err(IrError::AlreadyInserted));
    unchanged(&mut ctx, m, &printed);
    // Erasing still terminates.
    ctx.erase_op(outer).expect("nothing uses it");
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n  \"t.after\"() : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn a_new_operation_cannot_be_created_inside_its_own_regions() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, NESTED);
    let printed = print(&ctx, m);
    let region = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(region, block).expect("detached");
    let name = ctx.op_name("t.new");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.regions.push(region);
    let mut rw = PatternRewriter::new(&mut ctx);
    rw.set_insertion_point_to_end(block).expect("live");
    assert_eq!(rw.create(state.clone()).err(), Some(INSIDE_ITSELF));
    // Nothing was taken or created: the region is still free.
    assert!(ctx.region(region).parent_op().is_none());
    // The same region twice is refused too.
    state.regions.push(region);
    assert_eq!(
        ctx.create_op(state.clone()).err(),
        Some(IrError::Invalid("the same region is given twice"))
    );
    // Also among many regions (compared another way).
    let mut many = OperationState::new(name, loc);
    many.regions = (0..40).map(|_| ctx.create_region()).collect();
    many.regions.push(many.regions[7]);
    assert_eq!(
        ctx.create_op(many.clone()).err(),
        Some(IrError::Invalid("the same region is given twice"))
    );
    many.regions.pop();
    assert!(ctx.create_op(many).is_ok());
    assert_eq!(print(&ctx, m), printed);
}

#[test]
fn a_block_cannot_be_put_into_a_region_nested_in_it() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, NESTED);
    let printed = print(&ctx, m);
    let outer = find(&ctx, m, "t.outer");
    let inner = find(&ctx, m, "t.inner");
    // A detached block holding `outer`, appended to `inner`'s region.
    ctx.detach_op(outer).expect("live");
    let block = ctx.create_block(&[]);
    ctx.append_op(block, outer).expect("detached");
    let inner_region = ctx.op(inner).regions()[0];
    assert_eq!(ctx.append_block(inner_region, block), Err(INSIDE_ITSELF));
    assert_eq!(ctx.insert_block(inner_region, 0, block), Err(INSIDE_ITSELF));
    assert!(ctx.block(block).parent_region().is_none());
    ctx.detach_op(outer).expect("live");
    let after = find(&ctx, m, "t.after");
    ctx.insert_op_before(after, outer).expect("not a cycle");
    assert_eq!(print(&ctx, m), printed);
}

const BRANCHES: &str = r#""builtin.module"() ({
  "t.func"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    "t.loop"()[^bb2] : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn a_block_that_is_still_a_successor_cannot_be_erased() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, BRANCHES);
    let printed = print(&ctx, m);
    let func = find(&ctx, m, "t.func");
    let blocks = ctx.region(ctx.op(func).regions()[0]).blocks().to_vec();
    assert!(ctx.block_is_successor(blocks[1]) && ctx.block_is_successor(blocks[2]));
    assert!(!ctx.block_is_successor(blocks[0]));
    // ^bb1 is ^bb0's successor: refused, and nothing changes (the printer
    // used to write `[INVALIDBLOCK]` for the branch).
    assert_eq!(ctx.erase_block(blocks[1]), Err(STILL_SUCCESSOR));
    assert_eq!(
        PatternRewriter::new(&mut ctx).erase_block(blocks[1]),
        Err(STILL_SUCCESSOR)
    );
    assert_eq!(print(&ctx, m), printed);
    assert!(!print(&ctx, m).contains("INVALIDBLOCK"));
    // Once the branch to it is gone, it can go; ^bb2 branches only to
    // itself, which does not count.
    let first_br = ctx.block(blocks[0]).last_op().expect("terminator");
    ctx.erase_op(first_br).expect("unused");
    ctx.erase_block(blocks[1]).expect("no branch to it left");
    assert!(ctx.block_is_successor(blocks[2]), "its own branch");
    ctx.erase_block(blocks[2])
        .expect("only its own branch names it");
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n  \"t.func\"() ({\n  ^bb0:\n  }) : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn an_operation_whose_block_is_a_successor_from_outside_cannot_be_erased() {
    // `t.holder`'s block is (invalidly) named by a branch outside it:
    // erasing `t.holder` would leave the branch naming an erased block.
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "t.holder"() ({
    "t.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let holder = find(&ctx, m, "t.holder");
    let inner = ctx.region(ctx.op(holder).regions()[0]).blocks()[0];
    let name = ctx.op_name("t.br");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.successors.push(inner);
    let br = ctx.create_op(state).expect("live successor");
    ctx.insert_op_after(holder, br).expect("detached");
    let printed = print(&ctx, m);
    assert_eq!(ctx.erase_op(holder), Err(STILL_SUCCESSOR));
    assert_eq!(
        PatternRewriter::new(&mut ctx).erase_op(holder),
        Err(STILL_SUCCESSOR)
    );
    assert_eq!(print(&ctx, m), printed);
    ctx.erase_op(br).expect("unused");
    ctx.erase_op(holder).expect("no branch to its block left");
}

#[test]
fn duplicate_attribute_names_are_errors() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "\"builtin.module\"() ({\n  \"t.op\"() {a = 1 : i32} : () -> ()\n}) : () -> ()\n",
    );
    let printed = print(&ctx, m);
    let op = find(&ctx, m, "t.op");
    let i32t = ctx.int_type(32);
    let (one, two) = (ctx.integer_attr(i32t, 1), ctx.integer_attr(i32t, 2));
    let a = ctx.symbol("a");
    let b = ctx.symbol("b");
    let attrs = vec![
        NamedAttribute {
            name: a,
            value: one,
        },
        NamedAttribute {
            name: b,
            value: one,
        },
        NamedAttribute {
            name: a,
            value: two,
        },
    ];
    let duplicate = IrError::DuplicateAttribute {
        name: "a".to_string(),
    };
    assert_eq!(
        ctx.set_attributes(op, attrs.clone()),
        Err(duplicate.clone())
    );
    assert_eq!(print(&ctx, m), printed);
    let name = ctx.op_name("t.new");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.attributes = attrs;
    assert_eq!(ctx.create_op(state).err(), Some(duplicate.clone()));
    assert_eq!(duplicate.to_string(), "duplicate attribute name 'a'");
    assert_eq!(
        ctx.try_dictionary(vec![
            NamedAttribute {
                name: a,
                value: one
            },
            NamedAttribute {
                name: a,
                value: one
            },
        ]),
        Err(duplicate)
    );
    // Distinct names are fine.
    ctx.set_attributes(
        op,
        vec![
            NamedAttribute {
                name: b,
                value: two,
            },
            NamedAttribute {
                name: a,
                value: one,
            },
        ],
    )
    .expect("distinct names");
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n  \"t.op\"() {a = 1 : i32, b = 2 : i32} : () -> ()\n}) : () -> ()\n"
    );
}
