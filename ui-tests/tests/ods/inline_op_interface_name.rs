// An interface written inline in a trait list names its C++ class
// (`OpInterface<"ResultTypeInferenceOpInterface">`); other text is an error
// at the string.
drr::ods! {
    def O_Dialect : Dialect { let name = "o"; }
    def O_AOp : Op<O_Dialect, "a", [OpInterface<"not a name">]> {
        let arguments = (ins AnyType:$x);
    }
}
fn main() {}
