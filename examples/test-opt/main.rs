//! `test-opt`: mlir-opt's `--test-greedy-patterns` on MLIR's test dialect,
//! with drr.
//!
//! Reads a generic-form MLIR file and prints exactly what
//! `mlir-opt --allow-unregistered-dialect --test-greedy-patterns
//! --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo FILE`
//! prints, for the ops of the test dialect the DRR test suite uses (the
//! dialect, patterns and pipeline live in the `drr-test-dialect` crate,
//! `tests/fixtures/test-dialect`, shared with the conformance test).
//!
//! Usage: `cargo run --release --example test-opt -- [FLAGS] FILE` (`-` reads
//! standard input).
//!
//! Flags:
//! - `--top-down`: seed the worklist top-down (pass option `top-down=true`);
//! - `--max-iterations=N`: iteration limit (default 10; negative: none);
//! - `--no-fold`: do not fold (pass option `fold=false`);
//! - `--no-cse-constants`: do not unique constants (`cse-constants=false`);
//! - `--timing`: write a `--mlir-timing`-like report to stderr;
//! - `--explain`: write to stderr, for every operation the driver processed,
//!   which patterns were tried and why each failed;
//! - `--threads=N`: run the pass on each function instead of the module
//!   (mlir-opt's `--pass-pipeline='builtin.module(func.func(test-greedy-patterns))'`)
//!   on N threads (`drr::rewrite::apply_patterns_greedily_per_op`; the
//!   output is the same for every N). Without it, the pass runs on the
//!   module, as `--test-greedy-patterns` does.
//!
//! Exit status: 0 on success; 1 on unreadable input, a parse error, a
//! verification failure (before or after rewriting) or an output write
//! error (reported on stderr; the output is streamed, so part of it may
//! have been written); 2 on bad usage. Parse and verification errors are
//! printed as mlir-opt prints them (`drr::diagnostic`): `FILE:LINE:COL:
//! error: …`, the source line with a caret and mlir-opt's notes (`see
//! current operation: …`), the first verification failure only, as
//! mlir-opt stops there.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use drr::text::SourceFile;

use drr_test_dialect::pipeline::{Options, Source, run_to};

const USAGE: &str = "usage: test-opt [--top-down] [--max-iterations=N] [--no-fold] [--no-cse-constants] [--timing] [--explain] [--threads=N] FILE\n       (FILE `-` reads standard input)";

fn main() -> ExitCode {
    drr::allocator::release_large_blocks_eagerly();
    let mut opts = Options::default();
    let mut timing = false;
    let mut file: Option<String> = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--top-down" => opts.top_down = true,
            "--no-fold" => opts.fold = false,
            "--no-cse-constants" => opts.cse_constants = false,
            "--timing" => timing = true,
            "--explain" => opts.explain = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            a if a.starts_with("--threads=") => match a["--threads=".len()..].parse::<usize>() {
                Ok(n) if n > 0 => opts.threads = Some(n),
                _ => {
                    eprintln!("test-opt: invalid `{a}` (a positive number of threads)\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            a if a.starts_with("--max-iterations=") => {
                match a["--max-iterations=".len()..].parse::<i64>() {
                    Ok(n) => opts.max_iterations = n,
                    Err(_) => {
                        eprintln!("test-opt: invalid value in `{a}`: expected an integer\n{USAGE}");
                        return ExitCode::from(2);
                    }
                }
            }
            a if a.starts_with('-') && a != "-" => {
                eprintln!("test-opt: unknown flag `{a}`\n{USAGE}");
                return ExitCode::from(2);
            }
            _ if file.is_none() => file = Some(arg),
            _ => {
                eprintln!("test-opt: more than one input file\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("test-opt: no input file\n{USAGE}");
        return ExitCode::from(2);
    };
    let stdin_text;
    let (name, source) = if file == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            eprintln!("test-opt: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
        stdin_text = s;
        ("<stdin>", Source::Text(&stdin_text))
    } else {
        match SourceFile::open(Path::new(&file)) {
            Ok(source) => (
                file.as_str(),
                Source::File {
                    file: source,
                    path: Path::new(&file),
                },
            ),
            Err(e) => {
                eprintln!("test-opt: cannot read {file}: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    // The printer streams the module to standard output in large chunks
    // (no line buffering needed).
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    match run_to(source, name, &opts, &mut lock) {
        Ok(out) => {
            if opts.explain {
                eprint!("{}", out.explain);
            }
            if timing {
                eprint!("{}", out.timing.report());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprint!("{}", e.message);
            ExitCode::FAILURE
        }
    }
}
