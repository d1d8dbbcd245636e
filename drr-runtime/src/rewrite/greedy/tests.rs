//! Unit tests of the greedy driver's internals (worklist order, seeding, budgets).

use super::*;
use crate::Attribute;
use crate::attributes::NamedAttribute;
use crate::ir::OperationState;
use crate::op_definition::FoldOutcome;
use crate::rewrite::RewritePatternSet;

fn fold_value(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.attr(op, "value") {
        Some(a) => FoldOutcome::Replace(smallvec::smallvec![OpFoldResult::Attribute(a)]),
        None => FoldOutcome::Failed,
    }
}

static KONST: OpDefinition = OpDefinition {
    name: "test.k",
    traits: OpTraits(OpTraits::CONSTANT_LIKE.0 | OpTraits::PURE.0),
    inherent_attrs: &[],
    verify: None,
    fold: Some(fold_value),
};
static REGION: OpDefinition = OpDefinition {
    name: "test.r",
    traits: OpTraits::NONE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};

/// The IR of [`live_seeding_matches_the_replay`]: under a root op,
/// `test.p` (a pattern's root), `test.i` (no pattern: inert), `test.r`
/// (registered, not isolated, a pattern's root) and `test.k`
/// constants (value `v`, uniqued by the seeding), nested as
/// `shape` says. Returns the context and the scope region.
fn build(multi_block: bool) -> (Context, RegionId) {
    let mut ctx = Context::new();
    let konst = ctx.register_op(&KONST);
    let reg = ctx.register_op(&REGION);
    let p = ctx.op_name("test.p");
    let i = ctx.op_name("test.i");
    let loc = ctx.unknown_loc();
    let i32t = ctx.integer_type(32, crate::types::Signedness::Signless);
    let value = ctx.symbol("value");
    let mut root = OperationState::new(ctx.op_name("test.root"), loc);
    root.regions = vec![ctx.create_region()];
    let root = ctx.create_op(root).expect("root");
    let scope = ctx.op(root).regions()[0];
    let top = ctx.create_block(&[]);
    ctx.append_block(scope, top).expect("block");
    let make = |ctx: &mut Context, name: OpName, regions: usize, v: Option<i128>| {
        let mut s = OperationState::new(name, loc);
        s.regions = (0..regions).map(|_| ctx.create_region()).collect();
        if let Some(v) = v {
            let a = ctx.integer_attr(i32t, v);
            s.attributes.push(NamedAttribute {
                name: value,
                value: a,
            });
            s.result_types.push(i32t);
        }
        ctx.create_op(s).expect("op")
    };
    let body = |ctx: &mut Context, op: OpId, r: usize| {
        let region = ctx.op(op).regions()[r];
        let b = ctx.create_block(&[]);
        ctx.append_block(region, b).expect("block");
        b
    };
    // top: p, i, i, k(1), r1 { i, k(1), p | k(2), i [| p, i] }, k(2),
    // i-with-body { p, k(1), i }, r-empty {}, i, p
    let ops = [
        make(&mut ctx, p, 0, None),
        make(&mut ctx, i, 0, None),
        make(&mut ctx, i, 0, None),
        make(&mut ctx, konst, 0, Some(1)),
    ];
    for op in ops {
        ctx.append_op(top, op).expect("append");
    }
    let r1 = make(&mut ctx, reg, 2, None);
    ctx.append_op(top, r1).expect("append");
    let a = body(&mut ctx, r1, 0);
    for op in [
        make(&mut ctx, i, 0, None),
        make(&mut ctx, konst, 0, Some(1)),
        make(&mut ctx, p, 0, None),
    ] {
        ctx.append_op(a, op).expect("append");
    }
    let b = body(&mut ctx, r1, 1);
    for op in [
        make(&mut ctx, konst, 0, Some(2)),
        make(&mut ctx, i, 0, None),
    ] {
        ctx.append_op(b, op).expect("append");
    }
    if multi_block {
        let region = ctx.op(r1).regions()[1];
        let b2 = ctx.create_block(&[]);
        ctx.append_block(region, b2).expect("block");
        for op in [make(&mut ctx, p, 0, None), make(&mut ctx, i, 0, None)] {
            ctx.append_op(b2, op).expect("append");
        }
    }
    let k2 = make(&mut ctx, konst, 0, Some(2));
    ctx.append_op(top, k2).expect("append");
    let inert_parent = make(&mut ctx, i, 1, None);
    ctx.append_op(top, inert_parent).expect("append");
    let c = body(&mut ctx, inert_parent, 0);
    for op in [
        make(&mut ctx, p, 0, None),
        make(&mut ctx, konst, 0, Some(1)),
        make(&mut ctx, i, 0, None),
    ] {
        ctx.append_op(c, op).expect("append");
    }
    for op in [
        make(&mut ctx, reg, 1, None),
        make(&mut ctx, i, 0, None),
        make(&mut ctx, p, 0, None),
    ] {
        ctx.append_op(top, op).expect("append");
    }
    (ctx, scope)
}

