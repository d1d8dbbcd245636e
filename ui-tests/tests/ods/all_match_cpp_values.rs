// `OpBase.td`'s `AllMatch<values, summary>` compares C++ expressions
// (the test dialect's `AllMatch<["getA().getType()", …]>`): an error at
// the values that says what to write instead.
drr::ods! {
    dialect t;
    def T_SameOp : Op<"same", [
        AllMatch<["getA().getType()", "getB().getType()"], "a and b have the same type">
    ]> {
        let arguments = (ins AnyType:$a, AnyType:$b);
    }
}

fn main() {}
