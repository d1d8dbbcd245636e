//! The pattern rewriter's verbs: effects on the IR, listener notifications
//! in MLIR's order, and errors (never panics) on misuse.

mod rewrite_support;

use drr_runtime::rewrite::{NoopListener, PatternRewriter};
use drr_runtime::{IrError, OperationState, ValueDef};
use rewrite_support::*;

const SIMPLE: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) {tag = "a"} : (i32) -> i32
    %1 = "test.effect"(%0) {tag = "b"} : (i32) -> i32
    %2 = "test.effect"(%0) {tag = "c"} : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn tagged(ctx: &drr_runtime::Context, root: drr_runtime::OpId, tag: &str) -> drr_runtime::OpId {
    ctx.nested_ops_pre_order(root)
        .into_iter()
        .find(|&o| describe(ctx, o).ends_with(&format!("[{tag}]")))
        .unwrap()
}

#[test]
fn replace_op_rewires_uses_and_notifies_in_mlir_order() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let a = tagged(&ctx, m, "a");
    let (b, c) = (tagged(&ctx, m, "b"), tagged(&ctx, m, "c"));
    let arg = ctx.op(a).operand(0);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.replace_op(a, &[arg]).unwrap();
    // Replaced first, then one modification per use in use-list order (the
    // most recent use, `c`, first), then the erasure.
    assert_eq!(
        log.lines,
        [
            "replaced test.pure[a] (1 values)",
            "modified test.effect[c]",
            "modified test.effect[b]",
            "erased test.pure[a]",
        ]
    );
    assert!(!ctx.op_exists(a));
    assert_eq!(ctx.op(b).operand(0), arg);
    assert_eq!(ctx.op(c).operand(0), arg);
    // The moved uses were pushed at the front of the argument's list in
    // processing order: `b` was moved last.
    let users: Vec<_> = ctx.uses(arg).map(|u| u.op).collect();
    assert_eq!(users, [b, c]);
    let f = find(&ctx, m, "func.func");
    assert_eq!(
        names(&ctx, body(&ctx, f)),
        ["test.effect", "test.effect", "func.return"]
    );
}

#[test]
fn replace_op_errors_change_nothing() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let a = tagged(&ctx, m, "a");
    let b = tagged(&ctx, m, "b");
    let before = print(&ctx, m);
    let own = ctx.op(a).result(0);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    assert!(matches!(
        rw.replace_op(a, &[]),
        Err(IrError::ReplacementCountMismatch {
            expected: 1,
            found: 0,
            ..
        })
    ));
    assert!(matches!(rw.replace_op(a, &[own]), Err(IrError::Invalid(_))));
    // Erasing an op whose result is used is an error.
    assert!(matches!(
        rw.erase_op(a),
        Err(IrError::ResultStillUsed { result: 0, .. })
    ));
    // None of that changed anything.
    assert_eq!(print(&rw, m), before);
    rw.erase_op(b).unwrap();
    assert_eq!(log.lines, ["erased test.effect[b]"]);
    assert_ne!(print(&ctx, m), before);
    assert!(ctx.op_exists(a));
}

#[test]
fn stale_handles_are_errors() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let b = tagged(&ctx, m, "b");
    let a = tagged(&ctx, m, "a");
    let mut rw = PatternRewriter::new(&mut ctx);
    rw.erase_op(b).unwrap();
    assert_eq!(rw.erase_op(b), Err(IrError::StaleOp));
    assert_eq!(rw.set_insertion_point(b), Err(IrError::StaleOp));
    assert_eq!(rw.replace_op(b, &[]), Err(IrError::StaleOp));
    assert_eq!(rw.move_op_before(a, b), Err(IrError::StaleOp));
    assert_eq!(rw.modify_op_in_place(b, |_| ()), Err(IrError::StaleOp));
    assert_eq!(rw.finalize_op_modification(b), Err(IrError::StaleOp));
    // An insertion point whose anchor was erased is reported on use.
    rw.set_insertion_point(a).unwrap();
    let c = tagged(&rw, m, "c");
    rw.erase_op(c).unwrap();
    rw.erase_op(a).unwrap();
    let name = rw.ctx_mut().op_name("test.pure");
    let loc = rw.unknown_loc();
    assert_eq!(
        rw.create(OperationState::new(name, loc)),
        Err(IrError::StaleOp)
    );
}

