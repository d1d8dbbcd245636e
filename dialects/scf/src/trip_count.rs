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
//!   or `nuw` (unsigned loops) gives `C`, and 0 if `C` is negative (read
//!   signed for both kinds of loop, as MLIR's `computeUbMinusLb` returns
//!   it); otherwise unknown;
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

/// `v`'s low `w` bits, read unsigned (all of `v`'s bits for `i128`).
fn zext(v: i128, w: u32) -> u128 {
    let bits = v as u128;
    if w >= 128 {
        bits
    } else {
        bits & ((1u128 << w) - 1)
    }
}

/// Whether bit `w - 1` of the `w`-bit pattern `v` (its sign) is set.
fn sign_bit(v: u128, w: u32) -> bool {
    v >> (w - 1) & 1 == 1
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
/// read unsigned (never negative), or `None` if unknown. The arithmetic is
/// on 128-bit patterns, so `i128` bounds (whose unsigned values and
/// differences do not fit an `i128`) count exactly too.
pub fn constant_trip_count(
    ctx: &Context,
    lb: Value,
    ub: Value,
    step: Value,
    unsigned_cmp: bool,
) -> Option<u128> {
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
    // The difference's bit pattern (`w` bits, zero-extended).
    let diff = match (constant_int(ctx, lb), constant_int(ctx, ub)) {
        (Some(l), Some(u)) => {
            let below = if signed {
                sext(u, w) <= sext(l, w)
            } else {
                zext(u, w) <= zext(l, w)
            };
            if below {
                return Some(0);
            }
            zext(u.wrapping_sub(l), w)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            // `computeUbMinusLb` hands back the constant as a signed
            // `APSInt` (a default one, given the bits), so a constant with
            // its sign bit set is a negative difference even for an
            // `unsignedCmp` loop: 0 iterations (what mlir-opt-22 does with
            // `lb + C` `nuw`, C >= 2^(w-1)).
            let d = zext(ub_minus_lb(ctx, lb, ub, signed)?, w);
            if sign_bit(d, w) {
                return Some(0);
            }
            d
        }
    };
    // A negative difference (its sign bit set) of a signed loop: 0.
    if signed && sign_bit(diff, w) {
        return Some(0);
    }
    // `ceil(diff / step)` on the bit patterns read unsigned (the step is
    // positive here): what mlir-opt-22 computes. For signed loops the
    // difference is non-negative, so this is also LLVM's `sdiv`/`srem`; for
    // `unsignedCmp` loops a difference with its sign bit set is a large
    // count (`for unsigned %i = 1 to -2 step 2` has 2^63 - 1 iterations,
    // not 0).
    let step = step_cst? as u128;
    Some(diff.div_ceil(step))
}

/// Whether `SimplifyTrivialLoops` takes a trip count `count` for one
/// iteration: MLIR 22 tests `tripCount->getSExtValue() == 1`, which for a
/// count wider than 64 bits (an `i128` loop) reads the low 64 bits (an
/// assertion failure in an assertions-enabled build; mlir-opt-22 as
/// shipped inlines such a loop's body once). So a count of 2^64 + 1 is
/// "one". Counts of at most 64 bits compare exactly (an `i1` loop never
/// has a positive step, so never a count of 1).
pub fn is_one_iteration(count: u128) -> bool {
    count as u64 == 1
}

/// `ForOp::getStaticTripCount` of `for_op`.
pub fn static_trip_count(ctx: &Context, for_op: crate::ops::ForOp) -> Option<u128> {
    constant_trip_count(
        ctx,
        for_op.lowerBound(ctx),
        for_op.upperBound(ctx),
        for_op.step(ctx),
        for_op.unsignedCmp_attr(ctx).is_some(),
    )
}
