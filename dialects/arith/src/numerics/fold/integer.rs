//! Folders of the integer arithmetic, bitwise, shift and min/max ops
//! (`addi` … `shrsi`, `maxsi` … `minui`, and the two-result
//! `addui_extended`, `mulsi_extended`, `mului_extended`).
//!
//! Where MLIR's lambdas keep a flag across the elements of a dense
//! constant, the flag is kept the same way — including its quirks: the
//! shift folders remember only the *last* element's bound check, and
//! `floordivsi` resets its flag at every element it divides (both as in
//! MLIR 22).

use super::super::apint::ApInt;
use super::super::constant::{Constant, ValueType};
use super::elementwise::{binary, binary_same};
use super::{Fold, Operands, is_one, is_zero};

fn constant(c: Option<Constant>) -> Option<Fold> {
    c.map(Fold::Constant)
}

/// `arith.addi`: `addi(x, 0) → x`; IR rules (`ir`):
/// `addi(subi(a, b), b) → a`, `addi(b, subi(a, b)) → a`; wrapping sum.
pub fn addi(ops: Operands, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::add))
}

/// `arith.subi` (`result` is its type): `subi(x, x) → 0` (not for a
/// dynamic shape); `subi(x, 0) → x`; IR rules: `subi(addi(a, b), b) → a`,
/// `subi(addi(a, b), a) → b`; wrapping difference.
pub fn subi(ops: Operands, result: &ValueType, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if ops.same {
        let static_shape = match result {
            ValueType::Scalar(_) => true,
            ValueType::Shaped(s) => s.num_elements.is_some(),
        };
        if static_shape && let Some(zero) = Constant::zero(result) {
            return Some(Fold::Constant(zero));
        }
    }
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::sub))
}

/// `arith.muli`: `muli(x, 0) → 0` (the zero operand), `muli(x, 1) → x`;
/// wrapping product.
pub fn muli(ops: Operands) -> Option<Fold> {
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(1));
    }
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::mul))
}

/// `arith.divui`: `divui(x, 1) → x`; IR rule: `divui(muli(a, b) nuw, b) →
/// a`; unsigned quotient, no fold if any divisor is zero.
pub fn divui(ops: Operands, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    let mut div0 = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        a.udiv(b)
    });
    if div0 { None } else { constant(r) }
}

/// `arith.divsi`: `divsi(x, 1) → x`; IR rule: `divsi(muli(a, b) nsw, b) →
/// a`; signed quotient, no fold on a zero divisor or `MIN / -1`.
pub fn divsi(ops: Operands, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    let mut bad = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        a.sdiv_ov(b, &mut bad)
    });
    if bad { None } else { constant(r) }
}

/// MLIR's `signedCeilNonnegInputs`: `(a - 1) / b + 1`, the flag set by the
/// last step (LLVM's `*_ov` assign it).
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt, overflow: &mut bool) -> ApInt {
    let one = ApInt::one(a.width());
    let val = a.ssub_ov(&one, overflow).sdiv_ov(b, overflow);
    val.sadd_ov(&one, overflow)
}

/// `arith.ceildivui`: `ceildivui(x, 1) → x`; unsigned quotient rounded
/// up, no fold on a zero divisor.
pub fn ceildivui(ops: Operands) -> Option<Fold> {
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    let mut bad = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        let quotient = a.udiv(b);
        if a.urem(b).is_zero() {
            return quotient;
        }
        quotient.uadd_ov(&ApInt::one(a.width()), &mut bad)
    });
    if bad { None } else { constant(r) }
}

/// `arith.ceildivsi`: `ceildivsi(x, 1) → x`; signed quotient rounded up,
/// no fold on a zero divisor or when an intermediate negation or division
/// overflows (so never for a `MIN` dividend with a negative divisor).
pub fn ceildivsi(ops: Operands) -> Option<Fold> {
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    let mut bad = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        if a.is_zero() {
            return a.clone();
        }
        let zero = ApInt::zero(a.width());
        let a_gt_zero = a.scmp(&zero).is_gt();
        let b_gt_zero = b.scmp(&zero).is_gt();
        if a_gt_zero && b_gt_zero {
            return signed_ceil_nonneg(a, b, &mut bad);
        }
        let (mut neg_a, mut neg_b, mut div, mut neg_res) = (false, false, false, false);
        if !a_gt_zero && !b_gt_zero {
            let pos_a = zero.ssub_ov(a, &mut neg_a);
            let pos_b = zero.ssub_ov(b, &mut neg_b);
            let res = signed_ceil_nonneg(&pos_a, &pos_b, &mut div);
            bad = neg_a || neg_b || div;
            return res;
        }
        if !a_gt_zero && b_gt_zero {
            let pos_a = zero.ssub_ov(a, &mut neg_a);
            let quotient = pos_a.sdiv_ov(b, &mut div);
            let res = zero.ssub_ov(&quotient, &mut neg_res);
            bad = neg_a || div || neg_res;
            return res;
        }
        let pos_b = zero.ssub_ov(b, &mut neg_b);
        let quotient = a.sdiv_ov(&pos_b, &mut div);
        let res = zero.ssub_ov(&quotient, &mut neg_res);
        bad = neg_b || div || neg_res;
        res
    });
    if bad { None } else { constant(r) }
}

