//! arith's canonicalization patterns: the 43 DRR patterns MLIR 22
//! declares for the dialect, as `drr::patterns!` records (their
//! NativeCodeCalls and constraints in Rust, over [`helpers`]), and the two
//! patterns MLIR writes in C++ ([`cpp_patterns`]). Each op's `Canonicalize`
//! hook, at the end of this file, adds its patterns in MLIR's order under
//! MLIR's debug names.
//!
//! How the patterns were matched to MLIR 22: no public copy of the LLVM 22
//! version of `ArithCanonicalization.td` was at hand, so they were rebuilt
//! from its earlier versions and compared with what the `mlir-22` packages
//! compiled into `libMLIRArithDialect.a` — the pattern classes, the order
//! in which each op's `getCanonicalizationPatterns` adds them, their
//! benefits, and each generated matcher's sequence of match failures (the
//! ops it matches, the arguments it binds through `ConstantLikeMatcher`,
//! the entities each constraint is given). Every pattern is tested against
//! `mlir-opt-22 --canonicalize` (`tests/canonicalize.rs`). Three
//! constraints whose C++ could not be recovered are written as the
//! patterns need them to be sound on any input, and agree with MLIR 22 on
//! every input tried: `MulIMulIConstant` requires `$c0` and `$c1` to have
//! the type of `$res`; `SelectNotCond` requires its `xori` constant to be
//! an all-ones integer, not a splat (MLIR 22 leaves a `select` on a negated
//! vector mask alone); `IsScalarOrSplatOne` reads the constant as signed,
//! so `mulsi_extended(x, true : i1)`, whose `true` is `-1` as a signed
//! `i1`, is not rewritten, as in MLIR 22.

use drr::{Attribute, Context, Value};

use crate::ops::*;

pub mod helpers;

use helpers::*;

drr::patterns! {
// The zero of the value's type (a splat for vectors and tensors).
def GetZeroAttr : NativeCodeCall<|b: &mut Context, v: Value| -> Attribute { zero_attr(b, v) }>;

// `lhs + rhs` as a constant of `res`'s type, wrapping.
def AddIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { add_integer_attrs(b, res, lhs, rhs) }>;

// `lhs - rhs` as a constant of `res`'s type, wrapping.
def SubIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { sub_integer_attrs(b, res, lhs, rhs) }>;

// `lhs * rhs` as a constant of `res`'s type, wrapping.
def MulIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { mul_integer_attrs(b, res, lhs, rhs) }>;

// The flags two combined ops can both vouch for: the intersection.
def MergeOverflow : NativeCodeCall<|b: &mut Context, a: Attribute, c: Attribute| -> Attribute { merge_overflow_flags(b, a, c) }>;

// No overflow flags, for a rewrite that cannot keep them.
defvar DefOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

// The attribute itself: a C++ `cast<T>` has nothing to do here.
class cast<string type> : NativeCodeCall<|_b: &mut Context, a: Attribute| -> Attribute { a }>;

// (x + c0) + c1 becomes x + (c0 + c1).
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// (x - c0) + c1 becomes x + (c1 - c0).
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// (c0 - x) + c1 becomes (c0 + c1) - x.
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// An integer constant, scalar or splat, with every bit set.
def IsScalarOrSplatNegativeOne :
    Constraint<And<[
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some()>,
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some_and(|v| v.is_all_ones())>]>>;

// x + y * -1 becomes x - y.
def AddIMulNegativeOneRhs :
    Pat<(Arith_AddIOp
           $x,
           (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp $x, $y, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// x * -1 + y becomes y - x.
def AddIMulNegativeOneLhs :
    Pat<(Arith_AddIOp
           (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1),
           $y, $ovf2),
        (Arith_SubIOp $y, $x, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// The constant `$1` is typed like the value `$0`.
def HasTypeOfValue :
    Constraint<CPred<|ctx: &Context, v: Value, a: Attribute| drr::ods::attr_type(ctx, a) == Some(ctx.value_type(v))>>;

// (x * c0) * c1 becomes x * (c0 * c1).
def MulIMulIConstant :
    Pat<(Arith_MulIOp:$res
          (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2)),
        [(HasTypeOfValue $res, $c0), (HasTypeOfValue $res, $c1)]>;

// An addui_extended whose carry is unused becomes an addi (the dead carry is replaced by x).
def AddUIExtendedToAddI:
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
             [(Arith_AddIOp $x, $y, DefOverflow), (replaceWithValue $x)],
             [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;

// (x + c0) - c1 becomes x + (c0 - c1), without flags.
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)),
            // Neither op's flags hold for the new sum.
            DefOverflow)>;

// c1 - (x + c0) becomes (c1 - c0) - x.
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// (x - c0) - c1 becomes x - (c0 + c1).
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// (c0 - x) - c1 becomes (c0 - c1) - x.
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// c1 - (x - c0) becomes (c0 + c1) - x.
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// c1 - (c0 - x) becomes x + (c1 - c0).
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// (x - y) - x becomes 0 - y.
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y,
            (MergeOverflow $ovf1, $ovf2))>;

// A mulsi_extended whose high half is unused becomes a muli (the dead half is replaced by x).
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;

// An integer constant, scalar or splat, equal to 1 read as signed.
def IsScalarOrSplatOne :
    Constraint<And<[
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some()>,
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some_and(|v| v.to_i128() == Some(1))>]>>;

// mulsi_extended(x, 1) becomes (x, sign of x spread over all bits).
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
            [(replaceWithValue $x),
             (Arith_ExtSIOp(Arith_CmpIOp
                ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">,
                $x,
                (Arith_ConstantOp (GetZeroAttr $x))))],
            [(IsScalarOrSplatOne $c1)]>;

// A mului_extended whose high half is unused becomes a muli (the dead half is replaced by x).
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;

// The predicate true exactly where `pred` is false (`slt` for `sge`, …).
def InvertPredicate : NativeCodeCall<|b: &mut Context, pred: Attribute| -> Attribute { invert_predicate(b, pred) }>;
// A comparison xor true becomes the comparison with the inverted predicate.
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// extui(x) ^ extui(y) becomes extui(x ^ y), x and y of one type.
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// extsi(x) ^ extsi(y) becomes extsi(x ^ y), x and y of one type.
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// Equality of extsi(a) and extsi(b) becomes equality of a and b.
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred,
          (Arith_ExtSIOp $a),
          (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $a, $b),
         (Constraint<CPred<|ctx: &Context, p: Attribute| is_eq_or_ne(ctx, p)>> $pred)]>;

