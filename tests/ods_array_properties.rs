//! `ArrayProp<P>` and `IntArrayProp<I64Prop>` / `IntArrayProp<I32Prop>`
//! (`Properties.td`): the generic form, defaults (the empty list), the
//! conversion of `<{…}>` values with mlir-opt's messages, element
//! predicates, accessors and builders. The ops are MLIR's test dialect's
//! `test.with_array_properties` and `test.with_properties` (`TestOps.td`);
//! every expected text on them was recorded from `mlir-opt-22
//! --mlir-print-op-generic`. The test dialect has no array of a confined
//! element: `test.confined_elements`' message follows ODS's definition
//! (`"array of " # elem.summary`, the element predicate on each element).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod t {
    drr::ods! {
        dialect test;
        def TestOpWithArrayProperties : Op<"with_array_properties"> {
          let arguments = (ins
            ArrayProp<I64Prop>:$ints,
            ArrayProp<StringProp>:$strings,
            ArrayProp<ArrayProp<I32Prop>>:$nested,
            OptionalProp<ArrayProp<I32Prop>>:$opt,
            ArrayProp<OptionalProp<I64Prop>>:$explicitOptions,
            ArrayProp<UnitProp>:$explicitUnits,
            DefaultValuedProp<ArrayProp<I64Prop>,
              "::llvm::ArrayRef<int64_t>{}", "::llvm::SmallVector<int64_t>{}">:$hasDefault
          );
        }
        def TestOpWithProperties : Op<"with_properties"> {
          let arguments = (ins
            I64Attr:$a,
            StrAttr:$b,
            StringProp:$c,
            BoolProp:$flag,
            IntArrayProp<I64Prop>:$array,
            IntArrayProp<I32Prop>:$array32
          );
        }
        def NonNegative : ConfinedProp<I64Prop, CPred<|v: i64| v >= 0>, "non-negative int64_t">;
        /// An array of a confined element: the element predicate applies
        /// to every element.
        def ConfinedElementsOp : Op<"confined_elements"> {
          let arguments = (ins ArrayProp<NonNegative>:$xs,
            ArrayProp<I64Prop, "a list of sizes">:$sizes);
        }
    }
}

use t::*;

fn ctx() -> Context {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    ctx
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
}

/// The printed test ops, or the parse error, or the first verifier
/// message.
fn run(body: &str) -> Result<Vec<String>, String> {
    let mut ctx = ctx();
    let m = parse_module(&mut ctx, &module(body), "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default())
        .lines()
        .filter(|l| l.contains("\"test."))
        .map(|l| l.trim().to_owned())
        .collect())
}

