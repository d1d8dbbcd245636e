// A matched region moves into one place only.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WhenOp $c, $then, $else),
        (WhenOp $c, (region $then), (region $then))
    );
}
