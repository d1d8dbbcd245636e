//! The greedy driver applied to each function of a module separately (a
//! per-function pass, as MLIR runs `applyPatternsGreedily` on each
//! `func.func`), with the `--test-greedy-patterns` pattern set: the cost of
//! many small driver runs on one large context.
//!
//!     cargo run --release --example bench-per-function -- FILE
//!
//! FILE is a generic-form module such as `bench-rewrite --generate mix N`
//! writes. Prints the number of functions and the time of the loop over
//! them (parsing and pattern-set construction not included).

use drr::rewrite::{FrozenPatternSet, GreedyConfig, apply_patterns_greedily};
use drr::text::parse_module;
use drr_test_dialect::pipeline::{context, patterns};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: bench-per-function FILE");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = context();
    let module = match parse_module(&mut ctx, &text, &path) {
        Ok(module) => module,
        Err(e) => {
            eprintln!("{}", e.render(&path));
            return ExitCode::FAILURE;
        }
    };
    let frozen = FrozenPatternSet::new(&mut ctx, patterns());
    let funcs: Vec<_> = ctx
        .op(module)
        .regions()
        .iter()
        .flat_map(|&r| ctx.region(r).blocks().to_vec())
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .collect();
    let config = GreedyConfig::default();
    let start = Instant::now();
    for &f in &funcs {
        if let Err(e) = apply_patterns_greedily(&mut ctx, f, &frozen, &config) {
            eprintln!("{path}: the greedy driver failed: {e}");
            return ExitCode::FAILURE;
        }
    }
    println!(
        "{} functions, per-function greedy: {:.1} ms",
        funcs.len(),
        start.elapsed().as_secs_f64() * 1e3
    );
    ExitCode::SUCCESS
}
