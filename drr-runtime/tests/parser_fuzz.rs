//! Randomized no-panic test of the text pipeline: parse, verify, print,
//! parse the printed text again, verify and print it again. Inputs are
//! the seeds below, the round-trip corpus (`tests/roundtrip/*.mlir`) and
//! modules generated from a small grammar of ops, types, attributes,
//! locations, regions and aliases (wide integers, dense arrays, resources
//! included), each mutated (byte flips, deletions, duplications,
//! truncations, inserted tokens) by a fixed-seed xorshift generator. No
//! step may panic (the test profile has overflow checks on); a failed
//! parse must leave nothing in the context; a successful one must print
//! text that parses again and verifies exactly when the original did, and
//! printing must reach a fixpoint: the text printed from the printed text
//! is that text, or else the next print is (mlir-opt-22 itself is not a
//! fixpoint after one print on a few inputs, and the printer reproduces
//! mlir-opt byte for byte: a fused location holding `unknown` left by
//! flattening nested fused locations, which a second parse drops, and
//! subnormal `f80` and `f128` values printed in too few digits to read
//! back, as mlir-opt-22 prints them, and an affine expression whose
//! simplified form prints a negated term as `-(d1 floordiv 4)`, which
//! reads back as a subtraction and prints as `- d1 floordiv 4`, as
//! mlir-opt-22's `affine_map` printing does). Deep
//! nesting must be an error, not a stack overflow.
//!
//! The number of cases is bounded so that a debug build runs in a few
//! seconds; `DRR_FUZZ_CASES=N` runs `N` cases of each kind instead (and
//! `DRR_FUZZ_SEED=S` changes the seed), for longer runs.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use drr_runtime::Context;
use drr_runtime::text::{PrintOptions, parse_attribute, parse_module, parse_type, print_op};

/// Number of mutants of each kind checked (see the module docs).
fn cases(default: usize) -> usize {
    std::env::var("DRR_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The seed of the random generator, changed by `DRR_FUZZ_SEED`.
fn seed(default: u64) -> u64 {
    std::env::var("DRR_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(default, |s| s.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
}

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
        match rng.below(8) {
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
            4 | 5 => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                b.splice(at..at, t.iter().copied());
            }
            // Replacements that often keep the text valid: a number or an
            // integer or float type name by another (wide, zero-width,
            // unsigned, extreme values).
            _ => replace_word(rng, &mut b, at),
        }
    }
    b
}

/// Numbers and type names [`replace_word`] puts in place of others.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "127",
    "255",
    "0x7FFFFFFF",
    "18446744073709551615",
    "170141183460469231731687303715884105728",
    "340282366920938463463374607431768211456",
    "1606938044258990275541962092341162602522202993782792835301375",
    "1.5",
    "-0.0",
    "1.0e-4940",
    "0x7FC00000",
];
const TYPE_NAMES: &[&str] = &[
    "i0", "i1", "i8", "ui8", "si16", "i64", "ui128", "i129", "i200", "si256", "index", "f16",
    "bf16", "f80", "f128", "f8E4M3FN",
];

/// Replaces the number or integer/float type name at or after `at` in
/// `b`, if there is one within 64 bytes, by one of [`NUMBERS`] or
/// [`TYPE_NAMES`].
fn replace_word(rng: &mut Rng, b: &mut Vec<u8>, at: usize) {
    let Some(start) = (at..b.len().min(at + 64)).find(|&i| {
        let c = b[i];
        let prev = if i == 0 { b' ' } else { b[i - 1] };
        let word_start = !(prev.is_ascii_alphanumeric() || prev == b'_' || prev == b'.');
        word_start && (c.is_ascii_digit() || matches!(c, b'i' | b'u' | b's' | b'f' | b'b'))
    }) else {
        return;
    };
    let end = (start..b.len())
        .find(|&i| !(b[i].is_ascii_alphanumeric() || b[i] == b'.'))
        .unwrap_or(b.len());
    let word = &b[start..end];
    let replacement = if word[0].is_ascii_digit() {
        NUMBERS[rng.below(NUMBERS.len())]
    } else if word[1..].iter().any(u8::is_ascii_digit) && word.len() <= 8 {
        TYPE_NAMES[rng.below(TYPE_NAMES.len())]
    } else {
        return;
    };
    b.splice(start..end, replacement.bytes());
}

