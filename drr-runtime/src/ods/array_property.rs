//! ODS's array properties (`Properties.td`): `ArrayProp<P>`, a list of
//! values of property `P` whose attribute form is an `ArrayAttr` of `P`'s
//! attribute forms (`[1, 2]`, `[[1 : i32], []]`, `["a"]`), and
//! `IntArrayProp<I64Prop>` / `IntArrayProp<I32Prop>`, a list of integers
//! whose attribute form is a dense array (`array<i64: 1, 2>`).
//!
//! As for every property (see [`property`](super::property)), the
//! properties dictionary holds the canonical attribute form: an array
//! property's value is canonical when each element is canonical for `P`.
//! Parsing converts each element with `P`'s conversion, failing with
//! mlir-opt's reasons (`expected array attribute`, `expected
//! DenseI64ArrayAttr for key `value``); the predicate of `ArrayProp<P>` is
//! `P`'s on every element; the default is the empty list.

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::{AttrData, Attribute, Context, Signedness, TypeData};

use super::const_text::{ConstText, as_static};
use super::constraint::{AttrConstraint, ConstantAttrBuilder};
use super::lists::{End, TextArg};
use super::property::{PropAttr, PropInt, PropKind, Property, prop_matches};

/// The elements of array attribute `attr`, if it is one.
fn elements(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(attr) {
        AttrData::Array(e) => Some(e),
        _ => None,
    }
}

/// `ArrayProp<P>`'s kind: a list of `K` values as an `ArrayAttr`.
pub struct ArrayKind<K>(PhantomData<K>);

impl<K: PropKind> PropKind for ArrayKind<K> {
    const SUMMARY: &'static str = K::SUMMARY;
    type Get<'c> = Vec<K::Get<'c>>;
    type Value = Vec<K::Value>;
    fn get(ctx: &Context, attr: Attribute) -> Option<Self::Get<'_>> {
        elements(ctx, attr)?
            .iter()
            .map(|&e| K::get(ctx, e))
            .collect()
    }
    fn zero<'c>() -> Self::Get<'c> {
        Vec::new()
    }
    fn to_attr(ctx: &mut Context, value: Self::Value) -> Attribute {
        let elements = value.into_iter().map(|v| K::to_attr(ctx, v)).collect();
        ctx.array_attr(elements)
    }
    fn to_owned_value(value: Self::Get<'_>) -> Self::Value {
        value.into_iter().map(K::to_owned_value).collect()
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        let Some(items) = elements(ctx, attr).map(<[Attribute]>::to_vec) else {
            return Err(Cow::Borrowed("expected array attribute"));
        };
        let mut out = Vec::with_capacity(items.len());
        for e in items {
            out.push(K::from_attr(ctx, e)?);
        }
        Ok(ctx.array_attr(out))
    }
}

/// The integer types of [`IntArrayKind`]: those MLIR's `IntArrayProp`
/// converts (`int32_t`, `int64_t`).
pub trait PropArrayInt: PropInt {
    /// The dense array attribute's name in mlir-opt's message
    /// (`DenseI64ArrayAttr`).
    const ATTR: &'static str;
}
impl PropArrayInt for i32 {
    const ATTR: &'static str = "DenseI32ArrayAttr";
}
impl PropArrayInt for i64 {
    const ATTR: &'static str = "DenseI64ArrayAttr";
}

/// `IntArrayProp<P>`'s kind: a list of `T` as a dense array
/// (`array<i64: 1, 2>`).
pub struct IntArrayKind<T>(PhantomData<T>);

/// The elements of `attr` if it is a dense array of signless `width`-bit
/// integers.
fn dense_of(ctx: &Context, attr: Attribute, width: u32) -> Option<&[u64]> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { element, values } => match ctx.type_data(*element) {
            TypeData::Integer {
                width: w,
                signedness: Signedness::Signless,
            } if *w == width => Some(values),
            _ => None,
        },
        _ => None,
    }
}

