// DRR #30: `cannot bind symbol to location`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp:$o $x), (OneResultOp $x, (location:$l $o)));
}
