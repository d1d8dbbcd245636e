//! The rewriter's verbs on small IR: what each leaves in the IR and which notifications the
//! listener receives, in which order.

use super::*;
use crate::ir::OperationState;

struct Quiet;
impl Listener for Quiet {
    fn wants_match_failure_reasons(&self) -> bool {
        false
    }
    fn notify_match_failure(&mut self, _: &Context, _: Location, _: &str) {
        panic!("not wanted: must not be notified");
    }
}

#[test]
fn failure_reasons_are_formatted_only_when_wanted() {
    let mut ctx = Context::new();
    let name = ctx.op_name("test.x");
    let loc = ctx.unknown_loc();
    let op = ctx
        .create_op(OperationState::new(name, loc))
        .expect("fresh op");
    {
        let mut rw = PatternRewriter::new(&mut ctx);
        assert!(rw.wants_failure_reasons());
        let f = rw.notify_match_failure_with(op, || format!("reason {}", 1));
        assert_eq!(f.reason(), "reason 1");
    }
    let mut quiet = Quiet;
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut quiet);
    assert!(!rw.wants_failure_reasons());
    let f = rw.notify_match_failure_with(op, || -> String { panic!("not formatted") });
    assert_eq!(f.reason(), MatchFailure::unrecorded().reason());
}

/// `create_from` links the new operation as it creates it: at each
/// kind of insertion point the block's links come out as `insert`
/// leaves them, and a point that no longer holds is an error with
/// nothing created.
#[test]
fn create_from_links_at_every_kind_of_point() {
    let mut ctx = Context::new();
    let block = ctx.create_block(&[]);
    let loc = ctx.unknown_loc();
    let state_of = |ctx: &mut Context, n: &str| OperationState::new(ctx.op_name(n), loc);
    let (mut sa, mut sb, mut sc, mut sd) = (
        state_of(&mut ctx, "test.a"),
        state_of(&mut ctx, "test.b"),
        state_of(&mut ctx, "test.c"),
        state_of(&mut ctx, "test.d"),
    );
    let mut log = Order::default();
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        // Empty block, then its end, its start, and between two ops.
        rw.set_insertion_point_to_end(block).expect("live");
        let a = rw.create_from(&mut sa).expect("creates");
        let b = rw.create_from(&mut sb).expect("creates");
        rw.set_insertion_point(a).expect("live");
        rw.create_from(&mut sc).expect("creates");
        rw.set_insertion_point(b).expect("live");
        rw.create_from(&mut sd).expect("creates");
    }
    assert_eq!(
        log.0,
        [
            "inserted test.a@0",
            "inserted test.b@1",
            "inserted test.c@0",
            "inserted test.d@2"
        ]
    );
    let order: Vec<OpId> = ctx.block_ops(block).collect();
    let names: Vec<&str> = order
        .iter()
        .map(|&o| ctx.op_name_str(ctx.op(o).name))
        .collect();
    assert_eq!(names, ["test.c", "test.a", "test.d", "test.b"]);
    for (i, &o) in order.iter().enumerate() {
        let data = ctx.op(o);
        assert_eq!(data.parent_block(), Some(block));
        assert_eq!(ctx.prev_op(o), i.checked_sub(1).map(|p| order[p]));
        assert_eq!(data.next_op(), order.get(i + 1).copied());
    }
    assert_eq!(ctx.block(block).first, order.first().copied());
    assert_eq!(ctx.block(block).last, order.last().copied());

    // The anchor left the block, or was erased: an error, nothing
    // created, nothing notified.
    let count = ctx.ops.len();
    let mut se = state_of(&mut ctx, "test.e");
    let mut log = Order::default();
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        rw.set_insertion_point(order[1]).expect("live");
        rw.ctx_mut().detach_op(order[1]).expect("detaches");
        assert!(matches!(rw.create_from(&mut se), Err(IrError::Invalid(_))));
        rw.set_insertion_point(order[2]).expect("live");
        rw.erase_op(order[2]).expect("erases");
        assert!(matches!(rw.create_from(&mut se), Err(IrError::StaleOp)));
    }
    assert_eq!(log.0, ["erased test.d@1"]);
    assert_eq!(ctx.ops.len(), count - 1);

    // The point's block was erased: a stale block, checked first.
    let other = ctx.create_block(&[]);
    let count = ctx.ops.len();
    let mut log = Order::default();
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        rw.set_insertion_point_to_end(other).expect("live");
        rw.ctx_mut().erase_block(other).expect("erases");
        assert!(matches!(rw.create_from(&mut se), Err(IrError::StaleBlock)));
    }
    assert!(log.0.is_empty());
    assert_eq!(ctx.ops.len(), count);
}

