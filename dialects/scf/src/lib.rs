//! MLIR's `scf` dialect for drr: `scf.if`, `scf.for`, `scf.while` /
//! `scf.condition`, `scf.yield`, `scf.execute_region`, `scf.parallel` /
//! `scf.reduce` / `scf.reduce.return` and `scf.index_switch` as MLIR 22
//! defines them ([`ops`], verifiers in [`ops`] and [`parallel_verify`]),
//! the folder of `scf.if`, and MLIR 22's canonicalization patterns for
//! `scf.if`, `scf.for`, `scf.execute_region`, `scf.parallel`,
//! `scf.index_switch` ([`parallel`]) and (partly) `scf.while` — written as DRR patterns
//! over regions ([`patterns`]) wherever drr's region syntax expresses
//! them, and as hand-written
//! [`RewritePattern`](drr::rewrite::RewritePattern)s ([`rewrites`],
//! [`while_loop`], [`region_branch`], [`parallel`]) where they need per-result
//! bookkeeping no DAG describes (the README's "scf" section lists which
//! and why).
//!
//! [`register`] registers the dialect with the dialects its
//! canonicalizations create ops of, as MLIR's `SCFDialect` declares its
//! dependent dialects: `arith` (the `drr-arith` crate: `arith.select`,
//! `arith.constant`, `arith.xori`, `arith.andi`, and the folders and
//! canonicalizations of the ops scf's patterns look through), and the
//! stand-in [`tensor`] dialect's `tensor.cast` (there is no `tensor`
//! dialect crate; `ForOpTensorCastFolder` matches and creates that op).
//! `func` comes with every context.
//!
//! The ops with `hasCanonicalizer` add their patterns through their
//! `Canonicalize` hooks (per op in MLIR's order), so MLIR's canonicalizer
//! pass is the runtime's [`drr::rewrite::canonicalize`] /
//! [`Canonicalizer`](drr::rewrite::Canonicalizer), which gathers the
//! patterns of every registered op — scf's, arith's — sorted by op name
//! as MLIR does; [`canonicalize`] runs it with the pass's default options.
//! The `scf-opt` example is `mlir-opt --canonicalize` for scf, arith and
//! func.
//!
//! The op views are named as the records of [`ops`]: `IfOp`, `ForOp`,
//! `WhileOp`, `YieldOp`, … as MLIR's `SCFOps.td` names them (no
//! dialect prefix, unlike `ArithOps.td`'s `Arith_AddIOp`), and their
//! accessors as the ODS arguments (`thenRegion`, `elseRegion`,
//! `initArgs`). A builder creates an op's regions empty; fill them with
//! blocks and terminators before verifying:
//!
//! ```
//! use drr::text::{PrintOptions, print_op};
//! use drr_scf::ops::{IfOp, YieldOp};
//!
//! let mut ctx = drr::Context::new();
//! drr_scf::register(&mut ctx);
//! let (i1, i32t) = (ctx.int_type(1), ctx.int_type(32));
//! let loc = ctx.unknown_loc();
//! let block = ctx.create_block(&[(i1, loc), (i32t, loc), (i32t, loc)]);
//! let [cond, a, b] = ctx.block(block).args()[..] else { unreachable!() };
//! let state = IfOp::build_with(&mut ctx, loc, &[i32t], cond);
//! let op = ctx.create_op(state).unwrap();
//! ctx.append_op(block, op).unwrap();
//! let view = IfOp::from_op(&ctx, op).unwrap();
//! for (region, value) in [(view.thenRegion(&ctx), a), (view.elseRegion(&ctx), b)] {
//!     let body = ctx.create_block(&[]);
//!     ctx.append_block(region, body).unwrap();
//!     let state = YieldOp::build_with(&mut ctx, loc, &[value]);
//!     let yield_ = ctx.create_op(state).unwrap();
//!     ctx.append_op(body, yield_).unwrap();
//! }
//! drr::verifier::verify(&ctx, op).unwrap();
//! assert_eq!(print_op(&ctx, op, PrintOptions { debug_info: false }), r#"%0 = "scf.if"(<<UNKNOWN SSA VALUE>>) ({
//!   "scf.yield"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
//! }, {
//!   "scf.yield"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
//! }) : (i1) -> i32
//! "#);
//! ```

#![deny(missing_docs)]

mod edge_verify;
pub mod fold;
pub mod ops;
pub mod parallel;
pub mod parallel_verify;
pub mod patterns;
pub mod region_branch;
pub mod rewrites;
pub mod tensor;
pub mod trip_count;
pub mod while_loop;

use drr::Context;
use drr::rewrite::{CanonicalizerOptions, GreedyError, GreedyResult, RewritePatternSet};

pub use ops::ScfDialect;

/// Registers the `scf` dialect and the dialects its canonicalizations
/// create ops of: `arith` (`drr-arith`) and the stand-in `tensor` (see
/// [`tensor`]). The stand-in has only `tensor.cast`, so the other `tensor`
/// ops are allowed as unknown ops (kept as they are, with unknown effects)
/// rather than rejected by the verifier.
pub fn register(ctx: &mut Context) {
    ScfDialect::register(ctx);
    drr_arith::register(ctx);
    tensor::TensorDialect::register(ctx);
    ctx.allow_unknown_operations(tensor::TensorDialect::NAME);
}

/// Adds the canonicalization patterns of `scf.execute_region`, `scf.for`
/// and `scf.if` only (each op's patterns in the order MLIR 22 adds them;
/// every pattern has MLIR's benefit, 1). The canonicalizer
/// ([`canonicalize`]) gathers these and every other registered op's.
pub fn populate_canonicalization_patterns(set: &mut RewritePatternSet) {
    ScfDialect::populate_canonicalization_patterns(set);
}

/// MLIR's canonicalizer pass with its default options on `op` (typically
/// the module): the canonicalization patterns of every op registered in
/// `ctx` (register with [`register`] first), folding, constant uniquing
/// and region simplification.
pub fn canonicalize(ctx: &mut Context, op: drr::OpId) -> Result<GreedyResult, GreedyError> {
    drr::rewrite::canonicalize(ctx, op, &CanonicalizerOptions::default())
}