impl<T: PropArrayInt> PropKind for IntArrayKind<T> {
    const SUMMARY: &'static str = T::CPP;
    type Get<'c> = Vec<T>;
    type Value = Vec<T>;
    fn get(ctx: &Context, attr: Attribute) -> Option<Vec<T>> {
        // Only signless elements are canonical.
        let values = dense_of(ctx, attr, T::WIDTH)?;
        Some(
            values
                .iter()
                .map(|&v| T::from_bits(i128::from(v as i64)))
                .collect(),
        )
    }
    fn zero<'c>() -> Self::Get<'c> {
        Vec::new()
    }
    fn to_attr(ctx: &mut Context, value: Vec<T>) -> Attribute {
        let element = ctx.int_type(T::WIDTH);
        ctx.intern_attr(AttrData::DenseArray {
            element,
            values: value.into_iter().map(|v| v.to_signed() as u64).collect(),
        })
    }
    fn to_owned_value(value: Vec<T>) -> Vec<T> {
        value
    }
    fn from_attr(ctx: &mut Context, attr: Attribute) -> Result<Attribute, Cow<'static, str>> {
        // `dyn_cast<DenseI64ArrayAttr>`: a dense array of signless `iN`.
        match Self::get(ctx, attr) {
            Some(v) => Ok(Self::to_attr(ctx, v)),
            None => Err(Cow::Owned(format!("expected {} for key `value`", T::ATTR))),
        }
    }
}

/// `ArrayProp<P>` (`ArrayProp<P, "summary">` with `S`): a list of `P`
/// values; summary `array of <P's summary>`.
pub struct ArrayProp<P, S = End>(PhantomData<(P, S)>);

impl<P: Property, S: TextArg + 'static> ArrayProp<P, S> {
    const TEXT: ConstText = if S::TEXT.is_empty() {
        ConstText::of("array of ").push(P::SUMMARY)
    } else {
        S::TEXT
    };
}

impl<P: Property, S: TextArg + 'static> AttrConstraint for ArrayProp<P, S> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = PropAttr<ArrayKind<P::Kind>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
    fn summary() -> Cow<'static, str> {
        if S::TEXT.is_empty() {
            Cow::Owned(format!("array of {}", P::summary()))
        } else {
            Cow::Borrowed(Self::SUMMARY)
        }
    }
}
impl<P: Property, S: TextArg + 'static> Property for ArrayProp<P, S> {
    type Kind = ArrayKind<P::Kind>;
    fn satisfies(ctx: &Context, attr: Attribute) -> bool {
        elements(ctx, attr).is_none_or(|es| es.iter().all(|&e| P::satisfies(ctx, e)))
    }
}
impl<P: Property, S: TextArg + 'static> ConstantAttrBuilder for ArrayProp<P, S> {
    type Value = Vec<<P::Kind as PropKind>::Value>;
    fn build_constant(ctx: &mut Context, value: Self::Value) -> Attribute {
        <ArrayKind<P::Kind> as PropKind>::to_attr(ctx, value)
    }
}

/// `IntArrayProp<I64Prop>` / `IntArrayProp<I32Prop>` for Rust integer `T`
/// (`i64` / `i32`; `S` a new summary): a list of integers as a dense array;
/// summary `array of int64_t`.
pub struct IntArrayProp<T, S = End>(PhantomData<(T, S)>);

impl<T: PropArrayInt, S: TextArg + 'static> IntArrayProp<T, S> {
    const TEXT: ConstText = if S::TEXT.is_empty() {
        ConstText::of("array of ").push(T::CPP)
    } else {
        S::TEXT
    };
}

impl<T: PropArrayInt, S: TextArg + 'static> AttrConstraint for IntArrayProp<T, S> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = PropAttr<IntArrayKind<T>>;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        prop_matches::<Self>(ctx, attr)
    }
}
impl<T: PropArrayInt, S: TextArg + 'static> Property for IntArrayProp<T, S> {
    type Kind = IntArrayKind<T>;
}
impl<T: PropArrayInt, S: TextArg + 'static> ConstantAttrBuilder for IntArrayProp<T, S> {
    type Value = Vec<T>;
    fn build_constant(ctx: &mut Context, value: Vec<T>) -> Attribute {
        <IntArrayKind<T> as PropKind>::to_attr(ctx, value)
    }
}
