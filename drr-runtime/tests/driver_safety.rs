//! The greedy driver stays safe on bad patterns: non-convergence names the
//! patterns that kept firing, a success that changed nothing is reported
//! instead of looped on, a runaway pattern stops at the growth limit, and a
//! panic in user code (pattern, listener, fold hook) is caught, the partial
//! rewrite undone, and reported naming the pattern; the IR verifies
//! afterwards. Also what the driver tells about what it did: the explain
//! trace's operation heads and locations, and per-pattern statistics.

mod rewrite_support;

use drr_runtime::op_definition::FoldOutcome;
use drr_runtime::rewrite::{
    ExplainOutcome, FrozenPatternSet, GreedyConfig, GreedyError, GreedyResult, GreedyTarget,
    InsertPoint, Listener, MatchFailure, NO_CHANGE, PatternError, PatternFiring, PatternRewriter,
    RewritePatternSet, StopReason, apply_patterns_greedily, apply_patterns_greedily_with_listener,
};
use drr_runtime::{
    BlockId, Context, OpDefinition, OpId, OpTraits, OperationState, Value, verifier,
};
use rewrite_support::{find, parse, print};

const MODULE: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "t.a"(%arg0) : (i32) -> i32
    %1 = "t.b"(%0) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn setup() -> (Context, OpId) {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, MODULE);
    (ctx, m)
}

fn run_with(
    ctx: &mut Context,
    target: impl Into<GreedyTarget>,
    set: RewritePatternSet,
    config: &GreedyConfig,
) -> Result<GreedyResult, GreedyError> {
    let patterns = FrozenPatternSet::new(ctx, set);
    apply_patterns_greedily(ctx, target, &patterns, config)
}

fn verifies(ctx: &Context, m: OpId) {
    if let Err(errors) = verifier::verify(ctx, m) {
        panic!(
            "{}\n{}",
            errors
                .iter()
                .map(|e| e.render(ctx, &drr_runtime::diagnostic::SourceManager::new()))
                .collect::<Vec<_>>()
                .join("\n"),
            print(ctx, m)
        );
    }
}

/// Replaces `op` by a new operation named `name` with the same operands
/// and result types (through the rewriter).
fn replace_by(rw: &mut PatternRewriter<'_>, op: OpId, name: &str) -> Result<OpId, MatchFailure> {
    let data = rw.op(op);
    let loc = data.loc();
    let operands: Vec<Value> = data.operands().collect();
    let types: Vec<_> = data.results().iter().map(|&r| rw.value_type(r)).collect();
    let name = rw.ctx_mut().op_name(name);
    let mut state = OperationState::new(name, loc);
    state.operands.extend(operands);
    state.result_types.extend(types);
    let new = rw.create(state)?;
    let values: Vec<Value> = rw.op(new).results().to_vec();
    rw.replace_op(op, &values)?;
    Ok(new)
}

// ----- non-convergence names the patterns ------------------------------------------

/// A ping-pong pair (`t.a` -> `t.c`, `t.c` -> `t.a`): every rewrite queues
/// the new operation, so the first pass never ends; the divergence fuse
/// stops it, and the result names both patterns.
#[test]
fn a_ping_pong_pair_is_named_when_the_budget_stops_it() {
    let (mut ctx, m) = setup();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "a_to_c", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    set.add_fn("t.c", 1, "c_to_a", |op, rw| {
        replace_by(rw, op, "t.a").map(|_| ())
    });
    let r = run_with(&mut ctx, m, set, &GreedyConfig::default()).expect("runs");
    assert!(!r.converged && r.budget_exhausted);
    let stop = r.stop.expect("a stop report");
    // 4 operations walked (the function and its 3): 1000 * (4 + 1).
    assert_eq!(stop.reason, StopReason::RewriteBudget { budget: 5000 });
    assert_eq!(r.num_rewrites, 5000);
    assert_eq!(stop.iteration, 1);
    assert_eq!(
        stop.firing,
        [
            PatternFiring {
                pattern: "a_to_c".into(),
                applications: 2500
            },
            PatternFiring {
                pattern: "c_to_a".into(),
                applications: 2500
            },
        ]
    );
    assert_eq!(
        stop.to_string(),
        "the greedy driver did not converge: the rewrite budget of one pass (5000 rewrites) \
         was used up: patterns keep rewriting what they produce (iteration 1); patterns \
         applied in that iteration: `a_to_c` (2500 times), `c_to_a` (2500 times)"
    );
    verifies(&ctx, m);
}

