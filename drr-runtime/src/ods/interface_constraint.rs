//! Type and attribute interfaces used as constraints.
//!
//! ODS's `TypeInterface<"Name">` and `AttrInterface<"Name">` records are
//! also constraints: `TypeInterface` is a `Type` whose predicate is C++'s
//! `::llvm::isa<cppNamespace::Name>($_self)` and whose summary is
//! `"Name instance"` (MLIR's `Interfaces.td`), so an op may declare an
//! operand `TTG_TensorOrMemDesc:$a`. Which types implement an interface is
//! decided by C++ (the types' declarations and external models attached at
//! run time), so in `ods!` the record's string names a Rust type that
//! implements [`TypeInterface`] (or [`AttrInterface`]) and says which
//! types (attributes) are instances — as `NativeOpTrait<"Name">` names the
//! Rust type of a trait.

use crate::{Attribute, Context, Type};

/// The Rust side of `def X : TypeInterface<"Name">` used as a type
/// constraint: `Name` implements this, and an operand or result
/// constrained by `X` accepts the types for which [`TypeInterface::isa`]
/// holds (C++'s `isa<Name>(type)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is used as an ODS type interface (`TypeInterface`) in a type constraint but does not implement `drr::ods::TypeInterface`",
    label = "the interface's Rust type",
    note = "write `impl drr::ods::TypeInterface for {Self} {{ fn isa(ctx: &drr::Context, ty: drr::Type) -> bool {{ … }} }}` (which types implement the interface)"
)]
pub trait TypeInterface {
    /// True when `ty` implements the interface.
    fn isa(ctx: &Context, ty: Type) -> bool;
}

/// The Rust side of `def X : AttrInterface<"Name">` used as an attribute
/// constraint: `Name` implements this, and an attribute constrained by `X`
/// is accepted when [`AttrInterface::isa`] holds.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is used as an ODS attribute interface (`AttrInterface`) in an attribute constraint but does not implement `drr::ods::AttrInterface`",
    label = "the interface's Rust type",
    note = "write `impl drr::ods::AttrInterface for {Self} {{ fn isa(ctx: &drr::Context, attr: drr::Attribute) -> bool {{ … }} }}` (which attributes implement the interface)"
)]
pub trait AttrInterface {
    /// True when `attr` implements the interface.
    fn isa(ctx: &Context, attr: Attribute) -> bool;
}
