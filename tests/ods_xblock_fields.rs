//! Fields of another block's records, read as TableGen reads an included
//! file's: `positionalType.summary` in PDL's `PDL_InstOrRangeOf`, a class of
//! `PDLTypes.td` instantiated in `PDLOps.td` with `PDL_Value` (a `TypeDef`
//! of a class of the base file); the C++ names of an `EnumAttr` and the
//! fields of a record of a plain class (SPIR-V's availability records).
//! Messages recorded from mlir-opt-22 (the PDL op is `pdl.operation`'s
//! argument list as `PDLOps.td` has it).

use drr::Context;
use drr::text::parse_module;

/// Part of `PDLTypes.td`.
pub mod pdl_types {
    drr::ods! {
        def PDL_Dialect : Dialect { let name = "pdl"; }
        // The class and a record below share the name `PDL_Type`, as in
        // PDL: the ops block fetches the record through the class's macro.
        class PDL_Type<string name, string typeMnemonic> : TypeDef<PDL_Dialect, name> {
            let mnemonic = typeMnemonic;
        }
        def PDL_Attribute : PDL_Type<"Attribute", "attribute"> {
            let summary = "PDL handle to an `mlir::Attribute`";
        }
        def PDL_Operation : PDL_Type<"Operation", "operation"> {
            let summary = "PDL handle to an `mlir::Operation *`";
        }
        def PDL_Type : PDL_Type<"Type", "type"> {
            let summary = "PDL handle to an `mlir::Type`";
        }
        def PDL_Value : PDL_Type<"Value", "value"> {
            let summary = "PDL handle for an `mlir::Value`";
        }
        class PDL_InstOrRangeOf<Type positionalType> :
            AnyTypeOf<[positionalType], "single element or range of " # positionalType.summary>;
    }
}

/// `pdl.operation`'s arguments, in a block of its own as `PDLOps.td`.
pub mod pdl_ops {
    use super::pdl_types::*;
    drr::ods! {
        include "mlir/Dialect/PDL/IR/PDLTypes.td";
        // The class `PDL_Type` of the base, through the same macro as its
        // record `PDL_Type`.
        def PDL_Extra : PDL_Type<"Extra", "extra"> { let summary = "an extra handle"; }
        def PDL_ExtraOp : Op<PDL_Dialect, "extra_op"> {
            let results = (outs PDL_Extra:$res);
        }
        def PDL_OperationOp : Op<PDL_Dialect, "operation", [AttrSizedOperandSegments]> {
            let arguments = (ins OptionalAttr<StrAttr>:$opName,
                                 Variadic<PDL_InstOrRangeOf<PDL_Value>>:$operandValues,
                                 Variadic<PDL_Attribute>:$attributeValues,
                                 StrArrayAttr:$attributeValueNames,
                                 Variadic<PDL_InstOrRangeOf<PDL_Type>>:$typeValues);
            let results = (outs PDL_Operation:$op);
        }
    }
}

/// A record of a plain class and an `EnumAttr`, read by another block.
pub mod av_base {
    drr::ods! {
        def Av_Dialect : Dialect { let name = "av"; let cppNamespace = "::mlir::av"; }
        class Availability { string instance = ?; int level = 0; }
        def MyAvail : Availability { let instance = "::mlir::av::V_1"; let level = 3; }
        def Av_Version : I32EnumAttr<"Version", "valid version",
                                     [I32EnumAttrCase<"V_1_0", 0, "v1.0">]> {
            let genSpecializedAttr = 0;
            let cppNamespace = "::mlir::av";
        }
        def Av_VersionAttr : EnumAttr<Av_Dialect, Av_Version, "version">;
    }
}

pub mod av_ops {
    use super::av_base::*;
    drr::ods! {
        include "AvBase.td";
        class Names<EnumAttr scheme> {
            string text = MyAvail.instance # " " # !cast<string>(MyAvail.level) # " "
                # scheme.returnType # " " # scheme.enum.className # " "
                # scheme.cppNamespace # " " # scheme.summary;
        }
        // The text as a summary, which the verifier shows.
        def NamesType : Type<CPred<|_c: &drr::Context, _t: drr::Type| false>,
                             Names<Av_VersionAttr>.text>;
        def Av_HolderOp : Op<Av_Dialect, "holder"> {
            let arguments = (ins NamesType:$names);
        }
    }
}

fn first_error(ctx: &mut Context, src: &str) -> String {
    let m = parse_module(ctx, src, "in.mlir").expect("parses");
    let errors = drr::verifier::verify(ctx, m).expect_err("fails to verify");
    errors[0].message.clone()
}

#[test]
fn summary_of_another_blocks_typedef_in_an_imported_class() {
    let mut ctx = Context::new();
    pdl_types::PdlDialect::register(&mut ctx);
    pdl_ops::PdlOps::register(&mut ctx);
    let src = r#""pdl.pattern"() <{benefit = 1 : i16}> ({
^bb0(%arg0: i32):
  %0 = "pdl.operation"(%arg0) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> !pdl.operation
}) : () -> ()
"#;
    assert_eq!(
        first_error(&mut ctx, src),
        "'pdl.operation' op operand #0 must be variadic of single element or range of PDL handle for an `mlir::Value`, but got 'i32'"
    );
    let ok = r#""test.f"() ({
^bb0(%arg0: !pdl.value, %arg1: !pdl.type):
  %0 = "pdl.operation"(%arg0, %arg1) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
}) : () -> ()
"#;
    let m = parse_module(&mut ctx, ok, "ok.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).expect("verifies");
    let extra = r#""test.f"() ({
  %0 = "pdl.extra_op"() : () -> !pdl.value
}) : () -> ()
"#;
    assert_eq!(
        first_error(&mut ctx, extra),
        "'pdl.extra_op' op result #0 must be an extra handle, but got '!pdl.value'"
    );
}

/// The values `mlir-tblgen-22 --print-records` gives the same fields
/// (`"::mlir::av::V_1"`, `"3"`, `"::mlir::av::Version"`, `"Version"`,
/// `"::mlir::av"`, `"valid version"`).
#[test]
fn cpp_names_and_plain_record_fields_of_another_block() {
    let mut ctx = Context::new();
    av_base::AvDialect::register(&mut ctx);
    av_ops::AvOps::register(&mut ctx);
    let src = r#""test.f"() ({
^bb0(%arg0: i7):
  "av.holder"(%arg0) : (i7) -> ()
}) : () -> ()
"#;
    assert_eq!(
        first_error(&mut ctx, src),
        "'av.holder' op operand #0 must be ::mlir::av::V_1 3 ::mlir::av::Version Version ::mlir::av valid version, but got 'i7'"
    );
}
