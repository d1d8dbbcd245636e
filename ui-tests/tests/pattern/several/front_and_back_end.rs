// A syntax error in one pattern does not hide the type errors of the next.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $y));
    let _ = drr::pat!((AOp $x), (OneResultOp $x));
}
