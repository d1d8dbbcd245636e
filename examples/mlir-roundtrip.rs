//! Parses a generic-form MLIR file and prints it back, like
//! `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo] FILE`.
//!
//! Usage: `cargo run --release --example mlir-roundtrip -- [--debuginfo] [--verify] [--all-errors] FILE`
//! (`-` reads standard input).
//!
//! With `--verify` the module is verified first. Errors (parse or
//! verification) are printed on standard error as mlir-opt prints them:
//! `FILE:LINE:COL: error: message`, the source line with a caret, and
//! mlir-opt's notes; like mlir-opt, only the first verification failure is
//! shown, unless `--all-errors` is given. Locations naming other files show
//! their lines when those files can be read, as in mlir-opt.

use std::path::Path;
use std::process::ExitCode;

use drr::diagnostic::{Diagnostic, SourceManager};
use drr::text::{PrintOptions, SourceFile, parse_module_file, print_op};

const USAGE: &str = "usage: mlir-roundtrip [--debuginfo] [--verify] [--all-errors] FILE";

fn main() -> ExitCode {
    let mut debug_info = false;
    let mut verify = false;
    let mut all_errors = false;
    let mut file = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--debuginfo" | "--mlir-print-debuginfo" => debug_info = true,
            "--verify" => verify = true,
            "--all-errors" => all_errors = true,
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
    let (name, source) = if file == "-" {
        match SourceFile::read_from(std::io::stdin().lock()) {
            Ok(s) => ("<stdin>".to_string(), s),
            Err(e) => {
                eprintln!("error: cannot read standard input: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        // Mapped, and read as bytes: a source that is not UTF-8 gets a
        // parse error at its first such byte (see `parse_module_bytes`).
        match SourceFile::open(Path::new(&file)) {
            Ok(s) => (file.clone(), s),
            Err(e) => {
                eprintln!("error: cannot read {file}: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    let mut ctx = drr::Context::new();
    let parsed = parse_module_file(&mut ctx, &source, &name);
    // The lines of a diagnostic come from the text (lossy only for a
    // source that is not UTF-8).
    let shown = String::from_utf8_lossy(source.bytes());
    let sources = SourceManager::with_buffer(&name, &shown).load_files(true);
    let module = match parsed {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", Diagnostic::render_parse_error(&e, &name, &sources));
            return ExitCode::FAILURE;
        }
    };
    if verify && let Err(errors) = drr::verifier::verify(&ctx, module) {
        let shown = if all_errors { errors.len() } else { 1 };
        for e in errors.iter().take(shown) {
            eprint!(
                "{}",
                e.render_with(&ctx, &sources, PrintOptions { debug_info })
            );
        }
        return ExitCode::FAILURE;
    }
    print!("{}", print_op(&ctx, module, PrintOptions { debug_info }));
    ExitCode::SUCCESS
}
