//! Runs a `.td` file through `td-paste` and then drr's front end
//! (`expand_ods` or `expand_patterns`), printing the paste notes and the
//! front end's errors at the `.td` file's lines:
//!
//! ```sh
//! cargo run -p drr-syntax --example td-paste-check -- [--drop-cpp] ods|patterns FILE.td
//! ```

use std::process::ExitCode;
use std::str::FromStr;

use drr_syntax::tablegen::paste::{PasteOptions, paste_td_with};
use proc_macro2::{TokenStream, TokenTree};

/// The `compile_error!` messages of an expansion, with their positions.
fn errors(ts: TokenStream, out: &mut Vec<(usize, usize, String)>) {
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    for (i, t) in toks.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "compile_error" => {
                if let Some(TokenTree::Group(g)) = toks.get(i + 2)
                    && let Some(TokenTree::Literal(l)) = g.stream().into_iter().next()
                {
                    let s = l.span().start();
                    out.push((s.line, s.column + 1, l.to_string()));
                }
            }
            TokenTree::Group(g) => errors(g.stream(), out),
            _ => {}
        }
    }
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let drop_cpp = args.first().is_some_and(|a| a == "--drop-cpp");
    if drop_cpp {
        args.remove(0);
    }
    let [kind, file] = &args[..] else {
        eprintln!("usage: td-paste-check [--drop-cpp] ods|patterns FILE.td");
        return ExitCode::from(2);
    };
    let text = String::from_utf8_lossy(&std::fs::read(file).expect("readable file")).into_owned();
    let pasted = paste_td_with(&text, &PasteOptions { drop_cpp });
    for n in &pasted.notes {
        println!("{file}:{n}");
    }
    let src = pasted.text.clone();
    let kind = kind.clone();
    // Spans are per thread: the expansion and its errors' positions are
    // read on a thread with a proc macro's stack.
    let (errs, callback) = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let Ok(ts) = TokenStream::from_str(&src) else {
                return (vec![(0, 0, "TOKENIZE FAILED".to_string())], None);
            };
            let out = if kind == "ods" {
                drr_syntax::expand_ods(ts)
            } else {
                drr_syntax::expand_patterns(ts)
            };
            let mut errs = Vec::new();
            errors(out.clone(), &mut errs);
            let s = out.to_string();
            let callback =
                (errs.is_empty() && !s.contains("pub struct") && !s.contains("populate"))
                    .then(|| s[..s.len().min(300)].to_string());
            (errs, callback)
        })
        .expect("thread")
        .join()
        .expect("no panic");
    for (l, c, m) in &errs {
        println!("{file}:{l}:{c}: drr error: {m}");
    }
    if let Some(s) = callback {
        println!("{file}: expansion is a callback or empty: {s}");
    }
    println!(
        "{file}: {} notes, {} drr errors",
        pasted.notes.len(),
        errs.len()
    );
    if errs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
