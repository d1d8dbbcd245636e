//! One test per diagnostic: the message and where it points (the start
//! of the error's span, located by a needle in the input).

use super::super::check::{MSG_RETURN_TYPE_ON_REPLACEMENT, Obligation};
use super::{K, assert_error, at, errors, with_checked};

// ---------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------

#[test]
fn empty_input() {
    let errs = errors(K::Pat, "");
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0]
            .0
            .starts_with("`pat!` expects a source pattern and a result pattern")
    );
}

#[test]
fn missing_result_pattern() {
    assert_error(
        K::Pat,
        "(AOp $a)",
        "expected a result pattern after the source pattern",
        "(AOp",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a),",
        "expected a list `[…]` of result patterns after the source pattern",
        "(AOp",
        0,
    );
}

#[test]
fn pat_with_a_list_of_results() {
    assert_error(
        K::Pat,
        "(AOp $a), [(BOp $a)]",
        "`pat!` takes a single result pattern `(…)`; use `pattern!` for a list of result patterns",
        "[",
        0,
    );
}

#[test]
fn pattern_with_a_single_result() {
    assert_error(
        K::Pattern,
        "(AOp $a), (BOp $a)",
        "expected a list `[…]` of result patterns; use `pat!` for a single result pattern",
        "(BOp",
        0,
    );
}

#[test]
fn source_must_be_a_dag() {
    assert_error(
        K::Pat,
        "[], (BOp $a)",
        "expected the source pattern `(op …)` or a list `[(op …), (op …)]` of source patterns (a multi-root pattern), found an empty list",
        "[",
        0,
    );
    assert_error(
        K::Pat,
        "[(AOp $a), $b], (BOp $a)",
        "expected a source pattern `(…)`, found `$`",
        "$",
        1,
    );
    assert_error(
        K::Pat,
        "AOp, (BOp $a)",
        "expected the source pattern `(op …)`, found `AOp`",
        "AOp",
        0,
    );
}

#[test]
fn value_as_result_pattern_hints_replace_with_value() {
    assert_error(
        K::Pat,
        "(AOp $a), $a",
        "expected the result pattern `(…)`, found `$` (to replace the matched op with an existing value, write `(replaceWithValue $x)`)",
        "$a",
        1,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp), $a]",
        "expected a result pattern `(…)`, found `$` (to replace the matched op with an existing value, write `(replaceWithValue $x)`)",
        "$a",
        1,
    );
}

#[test]
fn add_benefit_in_third_position() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), (addBenefit 3)",
        "expected the additional constraints list `[…]`; `(addBenefit N)` goes in the 4th or 5th parameter (write `[]` for no additional constraints)",
        "(addBenefit",
        0,
    );
}

#[test]
fn add_benefit_takes_one_integer() {
    // DRR #48.
    for body in [
        "(addBenefit)",
        "(addBenefit 1 2)",
        "(addBenefit $x)",
        "(addBenefit \"1\")",
    ] {
        let src = format!("(AOp $a), (BOp $a), [], [], {body}");
        assert_error(
            K::Pat,
            &src,
            "The 'addBenefit' takes and only takes one integer value",
            "(addBenefit",
            0,
        );
    }
}

#[test]
fn add_benefit_twice() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], (addBenefit 1), (addBenefit 2)",
        "`addBenefit` given twice: the 4th parameter is already `(addBenefit N)`",
        "(addBenefit 2",
        0,
    );
}

#[test]
fn fifth_parameter_must_be_add_benefit() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], [(COp)]",
        "expected `(addBenefit N)` as the 5th parameter",
        "[(COp",
        0,
    );
}

#[test]
fn too_many_parameters() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], (addBenefit 1), []",
        "unexpected parameter: `pat!` takes at most 5 parameters (source, result, additional constraints, supplemental patterns, `(addBenefit N)`)",
        "[]",
        2,
    );
}

#[test]
fn missing_comma_between_parameters() {
    assert_error(
        K::Pat,
        "(AOp $a) (BOp $a)",
        "expected `,` after the source pattern `(op …)`",
        "(BOp",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp $a) (COp $a)]",
        "expected `,` between result patterns",
        "(COp",
        0,
    );
}

#[test]
fn empty_parameter() {
    assert_error(
        K::Pat,
        "(AOp $a),, (BOp $a)",
        "expected a parameter before `,`",
        ",",
        1,
    );
}

// ---------------------------------------------------------------------
// DAG syntax
// ---------------------------------------------------------------------

#[test]
fn empty_dag() {
    assert_error(
        K::Pat,
        "(AOp ()), (BOp)",
        "expected an operator in this DAG (an op, a NativeCodeCall, a constraint or a directive)",
        "()",
        0,
    );
}

