//! Every example of the DRR manual (MLIR's `docs/DeclarativeRewrites.md`,
//! <https://mlir.llvm.org/docs/DeclarativeRewrites/>), as a running
//! test: the ops of the manual written with `ods!`, each pattern written
//! with `pat!` / `pattern!` / `patterns!` exactly as in the manual (only
//! C++ bodies of NativeCodeCalls and constraints became Rust), applied by
//! the greedy driver, and the whole rewritten module compared as text.
//!
//! Where the manual elides an argument list (`(ThreeResultOp ...)`), the
//! ops below fill it in with one operand. Patterns whose result matches
//! their own source (the manual's `(AOp …) → (COp (AOp …) …)`) are applied
//! once (`run_once`), since a greedy driver would apply them forever.

mod common;
use common::{module, run, run_once, run_with, set};

use drr::pattern::Builder;
use drr::rewrite::{GreedyConfig, RewritePattern, RewritePatternSet};
use drr::{Attribute, Context, OpId, Value};

drr::ods! {
    dialect test;

    // ---- "Source pattern" / "Result pattern" -------------------------------
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

    // ---- NativeCodeCall ----------------------------------------------------
    def TwoAttrOp : Op<"two_attr_op"> {
        let arguments = (ins AnyAttr:$op_attr1, AnyAttr:$op_attr2);
        let results = (outs AnyType:$op_output);
    }
    def OneAttrOp : Op<"one_attr_op"> {
        let arguments = (ins ArrayAttr:$op_attr);
        let results = (outs AnyType:$op_output);
    }
    // `ArrayAttr createArrayAttr(Builder &builder, Attribute a, Attribute b)`
    def createArrayAttr : NativeCodeCall<|ctx, a: Attribute, b: Attribute| -> Attribute { ctx.array_attr(vec![a, b]) }>;

    // The `$_self` matcher needs an operand to look through (the manual's
    // `OneAttrOp` has none): `OneOperandOp`'s operand is defined by a
    // `ConstOp`, whose value `Foo` returns.
    def ConstOp : Op<"const", [ConstantLike]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
    def OneOperandOp : Op<"one_operand_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
    }
    // `Foo($_self, &$0)`: `$_self` is the defining op, `$0` an output.
    def Foo : NativeCodeCall<|ctx: &mut Context, op: OpId| -> Option<Attribute> { const_value(ctx, op) }>;

    // `SomeCall : NativeCodeCall<"someFn($1, $2, $0)">`
    def SomeCall : NativeCodeCall<|b: &mut Builder<'_, '_>, in0: Value, in1: Value, in2: Value| -> Value { some_fn(b, &[in1, in2, in0]) }>;
    // `SomeCall : NativeCodeCall<"someFn($1...)">`: the range is passed as
    // one argument, `(variadic $in1, $in2)`.
    def SomeRangeCall : NativeCodeCall<|b: &mut Builder<'_, '_>, rest: Vec<Value>| -> Value { some_fn(b, &rest) }>;
    def ListOp : Op<"list"> {
        let arguments = (ins Variadic<AnyType>:$inputs);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.int_type(32)]);
    }
    def ThreeArgOp : Op<"three_arg_op"> {
        let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
        let results = (outs AnyType:$out);
    }

    // `PackAttrs : NativeCodeCall<"packAttrs($0, $1)", 2>` (values only).
    def PackAttrs : NativeCodeCall<|b: &mut Builder<'_, '_>, a: Attribute, c: Attribute| -> [Value; 2] { pack_attrs(b, a, c) }, 2>;
    def PackSrcOp : Op<"pack_src"> {
        let arguments = (ins AnyAttr:$attr1, AnyAttr:$attr2);
        let results = (outs AnyType:$r0, AnyType:$r1);
    }

    // `Operation *createMyOp(OpBuilder builder, Value input, Attribute attr)`
    def createMyOp : NativeCodeCall<|b: &mut Builder<'_, '_>, input: Value, attr: Attribute| -> OpId { create_my_op(b, input, attr) }>;

    // ---- Supporting auxiliary ops -------------------------------------------
    def ShapeOp : Op<"shape"> {
        let arguments = (ins AnyType:$input);
        let results = (outs Index:$shape);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.index_type()]);
    }
    def AllocOp : Op<"alloc"> {
        let arguments = (ins Index:$shape);
        let results = (outs AnyType:$mem);
        let inferReturnTypes = |ctx, _state| Ok(vec![ctx.none_type()]);
    }
    def StoreOp : Op<"store"> {
        let arguments = (ins AnyType:$mem, AnyType:$value);
        let results = (outs);
    }
    def LoadOp : Op<"load"> {
        let arguments = (ins AnyType:$mem);
        let results = (outs AnyType:$value);
    }
    def AddIOp : Op<"addi", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$result);
    }

    // ---- Multi-result ops ---------------------------------------------------
    def ThreeResultOp : Op<"three_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output1, AnyType:$output2, AnyType:$output3);
        let inferReturnTypes = |ctx, st| { let t = ctx.value_type(st.operands[0]); Ok(vec![t, t, t]) };
    }
    def TwoResultOp : Op<"two_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output1, AnyType:$output2);
        let inferReturnTypes = |ctx, st| { let t = ctx.value_type(st.operands[0]); Ok(vec![t, t]) };
    }
    def OneResultOp : Op<"one_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
    def AuxiliaryOp : Op<"auxiliary_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
    def ZeroResultOp : Op<"zero_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs);
    }

    // ---- Variadic ops -------------------------------------------------------
    def MultiVariadicOp : Op<"multi_variadic_op"> {
        let arguments = (ins AnyType:$input1, Variadic<AnyType>:$input2, AnyType:$input3);
        let results = (outs AnyType:$output1, Variadic<AnyType>:$output2, AnyType:$output3);
    }
    def ConcatenateOp : Op<"concatenate"> {
        let arguments = (ins Variadic<AnyType>:$inputs, I32Attr:$axis);
        let results = (outs AnyType:$output);
    }
    def VStackOp : Op<"vstack"> {
        let arguments = (ins Variadic<AnyType>:$inputs);
        let results = (outs AnyType:$output);
    }
    def SomeOp : Op<"some_op"> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$out);
    }
    def AnotherOp : Op<"another_op"> {
        let arguments = (ins AnyType:$b, AnyType:$c);
        let results = (outs AnyType:$out);
    }
    def OtherOp : Op<"other_op"> {
        let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
        let results = (outs AnyType:$out);
    }
    def SegmentsOp : Op<"segments", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<AnyType>:$lhs, Variadic<AnyType>:$rhs);
        let results = (outs AnyType:$out);
    }

    // ---- Additional constraints ----------------------------------------------
    // `Constraint<CPred<"$_self.use_empty()">, "has no use">`
    def HasNoUseOf : Constraint<|ctx: &Context, v: Value| ctx.use_empty(v), "has no use">;
    // `$0.cast<ShapedType>().getElementType() == $1.cast<…>().getElementType()`
    def HasSameElementType : Constraint<|ctx: &Context, a: Value, b: Value| element_type(ctx, a) == element_type(ctx, b), "has same element type">;

    // ---- Supplemental patterns --------------------------------------------------
    // `$0.getOwner()`
    def GetOwner : NativeCodeCall<|ctx: &mut Context, v: Value| -> OpId { ctx.defining_op(v).expect("an op result") }>;
    // `$1->setAttr("foo", $0->getInherentAttr("foo"))`
    def CopyAttrFoo : NativeCodeCallVoid<|b: &mut Builder<'_, '_>, src: OpId, dest: OpId| copy_attr(b, "foo", src, dest)>;
    def CopyAttrBar : NativeCodeCallVoid<|b: &mut Builder<'_, '_>, src: OpId, dest: OpId| copy_attr(b, "bar", src, dest)>;

    // ---- Rewrite directives -------------------------------------------------------
    def LocSrc1Op : Op<"loc_src1"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
    }
    def LocSrc2Op : Op<"loc_src2"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
    }
    def LocDst1Op : Op<"loc_dst1"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
    }
    def LocDst2Op : Op<"loc_dst2"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
    def SourceOp : Op<"source_op"> {
        let arguments = (ins AnyType:$arg0, AnyType:$arg1);
        let results = (outs AnyType:$out);
    }
    def OpA : Op<"op_a"> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$out);
    }
    def MakeF32 : NativeCodeCall<|ctx: &mut Context| -> drr::Type { ctx.float_type(drr::FloatKind::F32) }>;
    def TypeOf : NativeCodeCall<|ctx: &mut Context, v: Value| -> drr::Type { ctx.value_type(v) }>;
    def TwoArgOp : Op<"two_arg_op"> {
        let arguments = (ins AnyType:$first, AnyType:$second);
        let results = (outs AnyType:$out);
    }
    def AnOp : Op<"an_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$out);
    }

    // ---- Attributes: optional, default-valued, constants, enum cases ------------
    def OptAttrOp : Op<"opt_attr_op"> {
        let arguments = (ins OptionalAttr<I32Attr>:$opt, DefaultValuedAttr<I32Attr, 42>:$dflt);
        let results = (outs AnyType:$out);
    }
    def OptAttrOp2 : Op<"opt_attr_op2"> {
        let arguments = (ins OptionalAttr<I32Attr>:$opt, I32Attr:$dflt);
        let results = (outs AnyType:$out);
    }
    def EnumOp : Op<"enum_op"> {
        let arguments = (ins TestEnum:$kind);
        let results = (outs AnyType:$out);
    }
    def I32Case5 : I32EnumAttrCase<"case5", 5>;
    def I32Case10 : I32EnumAttrCase<"case10", 10>;
    def TestEnum : I32EnumAttr<"TestEnum", "a test enum", [I32Case5, I32Case10]>;
    def StrOp : Op<"str_op"> {
        let arguments = (ins StrAttr:$s);
        let results = (outs AnyType:$out);
    }
}

