//! `drr`: MLIR's Declarative Rewrite Rules (DRR) embedded in Rust.
//!
//! This is the facade crate users depend on. It re-exports the runtime IR
//! (context, operations, MLIR text format, rewriter, greedy driver) from
//! [`drr_runtime`] and the `ods!` / `pat!` / `pattern!` macros from
//! `drr_macros`.

// The records of `pattern_base` are written with `ods!`, whose expansion
// names this crate `::drr`.
extern crate self as drr;

pub use drr_runtime::*;

pub use drr_macros::{ods, pat, pattern, patterns};

pub mod pattern;
pub mod pattern_base;
