// A record of another block, imported, used by a block without an
// `include` line: as in TableGen, a file that includes nothing sees only
// its own records (and the library); the error says what to add.
mod base {
    drr::ods! {
        def Base_FloatLike : TypeConstraint<FloatLike.predicate, "floating-point-like">;
    }
}
mod ops {
    #[allow(unused_imports)]
    use super::base::Base_FloatLike;
    drr::ods! {
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a"> {
            let arguments = (ins Base_FloatLike:$x);
        }
    }
}
fn main() {}
