drr::ods! {
    def Lf_Dialect : Dialect { let name = "lf"; }
    // ROCDL's `BuildableType<"::mlir::VectorType::get({2}," # elem.builderCall # ")">`:
    // the library's `I16` carries no C++ builder.
    class Lf_ConcreteVector<Type elem, int length> {
        string call = "::mlir::VectorType::get({" # length # "}, " # elem.builderCall # ")";
    }
    def Lf_V2I16 : Lf_ConcreteVector<I16, 2>;
    // `I32.cppType` is `::mlir::IntegerType`; an attribute constraint has no `cppType`.
    def Lf_Cpp { string t = I32.cppType; string u = I32Attr.cppType; }
}
fn main() {}
