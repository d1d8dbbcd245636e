// A `(block …)` is an element of a `(region …)`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((WrapOp (block (YieldOp $v))), (replaceWithValue $v));
}
