//! Type and attribute constraints: ODS's `TypeConstraint` and
//! `AttrConstraint` records as Rust traits.
//!
//! A constraint is a zero-sized type (a unit struct or a combinator such as
//! [`AnyTypeOf`](super::lib::AnyTypeOf)) whose associated functions test a
//! type or an attribute. Its summary is the phrase MLIR's verifier prints
//! (`operand #0 must be <summary>, but got 'i64'`). Constraints never
//! mutate the context.

use std::borrow::Cow;

use crate::{Attribute, Context, Type};

use super::storage::AttrStorage;

/// A predicate on types, with a summary (ODS `TypeConstraint`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type constraint",
    label = "expected a type constraint (such as `AnyType`, `I32`, `AnyTensor`) here",
    note = "define one with `def Name : TypeConstraint<|ctx, ty| …, \"summary\">;` in an `ods!` block"
)]
pub trait TypeConstraint {
    /// The summary, as printed in verifier messages (`32-bit signless
    /// integer`).
    const SUMMARY: &'static str;
    /// True if `ty` satisfies the constraint.
    fn matches(ctx: &Context, ty: Type) -> bool;
    /// The summary; combinators compute theirs from their parts.
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed(Self::SUMMARY)
    }
}

/// A predicate on attributes, with a summary and a storage type (ODS
/// `AttrConstraint` / `Attr`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an attribute constraint",
    label = "expected an attribute constraint (such as `AnyAttr`, `I32Attr`, `StrAttr`) here",
    note = "define one with `def Name : AttrConstraint<|ctx, attr| …, \"summary\">;` in an `ods!` block"
)]
pub trait AttrConstraint {
    /// The summary, as printed in verifier messages (`32-bit signless
    /// integer attribute`).
    const SUMMARY: &'static str;
    /// True if an absent optional attribute satisfies the constraint
    /// (ODS's `IsNullAttr`, `!$_self`): false for every other constraint,
    /// whose predicate needs an attribute.
    const MATCHES_ABSENT: bool = false;
    /// True if an absent optional attribute satisfies the constraint, asked
    /// when a pattern matches an op whose optional attribute is missing:
    /// [`MATCHES_ABSENT`](Self::MATCHES_ABSENT), unless the constraint's
    /// predicate decides on absence itself (a Rust predicate taking an
    /// `Option<Attribute>`, called with `None`: MLIR calls a predicate that
    /// reads `!$_self` with a null attribute).
    fn matches_absent(_ctx: &Context) -> bool {
        Self::MATCHES_ABSENT
    }
    /// The typed attribute an accessor returns (ODS `storageType`).
    type Storage: AttrStorage;
    /// True if `attr` satisfies the constraint.
    fn matches(ctx: &Context, attr: Attribute) -> bool;
    /// The summary; combinators compute theirs from their parts.
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed(Self::SUMMARY)
    }
    /// True if `attr` is of the attribute class the constraint stores: what
    /// MLIR checks when the parser converts `<{…}>` into an op's properties
    /// (a `dyn_cast` to the `storageType`), before any verification. An
    /// attribute the runtime keeps as text may be of any class, so it
    /// passes, unless the storage decides for those too (an interface,
    /// whose Rust `isa` says which dialect attributes implement it: MLIR's
    /// `dyn_cast` to the interface fails at `<{…}>` for the others).
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        (!<Self::Storage as AttrStorage>::DECIDES_OPAQUE
            && matches!(ctx.attr_data(attr), crate::AttrData::Opaque(_)))
            || <Self::Storage as AttrStorage>::from_attr(ctx, attr).is_some()
    }
}

/// The predicate of a constraint (ODS's `Constraint.predicate`) as a
/// function of the entity it constrains: a type for a [`TypeConstraint`],
/// an attribute for an [`AttrConstraint`]. `X.predicate` inside a
/// predicate combination (`Or<[AnySignlessInteger.predicate, …]>`) expands
/// to [`constraint_predicate`].
pub trait ConstraintPredicate<E> {
    /// True if `entity` satisfies the constraint.
    fn test(ctx: &Context, entity: E) -> bool;
}

impl<T: TypeConstraint> ConstraintPredicate<Type> for T {
    fn test(ctx: &Context, ty: Type) -> bool {
        T::matches(ctx, ty)
    }
}

impl<T: AttrConstraint> ConstraintPredicate<Attribute> for T {
    fn test(ctx: &Context, attr: Attribute) -> bool {
        T::matches(ctx, attr)
    }
}

/// The predicate of constraint `C` applied to `entity` (see
/// [`ConstraintPredicate`]).
#[doc(hidden)]
pub fn constraint_predicate<C: ConstraintPredicate<E>, E>(ctx: &Context, entity: E) -> bool {
    C::test(ctx, entity)
}

/// An attribute constraint that can build a constant attribute from a Rust
/// value (ODS `constBuilderCall`): used by `ConstantAttr<…, value>`,
/// `DefaultValuedAttr<…, value>` and `ConstantStrAttr<…, "text">`.
#[diagnostic::on_unimplemented(
    message = "attribute `{Self}` does not have the 'constBuilderCall' field",
    label = "cannot build a constant `{Self}` from a value",
    note = "constant and default values need an attribute kind such as `I32Attr`, `F32Attr`, `StrAttr`, `BoolAttr`, `UnitAttr` or an enum attribute, or a record with `let constBuilderCall = |ctx: &mut drr::Context, value: T| -> drr::Attribute {{ … }};` (for a default `\"Enum::case\"`, `T` is the enum: `value: MyEnum`)"
)]
pub trait ConstantAttrBuilder: AttrConstraint {
    /// The Rust value a constant is written as (`i32` for `I32Attr`,
    /// `&str` for `StrAttr`).
    type Value;
    /// Builds the attribute holding `value`.
    fn build_constant(ctx: &mut Context, value: Self::Value) -> Attribute;
}

/// A named constant attribute (`def Five : ConstantAttr<I32Attr, "5">;`):
/// a value a pattern can match against or build.
pub trait ConstantAttrValue {
    /// The attribute constraint the constant belongs to.
    type Constraint: AttrConstraint;
    /// Builds the constant in `ctx`.
    fn build(ctx: &mut Context) -> Attribute;
}
