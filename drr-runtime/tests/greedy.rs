//! The greedy driver: conformance with mlir-opt 22 on recorded fixtures,
//! and behaviour observable through patterns, listeners and the explain
//! trace (dead-code removal, folding, benefit order, iteration limits,
//! traversal order, strictness, misbehaving patterns).

mod rewrite_support;

use std::sync::{Arc, Mutex};

use drr_runtime::rewrite::{
    ExplainOutcome, FrozenPatternSet, GreedyConfig, GreedyTarget, MatchFailure, OwnedRoot,
    PatternRewriter, RegionSimplification, RewritePattern, RewritePatternSet, Strictness,
    apply_patterns_greedily, apply_patterns_greedily_with_listener,
};
use drr_runtime::{Context, IrError, OpId, OperationState};
use rewrite_support::*;

// ----- conformance fixtures ---------------------------------------------------

/// Runs every fixture of `tests/greedy_fixtures` (see
/// `scripts/regen-greedy-fixtures.sh`) and compares with mlir-opt's output.
#[test]
fn fixtures_match_mlir_opt() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/greedy_fixtures");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    names.sort();
    assert!(names.len() >= 10);
    let mut failures = Vec::new();
    for path in names {
        let src = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        let header = src.lines().next().unwrap();
        let opts = header.strip_prefix("// greedy: ").expect("fixture header");
        let mut config = GreedyConfig::default();
        let mut debug = false;
        for word in opts.split_whitespace() {
            match word {
                "none" => {}
                "debuginfo" => debug = true,
                "top-down" => config.top_down = true,
                "fold=false" => config.fold = false,
                "cse-constants=false" => config.cse_constants = false,
                w if w.starts_with("max-iterations=") => {
                    config.max_iterations = Some(w["max-iterations=".len()..].parse().unwrap())
                }
                w => panic!("{file}: unknown option {w}"),
            }
        }
        let mut ctx = context();
        let module = parse_named(&mut ctx, &src, &file);
        let patterns = FrozenPatternSet::new(&mut ctx, test_driver_patterns());
        apply_patterns_greedily(&mut ctx, module, &patterns, &config).unwrap();
        let got = if debug {
            print_debug(&ctx, module)
        } else {
            print(&ctx, module)
        };
        if got != expected {
            failures.push(format!("{file}:\n--- expected\n{expected}--- got\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn non_convergence_is_reported_with_one_iteration() {
    // Folding happens in the first iteration, so a second one is needed to
    // see that nothing changes any more.
    let src = include_str!("greedy_fixtures/fold_hoist_locations.mlir");
    let mut ctx = context();
    let module = parse(&mut ctx, src);
    let patterns = FrozenPatternSet::new(&mut ctx, RewritePatternSet::new());
    let config = GreedyConfig {
        max_iterations: Some(1),
        ..GreedyConfig::default()
    };
    let r = apply_patterns_greedily(&mut ctx, module, &patterns, &config).unwrap();
    assert!(!r.converged);
    assert!(r.changed);
    assert_eq!(r.iterations, 1);
    // The second run only has to unique the constant materialized by the
    // fold. That happens while seeding the worklist, which MLIR does not
    // count as a change: one iteration, "not changed".
    let before = print(&ctx, module);
    let r = apply_patterns_greedily(&mut ctx, module, &patterns, &GreedyConfig::default()).unwrap();
    assert!(r.converged);
    assert!(!r.changed);
    assert_eq!(r.iterations, 1);
    assert_eq!(r.num_rewrites, 0);
    assert_ne!(print(&ctx, module), before);
    assert_eq!(find_all(&ctx, module, "arith.constant").len(), 1);
}

// ----- helpers --------------------------------------------------------------------

const EFFECTS: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.effect"(%arg0) {tag = "e1"} : (i32) -> ()
    "test.effect"(%arg0) {tag = "e2"} : (i32) -> ()
    "test.region"() ({
      "test.effect"(%arg0) {tag = "e4"} : (i32) -> ()
      "test.yield"() : () -> ()
    }) {tag = "region"} : () -> ()
    "test.effect"(%arg0) {tag = "e3"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn set_tag(rw: &mut PatternRewriter<'_>, op: OpId, tag: &str) -> Result<(), IrError> {
    let sym = rw.ctx_mut().symbol("tag");
    let value = rw.ctx_mut().string_attr(tag);
    rw.modify_op_in_place(op, |ctx| ctx.set_discardable_attr(op, sym, Some(value)))?
}

fn tag_of(ctx: &Context, op: OpId) -> Option<String> {
    let d = describe(ctx, op);
    d.split_once('[')
        .map(|(_, t)| t.trim_end_matches(']').to_string())
}

/// Two patterns that turn a `test.effect` tagged `e1` into one tagged `x`
/// and back, through the rewriter: every rewrite re-enqueues the op.
fn ping_pong() -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add_fn("test.effect", 1, "e1_to_x", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("e1") {
            return Err(MatchFailure::new("not e1"));
        }
        Ok(set_tag(rw, op, "x")?)
    });
    set.add_fn("test.effect", 1, "x_to_e1", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("x") {
            return Err(MatchFailure::new("not x"));
        }
        Ok(set_tag(rw, op, "e1")?)
    });
    set
}

fn run(
    ctx: &mut Context,
    module: OpId,
    set: RewritePatternSet,
    config: &GreedyConfig,
) -> drr_runtime::GreedyResult {
    let patterns = FrozenPatternSet::new(ctx, set);
    apply_patterns_greedily(ctx, module, &patterns, config).unwrap()
}

fn explain_config() -> GreedyConfig {
    GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    }
}

