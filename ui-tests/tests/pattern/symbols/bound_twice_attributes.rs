// DRR #49: `symbol 'a' bound more than once`: two attributes (only two operands may share a name, meaning equality).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoAttrOp $a, $a), (TwoAttrOp $a, $a));
}
