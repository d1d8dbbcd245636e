// A `defm` naming a multiclass the block does not know (and no multiclass
// of the block is near it) asks for its macro: with none in scope, rustc
// says so at the name.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    multiclass DropTwiceOf<dag op> {
        def _Twice : Pat<(op (op $x)), (op $x)>;
    }
    defm : DropTwiceOf<OneResultOp>;
    defm : DropAllOf<OneResultOp>;
}

fn main() {}
