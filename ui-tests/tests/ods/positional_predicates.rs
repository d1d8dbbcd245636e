// OpBase.td's positional predicates and ShapedTypeMatchesElementCountAndTypes
// take ODS's arguments; others are errors at the class.
drr::ods! {
    dialect test;
    def AOp : Op<"a", [
        PredOpTrait<"p", TCopVTEtIsSameAs<0>>,
        PredOpTrait<"q", TCopVTEtIs<"x", F32>>,
        ShapedTypeMatchesElementCountAndTypes<"dest">
    ]> {
        let arguments = (ins AnyType:$x, Variadic<AnyType>:$xs);
        let results = (outs AnyVector:$dest);
    }
}
fn main() {}
