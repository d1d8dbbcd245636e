// A record of the block named as a parent (IREE's `Util_AliasedSymbolRefAttr`
// is a class; written as a `def` it derives nothing): mlir-tblgen's
// "Couldn't find class", at the parent's name.
drr::ods! {
    def Dp_Dialect : Dialect { let name = "dp"; }
    def Dp_SymRef : Attr<SymbolRefAttr.predicate, "symbol reference attribute">;
    def Dp_GlobalRef : Dp_SymRef;
    // Defined after its use as a parent: the same error.
    def Dp_Later : Dp_Str;
    def Dp_Str : Attr<StrAttr.predicate, "string attribute">;
}
fn main() {}
