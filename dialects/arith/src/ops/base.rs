//! What the arith ops are built from: the dialect's enums (comparison
//! predicates, fast-math and overflow flags, rounding modes, the atomic
//! read-modify-write kinds other dialects use) and the base classes,
//! type constraints and traits the op records of [`super`] instantiate.
//!
//! The classes are exported as macros; names in their bodies
//! (`Arith_Dialect`, `Arith_FastMathAttr`, …) resolve in the block that
//! instantiates them, the ops block.

drr::ods! {
// ---- Enums ---------------------------------------------------------------

/// `arith.cmpf`'s predicates. A `u` prefix means "unordered" (true when
/// either operand is NaN), `o` "ordered"; `false` and `true` ignore the
/// operands.
def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">]> {
  let cppNamespace = "::mlir::arith";
}

// The cases are numbered in list order; symbol and string coincide.
defvar cmpIPredicates = ["eq", "ne", "slt", "sle", "sgt", "sge",
                         "ult", "ule", "ugt", "uge"];

/// `arith.cmpi`'s predicates: equality, and signed (`s`) or unsigned
/// (`u`) orderings.
def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "",
    !foreach(i, !range(cmpIPredicates), I64EnumAttrCase<cmpIPredicates[i], i>)> {
  let cppNamespace = "::mlir::arith";
}

// Named cases: each is also a constant other dialects' patterns can use.
def ATOMIC_RMW_KIND_ADDF     : I64EnumAttrCase<"addf", 0>;
def ATOMIC_RMW_KIND_ADDI     : I64EnumAttrCase<"addi", 1>;
def ATOMIC_RMW_KIND_ANDI     : I64EnumAttrCase<"andi", 2>;
def ATOMIC_RMW_KIND_ASSIGN   : I64EnumAttrCase<"assign", 3>;
def ATOMIC_RMW_KIND_MAXIMUMF : I64EnumAttrCase<"maximumf", 4>;
def ATOMIC_RMW_KIND_MAXNUMF  : I64EnumAttrCase<"maxnumf", 5>;
def ATOMIC_RMW_KIND_MAXS     : I64EnumAttrCase<"maxs", 6>;
def ATOMIC_RMW_KIND_MAXU     : I64EnumAttrCase<"maxu", 7>;
def ATOMIC_RMW_KIND_MINIMUMF : I64EnumAttrCase<"minimumf", 8>;
def ATOMIC_RMW_KIND_MINNUMF  : I64EnumAttrCase<"minnumf", 9>;
def ATOMIC_RMW_KIND_MINS     : I64EnumAttrCase<"mins", 10>;
def ATOMIC_RMW_KIND_MINU     : I64EnumAttrCase<"minu", 11>;
def ATOMIC_RMW_KIND_MULF     : I64EnumAttrCase<"mulf", 12>;
def ATOMIC_RMW_KIND_MULI     : I64EnumAttrCase<"muli", 13>;
def ATOMIC_RMW_KIND_ORI      : I64EnumAttrCase<"ori", 14>;
def ATOMIC_RMW_KIND_XORI     : I64EnumAttrCase<"xori", 15>;

/// The read-modify-write operations of atomic updates (used by the
/// `memref` and `vector` dialects; no arith op takes it).
def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
    ATOMIC_RMW_KIND_ADDF, ATOMIC_RMW_KIND_ADDI, ATOMIC_RMW_KIND_ANDI,
    ATOMIC_RMW_KIND_ASSIGN, ATOMIC_RMW_KIND_MAXIMUMF, ATOMIC_RMW_KIND_MAXNUMF,
    ATOMIC_RMW_KIND_MAXS, ATOMIC_RMW_KIND_MAXU, ATOMIC_RMW_KIND_MINIMUMF,
    ATOMIC_RMW_KIND_MINNUMF, ATOMIC_RMW_KIND_MINS, ATOMIC_RMW_KIND_MINU,
    ATOMIC_RMW_KIND_MULF, ATOMIC_RMW_KIND_MULI, ATOMIC_RMW_KIND_ORI,
    ATOMIC_RMW_KIND_XORI]> {
  let cppNamespace = "::mlir::arith";
}

