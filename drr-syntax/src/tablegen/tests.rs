//! Unit tests of the record language: evaluation results as the back
//! ends see them (pattern tokens, ODS items) and errors with positions.

use proc_macro2::TokenStream;
use std::str::FromStr;

use super::{Outcome, Target, run};
use crate::ods::Ctxt;
use crate::ods::ast::{Item, Value as OdsValue};
use crate::pattern::ast::PatternKind;

fn front(src: &str, target: Target) -> (Option<super::FrontEnd>, Vec<String>) {
    let cx = Ctxt::new();
    let ts = TokenStream::from_str(src).expect("tokens");
    let fe = match run(&cx, ts, "patterns", target) {
        Outcome::Done(fe) => Some(*fe),
        Outcome::Callback(_) => None,
    };
    let errs = cx
        .into_error()
        .map(|e| e.into_iter().map(|e| e.to_string()).collect())
        .unwrap_or_default();
    (fe, errs)
}

/// The rendered pattern records: (name, tokens as text).
fn patterns(src: &str) -> Vec<(String, String)> {
    let (fe, errs) = front(src, Target::Patterns);
    assert!(errs.is_empty(), "{errs:?}");
    fe.expect("no callback")
        .patterns
        .iter()
        .map(|p| {
            (
                p.name.as_ref().map_or("<anon>".into(), |n| n.to_string()),
                p.body.to_string(),
            )
        })
        .collect()
}

fn errors(src: &str) -> Vec<String> {
    front(src, Target::Patterns).1
}

/// The errors of a one-line `src` with the column each starts at.
fn errors_at(src: &str) -> (Vec<String>, Vec<usize>) {
    let cx = Ctxt::new();
    let ts = TokenStream::from_str(src).expect("tokens");
    let _ = run(&cx, ts, "patterns", Target::Patterns);
    cx.into_error()
        .map(|e| {
            e.into_iter()
                .map(|e| (e.to_string(), e.span().start().column))
                .unzip()
        })
        .unwrap_or_default()
}

#[test]
fn bang_operators() {
    let p = patterns(
        r#"
        defvar Names = !listconcat(["a"], ["b", "c"]);
        defvar Joined = !interleave(Names, "_");
        defvar Upper = !toupper(!strconcat("x", Joined));
        defvar N = !size(Names);
        defvar Sum = !foldl(0, [1, 2, 3], acc, x, !add(acc, x));
        defvar Doubled = !foreach(x, [1, 2], !mul(x, 2));
        defvar Big = !filter(x, [1, 5, 9], !gt(x, 4));
        def P : Pat<(Op !cast<string>(N), Upper, Sum, !head(Doubled), !tail(Big), !if(!eq(N, 3), "yes", "no"),
                      !subst("a", "z", "banana"), !find("banana", "na"), !substr("banana", 1, 3)), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "3" , "XA_B_C" , 6 , 2 , [9] , "yes" , "bznznz" , 2 , "ana") , (Op)"#
    );
}

/// The operators of TableGen's reference that MLIR's own `.td` files use
/// beyond the common ones: `!cond` (LLVM/NVVM ODS), `!listremove`
/// (OpenMP's op base), `!listflatten`, `!logtwo`, `!exists`, and the DAG
/// setters.
#[test]
fn cond_listremove_and_dag_setters() {
    let p = patterns(
        r#"
        class Width<int size> {
            int bits = !cond(!eq(size, 1): 8, !eq(size, 2): 16, !lt(size, 8): 32, true: 64);
        }
        defvar Kept = !listremove([1, 2, 3, 2, 4], [2, 4]);
        defvar Flat = !listflatten([[1, 2], 3, []<int>, [4]]);
        defvar D = (AOp:$root $a, $b);
        defvar D2 = !setdagarg(!setdagname(D, 1, "c"), "a", 7);
        def Known : Pat<(Op), (Op)>;
        def P : Pat<(Op Width<1>.bits, Width<2>.bits, Width<5>.bits, Width<9>.bits,
                        Kept, Flat, !logtwo(1), !logtwo(1024), !logtwo(1500),
                        !exists<Pat>("Known"), !exists<Pat>("Unknown"), !exists<Op>("Known"),
                        !getdagopname(D), !getdagname(D2, 1), !getdagarg(D2, "a")),
                    !setdagopname(D2, "r")>;
        "#,
    );
    assert_eq!(
        p[1].1,
        r#"(Op , 8 , 16 , 32 , 64 , [1 , 3] , [1 , 2 , 3 , 4] , 0 , 10 , 10 , true , false , false , "root" , "c" , 7) , (AOp : $ r , 7 : $ a , $ c)"#
    );
}

/// TableGen's bits initializer: `{1, 0, 1, 1}` is 11 (most significant bit
/// first), in a `bits<N>` field and through `!cast<int>`.
#[test]
fn bits_initializers() {
    let p = patterns(
        r#"
        class Flags { bits<4> b = {1, 0, 1, 1}; bits<2> c = {false, true}; }
        def F : Flags;
        def P : Pat<(Op F.b, !cast<int>(F.c), !add(F.b, 1)), (Op)>;
        "#,
    );
    assert_eq!(p[0].1, "(Op , 11 , 1 , 12) , (Op)");
}

#[test]
fn cond_and_logtwo_errors() {
    let e = errors("defvar X = !cond(!eq(1, 2): 3); def P : Pat<(Op X), (Op)>;");
    assert_eq!(
        e,
        ["none of the conditions of `!cond` is true (a last case `true: value` gives a default)"]
    );
    let e = errors("defvar X = !cond(1 2); def P : Pat<(Op X), (Op)>;");
    assert_eq!(
        e,
        ["expected `:` and a value after the condition of `!cond`, found `2`"]
    );
    let e = errors("defvar X = !logtwo(0); def P : Pat<(Op X), (Op)>;");
    assert_eq!(e, ["`!logtwo` of 0: the argument must be positive"]);
    let e = errors("defvar X = !setdagarg((Op $a), \"b\", 1); def P : Pat<(Op X), (Op)>;");
    assert_eq!(
        e,
        ["no such DAG argument (index out of range or unknown name)"]
    );
}

#[test]
fn dag_keys_exists_and_repr() {
    // Values as TableGen 22 evaluates them (ProgRef, Appendix A).
    let p = patterns(
        r#"
        class Sign<int x> { string s = !cond(!lt(x, 0) : "negative", !eq(x, 0) : "zero", true : "positive"); }
        defvar D = (Op 1:$a, 2:$b);
        defvar Kept = !listremove([1, 2, 3, 2], [2]);
        def Neg : Pat<(Op), (Op)>;
        def P : Pat<(Op Sign<-3>.s, Sign<0>.s, Sign<7>.s, !logtwo(1), !logtwo(1023), !logtwo(1024),
                      !getdagarg<int>(D, "b"), !getdagarg<int>(D, 0), !getdagname(!setdagname(D, "b", "c"), 1),
                      !getdagarg<int>(!setdagarg(D, "a", 9), 0), !size(Kept), !head(!tail(Kept)),
                      !exists<Pat>("Neg"), !exists<Pat>("Nope"), !repr("s")), (Op)>;
        "#,
    );
    assert_eq!(
        p[1].1,
        r#"(Op , "negative" , "zero" , "positive" , 0 , 9 , 10 , 2 , 1 , "c" , 9 , 2 , 3 , true , false , "\"s\"") , (Op)"#
    );
    // The errors of `!cond` and `!logtwo`: `cond_and_logtwo_errors`.
    let e = errors("defvar D = (Op 1:$a); def X : Pat<(Op !getdagarg<int>(D, \"z\")), (Op)>;");
    assert_eq!(
        e,
        ["no such DAG argument (index out of range or unknown name)"]
    );
}

