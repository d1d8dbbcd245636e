//! A `TypeDef` whose traits list `MemRefElementTypeInterface` may be a
//! `memref`'s element type, one listing `VectorElementTypeInterface` a
//! `vector`'s (MLIR's `BaseMemRefType::isValidElementType` and
//! `VectorType::isValidElementType`); another `TypeDef` of the dialect may
//! be neither, and a type the dialect does not define (drr does not know
//! it; the dialect reads its types in C++, `useDefaultTypePrinterParser =
//! 0`) is accepted. The messages and positions are mlir-opt-22's on the
//! same shapes with MLIR's own types (`memref<4x!test.memref_element>`
//! passes; `vector<4x!test.memref_element>` is `failed to verify
//! 'elementType': VectorElementTypeInterface instance` at the `vector`
//! keyword; `memref<4x!llvm.ptr>` is `invalid memref element type` at the
//! element type).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Elt_Dialect : Dialect {
      let name = "elt";
      let useDefaultTypePrinterParser = 0;
    }
    class Elt_Type<string name, string typeMnemonic, list<Trait> traits = []>
        : TypeDef<Elt_Dialect, name, traits> {
      let mnemonic = typeMnemonic;
    }
    def Elt_Both : Elt_Type<"Both", "both",
        [MemRefElementTypeInterface, VectorElementTypeInterface]>;
    def Elt_Mem : Elt_Type<"Mem", "mem",
        [DeclareTypeInterfaceMethods<MemRefElementTypeInterface>]>;
    def Elt_Ptr : Elt_Type<"Ptr", "ptr", [VectorElementTypeInterface]> {
      let parameters = (ins "unsigned":$space);
    }
    def Elt_None : Elt_Type<"None", "none">;
    def Elt_UseOp : Op<Elt_Dialect, "use"> {
      let results = (outs Variadic<AnyType>:$out);
    }
}

fn parse(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    EltDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(types: &str) -> String {
    format!("\"builtin.module\"() ({{\n  \"elt.use\"() : () -> ({types})\n}}) : () -> ()\n")
}

/// `src` as printed: the op's `n` results named.
fn printed(src: &str, n: usize) -> String {
    src.replace("  \"elt.use\"", &format!("  %0:{n} = \"elt.use\""))
}

#[test]
fn element_types_the_type_defs_allow() {
    let ok = module(
        "memref<4x!elt.both>, vector<4x!elt.both>, memref<2x!elt.mem>, vector<3x!elt.ptr<1>>, memref<4x!elt.unknown>, vector<4x!elt.unknown>, tensor<4x!elt.none>",
    );
    assert_eq!(parse(&ok).unwrap(), printed(&ok, 7));
}

#[test]
fn element_types_the_type_defs_do_not_allow() {
    // Column 33 is the memref's element type, column 24 the `vector`
    // keyword, where mlir-opt-22 reports them.
    assert_eq!(
        parse(&module("memref<4x!elt.none>")).unwrap_err(),
        "2:33: invalid memref element type"
    );
    assert_eq!(
        parse(&module("memref<4x!elt.ptr<0>>")).unwrap_err(),
        "2:33: invalid memref element type"
    );
    assert_eq!(
        parse(&module("vector<4x!elt.mem>")).unwrap_err(),
        "2:24: failed to verify 'elementType': VectorElementTypeInterface instance"
    );
    assert_eq!(
        parse(&module("vector<4x!elt.none>")).unwrap_err(),
        "2:24: failed to verify 'elementType': VectorElementTypeInterface instance"
    );
}

#[test]
fn mlir_types_of_dialects_mlir_opt_loads() {
    // Not registered here: MLIR 22's own types, as mlir-opt-22 reads them.
    let ok = module(
        "vector<4x!llvm.ptr>, memref<2x!ptr.ptr<#ptr.generic_space>>, vector<2x!ptr.ptr<#ptr.generic_space>>, memref<4x!test.memref_element>",
    );
    assert_eq!(parse(&ok).unwrap(), printed(&ok, 4));
    assert_eq!(
        parse(&module("memref<4x!llvm.ptr>")).unwrap_err(),
        "2:33: invalid memref element type"
    );
    assert_eq!(
        parse(&module("vector<4x!gpu.async.token>")).unwrap_err(),
        "2:24: failed to verify 'elementType': VectorElementTypeInterface instance"
    );
    assert_eq!(
        parse(&module("memref<4x!quant.uniform<i8:f32, 1.0>>")).unwrap_err(),
        "2:33: invalid memref element type"
    );
}

/// MLIR 22's Quant dialect as `QuantBase.td` declares it: no `TypeDef`
/// (its types are C++ classes implementing neither element interface).
pub mod quant_like {
    drr::ods! {
        def Quant_Dialect : Dialect {
          let name = "quant";
          let useDefaultTypePrinterParser = 1;
        }
        def Quant_UseOp : Op<Quant_Dialect, "use"> {
          let results = (outs Variadic<AnyType>:$out);
        }
    }
}

#[test]
fn mlir_types_of_a_registered_block_without_their_type_defs() {
    // Registering the dialect's ops does not make its C++ types element
    // types: mlir-opt-22 rejects `vector<4x!quant.uniform<…>>` (found
    // running MLIR 22's `quant.dcast` on a vector; drr accepted it).
    let mut ctx = Context::new();
    quant_like::QuantDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"quant.use\"() : () -> (vector<4x!quant.uniform<i8:f32, 1.0>>)\n}) : () -> ()\n";
    let e = parse_module(&mut ctx, src, "in.mlir").unwrap_err();
    assert_eq!(
        format!("{}:{}: {}", e.line, e.column, e.message),
        "2:26: failed to verify 'elementType': VectorElementTypeInterface instance"
    );
    let src = "\"builtin.module\"() ({\n  \"quant.use\"() : () -> (tensor<4x!quant.uniform<i8:f32, 1.0>>)\n}) : () -> ()\n";
    assert!(parse_module(&mut ctx, src, "in.mlir").is_ok());
}
