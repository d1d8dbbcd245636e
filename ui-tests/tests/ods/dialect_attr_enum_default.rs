// A `DefaultValuedAttr<X, "Enum::case">` of a `DialectAttr` (MLIR's
// `DefaultValuedAttr<CConv, "CConv::C">`): without a `constBuilderCall` the
// default cannot be built (the note says what to write), and the closure's
// enum must have the case the default names.

fn main() {}

pub fn is_cc(_: &drr::Context, _: drr::Attribute) -> bool {
    true
}

drr::ods! {
    def Cc_Dialect : Dialect { let name = "cc"; }
    def ConvC : I64EnumAttrCase<"C", 0, "ccc">;
    def ConvEnum : I64EnumAttr<"Conv", "calling conventions", [ConvC]>;
    def Conv : DialectAttr<Cc_Dialect, CPred<crate::is_cc>, "a convention"> {
        let storageType = "::cc::ConvAttr";
    }
    def Built : DialectAttr<Cc_Dialect, CPred<crate::is_cc>, "a convention"> {
        let storageType = "::cc::ConvAttr";
        let constBuilderCall = |ctx: &mut drr::Context, v: ConvEnum| -> drr::Attribute {
            ctx.intern_attr(drr::AttrData::Opaque(format!("#cc.conv<{v}>").into()))
        };
    }
    def CallOp : Op<Cc_Dialect, "call"> {
        let arguments = (ins DefaultValuedAttr<Conv, "Conv::C">:$conv);
    }
    def FastOp : Op<Cc_Dialect, "fast"> {
        let arguments = (ins DefaultValuedAttr<Built, "Conv::Fast">:$conv);
    }
}
