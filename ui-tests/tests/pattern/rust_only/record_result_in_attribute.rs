// Rust: a NativeCodeCall returning a plain `f64` fills an attribute
// argument: one error at the NativeCodeCall, naming the op and the argument
// number (nothing about the op's traits or `returnType`).
use drr::Context;
use drr::ods::storage::IntegerAttr;
use ui_tests::*;

drr::patterns! {
    def Half : NativeCodeCall<|ctx: &mut Context, a: IntegerAttr| -> f64 { a.value(ctx) as f64 / 2.0 }>;
    def P : Pat<(TwoAttrOp $a, $b), (TwoAttrOp $a, (Half $b))>;
}

fn main() {}
