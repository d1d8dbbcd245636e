//! Folders of `arith.cmpi` and `arith.cmpf`, and their predicates
//! (numbered as MLIR's `CmpIPredicate`/`CmpFPredicate` enums, the
//! `predicate` property's value).

use super::super::apfloat::{ApFloat, FloatOrdering};
use super::super::apint::ApInt;
use super::super::constant::{Constant, ScalarType, ValueType};
use super::elementwise::binary;
use super::{Fold, Operands, is_one, is_zero};

/// `arith.cmpi` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpIPredicate {
    /// `eq` (0).
    Eq,
    /// `ne` (1).
    Ne,
    /// `slt` (2).
    Slt,
    /// `sle` (3).
    Sle,
    /// `sgt` (4).
    Sgt,
    /// `sge` (5).
    Sge,
    /// `ult` (6).
    Ult,
    /// `ule` (7).
    Ule,
    /// `ugt` (8).
    Ugt,
    /// `uge` (9).
    Uge,
}

impl CmpIPredicate {
    /// All predicates in enum order.
    pub const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The predicate with enum value `value`.
    pub fn from_value(value: i64) -> Option<CmpIPredicate> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// The enum value.
    pub fn value(self) -> i64 {
        Self::ALL.iter().position(|p| *p == self).unwrap_or(0) as i64
    }

    /// The keyword (`"slt"`).
    pub fn name(self) -> &'static str {
        [
            "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
        ][self.value() as usize]
    }

    /// `applyCmpPredicate(pred, lhs, rhs)`.
    pub fn apply(self, lhs: &ApInt, rhs: &ApInt) -> bool {
        let s = lhs.scmp(rhs);
        let u = lhs.ucmp(rhs);
        match self {
            CmpIPredicate::Eq => lhs == rhs,
            CmpIPredicate::Ne => lhs != rhs,
            CmpIPredicate::Slt => s.is_lt(),
            CmpIPredicate::Sle => s.is_le(),
            CmpIPredicate::Sgt => s.is_gt(),
            CmpIPredicate::Sge => s.is_ge(),
            CmpIPredicate::Ult => u.is_lt(),
            CmpIPredicate::Ule => u.is_le(),
            CmpIPredicate::Ugt => u.is_gt(),
            CmpIPredicate::Uge => u.is_ge(),
        }
    }

    /// The predicate after swapping the operands (`slt` ↔ `sgt`; `eq`,
    /// `ne` unchanged).
    pub fn swapped(self) -> CmpIPredicate {
        match self {
            CmpIPredicate::Slt => CmpIPredicate::Sgt,
            CmpIPredicate::Sgt => CmpIPredicate::Slt,
            CmpIPredicate::Sle => CmpIPredicate::Sge,
            CmpIPredicate::Sge => CmpIPredicate::Sle,
            CmpIPredicate::Ult => CmpIPredicate::Ugt,
            CmpIPredicate::Ugt => CmpIPredicate::Ult,
            CmpIPredicate::Ule => CmpIPredicate::Uge,
            CmpIPredicate::Uge => CmpIPredicate::Ule,
            p => p,
        }
    }

    /// True if the predicate holds for equal operands.
    fn holds_for_equal(self) -> bool {
        matches!(
            self,
            CmpIPredicate::Eq
                | CmpIPredicate::Sle
                | CmpIPredicate::Sge
                | CmpIPredicate::Ule
                | CmpIPredicate::Uge
        )
    }
}

/// `arith.cmpf` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpFPredicate {
    /// `false` (0).
    AlwaysFalse,
    /// `oeq` (1).
    Oeq,
    /// `ogt` (2).
    Ogt,
    /// `oge` (3).
    Oge,
    /// `olt` (4).
    Olt,
    /// `ole` (5).
    Ole,
    /// `one` (6).
    One,
    /// `ord` (7).
    Ord,
    /// `ueq` (8).
    Ueq,
    /// `ugt` (9).
    Ugt,
    /// `uge` (10).
    Uge,
    /// `ult` (11).
    Ult,
    /// `ule` (12).
    Ule,
    /// `une` (13).
    Une,
    /// `uno` (14).
    Uno,
    /// `true` (15).
    AlwaysTrue,
}

