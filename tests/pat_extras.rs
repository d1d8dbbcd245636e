//! Features beyond the DRR manual's examples: NativeCodeCall range
//! placeholders (`$N...`), `$_loc` and the accepted `$_builder` types,
//! `$_builder` in `(returnType { … })`, and the "Beyond DRR" list of the
//! design brief. Each test applies a pattern with the greedy driver and
//! compares the rewritten module as text.

mod common;
use common::{module, run, set};

use drr::rewrite::PatternRewriter;
use drr::{Context, Location, Value};

drr::ods! {
    dialect test;

    def ThreeArgOp : Op<"three_arg_op"> {
        let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
        let results = (outs AnyType:$out);
    }
    def TwoArgOp : Op<"two_arg_op"> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$out);
    }
    def OneArgOp : Op<"one_arg_op"> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$out);
    }
    def ListOp : Op<"list"> {
        let arguments = (ins Variadic<AnyType>:$inputs);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.int_type(32)]);
    }
    def CastOp : Op<"cast"> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }

    // `someFn($1...)` as a record: the range arrives as one `(variadic …)`
    // argument, taken by a last `&[Value]` parameter.
    def RangeCall : NativeCodeCall<|rw: &mut PatternRewriter<'_>, loc: Location, rest: &[Value]| -> Value {
        list(rw, loc, rest)
    }>;
    // `$_builder` as the rewriter, `$_loc` as a `Location` parameter
    // (anywhere after the first), then `$0`, `$1`.
    def ListAt : NativeCodeCall<|rw: &mut PatternRewriter<'_>, x: Value, loc: Location, y: Value| -> Value {
        list(rw, loc, &[y, x])
    }>;
}

/// A module of one function with block arguments `args` and the ops of
/// `body` (one per line, indentation ignored).
fn m(args: &str, body: &str) -> String {
    let lines: String = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| format!("    {l}\n"))
        .collect();
    module(args, &lines)
}

fn reg(ctx: &mut Context) {
    TestDialect::register(ctx);
}

/// Creates `test.list(values…)` at `loc`.
fn list(rw: &mut PatternRewriter<'_>, loc: Location, values: &[Value]) -> Value {
    let state = ListOp::build_inferred(rw.ctx_mut(), loc, values).expect("list infers");
    let op = rw.create(state).expect("created");
    rw.ctx().op(op).result(0)
}

fn three_args() -> String {
    m(
        "%arg0: i32, %arg1: i32, %arg2: i32",
        r#"
        %0 = "test.three_arg_op"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    )
}

// =============================================================================
// `$N...`: positional range placeholder
// =============================================================================

