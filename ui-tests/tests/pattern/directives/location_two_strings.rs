// DRR #31: `Only one string attribute may be specified`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x, (location "a", "b")));
}