/// Records the match failures it is told about (and wants them).
#[derive(Default)]
struct Failures(Vec<String>);
impl Listener for Failures {
    fn notify_match_failure(&mut self, _: &Context, _: Location, reason: &str) {
        self.0.push(reason.to_string());
    }
}

/// A quiet rewriter reports no match failure and formats no reason,
/// but returns the failures as a reporting one does; not quiet, the
/// same listener is told.
#[test]
fn a_quiet_rewriter_reports_no_match_failure() {
    let mut ctx = Context::new();
    let name = ctx.op_name("test.x");
    let loc = ctx.unknown_loc();
    let op = ctx
        .create_op(OperationState::new(name, loc))
        .expect("fresh op");
    let mut failures = Failures::default();
    {
        let mut rw = PatternRewriter::with_listener_quiet(&mut ctx, &mut failures, true);
        assert!(!rw.wants_failure_reasons());
        assert_eq!(rw.notify_match_failure(op, "static").reason(), "static");
        let f = rw.notify_match_failure_at(loc, format!("owned {}", 1));
        assert_eq!(f.reason(), "owned 1");
        let f = rw.notify_match_failure_with(op, || -> String { panic!("not formatted") });
        assert_eq!(f.reason(), MatchFailure::unrecorded().reason());
    }
    assert!(failures.0.is_empty(), "told: {:?}", failures.0);
    {
        let mut rw = PatternRewriter::with_listener_quiet(&mut ctx, &mut failures, false);
        assert!(rw.wants_failure_reasons());
        assert_eq!(rw.notify_match_failure(op, "static").reason(), "static");
        let f = rw.notify_match_failure_with(op, || format!("formatted {}", 2));
        assert_eq!(f.reason(), "formatted 2");
    }
    assert_eq!(failures.0, ["static", "formatted 2"]);
}

/// Logs notifications by op name and position in its block.
#[derive(Default)]
struct Order(Vec<String>);
impl Order {
    fn at(ctx: &Context, op: OpId) -> String {
        let data = ctx.op(op);
        let mut pos = 0;
        let mut cur = ctx.prev_op(op);
        while let Some(p) = cur {
            pos += 1;
            cur = ctx.prev_op(p);
        }
        format!("{}@{pos}", ctx.op_name_str(data.name))
    }
}
impl Listener for Order {
    fn notify_operation_inserted(&mut self, ctx: &Context, op: OpId, _: Option<InsertPoint>) {
        self.0.push(format!("inserted {}", Self::at(ctx, op)));
    }
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        self.0.push(format!("modified {}", Self::at(ctx, op)));
    }
    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, values: &[Value]) {
        self.0.push(format!(
            "replaced {} by {}",
            Self::at(ctx, op),
            values.len()
        ));
    }
    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        self.0.push(format!("erased {}", Self::at(ctx, op)));
    }
    fn allows_result_takeover(&self) -> bool {
        true
    }
}