fn reg(ctx: &mut Context) {
    TestDialect::register(ctx);
}

// ---- Rust bodies of the NativeCodeCalls and constraints ----------------------

fn const_value(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    ConstOp::from_op(ctx, op).map(|c| c.value(ctx))
}

fn some_fn(b: &mut Builder<'_, '_>, values: &[Value]) -> Value {
    let loc = b.loc();
    let state = ListOp::build_inferred(b, loc, values).expect("list infers");
    let op = b.create(state).expect("created");
    b.op(op).result(0)
}

fn pack_attrs(b: &mut Builder<'_, '_>, a: Attribute, c: Attribute) -> [Value; 2] {
    let loc = b.loc();
    let i32_ty = b.int_type(32);
    [a, c].map(|attr| {
        let state = ConstOp::build_with(b, loc, i32_ty, attr);
        let op = b.create(state).expect("created");
        b.op(op).result(0)
    })
}

fn create_my_op(b: &mut Builder<'_, '_>, input: Value, attr: Attribute) -> OpId {
    let loc = b.loc();
    let ty = b.value_type(input);
    let state = COp::build_with(b, loc, ty, input, attr);
    b.create(state).expect("created")
}

fn element_type(ctx: &Context, v: Value) -> Option<drr::Type> {
    match ctx.type_data(ctx.value_type(v)) {
        drr::TypeData::RankedTensor { element, .. } => Some(*element),
        _ => None,
    }
}

fn copy_attr(b: &mut Builder<'_, '_>, name: &str, src: OpId, dest: OpId) {
    let sym = b.symbol(name);
    let value = b.discardable_attr(src, sym);
    b.rewriter()
        .modify_op_in_place(dest, |ctx| ctx.set_discardable_attr(dest, sym, value))
        .expect("live op")
        .expect("live op");
}

/// A module whose function has arguments `args` and the ops of `body` (one
/// per line, indentation ignored), in generic form.
fn m(args: &str, body: &str) -> String {
    let lines: String = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| format!("    {l}\n"))
        .collect();
    module(args, &lines).replace("  ^bb0():\n", "")
}

// =============================================================================
// Source pattern: binding op arguments and limiting the match
// =============================================================================

const TWO_AOPS: &str = r#"
    %0 = "test.a_op"(%arg0) <{a_attr = 1.0 : f32}> : (i32) -> i32
    %1 = "test.a_op"(%0) <{a_attr = 1 : i32}> : (i32) -> i32
    "test.use"(%1) : (i32) -> ()
"#;

#[test]
fn binding_op_arguments() {
    // def : Pat<(AOp $input, F32Attr:$attr), (COp $input, $attr)>;
    let p = drr::pat!((AOp $input, F32Attr:$attr), (COp $input, $attr));
    let expected = m(
        "%arg0: i32",
        r#"
        %0 = "test.c_op"(%arg0) <{c_attr = 1.000000e+00 : f32}> : (i32) -> i32
        %1 = "test.a_op"(%0) <{a_attr = 1 : i32}> : (i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &m("%arg0: i32", TWO_AOPS), set(p), false),
        expected
    );
    // def : Pat<(AOp $a, F32Attr:$b), ...>; (names are positional)
    let p = drr::pat!((AOp $a, F32Attr:$b), (COp $a, $b));
    assert_eq!(
        run(reg, &m("%arg0: i32", TWO_AOPS), set(p), false),
        expected
    );
}

