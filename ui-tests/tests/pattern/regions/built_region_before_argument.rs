// An op's regions come after its arguments.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WhenOp $c, $then, $else),
        (WhenOp (region $then), $c, (region $else))
    );
}
