// `SymbolUserOpInterface` is verified with the op's `verify_symbol_uses`,
// declared or listed plainly.
drr::ods! {
    dialect test;
    def LoadOp : Op<"load", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
        let arguments = (ins FlatSymbolRefAttr:$global);
        let results = (outs AnyType:$out);
    }
    def StoreOp : Op<"store", [SymbolUserOpInterface]> {
        let arguments = (ins FlatSymbolRefAttr:$global, AnyType:$value);
    }
}
fn main() {}
