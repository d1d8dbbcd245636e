drr::ods! {
    dialect test;
    def AOp : Op<"a_op"> {
        let arguments = (ins Variadic<AnyType>:$a, Optional<I32>:$b);
        let results = (outs Variadic<AnyType>:$r, Variadic<AnyType>:$s);
    }
}
fn main() {}
