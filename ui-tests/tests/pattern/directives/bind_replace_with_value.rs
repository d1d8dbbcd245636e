// DRR #28: `cannot bind symbol to replaceWithValue`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (replaceWithValue:$r $x));
}
