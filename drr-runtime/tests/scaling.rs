//! The IR and driver paths that used to be quadratic stay linear: block
//! merging and unreachable-block erasure in the greedy driver's region
//! simplification, erasing an operation whose region has many blocks, and
//! `Context::erase_block` on a large block.
//!
//! Each large case is also checked for its result. The sizes are chosen so
//! that the former quadratic code needed minutes (or, for `erase_block`,
//! hours) even in a release build, while the linear code takes well under
//! a second in a debug build: the time bound asserted is far from both
//! (see `scripts/bench-scaling.py` for the measured time per item).
//! The small cases compare the printed result with mlir-opt 22's
//! (`--allow-unregistered-dialect --canonicalize=region-simplify=aggressive
//! --mlir-print-op-generic`, recorded below).

mod rewrite_support;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use drr_runtime::rewrite::{
    FrozenPatternSet, GreedyConfig, PatternRewriter, RewritePatternSet, apply_patterns_greedily,
};
use drr_runtime::{Context, OpId, OperationState};
use rewrite_support::*;

/// The time bound of every large case (see the module docs).
const BOUND: Duration = Duration::from_secs(60);

/// A function whose entry block branches to `n` identical blocks, each
/// branching to a common exit (the input of `bench-scaling --generate
/// merge`).
fn identical_blocks(n: usize) -> String {
    let mut s = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"merge\"}> ({\n  ^bb0(%arg0: i32):\n    \"t.switch\"(%arg0)[",
    );
    for i in 1..=n {
        let _ = write!(s, "{}^bb{i}", if i > 1 { ", " } else { "" });
    }
    s.push_str("] : (i32) -> ()\n");
    for i in 1..=n {
        let _ = write!(
            s,
            "  ^bb{i}:\n    %v{i} = \"t.work\"(%arg0) : (i32) -> i32\n    \"t.use\"(%v{i}) : (i32) -> ()\n    \"t.br\"()[^bb{}] : () -> ()\n",
            n + 1
        );
    }
    let _ = write!(
        s,
        "  ^bb{}:\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        n + 1
    );
    s
}

/// A function that returns at once, followed by `n` blocks nothing
/// branches to (each branching to the next).
fn unreachable_blocks(n: usize) -> String {
    dead_blocks(n, |i| if i == n { n } else { i + 1 })
}

/// A function that returns at once, followed by `n` blocks nothing
/// branches to, block `i` branching to block `next(i)`.
fn dead_blocks(n: usize, next: impl Fn(usize) -> usize) -> String {
    let mut s = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"dead\"}> ({\n  ^bb0(%arg0: i32):\n    \"func.return\"() : () -> ()\n",
    );
    for i in 1..=n {
        let next = next(i);
        let _ = write!(
            s,
            "  ^bb{i}:\n    %v{i} = \"t.work\"(%arg0) : (i32) -> i32\n    \"t.use\"(%v{i}) : (i32) -> ()\n    \"t.br\"()[^bb{next}] : () -> ()\n"
        );
    }
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// Runs the greedy driver with no patterns (region simplification only,
/// aggressive: MLIR's default) and returns the time it took.
fn simplify(ctx: &mut Context, module: OpId) -> Duration {
    let patterns = FrozenPatternSet::new(ctx, RewritePatternSet::new());
    let start = Instant::now();
    let result = apply_patterns_greedily(ctx, module, &patterns, &GreedyConfig::default())
        .expect("the module is live");
    let elapsed = start.elapsed();
    assert!(result.converged && result.changed);
    elapsed
}

/// What mlir-opt prints for `identical_blocks(3)` (see the module docs).
const MERGED_3: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "merge"}> ({
  ^bb0(%arg0: i32):
    "t.switch"(%arg0)[^bb1, ^bb1, ^bb1] : (i32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    %0 = "t.work"(%arg0) : (i32) -> i32
    "t.use"(%0) : (i32) -> ()
    "t.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// What mlir-opt prints for `unreachable_blocks(3)` (`--canonicalize`).
const DEAD_3: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "dead"}> ({
  ^bb0(%arg0: i32):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn identical_blocks_merge_as_mlir_opt_merges_them() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &identical_blocks(3));
    simplify(&mut ctx, module);
    assert_eq!(print(&ctx, module), MERGED_3);
}

#[test]
fn unreachable_blocks_are_erased_as_mlir_opt_erases_them() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &unreachable_blocks(3));
    simplify(&mut ctx, module);
    assert_eq!(print(&ctx, module), DEAD_3);
}

