//! `let storeInCustomAttribute = 1;` on an `EnumPropWithAttrForm` /
//! `NamedEnumPropWithAttrForm` record (`EnumAttr.td`): the property is
//! stored as its attribute form, MLIR's `convertToAttribute` becoming
//! `A::get(ctx, value)`, and read from that attribute or from an integer
//! as `convertFromAttribute` reads both. No MLIR 22 op sets the bit, so
//! the expected `<{…}>` texts are `llvm.add`'s (`tests/ods_enum_prop_attr_form.rs`,
//! recorded from mlir-opt-22) with the integer replaced by the attribute
//! as mlir-opt-22 prints it (`#llvm.overflow<none>`, `#llvm.overflow<nsw>`,
//! `#llvm.overflow<nsw, nuw>` in `{…}`).

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

        def StoredFlagsProp :
            NamedEnumPropWithAttrForm<IntegerOverflowFlags, "overflow", LLVM_IntegerOverflowFlagsAttr> {
          let defaultValue = enum.cppType # "::" # "none";
          let storeInCustomAttribute = 1;
        }
        def PlainStoredFlagsProp :
            EnumPropWithAttrForm<IntegerOverflowFlags, LLVM_IntegerOverflowFlagsAttr> {
          let storeInCustomAttribute = 1;
        }
        def IntFlagsProp :
            EnumPropWithAttrForm<IntegerOverflowFlags, LLVM_IntegerOverflowFlagsAttr> {
          let storeInCustomAttribute = 0;
        }

        def LLVM_AddOp : Op<LLVM_Dialect, "add"> {
          let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs,
                           StoredFlagsProp:$overflowFlags);
          let results = (outs AnyInteger:$res);
        }
        def FlagsOp : Op<LLVM_Dialect, "flags"> {
          let arguments = (ins PlainStoredFlagsProp:$stored, IntFlagsProp:$int);
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
fn stored_as_the_attribute_form() {
    assert_eq!(
        run(
            r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
%1 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 2 : i8}> : (i32, i32) -> i32
%2 = "llvm.add"(%arg0, %arg1) : (i32, i32) -> i32
%3 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32"#
        ),
        Ok(vec![
            r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%1 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%2 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32"#
                .to_string(),
            r#"%3 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32"#
                .to_string(),
        ])
    );
    // `storeInCustomAttribute = 0` keeps the integer.
    assert_eq!(
        run(r#""llvm.flags"() <{stored = 2 : i32, int = #llvm.overflow<nuw>}> : () -> ()"#),
        Ok(vec![
            r#""llvm.flags"() <{int = 2 : i32, stored = #llvm.overflow<nuw>}> : () -> ()"#
                .to_string()
        ])
    );
}

#[test]
fn errors_are_those_of_the_integer_form() {
    assert_eq!(
        run(r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = "x"}> : (i32, i32) -> i32"#),
        Err("4:6: invalid properties {overflowFlags = \"x\"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags".to_string())
    );
    assert_eq!(
        run(r#"%0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 12 : i32}> : (i32, i32) -> i32"#),
        Err("'llvm.add' op property 'overflowFlags' failed to satisfy constraint: LLVM integer overflow flags".to_string())
    );
}

#[test]
fn accessor_and_builder_take_the_enum() {
    let mut ctx = Context::new();
    LlvmDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = FlagsOp::build_with(
        &mut ctx,
        loc,
        IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW,
        IntegerOverflowFlags::NUW,
    );
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        r#""llvm.flags"() <{int = 2 : i32, stored = #llvm.overflow<nsw, nuw>}> : () -> ()"#
    );
    let f = FlagsOp::from_op(&ctx, op).unwrap();
    assert_eq!(
        f.stored(&ctx),
        IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW
    );
}
