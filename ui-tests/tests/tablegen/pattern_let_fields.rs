// A `let` on a pattern record sets a `Pattern` field: a name that is no
// field is an error at the name (mlir-tblgen: "Value 'benefit' unknown!"),
// so is a value of the wrong type (mlir-tblgen: "Field 'constraints' of
// type 'list<dag>' is incompatible with value '(NegOp ?:$x)' of type
// 'dag'").
drr::ods! {
    dialect lf;
    def NegOp : Op<"neg", []> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
}
drr::patterns! {
    fn populate;
    let benefit = (addBenefit 1) in
    def P1 : Pat<(NegOp (NegOp $x)), (replaceWithValue $x)>;
    let constraints = (NegOp $x) in
    def P2 : Pat<(NegOp (NegOp $x)), (replaceWithValue $x)>;
}
fn main() {}
