//! The `arith` dialect and its ops, written with `drr::ods!` in the way
//! MLIR's ODS describes a dialect: the `Arith_Dialect` record, its two
//! dialect attributes (`#arith.fastmath<…>`, `#arith.overflow<…>`) and
//! every op of MLIR 22's dialect with its operands, attributes
//! (properties), traits and hooks, under the record names MLIR uses
//! (`Arith_AddIOp`, …, `SelectOp`). The enums, base classes and shared
//! constraints the ops are built from are in `base.rs`, re-exported here.
//!
//! The hooks the records declare are implemented elsewhere in the crate:
//! folders (`hasFolder`) over [`crate::numerics`], verifiers
//! (`hasVerifier`) and the cast rules, the canonicalization patterns
//! (`hasCanonicalizer`, [`crate::canonicalization`]) and the constant
//! materializer ([`crate::constant`]).

use drr::{Attribute, Context, Location, OpId, Type, Value};

use crate::support::*;

mod base;

pub use base::*;

drr::ods! {
// The enums, base classes and constraints of `base.rs`, imported by the
// `use` above.
include "base.rs";

def Arith_Dialect : Dialect {
  let name = "arith";
  let cppNamespace = "::mlir::arith";
  let description = r#"
    Integer and floating-point arithmetic on scalars and, element by
    element, on vectors and tensors of them: arithmetic, bitwise and shift
    ops, comparisons, `select`, and casts between integer, index and float
    types. Integers are signless bit vectors in two's complement; an op's
    signedness, where it matters, is in its name (`divsi`, `divui`). A
    poison operand makes the result poison unless the op says otherwise.
  "#;

  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

// The dialect attributes holding the bit enums: `#arith.fastmath<nnan,ninf>`
// and `#arith.overflow<nsw, nuw>`.
def Arith_FastMathAttr :
    EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

def Arith_IntegerOverflowAttr :
    EnumAttr<Arith_Dialect, Arith_IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

// ---- Constants -----------------------------------------------------------

def Arith_ConstantOp : Op<Arith_Dialect, "constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
     AllTypesMatch<["value", "result"]>,
     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "integer or floating-point constant";
  let description = r#"
    The value of its `value` attribute, whose type is the result's: an
    integer, index or float scalar, or an elements attribute for a vector
    or tensor. Folds to that attribute; it is also the op the
    dialect materializes folded constants as.
  "#;

  let arguments = (ins TypedAttrInterface:$value);
  // Not only signless integers and floats: tensors of strings and of
  // signed integers are constants too.
  let results = (outs AnyType:$result);

  let extraClassDeclaration = {
    /// Whether an `arith.constant` of type `ty` can hold `value`.
    pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
      crate::constant::is_buildable_with(ctx, value, ty)
    }

    /// Creates an `arith.constant` of type `ty` holding `value`, if it
    /// can hold it.
    pub fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
      crate::constant::materialize(ctx, value, ty, loc)
    }
  };

  let hasFolder = 1;
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
}

// ---- Integer arithmetic --------------------------------------------------

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
  let summary = "integer addition";
  let description = r#"
    `lhs + rhs` modulo 2^N, the same bits for signed and unsigned operands.
    With `nsw` (`nuw`) in `overflowFlags`, a sum that wraps as a signed
    (unsigned) number is poison. Folds `x + 0`, constant operands, and
    `(a - b) + b` to `a`.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// The ops with two results computed from two integer operands; their
// unroll shape is the first result's.
class Arith_TwoResultIntOp<string mnemonic, list<Trait> traits = []> :
    Arith_Op<mnemonic, traits> {
  let hasFolder = 1;
  let hasCanonicalizer = 1;

  let extraClassDeclaration = {
    /// The shape to unroll over: the first result's vector shape.
    pub fn shape_for_unroll(self, ctx: &Context) -> Option<Vec<i64>> {
      vector_shape(ctx, ctx.value_type(ctx.op(self.0).results()[0]))
    }
  };
}

def Arith_AddUIExtendedOp : Arith_TwoResultIntOp<"addui_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let summary = "unsigned addition with a carry result";
  let description = r#"
    `sum` is `lhs + rhs` modulo 2^N; `overflow` (`i1`, in the operands'
    shape) is 1 where the unsigned sum did not fit. Folds `x + 0` to
    `(x, 0)` and constant operands; becomes `arith.addi` when `overflow`
    has no uses.
  "#;

  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$sum, BoolLike:$overflow);
  let assemblyFormat = r#"
    $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
  "#;

  // The overflow type is `i1` in the shape of the operands.
  let builders = [
    OpBuilder<(ins "Value":$lhs, "Value":$rhs), {
      let ty = $_builder.value_type(lhs);
      let overflow = i1_same_shape($_builder, ty);
      Self::build_with($_builder, $_loc, ty, overflow, lhs, rhs)
    }>
  ];
}

