//! MLIR's `arith` dialect for drr, folding and canonicalizing exactly like
//! `mlir-opt-22 --canonicalize`.
//!
//! - [`ops`]: the dialect, its enums and every op, written with
//!   `drr::ods!` as MLIR 22's `ArithBase.td` and `ArithOps.td` write them;
//!   the ops' folders (`Fold` impls over [`numerics`]), verifiers and cast
//!   rules are implemented next to them;
//! - [`numerics`]: MLIR-exact constant folding for every `arith` op that
//!   has a folder in MLIR 22, as pure functions over integer and float
//!   values with LLVM's `APInt`/`APFloat` semantics, and their conversion
//!   to and from the runtime's attributes;
//! - [`canonicalization`]: the DRR canonicalization patterns of
//!   `ArithCanonicalization.td` (`drr::patterns!`) and the C++ ones as
//!   hand-written patterns, registered as each op's `Canonicalize` hook;
//! - [`constant`]: `arith.constant` as the dialect's constant
//!   materializer;
//! - [`speculation`]: the division ops' speculatability;
//! - [`ub`]: the `ub` dialect (`ub.poison`, `ub.unreachable`), whose
//!   poison arith's folders propagate.
//!
//! [`context`] gives a context with the dialect registered; MLIR's
//! canonicalizer pass is `drr::rewrite::canonicalize` (see the
//! `arith-opt` example).

#![deny(missing_docs)]

pub mod canonicalization;
pub mod constant;
mod folders;
pub mod numerics;
pub mod ops;
pub mod speculation;
mod support;
pub mod ub;
mod verifiers;

/// Registers the `arith` dialect and the `ub` dialect its folders produce
/// poison with (`ub.poison`), as `mlir-opt` has both.
pub fn register(ctx: &mut drr::Context) {
    ops::ArithDialect::register(ctx);
    ub::UbDialect::register(ctx);
}

/// A context with the `arith` and `ub` dialects registered (`builtin`,
/// `func` and `cf` come with every context).
pub fn context() -> drr::Context {
    let mut ctx = drr::Context::new();
    register(&mut ctx);
    ctx
}
