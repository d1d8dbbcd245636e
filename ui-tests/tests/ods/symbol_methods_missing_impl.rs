// `DeclareOpInterfaceMethods<Symbol, ["isDeclaration", "isOptionalSymbol"]>`:
// the op's own methods, a Rust impl each (other methods have no effect).
drr::ods! {
    dialect test;
    def FnOp : Op<"fn", [
        DeclareOpInterfaceMethods<Symbol, ["isDeclaration", "getVisibility", "isOptionalSymbol"]>
    ]> {
        let arguments = (ins SymbolNameAttr:$sym_name);
        let regions = (region AnyRegion:$body);
    }
}
fn main() {}
