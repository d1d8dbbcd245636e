drr::ods! {
    dialect test;
    def AOp : Op<"a_op", [Bogus]> {
        let arguments = (ins Unknown:$a, AnyType:$a);
        let reslts = (outs AnyType:$r);
    }
    def BOp : Op<"b_op"> {
        let arguments = (ins DefaultValuedAttr<I32Attr>:$x);
    }
    def COp : Op<"a_op">;
}

// The ops that could be generated are usable: no follow-on errors.
fn main() {
    let _ = COp::NAME;
}
