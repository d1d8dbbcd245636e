// A `fold` with the wrong signature is rustc's trait-signature error,
// showing the expected one.
drr::ods! {
    dialect test;
    def AddOp : Op<"add"> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$r);
        let hasFolder = 1;
    }
}
impl drr::ods::Fold for AddOp {
    fn fold(self, _ctx: &mut drr::Context, _adaptor: AddOpFoldAdaptor<'_>) -> drr::FoldOutcome {
        drr::FoldOutcome::Failed
    }
}
fn main() {}
