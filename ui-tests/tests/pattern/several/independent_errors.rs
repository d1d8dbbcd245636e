// Several independent errors are reported in one compile (each at its token),
// and the stub the macro leaves behind causes no follow-on errors.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let p = drr::pat!((TwoArgOp (either $a, $b, $c), $a__0), (TwoArgOp $y, "s", (location)));
    let _: &dyn drr::rewrite::RewritePattern = &p;
}
