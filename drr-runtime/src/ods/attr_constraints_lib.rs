//! The standard attribute combinators and value constraints (MLIR's
//! `CommonAttrConstraints.td`): [`ConfinedAttr`], [`AllAttrOf`],
//! [`IntMinValue`] and the other integer, array and dense-array value
//! constraints, and [`IsNullAttr`].
//!
//! A value constraint such as `IntMinValue<0>` is only meaningful confined
//! to an attribute kind (`ConfinedAttr<I64Attr, [IntMinValue<0>]>`); on
//! an attribute of another kind its predicate is false (MLIR's would
//! assert on the cast).

use std::marker::PhantomData;

use super::const_text::{ConstText, as_static};
use super::constraint::{AttrConstraint, ConstantAttrBuilder};
use super::lists::{AttrConstraintList, IntList};
use crate::{AttrData, Attribute, Context, TypeData};

/// `ConfinedAttr<A, [C…]>`: `A` further constrained by every `C`. The
/// summary is `A`'s followed by each constraint's (`64-bit signless
/// integer attribute whose minimum value is 0`); storage and constant
/// builder are `A`'s.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConfinedAttr<A, L>(PhantomData<(A, L)>);
impl<A: AttrConstraint, L: AttrConstraintList> ConfinedAttr<A, L> {
    const TEXT: ConstText = ConstText::of(A::SUMMARY).push_text(&L::ITEMS.join_items(" ", "", ""));
}
impl<A: AttrConstraint, L: AttrConstraintList> AttrConstraint for ConfinedAttr<A, L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    const MATCHES_ABSENT: bool = A::MATCHES_ABSENT && L::ALL_ABSENT;
    type Storage = A::Storage;
    #[inline]
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        A::matches(ctx, attr) && L::all_match(ctx, attr)
    }
    fn matches_absent(ctx: &Context) -> bool {
        A::matches_absent(ctx) && L::all_absent(ctx)
    }
    fn storage_matches(ctx: &Context, attr: Attribute) -> bool {
        A::storage_matches(ctx, attr)
    }
}
impl<A: ConstantAttrBuilder, L: AttrConstraintList> ConstantAttrBuilder for ConfinedAttr<A, L> {
    type Value = A::Value;
    fn build_constant(ctx: &mut Context, value: A::Value) -> Attribute {
        A::build_constant(ctx, value)
    }
}

/// `AllAttrOf<[A, B]>`: every listed constraint holds; the summary is the
/// members' joined with ` and `, the storage type the first member's.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllAttrOf<L>(PhantomData<L>);
impl<L: AttrConstraintList> AllAttrOf<L> {
    const TEXT: ConstText = L::ITEMS.join(" and ");
}
impl<L: AttrConstraintList> AttrConstraint for AllAttrOf<L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    const MATCHES_ABSENT: bool = L::ALL_ABSENT;
    type Storage = L::FirstStorage;
    #[inline]
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        L::all_match(ctx, attr)
    }
    fn matches_absent(ctx: &Context) -> bool {
        L::all_absent(ctx)
    }
}

/// `IsNullAttr`: the attribute is absent (`!$_self`): matches a missing
/// optional attribute, and no attribute that is present.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsNullAttr;
impl AttrConstraint for IsNullAttr {
    const SUMMARY: &'static str = "empty attribute (for optional attributes)";
    const MATCHES_ABSENT: bool = true;
    type Storage = Attribute;
    fn matches(_: &Context, _: Attribute) -> bool {
        false
    }
}

/// The value and bit width of an integer attribute (`index` is 64 bits),
/// as MLIR's `IntegerAttr::getValue` (an APInt): `value` holds it
/// sign-extended for signless and signed types, zero-extended for
/// unsigned ones.
fn int_value(ctx: &Context, attr: Attribute) -> Option<(i128, u32)> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => {
            let width = match ctx.type_data(*ty) {
                TypeData::Integer { width, .. } => *width,
                _ => 64,
            };
            Some((*value, width))
        }
        _ => None,
    }
}

