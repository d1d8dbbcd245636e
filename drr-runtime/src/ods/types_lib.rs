//! The standard scalar type constraints (MLIR's `CommonTypeConstraints.td`):
//! integers, floats, `index`, `none`, functions, complex and tuple types,
//! the type combinators [`AnyTypeOf`], [`AllOfType`], [`ConfinedType`],
//! [`TypeAlias`] and the parameterized classes [`I`], [`SI`], [`UI`],
//! [`AnyI`], [`F`], `…OfWidths`, [`Complex`], [`OpaqueType`]. Containers
//! (tensors, memrefs, vectors, tuples of, `…Like`) are in
//! [`shaped_lib`](super::shaped_lib).
//!
//! Every constraint is a zero-sized type whose `SUMMARY` is MLIR's summary,
//! computed in a `const` for the generic ones (see
//! [`const_text`](super::const_text)); template arguments are const
//! generics (`I<32>`) and lists (see [`lists`](super::lists)).

use std::marker::PhantomData;

use super::const_text::{ConstText, as_static};
use super::constraint::TypeConstraint;
use super::lists::{IntList, TextArg, TypeConstraintList};
use crate::{Context, FloatKind, Signedness, Type, TypeData};

macro_rules! type_constraint {
    ($(#[$doc:meta])* $name:ident, $summary:expr, |$ctx:ident, $data:ident| $pred:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            const SUMMARY: &'static str = $summary;
            fn matches($ctx: &Context, ty: Type) -> bool {
                let $data = $ctx.type_data(ty);
                $pred
            }
        }
    };
    // On the handle, for checks that need not read the type's record.
    ($(#[$doc:meta])* $name:ident, $summary:expr, handle |$ctx:ident, $ty:ident| $pred:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            const SUMMARY: &'static str = $summary;
            // Inlined across crates (the generated verifiers and
            // matchers): one comparison in the common case.
            #[inline]
            fn matches($ctx: &Context, $ty: Type) -> bool {
                $pred
            }
        }
    };
}
pub(crate) use type_constraint;

macro_rules! int_constraints {
    ($($name:ident = $width:literal, $sign:ident, $summary:literal;)*) => {$(
        type_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary,
            handle |ctx, ty| ctx.is_integer_type(ty, $width, Signedness::$sign)
        );
        impl BuildableType for $name {
            fn build_type(ctx: &mut Context) -> Type {
                ctx.integer_type($width, Signedness::$sign)
            }
        }
    )*};
}

int_constraints! {
    I1 = 1, Signless, "1-bit signless integer";
    I8 = 8, Signless, "8-bit signless integer";
    I16 = 16, Signless, "16-bit signless integer";
    I32 = 32, Signless, "32-bit signless integer";
    I64 = 64, Signless, "64-bit signless integer";
    I128 = 128, Signless, "128-bit signless integer";
    SI1 = 1, Signed, "1-bit signed integer";
    SI8 = 8, Signed, "8-bit signed integer";
    SI16 = 16, Signed, "16-bit signed integer";
    SI32 = 32, Signed, "32-bit signed integer";
    SI64 = 64, Signed, "64-bit signed integer";
    UI1 = 1, Unsigned, "1-bit unsigned integer";
    UI8 = 8, Unsigned, "8-bit unsigned integer";
    UI16 = 16, Unsigned, "16-bit unsigned integer";
    UI32 = 32, Unsigned, "32-bit unsigned integer";
    UI64 = 64, Unsigned, "64-bit unsigned integer";
}

macro_rules! any_width_int {
    ($($name:ident = $width:literal;)*) => {$(
        type_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", stringify!($width), "-bit integer of any signedness.")]
            $name, concat!(stringify!($width), "-bit integer"),
            |ctx, d| matches!(d, TypeData::Integer { width: $width, .. })
        );
    )*};
}

any_width_int! {
    AnyI1 = 1;
    AnyI8 = 8;
    AnyI16 = 16;
    AnyI32 = 32;
    AnyI64 = 64;
}

macro_rules! float_constraints {
    ($($name:ident = $kind:ident, $summary:literal;)*) => {$(
        type_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary, |ctx, d| matches!(d, TypeData::Float(FloatKind::$kind))
        );
        impl BuildableType for $name {
            fn build_type(ctx: &mut Context) -> Type {
                ctx.float_type(FloatKind::$kind)
            }
        }
    )*};
}

