// Template arguments of library classes in a pattern that do not fit their
// parameters: each reported at the argument.
drr::ods! {
    dialect t;
    def TwoOp : Op<"two"> {
        let arguments = (ins AnyType:$x, AnyAttr:$a);
        let results = (outs AnyType:$r);
    }
}
fn main() {
    let _ = drr::pat!(
        (TwoOp I<"wide">:$x, ConfinedAttr<I64Attr, [IntMinValue<0>, F32]>:$a),
        (TwoOp $x, $a)
    );
    let _ = drr::pat!(
        (TwoOp TensorRankOf<[F32]>:$x, $a),
        (TwoOp $x, $a),
        [(AnyTypeOf<[I32, 3]> $x)]
    );
}
