//! The folders of MLIR 22's `arith` ops, one function per op, as pure
//! functions over [`Constant`] operands.
//!
//! Each function mirrors the op's `fold` in MLIR's `ArithOps.cpp` rule by
//! rule and in the same order, with the same outcome: [`Fold::Operand`]
//! where MLIR returns an existing value (`addi(x, 0) → x`),
//! [`Fold::Constant`] where it returns an attribute, `None` where it
//! refuses (division by zero, signed overflow, shifts by the width or
//! more, inexact float truncation, …).
//!
//! An operand is `Some(constant)` when MLIR's fold adaptor would see an
//! attribute for it (it is defined by a constant op), `None` otherwise;
//! [`Operands::same`] says that both operands are the same SSA value (the
//! `x op x` rules). Rules that look at the ops defining the operands
//! (`addi(subi(a, b), b) → a`, `extui(extui(x))`, `select` of a `cmpi`, …)
//! need the IR: such a folder takes an `ir` closure, which the op's folder
//! implements with those rules and which is called exactly where MLIR
//! checks them, so the combined folder keeps MLIR's rule order. The list
//! of IR rules is in each function's docs. The `ub.poison` operand rules
//! are not modelled (arith-only IR has no poison).
//!
//! Not part of these folders, as not part of MLIR's: the trait folds the
//! op framework applies (`Commutative` moving a constant to the right
//! before folding, `Idempotent` `andi(x, x) → x`, `Involution`), and the
//! driver's re-folding of an op updated in place (after
//! [`Fold::SwapOperands`] the folder runs again on the swapped op). Note
//! that the canonicalizer uniques constants first, so two equal constant
//! operands are the same SSA value for [`Operands::same`].

mod cast;
mod compare;
mod elementwise;
mod float;
mod integer;
mod select;

pub use cast::{
    bitcast, extf, extsi, extui, fptosi, fptoui, index_cast, index_castui, sitofp, truncf, trunci,
    uitofp,
};
pub use compare::{CmpFPredicate, CmpIPredicate, cmpf, cmpi};
pub use float::{
    FastMathFlags, addf, divf, maximumf, maxnumf, minimumf, minnumf, mulf, negf, remf, subf,
};
pub use integer::{
    addi, addui_extended, andi, ceildivsi, ceildivui, divsi, divui, floordivsi, maxsi, maxui,
    minsi, minui, muli, mulsi_extended, mului_extended, ori, remsi, remui, shli, shrsi, shrui,
    subi, xori,
};
pub use select::select;

use super::constant::Constant;

/// What a folder produced: MLIR's `OpFoldResult`, plus the two in-place
/// outcomes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Fold {
    /// The op's result is its operand number `k` (an existing value).
    Operand(usize),
    /// The op's result is this constant (which the dialect materializes
    /// with `arith.constant`).
    Constant(Constant),
    /// `arith.cmpi` with only its left operand constant: MLIR swaps the
    /// operands in place and sets this predicate (the result is the op's
    /// own result).
    SwapOperands {
        /// The predicate after the swap (`slt` becomes `sgt`, …).
        predicate: CmpIPredicate,
    },
    /// The `ir` closure updated the op in place (`extui(extui(x))` becomes
    /// `extui(x)`); the result is the op's own result.
    Updated,
}

/// `arith.constant`: folds to its value.
pub fn constant(value: &Constant) -> Fold {
    Fold::Constant(value.clone())
}

/// The operands of a binary op as its folder sees them.
#[derive(Clone, Copy, Debug, Default)]
pub struct Operands<'a> {
    /// The left operand's constant value, if it has one.
    pub lhs: Option<&'a Constant>,
    /// The right operand's constant value, if it has one.
    pub rhs: Option<&'a Constant>,
    /// True if both operands are the same SSA value.
    pub same: bool,
}

impl<'a> Operands<'a> {
    /// Two operands, `same` false.
    pub fn new(lhs: Option<&'a Constant>, rhs: Option<&'a Constant>) -> Operands<'a> {
        Operands {
            lhs,
            rhs,
            same: false,
        }
    }

    /// The operands of a binary op: the constant values read from its
    /// operands, and whether both are the same SSA value.
    #[inline]
    pub fn of(lhs: &'a Option<Constant>, rhs: &'a Option<Constant>, same: bool) -> Operands<'a> {
        Operands {
            lhs: lhs.as_ref(),
            rhs: rhs.as_ref(),
            same,
        }
    }
}

/// `m_Zero()`: an integer zero or zero splat.
fn is_zero(c: Option<&Constant>) -> bool {
    c.and_then(Constant::splat_int).is_some_and(|v| v.is_zero())
}

/// `m_One()`: an integer one or one splat.
fn is_one(c: Option<&Constant>) -> bool {
    c.and_then(Constant::splat_int).is_some_and(|v| v.is_one())
}

/// A float matcher (`m_PosZeroFloat()`, …): a scalar or splat float
/// satisfying `pred`.
fn float_is(c: Option<&Constant>, pred: impl Fn(&super::ApFloat) -> bool) -> bool {
    c.and_then(Constant::splat_float).is_some_and(pred)
}