/// `erase_op` on an operation without regions (its one-lookup path):
/// a used result is refused with the index of the first used one and
/// nothing changes, nor is anything notified; an unused one is erased
/// with one notification, made while it is still in its block, and its
/// operands leave their values' use lists.
#[test]
fn erase_op_without_regions_checks_every_result() {
    let src = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1:2 = "test.leaf"(%0, %0) : (i32, i32) -> (i32, i32)
  "test.u"(%1#1, %0) : (i32, i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let (a, leaf, user) = (ops[0], ops[1], ops[2]);
    let mut log = Order::default();
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        match rw.erase_op(leaf) {
            Err(IrError::ResultStillUsed { op, result }) => {
                assert_eq!((op.as_str(), result), ("test.leaf", 1));
            }
            other => panic!("expected ResultStillUsed, got {other:?}"),
        }
    }
    assert!(log.0.is_empty(), "nothing notified on refusal: {:?}", log.0);
    assert!(ctx.op_exists(leaf));
    let a_result = ctx.op(a).results()[0];
    assert_eq!(ctx.uses(a_result).count(), 3);
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        rw.erase_op(user).expect("no results");
        rw.erase_op(leaf).expect("results unused now");
        assert!(matches!(rw.erase_op(leaf), Err(IrError::StaleOp)));
    }
    assert_eq!(log.0, ["erased test.u@2", "erased test.leaf@1"]);
    assert!(!ctx.op_exists(leaf) && !ctx.op_exists(user));
    assert_eq!(ctx.uses(a_result).count(), 0);
}

/// Replaces `test.root` by a new `test.new` with or without the
/// takeover; returns the notifications, the printed module and the
/// uses of the new result (user, operand index), in use-list order.
fn replace_root_by_new(take: bool) -> (Vec<String>, String, Vec<(String, u32)>) {
    let src = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.root"(%0) : (i32) -> i32
  "test.u"(%1) : (i32) -> ()
  "test.u"(%1, %1) : (i32, i32) -> ()
  "test.u"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let by_name = |n: &str| {
        *ops.iter()
            .find(|&&o| ctx.op_name_str(ctx.op(o).name) == n)
            .expect("present")
    };
    let (a, root) = (by_name("test.a"), by_name("test.root"));
    let name = ctx.op_name("test.new");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.operands.push(ctx.op(a).result(0));
    state
        .result_types
        .push(ctx.value_type(ctx.op(root).result(0)));
    let mut log = Order::default();
    let new = {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
        rw.set_insertion_point(root).expect("live");
        if take {
            let (new, took) = rw.create_taking_results(&mut state, root).expect("creates");
            assert_eq!(took, Takeover::Results);
            let values: SmallVec<[Value; 2]> = rw.op(new).results().iter().copied().collect();
            rw.replace_op_taken(root, new, &values).expect("replaces");
            new
        } else {
            let new = rw.create_from(&mut state).expect("creates");
            let values: SmallVec<[Value; 2]> = rw.op(new).results().iter().copied().collect();
            rw.replace_op(root, &values).expect("replaces");
            new
        }
    };
    let uses = ctx
        .uses(ctx.op(new).result(0))
        .map(|u| (Order::at(&ctx, u.op), u.index))
        .collect();
    let printed = crate::text::print_op(&ctx, m, crate::text::PrintOptions::default());
    (log.0, printed, uses)
}

#[test]
fn result_takeover_is_indistinguishable_from_replace_op() {
    let general = replace_root_by_new(false);
    let taken = replace_root_by_new(true);
    assert_eq!(general, taken);
    // MLIR's order: the most recent use first, each moved use pushed
    // at the front of the new value's list.
    assert_eq!(
        general.2,
        [
            ("test.u@2".to_string(), 0),
            ("test.u@3".to_string(), 0),
            ("test.u@3".to_string(), 1),
            ("test.u@4".to_string(), 1),
        ]
    );
}

/// Logs modifications by position, replacements and erasures; reads
/// no use list. `allow` is its answer to `allows_result_takeover`,
/// which selects the rewriter's one-walk move of all uses (`true`) or
/// the per-use moves (`false`).
struct Moves {
    allow: bool,
    log: Vec<String>,
}
impl Listener for Moves {
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        self.log.push(format!("modified {}", Order::at(ctx, op)));
    }
    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, values: &[Value]) {
        self.log.push(format!(
            "replaced {} by {}",
            Order::at(ctx, op),
            values.len()
        ));
    }
    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        self.log.push(format!("erased {}", Order::at(ctx, op)));
    }
    fn allows_result_takeover(&self) -> bool {
        self.allow
    }
}

