//! ODS properties (`Properties.td`): `I32Prop`, `I64Prop`, `IntProp<…>`,
//! `BoolProp`, `UnitProp`, `StringProp`, `OptionalProp<…>`, `EnumProp<…>`
//! and the
//! per-record properties `ods!` generates (`DefaultValuedProp`,
//! `ConfinedProp`).
//!
//! # Representation
//!
//! MLIR stores a property as a C++ value in the op's properties struct and
//! prints it in the generic form's `<{…}>` as its attribute form
//! (`convertToAttribute`). Here the properties dictionary *is* that
//! attribute form: a property is an inherent attribute whose value is
//! always in its kind's **canonical form** ([`PropKind::get`] accepts it):
//!
//! | kind | canonical attribute | Rust value |
//! |---|---|---|
//! | `IntProp<"intN_t">` / `I32Prop` / `I64Prop` | `v : iN` (signless) | `iN` (`uN` for `uintN_t`) |
//! | `BoolProp` | `true` / `false` | `bool` |
//! | `UnitProp` | `unit` when set, `false` when not | `bool` |
//! | `StringProp` | `"text"` (untyped) | `&str` / `String` |
//! | `OptionalProp<P>` | `[]` or `[p]` | `Option<…>` |
//! | `EnumProp<E>` | `v : iN` (the enum's width, its value or bits) | `E` |
//!
//! so the generic form prints exactly as mlir-opt's. Invariants, as MLIR
//! has them: an op of a registered kind always holds every property (the
//! dialect's `populate_defaults` hook fills the missing ones with their
//! default, or the C++ storage's zero value: `0`, `""`, `false`, none), and
//! parsing converts whatever attribute `<{…}>` gives to the canonical form
//! ([`PropKind::from_attr`], `convertFromAttribute`), failing with
//! mlir-opt's message. A property only ever comes from `<{…}>`: a
//! discardable attribute of the same name (`{…}`) stays discardable.
//!
//! A property type (a `Property`) is also an [`AttrConstraint`] on the
//! attribute form (canonical and satisfying the property's predicate), so
//! patterns match, capture and build properties as they do attributes; the
//! capture is a [`PropAttr`], which converts to the Rust value a
//! NativeCodeCall parameter asks for (`|b, v: i64| …`).

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::{AttrData, Attribute, Context, Signedness, Type, TypeData};

use super::constraint::{AttrConstraint, ConstantAttrBuilder};
use super::cpp_const::CppEnum;
use super::enum_attr::{EnumSyntax, EnumValue};
use super::storage::{AttrStorage, PropDomain};

/// What a property's value is: its Rust types and its attribute form.
pub trait PropKind: 'static {
    /// The C++ storage type ODS names (`int64_t`): the kind's default
    /// summary.
    const SUMMARY: &'static str;
    /// What an accessor returns (borrowing the context for strings).
    type Get<'c>;
    /// The value a builder takes and a NativeCodeCall returns.
    type Value;
    /// The value held by the canonical attribute `attr`; `None` if `attr`
    /// is not in canonical form.
    fn get(ctx: &Context, attr: Attribute) -> Option<Self::Get<'_>>;
    /// The value of the C++ storage's zero value (`0`, `""`, `false`).
    fn zero<'c>() -> Self::Get<'c>;
    /// The canonical attribute of `value`.
    fn to_attr(ctx: &mut Context, value: Self::Value) -> Attribute;
    /// The value [`Self::get`] returned, owned.
    fn to_owned_value(value: Self::Get<'_>) -> Self::Value;
    /// The canonical attribute of the C++ storage's zero value.
    fn zero_attr(ctx: &mut Context) -> Attribute {
        let v = Self::to_owned_value(Self::zero());
        Self::to_attr(ctx, v)
    }
    /// `attr`, as `<{…}>` wrote it, converted to the canonical form
    /// (MLIR's `convertFromAttribute`); the error is mlir-opt's reason.
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>>;
}

/// A property of an op argument: a [`PropKind`] with a summary, a default
/// and a predicate (ODS's `Property` record).
pub trait Property: AttrConstraint + 'static {
    /// The kind of value.
    type Kind: PropKind;
    /// The default value's attribute (ODS `defaultValue`; without one the
    /// C++ storage's zero value).
    fn default_attr(ctx: &mut Context) -> Attribute {
        <Self::Kind as PropKind>::zero_attr(ctx)
    }
    /// The property's predicate on the canonical attribute `attr` (ODS
    /// `predicate`; true for the plain kinds).
    fn satisfies(ctx: &Context, attr: Attribute) -> bool {
        let _ = (ctx, attr);
        true
    }
}