// One bit per relaxation LLVM knows; `fast` is all of them, and is what
// the printer shows when every bit is set.
def FASTMATH_NONE            : I32BitEnumAttrCaseNone<"none">;
def FASTMATH_REASSOC         : I32BitEnumAttrCaseBit<"reassoc", 0>;
def FASTMATH_NO_NANS         : I32BitEnumAttrCaseBit<"nnan", 1>;
def FASTMATH_NO_INFS         : I32BitEnumAttrCaseBit<"ninf", 2>;
def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz", 3>;
def FASTMATH_ALLOW_RECIP     : I32BitEnumAttrCaseBit<"arcp", 4>;
def FASTMATH_ALLOW_CONTRACT  : I32BitEnumAttrCaseBit<"contract", 5>;
def FASTMATH_APPROX_FUNC     : I32BitEnumAttrCaseBit<"afn", 6>;

defvar fastMathBits = [FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS,
                       FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP,
                       FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC];

def FASTMATH_FAST : I32BitEnumAttrCaseGroup<"fast", fastMathBits>;

/// The fast-math flags of the float ops: which IEEE guarantees a
/// transformation may give up. Printed comma-separated, without spaces.
def FastMathFlags : I32BitEnumAttr<"FastMathFlags", "Floating point fast math flags",
    [FASTMATH_NONE] # fastMathBits # [FASTMATH_FAST]> {
  let separator = ",";
  let cppNamespace = "::mlir::arith";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

def Arith_IOFnone : I32BitEnumAttrCaseNone<"none">;
def Arith_IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
def Arith_IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;

