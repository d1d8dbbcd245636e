// DRR #48: `The 'addBenefit' takes and only takes one integer value`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [], [], (addBenefit 1, 2));
}