/// A pattern that changes an operation outside the rewritten region (the
/// function, when rewriting its body) changes the IR every iteration
/// without requeueing anything: the iteration limit stops it, naming it.
#[test]
fn a_pattern_that_changes_the_ir_every_iteration_is_named_at_the_iteration_limit() {
    let (mut ctx, m) = setup();
    let func = find(&ctx, m, "func.func");
    let body = ctx.op(func).regions()[0];
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "bump", move |_, rw| {
        let sym = rw.ctx_mut().symbol("count");
        let n = match rw.attr(func, "count").map(|a| rw.attr_data(a).clone()) {
            Some(drr_runtime::AttrData::Integer { value, .. }) => value,
            _ => 0,
        };
        let i32t = rw.ctx_mut().int_type(32);
        let next = rw.ctx_mut().integer_attr(i32t, n + 1);
        rw.modify_op_in_place(func, |ctx| ctx.set_discardable_attr(func, sym, Some(next)))??;
        Ok(())
    });
    let r = run_with(&mut ctx, body, set, &GreedyConfig::default()).expect("runs");
    assert!(!r.converged && !r.budget_exhausted);
    assert_eq!((r.iterations, r.num_rewrites), (10, 10));
    let stop = r.stop.expect("a stop report");
    assert_eq!(stop.reason, StopReason::IterationLimit { max: 10 });
    assert_eq!(
        stop.to_string(),
        "the greedy driver did not converge: the iteration limit (10) was reached with the \
         IR still changing (iteration 10); patterns applied in that iteration: `bump` (1 time)"
    );
    assert!(print(&ctx, m).contains("{count = 10 : i32}"));
}

// ----- success without change ------------------------------------------------------------

/// A pattern that returns success and changes nothing: taken for a
/// failure (the next pattern is tried), reported once, and the driver
/// converges even without an iteration limit (it used to loop forever).
#[test]
fn a_success_without_change_is_reported_not_looped_on() {
    let (mut ctx, m) = setup();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 2, "noop", |_, _| Ok(()));
    set.add_fn("t.a", 1, "real", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    set.add_fn("t.b", 1, "noop_b", |_, _| Ok(()));
    let config = GreedyConfig {
        max_iterations: None,
        explain: true,
        statistics: true,
        ..GreedyConfig::default()
    };
    let r = run_with(&mut ctx, m, set, &config).expect("runs");
    assert!(r.converged && r.stop.is_none());
    assert_eq!(r.num_rewrites, 1, "only `real` applied");
    assert!(print(&ctx, m).contains("%0 = \"t.c\"(%arg0)"));
    assert_eq!(
        r.pattern_errors,
        [
            PatternError {
                pattern: "noop_b".into(),
                op_name: "t.b".into(),
                error: NO_CHANGE,
            },
            PatternError {
                pattern: "noop".into(),
                op_name: "t.a".into(),
                error: NO_CHANGE,
            },
        ]
    );
    // The trace and the statistics show it as a failure with its reason.
    let a = r.explain.iter().find(|e| e.op_name == "t.a").expect("t.a");
    assert_eq!(
        a.attempts[0].result,
        Err(MatchFailure::new(
            "returned success without changing the IR"
        ))
    );
    assert_eq!(a.outcome, ExplainOutcome::PatternApplied);
    let noop = r
        .statistics
        .iter()
        .find(|s| s.pattern == "noop")
        .expect("noop");
    assert_eq!((noop.attempts, noop.successes), (1, 0));
    assert_eq!(
        noop.failures[0].reason,
        "returned success without changing the IR"
    );
    verifies(&ctx, m);
}