/// The low `width` bits of `value` (an APInt's bit pattern).
fn bits(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

/// `APInt::isNegative`: the sign bit of the `width`-bit pattern, whatever
/// the type's signedness.
fn apint_is_negative(value: i128, width: u32) -> bool {
    width > 0 && (bits(value, width) >> (width - 1)) & 1 == 1
}

macro_rules! int_value_constraints {
    ($($(#[$doc:meta])* $name:ident, $words:literal, |$v:ident, $n:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<const N: i64>;
        impl<const N: i64> $name<N> {
            const TEXT: ConstText = ConstText::of($words).push_int(N);
        }
        impl<const N: i64> AttrConstraint for $name<N> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            type Storage = Attribute;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                let $n = i128::from(N);
                int_value(ctx, attr).is_some_and(|($v, _)| $pred)
            }
        }
    )*};
}
int_value_constraints! {
    /// `IntNEQValue<n>`: an integer attribute whose value is not `n`.
    IntNEQValue, "whose value is not ", |v, n| v != n;
    /// `IntMinValue<n>`: an integer attribute whose value is at least `n`.
    IntMinValue, "whose minimum value is ", |v, n| v >= n;
    /// `IntMaxValue<n>`: an integer attribute whose value is at most `n`.
    IntMaxValue, "whose maximum value is ", |v, n| v <= n;
}

macro_rules! apint_constraints {
    ($($(#[$doc:meta])* $name:ident, $summary:literal, |$v:ident, $w:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            type Storage = Attribute;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                int_value(ctx, attr).is_some_and(|($v, $w)| $pred)
            }
        }
    )*};
}
apint_constraints! {
    /// `IntNonNegative`: the value's sign bit is clear (MLIR's
    /// `!APInt::isNegative`, so a `ui8` of 200 is negative here too).
    IntNonNegative, "whose value is non-negative", |v, w| !apint_is_negative(v, w);
    /// `IntPositive`: non-negative and not zero (`isStrictlyPositive`).
    IntPositive, "whose value is positive", |v, w| !apint_is_negative(v, w) && bits(v, w) != 0;
    /// `IntPowerOf2`: exactly one bit of the value is set
    /// (`APInt::isPowerOf2`).
    IntPowerOf2, "whose value is a power of two > 0", |v, w| bits(v, w).count_ones() == 1;
}

/// `IntPositivePowerOf2`: `AllAttrOf<[IntPositive, IntPowerOf2]>`.
pub type IntPositivePowerOf2 = AllAttrOf<
    super::lists::Attrs<IntPositive, super::lists::Attrs<IntPowerOf2, super::lists::End>>,
>;

/// `IntValidAlignment<A>`: `ConfinedAttr<A, [IntPositivePowerOf2]>`.
pub type IntValidAlignment<A> =
    ConfinedAttr<A, super::lists::Attrs<IntPositivePowerOf2, super::lists::End>>;

/// `IntIsOneOf<[values…]>`: an integer attribute whose value is one of the
/// values (`whose value is one of {1, 2}`).
#[derive(Clone, Copy, Debug, Default)]
pub struct IntIsOneOf<L>(PhantomData<L>);
impl<L: IntList> IntIsOneOf<L> {
    const TEXT: ConstText = ConstText::of("whose value is one of {")
        .push_text(&L::ITEMS.join(", "))
        .push("}");
}
impl<L: IntList> AttrConstraint for IntIsOneOf<L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr)
            .and_then(|(v, _)| i64::try_from(v).ok())
            .is_some_and(L::contains)
    }
}

/// The number of elements of an array attribute.
fn array_len(ctx: &Context, attr: Attribute) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::Array(a) => Some(a.len()),
        _ => None,
    }
}

/// The number of elements of a dense array attribute.
fn dense_array_len(ctx: &Context, attr: Attribute) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { values, .. } => Some(values.len()),
        _ => None,
    }
}

