//! [`ApFloat`]: a floating-point value of one of MLIR's float types, with
//! the IEEE semantics of LLVM's `APFloat` (the library MLIR folds with),
//! computed by `rustc_apfloat`, the Rust project's port of `APFloat`.
//!
//! A value is its [`FloatKind`] and its bit pattern (the encoding in the
//! low [`FloatKind::bit_width`] bits of a `u128`, as
//! `drr_runtime::AttrData::Float` stores it). Keeping the bits, rather than
//! a decoded value, means NaN payloads, signalling NaNs and non-canonical
//! `f80` encodings pass through untouched wherever MLIR passes the
//! `APFloat` through (bitcast, `maxnumf` returning an operand, …).
//!
//! Arithmetic and conversions use `rustc_apfloat` for the formats it
//! models: `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `f8E5M2`,
//! `f8E4M3FN`, and — through the crate's public `Semantics` trait, since
//! they are plain IEEE-754 layouts — `tf32`, `f8E4M3` and `f8E3M4`. The
//! crate cannot express the other MLIR formats' encodings (`f8E5M2FNUZ`,
//! `f8E4M3FNUZ`, `f8E4M3B11FNUZ`: NaN as negative zero; `f6E3M2FN`,
//! `f6E2M3FN`, `f4E2M1FN`: no NaN or infinity; `f8E8M0FNU`: unsigned
//! powers of two); those (at most 8-bit) formats are computed on their
//! exact `f64` values and rounded once into the format (see
//! `pivot_binary` for why that is correctly rounded), with LLVM's rules
//! for their special values. A NaN or infinity LLVM holds in a finite-only
//! format, which it cannot encode (converted into it, or computed from
//! one), keeps its category in flags above the format's bits, as the
//! runtime's float attributes keep it
//! (`drr_runtime::text::float::finite_only_special_bits`). The
//! sign LLVM keeps for a negative value of the unsigned `f8E8M0FNU` (MLIR
//! prints and compares it) is kept in the bit above its 8 bits, as the
//! runtime's float attributes keep it; dense elements and `bitcast` get
//! LLVM's `bitcastToAPInt` of it ([`ApFloat::llvm_bits`]).

use std::cmp::Ordering;

use drr_runtime::text::float::{
    convert_nan_to_finite_only, finite_only_special_bits, float_bits_to_f64,
};
use drr_runtime::types::FloatKind;
use num_bigint::BigUint;
use rustc_apfloat::ieee::{self, IeeeFloat, Semantics};
use rustc_apfloat::{Float, FloatConvert, Round, Status, StatusAnd};

use super::apint::ApInt;

/// IEEE-754 rounding-direction attributes (LLVM's `RoundingMode`, MLIR's
/// `arith::RoundingMode` after `convertArithRoundingModeToLLVMIR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RoundingMode {
    /// `to_nearest_even` (MLIR's default when the attribute is absent).
    #[default]
    NearestTiesToEven,
    /// `to_nearest_away`.
    NearestTiesToAway,
    /// `downward`.
    TowardNegative,
    /// `upward`.
    TowardPositive,
    /// `toward_zero`.
    TowardZero,
}

impl RoundingMode {
    /// The mode of MLIR's `arith::RoundingMode` enum value (`0` =
    /// `to_nearest_even`, `1` = `downward`, `2` = `upward`, `3` =
    /// `toward_zero`, `4` = `to_nearest_away`), as stored in the
    /// `roundingmode` property.
    pub fn from_arith_value(value: i64) -> Option<RoundingMode> {
        Some(match value {
            0 => RoundingMode::NearestTiesToEven,
            1 => RoundingMode::TowardNegative,
            2 => RoundingMode::TowardPositive,
            3 => RoundingMode::TowardZero,
            4 => RoundingMode::NearestTiesToAway,
            _ => return None,
        })
    }

    fn round(self) -> Round {
        match self {
            RoundingMode::NearestTiesToEven => Round::NearestTiesToEven,
            RoundingMode::NearestTiesToAway => Round::NearestTiesToAway,
            RoundingMode::TowardNegative => Round::TowardNegative,
            RoundingMode::TowardPositive => Round::TowardPositive,
            RoundingMode::TowardZero => Round::TowardZero,
        }
    }
}

/// The result of comparing two floats (LLVM's `APFloat::cmpResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatOrdering {
    /// `lhs < rhs`.
    Less,
    /// `lhs == rhs` (`-0 == +0`).
    Equal,
    /// `lhs > rhs`.
    Greater,
    /// At least one operand is a NaN.
    Unordered,
}

/// How a format represents infinities and NaNs (LLVM's
/// `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// Infinities and NaNs as IEEE-754.
    Ieee754,
    /// No infinities; NaNs only.
    NanOnly,
    /// Neither infinities nor NaNs.
    FiniteOnly,
}

/// The non-finite behaviour of `kind`.
pub fn non_finite(kind: FloatKind) -> NonFinite {
    match kind {
        FloatKind::F8E4M3FN
        | FloatKind::F8E5M2FNUZ
        | FloatKind::F8E4M3FNUZ
        | FloatKind::F8E4M3B11FNUZ
        | FloatKind::F8E8M0FNU => NonFinite::NanOnly,
        FloatKind::F6E3M2FN | FloatKind::F6E2M3FN | FloatKind::F4E2M1FN => NonFinite::FiniteOnly,
        _ => NonFinite::Ieee754,
    }
}

/// `tf32`: IEEE layout, 8 exponent bits, 19 bits in all.
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}

/// `f8E4M3`: IEEE layout, 4 exponent bits.
pub struct Float8E4M3S;
impl Semantics for Float8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}

/// `f8E3M4`: IEEE layout, 3 exponent bits.
pub struct Float8E3M4S;
impl Semantics for Float8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}

