// In a block with an `include` line, an unknown trait name is looked up
// among the records of other blocks, unless it is one edit from a trait
// `ods!` knows: that is a typo, reported at once with the suggestion.
drr::ods! {
    include "Base.td"
    def D_Dialect : Dialect { let name = "d"; }
    def D_XOp : Op<D_Dialect, "x", [Commutatve]>;
}
fn main() {}
