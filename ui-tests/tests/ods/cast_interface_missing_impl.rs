// `CastOpInterface` is verified with the op's `are_cast_compatible`.
drr::ods! {
    dialect test;
    def CastOp : Op<"cast", [DeclareOpInterfaceMethods<CastOpInterface>]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
}
fn main() {}
