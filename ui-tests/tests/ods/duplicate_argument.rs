drr::ods! {
    dialect test;
    def AOp : Op<"a_op"> {
        let arguments = (ins AnyType:$x, I32Attr:$x);
        let results = (outs AnyType:$x);
    }
}
fn main() {}
