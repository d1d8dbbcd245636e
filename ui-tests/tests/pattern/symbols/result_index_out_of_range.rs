// `$r__3` names a result OneResultOp does not declare (mlir-tblgen emits C++
// that fails to compile).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp:$r $x), (OneResultOp $r__3));
}
