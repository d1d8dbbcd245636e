// DRR #24: `cannot use the same multi-result op 'TwoResultOp' to generate both auxiliary values and values to be used for replacing the matched op`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((ThreeResultOp $in), [(TwoResultOp $in), (TwoResultOp $in)]);
}
