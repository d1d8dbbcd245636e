//! `EnumAttr` in ODS's default assembly format ("$value"): printed, parsed
//! and verified as `#dialect<mnemonic value>`, as mlir-opt-22 does for
//! MLIR's own such attributes (the index dialect's
//! `#index<cmp_predicate slt>`: the text and the error messages and columns
//! below were recorded from mlir-opt-22 on `index.cmp`, whose predicate
//! attribute is declared the same way). The `#dialect.mnemonic<…>` form
//! belongs to "`<` $value `>`" attributes only; such an attribute written
//! as `#dialect<mnemonic<…>>` is read as its canonical form.

use drr::Context;
use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect idx;

    def Pred : I32EnumAttr<"Pred", "index comparison predicate kind", [
        I32EnumAttrCase<"EQ", 0, "eq">,
        I32EnumAttrCase<"NE", 1, "ne">,
        I32EnumAttrCase<"SLT", 2, "slt">]> {
        let cppNamespace = "::mlir::idx";
        let genSpecializedAttr = 0;
    }
    def PredAttr : EnumAttr<idx, Pred, "cmp_predicate">;

    def F_NONE : I32BitEnumAttrCaseNone<"none">;
    def F_X : I32BitEnumAttrCaseBit<"x", 0>;
    def Flags : I32BitEnumAttr<"Flags", "some flags", [F_NONE, F_X]> {
        let cppNamespace = "::mlir::idx";
    }
    def FlagsAttr : EnumAttr<idx, Flags, "flags"> {
        let assemblyFormat = "`<` $value `>`";
    }

    def CmpOp : Op<"cmp"> {
        let arguments = (ins PredAttr:$pred, Index:$lhs, Index:$rhs);
        let results = (outs I1:$result);
    }
    def FlagOp : Op<"flag"> {
        let arguments = (ins FlagsAttr:$flags);
    }
}

drr::patterns! {
    def EqToSlt : Pat<(CmpOp ConstantEnumCase<PredAttr, "EQ">, $a, $b),
        (CmpOp ConstantEnumCase<PredAttr, "SLT">, $a, $b)>;
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: index, %arg1: index):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn roundtrip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    IdxDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn default_format_prints_and_parses_as_mlir() {
    let src = module(
        "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx<cmp_predicate  slt>}> : (index, index) -> i1\n",
    );
    assert_eq!(
        roundtrip(&src).unwrap(),
        module(
            "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx<cmp_predicate slt>}> : (index, index) -> i1\n"
        )
    );
}

#[test]
fn default_format_errors_are_mlir_s() {
    // mlir-opt-22 on the same line of `index.cmp` (`index` is two bytes
    // longer than `idx`, twice): `4:66: error: expected
    // ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, …`, at
    // the value.
    let src = module(
        "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx<cmp_predicate sgx>}> : (index, index) -> i1\n",
    );
    assert_eq!(
        roundtrip(&src).unwrap_err(),
        "4:62: expected ::mlir::idx::Pred to be one of: eq, ne, slt"
    );
    // The `#dialect.mnemonic<…>` form is not this attribute's: mlir-opt-22
    // says `4:65: error: expected valid keyword or string`, at the `<`.
    let src = module(
        "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx.cmp_predicate<slt>}> : (index, index) -> i1\n",
    );
    assert_eq!(
        roundtrip(&src).unwrap_err(),
        "4:61: expected valid keyword or string"
    );
}

#[test]
fn angle_format_written_in_the_long_form_is_canonicalized() {
    // mlir-opt-22 prints `#arith<fastmath<nnan>>` as `#arith.fastmath<nnan>`.
    let src = module("    \"idx.flag\"() <{flags = #idx<flags<x>>}> : () -> ()\n");
    assert_eq!(
        roundtrip(&src).unwrap(),
        module("    \"idx.flag\"() <{flags = #idx.flags<x>}> : () -> ()\n")
    );
}

#[test]
fn rust_api_and_patterns_build_the_default_format() {
    let mut ctx = Context::new();
    IdxDialect::register(&mut ctx);
    let attr = PredAttr::get(&mut ctx, Pred::NE);
    assert_eq!(
        drr::text::print_attribute(&ctx, attr),
        "#idx<cmp_predicate ne>"
    );
    assert_eq!(PredAttr::value(&ctx, attr), Some(Pred::NE));

    let src = module(
        "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx<cmp_predicate eq>}> : (index, index) -> i1\n    \"test.use\"(%0) : (i1) -> ()\n",
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        module(
            "    %0 = \"idx.cmp\"(%arg0, %arg1) <{pred = #idx<cmp_predicate slt>}> : (index, index) -> i1\n    \"test.use\"(%0) : (i1) -> ()\n"
        )
    );
}

#[test]
fn long_form_keywords_and_blanks_as_mlir() {
    // mlir-opt-22 on `arith.negf` with `#arith<  fastmath <nnan>>`,
    // `#arith<>`, `#arith< 5>` and `#arith<bogus x>`: the canonical
    // attribute; `expected valid keyword` at the `>` and at the `5`;
    // "unknown attribute `bogus` in dialect `arith`" at `bogus`.
    let flag = |attr: &str| {
        module(&format!(
            "    \"idx.flag\"() <{{flags = {attr}}}> : () -> ()\n"
        ))
    };
    assert_eq!(
        roundtrip(&flag("#idx<  flags <x>>")).unwrap(),
        flag("#idx.flags<x>")
    );
    assert_eq!(
        roundtrip(&flag("#idx<>")).unwrap_err(),
        "4:33: expected valid keyword"
    );
    assert_eq!(
        roundtrip(&flag("#idx< 5>")).unwrap_err(),
        "4:34: expected valid keyword"
    );
    assert_eq!(
        roundtrip(&flag("#idx<bogus x>")).unwrap_err(),
        "4:33: unknown attribute `bogus` in dialect `idx`"
    );
}

#[test]
fn enum_values_are_read_per_context() {
    // Enum attribute values are memoized by (context, attribute): the same
    // attribute number names different attributes in two contexts, and
    // each read must see its own context's.
    let mut a = Context::new();
    IdxDialect::register(&mut a);
    let mut b = Context::new();
    IdxDialect::register(&mut b);
    let in_a = PredAttr::get(&mut a, Pred::EQ);
    let in_b = PredAttr::get(&mut b, Pred::SLT);
    // Built the same way in fresh contexts: the same number, so a memo
    // keyed by the attribute alone would answer one context with the
    // other's value.
    assert_eq!(
        in_a, in_b,
        "both contexts number their first enum attribute alike"
    );
    for _ in 0..3 {
        assert_eq!(PredAttr::value(&a, in_a), Some(Pred::EQ));
        assert_eq!(PredAttr::value(&b, in_b), Some(Pred::SLT));
    }
    // Another enum attribute at the same number is not this one.
    let mut c = Context::new();
    IdxDialect::register(&mut c);
    let flags = FlagsAttr::get(&mut c, Flags::X);
    assert_eq!(PredAttr::value(&c, flags), None);
    assert_eq!(FlagsAttr::value(&c, flags), Some(Flags::X));
}
