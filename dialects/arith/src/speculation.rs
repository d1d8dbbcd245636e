//! `ConditionallySpeculatable` of the division ops (their
//! `getSpeculatability`): a division may be hoisted out of a condition only
//! if it cannot trap — its divisor is never zero (and, signed, never `-1`,
//! as `MIN / -1` overflows).
//!
//! MLIR asks the integer range analysis of the divisor
//! (`m_IntRangeWithoutZeroU` / `…ZeroS`, `m_IntRangeWithoutNegOneS`). Here
//! the range of a value is known only for constants (scalars and splats),
//! where it is exact; any other divisor is conservatively not
//! speculatable.

use drr::{Context, Value};

use crate::numerics::attribute::constant_from_attr;

/// Whether an op may be executed speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// It has no undefined behaviour for any operand values.
    Speculatable,
    /// It may trap or have undefined behaviour.
    NotSpeculatable,
}

/// The divisor's constant value, if it has one (scalar or splat).
fn constant_divisor(ctx: &mut Context, divisor: Value) -> Option<crate::numerics::ApInt> {
    let op = ctx.defining_op(divisor)?;
    let attr = drr::rewrite::constant_value(ctx, op)?;
    constant_from_attr(ctx, attr)?.splat_int().cloned()
}

/// `getDivUISpeculatability`: speculatable if the divisor is never zero.
pub fn unsigned_division(ctx: &mut Context, divisor: Value) -> Speculatability {
    match constant_divisor(ctx, divisor) {
        Some(d) if !d.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `getDivSISpeculatability`: speculatable if the divisor is never zero
/// and never `-1`.
pub fn signed_division(ctx: &mut Context, divisor: Value) -> Speculatability {
    match constant_divisor(ctx, divisor) {
        Some(d) if !d.is_zero() && !d.is_all_ones() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
