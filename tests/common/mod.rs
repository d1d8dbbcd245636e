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

/// The module holding the ops of `line` (`;;` separates them), in file
/// `in.mlir`, parsed with `register`'s dialects: the context and the
/// module, or the parse error rendered as mlir-opt renders it.
pub fn parse_ops(
    register: fn(&mut Context),
    line: &str,
) -> (Context, String, Result<drr::OpId, String>) {
    let body = line.replace(";;", "\n  ");
    let src = format!("\"builtin.module\"() ({{\n  {body}\n}}) : () -> ()\n");
    let mut ctx = Context::new();
    register(&mut ctx);
    let sources = drr::diagnostic::SourceManager::with_buffer("in.mlir", &src);
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| drr::diagnostic::Diagnostic::render_parse_error(&e, "in.mlir", &sources));
    (ctx, src, m)
}

/// What mlir-opt prints for the module holding the ops of `line` (see
/// [`parse_ops`]): the module, or its parse or verifier diagnostics.
pub fn verify_and_print(register: fn(&mut Context), line: &str) -> String {
    let (ctx, src, m) = parse_ops(register, line);
    let m = match m {
        Ok(m) => m,
        Err(e) => return e,
    };
    let sources = drr::diagnostic::SourceManager::with_buffer("in.mlir", &src);
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => print_op(&ctx, m, PrintOptions { debug_info: false }),
        Err(errs) => errs.iter().map(|e| e.render(&ctx, &sources)).collect(),
    }
}

/// Runs every `(input, expected output)` case through `run`; reports all
/// that differ at once.
pub fn check_cases(cases: &[(&str, &str)], run: impl Fn(&str) -> String) {
    let mut failed = Vec::new();
    for (line, expected) in cases {
        let got = run(line);
        if got != *expected {
            failed.push(format!("{line}\n--- expected\n{expected}--- got\n{got}"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
