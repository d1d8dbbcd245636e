//! Custom builders (`let builders`) reached from result patterns: an op
//! built nested, as an auxiliary op or bound as `$x__N` without
//! `returnType`, whose result types no trait or `inferReturnTypes` gives,
//! is built by its custom builder whose parameters are the op's arguments
//! in order (mlir-tblgen's separate-parameter builder call, resolved by
//! C++ overloading to that builder). The `bld` outputs are hand-checked
//! (the `bld` ops are this file's; no upstream dialect has them): each
//! result type is what the builder body computes, each attribute is one
//! the pattern or the builder set. The `symbol_binding` case is MLIR's
//! test-dialect pattern, its output recorded from mlir-opt-22.

mod common;
use common::{module, run, run_with, set};

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::{Context, OperationState, Type, TypeData, Value};

drr::ods! {
    dialect bld;

    def SrcOp : Op<"src"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
    }
    def AuxSrcOp : Op<"aux_src"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
    }
    def ShiftSrcOp : Op<"shift_src"> {
        let arguments = (ins AnyInteger:$input, I64Attr:$amount);
        let results = (outs AnyInteger:$output);
    }
    def PackOp : Op<"pack"> {
        let arguments = (ins Variadic<AnyInteger>:$inputs);
        let results = (outs AnyInteger:$output);
    }
    def HalveSrcOp : Op<"halve_src"> {
        let arguments = (ins AnyInteger:$input, OptionalAttr<I64Attr>:$bits);
        let results = (outs AnyInteger:$output);
    }
    def TruncOp : Op<"trunc"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
    }
    def CopyOp : Op<"copy"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
    }

    // The result is twice as wide as the operand: only the builder knows.
    // The builder also records the operand's width (the whole state it
    // returns is the op).
    def WidenOp : Op<"widen"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
        let builders = [
            OpBuilder<(ins "Value":$input), {
                let w = width($_builder, input);
                let out = $_builder.int_type(2 * w);
                let mut state = Self::build_with($_builder, $_loc, out, input);
                let i64t = $_builder.int_type(64);
                let from = $_builder.integer_attr(i64t, i128::from(w));
                let name = $_builder.symbol("bld.from");
                state.attributes.push(drr::NamedAttribute { name, value: from });
                state
            }>
        ];
    }

    // An attribute argument: the result is `amount` bits wider.
    def ShlOp : Op<"shl"> {
        let arguments = (ins AnyInteger:$input, I64Attr:$amount);
        let results = (outs AnyInteger:$output);
        let builders = [
            // Does not line up (an `int64_t` for the attribute): a plain
            // method, not the one DRR calls.
            OpBuilder<(ins "Value":$input, "int64_t":$amount), {
                let i64t = $_builder.int_type(64);
                let a = drr::ods::storage::IntegerAttr::get($_builder, i64t, i128::from(amount));
                let ty = $_builder.value_type(input);
                Self::build_with($_builder, $_loc, ty, input, a)
            }>,
            OpBuilder<(ins "Value":$input, "IntegerAttr":$amount), {
                // `amount` is the pattern's `I64Attr` value (an `Attribute`).
                let w = width($_builder, input);
                let amount = <drr::ods::storage::IntegerAttr as drr::ods::AttrStorage>::from_attr($_builder, amount)
                    .expect("the pattern passes an I64Attr");
                let extra = u32::try_from(amount.value($_builder)).unwrap_or(0);
                let out = $_builder.int_type(w + extra);
                Self::build_with($_builder, $_loc, out, input, amount)
            }>
        ];
    }

    // A property argument: the builder takes its value (`int64_t` for
    // `I64Prop`, as mlir-tblgen passes it); the result is `amount` bits
    // wider.
    def PropShiftSrcOp : Op<"prop_shift_src"> {
        let arguments = (ins AnyInteger:$input, I64Prop:$amount);
        let results = (outs AnyInteger:$output);
    }
    def PropShlOp : Op<"prop_shl"> {
        let arguments = (ins AnyInteger:$input, I64Prop:$amount);
        let results = (outs AnyInteger:$output);
        let builders = [
            OpBuilder<(ins "Value":$input, "int64_t":$amount), {
                let w = width($_builder, input);
                let extra = u32::try_from(amount).unwrap_or(0);
                let out = $_builder.int_type(w + extra);
                Self::build_with($_builder, $_loc, out, input, amount)
            }>
        ];
    }

    // A variadic operand (`ValueRange`): the result is as wide as all the
    // operands together.
    def ConcatOp : Op<"concat"> {
        let arguments = (ins Variadic<AnyInteger>:$inputs);
        let results = (outs AnyInteger:$output);
        let builders = [
            OpBuilder<(ins "ValueRange":$inputs), {
                let w: u32 = inputs.iter().map(|&v| width($_builder, v)).sum();
                let out = $_builder.int_type(w);
                Self::build_with($_builder, $_loc, out, inputs)
            }>
        ];
    }

    // A Rust fn builder that can fail, taking an optional attribute.
    def NarrowOp : Op<"narrow"> {
        let arguments = (ins AnyInteger:$input, OptionalAttr<I64Attr>:$bits);
        let results = (outs AnyInteger:$output);
        let builders = [
            fn build_narrow(
                ctx: &mut drr::Context,
                loc: drr::Location,
                input: drr::Value,
                bits: Option<drr::ods::storage::IntegerAttr>,
            ) -> Result<drr::OperationState, String> {
                let w = width(ctx, input);
                let out = match bits {
                    Some(b) => u32::try_from(b.value(ctx)).map_err(|_| "negative width".to_string())?,
                    None if w % 2 == 1 => return Err(format!("cannot halve the odd width {w}")),
                    None => w / 2,
                };
                let out = ctx.int_type(out);
                Ok(Self::build_with(ctx, loc, out, input, bits))
            }
        ];
    }

    // Builders returning what the op cannot be: two results for one, and
    // another op's state.
    def TwoTypesOp : Op<"two_types"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
        let builders = [
            fn build_two(ctx: &mut drr::Context, loc: drr::Location, input: drr::Value) -> drr::OperationState {
                let ty = ctx.value_type(input);
                Self::build(ctx, loc, &[ty, ty], &[input], &[])
            }
        ];
    }
    def OtherOp : Op<"other"> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
        let builders = [
            fn build_other(ctx: &mut drr::Context, loc: drr::Location, input: drr::Value) -> drr::OperationState {
                let ty = ctx.value_type(input);
                TruncOp::build_with(ctx, loc, ty, input)
            }
        ];
    }

    // The op infers its result type (`SameOperandsAndResultType`) and has
    // a builder taking its arguments: the builder wins, as mlir-tblgen
    // drops the generated builder its parameters repeat.
    def TagOp : Op<"tag", [SameOperandsAndResultType]> {
        let arguments = (ins AnyInteger:$input);
        let results = (outs AnyInteger:$output);
        let builders = [
            OpBuilder<(ins "Value":$input), {
                let ty = $_builder.value_type(input);
                let mut state = Self::build_with($_builder, $_loc, ty, input);
                let unit = $_builder.unit_attr();
                let name = $_builder.symbol("bld.tagged");
                state.attributes.push(drr::NamedAttribute { name, value: unit });
                state
            }>
        ];
    }
}

