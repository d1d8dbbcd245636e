// A block's arguments come before its ops.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WrapOp (region (block (YieldOp $v), $x))),
        (replaceWithValue $v)
    );
}