#[test]
fn range_placeholder_inline_slice_parameter_collects_the_rest() {
    // SomeCall : NativeCodeCall<"someFn($1...)">, (SomeCall $in0, $in1, $in2):
    // the last `&[Value]` parameter takes every argument after `$0`.
    let p = drr::pat!(
        (ThreeArgOp $in0, $in1, $in2),
        (NativeCodeCall<|b, _in0: Value, rest: &[Value]| -> Value {
            let loc = b.loc();
            let st = ListOp::build_inferred(b, loc, rest).expect("list infers");
            let op = b.create(st).expect("created");
            b.op(op).result(0)
        }> $in0, $in1, $in2)
    );
    assert_eq!(
        run(reg, &three_args(), set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg1, %arg2) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    // `someFn($0...)`: the whole argument list, the range of an op's
    // results converted to values (`NativeArg<Value>`), an empty range.
    let p = drr::pat!(
        (ThreeArgOp $in0, $in1, $in2),
        (NativeCodeCall<|rw: &mut PatternRewriter<'_>, loc: Location, all: &[Value]| -> Value {
            list(rw, loc, all)
        }> $in2, (CastOp $in0, (returnType $in0)), $in1)
    );
    assert_eq!(
        run(reg, &three_args(), set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.cast"(%arg0) : (i32) -> i32
            %1 = "test.list"(%arg2, %0, %arg1) : (i32, i32, i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
    let p = drr::pat!(
        (ThreeArgOp $in0, $in1, $in2),
        (NativeCodeCall<|rw: &mut PatternRewriter<'_>, loc: Location, a: Value, b: Value, c: Value, none: &[Value]| -> Value {
            assert!(none.is_empty());
            list(rw, loc, &[c, b, a])
        }> $in0, $in1, $in2)
    );
    assert_eq!(
        run(reg, &three_args(), set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg2, %arg1, %arg0) : (i32, i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn range_placeholder_named_record_takes_a_variadic_argument() {
    // A record of another block (here `ods!`'s) cannot be seen from the
    // pattern: the range is written as one `(variadic …)` argument and read
    // as a `&[Value]` slice.
    let p = drr::pat!((ThreeArgOp $in0, $in1, $in2), (RangeCall (variadic $in1, $in2)));
    assert_eq!(
        run(reg, &three_args(), set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg1, %arg2) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

// A record of the block (a `def` or a class instance) sees its closure: as
// in DRR, `(Gather $c, $b, $a)` passes the arguments from the range on, as
// many as the use site gives, to the `&[Value]` parameter.
drr::patterns! {
    fn populate_gathers;
    def Gather : NativeCodeCall<|rw: &mut PatternRewriter<'_>, loc: Location, rest: &[Value]| -> Value {
        list(rw, loc, rest)
    }>;
    class GatherAfter<int n> : NativeCodeCall<|rw: &mut PatternRewriter<'_>, loc: Location, first: Value, rest: &[Value]| -> Value {
        let mut all = vec![first; n as usize];
        all.extend_from_slice(rest);
        list(rw, loc, &all)
    }>;
    def GatherAll : Pat<(ThreeArgOp $a, $b, $c), (Gather $c, $b, $a)>;
    def GatherTwo : Pat<(TwoArgOp $a, $b), (GatherAfter<2> $b, $a, $b)>;
    def GatherNone : Pat<(OneArgOp $a), (CastOp (Gather))>;
}

#[test]
fn range_placeholder_record_of_the_block_takes_the_remaining_arguments() {
    let mut s = drr::rewrite::RewritePatternSet::new();
    populate_gathers(&mut s);
    assert_eq!(
        run(reg, &three_args(), s, false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg2, %arg1, %arg0) : (i32, i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    let mut s = drr::rewrite::RewritePatternSet::new();
    populate_gathers(&mut s);
    let two = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "test.two_arg_op"(%arg0, %arg1) : (i32, i32) -> i32
        %1 = "test.one_arg_op"(%arg0) : (i32) -> i32
        "test.use"(%0, %1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &two, s, false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.list"(%arg1, %arg1, %arg0, %arg1) : (i32, i32, i32, i32) -> i32
            %1 = "test.list"() : () -> i32
            %2 = "test.cast"(%1) : (i32) -> i32
            "test.use"(%0, %2) : (i32, i32) -> ()
            "#
        )
    );
}

// =============================================================================
// `$_loc` and `$_builder`
// =============================================================================

fn located() -> String {
    m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "test.one_arg_op"(%arg1) : (i32) -> i32 loc("inner")
        %1 = "test.two_arg_op"(%arg0, %0) : (i32, i32) -> i32 loc("outer")
        "test.use"(%1) : (i32) -> ()
        "#,
    )
}

#[test]
fn native_code_call_location_parameter_is_the_fused_location() {
    // Named record: `&mut PatternRewriter` first, `Location` in the middle.
    let p = drr::pat!((TwoArgOp $a, (OneArgOp $b)), (ListAt $a, $b));
    let out = run(reg, &located(), set(p), true);
    assert!(
        out.contains(
            r#"%1 = "test.list"(%arg1, %arg0) : (i32, i32) -> i32 loc(fused["outer", "inner"])"#
        ),
        "{out}"
    );
    // Inline closure, `drr::Location` spelled with its path.
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp $b)),
        (NativeCodeCall<|rw: &mut drr::rewrite::PatternRewriter<'_>, x, y, l: drr::Location| -> Value {
            list(rw, l, &[x, y])
        }> $a, $b)
    );
    let out = run(reg, &located(), set(p), true);
    assert!(
        out.contains(
            r#"%1 = "test.list"(%arg0, %arg1) : (i32, i32) -> i32 loc(fused["outer", "inner"])"#
        ),
        "{out}"
    );
}

#[test]
fn native_code_call_location_parameter_follows_location_directive() {
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp:$inner $b)),
        (ListAt $a, $b, (location $inner, "named"))
    );
    let out = run(reg, &located(), set(p), true);
    assert!(
        out.contains(
            r#"%1 = "test.list"(%arg1, %arg0) : (i32, i32) -> i32 loc(fused<"named">["inner"])"#
        ),
        "{out}"
    );
}

#[test]
fn native_code_call_builder_parameter_types() {
    // `&mut Context` (attributes, types), inline.
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp $b)),
        (TwoArgOp (CastOp $a, (returnType (NativeCodeCall<|ctx: &mut Context| -> drr::Type { ctx.int_type(8) }>))), $b)
    );
    let out = run(reg, &located(), set(p), false);
    assert!(
        out.contains(r#"%1 = "test.cast"(%arg0) : (i32) -> i8"#),
        "{out}"
    );
    // `&Context`, inline.
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp $b)),
        (TwoArgOp (CastOp $a, (returnType (NativeCodeCall<|ctx: &Context, v: Value| -> drr::Type { ctx.value_type(v) }> $b))), $b)
    );
    let out = run(reg, &located(), set(p), false);
    assert!(
        out.contains(r#"%1 = "test.cast"(%arg0) : (i32) -> i32"#),
        "{out}"
    );
}

// =============================================================================
// `$_builder` in `(returnType { … })`
// =============================================================================

