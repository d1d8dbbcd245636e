// A custom `Property` whose C++ storage type `ods!` cannot hold (integers,
// `bool`, strings and integer vectors are held): the error is at the
// storage type, and says why for those MLIR converts with C++ written for
// the property (attributes, types, fixed-size arrays).
drr::ods! {
    def Cp_Dialect : Dialect { let name = "cp"; }
    def AttrStored : Property<"::mlir::Attribute", "an attribute">;
    def TypeStored : Property<"::mlir::Type", "a type">;
    def FixedStored : Property<"std::array<int64_t, 4>", "four sizes">;
    def FloatStored : Property<"double", "a double">;
    def Cp_AOp : Op<Cp_Dialect, "a"> {
        let arguments = (ins AttrStored:$a, TypeStored:$t, FixedStored:$f, FloatStored:$d);
    }
}
fn main() {}
