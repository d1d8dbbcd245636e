//! Classes across macro blocks and crates.
//!
//! Proc macros share no state, so a class travels as tokens. For every
//! class it defines, a block (`ods!` or `patterns!`) emits
//!
//! ```text
//! #[doc(hidden)] #[macro_export]
//! macro_rules! __drr_class_<Name>_<hash> {
//!     (@drr [$($callee:tt)*] { $($input:tt)* }) => {
//!         $($callee)*! { @drr_import { <class text> } $($input)* }
//!     };
//! }
//! #[doc(hidden)] pub use __drr_class_<Name>_<hash> as <Name>;
//! ```
//!
//! in the module that invokes it. `<Name>` lives in the macro namespace, so
//! it coexists with a type or module of the same name, and is imported like
//! any item: `use super::m::HasRankOf;` in the same crate,
//! `use dialect::m::HasRankOf;` from another (or named by path:
//! `dialect::m::HasRankOf<2>`). The class text is the class's statement as
//! written plus the statements of the classes it depends on (parents and
//! classes it instantiates, transitively, including ones the block imported
//! itself), with every `$` written as the identifier `__drr_dollar` (a
//! `macro_rules!` transcriber cannot hold a literal `$`).
//!
//! A block that meets a class it does not know — used as a parent, or
//! instantiated with template arguments, and not one of the library
//! generics — expands to nothing but a call of that class's macro:
//! `Name! { @drr [::drr::patterns] { <the block's input> } }`, spanned at the
//! class's name (an unknown name is therefore rustc's "cannot find macro
//! `Name`" error at the name). The callee's path is passed in as tokens
//! made by the block's macro, so that the call the class macro writes has
//! the user's hygiene (a path written in the `macro_rules!` transcriber would
//! give the re-invoked macro's local variables the transcriber's hygiene and
//! break every generated pattern). The class macro calls the block's macro back
//! with the class text prepended in an `@drr_import { … }` section; the
//! block evaluates the imported classes first (a class imported twice is
//! kept once) and goes on. One class is fetched per round: a block using
//! N classes of other blocks expands in N + 1 rounds, each two macro
//! expansions deep, so rustc's `recursion_limit` (128 by default) allows
//! about 60 imported classes per block.
//!
//! Constraint records travel the same way. For every type or attribute
//! constraint record it defines (`def F32Like : TypeConstraint<…>`,
//! `def Arith_FastMathAttr : EnumAttr<…>`, an enum attribute, …), an `ods!`
//! block emits a macro `<Name>` next to the record's Rust item (same name,
//! other namespace, so one `use` brings both), whose callback hands the
//! calling block `@drr_import { @drr_def type|attr <Name> ["default"]
//! [buildable] [mnemonicless] }`: the record's kind and, for an `EnumAttr`
//! with `let defaultValue`, its default (`mnemonicless`: a `TypeDef` or
//! `AttrDef` without `mnemonic`, which has no Rust item, so a use of it
//! is the using block's error at the use). A block with an `include "…";` line (TableGen's way of seeing
//! another file's records) meeting constraint names that are neither
//! standard nor its own, and having no other error, calls those macros in
//! one chain ([`def_callback`]); the block then
//! treats the name as an alias of the item in scope, so verifier messages,
//! summaries and constant building are the original record's. A name that
//! is no macro in scope is rustc's "cannot find macro" error at the name;
//! a name within two edits of a library name is reported as a typo
//! instead (no round trip).
//!
//! The record chains ([`def_callback`]) call each macro with `@drr_rec
//! [callee]`, a class fetch with `@drr [callee]`, so that a record sharing
//! its name with a class of its block (PDL's `PDL_Type`) has one macro
//! answering both ([`Deferred`]).
//!
//! Multiclasses travel like classes ([`multiclass_macros`]): a block's
//! multiclass is a macro whose text is the multiclass as written preceded
//! by the classes and multiclasses its statements refer to (transitively);
//! a `defm` (or a multiclass's parent list) naming a multiclass the block
//! does not know, not a class and not within two edits of one of the
//! block's multiclasses, is missing like a class (one fetch per round).
//!
//! Predicate records of other blocks named inside a predicate (a part of
//! `And`/`Or`/`Neg`, or `X.predicate`) in a block with an `include` line
//! are fetched in one [`def_callback`] chain
//! ([`Eval::pred_fetch`](super::eval::Eval::pred_fetch)): a predicate
//! record's macro hands over its text ([`record_macros`]), a constraint
//! record's its alias ([`def_macros`]).
//!
//! Rules users see:
//! - names inside a class body (ops, constraints, fns in Rust bodies)
//!   resolve where the class is *instantiated*, not where it is defined:
//!   the instantiating module must import them (records of the defining
//!   block too: `def HasOneUse : Constraint<…>` is an item of the defining
//!   module);
//! - the hidden macro names are unique per class text and block; the same
//!   block pasted twice into one crate defines the same macro twice (a
//!   rustc error).

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};

