//! Two spellings of MLIR 22's `GPUOps.td` that `ods!` reads as written:
//! `DialectType<Dialect, pred, "summary">` (a type constraint of a
//! dialect; the C++ `CPred` written in Rust, the `BuildableType<…>` C++
//! builder left out) and `Arg<…>` around a result
//! (`gpu.dynamic_shared_memory`). Messages recorded from mlir-opt-22.

use drr::text::parse_module;

fn is_async_token(ctx: &drr::Context, t: drr::Type) -> bool {
    matches!(ctx.type_data(t), drr::TypeData::Opaque(s) if &**s == "!gpu.async.token")
}

mod gpu {
    use super::is_async_token;
    drr::ods! {
        def GPU_Dialect : Dialect {
          let name = "gpu";
          let cppNamespace = "::mlir::gpu";
        }
        class GPU_Op<string mnemonic, list<Trait> traits = []> :
            Op<GPU_Dialect, mnemonic, traits>;
        def GPU_AsyncToken : DialectType<
          GPU_Dialect, CPred<is_async_token>, "async token type">;

        def GPU_DynamicSharedMemoryOp : GPU_Op<"dynamic_shared_memory", [Pure]> {
          let arguments = (ins);
          let results = (outs Arg<MemRefRankOf<[I8], [1]>>:$resultMemref);
        }
        def GPU_WaitOp : GPU_Op<"wait"> {
          let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies);
          let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
        }
    }
}

fn verify(body: &str) -> Result<(), String> {
    let mut ctx = drr::Context::new();
    gpu::GpuDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn dialect_types_and_arg_results() {
    assert_eq!(
        verify(
            r#"%0 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
%1 = "gpu.wait"() : () -> !gpu.async.token
%2 = "gpu.wait"(%1) : (!gpu.async.token) -> !gpu.async.token"#
        ),
        Ok(())
    );
    assert_eq!(
        verify(r#"%0 = "gpu.dynamic_shared_memory"() : () -> memref<?xi16>"#),
        Err("'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xi16>'".into())
    );
    assert_eq!(
        verify(
            r#"%1 = "test.source"() : () -> i32
%2 = "gpu.wait"(%1) : (i32) -> !gpu.async.token"#
        ),
        Err("'gpu.wait' op operand #0 must be variadic of async token type, but got 'i32'".into())
    );
}