/// The bit width of integer value `v` (0 for other types).
fn width(ctx: &Context, v: Value) -> u32 {
    let ty: Type = ctx.value_type(v);
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// A function with arguments `args` and the ops of `body` (one a line,
/// indentation ignored), as the printer prints it.
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
    BldDialect::register(ctx);
}

#[test]
fn nested_op_built_by_its_builder() {
    let p = drr::pat!((SrcOp $x), (TruncOp (WidenOp $x)));
    let src = m(
        "%arg0: i32, %arg1: i5",
        r#"
        %0 = "bld.src"(%arg0) : (i32) -> i32
        %1 = "bld.src"(%arg1) : (i5) -> i5
        "bld.copy"(%0, %1) : (i32, i5) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i5",
            r#"
            %0 = "bld.widen"(%arg0) {bld.from = 32 : i64} : (i32) -> i64
            %1 = "bld.trunc"(%0) : (i64) -> i32
            %2 = "bld.widen"(%arg1) {bld.from = 5 : i64} : (i5) -> i10
            %3 = "bld.trunc"(%2) : (i10) -> i5
            "bld.copy"(%1, %3) : (i32, i5) -> ()
            "#
        )
    );
}

#[test]
fn auxiliary_op_built_by_its_builder() {
    // The last result op replaces the root's result; the one before it
    // replaces nothing: an auxiliary op.
    let p = drr::pattern!((AuxSrcOp $x), [(WidenOp $x), (CopyOp $x)]);
    let src = m(
        "%arg0: i16",
        r#"
        %0 = "bld.aux_src"(%arg0) : (i16) -> i16
        "bld.copy"(%0) : (i16) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i16",
            r#"
            %0 = "bld.widen"(%arg0) {bld.from = 16 : i64} : (i16) -> i32
            %1 = "bld.copy"(%arg0) : (i16) -> i16
            "bld.copy"(%1) : (i16) -> ()
            "#
        )
    );
}

