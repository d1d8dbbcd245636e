//! `ArithCanonicalization.td` of MLIR 22: arith's 43 DRR canonicalization
//! patterns, written with `patterns!` the way the `.td` file writes them.
//!
//! The edits are the ones `patterns!` asks for: the C++ of NativeCodeCalls
//! and `CPred`s is Rust (the helpers they call are in [`helpers`]).
//!
//! Provenance: the index of public sources this project searches holds no
//! copy of the file at LLVM 22 (only older ones), so this text was
//! reconstructed from the older versions and checked against what MLIR 22
//! itself compiled (`libMLIRArithDialect.a` of the `mlir-22` packages): the
//! set of pattern classes, each op's `getCanonicalizationPatterns` order and
//! the patterns' benefits, each generated matcher's sequence of match
//! failures (which ops it matches, which arguments it binds to
//! `ConstantLikeMatcher`s and which entities its constraints name) — and
//! every pattern is tested against `mlir-opt-22 --canonicalize`
//! (`tests/canonicalize.rs`). Where a constraint's C++ could not be
//! recovered, the Rust one is what the pattern needs to be correct on any
//! input and what MLIR 22 does on every arith input tried:
//! `MulIMulIConstant`'s checks of `$res` against `$c0` and `$c1` require the
//! constants to have the result's type; `SelectNotCond` requires its `xori`
//! constant to be an integer (not a splat: MLIR 22 leaves a `select` of a
//! negated vector mask alone) of all ones; `IsScalarOrSplatOne` reads the constant as a
//! signed integer (MLIR 22 does not rewrite `mulsi_extended(x, true : i1)`,
//! whose `true` is `-1` as a signed `i1`).

use drr::{Attribute, Context, Value};

use crate::ops::*;

pub mod helpers;

use helpers::*;

drr::patterns! {
// Create zero attribute of type matching the argument's type.
def GetZeroAttr : NativeCodeCall<|b: &mut Context, v: Value| -> Attribute { zero_attr(b, v) }>;

// Add two integer attributes and create a new one with the result.
def AddIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { add_integer_attrs(b, res, lhs, rhs) }>;

// Subtract two integer attributes and create a new one with the result.
def SubIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { sub_integer_attrs(b, res, lhs, rhs) }>;

// Multiply two integer attributes and create a new one with the result.
def MulIntAttrs : NativeCodeCall<|b: &mut Context, res: Value, lhs: Attribute, rhs: Attribute| -> Attribute { mul_integer_attrs(b, res, lhs, rhs) }>;

// Merge overflow flags from 2 ops, selecting the most conservative combination.
def MergeOverflow : NativeCodeCall<|b: &mut Context, a: Attribute, c: Attribute| -> Attribute { merge_overflow_flags(b, a, c) }>;

// Default overflow flag (all wraparounds allowed).
defvar DefOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

class cast<string type> : NativeCodeCall<|_b: &mut Context, a: Attribute| -> Attribute { a }>;

//===----------------------------------------------------------------------===//
// AddIOp
//===----------------------------------------------------------------------===//

// addi is commutative and will be canonicalized to have its constants appear
// as the second operand.

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

def IsScalarOrSplatNegativeOne :
    Constraint<And<[
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some()>,
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some_and(|v| v.is_all_ones())>]>>;

// addi(x, muli(y, -1)) -> subi(x, y)
def AddIMulNegativeOneRhs :
    Pat<(Arith_AddIOp
           $x,
           (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp $x, $y, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// addi(muli(x, -1), y) -> subi(y, x)
def AddIMulNegativeOneLhs :
    Pat<(Arith_AddIOp
           (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1),
           $y, $ovf2),
        (Arith_SubIOp $y, $x, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// The constant `$1` has the type of the value `$0`.
def HasTypeOfValue :
    Constraint<CPred<|ctx: &Context, v: Value, a: Attribute| drr::ods::attr_type(ctx, a) == Some(ctx.value_type(v))>>;

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
def MulIMulIConstant :
    Pat<(Arith_MulIOp:$res
          (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2)),
        [(HasTypeOfValue $res, $c0), (HasTypeOfValue $res, $c1)]>;

//===----------------------------------------------------------------------===//
// AddUIExtendedOp
//===----------------------------------------------------------------------===//

// addui_extended(x, y) -> [addi(x, y), x], when the `overflow` result has no
// uses. Since the 'overflow' result is unused, any replacement value will do.
def AddUIExtendedToAddI:
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
             [(Arith_AddIOp $x, $y, DefOverflow), (replaceWithValue $x)],
             [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;

//===----------------------------------------------------------------------===//
// SubIOp
//===----------------------------------------------------------------------===//

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)),
            // Overflow flags cannot be preserved.
            DefOverflow)>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y,
            (MergeOverflow $ovf1, $ovf2))>;

//===----------------------------------------------------------------------===//
// MulSIExtendedOp
//===----------------------------------------------------------------------===//

// mulsi_extended(x, y) -> [muli(x, y), x], when the `high` result is unused.
// Since the `high` result it not used, any replacement value will do.
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;


def IsScalarOrSplatOne :
    Constraint<And<[
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some()>,
      CPred<|ctx: &Context, a: Attribute| int_or_splat_int_value(ctx, a).is_some_and(|v| v.to_i128() == Some(1))>]>>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
            [(replaceWithValue $x),
             (Arith_ExtSIOp(Arith_CmpIOp
                ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">,
                $x,
                (Arith_ConstantOp (GetZeroAttr $x))))],
            [(IsScalarOrSplatOne $c1)]>;

//===----------------------------------------------------------------------===//
// MulUIExtendedOp
//===----------------------------------------------------------------------===//

// mului_extended(x, y) -> [muli(x, y), x], when the `high` result is unused.
// Since the `high` result it not used, any replacement value will do.
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(Constraint<CPred<|ctx: &Context, v: Value| ctx.use_empty(v)>> $res__1)]>;