/// Parses `src`; on success verifies, prints, re-parses, re-verifies and
/// re-prints it.
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
            let verified = drr_runtime::verifier::verify(&ctx, module).is_ok();
            let printed = print_op(&ctx, module, PrintOptions { debug_info: true });
            let plain = print_op(&ctx, module, PrintOptions { debug_info: false });
            // Like mlir-opt, an empty symbol prints as something unparseable.
            if printed.contains("<<INVALID EMPTY SYMBOL>>") {
                return Ok(true);
            }
            let mut ctx2 = Context::new();
            let again = match parse_module(&mut ctx2, &printed, "fuzz.mlir") {
                Ok(again) => again,
                // Where mlir-opt-22 prints the same unparseable text: IR
                // that fails verification (an entry block with
                // predecessors prints without its label; mlir-opt rejects
                // it before printing), and a dialect type or attribute
                // body ending in `-` (`!foo.e-` prints as `!foo<e->`,
                // whose `->` MLIR's lexer reads as an arrow, so the
                // closing `>` goes missing: mlir-opt-22 then says
                // "expected '>'" or, when nothing closes the body later,
                // "unbalanced '<' character in pretty dialect name"). The
                // printer spaces every other arrow (`(i32) -> f32`).
                Err(e)
                    if !verified
                        || ((e.to_string().contains("expected '>'")
                            || e.to_string().contains("unbalanced '<'"))
                            && printed
                                .match_indices("->")
                                .any(|(i, _)| i > 0 && printed.as_bytes()[i - 1] != b' ')) =>
                {
                    MLIR_UNPARSEABLE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    return Ok(true);
                }
                Err(e) => return Err(format!("printed output does not parse: {e}\n{printed}")),
            };
            let printed2 = print_op(&ctx2, again, PrintOptions { debug_info: true });
            if printed != printed2 {
                // Only where mlir-opt is not a fixpoint either (see the
                // module docs): then the next print is.
                let mut ctx3 = Context::new();
                let third = parse_module(&mut ctx3, &printed2, "fuzz.mlir")
                    .map_err(|e| format!("printed output does not parse: {e}\n{printed2}"))?;
                let printed3 = print_op(&ctx3, third, PrintOptions { debug_info: true });
                let explained = ["fused", "f80", "f128", "affine_"]
                    .iter()
                    .any(|k| printed.contains(k));
                if printed3 != printed2 || !explained {
                    return Err(format!("not a fixpoint:\n{printed}\n---\n{printed2}"));
                }
                TWO_PRINTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            } else if print_op(&ctx2, again, PrintOptions { debug_info: false }) != plain {
                return Err(format!("not a fixpoint without debug info:\n{plain}"));
            }
            let verified2 = drr_runtime::verifier::verify(&ctx2, again).is_ok();
            if verified != verified2 {
                return Err(format!(
                    "verifies {verified} before printing, {verified2} after:\n{printed}"
                ));
            }
            Ok(true)
        }
    }
}

/// The number of inputs whose printing took two prints to reach a
/// fixpoint (see the module docs).
static TWO_PRINTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Inputs whose print does not parse again, as mlir-opt-22's does not (see
/// `check`).
static MLIR_UNPARSEABLE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The inputs of the round-trip corpus.
fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/roundtrip");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("round-trip corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("readable"))
        .collect()
}

/// A random module from a small grammar of the generic form (see
/// [`Gen`]).
fn generate(rng: &mut Rng) -> String {
    let mut g = Gen {
        rng,
        out: String::new(),
        visible: Vec::new(),
        next: 0,
        aliases: false,
    };
    g.module();
    g.out
}

/// The generator of [`generate`]: nearly always valid text, with
/// aliases, nested regions with blocks and branches, results used later,
/// and every kind of type, attribute and location.
struct Gen<'r> {
    rng: &'r mut Rng,
    out: String,
    /// The SSA values defined so far in the current region and the
    /// regions around it.
    visible: Vec<String>,
    /// The number of the next value name (`%vN`, `%aN`).
    next: usize,
    /// True if the aliases `#al` and `!tl` are defined.
    aliases: bool,
}

