// A bound variadic operand used twice in result `(variadic …)` lists (and
// in a nested op) is borrowed, not moved, by the checks of the elements.
#![deny(warnings)]
use ui_tests::*;

drr::patterns! {
    def P : Pat<(VStackOp $xs), (VStackOp (variadic $xs, $xs))>;
    def Q : Pat<(ConcatenateOp $xs, $a), (ConcatenateOp (variadic $xs, (VStackOp $xs)), $a)>;
}

fn main() {
    let mut set = drr::rewrite::RewritePatternSet::new();
    populate_with_generated(&mut set);
}
