//! `AllMatchSameOperatorTrait` naming variadic or optional groups. ODS
//! substitutes a group's range for `$_self` (`getODSOperands(i)`), so the
//! C++ compiles when the operator takes ranges, as XLS's `getShapeSplat`
//! does (`ShapesAreConsistent<["cases", "otherwise", "result"]>` on
//! `xls.sel`, a variadic and an optional group). In `ods!` the operator is
//! then a Rust closure over `&[Value]`, applied to each name's values (one
//! value for a single operand or result, none for an absent optional one);
//! such a closure may serve single names only too. Was: "`cases` is a
//! variadic or optional operand: a type trait names single values" for
//! every operator.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, TypeData, Value};

/// The common bit width of `vs` (`Some(0)` for none), `None` if they
/// differ: a range operator in the manner of XLS's `getShapeSplat`.
fn common_width(ctx: &Context, vs: &[Value]) -> Option<u32> {
    let mut widths = vs.iter().map(|&v| match ctx.type_data(ctx.value_type(v)) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    });
    let Some(first) = widths.next() else {
        return Some(0);
    };
    widths.all(|w| w == first).then_some(first)
}

drr::ods! {
    include "mlir/IR/OpBase.td"

    class WidthSplat<string name> :
        StrFunc<|ctx: &drr::Context, vs: &[drr::Value]| crate::common_width(ctx, vs)>;
    class WidthsAgree<list<string> names> :
        AllMatchSameOperatorTrait<names, WidthSplat<"_self">.result, "width">;

    def R_Dialect : Dialect { let name = "r"; }

    def R_SelOp : Op<R_Dialect, "sel", [AttrSizedOperandSegments,
                                         WidthsAgree<["cases", "otherwise", "result"]>]> {
      let arguments = (ins I1:$selector, Optional<AnySignlessInteger>:$otherwise,
                           Variadic<AnySignlessInteger>:$cases);
      let results = (outs AnySignlessInteger:$result);
    }
    def R_PairOp : Op<R_Dialect, "pair", [WidthsAgree<["a", "b"]>]> {
      let arguments = (ins AnySignlessInteger:$a, AnySignlessInteger:$b);
    }
}

fn check(args: &[&str], body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    RDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let params: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {t}"))
        .collect();
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n",
        params.join(", ")
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert_eq!(out, src);
    Ok(out)
}

const SEL_MSG: &str =
    "'r.sel' op failed to verify that all of {cases, otherwise, result} have same width";

#[test]
fn groups_pass_their_values_to_the_operator() {
    check(
        &["i1", "i8", "i8"],
        "    %0 = \"r.sel\"(%arg0, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i8, i8, i8) -> i8\n",
    )
    .unwrap();
    // Cases of two widths: the range's operator value matches nothing.
    assert_eq!(
        check(
            &["i1", "i8", "i16"],
            "    %0 = \"r.sel\"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i8, i16) -> i8\n",
        )
        .unwrap_err(),
        SEL_MSG
    );
    // The otherwise value against the cases.
    assert_eq!(
        check(
            &["i1", "i16", "i8"],
            "    %0 = \"r.sel\"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i8) -> i8\n",
        )
        .unwrap_err(),
        SEL_MSG
    );
    // An absent otherwise is an empty range (width 0 here), unlike i8.
    assert_eq!(
        check(
            &["i1", "i8"],
            "    %0 = \"r.sel\"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i8) -> i8\n",
        )
        .unwrap_err(),
        SEL_MSG
    );
}

#[test]
fn a_range_operator_takes_single_values_as_one_element_slices() {
    check(
        &["i4", "i4"],
        "    \"r.pair\"(%arg0, %arg1) : (i4, i4) -> ()\n",
    )
    .unwrap();
    assert_eq!(
        check(
            &["i4", "i5"],
            "    \"r.pair\"(%arg0, %arg1) : (i4, i5) -> ()\n"
        )
        .unwrap_err(),
        "'r.pair' op failed to verify that all of {a, b} have same width"
    );
}