/// A pattern that always fails with its own name as the reason.
fn failing(
    set: &mut RewritePatternSet,
    root: impl Into<OwnedRoot>,
    benefit: u16,
    name: &'static str,
) {
    set.add_fn(root, benefit, name, move |op, rw| {
        Err(rw.notify_match_failure(op, format!("{name} does not match")))
    });
}

// ----- dead code ------------------------------------------------------------------

#[test]
fn dead_ops_are_removed() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) : (i32) -> i32
    %1 = "test.pure"(%0) : (i32) -> i32
    %2 = "test.effect"(%arg0) : (i32) -> i32
    %3 = "foo.unregistered"(%arg0) : (i32) -> i32
    "test.region"() ({
      %4 = "test.pure"(%1) : (i32) -> i32
      "test.yield"() : () -> ()
    }) : () -> ()
    "test.region"() ({
      "test.effect"(%arg0) : (i32) -> i32
      "test.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let r = run(
        &mut ctx,
        module,
        RewritePatternSet::new(),
        &GreedyConfig::default(),
    );
    assert!(r.converged && r.changed);
    let f = find(&ctx, module, "func.func");
    // The chain of pure ops and the pure region op go; effects,
    // unregistered ops and the effectful region op stay.
    assert_eq!(
        names(&ctx, body(&ctx, f)),
        [
            "test.effect",
            "foo.unregistered",
            "test.region",
            "func.return"
        ]
    );
}

#[test]
fn unregistered_branches_keep_their_operands_alive() {
    // `foo.cond_br` is unregistered: it might have side effects, so it is
    // live and so is %x, which it uses (a registered pure branch would not
    // save it). Dead cycles through graph regions are covered by the
    // `graph_region_dead_cycle` fixture.
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    %x = "test.pure"(%a) : (i32) -> i32
    "foo.cond_br"(%x)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    run(
        &mut ctx,
        module,
        RewritePatternSet::new(),
        &GreedyConfig::default(),
    );
    let f = find(&ctx, module, "func.func");
    let blocks = ctx.region(ctx.op(f).regions()[0]).blocks().to_vec();
    assert_eq!(names(&ctx, blocks[1]), ["test.pure", "foo.cond_br"]);
}

#[test]
fn unreachable_blocks_erased_at_the_start_of_an_iteration() {
    // Region simplification disabled: only the erasure at the start of
    // each iteration removes `^bb1`. The seeding's walk sees a region of
    // two blocks, so that erasure must not be skipped (it is skipped only
    // after a walk in which every region has one block).
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  ^bb1:
    "test.x"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "test.y"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Disabled,
        ..GreedyConfig::default()
    };
    let mut ctx = context();
    let module = parse(&mut ctx, src);
    let r = run(&mut ctx, module, RewritePatternSet::new(), &config);
    assert!(r.converged);
    assert!(find_all(&ctx, module, "test.x").is_empty());
    assert_eq!(find_all(&ctx, module, "test.y").len(), 1);
    let funcs = find_all(&ctx, module, "func.func");
    let f = funcs[0];
    assert_eq!(ctx.region(ctx.op(f).regions()[0]).blocks().len(), 1);
}

// ----- folding --------------------------------------------------------------------

#[test]
fn folding_materializes_and_uniques_constants() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.effect"(%arg0) : (i32) -> i32
    %1 = "test.constant"() <{value = 20 : i32}> : () -> i32
    %2 = "test.constant"() <{value = 22 : i32}> : () -> i32
    %3 = "test.add"(%1, %2) : (i32, i32) -> i32
    %4 = "test.constant"() <{value = 42 : i32}> : () -> i32
    "test.effect"(%3, %4) : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let mut config = explain_config();
    let r = run(&mut ctx, module, RewritePatternSet::new(), &config);
    assert!(r.converged);
    assert!(r.explain.iter().any(
        |e| e.op_name == "test.add" && e.outcome == ExplainOutcome::Folded { in_place: false }
    ));
    assert_eq!(
        print(&ctx, module),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.constant"() <{value = 42 : i32}> : () -> i32
    %1 = "test.effect"(%arg0) : (i32) -> i32
    %2 = "test.effect"(%0, %0) : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
    // Without folding, the add stays (and its operands with it).
    let mut ctx2 = context();
    let module2 = parse(&mut ctx2, &print(&ctx, module).replace("%2 = \"test.effect\"(%0, %0)", "%5 = \"test.constant\"() <{value = 1 : i32}> : () -> i32\n    %6 = \"test.add\"(%0, %5) : (i32, i32) -> i32\n    %2 = \"test.effect\"(%6, %0)"));
    config.fold = false;
    run(&mut ctx2, module2, RewritePatternSet::new(), &config);
    assert_eq!(find_all(&ctx2, module2, "test.add").len(), 1);
}