/// A pattern that, like some of MLIR's, replaces uses behind the
/// rewriter's back (`Context::replace_all_uses_with`) and says so with
/// `notify_unobserved_change` is a success: the next pattern is not tried
/// on that op in the same pop, no `NO_CHANGE` is reported, and the users
/// are not revisited for it.
#[test]
fn an_unobserved_change_counts_as_a_success() {
    for announce in [true, false] {
        let (mut ctx, m) = setup();
        let mut set = RewritePatternSet::new();
        // t.a(x) -> uses of t.a replaced by x directly; t.a stays (dead).
        set.add_fn("t.a", 2, "direct-rauw", move |op, rw| {
            let x = rw.op(op).operand(0);
            let r = rw.op(op).result(0);
            if rw.use_empty(r) {
                return Err(MatchFailure::new("no uses"));
            }
            rw.ctx_mut()
                .replace_all_uses_with(r, x)
                .map_err(|e| MatchFailure::new(e.to_string()))?;
            if announce {
                rw.notify_unobserved_change();
            }
            Ok(())
        });
        set.add_fn("t.a", 1, "rename", |op, rw| {
            replace_by(rw, op, "t.c").map(|_| ())
        });
        let config = GreedyConfig {
            max_iterations: Some(1),
            ..GreedyConfig::default()
        };
        let r = run_with(&mut ctx, m, set, &config).expect("runs");
        let out = print(&ctx, m);
        if announce {
            assert!(r.pattern_errors.is_empty(), "{:?}", r.pattern_errors);
            assert_eq!(r.num_rewrites, 1);
            // `rename` was not tried after the success: t.a is still there
            // (dead, erased by the driver's dead-code removal or kept).
            assert!(!out.contains("\"t.c\""), "{out}");
        } else {
            // Not announced: a success without change, and `rename` ran.
            assert_eq!(r.pattern_errors.len(), 1, "{:?}", r.pattern_errors);
            assert_eq!(r.pattern_errors[0].error, NO_CHANGE);
        }
        assert!(out.contains("\"t.b\"(%arg0)"), "{out}");
    }
}

// ----- the growth limit -----------------------------------------------------------------

/// A runaway pattern: each application of `grow` on `t.a` adds a `t.leaf`
/// and replaces `t.a` by a new `t.a`, which is queued again. With the
/// fuse off it would grow the IR without end (with the fuse alone, by a
/// thousand times the input); the growth limit stops it while the IR is a
/// small multiple of what the limit allows.
fn runaway() -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "grow", |op, rw| {
        let loc = rw.op(op).loc();
        let leaf = rw.ctx_mut().op_name("t.leaf");
        rw.create(OperationState::new(leaf, loc))?;
        replace_by(rw, op, "t.a").map(|_| ())
    });
    set
}

/// A function of `n` independent `t.a` operations.
fn many(n: usize) -> String {
    let mut s = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    for i in 0..n {
        s.push_str(&format!("    %{i} = \"t.a\"(%arg0) : (i32) -> i32\n"));
    }
    s.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n");
    s
}

#[test]
fn a_runaway_pattern_stops_at_the_growth_limit() {
    // (operations of the input, growth factor, fuse): with the fuse off;
    // and with the defaults, on an input large enough for the growth
    // limit (16 times 4,096 operations here) to come before the fuse
    // (1,000 rewrites per operation: the IR would have grown a
    // thousandfold).
    for (n, factor, fuse) in [(1, 2, None), (100, 16, Some(1000))] {
        let mut ctx = Context::new();
        let m = parse(&mut ctx, &many(n));
        let start = ctx.num_ops();
        let config = GreedyConfig {
            max_growth_factor: Some(factor),
            max_rewrites_per_op: fuse,
            ..GreedyConfig::default()
        };
        if fuse.is_some() {
            assert_eq!(config, GreedyConfig::default());
        }
        let r = run_with(&mut ctx, m, runaway(), &config).expect("runs");
        assert!(!r.converged);
        let stop = r.stop.expect("a stop report");
        let limit = start + factor as usize * 4096;
        match stop.reason {
            StopReason::GrowthLimit {
                ops_at_start,
                ops,
                limit: l,
            } => {
                assert_eq!((ops_at_start, l), (start, limit));
                // The creation that passes the limit (a new `t.a`, one
                // past it) ends the pass; the old `t.a`, erased by the
                // same application, brings the count back to the limit.
                assert_eq!(ops, limit);
                assert_eq!(ctx.num_ops(), ops);
            }
            other => panic!("stopped by {other:?}"),
        }
        assert_eq!(stop.firing.len(), 1);
        assert_eq!(stop.firing[0].pattern, "grow");
        assert!(
            stop.to_string().contains("passed the growth limit"),
            "{stop}"
        );
        verifies(&ctx, m);
    }
}

