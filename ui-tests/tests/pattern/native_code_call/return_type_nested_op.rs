// DRR #32: ``nested DAG in `returnType` must be a native code call`` (mlir-tblgen's ERROR4:
// `(OpA (OpA $val, $val, (returnType (OpA $val, $val))), $val)`).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $x, $y), (TwoArgOp (TwoArgOp $x, $y, (returnType (TwoArgOp $x, $y))), $y));
}
