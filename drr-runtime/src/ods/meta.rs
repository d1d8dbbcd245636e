//! Per-position metadata of `ods!` ops, for `pat!` / `pattern!` expansions.
//!
//! A pattern macro cannot see the `ods!` invocation that defined an op, so
//! `ods!` implements these traits for each op, indexed by position, and the
//! pattern's expansion names them: rustc then checks the pattern against
//! the op (in any crate), and `#[diagnostic::on_unimplemented]` words the
//! failures like DRR. Positions `I` are 0-based; the `Nth…` assertion traits
//! are 1-based, as DRR's messages are.

use crate::{Attribute, Context};

use super::constraint::{AttrConstraint, TypeConstraint};
use super::op::Op;

/// How many values a declared operand or result stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum ValueKind {
    /// Exactly one value.
    Single,
    /// Zero or one value (`Optional<…>`).
    Optional,
    /// Any number of values (`Variadic<…>`).
    Variadic,
}

/// What a declared argument is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum ArgKind {
    /// An operand (operand group `group`).
    Operand {
        /// Single, optional or variadic.
        kind: ValueKind,
        /// Index of the operand group among the op's operand groups.
        group: usize,
    },
    /// An attribute (stored as an inherent attribute, a property).
    Attribute {
        /// `OptionalAttr<…>` or `UnitAttr`: may be absent.
        optional: bool,
        /// `DefaultValuedAttr<…>`: absent means the default value.
        has_default: bool,
    },
}

/// Argument `I` (0-based) is an operand.
#[diagnostic::on_unimplemented(
    message = "argument #{I} of op `{Self}` is not an operand",
    label = "expected an operand position of `{Self}`"
)]
#[doc(hidden)]
pub trait OperandArg<const I: usize>: Op {
    /// The ODS name.
    const NAME: &'static str;
    /// Single, optional or variadic.
    const KIND: ValueKind;
    /// Index of the operand group.
    const GROUP: usize;
    /// The declared type constraint.
    type Constraint: TypeConstraint;
    /// What the accessor returns: `Value`, `Option<Value>` or
    /// [`OperandRange`](super::OperandRange).
    type Values<'a>;
    /// The operand(s) at this position of `op`.
    fn get(ctx: &Context, op: Self) -> Self::Values<'_>;
}

/// Argument `I` (0-based) is an attribute.
#[diagnostic::on_unimplemented(
    message = "argument #{I} of op `{Self}` is not an attribute",
    label = "expected an attribute position of `{Self}`"
)]
#[doc(hidden)]
pub trait AttrArg<const I: usize>: Op {
    /// The ODS name (the key in the properties dictionary).
    const NAME: &'static str;
    /// May be absent (`OptionalAttr`, `UnitAttr`, `DefaultValuedAttr`).
    const OPTIONAL: bool;
    /// Has a default value (`DefaultValuedAttr`).
    const HAS_DEFAULT: bool;
    /// An ODS property (`I64Prop`, `StringProp`, …), not an attribute:
    /// DRR's messages say "property".
    const IS_PROPERTY: bool = false;
    /// Position of [`Self::NAME`] in the definition's `inherent_attrs`
    /// (`usize::MAX` if unknown): lets builders and accessors use the
    /// symbol interned at registration.
    const INHERENT_INDEX: usize = usize::MAX;
    /// The declared attribute constraint.
    type Constraint: AttrConstraint;
    /// The attribute as stored on `op` (`None` if absent).
    fn get(ctx: &Context, op: Self) -> Option<Attribute>;
    /// The default value, for `DefaultValuedAttr` (built in `ctx`).
    fn default_value(ctx: &mut Context) -> Option<Attribute>;
}

/// The `NTH` (1-based) argument is an operand.
#[diagnostic::on_unimplemented(
    message = "the {NTH}-th argument of op `{Self}` should be an operand",
    label = "this argument is matched against a non-operand position of `{Self}`"
)]
#[doc(hidden)]
pub trait NthArgIsOperand<const NTH: usize>: Op {}

/// The `NTH` (1-based) argument is an attribute.
#[diagnostic::on_unimplemented(
    message = "the {NTH}-th argument of op `{Self}` should be an attribute",
    label = "this argument is matched against a non-attribute position of `{Self}`"
)]
#[doc(hidden)]
pub trait NthArgIsAttribute<const NTH: usize>: Op {}

/// The op declares exactly `N` arguments (operands and attributes).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` argument number mismatch: {N} in pattern vs. a different number in definition",
    label = "wrong number of arguments for `{Self}`",
    note = "the `HasNumArgs<…>` implemented for `{Self}` gives the number in its definition"
)]
#[doc(hidden)]
pub trait HasNumArgs<const N: usize>: Op {}

/// The op declares exactly `N` results (a variadic result counts once).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` result number mismatch: {N} in pattern vs. a different number in definition",
    label = "wrong number of results for `{Self}`",
    note = "the `HasNumResults<…>` implemented for `{Self}` gives the number in its definition"
)]
#[doc(hidden)]
pub trait HasNumResults<const N: usize>: Op {}

/// Declared result `I` (0-based).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` has no result #{I}",
    label = "result index out of range for `{Self}`"
)]
#[doc(hidden)]
pub trait ResultGroup<const I: usize>: Op {
    /// The ODS name.
    const NAME: &'static str;
    /// Single, optional or variadic.
    const KIND: ValueKind;
    /// The declared type constraint.
    type Constraint: TypeConstraint;
}