/// `arith.floordivsi`: `floordivsi(x, 1) → x`; signed quotient rounded
/// down, no fold on a zero divisor or `MIN / -1` — in the *last* element
/// that decides (MLIR 22's flag is reassigned by every division).
pub fn floordivsi(ops: Operands) -> Option<Fold> {
    if is_one(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    let mut bad = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if b.is_zero() {
            bad = true;
            return a.clone();
        }
        a.sfloordiv_ov(b, &mut bad)
    });
    if bad { None } else { constant(r) }
}

/// `remui`/`remsi`: `rem(x, 1) → 0`; remainder, no fold on a zero
/// divisor.
fn rem(ops: Operands, f: fn(&ApInt, &ApInt) -> ApInt) -> Option<Fold> {
    if is_one(ops.rhs) {
        return ops
            .rhs
            .and_then(|r| Constant::zero(&r.ty()?))
            .map(Fold::Constant);
    }
    let mut div0 = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        f(a, b)
    });
    if div0 { None } else { constant(r) }
}

/// `arith.remui`: `remui(x, 1) → 0`; unsigned remainder, no fold on a
/// zero divisor.
pub fn remui(ops: Operands) -> Option<Fold> {
    rem(ops, ApInt::urem)
}

/// `arith.remsi`: `remsi(x, 1) → 0`; signed remainder (sign of the
/// dividend), no fold on a zero divisor.
pub fn remsi(ops: Operands) -> Option<Fold> {
    rem(ops, ApInt::srem)
}

/// `arith.andi`: `andi(x, 0) → 0` (the zero operand), `andi(x, -1) → x`;
/// IR rules: `andi(x, xori(x, -1)) → 0` and the mirrored form,
/// `andi(a, andi(a, b)) → andi(a, b)`; bitwise and.
pub fn andi(ops: Operands, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(1));
    }
    if ops
        .rhs
        .and_then(Constant::splat_int)
        .is_some_and(ApInt::is_all_ones)
    {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::and))
}

/// `arith.ori`: `ori(x, 0) → x`, `ori(x, -1) → -1` (the constant); IR
/// rules: `ori(x, xori(x, -1)) → -1` and the mirrored form; bitwise or.
pub fn ori(ops: Operands, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if let Some(rhs) = ops.rhs
        && let Some(v) = rhs.splat_int()
    {
        if v.is_zero() {
            return Some(Fold::Operand(0));
        }
        if v.is_all_ones() {
            return Some(Fold::Constant(rhs.clone()));
        }
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::or))
}

/// `arith.xori` (`result` is its type): `xori(x, 0) → x`, `xori(x, x) → 0`;
/// IR rules: `xori(xori(x, a), a) → x` and its three other forms; bitwise
/// exclusive or.
pub fn xori(ops: Operands, result: &ValueType, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    if ops.same {
        return Constant::zero(result).map(Fold::Constant);
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    constant(binary_same(ops.lhs, ops.rhs, ApInt::xor))
}

/// The three shifts: `shift(x, 0) → x`; otherwise the shifted value,
/// unless the last element's amount is at least the width.
fn shift(ops: Operands, f: fn(&ApInt, &ApInt) -> ApInt) -> Option<Fold> {
    if is_zero(ops.rhs) {
        return Some(Fold::Operand(0));
    }
    let mut bounded = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApInt, b: &ApInt| {
        bounded = b.ult_u64(u64::from(b.width()));
        f(a, b)
    });
    if bounded { constant(r) } else { None }
}

/// `arith.shli`: `shli(x, 0) → x`; left shift, no fold when the (last)
/// shift amount is at least the bit width.
pub fn shli(ops: Operands) -> Option<Fold> {
    shift(ops, ApInt::shl)
}

/// `arith.shrui`: logical right shift, rules as [`shli`].
pub fn shrui(ops: Operands) -> Option<Fold> {
    shift(ops, ApInt::lshr)
}

