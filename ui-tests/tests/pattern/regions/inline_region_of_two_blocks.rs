// Inlining a region matched with two blocks.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((WrapOp (region:$r $a, $b)), (inlineRegion $r));
}
