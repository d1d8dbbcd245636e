drr::ods! {
    dialect test;
    def AOp : Op<"a_op"> {
        let arguments = (ins DefaultValuedAttr<I32Attr>:$axis, OptionalAttr<I32>:$bad);
    }
}
fn main() {}
