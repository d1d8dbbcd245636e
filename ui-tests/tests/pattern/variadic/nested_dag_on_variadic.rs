// DRR #9: `use nested DAG construct to match op 'VStackOp''s variadic operand #0 unsupported now`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((VStackOp (OneResultOp $a)), (OneResultOp $a));
}
