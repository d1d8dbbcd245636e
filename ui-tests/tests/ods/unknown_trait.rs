drr::ods! {
    dialect test;
    def AOp : Op<"a_op", [Commutative, Comutative, NoSideEffect]> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$r);
    }
}
fn main() {}