//===----------------------------------------------------------------------===//
// XOrIOp
//===----------------------------------------------------------------------===//

// xori is commutative and will be canonicalized to have its constants appear
// as the second operand.

// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, 1)
def InvertPredicate : NativeCodeCall<|b: &mut Context, pred: Attribute| -> Attribute { invert_predicate(b, pred) }>;
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// xor extui(x), extui(y) -> extui(xor(x,y))
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// xor extsi(x), extsi(y) -> extsi(xor(x,y))
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

//===----------------------------------------------------------------------===//
// CmpIOp
//===----------------------------------------------------------------------===//

// cmpi(== or !=, a ext iNN, b ext iNN) == cmpi(== or !=, a, b)
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred,
          (Arith_ExtSIOp $a),
          (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $a, $b),
         (Constraint<CPred<|ctx: &Context, p: Attribute| is_eq_or_ne(ctx, p)>> $pred)]>;

// cmpi(== or !=, a ext iNN, b ext iNN) == cmpi(== or !=, a, b)
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred,
          (Arith_ExtUIOp $a),
          (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $a, $b),
         (Constraint<CPred<|ctx: &Context, p: Attribute| is_eq_or_ne(ctx, p)>> $pred)]>;

//===----------------------------------------------------------------------===//
// SelectOp
//===----------------------------------------------------------------------===//

// select(not(pred), a, b) => select(pred, b, a)
def SelectNotCond :
    Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
        (SelectOp $pred, $b, $a),
        [(IsScalarOrSplatNegativeOne $ones)]>;

// select(pred, select(pred, a, b), c) => select(pred, a, c)
def RedundantSelectTrue :
    Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
        (SelectOp $pred, $a, $c)>;

// select(pred, a, select(pred, b, c)) => select(pred, a, c)
def RedundantSelectFalse :
    Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
        (SelectOp $pred, $a, $c)>;

// select(pred, false, true) => not(pred)
def SelectI1ToNot :
    Pat<(SelectOp $pred,
          (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

//===----------------------------------------------------------------------===//
// IndexCastOp
//===----------------------------------------------------------------------===//

// index_cast(index_cast(x)) -> x, if dstType == srcType.
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
        (replaceWithValue $x),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $res, $x)]>;

// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

//===----------------------------------------------------------------------===//
// IndexCastUIOp
//===----------------------------------------------------------------------===//

// index_castui(index_castui(x)) -> x, if dstType == srcType.
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
        (replaceWithValue $x),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $res, $x)]>;

// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

//===----------------------------------------------------------------------===//
// BitcastOp
//===----------------------------------------------------------------------===//

// bitcast(type1, bitcast(type2, x)) -> bitcast(type1, x)
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

//===----------------------------------------------------------------------===//
// ExtSIOp
//===----------------------------------------------------------------------===//

// extsi(extui(x iN : iM) : iL) -> extui(x : iL)
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

//===----------------------------------------------------------------------===//
// AndIOp
//===----------------------------------------------------------------------===//

// and extui(x), extui(y) -> extui(and(x,y))
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// and extsi(x), extsi(y) -> extsi(and(x,y))
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

//===----------------------------------------------------------------------===//
// OrIOp
//===----------------------------------------------------------------------===//

// or extui(x), extui(y) -> extui(or(x,y))
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)), (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

// or extsi(x), extsi(y) -> extsi(or(x,y))
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)), (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
      [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

//===----------------------------------------------------------------------===//
// TruncIOp
//===----------------------------------------------------------------------===//

def ValueWiderThan :
    Constraint<And<[
      CPred<|ctx: &Context, a: Value, _b: Value| scalar_or_element_width(ctx, a) > 0>,
      CPred<|ctx: &Context, a: Value, b: Value| scalar_or_element_width(ctx, a) > scalar_or_element_width(ctx, b)>]>>;

def TruncationMatchesShiftAmount :
    Constraint<And<[
      CPred<|ctx: &Context, _a: Value, _b: Value, c: Attribute| int_or_splat_int_value(ctx, c).is_some()>,
      CPred<|ctx: &Context, a: Value, b: Value, c: Attribute| int_or_splat_int_value(ctx, c).is_some_and(|v| v.to_u128() == Some(u128::from((scalar_or_element_width(ctx, a) - scalar_or_element_width(ctx, b)) as u64)))>]>>;

// trunci(extsi(x)) -> extsi(x), when only the sign-extension bits are truncated
def TruncIExtSIToExtSI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x), $overflow),
        (Arith_ExtSIOp $x),
        [(ValueWiderThan $ext, $tr),
         (ValueWiderThan $tr, $x)]>;

// trunci(extui(x)) -> extui(x), when only the zero-extension bits are truncated
def TruncIExtUIToExtUI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x), $overflow),
        (Arith_ExtUIOp $x),
        [(ValueWiderThan $ext, $tr),
         (ValueWiderThan $tr, $x)]>;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c))
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0), $exact), $overflow),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp (cast<"TypedAttr"> $c0)), $exact), $overflow),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

//===----------------------------------------------------------------------===//
// TruncFOp
//===----------------------------------------------------------------------===//

// truncf(sitofp(x)) -> sitofp(x) if default rounding mode.
def TruncFSIToFPToSIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_SIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_SIToFPOp $x),
        [(Constraint<CPred<|_ctx: &Context, rm: Option<Attribute>| rm.is_none()>, "default rounding mode"> $rmf)]>;

// truncf(uitofp(x)) -> uitofp(x) if default rounding mode.
def TruncFUIToFPToUIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_UIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_UIToFPOp $x),
        [(Constraint<CPred<|_ctx: &Context, rm: Option<Attribute>| rm.is_none()>, "default rounding mode"> $rmf)]>;

//===----------------------------------------------------------------------===//
// MulFOp
//===----------------------------------------------------------------------===//

// mulf(negf(x), negf(y)) -> mulf(x,y)
// (retain fastmath flags of original mulf)
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(Constraint<CPred<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b)>> $x, $y)]>;

//===----------------------------------------------------------------------===//
// DivFOp
//===----------------------------------------------------------------------===//

// divf(negf(x), negf(y)) -> divf(x,y)
// (retain fastmath flags of original divf)
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
