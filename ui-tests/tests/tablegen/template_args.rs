// Template arguments of the wrong type or number: an error at the argument.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class HasRankOf<int rank> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| rank > 0>>;
    class Tagged<string tag, bit on = 1> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| on && !tag.is_empty()>>;
    def A : Pat<(OneResultOp $x), (OneResultOp $x), [(HasRankOf<"2"> $x)]>;
    def B : Pat<(OneResultOp $x), (OneResultOp $x), [(HasRankOf<1, 2> $x)]>;
    def C : Pat<(OneResultOp $x), (OneResultOp $x), [(HasRankOf<> $x)]>;
    def D : Pat<(OneResultOp $x), (OneResultOp $x), [(Tagged<"t", 2> $x)]>;
}

fn main() {}
