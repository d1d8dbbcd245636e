//! The `Symbol` trait of an `ods!` op is verified as MLIR's
//! `SymbolOpInterface` verifies it (`detail::verifySymbol`, then the
//! interface's parent check): a string `sym_name`, a visibility that is
//! one of `public`/`private`/`nested`, and a registered parent op with the
//! `SymbolTable` trait. `FunctionOpInterface` has `Symbol` as a base
//! interface, so an op listing only it (`async.func`) is verified as a
//! symbol too. The ops are MLIR 22's `ml_program.global` and
//! `ml_program.subgraph` (`MLProgramOps.td`) and `async.func`
//! (`AsyncOps.td`), C++ verifiers left out; every expected message is
//! mlir-opt-22's on the same input. An op whose `sym_name` is an
//! `OptionalAttr` is an optional symbol (CIRCT's `emit.file`, whose C++
//! `isOptionalSymbol` returns true): without a name it is not checked.

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

mod asy {
    drr::ods! {
        def AsyncDialect : Dialect { let name = "async"; }
        class Async_Op<string mnemonic, list<Trait> traits = []> :
            Op<AsyncDialect, mnemonic, traits>;
        def Async_FuncOp : Async_Op<"func",
            [FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface]> {
          let arguments = (ins SymbolNameAttr:$sym_name,
                               TypeAttrOf<FunctionType>:$function_type,
                               OptionalAttr<StrAttr>:$sym_visibility,
                               OptionalAttr<DictArrayAttr>:$arg_attrs,
                               OptionalAttr<DictArrayAttr>:$res_attrs);
          let regions = (region AnyRegion:$body);
        }
        def Async_ReturnOp : Async_Op<"return",
            [Pure, HasParent<"FuncOp">, ReturnLike, Terminator]> {
          let arguments = (ins Variadic<AnyType>:$operands);
        }
    }
}

mod emit {
    drr::ods! {
        def EmitDialect : Dialect { let name = "emit"; }
        def FileOp : Op<EmitDialect, "file", [
            Symbol, SingleBlock, NoTerminator, NoRegionArguments, IsolatedFromAbove
        ]> {
          let regions = (region SizedRegion<1>:$bodyRegion);
          let arguments = (ins StrAttr:$file_name, OptionalAttr<SymbolNameAttr>:$sym_name);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    asy::AsyncDialect::register(&mut ctx);
    emit::EmitDialect::register(&mut ctx);
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

#[test]
fn function_op_interface_makes_a_symbol() {
    let func = |attrs: &str| {
        format!(
            "\"async.func\"() <{{function_type = () -> !async.token, {attrs}}}> ({{\n    \"async.return\"() : () -> ()\n  }}) : () -> ()"
        )
    };
    let ok = module(&format!("  {}", func("sym_name = \"g\"")));
    assert_eq!(check(&ok).unwrap(), ok);
    let nested = module(&format!(
        "  \"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n    {}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()",
        func("sym_name = \"g\"")
    ));
    assert_eq!(
        check(&nested).unwrap_err(),
        "'async.func' op symbol's parent must have the SymbolTable trait"
    );
    let bad = module(&format!(
        "  {}",
        func("sym_name = \"g\", sym_visibility = \"bad\"")
    ));
    assert_eq!(
        check(&bad).unwrap_err(),
        "'async.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\""
    );
}

#[test]
fn an_optional_symbol_without_a_name_is_not_checked() {
    let file = |attrs: &str, body: &str| {
        format!("\"emit.file\"() <{{{attrs}}}> ({{\n{body}  }}) : () -> ()")
    };
    let inner = |attrs: &str| {
        format!("    \"emit.file\"() <{{{attrs}}}> ({{\n    ^bb0:\n    }}) : () -> ()\n")
    };
    // Nested in an op without `SymbolTable`: fine without a name …
    let ok = module(&format!(
        "  {}",
        file("file_name = \"a.sv\"", &inner("file_name = \"b.sv\""))
    ));
    assert_eq!(check(&ok).unwrap(), ok);
    // … checked with one.
    let named = module(&format!(
        "  {}",
        file(
            "file_name = \"a.sv\"",
            &inner("file_name = \"b.sv\", sym_name = \"b\"")
        )
    ));
    assert_eq!(
        check(&named).unwrap_err(),
        "'emit.file' op symbol's parent must have the SymbolTable trait"
    );
}
