//! Folders of the cast ops: integer extension/truncation, float
//! extension/truncation (only when exact), integer↔float conversions,
//! `index_cast`/`index_castui` and `bitcast`. `result` is always the op's
//! result type.

use super::super::apfloat::{ApFloat, RoundingMode};
use super::super::apint::ApInt;
use super::super::constant::{Constant, ElementValues, Elements, ScalarType, ValueType};
use super::Fold;
use super::elementwise::cast;

/// The integer width of the result's element type (64 for `index`).
fn int_width(result: &ValueType) -> Option<u32> {
    result.element().int_width()
}

/// The float kind of the result's element type.
fn float_kind(result: &ValueType) -> Option<drr_runtime::types::FloatKind> {
    match result.element() {
        ScalarType::Float(k) => Some(k),
        _ => None,
    }
}

/// An integer-to-integer cast.
fn int_cast(
    operand: Option<&Constant>,
    result: &ValueType,
    f: impl Fn(&ApInt, u32) -> ApInt,
) -> Option<Fold> {
    let width = int_width(result)?;
    cast(operand, result, |a: &ApInt| Some(f(a, width))).map(Fold::Constant)
}

/// `arith.extui`: IR rule `extui(extui(x)) → extui(x)` (in place); zero
/// extension.
pub fn extui(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    int_cast(operand, result, ApInt::zext)
}

/// `arith.extsi`: IR rule `extsi(extsi(x)) → extsi(x)` (in place); sign
/// extension.
pub fn extsi(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    int_cast(operand, result, ApInt::sext)
}

/// `arith.trunci`: IR rules `trunci(ext(x))` → `x` or `trunci(x)` (in
/// place), `trunci(trunci(x)) → trunci(x)` (in place); truncation.
pub fn trunci(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    int_cast(operand, result, ApInt::trunc)
}

/// `arith.extf`: IR rule `extf(truncf(x))` with `contract` on both → `x`;
/// the extended value, only if exact (MLIR's `convertFloatValue`).
pub fn extf(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    let kind = float_kind(result)?;
    cast(operand, result, |a: &ApFloat| {
        a.convert_exact(kind, RoundingMode::NearestTiesToEven)
    })
    .map(Fold::Constant)
}

/// `arith.truncf` (`rm`: its `roundingmode`, default nearest-even): IR
/// rules `truncf(extf(x))` → `x` or `truncf(x)` (in place); the truncated
/// value, only if exact (no information lost, status `opOK`).
pub fn truncf(
    operand: Option<&Constant>,
    result: &ValueType,
    rm: Option<RoundingMode>,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if let Some(f) = ir() {
        return Some(f);
    }
    let kind = float_kind(result)?;
    let rm = rm.unwrap_or_default();
    cast(operand, result, |a: &ApFloat| a.convert_exact(kind, rm)).map(Fold::Constant)
}

/// An integer-to-float conversion (round to nearest even).
fn int_to_float(operand: Option<&Constant>, result: &ValueType, signed: bool) -> Option<Fold> {
    let kind = float_kind(result)?;
    cast(operand, result, |a: &ApInt| {
        ApFloat::from_int(kind, a, signed, RoundingMode::NearestTiesToEven)
    })
    .map(Fold::Constant)
}

/// `arith.uitofp`: the integer read as unsigned, rounded to nearest even.
pub fn uitofp(operand: Option<&Constant>, result: &ValueType) -> Option<Fold> {
    int_to_float(operand, result, false)
}

/// `arith.sitofp`: the integer read as signed, rounded to nearest even.
pub fn sitofp(operand: Option<&Constant>, result: &ValueType) -> Option<Fold> {
    int_to_float(operand, result, true)
}

/// A float-to-integer conversion (toward zero; no fold when invalid).
fn float_to_int(operand: Option<&Constant>, result: &ValueType, signed: bool) -> Option<Fold> {
    let width = int_width(result)?;
    cast(operand, result, |a: &ApFloat| a.to_int(width, signed)).map(Fold::Constant)
}

/// `arith.fptoui`: truncated toward zero; no fold for NaN, infinities and
/// values out of the unsigned range (negative values above -1 give 0).
pub fn fptoui(operand: Option<&Constant>, result: &ValueType) -> Option<Fold> {
    float_to_int(operand, result, false)
}

/// `arith.fptosi`: truncated toward zero; no fold for NaN, infinities and
/// values out of the signed range.
pub fn fptosi(operand: Option<&Constant>, result: &ValueType) -> Option<Fold> {
    float_to_int(operand, result, true)
}

/// `arith.index_cast`: sign extension or truncation (`index` is 64
/// bits); then IR rule `index_cast(index_cast(x : A) : B) : A → x` when
/// `B` is at least as wide as `A`.
pub fn index_cast(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    int_cast(operand, result, ApInt::sext_or_trunc).or_else(ir)
}

/// `arith.index_castui`: zero extension or truncation; then the IR rule
/// of [`index_cast`] for `index_castui`.
pub fn index_castui(
    operand: Option<&Constant>,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    int_cast(operand, result, ApInt::zext_or_trunc).or_else(ir)
}

/// `arith.bitcast`: a dense constant is reinterpreted element by element
/// (`DenseElementsAttr::bitcast`, raw bits); another shaped value does not
/// fold; a scalar's bits become an integer or a float of the result type
/// (decoded and re-encoded by `APFloat`).
pub fn bitcast(operand: Option<&Constant>, result: &ValueType) -> Option<Fold> {
    let operand = operand?;
    if let Constant::Elements(e) = operand {
        let ValueType::Shaped(shaped) = result else {
            return None;
        };
        // DenseElementsAttr::bitcast reinterprets the raw data: no APFloat
        // decoding of the float elements.
        let bits: Vec<ApInt> = match e.values() {
            ElementValues::Int(v) => v.clone(),
            ElementValues::Float(v) => v.iter().map(ApFloat::to_apint).collect(),
        };
        let values = match shaped.element {
            ScalarType::Float(k) => ElementValues::Float(
                bits.iter()
                    .map(|b| Some(ApFloat::from_bits(k, b.to_u128()?)))
                    .collect::<Option<_>>()?,
            ),
            s => {
                let w = s.int_width()?;
                ElementValues::Int(bits.iter().map(|b| b.zext_or_trunc(w)).collect())
            }
        };
        return Elements::new(*shaped, values).map(|e| Fold::Constant(Constant::Elements(e)));
    }
    let ValueType::Scalar(rt) = result else {
        return None;
    };
    let bits = match operand {
        Constant::Float(f) => f.to_apint(),
        Constant::Int { value, .. } => value.clone(),
        Constant::Elements(_) => return None,
        // After the shaped cases, as in MLIR: a poison vector is not folded.
        Constant::Poison => return Some(Fold::Constant(Constant::Poison)),
    };
    Some(Fold::Constant(match rt {
        ScalarType::Float(k) => Constant::Float(ApFloat::from_bits_canonical(*k, bits.to_u128()?)),
        _ => Constant::int(*rt, bits),
    }))
}
