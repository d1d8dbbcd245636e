// Rust: an unknown op path is rustc's error, at the pattern's token.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((NoSuchOp $x), (OneResultOp $x));
}