#[test]
fn array_properties_print_as_mlir_opt() {
    assert_eq!(
        run(r#""test.with_array_properties"() : () -> ()
"test.with_array_properties"() <{ints = [1, 2 : i32], strings = ["a", "b"], nested = [[1 : i32], []], opt = [[1 : i32, 2 : i32]], explicitOptions = [[], [3]], explicitUnits = [unit, false], hasDefault = [5]}> : () -> ()
"test.with_properties"() <{a = 1 : i64, b = "x"}> : () -> ()
"test.with_properties"() <{a = 1 : i64, b = "x", c = "y", flag = true, array = array<i64: 1>, array32 = array<i32: 1, -2>}> : () -> ()"#),
        Ok(vec![
            r#""test.with_array_properties"() <{explicitOptions = [], explicitUnits = [], hasDefault = [], ints = [], nested = [], opt = [], strings = []}> : () -> ()"#.to_string(),
            r#""test.with_array_properties"() <{explicitOptions = [[], [3]], explicitUnits = [unit, false], hasDefault = [5], ints = [1, 2], nested = [[1 : i32], []], opt = [[1 : i32, 2 : i32]], strings = ["a", "b"]}> : () -> ()"#.to_string(),
            r#""test.with_properties"() <{a = 1 : i64, array = array<i64>, array32 = array<i32>, b = "x", c = "", flag = false}> : () -> ()"#.to_string(),
            r#""test.with_properties"() <{a = 1 : i64, array = array<i64: 1>, array32 = array<i32: 1, -2>, b = "x", c = "y", flag = true}> : () -> ()"#.to_string(),
        ])
    );
}

#[test]
fn array_property_conversion_errors_are_mlir_opts() {
    let err = |props: &str| {
        run(&format!(
            "\"test.with_array_properties\"() <{{{props}}}> : () -> ()"
        ))
        .expect_err("invalid")
    };
    let msg = |props: &str, why: &str| {
        format!("1:1: invalid properties {{{props}}} for op test.with_array_properties: {why}")
    };
    // The module's first line is line 1; the op is on line 2.
    let at2 = |m: String| m.replacen("1:1:", "2:1:", 1);
    assert_eq!(
        err("ints = 3"),
        at2(msg("ints = 3 : i64", "expected array attribute"))
    );
    assert_eq!(
        err("ints = [\"x\"]"),
        at2(msg(
            "ints = [\"x\"]",
            "expected IntegerAttr for key `value`"
        ))
    );
    assert_eq!(
        err("ints = array<i64: 1, 2>"),
        at2(msg("ints = array<i64: 1, 2>", "expected array attribute"))
    );
    assert_eq!(
        err("strings = [1]"),
        at2(msg(
            "strings = [1]",
            "expected string property to come from string attribute"
        ))
    );
    assert_eq!(
        err("nested = [1]"),
        at2(msg("nested = [1]", "expected array attribute"))
    );
    assert_eq!(
        err("explicitOptions = [3]"),
        at2(msg(
            "explicitOptions = [3]",
            "expected optional properties to materialize as arrays"
        ))
    );
    let err2 = |props: &str| {
        run(&format!(
            "\"test.with_properties\"() <{{a = 1 : i64, b = \"x\", {props}}}> : () -> ()"
        ))
        .expect_err("invalid")
    };
    assert_eq!(
        err2("array = [1]"),
        "2:1: invalid properties {a = 1 : i64, array = [1], b = \"x\"} for op test.with_properties: expected DenseI64ArrayAttr for key `value`"
    );
    assert_eq!(
        err2("array32 = array<i64: 1>"),
        "2:1: invalid properties {a = 1 : i64, array32 = array<i64: 1>, b = \"x\"} for op test.with_properties: expected DenseI32ArrayAttr for key `value`"
    );
    assert_eq!(
        err2("array = array<ui64: 1>"),
        "2:1: invalid properties {a = 1 : i64, array = array<ui64: 1>, b = \"x\"} for op test.with_properties: expected DenseI64ArrayAttr for key `value`"
    );
}

#[test]
fn element_predicates_and_summaries() {
    assert_eq!(
        run(r#""test.confined_elements"() <{xs = [0, 3], sizes = [1]}> : () -> ()"#),
        Ok(vec![
            r#""test.confined_elements"() <{sizes = [1], xs = [0, 3]}> : () -> ()"#.to_string()
        ])
    );
    assert_eq!(
        run(r#""test.confined_elements"() <{xs = [0, -3]}> : () -> ()"#),
        Err("'test.confined_elements' op property 'xs' failed to satisfy constraint: array of non-negative int64_t".to_string())
    );
}

#[test]
fn accessors_and_builders_take_vectors() {
    let mut ctx = ctx();
    let loc = ctx.unknown_loc();
    let state = TestOpWithArrayProperties::build_with(
        &mut ctx,
        loc,
        vec![1i64, -2],
        vec!["a".to_string()],
        vec![vec![1i32], vec![]],
        Some(vec![4i32]),
        vec![None, Some(5i64)],
        vec![true, false],
        vec![],
    );
    let op = ctx.create_op(state).expect("created");
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        r#""test.with_array_properties"() <{explicitOptions = [[], [5]], explicitUnits = [unit, false], hasDefault = [], ints = [1, -2], nested = [[1 : i32], []], opt = [[4 : i32]], strings = ["a"]}> : () -> ()"#
    );
    let v = TestOpWithArrayProperties::from_op(&ctx, op).expect("the op");
    assert_eq!(v.ints(&ctx), vec![1, -2]);
    assert_eq!(v.strings(&ctx), vec!["a"]);
    assert_eq!(v.nested(&ctx), vec![vec![1], vec![]]);
    assert_eq!(v.opt(&ctx), Some(vec![4]));
    assert_eq!(v.explicitOptions(&ctx), vec![None, Some(5)]);

    let state = TestOpWithProperties::build(&mut ctx, loc, &[], &[], &[]);
    let op = ctx.create_op(state).expect("created");
    let v = TestOpWithProperties::from_op(&ctx, op).expect("the op");
    assert_eq!(v.array(&ctx), Vec::<i64>::new());
    let mut ctx2 = ctx;
    let a = drr::ods::property::prop_attr::<drr::ods::lib::IntArrayProp<i32>>(
        &mut ctx2,
        vec![7i32, -8],
    );
    assert_eq!(drr::text::print_attribute(&ctx2, a), "array<i32: 7, -8>");
}
