// A value defined in a built block is visible in that block only.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (OneResultOp $x),
        (TwoArgOp (WrapOp (region (block (OneResultOp:$inner $x), (YieldOp $inner)))), $inner)
    );
}
