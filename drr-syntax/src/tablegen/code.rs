//! Rust code with template arguments bound: how a class's template
//! arguments (and the `defvar`s and `foreach` variables in scope) reach a
//! Rust body as ordinary Rust values.
//!
//! Every variable in scope whose name appears in the code becomes a `let`
//! at the top of the closure's body (or of the block): `int` → `i64`,
//! `bit` → `bool`, `string` → `&'static str`, a list of those → a
//! `&'static [T]` slice, a record defined elsewhere (an op, a constraint) →
//! a `use path as name;`. So `class HasRankOf<int rank> : Constraint<|ctx:
//! &Context, v: Value| rank_of(ctx, v) == rank>` compiles `HasRankOf<2>`
//! with `let rank: i64 = 2;` in the closure. A closure parameter of the same
//! name hides the variable (no binding is emitted for it). Closures stay
//! non-capturing: the bindings live inside their bodies.

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use quote::{ToTokens, quote, quote_spanned};
use syn::Ident;

use super::ast::CodeKind;
use super::value::{Binding, CodeVal, Value};

/// The Rust type and expression of a bindable value.
fn rust_value(v: &Value, span: Span) -> Option<(TokenStream, TokenStream)> {
    Some(match v {
        Value::Int(i, _) => {
            let lit = proc_macro2::Literal::i128_unsuffixed(*i);
            (quote_spanned!(span=> i64), quote_spanned!(span=> #lit))
        }
        Value::Bit(b, _) => (quote_spanned!(span=> bool), quote_spanned!(span=> #b)),
        Value::Float(f, _, _) => {
            let lit = proc_macro2::Literal::f64_suffixed(*f);
            (quote_spanned!(span=> f64), quote_spanned!(span=> #lit))
        }
        Value::Str(s, _) => {
            let lit = syn::LitStr::new(s, span);
            (quote_spanned!(span=> &'static str), quote!(#lit))
        }
        Value::List(items, _) => {
            let mut ty = None;
            let mut exprs = Vec::new();
            for it in items.iter() {
                let (t, e) = rust_value(it, span)?;
                match &ty {
                    None => ty = Some(t),
                    Some(t0) if t0.to_string() == t.to_string() => {}
                    Some(_) => return None,
                }
                exprs.push(e);
            }
            let ty = ty.unwrap_or_else(|| quote_spanned!(span=> i64));
            (
                quote_spanned!(span=> &'static [#ty]),
                quote_spanned!(span=> &[#(#exprs),*]),
            )
        }
        _ => return None,
    })
}

/// The name as a Rust identifier (a keyword becomes a raw identifier).
fn binding_ident(name: &Ident) -> Ident {
    let s = name.to_string();
    if syn::parse_str::<Ident>(&s).is_ok() {
        name.clone()
    } else {
        crate::ods::name_ident(s.trim_start_matches("r#"), name.span())
    }
}

/// True if some variable the code names has no Rust form (a library
/// generic with arguments, `AnyTypeOf<[…]>`, given for a `Type`
/// argument): the code cannot be compiled for this instance.
pub fn has_unbindable(code: &CodeVal) -> bool {
    code.bindings.iter().any(|b| {
        rust_value(&b.value, b.name.span()).is_none()
            && !matches!(&b.value, Value::Ext(x) if x.args.is_none())
    })
}

/// The `let`s (and `use`s) binding `bindings`, except names in `hidden`.
pub fn binding_stmts(bindings: &[Binding], hidden: &[String]) -> TokenStream {
    let mut out = TokenStream::new();
    for b in bindings {
        let n = b.name.to_string();
        if hidden.contains(&n) {
            continue;
        }
        let name = binding_ident(&b.name);
        let span = b.name.span();
        if let Some((ty, e)) = rust_value(&b.value, span) {
            out.extend(quote_spanned! {span=>
                #[allow(unused_variables, non_snake_case)]
                let #name: #ty = #e;
            });
        } else if let Value::Ext(x) = &b.value
            && x.args.is_none()
        {
            // A record of ODS's library (`I1` given for a `Type elem`):
            // its Rust type.
            let path = match x.path.as_ident().map(ToString::to_string) {
                Some(lib) if crate::stdlib::is_lib_name(&lib) => {
                    crate::stdlib::lib_item_path(&lib, x.span)
                }
                _ => x.path.tokens(),
            };
            out.extend(quote_spanned! {span=>
                #[allow(unused_imports)]
                use #path as #name;
            });
        }
    }
    out
}

/// The identifiers bound by a closure's parameters.
fn param_names(c: &syn::ExprClosure) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack: Vec<&syn::Pat> = c.inputs.iter().collect();
    while let Some(p) = stack.pop() {
        match p {
            syn::Pat::Ident(i) => out.push(i.ident.to_string()),
            syn::Pat::Type(t) => stack.push(&t.pat),
            syn::Pat::Tuple(t) => stack.extend(t.elems.iter()),
            syn::Pat::Reference(r) => stack.push(&r.pat),
            syn::Pat::Paren(p) => stack.push(&p.pat),
            _ => {}
        }
    }
    out
}

/// The closure of `code` with its bindings in its body.
pub fn closure(code: &CodeVal) -> syn::Result<syn::ExprClosure> {
    let mut c: syn::ExprClosure = syn::parse2(code.tokens.clone())?;
    if code.bindings.is_empty() {
        return Ok(c);
    }
    let lets = binding_stmts(&code.bindings, &param_names(&c));
    if lets.is_empty() {
        return Ok(c);
    }
    let body = &c.body;
    let span = code.span;
    let mut block = Group::new(Delimiter::Brace, quote!(#lets #body));
    block.set_span(span);
    c.body = Box::new(syn::parse2(TokenTree::Group(block).into())?);
    Ok(c)
}

/// The tokens of `code`: a closure (bindings in its body), a `{ … }` block
/// (bindings first in it), or fn items (as written).
pub fn tokens(code: &CodeVal) -> syn::Result<TokenStream> {
    Ok(match code.kind {
        CodeKind::Closure => closure(code)?.into_token_stream(),
        CodeKind::Block => {
            let lets = binding_stmts(&code.bindings, &[]);
            let inner = &code.tokens;
            let mut g = Group::new(Delimiter::Brace, quote!(#lets #inner));
            g.set_span(code.span);
            TokenTree::Group(g).into()
        }
        CodeKind::Fns => code.tokens.clone(),
    })
}

/// `tokens` in an invisible group, so that angle-bracket counting in the
/// pattern parser does not look into them.
pub fn opaque(tokens: TokenStream, span: Span) -> TokenStream {
    let mut g = Group::new(Delimiter::None, tokens);
    g.set_span(span);
    TokenTree::Group(g).into()
}