use super::ast::Path;
use super::eval::Eval;
use super::render::fnv;
use crate::ods::ast::{FieldValue, ImportedDef};

/// The name of a macro calling this front end back (`ods`, `patterns`,
/// `pat`, `pattern`).
pub type MacroName = &'static str;

/// `$` → `__drr_dollar` (recursively).
pub fn encode(ts: TokenStream) -> TokenStream {
    ts.into_iter()
        .map(|t| match t {
            TokenTree::Punct(p) if p.as_char() == '$' => {
                TokenTree::Ident(Ident::new("__drr_dollar", p.span()))
            }
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), encode(g.stream()));
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            other => other,
        })
        .collect()
}

/// `__drr_dollar` → `$` (recursively), and every span made to resolve at
/// the call site: the class text comes out of the class macro's
/// transcriber with its hygiene, under which the pattern code generated
/// from it could not see the variables the macro declares. Locations are
/// kept (diagnostics point into the class's definition).
pub fn decode(ts: TokenStream) -> TokenStream {
    let here = Span::call_site();
    ts.into_iter()
        .map(|t| match t {
            TokenTree::Ident(i) if i == "__drr_dollar" => {
                let mut p = proc_macro2::Punct::new('$', proc_macro2::Spacing::Alone);
                p.set_span(i.span().resolved_at(here));
                TokenTree::Punct(p)
            }
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), decode(g.stream()));
                ng.set_span(g.span().resolved_at(here));
                TokenTree::Group(ng)
            }
            mut other => {
                other.set_span(other.span().resolved_at(here));
                other
            }
        })
        .collect()
}

/// Splits the leading `@drr_import { … }` sections off a block's input:
/// the decoded class texts and the rest (the block as the user wrote it).
pub fn split_imports(input: TokenStream) -> (Vec<TokenStream>, TokenStream) {
    let toks: Vec<TokenTree> = input.into_iter().collect();
    let mut imports = Vec::new();
    let mut i = 0;
    while let (Some(TokenTree::Punct(at)), Some(TokenTree::Ident(kw)), Some(TokenTree::Group(g))) =
        (toks.get(i), toks.get(i + 1), toks.get(i + 2))
    {
        if at.as_char() != '@' || kw != "drr_import" || g.delimiter() != Delimiter::Brace {
            break;
        }
        imports.push(decode(g.stream()));
        i += 3;
    }
    (imports, toks[i..].iter().cloned().collect())
}

/// The call of the class macro of `missing` (the whole expansion of the
/// block this round): `Name! { @drr kind { imports… input } }`.
pub fn callback(
    missing: &Path,
    kind: MacroName,
    imports: &[TokenStream],
    input: TokenStream,
) -> TokenStream {
    callback_to(missing.span(), missing.tokens(), kind, imports, input)
}

