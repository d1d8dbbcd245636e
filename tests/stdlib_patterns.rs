//! Library constraints and DRR helpers in patterns: a leaf constraint that
//! holds lets the pattern fire, one that fails does not (22-alternative
//! `AnyTypeOf`, `I<7>`, `ConfinedAttr`, `IsNullAttr`, …); library classes
//! in the constraints list; `HasOneUse`, `HasNoUseOf` and
//! `ConstantLikeMatcher` from `drr::pattern_base`.

mod common;

use common::{module, run, set};
use drr::{Attribute, Context, OpId};

drr::ods! {
    dialect sl;

    def ConstOp : Op<"const", [ConstantLike]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$res);
        let folder = fold_const;
    }
    def UseOp : Op<"use"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
    }
    def AddOp : Op<"add"> {
        let arguments = (ins AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$r);
    }
    def AttrOp : Op<"attr"> {
        let arguments = (ins AnyType:$x, OptionalAttr<I64Attr>:$n);
        let results = (outs AnyType:$r);
    }
    def MarkOp : Op<"mark"> {
        let arguments = (ins AnyType:$x, StrAttr:$tag);
        let results = (outs AnyType:$r);
    }
}

/// `ConstOp`'s folder: its `value` (what `m_Constant` reads).
fn fold_const(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> drr::FoldOutcome {
    match ctx.attr_of_definition(op, ConstOp::DEFINITION, 0, "value") {
        Some(a) => drr::FoldOutcome::Replace([drr::OpFoldResult::Attribute(a)].into()),
        None => drr::FoldOutcome::Failed,
    }
}

/// A function of `args` whose body is `body` (one op per line, indented
/// as the printer indents).
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
    SlDialect::register(ctx);
}

/// `"sl.use"` of each argument, each used by `"u.sink"`.
fn uses(types: &[&str]) -> String {
    let args: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {t}"))
        .collect();
    let body: String = types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            format!("%{i} = \"sl.use\"(%arg{i}) : ({t}) -> {t}\n\"u.sink\"(%{i}) : ({t}) -> ()\n")
        })
        .collect();
    m(&args.join(", "), &body)
}

#[test]
fn any_type_of_twenty_two_alternatives_as_a_leaf() {
    let p = drr::pat!(
        (UseOp AnyTypeOf<[I1, I8, I16, I32, I64, I128, SI8, SI16, SI32, SI64, UI8, UI16,
                          UI32, UI64, F16, BF16, F32, F64, F80, F128, Index, NoneType]>:$x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "any">)
    );
    let out = run(
        reg,
        &uses(&["i128", "tensor<f32>", "index", "f8E5M2"]),
        set(p),
        false,
    );
    assert_eq!(
        out,
        m(
            "%arg0: i128, %arg1: tensor<f32>, %arg2: index, %arg3: f8E5M2",
            r#"
            %0 = "sl.mark"(%arg0) <{tag = "any"}> : (i128) -> i128
            "u.sink"(%0) : (i128) -> ()
            %1 = "sl.use"(%arg1) : (tensor<f32>) -> tensor<f32>
            "u.sink"(%1) : (tensor<f32>) -> ()
            %2 = "sl.mark"(%arg2) <{tag = "any"}> : (index) -> index
            "u.sink"(%2) : (index) -> ()
            %3 = "sl.use"(%arg3) : (f8E5M2) -> f8E5M2
            "u.sink"(%3) : (f8E5M2) -> ()
            "#
        )
    );
}

