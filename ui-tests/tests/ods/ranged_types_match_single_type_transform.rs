// `RangedTypesMatchWith` with a variadic left side: the transformer's
// `$_self` is the left group's type range, so a C++ transformer of one
// type (`getElementTypeOrSelf($_self)`, which drr reads as its Rust) does
// not apply (the C++ mlir-tblgen-22 generates does not compile): an error
// at the left name saying what to write instead.
drr::ods! {
    def Rt_Dialect : Dialect { let name = "rt"; }
    def Rt_ElementsOp : Op<Rt_Dialect, "elements", [
        RangedTypesMatchWith<"elements", "inputs", "outputs", "getElementTypeOrSelf($_self)">
      ]> {
      let arguments = (ins Variadic<AnyType>:$inputs);
      let results = (outs Variadic<AnyType>:$outputs);
    }
}

fn main() {}
