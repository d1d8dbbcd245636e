// In a block with an `include` line, a capitalized name among the parts of
// `And<[…]>` / `Neg<…>`, or before `.predicate`, that is neither the
// block's nor the library's is a predicate record of another block: the
// block asks for its macro, and rustc says there is none, at the name.
drr::ods! {
    include "base.td";
    def T_Dialect : Dialect { let name = "t"; }
    def Both : TypeConstraint<And<[IsMissingPred, CPred<|_c: &drr::Context, _t: drr::Type| true>]>, "both">;
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins Both:$x);
    }
}
fn main() {}