/// Evaluates `$body` with `$F` bound to the `rustc_apfloat` type of
/// `$kind`, giving `Some(body)`, or `None` for a format the crate lacks.
macro_rules! with_float {
    ($kind:expr, $F:ident => $body:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $F = ieee::Half;
                Some($body)
            }
            FloatKind::BF16 => {
                type $F = ieee::BFloat;
                Some($body)
            }
            FloatKind::F32 => {
                type $F = ieee::Single;
                Some($body)
            }
            FloatKind::F64 => {
                type $F = ieee::Double;
                Some($body)
            }
            FloatKind::F80 => {
                type $F = ieee::X87DoubleExtended;
                Some($body)
            }
            FloatKind::F128 => {
                type $F = ieee::Quad;
                Some($body)
            }
            FloatKind::F8E5M2 => {
                type $F = ieee::Float8E5M2;
                Some($body)
            }
            FloatKind::F8E4M3FN => {
                type $F = ieee::Float8E4M3FN;
                Some($body)
            }
            FloatKind::TF32 => {
                type $F = IeeeFloat<Tf32S>;
                Some($body)
            }
            FloatKind::F8E4M3 => {
                type $F = IeeeFloat<Float8E4M3S>;
                Some($body)
            }
            FloatKind::F8E3M4 => {
                type $F = IeeeFloat<Float8E3M4S>;
                Some($body)
            }
            _ => None,
        }
    };
}

/// True if arithmetic and conversions are available for `kind` (see the
/// module docs).
pub fn is_supported(kind: FloatKind) -> bool {
    with_float!(kind, F => <F as Float>::BITS).is_some()
}

/// Low `n` bits set.
fn low_bits(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Bits of `x` (a value of the format `F`).
fn bits_of<F: Float>(x: F) -> u128 {
    x.to_bits()
}

/// A value of an MLIR float type (see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ApFloat {
    kind: FloatKind,
    bits: u128,
}

impl std::fmt::Debug for ApFloat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}",
            self.kind.mlir_name(),
            drr_runtime::text::float::format_float(self.kind, self.bits)
        )
    }
}

impl ApFloat {
    /// The value of `kind` encoded by the low bits of `bits` as a scalar
    /// float attribute stores them (bits above the format's width are
    /// dropped, but for the sign of the unsigned `f8E8M0FNU`, see
    /// [`ApFloat::bits`]).
    pub fn from_bits(kind: FloatKind, bits: u128) -> ApFloat {
        ApFloat {
            kind,
            bits: bits & low_bits(drr_runtime::text::float::stored_float_width(kind)),
        }
    }

    /// `APFloat(semantics, bits)` as MLIR's `arith.bitcast` folder builds
    /// it: the bits as `APFloat` decodes and re-encodes them (only
    /// non-canonical `f80` encodings change; formats `rustc_apfloat` lacks
    /// keep their bits).
    pub fn from_bits_canonical(kind: FloatKind, bits: u128) -> ApFloat {
        let bits = bits & low_bits(kind.bit_width());
        let bits = with_float!(kind, F => bits_of(F::from_bits(bits))).unwrap_or(bits);
        ApFloat { kind, bits }
    }

    /// The float type.
    pub fn kind(&self) -> FloatKind {
        self.kind
    }

    /// The bits a scalar float attribute stores: the encoding, and for the
    /// unsigned `f8E8M0FNU` the sign LLVM's `APFloat` keeps for it just
    /// above its 8 bits (`drr_runtime::text::float::unsigned_format_sign_bit`).
    pub fn bits(&self) -> u128 {
        self.bits
    }

    /// The bit pattern (`APFloat::bitcastToAPInt`), as dense elements and
    /// `bitcast` see it: [`ApFloat::bits`] but for a negative `f8E8M0FNU`
    /// value, whose sign LLVM ORs into the top bit, and a NaN or infinity
    /// of a finite-only format, whose category flags LLVM has no bits for.
    pub fn llvm_bits(&self) -> u128 {
        if self.bits.checked_shr(self.kind.bit_width()).unwrap_or(0) != 0 {
            drr_runtime::text::float::float_bits_to_llvm(self.kind, self.bits)
        } else {
            self.bits
        }
    }

    /// The bit pattern as an integer of the format's width.
    pub fn to_apint(&self) -> ApInt {
        ApInt::from_u128(self.kind.bit_width(), self.llvm_bits())
    }

    /// `+0.0` of `kind` (`None` for `f8E8M0FNU`, which has no zero).
    pub fn zero(kind: FloatKind) -> Option<ApFloat> {
        if kind == FloatKind::F8E8M0FNU {
            return None;
        }
        Some(ApFloat { kind, bits: 0 })
    }

    /// `value` rounded to `kind` (nearest-even), as MLIR's
    /// `FloatAttr::get(type, double)` builds it.
    pub fn from_f64(kind: FloatKind, value: f64) -> ApFloat {
        ApFloat::from_bits(
            kind,
            drr_runtime::text::float::float_bits_from_f64(kind, value),
        )
    }

    /// The exact value as an `f64` for the formats `rustc_apfloat` lacks
    /// (all at most 8 bits wide, so exactly representable).
    fn pivot(&self) -> f64 {
        if self.kind == FloatKind::F8E8M0FNU && self.bits & 0xFF == 0xFF {
            // The runtime's f64 view gives infinity for this NaN encoding
            // (of either sign kept above the format's bits).
            return f64::NAN;
        }
        float_bits_to_f64(self.kind, self.bits)
    }

    /// The exact value as an `f64`, for any format: decoded through
    /// `rustc_apfloat` (`None` if not exactly representable) or through
    /// the runtime's exact view of the small formats. NaNs become the
    /// default quiet NaN.
    fn exact_f64(&self) -> Option<f64> {
        let v = if is_supported(self.kind) {
            let d = self.convert_exact(FloatKind::F64, RoundingMode::NearestTiesToEven)?;
            f64::from_bits(d.bits as u64)
        } else {
            self.pivot()
        };
        Some(if v.is_nan() { f64::NAN } else { v })
    }

