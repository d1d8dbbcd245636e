// `TypeDef` / `AttrDef` records: what `ods!` cannot honour is an error
// naming the field or record.
drr::ods! {
    def Test_Dialect : Dialect { let name = "test"; }
    class Test_Type<string name, string typeMnemonic> : TypeDef<Test_Dialect, name> {
        let mnemonic = typeMnemonic;
    }
    // No mnemonic: no textual form to check. The record alone is accepted
    // (CIRCT Moore's `IntType` is parsed by C++); a use as a constraint is
    // the error.
    def NoMnemonicType : TypeDef<Test_Dialect, "NoMnemonic">;
    def UnusedNoMnemonicType : TypeDef<Test_Dialect, "UnusedNoMnemonic">;
    def UsesOp : Op<Test_Dialect, "uses"> {
        let arguments = (ins NoMnemonicType:$x);
    }
    def NoMnemonicLike : Type<And<[NoMnemonicType.predicate]>, "like">;
    // A C++ predicate would change what the record accepts.
    def PredType : Test_Type<"Pred", "pred"> {
        let predicate = CPred<"::llvm::isa<PredType>($_self)">;
    }
    // A C++ builder call.
    def BuiltType : Test_Type<"Built", "built"> {
        let builderCall = "$_builder.getType<BuiltType>()";
    }
    // A Rust builder call must take only the context.
    def TwoArgType : Test_Type<"TwoArg", "two_arg"> {
        let parameters = (ins "mlir::Type":$t);
        let builderCall = |ctx: &mut drr::Context, w: u32| -> drr::Type { drr::ods::dialect_type(ctx, "!test.two_arg<i8>") };
    }
    // A misspelled field.
    def TypoType : Test_Type<"Typo", "typo"> {
        let sumary = "typo";
    }
    // Not a mnemonic MLIR prints in the pretty form.
    def BadType : Test_Type<"Bad", "bad mnemonic">;
    // No C++ class name.
    def NoNameType : TypeDef<Test_Dialect> {
        let mnemonic = "no_name";
    }
    // Parameters are a dag.
    def ParamsType : Test_Type<"Params", "params"> {
        let parameters = 5;
    }
    def AnAttr : AttrDef<Test_Dialect, "An"> {
        let mnemonic = "an";
        let extraClassDeclaration = "int64_t get() const;";
    }
}
fn main() {}
