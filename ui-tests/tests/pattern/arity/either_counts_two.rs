// DRR #51: `either` stands for two arguments (TwoArgOp has two, the pattern gives three).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (either $a, $b), $c), (TwoArgOp $a, $b));
}
