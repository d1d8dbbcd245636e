// DRR #2: `encountered non-op, non-NativeCodeCall match.`
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp (replaceWithValue $x)), (OneResultOp $x));
}