float_constraints! {
    F16 = F16, "16-bit float";
    F32 = F32, "32-bit float";
    F64 = F64, "64-bit float";
    F80 = F80, "80-bit float";
    F128 = F128, "128-bit float";
    BF16 = BF16, "bfloat16 type";
    TF32 = TF32, "tf32 type";
    F8E4M3FN = F8E4M3FN, "f8E4M3FN type";
    F8E5M2 = F8E5M2, "f8E5M2 type";
    F8E4M3 = F8E4M3, "f8E4M3 type";
    F8E4M3FNUZ = F8E4M3FNUZ, "f8E4M3FNUZ type";
    F8E4M3B11FNUZ = F8E4M3B11FNUZ, "f8E4M3B11FNUZ type";
    F8E5M2FNUZ = F8E5M2FNUZ, "f8E5M2FNUZ type";
    F8E3M4 = F8E3M4, "f8E3M4 type";
    F4E2M1FN = F4E2M1FN, "f4E2M1FN type";
    F6E2M3FN = F6E2M3FN, "f6E2M3FN type";
    F6E3M2FN = F6E3M2FN, "f6E3M2FN type";
    F8E8M0FNU = F8E8M0FNU, "f8E8M0FNU type";
}

/// A type constraint satisfied by exactly one type, which a builder can
/// therefore create (ODS's `buildableType`: `I32` is
/// `$_builder.getIntegerType(32)`). An op whose results all have such
/// types gets a builder without result types (ODS's
/// `allResultTypesKnown`), which DRR uses for nested and auxiliary ops.
pub trait BuildableType: TypeConstraint {
    /// The type.
    fn build_type(ctx: &mut Context) -> Type;
}

impl BuildableType for Index {
    fn build_type(ctx: &mut Context) -> Type {
        ctx.index_type()
    }
}
impl BuildableType for NoneType {
    fn build_type(ctx: &mut Context) -> Type {
        ctx.none_type()
    }
}

/// The standard constraints that implement [`BuildableType`], by ODS name
/// (what `ods!` checks to give an op a builder without result types).
/// The parameterized `I<N>`, `SI<N>`, `UI<N>` and `F<N>` are buildable too.
pub const BUILDABLE_TYPES: &[&str] = &[
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "I128",
    "SI1",
    "SI8",
    "SI16",
    "SI32",
    "SI64",
    "UI1",
    "UI8",
    "UI16",
    "UI32",
    "UI64",
    "F16",
    "F32",
    "F64",
    "F80",
    "F128",
    "BF16",
    "TF32",
    "F8E4M3FN",
    "F8E5M2",
    "F8E4M3",
    "F8E4M3FNUZ",
    "F8E4M3B11FNUZ",
    "F8E5M2FNUZ",
    "F8E3M4",
    "F4E2M1FN",
    "F6E2M3FN",
    "F6E3M2FN",
    "F8E8M0FNU",
    "Index",
    "NoneType",
];

type_constraint!(
    /// `AnyType`: any type at all.
    AnyType, "any type", |ctx, d| { let _ = d; true }
);
type_constraint!(
    /// `Index`: the `index` type.
    Index, "index", |ctx, d| matches!(d, TypeData::Index)
);
type_constraint!(
    /// `NoneType`: the `none` type.
    NoneType, "none type", |ctx, d| matches!(d, TypeData::None)
);
type_constraint!(
    /// `AnyInteger`: an integer of any width and signedness.
    AnyInteger, "integer", |ctx, d| matches!(d, TypeData::Integer { .. })
);
type_constraint!(
    /// `AnySignlessInteger`: a signless integer of any width.
    AnySignlessInteger, "signless integer",
    |ctx, d| matches!(d, TypeData::Integer { signedness: Signedness::Signless, .. })
);
type_constraint!(
    /// `AnySignedInteger`: a signed integer of any width.
    AnySignedInteger, "signed integer",
    |ctx, d| matches!(d, TypeData::Integer { signedness: Signedness::Signed, .. })
);
type_constraint!(
    /// `AnyUnsignedInteger`: an unsigned integer of any width.
    AnyUnsignedInteger, "unsigned integer",
    |ctx, d| matches!(d, TypeData::Integer { signedness: Signedness::Unsigned, .. })
);
type_constraint!(
    /// `AnySignlessIntegerOrIndex`: a signless integer or `index`.
    AnySignlessIntegerOrIndex, "signless integer or index",
    |ctx, d| matches!(d, TypeData::Integer { signedness: Signedness::Signless, .. } | TypeData::Index)
);
type_constraint!(
    /// `AnyFloat`: a floating-point type (any of MLIR's builtin float
    /// types, including the 8-, 6- and 4-bit ones).
    AnyFloat, "floating-point", |ctx, d| matches!(d, TypeData::Float(_))
);
type_constraint!(
    /// `AnyComplex`: a `complex<…>` type.
    AnyComplex, "complex-type", |ctx, d| matches!(d, TypeData::Complex(_))
);
type_constraint!(
    /// `AnyTuple`: a `tuple<…>` type.
    AnyTuple, "tuple", |ctx, d| matches!(d, TypeData::Tuple(_))
);
type_constraint!(
    /// `FunctionType`: a function type.
    FunctionType, "function type", |ctx, d| matches!(d, TypeData::Function { .. })
);
type_constraint!(
    /// `GraphType`: MLIR's builtin `graph` type. The runtime has no graph
    /// types (their text does not parse), so nothing satisfies it.
    GraphType, "graph type", |ctx, d| { let _ = d; false }
);

