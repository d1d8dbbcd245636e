//! One test per canonicalization pattern (and folder) of `scf.if`,
//! `scf.for`, `scf.while`, `scf.execute_region`, `scf.parallel` and
//! `scf.index_switch`. Each case of `canonicalize/cases/`
//! (positive and negative functions) names on its first line the MLIR 22
//! patterns it tests (`// PATTERNS: …`; `none` for folders only, `all` for
//! everything). Its generic form (`canonicalize/generic/`), canonicalized
//! by the runtime's canonicalizer (scf and `drr-arith` registered) with
//! only those patterns enabled, by MLIR's debug names (plus the folders,
//! as in MLIR), must print
//! exactly what `mlir-opt-22 --canonicalize="enable-patterns={…}"
//! --mlir-print-op-generic --mlir-print-local-scope` printed
//! (`canonicalize/expected/`; with `--mlir-print-debuginfo`,
//! `canonicalize/expected-debug/`; `scripts/regen-scf-goldens.sh`
//! re-records them).

use drr::Context;
use drr::rewrite::{Canonicalizer, CanonicalizerOptions};
use drr::text::{PrintOptions, parse_module, print_op};

/// MLIR 22's debug name of a pattern a case can name (what
/// `enable-patterns` selects, in mlir-opt and in drr alike): the C++
/// class's, namespace included. drr's ports carry the same names (MLIR's
/// `RemoveStaticCondition` and `SimplifyTrivialLoops` are each several DRR
/// patterns, all under that name).
fn mlir_debug_name(pattern: &str) -> String {
    const NAMES: &[&str] = &[
        "RemoveStaticCondition",
        "SimplifyTrivialLoops",
        "RemoveEmptyElseBranch",
        "SingleBlockExecuteInliner",
        "MultiBlockExecuteInliner",
        "ForOpTensorCastFolder",
        "CombineIfs",
        "CombineNestedIfs",
        "ConditionPropagation",
        "ConvertTrivialIfToSelect",
        "ReplaceIfYieldWithConditionOrValue",
        "MakeRegionBranchOpSuccessorInputsDead",
        "RemoveDuplicateSuccessorInputUses",
        "RemoveDeadRegionBranchOpSuccessorInputs",
        "WhileConditionTruth",
        "WhileCmpCond",
        "WhileOpAlignBeforeArgs",
        "WhileMoveIfDown",
        "ParallelOpSingleOrZeroIterationDimsFolder",
        "MergeNestedParallelLoops",
        "FoldConstantCase",
    ];
    assert!(
        NAMES.contains(&pattern),
        "unknown MLIR pattern `{pattern}` in a case's PATTERNS line"
    );
    // As `scripts/regen-scf-goldens.sh` names them for mlir-opt.
    match pattern {
        "SingleBlockExecuteInliner" | "MultiBlockExecuteInliner" | "FoldConstantCase" => {
            pattern.to_string()
        }
        _ => format!("(anonymous namespace)::{pattern}"),
    }
}

fn run(name: &str) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/canonicalize");
    let read = |sub: &str| {
        std::fs::read_to_string(format!("{dir}/{sub}/{name}.mlir"))
            .unwrap_or_else(|e| panic!("{sub}/{name}.mlir: {e}"))
    };
    let case = read("cases");
    let input = read("generic");
    let expected = read("expected");
    let patterns = case
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// PATTERNS:"))
        .expect("the case starts with a `// PATTERNS:` line")
        .trim();
    let mut ctx = Context::new();
    drr_scf::register(&mut ctx);
    // MLIR's canonicalizer over every registered op's patterns (scf's and
    // arith's), restricted as `enable-patterns` restricts mlir-opt's:
    // `none` enables no pattern (only folders run), `all` every pattern.
    let mut options = CanonicalizerOptions::default();
    if patterns != "all" {
        options.enabled_patterns = patterns
            .split(',')
            .map(|p| match p.trim() {
                "none" => "none".to_string(),
                p => mlir_debug_name(p),
            })
            .collect();
    }
    let canonicalizer = Canonicalizer::new(&mut ctx, &options);
    let module = parse_module(&mut ctx, &input, &format!("{name}.mlir")).expect("input parses");
    let result = if patterns == "all" {
        // What `scf-opt --canonicalize` runs.
        drr_scf::canonicalize(&mut ctx, module)
    } else {
        canonicalizer.run(&mut ctx, module)
    }
    .expect("driver runs");
    assert!(result.converged, "{name}: the driver did not converge");
    let printed = print_op(&ctx, module, PrintOptions { debug_info: false });
    assert_eq!(printed, expected, "{name}");
    let printed = print_op(&ctx, module, PrintOptions { debug_info: true });
    assert_eq!(printed, read("expected-debug"), "{name} (with locations)");
}

macro_rules! cases {
    ($($name:ident)*) => {$(
        #[test]
        fn $name() {
            run(stringify!($name));
        }
    )*};
}

cases! {
    remove_static_condition
    remove_empty_else_branch
    simplify_trivial_loops
    for_op_tensor_cast_folder
    single_block_execute_inliner
    multi_block_execute_inliner
    multi_block_execute_inliner_parents
    convert_trivial_if_to_select
    condition_propagation
    replace_if_yield_with_condition_or_value
    combine_ifs
    combine_ifs_inverted
    combine_nested_ifs
    region_branch_inputs_dead
    region_branch_duplicate_inputs
    region_branch_dead_inputs
    if_fold
    canonicalize_all
    while_condition_truth
    while_cmp_cond
    while_dead_inputs
    while_align_before_args
    while_all
    while_move_if_down
    while_move_if_down_all
    for_unsigned_trip_count
    if_yield_condition_unobserved
    parallel_single_or_zero_iteration
    merge_nested_parallel_loops
    fold_constant_case
    index_switch_region_branch
    parallel_all
    for_i128_trip_count
    select_memref_fold
    for_ub_minus_lb_trip_count
    tensor_cast_chains
    realworld_loop_shapes
    if_condition_shared
    region_branch_many_iter_args
}
