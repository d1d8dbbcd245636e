//! Rendering of types for verifier messages (`but got 'tensor<2xi64>'`):
//! MLIR's spelling, through the text printer.

use crate::{Context, Type};

/// The MLIR spelling of `ty` (`i32`, `tensor<2x?xf32>`, `(i32) -> i64`).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    crate::text::print_type(ctx, ty)
}
