// A template argument left out takes its default only if the default is
// complete: `?`, or a list or `bits` holding one, leaves it unset, which
// TableGen reports ("value not specified for template argument"), for a
// class and for a multiclass.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Ranked<int rank = ?> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Listed<list<int> dims = [1, ?]> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    multiclass M<int n = ?> {
        def _p : Pat<(OneResultOp $x), (OneResultOp $x)>;
    }
    def A : Pat<(OneResultOp $x), (OneResultOp $x), [(Ranked<> $x)]>;
    def B : Pat<(OneResultOp $x), (OneResultOp $x), [(Listed<> $x)]>;
    defm D : M;
}

fn main() {}
