// A parent's template arguments are checked where the parent is written, as
// TableGen does, so a class never instantiated and a multiclass never
// `defm`ed report them too (mlir-tblgen-22: "value not specified for
// template argument", "Too many template arguments", "Value specified for
// template argument 'C:x' is of type string; expected type int"). A default
// naming an earlier parameter is complete (`b = a` with `a` given as `?`),
// and an integer for a `bit` is only resolved in a record.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Ranked<int rank = ?> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Sized<int n> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Pair<int a, list<int> b = [a, ?]> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Same<int a, int b = a> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Flag<bit f> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;

    class RankedTwice : Ranked;
    class SizedTwice : Sized<1, 2>;
    class SizedByName : Sized<"two">;
    class PairOfOne : Pair<1>;
    class SameUnset : Same<?>;
    class FlagTwo : Flag<2>;
    multiclass M {
        def _p : Pat<(OneResultOp $x), (OneResultOp $x)>, Ranked;
    }
}

fn main() {}
