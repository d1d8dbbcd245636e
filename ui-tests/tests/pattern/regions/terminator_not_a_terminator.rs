// The last op DAG of a `(block …)` is its terminator: here an op that is
// not one.
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WrapOp (region (block (OneResultOp:$o $x)))),
        (replaceWithValue $x)
    );
}
