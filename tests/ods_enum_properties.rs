//! `EnumProp<Enum>` in `ods!`: an enum stored as a property, in the generic
//! form as mlir-opt-22 prints it (a signless integer of the enum's width),
//! `<{…}>` values converted as MLIR's `convertFromAttribute` does (any
//! integer, zero-extended), its parse error, the verifier's message for a
//! value that is not the enum's, defaults (`DefaultValuedProp<EnumProp<…>,
//! "PtrAddFlags::none">`), accessors and builders; and `IntProp` with a
//! summary.
//!
//! The ops mirror MLIR 22's `ptr.ptr_add` (`PtrOps.td`, the flags an
//! `I32Enum`) and `llvm.getelementptr`'s `GEPNoWrapFlagsProp`
//! (`LLVMEnums.td`, an `I32BitEnum`); every expected text was recorded from
//! `mlir-opt-22 --mlir-print-op-generic` on those ops.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod ptr {
    drr::ods! {
        dialect ptr;

        def PtrAddFlags : I32EnumAttr<"PtrAddFlags", "Pointer add flags", [
            I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"nusw", 1>, I32EnumAttrCase<"nuw", 2>,
            I32EnumAttrCase<"inbounds", 3>
        ]> {
            let cppNamespace = "::mlir::ptr";
        }

        def GEPNone : I32BitEnumAttrCaseNone<"none">;
        def GEPInboundsFlag : I32BitEnumAttrCaseBit<"inboundsFlag", 0, "inbounds_flag">;
        def GEPNusw : I32BitEnumAttrCaseBit<"nusw", 1>;
        def GEPNuw : I32BitEnumAttrCaseBit<"nuw", 2>;
        def GEPInbounds : I32BitEnumAttrCaseGroup<"inbounds", [GEPInboundsFlag, GEPNusw]>;
        def GEPNoWrapFlags : I32BitEnumAttr<"GEPNoWrapFlags", "::mlir::LLVM::GEPNoWrapFlags",
            [GEPNone, GEPInboundsFlag, GEPNusw, GEPNuw, GEPInbounds]> {
            let cppNamespace = "::mlir::LLVM";
            let printBitEnumPrimaryGroups = 1;
        }
        def GEPNoWrapFlagsProp : EnumProp<GEPNoWrapFlags>;

        def PtrAddOp : Op<"ptr_add"> {
            let arguments = (ins AnyType:$base, AnyType:$offset,
                DefaultValuedProp<EnumProp<PtrAddFlags>, "PtrAddFlags::none">:$flags);
            let results = (outs AnyType:$result);
        }
        /// `llvm.getelementptr`'s flags (the other arguments left out).
        def GepOp : Op<"gep"> {
            let arguments = (ins AnyType:$base, GEPNoWrapFlagsProp:$noWrapFlags);
            let results = (outs AnyType:$res);
        }
        /// `IntProp` with a summary (`Properties.td`'s second parameter).
        def CountOp : Op<"count"> {
            let arguments = (ins ConfinedProp<IntProp<"int32_t", "a count">,
                CPred<|v: i32| v >= 0>, "">:$n);
        }
    }
}

use ptr::*;

fn ctx() -> Context {
    let mut ctx = Context::new();
    PtrDialect::register(&mut ctx);
    ctx
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0(%arg0: i64, %arg1: i32):\n{body}\n}}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn round_trip(body: &str) -> Vec<String> {
    let mut ctx = ctx();
    let m = parse_module(&mut ctx, &module(body), "input.mlir").expect("parses");
    print_op(&ctx, m, PrintOptions::default())
        .lines()
        .filter(|l| l.contains("\"ptr."))
        .map(|l| l.trim().to_owned())
        .collect()
}

fn parse_error(body: &str) -> String {
    let mut ctx = ctx();
    match parse_module(&mut ctx, &module(body), "input.mlir") {
        Ok(_) => panic!("expected a parse error for {body}"),
        Err(e) => e.to_string(),
    }
}

fn verify_error(body: &str) -> String {
    let mut ctx = ctx();
    let m = parse_module(&mut ctx, &module(body), "input.mlir").expect("parses");
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => panic!("expected a verifier error for {body}"),
        Err(errors) => errors[0].message.clone(),
    }
}

