//! MLIR's float printing and float-literal parsing, bit-exact with mlir-opt 22.
//!
//! MLIR's `AsmPrinter` prints a float value (a `FloatAttr`, or one element of
//! a dense float elements attribute) with `printFloatValue`:
//!
//! 1. infinities and NaNs print as the hexadecimal bit pattern (`0x7FC00000`,
//!    upper-case hex digits, no zero padding);
//! 2. otherwise LLVM's `APFloat::toString(6, 0, false)` gives a scientific form
//!    like `1.000000e-01`; if parsing that string back (correctly rounded in
//!    the same format) gives the bitwise-identical value, it is printed;
//! 3. otherwise the default `APFloat::toString()` (enough digits to round-trip,
//!    up to three padding zeros, `E` exponents) is printed if it contains a
//!    `.` (e.g. `1.00000012`, `0.100000000000000005551`, `3.3E-4932`);
//! 4. otherwise (an integer-looking default form such as `12345678`) the
//!    hexadecimal bit pattern is printed.
//!
//! `APFloat::toString` converts the exact binary value to decimal with big
//! integers, *truncates* it to a few more digits than requested, then rounds
//! the remaining decimal digits half-up on a single digit, and keeps at most
//! `FormatPrecision` significant digits (so `%.6e`-like output has only six
//! significant digits followed by a padding `0`: `1.015630e-01`). This module
//! reproduces that algorithm exactly with its own small big-integer type.
//!
//! MLIR's parser reads a decimal float literal as an `f64` (correctly rounded,
//! overflow to infinity, underflow to zero), negates it if a `-` was seen and
//! then converts it to the attribute's format with round-to-nearest-even (so
//! `f16`/`f32`/... see double rounding and `f80`/`f128` only get `f64`
//! precision). Hexadecimal integer literals are the raw bit pattern. Both are
//! reproduced by [`parse_float`].
//!
//! Invariants: bit patterns are the IEEE-style encodings in the low
//! [`FloatKind::bit_width`] bits of a `u128` (bits above the width are
//! ignored); nothing here panics or uses `unsafe`.

use std::fmt::Write as _;

mod big;
use big::Big;