#[test]
fn dag_must_start_with_an_operator() {
    assert_error(
        K::Pat,
        "($a), (BOp)",
        "expected an operator (an op, a NativeCodeCall, a constraint or a directive), found `$`",
        "$a",
        0,
    );
}

#[test]
fn dollar_needs_a_name() {
    assert_error(
        K::Pat,
        "(AOp $), (BOp)",
        "expected a symbol name after `$`",
        "$",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $0), (BOp)",
        "expected a symbol name after `$`: positional placeholders like `$0` belong in NativeCodeCall bodies, which are Rust closures here",
        "0",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp I32:), (BOp)",
        "unexpected end of input, expected a symbol `$name`",
        ")",
        0,
    );
}

#[test]
fn binding_a_nested_dag_goes_on_its_operator() {
    // `(BOp):$b` names a DAG argument (TableGen's `!dag` gives such
    // names); it binds nothing, as in mlir-tblgen: a reference is unbound,
    // with a hint; an unused name is accepted.
    assert_error(
        K::Pat,
        "(AOp (BOp):$b), (COp $b)",
        "referencing unbound symbol 'b' (`(Op …):$x` names a DAG argument, which binds nothing, as in mlir-tblgen: to bind the nested op, put the symbol on its operator, `(Op:$x …)`)",
        "$b)",
        1,
    );
    with_checked(K::Pat, "(AOp (BOp $x):$b), (COp $x)", |c| {
        assert!(c.symbols.index_of("b").is_none());
    });
}

#[test]
fn lists_are_not_arguments() {
    assert_error(
        K::Pat,
        "(AOp [$a]), (BOp)",
        "a list `[…]` cannot be a DAG argument",
        "[$a]",
        0,
    );
}

#[test]
fn directive_used_as_a_leaf() {
    assert_error(
        K::Pat,
        "(AOp either), (BOp)",
        "`either` is a directive: write it as a DAG `(either …)`",
        "either",
        0,
    );
}

#[test]
fn native_code_call_body_must_be_rust() {
    assert_error(
        K::Pat,
        r#"(AOp (NativeCodeCall<"Foo($_self, &$0)"> $v)), (BOp $v)"#,
        "a NativeCodeCall body is Rust here: write a closure (`|…| …`) or a function path instead of a C++ string",
        "\"Foo",
        0,
    );
}

#[test]
fn native_code_call_unbalanced_angle() {
    assert_error(
        K::Pat,
        "(AOp $v), (BOp (NativeCodeCall<|x| x < 3 $v))",
        "expected `>` to close `NativeCodeCall<…>` (write comparisons and shifts inside parentheses or braces)",
        "NativeCodeCall",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $v), (BOp (NativeCodeCall<|x| x 3> $v))",
        "unexpected token in `NativeCodeCall<…>` after the expression (write comparisons and shifts inside parentheses or braces)",
        "3",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $v), (BOp (NativeCodeCall<> $v))",
        "expected a Rust closure or function path inside `NativeCodeCall<…>`",
        ">",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $v), (BOp (NativeCodeCall $v))",
        "expected `<` after `NativeCodeCall`: write `NativeCodeCall<|…| …>` with a Rust closure or function path",
        "NativeCodeCall",
        0,
    );
}

#[test]
fn native_code_call_void_has_no_count() {
    assert_error(
        K::Pattern,
        "(AOp $v), [(BOp $v)], [], [(NativeCodeCallVoid<touch, 1> $v)]",
        "`NativeCodeCallVoid` returns no value: remove the result count",
        "1>",
        0,
    );
}

#[test]
fn constraint_list_elements_must_be_dags() {
    // DRR #46.
    assert_error(
        K::Pat,
        "(AOp $v), (BOp $v), [HasNoUseOf:$v]",
        "all elements in Pattern multi-entity constraints should be DAG nodes (write a constraint on a symbol as `(Constraint:$x)` or `(Constraint $x)`)",
        "HasNoUseOf",
        0,
    );
}

#[test]
fn constraint_operands_must_be_symbols() {
    // DRR #47; also the manual's supplemental example passed in the
    // constraints slot.
    let src = "(ThreeResultOp:$src $a), [(ZeroResultOp:$dest1 $a)], [(CopyAttrFoo (GetOwner $src), $dest1)]";
    assert_error(
        K::Pattern,
        src,
        "operands to additional constraints can only be symbol references (`$x`), found a DAG",
        "(GetOwner",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $v), (BOp $v), [(HasSameType I32:$v, $v)]",
        "operands to additional constraints can only be symbol references (`$x`), found a constrained leaf",
        "I32:",
        0,
    );
}

