//! Patterns over regions and blocks (beyond DRR): regions as DAG arguments
//! after an op's arguments, `(region …)` / `(block …)` / `(anyOps)` in
//! source patterns, block arguments, `inlineRegion`, ops built with
//! regions (moved, cloned, new blocks), `replace` / `erase` of matched
//! ops other than the root, and multi-root patterns. Each test applies a
//! pattern with the greedy driver and compares the printed module.

mod common;
use common::{run, run_once, set};

use drr::{BlockId, Context, RegionId};

drr::ods! {
    dialect rg;

    def YieldOp : Op<"yield", [Pure, Terminator, ReturnLike]> {
        let arguments = (ins Variadic<AnyType>:$results);
    }
    def IfOp : Op<"if", [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects, NoRegionArguments]> {
        let arguments = (ins I1:$condition);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
    }
    def ExecOp : Op<"exec", [RecursiveMemoryEffects]> {
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region AnyRegion:$region);
    }
    def LoopOp : Op<"loop", [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"YieldOp">]> {
        let arguments = (ins Index:$lb, Index:$ub, Index:$step, Variadic<AnyType>:$inits);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$body);
    }
    def ConstOp : Op<"const", [ConstantLike, Pure]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
    def AddOp : Op<"add", [Pure, SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def SubOp : Op<"sub", [Pure, SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def AddSubOp : Op<"addsub", [Pure]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$sum, AnyType:$diff);
        let inferReturnTypes = |ctx, state| {
            let t = ctx.value_type(state.operands[0]);
            Ok(vec![t, t])
        };
    }
    def RepeatAddOp : Op<"repeat_add"> {
        let arguments = (ins Index:$lb, Index:$ub, Index:$step, AnyType:$x);
        let results = (outs AnyType:$out);
    }
    def MarkOp : Op<"mark"> {
        let arguments = (ins AnyType:$in);
    }
    def SelectOp : Op<"select", [Pure]> {
        let arguments = (ins I1:$cond, AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, state| Ok(vec![ctx.value_type(state.operands[1])]);
    }

    def IsTrue : Constraint<|ctx: &Context, a: drr::Attribute| matches!(ctx.attr_data(a), drr::AttrData::Integer { value, .. } if *value != 0), "true">;
    def NoResults : Constraint<|ctx: &Context, op: drr::OpId| ctx.op(op).num_results() == 0, "no results">;
    def IsEmptyRegion : Constraint<|ctx: &Context, r: RegionId| ctx.region(r).blocks().is_empty(), "empty region">;
    def HasTwoOps : Constraint<|ctx: &Context, b: BlockId| ctx.block_ops(b).count() == 2, "two ops">;
}

fn reg(ctx: &mut Context) {
    RgDialect::register(ctx);
}

/// A module with one function `f` of arguments `args` whose body is `body`
/// (lines of generic IR, re-indented by 4 whatever their common
/// indentation).
fn m(args: &str, body: &str) -> String {
    let lines: Vec<&str> = body.lines().filter(|l| !l.trim().is_empty()).collect();
    let indent = lines
        .iter()
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let body: String = lines
        .iter()
        .map(|l| format!("    {}\n", &l[indent..]))
        .collect();
    common::module(args, &body)
}

// =============================================================================
// Source: regions bound by name, `(region …)`, `(block …)`
// =============================================================================