/// The uses of `value` in list order as (user position, operand
/// index), after checking every link: each operand names `value` and
/// its `prev` is the use before it.
fn checked_uses(ctx: &Context, value: Value) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    let mut before = None;
    let mut current = ctx.values[value].first_use;
    while let Some(at) = current {
        let operand = ctx.live_operand(at);
        assert_eq!(operand.value, value, "operand names its value");
        assert_eq!(operand.prev, before, "prev link of use {}", out.len());
        out.push((Order::at(ctx, ctx.ops.key_at(at.slot)), at.index));
        before = Some(at);
        current = operand.next;
    }
    out
}

/// `replace_op` of a two-result root by values that already have
/// uses, then `replace_all_uses_with`, through `listener` (`None`:
/// without one); returns the notifications and the checked use lists
/// of the two replacement values.
fn replace_into_used_values(listener: Option<bool>) -> (Vec<String>, [Vec<(String, u32)>; 2]) {
    let src = r#""builtin.module"() ({
  %0:2 = "test.a"() : () -> (i32, i32)
  %1:2 = "test.root"(%0#0) : (i32) -> (i32, i32)
  "test.u"(%0#0, %1#0) : (i32, i32) -> ()
  "test.u"(%1#0, %1#1, %1#0) : (i32, i32, i32) -> ()
  "test.u"(%0#1, %1#1) : (i32, i32) -> ()
  %2 = "test.b"() : () -> i32
  "test.u"(%2, %2) : (i32, i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let (a, root, b) = (ops[0], ops[1], ops[5]);
    let targets = [ctx.op(a).result(0), ctx.op(a).result(1)];
    let b_result = ctx.op(b).result(0);
    let mut moves = Moves {
        allow: listener.unwrap_or(false),
        log: Vec::new(),
    };
    {
        let mut rw = match listener {
            Some(_) => PatternRewriter::with_listener(&mut ctx, &mut moves),
            None => PatternRewriter::new(&mut ctx),
        };
        rw.replace_op(root, &targets).expect("replaces");
        rw.replace_all_uses_with(b_result, targets[1])
            .expect("replaces");
    }
    assert!(ctx.uses(b_result).next().is_none());
    let uses = targets.map(|v| checked_uses(&ctx, v));
    (moves.log, uses)
}

/// The one-walk move of all uses (no listener, or one that does not
/// read the IR) leaves the use lists of the per-use moves (MLIR's:
/// the moved uses reversed, in front of the value's own), links
/// included, with the same notifications in the same order.
#[test]
fn one_walk_replacement_is_indistinguishable_from_per_use_moves() {
    let per_use = replace_into_used_values(Some(false));
    let one_walk = replace_into_used_values(Some(true));
    assert_eq!(per_use, one_walk);
    assert_eq!(per_use.1, replace_into_used_values(None).1);
    let at = |s: &str, i: u32| (s.to_string(), i);
    assert_eq!(
        per_use.1,
        [
            // Positions after the erasure of the root (at 1).
            vec![
                at("test.u@1", 1),
                at("test.u@2", 0),
                at("test.u@2", 2),
                at("test.u@1", 0),
            ],
            vec![
                at("test.u@5", 0),
                at("test.u@5", 1),
                at("test.u@2", 1),
                at("test.u@3", 1),
                at("test.u@3", 0),
            ],
        ]
    );
    assert_eq!(
        per_use.0,
        [
            // In each value's use-list order (the most recent use
            // first); positions before the erasure, then after.
            "replaced test.root@1 by 2",
            "modified test.u@3",
            "modified test.u@3",
            "modified test.u@2",
            "modified test.u@4",
            "modified test.u@3",
            "erased test.root@1",
            "modified test.u@5",
            "modified test.u@5",
        ]
    );
}

/// `replace_op` of an operation without regions refuses a stale
/// replacement value before one the operation defines, whatever
/// their order (the general path's error order), and changes and
/// notifies nothing when it refuses.
#[test]
fn replace_op_reports_a_stale_value_before_an_own_one() {
    let src = r#""builtin.module"() ({
  %0 = "test.gone"() : () -> i32
  %1:2 = "test.root"() : () -> (i32, i32)
  "test.u"(%1#0, %1#1) : (i32, i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let (gone, root) = (ops[0], ops[1]);
    let stale = ctx.op(gone).result(0);
    let own = ctx.op(root).result(1);
    PatternRewriter::new(&mut ctx)
        .erase_op(gone)
        .expect("unused");
    let mut moves = Moves {
        allow: true,
        log: Vec::new(),
    };
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut moves);
        for values in [[own, stale], [stale, own]] {
            assert!(matches!(
                rw.replace_op(root, &values),
                Err(IrError::StaleValue)
            ));
        }
        assert!(matches!(
            rw.replace_op(root, &[own, own]),
            Err(IrError::Invalid(
                "an operation cannot be replaced by values it defines"
            ))
        ));
    }
    assert!(moves.log.is_empty(), "nothing notified: {:?}", moves.log);
    assert!(ctx.op_exists(root));
    assert_eq!(ctx.uses(own).count(), 1);
}

/// `replace_or_erase_root`: a root without results is erased (one
/// *erased*, for each nested op too, and no *replaced*), whether or
/// not it has regions; one with results is replaced as by
/// `replace_op`, its errors included; a stale root is an error.
#[test]
fn a_root_is_erased_without_results_and_replaced_with_them() {
    let src = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  "test.sink"(%0) : (i32) -> ()
  "test.wrap"() ({
"test.inner"(%0) : (i32) -> ()
  }) : () -> ()
  %1 = "test.root"(%0) : (i32) -> i32
  "test.u"(%1) : (i32) -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let by_name = |ctx: &Context, n: &str| {
        *ctx.nested_ops_pre_order(m)
            .iter()
            .find(|&&o| ctx.op_name_str(ctx.op(o).name) == n)
            .expect("present")
    };
    let (a, sink, wrap, root) = (
        by_name(&ctx, "test.a"),
        by_name(&ctx, "test.sink"),
        by_name(&ctx, "test.wrap"),
        by_name(&ctx, "test.root"),
    );
    let a_result = ctx.op(a).result(0);
    let mut moves = Moves {
        allow: false,
        log: Vec::new(),
    };
    {
        let mut rw = PatternRewriter::with_listener(&mut ctx, &mut moves);
        rw.replace_or_erase_root(sink, &[]).expect("erased");
        rw.replace_or_erase_root(wrap, &[]).expect("erased");
        assert!(matches!(
            rw.replace_or_erase_root(root, &[]),
            Err(IrError::ReplacementCountMismatch { .. })
        ));
        rw.replace_or_erase_root(root, &[a_result])
            .expect("replaced");
        assert!(matches!(
            rw.replace_or_erase_root(root, &[a_result]),
            Err(IrError::StaleOp)
        ));
    }
    assert_eq!(
        moves.log,
        [
            "erased test.sink@1",
            "erased test.inner@0",
            "erased test.wrap@1",
            "replaced test.root@1 by 1",
            "modified test.u@2",
            "erased test.root@1",
        ]
    );
    assert!(!ctx.op_exists(sink) && !ctx.op_exists(wrap) && !ctx.op_exists(root));
    assert_eq!(ctx.uses(a_result).count(), 1);
}

/// Logs by name only (the fused and the separate paths leave the IR in
/// different intermediate states, so positions differ), in the
/// separate notifications a fused one stands for.
#[derive(Default)]
struct Names {
    fused: bool,
    log: Vec<String>,
    old_name: String,
}
impl Names {
    fn name(ctx: &Context, op: OpId) -> String {
        ctx.op_name_str(ctx.op(op).name).to_string()
    }
}
impl Listener for Names {
    fn notify_operation_inserted(&mut self, ctx: &Context, op: OpId, _: Option<InsertPoint>) {
        self.log.push(format!("inserted {}", Self::name(ctx, op)));
    }
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        self.log.push(format!("modified {}", Self::name(ctx, op)));
    }
    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, values: &[Value]) {
        self.log.push(format!(
            "replaced {} by {}",
            Self::name(ctx, op),
            values.len()
        ));
    }
    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        let operands: Vec<String> = ctx
            .op(op)
            .operands()
            .map(|v| format!("{:x}", crate::ir::untagged(v)))
            .collect();
        self.log
            .push(format!("erased {} {operands:?}", Self::name(ctx, op)));
    }
    fn result_takeover(&self) -> ResultTakeover {
        if self.fused {
            ResultTakeover::Fused
        } else {
            ResultTakeover::Allowed
        }
    }
    fn notify_operation_morphed(
        &mut self,
        ctx: &Context,
        new: OpId,
        old: OpId,
        old_operands: &[crate::ir::Operand],
        users: &[OpId],
    ) {
        assert!(!ctx.op_exists(old), "the root is erased (stale handle)");
        self.log.push(format!("inserted {}", Self::name(ctx, new)));
        let results = ctx.op(new).results();
        self.log
            .push(format!("replaced {} by {}", self.old_name, results.len()));
        for &u in users {
            self.log.push(format!("modified {}", Self::name(ctx, u)));
        }
        let operands: Vec<String> = old_operands
            .iter()
            .map(|o| format!("{:x}", crate::ir::untagged(o.value())))
            .collect();
        self.log
            .push(format!("erased {} {operands:?}", self.old_name));
    }
}

/// What [`replace_taking`] observed.
type Replaced = (
    Takeover,
    String,
    Vec<(String, u32)>,
    bool,
    bool,
    Vec<String>,
    bool,
    Vec<Vec<(String, u32)>>,
);

/// Replaces `test.root` (operands `%0`, `%0`) by a new `test.new` using
/// `%0` once, through `create_taking_results` (+ `replace_op_taken`
/// when needed) with `listener`, or with none; `at_end`: the insertion
/// point is the block's end instead of before the root. Returns what
/// it did, the printed module, the new result's uses (user name,
/// operand index) in use-list order, the root's and the old result's
/// handles afterwards (stale; the new op's result), the log, and
/// whether the new op took the root's arena slot.
fn replace_taking(listener: Option<bool>, at_end: bool) -> Replaced {
    replace_taking_using(listener, at_end, &[0])
}

/// [`replace_taking`] with a `test.new` whose operands are the results
/// of `test.a` (`0`) and `test.b` (`1`) in the order of `operands`; the
/// last element of the result is then the use lists of those two
/// values (user, operand index).
fn replace_taking_using(listener: Option<bool>, at_end: bool, operands: &[usize]) -> Replaced {
    let src = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %b = "test.b"() : () -> i32
  "test.v"(%b) : (i32) -> ()
  %1 = "test.root"(%0, %0) : (i32, i32) -> i32
  "test.u1"(%1) : (i32) -> ()
  "test.u2"(%1, %0, %1) : (i32, i32, i32) -> ()
  "test.u3"(%0, %1) : (i32, i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let by_name = |n: &str| {
        *ops.iter()
            .find(|&&o| ctx.op_name_str(ctx.op(o).name) == n)
            .expect("present")
    };
    let (a, root, end) = (by_name("test.a"), by_name("test.root"), by_name("test.end"));
    let sources = [ctx.op(a).result(0), ctx.op(by_name("test.b")).result(0)];
    let old_result = ctx.op(root).result(0);
    let name = ctx.op_name("test.new");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    for &i in operands {
        state.operands.push(sources[i]);
    }
    state.result_types.push(ctx.value_type(old_result));
    let mut log = Names {
        fused: listener == Some(true),
        old_name: "test.root".to_string(),
        ..Names::default()
    };
    let (new, took) = {
        let mut rw = match listener {
            Some(_) => PatternRewriter::with_listener(&mut ctx, &mut log),
            None => PatternRewriter::new(&mut ctx),
        };
        if at_end {
            rw.set_insertion_point(end).expect("live");
        } else {
            rw.set_insertion_point(root).expect("live");
        }
        let (new, took) = rw.create_taking_results(&mut state, root).expect("creates");
        let values: SmallVec<[Value; 2]> = rw.op(new).results().iter().copied().collect();
        match took {
            Takeover::Replaced => {}
            Takeover::Results => rw.replace_op_taken(root, new, &values).expect("replaces"),
            Takeover::No => rw.replace_op(root, &values).expect("replaces"),
        }
        (new, took)
    };
    crate::verifier::verify(&ctx, m).expect("verifies");
    let new_result = ctx.op(new).result(0);
    let uses_of = |v: Value| {
        ctx.uses(v)
            .map(|u| (ctx.op_name_str(ctx.op(u.op).name).to_string(), u.index))
            .collect::<Vec<_>>()
    };
    let uses = uses_of(new_result);
    let source_uses = sources.iter().map(|&v| uses_of(v)).collect();
    let printed = crate::text::print_op(&ctx, m, crate::text::PrintOptions::default());
    (
        took,
        printed,
        uses,
        ctx.op_exists(root),
        new_result == old_result,
        log.log,
        super::super::worklist::op_slot(new) == super::super::worklist::op_slot(root),
        source_uses,
    )
}

/// A quiet rewriter takes the fused path without asking its listener
/// (`quiet` stands for the driver's listener without a user one, which
/// answers `Fused`): with a listener that answers `Allowed`, quiet
/// replaces in place and reports one morph, not quiet it takes the
/// results only, as the listener asked.
#[test]
fn a_quiet_rewriter_fuses_the_takeover_without_asking() {
    let src = r#""builtin.module"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.root"(%0) : (i32) -> i32
  "test.u"(%1) : (i32) -> ()
}) : () -> ()
"#;
    for quiet in [true, false] {
        let mut ctx = Context::new();
        let m = crate::text::parse_module(&mut ctx, src, "t.mlir").expect("parses");
        let ops = ctx.nested_ops_pre_order(m);
        let by_name = |n: &str| {
            *ops.iter()
                .find(|&&o| ctx.op_name_str(ctx.op(o).name) == n)
                .expect("present")
        };
        let (a, root) = (by_name("test.a"), by_name("test.root"));
        let name = ctx.op_name("test.new");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(name, loc);
        state.operands.push(ctx.op(a).result(0));
        state
            .result_types
            .push(ctx.value_type(ctx.op(root).result(0)));
        let mut log = Names {
            fused: false,
            old_name: "test.root".to_string(),
            ..Names::default()
        };
        let took = {
            let mut rw = PatternRewriter::with_listener_quiet(&mut ctx, &mut log, quiet);
            rw.set_insertion_point(root).expect("live");
            rw.create_taking_results(&mut state, root)
                .expect("creates")
                .1
        };
        if quiet {
            assert_eq!(took, Takeover::Replaced);
            assert!(!ctx.op_exists(root));
            let erased = format!(
                "erased test.root [\"{:x}\"]",
                crate::ir::untagged(ctx.op(a).result(0))
            );
            assert_eq!(
                log.log,
                [
                    "inserted test.new",
                    "replaced test.root by 1",
                    "modified test.u",
                    erased.as_str()
                ]
            );
        } else {
            assert_eq!(took, Takeover::Results);
            assert!(ctx.op_exists(root));
            assert_eq!(log.log, ["inserted test.new"]);
        }
    }
}

