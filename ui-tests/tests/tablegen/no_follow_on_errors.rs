// After an unknown constraint, only that error: no follow-on errors on the
// op (its traits are not checked against a signature missing an argument)
// nor on code using the block's items.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def ConstOp : Op<T_Dialect, "const", [ConstantLike]> {
        let arguments = (ins UnknownAttrConstraint:$value);
        let results = (outs AnyType:$out);
    }
    def GoodOp : Op<T_Dialect, "good", [ConstantLike]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    def P : Pat<(GoodOp $v), (GoodOp $v)>;
}

fn main() {
    let _ = (GoodOp::NAME, P);
}