def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
  let summary = "integer subtraction";
  let description = r#"
    `lhs - rhs` modulo 2^N, with `nsw`/`nuw` as for `arith.addi`. Folds
    `x - 0`, `x - x`, constant operands, and `(a + b) - b` (or `- a`) to the
    other addend.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli",
  [Commutative, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]
> {
  let summary = "integer multiplication";
  let description = r#"
    `lhs * rhs` modulo 2^N, with `nsw`/`nuw` as for `arith.addi`. Folds
    `x * 0`, `x * 1` and constant operands.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// The full 2N-bit product, as its `low` and `high` N-bit halves.
class Arith_MulExtendedOp<string mnemonic> :
    Arith_TwoResultIntOp<mnemonic, [Pure, Commutative,
      AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);

  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Arith_MulSIExtendedOp : Arith_MulExtendedOp<"mulsi_extended"> {
  let summary = "signed multiplication into a double-width product";
  let description = r#"
    Multiplies the sign-extended operands; `low` equals `arith.muli`'s
    result, `high` holds the upper N bits. Folds `x * 0` and constant
    operands; becomes `arith.muli` when `high` has no uses.
  "#;
}

def Arith_MulUIExtendedOp : Arith_MulExtendedOp<"mului_extended"> {
  let summary = "unsigned multiplication into a double-width product";
  let description = r#"
    Multiplies the zero-extended operands; `low` equals `arith.muli`'s
    result, `high` holds the upper N bits. Folds `x * 0`, `x * 1` and
    constant operands; becomes `arith.muli` when `high` has no uses.
  "#;
}

// ---- Division and remainder ----------------------------------------------

// A zero divisor is undefined behaviour (in any element), so the
// divisions are speculatable only when the divisor is known to be safe.

def Arith_DivUIOp : Arith_IntBinaryOpWithExactFlag<"divui",
                                                   [ConditionallySpeculatable]> {
  let summary = "unsigned integer division";
  let description = r#"
    The unsigned quotient, rounded toward zero. With `isExact`, the result
    is poison unless `rhs` divides `lhs`. Folds `x / 1`, constant operands
    (not a zero divisor), and `(a * b) / b` to `a` when the product has
    `nuw`.
  "#;

  let extraClassDeclaration = {
    /// Speculatable when the divisor is a nonzero constant.
    pub fn speculatability(self, ctx: &mut Context) -> crate::speculation::Speculatability {
      crate::speculation::unsigned_division(ctx, self.rhs(ctx))
    }
  };

  let hasFolder = 1;
}

def Arith_DivSIOp : Arith_IntBinaryOpWithExactFlag<"divsi",
                                                   [ConditionallySpeculatable]> {
  let summary = "signed integer division";
  let description = r#"
    The signed quotient, rounded toward zero; `MIN / -1` is undefined
    behaviour like a zero divisor. With `isExact`, the result is poison
    unless `rhs` divides `lhs`. Folds `x / 1`, constant operands, and
    `(a * b) / b` to `a` when the product has `nsw`.
  "#;

  let extraClassDeclaration = {
    /// Speculatable when the divisor is a constant other than 0 and -1.
    pub fn speculatability(self, ctx: &mut Context) -> crate::speculation::Speculatability {
      crate::speculation::signed_division(ctx, self.rhs(ctx))
    }
  };

  let hasFolder = 1;
}

def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui",
                                          [ConditionallySpeculatable]> {
  let summary = "unsigned integer division rounding up";
  let description = r#"
    The unsigned quotient, rounded toward positive infinity. Folds `x / 1`
    and constant operands (not a zero divisor).
  "#;

  let extraClassDeclaration = {
    /// Speculatable when the divisor is a nonzero constant.
    pub fn speculatability(self, ctx: &mut Context) -> crate::speculation::Speculatability {
      crate::speculation::unsigned_division(ctx, self.rhs(ctx))
    }
  };

  let hasFolder = 1;
}

def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi",
                                          [ConditionallySpeculatable]> {
  let summary = "signed integer division rounding up";
  let description = r#"
    The signed quotient, rounded toward positive infinity; `MIN / -1` is
    undefined behaviour like a zero divisor. Folds `x / 1` and constant
    operands whose quotient does not overflow.
  "#;

  let extraClassDeclaration = {
    /// Speculatable when the divisor is a constant other than 0 and -1.
    pub fn speculatability(self, ctx: &mut Context) -> crate::speculation::Speculatability {
      crate::speculation::signed_division(ctx, self.rhs(ctx))
    }
  };

  let hasFolder = 1;
}

def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed integer division rounding down";
  let description = r#"
    The signed quotient, rounded toward negative infinity; a zero divisor
    and `MIN / -1` are undefined behaviour. Folds `x / 1` and constant
    operands.
  "#;
  let hasFolder = 1;
}