#[test]
fn erase_nested_ops_in_post_order() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "test.region"() ({
    "test.pure"() {tag = "x"} : () -> ()
    "test.region"() ({
      "test.pure"() {tag = "inner"} : () -> ()
      "test.yield"() : () -> ()
    }) {tag = "y"} : () -> ()
    "foo.br"()[^bb2] {tag = "br"} : () -> ()
  ^bb1:
    "test.pure"() {tag = "unreachable"} : () -> ()
    "test.yield"() {tag = "y1"} : () -> ()
  ^bb2:
    "test.pure"() {tag = "z"} : () -> ()
    "test.yield"() {tag = "y2"} : () -> ()
  }) {tag = "top"} : () -> ()
}) : () -> ()
"#,
    );
    let top = tagged(&ctx, m, "top");
    let x = tagged(&ctx, m, "x");
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.erase_op(top).unwrap();
    // Blocks reachable from the entry in post-order (successors first),
    // operations last to first, nested ones before their parent; then the
    // blocks; then the blocks unreachable from the entry; the op last.
    assert_eq!(
        log.lines,
        [
            "erased test.yield[y2]",
            "erased test.pure[z]",
            "erased foo.br[br]",
            "erased test.yield",
            "erased test.pure[inner]",
            "block erased (0 args)",
            "erased test.region[y]",
            "erased test.pure[x]",
            "block erased (0 args)",
            "block erased (0 args)",
            "erased test.yield[y1]",
            "erased test.pure[unreachable]",
            "block erased (0 args)",
            "erased test.region[top]",
        ]
    );
    assert!(!ctx.op_exists(x));
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n"
    );
}

#[test]
fn create_at_insertion_points() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let b = tagged(&ctx, m, "b");
    let f = find(&ctx, m, "func.func");
    let block = body(&ctx, f);
    let name = ctx.op_name("test.pure");
    let loc = ctx.unknown_loc();
    let tag = ctx.symbol("tag");
    let mk = |ctx: &mut drr_runtime::Context, t: &str| {
        let mut s = OperationState::new(name, loc);
        let value = ctx.string_attr(t);
        s.attributes
            .push(drr_runtime::NamedAttribute { name: tag, value });
        s
    };
    let states: Vec<_> = ["before_b", "after_b", "start", "end", "detached"]
        .iter()
        .map(|t| mk(&mut ctx, t))
        .collect();
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    let mut it = states.into_iter();
    rw.set_insertion_point(b).unwrap();
    rw.create(it.next().unwrap()).unwrap();
    rw.set_insertion_point_after(b).unwrap();
    rw.create(it.next().unwrap()).unwrap();
    rw.set_insertion_point_to_start(block).unwrap();
    rw.create(it.next().unwrap()).unwrap();
    rw.set_insertion_point_to_end(block).unwrap();
    rw.create(it.next().unwrap()).unwrap();
    rw.clear_insertion_point();
    let detached = rw.create(it.next().unwrap()).unwrap();
    assert!(rw.op(detached).parent_block().is_none());
    assert_eq!(
        log.lines,
        [
            "inserted test.pure[before_b]",
            "inserted test.pure[after_b]",
            "inserted test.pure[start]",
            "inserted test.pure[end]",
        ]
    );
    let order: Vec<String> = ctx.block_ops(block).map(|o| describe(&ctx, o)).collect();
    assert_eq!(
        order,
        [
            "test.pure[start]",
            "test.pure[a]",
            "test.pure[before_b]",
            "test.effect[b]",
            "test.pure[after_b]",
            "test.effect[c]",
            "func.return",
            "test.pure[end]",
        ]
    );
}

#[test]
fn start_insertion_point_keeps_its_anchor() {
    // MLIR's block-start insertion point is an iterator to the then-first
    // operation: operations created later go before that operation even if
    // something else was inserted at the front meanwhile.
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let f = find(&ctx, m, "func.func");
    let block = body(&ctx, f);
    let a = tagged(&ctx, m, "a");
    let name = ctx.op_name("test.pure");
    let loc = ctx.unknown_loc();
    let mut rw = PatternRewriter::new(&mut ctx);
    rw.set_insertion_point_to_start(block).unwrap();
    let saved = rw.insertion_point();
    let c = rw.tagged_free(name, loc);
    rw.ctx_mut().prepend_op(block, c).unwrap();
    rw.restore_insertion_point(saved);
    let d = rw.create(OperationState::new(name, loc)).unwrap();
    let order: Vec<_> = rw.block_ops(block).take(3).collect();
    assert_eq!(order, [c, d, a]);
}

