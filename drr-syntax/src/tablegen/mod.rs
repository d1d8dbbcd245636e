//! TableGen's record language, the one front end of `ods!`, `patterns!`,
//! `pat!` and `pattern!`.
//!
//! Real `.td` files wrap DRR and ODS in TableGen's record language: classes
//! with template arguments, `def`s instantiating them, `defvar`, `foreach`,
//! `let … in`, `let` overrides, the `#` paste operator and the `!`
//! operators. A block goes through
//!
//! 1. [`parse`]: Rust tokens → [`ast`] (statements, value expressions);
//! 2. [`eval`]: statements → [`value::Record`]s (classes instantiated,
//!    template arguments bound and type-checked, `foreach`/`let` expanded,
//!    names pasted, [`bang`] operators evaluated); the built-in classes of
//!    ODS and DRR are the [`prelude`];
//! 3. [`render`]: records → the existing back ends' input: the ODS syntax
//!    tree for `ods!`'s lowering (ops, dialects, constraints with their
//!    predicates compiled by [`pred`], NativeCodeCalls with template
//!    arguments bound in their Rust bodies by [`code`]) and the token
//!    streams of pattern records for `pat!`'s parser; anonymous instances
//!    of classes (`HasRankOf<2>`) are hoisted into hidden items;
//! 4. [`export`]: each class of the block becomes a `macro_rules!` that
//!    other blocks (in other modules and crates) use to fetch it.
//!
//! What a `.td` file needs to paste in: C++ bodies (NativeCodeCall, CPred,
//! Constraint strings, builder/verifier code) become Rust closures or
//! paths; `[{…}]` text blocks become string literals; a space around `#`
//! where Rust's tokenizer needs one (`def Swap_ # Pair[0]`: `Swap_#` is a
//! reserved prefix in Rust 2021+).
//!
//! Limits: values (DAGs, lists, template arguments, `!` operators) and
//! statements nest at most [`MAX_NESTING`] levels as written, and so do the
//! values built through `defvar`s; class instantiations nest at most
//! [`eval::MAX_INSTANTIATION_DEPTH`] levels; a block creates at most
//! [`eval::MAX_RECORDS`] records; a value holds at most
//! [`eval::MAX_VALUE_SIZE`] elements; a block does at most
//! [`eval::MAX_WORK`] units of work (`eval/limits.rs`). Each is a compile
//! error at the offending token, well before rustc or the macro would run
//! out of stack, of memory or of time (`docs/record_language.md`,
//! "Limits").

pub mod ast;
pub mod bang;
pub mod code;
mod cpp_type;
pub mod eval;
pub mod export;
mod library_classes;
pub mod library_text;
mod list_types;
mod mlir_includes;
pub mod parse;
pub mod paste;
pub mod pred;
pub mod prelude;
mod preprocess;
pub mod print_records;
pub mod regex;
pub mod render;
pub mod summary;
pub mod value;

#[cfg(test)]
mod tests;

use proc_macro2::TokenStream;

use crate::ods::Ctxt;
use crate::ods::ast::OdsInput;
pub use render::{PatternRecord, Target};

/// The deepest nesting of values (DAGs in DAGs, lists, template arguments,
/// `!` operator arguments) a block may use. Real patterns nest a few
/// levels; a source pattern nested 700 levels deep used to overflow the
/// macro's stack and crash rustc.
pub const MAX_NESTING: usize = 128;

/// The widest `bits<N>` type (a wider one would be a typo, and its bits
/// take memory in proportion: TableGen itself runs out of memory on
/// `bits<1000000000>`).
pub const MAX_BITS_WIDTH: usize = 65536;

