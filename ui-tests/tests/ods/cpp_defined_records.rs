// Records MLIR's dialect files define in C++ terms: interface definitions
// are accepted as trait names (their methods are C++ and have no effect),
// but an interface's C++ `verify` and fields interfaces do not have are
// errors; a custom attribute (`AttrDef`) is accepted (a constraint on its
// text).
drr::ods! {
    def Test_Dialect : Dialect { let name = "test"; }
    class Test_Attr<string name, string attrMnemonic> : AttrDef<Test_Dialect, name> {
        let mnemonic = attrMnemonic;
    }
    def PoisonAttr : Test_Attr<"Poison", "poison">;
    def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface"> {
        let cppNamespace = "::mlir::test";
        let mehtods = [];
    }
    def FooOpInterface : OpInterface<"FooOpInterface"> {
        let verify = "return ::mlir::success();";
    }
}
fn main() {}
