// `let hasFolder = 1;` without `impl drr::ods::Fold`: the error is at the
// field and shows the signature to write.
drr::ods! {
    dialect test;
    def ConstantOp : Op<"constant", [ConstantLike]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$r);
        let hasFolder = 1;
    }
}
fn main() {}
