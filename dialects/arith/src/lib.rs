//! MLIR's `arith` dialect for drr.
//!
//! - [`ops`]: the dialect, its enums and every op, written with
//!   `drr::ods!` as MLIR 22's `ArithBase.td` and `ArithOps.td` write them;
//! - [`numerics`]: MLIR-exact constant folding for every `arith` op that
//!   has a folder in MLIR 22, as pure functions over integer and float
//!   values with LLVM's `APInt`/`APFloat` semantics, and their conversion
//!   to and from the runtime's attributes.

#![deny(missing_docs)]

pub mod canonicalization;
pub mod constant;
mod folders;
pub mod numerics;
pub mod ops;
pub mod speculation;
mod support;
mod verifiers;

/// A context with the `arith` dialect registered (`builtin` and `func`
/// come with every context).
pub fn context() -> drr::Context {
    let mut ctx = drr::Context::new();
    ops::ArithDialect::register(&mut ctx);
    ctx
}