#[test]
fn failed_materialization_falls_back_to_patterns() {
    // `nomat` has no dialect hook: the fold result cannot be materialized,
    // the op is kept and patterns are tried.
    static NOMAT_ADD: drr_runtime::OpDefinition = drr_runtime::OpDefinition {
        name: "nomat.add",
        traits: drr_runtime::OpTraits::NONE,
        inherent_attrs: &[],
        verify: None,
        fold: Some(|ctx, _, _| {
            let i32 = ctx.int_type(32);
            let a = ctx.integer_attr(i32, 7);
            drr_runtime::FoldOutcome::Replace(smallvec::smallvec![
                drr_runtime::OpFoldResult::Attribute(a)
            ])
        }),
    };
    let mut ctx = context();
    ctx.register_op(&NOMAT_ADD);
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "nomat.add"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let mut set = RewritePatternSet::new();
    failing(&mut set, "nomat.add", 1, "after_fold");
    let r = run(&mut ctx, module, set, &explain_config());
    let e = r.explain.iter().find(|e| e.op_name == "nomat.add").unwrap();
    assert_eq!(e.attempts.len(), 1);
    assert_eq!(e.outcome, ExplainOutcome::NoChange);
    assert_eq!(find_all(&ctx, module, "nomat.add").len(), 1);
    assert!(find_all(&ctx, module, "test.constant").is_empty());
}

#[test]
fn in_place_fold_of_commutative_op() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %c = "test.constant"() <{value = 1 : i32}> : () -> i32
    %0 = "test.op_commutative"(%c, %arg0) : (i32, i32) -> i32
    "test.effect"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let mut log = Log::default();
    let patterns = FrozenPatternSet::new(&mut ctx, RewritePatternSet::new());
    let r = apply_patterns_greedily_with_listener(
        &mut ctx,
        module,
        &patterns,
        &explain_config(),
        &mut log,
    )
    .unwrap();
    let e = r
        .explain
        .iter()
        .find(|e| e.op_name == "test.op_commutative")
        .unwrap();
    assert_eq!(e.outcome, ExplainOutcome::Folded { in_place: true });
    assert!(
        log.lines
            .contains(&"modified test.op_commutative".to_string())
    );
    let op = find(&ctx, module, "test.op_commutative");
    let f = find(&ctx, module, "func.func");
    assert_eq!(ctx.op(op).operand(0), ctx.block(body(&ctx, f)).args()[0]);
}

// ----- pattern order ---------------------------------------------------------------

#[test]
fn patterns_are_tried_by_benefit_with_mlir_tie_breaks() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    failing(&mut set, "test.effect", 1, "low");
    failing(&mut set, "test.effect", 2, "tie_a");
    failing(&mut set, OwnedRoot::Any, 2, "any_tie");
    failing(&mut set, "test.effect", 3, "high");
    failing(&mut set, "test.effect", 2, "tie_b");
    failing(&mut set, OwnedRoot::Any, 5, "any_high");
    failing(&mut set, "test.effect", u16::MAX, "impossible");
    let r = run(&mut ctx, module, set, &explain_config());
    assert!(r.converged && !r.changed);
    let e = r
        .explain
        .iter()
        .find(|e| e.op_name == "test.effect")
        .unwrap();
    let order: Vec<&str> = e.attempts.iter().map(|a| a.pattern.as_str()).collect();
    // Higher benefit first; equal benefits in insertion order; an any-op
    // pattern only goes first with a strictly higher benefit; benefit
    // 65535 means "impossible to match" and is dropped.
    assert_eq!(
        order,
        ["any_high", "high", "tie_a", "tie_b", "any_tie", "low"]
    );
    assert_eq!(
        e.attempts[1].result,
        Err(MatchFailure::new("high does not match"))
    );
    assert_eq!(e.outcome, ExplainOutcome::NoChange);
    // Other ops only see the any-op patterns.
    let ret = r
        .explain
        .iter()
        .find(|e| e.op_name == "func.return")
        .unwrap();
    let order: Vec<&str> = ret.attempts.iter().map(|a| a.pattern.as_str()).collect();
    assert_eq!(order, ["any_high", "any_tie"]);
    // The rendered trace reads like MLIR's debug log, with the
    // operation's location and printed head.
    let text = e.to_string();
    assert!(
        text.starts_with(
            "Processing operation : 'test.effect' at loc(\"test.mlir\":10:5) {\n  \"test.effect\"(%arg0)\n"
        ),
        "{text}"
    );
    assert!(text.contains("    ** Match Failure : high does not match\n"));
    assert!(text.ends_with("} -> failure : all patterns failed to match\n"));
}