trait FreeOp {
    fn tagged_free(
        &mut self,
        name: drr_runtime::OpName,
        loc: drr_runtime::Location,
    ) -> drr_runtime::OpId;
}
impl FreeOp for PatternRewriter<'_> {
    fn tagged_free(
        &mut self,
        name: drr_runtime::OpName,
        loc: drr_runtime::Location,
    ) -> drr_runtime::OpId {
        self.ctx_mut()
            .create_op(OperationState::new(name, loc))
            .unwrap()
    }
}

#[test]
fn replace_op_with_new_inserts_before_the_op() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let a = tagged(&ctx, m, "a");
    let f = find(&ctx, m, "func.func");
    let arg = ctx.block(body(&ctx, f)).args()[0];
    let i32 = ctx.int_type(32);
    let name = ctx.op_name("test.effect");
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(name, loc);
    state.operands.push(arg);
    state.result_types.push(i32);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    let new = rw.replace_op_with_new(a, state).unwrap();
    assert_eq!(
        log.lines,
        [
            "inserted test.effect",
            "replaced test.pure[a] (1 values)",
            "modified test.effect[c]",
            "modified test.effect[b]",
            "erased test.pure[a]",
        ]
    );
    let block = body(&ctx, f);
    assert_eq!(ctx.block_ops(block).next(), Some(new));
    let users: Vec<_> = ctx
        .uses(ctx.op(new).result(0))
        .map(|u| describe(&ctx, u.op))
        .collect();
    assert_eq!(users, ["test.effect[b]", "test.effect[c]"]);
}

#[test]
fn modify_in_place_and_match_failure_notify() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let b = tagged(&ctx, m, "b");
    let f = find(&ctx, m, "func.func");
    let arg = ctx.block(body(&ctx, f)).args()[0];
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.modify_op_in_place(b, |ctx| ctx.set_operand(b, 0, arg))
        .unwrap()
        .unwrap();
    let failure = rw.notify_match_failure(b, "operand is not a constant");
    assert_eq!(failure.reason(), "operand is not a constant");
    assert_eq!(
        log.lines,
        [
            "modified test.effect[b]",
            "match failure: operand is not a constant"
        ]
    );
    assert_eq!(ctx.op(b).operand(0), arg);
}

#[test]
fn replace_uses_with_if_and_except() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let (a, b, c) = (
        tagged(&ctx, m, "a"),
        tagged(&ctx, m, "b"),
        tagged(&ctx, m, "c"),
    );
    let f = find(&ctx, m, "func.func");
    let arg = ctx.block(body(&ctx, f)).args()[0];
    let from = ctx.op(a).result(0);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.replace_all_uses_except(from, arg, b).unwrap();
    assert_eq!(log.lines, ["modified test.effect[c]"]);
    assert_eq!(ctx.op(b).operand(0), from);
    assert_eq!(ctx.op(c).operand(0), arg);
}

#[test]
fn replace_all_uses_follows_the_use_list() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let a = tagged(&ctx, m, "a");
    let f = find(&ctx, m, "func.func");
    let arg = ctx.block(body(&ctx, f)).args()[0];
    let from = ctx.op(a).result(0);
    let users: Vec<_> = ctx.uses(from).map(|u| u.op).collect();
    assert_eq!(users.len(), 2);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.replace_all_uses_with(from, arg).unwrap();
    // One modification per use, in `from`'s use-list order; each moved use
    // goes to the front of `arg`'s list (MLIR's order).
    let expected: Vec<String> = users
        .iter()
        .map(|&u| format!("modified {}", describe(&ctx, u)))
        .collect();
    assert_eq!(log.lines, expected);
    assert!(ctx.uses(from).next().is_none());
    let now: Vec<_> = ctx.uses(arg).map(|u| u.op).collect();
    assert_eq!(now, [users[1], users[0], a]);
    // Replacing a value by itself relinks and notifies every use.
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.replace_all_uses_with(arg, arg).unwrap();
    assert_eq!(log.lines.len(), 3);
    assert_eq!(ctx.uses(arg).count(), 3);
}

