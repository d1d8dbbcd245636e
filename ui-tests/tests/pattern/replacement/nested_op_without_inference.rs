// DRR "Building operations" / #56: a nested op must infer its result types (COp cannot).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp (COp $x, $a), $a));
}