#[test]
fn parameterized_and_container_leaves() {
    let p = drr::pat!((UseOp I<7>:$x), (MarkOp $x, ConstantStrAttr<StrAttr, "i7">));
    let q = drr::pat!(
        (UseOp TensorRankOf<[F32, F64], [2]>:$x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "2d">)
    );
    let r = drr::pat!(
        (UseOp VectorOfLengthAndType<[4], [AnyInteger]>:$x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "v4">)
    );
    let mut s = set(p);
    s.add(q);
    s.add(r);
    let out = run(
        reg,
        &uses(&[
            "i7",
            "i8",
            "tensor<2x2xf64>",
            "tensor<2xf64>",
            "vector<4xsi8>",
            "vector<4xf32>",
        ]),
        s,
        false,
    );
    let marked: Vec<&str> = out
        .lines()
        .filter_map(|l| l.split("tag = \"").nth(1))
        .map(|t| &t[..t.find('"').unwrap()])
        .collect();
    assert_eq!(marked, ["i7", "2d", "v4"]);
    assert_eq!(out.matches("\"sl.use\"").count(), 3);
}

/// `"sl.attr"(%arg0)` with each attribute dictionary.
fn attr_ops(attrs: &[&str]) -> String {
    let body: String = attrs
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "%{i} = \"sl.attr\"(%arg0) {a} : (i32) -> i32\n\"u.sink\"(%{i}) : (i32) -> ()\n"
            )
        })
        .collect();
    m("%arg0: i32", &body)
}

#[test]
fn confined_attribute_and_is_null_attr_leaves() {
    let p = drr::pat!(
        (AttrOp $x, ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<9>]>:$n),
        (MarkOp $x, ConstantStrAttr<StrAttr, "digit">)
    );
    let q = drr::pat!((AttrOp $x, IsNullAttr:$n), (MarkOp $x, ConstantStrAttr<StrAttr, "absent">));
    let mut s = set(p);
    s.add(q);
    let out = run(
        reg,
        &attr_ops(&[
            "<{n = 3 : i64}>",
            "<{n = -1 : i64}>",
            "<{n = 10 : i64}>",
            "",
        ]),
        s,
        false,
    );
    assert_eq!(
        out,
        m(
            "%arg0: i32",
            r#"
            %0 = "sl.mark"(%arg0) <{tag = "digit"}> : (i32) -> i32
            "u.sink"(%0) : (i32) -> ()
            %1 = "sl.attr"(%arg0) <{n = -1 : i64}> : (i32) -> i32
            "u.sink"(%1) : (i32) -> ()
            %2 = "sl.attr"(%arg0) <{n = 10 : i64}> : (i32) -> i32
            "u.sink"(%2) : (i32) -> ()
            %3 = "sl.mark"(%arg0) <{tag = "absent"}> : (i32) -> i32
            "u.sink"(%3) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn library_classes_and_helpers_in_the_constraints_list() {
    // `(TensorOf<[F32, F64]> $x)` and `(HasOneUse $x)`: the operand is a
    // float tensor used once.
    let p = drr::pat!(
        (UseOp $x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "t">),
        [(TensorOf<[F32, F64]> $x), (HasOneUse $x)]
    );
    let src = m(
        "%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<f64>",
        r#"
        %0 = "sl.use"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
        %1 = "sl.use"(%arg1) : (tensor<2xi32>) -> tensor<2xi32>
        %2 = "sl.use"(%arg2) : (tensor<f64>) -> tensor<f64>
        "u.sink"(%0, %1, %2, %arg2) : (tensor<2xf32>, tensor<2xi32>, tensor<f64>, tensor<f64>) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<f64>",
            r#"
            %0 = "sl.mark"(%arg0) <{tag = "t"}> : (tensor<2xf32>) -> tensor<2xf32>
            %1 = "sl.use"(%arg1) : (tensor<2xi32>) -> tensor<2xi32>
            %2 = "sl.use"(%arg2) : (tensor<f64>) -> tensor<f64>
            "u.sink"(%0, %1, %2, %arg2) : (tensor<2xf32>, tensor<2xi32>, tensor<f64>, tensor<f64>) -> ()
            "#
        )
    );
    // `(HasNoUseOf:$u)` on the root: only the unused `sl.use` is marked.
    let q = drr::pat!(
        (UseOp:$u $x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "dead">),
        [(HasNoUseOf:$u)]
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "sl.use"(%arg0) : (i32) -> i32
        %1 = "sl.use"(%arg0) : (i32) -> i32
        "u.sink"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(q), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "sl.mark"(%arg0) <{tag = "dead"}> : (i32) -> i32
            %1 = "sl.use"(%arg0) : (i32) -> i32
            "u.sink"(%1) : (i32) -> ()
            "#
        )
    );
}

