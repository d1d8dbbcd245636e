// An unknown name among 22 alternatives: reported at that alternative.
drr::ods! {
    dialect t;
    def AOp : Op<"a"> {
        let arguments = (ins AnyTypeOf<[I1, I8, I16, I32, I64, I128, SI8, SI16, SI32, SI64, UI8,
                                        UI16, UI32, UI64, U16, BF16, F32, F64, F80, F128, Index,
                                        NoneType]>:$x);
    }
}
fn main() {}
