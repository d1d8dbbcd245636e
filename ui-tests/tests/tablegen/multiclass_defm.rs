// `defm` errors: an unknown multiclass (with the nearest name), a plain
// class, the wrong number or type of template arguments, a multiclass used
// as a class, two `defm`s making the same record. Each at its token, and the
// correct `defm`s around them cause no further errors.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    multiclass FuseUnary<dag UnaryOp, int rank> {
        def Fuse # UnaryOp : Pat<(UnaryOp (OneResultOp $x)), (OneResultOp $x)>;
    }
    class NotAMulticlass<dag op> : Pat<(op $x), (op $x)>;

    defm : FuseUnery<OneResultOp, 1>;
    defm : NotAMulticlass<OneResultOp>;
    defm : FuseUnary<OneResultOp, 1, 2>;
    defm : FuseUnary<OneResultOp, "one">;
    defm : FuseUnary<OneResultOp>;
    def Direct : FuseUnary<OneResultOp, 1>;
    defm Twice : FuseUnary<OneResultOp, 1>;
    defm Twice : FuseUnary<OneResultOp, 2>;
    defm Fine : FuseUnary<OneResultOp, 3>;
}

fn main() {}
