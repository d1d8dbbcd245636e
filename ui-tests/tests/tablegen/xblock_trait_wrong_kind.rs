// A record of another block fetched by name is checked where it is used,
// as one of the block's own: a predicate record is not a trait.
mod base {
    drr::ods! {
        def Base_Dialect : Dialect { let name = "base"; }
        def IsI32Pred : CPred<|ctx: &::drr::Context, t: ::drr::Type|
            matches!(ctx.type_data(t), ::drr::TypeData::Integer { width: 32, .. })>;
    }
}
mod ops {
    use super::base::*;
    drr::ods! {
        include "base.td";
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a", [IsI32Pred]>;
    }
}
fn main() {}
