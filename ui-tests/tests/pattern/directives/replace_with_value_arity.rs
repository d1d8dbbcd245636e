// DRR #27: `replaceWithValue directive must take exactly one argument`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $x, $y), (replaceWithValue $x, $y));
}
