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
          // AsyncOps.td's C++ `bool isDeclaration() { return isExternal(); }`.
          let extraClassDeclaration = {
              pub fn is_declaration(self, ctx: &drr::Context) -> bool {
                  self.is_external(ctx)
              }
          };
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

// `DeclareOpInterfaceMethods<Symbol, […]>`: verified as `Symbol` is, with
// the op's `isDeclaration` / `isOptionalSymbol` where it declares them.
// `ml_program.func` (MLProgramOps.td declares `isDeclaration` in C++ as
// `isExternal()`; the same through the interface's method list here) and
// `memref.global` (MemRefOps.td: `Symbol`; its default `isDeclaration`
// here as `DeclareOpInterfaceMethods<Symbol>` without methods).
mod declared {
    drr::ods! {
        def MLProgram_Dialect : Dialect { let name = "ml_program"; }
        def MLProgram_FuncOp : Op<MLProgram_Dialect, "func", [
            CallableOpInterface, IsolatedFromAbove,
            DeclareOpInterfaceMethods<Symbol, ["isDeclaration"]>
        ]> {
          let arguments = (ins SymbolNameAttr:$sym_name,
                               TypeAttrOf<FunctionType>:$function_type,
                               OptionalAttr<StrAttr>:$sym_visibility);
          let regions = (region AnyRegion:$body);
        }
        def MLProgram_ReturnOp : Op<MLProgram_Dialect, "return", [
            Pure, HasParent<"FuncOp">, ReturnLike, Terminator
        ]> {
          let arguments = (ins Variadic<AnyType>:$operands);
        }
    }
    impl drr::ods::SymbolIsDeclaration for MLProgram_FuncOp {
        fn is_declaration(self, ctx: &drr::Context) -> bool {
            ctx.region(self.body(ctx)).blocks().is_empty()
        }
    }

    pub mod memref {
        drr::ods! {
            def MemRef_Dialect : Dialect { let name = "memref"; }
            def MemRef_GlobalOp : Op<MemRef_Dialect, "global", [
                DeclareOpInterfaceMethods<Symbol>
            ]> {
              let arguments = (ins SymbolNameAttr:$sym_name,
                                   OptionalAttr<StrAttr>:$sym_visibility,
                                   TypeAttr:$type,
                                   OptionalAttr<AnyAttr>:$initial_value,
                                   UnitAttr:$constant,
                                   OptionalAttr<I64Attr>:$alignment);
            }
        }
    }

    // Ops saying whether they are optional symbols: the method decides,
    // not the `OptionalAttr` name.
    pub mod opt {
        drr::ods! {
            def T_Dialect : Dialect { let name = "symt"; }
            def T_MaybeOp : Op<T_Dialect, "maybe", [
                DeclareOpInterfaceMethods<Symbol, ["isOptionalSymbol", "getVisibility"]>
            ]>;
            def T_MustOp : Op<T_Dialect, "must", [
                DeclareOpInterfaceMethods<Symbol, ["isOptionalSymbol"]>
            ]> {
              let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name);
            }
        }
        impl drr::ods::SymbolIsOptional for T_MaybeOp {
            fn is_optional_symbol(self, _ctx: &drr::Context) -> bool {
                true
            }
        }
        impl drr::ods::SymbolIsOptional for T_MustOp {
            fn is_optional_symbol(self, _ctx: &drr::Context) -> bool {
                false
            }
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    asy::AsyncDialect::register(&mut ctx);
    emit::EmitDialect::register(&mut ctx);
    check_in(ctx, src)
}

// An interface of the block based on `Symbol` (CIRCT's `HWModuleLike :
// OpInterface<"HWModuleLike", [Symbol, PortList, …]>`, `HWEmittableModuleLike`
// based on it): mlir-tblgen adds the base interfaces' traits, so an op
// listing it, or declaring its methods, is verified as a symbol.
mod hw {
    drr::ods! {
        def HWDialect : Dialect { let name = "hw"; }
        def PortList : OpInterface<"PortList">;
        def HWModuleLike : OpInterface<"HWModuleLike", [Symbol, PortList]>;
        def HWEmittableModuleLike : OpInterface<"HWEmittableModuleLike", [HWModuleLike]>;
        def HWModuleOp : Op<HWDialect, "module", [IsolatedFromAbove, HWEmittableModuleLike]> {
          let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility);
          let regions = (region AnyRegion:$body);
        }
        def HWModuleExternOp : Op<HWDialect, "module.extern", [
            DeclareOpInterfaceMethods<HWModuleLike>
        ]> {
          let arguments = (ins SymbolNameAttr:$sym_name);
        }
    }
}

