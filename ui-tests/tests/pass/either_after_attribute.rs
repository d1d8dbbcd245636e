// mlir-tblgen crashes on `either` after an attribute operand
// (llvm/llvm-project#139813, DRR #57); here it is a valid pattern.
use ui_tests::*;

fn main() {
    let _ =
        drr::pat!((AttrFirstOp $attr, (either $l, (OneResultOp $r))), (AttrFirstOp $attr, $r, $l));
}
