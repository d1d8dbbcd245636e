//! The arith ops' verifiers against mlir-opt 22: for each op below, the
//! first error drr's verifier reports is the one `mlir-opt-22` reports for
//! the same input (recorded from it): the generated constraint and trait
//! checks, `CastOpInterface`'s cast rules, the `PredOpTrait`s written with
//! ODS's op predicates (`SameInputOutputTensorDims`,
//! `BooleanConditionOrMatchingShape`), and the ops' own verifiers; and
//! the `ub` ops registered with them.

use drr::text::parse_module;

/// A function with arguments of many types around `body` (generic form).
fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (i32, i64, f32, i1, tensor<?xi32>, vector<4xi64>, vector<4xi32>, tensor<4xi32>, index, vector<4xi1>, vector<2xf32>, vector<2xi1>, tensor<*xi32>, tensor<8xi1, \"bar\">, tensor<8xi32, \"foo\">) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%i: i32, %l: i64, %f: f32, %b: i1, %ti: tensor<?xi32>, %vl: vector<4xi64>, %vi: vector<4xi32>, %ti4: tensor<4xi32>, %x: index, %vb: vector<4xi1>, %vf: vector<2xf32>, %vb2: vector<2xi1>, %tu: tensor<*xi32>, %te: tensor<8xi1, \"bar\">, %te32: tensor<8xi32, \"foo\">):\n    {body}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

/// The first verification error of `body`, or `VERIFIED`.
fn first_error(body: &str) -> String {
    let mut ctx = drr_arith::context();
    let m =
        parse_module(&mut ctx, &module(body), "v.mlir").unwrap_or_else(|e| panic!("{body}: {e}"));
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => "VERIFIED".into(),
        Err(errs) => errs[0].message.clone(),
    }
}

