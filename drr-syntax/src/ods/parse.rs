//! Parsing an `ods!` token stream into the [`ast`](super::ast).
//!
//! Recovery: the input is first split into items at top-level `def` and
//! `dialect` keywords, and record bodies into fields at top-level `;`, so a
//! syntax error in one item or field is reported and the rest still parsed.
//! Errors go to the [`Ctxt`]; the parser never panics.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Ident, LitStr, Token};

use super::Ctxt;
use super::ast::*;

/// Parses a whole `ods!` input; errors go to `cx`.
pub fn parse_input(cx: &Ctxt, input: TokenStream) -> OdsInput {
    let mut out = OdsInput::default();
    for chunk in split_items(input) {
        let parser = |s: ParseStream| parse_item(cx, s);
        match parser.parse2(chunk) {
            Ok(Some(item)) => out.items.push(item),
            Ok(None) => {}
            Err(e) => cx.push(e),
        }
    }
    out
}

/// Splits the input at top-level `def` / `dialect` keywords (keeping the
/// `#[doc]` attributes that precede them with their item).
fn split_items(input: TokenStream) -> Vec<TokenStream> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let mut chunks: Vec<Vec<TokenTree>> = Vec::new();
    let mut current: Vec<TokenTree> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        // `def` / `dialect` inside a path or an expression
        // (`crate::dialect::f`, `x.dialect`) do not start an item.
        let in_path = matches!(i.checked_sub(1).map(|j| &tokens[j]),
            Some(TokenTree::Punct(p)) if p.as_char() == ':' || p.as_char() == '.');
        let starts_item = match &tokens[i] {
            TokenTree::Ident(id) => (id == "def" || id == "dialect") && !in_path,
            TokenTree::Punct(p) => {
                p.as_char() == '#'
                    && matches!(tokens.get(i + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket)
                    && !current_is_attrs_only(&current)
            }
            _ => false,
        };
        if starts_item && !current.is_empty() && !current_is_attrs_only(&current) {
            chunks.push(std::mem::take(&mut current));
        }
        current.push(tokens[i].clone());
        i += 1;
    }
    if !current.is_empty() {
        chunks.push(current);
    }
    chunks
        .into_iter()
        .map(|c| c.into_iter().collect())
        .collect()
}

/// True if `tokens` holds only `#[…]` attributes so far.
fn current_is_attrs_only(tokens: &[TokenTree]) -> bool {
    !tokens.is_empty()
        && tokens.chunks(2).all(|c| {
            matches!(c, [TokenTree::Punct(p), TokenTree::Group(g)]
                if p.as_char() == '#' && g.delimiter() == Delimiter::Bracket)
        })
}

fn parse_docs(input: ParseStream) -> syn::Result<Vec<String>> {
    let attrs = input.call(syn::Attribute::parse_outer)?;
    let mut docs = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            return Err(syn::Error::new_spanned(
                a.path(),
                "only doc comments may precede a record in `ods!`",
            ));
        }
        if let syn::Meta::NameValue(nv) = &a.meta
            && let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) = &nv.value
        {
            docs.push(s.value());
        }
    }
    Ok(docs)
}

fn parse_item(cx: &Ctxt, input: ParseStream) -> syn::Result<Option<Item>> {
    let docs = parse_docs(input)?;
    let kw: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected `def NAME : Class<…> { … }` or `dialect NAME;`",
        )
    })?;
    if kw == "dialect" {
        let name: Ident = input.parse().map_err(|e| {
            syn::Error::new(e.span(), "expected the dialect's name after `dialect`")
        })?;
        let fields = parse_body(cx, input)?;
        expect_end(input)?;
        return Ok(Some(Item::Dialect(DialectDecl { name, fields })));
    }
    if kw != "def" {
        return Err(syn::Error::new(
            kw.span(),
            format!("expected `def` or `dialect`, found `{kw}`"),
        ));
    }
    if input.peek(Token![:]) {
        return Err(input.error(
            "anonymous records (`def : …`) are patterns: write them with `pat!` or `pattern!`, not in `ods!`",
        ));
    }
    let name: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected the record's name after `def`"))?;
    input.parse::<Token![:]>().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected `:` and a class after `def {name}`"),
        )
    })?;
    let class: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a class such as `Op<\"mnemonic\">` or `AttrConstraint<…>`",
        )
    })?;
    let args = if input.peek(Token![<]) {
        parse_template_args(input)?
    } else {
        Vec::new()
    };
    let fields = parse_body(cx, input)?;
    expect_end(input)?;
    Ok(Some(Item::Def(Def {
        docs,
        name,
        class,
        args,
        fields,
    })))
}

fn expect_end(input: ParseStream) -> syn::Result<()> {
    if input.is_empty() {
        Ok(())
    } else {
        Err(input.error("unexpected tokens after the record (missing `;`?)"))
    }
}

