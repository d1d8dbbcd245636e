//! IR handles (`OpId`, `Value`, `BlockId`, `RegionId`) cannot alias the
//! wrong object: a handle from another `Context` is an error (or a
//! documented panic of the panicking accessors) naming the cause, and a
//! handle whose slot was reused any number of times never resolves to the
//! new object (slots are retired instead of their versions wrapping).

mod rewrite_support;

use drr_runtime::rewrite::{
    FrozenPatternSet, GreedyConfig, GreedyError, PatternRewriter, RewritePatternSet,
    apply_patterns_greedily,
};
use drr_runtime::{Context, IrError, OpId, OperationState};
use rewrite_support::*;

const MODULE: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.b"(%0) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// Two contexts holding the same module: their handles have the same
/// slots, so without the context tag each would resolve in the other.
fn two_contexts() -> (Context, OpId, Context, OpId) {
    let mut a = Context::new();
    let ma = parse(&mut a, MODULE);
    let mut b = Context::new();
    let mb = parse(&mut b, MODULE);
    (a, ma, b, mb)
}

fn foreign(kind: &'static str) -> IrError {
    IrError::ForeignHandle { kind }
}

#[test]
fn handles_of_another_context_are_errors() {
    let (mut a, ma, mut b, mb) = two_contexts();
    let op_a = find(&a, ma, "t.a");
    let value_a = a.op(op_a).result(0);
    let block_a = body(&a, find(&a, ma, "func.func"));
    let region_a = a.op(find(&a, ma, "func.func")).regions()[0];
    // Every kind of handle, through the checked accessors.
    assert_eq!(b.try_op(op_a).err(), Some(foreign("operation")));
    assert_eq!(b.try_value(value_a).err(), Some(foreign("value")));
    assert_eq!(b.try_block(block_a).err(), Some(foreign("block")));
    assert_eq!(b.try_region(region_a).err(), Some(foreign("region")));
    assert!(!b.op_exists(op_a) && !b.value_exists(value_a));
    assert_eq!(b.attr(op_a, "x"), None);
    // Mutations refuse them and change nothing.
    let before = print(&b, mb);
    assert_eq!(b.erase_op(op_a), Err(foreign("operation")));
    assert_eq!(b.detach_op(op_a), Err(foreign("operation")));
    assert_eq!(b.erase_block(block_a), Err(foreign("block")));
    let op_b = find(&b, mb, "t.b");
    assert_eq!(b.set_operand(op_b, 0, value_a), Err(foreign("value")));
    assert_eq!(b.set_operands(op_b, &[value_a]), Err(foreign("value")));
    assert_eq!(b.move_op_before(op_b, op_a), Err(foreign("operation")));
    assert_eq!(b.append_op(block_a, op_b), Err(foreign("block")));
    let name = b.op_name("t.new");
    let loc = b.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.operands.push(value_a);
    assert_eq!(b.create_op(state).err(), Some(foreign("value")));
    let mut state = OperationState::new(name, loc);
    state.successors.push(block_a);
    assert_eq!(b.create_op(state).err(), Some(foreign("block")));
    let mut state = OperationState::new(name, loc);
    state.regions.push(region_a);
    assert_eq!(b.create_op(state).err(), Some(foreign("region")));
    {
        let mut rw = PatternRewriter::new(&mut b);
        assert_eq!(rw.erase_op(op_a), Err(foreign("operation")));
        assert_eq!(rw.set_insertion_point(op_a), Err(foreign("operation")));
        assert_eq!(
            rw.replace_all_uses_with(value_a, value_a),
            Err(foreign("value"))
        );
    }
    // The greedy driver refuses a target of another context.
    let patterns = FrozenPatternSet::new(&mut b, RewritePatternSet::new());
    assert_eq!(
        apply_patterns_greedily(&mut b, op_a, &patterns, &GreedyConfig::default()).err(),
        Some(GreedyError::Ir(foreign("operation")))
    );
    assert_eq!(print(&b, mb), before);
    // And the context the handles came from still has them.
    assert!(a.op_exists(op_a));
    a.erase_op(find(&a, ma, "func.func")).expect("erasable");
    assert_eq!(a.try_op(op_a).err(), Some(IrError::StaleOp));
}

/// A pattern set frozen with one context holds that context's operation
/// names: on another, where the same numbers name other ops, it would
/// rewrite the wrong ops. The driver refuses it, changing nothing.
#[test]
fn a_pattern_set_frozen_with_another_context_is_refused() {
    // `a` interns `t.b` first, `b` interns `t.a` first: `t.b` of `a` has
    // the number of `t.a` in `b`.
    let mut a = Context::new();
    a.op_name("t.b");
    let mut set = RewritePatternSet::new();
    set.add_fn("t.b", 1, "b-to-operand", |op, rw| {
        let x = rw.ctx().op(op).operand(0);
        rw.replace_op(op, &[x])?;
        Ok(())
    });
    let frozen = set.freeze(&mut a);
    let mut b = Context::new();
    let mb = parse(&mut b, MODULE);
    let before = print(&b, mb);
    let refused = Some(GreedyError::Ir(foreign("frozen pattern set")));
    let config = GreedyConfig::default();
    assert_eq!(
        apply_patterns_greedily(&mut b, mb, &frozen, &config).err(),
        refused
    );
    let func = find(&b, mb, "func.func");
    assert_eq!(
        drr_runtime::rewrite::apply_patterns_greedily_per_op(&mut b, &[func], &frozen, &config, 2)
            .err(),
        refused
    );
    assert_eq!(print(&b, mb), before);
    assert_eq!(
        foreign("frozen pattern set").to_string(),
        "use of a frozen pattern set handle from another Context"
    );
    // Frozen with `b`, the same patterns rewrite `t.b` only.
    let mut set = RewritePatternSet::new();
    set.add_fn("t.b", 1, "b-to-operand", |op, rw| {
        let x = rw.ctx().op(op).operand(0);
        rw.replace_op(op, &[x])?;
        Ok(())
    });
    let frozen = set.freeze(&mut b);
    apply_patterns_greedily(&mut b, mb, &frozen, &config).unwrap();
    assert!(print(&b, mb).contains(
        r#"%0 = "t.a"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()"#
    ));
}