/// True if `attr` is in `P`'s canonical form and satisfies its predicate:
/// [`AttrConstraint::matches`] of a property.
#[inline]
pub fn prop_matches<P: Property>(ctx: &Context, attr: Attribute) -> bool {
    <P::Kind as PropKind>::get(ctx, attr).is_some() && P::satisfies(ctx, attr)
}

/// The value of property `P` held by `attr` (the accessor of an `ods!`
/// property): its kind's zero value if `attr` is absent or not in
/// canonical form (an op that does not verify).
#[inline]
pub fn prop_get<P: Property>(
    ctx: &Context,
    attr: Option<Attribute>,
) -> <P::Kind as PropKind>::Get<'_> {
    attr.and_then(|a| <P::Kind as PropKind>::get(ctx, a))
        .unwrap_or_else(<P::Kind as PropKind>::zero)
}

/// The canonical attribute of `value` for property `P` (what builders
/// store).
#[inline]
pub fn prop_attr<P: Property>(
    ctx: &mut Context,
    value: impl Into<<P::Kind as PropKind>::Value>,
) -> Attribute {
    <P::Kind as PropKind>::to_attr(ctx, value.into())
}

/// A property's attribute as captured by a pattern (the storage type of a
/// property as an [`AttrConstraint`]): an attribute in `K`'s canonical
/// form. It converts to the property's Rust value where a NativeCodeCall
/// parameter asks for it.
pub struct PropAttr<K>(Attribute, PhantomData<K>);

impl<K> Clone for PropAttr<K> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<K> Copy for PropAttr<K> {}
impl<K> std::fmt::Debug for PropAttr<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("PropAttr").field(&self.0).finish()
    }
}
impl<K> PartialEq for PropAttr<K> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<K> Eq for PropAttr<K> {}

impl<K> From<PropAttr<K>> for Attribute {
    fn from(p: PropAttr<K>) -> Attribute {
        p.0
    }
}

impl<K: PropKind> AttrStorage for PropAttr<K> {
    const KIND: &'static str = K::SUMMARY;
    type Domain = PropDomain;
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        K::get(ctx, attr).map(|_| PropAttr(attr, PhantomData))
    }
}

impl<K: PropKind> PropAttr<K> {
    /// The property's value.
    pub fn get(self, ctx: &Context) -> K::Get<'_> {
        K::get(ctx, self.0).unwrap_or_else(K::zero)
    }
    /// The property's value, owned.
    pub fn value(self, ctx: &Context) -> K::Value {
        K::to_owned_value(self.get(ctx))
    }
}

/// The attribute form of a property of any kind: the storage of a
/// `PropConstraint` record (which constrains whatever property it is put
/// on, its predicate decoding the value by its parameter type), so that
/// it is a constraint of the property domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PropValue(Attribute);

impl From<PropValue> for Attribute {
    fn from(p: PropValue) -> Attribute {
        p.0
    }
}

impl AttrStorage for PropValue {
    const KIND: &'static str = "property";
    type Domain = PropDomain;
    fn from_attr(_: &Context, attr: Attribute) -> Option<Self> {
        Some(PropValue(attr))
    }
}

// ---------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------

/// `IntProp<"intN_t">` / `IntProp<"uintN_t">`: an integer of Rust type `T`
/// (`i8`…`i64`, `u8`…`u64`), printed as a signless `iN` integer
/// attribute (`5 : i64`; an unsigned value as its bits, `200` of `uint8_t`
/// is `-56 : i8`).
pub struct IntKind<T>(PhantomData<T>);

/// The integer types of [`IntKind`].
pub trait PropInt: Copy + 'static {
    /// Width in bits.
    const WIDTH: u32;
    /// The C++ type (`int64_t`).
    const CPP: &'static str;
    /// The value of the low `WIDTH` bits of `v`.
    fn from_bits(v: i128) -> Self;
    /// The value as a signed `WIDTH`-bit integer.
    fn to_signed(self) -> i128;
}

macro_rules! prop_ints {
    ($($t:ty, $s:ty, $w:literal, $cpp:literal;)*) => {$(
        impl PropInt for $t {
            const WIDTH: u32 = $w;
            const CPP: &'static str = $cpp;
            fn from_bits(v: i128) -> Self {
                v as $t
            }
            fn to_signed(self) -> i128 {
                i128::from(self as $s)
            }
        }
    )*};
}
prop_ints! {
    i8, i8, 8, "int8_t";
    i16, i16, 16, "int16_t";
    i32, i32, 32, "int32_t";
    i64, i64, 64, "int64_t";
    u8, i8, 8, "uint8_t";
    u16, i16, 16, "uint16_t";
    u32, i32, 32, "uint32_t";
    u64, i64, 64, "uint64_t";
}