def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned integer remainder";
  let description = r#"
    The remainder of the unsigned division; a zero divisor is undefined
    behaviour. Folds `x % 1` to 0 and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed integer remainder";
  let description = r#"
    The remainder of the signed division, with the sign of `lhs`; a zero
    divisor is undefined behaviour. Folds `x % 1` to 0 and constant
    operands.
  "#;
  let hasFolder = 1;
}

// ---- Bitwise operations and shifts ---------------------------------------

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "bitwise and";
  let description = r#"
    Folds `x & 0`, `x & -1`, `x & ~x`, `a & (a & b)` and constant operands.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "bitwise or";
  let description = r#"
    Folds `x | 0`, `x | -1`, `x | ~x` and constant operands.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "bitwise exclusive or";
  let description = r#"
    Folds `x ^ 0`, `x ^ x`, `(x ^ a) ^ a` and constant operands. With an
    all-ones `rhs` it is the bitwise negation the patterns look for.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
  let summary = "left shift";
  let description = r#"
    Shifts `lhs` left by `rhs` (read as unsigned), filling with zeros; a
    shift by the bit width or more is poison, and so is a result that
    wraps under `nsw`/`nuw`. Folds a shift by 0 and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_ShRUIOp : Arith_IntBinaryOpWithExactFlag<"shrui", [Pure]> {
  let summary = "logical right shift";
  let description = r#"
    Shifts `lhs` right by `rhs` (both read as unsigned), filling with
    zeros; a shift by the bit width or more is poison. With `isExact`, so
    is a shift that drops a set bit. Folds a shift by 0 and constant
    operands.
  "#;
  let hasFolder = 1;
}

def Arith_ShRSIOp : Arith_IntBinaryOpWithExactFlag<"shrsi", [Pure]> {
  let summary = "arithmetic right shift";
  let description = r#"
    Shifts `lhs` right by `rhs` (read as unsigned), filling with copies of
    the sign bit; a shift by the bit width or more is poison. With
    `isExact`, so is a shift that drops a set bit. Folds a shift by 0 and
    constant operands.
  "#;
  let hasFolder = 1;
}

// ---- Float arithmetic ----------------------------------------------------

// The float ops compute in the IEEE format of their type, rounding to
// nearest even; `fastmath` lets transformations assume more.

