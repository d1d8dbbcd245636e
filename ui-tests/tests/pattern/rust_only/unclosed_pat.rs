// A `Pat<…` without its closing `>` is reported where the `>` is missing,
// and the next record still parses.
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (AOp $x, $a);
    def Q : Pat<(OneResultOp $x), (OneResultOp $x)>;
}

fn main() {}
