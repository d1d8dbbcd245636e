// Syntax errors of the statements around records: `if` without `then`,
// `assert` without a message, a `defm` with a body, `class` inside a
// multiclass (left out: the multiclass is still usable), a `defset` that is
// not a list of records.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    if true def A : Pat<(OneResultOp $x), (OneResultOp $x)>;
    assert true;
    multiclass M<dag op> {
        class Inner;
        def _p : Pat<(op $x), (op $x)>;
    }
    defm D : M<OneResultOp> { }
    defm E : M<OneResultOp>;
    defset int S = { }
}

fn main() {}