/// The call of the macros of constraint records `names` of other blocks
/// (the whole expansion of the block this round), chained: the first
/// macro calls the second with its record, …, and the last calls the block
/// back with all of them, `A! { @drr [B] { @drr [::drr::ods] { … } } }`.
/// A block fetching N records so nests N + 2 expansions deep (rustc's
/// `recursion_limit`, 128 by default, allows about 120).
pub fn def_callback(
    names: &[Ident],
    kind: MacroName,
    imports: &[TokenStream],
    input: TokenStream,
) -> TokenStream {
    let Some((first, rest)) = names.split_first() else {
        return TokenStream::new();
    };
    let kind = Ident::new(kind, Span::call_site());
    let mut body = TokenStream::new();
    for imp in imports {
        let enc = encode(imp.clone());
        body.extend(quote!(@drr_import { #enc }));
    }
    body.extend(input);
    let mut inner = quote!(@drr_rec [::drr::#kind] { #body });
    for name in rest.iter().rev() {
        inner = quote!(@drr_rec [#name] { #inner });
    }
    quote_spanned! {first.span()=>
        #first! { #inner }
    }
}

fn callback_to(
    span: Span,
    path: TokenStream,
    kind: MacroName,
    imports: &[TokenStream],
    input: TokenStream,
) -> TokenStream {
    // The path of the macro to call back, with the span of this
    // invocation: the class macro writes the call with these tokens, so the
    // re-invoked macro's call site has the user's hygiene (a call written by
    // the `macro_rules!` transcriber would give the generated local
    // variables the transcriber's).
    let kind = Ident::new(kind, Span::call_site());
    let callee = quote!(::drr::#kind);
    let mut body = TokenStream::new();
    for imp in imports {
        let enc = encode(imp.clone());
        body.extend(quote!(@drr_import { #enc }));
    }
    body.extend(input);
    quote_spanned! {span=>
        #path! { @drr [#callee] { #body } }
    }
}

/// `tokens` (a class or multiclass definition) inside the `let … in`
/// statements written around it (`headers`, outermost first), so the
/// blocks that import it get the same bindings.
fn within_lets(headers: &[TokenStream], tokens: TokenStream) -> TokenStream {
    let mut out = tokens;
    for h in headers.iter().rev() {
        let body = proc_macro2::Group::new(proc_macro2::Delimiter::Brace, out);
        out = quote!(#h #body);
    }
    out
}

/// The class macros of the block's own classes; the classes named in
/// `defer` (sharing their name with a record of the block, see
/// [`Deferred`]) are handed back with their text instead.
pub fn class_macros(ev: &Eval<'_>, salt: u64, defer: &[String]) -> (TokenStream, Deferred) {
    let mut out = TokenStream::new();
    let mut deferred = Deferred::default();
    for (i, c) in ev.classes.iter().enumerate() {
        if c.imported {
            continue;
        }
        // Dependencies first (transitively), then the class.
        let mut order: Vec<usize> = Vec::new();
        let mut stack = vec![(i, false)];
        while let Some((k, done)) = stack.pop() {
            if done {
                if !order.contains(&k) {
                    order.push(k);
                }
                continue;
            }
            if order.contains(&k) {
                continue;
            }
            stack.push((k, true));
            for &d in ev.classes[k].deps.iter().rev() {
                if !order.contains(&d) && d != k {
                    stack.push((d, false));
                }
            }
        }
        let mut text = TokenStream::new();
        for k in order {
            let c = &ev.classes[k];
            text.extend(encode(within_lets(&c.outer_let_tokens, c.tokens.clone())));
        }
        let bare = c.name.to_string().trim_start_matches("r#").to_owned();
        if defer.contains(&bare) {
            deferred.0.push((bare, c.name.clone(), text));
            continue;
        }
        out.extend(text_macro("class", &c.name, text, salt, None));
    }
    (out, deferred)
}

/// Classes whose macro also serves a record of the same name (PDL's `def
/// PDL_Type : PDL_Type<"Type", "type">`: TableGen keeps classes and
/// records apart, Rust's macro namespace does not): the record's macro
/// ([`def_macros`], [`record_macros`]) takes the class's rule too, and
/// [`Deferred::rest`] emits the class macros no record macro took. Entries:
/// bare name, name, encoded class text.
#[derive(Default)]
pub struct Deferred(Vec<(String, Ident, TokenStream)>);

impl Deferred {
    /// The class rule of the macro of record `bare`, if a class shares its
    /// name (taken out: it is emitted with the record's macro).
    fn take(&mut self, bare: &str) -> Option<TokenStream> {
        let i = self.0.iter().position(|(n, _, _)| n == bare)?;
        let (_, _, text) = self.0.remove(i);
        Some(quote! {
            (@drr [$($callee:tt)*] { $($input:tt)* }) => {
                $($callee)*! { @drr_import { #text } $($input)* }
            };
        })
    }

    /// The class macros no record macro took.
    pub fn rest(self, salt: u64) -> TokenStream {
        let mut out = TokenStream::new();
        for (_, name, text) in self.0 {
            out.extend(text_macro("class", &name, text, salt, None));
        }
        out
    }
}

/// The macros of the block's own multiclasses, which other blocks fetch
/// like classes: the text is the multiclass as written, preceded by the
/// classes (transitively, with their own dependencies) and multiclasses
/// its statements refer to, each class before the multiclasses and every
/// statement after the ones it needs (both lists are in definition order,
/// and a block defines or imports what a statement needs before it).
pub fn multiclass_macros(ev: &Eval<'_>, salt: u64) -> TokenStream {
    let mut out = TokenStream::new();
    for (i, m) in ev.multiclasses.iter().enumerate() {
        if m.def.imported {
            continue;
        }
        let mut mcs = vec![false; ev.multiclasses.len()];
        let mut classes = vec![false; ev.classes.len()];
        mcs[i] = true;
        let mut todo = vec![i];
        while let Some(k) = todo.pop() {
            for &d in &ev.multiclasses[k].mc_deps {
                if !mcs[d] {
                    mcs[d] = true;
                    todo.push(d);
                }
            }
            let mut ctodo: Vec<usize> = ev.multiclasses[k].deps.clone();
            while let Some(c) = ctodo.pop() {
                if !classes[c] {
                    classes[c] = true;
                    ctodo.extend(&ev.classes[c].deps);
                }
            }
        }
        let mut text = TokenStream::new();
        for (k, c) in ev.classes.iter().enumerate() {
            if classes[k] {
                text.extend(encode(c.tokens.clone()));
            }
        }
        for (k, mc) in ev.multiclasses.iter().enumerate() {
            if mcs[k] {
                text.extend(encode(within_lets(
                    &mc.outer_let_tokens,
                    mc.def.tokens.clone(),
                )));
            }
        }
        out.extend(text_macro("multiclass", &m.def.name, text, salt, None));
    }
    out
}

/// The exported macro of a class or multiclass `name` (`kind`) whose
/// import text is `text` (see the module docs), and its `pub use` under
/// `name`.
fn text_macro(
    kind: &str,
    name: &Ident,
    text: TokenStream,
    salt: u64,
    extra_rule: Option<TokenStream>,
) -> TokenStream {
    let hash = fnv(format!("{}#{}#{:x}", name, text, salt).as_bytes());
    let hidden = format_ident!(
        "__drr_class_{}_{:016x}",
        name.to_string().trim_start_matches("r#"),
        hash
    );
    let doc = format!(
        " The TableGen {kind} `{name}`, for use by `ods!` / `patterns!` blocks in other modules and crates (import it like an item)."
    );
    let forward_rule = extra_rule;
    quote! {
        #[doc(hidden)]
        #[macro_export]
        // Names in a class body resolve where it is instantiated.
        #[allow(clippy::crate_in_macro_def)]
        macro_rules! #hidden {
            (@drr [$($callee:tt)*] { $($input:tt)* }) => {
                $($callee)*! { @drr_import { #text } $($input)* }
            };
            #forward_rule
        }
        #[doc = #doc]
        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #hidden as #name;
    }
}

/// The macros of the block's own constraint records (see the module docs).
pub fn def_macros(defs: &[ImportedDef], deferred: &mut Deferred, salt: u64) -> TokenStream {
    let mut out = TokenStream::new();
    for d in defs {
        let name = &d.name;
        let bare = name.to_string();
        let bare = bare.trim_start_matches("r#");
        let class_rule = deferred.take(bare);
        let kind = Ident::new(if d.is_type { "type" } else { "attr" }, Span::call_site());
        let default = d.default.iter();
        let buildable = d.buildable.then(|| quote!(buildable));
        let mnemonicless = d.mnemonicless.then(|| quote!(mnemonicless));
        let fields = encode_fields(&d.fields);
        let text = quote!(@drr_def #kind #name #(#default)* #buildable #mnemonicless #fields);
        // Named where a class belongs (`class C : EvenInt<…>`): the record
        // is handed over as such, and the block reports it is no class.
        let class_rule = class_rule.or_else(|| {
            Some(quote! {
                (@drr [$($callee:tt)*] { $($input:tt)* }) => {
                    $($callee)*! { @drr_import { #text } $($input)* }
                };
            })
        });
        let hash = fnv(format!("{bare}#{text}#{salt:x}").as_bytes());
        let hidden = format_ident!("__drr_def_{}_{:016x}", bare, hash);
        let doc = format!(
            " The constraint record `{bare}`, for use by `ods!` blocks in other modules and crates (import it like an item)."
        );
        let reexport = quote! {
            #[doc = #doc]
            #[doc(hidden)]
            #[allow(unused_imports)]
            pub use #hidden as #name;
        };
        out.extend(quote! {
            #[doc(hidden)]
            #[macro_export]
            // A class of the same name: its rule too (see `Deferred`).
            #[allow(clippy::crate_in_macro_def)]
            macro_rules! #hidden {
                // The records fetched before this one in the chain come
                // first (see `def_callback`).
                ($(@drr_import $imp:tt)* @drr_rec [$($callee:tt)*] { $($input:tt)* }) => {
                    $($callee)*! { $(@drr_import $imp)* @drr_import { #text } $($input)* }
                };
                #class_rule
            }
            #reexport
        });
    }
    out
}

/// A record's carried fields as `{ "name" str|int|bit "value" … }` (every
/// value a string literal, so that no sign or suffix is split across
/// tokens on the way through `macro_rules!`).
fn encode_fields(fields: &[(String, FieldValue)]) -> TokenStream {
    if fields.is_empty() {
        return TokenStream::new();
    }
    let mut body = TokenStream::new();
    for (name, v) in fields {
        let (kind, text) = match v {
            FieldValue::Str(s) => ("str", s.clone()),
            FieldValue::Int(i) => ("int", i.to_string()),
            FieldValue::Bit(b) => ("bit", u8::from(*b).to_string()),
        };
        let kind = Ident::new(kind, Span::call_site());
        body.extend(quote!(#name #kind #text));
    }
    quote!({ #body })
}

/// The fields [`encode_fields`] wrote (entries that do not read back are
/// skipped).
fn decode_fields(body: TokenStream) -> Vec<(String, FieldValue)> {
    let toks: Vec<TokenTree> = body.into_iter().collect();
    let lit = |t: &TokenTree| match t {
        TokenTree::Literal(l) => syn::parse2::<syn::LitStr>(quote!(#l))
            .ok()
            .map(|s| s.value()),
        _ => None,
    };
    let mut out = Vec::new();
    for chunk in toks.chunks(3) {
        let [name, TokenTree::Ident(kind), value] = chunk else {
            continue;
        };
        let (Some(name), Some(value)) = (lit(name), lit(value)) else {
            continue;
        };
        let v = match kind.to_string().as_str() {
            "str" => FieldValue::Str(value),
            "int" => match value.parse() {
                Ok(i) => FieldValue::Int(i),
                Err(_) => continue,
            },
            "bit" => FieldValue::Bit(value == "1"),
            _ => continue,
        };
        out.push((name, v));
    }
    out
}

/// The constraint records among the imports (`@drr_def type|attr Name
/// ["default"] [buildable] [mnemonicless] [{ fields }]`), or `None` for a class import.
pub fn imported_def(import: &TokenStream) -> Option<ImportedDef> {
    let toks: Vec<TokenTree> = import.clone().into_iter().collect();
    let [
        TokenTree::Punct(at),
        TokenTree::Ident(kw),
        TokenTree::Ident(kind),
        TokenTree::Ident(name),
        rest @ ..,
    ] = toks.as_slice()
    else {
        return None;
    };
    if at.as_char() != '@' || kw != "drr_def" {
        return None;
    }
    let mut default = None;
    let mut buildable = false;
    let mut mnemonicless = false;
    let mut fields = Vec::new();
    for t in rest {
        match t {
            TokenTree::Literal(l) => default = syn::parse2::<syn::LitStr>(quote!(#l)).ok(),
            TokenTree::Ident(i) if i == "buildable" => buildable = true,
            TokenTree::Ident(i) if i == "mnemonicless" => mnemonicless = true,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                fields = decode_fields(g.stream());
            }
            _ => {}
        }
    }
    Some(ImportedDef {
        name: name.clone(),
        is_type: kind == "type",
        default,
        buildable,
        mnemonicless,
        fields,
    })
}

/// `use Name as _;` for each imported class the block names with a single
/// identifier (the user's import of it is then used, whichever round
/// fetched it); the library's plain classes ([`super::library_text`]) need
/// no import.
pub fn uses(file: &super::ast::File, ev: &Eval<'_>) -> TokenStream {
    use super::ast::{BodyItem, Expr, Stmt};
    let mut names: Vec<Ident> = Vec::new();
    let note = |p: &Path, names: &mut Vec<Ident>| {
        if let Some(id) = p.as_ident()
            && !super::library_text::is_library_class(&id.to_string())
            && (ev
                .class(&id.to_string())
                .is_some_and(|c| ev.classes[c].imported)
                || ev
                    .multiclass(&id.to_string())
                    .is_some_and(|m| ev.multiclasses[m].def.imported))
            && !names.iter().any(|n| n == id)
        {
            names.push(id.clone());
        }
    };
    let mut exprs: Vec<&Expr> = Vec::new();
    let mut stmts: Vec<&Stmt> = file.stmts.iter().collect();
    while let Some(s) = stmts.pop() {
        let (parents, body) = match s {
            Stmt::Class(c) => (&c.parents, &c.body),
            Stmt::Def(d) => (&d.parents, &d.body),
            Stmt::Defvar(d) => {
                exprs.push(&d.value);
                continue;
            }
            Stmt::Foreach(f) => {
                exprs.push(&f.range);
                stmts.extend(&f.body);
                continue;
            }
            Stmt::LetIn(l) => {
                exprs.extend(l.lets.iter().map(|(_, e)| e));
                stmts.extend(&l.body);
                continue;
            }
            Stmt::Dialect(_) | Stmt::Deftype(..) => continue,
            Stmt::MultiClass(m) => {
                for p in &m.parents {
                    note(&p.path, &mut names);
                    exprs.extend(&p.args);
                }
                stmts.extend(&m.body);
                continue;
            }
            Stmt::Defm(d) => {
                for p in &d.parents {
                    note(&p.path, &mut names);
                    exprs.extend(&p.args);
                }
                continue;
            }
            Stmt::If(i) => {
                exprs.push(&i.cond);
                stmts.extend(&i.then);
                stmts.extend(&i.els);
                continue;
            }
            Stmt::Assert(a) => {
                exprs.push(&a.cond);
                exprs.push(&a.message);
                continue;
            }
            Stmt::Dump(e) => {
                exprs.push(e);
                continue;
            }
            Stmt::Defset(d) => {
                stmts.extend(&d.body);
                continue;
            }
        };
        for p in parents {
            note(&p.path, &mut names);
            exprs.extend(&p.args);
        }
        exprs.extend(body.iter().flat_map(BodyItem::exprs));
    }
    while let Some(e) = exprs.pop() {
        if let Expr::Instance(p, _, _) = e {
            note(p, &mut names);
        }
        e.push_children(&mut exprs);
    }
    let mut out = TokenStream::new();
    for n in names {
        out.extend(quote!(#[allow(unused_imports)] use #n as _;));
    }
    out
}

/// The top-level statements of a block as written, by the name they
/// define, for the macros of the records other blocks fetch as text
/// ([`record_macros`]): op traits, predicate records and property records
/// (which, unlike type and attribute constraints, are not Rust items a
/// using block can alias).
#[derive(Default)]
pub struct RecordTexts {
    /// Name, tokens, and whether the statement is a class or a record
    /// `ods!` must not carry along (an op or a dialect).
    entries: Vec<(String, TokenStream, Carry)>,
    index: std::collections::HashMap<String, usize>,
}

/// What a statement is to a record text that mentions it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Carry {
    /// A class or record carried along (its text precedes the record's).
    Yes,
    /// An op or dialect record: never carried (the using block names its
    /// own dialect; ops are not dependencies of records).
    No,
}

impl RecordTexts {
    /// The named top-level classes and records of `file`.
    pub fn new(file: &super::ast::File) -> Self {
        use super::ast::{Expr, Stmt};
        let mut out = Self::default();
        for (s, t) in file.stmts.iter().zip(&file.texts) {
            let (name, carry) = match s {
                Stmt::Class(c) => (c.name.to_string(), Carry::Yes),
                Stmt::Def(d) => {
                    let Some(Expr::Name(p)) = &d.name else {
                        continue;
                    };
                    let Some(id) = p.as_ident() else { continue };
                    let parent = d.parents.first().map(|p| p.path.last().to_string());
                    let carry = match parent.as_deref() {
                        Some("Op" | "Dialect") => Carry::No,
                        _ => Carry::Yes,
                    };
                    (id.to_string(), carry)
                }
                _ => continue,
            };
            out.index.entry(name.clone()).or_insert(out.entries.len());
            out.entries.push((name, t.clone(), carry));
        }
        out
    }

    /// The text of record `name` preceded by the classes and records of
    /// the block it mentions (transitively), in source order; `None` if
    /// the block has no top-level statement defining `name`.
    pub fn text(&self, name: &str) -> Option<TokenStream> {
        let first = *self.index.get(name)?;
        let mut seen = vec![false; self.entries.len()];
        seen[first] = true;
        let mut todo = vec![first];
        while let Some(i) = todo.pop() {
            let mut stack: Vec<TokenTree> = self.entries[i].1.clone().into_iter().collect();
            while let Some(t) = stack.pop() {
                match t {
                    TokenTree::Ident(id) => {
                        if let Some(&k) = self.index.get(&id.to_string())
                            && !seen[k]
                            && self.entries[k].2 == Carry::Yes
                        {
                            seen[k] = true;
                            todo.push(k);
                        }
                    }
                    TokenTree::Group(g) => stack.extend(g.stream()),
                    _ => {}
                }
            }
        }
        let mut out = TokenStream::new();
        for (k, e) in self.entries.iter().enumerate() {
            if seen[k] {
                out.extend(e.1.clone());
            }
        }
        Some(out)
    }
}

/// The macros of the block's records `names` that other blocks fetch as
/// their text (see [`RecordTexts`]): `Name! { … @drr [callee] { input } }`
/// calls the callee back with `@drr_import { @drr_record { <text> } }`
/// appended to the imports before it, as [`def_macros`]' do, so both kinds
/// chain in one [`def_callback`].
pub fn record_macros(
    texts: &RecordTexts,
    names: &[Ident],
    deferred: &mut Deferred,
    salt: u64,
) -> TokenStream {
    let mut out = TokenStream::new();
    for name in names {
        let bare = name.to_string();
        let bare = bare.trim_start_matches("r#");
        let Some(text) = texts.text(bare) else {
            continue;
        };
        let class_rule = deferred.take(bare);
        let text = encode(text);
        let class_rule = class_rule.or_else(|| {
            Some(quote! {
                (@drr [$($callee:tt)*] { $($input:tt)* }) => {
                    $($callee)*! { @drr_import { @drr_record { #text } } $($input)* }
                };
            })
        });
        let hash = fnv(format!("{bare}#{text}#{salt:x}").as_bytes());
        let hidden = format_ident!("__drr_rec_{}_{:016x}", bare, hash);
        let doc = format!(
            " The record `{bare}`, for use by `ods!` blocks in other modules and crates (import it like an item)."
        );
        let reexport = quote! {
            #[doc = #doc]
            #[doc(hidden)]
            #[allow(unused_imports)]
            pub use #hidden as #name;
        };
        out.extend(quote! {
            #[doc(hidden)]
            #[macro_export]
            // Names in a record's text resolve where it is used.
            #[allow(clippy::crate_in_macro_def)]
            macro_rules! #hidden {
                ($(@drr_import $imp:tt)* @drr_rec [$($callee:tt)*] { $($input:tt)* }) => {
                    $($callee)*! { $(@drr_import $imp)* @drr_import { @drr_record { #text } } $($input)* }
                };
                #class_rule
            }
            #reexport
        });
    }
    out
}

/// The statements of a record fetched as text (`@drr_record { … }`), or
/// `None` for another import.
pub fn imported_record(import: &TokenStream) -> Option<TokenStream> {
    let toks: Vec<TokenTree> = import.clone().into_iter().collect();
    match toks.as_slice() {
        [
            TokenTree::Punct(at),
            TokenTree::Ident(kw),
            TokenTree::Group(g),
        ] if at.as_char() == '@' && kw == "drr_record" && g.delimiter() == Delimiter::Brace => {
            Some(g.stream())
        }
        _ => None,
    }
}

/// The name of the macro through which other blocks learn the mnemonic of
/// the op of C++ class `class` in the dialect `ns` names (its `Dialect`
/// record, or the namespace of `dialect NAME;`): `HasParent<"FModuleOp">`,
/// `SingleBlockImplicitTerminator<"YieldOp">` naming an op of another
/// file, which C++ resolves in the dialect's namespace.
pub fn op_macro_name(ns: &str, class: &str, span: Span) -> Ident {
    let ns: String = ns
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    Ident::new(&format!("__drr_op_{ns}_{class}"), span)
}

/// The macros naming the block's ops by C++ class (see [`op_macro_name`]):
/// each hands the calling block `@drr_import { @drr_op <macro> "mnemonic" }`
/// (the calling block, of the same dialect, prefixes its namespace).
pub fn op_macros(ops: &[(Ident, String)], salt: u64) -> TokenStream {
    let mut out = TokenStream::new();
    for (alias, full) in ops {
        let text = quote!(@drr_op #alias #full);
        let hash = fnv(format!("{alias}#{full}#{salt:x}").as_bytes());
        let hidden = format_ident!("{}_{:016x}", alias, hash);
        out.extend(quote! {
            #[doc(hidden)]
            #[macro_export]
            macro_rules! #hidden {
                ($(@drr_import $imp:tt)* @drr_rec [$($callee:tt)*] { $($input:tt)* }) => {
                    $($callee)*! { $(@drr_import $imp)* @drr_import { #text } $($input)* }
                };
            }
            #[doc(hidden)]
            #[allow(unused_imports)]
            pub use #hidden as #alias;
        });
    }
    out
}

/// An op fetched by [`op_macros`]' macro: (macro name, mnemonic), or
/// `None` for another import.
pub fn imported_op(import: &TokenStream) -> Option<(String, syn::LitStr)> {
    let toks: Vec<TokenTree> = import.clone().into_iter().collect();
    match toks.as_slice() {
        [
            TokenTree::Punct(at),
            TokenTree::Ident(kw),
            TokenTree::Ident(alias),
            TokenTree::Literal(l),
        ] if at.as_char() == '@' && kw == "drr_op" => {
            let lit = syn::parse2::<syn::LitStr>(quote!(#l)).ok()?;
            Some((alias.to_string(), lit))
        }
        _ => None,
    }
}
