// Records MLIR's dialect files define in C++ terms: interfaces are rejected;
// a custom attribute (`AttrDef`) is accepted (a constraint on its text).
drr::ods! {
    def Test_Dialect : Dialect { let name = "test"; }
    class Test_Attr<string name, string attrMnemonic> : AttrDef<Test_Dialect, name> {
        let mnemonic = attrMnemonic;
    }
    def PoisonAttr : Test_Attr<"Poison", "poison">;
    def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface"> {
        let cppNamespace = "::mlir::test";
    }
    def FooOpInterface : OpInterface<"FooOpInterface">;
}
fn main() {}