    /// `v` rounded (to nearest even) into one of the [`pivot_arith`]
    /// formats; `None` for a NaN or infinity in a finite-only format
    /// (which LLVM cannot encode either: MLIR folds to garbage there).
    fn from_pivot(kind: FloatKind, v: f64) -> Option<ApFloat> {
        if non_finite(kind) == NonFinite::FiniteOnly && !v.is_finite() {
            return None;
        }
        if kind == FloatKind::F8E8M0FNU && (v.is_nan() || v.is_infinite()) {
            // Unsigned powers of two without zero: NaN (also the overflow
            // result of this NaN-only format) is 0xFF. A zero becomes the
            // smallest value, 2^-127, and a negative value keeps its sign
            // above the format's bits, as LLVM's `APFloat` keeps it (both
            // by `float_bits_from_f64`).
            return Some(ApFloat::from_bits(kind, 0xFF));
        }
        Some(ApFloat::from_bits(
            kind,
            drr_runtime::text::float::float_bits_from_f64(kind, v),
        ))
    }

    /// Decodes with `F` and applies `f`, or for a format the crate lacks,
    /// applies `g` to the exact `f64` value.
    fn classify(&self, f: impl Fn(&dyn Classify) -> bool, g: impl Fn(f64) -> bool) -> bool {
        let bits = self.bits;
        with_float!(self.kind, F => f(&F::from_bits(bits))).unwrap_or_else(|| g(self.pivot()))
    }

    // ----- classification ---------------------------------------------------

    /// `ilogb` of a NaN (LLVM's `IEK_NaN`).
    pub const IEK_NAN: i32 = i32::MIN;
    /// `ilogb` of a zero (LLVM's `IEK_Zero`).
    pub const IEK_ZERO: i32 = i32::MIN + 1;
    /// `ilogb` of an infinity (LLVM's `IEK_Inf`).
    pub const IEK_INF: i32 = i32::MAX;

    /// LLVM's `ilogb`: the exponent of the value, `floor(log2(|x|))`
    /// (denormals included), or [`ApFloat::IEK_NAN`], [`ApFloat::IEK_ZERO`],
    /// [`ApFloat::IEK_INF`].
    pub fn ilogb(&self) -> i32 {
        let bits = self.bits;
        if let Some(e) = with_float!(self.kind, F => F::from_bits(bits).ilogb()) {
            return e;
        }
        // The formats `rustc_apfloat` lacks have no infinities; their
        // values are exact in `f64`, whose exponent is the same.
        let v = self.pivot();
        if v.is_nan() {
            ApFloat::IEK_NAN
        } else if v == 0.0 {
            ApFloat::IEK_ZERO
        } else if v.is_infinite() {
            ApFloat::IEK_INF
        } else {
            let d = ApFloat::from_bits(FloatKind::F64, u128::from(v.to_bits()));
            d.ilogb()
        }
    }

    /// A NaN (quiet or signalling).
    pub fn is_nan(&self) -> bool {
        self.classify(|x| x.nan(), f64::is_nan)
    }

    /// A signalling NaN: LLVM's `isSignaling`, a NaN whose quiet bit (the
    /// first bit of the trailing significand) is clear; formats without
    /// IEEE NaNs have none. (`rustc_apfloat` also requires the explicit
    /// integer bit of an `f80` NaN, so it is not asked.)
    pub fn is_signaling(&self) -> bool {
        match quiet_bit(self.kind) {
            Some(bit) => self.is_nan() && (self.bits >> bit) & 1 == 0,
            None => false,
        }
    }

    /// `+0.0` or `-0.0`.
    pub fn is_zero(&self) -> bool {
        self.classify(|x| x.zero(), |v| v == 0.0)
    }

    /// `+0.0`.
    pub fn is_pos_zero(&self) -> bool {
        self.is_zero() && !self.is_negative()
    }

    /// `-0.0`.
    pub fn is_neg_zero(&self) -> bool {
        self.is_zero() && self.is_negative()
    }

    /// An infinity.
    pub fn is_infinity(&self) -> bool {
        self.classify(|x| x.infinite(), f64::is_infinite)
    }

    /// `+inf`.
    pub fn is_pos_infinity(&self) -> bool {
        self.is_infinity() && !self.is_negative()
    }

    /// `-inf`.
    pub fn is_neg_infinity(&self) -> bool {
        self.is_infinity() && self.is_negative()
    }

    /// The sign bit (`APFloat::isNegative`; NaNs and zeros too).
    pub fn is_negative(&self) -> bool {
        self.classify(|x| x.negative(), |v| v.is_sign_negative())
    }

    /// A denormal (subnormal) number.
    pub fn is_denormal(&self) -> bool {
        with_float!(self.kind, F => F::from_bits(self.bits).is_denormal()).unwrap_or(false)
    }

    /// `APFloat::isExactlyValue(1.0)`: exactly `+1.0`.
    pub fn is_exactly_one(&self) -> bool {
        let bits = self.bits;
        with_float!(self.kind, F => F::from_bits(bits).bitwise_eq(F::from_u128(1).value))
            .unwrap_or_else(|| self.pivot() == 1.0)
    }

    // ----- comparison and selection ---------------------------------------

    /// `APFloat::compare`. Both operands must have the same kind (a
    /// mismatch compares unordered).
    pub fn compare(&self, rhs: &ApFloat) -> FloatOrdering {
        if self.kind != rhs.kind {
            return FloatOrdering::Unordered;
        }
        let (a, b) = (self.bits, rhs.bits);
        let ord = with_float!(self.kind, F => F::from_bits(a).partial_cmp(&F::from_bits(b)))
            .unwrap_or_else(|| self.pivot().partial_cmp(&rhs.pivot()));
        match ord {
            Some(Ordering::Less) => FloatOrdering::Less,
            Some(Ordering::Equal) => FloatOrdering::Equal,
            Some(Ordering::Greater) => FloatOrdering::Greater,
            None => FloatOrdering::Unordered,
        }
    }

