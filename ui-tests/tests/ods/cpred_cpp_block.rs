// A `CPred` whose `[{…}]` block is C++ (iree-llvm-sandbox's
// `CPred<[{ $_self.dyn_cast<::mlir::ArrayAttr>().size() == 0 || … }]>`):
// the block is Rust tokens, so it reached rustc as an expression and was
// its bare "expected an expression" at the `CPred`. Now drr's error says a
// predicate is Rust here, at the first token that is not.
drr::ods! {
    dialect ex;
    def HomogeneousArrays : AttrConstraint<
        CPred<[{
            $_self.dyn_cast<::mlir::ArrayAttr>().size() == 0
        }]>,
        "where all inner arrays have the same type sequence">;
    def AOp : Op<"a"> {
        let arguments = (ins HomogeneousArrays:$values);
    }
}

fn main() {}