#[test]
fn foreach_ranges_let_in_and_paste() {
    let p = patterns(
        r#"
        foreach i = 0...2 in
        def R # i : Pat<(Op $x), (Op $x, i)>;
        foreach j = {3-4, 7} in {
            defvar k = !mul(j, 10);
            def S_ # j : Pat<(Op $x), (Op $x, k)>;
        }
        "#,
    );
    let names: Vec<&str> = p.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["R0", "R1", "R2", "S_3", "S_4", "S_7"]);
    assert_eq!(p[5].1, "(Op , $ x) , (Op , $ x , 70)");
}

#[test]
fn class_fields_lets_and_defaults() {
    let p = patterns(
        r#"
        class Base<int n, int m = !add(n, 1)> { int w = m; string tag = "t" # n; }
        class Twice<dag d> : Pat<d, d>;
        let w = 9 in {
            def X : Base<2> { let tag = "over"; }
        }
        def Y : Twice<(Op $a)>;
        def Z : Pat<(Op X.w, X.tag), (Op)>;
        "#,
    );
    assert_eq!(p[1].1, r#"(Op , 9 , "over") , (Op)"#);
    assert_eq!(p[0].1, "(Op , $ a) , (Op , $ a)");
}

#[test]
fn cast_by_name_and_record_paste() {
    let p = patterns(
        r#"
        foreach Op = ["Neg", "Abs"] in
        def Fold # Op : Pat<(!cast<Op>(Op # "Op") $x), (replaceWithValue $x)>;
        "#,
    );
    assert_eq!(p[0].0, "FoldNeg");
    assert_eq!(p[1].1, "(AbsOp , $ x) , (replaceWithValue , $ x)");
}

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
fn errors_name_the_problem() {
    let e = errors("class C<int n> : Pat<(Op), (Op)>; def X : C<\"s\">;");
    assert_eq!(
        e,
        ["expected an `int` for template argument `int n` of `C`, found a string"]
    );
    let e = errors("defvar L = [1, 2]; def X : Pat<(Op L[5]), (Op)>;");
    assert_eq!(e, ["index 5 is out of range: the list has 2 elements"]);
    let e = errors("class A<int n> : A<n>;");
    assert_eq!(e, ["class `A` cannot derive from itself"]);
    let e = errors("def X : Pat<(Op), (Op)>; def X : Pat<(Op), (Op)>;");
    assert_eq!(e, ["record `X` is defined twice"]);
    let e = errors("def 1X : Pat<(Op), (Op)>;");
    assert!(!e.is_empty());
    let e = errors("foreach i = [\"a b\"] in def N # i : Pat<(Op), (Op)>;");
    assert_eq!(e, ["the record name `Na b` is not a valid Rust identifier"]);
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
fn classes_may_be_named_like_library_records() {
    // Classes and records are separate namespaces: ODS's records (traits,
    // constraints, helpers) leave their names free for classes.
    for name in ["ConstantLike", "Pure", "I32", "I32Attr", "HasNoUseOf"] {
        let src = format!(
            "class {name}<string v> : NativeCodeCall<|_b: &mut Builder<'_, '_>, x: Value| -> Value {{ x }}>; def P : Pat<(Op $x), (Op ({name}<\"1\"> $x))>;"
        );
        assert!(errors(&src).is_empty(), "{name}: {:?}", errors(&src));
    }
    // ODS's classes stay taken.
    for name in ["TensorOf", "Variadic", "NativeCodeCall", "ConstantAttr"] {
        let e = errors(&format!("class {name}<int n>;"));
        assert_eq!(
            e,
            [format!(
                "`{name}` is a built-in class of ODS/DRR: choose another name"
            )]
        );
    }
}

#[test]
fn list_arguments_are_checked_per_element() {
    // At the element, with its index (nested lists: one index per level).
    let src = "class C<list<int> l> : Pat<(Op), (Op)>; def X : C<[1, \"s\", 3]>;";
    let (e, at) = errors_at(src);
    assert_eq!(
        e,
        [
            "expected an `int` for element 1 of template argument `list<int> l` of `C`, found a string"
        ]
    );
    assert_eq!(at, [src.find("\"s\"").unwrap()]);
    let e = errors("class C<list<list<int>> l> : Pat<(Op), (Op)>; def X : C<[[1], [2, \"s\"]]>;");
    assert_eq!(
        e,
        [
            "expected an `int` for element [1][1] of template argument `list<list<int>> l` of `C`, found a string"
        ]
    );
    // ODS's library constraints are records of `AttrConstraint` /
    // `TypeConstraint`: not ops, and not of the other kind.
    let e = errors("class C<list<Op> l> : Pat<(Op), (Op)>; def X : C<[I32Attr]>;");
    assert_eq!(
        e,
        [
            "expected a record of class `Op` for element 0 of template argument `list<Op> l` of `C`, found the attribute constraint `I32Attr`"
        ]
    );
    let e = errors("class C<TypeConstraint t> : Pat<(Op), (Op)>; def X : C<I32Attr>;");
    assert_eq!(
        e,
        [
            "expected a record of class `TypeConstraint` for template argument `TypeConstraint t` of `C`, found the attribute constraint `I32Attr`"
        ]
    );
    let e = errors("class B<string m> : Op<m>; class C<B o> : Pat<(Op), (Op)>; def X : C<F32>;");
    assert_eq!(
        e,
        [
            "expected a record of class `B` for template argument `B o` of `C`, found the type constraint `F32`"
        ]
    );
    // What fits, or what only rustc can tell (a class whose ancestry is
    // not known here, a name of another block), is accepted.
    for ok in [
        "class C<Constraint c> : Pat<(Op), (Op)>; def X : C<F32>;",
        "class C<AttrConstraint c> : Pat<(Op), (Op)>; def X : C<I32Attr>;",
        "class C<TypeConstraint c> : Pat<(Op), (Op)>; def X : C<F32>;",
        "class C<list<Op> l> : Pat<(Op), (Op)>; def X : C<[OtherBlockOp]>;",
        "class D : IntegerAttrBase<I32, \"d\">; class C<D d> : Pat<(Op), (Op)>; def X : C<I32Attr>;",
    ] {
        assert!(errors(ok).is_empty(), "{ok}: {:?}", errors(ok));
    }
}

#[test]
fn nesting_and_instantiation_limits() {
    let mut src = String::from("$x");
    for _ in 0..super::MAX_NESTING + 1 {
        src = format!("(Op {src})");
    }
    let e = errors(&format!("def P : Pat<{src}, (Op)>;"));
    assert!(e.iter().any(|m| m.contains("nested more than")), "{e:?}");
    // A class hierarchy deeper than the instantiation limit.
    let mut src = String::from("class C0 { int x = 0; }\n");
    let n = super::eval::MAX_INSTANTIATION_DEPTH + 2;
    for i in 1..n {
        src.push_str(&format!("class C{i} : C{};\n", i - 1));
    }
    src.push_str(&format!("def D : C{};", n - 1));
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("nested more than"), "{e:?}");
}

#[test]
fn multiclass_defm_names_and_trailing_classes() {
    let p = patterns(
        r#"
        multiclass FuseAct<dag ActOp, dag ActAttr> {
            def FuseWithConv # ActOp # ActAttr : Pat<(ActOp (ConvOp:$c $x, $f, $a)), (ConvOp $x, $f, ActAttr), [(HasOneUse $c)]>;
            def NAME # _Depthwise : Pat<(ActOp (DwOp $x)), (DwOp $x, ActAttr)>;
            def : Pat<(ActOp $x), (ActOp $x)>;
        }
        foreach pair = [[ReluOp, AF_Relu], [Relu6Op, AF_Relu6]] in {
            defm : FuseAct<pair[0], pair[1]>;
        }
        defm Named : FuseAct<TanhOp, AF_Tanh>;
        "#,
    );
    let names: Vec<&str> = p.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "anonymous_0FuseWithConvReluOpAF_Relu",
            "anonymous_0_Depthwise",
            "<anon>",
            "anonymous_1FuseWithConvRelu6OpAF_Relu6",
            "anonymous_1_Depthwise",
            "<anon>",
            "NamedFuseWithConvTanhOpAF_Tanh",
            "Named_Depthwise",
            "<anon>",
        ]
    );
    assert_eq!(
        p[0].1,
        "(ReluOp , (ConvOp : $ c , $ x , $ f , $ a)) , (ConvOp , $ x , $ f , AF_Relu) , [(HasOneUse , $ c)]"
    );
}

