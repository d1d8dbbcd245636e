fn object_type(_: &mut drr::Context, t: drr::Type) -> drr::Type {
    t
}
drr::ods! {
    dialect test;
    // The result's type is inferred through the transformer, and the
    // verifier checks with it: a closure of the wrong signature is one
    // error at its tokens (it was also reported at the whole block).
    def ReadOp : Op<"read", [TypesMatchWith<"s", "ref", "result",
        |ctx, t| object_type(ctx, t)>]> {
        let arguments = (ins AnyType:$ref);
        let results = (outs AnyType:$result);
    }
}
fn main() {}
