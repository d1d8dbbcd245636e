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
//!   module, as `--test-greedy-patterns` does;
//! - `--split-input-file`, `--verify-diagnostics[=only-expected]`, `-o
//!   FILE`: as mlir-opt-22's (`drr::opt_tool::driver`, shared with the
//!   dialects' opt tools). With `--split-input-file` the file is cut at
//!   `// -----` lines and each chunk is parsed, rewritten and printed on
//!   its own (outputs separated by `// -----`; a chunk that fails prints
//!   only its diagnostics; near misses such as `// ----` are warnings;
//!   `test.op_m`'s counter runs on from chunk to chunk, as in mlir-opt).
//!   With `--verify-diagnostics` the diagnostics are checked against the
//!   file's `// expected-error {{…}}` (`-note`, `-warning`, `-remark`,
//!   `-re`, `@+N`/`@-N`/`@above`/`@below`/`@unknown`) comments instead of
//!   being printed, and the exit status says whether they matched;
//!   `=only-expected` does not fail on unexpected ones. `-o FILE` writes
//!   the output to FILE, removed if the run fails.
//!
//! Compare with `mlir-opt-22 --allow-unregistered-dialect
//! --test-greedy-patterns --mlir-print-op-generic --mlir-print-local-scope
//! --mlir-print-debuginfo [--split-input-file] [--verify-diagnostics] FILE`.
//!
//! Exit status: 0 on success; 1 on unreadable input, a parse error, a
//! verification failure (before or after rewriting), an output write
//! error or (with `--verify-diagnostics`) a failed check (reported on
//! stderr; the output is streamed, so part of it may have been written);
//! 2 on bad usage. Parse and verification errors are printed as mlir-opt
//! prints them (`drr::diagnostic`): `FILE:LINE:COL: error: …`, the source
//! line with a caret and mlir-opt's notes (`see current operation: …`),
//! the first verification failure of each failing function, as mlir-opt
//! reports them.

use std::process::ExitCode;

fn main() -> ExitCode {
    drr::allocator::release_large_blocks_eagerly();
    // The printer streams each module to standard output in large chunks
    // (no line buffering needed).
    ExitCode::from(drr_test_dialect::tool::test_opt(
        std::env::args().skip(1),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    ))
}
