// In a block with an `include` line, a trait name that is neither one drr
// knows nor the block's (and not near any of those) is taken for a trait
// record of another block: the block asks for its macro, and rustc reports
// that there is none, at the name.
drr::ods! {
    include "base.td";
    def T_Dialect : Dialect { let name = "t"; }
    def AOp : Op<T_Dialect, "a", [Pure, Widget_EvenOperands]>;
}
fn main() {}