/// The overflow flags of the integer ops: `nsw` and `nuw` promise that
/// the result wraps neither as a signed nor as an unsigned number (else
/// it is poison). Printed separated by `, `.
def Arith_IntegerOverflowFlags : I32BitEnumAttr<"IntegerOverflowFlags",
    "Integer overflow arith flags", [Arith_IOFnone, Arith_IOFnsw, Arith_IOFnuw]> {
  let separator = ", ";
  let cppNamespace = "::mlir::arith";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

// Numbered as the property stores them, not as LLVM's `RoundingMode`: the
// folders map each number to the IEEE rounding direction of its name.
def Arith_RToNearestTiesToEven       : I32EnumAttrCase<"to_nearest_even", 0>;
def Arith_RDownward                  : I32EnumAttrCase<"downward", 1>;
def Arith_RUpward                    : I32EnumAttrCase<"upward", 2>;
def Arith_RTowardZero                : I32EnumAttrCase<"toward_zero", 3>;
def Arith_RToNearestTiesAwayFromZero : I32EnumAttrCase<"to_nearest_away", 4>;

/// The rounding mode of `arith.truncf` and `arith.scaling_truncf`
/// (absent: to nearest, ties to even).
def Arith_RoundingModeAttr : I32EnumAttr<"RoundingMode", "Floating point rounding mode",
    [Arith_RToNearestTiesToEven, Arith_RDownward, Arith_RUpward,
     Arith_RTowardZero, Arith_RToNearestTiesAwayFromZero]> {
  let cppNamespace = "::mlir::arith";
}

// ---- Base classes --------------------------------------------------------

// Every op: no memory effects, unrollable and applied element by element
// to vectors and tensors.
class Arith_Op<string mnemonic, list<Trait> traits = []> :
    Op<Arith_Dialect, mnemonic,
       traits #
       [DeclareOpInterfaceMethods<VectorUnrollOpInterface>, NoMemoryEffect] #
       ElementwiseMappable.traits>;

// Operands and result of one type.
class Arith_ArithOp<string mnemonic, list<Trait> traits = []> :
    Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;

class Arith_UnaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_ArithOp<mnemonic, traits # [Pure]> {
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Arith_BinaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_ArithOp<mnemonic, traits> {
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// Integer (or index) operands, without flags. Not `Pure` by itself: the
// divisions are only conditionally speculatable.
class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_BinaryOp<mnemonic, traits #
      [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
    Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs)>,
    Results<(outs SignlessIntegerOrIndexLike:$result)>;

// An integer op defined on every input.
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_IntBinaryOp<mnemonic, traits # [Pure]>;

// Float ops take fast-math flags, `none` when absent.
class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_UnaryOp<mnemonic,
      !listconcat([DeclareOpInterfaceMethods<ArithFastMathInterface>],
                  traits)>,
    Arguments<(ins FloatLike:$operand,
      DefaultValuedAttr<
        Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath)>,
    Results<(outs FloatLike:$result)> {
  let assemblyFormat = r#" $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) "#;
}

class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []> :
    Arith_BinaryOp<mnemonic,
      !listconcat([Pure, DeclareOpInterfaceMethods<ArithFastMathInterface>],
                  traits)>,
    Arguments<(ins FloatLike:$lhs, FloatLike:$rhs,
      DefaultValuedAttr<
        Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath)>,
    Results<(outs FloatLike:$result)> {
  let assemblyFormat = r#" $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) "#;
}

// Ranked tensors on both sides of a cast must have equal dimensions, not
// merely compatible ones (`SameOperandsAndResultShape` lets `?` match a
// static size).
def SameInputOutputTensorDims : PredOpTrait<
    "input and output have the same tensor dimensions",
    AllMatchSameOperatorPred<["in", "out"],
      |ctx: &Context, v: Value| tensor_dims(ctx, v)>>;

// A cast from `From` to `To`, of one shape.
class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
                   list<Trait> traits = []> :
    Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape,
      SameInputOutputTensorDims, DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins From:$in)>,
    Results<(outs To:$out)> {
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

// Signless integers and their vectors and tensors; unlike
// `SignlessIntegerOrIndexLike`, no `index`, whose width casts cannot know.
def SignlessFixedWidthIntegerLike : TypeConstraint<Or<[
        AnySignlessInteger.predicate,
        VectorOfAnyRankOf<[AnySignlessInteger]>.predicate,
        TensorOf<[AnySignlessInteger]>.predicate]>,
    "signless-fixed-width-integer-like">;

class Arith_IToICastOp<string mnemonic, list<Trait> traits = []> :
    Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike,
                           SignlessFixedWidthIntegerLike,
                           traits #
                           [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>;

class Arith_IToFCastOp<string mnemonic, list<Trait> traits = []> :
    Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, traits>;

class Arith_FToICastOp<string mnemonic, list<Trait> traits = []> :
    Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, traits>;

class Arith_FToFCastOp<string mnemonic, list<Trait> traits = []> :
    Arith_CastOp<mnemonic, FloatLike, FloatLike, traits>;

// Two operands of one type compared into an `i1` of their shape; the
// ops add the `predicate` attribute and their operands.
class Arith_CompareOp<string mnemonic, list<Trait> traits = []> :
    Arith_Op<mnemonic, traits # [Pure, SameTypeOperands, TypesMatchWith<
    "result type has i1 element type and same shape as operands",
    "lhs", "result", get_i1_same_shape>]> {
  let results = (outs BoolLike:$result);

  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

// Integer ops with `nsw`/`nuw` flags (`none` when absent).
class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []> :
    Arith_BinaryOp<mnemonic, traits #
      [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
       DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]>,
    Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
      DefaultValuedAttr<
        Arith_IntegerOverflowAttr,
        "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags)>,
    Results<(outs SignlessIntegerOrIndexLike:$result)> {
  let assemblyFormat = r#" $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) "#;
}

// Integer ops with a unit `isExact` flag: when present, the result is
// poison if the operation discards nonzero bits.
class Arith_IntBinaryOpWithExactFlag<string mnemonic, list<Trait> traits = []> :
    Arith_BinaryOp<mnemonic, traits #
      [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
    Arguments<(ins SignlessIntegerOrIndexLike:$lhs,
               SignlessIntegerOrIndexLike:$rhs,
               UnitAttr:$isExact)>,
    Results<(outs SignlessIntegerOrIndexLike:$result)> {
  let assemblyFormat = r#" $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) "#;
}

// `index_cast` and `index_castui` also convert memrefs of integers to
// memrefs of `index` and back.
def IndexCastTypeConstraint : TypeConstraint<Or<[
        SignlessIntegerOrIndexLike.predicate,
        MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
    "signless-integer-like or memref of signless-integer">;

// `bitcast` also reinterprets memrefs of integers or floats.
def BitcastTypeConstraint : TypeConstraint<Or<[
        SignlessIntegerOrFloatLike.predicate,
        MemRefOf<[AnySignlessInteger, AnyFloat]>.predicate]>,
    "signless-integer-or-float-like or memref of signless-integer or float">;

// `arith.select`'s condition: one `i1` for the whole value, or one per
// element.
class BooleanConditionOrMatchingShape<string condition, string result> :
    PredOpTrait<
      condition # " is signless i1 or has matching shape",
      Or<[TypeIsPred<condition, I1>,
          AllShapesMatch<[condition, result]>.predicate]>>;
}
