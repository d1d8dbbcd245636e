//! Constant-folding numerics of the `arith` dialect, exactly as MLIR 22
//! folds.
//!
//! - [`ApInt`]: integers of any width with LLVM `APInt` semantics;
//! - [`ApFloat`]: floats of MLIR's float types with LLVM `APFloat`
//!   semantics (through `rustc_apfloat`).

mod apfloat;
mod apint;

pub use apfloat::{ApFloat, FloatOrdering, NonFinite, RoundingMode, is_supported, non_finite};
pub use apint::ApInt;
