//! Token mutants of real macro bodies through drr's expanders: no panic,
//! no hang.
//!
//! Reads Rust files, takes the bodies of their `ods!`, `patterns!`,
//! `pattern!` and `pat!` calls, and expands N mutants of them (1–3 edits
//! each on the body's tokens: a token deleted, repeated, swapped, copied
//! from elsewhere or replaced by a troublesome one such as `!foreach`,
//! `bits<0>`, a huge integer) with `drr_syntax::expand_*`, each on its own
//! thread: a panic is saved as `panic_SEED_I.txt`, a case running over 20 s
//! as `slow_SEED_I.txt` (in the current directory), and the run stops.
//! Mutants that do not lex as Rust tokens are counted and skipped.
//!
//! ```sh
//! cargo run --release -p drr-syntax --example mutate-macros -- SEED N FILE...
//! # e.g. every macro body of the repository's tests and dialects:
//! cargo run --release -p drr-syntax --example mutate-macros -- 1 20000 \
//!     $(grep -l 'ods!\|pat' tests/*.rs dialects/*/src/*.rs dialects/*/src/*/*.rs)
//! ```

use std::str::FromStr;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use proc_macro2::TokenStream;
use syn::visit::Visit;

/// The bodies of drr's macro calls, with the macro's name.
struct Collect(Vec<(String, TokenStream)>);
impl<'ast> Visit<'ast> for Collect {
    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if let Some(last) = m.path.segments.last() {
            let n = last.ident.to_string();
            if ["ods", "patterns", "pattern", "pat"].contains(&n.as_str()) {
                self.0.push((n, m.tokens.clone()));
            }
        }
        syn::visit::visit_macro(self, m);
    }
}

/// xorshift64: reproducible from the seed, no dependency.
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

/// The expander of macro `kind`.
fn expand(kind: &str, ts: TokenStream) -> TokenStream {
    match kind {
        "ods" => drr_syntax::expand_ods(ts),
        "patterns" => drr_syntax::expand_patterns(ts),
        "pattern" => drr_syntax::expand_pattern(ts),
        _ => drr_syntax::expand_pat(ts),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 4 {
        eprintln!("usage: mutate-macros SEED N FILE...");
        std::process::exit(2);
    }
    let seed: u64 = args[1].parse().expect("SEED: an integer");
    let count: usize = args[2].parse().expect("N: an integer");
    let mut bodies = Vec::new();
    for f in &args[3..] {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        let Ok(file) = syn::parse_file(&text) else {
            eprintln!("{f}: not a Rust file, skipped");
            continue;
        };
        let mut c = Collect(Vec::new());
        c.visit_file(&file);
        bodies.extend(c.0);
    }
    eprintln!("{} macro bodies", bodies.len());
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed * 2654435761 + 1);
    let (mut ok, mut lexfail, mut panics) = (0, 0, 0);
    let mut worst = Duration::ZERO;
    for i in 0..count {
        let (kind, ts) = &bodies[rng.below(bodies.len())];
        let text = ts.to_string();
        let mut pieces: Vec<String> = text.split(' ').map(str::to_string).collect();
        for _ in 0..1 + rng.below(3) {
            let n = pieces.len();
            let a = rng.below(n);
            match rng.below(6) {
                0 => {
                    pieces.remove(a);
                }
                1 => {
                    let p = pieces[a].clone();
                    pieces.insert(a, p);
                }
                2 => {
                    let b = rng.below(n);
                    pieces.swap(a, b);
                }
                3 => {
                    let b = rng.below(n);
                    pieces[a] = pieces[b].clone();
                }
                4 => {
                    let b = rng.below(n);
                    let p = pieces[b].clone();
                    pieces.insert(a, p);
                }
                _ => {
                    let words = [
                        "0",
                        "-1",
                        "99999999999999999999",
                        "\"\"",
                        "$x",
                        "[",
                        "]",
                        "<",
                        ">",
                        "(",
                        ")",
                        ",",
                        ":",
                        "#",
                        "!foreach",
                        "defvar",
                        "let",
                        "Variadic",
                        "Optional",
                        "dag",
                        "bits<0>",
                        "?",
                        "!cast<int>(\"x\")",
                    ];
                    pieces[a] = words[rng.below(words.len())].to_string();
                }
            }
        }
        let mutated = pieces.join(" ");
        if TokenStream::from_str(&mutated).is_err() {
            lexfail += 1;
            continue;
        }
        let kind = kind.clone();
        let src = mutated.clone();
        let (tx, rx) = mpsc::channel();
        let input = mutated.clone();
        let start = Instant::now();
        std::thread::Builder::new()
            .stack_size(8 << 20)
            .spawn(move || {
                let ts = TokenStream::from_str(&src).expect("lexed above");
                let r = std::panic::catch_unwind(|| expand(&kind, ts).to_string().len());
                let _ = tx.send(r.is_ok());
            })
            .expect("thread");
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(true) => ok += 1,
            Ok(false) => {
                panics += 1;
                std::fs::write(format!("panic_{seed}_{i}.txt"), &input)
                    .expect("writable directory");
            }
            Err(_) => {
                std::fs::write(format!("slow_{seed}_{i}.txt"), &input).expect("writable directory");
                eprintln!("seed {seed}: case {i} ran over 20 s (slow_{seed}_{i}.txt)");
                std::process::exit(2);
            }
        }
        worst = worst.max(start.elapsed());
    }
    println!(
        "seed {seed}: {ok} expanded, {lexfail} did not lex, {panics} panics; slowest {worst:?}"
    );
    if panics > 0 {
        std::process::exit(1);
    }
}