#[test]
fn constraint_operator_must_be_a_constraint() {
    assert_error(
        K::Pat,
        "(AOp $v), (BOp $v), [(either $v, $v)]",
        "additional constraints must apply a constraint, found the `either` directive",
        "either",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $v), (BOp $v), [(NativeCodeCall<f> $v)]",
        "additional constraints must apply a constraint, found a NativeCodeCall (write an inline predicate as `Constraint<|…| …>`)",
        "NativeCodeCall",
        0,
    );
}

#[test]
fn independent_parse_errors_are_all_reported() {
    let src = "(AOp ()), [(BOp [$x])], [HasNoUseOf], [(COp $)]";
    let errs = errors(K::Pattern, src);
    let positions: Vec<_> = errs.iter().map(|e| (e.1, e.2)).collect();
    assert_eq!(
        positions,
        vec![
            at(src, "()", 0),
            at(src, "[$x]", 0),
            at(src, "HasNoUseOf", 0),
            at(src, "$)", 0)
        ],
        "{errs:#?}"
    );
}

// ---------------------------------------------------------------------
// Source pattern
// ---------------------------------------------------------------------

#[test]
fn directives_in_the_source() {
    // DRR #2.
    assert_error(
        K::Pat,
        "(AOp $a, (location $a)), (BOp $a)",
        "encountered non-op, non-NativeCodeCall match: the `location` directive cannot be used in the source pattern",
        "location",
        0,
    );
    assert_error(
        K::Pat,
        "(replaceWithValue $a), (BOp $a)",
        "encountered non-op, non-NativeCodeCall match: the root of the source pattern must be an op, found the `replaceWithValue` directive",
        "replaceWithValue",
        0,
    );
}

#[test]
fn source_root_must_be_an_op() {
    assert_error(
        K::Pat,
        "(either $a, $b), (BOp $a)",
        "either can only be applied on operand: the root of the source pattern must be an op",
        "(either",
        0,
    );
    assert_error(
        K::Pat,
        "(variadic $a), (BOp $a)",
        "variadic can only be applied on operand: the root of the source pattern must be an op",
        "(variadic",
        0,
    );
    assert_error(
        K::Pat,
        "(NativeCodeCall<m> $a), (BOp $a)",
        "the root of the source pattern must be an op, not a NativeCodeCall",
        "NativeCodeCall",
        0,
    );
}

#[test]
fn native_matcher_with_either_or_variadic() {
    // DRR #3, #4.
    assert_error(
        K::Pat,
        "(AOp (NativeCodeCall<m> (either $a, $b))), (BOp $a)",
        "NativeCodeCall cannot have `either` operands",
        "(either",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp (NativeCodeCall<m> (variadic $a))), (BOp $a)",
        "NativeCodeCall cannot have `variadic` operands",
        "(variadic",
        0,
    );
}

#[test]
fn native_matcher_with_nested_dag() {
    // DRR #7 (T-ERR ERROR3).
    assert_error(
        K::Pat,
        "(OpA (NativeCodeCall<m> (OpB $val, $unused)), I32Attr:$arg), (OpB $val, $arg)",
        "Matching nested tree in NativeCodecall not supported for arg #0: the arguments of a NativeCodeCall matcher are `$name` / `Constraint:$name` out-parameters",
        "(OpB $val, $unused",
        0,
    );
}

#[test]
fn binding_a_native_matcher() {
    // DRR #50 (T-ERR ERROR2).
    assert_error(
        K::Pat,
        "(OpA (NativeCodeCall<m>:$error $val), I32Attr:$arg), (OpB $val, $arg)",
        "binding symbol 'error' to NativecodeCall in MatchPattern is not supported",
        "$error",
        0,
    );
}

#[test]
fn void_native_matcher() {
    assert_error(
        K::Pat,
        "(OpA (NativeCodeCallVoid<m> $val)), (OpB $val)",
        "`NativeCodeCallVoid` cannot be used in the source pattern: a NativeCodeCall matcher must return whether it matched",
        "NativeCodeCallVoid",
        0,
    );
}

#[test]
fn native_leaf_in_the_source() {
    assert_error(
        K::Pat,
        "(OpA NativeCodeCall<f>:$v), (OpB $v)",
        "a NativeCodeCall leaf (`NativeCodeCall<…>:$x`) can only be used in result patterns; to match with native code write `(NativeCodeCall<…> $x)`",
        "NativeCodeCall",
        0,
    );
}

#[test]
fn either_takes_two_operands() {
    // DRR #14.
    assert_error(
        K::Pat,
        "(AOp (either $a, $b, $c)), (BOp $a)",
        "`either` only supports grouping two operands, found 3",
        "(either",
        0,
    );
}

