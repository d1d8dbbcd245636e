//! `scf.for`'s static trip count, as MLIR 22 computes it
//! (`ForOp::getStaticTripCount` → `constantTripCount` of
//! `mlir/lib/Dialect/Utils/StaticValueUtils.cpp`, with
//! `scf::computeUbMinusLb`):
//!
//! - the bounds of different types: unknown; the same bound value: 0;
//! - a constant step of 0: 0; a negative constant step: 0;
//! - two constant bounds: 0 if `ub <= lb` (compared signed, or unsigned for
//!   `unsignedCmp` loops), else `ub - lb`; one constant bound: unknown;
//! - no constant bound: `ub = arith.addi lb, C` with `nsw` (signed loops)
//!   or `nuw` (unsigned loops) gives `C`; otherwise unknown;
//! - a negative difference (signed loops): 0; a non-constant step:
//!   unknown; else `ceil(diff / step)`, the difference read unsigned (for
//!   `unsignedCmp` loops one with its sign bit set is a large count, as
//!   mlir-opt-22 has it).
//!
//! Integer values are read from the constant-like ops defining them (their
//! integer `value` property, which is what `arith.constant` folds to).
//! Everything is computed in the bounds' width (64 bits for `index`).

use drr::{AttrData, Context, OpTraits, TypeData, Value};
use drr_arith::ops::{Arith_AddIOp, Arith_IntegerOverflowAttr, IntegerOverflowFlags};

/// An integer constant of `value`'s defining op: a constant-like op with
/// an integer `value` property.
pub fn constant_int(ctx: &Context, value: Value) -> Option<i128> {
    let op = ctx.defining_op(value)?;
    let data = ctx.op(op);
    let def = ctx.op_definition(data.name())?;
    if !def.traits.contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let props = data.properties()?;
    let name = ctx.lookup_symbol("value")?;
    match ctx.attr_data(ctx.dict_get(props, name)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The width of an integer or index type (64 for `index`), if it is one.
fn width(ctx: &Context, value: Value) -> Option<(u32, bool)> {
    match ctx.type_data(ctx.value_type(value)) {
        TypeData::Integer { width, .. } => Some((*width, false)),
        TypeData::Index => Some((64, true)),
        _ => None,
    }
}

/// `v` truncated to `w` bits, sign-extended.
fn sext(v: i128, w: u32) -> i128 {
    if w >= 128 {
        return v;
    }
    let shift = 128 - w;
    (v << shift) >> shift
}

/// `v` truncated to `w` bits, zero-extended.
fn zext(v: i128, w: u32) -> i128 {
    if w >= 127 {
        return v;
    }
    v & ((1i128 << w) - 1)
}

/// `ub - lb` from `ub = arith.addi lb, C` with the overflow flag of the
/// comparison (`scf::computeUbMinusLb`).
fn ub_minus_lb(ctx: &Context, lb: Value, ub: Value, signed: bool) -> Option<i128> {
    let add = Arith_AddIOp::from_op(ctx, ctx.defining_op(ub)?)?;
    let flags = add
        .overflowFlags_attr(ctx)
        .and_then(|a| Arith_IntegerOverflowAttr::value(ctx, a))
        .unwrap_or(IntegerOverflowFlags::NONE);
    let needed = if signed {
        IntegerOverflowFlags::NSW
    } else {
        IntegerOverflowFlags::NUW
    };
    if !flags.contains(needed) || add.lhs(ctx) != lb {
        return None;
    }
    constant_int(ctx, add.rhs(ctx))
}

/// The static trip count of a loop from `lb` to `ub` by `step` (signed
/// comparison unless `unsigned_cmp`), as an integer of the bounds' width
/// read unsigned (never negative), or `None` if unknown.
pub fn constant_trip_count(
    ctx: &Context,
    lb: Value,
    ub: Value,
    step: Value,
    unsigned_cmp: bool,
) -> Option<i128> {
    let signed = !unsigned_cmp;
    let (w, is_index) = width(ctx, lb).unwrap_or((64, true));
    if width(ctx, ub).unwrap_or((64, true)) != (w, is_index) {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let step_cst = constant_int(ctx, step).map(|s| sext(s, w));
    if let Some(s) = step_cst
        && s <= 0
    {
        // A zero step gives 0 (`return stepCst`), a negative one 0.
        return Some(0);
    }
    let read = |v: i128| if signed { sext(v, w) } else { zext(v, w) };
    let diff = match (constant_int(ctx, lb), constant_int(ctx, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = (read(l), read(u));
            if u <= l {
                return Some(0);
            }
            read(u - l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => read(ub_minus_lb(ctx, lb, ub, signed)?),
    };
    if signed && diff < 0 {
        return Some(0);
    }
    let step = step_cst?;
    // `ceil(diff / step)` on the bit patterns read unsigned (the step is
    // positive here): what mlir-opt-22 computes. For signed loops the
    // difference is non-negative, so this is also LLVM's `sdiv`/`srem`; for
    // `unsignedCmp` loops a difference with its sign bit set is a large
    // count (`for unsigned %i = 1 to -2 step 2` has 2^63 - 1 iterations,
    // not 0).
    let d = zext(diff, w);
    let mut count = d / step;
    if d % step != 0 {
        count += 1;
    }
    Some(count)
}

/// `ForOp::getStaticTripCount` of `for_op`.
pub fn static_trip_count(ctx: &Context, for_op: crate::ops::ForOp) -> Option<i128> {
    constant_trip_count(
        ctx,
        for_op.lowerBound(ctx),
        for_op.upperBound(ctx),
        for_op.step(ctx),
        for_op.unsignedCmp_attr(ctx).is_some(),
    )
}
