// Predicate combinators: a C++ text combinator (`SubstLeaves`) is rejected,
// and a predicate cannot stand where a constraint is expected.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def Subst : Constraint<SubstLeaves<"$_self", "$_self.getType()", CPred<|_c: &drr::Context, _v: drr::Value| true>>>;
    def A : Pat<(OneResultOp $x), (OneResultOp $x),
                [(And<[CPred<|_c: &drr::Context, _v: drr::Value| true>]> $x)]>;
}

fn main() {}
