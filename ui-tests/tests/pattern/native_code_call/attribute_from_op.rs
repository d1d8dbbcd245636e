// DRR #40: `only NativeCodeCall allowed in nested dag node for creating attribute`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp $x, (OneResultOp $x)));
}
