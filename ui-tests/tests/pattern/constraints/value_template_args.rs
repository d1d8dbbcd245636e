// A record used with template arguments (`HasRankOf<2>`) is an instance of
// a TableGen class. A class that is neither defined nor imported in scope
// is fetched through its class macro, so an unknown one is rustc's
// "cannot find macro" error at the class's name (never arguments dropped:
// `HasRankOf<2>` and `HasRankOf<3>` are different checks).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp HasRankOf<2>:$x), (OneResultOp $x));
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(IsNotDisabled<"name"> $x)]);
}