#[test]
fn either_cannot_be_nested() {
    // DRR #15.
    assert_error(
        K::Pat,
        "(AOp (either $a, (either $b, $c))), (BOp $a)",
        "either cannot be nested",
        "(either $b",
        0,
    );
}

#[test]
fn either_cannot_be_bound() {
    // DRR #52.
    assert_error(
        K::Pat,
        "(AOp (either:$e $a, $b)), (BOp $a)",
        "binding symbol 'e' to non-operation/native code call unsupported right now",
        "$e",
        0,
    );
}

#[test]
fn variadic_inside_either() {
    assert_error(
        K::Pat,
        "(AOp (either $a, (variadic $b))), (BOp $a)",
        "encountered non-op, non-NativeCodeCall match: `variadic` cannot be used inside `either`, which groups two single operands",
        "(variadic",
        0,
    );
}

#[test]
fn variadic_only_accepts_operation_sub_dags() {
    // DRR #17.
    assert_error(
        K::Pat,
        "(AOp (variadic $a, (NativeCodeCall<m> $b))), (BOp $a)",
        "variadic only accepts operation sub-dags, found inline `NativeCodeCall`",
        "(NativeCodeCall",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp (variadic $a, (variadic $b))), (BOp $a)",
        "variadic only accepts operation sub-dags, found `variadic` directive",
        "(variadic $b",
        0,
    );
    // A path under `variadic` must be an op: left to generated code.
    with_checked(K::Pat, "(AOp (variadic $a, (Foo $b))), (BOp $a)", |c| {
        assert!(c.obligations.iter().any(|o| matches!(o,
            Obligation::MustBeOp { message, node, .. }
                if message == "variadic only accepts operation sub-dags" && node.args == vec![0, 1])));
    });
}

#[test]
fn trailing_index_cannot_bind_to_op_argument() {
    // DRR #45.
    assert_error(
        K::Pat,
        "(AOp $x__0), (BOp $x)",
        "symbol 'x__0' with trailing index cannot bind to op argument",
        "$x__0",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp (variadic:$v__1 $x)), (BOp $x)",
        "symbol 'v__1' with trailing index cannot bind to op argument",
        "$v__1",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp:$r__1 $x), (BOp $x)",
        "symbol 'r__1' with trailing index cannot bind to a matched op: bind `$r` and refer to its results as `$r__N`",
        "$r__1",
        0,
    );
}

#[test]
fn bound_more_than_once() {
    // DRR #49: an op result and an operand.
    assert_error(
        K::Pat,
        "(AOp:$a $a), (BOp $a)",
        "symbol 'a' bound more than once (it is already bound to a matched op; only operands of the source pattern may repeat a name, meaning they are equal)",
        "$a",
        1,
    );
    // Two ops.
    assert_error(
        K::Pat,
        "(AOp:$a (BOp:$a)), (COp $a)",
        "symbol 'a' bound more than once (it is already bound to a matched op; only operands of the source pattern may repeat a name, meaning they are equal)",
        "$a",
        1,
    );
    // A variadic range and an operand.
    assert_error(
        K::Pat,
        "(AOp (variadic:$v $x), $v), (COp $v)",
        "symbol 'v' bound more than once (it is already bound to a variadic operand range; only operands of the source pattern may repeat a name, meaning they are equal)",
        "$v",
        1,
    );
    // Twice on the result side.
    assert_error(
        K::Pattern,
        "(AOp $x), [(BOp:$b $x), (COp:$b $x)]",
        "symbol 'b' bound more than once (it is already bound to a created op)",
        "$b",
        1,
    );
    // A result binding shadowing a source binding.
    assert_error(
        K::Pat,
        "(AOp $x), (BOp:$x)",
        "symbol 'x' bound more than once (it is already bound to an op argument)",
        "$x",
        1,
    );
}

#[test]
fn raw_string_not_supported_as_argument() {
    // DRR #33.
    assert_error(
        K::Pat,
        r#"(AOp "s"), (BOp)"#,
        "raw string not supported as argument",
        "\"s\"",
        0,
    );
    assert_error(
        K::Pat,
        r#"(AOp $a), (BOp $a, "s")"#,
        "raw string not supported as argument",
        "\"s\"",
        0,
    );
}

#[test]
fn integers_and_expressions_are_not_arguments() {
    assert_error(
        K::Pat,
        "(AOp -5), (BOp)",
        "unhandled case when matching op: an integer is not a pattern argument (to match a constant attribute write `ConstantAttr<I32Attr, \"5\">`)",
        "-5",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a, { 1 + 2 })",
        "a Rust expression `{…}` can only be used in `returnType` (compute an argument with a NativeCodeCall)",
        "{",
        0,
    );
}

