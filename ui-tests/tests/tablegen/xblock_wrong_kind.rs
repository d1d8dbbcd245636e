// A type constraint record of another block where an attribute constraint
// is expected: the same error as for the block's own record.
mod base {
    drr::ods! {
        def Base_FloatLike : TypeConstraint<FloatLike.predicate, "floating-point-like">;
    }
}
mod ops {
    use super::base::Base_FloatLike;
    drr::ods! {
        include "base.td";
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a"> {
            let arguments = (ins OptionalAttr<Base_FloatLike>:$x);
        }
    }
}
fn main() {}
