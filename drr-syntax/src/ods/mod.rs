//! The `ods!` macro: ODS-style op records in Rust tokens, expanded into
//! typed op views, builders, verifiers, registration and the per-position
//! metadata `pat!` uses.
//!
//! Pipeline: [`parse`] (tokens → records of TableGen's record language,
//! [`crate::tablegen`] → [`ast`]) → [`lower`] (resolve classes and
//! constraints into a [`lower::Model`]) → [`check`] (ODS's semantic rules
//! on the model) → [`generate`] (Rust items). Every stage reports errors to
//! a shared [`Ctxt`] and goes on, so independent errors are reported
//! together; [`expand_ods`] returns the errors as `compile_error!`s along
//! with whatever could still be generated.

pub mod ast;
pub mod builders;
pub mod check;
mod container_type;
pub mod cpp_literal;
pub mod def_format;
pub mod enums;
pub mod generate;
pub mod hooks;
mod interface_constraint;
pub mod lower;
pub mod op_pred;
pub mod parse;
mod pred_constraint;
pub mod props;
pub mod traits;
pub mod typedef;

use std::cell::RefCell;
use std::fmt::Display;

use proc_macro2::{Span, TokenStream};

/// An ODS name (`$in`, `$self`, `$value`) as a Rust identifier: itself, a
/// raw identifier for a keyword (`r#in`), or with a trailing underscore
/// for the keywords that cannot be raw (`self_`, `Self_`, `super_`,
/// `crate_`).
pub(crate) fn name_ident(s: &str, span: Span) -> syn::Ident {
    if matches!(s, "self" | "Self" | "super" | "crate" | "_") {
        syn::Ident::new(&format!("{s}_"), span)
    } else if syn::parse_str::<syn::Ident>(s).is_ok() {
        syn::Ident::new(s, span)
    } else {
        syn::Ident::new_raw(s, span)
    }
}

/// Collects errors across the stages (serde's `Ctxt` pattern).
#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Vec<syn::Error>>,
}

impl Ctxt {
    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }
    /// Records an error at `span`.
    pub fn error(&self, span: Span, msg: impl Display) {
        self.errors.borrow_mut().push(syn::Error::new(span, msg));
    }
    /// Records a `syn` error.
    pub fn push(&self, err: syn::Error) {
        self.errors.borrow_mut().push(err);
    }
    /// Drops the errors recorded after the first `len`.
    pub fn truncate(&self, len: usize) {
        self.errors.borrow_mut().truncate(len);
    }
    /// Number of errors so far.
    pub fn len(&self) -> usize {
        self.errors.borrow().len()
    }
    /// True if no error was recorded.
    pub fn is_empty(&self) -> bool {
        self.errors.borrow().is_empty()
    }
    /// The errors, combined into one (`None` if there are none).
    pub fn into_error(self) -> Option<syn::Error> {
        let mut errors = self.errors.into_inner().into_iter();
        let mut first = errors.next()?;
        for e in errors {
            first.combine(e);
        }
        Some(first)
    }
}

/// Expands an `ods!` invocation. Never panics: errors come back as
/// `compile_error!` invocations at the offending tokens, followed by the
/// items that could still be generated.
pub fn expand_ods(input: TokenStream) -> TokenStream {
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| expand_inner(input)));
    match result {
        Ok(ts) => ts,
        Err(_) => syn::Error::new(
            Span::call_site(),
            "internal error in `ods!` (please report this input)",
        )
        .to_compile_error(),
    }
}