#[test]
fn inline_constraint_outside_the_constraints_list() {
    assert_error(
        K::Pat,
        "(AOp (Constraint<p> $a)), (BOp $a)",
        "an inline `Constraint<…>` can only be used in the additional constraints list",
        "Constraint",
        0,
    );
}

// ---------------------------------------------------------------------
// Result patterns
// ---------------------------------------------------------------------

#[test]
fn empty_result_list_is_checked_by_the_root_s_result_count() {
    // mlir-tblgen: a root without results is erased; one with results is
    // "not enough values generated to replace the matched op", which
    // depends on the op's definition (a `const` assertion at `[]`).
    with_checked(K::Pattern, "(AOp $a), []", |c| {
        assert!(c.def.results.is_empty());
        assert!(c.replacement.is_empty());
    });
}

#[test]
fn location_as_a_result_pattern() {
    // DRR #26.
    assert_error(
        K::Pattern,
        "(AOp:$a $x), [(BOp $x), (location $a)]",
        "location directive can only be used with op creation",
        "(location",
        0,
    );
}

#[test]
fn return_type_as_a_result_pattern() {
    assert_error(
        K::Pat,
        "(AOp $x), (returnType $x)",
        "returnType directive can only be used with op creation (as its trailing argument)",
        "(returnType",
        0,
    );
}

#[test]
fn location_and_return_type_must_trail() {
    assert_error(
        K::Pat,
        "(AOp:$a $x), (BOp (location $a), $x)",
        "`location` must be a trailing argument of an op creation (after all the op's arguments)",
        "(location",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp:$a $x), (BOp (returnType $x), $x)",
        "`returnType` must be a trailing argument of an op creation (after all the op's arguments)",
        "(returnType",
        0,
    );
}

#[test]
fn replace_with_value_takes_one_argument() {
    // DRR #27.
    assert_error(
        K::Pat,
        "(AOp $a, $b), (replaceWithValue $a, $b)",
        "replaceWithValue directive must take exactly one argument, found 2",
        "(replaceWithValue",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $a), (replaceWithValue (BOp $a))",
        "replaceWithValue directive takes a bound symbol `$x`, found a DAG",
        "(BOp",
        0,
    );
}

#[test]
fn replace_with_value_cannot_be_bound() {
    // DRR #28.
    assert_error(
        K::Pat,
        "(AOp $a), (replaceWithValue:$r $a)",
        "cannot bind symbol to replaceWithValue",
        "$r",
        0,
    );
}

#[test]
fn replace_with_value_as_supplemental_pattern() {
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp $a)], [], [(replaceWithValue $a)]",
        "replaceWithValue cannot be used as a supplemental pattern: supplemental patterns do not replace the matched op",
        "replaceWithValue",
        0,
    );
}

#[test]
fn location_needs_an_argument() {
    // DRR #29.
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a, (location))",
        "At least one argument to location directive required",
        "(location",
        0,
    );
}

#[test]
fn location_cannot_be_bound() {
    // DRR #30.
    assert_error(
        K::Pat,
        "(AOp:$o $a), (BOp $a, (location:$l $o))",
        "cannot bind symbol to location",
        "$l",
        0,
    );
}

#[test]
fn location_takes_one_string() {
    // DRR #31.
    assert_error(
        K::Pat,
        r#"(AOp $a), (BOp $a, (location "x", "y"))"#,
        "Only one string attribute may be specified",
        "\"y\"",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a, (location (COp)))",
        "location directive takes bound symbols `$x` and at most one string, found a DAG",
        "(COp",
        0,
    );
}

#[test]
fn location_and_return_type_only_once() {
    // DRR #35, #36.
    assert_error(
        K::Pat,
        r#"(AOp:$o $a), (BOp $a, (location $o), (location "n"))"#,
        "`location` directive can only be specified once",
        "(location \"n\"",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp:$b $a, (returnType $a), (returnType $a)), (COp $b)]",
        "`returnType` directive can only be specified once",
        "(returnType",
        1,
    );
}

#[test]
fn return_type_nested_dag_must_be_native_code_call() {
    // DRR #32 (T-ERR ERROR4), for a directive; a path is left to the
    // generated code.
    assert_error(
        K::Pattern,
        "(AOp $val), [(BOp:$b $val, (returnType (replaceWithValue $val))), (COp $b)]",
        "nested DAG in `returnType` must be a native code call, found `replaceWithValue` directive",
        "(replaceWithValue",
        0,
    );
}

