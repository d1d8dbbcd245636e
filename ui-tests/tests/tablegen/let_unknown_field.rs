// `let` of a field no class declares, `let` without `in` at the top level,
// and an unknown `!` operator.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Base<int n> { int width = n; }
    def R : Base<3> { let widht = 4; }
    let width = 5;
    defvar S = !concat("a", "b");
}

fn main() {}
