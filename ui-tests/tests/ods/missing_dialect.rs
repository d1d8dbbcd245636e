drr::ods! {
    def AOp : Op<"a_op"> {
        let arguments = (ins AnyType:$a);
    }
    def Five : ConstantAttr<TypeAttr, "5">;
}
fn main() {}