fn expand_inner(input: TokenStream) -> TokenStream {
    use crate::tablegen::{self, Outcome, Target};
    let cx = Ctxt::new();
    crate::pattern::expand::reject_populate_statements(&cx, &input, "ods");
    let fe = match tablegen::run(&cx, input, "ods", Target::Ods) {
        Outcome::Callback(ts) => return ts,
        Outcome::Done(fe) => *fe,
    };
    let op_exports = op_macros(&fe);
    // The dialect record of an included file: fetch it before anything
    // else (the block's ops belong to it).
    if let Some(d) = &fe.ods.fetch_dialect
        && cx.is_empty()
    {
        let call =
            tablegen::export::def_callback(std::slice::from_ref(d), "ods", &fe.imports, fe.input);
        return quote::quote!(#call #op_exports);
    }
    let model = lower::lower(&cx, &fe.ods);
    // A constraint of another block: fetch it (the next round expands the
    // block with it).
    if !model.unresolved.is_empty() {
        let mut names: Vec<syn::Ident> = Vec::new();
        for n in &model.unresolved {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
        let call = tablegen::export::def_callback(&names, "ods", &fe.imports, fe.input);
        return quote::quote!(#call #op_exports);
    }
    check::check(&cx, &model);
    let mut code = generate::generate(&model);
    if fe.hoisted || !fe.ods.imported_records.is_empty() {
        code = crate::tablegen::render::hide_hoisted(code);
    }
    let mut exports = fe.exports;
    let exported: Vec<_> = model
        .exported
        .iter()
        .filter(|d| {
            let n = d.name.to_string();
            !fe.classes.contains(&n) || fe.same_name.contains(&n)
        })
        .map(|d| {
            let mut d = d.clone();
            if let Some(f) = fe.fields.get(d.name.to_string().trim_start_matches("r#")) {
                d.fields = f.clone();
            }
            d
        })
        .collect();
    let mut deferred = fe.deferred;
    exports.extend(tablegen::export::def_macros(
        &exported,
        &mut deferred,
        fe.salt,
    ));
    // Op traits, predicate and property records: other blocks fetch their
    // text.
    let mut by_text: Vec<syn::Ident> = fe
        .ods
        .items
        .iter()
        .filter_map(|item| match item {
            // The block's dialect record, which ops of other blocks may
            // name (`Op<MemRef_Dialect, …>` in `MemRefOps.td`).
            ast::Item::Dialect(d) => d.record.clone().filter(|r| {
                let r = r.to_string();
                !fe.ods.imported_records.contains(&r)
                    && (!fe.classes.contains(&r) || fe.same_name.contains(&r))
            }),
            ast::Item::Def(_) => None,
        })
        .collect();
    by_text.extend(
        fe.ods
            .items
            .iter()
            .filter_map(|item| match item {
                ast::Item::Def(d) => Some(d),
                ast::Item::Dialect(_) => None,
            })
            .filter(|d| {
                let name = d.name.to_string();
                let class = d.class.to_string();
                (traits::is_trait_class(&class)
                    || class == "Pred"
                    || class == "RegionConstraint"
                    || class == "OpInterface"
                    || class == "DeclareOpInterfaceMethods"
                    // A type or attribute interface other blocks use as a
                    // trait or a constraint (one naming its own Rust type
                    // is exported as a constraint instead): as a record
                    // of theirs, with the same checks and messages.
                    || ((class == "AttrInterface" || class == "TypeInterface")
                        && !interface_constraint::names_own_rust_type(d))
                    || props::is_prop_class(&class))
                    && !name.starts_with("__")
                    && !fe.ods.imported_records.contains(&name)
                    && (!fe.classes.contains(&name) || fe.same_name.contains(&name))
            })
            .map(|d| d.name.clone()),
    );
    // Records standing for a library trait (`def HasCustomSSAName :
    // DeclareOpInterfaceMethods<OpAsmOpInterface, […]>;`) or for an
    // argument's multiplicity (`def PtxPredicate : Optional<I1>;`, MLIR's
    // `BasicPtxBuilderInterface.td`), which the record language substitutes
    // where used: no constraint of their own to export.
    let generic_traits: Vec<syn::Ident> = fe
        .ods
        .generic_defs
        .iter()
        .filter_map(|(name, v)| {
            let ast::Value::Class(c) = v else { return None };
            let n = name.to_string();
            let class = c.name().to_string();
            ((traits::PARAM_TRAITS.contains(&class.as_str())
                || matches!(
                    class.as_str(),
                    "Optional" | "Variadic" | "VariadicOfVariadic"
                ))
                && !fe.ods.imported_records.contains(&n)
                && !fe.classes.contains(&n)
                && !by_text.contains(name))
            .then(|| name.clone())
        })
        .collect();
    by_text.extend(generic_traits);
    // Records of the block's classes alone, whose fields other blocks read
    // (`MyAvailability.instance`).
    let plain: Vec<syn::Ident> = fe
        .plain
        .iter()
        .filter(|n| {
            let s = n.to_string();
            !by_text.contains(n)
                && (!fe.classes.contains(&s) || fe.same_name.contains(&s))
                && !s.starts_with("__")
        })
        .cloned()
        .collect();
    by_text.extend(plain);
    exports.extend(tablegen::export::record_macros(
        &fe.texts,
        &by_text,
        &mut deferred,
        fe.salt,
    ));
    exports.extend(deferred.rest(fe.salt));
    exports.extend(op_exports);
    let errors = cx.into_error().map(|e| e.to_compile_error());
    quote::quote!(#errors #code #exports)
}

/// The macros naming the block's ops by C++ class, for ops of other blocks
/// of the same dialect that name them (`HasParent<"FModuleOp">`; see
/// [`tablegen::export::op_macros`](crate::tablegen::export::op_macros)). Emitted in the block's first round
/// whose front end completes and renders its ops (no records of other
/// blocks fetched yet but its dialect's), so exactly once, and before the
/// block waits on another block's ops: two blocks naming each other's ops
/// both expand.
fn op_macros(fe: &crate::tablegen::FrontEnd) -> TokenStream {
    use crate::tablegen::export;
    // The fetched dialect record (fetched first, before the ops render)
    // does not count.
    // So does the `Dialect` record that ops of a block with a `dialect
    // NAME …;` statement name, fetched to be checked (a name of
    // `other_dialects` then).
    let dialect_fetched = fe.ods.items.iter().any(|i| {
        matches!(i, ast::Item::Dialect(d) if d.record.as_ref().is_some_and(|r| fe.ods.imported_records.contains(&r.to_string())))
    }) || fe
        .ods
        .other_dialects
        .iter()
        .any(|(r, _)| fe.ods.imported_records.contains(r));
    let records = fe
        .imports
        .iter()
        .filter(|i| export::imported_record(i).is_some())
        .count();
    let fetched = records > usize::from(dialect_fetched)
        || fe
            .imports
            .iter()
            .any(|i| export::imported_def(i).is_some() || export::imported_op(i).is_some());
    let Some(key) = dialect_key(&fe.ods) else {
        return TokenStream::new();
    };
    if fetched {
        return TokenStream::new();
    }
    // Other dialects' blocks name the ops by their dialect's C++
    // namespace (`hw::HWModuleOp` in Verif's `ParentOneOf`): those macros,
    // keyed `cpp_<last segment>`, hand over the full op name.
    let foreign = fe.ods.items.iter().find_map(|i| match i {
        ast::Item::Dialect(d) if d.record.as_ref().unwrap_or(&d.name) == &key => {
            let seg = lower::cpp_namespace_segment(&d.fields).unwrap_or_else(|| d.name.to_string());
            Some((format!("cpp_{seg}"), d.name.to_string()))
        }
        _ => None,
    });
    let mut ops: Vec<(syn::Ident, String)> = Vec::new();
    for item in &fe.ods.items {
        let ast::Item::Def(d) = item else { continue };
        if d.class != "Op" {
            continue;
        }
        let Some(ast::Value::Str(mnemonic)) = d.args.first() else {
            continue;
        };
        let name = d.name.to_string();
        let class = lower::op_cpp_class_name(name.trim_start_matches("r#"));
        let alias = export::op_macro_name(&key, class, Span::call_site());
        if !ops.iter().any(|(a, _)| *a == alias) {
            ops.push((alias, mnemonic.value()));
        }
        if let Some((cpp_key, ns)) = &foreign {
            let alias = export::op_macro_name(cpp_key, class, Span::call_site());
            if !ops.iter().any(|(a, _)| *a == alias) {
                ops.push((alias, format!("{ns}.{}", mnemonic.value())));
            }
        }
    }
    export::op_macros(&ops, fe.salt)
}

/// What names the block's dialect to other blocks' op-name macros: the
/// `Dialect` record its ops name (its own or fetched), else the namespace
/// of `dialect NAME;`.
pub(crate) fn dialect_key(input: &ast::OdsInput) -> Option<String> {
    for item in &input.items {
        if let ast::Item::Dialect(d) = item {
            // `dialect NAME as T;` whose ops name the dialect's record of
            // another block (fetched and checked to be `NAME`): the record,
            // as in the blocks naming it themselves.
            let fetched = d.record.is_none().then(|| {
                input
                    .other_dialects
                    .iter()
                    .find(|(r, ns)| d.name == ns.as_str() && input.imported_records.contains(r))
            });
            if let Some(Some((r, _))) = fetched {
                return Some(r.clone());
            }
            return Some(d.record.as_ref().unwrap_or(&d.name).to_string());
        }
    }
    input.fetch_dialect.as_ref().map(ToString::to_string)
}
