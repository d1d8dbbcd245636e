// An enum case whose value is a name the block does not define (HEIR's
// `CGGIEnums.td` reads `defvar AND_GATE = 0;` of an included file, which
// an `ods!` block does not see): one error at the name, none more at the
// enum that lists the case.
drr::ods! {
    def D_Dialect : Dialect { let name = "d"; }
    def GATE_AND : I32EnumAttrCase<"AND", AND_GATE>;
    def GATE_OR : I32EnumAttrCase<"OR", 2>;
    def D_GateEnum : I32EnumAttr<"GateEnum", "a gate", [GATE_AND, GATE_OR]> {
        let cppNamespace = "::d";
    }
}

fn main() {}
