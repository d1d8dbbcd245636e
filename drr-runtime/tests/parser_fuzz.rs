//! Randomized robustness test of the parser: valid inputs are mutated many
//! times (byte flips, deletions, duplications, truncations, inserted
//! tokens) with a fixed-seed xorshift generator, and every mutant must parse
//! to `Ok` or `Err` without panicking. A failed parse must leave nothing in
//! the context; a successful one must print, and the printed text must parse
//! again and print identically (the generic form is a fixpoint). Deep
//! nesting must be an error, not a stack overflow.

use std::panic::{AssertUnwindSafe, catch_unwind};

use drr_runtime::Context;
use drr_runtime::text::{PrintOptions, parse_attribute, parse_module, parse_type, print_op};

/// Number of mutants checked.
const CASES: usize = 20_000;

/// xorshift64*: small, fast, deterministic.
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
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const SEEDS: &[&str] = &[
    r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("a.mlir":2:3), %arg1: f32):
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32 loc("a.mlir":3:5)
    %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32 loc(fused["x", "y"])
    "cf.br"(%1)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    "func.return"(%2) : (i32) -> () loc(callsite("a" at "b"(unknown)))
  }) : () -> ()
}) {sym_name = "m"} : () -> () loc("a.mlir":0:0)
"#,
    r#"#map = affine_map<(d0) -> (d0)>
!t = tensor<4x?xf32, #foo.enc<"x">>
"t.a"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<"0x0000803F"> : tensor<f32>,
  c = array<i64: 1, -2>, d = [1.5, -0x7FF, @f::@g, unit, "s\22\0A"], e = {k, "q k" = #map},
  f = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, g = strided<[?, 1], offset: 4>,
  h = loc("f":1:2 to :7), i = distinct[0]<"d">, j = !t} : () -> (!t, memref<2x?xf32, 3>, vector<[4]xi1>)
"#,
    r#""t.graph"() ({
  "t.use"(%x, %y#1) : (i32, i64) -> ()
  %x = "t.def"(%x) : (i32) -> i32
  %y:2 = "t.pair"() ({
  ^bb0(%a: tuple<i1, complex<f64>>):
    "t.yield"(%a) : (tuple<i1, complex<f64>>) -> ()
  }, {
  }) : () -> (i32, i64)
}) : () -> () loc(#l)
#l = loc("graph")
{-#
  dialect_resources: { builtin: { blob: "0x04000000" } }
#-}
"#,
];

const TOKENS: &[&str] = &[
    "(",
    ")",
    "<",
    ">",
    "{",
    "}",
    "[",
    "]",
    "\"",
    "%0",
    "%x#1",
    "^bb1",
    "^bb0:",
    "loc(",
    "dense<",
    "#foo.bar<",
    "!t",
    ":",
    ",",
    "->",
    "=",
    "i32",
    "tensor<",
    "0x",
    "-",
    "1.",
    "?",
    "\\",
    "//",
    "\n",
    "\"t.op\"() : () -> ()",
    "{-#",
    "#-}",
    "é",
    "@\"",
    "affine_map<",
];

/// One random mutation of `src`.
fn mutate(rng: &mut Rng, src: &[u8]) -> Vec<u8> {
    let mut b = src.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = b.len();
        let at = rng.below(len + 1);
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                b[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let n = 1 + rng.below(8.min(len - at.min(len - 1)));
                let end = (at + n).min(len);
                b.drain(at.min(len)..end);
            }
            2 if len > 0 => {
                let from = rng.below(len);
                let n = 1 + rng.below(32);
                let piece: Vec<u8> = b[from..(from + n).min(len)].to_vec();
                b.splice(at..at, piece);
            }
            3 => b.truncate(at),
            _ => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                b.splice(at..at, t.iter().copied());
            }
        }
    }
    b
}

