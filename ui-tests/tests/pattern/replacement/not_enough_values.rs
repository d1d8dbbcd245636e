// DRR #25: `not enough values generated to replace the matched op` (three results, two values).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((ThreeResultOp $in), [(OneResultOp $in), (OneResultOp $in)]);
}
