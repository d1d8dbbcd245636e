//! The standard container type constraints (MLIR's
//! `CommonTypeConstraints.td`): tensors, memrefs and vectors of element
//! types (`TensorOf<[F32]>`, `MemRefRankOf<[I8], [2]>`,
//! `VectorOfLengthAndType<[4], [F32]>`, …), tuples of element types, the
//! `…Like` constraints (`BoolLike`, `FloatLike`, …) and the shape
//! predicates classes are confined with (`HasStaticShapePred`, …).
//!
//! MLIR's `ShapedContainerType<allowed, containerPred, descr>` checks the
//! container predicate, then the element type against
//! `AnyTypeOf<allowed>`; its summary is `descr of <allowed…> values`. Every
//! container here is such a type over a list `L` of element constraints
//! (see [`lists`](super::lists)), and the named defs (`AnyTensor`,
//! `F32MemRef`, …) are aliases of them, as in ODS.

use std::marker::PhantomData;

use super::const_text::{ConstText, as_static};
use super::constraint::TypeConstraint;
use super::lists::{End, IntList, TextArg, TypeConstraintList, Types};
use super::types_lib::{
    AnySignlessInteger, AnySignlessIntegerOrIndex, AnyType, BF16, F16, F32, F64, I1, I8, I16, I32,
    I64, Index, type_constraint,
};
use crate::{Context, Type, TypeData};

/// The kinds of shaped types (MLIR's `ShapedType` implementations).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    RankedTensor,
    UnrankedTensor,
    MemRef,
    UnrankedMemRef,
    Vector,
}

/// A type seen as MLIR's `ShapedType`.
struct Shaped<'a> {
    kind: Kind,
    element: Type,
    /// The dimensions, `None` if unranked.
    shape: Option<&'a [i64]>,
    /// Per-dimension scalability (vectors only; empty otherwise).
    scalable: &'a [bool],
}

impl Shaped<'_> {
    fn rank(&self) -> Option<usize> {
        self.shape.map(<[i64]>::len)
    }
    fn has_rank_in<R: IntList>(&self) -> bool {
        self.rank().is_some_and(|r| R::contains(r as i64))
    }
    fn has_static_shape(&self) -> bool {
        self.shape
            .is_some_and(|s| s.iter().all(|&d| d != crate::types::DYNAMIC))
    }
    fn is_tensor(&self) -> bool {
        matches!(self.kind, Kind::RankedTensor | Kind::UnrankedTensor)
    }
    fn is_vector(&self) -> bool {
        self.kind == Kind::Vector
    }
    fn is_scalable(&self) -> bool {
        self.is_vector() && self.scalable.iter().any(|&s| s)
    }
    fn is_fixed_vector(&self) -> bool {
        self.is_vector() && !self.is_scalable()
    }
    fn is_nonzero_rank_vector(&self) -> bool {
        self.is_vector() && self.rank().is_some_and(|r| r > 0)
    }
    /// MLIR's `VectorType::getNumElements` (the product of the static
    /// sizes; vectors have no dynamic sizes).
    fn num_elements(&self) -> Option<i64> {
        self.shape
            .and_then(|s| s.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d)))
    }
    fn has_value_semantics(&self) -> bool {
        matches!(
            self.kind,
            Kind::RankedTensor | Kind::UnrankedTensor | Kind::Vector
        )
    }
    fn only_trailing_dim_scalable(&self) -> bool {
        self.is_nonzero_rank_vector()
            && self.scalable.last() == Some(&true)
            && !self.scalable[..self.scalable.len() - 1].contains(&true)
    }
}

fn shaped(d: &TypeData) -> Option<Shaped<'_>> {
    Some(match d {
        TypeData::RankedTensor { shape, element, .. } => Shaped {
            kind: Kind::RankedTensor,
            element: *element,
            shape: Some(shape),
            scalable: &[],
        },
        TypeData::UnrankedTensor { element } => Shaped {
            kind: Kind::UnrankedTensor,
            element: *element,
            shape: None,
            scalable: &[],
        },
        TypeData::MemRef { shape, element, .. } => Shaped {
            kind: Kind::MemRef,
            element: *element,
            shape: Some(shape),
            scalable: &[],
        },
        TypeData::UnrankedMemRef { element, .. } => Shaped {
            kind: Kind::UnrankedMemRef,
            element: *element,
            shape: None,
            scalable: &[],
        },
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => Shaped {
            kind: Kind::Vector,
            element: *element,
            shape: Some(shape),
            scalable,
        },
        _ => return None,
    })
}