fn is_int_like(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. } | TypeData::Index
    )
}

fn signless(ctx: &Context, ty: Type, width: u32) -> bool {
    matches!(ctx.type_data(ty), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

impl<T: PropInt> PropKind for IntKind<T> {
    const SUMMARY: &'static str = T::CPP;
    type Get<'c> = T;
    type Value = T;
    fn get(ctx: &Context, attr: Attribute) -> Option<T> {
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if signless(ctx, *ty, T::WIDTH) => {
                Some(T::from_bits(*value))
            }
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        T::from_bits(0)
    }
    fn to_attr(ctx: &mut Context, value: T) -> Attribute {
        let ty = ctx.int_type(T::WIDTH);
        ctx.integer_attr(ty, value.to_signed())
    }
    fn to_owned_value(value: T) -> T {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        // `IntegerAttr::getValue().getSExtValue()` into the C++ integer
        // (truncating), of any integer or index type.
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if is_int_like(ctx, *ty) => {
                let v = T::from_bits(*value);
                Ok(Self::to_attr(ctx, v))
            }
            _ => Err(Cow::Borrowed("expected IntegerAttr for key `value`")),
        }
    }
}

/// `BoolProp`: `true` / `false`.
pub struct BoolKind;

impl PropKind for BoolKind {
    const SUMMARY: &'static str = "boolean";
    type Get<'c> = bool;
    type Value = bool;
    fn get(ctx: &Context, attr: Attribute) -> Option<bool> {
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if signless(ctx, *ty, 1) => Some(*value != 0),
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        false
    }
    fn to_attr(ctx: &mut Context, value: bool) -> Attribute {
        ctx.bool_attr(value)
    }
    fn to_owned_value(value: bool) -> bool {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        match Self::get(ctx, attr) {
            Some(_) => Ok(attr),
            // MLIR's `convertFromAttribute(bool &, …)` has the string
            // property's message.
            None => Err(Cow::Borrowed(
                "expected string property to come from string attribute",
            )),
        }
    }
}

/// `UnitProp`: `unit` when set, `false` when not.
pub struct UnitKind;

impl PropKind for UnitKind {
    const SUMMARY: &'static str = "unit property";
    type Get<'c> = bool;
    type Value = bool;
    fn get(ctx: &Context, attr: Attribute) -> Option<bool> {
        match ctx.attr_data(attr) {
            AttrData::Unit => Some(true),
            AttrData::Integer { ty, value: 0 } if signless(ctx, *ty, 1) => Some(false),
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        false
    }
    fn to_attr(ctx: &mut Context, value: bool) -> Attribute {
        if value {
            ctx.unit_attr()
        } else {
            ctx.bool_attr(false)
        }
    }
    fn to_owned_value(value: bool) -> bool {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        match ctx.attr_data(attr) {
            AttrData::Unit => Ok(attr),
            AttrData::Integer { ty, value } if signless(ctx, *ty, 1) => {
                let set = *value != 0;
                Ok(Self::to_attr(ctx, set))
            }
            // mlir-opt fails here without a message.
            _ => Err(Cow::Borrowed(
                "expected a unit or bool attribute for a unit property",
            )),
        }
    }
}

/// `StringProp`: an untyped string attribute.
pub struct StringKind;

impl PropKind for StringKind {
    const SUMMARY: &'static str = "string";
    type Get<'c> = &'c str;
    type Value = String;
    fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
        match ctx.attr_data(attr) {
            AttrData::String { value, ty: None } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        ""
    }
    fn to_attr(ctx: &mut Context, value: String) -> Attribute {
        ctx.string_attr(&value)
    }
    fn to_owned_value(value: &str) -> String {
        value.to_owned()
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        let text = match ctx.attr_data(attr) {
            AttrData::String { value, ty } => match (std::str::from_utf8(value), ty) {
                (Ok(_), None) => return Ok(attr),
                (Ok(s), Some(_)) => s.to_owned(),
                (Err(_), _) => {
                    return Err(Cow::Borrowed(
                        "expected a UTF-8 string for a string property",
                    ));
                }
            },
            _ => {
                return Err(Cow::Borrowed(
                    "expected string property to come from string attribute",
                ));
            }
        };
        Ok(ctx.string_attr(&text))
    }
}

/// `OptionalProp<P>`: `[]` when absent, `[p]` when present.
pub struct OptionalKind<K>(PhantomData<K>);

fn array_elements(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(attr) {
        AttrData::Array(e) => Some(e),
        _ => None,
    }
}

impl<K: PropKind> PropKind for OptionalKind<K> {
    const SUMMARY: &'static str = K::SUMMARY;
    type Get<'c> = Option<K::Get<'c>>;
    type Value = Option<K::Value>;
    fn get(ctx: &Context, attr: Attribute) -> Option<Option<K::Get<'_>>> {
        match array_elements(ctx, attr)? {
            [] => Some(None),
            [one] => K::get(ctx, *one).map(Some),
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        None
    }
    fn to_attr(ctx: &mut Context, value: Option<K::Value>) -> Attribute {
        let elements = match value {
            Some(v) => vec![K::to_attr(ctx, v)],
            None => Vec::new(),
        };
        ctx.array_attr(elements)
    }
    fn to_owned_value(value: Option<K::Get<'_>>) -> Option<K::Value> {
        value.map(K::to_owned_value)
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        let inner = match array_elements(ctx, attr) {
            None => {
                return Err(Cow::Borrowed(
                    "expected optional properties to materialize as arrays",
                ));
            }
            Some([]) => return Ok(attr),
            Some([one]) => *one,
            Some(_) => {
                return Err(Cow::Borrowed(
                    "expected optional properties to become 0- or 1-element arrays",
                ));
            }
        };
        let canonical = K::from_attr(ctx, inner)?;
        Ok(ctx.array_attr(vec![canonical]))
    }
}

/// `EnumProp<E>`: a value of enum `E` (an `ods!` enum: `I32EnumAttr`,
/// `I32BitEnumAttr`, …), printed as a signless integer of the enum's width
/// holding its value (`1 : i32`, a bit enum's bits). A value that is not
/// one of `E`'s (an integer enum's non-case, bits outside a bit enum's) is
/// not in canonical form: the verifier reports `failed to satisfy
/// constraint: <E's summary>`, as MLIR's enum predicate does.
pub struct EnumPropKind<E>(PhantomData<E>);

fn enum_cpp_type<E: EnumValue>() -> &'static str {
    match E::SYNTAX {
        EnumSyntax::Int(i) => i.cpp_type,
        EnumSyntax::Bit(b) => b.cpp_type,
    }
}

/// The low `width` bits of `v`, zero-extended.
fn zext(v: i128, width: u32) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

/// The width of an integer or index type (index: MLIR's 64-bit storage).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

impl<E: EnumValue + CppEnum + 'static> PropKind for EnumPropKind<E> {
    const SUMMARY: &'static str = E::SUMMARY;
    type Get<'c> = E;
    type Value = E;
    fn get(ctx: &Context, attr: Attribute) -> Option<E> {
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if signless(ctx, *ty, E::WIDTH) => {
                E::from_bits(zext(*value, E::WIDTH))
            }
            _ => None,
        }
    }
    fn zero<'c>() -> Self::Get<'c> {
        E::from_bits(0).unwrap_or_else(E::first_case)
    }
    fn zero_attr(ctx: &mut Context) -> Attribute {
        // The C++ storage's zero value, a case or not.
        let ty = ctx.int_type(E::WIDTH);
        ctx.integer_attr(ty, 0)
    }
    fn to_attr(ctx: &mut Context, value: E) -> Attribute {
        let ty = ctx.int_type(E::WIDTH);
        // The attribute stores the bits sign-extended from the width.
        ctx.integer_attr(ty, i128::from(value.to_bits()))
    }
    fn to_owned_value(value: E) -> E {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        // `static_cast<Enum>(intAttr.getValue().getZExtValue())`, of any
        // integer or index type; then `IntegerAttr::get(iN, value)`.
        let bits = match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } => {
                int_width(ctx, *ty).map(|w| zext(zext(*value, w).into(), E::WIDTH))
            }
            _ => None,
        };
        match bits {
            Some(bits) => {
                let ty = ctx.int_type(E::WIDTH);
                Ok(ctx.integer_attr(ty, i128::from(bits)))
            }
            None => Err(Cow::Owned(format!(
                "expected IntegerAttr storage for {}",
                enum_cpp_type::<E>()
            ))),
        }
    }
}

