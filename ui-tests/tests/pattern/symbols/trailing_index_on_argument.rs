// DRR #45: `symbol 'x__0' with trailing index cannot bind to op argument`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x__0), (OneResultOp $x__0));
}
