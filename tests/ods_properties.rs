//! ODS properties in `ods!` (`I64Prop`, `StringProp`, `UnitProp`,
//! `DefaultValuedProp`, `OptionalProp`, `ConfinedProp`, …): the generic
//! form printed as mlir-opt-22 prints it (every property present, defaults
//! filled in, `<{…}>` values converted to the property's form), its parse
//! errors, the verifier's messages, and the Rust accessors and builders.
//!
//! The ops are MLIR's test dialect ops of the same names
//! (`mlir/test/lib/Dialect/Test/TestOps.td`); every expected text below was
//! recorded from `mlir-opt-22 --mlir-print-op-generic`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect test;

    def NonNegativeI64Prop : ConfinedProp<I64Prop,
        CPred<|_ctx, v: i64| v >= 0>, "non-negative int64_t">;

    def TestOpWithDefaultValuedProperties : Op<"with_default_valued_properties"> {
        let arguments = (ins DefaultValuedAttr<I32Attr, "0">:$a,
            DefaultValuedProp<StringProp, "\"\"">:$b,
            DefaultValuedProp<IntProp<"int32_t">, "-1">:$c,
            UnitProp:$unit);
    }

    def TestOpWithOptionalProperties : Op<"with_optional_properties"> {
        let arguments = (ins
            OptionalAttr<I32Attr>:$anAttr,
            OptionalProp<I64Prop>:$simple,
            OptionalProp<IntProp<"int8_t">>:$simplei8,
            OptionalProp<IntProp<"uint8_t">>:$simpleui8,
            OptionalProp<StringProp>:$nonTrivialStorage,
            OptionalProp<DefaultValuedProp<I64Prop, "0">>:$hasDefault,
            OptionalProp<OptionalProp<I64Prop>>:$nested,
            OptionalProp<StringProp, 0>:$longSyntax,
            UnitProp:$hasUnit,
            OptionalProp<UnitProp>:$maybeUnit);
    }

    def TestPropPatternOp1 : Op<"prop_pattern_op_1"> {
        let arguments = (ins StringProp:$tag, I64Prop:$val, BoolProp:$cond);
        let results = (outs I32:$results);
    }

    def TestOpWithPropertiesAndAttr : Op<"with_properties_and_attr"> {
        let arguments = (ins I32Attr:$lhs, IntProp<"int64_t">:$rhs);
    }

    // `op_with_property_predicates` without its `ArrayProp`s.
    def OpWithPropertyPredicates : Op<"op_with_property_predicates"> {
        let arguments = (ins
            NonNegativeI64Prop:$scalar,
            OptionalProp<NonNegativeI64Prop>:$optional,
            DefaultValuedProp<NonNegativeI64Prop, "0">:$defaulted,
            ConfinedProp<NonNegativeI64Prop,
                CPred<|v: i64| v <= 5>, "between 0 and 5">:$more_constrained,
            I64Prop:$unconstrained);
    }
}

fn ctx() -> Context {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    ctx
}

/// The ops of `body` (a module's ops, generic form) printed back.
fn round_trip(body: &str) -> String {
    let mut ctx = ctx();
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let module = parse_module(&mut ctx, &src, "input.mlir").expect("parses");
    let printed = print_op(&ctx, module, PrintOptions::default());
    printed
        .lines()
        .filter(|l| !l.starts_with("\"builtin.module\"") && !l.starts_with("})"))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("\n")
}

fn parse_error(op: &str) -> String {
    let mut ctx = ctx();
    match parse_module(&mut ctx, op, "input.mlir") {
        Ok(_) => panic!("expected a parse error for {op}"),
        Err(e) => e.to_string(),
    }
}

fn verify_error(op: &str) -> String {
    let mut ctx = ctx();
    let module = parse_module(&mut ctx, op, "input.mlir").expect("parses");
    match drr::verifier::verify(&ctx, module) {
        Ok(()) => panic!("expected a verifier error for {op}"),
        Err(errors) => errors[0].message.clone(),
    }
}