#[test]
fn partial_result_of_an_op_built_by_its_builder() {
    // `$w__0`: a bound result of an op built without `returnType`.
    let p = drr::pattern!((SrcOp $x), [(WidenOp:$w $x), (TruncOp $w__0)]);
    let src = m(
        "%arg0: i8",
        r#"
        %0 = "bld.src"(%arg0) : (i8) -> i8
        "bld.copy"(%0) : (i8) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i8",
            r#"
            %0 = "bld.widen"(%arg0) {bld.from = 8 : i64} : (i8) -> i16
            %1 = "bld.trunc"(%0) : (i16) -> i8
            "bld.copy"(%1) : (i8) -> ()
            "#
        )
    );
}

#[test]
fn builder_taking_an_attribute() {
    let p = drr::pat!((ShiftSrcOp $x, $amt), (TruncOp (ShlOp $x, $amt)));
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "bld.shift_src"(%arg0) <{amount = 8 : i64}> : (i32) -> i32
        "bld.copy"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "bld.shl"(%arg0) <{amount = 8 : i64}> : (i32) -> i40
            %1 = "bld.trunc"(%0) : (i40) -> i32
            "bld.copy"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn builder_taking_a_property_value() {
    let p = drr::pat!((PropShiftSrcOp $x, $amt), (TruncOp (PropShlOp $x, $amt)));
    let src = m(
        "%arg0: i16",
        r#"
        %0 = "bld.prop_shift_src"(%arg0) <{amount = 4 : i64}> : (i16) -> i16
        "bld.copy"(%0) : (i16) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i16",
            r#"
            %0 = "bld.prop_shl"(%arg0) <{amount = 4 : i64}> : (i16) -> i20
            %1 = "bld.trunc"(%0) : (i20) -> i16
            "bld.copy"(%1) : (i16) -> ()
            "#
        )
    );
}

#[test]
fn builder_taking_a_value_range() {
    let p = drr::pat!((PackOp $xs), (TruncOp (ConcatOp $xs)));
    let src = m(
        "%arg0: i8, %arg1: i16",
        r#"
        %0 = "bld.pack"(%arg0, %arg1, %arg0) : (i8, i16, i8) -> i8
        "bld.copy"(%0) : (i8) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i8, %arg1: i16",
            r#"
            %0 = "bld.concat"(%arg0, %arg1, %arg0) : (i8, i16, i8) -> i32
            %1 = "bld.trunc"(%0) : (i32) -> i8
            "bld.copy"(%1) : (i8) -> ()
            "#
        )
    );
}

#[test]
fn fallible_builder_with_an_optional_attribute() {
    let p = drr::pat!((HalveSrcOp $x, $bits), (CopyOp (NarrowOp $x, $bits)));
    let src = m(
        "%arg0: i32, %arg1: i7",
        r#"
        %0 = "bld.halve_src"(%arg0) : (i32) -> i32
        %1 = "bld.halve_src"(%arg0) <{bits = 3 : i64}> : (i32) -> i32
        %2 = "bld.halve_src"(%arg1) : (i7) -> i7
        "bld.copy"(%0, %1, %2) : (i32, i32, i7) -> ()
        "#,
    );
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (out, result) = run_with(reg, &src, set(p), false, &config);
    // The odd width fails the builder: that op stays, with the builder's
    // message as the failure reason; the others are rewritten.
    assert_eq!(
        out,
        m(
            "%arg0: i32, %arg1: i7",
            r#"
            %0 = "bld.narrow"(%arg0) : (i32) -> i16
            %1 = "bld.copy"(%0) : (i16) -> i32
            %2 = "bld.narrow"(%arg0) <{bits = 3 : i64}> : (i32) -> i3
            %3 = "bld.copy"(%2) : (i3) -> i32
            %4 = "bld.halve_src"(%arg1) : (i7) -> i7
            "bld.copy"(%1, %3, %4) : (i32, i32, i7) -> ()
            "#
        )
    );
    let reasons = failure_reasons(&result);
    assert!(
        reasons.contains(&"cannot build 'bld.narrow': cannot halve the odd width 7".to_owned()),
        "{reasons:?}"
    );
}

#[test]
fn builder_returning_another_shape_fails_the_rewrite() {
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!((SrcOp $x), (TruncOp (TwoTypesOp $x))));
    s.add(drr::pat!((AuxSrcOp $x), (TruncOp (OtherOp $x))));
    let body = r#"
        %0 = "bld.src"(%arg0) : (i32) -> i32
        %1 = "bld.aux_src"(%arg0) : (i32) -> i32
        "bld.copy"(%0, %1) : (i32, i32) -> ()
        "#;
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (out, result) = run_with(reg, &m("%arg0: i32", body), s, false, &config);
    assert_eq!(out, m("%arg0: i32", body));
    let reasons = failure_reasons(&result);
    for r in [
        "cannot build 'bld.two_types': its custom builder returned 2 results, which its declaration (1 groups) does not allow",
        "cannot build 'bld.other': its custom builder returned the state of a 'bld.trunc'",
    ] {
        assert!(reasons.contains(&r.to_owned()), "{reasons:?}");
    }
}