// Equality of extui(a) and extui(b) becomes equality of a and b.
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred,
          (Arith_ExtUIOp $a),
          (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $a, $b),
         (Constraint<CPred<|ctx: &Context, p: Attribute| is_eq_or_ne(ctx, p)>> $pred)]>;

// A select on a negated (xor all-ones) condition swaps its values instead.
def SelectNotCond :
    Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
        (SelectOp $pred, $b, $a),
        [(IsScalarOrSplatNegativeOne $ones)]>;

// A select on c nested in the true value of a select on c takes its true value.
def RedundantSelectTrue :
    Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
        (SelectOp $pred, $a, $c)>;

// A select on c nested in the false value of a select on c takes its false value.
def RedundantSelectFalse :
    Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
        (SelectOp $pred, $a, $c)>;

// select(c, false, true) becomes c xor true.
def SelectI1ToNot :
    Pat<(SelectOp $pred,
          (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

// An index_cast back to the original type becomes the original value.
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
        (replaceWithValue $x),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $res, $x)]>;

// index_cast(extsi(x)) becomes index_cast(x): the cast sign-extends anyway.
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

// An index_castui back to the original type becomes the original value.
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
        (replaceWithValue $x),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $res, $x)]>;

// index_castui(extui(x)) becomes index_castui(x): the cast zero-extends anyway.
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

// Two bitcasts in a row become one.
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

// extsi(extui(x)) becomes extui(x): the inner extension clears the sign bit.
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// extui(x) & extui(y) becomes extui(x & y), x and y of one type.
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// extsi(x) & extsi(y) becomes extsi(x & y), x and y of one type.
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// extui(x) | extui(y) becomes extui(x | y), x and y of one type.
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// extsi(x) | extsi(y) becomes extsi(x | y), x and y of one type.
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// The (element) integer type of `$0` is wider than that of `$1`.
def ValueWiderThan :
    Constraint<And<[
      CPred<|ctx: &Context, a: Value, _b: Value| scalar_or_element_width(ctx, a) > 0>,
      CPred<|ctx: &Context, a: Value, b: Value| scalar_or_element_width(ctx, a) > scalar_or_element_width(ctx, b)>]>>;

// The shift amount `$2` equals the bits a truncation from `$0` to `$1` drops.
def TruncationMatchesShiftAmount :
    Constraint<And<[
      CPred<|ctx: &Context, _a: Value, _b: Value, c: Attribute| int_or_splat_int_value(ctx, c).is_some()>,
      CPred<|ctx: &Context, a: Value, b: Value, c: Attribute| int_or_splat_int_value(ctx, c).is_some_and(|v| v.to_u128() == Some(u128::from((scalar_or_element_width(ctx, a) - scalar_or_element_width(ctx, b)) as u64)))>]>>;

