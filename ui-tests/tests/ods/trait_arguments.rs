// Trait arguments: names that are not the op's, C++ transformers and
// predicates (they must be Rust).
drr::ods! {
    dialect test;
    def AOp : Op<"a", [AllTypesMatch<["x", "nope"]>,
                       TypesMatchWith<"same", "x", "r", "::mlir::tosa::getStorageElementTypeOrSelf($_self)">,
                       PredOpTrait<"cond", CPred<"$x.getType().isInteger()">>]> {
        let arguments = (ins AnyType:$x, Variadic<AnyType>:$v);
        let results = (outs AnyType:$r);
    }
    def BOp : Op<"b", [AllTypesMatch<["v", "r"]>]> {
        let arguments = (ins Variadic<AnyType>:$v);
        let results = (outs AnyType:$r);
    }
}
fn main() {}
