// Enum records: case classes of the wrong kind, bit positions out of
// range, duplicate cases, unsupported fields.
drr::ods! {
    dialect test;
    def A : I32BitEnumAttrCaseBit<"a", 40>;
    def B : I32EnumAttrCase<"b", 1>;
    def C : I32BitEnumAttrCaseBit<"c", 1>;
    def Flags : I32BitEnumAttr<"Flags", "flags", [A, B, C, C]> {
        let printBitEnumQuoted = 1;
        let bogus = 1;
    }
    def FlagsAttr : EnumAttr<other, Flags, "flags"> {
        let assemblyFormat = "`(` custom<Flags>($value) `)`";
    }
}
fn main() {}
