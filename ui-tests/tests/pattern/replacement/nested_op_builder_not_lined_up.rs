// DRR "Building operations": a nested op without inferable result types is
// built by a custom builder only if its parameters are the op's arguments
// in order; `WOp`'s builder takes an `int64_t` for the attribute, so DRR
// has no builder to call.
use ui_tests::*;

drr::ods! {
    dialect w;

    def WOp : Op<"w_op"> {
        let arguments = (ins AnyType:$input, I64Attr:$amount);
        let results = (outs AnyType:$output);
        let builders = [
            OpBuilder<(ins "Value":$input, "int64_t":$amount), {
                let i64t = $_builder.int_type(64);
                let a = drr::ods::storage::IntegerAttr::get($_builder, i64t, i128::from(amount));
                let ty = $_builder.value_type(input);
                Self::build_with($_builder, $_loc, ty, input, a)
            }>
        ];
    }
}

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp (WOp $x, $a), $a));
}
