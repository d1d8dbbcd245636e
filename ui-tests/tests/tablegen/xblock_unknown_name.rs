// In a block with an `include` line, a constraint name that is neither
// standard nor the block's (and not near any of those) is taken for a
// record of another block: the block asks for its macro, and rustc reports
// that there is none, at the name.
drr::ods! {
    include "base.td";
    def T_Dialect : Dialect { let name = "t"; }
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins Widget_FloatKind:$x);
    }
}
fn main() {}
