// `AllMatchSameOperatorTrait` naming a variadic group: the operator takes
// each name's values as a slice (`tests/ods_same_operator_ranges.rs`); a
// closure over a single `Value` is an error at the group's name.
drr::ods! {
    def R_Dialect : Dialect { let name = "r"; }
    def R_CatOp : Op<R_Dialect, "cat", [
        AllMatchSameOperatorTrait<["inputs", "result"],
          |ctx: &drr::Context, v: drr::Value| ctx.value_type(v), "type">]> {
      let arguments = (ins Variadic<AnyType>:$inputs);
      let results = (outs AnyType:$result);
    }
}
fn main() {}
