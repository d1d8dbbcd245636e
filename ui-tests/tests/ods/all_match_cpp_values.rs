// `OpBase.td`'s `AllMatch<values, summary>` compares C++ expressions: drr
// reads the spellings of ODS's own `All…Match` traits (`getA().getType()`,
// `getElementTypeOrSelf($a)`, …); other C++ is an error at the values that
// says what to write instead.
drr::ods! {
    dialect t;
    def T_SameOp : Op<"same", [
        AllMatch<["getA().getType().getIntOrFloatBitWidth()", "getB().getType().getIntOrFloatBitWidth()"], "a and b have the same width">
    ]> {
        let arguments = (ins AnyType:$a, AnyType:$b);
    }
}

fn main() {}
