// A custom `Property` whose C++ storage type `ods!` cannot hold (only
// integers, `bool` and strings): the error is at the storage type.
drr::ods! {
    def Cp_Dialect : Dialect { let name = "cp"; }
    def ShapeProp : Property<"::llvm::SmallVector<int64_t>", "a shape">;
    def Cp_AOp : Op<Cp_Dialect, "a"> {
        let arguments = (ins ShapeProp:$shape);
    }
}
fn main() {}
