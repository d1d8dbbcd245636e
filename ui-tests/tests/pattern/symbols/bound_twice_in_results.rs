// DRR #49: `symbol 'r' bound more than once`: two result ops.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp $x), [(OneResultOp:$r $x), (OneResultOp:$r $x)]);
}
