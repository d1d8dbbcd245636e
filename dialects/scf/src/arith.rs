//! A stand-in for the `arith` dialect: the few arith ops the scf
//! canonicalizations create or look through (`arith.constant`,
//! `arith.addi`, `arith.andi`, `arith.xori`, `arith.select`,
//! `arith.cmpi`), in MLIR's generic form, with `arith.constant`'s folder
//! and the dialect's constant materializer.
//!
//! The real dialect is the `drr-arith` crate (`dialects/arith`), being
//! built in parallel; once it has these ops, this module goes and the
//! patterns name that crate's ops instead (the names are the same). It
//! registers the `arith` dialect: do not register both.

use drr::ods::{Fold, MaterializeConstant};
use drr::{Attribute, Context, Location, OpFoldResult, OpId, Type, TypeData};

drr::ods! {
    dialect arith {
        let hasConstantMaterializer = 1;
    }

    def SignlessIntegerOrIndexLike : TypeConstraint<|ctx, ty| is_like(ctx, ty, |d| matches!(d, TypeData::Index | TypeData::Integer { signedness: drr::Signedness::Signless, .. })), "signless-integer-like">;
    def BoolLike : TypeConstraint<|ctx, ty| is_like(ctx, ty, |d| matches!(d, TypeData::Integer { width: 1, signedness: drr::Signedness::Signless })), "bool-like">;
    def TypedAttrInterface : AttrConstraint<|ctx, a| drr::ods::attr_type(ctx, a).is_some(), "TypedAttr instance">;

    def Arith_CmpIPredicateAttr : I64EnumAttr<
        "CmpIPredicate", "",
        [
          I64EnumAttrCase<"eq", 0>,
          I64EnumAttrCase<"ne", 1>,
          I64EnumAttrCase<"slt", 2>,
          I64EnumAttrCase<"sle", 3>,
          I64EnumAttrCase<"sgt", 4>,
          I64EnumAttrCase<"sge", 5>,
          I64EnumAttrCase<"ult", 6>,
          I64EnumAttrCase<"ule", 7>,
          I64EnumAttrCase<"ugt", 8>,
          I64EnumAttrCase<"uge", 9>,
        ]> {
      let cppNamespace = "::mlir::arith";
    }

    def Arith_IOFnone : I32BitEnumAttrCaseNone<"none">;
    def Arith_IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
    def Arith_IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;

    def Arith_IntegerOverflowFlags : I32BitEnumAttr<
        "IntegerOverflowFlags",
        "Integer overflow arith flags",
        [Arith_IOFnone, Arith_IOFnsw, Arith_IOFnuw]> {
      let separator = ", ";
      let cppNamespace = "::mlir::arith";
      let genSpecializedAttr = 0;
      let printBitEnumPrimaryGroups = 1;
    }

    def Arith_IntegerOverflowAttr :
        EnumAttr<arith, Arith_IntegerOverflowFlags, "overflow"> {
      let assemblyFormat = "`<` $value `>`";
    }

    def Arith_ConstantOp : Op<"constant", [ConstantLike, Pure,
        AllTypesMatch<["value", "result"]>]> {
      let summary = "integer or floating point constant";
      let arguments = (ins TypedAttrInterface:$value);
      let results = (outs AnyType:$result);
      let hasFolder = 1;
    }

    def Arith_AddIOp : Op<"addi", [Commutative, Pure, SameOperandsAndResultType]> {
      let summary = "integer addition operation";
      let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
        DefaultValuedAttr<
          Arith_IntegerOverflowAttr,
          "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags);
      let results = (outs SignlessIntegerOrIndexLike:$result);
    }

    def Arith_AndIOp : Op<"andi", [Commutative, Idempotent, Pure, SameOperandsAndResultType]> {
      let summary = "integer binary and";
      let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
      let results = (outs SignlessIntegerOrIndexLike:$result);
    }

    def Arith_XOrIOp : Op<"xori", [Commutative, Pure, SameOperandsAndResultType]> {
      let summary = "integer binary xor";
      let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
      let results = (outs SignlessIntegerOrIndexLike:$result);
    }

    def Arith_CmpIOp : Op<"cmpi", [Pure, SameTypeOperands]> {
      let summary = "integer comparison operation";
      let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                           SignlessIntegerOrIndexLike:$lhs,
                           SignlessIntegerOrIndexLike:$rhs);
      let results = (outs BoolLike:$result);
      let inferReturnTypes = |ctx, _state| Ok(vec![ctx.int_type(1)]);
    }

    def Arith_SelectOp : Op<"select", [Pure,
        AllTypesMatch<["true_value", "false_value", "result"]>]> {
      let summary = "select operation";
      let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
      let results = (outs AnyType:$result);
    }
}

/// True if `ty`, or the element type of a vector or tensor `ty`, satisfies
/// `pred` (ODS's `…Like` constraints).
fn is_like(ctx: &Context, ty: Type, pred: fn(&TypeData) -> bool) -> bool {
    let element = match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element } => *element,
        _ => ty,
    };
    pred(ctx.type_data(element))
}

impl Fold for Arith_ConstantOp {
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: Arith_ConstantOpFoldAdaptor<'_>,
    ) -> Option<OpFoldResult> {
        self.value_attr(ctx).map(OpFoldResult::Attribute)
    }
}

impl MaterializeConstant for ArithDialect {
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if drr::ods::attr_type(ctx, value) != Some(ty) {
            return None;
        }
        let st = Arith_ConstantOp::build_inferred(ctx, loc, value).ok()?;
        ctx.create_op(st).ok()
    }
}
