//! MLIR's `scf` dialect for drr: `scf.if`, `scf.for`, `scf.while` /
//! `scf.condition`, `scf.yield` and `scf.execute_region` as MLIR 22
//! defines them ([`ops`]), the folder of `scf.if`, and MLIR 22's
//! canonicalization patterns for `scf.if`, `scf.for` and
//! `scf.execute_region` — written as DRR patterns over regions
//! ([`patterns`]) wherever drr's region syntax expresses them, and as
//! hand-written [`RewritePattern`](drr::rewrite::RewritePattern)s
//! ([`rewrites`]) where they need per-result bookkeeping no DAG describes
//! (the README's "scf" section lists which and why).
//!
//! [`register`] registers the dialect (and, until the `drr-arith` crate
//! has them, the stand-in [`arith`] ops the patterns create, and the
//! stand-in [`tensor`] dialect's `tensor.cast`);
//! [`populate_canonicalization_patterns`] adds every pattern, per op in
//! MLIR's order. [`canonicalize`] runs them with folding and region
//! simplification the way MLIR's canonicalizer configures its greedy
//! driver (a stand-in for the runtime's canonicalizer, which gathers every
//! registered dialect's patterns).

#![deny(missing_docs)]

pub mod arith;
pub mod fold;
pub mod ops;
pub mod patterns;
pub mod region_branch;
pub mod rewrites;
pub mod tensor;
pub mod trip_count;

use drr::Context;
use drr::rewrite::{
    GreedyConfig, GreedyError, GreedyResult, RegionSimplification, RewritePatternSet,
};

pub use ops::ScfDialect;

/// Registers the `scf` dialect, and the stand-in `arith` ops and
/// `tensor.cast` the scf canonicalizations create (see [`arith`],
/// [`tensor`]).
pub fn register(ctx: &mut Context) {
    ScfDialect::register(ctx);
    arith::ArithDialect::register(ctx);
    tensor::TensorDialect::register(ctx);
}

/// Adds the canonicalization patterns of `scf.execute_region`, `scf.for`
/// and `scf.if` (each op's patterns in the order MLIR 22 adds them; every
/// pattern has MLIR's benefit, 1).
pub fn populate_canonicalization_patterns(set: &mut RewritePatternSet) {
    ScfDialect::populate_canonicalization_patterns(set);
}

/// The greedy driver configured as MLIR's canonicalizer pass
/// (`mlir/lib/Transforms/Canonicalizer.cpp`): top-down traversal, region
/// simplification at the "normal" level, at most 10 iterations, folding and
/// constant CSE on.
pub fn canonicalizer_config() -> GreedyConfig {
    GreedyConfig {
        top_down: true,
        region_simplification: RegionSimplification::Normal,
        max_iterations: Some(10),
        ..GreedyConfig::default()
    }
}

/// Canonicalizes `op` (typically the module) with the scf patterns, the
/// folders and region simplification ([`canonicalizer_config`]).
pub fn canonicalize(ctx: &mut Context, op: drr::OpId) -> Result<GreedyResult, GreedyError> {
    let mut set = RewritePatternSet::new();
    populate_canonicalization_patterns(&mut set);
    let frozen = set.freeze(ctx);
    drr::apply_patterns_greedily(ctx, op, &frozen, &canonicalizer_config())
}
