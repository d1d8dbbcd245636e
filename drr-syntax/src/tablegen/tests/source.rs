//! Unit tests of how the source text is read: `#ifdef`/`#ifndef`
//! conditionals and directives (with MLIR's include guards), their errors,
//! and `///` comments inside dags and lists.

use super::*;

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
