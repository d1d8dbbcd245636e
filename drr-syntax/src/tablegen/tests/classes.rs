//! Unit tests of classes and records: fields, `let`s and defaults,
//! template arguments (named, checked per element, incomplete defaults),
//! late-bound field references, the class and record namespaces, and the
//! nesting and instantiation limits.

use super::*;

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
fn field_types_name_classes() {
    // In a record's body as in a class's: a field's type is a class, and a
    // record of the block is not one (mlir-tblgen-22: "Couldn't find
    // class 'op'" at the type).
    for src in [
        "def op; def q { op o = op; }",
        "def op; class K { list<op> o = []; }",
    ] {
        let (e, at) = errors_at(src);
        assert_eq!(
            e,
            [
                "`op` is a record (`def`) of this block, not a class: a type names a class (mlir-tblgen: \"Couldn't find class 'op'\"); declare the field with a class the record derives from"
            ],
            "{src}"
        );
        assert_eq!(
            at,
            [src.rfind("op o")
                .unwrap_or_else(|| src.rfind("op>").unwrap())]
        );
    }
    let e = errors("class K; def k : K; def q { K o = k; list<K> l = [k]; }");
    assert!(e.is_empty(), "{e:?}");
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
    // An attribute constraint is not a constant.
    let e = errors("class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<I32Attr>;");
    assert_eq!(
        e,
        [
            "expected a record of class `ConstantAttr` for template argument `ConstantAttr c` of `C`, found the attribute constraint `I32Attr`"
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
        // ODS's constants derive from `ConstantAttr` (Pylir's
        // `class GCWithSlots<ConstantAttr type_object>` given a
        // `ConstantStrAttr`).
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstantStrAttr<StrAttr, \"s\">>;",
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstantAttr<I32Attr, \"1\">>;",
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstantEnumCase<E, \"a\">>;",
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstBoolAttrTrue>;",
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstUnitAttr>;",
        "class C<ConstantAttr c> : Pat<(Op), (Op)>; def X : C<ConstF32Attr<\"1.0\">>;",
        "class C<AttrConstraint c> : Pat<(Op), (Op)>; def X : C<ConstantStrAttr<StrAttr, \"s\">>;",
        // `PassBase.td`'s `ListOption` is an `Option` (MLIR 22's
        // `Reducer/Passes.td` lists both in a `list<Option>` field).
        "def O { list<Option> options = [Option<\"a\", \"a\", \"int\", \"0\", \"d\">, ListOption<\"b\", \"b\", \"int\", \"d\">]; }",
        "class C<list<PassBase> l>; def X : C<[Pass<\"p\">, InterfacePass<\"q\", \"I\">]>;",
    ] {
        assert!(errors(ok).is_empty(), "{ok}: {:?}", errors(ok));
    }
}

#[test]
fn nesting_and_instantiation_limits() {
    let mut src = String::from("$x");
    for _ in 0..crate::tablegen::MAX_NESTING + 1 {
        src = format!("(Op {src})");
    }
    let e = errors(&format!("def P : Pat<{src}, (Op)>;"));
    assert!(e.iter().any(|m| m.contains("nested more than")), "{e:?}");
    // A class hierarchy deeper than the instantiation limit.
    let mut src = String::from("class C0 { int x = 0; }\n");
    let n = crate::tablegen::eval::MAX_INSTANTIATION_DEPTH + 2;
    for i in 1..n {
        src.push_str(&format!("class C{i} : C{};\n", i - 1));
    }
    src.push_str(&format!("def D : C{};", n - 1));
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("nested more than"), "{e:?}");
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
fn a_record_of_a_failed_class_reports_nothing_more() {
    // iree-llvm-sandbox's `IteratorsTypes.td`: a class over ODS's
    // `MixedContainerType` (not provided), a record of it, then the record
    // as a `Type` template argument and its `predicate` read. Only the
    // class's error is reported (there were two follow-on errors: "expected
    // a record of class `Type` …, found the record `StructOfInts`" and
    // "`StructOfInts` has no field `predicate`").
    let e = errors(
        r#"
        class StructOf<list<Type> allowed>
          : MixedContainerType<AnyTypeOf<allowed>, CPred<"x">, "y", "LLVM struct">;
        def StructOfInts : StructOf<[I32]>;
        class StreamOf<Type t> : Type<t.predicate, "stream of " # t.summary>;
        def StreamOfStructs : StreamOf<StructOfInts>;
        "#,
    );
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with(
            "`MixedContainerType` is a class of MLIR's ODS library that drr does not provide"
        ),
        "{e:?}"
    );
}
