//! Benchmark of the MLIR text format: parses and prints a generic-form file
//! and reports wall time per phase in the layout of mlir-opt's
//! `--mlir-timing` report (rows `Parser`, `Output`, `Total`).
//!
//! Usage:
//! - `bench-text --generate N OUT` writes a generic-form module of about N
//!   operations (functions of test-dialect, arith and unregistered ops with
//!   attributes and locations) to OUT;
//! - `bench-text --generate-case CASE N OUT` writes one of the shapes of
//!   input that once took time quadratic in N (see [`generate_case`]), for
//!   the scaling benchmark (`scripts/bench-text.py --scaling`);
//! - `bench-text [--debuginfo] FILE` parses FILE, prints it to an in-memory
//!   buffer (and to stdout with `--emit`), and writes the timing report to
//!   stderr.

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use drr::text::{PrintOptions, parse_module, write_op};

fn generate(n: usize) -> String {
    let mut s = String::with_capacity(n * 120);
    s.push_str("\"builtin.module\"() ({\n");
    let per_func = 1000;
    let funcs = n.div_ceil(per_func);
    let mut line = 2;
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "  \"func.func\"() <{{function_type = (i32, f32) -> i32, sym_name = \"f{f}\"}}> ({{"
        );
        line += 1;
        let _ = writeln!(
            s,
            "  ^bb0(%arg0: i32 loc(\"bench.mlir\":{line}:10), %arg1: f32 loc(\"bench.mlir\":{line}:20)):"
        );
        let mut last = "%arg0".to_string();
        for i in 0..per_func - 1 {
            line += 1;
            match i % 5 {
                0 => {
                    let _ = writeln!(
                        s,
                        "    %{i} = \"test.op_a\"({last}) <{{attr = {i} : i32}}> : (i32) -> i32 loc(\"bench.mlir\":{line}:5)"
                    );
                }
                1 => {
                    let _ = writeln!(
                        s,
                        "    %{i} = \"arith.addi\"({last}, %arg0) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32 loc(\"bench.mlir\":{line}:5)"
                    );
                }
                2 => {
                    let _ = writeln!(
                        s,
                        "    %{i}:2 = \"foo.pair\"({last}, %arg1) {{name = \"op{i}\", scale = 2.500000e-01 : f32}} : (i32, f32) -> (i32, f32) loc(fused[\"bench.mlir\":{line}:5, \"inner\"])"
                    );
                    last = format!("%{i}#0");
                    continue;
                }
                3 => {
                    let _ = writeln!(
                        s,
                        "    %{i} = \"test.op_b\"({last}) <{{attr = 7 : i32}}> : (i32) -> i32 loc(\"bench.mlir\":{line}:5)"
                    );
                }
                _ => {
                    let _ = writeln!(
                        s,
                        "    %{i} = \"foo.cast\"({last}) {{tags = [1, 2, 3], kind = \"k\"}} : (i32) -> i32 loc(\"op{i}\"(\"bench.mlir\":{line}:5))"
                    );
                }
            }
            last = format!("%{i}");
        }
        line += 1;
        let _ = writeln!(
            s,
            "    \"func.return\"({last}) : (i32) -> () loc(\"bench.mlir\":{line}:5)"
        );
        line += 1;
        let _ = writeln!(s, "  }}) : () -> () loc(\"bench.mlir\":{line}:3)");
    }
    s.push_str("}) : () -> () loc(\"bench.mlir\":1:1)\n");
    s
}