// EmitC's `emitc.func` (MLIR 22's `EmitC.td`): `FunctionOpInterface`
// without an `isDeclaration` of its own (as `llvm.func` and `spirv.func`),
// so a public function without body is no declaration: mlir-opt-22
// accepts it.
mod emitc {
    drr::ods! {
        def EmitC_Dialect : Dialect { let name = "emitc"; }
        def EmitC_FuncOp : Op<EmitC_Dialect, "func", [
            AutomaticAllocationScope, FunctionOpInterface, IsolatedFromAbove
        ]> {
          let arguments = (ins SymbolNameAttr:$sym_name,
                               TypeAttrOf<FunctionType>:$function_type,
                               OptionalAttr<StrArrayAttr>:$specifiers,
                               OptionalAttr<DictArrayAttr>:$arg_attrs,
                               OptionalAttr<DictArrayAttr>:$res_attrs);
          let regions = (region AnyRegion:$body);
        }
    }
}

fn check_declared(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    declared::MlProgramDialect::register(&mut ctx);
    declared::memref::MemrefDialect::register(&mut ctx);
    declared::opt::SymtDialect::register(&mut ctx);
    hw::HwDialect::register(&mut ctx);
    emitc::EmitcDialect::register(&mut ctx);
    asy::AsyncDialect::register(&mut ctx);
    check_in(ctx, src)
}

