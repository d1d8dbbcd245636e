//! `scf-canonicalize FILE`: canonicalizes a generic-form MLIR file with the
//! scf dialect's patterns and folders, the driver configured as MLIR's
//! canonicalizer ([`drr_scf::canonicalize`]), and prints the result in
//! generic form without locations — what `mlir-opt-22 --canonicalize
//! --mlir-print-op-generic --mlir-print-local-scope FILE` prints for
//! inputs whose ops are scf's and the stand-in arith / tensor ops (other
//! dialects' canonicalizations are not here: see the crate docs).
//!
//! Exit status: 0 on success; 1 on unreadable input, a parse error, a
//! verification failure (before or after), or a driver error; 2 on bad
//! usage.

use std::process::ExitCode;

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file] = args.as_slice() else {
        eprintln!("usage: scf-canonicalize FILE");
        return ExitCode::from(2);
    };
    let source = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("scf-canonicalize: {file}: {e}");
            return ExitCode::from(1);
        }
    };
    let mut ctx = Context::new();
    drr_scf::register(&mut ctx);
    let module = match parse_module(&mut ctx, &source, file) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let sources = drr::diagnostic::SourceManager::with_buffer(file, &source);
    let verify = |ctx: &Context, when: &str| match drr::verifier::verify(ctx, module) {
        Ok(()) => true,
        Err(errors) => {
            for e in errors {
                eprintln!("scf-canonicalize: {when}: {}", e.render(ctx, &sources));
            }
            false
        }
    };
    if !verify(&ctx, "input") {
        return ExitCode::from(1);
    }
    if let Err(e) = drr_scf::canonicalize(&mut ctx, module) {
        eprintln!("scf-canonicalize: {e}");
        return ExitCode::from(1);
    }
    if !verify(&ctx, "after canonicalization") {
        return ExitCode::from(1);
    }
    print!(
        "{}",
        print_op(&ctx, module, PrintOptions { debug_info: false })
    );
    ExitCode::SUCCESS
}