macro_rules! count_constraints {
    ($($(#[$doc:meta])* $name:ident, $len:ident, $words:literal, |$k:ident, $n:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<const N: i64>;
        impl<const N: i64> $name<N> {
            const TEXT: ConstText = ConstText::of(concat!("with ", $words, " ")).push_int(N).push(" elements");
        }
        impl<const N: i64> AttrConstraint for $name<N> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            type Storage = Attribute;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                let $n = N;
                $len(ctx, attr).is_some_and(|$k| { let $k = $k as i64; $pred })
            }
        }
    )*};
}
count_constraints! {
    /// `ArrayMaxCount<n>`: an array attribute of at most `n` elements.
    ArrayMaxCount, array_len, "at most", |k, n| k <= n;
    /// `ArrayMinCount<n>`: an array attribute of at least `n` elements.
    ArrayMinCount, array_len, "at least", |k, n| k >= n;
    /// `ArrayCount<n>`: an array attribute of exactly `n` elements.
    ArrayCount, array_len, "exactly", |k, n| k == n;
    /// `DenseArrayCount<n>`: a dense array of exactly `n` elements.
    DenseArrayCount, dense_array_len, "exactly", |k, n| k == n;
    /// `DenseArrayMaxCt<n>`: a dense array of at most `n` elements.
    DenseArrayMaxCt, dense_array_len, "at most", |k, n| k <= n;
    /// `DenseArrayMinCt<n>`: a dense array of at least `n` elements.
    DenseArrayMinCt, dense_array_len, "at least", |k, n| k >= n;
}

/// An element of a dense array as the C++ `asArrayRef()` element:
/// integers (booleans as 0/1) or floats.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Elem {
    Int(i64),
    Float(f64),
}

/// The elements of a dense array attribute.
fn dense_array(ctx: &Context, attr: Attribute) -> Option<Vec<Elem>> {
    let AttrData::DenseArray { element, values } = ctx.attr_data(attr) else {
        return None;
    };
    Some(match ctx.type_data(*element) {
        TypeData::Integer { width: 1, .. } => values
            .iter()
            .map(|&v| Elem::Int(i64::from(v != 0)))
            .collect(),
        TypeData::Float(crate::FloatKind::F32) => values
            .iter()
            .map(|&v| Elem::Float(f64::from(f32::from_bits(v as u32))))
            .collect(),
        TypeData::Float(_) => values
            .iter()
            .map(|&v| Elem::Float(f64::from_bits(v)))
            .collect(),
        _ => values.iter().map(|&v| Elem::Int(v as i64)).collect(),
    })
}

fn positive(e: &Elem) -> bool {
    match *e {
        Elem::Int(v) => v > 0,
        Elem::Float(v) => v > 0.0,
    }
}

fn non_negative(e: &Elem) -> bool {
    match *e {
        Elem::Int(v) => v >= 0,
        Elem::Float(v) => v >= 0.0,
    }
}

/// `llvm::is_sorted` (no element less than its predecessor).
fn sorted(es: &[Elem]) -> bool {
    // `!(b < a)`: incomparable neighbours (NaN) count as sorted, as in
    // `llvm::is_sorted`.
    es.windows(2)
        .all(|w| w[1].partial_cmp(&w[0]) != Some(std::cmp::Ordering::Less))
}

/// Sorted and no two adjacent elements equal (`std::adjacent_find`).
fn strictly_sorted(es: &[Elem]) -> bool {
    sorted(es) && es.windows(2).all(|w| w[0] != w[1])
}

macro_rules! dense_array_constraints {
    ($($(#[$doc:meta])* $name:ident, $summary:literal, $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<A>(PhantomData<A>);
        impl<A: AttrConstraint> AttrConstraint for $name<A> {
            const SUMMARY: &'static str = $summary;
            type Storage = Attribute;
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                A::matches(ctx, attr) && dense_array(ctx, attr).is_some_and(|es| $pred(&es))
            }
        }
    )*};
}
dense_array_constraints! {
    /// `DenseArrayStrictlyPositive<A>`: every element of the dense array
    /// `A` is positive.
    DenseArrayStrictlyPositive, "whose value is positive", |es: &[Elem]| es.iter().all(positive);
    /// `DenseArrayNonNegative<A>`: every element is non-negative.
    DenseArrayNonNegative, "whose value is non-negative", |es: &[Elem]| es.iter().all(non_negative);
    /// `DenseArraySorted<A>`: the elements are in non-decreasing order.
    DenseArraySorted, "should be in non-decreasing order", sorted;
    /// `DenseArrayStrictlySorted<A>`: the elements are in increasing order.
    DenseArrayStrictlySorted, "should be in increasing order", strictly_sorted;
}

/// The `index`-th element of an array attribute, as an integer
/// attribute's value.
fn nth_int(ctx: &Context, attr: Attribute, index: i64) -> Option<i128> {
    let AttrData::Array(elems) = ctx.attr_data(attr) else {
        return None;
    };
    let e = *elems.get(usize::try_from(index).ok()?)?;
    int_value(ctx, e).map(|(v, _)| v)
}

