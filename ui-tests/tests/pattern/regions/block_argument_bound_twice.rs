// The same name on two block arguments: two block arguments are never the
// same value.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WrapOp (region (block $x, $x, (YieldOp $v)))),
        (replaceWithValue $v)
    );
}