/// `;` or `{ let a = …; … }` (with an optional `;` after the braces).
fn parse_body(cx: &Ctxt, input: ParseStream) -> syn::Result<Vec<Field>> {
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
        return Ok(Vec::new());
    }
    if !input.peek(syn::token::Brace) {
        return Err(input.error("expected `;` or a record body `{ let … = …; }`"));
    }
    let content;
    syn::braced!(content in input);
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    let mut fields = Vec::new();
    // Split the body at top-level `;` so one bad field does not hide others.
    let mut current: Vec<TokenTree> = Vec::new();
    let body: TokenStream = content.parse()?;
    let end_span = content.span();
    let mut pieces = Vec::new();
    for tt in body {
        let is_semi = matches!(&tt, TokenTree::Punct(p) if p.as_char() == ';');
        current.push(tt);
        if is_semi {
            pieces.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        let last = current.last().map(|t| t.span()).unwrap_or(end_span);
        cx.error(last, "expected `;` after the field");
        pieces.push(current);
    }
    for piece in pieces {
        let ts: TokenStream = piece.into_iter().collect();
        match (|s: ParseStream| parse_field(s)).parse2(ts) {
            Ok(f) => fields.push(f),
            Err(e) => cx.push(e),
        }
    }
    Ok(fields)
}

fn parse_field(input: ParseStream) -> syn::Result<Field> {
    input
        .parse::<Token![let]>()
        .map_err(|e| syn::Error::new(e.span(), "expected `let NAME = VALUE;` in a record body"))?;
    let name: Ident = input.parse()?;
    input.parse::<Token![=]>()?;
    let value = parse_value(input)?;
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    if !input.is_empty() {
        return Err(input.error("unexpected tokens in field value (missing `;`?)"));
    }
    Ok(Field { name, value })
}

/// `<v, v, …>`.
fn parse_template_args(input: ParseStream) -> syn::Result<Vec<Value>> {
    input.parse::<Token![<]>()?;
    let mut args = Vec::new();
    loop {
        if input.peek(Token![>]) {
            input.parse::<Token![>]>()?;
            return Ok(args);
        }
        if input.is_empty() {
            return Err(input.error("unclosed template argument list: expected `>`"));
        }
        args.push(parse_value(input)?);
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        } else if !input.peek(Token![>]) {
            return Err(input.error("expected `,` or `>` in template arguments"));
        }
    }
}