// ----- panics in user code --------------------------------------------------------------

/// The module's printed form before a run that panics.
fn untouched(ctx: &Context, m: OpId) {
    assert_eq!(print(ctx, m), {
        let mut fresh = Context::new();
        let m2 = parse(&mut fresh, MODULE);
        print(&fresh, m2)
    });
}

fn panicked(r: Result<GreedyResult, GreedyError>) -> drr_runtime::rewrite::PatternPanic {
    match r {
        Err(GreedyError::Panicked(p)) => *p,
        other => panic!("expected a caught panic, got {other:?}"),
    }
}

/// A hand-written pattern that creates an operation and then panics (as
/// a NativeCodeCall run by a DRR pattern would, after building part of its
/// result): the driver returns an error naming the pattern, the operation
/// and its location, and the created operation is erased again.
#[test]
fn a_panicking_pattern_is_reported_and_its_operations_undone() {
    let (mut ctx, m) = setup();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "half_built", |op, rw| {
        let loc = rw.op(op).loc();
        let name = rw.ctx_mut().op_name("t.partial");
        let mut state = OperationState::new(name, loc);
        state.operands.push(rw.op(op).operand(0));
        rw.create(state)?;
        let divisor = rw.op(op).num_results() - 1;
        assert_ne!(divisor, 0, "division by zero in a NativeCodeCall");
        Ok(())
    });
    let p = panicked(run_with(&mut ctx, m, set, &GreedyConfig::default()));
    assert_eq!(p.pattern.as_deref(), Some("half_built"));
    assert_eq!(p.op_name.as_deref(), Some("t.a"));
    assert_eq!(p.location.as_deref(), Some("loc(\"test.mlir\":4:10)"));
    assert!(
        p.message.contains("division by zero in a NativeCodeCall"),
        "{}",
        p.message
    );
    assert_eq!((p.undone, p.kept), (1, 0));
    assert!(
        p.to_string().starts_with(
            "pattern `half_built` panicked on 't.a' at loc(\"test.mlir\":4:10): assertion"
        ),
        "{p}"
    );
    untouched(&ctx, m);
    verifies(&ctx, m);
    // The context stays usable: the same run without the bad pattern.
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "real", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    let r = run_with(&mut ctx, m, set, &GreedyConfig::default()).expect("runs");
    assert!(r.converged && r.num_rewrites == 1);
}

/// A listener that panics on the notification named `at`.
struct Bomb {
    at: &'static str,
}

impl Listener for Bomb {
    fn notify_operation_inserted(&mut self, ctx: &Context, op: OpId, _: Option<InsertPoint>) {
        if self.at == "inserted" && ctx.op_name_str(ctx.op(op).name()) == "t.c" {
            panic!("listener failed on insertion");
        }
    }
    fn notify_operation_modified(&mut self, _: &Context, _: OpId) {
        if self.at == "modified" {
            panic!("listener failed on modification");
        }
    }
    fn notify_block_erased(&mut self, _: &Context, _: BlockId) {
        if self.at == "block erased" {
            panic!("listener failed on block erasure");
        }
    }
}

fn run_listening(
    ctx: &mut Context,
    m: OpId,
    set: RewritePatternSet,
    bomb: &mut Bomb,
) -> Result<GreedyResult, GreedyError> {
    let patterns = FrozenPatternSet::new(ctx, set);
    apply_patterns_greedily_with_listener(ctx, m, &patterns, &GreedyConfig::default(), bomb)
}

fn real() -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "real", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    set
}

/// A listener panic while the pattern's new operation is inserted: the
/// operation is erased again, the IR is as before.
#[test]
fn a_listener_panic_during_a_rewrite_is_undone() {
    let (mut ctx, m) = setup();
    let p = panicked(run_listening(
        &mut ctx,
        m,
        real(),
        &mut Bomb { at: "inserted" },
    ));
    assert_eq!(p.pattern.as_deref(), Some("real"));
    assert_eq!(p.message, "listener failed on insertion");
    assert_eq!((p.undone, p.kept), (1, 0));
    untouched(&ctx, m);
    verifies(&ctx, m);
}