#[test]
fn first_success_wins() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    set.add_fn("test.effect", 2, "retag", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("e1") {
            return Err(rw.notify_match_failure(op, "not e1"));
        }
        set_tag(rw, op, "done")?;
        Ok(())
    });
    failing(&mut set, "test.effect", 1, "never_after_success");
    let r = run(&mut ctx, module, set, &explain_config());
    assert!(r.converged);
    assert_eq!(r.num_rewrites, 1);
    let applied: Vec<_> = r
        .explain
        .iter()
        .filter(|e| e.outcome == ExplainOutcome::PatternApplied)
        .collect();
    assert_eq!(applied.len(), 1);
    assert_eq!(applied[0].attempts.len(), 1);
    assert!(
        find_all(&ctx, module, "test.effect")
            .iter()
            .any(|&o| tag_of(&ctx, o).as_deref() == Some("done"))
    );
}

#[test]
fn filters_enable_and_disable_by_name() {
    let mut ctx = context();
    let mut set = RewritePatternSet::new();
    failing(&mut set, "test.effect", 1, "a");
    failing(&mut set, "test.effect", 1, "b");
    failing(&mut set, "test.effect", 1, "c");
    let frozen = FrozenPatternSet::with_filters(&mut ctx, set, &["b"], &["a", "b"]);
    assert_eq!(frozen.len(), 1);
    assert_eq!(frozen.pattern(0).debug_name(), "a");
}

// ----- traversal order ---------------------------------------------------------------

fn processing_order(top_down: bool) -> Vec<String> {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let config = GreedyConfig {
        top_down,
        ..explain_config()
    };
    let ops = ctx.nested_ops_pre_order(module);
    let r = run(&mut ctx, module, RewritePatternSet::new(), &config);
    r.explain
        .iter()
        .filter(|e| e.iteration == 1)
        .map(|e| {
            assert!(ops.contains(&e.op));
            describe(&ctx, e.op)
        })
        .collect()
}

#[test]
fn bottom_up_and_top_down_orders() {
    // Post-order seeding enqueues each op's ancestors right after it, so
    // the func is queued right after e1 and the region right after e4
    // (before the yield); the LIFO pops the last pushed first.
    assert_eq!(
        processing_order(false),
        [
            "func.return",
            "test.effect[e3]",
            "test.yield",
            "test.region[region]",
            "test.effect[e4]",
            "test.effect[e2]",
            "func.func",
            "test.effect[e1]",
        ]
    );
    // Top-down: pre-order, reversed, so ops pop in program order.
    assert_eq!(
        processing_order(true),
        [
            "func.func",
            "test.effect[e1]",
            "test.effect[e2]",
            "test.region[region]",
            "test.effect[e4]",
            "test.yield",
            "test.effect[e3]",
            "func.return",
        ]
    );
}

// ----- iteration limits -----------------------------------------------------------------

#[test]
fn silent_changes_are_reported_not_looped_on() {
    // The pattern flips an attribute without telling the rewriter: no
    // change is notified, so its success is taken for a failure (reported
    // once in `pattern_errors`) and the driver converges instead of
    // rewriting once per iteration until `max_iterations`.
    for max in [Some(1), Some(3), None] {
        let mut ctx = context();
        let module = parse(&mut ctx, EFFECTS);
        let mut set = RewritePatternSet::new();
        set.add_fn("test.effect", 1, "flip", |op, rw| {
            let next = match tag_of(rw, op).as_deref() {
                Some("e1") => "x",
                Some("x") => "e1",
                _ => return Err(MatchFailure::new("not flipping")),
            };
            let sym = rw.ctx_mut().symbol("tag");
            let value = rw.ctx_mut().string_attr(next);
            rw.ctx_mut().set_discardable_attr(op, sym, Some(value))?;
            Ok(())
        });
        let config = GreedyConfig {
            max_iterations: max,
            ..GreedyConfig::default()
        };
        let r = run(&mut ctx, module, set, &config);
        assert!(r.converged && !r.changed && r.stop.is_none());
        assert_eq!((r.iterations, r.num_rewrites), (1, 0));
        assert_eq!(r.pattern_errors.len(), 1);
        assert_eq!(r.pattern_errors[0].pattern, "flip");
        assert_eq!(r.pattern_errors[0].error, drr_runtime::rewrite::NO_CHANGE);
        // The message says what the pattern must do about a change made
        // behind the rewriter's back.
        assert_eq!(
            r.pattern_errors[0].error.to_string(),
            "invalid IR mutation: the pattern returned success without changing the IR through \
             the rewriter (treated as a failure; a change made through `ctx_mut()` must be \
             announced with `PatternRewriter::notify_unobserved_change`)"
        );
    }
}