#[test]
fn defaults_fill_missing_properties() {
    assert_eq!(
        round_trip(r#""test.with_default_valued_properties"() : () -> ()"#),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()"#
    );
    assert_eq!(
        round_trip(r#""test.with_default_valued_properties"() <{unit}> : () -> ()"#),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit}> : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_default_valued_properties"() <{unit = true, c = 5 : i32, b = "q"}> : () -> ()"#
        ),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "q", c = 5 : i32, unit}> : () -> ()"#
    );
    assert_eq!(
        round_trip(r#""test.with_default_valued_properties"() <{unit = false}> : () -> ()"#),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()"#
    );
    // Properties without a default take the C++ storage's zero value.
    assert_eq!(
        round_trip(r#"%0 = "test.prop_pattern_op_1"() <{tag = "x"}> : () -> i32"#),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "x", val = 0 : i64}> : () -> i32"#
    );
    assert_eq!(
        round_trip(r#"%0 = "test.prop_pattern_op_1"() : () -> i32"#),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "", val = 0 : i64}> : () -> i32"#
    );
}

#[test]
fn property_values_are_converted_to_their_form() {
    // Any integer type: the value becomes the property's C++ integer.
    assert_eq!(
        round_trip(r#""test.with_default_valued_properties"() <{c = 5 : i64}> : () -> ()"#),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = 5 : i32, unit = false}> : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_default_valued_properties"() <{c = 4294967295 : i64}> : () -> ()"#
        ),
        r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()"#
    );
    assert_eq!(
        round_trip(r#"%0 = "test.prop_pattern_op_1"() <{tag = "x", val = 255 : i8}> : () -> i32"#),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "x", val = -1 : i64}> : () -> i32"#
    );
    assert_eq!(
        round_trip(r#"%0 = "test.prop_pattern_op_1"() <{tag = "x", val = 3 : index}> : () -> i32"#),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "x", val = 3 : i64}> : () -> i32"#
    );
    assert_eq!(
        round_trip(
            r#"%0 = "test.prop_pattern_op_1"() <{tag = "x", val = 3, cond = 1 : i1}> : () -> i32"#
        ),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = true, tag = "x", val = 3 : i64}> : () -> i32"#
    );
    // Unknown names are dropped, as for attributes.
    assert_eq!(
        round_trip(
            r#"%0 = "test.prop_pattern_op_1"() <{tag = "x", val = 3, extra = 5}> : () -> i32"#
        ),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "x", val = 3 : i64}> : () -> i32"#
    );
}

#[test]
fn optional_properties() {
    assert_eq!(
        round_trip(r#""test.with_optional_properties"() : () -> ()"#),
        r#""test.with_optional_properties"() <{hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [], simplei8 = [], simpleui8 = []}> : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_optional_properties"() <{simple = [5], nonTrivialStorage = ["x"], hasUnit, maybeUnit = [unit], simplei8 = [300]}> : () -> ()"#
        ),
        r#""test.with_optional_properties"() <{hasDefault = [], hasUnit, longSyntax = [], maybeUnit = [unit], nested = [], nonTrivialStorage = ["x"], simple = [5], simplei8 = [44 : i8], simpleui8 = []}> : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_optional_properties"() <{simpleui8 = [300], simplei8=[-1 : i64], hasDefault = [3], nested = [[4]], longSyntax = ["s"]}> : () -> ()"#
        ),
        r#""test.with_optional_properties"() <{hasDefault = [3], hasUnit = false, longSyntax = ["s"], maybeUnit = [], nested = [[4]], nonTrivialStorage = [], simple = [], simplei8 = [-1 : i8], simpleui8 = [44 : i8]}> : () -> ()"#
    );
    assert_eq!(
        round_trip(r#""test.with_optional_properties"() <{simpleui8 = [200 : i8]}> : () -> ()"#),
        r#""test.with_optional_properties"() <{hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [], simplei8 = [], simpleui8 = [-56 : i8]}> : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_optional_properties"() <{maybeUnit = [false], nested = [[]]}> : () -> ()"#
        ),
        r#""test.with_optional_properties"() <{hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [false], nested = [[]], nonTrivialStorage = [], simple = [], simplei8 = [], simpleui8 = []}> : () -> ()"#
    );
}

#[test]
fn discardable_attributes_named_like_properties_stay_discardable() {
    // An inherent attribute moves from `{…}` to the properties; a
    // property does not.
    assert_eq!(
        round_trip(r#""test.with_properties_and_attr"() {lhs = 1 : i32, rhs = 5} : () -> ()"#),
        r#""test.with_properties_and_attr"() <{lhs = 1 : i32, rhs = 0 : i64}> {rhs = 5 : i64} : () -> ()"#
    );
    assert_eq!(
        round_trip(
            r#""test.with_properties_and_attr"() <{rhs = 7}> {lhs = 1 : i32, rhs = 5} : () -> ()"#
        ),
        r#""test.with_properties_and_attr"() <{lhs = 1 : i32, rhs = 7 : i64}> {rhs = 5 : i64} : () -> ()"#
    );
    assert_eq!(
        round_trip(r#"%0 = "test.prop_pattern_op_1"() {tag = "x", val = 3} : () -> i32"#),
        r#"%0 = "test.prop_pattern_op_1"() <{cond = false, tag = "", val = 0 : i64}> {tag = "x", val = 3 : i64} : () -> i32"#
    );
}

#[test]
fn parse_errors_are_mlir_opts() {
    assert_eq!(
        parse_error(r#"%1 = "test.prop_pattern_op_1"() <{tag = 3, val = 3}> : () -> i32"#),
        "1:6: invalid properties {tag = 3 : i64, val = 3 : i64} for op test.prop_pattern_op_1: expected string property to come from string attribute"
    );
    assert_eq!(
        parse_error(r#"%1 = "test.prop_pattern_op_1"() <{tag = "x", val = "y"}> : () -> i32"#),
        "1:6: invalid properties {tag = \"x\", val = \"y\"} for op test.prop_pattern_op_1: expected IntegerAttr for key `value`"
    );
    assert_eq!(
        parse_error(r#"%1 = "test.prop_pattern_op_1"() <{tag = "x", val = 3.0}> : () -> i32"#),
        "1:6: invalid properties {tag = \"x\", val = 3.000000e+00 : f64} for op test.prop_pattern_op_1: expected IntegerAttr for key `value`"
    );
    // MLIR's bool conversion has the string's message.
    assert_eq!(
        parse_error(
            r#"%1 = "test.prop_pattern_op_1"() <{tag = "x", val = 3, cond = 1 : i64}> : () -> i32"#
        ),
        "1:6: invalid properties {cond = 1 : i64, tag = \"x\", val = 3 : i64} for op test.prop_pattern_op_1: expected string property to come from string attribute"
    );
    assert_eq!(
        parse_error(r#""test.with_optional_properties"() <{simple = 5}> : () -> ()"#),
        "1:1: invalid properties {simple = 5 : i64} for op test.with_optional_properties: expected optional properties to materialize as arrays"
    );
    assert_eq!(
        parse_error(r#""test.with_optional_properties"() <{simple = [5, 6]}> : () -> ()"#),
        "1:1: invalid properties {simple = [5, 6]} for op test.with_optional_properties: expected optional properties to become 0- or 1-element arrays"
    );
    // mlir-opt fails here without a message.
    assert_eq!(
        parse_error(r#""test.with_default_valued_properties"() <{unit = 1}> : () -> ()"#),
        "1:1: invalid properties {unit = 1 : i64} for op test.with_default_valued_properties: expected a unit or bool attribute for a unit property"
    );
}

#[test]
fn verifier_messages_are_mlir_opts() {
    assert_eq!(
        verify_error(r#""test.op_with_property_predicates"() <{scalar = -1}> : () -> ()"#),
        "'test.op_with_property_predicates' op property 'scalar' failed to satisfy constraint: non-negative int64_t"
    );
    assert_eq!(
        verify_error(r#""test.op_with_property_predicates"() <{more_constrained = 7}> : () -> ()"#),
        "'test.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5"
    );
    assert_eq!(
        verify_error(
            r#""test.op_with_property_predicates"() <{more_constrained = -1}> : () -> ()"#
        ),
        "'test.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5"
    );
    assert_eq!(
        verify_error(r#""test.op_with_property_predicates"() <{optional = [-1]}> : () -> ()"#),
        "'test.op_with_property_predicates' op property 'optional' failed to satisfy constraint: optional non-negative int64_t"
    );
    assert_eq!(
        verify_error(r#""test.op_with_property_predicates"() <{defaulted = -1}> : () -> ()"#),
        "'test.op_with_property_predicates' op property 'defaulted' failed to satisfy constraint: non-negative int64_t"
    );
    // In declaration order.
    assert_eq!(
        verify_error(
            r#""test.op_with_property_predicates"() <{defaulted = -1, scalar = -2}> : () -> ()"#
        ),
        "'test.op_with_property_predicates' op property 'scalar' failed to satisfy constraint: non-negative int64_t"
    );
    // Satisfied: verifies, and prints every property.
    let mut ctx = ctx();
    let src =
        r#""test.op_with_property_predicates"() <{unconstrained = -1, optional = [3]}> : () -> ()"#;
    let m = parse_module(&mut ctx, src, "input.mlir").expect("parses");
    assert!(drr::verifier::verify(&ctx, m).is_ok());
    assert!(
        print_op(&ctx, m, PrintOptions::default()).contains(
            r#"<{defaulted = 0 : i64, more_constrained = 0 : i64, optional = [3], scalar = 0 : i64, unconstrained = -1 : i64}>"#
        )
    );
}

#[test]
fn accessors_return_rust_values() {
    let mut ctx = ctx();
    let src = r#""builtin.module"() ({
  %0 = "test.prop_pattern_op_1"() <{tag = "hello", val = -7, cond = true}> : () -> i32
  "test.with_optional_properties"() <{simple = [5], nonTrivialStorage = ["s"], hasUnit, nested = [[]]}> : () -> ()
  "test.with_default_valued_properties"() : () -> ()
}) : () -> ()
"#;
    let m = parse_module(&mut ctx, src, "input.mlir").expect("parses");
    let ops: Vec<_> = ctx.nested_ops_pre_order(m);
    let p = TestPropPatternOp1::from_op(&ctx, ops[0]).expect("prop_pattern_op_1");
    assert_eq!(p.tag(&ctx), "hello");
    assert_eq!(p.val(&ctx), -7i64);
    assert!(p.cond(&ctx));
    let o = TestOpWithOptionalProperties::from_op(&ctx, ops[1]).expect("optional");
    assert_eq!(o.simple(&ctx), Some(5i64));
    assert_eq!(o.simplei8(&ctx), None::<i8>);
    assert_eq!(o.nonTrivialStorage(&ctx), Some("s"));
    assert!(o.hasUnit(&ctx));
    assert_eq!(o.maybeUnit(&ctx), None);
    assert_eq!(o.nested(&ctx), Some(None::<i64>));
    let d = TestOpWithDefaultValuedProperties::from_op(&ctx, ops[2]).expect("defaults");
    assert_eq!(d.b(&ctx), "");
    assert_eq!(d.c(&ctx), -1i32);
    assert!(!d.unit(&ctx));
}

#[test]
fn builders_take_rust_values() {
    let mut ctx = ctx();
    let block = ctx.create_block(&[]);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let mut printed = Vec::new();
    let mut add = |ctx: &mut Context, st: drr::OperationState| {
        let op = ctx.create_op(st).expect("created");
        ctx.append_op(block, op).expect("appended");
        let def = ctx.op_definition(ctx.op(op).name()).expect("registered");
        (def.verify.expect("verifier"))(ctx, op, ctx.op(op)).expect("verifies");
        printed.push(
            print_op(ctx, op, PrintOptions::default())
                .trim_end()
                .to_string(),
        );
    };
    let st = TestPropPatternOp1::build_with(&mut ctx, loc, i32t, "t", 41, true);
    add(&mut ctx, st);
    let st = TestOpWithOptionalProperties::build_with(
        &mut ctx,
        loc,
        None,
        Some(3i64),
        None,
        Some(200u8),
        None::<String>,
        None,
        Some(None),
        Some("x".to_string()),
        true,
        Some(false),
    );
    add(&mut ctx, st);
    // Properties left out of the state take their defaults.
    let st = TestOpWithDefaultValuedProperties::build(&mut ctx, loc, &[], &[], &[]);
    add(&mut ctx, st);
    assert_eq!(
        printed,
        [
            r#"%0 = "test.prop_pattern_op_1"() <{cond = true, tag = "t", val = 41 : i64}> : () -> i32"#,
            r#""test.with_optional_properties"() <{hasDefault = [], hasUnit, longSyntax = ["x"], maybeUnit = [false], nested = [[]], nonTrivialStorage = [], simple = [3], simplei8 = [], simpleui8 = [-56 : i8]}> : () -> ()"#,
            r#""test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()"#,
        ]
    );
}