/// `create_taking_results` of an op using `uses` (indexes of `root`'s
/// results) in place of `root`, which has `results` results.
fn takeover_with_operands(results: usize, uses: &[usize]) -> Takeover {
    let types = vec!["i32"; results].join(", ");
    let src = format!(
        r#""builtin.module"() ({{
  %0 = "test.a"() : () -> i32
  %1:{results} = "test.root"(%0) : (i32) -> ({types})
  "test.end"() : () -> ()
}}) : () -> ()
"#
    );
    let mut ctx = Context::new();
    let m = crate::text::parse_module(&mut ctx, &src, "t.mlir").expect("parses");
    let ops = ctx.nested_ops_pre_order(m);
    let by_name = |n: &str| {
        *ops.iter()
            .find(|&&o| ctx.op_name_str(ctx.op(o).name) == n)
            .expect("present")
    };
    let (a, root) = (by_name("test.a"), by_name("test.root"));
    let name = ctx.op_name("test.new");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.operands.push(ctx.op(a).result(0));
    for &i in uses {
        state.operands.push(ctx.op(root).result(i));
    }
    for i in 0..results {
        let ty = ctx.value_type(ctx.op(root).result(i));
        state.result_types.push(ty);
    }
    let mut rw = PatternRewriter::new(&mut ctx);
    rw.set_insertion_point(root).expect("live");
    let (_, took) = rw.create_taking_results(&mut state, root).expect("creates");
    took
}

