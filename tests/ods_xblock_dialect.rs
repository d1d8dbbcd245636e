//! Ops of a dialect whose `Dialect` record is in another block, as MLIR's
//! `MemRefOps.td` names `MemRef_Dialect` of the `MemRefBase.td` it
//! includes: the ops block keeps its `include` line and a `use` of the
//! base module, and its ops (`Op<MemRef_Dialect, …>`) join that dialect,
//! as with `dialect memref as MemrefOps;`. The block's Rust type is the
//! namespace in CamelCase with `Ops` (`MemrefOps`), registered after the
//! dialect's own type. Ops of one such block name ops of another by C++
//! class, as `MemRefOps.td` does (`SingleBlockImplicitTerminator<
//! "AllocaScopeReturnOp">`, `HasParent<"AllocaScopeOp">`), here split over
//! two blocks that include each other. The text and message are mlir-opt-22's for
//! `memref.assume_alignment` (whose ODS declaration is the one below).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `MemRefBase.td`.
pub mod memref_base {
    drr::ods! {
        def MemRef_Dialect : Dialect {
          let name = "memref";
          let cppNamespace = "::mlir::memref";
          let hasConstantMaterializer = 1;
        }
    }

    // The dialect's hook stays with this block (the ops block, which
    // joins the dialect, has none of its own).
    impl drr::ods::MaterializeConstant for MemrefDialect {
        fn materialize_constant(
            _: &mut drr::Context,
            _: drr::Attribute,
            _: drr::Type,
            _: drr::Location,
        ) -> Option<drr::OpId> {
            None
        }
    }
}

/// Part of `MemRefOps.td`.
pub mod memref_ops {
    use super::memref_base::*;
    use super::memref_more::*;

    drr::ods! {
        include "mlir/Dialect/MemRef/IR/MemRefBase.td";

        class MemRef_Op<string mnemonic, list<Trait> traits = []>
            : Op<MemRef_Dialect, mnemonic, traits>;

        def AssumeAlignmentOp : MemRef_Op<"assume_alignment", [
              Pure,
              AllTypesMatch<["memref", "result"]>
          ]> {
          let arguments = (ins AnyMemRef:$memref,
                               ConfinedAttr<I32Attr, [IntPositive]>:$alignment);
          let results = (outs AnyMemRef:$result);
        }

        def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope",
              [AutomaticAllocationScope,
               SingleBlockImplicitTerminator<"AllocaScopeReturnOp">,
               RecursiveMemoryEffects, NoRegionArguments]> {
          let results = (outs Variadic<AnyType>:$results);
          let regions = (region SizedRegion<1>:$bodyRegion);
        }
    }
}

/// Another part, naming an op of `memref_ops` by its C++ class.
pub mod memref_more {
    use super::memref_base::*;
    use super::memref_ops::*;

    drr::ods! {
        include "mlir/Dialect/MemRef/IR/MemRefOps.td";

        def MemRef_AllocaScopeReturnOp : Op<MemRef_Dialect, "alloca_scope.return",
              [HasParent<"AllocaScopeOp">, Pure, ReturnLike, Terminator]> {
          let arguments = (ins Variadic<AnyType>:$results);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    memref_base::MemrefDialect::register(&mut ctx);
    memref_ops::MemrefOps::register(&mut ctx);
    memref_more::MemrefOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: memref<4xf32>):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn ops_join_the_included_dialect() {
    let ok = module(
        "    %0 = \"memref.assume_alignment\"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module(
            "    %0 = \"memref.assume_alignment\"(%arg0) <{alignment = 0 : i32}> : (memref<4xf32>) -> memref<4xf32>\n"
        ))
        .unwrap_err(),
        "'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"
    );
    assert_eq!(
        memref_ops::AssumeAlignmentOp::DEFINITION.name,
        "memref.assume_alignment"
    );
}

#[test]
fn ops_of_other_blocks_by_cpp_class() {
    let ok = module(
        "    \"memref.alloca_scope\"() ({\n      \"memref.alloca_scope.return\"() : () -> ()\n    }) : () -> ()\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("    \"memref.alloca_scope.return\"() : () -> ()\n")).unwrap_err(),
        "'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'"
    );
    assert_eq!(
        check(&module(
            "    \"memref.alloca_scope\"() ({\n      \"memref.assume_alignment\"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>\n    }) : () -> ()\n"
        ))
        .unwrap_err(),
        "block with no terminator, has %0 = \"memref.assume_alignment\"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>"
    );
}