/// The width `w` as an MLIR integer width (at most 2^24 - 1 bits), if it
/// is one.
const fn int_width(w: i64) -> Option<u32> {
    if w >= 0 && w <= 0xFF_FFFF {
        Some(w as u32)
    } else {
        None
    }
}

macro_rules! width_classes {
    ($($(#[$doc:meta])* $name:ident, $sign:ident, $words:literal;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<const W: i64>;
        impl<const W: i64> $name<W> {
            const TEXT: ConstText = ConstText::new().push_int(W).push($words);
            const WIDTH: u32 = match int_width(W) {
                Some(w) => w,
                None => panic!("drr: an integer width is between 0 and 16777215"),
            };
        }
        impl<const W: i64> TypeConstraint for $name<W> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            #[inline]
            fn matches(ctx: &Context, ty: Type) -> bool {
                ctx.is_integer_type(ty, Self::WIDTH, Signedness::$sign)
            }
        }
        impl<const W: i64> BuildableType for $name<W> {
            fn build_type(ctx: &mut Context) -> Type {
                ctx.integer_type(Self::WIDTH, Signedness::$sign)
            }
        }
    )*};
}
width_classes! {
    /// `I<width>`: a signless integer of `width` bits (`I<32>` is `I32`).
    I, Signless, "-bit signless integer";
    /// `SI<width>`: a signed integer of `width` bits.
    SI, Signed, "-bit signed integer";
    /// `UI<width>`: an unsigned integer of `width` bits.
    UI, Unsigned, "-bit unsigned integer";
}

/// `AnyI<width>`: an integer of `width` bits, of any signedness.
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyI<const W: i64>;
impl<const W: i64> AnyI<W> {
    const TEXT: ConstText = ConstText::new().push_int(W).push("-bit integer");
}
impl<const W: i64> TypeConstraint for AnyI<W> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Integer { width, .. } if i64::from(*width) == W)
    }
}

/// The float kind `F<width>` names (`isF16()` … `isF128()` in MLIR, which
/// has no other widths).
const fn float_of_width(w: i64) -> Option<FloatKind> {
    match w {
        16 => Some(FloatKind::F16),
        32 => Some(FloatKind::F32),
        64 => Some(FloatKind::F64),
        80 => Some(FloatKind::F80),
        128 => Some(FloatKind::F128),
        _ => None,
    }
}

/// `F<width>`: the IEEE float type of `width` bits (16, 32, 64, 80 or
/// 128; another width is a compile error where the constraint is used,
/// as in MLIR, whose `isF<width>()` exists only for those).
#[derive(Clone, Copy, Debug, Default)]
pub struct F<const W: i64>;
impl<const W: i64> F<W> {
    const TEXT: ConstText = ConstText::new().push_int(W).push("-bit float");
    const KIND: FloatKind = match float_of_width(W) {
        Some(k) => k,
        None => panic!("drr: `F<width>` takes a width of 16, 32, 64, 80 or 128"),
    };
}
impl<const W: i64> TypeConstraint for F<W> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Float(k) if *k == Self::KIND)
    }
}
impl<const W: i64> BuildableType for F<W> {
    fn build_type(ctx: &mut Context) -> Type {
        ctx.float_type(Self::KIND)
    }
}

