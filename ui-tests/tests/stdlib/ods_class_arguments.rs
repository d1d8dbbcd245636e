// Template arguments of library classes that do not fit their parameters:
// each reported at the argument (or at the name when one is missing).
drr::ods! {
    dialect t;
    def AOp : Op<"a"> {
        let arguments = (ins TensorRankOf<[F32], F32>:$a, I<"wide">:$b, I<1, 2>:$c,
                             TensorRankOf<[F32]>:$d, AnyTypeOf<[I32, I32Attr]>:$e,
                             ConfinedAttr<I64Attr, [IntMinValue<[0]>]>:$f);
    }
}
fn main() {}