/// `arith.shrsi`: arithmetic right shift, rules as [`shli`].
pub fn shrsi(ops: Operands) -> Option<Fold> {
    shift(ops, ApInt::ashr)
}

/// The integer min/max folders: `op(x, x) → x`; `absorbing` constant on
/// the right → that operand; `identity` constant → the left operand.
fn min_max(
    ops: Operands,
    absorbing: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    f: fn(&ApInt, &ApInt) -> ApInt,
) -> Option<Fold> {
    if ops.same {
        return Some(Fold::Operand(1));
    }
    if let Some(v) = ops.rhs.and_then(Constant::splat_int) {
        if absorbing(v) {
            return Some(Fold::Operand(1));
        }
        if identity(v) {
            return Some(Fold::Operand(0));
        }
    }
    constant(binary_same(ops.lhs, ops.rhs, f))
}

/// `arith.maxsi`: `maxsi(x, x) → x`, `maxsi(x, MAX) → MAX`, `maxsi(x, MIN)
/// → x`; signed maximum.
pub fn maxsi(ops: Operands) -> Option<Fold> {
    min_max(
        ops,
        ApInt::is_max_signed_value,
        ApInt::is_min_signed_value,
        ApInt::smax,
    )
}

/// `arith.maxui`: `maxui(x, x) → x`, `maxui(x, -1) → -1`, `maxui(x, 0) →
/// x`; unsigned maximum.
pub fn maxui(ops: Operands) -> Option<Fold> {
    min_max(ops, ApInt::is_max_value, ApInt::is_min_value, ApInt::umax)
}

/// `arith.minsi`: `minsi(x, x) → x`, `minsi(x, MIN) → MIN`, `minsi(x, MAX)
/// → x`; signed minimum.
pub fn minsi(ops: Operands) -> Option<Fold> {
    min_max(
        ops,
        ApInt::is_min_signed_value,
        ApInt::is_max_signed_value,
        ApInt::smin,
    )
}

/// `arith.minui`: `minui(x, x) → x`, `minui(x, 0) → 0`, `minui(x, -1) →
/// x`; unsigned minimum.
pub fn minui(ops: Operands) -> Option<Fold> {
    min_max(ops, ApInt::is_min_value, ApInt::is_max_value, ApInt::umin)
}

/// `arith.addui_extended` (`overflow` is the type of its second result):
/// `(x, 0) → (x, false)`; constant sum and carry (`sum <u lhs`).
pub fn addui_extended(ops: Operands, overflow: &ValueType) -> Option<Vec<Fold>> {
    if is_zero(ops.rhs) {
        let zero = Constant::zero(overflow)?;
        return Some(vec![Fold::Operand(0), Fold::Constant(zero)]);
    }
    let sum = binary_same(ops.lhs, ops.rhs, ApInt::add)?;
    let carry = binary(Some(&sum), ops.lhs, overflow, |s: &ApInt, a: &ApInt| {
        ApInt::from_u128(1, u128::from(s.ucmp(a).is_lt()))
    })?;
    Some(vec![Fold::Constant(sum), Fold::Constant(carry)])
}

/// `arith.mulsi_extended`: `(x, 0) → (0, 0)` (the zero constant twice);
/// constant low and high (signed) halves of the product.
pub fn mulsi_extended(ops: Operands) -> Option<Vec<Fold>> {
    if is_zero(ops.rhs) {
        let zero = ops.rhs?.clone();
        return Some(vec![Fold::Constant(zero.clone()), Fold::Constant(zero)]);
    }
    let low = binary_same(ops.lhs, ops.rhs, ApInt::mul)?;
    let high = binary_same(ops.lhs, ops.rhs, ApInt::mulhs)?;
    Some(vec![Fold::Constant(low), Fold::Constant(high)])
}

/// `arith.mului_extended` (`ty` is the operands' type): `(x, 0) → (0, 0)`,
/// `(x, 1) → (x, 0)`; constant low and high (unsigned) halves.
pub fn mului_extended(ops: Operands, ty: &ValueType) -> Option<Vec<Fold>> {
    if is_zero(ops.rhs) {
        let zero = ops.rhs?.clone();
        return Some(vec![Fold::Constant(zero.clone()), Fold::Constant(zero)]);
    }
    if is_one(ops.rhs) {
        let zero = Constant::zero(ty)?;
        return Some(vec![Fold::Operand(0), Fold::Constant(zero)]);
    }
    let low = binary_same(ops.lhs, ops.rhs, ApInt::mul)?;
    let high = binary_same(ops.lhs, ops.rhs, ApInt::mulhu)?;
    Some(vec![Fold::Constant(low), Fold::Constant(high)])
}
