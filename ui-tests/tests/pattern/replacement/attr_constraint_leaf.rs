// DRR #34: `unhandled case when rewriting op`: an attribute constraint leaf in a result pattern.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp $x, I32Attr:$a));
}
