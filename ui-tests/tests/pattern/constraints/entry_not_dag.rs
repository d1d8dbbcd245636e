// DRR #46: `all elements in Pattern multi-entity constraints should be DAG nodes`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [HasNoUseOf:$x]);
}