    /// `APFloat::makeQuiet`: a NaN with its quiet bit set (formats without
    /// signalling NaNs are unchanged).
    pub fn make_quiet(&self) -> ApFloat {
        match quiet_bit(self.kind) {
            Some(bit) if self.is_nan() => ApFloat {
                kind: self.kind,
                bits: self.bits | (1u128 << bit),
            },
            _ => *self,
        }
    }

    fn lt(&self, rhs: &ApFloat) -> bool {
        self.compare(rhs) == FloatOrdering::Less
    }

    /// `llvm::minnum` (IEEE-754 2008 `minNum`, signalling NaNs quieted,
    /// `-0 < +0`).
    pub fn minnum(&self, b: &ApFloat) -> ApFloat {
        let a = self;
        if a.is_signaling() {
            return a.make_quiet();
        }
        if b.is_signaling() {
            return b.make_quiet();
        }
        if a.is_nan() {
            return *b;
        }
        if b.is_nan() {
            return *a;
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return if a.is_negative() { *a } else { *b };
        }
        if b.lt(a) { *b } else { *a }
    }

    /// `llvm::maxnum`.
    pub fn maxnum(&self, b: &ApFloat) -> ApFloat {
        let a = self;
        if a.is_signaling() {
            return a.make_quiet();
        }
        if b.is_signaling() {
            return b.make_quiet();
        }
        if a.is_nan() {
            return *b;
        }
        if b.is_nan() {
            return *a;
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return if a.is_negative() { *b } else { *a };
        }
        if a.lt(b) { *b } else { *a }
    }

    /// `llvm::minimum` (IEEE-754 2019: NaNs propagate quieted, `-0 < +0`).
    pub fn minimum(&self, b: &ApFloat) -> ApFloat {
        let a = self;
        if a.is_nan() {
            return a.make_quiet();
        }
        if b.is_nan() {
            return b.make_quiet();
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return if a.is_negative() { *a } else { *b };
        }
        if b.lt(a) { *b } else { *a }
    }

    /// `llvm::maximum`.
    pub fn maximum(&self, b: &ApFloat) -> ApFloat {
        let a = self;
        if a.is_nan() {
            return a.make_quiet();
        }
        if b.is_nan() {
            return b.make_quiet();
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return if a.is_negative() { *b } else { *a };
        }
        if a.lt(b) { *b } else { *a }
    }

    // ----- arithmetic -----------------------------------------------------

    /// Applies a binary `rustc_apfloat` operation to same-kind operands.
    fn binary(
        &self,
        rhs: &ApFloat,
        op: impl Fn(&dyn Arith, u128, u128) -> u128,
    ) -> Option<ApFloat> {
        if self.kind != rhs.kind {
            return None;
        }
        let bits = with_float!(self.kind, F => op(&Ops::<F>(std::marker::PhantomData), self.bits, rhs.bits))?;
        Some(ApFloat {
            kind: self.kind,
            bits,
        })
    }

    /// A binary operation of one of the [`pivot_arith`] formats, computed
    /// on exact `f64` values and rounded once into the format. Sums,
    /// differences, products and remainders of these (at most 4-bit
    /// significand, exponents within ±2^7) formats are exact in `f64`;
    /// for quotients, `f64`'s 53 bits are more than `2p + 2`, so rounding
    /// twice gives the correctly rounded result. Only round-to-nearest-even
    /// (the only mode MLIR 22's binary ops use).
    fn pivot_binary(
        &self,
        rhs: &ApFloat,
        rm: RoundingMode,
        op: fn(f64, f64) -> f64,
    ) -> Option<ApFloat> {
        if self.kind != rhs.kind || !pivot_arith(self.kind) || rm != RoundingMode::NearestTiesToEven
        {
            return None;
        }
        if self.kind == FloatKind::F8E8M0FNU {
            // LLVM's `…Specials`: the result is the first NaN operand, with
            // the sign kept above this unsigned format's bits.
            let nan = |x: &ApFloat| x.bits & 0xFF == 0xFF;
            if nan(self) {
                return Some(*self);
            }
            if nan(rhs) {
                return Some(*rhs);
            }
        }
        let v = op(self.pivot(), rhs.pivot());
        if non_finite(self.kind) == NonFinite::FiniteOnly && !v.is_finite() {
            // Only a NaN or infinity LLVM holds in this format (see
            // `finite_only_special_bits`) gives one: the first NaN operand
            // is the result, as in LLVM's `…Specials`; an invalid operation
            // (`inf - inf`, `0 * inf`) gives `makeNaN()`, positive; an
            // infinity (an infinite operand, or a division by zero) has the
            // sign IEEE gives it.
            for x in [self, rhs] {
                if x.is_nan() {
                    return Some(*x);
                }
            }
            let special = finite_only_special_bits(self.kind, v.is_nan(), v < 0.0)?;
            return Some(ApFloat {
                kind: self.kind,
                bits: special,
            });
        }
        ApFloat::from_pivot(self.kind, v)
    }

    /// `APFloat::add` with rounding mode `rm` (status ignored, as MLIR's
    /// folder ignores it).
    pub fn add(&self, rhs: &ApFloat, rm: RoundingMode) -> Option<ApFloat> {
        self.binary(rhs, |o, a, b| o.add(a, b, rm.round()))
            .or_else(|| self.pivot_binary(rhs, rm, |a, b| a + b))
    }

    /// `APFloat::subtract`.
    pub fn sub(&self, rhs: &ApFloat, rm: RoundingMode) -> Option<ApFloat> {
        self.binary(rhs, |o, a, b| o.sub(a, b, rm.round()))
            .or_else(|| self.pivot_binary(rhs, rm, |a, b| a - b))
    }

    /// `APFloat::multiply`.
    pub fn mul(&self, rhs: &ApFloat, rm: RoundingMode) -> Option<ApFloat> {
        self.binary(rhs, |o, a, b| o.mul(a, b, rm.round()))
            .or_else(|| self.pivot_binary(rhs, rm, |a, b| a * b))
    }

