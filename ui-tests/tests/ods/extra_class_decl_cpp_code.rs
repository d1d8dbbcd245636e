// C++ member declarations in `[{ … }]` that happen to be Rust tokens (VAST's
// `Core_FuncBaseOp`: `bool isDeclaration() { return isExternal(); }`) are
// reported at the field, not by rustc inside the expansion; in a class
// body too.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def AOp : Op<T_Dialect, "a"> {
        let extraClassDeclaration = [{
            bool isDeclaration() { return isExternal(); }
        }];
    }
    class FuncBase<string m> : Op<T_Dialect, m> {
        let extraClassDeclaration = [{
            ::mlir::Region *getCallableRegion() { return nullptr; }
        }];
    }
    def BOp : FuncBase<"b">;
}
fn main() {}