// ---------------------------------------------------------------------------
// The library's properties
// ---------------------------------------------------------------------------

macro_rules! lib_props {
    ($($(#[$doc:meta])* $name:ident = $kind:ty, $summary:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            type Storage = PropAttr<$kind>;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                prop_matches::<Self>(ctx, attr)
            }
        }
        impl Property for $name {
            type Kind = $kind;
        }
        impl ConstantAttrBuilder for $name {
            type Value = <$kind as PropKind>::Value;
            fn build_constant(ctx: &mut Context, value: Self::Value) -> Attribute {
                <$kind as PropKind>::to_attr(ctx, value)
            }
        }
    )*};
}

lib_props! {
    /// `I32Prop`: an `int32_t` property (`5 : i32`).
    I32Prop = IntKind<i32>, "int32_t";
    /// `I64Prop`: an `int64_t` property (`5 : i64`).
    I64Prop = IntKind<i64>, "int64_t";
    /// `BoolProp`: a boolean property (`true`).
    BoolProp = BoolKind, "boolean";
    /// `UnitProp`: a flag property (`unit` when set, `false` when not).
    UnitProp = UnitKind, "unit property";
    /// `StringProp`: a string property (`"text"`).
    StringProp = StringKind, "string";
}

/// `IntProp<"intN_t">` for Rust integer `T` (`IntProp<i8>` is
/// `IntProp<"int8_t">`, `IntProp<u8>` `IntProp<"uint8_t">`).
pub struct IntProp<T>(PhantomData<T>);