macro_rules! of_widths {
    ($($(#[$doc:meta])* $name:ident, $words:literal, |$ctx:ident, $d:ident, $w:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<L>(PhantomData<L>);
        impl<L: IntList> $name<L> {
            const TEXT: ConstText = L::ITEMS.join("/").push($words);
        }
        impl<L: IntList> TypeConstraint for $name<L> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            fn matches($ctx: &Context, ty: Type) -> bool {
                let $d = $ctx.type_data(ty);
                let $w = |w: u32| L::contains(i64::from(w));
                $pred
            }
        }
    )*};
}
of_widths! {
    /// `AnyIntOfWidths<[8, 16]>`: an integer of one of the widths, any
    /// signedness (`8/16-bit integer`).
    AnyIntOfWidths, "-bit integer",
        |ctx, d, w| matches!(d, TypeData::Integer { width, .. } if w(*width));
    /// `SignlessIntOfWidths<[8, 16]>`: a signless integer of one of the
    /// widths.
    SignlessIntOfWidths, "-bit signless integer",
        |ctx, d, w| matches!(d, TypeData::Integer { width, signedness: Signedness::Signless } if w(*width));
    /// `SignedIntOfWidths<[8, 16]>`: a signed integer of one of the widths.
    SignedIntOfWidths, "-bit signed integer",
        |ctx, d, w| matches!(d, TypeData::Integer { width, signedness: Signedness::Signed } if w(*width));
    /// `UnsignedIntOfWidths<[8, 16]>`: an unsigned integer of one of the
    /// widths.
    UnsignedIntOfWidths, "-bit unsigned integer",
        |ctx, d, w| matches!(d, TypeData::Integer { width, signedness: Signedness::Unsigned } if w(*width));
    /// `FloatOfWidths<[16, 32]>`: one of the IEEE floats `F<width>`.
    FloatOfWidths, "-bit float",
        |ctx, d, w| matches!(d, TypeData::Float(k @ (FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128)) if w(k.bit_width()));
}

/// The summary `given`, or `default` when `given` is empty (ODS's
/// `!if(!eq(summary, ""), default, summary)`).
const fn or_default(given: ConstText, default: ConstText) -> ConstText {
    if given.is_empty() { default } else { given }
}

/// `AnyTypeOf<[A, B], "summary">`: any of the listed type constraints. The
/// summary defaults to the members' joined with ` or `. A third argument,
/// the C++ type (`"::mlir::TensorType"`), has no effect.
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyTypeOf<L, S = super::lists::End, C = super::lists::End>(PhantomData<(L, S, C)>);
impl<L: TypeConstraintList, S: TextArg, C> AnyTypeOf<L, S, C> {
    const TEXT: ConstText = or_default(S::TEXT, L::ITEMS.join(" or "));
}
impl<L: TypeConstraintList, S: TextArg, C: 'static> TypeConstraint for AnyTypeOf<L, S, C> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    #[inline]
    fn matches(ctx: &Context, ty: Type) -> bool {
        L::any_matches(ctx, ty)
    }
}

/// `AllOfType<[A, B], "summary">`: every listed type constraint holds. The
/// summary defaults to the members' joined with ` and `. A third argument,
/// the C++ type (`"::mlir::VectorType"`, as MLIR's own
/// `VectorOfLengthAndType` passes), has no effect.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllOfType<L, S = super::lists::End, C = super::lists::End>(PhantomData<(L, S, C)>);
impl<L: TypeConstraintList, S: TextArg, C> AllOfType<L, S, C> {
    const TEXT: ConstText = or_default(S::TEXT, L::ITEMS.join(" and "));
}
impl<L: TypeConstraintList, S: TextArg, C: 'static> TypeConstraint for AllOfType<L, S, C> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    #[inline]
    fn matches(ctx: &Context, ty: Type) -> bool {
        L::all_match(ctx, ty)
    }
}

