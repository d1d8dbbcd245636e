// Predicate combinators: `SubstLeaves` takes a Rust replacement (a C++ one
// is rejected, and so is a placeholder other than `$_self`/`$N`), `Concat`
// pastes C++ text and is rejected, and a predicate cannot stand where a
// constraint is expected.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def Subst : Constraint<SubstLeaves<"$_self", "$_self.getType()", CPred<|_c: &drr::Context, _v: drr::Value| true>>>;
    def SubstPattern : Constraint<SubstLeaves<"self", |_c: &drr::Context, v: drr::Value| v, CPred<|_c: &drr::Context, _v: drr::Value| true>>>;
    def Cat : Constraint<Concat<"!", CPred<|_c: &drr::Context, _v: drr::Value| true>, "">>;
    def A : Pat<(OneResultOp $x), (OneResultOp $x),
                [(And<[CPred<|_c: &drr::Context, _v: drr::Value| true>]> $x)]>;
}

fn main() {}
