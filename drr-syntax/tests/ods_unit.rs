//! Parse/check unit tests of `ods!` on token streams, and a no-panic
//! property test over mutated inputs.

use drr_syntax::ods::{Ctxt, check, lower, parse};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::quote;

fn errors(input: TokenStream) -> Vec<String> {
    let cx = Ctxt::new();
    let ast = parse::parse_input(&cx, input);
    let model = lower::lower(&cx, &ast);
    check::check(&cx, &model);
    match cx.into_error() {
        None => Vec::new(),
        Some(e) => e.into_iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn parses_a_full_op() {
    let input = quote! {
        dialect test;
        def AOp : Op<"a_op", [SameOperandsAndResultType, Commutative]> {
            let summary = "s";
            let arguments = (ins AnyInteger:$a, AnyInteger:$b, DefaultValuedAttr<I32Attr, "42">:$axis, OptionalAttr<StrAttr>:$tag, UnitAttr:$flag);
            let results = (outs AnyInteger:$r);
            let hasFolder = 1;
        }
    };
    let cx = Ctxt::new();
    let ast = parse::parse_input(&cx, input);
    let model = lower::lower(&cx, &ast);
    check::check(&cx, &model);
    assert!(cx.is_empty());
    let op = &model.ops[0];
    assert_eq!(op.args.len(), 5);
    assert_eq!(op.results.len(), 1);
    assert!(op.has_folder.is_some());
    assert!(op.has_trait("Commutative"));
    assert!(
        matches!(&op.args[2].kind, lower::ArgModelKind::Attr { default: Some(d), .. } if d.text == "42")
    );
    assert!(matches!(
        &op.args[4].kind,
        lower::ArgModelKind::Attr { optional: true, .. }
    ));
}

#[test]
fn reports_independent_errors_together() {
    let errs = errors(quote! {
        dialect test;
        def AOp : Op<"a_op", [Bogus]> { let arguments = (ins Nope:$a, AnyType:$a); }
        def BOp : Op<"b_op"> { let arguments = (ins Variadic<AnyType>:$x, Variadic<AnyType>:$y); }
        def COp : Op<"c_op", [ConstantLike]> { let arguments = (ins AnyType:$x); }
    });
    assert!(
        errs.iter().any(|e| e.contains("unknown trait `Bogus`")),
        "{errs:?}"
    );
    assert!(
        errs.iter().any(|e| e.contains("unknown constraint `Nope`")),
        "{errs:?}"
    );
    assert!(
        errs.iter().any(|e| e.contains("more than one variadic")),
        "{errs:?}"
    );
    assert!(
        errs.iter()
            .any(|e| e.contains("`ConstantLike` contradicts")),
        "{errs:?}"
    );
}

#[test]
fn duplicate_names_and_missing_values() {
    let errs = errors(quote! {
        dialect test;
        def AOp : Op<"a_op"> { let arguments = (ins AnyType:$a, DefaultValuedAttr<I32Attr>:$b, I32Attr:$a); }
    });
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[0].contains("needs a default value"));
    assert!(errs[1].contains("duplicate argument name `$a`"));
}

#[test]
fn malformed_syntax_is_an_error() {
    for input in [
        quote!(def A : Op<"a"> { let arguments = (AnyType:$a); }),
        quote!(dialect t; def A : Op<"a"> { let arguments = (ins AnyType:$); }),
        quote!(dialect t; def A : Op<"a" { }),
        quote!(dialect t; def : Pat<(A $x), (B $x)>;),
        quote!(dialect t; fn main() {}),
    ] {
        assert!(!errors(input).is_empty());
    }
}

#[test]
fn expansion_of_valid_input_has_no_compile_error() {
    let out = drr_syntax::expand_ods(quote! {
        dialect test;
        def AOp : Op<"a_op"> { let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr); let results = (outs AnyType:$a_output); }
    })
    .to_string();
    assert!(!out.contains("compile_error"));
    assert!(out.contains("pub struct AOp"));
    assert!(out.contains("TestDialect"));
}

#[test]
fn constraint_record_checks_its_entity_count() {
    // DRR #21 for a multi-entity `Constraint` record: its closure takes two
    // entities after the context, so the arity gate opens for 2 only, with
    // a message naming the record.
    let out = drr_syntax::expand_ods(quote! {
        dialect test;
        def Same : Constraint<|c: &drr::Context, a: drr::Value, b: drr::Value| a == b, "same">;
    })
    .to_string();
    assert!(!out.contains("compile_error"), "{out}");
    assert!(
        out.contains("constraint `Same` requires exactly 2 arguments, the pattern gives {PAT}"),
        "{out}"
    );
    assert!(
        out.contains("impl __DrrConstraintArgCount < 2usize > for :: drr :: pattern :: NativeFn"),
        "{out}"
    );
    // One entity: singular.
    let out = drr_syntax::expand_ods(quote! {
        dialect test;
        def One : Constraint<|c, v| true, "one">;
    })
    .to_string();
    assert!(
        out.contains("constraint `One` requires exactly 1 argument, the pattern gives {PAT}"),
        "{out}"
    );
    // A function path: its arity is unknown here, left to rustc (E0061).
    let out = drr_syntax::expand_ods(quote! {
        dialect test;
        def ByPath : Constraint<my::pred, "by path">;
    })
    .to_string();
    assert!(!out.contains("__DrrConstraintArgCount"), "{out}");
    assert!(out.contains("fn __drr_constraint_args"), "{out}");
}

