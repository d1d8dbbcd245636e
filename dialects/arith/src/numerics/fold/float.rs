//! Folders of the float arithmetic and min/max ops (`negf`, `addf`,
//! `subf`, `mulf`, `divf`, `remf`, `maximumf`, `maxnumf`, `minimumf`,
//! `minnumf`). Results are whatever `APFloat` computes, NaNs and
//! infinities included (MLIR ignores the operation status); a float format
//! without arithmetic support (see [`super::super::is_supported`]) does not
//! fold.

use super::super::apfloat::{ApFloat, RoundingMode};
use super::super::constant::Constant;
use super::elementwise::{binary_same, unary};
use super::{Fold, Operands, float_is};

/// MLIR's `arith::FastMathFlags` bit enum (`#arith.fastmath<…>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FastMathFlags(pub u32);

impl FastMathFlags {
    /// `none`.
    pub const NONE: FastMathFlags = FastMathFlags(0);
    /// `reassoc`.
    pub const REASSOC: FastMathFlags = FastMathFlags(1);
    /// `nnan`.
    pub const NNAN: FastMathFlags = FastMathFlags(2);
    /// `ninf`.
    pub const NINF: FastMathFlags = FastMathFlags(4);
    /// `nsz`.
    pub const NSZ: FastMathFlags = FastMathFlags(8);
    /// `arcp`.
    pub const ARCP: FastMathFlags = FastMathFlags(16);
    /// `contract`.
    pub const CONTRACT: FastMathFlags = FastMathFlags(32);
    /// `afn`.
    pub const AFN: FastMathFlags = FastMathFlags(64);
    /// `fast` (all of the above).
    pub const FAST: FastMathFlags = FastMathFlags(127);

    /// `bitEnumContainsAll(self, flags)`.
    pub fn contains(self, flags: FastMathFlags) -> bool {
        self.0 & flags.0 == flags.0
    }
}

impl std::ops::BitOr for FastMathFlags {
    type Output = FastMathFlags;
    fn bitor(self, rhs: FastMathFlags) -> FastMathFlags {
        FastMathFlags(self.0 | rhs.0)
    }
}

fn fold_binary(ops: Operands, f: impl Fn(&ApFloat, &ApFloat) -> Option<ApFloat>) -> Option<Fold> {
    let mut unsupported = false;
    let r = binary_same(ops.lhs, ops.rhs, |a: &ApFloat, b: &ApFloat| {
        f(a, b).unwrap_or_else(|| {
            unsupported = true;
            *a
        })
    });
    if unsupported {
        None
    } else {
        r.map(Fold::Constant)
    }
}

/// `arith.negf`: IR rule `negf(negf(x)) → x`; the negated value.
pub fn negf(operand: Option<&Constant>, ir: impl FnOnce() -> Option<Fold>) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    unary(operand, ApFloat::neg).map(Fold::Constant)
}

/// `arith.addf` (`rm`: the op's rounding mode; MLIR 22's `addf` has none,
/// so `None`, round to nearest even): `addf(x, -0.0) → x`; the sum.
pub fn addf(ops: Operands, rm: Option<RoundingMode>) -> Option<Fold> {
    if float_is(ops.rhs, ApFloat::is_neg_zero) {
        return Some(Fold::Operand(0));
    }
    let rm = rm.unwrap_or_default();
    fold_binary(ops, |a, b| a.add(b, rm))
}

/// `arith.subf`: `subf(x, +0.0) → x`; the difference.
pub fn subf(ops: Operands, rm: Option<RoundingMode>) -> Option<Fold> {
    if float_is(ops.rhs, ApFloat::is_pos_zero) {
        return Some(Fold::Operand(0));
    }
    let rm = rm.unwrap_or_default();
    fold_binary(ops, |a, b| a.sub(b, rm))
}

/// `arith.mulf`: `mulf(x, 1.0) → x`; with `nnan` and `nsz` fast-math
/// flags, `mulf(x, ±0.0) → ±0.0` (the zero operand); the product.
pub fn mulf(ops: Operands, fastmath: FastMathFlags, rm: Option<RoundingMode>) -> Option<Fold> {
    if float_is(ops.rhs, ApFloat::is_exactly_one) {
        return Some(Fold::Operand(0));
    }
    if fastmath.contains(FastMathFlags::NNAN | FastMathFlags::NSZ)
        && float_is(ops.rhs, ApFloat::is_zero)
    {
        return Some(Fold::Operand(1));
    }
    let rm = rm.unwrap_or_default();
    fold_binary(ops, |a, b| a.mul(b, rm))
}

/// `arith.divf`: `divf(x, 1.0) → x`; the quotient.
pub fn divf(ops: Operands, rm: Option<RoundingMode>) -> Option<Fold> {
    if float_is(ops.rhs, ApFloat::is_exactly_one) {
        return Some(Fold::Operand(0));
    }
    let rm = rm.unwrap_or_default();
    fold_binary(ops, |a, b| a.div(b, rm))
}

/// `arith.remf`: the C `fmod` remainder (sign of the dividend).
pub fn remf(ops: Operands) -> Option<Fold> {
    fold_binary(ops, ApFloat::rem)
}

/// The float min/max folders: `op(x, x) → x`; the `identity` constant on
/// the right → the left operand; else the selected value.
fn min_max(
    ops: Operands,
    identity: fn(&ApFloat) -> bool,
    f: fn(&ApFloat, &ApFloat) -> ApFloat,
) -> Option<Fold> {
    if ops.same {
        return Some(Fold::Operand(1));
    }
    if float_is(ops.rhs, identity) {
        return Some(Fold::Operand(0));
    }
    fold_binary(ops, |a, b| Some(f(a, b)))
}

/// `arith.maximumf`: `maximumf(x, x) → x`, `maximumf(x, -inf) → x`;
/// `llvm::maximum` (NaN propagating, `-0 < +0`).
pub fn maximumf(ops: Operands) -> Option<Fold> {
    min_max(ops, ApFloat::is_neg_infinity, ApFloat::maximum)
}

/// `arith.maxnumf`: `maxnumf(x, x) → x`, `maxnumf(x, NaN) → x`;
/// `llvm::maxnum`.
pub fn maxnumf(ops: Operands) -> Option<Fold> {
    min_max(ops, ApFloat::is_nan, ApFloat::maxnum)
}

/// `arith.minimumf`: `minimumf(x, x) → x`, `minimumf(x, +inf) → x`;
/// `llvm::minimum`.
pub fn minimumf(ops: Operands) -> Option<Fold> {
    min_max(ops, ApFloat::is_pos_infinity, ApFloat::minimum)
}

/// `arith.minnumf`: `minnumf(x, x) → x`, `minnumf(x, NaN) → x`;
/// `llvm::minnum`.
pub fn minnumf(ops: Operands) -> Option<Fold> {
    min_max(ops, ApFloat::is_nan, ApFloat::minnum)
}
