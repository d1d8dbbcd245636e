// `EnumAttr` is an `AttrDef`: its C++ fields are accepted without effect
// (`tests/ods_enum_attr_cpp_fields.rs`); another name is an error, with
// the nearest field suggested.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_Kind : I32EnumAttr<"Kind", "", [I32EnumAttrCase<"a", 0>]> {
      let genSpecializedAttr = 0;
    }
    def T_KindAttr : EnumAttr<T_Dialect, T_Kind, "kind"> {
      let extraClassDeclaraton = "";
    }
}
fn main() {}
