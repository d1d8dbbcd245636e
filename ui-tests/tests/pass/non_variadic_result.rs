// DRR #38 (`op expects variadic operand `inputs`, while provided is
// non-variadic`) is lifted: an op given to a variadic operand passes all its
// results (DESIGN.md, "Beyond DRR": packing variadics).
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (VStackOp (OneResultOp $x)));
}