#[test]
fn failures_after_a_change_are_reported_and_the_change_stays() {
    // The pattern retags `e1` through the rewriter, then fails (as a C++
    // pattern ported line by line does when its last step is refused): the
    // change stays, as in MLIR, and the misuse is reported once.
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    set.add_fn("test.effect", 1, "retag_then_fail", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("e1") {
            return Err(MatchFailure::new("not e1"));
        }
        set_tag(rw, op, "x")?;
        Err(MatchFailure::new("changed my mind"))
    });
    let r = run(&mut ctx, module, set, &GreedyConfig::default());
    assert_eq!(r.num_rewrites, 0);
    assert_eq!(r.pattern_errors.len(), 1);
    assert_eq!(r.pattern_errors[0].pattern, "retag_then_fail");
    assert_eq!(r.pattern_errors[0].op_name, "test.effect");
    assert_eq!(
        r.pattern_errors[0].error,
        drr_runtime::rewrite::FAILED_AFTER_CHANGE
    );
    let text = drr_runtime::text::print_op(
        &ctx,
        module,
        drr_runtime::text::PrintOptions { debug_info: false },
    );
    assert!(
        text.contains(r#""test.effect"(%arg0) {tag = "x"}"#),
        "{text}"
    );
    assert!(!text.contains(r#"tag = "e1""#), "{text}");
}

#[test]
fn a_build_error_is_a_match_failure_with_its_message() {
    // `?` on a builder's `BuildError` fails the pattern with its message,
    // as a plain failure: nothing changed, nothing to report.
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    set.add_fn("test.effect", 1, "cannot_build", |_, _| {
        let failed: Result<OperationState, _> = Err(drr_runtime::ods::BuildError(
            "result types not inferable".into(),
        ));
        let _state = failed?;
        Ok(())
    });
    let r = run(&mut ctx, module, set, &explain_config());
    assert!(r.converged && r.pattern_errors.is_empty());
    let reasons: Vec<String> = r
        .explain
        .iter()
        .flat_map(|e| &e.attempts)
        .map(|a| a.result.as_ref().unwrap_err().reason().to_string())
        .collect();
    assert_eq!(reasons.len(), 4);
    assert!(reasons.iter().all(|r| r == "result types not inferable"));
}

#[test]
fn ping_pong_bounded_by_max_num_rewrites() {
    // Two patterns turn `a` into `b` and back, through the rewriter: every
    // rewrite re-enqueues the op. `max_num_rewrites` bounds each pass,
    // `max_iterations` the whole run.
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let set = ping_pong();
    let config = GreedyConfig {
        max_iterations: Some(4),
        max_num_rewrites: Some(5),
        ..GreedyConfig::default()
    };
    let r = run(&mut ctx, module, set, &config);
    assert!(!r.converged);
    assert_eq!(r.iterations, 4);
    assert_eq!(r.num_rewrites, 20);
}

#[test]
fn divergence_fuse_stops_an_endless_pass() {
    // The same ping-pong without `max_num_rewrites`: MLIR would loop
    // forever inside the first pass; the fuse stops it.
    for max_iterations in [Some(10), None] {
        let mut ctx = context();
        let module = parse(&mut ctx, EFFECTS);
        let set = ping_pong();
        let config = GreedyConfig {
            max_iterations,
            max_rewrites_per_op: Some(4),
            ..GreedyConfig::default()
        };
        let r = run(&mut ctx, module, set, &config);
        assert!(r.budget_exhausted);
        assert!(!r.converged);
        assert_eq!(r.iterations, 1);
        // 8 ops seeded (func, 4 effects, region, yield, return): the pass
        // stops after 4 * (8 + 1) rewrites.
        assert_eq!(r.num_rewrites, 36);
    }
}

#[test]
fn in_place_folds_count_toward_the_fuse() {
    // The fuse's budget counts in-place folds with the rewrites: top-down,
    // two commutative ops are each folded in place once (the constant
    // operand moved last) before the ping-pong on `e1`, which runs until
    // the budget is spent. 7 ops seeded: a budget of 1 * (7 + 1), of
    // which the folds took 2.
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %c = "test.constant"() <{value = 1 : i32}> : () -> i32
    %0 = "test.op_commutative"(%c, %arg0) : (i32, i32) -> i32
    %d = "test.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "test.op_commutative"(%d, %0) : (i32, i32) -> i32
    "test.effect"(%1) {tag = "e1"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let run_with = |max_num_rewrites: Option<u64>| {
        let mut ctx = context();
        let module = parse(&mut ctx, src);
        let set = ping_pong();
        let config = GreedyConfig {
            max_iterations: Some(3),
            max_rewrites_per_op: Some(1),
            max_num_rewrites,
            top_down: true,
            ..GreedyConfig::default()
        };
        let r = run(&mut ctx, module, set, &config);
        // Folded in place: the constant operand moved last.
        let folded = find_all(&ctx, module, "test.op_commutative")
            .iter()
            .all(|&op| {
                let def = ctx.defining_op(ctx.op(op).operand(1));
                def.is_some_and(|d| ctx.op_name_str(ctx.op(d).name()) == "test.constant")
            });
        (r, folded)
    };
    let (r, folded) = run_with(None);
    assert!(folded);
    assert!(r.budget_exhausted && !r.converged);
    assert_eq!((r.num_rewrites, r.iterations), (6, 1));
    // A rewrite limit reached first stops the pass without the fuse: the
    // next passes run, each from its own count.
    let (r, _) = run_with(Some(3));
    assert!(!r.budget_exhausted && !r.converged);
    assert_eq!((r.num_rewrites, r.iterations), (9, 3));
}

#[test]
fn pass_limits_at_their_extremes() {
    // The driver keeps both limits as plain numbers, `u64::MAX` for "none":
    // the largest values behave as no limit (the fuse's budget saturates),
    // and a zero rewrite limit stops each pass before its first pop.
    fn renames(config: &GreedyConfig) -> drr_runtime::GreedyResult {
        let mut ctx = context();
        let module = parse(&mut ctx, EFFECTS);
        let mut set = RewritePatternSet::new();
        set.add_fn("test.effect", 1, "e_to_done", |op, rw| {
            if tag_of(rw, op).is_none_or(|t| t == "done") {
                return Err(MatchFailure::new("done"));
            }
            Ok(set_tag(rw, op, "done")?)
        });
        run(&mut ctx, module, set, config)
    }
    let default = renames(&GreedyConfig::default());
    assert!(default.converged && !default.budget_exhausted);
    assert_eq!(default.num_rewrites, 4);
    for (max_num_rewrites, max_rewrites_per_op) in [
        (None, None),
        (Some(u64::MAX), Some(u32::MAX)),
        (Some(u64::MAX - 1), None),
        (None, Some(u32::MAX)),
    ] {
        let r = renames(&GreedyConfig {
            max_num_rewrites,
            max_rewrites_per_op,
            ..GreedyConfig::default()
        });
        assert!(r.converged && !r.budget_exhausted);
        assert_eq!((r.num_rewrites, r.iterations), (4, default.iterations));
    }
    let r = renames(&GreedyConfig {
        max_num_rewrites: Some(0),
        max_iterations: Some(3),
        ..GreedyConfig::default()
    });
    assert_eq!(r.num_rewrites, 0);
    assert!(!r.budget_exhausted);
    // A fuse of zero rewrites per op: a budget of zero, spent before the
    // first pop.
    let r = renames(&GreedyConfig {
        max_rewrites_per_op: Some(0),
        ..GreedyConfig::default()
    });
    assert!(r.budget_exhausted && !r.converged);
    assert_eq!((r.num_rewrites, r.iterations), (0, 1));
}

#[test]
fn no_iteration_limit_converges() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        include_str!("greedy_fixtures/fold_hoist_locations.mlir"),
    );
    let config = GreedyConfig {
        max_iterations: None,
        ..GreedyConfig::default()
    };
    let r = run(&mut ctx, module, RewritePatternSet::new(), &config);
    assert!(r.converged);
    assert_eq!(r.iterations, 2);
    // Zero iterations: nothing runs, trivially converged.
    let config = GreedyConfig {
        max_iterations: Some(0),
        ..GreedyConfig::default()
    };
    let r = run(&mut ctx, module, RewritePatternSet::new(), &config);
    assert!(r.converged && !r.changed);
    assert_eq!(r.iterations, 0);
}

// ----- strictness ---------------------------------------------------------------------

fn strictness_run(strictness: Strictness) -> Vec<String> {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    // e1 is replaced by a new op tagged "created"; a second pattern renames
    // "created" to "rewritten".
    set.add_fn("test.effect", 1, "replace_e1", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("e1") {
            return Err(MatchFailure::new("not e1"));
        }
        let name = rw.op(op).name();
        let loc = rw.op(op).loc();
        let operand = rw.op(op).operand(0);
        let tag = rw.ctx_mut().symbol("tag");
        let value = rw.ctx_mut().string_attr("created");
        let mut state = OperationState::new(name, loc);
        state.operands.push(operand);
        state
            .attributes
            .push(drr_runtime::NamedAttribute { name: tag, value });
        rw.replace_op_with_new(op, state)?;
        Ok(())
    });
    set.add_fn("test.effect", 1, "rename_created", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("created") {
            return Err(MatchFailure::new("not created"));
        }
        Ok(set_tag(rw, op, "rewritten")?)
    });
    let config = GreedyConfig {
        strictness,
        ..GreedyConfig::default()
    };
    let r = run(&mut ctx, module, set, &config);
    assert!(r.converged);
    let f = find(&ctx, module, "func.func");
    ctx.block_ops(body(&ctx, f))
        .map(|o| describe(&ctx, o))
        .collect()
}

