//! Parses a generic-form MLIR file and prints it back, like
//! `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo] FILE`.
//!
//! Usage: `cargo run --release --example mlir-roundtrip -- [--debuginfo] [--verify] [--all-errors]
//! [--split-input-file] [--verify-diagnostics[=only-expected]] [-o OUT] FILE`
//! (`-` reads standard input).
//!
//! With `--verify` the module is verified first. Errors (parse or
//! verification) are printed on standard error as mlir-opt prints them:
//! `FILE:LINE:COL: error: message`, the source line with a caret, and
//! mlir-opt's notes; like mlir-opt, only the first verification failure of
//! each failing function is shown, unless `--all-errors` is given (every
//! failure the verifier finds). Locations naming other files show their
//! lines when those files can be read, as in mlir-opt.
//!
//! `--split-input-file`, `--verify-diagnostics[=only-expected]` and `-o
//! FILE` are mlir-opt-22's (`drr::opt_tool::driver`, shared with the
//! dialects' opt tools and `test-opt`): the file cut at `// -----` lines
//! and each chunk parsed and printed on its own (outputs separated by
//! `// -----`, a failing chunk prints only its diagnostics, near misses
//! such as `// ----` are warnings); the diagnostics checked against the
//! file's `// expected-error {{…}}` comments instead of printed (`=only-expected`:
//! unexpected ones do not fail the run); the output written to FILE,
//! removed if the run fails. mlir-opt always verifies: compare it with
//! `mlir-roundtrip --verify`.
//!
//! Exit status: 0 on success; 1 on unreadable input, a parse or
//! verification error, or a failed `--verify-diagnostics` check; 2 on bad
//! usage.

use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(drr::opt_tool::roundtrip::roundtrip(
        std::env::args().skip(1),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    ))
}
