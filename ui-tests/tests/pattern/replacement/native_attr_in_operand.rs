// DRR's "attribute found where value was expected" for a NativeCodeCall
// returning a typed attribute (`DenseArrayAttr`) passed for an operand: at
// the whole NativeCodeCall, naming the op being built and the argument
// number (issue 22: once "… for argument #0 of the op being built" at `$`).
use drr::Context;
use drr::ods::storage::DenseArrayAttr;
use ui_tests::*;

drr::patterns! {
    def Perm : NativeCodeCall<|ctx: &mut Context| -> DenseArrayAttr { DenseArrayAttr::get_i64(ctx, &[1, 0]) }>;
    def P : Pat<(TwoArgOp $x, $y), (TwoArgOp (Perm), $y)>;
}

fn main() {}