impl<T: PropInt> AttrConstraint for IntProp<T> {
    const SUMMARY: &'static str = T::CPP;
    type Storage = PropAttr<IntKind<T>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
}
impl<T: PropInt> Property for IntProp<T> {
    type Kind = IntKind<T>;
}
impl<T: PropInt> ConstantAttrBuilder for IntProp<T> {
    type Value = T;
    fn build_constant(ctx: &mut Context, value: T) -> Attribute {
        <IntKind<T> as PropKind>::to_attr(ctx, value)
    }
}

/// `OptionalProp<P>`: `P` or nothing (`[]` / `[p]`); `P`'s predicate
/// applies to a present value.
pub struct OptionalProp<P>(PhantomData<P>);

impl<P: Property> AttrConstraint for OptionalProp<P> {
    const SUMMARY: &'static str = P::SUMMARY;
    type Storage = PropAttr<OptionalKind<P::Kind>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
    fn summary() -> Cow<'static, str> {
        Cow::Owned(format!("optional {}", P::summary()))
    }
}
impl<P: Property> Property for OptionalProp<P> {
    type Kind = OptionalKind<P::Kind>;
    fn satisfies(ctx: &Context, attr: Attribute) -> bool {
        match array_elements(ctx, attr) {
            Some([one]) => P::satisfies(ctx, *one),
            _ => true,
        }
    }
}

/// `EnumProp<E>`: a property holding a value of enum `E` (see
/// [`EnumPropKind`]); its summary is the enum's.
pub struct EnumProp<E>(PhantomData<E>);

impl<E: EnumValue + CppEnum + 'static> AttrConstraint for EnumProp<E> {
    const SUMMARY: &'static str = E::SUMMARY;
    type Storage = PropAttr<EnumPropKind<E>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
}
impl<E: EnumValue + CppEnum + 'static> Property for EnumProp<E> {
    type Kind = EnumPropKind<E>;
}
impl<E: EnumValue + CppEnum + 'static> ConstantAttrBuilder for EnumProp<E> {
    type Value = E;
    fn build_constant(ctx: &mut Context, value: E) -> Attribute {
        <EnumPropKind<E> as PropKind>::to_attr(ctx, value)
    }
}

/// The canonical attribute of property `P` for the attribute `<{…}>`
/// gave (parsing; see [`PropKind::from_attr`]).
pub fn prop_from_attr<P: Property>(
    ctx: &mut Context,
    attr: Attribute,
) -> Result<Attribute, Cow<'static, str>> {
    <P::Kind as PropKind>::from_attr(ctx, attr)
}

