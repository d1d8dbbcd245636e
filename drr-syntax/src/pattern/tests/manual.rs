//! Every example pattern of the DRR manual (and of the task brief), in
//! Rust tokens: it parses, passes the checks, and has the expected shape.

use super::super::ast::*;
use super::super::check::{Obligation, ValueCount};
use super::super::symbols::BindingKind;
use super::{K, assert_error, ok, parse, with_checked};

fn path_name(op: &Operator) -> String {
    match op {
        Operator::Path(p) => p.display(),
        other => panic!("expected a path operator, got {other:?}"),
    }
}

fn leaf(a: &Arg) -> &Leaf {
    match a {
        Arg::Leaf(l) => l,
        other => panic!("expected a leaf, got {other:?}"),
    }
}

fn dag(a: &Arg) -> &Dag {
    match a {
        Arg::Dag(d) => d,
        other => panic!("expected a DAG, got {other:?}"),
    }
}

fn sym(a: &Arg) -> (String, Option<usize>) {
    let s = leaf(a).symbol.as_ref().expect("a symbol");
    (s.name.clone(), s.index)
}

fn constraint_name(a: &Arg) -> String {
    match &leaf(a).constraint {
        Some(LeafConstraint::Ref(r)) => r.display(),
        other => panic!("expected a named constraint, got {other:?}"),
    }
}

// ---------------------------------------------------------------------
// "Binding op arguments and limiting the match"
// ---------------------------------------------------------------------

#[test]
fn bind_operand_and_constrained_attribute() {
    let d = ok(K::Pat, "(AOp $input, F32Attr:$attr), (COp $input, $attr)");
    assert_eq!(d.kind, PatternKind::Pat);
    assert_eq!(path_name(&d.source.operator), "AOp");
    assert_eq!(sym(&d.source.args[0]), ("input".into(), None));
    assert_eq!(constraint_name(&d.source.args[1]), "F32Attr");
    assert_eq!(sym(&d.source.args[1]), ("attr".into(), None));
    assert_eq!(d.results.len(), 1);
    assert_eq!(path_name(&d.results[0].operator), "COp");
    assert!(d.constraints.is_empty() && d.supplemental.is_empty());
    assert!(d.benefit_delta.is_none());
}

#[test]
fn names_need_not_match_ods_names() {
    ok(K::Pat, "(AOp $a, F32Attr:$b), (COp $a, $b)");
}

#[test]
fn ignored_and_unbound_constraint_leaves() {
    let d = ok(K::Pat, "(AOp $_, $b), (COp $b, $b)");
    assert!(
        leaf(&d.source.args[0])
            .symbol
            .as_ref()
            .unwrap()
            .is_ignored()
    );
    let d = ok(K::Pat, "(AOp $a, F32Attr), (COp $a)");
    let l = leaf(&d.source.args[1]);
    assert!(l.symbol.is_none());
    assert_eq!(constraint_name(&d.source.args[1]), "F32Attr");
    // A constraint on an ignored symbol.
    let d = ok(K::Pat, "(AOp I32:$_, I64Attr:$_), (BOp)");
    assert!(
        leaf(&d.source.args[0])
            .symbol
            .as_ref()
            .unwrap()
            .is_ignored()
    );
}

#[test]
fn repeated_operand_names_are_equalities() {
    with_checked(K::Pat, "(OpN $a, (OpN $a, $b)), (OpN $a, $b)", |c| {
        assert_eq!(c.symbols.equalities.len(), 1);
        let e = &c.symbols.equalities[0];
        assert_eq!(c.symbols.bindings[e.binding].name, "a");
        assert_eq!(e.repeats.len(), 1);
        assert_eq!(
            e.repeats[0].1,
            NodePath {
                tree: Tree::Source,
                args: vec![1, 0]
            }
        );
    });
}

// ---------------------------------------------------------------------
// "Matching DAG of operations" / "Binding op results"
// ---------------------------------------------------------------------

#[test]
fn nested_source_dag() {
    let d = ok(K::Pat, "(AOp (BOp), $attr), (COp $attr)");
    let inner = dag(&d.source.args[0]);
    assert_eq!(path_name(&inner.operator), "BOp");
    assert!(inner.args.is_empty() && inner.bound.is_none());
}