/// True if `ty` is shaped and satisfies `pred`.
fn shaped_is(ctx: &Context, ty: Type, pred: impl FnOnce(&Shaped<'_>) -> bool) -> bool {
    shaped(ctx.type_data(ty)).is_some_and(|s| pred(&s))
}

/// `descr of <members of L joined with " or "> values`.
const fn container_text(descr: &ConstText, items: &ConstText) -> ConstText {
    ConstText::new()
        .push_text(descr)
        .push(" of ")
        .push_text(&items.join(" or "))
        .push(" values")
}

/// The given summary, or `default` when it is empty.
const fn or_default(given: ConstText, default: &str) -> ConstText {
    if given.is_empty() {
        ConstText::of(default)
    } else {
        given
    }
}

macro_rules! containers {
    ($($(#[$doc:meta])* $name:ident, $descr:literal, |$s:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<L>(PhantomData<L>);
        impl<L: TypeConstraintList> $name<L> {
            const TEXT: ConstText = container_text(&ConstText::of($descr), &L::ITEMS);
        }
        impl<L: TypeConstraintList> TypeConstraint for $name<L> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            #[inline]
            fn matches(ctx: &Context, ty: Type) -> bool {
                shaped_is(ctx, ty, |$s| $pred && L::any_matches(ctx, $s.element))
            }
        }
    )*};
}

containers! {
    /// `MemRefOf<[T…]>`: a ranked memref of the element types.
    MemRefOf, "memref", |s| s.kind == Kind::MemRef;
    /// `UnrankedMemRefOf<[T…]>`: an unranked memref of the element types.
    UnrankedMemRefOf, "unranked.memref", |s| s.kind == Kind::UnrankedMemRef;
    /// `VectorOfNonZeroRankOf<[T…]>`: a vector of rank > 0.
    VectorOfNonZeroRankOf, "vector", |s| s.is_nonzero_rank_vector();
    /// `VectorOfAnyRankOf<[T…]>`: a vector (0-D included).
    VectorOfAnyRankOf, "vector", |s| s.is_vector();
    /// `FixedVectorOfNonZeroRankOf<[T…]>`: a vector of rank > 0 without
    /// scalable dimensions.
    FixedVectorOfNonZeroRankOf, "fixed-length vector", |s| s.is_fixed_vector() && s.is_nonzero_rank_vector();
    /// `FixedVectorOfAnyRank<[T…]>`: a vector without scalable dimensions.
    FixedVectorOfAnyRank, "fixed-length vector", |s| s.is_fixed_vector();
    /// `ScalableVectorOfAnyRank<[T…]>`: a vector with a scalable dimension.
    ScalableVectorOfAnyRank, "scalable vector", |s| s.is_scalable();
    /// `VectorWithTrailingDimScalableOf<[T…]>`: a vector whose only
    /// scalable dimension is the last.
    VectorWithTrailingDimScalableOf, "trailing scalable vector", |s| s.only_trailing_dim_scalable();
    /// `ValueSemanticsContainerOf<[T…]>`: a tensor or vector (the builtin
    /// types with `ValueSemantics`).
    ValueSemanticsContainerOf, "container with value semantics", |s| s.has_value_semantics();
    /// `TensorOrMemRef<[T…]>`: a tensor or a ranked memref.
    TensorOrMemRef, "Tensor or MemRef", |s| s.is_tensor() || s.kind == Kind::MemRef;
    /// `VectorOf<[T…]>`: the name older MLIR releases gave
    /// `VectorOfNonZeroRankOf` (a vector of rank > 0).
    VectorOf, "vector", |s| s.is_nonzero_rank_vector();
    /// `Non0RankedTensorOf<[T…]>`: a tensor of rank ≥ 1.
    Non0RankedTensorOf, "non-0-ranked.tensor", |s| s.is_tensor() && s.rank().is_some_and(|r| r >= 1);
    /// `StaticShapeTensorOf<[T…]>`: a ranked tensor of static shape.
    StaticShapeTensorOf, "statically shaped tensor", |s| s.kind == Kind::RankedTensor && s.has_static_shape();
    /// `Non0RankedMemRefOf<[T…]>`: a ranked memref of rank ≥ 1.
    Non0RankedMemRefOf, "non-0-ranked.memref", |s| s.kind == Kind::MemRef && s.rank().is_some_and(|r| r >= 1);
    /// `StaticShapeMemRefOf<[T…]>`: a ranked memref of static shape.
    StaticShapeMemRefOf, "statically shaped memref", |s| s.kind == Kind::MemRef && s.has_static_shape();
    /// `AnyShaped`'s class: any shaped type.
    ShapedOf, "shaped", |s| { let _ = s; true };
}

macro_rules! containers_with_preds {
    ($($(#[$doc:meta])* $name:ident, $descr:literal, |$s:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<L, P = End, S = End>(PhantomData<(L, P, S)>);
        impl<L: TypeConstraintList, P: TypeConstraintList, S: TextArg> $name<L, P, S> {
            const TEXT: ConstText = container_text(&or_default(S::TEXT, $descr), &L::ITEMS);
        }
        impl<L: TypeConstraintList, P: TypeConstraintList, S: TextArg> TypeConstraint for $name<L, P, S> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            #[inline]
            fn matches(ctx: &Context, ty: Type) -> bool {
                shaped_is(ctx, ty, |$s| $pred && L::any_matches(ctx, $s.element))
                    && P::all_match(ctx, ty)
            }
        }
    )*};
}

containers_with_preds! {
    /// `TensorOf<[T…], [preds…], "descr">`: a ranked or unranked tensor of
    /// the element types that satisfies the predicates (type constraints),
    /// described as `descr` (default `tensor`).
    TensorOf, "tensor", |s| s.is_tensor();
    /// `RankedTensorOf<[T…], [preds…], "descr">`.
    RankedTensorOf, "ranked tensor", |s| s.kind == Kind::RankedTensor;
    /// `UnrankedTensorOf<[T…], [preds…], "descr">`.
    UnrankedTensorOf, "unranked tensor", |s| s.kind == Kind::UnrankedTensor;
    /// `RankedOrUnrankedMemRefOf<[T…], [preds…], "descr">`.
    RankedOrUnrankedMemRefOf, "ranked or unranked memref", |s| matches!(s.kind, Kind::MemRef | Kind::UnrankedMemRef);
}

/// `ShapedContainerType<[T…], containerPred, "descr", "cppType">`: a type
/// satisfying the container predicate `P` (a type constraint, e.g.
/// `And<[HasValueSemanticsPred, HasRankPred]>`) whose element type (as a
/// `ShapedType`) is one of `L`; described as `descr of … values`. The C++
/// type `C` has no effect. The element type is a builtin shaped type's or
/// that of a dialect type implementing `ShapedTypeInterface`
/// ([`Context::shaped_element_type`]: cuda-tile's `!cuda_tile.tile<4xf32>`
/// in its `CudaTile_TileOf<[…]>`); a type that is neither does not match
/// (MLIR would cast it).
#[derive(Clone, Copy, Debug, Default)]
pub struct ShapedContainerType<L, P, S, C = End>(PhantomData<(L, P, S, C)>);
impl<L: TypeConstraintList, P: TypeConstraint, S: TextArg, C> ShapedContainerType<L, P, S, C> {
    const TEXT: ConstText = container_text(&S::TEXT, &L::ITEMS);
}
impl<L: TypeConstraintList, P: TypeConstraint, S: TextArg, C: 'static> TypeConstraint
    for ShapedContainerType<L, P, S, C>
{
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        P::matches(ctx, ty)
            && match shaped(ctx.type_data(ty)) {
                Some(s) => L::any_matches(ctx, s.element),
                None => ctx
                    .shaped_element_type(ty)
                    .is_some_and(|e| L::any_matches(ctx, e)),
            }
    }
}

/// `TensorRankOf<[T…], [ranks…]>`: a ranked tensor of one of the ranks
/// (`1D/2D tensor of … values`).
#[derive(Clone, Copy, Debug, Default)]
pub struct TensorRankOf<L, R>(PhantomData<(L, R)>);
impl<L: TypeConstraintList, R: IntList> TensorRankOf<L, R> {
    const TEXT: ConstText = container_text(
        &R::ITEMS.join_items("", "D", "/").push(" tensor"),
        &L::ITEMS,
    );
}
impl<L: TypeConstraintList, R: IntList> TypeConstraint for TensorRankOf<L, R> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| {
            s.kind == Kind::RankedTensor && s.has_rank_in::<R>() && L::any_matches(ctx, s.element)
        })
    }
}

/// `MemRefRankOf<[T…], [ranks…]>`: a ranked memref of one of the ranks
/// (`1D/2D memref of … values`).
#[derive(Clone, Copy, Debug, Default)]
pub struct MemRefRankOf<L, R>(PhantomData<(L, R)>);

