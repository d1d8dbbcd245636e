//! How a NativeCodeCall closure's parameters are filled, read off the
//! closure's syntax (shared by `ods!` records and inline
//! `NativeCodeCall<…>` in patterns).
//!
//! The convention (DRR's placeholders in Rust):
//!
//! - the **first** parameter is `$_builder`: `&mut Context`, `&Context`,
//!   `&mut drr::pattern::Builder` or `&mut drr::rewrite::PatternRewriter`
//!   (unannotated: `&mut Context` for a record, the `Builder` inline);
//! - a later parameter whose type is `Location` (any path ending in
//!   `Location`, e.g. `drr::Location`) is **`$_loc`**: it is filled with
//!   the node's location (the fused location of the matched ops, or the
//!   `location` directive's) and takes no DAG argument;
//! - a **last** parameter of slice type `&[T]` is a **range placeholder**
//!   (`$N...`): it collects every DAG argument not taken by the
//!   parameters before it, each converted to `T` (`Value`, `Attribute`, …);
//! - every other parameter is the next DAG argument (`$0`, `$1`, …).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// What fills one parameter (after the first) of a NativeCodeCall closure.
#[derive(Clone, Debug)]
pub enum ParamKind {
    /// The next DAG argument.
    Arg,
    /// The node's location (`$_loc`).
    Loc,
    /// All remaining DAG arguments, as a slice of the element type.
    Rest(Box<syn::Type>),
}

/// True if predicate `tokens` is a closure whose entity parameter (the
/// one after the context) is annotated `Option<…>`, possibly as the value
/// of a block binding template arguments: an attribute constraint that
/// decides on an absent optional attribute itself (MLIR's `!$_self || …`),
/// called with `None` for one.
pub fn takes_absent(tokens: &TokenStream) -> bool {
    let Ok(mut expr) = syn::parse2::<syn::Expr>(tokens.clone()) else {
        return false;
    };
    loop {
        match expr {
            syn::Expr::Block(b) => match b.block.stmts.last() {
                Some(syn::Stmt::Expr(e, None)) => expr = e.clone(),
                _ => return false,
            },
            syn::Expr::Paren(p) => expr = *p.expr,
            syn::Expr::Closure(c) => {
                return c
                    .inputs
                    .iter()
                    .nth(1)
                    .and_then(param_type)
                    .is_some_and(|t| {
                        matches!(t, syn::Type::Path(p) if p.qself.is_none()
                        && p.path.segments.last().is_some_and(|s| s.ident == "Option"))
                    });
            }
            _ => return false,
        }
    }
}

/// The parts of an `AttrConstraint` implementation whose predicate is
/// `pred`: the predicate as a function of a present attribute (for
/// `matches`), and, for a predicate that [`takes_absent`], the
/// `matches_absent` method calling it with `None`.
pub fn attr_pred_parts(pred: &TokenStream) -> (TokenStream, Option<TokenStream>) {
    if !takes_absent(pred) {
        return (pred.clone(), None);
    }
    let present = quote! {
        |ctx: &::drr::Context, attr: ::drr::Attribute| -> bool {
            let predicate: fn(&::drr::Context, ::core::option::Option<::drr::Attribute>) -> bool = #pred;
            predicate(ctx, ::core::option::Option::Some(attr))
        }
    };
    let absent = quote! {
        fn matches_absent(ctx: &::drr::Context) -> bool {
            let predicate: fn(&::drr::Context, ::core::option::Option<::drr::Attribute>) -> bool = #pred;
            predicate(ctx, ::core::option::Option::None)
        }
    };
    (present, Some(absent))
}

/// An error at the first parameter's type when it is annotated with a type
/// that is not a reference: `$_builder` (a NativeCodeCall) and the context
/// (a constraint) always are, so it is a DAG argument written without the
/// first parameter (reported here rather than as an argument count or
/// rustc's "closure is expected to take 2 arguments").
pub fn first_param_error(c: &syn::ExprClosure, constraint: bool) -> Option<syn::Error> {
    let syn::Pat::Type(first) = c.inputs.first()? else {
        return None;
    };
    if matches!(*first.ty, syn::Type::Reference(_) | syn::Type::Infer(_)) {
        return None;
    }
    let msg = if constraint {
        "the first parameter of a constraint is the context: `&Context` or `&mut Context`; the entities come after it"
    } else {
        "the first parameter of a NativeCodeCall is `$_builder`: `&mut Context`, `&Context`, `&mut drr::pattern::Builder` or `&mut drr::rewrite::PatternRewriter`; the DAG arguments come after it"
    };
    Some(syn::Error::new(first.ty.span(), msg))
}