    /// `APFloat::divide`.
    pub fn div(&self, rhs: &ApFloat, rm: RoundingMode) -> Option<ApFloat> {
        self.binary(rhs, |o, a, b| o.div(a, b, rm.round()))
            .or_else(|| self.pivot_binary(rhs, rm, |a, b| a / b))
    }

    /// `APFloat::mod` (C `fmod`: the result has the sign of `self`).
    pub fn rem(&self, rhs: &ApFloat) -> Option<ApFloat> {
        self.binary(rhs, |o, a, b| o.fmod(a, b))
            .or_else(|| self.pivot_binary(rhs, RoundingMode::NearestTiesToEven, |a, b| a % b))
    }

    /// `APFloat::changeSign` (`-x`; NaNs and infinities too). In the
    /// NaN-as-negative-zero formats (`…FNUZ`) zero and NaN keep their
    /// encoding, as in LLVM; the unsigned `f8E8M0FNU` flips the sign kept
    /// above its bits, its NaN's too (see [`ApFloat::llvm_bits`]).
    pub fn neg(&self) -> Option<ApFloat> {
        let width = self.kind.bit_width();
        let sign = 1u128 << (width - 1);
        match self.kind {
            // Every value, the NaN too, flips the sign kept above this
            // unsigned format's bits (LLVM's `changeSign` keeps NaN's sign
            // only where NaN is negative zero): `-NaN` prints as `0xFF` but
            // is another attribute, and converts to `-inf`.
            FloatKind::F8E8M0FNU => Some(ApFloat {
                kind: self.kind,
                bits: self.bits ^ (1 << width),
            }),
            FloatKind::F8E5M2FNUZ | FloatKind::F8E4M3FNUZ | FloatKind::F8E4M3B11FNUZ
                if self.bits == 0 || self.bits == sign =>
            {
                Some(*self)
            }
            _ => Some(ApFloat {
                kind: self.kind,
                bits: self.bits ^ sign,
            }),
        }
    }

    // ----- conversions ----------------------------------------------------

    /// MLIR's `convertFloatValue`: `self` converted to `to` with rounding
    /// `rm`, only if that is exact (`APFloat::convert` reports `opOK` and
    /// no information loss); infinities into formats with NaN but no
    /// infinity are refused, as LLVM reports them inexact; NaNs and
    /// infinities into finite-only formats convert with `opOK`, as in LLVM
    /// (see `finite_only_special_bits`).
    pub fn convert_exact(&self, to: FloatKind, rm: RoundingMode) -> Option<ApFloat> {
        let target = non_finite(to);
        if target == NonFinite::FiniteOnly && (self.is_nan() || self.is_infinity()) {
            // LLVM converts these with `opOK`, keeping the category the
            // format cannot encode (see `finite_only_special_bits`); the
            // NaN of the formats encoding it as negative zero is positive.
            let bits = if self.is_nan() {
                convert_nan_to_finite_only(self.kind, self.bits, to)
            } else {
                finite_only_special_bits(to, false, self.is_negative())
            };
            return bits.map(|bits| ApFloat { kind: to, bits });
        }
        if self.is_infinity() && target != NonFinite::Ieee754 {
            return None;
        }
        if !is_supported(self.kind) || !is_supported(to) {
            return self.pivot_convert_exact(to);
        }
        let bits = self.bits;
        let round = rm.round();
        let (status, loses_info, out) = with_float!(self.kind, S => {
            with_float!(to, T => convert_bits::<S, T>(bits, round))
        })??;
        if loses_info || status != Status::OK {
            return None;
        }
        Some(ApFloat {
            kind: to,
            bits: out,
        })
    }

    /// [`ApFloat::convert_exact`] where one side is a [`pivot_arith`]
    /// format: exact conversions only, so the rounding mode does not
    /// matter; a NaN converts only from such a format into an IEEE one
    /// (LLVM reports lost payload information the other way).
    fn pivot_convert_exact(&self, to: FloatKind) -> Option<ApFloat> {
        if !(pivot_arith(self.kind) || is_supported(self.kind))
            || !(pivot_arith(to) || is_supported(to))
        {
            return None;
        }
        let v = self.exact_f64()?;
        if self.kind == FloatKind::F8E8M0FNU && v.is_nan() {
            // LLVM 22 converts this NaN (all exponent bits set) to an
            // infinity of an IEEE format, of the sign kept above the
            // format's bits (`-NaN`, from `negf`, gives `-inf`); mirrored.
            if non_finite(to) != NonFinite::Ieee754 {
                return None;
            }
            let negative = self.bits >> self.kind.bit_width() & 1 == 1;
            let bits = if negative {
                with_float!(to, T => (-<T as Float>::INFINITY).to_bits())?
            } else {
                with_float!(to, T => <T as Float>::INFINITY.to_bits())?
            };
            return Some(ApFloat { kind: to, bits });
        }
        if is_supported(to) {
            if v.is_nan() && !pivot_arith(self.kind) {
                return None;
            }
            if v.is_nan() && non_finite(self.kind) == NonFinite::FiniteOnly {
                return drr_runtime::text::float::finite_only_nan_to_ieee(self.kind, self.bits, to)
                    .map(|bits| ApFloat { kind: to, bits });
            }
            let d = ApFloat::from_bits(FloatKind::F64, u128::from(v.to_bits()));
            return d.convert_exact(to, RoundingMode::NearestTiesToEven);
        }
        if v.is_nan() {
            return None;
        }
        if to == FloatKind::F8E8M0FNU && v == 0.0 {
            // LLVM 22 converts either zero to this format's "zero", its
            // smallest value 2^-127, and calls that exact; mirrored.
            return Some(ApFloat::from_bits(to, 0));
        }
        let out = ApFloat::from_pivot(to, v)?;
        let back = out.pivot();
        (back == v && back.is_sign_negative() == v.is_sign_negative()).then_some(out)
    }