/// `ConfinedType<T, [P, Q], "summary"[, "cppType"]>`: `T` and every
/// predicate `P`, `Q` (type constraints; their summaries are not used). As
/// in ODS, the summary is the given one, empty by default; the C++ type
/// (`C`, MLIR 22's fourth parameter) has no effect.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConfinedType<T, P, S = super::lists::End, C = super::lists::End>(
    PhantomData<(T, P, S, C)>,
);
impl<T: TypeConstraint, P: TypeConstraintList, S: TextArg, C> TypeConstraint
    for ConfinedType<T, P, S, C>
{
    const SUMMARY: &'static str = as_static(&S::TEXT);
    #[inline]
    fn matches(ctx: &Context, ty: Type) -> bool {
        T::matches(ctx, ty) && P::all_match(ctx, ty)
    }
}

/// `TypeAlias<T, "summary">`: `T` under another summary (by default
/// `T`'s).
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeAlias<T, S = super::lists::End>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: TextArg> TypeAlias<T, S> {
    const TEXT: ConstText = or_default(S::TEXT, ConstText::of(T::SUMMARY));
}
impl<T: TypeConstraint, S: TextArg> TypeConstraint for TypeAlias<T, S> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    #[inline]
    fn matches(ctx: &Context, ty: Type) -> bool {
        T::matches(ctx, ty)
    }
}
impl<T: BuildableType, S: TextArg> BuildableType for TypeAlias<T, S> {
    fn build_type(ctx: &mut Context) -> Type {
        T::build_type(ctx)
    }
}

/// `Complex<T>`: a `complex<…>` type whose element type satisfies `T`
/// (`complex type with 32-bit float elements`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Complex<T>(PhantomData<T>);
impl<T: TypeConstraint> Complex<T> {
    const TEXT: ConstText = ConstText::of("complex type with ")
        .push(T::SUMMARY)
        .push(" elements");
}
impl<T: TypeConstraint> TypeConstraint for Complex<T> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Complex(e) if T::matches(ctx, *e))
    }
}
impl<T: BuildableType> BuildableType for Complex<T> {
    fn build_type(ctx: &mut Context) -> Type {
        let e = T::build_type(ctx);
        ctx.intern_type(TypeData::Complex(e))
    }
}

/// `OpaqueType<"dialect", "name", "summary">`: the type `!dialect.name`
/// of a dialect the runtime does not model (MLIR's `OpaqueType` with that
/// dialect namespace and type data), written either way MLIR prints it
/// (`!dialect.name` or `!dialect<"name">`).
#[derive(Clone, Copy, Debug, Default)]
pub struct OpaqueType<D, N, S>(PhantomData<(D, N, S)>);
impl<D: TextArg, N: TextArg, S: TextArg> TypeConstraint for OpaqueType<D, N, S> {
    const SUMMARY: &'static str = as_static(&S::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        let TypeData::Opaque(text) = ctx.type_data(ty) else {
            return false;
        };
        let (d, n) = (D::TEXT, N::TEXT);
        let Some(rest) = text
            .strip_prefix('!')
            .and_then(|r| r.strip_prefix(d.as_str()))
        else {
            return false;
        };
        rest.strip_prefix('.') == Some(n.as_str())
            || rest.strip_prefix("<\"").and_then(|r| r.strip_suffix("\">")) == Some(n.as_str())
    }
}

