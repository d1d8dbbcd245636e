// The root can be erased once.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp:$r $x), [(erase $r), (erase $r)]);
}