/// `StridedMemRefRankOf<[T…], [ranks…]>`: in MLIR 22's
/// `CommonTypeConstraints.td` the same constraint and summary as
/// `MemRefRankOf` (a `ConfinedType` of `MemRefOf` with `HasAnyRankOfPred`;
/// no stride check, despite the name).
pub type StridedMemRefRankOf<L, R> = MemRefRankOf<L, R>;
impl<L: TypeConstraintList, R: IntList> MemRefRankOf<L, R> {
    const TEXT: ConstText = container_text(
        &R::ITEMS.join_items("", "D", "/").push(" memref"),
        &L::ITEMS,
    );
}
impl<L: TypeConstraintList, R: IntList> TypeConstraint for MemRefRankOf<L, R> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| {
            s.kind == Kind::MemRef && s.has_rank_in::<R>() && L::any_matches(ctx, s.element)
        })
    }
}

macro_rules! vector_sizes {
    ($($(#[$doc:meta])* $name:ident, $words:literal, |$s:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<N>(PhantomData<N>);
        impl<N: IntList> $name<N> {
            const TEXT: ConstText = ConstText::of($words).push_text(&N::ITEMS.join("/"));
        }
        impl<N: IntList> TypeConstraint for $name<N> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            fn matches(ctx: &Context, ty: Type) -> bool {
                shaped_is(ctx, ty, |$s| $pred)
            }
        }
    )*};
}

vector_sizes! {
    /// `VectorOfRank<[ranks…]>`: a vector of rank > 0 of one of the
    /// ranks. Its summary (` of ranks 1/2`) is meant to follow another.
    VectorOfRank, " of ranks ", |s| s.is_nonzero_rank_vector() && s.has_rank_in::<N>();
    /// `FixedVectorOfRank<[ranks…]>`.
    FixedVectorOfRank, " of ranks ", |s| s.is_fixed_vector() && s.has_rank_in::<N>();
    /// `ScalableVectorOfRank<[ranks…]>`.
    ScalableVectorOfRank, " of ranks ", |s| s.is_scalable() && s.has_rank_in::<N>();
    /// `VectorOfLength<[lengths…]>`: a vector of rank > 0 with one of the
    /// numbers of elements (summary ` of length 4/8`).
    VectorOfLength, " of length ", |s| s.is_nonzero_rank_vector() && s.num_elements().is_some_and(N::contains);
    /// `FixedVectorOfLength<[lengths…]>`.
    FixedVectorOfLength, " of length ", |s| s.is_fixed_vector() && s.num_elements().is_some_and(N::contains);
    /// `ScalableVectorOfLength<[lengths…]>`.
    ScalableVectorOfLength, " of length ", |s| s.is_scalable() && s.num_elements().is_some_and(N::contains);
}

/// `StridedMemRefOf<[T…]>`: a ranked memref of the element types whose
/// layout is strided (MLIR's `HasStridesPred`, `MemRefType::isStrided()`:
/// see [`super::strided`]); `strided memref of … values`.
#[derive(Clone, Copy, Debug, Default)]
pub struct StridedMemRefOf<L>(PhantomData<L>);
impl<L: TypeConstraintList> StridedMemRefOf<L> {
    const TEXT: ConstText = container_text(&ConstText::of("strided memref"), &L::ITEMS);
}
impl<L: TypeConstraintList> TypeConstraint for StridedMemRefOf<L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        MemRefOf::<L>::matches(ctx, ty) && super::strided::is_strided_memref(ctx, ty)
    }
}

/// `AnyStridedMemRefOfRank<n>`: a strided memref of rank `n`
/// (`strided memref of any type values of rank n`).
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyStridedMemRefOfRank<const N: i64>;
impl<const N: i64> AnyStridedMemRefOfRank<N> {
    const TEXT: ConstText = ConstText::of(AnyStridedMemRef::SUMMARY)
        .push(" of rank ")
        .push_int(N);
}
impl<const N: i64> TypeConstraint for AnyStridedMemRefOfRank<N> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        AnyStridedMemRef::matches(ctx, ty)
            && shaped_is(ctx, ty, |s| s.rank() == usize::try_from(N).ok())
    }
}

/// `VectorOfMinLength<n>`: a vector of rank > 0 with at least `n`
/// elements (` of at least length n`).
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorOfMinLength<const N: i64>;
impl<const N: i64> VectorOfMinLength<N> {
    const TEXT: ConstText = ConstText::of(" of at least length ").push_int(N);
}
impl<const N: i64> TypeConstraint for VectorOfMinLength<N> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| {
            s.is_nonzero_rank_vector() && s.num_elements().is_some_and(|n| n >= N)
        })
    }
}

/// `VectorOfMaxLength<n>`: a vector of rank > 0 with at most `n`
/// elements (` of at most length n`).
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorOfMaxLength<const N: i64>;
impl<const N: i64> VectorOfMaxLength<N> {
    const TEXT: ConstText = ConstText::of(" of at most length ").push_int(N);
}
impl<const N: i64> TypeConstraint for VectorOfMaxLength<N> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| {
            s.is_nonzero_rank_vector() && s.num_elements().is_some_and(|n| n <= N)
        })
    }
}

/// `ShapedTypeWithNthDimOfSize<n, [sizes…]>`: a ranked shaped type whose
/// dimension `n` (from the end if negative) has one of the sizes
/// (` with dim n having a size of {4, 8}`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ShapedTypeWithNthDimOfSize<const N: i64, S>(PhantomData<S>);
impl<const N: i64, S: IntList> ShapedTypeWithNthDimOfSize<N, S> {
    const TEXT: ConstText = ConstText::of(" with dim ")
        .push_int(N)
        .push(" having a size of {")
        .push_text(&S::ITEMS.join(", "))
        .push("}");
}
impl<const N: i64, S: IntList> TypeConstraint for ShapedTypeWithNthDimOfSize<N, S> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| nth_dim_in::<S>(s, N))
    }
}

/// MLIR's `IsNthDimSizeIsOneOfPred<n, sizes>`.
fn nth_dim_in<S: IntList>(s: &Shaped<'_>, n: i64) -> bool {
    let Some(shape) = s.shape else {
        return false;
    };
    let rank = shape.len() as i64;
    let index = if n < 0 { rank + n } else { n };
    (0..rank).contains(&index) && S::contains(shape[index as usize])
}

