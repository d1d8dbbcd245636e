// `SymbolOpInterface` is the C++ class of ODS's `Symbol` record and no
// record itself (mlir-tblgen: "Variable not defined"). Named bare or in
// `DeclareOpInterfaceMethods<…>`, it was taken for an interface without
// effect, so the op was not verified as a symbol; it is an error at the
// name, pointing to `Symbol` (the inline `OpInterface<"SymbolOpInterface">`
// is `Symbol`: tests/ods_symbol_interface_blocks.rs).
drr::ods! {
    def D_Dialect : Dialect { let name = "d"; }
    def D_AOp : Op<D_Dialect, "a", [SymbolOpInterface]>;
    def D_BOp : Op<D_Dialect, "b", [DeclareOpInterfaceMethods<SymbolOpInterface, ["isDeclaration"]>]>;
}
fn main() {}
