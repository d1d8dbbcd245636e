drr::ods! {
    def AOp : Op<"a_op"> {
        let arguments = (ins AnyType:$a);
    }
    def Five : ConstantAttr<AnyI32Attr, "5">;
}
fn main() {}
