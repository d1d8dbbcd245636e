// At most one `(anyOps)` per block.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WrapOp (region (block (anyOps), (OneResultOp $x), (anyOps), (YieldOp $v)))),
        (replaceWithValue $v)
    );
}