/// The scaling cases: inputs of `n` items of one shape that once took
/// time quadratic in `n`.
/// - `one-line`: `n` ops with a result and an attribute, all on one line
///   (their default locations share a line; each op's signature was cached
///   by the text up to the end of the line);
/// - `gen-loc`: `n` ops, one per line, each at `loc("gen.py":1:I)` (a
///   generated file's locations, all on one line of another file);
/// - `one-line-loc`: both at once;
/// - `fused`: one op whose location fuses `n` distinct locations (each
///   was looked for in the list so far).
fn generate_case(case: &str, n: usize) -> Option<String> {
    let mut s = String::with_capacity(n * 48);
    s.push_str("\"builtin.module\"() ({");
    match case {
        "one-line" => {
            for i in 0..n {
                let _ = write!(s, " %{i} = \"t.a\"() {{v = {i} : i32}} : () -> i32");
            }
        }
        "gen-loc" => {
            for i in 0..n {
                let _ = write!(s, "\n  \"t.a\"() : () -> () loc(\"gen.py\":1:{i})");
            }
            s.push('\n');
        }
        "one-line-loc" => {
            for i in 0..n {
                let _ = write!(s, " \"t.a\"() : () -> () loc(\"gen.py\":1:{i})");
            }
        }
        "fused" => {
            s.push_str("\n  \"t.a\"() : () -> () loc(fused[");
            for i in 0..n {
                let sep = if i == 0 { "" } else { ", " };
                let _ = write!(s, "{sep}\"gen.py\":{i}:1");
            }
            s.push_str("])\n");
        }
        _ => return None,
    }
    s.push_str("}) : () -> ()\n");
    Some(s)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--generate-case") {
        let text = match (args.get(1), args.get(2).and_then(|n| n.parse().ok())) {
            (Some(case), Some(n)) => generate_case(case, n),
            _ => None,
        };
        let (Some(text), Some(out)) = (text, args.get(3)) else {
            eprintln!(
                "usage: bench-text --generate-case one-line|gen-loc|one-line-loc|fused N OUT"
            );
            return ExitCode::from(2);
        };
        if let Err(e) = std::fs::write(out, text) {
            eprintln!("error: cannot write {out}: {e}");
            return ExitCode::FAILURE;
        }
        return ExitCode::SUCCESS;
    }
    if args.first().map(String::as_str) == Some("--generate") {
        let (Some(n), Some(out)) = (args.get(1).and_then(|n| n.parse().ok()), args.get(2)) else {
            eprintln!("usage: bench-text --generate N OUT");
            return ExitCode::from(2);
        };
        if let Err(e) = std::fs::write(out, generate(n)) {
            eprintln!("error: cannot write {out}: {e}");
            return ExitCode::FAILURE;
        }
        return ExitCode::SUCCESS;
    }
    let debug_info = args.iter().any(|a| a == "--debuginfo");
    let emit = args.iter().any(|a| a == "--emit");
    let Some(file) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!(
            "usage: bench-text [--debuginfo] [--emit] FILE | --generate N OUT | \
             --generate-case CASE N OUT"
        );
        return ExitCode::from(2);
    };
    let total = Instant::now();
    let source = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let parse_start = Instant::now();
    let mut ctx = drr::Context::new();
    let module = match parse_module(&mut ctx, &source, file) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{}", e.render(file));
            return ExitCode::FAILURE;
        }
    };
    let parse = parse_start.elapsed().as_secs_f64();
    // The text is no longer needed once parsed: its buffer (already
    // faulted in) becomes the output buffer, so peak memory is the larger
    // of the two phases, not their sum, and printing does not pay a page
    // fault per 4 KiB of fresh output memory.
    let print_start = Instant::now();
    let mut out = source;
    out.clear();
    write_op(&ctx, module, PrintOptions { debug_info }, &mut out);
    if emit {
        use std::io::Write as _;
        let _ = std::io::stdout().write_all(out.as_bytes());
    }
    let output = print_start.elapsed().as_secs_f64();
    let total = total.elapsed().as_secs_f64();
    eprintln!("  ----Wall Time----  ----Name----");
    eprintln!("  {parse:.4}  Parser");
    eprintln!("  {output:.4}  Output");
    eprintln!("  {total:.4}  Total");
    std::hint::black_box(&out);
    ExitCode::SUCCESS
}