/// Floating-point formats MLIR's builtin types use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half precision (`f16`).
    F16,
    /// bfloat16 (`bf16`).
    BF16,
    /// IEEE single precision (`f32`).
    F32,
    /// IEEE double precision (`f64`).
    F64,
    /// NVIDIA TensorFloat-32 (`tf32`), 19 bits.
    TF32,
    /// x87 80-bit extended precision (`f80`), explicit integer bit.
    F80,
    /// IEEE quadruple precision (`f128`).
    F128,
    /// `f8E5M2`.
    F8E5M2,
    /// `f8E4M3FN` (no infinities, NaN is all-ones).
    F8E4M3FN,
    /// `f8E4M3` (IEEE-like).
    F8E4M3,
    /// `f8E5M2FNUZ` (no infinities or negative zero, NaN is `0x80`).
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`.
    F8E4M3B11FNUZ,
    /// `f8E3M4` (IEEE-like).
    F8E3M4,
    /// `f8E8M0FNU` (unsigned powers of two, NaN is `0xFF`, no zero).
    F8E8M0FNU,
    /// `f6E3M2FN` (finite only).
    F6E3M2FN,
    /// `f6E2M3FN` (finite only).
    F6E2M3FN,
    /// `f4E2M1FN` (finite only).
    F4E2M1FN,
}

impl FloatKind {
    /// Every supported kind.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::TF32,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3FN,
        FloatKind::F8E4M3,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E3M2FN,
        FloatKind::F6E2M3FN,
        FloatKind::F4E2M1FN,
    ];

    /// Storage width in bits (`tf32` is 19, `f80` is 80).
    pub fn bit_width(self) -> u32 {
        self.sem().size_bits
    }

    /// The MLIR builtin type keyword: `"f16"`, `"bf16"`, `"f8E4M3FN"`, ...
    pub fn mlir_name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The kind whose [`mlir_name`](Self::mlir_name) is `name`.
    pub fn from_mlir_name(name: &str) -> Option<FloatKind> {
        FloatKind::ALL
            .iter()
            .copied()
            .find(|k| k.mlir_name() == name)
    }

    fn sem(self) -> Sem {
        use NanEnc::{AllOnes, Ieee as NIeee, NegZero};
        use NonFinite::{FiniteOnly, Ieee, NanOnly};
        let s = |max_exp, min_exp, precision, size_bits| Sem {
            max_exp,
            min_exp,
            precision,
            size_bits,
            non_finite: Ieee,
            nan_enc: NIeee,
            has_zero: true,
            has_signed: true,
            layout: Layout::Ieee,
        };
        match self {
            FloatKind::F16 => s(15, -14, 11, 16),
            FloatKind::BF16 => s(127, -126, 8, 16),
            FloatKind::F32 => s(127, -126, 24, 32),
            FloatKind::F64 => s(1023, -1022, 53, 64),
            FloatKind::TF32 => s(127, -126, 11, 19),
            FloatKind::F80 => Sem {
                layout: Layout::X87,
                ..s(16383, -16382, 64, 80)
            },
            FloatKind::F128 => s(16383, -16382, 113, 128),
            FloatKind::F8E5M2 => s(15, -14, 3, 8),
            FloatKind::F8E4M3FN => Sem {
                non_finite: NanOnly,
                nan_enc: AllOnes,
                ..s(8, -6, 4, 8)
            },
            FloatKind::F8E4M3 => s(7, -6, 4, 8),
            FloatKind::F8E5M2FNUZ => Sem {
                non_finite: NanOnly,
                nan_enc: NegZero,
                ..s(15, -15, 3, 8)
            },
            FloatKind::F8E4M3FNUZ => Sem {
                non_finite: NanOnly,
                nan_enc: NegZero,
                ..s(7, -7, 4, 8)
            },
            FloatKind::F8E4M3B11FNUZ => Sem {
                non_finite: NanOnly,
                nan_enc: NegZero,
                ..s(4, -10, 4, 8)
            },
            FloatKind::F8E3M4 => s(3, -2, 5, 8),
            FloatKind::F8E8M0FNU => Sem {
                non_finite: NanOnly,
                nan_enc: AllOnes,
                has_zero: false,
                has_signed: false,
                layout: Layout::E8M0,
                ..s(127, -127, 1, 8)
            },
            FloatKind::F6E3M2FN => Sem {
                non_finite: FiniteOnly,
                ..s(4, -2, 3, 6)
            },
            FloatKind::F6E2M3FN => Sem {
                non_finite: FiniteOnly,
                ..s(2, 0, 4, 6)
            },
            FloatKind::F4E2M1FN => Sem {
                non_finite: FiniteOnly,
                ..s(2, 0, 2, 4)
            },
        }
    }
}

/// The bit of a scalar float attribute's stored bits that holds the sign of
/// a value of a format without a sign bit (`f8E8M0FNU`): LLVM's `APFloat`
/// keeps a sign there (`-7.25` parses to `-8.0`, `sitofp(-3)` gives `-4.0`,
/// `negf` flips it, and MLIR prints and compares it), which the format's 8
/// bits cannot hold. It sits just above them; [`float_bits_to_llvm`] gives
/// the 8 bits LLVM's `bitcastToAPInt` makes of such a value (the sign ORed
/// into the top exponent bit), which is what dense elements and `bitcast`
/// see. `None` for formats with a sign bit.
pub fn unsigned_format_sign_bit(kind: FloatKind) -> Option<u32> {
    (!kind.sem().has_signed).then(|| kind.sem().size_bits)
}

/// LLVM's `bitcastToAPInt` of the value `bits` stores (see
/// [`unsigned_format_sign_bit`]): the format's own bits, with the sign of a
/// negative `f8E8M0FNU` value ORed into its top bit as LLVM does.
pub fn float_bits_to_llvm(kind: FloatKind, bits: u128) -> u128 {
    let sem = kind.sem();
    encode_llvm(&sem, &decode(&sem, bits))
}

/// Prints `bits` (the IEEE bit pattern, low bits of the u128) exactly as MLIR's
/// AsmPrinter `printFloatValue` does: scientific `%.6e`-style form via
/// `APFloat::toString(6, 0, false)` if it round-trips, else the default
/// `APFloat::toString()` form if that contains `.`, else hexadecimal `0x…`
/// (upper-case digits, no zero padding) of the bit pattern.
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let sem = kind.sem();
    let ap = decode(&sem, bits);
    match ap.cat {
        Cat::Inf | Cat::NaN => hex(&sem, &ap),
        Cat::Zero | Cat::Normal => {
            let exact = ExactDecimal::of(&sem, &ap);
            let sci = to_string_impl(ap.sign, &exact, 6, 0, false);
            if let Ok(back) = from_decimal(&sem, &sci)
                && bitwise_equal(&back, &ap)
            {
                return sci;
            }
            let dflt = to_string_impl(ap.sign, &exact, 0, 3, true);
            if dflt.contains('.') {
                return dflt;
            }
            hex(&sem, &ap)
        }
    }
}

/// Parses a float literal token as MLIR's parser does for an attribute of the
/// given float type, returning the bit pattern.
///
/// * Decimal literals must have MLIR's float-literal token shape
///   `[0-9]+ '.' [0-9]* ([eE] [-+]? [0-9]+)?` (`1.`, `2.5e-3`; `1e10` and `3`
///   are not float literals; a decimal integer is rejected like mlir-opt's
///   "unexpected decimal integer literal for a floating point value"). The
///   value is read as an `f64` (correctly rounded; out-of-range values become
///   infinity or zero), negated if `negative`, then converted to `kind` with
///   round-to-nearest-even, exactly like MLIR (double rounding included).
/// * Hexadecimal literals `0x…` (lower-case `x`) are the raw bit pattern; an
///   error if the value needs more than [`FloatKind::bit_width`] bits or if
///   `negative` (MLIR: "hexadecimal float literal should not have a leading
///   minus"). The result is canonicalised the way MLIR's APFloat stores it
///   (only matters for non-canonical `f80` encodings).
///
/// An infinite decimal (e.g. `1.0e400`) for the finite-only
/// `f6E3M2FN`/`f6E2M3FN`/`f4E2M1FN`, which MLIR would hold but cannot encode,
/// is an error. A negative value of the unsigned `f8E8M0FNU` keeps its sign
/// above the format's bits, as MLIR's `APFloat` keeps it (see
/// [`unsigned_format_sign_bit`]).
pub fn parse_float(kind: FloatKind, text: &str, negative: bool) -> Result<u128, String> {
    let sem = kind.sem();
    if let Some(digits) = text.strip_prefix("0x") {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("invalid hexadecimal float literal '{text}'"));
        }
        if negative {
            return Err("hexadecimal float literal should not have a leading minus".into());
        }
        let significant = digits.trim_start_matches('0');
        let out_of_range = || "hexadecimal float constant out of range for type".to_string();
        if significant.len() > 32 {
            return Err(out_of_range());
        }
        let mut value: u128 = 0;
        for b in significant.bytes() {
            let d = (b as char).to_digit(16).unwrap_or(0);
            value = (value << 4) | u128::from(d);
        }
        let active = 128 - value.leading_zeros();
        if active > sem.size_bits {
            return Err(out_of_range());
        }
        return Ok(encode(&sem, &decode(&sem, value)));
    }
    check_float_literal(text)?;
    let f64_sem = FloatKind::F64.sem();
    let mut value = from_decimal(&f64_sem, text)?;
    if negative {
        value.sign = !value.sign;
    }
    let converted = convert(&f64_sem, &value, &sem);
    if converted.cat == Cat::Inf && sem.non_finite == NonFinite::FiniteOnly {
        return Err(format!(
            "floating point value out of range for type {} (infinity is not representable)",
            kind.mlir_name()
        ));
    }
    Ok(encode(&sem, &converted))
}

/// Bits of an `f64` value in the given kind, rounded to nearest-even like
/// LLVM's `APFloat::convert` (overflow gives infinity, or NaN for the
/// NaN-only `f8` formats). Where the format cannot hold the result the
/// closest sensible encoding is used: finite-only formats saturate infinities
/// to the largest finite value and map NaN to `+0`; a negative `f8E8M0FNU`
/// value keeps its sign above the format's bits (see
/// [`unsigned_format_sign_bit`]). `F64` returns the bits unchanged
/// (signalling NaNs included).
pub fn float_bits_from_f64(kind: FloatKind, value: f64) -> u128 {
    if kind == FloatKind::F64 {
        return u128::from(value.to_bits());
    }
    let sem = kind.sem();
    let f64_sem = FloatKind::F64.sem();
    let ap = decode(&f64_sem, u128::from(value.to_bits()));
    let mut r = convert(&f64_sem, &ap, &sem);
    if sem.non_finite == NonFinite::FiniteOnly {
        match r.cat {
            Cat::Inf => r = largest(&sem, r.sign),
            Cat::NaN => r = zero_result(&sem, false),
            _ => {}
        }
    }
    encode(&sem, &r)
}

/// The flags above a finite-only format's bits (see
/// [`finite_only_special_bits`]).
const FINITE_ONLY_NAN: u128 = 1;
const FINITE_ONLY_INF: u128 = 2;

/// The bits the runtime stores for a NaN (`nan`) or an infinity of the
/// finite-only formats (`f6E3M2FN`, `f6E2M3FN`, `f4E2M1FN`; `None` for
/// other formats), of sign `negative`. LLVM's `APFloat::convert` from a
/// format with NaN or infinity into these reports `opOK` and keeps the
/// category, which no encoding of theirs has: MLIR's folders then hold a
/// value that prints as its `bitcastToAPInt` (the sign bit alone, `0x0` or
/// `0x8` for `f4E2M1FN`), is another attribute than zero and than the
/// other category, converts back to NaN or infinity and compares as one.
/// The runtime keeps the category in a flag just above the format's bits
/// (as it keeps `f8E8M0FNU`'s sign); [`float_bits_to_llvm`] drops it, as
/// dense elements and `bitcast` do.
///
/// Of a NaN, the bits also keep its significand (LLVM's, shifted to the
/// format's precision) above the flags: it is the attribute's identity and
/// what a conversion back reads.
pub fn finite_only_special_bits(kind: FloatKind, nan: bool, negative: bool) -> Option<u128> {
    let sem = kind.sem();
    if sem.non_finite != NonFinite::FiniteOnly {
        return None;
    }
    let ap = Ap {
        cat: if nan { Cat::NaN } else { Cat::Inf },
        sign: negative,
        exp: sem.max_exp + 1,
        sig: if nan { 1 << (sem.precision - 2) } else { 0 },
    };
    Some(encode(&sem, &ap))
}

/// LLVM's `APFloat::convert` of the NaN `bits` of `from` into the
/// finite-only format `to` (see [`finite_only_special_bits`]): the stored
/// bits of the NaN it holds there, or `None` where it reports lost
/// information (payload bits shifted out), which MLIR's folders refuse.
/// The NaN of the formats encoding it as negative zero is positive.
pub fn convert_nan_to_finite_only(from: FloatKind, bits: u128, to: FloatKind) -> Option<u128> {
    let (fs, ts) = (from.sem(), to.sem());
    let mut src = decode(&fs, bits);
    if src.cat != Cat::NaN || ts.non_finite != NonFinite::FiniteOnly {
        return None;
    }
    if fs.nan_enc == NanEnc::NegZero {
        // LLVM reads the negative-zero encoding as `makeNaN()`: positive,
        // its significand the quiet bit.
        src.sign = false;
        src.sig = 1 << (fs.precision - 2);
    }
    // A signalling NaN converts with `opInvalidOp`, and an x87 NaN without
    // its integer bit (LLVM's `X86SpecialNan`) loses information.
    let quiet = fs.precision >= 2 && (src.sig >> (fs.precision - 2)) & 1 == 1;
    if fs.non_finite == NonFinite::Ieee && !quiet {
        return None;
    }
    if fs.layout == Layout::X87 && src.sig >> 63 == 0 {
        return None;
    }
    let shift = i64::from(ts.precision) - i64::from(fs.precision);
    let sig = if shift < 0 && fs.non_finite == NonFinite::NanOnly {
        // LLVM shifts a NaN's significand right only for formats with
        // infinity: nothing is lost, the low bits stay.
        src.sig
    } else if shift < 0 {
        let drop = (-shift) as u32;
        if drop >= 128 {
            if src.sig != 0 {
                return None;
            }
            0
        } else {
            if src.sig & mask(drop) != 0 {
                return None;
            }
            src.sig >> drop
        }
    } else {
        src.sig << shift
    };
    let ap = Ap {
        cat: Cat::NaN,
        sign: src.sign,
        exp: ts.max_exp + 1,
        sig: sig & mask(ts.precision),
    };
    Some(encode(&ts, &ap))
}

/// LLVM's `APFloat::convert` of a NaN held in a finite-only format (see
/// [`finite_only_special_bits`]) into the IEEE format `to` (one with
/// NaN and infinity): its significand shifted to `to`'s precision, not
/// quieted (the finite-only formats have no signalling NaN), and encoded
/// with `to`'s NaN exponent, so that a significand without a quiet bit
/// gives the bits of an infinity, as MLIR prints it. `None` for other
/// values or formats.
pub fn finite_only_nan_to_ieee(from: FloatKind, bits: u128, to: FloatKind) -> Option<u128> {
    let (fs, ts) = (from.sem(), to.sem());
    let src = decode(&fs, bits);
    if fs.non_finite != NonFinite::FiniteOnly
        || src.cat != Cat::NaN
        || ts.non_finite != NonFinite::Ieee
        || ts.layout != Layout::Ieee
        || ts.precision < fs.precision
    {
        return None;
    }
    let t = ts.precision - 1;
    let exp_bits = ts.size_bits - 1 - t;
    let sig = (src.sig << (ts.precision - fs.precision)) & mask(t);
    Some((u128::from(src.sign) << (ts.size_bits - 1)) | (mask(exp_bits) << t) | sig)
}

/// How many low bits of a scalar float attribute's stored value are its
/// own: the format's, and above them `f8E8M0FNU`'s sign (see
/// [`unsigned_format_sign_bit`]) or a finite-only format's NaN and
/// infinity flags (see [`finite_only_special_bits`]).
pub fn stored_float_width(kind: FloatKind) -> u32 {
    let sem = kind.sem();
    if sem.non_finite == NonFinite::FiniteOnly {
        sem.size_bits + 2 + sem.precision
    } else {
        sem.size_bits + u32::from(!sem.has_signed)
    }
}

/// Value of the bits as `f64` (exact where representable, otherwise rounded
/// to nearest-even; NaNs stay NaN with their sign, infinities stay infinite).
pub fn float_bits_to_f64(kind: FloatKind, bits: u128) -> f64 {
    if kind == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    let sem = kind.sem();
    let f64_sem = FloatKind::F64.sem();
    let ap = decode(&sem, bits);
    if ap.cat == Cat::NaN && sem.non_finite == NonFinite::FiniteOnly {
        // Whatever significand it holds (see `finite_only_special_bits`).
        return if ap.sign { -f64::NAN } else { f64::NAN };
    }
    let r = convert(&sem, &ap, &f64_sem);
    f64::from_bits(encode(&f64_sem, &r) as u64)
}

// ---------------------------------------------------------------------------
// Semantics and the APFloat-like value representation.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    Ieee,
    NanOnly,
    FiniteOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEnc {
    Ieee,
    AllOnes,
    NegZero,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Ieee,
    X87,
    E8M0,
}

/// LLVM's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct Sem {
    max_exp: i32,
    min_exp: i32,
    /// Significand bits including the integer bit.
    precision: u32,
    size_bits: u32,
    non_finite: NonFinite,
    nan_enc: NanEnc,
    has_zero: bool,
    has_signed: bool,
    layout: Layout,
}

impl Sem {
    fn exponent_nan(&self) -> i32 {
        if self.non_finite == NonFinite::NanOnly {
            if self.nan_enc == NanEnc::NegZero {
                return self.min_exp - 1;
            }
            if self.has_signed {
                return self.max_exp;
            }
        }
        self.max_exp + 1
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cat {
    Zero,
    Inf,
    NaN,
    Normal,
}

/// An `IEEEFloat`: for `Normal`, value = `sig * 2^(exp - (precision - 1))`
/// with `exp >= min_exp`, and `sig < 2^(precision-1)` only when denormal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ap {
    cat: Cat,
    sign: bool,
    exp: i32,
    sig: u128,
}

fn mask(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

fn bitwise_equal(a: &Ap, b: &Ap) -> bool {
    if a.cat != b.cat || a.sign != b.sign {
        return false;
    }
    match a.cat {
        Cat::Zero | Cat::Inf => true,
        Cat::Normal => a.exp == b.exp && a.sig == b.sig,
        Cat::NaN => a.sig == b.sig,
    }
}

fn zero_result(sem: &Sem, sign: bool) -> Ap {
    if !sem.has_zero {
        return smallest_normalized(sem);
    }
    Ap {
        cat: Cat::Zero,
        sign: sign && sem.nan_enc != NanEnc::NegZero,
        exp: sem.min_exp - 1,
        sig: 0,
    }
}

fn smallest_normalized(sem: &Sem) -> Ap {
    Ap {
        cat: Cat::Normal,
        sign: false,
        exp: sem.min_exp,
        sig: 1u128 << (sem.precision - 1),
    }
}

fn largest(sem: &Sem, sign: bool) -> Ap {
    let mut sig = mask(sem.precision);
    if sem.non_finite == NonFinite::NanOnly && sem.nan_enc == NanEnc::AllOnes && sem.precision > 1 {
        sig &= !1;
    }
    Ap {
        cat: Cat::Normal,
        sign: sign && sem.has_signed,
        exp: sem.max_exp,
        sig,
    }
}

/// `makeNaN(SNaN=false, Negative=sign)`.
fn make_nan(sem: &Sem, sign: bool) -> Ap {
    let p = sem.precision;
    let qnan_bit = p.saturating_sub(2);
    let mut sign = sign && sem.has_signed;
    let mut sig = 0u128;
    if sem.non_finite == NonFinite::NanOnly {
        if sem.nan_enc == NanEnc::NegZero {
            sign = true;
        } else {
            sig = mask(p - 1);
        }
    }
    if sem.nan_enc != NanEnc::NegZero {
        sig |= 1u128 << qnan_bit;
    }
    if sem.layout == Layout::X87 {
        sig |= 1u128 << (qnan_bit + 1);
    }
    Ap {
        cat: Cat::NaN,
        sign,
        exp: sem.exponent_nan(),
        sig,
    }
}

/// `handleOverflow` for round-to-nearest.
fn overflow(sem: &Sem, sign: bool) -> Ap {
    match sem.non_finite {
        NonFinite::FiniteOnly => largest(sem, sign),
        NonFinite::NanOnly => make_nan(sem, sign),
        NonFinite::Ieee => Ap {
            cat: Cat::Inf,
            sign,
            exp: sem.max_exp + 1,
            sig: 0,
        },
    }
}

/// `APFloat(Sem, APInt)`: interprets a bit pattern.
fn decode(sem: &Sem, bits: u128) -> Ap {
    if sem.non_finite == NonFinite::FiniteOnly && bits >> sem.size_bits != 0 {
        // A NaN or infinity LLVM holds in a format that cannot encode it
        // (see `finite_only_special_bits`).
        let cat = if (bits >> sem.size_bits) & FINITE_ONLY_NAN != 0 {
            Cat::NaN
        } else {
            Cat::Inf
        };
        return Ap {
            cat,
            sign: (bits >> (sem.size_bits - 1)) & 1 == 1,
            exp: sem.max_exp + 1,
            // The NaN's significand (see `finite_only_special_bits`).
            sig: if cat == Cat::NaN {
                (bits >> (sem.size_bits + 2)) & mask(sem.precision)
            } else {
                0
            },
        };
    }
    // The sign of a format without a sign bit, just above its bits.
    let unsigned_sign = !sem.has_signed && (bits >> sem.size_bits) & 1 == 1;
    let bits = bits & mask(sem.size_bits);
    match sem.layout {
        Layout::X87 => {
            let sig = bits & mask(64);
            let hi = (bits >> 64) as u64;
            let e = (hi & 0x7fff) as i32;
            let sign = (hi >> 15) & 1 == 1;
            let int_bit = sig >> 63 == 1;
            if e == 0 && sig == 0 {
                Ap {
                    cat: Cat::Zero,
                    sign,
                    exp: sem.min_exp - 1,
                    sig: 0,
                }
            } else if e == 0x7fff && sig == 1u128 << 63 {
                Ap {
                    cat: Cat::Inf,
                    sign,
                    exp: sem.max_exp + 1,
                    sig: 0,
                }
            } else if e == 0x7fff || (e != 0 && !int_bit) {
                Ap {
                    cat: Cat::NaN,
                    sign,
                    exp: sem.exponent_nan(),
                    sig,
                }
            } else {
                Ap {
                    cat: Cat::Normal,
                    sign,
                    exp: if e == 0 { -16382 } else { e - 16383 },
                    sig,
                }
            }
        }
        Layout::E8M0 => {
            let e = (bits & 0xff) as i32;
            if e == 0xff {
                Ap {
                    cat: Cat::NaN,
                    sign: false,
                    exp: sem.exponent_nan(),
                    sig: 1,
                }
            } else {
                Ap {
                    cat: Cat::Normal,
                    sign: unsigned_sign,
                    exp: e - 127,
                    sig: 1,
                }
            }
        }
        Layout::Ieee => {
            let t = sem.precision - 1;
            let exp_bits = sem.size_bits - 1 - t;
            let sig_field = bits & mask(t);
            let e_field = ((bits >> t) & mask(exp_bits)) as i32;
            let sign = (bits >> (sem.size_bits - 1)) & 1 == 1;
            let bias = 1 - sem.min_exp;
            let all_zero = sig_field == 0;
            let is_zero = e_field == 0 && all_zero;
            if sem.non_finite == NonFinite::Ieee && e_field - bias == sem.max_exp + 1 && all_zero {
                return Ap {
                    cat: Cat::Inf,
                    sign,
                    exp: sem.max_exp + 1,
                    sig: 0,
                };
            }
            let is_nan = match sem.nan_enc {
                NanEnc::Ieee => e_field - bias == sem.exponent_nan() && !all_zero,
                NanEnc::AllOnes => e_field - bias == sem.exponent_nan() && sig_field == mask(t),
                NanEnc::NegZero => is_zero && sign,
            };
            if is_nan {
                return Ap {
                    cat: Cat::NaN,
                    sign,
                    exp: sem.exponent_nan(),
                    sig: sig_field,
                };
            }
            if is_zero {
                return zero_result(sem, sign);
            }
            if e_field == 0 {
                Ap {
                    cat: Cat::Normal,
                    sign,
                    exp: sem.min_exp,
                    sig: sig_field,
                }
            } else {
                Ap {
                    cat: Cat::Normal,
                    sign,
                    exp: e_field - bias,
                    sig: sig_field | (1u128 << t),
                }
            }
        }
    }
}

/// The bits the runtime stores for `ap`: [`encode_llvm`]'s, except that
/// the sign of a non-NaN value of a format without a sign bit goes just
/// above the format's bits (see [`unsigned_format_sign_bit`]).
fn encode(sem: &Sem, ap: &Ap) -> u128 {
    if sem.non_finite == NonFinite::FiniteOnly && matches!(ap.cat, Cat::NaN | Cat::Inf) {
        let flag = if ap.cat == Cat::NaN {
            FINITE_ONLY_NAN
        } else {
            FINITE_ONLY_INF
        };
        let payload = if ap.cat == Cat::NaN {
            ap.sig & mask(sem.precision)
        } else {
            0
        };
        return encode_llvm(sem, ap) | (flag << sem.size_bits) | (payload << (sem.size_bits + 2));
    }
    if !sem.has_signed && ap.cat != Cat::NaN {
        let unsigned = Ap { sign: false, ..*ap };
        return encode_llvm(sem, &unsigned) | (u128::from(ap.sign) << sem.size_bits);
    }
    encode_llvm(sem, ap)
}

/// `bitcastToAPInt`.
fn encode_llvm(sem: &Sem, ap: &Ap) -> u128 {
    if sem.layout == Layout::X87 {
        let (e, sig): (i64, u128) = match ap.cat {
            Cat::Normal => {
                let mut e = i64::from(ap.exp) + 16383;
                if e == 1 && (ap.sig >> 63) & 1 == 0 {
                    e = 0;
                }
                (e, ap.sig)
            }
            Cat::Zero => (0, 0),
            Cat::Inf => (0x7fff, 1u128 << 63),
            Cat::NaN => (0x7fff, ap.sig),
        };
        let hi = (u128::from(ap.sign) << 15) | ((e as u128) & 0x7fff);
        return (sig & mask(64)) | (hi << 64);
    }
    let bias: i64 = if sem.layout == Layout::E8M0 {
        -i64::from(sem.min_exp)
    } else {
        1 - i64::from(sem.min_exp)
    };
    let t = sem.precision - 1;
    let exp_bits = if t > 0 {
        sem.size_bits - 1 - t
    } else {
        sem.size_bits
    };
    if sem.non_finite == NonFinite::FiniteOnly && matches!(ap.cat, Cat::NaN | Cat::Inf) {
        // LLVM's encoding of a category these formats lack: the sign bit,
        // over an exponent field the all-ones-plus-one exponent wraps to 0.
        return u128::from(ap.sign) << (sem.size_bits - 1);
    }
    let (e, sig): (i64, u128) = match ap.cat {
        Cat::Normal => {
            let mut e = i64::from(ap.exp) + bias;
            if e == 1 && (ap.sig >> t) & 1 == 0 {
                e = 0;
            }
            (e, ap.sig)
        }
        Cat::Zero => (i64::from(sem.min_exp - 1) + bias, 0),
        Cat::Inf => (i64::from(sem.max_exp + 1) + bias, 0),
        Cat::NaN => (i64::from(sem.exponent_nan()) + bias, ap.sig),
    };
    let mut word = sig & mask(t);
    word |= u128::from(ap.sign) << (sem.size_bits - 1);
    word |= ((e as u128) & mask(exp_bits)) << t;
    word & mask(sem.size_bits)
}

fn hex(sem: &Sem, ap: &Ap) -> String {
    format!("0x{:X}", encode_llvm(sem, ap))
}

/// `normalize(rmNearestTiesToEven, ...)` applied to the exact value
/// `mag * 2^exp2` (plus a positive amount below one unit of `mag`'s last bit
/// when `sticky`).
fn round_to_sem(sem: &Sem, sign: bool, mag: &Big, exp2: i64, sticky: bool) -> Ap {
    if mag.is_zero() {
        return zero_result(sem, sign);
    }
    let p = i64::from(sem.precision);
    let max_exp = i64::from(sem.max_exp);
    let msb = exp2 + mag.bits() as i64 - 1;
    if msb > max_exp {
        return overflow(sem, sign);
    }
    let mut e = msb.max(i64::from(sem.min_exp));
    let lsb = e - (p - 1);
    let shift = lsb - exp2;
    let mut sig;
    let round_up;
    if shift <= 0 {
        sig = mag.shl((-shift) as u64).low_u128();
        round_up = false;
    } else {
        let shift = shift as u64;
        sig = mag.shr(shift).low_u128();
        let half = mag.bit(shift - 1);
        let rest = sticky || mag.low_bits_nonzero(shift - 1);
        round_up = half && (rest || sig & 1 == 1);
    }
    if round_up {
        sig += 1;
        if sig >> p != 0 {
            sig >>= 1;
            e += 1;
            if e > max_exp {
                return overflow(sem, sign);
            }
        }
    }
    if sig == 0 {
        return zero_result(sem, sign);
    }
    if sem.non_finite == NonFinite::NanOnly
        && sem.nan_enc == NanEnc::AllOnes
        && sem.precision > 1
        && e == max_exp
        && sig == mask(sem.precision)
    {
        return overflow(sem, sign);
    }
    Ap {
        cat: Cat::Normal,
        sign,
        exp: e as i32,
        sig,
    }
}

/// `IEEEFloat::convert(to, rmNearestTiesToEven)`.
fn convert(from: &Sem, ap: &Ap, to: &Sem) -> Ap {
    match ap.cat {
        Cat::Normal => {
            let exp2 = i64::from(ap.exp) - (i64::from(from.precision) - 1);
            round_to_sem(to, ap.sign, &Big::from_u128(ap.sig), exp2, false)
        }
        Cat::Zero => zero_result(to, ap.sign),
        Cat::Inf => {
            if to.non_finite == NonFinite::NanOnly {
                make_nan(to, ap.sign)
            } else {
                Ap {
                    cat: Cat::Inf,
                    sign: ap.sign,
                    exp: to.max_exp + 1,
                    sig: 0,
                }
            }
        }
        Cat::NaN => {
            if to.non_finite == NonFinite::NanOnly {
                return make_nan(to, ap.sign);
            }
            let is_signaling = from.non_finite == NonFinite::Ieee
                && from.precision >= 2
                && (ap.sig >> (from.precision - 2)) & 1 == 0;
            let x86_special = from.layout == Layout::X87
                && to.layout != Layout::X87
                && ((ap.sig >> 63) & 1 == 0 || (ap.sig >> 62) & 1 == 0);
            let shift = i64::from(to.precision) - i64::from(from.precision);
            let mut r = Ap {
                cat: Cat::NaN,
                sign: ap.sign,
                exp: to.exponent_nan(),
                sig: if shift < 0 {
                    ap.sig >> (-shift) as u32
                } else {
                    (ap.sig << shift as u32) & mask(to.precision)
                },
            };
            if from.nan_enc == NanEnc::NegZero && to.nan_enc != NanEnc::NegZero {
                r = make_nan(to, false);
            }
            if !x86_special && to.layout == Layout::X87 {
                r.sig |= 1u128 << (to.precision - 1);
            }
            if is_signaling && to.precision >= 2 {
                r.sig |= 1u128 << (to.precision - 2);
            }
            r
        }
    }
}

// ---------------------------------------------------------------------------
// Decimal -> binary (APFloat::convertFromString for decimal strings).

/// Significant decimal digits kept exactly; longer inputs are truncated with a
/// sticky `1` digit, which preserves correct rounding because every rounding
/// boundary of every supported format has fewer significant digits.
const MAX_SIG_DIGITS: usize = 12_000;

/// The MLIR lexer's float literal: `[0-9]+ '.' [0-9]* ([eE] [-+]? [0-9]+)?`.
fn check_float_literal(text: &str) -> Result<(), String> {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == 0 {
        return Err(format!("expected floating point literal, found '{text}'"));
    }
    if i == b.len() {
        return Err(super::parser::INTEGER_FOR_FLOAT.into());
    }
    if b[i] != b'.' {
        return Err(format!("invalid floating point literal '{text}'"));
    }
    i += 1;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return Err(format!("invalid floating point literal '{text}'"));
        }
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start || i != b.len() {
            return Err(format!("invalid floating point literal '{text}'"));
        }
    }
    Ok(())
}

/// Correctly rounded (nearest-even) decimal string -> `sem`, with APFloat's
/// quick overflow/underflow exits and exponent clamping. Accepts an optional
/// sign, digits with at most one `.`, and an optional `[eE][+-]?digits`.
fn from_decimal(sem: &Sem, s: &str) -> Result<Ap, String> {
    if let Some(ap) = from_decimal_via_f64(sem, s) {
        return Ok(ap);
    }
    from_decimal_exact(sem, s)
}

/// [`from_decimal_exact`]'s result, when it can be had from the standard
/// library's correctly rounded `f64` parser (an order of magnitude faster
/// than the big integers: every float printed is read back once).
///
/// For a format of at most 53 bits of precision with `f64`'s exponent range
/// or a narrower one, rounding the decimal value `x` to `f64` first and
/// then to the format gives the format's correct rounding of `x` unless the
/// `f64` value `d` is exactly halfway between two neighbours in the format:
/// those halfway points (and the overflow threshold, one of them) are
/// `f64` values, and rounding to `f64` is monotonic, so `x` and `d` lie on
/// the same side of each. `None` for that case, for zero, infinite or
/// out-of-range `d` (where APFloat's quick exits and exponent clamping
/// decide), for long strings (truncated with a sticky digit there), and
/// for the formats this does not cover.
fn from_decimal_via_f64(sem: &Sem, s: &str) -> Option<Ap> {
    const F64_PRECISION: u32 = 53;
    if s.len() > 40 || sem.layout != Layout::Ieee || sem.precision > F64_PRECISION {
        return None;
    }
    // The token shape the exact reader accepts; the standard parser also
    // takes `inf`, `nan` and a lone `.5`, which must keep its errors.
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    if !body.as_bytes().first().is_some_and(u8::is_ascii_digit)
        || !body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'))
    {
        return None;
    }
    let d: f64 = s.parse().ok()?;
    let f64_sem = FloatKind::F64.sem();
    let ap = decode(&f64_sem, u128::from(d.to_bits()));
    if ap.cat != Cat::Normal {
        return None;
    }
    if sem.precision == F64_PRECISION
        && sem.max_exp == f64_sem.max_exp
        && sem.min_exp == f64_sem.min_exp
    {
        return Some(ap);
    }
    // `d = sig * 2^lsb64`; the format's unit in the last place at `d`'s
    // magnitude is `2^lsb`: `d` is a halfway point if the bits of `sig`
    // below `2^lsb` are exactly one half of it.
    let lsb64 = i64::from(ap.exp) - i64::from(F64_PRECISION - 1);
    let msb = lsb64 + 127 - i64::from(ap.sig.leading_zeros());
    if msb > i64::from(sem.max_exp) + 1 {
        return None;
    }
    let lsb = msb.max(i64::from(sem.min_exp)) - (i64::from(sem.precision) - 1);
    let shift = lsb - lsb64;
    if (1..=120).contains(&shift) && ap.sig & mask(shift as u32) == 1u128 << (shift - 1) {
        return None;
    }
    Some(convert(&f64_sem, &ap, sem))
}

/// [`from_decimal`] with big integers: exact for every format and string.
fn from_decimal_exact(sem: &Sem, s: &str) -> Result<Ap, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut sign = false;
    if let Some(&c) = b.first()
        && (c == b'-' || c == b'+')
    {
        sign = c == b'-';
        i = 1;
    }
    // Mantissa digits (leading zeros dropped) and the count after the dot.
    let mut digits: Vec<u8> = Vec::new();
    let mut frac_digits: i64 = 0;
    let mut seen_dot = false;
    let mut seen_digit = false;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            if seen_dot {
                return Err("string contains multiple dots".into());
            }
            seen_dot = true;
        } else if c.is_ascii_digit() {
            seen_digit = true;
            if seen_dot {
                frac_digits += 1;
            }
            if !(digits.is_empty() && c == b'0') {
                digits.push(c - b'0');
            }
        } else {
            break;
        }
        i += 1;
    }
    if !seen_digit {
        return Err("significand has no digits".into());
    }
    let mut exp_lit: i64 = 0;
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return Err("invalid character in significand".into());
        }
        i += 1;
        let mut neg = false;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            neg = b[i] == b'-';
            i += 1;
        }
        if i == b.len() {
            return Err("exponent has no digits".into());
        }
        let mut abs: i64 = 0;
        while i < b.len() {
            let c = b[i];
            if !c.is_ascii_digit() {
                return Err("invalid character in exponent".into());
            }
            abs = abs * 10 + i64::from(c - b'0');
            if abs >= 24_000 {
                // APFloat's readExponent clamps here.
                abs = 24_000;
                break;
            }
            i += 1;
        }
        exp_lit = if neg { -abs } else { abs };
    }
    // Drop trailing zeros.
    let mut trailing = 0usize;
    while digits.last() == Some(&0) {
        digits.pop();
        trailing += 1;
    }
    if digits.is_empty() {
        return Ok(zero_result(sem, sign));
    }
    let mut exp10 = exp_lit - frac_digits + trailing as i64;
    if digits.len() > MAX_SIG_DIGITS {
        let dropped = digits.len() - MAX_SIG_DIGITS;
        digits.truncate(MAX_SIG_DIGITS);
        digits.push(1);
        exp10 += dropped as i64 - 1;
    }
    let nd = digits.len() as i64;
    let norm_exp = exp10 + nd - 1;
    let p = i64::from(sem.precision);
    if norm_exp - 1 > i64::from(i32::MAX / 42039) {
        return Ok(overflow(sem, sign));
    }
    if norm_exp - 1 < i64::from(i32::MIN / 42039)
        || (norm_exp + 1) * 28738 <= 8651 * (i64::from(sem.min_exp) - p)
    {
        return Ok(zero_result(sem, sign));
    }
    if (norm_exp - 1) * 42039 >= 12655 * i64::from(sem.max_exp) {
        return Ok(overflow(sem, sign));
    }
    let mut m = Big::zero();
    for chunk in digits.chunks(9) {
        let mut v: u32 = 0;
        let mut mul: u32 = 1;
        for &d in chunk {
            v = v * 10 + u32::from(d);
            mul *= 10;
        }
        m.mul_small_add(mul, v);
    }
    if exp10 >= 0 {
        let mag = m.mul(&Big::pow(10, exp10 as u64));
        Ok(round_to_sem(sem, sign, &mag, 0, false))
    } else {
        let n = (-exp10) as u64;
        let pow5 = Big::pow(5, n);
        let k = (p as u64 + 3 + pow5.bits() + 1).saturating_sub(m.bits());
        let (q, r) = m.shl(k).divrem(&pow5);
        Ok(round_to_sem(
            sem,
            sign,
            &q,
            -(n as i64) - k as i64,
            !r.is_zero(),
        ))
    }
}

// ---------------------------------------------------------------------------
// Binary -> decimal (APFloat::toString).

/// The exact value `n * 10^e10` of a finite non-zero float as `toStringImpl`
/// computes it before `AdjustToPrecision` (`n` without trailing binary zeros
/// times `5^k`), plus the semantics' precision for the default digit count.
struct ExactDecimal {
    zero: bool,
    n: Digits,
    e10: i64,
    precision: u32,
}

/// The integer `n` of an [`ExactDecimal`]: in a `u128` when it fits (most
/// values people write: short decimal fractions, integers), which spares
/// the big integers' allocations and long divisions.
enum Digits {
    Small(u128),
    Big(Big),
}

impl ExactDecimal {
    fn of(sem: &Sem, ap: &Ap) -> ExactDecimal {
        let sig = ap.sig & mask(sem.precision);
        if ap.cat != Cat::Normal || sig == 0 {
            return ExactDecimal {
                zero: true,
                n: Digits::Small(0),
                e10: 0,
                precision: sem.precision,
            };
        }
        let tz = sig.trailing_zeros();
        let exp2 = i64::from(ap.exp) - (i64::from(sem.precision) - 1) + i64::from(tz);
        let odd = sig >> tz;
        let small = if exp2 >= 0 {
            (exp2 < i64::from(odd.leading_zeros())).then(|| odd << exp2)
        } else {
            u32::try_from(-exp2)
                .ok()
                .and_then(|k| 5u128.checked_pow(k))
                .and_then(|p| odd.checked_mul(p))
        };
        let e10 = exp2.min(0);
        let n = match small {
            Some(n) => Digits::Small(n),
            None => {
                let n = Big::from_u128(odd);
                Digits::Big(if exp2 >= 0 {
                    n.shl(exp2 as u64)
                } else {
                    n.mul(&Big::pow(5, (-exp2) as u64))
                })
            }
        };
        ExactDecimal {
            zero: false,
            n,
            e10,
            precision: sem.precision,
        }
    }

    /// `AdjustToPrecision(APInt)` for `fp` digits (the decimal digits that
    /// are surely beyond the precision dropped by truncating division),
    /// then the digits, least significant first, without trailing zeros
    /// (at least one), and the power of ten of the first.
    fn digits(&self, fp: usize) -> (Vec<u8>, i64) {
        let mut exp = self.e10;
        // 196/59 slightly overestimates log2(10); (x + 58) / 59 rounds up.
        let bits_required = (fp as u64 * 196).div_ceil(59);
        let tens_to_drop = |bits: u64| {
            if bits > bits_required {
                (bits - bits_required) * 59 / 196
            } else {
                0
            }
        };
        let mut buffer: Vec<u8> = Vec::with_capacity(fp + 2);
        let mut in_trail = true;
        let mut push = |d: u8, exp: &mut i64| {
            if in_trail && d == 0 {
                *exp += 1;
            } else {
                buffer.push(d);
                in_trail = false;
            }
        };
        match &self.n {
            Digits::Small(n) => {
                let mut n = *n;
                let tens = tens_to_drop(u64::from(128 - n.leading_zeros()));
                if tens > 0 {
                    exp += tens as i64;
                    // `n < 2^128 < 10^39`: at most 38 tens to drop.
                    n /= 10u128.pow(tens as u32);
                }
                while n != 0 {
                    push((n % 10) as u8, &mut exp);
                    n /= 10;
                }
            }
            Digits::Big(n) => {
                let mut n = n.clone();
                let tens = tens_to_drop(n.bits());
                if tens > 0 {
                    exp += tens as i64;
                    n = n.divrem(&Big::pow(10, tens)).0;
                }
                while !n.is_zero() {
                    push(n.divrem_small(10) as u8, &mut exp);
                }
            }
        }
        if buffer.is_empty() {
            buffer.push(0);
        }
        (buffer, exp)
    }
}

/// `toString(FormatPrecision, FormatMaxPadding, TruncateZero)` for a zero or
/// finite non-zero value.
fn to_string_impl(
    neg: bool,
    exact: &ExactDecimal,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    // Room for the longest common forms (`-1.234560e+308`) without growth.
    let mut out = String::with_capacity(24);
    if neg {
        out.push('-');
    }
    if exact.zero {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    let fp = if format_precision == 0 {
        2 + exact.precision * 59 / 196
    } else {
        format_precision
    } as usize;

    let (mut buffer, mut exp) = exact.digits(fp);

    // AdjustToPrecision(buffer): round half-up on a single digit.
    let len = buffer.len();
    if len > fp {
        let mut first = len - fp;
        if buffer[first - 1] < 5 {
            while first < len && buffer[first] == 0 {
                first += 1;
            }
            exp += first as i64;
            buffer.drain(..first);
        } else {
            let mut i = first;
            while i != len {
                if buffer[i] == 9 {
                    first += 1;
                } else {
                    buffer[i] += 1;
                    break;
                }
                i += 1;
            }
            exp += first as i64;
            if first == len {
                buffer.clear();
                buffer.push(1);
            } else {
                buffer.drain(..first);
            }
        }
    }

    let nd = buffer.len();
    let digit = |d: u8| char::from(b'0' + d);
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > i64::from(max_padding) || nd as i64 + exp > fp as i64
    } else {
        let msd = exp + nd as i64 - 1;
        if msd >= 0 {
            false
        } else {
            -msd > i64::from(max_padding)
        }
    };

    if scientific {
        let mut e = exp + nd as i64 - 1;
        out.push(digit(buffer[nd - 1]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(buffer[nd - 1 - i]));
            }
        }
        if !truncate_zero && fp > nd - 1 {
            for _ in 0..(fp - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        e = e.abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        // Into the string itself (no temporary).
        let _ = write!(out, "{e}");
        return out;
    }

    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(buffer[nd - 1 - i]));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }

    let whole = exp + nd as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(buffer[nd - 1 - i]));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(buffer[nd - 1 - i]));
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests;