/// 60,000 identical blocks (the quadratic code took ~4 s for 40,000 in a
/// release build; the time grew with the square).
#[test]
fn merging_many_identical_blocks_is_linear() {
    let n = 60_000;
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &identical_blocks(n));
    let elapsed = simplify(&mut ctx, module);
    assert!(elapsed < BOUND, "merging {n} blocks took {elapsed:?}");
    // The result is the small case's, with `n` successors.
    let printed = print(&ctx, module);
    let switch = format!(
        "\"t.switch\"(%arg0)[{}] : (i32) -> ()",
        vec!["^bb1"; n].join(", ")
    );
    assert!(printed.contains(&switch), "{}", &printed[..400]);
    assert_eq!(printed.matches("\"t.work\"").count(), 1);
    assert_eq!(printed.matches("^bb2:  // pred: ^bb1").count(), 1);
}

/// 60,000 unreachable blocks (each erasure used to remove one block from
/// the middle of the region's list).
#[test]
fn erasing_many_unreachable_blocks_is_linear() {
    let n = 60_000;
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &unreachable_blocks(n));
    let elapsed = simplify(&mut ctx, module);
    assert!(elapsed < BOUND, "erasing {n} blocks took {elapsed:?}");
    assert_eq!(print(&ctx, module), DEAD_3);
}

/// Erasing an operation whose region holds 60,000 blocks through the
/// rewriter (MLIR's `eraseOp` order: one post-order round per group of
/// connected blocks; here every block is its own group, the worst case
/// for the former code, which took each erased block out of the region's
/// list one by one).
#[test]
fn erasing_a_region_of_many_blocks_is_linear() {
    let n = 60_000;
    let mut ctx = Context::new();
    // Blocks that branch to themselves only: one round per block.
    let module = parse(&mut ctx, &dead_blocks(n, |i| i));
    let func = find(&ctx, module, "func.func");
    let before = ctx.num_ops();
    let start = Instant::now();
    PatternRewriter::new(&mut ctx)
        .erase_op(func)
        .expect("nothing outside uses the function");
    let elapsed = start.elapsed();
    assert!(elapsed < BOUND, "erasing {n} blocks took {elapsed:?}");
    assert!(!ctx.op_exists(func));
    assert_eq!(before - ctx.num_ops(), 3 * n + 2);
    assert_eq!(
        print(&ctx, module),
        "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n"
    );
}

/// `Context::erase_block` on a block of 200,000 operations, each using the
/// previous one's result (the former check compared each use with every
/// operation of the block: 16,000 operations took 2 s, 100,000 did not
/// finish).
#[test]
fn erasing_a_large_block_is_linear() {
    let n = 200_000;
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let name = ctx.op_name("t.work");
    let block = ctx.create_block(&[(i32t, loc)]);
    let mut last = ctx.block(block).args()[0];
    for _ in 0..n {
        let mut state = OperationState::new(name, loc);
        state.operands.push(last);
        state.result_types.push(i32t);
        let op = ctx.create_op(state).expect("live operands");
        ctx.append_op(block, op).expect("detached op");
        last = ctx.op(op).result(0);
    }
    let start = Instant::now();
    ctx.erase_block(block)
        .expect("every use is inside the block");
    let elapsed = start.elapsed();
    assert!(elapsed < BOUND, "erasing {n} operations took {elapsed:?}");
    assert_eq!(ctx.num_ops(), 0);
    assert!(ctx.try_block(block).is_err());
    assert!(!ctx.value_exists(last));
}