#[test]
fn bind_nested_op_result() {
    with_checked(
        K::Pat,
        "(AOp (BOp:$b_result), $attr), (COp $b_result, $attr)",
        |c| {
            let b = c.symbols.get("b_result").unwrap();
            assert_eq!(b.kind, BindingKind::SourceOp);
            assert_eq!(
                b.node,
                NodePath {
                    tree: Tree::Source,
                    args: vec![0]
                }
            );
            assert_eq!(c.symbols.get("attr").unwrap().kind, BindingKind::Argument);
            assert_eq!(c.symbols.references.len(), 2);
        },
    );
}

#[test]
fn commas_between_arguments_are_optional() {
    let with = ok(
        K::Pat,
        "(AOp (BOp:$b_result), $attr), (COp $b_result, $attr)",
    );
    let without = ok(K::Pat, "(AOp (BOp:$b_result) $attr), (COp $b_result $attr)");
    assert_eq!(with.source.args.len(), without.source.args.len());
    assert_eq!(with.results[0].args.len(), without.results[0].args.len());
    // A comma after the operator (the manual's `(ThreeResultOp:$results__2, ...)`)
    // and a trailing comma are accepted too.
    let d = ok(K::Pat, "(AOp, $a, $b,), (COp:$c, $a, $b,),");
    assert_eq!(d.source.args.len(), 2);
    assert_eq!(d.results[0].args.len(), 2);
}

// ---------------------------------------------------------------------
// Result patterns
// ---------------------------------------------------------------------

#[test]
fn nested_result_dags() {
    ok(
        K::Pat,
        "(AOp $input, $attr), (COp (AOp $input, $attr) $attr)",
    );
    ok(K::Pat, "(AOp $input, $attr), (COp (BOp), $attr)");
}

#[test]
fn result_binding_reused_by_a_later_sibling() {
    with_checked(
        K::Pat,
        "(AOp $input, $ignored_attr), (DOp (BOp:$b_result) $b_result)",
        |c| {
            let b = c.symbols.get("b_result").unwrap();
            assert_eq!(b.kind, BindingKind::ResultNode { selected: None });
            assert_eq!(
                b.node,
                NodePath {
                    tree: Tree::Result(0),
                    args: vec![0]
                }
            );
        },
    );
}

#[test]
fn named_native_code_call_in_result() {
    let d = ok(
        K::Pat,
        "(TwoAttrOp $attr1, $attr2), (OneAttrOp (createArrayAttr $attr1, $attr2))",
    );
    assert_eq!(
        path_name(&dag(&d.results[0].args[0]).operator),
        "createArrayAttr"
    );
    let d = ok(
        K::Pattern,
        "(TwoAttrOp $attr1, $attr2), [(OneAttrOp (createArrayAttr $attr1, $attr2))]",
    );
    assert_eq!(d.kind, PatternKind::Pattern);
}

#[test]
fn inline_native_code_call_matcher_in_source() {
    // Manual: (OneAttrOp (NativeCodeCall<"Foo($_self, &$0)"> I32Attr:$val)).
    with_checked(
        K::Pat,
        "(OneAttrOp (NativeCodeCall<|op, val| foo(op, val)> I32Attr:$val)), (TwoAttrOp $val, $val)",
        |c| {
            let ncc = dag(&c.def.source.args[0]);
            let Operator::NativeCodeCall(n) = &ncc.operator else {
                panic!()
            };
            assert!(!n.void);
            assert_eq!(n.num_results, 1);
            assert!(matches!(*n.expr, syn::Expr::Closure(_)));
            let val = c.symbols.get("val").unwrap();
            assert_eq!(val.kind, BindingKind::NativeMatchOutput);
            assert!(val.constrained);
            // The inline NativeCodeCall is not an op.
            assert_eq!(c.benefit.source_paths, 1);
            assert_eq!(c.benefit.exact(), Some(1));
        },
    );
}

#[test]
fn native_code_call_forms() {
    for (src, n, void) in [
        ("NativeCodeCall<my_fn>", 1, false),
        ("NativeCodeCall<my::path::pack, 2>", 2, false),
        ("NativeCodeCall<|b, x, y| pack(b, x, y), 2>", 2, false),
        (
            "NativeCodeCall<|b: &mut Rewriter, x| -> Vec<Value> { x.get::<Vec<Value>>() }>",
            1,
            false,
        ),
        ("NativeCodeCall<|x| (x < 3)>", 1, false),
        ("NativeCodeCall<{ |x| x >= y }>", 1, false),
        ("NativeCodeCall<f, 0>", 0, false),
        ("NativeCodeCallVoid<|r, a| r.touch(a)>", 0, true),
    ] {
        let text = format!("(AOp $a), [(BOp $a)], [], [({src} $a)]");
        let d = ok(K::Pattern, &text);
        let Operator::NativeCodeCall(ncc) = &d.supplemental[0].operator else {
            panic!("{src}")
        };
        assert_eq!((ncc.num_results, ncc.void), (n, void), "{src}");
    }
}