// A trunci that keeps more bits than an extsi added becomes a narrower extsi.
def TruncIExtSIToExtSI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x), $overflow),
        (Arith_ExtSIOp $x),
        [(ValueWiderThan $ext, $tr),
         (ValueWiderThan $tr, $x)]>;

// A trunci that keeps more bits than an extui added becomes a narrower extui.
def TruncIExtUIToExtUI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x), $overflow),
        (Arith_ExtUIOp $x),
        [(ValueWiderThan $ext, $tr),
         (ValueWiderThan $tr, $x)]>;

// trunci of a shrsi by exactly the dropped bits becomes trunci of a shrui.
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0), $exact), $overflow),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp (cast<"TypedAttr"> $c0)), $exact), $overflow),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

// truncf(sitofp(x)) without a rounding mode becomes one sitofp to the narrow type.
def TruncFSIToFPToSIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_SIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_SIToFPOp $x),
        [(Constraint<CPred<|_ctx: &Context, rm: Option<Attribute>| rm.is_none()>, "default rounding mode"> $rmf)]>;

// truncf(uitofp(x)) without a rounding mode becomes one uitofp to the narrow type.
def TruncFUIToFPToUIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_UIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_UIToFPOp $x),
        [(Constraint<CPred<|_ctx: &Context, rm: Option<Attribute>| rm.is_none()>, "default rounding mode"> $rmf)]>;

// (-x) * (-y) becomes x * y, keeping the mulf's fast-math flags.
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// (-x) / (-y) becomes x / y, keeping the divf's fast-math flags.
def DivFOfNegF :
    Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_DivFOp $x, $y, $fmf),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;
}

pub mod cpp_patterns;

use cpp_patterns::{CmpFIntToFPConst, SelectToExtUI};
use drr::ods::Canonicalize;
use drr::rewrite::RewritePatternSet;

/// Implements `Canonicalize` (`let hasCanonicalizer = 1;`) with the
/// patterns `ArithOps.cpp`'s `getCanonicalizationPatterns` adds, in its
/// order, under MLIR's debug names (what `enable-patterns` and
/// `disable-patterns` select): the DRR patterns above are generated into
/// an anonymous namespace (`(anonymous namespace)::AddIAddConstant`), the
/// C++ ones after `+` are not (`SelectToExtUI`: their own name).
macro_rules! canonicalizers {
    ($($op:ident => [$($p:ident),* $(,)?] $(+ [$($cpp:ident),*])?;)*) => {$(
        impl Canonicalize for $op {
            fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
                $(patterns.add_named(concat!("(anonymous namespace)::", stringify!($p)), $p);)*
                $($(patterns.add($cpp);)*)?
            }
        }
    )*};
}

canonicalizers! {
    Arith_AddIOp => [AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS,
                     AddIMulNegativeOneRhs, AddIMulNegativeOneLhs];
    Arith_AddUIExtendedOp => [AddUIExtendedToAddI];
    Arith_SubIOp => [SubIRHSAddConstant, SubILHSAddConstant, SubIRHSSubConstantRHS,
                     SubIRHSSubConstantLHS, SubILHSSubConstantRHS, SubILHSSubConstantLHS,
                     SubISubILHSRHSLHS];
    Arith_MulIOp => [MulIMulIConstant];
    Arith_MulSIExtendedOp => [MulSIExtendedToMulI, MulSIExtendedRHSOne];
    Arith_MulUIExtendedOp => [MulUIExtendedToMulI];
    Arith_XOrIOp => [XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI];
    Arith_MulFOp => [MulFOfNegF];
    Arith_DivFOp => [DivFOfNegF];
    Arith_ExtSIOp => [ExtSIOfExtUI];
    Arith_TruncIOp => [TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI];
    Arith_TruncFOp => [TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP];
    Arith_AndIOp => [AndOfExtUI, AndOfExtSI];
    Arith_OrIOp => [OrOfExtUI, OrOfExtSI];
    Arith_IndexCastOp => [IndexCastOfIndexCast, IndexCastOfExtSI];
    Arith_IndexCastUIOp => [IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI];
    Arith_BitcastOp => [BitcastOfBitcast];
    Arith_CmpIOp => [CmpIExtSI, CmpIExtUI];
    Arith_CmpFOp => [] + [CmpFIntToFPConst];
    SelectOp => [RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot]
        + [SelectToExtUI];
}