/// 60,000 blocks alike but for a value used outside them (by the exit
/// block): none can merge (MLIR makes each a cluster of its own), and
/// finding that out is linear (each block used to be compared with every
/// earlier one of the same shape).
#[test]
fn blocks_that_cannot_merge_are_not_compared_pairwise() {
    let n = 60_000;
    let mut src = identical_blocks(n);
    let uses: Vec<String> = (1..=n).map(|i| format!("%v{i}")).collect();
    let types = vec!["i32"; n].join(", ");
    src = src.replace(
        "    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
        &format!(
            "    \"t.sink\"({}) : ({types}) -> ()\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
            uses.join(", ")
        ),
    );
    let mut ctx = Context::new();
    let module = parse(&mut ctx, &src);
    let patterns = FrozenPatternSet::new(&mut ctx, RewritePatternSet::new());
    let start = Instant::now();
    let result = apply_patterns_greedily(&mut ctx, module, &patterns, &GreedyConfig::default())
        .expect("the module is live");
    let elapsed = start.elapsed();
    assert!(elapsed < BOUND, "{n} blocks took {elapsed:?}");
    assert!(result.converged && !result.changed);
    assert_eq!(print(&ctx, module).matches("\"t.work\"").count(), n);
}

/// A shaped type of rank N parses in time linear in N: the dimension list
/// `2x2x…xf32` used to lex the rest of the list as one identifier after
/// each dimension (N = 300,000: ~70 s in a release build, as mlir-opt-22
/// takes; now milliseconds). Also the dimensions of vectors and the `0`
/// of `0x…`, and the types print back as written.
#[test]
fn types_of_large_rank_parse_in_linear_time() {
    let n = 300_000;
    let types = [
        format!("tensor<{}f32>", "2x".repeat(n)),
        format!("vector<{}f32>", "2x".repeat(n)),
        format!("memref<{}?xf32>", "0x".repeat(n)),
    ];
    let src = format!(
        "\"t.a\"() {{a = {}, b = {}, c = {}}} : () -> ()\n",
        types[0], types[1], types[2]
    );
    let start = Instant::now();
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let printed = drr_runtime::text::print_op(&ctx, module, Default::default());
    assert!(start.elapsed() < BOUND, "{:?}", start.elapsed());
    for t in &types {
        assert!(printed.contains(t.as_str()), "{}", &t[..40]);
    }
}

/// Many `distinct[N]<…>` attributes parse in linear time: the parser
/// prints each one's attribute with a writer of its own, whose cache table
/// was sized by the attribute's handle (30,000 in an array: 1.0 s in a
/// release build, 100,000: 23 s; now 26 ms and 0.11 s), and they print
/// back renumbered in order of appearance, as mlir-opt-22 prints them.
#[test]
fn many_distinct_attributes_parse_in_linear_time() {
    let n = 100_000;
    let list: Vec<String> = (0..n)
        .map(|i| format!("distinct[{}]<{i} : i32>", n - i))
        .collect();
    let src = format!("\"t.a\"() {{a = [{}]}} : () -> ()\n", list.join(", "));
    let start = Instant::now();
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let printed = drr_runtime::text::print_op(&ctx, module, Default::default());
    assert!(start.elapsed() < BOUND, "{:?}", start.elapsed());
    assert!(printed.contains("[distinct[0]<0 : i32>, distinct[1]<1 : i32>, "));
    assert!(printed.contains(&format!("distinct[{}]<{} : i32>]", n - 1, n - 1)));
}

/// Canonicalizing a `cf.switch` of N cases is linear in N: the branch
/// interface read each case's operand segment by copying and summing the
/// whole `case_operand_segments` array (100,000 cases, all to one block:
/// 13.7 s in a release build, mlir-opt-22 0.47 s; now 43 ms). The result
/// is mlir-opt's: the cases that branch where the default does are
/// dropped, then the switch becomes a branch.
#[test]
fn canonicalizing_a_large_switch_is_linear() {
    use drr_runtime::rewrite::{Canonicalizer, CanonicalizerOptions};
    let n = 50_000;
    let zeros = vec!["0"; n].join(", ");
    let values: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let src = format!(
        "\"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f\"}}> ({{\n^bb0(%x: i32):\n  \"cf.switch\"(%x)[^bb1, {}] <{{case_operand_segments = array<i32: {zeros}>, case_values = dense<[{}]> : vector<{n}xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n^bb1:\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n",
        vec!["^bb1"; n].join(", "),
        values.join(", ")
    );
    let start = Instant::now();
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let canonicalizer = Canonicalizer::new(&mut ctx, &CanonicalizerOptions::default());
    canonicalizer.run(&mut ctx, module).unwrap();
    let printed = drr_runtime::text::print_op(&ctx, module, Default::default());
    assert!(start.elapsed() < BOUND, "{:?}", start.elapsed());
    assert!(!printed.contains("cf.switch"), "{printed}");
    assert!(
        printed.contains("\"func.return\"() : () -> ()"),
        "{printed}"
    );
}