#[test]
fn native_code_call_with_several_results() {
    // Manual: PackAttrs : NativeCodeCall<"packAttrs($0, $1)", 2>, written
    // `(PackAttr:$res__0, $attr1, $attr2)`.
    with_checked(
        K::Pattern,
        "(TwoResultOp $attr1, $attr2), [(OneResultOp (PackAttrs:$res__0, $attr1, $attr2)), (OneResultOp $res__1)]",
        |c| {
            let b = c.symbols.get("res").unwrap();
            assert_eq!(b.kind, BindingKind::ResultNode { selected: Some(0) });
            assert!(
                c.symbols
                    .references
                    .iter()
                    .any(|r| r.symbol.index == Some(1))
            );
        },
    );
    with_checked(
        K::Pattern,
        "(TwoResultOp $a, $b), [(OneResultOp (NativeCodeCall<pack, 2>:$res__0 $a, $b)), (OneResultOp $res__1)]",
        |c| {
            let b = c.symbols.get("res").unwrap();
            assert_eq!(
                b.kind,
                BindingKind::NativeResult {
                    count: 2,
                    selected: Some(0)
                }
            );
        },
    );
}

#[test]
fn customizing_entire_op_building() {
    ok(K::Pat, "(SomeOp $input, $attr), (createMyOp $input, $attr)");
}

#[test]
fn auxiliary_ops() {
    with_checked(
        K::Pattern,
        "(AddIOp $lhs, $rhs), [(StoreOp (AllocOp:$mem (ShapeOp $lhs)), (AddIOp $lhs, $rhs)), (LoadOp $mem)]",
        |c| {
            assert_eq!(c.symbols.get("mem").unwrap().node.tree, Tree::Result(0));
            assert_eq!(
                c.replacement,
                vec![
                    ValueCount::OfOperator(NodePath::root(Tree::Result(0))),
                    ValueCount::OfOperator(NodePath::root(Tree::Result(1))),
                ]
            );
        },
    );
}

// ---------------------------------------------------------------------
// Multi-result ops
// ---------------------------------------------------------------------

#[test]
fn multi_result_symbols() {
    with_checked(
        K::Pattern,
        "(ThreeResultOp:$results $a), [(OneResultOp $results__0), (OneResultOp $results__1), (OneResultOp $results__2)]",
        |c| {
            let idx: Vec<_> = c
                .symbols
                .references
                .iter()
                .map(|r| r.symbol.index)
                .collect();
            assert_eq!(idx, vec![Some(0), Some(1), Some(2)]);
        },
    );
}

#[test]
fn bind_and_select_a_result_of_a_generated_op() {
    with_checked(
        K::Pattern,
        "(TwoResultOp $a), [(ThreeResultOp:$results__2, $a), (replaceWithValue $results__0)]",
        |c| {
            assert_eq!(
                c.replacement,
                vec![ValueCount::Known(1), ValueCount::Known(1)]
            );
            assert_eq!(
                c.symbols.get("results").unwrap().kind,
                BindingKind::ResultNode { selected: Some(2) }
            );
        },
    );
}

#[test]
fn replacing_multi_result_ops() {
    ok(
        K::Pattern,
        "(ThreeResultOp $a), [(OneResultOp $a), (OneResultOp $a), (OneResultOp $a)]",
    );
    ok(
        K::Pattern,
        "(ThreeResultOp $a), [(TwoResultOp $a), (OneResultOp $a)]",
    );
    ok(K::Pat, "(ThreeResultOp $a), (ThreeResultOp $a)");
    ok(
        K::Pattern,
        "(ThreeResultOp $a), [(AuxiliaryOp $a), (ThreeResultOp $a)]",
    );
    // Forbidden by DRR (#24), but only the ops' result counts tell: left
    // to generated code.
    ok(
        K::Pattern,
        "(ThreeResultOp $a), [(TwoResultOp $a), (TwoResultOp $a)]",
    );
}

// ---------------------------------------------------------------------
// Variadic
// ---------------------------------------------------------------------