macro_rules! all_of_containers {
    ($($(#[$doc:meta])* $name:ident<$($p:ident: $b:ident),*> = [$($part:ty),*];)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<$($p),*>(PhantomData<($($p,)*)>);
        impl<$($p: $b),*> $name<$($p),*> {
            const TEXT: ConstText = ConstText::new()$(.push(<$part as TypeConstraint>::SUMMARY))*;
        }
        impl<$($p: $b),*> TypeConstraint for $name<$($p),*> {
            const SUMMARY: &'static str = as_static(&Self::TEXT);
            fn matches(ctx: &Context, ty: Type) -> bool {
                true $(&& <$part as TypeConstraint>::matches(ctx, ty))*
            }
        }
    )*};
}

all_of_containers! {
    /// `VectorOfRankAndType<[ranks…], [T…]>` (`vector of … values of ranks
    /// 1/2`).
    VectorOfRankAndType<R: IntList, L: TypeConstraintList> = [VectorOfNonZeroRankOf<L>, VectorOfRank<R>];
    /// `FixedVectorOfRankAndType<[ranks…], [T…]>`.
    FixedVectorOfRankAndType<R: IntList, L: TypeConstraintList> = [FixedVectorOfAnyRank<L>, VectorOfRank<R>];
    /// `VectorOfLengthAndType<[lengths…], [T…]>`.
    VectorOfLengthAndType<N: IntList, L: TypeConstraintList> = [VectorOfNonZeroRankOf<L>, VectorOfLength<N>];
    /// `FixedVectorOfLengthAndType<[lengths…], [T…]>`.
    FixedVectorOfLengthAndType<N: IntList, L: TypeConstraintList> = [FixedVectorOfAnyRank<L>, FixedVectorOfLength<N>];
    /// `ScalableVectorOfLengthAndType<[lengths…], [T…]>`.
    ScalableVectorOfLengthAndType<N: IntList, L: TypeConstraintList> = [ScalableVectorOfAnyRank<L>, ScalableVectorOfLength<N>];
    /// `ScalableVectorOfRankAndLengthAndType<[ranks…], [lengths…], [T…]>`
    /// (its summary is MLIR's concatenation: ` of ranks 1scalable vector of
    /// … values of length 4`).
    ScalableVectorOfRankAndLengthAndType<R: IntList, N: IntList, L: TypeConstraintList> = [ScalableVectorOfRank<R>, ScalableVectorOfAnyRank<L>, ScalableVectorOfLength<N>];
    /// `VectorWithTrailingDimScalableOfSizeAndType<[sizes…], [T…]>`.
    VectorWithTrailingDimScalableOfSizeAndType<S: IntList, L: TypeConstraintList> = [VectorWithTrailingDimScalableOf<L>, ShapedTypeWithNthDimOfSize<-1, S>];
}

/// `VectorOfMinMaxLengthAndType<min, max, [T…]>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorOfMinMaxLengthAndType<const MIN: i64, const MAX: i64, L>(PhantomData<L>);
impl<const MIN: i64, const MAX: i64, L: TypeConstraintList>
    VectorOfMinMaxLengthAndType<MIN, MAX, L>
{
    const TEXT: ConstText = ConstText::of(VectorOfNonZeroRankOf::<L>::SUMMARY)
        .push(VectorOfMinLength::<MIN>::SUMMARY)
        .push(VectorOfMaxLength::<MAX>::SUMMARY);
}
impl<const MIN: i64, const MAX: i64, L: TypeConstraintList> TypeConstraint
    for VectorOfMinMaxLengthAndType<MIN, MAX, L>
{
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        VectorOfNonZeroRankOf::<L>::matches(ctx, ty)
            && VectorOfMinLength::<MIN>::matches(ctx, ty)
            && VectorOfMaxLength::<MAX>::matches(ctx, ty)
    }
}

/// `TupleOf<[T…]>`: a tuple whose elements all satisfy one of the
/// constraints (`tuple with any combination of … values`).
#[derive(Clone, Copy, Debug, Default)]
pub struct TupleOf<L>(PhantomData<L>);
impl<L: TypeConstraintList> TupleOf<L> {
    const TEXT: ConstText = ConstText::of("tuple with any combination of ")
        .push_text(&L::ITEMS.join(" or "))
        .push(" values");
}
impl<L: TypeConstraintList> TypeConstraint for TupleOf<L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Tuple(ts) if ts.iter().all(|&t| L::any_matches(ctx, t)))
    }
}

/// `NestedTupleOf<[T…]>`: a tuple whose elements, nested tuples flattened
/// (MLIR's `getFlattenedTypes`), all satisfy one of the constraints.
#[derive(Clone, Copy, Debug, Default)]
pub struct NestedTupleOf<L>(PhantomData<L>);
impl<L: TypeConstraintList> NestedTupleOf<L> {
    const TEXT: ConstText = ConstText::of("nested tuple with any combination of ")
        .push_text(&L::ITEMS.join(" or "))
        .push(" values");
}
impl<L: TypeConstraintList> TypeConstraint for NestedTupleOf<L> {
    const SUMMARY: &'static str = as_static(&Self::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        let TypeData::Tuple(ts) = ctx.type_data(ty) else {
            return false;
        };
        // Flattened with an explicit stack: the nesting depth is the
        // input's.
        let mut stack: Vec<Type> = ts.iter().rev().copied().collect();
        while let Some(t) = stack.pop() {
            match ctx.type_data(t) {
                TypeData::Tuple(inner) => stack.extend(inner.iter().rev().copied()),
                _ if L::any_matches(ctx, t) => {}
                _ => return false,
            }
        }
        true
    }
}

/// `TypeOrValueSemanticsContainer<T, "summary">`: `T`, or a tensor or
/// vector of `T` (MLIR's `…Like` constraints; older releases call it
/// [`TypeOrContainer`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeOrValueSemanticsContainer<T, S>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: TextArg> TypeConstraint for TypeOrValueSemanticsContainer<T, S> {
    const SUMMARY: &'static str = as_static(&S::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        type_or_container::<T>(ctx, ty)
    }
}

/// `TypeOrContainer<T, "summary">`: the name older MLIR releases gave
/// [`TypeOrValueSemanticsContainer`].
pub type TypeOrContainer<T, S> = TypeOrValueSemanticsContainer<T, S>;

/// `TypeOrContainerOfAnyRank<T, "summary">` (older MLIR releases): `T`,
/// a vector of `T` (0-D included) or a tensor of `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeOrContainerOfAnyRank<T, S>(PhantomData<(T, S)>);
impl<T: TypeConstraint, S: TextArg> TypeConstraint for TypeOrContainerOfAnyRank<T, S> {
    const SUMMARY: &'static str = as_static(&S::TEXT);
    fn matches(ctx: &Context, ty: Type) -> bool {
        type_or_container::<T>(ctx, ty)
    }
}

/// `T`, or a tensor or vector whose element type satisfies `T` (for the
/// builtin types, a value-semantics container is a tensor or a vector,
/// which is also what `TypeOrContainerOfAnyRank` accepts).
fn type_or_container<T: TypeConstraint>(ctx: &Context, ty: Type) -> bool {
    T::matches(ctx, ty)
        || shaped_is(ctx, ty, |s| {
            s.has_value_semantics() && T::matches(ctx, s.element)
        })
}

