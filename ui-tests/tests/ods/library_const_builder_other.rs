// A `constBuilderCall` on a record of a library attribute class is
// accepted only where it restates the library's own builder
// (`$_builder.getArrayAttr($0)` on a `TypedArrayAttrBase`); another C++
// builder would build constants differently: an error at the field.
drr::ods! {
    dialect test;
    def Same : TypedArrayAttrBase<StrAttr, "same"> {
        let constBuilderCall = "  $_builder.getArrayAttr($0) ";
    }
    def Other : TypedArrayAttrBase<StrAttr, "other"> {
        let constBuilderCall = "$_builder.getStrArrayAttr($0)";
    }
}
fn main() {}
