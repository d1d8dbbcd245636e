// A `(region …)` DAG on an op without regions: reported at the DAG (and
// the argument count at the op).
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x, (region)), (OneResultOp $x));
}