macro_rules! like_constraints {
    ($($(#[$doc:meta])* $name:ident, $summary:literal, |$ctx:ident, $ty:ident| $pred:expr;)*) => {$(
        type_constraint!($(#[$doc])* $name, $summary, handle |$ctx, $ty| $pred);
    )*};
}

like_constraints! {
    /// `BoolLike`: `i1`, or a tensor or vector of `i1`.
    BoolLike, "bool-like", |ctx, ty| type_or_container::<I1>(ctx, ty);
    /// `BoolLikeOfAnyRank` (older MLIR releases): as [`BoolLike`].
    BoolLikeOfAnyRank, "bool-like", |ctx, ty| type_or_container::<I1>(ctx, ty);
    /// `SignlessIntegerLike`: a signless integer, or a tensor or vector of
    /// them (MLIR 22's summary is `signless-integer`).
    SignlessIntegerLike, "signless-integer", |ctx, ty| type_or_container::<AnySignlessInteger>(ctx, ty);
    /// `SignlessIntegerLikeOfAnyRank` (older MLIR releases): a signless
    /// integer or `index`, or a tensor or vector of them.
    SignlessIntegerLikeOfAnyRank, "signless-integer-like", |ctx, ty| type_or_container::<AnySignlessIntegerOrIndex>(ctx, ty);
    /// `SignlessIntegerOrIndexLike`: a signless integer or `index`, or a
    /// tensor or vector of them.
    SignlessIntegerOrIndexLike, "signless-integer-like", |ctx, ty| type_or_container::<AnySignlessIntegerOrIndex>(ctx, ty);
    /// `FloatLike`: a float, or a tensor or vector of floats.
    FloatLike, "floating-point-like", |ctx, ty| type_or_container::<super::types_lib::AnyFloat>(ctx, ty);
    /// `SignlessIntegerOrFloatLike`.
    SignlessIntegerOrFloatLike, "signless-integer-like or floating-point-like",
        |ctx, ty| SignlessIntegerLike::matches(ctx, ty) || FloatLike::matches(ctx, ty);
    /// `SignlessIntegerOrIndexOrFloatLike`.
    SignlessIntegerOrIndexOrFloatLike, "signless-integer-or-index-like or floating-point-like",
        |ctx, ty| SignlessIntegerOrIndexLike::matches(ctx, ty) || FloatLike::matches(ctx, ty);
    /// `SignlessFixedWidthIntegerLike` (defined by MLIR's arith dialect):
    /// a signless integer, or a vector (0-D included) or tensor of them.
    SignlessFixedWidthIntegerLike, "signless-fixed-width-integer-like",
        |ctx, ty| type_or_container::<AnySignlessInteger>(ctx, ty);
}

// ---- shape predicates -----------------------------------------------------
//
// ODS's `Pred` records that containers are confined with
// (`TensorOf<[F32], [HasStaticShapePred]>`, `ConfinedType<…, [Pred]>`):
// type constraints with an empty summary, as a `Pred` has none.

macro_rules! type_preds {
    ($($(#[$doc:meta])* $name:ident, |$s:ident| $pred:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            const SUMMARY: &'static str = "";
            fn matches(ctx: &Context, ty: Type) -> bool {
                shaped_is(ctx, ty, |$s| $pred)
            }
        }
    )*};
}

type_preds! {
    /// `HasStaticShapePred`: ranked with no dynamic dimension.
    HasStaticShapePred, |s| s.has_static_shape();
    /// `HasRankPred`: a ranked shaped type.
    HasRankPred, |s| s.rank().is_some();
    /// `IsTensorTypePred`.
    IsTensorTypePred, |s| s.is_tensor();
    /// `IsRankedTensorTypePred`.
    IsRankedTensorTypePred, |s| s.kind == Kind::RankedTensor;
    /// `IsUnrankedTensorTypePred`.
    IsUnrankedTensorTypePred, |s| s.kind == Kind::UnrankedTensor;
    /// `IsMemRefTypePred` (ranked memrefs).
    IsMemRefTypePred, |s| s.kind == Kind::MemRef;
    /// `IsUnrankedMemRefTypePred`.
    IsUnrankedMemRefTypePred, |s| s.kind == Kind::UnrankedMemRef;
    /// `IsBaseMemRefTypePred` (ranked or unranked memrefs).
    IsBaseMemRefTypePred, |s| matches!(s.kind, Kind::MemRef | Kind::UnrankedMemRef);
    /// `IsTensorOrMemRefTypePred`.
    IsTensorOrMemRefTypePred, |s| s.is_tensor() || s.kind == Kind::MemRef;
    /// `IsShapedTypePred`.
    IsShapedTypePred, |s| { let _ = s; true };
    /// `HasValueSemanticsPred` (tensors and vectors).
    HasValueSemanticsPred, |s| s.has_value_semantics();
    /// `IsVectorOfNonZeroRankTypePred`.
    IsVectorOfNonZeroRankTypePred, |s| s.is_nonzero_rank_vector();
    /// `IsVectorOfAnyRankTypePred`.
    IsVectorOfAnyRankTypePred, |s| s.is_vector();
    /// `IsFixedVectorOfNonZeroRankTypePred`.
    IsFixedVectorOfNonZeroRankTypePred, |s| s.is_fixed_vector() && s.is_nonzero_rank_vector();
    /// `IsFixedVectorOfAnyRankTypePred`.
    IsFixedVectorOfAnyRankTypePred, |s| s.is_fixed_vector();
    /// `IsVectorTypeWithAnyDimScalablePred`.
    IsVectorTypeWithAnyDimScalablePred, |s| s.is_scalable();
    /// `IsVectorTypeWithOnlyTrailingDimScalablePred`.
    IsVectorTypeWithOnlyTrailingDimScalablePred, |s| s.only_trailing_dim_scalable();
    /// `IsVectorTypeWithAllDimsScalablePred`.
    IsVectorTypeWithAllDimsScalablePred, |s| s.is_nonzero_rank_vector() && s.scalable.iter().all(|&x| x);
}

type_constraint!(
    /// `IsTupleTypePred`.
    IsTupleTypePred, "", |ctx, d| matches!(d, TypeData::Tuple(_))
);

/// `HasAnyRankOfPred<[ranks…]>`: a ranked shaped type of one of the ranks.
#[derive(Clone, Copy, Debug, Default)]
pub struct HasAnyRankOfPred<R>(PhantomData<R>);
impl<R: IntList> TypeConstraint for HasAnyRankOfPred<R> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| s.has_rank_in::<R>())
    }
}