#[test]
fn return_type_nested_path_is_an_obligation() {
    // DRR #32 (T-ERR ERROR4) for a path: an op or a NativeCodeCall record
    // cannot be told apart by syntax, so the generated code checks it at
    // the nested DAG (`return_type_node` closes the node's arity gate).
    let src = "(OpA $val, $val), (OpA (OpA $val, $val, (returnType (OpA $val, $val))), $val)";
    with_checked(K::Pat, src, |c| {
        let must: Vec<_> = c
            .obligations
            .iter()
            .filter_map(|o| match o {
                Obligation::MustBeNativeCodeCall {
                    node,
                    span,
                    message,
                } => Some((node.args.clone(), *span, message.as_str())),
                _ => None,
            })
            .collect();
        assert_eq!(must.len(), 1, "{must:?}");
        let (node, span, message) = &must[0];
        assert_eq!(node, &vec![0, 2, 0]);
        assert_eq!(
            *message,
            "nested DAG in `returnType` must be a native code call"
        );
        let start = span.start();
        assert_eq!((start.line, start.column), at(src, "(OpA $val, $val))", 0));
    });
    let out = crate::pattern::expand_pat(super::tokens(src)).to_string();
    assert!(!out.contains("compile_error"), "{out}");
    assert_eq!(
        out.matches(":: drr :: pattern :: return_type_node (")
            .count(),
        1,
        "{out}"
    );
    // A NativeCodeCall in `returnType` is accepted by the front end too.
    let src = "(OpA $val, $val), (OpA (OpA $val, $val, (returnType (TypeOf $val))), $val)";
    let out = crate::pattern::expand_pat(super::tokens(src)).to_string();
    assert!(!out.contains("compile_error"), "{out}");
    assert_eq!(out.matches("return_type_node").count(), 1, "{out}");
}

#[test]
fn bound_and_nested_tree_gates_name_symbol_and_argument() {
    // DRR #50: the symbol's marker type, named after it, is passed to the
    // gate; DRR #7: the nested DAG's position.
    let src = "(AOp (Foo:$c $v), (Bar $w, (COp $x))), (BOp $v)";
    let out = crate::pattern::expand_pat(super::tokens(src)).to_string();
    assert!(!out.contains("compile_error"), "{out}");
    assert!(out.contains("pub enum c { }"), "{out}");
    assert!(
        out.contains(":: drr :: pattern :: bound_op_node (:: core :: marker :: PhantomData :: <"),
        "{out}"
    );
    assert!(
        out.contains(
            ":: drr :: pattern :: nested_tree_op_node (:: drr :: pattern :: ArgNo :: < 1 >"
        ),
        "{out}"
    );
    // A keyword symbol is a raw identifier; `$self` cannot name a type.
    let out =
        crate::pattern::expand_pat(super::tokens("(AOp (Foo:$type $v)), (BOp $v)")).to_string();
    assert!(out.contains("pub enum r#type { }"), "{out}");
    let out =
        crate::pattern::expand_pat(super::tokens("(AOp (Foo:$self $v)), (BOp $v)")).to_string();
    assert!(out.contains(":: drr :: pattern :: keyword_symbol"), "{out}");
}

#[test]
fn return_type_on_native_code_call() {
    // DRR #5.
    assert_error(
        K::Pat,
        "(AOp $val), (BOp (NativeCodeCall<f> $val, (returnType $val)))",
        "`NativeCodeCall` cannot have return type specifier",
        "(returnType",
        0,
    );
}

#[test]
fn return_type_string_must_be_rust() {
    // `$_builder` is substituted, but C++'s `->` is not Rust.
    let src = r#"(AOp $v), (BOp (COp $v, (returnType "$_builder->getI64Type()")))"#;
    let errs = errors(K::Pat, src);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0].0.starts_with("the string in `returnType` must hold a Rust expression giving the type(s) (C++ is not supported): "),
        "{errs:?}"
    );
    assert_eq!((errs[0].1, errs[0].2), at(src, "\"$_builder", 0));
}

#[test]
fn return_type_on_root_replacing_op_is_an_obligation() {
    // DRR #39 (T-ERR ERROR5): whether the op replaces root results needs
    // result counts, so it is recorded for the generated code.
    let src = r#"(OpB $val, AnyI32Attr:$attr), (OpA $val, $val, (returnType "some_type()"))"#;
    with_checked(K::Pat, src, |c| {
        let o = c
            .obligations
            .iter()
            .find(|o| matches!(o, Obligation::NoReturnTypeOnReplacement { .. }))
            .expect("obligation");
        let Obligation::NoReturnTypeOnReplacement {
            result,
            span,
            message,
        } = o
        else {
            unreachable!()
        };
        assert_eq!(*result, 0);
        assert_eq!(message, MSG_RETURN_TYPE_ON_REPLACEMENT);
        let s = span.start();
        assert_eq!((s.line, s.column), at(src, "(returnType", 0));
    });
}

