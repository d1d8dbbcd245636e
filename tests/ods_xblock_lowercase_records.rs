//! Fields of another block's records whose names start with a lower-case
//! letter, as cuda-quantum's `CCTypes.td` names its types
//! (`cc_MeasureHandleType`) and its QEC ops read them through a class of the
//! types file (`SequenceOf<[cc_MeasureHandleType]>`, whose summary is
//! `AnyTypeOf<allowedTypes>.summary`). TableGen's record names may start
//! with any letter; such a record is fetched like any other (the read was
//! "its fields are not known here").

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The types file.
pub mod types {
    drr::ods! {
        include "mlir/IR/AttrTypeBase.td"
        def ccDialect : Dialect {
            let name = "lc";
            let useDefaultTypePrinterParser = 1;
        }
        def lc_HandleType : TypeDef<ccDialect, "Handle"> {
            let mnemonic = "handle";
            let summary = "a handle";
        }
        def lc_Wide : Type<CPred<|ctx: &drr::Context, t: drr::Type| {
            matches!(ctx.type_data(t), drr::TypeData::Integer { width: 64, .. })
        }>, "a wide integer">;
        class lc_PairOf<list<Type> allowed> : Type<
            CPred<|ctx: &drr::Context, t: drr::Type| matches!(ctx.type_data(t), drr::TypeData::Tuple(_))>,
            "pair of " # AnyTypeOf<allowed>.summary # " values">;
    }
}

/// The ops file.
pub mod ops {
    use super::types::*;

    drr::ods! {
        include "LcTypes.td"
        def lo_Dialect : Dialect { let name = "lo"; }
        def lo_Either : Type<lc_Wide.predicate, "either " # lc_HandleType.summary # " or " # lc_Wide.summary>;
        def lo_UseOp : Op<lo_Dialect, "use", [AttrSizedOperandSegments]> {
            let arguments = (ins Variadic<AnyTypeOf<[lc_HandleType, lc_PairOf<[lc_HandleType, lc_Wide]>]>>:$xs,
                                 Optional<lo_Either>:$y);
        }
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    types::LcDialect::register(&mut ctx);
    ops::LoDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn summaries_of_lower_case_records_of_another_block() {
    let good = "  %0 = \"test.v\"() : () -> !lc.handle\n  %1 = \"test.v\"() : () -> tuple<i1, i1>\n  \"lo.use\"(%0, %1) <{operandSegmentSizes = array<i32: 2, 0>}> : (!lc.handle, tuple<i1, i1>) -> ()";
    assert!(check(good).is_ok(), "{:?}", check(good));
    assert_eq!(
        check("  %0 = \"test.v\"() : () -> i1\n  \"lo.use\"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()").unwrap_err(),
        "'lo.use' op operand #0 must be variadic of a handle or pair of a handle or a wide integer values, but got 'i1'"
    );
}

#[test]
fn predicate_of_a_lower_case_record_of_another_block() {
    let src = "  %0 = \"test.v\"() : () -> !lc.handle\n  %1 = \"test.v\"() : () -> i64\n  \"lo.use\"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!lc.handle, i64) -> ()";
    assert!(check(src).is_ok(), "{:?}", check(src));
    assert_eq!(
        check(&src.replace("i64", "i32")).unwrap_err(),
        "'lo.use' op operand #1 must be either a handle or a wide integer, but got 'i32'"
    );
}
