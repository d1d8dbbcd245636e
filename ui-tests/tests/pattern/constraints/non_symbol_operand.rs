// DRR #47: `operands to additional constraints can only be symbol references`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(HasNoUseOf (OneResultOp $x))]);
}
