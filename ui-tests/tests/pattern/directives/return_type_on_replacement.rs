// DRR #39: `Cannot specify explicit return types in an op whose return values replace the source pattern's root op`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $in), (OneResultOp $in, (returnType $in)));
}
