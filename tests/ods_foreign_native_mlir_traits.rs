//! `NativeOpTrait<"…">` naming one of MLIR's own traits by its C++ class
//! (IREE's `flow.executable` lists `NativeOpTrait<"SymbolTable">` inline):
//! in C++ that is `::mlir::OpTrait::SymbolTable`, the trait ODS's
//! `SymbolTable` record names, so it verifies as MLIR's trait does. A
//! trait record with a namespace of its own (`let cppNamespace =
//! "::my::OpTrait"`) stays the user's, whatever its name.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, OpId};

/// The user's trait that happens to share a name with MLIR's.
pub struct SymbolTable;
impl drr::ods::NativeOpTrait for SymbolTable {
    fn verify_trait(_ctx: &Context, _op: OpId) -> Result<(), String> {
        Err("failed the user's SymbolTable check".to_string())
    }
}

drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_TableOp : Op<T_Dialect, "table", [NativeOpTrait<"SymbolTable">, NoTerminator,
                                             NativeOpTrait<"::mlir::OpTrait::SingleBlock">]> {
        let regions = (region SizedRegion<1>:$body);
    }
    def T_SymOp : Op<T_Dialect, "sym", [Symbol]> {
        let arguments = (ins SymbolNameAttr:$sym_name);
    }
    def T_EndOp : Op<T_Dialect, "end", [NativeOpTrait<"IsTerminator">]>;
    class My_Trait<string name> : NativeOpTrait<name> {
        let cppNamespace = "::my::OpTrait";
    }
    def My_SymbolTable : My_Trait<"SymbolTable">;
    def T_MineOp : Op<T_Dialect, "mine", [My_SymbolTable]>;
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

const TABLE: &str = "\"builtin.module\"() ({\n  \"t.table\"() ({\n    \"t.sym\"() <{sym_name = \"a\"}> : () -> ()\n    \"t.sym\"() <{sym_name = \"b\"}> : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";

#[test]
fn inline_native_symbol_table_is_mlirs() {
    assert_eq!(check(TABLE).unwrap(), TABLE);
    let dup = TABLE.replace("\"b\"", "\"a\"");
    assert_eq!(check(&dup).unwrap_err(), "redefinition of symbol named 'a'");
}

#[test]
fn inline_native_is_terminator_is_mlirs_terminator() {
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n    \"t.end\"() : () -> ()\n    \"test.g\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        check(src).unwrap_err(),
        "'t.end' op must be the last operation in the parent block"
    );
}

#[test]
fn a_trait_of_another_namespace_stays_the_users() {
    let src = "\"builtin.module\"() ({\n  \"t.mine\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        check(src).unwrap_err(),
        "'t.mine' op failed the user's SymbolTable check"
    );
}
