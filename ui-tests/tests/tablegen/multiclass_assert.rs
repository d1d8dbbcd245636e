// A failing `assert` is an error at its condition with its message: top level, multiclass
// (for the failing `defm`), class body (for the failing record). `"…" # Limit` pastes the
// defvar's name, as TableGen does ("the limit is Limit": mlir-tblgen-22 prints the same).
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
