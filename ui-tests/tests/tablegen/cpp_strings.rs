// C++ bodies must become Rust: a C++ string in a CPred or a NativeCodeCall
// is an error at the string.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def IsPositive : Constraint<CPred<"$0 > 0">, "positive">;
    class Twice<int n> : NativeCodeCall<"$0 * " # n>;
    def A : Pat<(OneResultOp $x), (OneResultOp $x), [(IsPositive $x)]>;
    def B : Pat<(OneResultOp $x), (OneResultOp (Twice<2> $x))>;
}

fn main() {}