#[test]
fn variadic_leaves() {
    with_checked(
        K::Pat,
        "(ConcatenateOp (variadic $input0, $input1), $axis), (OtherOp $input0, $input1, $axis)",
        |c| {
            assert_eq!(c.symbols.get("input0").unwrap().kind, BindingKind::Operand);
            assert_eq!(c.symbols.get("axis").unwrap().kind, BindingKind::Argument);
        },
    );
}

#[test]
fn variadic_sub_dags() {
    with_checked(
        K::Pat,
        "(ConcatenateOp (variadic (SomeOp $a), (AnotherOp $b, $c)), $axis), (OtherOp $a, $b, $c)",
        |c| {
            assert_eq!(c.benefit.source_paths, 3);
            // Ops inside `variadic` must be ops: only nothing is maybe-native.
            assert_eq!(c.benefit.exact(), Some(3));
            assert_eq!(
                c.obligations
                    .iter()
                    .filter(|o| matches!(o, Obligation::MustBeOp { .. }))
                    .count(),
                3
            );
        },
    );
}

#[test]
fn variadic_bound_to_full_range() {
    with_checked(
        K::Pat,
        r#"(ConcatenateOp (variadic:$inputs $input0, $input1), ConstantAttr<I32Attr, "0">), (VStackOp $inputs)"#,
        |c| {
            assert_eq!(
                c.symbols.get("inputs").unwrap().kind,
                BindingKind::VariadicRange
            );
            let l = leaf(&c.def.source.args[1]);
            let Some(LeafConstraint::Ref(r)) = &l.constraint else {
                panic!()
            };
            assert_eq!(r.path.segments[0].ident, "ConstantAttr");
            let args = r.args.as_ref().unwrap();
            assert!(matches!(&args[0], TemplateArg::Ref(t) if t.display() == "I32Attr"));
            assert!(matches!(&args[1], TemplateArg::Str(s) if s.value() == "0"));
        },
    );
}

#[test]
fn variadic_in_result_pattern() {
    ok(
        K::Pat,
        "(AOp $a, $b), (ConcatOp (variadic $a, (NegOp $b), $b))",
    );
}

// ---------------------------------------------------------------------
// Additional constraints, supplemental patterns, benefit
// ---------------------------------------------------------------------

#[test]
fn additional_constraints() {
    let d = ok(
        K::Pattern,
        "(TwoResultOp:$results $input), [(OneOp $input), (OneOp $input)], \
         [(F32Tensor:$results__0), (HasNoUseOf:$results__1), (HasSameElementShape $results__0, $input)]",
    );
    assert_eq!(d.constraints.len(), 3);
    let c0 = &d.constraints[0];
    assert_eq!(c0.self_symbol.as_ref().unwrap().index, Some(0));
    assert!(c0.args.is_empty());
    let c2 = &d.constraints[2];
    assert!(c2.self_symbol.is_none());
    assert_eq!(c2.args.len(), 2);
    assert_eq!(c2.entities().count(), 2);
    // The type-constraint form with an argument.
    ok(
        K::Pat,
        "(AOp:$r $v), (BOp $v), [(F32Tensor $v), (HasSameElementType $v, $r)]",
    );
}

#[test]
fn constraints_over_more_than_four_entities() {
    // DRR stops at 4 (#23); Rust has no such limit.
    ok(
        K::Pat,
        "(AOp $a, $b, $c, $d, $e), (BOp $a), [(AllDistinct $a, $b, $c, $d, $e)]",
    );
}

#[test]
fn generic_constraints_and_inline_predicates() {
    let d = ok(
        K::Pat,
        r#"(AOp AllAttrOf<[I32Attr, IntMinValue<3>]>:$a, my::Cst, ConstantStrAttr<StrAttr, "foo">), (BOp $a),
           [(Constraint<|a| a.is_valid(), "is valid"> $a), (Constraint<my_pred> $a)]"#,
    );
    let Some(LeafConstraint::Ref(r)) = &leaf(&d.source.args[0]).constraint else {
        panic!()
    };
    assert_eq!(r.display(), "AllAttrOf<[I32Attr, IntMinValue<3>]>");
    let TemplateArg::List { items, .. } = &r.args.as_ref().unwrap()[0] else {
        panic!()
    };
    assert_eq!(items.len(), 2);
    let ConstraintOp::Inline(ic) = &d.constraints[0].constraint else {
        panic!()
    };
    assert_eq!(ic.summary.as_ref().unwrap().value(), "is valid");
    let ConstraintOp::Inline(ic) = &d.constraints[1].constraint else {
        panic!()
    };
    assert!(ic.summary.is_none());
}

