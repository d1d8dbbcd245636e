//! MLIR's `CommonFolders.h` (`constFoldBinaryOp`, `constFoldUnaryOp`,
//! `constFoldCastOp`) over [`Constant`]s: a scalar op on two scalars of the
//! same type, on two splats of the same shaped type (computed once), or
//! element by element on two dense constants of the same shaped type;
//! anything else (a missing operand, mismatched types, a scalar with a
//! dense constant) does not fold.
//!
//! A [`Constant::Poison`] operand makes the result poison before anything
//! else is checked (the other operand may be unknown), as in MLIR 22's
//! helpers with their default `PoisonAttr = ub::PoisonAttr`; the closure is
//! then not called.
//!
//! The calculation closures are `FnMut` so that a folder can record, as
//! MLIR's lambdas do through captured flags, that some element would
//! divide by zero or overflow, and refuse the fold afterwards.

use super::super::apfloat::ApFloat;
use super::super::apint::ApInt;
use super::super::constant::{Constant, ElementValues, Elements, ScalarType, ValueType};

/// An element kind a folder computes with (`APInt` or `APFloat`).
pub(crate) trait Element: Clone + PartialEq + Sized {
    /// The value and type of a scalar constant of this kind.
    fn scalar(c: &Constant) -> Option<(&Self, ScalarType)>;
    /// The stored values of a dense constant of this kind.
    fn elements(e: &Elements) -> Option<&[Self]>;
    /// A scalar constant of `ty`.
    fn make_scalar(self, ty: ScalarType) -> Constant;
    /// Dense values.
    fn make_values(values: Vec<Self>) -> ElementValues;
}

impl Element for ApInt {
    fn scalar(c: &Constant) -> Option<(&Self, ScalarType)> {
        match c {
            Constant::Int { ty, value } => Some((value, *ty)),
            _ => None,
        }
    }
    fn elements(e: &Elements) -> Option<&[Self]> {
        match e.values() {
            ElementValues::Int(v) => Some(v),
            ElementValues::Float(_) => None,
        }
    }
    fn make_scalar(self, ty: ScalarType) -> Constant {
        Constant::int(ty, self)
    }
    fn make_values(values: Vec<Self>) -> ElementValues {
        ElementValues::Int(values)
    }
}

impl Element for ApFloat {
    fn scalar(c: &Constant) -> Option<(&Self, ScalarType)> {
        match c {
            Constant::Float(f) => Some((f, ScalarType::Float(f.kind()))),
            _ => None,
        }
    }
    fn elements(e: &Elements) -> Option<&[Self]> {
        match e.values() {
            ElementValues::Float(v) => Some(v),
            ElementValues::Int(_) => None,
        }
    }
    fn make_scalar(self, _ty: ScalarType) -> Constant {
        Constant::Float(self)
    }
    fn make_values(values: Vec<Self>) -> ElementValues {
        ElementValues::Float(values)
    }
}

/// Element `i` of stored values (the only one of a splat).
fn at<T>(values: &[T], i: usize) -> &T {
    if values.len() == 1 {
        &values[0]
    } else {
        &values[i]
    }
}

/// A dense constant of `ty` from computed values.
fn dense<T: Element>(ty: &ValueType, values: Vec<T>) -> Option<Constant> {
    let ValueType::Shaped(shaped) = ty else {
        return None;
    };
    Elements::new(*shaped, T::make_values(values)).map(Constant::Elements)
}

/// `constFoldBinaryOp(operands, resultType, calculate)`.
pub(crate) fn binary<T: Element>(
    lhs: Option<&Constant>,
    rhs: Option<&Constant>,
    result: &ValueType,
    mut calc: impl FnMut(&T, &T) -> T,
) -> Option<Constant> {
    if let Some(p) = poison_of(&[lhs, rhs]) {
        return Some(p);
    }
    let (lhs, rhs) = (lhs?, rhs?);
    if let (Some((a, ta)), Some((b, tb))) = (T::scalar(lhs), T::scalar(rhs)) {
        if ta != tb {
            return None;
        }
        let ValueType::Scalar(rt) = result else {
            return None;
        };
        return Some(calc(a, b).make_scalar(*rt));
    }
    let (Constant::Elements(a), Constant::Elements(b)) = (lhs, rhs) else {
        return None;
    };
    if a.ty().ty != b.ty().ty {
        return None;
    }
    let (av, bv) = (T::elements(a)?, T::elements(b)?);
    if a.is_splat() && b.is_splat() {
        return dense(result, vec![calc(&av[0], &bv[0])]);
    }
    let n = usize::try_from(a.len()).ok()?;
    if (av.len() != 1 && av.len() != n) || (bv.len() != 1 && bv.len() != n) {
        return None;
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(calc(at(av, i), at(bv, i)));
    }
    dense(result, out)
}

/// `constFoldBinaryOp(operands, calculate)`: the result has the left
/// operand's type.
pub(crate) fn binary_same<T: Element>(
    lhs: Option<&Constant>,
    rhs: Option<&Constant>,
    calc: impl FnMut(&T, &T) -> T,
) -> Option<Constant> {
    if let Some(p) = poison_of(&[lhs, rhs]) {
        return Some(p);
    }
    let (l, r) = (lhs?, rhs?);
    let ty = l.ty()?;
    if Some(&ty) != r.ty().as_ref() {
        return None;
    }
    binary(lhs, rhs, &ty, calc)
}

/// Poison if one of `operands` is ([`Constant::Poison`], MLIR's early
/// `return operands[i]` of a `PoisonAttr`).
fn poison_of(operands: &[Option<&Constant>]) -> Option<Constant> {
    operands
        .iter()
        .flatten()
        .any(|c| c.is_poison())
        .then_some(Constant::Poison)
}

/// `constFoldUnaryOp(operands, calculate)`; `calc` returning `None` (an
/// operation the float format does not support) refuses the fold.
pub(crate) fn unary<T: Element>(
    operand: Option<&Constant>,
    calc: impl FnMut(&T) -> Option<T>,
) -> Option<Constant> {
    let operand = operand?;
    if operand.is_poison() {
        return Some(Constant::Poison);
    }
    cast(Some(operand), &operand.ty()?, calc)
}

/// `constFoldCastOp(operands, resType, calculate)`: `calc` returning
/// `None` is MLIR's `castStatus = false`.
pub(crate) fn cast<T: Element, U: Element>(
    operand: Option<&Constant>,
    result: &ValueType,
    mut calc: impl FnMut(&T) -> Option<U>,
) -> Option<Constant> {
    let operand = operand?;
    if operand.is_poison() {
        return Some(Constant::Poison);
    }
    if let Some((a, _)) = T::scalar(operand) {
        let ValueType::Scalar(rt) = result else {
            return None;
        };
        return Some(calc(a)?.make_scalar(*rt));
    }
    let Constant::Elements(e) = operand else {
        return None;
    };
    let values = T::elements(e)?;
    if e.is_splat() {
        return dense(result, vec![calc(&values[0])?]);
    }
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(calc(v)?);
    }
    dense(result, out)
}
