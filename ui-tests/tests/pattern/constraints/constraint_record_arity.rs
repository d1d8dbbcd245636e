// DRR #21 for a multi-entity `Constraint` record: `HasSameType` constrains two entities, the
// pattern gives three (mlir-tblgen substitutes `$0`…`$N` blindly; drr reports the count).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((TwoArgOp $x, $y), (TwoArgOp $x, $y), [(HasSameType $x, $y, $x)]);
}
