// DRR #51 (source side): `op 'AOp' argument number mismatch: 1 in pattern vs. 2 in definition`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x), (OneResultOp $x));
}
