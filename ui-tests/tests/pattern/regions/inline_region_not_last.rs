// `inlineRegion` is the last result pattern: the terminator's operands
// replace every result of the root.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!(
        (WrapOp (region $b)),
        [(inlineRegion $b), (OneResultOp $b)]
    );
}
