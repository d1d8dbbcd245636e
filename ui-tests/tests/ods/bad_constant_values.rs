// Default values in ODS's C++ spelling: an unreadable value is an error at
// the string; a value of the wrong kind is an error at the string too.
drr::ods! {
    dialect test;
    def AOp : Op<"a"> {
        let arguments = (ins
            DefaultValuedAttr<I64Attr, "1 +">:$a,
            DefaultValuedAttr<I32Attr, "getDefault(1)">:$b,
            DefaultValuedAttr<I32Attr, "\"text\"">:$c,
            DefaultValuedAttr<StrAttr, "3">:$d);
    }
}
fn main() {}