#[test]
fn strictness_filters_new_ops() {
    let first = |v: Vec<String>| v[0].clone();
    assert_eq!(
        first(strictness_run(Strictness::AnyOp)),
        "test.effect[rewritten]"
    );
    assert_eq!(
        first(strictness_run(Strictness::ExistingAndNewOps)),
        "test.effect[rewritten]"
    );
    assert_eq!(
        first(strictness_run(Strictness::ExistingOps)),
        "test.effect[created]"
    );
}

// ----- misbehaving patterns, listeners, targets -----------------------------------------

struct Erroring;
impl RewritePattern for Erroring {
    fn root(&self) -> drr_runtime::rewrite::PatternRoot<'_> {
        drr_runtime::rewrite::PatternRoot::Name("test.pure")
    }
    fn debug_name(&self) -> &str {
        "erroring"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        rw: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        // The result is used: erasing is refused, the error propagates.
        rw.erase_op(op)?;
        Ok(())
    }
}

#[test]
fn pattern_errors_are_reported_not_panics() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) : (i32) -> i32
    "test.effect"(%0) : (i32) -> ()
    %1 = "test.effect"(%arg0) {tag = "victim"} : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let mut set = RewritePatternSet::new();
    set.add(Erroring);
    // Erases its root but claims failure: the driver stops trying patterns
    // on the erased op.
    set.add_fn("test.effect", 2, "erase_and_fail", |op, rw| {
        if tag_of(rw, op).as_deref() == Some("victim") {
            rw.erase_op(op)?;
        }
        Err(MatchFailure::new("claims failure"))
    });
    failing(&mut set, "test.effect", 1, "after");
    let r = run(&mut ctx, module, set, &explain_config());
    assert!(r.converged);
    // `erroring`'s error once per iteration (the erasure of the victim
    // forces a second one); `erase_and_fail`'s failure after its erasure
    // once.
    let erroring: Vec<_> = r
        .pattern_errors
        .iter()
        .filter(|e| e.pattern == "erroring")
        .collect();
    assert_eq!(erroring.len(), 2);
    assert!(erroring.iter().all(|e| e.op_name == "test.pure"
        && matches!(e.error, IrError::ResultStillUsed { .. })));
    let misuse: Vec<_> = r
        .pattern_errors
        .iter()
        .filter(|e| e.pattern != "erroring")
        .map(|e| (e.pattern.as_str(), e.op_name.as_str(), e.error.clone()))
        .collect();
    assert_eq!(
        misuse,
        [(
            "erase_and_fail",
            "test.effect",
            drr_runtime::rewrite::FAILED_AFTER_CHANGE
        )]
    );
    let e = r
        .explain
        .iter()
        .find(|e| e.outcome == ExplainOutcome::ErasedByFailedPattern)
        .unwrap();
    assert_eq!(e.attempts.len(), 1);
    assert_eq!(find_all(&ctx, module, "test.effect").len(), 1);
}

