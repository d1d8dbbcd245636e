//! Parses a generic-form MLIR file and prints it back, like
//! `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo] FILE`.
//!
//! Usage: `cargo run --release --example mlir-roundtrip -- [--debuginfo] [--verify] FILE`
//! (`-` reads standard input).

use std::io::Read;
use std::process::ExitCode;

use drr::text::{PrintOptions, parse_module, print_op};

fn main() -> ExitCode {
    let mut debug_info = false;
    let mut verify = false;
    let mut file = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--debuginfo" | "--mlir-print-debuginfo" => debug_info = true,
            "--verify" => verify = true,
            _ if file.is_none() => file = Some(arg),
            _ => {
                eprintln!("usage: mlir-roundtrip [--debuginfo] [--verify] FILE");
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("usage: mlir-roundtrip [--debuginfo] [--verify] FILE");
        return ExitCode::from(2);
    };
    let (name, source) = if file == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            eprintln!("error: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read_to_string(&file) {
            Ok(s) => (file.clone(), s),
            Err(e) => {
                eprintln!("error: cannot read {file}: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    let mut ctx = drr::Context::new();
    let module = match parse_module(&mut ctx, &source, &name) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{}", e.render(&name));
            return ExitCode::FAILURE;
        }
    };
    if verify && let Err(errors) = drr::verifier::verify(&ctx, module) {
        for e in errors {
            eprintln!("{}", e.render(&ctx));
        }
        return ExitCode::FAILURE;
    }
    print!("{}", print_op(&ctx, module, PrintOptions { debug_info }));
    ExitCode::SUCCESS
}
