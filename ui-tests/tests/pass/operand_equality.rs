// DRR #49's exception: a name bound to two operands means "equal operands".
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $x, $x), (OneResultOp $x));
}
