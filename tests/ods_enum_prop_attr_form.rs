//! `NamedEnumPropWithAttrForm<E, "mnemonic", A>` / `EnumPropWithAttrForm<E,
//! A>` / `NamedEnumProp<E, "mnemonic">` and an enum property record's `let
//! defaultValue = enum.cppType # "::none";`, as MLIR 22's `LLVMEnums.td`
//! writes `llvm.add`'s overflow flags (the enum with MLIR's `EnumInfo`
//! classes `I32BitEnum`, `I32BitEnumCaseBit`). The property is an integer
//! of the enum's width; `<{…}>` may also give the dialect attribute
//! (`#llvm.overflow<nsw>`). Every expected text was recorded from
//! `mlir-opt-22 --mlir-print-op-generic` on `llvm.add`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod llvm {
    drr::ods! {
        def LLVM_Dialect : Dialect {
            let name = "llvm";
            let cppNamespace = "::mlir::LLVM";
        }
        def IOFnone : I32BitEnumCaseNone<"none">;
        def IOFnsw  : I32BitEnumCaseBit<"nsw", 0>;
        def IOFnuw  : I32BitEnumCaseBit<"nuw", 1>;

        def IntegerOverflowFlags : I32BitEnum<
            "IntegerOverflowFlags",
            "LLVM integer overflow flags",
            [IOFnone, IOFnsw, IOFnuw]> {
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
        def NamedFlagsProp : NamedEnumProp<IntegerOverflowFlags, "overflow">;

        def LLVM_AddOp : Op<LLVM_Dialect, "add"> {
          let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs,
                           LLVM_IntegerOverflowFlagsProp:$overflowFlags);
          let results = (outs AnyInteger:$res);
        }
        /// Not an LLVM op: `NamedEnumProp` and the unnamed
        /// `EnumPropWithAttrForm`.
        def FlagsOp : Op<LLVM_Dialect, "flags"> {
          let arguments = (ins NamedFlagsProp:$named,
            EnumPropWithAttrForm<IntegerOverflowFlags, LLVM_IntegerOverflowFlagsAttr>:$attrForm);
        }
    }
}

use llvm::*;

fn run(body: &str) -> Result<Vec<String>, String> {
    let mut ctx = Context::new();
    LlvmDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0(%arg0: i32, %arg1: i32):\n{body}\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default())
        .lines()
        .filter(|l| l.contains("\"llvm."))
        .map(|l| l.trim().to_owned())
        .collect())
}

#[test]
fn the_attribute_form_reads_as_the_integer() {
    assert_eq!(
        run(
            r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
%1 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 2 : i8}> : (i32, i32) -> i32
%2 = "llvm.add"(%arg0, %arg1) : (i32, i32) -> i32
%3 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32"#
        ),
        Ok(vec![
            r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%1 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%2 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%3 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32"#
                .to_string(),
        ])
    );
    assert_eq!(
        run(r#""llvm.flags"() <{named = 2 : i32, attrForm = #llvm.overflow<nuw>}> : () -> ()"#),
        Ok(vec![
            r#""llvm.flags"() <{attrForm = 2 : i32, named = 2 : i32}> : () -> ()"#.to_string()
        ])
    );
}

#[test]
fn errors_are_mlir_opts() {
    assert_eq!(
        run(r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = "x"}> : (i32, i32) -> i32"#),
        Err("4:6: invalid properties {overflowFlags = \"x\"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags".to_string())
    );
    assert_eq!(
        run(r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 12 : i32}> : (i32, i32) -> i32"#),
        Err("'llvm.add' op property 'overflowFlags' failed to satisfy constraint: LLVM integer overflow flags".to_string())
    );
    // A plain `NamedEnumProp` does not read the attribute form.
    assert_eq!(
        run(r#""llvm.flags"() <{named = #llvm.overflow<nuw>}> : () -> ()"#),
        Err("4:1: invalid properties {named = #llvm.overflow<nuw>} for op llvm.flags: expected IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags".to_string())
    );
}
