// A pattern or constraint record of the block as the operator of a DAG in
// a pattern tree: an error at the operator in the front end (mlir-tblgen:
// "Record `C' does not have a field named `opDialect'!"), not rustc's
// errors about the generated code.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def IsPositive : Constraint<CPred<|_c: &drr::Context, _v: drr::Value| true>>;
    def Fold : Pat<(OneResultOp $x), (OneResultOp $x)>;
    def A : Pat<(IsPositive $x), (OneResultOp $x)>;
    def B : Pat<(OneResultOp $x), (OneResultOp (Fold $x))>;
    def C : Pat<(OneResultOp $x), (OneResultOp $x), [(IsPositive $x)]>;
}

fn main() {}
