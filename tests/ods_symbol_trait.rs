//! The `Symbol` trait of an `ods!` op is verified as MLIR's
//! `SymbolOpInterface` verifies it (`detail::verifySymbol`, then the
//! interface's parent check): a string `sym_name`, a visibility that is
//! one of `public`/`private`/`nested`, and a registered parent op with the
//! `SymbolTable` trait. The ops are MLIR 22's `ml_program.global` and
//! `ml_program.subgraph` (`MLProgramOps.td`, C++ verifiers left out);
//! every expected message is mlir-opt-22's on the same input.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def MLProgram_Dialect : Dialect {
        let name = "ml_program";
        let cppNamespace = "::mlir::ml_program";
    }
    class MLProgram_Op<string mnemonic, list<Trait> traits = []> :
        Op<MLProgram_Dialect, mnemonic, traits>;

    def MLProgram_GlobalOp : MLProgram_Op<"global", [Symbol]> {
        let arguments = (ins
            SymbolNameAttr:$sym_name,
            TypeAttr:$type,
            UnitAttr:$is_mutable,
            OptionalAttr<AnyAttr>:$value,
            OptionalAttr<StrAttr>:$sym_visibility
        );
    }
    def MLProgram_SubgraphOp : MLProgram_Op<"subgraph", [
        HasOnlyGraphRegion, IsolatedFromAbove, SingleBlock, Symbol
    ]> {
        let arguments = (ins SymbolNameAttr:$sym_name,
                             TypeAttrOf<FunctionType>:$function_type,
                             OptionalAttr<StrAttr>:$sym_visibility);
        let regions = (region AnyRegion:$body);
    }
    def MLProgram_OutputOp : MLProgram_Op<"output", [
        Pure, HasParent<"SubgraphOp">, ReturnLike, Terminator
    ]> {
        let arguments = (ins Variadic<AnyType>:$operands);
    }
    // A symbol whose name and visibility are not declared arguments: the
    // interface reads them from the op's attributes.
    def MLProgram_BareSymOp : MLProgram_Op<"bare_sym", [Symbol]>;
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
}

#[test]
fn a_symbol_in_a_symbol_table_verifies() {
    let src = module(
        "  \"ml_program.global\"() <{is_mutable, sym_name = \"g\", sym_visibility = \"nested\", type = i32}> : () -> ()",
    );
    assert_eq!(check(&src).unwrap(), src);
}

#[test]
fn a_symbol_whose_parent_is_no_symbol_table() {
    // A registered parent without `SymbolTable`: func.func …
    let src = module(
        "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"ml_program.global\"() <{is_mutable, sym_name = \"g\", type = i32}> : () -> ()\n    \"func.return\"() : () -> ()\n  }) : () -> ()",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "'ml_program.global' op symbol's parent must have the SymbolTable trait"
    );
    // … or an ods! op.
    let src = module(
        "  \"ml_program.subgraph\"() <{function_type = () -> (), sym_name = \"s\"}> ({\n    \"ml_program.global\"() <{is_mutable, sym_name = \"h\", type = i32}> : () -> ()\n    \"ml_program.output\"() : () -> ()\n  }) : () -> ()",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "'ml_program.global' op symbol's parent must have the SymbolTable trait"
    );
}

#[test]
fn an_unregistered_parent_is_not_checked() {
    let src = module(
        "  \"test.foo\"() ({\n    \"ml_program.global\"() <{is_mutable, sym_name = \"g\", type = i32}> : () -> ()\n  }) : () -> ()",
    );
    assert_eq!(check(&src).unwrap(), src);
}

#[test]
fn a_visibility_that_is_none_of_the_three() {
    let src = module(
        "  \"ml_program.global\"() <{is_mutable, sym_name = \"g\", sym_visibility = \"foo\", type = i32}> : () -> ()",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "'ml_program.global' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\""
    );
}

#[test]
fn undeclared_name_and_visibility_are_read_from_the_attributes() {
    let ok = module("  \"ml_program.bare_sym\"() {sym_name = \"a\"} : () -> ()");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("  \"ml_program.bare_sym\"() : () -> ()")).unwrap_err(),
        "'ml_program.bare_sym' op requires string attribute 'sym_name'"
    );
    assert_eq!(
        check(&module(
            "  \"ml_program.bare_sym\"() {sym_name = 1 : i64} : () -> ()"
        ))
        .unwrap_err(),
        "'ml_program.bare_sym' op requires string attribute 'sym_name'"
    );
    assert_eq!(
        check(&module(
            "  \"ml_program.bare_sym\"() {sym_name = \"a\", sym_visibility = 1 : i64} : () -> ()"
        ))
        .unwrap_err(),
        "'ml_program.bare_sym' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64"
    );
}