/// `IntArrayNthElemEq<index, value>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntArrayNthElemEq<const I: i64, const V: i64>;
impl<const I: i64, const V: i64> IntArrayNthElemEq<I, V> {
    const TEXT: ConstText = ConstText::of("whose ")
        .push_int(I)
        .push("-th element must be ")
        .push_int(V);
}
impl<const I: i64, const V: i64> AttrConstraint for IntArrayNthElemEq<I, V> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        nth_int(ctx, attr, I).is_some_and(|v| v == i128::from(V))
    }
}

/// `IntArrayNthElemMinValue<index, min>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntArrayNthElemMinValue<const I: i64, const MIN: i64>;
impl<const I: i64, const MIN: i64> IntArrayNthElemMinValue<I, MIN> {
    const TEXT: ConstText = ConstText::of("whose ")
        .push_int(I)
        .push("-th element must be at least ")
        .push_int(MIN);
}
impl<const I: i64, const MIN: i64> AttrConstraint for IntArrayNthElemMinValue<I, MIN> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        nth_int(ctx, attr, I).is_some_and(|v| v >= i128::from(MIN))
    }
}

/// `IntArrayNthElemMaxValue<index, max>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntArrayNthElemMaxValue<const I: i64, const MAX: i64>;
impl<const I: i64, const MAX: i64> IntArrayNthElemMaxValue<I, MAX> {
    const TEXT: ConstText = ConstText::of("whose ")
        .push_int(I)
        .push("-th element must be at most ")
        .push_int(MAX);
}
impl<const I: i64, const MAX: i64> AttrConstraint for IntArrayNthElemMaxValue<I, MAX> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        nth_int(ctx, attr, I).is_some_and(|v| v <= i128::from(MAX))
    }
}

