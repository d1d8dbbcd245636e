// DRR #41: `only NativeCodeCall allowed in nested dag node for creating property`.
use ui_tests::*;

fn main() {
    let _ = drr::pat!((PropOp $x, $n, $w), (PropOp $x, (OneResultOp $x), $w));
}