/// What a block expands to, after the front end.
pub struct FrontEnd {
    /// ODS items: ops, dialects, constraints, NativeCodeCalls, enums,
    /// constants, and the hoisted instances.
    pub ods: OdsInput,
    /// Pattern records (`patterns!`), in definition order.
    pub patterns: Vec<PatternRecord>,
    /// The class macros of the block's classes.
    pub exports: TokenStream,
    /// True if class instances were hoisted into hidden items.
    pub hoisted: bool,
    /// The tokens of the statements that did not parse
    /// ([`ast::File::rejected`]).
    pub rejected: TokenStream,
    /// The imports this round started with (classes and constraint
    /// records), for a further round ([`export::def_callback`]).
    pub imports: Vec<TokenStream>,
    /// The block as the user wrote it (without the imports).
    pub input: TokenStream,
    /// The block's salt, which makes its hidden macro names unique.
    pub salt: u64,
    /// The names of the block's own classes and multiclasses (their macros
    /// take the name in the macro namespace: a record of the same name
    /// exports none).
    pub classes: Vec<String>,
    /// The block's top-level statements by name, for the macros of the
    /// records other blocks fetch as text.
    pub texts: export::RecordTexts,
    /// The fields of the block's named records that other blocks may read
    /// ([`eval::Eval::carried_fields`]), by record name.
    pub fields: std::collections::HashMap<String, Vec<(String, crate::ods::ast::FieldValue)>>,
    /// The block's named records of its own classes alone (no ODS class
    /// among their ancestors) and its enum cases, which other blocks fetch
    /// as text to read their fields.
    pub plain: Vec<syn::Ident>,
    /// The block's classes that share their name with one of its records
    /// (PDL's `PDL_Type`), whose macros the records' take over.
    pub same_name: Vec<String>,
    /// Those classes' macro rules, for the records' macros
    /// ([`export::Deferred`]).
    pub deferred: export::Deferred,
}

/// The result of the front end.
pub enum Outcome {
    /// A class is missing: the block's whole expansion is this call of the
    /// class's macro (which calls the block back with the class).
    Callback(TokenStream),
    /// The block's records.
    Done(Box<FrontEnd>),
}

