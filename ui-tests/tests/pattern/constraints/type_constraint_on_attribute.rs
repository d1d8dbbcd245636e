// DRR #19: `the 2-th argument of op 'AOp' should be an attribute` (a type constraint there).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, I32:$a), (COp $x, $a));
}
