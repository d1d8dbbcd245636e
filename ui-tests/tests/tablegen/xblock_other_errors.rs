// In a block with an `include` line and another error, a name that may be
// a record of another block is not looked up yet: the error says so (the
// name is fetched once the other error is fixed).
mod base {
    drr::ods! {
        def Base_FloatLike : TypeConstraint<FloatLike.predicate, "floating-point-like">;
    }
}
mod ops {
    #[allow(unused_imports)]
    use super::base::Base_FloatLike;
    drr::ods! {
        include "base.td";
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a"> {
            let arguments = (ins Base_FloatLike:$x, AnyTyp:$y);
        }
    }
}
fn main() {}