/// The front end of `ods!` (`kind` = `"ods"`) and `patterns!`
/// (`"patterns"`): errors go to `cx`.
pub fn run(cx: &Ctxt, input: TokenStream, kind: export::MacroName, target: Target) -> Outcome {
    let (imports, rest) = export::split_imports(input);
    let salt = render::fnv(rest.to_string().as_bytes());
    let mut ev = eval::Eval::new(cx);
    let imported = import(cx, &mut ev, &imports);
    let imported_records = import_records(cx, &mut ev, &imports);
    let mut file = parse::parse_file(cx, rest.clone());
    ev.includes = file.includes;
    ev.failed.extend(file.failed_names.iter().cloned());
    ev.fetched = imported_records.iter().cloned().collect();
    ev.imported_defs = imports
        .iter()
        .filter_map(export::imported_def)
        .map(|d| d.name.to_string())
        .collect();
    ev.mnemonicless_defs = imports
        .iter()
        .filter_map(export::imported_def)
        .filter(|d| d.mnemonicless)
        .map(|d| d.name.to_string())
        .collect();
    ev.fetched.extend(ev.imported_defs.iter().cloned());
    ev.imported_fields = imports
        .iter()
        .filter_map(export::imported_def)
        .map(|d| (d.name.to_string(), d.fields))
        .collect();
    // The plain TableGen classes of MLIR's library the block names
    // (`StrFunc`, `Shape`, …), as if the block's `include` brought them.
    for text in library_text::needed(&rest, &file.stmts) {
        let lib = parse::parse_file(cx, text);
        let mut names = Vec::new();
        import_stmts(&mut ev, lib.stmts, &mut names);
    }
    ev.stmts(&file.stmts);
    // A class or multiclass name whose macro handed over a record: asking
    // again would not end.
    ev.missing.retain(|m| {
        let name = m.last().to_string();
        let record = ev.fetched.contains(&name);
        if record {
            cx.error(
                m.span(),
                format!("`{name}` is a record of another block, not a class or multiclass: a record is used by its name, without template arguments"),
            );
        }
        !record
    });
    if let Some(out) = missing(cx, &ev, &imported, kind, &imports, rest.clone()) {
        return Outcome::Callback(out);
    }
    // The records naming a misspelled class are dropped (and reported):
    // they count as rejected.
    let typos: Vec<String> = ev
        .missing
        .iter()
        .filter(|m| m.segments.len() == 1 && !m.leading_colon)
        .map(|m| m.last().to_string())
        .filter(|n| known_name_near(n).is_some() || prelude::not_provided(n).is_some())
        .collect();
    if !typos.is_empty() {
        file.rejected
            .extend(parse::statements_naming(rest.clone(), &typos));
    }
    // Classes of the block sharing their name with one of its records
    // (PDL's `PDL_Type`): in an `ods!` block, the record's macro takes the
    // class's rule too (`export::Deferred`).
    let same_name: Vec<String> = if target == Target::Ods {
        ev.classes
            .iter()
            .filter(|c| !c.imported)
            .map(|c| c.name.to_string().trim_start_matches("r#").to_owned())
            .filter(|n| ev.def_named(n).is_some())
            .collect()
    } else {
        Vec::new()
    };
    let (mut exports, deferred) = export::class_macros(&ev, salt, &same_name);
    exports.extend(export::multiclass_macros(&ev, salt));
    exports.extend(export::uses(&file, &ev));
    let mut r = render::Render::new(&ev, salt);
    r.includes = file.includes;
    let (mut ods, patterns) = r.render(target);
    ods.fetch_dialect = r.fetch_dialect.take();
    ods.imported = imports.iter().filter_map(export::imported_def).collect();
    // The dialect record of another block (fetched as text because the
    // block's ops name it): the block adds its ops to that dialect, as
    // `dialect NAME as <Name>Ops;` does; the dialect's own hooks stay with
    // the block declaring it. Its `cppNamespace` stays: other blocks name
    // the block's ops by it (`AIE::EndOp` for the dialect `aie` of
    // namespace `::xilinx::AIE`); so does `usePropertiesForAttributes`,
    // which decides where the block's ops keep their attributes.
    for item in &mut ods.items {
        if let crate::ods::ast::Item::Dialect(d) = item
            && d.record
                .as_ref()
                .is_some_and(|n| imported_records.contains(&n.to_string()))
        {
            let ty = format!("{}Ops", camel(&d.name.to_string()));
            d.fields.retain(|f| {
                f.name == "name"
                    || f.name == "cppNamespace"
                    || f.name == "usePropertiesForAttributes"
            });
            d.fields.push(crate::ods::ast::Field {
                name: syn::Ident::new("as", d.name.span()),
                value: crate::ods::ast::Value::Str(syn::LitStr::new(&ty, d.name.span())),
            });
        }
    }
    ods.imported_records = imported_records;
    ods.imported_ops = imports.iter().filter_map(export::imported_op).collect();
    ods.includes = file.includes;
    // Predicate records of other blocks inside the block's predicates
    // (`And<[OtherPred, …]>`): fetched as text, all in one chain, when the
    // block has no other error (this round's predicates are placeholders).
    let fetch_preds = ev.pred_fetch.borrow().clone();
    if !fetch_preds.is_empty() {
        if cx.is_empty() {
            return Outcome::Callback(export::def_callback(&fetch_preds, kind, &imports, rest));
        }
        for name in &fetch_preds {
            cx.error(
                name.span(),
                format!("`{name}` is not defined in this block: it is looked up among the records of other blocks (this block has an `include` line) once the block's other errors are fixed"),
            );
        }
    }
    let hoisted = r.hoisted_any();
    let texts = export::RecordTexts::new(&file);
    let mut fields: std::collections::HashMap<_, _> = ev
        .records
        .iter()
        .enumerate()
        .filter_map(|(id, rec)| {
            let name = rec.name.as_ref()?.to_string();
            (!rec.invalid
                && !ods.imported_records.contains(&name)
                && ev.def_named(&name) == Some(id))
            .then(|| (name, ev.carried_fields(id)))
        })
        .collect();
    // Records standing for a library generic (`def XeGPU_ScalarType :
    // AnyTypeOf<[…]>`): the generic's summary.
    for (name, generic) in &ev.generic_defs {
        let v = eval::generic_fields(&ev, generic);
        fields.entry(name.to_string()).or_insert(v);
    }
    // Records of the block's classes alone (no ODS class among their
    // ancestors: SPIR-V's availability records) and enum cases (SPIR-V's
    // `MinVersion<SPIRV_V_1_0>` reads `min.symbol`), which have no other
    // macro: other blocks fetch them as text to read their fields.
    let plain = ev
        .records
        .iter()
        .enumerate()
        .filter_map(|(id, rec)| {
            let name = rec.name.as_ref()?;
            let case = rec.builtins.last().is_some_and(|b| {
                matches!(b.class, prelude::Builtin::Passthrough(c) if crate::ods::enums::is_case_class(c))
            });
            (!rec.invalid
                && ((rec.builtins.is_empty() && rec.generic.is_none())
                    || case)
                && !ods.imported_records.contains(&name.to_string())
                && ev.def_named(&name.to_string()) == Some(id))
            .then(|| name.clone())
        })
        .collect();
    Outcome::Done(Box::new(FrontEnd {
        ods,
        patterns,
        exports,
        hoisted,
        rejected: file.rejected,
        imports,
        input: rest,
        salt,
        classes: ev
            .classes
            .iter()
            .filter(|c| !c.imported)
            .map(|c| c.name.to_string())
            .chain(
                ev.multiclasses
                    .iter()
                    .filter(|m| !m.def.imported)
                    .map(|m| m.def.name.to_string()),
            )
            .collect(),
        texts,
        fields,
        plain,
        same_name,
        deferred,
    }))
}