#[test]
fn moves_report_the_previous_position() {
    let mut ctx = context();
    let m = parse(&mut ctx, SIMPLE);
    let (a, b, c) = (
        tagged(&ctx, m, "a"),
        tagged(&ctx, m, "b"),
        tagged(&ctx, m, "c"),
    );
    let f = find(&ctx, m, "func.func");
    let block = body(&ctx, f);
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    rw.move_op_after(b, c).unwrap();
    rw.move_op_before(c, a).unwrap();
    // Moving an operation into itself is refused.
    assert!(matches!(rw.move_op_before(f, a), Err(IrError::Invalid(_))));
    assert_eq!(
        log.lines,
        [
            "inserted test.effect[b] (moved)",
            "inserted test.effect[c] (moved)"
        ]
    );
    let order: Vec<String> = ctx.block_ops(block).map(|o| describe(&ctx, o)).collect();
    assert_eq!(
        order,
        [
            "test.effect[c]",
            "test.pure[a]",
            "test.effect[b]",
            "func.return"
        ]
    );
}

#[test]
fn inline_and_merge_blocks() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "test.region"() ({
  ^bb0(%x: i32):
    "test.effect"(%x) {tag = "dest"} : (i32) -> ()
    "test.yield"() : () -> ()
  }) {tag = "r1"} : () -> ()
  "test.region"() ({
  ^bb0(%y: i32):
    "test.effect"(%y) {tag = "src1"} : (i32) -> ()
    "test.effect"(%y) {tag = "src2"} : (i32) -> ()
  }) {tag = "r2"} : () -> ()
}) : () -> ()
"#,
    );
    let r1 = tagged(&ctx, m, "r1");
    let r2 = tagged(&ctx, m, "r2");
    let dest = body(&ctx, r1);
    let src = body(&ctx, r2);
    let x = ctx.block(dest).args()[0];
    let yield_op = ctx.block(dest).last_op().unwrap();
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    // Argument count mismatch: refused, nothing changes.
    assert!(
        rw.inline_block_before(src, dest, Some(yield_op), &[])
            .is_err()
    );
    // A block cannot be inlined into itself.
    assert!(matches!(
        rw.merge_blocks(dest, dest, &[x]),
        Err(IrError::Invalid(_))
    ));
    rw.inline_block_before_op(src, yield_op, &[x]).unwrap();
    assert_eq!(
        log.lines,
        [
            "modified test.effect[src2]",
            "modified test.effect[src1]",
            "inserted test.effect[src1] (moved)",
            "inserted test.effect[src2] (moved)",
            "block erased (1 args)",
        ]
    );
    let order: Vec<String> = ctx.block_ops(dest).map(|o| describe(&ctx, o)).collect();
    assert_eq!(
        order,
        [
            "test.effect[dest]",
            "test.effect[src1]",
            "test.effect[src2]",
            "test.yield"
        ]
    );
    assert!(ctx.region(ctx.op(r2).regions()[0]).blocks().is_empty());
    for op in ctx.block_ops(dest).take(3) {
        assert_eq!(ctx.op(op).operand(0), x);
    }
    assert!(matches!(ctx.value_def(x), ValueDef::BlockArgument { .. }));
}

#[test]
fn erase_block_checks_uses() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "test.region"() ({
    %0 = "test.pure"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    %1 = "test.pure"() : () -> i32
    "test.effect"(%0) : (i32) -> ()
    "foo.br"()[^bb2] : () -> ()
  ^bb2:
    "test.effect"(%1) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let r = find(&ctx, m, "test.region");
    let blocks = ctx.region(ctx.op(r).regions()[0]).blocks().to_vec();
    let mut noop = NoopListener;
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut noop);
    // ^bb1 is a successor of ^bb0 and defines a value used in ^bb2.
    assert!(matches!(
        rw.erase_block(blocks[1]),
        Err(IrError::Invalid(_))
    ));
    // ^bb2 is a successor of ^bb1.
    assert!(rw.erase_block(blocks[2]).is_err());
    assert_eq!(
        rw.erase_block(blocks[2]),
        Err(IrError::Invalid(
            "the block is still a successor of an operation (redirect or erase the branches to it first)"
        ))
    );
}

