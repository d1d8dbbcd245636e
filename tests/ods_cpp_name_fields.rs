//! The C++ names ODS records carry, as SPIR-V's `SPIRVAvailability.td` and
//! `SPIRVBase.td` read them: an `EnumAttr`'s `returnType`, `cppNamespace`
//! and `enum` (`scheme.enum.className`), an enum case's `symbol`, and
//! `DialectAttr<Dialect, pred, summary>` (an attribute constraint, its C++
//! predicate written in Rust). In a class instantiated by another block
//! (the ops file's `availability = [MinVersion<SPIRV_V_1_0>]`, whose body
//! reads the base file's `SPIRV_VersionAttr.returnType`), such C++-only
//! text is not known there and reads as `Record.field`: only C++ fields
//! take it.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// Part of `SPIRVAvailability.td` and `SPIRVBase.td`.
pub mod spirv_base {
    drr::ods! {
        def SPIRV_Dialect : Dialect {
          let name = "spirv";
          let cppNamespace = "::mlir::spirv";
        }

        class Availability {
          string queryFnRetType = ?;
          string instanceType = ?;
          string instance = ?;
        }

        class MinVersionBase<string name, EnumAttr scheme, I32EnumAttrCase min>
            : Availability {
          let queryFnRetType = "std::optional<" # scheme.returnType # ">";
          let instanceType = scheme.cppNamespace # "::" # scheme.enum.className;
          let instance = scheme.cppNamespace # "::" # scheme.enum.className # "::" #
                         min.symbol;
        }

        def SPIRV_V_1_0 : I32EnumAttrCase<"V_1_0", 0, "v1.0">;
        def SPIRV_V_1_3 : I32EnumAttrCase<"V_1_3", 3, "v1.3">;
        def SPIRV_Version : I32EnumAttr<"Version", "valid SPIR-V version",
                                        [SPIRV_V_1_0, SPIRV_V_1_3]> {
          let genSpecializedAttr = 0;
          let cppNamespace = "::mlir::spirv";
        }
        def SPIRV_VersionAttr : EnumAttr<SPIRV_Dialect, SPIRV_Version, "version">;

        class MinVersion<I32EnumAttrCase min>
            : MinVersionBase<"QueryMinVersionInterface", SPIRV_VersionAttr, min>;

        // The C++ names as text (a summary shows them).
        def NamesType : Type<CPred<|_c: &drr::Context, _t: drr::Type| false>,
            MinVersion<SPIRV_V_1_3>.instance # " " # MinVersion<SPIRV_V_1_3>.queryFnRetType>;

        def SPIRV_HolderOp : Op<SPIRV_Dialect, "holder"> {
          let arguments = (ins Variadic<NamesType>:$names);
        }
    }
}

/// A dialect with a C++ attribute (`DialectAttr`), without enum attributes
/// of its own (whose parser would not know `#spv.vce<…>`).
pub mod spv {
    drr::ods! {
        def SPV_Dialect : Dialect { let name = "spv"; }

        def SPV_VerCapExtAttr : DialectAttr<
            SPV_Dialect,
            CPred<crate::is_spv_vce>,
            "version-capability-extension attribute"> {
          let storageType = "::mlir::spirv::VerCapExtAttr";
          let returnType = "::mlir::spirv::VerCapExtAttr";
          let convertFromStorage = "$_self";
        }

        def SPV_HolderOp : Op<SPV_Dialect, "holder"> {
          let arguments = (ins SPV_VerCapExtAttr:$vce_triple);
        }
    }
}

/// `::llvm::isa<::mlir::spirv::VerCapExtAttr>($_self)` for `spv`.
pub fn is_spv_vce(ctx: &Context, a: drr::Attribute) -> bool {
    matches!(ctx.attr_data(a), drr::AttrData::Opaque(s) if s.starts_with("#spv.vce<"))
}

/// Part of the ops files: a class whose body instantiates the base file's
/// `MinVersion`.
pub mod spirv_ops {
    use super::spirv_base::*;

    drr::ods! {
        include "mlir/Dialect/SPIRV/IR/SPIRVBase.td";

        class SPIRV_Op<string mnemonic, list<Trait> traits = []> :
            Op<SPIRV_Dialect, mnemonic, traits> {
          list<Availability> availability = [MinVersion<SPIRV_V_1_0>];
        }

        def SPIRV_NopOp : SPIRV_Op<"Nop">;
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    spirv_base::SpirvDialect::register(&mut ctx);
    spirv_ops::SpirvOps::register(&mut ctx);
    spv::SpvDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: i32):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn enum_attr_cpp_names() {
    assert_eq!(
        check(&module("    \"spirv.holder\"(%arg0) : (i32) -> ()\n")).unwrap_err(),
        "'spirv.holder' op operand #0 must be variadic of ::mlir::spirv::Version::V_1_3 std::optional<::mlir::spirv::Version>, but got 'i32'"
    );
}

#[test]
fn dialect_attr_is_an_attribute_constraint() {
    let ok = module(
        "    \"spv.holder\"() <{vce_triple = #spv.vce<v1.0, [Shader], []>}> : () -> ()\n    \"spirv.Nop\"() : () -> ()\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    // In `<{…}>` the attribute is cast to its C++ storage class when it is
    // read (mlir-opt-22 on `spirv.module`: `invalid properties … Invalid
    // attribute `vce_triple` in property conversion: 1 : i32`); in `{…}`
    // its constraint is checked while parsing (`verifyInherentAttrs`).
    assert_eq!(
        check(&module(
            "    \"spv.holder\"() <{vce_triple = 1 : i32}> : () -> ()\n"
        ))
        .unwrap_err(),
        "4:5: invalid properties {vce_triple = 1 : i32} for op spv.holder: Invalid attribute `vce_triple` in property conversion: 1 : i32"
    );
    assert_eq!(
        check(&module(
            "    \"spv.holder\"() {vce_triple = 1 : i32} : () -> ()\n"
        ))
        .unwrap_err(),
        "4:5: 'spv.holder' op attribute 'vce_triple' failed to satisfy constraint: version-capability-extension attribute"
    );
}