/// A dialect namespace in CamelCase (`memref` → `Memref`,
/// `sparse_tensor` → `SparseTensor`), as the dialect's Rust type names it.
pub fn camel(ns: &str) -> String {
    let mut s = String::new();
    let mut up = true;
    for c in ns.chars() {
        if c == '_' || c == '.' {
            up = true;
        } else if up {
            s.extend(c.to_uppercase());
            up = false;
        } else {
            s.push(c);
        }
    }
    s
}

/// Evaluates the records other blocks handed over as text (`@drr_record {
/// … }`, see [`export::record_macros`]) before the block's own statements:
/// their classes are imported like fetched classes, their records defined
/// here once each (a record two fetched texts carry is kept once, and a
/// constraint record fetched by alias is not defined again). Returns the
/// names of the records so defined: the block generates no Rust items for
/// them (the user's `use` brings the defining block's) and exports no
/// macros for them.
fn import_records(
    cx: &Ctxt,
    ev: &mut eval::Eval<'_>,
    imports: &[TokenStream],
) -> std::collections::HashSet<String> {
    let aliased: Vec<String> = imports
        .iter()
        .filter_map(export::imported_def)
        .map(|d| d.name.to_string())
        .collect();
    let mut names = std::collections::HashSet::new();
    for imp in imports {
        let Some(text) = export::imported_record(imp) else {
            continue;
        };
        let file = parse::parse_file(cx, text);
        for s in file.stmts {
            match s {
                ast::Stmt::Class(mut c) => {
                    c.imported = true;
                    ev.import_class(&c);
                }
                ast::Stmt::Def(d) => {
                    let name = match &d.name {
                        Some(ast::Expr::Name(p)) => p.as_ident().map(|i| i.to_string()),
                        _ => None,
                    };
                    let Some(name) = name else { continue };
                    if names.contains(&name) || aliased.contains(&name) {
                        continue;
                    }
                    names.insert(name);
                    ev.stmts(&[ast::Stmt::Def(d)]);
                }
                _ => {}
            }
        }
    }
    names
}

/// Evaluates the imported class and multiclass texts; returns the
/// imported names.
pub(crate) fn import(cx: &Ctxt, ev: &mut eval::Eval<'_>, imports: &[TokenStream]) -> Vec<String> {
    let mut names = Vec::new();
    for imp in imports {
        if export::imported_def(imp).is_some()
            || export::imported_record(imp).is_some()
            || export::imported_op(imp).is_some()
        {
            continue;
        }
        let file = parse::parse_file(cx, imp.clone());
        import_stmts(ev, file.stmts, &mut names);
    }
    names
}

/// The classes and multiclasses of an imported text, with the `let … in`
/// statements written around them (see [`export::class_macros`]).
fn import_stmts(ev: &mut eval::Eval<'_>, stmts: Vec<ast::Stmt>, names: &mut Vec<String>) {
    for s in stmts {
        match s {
            ast::Stmt::Class(mut c) => {
                c.imported = true;
                names.push(c.name.to_string());
                ev.import_class(&c);
            }
            ast::Stmt::MultiClass(mut m) => {
                m.imported = true;
                names.push(m.name.to_string());
                ev.import_multiclass(&m);
            }
            ast::Stmt::LetIn(l) => {
                let body = l.body.clone();
                ev.with_let_in(&l, |ev| import_stmts(ev, body, names));
            }
            _ => {}
        }
    }
}