#[test]
fn ignored_argument_and_unbound_constraint() {
    // def : Pat<(AOp $_, $b), ...>: only $b is captured.
    let p = drr::pat!((AOp $_, $b), (COp (BOp), $b));
    assert_eq!(
        run(reg, &m("%arg0: i32", TWO_AOPS), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.b_op"() : () -> i32
            %1 = "test.c_op"(%0) <{c_attr = 1.000000e+00 : f32}> : (i32) -> i32
            %2 = "test.b_op"() : () -> i32
            %3 = "test.c_op"(%2) <{c_attr = 1 : i32}> : (i32) -> i32
            "test.use"(%3) : (i32) -> ()
            "#
        )
    );
    // def : Pat<(AOp $a, F32Attr), ...>: a constraint without a symbol.
    let p = drr::pat!((AOp $a, F32Attr), (DOp $a, $a));
    assert_eq!(
        run(reg, &m("%arg0: i32", TWO_AOPS), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.d_op"(%arg0, %arg0) : (i32, i32) -> i32
            %1 = "test.a_op"(%0) <{a_attr = 1 : i32}> : (i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn repeated_operand_names_mean_equal_operands() {
    // "Operands in the source pattern can have the same name. This bounds
    // one operand to the name while verifying the rest are all equal."
    let p = drr::pat!((DOp $x, $x), (replaceWithValue $x));
    assert_eq!(
        run(
            reg,
            &m(
                "%arg0: i32, %arg1: i32",
                r#"
                %0 = "test.d_op"(%arg0, %arg0) : (i32, i32) -> i32
                %1 = "test.d_op"(%arg0, %arg1) : (i32, i32) -> i32
                "test.use"(%0, %1) : (i32, i32) -> ()
                "#
            ),
            set(p),
            false
        ),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.d_op"(%arg0, %arg1) : (i32, i32) -> i32
            "test.use"(%arg0, %0) : (i32, i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Matching DAGs of operations; binding op results
// =============================================================================

const B_THEN_A: &str = r#"
    %0 = "test.b_op"() : () -> i32 loc("b")
    %1 = "test.a_op"(%0) <{a_attr = 3 : i32}> : (i32) -> i32 loc("a")
    %2 = "test.a_op"(%arg0) <{a_attr = 4 : i32}> : (i32) -> i32 loc("x")
    "test.use"(%1, %2) : (i32, i32) -> () loc("u")
"#;

#[test]
fn matching_dag_of_operations() {
    // def : Pat<(AOp (BOp), $attr), ...>;
    let p = drr::pat!((AOp (BOp), $attr), (COp (BOp), $attr));
    let out = run(reg, &m("%arg0: i32", B_THEN_A), set(p), true);
    let expected = m(
        "%arg0: i32",
        r#"
        %0 = "test.b_op"() : () -> i32 loc("b")
        %1 = "test.b_op"() : () -> i32 loc(fused["a", "b"])
        %2 = "test.c_op"(%1) <{c_attr = 3 : i32}> : (i32) -> i32 loc(fused["a", "b"])
        %3 = "test.a_op"(%arg0) <{a_attr = 4 : i32}> : (i32) -> i32 loc("x")
        "test.use"(%2, %3) : (i32, i32) -> () loc("u")
        "#,
    );
    assert_eq!(strip_arg_locs(&out), expected, "{out}");
}

#[test]
fn binding_op_results() {
    // def : Pat<(AOp (BOp:$b_result), $attr), ...>;
    // def : Pat<(AOp (BOp:$b_result) $attr), (COp $b_result $attr)>;
    let p = drr::pat!((AOp (BOp:$b_result) $attr), (COp $b_result $attr));
    let out = run(reg, &m("%arg0: i32", B_THEN_A), set(p), true);
    assert_eq!(
        strip_arg_locs(&out),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.b_op"() : () -> i32 loc("b")
            %1 = "test.c_op"(%0) <{c_attr = 3 : i32}> : (i32) -> i32 loc(fused["a", "b"])
            %2 = "test.a_op"(%arg0) <{a_attr = 4 : i32}> : (i32) -> i32 loc("x")
            "test.use"(%1, %2) : (i32, i32) -> () loc("u")
            "#
        ),
        "{out}"
    );
}

/// The printed module with the block arguments' and the enclosing ops'
/// locations removed (they come from the input file), so expectations only
/// show the locations of the ops in the body.
fn strip_arg_locs(out: &str) -> String {
    let mut lines = Vec::new();
    for l in out.lines() {
        let t = l.trim_start();
        if t.starts_with("^bb0(") {
            // `%arg0: i32 loc(…)` → `%arg0: i32`
            let mut s = String::new();
            let mut rest = l;
            while let Some(i) = rest.find(" loc(") {
                s.push_str(&rest[..i]);
                let after = &rest[i + 5..];
                let mut depth = 1;
                let mut end = 0;
                for (j, c) in after.char_indices() {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                end = j + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                rest = &after[end..];
            }
            s.push_str(rest);
            lines.push(s);
        } else if (t.starts_with("}) :") || t.starts_with("\"func.return\"")) && l.contains(" loc(")
        {
            lines.push(l[..l.rfind(" loc(").unwrap()].to_owned());
        } else {
            lines.push(l.to_owned());
        }
    }
    lines.join("\n") + "\n"
}

// =============================================================================
// Result pattern: referencing symbols, building ops, nested generation
// =============================================================================

const ONE_AOP: &str = r#"
    %0 = "test.a_op"(%arg0) <{a_attr = 3 : i32}> : (i32) -> i32
    "test.use"(%0) : (i32) -> ()
"#;

#[test]
fn referencing_bound_symbols() {
    // def : Pat<(AOp $input, $attr), (COp $input, $attr)>;
    let p = drr::pat!((AOp $input, $attr), (COp $input, $attr));
    assert_eq!(
        run(reg, &m("%arg0: i32", ONE_AOP), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.c_op"(%arg0) <{c_attr = 3 : i32}> : (i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn building_operations_nested_op_infers_its_type() {
    // def : Pat<(AOp $input, $attr), (COp (AOp $input, $attr) $attr)>;
    // The nested AOp infers its result type (SameOperandsAndResultType);
    // the COp replacing the root takes the root's result type. The new
    // AOp matches the pattern again, so it is applied once.
    let p = drr::pat!((AOp $input, $attr), (COp (AOp $input, $attr) $attr));
    assert_eq!(
        run_once(reg, &m("%arg0: i32", ONE_AOP), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.a_op"(%arg0) <{a_attr = 3 : i32}> : (i32) -> i32
            %1 = "test.c_op"(%0) <{c_attr = 3 : i32}> : (i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn generating_dag_of_operations() {
    // def : Pat<(AOp $input, $attr), (COp (BOp), $attr)>;
    let p = drr::pat!((AOp $input, $attr), (COp (BOp), $attr));
    assert_eq!(
        run(reg, &m("%arg0: i32", ONE_AOP), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.b_op"() : () -> i32
            %1 = "test.c_op"(%0) <{c_attr = 3 : i32}> : (i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn binding_results_of_built_ops() {
    // def : Pat<(AOp $input, $ignored_attr), (DOp (BOp:$b_result) $b_result)>;
    let p = drr::pat!((AOp $input, $ignored_attr), (DOp (BOp:$b_result) $b_result));
    assert_eq!(
        run(reg, &m("%arg0: i32", ONE_AOP), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.b_op"() : () -> i32
            %1 = "test.d_op"(%0, %0) : (i32, i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// NativeCodeCall
// =============================================================================

const TWO_ATTRS: &str = r#"
    %0 = "test.two_attr_op"() <{op_attr1 = 1 : i32, op_attr2 = "x"}> : () -> i32
    "test.use"(%0) : (i32) -> ()
"#;

#[test]
fn native_code_call_create_array_attr() {
    // def createArrayAttr : NativeCodeCall<"createArrayAttr($_builder, $0, $1)">;
    // def : Pat<(TwoAttrOp $attr1, $attr2),
    //           (OneAttrOp (createArrayAttr $attr1, $attr2))>;
    let p = drr::pat!((TwoAttrOp $attr1, $attr2), (OneAttrOp (createArrayAttr $attr1, $attr2)));
    assert_eq!(
        run(reg, &m("", TWO_ATTRS), set(p), false),
        m(
            "",
            r#"
            %0 = "test.one_attr_op"() <{op_attr = [1 : i32, "x"]}> : () -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    // The same call written inline: a Rust closure whose first parameter
    // is `$_builder`.
    let p = drr::pat!(
        (TwoAttrOp $attr1, $attr2),
        (OneAttrOp (NativeCodeCall<|b, x, y| -> Attribute { b.array_attr(vec![y, x]) }> $attr1, $attr2))
    );
    assert_eq!(
        run(reg, &m("", TWO_ATTRS), set(p), false),
        m(
            "",
            r#"
            %0 = "test.one_attr_op"() <{op_attr = ["x", 1 : i32]}> : () -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

const SELF_INPUT: &str = r#"
    %0 = "test.const"() <{value = 7 : i32}> : () -> i32
    %1 = "test.one_operand_op"(%0) : (i32) -> i32
    %2 = "test.one_operand_op"(%arg0) : (i32) -> i32
    %3 = "test.const"() <{value = "s"}> : () -> i32
    %4 = "test.one_operand_op"(%3) : (i32) -> i32
    "test.use"(%1, %2, %4) : (i32, i32, i32) -> ()
"#;

fn self_expected() -> String {
    m(
        "%arg0: i32",
        r#"
        %0 = "test.const"() <{value = 7 : i32}> : () -> i32
        %1 = "test.two_attr_op"() <{op_attr1 = 7 : i32, op_attr2 = 7 : i32}> : () -> i32
        %2 = "test.one_operand_op"(%arg0) : (i32) -> i32
        %3 = "test.const"() <{value = "s"}> : () -> i32
        %4 = "test.one_operand_op"(%3) : (i32) -> i32
        "test.use"(%1, %2, %4) : (i32, i32, i32) -> ()
        "#,
    )
}

#[test]
fn native_code_call_self_matcher_inline() {
    // def : Pat<(OneAttrOp (NativeCodeCall<"Foo($_self, &$0)"> I32Attr:$val)),
    //           (TwoAttrOp $val, $val)>;
    // `$_self` is the op defining the operand; `$0` is returned.
    let p = drr::pat!(
        (OneOperandOp (NativeCodeCall<|ctx, op| ConstOp::from_op(ctx, op).map(|c| c.value(ctx))> I32Attr:$val)),
        (TwoAttrOp $val, $val)
    );
    assert_eq!(
        run(reg, &m("%arg0: i32", SELF_INPUT), set(p), false),
        self_expected()
    );
}

#[test]
fn native_code_call_self_matcher_named() {
    // The same matcher as a named record (`def Foo : NativeCodeCall<…>`):
    // a path operator in a source pattern may name an op or a matcher.
    // A matcher is not an op: the benefit counts only `OneOperandOp`.
    let p = drr::pat!(SelfMatcher: (OneOperandOp (Foo I32Attr:$val)), (TwoAttrOp $val, $val));
    assert_eq!(p.benefit(), 1);
    assert_eq!(p.debug_name(), "SelfMatcher");
    assert_eq!(
        run(reg, &m("%arg0: i32", SELF_INPUT), set(p), false),
        self_expected()
    );
    // An op in the same position counts.
    let q = drr::pat!((OneOperandOp (ConstOp I32Attr:$val)), (TwoAttrOp $val, $val));
    assert_eq!(q.benefit(), 2);
    assert_eq!(
        run(reg, &m("%arg0: i32", SELF_INPUT), set(q), false),
        self_expected()
    );
}

#[test]
fn native_code_call_positional_placeholders() {
    // SomeCall : NativeCodeCall<"someFn($1, $2, $0)">, (SomeCall $in0, $in1, $in2)
    let p = drr::pat!((ThreeArgOp $in0, $in1, $in2), (SomeCall $in0, $in1, $in2));
    let src = m(
        "%arg0: i32, %arg1: i32, %arg2: i32",
        r#"
        %0 = "test.three_arg_op"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg1, %arg2, %arg0) : (i32, i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
    // SomeCall : NativeCodeCall<"someFn($1...)">: the range `$1...` is
    // passed as one `(variadic …)` argument.
    let p = drr::pat!((ThreeArgOp $in0, $in1, $in2), (SomeRangeCall (variadic $in1, $in2)));
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.list"(%arg1, %arg2) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn native_code_call_binding_multiple_results() {
    // def PackAttrs : NativeCodeCall<"packAttrs($0, $1)", 2>;
    // def : Pattern<(TwoResultOp $attr1, $attr2),
    //               [(OneResultOp (PackAttr:$res__0, $attr1, $attr2)),
    //                (OneResultOp $res__1)]>;
    let p = drr::pattern!(
        (PackSrcOp $attr1, $attr2),
        [(OneResultOp (PackAttrs:$res__0, $attr1, $attr2)), (OneResultOp $res__1)]
    );
    let src = m(
        "",
        r#"
        %0:2 = "test.pack_src"() <{attr1 = 1 : i32, attr2 = 2 : i32}> : () -> (i32, i32)
        "test.use"(%0#0, %0#1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "",
            r#"
            %0 = "test.const"() <{value = 1 : i32}> : () -> i32
            %1 = "test.const"() <{value = 2 : i32}> : () -> i32
            %2 = "test.one_result_op"(%0) : (i32) -> i32
            %3 = "test.one_result_op"(%1) : (i32) -> i32
            "test.use"(%2, %3) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn native_code_call_customizing_entire_op_building() {
    // def createMyOp : NativeCodeCall<"createMyOp($_builder, $0, $1)">;
    // def : Pat<(... $input, $attr), (createMyOp $input, $attr)>;
    let p = drr::pat!((AOp $input, $attr), (createMyOp $input, $attr));
    assert_eq!(
        run(reg, &m("%arg0: i32", ONE_AOP), set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.c_op"(%arg0) <{c_attr = 3 : i32}> : (i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Supporting auxiliary ops
// =============================================================================

#[test]
fn auxiliary_ops_alloc_store_load() {
    // def : Pattern<(AddIOp $lhs, $rhs),
    //               [(StoreOp (AllocOp:$mem (ShapeOp $lhs)), (AddIOp $lhs, $rhs)),
    //                (LoadOp $mem)]>;
    // (The new AddIOp matches again: applied once.)
    let p = drr::pattern!(
        (AddIOp $lhs, $rhs),
        [(StoreOp (AllocOp:$mem (ShapeOp $lhs)), (AddIOp $lhs, $rhs)),
         (LoadOp $mem)]
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "test.addi"(%arg0, %arg1) : (i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.shape"(%arg0) : (i32) -> index
            %1 = "test.alloc"(%0) : (index) -> none
            %2 = "test.addi"(%arg0, %arg1) : (i32, i32) -> i32
            "test.store"(%1, %2) : (none, i32) -> ()
            %3 = "test.load"(%1) : (none) -> i32
            "test.use"(%3) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Multi-result ops: `__N`, replacing multi-result ops
// =============================================================================

const THREE: &str = r#"
    %0:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
    "test.use"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
"#;

#[test]
fn result_suffix_refers_to_nth_result() {
    // def : Pattern<(ThreeResultOp:$results ...),
    //               [(... $results__0), ..., (... $results__2), ...]>;
    // Here the bound op is nested under the root.
    let p = drr::pat!((DOp (ThreeResultOp:$results $in), $x), (DOp $results__2, $results__0));
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
        %1 = "test.d_op"(%0#1, %arg1) : (i32, i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
            %1 = "test.d_op"(%0#2, %0#0) : (i32, i32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn bind_and_reference_specific_result_of_built_op() {
    // def : Pattern<(TwoResultOp ...),
    //               [(ThreeResultOp:$results__2, ...),
    //                (replaceWithValue $results__0)]>;
    let p = drr::pattern!(
        (TwoResultOp $in),
        [(ThreeResultOp:$results__2, $in), (replaceWithValue $results__0)]
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0:2 = "test.two_result_op"(%arg0) : (i32) -> (i32, i32)
        "test.use"(%0#0, %0#1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
            "test.use"(%0#2, %0#0) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn replacing_multi_result_ops() {
    let src = m("%arg0: i32", THREE);
    // Replace each result with a result generated from an individual op.
    let p = drr::pattern!(
        (ThreeResultOp $in),
        [(OneResultOp $in), (OneResultOp $in), (OneResultOp $in)]
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.one_result_op"(%arg0) : (i32) -> i32
            %1 = "test.one_result_op"(%arg0) : (i32) -> i32
            %2 = "test.one_result_op"(%arg0) : (i32) -> i32
            "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
            "#
        )
    );
    // Replace the first two results with two results generated from the
    // same op.
    let p = drr::pattern!((ThreeResultOp $in), [(TwoResultOp $in), (OneResultOp $in)]);
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0:2 = "test.two_result_op"(%arg0) : (i32) -> (i32, i32)
            %1 = "test.one_result_op"(%arg0) : (i32) -> i32
            "test.use"(%0#0, %0#1, %1) : (i32, i32, i32) -> ()
            "#
        )
    );
    // Replace all three results with three results generated from the
    // same op (applied once: the new op matches again).
    let p = drr::pat!((ThreeResultOp $in), (ThreeResultOp $in));
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
            "test.use"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
            "#
        )
    );
    let p = drr::pattern!((ThreeResultOp $in), [(AuxiliaryOp $in), (ThreeResultOp $in)]);
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.auxiliary_op"(%arg0) : (i32) -> i32
            %1:3 = "test.three_result_op"(%arg0) : (i32) -> (i32, i32, i32)
            "test.use"(%1#0, %1#1, %1#2) : (i32, i32, i32) -> ()
            "#
        )
    );
    // More values than results: the last ones replace, the others are
    // auxiliary.
    let p = drr::pattern!((TwoResultOp $in), [(OneResultOp $in), (TwoResultOp:$t__0 $in), (OneResultOp $in)]);
    let src2 = m(
        "%arg0: i32",
        r#"
        %0:2 = "test.two_result_op"(%arg0) : (i32) -> (i32, i32)
        "test.use"(%0#0, %0#1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src2, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.one_result_op"(%arg0) : (i32) -> i32
            %1:2 = "test.two_result_op"(%arg0) : (i32) -> (i32, i32)
            %2 = "test.one_result_op"(%arg0) : (i32) -> i32
            "test.use"(%1#0, %2) : (i32, i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Variadic ops: `variadic` in source and result patterns
// =============================================================================

const CONCAT: &str = r#"
    %0 = "test.concatenate"(%arg0, %arg1) <{axis = 0 : i32}> : (i32, i32) -> i32
    %1 = "test.concatenate"(%arg0, %arg1, %arg0) <{axis = 0 : i32}> : (i32, i32, i32) -> i32
    %2 = "test.concatenate"(%arg0, %arg1) <{axis = 1 : i32}> : (i32, i32) -> i32
    "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
"#;

#[test]
fn match_variadic_operand() {
    // def : Pat<(ConcatenateOp (variadic $input0, $input1), $axis), ...>;
    // Exactly two values; built back in the other order with `variadic`
    // in the result pattern.
    let p = drr::pat!(
        (ConcatenateOp (variadic $input0, $input1), $axis),
        (VStackOp (variadic $input1, $input0))
    );
    assert_eq!(
        run(reg, &m("%arg0: i32, %arg1: i32", CONCAT), set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.vstack"(%arg1, %arg0) : (i32, i32) -> i32
            %1 = "test.concatenate"(%arg0, %arg1, %arg0) <{axis = 0 : i32}> : (i32, i32, i32) -> i32
            %2 = "test.vstack"(%arg1, %arg0) : (i32, i32) -> i32
            "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn match_variadic_bound_to_full_range() {
    // def : Pat<(ConcatenateOp (variadic:$inputs $input0, $input1),
    //                          ConstantAttr<I32Attr, "0">),
    //           (VStackOp $inputs)>;
    let p = drr::pat!(
        (ConcatenateOp (variadic:$inputs $input0, $input1), ConstantAttr<I32Attr, "0">),
        (VStackOp $inputs)
    );
    assert_eq!(
        run(reg, &m("%arg0: i32, %arg1: i32", CONCAT), set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.vstack"(%arg0, %arg1) : (i32, i32) -> i32
            %1 = "test.concatenate"(%arg0, %arg1, %arg0) <{axis = 0 : i32}> : (i32, i32, i32) -> i32
            %2 = "test.concatenate"(%arg0, %arg1) <{axis = 1 : i32}> : (i32, i32) -> i32
            "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn match_variadic_sub_dags() {
    // def : Pat<(ConcatenateOp (variadic (SomeOp $a), (AnotherOp $b, $c)), $axis),
    //           (OtherOp $a, $b, $c)>;
    let p = drr::pat!(
        (ConcatenateOp (variadic (SomeOp $a), (AnotherOp $b, $c)), $axis),
        (OtherOp $a, $b, $c)
    );
    let src = m(
        "%arg0: i32, %arg1: i32, %arg2: i32",
        r#"
        %0 = "test.some_op"(%arg0) : (i32) -> i32
        %1 = "test.another_op"(%arg1, %arg2) : (i32, i32) -> i32
        %2 = "test.concatenate"(%0, %1) <{axis = 0 : i32}> : (i32, i32) -> i32
        %3 = "test.concatenate"(%1, %0) <{axis = 0 : i32}> : (i32, i32) -> i32
        "test.use"(%2, %3) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.some_op"(%arg0) : (i32) -> i32
            %1 = "test.another_op"(%arg1, %arg2) : (i32, i32) -> i32
            %2 = "test.other_op"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
            %3 = "test.concatenate"(%1, %0) <{axis = 0 : i32}> : (i32, i32) -> i32
            "test.use"(%2, %3) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn multi_variadic_op_declared_vs_actual_values() {
    // MultiVariadicOp: 3 declared operands / results; an instance with 5
    // actual operands and 4 actual results. `$r__1` is the whole variadic
    // result group; the bound operand `$input2` the whole variadic operand.
    let p = drr::pat!(
        (OneResultOp (MultiVariadicOp:$r $input1, $input2, $input3)),
        (SegmentsOp $input2, (variadic $input1, $input3, (ListOp $r__1)))
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0:4 = "test.multi_variadic_op"(%arg0, %arg1, %arg1, %arg1, %arg0) : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32)
        %1 = "test.one_result_op"(%0#0) : (i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0:4 = "test.multi_variadic_op"(%arg0, %arg1, %arg1, %arg1, %arg0) : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32)
            %1 = "test.list"(%0#1, %0#2) : (i32, i32) -> i32
            %2 = "test.segments"(%arg1, %arg1, %arg1, %arg0, %arg0, %1) <{operandSegmentSizes = array<i32: 3, 3>}> : (i32, i32, i32, i32, i32, i32) -> i32
            "test.use"(%2) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn operand_segment_sizes_filled_in() {
    // A built op with several variadic operands (AttrSizedOperandSegments)
    // gets `operandSegmentSizes` from the values given.
    let p = drr::pat!(
        (ThreeArgOp $a, $b, $c),
        (SegmentsOp (variadic $a), (variadic $b, $c, $a))
    );
    let src = m(
        "%arg0: i32, %arg1: i32, %arg2: i32",
        r#"
        %0 = "test.three_arg_op"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32, %arg2: i32",
            r#"
            %0 = "test.segments"(%arg0, %arg1, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 3>}> : (i32, i32, i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Additional constraints
// =============================================================================

#[test]
fn additional_constraints() {
    // def : Pattern<(TwoResultOp:$results $input),
    //               [(...), (...)],
    //               [(F32Tensor:$results__0), (HasNoUseOf:$results__1),
    //                (HasSameElementShape $results__0, $input)]>;
    let p = drr::pattern!(
        (TwoResultOp:$results $input),
        [(OneResultOp $input), (AuxiliaryOp $input)],
        [(F32Tensor:$results__0), (HasNoUseOf:$results__1),
         (HasSameElementType $results__0, $input)]
    );
    let src = m(
        "%arg0: tensor<2xf32>, %arg1: tensor<2xi32>",
        r#"
        %0:2 = "test.two_result_op"(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
        %1:2 = "test.two_result_op"(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
        %2:2 = "test.two_result_op"(%arg1) : (tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
        %3:2 = "test.two_result_op"(%arg1) : (tensor<2xi32>) -> (tensor<2xf32>, tensor<2xf32>)
        "test.use"(%0#0, %1#0, %1#1, %2#0, %3#0) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xf32>) -> ()
        "#,
    );
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (out, result) = run_with(reg, &src, set(p), false, &config);
    assert_eq!(
        out,
        m(
            "%arg0: tensor<2xf32>, %arg1: tensor<2xi32>",
            r#"
            %0 = "test.one_result_op"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
            %1 = "test.auxiliary_op"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
            %2:2 = "test.two_result_op"(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
            %3:2 = "test.two_result_op"(%arg1) : (tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
            %4:2 = "test.two_result_op"(%arg1) : (tensor<2xi32>) -> (tensor<2xf32>, tensor<2xf32>)
            "test.use"(%0, %2#0, %2#1, %3#0, %4#0) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xf32>) -> ()
            "#
        )
    );
    // DRR's failure texts (those of mlir-tblgen's generated matchers).
    let reasons = failure_reasons(&result);
    assert!(
        reasons.contains(
            &"value entity 'results__1' failed to satisfy constraint: 'has no use'".to_owned()
        ),
        "{reasons:?}"
    );
    assert!(
        reasons.contains(&"value entity 'results__0' failed to satisfy constraint: 'tensor of 32-bit float values'".to_owned()),
        "{reasons:?}"
    );
    assert!(
        reasons.contains(
            &"entities 'results__0, input' failed to satisfy constraint: 'has same element type'"
                .to_owned()
        ),
        "{reasons:?}"
    );
}

fn failure_reasons(result: &drr::rewrite::GreedyResult) -> Vec<String> {
    result
        .explain
        .iter()
        .flat_map(|e| &e.attempts)
        .filter_map(|a| a.result.as_ref().err().map(|f| f.reason().to_owned()))
        .collect()
}

// =============================================================================
// Supplemental patterns
// =============================================================================

#[test]
fn supplemental_patterns_copy_attributes() {
    // def : Pattern<
    //   (ThreeResultOp:$src ...),
    //   [(ZeroResultOp:$dest1 ...), (ThreeResultOp:$dest2 ...)],
    //   [(CopyAttrFoo (GetOwner $src), $dest1),
    //    (CopyAttrBar (GetOwner $src), (GetOwner $dest2))]>;
    // (The manual passes the supplemental patterns in the constraints
    // slot; they are the 4th parameter.)
    let p = drr::pattern!(
        (ThreeResultOp:$src $in),
        [(ZeroResultOp:$dest1 $in), (ThreeResultOp:$dest2 $in)],
        [],
        [(CopyAttrFoo (GetOwner $src), $dest1),
         (CopyAttrBar (GetOwner $src), (GetOwner $dest2))]
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0:3 = "test.three_result_op"(%arg0) {bar = 2 : i32, foo = 1 : i32} : (i32) -> (i32, i32, i32)
        "test.use"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            "test.zero_result_op"(%arg0) {foo = 1 : i32} : (i32) -> ()
            %0:3 = "test.three_result_op"(%arg0) {bar = 2 : i32} : (i32) -> (i32, i32, i32)
            "test.use"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Adjusting benefits
// =============================================================================

#[test]
fn benefit_default_is_number_of_ops_plus_add_benefit() {
    // Default benefit: the number of ops in the source pattern.
    assert_eq!(drr::pat!((AOp $x, $a), (COp $x, $a)).benefit(), 1);
    assert_eq!(drr::pat!((AOp (BOp), $a), (COp (BOp), $a)).benefit(), 2);
    assert_eq!(
        drr::pat!((TwoArgOp (either (AnOp $x), (AnOp $y))), (DOp $x, $y)).benefit(),
        3
    );
    // `(addBenefit N)` in the 4th (the manual's) or 5th (MLIR's) position.
    assert_eq!(
        drr::pat!((AOp $x, $a), (COp $x, $a), [], (addBenefit 5)).benefit(),
        6
    );
    assert_eq!(
        drr::pat!((AOp $x, $a), (COp $x, $a), [], [], (addBenefit 5)).benefit(),
        6
    );
    assert_eq!(
        drr::pattern!((AOp $x, $a), [(COp $x, $a)], [], [], (addBenefit 10)).benefit(),
        11
    );
}

#[test]
fn higher_benefit_is_tried_first() {
    // Both match; the larger match (2 ops) wins over the smaller one,
    // whatever the order they were added in, and `addBenefit` can
    // reverse that.
    let src = m("%arg0: i32", B_THEN_A);
    let small = || drr::pat!(Small: (AOp $x, $a), (COp $x, $a));
    let large = || drr::pat!(Large: (AOp (BOp), $a), (DOp (BOp), (BOp)));
    let mut s = RewritePatternSet::new();
    s.add(small());
    s.add(large());
    let out = run(reg, &src, s, false);
    assert!(
        out.contains(r#"%3 = "test.d_op"(%1, %2) : (i32, i32) -> i32"#),
        "{out}"
    );
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!(Small: (AOp $x, $a), (COp $x, $a), [], [], (addBenefit 1)));
    s.add(large());
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (out, result) = run_with(reg, &src, s, false, &config);
    assert!(!out.contains("test.d_op"), "{out}");
    // Equal benefits: insertion order; the explain trace shows the order.
    let first = result
        .explain
        .iter()
        .find(|e| e.op_name == "test.a_op")
        .expect("a_op processed");
    assert_eq!(first.attempts[0].pattern, "Small");
    assert_eq!(first.attempts[0].benefit, 2);
}

// =============================================================================
// Rewrite directives: location
// =============================================================================

const LOCS: &str = r#"
    %0 = "test.loc_src2"(%arg0) : (i32) -> i32 loc("src2")
    %1 = "test.loc_src1"(%0) : (i32) -> i32 loc("src1")
    "test.use"(%1) : (i32) -> () loc("use")
"#;

#[test]
fn location_directive() {
    // def : Pat<(LocSrc1Op:$src1 (LocSrc2Op:$src2 ...),
    //           (LocDst1Op (LocDst2Op ..., (location $src2)), (location "outer"))>;
    let p = drr::pat!(
        (LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)),
        (LocDst1Op (LocDst2Op $x, (location $src2)), (location "outer"))
    );
    let out = run(reg, &m("%arg0: i32", LOCS), set(p), true);
    assert_eq!(
        strip_arg_locs(&out),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.loc_src2"(%arg0) : (i32) -> i32 loc("src2")
            %1 = "test.loc_dst2"(%arg0) : (i32) -> i32 loc("src2")
            %2 = "test.loc_dst1"(%1) : (i32) -> i32 loc("outer")
            "test.use"(%2) : (i32) -> () loc("use")
            "#
        )
    );
    // Several symbols: fused; with a string: fused with it as metadata.
    let p = drr::pat!(
        (LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)),
        (LocDst1Op (LocDst2Op $x, (location $src1, $src2)), (location "both", $src2, $src1))
    );
    let out = run(reg, &m("%arg0: i32", LOCS), set(p), true);
    assert_eq!(
        strip_arg_locs(&out),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.loc_src2"(%arg0) : (i32) -> i32 loc("src2")
            %1 = "test.loc_dst2"(%arg0) : (i32) -> i32 loc(fused["src1", "src2"])
            %2 = "test.loc_dst1"(%1) : (i32) -> i32 loc(fused<"both">["src2", "src1"])
            "test.use"(%2) : (i32) -> () loc("use")
            "#
        )
    );
    // Default: the fused location of all matched ops, root first.
    let p = drr::pat!((LocSrc1Op (LocSrc2Op $x)), (LocDst1Op (LocDst2Op $x)));
    let out = run(reg, &m("%arg0: i32", LOCS), set(p), true);
    assert!(
        out.contains(r#"%2 = "test.loc_dst1"(%1) : (i32) -> i32 loc(fused["src1", "src2"])"#),
        "{out}"
    );
}

// =============================================================================
// replaceWithValue
// =============================================================================

#[test]
fn replace_with_value() {
    // def : Pat<(Foo $input), (replaceWithValue $input)>;
    let p = drr::pat!((OneOperandOp $input), (replaceWithValue $input));
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "test.one_operand_op"(%arg0) : (i32) -> i32
        %1 = "test.one_operand_op"(%0) : (i32) -> i32
        "test.use"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m("%arg0: i32", r#""test.use"(%arg0) : (i32) -> ()"#)
    );
    // Nested: feeds an operand of a built op.
    let p = drr::pat!((DOp $a, $b), (DOp (replaceWithValue $b), $a));
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "test.d_op"(%arg0, %arg1) : (i32, i32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run_once(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.d_op"(%arg1, %arg0) : (i32, i32) -> i32
            "test.use"(%0) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// returnType
// =============================================================================

#[test]
fn return_type_three_forms_mixed() {
    // def : Pat<(SourceOp $arg0, $arg1),
    //           (OpA $arg0, (TwoResultOp:$res__1 $arg1,
    //                          (returnType $arg1, "$_builder.getI64Type()")))>;
    let p = drr::pat!(
        (SourceOp $arg0, $arg1),
        (OpA $arg0, (TwoResultOp:$res__1 $arg1, (returnType $arg1, "$_builder.int_type(64)")))
    );
    let src = m(
        "%arg0: i32, %arg1: f32",
        r#"
        %0 = "test.source_op"(%arg0, %arg1) : (i32, f32) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: f32",
            r#"
            %0:2 = "test.two_result_op"(%arg1) : (f32) -> (f32, i64)
            %1 = "test.op_a"(%arg0, %0#1) : (i32, i64) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
    // `(returnType (NativeCodeCall …))`, a `{ Rust expression }` and `$x`,
    // several types from a mix of forms.
    let p = drr::pat!(
        (SourceOp $arg0, $arg1),
        (OpA (ThreeResultOp:$r__2 $arg0, (returnType (MakeF32), { builder.index_type() }, (TypeOf $arg1))), $arg1)
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32, %arg1: f32",
            r#"
            %0:3 = "test.three_result_op"(%arg0) : (i32) -> (f32, index, f32)
            %1 = "test.op_a"(%0#2, %arg1) : (f32, f32) -> i32
            "test.use"(%1) : (i32) -> ()
            "#
        )
    );
}

// =============================================================================
// either
// =============================================================================

#[test]
fn either_matches_both_orders() {
    // def : Pat<(TwoArgOp (either $firstArg, (AnOp $secondArg))), (...)>;
    let p = drr::pat!(
        (TwoArgOp (either $firstArg, (AnOp $secondArg))),
        (DOp $firstArg, $secondArg)
    );
    let src = m(
        "%arg0: i32, %arg1: i32",
        r#"
        %0 = "test.an_op"(%arg1) : (i32) -> i32 loc("an0")
        %1 = "test.two_arg_op"(%arg0, %0) : (i32, i32) -> i32 loc("two0")
        %2 = "test.an_op"(%arg0) : (i32) -> i32 loc("an1")
        %3 = "test.two_arg_op"(%2, %arg1) : (i32, i32) -> i32 loc("two1")
        %4 = "test.two_arg_op"(%arg0, %arg1) : (i32, i32) -> i32 loc("two2")
        "test.use"(%1, %3, %4) : (i32, i32, i32) -> () loc("use")
        "#,
    );
    let out = run(reg, &src, set(p), true);
    assert_eq!(
        strip_arg_locs(&out),
        m(
            "%arg0: i32, %arg1: i32",
            r#"
            %0 = "test.an_op"(%arg1) : (i32) -> i32 loc("an0")
            %1 = "test.d_op"(%arg0, %arg1) : (i32, i32) -> i32 loc(fused["two0", "an0"])
            %2 = "test.an_op"(%arg0) : (i32) -> i32 loc("an1")
            %3 = "test.d_op"(%arg1, %arg0) : (i32, i32) -> i32 loc(fused["two1", "an1"])
            %4 = "test.two_arg_op"(%arg0, %arg1) : (i32, i32) -> i32 loc("two2")
            "test.use"(%1, %3, %4) : (i32, i32, i32) -> () loc("use")
            "#
        )
    );
}

// =============================================================================
// Zero-result roots; optional and default-valued attributes; constants
// =============================================================================

#[test]
fn zero_result_root_is_erased() {
    let p = drr::pat!((ZeroResultOp (OneResultOp $x)), (ZeroResultOp $x));
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "test.one_result_op"(%arg0) : (i32) -> i32
        "test.zero_result_op"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "test.one_result_op"(%arg0) : (i32) -> i32
            "test.zero_result_op"(%arg0) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn missing_optional_and_default_valued_attributes() {
    // A missing OptionalAttr matches (and stays missing when passed on); a
    // missing DefaultValuedAttr matches as its default value.
    let p = drr::pat!((OptAttrOp $opt, $dflt), (OptAttrOp2 $opt, $dflt));
    let src = m(
        "",
        r#"
        %0 = "test.opt_attr_op"() : () -> i32
        %1 = "test.opt_attr_op"() <{dflt = 7 : i32, opt = 1 : i32}> : () -> i32
        "test.use"(%0, %1) : (i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "",
            r#"
            %0 = "test.opt_attr_op2"() <{dflt = 42 : i32}> : () -> i32
            %1 = "test.opt_attr_op2"() <{dflt = 7 : i32, opt = 1 : i32}> : () -> i32
            "test.use"(%0, %1) : (i32, i32) -> ()
            "#
        )
    );
    // A constant leaf on a defaulted attribute compares with the default.
    let p = drr::pat!((OptAttrOp $opt, ConstantAttr<I32Attr, "42">), (OptAttrOp2 $opt, ConstantAttr<I32Attr, "0">));
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "",
            r#"
            %0 = "test.opt_attr_op2"() <{dflt = 0 : i32}> : () -> i32
            %1 = "test.opt_attr_op"() <{dflt = 7 : i32, opt = 1 : i32}> : () -> i32
            "test.use"(%0, %1) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn constant_attributes_and_enum_cases() {
    let src = m(
        "",
        r#"
        %0 = "test.enum_op"() <{kind = 5 : i32}> : () -> i32
        %1 = "test.enum_op"() <{kind = 10 : i32}> : () -> i32
        %2 = "test.str_op"() <{s = "a"}> : () -> i32
        %3 = "test.str_op"() <{s = "b"}> : () -> i32
        "test.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
        "#,
    );
    // An enum case record (DRR's `I32Case5`) as a leaf, in the source and
    // the result; `ConstantEnumCase<E, "case">`; `ConstantStrAttr`.
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!((EnumOp I32Case5), (StrOp ConstantStrAttr<StrAttr, "five">)));
    s.add(drr::pat!((EnumOp ConstantEnumCase<TestEnum, "case10">), (EnumOp I32Case5)));
    s.add(drr::pat!((StrOp ConstantStrAttr<StrAttr, "a">), (EnumOp ConstantEnumCase<TestEnum, "case10">)));
    assert_eq!(
        run(reg, &src, s, false),
        m(
            "",
            r#"
            %0 = "test.str_op"() <{s = "five"}> : () -> i32
            %1 = "test.str_op"() <{s = "five"}> : () -> i32
            %2 = "test.str_op"() <{s = "five"}> : () -> i32
            %3 = "test.str_op"() <{s = "b"}> : () -> i32
            "test.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
            "#
        )
    );
}

// =============================================================================
// Named and anonymous patterns; patterns! + populate_with_generated;
// match failure reasons
// =============================================================================

mod generated {
    use super::*;

    drr::patterns! {
        def ZAnonFirst : Pat<(AOp (BOp), $attr), (COp (BOp), $attr)>;
        def : Pat<(TwoAttrOp $a1, $a2), (OneAttrOp (createArrayAttr $a1, $a2))>;
        def BToD : Pattern<(AOp $x, $attr), [(DOp $x, $x)]>;
        def : Pat<(OneOperandOp (Foo I32Attr:$val)), (TwoAttrOp $val, $val)>;
    }
}

#[test]
fn patterns_block_and_populate_with_generated() {
    let mut s = RewritePatternSet::new();
    generated::populate_with_generated(&mut s);
    // Named patterns keep their names; anonymous ones are
    // `GeneratedConvert0…` in record order; registration in record-name
    // order (anonymous records are `anonymous_N`).
    let names: Vec<String> = s
        .patterns()
        .iter()
        .map(|p| p.debug_name().to_owned())
        .collect();
    assert_eq!(
        names,
        [
            "BToD",
            "ZAnonFirst",
            "GeneratedConvert0",
            "GeneratedConvert1"
        ]
    );
    assert_eq!(generated::ZAnonFirst.benefit(), 2);
    assert_eq!(generated::GeneratedConvert1.benefit(), 1);
    let out = run(reg, &m("%arg0: i32", B_THEN_A), s, false);
    assert_eq!(
        out,
        m(
            "%arg0: i32",
            r#"
            %0 = "test.b_op"() : () -> i32
            %1 = "test.b_op"() : () -> i32
            %2 = "test.c_op"(%1) <{c_attr = 3 : i32}> : (i32) -> i32
            %3 = "test.d_op"(%arg0, %arg0) : (i32, i32) -> i32
            "test.use"(%2, %3) : (i32, i32) -> ()
            "#
        )
    );
}

#[test]
fn match_failure_reasons_use_drr_texts() {
    let mut s = RewritePatternSet::new();
    s.add(drr::pat!(Nested: (AOp (BOp:$b), I32Attr:$a), (COp $b, $a)));
    s.add(drr::pat!(Matcher: (OneOperandOp (Foo I32Attr:$v)), (TwoAttrOp $v, $v)));
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "test.a_op"(%arg0) <{a_attr = 1 : i32}> : (i32) -> i32
        %1 = "test.d_op"(%arg0, %arg0) : (i32, i32) -> i32
        %2 = "test.a_op"(%1) <{a_attr = 1 : i32}> : (i32) -> i32
        %3 = "test.b_op"() : () -> i32
        %4 = "test.a_op"(%3) <{a_attr = 1.0 : f32}> : (i32) -> i32
        %5 = "test.one_operand_op"(%1) : (i32) -> i32
        %6 = "test.const"() <{value = "s"}> : () -> i32
        %7 = "test.one_operand_op"(%6) : (i32) -> i32
        "test.use"(%0, %2, %4, %5, %7) : (i32, i32, i32, i32, i32) -> ()
        "#,
    );
    let config = GreedyConfig {
        explain: true,
        ..GreedyConfig::default()
    };
    let (_, result) = run_with(reg, &src, s, false, &config);
    let reasons = failure_reasons(&result);
    for expected in [
        "There's no operation that defines operand 0 of castedOp0",
        "castedOp1 is not test.b_op type",
        "op 'test.a_op' attribute 'a_attr' failed to satisfy constraint: '32-bit signless integer attribute'",
        "Foo return ::mlir::failure",
        "operand 0 of native code call 'Foo' failed to satisfy constraint: '32-bit signless integer attribute'",
    ] {
        assert!(
            reasons.iter().any(|r| r == expected),
            "missing {expected:?} in {reasons:?}"
        );
    }
    let trace: String = result.explain.iter().map(|e| e.to_string()).collect();
    assert!(
        trace.contains("* Pattern Nested : 'test.a_op' (benefit 2)"),
        "{trace}"
    );
}