    /// `APFloat::convertFromAPInt(value, signed, rm)` into `kind`.
    pub fn from_int(
        kind: FloatKind,
        value: &ApInt,
        signed: bool,
        rm: RoundingMode,
    ) -> Option<ApFloat> {
        let negative = signed && value.is_negative();
        let magnitude = if negative {
            value.neg().to_biguint()
        } else {
            value.to_biguint()
        };
        let round = rm.round();
        if pivot_arith(kind) {
            if rm != RoundingMode::NearestTiesToEven {
                return None;
            }
            // Keep 52 bits and a sticky bit: exact in f64, and rounding
            // once from there into a 4-bit significand is correct.
            let bits = magnitude.bits();
            let (top, shift) = if bits <= 53 {
                (u64::try_from(&magnitude).unwrap_or(0), 0)
            } else {
                let shift = bits - 52;
                let top = &magnitude >> shift;
                let sticky = (top.clone() << shift) != magnitude;
                (
                    (u64::try_from(&top).unwrap_or(0) << 1) | u64::from(sticky),
                    shift - 1,
                )
            };
            let v = (top as f64) * 2f64.powi(i32::try_from(shift).ok()?);
            return ApFloat::from_pivot(kind, if negative { -v } else { v });
        }
        let bits =
            with_float!(kind, F => bits_of(from_magnitude::<F>(&magnitude, negative, round)))?;
        Some(ApFloat { kind, bits })
    }

    /// `APFloat::convertToInteger` into a `width`-bit integer, rounding
    /// toward zero, as MLIR's `fptosi`/`fptoui` folders use it: `None`
    /// when LLVM reports `opInvalidOp` (NaN, infinity, out of range) or
    /// for a format `rustc_apfloat` lacks. Inexact results are fine.
    pub fn to_int(&self, width: u32, signed: bool) -> Option<ApInt> {
        if pivot_arith(self.kind) {
            let v = self.exact_f64()?;
            let d = ApFloat::from_bits(FloatKind::F64, u128::from(v.to_bits()));
            return d.to_int(width, signed);
        }
        let bits = self.bits;
        with_float!(self.kind, F => to_integer(F::from_bits(bits), width, signed))?
    }
}

/// The formats `rustc_apfloat` lacks whose arithmetic and conversions are
/// computed through exact `f64` values (see [`ApFloat::pivot_binary`]):
/// the NaN-as-negative-zero and finite-only formats, and `f8E8M0FNU`
/// (except for negative results, which LLVM gives it although its
/// encoding cannot hold them: those do not fold).
fn pivot_arith(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F8E8M0FNU
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F6E3M2FN
            | FloatKind::F6E2M3FN
            | FloatKind::F4E2M1FN
    )
}

/// The quiet bit of a format with IEEE-754 NaNs (bit `precision - 2`).
fn quiet_bit(kind: FloatKind) -> Option<u32> {
    let precision = match kind {
        FloatKind::F16 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
        FloatKind::TF32 => 11,
        FloatKind::F80 => 64,
        FloatKind::F128 => 113,
        FloatKind::F8E5M2 => 3,
        FloatKind::F8E4M3 => 4,
        FloatKind::F8E3M4 => 5,
        _ => return None,
    };
    Some(precision - 2)
}

/// Classification of a decoded value, object-safe so that
/// [`ApFloat::classify`] needs one closure for every format.
trait Classify {
    fn nan(&self) -> bool;
    fn zero(&self) -> bool;
    fn infinite(&self) -> bool;
    fn negative(&self) -> bool;
}

impl<F: Float> Classify for F {
    fn nan(&self) -> bool {
        self.is_nan()
    }
    fn zero(&self) -> bool {
        self.is_zero()
    }
    fn infinite(&self) -> bool {
        self.is_infinite()
    }
    fn negative(&self) -> bool {
        self.is_negative()
    }
}

/// Binary arithmetic on bit patterns of one format.
trait Arith {
    fn add(&self, a: u128, b: u128, r: Round) -> u128;
    fn sub(&self, a: u128, b: u128, r: Round) -> u128;
    fn mul(&self, a: u128, b: u128, r: Round) -> u128;
    fn div(&self, a: u128, b: u128, r: Round) -> u128;
    fn fmod(&self, a: u128, b: u128) -> u128;
}

struct Ops<F>(std::marker::PhantomData<F>);

impl<S: Semantics> Arith for Ops<IeeeFloat<S>> {
    fn add(&self, a: u128, b: u128, r: Round) -> u128 {
        IeeeFloat::<S>::from_bits(a)
            .add_r(IeeeFloat::<S>::from_bits(b), r)
            .value
            .to_bits()
    }
    fn sub(&self, a: u128, b: u128, r: Round) -> u128 {
        IeeeFloat::<S>::from_bits(a)
            .sub_r(IeeeFloat::<S>::from_bits(b), r)
            .value
            .to_bits()
    }
    fn mul(&self, a: u128, b: u128, r: Round) -> u128 {
        IeeeFloat::<S>::from_bits(a)
            .mul_r(IeeeFloat::<S>::from_bits(b), r)
            .value
            .to_bits()
    }
    fn div(&self, a: u128, b: u128, r: Round) -> u128 {
        IeeeFloat::<S>::from_bits(a)
            .div_r(IeeeFloat::<S>::from_bits(b), r)
            .value
            .to_bits()
    }
    fn fmod(&self, a: u128, b: u128) -> u128 {
        let (x, y) = (IeeeFloat::<S>::from_bits(a), IeeeFloat::<S>::from_bits(b));
        if !(x.is_finite_non_zero() && y.is_finite_non_zero()) {
            // NaN, infinity and zero cases: no reduction loop.
            return x.c_fmod(y).value.to_bits();
        }
        // `c_fmod`'s reduction loop asserts that each step is exact, which
        // does not hold for formats whose largest value is below
        // `2^(precision-1)` (f8E3M4); the remainder is exact in any
        // format, so compute it in IEEE quad, which holds every finite
        // value of every supported format exactly, and convert back.
        match (to_quad(x), to_quad(y)) {
            (Some(qx), Some(qy)) => {
                let r = qx.c_fmod(qy).value;
                let mut loses_info = false;
                let back: StatusAnd<IeeeFloat<S>> =
                    r.convert_r(Round::NearestTiesToEven, &mut loses_info);
                back.value.to_bits()
            }
            _ => x.c_fmod(y).value.to_bits(),
        }
    }
}

