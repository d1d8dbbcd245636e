// DRR #56: a void NativeCodeCall (`NativeCodeCallVoid`) gives no value for an operand.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp (Touch $x)));
}
