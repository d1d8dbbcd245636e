//! No-panic property test: random and mutated token streams through
//! `parse_pat`, `parse_pattern` and `check_pattern`, with a fixed-seed
//! xorshift generator (deterministic, a few seconds in debug builds).

use std::panic::{AssertUnwindSafe, catch_unwind};

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};

use super::super::{check_pattern, parse_pat, parse_pattern};
use super::tokens;

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

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
    r#"(AOp AllAttrOf<[I32Attr, Foo<3>]>:$a, my::Cst, I32:$_, $_), (BOp $a), [(Constraint<|a| (a < 3), "small"> $a), (HasSame $a, $a)]"#,
    "(OpN $a, (OpN $a, $b)), (OpN $a, $b), [], (addBenefit -1)",
];

const ATOMS: &str = r#"$ : :: , < > - | = ; $x $_ $x__3 __3 _ 5 -1 65535 99999999999999999999999 1.5 "s" 'c' true
    AOp either variadic location returnType replaceWithValue addBenefit NativeCodeCall NativeCodeCallVoid
    Constraint ConstantAttr self crate r#in x__0 -> => >= <= << >>"#;

fn atoms() -> Vec<TokenTree> {
    tokens(ATOMS).into_iter().collect()
}

fn random_tree(rng: &mut Rng, atoms: &[TokenTree], depth: usize) -> TokenTree {
    if depth < 3 && rng.chance(4) {
        let delim = [Delimiter::Parenthesis, Delimiter::Bracket, Delimiter::Brace][rng.below(3)];
        let n = rng.below(5);
        let inner: TokenStream = (0..n).map(|_| random_tree(rng, atoms, depth + 1)).collect();
        TokenTree::Group(Group::new(delim, inner))
    } else {
        atoms[rng.below(atoms.len())].clone()
    }
}

fn mutate(ts: TokenStream, rng: &mut Rng, atoms: &[TokenTree], depth: usize) -> TokenStream {
    let mut v: Vec<TokenTree> = ts
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) if depth < 6 && rng.chance(3) => {
                let mut ng = Group::new(g.delimiter(), mutate(g.stream(), rng, atoms, depth + 1));
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            tt => tt,
        })
        .collect();
    if rng.chance(2) {
        return v.into_iter().collect();
    }
    for _ in 0..1 + rng.below(3) {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                v.remove(rng.below(len));
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let t = v[i].clone();
                v.insert(i, t);
            }
            2 if len > 1 => {
                let (i, j) = (rng.below(len), rng.below(len));
                v.swap(i, j);
            }
            3 => v.insert(rng.below(len + 1), atoms[rng.below(atoms.len())].clone()),
            4 => {
                let t = random_tree(rng, atoms, depth);
                v.insert(rng.below(len + 1), t);
            }
            5 if len > 0 => {
                let i = rng.below(len);
                v[i] = atoms[rng.below(atoms.len())].clone();
            }
            _ => {}
        }
    }
    v.into_iter().collect()
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
        let ts = if case % 10 == 0 {
            let n = rng.below(8);
            (0..n).map(|_| random_tree(&mut rng, &atoms, 0)).collect()
        } else {
            let seed = seeds[rng.below(seeds.len())].clone();
            let mut ts = mutate(seed, &mut rng, &atoms, 0);
            if rng.chance(4) {
                ts = mutate(ts, &mut rng, &atoms, 0);
            }
            ts
        };
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
