//! Prints what drr's macros expand to, formatted, on stable Rust.
//!
//! Reads a Rust source file, replaces every `ods!`, `pat!`, `pattern!` and
//! `patterns!` invocation (with or without a `drr::` path) by its expansion
//! — the same functions the macros call, `drr_syntax::expand_ods`,
//! `expand_pat`, `expand_pattern`, `expand_patterns` — and prints the file
//! formatted with `prettyplease`. Other macros are left as written.
//!
//! ```sh
//! cargo run --example expand -- src/main.rs            # the whole file
//! cargo run --example expand -- src/main.rs AddSelf    # only the items and
//!                                                      # expressions naming `AddSelf`
//! ```
//!
//! A pattern's expansion is straight-line Rust over the typed op views
//! `ods!` generates: reading it shows what is matched, in which order, and
//! which `drr::pattern` helper each step calls. Compile errors of the
//! macros appear as `compile_error!` invocations at the top of the
//! expansion. A class of another block or crate (TableGen's record
//! language) expands to a call of that class's macro, which this tool
//! leaves as written.

use std::process::ExitCode;

use proc_macro2::TokenStream;
use syn::visit_mut::VisitMut;

/// The drr macro named by `path`'s last segment, if it is one.
fn expander(path: &syn::Path) -> Option<fn(TokenStream) -> TokenStream> {
    let last = path.segments.last()?.ident.to_string();
    match last.as_str() {
        "ods" => Some(drr_syntax::expand_ods),
        "pat" => Some(drr_syntax::expand_pat),
        "pattern" => Some(drr_syntax::expand_pattern),
        "patterns" => Some(drr_syntax::expand_patterns),
        _ => None,
    }
}

/// Replaces drr macro invocations by their expansions (items in place of
/// item macros, a block expression in place of an expression macro).
struct Expand {
    /// Invocations expanded.
    count: usize,
}

impl Expand {
    fn items(&mut self, items: &mut Vec<syn::Item>) {
        let mut out = Vec::with_capacity(items.len());
        for mut item in items.drain(..) {
            if let syn::Item::Macro(m) = &item
                && let Some(f) = expander(&m.mac.path)
            {
                let tokens = f(m.mac.tokens.clone());
                self.count += 1;
                match syn::parse2::<syn::File>(tokens.clone()) {
                    Ok(file) => {
                        let mut file = file;
                        self.visit_file_mut(&mut file);
                        out.extend(file.items);
                    }
                    // Not item syntax (cannot happen for drr's macros):
                    // kept as tokens.
                    Err(_) => out.push(syn::Item::Verbatim(tokens)),
                }
                continue;
            }
            self.visit_item_mut(&mut item);
            out.push(item);
        }
        *items = out;
    }
}

impl VisitMut for Expand {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        for attr in &mut file.attrs {
            self.visit_attribute_mut(attr);
        }
        self.items(&mut file.items);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            self.items(items);
        }
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let mut stmts = Vec::with_capacity(block.stmts.len());
        for mut stmt in block.stmts.drain(..) {
            if let syn::Stmt::Macro(m) = &stmt
                && let Some(f) = expander(&m.mac.path)
            {
                let tokens = f(m.mac.tokens.clone());
                self.count += 1;
                // An item macro in statement position (`drr::ods! { … }`
                // in a function) gives items; `pat!(…);` an expression.
                if let Ok(mut file) = syn::parse2::<syn::File>(tokens.clone()) {
                    self.items(&mut file.items);
                    stmts.extend(file.items.into_iter().map(syn::Stmt::Item));
                    continue;
                }
                if let Ok(mut expr) = syn::parse2::<syn::Expr>(tokens) {
                    self.visit_expr_mut(&mut expr);
                    stmts.push(syn::Stmt::Expr(expr, m.semi_token));
                    continue;
                }
            }
            self.visit_stmt_mut(&mut stmt);
            stmts.push(stmt);
        }
        block.stmts = stmts;
    }

    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if let syn::Expr::Macro(m) = expr
            && let Some(f) = expander(&m.mac.path)
        {
            let tokens = f(m.mac.tokens.clone());
            self.count += 1;
            if let Ok(mut e) = syn::parse2::<syn::Expr>(tokens) {
                self.visit_expr_mut(&mut e);
                *expr = e;
            }
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

/// Keeps the items (and, in functions, the statements) whose text
/// mentions `name`.
fn only_mentioning(file: &mut syn::File, name: &str) {
    use quote::ToTokens;
    let mentions = |ts: TokenStream| {
        ts.into_iter().any(|t| match t {
            proc_macro2::TokenTree::Ident(id) => id == name,
            proc_macro2::TokenTree::Group(g) => g.stream().to_string().contains(name),
            _ => false,
        })
    };
    file.items.retain(|item| mentions(item.to_token_stream()));
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: cargo run --example expand -- FILE.rs [NAME]");
        return ExitCode::FAILURE;
    };
    let source = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut file = match syn::parse_file(&source) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {path} is not a Rust source file syn can read: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut expand = Expand { count: 0 };
    expand.visit_file_mut(&mut file);
    if let Some(name) = args.get(1) {
        only_mentioning(&mut file, name);
    }
    print!("{}", prettyplease::unparse(&file));
    eprintln!("expanded {} drr macro invocation(s)", expand.count);
    ExitCode::SUCCESS
}
