// ODS's op predicates in `PredOpTrait` (as `ArithOps.td` writes
// `SameInputOutputTensorDims` and `BooleanConditionOrMatchingShape`), a
// type constraint combining library constraints' predicates, a library
// trait list's members, and a cast op with its cast rule.
use drr::{Context, Type, Value};

drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }

    def SameDims : PredOpTrait<"same dims",
        AllMatchSameOperatorPred<["in", "out"], |ctx: &Context, v: Value| ctx.value_type(v)>>;

    class CondOrShape<string condition, string result> : PredOpTrait<
        condition # " is i1 or has matching shape",
        Or<[TypeIsPred<condition, I1>, AllShapesMatch<[condition, result]>.predicate]>>;

    def IntLike : TypeConstraint<Or<[AnySignlessInteger.predicate,
        VectorOfAnyRankOf<[AnySignlessInteger]>.predicate]>, "int-like">;

    def CastOp : Op<T_Dialect, "cast",
        [SameDims, DeclareOpInterfaceMethods<CastOpInterface>] # ElementwiseMappable.traits> {
        let arguments = (ins IntLike:$in);
        let results = (outs IntLike:$out);
    }

    def PickOp : Op<T_Dialect, "pick", [CondOrShape<"cond", "res">]> {
        let arguments = (ins AnyType:$cond, AnyType:$val);
        let results = (outs AnyType:$res);
    }
}

impl drr::ods::CastOpInterface for CastOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        inputs.len() == 1 && outputs.len() == 1 && inputs[0] != outputs[0] && ctx.type_data(inputs[0]) != ctx.type_data(outputs[0])
    }
}

fn main() {
    let mut ctx = Context::new();
    TDialect::register(&mut ctx);
}