/// The declared type of a closure parameter, if annotated.
pub fn param_type(p: &syn::Pat) -> Option<&syn::Type> {
    match p {
        syn::Pat::Type(pt) => Some(&pt.ty),
        _ => None,
    }
}

/// True for a type path whose last segment is `Location` (no generics).
pub fn is_location(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Path(tp) if tp.qself.is_none() => tp
            .path
            .segments
            .last()
            .is_some_and(|s| s.ident == "Location" && s.arguments.is_empty()),
        syn::Type::Paren(p) => is_location(&p.elem),
        syn::Type::Group(g) => is_location(&g.elem),
        _ => false,
    }
}

/// True for `&mut Builder…` (any path ending in `Builder`).
fn is_builder(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Reference(r) => match &*r.elem {
            syn::Type::Path(tp) => tp
                .path
                .segments
                .last()
                .is_some_and(|s| s.ident == "Builder"),
            _ => false,
        },
        syn::Type::Paren(p) => is_builder(&p.elem),
        syn::Type::Group(g) => is_builder(&g.elem),
        _ => false,
    }
}

/// The element type of `&[T]` (shared slice reference).
pub fn slice_elem(ty: &syn::Type) -> Option<&syn::Type> {
    match ty {
        syn::Type::Reference(r) if r.mutability.is_none() => match &*r.elem {
            syn::Type::Slice(s) => Some(&s.elem),
            _ => None,
        },
        syn::Type::Paren(p) => slice_elem(&p.elem),
        syn::Type::Group(g) => slice_elem(&g.elem),
        _ => None,
    }
}

/// The kinds of the parameters after the first (`$_builder`) one.
pub fn param_kinds<'a>(inputs: impl IntoIterator<Item = &'a syn::Pat>) -> Vec<ParamKind> {
    let inputs: Vec<&syn::Pat> = inputs.into_iter().collect();
    let n = inputs.len();
    inputs
        .iter()
        .enumerate()
        .skip(1)
        .map(|(i, p)| match param_type(p) {
            Some(t) if is_location(t) => ParamKind::Loc,
            Some(t) if i + 1 == n => match slice_elem(t) {
                Some(e) => ParamKind::Rest(Box::new(e.clone())),
                None => ParamKind::Arg,
            },
            _ => ParamKind::Arg,
        })
        .collect()
}

/// The span of a `&[T]` parameter (DRR's `$N...` range) that is not the
/// closure's last parameter: it would take no defined set of arguments.
pub fn misplaced_rest(c: &syn::ExprClosure) -> Option<proc_macro2::Span> {
    let n = c.inputs.len();
    c.inputs.iter().enumerate().skip(1).find_map(|(i, p)| {
        let t = param_type(p)?;
        (i + 1 < n && slice_elem(t).is_some()).then(|| t.span())
    })
}

/// The message for [`misplaced_rest`].
pub const MSG_MISPLACED_REST: &str = "a `&[T]` parameter collects the remaining DAG arguments (DRR's `$N...`): it must be the closure's last parameter (to take one variadic operand bound to a name, `$inputs`, write `Vec<Value>`)";

/// True if the kinds need more than "one DAG argument per parameter".
pub fn is_special(kinds: &[ParamKind]) -> bool {
    kinds.iter().any(|k| !matches!(k, ParamKind::Arg))
}

