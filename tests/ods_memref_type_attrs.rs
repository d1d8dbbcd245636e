//! Pieces of MLIR 22's `MemRefOps.td` that `ods!` reads as written:
//! `TypeAttrBase<"::mlir::MemRefType", "memref type attribute">` (a type
//! attribute of a builtin C++ type class; `memref.global`'s `type`) and
//! the memory-effect decorators with arguments (`MemFreeAt<0,
//! FullEffect>`, `MemAlloc<DefaultResource, 0, FullEffect>`), which have
//! no effect on the generic form; `DefaultValuedOptionalAttr<BoolAttr,
//! "false">` (`memref.store`'s `nontemporal`), which stays absent when not
//! given (MLIR's `populateDefaultProperties` skips optional attributes)
//! and reads as its default. Expected texts recorded from
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
        def MemRef_StoreOp : MemRef_Op<"store",
             [TypesMatchWith<"type of 'value' matches element type of 'memref'",
                             "memref", "value",
                             ::drr::ods::element_type_transform>,
              MemRefsNormalizable]> {
          let arguments = (ins AnyType:$value,
                               Arg<AnyMemRef, "the reference to store to",
                                   [MemWrite]>:$memref,
                               Variadic<Index>:$indices,
                               DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
                               ConfinedAttr<OptionalAttr<I64Attr>,
                                 [IntPositive, IntPowerOf2]>:$alignment);
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

#[test]
fn default_valued_optional_attributes_stay_absent() {
    assert_eq!(
        run(r#"%0 = "test.source"() : () -> memref<4xf32>
%1 = "test.source"() : () -> f32
%2 = "test.source"() : () -> index
"memref.store"(%1, %0, %2) : (f32, memref<4xf32>, index) -> ()
"memref.store"(%1, %0, %2) <{nontemporal = true}> : (f32, memref<4xf32>, index) -> ()"#),
        Ok(vec![
            r#""memref.store"(%1, %0, %2) : (f32, memref<4xf32>, index) -> ()"#.to_string(),
            r#""memref.store"(%1, %0, %2) <{nontemporal = true}> : (f32, memref<4xf32>, index) -> ()"#.to_string(),
        ])
    );
    let mut ctx = Context::new();
    memref::MemrefDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n%0 = \"test.source\"() : () -> memref<4xf32>\n%1 = \"test.source\"() : () -> f32\n\"memref.store\"(%1, %0) : (f32, memref<4xf32>) -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let store = ctx.block_last_op(block).expect("an op");
    let store = memref::MemRef_StoreOp::from_op(&ctx, store).expect("a store");
    assert!(!store.nontemporal(&mut ctx).value(&ctx));
    assert_eq!(
        run(r#"%0 = "test.source"() : () -> memref<4xf32>
%1 = "test.source"() : () -> i32
"memref.store"(%1, %0) : (i32, memref<4xf32>) -> ()"#),
        Err("'memref.store' op failed to verify that type of 'value' matches element type of 'memref'".to_string())
    );
}
