//! [`ApInt`]: a fixed-width two's-complement integer with the semantics of
//! LLVM's `APInt`, the integer type MLIR folds `arith` ops with.
//!
//! A value is a bit width (any width MLIR's `IntegerType` allows, `0` to
//! `2^24 - 1`) and that many bits. Signedness is not part of the value:
//! as in LLVM, each operation says whether it reads the bits as signed
//! (`sdiv`, `slt`, `ashr`, …) or unsigned (`udiv`, `ult`, `lshr`, …).
//! Arithmetic wraps modulo `2^width`.
//!
//! Invariants: values of at most 128 bits are stored inline as a `u128`
//! (the fast path every `iN` up to `i128` and `index` takes), wider ones as
//! a [`BigUint`]; either way the stored number is below `2^width` (the
//! bits above the width are zero). Both operands of a binary operation
//! must have the same width (as LLVM asserts); a mismatched width is
//! treated by truncating/zero-extending the right operand, never a panic.
//!
//! Methods are named after their `APInt` counterparts so that the fold
//! rules in `fold/` read like MLIR's `ArithOps.cpp`. Where `APInt` asserts
//! (division by zero), these methods return a documented value instead,
//! and the folders check for that case first exactly as MLIR does.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::{BigInt, BigUint, Sign};

/// A fixed-width integer with LLVM `APInt` semantics (see the module docs).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    repr: Repr,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Width ≤ 128: the bits, zero above the width.
    Small(u128),
    /// Width > 128: the bits as an unsigned number below `2^width`.
    Big(BigUint),
}

/// The widest integer stored inline.
const SMALL_MAX: u32 = 128;

/// Low `width` bits set (`width ≤ 128`).
fn mask(width: u32) -> u128 {
    match width {
        0 => 0,
        128.. => u128::MAX,
        w => (1u128 << w) - 1,
    }
}

/// Sign-extends the low `width` bits of `v` to an `i128` (`width ≤ 128`).
fn sext_small(v: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    ((v << shift) as i128) >> shift
}

/// `2^width` as a big number.
fn pow2(width: u32) -> BigUint {
    BigUint::from(1u8) << width
}

/// `v mod 2^width`.
fn trunc_big(v: BigUint, width: u32) -> BigUint {
    if v.bits() <= u64::from(width) {
        v
    } else {
        v & (pow2(width) - 1u8)
    }
}

impl ApInt {
    // ----- construction ---------------------------------------------------

    /// Zero of `width` bits.
    pub fn zero(width: u32) -> ApInt {
        if width <= SMALL_MAX {
            ApInt {
                width,
                repr: Repr::Small(0),
            }
        } else {
            ApInt {
                width,
                repr: Repr::Big(BigUint::ZERO),
            }
        }
    }

    /// The low `width` bits of `value` (zero-extended if `width > 128`).
    pub fn from_u128(width: u32, value: u128) -> ApInt {
        if width <= SMALL_MAX {
            ApInt {
                width,
                repr: Repr::Small(value & mask(width)),
            }
        } else {
            ApInt {
                width,
                repr: Repr::Big(BigUint::from(value)),
            }
        }
    }

