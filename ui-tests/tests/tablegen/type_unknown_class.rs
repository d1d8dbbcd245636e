// A template argument's type naming a class nobody defines (pre-MLIR-14
// `list<OpTrait>`; mlir-tblgen-22: "Couldn't find class 'OpTrait'") is an
// error at the type, with the library class near it (`Trait`). Any other
// name is looked for in the other blocks and crates in scope
// (`type_unknown_class_field`).

fn main() {}

drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    class T_Op<string mnemonic, list<OpTrait> traits = []> : Op<T_Dialect, mnemonic, traits>;
    def T_ConstantOp : T_Op<"constant">;
}