/// The properties of an op kind, registered with the context
/// ([`Context::register_properties`]): their names, which the parser does
/// not take from the discardable attributes (`{…}`), and the conversion
/// of the properties dictionary `<{…}>` gives to the canonical forms.
#[derive(Debug)]
pub struct PropertiesInfo {
    /// The properties' names.
    pub names: &'static [&'static str],
    /// Converts each property of the dictionary (MLIR's
    /// `setPropertiesFromAttr`); the error is the reason mlir-opt gives.
    pub convert: fn(&mut Context, Attribute) -> Result<Attribute, Cow<'static, str>>,
    /// Checks the class of each inherent attribute `<{…}>` gives (MLIR's
    /// `setPropertiesFromAttr` casts each to its storage class; inherent
    /// attributes given in `{…}` are only verified); the error is the
    /// reason mlir-opt gives.
    pub check_attrs: fn(&Context, Attribute) -> Result<(), Cow<'static, str>>,
    /// Checks the segment sizes `<{…}>` gives (see [`check_segment_sizes`]),
    /// which MLIR converts after the ODS properties: the parser calls it
    /// after [`PropertiesInfo::convert`]. (An op without ODS properties
    /// may check them in `check_attrs` instead.)
    pub check_segments: fn(&Context, Attribute) -> Result<(), Cow<'static, str>>,
    /// Checks each inherent attribute given in the attribute dictionary
    /// `{…}` of an op parsed without `<{…}>` against its constraint, in
    /// the order of their names (MLIR's `verifyInherentAttrs`, which the
    /// parser runs before the op exists); the error is mlir-opt's message
    /// after `'name' op `.
    pub verify_dict_attrs: fn(&Context, &[crate::NamedAttribute]) -> Result<(), String>,
    /// The op keeps its inherent attributes in its attribute dictionary
    /// (its dialect sets `usePropertiesForAttributes = 0` and it has no
    /// ODS properties): they print in `{…}`, `<{…}>` is rejected (`this
    /// operation does not support properties`), and they are checked by
    /// the verifier (with its note) rather than while parsing. The
    /// context still keeps them with the properties, so accessors and
    /// verifiers read them the same way.
    pub attributes_in_dictionary: bool,
}

/// A step of [`PropertiesInfo::verify_dict_attrs`]: the entry `name` of
/// the parsed attribute dictionary `attrs`, if any, satisfies `C`.
#[doc(hidden)]
pub fn verify_dict_attr<C: AttrConstraint>(
    ctx: &Context,
    attrs: &[crate::NamedAttribute],
    name: &str,
) -> Result<(), String> {
    let Some(sym) = ctx.lookup_symbol(name) else {
        return Ok(());
    };
    match attrs.iter().find(|a| a.name == sym) {
        Some(a) if !C::matches(ctx, a.value) => {
            Err(super::verify::attr_error(name, true, C::summary))
        }
        _ => Ok(()),
    }
}

/// The entry `name` of the properties dictionary `props`, if any. The few
/// entries are compared by their bytes: hashing `name` to find its symbol
/// cost about five times more (this runs for every attribute of every op
/// the parser reads with `<{…}>`).
fn entry(ctx: &Context, props: Attribute, name: &str) -> Option<Attribute> {
    ctx.dict_entries(props)
        .iter()
        .find(|e| ctx.bytes(e.name) == name.as_bytes())
        .map(|e| e.value)
}

/// [`PropertiesInfo::convert`], with MLIR's reason when it fails.
pub fn check_attr_storage(
    ctx: &Context,
    props: Attribute,
    name: &str,
    storage_matches: fn(&Context, Attribute) -> bool,
) -> Result<(), Cow<'static, str>> {
    let Some(value) = entry(ctx, props, name) else {
        return Ok(());
    };
    if storage_matches(ctx, value) {
        return Ok(());
    }
    Err(Cow::Owned(format!(
        "Invalid attribute `{name}` in property conversion: {}",
        crate::text::print_attribute(ctx, value)
    )))
}

/// Checks the entry `name` (`operandSegmentSizes`, `resultSegmentSizes`)
/// of `props`, if any: MLIR stores it as an `int32_t` array of `groups`
/// elements, and `setPropertiesFromAttr` takes only a `DenseI32ArrayAttr`
/// of that size, with these reasons (negative sizes are the verifier's).
pub fn check_segment_sizes(
    ctx: &Context,
    props: Attribute,
    name: &str,
    groups: usize,
) -> Result<(), Cow<'static, str>> {
    let Some(value) = entry(ctx, props, name) else {
        return Ok(());
    };
    match ctx.attr_data(value) {
        crate::AttrData::DenseArray { element, values } if is_i32(ctx, *element) => {
            if values.len() == groups {
                Ok(())
            } else {
                Err(Cow::Owned(format!(
                    "size mismatch in attribute conversion: {} vs {groups}",
                    values.len()
                )))
            }
        }
        _ => Err(Cow::Borrowed("expected DenseI32ArrayAttr for key `value`")),
    }
}

