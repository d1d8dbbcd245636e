// One `fn NAME;` per `patterns!` block: the second is an error at its `fn`.
use ui_tests::*;

drr::patterns! {
    fn populate_a;
    fn populate_b;
    def P : Pat<(OneResultOp $x), (OneResultOp $x)>;
}

fn main() {}