/// The call of an inline `NativeCodeCall<closure>` with the pattern's
/// `builder` (a `drr::pattern::Builder` in scope) and the DAG arguments
/// `args` (expressions), following the convention of this module. A
/// non-closure expression is called as `(expr)(&mut builder, args…)`.
pub fn inline_call(expr: &syn::Expr, args: &[TokenStream]) -> TokenStream {
    let syn::Expr::Closure(c) = expr else {
        return quote!((#expr)(&mut builder, #(#args),*));
    };
    let kinds = param_kinds(&c.inputs);
    // A first parameter annotated as anything but the `Builder` is
    // converted (`FromBuilder`).
    let first_typed = c
        .inputs
        .first()
        .and_then(param_type)
        .is_some_and(|t| !is_builder(t));
    let params: Vec<&syn::Pat> = c.inputs.iter().skip(1).collect();
    if !is_special(&kinds) && !first_typed {
        let f = format_ident!("native{}", args.len().min(8));
        // Locals first: a typed parameter's conversion reads the context,
        // which the call then borrows mutably.
        let mut lets = Vec::new();
        let mut locals = Vec::new();
        for (n, a) in args.iter().enumerate() {
            let local = format_ident!("nativeArg{}", n);
            let a = gated_arg(params.get(n).copied(), n, a);
            lets.push(quote!(let #local = #a;));
            locals.push(quote!(#local));
        }
        // At the closure: a parameter that does not fit its argument is
        // reported there (E0631), not at the whole macro.
        let call = call_over(
            expr,
            &f.to_string(),
            quote!(&mut builder, #(#locals,)* #expr),
        );
        return quote!({
            #(#lets)*
            #call
        });
    }
    // Fill the parameters: locals first, so the call's `&mut builder`
    // borrows nothing else.
    let mut lets = Vec::new();
    let mut actual = Vec::new();
    let mut next = 0usize;
    for (i, k) in kinds.iter().enumerate() {
        let local = format_ident!("nativeParam{}", i);
        match k {
            ParamKind::Arg => {
                let Some(a) = args.get(next) else { continue };
                let a = gated_arg(params.get(i).copied(), next, a);
                next += 1;
                lets.push(quote!(let #local = #a;));
            }
            ParamKind::Loc => lets.push(quote!(let #local = builder.loc();)),
            ParamKind::Rest(t) => {
                let rest = args.get(next..).unwrap_or(&[]);
                next = args.len();
                let n = rest.len();
                let elems = rest
                    .iter()
                    .map(|a| quote!(::drr::pattern::native_elem::<#t, _>(&*builder, #a)));
                lets.push(quote!(let #local: [#t; #n] = [#(#elems),*];));
                actual.push(quote!(&#local[..]));
                continue;
            }
        }
        actual.push(quote!(#local));
    }
    // Arguments beyond the parameters are passed too (rustc reports the
    // arity mismatch).
    actual.extend(args.get(next..).unwrap_or(&[]).iter().cloned());
    let f = if first_typed {
        format_ident!("native_as{}", actual.len().min(8))
    } else {
        format_ident!("native{}", actual.len().min(8))
    };
    let call = call_over(
        expr,
        &f.to_string(),
        quote!(&mut builder, #(#actual,)* #expr),
    );
    quote!({
        #(#lets)*
        #call
    })
}

/// DAG argument #`n` (`a`) for the closure parameter `param`: when the
/// parameter's type is written, the argument passes
/// `::drr::pattern::native_param::<n, Type, _>(&*builder, a)` spanned at
/// that type, which converts it as a record's arguments are (an op to its
/// `Value` or `OpId`, attributes between their views), so an argument that
/// does not convert is reported there, naming the argument's number and
/// both types, instead of as a closure-signature mismatch (E0631) that
/// names neither.
fn gated_arg(param: Option<&syn::Pat>, n: usize, a: &TokenStream) -> TokenStream {
    match param.and_then(param_type) {
        Some(ty) => {
            // The path at the type's first token, the parentheses at its
            // last: rustc joins them, so the caret covers the whole type.
            use quote::ToTokens;
            let first = ty.span();
            let last = ty
                .to_token_stream()
                .into_iter()
                .last()
                .map_or(first, |t| t.span());
            let close = quote_spanned!(last=> >);
            let path = quote_spanned!(first=> ::drr::pattern::native_param::<#n, #ty, _ #close);
            let mut group =
                proc_macro2::Group::new(proc_macro2::Delimiter::Parenthesis, quote!(&*builder, #a));
            group.set_span(last);
            quote!(#path #group)
        }
        None => a.clone(),
    }
}

/// `::drr::pattern::f(args)` spanned over the signature of the closure
/// `expr` (`|a: A, b: B| -> R`): the path at its first token, the
/// parentheses at its last (the closing `|` or the return type's last),
/// so that the call's span (which rustc joins from its first and last
/// tokens) is the whole signature. A closure whose parameters do not fit
/// the call (E0631) is then underlined there, not just at its opening
/// `|`. (Not a closure: its whole extent.)
pub fn call_over(expr: &syn::Expr, f: &str, args: TokenStream) -> TokenStream {
    use quote::ToTokens;
    let first = expr.span();
    let last = match expr {
        syn::Expr::Closure(c) => match &c.output {
            syn::ReturnType::Type(_, t) => t
                .to_token_stream()
                .into_iter()
                .last()
                .map_or(c.inputs_end.span, |t| t.span()),
            syn::ReturnType::Default => c.inputs_end.span,
        },
        _ => expr
            .to_token_stream()
            .into_iter()
            .last()
            .map_or(first, |t| t.span()),
    };
    let f = proc_macro2::Ident::new(f, first);
    let mut group = proc_macro2::Group::new(proc_macro2::Delimiter::Parenthesis, args);
    group.set_span(last);
    quote_spanned!(first=> ::drr::pattern::#f #group)
}

/// Substitutes DRR's special placeholders in a `{ … }` Rust expression
/// (`(returnType { $_builder.int_type(64) })`): `$_builder` becomes
/// `builder` (the `Builder` in scope there) and `$_loc` becomes
/// `builder.loc()`, as in the string form.
pub fn substitute_placeholders(ts: TokenStream) -> TokenStream {
    use proc_macro2::{Group, Ident, TokenTree};
    let mut out: Vec<TokenTree> = Vec::new();
    let mut it = ts.into_iter().peekable();
    while let Some(t) = it.next() {
        match &t {
            TokenTree::Punct(p) if p.as_char() == '$' => {
                if let Some(TokenTree::Ident(id)) = it.peek() {
                    let span = id.span();
                    if id == "_builder" {
                        it.next();
                        out.push(TokenTree::Ident(Ident::new("builder", span)));
                        continue;
                    }
                    if id == "_loc" {
                        it.next();
                        let e: TokenStream = quote::quote_spanned!(span=> builder.loc());
                        out.extend(e);
                        continue;
                    }
                }
                out.push(t);
            }
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), substitute_placeholders(g.stream()));
                ng.set_span(g.span());
                out.push(TokenTree::Group(ng));
            }
            _ => out.push(t),
        }
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<String> {
        let c: syn::ExprClosure = syn::parse_str(src).unwrap();
        param_kinds(&c.inputs)
            .into_iter()
            .map(|k| match k {
                ParamKind::Arg => "arg".to_owned(),
                ParamKind::Loc => "loc".to_owned(),
                ParamKind::Rest(_) => "rest".to_owned(),
            })
            .collect()
    }

    #[test]
    fn call_is_spanned_over_the_signature() {
        // The path at the closure's first token, the parentheses at the
        // end of its signature (rustc joins them: E0631 underlines it).
        let pos = |s: proc_macro2::Span| (s.start().column, s.end().column);
        let check = |src: &str, end: usize| {
            let e: syn::Expr = syn::parse_str(src).unwrap();
            let call = call_over(&e, "native1", quote!(x));
            let toks: Vec<_> = call.into_iter().collect();
            assert_eq!(pos(toks[0].span()).0, 0, "{src}");
            let Some(proc_macro2::TokenTree::Group(g)) = toks.last() else {
                panic!("{src}: no group");
            };
            assert_eq!(pos(g.span()).1, end, "{src}");
        };
        check("|b, x: Value| x", "|b, x: Value|".len());
        check(
            "|b, x: Value| -> Value { x }",
            "|b, x: Value| -> Value".len(),
        );
        check(
            "move |b| -> drr::Value { x }",
            "move |b| -> drr::Value".len(),
        );
        // Not a closure: the whole expression.
        check("f(a)", "f(a)".len());
    }

    #[test]
    fn typed_parameters_gate_their_arguments() {
        // A written parameter type gates its DAG argument (numbered from 0);
        // an unannotated one takes the argument as is.
        let e: syn::Expr = syn::parse_str("|b, x: drr::Attribute, y| x").unwrap();
        let call = inline_call(&e, &[quote!(a0), quote!(a1)]).to_string();
        assert!(
            call.contains(
                ":: drr :: pattern :: native_param :: < 0usize , drr :: Attribute , _ > (& * builder , a0)"
            ),
            "{call}"
        );
        assert!(!call.contains("native_param :: < 1usize"), "{call}");
        // The same in the general path (a `$_loc` parameter first).
        let e: syn::Expr = syn::parse_str("|b, l: Location, x: Value| x").unwrap();
        let call = inline_call(&e, &[quote!(a0)]).to_string();
        assert!(
            call.contains("native_param :: < 0usize , Value , _ > (& * builder , a0)"),
            "{call}"
        );
    }

    #[test]
    fn classifies_parameters() {
        assert_eq!(kinds("|b, x| x"), ["arg"]);
        assert_eq!(
            kinds("|b, l: drr::Location, x: Value, r: &[Value]| x"),
            ["loc", "arg", "rest"]
        );
        // A slice that is not last is an ordinary argument.
        assert_eq!(kinds("|b, r: &[Value], x: Value| x"), ["arg", "arg"]);
        assert_eq!(kinds("|b, r: &mut [Value]| 0"), ["arg"]);
        // The first parameter is always `$_builder`.
        assert_eq!(kinds("|l: Location| 0"), Vec::<String>::new());
    }
}
