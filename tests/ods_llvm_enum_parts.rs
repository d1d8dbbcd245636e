//! Parts of MLIR 22's `LLVMEnums.td` and `LLVMAttrDefs.td`: an enum whose
//! C++ class shares its name with another record of the file (`def
//! CConvEnum : … <"CConv", …>` next to `def CConv : DialectAttr<…>`; in
//! TableGen records and C++ classes are apart, so the enum's C++-name alias
//! is left out and the record `CConv` is the attribute constraint), and
//! `let constBuilderCall = ?;` on a record of `TypedArrayAttrBase`
//! (`LLVM_AliasScopeArrayAttr`). The summaries are the records'. mlir-opt-22
//! rejects `CConv = 1 : i32` on `llvm.func` when it reads `<{…}>`
//! (`Invalid attribute `CConv` in property conversion`: the storage class
//! is `CConvAttr`), and so does drr, with the record's predicate standing
//! for the cast to a dialect's storage class; given in `{…}`, the attribute
//! is verified with the record's summary.

use drr::text::parse_module;
use drr::{AttrData, Attribute, Context};

/// `::llvm::isa<::mlir::LLVM::CConvAttr>($_self)`.
pub fn is_cconv(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(t) if t.starts_with("#llvm.cconv<"))
}

drr::ods! {
    def LLVM_Dialect : Dialect { let name = "llvm"; let cppNamespace = "::mlir::LLVM"; }
    def CConvC : I64EnumAttrCase<"C", 0, "ccc">;
    def CConvFast : I64EnumAttrCase<"Fast", 8, "fastcc">;
    def CConvEnum : I64EnumAttr<"CConv", "Calling Conventions", [CConvC, CConvFast]> {
      let cppNamespace = "::mlir::LLVM::cconv";
    }
    def CConv : DialectAttr<LLVM_Dialect, CPred<crate::is_cconv>,
                            "LLVM Calling Convention specification"> {
      let storageType = "::mlir::LLVM::CConvAttr";
    }
    def ScopeArrayAttr : TypedArrayAttrBase<SymbolRefAttr, "scope array"> {
      let constBuilderCall = ?;
    }
    def HolderOp : Op<LLVM_Dialect, "holder"> {
      let arguments = (ins CConv:$CConv, OptionalAttr<ScopeArrayAttr>:$scopes,
                           OptionalAttr<CConvEnum>:$kind);
    }
}

fn run(props: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    LlvmDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"llvm.holder\"() <{{{props}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn the_record_and_the_enum_are_both_there() {
    run("CConv = #llvm.cconv<ccc>, scopes = [@a], kind = 8 : i64").expect("valid");
    assert_eq!(
        run("CConv = 1 : i32"),
        Err("2:3: invalid properties {CConv = 1 : i32} for op llvm.holder: Invalid attribute `CConv` in property conversion: 1 : i32".to_string())
    );
    // In `{…}`, checked while parsing (mlir-opt-22 on `llvm.func` says the
    // same: `verifyInherentAttrs`).
    let mut ctx = Context::new();
    LlvmDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"llvm.holder\"() {CConv = 1 : i32} : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        parse_module(&mut ctx, src, "in.mlir")
            .unwrap_err()
            .to_string(),
        "2:3: 'llvm.holder' op attribute 'CConv' failed to satisfy constraint: LLVM Calling Convention specification"
    );
    assert_eq!(CConvEnum::Fast.as_str(), "fastcc");
}

/// `DefaultValuedAttr<LLVM_FastmathFlagsAttr, "{}">` (`llvm.fadd`): C++
/// value-initializes the flags, the empty set, which mlir-opt-22 prints
/// `#llvm.fastmath<none>` when the attribute is absent.
mod fastmath {
    drr::ods! {
        def LLVM_Dialect : Dialect { let name = "llvm"; let cppNamespace = "::mlir::LLVM"; }
        def FMFnone : I32BitEnumAttrCaseNone<"none">;
        def FMFnnan : I32BitEnumAttrCaseBit<"nnan", 0>;
        def FMFninf : I32BitEnumAttrCaseBit<"ninf", 1>;
        def FastmathFlags : I32BitEnumAttr<"FastmathFlags", "LLVM fastmath flags",
                                           [FMFnone, FMFnnan, FMFninf]> {
          let separator = ", ";
          let cppNamespace = "::mlir::LLVM";
          let genSpecializedAttr = 0;
          let printBitEnumPrimaryGroups = 1;
        }
        def LLVM_FastmathFlagsAttr : EnumAttr<LLVM_Dialect, FastmathFlags, "fastmath"> {
          let assemblyFormat = "`<` $value `>`";
        }
        def LLVM_FAddOp : Op<LLVM_Dialect, "fadd"> {
          let arguments = (ins F32:$lhs, F32:$rhs,
                               DefaultValuedAttr<LLVM_FastmathFlagsAttr, "{}">:$fastmathFlags);
          let results = (outs F32:$res);
        }
    }
}

#[test]
fn empty_braces_are_the_empty_flag_set() {
    let mut ctx = Context::new();
    fastmath::LlvmDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: f32):\n    %0 = \"llvm.fadd\"(%arg0, %arg0) : (f32, f32) -> f32\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let out = drr::text::print_op(&ctx, m, drr::text::PrintOptions { debug_info: false });
    assert!(
        out.contains(r#"%0 = "llvm.fadd"(%arg0, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32"#),
        "{out}"
    );
}
