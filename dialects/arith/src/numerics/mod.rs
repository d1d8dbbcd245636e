//! Constant-folding numerics of the `arith` dialect, exactly as MLIR 22
//! folds:
//!
//! - [`ApInt`]: integers of any width with LLVM `APInt` semantics;
//! - [`ApFloat`]: floats of MLIR's float types with LLVM `APFloat`
//!   semantics (through `rustc_apfloat`);
//! - [`Constant`] and [`ValueType`]: constant operands and types as the
//!   folders see them (scalars, splats, dense vectors and tensors);
//! - [`fold`]: one folder per `arith` op with MLIR's rules and outcomes;
//! - [`attribute`]: conversion to and from the runtime's attributes;
//! - [`FloatSemantics`]: the exponent range and precision of each float
//!   format (LLVM's `fltSemantics`).

mod apfloat;
mod apint;
pub mod attribute;
mod constant;
pub mod fold;
mod semantics;

pub use apfloat::{ApFloat, FloatOrdering, NonFinite, RoundingMode, is_supported, non_finite};
pub use apint::ApInt;
pub use constant::{Constant, ElementValues, Elements, ScalarType, ShapedType, ValueType};
pub use semantics::FloatSemantics;