/// The callback for the first missing class, if any (or an error if that
/// class was imported already and is still missing).
pub(crate) fn missing(
    cx: &Ctxt,
    ev: &eval::Eval<'_>,
    imported: &[String],
    kind: export::MacroName,
    imports: &[TokenStream],
    rest: TokenStream,
) -> Option<TokenStream> {
    // A bare name one or two letters away from a name drr knows is a typo,
    // not a class of another block: say so (for every such name) rather
    // than asking rustc for a macro of that name. A path (`self::Name<…>`)
    // always means a class.
    let mut typos = 0;
    for m in &ev.missing {
        let name = m.last().to_string();
        if m.segments.len() == 1
            && !m.leading_colon
            && !imported.contains(&name)
            && let Some(instead) = prelude::not_provided(&name)
        {
            cx.error(
                m.span(),
                format!(
                    "`{name}` is a class of MLIR's ODS library that drr does not provide: {instead} (a class of another block or crate with this name is written with its path: `self::{name}<…>` after `use`)"
                ),
            );
            typos += 1;
            continue;
        }
        // A record of this block named where a class belongs (defined
        // after the use; an earlier one is reported where it is used):
        // TableGen's "Couldn't find class", not a class of another block.
        if m.segments.len() == 1 && !m.leading_colon && ev.def_named(&name).is_some() {
            cx.error(m.span(), eval::def_named_as_class(&name, None));
            typos += 1;
            continue;
        }
        if m.segments.len() == 1
            && !m.leading_colon
            && let Some(near) = known_name_near(&name).or_else(|| library_classes::near(&name))
        {
            cx.error(
                m.span(),
                format!(
                    "unknown class `{name}` (did you mean `{near}`?); a class of another block or crate is written with its path (`self::{name}<…>` after `use`)"
                ),
            );
            typos += 1;
        }
    }
    if typos > 0 {
        return None;
    }
    let m = ev.missing.first()?;
    let name = m.last().to_string();
    if imported.contains(&name) {
        cx.error(
            m.span(),
            format!("internal error: class `{name}` was imported but is still unknown"),
        );
        return None;
    }
    Some(export::callback(m, kind, imports, rest))
}

/// A trait, built-in class or library name within two edits of `name`
/// (names of 6 letters or more only: shorter ones are too close to
/// everything).
pub(crate) fn known_name_near(name: &str) -> Option<&'static str> {
    known_name_within(name, 2)
}

/// A trait, built-in class or library name within `max` edits of `name`
/// (names of 6 letters or more only).
pub(crate) fn known_name_within(name: &str, max: usize) -> Option<&'static str> {
    nearest_name(name, known_names(), max)
}

/// The first of `candidates` closest to `name` within `max` edits, other
/// than `name` itself (names of 6 letters or more only: shorter ones are
/// too close to everything).
pub(crate) fn nearest_name(
    name: &str,
    candidates: impl Iterator<Item = &'static str>,
    max: usize,
) -> Option<&'static str> {
    if name.len() < 6 {
        return None;
    }
    candidates
        .filter(|c| *c != name)
        .map(|c| (crate::ods::traits::distance(name, c), c))
        .filter(|(d, _)| *d <= max)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// True for a trait, built-in class or library name drr resolves itself
/// (not an item in the user's scope).
pub(crate) fn is_known_name(name: &str) -> bool {
    known_names().any(|c| c == name)
}

/// The traits, built-in classes and library names drr knows.
fn known_names() -> impl Iterator<Item = &'static str> {
    crate::ods::traits::KNOWN_TRAITS
        .iter()
        .map(|t| t.0)
        .chain(crate::ods::traits::PARAM_TRAITS.iter().copied())
        .chain(crate::ods::traits::TRAIT_LISTS.iter().map(|t| t.0))
        .chain(prelude::PASSTHROUGH.iter().copied())
        .chain(prelude::MARKERS.iter().copied())
        .chain(prelude::BUILTIN_NAMES.iter().copied())
        .chain(prelude::ALIASES.iter().map(|a| a.name))
        .chain(prelude::WRAPPERS.iter().copied())
        .chain(crate::stdlib::LIB_TYPES.iter().copied())
        .chain(crate::stdlib::LIB_ATTRS.iter().copied())
        .chain(crate::stdlib::HELPERS.iter().copied())
        .chain(crate::stdlib::class_names())
}
