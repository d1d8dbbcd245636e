// DRR #21: `type constraint requires exactly one argument`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $x, $y), (TwoArgOp $x, $y), [(I32 $x, $y)]);
}
