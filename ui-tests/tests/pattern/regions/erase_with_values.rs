// `erase` takes only the op; replacing its results is `replace`'s job.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp (OneResultOp:$a $x)), [(OneResultOp $x), (erase $a, $x)]);
}