#[test]
fn enum_properties_print_as_integers_of_the_enums_width() {
    assert_eq!(
        round_trip(
            r#"%0 = "ptr.ptr_add"(%arg0, %arg1) : (i64, i32) -> i64
%1 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 1 : i64}> : (i64, i32) -> i64
%2 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 3 : index}> : (i64, i32) -> i64
%3 = "ptr.gep"(%arg0) : (i64) -> i64
%4 = "ptr.gep"(%arg0) <{noWrapFlags = 7 : i8}> : (i64) -> i64"#
        ),
        [
            r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 0 : i32}> : (i64, i32) -> i64"#,
            r#"%1 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 1 : i32}> : (i64, i32) -> i64"#,
            r#"%2 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 3 : i32}> : (i64, i32) -> i64"#,
            r#"%3 = "ptr.gep"(%arg0) <{noWrapFlags = 0 : i32}> : (i64) -> i64"#,
            r#"%4 = "ptr.gep"(%arg0) <{noWrapFlags = 7 : i32}> : (i64) -> i64"#,
        ]
    );
}

#[test]
fn enum_property_errors_are_mlir_opts() {
    assert_eq!(
        parse_error(r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = "a"}> : (i64, i32) -> i64"#),
        "4:6: invalid properties {flags = \"a\"} for op ptr.ptr_add: expected IntegerAttr storage for ::mlir::ptr::PtrAddFlags"
    );
    // `-1 : i8` zero-extended is 255: not a case (mlir-opt prints it as
    // `255 : i32` in the note).
    assert_eq!(
        verify_error(r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = -1 : i8}> : (i64, i32) -> i64"#),
        "'ptr.ptr_add' op property 'flags' failed to satisfy constraint: Pointer add flags"
    );
    assert_eq!(
        verify_error(r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 4 : i32}> : (i64, i32) -> i64"#),
        "'ptr.ptr_add' op property 'flags' failed to satisfy constraint: Pointer add flags"
    );
    // A bit outside the bit enum's.
    assert_eq!(
        verify_error(r#"%0 = "ptr.gep"(%arg0) <{noWrapFlags = 8 : i32}> : (i64) -> i64"#),
        "'ptr.gep' op property 'noWrapFlags' failed to satisfy constraint: ::mlir::LLVM::GEPNoWrapFlags"
    );
    let mut ctx = ctx();
    let m = parse_module(
        &mut ctx,
        &module(r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = -1 : i8}> : (i64, i32) -> i64"#),
        "input.mlir",
    )
    .expect("parses");
    assert!(print_op(&ctx, m, PrintOptions::default()).contains("<{flags = 255 : i32}>"));
}

#[test]
fn enum_property_accessors_and_builders() {
    let mut ctx = ctx();
    let m = parse_module(
        &mut ctx,
        &module(
            r#"%0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 2 : i32}> : (i64, i32) -> i64
%1 = "ptr.gep"(%arg0) <{noWrapFlags = 3 : i32}> : (i64) -> i64"#,
        ),
        "input.mlir",
    )
    .expect("parses");
    let ops: Vec<_> = ctx.nested_ops_pre_order(m);
    let add = ops
        .iter()
        .find_map(|&o| PtrAddOp::from_op(&ctx, o))
        .expect("ptr_add");
    assert_eq!(add.flags(&ctx), PtrAddFlags::Nuw);
    let gep = ops
        .iter()
        .find_map(|&o| GepOp::from_op(&ctx, o))
        .expect("gep");
    assert_eq!(gep.noWrapFlags(&ctx), GEPNoWrapFlags::INBOUNDS);
    // Built: the property in its integer form.
    let loc = ctx.unknown_loc();
    let base = ctx.op(add.op()).operands().next().expect("an operand");
    let i64t = ctx.int_type(64);
    let st = GepOp::build_with(
        &mut ctx,
        loc,
        i64t,
        base,
        GEPNoWrapFlags::NUW | GEPNoWrapFlags::NUSW,
    );
    let op = ctx.create_op(st).expect("created");
    let printed = print_op(&ctx, op, PrintOptions::default());
    assert!(printed.contains("<{noWrapFlags = 6 : i32}>"), "{printed}");
}

#[test]
fn int_prop_with_a_summary() {
    assert_eq!(
        verify_error(r#""ptr.count"() <{n = -1 : i32}> : () -> ()"#),
        "'ptr.count' op property 'n' failed to satisfy constraint: a count"
    );
}