impl Gen<'_> {
    fn pick<'s>(&mut self, items: &[&'s str]) -> &'s str {
        items[self.rng.below(items.len())]
    }

    fn module(&mut self) {
        if self.rng.below(3) == 0 {
            self.out
                .push_str("#al = [1, \"s\", unit]\n!tl = tuple<i32, f16>\n");
            self.aliases = true;
        }
        self.out.push_str("\"builtin.module\"() ({\n");
        let n = 1 + self.rng.below(5);
        for _ in 0..n {
            self.op(1);
        }
        self.out.push_str("}) : () -> ()\n");
        if self.rng.below(4) == 0 {
            self.out.push_str(
                "{-#\n  dialect_resources: { builtin: { r: \"0x0400000001000000\" } },\n  \
                 external_resources: { g: { k: true, s: \"x\" } }\n#-}\n",
            );
        }
    }

    fn op(&mut self, depth: usize) {
        self.out.push_str(&"  ".repeat(depth));
        let results = self.rng.below(3);
        let first = self.next;
        if results > 0 {
            self.next += 1;
            self.out.push_str(&format!("%v{first}"));
            if results > 1 {
                self.out.push_str(&format!(":{results}"));
            }
            self.out.push_str(" = ");
        }
        let name = self.pick(&["\"t.a\"", "\"foo.b\"", "\"t.c\""]);
        self.out.push_str(name);
        self.out.push('(');
        let operands = if self.visible.is_empty() {
            0
        } else {
            self.rng.below(3)
        };
        let mut operand_types = Vec::new();
        for i in 0..operands {
            if i > 0 {
                self.out.push_str(", ");
            }
            let v = self.visible[self.rng.below(self.visible.len())].clone();
            self.out.push_str(&v);
            operand_types.push("i32");
        }
        self.out.push(')');
        if self.rng.below(3) == 0 {
            self.out.push_str(" <{p = ");
            self.attr(0);
            self.out.push_str("}>");
        }
        if depth < 4 && self.rng.below(4) == 0 {
            self.out.push_str(" (");
            let regions = 1 + self.rng.below(2);
            for r in 0..regions {
                if r > 0 {
                    self.out.push_str(", ");
                }
                self.region(depth + 1);
            }
            self.out.push(')');
        }
        if self.rng.below(2) == 0 {
            self.out.push_str(" {");
            let n = 1 + self.rng.below(3);
            for i in 0..n {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str(&format!("a{i} = "));
                self.attr(0);
            }
            self.out.push('}');
        }
        self.out.push_str(" : (");
        self.out.push_str(&operand_types.join(", "));
        self.out.push_str(") -> (");
        for i in 0..results {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.out.push_str("i32");
        }
        self.out.push(')');
        if self.rng.below(2) == 0 {
            self.out.push_str(" loc(");
            self.loc(0);
            self.out.push(')');
        }
        self.out.push('\n');
        match results {
            0 => {}
            1 => self.visible.push(format!("%v{first}")),
            _ => {
                for r in 0..results {
                    self.visible.push(format!("%v{first}#{r}"));
                }
            }
        }
    }

    fn region(&mut self, depth: usize) {
        self.out.push_str("{\n");
        let saved = self.visible.len();
        let blocks = self.rng.below(3);
        if blocks == 0 {
            self.op(depth);
        } else {
            for b in 0..blocks {
                let arg = format!("%a{}", self.next);
                self.next += 1;
                self.out.push_str(&"  ".repeat(depth));
                self.out.push_str(&format!("^bb{b}({arg}: i32"));
                if self.rng.below(2) == 0 {
                    self.out.push_str(" loc(\"arg\")");
                }
                self.out.push_str("):\n");
                self.visible.push(arg.clone());
                let n = self.rng.below(3);
                for _ in 0..n {
                    self.op(depth + 1);
                }
                self.out.push_str(&"  ".repeat(depth + 1));
                let target = self.rng.below(blocks);
                self.out
                    .push_str(&format!("\"t.br\"({arg})[^bb{target}] : (i32) -> ()\n"));
            }
        }
        self.visible.truncate(saved);
        self.out.push_str(&"  ".repeat(depth.saturating_sub(1)));
        self.out.push('}');
    }

    fn ty(&mut self, depth: usize) {
        if depth > 3 {
            self.out.push_str("i32");
            return;
        }
        match self.rng.below(12) {
            0 => {
                let t = self.pick(&["i1", "i8", "si16", "ui32", "i64", "i129", "ui200", "index"]);
                self.out.push_str(t);
            }
            1 => {
                let t = self.pick(&["f16", "bf16", "f32", "f64", "f80", "f128", "f8E4M3FN"]);
                self.out.push_str(t);
            }
            2 => {
                let t = self.pick(&["i1", "f80", "complex<f32>", "index", "!foo.e"]);
                self.out.push_str(&format!("tensor<2x?x{t}>"));
            }
            3 => self
                .out
                .push_str("memref<4x8xf32, strided<[8, 1], offset: ?>, 1>"),
            4 => self.out.push_str("vector<[4]x2xi8>"),
            5 => {
                self.out.push_str("tuple<");
                self.ty(depth + 1);
                self.out.push_str(", ");
                self.ty(depth + 1);
                self.out.push('>');
            }
            6 => self.out.push_str("complex<f32>"),
            7 => {
                self.out.push('(');
                self.ty(depth + 1);
                self.out.push_str(") -> ");
                self.ty(depth + 1);
            }
            8 => self.out.push_str("!foo.bar<\"x\", [1]>"),
            9 if self.aliases => self.out.push_str("!tl"),
            9 => self.out.push_str("i7"),
            10 => self.out.push_str("tensor<*xf32>"),
            _ => self.out.push_str("none"),
        }
    }

    fn attr(&mut self, depth: usize) {
        if depth > 3 {
            self.out.push_str("unit");
            return;
        }
        match self.rng.below(16) {
            0 => {
                let v = self.pick(&[
                    "0 : i8",
                    "-1 : i32",
                    "0x7F : i8",
                    "340282366920938463463374607431768211455 : ui128",
                    "-340282366920938463463374607431768211457 : i200",
                    "57896044618658097711785492504343953926634992332820282019728792003956564819967 : si256",
                    "-7 : index",
                    "0 : i0",
                ]);
                self.out.push_str(v);
            }
            1 => {
                let v = self.pick(&[
                    "1.5 : f32",
                    "-0.0 : f16",
                    "1.0e10 : bf16",
                    "0x7FC00000 : f32",
                    "2.5 : f80",
                    "-1.0e-300 : f128",
                ]);
                self.out.push_str(v);
            }
            2 => self.out.push_str("\"str\\0A\\22\""),
            3 => {
                self.out.push('[');
                let n = self.rng.below(3);
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr(depth + 1);
                }
                self.out.push(']');
            }
            4 => {
                self.out.push_str("{k = ");
                self.attr(depth + 1);
                self.out.push_str(", \"q k\"}");
            }
            5 => {
                let a = self.pick(&[
                    "array<i32: 1, -2>",
                    "array<i0: 0>",
                    "array<i128: -1>",
                    "array<ui200: 1, -1>",
                    "array<f80: 2.5>",
                    "array<f128>",
                    "array<i1: true>",
                ]);
                self.out.push_str(a);
            }
            6 => {
                let a = self.pick(&[
                    "dense<[1, 2]> : tensor<2xi32>",
                    "dense<1.0> : tensor<2x2xf32>",
                    "dense<\"0x0100000002000000\"> : tensor<1x2xi32>",
                    "dense<[(1, 2)]> : tensor<1xcomplex<i8>>",
                    "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
                    "dense_resource<r> : tensor<1xi32>",
                    "dense<[1, -340282366920938463463374607431768211457]> : tensor<2xi200>",
                    "dense<(1, -1)> : tensor<2xcomplex<ui130>>",
                    "sparse<[[0, 1]], [5]> : tensor<2x2xi32>",
                ]);
                self.out.push_str(a);
            }
            7 => self.ty(depth + 1),
            8 => self.out.push_str("@sym::@nested"),
            9 => self.out.push_str("affine_map<(d0)[s0] -> (d0 + s0)>"),
            10 => self.out.push_str("#foo.attr<{x = 1}>"),
            11 if self.aliases => self.out.push_str("#al"),
            12 => {
                self.out.push_str("loc(");
                self.loc(depth + 1);
                self.out.push(')');
            }
            13 => self.out.push_str("distinct[0]<unit>"),
            14 => self.out.push_str("true"),
            _ => self.out.push_str("unit"),
        }
    }

    fn loc(&mut self, depth: usize) {
        if depth > 3 {
            self.out.push_str("unknown");
            return;
        }
        match self.rng.below(6) {
            0 => self.out.push_str("\"f.mlir\":3:4"),
            1 => self.out.push_str("\"g.py\":1:2 to 3:4"),
            2 => {
                self.out.push_str("\"n\"(");
                self.loc(depth + 1);
                self.out.push(')');
            }
            3 => {
                self.out.push_str("callsite(");
                self.loc(depth + 1);
                self.out.push_str(" at ");
                self.loc(depth + 1);
                self.out.push(')');
            }
            4 => {
                self.out.push_str("fused<\"m\">[");
                self.loc(depth + 1);
                self.out.push_str(", ");
                self.loc(depth + 1);
                self.out.push(']');
            }
            _ => self.out.push_str("unknown"),
        }
    }
}

