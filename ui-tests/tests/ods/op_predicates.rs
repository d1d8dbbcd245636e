// The predicates of `PredOpTrait` combine ODS's op predicates: each names
// values of the op, and its C++ is Rust.
drr::ods! {
    dialect test;
    def AOp : Op<"a", [
        PredOpTrait<"typed", TypeIsPred<"nope", I32>>,
        PredOpTrait<"same", AllMatchSameOperatorPred<["x", "n"], |c: &drr::Context, v: drr::Value| c.value_type(v)>>,
        PredOpTrait<"cpp", AllMatchSameOperatorPred<["x", "r"], "$_self.getType()">>,
        PredOpTrait<"shape", Or<[AllShapesMatch<["x"]>, "$x"]>>,
        PredOpTrait<"bare", TypeIsPred>]> {
        let arguments = (ins AnyType:$x, I32Attr:$n);
        let results = (outs AnyType:$r);
    }
}
fn main() {}
