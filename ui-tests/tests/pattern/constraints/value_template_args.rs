// A record used with value arguments (`HasRankOf<2>`) must not compile with
// the arguments dropped: `HasRankOf<2>` and `HasRankOf<3>` are different
// checks. Until the record language defines such classes, it is an error.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp HasRankOf<2>:$x), (OneResultOp $x));
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(IsNotDisabled<"name"> $x)]);
}
