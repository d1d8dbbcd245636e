// A NativeCodeCall returning `Attribute` feeds one taking a typed
// attribute (`DenseArrayAttr`), and typed attributes feed `Attribute`
// parameters; dense arrays of i64 are built and read back as `i64`s.
use drr::ods::storage::DenseArrayAttr;
use drr::{Attribute, Context};
use ui_tests::*;

drr::patterns! {
    def Perm : NativeCodeCall<|ctx: &mut Context| -> Attribute { DenseArrayAttr::get_i64(ctx, &[1, 0]).into() }>;
    def Reversed : NativeCodeCall<|ctx: &mut Context, p: DenseArrayAttr| -> Attribute {
        let mut v = p.i64_values(ctx).unwrap_or_default();
        v.reverse();
        DenseArrayAttr::get_i64(ctx, &v).into()
    }>;
    def P : Pat<(AOp $x, $a), (AOp $x, (Reversed (Perm)))>;
}

fn main() {}
