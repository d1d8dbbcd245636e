//! Types of a dialect whose `Dialect` record is in another block, as MLIR's
//! `NVGPUTypes.td` defines `TypeDef<NVGPU_Dialect, …>` records of the
//! `NVGPU.td` it includes: the types block keeps its `include` line and a
//! `use` of the base module, fetches the dialect record as an ops block
//! does, and its types are used by name by a third block (`NVGPUOps.td`).
//! The text and message are mlir-opt-22's for `nvgpu.device_async_wait`.
//! The types block is registered like an ops block (its `NvgpuOps` type),
//! which gives the dialect its types' mnemonics (the generated parser
//! then rejects others, `tests/ods_xblock_typedef_format.rs`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `NVGPU.td`.
pub mod nvgpu_base {
    drr::ods! {
        def NVGPU_Dialect : Dialect {
          let name = "nvgpu";
          let cppNamespace = "::mlir::nvgpu";
          let useDefaultTypePrinterParser = 1;
        }
    }
}

/// `NVGPUTypes.td`: only types, of the included file's dialect.
pub mod nvgpu_types {
    use super::nvgpu_base::*;

    drr::ods! {
        include "mlir/Dialect/NVGPU/IR/NVGPU.td";

        class NVGPU_Type<string name, string typeMnemonic,
                list<Trait> traits = []> : TypeDef<NVGPU_Dialect, name, traits> {
          let mnemonic = typeMnemonic;
        }

        def NVGPU_DeviceAsyncToken : NVGPU_Type<"DeviceAsyncToken",
                                                "device.async.token", []> {
          let summary = "device async token type";
        }

        // No op of the ops block uses it.
        def NVGPU_MBarrierToken : NVGPU_Type<"MBarrierToken", "mbarrier.token", []>;
    }
}

/// Part of `NVGPUOps.td`.
pub mod nvgpu_ops {
    use super::nvgpu_base::*;
    use super::nvgpu_types::*;

    drr::ods! {
        include "mlir/Dialect/NVGPU/IR/NVGPU.td";
        include "mlir/Dialect/NVGPU/IR/NVGPUTypes.td";

        class NVGPU_Op<string mnemonic, list<Trait> traits = []> :
          Op<NVGPU_Dialect, mnemonic, traits> {}

        def NVGPU_DeviceAsyncCreateGroupOp : NVGPU_Op<"device_async_create_group", []> {
          let results = (outs NVGPU_DeviceAsyncToken:$asyncToken);
          let arguments = (ins Variadic<NVGPU_DeviceAsyncToken>:$inputTokens);
        }

        def NVGPU_DeviceAsyncWaitOp : NVGPU_Op<"device_async_wait", []> {
          let arguments = (ins NVGPU_DeviceAsyncToken:$asyncDependencies,
                               OptionalAttr<I32Attr>:$numGroups);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    nvgpu_base::NvgpuDialect::register(&mut ctx);
    // The types block registers its types' mnemonics with the dialect,
    // whose generated parser rejects any other.
    nvgpu_types::NvgpuOps::register(&mut ctx);
    nvgpu_ops::NvgpuOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: !nvgpu.device.async.token, %arg1: i32):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn a_type_of_the_types_block_no_op_uses_is_read() {
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: !nvgpu.mbarrier.token):\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(check(src), Ok(src.to_string()));
}

#[test]
fn types_of_the_included_dialect() {
    let ok = module(
        "    %0 = \"nvgpu.device_async_create_group\"(%arg0) : (!nvgpu.device.async.token) -> !nvgpu.device.async.token\n    \"nvgpu.device_async_wait\"(%0) <{numGroups = 1 : i32}> : (!nvgpu.device.async.token) -> ()\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module(
            "    \"nvgpu.device_async_wait\"(%arg1) <{numGroups = 1 : i32}> : (i32) -> ()\n"
        ))
        .unwrap_err(),
        "'nvgpu.device_async_wait' op operand #0 must be device async token type, but got 'i32'"
    );
}

#[test]
fn without_the_types_block_its_types_are_kept_as_text() {
    // No registered block declares a type of the dialect: as for a dialect
    // whose types are C++ (no generated parser), the text is kept.
    let mut ctx = Context::new();
    nvgpu_base::NvgpuDialect::register(&mut ctx);
    nvgpu_ops::NvgpuOps::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: !nvgpu.mbarrier.tokn):\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), src);
}
