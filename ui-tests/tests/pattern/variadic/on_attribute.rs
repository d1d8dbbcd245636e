// DRR #18: `variadic can only be applied on operand` (ConcatenateOp's second argument is an attribute).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((ConcatenateOp $in, (variadic (OneResultOp $a))), (OneResultOp $a));
}
