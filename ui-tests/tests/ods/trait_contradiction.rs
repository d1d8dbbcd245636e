drr::ods! {
    dialect test;
    def NoResults : Op<"no_results", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a);
    }
    def BadConst : Op<"bad_const", [ConstantLike]> {
        let arguments = (ins AnyType:$a, AnyAttr:$value);
        let results = (outs AnyType:$r);
    }
    def Both : Op<"both", [AttrSizedOperandSegments, SameVariadicOperandSize]> {
        let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b);
    }
}
fn main() {}
