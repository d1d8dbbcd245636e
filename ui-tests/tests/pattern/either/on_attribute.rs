// DRR #16: `either can only be applied on operand` (AOp's second argument is an attribute).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp (either $x, $a)), (OneResultOp $x));
}
