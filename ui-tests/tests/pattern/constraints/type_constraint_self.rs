// DRR #21 with the symbol on the DAG: mlir-tblgen ignores the name of a
// type constraint's DAG, so `(I32:$x)` gives it no argument.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp:$r $x, $y), (TwoArgOp $x, $y), [(I32:$r)]);
}
