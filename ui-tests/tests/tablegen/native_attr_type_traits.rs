// Trait records of attributes and types hold C++ only: an unknown field is
// an error naming it, and such a record is not an op trait.
drr::ods! {
    def N_Dialect : Dialect { let name = "n"; }
    def N_TypeTrait : NativeTypeTrait<"NTypeTrait"> {
        let cppNamespac = "::mlir::n";
    }
    def N_AttrTrait : NativeAttrTrait<"NAttrTrait">;
    def AOp : Op<N_Dialect, "a", [N_AttrTrait]>;
}
fn main() {}