/// "Both branches only yield, and they yield the same values": the `if`
/// goes, its results are those values.
#[test]
fn both_branches_yield_the_same_values() {
    let p = drr::pattern!(
        (IfOp $c, (region (block (YieldOp $v))), (region (block (YieldOp $v)))),
        [(replaceWithValue $v)]
    );
    let src = m(
        "%arg0: i1, %arg1: i32",
        r#"
        %0 = "rg.if"(%arg0) ({
          "rg.yield"(%arg1) : (i32) -> ()
        }, {
          "rg.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i1, %arg1: i32",
            r#""test.use"(%arg1) : (i32) -> ()"#
        )
    );
}

/// The same pattern leaves an `if` whose branches yield different values.
#[test]
fn both_branches_yield_the_same_values_negative() {
    let p = drr::pattern!(
        (IfOp $c, (region (block (YieldOp $v))), (region (block (YieldOp $v)))),
        [(replaceWithValue $v)]
    );
    let src = m(
        "%arg0: i1, %arg1: i32, %arg2: i32",
        r#"
        %0 = "rg.if"(%arg0) ({
          "rg.yield"(%arg1) : (i32) -> ()
        }, {
          "rg.yield"(%arg2) : (i32) -> ()
        }) : (i1) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(run(reg, &src, set(p), false), src);
}

/// "The region is empty": `(region)` matches a region without blocks; the
/// then region moves into the new op (`(region $then)`), which gets an
/// empty else region (`(region)`).
#[test]
fn empty_region_and_moved_region() {
    // An `if` without results whose else branch only yields: the else
    // branch goes (MLIR's RemoveEmptyElseBranch).
    let p = drr::pat!(
        (IfOp:$op $c, $then, (region (block (YieldOp $_)))),
        (IfOp $c, (region $then), (region)),
        [(NoResults:$op)]
    );
    let src = m(
        "%arg0: i1",
        r#"
        "rg.if"(%arg0) ({
          "test.op"() : () -> ()
          "rg.yield"() : () -> ()
        }, {
          "rg.yield"() : () -> ()
        }) : (i1) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i1",
            r#"
            "rg.if"(%arg0) ({
              "test.op"() : () -> ()
              "rg.yield"() : () -> ()
            }, {
            }) : (i1) -> ()
            "#
        )
    );
    // `(region)` in a source: an `if` with an empty else region is left
    // alone by a pattern asking for an empty then region.
    let p = drr::pat!((IfOp $c, (region), $else), (IfOp $c, (region), (region)));
    let src = m(
        "%arg0: i1",
        r#"
        "rg.if"(%arg0) ({
          "test.op"() : () -> ()
          "rg.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "#,
    );
    assert_eq!(run(reg, &src, set(p), false), src);
}

/// Block arguments bound as values, a `Variadic<…>` range of them, and a
/// terminator yielding them unchanged: "the body is one block whose
/// terminator yields its arguments unchanged" — the loop becomes its
/// initial values.
#[test]
fn block_arguments_yielded_unchanged() {
    let p = drr::pat!(
        (LoopOp $lb, $ub, $step, $inits,
            (region (block Index:$iv, Variadic<AnyType>:$iters, (YieldOp $iters)))),
        (replaceWithValue $inits)
    );
    let src = m(
        "%arg0: index, %arg1: i32, %arg2: f32",
        r#"
        %0:2 = "rg.loop"(%arg0, %arg0, %arg0, %arg1, %arg2) ({
        ^bb0(%arg3: index, %arg4: i32, %arg5: f32):
          "rg.yield"(%arg4, %arg5) : (i32, f32) -> ()
        }) : (index, index, index, i32, f32) -> (i32, f32)
        "test.use"(%0#0, %0#1) : (i32, f32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: index, %arg1: i32, %arg2: f32",
            r#""test.use"(%arg1, %arg2) : (i32, f32) -> ()"#
        )
    );
    // Yielding them swapped: no match.
    let p = drr::pat!(
        (LoopOp $lb, $ub, $step, $inits,
            (region (block Index:$iv, Variadic<AnyType>:$iters, (YieldOp $iters)))),
        (replaceWithValue $inits)
    );
    let swapped = src.replace(r#""rg.yield"(%arg4, %arg5)"#, r#""rg.yield"(%arg5, %arg4)"#);
    let swapped = swapped.replace("(i32, f32) -> ()\n    }", "(f32, i32) -> ()\n    }");
    assert_eq!(run(reg, &swapped, set(p), false), swapped);
    // A block argument of the wrong type (`Index:$iv` vs i32): no match.
    let p = drr::pat!(
        (LoopOp $lb, $ub, $step, $inits,
            (region (block I64:$iv, Variadic<AnyType>:$iters, (YieldOp $iters)))),
        (replaceWithValue $inits)
    );
    assert_eq!(run(reg, &src, set(p), false), src);
}

/// `(anyOps)` matches any ops before the terminator, which binds its
/// operands; `inlineRegion` replaces the op with the block's contents.
#[test]
fn any_ops_then_terminator_inlined() {
    let p = drr::pat!(
        (ExecOp (region:$r (block (anyOps), (YieldOp $v)))),
        (inlineRegion $r)
    );
    let src = m(
        "%arg0: i32",
        r#"
        "test.before"() : () -> ()
        %0 = "rg.exec"() ({
          %1 = "test.val"(%arg0) : (i32) -> i32
          "test.op"() : () -> ()
          "rg.yield"(%1) : (i32) -> ()
        }) : () -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            "test.before"() : () -> ()
            %0 = "test.val"(%arg0) : (i32) -> i32
            "test.op"() : () -> ()
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    // Two blocks: `(region:$r (block …))` matches one.
    let p = drr::pat!(
        (ExecOp (region:$r (block (anyOps), (YieldOp $v)))),
        (inlineRegion $r)
    );
    let two = m(
        "%arg0: i32",
        r#"
        %0 = "rg.exec"() ({
          "test.br"()[^bb1] : () -> ()
        ^bb1:  // pred: ^bb0
          "rg.yield"(%arg0) : (i32) -> ()
        }) : () -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(run(reg, &two, set(p), false), two);
}

/// The reasons the one pattern of `p` failed with on the `rg.exec` ops of
/// `src`, which it must leave unchanged.
fn exec_failure_reasons(p: impl drr::rewrite::RewritePattern + 'static, src: &str) -> Vec<String> {
    let config = drr::rewrite::GreedyConfig {
        explain: true,
        ..drr::rewrite::GreedyConfig::default()
    };
    let (out, result) = common::run_with(reg, src, set(p), false, &config);
    assert_eq!(out, src, "nothing matches");
    result
        .explain
        .iter()
        .filter(|e| e.op_name == "rg.exec")
        .flat_map(|e| &e.attempts)
        .filter_map(|a| a.result.as_ref().err().map(|f| f.reason().to_owned()))
        .collect()
}

/// A block whose ops are too few (or, without `(anyOps)`, too many) fails
/// with a reason that counts its ops, as an explain trace shows it.
#[test]
fn block_size_mismatch_reason_counts_the_ops() {
    let three = m(
        "%arg0: i32",
        r#"
        %0 = "rg.exec"() ({
          %1 = "test.val"(%arg0) : (i32) -> i32
          %2 = "test.val"(%1) : (i32) -> i32
          "rg.yield"(%2) : (i32) -> ()
        }) : () -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    let exact = drr::pat!((ExecOp (region (block (YieldOp $v)))), (replaceWithValue $v));
    assert_eq!(
        exec_failure_reasons(exact, &three),
        ["a block has 3 op(s), the pattern matches 1"]
    );
    let one = m(
        "%arg0: i32",
        r#"
        %0 = "rg.exec"() ({
          "rg.yield"(%arg0) : (i32) -> ()
        }) : () -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    let at_least = drr::pat!(
        (ExecOp (region (block (AddOp $a, $b), (anyOps), (YieldOp $v)))),
        (replaceWithValue $v)
    );
    assert_eq!(
        exec_failure_reasons(at_least, &one),
        ["a block has 1 op(s), the pattern matches at least 2"]
    );
}

/// An exact op list: `(block (Op …), (YieldOp …))` matches a block of
/// exactly these ops, nested DAGs match their operands' defining ops.
#[test]
fn exact_block_ops_with_nested_dags() {
    let p = drr::pat!(
        (ExecOp (region (block (AddOp:$sum $a, $b), (YieldOp $sum)))),
        (AddOp $a, $b)
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.exec"() ({
          %1 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
          "rg.yield"(%1) : (i32) -> ()
        }) : () -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    // One more op in the block: no match.
    let more = src.replace(
        "%1 = \"rg.add\"",
        "\"test.op\"() : () -> ()\n      %1 = \"rg.add\"",
    );
    assert_ne!(more, src);
    let p = drr::pat!(
        (ExecOp (region (block (AddOp:$sum $a, $b), (YieldOp $sum)))),
        (AddOp $a, $b)
    );
    assert_eq!(run(reg, &more, set(p), false), more);
}

/// Region-level and block-level constraints are Rust predicates over
/// `RegionId` / `BlockId` entities.
#[test]
fn region_and_block_constraints() {
    let p = drr::pat!(
        (IfOp:$op $c, (region $b), $else),
        (IfOp $c, (region $b), (region (block (YieldOp (variadic))))),
        [(IsEmptyRegion $else), (HasTwoOps $b), (NoResults:$op)]
    );
    let src = m(
        "%arg0: i1",
        r#"
        "rg.if"(%arg0) ({
          "test.op"() : () -> ()
          "rg.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i1",
            r#"
            "rg.if"(%arg0) ({
              "test.op"() : () -> ()
              "rg.yield"() : () -> ()
            }, {
              "rg.yield"() : () -> ()
            }) : (i1) -> ()
            "#
        )
    );
    // Three ops in the then block: `HasTwoOps` fails.
    let p = drr::pat!(
        (IfOp:$op $c, (region $b), $else),
        (IfOp $c, (region $b), (region (block (YieldOp (variadic))))),
        [(IsEmptyRegion $else), (HasTwoOps $b), (NoResults:$op)]
    );
    let three = src.replace(
        "\"test.op\"() : () -> ()\n",
        "\"test.op\"() : () -> ()\n      \"test.op\"() : () -> ()\n",
    );
    assert_ne!(three, src);
    assert_eq!(run_once(reg, &three, set(p), false), three);
}

// =============================================================================
// inlineRegion
// =============================================================================

/// A constant condition: the taken branch is inlined at the `if`'s
/// position, its terminator's operands replace the `if`'s results and the
/// terminator goes; the inlined ops are rewritten in the same run (the
/// driver's worklist saw them arrive).
#[test]
fn inline_region_of_constant_condition() {
    let mut set = drr::rewrite::RewritePatternSet::new();
    set.add(drr::pat!(
        (IfOp (ConstOp $v), $then, $else),
        (inlineRegion $then),
        [(IsTrue $v)]
    ));
    set.add(drr::pat!(
        (IfOp (ConstOp $v), $then, (region $b)),
        (inlineRegion $b)
    ));
    // Runs on the inlined op.
    set.add(drr::pat!((SubOp $x, $x), (replaceWithValue $x)));
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.const"() <{value = true}> : () -> i1
        %1 = "rg.const"() <{value = false}> : () -> i1
        %2 = "rg.if"(%0) ({
          %4 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
          "rg.yield"(%4) : (i32) -> ()
        }, {
          "rg.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        %3 = "rg.if"(%1) ({
          "rg.yield"(%arg0) : (i32) -> ()
        }, {
          %5 = "rg.sub"(%arg1, %arg1) : (i32, i32) -> i32
          "rg.yield"(%5) : (i32) -> ()
        }) : (i1) -> i32
        "test.use"(%2, %3) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set, false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
            "test.use"(%0, %arg1) : (i32, i32) -> ()
            "#
        )
    );
}

/// A one-trip loop: its body is inlined with the block arguments replaced
/// by the lower bound and the initial values (`(inlineRegion $body, $lb,
/// $inits)`); the terminator's operands, read after the inlining, replace
/// the results.
#[test]
fn inline_region_with_block_arguments() {
    let p = drr::pat!(
        (LoopOp $lb, $ub, $step, $inits, $body),
        (inlineRegion $body, $lb, $inits),
        [(Constraint<|_: &Context, lb: drr::Value, ub: drr::Value| lb == ub, "one trip"> $lb, $step)]
    );
    let src = m(
        "%arg0: index, %arg1: i32, %arg2: i32",
        r#"
        %0:2 = "rg.loop"(%arg0, %arg0, %arg0, %arg1, %arg2) ({
        ^bb0(%arg3: index, %arg4: i32, %arg5: i32):
          "test.iv"(%arg3) : (index) -> ()
          %1 = "rg.add"(%arg4, %arg5) : (i32, i32) -> i32
          "rg.yield"(%1, %arg4) : (i32, i32) -> ()
        }) : (index, index, index, i32, i32) -> (i32, i32)
        "test.use"(%0#0, %0#1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: index, %arg1: i32, %arg2: i32",
            r#"
            "test.iv"(%arg0) : (index) -> ()
            %0 = "rg.add"(%arg1, %arg2) : (i32, i32) -> i32
            "test.use"(%0, %arg1) : (i32, i32) -> ()
            "#
        )
    );
    // A block with a different number of arguments than the values given
    // (here: the loop has one init, the body two iteration arguments): no
    // rewrite, nothing changed.
    let p = drr::pat!(
        (LoopOp $lb, $ub, $step, $inits, $body),
        (inlineRegion $body, $lb, $inits),
        [(Constraint<|_: &Context, lb: drr::Value, ub: drr::Value| lb == ub, "one trip"> $lb, $step)]
    );
    let bad = m(
        "%arg0: index, %arg1: i32",
        r#"
        %0 = "rg.loop"(%arg0, %arg0, %arg0, %arg1) ({
        ^bb0(%arg2: index, %arg3: i32, %arg4: i32):
          "rg.yield"(%arg3) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(run(reg, &bad, set(p), false), bad);
}

// =============================================================================
// Result: ops built with regions
// =============================================================================

/// New blocks with ops in them: a select becomes an `if` whose branches
/// yield its operands; the `if` takes the select's result type.
#[test]
fn build_op_with_new_blocks() {
    let p = drr::pat!(
        (SelectOp $c, $a, $b),
        (IfOp $c, (region (block (YieldOp $a))), (region (block (YieldOp $b))))
    );
    let src = m(
        "%arg0: i1, %arg1: i32, %arg2: i32",
        r#"
        %0 = "rg.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i1, %arg1: i32, %arg2: i32",
            r#"
            %0 = "rg.if"(%arg0) ({
              "rg.yield"(%arg1) : (i32) -> ()
            }, {
              "rg.yield"(%arg2) : (i32) -> ()
            }) : (i1) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

/// A built block with typed arguments (`Index:$iv`, `(returnType $x):$acc`)
/// used by the ops built in it; nested result DAGs are built inside the
/// block too.
#[test]
fn build_block_with_typed_arguments() {
    let p = drr::pat!(
        (RepeatAddOp $lb, $ub, $step, $x),
        (LoopOp $lb, $ub, $step, $x,
            (region (block Index:$iv, (returnType $x):$acc,
                (MarkOp $iv),
                (YieldOp (AddOp $acc, $x)))))
    );
    let src = m(
        "%arg0: index, %arg1: f32",
        r#"
        %0 = "rg.repeat_add"(%arg0, %arg0, %arg0, %arg1) : (index, index, index, f32) -> f32
        "test.use"(%0) : (f32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: index, %arg1: f32",
            r#"
            %0 = "rg.loop"(%arg0, %arg0, %arg0, %arg1) ({
            ^bb0(%arg2: index, %arg3: f32):
              "rg.mark"(%arg2) : (index) -> ()
              %1 = "rg.add"(%arg3, %arg1) : (f32, f32) -> f32
              "rg.yield"(%1) : (f32) -> ()
            }) : (index, index, index, f32) -> f32
            "test.use"(%0) : (f32) -> ()
            "#
        )
    );
}

/// `(cloneRegion $r)` copies a region (values defined in it mapped to the
/// copies, values from outside kept); the original is moved (MLIR's
/// printer numbers the values of sibling regions from the last region).
#[test]
fn clone_region() {
    let p = drr::pat!(
        (IfOp:$op $c, $then, (region)),
        (IfOp $c, (cloneRegion $then), (region $then)),
        [(NoResults:$op)]
    );
    let src = m(
        "%arg0: i1, %arg1: i32",
        r#"
        "rg.if"(%arg0) ({
          %0 = "rg.add"(%arg1, %arg1) : (i32, i32) -> i32
          "test.op"(%0) : (i32) -> ()
          "rg.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i1, %arg1: i32",
            r#"
            "rg.if"(%arg0) ({
              %1 = "rg.add"(%arg1, %arg1) : (i32, i32) -> i32
              "test.op"(%1) : (i32) -> ()
              "rg.yield"() : () -> ()
            }, {
              %0 = "rg.add"(%arg1, %arg1) : (i32, i32) -> i32
              "test.op"(%0) : (i32) -> ()
              "rg.yield"() : () -> ()
            }) : (i1) -> ()
            "#
        )
    );
}

// =============================================================================
// More than the root: replace / erase, multi-root patterns
// =============================================================================

/// `(replace $op, values…)` replaces a matched op other than the root.
#[test]
fn replace_another_matched_op() {
    // x + y used by a mark, and the mark's operand rewritten: the mark is
    // replaced by nothing (it has no results), the add by x.
    let p = drr::pattern!(
        (MarkOp (AddOp:$a $x, $y)),
        [(MarkOp $x), (replace $a, $x)]
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
        "rg.mark"(%0) : (i32) -> ()
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            "rg.mark"(%arg0) : (i32) -> ()
            "test.use"(%arg0) : (i32) -> ()
            "#
        )
    );
}

/// A multi-root pattern: `x + y` and `x - y` (found among the users of
/// `x`) become one `addsub`; the root is replaced by its first result, the
/// other root by its second (`replace`).
#[test]
fn multi_root_pattern() {
    let p = drr::pattern!(
        [(AddOp $x, $y), (SubOp:$s $x, $y)],
        [(AddSubOp:$both $x, $y, (location $s)), (replace $s, $both__1), (replaceWithValue $both__0)]
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
        %1 = "rg.sub"(%arg1, %arg0) : (i32, i32) -> i32
        %2 = "rg.sub"(%arg0, %arg1) : (i32, i32) -> i32
        "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0:2 = "rg.addsub"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
            %1 = "rg.sub"(%arg1, %arg0) : (i32, i32) -> i32
            "test.use"(%0#0, %1, %0#1) : (i32, i32, i32) -> ()
            "#
        )
    );
    // No `sub` of the same operands: no match.
    let p = drr::pattern!(
        [(AddOp $x, $y), (SubOp:$s $x, $y)],
        [(AddSubOp:$both $x, $y), (replace $s, $both__1), (replaceWithValue $both__0)]
    );
    let none = src.replace(
        "%2 = \"rg.sub\"(%arg0, %arg1)",
        "%2 = \"rg.sub\"(%arg1, %arg1)",
    );
    assert_ne!(none, src);
    assert_eq!(run(reg, &none, set(p), false), none);
}

/// `(erase $op)` erases a matched op other than the root once nothing the
/// rewrite keeps uses it; otherwise the pattern does not apply.
#[test]
fn erase_another_matched_op() {
    // Two marks of the same value: the second goes.
    let p = drr::pattern!(
        [(MarkOp $x), (MarkOp:$second $x)],
        [(MarkOp $x), (erase $second)]
    );
    let src = m(
        "%arg0: i32",
        r#"
        "rg.mark"(%arg0) : (i32) -> ()
        "rg.mark"(%arg0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m("%arg0: i32", r#""rg.mark"(%arg0) : (i32) -> ()"#)
    );
    // An add whose result is still used by an op the rewrite keeps cannot
    // be erased: nothing changes.
    let p = drr::pattern!(
        (MarkOp (AddOp:$a $x, $y)),
        [(MarkOp $x), (erase $a)]
    );
    let used = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
        "rg.mark"(%0) : (i32) -> ()
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(run(reg, &used, set(p), false), used);
}

/// `(erase $root)` erases the root instead of replacing it: its results
/// must be unused (checked while matching, before anything changes); the
/// other result patterns still build.
#[test]
fn erase_the_root() {
    // A mark of a sum: the mark goes, a mark of `x` is built in its place
    // (and the driver erases the sum, now dead: it saw the erasure).
    let p = drr::pattern!(
        (MarkOp:$m (AddOp $x, $y)),
        [(MarkOp $x), (erase $m)]
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "rg.add"(%arg0, %arg1) : (i32, i32) -> i32
        "rg.mark"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#""rg.mark"(%arg0) : (i32) -> ()"#
        )
    );
    // An `if` with a constant condition and no else region goes (and
    // then its dead constant); an `if` with a used result stays.
    let p = drr::pattern!(
        (IfOp:$op (ConstOp $v), $then, (region)),
        [(erase $op)],
        [(NoResults:$op)]
    );
    let unused = m(
        "%arg0: i32",
        r#"
        %0 = "rg.const"() <{value = false}> : () -> i1
        "rg.if"(%0) ({
          "test.then"() : () -> ()
          "rg.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "test.after"() : () -> ()
        "#,
    );
    assert_eq!(
        run(reg, &unused, set(p), false),
        m("%arg0: i32", r#""test.after"() : () -> ()"#)
    );
    let erase_used = drr::pattern!((IfOp:$op $c, $then, $else), [(erase $op)]);
    let used = m(
        "%arg0: i1",
        r#"
        %0 = "rg.if"(%arg0) ({
          %2 = "test.then"() : () -> i32
          "rg.yield"(%2) : (i32) -> ()
        }, {
          %1 = "test.else"() : () -> i32
          "rg.yield"(%1) : (i32) -> ()
        }) : (i1) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(run(reg, &used, set(erase_used), false), used);
}
