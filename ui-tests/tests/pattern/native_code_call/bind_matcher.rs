// DRR #50: `binding symbol 'c' to NativecodeCall in MatchPattern is not supported`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp (ConstValue:$c $v), $x), (OneResultOp $x));
}