#[test]
fn supplemental_patterns() {
    with_checked(
        K::Pattern,
        "(ThreeResultOp:$src $a), [(ZeroResultOp:$dest1 $a), (ThreeResultOp:$dest2 $a)], [], \
         [(CopyAttrFoo (GetOwner $src), $dest1), (CopyAttrBar (GetOwner $src), (GetOwner $dest2))]",
        |c| {
            assert_eq!(c.def.supplemental.len(), 2);
            assert_eq!(c.def.results.len(), 2);
            assert_eq!(c.replacement.len(), 2);
        },
    );
}

#[test]
fn add_benefit_in_fourth_or_fifth_position() {
    for src in [
        "(OpD $input), (OpF $input), [], [], (addBenefit 10)",
        "(OpD $input), (OpF $input), [], (addBenefit 10)",
    ] {
        with_checked(K::Pat, src, |c| {
            assert_eq!(c.benefit.delta, 10);
            assert_eq!(c.benefit.source_paths, 1);
            assert_eq!(c.benefit.exact(), Some(11));
        });
    }
    with_checked(
        K::Pattern,
        "(OpG (OpG $input)), [(OpF $input)], [], [], (addBenefit -1)",
        |c| {
            assert_eq!(c.benefit.delta, -1);
            assert_eq!(c.benefit.max(), 1);
            // The nested OpG might be a NativeCodeCall matcher.
            assert_eq!(c.benefit.min(), 0);
            assert_eq!(
                c.benefit.maybe_native,
                vec![NodePath {
                    tree: Tree::Source,
                    args: vec![0]
                }]
            );
        },
    );
}

// ---------------------------------------------------------------------
// Directives
// ---------------------------------------------------------------------

#[test]
fn location_directive() {
    let d = ok(
        K::Pat,
        r#"(LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)), (LocDst1Op (LocDst2Op $x, (location $src2)), (location "outer"))"#,
    );
    let root = &d.results[0];
    let (regular, trailing) = root.split_trailing();
    assert_eq!(regular.len(), 1);
    assert_eq!(trailing.len(), 1);
    assert_eq!(dag(&trailing[0]).directive(), Some(Directive::Location));
    ok(
        K::Pat,
        r#"(AOp:$a (BOp:$b $x)), (COp $x, (location "fused", $a, $b))"#,
    );
}

#[test]
fn replace_with_value() {
    let d = ok(K::Pat, "(Foo $input), (replaceWithValue $input)");
    assert_eq!(d.results[0].directive(), Some(Directive::ReplaceWithValue));
    // Nested, to feed an operand.
    ok(K::Pat, "(Foo $a, $b), (Bar (replaceWithValue $a), $b)");
}

#[test]
fn return_type_forms() {
    ok(
        K::Pat,
        r#"(SourceOp $arg0, $arg1), (OpA $arg0, (TwoResultOp:$res__1 $arg1, (returnType $arg1, "rewriter.i64_type()")))"#,
    );
    ok(
        K::Pattern,
        "(SourceOp $a), [(OpX:$x $a, (returnType $a)), (OpY $x)]",
    );
    ok(
        K::Pattern,
        "(SourceOp $a), [(OpX:$x $a, (returnType { rewriter.i32_type() })), (OpY $x)]",
    );
    with_checked(
        K::Pattern,
        "(SourceOp $a), [(OpX:$x $a, (returnType (NativeCodeCall<|v| my_func(v)> $a), (MyTypeFn $a))), (OpY $x)]",
        |c| {
            assert!(c.obligations.iter().any(|o| matches!(o,
                Obligation::MustBeNativeCodeCall { node, message, .. }
                    if node.args == vec![1, 1] && message == "nested DAG in `returnType` must be a native code call")));
            assert!(c.obligations.iter().any(|o| matches!(o,
                Obligation::MustBeOp { message, .. }
                    if message == "`NativeCodeCall` cannot have return type specifier")));
            assert!(
                c.obligations
                    .iter()
                    .any(|o| matches!(o, Obligation::NoReturnTypeOnReplacement { result: 0, .. }))
            );
        },
    );
    // Both trailing directives, in either order.
    ok(
        K::Pat,
        r#"(AOp:$a $x), (BOp (COp $x, (returnType $x), (location $a)), (location "l"))"#,
    );
}

