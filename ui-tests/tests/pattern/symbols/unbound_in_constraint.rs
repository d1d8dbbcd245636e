// DRR #53: `referencing unbound symbol 'y'` in the constraints list.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(HasNoUseOf $y)]);
}
