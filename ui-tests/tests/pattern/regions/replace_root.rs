// `replace` acts on matched ops other than the root (the root is replaced
// by the result patterns, or erased by `(erase $root)`).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp:$r $x), [(OneResultOp $x), (replace $r, $x)]);
}
