//! `E.enumerants` of an enum record of another block, read by a
//! `patterns!` block with an `include` line, as TableGen reads it from the
//! included file (Pylir's `PylirPyPatterns.td`: `defvar Arith_CmpIEq =
//! !head(!filter(x, Arith_CmpIPredicateAttr.enumerants, !eq(x.symbol,
//! "eq")));` used as a leaf of `arith.cmpi`). The defining block carries
//! the cases (class and arguments) and the reading block builds them
//! again, so `!filter`, `!foreach`, `!foldl`, indexing and the cases'
//! fields work, and a case used in a pattern is its enum's case. Before,
//! `!filter` rejected the record being fetched ("iterates over a list,
//! found a name"), and once past it the enum had no field `enumerants`.

mod common;
use drr::rewrite::RewritePatternSet;

drr::ods! {
    def Fe_Dialect : Dialect { let name = "fe"; }
    def Fe_KindAttr : I64EnumAttr<"Kind", "", [
        I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"lt", 2, "less">]>;
    def Fe_CmpOp : Op<Fe_Dialect, "cmp", [SameOperandsAndResultType]> {
        let arguments = (ins Fe_KindAttr:$kind, I32:$a);
        let results = (outs I32:$r);
    }
}

drr::patterns! {
    include "fe.td"
    defvar Eq = !head(!filter(x, Fe_KindAttr.enumerants, !eq(x.symbol, "eq")));
    defvar Less = !foldl(Eq, Fe_KindAttr.enumerants, acc, c, !if(!eq(c.str, "less"), c, acc));
    defvar Symbols = !foreach(c, Fe_KindAttr.enumerants, c.symbol);
    assert !eq(!interleave(Symbols, ","), "eq,ne,lt"), "the cases in order";
    assert !eq(Fe_KindAttr.enumerants[1].value, 1), "a case's value";
    def EqToLess : Pat<(Fe_CmpOp Eq, $a), (Fe_CmpOp Less, $a)>;
    def NeToEq : Pat<(Fe_CmpOp Fe_KindAttr.enumerants[1], $a), (Fe_CmpOp Eq, $a)>;
}

const INPUT: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "fe.cmp"(%arg0) <{kind = 0 : i64}> : (i32) -> i32
    %1 = "fe.cmp"(%arg0) <{kind = 1 : i64}> : (i32) -> i32
    %2 = "fe.cmp"(%arg0) <{kind = 2 : i64}> : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn cases_read_from_another_blocks_enum_match_and_build() {
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let out = common::run(FeDialect::register, INPUT, patterns, false);
    // `eq` becomes `lt`; `ne` becomes `eq`, then `lt`; `lt` matches neither.
    let expected = INPUT
        .replace("<{kind = 0 : i64}>", "<{kind = 2 : i64}>")
        .replace("<{kind = 1 : i64}>", "<{kind = 2 : i64}>");
    assert_eq!(out, expected);
}