#[test]
fn verifier_messages_are_mlir_opts() {
    let cases = [
        (
            r#"%0 = "arith.select"(%vb2, %vi, %vi) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>"#,
            "'arith.select' op failed to verify that condition is signless i1 or has matching shape",
        ),
        (
            r#"%0 = "arith.select"(%b, %vi, %vi) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>"#,
            "VERIFIED",
        ),
        // The condition's shape matches but not its encoding: MLIR's own
        // verifier, types quoted as MLIR's diagnostics stream them (from
        // MLIR's Dialect/Arith/invalid.mlir; drr left them unquoted).
        (
            r#"%0 = "arith.select"(%te, %te32, %te32) : (tensor<8xi1, "bar">, tensor<8xi32, "foo">, tensor<8xi32, "foo">) -> tensor<8xi32, "foo">"#,
            r#"'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'"#,
        ),
        (
            r#"%0 = "arith.select"(%vb, %vi, %vi) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.extsi"(%tu) : (tensor<*xi32>) -> tensor<*xi64>"#,
            "'arith.extsi' op failed to verify that input and output have the same tensor dimensions",
        ),
        (
            r#"%0 = "arith.extui"(%l) : (i64) -> i32"#,
            "'arith.extui' op operand type 'i64' and result type 'i32' are cast incompatible",
        ),
        (
            r#"%0 = "arith.extui"(%i) : (i32) -> i32"#,
            "'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible",
        ),
        (
            r#"%0 = "arith.extsi"(%vi) : (vector<4xi32>) -> vector<2xi64>"#,
            "'arith.extsi' op requires the same shape for all operands and results",
        ),
        (
            r#"%0 = "arith.trunci"(%i) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i64"#,
            "'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible",
        ),
        (
            r#"%0 = "arith.extf"(%f) <{fastmath = #arith.fastmath<none>}> : (f32) -> f16"#,
            "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible",
        ),
        (
            r#"%0 = "arith.truncf"(%f) : (f32) -> f64"#,
            "'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible",
        ),
        (
            r#"%0 = "arith.sitofp"(%f) : (f32) -> f64"#,
            "'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'",
        ),
        (
            r#"%0 = "arith.fptosi"(%i) : (i32) -> i64"#,
            "'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'",
        ),
        (
            r#"%0 = "arith.index_cast"(%i) : (i32) -> i64"#,
            "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible",
        ),
        (
            r#"%0 = "arith.index_cast"(%x) : (index) -> index"#,
            "'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible",
        ),
        (
            r#"%0 = "arith.index_castui"(%i) : (i32) -> index"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.bitcast"(%i) : (i32) -> f64"#,
            "'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible",
        ),
        (r#"%0 = "arith.bitcast"(%i) : (i32) -> f32"#, "VERIFIED"),
        (
            r#"%0 = "arith.extui"(%x) : (index) -> i64"#,
            "'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'",
        ),
        (
            r#"%0 = "arith.extsi"(%ti) : (tensor<?xi32>) -> tensor<4xi64>"#,
            "'arith.extsi' op failed to verify that input and output have the same tensor dimensions",
        ),
        (
            r#"%0 = "arith.constant"() <{value = 1 : ui32}> : () -> ui32"#,
            "'arith.constant' op integer return type must be signless",
        ),
        (
            r#"%0 = "arith.constant"() <{value = "s"}> : () -> none"#,
            "'arith.constant' op value must be an integer, float, or elements attribute",
        ),
        (
            r#"%0 = "arith.constant"() <{value = 1 : i32}> : () -> i64"#,
            "'arith.constant' op failed to verify that all of {value, result} have same type",
        ),
        // Attributes kept as text carry their type (MLIR's typed
        // `OpaqueAttr`, sparse and resource elements).
        (
            r#"%0 = "arith.constant"() <{value = #foo.e<[1, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>"#,
            "'arith.constant' op value must be an integer, float, or elements attribute",
        ),
        (
            r#"%0 = "arith.constant"() <{value = #foo.e<[1, 2]> : tensor<3xi64>}> : () -> tensor<2xi64>"#,
            "'arith.constant' op failed to verify that all of {value, result} have same type",
        ),
        (
            r#"%0 = "arith.constant"() <{value = sparse<[[0]], [5]> : tensor<3xi64>}> : () -> tensor<3xi64>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.constant"() <{value = sparse<[[0]], [5]> : tensor<3xi64>}> : () -> tensor<2xi64>"#,
            "'arith.constant' op failed to verify that all of {value, result} have same type",
        ),
        (
            r#"%0 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<3xi64>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<2xi64>"#,
            "'arith.constant' op failed to verify that all of {value, result} have same type",
        ),
        (
            r#"%0 = "arith.select"(%vb, %ti4, %ti4) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>"#,
            "'arith.select' op all non-scalar operands/results must have the same shape and base type",
        ),
        (
            r#"%0 = "arith.select"(%b, %i, %l) : (i1, i32, i64) -> i32"#,
            "'arith.select' op failed to verify that all of {true_value, false_value, result} have same type",
        ),
        (
            r#"%0 = "arith.cmpf"(%f, %f) <{predicate = 1 : i64}> : (f32, f32) -> vector<2xi1>"#,
            "'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands",
        ),
        // Shaped compares: the fast verifier takes the derived result type
        // as checked by `TypesMatchWith` and same-shaped operands and
        // results as elementwise-mappable; anything else goes to the
        // general checks, which give mlir-opt's first message.
        (
            r#"%0 = "arith.cmpf"(%vf, %vf) <{predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.cmpf"(%vf, %vf) <{predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<4xi1>"#,
            "'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands",
        ),
        (
            r#"%0 = "arith.cmpi"(%vi, %vi) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.cmpi"(%vi, %vi) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>"#,
            "'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands",
        ),
        (
            r#"%0 = "arith.cmpi"(%ti, %ti) <{predicate = 1 : i64}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.cmpi"(%ti4, %ti4) <{predicate = 1 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> vector<4xi1>"#,
            "'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands",
        ),
        (
            r#"%0 = "arith.extsi"(%ti4) : (tensor<4xi32>) -> vector<4xi64>"#,
            "'arith.extsi' op failed to verify that input and output have the same tensor dimensions",
        ),
        (
            r#"%0 = "arith.addi"(%vi, %vi) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> i32"#,
            "'arith.addi' op requires the same type for all operands and results",
        ),
        (
            r#"%0 = "arith.divui"(%i, %i) <{isExact}> : (i32, i32) -> i32"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.truncf"(%f) <{roundingmode = 1 : i32}> : (f32) -> f16"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.negf"(%i) <{fastmath = #arith.fastmath<none>}> : (i32) -> i32"#,
            "'arith.negf' op operand #0 must be floating-point-like, but got 'i32'",
        ),
        (
            r#"%0:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)"#,
            "'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type",
        ),
        (
            r#"%0 = "arith.scaling_extf"(%f, %f) : (f32, f32) -> f16"#,
            "'arith.scaling_extf' op operand types 'f32', 'f32' and result type 'f16' are cast incompatible",
        ),
        (
            r#"%0 = "arith.scaling_truncf"(%vf, %f) : (vector<2xf32>, f32) -> vector<2xf16>"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.maxsi"(%x, %x) : (index, index) -> index"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.ceildivsi"(%f, %f) : (f32, f32) -> f32"#,
            "'arith.ceildivsi' op operand #0 must be signless-integer-like, but got 'f32'",
        ),
        // The `ub` dialect registered with arith (`drr_arith::register`).
        (
            r#""ub.poison"() : () -> ()"#,
            "'ub.poison' op requires one result",
        ),
        (
            r#"%0 = "ub.poison"(%i) : (i32) -> i32"#,
            "'ub.poison' op requires zero operands",
        ),
        (
            r#"%0:2 = "ub.poison"() : () -> (i32, i32)"#,
            "'ub.poison' op requires one result",
        ),
        (r#"%0 = "ub.poison"() : () -> tensor<*xi32>"#, "VERIFIED"),
        (
            r#"%0 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi1>"#,
            "VERIFIED",
        ),
        (
            r#""ub.unreachable"() : () -> ()"#,
            "'ub.unreachable' op must be the last operation in the parent block",
        ),
        // The operand count is checked before the terminator's place (the
        // `Terminator` trait runs after the counts, as in MLIR).
        (
            r#""ub.unreachable"(%i) : (i32) -> ()"#,
            "'ub.unreachable' op requires zero operands",
        ),
    ];
    let mut failures = Vec::new();
    for (body, message) in cases {
        let got = first_error(body);
        if got != message {
            failures.push(format!("{body}\n  got:      {got}\n  expected: {message}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `ub.poison`'s value is stored as a `PoisonAttrInterface`: anything else
/// fails when `<{…}>` is converted into properties, with mlir-opt's message.
#[test]
fn poison_value_property_conversion_is_mlir_opts() {
    let mut ctx = drr_arith::context();
    let err = parse_module(
        &mut ctx,
        &module(r#"%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32"#),
        "v.mlir",
    )
    .expect_err("an integer is not a poison attribute");
    assert_eq!(
        err.to_string().lines().next().unwrap_or_default(),
        "4:10: invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32"
    );
}

/// Converting `<{…}>` checks the inherent attributes' classes by name, not
/// in declaration order (mlir-opt-22 names `fastmath` before `predicate`),
/// and `arith.constant`'s `value` is stored as a `TypedAttr`: a dense array
/// is not one.
#[test]
fn property_conversion_order_and_typed_attr_are_mlir_opts() {
    for (body, expected) in [
        (
            r#"%0 = "arith.cmpf"(%f, %f) <{predicate = "x", fastmath = "y"}> : (f32, f32) -> i1"#,
            "4:10: invalid properties {fastmath = \"y\", predicate = \"x\"} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: \"y\"",
        ),
        (
            r#"%0 = "arith.constant"() <{value = array<i32: 1>}> : () -> i32"#,
            "4:10: invalid properties {value = array<i32: 1>} for op arith.constant: Invalid attribute `value` in property conversion: array<i32: 1>",
        ),
    ] {
        let mut ctx = drr_arith::context();
        let err = parse_module(&mut ctx, &module(body), "v.mlir").expect_err(body);
        assert_eq!(err.to_string().lines().next().unwrap_or_default(), expected);
    }
}

/// Inherent attributes written in the attribute dictionary of an op without
/// `<{…}>` are checked against their constraints while parsing (MLIR's
/// `verifyInherentAttrs`), by name, at the op, before its operands are
/// resolved and without the verifier's note; beside `<{…}>` one of another
/// storage class is dropped instead (MLIR's `setInherentAttr`), which the
/// verifier then reports as missing. Recorded from mlir-opt-22.
#[test]
fn inherent_attributes_in_the_dictionary_are_checked_as_mlir_opt_does() {
    let parse_errors = [
        (
            r#"%0 = "arith.cmpi"(%i, %i) {predicate = "foo"} : (i32, i32) -> i1"#,
            "4:10: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        ),
        (
            r#"%0 = "arith.cmpi"(%i, %i) {predicate = 12} : (i32, i32) -> i1"#,
            "4:10: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        ),
        // Before the undeclared `%zz` is noticed.
        (
            r#"%0 = "arith.cmpi"(%i, %zz) {predicate = 3 : i32} : (i32, i32) -> i1"#,
            "4:10: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        ),
        // After the operand count.
        (
            r#"%0 = "arith.cmpi"(%i, %i) {predicate = "foo"} : (i32) -> i1"#,
            "4:53: expected 2 operand types but had 1",
        ),
        // By name: `fastmath` before `predicate`.
        (
            r#"%0 = "arith.cmpf"(%f, %f) {predicate = 99, fastmath = 3} : (f32, f32) -> i1"#,
            "4:10: 'arith.cmpf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags",
        ),
        (
            r#"%0 = "arith.addi"(%i, %i) {overflowFlags = 3} : (i32, i32) -> i32"#,
            "4:10: 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags",
        ),
    ];
    for (body, expected) in parse_errors {
        let mut ctx = drr_arith::context();
        let err = parse_module(&mut ctx, &module(body), "v.mlir").expect_err(body);
        assert_eq!(err.to_string(), expected, "{body}");
    }
    for (body, expected) in [
        (
            r#"%0 = "arith.cmpi"(%i, %i) {predicate = 3} : (i32, i32) -> i1"#,
            "VERIFIED",
        ),
        (
            r#"%0 = "arith.cmpi"(%i, %i) <{}> {predicate = "foo"} : (i32, i32) -> i1"#,
            "'arith.cmpi' op requires attribute 'predicate'",
        ),
        (
            // The storage class is the enum attribute's: no such case.
            r#"%0 = "arith.cmpi"(%i, %i) <{}> {predicate = 12} : (i32, i32) -> i1"#,
            "'arith.cmpi' op requires attribute 'predicate'",
        ),
        (
            r#"%0 = "arith.cmpi"(%i, %i) <{predicate = 3}> {predicate = "foo"} : (i32, i32) -> i1"#,
            "VERIFIED",
        ),
    ] {
        assert_eq!(first_error(body), expected, "{body}");
    }
    let mut ctx = drr_arith::context();
    let body = r#"%0 = "arith.cmpi"(%i, %i) <{predicate = 3}> {predicate = "foo", foo = 1} : (i32, i32) -> i1"#;
    let m = parse_module(&mut ctx, &module(body), "v.mlir").expect("parses");
    let text = drr::text::print_op(&ctx, m, Default::default());
    assert!(
        text.contains(r#"<{predicate = 3 : i64}> {foo = 1 : i64}"#),
        "{text}"
    );
}
