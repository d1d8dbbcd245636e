//! Expansion time of drr's macros, without rustc: generates the input of an
//! `ods!` dialect and of `patterns!` with N patterns (the same text
//! `scripts/bench-macros.py` compiles), and times `expand_ods` and
//! `expand_patterns` (the functions behind the proc macros) on it.
//!
//! Usage: `cargo run --release -p drr-syntax --example bench-expand -- [--repeat K] N…`
//! (prints, per N, the median expansion time and the size of the output);
//! `bench-expand --emit N DIR` writes `ods.in` and `patterns.in` (the macro
//! bodies) to DIR for the build benchmark.

use std::fmt::Write as _;
use std::str::FromStr;
use std::time::{Duration, Instant};

use proc_macro2::TokenStream;

/// Number of ops of the generated dialect.
const OPS: usize = 40;

/// The body of `ods!`: `OPS` ops with one operand, one attribute and one
/// result.
fn ods_body() -> String {
    let mut s = String::from("dialect bench;\n");
    for i in 0..OPS {
        let _ = writeln!(
            s,
            "def Op{i} : Op<\"op{i}\", [SameOperandsAndResultType]> {{\n    let arguments = (ins AnyType:$input, AnyAttr:$attr);\n    let results = (outs AnyType:$output);\n}}"
        );
    }
    s
}

/// The body of `patterns!`: `n` patterns cycling through four shapes (a
/// one-op rewrite, a fused two-op match, a nested result, a constrained
/// attribute), over pseudo-random ops of the dialect.
fn patterns_body(n: usize) -> String {
    let mut s = String::new();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % OPS as u64) as usize
    };
    for i in 0..n {
        let (a, b, c) = (next(), next(), next());
        let _ = match i % 4 {
            0 => writeln!(s, "def P{i} : Pat<(Op{a} $x, $attr), (Op{b} $x, $attr)>;"),
            1 => writeln!(
                s,
                "def P{i} : Pat<(Op{a} (Op{b} $x, $a1), $a2), (Op{c} $x, $a2)>;"
            ),
            2 => writeln!(
                s,
                "def P{i} : Pat<(Op{a} $x, $attr), (Op{b} (Op{c} $x, $attr), $attr)>;"
            ),
            _ => writeln!(
                s,
                "def P{i} : Pat<(Op{a} $x, I32Attr:$attr), (Op{b} $x, $attr)>;"
            ),
        };
    }
    s
}

fn time<F: FnMut() -> usize>(repeat: usize, mut f: F) -> (Duration, usize) {
    let mut times = Vec::with_capacity(repeat);
    let mut size = 0;
    for _ in 0..repeat.max(1) {
        let start = Instant::now();
        size = f();
        times.push(start.elapsed());
    }
    times.sort();
    (times[times.len() / 2], size)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() == 3 && args[0] == "--emit" {
        let n: usize = args[1].parse().expect("N");
        let dir = std::path::Path::new(&args[2]);
        std::fs::write(dir.join("ods.in"), ods_body()).expect("write ods.in");
        std::fs::write(dir.join("patterns.in"), patterns_body(n)).expect("write patterns.in");
        return;
    }
    let mut repeat = 5;
    let mut sizes = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--repeat" {
            repeat = it.next().and_then(|k| k.parse().ok()).expect("--repeat K");
        } else {
            sizes.push(a.parse::<usize>().expect("N"));
        }
    }
    if sizes.is_empty() {
        sizes = vec![100, 500, 1000];
    }
    let ods = ods_body();
    let mut expanded = TokenStream::new();
    let (t, _) = time(repeat, || {
        let input = TokenStream::from_str(&ods).expect("tokens");
        expanded = drr_syntax::expand_ods(input);
        0
    });
    let out = expanded.to_string().len();
    println!(
        "ods! ({OPS} ops): {:.2} ms, {:.0} KB of output",
        t.as_secs_f64() * 1e3,
        out as f64 / 1e3
    );
    for n in sizes {
        let body = patterns_body(n);
        let mut expanded = TokenStream::new();
        let (t, _) = time(repeat, || {
            let input = TokenStream::from_str(&body).expect("tokens");
            expanded = drr_syntax::expand_patterns(input);
            0
        });
        let text = expanded.to_string();
        assert!(
            !text.contains("compile_error"),
            "expansion reported an error"
        );
        let out = text.len();
        println!(
            "patterns! N={n}: {:.2} ms ({:.1} us/pattern), {:.0} KB of output",
            t.as_secs_f64() * 1e3,
            t.as_secs_f64() * 1e6 / n as f64,
            out as f64 / 1e3
        );
    }
}
