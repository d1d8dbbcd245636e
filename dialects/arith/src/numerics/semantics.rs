//! [`FloatSemantics`]: the parameters of LLVM's `fltSemantics` for each of
//! MLIR's float types — the exponent range and the precision — and the
//! queries MLIR's folders and patterns make of them:
//! `APFloatBase::isRepresentableBy` (`truncf(extf(x))` folds only when the
//! intermediate type represents every value of `x`'s type) and
//! `FloatType::getFPMantissaWidth` (`CmpFIntToFPConst` rewrites a
//! comparison only when the integer converts without loss).
//!
//! The values are those of LLVM 22's `APFloat.cpp` (`semIEEEhalf` …
//! `semFloat4E2M1FN`).

use drr_runtime::types::FloatKind;

/// The exponent range and precision of a float format (LLVM's
/// `fltSemantics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatSemantics {
    /// The largest exponent of a finite value.
    pub max_exponent: i32,
    /// The smallest exponent of a normal value.
    pub min_exponent: i32,
    /// Significand bits, including the integer bit.
    pub precision: u32,
}

impl FloatSemantics {
    /// The semantics of `kind`.
    pub fn of(kind: FloatKind) -> FloatSemantics {
        let (max_exponent, min_exponent, precision) = match kind {
            FloatKind::F16 => (15, -14, 11),
            FloatKind::BF16 => (127, -126, 8),
            FloatKind::F32 => (127, -126, 24),
            FloatKind::F64 => (1023, -1022, 53),
            FloatKind::F128 => (16383, -16382, 113),
            FloatKind::F80 => (16383, -16382, 64),
            FloatKind::TF32 => (127, -126, 11),
            FloatKind::F8E5M2 => (15, -14, 3),
            FloatKind::F8E5M2FNUZ => (15, -15, 3),
            FloatKind::F8E4M3 => (7, -6, 4),
            FloatKind::F8E4M3FN => (8, -6, 4),
            FloatKind::F8E4M3FNUZ => (7, -7, 4),
            FloatKind::F8E4M3B11FNUZ => (4, -10, 4),
            FloatKind::F8E3M4 => (3, -2, 5),
            FloatKind::F8E8M0FNU => (127, -127, 1),
            FloatKind::F6E3M2FN => (4, -2, 3),
            FloatKind::F6E2M3FN => (2, 0, 4),
            FloatKind::F4E2M1FN => (2, 0, 2),
        };
        FloatSemantics {
            max_exponent,
            min_exponent,
            precision,
        }
    }

    /// `APFloatBase::isRepresentableBy(self, other)`: every value of
    /// `self` has an exact representation in `other`.
    pub fn is_representable_by(self, other: FloatSemantics) -> bool {
        self.max_exponent <= other.max_exponent
            && self.min_exponent >= other.min_exponent
            && self.precision <= other.precision
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn representability_follows_exponent_range_and_precision() {
        let of = FloatSemantics::of;
        assert!(of(FloatKind::F16).is_representable_by(of(FloatKind::F32)));
        assert!(of(FloatKind::BF16).is_representable_by(of(FloatKind::F32)));
        assert!(!of(FloatKind::BF16).is_representable_by(of(FloatKind::F16)));
        assert!(!of(FloatKind::F16).is_representable_by(of(FloatKind::BF16)));
        assert!(of(FloatKind::F64).is_representable_by(of(FloatKind::F128)));
        assert!(!of(FloatKind::F32).is_representable_by(of(FloatKind::TF32)));
        assert_eq!(of(FloatKind::F32).precision, 24);
    }
}
