// A DAG argument name made by `!setdagname` is written as the string: an
// error about `$q` points at the string, not at the whole block
// (mlir-tblgen reports it at the record's name: "referencing unbound
// symbol 'q'").
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    fn populate;
    def SetName : Pat<(TwoArgOp $x, $y), !setdagname((TwoArgOp $x, $y), 1, "q")>;
}
fn main() {}
