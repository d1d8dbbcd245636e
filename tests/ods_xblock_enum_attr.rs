//! Enum attributes of a dialect defined in a block other than the one
//! declaring the dialect, as MLIR's `OpenMPEnums.td` or `IRDLAttributes.td`
//! define `EnumAttr<…_Dialect, …>` records in files of their own: the
//! enums block includes the dialect's file, its `EnumAttr`s are parsed
//! after the dialect's own (none here), and a third block's ops use them.
//! A hand-written dialect in that layout (`smt` names, a dialect-attribute
//! form MLIR's SMT does not use); the messages are those of an `EnumAttr`
//! in the dialect's own block, which `tests/ods_enum_attr_format.rs` checks
//! against mlir-opt-22, and mlir-opt's for a mnemonic no block defines.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `SMTDialect.td`.
pub mod smt_base {
    drr::ods! {
        def SMT_Dialect : Dialect {
          let name = "smt";
          let cppNamespace = "mlir::smt";
        }
    }
}

/// `SMTAttributes.td`: the predicate enum of `smt.bv.cmp`.
pub mod smt_attrs {
    use super::smt_base::*;

    drr::ods! {
        include "mlir/Dialect/SMT/IR/SMTDialect.td";

        def BVCmpPredicate : I64EnumAttr<
            "BVCmpPredicate", "smt bit-vector comparison predicate",
          [ I64EnumAttrCase<"slt", 0>, I64EnumAttrCase<"sle", 1>,
            I64EnumAttrCase<"sgt", 2>, I64EnumAttrCase<"sge", 3>,
            I64EnumAttrCase<"ult", 4>, I64EnumAttrCase<"ule", 5>,
            I64EnumAttrCase<"ugt", 6>, I64EnumAttrCase<"uge", 7> ]> {
          let cppNamespace = "mlir::smt";
          let genSpecializedAttr = 0;
        }
        def BVCmpPredicateAttr : EnumAttr<SMT_Dialect, BVCmpPredicate, "bv_cmp_predicate">;
    }
}

/// Part of `SMTBitVectorOps.td`, with `i32` standing for the bit-vector
/// type.
pub mod smt_ops {
    use super::smt_attrs::*;
    use super::smt_base::*;

    drr::ods! {
        include "mlir/Dialect/SMT/IR/SMTDialect.td";
        include "mlir/Dialect/SMT/IR/SMTAttributes.td";

        def BVCmpOp : Op<SMT_Dialect, "bv.cmp", [Pure]> {
          let arguments = (ins BVCmpPredicateAttr:$pred, I32:$lhs, I32:$rhs);
          let results = (outs I1:$result);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    smt_base::SmtDialect::register(&mut ctx);
    smt_attrs::SmtOps::register(&mut ctx);
    smt_ops::SmtOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(pred: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: i32, %arg1: i32):\n    %0 = \"smt.bv.cmp\"(%arg0, %arg1) <{{pred = {pred}}}> : (i32, i32) -> i1\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn an_enum_attribute_of_another_block_parses_prints_and_verifies() {
    let src = module("#smt<bv_cmp_predicate ult>");
    assert_eq!(check(&src).expect("valid"), src);
}

#[test]
fn its_errors_are_the_enum_attributes() {
    assert_eq!(
        check(&module("#smt<bv_cmp_predicate foo>")).unwrap_err(),
        "4:68: expected mlir::smt::BVCmpPredicate to be one of: slt, sle, sgt, sge, ult, ule, ugt, uge"
    );
    // A mnemonic no block of the dialect defines.
    assert_eq!(
        check(&module("#smt<nope ult>")).unwrap_err(),
        "4:51: unknown attribute `nope` in dialect `smt`"
    );
}
