drr::ods! {
    def It_Dialect : Dialect { let name = "it"; }
    // A combination of two types for three names (ODS asserts the lengths).
    def It_AOp : Op<It_Dialect, "a", [InputAddressIsCombinationOf<["a", "b", "c"], [[I32, F32]]>]> {
        let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
    }
    // No combination at all.
    def It_BOp : Op<It_Dialect, "b", [InputAddressIsCombinationOf<["a"], []>]> {
        let arguments = (ins AnyType:$a);
    }
    // Types not in a list.
    def It_COp : Op<It_Dialect, "c", [InputMatchesTypes<["a"], I32>]> {
        let arguments = (ins AnyType:$a);
    }
}
fn main() {}
