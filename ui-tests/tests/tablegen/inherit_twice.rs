// A parent list names a class the record already inherits through an
// earlier entry: TableGen's "Already subclass of" at the second name, in a
// def's, a class's and a defm's list. A diamond is fine.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Ranked { int rank = 2; }
    class Shaped : Ranked;
    class Sized : Ranked;
    class Both : Shaped, Ranked;
    multiclass Folds { def _fold : Pat<(OneResultOp $x), (OneResultOp $x)>, Ranked; }
    def A : Pat<(OneResultOp $x), (OneResultOp $x)>, Shaped, Ranked;
    def B : Pat<(OneResultOp $x), (OneResultOp $x)>, Both;
    def C : Pat<(OneResultOp $x), (OneResultOp $x)>, Shaped, Sized;
    defm D : Folds, Ranked;
}

fn main() {}
