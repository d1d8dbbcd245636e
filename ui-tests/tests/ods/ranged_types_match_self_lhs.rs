// `RangedTypesMatchWith` whose C++ transform reads the op rather than the
// left-hand value (tpp-mlir's `perf.bench` names `"$_self"` on the left):
// a Rust transformer needs a left-hand name; a C++ transformer's message
// names the ranged signatures too.
fn yields(_c: &mut drr::ods::TypeCx, _t: drr::Type) -> Option<Vec<drr::Type>> {
    None
}
drr::ods! {
    def P_Dialect : Dialect { let name = "p"; }
    def P_BenchOp : Op<P_Dialect, "bench", [
        RangedTypesMatchWith<"result types match types of yield", "$_self", "iterArgs", yields>]> {
      let arguments = (ins Variadic<AnyType>:$iterArgs);
      let results = (outs Variadic<AnyType>:$bodyResults);
    }
    def P_OtherOp : Op<P_Dialect, "other", [
        RangedTypesMatchWith<"same", "x", "ys", "getFoo($_self)">]> {
      let arguments = (ins AnyType:$x, Variadic<AnyType>:$ys);
    }
}
fn main() {}
