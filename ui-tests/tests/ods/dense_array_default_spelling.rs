// A dense-array default in a C++ spelling `ods!` reads (`ArrayRef<T>{…}`)
// compiles; a call in it is an error at the string.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_LoadOp : Op<T_Dialect, "load"> {
        let arguments = (ins
            DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$ok,
            DefaultValuedAttr<DenseI64ArrayAttr, "::llvm::ArrayRef<int64_t>(getDims())">:$bad);
    }
}
fn main() {}
