// DRR #33: `raw string not supported as argument`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp "x"));
}
