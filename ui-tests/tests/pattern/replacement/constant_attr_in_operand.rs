// DRR #43: `attribute found where value was expected, if attempting to use constant value, construct a constant op with given attribute instead`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp ConstantAttr<I32Attr, "1">));
}