#[test]
fn nested_defm_parents_lets_and_trailing_classes() {
    let p = patterns(
        r#"
        class WithBenefit<int n> : Pat<(AOp $x), (BOp $x), [], [], (addBenefit n)>;
        multiclass Inner<dag op> {
            def _a : Pat<(op $x), (AOp $x)>;
        }
        multiclass Base<dag op> {
            def _base : Pat<(op $x), (BOp $x)>;
        }
        multiclass Outer<dag op> : Base<op> {
            defm _in : Inner<op>;
            defm : Inner<op>;
            if !eq(!cast<string>(op), "XOp") then
                def _x : Pat<(op $x), (XOp $x)>;
            else
                def _other : Pat<(op $x), (YOp $x)>;
        }
        defm First : Outer<XOp>;
        defm Second : Outer<ZOp>;
        "#,
    );
    let names: Vec<&str> = p.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "First_base",
            "First_in_a",
            "Firstanonymous_0_a",
            "First_x",
            "Second_base",
            "Second_in_a",
            "Secondanonymous_1_a",
            "Second_other",
        ]
    );
    assert_eq!(p[7].1, "(ZOp , $ x) , (YOp , $ x)");
}

#[test]
fn defset_deftype_assert_and_dump() {
    let p = patterns(
        r#"
        deftype PatList = list<Pat>;
        defset PatList Simple = {
            def S1 : Pat<(AOp $x), (BOp $x)>;
            def S2 : Pat<(BOp $x), (AOp $x)>;
        }
        assert !eq(!size(Simple), 2), "two patterns";
        dump "nothing is printed";
        foreach p = Simple in
            def Copy_ # p : Pat<(COp $x), (DOp $x)>;
        class Ranked<int r> : Pat<(AOp $x), (BOp $x, r)> {
            assert !lt(r, 5), "rank too large: " # r;
        }
        def R3 : Ranked<3>;
        "#,
    );
    let names: Vec<&str> = p.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["S1", "S2", "Copy_S1", "Copy_S2", "R3"]);
}

#[test]
fn multiclass_errors() {
    let e = errors(
        r#"
        multiclass FuseAct<dag op> { def X : Pat<(op $x), (op $x)>; }
        class NotMc<dag op> : Pat<(op $x), (op $x)>;
        defm : FuseAkt<AOp>;
        defm : NotMc<AOp>;
        defm : FuseAct<AOp, BOp>;
        defm Same : FuseAct<AOp>;
        defm Same : FuseAct<BOp>;
        def Y : FuseAct<AOp>;
        multiclass Checked<int n> {
            assert !gt(n, 0), "n must be positive, found " # n;
            def Z : Pat<(AOp $x), (BOp $x, n)>;
        }
        defm Bad : Checked<0>;
        defm Good : Checked<1>;
        "#,
    );
    assert_eq!(
        e,
        [
            "unknown multiclass `FuseAkt` (did you mean `FuseAct`?): the first parent of a `defm` must be a multiclass defined earlier in this block; a multiclass of another block or crate is written with its path (`self::FuseAkt<…>` after `use`)",
            "`NotMc` is a class, not a multiclass: the first parent of a `defm` must be a multiclass (a class instantiates with `def`, or follows the multiclasses of a `defm`)",
            "too many template arguments: multiclass `FuseAct` takes 1 (dag op), found 2",
            "record `SameX` is defined twice: this `defm` of `FuseAct` defines it again",
            "`FuseAct` is a multiclass, not a class: instantiate it with `defm` (`defm : FuseAct<…>;`)",
            "assertion failed: n must be positive, found 0 (in `defm Bad` of `Checked`)",
        ]
    );
}

#[test]
fn defm_trailing_classes_and_elements_attr_base() {
    let p = patterns(
        r#"
        class Note<string n> { string note = n; }
        multiclass M<dag op> {
            def _a : Pat<(op $x), (AOp $x)>;
        }
        let note = "outer" in
        defm X : M<BOp>, Note<"from defm">;
        defm Y : M<COp>, Note<"from defm">;
        def ReadNote : Pat<(AOp $x), (AOp $x, X_a.note, Y_a.note)>;
        def Dense : ElementsAttrBase<CPred<|_c: &Context, _a: Attribute| true>, "dense">;
        def UsesDense : Pat<(AOp Dense:$x), (BOp $x)>;
        "#,
    );
    assert_eq!(
        p[2].1,
        r#"(AOp , $ x) , (AOp , $ x , "outer" , "from defm")"#
    );
    assert_eq!(p[3].1, "(AOp , Dense : $ x) , (BOp , $ x)");
}

