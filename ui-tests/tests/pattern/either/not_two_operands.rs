// DRR #14: `` `either` only supports grouping two operands``.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (either $a, $b, $c)), (TwoArgOp $a, $b));
}
