//! Determinism of the parallel per-function driver
//! (`drr::rewrite::apply_patterns_greedily_per_op`, `test-opt --threads=N`):
//! the output on 2 and 8 threads is the output on one thread, byte for
//! byte, on every conformance input, on a module of all of them, and on
//! random multi-function modules built from the functions of the `mix`
//! benchmark (most DRR patterns, the C++ patterns, folding, constants,
//! regions, unregistered ops).
//!
//! One pattern keeps state across applications: `test.op_m`'s attribute
//! comes from a counter (MLIR's `opMTest`, a process-wide static), so its
//! values depend on the order in which functions are rewritten, in MLIR's
//! threaded pass manager as here; they are masked before comparing.

use std::path::{Path, PathBuf};

use drr_test_dialect::pipeline::{Options, mlir_files, run};

/// The output of the pipeline on `src` run per function on `threads`
/// threads, `test.op_m` counter values masked (or the error).
fn per_function(src: &str, name: &str, threads: usize, base: &Options) -> String {
    let opts = Options {
        threads: Some(threads),
        ..base.clone()
    };
    let text = match run(src, name, &opts) {
        Ok(out) => out.output,
        Err(e) => format!("error: {}", e.message),
    };
    mask_op_m(&text)
}

fn mask_op_m(text: &str) -> String {
    const KEY: &str = "optional_attr = ";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(KEY) {
        let start = at + KEY.len();
        out.push_str(&rest[..start]);
        let digits = rest[start..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - start);
        out.push('N');
        rest = &rest[start + digits..];
    }
    out.push_str(rest);
    out
}

fn conformance_inputs() -> Vec<PathBuf> {
    mlir_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance"))
}

/// The top-level operations of a module in the generic form this suite
/// writes (two-space indentation), as text chunks: the body of the module
/// between its first and last lines.
fn top_level_ops(module: &str) -> Vec<String> {
    let lines: Vec<&str> = module
        .lines()
        .filter(|l| !l.starts_with("//") && !l.trim().is_empty())
        .collect();
    let body = &lines[1..lines.len() - 1];
    let mut chunks: Vec<String> = Vec::new();
    for line in body {
        let starts_op = line.starts_with("  ")
            && !line.starts_with("   ")
            && !line.starts_with("  }")
            && !line.starts_with("  ^");
        if starts_op || chunks.is_empty() {
            chunks.push(String::new());
        }
        let chunk = chunks.last_mut().expect("pushed above");
        chunk.push_str(line);
        chunk.push('\n');
    }
    chunks
}

/// A module of `chunks`, each function's symbol given the suffix `_k`.
fn module_of(chunks: &[&str]) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n");
    for (k, chunk) in chunks.iter().enumerate() {
        match chunk.find("sym_name = \"") {
            Some(at) => {
                let start = at + "sym_name = \"".len();
                let end = start + chunk[start..].find('"').expect("closing quote");
                s.push_str(&chunk[..end]);
                s.push_str(&format!("_{k}"));
                s.push_str(&chunk[end..]);
            }
            None => s.push_str(chunk),
        }
    }
    s.push_str("}) : () -> ()\n");
    s
}

fn assert_same_for_threads(src: &str, name: &str, opts: &Options) {
    let one = per_function(src, name, 1, opts);
    for threads in [2, 8] {
        let many = per_function(src, name, threads, opts);
        assert!(
            one == many,
            "{name}: output on {threads} threads differs from one thread's\n--- 1 thread\n{one}\n--- {threads} threads\n{many}"
        );
    }
}

#[test]
fn every_conformance_input_is_the_same_on_1_2_and_8_threads() {
    for path in conformance_inputs() {
        let src = std::fs::read_to_string(&path).expect("readable input");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let opts = Options::from_header(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_same_for_threads(&src, &name, &opts);
    }
}

#[test]
fn a_module_of_all_conformance_inputs_is_the_same_on_1_2_and_8_threads() {
    let mut chunks = Vec::new();
    for path in conformance_inputs() {
        let src = std::fs::read_to_string(&path).expect("readable input");
        if src.starts_with("// test-opt:") {
            continue;
        }
        chunks.extend(top_level_ops(&src));
    }
    assert!(chunks.len() > 30, "{} functions", chunks.len());
    let refs: Vec<&str> = chunks.iter().map(String::as_str).collect();
    let module = module_of(&refs);
    assert_same_for_threads(&module, "all.mlir", &Options::default());
    // The run did rewrite: the per-function output is not the input.
    let out = per_function(&module, "all.mlir", 2, &Options::default());
    assert!(!out.starts_with("error"), "{out}");
    assert_ne!(
        out.matches("test.op_a").count(),
        module.matches("test.op_a").count()
    );
}

/// xorshift64*: a reproducible stream without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_multi_function_modules_are_the_same_on_1_2_and_8_threads() {
    let mix = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/rewrite-mix.mlir"),
    )
    .expect("the mix template");
    let functions = top_level_ops(&mix);
    assert!(functions.len() > 20);
    for seed in 1..=24u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let count = 2 + rng.below(80);
        let picked: Vec<&str> = (0..count)
            .map(|_| functions[rng.below(functions.len())].as_str())
            .collect();
        let module = module_of(&picked);
        let opts = Options {
            top_down: rng.below(2) == 0,
            ..Options::default()
        };
        assert_same_for_threads(&module, &format!("random-{seed}.mlir"), &opts);
    }
}
