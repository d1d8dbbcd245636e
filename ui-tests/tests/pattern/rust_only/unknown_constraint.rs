// Rust: an unknown constraint path is rustc's error, at the pattern's token.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp NoSuchConstraint:$x, $a), (AOp $x, $a));
}
