// Rust: `ConstantEnumCase<E, "name">` naming no case of `E` (mlir-tblgen
// emits C++ that does not compile; we stop at the string).
drr::ods! {
    dialect enums;

    def Case5 : I32EnumAttrCase<"case5", 5>;
    def Case10 : I32EnumAttrCase<"case10", 10>;
    def MyEnum : I32EnumAttr<"MyEnum", "an enum", [Case5, Case10]>;
    def EnumOp : Op<"enum_op"> {
        let arguments = (ins MyEnum:$attr);
        let results = (outs AnyType:$out);
    }
}

fn main() {
    let _ = drr::pat!((EnumOp ConstantEnumCase<MyEnum, "case7">), (EnumOp Case5));
    let _ = drr::pat!((EnumOp $a), (EnumOp ConstantEnumCase<MyEnum, "Case10">));
}
