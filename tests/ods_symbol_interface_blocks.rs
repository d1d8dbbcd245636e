//! Interfaces built on `Symbol` across `ods!` blocks, and `Symbol` written
//! as the inline `OpInterface<"SymbolOpInterface">`: mlir-tblgen adds a
//! base interface's trait to every op listing the interface, so the op is
//! verified as a symbol (`detail::verifySymbol` and the parent check)
//! wherever the interface is defined. The interfaces are CIRCT's
//! `HWOpInterfaces.td` (`HWModuleLike : OpInterface<"HWModuleLike",
//! [Symbol, PortList, …]>`, `HWEmittableModuleLike` on it) in a block of
//! their own; a third block builds one more on `HWModuleLike` with a
//! `baseInterfaces` field; the ops blocks name only the derived ones (the
//! base records are fetched by the blocks defining or using them). The
//! messages are MLIR's symbol messages, as mlir-opt-22 gives them for
//! `Symbol` ops (tests/ods_symbol_trait.rs).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `HWOpInterfaces.td`-like.
pub mod ifaces {
    drr::ods! {
        def HWDialect : Dialect { let name = "hw"; }
        def PortList : OpInterface<"PortList">;
        def HWModuleLike : OpInterface<"HWModuleLike", [Symbol, PortList]>;
        def HWEmittableModuleLike : OpInterface<"HWEmittableModuleLike", [HWModuleLike]>;
    }
}

/// A file of more interfaces including the first: its own interfaces are
/// built on `HWModuleLike` of the first block, and `FunctionOpInterface`.
pub mod more {
    pub use super::ifaces::*;
    drr::ods! {
        include "HWOpInterfaces.td";
        def HWInstanceable : OpInterface<"HWInstanceable"> {
            let baseInterfaces = [HWModuleLike];
        }
        def FnLike : OpInterface<"FnLike", [FunctionOpInterface]>;
        def Plain : OpInterface<"Plain", [PortList]>;
    }
}

/// The ops, naming only the interfaces built on others; but for
/// `hw.module` they declare no arguments, so that the symbol's name and
/// visibility stay discardable attributes of any value.
pub mod ops {
    use super::more::*;
    drr::ods! {
        include "More.td";
        def HWModuleOp : Op<HWDialect, "module", [IsolatedFromAbove, HWEmittableModuleLike]> {
          let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility);
          let regions = (region AnyRegion:$body);
        }
        def InstanceableOp : Op<HWDialect, "instanceable", [HWInstanceable]>;
        def DeclaredOp : Op<HWDialect, "declared", [DeclareOpInterfaceMethods<HWInstanceable>]>;
        def FnOp : Op<HWDialect, "fn", [FnLike]>;
        def PlainOp : Op<HWDialect, "plain", [Plain]>;
        // `SymbolOpInterface` is the C++ name of ODS's `Symbol` record.
        def InlineOp : Op<HWDialect, "inline", [OpInterface<"SymbolOpInterface">]>;
        def QualifiedOp : Op<HWDialect, "qualified", [OpInterface<"::mlir::SymbolOpInterface">]>;
        def InlineFnOp : Op<HWDialect, "inline_fn", [OpInterface<"::mlir::FunctionOpInterface">]>;
        def InlineBasedOp : Op<HWDialect, "inline_based", [OpInterface<"Local", [HWModuleLike]>]>;
        def InlineOtherOp : Op<HWDialect, "inline_other", [OpInterface<"PortList">]>;
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ops::HwOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
}

const SYMBOLS: &[&str] = &[
    "instanceable",
    "declared",
    "fn",
    "inline",
    "qualified",
    "inline_fn",
    "inline_based",
];

#[test]
fn symbols_in_a_symbol_table_verify() {
    for op in SYMBOLS.iter().chain(&["plain", "inline_other"]) {
        let src = module(&format!(
            "  \"hw.{op}\"() {{sym_name = \"s\", sym_visibility = \"private\"}} : () -> ()"
        ));
        assert_eq!(check(&src).unwrap(), src, "{op}");
    }
    let src = module(
        "  \"hw.module\"() <{sym_name = \"m\", sym_visibility = \"nested\"}> ({\n  }) : () -> ()",
    );
    assert_eq!(check(&src).unwrap(), src);
}

#[test]
fn an_interface_built_on_symbol_in_another_block_makes_a_symbol() {
    let bad = module(
        "  \"hw.module\"() <{sym_name = \"m\", sym_visibility = \"x\"}> ({\n  }) : () -> ()",
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'hw.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"x\""
    );
    for op in SYMBOLS {
        let bad = module(&format!(
            "  \"hw.{op}\"() {{sym_name = \"s\", sym_visibility = \"x\"}} : () -> ()"
        ));
        assert_eq!(
            check(&bad).unwrap_err(),
            format!(
                "'hw.{op}' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"x\""
            ),
        );
        let nameless = module(&format!(
            "  \"hw.{op}\"() {{sym_name = 1 : i32}} : () -> ()"
        ));
        assert_eq!(
            check(&nameless).unwrap_err(),
            format!("'hw.{op}' op requires string attribute 'sym_name'"),
            "{op}"
        );
        let nested = module(&format!(
            "  \"hw.module\"() <{{sym_name = \"m\"}}> ({{\n    \"hw.{op}\"() {{sym_name = \"e\"}} : () -> ()\n  }}) : () -> ()"
        ));
        assert_eq!(
            check(&nested).unwrap_err(),
            format!("'hw.{op}' op symbol's parent must have the SymbolTable trait"),
        );
    }
}

#[test]
fn interfaces_not_built_on_symbol_check_nothing() {
    for op in ["plain", "inline_other"] {
        let src = module(&format!(
            "  \"hw.{op}\"() {{sym_name = 1 : i32, sym_visibility = \"x\"}} : () -> ()"
        ));
        assert_eq!(check(&src).unwrap(), src, "{op}");
    }
}
