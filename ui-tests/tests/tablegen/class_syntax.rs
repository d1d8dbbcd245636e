// Malformed `class` and `defvar` statements: each error at its token, and
// the other statements are still read.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class NoParamName<int> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    defvar Missing 3;
    class NoBody<int n> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| n > 0>>
    def Good : Pat<(OneResultOp $x), (OneResultOp $x)>;
}

fn main() {
    let _ = Good;
}
