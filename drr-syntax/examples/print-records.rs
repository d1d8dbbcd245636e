//! Prints the named records a `.td` file defines, as TableGen's
//! `--print-records` prints its `Defs` section (see
//! `drr_syntax::tablegen::print_records`), for comparison with
//! `mlir-tblgen --print-records` (`scripts/compare-tablegen.sh`).
//!
//!     cargo run -p drr-syntax --example print-records -- FILE.td

use std::process::ExitCode;
use std::str::FromStr;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: print-records FILE.td");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let tokens = match proc_macro2::TokenStream::from_str(&text) {
        Ok(t) => t,
        Err(e) => {
            // As in a macro, where rustc's lexer rejects the text first:
            // a backtick, an unbalanced quote or a backslash outside a
            // string, a malformed number.
            let at = e.span().start();
            eprintln!(
                "{path}:{}:{}: not Rust tokens: {e}; a `[{{…}}]` text block holding such text is written as a raw string r\"…\" (or r#\"…\"#)",
                at.line,
                at.column + 1
            );
            return ExitCode::FAILURE;
        }
    };
    match drr_syntax::tablegen::print_records::print_records(tokens) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            for e in e {
                let s = e.span().start();
                eprintln!("{path}:{}:{}: error: {e}", s.line, s.column + 1);
            }
            ExitCode::FAILURE
        }
    }
}
