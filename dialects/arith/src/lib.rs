//! MLIR's `arith` dialect for drr.
//!
//! For now this crate holds [`numerics`]: MLIR-exact constant folding for
//! every `arith` op that has a folder in MLIR 22, as pure functions over
//! integer and float values with LLVM's `APInt`/`APFloat` semantics, and
//! their conversion to and from the runtime's attributes. The ops
//! themselves, their folders, canonicalization patterns and `arith-opt`
//! build on it.

#![deny(missing_docs)]

pub mod numerics;