def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
  let summary = "float negation";
  let description = r#"
    Flips the sign bit (NaNs included). Folds constants and `-(-x)`.
  "#;
  let hasFolder = 1;
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "float addition";
  let description = r#"
    Folds `x + -0.0` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "float subtraction";
  let description = r#"
    Folds `x - +0.0` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "float maximum, propagating NaN";
  let description = r#"
    The larger operand, with -0.0 below +0.0; NaN if either operand is
    NaN. Folds `max(x, x)`, `max(x, -inf)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]> {
  let summary = "float maximum, ignoring NaN";
  let description = r#"
    The larger operand; a NaN operand yields the other one, and the sign
    of a zero result is unspecified. Folds `max(x, x)`, `max(x, NaN)` and
    constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed integer maximum";
  let description = r#"
    Folds `max(x, x)`, `max(x, MAX)`, `max(x, MIN)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned integer maximum";
  let description = r#"
    Folds `max(x, x)`, `max(x, 0)`, `max(x, -1)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "float minimum, propagating NaN";
  let description = r#"
    The smaller operand, with -0.0 below +0.0; NaN if either operand is
    NaN. Folds `min(x, x)`, `min(x, +inf)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]> {
  let summary = "float minimum, ignoring NaN";
  let description = r#"
    The smaller operand; a NaN operand yields the other one, and the sign
    of a zero result is unspecified. Folds `min(x, x)`, `min(x, NaN)` and
    constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed integer minimum";
  let description = r#"
    Folds `min(x, x)`, `min(x, MIN)`, `min(x, MAX)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned integer minimum";
  let description = r#"
    Folds `min(x, x)`, `min(x, 0)`, `min(x, -1)` and constant operands.
  "#;
  let hasFolder = 1;
}

def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "float multiplication";
  let description = r#"
    Folds `x * 1.0`, `x * 0.0` under `nnan` and `nsz`, and constant
    operands.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "float division";
  let description = r#"
    Folds `x / 1.0` and constant operands.
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
  let summary = "float remainder";
  let description = r#"
    The remainder of `lhs / rhs` truncated toward zero (C's `fmod`): it
    has the sign of `lhs`. Folds constant operands.
  "#;
  let hasFolder = 1;
}

// ---- Extensions and truncations ------------------------------------------

def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
  let summary = "zero extension to a wider integer";
  let description = r#"
    Pads the value with zero bits to the result's strictly larger width.
    Folds constants and `extui(extui(x))` (in place).
  "#;

  let hasFolder = 1;
  let hasVerifier = 1;
}

def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
  let summary = "sign extension to a wider integer";
  let description = r#"
    Pads the value with copies of its sign bit to the result's strictly
    larger width. Folds constants and `extsi(extsi(x))` (in place).
  "#;

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_ExtFOp : Arith_FToFCastOp<"extf", [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "conversion to a wider float type";
  let description = r#"
    Converts to a float type that holds every value of the operand's, so
    the value is exact. Folds constants and, when both ops allow
    `contract`, `extf(truncf(x))` to `x`.
  "#;
  let hasVerifier = 1;
  let hasFolder = 1;

  let arguments = (ins FloatLike:$in,
                       OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);

  let assemblyFormat = r#" $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) "#;
}

def Arith_ScalingExtFOp
    : Arith_Op<
          "scaling_extf", [Pure, SameInputOutputTensorDims,
                           DeclareOpInterfaceMethods<ArithFastMathInterface>,
                           DeclareOpInterfaceMethods<CastOpInterface>]>,
      Arguments<(ins FloatLike:$in, FloatLike:$scale,
          OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
      Results<(outs FloatLike:$out)> {
  let summary = "extension of block-scaled floats";
  let description = r#"
    Dequantizes microscaling (OCP MX) data: `in` is extended to the
    result type and multiplied by `scale` (of the same shape) converted to
    that type, element by element. A NaN in either gives NaN. Scales
    shared by a block of elements are broadcast to the input's shape
    first. Does not fold.
  "#;
  let hasVerifier = 1;
  let assemblyFormat =
      r#" $in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:`
      type($in) `,` type($scale) `to` type($out)"#;
}

