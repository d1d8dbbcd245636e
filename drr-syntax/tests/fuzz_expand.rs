//! No-panic property test of the FULL expansions (`expand_pat`,
//! `expand_pattern`, `expand_patterns`, `expand_ods`): random and mutated
//! token streams, a fixed-seed xorshift generator and a bounded number of
//! cases (deterministic; a few seconds in debug builds, so it runs in CI
//! with the rest of `cargo test`). `DRR_FUZZ_CASES=N` raises the count for
//! a longer local run. The front end alone (`parse_*` / `check_pattern`)
//! is fuzzed by the unit test `pattern::tests::fuzz`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use proc_macro2::{TokenStream, TokenTree};

// The generator shared with the front end's `pattern::tests::fuzz`.
#[path = "support/token_fuzz.rs"]
mod token_fuzz;
use token_fuzz::{Rng, next_case};

fn tokens(src: &str) -> TokenStream {
    TokenStream::from_str(src).unwrap_or_else(|e| panic!("lex error in {src:?}: {e}"))
}

/// Bodies of `pat!` / `pattern!` (valid for one of them).
const PATTERN_SEEDS: &[&str] = &[
    "(AOp (BOp:$b), F32Attr:$attr), (COp $b, $attr)",
    "Name: (AOp $input, $attr), (COp $input, $attr), [(HasNoUseOf:$input)], [], (addBenefit 5)",
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

/// Bodies of `patterns! { … }`.
const PATTERNS_SEEDS: &[&str] = &[
    "def A : Pat<(AOp $x, $a), (COp $x, $a)>; def : Pattern<(ThreeResultOp $in), [(OneResultOp $in), (TwoResultOp $in)]>;",
    "def : Pat<(TwoArgOp $x, $x), (OneResultOp $x), [(HasNoUseOf:$x)], [], (addBenefit 2)>;",
    // The record language around DRR: a pattern class with template
    // arguments, `defvar`, `foreach` with pasted names, `multiclass` /
    // `defm`, `!` operators.
    r#"class DropTwice<Op op> : Pat<(op (op $x)), (replaceWithValue $x)>;
       defvar zero = ConstantAttr<I32Attr, "0">;
       def : DropTwice<NegOp>;
       foreach Pair = [[NegOp, AbsOp], [SqrtOp, ExpOp]] in
         def Fold # !cast<string>(Pair[0]) : Pat<(Pair[0] (Pair[1] $x)), (Pair[1] $x), [], [], (addBenefit !size(Pair))>;
       multiclass Both<dag a, dag b> { def _l : Pat<a, b>; def _r : Pat<b, a>; }
       defm Swap : Both<(AOp $x, $y), (AOp $y, $x)>;
       def : Pat<(COp $x, zero), (COp $x, zero), [], [], (addBenefit !add(1, 2))>;"#,
];

/// Bodies of `ods! { … }`.
const ODS_SEEDS: &[&str] = &[
    r#"dialect test;
       def AOp : Op<"a_op", [SameOperandsAndResultType]> {
           let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
           let results = (outs AnyType:$a_output);
       }"#,
    r#"dialect test;
       def ConcatenateOp : Op<"concatenate"> {
           let arguments = (ins Variadic<AnyType>:$inputs, DefaultValuedAttr<I32Attr, 0>:$axis, OptionalAttr<F32Attr>:$f);
           let results = (outs AnyType:$output);
           let inferReturnTypes = |ctx, st| Ok(vec![ctx.int_type(32)]);
       }
       def HasNoUseOf : Constraint<|ctx: &Context, v: Value| ctx.use_empty(v), "has no use">;
       def MakeArray : NativeCodeCall<|ctx: &mut Context, a: Attribute, b: Attribute| -> Attribute { ctx.array_attr(vec![a, b]) }>;
       def Touch : NativeCodeCallVoid<|_b: &mut Builder<'_, '_>, _v: Value| {}>;
       def I32Case5 : I32EnumAttrCase<"case5", 5>;
       def TestEnum : I32EnumAttr<"TestEnum", "a test enum", [I32Case5]>;
       def MyType : TypeConstraint<|ctx, t| true, "any">;"#,
    // The record language around ODS: a dialect record, a base op class
    // with template arguments and trait-list concatenation, `defvar`,
    // `foreach`, `let … in`, `!` operators.
    r#"def Arith_Dialect : Dialect { let name = "arith"; let cppNamespace = "::mlir::arith"; }
       class Arith_Op<string mnemonic, list<Trait> traits = []> : Op<Arith_Dialect, mnemonic, traits # [Pure]>;
       defvar unary = (ins AnyInteger:$x);
       class Unary<string m> : Arith_Op<m, [SameOperandsAndResultType]> {
           let arguments = unary;
           let results = (outs AnyInteger:$y);
           let summary = !strconcat("unary ", m);
       }
       foreach name = ["neg", "not"] in def Arith_ # name # Op : Unary<name>;
       let hasFolder = 0 in {
           def AddOp : Arith_Op<"add", [Commutative, SameOperandsAndResultType]> {
               let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
               let results = (outs AnyInteger:$result);
           }
       }"#,
    // Enums: integer, bit and dialect enum attributes; properties;
    // variadic-of-variadic operands, regions and successors.
    r#"dialect e;
       def E_A : I32EnumAttrCase<"a", 0>;
       def E_B : I32EnumAttrCase<"b", 1, "bee">;
       def E_Kind : I32EnumAttr<"Kind", "a kind", [E_A, E_B]> { let cppNamespace = "::e"; }
       def F_None : I32BitEnumAttrCaseNone<"none">;
       def F_X : I32BitEnumAttrCaseBit<"x", 0>;
       def F_Y : I32BitEnumAttrCaseBit<"y", 1>;
       def F_All : I32BitEnumAttrCaseGroup<"all", [F_X, F_Y]>;
       def E_Flags : I32BitEnumAttr<"Flags", "flags", [F_None, F_X, F_Y, F_All]> {
           let separator = ", ";
           let genSpecializedAttr = 0;
       }
       def E_FlagsAttr : EnumAttr<e, E_Flags, "flags"> { let assemblyFormat = "`<` $value `>`"; }
       def POp : Op<"p", [AttrSizedOperandSegments, Terminator]> {
           let arguments = (ins Variadic<I32>:$head, VariadicOfVariadic<I32, "segs">:$groups,
               DenseI32ArrayAttr:$segs, E_Kind:$kind, DefaultValuedAttr<E_FlagsAttr, "::e::Flags::none">:$flags,
               UnitProp:$u, DefaultValuedProp<I64Prop, "3">:$n, OptionalProp<StringProp>:$s);
           let results = (outs Variadic<AnyType>:$r);
           let regions = (region SizedRegion<1>:$body, AnyRegion:$other);
           let successors = (successor AnySuccessor:$dest);
       }"#,
];

const ATOMS: &str = r#"$ : :: , < > - | = ; # ! $x $_ $x__3 __3 _ 5 -1 65535 99999999999999999999999 1.5 "s" 'c' true
    AOp either variadic location returnType replaceWithValue addBenefit NativeCodeCall NativeCodeCallVoid
    Constraint ConstantAttr self crate r#in x__0 -> => >= <= << >> def Pat Pattern Op dialect let ins outs
    Variadic Optional OptionalAttr DefaultValuedAttr arguments results traits inferReturnTypes"#;

type Expand = fn(TokenStream) -> TokenStream;

/// Runs `expand` on `cases` inputs derived from `seeds`; panics (with the
/// input) if an expansion panics. Returns how many expansions had no
/// `compile_error!`.
fn fuzz(name: &str, expand: &[Expand], seeds: &[&str], cases: usize, seed: u64) -> usize {
    let atoms: Vec<TokenTree> = tokens(ATOMS).into_iter().collect();
    let seeds: Vec<TokenStream> = seeds.iter().map(|s| tokens(s)).collect();
    let mut rng = Rng(seed);
    let mut clean = 0;
    for case in 0..cases {
        let ts = next_case(&mut rng, case, &seeds, &atoms);
        for f in expand {
            match catch_unwind(AssertUnwindSafe(|| f(ts.clone()))) {
                Ok(out) => clean += usize::from(!out.to_string().contains("compile_error")),
                Err(_) => panic!("{name}: panic on case {case}: {ts}"),
            }
        }
    }
    clean
}

/// The messages of the `compile_error!`s in an expansion.
fn errors(out: &str) -> String {
    out.match_indices("compile_error")
        .map(|(i, _)| out[i..].split(')').next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn cases(default: usize) -> usize {
    std::env::var("DRR_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

#[test]
fn expand_pat_and_pattern_never_panic() {
    // Every seed expands without an error for one of the macros.
    for s in PATTERN_SEEDS {
        let ok = [drr_syntax::expand_pat, drr_syntax::expand_pattern]
            .iter()
            .any(|f| !f(tokens(s)).to_string().contains("compile_error"));
        assert!(ok, "seed does not expand: {s}");
    }
    let clean = fuzz(
        "pat!/pattern!",
        &[drr_syntax::expand_pat, drr_syntax::expand_pattern],
        PATTERN_SEEDS,
        cases(3_000),
        0x9E37_79B9_7F4A_7C15,
    );
    assert!(clean > 50, "only {clean} mutated patterns expanded cleanly");
}

#[test]
fn expand_patterns_never_panics() {
    for s in PATTERNS_SEEDS {
        let out = drr_syntax::expand_patterns(tokens(s)).to_string();
        assert!(
            !out.contains("compile_error"),
            "seed does not expand: {s}\n{}",
            errors(&out)
        );
    }
    fuzz(
        "patterns!",
        &[drr_syntax::expand_patterns],
        PATTERNS_SEEDS,
        cases(1_500),
        0xD1B5_4A32_D192_ED03,
    );
}

#[test]
fn expand_ods_never_panics() {
    for s in ODS_SEEDS {
        let out = drr_syntax::expand_ods(tokens(s)).to_string();
        assert!(
            !out.contains("compile_error"),
            "seed does not expand: {s}\n{}",
            errors(&out)
        );
    }
    fuzz(
        "ods!",
        &[drr_syntax::expand_ods],
        ODS_SEEDS,
        cases(1_500),
        0x2545_F491_4F6C_DD1D,
    );
}