#[test]
fn list_slices_and_typed_list_literals() {
    let p = patterns(
        r#"
        defvar L = [10, 11, 12, 13];
        defvar Picks = [3, 0];
        defvar Empty = []<int>;
        defvar Typed = [1, 2]<int>;
        def P : Pat<(Op L[1...2], L[0,], L[3, 0...1], L[1-2], L[Picks], L[0], !size(Empty), !size(Typed)), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        "(Op , [11 , 12] , [10] , [13 , 10 , 11] , [11 , 12] , [13 , 10] , 10 , 0 , 2) , (Op)"
    );
    let e = errors("defvar L = [1]; def P : Pat<(Op L[0, 4]), (Op)>;");
    assert_eq!(e, ["index 4 is out of range: the list has 1 elements"]);
    let e = errors("defvar L = [1]; def P : Pat<(Op L[0 1]), (Op)>;");
    assert_eq!(e, ["expected `,` or `]` in the index, found `1`"]);
}

/// `.summary` of library constraints and class instances: the text
/// `mlir-tblgen-22 --print-records` gives each (recorded), so real `.td`
/// files that read it (`"tensor of " # I32.summary # " values"`) evaluate
/// as under TableGen.
#[test]
fn library_summaries_as_mlir_tblgen_computes_them() {
    let cases: &[(&str, &str)] = &[
        (r#"I<7>"#, "7-bit signless integer"),
        (r#"SI<16>"#, "16-bit signed integer"),
        (r#"UI<8>"#, "8-bit unsigned integer"),
        (r#"AnyI<24>"#, "24-bit integer"),
        (r#"F<16>"#, "16-bit float"),
        (r#"AnyIntOfWidths<[8, 16]>"#, "8/16-bit integer"),
        (
            r#"SignlessIntOfWidths<[32, 64]>"#,
            "32/64-bit signless integer",
        ),
        (r#"SignedIntOfWidths<[8]>"#, "8-bit signed integer"),
        (r#"UnsignedIntOfWidths<[1, 8]>"#, "1/8-bit unsigned integer"),
        (r#"FloatOfWidths<[32, 64]>"#, "32/64-bit float"),
        (
            r#"AnyTypeOf<[I32, F32, Index]>"#,
            "32-bit signless integer or 32-bit float or index",
        ),
        (r#"AnyTypeOf<[I32, F32], "int or float">"#, "int or float"),
        (
            r#"AllOfType<[AnyInteger, I32]>"#,
            "integer and 32-bit signless integer",
        ),
        (r#"ConfinedType<AnyInteger, [HasRankPred]>"#, ""),
        (
            r#"ConfinedType<AnyInteger, [HasRankPred], "confined">"#,
            "confined",
        ),
        (r#"TypeAlias<I64>"#, "64-bit signless integer"),
        (r#"TypeAlias<I64, "long">"#, "long"),
        (r#"Complex<F32>"#, "complex type with 32-bit float elements"),
        (
            r#"Complex<AnyTypeOf<[F32, F64]>>"#,
            "complex type with 32-bit float or 64-bit float elements",
        ),
        (r#"OpaqueType<"d", "n", "opaque thing">"#, "opaque thing"),
        (
            r#"ValueSemanticsContainerOf<[I8, I16]>"#,
            "container with value semantics of 8-bit signless integer or 16-bit signless integer values",
        ),
        (
            r#"VectorOfNonZeroRankOf<[I32]>"#,
            "vector of 32-bit signless integer values",
        ),
        (
            r#"VectorOfAnyRankOf<[I32, F32]>"#,
            "vector of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"FixedVectorOfNonZeroRankOf<[F16]>"#,
            "fixed-length vector of 16-bit float values",
        ),
        (
            r#"FixedVectorOfAnyRank<[F16]>"#,
            "fixed-length vector of 16-bit float values",
        ),
        (
            r#"ScalableVectorOfAnyRank<[I1]>"#,
            "scalable vector of 1-bit signless integer values",
        ),
        (
            r#"VectorWithTrailingDimScalableOf<[I1]>"#,
            "trailing scalable vector of 1-bit signless integer values",
        ),
        (
            r#"TensorOrMemRef<[F32]>"#,
            "Tensor or MemRef of 32-bit float values",
        ),
        (
            r#"TensorOf<[I32, F32]>"#,
            "tensor of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"TensorOf<[I32], [HasRankPred], "shaped">"#,
            "shaped of 32-bit signless integer values",
        ),
        (
            r#"RankedTensorOf<[Index]>"#,
            "ranked tensor of index values",
        ),
        (
            r#"UnrankedTensorOf<[Index]>"#,
            "unranked tensor of index values",
        ),
        (
            r#"Non0RankedTensorOf<[F64]>"#,
            "non-0-ranked.tensor of 64-bit float values",
        ),
        (
            r#"StaticShapeTensorOf<[BF16]>"#,
            "statically shaped tensor of bfloat16 type values",
        ),
        (
            r#"TensorRankOf<[F32, I32], [1, 2]>"#,
            "1D/2D tensor of 32-bit float or 32-bit signless integer values",
        ),
        (
            r#"MemRefOf<[I8]>"#,
            "memref of 8-bit signless integer values",
        ),
        (
            r#"UnrankedMemRefOf<[I8]>"#,
            "unranked.memref of 8-bit signless integer values",
        ),
        (
            r#"Non0RankedMemRefOf<[I8]>"#,
            "non-0-ranked.memref of 8-bit signless integer values",
        ),
        (
            r#"StaticShapeMemRefOf<[I8, I16]>"#,
            "statically shaped memref of 8-bit signless integer or 16-bit signless integer values",
        ),
        (
            r#"MemRefRankOf<[F32], [2]>"#,
            "2D memref of 32-bit float values",
        ),
        (
            r#"RankedOrUnrankedMemRefOf<[F32]>"#,
            "ranked or unranked memref of 32-bit float values",
        ),
        (
            r#"TupleOf<[I32, F32]>"#,
            "tuple with any combination of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"NestedTupleOf<[I32]>"#,
            "nested tuple with any combination of 32-bit signless integer values",
        ),
        (
            r#"TypeOrValueSemanticsContainer<I1, "bool-ish">"#,
            "bool-ish",
        ),
        (r#"VectorOfRank<[1, 2]>"#, " of ranks 1/2"),
        (r#"FixedVectorOfRank<[3]>"#, " of ranks 3"),
        (r#"VectorOfLength<[4, 8]>"#, " of length 4/8"),
        (r#"VectorOfMinLength<2>"#, " of at least length 2"),
        (r#"VectorOfMaxLength<16>"#, " of at most length 16"),
        (
            r#"ShapedTypeWithNthDimOfSize<1, [2, 4]>"#,
            " with dim 1 having a size of {2, 4}",
        ),
        (
            r#"VectorOfRankAndType<[1], [F32]>"#,
            "vector of 32-bit float values of ranks 1",
        ),
        (
            r#"FixedVectorOfRankAndType<[1, 2], [F32, F64]>"#,
            "fixed-length vector of 32-bit float or 64-bit float values of ranks 1/2",
        ),
        (
            r#"VectorOfLengthAndType<[4], [I8]>"#,
            "vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"FixedVectorOfLengthAndType<[4], [I8]>"#,
            "fixed-length vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"ScalableVectorOfLengthAndType<[4], [I8]>"#,
            "scalable vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>"#,
            " of ranks 1scalable vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>"#,
            "trailing scalable vector of 32-bit float values with dim -1 having a size of {4, 8}",
        ),
        (
            r#"VectorOfMinMaxLengthAndType<2, 8, [I32]>"#,
            "vector of 32-bit signless integer values of at least length 2 of at most length 8",
        ),
        (
            r#"TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>"#,
            "tensor of 32-bit signless integer or complex type with 64-bit float elements values",
        ),
        (
            r#"TypedStrAttr<I32>"#,
            "string attribute of 32-bit signless integer",
        ),
        (
            r#"TypeAttrOf<I32>"#,
            "type attribute of 32-bit signless integer",
        ),
        (
            r#"TypeAttrBase<"IntegerType", "integer type">"#,
            "integer type",
        ),
        (r#"TypedArrayAttrBase<I32Attr, "my array">"#, "my array"),
        (
            r#"AnyAttrOf<[I32Attr, StrAttr]>"#,
            "32-bit signless integer attribute or string attribute",
        ),
        (r#"AnyAttrOf<[I32Attr, StrAttr], "either">"#, "either"),
        (
            r#"AllAttrOf<[I32Attr, IntMinValue<0>]>"#,
            "32-bit signless integer attribute and whose minimum value is 0",
        ),
        (
            r#"ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>"#,
            "64-bit signless integer attribute whose minimum value is 1 whose maximum value is 9",
        ),
        (
            r#"IntValidAlignment<I64Attr>"#,
            "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        ),
        (r#"IntNEQValue<3>"#, "whose value is not 3"),
        (r#"ArrayMaxCount<3>"#, "with at most 3 elements"),
        (r#"ArrayMinCount<1>"#, "with at least 1 elements"),
        (r#"ArrayCount<2>"#, "with exactly 2 elements"),
        (r#"DenseArrayCount<2>"#, "with exactly 2 elements"),
        (r#"DenseArrayMaxCt<5>"#, "with at most 5 elements"),
        (r#"DenseArrayMinCt<5>"#, "with at least 5 elements"),
        (
            r#"DenseArraySorted<DenseI32ArrayAttr>"#,
            "should be in non-decreasing order",
        ),
        (r#"IntIsOneOf<[1, 2]>"#, "whose value is one of {1, 2}"),
        (
            r#"DenseArrayStrictlyPositive<DenseI32ArrayAttr>"#,
            "whose value is positive",
        ),
        (
            r#"DenseArrayNonNegative<DenseI64ArrayAttr>"#,
            "whose value is non-negative",
        ),
        (
            r#"DenseArrayStrictlySorted<DenseI32ArrayAttr>"#,
            "should be in increasing order",
        ),
        (r#"IntArrayNthElemEq<1, 2>"#, "whose 1-th element must be 2"),
        (
            r#"IntArrayNthElemMinValue<0, 3>"#,
            "whose 0-th element must be at least 3",
        ),
        (
            r#"IntArrayNthElemMaxValue<2, 9>"#,
            "whose 2-th element must be at most 9",
        ),
        (
            r#"IntArrayNthElemInRange<1, 0, 9>"#,
            "whose 1-th element must be at least 0 and at most 9",
        ),
        (
            r#"IntElementsAttrOf<16>"#,
            "16-bit integer elements attribute",
        ),
        (
            r#"SignlessIntElementsAttr<32>"#,
            "32-bit signless integer elements attribute",
        ),
        (
            r#"FloatElementsAttr<64>"#,
            "64-bit float elements attribute",
        ),
        (
            r#"RankedSignlessIntElementsAttr<32, [2, 3]>"#,
            "32-bit signless int elements attribute of shape [2, 3]",
        ),
        (
            r#"RankedFloatElementsAttr<32, [4]>"#,
            "32-bit float elements attribute of shape [4]",
        ),
        (
            r#"RankedI32ElementsAttr<[2]>"#,
            "32-bit signless int elements attribute of shape [2]",
        ),
        (
            r#"RankedI64ElementsAttr<[2, 2]>"#,
            "64-bit signless int elements attribute of shape [2, 2]",
        ),
        (
            r#"RankedF32ElementsAttr<[3]>"#,
            "32-bit float elements attribute of shape [3]",
        ),
        (
            r#"RankedF64ElementsAttr<[1]>"#,
            "64-bit float elements attribute of shape [1]",
        ),
        (r#"I32"#, "32-bit signless integer"),
        (r#"AnyFloat"#, "floating-point"),
        (r#"I32Attr"#, "32-bit signless integer attribute"),
        (r#"TensorOf<[Mine]>"#, "tensor of my type values"),
        (
            r#"TensorOf<[AnyTypeOf<[Mine, NoSummary]>]>"#,
            "tensor of my type or  values",
        ),
        (r#"Local"#, "tensor of my type or 32-bit float values"),
    ];
    let mut src = String::from(
        r#"def Mine : Type<CPred<|c: &C, t: T| true>, "my type">;
        def NoSummary : Type<CPred<|c: &C, t: T| true>>;
        def Local : TensorOf<[AnyTypeOf<[Mine, F32]>]>;
        "#,
    );
    for (i, (expr, _)) in cases.iter().enumerate() {
        src.push_str(&format!("def P{i} : Pat<(Op {expr}.summary), (Op)>;\n"));
    }
    let p = patterns(&src);
    assert_eq!(p.len(), cases.len());
    for ((expr, want), (_, got)) in cases.iter().zip(&p) {
        assert_eq!(got, &format!("(Op , {want:?}) , (Op)"), "{expr}");
    }
}

/// `.summary` pasted and interleaved the way TensorFlow's and MLIR's own
/// `.td` files write it.
#[test]
fn summaries_in_expressions() {
    let p = patterns(
        r#"
        class TensorOfOne<Type t> { string s = "tensor of " # t.summary # " values"; }
        defvar Types = [I32, F32, AnyTypeOf<[I1, Index]>];
        def P : Pat<(Op TensorOfOne<I64>.s, !interleave(!foreach(t, Types, t.summary), " or ")), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "tensor of 64-bit signless integer values" , "32-bit signless integer or 32-bit float or 1-bit signless integer or index") , (Op)"#
    );
}

#[test]
fn unknown_summaries_are_errors() {
    assert_eq!(
        errors("def P : Pat<(Op IsTensorTypePred.summary), (Op)>;"),
        ["`IsTensorTypePred` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op HasAnyRankOfPred<[1]>.summary), (Op)>;"),
        ["`HasAnyRankOfPred` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op IsVectorOfShape<[2]>.summary), (Op)>;"),
        ["`IsVectorOfShape` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op TensorOf<[I32, 3]>.summary), (Op)>;"),
        ["an integer is not a constraint: it has no summary"]
    );
    assert_eq!(
        errors("def P : Pat<(Op Foo.summary), (Op)>;"),
        [
            "cannot read field `summary` of `Foo`: it is not defined in this block (its fields are not known here)"
        ]
    );
}

/// `X.description` as TensorFlow's `tf_op_base.td` reads it
/// (`ConcreteType.description # " or opaque tensor type"`): `""` for the
/// library's `Type`s and `Attr`s and for records of the block without one.
#[test]
fn library_descriptions() {
    let p = patterns(
        r#"
        class OrOpaque<Type t> { string s = t.description # " or opaque tensor type"; }
        def Mine : Type<CPred<|c: &C, t: T| true>, "mine"> { let description = "my own"; }
        def Plain : Type<CPred<|c: &C, t: T| true>, "plain">;
        def P : Pat<(Op OrOpaque<AnyTensor>.s, OrOpaque<TensorOf<[I32]>>.s, I32Attr.description,
                        Mine.description, Plain.description), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , " or opaque tensor type" , " or opaque tensor type" , "" , "my own" , "") , (Op)"#
    );
    assert_eq!(
        errors("def P : Pat<(Op IntMinValue<0>.description), (Op)>;"),
        [
            "the library's `IntMinValue` has no `description` field known here (MLIR's own has none, or derives it from `TypeConstraint`/`AttrConstraint` without one)"
        ]
    );
}

/// `let` on a record of a library class, as TensorFlow writes it
/// (`def TF_IntTypeAttr : TypeAttrBase<"IntegerType", "integer type"> { let
/// returnType = "Type"; }`): the C++-only fields are accepted without
/// effect; another field is an error at its name saying what to write.
#[test]
fn lets_on_records_of_library_classes() {
    let src = r#"
        def IntTypeAttr : TypeAttrBase<"IntegerType", "integer type"> {
          let returnType = "Type";
          let convertFromStorage = "$_self";
        }
        def P : Pat<(Op IntTypeAttr:$a, IntTypeAttr.summary), (Op)>;
    "#;
    assert_eq!(
        patterns(src)[0].1,
        r#"(Op , TypeAttrBase < "IntegerType" , "integer type" > : $ a , "integer type") , (Op)"#
    );
    let (_, errs) = front(
        r#"def T : TensorOf<[I32]> { let builderCall = "$_builder.getI32Type()"; }"#,
        Target::Ods,
    );
    assert_eq!(
        errs,
        [
            "`let builderCall` on a record of the library's `TensorOf<…>`: only its `summary`, `description`, `predicate` and the C++-only fields (storageType, returnType, convertFromStorage, valueType, cppNamespace, cppClassName, cppType, cppFunctionName) can be set; define the constraint instead: `Type<TensorOf<…>.predicate, \"summary\">` (or `Attr<…>`)"
        ]
    );
    // `let predicate` replaces the predicate (CIRCT's `SignalTypeAttr`):
    // `Type<P, library summary>`.
    let (_, errs) = front(
        r#"def T : TensorOf<[I32]> { let predicate = CPred<|c: &C, t: T| true>; }"#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
    // `let summary` (TensorFlow Lite's `TFL_TensorOf`) makes the record
    // `Type<TensorOf<…>.predicate, summary>`; `let description` keeps the
    // library's summary.
    let p = patterns(
        r#"
        class RuntimeType<TypeConstraint t> { string desc = t.summary; }
        class TFL_TensorOf<list<Type> runtime, list<Type> op = [AnyType]> :
          TensorOf<op>, RuntimeType<TensorOf<runtime>> {
          let summary = TensorOf<runtime>.summary;
        }
        def T : TFL_TensorOf<[I32]>;
        def D : TensorOf<[F32]> { let description = "documented"; }
        def P : Pat<(Op T.summary, T.desc, D.summary, D.description), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "tensor of 32-bit signless integer values" , "tensor of 32-bit signless integer values" , "tensor of 32-bit float values" , "documented") , (Op)"#
    );
}

/// `FixedVectorOf` / `ScalableVectorOf` are names MLIR 22 no longer has:
/// an error at the name saying what to write (they were an unknown
/// constraint at every use). (`ContainerType`, which onnx-mlir's
/// `SeqOf`/`OptOf` derive from, is supported: its element-type call is
/// Rust, see `tests/ods_tosa_container_type.rs`.)
#[test]
fn old_vector_names_are_not_provided() {
    let (_, old) = front(
        "def V : FixedVectorOf<[F32]>; def W : ScalableVectorOf<[F32]>;",
        Target::Ods,
    );
    assert!(
        old[0].contains("MLIR names it `FixedVectorOfAnyRank<[…]>`"),
        "{old:?}"
    );
    assert!(
        old[1].contains("MLIR names it `ScalableVectorOfAnyRank<[…]>`"),
        "{old:?}"
    );
}

/// `Variadic<T>` / `Optional<T>` read as constraints (TensorFlow Lite's
/// `TFL_RuntimeType<Variadic<TensorOf<…>>>`): the summary is ODS's
/// ("variadic of …"), the predicate T's.
#[test]
fn variadic_and_optional_fields() {
    let p = patterns(
        r#"
        class RuntimeType<TypeConstraint t> { Pred p = t.predicate; string s = t.summary; }
        def V : RuntimeType<Variadic<TensorOf<[I32]>>>;
        def O : RuntimeType<Optional<F32>>;
        def P : Pat<(Op V.s, O.s), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "variadic of tensor of 32-bit signless integer values" , "32-bit float") , (Op)"#
    );
}

/// A `TypeDef` with parameters (StableHLO's `StablehloTypes.td`): the
/// parameters' classes reach the lowering (which accepts them without
/// effect), not a request for the macro of a class `ArrayRefParameter` of
/// another block.
#[test]
fn typedef_parameters_reach_the_lowering() {
    let (fe, errs) = front(
        r#"
        def Sh_Dialect : Dialect { let name = "sh"; }
        def Sh_Future : TypeDef<Sh_Dialect, "Future", []> {
          let mnemonic = "future";
          let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types, "int64_t":$n);
        }
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let fe = fe.expect("no request for another block's class");
    let cx = Ctxt::new();
    let model = crate::ods::lower::lower(&cx, &fe.ods);
    crate::ods::check::check(&cx, &model);
    assert!(cx.is_empty());
    assert_eq!(model.typedefs.len(), 1);
    assert!(!model.typedefs[0].buildable);
}

/// `///` inside a dag or list is a comment to TableGen (LLVM's
/// `LLVMDialect.td` documents its `discardableAttrs` so); Rust makes it a
/// `#[doc]` attribute, which the parser drops there.
#[test]
fn doc_comments_inside_dags_and_lists() {
    let p = patterns(
        r#"
        defvar L = [
          /// the first
          "a",
          /// the second
          "b"];
        def P : Pat<(Op
            /// a comment on an argument
            $x, !size(L)), (Op $x)>;
        "#,
    );
    assert_eq!(p[0].1, r#"(Op , $ x , 2) , (Op , $ x)"#);
    let (_, errs) = front(
        r#"
        def L_Dialect : Dialect {
          let name = "l";
          let discardableAttrs = (ins
            /// Attribute encoding size and type of GPU workgroup attributions.
            "WorkgroupAttributionAttr":$workgroup_attribution
          );
        }
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
}

/// A parameter record of a `TypeDef`/`AttrDef` (`def X :
/// AttrOrTypeParameter<…> { let parser = …; let printer = …; }`, as LLVM's
/// `LLVMAttrDefs.td` writes them): every field is C++ storage or syntax,
/// accepted without effect.
#[test]
fn parameter_records_take_their_cpp_fields() {
    let (_, errs) = front(
        r#"
        def LoopOptionsParameter : AttrOrTypeParameter<"unsigned", ""> {
          let parser = "[&]() -> FailureOr<unsigned> { return 0; }()";
          let printer = "$_printer << $_self";
          let comparator = "$_lhs == $_rhs";
        }
        def Elements : ArrayRefParameter<"int64_t"> {
          let printer = "$_printer << $_self";
        }
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
}

/// TableGen's named template arguments (OpenMP's `OpenMP_Op<"m",
/// traits = […], clauses = […]>`): after the positional ones, at their
/// parameters; the parameters between take their defaults, which see the
/// parameters before them.
#[test]
fn named_template_arguments() {
    let p = patterns(
        r#"
        class C<string a, int b = 2, string c = a # "!", int d = 4> {
          string s = a # b # c # d;
        }
        def X : C<"x", d = 7>;
        def Y : C<"y", c = "k", b = 1>;
        def P : Pat<(Op X.s, Y.s, C<"z", d = 0>.s), (Op)>;
        "#,
    );
    assert_eq!(p[0].1, r#"(Op , "x2x!7" , "y1k4" , "z2z!0") , (Op)"#);
    let errs = errors(
        r#"
        class C<string a, int b = 2> { string s = a; }
        def X : C<"x", e = 1>;
        def Y : C<"y", b = 1, b = 2>;
        def Z : C<b = 1>;
        "#,
    );
    assert_eq!(
        errs,
        [
            "`C` has no template argument `e`",
            "template argument `b` is given twice",
            "missing template argument `a` of `C` before the named ones",
        ]
    );
}

/// Field references are bound late (TableGen resolves them once the record
/// is complete), for user fields and for the `let`s of the built-in
/// classes' fields alike: the class body's `description` sees the
/// record's final `summary`, set by the `def` after it.
#[test]
fn late_bound_builtin_lets() {
    let p = patterns(
        r#"
        class Described<string s> : Type<CPred<|c: &C, t: T| true>, "base"> {
            let summary = s;
            let description = summary # " (more)";
        }
        def T1 : Described<"a">;
        def T2 : Described<"a"> { let summary = "b"; }
        class Sized<int n> { int size = n; int bytes = !mul(size, 4); }
        def S : Sized<1> { let size = 3; }
        def P : Pat<(Op T1.description, T2.description, S.bytes), (Op)>;
        "#,
    );
    assert_eq!(p[0].1, r#"(Op , "a (more)" , "b (more)" , 12) , (Op)"#);
}

/// A class body reads the fields of its built-in classes by name, as
/// TableGen reads the record's own fields: a constraint's `summary`, an
/// op's `opName` (and both late-bound, so a `def`'s `let summary` counts).
#[test]
fn own_builtin_fields_by_name() {
    let p = patterns(
        r#"
        class Described<string s> : Type<CPred<|c: &C, t: T| true>, s> {
            let description = "The " # summary;
        }
        def T1 : Described<"a">;
        def T2 : Described<"a"> { let summary = "b"; }
        def P : Pat<(Op T1.description, T2.description), (Op)>;
        "#,
    );
    assert_eq!(p[0].1, r#"(Op , "The a" , "The b") , (Op)"#);
    let (fe, errs) = front(
        r#"
        dialect toy;
        class Named<string m> : Op<m, []> { let summary = "op " # opName; }
        def N : Named<"fancy">;
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let summary = fe
        .expect("no callback")
        .ods
        .items
        .iter()
        .find_map(|i| match i {
            Item::Def(d) if d.name == "N" => d.fields.iter().find(|f| f.name == "summary"),
            _ => None,
        })
        .map(|f| format!("{:?}", f.value));
    assert!(
        summary.as_deref().is_some_and(|s| s.contains("op fancy")),
        "{summary:?}"
    );
}

#[test]
fn preprocessor_conditionals_select_records() {
    // As `mlir-tblgen --print-records` reads it: `#ifdef`/`#ifndef` test
    // the names `#define`d before them, `#else` takes the other branch, a
    // `#define` in a record body counts after it, an include guard keeps
    // its text.
    let ps = patterns(
        r#"
        #ifndef GUARD_TD
        #define GUARD_TD
        #define FAST
        #ifdef FAST
        def Chosen : Pat<(AOp $x), (BOp $x)>;
        #else
        def Other : Pat<(AOp $x), (COp $x)>;
        #endif
        #ifndef FAST
        def Skipped : Pat<(AOp $x), (COp $x)>;
        #ifdef FAST
        def NestedSkipped : Pat<(AOp $x), (COp $x)>;
        #endif
        #endif
        class Marker { int m = 1; #define FROM_BODY }
        defvar suffix = "Body" # "";
        #ifdef FROM_BODY
        def AfterBody : Pat<(BOp $x), (COp $x)>;
        #endif
        #endif
        "#,
    );
    let names: Vec<&str> = ps.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Chosen", "AfterBody"]);
}

#[test]
fn a_parent_list_names_a_class_once() {
    // mlir-tblgen-22: "Already subclass of 'B'!" at the second `B` of a
    // def's, a class's or a defm's parent list, also when an earlier parent
    // brought it; a diamond (`C : B`, `D : B`, `def x : C, D`) is fine.
    let msg = "the record already inherits `B` through an earlier parent (TableGen: \"Already subclass of 'B'!\"): name a class once in a parent list";
    let base = "class B { int e = 0; } class C : B; def P : Pat<(Op), (Op)>; ";
    for (src, col) in [
        ("def x : B, B;", 11),
        ("def x : C, B;", 11),
        ("class D : C, B; def x : D;", 13),
        ("multiclass M { def _y : B; } defm X : M, B;", 41),
    ] {
        let (e, cols) = errors_at(&format!("{base}{src}"));
        assert_eq!(e, [msg], "{src}");
        assert_eq!(cols, [base.len() + col], "{src}");
    }
    let (e, _) = errors_at(&format!("{base}class D : B; def x : C, D;"));
    assert!(e.is_empty(), "{e:?}");
}

#[test]
fn reading_an_unset_field_leaves_a_def_unresolved() {
    // mlir-tblgen-22: "Initializer of 'w' in 'd' could not be fully
    // resolved" when a def's field reads a field left `?` (a reference to
    // an unset field stays symbolic), also through `!initialized` and in a
    // list or dag; fine when the `let` gives it a value, when `!if` does not
    // take that branch, for a `field`-declared field, for a `bits` naming a
    // bit field and in a class instance written as a value.
    let msg = |w: &str, d: &str, u: &str| {
        format!(
            "the value of field `{w}` of `{d}` cannot be resolved: it reads field `{u}`, which is left unset (`?`) (TableGen: \"Initializer of '{w}' could not be fully resolved\")"
        )
    };
    let p = " def P : Pat<(Op), (Op)>;";
    for body in [
        "def d { int u = ?; int w = u; }",
        "def d { int u = ?; list<int> w = [u]; }",
        "def ins; def d { int u = ?; dag w = (ins u); }",
        "def d { int u = ?; bit w = !initialized(u); }",
        "class C { int u = 1; int w = u; } def d : C { let u = ?; }",
    ] {
        assert_eq!(
            errors(&format!("{body}{p}")),
            [msg("w", "d", "u")],
            "{body}"
        );
    }
    for body in [
        "class C { int u = ?; int w = u; } def d : C { let u = 4; }",
        "def d { int u = ?; int w = !if(1, 5, u); }",
        "def d { int u = ?; field int w = u; }",
        "def d { bit u = ?; bits<2> w = {u, 0}; }",
        "class C<int x = 0> { int u = ?; int w = u; } def d { C c = C<>; }",
    ] {
        assert_eq!(
            errors(&format!("{body}{p}")),
            Vec::<String>::new(),
            "{body}"
        );
    }
}

#[test]
fn incomplete_defaults_leave_template_arguments_unset() {
    // mlir-tblgen-22: "value not specified for template argument 'C:x'"
    // for a default of `?`, or a list or bits holding one, left out; a dag
    // holding `?` is complete, and `?` written out is a value.
    let unset = |ty: &str, n: &str, owner: &str| {
        format!(
            "missing template argument `{ty} {n}` of {owner}: its default is or holds `?`, which leaves it unset"
        )
    };
    let src = |ty: &str, default: &str| {
        format!("class C<{ty} x = {default}> {{ {ty} y = x; }} def R : C; def P : Pat<(Op), (Op)>;")
    };
    assert_eq!(errors(&src("int", "?")), [unset("int", "x", "`C`")]);
    assert_eq!(
        errors(&src("list<int>", "[1, ?]")),
        [unset("list<int>", "x", "`C`")]
    );
    assert_eq!(
        errors(&src("bits<2>", "{?, 1}")),
        [unset("bits<2>", "x", "`C`")]
    );
    assert_eq!(errors(&src("list<int>", "[1, 2]")), Vec::<String>::new());
    assert_eq!(
        errors(
            "def ins; class C<dag x = (ins ?)> { dag y = x; } def R : C; def P : Pat<(Op), (Op)>;"
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        errors("class C<int x = ?> { int y = 1; } def R : C<?>; def P : Pat<(Op), (Op)>;"),
        Vec::<String>::new()
    );
    assert_eq!(
        errors("multiclass M<int n = ?> { def _p : Pat<(Op), (Op)>; } defm D : M;"),
        [unset("int", "n", "multiclass `M`")]
    );
}

#[test]
fn preprocessor_sees_the_guards_of_mlir_includes() {
    // `mlir-tblgen-22 --print-records -I …/include` defines SeenPatternBase,
    // SeenArith and SeenConstraintsAfterArith here: PatternBase.td defines
    // PATTERNBASE_TD but, OP_BASE being defined already, skips OpBase.td
    // and so the CONSTRAINTS it includes; ArithOps.td reaches Constraints.td
    // through other files. Other projects' files, and an include in a
    // branch not taken, define nothing (a test of what looks like such a
    // file's guard is an error: tests/foreign_include_guards.rs).
    let ps = patterns(
        r#"
        #define OP_BASE
        include "mlir/IR/PatternBase.td"
        #ifdef PATTERNBASE_TD
        def SeenPatternBase : Pat<(AOp $x), (BOp $x)>;
        #endif
        #ifdef CONSTRAINTS
        def SeenConstraints : Pat<(AOp $x), (BOp $x)>;
        #endif
        include "mlir/Dialect/Arith/IR/ArithOps.td"
        #ifdef ARITH_OPS
        def SeenArith : Pat<(AOp $x), (BOp $x)>;
        #endif
        #ifdef CONSTRAINTS
        def SeenConstraintsAfterArith : Pat<(AOp $x), (BOp $x)>;
        #endif
        include "Dialect/Quantum/QuantumOps.td"
        #ifndef QUANTUM_DEFS
        def UnknownFileDefinesNothing : Pat<(AOp $x), (BOp $x)>;
        #endif
        #ifdef SKIPPED
        include "mlir/IR/SymbolInterfaces.td"
        #endif
        #ifndef MLIR_IR_SYMBOLINTERFACES
        def SkippedIncludeDefinesNothing : Pat<(AOp $x), (BOp $x)>;
        #endif
        "#,
    );
    let names: Vec<&str> = ps.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "SeenPatternBase",
            "SeenArith",
            "SeenConstraintsAfterArith",
            "UnknownFileDefinesNothing",
            "SkippedIncludeDefinesNothing"
        ]
    );
}

#[test]
fn preprocessor_directives_after_in_then_else() {
    // TableGen's lexer takes a directive at the start of any line, so one
    // may follow the `in` of `let … in`/`foreach … in` and the `then` or
    // `else` of `if` (`mlir-tblgen --print-records` defines MA, Y1, Y2, T
    // and E here; the branches not taken would be errors).
    let ps = patterns(
        r#"
        #define FOO
        class Marker { int m = 1; }
        let m = 2 in
        #ifdef FOO
        def MA : Marker;
        #else
        def MB : NoSuchClass;
        #endif
        foreach i = [1, 2] in
        #ifndef FOO
        def N#i : Pat<(AOp $x), (COp $x)>;
        #else
        def Y#i : Pat<(AOp $x), (BOp $x)>;
        #endif
        if 1 then
        #ifdef FOO
        def T : Pat<(BOp $x), (COp $x)>;
        #endif
        if 0 then
        def F : Pat<(BOp $x), (AOp $x)>;
        else
        #ifndef FOO
        def G : NoSuchClass;
        #else
        def E : Pat<(COp $x), (AOp $x)>;
        #endif
        "#,
    );
    let names: Vec<&str> = ps.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Y1", "Y2", "T", "E"]);
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

#[test]
fn preprocessor_errors() {
    let errs = errors("#endif\n#else\n#undef X\n#ifdef A\n#else\n#else\n#endif\n#ifdef B\n");
    assert_eq!(
        errs,
        [
            "`#endif` without `#ifdef` or `#ifndef`",
            "`#else` without `#ifdef` or `#ifndef`",
            "TableGen has no `#undef`: its preprocessor has `#define`, `#ifdef`, `#ifndef`, `#else` and `#endif`",
            "double `#else`",
            "the previous `#else` is here",
            "reached the end of the block without a matching `#endif`",
        ]
    );
    let (errs, cols) = errors_at("def X; #define");
    assert_eq!(errs, ["expected a macro name after `#define`"]);
    assert_eq!(cols, [8]);
}