#[test]
fn no_takeover_when_the_new_op_uses_a_result_of_the_root() {
    assert_eq!(takeover_with_operands(1, &[]), Takeover::Replaced);
    assert_eq!(takeover_with_operands(1, &[0]), Takeover::No);
    assert_eq!(takeover_with_operands(2, &[]), Takeover::Replaced);
    assert_eq!(takeover_with_operands(2, &[1]), Takeover::No);
    assert_eq!(takeover_with_operands(3, &[0]), Takeover::No);
}

/// The fused path writes the new op's operands into the renewed
/// record already threaded onto their values' use lists (one or two
/// operands, in one pass) or links them after (more): operands of one
/// value or two, one of them the root's own operand value, leave the
/// same use lists (order included) as the separate steps.
#[test]
fn fused_takeover_threads_operands_as_the_separate_steps() {
    for operands in [
        &[0][..],
        &[1],
        &[0, 0],
        &[1, 1],
        &[0, 1],
        &[1, 0],
        &[],
        &[0, 1, 0],
        &[1, 0, 1, 1],
    ] {
        let separate = replace_taking_using(Some(false), false, operands);
        let fused = replace_taking_using(Some(true), false, operands);
        assert_eq!(
            (separate.0, fused.0),
            (Takeover::Results, Takeover::Replaced)
        );
        assert_eq!(fused.1, separate.1, "{operands:?}");
        assert_eq!(fused.2, separate.2, "{operands:?}");
        assert_eq!(fused.7, separate.7, "{operands:?}");
        let uses = operands.iter().filter(|&&i| i == 1).count() + 1;
        assert_eq!(fused.7[1].len(), uses, "{operands:?}");
    }
}

