// Enum property records: `let defaultValue` is their only field (and
// `storeInCustomAttribute`, a bit, on the attribute-form classes), and the
// named / attribute-form classes take their ODS arguments.
drr::ods! {
    dialect test;
    def E : I32Enum<"E", "an enum", [I32EnumCase<"a", 0>, I32EnumCase<"b", 1>]>;
    def EAttr : EnumAttr<test, E, "e">;
    def P1 : EnumProp<E> {
        let summary = "s";
    }
    def P2 : EnumPropWithAttrForm<E, EAttr> {
        let storeInCustomAttribute = 2;
    }
    def AOp : Op<"a"> {
        let arguments = (ins NamedEnumProp<E>:$x, NamedEnumPropWithAttrForm<E, EAttr>:$y);
    }
}
fn main() {}
