drr::ods! {
    dialect test;
    def AOp : Op<"a_op"> {
        let arguments = (ins AnyTyp:$a_input, I32Atr:$a_attr);
        let results = (outs Float32:$out);
    }
}
fn main() {}
