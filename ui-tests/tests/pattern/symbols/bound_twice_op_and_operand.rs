// DRR #49: `symbol 'x' bound more than once`: an op and one of its operands.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp:$x $x), (OneResultOp $x));
}
