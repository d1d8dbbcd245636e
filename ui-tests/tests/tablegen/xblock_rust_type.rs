// A constraint written in Rust (not a record of an `ods!` block) is not
// found by name: it is declared with `def X : TypeConstraint<path>;`.
mod base {
    pub struct EvenWidth;
    impl drr::ods::TypeConstraint for EvenWidth {
        const SUMMARY: &'static str = "even width";
        fn matches(_: &drr::Context, _: drr::Type) -> bool {
            true
        }
    }
}
use base::EvenWidth;
drr::ods! {
    include "base.td";
    def T_Dialect : Dialect { let name = "t"; }
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins EvenWidth:$x);
    }
}
fn main() {}