/// `IntArrayNthElemInRange<index, min, max>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntArrayNthElemInRange<const I: i64, const MIN: i64, const MAX: i64>;
impl<const I: i64, const MIN: i64, const MAX: i64> IntArrayNthElemInRange<I, MIN, MAX> {
    const TEXT: ConstText = ConstText::of("whose ")
        .push_int(I)
        .push("-th element must be at least ")
        .push_int(MIN)
        .push(" and at most ")
        .push_int(MAX);
}
impl<const I: i64, const MIN: i64, const MAX: i64> AttrConstraint
    for IntArrayNthElemInRange<I, MIN, MAX>
{
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    type Storage = Attribute;
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        nth_int(ctx, attr, I).is_some_and(|v| (i128::from(MIN)..=i128::from(MAX)).contains(&v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::attrs_lib::{DenseI64ArrayAttr, I32Attr, I64Attr, UI8Attr};
    use crate::ods::lists::{Attrs, End, Ints};

    fn holds<C: AttrConstraint>(text: &str) -> bool {
        let mut ctx = Context::new();
        let a = crate::text::parse_attribute(&mut ctx, text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        C::matches(&ctx, a)
    }

    type NonNeg = ConfinedAttr<I64Attr, Attrs<IntMinValue<0>, End>>;
    type Range = ConfinedAttr<I32Attr, Attrs<IntMinValue<{ -2 }>, Attrs<IntMaxValue<5>, End>>>;

    #[test]
    fn integer_values() {
        assert!(holds::<NonNeg>("0 : i64"));
        assert!(!holds::<NonNeg>("-1 : i64"));
        assert!(!holds::<NonNeg>("0 : i32"));
        assert!(holds::<Range>("-2 : i32") && holds::<Range>("5 : i32"));
        assert!(!holds::<Range>("6 : i32") && !holds::<Range>("-3 : i32"));
        assert!(holds::<IntNEQValue<3>>("4 : i8") && !holds::<IntNEQValue<3>>("3 : i8"));
        assert!(holds::<IntNonNegative>("0 : i8"));
        assert!(!holds::<IntNonNegative>("-1 : i8"));
        // APInt semantics: the sign bit, whatever the signedness.
        assert!(!holds::<IntNonNegative>("200 : ui8"));
        assert!(holds::<IntPositive>("1 : index") && !holds::<IntPositive>("0 : index"));
        assert!(holds::<IntPowerOf2>("64 : i32") && !holds::<IntPowerOf2>("6 : i32"));
        assert!(holds::<IntPowerOf2>("-128 : i8"));
        assert!(!holds::<IntPositivePowerOf2>("-128 : i8"));
        assert!(holds::<IntValidAlignment<I64Attr>>("16 : i64"));
        assert!(!holds::<IntValidAlignment<UI8Attr>>("0 : ui8"));
        assert!(holds::<IntIsOneOf<Ints<1, Ints<4, End>>>>("4 : i32"));
        assert!(!holds::<IntIsOneOf<Ints<1, Ints<4, End>>>>("2 : i32"));
    }

    #[test]
    fn arrays() {
        assert!(holds::<ArrayCount<2>>("[1, 2]") && !holds::<ArrayCount<2>>("[1]"));
        assert!(holds::<ArrayMinCount<1>>("[1]") && !holds::<ArrayMinCount<1>>("[]"));
        assert!(holds::<ArrayMaxCount<1>>("[]") && !holds::<ArrayMaxCount<1>>("[1, 2]"));
        assert!(holds::<DenseArrayCount<3>>("array<i64: 1, 2, 3>"));
        assert!(holds::<DenseArrayMaxCt<1>>("array<i32: 7>"));
        assert!(!holds::<DenseArrayMinCt<2>>("array<i32: 7>"));
        type Pos = DenseArrayStrictlyPositive<DenseI64ArrayAttr>;
        assert!(holds::<Pos>("array<i64: 1, 2>") && !holds::<Pos>("array<i64: 0, 2>"));
        assert!(!holds::<Pos>("array<i32: 1, 2>"));
        type Sorted = DenseArraySorted<DenseI64ArrayAttr>;
        type Strict = DenseArrayStrictlySorted<DenseI64ArrayAttr>;
        assert!(holds::<Sorted>("array<i64: 1, 1, 2>") && !holds::<Strict>("array<i64: 1, 1, 2>"));
        assert!(holds::<Strict>("array<i64: -1, 1, 2>") && !holds::<Sorted>("array<i64: 2, 1>"));
        assert!(holds::<DenseArrayNonNegative<DenseI64ArrayAttr>>(
            "array<i64: 0, 3>"
        ));
        assert!(holds::<IntArrayNthElemEq<1, 5>>("[1 : i32, 5 : i32]"));
        assert!(!holds::<IntArrayNthElemEq<2, 5>>("[1 : i32, 5 : i32]"));
        assert!(holds::<IntArrayNthElemMinValue<0, 1>>("[1 : i32]"));
        assert!(holds::<IntArrayNthElemMaxValue<0, 1>>("[1 : i32]"));
        assert!(holds::<IntArrayNthElemInRange<0, 2, 4>>("[3 : i64]"));
        assert!(!holds::<IntArrayNthElemInRange<0, 2, 4>>("[5 : i64]"));
        assert!(!holds::<IsNullAttr>("unit"));
        const { assert!(<IsNullAttr as AttrConstraint>::MATCHES_ABSENT) };
    }

    #[test]
    fn summaries_are_mlirs() {
        assert_eq!(
            NonNeg::SUMMARY,
            "64-bit signless integer attribute whose minimum value is 0"
        );
        assert_eq!(
            Range::SUMMARY,
            "32-bit signless integer attribute whose minimum value is -2 whose maximum value is 5"
        );
        assert_eq!(
            IntPositivePowerOf2::SUMMARY,
            "whose value is positive and whose value is a power of two > 0"
        );
        assert_eq!(
            IntValidAlignment::<I64Attr>::SUMMARY,
            "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"
        );
        assert_eq!(
            IntIsOneOf::<Ints<1, Ints<2, End>>>::SUMMARY,
            "whose value is one of {1, 2}"
        );
        assert_eq!(ArrayMaxCount::<3>::SUMMARY, "with at most 3 elements");
        assert_eq!(DenseArrayCount::<2>::SUMMARY, "with exactly 2 elements");
        assert_eq!(
            IntArrayNthElemInRange::<1, 0, 9>::SUMMARY,
            "whose 1-th element must be at least 0 and at most 9"
        );
        assert_eq!(
            AllAttrOf::<Attrs<I32Attr, Attrs<IntMinValue<1>, End>>>::SUMMARY,
            "32-bit signless integer attribute and whose minimum value is 1"
        );
    }
}
