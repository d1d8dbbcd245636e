// DRR #49: `symbol 'a' bound more than once`: first on an attribute, then on
// an operand.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (AOp $x, $a), $a), (TwoArgOp $x, $x));
}
