// MLIR-style record names (`TA_AddOp`, `TA_IsPositive`, `TA_Swap`, an enum
// `TA_Predicate` and the fold adaptor `TA_ConstOpFoldAdaptor` of an op with
// `hasFolder`) draw no lint from the generated code (this case denies every
// warning).
#![deny(warnings)]

use drr::ods::Fold;
use drr::{Context, OpFoldResult};

drr::ods! {
    dialect ta;
    def TA_Predicate : I64EnumAttr<"Predicate", "comparison predicate", [
        I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>
    ]>;
    def TA_AddOp : Op<"add", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def TA_MulOp : Op<"mul", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def TA_CmpOp : Op<"cmp"> {
        let arguments = (ins TA_Predicate:$predicate, AnyType:$lhs, AnyType:$rhs);
        let results = (outs I1:$out);
    }
    def TA_ConstOp : Op<"const", [ConstantLike]> {
        let arguments = (ins I32Attr:$value);
        let results = (outs I32:$out);
        let hasFolder = 1;
    }
    def TA_IsPositive : Constraint<|_ctx: &drr::Context, _v: drr::Value| true, "is positive">;
    def TA_Same : NativeCodeCall<|_ctx: &mut drr::Context, v: drr::Value| -> drr::Value { v }>;
}

impl Fold for TA_ConstOp {
    fn fold(self, ctx: &mut Context, _: TA_ConstOpFoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attribute(self.value(ctx).into()))
    }
}

drr::patterns! {
    def TA_Swap : Pat<(TA_AddOp $x, $y), (TA_MulOp $y, (TA_Same $x))>;
    def : Pat<(TA_MulOp $x, $x), (TA_AddOp $x, $x), [(TA_IsPositive $x)]>;
    def TA_CmpNe : Pat<(TA_CmpOp ConstantEnumCase<TA_Predicate, "eq">, $x, $x),
                       (TA_CmpOp ConstantEnumCase<TA_Predicate, "ne">, $x, $x)>;
}

fn main() {
    let mut set = drr::rewrite::RewritePatternSet::new();
    populate_with_generated(&mut set);
    let _ = drr::pat!(TA_Inline: (TA_AddOp $x, $x), (TA_MulOp $x, $x));
}
