// DRR #19: `the 3-th argument of op 'PropOp' should be an attribute` (a
// property constraint, a property, a property constant on an attribute).
use ui_tests::*;

fn main() {
    let _ = drr::pat!((PropOp $x, $n, NonNegative:$w), (PropOp $x, $n, $w));
    let _ = drr::pat!((PropOp $x, $n, I64Prop:$w), (PropOp $x, $n, $w));
    let _ = drr::pat!((PropOp $x, $n, ConstantProp<I64Prop, "1">), (PropOp $x, $n, ConstantAttr<I64Attr, "1">));
}