/// Without the explain trace, failures are handled on a separate path
/// (static reasons are not dropped through the result's drop glue): IR
/// errors are reported all the same, failures with owned reasons (here
/// `failing`'s formatted one) are freed, and the run ends as with the
/// trace.
#[test]
fn pattern_errors_are_reported_without_the_explain_trace() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) : (i32) -> i32
    "test.effect"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#,
    );
    let mut set = RewritePatternSet::new();
    set.add(Erroring);
    failing(&mut set, "test.pure", 2, "owned");
    set.add_fn("test.effect", 1, "static", |op, rw| {
        Err(rw.notify_match_failure(op, "static reason"))
    });
    let r = run(&mut ctx, module, set, &GreedyConfig::default());
    assert!(r.converged);
    assert!(r.explain.is_empty());
    assert_eq!(r.pattern_errors.len(), 1);
    assert_eq!(r.pattern_errors[0].pattern, "erroring");
    assert_eq!(r.pattern_errors[0].op_name, "test.pure");
    assert!(matches!(
        r.pattern_errors[0].error,
        IrError::ResultStillUsed { .. }
    ));
    assert_eq!(find_all(&ctx, module, "test.pure").len(), 1);
}

#[test]
fn user_listener_sees_everything() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let mut set = RewritePatternSet::new();
    set.add_fn("test.effect", 1, "erase_e3", |op, rw| {
        if tag_of(rw, op).as_deref() != Some("e3") {
            return Err(rw.notify_match_failure(op, "not e3"));
        }
        Ok(rw.erase_op(op)?)
    });
    let mut log = Log::default();
    let patterns = FrozenPatternSet::new(&mut ctx, set);
    let r = apply_patterns_greedily_with_listener(
        &mut ctx,
        module,
        &patterns,
        &GreedyConfig::default(),
        &mut log,
    )
    .unwrap();
    assert!(r.converged);
    assert_eq!(
        &log.lines[..4],
        [
            "begin erase_e3 on test.effect[e3]",
            "erased test.effect[e3]",
            "end erase_e3 success",
            "begin erase_e3 on test.effect[e4]",
        ]
    );
    assert!(log.lines.contains(&"match failure: not e3".to_string()));
}

