// A custom `Property` overriding its attribute conversion (C++ that defines
// the generic form): the error is at the field.
drr::ods! {
    def Cp_Dialect : Dialect { let name = "cp"; }
    def CountProp : Property<"int64_t", "a count"> {
        let convertToAttribute = "return ::mlir::IntegerAttr::get($_ctxt, $_storage);";
    }
    def Cp_AOp : Op<Cp_Dialect, "a"> {
        let arguments = (ins CountProp:$count);
    }
}
fn main() {}
