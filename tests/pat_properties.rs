//! DRR on ODS properties: `PropConstraint` records whose value type comes
//! from the predicate's annotation (two- or one-parameter closures) or from
//! the interface type (`PropConstraint<…, "summary", "int64_t">`), and
//! properties and property constants on property arguments.

mod common;

use common::{module, run, set};

drr::ods! {
    dialect test;

    def PropOp : Op<"prop_op"> {
        let arguments = (ins AnyType:$input, I64Prop:$count, StringProp:$tag);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
    def DoneOp : Op<"done"> {
        let arguments = (ins AnyType:$input, I64Prop:$count);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
}

drr::patterns! {
    /// Typed by the interface type: the closure's parameter is not annotated.
    def Positive : PropConstraint<CPred<|_ctx, v| v > 0>, "positive", "int64_t">;
    /// One parameter, annotated.
    def Short : PropConstraint<CPred<|s: &str| s.len() < 4>, "short tag">;
    /// String interface type.
    def Named : PropConstraint<CPred<|_ctx, s| !s.is_empty()>, "named", "::llvm::StringRef">;

    def PositiveShort : Pat<(PropOp $x, Positive:$n, Short:$t), (DoneOp $x, $n)>;
    def NamedZero : Pat<(PropOp $x, ConstantProp<I64Prop, "0">, Named:$t), (DoneOp $x, ConstantProp<I64Prop, "-1">)>;
}

fn reg(ctx: &mut drr::Context) {
    TestDialect::register(ctx);
}

fn prop_op(count: i64, tag: &str) -> String {
    format!(
        "    %0 = \"test.prop_op\"(%arg0) <{{count = {count} : i64, tag = \"{tag}\"}}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n"
    )
}

fn done_op(count: i64) -> String {
    format!(
        "    %0 = \"test.done\"(%arg0) <{{count = {count} : i64}}> : (i32) -> i32\n    \"test.use\"(%0) : (i32) -> ()\n"
    )
}

fn rewrite(pattern: impl drr::rewrite::RewritePattern + 'static, body: &str) -> String {
    run(reg, &module("%arg0: i32", body), set(pattern), false)
}

#[test]
fn prop_constraints_typed_by_interface_type_or_annotation() {
    assert_eq!(
        rewrite(PositiveShort, &prop_op(3, "ab")),
        module("%arg0: i32", &done_op(3))
    );
    // Not positive; tag too long: no rewrite.
    assert_eq!(
        rewrite(PositiveShort, &prop_op(0, "ab")),
        module("%arg0: i32", &prop_op(0, "ab"))
    );
    assert_eq!(
        rewrite(PositiveShort, &prop_op(3, "abcd")),
        module("%arg0: i32", &prop_op(3, "abcd"))
    );
}

#[test]
fn constant_props_match_and_build_properties() {
    assert_eq!(
        rewrite(NamedZero, &prop_op(0, "a")),
        module("%arg0: i32", &done_op(-1))
    );
    assert_eq!(
        rewrite(NamedZero, &prop_op(1, "a")),
        module("%arg0: i32", &prop_op(1, "a"))
    );
    assert_eq!(
        rewrite(NamedZero, &prop_op(0, "")),
        module("%arg0: i32", &prop_op(0, ""))
    );
}
