// `TypeAttrBase<"Class", "summary">` tests a type attribute's type against
// a C++ class; drr knows MLIR's builtin type classes only. A dialect's
// class is an error at the string, saying how to write the constraint
// (`TypeAttrBase<"::mlir::Type", "summary", C>`), in a record, in an
// argument and in a pattern leaf (rustc's const evaluation failure inside
// the library before).
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_Foo : TypeDef<T_Dialect, "Foo"> { let mnemonic = "foo"; }
    def T_FooAttr : TypeAttrBase<"::mlir::t::FooType", "foo type attribute">;
    def T_GoodAttr : TypeAttrBase<"::mlir::Type", "foo type attribute", T_Foo>;
    def T_A : Op<T_Dialect, "a"> {
        let arguments = (ins T_FooAttr:$t, TypeAttrBase<"BarType", "bar">:$u, T_GoodAttr:$v);
    }
}
drr::patterns! {
    def P : Pat<(T_A $t, TypeAttrBase<"t::BazType", "baz">:$u, $v), (T_A $t, $u, $v)>;
}
fn main() {}
