//! The standard type constraints (MLIR's `CommonTypeConstraints.td`):
//! unit structs implementing [`TypeConstraint`], with MLIR's summaries,
//! plus the combinators [`AnyTypeOf`], [`TensorOf`], [`MemRefOf`] and
//! [`VectorOf`] over tuples of constraints.

use std::borrow::Cow;
use std::marker::PhantomData;

use super::constraint::TypeConstraint;
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

macro_rules! int_constraints {
    ($($name:ident = $width:literal, $sign:ident, $summary:literal;)*) => {$(
        type_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary,
            handle |ctx, ty| ctx.is_integer_type(ty, $width, Signedness::$sign)
        );
    )*};
}

int_constraints! {
    I1 = 1, Signless, "1-bit signless integer";
    I8 = 8, Signless, "8-bit signless integer";
    I16 = 16, Signless, "16-bit signless integer";
    I32 = 32, Signless, "32-bit signless integer";
    I64 = 64, Signless, "64-bit signless integer";
    I128 = 128, Signless, "128-bit signless integer";
    SI8 = 8, Signed, "8-bit signed integer";
    SI16 = 16, Signed, "16-bit signed integer";
    SI32 = 32, Signed, "32-bit signed integer";
    SI64 = 64, Signed, "64-bit signed integer";
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
    )*};
}

