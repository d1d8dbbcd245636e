// An unknown trait names the nearest known one.
drr::ods! {
    dialect test;
    def AOp : Op<"a_op", [SameOperandsAndResultTypes, Idempotant]> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$r);
    }
    def BOp : Op<"b_op", [AllTypeMatch<["a", "r"]>]> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$r);
    }
}
fn main() {}
