// Property arguments take property constraints (`PropConstraint` records,
// properties, `ConstantProp`), attribute arguments attribute constraints.
use ui_tests::*;

fn main() {
    let _ = drr::pat!((PropOp $x, NonNegative:$n, I64Attr:$w), (PropOp $x, $n, $w));
    let _ = drr::pat!((PropOp $x, I64Prop:$n, ConstantAttr<I64Attr, "1">), (PropOp $x, ConstantProp<I64Prop, "2">, ConstantAttr<I64Attr, "3">));
    let _ = drr::pat!((PropOp $x, ConstantProp<I64Prop, "1">, $w), (PropOp $x, ConstantProp<I64Prop, "0">, $w));
    let _ = drr::pat!((PropOp $x, $n, $w), (PropOp $x, (NativeCodeCall<|_b, v: i64| -> i64 { v.wrapping_add(1) }> $n), $w));
}
