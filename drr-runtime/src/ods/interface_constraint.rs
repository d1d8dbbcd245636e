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

use std::marker::PhantomData;

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

/// The storage of an `AttrInterface` constraint: an attribute implementing
/// interface `I` (C++ stores the interface class). Converting `<{…}>` into
/// an op's properties checks it, as MLIR's `dyn_cast<Interface>` does
/// (`Invalid attribute `value` in property conversion: 1 : i32` for a
/// `ub.poison` given an integer).
pub struct InterfaceAttr<I>(Attribute, PhantomData<fn() -> I>);

impl<I> InterfaceAttr<I> {
    /// The attribute.
    pub fn attr(self) -> Attribute {
        self.0
    }
}

impl<I> Clone for InterfaceAttr<I> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<I> Copy for InterfaceAttr<I> {}
impl<I> PartialEq for InterfaceAttr<I> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<I> Eq for InterfaceAttr<I> {}
impl<I> std::hash::Hash for InterfaceAttr<I> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}
impl<I> std::fmt::Debug for InterfaceAttr<I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("InterfaceAttr").field(&self.0).finish()
    }
}
impl<I> From<InterfaceAttr<I>> for Attribute {
    fn from(a: InterfaceAttr<I>) -> Attribute {
        a.0
    }
}

impl<I: AttrInterface> super::AttrStorage for InterfaceAttr<I> {
    const KIND: &'static str = "attribute";
    const DECIDES_OPAQUE: bool = true;
    type Domain = super::storage::AttrDomain;
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        I::isa(ctx, attr).then_some(InterfaceAttr(attr, PhantomData))
    }
}
