// DRR #15: `either cannot be nested`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (either $a, (either $b, $c))), (TwoArgOp $a, $b));
}
