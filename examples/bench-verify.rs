//! Benchmark of the verifier on MLIR's test dialect (what `test-opt`
//! verifies before and after rewriting).
//!
//! Usage: `bench-verify [--repeat K] [--threads N] FILE`: parses FILE with
//! the test dialect registered, then verifies it K times (default 11) on N
//! threads (default: as [`drr::verifier::verify`] decides; `1` for one
//! thread) in [`verify_phase`], and prints the operation count and the
//! median, minimum and maximum wall time of one verification. The phase is
//! a separate non-inlined function so that
//! `valgrind --tool=callgrind --toggle-collect='*verify_phase*'` counts
//! the instructions of verification alone.
//!
//! Generate inputs with `bench-rewrite --generate chain|mix N OUT`.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use drr::text::parse_module;
use drr::{Context, OpId};
use drr_test_dialect::pipeline::context;

const USAGE: &str = "usage: bench-verify [--repeat K] [--threads N] FILE";

/// Verifies `module` once; panics if it does not verify (a benchmark
/// input must be valid).
#[inline(never)]
fn verify_phase(ctx: &Context, module: OpId, threads: Option<usize>) {
    let result = match threads {
        Some(n) => drr::verifier::verify_with_threads(ctx, module, n),
        None => drr::verifier::verify(ctx, module),
    };
    if let Err(errors) = result {
        panic!("the input does not verify: {}", errors[0].message);
    }
}

fn main() -> ExitCode {
    let mut repeat = 11usize;
    let mut threads = None;
    let mut file = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--repeat" | "--threads" => {
                let Some(n) = args.next().and_then(|v| v.parse::<usize>().ok()) else {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                };
                if arg == "--repeat" {
                    repeat = n.max(1);
                } else {
                    threads = Some(n);
                }
            }
            _ if file.is_none() => file = Some(arg),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bench-verify: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = context();
    let module = match parse_module(&mut ctx, &text, &file) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{}", e.render(&file));
            return ExitCode::FAILURE;
        }
    };
    let mut times: Vec<Duration> = (0..repeat)
        .map(|_| {
            let start = Instant::now();
            verify_phase(&ctx, module, threads);
            start.elapsed()
        })
        .collect();
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{file}: {} ops, verify median {:.2} ms (min {:.2}, max {:.2}, {repeat} runs)",
        ctx.nested_ops_pre_order(module).len(),
        ms(times[times.len() / 2]),
        ms(times[0]),
        ms(times[times.len() - 1])
    );
    ExitCode::SUCCESS
}