/// Many `affine_map`/`affine_set` attributes, one per line, parse in
/// linear time: each map's checker started a lexer at the top of the file
/// and counted the lines up to its `<` (100,000 maps: 10.2 s in a release
/// build, mlir-opt-22 0.67 s; now 0.1 s). They print as mlir-opt-22 prints
/// them (`d1 * 1` is `d1`, `d1 mod 1` is 0).
#[test]
fn many_affine_maps_on_many_lines_parse_in_linear_time() {
    let n = 100_000;
    let mut src = String::from("\"builtin.module\"() ({\n");
    for i in 0..n {
        let _ = writeln!(
            src,
            "  \"t.op\"() {{m = affine_map<(d0, d1) -> (d0 * {i} + d1, d1 mod {})>, s = affine_set<(d0) : (d0 - {i} >= 0)>}} : () -> ()",
            i + 1
        );
    }
    src.push_str("}) : () -> ()\n");
    let start = Instant::now();
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let printed = drr_runtime::text::print_op(&ctx, module, Default::default());
    assert!(start.elapsed() < BOUND, "{:?}", start.elapsed());
    assert!(
        printed.contains("{m = affine_map<(d0, d1) -> (d1, 0)>, s = affine_set<(d0) : (d0 >= 0)>}")
    );
    assert!(printed.contains(&format!(
        "{{m = affine_map<(d0, d1) -> (d0 * {} + d1, d1 mod {n})>, s = affine_set<(d0) : (d0 - {} >= 0)>}}",
        n - 1,
        n - 1
    )));
}

/// Many symbol tables verify in linear time and memory: the verifier
/// looked each table up in a list of those it had entered, and gave each
/// a bit per attribute index of the context for its names (100,000
/// nested modules of one function each, named apart: 15.6 s and 6.0 GB in
/// a release build, mlir-opt-22 1.5 s and 0.25 GB; now 0.37 s and 0.12
/// GB). A name repeated in the last module is still found.
#[test]
fn many_nested_symbol_tables_verify_in_linear_time() {
    let n = 100_000;
    let func = |name: &str| {
        format!(
            "    \"func.func\"() <{{function_type = () -> (), sym_name = \"{name}\", sym_visibility = \"private\"}}> ({{\n    }}) : () -> ()\n"
        )
    };
    let mut src = String::from("\"builtin.module\"() ({\n");
    for i in 0..n {
        let _ = write!(
            src,
            "  \"builtin.module\"() <{{sym_name = \"m{i}\"}}> ({{\n{}  }}) : () -> ()\n",
            func(&format!("f{i}"))
        );
    }
    src.push_str("}) : () -> ()\n");
    let start = Instant::now();
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    drr_runtime::verifier::verify(&ctx, module).unwrap();
    assert!(start.elapsed() < BOUND, "{:?}", start.elapsed());
    // The same with `f0` defined again in the last module, after a name
    // seen nowhere else.
    let tail = "}) : () -> ()\n";
    src.truncate(src.len() - tail.len() - "  }) : () -> ()\n".len());
    src.push_str(&func("g"));
    src.push_str(&func("f0"));
    src.push_str(&func(&format!("f{}", n - 1)));
    src.push_str("  }) : () -> ()\n");
    src.push_str(tail);
    let mut ctx = Context::new();
    let module = drr_runtime::text::parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let errors = drr_runtime::verifier::verify(&ctx, module).unwrap_err();
    let message = errors[0].render(&ctx, &Default::default());
    assert!(
        message.contains("error: redefinition of symbol named 'f99999'"),
        "{message}"
    );
}