/// The reasons of the failed match attempts in an explain trace.
fn failure_reasons(result: &drr::rewrite::GreedyResult) -> Vec<String> {
    result
        .explain
        .iter()
        .flat_map(|e| &e.attempts)
        .filter_map(|a| a.result.as_ref().err().map(|f| f.reason().to_owned()))
        .collect()
}

#[test]
fn builder_taking_the_arguments_wins_over_inference() {
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!((SrcOp $x), (TruncOp (TagOp $x))));
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "bld.src"(%arg0) : (i32) -> i32
        "bld.copy"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, s, false),
        m(
            "%arg0: i32",
            r#"
            %0 = "bld.tag"(%arg0) {bld.tagged} : (i32) -> i32
            %1 = "bld.trunc"(%0) : (i32) -> i32
            "bld.copy"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn builders_stay_callable_from_rust() {
    let mut ctx = Context::new();
    reg(&mut ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let block = ctx.create_block(&[(i32t, loc)]);
    let x = ctx.block(block).args()[0];
    // The builder that does not line up is a plain method.
    let st: OperationState = ShlOp::build_from_input_amount(&mut ctx, loc, x, 3);
    assert_eq!(st.result_types.as_slice(), &[i32t]);
    let i64t = ctx.int_type(64);
    let four = ctx.integer_attr(i64t, 4);
    let st = ShlOp::build_from_input_amount_2(&mut ctx, loc, x, four);
    let i36 = ctx.int_type(36);
    assert_eq!(st.result_types.as_slice(), &[i36]);
}

/// MLIR's test dialect's symbol-binding pattern with `OpSymbolBindingB/C`
/// as TestOps.td writes them: their only way to result types is the
/// builder `OpBuilder<(ins "Value":$operand)>` (the operand's type), and
/// the pattern builds them as auxiliary ops.
mod symbol_binding {
    use super::common::run;
    use super::set;

    drr::ods! {
        dialect test;

        def OpSymbolBindingA : Op<"symbol_binding_a", []> {
            let arguments = (ins I32:$operand, I64Attr:$attr);
            let results = (outs I32);
        }
        def OpSymbolBindingB : Op<"symbol_binding_b", []> {
            let arguments = (ins I32:$operand);
            let results = (outs I32);
            let builders = [
                OpBuilder<(ins "Value":$operand), {
                    let ty = $_builder.value_type(operand);
                    Self::build($_builder, $_loc, &[ty], &[operand], &[])
                }>
            ];
        }
        def OpSymbolBindingC : Op<"symbol_binding_c", []> {
            let arguments = (ins I32:$operand);
            let results = (outs I32);
            let builders = [
                OpBuilder<(ins "Value":$operand), {
                    let ty = $_builder.value_type(operand);
                    Self::build($_builder, $_loc, &[ty], &[operand], &[])
                }>
            ];
        }
        def OpSymbolBindingD : Op<"symbol_binding_d", []> {
            let arguments = (ins I32:$input1, I32:$input2, I64Attr:$attr);
            let results = (outs I32);
        }
    }

    #[test]
    fn upstream_symbol_binding_pattern() {
        let p = drr::pattern!(
            (OpSymbolBindingA:$res_a $operand, $attr),
            [(OpSymbolBindingC:$res_c (OpSymbolBindingB:$res_b $operand)),
             (OpSymbolBindingD $res_b, $res_c, $attr)],
            [(HasOneUse $res_a)]
        );
        let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sym"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.symbol_binding_a"(%arg0) <{attr = 42 : i64}> : (i32) -> i32
    %1 = "test.symbol_binding_a"(%0) <{attr = 5 : i64}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
        // Recorded from `mlir-opt-22 --allow-unregistered-dialect
        // --test-greedy-patterns --mlir-print-op-generic
        // --mlir-print-local-scope` on `src`.
        let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sym"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.symbol_binding_b"(%arg0) : (i32) -> i32
    %1 = "test.symbol_binding_c"(%0) : (i32) -> i32
    %2 = "test.symbol_binding_d"(%0, %1) <{attr = 42 : i64}> : (i32, i32) -> i32
    %3 = "test.symbol_binding_b"(%2) : (i32) -> i32
    %4 = "test.symbol_binding_c"(%3) : (i32) -> i32
    %5 = "test.symbol_binding_d"(%3, %4) <{attr = 5 : i64}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
        assert_eq!(run(TestDialect::register, src, set(p), false), expected);
    }
}
