//! Unit tests of expressions: the `!` operators, bits initializers, DAG
//! keys, `foreach` ranges, pasting, casts by name and list slices, with
//! the values TableGen 22 gives them and the errors at their positions.

use super::*;

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

/// A `!foreach`/`!filter`/`!foldl` variable named like a field of the
/// record or class being defined (declared before it, its parents'
/// included) is TableGen's error, at the variable; one declared later, a
/// `defvar` or a field of another parent of the def is not.
#[test]
fn loop_variables_named_like_fields() {
    let cases = [
        (
            "def X { int x = 1; list<int> l = !foreach(x, [1, 2], !add(x, 1)); }",
            "iteration variable 'x' is already defined",
            42,
        ),
        (
            "def X { int y = 1; list<int> l = !filter(y, [1, 2], !eq(y, 1)); }",
            "iteration variable 'y' is already defined",
            41,
        ),
        (
            "def X { int acc = 1; int s = !foldl(0, [1, 2], acc, e, !add(acc, e)); }",
            "left !foldl variable 'acc' already defined",
            47,
        ),
        (
            "def X { int e = 1; int s = !foldl(0, [1, 2], a, e, !add(a, e)); }",
            "right !foldl variable 'e' already defined",
            48,
        ),
        (
            "def X { list<int> x = !foreach(x, [1], x); }",
            "iteration variable 'x' is already defined",
            31,
        ),
        (
            "class B { int x = 1; } class C : B { list<int> l = !foreach(x, [1], x); }",
            "iteration variable 'x' is already defined",
            60,
        ),
        (
            "class B { int x = 1; } def D : B { let x = !size(!foreach(x, [1], x)); }",
            "iteration variable 'x' is already defined",
            58,
        ),
    ];
    for (src, want, col) in cases {
        let (e, at) = errors_at(src);
        assert_eq!(e.len(), 1, "{src}: {e:?}");
        assert!(e[0].starts_with(want), "{src}: {e:?}");
        assert_eq!(at, [col], "{src}: {e:?}");
    }
    let ok = r#"
        defvar x = 5;
        class B { int x = 1; }
        class C { list<int> l = !foreach(x, [1], !add(x, 1)); }
        def D : B, C;
        def E { list<int> l = !foreach(y, [1, 2], y); int y = 3; }
        def P : Pat<(Op D.l, E.l, !foreach(x, [x], x)), (Op)>;
    "#;
    assert_eq!(patterns(ok)[0].1, "(Op , [2] , [1 , 2] , [5]) , (Op)");
}

/// `defvar` names TableGen rejects, at the name: a top-level one reusing a
/// record's or an earlier top-level `defvar`'s name, two of one local
/// scope, one of a record or class body named like a field (its parents'
/// included) or an earlier body `defvar`. A nested scope may shadow
/// (`foreach`, `if`, `let … in` bodies, template arguments).
#[test]
fn defvar_names_already_taken() {
    let cases = [
        (
            "defvar a = 1; defvar a = 2;",
            "`defvar a`: a record or top-level `defvar` of this name already exists",
            21,
        ),
        (
            "def a; defvar a = 2;",
            "`defvar a`: a record or top-level `defvar` of this name already exists",
            14,
        ),
        (
            "foreach i = [1] in { defvar v = 1; defvar v = 2; def Y # v; }",
            "`defvar v`: a local variable of this name already exists in this scope",
            42,
        ),
        (
            "multiclass M { defvar v = 1; defvar v = 2; def _a; }",
            "`defvar v`: a local variable of this name already exists in this scope",
            36,
        ),
        (
            "def R { int f = 1; defvar f = 2; }",
            "`defvar f`: a field has this name",
            26,
        ),
        (
            "def R { defvar v = 1; defvar v = 2; int g = v; }",
            "`defvar v`: a `defvar` of this body has this name",
            29,
        ),
        (
            "class C<int x> { int x2 = x; } class D<int y> : C<y> { defvar x2 = 5; }",
            "`defvar x2`: a field has this name",
            62,
        ),
    ];
    for (src, want, col) in cases {
        let (e, at) = errors_at(src);
        assert_eq!(e.len(), 1, "{src}: {e:?}");
        assert!(e[0].starts_with(want), "{src}: {e:?}");
        assert_eq!(at, [col], "{src}: {e:?}");
    }
    let ok = r#"
        defvar i = 5;
        foreach i = [1] in { defvar i = 3; defvar w = i; }
        if 1 then { defvar q = 1; } else { defvar q = 2; }
        let summary = "s" in { defvar q = 3; }
        defvar q = 4;
        multiclass M<int k> { defvar k = 3; def _a : Pat<(Op k), (Op)>; }
        defm X : M<1>;
        def P : Pat<(Op i, q), (Op)>;
    "#;
    let p = patterns(ok);
    assert_eq!(p.last().unwrap().1, "(Op , 5 , 4) , (Op)");
    assert_eq!(p[0].1, "(Op , 3) , (Op)");
}