#[test]
fn constant_like_matcher_binds_the_constant_attribute() {
    // `(ConstantLikeMatcher APIntAttr:$c)`, as ArithCanonicalization.td
    // writes it: the operand's defining op is constant-like and its value
    // an integer attribute.
    let p = drr::pat!(
        (AddOp $x, (ConstantLikeMatcher APIntAttr:$c)),
        (AttrOp $x, $c)
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "sl.const"() <{value = 5 : i64}> : () -> i32
        %1 = "sl.const"() <{value = 1.5 : f32}> : () -> i32
        %2 = "sl.add"(%arg0, %0) : (i32, i32) -> i32
        %3 = "sl.add"(%arg0, %1) : (i32, i32) -> i32
        %4 = "sl.add"(%arg0, %arg0) : (i32, i32) -> i32
        "u.sink"(%2, %3, %4) : (i32, i32, i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "sl.const"() <{value = 5 : i64}> : () -> i32
            %1 = "sl.const"() <{value = 1.500000e+00 : f32}> : () -> i32
            %2 = "sl.attr"(%arg0) <{n = 5 : i64}> : (i32) -> i32
            %3 = "sl.add"(%arg0, %1) : (i32, i32) -> i32
            %4 = "sl.add"(%arg0, %arg0) : (i32, i32) -> i32
            "u.sink"(%2, %3, %4) : (i32, i32, i32) -> ()
            "#
        )
    );
}

mod shadowing {
    use drr::{Context, Value};

    // A record of this block named like a library constraint: in this
    // block, `I32` is this one (anything goes).
    drr::ods! {
        dialect sh;
        def I32 : TypeConstraint<|ctx: &Context, ty| { let _ = (ctx, ty); true }, "anything">;
        def TakesI32 : Op<"takes"> {
            let arguments = (ins I32:$x);
        }
        def HasOneUse : Constraint<|ctx: &Context, v: Value| ctx.use_empty(v), "has no use (shadowed)">;
    }
}

#[test]
fn a_blocks_own_record_shadows_a_library_name() {
    let mut ctx = Context::new();
    shadowing::ShDialect::register(&mut ctx);
    let src = m("%arg0: f32", "\"sh.takes\"(%arg0) : (f32) -> ()");
    let module = drr::text::parse_module(&mut ctx, &src, "s.mlir").unwrap();
    let op = ctx
        .nested_ops_pre_order(module)
        .into_iter()
        .find(|&o| shadowing::TakesI32::from_op(&ctx, o).is_some())
        .unwrap();
    assert_eq!(shadowing::TakesI32::verify_invariants(&ctx, op), Ok(()));
    // With a path, a pattern uses a record of another block that shares a
    // library name (`shadowing::HasOneUse` means "has no use" here).
    let p = drr::pat!(
        (UseOp:$u $x),
        (MarkOp $x, ConstantStrAttr<StrAttr, "own">),
        [(shadowing::HasOneUse:$u)]
    );
    let src = m(
        "%arg0: i32",
        r#"
        %0 = "sl.use"(%arg0) : (i32) -> i32
        %1 = "sl.use"(%arg0) : (i32) -> i32
        "u.sink"(%1) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i32",
            r#"
            %0 = "sl.mark"(%arg0) <{tag = "own"}> : (i32) -> i32
            %1 = "sl.use"(%arg0) : (i32) -> i32
            "u.sink"(%1) : (i32) -> ()
            "#
        )
    );
}
