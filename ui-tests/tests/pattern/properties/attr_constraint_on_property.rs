// DRR #20: `the 2-th argument of op 'PropOp' should be a property` (an
// attribute constraint, and an attribute constant, on a property argument).
use ui_tests::*;

fn main() {
    let _ = drr::pat!((PropOp $x, I64Attr:$n, $w), (PropOp $x, $n, $w));
    let _ = drr::pat!((PropOp $x, ConstantAttr<I64Attr, "1">, $w), (PropOp $x, ConstantProp<I64Prop, "2">, $w));
}
