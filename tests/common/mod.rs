//! Shared helpers of the `pat_*` tests: parse, rewrite greedily, print.

#![allow(dead_code)]

use drr::Context;
use drr::rewrite::{GreedyConfig, GreedyResult, RewritePattern, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

/// Parses `src`, applies `patterns` greedily to the module and prints it
/// (with locations if `debug_info`).
pub fn run(
    register: fn(&mut Context),
    src: &str,
    patterns: RewritePatternSet,
    debug_info: bool,
) -> String {
    let mut ctx = Context::new();
    register(&mut ctx);
    let m = parse_module(&mut ctx, src, "input.mlir").expect("input parses");
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default())
        .expect("driver runs");
    print_op(&ctx, m, PrintOptions { debug_info })
}

/// Like [`run`] with an explicit driver configuration; also returns the
/// driver's result (for its explain trace).
pub fn run_with(
    register: fn(&mut Context),
    src: &str,
    patterns: RewritePatternSet,
    debug_info: bool,
    config: &GreedyConfig,
) -> (String, GreedyResult) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let m = parse_module(&mut ctx, src, "input.mlir").expect("input parses");
    let frozen = patterns.freeze(&mut ctx);
    let result = drr::apply_patterns_greedily(&mut ctx, m, &frozen, config).expect("driver runs");
    (print_op(&ctx, m, PrintOptions { debug_info }), result)
}

/// Applies at most one rewrite (for patterns whose result matches their
/// own source, which a greedy driver would apply forever).
pub fn run_once(
    register: fn(&mut Context),
    src: &str,
    patterns: RewritePatternSet,
    debug_info: bool,
) -> String {
    let config = GreedyConfig {
        max_iterations: Some(1),
        max_num_rewrites: Some(1),
        ..GreedyConfig::default()
    };
    run_with(register, src, patterns, debug_info, &config).0
}

/// A set holding `p`.
pub fn set(p: impl RewritePattern + 'static) -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    s.add(p);
    s
}

/// Wraps `body` (ops of one block with arguments `args`) in a module and a
/// function, in generic form.
pub fn module(args: &str, body: &str) -> String {
    let types: Vec<&str> = args
        .split(',')
        .map(|a| a.trim())
        .filter(|a| !a.is_empty())
        .map(|a| a.split(':').nth(1).unwrap().trim())
        .collect();
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = ({}) -> (), sym_name = \"f\"}}> ({{\n  ^bb0({}):\n{}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        types.join(", "),
        args,
        body
    )
}
