// DRR #17: `variadic only accepts operation sub-dags` (an `either` inside).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((VStackOp (variadic (either $a, $b))), (VStackOp (variadic $a, $b)));
}