fn check_in(mut ctx: Context, src: &str) -> Result<String, String> {
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

#[test]
fn a_public_declaration_is_an_error() {
    // mlir-opt-22 on each module: async.func's `isDeclaration` is its
    // `extraClassDeclaration`'s, ml_program.func's the declared method.
    let decl = |op: &str, ty: &str, vis: &str| {
        module(&format!(
            "  \"{op}\"() <{{function_type = {ty}, sym_name = \"p\"{vis}}}> ({{\n  }}) : () -> ()"
        ))
    };
    for (op, ty, check) in [
        ("async.func", "() -> !async.token", check as fn(&str) -> _),
        ("async.func", "() -> !async.token", check_declared),
        ("ml_program.func", "() -> ()", check_declared),
    ] {
        assert_eq!(
            check(&decl(op, ty, "")).unwrap_err(),
            format!("'{op}' op symbol declaration cannot have public visibility")
        );
        assert_eq!(
            check(&decl(op, ty, ", sym_visibility = \"public\"")).unwrap_err(),
            format!("'{op}' op symbol declaration cannot have public visibility")
        );
        for vis in ["private", "nested"] {
            let ok = decl(op, ty, &format!(", sym_visibility = \"{vis}\""));
            assert_eq!(check(&ok).unwrap(), ok);
        }
    }
    // With a body it is a definition.
    let def = module(
        "  \"ml_program.func\"() <{function_type = () -> (), sym_name = \"q\"}> ({\n    \"ml_program.return\"() : () -> ()\n  }) : () -> ()",
    );
    assert_eq!(check_declared(&def).unwrap(), def);
    // A bad visibility is reported first (verifySymbol).
    assert_eq!(
        check_declared(&decl(
            "ml_program.func",
            "() -> ()",
            ", sym_visibility = \"x\""
        ))
        .unwrap_err(),
        "'ml_program.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"x\""
    );
}

#[test]
fn declare_op_interface_methods_of_symbol_is_a_symbol() {
    // memref.global without an initial value: not a declaration (its
    // `isDeclaration` is the default), accepted public by mlir-opt-22 …
    let global = "\"memref.global\"() <{sym_name = \"g\", type = memref<2xf32>}> : () -> ()";
    let ok = module(&format!("  {global}"));
    assert_eq!(check_declared(&ok).unwrap(), ok);
    // … and checked as a symbol: mlir-opt-22's message.
    let nested = module(&format!(
        "  \"ml_program.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n    {global}\n    \"ml_program.return\"() : () -> ()\n  }}) : () -> ()"
    ));
    assert_eq!(
        check_declared(&nested).unwrap_err(),
        "'memref.global' op symbol's parent must have the SymbolTable trait"
    );
    assert_eq!(
        check_declared(&module(
            "  \"memref.global\"() <{sym_name = \"g\", sym_visibility = 3 : i64, type = memref<2xf32>}> : () -> ()"
        ))
        .unwrap_err(),
        // mlir-opt-22's: the declared attribute's constraint, first.
        "invalid properties {sym_name = \"g\", sym_visibility = 3 : i64, type = memref<2xf32>} for op memref.global: Invalid attribute `sym_visibility` in property conversion: 3 : i64"
    );
}

#[test]
fn a_declared_optional_symbol_is_checked_only_when_named() {
    let inside = |attrs: &str| {
        module(&format!(
            "  \"ml_program.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n    \"symt.maybe\"() {attrs}: () -> ()\n    \"ml_program.return\"() : () -> ()\n  }}) : () -> ()"
        ))
    };
    let ok = inside("");
    assert_eq!(check_declared(&ok).unwrap(), ok);
    // Only an inherent `sym_name` counts (`getInherentAttr`): one in the
    // attribute dictionary of an op that does not declare it does not.
    let discardable = inside("{sym_name = \"m\"} ");
    assert_eq!(check_declared(&discardable).unwrap(), discardable);
    // An op whose method says no is always a symbol.
    assert_eq!(
        check_declared(&module("  \"symt.must\"() : () -> ()")).unwrap_err(),
        "'symt.must' op requires string attribute 'sym_name'"
    );
    let named = module("  \"symt.must\"() <{sym_name = \"n\"}> : () -> ()");
    assert_eq!(check_declared(&named).unwrap(), named);
}

#[test]
fn an_interface_based_on_symbol_makes_a_symbol() {
    let ok = module(
        "  \"hw.module\"() <{sym_name = \"m\"}> ({\n  }) : () -> ()\n  \"hw.module.extern\"() <{sym_name = \"e\"}> : () -> ()",
    );
    assert_eq!(check_declared(&ok).unwrap(), ok);
    assert_eq!(
        check_declared(&module(
            "  \"hw.module\"() <{sym_name = \"m\", sym_visibility = \"x\"}> ({\n  }) : () -> ()"
        ))
        .unwrap_err(),
        "'hw.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"x\""
    );
    let nested = module(
        "  \"hw.module\"() <{sym_name = \"m\"}> ({\n    \"hw.module.extern\"() <{sym_name = \"e\"}> : () -> ()\n  }) : () -> ()",
    );
    assert_eq!(
        check_declared(&nested).unwrap_err(),
        "'hw.module.extern' op symbol's parent must have the SymbolTable trait"
    );
}

#[test]
fn function_op_interface_alone_declares_nothing() {
    // mlir-opt-22 prints this module back unchanged.
    let ok = module(
        "  \"emitc.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  }) : () -> ()\n  \"emitc.func\"() <{function_type = (i32) -> (), specifiers = [\"static\"], sym_name = \"g\"}> ({\n  }) : () -> ()",
    );
    assert_eq!(check_declared(&ok).unwrap(), ok);
}