#[test]
fn return_type_brace_form_accepts_builder_placeholder() {
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp $b)),
        (TwoArgOp (CastOp $a, (returnType { $_builder.int_type(16) })), $b)
    );
    let out = run(reg, &located(), set(p), false);
    assert!(
        out.contains(r#"%1 = "test.cast"(%arg0) : (i32) -> i16"#),
        "{out}"
    );
    // `$_loc` too (here only to show it is the `Location`).
    let p = drr::pat!(
        (TwoArgOp $a, (OneArgOp $b)),
        (TwoArgOp (CastOp $a, (returnType { let _l: Location = $_loc; $_builder.index_type() })), $b)
    );
    let out = run(reg, &located(), set(p), false);
    assert!(
        out.contains(r#"%1 = "test.cast"(%arg0) : (i32) -> index"#),
        "{out}"
    );
}

// =============================================================================
// "Beyond DRR": what works today
// =============================================================================

drr::ods! {
    dialect beyond;

    def TwoResultOp : Op<"two_result"> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$r0, AnyType:$r1);
    }
    def UseOp : Op<"use1"> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
    def PairOp : Op<"pair"> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$out);
    }
    def VarOp : Op<"var"> {
        let arguments = (ins Variadic<AnyType>:$ins);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.int_type(32)]);
    }
}

fn reg_beyond(ctx: &mut Context) {
    BeyondDialect::register(ctx);
}

#[test]
fn beyond_multi_result_op_in_nested_source_pattern() {
    // `(UseOp (TwoResultOp:$t $x))`: the nested multi-result op matches
    // whichever of its results feeds the operand; `$t__0` / `$t__1` are
    // its results.
    let p = drr::pat!((UseOp (TwoResultOp:$t $x)), (PairOp $t__1, $t__0));
    let src = m(
        "%arg0: i32",
        r#"
        %0:2 = "beyond.two_result"(%arg0) : (i32) -> (i32, i32)
        %1 = "beyond.use1"(%0#1) : (i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg_beyond, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0:2 = "beyond.two_result"(%arg0) : (i32) -> (i32, i32)
            %1 = "beyond.pair"(%0#1, %0#0) : (i32, i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn beyond_variadic_operands_in_nested_source_pattern() {
    // `(UseOp (VarOp (variadic $a, $b)))`: a nested op's variadic operand
    // matched value by value (only when it has exactly two values).
    let p = drr::pat!((UseOp (VarOp (variadic $a, $b))), (PairOp $b, $a));
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "beyond.var"(%arg0, %arg1) : (i32, i32) -> i32
        %1 = "beyond.use1"(%0) : (i32) -> i32
        %2 = "beyond.var"(%arg0) : (i32) -> i32
        %3 = "beyond.use1"(%2) : (i32) -> i32
        "test.use"(%1, %3) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg_beyond, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "beyond.var"(%arg0, %arg1) : (i32, i32) -> i32
            %1 = "beyond.pair"(%arg1, %arg0) : (i32, i32) -> i32
            %2 = "beyond.var"(%arg0) : (i32) -> i32
            %3 = "beyond.use1"(%2) : (i32) -> i32
            "test.use"(%1, %3) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn beyond_packing_and_unpacking_variadics() {
    // Unpacking: the values of a variadic operand become fixed operands;
    // packing: fixed values (and a whole bound range) become one variadic
    // operand, in a nested result op.
    let unpack = drr::pat!((VarOp (variadic $a, $b)), (PairOp $b, $a));
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "beyond.var"(%arg0, %arg1) : (i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg_beyond, &src, set(unpack), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "beyond.pair"(%arg1, %arg0) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    let pack = drr::pat!(
        (UseOp (VarOp:$v $all)),
        (UseOp (VarOp (variadic $all, $v, $all)))
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "beyond.var"(%arg0, %arg1) : (i32, i32) -> i32
        %1 = "beyond.use1"(%0) : (i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        common::run_once(reg_beyond, &src, set(pack), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "beyond.var"(%arg0, %arg1) : (i32, i32) -> i32
            %1 = "beyond.var"(%arg0, %arg1, %0, %arg0, %arg1) : (i32, i32, i32, i32, i32) -> i32
            %2 = "beyond.use1"(%1) : (i32) -> i32
            "test.use"(%2) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn beyond_native_code_call_returning_several_values() {
    // `NativeCodeCall<…, 2>` in a nested position: `(Call:$p__0 …)` then
    // `$p__1`; the values replace a two-result root directly too.
    let p = drr::pattern!(
        (TwoResultOp $x),
        [(NativeCodeCall<|b, x: Value| -> [Value; 2] {
            let loc = b.loc();
            let st = VarOp::build_inferred(b, loc, &[x]).expect("infers");
            let op = b.create(st).expect("created");
            let v = b.op(op).result(0);
            [v, x]
        }, 2> $x)]
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0:2 = "beyond.two_result"(%arg0) : (i32) -> (i32, i32)
        "test.use"(%0#0, %0#1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg_beyond, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "beyond.var"(%arg0) : (i32) -> i32
            "test.use"(%0, %arg0) : (i32, i32) -> ()
            "#
        )
    );
}
