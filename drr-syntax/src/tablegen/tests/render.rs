//! Unit tests of what the back ends receive: hoisted instances and their
//! names, predicates compiled to one closure, the request for an unknown
//! class's macro, and pattern records (operators, `let` overrides).

use super::*;

#[test]
fn hoisted_instances_are_named_by_class_and_arguments() {
    let (fe, errs) = front(
        r#"
        class HasRankOf<int rank> : Constraint<CPred<|c: &Context, v: Value| rank_of(c, v) == rank>, "rank " # rank>;
        def A : Pat<(Op $x), (Op $x), [(HasRankOf<2> $x), (HasRankOf<2> $x), (HasRankOf<3> $x)]>;
        "#,
        Target::Patterns,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let fe = fe.unwrap();
    // One item per distinct instance, each with its summary and the
    // template argument bound in the closure.
    let defs: Vec<_> = fe
        .ods
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Def(d) => Some(d),
            _ => None,
        })
        .collect();
    assert_eq!(defs.len(), 2);
    assert!(defs[0].name.to_string().starts_with("__drr_HasRankOf_"));
    match (&defs[0].args[0], &defs[0].args[1]) {
        (OdsValue::Closure(c), OdsValue::Str(s)) => {
            let body = quote::ToTokens::to_token_stream(&c.body).to_string();
            assert!(body.contains("let rank : i64 = 2"), "{body}");
            assert_eq!(s.value(), "rank 2");
        }
        other => panic!("{other:?}"),
    }
    let body = &fe.patterns[0].body.to_string();
    let first = defs[0].name.to_string();
    assert_eq!(body.matches(first.as_str()).count(), 2, "{body}");
}

