// DRR #8: `variadic DAG construct can't match op 'TwoArgOp''s non-variadic operand #0`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (variadic (OneResultOp $a)), $b), (TwoArgOp $a, $b));
}
