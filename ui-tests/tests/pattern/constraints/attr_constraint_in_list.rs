// DRR #22: `cannot use AttrConstraint in Pattern multi-entity constraints`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp $x, $a), [(I32Attr $a)]);
}