/// Parses `src`; on success prints, re-parses and re-prints it.
fn check(src: &str) -> Result<bool, String> {
    let mut ctx = Context::new();
    let empty = format!("{ctx:?}");
    match parse_module(&mut ctx, src, "fuzz.mlir") {
        Err(_) => {
            // Nothing may be left behind.
            if format!("{ctx:?}").split(", types").next() != empty.split(", types").next() {
                return Err(format!("failed parse left IR behind: {ctx:?}"));
            }
            Ok(false)
        }
        Ok(module) => {
            let printed = print_op(&ctx, module, PrintOptions { debug_info: true });
            // Like mlir-opt, an empty symbol prints as something unparseable.
            if printed.contains("<<INVALID EMPTY SYMBOL>>") {
                return Ok(true);
            }
            let mut ctx2 = Context::new();
            let again = parse_module(&mut ctx2, &printed, "fuzz.mlir")
                .map_err(|e| format!("printed output does not parse: {e}\n{printed}"))?;
            let printed2 = print_op(&ctx2, again, PrintOptions { debug_info: true });
            if printed != printed2 {
                return Err(format!("not a fixpoint:\n{printed}\n---\n{printed2}"));
            }
            Ok(true)
        }
    }
}

#[test]
fn seeds_are_valid() {
    for s in SEEDS {
        assert!(check(s).unwrap());
        let mut ctx = Context::new();
        parse_module(&mut ctx, s, "seed.mlir").unwrap();
    }
}

#[test]
fn mutants_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    let mut ok = 0usize;
    for case in 0..CASES {
        let seed = SEEDS[case % SEEDS.len()].as_bytes();
        let bytes = mutate(&mut rng, seed);
        let src = String::from_utf8_lossy(&bytes).into_owned();
        match catch_unwind(AssertUnwindSafe(|| check(&src))) {
            Ok(Ok(parsed)) => ok += usize::from(parsed),
            Ok(Err(e)) => failures.push(format!("case {case}: {e}\ninput:\n{src}")),
            Err(_) => failures.push(format!("case {case}: PANIC\ninput:\n{src}")),
        }
        if failures.len() >= 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n=====\n"));
    // Enough mutants must stay valid to exercise the printer round trip.
    assert!(ok > CASES / 50, "only {ok} of {CASES} mutants parsed");
    eprintln!("{ok} of {CASES} mutants parsed");
}

#[test]
fn type_and_attribute_mutants_never_panic() {
    let seeds = [
        "tensor<4x?xf32, #foo.bar<[1, (2)]>>",
        "(i32, memref<2x3xf32, strided<[3, 1]>, 1>) -> (vector<[4]x2xi8>, !foo<\"x\">)",
        "{a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, b = [loc(fused<\"m\">[\"a\", unknown])]}",
    ];
    let mut rng = Rng(42);
    for case in 0..4_000 {
        let seed = seeds[case % seeds.len()].as_bytes();
        let src = String::from_utf8_lossy(&mutate(&mut rng, seed)).into_owned();
        let r = catch_unwind(AssertUnwindSafe(|| {
            let mut ctx = Context::new();
            let _ = parse_type(&mut ctx, &src);
            let _ = parse_attribute(&mut ctx, &src);
        }));
        assert!(r.is_ok(), "panic on {src:?}");
    }
}

#[test]
fn deep_nesting_is_an_error() {
    let mut ctx = Context::new();
    let cases = [
        format!("\"t.a\"() {{a = {}}} : () -> ()", "[".repeat(100_000)),
        format!("\"t.a\"() : () -> {}", "tensor<".repeat(100_000)),
        format!("\"t.a\"() : () -> () loc({})", "fused[".repeat(100_000)),
        "\"t.a\"() ({\n".repeat(100_000),
    ];
    for src in &cases {
        let e = parse_module(&mut ctx, src, "deep.mlir").expect_err("deep nesting must fail");
        assert!(e.message.contains("nesting is too deep"), "{e}");
    }
    // Dense literal lists are read without recursion: the error is the
    // one at the end of the brackets.
    let src = format!(
        "\"t.a\"() {{a = dense<{}>}} : () -> ()",
        "[".repeat(100_000)
    );
    let e = parse_module(&mut ctx, &src, "deep.mlir").expect_err("must fail");
    assert_eq!(
        e.to_string(),
        "1:100020: expected element literal of primitive type"
    );
    // A deep dialect body is not nesting (it is scanned, not parsed).
    let src = format!(
        "\"t.a\"() {{a = #foo.x{}{}}} : () -> ()",
        "<".repeat(100_000),
        ">".repeat(100_000)
    );
    assert!(parse_module(&mut ctx, &src, "deep.mlir").is_ok());
}