/// Seeds once and returns the worklist in pop order (untagged handles:
/// each run has its own context), the fuse count,
/// the single-block answer, the operations left and the
/// notifications; `replay`: from a recorded walk instead of the live
/// walk.
fn seed(multi_block: bool, replay: bool) -> (Vec<u64>, usize, bool, usize, u64) {
    seed_with(multi_block, replay, false)
}

/// [`seed`]; `omitting` (with `replay`): the walk is recorded as
/// region DCE records it for an `AnyOp` seeding, without the entries
/// that replay changes nothing for (`PostOrder::omit_inert`).
fn seed_with(
    multi_block: bool,
    replay: bool,
    omitting: bool,
) -> (Vec<u64>, usize, bool, usize, u64) {
    let (mut ctx, scope) = build(multi_block);
    let mut set = RewritePatternSet::new();
    for name in ["test.p", "test.r"] {
        set.add_fn(name, 1, "never", |op, rw| {
            Err(rw.notify_match_failure(op, "never"))
        });
    }
    let patterns = FrozenPatternSet::new(&mut ctx, set);
    let config = GreedyConfig::default();
    let mut driver = Driver::new(
        &mut ctx,
        scope,
        &patterns,
        &config,
        None,
        DriverBuffers::default(),
    );
    if replay {
        let state = &mut driver.state;
        driver
            .order
            .record_classifying(&ctx, scope, |name| state.is_inert(&ctx, name));
        assert!(driver.order.complete);
        if omitting {
            // The names' inert flags are known now (the walk above
            // asked about each): recorded again as region DCE does.
            driver.sync_inert();
            driver.order.omit_inert = true;
            let full = driver.order.num_ops;
            driver.order.record_with(&ctx, scope, |_, _, _| {});
            assert!(!driver.order.complete);
            assert_eq!(driver.order.num_ops, full);
            assert!(driver.order.visits.len() < full);
        }
        driver.order_at = Some(driver.state.notifications);
    }
    let single = driver.seed_worklist(&mut ctx);
    let mut popped = Vec::new();
    while let Some(op) = driver.state.worklist.pop() {
        popped.push(crate::ir::untagged(op));
    }
    (
        popped,
        driver.seeded,
        single,
        ctx.ops.len(),
        driver.state.notifications,
    )
}

/// The live first seeding (`seed_walking`) queues exactly what the
/// replay of a recorded walk queues, in the same order, with the same
/// uniquing (duplicates erased, constants hoisted: the notifications
/// and the operations left agree), fuse count and single-block answer:
/// inert operations left out and their non-inert ancestors pushed,
/// inert parents not pushed, a constant nested in a region, runs of
/// inert operations with and without an open ancestor (the replay
/// skips those without one), a region of two blocks and an empty
/// region. The same for the replay of a walk recorded without the
/// entries an `AnyOp` replay changes nothing for (inert operations
/// with no non-inert ancestor, inert parents' `Enter` markers).
#[test]
fn live_seeding_matches_the_replay() {
    for multi_block in [false, true] {
        let live = seed(multi_block, false);
        let replayed = seed(multi_block, true);
        assert_eq!(live, replayed, "multi_block: {multi_block}");
        let omitted = seed_with(multi_block, true, true);
        assert_eq!(live, omitted, "multi_block: {multi_block}, omitting");
        let (popped, walked, single, _, notifications) = live;
        assert_eq!(single, !multi_block);
        assert_eq!(walked, if multi_block { 20 } else { 18 });
        // Duplicates of both values were erased and the constants
        // moved: the seeding notified.
        assert!(notifications > 0);
        assert!(!popped.is_empty());
    }
}
