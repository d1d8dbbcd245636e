// DRR #52: `binding symbol 'e' to non-operation/native code call unsupported right now`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (either:$e $a, $b)), (TwoArgOp $a, $b));
}
