// DRR #36: `` `returnType` directive can only be specified once``.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp $x), [(OneResultOp (OneResultOp $x, (returnType $x), (returnType $x)))]);
}
