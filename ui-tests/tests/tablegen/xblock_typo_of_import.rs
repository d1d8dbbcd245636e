// A misspelled record of another block: rustc suggests the imported one.
mod base {
    drr::ods! {
        def Base_FloatLike : TypeConstraint<FloatLike.predicate, "floating-point-like">;
    }
}
mod ops {
    use super::base::*;
    drr::ods! {
        include "base.td";
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a"> {
            let arguments = (ins Base_FloatLik:$x);
        }
    }
}
fn main() {}