float_constraints! {
    F16 = F16, "16-bit float";
    BF16 = BF16, "bfloat16 type";
    F32 = F32, "32-bit float";
    F64 = F64, "64-bit float";
    TF32 = TF32, "tf32 type";
    F80 = F80, "80-bit float";
    F128 = F128, "128-bit float";
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

macro_rules! buildable_ints {
    ($($name:ident = $width:literal, $sign:ident;)*) => {$(
        impl BuildableType for $name {
            fn build_type(ctx: &mut Context) -> Type {
                ctx.integer_type($width, Signedness::$sign)
            }
        }
    )*};
}
buildable_ints! {
    I1 = 1, Signless; I8 = 8, Signless; I16 = 16, Signless; I32 = 32, Signless;
    I64 = 64, Signless; I128 = 128, Signless;
    SI8 = 8, Signed; SI16 = 16, Signed; SI32 = 32, Signed; SI64 = 64, Signed;
    UI8 = 8, Unsigned; UI16 = 16, Unsigned; UI32 = 32, Unsigned; UI64 = 64, Unsigned;
}
macro_rules! buildable_floats {
    ($($name:ident = $kind:ident;)*) => {$(
        impl BuildableType for $name {
            fn build_type(ctx: &mut Context) -> Type {
                ctx.float_type(FloatKind::$kind)
            }
        }
    )*};
}
buildable_floats! {
    F16 = F16; BF16 = BF16; F32 = F32; F64 = F64; TF32 = TF32; F80 = F80; F128 = F128;
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
pub const BUILDABLE_TYPES: &[&str] = &[
    "I1", "I8", "I16", "I32", "I64", "I128", "SI8", "SI16", "SI32", "SI64", "UI8", "UI16", "UI32",
    "UI64", "F16", "BF16", "F32", "F64", "TF32", "F80", "F128", "Index", "NoneType",
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
    /// `AnyFloat`: a floating-point type.
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
    /// `AnyTensor`: a ranked or unranked tensor.
    AnyTensor, "tensor of any type values",
    |ctx, d| matches!(d, TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
);
type_constraint!(
    /// `AnyRankedTensor`: a ranked tensor.
    AnyRankedTensor, "ranked tensor of any type values",
    |ctx, d| matches!(d, TypeData::RankedTensor { .. })
);
type_constraint!(
    /// `AnyUnrankedTensor`: an unranked tensor.
    AnyUnrankedTensor, "unranked tensor of any type values",
    |ctx, d| matches!(d, TypeData::UnrankedTensor { .. })
);
type_constraint!(
    /// `AnyMemRef`: a ranked or unranked memref.
    AnyMemRef, "memref of any type values",
    |ctx, d| matches!(d, TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
);
type_constraint!(
    /// `AnyVector`: a vector.
    AnyVector, "vector of any type values", |ctx, d| matches!(d, TypeData::Vector { .. })
);
type_constraint!(
    /// `AnyShaped`: a tensor, memref or vector.
    AnyShaped, "shaped of any type values",
    |ctx, d| element_type_of(d, true, true, true).is_some()
);

/// The element type of a shaped type of the allowed kinds.
fn element_type_of(d: &TypeData, tensor: bool, memref: bool, vector: bool) -> Option<Type> {
    match d {
        TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } if tensor => {
            Some(*element)
        }
        TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } if memref => {
            Some(*element)
        }
        TypeData::Vector { element, .. } if vector => Some(*element),
        _ => None,
    }
}

/// A tuple of type constraints, as the list argument of a combinator.
pub trait TypeConstraintList {
    /// True if `ty` satisfies any constraint of the list.
    fn any_matches(ctx: &Context, ty: Type) -> bool;
    /// The members' summaries joined with `sep`.
    fn join_summaries(sep: &str) -> String;
}

macro_rules! tuple_lists {
    ($(($($t:ident),+))*) => {$(
        impl<$($t: TypeConstraint),+> TypeConstraintList for ($($t,)+) {
            fn any_matches(ctx: &Context, ty: Type) -> bool {
                $($t::matches(ctx, ty))||+
            }
            fn join_summaries(sep: &str) -> String {
                [$($t::summary()),+].join(sep)
            }
        }
    )*};
}
tuple_lists! {
    (A) (A, B) (A, B, C) (A, B, C, D) (A, B, C, D, E) (A, B, C, D, E, F)
    (A, B, C, D, E, F, G) (A, B, C, D, E, F, G, H)
}

/// `AnyTypeOf<[A, B]>`: any of the listed type constraints (written
/// `AnyTypeOf<(A, B)>` in Rust).
pub struct AnyTypeOf<L>(PhantomData<L>);
impl<L: TypeConstraintList> TypeConstraint for AnyTypeOf<L> {
    const SUMMARY: &'static str = "any of several types";
    fn matches(ctx: &Context, ty: Type) -> bool {
        L::any_matches(ctx, ty)
    }
    fn summary() -> Cow<'static, str> {
        Cow::Owned(L::join_summaries(" or "))
    }
}

macro_rules! shaped_of {
    ($(#[$doc:meta])* $name:ident, $what:literal, $t:literal, $m:literal, $v:literal) => {
        $(#[$doc])*
        pub struct $name<L>(PhantomData<L>);
        impl<L: TypeConstraintList> TypeConstraint for $name<L> {
            const SUMMARY: &'static str = concat!($what, " of some element types");
            fn matches(ctx: &Context, ty: Type) -> bool {
                element_type_of(ctx.type_data(ty), $t, $m, $v)
                    .is_some_and(|e| L::any_matches(ctx, e))
            }
            fn summary() -> Cow<'static, str> {
                Cow::Owned(format!(concat!($what, " of {} values"), L::join_summaries(" or ")))
            }
        }
    };
}
shaped_of!(
    /// `TensorOf<[A, B]>`: a tensor whose element type satisfies any of the
    /// listed constraints (written `TensorOf<(A, B)>` in Rust).
    TensorOf, "tensor", true, false, false
);
shaped_of!(
    /// `MemRefOf<[A, B]>`: a memref whose element type satisfies any of the
    /// listed constraints.
    MemRefOf, "memref", false, true, false
);
shaped_of!(
    /// `VectorOf<[A, B]>`: a vector whose element type satisfies any of the
    /// listed constraints.
    VectorOf, "vector", false, false, true
);

macro_rules! tensor_of {
    ($($name:ident = $elem:ident, $summary:literal;)*) => {$(
        type_constraint!(
            #[doc = concat!("`", stringify!($name), "`: ", $summary, ".")]
            $name, $summary,
            |ctx, d| element_type_of(d, true, false, false).is_some_and(|e| $elem::matches(ctx, e))
        );
    )*};
}
tensor_of! {
    I1Tensor = I1, "tensor of 1-bit signless integer values";
    I8Tensor = I8, "tensor of 8-bit signless integer values";
    I16Tensor = I16, "tensor of 16-bit signless integer values";
    I32Tensor = I32, "tensor of 32-bit signless integer values";
    I64Tensor = I64, "tensor of 64-bit signless integer values";
    IndexTensor = Index, "tensor of index values";
    F16Tensor = F16, "tensor of 16-bit float values";
    BF16Tensor = BF16, "tensor of bfloat16 type values";
    F32Tensor = F32, "tensor of 32-bit float values";
    F64Tensor = F64, "tensor of 64-bit float values";
    AnyFloatTensor = AnyFloat, "tensor of floating-point values";
    AnyIntegerTensor = AnyInteger, "tensor of integer values";
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
}