/// `HasRankGreaterOrEqualPred<rank>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct HasRankGreaterOrEqualPred<const N: i64>;
impl<const N: i64> TypeConstraint for HasRankGreaterOrEqualPred<N> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| s.rank().is_some_and(|r| r as i64 >= N))
    }
}

/// `IsVectorOfRankPred<[ranks…]>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsVectorOfRankPred<R>(PhantomData<R>);
impl<R: IntList> TypeConstraint for IsVectorOfRankPred<R> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        VectorOfRank::<R>::matches(ctx, ty)
    }
}

/// `IsVectorOfLengthPred<[lengths…]>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsVectorOfLengthPred<N>(PhantomData<N>);
impl<N: IntList> TypeConstraint for IsVectorOfLengthPred<N> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        VectorOfLength::<N>::matches(ctx, ty)
    }
}

/// `IsNthDimSizeIsOneOfPred<n, [sizes…]>`.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsNthDimSizeIsOneOfPred<const N: i64, S>(PhantomData<S>);
impl<const N: i64, S: IntList> TypeConstraint for IsNthDimSizeIsOneOfPred<N, S> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| nth_dim_in::<S>(s, N))
    }
}

/// `IsVectorOfShape<[dims…]>`: a vector of exactly this shape.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsVectorOfShape<D>(PhantomData<D>);
impl<D: IntList> TypeConstraint for IsVectorOfShape<D> {
    const SUMMARY: &'static str = "";
    fn matches(ctx: &Context, ty: Type) -> bool {
        shaped_is(ctx, ty, |s| {
            s.is_vector()
                && s.shape.is_some_and(|sh| {
                    sh.len() == D::LEN && sh.iter().enumerate().all(|(i, &d)| D::nth(i) == Some(d))
                })
        })
    }
}

// ---- the named defs ------------------------------------------------------

type Of<T> = Types<T, End>;

/// `AnyShaped`: any tensor, memref or vector.
pub type AnyShaped = ShapedOf<Of<AnyType>>;
/// `AnyTensor`: a ranked or unranked tensor.
pub type AnyTensor = TensorOf<Of<AnyType>>;
/// `AnyRankedTensor`.
pub type AnyRankedTensor = RankedTensorOf<Of<AnyType>>;
/// `AnyUnrankedTensor`.
pub type AnyUnrankedTensor = UnrankedTensorOf<Of<AnyType>>;
/// `AnyNon0RankedTensor`.
pub type AnyNon0RankedTensor = Non0RankedTensorOf<Of<AnyType>>;
/// `AnyStaticShapeTensor`.
pub type AnyStaticShapeTensor = StaticShapeTensorOf<Of<AnyType>>;
/// `I1Tensor`.
pub type I1Tensor = TensorOf<Of<I1>>;
/// `I8Tensor`.
pub type I8Tensor = TensorOf<Of<I8>>;
/// `I16Tensor`.
pub type I16Tensor = TensorOf<Of<I16>>;
/// `I32Tensor`.
pub type I32Tensor = TensorOf<Of<I32>>;
/// `I64Tensor`.
pub type I64Tensor = TensorOf<Of<I64>>;
/// `IndexTensor`.
pub type IndexTensor = TensorOf<Of<Index>>;
/// `BF16Tensor`.
pub type BF16Tensor = TensorOf<Of<BF16>>;
/// `F16Tensor`.
pub type F16Tensor = TensorOf<Of<F16>>;
/// `F32Tensor`.
pub type F32Tensor = TensorOf<Of<F32>>;
/// `F64Tensor`.
pub type F64Tensor = TensorOf<Of<F64>>;
/// `AnyFloatTensor` (not an MLIR def; kept for earlier users of this
/// library): a tensor of floats.
pub type AnyFloatTensor = TensorOf<Of<super::types_lib::AnyFloat>>;
/// `AnyIntegerTensor` (not an MLIR def; kept for earlier users of this
/// library): a tensor of integers.
pub type AnyIntegerTensor = TensorOf<Of<super::types_lib::AnyInteger>>;

/// `AnyNon0RankedOrUnrankedTensor`.
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyNon0RankedOrUnrankedTensor;
impl TypeConstraint for AnyNon0RankedOrUnrankedTensor {
    const SUMMARY: &'static str = "non-0-ranked or unranked tensor";
    fn matches(ctx: &Context, ty: Type) -> bool {
        AnyUnrankedTensor::matches(ctx, ty) || AnyNon0RankedTensor::matches(ctx, ty)
    }
}

/// `AnyMemRef`: a ranked memref.
pub type AnyMemRef = MemRefOf<Of<AnyType>>;
/// `AnyStridedMemRef`: a ranked memref with a strided layout.
pub type AnyStridedMemRef = StridedMemRefOf<Of<AnyType>>;
/// `AnyUnrankedMemRef`.
pub type AnyUnrankedMemRef = UnrankedMemRefOf<Of<AnyType>>;
/// `AnyNon0RankedMemRef`.
pub type AnyNon0RankedMemRef = Non0RankedMemRefOf<Of<AnyType>>;
/// `AnyRankedOrUnrankedMemRef`.
pub type AnyRankedOrUnrankedMemRef = RankedOrUnrankedMemRefOf<Of<AnyType>>;
/// `AnyNon0RankedOrUnrankedMemRef`.
pub type AnyNon0RankedOrUnrankedMemRef =
    super::types_lib::AnyTypeOf<Types<AnyUnrankedMemRef, Types<AnyNon0RankedMemRef, End>>>;
/// `AnyStaticShapeMemRef`.
pub type AnyStaticShapeMemRef = StaticShapeMemRefOf<Of<AnyType>>;
/// `I1MemRef`.
pub type I1MemRef = MemRefOf<Of<I1>>;
/// `I8MemRef`.
pub type I8MemRef = MemRefOf<Of<I8>>;
/// `I16MemRef`.
pub type I16MemRef = MemRefOf<Of<I16>>;
/// `I32MemRef`.
pub type I32MemRef = MemRefOf<Of<I32>>;
/// `I64MemRef`.
pub type I64MemRef = MemRefOf<Of<I64>>;
/// `BF16MemRef`.
pub type BF16MemRef = MemRefOf<Of<BF16>>;
/// `F16MemRef`.
pub type F16MemRef = MemRefOf<Of<F16>>;
/// `F32MemRef`.
pub type F32MemRef = MemRefOf<Of<F32>>;
/// `F64MemRef`.
pub type F64MemRef = MemRefOf<Of<F64>>;

