//! Benchmark of the greedy rewrite driver on MLIR's test dialect (the
//! patterns of `test-opt`, i.e. mlir-opt's `--test-greedy-patterns`).
//!
//! Usage:
//! - `bench-rewrite --generate chain|mix N OUT` writes a generic-form module
//!   of about N operations to OUT:
//!   - `chain`: one function whose body is a chain of N `test.op_a`, each
//!     using the previous one's result (rewritten by `TestNamedPatternRule`
//!     and the fused `(OpA (OpA $input, $attr), $bttr)` pattern);
//!   - `mix`: the functions of `benches/rewrite-mix.mlir` (the conformance
//!     inputs that run with the default pass options: most DRR patterns,
//!     the C++ patterns, folding, constants, regions, unregistered ops),
//!     repeated under fresh symbol names until N operations are reached;
//! - `bench-rewrite [--repeat K] FILE` parses FILE with the test dialect
//!   registered, then runs only the rewrite phase (pattern set construction
//!   and the greedy driver with mlir-opt's defaults) in
//!   [`rewrite_phase`], and prints the operation count, the number of
//!   pattern applications and the wall time of the phase. With `--repeat
//!   K` the file is parsed and rewritten K times (median reported). The
//!   phase is a separate non-inlined function so that
//!   `valgrind --tool=callgrind --toggle-collect='*rewrite_phase*'` counts
//!   the instructions of the rewrite alone (`scripts/bench-rewrite-callgrind.sh`).
//!
//! The side-by-side comparison with mlir-opt is `scripts/bench-rewrite.py`.

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use drr::rewrite::{FrozenPatternSet, GreedyResult, apply_patterns_greedily};
use drr::text::parse_module;
use drr::{Context, OpId};
use drr_test_dialect::pipeline::{Options, context, patterns};

/// The mix template: a module of functions.
const MIX: &str = include_str!("../benches/rewrite-mix.mlir");

fn generate_chain(n: usize) -> String {
    let mut s = String::with_capacity(n * 72 + 256);
    s.push_str("\"builtin.module\"() ({\n");
    s.push_str(
        "  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \"chain\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    let mut last = "%arg0".to_string();
    for i in 0..n {
        let _ = writeln!(
            s,
            "    %{i} = \"test.op_a\"({last}) <{{attr = {i} : i32}}> : (i32) -> i32"
        );
        last = format!("%{i}");
    }
    let _ = writeln!(s, "    \"func.return\"({last}) : (i32) -> ()");
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// True if the (trimmed) line starts an operation.
fn is_op_line(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with('"') || (t.starts_with('%') && t.contains(" = \""))
}

fn generate_mix(n: usize) -> String {
    let lines: Vec<&str> = MIX.lines().collect();
    // Strip the module wrapper (first and last line).
    let body = &lines[1..lines.len() - 1];
    let per_copy = body.iter().filter(|l| is_op_line(l)).count().max(1);
    let copies = n.div_ceil(per_copy).max(1);
    let mut s = String::with_capacity(copies * MIX.len() + 64);
    s.push_str("\"builtin.module\"() ({\n");
    for k in 0..copies {
        for line in body {
            if let Some(at) = line.find("sym_name = \"") {
                let start = at + "sym_name = \"".len();
                let end = start + line[start..].find('"').expect("closing quote");
                let _ = writeln!(s, "{}_{k}{}", &line[..end], &line[end..]);
            } else {
                s.push_str(line);
                s.push('\n');
            }
        }
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// The rewrite phase, as `test-opt` runs it (pattern set construction and
/// the greedy driver). Not inlined: callgrind's `--toggle-collect` target.
#[inline(never)]
pub fn rewrite_phase(ctx: &mut Context, module: OpId) -> GreedyResult {
    let frozen = FrozenPatternSet::new(ctx, patterns());
    apply_patterns_greedily(ctx, module, &frozen, &Options::default().greedy_config())
        .expect("the module is live")
}

/// Number of operations in `op` (itself included).
fn count_ops(ctx: &Context, op: OpId) -> usize {
    let mut n = 0;
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        n += 1;
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                let mut cur = ctx.block(b).first_op();
                while let Some(o) = cur {
                    stack.push(o);
                    cur = ctx.op(o).next_op();
                }
            }
        }
    }
    n
}

fn run(file: &str, repeat: usize) -> Result<(), String> {
    let source = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let mut times: Vec<Duration> = Vec::with_capacity(repeat);
    let mut summary = String::new();
    for _ in 0..repeat.max(1) {
        drr_test_dialect::helpers::reset_op_m_counter();
        let mut ctx = context();
        let module = parse_module(&mut ctx, &source, file).map_err(|e| e.render(file))?;
        let before = count_ops(&ctx, module);
        let start = Instant::now();
        let result = std::hint::black_box(rewrite_phase(&mut ctx, module));
        times.push(start.elapsed());
        let after = count_ops(&ctx, module);
        summary = format!(
            "ops {before} -> {after}, rewrites {}, iterations {}, converged {}",
            result.num_rewrites, result.iterations, result.converged
        );
    }
    times.sort();
    let median = times[times.len() / 2];
    println!("{summary}");
    println!(
        "rewrite {:.4} s (median of {})",
        median.as_secs_f64(),
        times.len()
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage =
        "usage: bench-rewrite --generate chain|mix N OUT\n       bench-rewrite [--repeat K] FILE";
    match args.as_slice() {
        [flag, kind, n, out] if flag == "--generate" => {
            let Ok(n) = n.parse::<usize>() else {
                eprintln!("{usage}");
                return ExitCode::from(2);
            };
            let text = match kind.as_str() {
                "chain" => generate_chain(n),
                "mix" => generate_mix(n),
                _ => {
                    eprintln!("{usage}");
                    return ExitCode::from(2);
                }
            };
            if let Err(e) = std::fs::write(out, text) {
                eprintln!("bench-rewrite: cannot write {out}: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        [file] => report(run(file, 1)),
        [flag, k, file] if flag == "--repeat" => match k.parse::<usize>() {
            Ok(k) => report(run(file, k)),
            Err(_) => {
                eprintln!("{usage}");
                ExitCode::from(2)
            }
        },
        _ => {
            eprintln!("{usage}");
            ExitCode::from(2)
        }
    }
}

fn report(r: Result<(), String>) -> ExitCode {
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-rewrite: {e}");
            ExitCode::FAILURE
        }
    }
}
