// DRR #32: ``nested DAG in `returnType` must be a native code call``.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp (AOp $x, $x, (returnType (OneResultOp $x)))));
}
