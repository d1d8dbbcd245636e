// A built op gets all its regions or none.
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WhenOp $c, $then, $else),
        (WhenOp $c, (region $then))
    );
}