#[test]
fn errors_name_the_other_context() {
    assert_eq!(
        foreign("operation").to_string(),
        "use of an operation handle from another Context"
    );
    assert_eq!(
        foreign("value").to_string(),
        "use of a value handle from another Context"
    );
}

#[test]
#[should_panic(expected = "use of an operation handle from another Context")]
fn panicking_accessors_name_the_other_context() {
    let (a, ma, b, _) = two_contexts();
    let op_a = find(&a, ma, "t.a");
    let _ = b.op(op_a);
}

#[test]
#[should_panic(expected = "use of a value handle from another Context")]
fn panicking_value_accessors_name_the_other_context() {
    let (a, ma, b, _) = two_contexts();
    let value_a = a.op(find(&a, ma, "t.a")).result(0);
    let _ = b.value_type(value_a);
}

#[test]
#[should_panic(expected = "use of an erased operation")]
fn panicking_accessors_still_report_erased_operations() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, MODULE);
    let f = find(&ctx, m, "func.func");
    let op = find(&ctx, m, "t.a");
    ctx.erase_op(f).expect("erasable");
    let _ = ctx.op(op);
}

/// One slot created and erased 100,000 times (the slot's sequence of
/// versions ends after 32,768 uses): a handle of an early use never
/// resolves again, to the operation or value of a later use in particular
/// (`slotmap`'s versions wrap instead, after 2³¹ uses, and the old handle
/// then named the new object).
#[test]
fn handles_never_resolve_after_their_slot_is_reused() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let name = ctx.op_name("t.tmp");
    let create = |ctx: &mut Context| {
        let mut state = OperationState::new(name, loc);
        state.result_types.push(i32t);
        ctx.create_op(state).expect("no operands")
    };
    let first = create(&mut ctx);
    let first_value = ctx.op(first).result(0);
    ctx.erase_op(first).expect("unused");
    let mut slots = std::collections::BTreeSet::new();
    for i in 0..100_000 {
        let op = create(&mut ctx);
        let value = ctx.op(op).result(0);
        assert_ne!(op, first, "use {i} reissued the first handle");
        assert_ne!(value, first_value, "use {i} reissued the first value");
        assert_eq!(ctx.try_op(first).err(), Some(IrError::StaleOp));
        assert_eq!(ctx.try_value(first_value).err(), Some(IrError::StaleValue));
        slots.insert(format!("{op:?}").split('v').next().map(str::to_string));
        ctx.erase_op(op).expect("unused");
    }
    // The slot was retired and another taken: a few slots in all.
    assert!((2..=5).contains(&slots.len()), "{slots:?}");
    assert_eq!(ctx.num_ops(), 0);
}

/// Contexts made after many others print what the first ones print: the
/// tag in their handles' versions cycles through every value a process
/// reaches (32,767 of them), and none breaks the tables keyed by handles.
/// (With 16-bit tags, every context after the 32,767th printed its blocks
/// without predecessor comments: `slotmap`'s `SecondaryMap::entry` took
/// versions of 2³¹ and more for stale ones. Found by fuzzing, which makes
/// hundreds of thousands of contexts in one process.)
#[test]
fn the_ten_thousandth_context_prints_like_the_first() {
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "cf.br"()[^bb2] : () -> ()
  ^bb2:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let print = || {
        let mut ctx = Context::new();
        let module = drr_runtime::text::parse_module(&mut ctx, src, "f.mlir").unwrap();
        drr_runtime::text::print_op(&ctx, module, drr_runtime::text::PrintOptions::default())
    };
    let first = print();
    assert!(first.contains("^bb1:  // pred: ^bb0"), "{first}");
    for i in 0..70_000 {
        if i % 1_009 == 0 {
            assert_eq!(print(), first, "after {i} more contexts");
        } else {
            drop(Context::new());
        }
    }
}

/// The null value handle (`Value::default()`, what an op's accessor gives
/// for a single result whose group the op's segment sizes make empty) is
/// an error of its own, not another context's handle: replacing an op by
/// it fails saying so, and the op stays.
#[test]
fn the_null_value_is_named_as_such() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, MODULE);
    let null = drr_runtime::Value::default();
    assert_eq!(ctx.try_value(null).err(), Some(IrError::NullValue));
    assert!(
        IrError::NullValue
            .to_string()
            .starts_with("use of the null value (no operation or block defines it"),
    );
    let a = find(&ctx, m, "t.a");
    let before = print(&ctx, m);
    assert_eq!(
        ctx.replace_all_uses_with(ctx.op(a).result(0), null).err(),
        Some(IrError::NullValue)
    );
    assert_eq!(print(&ctx, m), before);
}
