//! `DefaultValuedAttr<X, "Enum::case">` where `X` is a `DialectAttr` whose
//! C++ `constBuilderCall` wraps an enum in a dialect attribute (MLIR 22's
//! `LLVMEnums.td`: `def CConv : DialectAttr<…>` with
//! `::mlir::LLVM::CConvAttr::get($_builder.getContext(), $0)`, and
//! `DefaultValuedAttr<CConv, "CConv::C">:$CConv` on `llvm.call` and
//! `llvm.func`; mlir-tblgen-22 pastes the default string as `$0`). In
//! `ods!` the `constBuilderCall` is a Rust closure whose value type is the
//! enum `ods!` generated: the default's case (qualified or not) is checked
//! against the enum at compile time and passed to the closure. Defaults
//! are stored when an op is parsed (MLIR's `populateDefaultProperties`);
//! mlir-opt-22 prints `llvm.call`'s as `CConv = #llvm.cconv<ccc>,
//! TailCallKind = #llvm.tailcallkind<none>`, which this dialect mirrors.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context};

/// `::llvm::isa<::mlir::LLVM::CConvAttr>($_self)` in Rust.
pub fn is_cconv(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(t) if t.starts_with("#llvm.cconv<"))
}

/// `::llvm::isa<::mlir::LLVM::TailCallKindAttr>($_self)` in Rust.
pub fn is_tail_call_kind(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(t) if t.starts_with("#llvm.tailcallkind<"))
}

/// The dialect attribute `#llvm.MNEMONIC<case>` (the AttrDef's
/// `` `<` $param `>` `` format).
pub fn wrapped(ctx: &mut Context, mnemonic: &str, case: impl std::fmt::Display) -> Attribute {
    ctx.intern_attr(AttrData::Opaque(format!("#llvm.{mnemonic}<{case}>").into()))
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
      let constBuilderCall = |ctx: &mut drr::Context, value: CConvEnum| -> drr::Attribute {
        crate::wrapped(ctx, "cconv", value)
      };
    }
    // A case whose symbol (`None`) differs from its string (`none`).
    def TailCallKindNone : I64EnumAttrCase<"None", 0, "none">;
    def TailCallKindTail : I64EnumAttrCase<"Tail", 1, "tail">;
    def TailCallKindEnum : I64EnumAttr<"TailCallKind", "Tail Call Kind",
                                       [TailCallKindNone, TailCallKindTail]> {
      let cppNamespace = "::mlir::LLVM::tailcallkind";
    }
    def TailCallKind : DialectAttr<LLVM_Dialect, CPred<crate::is_tail_call_kind>,
                                   "LLVM Calling Convention specification"> {
      let storageType = "::mlir::LLVM::TailCallKindAttr";
      let constBuilderCall = |ctx: &mut drr::Context, value: TailCallKindEnum| -> drr::Attribute {
        crate::wrapped(ctx, "tailcallkind", value)
      };
    }
    def CallerOp : Op<LLVM_Dialect, "caller"> {
      let arguments = (ins DefaultValuedAttr<CConv, "CConv::C">:$CConv,
                           DefaultValuedAttr<TailCallKind, "TailCallKind::None">:$TailCallKind);
    }
    // A fully qualified default names the same case.
    def FastOp : Op<LLVM_Dialect, "fast"> {
      let arguments = (ins DefaultValuedAttr<CConv, "::mlir::LLVM::cconv::CConv::Fast">:$CConv);
    }
}

fn round_trip(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    LlvmDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n")
}

#[test]
fn the_defaults_are_the_enum_cases_wrapped_by_the_rust_const_builder() {
    assert_eq!(
        round_trip("  \"llvm.caller\"() : () -> ()\n").unwrap(),
        module(
            "  \"llvm.caller\"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : () -> ()\n"
        )
    );
}

#[test]
fn a_qualified_default_names_the_same_enum_case() {
    assert_eq!(
        round_trip("  \"llvm.fast\"() : () -> ()\n").unwrap(),
        module("  \"llvm.fast\"() <{CConv = #llvm.cconv<fastcc>}> : () -> ()\n")
    );
}

#[test]
fn a_given_value_replaces_the_default() {
    assert_eq!(
        round_trip("  \"llvm.caller\"() <{TailCallKind = #llvm.tailcallkind<tail>}> : () -> ()\n")
            .unwrap(),
        module(
            "  \"llvm.caller\"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>}> : () -> ()\n"
        )
    );
}

#[test]
fn a_value_of_another_kind_is_rejected_as_mlir_opt_does() {
    // mlir-opt-22 on `llvm.call` with `TailCallKind = 1 : i32`: the same
    // message (the storage class is `TailCallKindAttr`).
    assert_eq!(
        round_trip("  \"llvm.caller\"() <{TailCallKind = 1 : i32}> : () -> ()\n"),
        Err("2:3: invalid properties {TailCallKind = 1 : i32} for op llvm.caller: Invalid attribute `TailCallKind` in property conversion: 1 : i32".to_string())
    );
}
