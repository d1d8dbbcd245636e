//! An op naming, in `HasParent`/`ParentOneOf`, an op of *another dialect*'s
//! block by its C++ class qualified with that dialect's namespace, as
//! CIRCT's `VerifOps.td` writes `verif.symbolic_value`'s
//! `ParentOneOf<["verif::FormalOp", "hw::HWModuleOp"]>`: C++ resolves
//! `hw::` in `circt::hw`, the namespace of the HW dialect, so `ods!` looks
//! the class up among the ops of the block whose dialect's `cppNamespace`
//! ends in `hw` (the block keeps its `include` line and a `use` of the
//! other module); the namespace need not be the dialect's name (Triton's
//! `amdg` dialect is `::mlir::triton::amdgpu`). The ops may sit in a block
//! of their own that takes its dialect record from a third block (mlir-aie's
//! `aie` dialect of namespace `::xilinx::AIE`, named `AIE::EndOp` by AIEX's
//! `SingleBlockImplicitTerminator`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

pub mod hw {
    drr::ods! {
        def HWDialect : Dialect { let name = "hw"; let cppNamespace = "::circt::hw"; }
        def HWModuleOp : Op<HWDialect, "module", [SingleBlock, NoTerminator]> {
            let regions = (region SizedRegion<1>:$body);
        }
    }
}

pub mod amd {
    drr::ods! {
        def TritonAMDGPU_Dialect : Dialect { let name = "amdg"; let cppNamespace = "::mlir::triton::amdgpu"; }
        def TritonAMDGPU_RegionOp : Op<TritonAMDGPU_Dialect, "region", [SingleBlock, NoTerminator]> {
            let regions = (region AnyRegion:$body);
        }
    }
}

pub mod verif {
    use super::amd::*;
    use super::hw::*;
    drr::ods! {
        include "circt/Dialect/HW/HWOps.td"
        def VerifDialect : Dialect { let name = "verif"; let cppNamespace = "circt::verif"; }
        def FormalOp : Op<VerifDialect, "formal", [SingleBlock, NoTerminator]> {
            let regions = (region SizedRegion<1>:$body);
        }
        def SymbolicValueOp : Op<VerifDialect, "symbolic_value", [
            ParentOneOf<["verif::FormalOp", "hw::HWModuleOp"]>]> {
            let results = (outs AnyType:$result);
        }
        def InModuleOp : Op<VerifDialect, "in_module", [HasParent<"::circt::hw::HWModuleOp">]>;
        def InRegionOp : Op<VerifDialect, "in_region", [HasParent<"amdgpu::RegionOp">]>;
    }
}

pub mod aie_base {
    drr::ods! {
        def AIE_Dialect : Dialect { let name = "aie"; let cppNamespace = "::xilinx::AIE"; }
    }
}

pub mod aie_ops {
    use super::aie_base::*;
    drr::ods! {
        include "aie/Dialect/AIE/IR/AIEAttrs.td"
        def AIE_EndOp : Op<AIE_Dialect, "end", [Terminator]>;
        def AIE_SequenceOp : Op<AIE_Dialect, "sequence", [NoTerminator]> {
            let regions = (region AnyRegion:$body);
        }
    }
}

pub mod aiex {
    use super::aie_ops::*;
    drr::ods! {
        include "aie/Dialect/AIE/IR/AIEOps.td"
        def AIEX_Dialect : Dialect { let name = "aiex"; let cppNamespace = "::xilinx::AIEX"; }
        def AIEX_MulticastOp : Op<AIEX_Dialect, "multicast", [SingleBlockImplicitTerminator<"AIE::EndOp">]> {
            let regions = (region AnyRegion:$ports);
        }
        def AIEX_ConfigureOp : Op<AIEX_Dialect, "configure", [HasParent<"AIE::SequenceOp">]>;
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    hw::HwDialect::register(&mut ctx);
    amd::AmdgDialect::register(&mut ctx);
    verif::VerifDialect::register(&mut ctx);
    aie_base::AieDialect::register(&mut ctx);
    aie_ops::AieOps::register(&mut ctx);
    aiex::AiexDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn parent_of_another_dialect_by_qualified_cpp_class() {
    check("  \"hw.module\"() ({\n    %0 = \"verif.symbolic_value\"() : () -> i8\n    \"verif.in_module\"() : () -> ()\n  }) : () -> ()\n  \"verif.formal\"() ({\n    %0 = \"verif.symbolic_value\"() : () -> i1\n  }) : () -> ()\n").unwrap();
    assert_eq!(
        check(
            "  \"test.f\"() ({\n    %0 = \"verif.symbolic_value\"() : () -> i8\n  }) : () -> ()\n"
        )
        .unwrap_err(),
        "'verif.symbolic_value' op expects parent op to be one of 'verif.formal, hw.module'"
    );
    assert_eq!(
        check("  \"verif.formal\"() ({\n    \"verif.in_module\"() : () -> ()\n  }) : () -> ()\n")
            .unwrap_err(),
        "'verif.in_module' op expects parent op 'hw.module'"
    );
    check("  \"amdg.region\"() ({\n    \"verif.in_region\"() : () -> ()\n  }) : () -> ()\n")
        .unwrap();
    assert_eq!(
        check("  \"hw.module\"() ({\n    \"verif.in_region\"() : () -> ()\n  }) : () -> ()\n")
            .unwrap_err(),
        "'verif.in_region' op expects parent op 'amdg.region'"
    );
}

#[test]
fn ops_named_by_the_namespace_of_a_dialect_record_of_a_third_block() {
    check("  \"aiex.multicast\"() ({\n    \"aie.end\"() : () -> ()\n  }) : () -> ()\n  \"aie.sequence\"() ({\n    \"aiex.configure\"() : () -> ()\n  }) : () -> ()\n").unwrap();
    assert_eq!(
        check("  \"aiex.multicast\"() ({\n    \"aiex.configure\"() : () -> ()\n  }) : () -> ()\n")
            .unwrap_err(),
        "'aiex.configure' op expects parent op 'aie.sequence'"
    );
}