/// `x` in IEEE quad, if exactly representable (every finite value of
/// every supported format is).
fn to_quad<S: Semantics>(x: IeeeFloat<S>) -> Option<ieee::Quad> {
    let mut loses_info = false;
    let r: StatusAnd<ieee::Quad> = x.convert_r(Round::NearestTiesToEven, &mut loses_info);
    (r.status == Status::OK && !loses_info).then_some(r.value)
}

/// `APFloat::convert` from `S` to `T`: status, `losesInfo`, result bits.
fn convert_bits<S, T>(bits: u128, round: Round) -> (Status, bool, u128)
where
    S: Float + FloatConvert<T>,
    T: Float,
{
    let mut loses_info = false;
    let r = S::from_bits(bits).convert_r(round, &mut loses_info);
    (r.status, loses_info, r.value.to_bits())
}

/// The float nearest (per `round`) to `±magnitude`. Magnitudes beyond 128
/// bits are reduced to their top 128 bits with the discarded bits folded
/// into the lowest one (a sticky bit: every format's precision is below
/// 126 bits, so the rounding decision is unchanged), then scaled back
/// exactly (or to the overflow result `round` gives).
fn from_magnitude<F: Float>(magnitude: &BigUint, negative: bool, round: Round) -> F {
    let round = if negative { -round } else { round };
    let bits = magnitude.bits();
    let value = if bits <= 128 {
        F::from_u128_r(u128::try_from(magnitude).unwrap_or(u128::MAX), round).value
    } else {
        let shift = bits - 128;
        let top = magnitude >> shift;
        let sticky = (top.clone() << shift) != *magnitude;
        let top = u128::try_from(&top).unwrap_or(u128::MAX) | u128::from(sticky);
        let scaled = F::from_u128_r(top, round).value;
        let exp = i32::try_from(shift).unwrap_or(i32::MAX);
        scaled.scalbn_r(exp, round)
    };
    if negative { -value } else { value }
}