#[test]
fn either_directive() {
    with_checked(
        K::Pat,
        "(TwoArgOp (either $firstArg, (AnOp $secondArg))), (OtherOp $firstArg, $secondArg)",
        |c| {
            assert_eq!(
                c.symbols.get("firstArg").unwrap().kind,
                BindingKind::Operand
            );
            assert_eq!(c.benefit.source_paths, 2);
        },
    );
    ok(
        K::Pat,
        "(AOp (either (BOp $a), (COp $b)), $c), (DOp $a, $b, $c)",
    );
}

// ---------------------------------------------------------------------
// The brief's examples and other leaf forms
// ---------------------------------------------------------------------

#[test]
fn brief_examples() {
    ok(K::Pat, "(AOp (BOp:$b), F32Attr:$attr), (COp $b, $attr)");
    ok(
        K::Pattern,
        "(ThreeResultOp:$r $in), [(OneResultOp $in), (TwoResultOp:$t__1 $in)], [(HasNoUseOf:$r__2)], [], (addBenefit 5)",
    );
    ok(
        K::Pattern,
        "(TwoAttrOp $attr1, $attr2), [(OneAttrOp (createArrayAttr $attr1, $attr2))]",
    );
    // Parses; `$x` is unbound (checked in the diagnostics tests).
    let d = parse(
        K::Pat,
        "(AOp $input, $attr), (COp $input, $attr), [(HasNoUseOf:$x)], [], (addBenefit 5)",
    )
    .unwrap();
    assert_eq!(d.benefit_delta.map(|b| b.0), Some(5));
}

#[test]
fn paths_enum_cases_and_keywords() {
    let d = ok(
        K::Pat,
        "(my_dialect::AOp, ::abs::Cst, TestEnum::First, I32Case5:$e, $in, $r#type), \
         (crate::ops::BOp $in, $type, $e, ConstantEnumCase<TestEnumAttr, \"first\">)",
    );
    // A leaf starting with `::` right after the operator needs the comma:
    // tokens carry no whitespace, so `AOp ::abs::Cst` is one path.
    assert_eq!(path_name(&d.source.operator), "my_dialect::AOp");
    assert_eq!(constraint_name(&d.source.args[0]), "::abs::Cst");
    assert_eq!(constraint_name(&d.source.args[1]), "TestEnum::First");
    assert_eq!(sym(&d.source.args[3]), ("in".into(), None));
    assert_eq!(sym(&d.source.args[4]), ("type".into(), None));
}

#[test]
fn native_code_call_leaves_in_results() {
    ok(
        K::Pat,
        "(AOp $x), (BOp NativeCodeCall<|x| x.neg()>:$x, Negate:$x, NativeCodeCall<zero>)",
    );
}

#[test]
fn symbol_index_splitting() {
    let d = ok(
        K::Pattern,
        "(AOp:$a__b $x__y), [(BOp:$r__12 $x__y), (COp $r__12, $a__b__0)]",
    );
    // `a__b` has no numeric suffix: a plain name.
    assert_eq!(d.source.bound.as_ref().unwrap().name, "a__b");
    assert_eq!(sym(&d.source.args[0]), ("x__y".into(), None));
    assert_eq!(d.results[0].bound.as_ref().unwrap().index, Some(12));
    assert_eq!(sym(&d.results[1].args[1]), ("a__b".into(), Some(0)));
}

#[test]
fn result_op_binding_visible_to_later_results_and_supplemental() {
    with_checked(
        K::Pattern,
        "(AOp $x), [(BOp:$b $x), (COp $b)], [], [(Touch $b)]",
        |c| {
            let b = c.symbols.index_of("b").unwrap();
            assert_eq!(
                c.symbols
                    .references
                    .iter()
                    .filter(|r| r.binding == b)
                    .count(),
                2
            );
        },
    );
}

#[test]
fn syn_parse_impls() {
    let p: super::super::parse::PatInput =
        syn::parse2(super::tokens("(AOp $a), (BOp $a)")).unwrap();
    assert_eq!(p.0.kind, PatternKind::Pat);
    let p: super::super::parse::PatternInput =
        syn::parse2(super::tokens("(AOp $a), [(BOp $a)]")).unwrap();
    assert_eq!(p.0.kind, PatternKind::Pattern);
}