#[test]
fn return_type_takes_values_expressions_or_calls() {
    assert_error(
        K::Pattern,
        "(AOp $v), [(BOp:$b $v, (returnType I32)), (COp $b)]",
        "returnType directive takes `$x`, a Rust expression (`{…}` or a string) or a NativeCodeCall DAG, found a constrained leaf",
        "I32",
        0,
    );
}

#[test]
fn either_in_results() {
    assert_error(
        K::Pat,
        "(AOp $a, $b), (BOp (either $a, $b))",
        "`either` can only be used in the source pattern",
        "either",
        0,
    );
}

#[test]
fn variadic_as_a_result_pattern() {
    // DRR #18.
    assert_error(
        K::Pat,
        "(AOp $a, $b), (variadic $a, $b)",
        "variadic can only be applied on operand: use it as an argument of an op creation",
        "(variadic",
        0,
    );
}

#[test]
fn result_variadic_cannot_be_bound() {
    // DRR #52.
    assert_error(
        K::Pat,
        "(AOp $a, $b), (COp (variadic:$v $a, $b))",
        "binding symbol 'v' to non-operation/native code call unsupported right now",
        "$v",
        0,
    );
}

#[test]
fn add_benefit_inside_a_pattern() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a, (addBenefit 1))",
        "`addBenefit` can only be used as the last parameter of a pattern",
        "(addBenefit",
        0,
    );
}

#[test]
fn void_native_code_call_as_a_value() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp (NativeCodeCallVoid<f> $a))",
        "`NativeCodeCallVoid` returns no value and cannot be used as an argument",
        "NativeCodeCallVoid",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp $a)], [], [(NativeCodeCallVoid<f>:$r $a)]",
        "cannot bind symbol 'r' to NativeCodeCallVoid: it returns no value",
        "$r",
        0,
    );
}

#[test]
fn native_code_call_result_index_out_of_range() {
    assert_error(
        K::Pattern,
        "(AOp $a, $b), [(NativeCodeCall<pack, 2>:$r $a, $b), (COp $r__2)]",
        "symbol 'r__2' refers to value #2, but the NativeCodeCall bound to 'r' returns 2 values",
        "$r__2",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a, $b), [(COp (NativeCodeCall<pack, 2>:$r__3 $a, $b))]",
        "symbol 'r__3' selects value #3, but the NativeCodeCall returns 2 values",
        "$r__3",
        0,
    );
}

// ---------------------------------------------------------------------
// References (DRR #53)
// ---------------------------------------------------------------------

#[test]
fn unbound_symbol_in_result() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $b)",
        "referencing unbound symbol 'b'",
        "$b",
        0,
    );
}

#[test]
fn unbound_symbol_in_constraints() {
    // The brief's example: `$x` is bound nowhere.
    assert_error(
        K::Pat,
        "(AOp $input, $attr), (COp $input, $attr), [(HasNoUseOf:$x)], [], (addBenefit 5)",
        "referencing unbound symbol 'x'",
        "$x",
        0,
    );
    // Bound on the result side only: constraints are checked while matching.
    assert_error(
        K::Pat,
        "(AOp $a), (BOp:$b $a), [(HasNoUseOf:$b)]",
        "referencing unbound symbol 'b' (additional constraints are checked while matching: they can only use symbols bound in the source pattern)",
        "$b",
        1,
    );
}

#[test]
fn unbound_symbol_in_location_return_type_and_supplemental() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a, (location $l))",
        "referencing unbound symbol 'l'",
        "$l",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp:$b $a, (returnType $t)), (COp $b)]",
        "referencing unbound symbol 't'",
        "$t",
        0,
    );
    assert_error(
        K::Pattern,
        "(AOp $a), [(BOp $a)], [], [(Touch $nope)]",
        "referencing unbound symbol 'nope'",
        "$nope",
        0,
    );
}

#[test]
fn result_binding_used_before_it_is_created() {
    assert_error(
        K::Pattern,
        "(AOp $a), [(COp $b), (BOp:$b $a)]",
        "referencing unbound symbol 'b' (it is bound later: a symbol bound in a result pattern is visible only after its op has been created)",
        "$b",
        0,
    );
    // An op cannot use its own binding.
    assert_error(
        K::Pat,
        "(AOp $a), (BOp:$b $b)",
        "referencing unbound symbol 'b' (it is bound later: a symbol bound in a result pattern is visible only after its op has been created)",
        "$b",
        1,
    );
}