impl CmpFPredicate {
    /// All predicates in enum order.
    pub const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::AlwaysFalse,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::AlwaysTrue,
    ];

    /// The predicate with enum value `value`.
    pub fn from_value(value: i64) -> Option<CmpFPredicate> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// The enum value.
    pub fn value(self) -> i64 {
        Self::ALL.iter().position(|p| *p == self).unwrap_or(0) as i64
    }

    /// The keyword (`"olt"`).
    pub fn name(self) -> &'static str {
        [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
            "ule", "une", "uno", "true",
        ][self.value() as usize]
    }

    /// `applyCmpPredicate(pred, lhs, rhs)`.
    pub fn apply(self, lhs: &ApFloat, rhs: &ApFloat) -> bool {
        use FloatOrdering::{Equal, Greater, Less, Unordered};
        let c = lhs.compare(rhs);
        match self {
            CmpFPredicate::AlwaysFalse => false,
            CmpFPredicate::Oeq => c == Equal,
            CmpFPredicate::Ogt => c == Greater,
            CmpFPredicate::Oge => matches!(c, Greater | Equal),
            CmpFPredicate::Olt => c == Less,
            CmpFPredicate::Ole => matches!(c, Less | Equal),
            CmpFPredicate::One => !matches!(c, Unordered | Equal),
            CmpFPredicate::Ord => c != Unordered,
            CmpFPredicate::Ueq => matches!(c, Unordered | Equal),
            CmpFPredicate::Ugt => matches!(c, Unordered | Greater),
            CmpFPredicate::Uge => matches!(c, Unordered | Greater | Equal),
            CmpFPredicate::Ult => matches!(c, Unordered | Less),
            CmpFPredicate::Ule => matches!(c, Unordered | Less | Equal),
            CmpFPredicate::Une => c != Equal,
            CmpFPredicate::Uno => c == Unordered,
            CmpFPredicate::AlwaysTrue => true,
        }
    }
}

/// `arith.cmpi` (`operand` is the operands' element type, `result` the
/// `i1`-shaped result type):
/// - `cmpi(p, x, x)` → whether `p` holds for equal values (a splat for
///   shaped types, even dynamic ones, as MLIR 22 builds it);
/// - IR rules: `cmpi ne, extsi(x : i1), 0 → x`, same for `extui`;
/// - `cmpi ne, x, false → x` and `cmpi eq, x, true → x` for `i1`;
/// - only the left operand constant: [`Fold::SwapOperands`];
/// - both constant: the comparison, element by element.
pub fn cmpi(
    predicate: CmpIPredicate,
    ops: Operands,
    operand: ScalarType,
    result: &ValueType,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if ops.same {
        return Some(Fold::Constant(Constant::bool(
            result,
            predicate.holds_for_equal(),
        )));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    let is_i1 = operand == ScalarType::Int(1);
    if is_zero(ops.rhs) && is_i1 && predicate == CmpIPredicate::Ne {
        return Some(Fold::Operand(0));
    }
    if is_one(ops.rhs) && is_i1 && predicate == CmpIPredicate::Eq {
        return Some(Fold::Operand(0));
    }
    if ops.lhs.is_some() && ops.rhs.is_none() {
        return Some(Fold::SwapOperands {
            predicate: predicate.swapped(),
        });
    }
    // MLIR folds only a typed left attribute (`dyn_cast<TypedAttr>`):
    // poison compares to nothing.
    if ops.lhs?.is_poison() || ops.rhs.is_some_and(Constant::is_poison) {
        return None;
    }
    binary(ops.lhs, ops.rhs, result, |a: &ApInt, b: &ApInt| {
        ApInt::from_u128(1, u128::from(predicate.apply(a, b)))
    })
    .map(Fold::Constant)
}

/// `arith.cmpf`: scalar constants only (MLIR does not fold vectors); a
/// NaN operand decides alone (the other may be unknown); the comparison
/// as a scalar `i1`.
pub fn cmpf(
    predicate: CmpFPredicate,
    lhs: Option<&Constant>,
    rhs: Option<&Constant>,
) -> Option<Fold> {
    let scalar = |c: Option<&Constant>| match c {
        Some(Constant::Float(f)) => Some(*f),
        _ => None,
    };
    let (mut l, mut r) = (scalar(lhs), scalar(rhs));
    if let Some(x) = l
        && x.is_nan()
    {
        r = l;
    }
    if let Some(x) = r
        && x.is_nan()
    {
        l = r;
    }
    let (l, r) = (l?, r?);
    Some(Fold::Constant(Constant::int(
        ScalarType::Int(1),
        ApInt::from_u128(1, u128::from(predicate.apply(&l, &r))),
    )))
}
