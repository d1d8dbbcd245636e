//! LLVM's files as blocks of their own (MLIR 22's `LLVMDialect.td`,
//! `LLVMAttrDefs.td`, `LLVMEnums.td`, `LLVMOps.td`): the attributes block
//! has `AttrDef`s only, the enums block `EnumAttr`s (so a parser, which does
//! not know `#llvm.cconv<…>`): the attributes block registers a parser
//! keeping its `AttrDef`s' text. The ops block uses the enums block's
//! property record `LLVM_IntegerOverflowFlagsProp`, fetched as text with
//! the `EnumAttr` it names, whose items stay the enums block's. The
//! printed forms were recorded from mlir-opt-22 (`llvm.add`; `CConv` as
//! `llvm.func` prints it).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

pub mod llvm_dialect {
    drr::ods! {
        def LLVM_Dialect : Dialect { let name = "llvm"; let cppNamespace = "::mlir::LLVM"; }
    }
}

pub mod llvm_attrs {
    use super::llvm_dialect::*;
    drr::ods! {
        include "mlir/Dialect/LLVMIR/LLVMDialect.td";
        def LLVM_CConvAttr : AttrDef<LLVM_Dialect, "CConv"> {
          let mnemonic = "cconv";
          let summary = "LLVM Calling Convention specification";
        }
    }
}

pub mod llvm_enums {
    use super::llvm_dialect::*;
    drr::ods! {
        include "mlir/Dialect/LLVMIR/LLVMDialect.td";
        def IOFnone : I32BitEnumAttrCaseNone<"none">;
        def IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
        def IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;
        def IntegerOverflowFlags : I32BitEnum<"IntegerOverflowFlags",
            "LLVM integer overflow flags", [IOFnone, IOFnsw, IOFnuw]> {
          let separator = ", ";
          let cppNamespace = "::mlir::LLVM";
          let printBitEnumPrimaryGroups = 1;
        }
        def LLVM_IntegerOverflowFlagsAttr :
            EnumAttr<LLVM_Dialect, IntegerOverflowFlags, "overflow"> {
          let assemblyFormat = "`<` $value `>`";
        }
        def LLVM_IntegerOverflowFlagsProp :
            NamedEnumPropWithAttrForm<IntegerOverflowFlags, "overflow", LLVM_IntegerOverflowFlagsAttr> {
          let defaultValue = enum.cppType # "::" # "none";
        }
    }
}

pub mod llvm_ops {
    use super::llvm_attrs::*;
    use super::llvm_dialect::*;
    use super::llvm_enums::*;
    drr::ods! {
        include "mlir/Dialect/LLVMIR/LLVMEnums.td";
        def LLVM_AddOp : Op<LLVM_Dialect, "add"> {
          let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs,
                           LLVM_IntegerOverflowFlagsProp:$overflowFlags);
          let results = (outs AnyInteger:$res);
        }
        def LLVM_CallingOp : Op<LLVM_Dialect, "calling"> {
          let arguments = (ins LLVM_CConvAttr:$CConv);
        }
    }
}

#[test]
fn attribute_defs_of_one_block_enum_attrs_of_another() {
    let mut ctx = Context::new();
    llvm_dialect::LlvmDialect::register(&mut ctx);
    llvm_attrs::LlvmOps::register(&mut ctx);
    llvm_enums::LlvmOps::register(&mut ctx);
    llvm_ops::LlvmOps::register(&mut ctx);
    let src = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
    "llvm.calling"() <{CConv = #llvm.cconv<ccc>}> : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).expect("verifies");
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert!(out.contains(r#"<{overflowFlags = 1 : i32}>"#), "{out}");
    assert!(
        out.contains(r#""llvm.calling"() <{CConv = #llvm.cconv<ccc>}>"#),
        "{out}"
    );
    // A mnemonic no block defines is the dialect's error.
    let bad = src.replace("#llvm.cconv<ccc>", "#llvm.nothing<ccc>");
    assert_eq!(
        parse_module(&mut ctx, &bad, "in.mlir").unwrap_err().message,
        "unknown attribute `nothing` in dialect `llvm`"
    );
}