#[test]
fn operation_folder_uniques_and_hoists() {
    use drr_runtime::rewrite::{FoldStatus, OperationFolder};
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.effect"(%arg0) : (i32) -> ()
    "test.region"() ({
      %c1 = "test.constant"() <{value = 1 : i32}> : () -> i32 loc("c1")
      %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32 loc("c2")
      %s = "test.add"(%c1, %c2) : (i32, i32) -> i32 loc("sum")
      %t = "test.add"(%arg0, %c1) : (i32, i32) -> i32 loc("t")
      "test.effect"(%s, %t) : (i32, i32) -> ()
      "test.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let adds = find_all(&ctx, m, "test.add");
    let f = find(&ctx, m, "func.func");
    let entry = body(&ctx, f);
    let inner = body(&ctx, find(&ctx, m, "test.region"));
    let i32 = ctx.int_type(32);
    let three = ctx.integer_attr(i32, 3);
    let mut folder = OperationFolder::new();
    let mut log = Log::default();
    let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
    // Constants materialize at the start of the isolated ancestor's entry
    // block, with an unknown location, and are reused.
    let v = folder
        .get_or_create_constant(&mut rw, inner, "test", three, i32)
        .unwrap()
        .unwrap();
    let again = folder
        .get_or_create_constant(&mut rw, entry, "test", three, i32)
        .unwrap();
    assert_eq!(again, Some(v));
    let c3 = rw.defining_op(v).unwrap();
    assert_eq!(rw.block_ops(entry).next(), Some(c3));
    assert_eq!(rw.op(c3).loc(), rw.unknown_loc());
    assert!(folder.is_folder_owned_constant(c3));
    // Folding 1 + 2 reuses the uniqued 3.
    assert_eq!(
        folder.try_to_fold(&mut rw, adds[0]).unwrap(),
        FoldStatus::Replaced
    );
    // %arg0 + 1 does not fold (the constant is already on the right).
    assert_eq!(
        folder.try_to_fold(&mut rw, adds[1]).unwrap(),
        FoldStatus::NotFolded
    );
    // A uniqued constant is not folded again.
    assert_eq!(
        folder.try_to_fold(&mut rw, c3).unwrap(),
        FoldStatus::NotFolded
    );
    assert_eq!(
        log.lines,
        [
            "inserted test.constant",
            "replaced test.add (1 values)",
            "modified test.effect",
            "erased test.add",
        ]
    );
    let user = find_all(&ctx, m, "test.effect")[1];
    assert_eq!(ctx.op(user).operand(0), v);
    assert_eq!(names(&ctx, entry)[..2], ["test.constant", "test.effect"]);
}

/// A folder created with room for constants (the greedy driver sizes each
/// seeding's folder by the last one's count) starts empty and counts what
/// it uniques; a cleared folder knows no constant: what it uniqued before
/// is neither owned nor a duplicate target, exactly as with a new folder.
#[test]
fn operation_folder_capacity_len_and_clear() {
    use drr_runtime::rewrite::OperationFolder;
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.effect"() : () -> ()
    %a = "test.constant"() <{value = 1 : i32}> : () -> i32 loc("a")
    %b = "test.constant"() <{value = 1 : i32}> : () -> i32 loc("b")
    "test.effect"(%a, %b) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let consts = find_all(&ctx, m, "test.constant");
    let (a, b) = (consts[0], consts[1]);
    let entry = body(&ctx, find(&ctx, m, "func.func"));
    let mut folder = OperationFolder::with_capacity(1);
    assert!(folder.is_empty());
    let mut rw = PatternRewriter::new(&mut ctx);
    assert_eq!(folder.insert_known_constant(&mut rw, a, None), Ok(true));
    assert!(folder.is_folder_owned_constant(a));
    assert_eq!(folder.len(), 1);
    assert_eq!(rw.block_ops(entry).next(), Some(a));
    folder.clear();
    assert!(folder.is_empty());
    assert!(!folder.is_folder_owned_constant(a));
    // `b` is not a duplicate of the forgotten `a`: uniqued and hoisted to
    // the front (before `a`, which is no longer a uniqued constant).
    assert_eq!(folder.insert_known_constant(&mut rw, b, None), Ok(true));
    assert_eq!(rw.block_ops(entry).take(2).collect::<Vec<_>>(), [b, a]);
    // Now `a` is the duplicate: replaced by `b` and erased.
    assert_eq!(folder.insert_known_constant(&mut rw, a, None), Ok(false));
    assert!(!rw.op_exists(a));
    assert_eq!(folder.len(), 1);
    let user = find_all(&ctx, m, "test.effect")[1];
    assert_eq!(ctx.op(user).operand(0), ctx.op(b).result(0));
    assert_eq!(ctx.op(user).operand(1), ctx.op(b).result(0));
}
