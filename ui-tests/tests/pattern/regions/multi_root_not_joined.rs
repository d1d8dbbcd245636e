// A further source DAG of a multi-root pattern shares a symbol with the
// ones before it.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!(
        [(OneResultOp $x), (TwoArgOp:$t $a, $b)],
        [(OneResultOp $x), (erase $t)]
    );
}
