// `RangedTypesMatchWith` with a variadic left-hand side maps that group's
// types to the right-hand side's: the right-hand side must be a variadic
// group too (C++ compares the two ranges with `llvm::equal`).
drr::ods! {
    def Rt_Dialect : Dialect { let name = "rt"; }
    def Rt_JoinOp : Op<Rt_Dialect, "join", [
        RangedTypesMatchWith<"result matches operands", "inputs", "output", "$_self">
      ]> {
      let arguments = (ins Variadic<AnyType>:$inputs);
      let results = (outs AnyType:$output);
    }
}
fn main() {}