def Arith_TruncIOp : Arith_Op<"trunci",
    [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
     DeclareOpInterfaceMethods<CastOpInterface>,
     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
     DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]> {
  let summary = "truncation to a narrower integer";
  let description = r#"
    Keeps the low bits of the value, down to the result's strictly smaller
    width. Under `nuw` the result is poison if a dropped bit is set; under
    `nsw`, if a dropped bit differs from the result's sign bit. Folds
    constants, `trunci(trunci(x))` and truncations of extensions.
  "#;

  let arguments = (ins
      SignlessFixedWidthIntegerLike:$in,
      DefaultValuedAttr<Arith_IntegerOverflowAttr,
          "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs SignlessFixedWidthIntegerLike:$out);
  let assemblyFormat = r#"
    $in (`overflow` `` $overflowFlags^)? attr-dict
    `:` type($in) `to` type($out)
  "#;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_TruncFOp :
    Arith_Op<"truncf",
      [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
       DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
       DeclareOpInterfaceMethods<ArithFastMathInterface>,
       DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins FloatLike:$in,
                   OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                   OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
    Results<(outs FloatLike:$out)> {
  let summary = "conversion to a narrower float type";
  let description = r#"
    Rounds the value to a strictly narrower float type with `roundingmode`
    (to nearest, ties to even, when absent). Folds constants that convert
    exactly, and `truncf(extf(x))`.
  "#;
  // Without rounding mode and fast-math flags.
  let builders = [
    OpBuilder<(ins "Type":$out, "Value":$in), {
      Self::build_with($_builder, $_loc, out, r#in, None, None)
    }>
  ];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let assemblyFormat = r#" $in ($roundingmode^)?
                          (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) "#;
}

def Arith_ScalingTruncFOp
    : Arith_Op<"scaling_truncf",
               [Pure, SameInputOutputTensorDims,
                DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
                DeclareOpInterfaceMethods<ArithFastMathInterface>,
                DeclareOpInterfaceMethods<CastOpInterface>]>,
      Arguments<(ins FloatLike:$in, FloatLike:$scale,
          OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
          OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
      Results<(outs FloatLike:$out)> {
  let summary = "truncation into block-scaled floats";
  let description = r#"
    Quantizes into microscaling (OCP MX) data: `in` is divided by `scale`
    (of the same shape, broadcast from its blocks beforehand) and the
    quotient truncated to the result type with `roundingmode`. The caller
    normalizes the scales; `fastmath` can ask a lowering to flush
    denormals. Does not fold.
  "#;
  let hasVerifier = 1;
  let assemblyFormat =
      r#" $in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:`
      type($in) `,` type($scale) `to` type($out)"#;
}

// ---- Conversions between integers and floats -----------------------------

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
  let summary = "unsigned integer to float";
  let description = r#"
    The float nearest to the operand read as unsigned (ties to even).
    Folds constants.
  "#;
  let hasFolder = 1;
}

def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
  let summary = "signed integer to float";
  let description = r#"
    The float nearest to the operand read as signed (ties to even). Folds
    constants.
  "#;
  let hasFolder = 1;
}

def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
  let summary = "float to unsigned integer";
  let description = r#"
    The operand truncated toward zero, as an unsigned integer. Folds
    constants that fit the result, not NaN or infinities.
  "#;
  let hasFolder = 1;
}

def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
  let summary = "float to signed integer";
  let description = r#"
    The operand truncated toward zero, as a signed integer. Folds
    constants that fit the result, not NaN or infinities.
  "#;
  let hasFolder = 1;
}

// ---- Index and bit casts -------------------------------------------------

def Arith_IndexCastOp
  : Arith_CastOp<"index_cast", IndexCastTypeConstraint, IndexCastTypeConstraint,
                 [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "signed cast between index and integer";
  let description = r#"
    Converts between `index` and a signless integer type (or their
    vectors, tensors and memrefs), sign-extending to a wider type and
    truncating to a narrower one. Folds constants, `index` taken as 64
    bits.
  "#;

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_IndexCastUIOp
  : Arith_CastOp<"index_castui", IndexCastTypeConstraint, IndexCastTypeConstraint,
                 [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "unsigned cast between index and integer";
  let description = r#"
    As `arith.index_cast`, but zero-extending to a wider type. Folds
    constants.
  "#;

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint,
                                              BitcastTypeConstraint> {
  let summary = "reinterpretation of bits as another type of equal width";
  let description = r#"
    The operand's bits read as an integer or float type of the same bit
    width, element by element. The bits are the value's logical bits,
    independent of the target's byte order. Folds constants.
  "#;

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// ---- Comparisons and selection -------------------------------------------

def Arith_CmpIOp : Arith_CompareOp<"cmpi",
    [DeclareOpInterfaceMethods<InferIntRangeInterface,
                               ["inferResultRanges"]>]> {
  let summary = "integer comparison";
  let description = r#"
    Compares `lhs` and `rhs` with `predicate` (`CmpIPredicate`: `eq`,
    `ne`, and the signed or unsigned orderings), giving `i1`, or `i1`
    per element. In the generic form the predicate is its number
    (`2 : i64` for `slt`). Folds constant operands and comparisons of a
    value with itself, and moves a lone constant to the right.
  "#;

  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf",
    [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "float comparison";
  let description = r#"
    Compares `lhs` and `rhs` with `predicate` (`CmpFPredicate`): an
    ordered predicate (`o…`) is false and an unordered one (`u…`) true
    when an operand is NaN. Gives `i1`, or `i1` per element. Folds scalar
    constants and a NaN operand.
  "#;

  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs,
                       DefaultValuedAttr<
                         Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath);

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let assemblyFormat = r#" $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs)"#;
}

def SelectOp : Arith_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>,
    BooleanConditionOrMatchingShape<"condition", "result">,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRangesFromOptional"]>,
    DeclareOpInterfaceMethods<SelectLikeOpInterface>]> {
  let summary = "choice between two values";
  let description = r#"
    `true_value` where `condition` is 1, `false_value` where it is 0. A
    scalar `i1` condition picks a whole vector or tensor; a shaped
    condition picks element by element. Only the chosen value's poison
    matters; a poison condition gives poison. Folds constant conditions,
    equal or poison alternatives, and `select(c, true, false)` to `c`.
  "#;

  let arguments = (ins BoolLike:$condition,
                       AnyType:$true_value,
                       AnyType:$false_value);
  let results = (outs AnyType:$result);

  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;

  let hasCustomAssemblyFormat = 1;
}
}
