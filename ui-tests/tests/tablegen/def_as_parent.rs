// A record of the block named as a parent (IREE's `Util_AliasedSymbolRefAttr`
// is a class; written as a `def` it derives nothing): mlir-tblgen's
// "Couldn't find class", at the parent's name.
drr::ods! {
    def Dp_Dialect : Dialect { let name = "dp"; }
    def Dp_SymRef : Attr<SymbolRefAttr.predicate, "symbol reference attribute">;
    def Dp_GlobalRef : Dp_SymRef;
}
fn main() {}