/// The integer width of `ty`, if it is an integer type (for user
/// constraints).
pub fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::attrs_lib::{I32Attr, SI32Attr};
    use crate::ods::constraint::AttrConstraint;
    use crate::ods::lists::{Chunk, End, Ints, Types};

    /// The integer constraints compare with the handle `integer_type`
    /// caches when there is one, and read the type's record when there is
    /// none yet (a type interned directly) or for a width it does not
    /// cache (`i128`): same answers either way, for every signedness,
    /// width and non-integer type, and in the integer attribute
    /// constraints.
    #[test]
    fn integer_constraints_with_and_without_cached_handles() {
        let mut ctx = Context::new();
        // Interned directly: nothing cached yet.
        let i32_ = ctx.intern_type(TypeData::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let si32 = ctx.intern_type(TypeData::Integer {
            width: 32,
            signedness: Signedness::Signed,
        });
        let i128_ = ctx.intern_type(TypeData::Integer {
            width: 128,
            signedness: Signedness::Signless,
        });
        let f32_ = ctx.float_type(FloatKind::F32);
        let attr_i32 = ctx.integer_attr(i32_, 7);
        let attr_si32 = ctx.integer_attr(si32, 7);
        let check = |ctx: &Context| {
            assert!(I32::matches(ctx, i32_));
            assert!(!I32::matches(ctx, si32));
            assert!(!I32::matches(ctx, f32_));
            assert!(!I64::matches(ctx, i32_));
            assert!(SI32::matches(ctx, si32));
            assert!(!SI32::matches(ctx, i32_));
            assert!(!UI32::matches(ctx, si32));
            assert!(I128::matches(ctx, i128_));
            assert!(!I128::matches(ctx, i32_));
            assert!(I::<32>::matches(ctx, i32_));
            assert!(SI::<32>::matches(ctx, si32));
            assert!(I::<128>::matches(ctx, i128_));
            assert!(!I::<64>::matches(ctx, i32_));
            assert!(I32Attr::matches(ctx, attr_i32));
            assert!(!I32Attr::matches(ctx, attr_si32));
            assert!(SI32Attr::matches(ctx, attr_si32));
        };
        check(&ctx);
        // Cached through the constructor: the same handles.
        assert_eq!(ctx.integer_type(32, Signedness::Signless), i32_);
        assert_eq!(ctx.integer_type(32, Signedness::Signed), si32);
        let i64_ = ctx.integer_type(64, Signedness::Signless);
        check(&ctx);
        assert!(I64::matches(&ctx, i64_));
        assert!(!I32::matches(&ctx, i64_));
    }

    fn ty(ctx: &mut Context, text: &str) -> Type {
        crate::text::parse_type(ctx, text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    /// Runs `C` over `texts`, returning the ones it accepts.
    fn accepted<C: TypeConstraint>(ctx: &mut Context, texts: &[&str]) -> Vec<String> {
        texts
            .iter()
            .filter(|t| {
                let t = ty(ctx, t);
                C::matches(ctx, t)
            })
            .map(|t| t.to_string())
            .collect()
    }

    const SCALARS: &[&str] = &[
        "i1",
        "i8",
        "i32",
        "i64",
        "i128",
        "si8",
        "si32",
        "ui1",
        "ui8",
        "ui32",
        "index",
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "tf32",
        "f8E4M3FN",
        "f8E5M2",
        "f8E4M3",
        "f8E4M3FNUZ",
        "f8E4M3B11FNUZ",
        "f8E5M2FNUZ",
        "f8E3M4",
        "f4E2M1FN",
        "f6E2M3FN",
        "f6E3M2FN",
        "f8E8M0FNU",
        "none",
        "complex<f32>",
        "complex<i32>",
        "tuple<i32>",
        "() -> ()",
        "tensor<2xi32>",
        "!foo.bar",
        "!foo<\"baz\">",
    ];

    #[test]
    fn scalar_constraints_accept_what_mlir_accepts() {
        let mut c = Context::new();
        let c = &mut c;
        assert_eq!(accepted::<I1>(c, SCALARS), ["i1"]);
        assert_eq!(accepted::<SI1>(c, SCALARS), Vec::<String>::new());
        assert_eq!(accepted::<UI1>(c, SCALARS), ["ui1"]);
        assert_eq!(accepted::<AnyI8>(c, SCALARS), ["i8", "si8", "ui8"]);
        assert_eq!(accepted::<AnyI<32>>(c, SCALARS), ["i32", "si32", "ui32"]);
        assert_eq!(accepted::<UI<8>>(c, SCALARS), ["ui8"]);
        assert_eq!(accepted::<F<80>>(c, SCALARS), ["f80"]);
        assert_eq!(accepted::<F8E4M3FN>(c, SCALARS), ["f8E4M3FN"]);
        assert_eq!(accepted::<F8E8M0FNU>(c, SCALARS), ["f8E8M0FNU"]);
        assert_eq!(accepted::<F4E2M1FN>(c, SCALARS), ["f4E2M1FN"]);
        assert_eq!(accepted::<TF32>(c, SCALARS), ["tf32"]);
        assert_eq!(accepted::<AnyFloat>(c, SCALARS).len(), 18);
        assert_eq!(
            accepted::<AnySignlessIntegerOrIndex>(c, SCALARS),
            ["i1", "i8", "i32", "i64", "i128", "index"]
        );
        assert_eq!(accepted::<AnySignedInteger>(c, SCALARS), ["si8", "si32"]);
        assert_eq!(
            accepted::<AnyUnsignedInteger>(c, SCALARS),
            ["ui1", "ui8", "ui32"]
        );
        assert_eq!(accepted::<NoneType>(c, SCALARS), ["none"]);
        assert_eq!(
            accepted::<AnyComplex>(c, SCALARS),
            ["complex<f32>", "complex<i32>"]
        );
        assert_eq!(accepted::<Complex<F32>>(c, SCALARS), ["complex<f32>"]);
        assert_eq!(accepted::<AnyTuple>(c, SCALARS), ["tuple<i32>"]);
        assert_eq!(accepted::<FunctionType>(c, SCALARS), ["() -> ()"]);
        assert_eq!(accepted::<GraphType>(c, SCALARS), Vec::<String>::new());
        type L = Ints<8, Ints<32, End>>;
        assert_eq!(
            accepted::<SignlessIntOfWidths<L>>(c, SCALARS),
            ["i8", "i32"]
        );
        assert_eq!(
            accepted::<AnyIntOfWidths<L>>(c, SCALARS),
            ["i8", "i32", "si8", "si32", "ui8", "ui32"]
        );
        assert_eq!(
            accepted::<SignedIntOfWidths<L>>(c, SCALARS),
            ["si8", "si32"]
        );
        assert_eq!(
            accepted::<UnsignedIntOfWidths<L>>(c, SCALARS),
            ["ui8", "ui32"]
        );
        type W = Ints<16, Ints<64, End>>;
        assert_eq!(accepted::<FloatOfWidths<W>>(c, SCALARS), ["f16", "f64"]);
        type Foo = Chunk<0x6f6f66, End>;
        type Bar = Chunk<0x726162, End>;
        type Baz = Chunk<0x7a6162, End>;
        assert_eq!(
            accepted::<OpaqueType<Foo, Bar, End>>(c, SCALARS),
            ["!foo.bar"]
        );
        assert_eq!(
            accepted::<OpaqueType<Foo, Baz, End>>(c, SCALARS),
            ["!foo<\"baz\">"]
        );
        type IorF = Types<I32, Types<F32, End>>;
        assert_eq!(accepted::<AnyTypeOf<IorF>>(c, SCALARS), ["i32", "f32"]);
        assert_eq!(
            accepted::<AllOfType<Types<AnyI32, Types<AnySignlessInteger, End>>>>(c, SCALARS),
            ["i32"]
        );
        assert_eq!(
            accepted::<ConfinedType<AnyInteger, Types<AnyI8, End>>>(c, SCALARS),
            ["i8", "si8", "ui8"]
        );
    }

    #[test]
    fn summaries_are_mlirs() {
        assert_eq!(I::<7>::SUMMARY, "7-bit signless integer");
        assert_eq!(SI::<16>::SUMMARY, "16-bit signed integer");
        assert_eq!(UI::<1>::SUMMARY, "1-bit unsigned integer");
        assert_eq!(AnyI::<24>::SUMMARY, "24-bit integer");
        assert_eq!(F::<80>::SUMMARY, "80-bit float");
        assert_eq!(F8E5M2FNUZ::SUMMARY, "f8E5M2FNUZ type");
        assert_eq!(
            AnyIntOfWidths::<Ints<8, Ints<16, End>>>::SUMMARY,
            "8/16-bit integer"
        );
        assert_eq!(
            SignlessIntOfWidths::<Ints<1, Ints<8, End>>>::SUMMARY,
            "1/8-bit signless integer"
        );
        assert_eq!(FloatOfWidths::<Ints<32, End>>::SUMMARY, "32-bit float");
        assert_eq!(
            AnyTypeOf::<Types<I32, Types<F32, Types<Index, End>>>>::SUMMARY,
            "32-bit signless integer or 32-bit float or index"
        );
        assert_eq!(
            AnyTypeOf::<Types<I32, End>, Chunk<0x7865, End>>::SUMMARY,
            "ex"
        );
        assert_eq!(
            AllOfType::<Types<AnyI32, Types<AnySignlessInteger, End>>>::SUMMARY,
            "32-bit integer and signless integer"
        );
        assert_eq!(ConfinedType::<I32, End>::SUMMARY, "");
        assert_eq!(TypeAlias::<I32>::SUMMARY, "32-bit signless integer");
        assert_eq!(
            Complex::<F64>::SUMMARY,
            "complex type with 64-bit float elements"
        );
    }
}
