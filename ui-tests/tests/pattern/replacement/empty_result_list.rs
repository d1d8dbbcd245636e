// An empty result list on a root with results: mlir-tblgen-22's `not enough values generated to replace the matched op` (on a root without results it erases the op).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp $in), []);
}
