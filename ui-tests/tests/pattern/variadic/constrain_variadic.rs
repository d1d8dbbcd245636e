// DRR #12: `further constrain op 'VStackOp''s variadic operand #0 unsupported now`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((VStackOp I32:$in), (VStackOp $in));
}
