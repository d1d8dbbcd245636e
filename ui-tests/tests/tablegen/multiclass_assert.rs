// A failing `assert` is an error at its condition with its message: at
// top level, in a multiclass (for the `defm` that fails it) and in a class
// body (for the record that fails it).
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    defvar Limit = 4;
    assert !lt(Limit, 3), "the limit is " # Limit # ", at most 2 is supported";

    multiclass Ranked<int rank> {
        assert !and(!ge(rank, 1), !le(rank, Limit)), "rank out of range: " # rank;
        def _pat : Pat<(OneResultOp $x), (OneResultOp $x)>;
    }
    defm Good : Ranked<2>;
    defm Bad : Ranked<9>;

    class Checked<int n> : Pat<(OneResultOp $x), (OneResultOp $x)> {
        assert !ne(n, 0), "n must not be zero";
    }
    def C1 : Checked<1>;
    def C0 : Checked<0>;
}

fn main() {}