#[test]
fn referencing_ignored_symbol() {
    assert_error(
        K::Pat,
        "(AOp $_), (BOp $_)",
        "referencing unbound symbol '_' (`$_` ignores a value and cannot be referenced)",
        "$_",
        1,
    );
}

#[test]
fn trailing_index_on_an_argument_binding() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a__0)",
        "symbol 'a__0' has a trailing index, but 'a' is bound to an op argument, not to an op's results",
        "$a__0",
        0,
    );
}

// ---------------------------------------------------------------------
// Benefit
// ---------------------------------------------------------------------

#[test]
fn benefit_out_of_range() {
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], (addBenefit 65534)",
        "pattern benefit 65535 is out of range: the number of ops in the source pattern plus `addBenefit` must be at most 65534 (65535 is reserved for patterns that never match)",
        "(addBenefit",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], (addBenefit -2)",
        "pattern benefit -1 is negative: the number of ops in the source pattern (1) plus `addBenefit` (-2) must be at least 0",
        "(addBenefit",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], (addBenefit 99999999999999999999999)",
        "the 'addBenefit' value is out of range",
        "999",
        0,
    );
    // The edge is fine.
    with_checked(
        K::Pat,
        "(AOp $a), (BOp $a), [], [], (addBenefit 65533)",
        |c| {
            assert_eq!(c.benefit.exact(), Some(65534));
        },
    );
}

// ---------------------------------------------------------------------
// Several independent errors
// ---------------------------------------------------------------------

#[test]
fn independent_check_errors_are_all_reported() {
    let src = "(AOp (either $a, $b, $c), $x__1, \"s\"), \
               [(BOp $nope), (replaceWithValue $a, $b)], \
               [(HasNoUseOf:$zip)]";
    let errs = errors(K::Pattern, src);
    let got: Vec<_> = errs.iter().map(|e| (e.0.as_str(), (e.1, e.2))).collect();
    assert_eq!(
        got,
        vec![
            (
                "`either` only supports grouping two operands, found 3",
                at(src, "(either", 0)
            ),
            (
                "symbol 'x__1' with trailing index cannot bind to op argument",
                at(src, "$x__1", 0)
            ),
            ("raw string not supported as argument", at(src, "\"s\"", 0)),
            ("referencing unbound symbol 'zip'", at(src, "$zip", 0)),
            ("referencing unbound symbol 'nope'", at(src, "$nope", 0)),
            (
                "replaceWithValue directive must take exactly one argument, found 2",
                at(src, "(replaceWithValue", 0)
            ),
        ]
    );
}

#[test]
fn malformed_subtrees_do_not_cascade() {
    // The symbols under a rejected NativeCodeCall argument still count as
    // bound: only the #7 error is reported, not "unbound 'val'".
    let errs = errors(K::Pat, "(OpA (NativeCodeCall<m> (OpB $val))), (OpB $val)");
    assert_eq!(errs.len(), 1, "{errs:?}");
}

#[test]
fn result_index_too_large() {
    assert_error(
        K::Pattern,
        "(AOp:$x $a), [(BOp $x__99999999999999999999999)]",
        "the result index in `$x__99999999999999999999999` is too large",
        "x__9",
        0,
    );
}

#[test]
fn obligations_for_path_operators() {
    let src = "(AOp:$r (BOp:$b $x), (COp (DOp $y)), (EOp $z)), (FOp $x, $y, $z, $b)";
    with_checked(K::Pat, src, |c| {
        let must: Vec<(Vec<usize>, &str)> = c
            .obligations
            .iter()
            .filter_map(|o| match o {
                Obligation::MustBeOp { node, message, .. } => {
                    Some((node.args.clone(), message.as_str()))
                }
                _ => None,
            })
            .collect();
        assert_eq!(
            must,
            vec![
                (
                    vec![],
                    "the root of the source pattern must be an op, not a NativeCodeCall"
                ),
                (
                    vec![0],
                    "binding symbol 'b' to NativecodeCall in MatchPattern is not supported"
                ),
                (
                    vec![1],
                    "Matching nested tree in NativeCodecall not supported for arg #0"
                ),
            ]
        );
        // DOp and EOp may be NativeCodeCall matchers.
        let maybe: Vec<_> = c
            .benefit
            .maybe_native
            .iter()
            .map(|p| p.args.clone())
            .collect();
        assert_eq!(maybe, vec![vec![1, 0], vec![2]]);
        assert_eq!((c.benefit.max(), c.benefit.min()), (5, 3));
    });
}