#[test]
fn fused_takeover_is_indistinguishable_from_the_separate_steps() {
    let separate = replace_taking(Some(false), false);
    let fused = replace_taking(Some(true), false);
    let quiet = replace_taking(None, false);
    assert_eq!(separate.0, Takeover::Results);
    assert_eq!(fused.0, Takeover::Replaced);
    assert_eq!(quiet.0, Takeover::Replaced);
    // Same IR (use-list order included) and handles: the root's is
    // stale, the old result is the new op's.
    for other in [&separate, &quiet] {
        assert_eq!(fused.1, other.1);
        assert_eq!(fused.2, other.2);
        assert_eq!((fused.3, fused.4), (other.3, other.4));
    }
    assert_eq!((fused.3, fused.4), (false, true));
    // The fused path renews the root's arena slot in place (a new
    // version, so the root's handle is stale); the separate one takes
    // another.
    assert!(fused.6 && quiet.6 && !separate.6);
    // MLIR's use order after the moves: the parsed list (the most
    // recent use first) reversed.
    assert_eq!(
        fused.2,
        [
            ("test.u1".to_string(), 0),
            ("test.u2".to_string(), 0),
            ("test.u2".to_string(), 2),
            ("test.u3".to_string(), 1),
        ]
    );
    // The fused notification read as the steps it stands for: the
    // same as the separate ones (the erased root's operands included).
    assert_eq!(fused.5, separate.5);
    assert_eq!(fused.5.len(), 7);
    assert_eq!(
        fused.5[..6],
        [
            "inserted test.new",
            "replaced test.root by 1",
            "modified test.u3",
            "modified test.u2",
            "modified test.u2",
            "modified test.u1",
        ]
    );
    assert!(fused.5[6].starts_with("erased test.root ["));
    // Elsewhere than right before the root: not fused.
    let elsewhere = replace_taking(Some(true), true);
    assert_eq!(elsewhere.0, Takeover::Results);
    let elsewhere_separate = replace_taking(Some(false), true);
    assert_eq!(elsewhere.1, elsewhere_separate.1);
    assert_eq!(elsewhere.5, elsewhere_separate.5);
}