#[test]
fn node_paths_address_the_tree() {
    let d = ok(K::Pat, "(AOp (BOp (COp $x)), $y), (DOp $x, $y)");
    let p = NodePath {
        tree: Tree::Source,
        args: vec![0, 0],
    };
    assert_eq!(path_name(&d.dag_at(&p).unwrap().operator), "COp");
    let leaf_path = p.child(0);
    assert!(matches!(d.arg_at(&leaf_path), Some(Arg::Leaf(_))));
    assert!(
        d.dag_at(&NodePath {
            tree: Tree::Source,
            args: vec![5]
        })
        .is_none()
    );
    assert_eq!(path_name(&d.tree(Tree::Result(0)).unwrap().operator), "DOp");
}

#[test]
fn template_argument_forms() {
    // Parsed (the record language resolves them); the checker rejects value
    // arguments of records it cannot read (see the test below).
    let d = parse(
        K::Pat,
        r#"(AOp Foo<Bar<A>>:$a, ConstF32Attr<1.5>, BoolCst<true>, Neg<-3>, WithExpr<{ 1 + 2 }>, Empty<>), (BOp $a)"#,
    )
    .expect("parses");
    let args: Vec<_> = d.source.args.iter().map(constraint_name).collect();
    assert_eq!(
        args,
        [
            "Foo<Bar<A>>",
            "ConstF32Attr<1.5>",
            "BoolCst<true>",
            "Neg<- 3>",
            "WithExpr<{ 1 + 2 }>",
            "Empty<>"
        ]
    );
    let Some(LeafConstraint::Ref(r)) = &leaf(&d.source.args[3]).constraint else {
        panic!()
    };
    assert!(matches!(
        r.args.as_deref(),
        Some([TemplateArg::Int { value: -3, .. }])
    ));
}

#[test]
fn value_template_arguments_of_unknown_records_are_errors_not_dropped() {
    // `HasRankOf<2>` and `HasRankOf<3>` must not compile to the same check.
    assert_error(
        K::Pat,
        "(AOp (HasRankOf<2> $x)), (BOp $x)",
        "the template arguments of `HasRankOf<2>` would be ignored: instances of TableGen classes are evaluated by the record-language front end before this check, and library constraints take no value arguments",
        "2",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp HasRankOf<3>:$x), (BOp $x)",
        "the template arguments of `HasRankOf<3>` would be ignored: instances of TableGen classes are evaluated by the record-language front end before this check, and library constraints take no value arguments",
        "3",
        0,
    );
    assert_error(
        K::Pat,
        "(AOp $x), (BOp $x), [(IsNotDisabled<\"name\"> $x)]",
        "the template arguments of `IsNotDisabled<\"name\">` would be ignored: instances of TableGen classes are evaluated by the record-language front end before this check, and library constraints take no value arguments",
        "\"name\"",
        0,
    );
    // Type arguments of a leaf constraint are kept (a Rust generic type).
    ok(K::Pat, "(AOp Foo<Bar<A>>:$a), (BOp $a)");
    ok(K::Pat, "(AOp ConstantAttr<I32Attr, \"5\">), (BOp)");
}

#[test]
fn constant_in_a_library_constraint_list() {
    // A leaf's own `AllAttrOf<[…]>` lists constants (mlir-tblgen's one
    // predicate); its other members are still checked.
    ok(
        K::Pat,
        "(AOp $x, AllAttrOf<[I32Attr, ConstantAttr<I32Attr, \"3\">]>:$a), (BOp $a)",
    );
    assert_error(
        K::Pat,
        "(AOp $x, AllAttrOf<[I32, ConstantAttr<I32Attr, \"3\">]>:$a), (BOp $a)",
        "`I32` is a type constraint, but an attribute constraint is expected here",
        "I32",
        0,
    );
    // Elsewhere drr has no constraint type for one, and says so at the
    // constant's value.
    assert_error(
        K::Pat,
        "(AOp $x, ConfinedAttr<I32Attr, [ConstantAttr<I32Attr, \"3\">]>:$a), (BOp $a)",
        "`ConstantAttr<I32Attr, \"3\">` cannot be a member of this library constraint's arguments: only a pattern leaf's own `AllAttrOf<[…]>` lists constants; match it as a leaf of its own (`ConstantAttr<I32Attr, \"3\">:$x`), which also checks the attribute's kind",
        "\"3\"",
        0,
    );
}
