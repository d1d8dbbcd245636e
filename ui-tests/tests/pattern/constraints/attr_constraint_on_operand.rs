// DRR #11: `the 1-th argument of op 'AOp' should be an operand` (an attribute constraint there).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp F32Attr:$x, $a), (COp $x, $a));
}
