// DRR #26: `location directive can only be used with op creation`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp:$o $x), (location $o));
}