/// Each pattern attempt starts with the insertion point right before the
/// root in its current block (MLIR's `setInsertionPoint(op)` per
/// pattern), also after a failed attempt moved the root to another block
/// or cleared the point.
#[test]
fn each_attempt_inserts_before_the_root_where_it_is() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let region = find(&ctx, module, "test.region");
    let outer = ctx.op(region).parent_block().expect("in the function");
    let points = Arc::new(Mutex::new(Vec::new()));
    let mut set = RewritePatternSet::new();
    let seen = points.clone();
    set.add_fn("test.effect", 3, "first", move |op, rw| {
        let here = rw.op(op).parent_block();
        seen.lock()
            .unwrap()
            .push(rw.insertion_point() == here.map(|block| (block, Some(op))).map(ip));
        // Once: moving it again would notify again, forever.
        if tag_of(rw, op).as_deref() == Some("e4") && here != Some(outer) {
            rw.move_op_before(op, region)?;
        }
        rw.clear_insertion_point();
        Err(MatchFailure::new("moves e4 out and fails"))
    });
    let seen = points.clone();
    set.add_fn("test.effect", 2, "second", move |op, rw| {
        let here = rw.op(op).parent_block();
        seen.lock()
            .unwrap()
            .push(rw.insertion_point() == here.map(|block| (block, Some(op))).map(ip));
        Err(MatchFailure::new("checks only"))
    });
    let r = run(&mut ctx, module, set, &GreedyConfig::default());
    assert!(r.converged);
    let points = points.lock().unwrap();
    assert!(points.len() >= 8, "{} attempts", points.len());
    assert!(points.iter().all(|&ok| ok), "{points:?}");
    let f = find(&ctx, module, "func.func");
    let e4 = ctx
        .block_ops(body(&ctx, f))
        .find(|&o| tag_of(&ctx, o).as_deref() == Some("e4"));
    assert!(e4.is_some(), "e4 moved into the function body");
}

fn ip((block, before): (drr_runtime::BlockId, Option<OpId>)) -> drr_runtime::rewrite::InsertPoint {
    drr_runtime::rewrite::InsertPoint { block, before }
}

/// Erasing the parent of the scope region (undefined in MLIR) stops the
/// pass: no operation is popped afterwards, not even one still queued
/// and live (here moved out of the scope before the erasure), and the run
/// reports that it did not converge, without a panic.
#[test]
fn erasing_the_scope_parent_stops_the_pass() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let region = find(&ctx, module, "test.region");
    let inner = ctx.op(region).regions()[0];
    let counter = Arc::new(Mutex::new(Vec::new()));
    let seen = counter.clone();
    let mut set = RewritePatternSet::new();
    set.add_fn(
        OwnedRoot::Any,
        1,
        "escape_and_erase_scope",
        move |op, rw| {
            seen.lock().unwrap().push(describe(rw, op));
            if describe(rw, op) != "test.yield" {
                return Err(MatchFailure::new("only the yield"));
            }
            let e4 = rw.prev_op(op).expect("e4 before the yield");
            rw.move_op_before(e4, region)?;
            rw.erase_op(region)?;
            Ok(())
        },
    );
    let patterns = FrozenPatternSet::new(&mut ctx, set);
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Disabled,
        ..GreedyConfig::default()
    };
    let r =
        apply_patterns_greedily(&mut ctx, GreedyTarget::Region(inner), &patterns, &config).unwrap();
    assert!(!r.converged && r.changed);
    assert_eq!(*counter.lock().unwrap(), ["test.yield"]);
    assert!(!ctx.op_exists(region));
    let f = find(&ctx, module, "func.func");
    let tags: Vec<_> = ctx
        .block_ops(body(&ctx, f))
        .map(|o| describe(&ctx, o))
        .collect();
    assert_eq!(
        tags,
        [
            "test.effect[e1]",
            "test.effect[e2]",
            "test.effect[e4]",
            "test.effect[e3]",
            "func.return"
        ]
    );
}

#[test]
fn region_target_and_stale_target() {
    let mut ctx = context();
    let module = parse(&mut ctx, EFFECTS);
    let region = find(&ctx, module, "test.region");
    let inner = ctx.op(region).regions()[0];
    let counter = Arc::new(Mutex::new(Vec::new()));
    let seen = counter.clone();
    let mut set = RewritePatternSet::new();
    set.add_fn(OwnedRoot::Any, 1, "record", move |op, rw| {
        seen.lock().unwrap().push(describe(rw, op));
        Err(MatchFailure::new("recording only"))
    });
    let patterns = FrozenPatternSet::new(&mut ctx, set);
    let config = GreedyConfig {
        region_simplification: RegionSimplification::Disabled,
        ..GreedyConfig::default()
    };
    let r =
        apply_patterns_greedily(&mut ctx, GreedyTarget::Region(inner), &patterns, &config).unwrap();
    assert!(r.converged && !r.changed);
    assert_eq!(*counter.lock().unwrap(), ["test.yield", "test.effect[e4]"]);
    let f = find(&ctx, module, "func.func");
    let mut rw = PatternRewriter::new(&mut ctx);
    let ret = rw.block(body(&rw, f)).last_op().unwrap();
    rw.erase_op(ret).unwrap();
    assert_eq!(
        apply_patterns_greedily(&mut ctx, ret, &patterns, &config),
        Err(IrError::StaleOp.into())
    );
}
