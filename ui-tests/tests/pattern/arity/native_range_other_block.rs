// A NativeCodeCall record ending in a `&[Value]` range (DRR's `$N...`),
// defined in another block: the pattern cannot see its closure, so the range
// is one argument (`(variadic …)`); three arguments are a count error that
// says so.
use drr::{Context, Value};
#[allow(unused_imports)]
use ui_tests::*;

drr::ods! {
    dialect rng;
    def Gather : NativeCodeCall<|_ctx: &mut Context, vs: &[Value]| -> Value { vs[0] }>;
}

drr::patterns! {
    include "rng.td";
    def UseGather : Pat<(TwoArgOp $a, $b), (TwoArgOp (Gather $a, $b, $a), $b)>;
}

fn main() {}