/// Parses one value.
pub(crate) fn parse_value(input: ParseStream) -> syn::Result<Value> {
    if input.peek(LitStr) {
        return Ok(Value::Str(input.parse()?));
    }
    if input.peek(syn::LitInt) || (input.peek(Token![-]) && input.peek2(syn::LitInt)) {
        let neg: Option<Token![-]> = input.parse()?;
        let lit: syn::LitInt = input.parse()?;
        let v: i128 = lit.base10_parse()?;
        let span = neg.as_ref().map_or(lit.span(), |n| n.span);
        let tokens = quote::quote!(#neg #lit);
        return Ok(Value::Int(if neg.is_some() { -v } else { v }, span, tokens));
    }
    if input.peek(syn::LitFloat) || (input.peek(Token![-]) && input.peek2(syn::LitFloat)) {
        let neg: Option<Token![-]> = input.parse()?;
        let lit: syn::LitFloat = input.parse()?;
        let v: f64 = lit.base10_parse()?;
        let span = neg.as_ref().map_or(lit.span(), |n| n.span);
        let tokens = quote::quote!(#neg #lit);
        return Ok(Value::Float(
            if neg.is_some() { -v } else { v },
            span,
            tokens,
        ));
    }
    if input.peek(Token![|]) || input.peek(Token![||]) || input.peek(Token![move]) {
        return Ok(Value::Closure(parse_closure(input)?));
    }
    if input.peek(syn::token::Brace) {
        let g: proc_macro2::Group = input.parse()?;
        return Ok(Value::Code(g.span(), g.stream()));
    }
    if input.peek(syn::token::Bracket) {
        let content;
        let bracket = syn::bracketed!(content in input);
        let span = bracket.span.join();
        if content.peek(syn::token::Brace) {
            let fork = content.fork();
            let g: proc_macro2::Group = fork.parse()?;
            if fork.is_empty() {
                let _: proc_macro2::Group = content.parse()?;
                return Ok(Value::Code(span, g.stream()));
            }
        }
        if content.peek(Token![fn]) || content.peek(Token![pub]) || content.peek(Token![#]) {
            let mut fns = Vec::new();
            while !content.is_empty() {
                fns.push(content.parse::<syn::ItemFn>()?);
                if content.peek(Token![,]) {
                    content.parse::<Token![,]>()?;
                }
            }
            return Ok(Value::Fns(span, fns));
        }
        let mut items = Vec::new();
        while !content.is_empty() {
            items.push(parse_value(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
        return Ok(Value::List(span, items));
    }
    if input.peek(syn::token::Paren) {
        let content;
        let paren = syn::parenthesized!(content in input);
        let span = paren.span.join();
        let op: Ident = content.parse().map_err(|e| {
            syn::Error::new(e.span(), "expected a dag operator such as `ins` or `outs`")
        })?;
        let mut args = Vec::new();
        while !content.is_empty() {
            args.push(parse_dag_arg(&content)?);
            if content.is_empty() {
                break;
            }
            content
                .parse::<Token![,]>()
                .map_err(|e| syn::Error::new(e.span(), "expected `,` between dag arguments"))?;
        }
        return Ok(Value::Dag(Dag { span, op, args }));
    }
    if input.peek(Ident)
        || input.peek(Token![::])
        || input.peek(Token![crate])
        || input.peek(Token![super])
        || input.peek(Token![self])
    {
        return Ok(Value::Class(parse_class_ref(input)?));
    }
    Err(input.error("expected a value: a string, a number, a list `[…]`, a dag `(…)`, a name, or a Rust closure"))
}

/// A closure in a template argument list or a field value. A closure
/// whose body is not a block extends as far as an expression can, so
/// `Constraint<|c, v| f(c, v)>` would read `f(c, v) > …` as a comparison;
/// the closure is therefore the longest run of tokens, ending before a
/// top-level `,` or `>` (or at the end), that parses as a whole closure.
fn parse_closure(input: ParseStream) -> syn::Result<syn::ExprClosure> {
    let tokens: Vec<TokenTree> = input.fork().parse::<TokenStream>()?.into_iter().collect();
    let mut ends: Vec<usize> = tokens
        .iter()
        .enumerate()
        .filter(|(i, t)| match t {
            TokenTree::Punct(p) if p.as_char() == ',' => true,
            // Not the `>` of `->` or `=>`.
            TokenTree::Punct(p) if p.as_char() == '>' => !matches!(
                i.checked_sub(1).and_then(|j| tokens.get(j)),
                Some(TokenTree::Punct(q)) if (q.as_char() == '-' || q.as_char() == '=')
                    && q.spacing() == proc_macro2::Spacing::Joint
            ),
            _ => false,
        })
        .map(|(i, _)| i)
        .collect();
    ends.push(tokens.len());
    for &end in ends.iter().rev() {
        let prefix: TokenStream = tokens[..end].iter().cloned().collect();
        if let Ok(c) = syn::parse2::<syn::ExprClosure>(prefix) {
            input.step(|cursor| {
                let mut rest = *cursor;
                for _ in 0..end {
                    match rest.token_tree() {
                        Some((_, next)) => rest = next,
                        None => break,
                    }
                }
                Ok(((), rest))
            })?;
            return Ok(c);
        }
    }
    input.parse()
}

fn parse_path_ident(input: ParseStream) -> syn::Result<Ident> {
    if input.peek(Token![crate]) || input.peek(Token![super]) || input.peek(Token![self]) {
        return input.call(syn::ext::IdentExt::parse_any);
    }
    input.parse()
}

fn parse_class_ref(input: ParseStream) -> syn::Result<ClassRef> {
    let leading_colon = if input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
        true
    } else {
        false
    };
    let mut path = vec![parse_path_ident(input)?];
    while input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
        path.push(parse_path_ident(input)?);
    }
    let args = if input.peek(Token![<]) {
        Some(parse_template_args(input)?)
    } else {
        None
    };
    Ok(ClassRef {
        path,
        leading_colon,
        args,
    })
}

/// `value:$name`, `value`, or `$name`.
fn parse_dag_arg(input: ParseStream) -> syn::Result<DagArg> {
    if input.peek(Token![$]) {
        let name = parse_dollar_name(input)?;
        return Ok(DagArg {
            value: Value::Class(ClassRef {
                path: vec![Ident::new("AnyType", name.span())],
                leading_colon: false,
                args: None,
            }),
            name: Some(name),
        });
    }
    let value = parse_value(input)?;
    let name = if input.peek(Token![:]) && !input.peek(Token![::]) {
        input.parse::<Token![:]>()?;
        Some(parse_dollar_name(input)?)
    } else {
        None
    };
    Ok(DagArg { value, name })
}

fn parse_dollar_name(input: ParseStream) -> syn::Result<Ident> {
    input
        .parse::<Token![$]>()
        .map_err(|e| syn::Error::new(e.span(), "expected `$name` after `:`"))?;
    input
        .call(syn::ext::IdentExt::parse_any)
        .map_err(|e| syn::Error::new(e.span(), "expected a name after `$` (such as `$input`)"))
}