/// LLVM's `convertToSignExtendedInteger` with `rmTowardZero`: `None` for
/// `opInvalidOp`.
fn to_integer<S: Semantics>(x: IeeeFloat<S>, width: u32, signed: bool) -> Option<ApInt> {
    if x.is_nan() || x.is_infinite() {
        return None;
    }
    if x.is_zero() {
        return Some(ApInt::zero(width));
    }
    // Truncate in IEEE quad: `round_to_integral` asserts that
    // `2^(precision-1)` is representable, which fails for f8E3M4.
    let truncated = to_quad(x)?.round_to_integral(Round::TowardZero).value.abs();
    let magnitude = if truncated.is_zero() {
        BigUint::ZERO
    } else {
        let exp = truncated.ilogb();
        if exp < 127 {
            BigUint::from(truncated.to_u128_r(128, Round::TowardZero, &mut true).value)
        } else {
            // Scale into u128 range (exact: an integer of at most 113
            // significant bits keeps them), then shift back.
            let scaled = truncated.scalbn(126 - exp);
            BigUint::from(scaled.to_u128_r(128, Round::TowardZero, &mut true).value)
                << u32::try_from(exp - 126).unwrap_or(0)
        }
    };
    let omsb = magnitude.bits();
    let width64 = u64::from(width);
    if x.is_negative() {
        if !signed {
            if omsb != 0 {
                return None;
            }
        } else {
            let power_of_two = magnitude.trailing_zeros().map(|t| t + 1) == Some(omsb);
            if omsb == width64 && !power_of_two {
                return None;
            }
            if omsb > width64 {
                return None;
            }
        }
        Some(ApInt::from_biguint(width, &magnitude).neg())
    } else {
        if omsb >= width64 + u64::from(!signed) {
            return None;
        }
        Some(ApInt::from_biguint(width, &magnitude))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(v: f32) -> ApFloat {
        ApFloat::from_bits(FloatKind::F32, u128::from(v.to_bits()))
    }

    fn as_f32(x: ApFloat) -> f32 {
        f32::from_bits(x.bits() as u32)
    }

    #[test]
    fn arithmetic_matches_host_ieee() {
        let rm = RoundingMode::NearestTiesToEven;
        assert_eq!(as_f32(f32v(1.5).add(&f32v(2.25), rm).unwrap()), 3.75);
        assert_eq!(as_f32(f32v(1.0).div(&f32v(3.0), rm).unwrap()), 1.0 / 3.0);
        assert_eq!(as_f32(f32v(-7.5).rem(&f32v(2.0)).unwrap()), -1.5);
        assert!(f32v(0.0).div(&f32v(0.0), rm).unwrap().is_nan());
        let down = f32v(1.0)
            .div(&f32v(3.0), RoundingMode::TowardNegative)
            .unwrap();
        let up = f32v(1.0)
            .div(&f32v(3.0), RoundingMode::TowardPositive)
            .unwrap();
        assert_eq!(up.bits() - down.bits(), 1);
    }

    #[test]
    fn min_max_follow_llvm() {
        let nan = f32v(f32::NAN);
        let snan = ApFloat::from_bits(FloatKind::F32, 0x7F80_0001);
        assert_eq!(as_f32(f32v(1.0).maxnum(&nan)), 1.0);
        assert!(f32v(1.0).maximum(&nan).is_nan());
        assert_eq!(f32v(1.0).maxnum(&snan).bits(), 0x7FC0_0001);
        assert_eq!(f32v(-0.0).maximum(&f32v(0.0)).bits(), 0);
        assert_eq!(f32v(-0.0).minimum(&f32v(0.0)).bits(), 0x8000_0000);
    }

    #[test]
    fn integer_conversions() {
        let rm = RoundingMode::NearestTiesToEven;
        assert_eq!(f32v(-1.0).to_int(1, true), Some(ApInt::from_i128(1, -1)));
        assert_eq!(f32v(1.0).to_int(1, true), None);
        assert_eq!(f32v(-0.5).to_int(8, false), Some(ApInt::zero(8)));
        assert_eq!(f32v(-1.0).to_int(8, false), None);
        assert_eq!(f32v(255.9).to_int(8, false), Some(ApInt::from_u128(8, 255)));
        assert_eq!(
            f32v(-128.0).to_int(8, true),
            Some(ApInt::from_i128(8, -128))
        );
        assert_eq!(f32v(-129.0).to_int(8, true), None);
        let big = f32v(1.0e30).to_int(200, true).unwrap();
        assert_eq!(big.to_string_signed(), "1000000015047466219876688855040");
        let wide = ApInt::from_i128(300, -1).shl(&ApInt::from_u128(300, 200));
        let f = ApFloat::from_int(FloatKind::F64, &wide, true, rm).unwrap();
        assert_eq!(f64::from_bits(f.bits() as u64), -(2f64.powi(200)));
        let odd = ApInt::from_u128(300, 1)
            .shl(&ApInt::from_u128(300, 200))
            .add(&ApInt::one(300));
        let g =
            ApFloat::from_int(FloatKind::F32, &odd, false, RoundingMode::TowardPositive).unwrap();
        assert_eq!(as_f32(g), f32::INFINITY);
    }

    #[test]
    fn exact_conversions_only() {
        let rm = RoundingMode::NearestTiesToEven;
        assert_eq!(
            f32v(0.5)
                .convert_exact(FloatKind::F16, rm)
                .map(|x| x.bits()),
            Some(0x3800)
        );
        assert_eq!(f32v(0.1).convert_exact(FloatKind::F16, rm), None);
        assert_eq!(
            f32v(f32::INFINITY).convert_exact(FloatKind::F8E4M3FN, rm),
            None
        );
        assert!(f32v(0.1).convert_exact(FloatKind::F64, rm).is_some());
    }
}

#[cfg(test)]
mod exhaustive_tests {
    //! Every operation on every bit pattern of the 8-bit formats (and edge
    //! patterns of the others) must return, not panic: `rustc_apfloat`
    //! asserts internally in places (see `to_integer` and `fmod`).

    use super::*;

    fn edge_bits(kind: FloatKind) -> Vec<u128> {
        let w = kind.bit_width();
        if w <= 8 {
            return (0..(1u128 << w)).collect();
        }
        let top = 1u128 << (w - 1);
        let mut v = vec![0, 1, 2, top, top | 1, top - 1, u128::MAX >> (128 - w)];
        for shift in [w / 2, w - 2, w - 3, w - 4] {
            v.push(((1u128 << (w - 1)) - 1) >> shift << shift);
            v.push(top | (((1u128 << (w - 1)) - 1) >> shift << shift));
        }
        v.into_iter().map(|b| b & low_bits(w)).collect()
    }

    #[test]
    fn binary_operations_never_panic() {
        for kind in FloatKind::ALL {
            let bits = edge_bits(kind);
            // All left operands; right operands: every seventh pattern and
            // the special ones (zeros, NaNs, infinities, extremes) at both
            // ends of each sign's range.
            let n = bits.len();
            let right: Vec<u128> = bits
                .iter()
                .enumerate()
                .filter(|(i, _)| {
                    n <= 16 || i % 7 == 0 || (i % (n / 2)) < 4 || (i % (n / 2)) >= n / 2 - 4
                })
                .map(|(_, b)| *b)
                .collect();
            for &a in &bits {
                let x = ApFloat::from_bits(kind, a);
                for &b in &right {
                    let y = ApFloat::from_bits(kind, b);
                    for rm in [RoundingMode::NearestTiesToEven, RoundingMode::TowardZero] {
                        for r in [x.add(&y, rm), x.sub(&y, rm), x.mul(&y, rm), x.div(&y, rm)]
                            .into_iter()
                            .flatten()
                        {
                            assert_eq!(r.kind(), kind);
                        }
                    }
                    let _ = x.rem(&y);
                    let _ = (x.maximum(&y), x.minimum(&y), x.maxnum(&y), x.minnum(&y));
                    let _ = x.compare(&y);
                }
            }
        }
    }

    #[test]
    fn conversions_never_panic() {
        let ints = [
            ApInt::zero(1),
            ApInt::all_ones(1),
            ApInt::signed_min(64),
            ApInt::all_ones(64),
            ApInt::signed_min(128),
            ApInt::signed_max(128),
            ApInt::all_ones(300),
            ApInt::signed_min(300),
        ];
        for from in FloatKind::ALL {
            for b in edge_bits(from) {
                let x = ApFloat::from_bits(from, b);
                for to in FloatKind::ALL {
                    for rm in [
                        RoundingMode::NearestTiesToEven,
                        RoundingMode::TowardPositive,
                    ] {
                        if let Some(r) = x.convert_exact(to, rm) {
                            assert_eq!(r.kind(), to);
                        }
                    }
                }
                for width in [1, 7, 8, 64, 128, 129, 300] {
                    for signed in [false, true] {
                        if let Some(v) = x.to_int(width, signed) {
                            assert_eq!(v.width(), width);
                        }
                    }
                }
                let _ = x.neg();
                let _ = ApFloat::from_bits_canonical(from, b);
            }
            for v in &ints {
                for signed in [false, true] {
                    let _ = ApFloat::from_int(from, v, signed, RoundingMode::NearestTiesToEven);
                }
            }
        }
    }
}
