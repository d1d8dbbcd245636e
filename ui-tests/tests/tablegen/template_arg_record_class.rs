drr::ods! {
    def Ta_Dialect : Dialect { let name = "ta"; }
    def Ta_FooOp : Op<Ta_Dialect, "foo">;
    class ScaleArgInfo<TypeConstraint argTyVal, string typeName> {
        TypeConstraint type = argTyVal;
        string name = typeName;
    }
    // An op is no type constraint: the message names the record and its classes.
    def Ta_Info : ScaleArgInfo<Ta_FooOp, "F16">;
}
fn main() {}