fn is_i32(ctx: &Context, ty: crate::Type) -> bool {
    matches!(
        ctx.type_data(ty),
        crate::TypeData::Integer {
            width: 32,
            signedness: crate::Signedness::Signless
        }
    )
}

/// The dictionary `props` with the entry of property `name` converted by
/// `convert` (unchanged if absent): a step of the generated
/// [`PropertiesInfo::convert`].
pub fn convert_prop_entry(
    ctx: &mut Context,
    props: Attribute,
    name: &str,
    convert: fn(&mut Context, Attribute) -> Result<Attribute, Cow<'static, str>>,
) -> Result<Attribute, Cow<'static, str>> {
    let Some(sym) = ctx.lookup_symbol(name) else {
        return Ok(props);
    };
    let Some(value) = ctx.dict_get(props, sym) else {
        return Ok(props);
    };
    let canonical = convert(ctx, value)?;
    if canonical == value {
        return Ok(props);
    }
    let mut entries = ctx.dict_entries(props).to_vec();
    for e in &mut entries {
        if e.name == sym {
            e.value = canonical;
        }
    }
    Ok(ctx.dictionary(entries))
}

/// A property's value decoded from its attribute form by the Rust type a
/// `PropConstraint`'s predicate takes (`i64`, `bool`, `&str`): the value
/// `PropConstraint<CPred<|ctx, v: i64| …>, "…">` tests.
pub trait PropDecode<'c>: Sized {
    /// The value `attr` holds, if it has this type's form.
    fn decode(ctx: &'c Context, attr: Attribute) -> Option<Self>;
}

macro_rules! decode_ints {
    ($($t:ty),*) => {$(
        impl<'c> PropDecode<'c> for $t {
            fn decode(ctx: &'c Context, attr: Attribute) -> Option<Self> {
                match ctx.attr_data(attr) {
                    AttrData::Integer { ty, value } if is_int_like(ctx, *ty) => Some(*value as $t),
                    _ => None,
                }
            }
        }
    )*};
}
decode_ints!(i8, i16, i32, i64, u8, u16, u32, u64);

impl<'c> PropDecode<'c> for bool {
    fn decode(ctx: &'c Context, attr: Attribute) -> Option<Self> {
        BoolKind::get(ctx, attr).or_else(|| UnitKind::get(ctx, attr))
    }
}

impl<'c> PropDecode<'c> for &'c str {
    fn decode(ctx: &'c Context, attr: Attribute) -> Option<Self> {
        StringKind::get(ctx, attr)
    }
}

impl<'c> PropDecode<'c> for Attribute {
    fn decode(_: &'c Context, attr: Attribute) -> Option<Self> {
        Some(attr)
    }
}

/// `PropConstraint`'s test: `pred` on the value `attr` holds, decoded as
/// the predicate's parameter type; false if `attr` does not hold one.
#[doc(hidden)]
pub fn prop_constraint_matches<'c, T: PropDecode<'c>>(
    ctx: &'c Context,
    attr: Attribute,
    pred: impl FnOnce(&'c Context, T) -> bool,
) -> bool {
    match T::decode(ctx, attr) {
        Some(v) => pred(ctx, v),
        None => false,
    }
}

/// What `EnumPropWithAttrForm<E, A>` needs of its dialect attribute `A`
/// (an `EnumAttr<Dialect, E, "mnemonic">` record of `ods!`): the enum
/// value an attribute of `A` holds.
pub trait EnumAttrForm: 'static {
    /// The enum.
    type Enum: EnumValue;
    /// The value `attr` holds, if it is an attribute of `A`.
    fn enum_value(ctx: &Context, attr: Attribute) -> Option<Self::Enum>;
    /// The attribute of `A` holding `value` (C++'s `A::get(ctx, value)`).
    fn enum_attr(ctx: &mut Context, value: Self::Enum) -> Attribute;
}

/// `EnumPropWithAttrForm<E, A>`'s kind: as [`EnumPropKind<E>`] (an
/// integer of `E`'s width), but `<{…}>` may also give the dialect
/// attribute `A` (`#llvm.overflow<nsw>`), which MLIR's
/// `convertFromAttribute` reads as its value.
pub struct EnumAttrFormKind<E, A>(PhantomData<(E, A)>);

impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> PropKind
    for EnumAttrFormKind<E, A>
{
    const SUMMARY: &'static str = E::SUMMARY;
    type Get<'c> = E;
    type Value = E;
    fn get(ctx: &Context, attr: Attribute) -> Option<E> {
        EnumPropKind::<E>::get(ctx, attr)
    }
    fn zero<'c>() -> Self::Get<'c> {
        EnumPropKind::<E>::zero()
    }
    fn zero_attr(ctx: &mut Context) -> Attribute {
        EnumPropKind::<E>::zero_attr(ctx)
    }
    fn to_attr(ctx: &mut Context, value: E) -> Attribute {
        EnumPropKind::<E>::to_attr(ctx, value)
    }
    fn to_owned_value(value: E) -> E {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        if let Some(v) = A::enum_value(ctx, attr) {
            return Ok(EnumPropKind::<E>::to_attr(ctx, v));
        }
        if matches!(ctx.attr_data(attr), AttrData::Integer { .. }) {
            return EnumPropKind::<E>::from_attr(ctx, attr);
        }
        // The attribute's C++ class is the enum's class name + `Attr`.
        let cpp = enum_cpp_type::<E>();
        Err(Cow::Owned(format!(
            "expected {cpp}Attr or IntegerAttr storage for {cpp}"
        )))
    }
}

/// `EnumPropWithAttrForm<E, A>` (and `NamedEnumPropWithAttrForm<E,
/// "mnemonic", A>`): an enum property also read from the dialect
/// attribute `A` (see [`EnumAttrFormKind`]); its summary is the enum's.
pub struct EnumPropWithAttrForm<E, A>(PhantomData<(E, A)>);

impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> AttrConstraint
    for EnumPropWithAttrForm<E, A>
{
    const SUMMARY: &'static str = E::SUMMARY;
    type Storage = PropAttr<EnumAttrFormKind<E, A>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
}
impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> Property
    for EnumPropWithAttrForm<E, A>
{
    type Kind = EnumAttrFormKind<E, A>;
}
impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> ConstantAttrBuilder
    for EnumPropWithAttrForm<E, A>
{
    type Value = E;
    fn build_constant(ctx: &mut Context, value: E) -> Attribute {
        EnumPropKind::<E>::to_attr(ctx, value)
    }
}

/// `EnumPropWithAttrForm<E, A>` with `let storeInCustomAttribute = 1;`:
/// stored as the dialect attribute `A` (`#llvm.overflow<nsw>` in `<{…}>`,
/// MLIR's `convertToAttribute` then building `A`), read from `A` or from
/// an integer as the plain form is.
pub struct EnumCustomAttrFormKind<E, A>(PhantomData<(E, A)>);

impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> PropKind
    for EnumCustomAttrFormKind<E, A>
{
    const SUMMARY: &'static str = E::SUMMARY;
    type Get<'c> = E;
    type Value = E;
    fn get(ctx: &Context, attr: Attribute) -> Option<E> {
        A::enum_value(ctx, attr)
    }
    fn zero<'c>() -> Self::Get<'c> {
        EnumPropKind::<E>::zero()
    }
    fn to_attr(ctx: &mut Context, value: E) -> Attribute {
        A::enum_attr(ctx, value)
    }
    fn to_owned_value(value: E) -> E {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        if A::enum_value(ctx, attr).is_some() {
            return Ok(attr);
        }
        let int = EnumAttrFormKind::<E, A>::from_attr(ctx, attr)?;
        match EnumPropKind::<E>::get(ctx, int) {
            Some(v) => Ok(A::enum_attr(ctx, v)),
            // Bits that are no case: kept as the integer, which the
            // predicate then rejects (`failed to satisfy constraint`).
            None => Ok(int),
        }
    }
}

/// `EnumPropWithAttrForm<E, A>` (or `NamedEnumPropWithAttrForm<E,
/// "mnemonic", A>`) with `storeInCustomAttribute = 1`: see
/// [`EnumCustomAttrFormKind`]; its summary is the enum's.
pub struct EnumPropInCustomAttr<E, A>(PhantomData<(E, A)>);

impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> AttrConstraint
    for EnumPropInCustomAttr<E, A>
{
    const SUMMARY: &'static str = E::SUMMARY;
    type Storage = PropAttr<EnumCustomAttrFormKind<E, A>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
}
impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> Property
    for EnumPropInCustomAttr<E, A>
{
    type Kind = EnumCustomAttrFormKind<E, A>;
}
impl<E: EnumValue + CppEnum + 'static, A: EnumAttrForm<Enum = E>> ConstantAttrBuilder
    for EnumPropInCustomAttr<E, A>
{
    type Value = E;
    fn build_constant(ctx: &mut Context, value: E) -> Attribute {
        A::enum_attr(ctx, value)
    }
}
