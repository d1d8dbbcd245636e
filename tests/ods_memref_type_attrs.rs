//! Pieces of MLIR 22's `MemRefOps.td` that `ods!` reads as written:
//! `TypeAttrBase<"::mlir::MemRefType", "memref type attribute">` (a type
//! attribute of a builtin C++ type class; `memref.global`'s `type`) and
//! the memory-effect decorators with arguments (`MemFreeAt<0,
//! FullEffect>`, `MemAlloc<DefaultResource, 0, FullEffect>`), which have
//! no effect on the generic form. Expected texts recorded from
//! `mlir-opt-22 --mlir-print-op-generic`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod memref {
    drr::ods! {
        def MemRef_Dialect : Dialect {
          let name = "memref";
          let cppNamespace = "::mlir::memref";
        }
        def MemRefTypeAttr
            : TypeAttrBase<"::mlir::MemRefType", "memref type attribute">;
        class MemRef_Op<string mnemonic, list<Trait> traits = []>
            : Op<MemRef_Dialect, mnemonic, traits>;
        def MemRef_GlobalOp : MemRef_Op<"global", [Symbol]> {
          let arguments = (ins SymbolNameAttr:$sym_name,
                               OptionalAttr<StrAttr>:$sym_visibility,
                               MemRefTypeAttr:$type,
                               OptionalAttr<AnyAttr>:$initial_value,
                               UnitAttr:$constant,
                               OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
        }
        def MemRef_ReallocOp : MemRef_Op<"realloc"> {
          let arguments = (ins Arg<MemRefRankOf<[AnyType], [1]>, "",
                                   [MemFreeAt<0, FullEffect>]>:$source,
                           Optional<Index>:$dynamicResultSize,
                           OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
          let results = (outs Res<MemRefRankOf<[AnyType], [1]>, "",
                                  [MemAlloc<DefaultResource, 1,
                                            FullEffect>]>);
        }
    }
}

fn run(body: &str) -> Result<Vec<String>, String> {
    let mut ctx = Context::new();
    memref::MemrefDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default())
        .lines()
        .filter(|l| l.contains("\"memref."))
        .map(|l| l.trim().to_owned())
        .collect())
}

#[test]
fn type_attr_base_of_a_builtin_type_class() {
    assert_eq!(
        run(r#""memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value, sym_visibility = "private"}> : () -> ()
%0 = "test.source"() : () -> memref<2xf32>
%1 = "memref.realloc"(%0) : (memref<2xf32>) -> memref<4xf32>"#),
        Ok(vec![
            r#""memref.global"() <{initial_value, sym_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()"#.to_string(),
            r#"%1 = "memref.realloc"(%0) : (memref<2xf32>) -> memref<4xf32>"#.to_string(),
        ])
    );
    assert_eq!(
        run(r#""memref.global"() <{sym_name = "h", type = i32}> : () -> ()"#),
        Err("'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute".to_string())
    );
    assert_eq!(
        run(r#""memref.global"() <{sym_name = "h", type = tensor<2xf32>}> : () -> ()"#),
        Err("'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute".to_string())
    );
}
