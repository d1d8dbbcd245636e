// `either` is a source-pattern directive (mlir-tblgen: `unhandled case when rewriting op`).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $a, $b), (TwoArgOp (either $a, $b)));
}
