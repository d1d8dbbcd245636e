//! No-panic property test: random and mutated token streams through
//! `parse_pat`, `parse_pattern` and `check_pattern`, with a fixed-seed
//! xorshift generator (deterministic, a few seconds in debug builds).

use std::panic::{AssertUnwindSafe, catch_unwind};

use proc_macro2::{TokenStream, TokenTree};

use super::super::{check_pattern, parse_pat, parse_pattern};
use super::tokens;

// The generator shared with `tests/fuzz_expand.rs`.
#[path = "../../../tests/support/token_fuzz.rs"]
mod token_fuzz;
use token_fuzz::{Rng, next_case};

const SEEDS: &[&str] = &[
    "(AOp (BOp:$b), F32Attr:$attr), (COp $b, $attr)",
    "(AOp $input, $attr), (COp $input, $attr), [(HasNoUseOf:$input)], [], (addBenefit 5)",
    "(ThreeResultOp:$r $in), [(OneResultOp $in), (TwoResultOp:$t__1 $in)], [(HasNoUseOf:$r__2)], [], (addBenefit 5)",
    "(TwoAttrOp $attr1, $attr2), [(OneAttrOp (createArrayAttr $attr1, $attr2))]",
    "(OneAttrOp (NativeCodeCall<|op, val| foo(op, val)> I32Attr:$val)), (TwoAttrOp $val, $val)",
    "(TwoArgOp (either $firstArg, (AnOp $secondArg))), (OtherOp $firstArg, $secondArg)",
    r#"(ConcatenateOp (variadic:$inputs $input0, $input1), ConstantAttr<I32Attr, "0">), (VStackOp $inputs)"#,
    "(ConcatenateOp (variadic (SomeOp $a), (AnotherOp $b, $c)), $axis), (OtherOp $a, $b, $c)",
    r#"(LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)), (LocDst1Op (LocDst2Op $x, (location $src2)), (location "outer"))"#,
    r#"(SourceOp $arg0, $arg1), (OpA $arg0, (TwoResultOp:$res__1 $arg1, (returnType $arg1, "rewriter.i64_type()", { t() }, (NativeCodeCall<f> $arg0))))"#,
    "(TwoResultOp $a), [(ThreeResultOp:$results__2, $a), (replaceWithValue $results__0)]",
    "(ThreeResultOp:$src $a), [(ZeroResultOp:$dest1 $a), (ThreeResultOp:$dest2 $a)], [], [(CopyAttrFoo (GetOwner $src), $dest1), (NativeCodeCallVoid<|r, a| r.touch(a)> $dest2)]",
    "(TwoResultOp $a, $b), [(OneResultOp (NativeCodeCall<pack, 2>:$res__0 $a, $b)), (OneResultOp $res__1)]",
    r#"(AOp AllAttrOf<[I32Attr, IntMinValue<3>]>:$a, my::Cst, I32:$_, $_), (BOp $a), [(Constraint<|a| (a < 3), "small"> $a), (HasSame $a, $a)]"#,
    "(OpN $a, (OpN $a, $b)), (OpN $a, $b), [], (addBenefit -1)",
];

const ATOMS: &str = r#"$ : :: , < > - | = ; $x $_ $x__3 __3 _ 5 -1 65535 99999999999999999999999 1.5 "s" 'c' true
    AOp either variadic location returnType replaceWithValue addBenefit NativeCodeCall NativeCodeCallVoid
    Constraint ConstantAttr self crate r#in x__0 -> => >= <= << >>"#;

fn atoms() -> Vec<TokenTree> {
    tokens(ATOMS).into_iter().collect()
}

/// Runs both parsers and the checker; true if some combination accepts.
fn run(ts: &TokenStream) -> bool {
    let mut accepted = false;
    for parse in [parse_pat, parse_pattern] {
        if let Ok(def) = parse(ts.clone()) {
            accepted |= check_pattern(&def).is_ok();
        }
    }
    accepted
}

#[test]
fn no_panic_on_random_and_mutated_inputs() {
    let atoms = atoms();
    let seeds: Vec<TokenStream> = SEEDS.iter().map(|s| tokens(s)).collect();
    // Every seed is valid for one of the macros.
    for (s, ts) in SEEDS.iter().zip(&seeds) {
        let ok = [parse_pat, parse_pattern]
            .iter()
            .any(|p| p(ts.clone()).is_ok_and(|d| check_pattern(&d).is_ok()));
        assert!(ok, "seed does not check: {s}");
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut accepted = 0usize;
    for case in 0..20_000 {
        let ts = next_case(&mut rng, case, &seeds, &atoms);
        match catch_unwind(AssertUnwindSafe(|| run(&ts))) {
            Ok(ok) => accepted += usize::from(ok),
            Err(_) => panic!("panic on case {case}: {ts}"),
        }
    }
    // The mutations are not all fatal: some inputs stay valid.
    assert!(
        accepted > 100,
        "only {accepted} mutated inputs were accepted"
    );
}