/// A listener panic once the uses were moved to the new operation: it is
/// used, so it stays (reported), and the IR is consistent and verifies
/// (the old operation, now unused, is still there).
#[test]
fn a_listener_panic_after_the_uses_moved_leaves_a_consistent_ir() {
    let (mut ctx, m) = setup();
    let p = panicked(run_listening(
        &mut ctx,
        m,
        real(),
        &mut Bomb { at: "modified" },
    ));
    assert_eq!(p.pattern.as_deref(), Some("real"));
    assert_eq!((p.undone, p.kept), (0, 1));
    let printed = print(&ctx, m);
    assert!(
        printed.contains("\"t.c\"(%arg0)") && printed.contains("\"t.a\"(%arg0)"),
        "{printed}"
    );
    verifies(&ctx, m);
}

/// A listener panic during region simplification (erasing unreachable
/// blocks): the driver finishes the simplification without the listener,
/// so that no half-erased block stays behind, and reports the step.
#[test]
fn a_listener_panic_during_region_simplification_is_finished_without_it() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "func.return"() : () -> ()
  ^bb1:
    %0 = "t.work"(%arg0) : (i32) -> i32
    "t.br"(%0)[^bb2] : (i32) -> ()
  ^bb2:
    "t.br"(%0)[^bb1] : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let p = panicked(run_listening(
        &mut ctx,
        m,
        RewritePatternSet::new(),
        &mut Bomb { at: "block erased" },
    ));
    assert_eq!(p.pattern, None);
    assert_eq!(p.during, "simplifying regions");
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  ^bb0(%arg0: i32):\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n"
    );
    verifies(&ctx, m);
}

fn boom_fold(_: &mut Context, _: OpId, _: &[Option<drr_runtime::Attribute>]) -> FoldOutcome {
    panic!("fold hook failed")
}

static BOOM: OpDefinition = OpDefinition {
    name: "t.b",
    traits: OpTraits::NONE,
    inherent_attrs: &[],
    verify: None,
    fold: Some(boom_fold),
};

/// A fold hook that panics: reported as a panic while folding, naming the
/// operation; nothing was created, nothing changes.
#[test]
fn a_panicking_fold_hook_is_reported() {
    let mut ctx = Context::new();
    ctx.register_op(&BOOM);
    let m = parse(&mut ctx, MODULE);
    let p = panicked(run_with(
        &mut ctx,
        m,
        RewritePatternSet::new(),
        &GreedyConfig::default(),
    ));
    assert_eq!(p.pattern, None);
    assert_eq!(p.during, "folding");
    assert_eq!(p.op_name.as_deref(), Some("t.b"));
    assert_eq!(p.message, "fold hook failed");
    assert!(
        p.to_string().starts_with(
            "user code panicked while folding on 't.b' at loc(\"test.mlir\":5:10): fold hook failed"
        ),
        "{p}"
    );
    untouched(&ctx, m);
}

// ----- what the driver did ----------------------------------------------------------------

/// Each explain entry identifies its operation by location and printed
/// head (values numbered within the function, as the printer numbers
/// them there).
#[test]
fn explain_entries_identify_the_operation() {
    let (mut ctx, m) = setup();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.b", 1, "b_to_c", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let r = run_with(&mut ctx, m, set, &config).expect("runs");
    let heads: Vec<(&str, &str)> = r
        .explain
        .iter()
        .map(|e| (e.head.as_str(), e.location.as_str()))
        .collect();
    // The driver's order (post-order seeding, LIFO): `t.b` is rewritten
    // into `t.c`, whose users and operands' definers are queued again.
    assert_eq!(
        heads,
        [
            ("\"func.return\"(%1)", "loc(\"test.mlir\":6:5)"),
            ("%1 = \"t.b\"(%0)", "loc(\"test.mlir\":5:10)"),
            ("\"func.return\"(%1)", "loc(\"test.mlir\":6:5)"),
            ("%1 = \"t.c\"(%0)", "loc(\"test.mlir\":5:10)"),
            ("\"func.func\"()", "loc(\"test.mlir\":2:3)"),
            ("%0 = \"t.a\"(%arg0)", "loc(\"test.mlir\":4:10)"),
            ("\"func.return\"(%1)", "loc(\"test.mlir\":6:5)"),
            ("%1 = \"t.c\"(%0)", "loc(\"test.mlir\":5:10)"),
            ("\"func.func\"()", "loc(\"test.mlir\":2:3)"),
            ("%0 = \"t.a\"(%arg0)", "loc(\"test.mlir\":4:10)"),
        ]
    );
    let b = &r.explain[1];
    assert_eq!(
        b.to_string(),
        "Processing operation : 't.b' at loc(\"test.mlir\":5:10) {\n  %1 = \"t.b\"(%0)\n  \
         * Pattern b_to_c : 't.b' (benefit 1) {\n  } -> success : pattern applied successfully\n\
         } -> success : at least one pattern matched\n"
    );
}

