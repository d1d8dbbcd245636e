// Inlining a region that may have several blocks: `AnyRegion`.
use ui_tests::*;

fn main() {
    let _ = drr::pat!((WrapOp $r), (inlineRegion $r));
}