/// `AnyVectorOfNonZeroRank`.
pub type AnyVectorOfNonZeroRank = VectorOfNonZeroRankOf<Of<AnyType>>;
/// `AnyFixedVectorOfNonZeroRank`.
pub type AnyFixedVectorOfNonZeroRank = FixedVectorOfNonZeroRankOf<Of<AnyType>>;
/// `AnyVectorOfAnyRank`.
pub type AnyVectorOfAnyRank = VectorOfAnyRankOf<Of<AnyType>>;
/// `AnyFixedVectorOfAnyRank`.
pub type AnyFixedVectorOfAnyRank = FixedVectorOfAnyRank<Of<AnyType>>;
/// `AnyScalableVectorOfAnyRank`.
pub type AnyScalableVectorOfAnyRank = ScalableVectorOfAnyRank<Of<AnyType>>;
/// `AnyVector`: the name older MLIR releases gave
/// `AnyVectorOfNonZeroRank` (a vector of rank > 0).
pub type AnyVector = VectorOf<Of<AnyType>>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::lists::{Chunk, Ints};
    use crate::ods::types_lib::{AnyFloat, AnyTypeOf};

    const TYPES: &[&str] = &[
        "f32",
        "i1",
        "tensor<f32>",
        "tensor<4xf32>",
        "tensor<?x4xi32>",
        "tensor<*xf32>",
        "tensor<2x3xi1>",
        "memref<f32>",
        "memref<4x4xf32>",
        "memref<?xi8>",
        "memref<*xf32>",
        "vector<f32>",
        "vector<4xf32>",
        "vector<2x4xi32>",
        "vector<[4]xf32>",
        "vector<2x[4]xf32>",
        "vector<[2]x4xf32>",
        "vector<4xi1>",
        "tuple<i32, tuple<f32, i32>>",
        "tuple<i32, f32>",
        "complex<f32>",
    ];

    fn accepted<C: TypeConstraint>() -> Vec<&'static str> {
        let mut ctx = Context::new();
        TYPES
            .iter()
            .copied()
            .filter(|t| {
                let ty = crate::text::parse_type(&mut ctx, t).expect("valid type");
                C::matches(&ctx, ty)
            })
            .collect()
    }

    type I32OrF32 = Types<I32, Types<F32, End>>;

    #[test]
    fn tensors() {
        assert_eq!(
            accepted::<AnyTensor>(),
            [
                "tensor<f32>",
                "tensor<4xf32>",
                "tensor<?x4xi32>",
                "tensor<*xf32>",
                "tensor<2x3xi1>"
            ]
        );
        assert_eq!(
            accepted::<F32Tensor>(),
            ["tensor<f32>", "tensor<4xf32>", "tensor<*xf32>"]
        );
        assert_eq!(accepted::<TensorOf<I32OrF32>>().len(), 4);
        assert_eq!(accepted::<AnyRankedTensor>().len(), 4);
        assert_eq!(accepted::<AnyUnrankedTensor>(), ["tensor<*xf32>"]);
        assert_eq!(
            accepted::<AnyNon0RankedTensor>(),
            ["tensor<4xf32>", "tensor<?x4xi32>", "tensor<2x3xi1>"]
        );
        assert_eq!(
            accepted::<AnyNon0RankedOrUnrankedTensor>(),
            [
                "tensor<4xf32>",
                "tensor<?x4xi32>",
                "tensor<*xf32>",
                "tensor<2x3xi1>"
            ]
        );
        assert_eq!(
            accepted::<AnyStaticShapeTensor>(),
            ["tensor<f32>", "tensor<4xf32>", "tensor<2x3xi1>"]
        );
        assert_eq!(
            accepted::<TensorRankOf<Of<AnyType>, Ints<0, Ints<2, End>>>>(),
            ["tensor<f32>", "tensor<?x4xi32>", "tensor<2x3xi1>"]
        );
        assert_eq!(
            accepted::<TensorOf<Of<AnyType>, Of<HasStaticShapePred>>>(),
            ["tensor<f32>", "tensor<4xf32>", "tensor<2x3xi1>"]
        );
    }

    #[test]
    fn memrefs() {
        assert_eq!(
            accepted::<AnyMemRef>(),
            ["memref<f32>", "memref<4x4xf32>", "memref<?xi8>"]
        );
        assert_eq!(accepted::<AnyUnrankedMemRef>(), ["memref<*xf32>"]);
        assert_eq!(accepted::<AnyRankedOrUnrankedMemRef>().len(), 4);
        assert_eq!(
            accepted::<AnyNon0RankedMemRef>(),
            ["memref<4x4xf32>", "memref<?xi8>"]
        );
        assert_eq!(
            accepted::<AnyNon0RankedOrUnrankedMemRef>(),
            ["memref<4x4xf32>", "memref<?xi8>", "memref<*xf32>"]
        );
        assert_eq!(
            accepted::<AnyStaticShapeMemRef>(),
            ["memref<f32>", "memref<4x4xf32>"]
        );
        assert_eq!(accepted::<I8MemRef>(), ["memref<?xi8>"]);
        assert_eq!(
            accepted::<MemRefRankOf<Of<F32>, Ints<2, End>>>(),
            ["memref<4x4xf32>"]
        );
        assert_eq!(
            accepted::<TensorOrMemRef<Of<F32>>>(),
            [
                "tensor<f32>",
                "tensor<4xf32>",
                "tensor<*xf32>",
                "memref<f32>",
                "memref<4x4xf32>"
            ]
        );
    }

    #[test]
    fn vectors() {
        assert_eq!(accepted::<AnyVectorOfAnyRank>().len(), 7);
        assert_eq!(accepted::<AnyVectorOfNonZeroRank>().len(), 6);
        assert_eq!(
            accepted::<AnyFixedVectorOfAnyRank>(),
            [
                "vector<f32>",
                "vector<4xf32>",
                "vector<2x4xi32>",
                "vector<4xi1>"
            ]
        );
        assert_eq!(accepted::<AnyFixedVectorOfNonZeroRank>().len(), 3);
        assert_eq!(
            accepted::<AnyScalableVectorOfAnyRank>(),
            ["vector<[4]xf32>", "vector<2x[4]xf32>", "vector<[2]x4xf32>"]
        );
        assert_eq!(
            accepted::<VectorWithTrailingDimScalableOf<Of<F32>>>(),
            ["vector<[4]xf32>", "vector<2x[4]xf32>"]
        );
        assert_eq!(
            accepted::<VectorOfRankAndType<Ints<2, End>, Of<AnyType>>>(),
            ["vector<2x4xi32>", "vector<2x[4]xf32>", "vector<[2]x4xf32>"]
        );
        assert_eq!(
            accepted::<VectorOfLengthAndType<Ints<4, End>, Of<F32>>>(),
            ["vector<4xf32>", "vector<[4]xf32>"]
        );
        assert_eq!(
            accepted::<FixedVectorOfLengthAndType<Ints<4, End>, Of<F32>>>(),
            ["vector<4xf32>"]
        );
        assert_eq!(
            accepted::<ScalableVectorOfLengthAndType<Ints<8, End>, Of<F32>>>(),
            ["vector<2x[4]xf32>", "vector<[2]x4xf32>"]
        );
        assert_eq!(
            accepted::<VectorOfMinMaxLengthAndType<5, 8, Of<AnyType>>>(),
            ["vector<2x4xi32>", "vector<2x[4]xf32>", "vector<[2]x4xf32>"]
        );
        assert_eq!(
            accepted::<ShapedTypeWithNthDimOfSize<-1, Ints<3, End>>>(),
            ["tensor<2x3xi1>"]
        );
        assert_eq!(
            accepted::<ShapedTypeWithNthDimOfSize<0, Ints<2, End>>>(),
            [
                "tensor<2x3xi1>",
                "vector<2x4xi32>",
                "vector<2x[4]xf32>",
                "vector<[2]x4xf32>"
            ]
        );
        assert_eq!(
            // The shape, scalable or not (MLIR's `getShape`).
            accepted::<IsVectorOfShape<Ints<2, Ints<4, End>>>>(),
            ["vector<2x4xi32>", "vector<2x[4]xf32>", "vector<[2]x4xf32>"]
        );
        assert_eq!(
            accepted::<AnyVector>(),
            accepted::<AnyVectorOfNonZeroRank>()
        );
    }

    #[test]
    fn likes_and_tuples() {
        assert_eq!(
            accepted::<BoolLike>(),
            ["i1", "tensor<2x3xi1>", "vector<4xi1>"]
        );
        assert_eq!(
            accepted::<FloatLike>(),
            [
                "f32",
                "tensor<f32>",
                "tensor<4xf32>",
                "tensor<*xf32>",
                "vector<f32>",
                "vector<4xf32>",
                "vector<[4]xf32>",
                "vector<2x[4]xf32>",
                "vector<[2]x4xf32>"
            ]
        );
        assert_eq!(
            accepted::<SignlessFixedWidthIntegerLike>(),
            [
                "i1",
                "tensor<?x4xi32>",
                "tensor<2x3xi1>",
                "vector<2x4xi32>",
                "vector<4xi1>"
            ]
        );
        assert_eq!(accepted::<TupleOf<I32OrF32>>(), ["tuple<i32, f32>"]);
        assert_eq!(
            accepted::<NestedTupleOf<I32OrF32>>(),
            ["tuple<i32, tuple<f32, i32>>", "tuple<i32, f32>"]
        );
        type S = Chunk<0x7978, End>;
        assert_eq!(
            accepted::<TypeOrValueSemanticsContainer<AnyFloat, S>>(),
            accepted::<FloatLike>()
        );
    }

    #[test]
    fn summaries_are_mlirs() {
        assert_eq!(AnyTensor::SUMMARY, "tensor of any type values");
        assert_eq!(F32Tensor::SUMMARY, "tensor of 32-bit float values");
        assert_eq!(
            TensorOf::<I32OrF32>::SUMMARY,
            "tensor of 32-bit signless integer or 32-bit float values"
        );
        assert_eq!(AnyRankedTensor::SUMMARY, "ranked tensor of any type values");
        assert_eq!(
            AnyUnrankedTensor::SUMMARY,
            "unranked tensor of any type values"
        );
        assert_eq!(
            AnyNon0RankedTensor::SUMMARY,
            "non-0-ranked.tensor of any type values"
        );
        assert_eq!(
            AnyStaticShapeTensor::SUMMARY,
            "statically shaped tensor of any type values"
        );
        assert_eq!(
            TensorRankOf::<Of<F32>, Ints<1, Ints<2, End>>>::SUMMARY,
            "1D/2D tensor of 32-bit float values"
        );
        assert_eq!(AnyMemRef::SUMMARY, "memref of any type values");
        assert_eq!(
            AnyUnrankedMemRef::SUMMARY,
            "unranked.memref of any type values"
        );
        assert_eq!(
            AnyRankedOrUnrankedMemRef::SUMMARY,
            "ranked or unranked memref of any type values"
        );
        assert_eq!(
            AnyNon0RankedOrUnrankedMemRef::SUMMARY,
            "unranked.memref of any type values or non-0-ranked.memref of any type values"
        );
        assert_eq!(
            MemRefRankOf::<Of<I8>, Ints<4, End>>::SUMMARY,
            "4D memref of 8-bit signless integer values"
        );
        assert_eq!(AnyShaped::SUMMARY, "shaped of any type values");
        assert_eq!(AnyVectorOfAnyRank::SUMMARY, "vector of any type values");
        assert_eq!(
            AnyFixedVectorOfAnyRank::SUMMARY,
            "fixed-length vector of any type values"
        );
        assert_eq!(
            VectorOfRankAndType::<Ints<1, Ints<2, End>>, Of<F32>>::SUMMARY,
            "vector of 32-bit float values of ranks 1/2"
        );
        assert_eq!(
            VectorOfLengthAndType::<Ints<4, End>, Of<F32>>::SUMMARY,
            "vector of 32-bit float values of length 4"
        );
        assert_eq!(
            VectorOfMinMaxLengthAndType::<2, 8, Of<F32>>::SUMMARY,
            "vector of 32-bit float values of at least length 2 of at most length 8"
        );
        assert_eq!(
            ScalableVectorOfRankAndLengthAndType::<Ints<1, End>, Ints<4, End>, Of<F32>>::SUMMARY,
            " of ranks 1scalable vector of 32-bit float values of length 4"
        );
        assert_eq!(
            VectorWithTrailingDimScalableOfSizeAndType::<Ints<4, Ints<8, End>>, Of<F32>>::SUMMARY,
            "trailing scalable vector of 32-bit float values with dim -1 having a size of {4, 8}"
        );
        assert_eq!(
            TupleOf::<I32OrF32>::SUMMARY,
            "tuple with any combination of 32-bit signless integer or 32-bit float values"
        );
        assert_eq!(
            TensorOrMemRef::<Of<F32>>::SUMMARY,
            "Tensor or MemRef of 32-bit float values"
        );
        assert_eq!(BoolLike::SUMMARY, "bool-like");
        assert_eq!(SignlessIntegerLike::SUMMARY, "signless-integer");
        assert_eq!(SignlessIntegerOrIndexLike::SUMMARY, "signless-integer-like");
        assert_eq!(
            AnyTypeOf::<Types<AnyTensor, Types<AnyMemRef, End>>>::SUMMARY,
            "tensor of any type values or memref of any type values"
        );
    }
}
