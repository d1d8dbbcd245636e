// A pattern rejected by the front end still counts as using the names it
// mentions: no `unused import` warning joins the real error.
#![deny(unused_imports)]
use ui_tests::{AOp, OneResultOp};

fn main() {
    let _ = drr::pat!((AOp $x, $a), (OneResultOp $x, (location)));
}
