//! The `ResultsBroadcastableShape` trait (MLIR's
//! `OpTrait::impl::verifyCompatibleOperandBroadcast`,
//! `mlir/lib/Dialect/Traits.cpp`): NumPy-style broadcasting of the ranked
//! tensor operands, and every ranked tensor result compatible with the
//! broadcast shape.

use smallvec::SmallVec;

use super::verify::OpVerifier;
use crate::types::DYNAMIC;
use crate::{Context, Type, TypeData};

/// MLIR's `OpTrait::util::getBroadcastedShape`: the broadcast of two
/// shapes (trailing dimensions aligned; equal, or one of them 1; a
/// dynamic dimension taken as the other when that one is greater than 1,
/// as TensorFlow does), or `None` if a pair of static sizes is
/// incompatible.
pub fn broadcasted_shape(a: &[i64], b: &[i64]) -> Option<SmallVec<[i64; 4]>> {
    let mut out: SmallVec<[i64; 4]> = if a.len() > b.len() {
        a.into()
    } else {
        b.into()
    };
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = &mut out[n - 1 - k];
        if x == DYNAMIC || y == DYNAMIC {
            *r = if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                DYNAMIC
            };
        } else if x == y || y == 1 {
            *r = x;
        } else if x == 1 {
            *r = y;
        } else {
            return None;
        }
    }
    Some(out)
}

/// `'4x?x3'`, as MLIR's `getShapeString` writes a shape in messages.
fn shape_string(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("'{}'", dims.join("x"))
}

/// The dimensions of a ranked tensor type.
fn ranked_tensor_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { .. })
}

impl OpVerifier<'_> {
    /// `ResultsBroadcastableShape`: no mix of vectors and tensors; the
    /// ranked tensor operands broadcast together; each ranked tensor
    /// result's trailing dimensions (as many as the broadcast shape has)
    /// equal the broadcast shape's where both are static.
    ///
    /// MLIR reports the vector/tensor mix without the `'name' op ` prefix
    /// (`emitError`), and so does the verifier here.
    pub fn results_broadcastable_shape(&self) -> Result<(), String> {
        let ctx = self.ctx;
        let operands: SmallVec<[Type; 4]> =
            self.data.operands().map(|v| ctx.value_type(v)).collect();
        let results: SmallVec<[Type; 2]> = self
            .data
            .results()
            .iter()
            .map(|&v| ctx.value_type(v))
            .collect();
        let all = || operands.iter().chain(&results).copied();
        if all().any(|t| is_tensor(ctx, t)) && all().any(|t| is_vector(ctx, t)) {
            return Err(super::infer_check::unprefixed_error(
                "cannot broadcast vector with tensor",
            ));
        }
        let mut ranked = operands.iter().filter_map(|&t| ranked_tensor_shape(ctx, t));
        let Some(first) = ranked.next() else {
            return Ok(());
        };
        let mut shape: SmallVec<[i64; 4]> = first.into();
        for other in ranked {
            shape = broadcasted_shape(&shape, other)
                .ok_or_else(|| "operands don't have broadcast-compatible shapes".to_string())?;
        }
        for &t in &results {
            let Some(actual) = ranked_tensor_shape(ctx, t) else {
                continue;
            };
            let suffix = &actual[actual.len().saturating_sub(shape.len())..];
            let compatible = suffix.len() == shape.len()
                && shape
                    .iter()
                    .zip(suffix)
                    .all(|(&i, &e)| i == e || i == DYNAMIC || e == DYNAMIC);
            if !compatible {
                return Err(format!(
                    "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                    shape_string(actual),
                    shape_string(&shape)
                ));
            }
        }
        Ok(())
    }
}
