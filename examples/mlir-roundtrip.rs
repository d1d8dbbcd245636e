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

use std::io::Write;
use std::process::ExitCode;

use drr::opt_tool::driver::{DriverFlags, ModuleText, Reporter, run_file};
use drr::text::{PrintOptions, write_op_to};

const USAGE: &str = "usage: mlir-roundtrip [--debuginfo] [--verify] [--all-errors] [--split-input-file] [--verify-diagnostics[=only-expected]] [-o OUT] FILE\n       (FILE `-` reads standard input)";

fn main() -> ExitCode {
    let mut debug_info = false;
    let mut verify = false;
    let mut all_errors = false;
    let mut driver = DriverFlags::default();
    let mut file = None;
    let usage_error = |message: &str| {
        eprintln!("mlir-roundtrip: {message}\n{USAGE}");
        ExitCode::from(2)
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match driver.take(&arg, &mut args) {
            Ok(true) => continue,
            Ok(false) => {}
            Err(message) => return usage_error(&message),
        }
        match arg.as_str() {
            "--debuginfo" | "--mlir-print-debuginfo" => debug_info = true,
            "--verify" => verify = true,
            "--all-errors" => all_errors = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            a if a.starts_with('-') && a != "-" => {
                return usage_error(&format!("unknown flag `{a}`"));
            }
            _ if file.is_none() => file = Some(arg),
            _ => return usage_error("more than one input file"),
        }
    }
    let Some(file) = file else {
        return usage_error("no input file");
    };
    let options = PrintOptions { debug_info };
    let run = |text: ModuleText<'_>, reporter: &mut Reporter<'_>, out: &mut dyn Write| {
        let mut ctx = drr::Context::new();
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
            if let Err(errors) = drr::verifier::verify(&ctx, module) {
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
    let code = run_file(
        "mlir-roundtrip",
        &file,
        &driver,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
        run,
    );
    ExitCode::from(code)
}