#[test]
fn combinators_compile_to_one_closure() {
    let (fe, errs) = front(
        r#"
        def C : Constraint<And<[CPred<|c, v: Value| f(c, v)>, Neg<CPred<g>>, Or<[]>]>, "s">;
        "#,
        Target::Patterns,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let Item::Def(d) = &fe.unwrap().ods.items[0] else {
        panic!()
    };
    let OdsValue::Closure(c) = &d.args[0] else {
        panic!()
    };
    let text = quote::ToTokens::to_token_stream(c).to_string();
    assert_eq!(
        text,
        "| __drr_p0 , __drr_p1 : Value | -> bool { (({ let c = __drr_p0 ; let v : Value = __drr_p1 ; f (c , v) }) && (! ((g) (__drr_p0 , __drr_p1))) && false) }"
    );
}

#[test]
fn unknown_class_asks_for_its_macro() {
    let (fe, errs) = front(
        "def A : Pat<(Op $x), (Op $x), [(Foo<1> $x)]>;",
        Target::Patterns,
    );
    assert!(errs.is_empty());
    assert!(fe.is_none(), "a callback, not an expansion");
}

#[test]
fn operators_of_pattern_trees_are_ops() {
    let src = "def C : Constraint<CPred<|c, v| true>>; def Z : Pat<(Op $x), (Op (C $x))>;";
    let (e, at) = errors_at(src);
    assert_eq!(
        e,
        [
            "`C` is a constraint (`Constraint`), not an op or a NativeCodeCall: it cannot be the operator of a DAG in a pattern: a constraint applies to an argument (`C:$x`) or goes in the additional constraints list (`[(C $x)]`)"
        ]
    );
    assert_eq!(at, [src.find("(C $x)").unwrap() + 1]);
    let e = errors("def X : Pat<(Op $x), (Op $x)>; def Y : Pat<(X $x), (Op $x)>;");
    assert_eq!(
        e,
        [
            "`X` is a pattern (`Pat`), not an op or a NativeCodeCall: it cannot be the operator of a DAG in a pattern"
        ]
    );
    // In a `Pattern`'s result list and supplemental patterns too; an
    // anonymous instance is named by its class.
    let e = errors(
        "class K<int n> : Constraint<CPred<|c, v| true>>; def Z : Pattern<(Op $x), [(Op $x)], [], [(K<2> $x)]>;",
    );
    assert_eq!(
        e,
        [
            "this instance of `K` is a constraint (`Constraint`), not an op or a NativeCodeCall: it cannot be the operator of a DAG in a pattern: a constraint applies to an argument (`K<…>:$x`) or goes in the additional constraints list (`[(K<…> $x)]`)"
        ]
    );
    // The constraints list is where constraints are operators.
    assert!(
        errors("def C : Constraint<CPred<|c, v| true>>; def Z : Pat<(Op $x), (Op $x), [(C $x)]>;")
            .is_empty()
    );
}

#[test]
fn match_operator() {
    // Records chosen by a regex over names, as mlir-tblgen 22 evaluates
    // `!match`.
    let p = patterns(
        r#"foreach N = ["AddOp", "SubOp", "MulOp", "MaxOp"] in
             if !match(N, "^(Add|Mul)") then
               def P_ # N : Pat<(Op $x), (Op $x)>;"#,
    );
    let names: Vec<_> = p.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["P_AddOp", "P_MulOp"]);
    let src = r#"def P : Pat<(Op !if(!match("a", "a**"), 1, 2)), (Op)>;"#;
    let (e, at) = errors_at(src);
    assert_eq!(e, ["invalid regex 'a**'"]);
    assert_eq!(at, [src.find("\"a**\"").unwrap()]);
    assert_eq!(
        errors(r#"def P : Pat<(Op !if(!match("a", 3), 1, 2)), (Op)>;"#),
        ["`!match` expects a regular expression string"]
    );
}

#[test]
fn lets_set_pattern_fields() {
    // A `let` sets the `Pattern` field its argument initialised, as
    // `mlir-tblgen-22 -gen-rewriters` reads it: P1's benefit is 1 + 5, P2
    // checks `HasOneUse` on `$y`, P3 rewrites to `DOp` (a `Pattern` now).
    let (fe, errs) = front(
        r#"
        let benefitDelta = (addBenefit 5) in
        def P1 : Pat<(AOp $x), (BOp $x)>;
        def HasOneUse : Constraint<CPred<|c: &Context, v: Value| c.has_one_use(v)>>;
        def P2 : Pat<(AOp (BOp:$y $x)), (COp $x)> { let constraints = [(HasOneUse $y)]; }
        let resultPatterns = [(DOp $x)] in
        def P3 : Pat<(COp $x), (BOp $x)>;
        "#,
        Target::Patterns,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let ps: Vec<(String, PatternKind, String)> = fe
        .expect("no callback")
        .patterns
        .iter()
        .map(|p| {
            (
                p.name.as_ref().unwrap().to_string(),
                p.kind,
                p.body.to_string(),
            )
        })
        .collect();
    assert_eq!(
        ps,
        [
            (
                "P1".to_string(),
                PatternKind::Pat,
                "(AOp , $ x) , (BOp , $ x) , [] , [] , (addBenefit , 5)".to_string()
            ),
            (
                "P2".to_string(),
                PatternKind::Pat,
                "(AOp , (BOp : $ y , $ x)) , (COp , $ x) , [(HasOneUse , $ y)]".to_string()
            ),
            (
                "P3".to_string(),
                PatternKind::Pattern,
                "(COp , $ x) , [(DOp , $ x)]".to_string()
            ),
        ]
    );
    let (errs, cols) = errors_at(
        "let foo = 1 in def P4 : Pat<(AOp $x), (BOp $x)>; let constraints = (AOp $x) in def P5 : Pat<(AOp $x), (BOp $x)>;",
    );
    assert_eq!(
        errs,
        [
            "`foo` is no field of a pattern record (its fields: `sourcePattern`, `resultPatterns`, `constraints`, `supplementalPatterns`, `benefitDelta`)",
            "field `constraints` of type `list<dag>` is incompatible with the value given",
        ]
    );
    assert_eq!(cols, [4, 53]);
}
