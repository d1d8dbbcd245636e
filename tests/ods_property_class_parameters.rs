//! A class taking a `Property` parameter (MLIR's test dialect:
//! `class NonEmptyArray<Property p> : ConfinedProp<ArrayProp<p>, …,
//! "non-empty array of " # p.summary>`) given a library property (`I64Prop`)
//! or a `ConfinedProp` record, whose `summary` it reads. Both were errors
//! ("expected a record of class `Property` … found the attribute constraint
//! `I64Prop`", "has no field `summary`"). The op is the test dialect's
//! `test.op_with_property_predicates` (C++ predicates written in Rust);
//! every message was recorded from mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
        let allowUnknownOperations = 1;
    }
    def NonNegativeI64Prop : ConfinedProp<I64Prop,
      CPred<|v: i64| v >= 0>, "non-negative int64_t">;
    class NonEmptyArray<Property p> : ConfinedProp
        <ArrayProp<p>, Neg<CPred<|v: Vec<i64>| v.is_empty()>>,
        "non-empty array of " # p.summary>;
    def OpWithPropertyPredicates : Op<Test_Dialect, "op_with_property_predicates"> {
      let arguments = (ins
        NonNegativeI64Prop:$scalar,
        ArrayProp<NonNegativeI64Prop>:$array,
        NonEmptyArray<I64Prop>:$non_empty_unconstrained,
        NonEmptyArray<NonNegativeI64Prop>:$non_empty_constrained,
        OptionalProp<NonEmptyArray<NonNegativeI64Prop>>:$non_empty_optional
      );
    }
}

fn verify(props: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.op_with_property_predicates\"() <{{{props}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

fn props(unconstrained: &str, constrained: &str, optional: &str) -> String {
    format!(
        "scalar = 1 : i64, array = [], non_empty_unconstrained = {unconstrained}, non_empty_constrained = {constrained}, non_empty_optional = {optional}"
    )
}

#[test]
fn class_instances_with_property_parameters_verify() {
    verify(&props("[5 : i64]", "[6 : i64]", "[[7 : i64]]")).unwrap();
    verify(&props("[-5 : i64]", "[6 : i64]", "[]")).unwrap();
}

#[test]
fn the_summary_read_from_the_parameter_names_the_failure() {
    let msg = |name: &str, summary: &str| {
        format!(
            "'test.op_with_property_predicates' op property '{name}' failed to satisfy constraint: {summary}"
        )
    };
    assert_eq!(
        verify(&props("[]", "[6 : i64]", "[]")).unwrap_err(),
        msg("non_empty_unconstrained", "non-empty array of int64_t")
    );
    assert_eq!(
        verify(&props("[5 : i64]", "[-6 : i64]", "[]")).unwrap_err(),
        msg(
            "non_empty_constrained",
            "non-empty array of non-negative int64_t"
        )
    );
    assert_eq!(
        verify(&props("[5 : i64]", "[6 : i64]", "[[]]")).unwrap_err(),
        msg(
            "non_empty_optional",
            "optional non-empty array of non-negative int64_t"
        )
    );
}
