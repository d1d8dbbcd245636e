// Errors about a multiclass of another block, once it is fetched: a typo of
// its name (reported with the fetched name, not fetched again), the wrong
// number of template arguments, and a multiclass used as a class, each at
// the token of this block that is wrong; and a record of another block
// named where a multiclass belongs (its macro hands over a record).
#[allow(unused_imports)]
use ui_tests::*;

mod base {
    #[allow(unused_imports)]
    use ui_tests::*;
    drr::patterns! {
        multiclass DropTwiceOf<dag op> {
            def _Twice : Pat<(op (op $x)), (op $x)>;
        }
    }
}

mod records {
    drr::ods! {
        def Rec_Dialect : Dialect { let name = "rec"; }
        def EvenInt : TypeConstraint<CPred<|_c: &drr::Context, _t: drr::Type| true>, "even">;
    }
}

mod record_user {
    #[allow(unused_imports)]
    use ui_tests::*;
    use super::records::EvenInt;
    drr::patterns! {
        defm Rec : EvenInt<OneResultOp>;
    }
}

mod user {
    #[allow(unused_imports)]
    use ui_tests::*;
    use super::base::DropTwiceOf;
    drr::patterns! {
        defm Fine : DropTwiceOf<OneResultOp>;
        defm Typo : DropTwicOf<OneResultOp>;
        defm Args : DropTwiceOf<OneResultOp, 2>;
        def Direct : DropTwiceOf<OneResultOp>;
    }
}

fn main() {}
