//! `td-paste [--drop-cpp] [--block ods|patterns] FILE.td`: prints the
//! text of a real `.td` file as the body of `drr::ods! { … }` /
//! `drr::patterns! { … }` (wrapped in the macro with `--block`) on
//! stdout, and notes about what needs the user — C++ that drr needs as
//! Rust, repairs of invalid text — as `FILE.td:LINE:COL: note: …` on
//! stderr (see `drr_syntax::tablegen::paste`). The exit status is 0, or 1
//! when the file cannot be read or is not valid TableGen text.

use std::process::ExitCode;

use drr_syntax::tablegen::paste::{PasteOptions, paste_td_with, wrap};

const USAGE: &str = "usage: td-paste [--drop-cpp] [--block ods|patterns] FILE.td";

fn main() -> ExitCode {
    let mut opts = PasteOptions::default();
    let mut block = None;
    let mut file = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--drop-cpp" => opts.drop_cpp = true,
            "--block" => match args.next().as_deref() {
                Some(b @ ("ods" | "patterns")) => block = Some(b.to_string()),
                _ => {
                    eprintln!("td-paste: `--block` takes `ods` or `patterns`\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ if file.is_none() && !a.starts_with("--") => file = Some(a),
            _ => {
                eprintln!("td-paste: unexpected argument `{a}`\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(&file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("td-paste: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    // Invalid UTF-8 is replaced (and then noted as characters TableGen
    // rejects).
    let text = String::from_utf8_lossy(&bytes);
    let pasted = paste_td_with(&text, &opts);
    match &block {
        Some(b) => print!("{}", wrap(&pasted.text, b)),
        None => print!("{}", pasted.text),
    }
    for n in &pasted.notes {
        eprintln!("{file}:{n}");
    }
    if pasted.has_errors() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