/// Per-pattern statistics: attempts, successes, failures by reason, time;
/// printable as a table.
#[test]
fn statistics_count_each_pattern() {
    let (mut ctx, m) = setup();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.b", 2, "picky", |op, rw| {
        Err(rw.notify_match_failure(op, "operand is not a constant"))
    });
    set.add_fn("t.b", 1, "b_to_c", |op, rw| {
        replace_by(rw, op, "t.c").map(|_| ())
    });
    set.add_fn("t.nothing", 1, "never_tried", |_, _| Ok(()));
    let config = GreedyConfig {
        statistics: true,
        ..GreedyConfig::default()
    };
    let r = run_with(&mut ctx, m, set, &config).expect("runs");
    let by = |name: &str| r.statistics.iter().find(|s| s.pattern == name).expect(name);
    let picky = by("picky");
    assert_eq!((picky.attempts, picky.successes, picky.benefit), (1, 0, 2));
    assert_eq!(picky.failures.len(), 1);
    assert_eq!(
        (picky.failures[0].reason.as_str(), picky.failures[0].count),
        ("operand is not a constant", 1)
    );
    let b = by("b_to_c");
    assert_eq!((b.attempts, b.successes), (1, 1));
    assert!(b.failures.is_empty());
    assert_eq!(by("never_tried").attempts, 0);
    let table = r.statistics_table().to_string();
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 5, "{table}");
    assert!(
        lines[0].starts_with("pattern  attempts  successes  failures    time (ms)"),
        "{table}"
    );
    assert!(
        lines[1].starts_with("b_to_c          1          1         0"),
        "{table}"
    );
    assert!(
        lines[2].starts_with("picky           1          0         1"),
        "{table}"
    );
    assert_eq!(lines[3], "           1 x operand is not a constant");
    assert!(
        lines[4].starts_with("total           2          1         1"),
        "{table}"
    );
    // Without the option, no statistics.
    let (mut ctx, m) = setup();
    let r = run_with(
        &mut ctx,
        m,
        RewritePatternSet::new(),
        &GreedyConfig::default(),
    )
    .expect("runs");
    assert!(r.statistics.is_empty());
}

/// A listener that panics when told a pattern ended: the rewrite it ended
/// is complete and stays (nothing is undone), and the error names the
/// pattern.
#[test]
fn a_listener_panic_after_a_completed_rewrite_undoes_nothing() {
    struct EndBomb;
    impl Listener for EndBomb {
        fn notify_pattern_end(
            &mut self,
            _: &Context,
            _: &dyn drr_runtime::rewrite::RewritePattern,
            succeeded: bool,
        ) {
            if succeeded {
                panic!("listener failed at the end");
            }
        }
    }
    let (mut ctx, m) = setup();
    let patterns = FrozenPatternSet::new(&mut ctx, real());
    let p = panicked(apply_patterns_greedily_with_listener(
        &mut ctx,
        m,
        &patterns,
        &GreedyConfig::default(),
        &mut EndBomb,
    ));
    assert_eq!(p.pattern.as_deref(), Some("real"));
    assert_eq!((p.undone, p.kept), (0, 0));
    let printed = print(&ctx, m);
    assert!(
        printed.contains("%0 = \"t.c\"(%arg0)") && !printed.contains("t.a"),
        "{printed}"
    );
    verifies(&ctx, m);
}