    /// `value` truncated to `width` bits, or sign-extended if `width > 128`
    /// (LLVM's `APInt(width, value, /*isSigned=*/true)`).
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        if width <= SMALL_MAX {
            ApInt::from_u128(width, value as u128)
        } else {
            ApInt::from_bigint(width, &BigInt::from(value))
        }
    }

    /// `value mod 2^width`.
    pub fn from_biguint(width: u32, value: &BigUint) -> ApInt {
        if width <= SMALL_MAX {
            let low = trunc_big(value.clone(), width);
            ApInt::from_u128(width, u128::try_from(&low).unwrap_or(0))
        } else {
            ApInt {
                width,
                repr: Repr::Big(trunc_big(value.clone(), width)),
            }
        }
    }

    /// `value mod 2^width` (two's complement for negative values).
    pub fn from_bigint(width: u32, value: &BigInt) -> ApInt {
        let magnitude = trunc_big(value.magnitude().clone(), width);
        let bits = if value.sign() == Sign::Minus && magnitude != BigUint::ZERO {
            pow2(width) - magnitude
        } else {
            magnitude
        };
        ApInt::from_biguint(width, &bits)
    }

    /// One of `width` bits (zero if `width` is 0).
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u128(width, 1)
    }

    /// All `width` bits set (`-1`, the unsigned maximum).
    pub fn all_ones(width: u32) -> ApInt {
        if width <= SMALL_MAX {
            ApInt::from_u128(width, u128::MAX)
        } else {
            ApInt {
                width,
                repr: Repr::Big(pow2(width) - 1u8),
            }
        }
    }

    /// The most negative signed value (only the sign bit set).
    pub fn signed_min(width: u32) -> ApInt {
        if width == 0 {
            return ApInt::zero(0);
        }
        if width <= SMALL_MAX {
            ApInt::from_u128(width, 1u128 << (width - 1))
        } else {
            ApInt {
                width,
                repr: Repr::Big(pow2(width - 1)),
            }
        }
    }

    /// The largest signed value (all bits but the sign bit set).
    pub fn signed_max(width: u32) -> ApInt {
        ApInt::signed_min(width).not()
    }

    // ----- queries --------------------------------------------------------

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The value read as unsigned, if it fits in a `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        match &self.repr {
            Repr::Small(v) => Some(*v),
            Repr::Big(v) => u128::try_from(v).ok(),
        }
    }

    /// The value read as signed, if it fits in an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        match &self.repr {
            Repr::Small(v) => {
                if self.width == 128 {
                    Some(*v as i128)
                } else {
                    Some(sext_small(*v, self.width))
                }
            }
            Repr::Big(_) => i128::try_from(&self.to_bigint()).ok(),
        }
    }

    /// The value read as unsigned.
    pub fn to_biguint(&self) -> BigUint {
        match &self.repr {
            Repr::Small(v) => BigUint::from(*v),
            Repr::Big(v) => v.clone(),
        }
    }

    /// The value read as signed (two's complement).
    pub fn to_bigint(&self) -> BigInt {
        if self.is_negative() {
            BigInt::from_biguint(Sign::Minus, pow2(self.width) - self.to_biguint())
        } else {
            BigInt::from(self.to_biguint())
        }
    }

    /// Bit `i` (0 is the least significant); false past the width.
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match &self.repr {
            Repr::Small(v) => (v >> i) & 1 == 1,
            Repr::Big(v) => v.bit(u64::from(i)),
        }
    }

    /// True if all bits are zero.
    pub fn is_zero(&self) -> bool {
        match &self.repr {
            Repr::Small(v) => *v == 0,
            Repr::Big(v) => *v == BigUint::ZERO,
        }
    }

    /// True if the value is one (`APInt::isOne`; `true` for an `i1` 1).
    pub fn is_one(&self) -> bool {
        match &self.repr {
            Repr::Small(v) => *v == 1 && self.width > 0,
            Repr::Big(v) => *v == BigUint::from(1u8),
        }
    }

    /// True if all bits are set (`APInt::isAllOnes`; false for width 0).
    pub fn is_all_ones(&self) -> bool {
        self.width > 0 && *self == ApInt::all_ones(self.width)
    }

    /// The sign bit (false for width 0).
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// `APInt::isMinSignedValue`: only the sign bit set.
    pub fn is_min_signed_value(&self) -> bool {
        self.width > 0 && *self == ApInt::signed_min(self.width)
    }

    /// `APInt::isMaxSignedValue`: all bits but the sign bit set.
    pub fn is_max_signed_value(&self) -> bool {
        self.width > 0 && *self == ApInt::signed_max(self.width)
    }

    /// `APInt::isMaxValue`: the unsigned maximum (all ones).
    pub fn is_max_value(&self) -> bool {
        self.is_all_ones()
    }

    /// `APInt::isMinValue`: the unsigned minimum (zero).
    pub fn is_min_value(&self) -> bool {
        self.is_zero()
    }

    /// Number of significant bits read as unsigned (`APInt::getActiveBits`).
    pub fn active_bits(&self) -> u64 {
        match &self.repr {
            Repr::Small(v) => u64::from(128 - v.leading_zeros()),
            Repr::Big(v) => v.bits(),
        }
    }

    /// `rhs` at this value's width (the operands of LLVM's binary
    /// operations have equal widths; a caller error is not a panic here).
    fn same_width(&self, rhs: &ApInt) -> ApInt {
        if rhs.width == self.width {
            rhs.clone()
        } else {
            rhs.zext_or_trunc(self.width)
        }
    }

    /// Rebuilds a value of this width from a signed result (wrapping).
    fn wrap_signed(&self, v: BigInt) -> ApInt {
        ApInt::from_bigint(self.width, &v)
    }

    // ----- comparisons ----------------------------------------------------

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &ApInt) -> Ordering {
        let rhs = self.same_width(rhs);
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            _ => self.to_biguint().cmp(&rhs.to_biguint()),
        }
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &ApInt) -> Ordering {
        let rhs = self.same_width(rhs);
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) => {
                sext_small(*a, self.width).cmp(&sext_small(*b, self.width))
            }
            _ => self.to_bigint().cmp(&rhs.to_bigint()),
        }
    }

    /// `APInt::ult(uint64_t)`: the unsigned value is below `n`.
    pub fn ult_u64(&self, n: u64) -> bool {
        match &self.repr {
            Repr::Small(v) => *v < u128::from(n),
            Repr::Big(v) => *v < BigUint::from(n),
        }
    }

    /// `APInt::getLimitedValue(limit)`: the unsigned value, or `limit` if it
    /// is larger.
    pub fn limited_value(&self, limit: u64) -> u64 {
        match self.to_u128() {
            Some(v) if v <= u128::from(limit) => v as u64,
            _ => limit,
        }
    }

    /// `APIntOps::smax`.
    pub fn smax(&self, rhs: &ApInt) -> ApInt {
        if self.scmp(rhs) == Ordering::Greater {
            self.clone()
        } else {
            self.same_width(rhs)
        }
    }

    /// `APIntOps::smin`.
    pub fn smin(&self, rhs: &ApInt) -> ApInt {
        if self.scmp(rhs) == Ordering::Less {
            self.clone()
        } else {
            self.same_width(rhs)
        }
    }

    /// `APIntOps::umax`.
    pub fn umax(&self, rhs: &ApInt) -> ApInt {
        if self.ucmp(rhs) == Ordering::Greater {
            self.clone()
        } else {
            self.same_width(rhs)
        }
    }

    /// `APIntOps::umin`.
    pub fn umin(&self, rhs: &ApInt) -> ApInt {
        if self.ucmp(rhs) == Ordering::Less {
            self.clone()
        } else {
            self.same_width(rhs)
        }
    }

    // ----- wrapping arithmetic and logic ------------------------------------

    /// Applies `small` to inline operands, else `big` to the unsigned values
    /// (the result is reduced modulo `2^width`).
    fn binary(
        &self,
        rhs: &ApInt,
        small: impl FnOnce(u128, u128) -> u128,
        big: impl FnOnce(BigUint, BigUint) -> BigUint,
    ) -> ApInt {
        let rhs = self.same_width(rhs);
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) => ApInt::from_u128(self.width, small(*a, *b)),
            _ => ApInt::from_biguint(self.width, &big(self.to_biguint(), rhs.to_biguint())),
        }
    }

    /// Wrapping addition.
    pub fn add(&self, rhs: &ApInt) -> ApInt {
        self.binary(rhs, u128::wrapping_add, |a, b| a + b)
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &ApInt) -> ApInt {
        let width = self.width;
        self.binary(rhs, u128::wrapping_sub, |a, b| a + (pow2(width) - b))
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &ApInt) -> ApInt {
        self.binary(rhs, u128::wrapping_mul, |a, b| a * b)
    }

    /// Two's complement negation (wrapping: `-MIN == MIN`).
    pub fn neg(&self) -> ApInt {
        ApInt::zero(self.width).sub(self)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &ApInt) -> ApInt {
        self.binary(rhs, |a, b| a & b, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &ApInt) -> ApInt {
        self.binary(rhs, |a, b| a | b, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &ApInt) -> ApInt {
        self.binary(rhs, |a, b| a ^ b, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> ApInt {
        self.xor(&ApInt::all_ones(self.width))
    }

    /// Unsigned division (`APInt::udiv`). A zero divisor (which `APInt`
    /// asserts against) gives zero.
    pub fn udiv(&self, rhs: &ApInt) -> ApInt {
        if rhs.is_zero() {
            return ApInt::zero(self.width);
        }
        self.binary(rhs, |a, b| a / b, |a, b| a / b)
    }

    /// Unsigned remainder (`APInt::urem`). A zero divisor gives zero.
    pub fn urem(&self, rhs: &ApInt) -> ApInt {
        if rhs.is_zero() {
            return ApInt::zero(self.width);
        }
        self.binary(rhs, |a, b| a % b, |a, b| a % b)
    }

    /// Signed division rounding toward zero (`APInt::sdiv`); `MIN / -1`
    /// wraps to `MIN`. A zero divisor gives zero.
    pub fn sdiv(&self, rhs: &ApInt) -> ApInt {
        let rhs = self.same_width(rhs);
        if rhs.is_zero() {
            return ApInt::zero(self.width);
        }
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) => {
                let (a, b) = (sext_small(*a, self.width), sext_small(*b, self.width));
                ApInt::from_i128(self.width, a.wrapping_div(b))
            }
            _ => self.wrap_signed(self.to_bigint() / rhs.to_bigint()),
        }
    }

    /// Signed remainder with the sign of the dividend (`APInt::srem`). A
    /// zero divisor gives zero.
    pub fn srem(&self, rhs: &ApInt) -> ApInt {
        let rhs = self.same_width(rhs);
        if rhs.is_zero() {
            return ApInt::zero(self.width);
        }
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) => {
                let (a, b) = (sext_small(*a, self.width), sext_small(*b, self.width));
                ApInt::from_i128(self.width, a.wrapping_rem(b))
            }
            _ => self.wrap_signed(self.to_bigint() % rhs.to_bigint()),
        }
    }

    // ----- operations reporting overflow (LLVM assigns the flag) -------------

    /// `APInt::sadd_ov`: wrapping signed addition; sets `overflow` (assigns,
    /// as LLVM does) when the signed result does not fit.
    pub fn sadd_ov(&self, rhs: &ApInt, overflow: &mut bool) -> ApInt {
        let res = self.add(rhs);
        *overflow =
            self.is_negative() == rhs.is_negative() && res.is_negative() != self.is_negative();
        res
    }

    /// `APInt::ssub_ov`: wrapping signed subtraction with overflow flag.
    pub fn ssub_ov(&self, rhs: &ApInt, overflow: &mut bool) -> ApInt {
        let res = self.sub(rhs);
        *overflow =
            self.is_negative() != rhs.is_negative() && res.is_negative() != self.is_negative();
        res
    }

    /// `APInt::uadd_ov`: wrapping unsigned addition with carry flag.
    pub fn uadd_ov(&self, rhs: &ApInt, overflow: &mut bool) -> ApInt {
        let res = self.add(rhs);
        *overflow = res.ucmp(rhs) == Ordering::Less;
        res
    }

    /// `APInt::sdiv_ov`: `overflow` is set exactly for `MIN / -1`.
    pub fn sdiv_ov(&self, rhs: &ApInt, overflow: &mut bool) -> ApInt {
        *overflow = self.is_min_signed_value() && rhs.is_all_ones();
        self.sdiv(rhs)
    }

    /// `APInt::sfloordiv_ov`: signed division rounding toward negative
    /// infinity; `overflow` as in [`ApInt::sdiv_ov`].
    pub fn sfloordiv_ov(&self, rhs: &ApInt, overflow: &mut bool) -> ApInt {
        let quotient = self.sdiv_ov(rhs, overflow);
        if quotient.mul(rhs) != *self && self.is_negative() != rhs.is_negative() {
            return quotient.sub(&ApInt::one(self.width));
        }
        quotient
    }

    // ----- shifts --------------------------------------------------------

    /// `APInt::shl(const APInt &)`: shift left; amounts ≥ width give zero.
    pub fn shl(&self, amount: &ApInt) -> ApInt {
        let n = amount.limited_value(u64::from(self.width));
        if n >= u64::from(self.width) {
            return ApInt::zero(self.width);
        }
        let n = n as u32;
        match &self.repr {
            Repr::Small(v) => ApInt::from_u128(self.width, v << n),
            Repr::Big(v) => ApInt::from_biguint(self.width, &(v << n)),
        }
    }

    /// `APInt::lshr(const APInt &)`: logical shift right; amounts ≥ width
    /// give zero.
    pub fn lshr(&self, amount: &ApInt) -> ApInt {
        let n = amount.limited_value(u64::from(self.width));
        if n >= u64::from(self.width) {
            return ApInt::zero(self.width);
        }
        let n = n as u32;
        match &self.repr {
            Repr::Small(v) => ApInt::from_u128(self.width, v >> n),
            Repr::Big(v) => ApInt::from_biguint(self.width, &(v >> n)),
        }
    }

    /// `APInt::ashr(const APInt &)`: arithmetic shift right; amounts ≥
    /// width fill with the sign bit.
    pub fn ashr(&self, amount: &ApInt) -> ApInt {
        if self.width == 0 {
            return self.clone();
        }
        let n = amount.limited_value(u64::from(self.width));
        let n = n.min(u64::from(self.width - 1)) as u32;
        match &self.repr {
            Repr::Small(v) => ApInt::from_i128(self.width, sext_small(*v, self.width) >> n),
            Repr::Big(_) => self.wrap_signed(self.to_bigint() >> n),
        }
    }

    // ----- width changes ---------------------------------------------------

    /// Zero extension to `width` (≥ the current width).
    pub fn zext(&self, width: u32) -> ApInt {
        match &self.repr {
            Repr::Small(v) => ApInt::from_u128(width, *v),
            Repr::Big(v) => ApInt::from_biguint(width, v),
        }
    }

    /// Sign extension to `width` (≥ the current width).
    pub fn sext(&self, width: u32) -> ApInt {
        match &self.repr {
            Repr::Small(v) => ApInt::from_i128(width, sext_small(*v, self.width)),
            Repr::Big(_) => ApInt::from_bigint(width, &self.to_bigint()),
        }
    }

    /// Truncation to `width` (≤ the current width).
    pub fn trunc(&self, width: u32) -> ApInt {
        match &self.repr {
            Repr::Small(v) => ApInt::from_u128(width, *v),
            Repr::Big(v) => ApInt::from_biguint(width, v),
        }
    }

    /// `APInt::sextOrTrunc`.
    pub fn sext_or_trunc(&self, width: u32) -> ApInt {
        if width > self.width {
            self.sext(width)
        } else {
            self.trunc(width)
        }
    }

    /// `APInt::zextOrTrunc`.
    pub fn zext_or_trunc(&self, width: u32) -> ApInt {
        if width > self.width {
            self.zext(width)
        } else {
            self.trunc(width)
        }
    }

    // ----- extended multiplication -----------------------------------------

    /// `APIntOps::mulhs`: the high half of the signed `2 * width`-bit
    /// product.
    pub fn mulhs(&self, rhs: &ApInt) -> ApInt {
        let rhs = self.same_width(rhs);
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) if self.width <= 64 => {
                let p = sext_small(*a, self.width) * sext_small(*b, self.width);
                ApInt::from_i128(self.width, p >> self.width)
            }
            _ => self.wrap_signed((self.to_bigint() * rhs.to_bigint()) >> self.width),
        }
    }

    /// `APIntOps::mulhu`: the high half of the unsigned `2 * width`-bit
    /// product.
    pub fn mulhu(&self, rhs: &ApInt) -> ApInt {
        let rhs = self.same_width(rhs);
        match (&self.repr, &rhs.repr) {
            (Repr::Small(a), Repr::Small(b)) if self.width <= 64 => {
                ApInt::from_u128(self.width, (a * b) >> self.width)
            }
            _ => ApInt::from_biguint(
                self.width,
                &((self.to_biguint() * rhs.to_biguint()) >> self.width),
            ),
        }
    }

    // ----- text ----------------------------------------------------------

    /// Decimal text of the value read as signed.
    pub fn to_string_signed(&self) -> String {
        match self.to_i128() {
            Some(v) => v.to_string(),
            None => self.to_bigint().to_string(),
        }
    }

    /// Decimal text of the value read as unsigned.
    pub fn to_string_unsigned(&self) -> String {
        match &self.repr {
            Repr::Small(v) => v.to_string(),
            Repr::Big(v) => v.to_string(),
        }
    }
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{}:{}", self.width, self.to_string_signed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, v: i128) -> ApInt {
        ApInt::from_i128(width, v)
    }

    #[test]
    fn wrapping_arithmetic_small_and_wide() {
        assert_eq!(i(8, 127).add(&i(8, 1)), i(8, -128));
        assert_eq!(i(8, -128).sub(&i(8, 1)), i(8, 127));
        assert_eq!(i(8, 16).mul(&i(8, 16)), i(8, 0));
        assert_eq!(i(128, i128::MAX).add(&i(128, 1)), i(128, i128::MIN));
        assert_eq!(i(200, -1).add(&i(200, 1)), ApInt::zero(200));
        assert_eq!(i(200, -1), ApInt::all_ones(200));
        assert_eq!(
            ApInt::signed_min(200).sub(&i(200, 1)),
            ApInt::signed_max(200)
        );
        assert_eq!(i(200, -3).mul(&i(200, 5)).to_string_signed(), "-15");
        assert_eq!(i(1, 1).add(&i(1, 1)), i(1, 0));
    }

    #[test]
    fn signed_division_and_overflow_flag() {
        let mut ov = false;
        assert_eq!(i(8, -128).sdiv_ov(&i(8, -1), &mut ov), i(8, -128));
        assert!(ov);
        assert_eq!(i(8, -7).sdiv_ov(&i(8, 2), &mut ov), i(8, -3));
        assert!(!ov);
        assert_eq!(i(8, -7).srem(&i(8, 2)), i(8, -1));
        assert_eq!(i(8, -7).sfloordiv_ov(&i(8, 2), &mut ov), i(8, -4));
        assert_eq!(i(300, -7).sfloordiv_ov(&i(300, 2), &mut ov), i(300, -4));
        assert_eq!(i(300, -7).srem(&i(300, 2)), i(300, -1));
        assert_eq!(i(8, -1).udiv(&i(8, 2)), i(8, 127));
    }

    #[test]
    fn shifts_saturate_like_apint() {
        assert_eq!(i(8, 1).shl(&i(8, 7)), i(8, -128));
        assert_eq!(i(8, 1).shl(&i(8, 8)), i(8, 0));
        assert_eq!(i(8, -128).ashr(&i(8, 100)), i(8, -1));
        assert_eq!(i(8, -128).lshr(&i(8, 7)), i(8, 1));
        assert_eq!(i(256, -1).lshr(&i(256, 255)), i(256, 1));
        assert_eq!(i(256, -4).ashr(&i(256, 1)), i(256, -2));
    }

    #[test]
    fn extensions_and_high_products() {
        assert_eq!(i(8, -1).zext(16), i(16, 255));
        assert_eq!(i(8, -1).sext(200), i(200, -1));
        assert_eq!(i(200, 0x1_0000_0001).trunc(32), i(32, 1));
        assert_eq!(i(8, -1).mulhu(&i(8, -1)), i(8, 254));
        assert_eq!(i(8, -1).mulhs(&i(8, -1)), i(8, 0));
        assert_eq!(i(128, -1).mulhu(&i(128, -1)), i(128, -2));
        assert_eq!(i(128, -1).mulhs(&i(128, 2)), i(128, -1));
    }
}
