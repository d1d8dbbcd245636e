// An argument of a built block needs a type.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!(
        (WrapOp $r),
        (WrapOp (region (block $x, (YieldOp $x))))
    );
}
