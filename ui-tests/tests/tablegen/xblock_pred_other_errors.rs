// A predicate record of another block is fetched only once the block has no
// other error: until then each such name is reported as not defined here,
// next to the real error.
drr::ods! {
    include "base.td";
    def T_Dialect : Dialect { let name = "t"; }
    def Either : TypeConstraint<Or<[Neg<IsMissingPred>, OtherType.predicate]>, "either">;
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins Either:$x);
    }
    assert !eq(1, 2), "a real error";
}
fn main() {}
