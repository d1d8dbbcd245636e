drr::ods! {
    def Br_Dialect : Dialect { let name = "br"; }
    // A builder record keeps its C++ body: write it in Rust.
    def Br_CppBuilder : OpBuilder<(ins "Value":$x, CArg<"ValueRange", "{}">:$ys),
        "build($_builder, $_state, x, ys);">;
    // A builder record without a body is declared in C++.
    def Br_DeclaredBuilder : OpBuilder<(ins "Value":$x)>;
    def Br_FooOp : Op<Br_Dialect, "foo"> {
        let arguments = (ins AnyType:$a, Variadic<AnyType>:$b);
        // Naming the failed records says nothing more.
        let builders = [Br_CppBuilder, Br_DeclaredBuilder];
    }
}
fn main() {}
