//! The manual's basic examples: binding arguments, nested matches, binding
//! results, building ops, nested generation, reusing built results.

mod common;
use common::{module, run, set};

drr::ods! {
    dialect test;

    def AOp : Op<"a_op", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }
    def BOp : Op<"b_op"> {
        let arguments = (ins);
        let results = (outs AnyType:$b_output);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.int_type(32)]);
    }
    def COp : Op<"c_op"> {
        let arguments = (ins AnyType:$c_input, AnyAttr:$c_attr);
        let results = (outs AnyType:$c_output);
    }
    def DOp : Op<"d_op"> {
        let arguments = (ins AnyType:$d_input1, AnyType:$d_input2);
        let results = (outs AnyType:$d_output);
    }
}

fn reg(ctx: &mut drr::Context) {
    TestDialect::register(ctx);
}

#[test]
fn bind_operand_and_attribute() {
    // def : Pat<(AOp $input, F32Attr:$attr), (COp $input, $attr)>;
    let p = drr::pat!((AOp $input, F32Attr:$attr), (COp $input, $attr));
    let src = module(
        "%arg0: i32",
        "    %0 = \"test.a_op\"(%arg0) <{a_attr = 1.0 : f32}> : (i32) -> i32\n    %1 = \"test.a_op\"(%0) <{a_attr = 1 : i32}> : (i32) -> i32\n    \"test.use\"(%1) : (i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"test.c_op\"(%arg0) <{c_attr = 1.000000e+00 : f32}> : (i32) -> i32\n    %1 = \"test.a_op\"(%0) <{a_attr = 1 : i32}> : (i32) -> i32\n    \"test.use\"(%1) : (i32) -> ()\n"
        )
    );
}

#[test]
fn nested_match_binds_result_and_reuses_built_result() {
    // def : Pat<(AOp (BOp:$b_result), $attr), (COp $b_result, $attr)>;
    let p1 = drr::pat!(Nested: (AOp (BOp:$b_result), $attr), (COp $b_result, $attr));
    let src = module(
        "%arg0: i32",
        "    %0 = \"test.b_op\"() : () -> i32 loc(\"a\")\n    %1 = \"test.a_op\"(%0) <{a_attr = 3 : i32}> : (i32) -> i32 loc(\"b\")\n    %2 = \"test.a_op\"(%arg0) <{a_attr = 4 : i32}> : (i32) -> i32\n    \"test.use\"(%1, %2) : (i32, i32) -> ()\n",
    );
    let out = run(reg, &src, set(p1), true);
    assert!(
        out.contains(
            "%1 = \"test.c_op\"(%0) <{c_attr = 3 : i32}> : (i32) -> i32 loc(fused[\"b\", \"a\"])"
        ),
        "{out}"
    );
    // The block argument is not defined by an op: no match.
    assert!(out.contains("\"test.a_op\"(%arg0)"), "{out}");

    // def : Pat<(AOp $input, $ignored_attr), (DOp (BOp:$b_result) $b_result)>;
    let p2 = drr::pat!((AOp $input, $ignored_attr), (DOp (BOp:$b_result) $b_result));
    let src = module(
        "%arg0: i32",
        "    %0 = \"test.a_op\"(%arg0) <{a_attr = 3 : i32}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    let out = run(reg, &src, set(p2), false);
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"test.b_op\"() : () -> i32\n    %1 = \"test.d_op\"(%0, %0) : (i32, i32) -> i32\n    \"test.use\"(%1) : (i32) -> ()\n"
        )
    );
}

#[test]
fn nested_generation() {
    // def : Pat<(AOp $input, $attr), (COp (AOp $input, $attr) $attr)>;
    let p = drr::pat!((COp $input, $attr), (DOp (AOp $input, $attr), (BOp)));
    let src = module(
        "%arg0: i32",
        "    %0 = \"test.c_op\"(%arg0) <{c_attr = 3 : i32}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"test.a_op\"(%arg0) <{a_attr = 3 : i32}> : (i32) -> i32\n    %1 = \"test.b_op\"() : () -> i32\n    %2 = \"test.d_op\"(%0, %1) : (i32, i32) -> i32\n    \"test.use\"(%2) : (i32) -> ()\n"
        )
    );
}

#[test]
fn equal_operands_and_replace_with_value() {
    let p = drr::pat!((DOp $x, $x), (replaceWithValue $x));
    let src = module(
        "%arg0: i32, %arg1: i32",
        "    %0 = \"test.d_op\"(%arg0, %arg0) : (i32, i32) -> i32\n    %1 = \"test.d_op\"(%arg0, %arg1) : (i32, i32) -> i32\n    \"test.use\"(%0, %1) : (i32, i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: i32, %arg1: i32",
            "    %0 = \"test.d_op\"(%arg0, %arg1) : (i32, i32) -> i32\n    \"test.use\"(%arg0, %0) : (i32, i32) -> ()\n"
        )
    );
}

/// One call site of a result constant (each `pat!` expansion has its own
/// cache of the constant).
fn constant_result_pattern() -> impl drr::RewritePattern {
    drr::pat!((AOp $input, $attr), (COp $input, ConstantAttr<I32Attr, "7">))
}

/// [`reg`], with attributes interned first: the constant's handle in this
/// context is not the one it has in a context registered by [`reg`].
fn reg_shifted(ctx: &mut drr::Context) {
    for i in 0..16 {
        ctx.string_attr(&format!("shift{i}"));
    }
    reg(ctx);
}

#[test]
fn result_constants_are_built_in_each_context() {
    // The constant is built once per context and reused by later rewrites
    // of the same context (two rewrites here); a second context, whose
    // handles differ, gets its own constant, not the first one's handle.
    let src = module(
        "%arg0: i32",
        "    %0 = \"test.a_op\"(%arg0) <{a_attr = 3 : i32}> : (i32) -> i32\n    %1 = \"test.a_op\"(%0) <{a_attr = 4 : i32}> : (i32) -> i32\n    \"test.use\"(%1) : (i32) -> ()\n",
    );
    let expected = module(
        "%arg0: i32",
        "    %0 = \"test.c_op\"(%arg0) <{c_attr = 7 : i32}> : (i32) -> i32\n    %1 = \"test.c_op\"(%0) <{c_attr = 7 : i32}> : (i32) -> i32\n    \"test.use\"(%1) : (i32) -> ()\n",
    );
    for register in [reg, reg_shifted, reg, reg_shifted] {
        let out = run(register, &src, set(constant_result_pattern()), false);
        assert_eq!(out, expected);
    }
}
