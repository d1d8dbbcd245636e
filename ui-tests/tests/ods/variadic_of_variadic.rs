drr::ods! {
    dialect test;
    // The segment-size attribute must be an attribute argument of the op.
    def AOp : Op<"a_op"> {
        let arguments = (ins VariadicOfVariadic<AnyType, "segs">:$groups,
            DenseI32ArrayAttr:$sizes);
    }
    // Two template arguments: a type constraint and the attribute's name.
    def BOp : Op<"b_op"> {
        let arguments = (ins VariadicOfVariadic<AnyType>:$groups);
    }
}
fn main() {}
