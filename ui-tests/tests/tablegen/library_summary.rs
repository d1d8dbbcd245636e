// `X.summary` of a library constraint is the text mlir-tblgen computes
// (`Ls_Ok`, `Ls_Computed` compile); where there is none (a predicate, a
// list member that is not a constraint) the error is at the field or the
// offending argument and says why.
drr::ods! {
    def Ls_Dialect : Dialect {
        let name = "ls";
    }
    def Ls_Ok : Type<Or<[I32.predicate, F32.predicate]>, I32.summary # " or " # F32.summary>;
    def Ls_Pred : Type<IsTensorTypePred, IsTensorTypePred.summary>;
    def Ls_Shape : Type<IsVectorOfShape<[2]>, IsVectorOfShape<[2]>.summary>;
    def Ls_Computed : Attr<IntArrayNthElemEq<0, 1>.predicate, IntArrayNthElemEq<0, 1>.summary>;
    def Ls_NotType : Type<AnyType.predicate, TensorOf<[I32, 3]>.summary>;
}

fn main() {}