/// A tiny deterministic PRNG (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn random_token(rng: &mut Rng) -> TokenTree {
    match rng.below(8) {
        0 => TokenTree::Punct(Punct::new(
            ['<', '>', ':', '$', ',', ';', '|', '-', '#'][rng.below(9)],
            if rng.below(2) == 0 {
                Spacing::Alone
            } else {
                Spacing::Joint
            },
        )),
        1 => TokenTree::Ident(Ident::new(
            [
                "def", "dialect", "let", "ins", "outs", "Op", "Variadic", "I32Attr", "AnyType", "x",
            ][rng.below(10)],
            Span::call_site(),
        )),
        2 => TokenTree::Literal(Literal::string("m")),
        3 => TokenTree::Literal(Literal::i64_unsuffixed(rng.below(5) as i64)),
        4 => TokenTree::Group(Group::new(Delimiter::Parenthesis, TokenStream::new())),
        5 => TokenTree::Group(Group::new(Delimiter::Bracket, TokenStream::new())),
        6 => TokenTree::Group(Group::new(Delimiter::Brace, TokenStream::new())),
        _ => TokenTree::Literal(Literal::f64_unsuffixed(1.5)),
    }
}

fn mutate(rng: &mut Rng, ts: TokenStream, depth: usize) -> TokenStream {
    let mut toks: Vec<TokenTree> = ts.into_iter().collect();
    for _ in 0..rng.below(3) + 1 {
        match rng.below(4) {
            0 if !toks.is_empty() => {
                let i = rng.below(toks.len());
                toks.remove(i);
            }
            1 if toks.len() > 1 => {
                let i = rng.below(toks.len());
                let j = rng.below(toks.len());
                toks.swap(i, j);
            }
            2 => {
                let i = rng.below(toks.len() + 1);
                toks.insert(i, random_token(rng));
            }
            _ if depth < 3 && !toks.is_empty() => {
                let i = rng.below(toks.len());
                if let TokenTree::Group(g) = &toks[i] {
                    let inner = mutate(rng, g.stream(), depth + 1);
                    toks[i] = TokenTree::Group(Group::new(g.delimiter(), inner));
                }
            }
            _ => {}
        }
    }
    toks.into_iter().collect()
}

#[test]
fn never_panics_on_mutated_input() {
    let seed = quote! {
        dialect test;
        def IsPos : AttrConstraint<|c, a| true, "positive">;
        def E : I32EnumAttr<"E", "e", [I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"b", 1>]>;
        def K : ConstantAttr<I32Attr, "5">;
        def N : NativeCodeCall<|c, x: drr::Value| -> drr::Value { x }, 1>;
        def H : Constraint<|c, v| true, "h">;
        def AOp : Op<"a_op", [AttrSizedOperandSegments, Terminator]> {
            let arguments = (ins Variadic<AnyType>:$a, Optional<I32>:$b, DefaultValuedAttr<I32Attr, 42>:$axis, IsPos:$p, E:$e);
            let results = (outs AnyType:$r, Variadic<F32>:$rs);
            let regions = (region SizedRegion<1>:$body);
            let successors = (successor AnySuccessor:$dest);
        }
    };
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let start = std::time::Instant::now();
    for _ in 0..1500 {
        let mut input = seed.clone();
        for _ in 0..rng.below(4) + 1 {
            input = mutate(&mut rng, input, 0);
        }
        let result = std::panic::catch_unwind(|| drr_syntax::expand_ods(input.clone()).to_string());
        let out = result.unwrap_or_else(|_| panic!("expand_ods panicked on: {input}"));
        assert!(
            !out.contains("internal error in `ods!`"),
            "caught a panic on: {input}"
        );
        if start.elapsed().as_secs() > 20 {
            break;
        }
    }
}

#[test]
fn a_native_code_call_record_closure_needs_its_return_type() {
    // Seen on openvinotoolkit/npu_compiler's `def createReLUOp :
    // NativeCodeCall<[{ $_builder.create<…>($_loc, $0) }]>`, which makes an
    // operand: the message names the types a result may have, not only
    // `Attribute`.
    let e = errors(quote! {
        dialect test;
        def CreateReLU : NativeCodeCall<|b, loc: Location, x: Value| make_relu(b, loc, x)>;
    });
    assert_eq!(
        e,
        [
            "a `NativeCodeCall` record's closure needs its return type written, the Rust type of what it makes: `|…| -> Value { … }` (an operand), `-> Attribute` (an attribute), `-> Type`, `-> OpId`, …"
        ]
    );
}
