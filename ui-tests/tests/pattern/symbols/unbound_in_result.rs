// DRR #53: `referencing unbound symbol 'y'` in a result pattern.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $y));
}
