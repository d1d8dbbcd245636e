//! The `mlir-roundtrip` tool (the facade's `examples/mlir-roundtrip.rs`):
//! mlir-opt with no pass, `mlir-opt --allow-unregistered-dialect
//! --mlir-print-op-generic --mlir-print-local-scope FILE`, as a library
//! function that tests run in process: [`roundtrip`]. See the example's
//! docs for the flags.

use std::io::Write;

use super::driver::{ModuleText, Reporter, command_line, run_file};
use crate::text::{PrintOptions, write_op_to};

/// `mlir-roundtrip --help`'s text.
pub const USAGE: &str = "usage: mlir-roundtrip [--debuginfo] [--verify] [--all-errors] [--split-input-file] [--verify-diagnostics[=only-expected]] [-o OUT] FILE\n       (FILE `-` reads standard input)";

/// Runs `mlir-roundtrip` on the command line `args` (without the program
/// name), writing what it prints to `out` and `err`; returns the exit
/// status (0 success, 1 failure, 2 bad usage). Every dialect is accepted
/// (as unknown ones, with `--allow-unregistered-dialect`); the module is
/// verified with `--verify` only (`--all-errors`: every failure the
/// verifier finds, not only those mlir-opt reports), and printed in
/// generic form (`--debuginfo`, `--mlir-print-debuginfo`: with locations).
pub fn roundtrip(
    args: impl IntoIterator<Item = String>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let mut debug_info = false;
    let mut verify = false;
    let mut all_errors = false;
    let own = |arg: &str| -> Result<bool, String> {
        match arg {
            "--debuginfo" | "--mlir-print-debuginfo" => debug_info = true,
            "--verify" => verify = true,
            "--all-errors" => all_errors = true,
            _ => return Ok(false),
        }
        Ok(true)
    };
    let (driver, file) = match command_line("mlir-roundtrip", USAGE, args, out, err, own) {
        Ok(command) => command,
        Err(code) => return code,
    };
    let options = PrintOptions { debug_info };
    let run = |text: ModuleText<'_>, reporter: &mut Reporter<'_>, out: &mut dyn Write| {
        let mut ctx = crate::Context::new();
        // A source that is not UTF-8 gets a parse error at its first such
        // byte.
        let module = match text.parse(&mut ctx, reporter.name()) {
            Ok(module) => module,
            Err(e) => {
                reporter.parse_error(&e);
                return false;
            }
        };
        if verify && all_errors {
            if let Err(errors) = crate::verifier::verify(&ctx, module) {
                for e in &errors {
                    reporter.verify_error(&ctx, e, debug_info);
                }
                return false;
            }
        } else if verify && !reporter.verify(&ctx, module, debug_info) {
            return false;
        }
        if let Err(e) = write_op_to(&ctx, module, options, &mut *out).and_then(|()| out.flush()) {
            reporter.failure(&format!("error: cannot write the output: {e}\n"));
            return false;
        }
        true
    };
    run_file("mlir-roundtrip", &file, &driver, out, err, run)
}
