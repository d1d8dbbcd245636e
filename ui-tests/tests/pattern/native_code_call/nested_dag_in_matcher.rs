// DRR #7: `Matching nested tree in NativeCodecall not support for ...`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (ConstValue (OneResultOp $v)), $x), (OneResultOp $x));
}