/// Checks `count` inputs built by `input`, catching panics; returns how
/// many parsed, or the first failures.
fn run(
    count: usize,
    rng: &mut Rng,
    mut input: impl FnMut(&mut Rng, usize) -> String,
) -> Result<usize, String> {
    let mut failures = Vec::new();
    let mut ok = 0usize;
    for case in 0..count {
        let src = input(rng, case);
        match catch_unwind(AssertUnwindSafe(|| check(&src))) {
            Ok(Ok(parsed)) => ok += usize::from(parsed),
            Ok(Err(e)) => failures.push(format!("case {case}: {e}\ninput:\n{src}")),
            Err(_) => failures.push(format!("case {case}: PANIC\ninput:\n{src}")),
        }
        if failures.len() >= 3 {
            break;
        }
    }
    if failures.is_empty() {
        Ok(ok)
    } else {
        Err(failures.join("\n=====\n"))
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
    let n = cases(3_000);
    let mut rng = Rng(seed(0x9E37_79B9_7F4A_7C15));
    let ok = run(n, &mut rng, |rng, case| {
        let seed = SEEDS[case % SEEDS.len()].as_bytes();
        String::from_utf8_lossy(&mutate(rng, seed)).into_owned()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    // Enough mutants must stay valid to exercise the printer round trip.
    assert!(ok > n / 50, "only {ok} of {n} mutants parsed");
    eprintln!("{ok} of {n} mutants of the seeds parsed");
}

#[test]
fn corpus_mutants_never_panic() {
    let corpus = corpus();
    assert!(corpus.len() > 40, "round-trip corpus missing");
    // Every corpus input as it is, then mutants.
    for src in &corpus {
        assert!(check(src).unwrap_or_else(|e| panic!("{e}")));
    }
    let n = cases(1_000);
    let mut rng = Rng(seed(0x2545_F491_4F6C_DD1D));
    let ok = run(n, &mut rng, |rng, case| {
        let seed = corpus[(case * 7 + rng.below(3)) % corpus.len()].as_bytes();
        String::from_utf8_lossy(&mutate(rng, seed)).into_owned()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(ok > n / 50, "only {ok} of {n} corpus mutants parsed");
    eprintln!("{ok} of {n} mutants of the corpus parsed");
}

#[test]
fn generated_inputs_and_mutants_never_panic() {
    let n = cases(1_500);
    let mut rng = Rng(seed(0x1234_5678_9ABC_DEF1));
    // Generated modules as they are: nearly all must parse.
    let ok = run(n, &mut rng, |rng, _| generate(rng)).unwrap_or_else(|e| panic!("{e}"));
    assert!(ok > n * 9 / 10, "only {ok} of {n} generated modules parsed");
    eprintln!("{ok} of {n} generated modules parsed");
    let ok = run(n, &mut rng, |rng, _| {
        let src = generate(rng);
        String::from_utf8_lossy(&mutate(rng, src.as_bytes())).into_owned()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{ok} of {n} mutants of generated modules parsed");
}

#[test]
fn type_and_attribute_mutants_never_panic() {
    let seeds = [
        "tensor<4x?xf32, #foo.bar<[1, (2)]>>",
        "(i32, memref<2x3xf32, strided<[3, 1]>, 1>) -> (vector<[4]x2xi8>, !foo<\"x\">)",
        "{a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, b = [loc(fused<\"m\">[\"a\", unknown])]}",
    ];
    let mut rng = Rng(seed(42));
    for case in 0..cases(2_000) {
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
