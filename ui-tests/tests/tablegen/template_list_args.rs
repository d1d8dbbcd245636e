// A template argument that is a list is checked element by element: the
// error is at the element that does not fit, with its index. ODS's library
// constraints (`I32Attr`, `F32`) are records of `AttrConstraint` /
// `TypeConstraint`, so they do not fit an `Op` parameter (mlir-tblgen:
// "Element type mismatch for list", "Value specified for template argument
// … expected type Op").
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Ranks<list<int> ranks> : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    class Lift<list<Op> ops> : Pat<(OneResultOp $x), (OneResultOp $x)>;
    class Direct<Op From, Op To> : Pat<(From $x), (To $x)>;
    def A : Pat<(OneResultOp $x), (OneResultOp $x), [(Ranks<[1, 2, "3"]> $x)]>;
    def B : Lift<[OneResultOp, I32Attr]>;
    def C : Direct<OneResultOp, F32>;
    def D : Lift<[OneResultOp, OneResultOp]>;
}

fn main() {}
